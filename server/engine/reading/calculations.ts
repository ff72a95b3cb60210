// Finds and checks the calculations written inside prose and math: "She makes 9 * 2 = $18 every
// day.", "2+1=4 bolts in total", "20% of 50 is 10", "<<3*5=15>>", `\frac{17 \cdot 16}{2} = 136`.
// A small grammar over the tokens of tokens.ts (prose) and latex.ts (math): a calculation is
// `expression relation expression (relation expression)*` where at least one expression has an
// operator; the values are exact rationals (an irrational root or π is carried as a double and
// compared with a margin far above its rounding error), so a decided result is a computation,
// not a guess.
//
// Safety first (issue 22): a side must be read whole. A calculation never starts inside an
// expression (after an operator, a function or something unreadable) and a side must end where
// the expression ends (at a relation, punctuation, words or the end), so `\log 8 + 1 = 4` or
// `2 \cdot \sin 30 = 1` is never read as `8 + 1 = 4` or `2 = 1`. A number with no single reading
// (`3,14`), a product whose grouping is ambiguous (`6 / 2(3)`) and anything with unknowns leave
// the calculation uncertain, never false.
//
// Equations with unknowns ("g = s + 30") are constraints: they are kept, and checked once the
// content gives every unknown a value ("so s = 10"); a broken constraint is reported as
// uncertain, since a letter may stand for different things in different parts of a solution.
//
// Rounding (spec/DECISIONS.md): a stated result with d decimals holds when it is the exact value
// rounded or truncated to d decimals (money to cents, "10 / 3 = 3.33"); a whole number stated
// for a non-integer holds when it is the nearest whole number, or, for a quotient, the whole
// number below or above it ("10 / 3 = 3 full boxes"). "about" and "≈" allow what
// checkers/precision.ts allows (two units in the last place of a decimal, 1 % of a whole number).

import { exactIntRoot, Q } from '../checkers/rational.js';
import { approximately, APPROX_RELATIVE, precisionOf, roundsTo } from '../checkers/precision.js';
import { combinedUnit, conversionFactor, isUnit, sameUnit } from '../checkers/units.js';
import { CHANGE_READING_NOTE, percentAfterSign, percentAfterSignApprox, settlePercentReadings, LITERAL_ONLY_REASON, type PercentReading } from './percent-change.js';
import { readStatements } from './statements.js';
import { CURRENCY_SIGN } from './currencies.js';
import { tokenize, unitText, type ConstName, type Fn, type Op, type Rel, type Token } from './tokens.js';

const MAX_EXPONENT = 64;
const MAX_BITS = 4096;
const MAX_FACTORIAL = 500;
// Two approximate values this close (relative) are equal; this far apart they differ; between, undecided.
const SAME = 1e-9;
const DIFFERENT = 1e-6;
// Words between a quantity and the operator after it: "52 cards in a full deck * 3".
const MAX_UNIT_WORDS = 8;
// Words after which a bare number starts a calculation rather than being a label ("since 91 = 7 × 13").
const FUNCTION_WORDS = new Set(['since', 'because', 'as', 'so', 'then', 'thus', 'hence', 'therefore', 'and', 'or', 'but', 'that', 'if', 'when', 'where', 'get', 'gives', 'have', 'has', 'means', 'check']);

type Expr =
  | { kind: 'num'; value: Q; decimals: number; percent: boolean; scaled?: { value: Q; decimals: number; word: string }; unit?: string; compound?: string; fraction?: boolean; sci?: string; continued?: boolean }
  | { kind: 'var'; name: string }
  | { kind: 'const'; name: ConstName }
  | { kind: 'neg'; arg: Expr }
  | { kind: 'group'; arg: Expr }
  | { kind: 'bin'; op: Op; left: Expr; right: Expr; implicit?: boolean }
  | { kind: 'fn'; fn: Fn; args: Expr[] }
  | { kind: 'fact'; arg: Expr };

interface Side {
  expr: Expr;
  start: number;
  end: number;
  ops: number;
}

/**
 * A number in scientific notation, m × 10^k with 1 ≤ m < 10 written as a number and k a whole
 * number (`9.0 × 10⁷`, `3.31 \times 10^{-19}`): the number it writes, showing the mantissa's places
 * shifted by the exponent (`9.0 × 10⁷` is 90,000,000 to the nearest 1,000,000), with its numeral
 * as precision.ts reads it (`9.0e7`). Undefined for any other expression.
 */
function scientific(e: Expr): Extract<Expr, { kind: 'num' }> | undefined {
  if (e.kind !== 'bin' || e.op !== '*' || e.implicit || e.right.kind !== 'bin' || e.right.op !== '^') return undefined;
  const m = e.left;
  const ten = e.right.left;
  let k = e.right.right;
  while (k.kind === 'group') k = k.arg;
  const negative = k.kind === 'neg';
  if (k.kind === 'neg') k = k.arg;
  if (m.kind !== 'num' || m.percent || m.unit || m.scaled || m.compound || m.fraction || m.sci) return undefined;
  if (ten.kind !== 'num' || !ten.value.eq(Q.of(10)) || ten.decimals !== 0 || ten.percent || ten.unit || ten.scaled) return undefined;
  if (k.kind !== 'num' || !k.value.isInteger() || k.decimals !== 0 || k.percent || k.scaled || k.value.abs().cmp(Q.of(MAX_EXPONENT * 5)) > 0) return undefined;
  if (m.value.cmp(Q.ONE) < 0 || m.value.cmp(Q.of(10)) >= 0) return undefined;
  const exp = Number(k.value.n) * (negative ? -1 : 1);
  // A unit after the exponent ("10⁻¹⁹ J") is the number's.
  return { kind: 'num', value: m.value.mul(Q.of(10).pow(exp)), decimals: m.decimals - exp, percent: false, sci: `${m.value.toNumber().toFixed(m.decimals)}e${exp}`, ...(k.unit ? { unit: k.unit } : {}) };
}

/** A value: exact, or approximate (a double) once an irrational root or π is involved. */
export type Val = { q: Q; x?: undefined } | { x: number; q?: undefined };

export interface Calculation {
  /** UTF-16 offsets in the text given to `read`, plus its offset. */
  start: number;
  end: number;
  verdict: 'true' | 'false' | 'uncertain';
  /** Whether the calculation has unknowns (a constraint, or a value given to an unknown). */
  unknowns?: boolean;
  /** The value the calculation really has, when computed. */
  computed?: string;
  reason: string;
  /**
   * What the verdict rests on beyond exact arithmetic, for calibration (issue 22): `approximate`
   * when a value or the relation carried a tolerance (an irrational value, "about"), `math` when
   * the calculation was read from LaTeX; absent for plain arithmetic in prose.
   */
  reading?: 'approximate' | 'math';
  /** The calculation written plainly (`(17 × 16) ÷ (2) = 134`), when it was read from LaTeX. */
  plain?: string;
  /** For a wrong result: the value stated and the value it should have, so a correction the author writes later can be matched (retraction.ts). */
  slip?: { stated: number; value: number };
}

const PREC: Record<Op, number> = { '+': 1, '-': 1, '*': 2, '/': 2, mod: 2, '^': 3 };
const OP_TEXT: Record<Op, string> = { '+': '+', '-': '-', '*': '×', '/': '÷', mod: 'mod', '^': '^' };
const REL_TEXT: Record<Rel, string> = { eq: '=', approx: '≈', ne: '≠', lt: '<', le: '≤', gt: '>', ge: '≥', cong: '≡' };
// Arguments each function takes, each in its own parentheses; gcd and lcm take a list in one (-1).
const FN_ARITY: Record<Fn, number> = { sqrt: 1, root: 2, binom: 2, floor: 1, ceil: 1, gcd: -1, lcm: -1, log: 2 };
// After a side, the expression has ended only at one of these: else it went on in a way the grammar did not read.
const SIDE_ENDS = new Set<Token['kind']>(['rel', 'stop', 'word', 'annotation-open', 'annotation-close', 'rp', 'modulus']);

interface ParseState {
  ops: number;
  /** Why the reading is not the only one (`6 / 2(3)`), when it is not. */
  ambiguous?: string;
}

/** Parses expressions from a token list; a failed parse returns undefined and moves nothing. */
class ExpressionParser {
  pos = 0;
  constructor(private readonly toks: Token[]) {}

  private peek(k = 0): Token | undefined {
    return this.toks[this.pos + k];
  }

  side(state: ParseState): Side | undefined {
    const first = this.peek();
    if (!first) return undefined;
    const before = state.ops;
    const expr = this.expr(1, state, 0);
    if (!expr) return undefined;
    // "9.0 × 10⁷", `3.31 \times 10^{-19}`: a side that is one number in scientific notation states
    // that number, to the places its mantissa shows, as any written number does.
    const sci = scientific(expr);
    if (sci) state.ops = before;
    return { expr: sci ?? expr, start: first.start, end: this.toks[this.pos - 1]!.end, ops: state.ops - before };
  }

  /** Whether the next token multiplies by juxtaposition: `2(3 + 4)`, `3x`, "2πr", and in math `4\sqrt{3}`, `(-3)(5)`, `2\pi`. */
  private juxtaposed(prev: Token | undefined): boolean {
    const next = this.peek();
    if (!next || !prev) return false;
    if (next.math && prev.math) return next.kind === 'var' || next.kind === 'const' || next.kind === 'fn' || next.kind === 'lp' || (next.kind === 'num' && prev.kind === 'rp');
    // "6 sqrt(2)", "3√5": a coefficient before a function is a product in prose too, as `6\sqrt{2}` is.
    if (next.kind === 'fn' && (prev.kind === 'num' || prev.kind === 'rp') && next.start - prev.end <= 1) return true;
    return next.start === prev.end && (next.kind === 'var' || next.kind === 'const' || next.kind === 'lp') && (prev.kind === 'num' || prev.kind === 'rp' || prev.kind === 'var' || prev.kind === 'const');
  }

  private expr(minPrec: number, state: ParseState, depth: number): Expr | undefined {
    if (depth > 40) return undefined;
    let left = this.primary(state, depth);
    if (!left) return undefined;
    for (;;) {
      const t = this.peek();
      let op: Op | undefined;
      let implicit = false;
      if (t?.kind === 'op') op = t.op;
      // "20% of 50", "1/2 of 30": "of" multiplies after a percentage or a fraction.
      else if (t?.kind === 'word' && t.text === 'of' && (isPercent(left) || isFraction(left)) && this.peek(1)?.kind === 'num') op = '*';
      else if (this.juxtaposed(this.toks[this.pos - 1])) {
        op = '*';
        implicit = true;
      }
      if (!op || PREC[op] < minPrec) return left;
      // The right operand must follow; "3 -" at the end of a clause is not an operation.
      const save = this.pos;
      if (!implicit) this.pos += 1;
      // An implicit product binds its right operand at the level of powers: 1000(1.05)^2 = 1000 × 1.05².
      const right = this.expr(op === '^' || implicit ? 3 : PREC[op] + 1, state, depth + 1);
      if (!right) {
        this.pos = save;
        return left;
      }
      state.ops++;
      // `6 / 2(3)`: (6 / 2) × 3 or 6 / (2 × 3)? Conventions differ, so the reading is not settled.
      if (implicit && left.kind === 'bin' && left.op === '/') state.ambiguous ??= `"a / b c" can be read as (a / b) × c or as a / (b × c)`;
      left = { kind: 'bin', op, left, right, ...(implicit ? { implicit } : {}) };
    }
  }

  private primary(state: ParseState, depth: number): Expr | undefined {
    const t = this.peek();
    if (!t) return undefined;
    let e: Expr | undefined;
    if (t.kind === 'num') {
      if (t.ambiguous) state.ambiguous ??= t.ambiguous;
      this.pos++;
      e = { kind: 'num', value: t.value, decimals: t.decimals, percent: t.percent, ...(t.scaled ? { scaled: t.scaled } : {}), ...(t.compound ? { compound: t.compound } : {}), ...(t.fraction ? { fraction: true } : {}), ...(t.continued ? { continued: true } : {}) };
      const unit = this.skipUnits();
      if (unit) e = { ...e, unit };
    } else if (t.kind === 'var') {
      this.pos++;
      e = { kind: 'var', name: t.name };
    } else if (t.kind === 'const') {
      this.pos++;
      e = { kind: 'const', name: t.name };
      state.ops++; // "π ≈ 3.14" states the value of a computation
    } else if (t.kind === 'fn') {
      const save = this.pos;
      this.pos++;
      const args = FN_ARITY[t.fn] < 0 ? this.argumentList(state, depth) : this.arguments(FN_ARITY[t.fn], state, depth, t.fn === 'log');
      if (!args) {
        this.pos = save;
        return undefined;
      }
      e = { kind: 'fn', fn: t.fn, args };
      state.ops++; // √25 computes something, as an operator does
    } else if (t.kind === 'lp') {
      const inner = this.parenthesised(state, depth);
      if (!inner) return undefined;
      e = { kind: 'group', arg: inner };
      this.skipUnits();
    } else if (t.kind === 'op' && t.op === '-' && !t.word) {
      const save = this.pos;
      this.pos++;
      // -3^2 is -(3^2): a sign applies to a power.
      const arg = this.expr(3, state, depth + 1);
      if (!arg) {
        this.pos = save;
        return undefined;
      }
      e = { kind: 'neg', arg };
    }
    while (e && this.peek()?.kind === 'fact') {
      this.pos++;
      state.ops++;
      e = { kind: 'fact', arg: e };
    }
    return e;
  }

  /**
   * `n` arguments, each in parentheses: `(3)(27)` for `\sqrt[3]{27}`. The last may be a bare
   * number when `bare` (`\log_2 8`), unless a power or a factorial follows it, whose grouping the
   * notation leaves open.
   */
  private arguments(n: number, state: ParseState, depth: number, bare = false): Expr[] | undefined {
    const args: Expr[] = [];
    for (let k = 0; k < n; k++) {
      let arg = this.parenthesised(state, depth);
      const t = this.peek();
      // "ln e": a constant stands as a bare argument as a number does.
      if (!arg && bare && k === n - 1 && ((t?.kind === 'num' && !t.ambiguous && !t.percent) || t?.kind === 'const')) {
        const next = this.peek(1);
        if (next?.kind === 'fact' || (next?.kind === 'op' && next.op === '^')) return undefined;
        this.pos++;
        arg = t.kind === 'num' ? { kind: 'num', value: t.value, decimals: t.decimals, percent: false } : { kind: 'const', name: t.name };
      }
      if (!arg) return undefined;
      args.push(arg);
    }
    return args;
  }

  /** A list in one pair of parentheses: `(12, 18)`. */
  private argumentList(state: ParseState, depth: number): Expr[] | undefined {
    if (this.peek()?.kind !== 'lp') return undefined;
    this.pos++;
    const args: Expr[] = [];
    for (;;) {
      const arg = this.expr(1, state, depth + 1);
      if (!arg) return undefined;
      args.push(arg);
      const t = this.peek();
      if (t?.kind === 'stop' && t.comma) this.pos++;
      else if (t?.kind === 'rp') {
        this.pos++;
        return args.length >= 2 ? args : undefined;
      } else return undefined;
    }
  }

  private parenthesised(state: ParseState, depth: number): Expr | undefined {
    if (this.peek()?.kind !== 'lp') return undefined;
    const save = this.pos;
    this.pos++;
    const inner = this.expr(1, state, depth + 1);
    if (!inner || this.peek()?.kind !== 'rp') {
      this.pos = save;
      return undefined;
    }
    this.pos++;
    return inner;
  }

  /**
   * Skips a few words after a quantity when an operator or `=` follows ("12 hours + 6 hours = 18
   * hours"), and returns the unit they name, if they start with one ("cm^2" with its power).
   */
  private skipUnits(): string | undefined {
    for (let k = 1; k <= MAX_UNIT_WORDS; k++) {
      const words = this.toks.slice(this.pos, this.pos + k);
      // Connectives are no units: in "… = 3 and αβ = 1" the "and" starts another statement.
      if (words.length < k || words.some((w, i) => !(w.kind === 'word' || (i === 0 && unitSymbol(w, this.toks[this.pos - 1]!))) || (w.kind === 'word' && FUNCTION_WORDS.has(w.text)))) return undefined;
      // "20% of 50": "of" followed by a number is the operation, not a unit.
      if (words[0]!.kind === 'word' && words[0]!.text === 'of' && k === 1 && this.peek(1)?.kind === 'num') return undefined;
      const texts = words.map((w) => (w.kind === 'var' ? w.name : unitText(w as { text: string; raw?: string })));
      const after = this.peek(k);
      // "37.70 cm^2", `\text{ cm}^2`: the power belongs to the unit, not to the number.
      if (after?.kind === 'op' && after.op === '^' && !after.word) {
        // `\mathrm{mol}^{-1}`: a negative power is the unit's too (read as "× (−1)" it was a false alarm).
        const p = unitPower(this.toks, this.pos + k);
        this.pos = p ? p.next : this.pos + k + 1;
        return k === 1 && p ? unitIn([`${texts[0]}^${p.power}`]) : unitIn(texts);
      }
      // "2.5 hours is 150 minutes": a unit of measure may also stand before a word relation.
      // `\frac{50.0\ \mathrm{g}}{12.5\ \mathrm{cm^3}}`, "(3 km + 2 km)": a unit may close a group too.
      if (after?.kind === 'op' || (after?.kind === 'rel' && (!after.word || isUnit(texts.join(' ')))) || (after?.kind === 'rp' && unitIn(texts) !== undefined)) {
        this.pos += k;
        return unitIn(texts);
      }
    }
    return undefined;
  }
}

/**
 * "2000 g = 2 kg", "2 h + 30 min": in prose a letter standing apart after a number is its unit
 * when it is a symbol of one (h, s, m, g, L); "t" is left an unknown, as time is written "t".
 */
function unitSymbol(t: Token, before: Token): boolean {
  return t.kind === 'var' && !t.math && !before.math && before.kind === 'num' && t.start > before.end && t.name.length === 1 && t.name !== 't' && isUnit(t.name);
}

function isPercent(e: Expr): boolean {
  return e.kind === 'num' && e.percent;
}

function isFraction(e: Expr): boolean {
  return e.kind === 'bin' && e.op === '/' && e.left.kind === 'num' && e.right.kind === 'num';
}

function children(e: Expr): Expr[] {
  switch (e.kind) {
    case 'neg':
    case 'group':
    case 'fact':
      return [e.arg];
    case 'bin':
      return [e.left, e.right];
    case 'fn':
      return e.args;
    default:
      return [];
  }
}

function variables(e: Expr, out = new Set<string>()): Set<string> {
  if (e.kind === 'var') out.add(e.name);
  for (const c of children(e)) variables(c, out);
  return out;
}

function some(e: Expr, test: (e: Expr) => boolean): boolean {
  return test(e) || children(e).some((c) => some(c, test));
}

/** "a + p%", "a − p%": a percentage right after + or − whose left operand is not a percentage. */
function percentChange(e: Expr): boolean {
  return e.kind === 'bin' && (e.op === '+' || e.op === '-') && !e.implicit && isPercent(e.right) && !isPercent(e.left);
}
const hasPercentChange = (e: Expr) => some(e, percentChange);
const hasOp = (e: Expr, op: Op) => some(e, (x) => x.kind === 'bin' && x.op === op);
const hasPercent = (e: Expr) => some(e, (x) => x.kind === 'num' && x.percent);
const hasScaled = (e: Expr) => some(e, (x) => x.kind === 'num' && x.scaled !== undefined);

// The tokens of a statement with each raised dot that may be a decimal point read as one, once per statement.
const POINT_READINGS = new WeakMap<Token[], Token[]>();

/** `toks` with each `n·d` whose dot may be a decimal point (`2·5`, raised-point.ts) read as the one number it then makes. */
function withDecimalPoints(toks: Token[]): Token[] {
  let out = POINT_READINGS.get(toks);
  if (out) return out;
  out = [];
  for (let k = 0; k < toks.length; k++) {
    const [a, dot, b] = [toks[k]!, toks[k + 1], toks[k + 2]];
    if (a.kind === 'num' && dot?.kind === 'op' && dot.point && b?.kind === 'num' && a.end === dot.start && dot.end === b.start) {
      const value = b.percent ? dot.point.value.div(Q.of(100)) : dot.point.value;
      out.push({ ...b, value, decimals: dot.point.decimals, start: a.start });
      k += 2;
    } else out.push(a);
  }
  POINT_READINGS.set(toks, out);
  return out;
}

/**
 * "2·5 = 10": when a raised dot between the chain's tokens `[from, to)` may be a decimal point, its
 * sides read with the point (each side must read whole the second way too, else `sides` is null);
 * undefined when there is no such dot. A decimal point binds tighter than any operator, so the sides
 * are parsed again ("300 × 24·86p" is 300 × 24.86, never (300 × 24) · 86).
 */
function decimalSides(toks: Token[], from: number, to: number, sides: readonly Side[]): Side[] | null | undefined {
  if (!toks.slice(from, to).some((t) => t.kind === 'op' && t.point)) return undefined;
  const other = withDecimalPoints(toks);
  const out: Side[] = [];
  for (const side of sides) {
    const k = other.findIndex((t) => t.start === side.start);
    const p = new ExpressionParser(other);
    p.pos = k;
    const read = k >= 0 ? p.side({ ops: 0 }) : undefined;
    if (!read || read.end !== side.end) return null;
    out.push(read);
  }
  return out;
}

/** A number stated with a scale word, read with it applied ("5 dozen" as 60). */
function scaledNumber(e: Expr): Expr {
  return e.kind === 'num' && e.scaled ? { ...e, value: e.scaled.value, decimals: e.scaled.decimals, scaled: undefined } : e;
}

function leadingNumber(e: Expr): Q | undefined {
  return e.kind === 'num' ? e.value : e.kind === 'bin' ? leadingNumber(e.left) : undefined;
}

const num = (v: Val) => (v.q ? v.q.toNumber() : v.x!);
const approx = (x: number): Val | undefined => (Number.isFinite(x) ? { x } : undefined);

/** Exact value when it can be (approximate after an irrational root or π); undefined for unknowns, division by zero and runaway sizes. */
export function evaluate(e: Expr, scope: ReadonlyMap<string, Q>, scaled = false, percent: PercentReading = 'change'): Val | undefined {
  const ev = (x: Expr) => evaluate(x, scope, scaled, percent);
  switch (e.kind) {
    case 'num':
      return { q: scaled && e.scaled ? e.scaled.value : e.value };
    case 'var': {
      const q = scope.get(e.name);
      return q ? { q } : undefined;
    }
    case 'const':
      return { x: e.name === 'e' ? Math.E : Math.PI };
    case 'group':
      return ev(e.arg);
    case 'neg': {
      const v = ev(e.arg);
      return v && (v.q ? { q: v.q.neg() } : { x: -v.x! });
    }
    case 'fact': {
      const v = ev(e.arg);
      if (!v?.q || !v.q.isInteger() || v.q.n < 0n || v.q.n > BigInt(MAX_FACTORIAL)) return undefined;
      let r = 1n;
      for (let k = 2n; k <= v.q.n; k++) r *= k;
      return { q: Q.of(r) };
    }
    case 'fn':
      return evaluateFn(e.fn, e.args.map(ev));
    case 'bin': {
      const a = ev(e.left);
      const b = ev(e.right);
      if (!a || !b) return undefined;
      // "254 + 18%": a percentage after + or − changes its left operand (DECISIONS "A percentage after + or −").
      if (percentChange(e)) {
        const op = e.op as '+' | '-';
        return a.q && b.q ? { q: percentAfterSign(op, a.q, b.q, percent) } : approx(percentAfterSignApprox(op, num(a), num(b), percent));
      }
      if (a.q && b.q) return exactBin(e.op, a.q, b.q);
      if (e.op === '^' && b.q && !b.q.isInteger()) return approx(Math.pow(num(a), b.q.toNumber()));
      const x = num(a);
      const y = num(b);
      switch (e.op) {
        case '+': return approx(x + y);
        case '-': return approx(x - y);
        case '*': return approx(x * y);
        case '/': return y === 0 ? undefined : approx(x / y);
        case '^': return approx(Math.pow(x, y));
        case 'mod': return undefined;
      }
    }
  }
}

function exactBin(op: Op, a: Q, b: Q): Val | undefined {
  let r: Q;
  switch (op) {
    case '+': r = a.add(b); break;
    case '-': r = a.sub(b); break;
    case '*': r = a.mul(b); break;
    case '/':
      if (b.isZero()) return undefined;
      r = a.div(b);
      break;
    case 'mod': {
      // The remainder of whole numbers, from 0 up to the modulus (23 mod 5 = 3, -1 mod 5 = 4).
      if (!a.isInteger() || !b.isInteger() || b.isZero()) return undefined;
      const m = b.n < 0n ? -b.n : b.n;
      return { q: Q.of(((a.n % m) + m) % m) };
    }
    case '^': {
      if (a.isZero() && b.n < 0n) return undefined;
      if (!b.isInteger()) {
        // 8^(1/3): exact when the root is, else approximate.
        if (b.d > BigInt(MAX_EXPONENT) || b.n > BigInt(MAX_EXPONENT) || -b.n > BigInt(MAX_EXPONENT)) return undefined;
        const root = rootOf(a, Number(b.d));
        if (!root) return undefined;
        if (root.q) return exactBin('^', root.q, Q.of(b.n));
        return approx(Math.pow(root.x!, Number(b.n)));
      }
      // 2^{100}, 3^{2024}: as large as the work limit allows, judged by the size of the result.
      // A fraction's power outgrows the limit long before its value does: (1.0045)^{360} and
      // (1.0045)^{-360} have ~7,000-bit terms for a value near 5 or 0.2, so they are computed as
      // doubles, as a calculator would (an ordinary magnitude only: an integer's huge power stays out).
      if (b.abs().cmp(Q.of(MAX_BITS)) > 0 || (Number(b.n < 0n ? -b.n : b.n) * Math.max(1, a.bitSize() - 1)) > MAX_BITS) return ordinaryPower(a, b);
      r = a.pow(Number(b.n));
      if (r.bitSize() > MAX_BITS) return ordinaryPower(a, b);
      break;
    }
  }
  return r.bitSize() > MAX_BITS ? undefined : { q: r };
}

/** A power whose exact terms are beyond the work limit, as a double when its value is an ordinary number (1e-300 to 1e300). */
function ordinaryPower(a: Q, b: Q): Val | undefined {
  const x = Math.pow(a.toNumber(), b.toNumber());
  return Number.isFinite(x) && Math.abs(x) >= 1e-300 && Math.abs(x) <= 1e300 ? { x } : undefined;
}

/** The k-th root: exact for a perfect power, approximate otherwise; undefined for an even root of a negative number. */
function rootOf(a: Q, k: number): Val | undefined {
  if (k < 1 || k > MAX_EXPONENT) return undefined;
  const negative = a.n < 0n;
  if (negative && k % 2 === 0) return undefined;
  const n = exactIntRoot(negative ? -a.n : a.n, k);
  const d = exactIntRoot(a.d, k);
  if (n !== undefined && d !== undefined) return { q: Q.of(negative ? -n : n, d) };
  const x = Math.pow(Math.abs(a.toNumber()), 1 / k);
  return approx(negative ? -x : x);
}

function evaluateFn(fn: Fn, args: (Val | undefined)[]): Val | undefined {
  if (args.some((a) => !a) || args.length === 0) return undefined;
  const [a, b] = args as Val[];
  switch (fn) {
    case 'sqrt':
      return a!.q ? rootOf(a!.q, 2) : a!.x! < 0 ? undefined : approx(Math.sqrt(a!.x!));
    case 'root':
      return a!.q?.isInteger() && b!.q ? rootOf(b!.q, Number(a!.q.n)) : undefined;
    case 'binom': {
      if (!a!.q?.isInteger() || !b!.q?.isInteger()) return undefined;
      const n = a!.q.n;
      const k = b!.q.n;
      if (n < 0n || n > 10_000n) return undefined;
      if (k < 0n || k > n) return { q: Q.ZERO };
      let r = 1n;
      const kk = k < n - k ? k : n - k;
      for (let i = 1n; i <= kk; i++) r = (r * (n - kk + i)) / i;
      return { q: Q.of(r) };
    }
    case 'gcd':
    case 'lcm': {
      if (!args.every((v) => v!.q?.isInteger())) return undefined;
      const ns = args.map((v) => (v!.q!.n < 0n ? -v!.q!.n : v!.q!.n));
      const g2 = (x: bigint, y: bigint): bigint => (y === 0n ? x : g2(y, x % y));
      const r = fn === 'gcd' ? ns.reduce(g2) : ns.reduce((x, y) => (x === 0n || y === 0n ? 0n : (x / g2(x, y)) * y));
      return { q: Q.of(r) };
    }
    case 'log': {
      // log_b x: exact when x is a rational power of b (log_2 1/8 = -3, log_8 4 = 2/3), else approximate.
      if (num(a!) <= 0 || num(b!) <= 0 || num(a!) === 1) return undefined;
      const r = Math.log(num(b!)) / Math.log(num(a!));
      if (!Number.isFinite(r)) return undefined;
      if (a!.q && b!.q) {
        for (let d = 1; d <= 12; d++) {
          const n = Math.round(r * d);
          if (Math.abs(r * d - n) > 1e-9 || Math.abs(n) > MAX_EXPONENT) continue;
          const lhs = exactBin('^', b!.q, Q.of(d));
          const rhs = exactBin('^', a!.q, Q.of(n));
          if (lhs?.q && rhs?.q && lhs.q.eq(rhs.q)) return { q: Q.of(n, d) };
        }
      }
      return approx(r);
    }
    case 'floor':
    case 'ceil': {
      if (a!.q) {
        const q = a!.q;
        let f = q.n / q.d;
        if (q.n < 0n && f * q.d !== q.n) f -= 1n;
        return { q: Q.of(fn === 'floor' || f * q.d === q.n ? f : f + 1n) };
      }
      const x = a!.x!;
      if (Math.abs(x - Math.round(x)) < DIFFERENT) return undefined;
      return { q: Q.of(fn === 'floor' ? Math.floor(x) : Math.ceil(x)) };
    }
  }
}

/** A readable decimal: exact when it terminates within 6 places, else rounded to 4. */
export function showQ(q: Q): string {
  const s = q.toString();
  // A number of hundreds of digits is shown by its first digits and its length.
  if (q.isInteger() && s.replace('-', '').length > 24) return `${s.slice(0, s.startsWith('-') ? 8 : 7)}… (${s.replace('-', '').length} digits)`;
  if (!s.includes('/') && (s.split('.')[1]?.length ?? 0) <= 6) return s;
  return String(Number(q.toNumber().toFixed(4)));
}

function showVal(v: Val): string {
  return v.q ? showQ(v.q) : String(Number(v.x!.toFixed(6)));
}

/** `q` rounded to `decimals` places; negative places round to tens, hundreds, … ("1.5 million"). */
function roundTo(q: Q, decimals: number, mode: 'nearest' | 'down' | 'up' | 'toward-zero'): Q {
  if (decimals < 0) return roundTo(q.div(Q.of(10n ** BigInt(-decimals))), 0, mode).mul(Q.of(10n ** BigInt(-decimals)));
  const scale = 10n ** BigInt(decimals);
  const n = q.n * scale;
  const den = q.d;
  let whole = n / den; // truncates toward zero
  const rem = n - whole * den;
  if (rem !== 0n) {
    if (mode === 'down' && n < 0n) whole -= 1n;
    else if (mode === 'up' && n > 0n) whole += 1n;
    else if (mode === 'nearest' && 2n * (rem < 0n ? -rem : rem) >= den) whole += n < 0n ? -1n : 1n;
  }
  return Q.of(whole, scale);
}

interface Judgement {
  holds: boolean | undefined;
  computed?: string;
  how: string;
}

/** Compares two values: -1, 0, 1, or undefined when approximate values are too close to tell. */
/** Whether `stated`, with `d` decimals, is `q` rounded to nearest or (with decimals) truncated: the rounding a result may show (DECISIONS "Rounding"). */
export function shownRounded(q: Q, stated: Q, d: number): boolean {
  return roundTo(q, d, 'nearest').eq(stated) || (d > 0 && roundTo(q, d, 'toward-zero').eq(stated));
}

function compare(a: Val, b: Val): number | undefined {
  if (a.q && b.q) return a.q.cmp(b.q);
  const x = num(a);
  const y = num(b);
  const scale = Math.max(1, Math.abs(x), Math.abs(y));
  if (Math.abs(x - y) <= SAME * scale) return 0;
  if (Math.abs(x - y) < DIFFERENT * scale) return undefined;
  return x < y ? -1 : 1;
}

/** Whether a comparison holds (undefined when approximate values are too close to tell). */
function holdsComparison(rel: Rel, c: number | undefined): boolean | undefined {
  if (c === undefined) return undefined;
  switch (rel) {
    case 'eq': return c === 0;
    case 'ne': return c !== 0;
    case 'lt': return c < 0;
    case 'le': return c <= 0;
    case 'gt': return c > 0;
    case 'ge': return c >= 0;
    case 'approx': return c === 0;
  }
}

/** Compares a computed value with a stated one under the documented rounding rules. */
function judge(computed: Val, stated: Expr, statedValue: Val, rel: Rel, quotient: boolean): Judgement {
  const shown = showVal(computed);
  if (stated.kind !== 'num') {
    // "≈ 5 - 0.042": an approximate relation between two computed values keeps its tolerance.
    if (rel === 'approx') {
      const c = num(computed);
      return { holds: Math.abs(c - num(statedValue)) <= APPROX_RELATIVE * Math.abs(c), computed: shown, how: `within ${APPROX_RELATIVE * 100}% ("about")` };
    }
    return { holds: holdsComparison('eq', compare(computed, statedValue)), computed: shown, how: 'exact' };
  }
  const s = stated.value;
  const d = stated.decimals + (stated.percent ? 2 : 0);
  if (rel === 'approx') {
    // A percentage is compared in percent, the unit its digits are written in.
    const scale = stated.percent ? 100 : 1;
    // The precision shown is the number's as read, not a digit run cut out of the text again:
    // "\$9{,}010.28" or "9\,010.28" show two decimals, not the whole "9" (issue 22, DECISIONS "Rounding").
    const numeral = stated.sci ?? (s.toNumber() * scale).toFixed(Math.max(0, stated.decimals));
    return { holds: approximately(num(computed) * scale, s.toNumber() * scale, numeral), computed: shown, how: 'within the rounding "about" allows' };
  }
  if (computed.q) {
    const q = computed.q;
    if (q.eq(s)) return { holds: true, computed: shown, how: 'exact' };
    if ((!q.isInteger() || d < 0) && shownRounded(q, s, d)) {
      return { holds: true, computed: shown, how: d === 0 ? 'rounded to a whole number' : d < 0 ? `rounded to the nearest ${10 ** -d}` : `rounded to ${d} decimal place${d === 1 ? '' : 's'}` };
    }
    if (quotient && d === 0 && !q.isInteger() && (roundTo(q, 0, 'down').eq(s) || roundTo(q, 0, 'up').eq(s))) {
      return { holds: true, computed: shown, how: 'whole units of a quotient (counting)' };
    }
    return { holds: false, computed: shown, how: 'exact' };
  }
  // An irrational value: the stated decimal holds when it is the value rounded or truncated to its precision.
  const x = computed.x!;
  const unit = 10 ** -d;
  const diff = Math.abs(x - s.toNumber());
  const margin = DIFFERENT * Math.max(1, Math.abs(x));
  if (diff <= 0.5 * unit + margin || (d > 0 && Math.abs(x) >= Math.abs(s.toNumber()) && diff < unit + margin)) {
    return { holds: true, computed: shown, how: d === 0 ? 'rounded to a whole number' : `rounded to ${d} decimal place${d === 1 ? '' : 's'}` };
  }
  // At a rounding or truncation boundary a double cannot tell.
  if (Math.abs(diff - 0.5 * unit) <= 2 * margin || (d > 0 && Math.abs(diff - unit) <= 2 * margin)) return { holds: undefined, computed: shown, how: 'too close to tell' };
  return { holds: false, computed: shown, how: 'exact' };
}

const FN_TEXT: Record<Fn, string> = { sqrt: '√', root: 'root', binom: 'C', floor: 'floor', ceil: 'ceil', gcd: 'gcd', lcm: 'lcm', log: 'log' };

function render(e: Expr): string {
  switch (e.kind) {
    case 'num': return e.percent ? `${showQ(e.value.mul(Q.of(100)))}%` : e.fraction ? mixedText(e.value) : e.scaled ? `${showQ(e.value)} ${e.scaled.word}` : e.compound ? `(${e.compound})` : showQ(e.value);
    case 'var': return e.name;
    case 'const': return e.name === 'e' ? 'e' : 'π';
    case 'neg': return `-${render(e.arg)}`;
    case 'group': return `(${render(e.arg)})`;
    case 'fact': return `${render(e.arg)}!`;
    case 'fn': return e.fn === 'log' ? `log_${render(e.args[0]!)}(${render(e.args[1]!)})` : `${FN_TEXT[e.fn]}(${e.args.map(render).join(', ')})`;
    case 'bin': return `${e.left.kind === 'bin' && PREC[e.left.op] < PREC[e.op] ? `(${render(e.left)})` : render(e.left)} ${OP_TEXT[e.op]} ${e.right.kind === 'bin' && PREC[e.right.op] <= PREC[e.op] ? `(${render(e.right)})` : render(e.right)}`;
  }
}

interface Constraint {
  left: Expr;
  right: Expr;
  text: string;
  /** The statement it was read in (0-based), and whether that statement offers alternatives ("or", ±). */
  statement: number;
  disjunctive: boolean;
  /** A value was given to its unknown since: a later value answers something else ("the solutions are a = 2 and a = 8"). */
  answered?: boolean;
}

/** Whether `left = right` is a linear equation in `name` alone with exactly one solution (so a value that breaks it is wrong). */
function linearIn(c: Constraint, name: string, scope: ReadonlyMap<string, Q>): boolean {
  const vars = new Set([...variables(c.left), ...variables(c.right)]);
  if (vars.size !== 1 || !vars.has(name)) return false;
  const f = (t: number) => {
    const at = new Map(scope).set(name, Q.of(t));
    const l = evaluate(c.left, at);
    const r = evaluate(c.right, at);
    return l?.q && r?.q ? l.q.sub(r.q) : undefined;
  };
  const [f0, f1, f2] = [f(0), f(1), f(2)];
  return Boolean(f0 && f1 && f2 && f2.sub(f1).eq(f1.sub(f0)) && !f1.sub(f0).isZero());
}

/**
 * Whether the token after a side ends it: a side must be read to where its expression ends. In
 * math the expression ends only at a relation or punctuation; in prose, words, units (`16 m`) or
 * a remark in parentheses may follow, but never an operator the grammar could not use.
 */
/**
 * A remainder stated right after a quotient: ", remainder 3", "with a remainder of 3", "r 3",
 * "R3", "rem 3", "and 3 left over" is not read (no remainder word before the number).
 */
function remainderAfter(toks: Token[], at: number, text: string): { value: Q; end: number; next: number } | undefined {
  let i = at;
  const word = (k: number) => {
    const t = toks[k];
    return t?.kind === 'word' ? t.text : t?.kind === 'var' ? t.name.toLowerCase() : undefined;
  };
  if (toks[i]?.kind === 'stop' && text.slice(toks[i]!.start, toks[i]!.end) === ',') i++;
  if (word(i) === 'with' || word(i) === 'and' || word(i) === 'leaving') i++;
  if (word(i) === 'a' || word(i) === 'the') i++;
  if (!['remainder', 'rem', 'r'].includes(word(i) ?? '')) return undefined;
  i++;
  if (word(i) === 'of' || word(i) === 'is') i++;
  const n = toks[i];
  if (n?.kind !== 'num' || n.percent) return undefined;
  return { value: n.value, end: n.end, next: i + 1 };
}

function endsSide(t: Token | undefined, last: Token): boolean {
  if (!t) return true;
  if (SIDE_ENDS.has(t.kind)) return true;
  if (!(t.math && last.math) && t.start > last.end) return t.kind !== 'op' && t.kind !== 'opaque' && t.kind !== 'fact';
  return false;
}

/** "2.5 hours is 150 minutes": a word relation may join two quantities when the first names a unit. */
function quantityWithUnit(toks: Token[], side: Side): boolean {
  if (side.expr.kind !== 'num') return false;
  const u = unitWords(toks, side);
  return Boolean(u && u.words.some((_, i) => isUnit(u.words.slice(0, i + 1).join(' '))));
}

/**
 * What follows a quantity stated in `unit` when it goes on in another unit of its kind ("16 hours
 * 40 minutes", "… hours and 40 minutes"): that part's value in `unit` and where it ends;
 * undefined when nothing like it follows; null when a number follows that is not read (a mixed
 * number in LaTeX, a third part).
 */
function compoundTail(toks: Token[], after: number, unit: string): { value: number; factor: number; unit: string; numeral: string; end: number } | null | undefined {
  let k = toks.findIndex((t) => t.start >= after);
  if (k < 0) return undefined;
  if (toks[k]!.kind === 'word' && (toks[k] as { text: string }).text === 'and') k++;
  const n = toks[k];
  if (n?.kind !== 'num' && n?.kind !== 'lp') return undefined;
  const words: string[] = [];
  let j = k + 1;
  while (j < toks.length && toks[j]!.kind !== 'word' && j < k + 8) j++;
  for (let w = j; w < toks.length && toks[w]!.kind === 'word' && words.length < 2; w++) words.push(unitText(toks[w] as { text: string; raw?: string }));
  for (let m = words.length; m >= 1; m--) {
    const tail = words.slice(0, m).join(' ');
    const c = conversionFactor(unit, tail);
    if (!c) continue;
    if (n.kind !== 'num' || j !== k + 1 || n.percent) return null;
    return { value: n.value.toNumber(), factor: c.factor, unit: tail, numeral: n.value.isInteger() ? n.value.toString() : `${n.value.toNumber()}`, end: toks[j + m - 1]!.end };
  }
  return undefined;
}

/** "2 hours", "1 part", "3 apples": a bare number whose side goes on with words (a unit or a noun) before its relation. */
function namesAThing(toks: Token[], side: Side): boolean {
  if (side.expr.kind !== 'num') return false;
  const u = unitWords(toks, side);
  return Boolean(u && u.ends[0]! <= side.end);
}

// A side that is a number and then a word operator: "40 plus 5 × 4".
// A stop that is a currency sign and nothing else.
const LONE_CURRENCY_SIGN = new RegExp(`^${CURRENCY_SIGN}$`);
const OP_WORD = new RegExp(String.raw`^${CURRENCY_SIGN}?[\d.,]+\s+(plus|minus)\s`, 'i');

/** A positive fraction as a mixed number, as it was written: "3 1/2", "3/4". */
function mixedText(q: Q): string {
  const whole = q.n / q.d;
  const rest = `${q.n % q.d}/${q.d}`;
  return whole > 0n ? `${whole} ${rest}` : rest;
}

/** A side that is one number written as a fraction: a mixed number ("3 1/2", "3½") or a vulgar fraction ("¾"). */
function writtenFraction(side: Side): boolean {
  return side.expr.kind === 'num' && side.expr.fraction === true;
}

/** Whether a number is stated as a fraction ("2 1/3", `2\frac{1}{3}`): a value its decimals do not write, so exact. */
function isFractionValue(e: Expr): boolean {
  return e.kind === 'num' && !e.percent && !e.value.mul(Q.of(10n ** BigInt(Math.max(0, e.decimals)))).isInteger();
}

/** A bare number at the end of a side with the unit written after it ("= 4.6 m."), as the parser reads units before an operator. */
function withTrailingUnit(toks: Token[], side: Side): Expr {
  const e = side.expr;
  if (e.kind !== 'num' || e.unit || e.percent) return e;
  const u = unitWords(toks, side);
  const unit = u && u.ends[0]! > side.end ? unitIn(u.words) : undefined;
  return unit ? { ...e, unit } : e;
}

/**
 * What a side measures: its quantity as its numbers' units give it, or, for a side whose numbers
 * carry none, the unit written after the whole side ("3.0 × 10^8 m/s", "2 × 1250 W", `rac{50}{12.5} * \mathrm{g/cm^3}`), which is the unit of its value.
 */
function sideQuantity(toks: Token[], side: Side, scope: ReadonlyMap<string, Q>): Quantity | undefined {
  const q = quantityOf(withTrailingUnit(toks, side), scope);
  // A unit on an inner number other than the last is that number's ("5 km × 2 h"), not the side's.
  if (q || side.expr.kind === 'num' || unitsBeforeLast(side.expr)) return q;
  const words = wordsAfter(toks, side);
  const unit = words ? unitIn(words) : undefined;
  const v = unit ? evaluate(side.expr, scope) : undefined;
  return unit && v ? { value: num(v), unit, mixed: false } : undefined;
}

// Links of a chain whose sides are not compared (units unknown or not of one kind): the verdict of
// that link only, not of the chain (DECISIONS "One quantity in two units along a chain").
const UNCHECKED = new WeakSet<object>();
function unchecked(v: Omit<Calculation, 'start' | 'end'>): Omit<Calculation, 'start' | 'end'> {
  UNCHECKED.add(v);
  return v;
}

/**
 * "225,000 cm = 2,250 m = 2.25 km": a chain of three quantities or more, each one number in a known
 * unit, not all in one unit, restates one quantity; each link is a conversion, checked as a single
 * one is (DECISIONS "Units", "One quantity in two units along a chain"). Two quantities are left to
 * the checkers, which read a conversion whole.
 */
function conversionChain(toks: Token[], sides: readonly Side[], scope: ReadonlyMap<string, Q>): boolean {
  if (sides.length < 3) return false;
  const units = sides.map((x) => (x.expr.kind === 'num' ? sideQuantity(toks, x, scope)?.unit : undefined));
  return units.every((u) => u !== undefined && isUnit(u)) && new Set(units).size > 1;
}

/** Whether two words name one thing, in the singular or the plural ("box", "boxes"). */
function sameNoun(a: string, b: string): boolean {
  return a === b || `${a}s` === b || `${b}s` === a || `${a}es` === b || `${b}es` === a;
}

/** A side as a reason quotes it: as written, or as read when the text is LaTeX (a unit's braces are not the side's). */
function shownSide(text: string, side: Side): string {
  const written = text.slice(side.start, side.end).trim();
  return written.includes('\\') ? render(side.expr) : written;
}

/** Whether a number other than the last of the expression carries a unit. */
function unitsBeforeLast(e: Expr): boolean {
  const nums: Expr[] = [];
  const walk = (x: Expr): void => {
    if (x.kind === 'num') nums.push(x);
    else children(x).forEach(walk);
  };
  walk(e);
  return nums.slice(0, -1).some((n) => n.kind === 'num' && n.unit !== undefined);
}

/** The words right after the last token of a side (its unit, when it has one), a power after a unit included. */
function wordsAfter(toks: Token[], side: Side): string[] | undefined {
  let k = -1;
  // A closing brace of LaTeX is a token of no width at the side's end.
  for (let j = 0; j < toks.length && toks[j]!.start <= side.end; j++) if ((toks[j]!.kind === 'num' || toks[j]!.kind === 'rp') && toks[j]!.end <= side.end) k = j;
  return k < 0 ? undefined : wordsFrom(toks, k + 1)?.words;
}

/**
 * The power written after a unit at `at` ("^2", "^{3}", "^{-1}"), with the index after it: a
 * unit's power belongs to the unit, never to the number ("cm^3", `\mathrm{mol}^{-1}`).
 */
function unitPower(toks: Token[], at: number): { power: string; next: number } | undefined {
  const caret = toks[at];
  if (caret?.kind !== 'op' || caret.op !== '^' || caret.word) return undefined;
  let j = at + 1;
  const braced = toks[j]?.kind === 'lp';
  if (braced) j++;
  const minus = toks[j]?.kind === 'op' && (toks[j] as { op: Op }).op === '-';
  if (minus) j++;
  const n = toks[j];
  if (n?.kind !== 'num' || !n.value.isInteger()) return undefined;
  j++;
  if (braced) {
    if (toks[j]?.kind !== 'rp') return undefined;
    j++;
  }
  return { power: `${minus ? '-' : ''}${n.value.toString()}`, next: j };
}

/**
 * Compares a computed quantity with a stated one in the stated unit, under the rounding rules of
 * precision.ts: `holds` (undefined at a rounding boundary) and the computed value in that unit;
 * null when the units do not convert into each other.
 */
function unitReading(computed: Quantity, stated: Quantity, rel: Rel, statedExpr: Expr, statedText: string): { holds: boolean | undefined; expected: number } | null {
  const c = sameUnit(computed.unit, stated.unit) ? { factor: 1 } : conversionFactor(computed.unit, stated.unit) ?? perOne(computed.unit, stated.unit);
  if (!c) return null;
  const x = computed.value * c.factor;
  const expected = Number(x.toPrecision(10));
  const scale = Math.max(1, Math.abs(x));
  if (rel !== 'eq' && rel !== 'approx') {
    const d = x - stated.value;
    return { holds: Math.abs(d) <= 1e-9 * scale ? holdsComparison(rel, 0) : holdsComparison(rel, Math.sign(d)), expected };
  }
  if (statedExpr.kind !== 'num') return { holds: Math.abs(x - stated.value) <= 1e-9 * scale, expected };
  // A fraction stated ("2 1/3 h") is exact; else the last number written: "2 h 55 min" shows whole minutes.
  if (isFractionValue(statedExpr)) return { holds: Math.abs(x - stated.value) <= 1e-9 * scale, expected };
  const numeral = statedExpr.sci ?? (statedExpr.compound ? statedExpr.value.toNumber().toFixed(statedExpr.decimals) : undefined) ?? /[\d.,]+/.exec(statedText)?.[0]?.replace(/,/g, '') ?? String(stated.value);
  return { holds: rel === 'approx' ? approximately(x, stated.value, numeral) : roundsTo(x, stated.value, precisionOf(numeral)), expected };
}

/**
 * "In one hour it travels 580 miles / 2 hours = 290 miles": a rate stated as the amount in one of
 * what it is per. The conversion of the rate's first unit into the stated one, when they are of a kind.
 */
function perOne(rate: string, stated: string): { factor: number } | undefined {
  const top = rate.includes('/') ? rate.slice(0, rate.indexOf('/')) : undefined;
  if (!top) return undefined;
  return sameUnit(top, stated) ? { factor: 1 } : conversionFactor(top, stated);
}

/** Up to three words right after a bare quantity (inside its side, or after it), with where each ends. */
function unitWords(toks: Token[], side: Side): { words: string[]; ends: number[] } | undefined {
  let k = toks.findIndex((t) => t.start >= side.start);
  if (k < 0) return undefined;
  // A number in scientific notation ends with its exponent: its unit is written after it ("9.0 × 10⁷ bit/s").
  if (side.expr.kind === 'num' && side.expr.sci) {
    let last = k;
    // The exponent's closing brace in LaTeX is a token of no width at its end.
    for (let j = k; j < toks.length && toks[j]!.end <= side.end; j++) if (toks[j]!.kind === 'num' || toks[j]!.kind === 'rp') last = j;
    return wordsFrom(toks, last + 1);
  }
  while (k < toks.length && toks[k]!.kind !== 'num') k++;
  return wordsFrom(toks, k + 1);
}

/** Up to three words from token `from` on (a unit or a noun), with where each ends; a power after a unit is the unit's. */
function wordsFrom(toks: Token[], from: number): { words: string[]; ends: number[] } | undefined {
  const words: string[] = [];
  const ends: number[] = [];
  for (let j = from; j < toks.length && words.length < 3; j++) {
    const t = toks[j]!;
    if (t.kind === 'word') words.push(unitText(t));
    else if (t.kind === 'var' && !t.name.includes('_')) words.push(t.name);
    else break;
    ends.push(t.end);
    // "10,000 cm^2", `\text{ m}^2`: a power after a unit belongs to it.
    const power = unitPower(toks, j + 1);
    if (power) {
      words[words.length - 1] += `^${power.power}`;
      ends[ends.length - 1] = toks[power.next - 1]!.end;
      break;
    }
  }
  return words.length ? { words, ends } : undefined;
}

/** The unit the first words of `words` name ("hours", "square feet", "cm^2"), if they name one. */
function unitIn(words: string[]): string | undefined {
  for (let i = Math.min(words.length, 3); i >= 1; i--) {
    const u = words.slice(0, i).join(' ');
    if (isUnit(u)) return u;
  }
  return undefined;
}

/** A quantity: a value in a unit, and whether it adds quantities written in different units ("2 h + 30 min"). */
interface Quantity {
  value: number;
  unit: string;
  mixed: boolean;
}

/**
 * The quantity an expression states, when its numbers carry units of one kind: a number with its
 * unit, a sum or difference of such (in the smaller unit), or one scaled by a plain number
 * ("5 × 30 min", "90 min / 2"). Undefined when it has no unit or mixes kinds.
 */
function quantityOf(e: Expr, scope: ReadonlyMap<string, Q>): Quantity | undefined {
  switch (e.kind) {
    case 'num':
      return e.unit && !e.percent ? { value: e.value.toNumber(), unit: e.unit, mixed: false } : undefined;
    case 'group':
      return quantityOf(e.arg, scope);
    case 'neg': {
      const q = quantityOf(e.arg, scope);
      return q && { ...q, value: -q.value };
    }
    case 'bin': {
      const l = quantityOf(e.left, scope);
      const r = quantityOf(e.right, scope);
      if (e.op === '+' || e.op === '-') {
        if (!l || !r) return undefined;
        const sign = e.op === '+' ? 1 : -1;
        if (sameUnit(l.unit, r.unit)) return { value: l.value + sign * r.value, unit: l.unit, mixed: l.mixed || r.mixed };
        const c = conversionFactor(l.unit, r.unit);
        if (!c) return undefined;
        // In the smaller unit: 2 h + 30 min is 150 min.
        return c.factor >= 1 ? { value: l.value * c.factor + sign * r.value, unit: r.unit, mixed: true } : { value: l.value + (sign * r.value) / c.factor, unit: l.unit, mixed: true };
      }
      // "35 L/h × 8 h", "121.5 km / 5 h", "240 km ÷ 80 km/h": quantities whose units combine.
      if ((e.op === '*' || e.op === '/') && l && r && !l.mixed && !r.mixed) {
        const c = combinedUnit(e.op, l.unit, r.unit);
        if (!c || (e.op === '/' && r.value === 0)) return undefined;
        return { value: (e.op === '*' ? l.value * r.value : l.value / r.value) * c.factor, unit: c.unit, mixed: false };
      }
      if ((e.op === '*' || e.op === '/') && (l === undefined) !== (r === undefined)) {
        const q = (l ?? r)!;
        const k = evaluate(l ? e.right : e.left, scope);
        if (!k || (e.op === '/' && !l)) return undefined;
        const x = num(k);
        return e.op === '*' ? { ...q, value: q.value * x } : x === 0 ? undefined : { ...q, value: q.value / x };
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

const PREPOSITIONS = new Set(['of', 'between', 'for', 'from', 'among', 'as', 'than', 'like', 'to', 'with', 'by', 'in', 'at', 'on', 'into', 'per']);
const COMPARATIVES = new Set(['more', 'less', 'greater', 'fewer', 'larger', 'smaller', 'higher', 'lower', 'older', 'younger', 'longer', 'shorter', 'bigger', 'heavier', 'lighter', 'faster', 'slower', 'times', 'than', 'as', 'away', 'apart']);

/** "31² is 600 greater than 19²", "she is 5 years older": a number before a comparative states a difference, not a value. */
function comparativeAfter(toks: Token[], k: number): boolean {
  for (let j = k; j < Math.min(toks.length, k + 3); j++) {
    const t = toks[j]!;
    if (t.kind !== 'word') return false;
    if (COMPARATIVES.has(t.text)) return true;
  }
  return false;
}

/**
 * Whether the expression at `at` is the object of a noun phrase ("the units digit of 16^17",
 * "the larger of 5 + 6√2 and 5 - 6√2"): then a word relation after it ("… is 6") says what the
 * phrase is, not what the expression equals.
 */
function objectOfPhrase(toks: Token[], at: number): boolean {
  for (let k = at - 1; k >= 0; k--) {
    const t = toks[k]!;
    if (t.kind === 'word') {
      if (PREPOSITIONS.has(t.text)) return true;
      if (t.text === 'and' || t.text === 'or') continue;
      return false;
    }
    if (t.kind === 'stop' || t.kind === 'rel' || t.kind === 'annotation-open' || t.kind === 'annotation-close') return false;
  }
  return false;
}

/**
 * Whether the expression at `at` begins its clause, as the subject of a word relation must: "So
 * 3 + 4 is 7", but not "the largest prime that divides 11! is 25", where the expression ends a
 * longer subject. ("…, which is 12.5" refers to the expression itself, unless it is the object of a
 * phrase: "the units digit of 3^4, which is 1".)
 */
function startsClause(toks: Token[], at: number): boolean {
  const prev = toks[at - 1];
  // "the angle with tan = √3 is 60°": after "=" whose left side is words, the expression is what
  // those words equal, not the subject of the "is" that follows.
  if (prev?.kind === 'rel' && !prev.word) return !['word', 'opaque'].includes(toks[at - 2]?.kind ?? 'stop');
  if (!prev || prev.kind === 'stop' || prev.kind === 'rel' || prev.kind === 'annotation-open' || prev.kind === 'annotation-close') return true;
  return prev.kind === 'word' && FUNCTION_WORDS.has(prev.text) && !objectOfPhrase(toks, at);
}

/** Whether the operator at `at` is a minus sign glued to an operand after it (`−12`, `-(3)`). */
function signs(toks: Token[], at: number): boolean {
  const t = toks[at]!;
  const next = toks[at + 1];
  return t.kind === 'op' && t.op === '-' && !t.word && next !== undefined && (next.kind === 'num' || next.kind === 'lp');
}

// Words after which "from A to B" gives the limits of what they name.
const EVALUATED = new Set(['integral', 'integrate', 'integrating', 'evaluated', 'evaluate', 'evaluating', 'sum', 'summed', 'product']);

/**
 * "[x^2/2 + x/3] from 0 to 1/3 = (1/9)/2 + 1/9", "∫ from 0 to 2 = …", "evaluated from 1 to 3 =
 * …": the expression at `at` is the upper limit of an evaluation or an integral, and what follows
 * it is the value of the evaluation, not of the limit.
 */
function upperLimit(toks: Token[], at: number): boolean {
  if (toks[at - 1]?.kind !== 'word' || (toks[at - 1] as { text: string }).text !== 'to') return false;
  for (let k = at - 2; k >= Math.max(0, at - 8); k--) {
    const t = toks[k]!;
    if (t.kind === 'word' && t.text === 'from') {
      const b = toks[k - 1];
      return b !== undefined && (b.kind === 'rp' || b.kind === 'opaque' || (b.kind === 'word' && EVALUATED.has(b.text)));
    }
    if (t.kind === 'rel' || t.kind === 'stop') return false;
  }
  return false;
}

/** Whether a calculation may start at `at`: not inside an expression that began before it. */
/** Significant digits of a numeral ("0.00106" → 3, "1200" → 2, "42.195" → 5). */
function significantDigits(numeral: string): number {
  const digits = numeral.includes('.') ? numeral.replace('.', '').replace(/^0+/, '') : numeral.replace(/^0+/, '').replace(/0+$/, '');
  return Math.max(1, digits.length);
}

const MONTH = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?$/;

/** Whether the "and" at `and` follows "of/between/… N [unit words]": it joins two objects of the preposition. */
function joinsObjects(toks: Token[], and: number): boolean {
  let i = and - 1;
  for (let words = 0; i >= 0 && toks[i]!.kind === 'word' && words < 3; words++) i--;
  if (toks[i]?.kind !== 'num') return false;
  const before = toks[i - 1];
  return before?.kind === 'word' && ['of', 'between', 'from', 'among', 'both', 'by'].includes(before.text);
}

const ELLIPSIS = /^(?:\\(?:l|c)?dots[cbmio]?|…)$/;
const tokenText = (t: Token | undefined, text: string) => (t ? text.slice(t.start, t.end) : '');

/**
 * Whether the expression at `at` is a term after the ellipsis of an enumeration: "1, 2, …, n",
 * "$1^2, 2^2, \ldots, 30^2, 31^2$". The ellipsis (`\ldots`, `\dots`, `\cdots`, "…", "...")
 * follows a comma, and only terms and commas stand between it and `at`; an ellipsis between
 * operators ("1 + 2 + \cdots + 100") is a sum, and a list of relations ("2^1 = 2, …, 2^{10} =
 * 1024") keeps each relation.
 */
function endsEnumeration(toks: Token[], at: number, text: string): boolean {
  for (let k = at - 1, terms = 0; k >= 0 && terms <= 8; k--) {
    const t = toks[k]!;
    const s = tokenText(t, text);
    if (s === ',') { terms++; continue; }
    const width = ELLIPSIS.test(s) ? 1 : [0, 1, 2].every((j) => toks[k - j]?.kind === 'stop' && tokenText(toks[k - j], text) === '.' && (j === 0 || toks[k - j]!.end === toks[k - j + 1]!.start)) ? 3 : 0;
    if (width > 0) {
      if (k === at - 1 || tokenText(toks[k - width], text) !== ',') return false;
      // The item before the ellipsis: a term, not a relation.
      for (let j = k - width - 1; j >= 0 && tokenText(toks[j], text) !== ','; j--) if (toks[j]!.kind === 'rel' || toks[j]!.kind === 'word') return false;
      return true;
    }
    if (!['num', 'var', 'const', 'op', 'lp', 'rp', 'fn', 'fact'].includes(t.kind)) return false;
  }
  return false;
}

function mayStartAt(toks: Token[], at: number): boolean {
  const prev = toks[at - 1];
  if (!prev) return true;
  switch (prev.kind) {
    case 'op':
      return false;
    case 'lp':
      // `\sin(30) = …`, "floor(k/3) = 0": the parenthesis belongs to what stands before it.
      if (toks[at - 2]?.kind === 'modulus') return false;
      return !(toks[at - 2] && ['fn', 'opaque', 'var', 'word'].includes(toks[at - 2]!.kind) && toks[at - 2]!.end === prev.start);
    case 'word':
      // "floor(k/3) = 0": a parenthesis glued to a word belongs to it.
      if (toks[at]!.kind === 'lp' && prev.end === toks[at]!.start) return false;
      // "Herb's house - $22,800 = …": a minus after words subtracts from them; it is no sign. After
      // a connective ("and −12 + (−2) = −14", "so -3 × 4 = -12") or glued to its number ("fell to
      // −12 + 5 = −7") it is the sign of what follows.
      if (toks[at]!.kind !== 'op' || !toks[at]!.math !== !prev.math) return true;
      return signs(toks, at) && (FUNCTION_WORDS.has(prev.text) || (prev.end < toks[at]!.start && toks[at + 1]!.start === toks[at]!.end));
    case 'fn':
    case 'opaque':
    case 'fact':
    case 'const':
    // The modulus after a congruence (`\pmod 7`, "(mod 7)") is no operand of what follows it.
    case 'modulus':
      return false;
    case 'num':
    case 'var':
    case 'rp':
      // A minus after an operand subtracts ("(α + β)^2 - 2αβ"): it is no sign, and no calculation starts there.
      if (toks[at]!.kind === 'op') return false;
      // In math, juxtaposition continues the expression (`2\sqrt{3}`); in prose a glued token does (`3x`).
      return !(toks[at]!.math && prev.math) && prev.end < toks[at]!.start;
    default:
      return true;
  }
}

/**
 * A calculator annotation `<<48/2=24>>` (the GSM8K convention) records the computation of the
 * prose result written right after it: "she sold 48/2 = <<48/2=24>>24 clips" states 48/2 = 24
 * twice, once for the calculator and once in words. The prose is read with every annotation
 * taken out (and the currency sign glued before it, "= $<<6*24=144>>144"), so its relation
 * reaches the number the reader sees; each annotation is read as a calculation of its own. An
 * opening `<<` with no closing `>>` after it, or with no relation inside, is no annotation
 * (a shift `1 << 3`) and the tokens stay as they are.
 */
function splitAnnotations(toks: Token[], text: string): { prose: Token[]; annotations: Token[][] } {
  const prose: Token[] = [];
  const annotations: Token[][] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const close = t.kind === 'annotation-open' ? toks.findIndex((u, k) => k > i && (u.kind === 'annotation-close' || u.kind === 'annotation-open')) : -1;
    const inner = close > i && toks[close]!.kind === 'annotation-close' ? toks.slice(i + 1, close) : undefined;
    if (!inner || !inner.some((u) => u.kind === 'rel')) {
      prose.push(t);
      continue;
    }
    const sign = prose.at(-1);
    if (sign?.kind === 'stop' && sign.end === t.start && LONE_CURRENCY_SIGN.test(text.slice(sign.start, sign.end))) prose.pop();
    annotations.push(inner);
    i = close;
  }
  return { prose, annotations };
}

/**
 * Reads the calculations of one content, statement by statement, remembering the unknowns it
 * was given values for and the equations that constrain them.
 */
export class CalculationReader {
  /**
   * @param exact whether "=" means exactly equal: in a short claim read whole ("1.4 × 1.3 = 1.8"
   * is false), while a result in a solution may be rounded to the precision it shows (DECISIONS
   * "Rounding"). "≈" keeps its rounding either way.
   */
  constructor(private readonly exact = false) {}

  private readonly scope = new Map<string, Q>();
  private readonly constraints: Constraint[] = [];
  private statement = -1;
  private disjunctive = false;

  /** Every calculation in `text` read as content (Markdown, LaTeX, sentences), offsets shifted by `offset`. */
  read(text: string, offset = 0): Calculation[] {
    return readStatements(text).flatMap((s) => this.readTokens(s.tokens, text)).map((c) => ({ ...c, start: c.start + offset, end: c.end + offset }));
  }

  /** Every calculation in a line of plain prose (no Markdown, no LaTeX): a reformulation, say. */
  readProse(text: string): Calculation[] {
    return this.readTokens(tokenize(text), text);
  }

  /** Every calculation in the tokens of one statement; `text` is the content the offsets point into. */
  readTokens(toks: Token[], text: string): Calculation[] {
    this.statement++;
    this.disjunctive = toks.some((t) => (t.kind === 'word' && t.text === 'or') || (t.kind === 'opaque' && /\\[pm]p|±/.test(text.slice(t.start, t.end))));
    const { prose, annotations } = splitAnnotations(toks, text);
    if (!annotations.length) return this.scan(toks, text);
    return [prose, ...annotations].flatMap((part) => this.scan(part, text)).sort((a, b) => a.start - b.start);
  }

  /** Every calculation in a run of tokens with no calculator annotation left in it. */
  private scan(toks: Token[], text: string): Calculation[] {
    const out: Calculation[] = [];
    let i = 0;
    while (i < toks.length) {
      const found = mayStartAt(toks, i) ? this.chainAt(toks, i, text) : undefined;
      if (found) {
        if (found.calc) out.push(found.calc);
        i = found.next;
      } else i++;
    }
    return out;
  }

  private chainAt(toks: Token[], at: number, text: string): { calc?: Calculation; next: number } | undefined {
    const first = toks[at]!;
    if (!['num', 'var', 'lp', 'const', 'fn'].includes(first.kind) && !(first.kind === 'op' && first.op === '-')) return undefined;
    // The argument of a function that could not be read ("ln e^3", "log_2 8^2": which grouping the
    // power has is open) is no calculation of its own: "e^3 = 3" is not what the sentence says.
    if (toks[at - 1]?.kind === 'fn' || (toks[at - 1]?.kind === 'rp' && toks[at - 3]?.kind === 'lp' && toks[at - 4]?.kind === 'fn')) return undefined;
    const p = new ExpressionParser(toks);
    p.pos = at;
    const state: ParseState = { ops: 0 };
    const sides: Side[] = [];
    const rels: Rel[] = [];
    let spelled = false; // a relation written in words ("is", "makes")
    const moduli: (bigint | null | undefined)[] = []; // written between rows of the chain
    const s0 = p.side(state);
    if (!s0) return undefined;
    // "$1^2, 2^2, \ldots, 31^2$, which gives 31 squares": the last term of an enumeration is no
    // calculation, and what follows the list speaks of the list, not of its last term.
    if (endsEnumeration(toks, at, text)) return { next: Math.max(p.pos, at + 1) };
    sides.push(s0);
    let complete = endsSide(toks[p.pos], toks[p.pos - 1]!);
    while (complete) {
      // "50 divided by 4, which is 12.5": a comma may stand before a word relation.
      // "that is" after a comma says "i.e.", not "equals".
      const comma = toks[p.pos];
      const following = toks[p.pos + 1];
      if (comma?.kind === 'stop' && text.slice(comma.start, comma.end) === ',' && following?.kind === 'rel' && following.word && /^which\b/i.test(text.slice(following.start, following.end))) p.pos++;
      // `a \equiv b \pmod 7 \\ &\equiv c \pmod 7`: a row of `aligned` that ends with its modulus and
      // the next row's relation go on with the chain; the modulus is the chain's, never a side.
      if (toks[p.pos]?.kind === 'modulus' && toks[p.pos + 1]?.kind === 'lp') {
        const save = p.pos;
        const m = this.modulus(p, toks);
        if (toks[p.pos]?.kind === 'rel' && toks[p.pos - 1]?.kind === 'rp') {
          moduli.push(m);
          continue;
        }
        p.pos = save;
      }
      const t = toks[p.pos];
      if (t?.kind !== 'rel') {
        if (comma !== t) p.pos--;
        break;
      }
      const prev = sides[sides.length - 1]!;
      // A word relation ("is", "makes") joins only a computed left side to a stated number.
      const after = toks[p.pos + 1];
      const negative = after?.kind === 'op' && after.op === '-' && toks[p.pos + 2]?.kind === 'num';
      if (t.word && ((prev.ops === 0 && !quantityWithUnit(toks, prev)) || !(after?.kind === 'num' || negative) || (sides.length === 1 && (/^which\b/i.test(text.slice(t.start, t.end)) ? objectOfPhrase(toks, at) : !startsClause(toks, at))) || comparativeAfter(toks, p.pos + (negative ? 3 : 2)))) break;
      const save = p.pos;
      p.pos++;
      const next = p.side(state);
      if (!next) {
        p.pos = save;
        // "18 - 8 = 10:00": a calculation whose result is not a number we can read.
        if (prev.ops > 0 && !t.word) {
          return { calc: { start: prev.start, end: t.end, verdict: 'uncertain', reason: `The result after "${text.slice(prev.start, t.end)}" is not a number that can be read.` }, next: p.pos + 1 };
        }
        break;
      }
      // "1905-292 is 19 October 1905": a number before a month name is the day of a date, no result.
      const afterSide = toks[p.pos];
      if (next.ops === 0 && afterSide?.kind === 'word' && MONTH.test(afterSide.text)) {
        p.pos = save;
        break;
      }
      // "95% CI ≈ 53.2% to 62.8%": a number and "to" another after a relation state a range, no
      // value; the relation is not read.
      const rangeTo = toks[p.pos];
      if (next.ops === 0 && rangeTo?.kind === 'word' && rangeTo.text === 'to' && toks[p.pos + 1]?.kind === 'num') {
        p.pos = save;
        break;
      }
      // A word relation states a number: "3 + 4 is 7", not "… divides 11! is 5^2 = 25".
      if (t.word && next.ops > 0) {
        p.pos = save;
        break;
      }
      if (!endsSide(toks[p.pos], toks[p.pos - 1]!)) {
        // "297 ÷ 14 = 21 r 3": a remainder, read below.
        if (t.rel === 'eq' && remainderAfter(toks, p.pos, text)) {
          sides.push(next);
          rels.push(t.rel);
          break;
        }
        // The side goes on in a way the grammar does not read: what it equals is unknown.
        complete = false;
        break;
      }
      sides.push(next);
      rels.push(t.rel);
      spelled ||= t.word;
    }
    // No relation after this expression (or a side read only in part): no calculation starts inside it either.
    if (rels.length === 0) return { next: Math.max(p.pos, at + 1) };
    // "The sum of 2 km and 3 km is 5000 m": a bare number after "and" joining the objects of a
    // preposition is the second object, not the start of "3 km is 5000 m".
    const joined = toks[at - 1];
    if (sides[0]!.ops === 0 && joined?.kind === 'word' && joined.text === 'and' && joinsObjects(toks, at - 1)) return { next: p.pos };
    // "10 ≡ 1 (mod 5)", `\equiv 1^{25} = 1 \pmod 5`: the chain holds modulo what follows it.
    const last = this.modulus(p, toks);
    // One modulus for the whole chain: moduli that differ (or one that cannot be read) leave it unread.
    const modulus = moduli.length === 0 ? last : moduli.every((m) => m !== undefined && m !== null && m === (last ?? moduli[0])) ? (last ?? moduli[0]) : null;
    // "2.5 hours = 150 minutes": two quantities in units of one kind are a conversion to check.
    const conversion = rels.length === 1 && sides[0]!.ops === 0 && sides[1]!.ops === 0 ? this.conversion(toks, sides[0]!, sides[1]!, rels[0]!, text) : undefined;
    if (conversion) return { calc: { start: sides[0]!.start, end: conversion.end, ...conversion.calc }, next: p.pos };
    // "section 2 = x + 200", "Remaining 10 = 62,300/10 = $6230", "… from 0 to π = π/2 - 0": a bare
    // number (or π) right after a word labels what follows, or ends a range; it is not a side.
    const before = toks[at - 1];
    // "two hours is 2 * 60 = 120 minutes", "One part = 750 / 5 = 150 g": a bare number with its
    // unit or noun, then a value computed; the first side names what is computed, like a label
    // ("1 part" is not the number 1).
    const relabelled = (sides[0]!.ops === 0 && sides[1]!.ops > 0 && namesAThing(toks, sides[0]!)) || upperLimit(toks, at);
    // A prose word labels no number that opens a formula: "We write $720 = 2^4 \cdot 3^2 \cdot 5$".
    const opensFormula = toks[at]!.math && !before?.math;
    // A number written as a fraction ("runs 3 1/2 = 3.5 miles") is a value, never a label.
    if (relabelled || (((sides[0]!.ops === 0 && sides[0]!.expr.kind === 'num' && !writtenFraction(sides[0]!) && !sides[0]!.expr.sci) || sides[0]!.expr.kind === 'const') && before?.kind === 'word' && !FUNCTION_WORDS.has(before.text) && before.end < toks[at]!.start && !opensFormula)) {
      if (rels.length === 1) return { next: p.pos };
      sides.shift();
      rels.shift();
    }
    // "297 ÷ 14 = 21 remainder 3": the stated quotient comes with its remainder; both are checked.
    const remainder = rels[rels.length - 1] === 'eq' && sides.length >= 2 ? remainderAfter(toks, p.pos, text) : undefined;
    if (remainder) {
      const calc = this.division(sides[sides.length - 2]!, sides[sides.length - 1]!, remainder.value, text);
      return { calc: { start: sides[sides.length - 2]!.start, end: remainder.end, ...calc }, next: remainder.next };
    }
    const vars = new Set(sides.flatMap((s) => [...variables(s.expr)]));
    const ops = sides.reduce((n, s) => n + s.ops, 0);
    // "5 = 5" inside prose says nothing computed; "42.1558 ≈ 42.2" states a rounding, and "3 1/2 =
    // 3.5" writes a fraction as a decimal: both are checked.
    if (vars.size === 0 && ops === 0 && modulus === undefined && !(rels.length === 1 && rels[0] === 'approx') && !sides.some(writtenFraction) && !sides.some((x) => x.expr.kind === 'num' && x.expr.sci) && !conversionChain(toks, sides, this.scope)) return { next: p.pos };
    // "95% CI ≈ 53.2%", "a 5% significance level ≈ 0.05": a bare number directly before a noun that
    // is no unit names a thing (a confidence level, a level of significance); unless the stated
    // value names the same noun, it is no rounding of that number.
    if (vars.size === 0 && ops === 0 && rels.length === 1 && rels[0] === 'approx' && namesAThing(toks, sides[0]!)) {
      const [ma, mb] = [wordsAfter(toks, sides[0]!)?.[0], wordsAfter(toks, sides[1]!)?.[0]];
      if (ma && !isUnit(ma) && !(mb && sameNoun(ma, mb))) return { next: p.pos };
    }
    const span = { start: sides[0]!.start, end: sides[sides.length - 1]!.end };
    const calcText = text.slice(span.start, span.end);
    const math = toks.slice(at, p.pos).some((t) => t.math);
    const plain = math ? sides.map((x, k) => (k === 0 ? render(x.expr) : `${REL_TEXT[rels[k - 1]!]} ${render(x.expr)}`)).join(' ') : undefined;
    const reading = (r: Omit<Calculation, 'start' | 'end'>): Calculation => ({ ...span, ...(math && !r.reading ? { reading: 'math' as const } : {}), ...(plain ? { plain } : {}), ...r });
    if (state.ambiguous) return { calc: reading({ verdict: 'uncertain', reason: `"${calcText}" has no single reading: ${state.ambiguous}.` }), next: p.pos };
    // "C = 28 - 6 = 24", "C + 6 = 2 * 14 = 28": the sides without unknowns are a calculation of
    // their own, and its value is what the unknowns' side equals.
    let known = sides.length;
    while (known > 0 && variables(sides[known - 1]!.expr).size === 0) known--;
    // "2·5 = 10": a raised dot that may be a decimal point is read both ways; a verdict stands only
    // when both readings give it (spec/DECISIONS.md "Numbers"), and values with unknowns rest on neither.
    const points = decimalSides(toks, at, p.pos, sides);
    const numeric = (ss: Side[], rr: Rel[]) => {
      const k = sides.indexOf(ss[0]!);
      return this.bothReadings(ss, points === undefined ? undefined : points && points.slice(k, k + ss.length), (x) => this.numeric(toks, x, rr, text, modulus));
    };
    if (known === 0) return { calc: reading(numeric(sides, rels)), next: p.pos };
    // "a_2 = (4 - 1)/3 = 2 = a_1 + 2a_0": sides without unknowns between sides with them are a
    // calculation of their own too; what the letters stand for does not change it.
    for (let i = 0; i < known; ) {
      let j = i;
      while (j < known && variables(sides[j]!.expr).size === 0) j++;
      if (j - i >= 2) {
        const result = numeric(sides.slice(i, j), rels.slice(i, j - 1));
        if (result.verdict !== 'true') return { calc: reading(result), next: p.pos };
      }
      i = j + 1;
    }
    if (sides.length - known >= 2) {
      const result = numeric(sides.slice(known), rels.slice(known));
      if (result.verdict !== 'true') return { calc: reading(result), next: p.pos };
    }
    if (points !== undefined) return { calc: reading({ verdict: 'uncertain', reason: `"${calcText}" has no single reading: a raised dot between digits reads as a decimal point or as a multiplication.` }), next: p.pos };
    return { calc: { ...reading(this.unknowns(sides.slice(0, known + 1), rels.slice(0, known), calcText, !spelled)), unknowns: true }, next: p.pos };
  }

  /**
   * The modulus written after a chain ("(mod 5)", `\pmod{5}`), moving the parser past it: a whole
   * number of at least 2; null when one is written but cannot be read; undefined when there is none.
   */
  private modulus(p: ExpressionParser, toks: Token[]): bigint | null | undefined {
    const save = p.pos;
    const open = toks[p.pos]?.kind === 'lp' && toks[p.pos + 1]?.kind === 'modulus';
    if (!open && toks[p.pos]?.kind !== 'modulus') return undefined;
    p.pos += open ? 2 : 1;
    const m = p.side({ ops: 0 });
    const v = m && evaluate(m.expr, this.scope);
    if (open && toks[p.pos]?.kind === 'rp') p.pos++;
    if (!v?.q?.isInteger() || v.q.n < 2n) {
      if (!m) p.pos = save;
      return null;
    }
    return v.q.n;
  }

  /**
   * `check` on the sides as read, and again with each raised dot that may be a decimal point read as
   * one (`2·5` as 2.5): the verdict when both agree, else `uncertain` (spec/DECISIONS.md "Numbers").
   */
  private bothReadings(sides: Side[], decimal: Side[] | null | undefined, check: (sides: Side[]) => Omit<Calculation, 'start' | 'end'>): Omit<Calculation, 'start' | 'end'> {
    const first = check(sides);
    if (decimal === undefined) return first;
    const other = decimal && check(decimal);
    if (other?.verdict === first.verdict) return first;
    if (!other) return { verdict: 'uncertain', reason: `A raised dot between digits reads as a decimal point or as a multiplication, and the calculation cannot be read whole with the decimal point.` };
    return { verdict: 'uncertain', reason: `A raised dot between digits reads as a decimal point or as a multiplication, and the readings disagree: ${first.verdict} as a product, ${other.verdict} with the decimal point.` };
  }

  /** Checks a chain of sides without unknowns: each stated result against the computed one (modulo `modulus` when given). */
  private numeric(toks: Token[], sides: Side[], rels: Rel[], text: string, modulus?: bigint | null): Omit<Calculation, 'start' | 'end'> {
    if (modulus !== undefined || rels.includes('cong')) return this.congruences(sides, rels, text, modulus);
    // What each side measures, when its numbers carry units ("460 cm = 4.6 m", "3 h 30 min + 30 min = 4 h").
    const quantities = sides.map((x) => sideQuantity(toks, x, this.scope));
    // The words each side's last number is followed by (its unit or noun), for sides that measure different things.
    const measures = sides.map((x) => wordsAfter(toks, x)?.[0]);
    const notes: string[] = [];
    const approximate = rels.includes('approx') || sides.some((x) => { const v = evaluate(x.expr, this.scope); return v !== undefined && !v.q; });
    let unread: Omit<Calculation, 'start' | 'end'> | undefined;
    for (let k = 0; k < rels.length; k++) {
      const a = sides[k]!;
      const b = sides[k + 1]!;
      const rel = rels[k]!;
      // With a scale word ("5 dozen", "$20 million") each side is read with and without it; the relation holds when a reading does.
      const readings: [boolean, boolean][] = hasScaled(a.expr) || hasScaled(b.expr) ? [[false, false], [true, true], [false, true], [true, false]] : [[false, false]];
      const underReading = (percent: PercentReading, said: string[]): Omit<Calculation, 'start' | 'end'> | undefined => {
        let found: Omit<Calculation, 'start' | 'end'> | undefined;
        for (const [sa, sb] of readings) {
          const r = this.relation(a, b, rel, sa, sb, text, said, [quantities[k], quantities[k + 1]], [measures[k], measures[k + 1]], percent);
          if (r === 'holds') return undefined;
          found ??= r;
        }
        return found;
      };
      let verdict: Omit<Calculation, 'start' | 'end'> | undefined;
      if (hasPercentChange(a.expr) || hasPercentChange(b.expr)) {
        // "£254 + 18% = £299.72": read as a change by p %; holding only literally is not decided.
        const said: string[] = [];
        const settled = settlePercentReadings((percent) => underReading(percent, percent === 'change' ? said : []), (r) => (r === undefined ? true : r.verdict === 'false' ? false : undefined));
        if (settled.literalOnly) return { verdict: 'uncertain', reason: `"${text.slice(a.start, b.end).trim()}" ${LITERAL_ONLY_REASON}.` };
        verdict = settled.result;
        if (!verdict) notes.push(CHANGE_READING_NOTE, ...said);
        else if (verdict.verdict === 'false') verdict = { ...verdict, reason: `${verdict.reason} (${CHANGE_READING_NOTE}.)` };
      } else verdict = underReading('change', notes);
      if (!verdict) continue;
      // A link between quantities that are not compared is left unchecked; the other links still are.
      if (UNCHECKED.has(verdict)) {
        unread ??= verdict;
        continue;
      }
      // "(think 10 × 4 = 40 plus 5 × 4 = 20)": a word operator after a result may go on with it
      // ("= 40 plus 5 × 4 = 60") or join a second calculation to the first ("plus 5 × 4 = 20").
      // When the running reading fails and the joined one holds, the text has two readings.
      if (verdict.verdict === 'false' && k > 0 && this.joinsSecond(sides[k - 1]!, a, b, text)) {
        return { verdict: 'uncertain', reason: `"${text.slice(a.start, b.end).trim()}" reads as a running calculation, which fails, or as "${OP_WORD.exec(text.slice(a.start, a.end))![1]}" joining a second calculation, which holds.` };
      }
      if (verdict.verdict === 'false' && (approximate || verdict.reading === 'approximate')) return { ...verdict, reading: 'approximate' };
      return verdict;
    }
    if (unread) return unread;
    const first = sides[0]!.ops > 0 || sides.every((x) => x.ops === 0) ? sides[0]! : sides[sides.length - 1]!;
    const v = evaluate(first.expr, this.scope)!;
    const r = { verdict: 'true' as const, computed: showVal(v), reason: `${render(first.expr)} is ${showVal(v)}; the stated ${rels.every((x) => x === 'eq' || x === 'approx') ? 'result holds' : 'relation holds'}${notes.length ? ` (${notes.join(', ')})` : ''}.` };
    return approximate ? { ...r, reading: 'approximate' } : r;
  }

  /**
   * Whether `side` is the result of `previous` joined by a word operator to an expression that, on
   * its own, has the value `next` states ("40 plus 5 × 4" after "10 × 4 =", before "= 20").
   */
  private joinsSecond(previous: Side, side: Side, next: Side, text: string): boolean {
    const e = side.expr;
    if (e.kind !== 'bin' || (e.op !== '+' && e.op !== '-') || !OP_WORD.test(text.slice(side.start, side.end))) return false;
    const before = evaluate(previous.expr, this.scope);
    const first = evaluate(e.left, this.scope);
    const rest = evaluate(e.right, this.scope);
    const stated = evaluate(next.expr, this.scope);
    return Boolean(before?.q && first?.q && rest?.q && stated?.q && before.q.eq(first.q) && rest.q.eq(stated.q) && e.right.kind === 'bin');
  }

  /**
   * A conversion between units written as a relation of two quantities ("2.5 hours = 150
   * minutes", "1 km is 1,009 m"), judged by the rule of the units checker: the stated value is the
   * exact conversion rounded to the precision it shows; "about" and "≈" allow 1 %.
   */
  private conversion(toks: Token[], a: Side, b: Side, rel: Rel, text: string): { calc: Omit<Calculation, 'start' | 'end'>; end: number } | undefined {
    if (a.expr.kind !== 'num' || b.expr.kind !== 'num' || a.expr.percent || b.expr.percent || (rel !== 'eq' && rel !== 'approx')) return undefined;
    const ua = unitWords(toks, a);
    const ub = unitWords(toks, b);
    if (!ua || !ub) return undefined;
    for (let i = ua.words.length; i >= 1; i--) {
      for (let j = ub.words.length; j >= 1; j--) {
        const [x, y] = [ua.words.slice(0, i).join(' '), ub.words.slice(0, j).join(' ')];
        // "8 hours 45 minutes = 525 minutes": a compound quantity is read in its last unit, maybe the other side's.
        const c = conversionFactor(x, y) ?? ((a.expr.compound || b.expr.compound) && sameUnit(x, y) ? { factor: 1, from: x, to: y } : undefined);
        if (!c) continue;
        // "16 hours 40 minutes", "1 hour 5 5/11 minutes": the stated quantity goes on in a smaller
        // unit of its kind; it is read whole, or the conversion is not decided.
        const more = compoundTail(toks, ub.ends[j - 1]!, ub.words.slice(0, j).join(' '));
        if (more === null) return { calc: { verdict: 'uncertain', reason: `"${text.slice(b.start, b.end).trim()} …" goes on in another unit in a way that is not read.` }, end: ub.ends[j - 1]! };
        // A compound quantity is compared in its last unit, to the precision of its last number.
        const into = more ? more.factor : 1;
        const expected = a.expr.value.toNumber() * c.factor * into;
        const stated = b.expr.value.toNumber() * into + (more?.value ?? 0);
        const shown = Number(expected.toPrecision(10));
        const numeral = more ? more.numeral : b.expr.sci ?? (b.expr.compound ? b.expr.value.toNumber().toFixed(b.expr.decimals) : text.slice(b.start, b.end).replace(/[^\d.]/g, ''));
        const holds = isFractionValue(b.expr) && !more ? Math.abs(expected - stated) <= 1e-9 * Math.max(1, Math.abs(expected)) : rel === 'approx' ? approximately(expected, stated, numeral) : roundsTo(expected, stated, precisionOf(numeral));
        const end = more?.end ?? ub.ends[j - 1]!;
        // "0.00106 metric ton = 1 kilogram": the first written with more significant digits may be
        // the rounded one; when reading it so disagrees, which value is stated is not settled (as the units checker rules).
        const firstNumeral = a.expr.sci ?? text.slice(a.start, a.end).replace(/[^\d.]/g, '');
        if (!more && !a.expr.compound && !b.expr.compound && significantDigits(firstNumeral) > significantDigits(numeral)) {
          const back = stated / c.factor;
          const reverse = rel === 'approx' ? approximately(back, a.expr.value.toNumber(), firstNumeral) : roundsTo(back, a.expr.value.toNumber(), precisionOf(firstNumeral));
          if (reverse !== holds) return { calc: { verdict: 'uncertain', reason: `In "${text.slice(a.start, end).trim()}" either value may be the rounded one, and the two readings disagree.` }, end };
        }
        const from = a.expr.compound ?? `${showQ(a.expr.value)} ${x}`;
        const to = more ? more.unit : y;
        const definition = c.factor === 1 ? '' : ` by definition (${c.from} to ${c.to})`;
        const statedText = text.slice(b.start, more || b.expr.compound ? end : b.end).trim();
        const calc: Omit<Calculation, 'start' | 'end'> = holds
          ? { verdict: 'true', computed: String(shown), reason: `${from} is ${shown} ${to}${definition}; the stated ${statedText} holds.`, ...(rel === 'approx' ? { reading: 'approximate' as const } : {}) }
          : { verdict: 'false', computed: String(shown), slip: { stated: b.expr.value.toNumber(), value: expected }, reason: `${from} is ${shown} ${to}${definition}, not ${statedText}${more || b.expr.compound ? ` (${Number(stated.toPrecision(10))} ${to})` : ''}.`, ...(rel === 'approx' ? { reading: 'approximate' as const } : {}) };
        return { calc, end };
      }
    }
    return undefined;
  }

  /** "a ÷ b = q remainder r": whole numbers with a = b·q + r and 0 ≤ r < |b|; anything else is not decided. */
  private division(dividend: Side, quotient: Side, r: Q, text: string): Omit<Calculation, 'start' | 'end'> {
    const e = dividend.expr;
    const q = evaluate(quotient.expr, this.scope)?.q;
    const [a, b] = e.kind === 'bin' && e.op === '/' ? [evaluate(e.left, this.scope)?.q, evaluate(e.right, this.scope)?.q] : [undefined, undefined];
    const shown = `${text.slice(dividend.start, quotient.end)} remainder ${showQ(r)}`;
    if (!a || !b || !q || ![a, b, q, r].every((x) => x.isInteger()) || b.isZero() || a.n < 0n || b.n < 0n) return { verdict: 'uncertain', reason: `"${shown}" is not a division of whole numbers that can be checked.` };
    const trueQ = a.n / b.n;
    const trueR = a.n % b.n;
    const holds = q.n === trueQ && r.n === trueR;
    return { verdict: holds ? 'true' : 'false', computed: `${trueQ} remainder ${trueR}`, reason: `${showQ(a)} = ${showQ(b)} × ${trueQ} + ${trueR}, so ${showQ(a)} ÷ ${showQ(b)} is ${trueQ} remainder ${trueR}${holds ? '; the stated result holds' : `, not ${showQ(q)} remainder ${showQ(r)}`}.` };
  }

  /** A chain of congruences and equalities modulo m: each pair of whole numbers must leave the same remainder. */
  private congruences(sides: Side[], rels: Rel[], text: string, modulus: bigint | null | undefined): Omit<Calculation, 'start' | 'end'> {
    const where = text.slice(sides[0]!.start, sides.at(-1)!.end);
    if (!modulus) return { verdict: 'uncertain', reason: `"${where}" is a congruence without a modulus that can be read.` };
    const values = sides.map((x) => evaluate(x.expr, this.scope));
    if (values.some((v) => !v?.q?.isInteger())) return { verdict: 'uncertain', reason: `"${where}" holds modulo ${modulus} only for whole numbers, and not every side is one.` };
    const mod = (n: bigint) => ((n % modulus) + modulus) % modulus;
    for (let k = 0; k < rels.length; k++) {
      const rel = rels[k]!;
      if (rel !== 'eq' && rel !== 'cong') return { verdict: 'uncertain', reason: `"${where}" mixes a comparison into a congruence.` };
      const a = values[k]!.q!.n;
      const b = values[k + 1]!.q!.n;
      if (mod(a) !== mod(b)) {
        return { verdict: 'false', computed: String(mod(a)), reason: `${render(sides[k]!.expr)} is ${mod(a)} modulo ${modulus}, not ${mod(b)} as ${text.slice(sides[k + 1]!.start, sides[k + 1]!.end).trim()} is.` };
      }
    }
    return { verdict: 'true', computed: String(mod(values[0]!.q!.n)), reason: `Every side is ${mod(values[0]!.q!.n)} modulo ${modulus}; the congruence holds.` };
  }

  /** One relation of a chain under one reading of its scale words: 'holds', or the finding when it does not. */
  private relation(a: Side, b: Side, rel: Rel, scaledA: boolean, scaledB: boolean, text: string, notes: string[], [qa, qb]: (Quantity | undefined)[] = [], [ma, mb]: (string | undefined)[] = [], percent: PercentReading = 'change'): 'holds' | Omit<Calculation, 'start' | 'end'> {
    const va = evaluate(a.expr, this.scope, scaledA, percent);
    const vb = evaluate(b.expr, this.scope, scaledB, percent);
    if (!va || !vb) return { verdict: 'uncertain', reason: `"${text.slice(a.start, b.end)}" cannot be evaluated (division by zero, a number too large, or an undefined root).` };
    // The side without operators is the stated result; with operators on both, compare exactly.
    // A comparison (`<`, `\le`, `\neq`) compares the two values as they are.
    const comparison = rel !== 'eq' && rel !== 'approx';
    const [computedSide, stated, computedValue, statedValue, statedScaled] = b.ops === 0 || comparison ? [a, b, va, vb, scaledB] : a.ops === 0 ? [b, a, vb, va, scaledA] : [a, b, va, vb, scaledB];
    const statedExpr = statedScaled ? scaledNumber(stated.expr) : stated.expr;
    // "1/7 = 0.142857...": digits that go on are a stated result read as digits shown, cut off or rounded, even in a short claim (repeating-decimals.ts).
    const continued = statedExpr.kind === 'num' && statedExpr.continued === true;
    const j = comparison || (this.exact && rel === 'eq' && !continued)
      ? { holds: holdsComparison(comparison ? rel : 'eq', compare(va, vb)), computed: showVal(comparison ? va : computedValue), how: 'exact' }
      : judge(computedValue, statedExpr, statedValue, rel, hasOp(computedSide.expr, '/'));
    if (j.holds === undefined) return { verdict: 'uncertain', computed: j.computed, reading: 'approximate', reason: `${render(computedSide.expr)} is about ${j.computed}, too close to ${text.slice(stated.start, stated.end).trim()} to tell at this precision.` };
    // Sides in different units of one kind ("460 cm = 4.6 m", "3 h 30 min + 30 min = 4 h", "18
    // months = 1.5 years") are compared in one unit as well: the relation holds when the numbers
    // as written or the quantities agree ("0.8 h × 60 = 48 min" multiplies by a conversion
    // factor). A sum of quantities in different units means only its quantity, and sides in units
    // that do not convert are not compared at all.
    const [qc, qs] = computedSide === a ? [qa, qb] : [qb, qa];
    const inUnits = qc && qs && (qc.mixed || !sameUnit(qc.unit, qs.unit)) ? unitReading(qc, qs, rel, statedExpr, text.slice(stated.start, stated.end)) : undefined;
    const where = `"${text.slice(a.start, b.end).trim()}"`;
    if (inUnits === null) return unchecked({ verdict: 'uncertain', reason: `${where} relates quantities in ${qc!.unit} and ${qs!.unit}, which do not convert into each other.` });
    if (inUnits?.holds === true) {
      notes.push(`in ${qs!.unit}`);
      return 'holds';
    }
    if (qc?.mixed && !inUnits) return { verdict: 'uncertain', reason: `${where} adds quantities in different units; its result has no unit to compare them in.` };
    if (inUnits && (qc!.mixed || !j.holds)) {
      const said = `${shownSide(text, computedSide)} is ${inUnits.expected} ${qs!.unit}`;
      return inUnits.holds === undefined
        ? { verdict: 'uncertain', reading: 'approximate', reason: `${said}, too close to ${text.slice(stated.start, stated.end).trim()} to tell at this precision.` }
        : { verdict: 'false', computed: `${inUnits.expected} ${qs!.unit}`, slip: { stated: qs!.value, value: inUnits.expected }, reason: `${said} (${qc!.value} ${qc!.unit}), not ${shownSide(text, stated)} ${qs!.unit}.` };
    }
    if (j.holds) {
      if (j.how !== 'exact') notes.push(j.how);
      return 'holds';
    }
    // "4 cups ≈ 946 mL": a quantity in a unit and one followed by a word that is no unit the table
    // knows measure different things; their bare numbers are not compared (issue 22). Two nouns
    // ("a 3 × 4 grid = 12 cells") are left to the numbers, as the writer counts one from the other,
    // and so is a computed side, whose operands' units need not be its result's ("8 songs/day × 22
    // days = 176 songs").
    // In a chain one quantity may be restated in another unit ("3.31 × 10⁻¹⁹ J ≈ 2.07 zorks", "2.0 µC =
    // 2.0 × 10⁻⁶ C"): two stated quantities with different words after them are compared only as
    // units both known and of one kind, above; otherwise the link is not checked.
    if (a.ops === 0 && b.ops === 0 && !(qa && qb) && ma && mb && !sameNoun(ma, mb) && (rel === 'eq' || rel === 'approx')) return unchecked({ verdict: 'uncertain', reason: `"${text.slice(a.start, b.end).trim()}" relates ${ma} and ${mb}, which are not read as one measure, so the numbers are not compared.` });
    // A running computation "5 * 4 = 20 * 2 = 40": the next side starts from this side's value.
    if (rel === 'eq' && a.ops > 0 && b.ops > 0 && va.q && leadingNumber(b.expr)?.eq(va.q)) return 'holds';
    // Percentage points written loosely: "100 - 25 = 75%".
    if (rel === 'eq' && va.q && vb.q && hasPercent(a.expr) !== hasPercent(b.expr) && (va.q.mul(Q.of(100)).eq(vb.q) || vb.q.mul(Q.of(100)).eq(va.q))) return 'holds';
    return rel === 'eq' || rel === 'approx'
      ? { verdict: 'false', computed: j.computed, slip: { stated: num(statedValue), value: num(computedValue) }, reason: `${render(computedSide.expr)} is ${j.computed}, not ${shownSide(text, stated)}.` }
      : { verdict: 'false', computed: j.computed, reason: `${render(a.expr)} ${REL_TEXT[rel]} ${render(b.expr)} does not hold: ${showVal(va)} and ${showVal(vb)}.` };
  }

  /** An equation with unknowns: a value for one ("x = 10") or a constraint to keep. */
  private unknowns(sides: Side[], rels: Rel[], calcText: string, symbolic: boolean): Omit<Calculation, 'start' | 'end'> {
    if (sides.length === 2 && rels[0] === 'eq') {
      const [a, b] = sides as [Side, Side];
      const assign = a.expr.kind === 'var' && variables(b.expr).size === 0 ? [a.expr.name, b.expr] as const
        : b.expr.kind === 'var' && variables(a.expr).size === 0 ? [b.expr.name, a.expr] as const : undefined;
      if (assign) {
        const value = evaluate(assign[1], this.scope);
        if (value?.q) {
          this.scope.set(assign[0], value.q);
          // "Then 3x + 5 = 35. So x = 12.": a value given right after the one linear equation that
          // determines it must solve it. Farther apart, or after alternatives ("x - 8 = 12 or
          // x - 8 = -12"), a letter may stand for something else, and a mismatch is not decided.
          const last = this.constraints.at(-1);
          if (last && !last.answered && !last.disjunctive && !this.disjunctive && last.statement >= this.statement - 1 && linearIn(last, assign[0], this.scope)) {
            last.answered = true;
            const l = evaluate(last.left, this.scope)!;
            const r = evaluate(last.right, this.scope)!;
            if (compare(l, r) !== 0) return { verdict: 'false', computed: showVal(l), reason: `With ${assign[0]} = ${showQ(value.q)}, "${last.text}" gives ${showVal(l)} = ${showVal(r)}, which does not hold.` };
          }
          const broken = this.constraints.find((c) => {
            const l = evaluate(c.left, this.scope);
            const r = evaluate(c.right, this.scope);
            return l && r && compare(l, r) !== 0;
          });
          if (broken) {
            const l = evaluate(broken.left, this.scope)!;
            const r = evaluate(broken.right, this.scope)!;
            return { verdict: 'uncertain', computed: showVal(l), reason: `With ${assign[0]} = ${showQ(value.q)}, "${broken.text}" gives ${showVal(l)} = ${showVal(r)}, which does not hold; the letter may stand for something else in this part of the content, so this is not decided.` };
          }
          const satisfied = this.constraints.filter((c) => evaluate(c.left, this.scope) && evaluate(c.right, this.scope)).length;
          return { verdict: 'uncertain', computed: showQ(value.q), reason: `${assign[0]} is given the value ${showQ(value.q)}${satisfied ? `; it satisfies the ${satisfied} equation${satisfied === 1 ? '' : 's'} stated before` : ''}.` };
        }
      }
      // Only an equation written with "=" may refute a value; "3m + 2, that is three" is prose.
      // An equation whose letters all have values already speaks of the case at hand ("p = 2:
      // 4p + 1 = 9"): it is no equation the next value must solve ("p = 3: …" is another case).
      const inCase = [...variables(a.expr), ...variables(b.expr)].every((v) => this.scope.has(v));
      this.constraints.push({ left: a.expr, right: b.expr, text: calcText, statement: this.statement, disjunctive: this.disjunctive || !symbolic, ...(inCase ? { answered: true } : {}) });
    }
    return { verdict: 'uncertain', reason: `"${calcText}" is an equation with unknowns: a constraint, checked when the content gives the unknowns values.` };
  }
}
