// Numerals written in another base (spec/DECISIONS.md "Numerals in another base", issue 22,
// claims10). A numeral carries its base as a subscript (`34_6`, `34_{6}`, `(34)_6`, `34₆`), or a
// frame names the base of every numeral of the relation it stands over ("In base 7, 66 + 60 =
// 156.", "Base 6: 40 + 30 = 110", "101 + 11 = 1000 in binary"). Either way the relation is
// computed in that base, or not at all: a digit that does not fit the base, a numeral with a point
// or a currency, or a base the text names in a way not read here leaves it `uncertain`. Read as
// decimal, "34₆ + 50₆ = 124₆" was called false (claims10's first contact).

export const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
import { wordTable } from '../word-table.js';

/** "34₆", "(34)₆", "FF₁₆": a run of subscript digits glued to a numeral is its base, written `_n` as LaTeX does. */
export function subscriptBasesToUnderscore(s: string): string {
  // After digits, with upper-case hexadecimal letters among them (`1A₁₆`) or alone, two or more
  // (`FF₁₆`), or after a closing bracket around a numeral (`(34)₆`); a
  // subscript after a letter alone (`x₁`, `CO₂`) is an index or a formula, left to NFKC.
  return s.replace(/(\b[0-9A-F]*[0-9][0-9A-F]*|\b[A-F]{2,}|\(\s*[0-9A-Za-z]+\s*\))([₀-₉]{1,2})(?![₀-₉])/g, (_, numeral: string, sub: string) => `${numeral}_${[...sub].map((c) => SUBSCRIPT_DIGITS.indexOf(c)).join('')}`);
}

/** The value of `digits` in `base` (2 to 36), or undefined when a digit does not fit. */
export function numeralValue(digits: string, base: number): bigint | undefined {
  if (!Number.isInteger(base) || base < 2 || base > 36 || !/^[0-9a-z]+$/i.test(digits)) return undefined;
  let n = 0n;
  for (const ch of digits.toLowerCase()) {
    const d = parseInt(ch, 36);
    if (d >= base) return undefined;
    n = n * BigInt(base) + BigInt(d);
  }
  return n;
}

const BASE_WORDS = wordTable<number>({
  binary: 2, ternary: 3, quaternary: 4, quinary: 5, senary: 6, septenary: 7, octal: 8, nonary: 9, decimal: 10,
  duodecimal: 12, hexadecimal: 16, hex: 16,
});
const NUMBER_WORDS = wordTable<number>({
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
});
const BASE_NAME = String.raw`(?:(?:base|radix)[\s-]*(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})|(${Object.keys(BASE_WORDS).join('|')}))`;
// "In base 7, …", "Working in base-6: …", "Base 5: …", "In binary, …", "Using octal, …".
const LEADING_FRAME = new RegExp(String.raw`^\s*(?:(?:working|computing|counting|calculating|written|writing)\s+)?(?:(?:in|using)\s+(?:the\s+)?)?${BASE_NAME}(?:\s+(?:arithmetic|notation|numerals?|system))?\s*[,:]\s*`, 'i');
// "… = 1000 in binary", "… = 156 (base 7)", "…, in base 7".
const TRAILING_FRAME = new RegExp(String.raw`\s*(?:,\s*|\s)(?:\(\s*(?:in\s+)?${BASE_NAME}\s*\)|(?:in|using)\s+${BASE_NAME})\s*[.!]?\s*$`, 'i');
// Any other mention of a base of numerals ("if we work in base 7 …", "the base-7 sum", "radix"):
// not read, so it makes the numerals beside it unreadable rather than decimal.
const BASE_MENTION = new RegExp(String.raw`\b(?:(?:in|using|to|into|from)\s+(?:the\s+)?${BASE_NAME}|(?:base|radix)[\s-]*(?:\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\b|${BASE_NAME}\s+(?:arithmetic|notation|numerals?|system|digits?|sum|product|addition|multiplication|representation|form|number)|radix)`, 'i');
// Every mention, for matchAll only (which iterates a copy, so no lastIndex is left behind).
const BASE_MENTIONS = new RegExp(BASE_MENTION.source, 'gi');

function baseOf(m: RegExpExecArray, at: number): number | undefined {
  const n = m[at];
  const w = m[at + 1];
  if (n) return /^\d+$/.test(n) ? Number(n) : NUMBER_WORDS[n.toLowerCase()];
  return w ? BASE_WORDS[w.toLowerCase()] : undefined;
}

/** A frame naming the base of the relation: its base and where the relation stands ([start, end) in `text`). */
export interface BaseFrame {
  base: number;
  /** The frame's own words, which hold no operand: [start, end). */
  frameStart: number;
  frameEnd: number;
  /** The relation it stands over. */
  start: number;
  end: number;
}

// A base subscript on a numeral (digits first, upper-case hexadecimal letters, or a bracket): `a_1` is an index, not a base.
const NUMERAL_SUBSCRIPT = /(?:(?<![\p{L}\p{N}_])\d[0-9A-F]*|(?<![\p{L}\p{N}_])[A-F]{2,}|\))_(?:\{\s*(\d{1,2})\s*\}|(\d{1,2})(?!\d))/gu;
// A numeral of another base as an operand ("34₆ + 50₆"), not a side of its own ("331_5 = 75 + 15 + 1",
// a conversion whose other side is decimal).
const BASED_OPERAND = /(?:[0-9A-F]|\))_(?:\{\s*\d{1,2}\s*\}|\d{1,2})\s*(?:[-+*/×·÷^]|\\times|\\cdot|\\div)|(?:[-+*/×·÷^]|\\times|\\cdot|\\div)\s*\(?\s*[0-9A-F]+\s*\)?_(?:\{\s*\d{1,2}\s*\}|\d{1,2})/;
// An operator between operands: a computation, not a conversion ("1011₂ = 11" names one number twice).
const COMPUTES = /[0-9a-z)}]\s*(?:[-+*/×·÷^]|\\times|\\cdot|\b(?:plus|minus|times)\b)\s*[0-9a-z({]/i;
// A relation the frame stands over: an operator and a relation between numerals.
const HAS_RELATION = /[=<>≤≥≠]|\b(?:is|equals?|makes|gives)\b/i;

/** The frame of `text` that names the base of its numerals, when it stands before or after the whole relation. */
export function baseFrame(text: string): BaseFrame | undefined {
  const lead = LEADING_FRAME.exec(text);
  if (lead) {
    const base = baseOf(lead, 1);
    if (base !== undefined && HAS_RELATION.test(text.slice(lead[0].length))) return { base, frameStart: lead.index, frameEnd: lead.index + lead[0].length, start: lead.index + lead[0].length, end: text.length };
  }
  const trail = TRAILING_FRAME.exec(text);
  if (trail) {
    const base = baseOf(trail, 1) ?? baseOf(trail, 3);
    // Only over a computation: "45 is 101101 in binary" (a conversion, one number in two bases) is number theory's (checkers/number-theory.ts).
    const body = text.slice(0, trail.index);
    if (base !== undefined && HAS_RELATION.test(body) && COMPUTES.test(body)) return { base, frameStart: trail.index, frameEnd: text.length, start: 0, end: trail.index };
  }
  return undefined;
}

// "0x1F", "0b101", "0o17": a programming literal (tokens.ts reads it so too).
const PREFIXED_LITERAL = /(?<![\p{L}\p{N}_.])0([xbo])([0-9a-f]+)(?![0-9a-z_.])/giu;
// Text that is code, where a prefixed literal is one: a comparison of code, a language named, a call (tokens.ts reads it so too).
export const CODE_WORDS = /==|!=|`|>>>|\b(?:python|javascript|typescript|java|c\+\+|c#|rust|go|ruby|perl|php|bash|hex|print|console\.log|printf)\b|\bin\s+C\b/i;
// "017" in code that may read it as octal (C, Java, JavaScript's legacy, Python 2).
const LEADING_ZERO = /(?<![\p{L}\p{N}_.,])0\d+(?![\d.])/u;

/** The text with programming literals in decimal; "0x10" with decimal digits only is zero times ten outside code, so no reading. */
function prefixedLiterals(text: string): string | { unreadable: string } {
  // "hex(49) is '0x31'": the string a conversion returns is the claim, not a number to convert.
  if (/\b(?:hex|bin|oct|int)\s*\(/i.test(text)) return text;
  const code = CODE_WORDS.test(text);
  if (code && LEADING_ZERO.test(text)) return { unreadable: 'a numeral with a leading zero in code may be octal' };
  let bad: string | undefined;
  const out = text.replace(PREFIXED_LITERAL, (whole, prefix: string, digits: string) => {
    const radix = /x/i.test(prefix) ? 16 : /b/i.test(prefix) ? 2 : 8;
    const v = radix === 16 && !/[a-f]/i.test(digits) && !code ? undefined : numeralValue(digits, radix);
    if (v === undefined) bad ??= `"${whole}" is a literal of base ${radix} that does not read, or zero times a number`;
    return v === undefined ? whole : v.toString();
  });
  return bad ? { unreadable: bad } : out;
}

/**
 * The least base other than ten that a subscript in the text names, when a numeral of that base is
 * an operand ("34₆ + 50₆ = 124"): a bare numeral from that base up may be written in either base.
 */
export function subscriptBaseBeside(text: string): number | undefined {
  const written = subscriptBasesToUnderscore(text);
  const bases = [...written.matchAll(NUMERAL_SUBSCRIPT)].map((m) => Number(m[1] ?? m[2])).filter((b) => b !== 10 && b >= 2);
  return bases.length && BASED_OPERAND.test(written) ? Math.min(...bases) : undefined;
}

/** Whether the text names a base of numerals anywhere (framed or not); a logarithm's base is not one. */
export function mentionsNumeralBase(text: string): boolean {
  if (/\blog|\bln\b|logarithm|exponent/i.test(text)) return false;
  for (const m of text.matchAll(BASE_MENTIONS)) {
    // Base ten is the decimal reading itself.
    if (/\b(?:10|ten|decimal)\b/i.test(m[0])) continue;
    // A triangle's or a prism's base ("base 6 cm and height 4") is geometry.
    if (/\b(?:height|triangle|rectangle|parallelogram|trapezoid|trapezium|rhombus|prism|cylinder|cone|pyramid|area|width|length|side|cm|mm|ft|inches|metres|meters|units)\b/i.test(`${text.slice(Math.max(0, m.index - 30), m.index)} ${text.slice(m.index + m[0].length, m.index + m[0].length + 30)}`)) continue;
    return true;
  }
  return false;
}

/**
 * The text of a short claim with every numeral of another base written in decimal: the frame's
 * base for plain numerals, a subscript's own base where one is written. `unreadable` says why
 * no such rewriting exists (a digit that does not fit, a point, a currency, a number word).
 */
export function numeralsInDecimal(input: string): { text: string; base?: number; subscripts?: boolean } | { unreadable: string } {
  const literals = prefixedLiterals(input);
  if (typeof literals !== 'string') return literals;
  const text = literals;
  // "0.0011_2": a point in a numeral of another base (a fraction in binary) is not read here.
  if (/\d[.,]\d*[0-9a-z]*(?:_\{?\s*\d|[₀-₉])/i.test(text)) return { unreadable: 'a numeral of another base with a point is not read here' };
  const frame = baseFrame(text);
  const subscripted = /(?:\b[0-9a-z]*\d[0-9a-z]*|\b[A-F]{2,}|\(\s*[0-9a-z]+\s*\))_(?:\{\s*\d{1,2}\s*\}|\d{1,2}(?!\d))/i.test(text);
  if (!frame && !subscripted) return mentionsNumeralBase(text) && /\d/.test(text) && /\d\s*(?:[-+*/×·÷^]|\b(?:plus|minus|times|divided)\b)\s*\d/i.test(text) ? { unreadable: 'the text names a base for its numerals in a way that is not read here' } : { text };
  const body = frame ? text.slice(frame.start, frame.end) : text;
  const base = frame?.base;
  if (base !== undefined && base > 10 && !/^[\s0-9a-z+\-*/×·÷^()=<>≤≥≠]+$/i.test(body)) return { unreadable: `numerals in base ${base} may hold letters, which words beside them make unreadable` };
  if (base !== undefined && (/[$€£¥%]|\d[.,]\d|\d\s*\/\s*\d/.test(body) || /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b/i.test(body))) return { unreadable: `in base ${base}, a point, a fraction, a currency or a number word has no reading here` };
  let bad: string | undefined;
  // "34₆ + 50₆ = 124": a bare numeral in a computation beside numerals of another base may be
  // written in either; read only when its value is the same in both (a digit below the base).
  if (!frame) {
    const others = [...text.matchAll(NUMERAL_SUBSCRIPT)].map((m) => Number(m[1] ?? m[2])).filter((b) => b !== 10 && b >= 2);
    const bare = [...text.matchAll(/(?<![\p{L}\p{N}_.(])\d+(?![\p{L}\p{N}_.)])/gu)].map((m) => Number(m[0]));
    if (others.length && BASED_OPERAND.test(text) && bare.some((n) => n >= Math.min(...others))) bad = 'a bare numeral beside numerals of another base may be written in either base';
  }
  const numeral = base !== undefined && base > 10 ? /\(\s*([0-9a-z]+)\s*\)_(?:\{\s*(\d{1,2})\s*\}|(\d{1,2})(?!\d))|\b([0-9a-z]+)(?:_(?:\{\s*(\d{1,2})\s*\}|(\d{1,2})(?!\d)))?\b/gi : /\(\s*([0-9a-z]+)\s*\)_(?:\{\s*(\d{1,2})\s*\}|(\d{1,2})(?!\d))|\b([0-9a-z]*\d[0-9a-z]*(?=_)|[0-9][0-9a-z]*|[A-F]{2,}(?=_))(?:_(?:\{\s*(\d{1,2})\s*\}|(\d{1,2})(?!\d)))?/gi;
  const rewritten = body.replace(numeral, (whole, pDigits: string | undefined, pb1: string | undefined, pb2: string | undefined, digits: string | undefined, b1: string | undefined, b2: string | undefined) => {
    const written = pDigits ?? digits!;
    const own = pb1 ?? pb2 ?? b1 ?? b2;
    const b = own !== undefined ? Number(own) : base;
    if (b === undefined) return whole; // a plain decimal numeral beside subscripted ones
    const v = numeralValue(written, b);
    // Letters that fit no base ("2x_1") are an unknown with its index, not a numeral.
    if (v === undefined && own !== undefined && /[a-z]/i.test(written)) return whole;
    if (v === undefined) bad ??= `${written} is not a base-${b} numeral`;
    return v === undefined ? whole : v.toString();
  });
  if (bad) return { unreadable: bad };
  return base === undefined ? { text: rewritten, subscripts: rewritten !== body } : { text: rewritten.trim(), base };
}
