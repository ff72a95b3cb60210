// Phrasing generators for the computed domains: arithmetic, algebra and number theory. Every
// label is computed here from the generated values, independently of the checkers.

import fc from 'fast-check';
import { framed, numberStyle, rightOrWrong, withCommas, type Copula, type Phrasing, type Template } from './surface.js';

type Core = { templates: Template[]; holds: boolean };

const EQ_WORDS = ['=', 'equals', 'is equal to', 'is', 'makes', 'gives', 'comes to', 'gives you', 'results in', 'is exactly'];

/** "A <eq> R" in every wording, with negation through the copula or the symbol. */
function equalityTemplates(lhs: string, rhs: string): Template[] {
  return [
    ...EQ_WORDS.map((w): Template => (be: Copula) => {
      if (!be.negated) return `${lhs} ${w} ${rhs}`;
      if (w === '=') return `${lhs} ≠ ${rhs}`;
      if (w === 'equals') return `${lhs} ${be.equals} ${rhs}`;
      if (w.startsWith('is')) return `${lhs} ${be.is}${w.slice(2)} ${rhs}`;
      return `${lhs} ${w} ${rhs}`; // not negatable: the frame falls back to a meta statement
    }),
  ];
}

const sign = (n: number) => (n < 0 ? `−${-n}` : String(n));

const arithmeticCore: fc.Arbitrary<Core> = fc.oneof(
  // Sums and differences.
  fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 9999 }), numberStyle, fc.boolean()).chain(([a, b, ns, minus]) =>
    rightOrWrong(minus ? a - b : a + b).map(({ value, holds }) => {
      const r = value < 0 ? `-${ns(-value)}` : ns(value);
      const ops = minus ? [`${ns(a)} - ${ns(b)}`, `${ns(a)} − ${ns(b)}`, `${ns(a)} minus ${ns(b)}`] : [`${ns(a)} + ${ns(b)}`, `${ns(a)} plus ${ns(b)}`, `${ns(a)}+${ns(b)}`];
      const named = minus ? `the difference between ${ns(a)} and ${ns(b)}` : `the sum of ${ns(a)} and ${ns(b)}`;
      const templates = [...ops.flatMap((o) => equalityTemplates(o, r)), ...equalityTemplates(named.replace(/^t/, 'T'), r)];
      if (!minus) templates.push((be: Copula) => `Adding ${ns(a)} and ${ns(b)} ${be.negated ? 'does not give' : 'gives'} ${r}`, (be: Copula) => `${ns(a)} and ${ns(b)} ${be.negated ? 'do not make' : 'make'} ${r}`);
      else templates.push((be: Copula) => `Subtracting ${ns(b)} from ${ns(a)} ${be.negated ? 'does not leave' : 'leaves'} ${r}`, (be: Copula) => `${ns(b)} subtracted from ${ns(a)} ${be.is} ${r}`);
      return { templates, holds };
    }),
  ),
  // Products and quotients.
  fc.tuple(fc.integer({ min: 2, max: 199 }), fc.integer({ min: 2, max: 99 }), numberStyle, fc.boolean()).chain(([a, b, ns, div]) =>
    rightOrWrong(div ? a : a * b).map(({ value, holds }) => {
      const r = ns(value);
      const lhs = div
        ? [`${ns(a * b)} / ${ns(b)}`, `${ns(a * b)} ÷ ${ns(b)}`, `${ns(a * b)} divided by ${ns(b)}`, `The quotient of ${ns(a * b)} and ${ns(b)}`]
        : [`${ns(a)} * ${ns(b)}`, `${ns(a)} × ${ns(b)}`, `${ns(a)} x ${ns(b)}`, `${ns(a)} times ${ns(b)}`, `${ns(a)} multiplied by ${ns(b)}`, `The product of ${ns(a)} and ${ns(b)}`];
      const templates = lhs.flatMap((l) => equalityTemplates(l, r));
      if (div) templates.push((be: Copula) => `Dividing ${ns(a * b)} by ${ns(b)} ${be.negated ? 'does not give' : 'gives'} ${r}`);
      else templates.push((be: Copula) => `Multiplying ${ns(a)} by ${ns(b)} ${be.negated ? 'does not give' : 'gives'} ${r}`);
      return { templates, holds };
    }),
  ),
  // Powers.
  fc.tuple(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 2, max: 4 }), numberStyle).chain(([a, k, ns]) =>
    rightOrWrong(a ** k).map(({ value, holds }) => {
      const r = ns(value);
      const ord = ['', '', 'second', 'third', 'fourth'][k]!;
      const lhs = [`${a}^${k}`, `${ns(a)} to the power of ${ns(k)}`, `${ns(a)} to the ${ord} power`, `${ns(a)} raised to the power of ${ns(k)}`, `${a}**${k}`];
      if (k === 2) lhs.push(`${a}²`, `${ns(a)} squared`, `The square of ${ns(a)}`);
      if (k === 3) lhs.push(`${a}³`, `${ns(a)} cubed`, `The cube of ${ns(a)}`);
      return { templates: lhs.flatMap((l) => equalityTemplates(l, r)), holds };
    }),
  ),
  // Roots.
  fc.tuple(fc.integer({ min: 1, max: 99 }), fc.boolean(), numberStyle).chain(([a, cube, ns]) =>
    rightOrWrong(a).map(({ value, holds }) => {
      const n = cube ? a ** 3 : a * a;
      const lhs = cube ? [`The cube root of ${ns(n)}`, `∛${n}`, `cbrt(${n})`] : [`The square root of ${ns(n)}`, `√${n}`, `sqrt(${n})`, `The positive square root of ${ns(n)}`, `√(${n})`];
      return { templates: lhs.filter((l) => !l.startsWith('∛')).flatMap((l) => equalityTemplates(l, ns(value))), holds };
    }),
  ),
  // Percentages and simple fractions of a number.
  fc.tuple(fc.constantFrom(5, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80, 90, 150), fc.integer({ min: 1, max: 80 }), numberStyle).chain(([p, k, ns]) => {
    const n = k * 20;
    return rightOrWrong((p * n) / 100).map(({ value, holds }) => ({
      templates: [`${p}% of ${ns(n)}`, `${ns(p)} percent of ${ns(n)}`, `${ns(p)} per cent of ${ns(n)}`, `${p} % of ${ns(n)}`].flatMap((l) => equalityTemplates(l, String(value))),
      holds,
    }));
  }),
  fc.tuple(fc.constantFrom<[string, number]>(['half of', 2], ['a third of', 3], ['a quarter of', 4], ['one half of', 2], ['a fifth of', 5], ['one tenth of', 10]), fc.integer({ min: 1, max: 60 }), numberStyle).chain(([[w, d], k, ns]) =>
    rightOrWrong(k).map(({ value, holds }) => ({ templates: [...equalityTemplates(`${w} ${ns(k * d)}`.replace(/^./, (c) => c.toUpperCase()), ns(value)), ...equalityTemplates(`1/${d} of ${k * d}`, String(value))], holds })),
  ),
  // Fractions: sums and comparisons.
  fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 12 })).chain(([a, b, c, d]) => {
    const bigger = a * d > c * b;
    const equal = a * d === c * b;
    const rel = fc.constantFrom<['gt' | 'lt', string]>(
      ['gt', 'is greater than'], ['gt', 'is larger than'], ['gt', 'is bigger than'], ['gt', '>'], ['gt', 'is more than'], ['gt', 'exceeds'],
      ['lt', 'is less than'], ['lt', 'is smaller than'], ['lt', '<'],
    );
    return rel.map(([kind, words]) => ({
      templates: [(be: Copula) => {
        if (!be.negated) return `${a}/${b} ${words} ${c}/${d}`;
        if (words.startsWith('is ')) return `${a}/${b} ${be.is} ${words.slice(3)} ${c}/${d}`;
        if (words === 'exceeds') return `${a}/${b} ${be.negated ? 'does not exceed' : 'exceeds'} ${c}/${d}`;
        return `${a}/${b} ${words} ${c}/${d}`;
      }],
      holds: !equal && (kind === 'gt' ? bigger : !bigger),
    }));
  }),
  fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 9 }), fc.boolean()).map(([a, b, c, d, wrong]) => {
    const num = a * d + c * b + (wrong ? 1 : 0);
    const den = b * d;
    return { templates: equalityTemplates(`${a}/${b} + ${c}/${d}`, `${num}/${den}`), holds: !wrong };
  }),
  // Comparisons of whole numbers and signed results.
  fc.tuple(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 })).chain(([a, b]) =>
    rightOrWrong(a + b).map(({ value, holds }) => ({ templates: equalityTemplates(`${sign(a)} + ${b < 0 ? `(${sign(b)})` : b}`, sign(value)), holds })),
  ),
  fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 })).chain(([a, b]) =>
    fc.boolean().map((right) => ({ templates: equalityTemplates(`${sign(a)} - ${b < 0 ? `(${sign(b)})` : b}`, sign(right ? a - b : a - b + 3)), holds: right })),
  ),
  // Offsets ("5 more than 3"), money, decimals, lists and named results.
  fc.tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.boolean(), numberStyle).chain(([a, b, more, ns]) =>
    rightOrWrong(more ? b + a : b - a).map(({ value, holds }) => ({
      templates: equalityTemplates(`${ns(a)} ${more ? 'more' : 'less'} than ${ns(b)}`, value < 0 ? `-${ns(-value)}` : ns(value)),
      holds,
    })),
  ),
  fc.tuple(fc.integer({ min: 1, max: 99999 }), fc.integer({ min: 1, max: 99999 }), fc.constantFrom('$', '€', '£')).chain(([a, b, cur]) =>
    rightOrWrong(a + b).map(({ value, holds }) => {
      const m = (c: number) => `${cur}${(c / 100).toFixed(2)}`;
      return { templates: [...equalityTemplates(`${m(a)} + ${m(b)}`, m(value)), ...equalityTemplates(`The total of ${m(a)} and ${m(b)}`, m(value))], holds };
    }),
  ),
  fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 99 }), fc.boolean()).chain(([a, b, mul]) => {
    const [x, y] = [a / 10, b / 10];
    const right = mul ? (a * b) / 100 : (a + b) / 10;
    return fc.boolean().map((holds) => ({
      templates: equalityTemplates(mul ? `${x} × ${y}` : `${x} + ${y}`, String(Number((holds ? right : right + 0.1 * (1 + (a % 3))).toFixed(4)))),
      holds,
    }));
  }),
  fc.tuple(fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 2, maxLength: 4 }), fc.boolean(), numberStyle).chain(([head, avg, ns]) => {
    // For an average, the last item makes the sum a multiple of the count, so the mean is whole.
    const n = head.length + 1;
    const partial = head.reduce((a, b) => a + b, 0);
    const xs = [...head, avg ? (n - (partial % n)) % n || n : 1 + (partial % 50)];
    const sum = xs.reduce((a, b) => a + b, 0);
    const list = `${xs.slice(0, -1).map(ns).join(', ')} and ${ns(xs[xs.length - 1]!)}`;
    return rightOrWrong(avg ? sum / n : sum).map(({ value, holds }) => ({
      templates: equalityTemplates(avg ? `The average of ${list}` : `The sum of ${list}`, value < 0 ? `-${ns(-value)}` : ns(value)).slice(0, 5),
      holds,
    }));
  }),
  fc.tuple(fc.integer({ min: 2, max: 99 }), fc.integer({ min: 2, max: 99 }), numberStyle).chain(([a, b, ns]) =>
    rightOrWrong(a * b).map(({ value, holds }) => ({
      templates: [`The result of ${a} × ${b}`, `The answer to ${a} × ${b}`, `The value of ${a} * ${b}`].flatMap((l) => equalityTemplates(l, ns(value)).slice(0, 4)),
      holds,
    })),
  ),
  fc.tuple(fc.integer({ min: -99, max: 99 }), fc.integer({ min: -99, max: 99 }), fc.constantFrom<[string, (a: number, b: number) => boolean]>(
    ['is at least', (a, b) => a >= b], ['is at most', (a, b) => a <= b], ['is greater than or equal to', (a, b) => a >= b],
    ['is less than or equal to', (a, b) => a <= b], ['≥', (a, b) => a >= b], ['≤', (a, b) => a <= b], ['>=', (a, b) => a >= b],
  )).map(([a, b, [w, f]]) => ({
    templates: [(be: Copula) => (be.negated && w.startsWith('is ') ? `${sign(a)} ${be.is} ${w.slice(3)} ${sign(b)}` : `${sign(a)} ${w} ${sign(b)}`)],
    holds: f(a, b),
  })),
);

// Issue 22: arithmetic said in words beyond the operators, each construction in several wordings.
const gcdInt = (a: number, b: number): number => (b ? gcdInt(b, a % b) : Math.abs(a));
const newArithmeticCore: fc.Arbitrary<Core> = fc.oneof(
  // A percentage change applied to an amount.
  fc.tuple(fc.integer({ min: 1, max: 60 }).map((k) => k * 20), fc.constantFrom(5, 10, 15, 20, 25, 40, 50, 75), fc.boolean(), fc.constantFrom('right', 'part', 'other', 'direction')).map(([x, p, up, wrong]) => {
    const part = (x * p) / 100;
    const right = up ? x + part : x - part;
    const value = wrong === 'right' ? right : wrong === 'part' ? part : wrong === 'direction' ? (up ? x - part : x + part) : right + 1;
    const [past, ing] = up ? ['increased', 'Increasing'] : ['reduced', 'Cutting'];
    const templates: Template[] = [
      (be: Copula) => `${x} ${past} by ${p}% ${be.is} ${value}`,
      () => `${ing} ${x} by ${p}% gives ${value}`,
      (be: Copula) => `${x} after a ${p}% ${up ? 'increase' : 'discount'} ${be.is} ${value}`,
      (be: Copula) => `A ${p}% ${up ? 'increase' : 'discount'} on $${x} ${be.negated ? 'does not leave' : 'leaves'} $${value}`,
    ];
    return { templates, holds: value === right };
  }),
  // The percentage change between two values.
  fc.tuple(fc.integer({ min: 1, max: 40 }).map((k) => k * 10), fc.constantFrom(10, 20, 25, 30, 40, 50, 60, 75), fc.boolean(), fc.constantFrom('right', 'direction', 'other')).map(([a, p, up, wrong]) => {
    const b = up ? a + (a * p) / 100 : a - (a * p) / 100;
    const claimedUp = wrong === 'direction' ? !up : up;
    const claimedP = wrong === 'other' ? p + 5 : p;
    const word = claimedUp ? 'increase' : 'decrease';
    return {
      templates: [
        (be: Copula) => `Going from ${a} to ${b} ${be.is} a ${claimedP}% ${word}`,
        (be: Copula) => `A change from ${a} to ${b} ${be.is} ${claimedUp ? 'an' : 'a'} ${word} of ${claimedP}%`,
        (be: Copula) => `The percentage ${word} from ${a} to ${b} ${be.is} ${claimedP}%`,
        (be: Copula) => `${b} ${be.is} ${claimedP}% ${claimedUp ? 'more' : 'less'} than ${a}`,
      ],
      holds: wrong === 'right',
    };
  }),
  // Rounding to a place, away from exact ties.
  fc.tuple(fc.integer({ min: 1000, max: 9_999_999 }), fc.constantFrom<[string, number]>(['ten', 10], ['hundred', 100], ['thousand', 1000], ['ten thousand', 10000]), fc.constantFrom('right', 'down', 'up')).filter(([x, [, k]]) => x % k !== k / 2).map(([x, [word, k], wrong]) => {
    const right = Math.round(x / k) * k;
    const value = wrong === 'right' ? right : wrong === 'down' ? Math.floor(x / k) * k - k : Math.ceil(x / k) * k + k;
    return {
      templates: [
        (be: Copula) => `${withCommas(x)} rounded to the nearest ${word} ${be.is} ${withCommas(value)}`,
        () => `Rounded to the nearest ${word}, ${x} becomes ${value}`,
        () => `Rounding ${x} to the nearest ${word} gives ${value}`,
        (be: Copula) => `${x} to the nearest ${k} ${be.is} ${value}`,
      ],
      holds: value === right,
    };
  }),
  fc.tuple(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 3 }), fc.boolean()).filter(([n]) => n % 10 !== 5).map(([n, d, right]) => {
    const x = n / 10 ** (d + 1);
    const r = Math.round(n / 10) / 10 ** d;
    const value = right ? r : Number((r + 10 ** -d).toFixed(d));
    return { templates: [(be: Copula) => `${x} rounded to ${d} decimal place${d === 1 ? '' : 's'} ${be.is} ${value.toFixed(d)}`, (be: Copula) => `${x} to ${d} d.p. ${be.is} ${value.toFixed(d)}`], holds: right };
  }),
  // Ratios and fractions in lowest terms.
  fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 2, max: 9 }), fc.constantFrom('right', 'off', 'unreduced')).filter(([a, b]) => gcdInt(a, b) === 1 && a !== b).map(([a, b, k, wrong]) => {
    const [c, d] = wrong === 'right' ? [a, b] : wrong === 'off' ? [a, b + 1] : [2 * a, 2 * b];
    return {
      templates: [
        (be: Copula) => `${a * k}:${b * k} in lowest terms ${be.is} ${c}:${d}`,
        (be: Copula) => `In simplest form, the ratio ${a * k}:${b * k} ${be.is} ${c}:${d}`,
        (be: Copula) => `${a * k}/${b * k} in lowest terms ${be.is} ${c}/${d}`,
      ],
      holds: wrong === 'right',
    };
  }),
  // The largest or smallest of a list of fractions and decimals, and the median.
  fc.tuple(fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 3, maxLength: 5 }), fc.boolean(), fc.nat()).map(([hundredths, largest, pick]) => {
    const shown = hundredths.map((h, i) => (i % 2 ? `${h}/100` : String(h / 100)));
    const best = largest ? Math.max(...hundredths) : Math.min(...hundredths);
    const claimed = pick % hundredths.length;
    const list = `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
    const word = largest ? 'largest' : 'smallest';
    return {
      templates: [(be: Copula) => `The ${word} of ${list} ${be.is} ${shown[claimed]}`, () => `Of ${list}, the ${word} is ${shown[claimed]}`, (be: Copula) => `${shown[claimed]} ${be.is} the ${word} of ${list}`],
      holds: hundredths[claimed] === best,
    };
  }),
  fc.tuple(fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 3, maxLength: 6 }), fc.boolean()).map(([xs, right]) => {
    const s = [...xs].sort((a, b) => a - b);
    const n = s.length;
    const median = n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
    const value = right ? median : median + 1;
    return { templates: [(be: Copula) => `The median of ${xs.join(', ')} ${be.is} ${value}`], holds: right };
  }),
  // A quotient with its remainder; lists that add up; reciprocals.
  fc.tuple(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 200 }), fc.boolean()).chain(([d, q, withRest]) => {
    const r = withRest ? (q % (d - 1)) + 1 : 0;
    const n = d * q + r;
    return fc.constantFrom('right', 'quotient', 'remainder').map((wrong) => {
      const [cq, cr] = wrong === 'right' ? [q, r] : wrong === 'quotient' ? [q + 1, r] : [q, r + 1 === d ? r - 1 : r + 1];
      return {
        templates: [
          () => `${n} divided by ${d} gives ${cq} with a remainder of ${cr}`,
          () => `${n} ÷ ${d} = ${cq} remainder ${cr}`,
          // Not negated through its copulas: "the quotient isn't q and the remainder isn't r" is no negation of the pair.
          () => `When ${n} is divided by ${d}, the quotient is ${cq} and the remainder is ${cr}`,
        ],
        holds: cq === q && cr === r,
      };
    });
  }),
  fc.tuple(fc.array(fc.integer({ min: 1, max: 9999 }), { minLength: 3, maxLength: 5 })).chain(([xs]) =>
    rightOrWrong(xs.reduce((a, b) => a + b, 0)).map(({ value, holds }) => ({
      templates: [(be: Copula) => `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]} ${be.negated ? 'do not add' : 'add'} up to ${withCommas(value)}`],
      holds,
    })),
  ),
  fc.tuple(fc.constantFrom(0.2, 0.25, 0.4, 0.5, 0.8, 1.25, 2, 2.5, 4, 5, 8), fc.boolean()).map(([x, right]) => {
    const r = 1 / x;
    const value = right ? r : r + 0.1;
    return { templates: [(be: Copula) => `The multiplicative inverse of ${x} ${be.is} ${Number(value.toFixed(4))}`, (be: Copula) => `The reciprocal of ${x} ${be.is} ${Number(value.toFixed(4))}`], holds: right };
  }),
);

export const arithmeticPhrasings: fc.Arbitrary<Phrasing> = framed(fc.oneof({ weight: 3, arbitrary: arithmeticCore }, { weight: 2, arbitrary: newArithmeticCore }));

// ---------------------------------------------------------------------------------------------

const lin = (a: number, b: number, v = 'x') => `${a === 1 ? '' : a === -1 ? '-' : a}${v}${b === 0 ? '' : b > 0 ? ` + ${b}` : ` - ${-b}`}`;
const quad = (s: number, p: number) => `x^2${s === 0 ? '' : s > 0 ? ` + ${s === 1 ? '' : s}x` : ` - ${-s === 1 ? '' : -s}x`}${p === 0 ? '' : p > 0 ? ` + ${p}` : ` - ${-p}`}`;

const algebraCore: fc.Arbitrary<Core> = fc.oneof(
  // Solving a linear equation.
  fc.tuple(fc.integer({ min: 2, max: 12 }), fc.integer({ min: -20, max: 20 }), fc.integer({ min: -15, max: 15 }), fc.constantFrom('x', 'y', 'n', 'a')).chain(([a, b, x, v]) =>
    rightOrWrong(x).map(({ value, holds }) => {
      const eq = `${lin(a, b, v)} = ${a * x + b}`;
      const eqTight = eq.replace(/\s+/g, '');
      const val = String(value);
      const templates: Template[] = [
        () => `If ${eq} then ${v} = ${val}`,
        () => `If ${eqTight}, then ${v}=${val}`,
        () => `If ${eq}, ${v} = ${val}`,
        (be: Copula) => `If ${eq}, then ${v} ${be.is} ${val}`,
        (be: Copula) => `When ${eq}, ${v} ${be.equals} ${val}`,
        (be: Copula) => `The solution of ${eq} ${be.is} ${v} = ${val}`,
        (be: Copula) => `The solution to ${eq} ${be.is} ${val}`,
        () => `Solving ${eq} gives ${v} = ${val}`,
        (be: Copula) => `${v} = ${val} ${be.is} the solution of ${eq}`,
        (be: Copula) => `${v} = ${val} ${be.negated ? 'does not solve' : 'solves'} ${eq}`,
        (be: Copula) => `${v} = ${val} ${be.negated ? 'does not satisfy' : 'satisfies'} ${eq}`,
        () => `${eq} implies ${v} = ${val}`,
        () => `${eq}, so ${v} = ${val}`,
        (be: Copula) => `${eq} has the solution ${v} = ${val}`.replace('has', be.has),
        (be: Copula) => `The equation ${eq} ${be.is} solved by ${v} = ${val}`,
      ];
      return { templates, holds };
    }),
  ),
  // Roots of a monic quadratic with integer roots.
  fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: 0, max: 3 })).map(([p, q, wrongKind]) => {
    const eq = `${quad(-(p + q), p * q)} = 0`;
    const claimed = wrongKind === 0 ? [p, q] : wrongKind === 1 ? [-p, -q] : wrongKind === 2 ? [p, q + 1] : [q, p];
    const set = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b).join(',');
    const holds = set(claimed) === set([p, q]);
    const [r, s] = claimed as [number, number];
    const list = r === s ? `${r}` : `${r} and ${s}`;
    const xs = r === s ? `x = ${r}` : `x = ${r} and x = ${s}`;
    const templates: Template[] = [
      (be: Copula) => `The roots of ${eq} ${r === s ? be.is : be.are} ${list}`,
      (be: Copula) => `The solutions of ${eq} ${r === s ? be.is : be.are} ${xs}`,
      (be: Copula) => `The solutions to ${eq} ${r === s ? be.is : be.are} ${list}`,
      (be: Copula) => `${eq} ${be.has} roots ${list}`.replace(/roots (-?\d+)$/, 'root $1'),
      () => `Solving ${eq} gives ${xs}`,
      (be: Copula) => `The roots of ${quad(-(p + q), p * q)} ${r === s ? be.is : be.are} ${list}`,
    ];
    return { templates, holds };
  }),
  // Identities: products of binomials.
  fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: -12, max: 12 }).filter((b) => b !== 0), fc.integer({ min: 0, max: 2 })).map(([a, b, wrongKind]) => {
    const left = [`(x + ${a})(x ${b > 0 ? '+' : '-'} ${Math.abs(b)})`, `(x+${a})(x${b > 0 ? '+' : '-'}${Math.abs(b)})`];
    const s = a + b + (wrongKind === 1 ? 1 : 0);
    const p = a * b * (wrongKind === 2 ? -1 : 1);
    const right = quad(s, p);
    const holds = wrongKind === 0;
    const templates: Template[] = left.flatMap((l) => [
      (be: Copula) => (be.negated ? `${l} ≠ ${right}` : `${l} = ${right}`),
      (be: Copula) => `${l} ${be.equals} ${right}`,
      (be: Copula) => `${l} ${be.is} equal to ${right}`,
      () => `${l} expands to ${right}`,
      () => `Expanding ${l} gives ${right}`,
      (be: Copula) => `${right} ${be.negated ? 'does not factor' : 'factors'} as ${l}`,
      () => `For all x, ${l} = ${right}`,
      () => `${l} = ${right} for every x`,
      (be: Copula) => `${l} ${be.is} identical to ${right}`,
      () => `${l} simplifies to ${right}`,
    ]);
    return { templates, holds };
  }),
  // Squares of binomials and differences of squares.
  fc.tuple(fc.integer({ min: 1, max: 15 }), fc.boolean(), fc.boolean()).map(([a, square, wrong]) => {
    const l = square ? `(x + ${a})^2` : `(x + ${a})(x - ${a})`;
    const r = square ? `x^2 + ${2 * a + (wrong ? 1 : 0)}x + ${a * a}` : `x^2 - ${a * a + (wrong ? 1 : 0)}`;
    return { templates: [(be: Copula) => (be.negated ? `${l} ≠ ${r}` : `${l} = ${r}`), () => `${l} = ${r} for all x`, (be: Copula) => `${l} ${be.is} equivalent to ${r}`], holds: !wrong };
  }),
  // Function values.
  fc.tuple(fc.integer({ min: -9, max: 9 }).filter((a) => a !== 0), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -6, max: 6 }), fc.constantFrom('f', 'g', 'h')).chain(([a, b, t, f]) =>
    rightOrWrong(a * t + b).map(({ value, holds }) => {
      const def = `${f}(x) = ${lin(a, b)}`;
      return {
        templates: [
          (be: Copula) => `If ${def}, then ${f}(${t}) ${be.negated ? '≠' : '='} ${value}`,
          (be: Copula) => `If ${def} then ${f}(${t}) ${be.is} ${value}`,
          (be: Copula) => `For ${def}, ${f}(${t}) ${be.equals} ${value}`,
          (be: Copula) => `Given ${def}, ${f}(${t}) ${be.is} ${value}`,
        ],
        holds,
      };
    }),
  ),
  // Unique solutions named as a value, roots checked one at a time, two-variable identities.
  fc.tuple(fc.integer({ min: 2, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 })).chain(([a, b, x]) =>
    rightOrWrong(x).map(({ value, holds }) => ({
      templates: [
        (be: Copula) => `The value of x that satisfies ${lin(a, b)} = ${a * x + b} ${be.is} ${value}`,
        (be: Copula) => `The only value of x which solves ${lin(a, b)} = ${a * x + b} ${be.is} ${value}`,
      ],
      holds,
    })),
  ),
  fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 })).map(([p, q, r]) => {
    const eq = `${quad(-(p + q), p * q)} = 0`;
    const holds = r === p || r === q;
    return {
      templates: [
        (be: Copula) => `x = ${r} ${be.is} a root of ${eq}`,
        (be: Copula) => `${r} ${be.is} a solution of ${eq}`,
        (be: Copula) => `x = ${r} ${be.negated ? 'does not satisfy' : 'satisfies'} ${eq}`,
        (be: Copula) => `${eq.replace(/\^2/g, '²').replace(/ - /g, ' − ')} ${be.is} satisfied by x = ${r}`,
      ],
      holds,
    };
  }),
  fc.tuple(fc.integer({ min: 2, max: 9 }), fc.constantFrom('a', 'p', 'm'), fc.constantFrom('b', 'q', 'n'), fc.boolean(), fc.boolean()).map(([k, u, v, square, wrong]) => {
    const [l, r] = square
      ? [`(${u} + ${v})^2`, wrong ? `${u}^2 + ${u}${v} + ${v}^2` : `${u}^2 + 2${u}${v} + ${v}^2`]
      : [`${k}(${u} + ${v})`, wrong ? `${k}${u} + ${v}` : `${k}${u} + ${k}${v}`];
    return {
      templates: [(be: Copula) => (be.negated ? `${l} ≠ ${r}` : `${l} = ${r}`), () => `${l} expands to ${r}`, (be: Copula) => `${l} ${be.equals} ${r}`],
      holds: !wrong,
    };
  }),
  // Sums and products of roots of a monic quadratic with distinct integer roots.
  fc.tuple(fc.integer({ min: -12, max: 12 }), fc.integer({ min: -12, max: 12 }), fc.boolean()).filter(([p, q]) => p !== q).chain(([p, q, product]) =>
    rightOrWrong(product ? p * q : p + q).map(({ value, holds }) => {
      const eq = `${quad(-(p + q), p * q)} = 0`;
      return {
        templates: product
          ? [(be: Copula) => `The product of the roots of ${eq} ${be.is} ${value}`, (be: Copula) => `The two solutions of ${eq} ${be.negated ? 'do not multiply' : 'multiply'} to ${value}`]
          : [(be: Copula) => `The sum of the roots of ${eq} ${be.is} ${value}`, (be: Copula) => `The roots of ${eq} ${be.negated ? 'do not add' : 'add'} up to ${value}`],
        holds,
      };
    }),
  ),
  // Values where a polynomial vanishes, discriminants and extrema of quadratics.
  fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 })).map(([p, q, r]) => ({
    templates: [(be: Copula) => `${quad(-(p + q), p * q)} ${be.negated ? 'does not vanish' : 'vanishes'} at x = ${r}`, (be: Copula) => `${r} ${be.is} a zero of the polynomial ${quad(-(p + q), p * q)}`, () => `${quad(-(p + q), p * q)} = 0 holds for x = ${r}`],
    holds: r === p || r === q,
  })),
  fc.tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -50, max: 50 })).chain(([s, c]) =>
    rightOrWrong(s * s - 4 * c).map(({ value, holds }) => ({
      templates: [(be: Copula) => `The discriminant of ${quad(s, c)} ${be.is} ${value}`, (be: Copula) => `${quad(s, c)} ${be.has} discriminant ${value}`],
      holds,
    })),
  ),
  fc.tuple(fc.integer({ min: -10, max: 10 }), fc.integer({ min: -30, max: 30 }), fc.boolean()).chain(([h, k, down]) =>
    rightOrWrong(k).map(({ value, holds }) => {
      // (x - h)^2 + k, or its negation -(x - h)^2 + k, written out.
      const [b, c] = [-2 * h, h * h];
      const poly = down ? `-x^2${b === 0 ? '' : b > 0 ? ` - ${b}x` : ` + ${-b}x`}${-c + k === 0 ? '' : -c + k > 0 ? ` + ${-c + k}` : ` - ${c - k}`}` : quad(b, c + k);
      const word = down ? 'maximum' : 'minimum';
      return { templates: [(be: Copula) => `The ${word} value of ${poly} ${be.is} ${value}`, (be: Copula) => `${poly} ${be.has} a ${word} value of ${value}`], holds };
    }),
  ),
  // Logarithms with whole exponents, and sums of arithmetic progressions.
  fc.tuple(fc.integer({ min: 2, max: 10 }), fc.integer({ min: -4, max: 6 })).chain(([b, k]) =>
    rightOrWrong(k).map(({ value, holds }) => {
      const x = k >= 0 ? String(b ** k) : `1/${b ** -k}`;
      return { templates: [(be: Copula) => `The logarithm of ${x} to base ${b} ${be.is} ${value}`, (be: Copula) => `log base ${b} of ${x} ${be.is} ${value}`], holds };
    }),
  ),
  fc.tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -9, max: 9 }).filter((d) => d !== 0), fc.integer({ min: 4, max: 60 })).chain(([a, d, n]) =>
    rightOrWrong((n * (2 * a + (n - 1) * d)) / 2).map(({ value, holds }) => {
      const terms = `${a}, ${a + d}, ${a + 2 * d}, …`;
      return { templates: [(be: Copula) => `The sum of the first ${n} terms of ${terms} ${be.is} ${value}`, (be: Copula) => `The first ${n} terms of ${terms.replace('…', '...')} ${be.negated ? 'do not add' : 'add'} up to ${value}`], holds };
    }),
  ),
);

// Issue 22: constructions of short claims phrased unlike the dev set, each in several wordings.
const signed = (k: number, v: string, first = false) => (k === 0 ? '' : `${first ? (k < 0 ? '-' : '') : k < 0 ? ' - ' : ' + '}${Math.abs(k) === 1 && v ? '' : Math.abs(k)}${v}`);
const linear2 = (a: number, b: number, u = 'x', v = 'y') => `${signed(a, u, true)}${signed(b, v, a === 0)}` || '0';
const frac = (n: number, d: number) => {
  const g = (x: number, y: number): number => (y ? g(y, x % y) : Math.abs(x));
  const k = g(n, d) * Math.sign(d);
  return d / k === 1 ? String(n / k) : `${n / k}/${d / k}`;
};
const FLIP: Record<string, string> = { '<': '>', '≤': '≥', '>': '<', '≥': '≤' };
const STRICT: Record<string, string> = { '<': '≤', '≤': '<', '>': '≥', '≥': '>' };

const newAlgebraCore: fc.Arbitrary<Core> = fc.oneof(
  // A linear inequality and its solution, related by the words of equivalence, solving and implication.
  fc.tuple(fc.integer({ min: -9, max: 9 }).filter((a) => a !== 0), fc.integer({ min: -20, max: 20 }), fc.integer({ min: -40, max: 40 }), fc.constantFrom('<', '≤', '>', '≥'), fc.constantFrom('right', 'flip', 'strict', 'shift')).map(([a, b, c, r, wrong]) => {
    const ineq = `${lin(a, b)} ${r} ${c}`;
    const dir = a > 0 ? r : FLIP[r]!;
    const bound = frac(c - b, a);
    const claimed = wrong === 'flip' ? `x ${FLIP[dir]} ${bound}` : wrong === 'strict' ? `x ${STRICT[dir]} ${bound}` : wrong === 'shift' ? `x ${dir} ${frac(c - b + a, a)}` : `x ${dir} ${bound}`;
    const equivalence: Template[] = [
      () => `${ineq} ⟺ ${claimed}`,
      () => `${ineq} if and only if ${claimed}`,
      () => `${ineq} exactly when ${claimed}`,
      () => `${claimed} precisely when ${ineq}`,
      () => `Solving ${ineq} gives ${claimed}`,
      (be: Copula) => `The solution set of ${ineq} ${be.is} ${claimed}`,
      (be: Copula) => `${ineq} ${be.is} equivalent to ${claimed}`,
    ];
    // An implication with a weaker conclusion is true but not what it claims to solve: only wrong directions are generated for it.
    const implication: Template[] = [() => `If ${ineq}, then ${claimed}`, () => `${ineq} implies ${claimed}`, () => `${ineq} ⇒ ${claimed}`];
    return { templates: wrong === 'right' || wrong === 'flip' ? [...equivalence, ...implication] : equivalence, holds: wrong === 'right' };
  }),
  // |ax + b| = c and its two solutions.
  fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: -15, max: 15 }), fc.integer({ min: 1, max: 20 }), fc.boolean()).map(([a, b, c, right]) => {
    const [p, q] = right ? [frac(c - b, a), frac(-c - b, a)] : [frac(c + b, a), frac(-c + b, a)];
    // The wrong pair solves |ax − b| = c: the same set only when b = 0.
    const holds = right || b === 0;
    const eq = `|${lin(a, b)}| = ${c}`;
    return {
      templates: [
        (be: Copula) => `${eq} ${be.has} solutions x = ${p} and x = ${q}`,
        (be: Copula) => `The solutions of ${eq} ${be.are} ${p} and ${q}`,
        (be: Copula) => `The equation ${eq} ${be.is} solved by x = ${p} and x = ${q} only`,
        () => `${eq} ⟺ x = ${p} or x = ${q}`,
        () => `${eq} exactly when x = ${p} or x = ${q}`,
      ],
      holds,
    };
  }),
  // Two linear equations in two unknowns and their solution.
  fc.tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }), fc.integer({ min: -12, max: 12 }), fc.integer({ min: -12, max: 12 }), fc.constantFrom('right', 'swap', 'off'))
    .filter(([a, b, c, d]) => a * d - b * c !== 0)
    .map(([a, b, c, d, x, y, wrong]) => {
      const [sx, sy] = wrong === 'swap' ? [y, x] : wrong === 'off' ? [x + 1, y] : [x, y];
      const holds = sx === x && sy === y;
      const [e1, e2] = [`${linear2(a, b)} = ${a * x + b * y}`, `${linear2(c, d)} = ${c * x + d * y}`];
      return {
        templates: [
          () => `Solving ${e1} and ${e2} simultaneously gives x = ${sx} and y = ${sy}`,
          () => `If ${e1} and ${e2}, then x = ${sx} and y = ${sy}`,
          (be: Copula) => `The solution of the system ${e1}, ${e2} ${be.is} (${sx}, ${sy})`,
          (be: Copula) => `The pair (${sx}, ${sy}) ${be.negated ? 'does not satisfy' : 'satisfies'} both ${e1} and ${e2}`,
          (be: Copula) => `x = ${sx}, y = ${sy} ${be.is} the solution of ${e1} and ${e2}`,
        ],
        holds,
      };
    }),
  // Inverses of linear functions.
  fc.tuple(fc.integer({ min: -9, max: 9 }).filter((a) => a !== 0 && a !== 1), fc.integer({ min: -12, max: 12 }).filter((b) => b !== 0), fc.constantFrom('f', 'g', 'h'), fc.constantFrom('right', 'sign', 'reciprocal')).map(([a, b, f, wrong]) => {
    const inverse = wrong === 'right' ? `(x ${b > 0 ? '-' : '+'} ${Math.abs(b)})/${a < 0 ? `(${a})` : a}` : wrong === 'sign' ? `(x ${b > 0 ? '+' : '-'} ${Math.abs(b)})/${a < 0 ? `(${a})` : a}` : `${a}x ${b > 0 ? '-' : '+'} ${Math.abs(b)}`;
    return {
      templates: [
        (be: Copula) => `The inverse of ${f}(x) = ${lin(a, b)} ${be.is} ${inverse}`,
        (be: Copula) => `${f}(x) = ${lin(a, b)} ${be.has} inverse ${f}⁻¹(x) = ${inverse}`,
        () => `If ${f}(x) = ${lin(a, b)}, then ${f}⁻¹(x) = ${inverse}`,
        (be: Copula) => `${inverse} ${be.is} the inverse of ${f}(x) = ${lin(a, b)}`,
      ],
      holds: wrong === 'right',
    };
  }),
  // The factor theorem on a cubic with an integer root.
  fc.tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -6, max: 6 })).map(([r, p, q, s]) => {
    // (x - r)(x^2 + p x + q) = x^3 + (p - r) x^2 + (q - p r) x - q r
    const c = [-q * r, q - p * r, p - r];
    const poly = `x^3${signed(c[2]!, 'x^2')}${signed(c[1]!, 'x')}${signed(c[0]!, '')}`;
    const value = s ** 3 + c[2]! * s * s + c[1]! * s + c[0]!;
    const factor = `(x ${s < 0 ? '+' : '-'} ${Math.abs(s)})`.replace(/ [-+] 0\)/, ')');
    return {
      templates: [(be: Copula) => `${factor} ${be.is} a factor of ${poly}`, (be: Copula) => `${poly} ${be.is} divisible by ${factor}`, (be: Copula) => `${factor} ${be.negated ? 'does not divide' : 'divides'} ${poly}`],
      holds: value === 0,
    };
  }),
  // Function values with the definition before or after the value.
  fc.tuple(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -6, max: 6 }), fc.constantFrom(['q', 'n'], ['f', 'x'], ['h', 't'])).chain(([a, b, c, t, [f, v]]) =>
    rightOrWrong(a * t * t + b * t + c).map(({ value, holds }) => {
      const def = `${f}(${v}) = ${`${signed(a, `${v}^2`, true)}${signed(b, v, a === 0)}${signed(c, '', a === 0 && b === 0)}` || '0'}`;
      return {
        templates: [
          () => `Let ${def}; then ${f}(${t}) = ${value}`,
          (be: Copula) => `${f}(${t}) ${be.is} ${value} when ${def}`,
          () => `${def}, so ${f}(${t}) = ${value}`,
          (be: Copula) => `For ${def}, the value of ${f}(${t}) ${be.is} ${value}`,
          (be: Copula) => `Suppose ${def}; then ${f}(${t}) ${be.is} ${value}`,
        ],
        holds,
      };
    }),
  ),
  // Slopes of two lines: parallel or perpendicular.
  fc.tuple(fc.integer({ min: -6, max: 6 }).filter((m) => m !== 0 && m !== -1), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.constantFrom('same', 'negative-reciprocal', 'negative', 'other'), fc.boolean()).map(([m, b1, b2, kind, askParallel]) => {
    // -1/m is written "-x/m" (never "-1/mx", which reads as -1/(mx)).
    const second = kind === 'same' ? lin(m, 0) : kind === 'negative-reciprocal' ? (m === 1 ? '-x' : m === -1 ? 'x' : `${m > 0 ? '-' : ''}x/${Math.abs(m)}`) : kind === 'negative' ? lin(-m, 0) : lin(m + 1, 0);
    const c2 = b2 === b1 && kind === 'same' ? b1 + 1 : b2;
    const l1 = `y = ${lin(m, b1)}`;
    const l2 = `y = ${second}${c2 === 0 ? '' : c2 > 0 ? ` + ${c2}` : ` - ${-c2}`}`;
    const word = askParallel ? 'parallel' : 'perpendicular';
    // Slopes m and m₂: parallel when equal (the intercepts differ), perpendicular when m·m₂ = −1.
    const m2 = kind === 'same' ? m : kind === 'negative-reciprocal' ? -1 / m : kind === 'negative' ? -m : m + 1;
    const holds = askParallel ? m2 === m : Math.abs(m * m2 + 1) < 1e-12;
    return { templates: [(be: Copula) => `The lines ${l1} and ${l2} ${be.are} ${word}`, (be: Copula) => `${l1} ${be.is} ${word} to ${l2}`], holds };
  }),
  // Values at a point, the point said first or last.
  fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -9, max: 9 }).filter((b) => b !== 0), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -5, max: 5 })).chain(([a, b, c, x]) =>
    rightOrWrong(a * x * x + b * x + c).map(({ value, holds }) => {
      const e = `${signed(a, 'x^2', true)}${signed(b, 'x', a === 0)}${signed(c, '', a === 0 && b === 0)}` || '0';
      return {
        templates: [
          (be: Copula) => `At x = ${x}, ${e} ${be.equals} ${value}`,
          (be: Copula) => `The value of ${e} when x = ${x} ${be.is} ${value}`,
          () => `Substituting x = ${x} into ${e} gives ${value}`,
          (be: Copula) => `${e} ${be.equals} ${value} when x = ${x}`,
        ],
        holds,
      };
    }),
  ),
);

export const algebraPhrasings: fc.Arbitrary<Phrasing> = framed(fc.oneof({ weight: 3, arbitrary: algebraCore }, { weight: 2, arbitrary: newAlgebraCore }));

// ---------------------------------------------------------------------------------------------

function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let p = 2; p * p <= n; p++) if (n % p === 0) return false;
  return true;
}
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const divisorCount = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0).length;

const numberCore: fc.Arbitrary<Core> = fc.oneof(
  // Primality.
  fc.tuple(fc.integer({ min: 1, max: 2000 }), numberStyle).map(([n, ns]) => {
    const p = isPrime(n);
    const N = ns(n);
    const prime: Template[] = [(be: Copula) => `${N} ${be.is} prime`, (be: Copula) => `${N} ${be.is} a prime number`, (be: Copula) => `${N} ${be.is} a prime`, (be: Copula) => `The number ${N} ${be.is} prime`, (be: Copula) => `${N} ${be.is} one of the prime numbers`];
    const comp: Template[] = [(be: Copula) => `${N} ${be.is} composite`, (be: Copula) => `${N} ${be.is} a composite number`];
    return fc.boolean().map((askPrime) => ({ templates: askPrime || n < 4 ? prime : comp, holds: askPrime || n < 4 ? p : !p }));
  }).chain((x) => x),
  // Divisibility in its many wordings.
  fc.tuple(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 3 }), numberStyle).map(([d, k, off, ns]) => {
    const n = d * k + (off === 1 ? 1 : 0);
    const holds = n % d === 0;
    const [N, D] = [ns(n), ns(d)];
    const templates: Template[] = [
      (be: Copula) => `${N} ${be.is} divisible by ${D}`,
      (be: Copula) => `${N} ${be.is} evenly divisible by ${D}`,
      (be: Copula) => `${N} ${be.is} a multiple of ${D}`,
      (be: Copula) => `${D} ${be.is} a factor of ${N}`,
      (be: Copula) => `${D} ${be.is} a divisor of ${N}`,
      (be: Copula) => `${D} ${be.negated ? 'does not divide' : 'divides'} ${N}`,
      (be: Copula) => `${D} ${be.negated ? 'does not divide' : 'divides'} ${N} evenly`,
      (be: Copula) => `${D} ${be.negated ? 'does not go' : 'goes'} into ${N} evenly`,
      (be: Copula) => `${N} ${be.is} exactly divisible by ${D}`,
      (be: Copula) => `${N} can${be.negated ? 'not' : ''} be divided by ${D} without a remainder`,
    ];
    return { templates, holds };
  }),
  // Divisor counts.
  fc.tuple(fc.integer({ min: 1, max: 400 }), numberStyle).chain(([n, ns]) =>
    rightOrWrong(divisorCount(n)).filter(({ value }) => value > 0).map(({ value, holds }) => ({
      templates: [
        (be: Copula) => `${ns(n)} ${be.has} ${ns(value)} divisors`,
        (be: Copula) => `${ns(n)} ${be.has} exactly ${ns(value)} positive divisors`,
        (be: Copula) => `${ns(n)} ${be.has} ${ns(value)} factors`,
        (be: Copula) => `The number of divisors of ${ns(n)} ${be.is} ${ns(value)}`,
        (be: Copula) => `There ${be.are} ${ns(value)} divisors of ${ns(n)}`,
      ],
      holds,
    })),
  ),
  // gcd and lcm.
  fc.tuple(fc.integer({ min: 2, max: 300 }), fc.integer({ min: 2, max: 300 }), fc.boolean(), numberStyle).chain(([a, b, lcm, ns]) => {
    const g = gcd(a, b);
    const right = lcm ? (a * b) / g : g;
    return rightOrWrong(right).filter(({ value }) => value > 0).map(({ value, holds }) => {
      const names = lcm
        ? ['The LCM of', 'The lcm of', 'The least common multiple of', 'The lowest common multiple of', 'The smallest common multiple of']
        : ['The GCD of', 'The gcd of', 'The greatest common divisor of', 'The highest common factor of', 'The HCF of', 'The greatest common factor of', 'The GCF of'];
      const templates: Template[] = names.flatMap((n) => equalityTemplates(`${n} ${ns(a)} and ${ns(b)}`, ns(value)).slice(0, 4));
      templates.push((be: Copula) => `${lcm ? 'lcm' : 'gcd'}(${a}, ${b}) ${be.negated ? '≠' : '='} ${value}`);
      return { templates, holds };
    });
  }),
  // Factorials.
  fc.tuple(fc.integer({ min: 0, max: 15 }), numberStyle).chain(([n, ns]) =>
    rightOrWrong(factorial(n)).filter(({ value }) => value > 0).map(({ value, holds }) => ({
      templates: [...equalityTemplates(`${n}!`, ns(value)).slice(0, 4), ...equalityTemplates(`${ns(n)} factorial`, ns(value)).slice(0, 4), ...equalityTemplates(`The factorial of ${ns(n)}`, ns(value)).slice(0, 4)],
      holds,
    })),
  ),
  // Parity.
  fc.tuple(fc.integer({ min: 0, max: 100000 }), fc.boolean(), numberStyle).map(([n, even, ns]) => ({
    templates: [(be: Copula) => `${ns(n)} ${be.is} ${even ? 'even' : 'odd'}`, (be: Copula) => `${ns(n)} ${be.is} an ${even ? 'even' : 'odd'} number`, (be: Copula) => `The number ${ns(n)} ${be.is} ${even ? 'even' : 'odd'}`],
    holds: (n % 2 === 0) === even,
  })),
  // Perfect squares and cubes.
  fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: -1, max: 1 }), fc.boolean(), numberStyle).map(([r, off, cube, ns]) => {
    const n = (cube ? r ** 3 : r * r) + off;
    const root = Math.round(cube ? Math.cbrt(n) : Math.sqrt(n));
    const holds = (cube ? root ** 3 : root * root) === n;
    const w = cube ? 'cube' : 'square';
    return { templates: [(be: Copula) => `${ns(n)} ${be.is} a perfect ${w}`, (be: Copula) => `${ns(n)} ${be.is} a ${w} number`, (be: Copula) => `${ns(n)} ${be.is} a perfect ${w} number`], holds };
  }),
  // Remainders.
  fc.tuple(fc.integer({ min: 10, max: 5000 }), fc.integer({ min: 2, max: 30 })).chain(([n, d]) =>
    rightOrWrong(n % d).filter(({ value }) => value >= 0).map(({ value, holds }) => ({
      templates: [
        (be: Copula) => `The remainder when ${n} is divided by ${d} ${be.is} ${value}`,
        (be: Copula) => `${n} mod ${d} ${be.is} ${value}`,
        (be: Copula) => `${n} divided by ${d} ${be.negated ? 'does not leave' : 'leaves'} a remainder of ${value}`,
      ],
      holds,
    })),
  ),
  // Lists of divisors and prime factors, coprimality, digit sums, the nth prime, prime counts.
  fc.tuple(fc.integer({ min: 2, max: 200 }), fc.boolean(), fc.integer({ min: 0, max: 2 })).map(([n, prime, wrong]) => {
    const divs = Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
    let list = prime ? divs.filter(isPrime) : divs;
    if (wrong === 1 && list.length > 1) list = list.slice(0, -1);
    if (wrong === 2) list = [...list, n + 1].sort((a, b) => a - b);
    const holds = wrong === 0 || (wrong === 1 && (prime ? divs.filter(isPrime) : divs).length === 1);
    const text = list.length === 1 ? `${list[0]}` : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
    const are = (be: Copula) => (list.length === 1 ? be.is : be.are);
    return {
      templates: prime
        ? [(be: Copula) => `The prime factors of ${n} ${are(be)} ${text}`, (be: Copula) => `The distinct prime factors of ${n} ${are(be)} ${text}`.replace('The distinct prime', 'The prime')]
        : [(be: Copula) => `The divisors of ${n} ${are(be)} ${text}`, (be: Copula) => `The positive divisors of ${n} ${are(be)} ${text}`, (be: Copula) => `The factors of ${n} ${are(be)} ${text}`],
      holds,
    };
  }),
  fc.tuple(fc.integer({ min: 2, max: 500 }), fc.integer({ min: 2, max: 500 })).map(([a, b]) => ({
    templates: [(be: Copula) => `${a} and ${b} ${be.are} coprime`, (be: Copula) => `${a} and ${b} ${be.are} relatively prime`],
    holds: gcd(a, b) === 1,
  })),
  fc.tuple(fc.integer({ min: 1, max: 999999 }), numberStyle).chain(([n, ns]) =>
    rightOrWrong(String(n).split('').reduce((a, d) => a + Number(d), 0)).map(({ value, holds }) => ({
      templates: [(be: Copula) => `The sum of the digits of ${n} ${be.is} ${ns(value)}`, (be: Copula) => `The digit sum of ${n} ${be.is} ${value}`.replace('The digit sum of', 'The sum of the digits of')],
      holds,
    })),
  ),
  fc.tuple(fc.integer({ min: 1, max: 100 })).chain(([k]) => {
    const primes: number[] = [];
    for (let i = 2; primes.length < k; i++) if (isPrime(i)) primes.push(i);
    const p = primes[k - 1]!;
    const ord = `${k}${k % 10 === 1 && k % 100 !== 11 ? 'st' : k % 10 === 2 && k % 100 !== 12 ? 'nd' : k % 10 === 3 && k % 100 !== 13 ? 'rd' : 'th'}`;
    return rightOrWrong(p).map(({ value, holds }) => ({ templates: [(be: Copula) => `The ${ord} prime ${be.is} ${value}`, (be: Copula) => `${value} ${be.is} the ${ord} prime number`], holds }));
  }),
  fc.tuple(fc.integer({ min: 10, max: 2000 })).chain(([n]) => {
    const c = Array.from({ length: n - 1 }, (_, i) => i + 2).filter((i) => i < n && isPrime(i)).length;
    return rightOrWrong(c).filter(({ value }) => value >= 0).map(({ value, holds }) => ({
      templates: [(be: Copula) => `There ${be.are} ${value} primes below ${n}`, (be: Copula) => `There ${be.are} ${value} prime numbers less than ${n}`, (be: Copula) => `The number of primes less than ${n} ${be.is} ${value}`],
      holds,
    }));
  }),
  // Remainders and congruences in other wordings.
  fc.tuple(fc.integer({ min: 10, max: 100000 }), fc.integer({ min: 2, max: 60 })).chain(([n, d]) =>
    rightOrWrong(n % d).filter(({ value }) => value >= 0).map(({ value, holds }) => ({
      templates: [
        (be: Copula) => `When ${n} is divided by ${d}, the remainder ${be.is} ${value}`,
        (be: Copula) => `${n} ${be.negated ? 'does not leave' : 'leaves'} a remainder of ${value} when divided by ${d}`,
        (be: Copula) => `Dividing ${n} by ${d} ${be.negated ? 'does not leave' : 'leaves'} a remainder of ${value}`,
        (be: Copula) => `The remainder on dividing ${n} by ${d} ${be.is} ${value}`,
        (be: Copula) => `${n} ${be.is} congruent to ${value} mod ${d}`,
        () => `${n} ≡ ${value} (mod ${d})`,
      ],
      holds,
    })),
  ),
  // What primality means, said without the word.
  fc.tuple(fc.integer({ min: 2, max: 5000 }), fc.boolean()).map(([n, product]) => ({
    templates: product
      ? [(be: Copula) => `${n} can${be.negated ? 'not' : ''} be written as a product of two smaller positive integers`, (be: Copula) => `${n} ${be.has} a divisor other than 1 and itself`]
      : [(be: Copula) => (be.negated ? `${n} has a divisor other than 1 and itself` : `${n} has no divisors other than 1 and itself`), (be: Copula) => `${n} ${be.is} only divisible by 1 and itself`],
    holds: product ? !isPrime(n) : isPrime(n),
  })),
  // gcd and lcm by what they mean, and the divides bar.
  fc.tuple(fc.integer({ min: 2, max: 400 }), fc.integer({ min: 2, max: 400 }), fc.boolean()).chain(([a, b, lcm]) =>
    rightOrWrong(lcm ? (a * b) / gcd(a, b) : gcd(a, b)).filter(({ value }) => value > 0).map(({ value, holds }) => ({
      templates: lcm
        ? [(be: Copula) => `The smallest positive integer divisible by both ${a} and ${b} ${be.is} ${value}`, (be: Copula) => `The least number that is a multiple of both ${a} and ${b} ${be.is} ${value}`]
        : [(be: Copula) => `The largest number that divides both ${a} and ${b} ${be.is} ${value}`, (be: Copula) => `The greatest integer which divides both ${a} and ${b} ${be.is} ${value}`],
      holds,
    })),
  ),
  fc.tuple(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 10000 })).map(([d, n]) => ({ templates: [() => `${d} | ${n}`, () => `${d} ∣ ${n}`], holds: n % d === 0 })),
  // Euler's totient and divisor sums.
  fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 0, max: 2 })).chain(([n, kind]) => {
    const divs = Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
    const right = kind === 0 ? Array.from({ length: n }, (_, i) => i + 1).filter((k) => gcd(k, n) === 1).length : divs.reduce((a, d) => a + d, 0) - (kind === 2 ? n : 0);
    return rightOrWrong(right).filter(({ value }) => value >= 0).map(({ value, holds }) => ({
      templates:
        kind === 0 ? [(be: Copula) => `φ(${n}) ${be.negated ? '≠' : '='} ${value}`, (be: Copula) => `Euler's totient of ${n} ${be.is} ${value}`, (be: Copula) => `The totient of ${n} ${be.is} ${value}`]
        : kind === 1 ? [(be: Copula) => `The sum of the divisors of ${n} ${be.is} ${value}`, (be: Copula) => `The sum of all positive divisors of ${n} ${be.is} ${value}`]
        : [(be: Copula) => `The sum of the proper divisors of ${n} ${be.is} ${value}`, (be: Copula) => `The proper divisors of ${n} ${be.negated ? 'do not add' : 'add'} up to ${value}`],
      holds,
    }));
  }),
  // Trailing zeros of factorials.
  fc.integer({ min: 5, max: 3000 }).chain((n) => {
    let z = 0;
    for (let p = 5; p <= n; p *= 5) z += Math.floor(n / p);
    return rightOrWrong(z).filter(({ value }) => value >= 0).map(({ value, holds }) => ({
      templates: [(be: Copula) => `${n}! ends in ${value} zeros`.replace('ends', be.negated ? 'does not end' : 'ends'), (be: Copula) => `There ${be.are} ${value} trailing zeros in ${n}!`, (be: Copula) => `${n}! ${be.has} ${value} trailing zeros`],
      holds,
    }));
  }),
  // Numbers in another base.
  fc.tuple(fc.integer({ min: 2, max: 100000 }), fc.constantFrom<[string, number]>(['binary', 2], ['octal', 8], ['hexadecimal', 16], ['base 5', 5])).chain(([n, [name, base]]) =>
    fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 9 })).map(([right, off]) => {
      const shown = (right ? n : n + off).toString(base);
      return {
        templates: [(be: Copula) => `${n} in ${name} ${be.is} ${shown}`, (be: Copula) => `The ${name} representation of ${n} ${be.is} ${shown}`, (be: Copula) => `The ${name} number ${shown} ${be.is} ${n} in decimal`],
        holds: right,
      };
    }),
  ),
  // Sums of runs of integers.
  fc.tuple(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 2 })).chain(([n, kind]) =>
    rightOrWrong(kind === 0 ? n * n : kind === 1 ? (n * (n + 1)) / 2 : n * (n + 1)).map(({ value, holds }) => ({
      templates:
        kind === 0 ? [(be: Copula) => `The sum of the first ${n} odd numbers ${be.is} ${value}`, () => `1 + 3 + 5 + ... + ${2 * n - 1} = ${value}`].slice(0, n >= 3 ? 2 : 1)
        : kind === 1 ? [(be: Copula) => `The sum of the integers from 1 to ${n} ${be.is} ${value}`, (be: Copula) => `The sum of the first ${n} positive integers ${be.is} ${value}`]
        : [(be: Copula) => `The sum of the even numbers from 2 to ${2 * n} ${be.is} ${value}`.replace('even numbers', 'even integers')],
      holds,
    })),
  ),
);

export const numberPhrasings: fc.Arbitrary<Phrasing> = framed(numberCore);
