// Arithmetic claims: "17 * 23 = 391", "The product of 68 and 11 is 748", "3/4 is greater
// than 2/3", "45% of 1200 is 540", "The square root of 2 is about 1.414". Both sides are
// evaluated exactly (rationals) when possible; a decided verdict on exact values is a proof.

import { evaluateNode, isPercentChange, toNumber, type Value } from './expression/evaluate.js';
import { parseFormula, type FormulaNode } from './expression/parse.js';
import { CHANGE_READING_NOTE, LITERAL_ONLY_REASON, settlePercentReadings, type PercentReading } from '../reading/percent-change.js';
import { hasVariable, phraseToFormula } from './expression/phrase.js';
import { Q } from './rational.js';
import { approximately } from './precision.js';
import { checkArithmeticWords } from './arithmetic-words.js';
import { arithmeticStory } from './stories.js';
import { checkInFrame } from './text.js';
import { diceClaim } from './dice.js';
import { unitPriceClaim } from './unit-prices.js';
import { priceChainClaim, successiveChangesClaim } from './successive-changes.js';
import { percentagePointsClaim } from './percentage-points.js';
import { CONTINUED_DIGITS, continuedDigitsVerdict } from '../reading/repeating-decimals.js';
import { decided, uncertain, type CheckResult } from './types.js';

export type Relation = 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge' | 'approx';

export interface RelationClaim {
  sides: string[];
  relations: Relation[];
  /** Whether the relation is a verb of result ("gives", "makes", "leaves"), which states what a computation comes to. */
  verb?: boolean;
}

const SYMBOLS: [string, Relation][] = [
  ['<=', 'le'], ['>=', 'ge'], ['≤', 'le'], ['≥', 'ge'], ['≠', 'ne'], ['!=', 'ne'], ['≈', 'approx'], ['~=', 'approx'],
  ['==', 'eq'], ['=', 'eq'], ['<', 'lt'], ['>', 'gt'],
];

// An arrow between a computation and its value ("24 · 15 → 360") says what the computation gives.
// "471 - 45 prints 426" (a REPL line, issue 22, claims10): what a program prints or returns is its value.
const VERB_OF_RESULT = /\s+(?:gives|yields|makes|leaves|results\s+in|comes\s+to|amounts\s+to|evaluates\s+to|is\s+evaluated\s+as|prints|outputs|returns|displays)\s+|\s*(?:→|⟶|->)\s*/i;

// Word relations, longest first so "is less than or equal to" wins over "is less than" and "is".
const WORDS: [RegExp, Relation][] = [
  [/\s+is\s+(?:greater|more|larger|bigger)\s+than\s+or\s+equal\s+to\s+/i, 'ge'],
  [/\s+is\s+(?:less|smaller)\s+than\s+or\s+equal\s+to\s+/i, 'le'],
  [/\s+is\s+at\s+least\s+/i, 'ge'],
  [/\s+is\s+at\s+most\s+/i, 'le'],
  [/\s+is\s+(?:greater|larger|bigger|more|higher)\s+than\s+/i, 'gt'],
  [/\s+exceeds\s+/i, 'gt'],
  // "28² falls short of 5⁴": less than, as "exceeds" is greater than (issue 22, claims10).
  [/\s+(?:falls?|comes?)\s+short\s+of\s+/i, 'lt'],
  [/\s+is\s+(?:less|smaller|lower|fewer)\s+than\s+/i, 'lt'],
  [/\s+(?:is|equals|=)\s+(?:approximately|approx\.?|about|roughly|around|nearly|close\s+to|almost)(?:\s+equal\s+to)?\s+/i, 'approx'],
  [/\s+is\s+(?:exactly\s+)?(?:equal\s+to|the\s+same\s+as)\s+/i, 'eq'],
  [/\s+(?:equals|equal)\s+(?:exactly\s+)?/i, 'eq'],
  // "68 represents 8% of 850", "45 makes up 30% of 150": a part named as a share of a whole.
  [/\s+(?:represents|makes\s+up|accounts\s+for|constitutes)\s+(?=[\d.]+\s*(?:%|percent|per\s+cent)\s+of\b)/i, 'eq'],
  [VERB_OF_RESULT, 'eq'],
  [/\s+(?:is|was|will\s+be)\s+(?:exactly\s+)?/i, 'eq'],
];

// An imperative and its outcome ("Multiply 96 by 84 and you get 8064", "Divide 96 by 8 to get 12",
// "Subtract 7 from 20 and you're left with 13"): English states the result of the operation so.
const OUTCOME = String.raw`(?:,?\s+and\s+(?:you|we)(?:'ll|\s+will)?\s+(?:get|obtain|end\s+up\s+with|have)|,?\s+and\s+(?:you're|you\s+are|we're|we\s+are)\s+left\s+with|,?\s+to\s+(?:get|obtain)|,?\s+and\s+the\s+(?:result|total|sum|answer|product|difference|quotient)\s+(?:is|comes\s+to))`;

const VERB_FORMS: [RegExp, (m: RegExpExecArray) => string][] = [
  [new RegExp(String.raw`^multiply\s+(.+?)\s+by\s+(.+?)${OUTCOME}\s+(.+)$`, 'i'), (m) => `(${m[1]}) * (${m[2]}) = ${m[3]}`],
  [new RegExp(String.raw`^divide\s+(.+?)\s+by\s+(.+?)${OUTCOME}\s+(.+)$`, 'i'), (m) => `(${m[1]}) / (${m[2]}) = ${m[3]}`],
  [new RegExp(String.raw`^(?:subtract|take(?:\s+away)?)\s+(.+?)\s+from\s+(.+?)${OUTCOME}\s+(.+)$`, 'i'), (m) => `(${m[2]}) - (${m[1]}) = ${m[3]}`],
  [new RegExp(String.raw`^add\s+(.+?)\s+(?:to|and)\s+(.+?)${OUTCOME}\s+(.+)$`, 'i'), (m) => `(${m[1]}) + (${m[2]}) = ${m[3]}`],
  [/^subtracting\s+(.+?)\s+from\s+(.+?)\s+(gives|yields|leaves|results\s+in|is|equals)\s+(.+)$/i, (m) => `(${m[2]}) - (${m[1]}) ${m[3]} ${m[4]}`],
  [/^adding\s+(.+?)\s+to\s+(.+?)\s+(gives|yields|makes|results\s+in|is|equals)\s+(.+)$/i, (m) => `(${m[2]}) + (${m[1]}) ${m[3]} ${m[4]}`],
  [/^adding\s+(.+?)\s+and\s+(.+?)\s+(gives|yields|makes|results\s+in|is|equals)\s+(.+)$/i, (m) => `(${m[1]}) + (${m[2]}) ${m[3]} ${m[4]}`],
  // "3 and 4 make 7": two numbers that "make" a third are added (the idiom of counting).
  [/^(-?[\d.]+)\s+and\s+(-?[\d.]+)\s+(?:makes?|adds?\s+up\s+to|comes?\s+to)\s+(.+)$/i, (m) => `(${m[1]}) + (${m[2]}) = ${m[3]}`],
  [/^multiplying\s+(.+?)\s+by\s+(.+?)\s+(gives|yields|makes|results\s+in|is|equals)\s+(.+)$/i, (m) => `(${m[1]}) * (${m[2]}) ${m[3]} ${m[4]}`],
  [/^dividing\s+(.+?)\s+by\s+(.+?)\s+(gives|yields|makes|results\s+in|is|equals)\s+(.+)$/i, (m) => `(${m[1]}) / (${m[2]}) ${m[3]} ${m[4]}`],
  [/^(.+?)\s+(?:subtracted\s+from|taken\s+away\s+from)\s+(.+?)\s+(is|equals|gives|leaves)\s+(.+)$/i, (m) => `(${m[2]}) - (${m[1]}) ${m[3]} ${m[4]}`],
  [/^(?:taking|taking\s+away)\s+(.+?)\s+from\s+(.+?)\s+(gives|yields|leaves|results\s+in|is|equals)\s+(.+)$/i, (m) => `(${m[2]}) - (${m[1]}) ${m[3]} ${m[4]}`],
  [/^(.+?)\s+added\s+to\s+(.+?)\s+(is|equals|gives|makes)\s+(.+)$/i, (m) => `(${m[2]}) + (${m[1]}) ${m[3]} ${m[4]}`],
];

/** Splits a sentence at its main relation into verbal sides; undefined when there is none. */
export function splitRelation(text: string): RelationClaim | undefined {
  // "13 · 7 -> 91": an ASCII arrow is the arrow of result, not a "greater than".
  let s = text.replace(/\s*-+>\s*/g, ' → ');
  for (const [re, build] of VERB_FORMS) {
    const m = re.exec(s);
    if (m) {
      s = build(m);
      break;
    }
  }
  // Symbolic relations first: they are unambiguous and may chain ("1 + 1 = 2 = 4 / 2").
  const symbolRe = /<=|>=|≤|≥|≠|!=|≈|~=|==|=|<|>/g;
  const symbols = s.match(symbolRe);
  if (symbols) {
    const sides = s.split(symbolRe).map((x) => x.trim());
    const relations = symbols.map((sym) => SYMBOLS.find(([k]) => k === sym)![1]);
    // "x = 5 is about ..." style mixtures are not supported.
    if (sides.some((x) => x.length === 0)) return undefined;
    // A word relation after a symbolic one means a sentence around a formula: leave it to other checkers.
    if (relations.length > 1 && relations.some((r) => r !== 'eq')) return undefined;
    return { sides, relations };
  }
  for (const [re, rel] of WORDS) {
    const m = re.exec(s);
    if (!m) continue;
    return { sides: [s.slice(0, m.index).trim(), s.slice(m.index + m[0].length).trim()], relations: [rel], ...(re === VERB_OF_RESULT ? { verb: true } : {}) };
  }
  return undefined;
}

const BARE_NUMBER = /^[-$€£]?\s*\d[\d,]*(?:\.\d+)?\s*%?$/;

function decimalsOf(text: string): number | undefined {
  const m = /^-?\d+(?:\.(\d+))?$/.exec(text.trim());
  return m ? (m[1]?.length ?? 0) : undefined;
}

const REL_TEXT: Record<Relation, string> = { eq: '=', ne: '≠', lt: '<', le: '≤', gt: '>', ge: '≥', approx: '≈' };

export interface Comparison {
  holds: boolean;
  exact: boolean;
  detail: string;
}

/** Compares two values under a relation. `tolerance` is used for "approximately". */
export function compareValues(a: Value, b: Value, rel: Relation, tolerance: number): Comparison | undefined {
  if ('exact' in a && 'exact' in b) {
    const c = a.exact.cmp(b.exact);
    switch (rel) {
      case 'eq': return { holds: c === 0, exact: true, detail: '' };
      case 'ne': return { holds: c !== 0, exact: true, detail: '' };
      case 'lt': return { holds: c < 0, exact: true, detail: '' };
      case 'le': return { holds: c <= 0, exact: true, detail: '' };
      case 'gt': return { holds: c > 0, exact: true, detail: '' };
      case 'ge': return { holds: c >= 0, exact: true, detail: '' };
      case 'approx': {
        // The stated value b is a rounding (within half a unit of its last place) or a
        // truncation (towards zero, within one unit) of the computed value a.
        const unit = Q.parse(tolerance.toPrecision(12)) ?? Q.ZERO;
        const rounded = a.exact.sub(b.exact).abs().cmp(unit.div(Q.of(2))) <= 0;
        const gap = a.exact.abs().sub(b.exact.abs());
        const truncated = a.exact.n < 0n === b.exact.n < 0n && gap.cmp(Q.ZERO) >= 0 && gap.cmp(unit) < 0;
        return { holds: rounded || truncated, exact: true, detail: ` (rounded or truncated to ${tolerance})` };
      }
    }
  }
  // Approximate values (irrational roots, pi): decide only with a clear margin over float error.
  const x = toNumber(a);
  const y = toNumber(b);
  const scale = Math.max(1, Math.abs(x), Math.abs(y));
  const eps = 1e-9 * scale;
  const diff = x - y;
  switch (rel) {
    case 'eq':
    case 'ne': {
      if (Math.abs(diff) > eps) return { holds: rel === 'ne', exact: false, detail: '' };
      return undefined; // equal to 9 digits is not a proof of equality
    }
    case 'lt': case 'le': case 'gt': case 'ge': {
      if (Math.abs(diff) <= eps) return undefined;
      const holds = rel === 'lt' || rel === 'le' ? diff < 0 : diff > 0;
      return { holds, exact: false, detail: '' };
    }
    case 'approx': {
      const gap = Math.abs(x) - Math.abs(y);
      if (Math.abs(Math.abs(diff) - tolerance / 2) <= eps || Math.abs(gap - tolerance) <= eps || Math.abs(gap) <= eps) return undefined;
      const holds = Math.abs(diff) <= tolerance / 2 || (Math.sign(x) === Math.sign(y) && gap > 0 && gap < tolerance);
      return { holds, exact: false, detail: ` (rounded or truncated to ${tolerance})` };
    }
  }
}

function showValue(v: Value): string {
  return 'exact' in v ? v.exact.toString() : String(Number(v.approx.toPrecision(12)));
}

// "485 ÷ 12 is between 40 and 41", "√24 lies somewhere between 4 and 5": a computed value placed
// between two numbers (issue 22, claims8). The subject must be a computation (an operator or a
// root), so "between" about a bare number, a span of years or a range of things is not read here;
// a value equal to an end is left open, as "between" may or may not include its ends.
const BETWEEN = /^(.+?)\s+(?:is|lies|falls|sits)\s+(?:somewhere\s+|strictly\s+)?between\s+(-?\d+(?:\.\d+)?)\s+and\s+(-?\d+(?:\.\d+)?)$/;

// "The square root of 61 is a bit more than 8", "√51 is just under 7" (issue 22, claims10): a
// computed value on one side of a number and near it. The wrong side (or the number itself) is
// false under any reading of "a bit"; the right side within half a unit of the number's last place
// (the number is the value rounded) is true; farther away, how far "a bit" reaches is not settled.
const NEAR = /^(.+?)\s+(?:is|lies|sits|comes\s+out|works\s+out)\s+(?:at\s+)?(?:just|slightly|a\s+(?:little|bit|touch|tad|shade)|barely|only\s+just|marginally)\s+(over|above|more\s+than|greater\s+than|bigger\s+than|larger\s+than|under|below|less\s+than|smaller\s+than|short\s+of)\s+(-?\d+(?:\.\d+)?)$/;

function nearClaim(text: string): CheckResult | undefined {
  const m = NEAR.exec(text);
  if (!m) return undefined;
  const formula = phraseToFormula(m[1]!, { allowVariables: false });
  if (!formula || hasVariable(formula) || !/[-+*/^!]|sqrt|cbrt/.test(formula.replace(/^\s*-/, ''))) return undefined;
  const v = evaluateNode(parseFormula(formula) ?? ({} as never));
  const k = Q.parse(m[3]!);
  if (!v || !k) return undefined;
  const sideOf = sideOfBound(formula, v);
  const side = sideOf(k);
  const shown = `${formula} = ${showValue(v)}`;
  // Exact when the value is, or is a root of an exact number (compared by powers); else a double.
  const basis = 'exact' in v || /^(?:sqrt|cbrt)\(/.test(formula.trim()) ? 'proof' : 'numeric';
  if (side === undefined) return uncertain(`${shown}: too close to ${m[3]} to decide`, 'arithmetic');
  const above = !/under|below|less|smaller|short/.test(m[2]!);
  if (side === 0 || side > 0 !== above) return decided(false, `Computed ${shown}, which is ${side === 0 ? 'exactly' : side > 0 ? 'above' : 'below'} ${m[3]}, not ${above ? 'above' : 'below'} it.`, basis, 'arithmetic');
  const places = m[3]!.split('.')[1]?.length ?? 0;
  const half = Q.of(5n, 10n ** BigInt(places + 1));
  const edge = sideOf(above ? k.add(half) : k.sub(half));
  if (edge === undefined || edge === 0) return uncertain(`${shown}: half a unit from ${m[3]}`, 'arithmetic');
  if (above ? edge < 0 : edge > 0) return decided(true, `Computed ${shown}, just ${above ? 'above' : 'below'} ${m[3]} (it rounds to ${m[3]}).`, basis, 'arithmetic');
  return uncertain(`${shown} is ${above ? 'above' : 'below'} ${m[3]} by more than it rounds to; how far "a bit" reaches is not settled`, 'arithmetic');
}

/** Which side of a bound a value lies (−1, 0, 1); a root of an exact number against an exact bound is compared exactly, by powers. */
function sideOfBound(formula: string, v: Value): (bound: Q) => number | undefined {
  const root = /^(sqrt|cbrt)\((.+)\)$/.exec(formula.trim());
  const radicand = root ? evaluateNode(parseFormula(root[2]!) ?? ({} as never)) : undefined;
  return (bound) => {
    if ('exact' in v) return v.exact.cmp(bound);
    if (root && radicand && 'exact' in radicand && radicand.exact.cmp(Q.ZERO) >= 0 && bound.cmp(Q.ZERO) >= 0) return radicand.exact.cmp(root[1] === 'sqrt' ? bound.mul(bound) : bound.mul(bound).mul(bound));
    const d = toNumber(v) - Number(bound.toString());
    return Math.abs(d) <= 1e-9 * Math.max(1, Math.abs(toNumber(v))) ? undefined : Math.sign(d);
  };
}

function betweenClaim(text: string): CheckResult | undefined {
  const m = BETWEEN.exec(text);
  if (!m) return undefined;
  const formula = phraseToFormula(m[1]!, { allowVariables: false });
  if (!formula || hasVariable(formula) || !/[-+*/^!]|sqrt|cbrt/.test(formula.replace(/^\s*-/, ''))) return undefined;
  const node = parseFormula(formula);
  const v = node ? evaluateNode(node) : undefined;
  const lo = Q.parse(m[2]!);
  const hi = Q.parse(m[3]!);
  if (!v || !lo || !hi || lo.cmp(hi) >= 0) return undefined;
  const shown = `${formula} = ${showValue(v)}`;
  // A root of an exact number against exact ends is compared exactly, by powers: √n < b ⟺ n < b² for b ≥ 0.
  const root = /^(sqrt|cbrt)\((.+)\)$/.exec(formula.trim());
  const radicand = root ? evaluateNode(parseFormula(root[2]!) ?? ({} as never)) : undefined;
  const sideOf = (bound: Q): number | undefined => {
    if ('exact' in v) return v.exact.cmp(bound);
    if (root && radicand && 'exact' in radicand && radicand.exact.cmp(Q.ZERO) >= 0 && bound.cmp(Q.ZERO) >= 0) return radicand.exact.cmp(root[1] === 'sqrt' ? bound.mul(bound) : bound.mul(bound).mul(bound));
    const d = toNumber(v) - Number(bound.toString());
    return Math.abs(d) <= 1e-9 * Math.max(1, Math.abs(toNumber(v))) ? undefined : Math.sign(d);
  };
  const a = sideOf(lo);
  const b = sideOf(hi);
  if (a === undefined || b === undefined) return uncertain(`${shown}: too close to an end to decide`, 'arithmetic');
  if (a === 0 || b === 0) return uncertain(`${shown} is an end of the range, and "between" may or may not include its ends`, 'arithmetic');
  const exact = 'exact' in v || Boolean(root && radicand && 'exact' in radicand);
  return decided(a > 0 && b < 0, `Computed ${shown}, which is ${a > 0 && b < 0 ? '' : 'not '}between ${m[2]} and ${m[3]}.`, exact ? 'proof' : 'numeric', 'arithmetic');
}

// "In scientific notation, 2,400,000,000 is written 2.4 × 10^9": the value is the number's, and the form is
// a mantissa from 1 up to 10 times a power of ten (a value in another form is not what was claimed: uncertain).
const SCIENTIFIC = /^(?:in|using)\s+scientific\s+notation,\s*(.+?)\s+(?:is\s+(?:written|expressed)(?:\s+as)?|becomes|is)\s+(.+)$|^(.+?)\s+(?:written\s+|expressed\s+)?in\s+scientific\s+notation\s+(?:is|becomes|reads)\s+(.+)$/;
const SCIENTIFIC_FORM = /^-?([1-9](?:\.\d+)?)\s*\*\s*10\s*\^\s*(?:\(\s*)?-?\d+(?:\s*\))?$/;

function scientificClaim(text: string): CheckResult | undefined {
  const m = SCIENTIFIC.exec(text);
  if (!m) return undefined;
  const [number, written] = m[1] !== undefined ? [m[1], m[2]!] : [m[3]!, m[4]!];
  if (!SCIENTIFIC_FORM.test(written.trim())) return uncertain(`${written} is not written in scientific notation`, 'arithmetic');
  const [a, b] = [number, written].map((t) => {
    const f = phraseToFormula(t, { allowVariables: false });
    const node = f ? parseFormula(f) : undefined;
    return node ? evaluateNode(node) : undefined;
  });
  if (!a || !b || !('exact' in a) || !('exact' in b)) return undefined;
  const holds = a.exact.eq(b.exact);
  return decided(holds, `${written.trim()} = ${b.exact.toString()}, ${holds ? 'which is' : 'not'} ${a.exact.toString()}.`, 'proof', 'arithmetic');
}

/**
 * "1/3 = 0.333...": one side a numeral whose digits go on (reading/repeating-decimals.ts), compared
 * with the exact value of the other; digits that go on inside an expression are not read.
 */
function continuedDigits(claim: RelationClaim): CheckResult | undefined {
  if (!claim.sides.some((side) => /\d\s*(?:\.{3}|…)/.test(side))) return undefined;
  const shown = claim.sides.map((side) => CONTINUED_DIGITS.exec(side.trim()));
  const at = shown.findIndex(Boolean);
  if (claim.sides.length !== 2 || at < 0 || shown[1 - at] || !['eq', 'approx'].includes(claim.relations[0]!)) return uncertain('digits that go on ("…") are read only as one side of an equation', 'arithmetic');
  const f = phraseToFormula(claim.sides[1 - at]!, { allowVariables: false });
  const node = f && !hasVariable(f) ? parseFormula(f) : undefined;
  const v = node ? evaluateNode(node) : undefined;
  if (!v || !('exact' in v)) return uncertain('digits that go on ("…") are compared only with an exact value', 'arithmetic');
  const holds = continuedDigitsVerdict(v.exact, shown[at]!);
  if (holds === undefined) return uncertain(`${claim.sides[at]} shows the first digits of a number that goes on; ${v.exact.toString()} is within a unit of the last digit shown, but the digits do not settle which number is meant`, 'arithmetic');
  return decided(holds, `${f} = ${v.exact.toString()}, ${holds ? 'whose digits begin' : 'more than a unit of the last digit away from'} ${claim.sides[at]}.`, 'proof', 'arithmetic');
}

/** Checks the positive core of an arithmetic claim (no negation frame). */
export function checkArithmeticCore(text: string): CheckResult {
  const lower = text.toLowerCase().replace(/\s+/g, ' ').trim();
  const chance = diceClaim(lower) ?? percentagePointsClaim(lower) ?? unitPriceClaim(lower) ?? successiveChangesClaim(lower) ?? priceChainClaim(lower);
  if (chance) return chance;
  // Stories of claims11 (stories.ts): margins, "k times as many", ordered lists, means, bills.
  const story = arithmeticStory(lower);
  if (story) return story;
  // "Reduced fully, 8/64 = 1/8": the phrase before the comma says what "in lowest terms" says.
  const reduced = /^(?:reduced\s+fully|fully\s+reduced|reduced\s+to\s+lowest\s+terms|in\s+lowest\s+terms|in\s+simplest\s+form|simplified\s+fully|fully\s+simplified)\s*,\s*(\d+\s*\/\s*\d+)\s*(?:=|is|equals)\s*(\d+\s*\/\s*\d+)$/.exec(lower);
  const worded = checkArithmeticWords(reduced ? `${reduced[1]} in lowest terms is ${reduced[2]}` : lower);
  if (worded) return worded;
  const bounded = betweenClaim(lower) ?? nearClaim(lower) ?? scientificClaim(lower);
  if (bounded) return bounded;
  // "The product 40 × 26 is 1,040": a noun naming the operation before the expression is a label of
  // it, when the expression's one operator is that operation (issue 22, claims10).
  const named = /^the\s+(product|sum|total|difference|quotient)\s+(-?[\d.]+\s*([-+*/])\s*-?[\d.]+)\s+(is|equals|=|comes\s+to|makes)\s+(.+)$/i.exec(text.trim());
  const operation: Record<string, string> = { product: '*', sum: '+', total: '+', difference: '-', quotient: '/' };
  if (named && operation[named[1]!.toLowerCase()] === named[3]) text = `${named[2]} ${named[4]} ${named[5]}`;
  const claim = splitRelation(text.toLowerCase());
  if (!claim) return uncertain('no arithmetic relation found', 'arithmetic');
  // "…, and $5 makes $30.00" (counting up change), "that leaves 12": a verb of result between two
  // bare numbers names no computation whose result it states (issue 22).
  if (claim.verb && claim.sides.every((x) => BARE_NUMBER.test(x))) return uncertain('a verb such as "makes" between two numbers states no computation', 'arithmetic');
  const continued = continuedDigits(claim);
  if (continued) return continued;
  const formulas = claim.sides.map((side) => phraseToFormula(side, { allowVariables: false }));
  if (formulas.some((f) => f === undefined)) return uncertain('a side is not an arithmetic expression', 'arithmetic');
  if (formulas.some((f) => hasVariable(f!))) return uncertain('the expression has variables', 'arithmetic');
  const nodes = formulas.map((f) => parseFormula(f!));
  // "£254 + 18% = £299.72": a percentage after + or − is read as a change by it; a claim that
  // holds only with the percentage read as p/100 is not decided (DECISIONS "A percentage after + or −").
  if (nodes.some((n) => n && someNode(n, isPercentChange))) {
    const settled = settlePercentReadings((reading) => judgeRelations(claim, formulas as string[], nodes, reading), (r) => (r.verdict === 'uncertain' ? undefined : r.verdict === 'true'));
    if (settled.literalOnly) return uncertain(`"${text.trim()}" ${LITERAL_ONLY_REASON}`, 'arithmetic');
    const r = settled.result;
    return r.verdict === 'uncertain' ? r : { ...r, evidence: `${r.evidence} (${CHANGE_READING_NOTE}.)` };
  }
  return judgeRelations(claim, formulas as string[], nodes);
}

function someNode(n: FormulaNode, test: (n: FormulaNode) => boolean): boolean {
  return test(n) || (n.content ? someNode(n.content, test) : false) || (n.args ?? []).some((a) => someNode(a, test));
}

/** Each relation of a claim between its evaluated sides; `percent` reads a percentage after + or − (evaluate.ts). */
function judgeRelations(claim: RelationClaim, formulas: string[], nodes: (FormulaNode | undefined)[], percent?: PercentReading): CheckResult {
  // "2 = 2" style claims with no operation at all are still arithmetic (comparisons of numbers).
  const values: Value[] = [];
  for (let k = 0; k < formulas.length; k++) {
    const node = nodes[k];
    const v = node ? evaluateNode(node, new Map(), percent) : undefined;
    if (!v) return uncertain(`cannot evaluate "${formulas[k]}" (undefined or beyond the work limit)`, 'arithmetic');
    values.push(v);
  }
  const steps: string[] = [];
  let allExact = true;
  for (let i = 0; i < claim.relations.length; i++) {
    const rel = claim.relations[i]!;
    const a = values[i]!;
    const b = values[i + 1]!;
    // "about 1.414": tolerance is one unit in the last stated decimal place.
    const decimals = decimalsOf(claim.sides[i + 1]!) ?? decimalsOf(claim.sides[i]!) ?? 0;
    const tolerance = Math.pow(10, -decimals);
    // "≈" follows the one rounding rule (precision.ts): "3,476.582 ≈ 3,480" rounds to tens.
    const numeral = claim.sides[i + 1]!.trim();
    const cmp = rel === 'approx' && /^-?\d[\d,]*(?:\.\d+)?$/.test(numeral)
      ? { holds: approximately(toNumber(a), toNumber(b), numeral), exact: 'exact' in a && 'exact' in b, detail: ' (to the precision it shows)' }
      : compareValues(a, b, rel, tolerance);
    const shown = `${formulas[i]} = ${showValue(a)}, ${formulas[i + 1]} = ${showValue(b)}`;
    if (!cmp) return uncertain(`${shown}: too close to decide with floating-point values`, 'arithmetic');
    allExact &&= cmp.exact;
    steps.push(`${shown}, so "${showValue(a)} ${REL_TEXT[rel]} ${showValue(b)}"${cmp.detail} ${cmp.holds ? 'holds' : 'does not hold'}`);
    if (!cmp.holds) return decided(false, `Computed ${steps.join('; ')}.`, cmp.exact ? 'proof' : 'numeric', 'arithmetic');
  }
  return decided(true, `Computed ${steps.join('; ')}.`, allExact ? 'proof' : 'numeric', 'arithmetic');
}

/** Checks an arithmetic claim in natural English. */
export function checkArithmetic(claim: string): CheckResult {
  return checkInFrame(claim, 'arithmetic', checkArithmeticCore);
}
