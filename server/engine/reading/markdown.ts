// The structure of content as people and models write it: CommonMark with GFM tables, read by a
// real parser (mdast-util-from-markdown over micromark, which keeps exact source offsets: STYLE
// habit 16). What it gives the reader (issue 22):
//   - blocks: paragraphs, headings, list items and table cells, each a range of the content in
//     which statements are looked for; a statement never crosses a block;
//   - a view of the content, the same length as the content, in which Markdown markup is blanked
//     (list markers, heading marks, emphasis markers, link targets, escapes) and code is made
//     opaque, so a list marker is never an operator and code is never a claim, while every offset
//     into the view is an offset into the content.
// Math (`$…$`, `\(…\)`, …) is found first (math-regions.ts) and masked before the structure is
// read, so LaTeX never reads as Markdown (`a*b*c` inside math is not emphasis, a line `= 5` in a
// display is not a heading underline).

import type { Nodes, Parents, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import { findMathRegions, type MathRegion } from './math-regions.js';

// Numbers joined by at least one operator, with brackets and spaces: an arithmetic expression, no relation.
// A span with a relation in it (`2 + 2 = 5`) may be a line of a program and stays code (DECISIONS "Reading content").
// `606877 % 6 == 1`: code's remainder and its equality test are arithmetic too (checkers/text.ts reads them; issue 22, claims9).
const ARITHMETIC_CODE = /^\s*[-(]*\s*\d[\d.,]*(?:\s*[)]*\s*(?:[-+*/^×÷%]|\*\*)\s*[(-]*\s*\d[\d.,]*)+\s*[)]*\s*(?:==\s*-?\d[\d.]*\s*)?$/;

// `5x - 2 = 2x + 1`: a number glued to a one-letter variable is an implicit product, which no
// programming language's syntax has; such a span is algebra typed as code, and so is a span of one
// letter and one number (`x = 1`) beside it in the same paragraph, its solution (issue 22, claims10).
const ALGEBRA_CODE = /^(?=.*\d[a-z](?![a-z\d]))(?!.*[a-z]{2})[\s\d.a-z+\-*/^()=<>−]+$/i;
const VALUE_CODE = /^\s*[a-z]\s*=\s*-?\d+(?:\.\d+)?\s*$/i;
// `date -u -d @1957328847`: the command that prints a Unix timestamp's UTC date; the sentence says what it prints (checkers/clock-offsets.ts).
const DATE_COMMAND = /^date\s+(?:-u\s+-d\s*|-ud\s*|--utc\s+--date[=\s])@\d{1,12}$/;
function algebraTypedAsCode(value: string, parent: Parents | undefined): boolean {
  if (ALGEBRA_CODE.test(value) || DATE_COMMAND.test(value.trim())) return true;
  if (!VALUE_CODE.test(value) || !parent) return false;
  return (parent.children as Nodes[]).some((c) => c.type === 'inlineCode' && ALGEBRA_CODE.test(c.value));
}

/** Stands for code in the view: opaque to the calculation lexer, and never part of a claim. */
export const CODE_MARK = '\uFFFC';

export type BlockKind = 'paragraph' | 'heading' | 'listItem' | 'tableCell';

/** Where a table cell stands: its table (0-based, in content order), row (0 is the header) and column. */
export interface CellPosition {
  table: number;
  row: number;
  column: number;
}

/** A range of the content statements are read in: UTF-16 offsets [start, end). */
export interface Block {
  kind: BlockKind;
  start: number;
  end: number;
  /** Table cells only. */
  cell?: CellPosition;
}

export interface MarkdownReading {
  /** The content with markup blanked and code made opaque: `view.length === content.length`. */
  view: string;
  blocks: Block[];
  /** Math regions outside code, in content order. */
  math: MathRegion[];
  /** The inside of each `<think>…</think>` block, [start, end) in the content. */
  thinking: [number, number][];
}

// Of GFM only tables: strikethrough would read "~5" as struck out, and autolinks, footnotes and
// task lists say nothing about claims (and autolink detection was half the parse time).
const GFM = { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] };

function parse(text: string): Root {
  return fromMarkdown(text, GFM);
}

const start = (n: Nodes) => n.position?.start.offset ?? 0;
const end = (n: Nodes) => n.position?.end.offset ?? 0;

// One line with no character Markdown, math or HTML gives a meaning to, that does not open with a
// list marker or an ordered item's number, indented less than a code block: CommonMark reads it as
// one paragraph from its first non-space character to its end, and nothing in it is markup. Most
// short claims are such a line; they skip the parser (a property test holds this to the parse).
const PLAIN_LINE = /^(?! {4}| {0,3}(?:[-+*=]|\d{1,9}[.)](?: |$)))[^\x00-\x1f`*_#>|[\]<&$\\~!]*$/;

/** The reading of a PLAIN_LINE: one paragraph from its first non-space character to its end. */
function plainLine(content: string): MarkdownReading {
  const first = content.search(/[^ ]/);
  const blocks: Block[] = first < 0 ? [] : [{ kind: 'paragraph', start: first, end: content.length }];
  // Math outside `$` and `\` (a braced power in prose, `3^{-2}`) is found as in any content; it is plain text to CommonMark.
  return { view: content, blocks, math: findMathRegions(content), thinking: [] };
}

/** Reads the Markdown structure of `content` (see the file comment). */
export function readMarkdown(content: string): MarkdownReading {
  return PLAIN_LINE.test(content) ? plainLine(content) : parseMarkdown(content);
}

/** The reading by the parser, shortcut or not (readMarkdown's shortcut is tested against it). */
export function parseMarkdown(content: string): MarkdownReading {
  // Math first, outside code (found by a scan of fences and backtick spans, CommonMark's rules
  // for them), then the structure of the content with its math masked.
  const math = findMathRegions(content, codeRanges(content));
  let masked = content;
  if (math.length > 0) {
    const parts: string[] = [];
    let at = 0;
    for (const m of math) {
      parts.push(content.slice(at, m.start), content.slice(m.start, m.end).replace(/[^\n]/g, 'x'));
      at = m.end;
    }
    parts.push(content.slice(at));
    masked = parts.join('');
  }
  // A reasoning model's thinking (`<think>…</think>`, issue 22, written set 8, "Thinking") is
  // prose the model wrote: its tags are markup, blanked before the parse, else CommonMark takes
  // the first paragraph after `<think>` for an HTML block and nothing of it is read.
  const thinking: [number, number][] = [];
  const code = codeRanges(content);
  for (const m of masked.matchAll(THINK_OPEN)) {
    if (code.some(([a, b]) => m.index >= a && m.index < b) || (thinking.length && m.index < thinking.at(-1)![1])) continue;
    const close = new RegExp(`</${m[1]}\\s*>`, 'gi');
    close.lastIndex = m.index + m[0].length;
    const c = close.exec(masked);
    thinking.push([m.index + m[0].length, c ? c.index : masked.length]);
    masked = masked.slice(0, m.index) + ' '.repeat(m[0].length) + masked.slice(m.index + m[0].length);
    if (c) masked = masked.slice(0, c.index) + ' '.repeat(c[0].length) + masked.slice(c.index + c[0].length);
  }
  const tree = parse(masked);
  const blocks: Block[] = [];
  // Ranges of the view to blank (markup) or make opaque (code), applied once at the end.
  const edits: [number, number, Edit][] = [];
  const blank = (a: number, b: number) => {
    if (b > a) edits.push([a, b, 'blank']);
  };
  const opaque = (a: number, b: number) => {
    if (b > a) edits.push([a, b, 'opaque']);
  };
  // Backslashes of escapes are looked up in the masked content: inside math they are LaTeX, and masked.
  const isEscape = (i: number) => masked[i] === '\\' && /[!-/:-@[-`{-~]/.test(masked[i + 1] ?? '');

  // Blank whatever of [a, b) is not covered by the children (markers, brackets, link targets).
  const blankAround = (n: Parents, a = start(n), b = end(n)) => {
    let at = a;
    for (const c of n.children) {
      blank(at, Math.max(at, start(c)));
      at = Math.max(at, end(c));
    }
    blank(at, b);
  };

  // Each table cell's position, so a table's rows and columns can be read together (tables.ts).
  const cells = new Map<Nodes, CellPosition>();
  let tables = 0;
  // Whether some line opens with a note mark; `masked` is fixed from here on, so asked once.
  const notesOpenLines = noteLine.test(masked);
  visit(tree, (n, parent) => {
    switch (n.type) {
      case 'table':
        n.children.forEach((row, r) => row.children.forEach((cell, c) => cells.set(cell, { table: tables, row: r, column: c })));
        tables++;
        return undefined;
      case 'inlineCode': {
        // `50-2*15`: a code span holding only numbers, operators and brackets is arithmetic typed
        // as code (issue 22, claims8); its backticks are markup, and the sentence around it relates it.
        const a = start(n);
        const b = end(n);
        const ticks = /^`+/.exec(content.slice(a, b))?.[0].length ?? 0;
        if (ticks && (ARITHMETIC_CODE.test(n.value) || algebraTypedAsCode(n.value, parent))) {
          blank(a, a + ticks);
          blank(b - ticks, b);
        } else opaque(a, b);
        return 'skip';
      }
      case 'html':
        // Inline HTML in a paragraph, heading or cell (`<b>Sand:</b> 6 L = 6000 mL<br>`): tags that
        // only format are transparent, as emphasis is; `<br>` is a line break; `<sup>n</sup>` glued
        // to a number, a letter or a bracket is its exponent, as `²` is. Any other HTML is not read.
        // Struck-out text (`<s>…</s>`, `<del>…</del>`) is withdrawn by its author: not read, as code is not.
        if (parent && parent.type !== 'root' && STRUCK_TAG.test(n.value.trim())) {
          const siblings = parent.children as Nodes[];
          const name = STRUCK_TAG.exec(n.value.trim())![1]!.toLowerCase();
          const close = siblings.slice(siblings.indexOf(n) + 1).find((m) => m.type === 'html' && new RegExp(`^</${name}\\s*>$`, 'i').test(m.value.trim()));
          opaque(start(n), end(close ?? n));
          return 'skip';
        }
        if (parent && parent.type !== 'root' && inlineHtml(n.value, parent, n, content, start(n))) {
          const how = inlineHtml(n.value, parent, n, content, start(n))!;
          if (how === 'blank') blank(start(n), end(n));
          else edits.push([start(n), end(n), how]);
          return 'skip';
        }
        opaque(start(n), end(n));
        return 'skip';
      case 'code':
        opaque(start(n), end(n));
        return 'skip';
      case 'image':
      case 'imageReference':
      case 'definition':
      case 'footnoteDefinition':
        blank(start(n), end(n));
        return 'skip';
      case 'heading':
        if (n.children.length) {
          blank(start(n), start(n.children[0]!));
          blank(end(n.children.at(-1)!), end(n));
          blocks.push({ kind: 'heading', start: start(n.children[0]!), end: end(n.children.at(-1)!) });
        }
        return undefined;
      case 'paragraph':
        // A paragraph in a list item belongs to that item.
        blocks.push({ kind: parent?.type === 'listItem' ? 'listItem' : 'paragraph', start: start(n), end: end(n) });
        return undefined;
      case 'tableCell':
        blankAround(n);
        blocks.push({ kind: 'tableCell', start: start(n), end: end(n), ...(cells.has(n) ? { cell: cells.get(n)! } : {}) });
        return undefined;
      case 'emphasis':
      case 'strong':
      case 'delete': {
        // `3*4*5 = 60`: CommonMark reads `*4*` as emphasis, but a `*` glued between operands on both
        // sides is a multiplication the author typed (emphasis is rarely written inside a number).
        const a = start(n);
        const b = end(n);
        const glued = /[\p{N})\]]/u.test(content[a - 1] ?? '') && /[\p{N}(]/u.test(content[b] ?? '') && content[a] === '*';
        if (!glued) blankAround(n);
        return undefined;
      }
      case 'link':
        blankAround(n);
        return undefined;
      case 'linkReference':
        // `[^1]` read as a reference because a one-word note defined it: a footnote mark (see 'text').
        if (n.label?.startsWith('^')) blank(start(n), end(n));
        else blankAround(n);
        return undefined;
      case 'footnoteReference':
        blank(start(n), end(n));
        return 'skip';
      case 'text': {
        // Backslash escapes (`\*`, `\_`, `\$`) show the character, not the backslash.
        const b = end(n);
        for (let i = start(n); i < b - 1; i++) if (isEscape(i)) blank(i, i + 1), i++;
        // A footnote mark (`\$100.00[^1]`, `300 cm.[^m]`) and the label opening a footnote's text
        // (`[^1]: …`) are GFM markup, as a `<sup>` standing apart is: never a power nor an operand
        // (issue 22, written set 8, "Footnotes"). The note's own text is read as any paragraph.
        for (const m of masked.slice(start(n), b).matchAll(FOOTNOTE_MARK)) blank(start(n) + m.index, start(n) + m.index + m[0].length);
        // An asterisk or dagger glued after a result with nothing after it to multiply ("= \$100.00*",
        // "98.00*." or, when a note opens a line with it, "= 5* per box") marks a note, never an operator.
        for (const m of masked.slice(start(n), b).matchAll(NOTE_MARK)) if (m[1] !== undefined || notesOpenLines) blank(start(n) + m.index, start(n) + m.index + m[0].length);
        return undefined;
      }
      case 'break':
        blank(start(n), end(n));
        return undefined;
      default:
        return undefined;
    }
  });
  for (const [a, b] of subStepNumbers(masked, code)) blank(a, b);
  for (const [a, b] of thinking) blank(a - (THINK_OPEN_AT.exec(content.slice(0, a))?.[0].length ?? 0), a), blank(b, b + (THINK_CLOSE_AT.exec(content.slice(b))?.[0].length ?? 0));
  blocks.sort((x, y) => x.start - y.start || y.end - x.end);
  return { view: applyEdits(content, edits), blocks: dropNested(blocks), math, thinking };
}

// The tags reasoning models wrap their thinking in (DeepSeek-R1 and Qwen3 `<think>`; `<thinking>`, `<reasoning>`).
const THINK_OPEN = /<(think|thinking|reasoning)\s*>/gi;
const THINK_OPEN_AT = /<(?:think|thinking|reasoning)\s*>$/i;
const THINK_CLOSE_AT = /^<\/(?:think|thinking|reasoning)\s*>/i;

// A run of asterisks (escaped or not) or daggers glued after a digit, a percent sign or a bracket:
// at a line's or sentence's end (group 1) or before a word; and a note opening a line with one.
const NOTE_MARK = /(?<=[\d%)])(?:\\?\*|[†‡])+(?:(?=[ \t]*(?:$|[.,;:](?!\d)|[)\]]))()|(?=[ \t]+\p{L}))/gmu;
const noteLine = /^[ \t]*(?:\\?\*|[†‡])+[ \t]*\p{L}/mu;

// GFM's footnote reference, `[^label]` (no space or bracket in the label), with the colon that
// follows it where it opens the note.
const FOOTNOTE_MARK = /\[\^[^\]\s]{1,40}\](?::)?/g;

// A line opening with a dotted section number ("3.1 60 × 2.75 = 165 km", "   2.1 I = …"), not
// followed by an operator or a relation: the number may be a step's label or an operand.
const SUB_STEP = /^([ \t]*)(\d{1,2}(?:\.\d{1,2})+)\.?(?=[ \t]+[^ \t\n\-+−×*/÷=<>≈^·])/gm;

/**
 * Numbered sub-steps (issue 22, written set 8, "Numbered sub-steps"): a dotted number opening a
 * line is the step's label, as a list marker is, when the content shows the numbering: its parent
 * ("3" of "3.1") opens another line or heading ("**3. Distance**", "3 Power"), or a sibling ("3.2")
 * opens another line. Otherwise it is left as written. Outside code; math is masked already.
 */
function subStepNumbers(masked: string, code: [number, number][]): [number, number][] {
  const found: { at: number; end: number; label: string }[] = [];
  for (const m of masked.matchAll(SUB_STEP)) {
    const at = m.index + m[1]!.length;
    if (!code.some(([a, b]) => at >= a && at < b)) found.push({ at, end: at + m[0].length - m[1]!.length, label: m[2]! });
  }
  if (found.length === 0) return [];
  const out: [number, number][] = [];
  for (const f of found) {
    const parent = f.label.slice(0, f.label.lastIndexOf('.'));
    const sibling = found.some((g) => g !== f && g.label !== f.label && g.label.slice(0, g.label.lastIndexOf('.')) === parent);
    const opensLine = new RegExp(String.raw`^[ \t>]*(?:[*_#]+[ \t]*)?${parent.replace(/\./g, '\\.')}[.)]?[ \t]+\S`, 'm').test(masked);
    if (sibling || opensLine) out.push([f.at, f.end]);
  }
  return out;
}

/** How a range of the view is rewritten: markup blanked, code made opaque, a tag read as a line break or as a power's caret. */
type Edit = 'blank' | 'opaque' | 'break' | 'caret';

// Inline tags that only format their text (bold, italic, underline, a span, a mark): transparent.
// Strike-through (`<s>`, `<del>`) says the text is withdrawn, and is not among them.
const FORMATTING_TAG = /^<\/?(?:b|strong|i|em|u|span|mark|small|big|font)(?:\s[^<>]*)?>$/i;
const BREAK_TAG = /^<br\s*\/?>$/i;
const STRUCK_TAG = /^<(s|del|strike)(?:\s[^<>]*)?>$/i;

/**
 * How an inline HTML node is read (see readMarkdown), or undefined when it is not: `<sup>` (and
 * its `</sup>`) only around a whole number, possibly signed, glued to a number, a letter or a
 * closing bracket before it.
 */
function inlineHtml(value: string, parent: Parents, n: Nodes, content: string, at: number): Edit | undefined {
  const tag = value.trim();
  if (FORMATTING_TAG.test(tag)) return 'blank';
  if (BREAK_TAG.test(tag)) return 'break';
  const siblings = parent.children as Nodes[];
  const k = siblings.indexOf(n);
  const html = (m: Nodes | undefined, re: RegExp) => m?.type === 'html' && re.test(m.value.trim());
  const power = (m: Nodes | undefined) => m?.type === 'text' && /^[-−]?\d{1,3}$/.test(m.value);
  if (/^<sup>$/i.test(tag)) return power(siblings[k + 1]) && html(siblings[k + 2], /^<\/sup>$/i) && /[\p{L}\p{N})\]]/u.test(content[at - 1] ?? '') ? 'caret' : undefined;
  if (/^<\/sup>$/i.test(tag)) return power(siblings[k - 1]) && html(siblings[k - 2], /^<sup>$/i) && /[\p{L}\p{N})\]]/u.test(content[start(siblings[k - 2]!) - 1] ?? '') ? 'blank' : undefined;
  return undefined;
}

/** The content with each edit applied: markup to spaces, code to CODE_MARK; line breaks stay. */
function applyEdits(content: string, edits: [number, number, Edit][]): string {
  if (edits.length === 0) return content;
  edits.sort((x, y) => x[0] - y[0]);
  const parts: string[] = [];
  let at = 0;
  for (const [a, b, how] of edits) {
    const from = Math.max(a, at);
    if (b <= from) continue;
    const piece = content.slice(from, b);
    if (how === 'break' || how === 'caret') parts.push(content.slice(at, from), (how === 'break' ? '\n' : '^') + ' '.repeat(piece.length - 1));
    else parts.push(content.slice(at, from), piece.replace(/[^\n]/g, how === 'blank' ? ' ' : CODE_MARK));
    at = b;
  }
  parts.push(content.slice(at));
  return parts.join('');
}

/**
 * Where code is, by CommonMark's rules for fences (a line of three or more backticks or tildes,
 * closed by a like line) and code spans (a run of backticks closed by a run of the same length), so
 * a `$` in code never opens math. The structure itself comes from the parser.
 */
export function codeRanges(content: string): [number, number][] {
  const out: [number, number][] = [];
  if (!content.includes('`') && !content.includes('~~~')) return out;
  const fence = /^ {0,3}(`{3,}|~{3,})[^\n]*$/gm;
  let m: RegExpExecArray | null;
  while ((m = fence.exec(content))) {
    const mark = m[1]!;
    const close = new RegExp(`^ {0,3}${mark[0] === '`' ? '`' : '~'}{${mark.length},}[ \\t]*$`, 'gm');
    close.lastIndex = m.index + m[0].length + 1;
    const c = close.exec(content);
    const end = c ? c.index + c[0].length : content.length;
    out.push([m.index, end]);
    fence.lastIndex = end;
  }
  const inFence = (i: number) => out.some(([a, b]) => i >= a && i < b);
  const spans: [number, number][] = [];
  const tick = /`+/g;
  while ((m = tick.exec(content))) {
    if (inFence(m.index)) continue;
    const run = m[0];
    const close = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
    close.lastIndex = m.index + run.length;
    const c = close.exec(content);
    if (!c || content.slice(m.index, c.index).includes('\n\n')) continue;
    spans.push([m.index, c.index + run.length]);
    tick.lastIndex = c.index + run.length;
  }
  return [...out, ...spans];
}

/** Table cells and list paragraphs can nest in other blocks' ranges only through parsing quirks: keep the outermost. */
function dropNested(blocks: Block[]): Block[] {
  const out: Block[] = [];
  for (const b of blocks) if (!out.length || b.start >= out.at(-1)!.end) out.push(b);
  return out;
}

type Visitor = (node: Nodes, parent: Parents | undefined) => 'skip' | undefined | void;

function visit(node: Nodes, fn: Visitor, parent?: Parents): void {
  if (fn(node, parent) === 'skip') return;
  if ('children' in node) for (const c of node.children) visit(c as Nodes, fn, node);
}
