// Shared text preparation for the checkers: Unicode clean-up, numbers written as words,
// and the claim frame (meta statements such as "2 + 2 = 5 is false" and negations such as
// "X is not Y"), so each checker only parses the positive core of a claim.

import { uncertain, type CheckerName, type CheckResult } from './types.js';
import { rewriteRepetends } from '../reading/repeating-decimals.js';
import { numeralsInDecimal, subscriptBasesToUnderscore } from '../reading/numeral-bases.js';
import { RAISED_DOTS, raisedPoint } from '../reading/raised-point.js';
import { wordTable } from '../word-table.js';

/** Longest sentence a checker will parse; longer text is not a single atomic claim (guards regex cost). */
export const MAX_CLAIM_CHARS = 400;

const SUPERSCRIPTS = wordTable<string>({
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-',
});

const RAISED_BETWEEN_DIGITS = new RegExp(`(?<=\\d)[${RAISED_DOTS}](?=\\d)`, 'g');

/** Whether `text` has a raised dot between digits that may be a decimal point as well as a multiplication (`2·5`). */
export function raisedDotEither(text: string): boolean {
  for (const m of text.matchAll(RAISED_BETWEEN_DIGITS)) if (raisedPoint(text, m.index) === 'either') return true;
  return false;
}

/** Unicode and typography to plain ASCII-ish text; superscripts become "^n" before NFKC would flatten them. */
export function normalizeText(input: string): string {
  // "0.(108)", "0.\overline{3}", "0.3̅": a repeating decimal is one number, its fraction (reading/repeating-decimals.ts);
  // one that may be a product ("0.1(6)") is left as written, and prepareClaim leaves the claim to both readings.
  const repetends = rewriteRepetends(input);
  // "34₆": a subscript base glued to a numeral is written `34_6` before NFKC would glue it on as a digit ("346").
  // "²²⁄₁₅": superscript digits over subscript digits are one fraction (Unicode's way of composing one).
  let s = subscriptBasesToUnderscore((repetends.ambiguous ? input : repetends.text).replace(/([⁰¹²³⁴⁵⁶⁷⁸⁹]+)[⁄/]([₀-₉]+)/g, (_, n: string, d: string) => `(${[...n].map((c) => SUPERSCRIPTS[c]).join('')}/${d.normalize('NFKC')})`)).replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (m) => '^' + [...m].map((c) => SUPERSCRIPTS[c] ?? c).join(''));
  // "3½", "6 ÷ ½": a vulgar fraction is one number, with the whole number glued before it; NFKC
  // would write "31⁄2" and "6 ÷ 1⁄2", another number and another grouping.
  // (The whole number starts after a non-digit and is bounded, so a long run of digits costs no backtracking.)
  s = s.replace(/(?<!\d)(\d{1,15}) ?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])|([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])/g, (_, whole: string | undefined, glued: string | undefined, alone: string | undefined) => {
    const [n, d] = (glued ?? alone)!.normalize('NFKC').split('\u2044');
    return whole ? `(${whole}+${n}/${d})` : `(${n}/${d})`;
  });
  // "25ºC" is typed with the masculine ordinal for a degree sign; NFKC would make it a letter o.
  s = s.replace(/(\d\s?)º(?=\s?[CFK]\b)/g, '$1°');
  // "£7·20": a raised dot that money shows to be a decimal point is one (reading/raised-point.ts);
  // any other is a multiplication dot here, and prepareClaim reads no claim with one that may be either.
  s = s.replace(RAISED_BETWEEN_DIGITS, (dot, at: number, all: string) => (raisedPoint(all, at) === 'decimal' ? '.' : dot));
  s = s.normalize('NFKC');
  // Feet and inches written with primes ("4′0″"): NFKC makes the double prime two primes.
  s = s.replace(/(\d)\u2032\u2032/g, '$1"').replace(/(\d)\u2032/g, "$1'");
  s = s
    .replace(/[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g, '-') // minus signs and dashes
    .replace(/[×✕✖⋅·∙]/g, '*')
    .replace(/÷/g, '/')
    .replace(/\u2044/g, '/') // fraction slash from NFKC of ½
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\u221A\s*(\d+(?:\.\d+)?|\([^()]*\))/g, 'sqrt($1)') // √144
    .replace(/\u221B\s*(\d+(?:\.\d+)?|\([^()]*\))/g, 'cbrt($1)') // ∛8000
    .replace(/\u2223/g, '|') // "3 ∣ 603": the divides sign
    .replace(/[\s\u00A0\u2000-\u200B\u202F\u205F\u3000]+/g, ' ')
    .trim();
  return s;
}

const UNITS = wordTable<number>({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
});
const TENS = wordTable<number>({
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
});
const SCALES = wordTable<number>({ thousand: 1e3, million: 1e6, billion: 1e9 });

const NUMBER_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS), 'hundred', ...Object.keys(SCALES)].join('|')})`;
// A run of number words joined by spaces, hyphens or "and" (as in "one hundred and five").
const NUMBER_RUN = new RegExp(`\\b(?:a\\s+)?${NUMBER_WORD}(?:(?:\\s+and\\s+|\\s+|-)${NUMBER_WORD})*\\b`, 'gi');

function wordsToNumber(run: string): number | undefined {
  const all = run.toLowerCase().split(/[\s-]+/);
  // "and" joins only what follows "hundred" or a scale word ("two hundred and five"); in "two
  // hundred and forty and nine" the second "and" separates two numbers.
  if (all.some((w, i) => w === 'and' && !(all[i - 1] === 'hundred' || all[i - 1]! in SCALES))) return undefined;
  const words = all.filter((w) => w !== 'and');
  if (words[0] === 'a') {
    if (words.length < 2 || !(words[1] === 'hundred' || words[1]! in SCALES)) return undefined;
    words[0] = 'one';
  }
  let total = 0;
  let current = 0;
  let last: 'unit' | 'ten' | 'hundred' | 'scale' | 'none' = 'none';
  for (const w of words) {
    if (w in UNITS) {
      if (last === 'unit' || (last === 'ten' && UNITS[w]! >= 10) || (last === 'ten' && UNITS[w] === 0)) return undefined;
      current += UNITS[w]!;
      last = 'unit';
    } else if (w in TENS) {
      if (last === 'unit' || last === 'ten') return undefined;
      current += TENS[w]!;
      last = 'ten';
    } else if (w === 'hundred') {
      // "hundred" multiplies the units and tens said since the last scale word.
      if (last === 'none' || last === 'hundred' || last === 'scale' || current === 0) return undefined;
      current *= 100;
      last = 'hundred';
    } else if (w in SCALES) {
      if (last === 'none') return undefined;
      total += current * SCALES[w]!;
      current = 0;
      last = 'scale';
    } else return undefined;
  }
  return total + current;
}

/** Replaces numbers written as words ("twenty-nine", "one hundred and five") with digits. */
export function numberWordsToDigits(s: string): string {
  return s.replace(NUMBER_RUN, (run, offset: number) => {
    // "one of the halogens" names a member, not a number.
    if (/^one$/i.test(run) && /^\s+of\s+(?:the|its|their|these|those)\b/i.test(s.slice(offset + run.length))) return run;
    // A lone "a" before a non-scale word was not part of a number.
    const value = wordsToNumber(run.trim());
    return value === undefined ? splitRun(run) : String(value);
  });
}

/** A run that is not one number ("ninety-four and four"): the longest numbers from the left, separators kept. */
function splitRun(run: string): string {
  const parts = run.split(/(\s+and\s+|\s+|-)/); // words at even indexes, separators at odd ones
  const out: string[] = [];
  let i = 0;
  while (i < parts.length) {
    let j = parts.length - 1;
    for (; j > i; j -= 2) if (wordsToNumber(parts.slice(i, j + 1).join('')) !== undefined) break;
    const chunk = parts.slice(i, j + 1).join('');
    const value = wordsToNumber(chunk);
    out.push(value === undefined || (j === i && /^a$/i.test(chunk)) ? chunk : String(value));
    if (j + 1 < parts.length) out.push(parts[j + 1]!);
    i = j + 2;
  }
  return out.join('');
}

/** "479,001,600" -> "479001600"; only proper thousands groups, so "3, 4" stays a list. */
export function stripThousandsSeparators(s: string): string {
  return s.replace(/\b\d{1,3}(?:,\d{3})+(?![\d,]*\d)(?:\.\d+)?\b/g, (m) => m.replace(/,/g, ''));
}

export interface PreparedClaim {
  /** The original sentence. */
  original: string;
  /** The positive core of the claim, normalised, without final punctuation. */
  text: string;
  /** True when the claim asserts the opposite of `text` (odd number of negations). */
  negated: boolean;
  /** Why the sentence is not a checkable assertion (question, hedge, too long), if so. */
  unparseable?: string;
  /** Human-readable notes on how the frame was read ("meta statement", "negation"). */
  frame: string[];
}

const HEDGES = /\b(might|could|should|would|probably|possibly|perhaps|maybe|likely|unlikely|allegedly|i think|i believe|i guess|some say|rumou?red)\b/i;

// "X is false", "X is not true", "It is false that X", "It is not true that X", "It is true that X".
const META_SUFFIX = /^(.+?)[,]?\s+(?:is|was)\s+(?:(not\s+)?(true|false|correct|incorrect|wrong|right)|(a\s+)?(lie|fact|myth))$/i;
const META_PREFIX = /^(?:it\s+is|it's|it\s+was)\s+(not\s+)?(true|false|correct|incorrect|wrong|right|a\s+fact|a\s+myth|a\s+lie)\s+that\s+(.+)$/i;
const PREFIX_FLAGS = /^(?:(true|false|fact|myth|correct|incorrect)\s*:\s*)(.+)$/i;

const NEGATIVE_WORDS = new Set(['false', 'incorrect', 'wrong', 'lie', 'myth']);

// A chat opener ("Sure! …", "Sure — …", "Certainly, …") answers a request and asserts nothing
// itself; a label that names the statement's role ("**Result:**", "Answer:", "Solution:") is
// structure, as a step label is (issue 22, claims8). Labels naming a quantity of a problem
// ("Total cost:") are not among them: they say what the number stands for.
// "Here's the answer:", "Happy to help!" and "Great question!" are the same kind of frame (claims12).
export const CHAT_OPENER = String.raw`(?:sure|certainly|absolutely|of\s+course|okay|ok|yes|yep|(?:great|good|excellent|nice)\s+question|(?:happy|glad)\s+to\s+help|here(?:'s|’s|\s+is)\s+(?:the|your|my)\s+(?:answer|result|solution))(?:\s*[!,:.]+|\s+-)\s*`;
// A chat closer ("Hope that helps!", "Let me know if you need anything else.") offers more help and
// asserts nothing; it is read only as a statement of its own (claims12).
export const CHAT_CLOSER = String.raw`(?:(?:i\s+)?hope\s+(?:that|this)\s+helps|let\s+me\s+know\s+if\s+you\s+(?:need|have|want)\s+anything\s+else|let\s+me\s+know\s+if\s+you\s+have\s+(?:any\s+)?(?:other|more|further)\s+questions|happy\s+to\s+help|glad\s+(?:i\s+could|to)\s+help)\s*[!.]*`;
export const ROLE_LABEL = String.raw`[*_]*\s*(?:final\s+|quick\s+|sanity\s+)?(?:result|solution|answer|check|calculation|computation|working|verification)\s*[*_]*\s*:\s*[*_]*\s*`;

// Discourse markers that introduce a claim without changing it: "Note that 55 = 5 × 11",
// "Indeed, 2024 is a leap year", "By the usual order of operations, 2 + 10 × 3 = 32", a step
// label ("Step 2: 24 · 15 → 360") and a gerund naming the work done ("Multiplying out, 21 × 8
// gives 168", "Working it out, ..."). An imperative to check ("Check that ...") asks rather than
// asserts, so it is not among them.
const DISCOURSE = new RegExp(`^(?:${CHAT_OPENER}|${ROLE_LABEL}|` + /(?:step|stage)\s*\d{1,3}[a-z]?\s*[:.)]\s*|(?:multiplying|working|calculating|computing|simplifying|expanding|evaluating|doing\s+the\s+(?:arithmetic|maths?|sum))(?:\s+(?:it\s+|this\s+)?(?:out|through|up))?\s*,\s*|(?:note|notice|observe|recall|remember|we\s+know|we\s+see|it\s+follows|keep\s+in\s+mind)\s+that\s+|(?:indeed|in\s+fact|of\s+course|clearly|obviously|certainly|thus|hence|therefore|so|also|now|finally|again|as\s+expected|written\s+out(?:\s+in\s+full)?|in\s+full)\s*,\s*|(?:spelled|spelt|written)\s+(?:out|in\s+words)(?:\s+in\s+full)?\s*[:,]\s*|in\s+words\s*[:,]\s*|(?:by|under|using|following|with)\s+(?:the\s+)?(?:usual|standard|normal|conventional|ordinary)\s+(?:order\s+of\s+operations|precedence(?:\s+rules)?|rules\s+of\s+precedence|operator\s+precedence)\s*,\s*|(?:(?:don't|do\s+not)\s+forget|remember|recall|mind|using|by|following|apply(?:ing)?)\s+(?:the\s+)?(?:pemdas|bodmas|bidmas|bedmas|order\s+of\s+operations)\s*[:,]\s*|(?:by|using|applying|from)\s+(?:the\s+)?[a-z'-]+(?:\s+[a-z'-]+){0,3}\s+(?:theorem|formula|rule|identity|law)\s*,\s*/.source + String.raw`)(?=\S)`, 'i');

// `a % b` with whole numbers on both sides, then "is"/"="/"equals" and a whole value ending the statement.
const REMAINDER_SIGN = /(?<![\w.,$€£¥%])(\d+)\s*%\s*(\d+)\s*(=|\bis\b|\bequals\b)\s*(-?\d+)\s*\.?$/i;

// A restriction to where both sides are defined ("x^12 / x^6 simplifies to x^6 for x ≠ 0") is
// not a negation of the claim: the algebra checker compares rational functions, which already
// leaves out the points where a denominator vanishes.
const DOMAIN_RESTRICTION = /(?:,?\s+(?:for|when|where|provided(?:\s+that)?|if|whenever|assuming)\s+(?:all\s+)?|\s*\(\s*)[a-z]\s*(?:≠|!=)\s*-?\d+(?:\s*(?:,|and)\s*[a-z]\s*(?:≠|!=)\s*-?\d+)*\s*\)?$/i;

// Auxiliary + not, and contractions; replaced by the positive auxiliary.
const NEGATION_RULES: [RegExp, string][] = [
  [/\b(is|are|was|were|has|have|had|can|will|shall|must)\s+not\b/i, '$1'],
  [/\b(is|are|was|were|has|have|had)n't\b/i, '$1'],
  [/\bcannot\b|\bcan't\b/i, 'can'],
  [/\bwon't\b/i, 'will'],
  [/\b(?:does|do)\s+not\s+|\b(?:doesn't|don't)\s+/i, 'DOES '],
  [/\bdid\s+not\s+|\bdidn't\s+/i, 'DID '],
];

// After "does not", the verb must take the third-person form: "does not divide" -> "divides".
const THIRD_PERSON = wordTable<string>({ have: 'has', do: 'does', go: 'goes' });
const PAST = wordTable<string>({ fall: 'fell', have: 'had', begin: 'began', start: 'started', end: 'ended', be: 'was' });

function stripNegation(s: string): { text: string; found: boolean } {
  for (const [re, rep] of NEGATION_RULES) {
    const m = re.exec(s);
    if (!m) continue;
    let text = s.slice(0, m.index) + m[0].replace(re, rep) + s.slice(m.index + m[0].length);
    text = text.replace(/\bDOES\s+([a-z]+)/, (_w, verb: string) => THIRD_PERSON[verb] ?? (/(s|sh|ch|x|z|o)$/.test(verb) ? verb + 'es' : /[^aeiou]y$/.test(verb) ? verb.slice(0, -1) + 'ies' : verb + 's'));
    text = text.replace(/\bDID\s+([a-z]+)/, (_w, verb: string) => PAST[verb] ?? verb + 'ed');
    return { text, found: true };
  }
  // Symbolic negations: "≠" and "!=" are handled by the arithmetic parser itself.
  return { text: s, found: false };
}

// A box's three edges, each with its unit; what it holds, in a unit of volume (a gallon, US or imperial, is not read).
const BOX_EDGE = String.raw`(\d+(?:\.\d+)?\s*(?:mm|cm|m|km|in|ft|yd))`;
const BOX_EDGES = String.raw`${BOX_EDGE}\s*(?:[×x*]|by)\s*${BOX_EDGE}\s*(?:[×x*]|by)\s*${BOX_EDGE}`;
const BOX = String.raw`(?:tank|box|container|crate|aquarium|tub|bin|trough|cuboid)`;
const BOX_HOLDS = String.raw`(?:holds|can\s+hold|contains|has\s+a\s+(?:volume|capacity)\s+of)`;
const BOX_VOLUME = String.raw`(\d+(?:\.\d+)?\s*(?:l|ml|litres?|liters?|millilit(?:re|er)s?|m³|cm³|mm³|m\^3|cm\^3|cubic\s+(?:metres?|meters?|centimetres?|centimeters?|feet|foot|inches|yards?)))\.?`;

// Synonyms mapped to the one form every checker reads ("gives you" and "works out to" say what
// "gives" and "comes to" say), so a checker's grammar lists each relation once.
const SYNONYMS: [RegExp, string][] = [
  [/\s+gives\s+(?:you|us)\s+/gi, ' gives '],
  // "comes out to exactly 99.14", "evaluates to exactly 20": "exactly" after a verb of result rules out rounding, as after "is".
  [/\s+(?:(?:works|comes)\s+out\s+(?:to|at|as)|comes\s+to|evaluates\s+to|works\s+out\s+to)\s+exactly\s+/gi, ' is exactly '],
  [/\s+(?:works|comes)\s+out\s+(?:to|at|as)\s+|\s+adds\s+up\s+to\s+|\s+totals\s+|\s+evaluates\s+to\s+/gi, ' comes to '],
  [/\s+is\s+(roughly|approximately|about|nearly|around|close\s+to|almost)\s+(?:equal|equivalent)\s+to\s+/gi, ' is $1 '],
  [/\s+is\s+exactly\s+(?:equal|equivalent)\s+to\s+/gi, ' is exactly '],
  [/\bleap-year\b/gi, 'leap year'],
  // "9 to the power 462", "2 raised to the power of 10": the power of two numerals is written with "^" (issue 22, claims8).
  [/(?<![\d.])(\d+)\s+(?:raised\s+)?to\s+the\s+power\s+(?:of\s+)?(\d+)(?![\d.]|\s*(?:st|nd|rd|th)\b)/gi, '$1^$2'],
  // "If today is 8 February 1990, 21 days from now is 1 March 1990": "today" names the date the
  // count starts from, so the sentence says "21 days after 8 February 1990 is 1 March 1990" (claims12).
  [/^if\s+today\s+is\s+([^,]+?),\s*(?:then\s+)?(\d+)\s+(days?|weeks?)\s+(?:from\s+(?:now|today)|later)\s+(?:is|will\s+be)\s+(.+)$/i, '$2 $3 after $1 is $4'],
  [/^if\s+today\s+is\s+([^,]+?),\s*(?:then\s+)?(\d+)\s+(days?|weeks?)\s+ago\s+(?:was|is)\s+(.+)$/i, '$2 $3 before $1 is $4'],
  // "A 4 m × 2 m × 1 m tank holds 8,000 liters", "A tank measuring 1 m by 2 m by 0.5 m has a volume
  // of 1,000 L": a box-shaped container given by its three edges holds their product (claims12).
  [new RegExp(String.raw`^(?:a|an|the)\s+${BOX_EDGES}\s+(?:[a-z]+\s+)?${BOX}\s+${BOX_HOLDS}\s+${BOX_VOLUME}$`, 'i'), '$1 * $2 * $3 = $4'],
  [new RegExp(String.raw`^(?:a|an|the)\s+(?:[a-z]+\s+)?${BOX}\s+(?:measuring|that\s+measures|of)\s+${BOX_EDGES}\s+${BOX_HOLDS}\s+${BOX_VOLUME}$`, 'i'), '$1 * $2 * $3 = $4'],
  // "You can find 10 primes between 250 and 300": what one can find is what there is.
  [/^(?:you|we|one)\s+(?:can|will)\s+find\s+(?=\d)/i, 'there are '],
];

/** Rewrites synonyms of relations to their canonical wording. */
export function canonicalPhrasing(s: string): string {
  for (const [re, rep] of SYNONYMS) s = s.replace(re, rep);
  return s;
}

/** The equality verbs every checker accepts between a quantity and its value (regex source). */
export const EQUALS = String.raw`(?:is|equals|=|is\s+equal\s+to|comes\s+to|gives|makes)`;

// A bracketed number right after an operator, a bracket or at the start is the number itself:
// LaTeX read into plain text gives "3 ^( 1843)" and "(( 5) /( 8))". Brackets after a number or a
// letter ("2(5)", "f(3)") are multiplication or a call and stay.
const BRACKETED_NUMBER = /(^|[\^/*+\-(]\s*)\(\s*(\d+(?:\.\d+)?)\s*\)(?!\s*[(\d]|[a-z])/i;

/** Removes brackets around single unsigned numbers where they change nothing (issue 22). */
export function unbracketNumbers(s: string): string {
  for (let i = 0; i < 20; i++) {
    const next = s.replace(BRACKETED_NUMBER, '$1$2');
    if (next === s) return s;
    s = next;
  }
  return s;
}

// Arrows and marks of notation (issue 22, claims9). "⇒", "⟹", "=>", `\implies`: what stands before
// is supposed and what follows is claimed of it, "if A, then B" (premises in braces or apart by
// commas and semicolons are joined by "and"; DECISIONS "Short claims" reads the implication). "↦"
// and a dot leader ("57 × 45 ........ 2565") point from a calculation to its result, as "→" does.
// "x ∈ {−7, 4}" lists the values x takes.
const IMPLIES = /\s*(?:⇒|⟹|⟾|(?<![<=])=>|\\implies|\\Rightarrow|\\Longrightarrow)\s*/g;

function readArrows(s: string): string {
  // "606877 % 6 == 1": "==" is code's equality, and in code "%" between two numbers is the remainder.
  if (/==/.test(s) && !/[<>!=]==|==[=<>]/.test(s)) s = s.replace(/(\d)\s*%\s*(?=\d)/g, '$1 mod ').replace(/\s*==\s*/g, ' = ');
  s = s.replace(/\s*↦\s*|\s+\.{4,}\s+/g, ' → ');
  s = s.replace(/\b([a-z])\s*(?:∈|\\in)\s*\{\s*(-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?)*)\s*\}/gi, (_m, v: string, list: string) => list.split(/\s*,\s*/).map((x) => `${v} = ${x}`).join(' or '));
  const arrows = s.match(IMPLIES);
  if (!arrows || arrows.length !== 1) return s;
  const [before, after] = s.split(IMPLIES) as [string, string];
  const premise = before.trim().replace(/^\{\s*(.+?)\s*\}$/, '$1');
  if (!premise.includes('=') || !after.trim() || /\b(?:if|then)\b/i.test(s)) return s;
  // Premises apart by commas or semicolons are joined by "and" when each is an equation ("a₁ = 5, r = 3").
  const parts = premise.split(/\s*[;,]\s*/);
  const joined = parts.every((p) => (p.match(/=/g) ?? []).length === 1) ? parts.join(' and ') : premise;
  return `if ${joined}, then ${after.trim()}`;
}

// Notations that say a known construction another way (issue 22, claims9), each written in the
// words the checkers read: a tuple of values for an identity ("… holds for (a, b, c) = (5, 12, 13)"),
// a system written with a semicolon ("The system A; B has the solution …"), a function applied to a
// bracketed list ("median([14, 6, 18])"), a labelled data list and its statistic ("Data: 10, 31, 9 →
// median 18"), a rounding named in brackets ("596411.69 ≈ 597000 (nearest thousand)", "182.82 (to 2
// sig figs) → 180"), "pick/select k of n things" (a choice; "when order does not matter" says it
// is unordered, as "choose" is), and a spreadsheet formula with its result ("In Excel, =5+5*7^2
// returns 4900": Excel's precedence is the usual one for +, −, ×, ÷ and a single ^, but it applies
// a unary minus before ^ and chains ^ from the left, so a formula with either is not read).
const NUMERAL = String.raw`-?\d+(?:\.\d+)?`;
const ROUNDING_NOTE = String.raw`\(\s*(?:to\s+|rounded\s+to\s+)?(?:the\s+)?(nearest\s+(?:whole\s+number|integer|ten|hundred|thousand|million|tenth|hundredth|thousandth)|\d+\s+(?:sig(?:nificant)?\.?\s*fig(?:ure)?s?|s\.?f\.?|decimal\s+places?|d\.?p\.?))\s*\)`;
function roundingWords(note: string): string {
  return note.replace(/sig(?:nificant)?\.?\s*fig(?:ure)?s?|s\.?f\.?$/i, 'significant figures').replace(/d\.?p\.?$/i, 'decimal places').replace(/^(\d+)\s+/, '$1 ');
}
const NOTATIONS: [RegExp, (m: RegExpExecArray) => string | undefined][] = [
  [/^(.+?)\s+holds\s+for\s+\(\s*([a-z](?:\s*,\s*[a-z])+)\s*\)\s*=\s*\(\s*([^()]+?)\s*\)$/i, (m) => {
    const names = m[2]!.split(/\s*,\s*/);
    const values = m[3]!.split(/\s*,\s*/);
    return names.length === values.length && values.every((v) => new RegExp(`^${NUMERAL}$`).test(v)) ? `${m[1]} for ${names.map((n, i) => `${n} = ${values[i]}`).join(', ')}` : undefined;
  }],
  [/^(the\s+system\s+[^;]+?=\s*[^;]+?)\s*;\s*([^;]+?=[^;]+?\s+(?:has|with)\s+.+)$/i, (m) => `${m[1]} and ${m[2]}`],
  [/^(.*?)\b(median|mean|mode|range)\s*\(\s*\[\s*([^\][]+?)\s*\]\s*\)(.*)$/i, (m) => `${m[1]}the ${m[2]!.toLowerCase()} of ${m[3]}${m[4]!.replace(/^\s*=\s*/, ' is ')}`],
  [/^data\s*:\s*((?:-?\d+(?:\.\d+)?\s*,\s*)+-?\d+(?:\.\d+)?)\s*(?:→|->|;|,|:)\s*(?:the\s+)?(median|mean|mode|range)\s*(?:=|is|:|of)?\s*(-?\d+(?:\.\d+)?)$/i, (m) => `the ${m[2]!.toLowerCase()} of ${m[1]} is ${m[3]}`],
  [new RegExp(String.raw`^(${NUMERAL})\s*${ROUNDING_NOTE}\s*(?:≈|→|->|=|is)\s*(${NUMERAL})$`, 'i'), (m) => `${m[1]} rounded to ${/^\d/.test(m[2]!) ? '' : 'the '}${roundingWords(m[2]!)} is ${m[3]}`],
  [new RegExp(String.raw`^(${NUMERAL})\s*(?:≈|→|->|=|is)\s*(${NUMERAL})\s*${ROUNDING_NOTE}$`, 'i'), (m) => `${m[1]} rounded to ${/^\d/.test(m[3]!) ? '' : 'the '}${roundingWords(m[3]!)} is ${m[2]}`],
  [/^(.*\bways\s+to\s+)(?:pick|select|choose)\s+(\d+)\s+(?:of|out\s+of|from)\s+(\d+)\s+([a-z]+(?:\s+[a-z]+)?)(?:\s*,?\s*(?:when|where|if|since|as)\s+(?:the\s+)?order\s+(?:does\s+not|doesn't)\s+matter|\s*\(\s*order\s+(?:does\s+not|doesn't)\s+matter\s*\))?$/i, (m) => `${m[1]}choose ${m[2]} ${m[4]} from ${m[3]}`],
  [/^(.*\bways\s+to\s+(?:pick|select|choose)\s+.+?)(?:\s*,?\s*(?:when|where|if|since|as)\s+(?:the\s+)?order\s+(?:does\s+not|doesn't)\s+matter|\s*\(\s*order\s+(?:does\s+not|doesn't)\s+matter\s*\))$/i, (m) => m[1]!.replace(/\b(?:pick|select)\b/i, 'choose')],
  [/^(?:in\s+(?:excel|google\s+sheets|a\s+spreadsheet)\s*,\s*)?(?:the\s+(?:spreadsheet\s+|excel\s+)?formula\s+)?(?:[a-z]{1,2}\d{1,5}\s*:\s*)?=\s*([\d.+\-*/^() ]+?)\s*(?:returns|evaluates\s+to|comes\s+to|gives|displays|shows|\(\s*(?:displays|shows|returns|=))\s*(-?\d+(?:\.\d+)?)\s*\)?$/i, (m) => {
    const f = m[1]!.replace(/\s+/g, '');
    // A unary minus (at the start, after an operator or an opening bracket) and chained powers are read otherwise by Excel.
    if (/(?:^|[-+*/^(])-/.test(f) || /\^[\d.]+\^|\^\(/.test(f) || !/^[\d(]/.test(f)) return undefined;
    return `${f} = ${m[2]}`;
  }],
];

function readNotations(s: string): string {
  for (const [re, say] of NOTATIONS) {
    const m = re.exec(s);
    const out = m ? say(m) : undefined;
    if (out !== undefined) return out;
  }
  return s;
}

/**
 * Reads the frame of a claim: strips meta wrappers and one negation, and marks questions,
 * hedges and over-long text as not checkable. Each flip is recorded in `negated`.
 */
export function prepareClaim(raw: string): PreparedClaim {
  const frame: string[] = [];
  let s = normalizeText(raw);
  const original = s;
  // "2·5 = 10": a raised dot between digits that nothing settles reads as a decimal point or as a
  // multiplication (reading/raised-point.ts); the calculation reader reads both, the checkers neither.
  if (raisedDotEither(raw)) return { original, text: s, negated: false, unparseable: 'a raised dot between digits reads as a decimal point or as a multiplication', frame };
  if (s.length === 0) return { original, text: s, negated: false, unparseable: 'empty content', frame };
  if (s.length > MAX_CLAIM_CHARS) return { original, text: s.slice(0, 80), negated: false, unparseable: `sentence longer than ${MAX_CLAIM_CHARS} characters`, frame };
  // A factorial closing a sentence keeps its "!" when a full stop follows ("... at the end of 60!.");
  // a lone final "!" is read as an exclamation.
  // "1/3 = 0.333...": an ellipsis after a decimal's digits says they go on; it is part of the number, not the sentence's end.
  s = /\d\.\d+\s*\.{3,}\s*$/.test(s) ? s.replace(/\s*\.{3,}\s*$/, '...') : /\d!\s*[.;]\s*$/.test(s) ? s.replace(/\s*[.;]\s*$/, '') : s.replace(/\s*[.!;]+\s*$/, '').trim();
  if (/\?\s*$/.test(s)) return { original, text: s, negated: false, unparseable: 'a question, not an assertion', frame };
  // A check mark after a statement ("2,782 + 2,812 = 5,594 ✓") says its author checked it: it asserts the statement (issue 22, claims9).
  s = s.replace(/\s*[✓✔☑]\s*$/u, '').replace(/^[✓✔☑]\s*/u, '');
  // "may" is a hedge, "May" usually the month: only the lower-case verb form counts.
  if (HEDGES.test(s) || /\bmay\s+(?:be|have|not|well|or)\b/.test(s) || /^May\s+be\b/.test(s)) return { original, text: s, negated: false, unparseable: 'a hedged statement', frame };
  if (rewriteRepetends(s).ambiguous) return { original, text: s, negated: false, unparseable: 'a decimal followed by a bracket reads as a repeating decimal or as a product', frame };
  // "| 60 × 95 | 5,702 |": a lone table row of an expression and one number states their equality,
  // as a table of values does (DECISIONS "Tables that compute"); a cell of anything else is not read.
  const row = /^\|\s*([-\d.,\s()+*/^×÷·−]+?)\s*\|\s*(-?[$€£¥]?\d[\d,]*(?:\.\d+)?%?)\s*\|$/.exec(s);
  if (row && /\d\s*[-+*/^×÷·−]\s*[\d(]/.test(row[1]!) && !/^\s*\d+\s*[-−]\s*\d+\s*$/.test(row[1]!)) s = `${row[1]} = ${row[2]}`;
  // "In base 7, 66 + 60 = 156", "34_6 + 50_6 = 124_6": numerals of another base are written in
  // decimal before anything reads them, or the claim is not read (reading/numeral-bases.ts).
  const bases = numeralsInDecimal(s);
  if ('unreadable' in bases) return { original, text: s, negated: false, unparseable: bases.unreadable, frame };
  if (bases.base !== undefined) frame.push(`numerals in base ${bases.base}`);
  else if (bases.subscripts) frame.push('numerals read in the bases of their subscripts');
  s = bases.text;
  s = stripThousandsSeparators(numberWordsToDigits(s));
  s = unbracketNumbers(s);
  s = readNotations(readArrows(s));
  // "966 % 13 is 9", "606877 % 6 = 1": a percent sign between two whole numbers, with a whole value
  // stated for it and nothing after, is the remainder; a percentage of a number needs "of" and is
  // never followed by a bare number (claims12).
  s = s.replace(REMAINDER_SIGN, '$1 mod $2 $3 $4');
  // Any other percent sign between two numbers reads as a percentage or as a remainder, which the text does not settle.
  if (/\d\s*%\s*\d/.test(s)) return { original, text: s, negated: false, unparseable: 'a percent sign between two numbers reads as a percentage or as a remainder', frame };
  let negated = false;
  // Meta statements may nest ("It is false that 2 + 2 = 5 is false"); unwrap a few levels.
  for (let i = 0; i < 3; i++) {
    const quoted = /^["'](.+)["']$/.exec(s);
    if (quoted) s = quoted[1]!.trim();
    const discourse = DISCOURSE.exec(s);
    if (discourse) {
      frame.push(`discourse marker "${discourse[0].trim().replace(/,$/, '')}"`);
      s = s.slice(discourse[0].length);
      continue;
    }
    const pre = META_PREFIX.exec(s);
    if (pre) {
      const neg = Boolean(pre[1]) !== NEGATIVE_WORDS.has(pre[2]!.toLowerCase().replace(/^a\s+/, ''));
      if (neg) negated = !negated;
      frame.push(`meta statement "${pre[0].slice(0, pre[0].length - pre[3]!.length).trim()}"`);
      s = pre[3]!.trim();
      continue;
    }
    const flag = PREFIX_FLAGS.exec(s);
    if (flag) {
      if (NEGATIVE_WORDS.has(flag[1]!.toLowerCase()) || /^(myth|incorrect)$/i.test(flag[1]!)) negated = !negated;
      frame.push(`label "${flag[1]}:"`);
      s = flag[2]!.trim();
      continue;
    }
    const suf = META_SUFFIX.exec(s);
    if (suf && !/\b(it|this|that)$/i.test(suf[1]!)) {
      const word = (suf[3] ?? suf[5] ?? '').toLowerCase();
      const neg = Boolean(suf[2]) !== NEGATIVE_WORDS.has(word);
      if (neg) negated = !negated;
      frame.push(`meta statement "... is ${suf[2] ?? ''}${word}"`);
      s = suf[1]!.replace(/^(?:the\s+(?:claim|statement)\s+(?:that\s+)?)/i, '').replace(/^["'](.+)["']$/, '$1').trim();
      continue;
    }
    break;
  }
  // "When 135! is written out in full, it ends with 33 zeros": the clause names the subject the pronoun takes up.
  const writtenOut = /^when\s+(.+?)\s+is\s+written\s+out(?:\s+in\s+full)?,\s+it\s+(?=[a-z])/i.exec(s);
  if (writtenOut) {
    frame.push('"when … is written out"');
    s = `${writtenOut[1]} ${s.slice(writtenOut[0].length)}`;
  }
  // "11 + 4^2 × 9 is 155, not 2025": a value set against a wrong one says the value, when the two differ.
  // "… is 1,040 (not 1,080, as the worksheet says)": the correction in brackets, with whom it corrects (issue 22, claims10).
  const correction = /^(.+\s(?:is|=|equals|comes\s+to|gives|makes))\s+(-?\$?\d[\d.]*%?)\s*(?:,\s*not\s+(-?\$?\d[\d.]*%?)|\(\s*not\s+(-?\$?\d[\d.]*%?)(?:\s*[,;]\s*(?:as|like|which)\s+[^()]*)?\s*\))$/i.exec(s);
  const corrected = correction?.[3] ?? correction?.[4];
  if (correction && Number(correction[2]!.replace(/[$%]/g, '')) !== Number(corrected!.replace(/[$%]/g, ''))) {
    frame.push(`correction ", not ${corrected}"`);
    s = `${correction[1]} ${correction[2]}`;
  }
  const neg = stripNegation(s);
  if (neg.found) {
    negated = !negated;
    frame.push('negation');
    s = neg.text;
  }
  const restriction = DOMAIN_RESTRICTION.exec(s);
  // Only for identities: "If x^2 = 4 then x = 2, for x ≠ -2" is made true by its restriction.
  if (restriction && /[=≡]|\b(?:simplifies|reduces|equals|equal|identical|equivalent)\b/i.test(s.slice(0, restriction.index)) && !/\b(?:if|when|whenever|then|so|given|solv\w*|solutions?|roots?|zeros?|implies|means)\b/i.test(s.slice(0, restriction.index))) {
    frame.push(`domain restriction "${restriction[0].trim()}"`);
    s = s.slice(0, restriction.index).trim();
  }
  // "A ≠ B" is the negation of "A = B" when it is the sentence's only relation symbol.
  const unequal = /\s*(?:≠|!=)\s*/.exec(s);
  if (unequal && (s.match(/≠|!=|[=<>≤≥≈]/g) ?? []).length === 1) {
    negated = !negated;
    frame.push('negation "≠"');
    s = `${s.slice(0, unequal.index)} = ${s.slice(unequal.index + unequal[0].length)}`;
  }
  s = canonicalPhrasing(s);
  // A second negation inside the core makes the reading ambiguous: leave it to no checker.
  if (/\bnot\b|n't\b|\bnever\b|\bneither\b|\bnor\b/i.test(s)) {
    return { original, text: s, negated, unparseable: 'more than one negation', frame };
  }
  return { original, text: s.trim(), negated, frame };
}

/** Applies the claim frame to the verdict on the positive core. */
export function applyFrame(p: PreparedClaim, inner: CheckResult): CheckResult {
  if (!p.negated || inner.verdict === 'uncertain') {
    return p.frame.length && inner.verdict !== 'uncertain' ? { ...inner, evidence: `${inner.evidence} (read through ${p.frame.join(', ')})` } : inner;
  }
  const flipped = inner.verdict === 'true' ? 'false' : 'true';
  return {
    ...inner,
    verdict: flipped,
    evidence: `The claim asserts the opposite of "${p.text}" (${p.frame.join(', ')}). ${inner.evidence} So the claim is ${flipped}.`,
  };
}

/**
 * Checks a claim in natural English with a checker of its positive core: the frame ("not",
 * "… is false", "It is not true that …") is read off first and applied to the core's verdict.
 */
export function checkInFrame(claim: string, checker: CheckerName, checkCore: (text: string) => CheckResult): CheckResult {
  const p = prepareClaim(claim);
  if (p.unparseable) return uncertain(p.unparseable, checker);
  return applyFrame(p, checkCore(p.text));
}

/** A claim pattern and its check; a check may decline (undefined) to let later rules try. */
export type Rule = [RegExp, (m: RegExpExecArray) => CheckResult | undefined];

/** The verdict of the first rule that matches `text` and decides it, else `uncertain`. */
export function firstRule(rules: readonly Rule[], text: string, checker: CheckerName, noneFound: string): CheckResult {
  for (const [re, check] of rules) {
    const m = re.exec(text);
    if (!m) continue;
    const r = check(m);
    if (r) return r;
  }
  return uncertain(noneFound, checker);
}

/** Lower-cases and folds diacritics: "Brasília" -> "brasilia". */
const UNDECOMPOSABLE = wordTable<string>({ ł: 'l', Ł: 'l', đ: 'd', Đ: 'd', ø: 'o', Ø: 'o', æ: 'ae', Æ: 'ae', ß: 'ss', ı: 'i', œ: 'oe', þ: 'th', ð: 'd' });

// Most text the engine folds is plain ASCII, much of it folded already (n-grams of folded words
// looked up again): both skip the Unicode steps, which cannot change them (NFD and the letter
// table act only outside ASCII). A property test holds the shortcuts to the full fold.
const FOLDED = /^(?:[a-z0-9'-]+(?: [a-z0-9'-]+)*)?$/;
const ASCII = /^[\x00-\x7f]*$/;

export function foldName(s: string): string {
  if (FOLDED.test(s)) return s;
  if (ASCII.test(s)) return s.toLowerCase().replace(/`/g, "'").replace(/[^a-z0-9' -]+/g, ' ').replace(/\s+/g, ' ').trim();
  return s
    .replace(/[łŁđĐøØæÆßıœþð]/g, (c) => UNDECOMPOSABLE[c] ?? c)
    .replace(/[ʻʼ]/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, "'")
    .replace(/[^a-z0-9' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ORDINAL_WORDS = wordTable<number>({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50, sixtieth: 60,
  seventieth: 70, eightieth: 80, ninetieth: 90, hundredth: 100,
});

/** Ordinals as numbers: "7th", "21st", "seventh", "twenty-first" (or "20-first" once number words became digits). */
export const ORDINAL = String.raw`(\d+(?:st|nd|rd|th)|(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|[2-9]0)[-\s]?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth|hundredth)`;

/** The suffix English gives n written as an ordinal: 1st, 2nd, 3rd, 11th, 21st, 112th. */
export function ordinalSuffix(n: number): string {
  return n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
}

/** The value of an ordinal matched by ORDINAL; undefined for anything else. */
export function ordinalNumber(word: string): number | undefined {
  const w = word.toLowerCase().trim();
  const digits = /^(\d+)(st|nd|rd|th)$/.exec(w);
  if (digits) {
    const n = Number(digits[1]);
    // "21st", "12th", "3rd": the suffix must be the one English gives the number.
    return digits[2] === ordinalSuffix(n) ? n : undefined;
  }
  if (w in ORDINAL_WORDS) return ORDINAL_WORDS[w];
  const compound = /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|[2-9]0)[-\s]?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)$/.exec(w);
  if (!compound) return undefined;
  const tens = /^\d/.test(compound[1]!) ? Number(compound[1]) : { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 }[compound[1]!]!;
  return tens + ORDINAL_WORDS[compound[2]!]!;
}

/** Formats a decimal number without float noise. */
export function fmt(x: number): string {
  if (Math.abs(x) < 1e-9) return '0';
  if (Number.isInteger(x)) return String(x);
  return String(Number(x.toPrecision(10)));
}
