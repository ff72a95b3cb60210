// Repeating decimals (issue 22, claims9): `0.(108)`, `0.\overline{3}`, `0.3̅` (a combining overline
// on each repeated digit) write ONE number, the fraction the repetend stands for: 0.(108) = 108/999
// = 4/37. A number ending in "." is never multiplied by the bracket after it (DECISIONS "Short
// claims: repeating decimals"). A bracket after digits of the fraction (`0.1(6)`) is a repetend to
// some writers and a product (`2.5(4) = 10`) to others: the text does not settle it, so the
// notation is marked ambiguous and a claim is decided only where both readings agree.

import { Q } from '../checkers/rational.js';

/** A repeating decimal at the start of the text: whole part, fixed digits, repeated digits (at most 12). */
const REPETEND = /^(\d+)\.(\d*)(?:\((\d{1,12})\)|\\overline\s*\{\s*(\d{1,12})\s*\}|\\overline\s*(\d)|((?:\d\u0305){1,12}))/;

export interface Repetend {
  /** The characters the notation takes. */
  length: number;
  /** The exact value. */
  value: Q;
  /** `0.1(6)`: digits of the fraction before a bracket, which may as well be a product. */
  ambiguous: boolean;
}

/** The exact value of whole.fixed(period) repeating: (fixed·period − fixed) / (10^m · (10^n − 1)). */
export function repetendValue(whole: string, fixed: string, period: string): Q {
  const m = BigInt(fixed.length);
  const n = BigInt(period.length);
  const num = BigInt(fixed + period) - BigInt(fixed || '0');
  return Q.of(BigInt(whole)).add(Q.of(num, 10n ** m * (10n ** n - 1n)));
}

/** The repeating decimal the text starts with, if it starts with one. */
export function readRepetend(text: string): Repetend | undefined {
  const m = REPETEND.exec(text);
  if (!m) return undefined;
  const period = m[3] ?? m[4] ?? m[5] ?? m[6]!.replace(/\u0305/g, '');
  return { length: m[0].length, value: repetendValue(m[1]!, m[2]!, period), ambiguous: m[3] !== undefined && m[2] !== '' };
}

/** Where a repeating decimal starts: after anything but a digit, a point or a letter. */
const START = /(?<![\d.\p{L}])\d+\.(?=\d*(?:\(\d|\\overline|\d\u0305))/gu;

/**
 * The text with each repeating decimal written as its fraction in brackets ("(4/37)"), for the
 * checkers' plain-text grammar; `ambiguous` when one of them could be a product (`0.1(6)`), and
 * then `product` is the text with that reading written out (`0.1 × (6)`).
 */
export function rewriteRepetends(text: string): { text: string; ambiguous: boolean; product: string } {
  let out = '';
  let product = '';
  let last = 0;
  let ambiguous = false;
  for (const m of text.matchAll(START)) {
    if (m.index < last) continue;
    const r = readRepetend(text.slice(m.index));
    if (!r) continue;
    const written = text.slice(m.index, m.index + r.length);
    const fraction = `(${r.value.toString()})`;
    out += text.slice(last, m.index) + fraction;
    product += text.slice(last, m.index) + (r.ambiguous ? written.replace('(', ' × (') : fraction);
    ambiguous ||= r.ambiguous;
    last = m.index + r.length;
  }
  return { text: out + text.slice(last), ambiguous, product: product + text.slice(last) };
}

/** "0.333...", "3.14159…": digits shown, then more that are not (NFKC writes "…" as "..."). */
export const CONTINUED_DIGITS = /^(-?)(\d+)\.(\d+)\s*(?:\.{3}|…)$/;

/** Digits before the repetend and digits of the repetend of a rational's decimal expansion; undefined when it ends, or the period is long. */
export function expansionShape(x: Q): { preperiod: number; period: number } | undefined {
  let d = x.d;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) (d /= 2n), twos++;
  while (d % 5n === 0n) (d /= 5n), fives++;
  if (d === 1n) return undefined;
  let r = 10n % d;
  let period = 1;
  while (r !== 1n) {
    if (++period > 60) return undefined;
    r = (r * 10n) % d;
  }
  return { preperiod: Math.max(twos, fives), period };
}

/**
 * "1/3 = 0.333...": a numeral with an ellipsis shows the first digits of a number that goes on.
 * Read as digits cut off, as digits rounded, or as a repetend of what is shown, the number lies
 * within one unit of the last digit shown: `false` beyond it. It is `true` only when every reading
 * agrees: the value's own expansion goes on, starts with the digits shown, and they show its
 * repetend twice after its fixed digits (0.1666... for 1/6; "0.142857..." could be anything).
 */
export function continuedDigitsVerdict(x: Q, shown: RegExpExecArray): boolean | undefined {
  const [, sign, whole, digits] = shown;
  const scale = 10n ** BigInt(digits!.length);
  const stated = Q.of(BigInt(whole! + digits!) * (sign ? -1n : 1n), scale);
  const ulp = Q.of(1n, scale);
  if (x.sub(stated).abs().cmp(ulp) > 0) return false;
  const shape = expansionShape(x);
  if (!shape || shape.preperiod + 2 * shape.period > digits!.length) return undefined;
  // The digits shown are the value's own, cut off: |x| − |stated| in [0, ulp).
  const gap = x.abs().sub(stated.abs());
  return (x.n < 0n) === Boolean(sign) && gap.cmp(Q.ZERO) >= 0 && gap.cmp(ulp) < 0 ? true : undefined;
}
