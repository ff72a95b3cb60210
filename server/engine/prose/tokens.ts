// The lexer for calculations written inside prose ("She makes 9 * 2 = $18 every day."). It
// turns a sentence into numbers, operators, relations and the words between them, with their
// offsets, so the grammar in calculations.ts can find every `expression relation expression`
// without a regular expression per phrasing. Anything that looks like a number but is not a
// quantity (times "5:30", ratios "3:2", versions "1.2.3", ordinals "2nd") becomes one opaque
// token, so no calculation can be read out of it.

import { Q } from '../checkers/rational.js';

export type Op = '+' | '-' | '*' | '/' | '^';
export type Rel = 'eq' | 'approx';

export type Token =
  | { kind: 'num'; start: number; end: number; value: Q; decimals: number; percent: boolean }
  | { kind: 'op'; start: number; end: number; op: Op; word: boolean }
  | { kind: 'rel'; start: number; end: number; rel: Rel; word: boolean }
  | { kind: 'lp' | 'rp' | 'stop' | 'annotation-open' | 'annotation-close'; start: number; end: number }
  | { kind: 'word'; start: number; end: number; text: string }
  | { kind: 'var'; start: number; end: number; name: string };

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALE_WORDS: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

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

// What may follow a word operator: a number, a parenthesis or a number word ("three times four").
const OPERAND_START = new RegExp(`^\\s*(?:[$€£]?\\d|\\.\\d|\\(|(?:${Object.keys(NUMBER_WORDS).join('|')})\\b)`, 'i');

const SYMBOL_OPS: Record<string, Op> = { '+': '+', '-': '-', '−': '-', '–': '-', '*': '*', '×': '*', '·': '*', '∙': '*', '/': '/', '÷': '/', '^': '^' };

const NUMBER = /^(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)/;
// After a currency sign, thousands may be grouped with spaces: "$80 000".
const SPACED_MONEY = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d,]|\.\d)/;
// A mixed number: "1 1/2" (a whole number, one space, a proper fraction).
const MIXED = /^(\d+) (\d+)\/(\d+)(?![\d/.])/;
// After a number, these mean it was not a quantity: times, ratios, versions, dates with dots.
const NOT_A_QUANTITY = /^(?::\d|\.\d)/;
const ORDINAL = /^(?:st|nd|rd|th)\b/i;
// A word, with inner hyphens and apostrophes, and per-unit compounds ("ml/g", "watts/hour").
const WORD = /^\p{L}(?:[\p{L}'’]|-(?=\p{L}))*(?:\/\p{L}+)*/u;
const MAX_TOKENS = 2000;

/** The value of a run of number words ("twenty-four", "three hundred"), or undefined. */
function wordsValue(words: string[]): number | undefined {
  let total = 0;
  let current = 0;
  let any = false;
  for (const w of words) {
    if (w in NUMBER_WORDS) {
      const v = NUMBER_WORDS[w]!;
      if (current % 100 !== 0 && v >= 10) return undefined;
      current += v;
      any = true;
    } else if (w in SCALE_WORDS) {
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

function isDigitStart(s: string, i: number): boolean {
  return /^\s*[$€£]?\s*(?:\d|\.\d|\()/.test(s.slice(i, i + 4));
}

/** Whether the tokens so far end in a quantity: a number or parenthesis, maybe with a unit word ("4 meters"). */
function followsQuantity(out: Token[]): boolean {
  const last = out.at(-1);
  if (last?.kind === 'num' || last?.kind === 'rp') return true;
  return last?.kind === 'word' && out.at(-2)?.kind === 'num';
}

/** Splits a sentence into tokens. Offsets are UTF-16 indices into `text`. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
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
    // A number, with an optional currency sign before it and a percent sign after it.
    const cur = /^[$€£]\s?/.exec(rest);
    const body = text.slice(i + (cur ? cur[0].length : 0), i + 80);
    const mixed = MIXED.exec(body);
    if (mixed && BigInt(mixed[2]!) < BigInt(mixed[3]!) && mixed[3] !== '0') {
      const end = i + (cur ? cur[0].length : 0) + mixed[0].length;
      const value = Q.of(BigInt(mixed[1]!)).add(Q.of(BigInt(mixed[2]!), BigInt(mixed[3]!)));
      out.push({ kind: 'num', start: i, end, value, decimals: 0, percent: false });
      i = end;
      continue;
    }
    const numText = (cur && SPACED_MONEY.exec(body)) || NUMBER.exec(body);
    if (numText) {
      const start = i;
      let end = i + (cur ? cur[0].length : 0) + numText[0].length;
      const after = text.slice(end, end + 8);
      if (NOT_A_QUANTITY.test(after)) {
        // Swallow the whole "5:30" / "1.2.3" / "2nd" so no part of it is read as a number.
        const m = /^[\w:.]*/.exec(text.slice(end))!;
        out.push({ kind: 'stop', start, end: end + m[0].length });
        i = end + m[0].length;
        continue;
      }
      // "2nd floor": an ordinal still names the number.
      const ord = ORDINAL.exec(after);
      if (ord) end += ord[0].length;
      let percent = false;
      const pct = /^\s?(?:%|percent\b|per\s+cent\b)/i.exec(after);
      if (pct) {
        percent = true;
        end += pct[0].length;
      }
      const raw = numText[0].replace(/[,\s]/g, '');
      let value = Q.parse(raw.startsWith('.') ? `0${raw}` : raw)!;
      if (percent) value = value.div(Q.of(100));
      const decimals = /\.(\d+)$/.exec(raw)?.[1]?.length ?? 0;
      out.push({ kind: 'num', start, end, value, decimals, percent });
      i = end;
      // "$2.50/person": a per-unit quantity; the unit is a word, not a division.
      const per = /^\/\p{L}{2,}/u.exec(text.slice(i, i + 40));
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
    const sym = /^(?:≈|~=|≅|~|==|=|\*\*)/.exec(rest);
    if (sym) {
      if (sym[0] === '**') out.push({ kind: 'op', start: i, end: i + 2, op: '^', word: false });
      else {
        // "= about 33" is an approximate equality.
        const about = /^\s*(?:about|approximately|approx\.?|roughly|around|nearly)\b/i.exec(text.slice(i + sym[0].length));
        const rel: Rel = sym[0] === '=' || sym[0] === '==' ? (about ? 'approx' : 'eq') : 'approx';
        const end = i + sym[0].length + (about ? about[0].length : 0);
        out.push({ kind: 'rel', start: i, end, rel, word: false });
        i = end;
        continue;
      }
      i += 2;
      continue;
    }
    if (rest.startsWith('//')) {
      // "180//3": a doubled slash typed for division.
      out.push({ kind: 'op', start: i, end: i + 2, op: '/', word: false });
      i += 2;
      continue;
    }
    if (c in SYMBOL_OPS) {
      out.push({ kind: 'op', start: i, end: i + 1, op: SYMBOL_OPS[c]!, word: false });
      i++;
      continue;
    }
    if (c === '²' || c === '³') {
      out.push({ kind: 'op', start: i, end: i, op: '^', word: false });
      out.push({ kind: 'num', start: i, end: i + 1, value: Q.of(c === '²' ? 2 : 3), decimals: 0, percent: false });
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
      // Numbers as words: a run such as "twenty-four" or "three hundred".
      const run = /^[a-z]+(?:[\s-]+[a-z]+)*/i.exec(text.slice(i, i + 80))?.[0] ?? '';
      const parts = run.toLowerCase().split(/[\s-]+/);
      let spelled = false;
      for (let k = Math.min(parts.length, 6); k >= 1 && !spelled; k--) {
        const v = wordsValue(parts.slice(0, k));
        if (v === undefined) continue;
        const m = new RegExp(`^${parts.slice(0, k).join('[\\s-]+')}`, 'i').exec(text.slice(i))!;
        out.push({ kind: 'num', start: i, end: i + m[0].length, value: Q.of(v), decimals: 0, percent: false });
        i += m[0].length;
        spelled = true;
      }
      if (spelled) continue;
      if (w.length === 1 && /[a-zA-Z]/.test(w) && lower !== 'a' && w !== 'I') out.push({ kind: 'var', start: i, end: i + 1, name: w });
      else out.push({ kind: 'word', start: i, end: i + w.length, text: lower });
      i += w.length;
      continue;
    }
    out.push({ kind: 'stop', start: i, end: i + 1 });
    i++;
  }
  return out;
}
