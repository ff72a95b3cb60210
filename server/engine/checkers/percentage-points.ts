// Percentage points and relative change (issue 22, claims9): from A % to B % is a change of B − A
// percentage points ("pp") and a relative change of (B − A)/A; "From 25% to 20% is a decrease of 5
// percentage points, i.e. a 20% relative decrease", "50% → 25%: −25 pp". The direction a word
// names (increase, rise, decrease, drop, fall) must be the way the numbers go, or the claim
// contradicts itself and is left `uncertain`. A relative change stated with fewer places than its
// value holds exactly or is `false` beyond rounding; a rounding of it is `uncertain`.

import { Q } from './rational.js';
import { decided, uncertain, type CheckResult } from './types.js';

const C = 'arithmetic' as const;
const PCT = String.raw`(-?\d+(?:\.\d+)?)\s*%`;
const UP = /^(?:increase|rise|gain|jump)$/;
const DOWN = /^(?:decrease|drop|fall|decline|reduction|cut)$/;
const CHANGE = String.raw`(increase|rise|gain|jump|decrease|drop|fall|decline|reduction|cut)`;
const POINTS = String.raw`(?:percentage\s+points?|pp|p\.p\.|points?)`;

const FORMS: [RegExp, (m: RegExpExecArray) => { from: string; to: string; pp?: [string, string | undefined]; rel?: [string, string] }][] = [
  // "From 15% to 3% is a decrease of 12 percentage points, i.e. a 400% relative decrease"
  [new RegExp(String.raw`^(?:going\s+)?from\s+${PCT}\s+to\s+${PCT}\s+is\s+(?:an?\s+)?${CHANGE}\s+of\s+(\d+(?:\.\d+)?)\s+${POINTS}(?:\s*(?:,|;)?\s*(?:i\.e\.|ie|that\s+is|or|and|but)?\s*,?\s*(?:a|an)\s+(\d+(?:\.\d+)?)\s*%\s+relative\s+${CHANGE})?$`), (m) => ({ from: m[1]!, to: m[2]!, pp: [m[4]!, m[3]!], ...(m[5] ? { rel: [m[5], m[6]!] as [string, string] } : {}) })],
  // "50% → 25%: −25 pp"
  [new RegExp(String.raw`^${PCT}\s*(?:→|->|to)\s*${PCT}\s*[:,]\s*([-+]?\d+(?:\.\d+)?)\s*${POINTS}$`), (m) => ({ from: m[1]!, to: m[2]!, pp: [m[3]!, undefined] })],
];

/** A change between two percentages in points and relative terms, or undefined when the sentence is not one. */
export function percentagePointsClaim(text: string): CheckResult | undefined {
  for (const [re, read] of FORMS) {
    const m = re.exec(text);
    if (!m) continue;
    const c = read(m);
    const [a, b] = [Q.parse(c.from), Q.parse(c.to)];
    if (!a || !b) return undefined;
    const diff = b.sub(a);
    const sign = diff.cmp(Q.ZERO);
    const direction = (word: string | undefined) => (word === undefined ? 0 : UP.test(word) ? 1 : DOWN.test(word) ? -1 : 0);
    const steps: string[] = [`from ${c.from}% to ${c.to}% is ${diff.toString()} percentage points`];
    let holds = true;
    if (c.pp) {
      const [value, word] = c.pp;
      const dir = direction(word);
      if (word !== undefined && dir !== sign) return uncertain(`"${word}" is not the way ${c.from}% to ${c.to}% goes`, C);
      const stated = Q.parse(value)!.mul(Q.of(word === undefined ? 1 : dir));
      if (word === undefined && !/^[-+]/.test(value) && sign < 0) return uncertain('a fall written without its sign', C);
      holds &&= stated.eq(diff);
    }
    if (c.rel) {
      const [value, word] = c.rel;
      if (a.isZero()) return undefined;
      if (direction(word) !== sign) return uncertain(`"${word}" is not the way ${c.from}% to ${c.to}% goes`, C);
      const rel = diff.abs().div(a.abs()).mul(Q.of(100));
      const stated = Q.parse(value)!;
      steps.push(`the relative change is ${rel.toString()}%`);
      if (!stated.eq(rel)) {
        const places = /\.(\d+)$/.exec(value)?.[1]?.length ?? 0;
        if (stated.sub(rel).abs().mul(Q.of(2)).cmp(Q.of(1n, 10n ** BigInt(places))) <= 0 && holds) return uncertain(`${steps.join('; ')}, which ${value}% may be meant to round`, C);
        holds = false;
      }
    }
    return decided(holds, `${steps.join('; ')}${holds ? '; the claim holds' : '; the claim says otherwise'}.`, 'proof', C);
  }
  return undefined;
}
