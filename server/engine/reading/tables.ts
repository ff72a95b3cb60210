// Tables that compute (issue 22): a Markdown table whose last columns are a count, a price per
// unit and their total ("| Pizza | 3 | $12.99 | $38.97 |") states a product in each row without
// writing an operator. A row's result is read as the product of two other columns only when the
// table says so twice over:
//   - the result column's header names a total or a product ("Total", "Subtotal", "Cost",
//     "Amount", "Pay", "Contribution", "Product", or two names joined by × or *: "Points ×
//     Credits"), and
//   - the product of the same two columns gives the result in at least two other rows and in
//     more rows than not, no other pair of columns does so as well, and no other column of
//     numbers stands before the result (but the first, a row's label): a discount or a fee
//     there may enter the result.
// Then each row whose three cells are plain numbers is a calculation: `true` when the product,
// rounded to the decimals the result shows, is the result; `false` when not. A row labelled as
// a total ("Total", "Sum", "All") adds a column rather than multiplying, and is never read so; a
// cell with anything besides one number ("$15.00 (sale)", a formula) is not read at all.
//
// A table of values (DECISIONS "Tables that compute"): a cell that is itself an arithmetic
// expression ("28 × 3", "$6.50 ÷ 10", "3 × 41 − 1": numbers and operators only) followed
// directly by a cell holding one number (its unit or currency aside) states "expression =
// value", as a row "| Slices | 28 × 3 | 84 |" does. It is read only when the table says so:
//   - the expression's column is headed as a calculation ("Calculation", "Computation",
//     "Expression", "Formula", "Working") or the next one as its result ("Result", "Value",
//     "Answer"); a column after it headed "Rounded", "Estimate", "≈" gives the value to
//     "≈" (the rounding rule's tolerance);
//   - one such row of that pair of columns at most is wrong, and, unless the next column is
//     headed as a result, at least two hold: a column headed with another quantity ("Remainder")
//     shows in its own rows that it is not the expression's value;
//   - a lone dash between two whole numbers ("2 - 1", a score or a range) counts as a
//     subtraction only under a header that names a calculation. Ranges and dates written
//     without spaces ("10–15", "2024-05-01") and ratios ("3:2") are not expressions to the
//     tokenizer, so they are never read.

import type { Q } from '../checkers/rational.js';
import { CalculationReader, shownRounded, type Calculation } from './calculations.js';
import type { Token } from './tokens.js';
import type { Statement } from './statements.js';

const RESULT_HEADER = /\b(?:totals?|sub-?totals?|costs?|amounts?|pay|contributions?|products?)\b|\S\s*[×*]\s*\S/i;
const TOTAL_ROW = /^\W*(?:totals?|grand\s+total|sums?|all|overall)\b/i;
// Rows that must agree before a column is read as a product of two others.
const MIN_AGREEING = 2;
// A table wider than this lays out data, not a computation per row; its pairs of columns are not tried.
const MAX_COLUMNS = 12;

interface Cell {
  statement: number;
  text: string;
  /** The number the cell holds, when it holds exactly one and nothing else. */
  value?: { q: Q; decimals: number; text: string };
}

/** The one number a cell holds, with the decimals it shows (a percentage in hundredths). */
export function cellValue(s: Statement): Cell['value'] {
  const toks = s.tokens;
  if (toks.length !== 1 || toks[0]!.kind !== 'num' || toks[0]!.ambiguous || toks[0]!.scaled || toks[0]!.compound) return undefined;
  const t = toks[0]!;
  return { q: t.value, decimals: t.decimals + (t.percent ? 2 : 0), text: s.text.replace(/[*_]/g, '').trim() };
}

// The column of a table of values' expressions, and the column of their results (headers).
const EXPRESSION_HEADER = /\b(?:calculations?|computations?|expressions?|formulas?|formulae|working|work(?:ed)?|arithmetic|operations?)\b/i;
const VALUE_HEADER = /^\W*(?:results?|values?|answers?|outcomes?|equals)\W*$/i;
const ROUNDED_HEADER = /\b(?:rounded|estimates?|estimated|approx(?:\.|imate(?:ly)?|imation)?|nearest)\b|≈/i;
// What an expression cell may hold: numbers, operators, brackets, functions and constants.
const EXPRESSION_TOKEN = new Set<Token['kind']>(['num', 'op', 'lp', 'rp', 'fn', 'const']);

/** The tokens of a cell that is an arithmetic expression with at least one operator between numbers. */
function expressionOf(s: Statement): Token[] | undefined {
  const toks = s.tokens;
  if (!toks.length || !toks.every((t) => EXPRESSION_TOKEN.has(t.kind)) || toks.some((t) => t.kind === 'num' && (t.ambiguous || t.scaled || t.compound))) return undefined;
  return toks.some((t, i) => t.kind === 'op' && i > 0 && ['num', 'rp', 'const'].includes(toks[i - 1]!.kind)) ? toks : undefined;
}

/** Whether an expression is one dash between two whole numbers: a score or a range as much as a subtraction. */
function loneDash(toks: readonly Token[], content: string): boolean {
  return toks.length === 3 && toks.every((t, i) => (i === 1 ? t.kind === 'op' && /^[-–—]$/.test(content.slice(t.start, t.end)) : t.kind === 'num' && t.value.isInteger() && t.decimals === 0));
}

/** Whether `q` shown to `decimals` places is `stated`: exactly, or rounded as a result may be. */
export function shows(q: Q, stated: Q, decimals: number): boolean {
  return q.eq(stated) || shownRounded(q, stated, decimals);
}

/** The result cells of every table that computes, each with its calculation, by statement index. */
export function tableCalculations(statements: readonly Statement[], content: string): Map<number, Calculation> {
  const out = new Map<number, Calculation>();
  // table → row → column → cell
  const tables = new Map<number, Map<number, Map<number, Cell>>>();
  statements.forEach((s, i) => {
    if (!s.cell) return;
    const rows = tables.get(s.cell.table) ?? new Map<number, Map<number, Cell>>();
    tables.set(s.cell.table, rows);
    const row = rows.get(s.cell.row) ?? new Map<number, Cell>();
    rows.set(s.cell.row, row);
    // A cell read as several statements is not one value.
    if (row.has(s.cell.column)) row.set(s.cell.column, { statement: -1, text: '' });
    else row.set(s.cell.column, { statement: i, text: s.text, value: cellValue(s) });
  });
  for (const rows of tables.values()) {
    const header = rows.get(0);
    if (!header || header.size > MAX_COLUMNS) continue;
    const body = [...rows.entries()].filter(([r, cells]) => r > 0 && !TOTAL_ROW.test(cells.get(0)?.text ?? '')).map(([, cells]) => cells);
    for (const [column, head] of header) {
      if (!RESULT_HEADER.test(head.text)) continue;
      const pairs: [number, number][] = [];
      const columns = [...header.keys()].filter((c) => c < column);
      for (const a of columns) for (const b of columns) if (a < b) pairs.push([a, b]);
      const agreeing = pairs.filter(([a, b]) => {
        // Another column of numbers before the result (a discount, a fee) may enter it: then no product is read.
        if (columns.some((c) => c !== a && c !== b && c !== 0 && body.some((cells) => cells.get(c)?.value))) return false;
        let agree = 0;
        let disagree = 0;
        for (const cells of body) {
          const [x, y, r] = [cells.get(a)?.value, cells.get(b)?.value, cells.get(column)?.value];
          if (!x || !y || !r) continue;
          if (shows(x.q.mul(y.q), r.q, r.decimals)) agree++;
          else disagree++;
        }
        return agree >= MIN_AGREEING && agree > disagree;
      });
      if (agreeing.length !== 1) continue;
      const [a, b] = agreeing[0]!;
      const names = `"${head.text.replace(/[*_|]/g, '').trim()}" is "${header.get(a)!.text.trim()}" × "${header.get(b)!.text.trim()}"`;
      for (const cells of body) {
        const [x, y, r] = [cells.get(a)?.value, cells.get(b)?.value, cells.get(column)];
        if (!x || !y || !r?.value) continue;
        const product = x.q.mul(y.q);
        const holds = shows(product, r.value.q, r.value.decimals);
        const s = statements[r.statement]!;
        const computed = product.toString().includes('/') ? String(Number(product.toNumber().toFixed(6))) : product.toString();
        const work = `${x.text} × ${y.text} is ${computed}`;
        out.set(r.statement, {
          start: s.start,
          end: s.end,
          verdict: holds ? 'true' : 'false',
          computed,
          reason: holds ? `In this table ${names}: ${work}; the stated ${r.value.text} holds.` : `In this table ${names} (as the other rows show): ${work}, not ${r.value.text}.`,
          ...(holds ? {} : { slip: { stated: r.value.q.toNumber(), value: product.toNumber() } }),
        });
      }
    }
    valueCalculations(rows, statements, content, out);
  }
  return out;
}

/** The rows of a table of values, "| 28 × 3 | 84 |", each read as "28 × 3 = 84" where the table says so. */
function valueCalculations(rows: Map<number, Map<number, Cell>>, statements: readonly Statement[], content: string, out: Map<number, Calculation>): void {
  const header = rows.get(0)!;
  for (const [column, head] of header) {
    const next = header.get(column + 1);
    if (!next) continue;
    const namesExpression = EXPRESSION_HEADER.test(head.text);
    const rounded = ROUNDED_HEADER.test(next.text);
    const namesValue = VALUE_HEADER.test(next.text) || rounded;
    if (!namesExpression && !namesValue) continue;
    const read: { at: number; calc: Calculation }[] = [];
    for (const [r, cells] of rows) {
      const [e, v] = [cells.get(column), cells.get(column + 1)];
      if (r === 0 || !e || !v || e.statement < 0 || v.statement < 0 || out.has(v.statement)) continue;
      const expr = expressionOf(statements[e.statement]!);
      const value = valueTokens(statements[v.statement]!);
      if (!expr || !value || (!namesExpression && loneDash(expr, content))) continue;
      // The value cell states what the expression is: "=", or "≈" under a header that says it is rounded.
      const rel: Token = { kind: 'rel', rel: rounded ? 'approx' : 'eq', word: false, start: value[0]!.start, end: value[0]!.start };
      const calc = new CalculationReader().readTokens([...expr, rel, ...value], content).find((c) => !c.unknowns);
      if (calc) read.push({ at: v.statement, calc });
    }
    const wrong = read.filter((x) => x.calc.verdict === 'false').length;
    const held = read.filter((x) => x.calc.verdict === 'true').length;
    // The rows must show the rule: one wrong at most, and each row's value is the expression's in
    // another row too, unless the header names the value ("Result"): a column of another quantity
    // ("Remainder") shows in its own rows that it is not the expression's value.
    if (wrong > 1 || (!namesValue && held < 2)) continue;
    for (const { at, calc } of read) {
      const s = statements[at]!;
      out.set(at, { ...calc, start: s.start, end: s.end, reason: `In this table each value is the calculation before it: ${calc.reason}` });
    }
  }
}

/** The tokens of a cell that holds one number, its unit (a word after it) aside. */
function valueTokens(s: Statement): Token[] | undefined {
  const [t, unit, ...rest] = s.tokens;
  if (!t || t.kind !== 'num' || t.ambiguous || t.scaled || t.compound || rest.length) return undefined;
  return !unit || unit.kind === 'word' || unit.kind === 'var' ? [t] : undefined;
}
