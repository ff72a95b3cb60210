// The engine's reading of content (issue 22): Markdown structure (markdown.ts), LaTeX math
// (math-regions.ts, latex.ts), sentences, and what the author asserts (assertion.ts), put together
// into statements. Every statement keeps its offsets in the content (STYLE habit 16), carries the
// tokens the calculation grammar reads (prose and math, in order) and a plain rendering for the
// checkers of short claims, and its frames.

import { framesOf, type Frame } from './assertion.js';
import { latexTokens } from './latex.js';
import { CODE_MARK, readMarkdown, type Block, type BlockKind, type CellPosition } from './markdown.js';
import type { MathRegion } from './math-regions.js';
import { Q } from '../checkers/rational.js';
import { foldScales, tokenize, type Token } from './tokens.js';
import { baseFrame, mentionsNumeralBase, numeralValue, subscriptBaseBeside } from './numeral-bases.js';

/** The most statements read from one content; beyond it the rest is not read (issue 4's cap). */
export const MAX_STATEMENTS = 4000;

export interface Statement {
  /** UTF-16 offsets [start, end) in the content. */
  start: number;
  end: number;
  /** `content.slice(start, end)`. */
  text: string;
  /** The statement as plain text for the checkers of whole claims: markup dropped, math written linearly (`2 × 3 + 4 = 10`). */
  plain: string;
  /** The calculation grammar's tokens, offsets in the content. */
  tokens: Token[];
  /** The kind of block it stands in. */
  block: BlockKind;
  /** Where it stands in a table, when it is a table cell's text. */
  cell?: CellPosition;
  /** Whether it contains LaTeX math. */
  math: boolean;
  /** Parts its author does not assert. */
  frames: Frame[];
  /** Whether it stands inside a reasoning model's `<think>` block (markdown.ts). */
  thinking?: boolean;
}

// Sentence ends: . ! ? followed by space and a capital, digit or opening mark; or "; " unless a
// consequence follows ("Let q(n) = 3n + 6; then q(5) = 21" is one sentence: its second clause
// uses what the first defines, issue 22).
// Decimal points ("0.1") are not followed by a space, so they never split.
// An abbreviation's full stop ends nothing ("Oct. 31, 1951", "Fig. 2", "Dr. Smith", "e.g. 5").
// "It's Tuesday 7 December 2027;", "Today is 3 May 2024;": a clause naming only today's date (a year ends it).
const TODAY_IS = /^\s*(?:it's|it\s+is|today\s+is|today's\s+date\s+is|the\s+date\s+is)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?[a-z0-9 ,.]{3,24}\b\d{4};$/i;
// "y varies inversely with x;", "y is directly proportional to x²;": a law of variation, the premise of the clause after it.
const VARIES = /^\s*[a-z]\s+(?:varies|is)\s+(?:directly|inversely|jointly)\s+(?:proportional\s+to|as|with)\s+(?:the\s+(?:square|cube)\s+of\s+)?[a-z](?:\^?[23]|²|³)?\s*;$/i;
const SENTENCE_END = /(?<=[.!?])(?<!\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|No|Nos|Fig|Figs|Eq|Eqs|Vol|vs|approx|ca|cf|e\.g|i\.e|Dr|Mr|Mrs|Ms|Prof|St)\.)\s+(?=["'(*\\$]?[\p{Lu}\p{N}(\\$-])|(?<=;)\s+(?!(?:[Tt]hen|[Ss]o|[Hh]ence|[Tt]hus|[Tt]herefore)\b)|\n+/gu;
const MARKER_ONLY = /^(?:\(?\d{1,3}[.)]|step\s+\d+[.:)]?)$/i;

// The methods of one verification read the same content: the last reading is kept (statements are never modified).
let last: { content: string; statements: readonly Statement[] } | undefined;

/** Reads content into statements, in content order. */
export function readStatements(content: string): readonly Statement[] {
  if (last?.content !== content) last = { content, statements: read(content) };
  return last.statements;
}

function read(content: string): Statement[] {
  const md = readMarkdown(content);
  const out: Statement[] = [];
  let m = 0; // next math region to consider
  for (const block of md.blocks) {
    while (m < md.math.length && md.math[m]!.end <= block.start) m++;
    const inBlock: MathRegion[] = [];
    for (let k = m; k < md.math.length && md.math[k]!.start < block.end; k++) inBlock.push(md.math[k]!);
    for (const [a, b] of sentenceRanges(md.view, block.start, block.end, inBlock)) {
      const s = statementAt(content, md.view, a, b, inBlock, block);
      if (s && md.thinking.some(([x, y]) => s.start >= x && s.end <= y)) s.thinking = true;
      if (s) out.push(s);
      if (out.length >= MAX_STATEMENTS) return out;
    }
  }
  return out;
}

/** Sentence ranges of a block: split at sentence ends and line breaks outside math. */
function sentenceRanges(view: string, start: number, end: number, math: MathRegion[]): [number, number][] {
  // Mask math so its periods and line breaks never split a sentence.
  let text = view.slice(start, end);
  if (math.length > 0) {
    const parts: string[] = [];
    let at = start;
    for (const r of math) {
      const a = Math.max(r.start, at);
      const b = Math.min(r.end, end);
      if (b <= a) continue;
      parts.push(view.slice(at, a), 'x'.repeat(b - a));
      at = b;
    }
    parts.push(view.slice(at, end));
    text = parts.join('');
  }
  const out: [number, number][] = [];
  let last = 0;
  for (const sep of text.matchAll(SENTENCE_END)) {
    // A semicolon inside braces parts the equations of one system ("{ x + y = 3 ; x − y = 1 }"), and a
    // dot leader ("57 × 45 ........ 2565") points to a result: neither ends a sentence (issue 22, claims9).
    const before = text.slice(last, sep.index);
    // So does one after "the system …" and its first equation ("The system 2x + 2y = 12; 4x + y = −9 has …").
    // And one after a clause that only says what day it is ("It's Tuesday 7 December 2027; Christmas is 18 days off"): the premise of a countdown (issue 22, claims11).
    // And one after a stated rate ("Rate 1 EUR → 0.94 CHF; 80.00 EUR converts to 75.20 CHF"): the premise of the clause after it (issue 22, claims10).
    if ((text[sep.index - 1] === ';' && ((before.match(/\{/g) ?? []).length > (before.match(/\}/g) ?? []).length || /\bsystem\s+[^;.]*=[^;]*;$/i.test(before) || /^\s*(?:the\s+)?(?:exchange\s+)?rate:?\s+[^;]*\d[^;]*;$/i.test(before) || TODAY_IS.test(before) || VARIES.test(before))) || /\.{4,}$/.test(before)) continue;
    out.push([start + last, start + sep.index]);
    last = sep.index + sep[0].length;
  }
  out.push([start + last, end]);
  return out;
}

function statementAt(content: string, view: string, a: number, b: number, math: MathRegion[], block: Block): Statement | undefined {
  while (a < b && /\s/.test(view[a]!)) a++;
  while (b > a && /\s/.test(view[b - 1]!)) b--;
  if (a >= b) return undefined;
  const regions = math.filter((r) => r.start >= a && r.end <= b);
  if (regions.length === 0 && !/[\p{L}\p{N}]/u.test(view.slice(a, b))) return undefined;
  const viewText = view.slice(a, b);
  if (regions.length === 0 && (!/[\p{L}\p{N}]/u.test(viewText) || MARKER_ONLY.test(viewText.trim()))) return undefined;
  const tokens: Token[] = [];
  const plain: string[] = [];
  let masked = '';
  let at = a;
  const prose = (x: number, y: number) => {
    if (y <= x) return;
    const piece = view.slice(x, y);
    for (const t of tokenize(piece.replaceAll(CODE_MARK, '\u0001'))) {
      // Code is opaque: nothing is computed across it.
      const shifted = { ...t, start: t.start + x, end: t.end + x } as Token;
      tokens.push(piece.slice(t.start, t.end).includes(CODE_MARK) || (t.kind === 'stop' && piece[t.start] === '\u0001') ? { kind: 'opaque', start: shifted.start, end: shifted.end } : shifted);
    }
    plain.push(piece.replace(CODE_RUN, (run, offset: number) => pythonValueCode(content.slice(x + offset, x + offset + run.length)) ?? ' '));
    masked += piece;
  };
  for (const r of regions) {
    prose(at, r.start);
    const toks = latexTokens(content, r);
    // A display stands apart: `\[ 17 + 24 = 41 \] \[ 41 + 36 = 77 \]` are two calculations, not one.
    if (r.display) tokens.push({ kind: 'stop', start: r.start, end: r.innerStart }, ...toks, { kind: 'stop', start: r.innerEnd, end: r.end });
    else tokens.push(...toks);
    plain.push(` ${linear(toks, content)} `);
    masked += 'x'.repeat(r.end - r.start);
    at = r.end;
  }
  prose(at, b);
  foldScales(tokens);
  inFramedBase(tokens, content, viewText, a);
  return {
    start: a,
    end: b,
    text: content.slice(a, b),
    plain: plain.join('').replace(/\s+/g, ' ').trim(),
    tokens,
    block: block.kind,
    ...(block.cell ? { cell: block.cell } : {}),
    math: regions.length > 0,
    frames: framesOf(masked, a),
  };
}

const OP_TEXT = { '+': '+', '-': '-', '*': '×', '/': '/', '^': '^', mod: 'mod' } as const;
const REL_TEXT = { eq: '=', approx: '≈', ne: '≠', lt: '<', le: '≤', gt: '>', ge: '≥', cong: '≡' } as const;

/**
 * Math tokens written as plain text for the checkers (`\frac{3}{4} \times 120` → `((3)/(4)) × 120`).
 * What was not read stays as its LaTeX (`\ln`, `\nabla`), so no checker reads around it.
 */
function linear(toks: Token[], content: string): string {
  let s = '';
  for (const t of toks) {
    switch (t.kind) {
      // A number with no single reading (`3\frac{9}{8}`) stays as written, so no checker reads it one way.
      // A numeral with its base subscript (`34_{6}`) stays as written: the checkers read its base, and whether bare numerals beside it are (reading/numeral-bases.ts).
      case 'num': s += /_/.test(content.slice(t.start, t.end)) ? ` ${content.slice(t.start, t.end).replace(/\s+/g, '').replace(/_\{?(\d{1,2})\}?$/, '_$1')}` : t.ambiguous ? ` ${content.slice(t.start, t.end)}\\?` : ` ${t.percent ? `${t.value.mul(Q.of(100)).toString()}%` : t.value.toString()}`; break;
      case 'op': s += ` ${OP_TEXT[t.op]}`; break;
      case 'rel': s += ` ${REL_TEXT[t.rel]}`; break;
      case 'lp': s += '('; break;
      case 'rp': s += ')'; break;
      case 'var': s += ` ${t.name}`; break;
      case 'word': s += ` ${t.text}`; break;
      case 'fn': s += ` ${t.fn === 'sqrt' ? 'sqrt' : t.fn}`; break;
      case 'const': s += t.name === 'e' ? ' e' : ' π'; break;
      case 'modulus': s += ' mod'; break;
      case 'fact': s += '!'; break;
      case 'stop': s += ` ${content.slice(t.start, t.end)}`; break;
      default: s += ` ${content.slice(t.start, t.end) || '\\?'}`;
    }
  }
  return s.trim();
}

/**
 * "In base 7, 66 + 60 = 156.": the numerals of the relation a base frame stands over are read in
 * that base (a digit that does not fit, a point or a currency: opaque), and the frame's own words
 * hold no operand. A base the text names otherwise ("if we work in base 7 …") makes every plain
 * numeral of the statement opaque: read as decimal it would be a wrong number (spec/DECISIONS.md
 * "Numerals in another base"; reading/numeral-bases.ts).
 */
function inFramedBase(tokens: Token[], content: string, text: string, offset: number): void {
  const frame = baseFrame(text);
  const beside = frame ? undefined : subscriptBaseBeside(text);
  if (beside !== undefined) {
    for (const [k, t] of tokens.entries()) {
      const written = content.slice(t.start, t.end);
      if (t.kind === 'num' && /^\d+$/.test(written) && Number(written) >= beside) tokens[k] = { kind: 'opaque', start: t.start, end: t.end };
    }
  }
  if (!frame && !mentionsNumeralBase(text)) return;
  for (const [k, t] of tokens.entries()) {
    const at = t.start - offset;
    if (frame && at >= frame.frameStart && at < frame.frameEnd) {
      tokens[k] = { kind: 'stop', start: t.start, end: t.end };
      continue;
    }
    if (t.kind !== 'num') continue;
    const written = content.slice(t.start, t.end);
    // A numeral with its own subscript base keeps it.
    if (/_|[₀-₉]/.test(written)) continue;
    const v = frame && frame.base <= 10 && /^\d+$/.test(written) ? numeralValue(written, frame.base) : undefined;
    tokens[k] = v === undefined ? { kind: 'opaque', start: t.start, end: t.end } : { ...t, value: Q.of(v), decimals: 0, percent: false };
  }
}

const CODE_RUN = new RegExp(`${CODE_MARK}+`, 'g');
// An inline code span that is a Python value: a REPL line of integer arithmetic (`>>> 471 - 45`, no
// division, whose meaning Python 2 and 3 differ on), `int('152', 8)`, `hex(49)`, `bin(n)`, `oct(n)`,
// or a printed value (`426`, `'0x31'`). Its text reaches the checkers, which read what the sentence
// says it returns or prints (issue 22, claims10); the calculation reader still reads no code.
const PYTHON_VALUE = /^(?:>>>\s*)?(?:int\(\s*'[0-9a-zA-Z]+'\s*,\s*\d{1,2}\s*\)|(?:hex|bin|oct)\(\s*\d+\s*\)|\d+(?:\s*[-+*]\s*\d+)+|'?-?(?:0[xbo])?[0-9a-fA-F]+'?)$/;

/** The text of a code span that is a Python value, without its backticks; undefined for any other code. */
function pythonValueCode(code: string): string | undefined {
  const inner = /^`([^`]+)`$/.exec(code.trim())?.[1]?.trim();
  return inner !== undefined && PYTHON_VALUE.test(inner) ? ` ${inner.replace(/^>>>\s*/, '')} ` : undefined;
}
