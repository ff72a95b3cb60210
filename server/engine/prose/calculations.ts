// Finds and checks the calculations written inside prose: "She makes 9 * 2 = $18 every day.",
// "2+1=4 bolts in total", "20% of 50 is 10", "<<3*5=15>>". A small grammar over the tokens of
// tokens.ts: a calculation is `expression relation expression (relation expression)*` where
// at least one expression has an operator; the values are exact rationals, so a decided
// result is a proof, not a floating-point guess.
//
// Equations with unknowns ("g = s + 30") are constraints, never false on their own: they are
// kept, and checked once the content gives every unknown a value ("so s = 10").
//
// Rounding (documented in spec/DECISIONS.md): a stated result with d decimals holds when it is
// the exact value rounded or truncated to d decimals (money to cents, "10 / 3 = 3.33"); a
// whole number stated for a non-integer holds when it is the nearest whole number, or, for a
// quotient, the whole number below or above it ("10 / 3 = 3 full boxes"). "about" and "≈" hold
// within APPROX_RELATIVE of the computed value or half a unit of the stated precision.

import { Q } from '../checkers/rational.js';
import { tokenize, type Op, type Rel, type Token } from './tokens.js';

/** Relative tolerance of "about", "approximately" and "≈". */
export const APPROX_RELATIVE = 0.01;
const MAX_EXPONENT = 64;
const MAX_BITS = 4096;
// Words between a quantity and the operator after it: "52 cards in a full deck * 3".
const MAX_UNIT_WORDS = 8;
// Words after which a bare number starts a calculation rather than being a label ("since 91 = 7 × 13").
const FUNCTION_WORDS = new Set(['since', 'because', 'as', 'so', 'then', 'thus', 'hence', 'therefore', 'and', 'or', 'but', 'that', 'if', 'when', 'where', 'get', 'gives', 'have', 'has', 'means', 'check']);

type Expr =
  | { kind: 'num'; value: Q; decimals: number; percent: boolean }
  | { kind: 'var'; name: string }
  | { kind: 'neg'; arg: Expr }
  | { kind: 'bin'; op: Op; left: Expr; right: Expr };

interface Side {
  expr: Expr;
  start: number;
  end: number;
  ops: number;
}

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
}

const PREC: Record<Op, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 3 };
const OP_TEXT: Record<Op, string> = { '+': '+', '-': '-', '*': '×', '/': '÷', '^': '^' };

/** Parses expressions from a token list; a failed parse returns undefined and moves nothing. */
class ExpressionParser {
  pos = 0;
  constructor(private readonly toks: Token[]) {}

  private peek(k = 0): Token | undefined {
    return this.toks[this.pos + k];
  }

  side(): Side | undefined {
    const first = this.peek();
    if (!first) return undefined;
    const state = { ops: 0 };
    const expr = this.expr(1, state, 0);
    if (!expr) return undefined;
    return { expr, start: first.start, end: this.toks[this.pos - 1]!.end, ops: state.ops };
  }

  private expr(minPrec: number, state: { ops: number }, depth: number): Expr | undefined {
    if (depth > 30) return undefined;
    let left = this.primary(state, depth);
    if (!left) return undefined;
    for (;;) {
      const t = this.peek();
      let op: Op | undefined;
      if (t?.kind === 'op') op = t.op;
      // "20% of 50", "1/2 of 30": "of" multiplies after a percentage or a fraction.
      else if (t?.kind === 'word' && t.text === 'of' && (isPercent(left) || isFraction(left)) && this.peek(1)?.kind === 'num') op = '*';
      if (!op || PREC[op] < minPrec) return left;
      // The right operand must follow; "3 -" at the end of a clause is not an operation.
      const save = this.pos;
      this.pos += 1;
      const right = this.expr(op === '^' ? PREC[op] : PREC[op] + 1, state, depth + 1);
      if (!right) {
        this.pos = save;
        return left;
      }
      state.ops++;
      left = { kind: 'bin', op, left, right };
    }
  }

  private primary(state: { ops: number }, depth: number): Expr | undefined {
    const t = this.peek();
    if (!t) return undefined;
    let e: Expr | undefined;
    if (t.kind === 'num') {
      this.pos++;
      e = { kind: 'num', value: t.value, decimals: t.decimals, percent: t.percent };
      // Implicit multiplication with a glued unknown or a parenthesis: "3x", "2(3 + 4)".
      const next = this.peek();
      if (next && next.start === t.end && (next.kind === 'var' || next.kind === 'lp')) {
        const r = this.primary(state, depth + 1);
        if (r) {
          state.ops++;
          e = { kind: 'bin', op: '*', left: e, right: r };
        }
      }
      this.skipUnits();
    } else if (t.kind === 'var') {
      this.pos++;
      e = { kind: 'var', name: t.name };
    } else if (t.kind === 'lp') {
      const save = this.pos;
      this.pos++;
      const inner = this.expr(1, state, depth + 1);
      if (!inner || this.peek()?.kind !== 'rp') {
        this.pos = save;
        return undefined;
      }
      this.pos++;
      e = inner;
      this.skipUnits();
    } else if (t.kind === 'op' && t.op === '-' && !t.word) {
      const save = this.pos;
      this.pos++;
      const arg = this.primary(state, depth + 1);
      if (!arg) {
        this.pos = save;
        return undefined;
      }
      e = { kind: 'neg', arg };
    }
    return e;
  }

  /** Skips a few words after a quantity when an operator or `=` follows ("12 hours + 6 hours = 18 hours"). */
  private skipUnits(): void {
    for (let k = 1; k <= MAX_UNIT_WORDS; k++) {
      const words = this.toks.slice(this.pos, this.pos + k);
      if (words.length < k || words.some((w) => w.kind !== 'word')) return;
      // "20% of 50": "of" followed by a number is the operation, not a unit.
      if (words[0]!.kind === 'word' && words[0]!.text === 'of' && k === 1 && this.peek(1)?.kind === 'num') return;
      const after = this.peek(k);
      if (after?.kind === 'op' || (after?.kind === 'rel' && !after.word)) {
        this.pos += k;
        return;
      }
    }
  }
}

function isPercent(e: Expr): boolean {
  return e.kind === 'num' && e.percent;
}

function isFraction(e: Expr): boolean {
  return e.kind === 'bin' && e.op === '/' && e.left.kind === 'num' && e.right.kind === 'num';
}

function variables(e: Expr, out = new Set<string>()): Set<string> {
  if (e.kind === 'var') out.add(e.name);
  else if (e.kind === 'neg') variables(e.arg, out);
  else if (e.kind === 'bin') {
    variables(e.left, out);
    variables(e.right, out);
  }
  return out;
}

function hasOp(e: Expr, op: Op): boolean {
  return e.kind === 'bin' ? e.op === op || hasOp(e.left, op) || hasOp(e.right, op) : e.kind === 'neg' ? hasOp(e.arg, op) : false;
}

function hasPercent(e: Expr): boolean {
  return e.kind === 'num' ? e.percent : e.kind === 'bin' ? hasPercent(e.left) || hasPercent(e.right) : e.kind === 'neg' ? hasPercent(e.arg) : false;
}

function leadingNumber(e: Expr): Q | undefined {
  return e.kind === 'num' ? e.value : e.kind === 'bin' ? leadingNumber(e.left) : undefined;
}

/** Exact value; undefined for unknowns without a value, division by zero and runaway sizes. */
export function evaluate(e: Expr, scope: ReadonlyMap<string, Q>): Q | undefined {
  switch (e.kind) {
    case 'num': return e.value;
    case 'var': return scope.get(e.name);
    case 'neg': return evaluate(e.arg, scope)?.neg();
    case 'bin': {
      const a = evaluate(e.left, scope);
      const b = evaluate(e.right, scope);
      if (!a || !b) return undefined;
      let r: Q;
      switch (e.op) {
        case '+': r = a.add(b); break;
        case '-': r = a.sub(b); break;
        case '*': r = a.mul(b); break;
        case '/':
          if (b.isZero()) return undefined;
          r = a.div(b);
          break;
        case '^':
          if (!b.isInteger() || b.abs().cmp(Q.of(MAX_EXPONENT)) > 0 || (a.isZero() && b.n < 0n)) return undefined;
          r = a.pow(Number(b.n));
          break;
      }
      return r.bitSize() > MAX_BITS ? undefined : r;
    }
  }
}

/** A readable decimal: exact when it terminates within 6 places, else rounded to 4. */
export function showQ(q: Q): string {
  const s = q.toString();
  if (!s.includes('/') && (s.split('.')[1]?.length ?? 0) <= 6) return s;
  return String(Number(q.toNumber().toFixed(4)));
}

function roundTo(q: Q, decimals: number, mode: 'nearest' | 'down' | 'up' | 'toward-zero'): Q {
  const scale = 10n ** BigInt(decimals);
  const num = q.n * scale;
  const den = q.d;
  let whole = num / den; // truncates toward zero
  const rem = num - whole * den;
  if (rem !== 0n) {
    if (mode === 'down' && num < 0n) whole -= 1n;
    else if (mode === 'up' && num > 0n) whole += 1n;
    else if (mode === 'nearest' && 2n * (rem < 0n ? -rem : rem) >= den) whole += num < 0n ? -1n : 1n;
  }
  return Q.of(whole, scale);
}

interface Judgement {
  holds: boolean | undefined;
  computed?: string;
  how: string;
}

/** Compares a computed value with a stated one under the documented rounding rules. */
function judge(computed: Q, stated: Expr, rel: Rel, quotient: boolean): Judgement {
  const shown = showQ(computed);
  if (stated.kind !== 'num') return computed.eq(evaluate(stated, new Map()) ?? Q.ONE.neg()) ? { holds: true, computed: shown, how: 'exact' } : { holds: false, computed: shown, how: 'exact' };
  const s = stated.value;
  if (computed.eq(s)) return { holds: true, computed: shown, how: 'exact' };
  const d = stated.decimals + (stated.percent ? 2 : 0);
  if (rel === 'approx') {
    const tol = Math.max(APPROX_RELATIVE * Math.abs(computed.toNumber()), 0.5 * 10 ** -d);
    return { holds: Math.abs(computed.toNumber() - s.toNumber()) <= tol, computed: shown, how: `within ${APPROX_RELATIVE * 100}% ("about")` };
  }
  if (!computed.isInteger() && (roundTo(computed, d, 'nearest').eq(s) || (d > 0 && roundTo(computed, d, 'toward-zero').eq(s)))) {
    return { holds: true, computed: shown, how: d === 0 ? 'rounded to a whole number' : `rounded to ${d} decimal place${d === 1 ? '' : 's'}` };
  }
  if (quotient && d === 0 && !computed.isInteger() && (roundTo(computed, 0, 'down').eq(s) || roundTo(computed, 0, 'up').eq(s))) {
    return { holds: true, computed: shown, how: 'whole units of a quotient (counting)' };
  }
  return { holds: false, computed: shown, how: 'exact' };
}

function render(e: Expr): string {
  switch (e.kind) {
    case 'num': return e.percent ? `${showQ(e.value.mul(Q.of(100)))}%` : showQ(e.value);
    case 'var': return e.name;
    case 'neg': return `-${render(e.arg)}`;
    case 'bin': return `${e.left.kind === 'bin' && PREC[e.left.op] < PREC[e.op] ? `(${render(e.left)})` : render(e.left)} ${OP_TEXT[e.op]} ${e.right.kind === 'bin' && PREC[e.right.op] <= PREC[e.op] ? `(${render(e.right)})` : render(e.right)}`;
  }
}

interface Constraint {
  left: Expr;
  right: Expr;
  text: string;
}

/**
 * Reads the calculations of one content, sentence by sentence, remembering the unknowns it
 * was given values for and the equations that constrain them.
 */
export class CalculationReader {
  private readonly scope = new Map<string, Q>();
  private readonly constraints: Constraint[] = [];

  /** Every calculation in `text`, with offsets shifted by `offset`. */
  read(text: string, offset = 0): Calculation[] {
    const toks = tokenize(text);
    const out: Calculation[] = [];
    let i = 0;
    while (i < toks.length) {
      const found = this.chainAt(toks, i, text, offset);
      if (found) {
        if (found.calc) out.push(found.calc);
        i = found.next;
      } else i++;
    }
    return out;
  }

  private chainAt(toks: Token[], at: number, text: string, offset: number): { calc?: Calculation; next: number } | undefined {
    const first = toks[at]!;
    if (first.kind !== 'num' && first.kind !== 'var' && first.kind !== 'lp' && !(first.kind === 'op' && first.op === '-')) return undefined;
    // A number right after a relation belongs to that relation's right side, not a new calculation.
    const p = new ExpressionParser(toks);
    p.pos = at;
    const sides: Side[] = [];
    const rels: Rel[] = [];
    const s0 = p.side();
    if (!s0) return undefined;
    sides.push(s0);
    for (;;) {
      // "50 divided by 4, which is 12.5": a comma may stand before a word relation.
      const comma = toks[p.pos];
      if (comma?.kind === 'stop' && text.slice(comma.start, comma.end) === ',' && toks[p.pos + 1]?.kind === 'rel' && (toks[p.pos + 1] as { word: boolean }).word) p.pos++;
      const t = toks[p.pos];
      if (t?.kind !== 'rel') {
        if (comma !== t) p.pos--;
        break;
      }
      const prev = sides[sides.length - 1]!;
      // A word relation ("is", "makes") joins only a computed left side to a stated number.
      const after = toks[p.pos + 1];
      const negative = after?.kind === 'op' && after.op === '-' && toks[p.pos + 2]?.kind === 'num';
      if (t.word && (prev.ops === 0 || !(after?.kind === 'num' || negative))) break;
      const save = p.pos;
      p.pos++;
      const next = p.side();
      if (!next) {
        p.pos = save;
        // "18 - 8 = 10:00": a calculation whose result is not a number we can read.
        if (prev.ops > 0 && !t.word) {
          const start = offset + prev.start;
          return { calc: { start, end: offset + t.end, verdict: 'uncertain', reason: `The result after "${text.slice(prev.start, t.end)}" is not a number that can be read.` }, next: p.pos + 1 };
        }
        break;
      }
      sides.push(next);
      rels.push(t.rel);
    }
    // No relation after this expression: no calculation starts inside it either.
    if (rels.length === 0) return { next: Math.max(p.pos, at + 1) };
    // "section 2 = x + 200", "Remaining 10 = 62,300/10 = $6230": a bare number right after a word
    // labels what follows; it is not a side of the equation.
    const before = toks[at - 1];
    if (sides[0]!.ops === 0 && sides[0]!.expr.kind === 'num' && before?.kind === 'word' && !FUNCTION_WORDS.has(before.text) && before.end < toks[at]!.start) {
      if (rels.length === 1) return { next: p.pos };
      sides.shift();
      rels.shift();
    }
    const vars = new Set(sides.flatMap((s) => [...variables(s.expr)]));
    const ops = sides.reduce((n, s) => n + s.ops, 0);
    if (vars.size === 0 && ops === 0) return { next: p.pos }; // "5 = 5" inside prose says nothing computed
    const span = { start: offset + sides[0]!.start, end: offset + sides[sides.length - 1]!.end };
    const calcText = text.slice(sides[0]!.start, sides[sides.length - 1]!.end);
    // "C = 28 - 6 = 24", "C + 6 = 2 * 14 = 28": the sides without unknowns are a calculation of
    // their own, and its value is what the unknowns' side equals.
    let known = sides.length;
    while (known > 0 && variables(sides[known - 1]!.expr).size === 0) known--;
    if (known === 0) return { calc: { ...span, ...this.numeric(sides, rels, text) }, next: p.pos };
    if (sides.length - known >= 2) {
      const numeric = this.numeric(sides.slice(known), rels.slice(known), text);
      if (numeric.verdict !== 'true') return { calc: { ...span, ...numeric }, next: p.pos };
    }
    return { calc: { ...this.unknowns(sides.slice(0, known + 1), rels.slice(0, known), calcText, span), unknowns: true }, next: p.pos };
  }

  /** Checks a chain of sides without unknowns: each stated result against the computed one. */
  private numeric(sides: Side[], rels: Rel[], text: string): Omit<Calculation, 'start' | 'end'> {
    const notes: string[] = [];
    for (let k = 0; k < rels.length; k++) {
      const a = sides[k]!;
      const b = sides[k + 1]!;
      const va = evaluate(a.expr, this.scope);
      const vb = evaluate(b.expr, this.scope);
      if (!va || !vb) return { verdict: 'uncertain', reason: `"${text.slice(a.start, b.end)}" cannot be evaluated (division by zero or a number too large).` };
      // The side without operators is the stated result; with operators on both, compare exactly.
      const [computedSide, stated, computedValue] = b.ops === 0 ? [a, b, va] : a.ops === 0 ? [b, a, vb] : [a, b, va];
      const j = judge(computedValue, stated.expr, rels[k]!, hasOp(computedSide.expr, '/'));
      if (j.holds) {
        if (j.how !== 'exact') notes.push(j.how);
        continue;
      }
      // A running computation "5 * 4 = 20 * 2 = 40": the next side starts from this side's value.
      if (a.ops > 0 && b.ops > 0 && leadingNumber(b.expr)?.eq(va)) continue;
      // Percentage points written loosely: "100 - 25 = 75%".
      if (hasPercent(a.expr) !== hasPercent(b.expr) && (va.mul(Q.of(100)).eq(vb) || vb.mul(Q.of(100)).eq(va))) continue;
      return { verdict: 'false', computed: j.computed, reason: `${render(computedSide.expr)} is ${j.computed}, not ${text.slice(stated.start, stated.end).trim()}.` };
    }
    const first = sides[0]!.ops > 0 ? sides[0]! : sides[sides.length - 1]!;
    const v = evaluate(first.expr, this.scope)!;
    return { verdict: 'true', computed: showQ(v), reason: `${render(first.expr)} is ${showQ(v)}; the stated result holds${notes.length ? ` (${notes.join(', ')})` : ''}.` };
  }

  /** An equation with unknowns: a value for one ("x = 10") or a constraint to keep. */
  private unknowns(sides: Side[], rels: Rel[], calcText: string, span: { start: number; end: number }): Calculation {
    if (sides.length === 2 && rels[0] === 'eq') {
      const [a, b] = sides as [Side, Side];
      const assign = a.expr.kind === 'var' && variables(b.expr).size === 0 ? [a.expr.name, b.expr] as const
        : b.expr.kind === 'var' && variables(a.expr).size === 0 ? [b.expr.name, a.expr] as const : undefined;
      if (assign) {
        const value = evaluate(assign[1], this.scope);
        if (value) {
          this.scope.set(assign[0], value);
          const broken = this.constraints.find((c) => {
            const l = evaluate(c.left, this.scope);
            const r = evaluate(c.right, this.scope);
            return l && r && !l.eq(r);
          });
          if (broken) {
            const l = evaluate(broken.left, this.scope)!;
            const r = evaluate(broken.right, this.scope)!;
            return { ...span, verdict: 'false', computed: showQ(l), reason: `With ${assign[0]} = ${showQ(value)}, "${broken.text}" gives ${showQ(l)} = ${showQ(r)}, which does not hold.` };
          }
          const satisfied = this.constraints.filter((c) => evaluate(c.left, this.scope) && evaluate(c.right, this.scope)).length;
          return { ...span, verdict: 'uncertain', computed: showQ(value), reason: `${assign[0]} is given the value ${showQ(value)}${satisfied ? `; it satisfies the ${satisfied} equation${satisfied === 1 ? '' : 's'} stated before` : ''}.` };
        }
      }
      this.constraints.push({ left: a.expr, right: b.expr, text: calcText });
    }
    return { ...span, verdict: 'uncertain', reason: `"${calcText}" is an equation with unknowns: a constraint, checked when the content gives the unknowns values.` };
  }
}
