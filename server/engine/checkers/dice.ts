// Chances with two fair dice (issue 22, claims9): the 36 equally likely ordered outcomes of two
// fair six-sided dice are counted, so P(doubles) = 6/36 and P(sum = 5) = 4/36 exactly. Only fair
// dice said to be fair are read (a die not said to be fair has no known chances), and only the
// events counted here: doubles, and a sum or total of k. A decimal stated for a chance holds when
// it is exact, is `false` when it is no rounding of the chance to the places it shows, and is
// otherwise `uncertain` (0.167 for 1/6 may be meant as rounded).

import { Q } from './rational.js';
import { decided, uncertain, type CheckResult } from './types.js';

const C = 'arithmetic' as const;
const DICE = String.raw`(?:2|a\s+pair\s+of)\s+fair\s+(?:six-sided\s+|6-sided\s+)?(?:dice|die)`;
const EVENT = String.raw`(doubles|a\s+double|(?:the\s+)?(?:sum|total)\s*(?:=|of|is)\s*(\d+)|a\s+(?:sum|total)\s+of\s+(\d+))`;
const CHANCE = String.raw`(\d+\s*/\s*\d+|\d*\.\d+|\d+(?:\.\d+)?\s*%|0|1)`;

const FORMS: RegExp[] = [
  new RegExp(String.raw`^(?:(?:when\s+)?rolling|with|for|throwing)\s+${DICE}\s*,\s*p\s*\(\s*${EVENT}\s*\)\s*(?:=|is)\s*${CHANCE}$`),
  new RegExp(String.raw`^p\s*\(\s*${EVENT}\s*\)\s+(?:for|with|when\s+rolling|rolling)\s+${DICE}\s*(?:=|is)\s*${CHANCE}$`),
  new RegExp(String.raw`^the\s+(?:probability|chance)\s+of\s+(?:rolling|getting|throwing)\s+${EVENT}\s+(?:with|on|when\s+rolling)\s+${DICE}\s+is\s+${CHANCE}$`),
];

function chanceValue(text: string): { value: Q; places?: number } | undefined {
  const t = text.replace(/\s+/g, '');
  const frac = /^(\d+)\/(\d+)$/.exec(t);
  if (frac) return frac[2] === '0' ? undefined : { value: Q.of(BigInt(frac[1]!), BigInt(frac[2]!)) };
  const pct = /^(\d+(?:\.(\d+))?)%$/.exec(t);
  const dec = pct ? undefined : /^(\d*\.(\d+)|\d+)$/.exec(t);
  const q = Q.parse(pct ? pct[1]! : t.startsWith('.') ? `0${t}` : t);
  if (!q) return undefined;
  const places = (pct ? pct[2] : dec?.[2])?.length;
  return { value: pct ? q.div(Q.of(100)) : q, ...(places !== undefined ? { places: places + (pct ? 2 : 0) } : {}) };
}

/** A chance with two fair dice, or undefined when the sentence is not one. */
export function diceClaim(text: string): CheckResult | undefined {
  for (const re of FORMS) {
    const m = re.exec(text);
    if (!m) continue;
    const sum = m[2] ?? m[3];
    let count = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (sum === undefined ? a === b : a + b === Number(sum)) count++;
    const chance = Q.of(BigInt(count), 36n);
    const stated = chanceValue(m[4]!);
    if (!stated) return undefined;
    const event = sum === undefined ? 'doubles' : `a sum of ${sum}`;
    const why = `${count} of the 36 equally likely outcomes of two fair dice give ${event}: ${chance.toString()}`;
    if (stated.value.eq(chance)) return decided(true, `${why}; the claim says ${m[4]}.`, 'proof', C);
    const ulp = stated.places === undefined ? undefined : Q.of(1n, 10n ** BigInt(stated.places));
    if (ulp && stated.value.sub(chance).abs().mul(Q.of(2)).cmp(ulp) <= 0) return uncertain(`${why}, which ${m[4]} may be meant to round`, C);
    return decided(false, `${why}, not ${m[4]}.`, 'proof', C);
  }
  return undefined;
}
