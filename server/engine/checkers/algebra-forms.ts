// Algebra forms read whole (issue 22, claims11; spec/DECISIONS.md "Algebra: surds, logarithmic
// equations, sequences named by a term or formula, variation, work at the same rate, heads and legs,
// lines through a point"). The text arrives lower-cased (algebra.ts); `core` is algebra.ts's own
// reader, to which a form is handed once restated (an identity, or "solving … gives …").
//
// - Surds: "√160 + √90 is 7√10" — sums of whole multiples of square roots, each reduced to c·√m with
//   m square-free, compared exactly.
// - Logarithmic equations: log_b(E) = r is E = b^r (b a whole number above 1) when b^r is rational,
//   which is always positive, so the logarithm's domain adds nothing: "Solving log_2(x + 2) = 8
//   gives x = 258" is "Solving x + 2 = 256 gives …"; "if … then x is v" is read so only when E is
//   linear in x (one solution: the consequence is the solution).
// - Sequences shown by four terms and "…" (arithmetic or geometric, as algebra.ts reads them):
//   "the number −9 is term number 25" is "the 25th term … is −9"; "the nth term is F" is an
//   identity with a + (n − 1)d, or, for a geometric one, F written as A·r^(n − k) matching the
//   terms shown.
// - Variation: "y varies inversely with x²; if y = 3 when x = 12, then y = 48 when x = 3": y = k·x^p
//   (p = ±1, ±2, ±3), k from the first pair.
// - Work at the same rate: "If 10 workers take 6 days to …, 20 workers at the same rate take 3
//   days": workers × time is constant; read only with "the same rate" (or pace, speed) said.
// - Heads and legs: two kinds of animal with 2 and 4 legs (a closed table), heads and legs counted.
// - Lines through a point parallel or perpendicular to y = mx + c, answered as "y = m'x + c'" or as
//   "slope s and y-intercept b".

import { exactRoot } from './integers.js';
import { Q } from './rational.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { ordinalSuffix } from './text.js';
import { wordTable } from '../word-table.js';

const C = 'algebra' as const;
type Core = (text: string) => CheckResult;

const NUM = String.raw`-?\d+(?:\.\d+)?(?:/\d+)?`;

function q(text: string): Q | undefined {
  const t = text.replace(/[()\s]/g, '').replace(/^\+/, '');
  const m = /^(-?\d+(?:\.\d+)?)(?:\/(\d+(?:\.\d+)?))?$/.exec(t);
  if (!m) return undefined;
  const parse = (s: string) => {
    const [i, f = ''] = s.replace('-', '').split('.');
    const v = Q.of(BigInt(i! + f), 10n ** BigInt(f.length));
    return s.startsWith('-') ? v.neg() : v;
  };
  const a = parse(m[1]!);
  if (!m[2]) return a;
  const b = parse(m[2]);
  return b.isZero() ? undefined : a.div(b);
}

// ---- Surds ----------------------------------------------------------------------------------------

function squareFree(n: bigint): [bigint, bigint] {
  let out = 1n;
  let rest = n;
  for (let p = 2n; p * p <= rest; p++) {
    while (rest % (p * p) === 0n) {
      rest /= p * p;
      out *= p;
    }
  }
  return [out, rest];
}

/** A sum of terms c·√n and whole numbers, as square-free radicand → coefficient; undefined otherwise. */
function surdSum(side: string): Map<bigint, bigint> | undefined {
  const s = side.replace(/\s+/g, '');
  if (!/sqrt/.test(s)) return undefined;
  const terms = s.match(/[+-]?[^+-]+/g);
  if (!terms || terms.join('') !== s) return undefined;
  const out = new Map<bigint, bigint>();
  for (const term of terms) {
    const m = /^([+-])?(\d+)?\*?(?:sqrt\((\d+)\))?$/.exec(term);
    if (!m || (!m[2] && !m[3])) return undefined;
    const sign = m[1] === '-' ? -1n : 1n;
    const c = BigInt(m[2] ?? '1');
    const n = BigInt(m[3] ?? '1');
    if (n > 10n ** 12n) return undefined;
    const [outside, inside] = squareFree(n);
    out.set(inside, (out.get(inside) ?? 0n) + sign * c * outside);
  }
  for (const [k, v] of [...out]) if (v === 0n) out.delete(k);
  return out;
}

function showSurd(m: Map<bigint, bigint>): string {
  const parts = [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([n, c]) => (n === 1n ? `${c}` : `${c}√${n}`));
  return parts.join(' + ') || '0';
}

const SURD = /^(?:(?:once\s+)?simplified|in\s+simplest\s+(?:radical\s+)?form|simplifying|in\s+simplest\s+terms),?\s+(.+?)\s+(?:is|=|equals|simplifies\s+to|reduces\s+to|becomes)\s+(.+)$|^(.+?)\s*(?:=|\s(?:is|equals|simplifies\s+to|reduces\s+to)\s)\s*(.+)$/;

function surds(text: string): CheckResult | undefined {
  if (!text.includes('sqrt')) return undefined;
  const m = SURD.exec(text);
  if (!m) return undefined;
  const [a, b] = [surdSum(m[1] ?? m[3]!), surdSum(m[2] ?? m[4]!)];
  if (!a || !b) return undefined;
  const same = a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
  return decided(same, `Each square root reduced to c√m with m square-free: the left side is ${showSurd(a)}, the right side ${showSurd(b)}.`, 'proof', C);
}

// ---- Logarithmic equations ------------------------------------------------------------------------

const LOG = String.raw`(?:log_?\{?(\d+)\}?\s*(?:\(([^()]+)\)|([a-z]))|log\s+base\s+(\d+)\s+of\s+(?:\(([^()]+)\)|([a-z])))`;
const LOG_EQ = new RegExp(String.raw`${LOG}\s*(?:=|\sis\s|\sequals\s)\s*(${NUM}|\(${NUM}\))`);

/** b^r for a whole b > 1 and rational r, when rational. */
function rationalPower(b: bigint, r: Q): Q | undefined {
  if (r.d > 12n || r.n > 64n || r.n < -64n) return undefined;
  const p = Number(r.n < 0n ? -r.n : r.n);
  const root = exactRoot(b, Number(r.d));
  if (root === undefined) return undefined;
  const v = Q.of(root ** BigInt(p), 1n);
  return r.n < 0n ? Q.ONE.div(v) : v;
}

function logEquations(text: string, core: Core): CheckResult | undefined {
  if (!text.includes('log')) return undefined;
  const t = text.replace(/\$/g, '').replace(/\\log/g, 'log').replace(/\\left|\\right/g, '');
  const m = LOG_EQ.exec(t);
  if (!m) return undefined;
  const base = BigInt(m[1] ?? m[4]!);
  const arg = (m[2] ?? m[3] ?? m[5] ?? m[6]!).trim();
  const r = q(m[7]!);
  if (base < 2n || !r) return undefined;
  const value = rationalPower(base, r);
  if (!value) return undefined;
  const equation = `${arg} = ${value.toString()}`;
  const rest = t.slice(0, m.index) + '@' + t.slice(m.index + m[0].length);
  // "solving @ gives x = v", "if @, then x is v", "@ ⇒ x = v".
  const lead = /^(?:solving|to\s+solve)\s+@\s*(?:gives|yields|leads\s+to|we\s+get|:)\s*(.+)$/.exec(rest) ?? /^if\s+@,?\s+then\s+(.+)$/.exec(rest) ?? /^@\s*(?:⇒|=>|→|->|implies|so|hence|,\s*so|means)\s*(.+)$/.exec(rest);
  if (!lead) return undefined;
  const answer = lead[1]!.replace(/\s+is\s+/, ' = ').trim();
  if (!/^[a-z]\s*=\s*-?[\d./]+$/.test(answer)) return undefined;
  // One solution only when the argument is linear in the unknown, so "then x = v" names it.
  if (/\^|[a-z]\s*\*?\s*\(|\)\s*\(/.test(arg) || (arg.match(/[a-z]/g) ?? []).length !== 1) return undefined;
  const r2 = core(`solving ${equation} gives ${answer}`);
  if (r2.verdict === 'uncertain') return undefined;
  return { ...r2, evidence: `log_${base} of ${arg} is ${m[7]} exactly when ${arg} = ${base}^${m[7]} = ${value.toString()}. ${r2.evidence}` };
}

// ---- Sequences -------------------------------------------------------------------------------------

const SEQ = String.raw`((?:-?\d+\s*,\s*){3,}-?\d+)\s*,?\s*(?:\.\.\.|…)`;

function sequences(text: string, core: Core): CheckResult | undefined {
  if (!/\.\.\.|…/.test(text)) return undefined;
  // "In the sequence 15, 14, 13, 12, …, the number −9 is term number 25": the 25th term is −9.
  let m = new RegExp(String.raw`^(?:in|for)\s+(?:the\s+)?(?:sequence\s+|list\s+|progression\s+)?${SEQ},?\s+(?:the\s+number\s+)?(-?\d+)\s+is\s+(?:term\s+(?:number\s+)?(\d+)|the\s+(\d+)(?:st|nd|rd|th)\s+term)$`).exec(text);
  if (m) {
    const n = Number(m[3] ?? m[4]);
    return core(`the ${n}${ordinalSuffix(n)} term of ${m[1]}, ... is ${m[2]}`);
  }
  // "The nth term of 7, 14, 28, 56, … is 2 · 2^(n−1)", "For 1, 7, 13, 19, …, a formula for the nth term is 6n + 5".
  m = new RegExp(String.raw`^(?:the\s+(?:nth|n-th|general)\s+term\s+of\s+(?:the\s+sequence\s+)?${SEQ}\s+is\s+(.+)|(?:for|in)\s+(?:the\s+sequence\s+)?${SEQ},?\s+(?:a|the)\s+(?:formula|rule|expression)\s+for\s+the\s+(?:nth|n-th|general)\s+term\s+is\s+(.+))$`).exec(text);
  if (!m) return undefined;
  const terms = (m[1] ?? m[3]!).split(/\s*,\s*/).map((x) => BigInt(x));
  const formula = (m[2] ?? m[4]!).trim();
  const diffs = terms.slice(1).map((t, i) => t - terms[i]!);
  if (diffs.every((d) => d === diffs[0])) {
    const r = core(`${formula} = ${terms[0]} + (n - 1)*(${diffs[0]})`);
    return r.verdict === 'uncertain' ? undefined : { ...r, evidence: `The terms rise by ${diffs[0]} each (first term ${terms[0]}), so the nth term is ${terms[0]} + (n − 1)·${diffs[0]}. ${r.evidence}` };
  }
  if (terms.some((t) => t === 0n)) return undefined;
  const ratio = terms[1]! % terms[0]! === 0n ? terms[1]! / terms[0]! : undefined;
  if (!ratio || !terms.every((t, i) => i === 0 || t === terms[i - 1]! * ratio)) return undefined;
  const g = /^(?:(-?\d+)\s*\*?\s*)?(-?\d+|\(-\d+\))\^\(?n\s*(?:([+-])\s*(\d+))?\)?$/.exec(formula.replace(/\s+/g, ''));
  if (!g) return undefined;
  const a = BigInt(g[1] ?? '1');
  const r = BigInt(g[2]!.replace(/[()]/g, ''));
  const shift = g[3] ? (g[3] === '-' ? -1 : 1) * Number(g[4]) : 0;
  const value = (n: number): Q => {
    const e = n + shift;
    return e >= 0 ? Q.of(a * r ** BigInt(e), 1n) : Q.of(a, r ** BigInt(-e));
  };
  const wrong = terms.findIndex((t, i) => !value(i + 1).eq(Q.of(t, 1n)));
  const why = `The terms are multiplied by ${ratio} each (first term ${terms[0]}): the nth term is ${terms[0]}·${ratio}^(n − 1)`;
  if (wrong >= 0) return decided(false, `${why}; ${formula} gives ${value(wrong + 1).toString()} for term ${wrong + 1}, which is ${terms[wrong]}.`, 'proof', C);
  // Of the form A·r^(n + k) and equal at two terms, it is the same for every n.
  return decided(r === ratio, `${why}; ${formula} gives the same for every n.`, 'proof', C);
}

// ---- Variation -----------------------------------------------------------------------------------

const PAIR = (y: string, x: string) => String.raw`${y}\s*=\s*(${NUM})\s+(?:when|at|for|if)\s+${x}\s*=\s*(${NUM})`;
const VARIATION = new RegExp(String.raw`^(?:if\s+)?([a-z])\s+(?:varies|is|varies\s+as)\s+(directly|inversely)\s+(?:proportional\s+to|as|with)\s+(?:the\s+(square|cube)\s+of\s+)?([a-z])(?:\^([23]))?\s*(?:[;,]|\s+and)\s+(?:if\s+)?${PAIR('\\1', '\\4')},?\s+(?:then\s+)?${PAIR('\\1', '\\4')}$`);

function variation(text: string): CheckResult | undefined {
  const m = VARIATION.exec(text);
  if (!m) return undefined;
  const power = (m[3] === 'square' ? 2 : m[3] === 'cube' ? 3 : 1) * (m[5] ? Number(m[5]) : 1);
  if (m[3] && m[5]) return undefined;
  const p = m[2] === 'inversely' ? -power : power;
  const [y1, x1, y2, x2] = [m[6], m[7], m[8], m[9]].map((s) => q(s!));
  if (!y1 || !x1 || !y2 || !x2 || x1.isZero() || x2.isZero()) return undefined;
  const pow = (v: Q, e: number): Q => {
    let out = Q.ONE;
    for (let i = 0; i < Math.abs(e); i++) out = out.mul(v);
    return e < 0 ? Q.ONE.div(out) : out;
  };
  const k = y1.div(pow(x1, p));
  const want = k.mul(pow(x2, p));
  return decided(want.eq(y2), `${m[1]} = k·${m[4]}^${p} with k = ${k.toString()} (from ${m[1]} = ${m[6]} at ${m[4]} = ${m[7]}), so at ${m[4]} = ${m[9]}, ${m[1]} = ${want.toString()}; the claim says ${m[8]}.`, 'proof', C);
}

// ---- Work at the same rate ----------------------------------------------------------------------------

const WORKERS = String.raw`(workers|people|men|women|builders|painters|cleaners|machines|pumps|printers|robots|cooks|farmers|students|volunteers)`;
const WORK = new RegExp(String.raw`^if\s+(\d+)\s+${WORKERS}\s+(?:can\s+)?take\s+(${NUM})\s+(days|hours|minutes|weeks)\s+to\s+[a-z ]+?,\s+(?:then\s+)?(\d+)\s+\2\s+(?:working\s+)?at\s+the\s+same\s+(?:rate|pace|speed)\s+(?:would\s+|will\s+)?take\s+(${NUM})\s+\4$`);

function work(text: string): CheckResult | undefined {
  const m = WORK.exec(text);
  if (!m) return undefined;
  const [n1, t1, n2, t2] = [q(m[1]!), q(m[3]!), q(m[5]!), q(m[6]!)];
  if (!n1 || !t1 || !n2 || !t2 || n2.isZero()) return undefined;
  const want = n1.mul(t1).div(n2);
  return decided(want.eq(t2), `At the same rate, ${m[2]} × ${m[4]} is constant: ${m[1]} × ${m[3]} = ${n1.mul(t1).toString()}, so ${m[5]} ${m[2]} take ${want.toString()} ${m[4]}; the claim says ${m[6]}.`, 'proof', C);
}

// ---- Heads and legs ---------------------------------------------------------------------------------

const LEGS = wordTable<number>({
  chicken: 2, hen: 2, duck: 2, goose: 2, geese: 2, turkey: 2, ostrich: 2, rooster: 2,
  cow: 4, pig: 4, sheep: 4, goat: 4, horse: 4, rabbit: 4, dog: 4, cat: 4, donkey: 4, lamb: 4,
});
const legsOf = (w: string) => LEGS[w] ?? LEGS[w.replace(/s$/, '')];
const HEADS = /^(?:a|the|one)\s+(?:farm|field|barn|yard|farmyard|pen|zoo|paddock)\s+(?:has|holds|contains)\s+(\d+)\s+heads\s+and\s+(\d+)\s+legs\s+(?:among|between|from|of|in\s+all\s+among)\s+(?:its\s+|the\s+)?([a-z]+)\s+and\s+([a-z]+)\s*(?::|,|;|—|-)\s*(?:that's|that\s+is|so|there\s+are|which\s+means|which\s+makes|it\s+has)\s+(\d+)\s+([a-z]+)\s+and\s+(\d+)\s+([a-z]+)$/;

function headsAndLegs(text: string): CheckResult | undefined {
  const m = HEADS.exec(text);
  if (!m) return undefined;
  const [heads, legs] = [Number(m[1]), Number(m[2])];
  const kinds = [m[3]!, m[4]!];
  const said = new Map<string, number>([[m[6]!, Number(m[5])], [m[8]!, Number(m[7])]]);
  if (!kinds.every((k) => said.has(k)) || kinds[0] === kinds[1]) return undefined;
  const [la, lb] = kinds.map(legsOf);
  if (!la || !lb || la === lb) return undefined;
  // a + b = heads, la·a + lb·b = legs.
  const b = (legs - la * heads) / (lb - la);
  const a = heads - b;
  const whole = Number.isInteger(b) && a >= 0 && b >= 0;
  const holds = whole && said.get(kinds[0]!) === a && said.get(kinds[1]!) === b;
  const why = whole ? `${a} ${kinds[0]} and ${b} ${kinds[1]} give ${heads} heads and ${la * a + lb * b} legs (${la} and ${lb} legs each)` : `no whole numbers of ${kinds[0]} and ${kinds[1]} give ${heads} heads and ${legs} legs`;
  return decided(holds, `${why}; the claim says ${said.get(kinds[0]!)} and ${said.get(kinds[1]!)}.`, 'proof', C);
}

// ---- Lines through a point -----------------------------------------------------------------------------

/** y = m·x + c from "y = -(1/2)x + 3", "y = 2x - 6", "y = -x". */
function slopeIntercept(text: string): [Q, Q] | undefined {
  const t = text.replace(/\s+/g, '');
  const m = /^y=([+-]?(?:\(?-?\d+(?:\.\d+)?(?:\/\d+)?\)?)?)\*?x([+-]\d+(?:\.\d+)?(?:\/\d+)?)?$/.exec(t) ?? /^y=()([+-]?\d+(?:\.\d+)?(?:\/\d+)?)$/.exec(t);
  if (!m) return undefined;
  let slope: Q | undefined;
  if (/x/.test(t)) {
    const c = m[1]!;
    slope = c === '' || c === '+' ? Q.ONE : c === '-' ? Q.ONE.neg() : c.startsWith('-(') ? q(c.slice(2))?.neg() : q(c);
  } else slope = Q.ZERO;
  const intercept = /x/.test(t) ? (m[2] ? q(m[2]) : Q.ZERO) : q(m[2]!);
  return slope && intercept ? [slope, intercept] : undefined;
}

const POINT = String.raw`\((-?\d+(?:\.\d+)?(?:/\d+)?),\s*(-?\d+(?:\.\d+)?(?:/\d+)?)\)`;
const LINE = String.raw`(y\s*=\s*[-+()\d./x\s*]+?)`;
const RELATED = String.raw`(parallel|perpendicular)\s+to\s+${LINE}`;
const THROUGH = String.raw`(?:through|passing\s+through|that\s+passes\s+through|going\s+through|containing)\s+(?:the\s+point\s+)?${POINT}`;
const LINE_FORMS: [RegExp, (m: RegExpExecArray) => { kind: string; line: string; x: string; y: string; answer: string }][] = [
  // "The line perpendicular to y = −(1/2)x through (2, 1) is y = −2x + 5".
  [new RegExp(String.raw`^(?:the|a)\s+line\s+${RELATED}\s+(?:and\s+)?${THROUGH}\s+(?:is|has\s+equation|:)\s*(.+)$`), (m) => ({ kind: m[1]!, line: m[2]!, x: m[3]!, y: m[4]!, answer: m[5]! })],
  // "The line through (1, −2) parallel to y = 2x − 6 is y = 2x − 4".
  [new RegExp(String.raw`^(?:the|a)\s+line\s+${THROUGH}\s+(?:and\s+)?${RELATED}\s+(?:is|has\s+equation|:)\s*(.+)$`), (m) => ({ kind: m[3]!, line: m[4]!, x: m[1]!, y: m[2]!, answer: m[5]! })],
  // "Parallel to y = 2x − 6 and passing through (1, −2): y = 2x − 4".
  [new RegExp(String.raw`^${RELATED}\s*,?\s+(?:and\s+)?${THROUGH}\s*(?::|,)\s*(?:the\s+line\s+(?:is|has)\s+)?(.+)$`), (m) => ({ kind: m[1]!, line: m[2]!, x: m[3]!, y: m[4]!, answer: m[5]! })],
  // "Through (−1, 4), perpendicular to y = −½x + 3, the line has slope 2 and y-intercept 6".
  [new RegExp(String.raw`^${THROUGH.replace(/^\(\?:through\|/, '(?:through|')}\s*,?\s+(?:and\s+)?${RELATED}\s*(?::|,)\s*(?:the\s+line\s+(?:is|has)\s+)?(.+)$`), (m) => ({ kind: m[3]!, line: m[4]!, x: m[1]!, y: m[2]!, answer: m[5]! })],
];

function lineThroughPoint(text: string): CheckResult | undefined {
  if (!/parallel|perpendicular/.test(text)) return undefined;
  for (const [re, read] of LINE_FORMS) {
    const m = re.exec(text);
    if (!m) continue;
    const f = read(m);
    const given = slopeIntercept(f.line.trim());
    const [x0, y0] = [q(f.x), q(f.y)];
    if (!given || !x0 || !y0) return undefined;
    const [m0] = given;
    if (f.kind === 'perpendicular' && m0.isZero()) return uncertain('a line perpendicular to a horizontal line is vertical', C);
    const slope = f.kind === 'perpendicular' ? Q.ONE.neg().div(m0) : m0;
    const intercept = y0.sub(slope.mul(x0));
    const answer = f.answer.trim();
    const said = slopeIntercept(answer) ?? (() => {
      const s = /^slope\s+(-?[\d./]+)\s+and\s+(?:a\s+)?y-intercept\s+(-?[\d./]+)$/.exec(answer);
      const [a, b] = s ? [q(s[1]!), q(s[2]!)] : [undefined, undefined];
      return a && b ? ([a, b] as [Q, Q]) : undefined;
    })();
    if (!said) return undefined;
    const holds = said[0].eq(slope) && said[1].eq(intercept);
    return decided(holds, `${f.line.trim()} has slope ${m0.toString()}, so a ${f.kind} line has slope ${slope.toString()}; through (${f.x}, ${f.y}) its y-intercept is ${y0.toString()} − ${slope.toString()}·${x0.toString()} = ${intercept.toString()}: y = ${slope.toString()}x + ${intercept.toString()}.`, 'proof', C);
  }
  return undefined;
}

// ---- Cancelling and reversing ------------------------------------------------------------------------

// "Cancelling the common factor, (x² + 2x − 8) ÷ (x + 4) reduces to x − 2 (x ≠ −4)": the identity, where
// both sides are defined, and the value excluded is the zero of a linear denominator.
const CANCEL = /^(?:(?:after\s+)?cancell?ing\s+(?:the\s+|a\s+)?common\s+factors?|simplifying|simplified|in\s+lowest\s+terms),?\s+(.+?)\s+(?:reduces|simplifies|cancels\s+down)\s+to\s+(.+?)\s*(?:$|\(\s*(?:for\s+)?([a-z])\s*(?:≠|!=|\\neq)\s*(-?[\d./]+)\s*\)|,?\s+(?:for\s+)?([a-z])\s*(?:≠|!=|\\neq)\s*(-?[\d./]+))$/;

function cancelling(text: string, core: Core): CheckResult | undefined {
  const m = CANCEL.exec(text);
  if (!m) return undefined;
  const [whole, reduced, x] = [m[1]!, m[2]!, m[3] ?? m[5]];
  const r = core(`${whole} = ${reduced}`);
  // Said without its restriction (prepareClaim takes "for x ≠ a" off an identity, text.ts), the identity is read as algebra.ts reads one: where both sides are defined.
  if (x === undefined) return r.verdict === 'uncertain' ? undefined : r;
  const a = q(m[4] ?? m[6]!);
  if (r.verdict !== 'true' || !a) return r.verdict === 'false' ? r : undefined;
  // The denominator must be linear, px + c, with its zero the value excluded.
  const d = new RegExp(String.raw`/\s*\(\s*(-?\d*)\s*\*?\s*${x}\s*([+-])\s*(\d+(?:\.\d+)?)\s*\)$`).exec(whole.trim());
  if (!d) return undefined;
  const p = q(d[1] === '' ? '1' : d[1] === '-' ? '-1' : d[1]!);
  const c = q(`${d[2] === '-' ? '-' : ''}${d[3]}`);
  if (!p || !c || p.isZero()) return undefined;
  const zero = c.neg().div(p);
  if (!zero.eq(a)) return uncertain(`the denominator is zero at ${x} = ${zero.toString()}, not at the value the claim excludes`, C);
  return { ...r, evidence: `${r.evidence} The denominator is zero only at ${x} = ${zero.toString()}, the value excluded.` };
}

// "Dividing by −6 reverses the sign, so −6x − 11 ≥ 37 means x ≤ −8": the remark holds exactly for a negative number.
const REVERSES = /^(?:dividing|multiplying)\s+(?:both\s+sides\s+)?by\s+(-?\d+(?:\.\d+)?(?:\/\d+)?)\s+(reverses|flips|switches|changes|keeps|preserves)\s+(?:the\s+)?(?:direction\s+of\s+the\s+)?(?:inequality\s+)?(?:sign|direction|inequality)(?:\s+of\s+the\s+inequality)?,?\s+so\s+(.+)$/;

function reversing(text: string, core: Core): CheckResult | undefined {
  const m = REVERSES.exec(text);
  if (!m) return undefined;
  const k = q(m[1]!);
  if (!k || k.isZero()) return undefined;
  const reverses = k.cmp(Q.ZERO) < 0;
  const saysReverses = !/keeps|preserves/.test(m[2]!);
  if (reverses !== saysReverses) return decided(false, `Dividing or multiplying by ${m[1]} ${reverses ? 'reverses' : 'keeps'} the inequality (it is ${reverses ? 'negative' : 'positive'}).`, 'proof', C);
  const r = core(m[3]!);
  return r.verdict === 'uncertain' ? undefined : { ...r, evidence: `Dividing or multiplying by ${m[1]} ${reverses ? 'reverses' : 'keeps'} an inequality, as the claim says. ${r.evidence}` };
}

// "Solving x² − 7x = −6: x = 1 or x = 6": a colon after the equation gives what solving it gives.
const SOLVING_COLON = /^solving\s+([^:]+?=[^:]+?)\s*:\s*([a-z]\s*(?:=|<|>|≤|≥).+)$/;

/** The forms above, on lower-cased text; undefined when none is recognised. */
export function algebraForms(text: string, core: Core): CheckResult | undefined {
  const colon = SOLVING_COLON.exec(text);
  if (colon) {
    const r = core(`solving ${colon[1]} gives ${colon[2]}`);
    return r.verdict === 'uncertain' ? undefined : r;
  }
  return surds(text) ?? logEquations(text, core) ?? sequences(text, core) ?? variation(text) ?? work(text) ?? headsAndLegs(text) ?? lineThroughPoint(text) ?? cancelling(text, core) ?? reversing(text, core);
}
