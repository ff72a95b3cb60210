// Arithmetic told as everyday stories (issue 22, claims11; DECISIONS "Short claims: arithmetic
// stories"): a margin of victory, "k times as many" and "a quarter as many", a list said to be in
// order, the score needed for a target mean, halving or scaling a recipe, a bill with a tip or
// service split n ways, the better value of two packs, and a price back from a discount or a tax.
// Each is the arithmetic its words define, computed exactly; money is compared to the cent shown,
// and where a reading is open (a count that may be the second amount or the total, a share that
// rounds either way) the claim is decided only when every reading gives the same verdict.
import { exactValue } from './arithmetic-words.js';
import { Q } from './rational.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { wordTable } from '../word-table.js';

const C = 'arithmetic' as const;
const AMOUNT = String.raw`([$€£]?\s*-?\d+(?:\.\d+)?)`;
const show = (q: Q) => q.toString();
const amount = (t: string) => Q.parse(t.replace(/[$€£\s]/g, ''));
const cents = (t: string) => (/\.\d{2}$/.test(t.trim()) ? 2 : /\.\d$/.test(t.trim()) ? 1 : 0);

// "We scored 618 points and they scored 435, so we won by 183"; "The Lions scored 3 and the Tigers
// 1, so the Lions won by 2"; "… so they lost by 12": the margin is the difference, and the side
// named must be the one the numbers make the winner (or loser).
const WON_BY = /^(we|they|you|i|the\s+[a-z]+(?:\s+[a-z]+)?|[a-z]+)\s+(?:scored|got|made|had|polled|received)\s+(\d+)(?:\s+[a-z]+)?\s*(?:,\s*|\s+)(?:and|while|but|whereas)\s+(we|they|you|i|the\s+[a-z]+(?:\s+[a-z]+)?|[a-z]+)\s+(?:scored\s+|got\s+|made\s+|had\s+|polled\s+|received\s+)?(\d+)(?:\s+[a-z]+)?\s*,?\s+so\s+(we|they|you|i|the\s+[a-z]+(?:\s+[a-z]+)?|[a-z]+)\s+(won|lost)\s+by\s+(\d+)(?:\s+[a-z]+)?$/;
function wonBy(text: string): CheckResult | undefined {
  const m = WON_BY.exec(text);
  if (!m) return undefined;
  const [a, x, b, y, who, verb, d] = [m[1]!, Number(m[2]), m[3]!, Number(m[4]), m[5]!, m[6]!, Number(m[7])];
  if (a === b || (who !== a && who !== b)) return undefined;
  const [mine, theirs] = who === a ? [x, y] : [y, x];
  const margin = verb === 'won' ? mine - theirs : theirs - mine;
  return decided(margin === d, margin <= 0 ? `${who} had ${mine} against ${theirs}: ${verb === 'won' ? 'not a win' : 'not a loss'}.` : `${mine} − ${theirs}: a margin of ${Math.abs(mine - theirs)}; the claim says ${d}.`, 'proof', C);
}

// "There are 120 cars and a quarter as many bikes, so 480 bikes"; "Jonas read 45 pages on Monday
// and four times as many on Tuesday, 225 pages over the two days"; "A small box holds 27 crayons
// and a big box holds three times as many: 81 crayons in the big box".
const FACTOR = String.raw`(\d+(?:\.\d+)?\s+times|twice|half|a\s+(?:third|quarter|fifth|tenth)|one\s+(?:third|quarter|fifth|tenth)|(?:\d+|two|three)\s+(?:thirds|quarters|fifths))`;
const AS_MANY = new RegExp(String.raw`^(?:there\s+(?:are|were|is)\s+)?(?:.*?\s)?(\d+(?:\.\d+)?)\s+([a-z]+)\b(.*?)\s+and\s+(?:.*?\s)?${FACTOR}\s+as\s+(?:many|much)\b(.*?)\s*(?:,\s*so\s+|:\s*|,\s*|\s+so\s+)(?:that's\s+|that\s+is\s+|there\s+are\s+|it's\s+)?(\d+(?:\.\d+)?)\s*([a-z]+)?(.*)$`);
const FACTOR_VALUE = wordTable<Q>({ twice: Q.of(2), half: Q.of(1n, 2n), 'a third': Q.of(1n, 3n), 'one third': Q.of(1n, 3n), 'a quarter': Q.of(1n, 4n), 'one quarter': Q.of(1n, 4n), 'a fifth': Q.of(1n, 5n), 'one fifth': Q.of(1n, 5n), 'a tenth': Q.of(1n, 10n), 'one tenth': Q.of(1n, 10n) });
const TOTAL = /\b(?:in\s+total|altogether|all\s+together|in\s+all|combined|together|over\s+the\s+(?:2|two)\s+[a-z]+|between\s+them|total)\b/;
function asMany(text: string): CheckResult | undefined {
  const m = AS_MANY.exec(text);
  if (!m) return undefined;
  const base = Q.parse(m[1]!)!;
  const f = m[4]!.replace(/\s+/g, ' ');
  const words: Record<string, number> = { two: 2, three: 3 };
  const frac = /^(\d+|two|three)\s+(thirds|quarters|fifths)$/.exec(f);
  const k = FACTOR_VALUE[f] ?? (frac ? Q.of(BigInt(words[frac[1]!] ?? Number(frac[1])), BigInt({ thirds: 3, quarters: 4, fifths: 5 }[frac[2] as 'thirds' | 'quarters' | 'fifths'])) : /times$/.test(f) ? Q.parse(f.replace(/\s*times$/, '')) : undefined);
  if (!k) return undefined;
  const said = Q.parse(m[6]!)!;
  const second = base.mul(k);
  const total = base.add(second);
  const tail = `${m[7] ?? ''}${m[8] ?? ''}`;
  const readings = TOTAL.test(tail) ? [total] : [second, total];
  const shown = `${show(base)} × ${show(k)} = ${show(second)}${readings.length > 1 || readings[0] === total ? `, ${show(total)} in all` : ''}`;
  if (readings.length === 1) return decided(total.eq(said), `${shown}; the claim says ${show(said)} in all.`, 'proof', C);
  if (second.eq(said)) return decided(true, `${shown}.`, 'proof', C);
  if (total.eq(said)) return uncertain(`${shown}: ${show(said)} is the total, and the claim does not say whether it names the total or the second amount`, C);
  return decided(false, `${shown}; the claim says ${show(said)}.`, 'proof', C);
}

// "From smallest to largest: 0.169, 2/9, 5/16, 3/4"; "Sorted from largest to smallest: 0.9, 0.697,
// 3/20, 6%"; "In ascending order: …": a list said to be in an order.
const ORDERED = /^(?:(?:sorted|ordered|arranged|listed|written|put)\s+)?(?:(?:from\s+)?((?:smallest|least|lowest|largest|greatest|highest|biggest)\s+to\s+(?:largest|greatest|highest|biggest|smallest|least|lowest))|in\s+((?:ascending|descending|increasing|decreasing)\s+order))\s*:\s*(.+)$/;
function orderedList(text: string): CheckResult | undefined {
  const m = ORDERED.exec(text);
  if (!m) return undefined;
  const texts = m[3]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((s) => s.trim()).filter(Boolean);
  const values = texts.map((t) => exactValue(t));
  if (texts.length < 2 || values.some((v) => v === undefined)) return undefined;
  const vs = values as Q[];
  const descending = /descend|decreas|^(?:largest|greatest|highest|biggest)/.test(m[1] ?? m[2]!);
  const bad = vs.findIndex((v, i) => i > 0 && (descending ? v.cmp(vs[i - 1]!) > 0 : v.cmp(vs[i - 1]!) < 0));
  const exact = texts.map((t, i) => `${t} = ${show(vs[i]!)}`).join(', ');
  return decided(bad < 0, bad < 0 ? `In exact values ${exact}: ${descending ? 'descending' : 'ascending'}.` : `${texts[bad - 1]} = ${show(vs[bad - 1]!)} and ${texts[bad]} = ${show(vs[bad]!)} are out of ${descending ? 'descending' : 'ascending'} order.`, 'proof', C);
}

// The score needed for a target mean: "To average 77 over 4 tests after scoring 92, 96 and 64, I
// need 56 on the last one"; "After 91, 90, 91, 96 and 67 in the first 5 games, a score of 93 in game
// 6 brings the average to exactly 88"; "My quiz scores so far are 98, 74 and 79. What do I need on
// the next one to average exactly 82? A 72." The needed score is target × (n + 1) − sum.
const SCORES = String.raw`(\d+(?:\.\d+)?(?:\s*,\s*\d+(?:\.\d+)?)*(?:\s*,?\s+and\s+\d+(?:\.\d+)?))`;
const MEAN_FORMS: [RegExp, (m: RegExpExecArray) => [string, string, string, string | undefined]][] = [
  [new RegExp(String.raw`^to\s+average\s+(?:exactly\s+)?(\d+(?:\.\d+)?)\s+over\s+(\d+)\s+[a-z]+\s+after\s+(?:scoring|getting)\s+${SCORES}\s*,\s*(?:i|you|we|she|he|they)\s+(?:need|needs)\s+(?:a\s+|an\s+)?(\d+(?:\.\d+)?)\s+(?:on|in)\s+the\s+(?:last|final|next)\s+(?:one|1|[a-z]+)$`), (m) => [m[3]!, m[4]!, m[1]!, m[2]!]],
  [new RegExp(String.raw`^after\s+(?:scoring\s+)?${SCORES}\s+in\s+the\s+first\s+(\d+)\s+[a-z]+\s*,\s*a\s+score\s+of\s+(\d+(?:\.\d+)?)\s+in\s+[a-z]+\s+\d+\s+(?:brings|takes|raises|lowers|makes)\s+the\s+(?:average|mean)\s+(?:to\s+)?(?:exactly\s+)?(\d+(?:\.\d+)?)$`), (m) => [m[1]!, m[3]!, m[4]!, String(Number(m[2]) + 1)]],
  [new RegExp(String.raw`^(?:my|her|his|their|our|your)\s+[a-z]+\s+scores\s+(?:so\s+far\s+)?(?:are|were)\s+${SCORES}\s*\.\s*what\s+(?:do|does)\s+(?:i|she|he|they|we|you)\s+need\s+(?:on|in)\s+the\s+next\s+(?:one|1|[a-z]+)\s+to\s+average\s+(?:exactly\s+)?(\d+(?:\.\d+)?)\s*\?\s*(?:(?:a|answer)\s*:\s*)?(?:a|an)?\s*(\d+(?:\.\d+)?)$`), (m) => [m[1]!, m[3]!, m[2]!, undefined]],
];
function scoreNeeded(text: string): CheckResult | undefined {
  for (const [re, parts] of MEAN_FORMS) {
    const m = re.exec(text);
    if (!m) continue;
    const [listText, needText, targetText, countText] = parts(m);
    const scores = listText.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean).map((s) => Q.parse(s)!);
    const n = scores.length + 1;
    if (countText !== undefined && Number(countText) !== n) return uncertain(`${scores.length} scores and one more make ${n}, not ${countText}`, C);
    const sum = scores.reduce((a, b) => a.add(b), Q.ZERO);
    const target = Q.parse(targetText)!;
    const need = target.mul(Q.of(n)).sub(sum);
    const said = Q.parse(needText)!;
    return decided(need.eq(said), `A mean of ${show(target)} over ${n} needs a total of ${show(target.mul(Q.of(n)))}; the scores so far sum to ${show(sum)}, so the last must be ${show(need)}; the claim says ${show(said)}.`, 'proof', C);
  }
  return undefined;
}

// "Halving the recipe, 500 ml of milk becomes 250 ml"; "Doubling the recipe, 3 eggs become 6 eggs";
// "Scaling the recipe from 4 to 6 servings, 200 g of flour becomes 300 g".
const RECIPE = /^(halving|doubling|tripling|scaling)\s+(?:the\s+)?(?:recipe|quantities|amounts)(?:\s+from\s+(\d+(?:\.\d+)?)\s+to\s+(\d+(?:\.\d+)?)\s+(?:servings|portions|people))?\s*,\s*(\d+(?:\.\d+)?)\s*([a-z]+)?(?:\s+of\s+[a-z]+(?:\s+[a-z]+)?)?\s+(?:becomes?|turns?\s+into|goes\s+to|is)\s+(\d+(?:\.\d+)?)\s*([a-z]+)?$/;
function recipe(text: string): CheckResult | undefined {
  const m = RECIPE.exec(text);
  if (!m) return undefined;
  if (m[5] && m[7] && m[5] !== m[7] && m[5].replace(/s$/, '') !== m[7].replace(/s$/, '')) return undefined;
  const factor = m[1] === 'halving' ? Q.of(1n, 2n) : m[1] === 'doubling' ? Q.of(2) : m[1] === 'tripling' ? Q.of(3) : m[2] && m[3] ? Q.parse(m[3])!.div(Q.parse(m[2])!) : undefined;
  if (!factor || (m[1] !== 'scaling' && m[2])) return undefined;
  const v = Q.parse(m[4]!)!.mul(factor);
  const said = Q.parse(m[6]!)!;
  return decided(v.eq(said), `${m[4]} × ${show(factor)} = ${show(v)}; the claim says ${m[6]}.`, 'proof', C);
}

// A bill with a tip or service charge, split equally: "Dinner came to $86.24 and we're adding a
// 12.5% tip; split 2 ways, that's $48.51 each"; "The four of us split a £46.08 meal plus 25%
// service: £13.40 per person". Each share is the total × (1 + p/100) / n, to the cent shown: a share
// that is the exact value rounded (or exact) holds, a cent either side of it is `uncertain`
// (rounding up so the bill is covered is as common), anything else is false.
const SPLIT = [
  new RegExp(String.raw`^(?:the\s+)?(?:dinner|meal|bill|lunch|check|tab)\s+(?:came\s+to|comes\s+to|is|was|costs?|totals?)\s+${AMOUNT}\s+and\s+(?:we're|we\s+are|we)\s+(?:adding|add|leave|leaving)\s+(?:a|an)\s+(\d+(?:\.\d+)?)%\s+(?:tip|service\s+charge|service|gratuity)\s*[;,:]\s*split\s+(\d+)\s+ways\s*,\s*(?:that's|that\s+is|it's)\s+${AMOUNT}\s+(?:each|per\s+person|a\s+head|apiece)$`),
  new RegExp(String.raw`^(?:the\s+)?(\d+)\s+of\s+us\s+split\s+(?:a|an|the)\s+${AMOUNT}\s+(?:meal|bill|dinner|lunch|tab)\s+plus\s+(\d+(?:\.\d+)?)%\s+(?:tip|service|service\s+charge|gratuity)\s*[:,]\s*${AMOUNT}\s+(?:each|per\s+person|a\s+head|apiece)$`),
];
function splitBill(text: string): CheckResult | undefined {
  let bill: string, pct: string, n: string, each: string;
  const a = SPLIT[0]!.exec(text);
  const b = a ? undefined : SPLIT[1]!.exec(text);
  if (a) [bill, pct, n, each] = [a[1]!, a[2]!, a[3]!, a[4]!];
  else if (b) [n, bill, pct, each] = [b[1]!, b[2]!, b[3]!, b[4]!];
  else return undefined;
  const total = amount(bill)!.mul(Q.ONE.add(Q.parse(pct)!.div(Q.of(100))));
  const share = total.div(Q.of(BigInt(n)));
  const said = amount(each)!;
  return moneyVerdict(share, said, cents(each), `${bill.trim()} plus ${pct}% is ${show(total)}; split ${n} ways, ${show(share)} each`);
}

/** A money value stated to `d` decimals against the exact one: exact or rounded holds; one unit of the last place off (rounded the other way) is not decided. */
function moneyVerdict(exact: Q, said: Q, d: number, shown: string): CheckResult {
  const unit = Q.of(1n, 10n ** BigInt(d));
  const diff = exact.sub(said).abs();
  if (diff.cmp(unit.div(Q.of(2))) < 0 || diff.isZero()) return decided(true, `${shown}; the claim says ${show(said)}.`, 'proof', C);
  if (diff.cmp(unit) <= 0) return uncertain(`${shown}: ${show(said)} is the value rounded the other way, which the claim may mean`, C);
  return decided(false, `${shown}; the claim says ${show(said)}.`, 'proof', C);
}

// The better value of two packs, by price per unit amount: "Better value: 125 g for £3.67 beats 500
// g for £12.18"; "Per 100 g, the 1000 g pack (£9.79) works out cheaper than the 750 g pack (£8.54)".
const PACK = String.raw`(\d+(?:\.\d+)?)\s*(g|kg|ml|l|oz|lb)`;
const VALUE_FORMS: [RegExp, (m: RegExpExecArray) => [string, string, string, string, string, string]][] = [
  [new RegExp(String.raw`^(?:better|best)\s+value\s*:\s*(?:the\s+)?${PACK}(?:\s+(?:pack|bag|box|bottle|jar|tub))?\s+(?:for|at)\s+${AMOUNT}\s+(?:beats|is\s+better\s+value\s+than|is\s+cheaper\s+than)\s+(?:the\s+)?${PACK}(?:\s+(?:pack|bag|box|bottle|jar|tub))?\s+(?:for|at)\s+${AMOUNT}$`), (m) => [m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6]!]],
  [new RegExp(String.raw`^(?:per\s+(?:\d+\s*)?(?:g|kg|ml|l|oz|lb|unit)\s*,\s*)?(?:the\s+)?${PACK}\s+(?:pack|bag|box|bottle|jar|tub)\s+\(${AMOUNT}\)\s+(?:works\s+out\s+|is\s+|comes\s+out\s+)?(?:cheaper|better\s+value)\s+than\s+(?:the\s+)?${PACK}\s+(?:pack|bag|box|bottle|jar|tub)\s+\(${AMOUNT}\)$`), (m) => [m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6]!]],
];
const GRAMS = wordTable<Q>({ g: Q.ONE, kg: Q.of(1000), ml: Q.ONE, l: Q.of(1000) });
function betterValue(text: string): CheckResult | undefined {
  for (const [re, parts] of VALUE_FORMS) {
    const m = re.exec(text);
    if (!m) continue;
    const [qa, ua, pa, qb, ub, pb] = parts(m);
    const [fa, fb] = [GRAMS[ua], GRAMS[ub]];
    if (!fa || !fb || (ua.startsWith('m') || ua === 'l') !== (ub.startsWith('m') || ub === 'l')) return undefined;
    const [sa, sb] = [/^[$€£]/.exec(pa.trim())?.[0], /^[$€£]/.exec(pb.trim())?.[0]];
    if (sa !== sb) return undefined;
    const unitA = amount(pa)!.div(Q.parse(qa)!.mul(fa));
    const unitB = amount(pb)!.div(Q.parse(qb)!.mul(fb));
    const c = unitA.cmp(unitB);
    const per = (u: Q) => u.mul(Q.of(100)).toNumber().toFixed(4);
    if (c === 0) return decided(false, `Both cost the same per unit (${per(unitA)} per 100): neither is cheaper.`, 'proof', C);
    return decided(c < 0, `Per 100 ${ua.startsWith('m') || ua === 'l' ? 'ml' : 'g'}: ${qa} ${ua} for ${pa.trim()} is ${per(unitA)}, ${qb} ${ub} for ${pb.trim()} is ${per(unitB)}.`, 'proof', C);
  }
  return undefined;
}

// A price back from a discount or a tax: "£242.10 including 20% VAT is £193.68 before VAT"; "A jacket
// is £32.00 after 20% off. What was it before? £40.00"; "With 8% tax the total is $54; before tax it
// was $50". The price before is the price after ÷ (1 ± p/100), to the cent shown.
const BACK_FORMS: [RegExp, (m: RegExpExecArray) => [string, string, boolean, string]][] = [
  [new RegExp(String.raw`^${AMOUNT}\s+(?:including|incl\.?|with|inc\.?)\s+(\d+(?:\.\d+)?)%\s+(vat|tax|sales\s+tax|gst)\s+is\s+${AMOUNT}\s+(?:before|without|excluding|ex\.?)\s+(?:vat|tax|sales\s+tax|gst)$`), (m) => [m[1]!, m[2]!, true, m[4]!]],
  [new RegExp(String.raw`^(?:a|an|the)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|costs|sells\s+for|is\s+priced\s+at)\s+${AMOUNT}\s+after\s+(?:a\s+)?(\d+(?:\.\d+)?)%\s+(off|discount|reduction)\s*\.\s*what\s+(?:was|did)\s+it\s+(?:cost\s+)?before\s*\?\s*(?:(?:a|answer)\s*:\s*)?${AMOUNT}$`), (m) => [m[1]!, m[2]!, false, m[4]!]],
];
function priceBefore(text: string): CheckResult | undefined {
  for (const [re, parts] of BACK_FORMS) {
    const m = re.exec(text);
    if (!m) continue;
    const [afterText, pct, up, beforeText] = parts(m);
    const p = Q.parse(pct)!.div(Q.of(100));
    if (!up && p.cmp(Q.ONE) >= 0) return undefined;
    const before = amount(afterText)!.div(up ? Q.ONE.add(p) : Q.ONE.sub(p));
    return moneyVerdict(before, amount(beforeText)!, cents(beforeText), `${afterText.trim()} ÷ ${up ? `(1 + ${pct}%)` : `(1 − ${pct}%)`} = ${show(before)} before`);
  }
  return undefined;
}

/** The arithmetic stories of claims11; undefined when the sentence is none of them. `text` is lower-cased. */
export function arithmeticStory(text: string): CheckResult | undefined {
  return wonBy(text) ?? asMany(text) ?? orderedList(text) ?? scoreNeeded(text) ?? recipe(text) ?? splitBill(text) ?? betterValue(text) ?? priceBefore(text);
}
