// LaTeX math as the calculation grammar's tokens (issue 22). The LaTeX is parsed by a parser made
// for it (unified-latex: a PEG grammar of TeX's macros, groups and arguments, with source
// offsets), macro arguments are attached by their signatures, and the tree is walked into the
// tokens of tokens.ts, every one with its offsets in the content, so a finding inside
// `\[ \frac{17 \cdot 16}{2} = 134 \]` points at the LaTeX the author wrote.
//
// What is read: `\times \cdot \ast \div \frac \dfrac \tfrac \cfrac \sqrt \sqrt[n] ^{} _{}
// \left( \right) \% ^\circ \text{} \boxed{} \approx \neq \le \ge < > \binom \lfloor \rceil \pi`,
// grouping `1{,}000` and `1\,000`, implicit multiplication (`2(3+4)`, `4\sqrt{3}`), and the
// rows of `aligned`-style environments (and of `array` when a column holds the relation), and
// `\log` to a written base (`\log_2 8`). Anything else
// (`\sin`, `\log` with no base, `\ln`, `\sum`, `\equiv`, sets,
// absolute values) is an opaque token: it ends an expression and nothing is computed across it,
// so an unknown command can make a statement unchecked, never wrong.

import type * as Ast from '@unified-latex/unified-latex-types';
import { attachMacroArgs } from '@unified-latex/unified-latex-util-arguments';
import { parseMathMinimal } from '@unified-latex/unified-latex-util-parse';
import { Q } from '../checkers/rational.js';
import type { MathRegion } from './math-regions.js';
import { RAISED_DOTS, raisedPoint } from './raised-point.js';
import { repetendValue } from './repeating-decimals.js';
import { ARROWS, baseNumeral, naturalLogTokens, tokenize, type Fn, type Op, type Rel, type Token } from './tokens.js';
import { wordTable } from '../word-table.js';

const SIGNATURES = Object.fromEntries(
  Object.entries({
    'm m': ['frac', 'dfrac', 'tfrac', 'cfrac', 'binom', 'dbinom', 'tbinom'],
    'o m': ['sqrt'],
    's m': ['tag'],
    m: ['label', 'eqref', 'ref', 'pmod', '^', '_', 'text', 'textbf', 'textit', 'textrm', 'mathrm', 'mathbf', 'mathit', 'mbox', 'operatorname', 'boxed', 'fbox', 'bm', 'mathbb', 'mathcal', 'overline', 'underline', 'hat', 'bar', 'vec', 'cancel', 'color', 'textcolor', 'overbrace', 'underbrace'],
  }).flatMap(([signature, names]) => names.map((n) => [n, { signature }])),
);

const FRACTIONS = new Set(['frac', 'dfrac', 'tfrac', 'cfrac']);
const BINOMIALS = new Set(['binom', 'dbinom', 'tbinom']);
const TEXT = new Set(['text', 'textbf', 'textit', 'textrm', 'mathrm', 'mbox', 'operatorname']);
const TRANSPARENT = new Set(['boxed', 'fbox', 'underline', 'bm', 'mathbf', 'mathit', 'displaystyle', 'textstyle', 'scriptstyle', 'left', 'right', 'big', 'Big', 'bigg', 'Bigg', 'bigl', 'bigr', 'Bigl', 'Bigr', 'biggl', 'biggr', 'Biggl', 'Biggr', 'limits', 'nolimits', '$']);
const SPACES = new Set([',', ';', ':', '!', ' ', 'thinspace', 'medspace', 'thickspace', 'enspace', 'hspace', 'nobreak', 'allowbreak']);
// Commands that separate statements, or relate things the grammar does not compute (divides, is in,
// sets): what follows them starts afresh, unlike a function such as `\sin` that applies to it.
const SEPARATORS = new Set(['quad', 'qquad', 'Rightarrow', 'Longrightarrow', 'implies', 'iff', 'Leftrightarrow', 'Leftarrow', 'impliedby', 'to', 'rightarrow', 'mapsto', 'therefore', 'because', 'checkmark', 'mid', 'nmid', 'in', 'notin', 'ni', 'subset', 'subseteq', 'supset', 'supseteq', 'cup', 'cap', 'setminus', 'cong', 'sim', 'simeq', 'propto', 'perp', 'parallel', 'land', 'lor', 'wedge', 'vee', 'neg', 'lnot', 'forall', 'exists', 'colon', 'square', 'blacksquare', 'qed', 'Box']);
// An equation's number or label (`\tag{1}`, `\tag*{a}`, `\label{eq:sum}`, `\nonumber`, `\notag`)
// is no part of its math: the relation before it is complete. A reference to one (`\eqref{eq:sum}`)
// names an equation, no operand.
const LABELS = new Set(['tag', 'label', 'nonumber', 'notag']);
const REFERENCES = new Set(['eqref', 'ref']);
const OPS = wordTable<Op>({ times: '*', cdot: '*', ast: '*', div: '/', bmod: 'mod' });
const RELS = wordTable<Rel>({ equiv: 'cong', approx: 'approx', neq: 'ne', ne: 'ne', le: 'le', leq: 'le', leqslant: 'le', ge: 'ge', geq: 'ge', geqslant: 'ge', lt: 'lt', gt: 'gt' });
const GREEK = new Set(['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'varepsilon', 'zeta', 'eta', 'theta', 'vartheta', 'iota', 'kappa', 'lambda', 'mu', 'nu', 'xi', 'rho', 'sigma', 'tau', 'upsilon', 'phi', 'varphi', 'chi', 'psi', 'omega', 'Gamma', 'Delta', 'Theta', 'Lambda', 'Xi', 'Sigma', 'Phi', 'Psi', 'Omega']);
const ENV_ROWS = new Set(['aligned', 'align', 'align*', 'split', 'gathered', 'gather', 'gather*', 'alignedat', 'equation', 'equation*', 'multline', 'multline*', 'eqnarray', 'eqnarray*']);
const CHAR_OPS = wordTable<Op>({ '+': '+', '-': '-', '*': '*', '/': '/', '−': '-', '×': '*', '÷': '/', '·': '*', '∙': '*' });
const CHAR_RELS = wordTable<Rel>({ '=': 'eq', '<': 'lt', '>': 'gt', '≈': 'approx', '≠': 'ne', '≤': 'le', '≥': 'ge' });

/** The value of `\frac{n}{d}` with whole numbers 0 < n < d, else undefined. */
function numericFraction(num: readonly Ast.Node[], den: readonly Ast.Node[]): { value: Q; proper: boolean } | undefined {
  const text = (nodes: readonly Ast.Node[]) => (nodes.every((n) => n.type === 'string' || n.type === 'whitespace') ? nodes.map((n) => (n.type === 'string' ? n.content : '')).join('') : '');
  const n = text(num);
  const d = text(den);
  if (!/^\d{1,6}$/.test(n) || !/^\d{1,6}$/.test(d) || Number(n) === 0 || Number(d) === 0) return undefined;
  return { value: Q.of(BigInt(n), BigInt(d)), proper: Number(n) < Number(d) };
}

/** Node offsets in the LaTeX source, when the parser kept them. */
function span(n: Ast.Node): [number, number] | undefined {
  const p = (n as { position?: { start: { offset: number }; end: { offset: number } } }).position;
  return p ? [p.start.offset, p.end.offset] : undefined;
}

function extent(nodes: readonly Ast.Node[]): [number, number] | undefined {
  let a = Infinity;
  let b = -Infinity;
  const walk = (n: Ast.Node) => {
    const s = span(n);
    if (s) {
      a = Math.min(a, s[0]);
      b = Math.max(b, s[1]);
    }
    if ('content' in n && Array.isArray(n.content)) for (const c of n.content) walk(c);
    if ('args' in n && n.args) for (const arg of n.args) for (const c of arg.content) walk(c);
  };
  for (const n of nodes) walk(n);
  return a === Infinity ? undefined : [a, b];
}

/**
 * An environment's name. The parser gives a math environment met inside math (`$$\begin{align*} …
 * \end{align*}$$`, which KaTeX and MathJax render and models write) its name as a string node,
 * not as the string its type declares.
 */
function envName(n: Ast.Environment): string {
  const env = n.env as string | Ast.String;
  return typeof env === 'string' ? env : env.content;
}

/** Parses `source.slice(from, to)` as math, with macro arguments attached and offsets into `source`; undefined when it is not LaTeX. */
function parseLatex(source: string, from: number, to: number): Ast.Node[] | undefined {
  try {
    const root: Ast.Root = { type: 'root', content: parseMathMinimal(source.slice(from, to)) };
    attachMacroArgs(root, SIGNATURES);
    if (from > 0) shift(root.content, from);
    return root.content;
  } catch {
    return undefined;
  }
}

/** The offset of the bracket closing the one at `open` (`{…}` or `[…]`), skipping escaped and nested ones. */
function matchingClose(source: string, open: number): number | undefined {
  const o = source[open];
  const c = o === '{' ? '}' : o === '[' ? ']' : undefined;
  if (!c) return undefined;
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '{' || ch === o) depth++;
    else if (ch === '}' || ch === c) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return undefined;
}

function shift(nodes: readonly Ast.Node[], by: number): void {
  const seen = new Set<object>();
  const walk = (n: Ast.Node) => {
    const p = (n as { position?: { start: { offset: number }; end: { offset: number } } }).position;
    if (p && !seen.has(p)) {
      seen.add(p);
      p.start.offset += by;
      p.end.offset += by;
    }
    if ('content' in n && Array.isArray(n.content)) for (const c of n.content) walk(c);
    if ('args' in n && n.args) for (const arg of n.args) for (const c of arg.content) walk(c);
  };
  for (const n of nodes) walk(n);
}

// Where an argument's closing brace stands, so a token span covers the LaTeX as written.
const CLOSES = new WeakMap<readonly Ast.Node[], number>();

/** Reads one math region into tokens; a region the parser cannot read is one opaque token. */
export function latexTokens(content: string, region: MathRegion): Token[] {
  const source = content.slice(region.innerStart, region.innerEnd);
  const nodes = parseLatex(source, 0, source.length);
  if (!nodes) return [{ kind: 'opaque', start: region.start, end: region.end, math: true }];
  const w = new Walker(content, region.innerStart, source);
  w.nodes(nodes);
  return w.out;
}

/** Characters of a run of `string` nodes with their offsets, for the number and symbol lexer. */
interface Run {
  chars: string[];
  at: number[];
}

class Walker {
  readonly out: Token[] = [];
  private run: Run = { chars: [], at: [] };
  constructor(private readonly content: string, private readonly base: number, private readonly source: string) {}

  private push(t: Token): void {
    this.flush();
    this.out.push({ ...t, math: true });
  }

  private at(offset: number): number {
    return this.base + offset;
  }

  nodes(list: readonly Ast.Node[]): void {
    for (let i = 0; i < list.length; i++) {
      const n = list[i]!;
      // The bounds of a `\sum` or `\prod` already taken with it (bigOperator).
      if ((span(n)?.[0] ?? -1) < this.skipTo && (span(n)?.[0] ?? -1) >= 0) continue;
      // `\frac` & co. without braces take the next characters as arguments; attachMacroArgs did it.
      this.node(n, list, i);
    }
    this.flush();
  }

  private node(n: Ast.Node, list: readonly Ast.Node[], i: number): void {
    const s = span(n);
    switch (n.type) {
      case 'string':
        for (let k = 0; k < n.content.length; k++) {
          this.run.chars.push(n.content[k]!);
          this.run.at.push(this.at((s?.[0] ?? 0) + k));
        }
        return;
      case 'whitespace':
      case 'comment':
        // A space ends a number unless digits group across it (`1\,000` is handled as a macro).
        this.run.chars.push(' ');
        this.run.at.push(this.at(s?.[0] ?? 0));
        return;
      case 'parbreak':
        this.push(this.stop(s));
        return;
      case 'group': {
        // `1{,}000`: a comma in braces between digits groups them.
        if (n.content.length === 1 && n.content[0]!.type === 'string' && n.content[0]!.content === ',') {
          this.run.chars.push('{,}');
          this.run.at.push(this.at(s?.[0] ?? 0));
          return;
        }
        const inner = s ? this.inMathMode(n.content, [s[0] + 1, s[1] - 1]) : n.content;
        // `{n \choose k}`
        const choose = inner.findIndex((c) => c.type === 'macro' && c.content === 'choose');
        if (choose >= 0) {
          this.fn('binom', [inner.slice(0, choose), inner.slice(choose + 1)], s);
          return;
        }
        this.nodes(inner);
        return;
      }
      case 'macro':
        this.macro(n, list, i);
        return;
      case 'environment':
      case 'mathenv':
        // The parser reads an environment's body as text, where `2^{10}` is a string: read it again as math.
        if (ENV_ROWS.has(envName(n))) this.nodes(this.inMathMode(n.content));
        else if (envName(n) === 'array') this.array(n.content, s);
        else this.push(this.opaque(s));
        return;
      default:
        this.push(this.opaque(s));
    }
  }

  /**
   * `\begin{array}{lcl} 1 + 5 & = & 6 \\ … \end{array}`: an array whose columns set a relation
   * apart is read row by row as `aligned` is. A row is read only when every `&` stands beside a
   * relation (`a & = & b`, `a &= b`); a row of entries (`1 & 2 & 3`, a table of values, a matrix)
   * is not read, so no entries are ever glued into one number or product.
   */
  private array(content: readonly Ast.Node[], s: [number, number] | undefined): void {
    let body: Ast.Node[] = content.filter((c) => c.type !== 'whitespace');
    // The column specification (`{lcl}`, `{r|l}`) is the environment's first argument.
    const spec = body[0];
    if (spec?.type !== 'group' || !spec.content.every((c) => c.type === 'string' && /^[lcr|@{}.\d]*$/.test(c.content))) return this.push(this.opaque(s));
    const e = extent(content.slice(content.indexOf(spec) + 1));
    if (!e) return;
    body = parseLatex(this.source, e[0], e[1]) ?? [];
    const isRel = (c: Ast.Node | undefined) => (c?.type === 'string' && c.content in CHAR_RELS) || (c?.type === 'macro' && c.content in RELS);
    let row: Ast.Node[] = [];
    const flushRow = (sep?: Ast.Node, i?: number) => {
      const cells: Ast.Node[][] = [[]];
      for (const c of row) {
        if (c.type === 'string' && c.content === '&') cells.push([]);
        else if (c.type !== 'whitespace') cells.at(-1)!.push(c);
      }
      const ok = cells.every((cell, k) => k === 0 || isRel(cells[k - 1]!.at(-1)) || isRel(cell[0]));
      if (ok) for (let k = 0; k < row.length; k++) this.node(row[k]!, row, k);
      else if (row.length) this.push(this.opaque(extent(row)));
      if (sep) this.node(sep, body, i!);
      row = [];
    };
    body.forEach((c, i) => {
      if (c.type === 'macro' && c.content === '\\') flushRow(c, i);
      else row.push(c);
    });
    flushRow();
    this.push(this.stop(s ? [s[1], s[1]] : undefined));
  }

  private stop(s: [number, number] | undefined): Token {
    return { kind: 'stop', start: this.at(s?.[0] ?? 0), end: this.at(s?.[1] ?? 0) };
  }

  private opaque(s: [number, number] | undefined): Token {
    return { kind: 'opaque', start: this.at(s?.[0] ?? 0), end: this.at(s?.[1] ?? 0) };
  }

  /** A macro's arguments, each read again in math mode (the parser reads the inside of braces as text). */
  private args(m: Ast.Macro): Ast.Node[][] {
    return (m.args ?? []).map((a) => {
      const e = extent(a.content);
      if (!e || (a.openMark !== '{' && a.openMark !== '[')) return a.content;
      const close = matchingClose(this.source, e[0] - 1);
      if (close === undefined) return a.content;
      const nodes = this.inMathMode(a.content, [e[0], close]);
      CLOSES.set(nodes, close + 1);
      return nodes;
    });
  }

  /**
   * Nodes read inside braces, parsed again as math from their source, offsets kept: the parser
   * reads braces as text, where `a^2` is one string. Only `^` and `_` read differently, so
   * anything without them is walked as it is.
   */
  private inMathMode(nodes: readonly Ast.Node[], range = extent(nodes)): Ast.Node[] {
    if (!range || !nodes.some((n) => n.type === 'string' && /[\^_]/.test(n.content))) return [...nodes];
    return parseLatex(this.source, range[0], range[1]) ?? [...nodes];
  }

  /** `(` arg `)` for each argument, after a function token. */
  private fn(fn: Fn, args: Ast.Node[][], s: [number, number] | undefined): void {
    const [a, b] = s ?? [0, 0];
    this.push({ kind: 'fn', fn, start: this.at(a), end: this.at(a) });
    for (const arg of args) this.parenthesised(arg, a, b);
  }

  private parenthesised(arg: readonly Ast.Node[], a: number, b: number): void {
    const e = extent(arg) ?? [a, b];
    const close = CLOSES.get(arg);
    if (close !== undefined) e[1] = close;
    this.push({ kind: 'lp', start: this.at(e[0]), end: this.at(e[0]) });
    this.nodes(arg);
    this.push({ kind: 'rp', start: this.at(e[1]), end: this.at(e[1]) });
  }

  private macro(m: Ast.Macro, list: readonly Ast.Node[], i: number): void {
    const name = m.content;
    const s = extent([m]);
    const args = this.args(m);
    if (name === 'overline' && this.repetend(args[0] ?? [], s)) return;
    if ((name === 'sum' || name === 'prod') && this.bigOperator(s)) return;
    if (FRACTIONS.has(name) && args.length === 2) {
      const [a, b] = s ?? [0, 0];
      // `2\frac{6}{7}` is the mixed number 2 + 6/7, as written by hand; `2\frac{x}{3}` stays a product.
      this.flush();
      const whole = this.out.at(-1);
      const fraction = numericFraction(args[0]!, args[1]!);
      const glued = whole?.kind === 'num' && !whole.percent && whole.value.isInteger() && fraction !== undefined && this.content.slice(whole.end, this.at(a)).trim() === '';
      // `3\frac{9}{8}` (an improper fraction after a whole number) is written both ways: a mixed
      // number left unsimplified mid-solution, or a product. Neither reading is sure.
      if (glued && !fraction.proper) whole.ambiguous = `"${this.content.slice(whole.start, this.at(CLOSES.get(args[1]!) ?? b))}" reads as a mixed number or as a product`;
      const proper = glued && fraction.proper ? fraction.value : undefined;
      // One number, as the prose lexer reads "2 6/7": a stated quantity, not a sum computed.
      if (whole?.kind === 'num' && proper) {
        this.out[this.out.length - 1] = { kind: 'num', value: whole.value.add(proper), decimals: 0, percent: false, start: whole.start, end: this.at(CLOSES.get(args[1]!) ?? b) };
        return;
      }
      this.push({ kind: 'lp', start: this.at(a), end: this.at(a) });
      this.parenthesised(args[0]!, a, b);
      this.push({ kind: 'op', op: '/', word: false, start: this.at(extent(args[1]!)?.[0] ?? b), end: this.at(extent(args[1]!)?.[0] ?? b) });
      this.parenthesised(args[1]!, a, b);
      this.push({ kind: 'rp', start: this.at(CLOSES.get(args[1]!) ?? b), end: this.at(CLOSES.get(args[1]!) ?? b) });
      return;
    }
    if (name === 'sqrt') {
      const index = m.args?.[0]?.openMark === '[' ? args[0]! : undefined;
      const radicand = args.at(-1) ?? [];
      if (index) this.fn('root', [index, radicand], s);
      else this.fn('sqrt', [radicand], s);
      return;
    }
    if (BINOMIALS.has(name) && args.length === 2) return this.fn('binom', args, s);
    if (name === '^') {
      const arg = args[0] ?? [];
      // `30^\circ`: degrees, a unit.
      if (arg.length === 1 && arg[0]!.type === 'macro' && (arg[0]!.content === 'circ' || arg[0]!.content === 'degree')) {
        this.push({ kind: 'word', text: 'degrees', start: this.at(s?.[0] ?? 0), end: this.at(s?.[1] ?? 0) });
        return;
      }
      if (arg.some((c) => c.type === 'macro' && c.content === 'prime')) return this.prime(s);
      const [a, b] = s ?? [0, 0];
      this.flush();
      this.eulerE();
      this.push({ kind: 'op', op: '^', word: false, start: this.at(a), end: this.at(a + 1) });
      this.parenthesised(arg, a, b);
      return;
    }
    // `\log_2 \frac{1}{8}`, `\log_{10}(1000)`: the subscript of `\log` is its base.
    if (name === '_' && this.pendingLog) {
      this.pendingLog = false;
      return this.parenthesised(args[0] ?? [], s?.[0] ?? 0, s?.[1] ?? 0);
    }
    if (name === '_') return this.subscript(s);
    // `\operatorname{lcm}(12, 18)`: a named operator the grammar reads is that function, as `\gcd` is.
    const e = name === 'operatorname' && args[0] ? extent(args[0]) : undefined;
    const operator = e ? this.content.slice(this.at(e[0]), this.at(e[1])).trim() : '';
    if (operator === 'gcd' || operator === 'lcm') return this.push({ kind: 'fn', fn: operator, start: this.at(s?.[0] ?? 0), end: this.at(s?.[1] ?? 0) });
    if (LABELS.has(name)) return this.push(this.stop(s));
    if (REFERENCES.has(name)) return this.push(this.opaque(s));
    if (TEXT.has(name)) return this.text(args[0] ?? [], s);
    if (TRANSPARENT.has(name) || name === 'mathbf' || name === 'bm') {
      for (const arg of args) this.nodes(arg);
      // `\left.` / `\right.`: an invisible delimiter.
      if ((name === 'left' || name === 'right') && list[i + 1]?.type === 'string' && (list[i + 1] as Ast.String).content.startsWith('.')) this.skipDot = true;
      return;
    }
    if (name in OPS) return this.push({ kind: 'op', op: OPS[name]!, word: false, start: this.at(s?.[0] ?? 0), end: this.at(s?.[1] ?? 0) });
    if (name in RELS) return this.push({ kind: 'rel', rel: RELS[name]!, word: false, start: this.at(s?.[0] ?? 0), end: this.at(s?.[1] ?? 0) });
    if (name === '%') return this.percent(s);
    if (name === ',' && this.digitsBefore()) {
      this.run.chars.push('\\,');
      this.run.at.push(this.at(s?.[0] ?? 0));
      return;
    }
    if (SPACES.has(name)) {
      this.run.chars.push(' ');
      this.run.at.push(this.at(s?.[0] ?? 0));
      return;
    }
    if (name === '\\') {
      // A row break of `aligned`: the next row continues the chain when it starts with a relation.
      const next = list.slice(i + 1).find((c) => c.type !== 'whitespace' && !(c.type === 'string' && c.content === '&'));
      const continues = next?.type === 'string' && next.content in CHAR_RELS || (next?.type === 'macro' && next.content in RELS);
      if (!continues) this.push(this.stop(s));
      return;
    }
    if (SEPARATORS.has(name)) return this.push(this.stop(s));
    // `\pmod{5}`, `\mod 5`, `\pod{5}`: the modulus of the congruences before it.
    if (name === 'pmod' || name === 'mod' || name === 'pod') {
      this.push({ kind: 'modulus', start: this.at(s?.[0] ?? 0), end: this.at(s?.[0] ?? 0) });
      if (name === 'pmod' && args[0]) this.parenthesised(args[0], s?.[0] ?? 0, s?.[1] ?? 0);
      return;
    }
    if (name === 'gcd' || name === 'lcm') return this.push({ kind: 'fn', fn: name, start: this.at(s?.[0] ?? 0), end: this.at(s?.[1] ?? 0) });
    if (name === 'log' && list.slice(i + 1).find((c) => c.type !== 'whitespace')?.type === 'macro' && (list.slice(i + 1).find((c) => c.type !== 'whitespace') as Ast.Macro).content === '_') {
      this.pendingLog = true;
      return this.push({ kind: 'fn', fn: 'log', start: this.at(s?.[0] ?? 0), end: this.at(s?.[1] ?? 0) });
    }
    // `\ln 7`, `\ln(e^5)`: the logarithm to the base e, as prose "ln" is read.
    if (name === 'ln') {
      this.flush();
      for (const t of naturalLogTokens(this.at(s?.[0] ?? 0), this.at(s?.[1] ?? 0), true)) this.out.push(t);
      return;
    }
    if (name === 'pi') return this.push({ kind: 'const', name: 'pi', start: this.at(s?.[0] ?? 0), end: this.at(s?.[1] ?? 0) });
    if (name === 'lfloor' || name === 'lceil') {
      this.push({ kind: 'fn', fn: name === 'lfloor' ? 'floor' : 'ceil', start: this.at(s?.[0] ?? 0), end: this.at(s?.[0] ?? 0) });
      return this.push({ kind: 'lp', start: this.at(s?.[0] ?? 0), end: this.at(s?.[1] ?? 0) });
    }
    if (name === 'rfloor' || name === 'rceil') return this.push({ kind: 'rp', start: this.at(s?.[0] ?? 0), end: this.at(s?.[1] ?? 0) });
    if (GREEK.has(name)) return this.push({ kind: 'var', name, start: this.at(s?.[0] ?? 0), end: this.at(s?.[1] ?? 0) });
    if (name === '$') return;
    // `\sin`, `\log`, `\sum`, `\equiv`, `\{`, `\dots`, …: not read.
    this.push(this.opaque(s));
  }

  /**
   * A lone e just lexed is Euler's number when it is raised to a power (`e^{\ln 7}`) or is the
   * argument of `\ln` right after it; a letter or number glued before it (`xe^2`, `2e^3`) leaves
   * it a letter, since juxtaposition may as well be a product with an unknown named e.
   */
  private eulerE(): void {
    const last = this.out.at(-1);
    if (last?.kind !== 'var' || last.name !== 'e') return;
    const before = this.out.at(-2);
    if ((before?.kind === 'var' || before?.kind === 'num') && before.end === last.start) return;
    this.out[this.out.length - 1] = { kind: 'const', name: 'e', start: last.start, end: last.end, math: true };
  }

  /**
   * `0.\overline{3}`, `0.1\overline{6}`: the digits under the bar repeat, and the number before the
   * bar is its start; one number, the fraction it stands for (repeating-decimals.ts).
   */
  private repetend(arg: readonly Ast.Node[], s: [number, number] | undefined): boolean {
    const e = extent(arg);
    const period = e ? this.content.slice(this.at(e[0]), this.at(e[1])).trim() : '';
    if (!/^\d{1,12}$/.test(period)) return false;
    const { chars, at } = this.run;
    let k = chars.length;
    while (k > 0 && /^[\d.]$/.test(chars[k - 1]!)) k--;
    const written = chars.slice(k).join('');
    const m = /^(\d+)\.(\d*)$/.exec(written);
    if (!m || /[\d.\p{L}]/u.test(chars[k - 1] ?? '')) return false;
    const start = at[k]!;
    this.run = { chars: chars.slice(0, k), at: at.slice(0, k) };
    this.push({ kind: 'num', value: repetendValue(m[1]!, m[2]!, period), decimals: 0, percent: false, start, end: this.at(s?.[1] ?? 0) });
    return true;
  }

  private skipTo = -1;
  /**
   * `\sum_{k=1}^{5}`, `\prod_{k=2}^{5}`: the operator with its index and bounds is one piece the
   * calculation grammar does not read (its index is no unknown given a value); the checkers read it
   * as written (lines.ts).
   */
  private bigOperator(s: [number, number] | undefined): boolean {
    if (!s) return false;
    const m = /^\\(?:sum|prod)(?:\\limits)?\s*_\s*\{\s*([a-z])\s*=\s*(-?\d+)\s*\}\s*\^\s*(?:\{\s*(-?\d+)\s*\}|(\d))/.exec(this.source.slice(s[0]));
    if (!m) return false;
    this.skipTo = s[0] + m[0].length;
    this.push({ kind: 'opaque', start: this.at(s[0]), end: this.at(this.skipTo) });
    return true;
  }

  private skipDot = false;
  /** A `\log` whose base, its subscript, comes next. */
  private pendingLog = false;

  private digitsBefore(): boolean {
    return /\d$/.test(this.run.chars.join(''));
  }

  private prime(s: [number, number] | undefined): void {
    this.flush();
    const last = this.out.at(-1);
    if (last?.kind === 'var') {
      this.out[this.out.length - 1] = { ...last, name: `${last.name}'`, end: this.at(s?.[1] ?? 0) };
    } else this.push(this.opaque(s));
  }

  /** `x_1`, `a_{n}` name an unknown; `1011_2` is a number in base 2 (opaque when its digits do not fit). */
  private subscript(s: [number, number] | undefined): void {
    this.flush();
    const last = this.out.at(-1);
    const end = this.at(s?.[1] ?? 0);
    const sub = this.content.slice(this.at(s?.[0] ?? 0) + 1, end).replace(/[{}\s]/g, '');
    const digits = last?.kind === 'num' ? this.content.slice(last.start, last.end) : '';
    const base = last?.kind === 'num' && /^\d+$/.test(digits) && /^\d{1,2}$/.test(sub) ? baseNumeral(digits, Number(sub)) : undefined;
    // `D8_{16}`, `1A_{16}`, `FF_{16}`: digits and letters glued before a numeric subscript are one
    // numeral of that base, never a product of letters and a number (spec/DECISIONS.md "Numerals in
    // another base"); letters that fit no base stay an unknown with its index.
    let k = this.out.length;
    while (k > 0 && (this.out[k - 1]!.kind === 'num' || this.out[k - 1]!.kind === 'var') && (k === this.out.length || this.out[k - 1]!.end === this.out[k]!.start)) k--;
    const run = k < this.out.length ? this.content.slice(this.out[k]!.start, last!.end) : '';
    if (k < this.out.length - 1 && /^\d{1,2}$/.test(sub) && /^[0-9a-z]+$/i.test(run) && (/\d/.test(run) || /^[A-Z]{2,}$/.test(run))) {
      const value = baseNumeral(run, Number(sub));
      if (value || last?.kind === 'num') {
        this.out.splice(k, this.out.length - k, value ? { kind: 'num', start: this.out[k]!.start, end, value, decimals: 0, percent: false } : { kind: 'opaque', start: this.out[k]!.start, end });
        return;
      }
    }
    if (base) this.out[this.out.length - 1] = { ...last as Extract<Token, { kind: 'num' }>, value: base, end };
    else if (last?.kind === 'num' && /^\d+$/.test(sub)) this.out[this.out.length - 1] = { kind: 'opaque', start: last.start, end };
    else if (last?.kind === 'var') this.out[this.out.length - 1] = { ...last, name: `${last.name}_${sub}`, end };
    else if (last?.kind === 'opaque') this.out[this.out.length - 1] = { ...last, end };
    else this.push(this.opaque(s));
  }

  /**
   * `\text{…}`: words, read by the prose lexer (number words and units included). A letter in text
   * is a word, never an unknown: `510\ \text{s}`, `4.6\text{ m}` are units.
   */
  private text(arg: readonly Ast.Node[], s: [number, number] | undefined): void {
    const e = extent(arg);
    if (!e) return;
    const from = this.at(e[0]);
    const raw = this.content.slice(from, this.at(e[1]));
    // A spacing command (`\,`, `\;`, `\ `) inside text is a space: `\mathrm{mol\,L^{-1}}` is two words.
    const toks = tokenize(raw.replace(/\\[,;:! ]/g, '  '));
    for (let k = 0; k < toks.length; k++) {
      const t = toks[k]!;
      // `\mathrm{mol\,L^{-1}}`, `\text{m^2}`: a power glued to a letter in text is the power of a
      // unit, one word with it (`L^{-1}`), never an operator with a number after it. (The text
      // read may end before the exponent's closing brace: the argument's extent ends at its last node.)
      const power = (t.kind === 'var' || t.kind === 'word') && raw[t.end] === '^' ? /^\^(?:\{[-−]?\d+\}?|[-−]?\d+)/.exec(raw.slice(t.end)) : null;
      if (power) {
        const end = t.end + power[0].length;
        this.push({ kind: 'word', text: raw.slice(t.start, end).replace(/[{}]/g, '').toLowerCase(), start: t.start + from, end: end + from });
        while (k + 1 < toks.length && toks[k + 1]!.start < end) k++;
        continue;
      }
      const at = { start: t.start + from, end: t.end + from };
      this.push(t.kind === 'var' ? { kind: 'word', text: raw.slice(t.start, t.end), ...at } : ({ ...t, ...at } as Token));
    }
    void s;
  }

  private percent(s: [number, number] | undefined): void {
    this.flush();
    const last = this.out.at(-1);
    if (last?.kind === 'num' && !last.percent) {
      this.out[this.out.length - 1] = { ...last, percent: true, value: last.value.div(Q.of(100)), end: this.at(s?.[1] ?? 0) };
    } else this.push(this.opaque(s));
  }

  /** Lexes the pending run of characters: numbers (with their grouping), letters, operators, relations. */
  private flush(): void {
    const { chars, at } = this.run;
    if (chars.length === 0) return;
    this.run = { chars: [], at: [] };
    let k = 0;
    const endOf = (j: number) => (j < at.length ? at[j]! : at[at.length - 1]! + chars[chars.length - 1]!.length);
    while (k < chars.length) {
      const c = chars[k]!;
      // A thin space kept for grouping (`1\,000`) that no digits follow is a space: `160\,\mathrm{km}`
      // is a number and its unit (spec/DECISIONS.md "Units"), not a number and an unread token.
      // So is a tie (`160~\mathrm{km}`), TeX's space that does not break.
      if (c === ' ' || c === '\\,' || c === '~') {
        k++;
        continue;
      }
      if (this.skipDot && c.startsWith('.')) {
        this.skipDot = false;
        k++;
        continue;
      }
      this.skipDot = false;
      if (/\d/.test(c) || (c === '.' && /\d/.test(chars[k + 1] ?? ''))) {
        k = this.number(chars, at, k, endOf);
        continue;
      }
      const start = at[k]!;
      const end = endOf(k + 1);
      if (/\p{L}/u.test(c)) {
        const lnBase = this.out.at(-1);
        // `\ln e`: the argument of the natural logarithm (the zero-width bracket closes its base).
        if (c === 'e' && lnBase?.kind === 'rp' && lnBase.start === lnBase.end && !/\p{L}/u.test(chars[k + 1] ?? '')) this.out.push({ kind: 'const', name: 'e', start, end, math: true });
        else this.out.push({ kind: 'var', name: c, start, end, math: true });
      }
      else if (c in CHAR_OPS) this.out.push({ kind: 'op', op: CHAR_OPS[c]!, word: false, start, end, math: true });
      else if (c in CHAR_RELS) this.out.push({ kind: 'rel', rel: CHAR_RELS[c]!, word: false, start, end, math: true });
      else if (c === '(' || c === '[') this.out.push({ kind: 'lp', start, end, math: true });
      else if (c === ')' || c === ']') this.out.push({ kind: 'rp', start, end, math: true });
      else if (c === '!') this.out.push({ kind: 'fact', start, end, math: true });
      else if (c === "'") {
        const last = this.out.at(-1);
        if (last?.kind === 'var') this.out[this.out.length - 1] = { ...last, name: `${last.name}'`, end };
        else this.out.push({ kind: 'opaque', start, end, math: true });
      } else if (c === '&') {
        // alignment: nothing
      } else if (c === ',') this.out.push({ kind: 'stop', start, end, math: true, comma: true });
      else if (c === ';' || c === ':' || c === '.' || c === '?' || ARROWS.test(c)) this.out.push({ kind: 'stop', start, end, math: true });
      else this.out.push({ kind: 'opaque', start, end, math: true });
      k++;
    }
  }

  /**
   * A number from chars[k]: digits with one decimal point, grouped in threes by `{,}`, `\,` or a
   * bare comma (`1{,}000`, `1\,000`, `1,000`) only when every group has three digits; a comma or
   * `{,}` before another count of digits (`3{,}14`, `3,14`) is a decimal comma or a list, which the
   * LaTeX does not settle: the number is marked ambiguous (issue 22).
   */
  private number(chars: string[], at: number[], k: number, endOf: (j: number) => number): number {
    const start = at[k]!;
    let j = k;
    let digits = '';
    const groups: string[] = [];
    let ambiguous = false;
    const readDigits = () => {
      let d = '';
      while (j < chars.length && /\d/.test(chars[j]!)) d += chars[j++]!;
      return d;
    };
    digits = readDigits();
    groups.push(digits);
    for (;;) {
      const sep = chars[j];
      if (sep !== '{,}' && sep !== '\\,' && sep !== ',') break;
      if (!/\d/.test(chars[j + 1] ?? '')) break;
      const save = j;
      j++;
      const g = readDigits();
      if (g.length === 3 && groups[0]!.length <= 3 && !(sep === '\\,' && groups.length > 1 && false)) {
        groups.push(g);
        continue;
      }
      if (sep === '\\,') {
        j = save;
        break;
      }
      groups.push(g);
      ambiguous = true;
      break;
    }
    let text = ambiguous ? `${groups[0]}.${groups.slice(1).join('')}` : groups.join('');
    let decimals = 0;
    // `\pounds 7·20`, `£7·20` in math: a raised dot that money shows to be a decimal point is one;
    // any other glued between digits is a product in math, whose decimal point is the full stop (raised-point.ts).
    const raised = RAISED_DOTS.includes(chars[j] ?? '_') && raisedPoint(this.source, at[j]! - this.base, true) === 'decimal';
    if (!ambiguous && (chars[j] === '.' || raised) && /\d/.test(chars[j + 1] ?? '')) {
      j++;
      const frac = readDigits();
      text += `.${frac}`;
      decimals = frac.length;
    }
    if (text.startsWith('.')) text = `0${text}`;
    const value = Q.parse(text)!;
    const tok: Token = { kind: 'num', value, decimals, percent: false, start, end: endOf(j), math: true };
    if (ambiguous) (tok as { ambiguous?: string }).ambiguous = `"${this.content.slice(start, endOf(j))}" reads as a decimal comma or as a list of numbers, depending on a convention the text does not state`;
    this.out.push(tok);
    return j;
  }
}
