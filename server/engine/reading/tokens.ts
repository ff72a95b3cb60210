// The lexer for calculations written inside prose ("She makes 9 * 2 = $18 every day."). It
// turns a sentence into numbers, operators, relations and the words between them, with their
// offsets, so the grammar in calculations.ts can find every `expression relation expression`
// without a regular expression per phrasing. Anything that looks like a number but is not a
// quantity (times "5:30", ratios "3:2", versions "1.2.3", ordinals "2nd") becomes one opaque
// token, so no calculation can be read out of it.

import { Q } from '../checkers/rational.js';
import { CODE_WORDS, numeralValue, SUBSCRIPT_DIGITS } from './numeral-bases.js';
import { readRepetend } from './repeating-decimals.js';
import { CURRENCY_CODE, CURRENCY_SIGN } from './currencies.js';
import { pointReading, RAISED_DOTS, raisedPoint } from './raised-point.js';
import { conversionFactor, isUnit } from '../checkers/units.js';
import { wordTable } from '../word-table.js';

/** Operators; `mod` is the remainder (`23 \bmod 5`, "23 mod 5"). */
export type Op = '+' | '-' | '*' | '/' | '^' | 'mod';
/**
 * Relations a calculation states: equality, approximate equality, the comparisons, and congruence
 * (`\equiv`, ≡), which holds modulo the `(mod m)` after it (issue 22).
 */
export type Rel = 'eq' | 'approx' | 'ne' | 'lt' | 'le' | 'gt' | 'ge' | 'cong';
/**
 * Functions whose value is exact arithmetic: `\sqrt`, `\sqrt[n]`, `\binom`, `\lfloor…\rfloor`,
 * `\lceil…\rceil`, gcd and lcm, and a logarithm to a written base (`\log_2 8`, "log_10(1000)").
 */
export type Fn = 'sqrt' | 'root' | 'binom' | 'floor' | 'ceil' | 'gcd' | 'lcm' | 'log';
export type ConstName = 'pi' | 'e';

interface At {
  start: number;
  end: number;
  /** Read from LaTeX math (latex.ts), where juxtaposition multiplies (`2\pi`, `(-3)(5)`). */
  math?: boolean;
}

export type Token = At &
  (
    | {
        kind: 'num';
        value: Q;
        decimals: number;
        percent: boolean;
        /** Why the number has no single reading (`3,14`: a decimal comma or a list?); a calculation using it is not decided. */
        ambiguous?: string;
        /** "5 dozen", "$1.5 million": the value with its scale word applied; `value` is the number as written, for when the word names a unit ("66 / 12 = 5.5 dozen"). */
        scaled?: { value: Q; decimals: number; word: string };
        /** "2 h 15 min": a quantity written in several units, `value` in its last unit (the word token after it); the text as written. */
        compound?: string;
        /** Written as a fraction with no operator: a mixed number ("3 1/2", "3½") or a vulgar fraction ("¾"). */
        fraction?: boolean;
        /** "0.333...": digits shown of a number that goes on (an ellipsis right after them). */
        continued?: boolean;
      }
    /**
     * `point`: a raised dot glued between digits that may as well be a decimal point (`2·5`,
     * raised-point.ts), with the number it makes read so; the calculation reader reads both.
     */
    | { kind: 'op'; op: Op; word: boolean; point?: { value: Q; decimals: number } }
    | { kind: 'rel'; rel: Rel; word: boolean }
    | { kind: 'lp' | 'rp' | 'annotation-open' | 'annotation-close' | 'fact' }
    /** Punctuation; `comma` separates the arguments of gcd and lcm. */
    | { kind: 'stop'; comma?: boolean }
    /** "(mod 5)", `\pmod{5}`: the modulus of the congruences before it follows. */
    | { kind: 'modulus' }
    /** `text` lower-cased; `raw` as written when that differs, for unit symbols whose case matters (MB, mW, kJ). */
    | { kind: 'word'; text: string; raw?: string }
    | { kind: 'var'; name: string }
    | { kind: 'fn'; fn: Fn }
    /** π, and e (Euler's number) where the notation settles it: `e^…`, `ln e`. */
    | { kind: 'const'; name: ConstName }
    /** Something that cannot be read (an unknown LaTeX command, code): it ends any expression, and none starts right after it. */
    | { kind: 'opaque' }
  );

const NUMBER_WORDS = wordTable<number>({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
});
const SCALE_WORDS = wordTable<number>({ hundred: 100, thousand: 1000, million: 1_000_000 });

// Word operators and relations, longest first. Each must be followed by a non-letter.
const WORD_OPS: [RegExp, Op][] = [
  [/^multiplied\s+by\b/i, '*'],
  [/^divided\s+by\b/i, '/'],
  [/^times\b/i, '*'],
  [/^plus\b/i, '+'],
  [/^minus\b/i, '-'],
  [/^to\s+the\s+power\s+of\b/i, '^'],
];
const WORD_RELS: [RegExp, Rel][] = [
  [/^(?:is|are|was|were|equals?|=)\s+(?:approximately|approx\.?|about|roughly|around|nearly|almost)(?:\s+equal\s+to)?\b/i, 'approx'],
  [/^(?:which|that|this)\s+(?:is|was|makes|gives|equals)(?:\s+equal\s+to)?\b/i, 'eq'],
  [/^(?:is|are|was|were)\s+(?:exactly\s+)?equal\s+to\b/i, 'eq'],
  [/^(?:equals|equal\s+to|makes|make|gives|give|yields|comes\s+to|amounts\s+to|results\s+in)\b/i, 'eq'],
  [/^(?:is|are|was|were|will\s+be|would\s+be)\b/i, 'eq'],
];

const CURRENCY_BEFORE = new RegExp(String.raw`^(?:${CURRENCY_SIGN}\s?|${CURRENCY_CODE}[ \u00a0](?=\d))`);
const CURRENCY_AFTER = new RegExp(String.raw`^(?:[ \u00a0]?${CURRENCY_SIGN}(?![\d\p{L}])|[ \u00a0]${CURRENCY_CODE}(?![\p{L}\d]))`, 'u');
// Money in the convention that writes cents after a comma (`12,40 €`, `€ 1 234,50`, `1.234,50 EUR`):
// a comma and exactly two digits ending an amount with its currency, the groups before it (if any)
// of three apart by one space or point. English grouping always has three digits after a comma, so
// the only other reading, a list written without a space ("12,40"), gives the currency to one
// number of two: not how a list of amounts is written.
const COMMA_CENTS = /^(?:\d{1,3}(?:([ .\u00a0\u2009\u202f])\d{3})(?:\1\d{3})*|\d+),\d{2}(?![\d,]|[.]\d)/;

// What may follow a word operator: a number, a parenthesis or a number word ("three times four").
const OPERAND_START = new RegExp(`^\\s*(?:${CURRENCY_SIGN}?\\d|\\.\\d|\\(|(?:${Object.keys(NUMBER_WORDS).join('|')})\\b)`, 'i');

const COMPARISONS = wordTable<Rel>({ '≡': 'cong', '≠': 'ne', '!=': 'ne', '<=': 'le', '>=': 'ge', '≤': 'le', '≥': 'ge', '<': 'lt', '>': 'gt' });

const SYMBOL_OPS = wordTable<Op>({ '+': '+', '-': '-', '−': '-', '–': '-', '*': '*', '×': '*', '·': '*', '∙': '*', '/': '/', '÷': '/', '^': '^' });

// English thousands grouping (`1,200`, `479,001,600.5`), or a plain number (`12`, `3.5`, `.25`).
const PREFIXED_LITERAL = /^0([xbo])([0-9a-f]+)(?![0-9a-z_.])/i;
// A numeral in another base with its subscript: bracketed digits, digits with letters, upper-case hexadecimal letters, or any numeral with Unicode subscript digits.
const BASED_NUMERAL = /^(?:\(\s*([0-9a-z]+)\s*\)|([0-9][0-9a-z]*[a-z][0-9a-z]*(?=_)|[A-F]{2,}(?=_|[₀-₉])|[0-9][0-9a-z]*(?=[₀-₉])))(?:_(?:\{(\d{1,2})\}|(\d{1,2})(?![\d_]))|([₀-₉]{1,2})(?![₀-₉]))/i;
const NUMBER = /^(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d|,\d)|\d+(?:\.\d+)?|\.\d+)/;
// Grouping by a space, a no-break or thin space, or an apostrophe, the same one throughout
// (`2 000 000`, `1'000`, `80 000`): accepted only when consistent (issue 22). A decimal part
// with a point may follow, as SI writes it (`9 017.28`, `1'234.50`).
const SPACED = /^\d{1,3}(?:([ \u00a0\u2009\u202f'’])\d{3})(?:\1\d{3})*(?:\.\d+)?(?![\d,]|\.\d|[ \u00a0\u2009\u202f'’]\d)/;
// A comma inside digits that is not English grouping (`3,14`, `1,5`, `12,3456`): a decimal comma
// or a list, depending on a convention the text does not state.
const DECIMAL_COMMA = /^\d+,\d+(?:,\d+)*/;
// A number range or a score written with a dash between two numbers and no spaces (`18-24`,
// `1990–1995`), dates (`2024-01-05`, `12/25/2023`) and phone numbers (`555-123-4567`; `555-1234` is
// a range by the rule above, while `300-112` and `95-25-50` are subtractions).
const DATE_LIKE = /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{3}-\d{3}-\d{4})(?![\d/-])/;
const DASHED_PAIR = /^(\d+(?:\.\d+)?)([-–—])(\d+(?:\.\d+)?)(?![\d.]\d)/;
// A mixed number: "1 1/2" (a whole number, one space, a proper fraction).
const MIXED = /^(\d+) (\d+)\/(\d+)(?![\d/.])/;
// A whole number and a vulgar fraction, glued or one space apart: "3½", "2 ¾".
const MIXED_VULGAR = /^(\d+) ?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])/;
// Unicode superscript digits, in order of value, and a run of them with an optional superscript minus.
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUPERSCRIPT = /^(⁻)?([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/;
// The vulgar fractions of Unicode: numerator and denominator.
const VULGAR_FRACTIONS = wordTable<[number, number]>({
  '½': [1, 2], '⅓': [1, 3], '⅔': [2, 3], '¼': [1, 4], '¾': [3, 4], '⅕': [1, 5], '⅖': [2, 5], '⅗': [3, 5], '⅘': [4, 5],
  '⅙': [1, 6], '⅚': [5, 6], '⅐': [1, 7], '⅛': [1, 8], '⅜': [3, 8], '⅝': [5, 8], '⅞': [7, 8], '⅑': [1, 9], '⅒': [1, 10],
});
// After a number, these mean it was not a quantity: times, ratios, versions, dates with dots.
const NOT_A_QUANTITY = /^(?::\d|\.\d)/;
const ORDINAL = /^(?:st|nd|rd|th)\b/i;
// A word, with inner hyphens and apostrophes, and per-unit compounds ("ml/g", "watts/hour").
const WORD = /^\p{L}(?:[\p{L}'’]|-(?=\p{L}))*(?:\/\p{L}+)*/u;
const MAX_TOKENS = 2000;
// Functions the grammar does not compute, written as words.
const PROSE_FUNCTIONS = new Set(['sin', 'cos', 'tan', 'cot', 'csc', 'arcsin', 'arccos', 'arctan', 'sinh', 'cosh', 'tanh', 'log', 'ln', 'exp']);

/** Arrows between statements: implication, "leads to", "therefore", "because". */
export const ARROWS = /^[→⇒⇔↔⟹⟶⟺⇐←∴∵]$/u;

/** The value of a run of number words ("twenty-four", "three hundred", "seven hundred and two"), or undefined. */
function wordsValue(words: string[]): number | undefined {
  // Own keys only: "constructor" or "toString" in a text is no number word (its prototype's).
  let total = 0;
  let current = 0;
  let any = false;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    // "and" joins only what follows "hundred" or a larger scale word to it, and only before a number word.
    if (w === 'and') {
      if (!Object.hasOwn(SCALE_WORDS, words[k - 1]!) || !Object.hasOwn(NUMBER_WORDS, words[k + 1]!)) return undefined;
      continue;
    }
    if (Object.hasOwn(NUMBER_WORDS, w)) {
      const v = NUMBER_WORDS[w]!;
      if (current % 100 !== 0 && v >= 10) return undefined;
      current += v;
      any = true;
    } else if (Object.hasOwn(SCALE_WORDS, w)) {
      if (!any) return undefined;
      const s = SCALE_WORDS[w]!;
      if (s === 100) current *= 100;
      else {
        total += current * s;
        current = 0;
      }
    } else return undefined;
  }
  return any ? total + current : undefined;
}

/** Whether the letter at `i` stands between the operators of a formula: an operator, relation or parenthesis right before or after it. */
function inFormula(text: string, i: number): boolean {
  const before = /[-+−*/×÷·^(=<>≤≥≈]\s*$/.test(text.slice(Math.max(0, i - 3), i));
  const after = /^\s*[-+−*/×÷·^)=<>≤≥≈]/.test(text.slice(i + 1, i + 4));
  return before || after;
}

const DIGIT_START = new RegExp(String.raw`^\s*${CURRENCY_SIGN}?\s*(?:\d|\.\d|\()`);
function isDigitStart(s: string, i: number): boolean {
  return DIGIT_START.test(s.slice(i, i + 6));
}

/**
 * Whether digits grouped by spaces (`SPACED`) are one number: always with a no-break or thin space
 * or an apostrophe; with plain spaces when there are two groups or more (`2 000 000`), after a
 * currency sign (`$80 000`), or right beside an operator or relation (`80 000 + 1`), since
 * "3 100" alone may as well be two numbers.
 */
function acceptsSpacedGroups(m: RegExpExecArray, currency: boolean, text: string, at: number, lead: number): boolean {
  if (m[1] !== ' ') return true;
  if (currency || m[0].split(' ').length > 2) return true;
  const before = text.slice(Math.max(0, at - 3), at);
  const after = text.slice(lead + m[0].length, lead + m[0].length + 3);
  // "3 500 ¥", "80 000 EUR": a currency after the groups says they are one amount, as one before them does.
  return /[-+*/×÷=≈<>]\s?$/.test(before) || /^\s?[-+*/×÷=≈<>]/.test(after) || CURRENCY_AFTER.test(text.slice(lead + m[0].length, lead + m[0].length + 6));
}

/** Whether the tokens so far end in a quantity: a number or parenthesis, maybe with a unit word ("4 meters"). */
function followsQuantity(out: Token[]): boolean {
  const last = out.at(-1);
  if (last?.kind === 'num' || last?.kind === 'rp') return true;
  return last?.kind === 'word' && out.at(-2)?.kind === 'num';
}

/** Whether the letter "a" at `i` is a variable: glued to a digit before it, or beside an operator or relation sign. */
function algebraicA(text: string, i: number): boolean {
  if (i > 0 && /\d/.test(text[i - 1]!)) return true;
  const before = text.slice(Math.max(0, i - 3), i).trimEnd().slice(-1);
  const after = text.slice(i + 1, i + 4).trimStart().charAt(0);
  return /[-+−×*·/=<>≤≥^]/.test(before) || /[-+−×*·/=<>≤≥^]/.test(after);
}

/**
 * The number `n·d` makes when the raised dot at `text[dot]` after the number token `n` is a decimal
 * point, when it may be one and may be a product (raised-point.ts "either").
 */
export function raisedDecimal(n: Extract<Token, { kind: 'num' }>, text: string, dot: number, math = false): { value: Q; decimals: number } | undefined {
  if (n.percent || n.decimals > 0 || !n.value.isInteger() || n.ambiguous || raisedPoint(text, dot, math) !== 'either') return undefined;
  const digits = /^\d+/.exec(text.slice(dot + 1, dot + 41))![0];
  return { value: Q.parse(pointReading(n.value.toString(), digits))!, decimals: digits.length };
}

/** Splits a sentence into tokens. Offsets are UTF-16 indices into `text`. */
// The statement says which logarithm a bare "log" is: "log meaning/being/denoting (the) base 10",
// "with log to base 2", "(log base 10)", "logs are common logarithms", "where log is the natural log".
const LOG_BASE_WORDS = String.raw`(?:the\s+)?(?:(?:(?:to|in|of)\s+)?(?:the\s+)?base[\s-]*(\d{1,3})\b|(common|decimal|binary|natural)\s+log(?:arithm)?s?\b|log_\{?(\d{1,3})\b)`;
// "log base 2 of 8", "log base 10 (1000)" are logarithms written with their base, not a word on bare "log".
const LOG_BASE_SAID = new RegExp(String.raw`\blog(?:arithm)?s?\s*(?:(?:here\s+)?(?:means?|meaning|being|is|are|denotes?|denoting|taken|read|as|for|stands?\s+for|to|in|with|of)\s+)*${LOG_BASE_WORDS}(?!\s*(?:of\b|\(|\d))`, 'i');
// The clause that says it, as a whole: what a reader of the calculation has used, not a claim of its own.
const LOG_BASE_CLAUSE = new RegExp(String.raw`\s*[,;(]?\s*(?:(?:with|where|when|taking|using|reading|for)\s+)?${LOG_BASE_SAID.source}\s*\)?`, 'gi');

/** The base a statement names for its bare "log" (e for the natural logarithm), if it names one. */
export function declaredLogBase(text: string): number | 'e' | undefined {
  const m = LOG_BASE_SAID.exec(text);
  if (!m) return undefined;
  const digits = m[1] ?? m[3];
  if (digits) return Number(digits) >= 2 ? Number(digits) : undefined;
  const word = m[2]!.toLowerCase();
  return word === 'binary' ? 2 : word === 'natural' ? 'e' : 10;
}

/** The text without the clause that names the base of "log" ("…, with log meaning base 10"). */
export function withoutLogBase(text: string): string {
  return text.replace(LOG_BASE_CLAUSE, ' ');
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  // The base the text names for a bare "log"; read once, at the first bare "log" (null: not yet read).
  let logBase: number | 'e' | undefined | null = null;
  let i = 0;
  const n = text.length;
  while (i < n && out.length < MAX_TOKENS) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const rest = text.slice(i, i + 60);
    if (rest.startsWith('<<')) {
      out.push({ kind: 'annotation-open', start: i, end: i + 2 });
      i += 2;
      continue;
    }
    if (rest.startsWith('>>')) {
      out.push({ kind: 'annotation-close', start: i, end: i + 2 });
      i += 2;
      continue;
    }
    // "0.(108)", "0.\overline{3}", "0.3̅": a repeating decimal is one number (repeating-decimals.ts); "0.1(6)" may be a product, so it is one number no calculation can settle.
    const repetend = /^\d/.test(rest) && !/[\d.\p{L}]/u.test(text[i - 1] ?? '') ? readRepetend(text.slice(i, i + 80)) : undefined;
    if (repetend) {
      const end = i + repetend.length;
      out.push(repetend.ambiguous ? { kind: 'num', start: i, end, value: repetend.value, decimals: 0, percent: false, ambiguous: `"${text.slice(i, end)}" reads as a repeating decimal or as a product, which the text does not settle` } : { kind: 'num', start: i, end, value: repetend.value, decimals: 0, percent: false });
      i = end;
      continue;
    }
    // "(34)_6", "1A_16", "FF₁₆", "34₆": a numeral with its base written as a subscript, read in that
    // base, or opaque when a digit does not fit (reading/numeral-bases.ts; plain "331_5" below).
    // "0x1F", "0b101", "0o17": a programming literal is the number its prefix's base gives. "0x10"
    // with decimal digits only is also zero times ten, so it is that literal only where the text is
    // code ("==", "In Python"), and otherwise no number at all.
    const literal = /[\p{L}\p{N}_.]/u.test(text[i - 1] ?? '') ? undefined : PREFIXED_LITERAL.exec(rest);
    if (literal) {
      const end = i + literal[0].length;
      const radix = /x/i.test(literal[1]!) ? 16 : /b/i.test(literal[1]!) ? 2 : 8;
      const code = radix !== 16 || /[a-f]/i.test(literal[2]!) || CODE_WORDS.test(text);
      const value = code ? baseNumeral(literal[2]!, radix) : undefined;
      out.push(value ? { kind: 'num', start: i, end, value, decimals: 0, percent: false } : { kind: 'opaque', start: i, end });
      i = end;
      continue;
    }
    const based = /[\p{L}\p{N}_.]/u.test(text[i - 1] ?? '') ? undefined : BASED_NUMERAL.exec(rest);
    const value = based && baseNumeral((based[1] ?? based[2])!, Number(based[3] ?? based[4] ?? [...based[5]!].map((c) => SUBSCRIPT_DIGITS.indexOf(c)).join('')));
    // Letters that fit no base named ("2x_1") are an unknown with its index, not a numeral.
    if (based && (value || !/[a-z]/i.test(based[2] ?? ''))) {
      const end = i + based[0].length;
      out.push(value ? { kind: 'num', start: i, end, value, decimals: 0, percent: false } : { kind: 'opaque', start: i, end });
      i = end;
      continue;
    }
    // A number, with an optional currency sign before it and a percent sign after it.
    const cur = CURRENCY_BEFORE.exec(rest);
    const body = text.slice(i + (cur ? cur[0].length : 0), i + 80);
    // "12,40 €", "EUR 1.234,50": cents after a comma in money (see COMMA_CENTS).
    const cents = COMMA_CENTS.exec(body);
    if (cents && (cur || CURRENCY_AFTER.test(body.slice(cents[0].length)))) {
      const lead = i + (cur ? cur[0].length : 0);
      const sign = CURRENCY_AFTER.exec(body.slice(cents[0].length));
      const end = lead + cents[0].length + (sign ? sign[0].length : 0);
      const raw = cents[0].replace(/[ .\u00a0\u2009\u202f]/g, '').replace(',', '.');
      out.push({ kind: 'num', start: i, end, value: Q.parse(raw)!, decimals: 2, percent: false });
      i = end;
      continue;
    }
    const mixed = MIXED.exec(body) ?? MIXED_VULGAR.exec(body);
    const part = mixed && (mixed[3] ? [mixed[2]!, mixed[3]] : VULGAR_FRACTIONS[mixed[2]!]!.map(String));
    if (mixed && part && BigInt(part[0]!) < BigInt(part[1]!) && part[1] !== '0') {
      const end = i + (cur ? cur[0].length : 0) + mixed[0].length;
      const value = Q.of(BigInt(mixed[1]!)).add(Q.of(BigInt(part[0]!), BigInt(part[1]!)));
      out.push({ kind: 'num', start: i, end, value, decimals: 0, percent: false, fraction: true });
      i = end;
      continue;
    }
    const lead = i + (cur ? cur[0].length : 0);
    // Dates, phone numbers and ranges name things; they are never operands (issue 22).
    const dated = DATE_LIKE.exec(body);
    // After an operator the first number is an operand already ("95-25-50"): no range starts there.
    const pair = dated || out.at(-1)?.kind === 'op' ? undefined : DASHED_PAIR.exec(body);
    if (dated || (pair && (pair[2] !== '-' || Number(pair[1]) < Number(pair[3])))) {
      const end = lead + (dated ?? pair)![0].length;
      out.push({ kind: 'opaque', start: i, end });
      i = end;
      continue;
    }
    const spaced = SPACED.exec(body);
    const grouped = spaced && acceptsSpacedGroups(spaced, cur !== null, text, i, lead) ? spaced : undefined;
    const comma = grouped ? undefined : DECIMAL_COMMA.exec(body);
    const english = NUMBER.exec(body);
    const numText = grouped ?? (comma && comma[0].length > (english?.[0].length ?? 0) ? comma : english);
    if (numText) {
      const start = i;
      let end = lead + numText[0].length;
      // "£7·20", "£124·00": a raised dot that money shows to be a decimal point (raised-point.ts).
      const raised = RAISED_DOTS.includes(text[end] ?? '_') && raisedPoint(text, end) === 'decimal' ? /^\d+/.exec(text.slice(end + 1, end + 41))![0] : undefined;
      if (raised) end += 1 + raised.length;
      // "12 34 567": digit groups apart by spaces that are no consistent grouping are one number
      // read in no way the text settles, never a number and a calculation after it (issue 22).
      const run = !grouped && /^[ \u00a0\u2009\u202f]\d/.test(text.slice(end, end + 2)) ? /^(?:[ \u00a0\u2009\u202f]\d+)+/.exec(text.slice(end))![0] : '';
      if (run && !/^\s*\d+\/\d/.test(text.slice(end))) {
        const all = text.slice(lead, end + run.length);
        out.push({ kind: 'num', start, end: end + run.length, value: Q.parse(all.replace(/\D/g, ''))!, decimals: 0, percent: false, ambiguous: `"${all}" is digits apart by spaces, not grouped in threes: one number or several` });
        i = end + run.length;
        continue;
      }
      // "331_5", "1011011_2": a numeral in another base, its value read in that base (or nothing
      // read when its digits do not fit the base).
      const base = /^_(?:(\d{1,2})|\{(\d{1,2})\})/.exec(text.slice(end, end + 6));
      if (base) {
        const value = baseNumeral(numText[0], Number(base[1] ?? base[2]));
        out.push(value ? { kind: 'num', start, end: end + base[0].length, value, decimals: 0, percent: false } : { kind: 'opaque', start, end: end + base[0].length });
        i = end + base[0].length;
        continue;
      }
      // "In C, 017 + 1 = 16": code may read a leading zero as octal.
      if (/^0\d+$/.test(numText[0]) && CODE_WORDS.test(text)) {
        out.push({ kind: 'opaque', start, end });
        i = end;
        continue;
      }
      const after = text.slice(end, end + 8);
      if (NOT_A_QUANTITY.test(after)) {
        // Swallow the whole "5:30" / "1.2.3" so no part of it is read as a number.
        const m = /^[\w:.]*/.exec(text.slice(end))!;
        out.push({ kind: 'stop', start, end: end + m[0].length });
        i = end + m[0].length;
        continue;
      }
      // "2nd floor": an ordinal still names the number.
      const ord = ORDINAL.exec(after);
      if (ord) end += ord[0].length;
      // "60°": degrees, a unit (as `60^\circ`); "100 °C" is a temperature, left to the units checker.
      const degree = /^\s?°(?![CFK]\b)/.exec(after);
      let percent = false;
      // (Its own window: " per cent" is longer than `after`, which cut it to " per cen" and read no percentage.)
      const pct = /^\s?(?:%|percent\b|per\s+cent\b)/i.exec(text.slice(end, end + 16));
      if (pct) {
        percent = true;
        end += pct[0].length;
      }
      // "62 €", "100 EUR": a currency after the amount is the amount's, as one before it is.
      const trailing = percent ? null : CURRENCY_AFTER.exec(text.slice(end, end + 8));
      if (trailing) end += trailing[0].length;
      const ambiguous = numText === comma ? `"${numText[0]}" reads as a decimal comma or as a list of numbers, depending on a convention the text does not state` : undefined;
      const raw = ambiguous ? numText[0].replace(',', '.').replace(/,/g, '') : numText[0].replace(/[,\s\u00a0\u2009\u202f'’]/g, '') + (raised ? `.${raised}` : '');
      let value = Q.parse(raw.startsWith('.') ? `0${raw}` : raw)!;
      if (percent) value = value.div(Q.of(100));
      const decimals = /\.(\d+)$/.exec(raw)?.[1]?.length ?? 0;
      const continued = decimals > 0 && !percent && /^\s?(?:\.{3}|…)/.test(text.slice(end, end + 4)) ? { continued: true } : {};
      out.push(ambiguous ? { kind: 'num', start, end, value, decimals, percent, ambiguous, ...continued } : { kind: 'num', start, end, value, decimals, percent, ...continued });
      i = end;
      if (degree && !percent) {
        out.push({ kind: 'word', start: i + degree[0].length - 1, end: i + degree[0].length, text: 'degrees' });
        i += degree[0].length;
        continue;
      }
      // "$2.50/person": a per-unit quantity; the unit is a word, not a division.
      // "1.55 CAD/L", "€1.20/kg": after money, a slash and a unit symbol price one unit (a rate), never a division by an unknown.
      const perUnit = cur || trailing ? /^\/(\p{L}+)(?![\p{L}\d])/u.exec(text.slice(i, i + 12)) : null;
      const per = perUnit && isUnit(perUnit[1]!) ? perUnit : /^\/\p{L}{2,}/u.exec(text.slice(i, i + 40));
      if (per) {
        out.push({ kind: 'word', start: i, end: i + per[0].length, text: per[0].toLowerCase() });
        i += per[0].length;
      }
      continue;
    }
    if (c === '(' || c === '[') {
      out.push({ kind: 'lp', start: i, end: i + 1 });
      i++;
      continue;
    }
    if (c === ')' || c === ']') {
      out.push({ kind: 'rp', start: i, end: i + 1 });
      i++;
      continue;
    }
    const sym = /^(?:≈|~=|≅|~|==|=|\*\*|≠|!=|<=|>=|≤|≥|<|>|≡)/.exec(rest);
    if (sym) {
      if (sym[0] === '**') {
        out.push({ kind: 'op', start: i, end: i + 2, op: '^', word: false });
        i += 2;
        continue;
      }
      // "= about 33" is an approximate equality.
      const about = /^\s*(?:about|approximately|approx\.?|roughly|around|nearly)\b/i.exec(text.slice(i + sym[0].length));
      const rel: Rel = sym[0] === '=' || sym[0] === '==' ? (about ? 'approx' : 'eq') : COMPARISONS[sym[0]] ?? 'approx';
      const end = i + sym[0].length + (about && (rel === 'eq' || rel === 'approx') ? about[0].length : 0);
      out.push({ kind: 'rel', start: i, end, rel: about && rel === 'eq' ? 'approx' : rel, word: false });
      i = end;
      continue;
    }
    // "5! = 120", "7!/(2!·5!)", "3!.": a factorial when an operator, a relation, a parenthesis or
    // punctuation follows; "= 7!" at the end, or before a capital, ends a sentence. Before a
    // lower-case word ("= 4! orderings", "= 4! and then") it may be either: the number is read
    // both ways, so a calculation that rests on it is not decided.
    const before = out.at(-1);
    if (c === '!' && before?.end === i && (before.kind === 'num' || before.kind === 'rp') && /^!(?:\s*[-+*/×÷·∙=<>≤≥≠()\]]|[.,;:]|\s+\p{Ll})/u.test(rest)) {
      if (before.kind === 'num' && /^!\s+\p{Ll}/u.test(rest)) before.ambiguous ??= `"${text.slice(before.start, i + 1)}" reads as a factorial or as a number with an exclamation mark`;
      out.push({ kind: 'fact', start: i, end: i + 1 });
      i++;
      continue;
    }
    if (rest.startsWith('//')) {
      // "180//3": a doubled slash typed for division.
      out.push({ kind: 'op', start: i, end: i + 2, op: '/', word: false });
      i += 2;
      continue;
    }
    if (c in SYMBOL_OPS) {
      // "2·5": a raised dot glued between digits that nothing shows to be a product or a decimal
      // point carries the decimal reading too (raised-point.ts; "£7·20" was read as one number above).
      const point = before?.kind === 'num' && before.end === i ? raisedDecimal(before, text, i) : undefined;
      out.push({ kind: 'op', start: i, end: i + 1, op: SYMBOL_OPS[c]!, word: false, ...(point ? { point } : {}) });
      i++;
      continue;
    }
    // "²²⁄₁₅": superscript digits, a fraction slash and subscript digits write one fraction, as Unicode
    // composes any vulgar fraction (issue 22, claims10); never a power of the number before it.
    const composed = /^([⁰¹²³⁴⁵⁶⁷⁸⁹]+)[⁄/]([₀₁₂₃₄₅₆₇₈₉]+)/.exec(rest);
    if (composed) {
      const [n, d] = [composed[1]!, composed[2]!].map((x) => BigInt([...x].map((ch) => (SUPERSCRIPT_DIGITS.includes(ch) ? SUPERSCRIPT_DIGITS.indexOf(ch) : SUBSCRIPT_DIGITS.indexOf(ch))).join(''))) as [bigint, bigint];
      const end = i + composed[0].length;
      out.push(d === 0n ? { kind: 'opaque', start: i, end } : { kind: 'num', start: i, end, value: Q.of(n, d), decimals: 0, percent: false, fraction: true });
      i = end;
      continue;
    }
    // "9.0²", "7⁴", "10⁻³", "(1.05)¹⁰": a run of superscript digits glued to a number, a closing
    // parenthesis or a letter is its exponent, as `^{…}` is in LaTeX. "²" and "³" alone are the
    // squares and cubes of units too ("m²", "cm ³"); any other superscript standing apart may
    // be a footnote mark, and stays punctuation.
    const sup = SUPERSCRIPT.exec(rest);
    const glued = out.at(-1)?.end === i && ['num', 'rp', 'var'].includes(out.at(-1)!.kind);
    if (sup && (glued || (!sup[1] && /^[²³]$/.test(sup[2]!)))) {
      const digits = [...sup[2]!].map((d) => SUPERSCRIPT_DIGITS.indexOf(d)).join('');
      out.push({ kind: 'op', start: i, end: i, op: '^', word: false });
      out.push({ kind: 'num', start: i, end: i + sup[0].length, value: Q.parse(`${sup[1] ? '-' : ''}${digits}`)!, decimals: 0, percent: false });
      i += sup[0].length;
      continue;
    }
    // "½ × 3.0", "¾ of the cake": a vulgar fraction is the number it shows.
    if (c in VULGAR_FRACTIONS) {
      const [n, d] = VULGAR_FRACTIONS[c]!;
      out.push({ kind: 'num', start: i, end: i + 1, value: Q.of(BigInt(n), BigInt(d)), decimals: 0, percent: false, fraction: true });
      i++;
      continue;
    }
    const word = WORD.exec(rest);
    if (word) {
      const w = word[0];
      const lower = w.toLowerCase();
      // "x" between two numbers is multiplication ("3 x 5", "3x5"); glued to a number before "=" it is a variable ("3x = 30").
      // "x" after a quantity is multiplication when a number follows ("3 x 5", "3x5") or when it
      // stands alone between spaces ("8 x Y"); glued to a number before "=" it is an unknown ("3x = 30").
      const spaced = /\s/.test(text[i - 1] ?? '') && /^\s+[\p{L}\d$(]/u.test(text.slice(i + 1, i + 4)) && !/^\s+(?:is|are|was|equals)\b/i.test(text.slice(i + 1, i + 12));
      if (lower === 'x' && followsQuantity(out) && (isDigitStart(text, i + 1) || spaced)) {
        out.push({ kind: 'op', start: i, end: i + 1, op: '*', word: false });
        i++;
        continue;
      }
      const op = WORD_OPS.find(([re]) => re.test(rest));
      // A word operator needs an operand after it: "16 times + 8 times" counts occasions.
      if (op && OPERAND_START.test(text.slice(i + op[0].exec(rest)![0].length, i + op[0].exec(rest)![0].length + 20))) {
        const m = op[0].exec(rest)!;
        out.push({ kind: 'op', start: i, end: i + m[0].length, op: op[1], word: true });
        i += m[0].length;
        continue;
      }
      const rel = WORD_RELS.find(([re]) => re.test(rest));
      if (rel) {
        const m = rel[0].exec(rest)!;
        out.push({ kind: 'rel', start: i, end: i + m[0].length, rel: rel[1], word: true });
        i += m[0].length;
        continue;
      }
      if (lower === 'squared' || lower === 'cubed') {
        out.push({ kind: 'op', start: i, end: i, op: '^', word: true });
        out.push({ kind: 'num', start: i, end: i + w.length, value: Q.of(lower === 'squared' ? 2 : 3), decimals: 0, percent: false });
        i += w.length;
        continue;
      }
      // "ln 7", "ln(e^5)": the natural logarithm is the logarithm to the base e, read as log_e.
      if (lower === 'ln' && out.at(-1)?.kind !== 'num' && /^\s*(?:[\d(]|e(?![\p{L}\d]))/u.test(text.slice(i + 2, i + 6))) {
        out.push(...naturalLogTokens(i, i + 2));
        i += 2;
        continue;
      }
      // "log 2 + log 5 = 1, with log meaning base 10": a bare "log" whose base the statement names
      // in words is the logarithm to that base (issue 22, claims 8); unnamed, it stays unread below.
      if (lower === 'log' && out.at(-1)?.kind !== 'num' && /^\s*[\d(]/.test(text.slice(i + 3, i + 5)) && (logBase === null ? (logBase = declaredLogBase(text)) : logBase) !== undefined) {
        if (logBase === 'e') out.push(...naturalLogTokens(i, i + 3));
        else out.push({ kind: 'fn', fn: 'log', start: i, end: i + 3 }, { kind: 'lp', start: i + 3, end: i + 3 }, { kind: 'num', start: i + 3, end: i + 3, value: Q.of(logBase!), decimals: 0, percent: false }, { kind: 'rp', start: i + 3, end: i + 3 });
        i += 3;
        continue;
      }
      // "sin 30", "tan θ = √3", "log(100)": a function written as a word applies to what follows,
      // as `\sin` does in LaTeX; it is not read, and no calculation starts inside it.
      if (PROSE_FUNCTIONS.has(lower) && out.at(-1)?.kind !== 'num' && /^\s*(?:[\d(=^√−\-.]|\p{L}(?!\p{L}))/u.test(text.slice(i + w.length, i + w.length + 4))) {
        out.push({ kind: 'opaque', start: i, end: i + w.length });
        i += w.length;
        continue;
      }
      // Numbers as words: a run such as "twenty-four" or "three hundred".
      const run = /^[a-z]+(?:[\s-]+[a-z]+)*/i.exec(text.slice(i, i + 80))?.[0] ?? '';
      const parts = run.toLowerCase().split(/[\s-]+/);
      let spelled = false;
      for (let k = Math.min(parts.length, 9); k >= 1 && !spelled; k--) {
        const v = wordsValue(parts.slice(0, k));
        if (v === undefined) continue;
        const m = new RegExp(`^${parts.slice(0, k).join('[\\s-]+')}`, 'i').exec(text.slice(i))!;
        out.push({ kind: 'num', start: i, end: i + m[0].length, value: Q.of(v), decimals: 0, percent: false });
        i += m[0].length;
        spelled = true;
      }
      if (spelled) continue;
      // "log_2(8)", "log_10 1000": a logarithm to the base written after it; "log" alone has no base that the text settles.
      const base = lower === 'log' ? /^_(?:(\d{1,3})|\{(\d{1,3})\})/.exec(text.slice(i + 3, i + 10)) : null;
      if (base) {
        const b = base[1] ?? base[2]!;
        const at = i + 3 + base[0].indexOf(b);
        out.push({ kind: 'fn', fn: 'log', start: i, end: i + 3 }, { kind: 'lp', start: at, end: at }, { kind: 'num', start: at, end: at + b.length, value: Q.of(BigInt(b)), decimals: 0, percent: false }, { kind: 'rp', start: at + b.length, end: i + 3 + base[0].length });
        i += 3 + base[0].length;
        continue;
      }
      // "a_20", "s_(n-1)", "S_{n}", "x_ij": an unknown with its subscript is one name. A subscript
      // without braces is a run of digits or of letters, as in TeX: "c_0c_2" is c_0 times c_2.
      const sub = /^_(?:\{[^{}\s]{1,20}\}|\([^()\s]{1,20}\)|\p{N}{1,10}|\p{L}{1,10})/u.exec(text.slice(i + w.length, i + w.length + 24));
      if (w.length === 1 && sub) {
        out.push({ kind: 'var', start: i, end: i + 1 + sub[0].length, name: `${w}${sub[0]}` });
        i += 1 + sub[0].length;
        continue;
      }
      // A lone "e" raised to a power ("e^5", "e^(ln 7)") or taken the natural logarithm of ("ln e")
      // is Euler's number, as everywhere in mathematics; elsewhere a lone e is an unknown like any letter.
      if (w === 'e' && isEulerE(text, i, out.at(-1))) {
        out.push({ kind: 'const', start: i, end: i + 1, name: 'e' });
        i++;
        continue;
      }
      // π is a constant of its own even when letters follow it: "2πr" is 2 × π × r.
      if (w.startsWith('π')) {
        out.push({ kind: 'const', start: i, end: i + 1, name: 'pi' });
        i++;
        continue;
      }
      // A lone letter is an unknown (x, n, α); "a" and "I" are words, but "a" beside an operator,
      // a relation or a parenthesis of a formula ("a/(b + c)", "c + a"), or glued to a number
      // ("2a"), is a letter: no article stands there.
      if (w.length === 1 && w !== 'I' && (lower !== 'a' || inFormula(text, i) || algebraicA(text, i))) out.push({ kind: 'var', start: i, end: i + 1, name: w });
      else out.push({ kind: 'word', start: i, end: i + w.length, text: lower, ...(w !== lower ? { raw: w } : {}) });
      i += w.length;
      continue;
    }
    // "√16", "√(2)": a square root; other mathematical symbols the grammar does not read (∑, ∫,
    // ≡, |) are opaque, so nothing is computed across them; the rest is punctuation.
    if (c === '√' && /^\s?[\d(]/.test(text.slice(i + 1, i + 3))) {
      out.push({ kind: 'fn', fn: 'sqrt', start: i, end: i + 1 });
      const arg = /^\s?(\d+(?:\.\d+)?)/.exec(text.slice(i + 1, i + 40));
      if (arg) {
        // √16 takes the number right after it as its argument.
        const at = i + 1 + arg[0].length - arg[1]!.length;
        out.push({ kind: 'lp', start: at, end: at }, { kind: 'num', start: at, end: at + arg[1]!.length, value: Q.parse(arg[1]!)!, decimals: /\.(\d+)/.exec(arg[1]!)?.[1]?.length ?? 0, percent: false }, { kind: 'rp', start: at + arg[1]!.length, end: at + arg[1]!.length });
        i = at + arg[1]!.length;
      } else i++;
      continue;
    }
    // An arrow ("⇒", "→", "∴") leads from one statement to the next, as `\implies` and `\to` do in
    // LaTeX: what stands before it is complete, and what follows starts afresh ("s² = 32/7 ≈ 4.574
    // ⇒ s ≈ 2.138").
    if (ARROWS.test(c)) {
      out.push({ kind: 'stop', start: i, end: i + 1 });
      i++;
      continue;
    }
    // "⌊30/9⌋", "⌈7/2⌉": floor and ceiling, as `\lfloor \rfloor` in LaTeX.
    if (c === '⌊' || c === '⌈') {
      out.push({ kind: 'fn', fn: c === '⌊' ? 'floor' : 'ceil', start: i, end: i }, { kind: 'lp', start: i, end: i + 1 });
      i++;
      continue;
    }
    if (c === '⌋' || c === '⌉') {
      out.push({ kind: 'rp', start: i, end: i + 1 });
      i++;
      continue;
    }
    if (/[|∑∏∫∞≡∈∉⊂⊆∪∩∀∃∂∇±∓]/.test(c)) {
      out.push({ kind: 'opaque', start: i, end: i + 1 });
      i++;
      continue;
    }
    out.push(c === ',' ? { kind: 'stop', start: i, end: i + 1, comma: true } : { kind: 'stop', start: i, end: i + 1 });
    i++;
  }
  foldScales(out);
  return out;
}

// Functions written as words glued to their parenthesis: "gcd(12, 18)", "floor(30/9)", "sqrt(25)".
const PLAIN_FUNCTIONS = wordTable<Fn>({ gcd: 'gcd', lcm: 'lcm', floor: 'floor', ceil: 'ceil', ceiling: 'ceil', sqrt: 'sqrt' });

// Words that multiply the number before them: "2 dozen", "1.5 million", "$3 billion".
const SCALES = wordTable<bigint>({ dozen: 12n, hundred: 100n, thousand: 1000n, million: 10n ** 6n, billion: 10n ** 9n, trillion: 10n ** 12n });

/**
 * "2 dozen" is 24 or 2 dozen, and "1.5 million" 1,500,000 (shown to the nearest hundred thousand)
 * or 1.5 millions: a number followed by a scale word is one quantity with two readings, in prose
 * and in `\text{}` alike, so "2 dozen = 2 × 12" and "66 / 12 = 5.5 dozen" both hold.
 */
export function foldScales(tokens: Token[]): void {
  markFunctionsAndModuli(tokens);
  foldCompounds(tokens);
  for (let k = tokens.length - 2; k >= 0; k--) {
    const t = tokens[k]!;
    const w = tokens[k + 1]!;
    if (t.kind !== 'num' || t.percent || w.kind !== 'word' || !(w.text in SCALES)) continue;
    const scale = SCALES[w.text]!;
    const zeros = scale === 12n ? 0 : scale.toString().length - 1;
    tokens.splice(k, 2, { ...t, scaled: { value: t.value.mul(Q.of(scale)), decimals: t.decimals - zeros, word: w.text }, end: w.end });
  }
}

/** The unit a single token may name after a number: a word ("min", "hours") or a letter ("h", "s"). */
function unitOfToken(t: Token | undefined): string | undefined {
  return t?.kind === 'word' ? unitText(t) : t?.kind === 'var' && !t.name.includes('_') ? t.name : undefined;
}

/**
 * A word as a unit: as written when that names a unit, since a symbol's case is its meaning
 * ("MW" is a megawatt, "mW" a milliwatt, "kJ" a kilojoule), else lower-cased as words are read
 * ("Hours", "MIN").
 */
export function unitText(t: { text: string; raw?: string }): string {
  return t.raw !== undefined && isUnit(t.raw) ? t.raw : t.text;
}

/**
 * "2 h 15 min", "3 hours and 20 minutes", "5 ft 3 in", "1 h 2 min 3 s": a quantity that goes on
 * in a smaller unit of its kind is one quantity, read in its last unit (2 h 15 min is 135 min),
 * its text kept as written; the unit after it becomes a word. It is folded only when every part
 * after the first is less than one of the unit before it and the first is a whole number
 * ("2 h 75 min" is not a way to write a duration, and is left alone).
 */
function foldCompounds(tokens: Token[]): void {
  for (let k = 0; k + 3 < tokens.length; k++) {
    const a = tokens[k]!;
    if (a.kind !== 'num' || a.percent || a.ambiguous || a.scaled || !a.value.isInteger() || a.value.n < 0n) continue;
    const u1 = unitOfToken(tokens[k + 1]);
    let j = k + 2;
    const and = tokens[j];
    if (and?.kind === 'word' && and.text === 'and') j++;
    const b = tokens[j];
    const u2 = unitOfToken(tokens[j + 1]);
    if (!u1 || !u2 || b?.kind !== 'num' || b.percent || b.ambiguous || b.scaled || b.value.n < 0n) continue;
    const c = conversionFactor(u1, u2);
    const f = c ? Math.round(c.factor) : 0;
    if (!c || f < 2 || Math.abs(c.factor - f) > 1e-9 * f || b.value.cmp(Q.of(f)) >= 0) continue;
    const unit = tokens[j + 1]!;
    const math = a.math ? { math: true } : {};
    const written = a.compound ?? `${a.value} ${u1}`;
    tokens.splice(k, j + 2 - k, { kind: 'num', value: a.value.mul(Q.of(f)).add(b.value), decimals: b.decimals, percent: false, compound: `${written} ${b.value.isInteger() ? b.value : b.value.toNumber()} ${u2}`, start: a.start, end: b.end, ...math }, { kind: 'word', text: u2, start: unit.start, end: unit.end, ...(unit.math ? { math: true } : {}) });
    // "1 h 2 min 3 s": the folded quantity may go on again.
    k--;
  }
}

/**
 * "gcd(12, 18)", `\gcd(12, 18)`, `\operatorname{lcm}(4, 6)`: gcd and lcm glued to a parenthesis are
 * functions, and so are "floor(30/9)", "ceil(7/2)" and "sqrt(25)" as plain text writes `\lfloor \rfloor` and `\sqrt`.
 * "23 mod 5" is the remainder; "(mod 5)" after a congruence is its modulus.
 */
function markFunctionsAndModuli(tokens: Token[]): void {
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word') continue;
    const next = tokens[k + 1];
    const fn = PLAIN_FUNCTIONS[t.text];
    if (fn && next?.kind === 'lp' && next.start === t.end) tokens[k] = { kind: 'fn', fn, start: t.start, end: t.end, ...(t.math ? { math: true } : {}) };
    else if (t.text === 'mod' && tokens[k - 1]?.kind === 'lp') tokens[k] = { kind: 'modulus', start: t.start, end: t.end, ...(t.math ? { math: true } : {}) };
    else if (t.text === 'mod' && next?.kind === 'num' && (tokens[k - 1]?.kind === 'num' || tokens[k - 1]?.kind === 'rp')) tokens[k] = { kind: 'op', op: 'mod', word: true, start: t.start, end: t.end, ...(t.math ? { math: true } : {}) };
  }
}

/** The value of `digits` read in `base` (2 to 36) as a rational: undefined when a digit does not fit the base. */
export function baseNumeral(digits: string, base: number): Q | undefined {
  const n = numeralValue(digits, base);
  return n === undefined ? undefined : Q.of(n);
}

/** The tokens of a natural logarithm at [start, end): log with the base e given as its first argument, as `log_b` is. */
export function naturalLogTokens(start: number, end: number, math?: true): Token[] {
  const m = math ? { math } : {};
  return [
    { kind: 'fn', fn: 'log', start, end, ...m },
    { kind: 'lp', start: end, end, ...m },
    { kind: 'const', name: 'e', start: end, end, ...m },
    { kind: 'rp', start: end, end, ...m },
  ];
}

/** Whether a lone "e" at `i` is Euler's number: the base of a power, or the argument of ln. */
function isEulerE(text: string, i: number, before: Token | undefined): boolean {
  if (/^\s*\^/.test(text.slice(i + 1, i + 4))) return true;
  return (before?.kind === 'rp' && before.start === before.end) || (before?.kind === 'lp' && /\bln\s*\($/.test(text.slice(Math.max(0, i - 6), i)));
}
