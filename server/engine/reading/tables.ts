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

import type { Q } from '../checkers/rational.js';
import { shownRounded, type Calculation } from './calculations.js';
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
function cellValue(s: Statement): Cell['value'] {
  const toks = s.tokens;
  if (toks.length !== 1 || toks[0]!.kind !== 'num' || toks[0]!.ambiguous || toks[0]!.scaled || toks[0]!.compound) return undefined;
  const t = toks[0]!;
  return { q: t.value, decimals: t.decimals + (t.percent ? 2 : 0), text: s.text.replace(/[*_]/g, '').trim() };
}

/** Whether `q` shown to `decimals` places is `stated`: exactly, or rounded as a result may be. */
function shows(q: Q, stated: Q, decimals: number): boolean {
  return q.eq(stated) || shownRounded(q, stated, decimals);
}

/** The result cells of every table that computes, each with its calculation, by statement index. */
export function tableCalculations(statements: readonly Statement[]): Map<number, Calculation> {
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
  }
  return out;
}
