// What arithmetic words mean beyond the operators (issue 22: short claims phrased unlike the dev
// set): percentage changes ("80 cut by 15% is 68", "from 150 to 210 is a 40% increase"),
// rounding ("9,183,095 rounded to the nearest ten thousand is 9,180,000"), fractions and ratios in
// lowest terms, the largest or smallest of a list and lists in order, median, mode and range, the
// reciprocal and the multiplicative inverse, lists that add up. Every value is an exact rational;
// a reading that depends on a convention decides only when the conventions agree: a "5% discount
// on $60 is $3" may name the discount or the price left, a tie in rounding may go either way.
//
// Each rule returns undefined when the sentence is not its construction, so arithmetic.ts goes on
// with its relation grammar.

import { evaluateNode } from './expression/evaluate.js';
import { parseFormula } from './expression/parse.js';
import { phraseToFormula } from './expression/phrase.js';
import { Q } from './rational.js';
import { COUNT_RULES } from './counts.js';
import { INTEREST_RULES } from './interest.js';
import { exactResultHolds as resultHolds } from './precision.js';
import { RATE_RULES } from './rates.js';
import { SHARE_RULES } from './shares.js';
import type { Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { wordTable } from '../word-table.js';

const C = 'arithmetic' as const;
const HUNDRED = Q.of(100);

/** The exact value of a phrase with no variable ("3/8", "$60", "37.5%", "2^10"); undefined otherwise. */
export function exactValue(phrase: string): Q | undefined {
  const t = phrase.trim().replace(/^(?:a|an)\s+(?=\$|\d)/, '');
  const f = phraseToFormula(t, { allowVariables: false });
  const node = f === undefined ? undefined : parseFormula(f);
  const v = node ? evaluateNode(node) : undefined;
  return v && 'exact' in v ? v.exact : undefined;
}

const show = (q: Q) => q.toString();

/** "A price rising from $50 to $65 is a 30% increase": the change, when the verb's direction is the numbers' own (else the claim contradicts itself). */
function movedBetween(verb: string, aText: string, bText: string, pText: string, direction: string): CheckResult | undefined {
  const [a, b] = [amountOf(aText), amountOf(bText)];
  if (!a || !b) return undefined;
  const up = /rising|climbing|increasing|growing/.test(verb);
  const down = /falling|dropping|decreasing/.test(verb);
  if ((up && b.cmp(a) <= 0) || (down && b.cmp(a) >= 0)) return uncertain(`"${verb}" from ${show(a)} to ${show(b)} contradicts itself`, C);
  return changeBetween(aText, bText, pText, direction);
}

/** "A 5% tax on $120 adds $6": the amount the percentage names is P/100 of the whole. */
function percentAmount(pText: string, xText: string, yText: string): CheckResult | undefined {
  const [p, x, y] = [exactValue(pText), amountOf(xText), amountOf(yText)];
  if (!p || !x || !y) return undefined;
  const actual = x.mul(p).div(HUNDRED);
  return resultClaim(actual, y, yText, `${show(p)}% of ${show(x)} is ${show(actual)}; the claim says ${show(y)}.`);
}

/** A computed result against the stated one, decided by resultHolds; uncertain where it leaves it open. */
function resultClaim(actual: Q, stated: Q, statedText: string, evidence: string): CheckResult {
  const holds = resultHolds(actual, stated, statedText);
  return holds === undefined ? uncertain(`${evidence} A whole number stated for ${show(actual)} may or may not be its rounding`, C) : decided(holds, evidence, 'proof', C);
}

// Percentages of change. --------------------------------------------------------------------------

const PERCENT = String.raw`(-?[\d.]+)\s*(?:%|percent|per\s+cent)`;
const AMOUNT = String.raw`(\$?\s*-?[\d.]+(?:\s*(?:dollars|euros|pounds))?|[$€£]\s*[\d.]+)`;
const DOWN_VERB = String.raw`(?:reduced|cut|lowered|decreased|discounted|marked\s+down|brought\s+down|dropped|slashed|reduces|decreases)`;
const UP_VERB = String.raw`(?:increased|raised|marked\s+up|grown|inflated|scaled\s+up|increases|rises|grows)`;
const GIVES = String.raw`(?:is|gives|makes|leaves|yields|becomes|comes\s+to|results\s+in|=|equals|brings\s+it\s+to|takes\s+it\s+to)`;

function amountOf(text: string): Q | undefined {
  return exactValue(text.replace(/[$€£]\s*/g, '').replace(/\s*(?:dollars|euros|pounds)$/, ''));
}

/** "X changed by P% is Y": the new value is X × (1 ± P/100). */
function changedBy(xText: string, pText: string, yText: string, up: boolean): CheckResult | undefined {
  const [x, p, y] = [amountOf(xText), exactValue(pText), amountOf(yText)];
  if (!x || !p || !y) return undefined;
  const factor = up ? HUNDRED.add(p).div(HUNDRED) : HUNDRED.sub(p).div(HUNDRED);
  const result = x.mul(factor);
  return decided(result.eq(y), `${show(x)} ${up ? 'increased' : 'reduced'} by ${show(p)}% is ${show(x)} × ${show(factor)} = ${show(result)}; the claim says ${show(y)}.`, 'proof', C);
}

/**
 * "A 5% discount on $60 is $3" names the discount, "… leaves $57" the price left; with "is" both
 * readings are possible, so the claim is decided only when they agree (false for any other value).
 */
function percentOfChange(pText: string, xText: string, yText: string, up: boolean, verb: string): CheckResult | undefined {
  const [x, p, y] = [amountOf(xText), exactValue(pText), amountOf(yText)];
  if (!x || !p || !y) return undefined;
  const part = x.mul(p).div(HUNDRED);
  const total = up ? x.add(part) : x.sub(part);
  const result = /leaves|brings|takes|new|final|reduced|discounted|sale/.test(verb) ? [total] : /saves|amounts/.test(verb) ? [part] : [part, total];
  const holds = result.some((r) => r.eq(y));
  if (holds && result.length > 1) return undefined;
  return decided(holds, `${show(p)}% of ${show(x)} is ${show(part)}, so the ${up ? 'increase' : 'discount'} is ${show(part)} and the amount ${up ? 'becomes' : 'left is'} ${show(total)}; the claim says ${show(y)}.`, 'proof', C);
}

/** "From A to B is a P% increase": (B − A) / A in percent, with the direction the words say. */
function changeBetween(aText: string, bText: string, pText: string, direction: string): CheckResult | undefined {
  const [a, b, p] = [amountOf(aText), amountOf(bText), exactValue(pText)];
  if (!a || !b || !p || a.isZero()) return undefined;
  const change = b.sub(a).div(a).mul(HUNDRED);
  const up = /increase|rise|gain|growth|grow|up|more|higher|greater|larger|mark-?up/.test(direction);
  const down = /decrease|fall|drop|decline|reduction|loss|cut|down|less|lower|smaller|fewer|discount/.test(direction);
  const stated = up ? p : down ? p.neg() : p;
  if (!up && !down && !/change/.test(direction)) return undefined;
  return decided(change.eq(stated), `From ${show(a)} to ${show(b)} the change is (${show(b)} − ${show(a)}) / ${show(a)} = ${show(change)}%${change.n > 0n ? ' (an increase)' : change.n < 0n ? ' (a decrease)' : ''}; the claim says ${up ? 'an increase of ' : down ? 'a decrease of ' : ''}${show(p)}%.`, 'proof', C);
}

const UP_NOUN_WORDS = String.raw`increase|rise|gain|growth|mark-?up|jump|raise|pay\s+rise|hike`;
const DOWN_NOUN_WORDS = String.raw`decrease|fall|drop|decline|reduction|loss|cut|discount`;

/** "If 25% of a number is 16, the number is 64": the whole is the part ÷ (P/100). */
function wholeFromPart(pText: string, partText: string, wholeText: string): CheckResult | undefined {
  const [p, part, whole] = [exactValue(pText), amountOf(partText), amountOf(wholeText)];
  if (!p || !part || !whole || p.isZero()) return undefined;
  const actual = part.div(p.div(HUNDRED));
  return resultClaim(actual, whole, wholeText, `${show(p)}% of the number is ${show(part)}, so the number is ${show(part)} ÷ ${show(p.div(HUNDRED))} = ${show(actual)}; the claim says ${show(whole)}.`);
}

/** "After a 20% discount it costs $48, so it was $60": the value before is the value after ÷ (1 ± P/100). */
function valueBefore(pText: string, noun: string, afterText: string, beforeText: string): CheckResult | undefined {
  const [p, after, before] = [exactValue(pText), amountOf(afterText), amountOf(beforeText)];
  if (!p || !after || !before) return undefined;
  const up = !new RegExp(`^(?:${DOWN_NOUN})$`).test(noun);
  const factor = up ? HUNDRED.add(p).div(HUNDRED) : HUNDRED.sub(p).div(HUNDRED);
  if (factor.isZero()) return undefined;
  const actual = after.div(factor);
  return resultClaim(actual, before, beforeText, `After a ${show(p)}% ${noun} the value is × ${show(factor)}, so before it was ${show(after)} ÷ ${show(factor)} = ${show(actual)}; the claim says ${show(before)}.`);
}

/** "Taking 5/6 of 36 leaves 6": what is left of a whole after a part of it is taken. */
function partLeaves(partText: string, wholeText: string, leftText: string): CheckResult | undefined {
  const [part, whole, left] = [exactValue(`${partText} of ${wholeText}`), amountOf(wholeText), amountOf(leftText)];
  if (!part || !whole || !left) return undefined;
  const actual = whole.sub(part);
  return resultClaim(actual, left, leftText, `${partText.trim()} of ${show(whole)} is ${show(part)}, which leaves ${show(whole)} − ${show(part)} = ${show(actual)}; the claim says ${show(left)}.`);
}

const PART = String.raw`(\(?\s*\d+\s*\/\s*\d+\s*\)?|-?[\d.]+\s*(?:%|percent|per\s+cent))`;
const NUMBER_NOUN = String.raw`(?:number|quantity|amount|value|sum|total)`;
/** Taking a part of a whole, and a whole found from its part. */
// Operations done to an unknown number in order (issue 22, claims 8): "Doubling a number and adding
// 10 gives 34, so the number is 12". Each step is x ↦ ax + b with a ≠ 0, so the chain is one-to-one
// and the number stated is the number exactly when the chain takes it to the result. Squaring and
// other steps that are not one-to-one are not read.
const K = String.raw`(-?\d+(?:\.\d+)?(?:\/\d+)?)`;
const FIRST_STEP: [RegExp, (k: Q | undefined) => [Q, Q] | undefined][] = [
  [/^doubling\s+a\s+number$/, () => [Q.of(2), Q.ZERO]],
  [/^tripling\s+a\s+number$/, () => [Q.of(3), Q.ZERO]],
  [/^halving\s+a\s+number$/, () => [Q.of(1, 2), Q.ZERO]],
  [new RegExp(String.raw`^multiplying\s+a\s+number\s+by\s+${K}$`), (k) => (k && !k.isZero() ? [k, Q.ZERO] : undefined)],
  [new RegExp(String.raw`^dividing\s+a\s+number\s+by\s+${K}$`), (k) => (k && !k.isZero() ? [Q.ONE.div(k), Q.ZERO] : undefined)],
  [new RegExp(String.raw`^adding\s+${K}\s+to\s+a\s+number$`), (k) => (k ? [Q.ONE, k] : undefined)],
  [new RegExp(String.raw`^(?:subtracting|taking(?:\s+away)?)\s+${K}\s+from\s+a\s+number$`), (k) => (k ? [Q.ONE, k.neg()] : undefined)],
];
const NEXT_STEP: [RegExp, (k: Q | undefined) => [Q, Q] | undefined][] = [
  [/^(?:doubling|doubling\s+(?:it|that|the\s+result))$/, () => [Q.of(2), Q.ZERO]],
  [/^(?:tripling|tripling\s+(?:it|that|the\s+result))$/, () => [Q.of(3), Q.ZERO]],
  [/^(?:halving|halving\s+(?:it|that|the\s+result))$/, () => [Q.of(1, 2), Q.ZERO]],
  [new RegExp(String.raw`^multiplying(?:\s+(?:it|that|the\s+result))?\s+by\s+${K}$`), (k) => (k && !k.isZero() ? [k, Q.ZERO] : undefined)],
  [new RegExp(String.raw`^dividing(?:\s+(?:it|that|the\s+result))?\s+by\s+${K}$`), (k) => (k && !k.isZero() ? [Q.ONE.div(k), Q.ZERO] : undefined)],
  [new RegExp(String.raw`^adding\s+${K}(?:\s+to\s+(?:it|that|the\s+result))?$`), (k) => (k ? [Q.ONE, k] : undefined)],
  [new RegExp(String.raw`^(?:subtracting|taking\s+away)\s+${K}(?:\s+from\s+(?:it|that|the\s+result))?$`), (k) => (k ? [Q.ONE, k.neg()] : undefined)],
];

function step(table: typeof FIRST_STEP, text: string): [Q, Q] | undefined {
  for (const [re, build] of table) {
    const m = re.exec(text.trim());
    if (m) return build(m[1] === undefined ? undefined : exactValue(m[1]));
  }
  return undefined;
}

/** "Doubling a number and adding 10 gives 34, so the number is 12": the chain applied to the number stated. */
function numberChain(opsText: string, resultText: string, numberText: string): CheckResult | undefined {
  const parts = opsText.split(/\s*,\s*(?:and\s+)?(?:then\s+)?|\s+and\s+then\s+|\s+then\s+|\s+and\s+/);
  const first = step(FIRST_STEP, parts[0]!);
  const rest = parts.slice(1).map((p) => step(NEXT_STEP, p));
  const [result, n] = [exactValue(resultText), exactValue(numberText)];
  if (!first || rest.some((r) => !r) || !result || !n) return undefined;
  let v = n;
  for (const [a, b] of [first, ...(rest as [Q, Q][])]) v = v.mul(a).add(b);
  return decided(v.eq(result), `The steps applied to ${show(n)} give ${show(v)}; the claim says they give ${show(result)}, so the number ${v.eq(result) ? 'is' : 'is not'} ${show(n)} (each step is one-to-one).`, 'proof', C);
}

const PART_RULES: Rule[] = [
  [new RegExp(String.raw`^(?:taking|removing|using|spending|giving\s+away|eating|selling)\s+${PART}\s+of\s+${AMOUNT}\s+leaves\s+${AMOUNT}(?:\s+(?:left|remaining|behind))?$`), (m) => partLeaves(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^if\s+${PERCENT}\s+of\s+(?:a|an|the|some)\s+${NUMBER_NOUN}\s+(?:is|equals|=)\s+${AMOUNT},?\s+(?:then\s+)?(?:the|that)\s+(?:whole\s+)?${NUMBER_NOUN}\s+(?:is|must\s+be|equals|=)\s+${AMOUNT}$`), (m) => wholeFromPart(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:a|the)\s+${NUMBER_NOUN}\s+(?:whose|of\s+which)\s+${PERCENT}\s+(?:is|equals|=|comes\s+to)\s+${AMOUNT}\s+(?:is|must\s+be|equals|=)\s+${AMOUNT}$`), (m) => wholeFromPart(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^${PERCENT}\s+of\s+(?:a|an|the|some)\s+${NUMBER_NOUN}\s+(?:is|equals|=)\s+${AMOUNT},?\s+so\s+(?:the|that)\s+${NUMBER_NOUN}\s+(?:is|must\s+be|equals|=)\s+${AMOUNT}$`), (m) => wholeFromPart(m[1]!, m[2]!, m[3]!)],
  // "After a 20% discount it costs $48, so it was $60", "… so the original price was $60".
  [new RegExp(String.raw`^after\s+(?:a|an)\s+${PERCENT}\s+(${UP_NOUN_WORDS}|${DOWN_NOUN_WORDS}|tax|surcharge|markup)\s*,?\s+(?:it|an?\s+[a-z]+|the\s+[a-z]+)\s+(?:costs?|is|sells\s+for|comes\s+to|is\s+priced\s+at)\s+${AMOUNT}\s*,?\s+so\s+(?:it|(?:the|its)\s+(?:original|old|full|initial|previous)\s+[a-z]+)\s+(?:was|is|had\s+been)\s+(?:originally\s+)?${AMOUNT}(?:\s+(?:before|originally))?$`), (m) => valueBefore(m[1]!, m[2]!, m[3]!, m[4]!)],
];

const UP_NOUN = `(?:${UP_NOUN_WORDS})`;
const DOWN_NOUN = `(?:${DOWN_NOUN_WORDS})`;

const PERCENT_RULES: Rule[] = [
  // "80 reduced by 15% is 68", "$60 increased by 5% gives $63".
  [new RegExp(String.raw`^${AMOUNT}\s+(${DOWN_VERB}|${UP_VERB})\s+by\s+${PERCENT}\s*,?\s+${GIVES}\s+${AMOUNT}$`), (m) => changedBy(m[1]!, m[3]!, m[4]!, new RegExp(`^${UP_VERB}$`).test(m[2]!))],
  // "Cutting 80 by 15% gives 68", "Increasing 150 by 40% makes 210".
  [new RegExp(String.raw`^(reducing|cutting|lowering|decreasing|discounting|marking\s+down|increasing|raising|marking\s+up|growing)\s+${AMOUNT}\s+by\s+${PERCENT}\s+${GIVES}\s+${AMOUNT}$`), (m) => changedBy(m[2]!, m[3]!, m[4]!, /^(?:increasing|raising|marking\s+up|growing)$/.test(m[1]!))],
  // "80 after a 15% discount is 68", "150 after a 40% increase is 210", "80 less 15% is 68".
  [new RegExp(String.raw`^${AMOUNT}\s+(?:after|with)\s+(?:a|an)\s+${PERCENT}\s+(${UP_NOUN}|${DOWN_NOUN}|discount|tax|surcharge|tip|markup)\s+(?:is|becomes|comes\s+to|gives|=|equals)\s+${AMOUNT}$`), (m) => changedBy(m[1]!, m[2]!, m[4]!, !new RegExp(`^${DOWN_NOUN}$`).test(m[3]!))],
  [new RegExp(String.raw`^${AMOUNT}\s+(plus|minus|less|with|after)\s+${PERCENT}(?:\s+(off|added|on\s+top))?\s+(?:is|gives|makes|comes\s+to|=|equals)\s+${AMOUNT}$`), (m) => (m[2] === 'with' || m[2] === 'after') && !m[4] ? undefined : changedBy(m[1]!, m[3]!, m[5]!, m[2] === 'plus' || (m[2] === 'with' && m[4] !== 'off'))],
  // "A 5% discount on $60 leaves $57", "A 10% increase on 250 gives 275", "15% off 80 is 68".
  [new RegExp(String.raw`^(?:a|an)\s+${PERCENT}\s+(${UP_NOUN}|${DOWN_NOUN}|tax|surcharge|tip)\s+(?:on|of|to|in)\s+${AMOUNT}\s+((?:leaves|gives|makes|is|brings\s+it\s+to|takes\s+it\s+to|comes\s+to|saves|amounts\s+to|results\s+in|produces)(?:\s+(?:a|the)\s+(?:new|final|reduced|discounted|sale)\s+(?:price|value|total|amount)\s+of)?)\s+${AMOUNT}$`), (m) => percentOfChange(m[1]!, m[3]!, m[5]!, !new RegExp(`^${DOWN_NOUN}$`).test(m[2]!), m[4]!)],
  [new RegExp(String.raw`^${PERCENT}\s+off\s+${AMOUNT}\s+(leaves|gives|is|makes|comes\s+to|saves)\s+${AMOUNT}$`), (m) => percentOfChange(m[1]!, m[2]!, m[4]!, false, m[3]!)],
  // "Going from 150 to 210 is a 40% increase", "A rise from 1200 to 1296 is an increase of 8%";
  // "A price change from $80 to $88" names what changed, a quantity on a ratio scale (claims12).
  [new RegExp(String.raw`^(?:going\s+|moving\s+|changing\s+|(?:a|an|the)\s+(?:(?:price|cost|value|salary|wage|pay|rent|fee|population|revenue|income|sales|share\s+price|stock\s+price)\s+)?(?:${UP_NOUN}|${DOWN_NOUN}|change)\s+)?from\s+${AMOUNT}\s+to\s+${AMOUNT}\s+(?:is|represents|means|gives)\s+(?:a|an)\s+(?:${PERCENT}\s+(${UP_NOUN}|${DOWN_NOUN}|change)|(${UP_NOUN}|${DOWN_NOUN}|change)\s+of\s+${PERCENT})$`), (m) => changeBetween(m[1]!, m[2]!, (m[3] ?? m[6])!, (m[4] ?? m[5])!)],
  // "The percentage increase from 150 to 210 is 40%", "The percent change from 80 to 60 is -25%".
  [new RegExp(String.raw`^(?:the\s+)?(?:percentage|percent|per\s+cent|relative)\s+(${UP_NOUN}|${DOWN_NOUN}|change)\s+from\s+${AMOUNT}\s+to\s+${AMOUNT}\s+(?:is|equals|=|comes\s+to)\s+${PERCENT}$`), (m) => changeBetween(m[2]!, m[3]!, m[4]!, m[1]!)],
  // "210 is 40% more than 150", "60 is 25% less than 80".
  [new RegExp(String.raw`^${AMOUNT}\s+is\s+${PERCENT}\s+(more|greater|higher|larger|bigger|less|lower|smaller|fewer)\s+than\s+${AMOUNT}$`), (m) => changeBetween(m[4]!, m[1]!, m[2]!, m[3]!)],
  // A thing with its value named in the noun phrase (issue 22, set 5): "A $80 jacket at 30% off
  // costs $56", "After a 25% raise, a $40,000 salary becomes $50,000", "A price rising from $50
  // to $65 is a 30% increase", "A 5% sales tax on a $120 purchase adds $6". The noun only names
  // what the amount is of; the arithmetic is the percentage's.
  [new RegExp(String.raw`^(?:a|an|the)\s+${AMOUNT}\s+[a-z]+(?:\s+[a-z]+)?\s+(?:at|with)\s+${PERCENT}\s+off\s+(?:costs|is|sells\s+for|comes\s+to|goes\s+for)\s+${AMOUNT}$`), (m) => changedBy(m[1]!, m[2]!, m[3]!, false)],
  [new RegExp(String.raw`^after\s+(?:a|an)\s+${PERCENT}\s+(${UP_NOUN}|${DOWN_NOUN})\s*,?\s+(?:a|an|the|my|his|her|their)\s+${AMOUNT}\s+[a-z]+(?:\s+[a-z]+)?\s+(?:becomes|is|comes\s+to|costs|goes\s+to|is\s+now)\s+${AMOUNT}$`), (m) => changedBy(m[3]!, m[1]!, m[4]!, !new RegExp(`^${DOWN_NOUN}$`).test(m[2]!))],
  [new RegExp(String.raw`^(?:a|an|the)\s+[a-z]+(?:\s+[a-z]+)?\s+(rising|falling|going|climbing|dropping|increasing|decreasing|growing|moving)\s+from\s+${AMOUNT}\s+to\s+${AMOUNT}\s+(?:is|represents|means)\s+(?:a|an)\s+(?:${PERCENT}\s+(${UP_NOUN}|${DOWN_NOUN}|change)|(${UP_NOUN}|${DOWN_NOUN}|change)\s+of\s+${PERCENT})$`), (m) => movedBetween(m[1]!, m[2]!, m[3]!, (m[4] ?? m[7])!, (m[5] ?? m[6])!)],
  [new RegExp(String.raw`^(?:a|an|the)\s+${PERCENT}\s+(?:[a-z]+\s+)?(tax|tip|surcharge|discount|fee|commission|service\s+charge|deposit)\s+on\s+(?:(?:a|an|the)\s+|(?<=(?:tax|tip|surcharge|fee|commission|charge)\s+on\s+))${AMOUNT}(?:\s+[a-z]+)?\s+(?:adds|is|comes\s+to|amounts\s+to|saves(?:\s+you)?|takes\s+off|costs(?:\s+you)?)\s+${AMOUNT}$`), (m) => percentAmount(m[1]!, m[3]!, m[4]!)],
  // "150 increased to 210 is a 40% increase"? too rare; "Prices rose from …" has no numbers to check beyond these.
];

// Rounding. --------------------------------------------------------------------------------------

const PLACE_WORDS = wordTable<number>({ one: 0, unit: 0, 'whole number': 0, integer: 0, tenth: -1, hundredth: -2, thousandth: -3, 'ten-thousandth': -4 });

/** The power of ten a place names: "hundred" → 2, "ten thousand" / "10000" → 4, "tenth" → -1; undefined when not a power of ten. */
function placeOf(text: string): number | undefined {
  const t = text.trim().replace(/s$/, '');
  if (t in PLACE_WORDS) return PLACE_WORDS[t];
  const words: Record<string, number> = { ten: 1, hundred: 2, thousand: 3, million: 6, billion: 9 };
  let total = 0;
  for (const w of t.split(/\s+/)) {
    if (w in words) total += words[w]!;
    else if (/^10*$/.test(w) && w.length > 0) total += w.length - 1;
    else return undefined;
  }
  return total;
}

type Mode = 'nearest' | 'down' | 'up' | 'truncate';

/** The results of rounding x at step 10^k under every convention for ties (half up, half even, half away from zero). */
function roundings(x: Q, step: Q, mode: Mode): Q[] {
  const scaled = x.div(step);
  const floor = Q.of(scaled.n >= 0n ? scaled.n / scaled.d : -((-scaled.n + scaled.d - 1n) / scaled.d));
  const ceil = scaled.isInteger() ? floor : floor.add(Q.ONE);
  if (mode === 'down') return [floor.mul(step)];
  if (mode === 'up') return [ceil.mul(step)];
  if (mode === 'truncate') return [(x.n >= 0n ? floor : ceil).mul(step)];
  const frac = scaled.sub(floor);
  const half = Q.of(1, 2);
  if (frac.cmp(half) < 0) return [floor.mul(step)];
  if (frac.cmp(half) > 0) return [ceil.mul(step)];
  return [floor.mul(step), ceil.mul(step)]; // a tie: conventions differ
}

function roundingClaim(xText: string, how: string, yText: string, mode: Mode): CheckResult | undefined {
  const [x, y] = [exactValue(xText), exactValue(yText)];
  if (!x || !y) return undefined;
  let step: Q | undefined;
  let said: string;
  const places = /^(\d+)\s+(?:decimal\s+places?|d\.?\s?p\.?)$/.exec(how);
  const figures = /^(\d+)\s+(?:significant\s+(?:figures?|digits?)|sig\.?\s+figs?\.?|s\.?\s?f\.?)$/.exec(how);
  if (places) {
    step = Q.of(1n, 10n ** BigInt(places[1]!));
    said = `${places[1]} decimal place${places[1] === '1' ? '' : 's'}`;
  } else if (figures) {
    const n = Number(figures[1]);
    if (n < 1 || n > 30 || x.isZero()) return undefined;
    // The leading digit's place: 10^e ≤ |x| < 10^(e+1).
    const ax = x.abs();
    let e = ax.n.toString().length - ax.d.toString().length;
    while (Q.of(10).pow(e).cmp(ax) > 0) e--;
    while (Q.of(10).pow(e + 1).cmp(ax) <= 0) e++;
    step = Q.of(10).pow(e - n + 1);
    said = `${n} significant figure${n === 1 ? '' : 's'}`;
  } else {
    const k = placeOf(how.replace(/^(?:the\s+)?(?:nearest\s+)?/, ''));
    if (k === undefined || k > 15 || k < -15) return undefined;
    step = Q.of(10).pow(k);
    said = `the nearest ${show(step)}`;
  }
  const results = roundings(x, step, mode);
  const holds = results.some((r) => r.eq(y));
  if (holds && results.length > 1 && !results.every((r) => r.eq(y))) return uncertain(`${show(x)} lies exactly halfway: rounding to ${said} gives ${results.map(show).join(' or ')} depending on the convention for ties`, C);
  return decided(holds, `${show(x)} rounded ${mode === 'nearest' ? 'to' : mode === 'truncate' ? 'by truncation to' : `${mode} to`} ${said} is ${results.map(show).join(' or ')}; the claim says ${show(y)}.`, 'proof', C);
}

const PRECISION = String.raw`((?:the\s+)?nearest\s+[a-z0-9 -]+?|\d+\s+(?:decimal\s+places?|d\.?\s?p\.?|significant\s+(?:figures?|digits?)|sig\.?\s+figs?\.?|s\.?\s?f\.?))`;
const NUM = String.raw`(-?[\d.]+)`;
const modeOf = (word: string | undefined): Mode => (!word ? 'nearest' : /down/.test(word) ? 'down' : /up/.test(word) ? 'up' : 'truncate');
const ROUNDED = String.raw`(?:rounded(?:\s+(down|up))?|truncated|correct)`;

const ROUNDING_RULES: Rule[] = [
  // "9,183,095 rounded to the nearest ten thousand is 9,180,000", "3.14159 to 2 decimal places is 3.14".
  [new RegExp(String.raw`^${NUM}\s*,?\s+(?:${ROUNDED}\s+)?(?:to|at)\s+${PRECISION}\s*,?\s+(?:is|gives|becomes|equals|=|makes|comes\s+to)\s+(?:about\s+)?${NUM}$`), (m) => roundingClaim(m[1]!, m[3]!, m[4]!, /truncated/.test(m[0]) ? 'truncate' : modeOf(m[2]))],
  // "Rounded to the nearest hundred, 39834 becomes 39,800", "To 2 decimal places, 3.14159 is 3.14".
  [new RegExp(String.raw`^(?:${ROUNDED}\s+)?(?:to|at)\s+${PRECISION}\s*,\s*${NUM}\s+(?:is|becomes|gives|equals|=|rounds\s+to)\s+${NUM}$`), (m) => roundingClaim(m[3]!, m[2]!, m[4]!, /^truncated/.test(m[0]) ? 'truncate' : modeOf(m[1]))],
  // "Rounding 39834 to the nearest hundred gives 39800", "39834 rounds to 39800 to the nearest hundred".
  [new RegExp(String.raw`^rounding\s+(down\s+|up\s+)?${NUM}\s+(?:(down|up)\s+)?to\s+${PRECISION}\s+(?:gives|yields|makes|results\s+in|produces|is)\s+${NUM}$`), (m) => roundingClaim(m[2]!, m[4]!, m[5]!, modeOf(m[1] ?? m[3]))],
  [new RegExp(String.raw`^${NUM}\s+rounds\s+(down\s+|up\s+)?to\s+${NUM}\s+(?:when\s+rounded\s+)?(?:to|at|,\s*to)\s+${PRECISION}$`), (m) => roundingClaim(m[1]!, m[4]!, m[3]!, modeOf(m[2]))],
  [new RegExp(String.raw`^${NUM}\s+rounds\s+(down\s+|up\s+)?to\s+${NUM}$`), (m) => {
    // "2.7 rounds to 3": to the place the result is written with (a whole number, or its decimals).
    const decimals = /\.(\d+)$/.exec(m[3]!)?.[1]?.length ?? 0;
    return /\.\d+$/.test(m[1]!) || decimals ? roundingClaim(m[1]!, `${decimals} decimal places`, m[3]!, modeOf(m[2])) : undefined;
  }],
];

// Fractions and ratios in lowest terms. ------------------------------------------------------------

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const RATIO = String.raw`(\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)+)`;
const FRACTION = String.raw`(\d+)\s*/\s*(\d+)`;

function ratioParts(text: string): Q[] | undefined {
  const parts = text.split(':').map((p) => Q.parse(p.trim()));
  return parts.every((p): p is Q => p !== undefined) && parts.length >= 2 ? parts : undefined;
}

/** "42:66 in lowest terms is 7:11": the same proportions, and (when lowest terms are said) no common factor. */
function ratioClaim(aText: string, bText: string, lowest: 'required' | 'if-simplified' | 'proportion'): CheckResult | undefined {
  const [a, b] = [ratioParts(aText), ratioParts(bText)];
  if (!a || !b || a.length !== b.length || a.some((p) => p.isZero()) || b.some((p) => p.isZero())) return undefined;
  const same = a.every((p, i) => p.mul(b[0]!).eq(b[i]!.mul(a[0]!)));
  const integers = b.every((p) => p.isInteger());
  const common = integers ? b.reduce((g, p) => gcd(g, p.n), 0n) : 0n;
  const shown = `${aText.replace(/\s+/g, '')} and ${bText.replace(/\s+/g, '')}`;
  if (!same) return decided(false, `${shown} are not in the same proportion (${show(a[1]!.div(a[0]!))} against ${show(b[1]!.div(b[0]!))} for the second part per unit of the first).`, 'proof', C);
  // "21 and 189 are in the ratio 2:18" says only that the proportions agree.
  if (lowest === 'proportion') return decided(true, `${shown} are in the same proportion.`, 'proof', C);
  if (integers && common === 1n) return decided(true, `${shown} are in the same proportion, and ${bText.replace(/\s+/g, '')} has no common factor: lowest terms.`, 'proof', C);
  // Equal but not in lowest terms: wrong where lowest terms are claimed, a matter of words otherwise.
  return lowest === 'required' ? decided(false, `${shown} are in the same proportion, but ${bText.replace(/\s+/g, '')} is not in lowest terms (common factor ${common}).`, 'proof', C) : undefined;
}

const LOWEST = String.raw`(?:in\s+(?:its\s+)?(?:lowest|simplest)\s+(?:terms|form)|fully\s+(?:simplified|reduced)|in\s+simplified\s+form)`;
const RATIO_RULES: Rule[] = [
  [new RegExp(String.raw`^(?:the\s+ratio\s+)?${RATIO}\s*,?\s+${LOWEST}\s*,?\s+(?:is|equals|=|becomes)\s+${RATIO}$`), (m) => ratioClaim(m[1]!, m[2]!, 'required')],
  [new RegExp(String.raw`^${LOWEST},\s*(?:the\s+ratio\s+)?${RATIO}\s+(?:is|equals|=|becomes)\s+${RATIO}$`), (m) => ratioClaim(m[1]!, m[2]!, 'required')],
  [new RegExp(String.raw`^(?:the\s+ratio\s+)?${RATIO}\s+(?:simplifies|reduces|can\s+be\s+(?:simplified|reduced|written))\s+(?:to|as)\s+${RATIO}(\s+${LOWEST})?$`), (m) => ratioClaim(m[1]!, m[2]!, m[3] ? 'required' : 'if-simplified')],
  [new RegExp(String.raw`^(?:the\s+)?simplest\s+form\s+of\s+(?:the\s+ratio\s+)?${RATIO}\s+is\s+${RATIO}$`), (m) => ratioClaim(m[1]!, m[2]!, 'required')],
  [new RegExp(String.raw`^the\s+ratio\s+${RATIO}\s+(?:is\s+equivalent\s+to|equals|=|is\s+the\s+same\s+as)\s+${RATIO}$`), (m) => ratioClaim(m[1]!, m[2]!, 'if-simplified')],
  // "21 and 189 are in the ratio 1:9" (issue 22, claims8): two numbers in a proportion.
  [new RegExp(String.raw`^(\d+(?:\.\d+)?)\s+and\s+(\d+(?:\.\d+)?)\s+are\s+in\s+(?:the\s+|a\s+)?ratio\s+(?:of\s+)?(?:${RATIO}|(\d+)\s+to\s+(\d+))$`), (m) => ratioClaim(`${m[1]}:${m[2]}`, m[3] ?? `${m[4]}:${m[5]}`, 'proportion')],
  [new RegExp(String.raw`^the\s+ratio\s+of\s+(\d+(?:\.\d+)?)\s+to\s+(\d+(?:\.\d+)?)\s+(?:is|equals|=)\s+(?:${RATIO}|(\d+)\s+to\s+(\d+))(\s+${LOWEST})?$`), (m) => ratioClaim(`${m[1]}:${m[2]}`, m[3] ?? `${m[4]}:${m[5]}`, m[6] ? 'required' : 'if-simplified')],
  // Fractions in lowest terms: "18/24 in lowest terms is 3/4", "In simplest form, 18/24 is 3/4".
  [new RegExp(String.raw`^(?:the\s+fraction\s+)?${FRACTION}\s*,?\s+${LOWEST}\s*,?\s+(?:is|equals|=|becomes)\s+${FRACTION}$`), (m) => ratioClaim(`${m[1]}:${m[2]}`, `${m[3]}:${m[4]}`, 'required')],
  [new RegExp(String.raw`^${LOWEST},\s*(?:the\s+fraction\s+)?${FRACTION}\s+(?:is|equals|=|becomes)\s+${FRACTION}$`), (m) => ratioClaim(`${m[1]}:${m[2]}`, `${m[3]}:${m[4]}`, 'required')],
  [new RegExp(String.raw`^(?:the\s+)?simplest\s+form\s+of\s+(?:the\s+fraction\s+)?${FRACTION}\s+is\s+${FRACTION}$`), (m) => ratioClaim(`${m[1]}:${m[2]}`, `${m[3]}:${m[4]}`, 'required')],
];

// Conversions between fractions, decimals and percentages: "As a fraction, 0.7 is 7/10". ---------

const FORM = String.raw`(?:a\s+)?(?:fraction|decimal|percentage|percent|mixed\s+number|whole\s+number)(?:\s+${LOWEST})?`;
const CONVERSION_RULES: Rule[] = [
  [new RegExp(String.raw`^(?:as|written\s+as|expressed\s+as|converted\s+to|in)\s+(${FORM})\s*,\s*(.+?)\s+(?:is|equals|=|becomes)\s+(.+)$`), (m) => conversionClaim(m[2]!, m[3]!, m[1]!)],
  [new RegExp(String.raw`^(.+?)\s*,?\s+(?:written\s+|expressed\s+|converted\s+)?(?:as|to|into)\s+(${FORM})\s*,?\s+(?:is|equals|=|becomes|gives)\s+(.+)$`), (m) => conversionClaim(m[1]!, m[3]!, m[2]!)],
  [new RegExp(String.raw`^(.+?)\s+(?:is|equals|=)\s+(.+?)\s+(?:as|when\s+written\s+as|when\s+expressed\s+as)\s+(${FORM})$`), (m) => conversionClaim(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:converting|writing|expressing)\s+(.+?)\s+(?:as|to|into)\s+(${FORM})\s+(?:gives|yields|makes)\s+(.+)$`), (m) => conversionClaim(m[1]!, m[3]!, m[2]!)],
];

/** The value must be the same; "in lowest terms" also needs the fraction reduced. */
function conversionClaim(xText: string, yText: string, form: string): CheckResult | undefined {
  const [x, y] = [exactValue(xText.replace(/^the\s+(?:fraction|decimal|number|percentage)\s+/, '')), exactValue(yText)];
  if (!x || !y) return undefined;
  if (/percent/.test(form) && !/%|percent/.test(yText)) return undefined; // "as a percentage … is 37.5" leaves the % to the reader
  const frac = /^(\d+)\s*\/\s*(\d+)$/.exec(yText.trim());
  if (!x.eq(y)) return decided(false, `${xText.trim()} is ${show(x)}, and ${yText.trim()} is ${show(y)}: not the same number.`, 'proof', C);
  if (new RegExp(LOWEST).test(form) && frac && gcd(BigInt(frac[1]!), BigInt(frac[2]!)) !== 1n) return decided(false, `${yText.trim()} has the value of ${xText.trim()} but is not in lowest terms.`, 'proof', C);
  return decided(true, `${xText.trim()} and ${yText.trim()} are both ${show(x)}.`, 'proof', C);
}

// Lists: extremes, order, median, mode, range; lists that add up. ---------------------------------

/** "0.5, 3/8 and 1/3" as exact values, with the texts. */
function listOf(text: string): { values: Q[]; texts: string[] } | undefined {
  const texts = text.trim().replace(/^(?:the\s+)?(?:numbers|values|fractions|decimals|list|set|data(?:\s+set)?)\s+/, '').split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/).map((s) => s.trim()).filter(Boolean);
  if (texts.length < 2) return undefined;
  const values = texts.map((t) => exactValue(t));
  return values.every((v): v is Q => v !== undefined) ? { values, texts } : undefined;
}

function extremeClaim(listText: string, which: string, xText: string): CheckResult | undefined {
  const list = listOf(listText);
  const x = exactValue(xText);
  if (!list || !x) return undefined;
  const max = /larg|great|big|high|max|most/.test(which);
  const best = list.values.reduce((a, b) => ((max ? b.cmp(a) > 0 : b.cmp(a) < 0) ? b : a));
  // The claimed one must be one of the numbers listed and the extreme value.
  if (!list.values.some((v) => v.eq(x))) return uncertain(`${xText.trim()} is not one of the numbers listed`, C);
  const i = list.values.findIndex((v) => v.eq(best));
  return decided(best.eq(x), `In exact values ${list.texts.map((t, k) => `${t} = ${show(list.values[k]!)}`).join(', ')}: the ${max ? 'largest' : 'smallest'} is ${list.texts[i]} (${show(best)}).`, 'proof', C);
}

function orderClaim(listText: string, orderedText: string, direction: string): CheckResult | undefined {
  const [list, ordered] = [listOf(listText), listOf(orderedText)];
  if (!list || !ordered || list.values.length !== ordered.values.length) return undefined;
  const key = (xs: Q[]) => xs.map(show).sort().join('|');
  if (key(list.values) !== key(ordered.values)) return uncertain('the ordered list does not hold the same numbers', C);
  const descending = /descend|decreas|largest\s+to\s+smallest|greatest\s+to\s+least|highest\s+to\s+lowest|biggest\s+to\s+smallest/.test(direction);
  const bad = ordered.values.findIndex((v, i) => i > 0 && (descending ? v.cmp(ordered.values[i - 1]!) > 0 : v.cmp(ordered.values[i - 1]!) < 0));
  return decided(bad < 0, bad < 0 ? `In exact values ${ordered.texts.map((t, k) => `${t} = ${show(ordered.values[k]!)}`).join(', ')}: ${descending ? 'descending' : 'ascending'}.` : `${ordered.texts[bad - 1]} = ${show(ordered.values[bad - 1]!)} and ${ordered.texts[bad]} = ${show(ordered.values[bad]!)} are out of ${descending ? 'descending' : 'ascending'} order.`, 'proof', C);
}

function statisticClaim(kind: string, listText: string, xText: string): CheckResult | undefined {
  const list = listOf(listText);
  const x = exactValue(xText);
  if (!list || !x) return undefined;
  const sorted = [...list.values].sort((a, b) => a.cmp(b));
  const n = sorted.length;
  let value: Q;
  // "The middle value" of an even count names no one number (the median of two middles is not a value of the list).
  if (/middle/.test(kind) && n % 2 === 0) return uncertain('an even count of numbers has two middle values', C);
  if (/median|middle/.test(kind)) value = n % 2 ? sorted[(n - 1) / 2]! : sorted[n / 2 - 1]!.add(sorted[n / 2]!).div(Q.of(2));
  else if (/mean|average/.test(kind)) value = list.values.reduce((a, b) => a.add(b)).div(Q.of(n));
  else if (/range/.test(kind)) value = sorted[n - 1]!.sub(sorted[0]!);
  else {
    const counts = new Map<string, { v: Q; k: number }>();
    for (const v of sorted) counts.set(show(v), { v, k: (counts.get(show(v))?.k ?? 0) + 1 });
    const top = Math.max(...[...counts.values()].map((c) => c.k));
    const modes = [...counts.values()].filter((c) => c.k === top);
    // No repeated value, or several values equally often: "the mode" is not one number.
    if (top === 1 || modes.length > 1) return modes.some((c) => c.v.eq(x)) ? uncertain(`the list has ${top === 1 ? 'no repeated value' : 'several modes'}`, C) : decided(false, `${xText.trim()} is ${top === 1 ? 'not in the list' : `not among the most frequent values (${modes.map((c) => show(c.v)).join(', ')})`}.`, 'proof', C);
    value = modes[0]!.v;
  }
  return resultClaim(value, x, xText, `Sorted: ${sorted.map(show).join(', ')}; the ${kind} is ${show(value)}; the claim says ${show(x)}.`);
}

const EXTREME = String.raw`(largest|greatest|biggest|highest|maximum|smallest|least|lowest|minimum)`;
const LIST_RULES: Rule[] = [
  [new RegExp(String.raw`^(?:the\s+)?${EXTREME}\s+(?:number\s+|value\s+|one\s+)?(?:of|among|in)\s+(?:the\s+numbers\s+)?(.+?)\s+(?:is|=)\s+(.+)$`), (m) => extremeClaim(m[2]!, m[1]!, m[3]!)],
  [new RegExp(String.raw`^(?:of|among)\s+(.+?),\s*(?:the\s+)?${EXTREME}(?:\s+(?:number|value|one))?\s+is\s+(.+)$`), (m) => extremeClaim(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:of|among)\s+(.+),\s*(.+?)\s+is\s+(?:the\s+)?${EXTREME}(?:\s+(?:number|value|one))?$`), (m) => extremeClaim(m[1]!, m[3]!, m[2]!)],
  [new RegExp(String.raw`^(.+?)\s+is\s+(?:the\s+)?${EXTREME}(?:\s+(?:number|value|one))?\s+(?:of|among|in)\s+(.+)$`), (m) => extremeClaim(m[3]!, m[2]!, m[1]!)],
  [/^(?:the\s+)?(median|range|mode|middle\s+value|middle\s+number)\s+of\s+(?:the\s+(?:numbers|values|data(?:\s+set)?|list|set)\s+)?(.+?)(?:\s*\((?:once|when|after\s+being)\s+(?:sorted|ordered|put\s+in\s+order)\))?\s+(?:is|equals|=)\s+(.+)$/, (m) => statisticClaim(m[1]!, m[2]!, m[3]!)],
  // "The mean of the numbers 88, 59 and 97 comes to 81": the list named by its noun (issue 22, claims8).
  [/^(?:the\s+)?(mean|average|arithmetic\s+mean)\s+of\s+the\s+(?:numbers|values|data(?:\s+set)?|list|set|scores)\s+(.+?)\s+(?:is|equals|=|comes\s+to)\s+(.+)$/, (m) => statisticClaim(m[1]!, m[2]!, m[3]!)],
  // "For the data 11, 43, 34, the median is 34", "In the list 3, 5, 9, the range is 6".
  [/^(?:for|in|of)\s+(?:the\s+)?(?:data(?:\s+set)?|numbers|values|list|set|scores|sample)\s+(.+?)\s*,\s*(?:the\s+)?(median|range|mode|mean|average|arithmetic\s+mean|middle\s+value)\s+(?:is|equals|=|comes\s+to)\s+(.+)$/, (m) => statisticClaim(m[2]!, m[1]!, m[3]!)],
  // "Averaging 52, 33 and 24 gives 36.33…", "Taking the mean of 2, 4 and 9 gives 5".
  [/^(?:averaging|taking\s+the\s+(?:arithmetic\s+)?(?:mean|average)\s+of)\s+(.+?)\s+(?:gives|yields|is|comes\s+to|makes|results\s+in)\s+(.+)$/, (m) => statisticClaim('mean', m[1]!, m[2]!)],
  [/^(?:(?:in|arranged\s+in|sorted\s+in|written\s+in|listed\s+in|put\s+in)\s+((?:ascending|descending|increasing|decreasing)\s+order)|(?:from|ordered\s+from|arranged\s+from)\s+((?:smallest|least|lowest|largest|greatest|highest|biggest)\s+to\s+(?:largest|greatest|highest|biggest|smallest|least|lowest)))\s*,\s*(.+?)\s+(?:are|is|become|becomes|read|reads)\s+(.+)$/, (m) => orderClaim(m[3]!, m[4]!, (m[1] ?? m[2])!)],
  [/^(.+?)\s+(?:in|arranged\s+in|sorted\s+in|written\s+in|listed\s+in|put\s+in)\s+((?:ascending|descending|increasing|decreasing)\s+order)\s+(?:are|is|become|becomes|reads?|gives)\s+(.+)$/, (m) => orderClaim(m[1]!, m[3]!, m[2]!)],
  // "23, 20 and 56 have a mean of 33", "… average to 33".
  [/^(.+?)\s+(?:ha(?:ve|s)\s+(?:a|an)\s+(?:arithmetic\s+)?(?:mean|average)\s+(?:value\s+)?(?:of\s+)?|average\s+(?:out\s+)?(?:to|at)\s+)(.+)$/, (m) => {
    // "Five test scores of 90, 62, 41, 56 and 41 have a mean of 58": a counted list says how many it holds, and must hold that many.
    const counted = /^(\d+)\s+(?:[a-z]+\s+){0,2}of\s+(.+)$/.exec(m[1]!);
    const list = listOf(counted ? counted[2]! : m[1]!);
    const x = exactValue(m[2]!);
    if (!list || !x || (counted && Number(counted[1]) !== list.values.length)) return undefined;
    const mean = list.values.reduce((a, b) => a.add(b)).div(Q.of(list.values.length));
    return decided(mean.eq(x), `(${list.texts.join(' + ')}) / ${list.values.length} = ${show(mean)}; the claim says ${show(x)}.`, 'proof', C);
  }],
  // "44 goes into 1320 30 times": exactly, or with a remainder, which the words leave open.
  [/^(\d+)\s+goes\s+into\s+(\d+)\s+(\d+)\s+times(?:\s+exactly)?$/, (m) => {
    const [d, n, k] = [BigInt(m[1]!), BigInt(m[2]!), BigInt(m[3]!)];
    if (d === 0n) return undefined;
    if (n % d !== 0n && n / d === k) return uncertain(`${n} = ${d} × ${k} + ${n % d}: ${d} goes into ${n} ${k} whole times, with a remainder`, C);
    return decided(n % d === 0n && n / d === k, `${n} ÷ ${d} = ${show(Q.of(n, d))}; the claim says ${k} times.`, 'proof', C);
  }],
  // "8841, 2780 and 3743 add up to 15,364", "3, 4 and 5 multiply to 60".
  [/^(.+?)\s+(adds?\s+up\s+to|sums?\s+to|totals?|makes?|comes?\s+to|ha(?:ve|s)\s+a\s+sum\s+of|multipl(?:y|ies)\s+to|ha(?:ve|s)\s+a\s+product\s+of)\s+(.+)$/, (m) => {
    const list = listOf(m[1]!);
    const x = exactValue(m[3]!);
    if (!list || !x) return undefined;
    const product = /multiply|product/.test(m[2]!);
    const total = list.values.reduce((a, b) => (product ? a.mul(b) : a.add(b)));
    return decided(total.eq(x), `${list.texts.join(product ? ' × ' : ' + ')} = ${show(total)}; the claim says ${show(x)}.`, 'proof', C);
  }],
];

// Powers of a list, roots said with "has", reciprocals. ----------------------------------------------

const RECIPROCAL_RULES: Rule[] = [
  // "The squares of 15 and 20 add up to the square of 25".
  [/^(?:the\s+)?(squares|cubes)\s+of\s+(.+?)\s+(?:add\s+up\s+to|sum\s+to|total|make|come\s+to|is|equals?)\s+(.+)$/, (m) => {
    const list = listOf(m[2]!);
    const x = exactValue(m[3]!);
    if (!list || !x) return undefined;
    const k = m[1] === 'squares' ? 2 : 3;
    const total = list.values.reduce((a, b) => a.add(b.pow(k)), Q.ZERO);
    return decided(total.eq(x), `${list.texts.map((t) => `${t}^${k}`).join(' + ')} = ${show(total)}; the claim says ${show(x)}.`, 'proof', C);
  }],
  // "729 has a cube root of 243", "441 has square root 21".
  [/^(.+?)\s+has\s+(?:a|the|as\s+its)?\s*(positive\s+|principal\s+)?(square|cube)\s+root\s+(?:of\s+|equal\s+to\s+)?(.+)$/, (m) => {
    const [root, x] = [exactValue(`the ${m[3]} root of ${m[1]}`), exactValue(m[4]!)];
    if (!root || !x) return undefined;
    return decided(root.eq(x), `The ${m[3]} root of ${m[1]!.trim()} is ${show(root)}; the claim says ${show(x)}.`, 'proof', C);
  }],
  [/^(.+?)\s+and\s+(.+?)\s+are\s+(?:reciprocals|multiplicative\s+inverses)(?:\s+of\s+(?:each\s+other|one\s+another))?$/, (m) => {
    const [a, b] = [exactValue(m[1]!), exactValue(m[2]!)];
    if (!a || !b) return undefined;
    return decided(a.mul(b).eq(Q.ONE), `${show(a)} × ${show(b)} = ${show(a.mul(b))}; reciprocals multiply to 1.`, 'proof', C);
  }],
];

// Change from a payment (issue 22, claims8): "Paying with a $100 bill for a $30.63 purchase gets you $69.37 back",
// "Paying $50 for a $12.40 meal leaves $37.60 in change", "The change from $20 for a $7.35 item is $12.65".
// The change is the payment less the price, never negative; money must be written as money on all three.
const MONEY_SAID = String.raw`([$€£]\s*\d[\d.]*)`;
const THING = String.raw`(?:[a-z]+\s+){0,2}[a-z]+`; // what was bought: any noun phrase of up to three words
function changeFrom(paidText: string, priceText: string, changeText: string): CheckResult | undefined {
  const [paid, price, change] = [amountOf(paidText), amountOf(priceText), amountOf(changeText)];
  if (!paid || !price || !change || paid.cmp(price) < 0) return undefined;
  const actual = paid.sub(price);
  return decided(actual.eq(change), `${show(paid)} − ${show(price)} = ${show(actual)} in change; the claim says ${show(change)}.`, 'proof', C);
}
const CHANGE_RULES: Rule[] = [
  [new RegExp(String.raw`^(?:if\s+you\s+pay|paying|you\s+pay|handing\s+over)\s+(?:with\s+)?(?:a\s+)?${MONEY_SAID}(?:\s+(?:bill|note))?\s+for\s+(?:a|an|the)\s+${MONEY_SAID}\s+${THING},?\s+(?:gets\s+you|gives\s+you|you\s+get|leaves(?:\s+you)?(?:\s+with)?|returns)\s+${MONEY_SAID}\s+(?:back|in\s+change|change)$`), (m) => changeFrom(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?change\s+(?:from|out\s+of)\s+(?:a\s+)?${MONEY_SAID}(?:\s+(?:bill|note))?\s+(?:for|on|after)\s+(?:a|an|the)\s+${MONEY_SAID}\s+${THING}\s+(?:is|comes\s+to|=)\s+${MONEY_SAID}$`), (m) => changeFrom(m[1]!, m[2]!, m[3]!)],
];

const NUMBER_CHAIN_RULES: Rule[] = [
  // "Doubling a number and adding 10 gives 34, so the number is 12", "…; then the number must be 12".
  [new RegExp(String.raw`^(?:if\s+)?(.+?)\s+(?:gives|is|makes|equals|=|results\s+in|comes\s+to|leaves)\s+${K}(?:,\s*|\s*;\s*|\s+)(?:so|then|and\s+so)?\s*(?:the\s+(?:original\s+)?number|it)\s+(?:is|was|must\s+be|equals)\s+${K}$`), (m) => numberChain(m[1]!, m[2]!, m[3]!)],
];

// Each family with the words every one of its sentences has: the checkers read every sentence of
// long content, so a family is tried only where it can apply.
// "A third of the way from 19 to 70 is 33", "Going three quarters of the way from 25 up to 73
// lands on 61", "halfway from 4 to 10 is 7" (issue 22, claims10): the point a + f·(b − a), exact.
const PART_NAMES = wordTable<bigint>({
  half: 2n, halves: 2n, third: 3n, thirds: 3n, quarter: 4n, quarters: 4n, fourth: 4n, fourths: 4n, fifth: 5n, fifths: 5n,
  sixth: 6n, sixths: 6n, seventh: 7n, sevenths: 7n, eighth: 8n, eighths: 8n, ninth: 9n, ninths: 9n, tenth: 10n, tenths: 10n,
});
const WAY_FRACTION = String.raw`(?:(a|an|one|\d+)[-\s]+(${Object.keys(PART_NAMES).join('|')})|(\d+)\s*/\s*(\d+)|(halfway|half\s+way|midway))`;
const WAY_VALUE = String.raw`(-?\d+(?:\.\d+)?(?:\s*/\s*\d+)?)`;
const WAY_RULES: Rule[] = [
  [new RegExp(String.raw`^(?:going\s+|moving\s+|walking\s+|counting\s+|stepping\s+)?(?:the\s+(?:point|number|value)\s+)?${WAY_FRACTION}(?:\s+of\s+the\s+way)?\s+(?:from\s+|between\s+)${WAY_VALUE}\s+(?:up\s+|down\s+)?(?:to|and)\s+${WAY_VALUE}\s*,?\s+(?:is|lies\s+at|is\s+at|=|lands\s+(?:you\s+)?(?:on|at)|gets\s+you\s+to|brings\s+you\s+to|takes\s+you\s+to|reaches|gives|comes\s+to)\s+${WAY_VALUE}$`), (m) => wayAlong(m)],
];

function wayAlong(m: RegExpExecArray): CheckResult | undefined {
  const count = m[1] === undefined ? undefined : /^(?:a|an|one)$/.test(m[1]) ? 1n : BigInt(m[1]);
  const f = m[5] ? Q.of(1n, 2n) : m[3] ? Q.of(BigInt(m[3]), BigInt(m[4]!)) : Q.of(count!, PART_NAMES[m[2]!]!);
  // "one halves", "three half": the count and the part's number must agree.
  if (m[2] && (count === 1n) !== !/s$/.test(m[2]) && m[2] !== 'half') return undefined;
  const [a, b, said] = [m[6], m[7], m[8]].map((x) => { const node = parseFormula(x!.replace(/\s+/g, '')); const v = node ? evaluateNode(node) : undefined; return v && 'exact' in v ? v.exact : undefined; });
  if (!a || !b || !said || f.cmp(Q.ZERO) <= 0 || f.cmp(Q.ONE) > 0) return undefined;
  const point = a.add(b.sub(a).mul(f));
  return decided(point.eq(said), `${a.toString()} + ${f.toString()} × (${b.toString()} − ${a.toString()}) = ${point.toString()}; the claim says ${said.toString()}.`, 'proof', C);
}

const FAMILIES: [RegExp, readonly Rule[]][] = [
  [/\bway\b|halfway|half\s+way|midway/, WAY_RULES],
  [/%.*(?:interest|compounded)|(?:interest|compounded).*%/, INTEREST_RULES],
  [/equally/, SHARE_RULES],
  [/%|percent|per\s+cent/, PERCENT_RULES],
  [/%|percent|per\s+cent|leaves/, PART_RULES],
  [/\ba\s+number\b/, NUMBER_CHAIN_RULES],
  [/round|nearest|decimal\s+place|significant|sig\.?\s+fig|\bd\.?\s?p\b|\bs\.?\s?f\b|truncat|correct\s+to/, ROUNDING_RULES],
  [/\d\s*[:/]\s*\d|ratio/, RATIO_RULES],
  [/fraction|decimal|percent|mixed\s+number|whole\s+number/, CONVERSION_RULES],
  [/larg|great|bigg|high|max|small|least|lowest|min|median|mode|range|order|add|sum|total|make|come|mean|averag|multipl|goes\s+into|middle/, LIST_RULES],
  [/reciprocal|inverse|squares|cubes|root/, RECIPROCAL_RULES],
  [/\b(?:in|per|each|so|with|at|of|apiece|for)\b/, RATE_RULES],
  [/change|back/, CHANGE_RULES],
  [/dozen|score|gross|\bof\b/, COUNT_RULES],
];

/** Arithmetic claims made of words rather than operators, or undefined when the sentence is none of them. */
export function checkArithmeticWords(text: string): CheckResult | undefined {
  // Every construction here states numbers; most sentences checked have none worth reading.
  if (!/\d/.test(text)) return undefined;
  for (const [gate, rules] of FAMILIES) {
    if (!gate.test(text)) continue;
    for (const [re, check] of rules) {
      const m = re.exec(text);
      const r = m ? check(m) : undefined;
      if (r) return r;
    }
  }
  return undefined;
}
