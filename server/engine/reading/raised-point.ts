// The raised dot between digits (issue 22, written set 9; spec/DECISIONS.md "Numbers"). A middle
// dot `·` (U+00B7) or a bullet operator `∙` (U+2219) glued between two digits is the decimal point
// of British typography (`£7·20`, `24·86p`) or a multiplication dot (`2·3`, `7·11·13`). One rule,
// for the prose lexer (tokens.ts), the LaTeX reader (latex.ts) and the checkers' text (text.ts):
//
// - a **product** when the digits show that the dot cannot be a decimal point: a number beside it
//   already has one (`0.15·240`, `2·0.5`), the dots run on (`7·11·13`, a number has one point),
//   the number before it is an exponent (`2^4·3^2`), or it stands in LaTeX math, whose decimal
//   point is the full stop (`$3·4 = 12$`), unless money shows the point there;
// - a **decimal point** when the number is money in pounds and pence (or any currency and its
//   cents): a currency sign or code before it, or after it, and exactly two digits after the dot
//   (`£7·20`, `£124·00`, `7·20 €`), as the comma-cents rule of "Currencies" reads `12,40 €`;
// - **either** otherwise (`2·5 = 10`, `24·86p`, `7·5 kg`: a count times a quantity is written so
//   too), and a relation whose verdict depends on the reading is `uncertain` (calculations.ts reads
//   both).

import { CURRENCY_CODE, CURRENCY_SIGN } from './currencies.js';

export type RaisedPoint = 'decimal' | 'product' | 'either';

/** The raised dots, `·` and `∙`, as a character class. */
export const RAISED_DOTS = '·∙';

const CURRENCY_BEFORE = new RegExp(String.raw`(?:${CURRENCY_SIGN}\s?|${CURRENCY_CODE}[ \u00a0])$`);
const CURRENCY_AFTER = new RegExp(String.raw`^(?:[ \u00a0]?${CURRENCY_SIGN}(?![\d\p{L}])|[ \u00a0]${CURRENCY_CODE}(?![\p{L}\d]))`, 'u');
const LEFT_NUMBER = /[\d.,]*\d$/;
const ENGLISH_GROUPS = /^\d{1,3}(?:,\d{3})+$/;
// Another raised dot right after the digits, or right before the number: a run of dots (`7·11·13`).
const DOT_AFTER = new RegExp(`^[${RAISED_DOTS}]\\d`);
const DOT_BEFORE = new RegExp(`\\d[${RAISED_DOTS}]$`);

/**
 * How the raised dot at `text[dot]` reads; undefined when it is not a `·` or `∙` glued between two
 * digits. `math`: the text is the source of LaTeX math.
 */
export function raisedPoint(text: string, dot: number, math = false): RaisedPoint | undefined {
  if (!RAISED_DOTS.includes(text[dot] ?? '') || !/\d/.test(text[dot - 1] ?? '') || !/\d/.test(text[dot + 1] ?? '')) return undefined;
  // Bounded look-arounds: a number is short, so no scan runs over the text.
  const head = text.slice(Math.max(0, dot - 40), dot);
  const left = LEFT_NUMBER.exec(head)![0];
  const before = head.slice(0, head.length - left.length);
  const right = /^\d+/.exec(text.slice(dot + 1, dot + 41))![0];
  const after = text.slice(dot + 1 + right.length, dot + 1 + right.length + 8);
  const hasPoint = left.includes('.') || (left.includes(',') && !ENGLISH_GROUPS.test(left)) || /^[.,]\d/.test(after);
  const runsOn = DOT_AFTER.test(after) || DOT_BEFORE.test(before);
  // `2^4·3^2`: the number before the dot is an exponent; `3·10^8`, `6·02·10²³`: a power of ten after it is scientific notation.
  const exponent = /[\^_][{(]?$|[⁰¹²³⁴⁵⁶⁷⁸⁹]$/.test(before) || (right === '10' && /^(?:\^|[⁰¹²³⁴⁵⁶⁷⁸⁹⁻])/.test(after));
  if (hasPoint || runsOn || exponent) return 'product';
  if (right.length === 2 && (CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(after))) return 'decimal';
  return math ? 'product' : 'either';
}

/** The decimal number `whole·digits` reads as when the dot is its point. */
export function pointReading(whole: string, digits: string): string {
  return `${whole.replace(/,/g, '')}.${digits}`;
}
