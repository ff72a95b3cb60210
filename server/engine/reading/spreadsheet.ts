// Spreadsheet formulas in Markdown tables (issue 22, written set 6): a table laid out as a sheet
// writes a formula in one cell and its value in the cell beside it ("| Jan | $120 | $45 | =B2+C2 |
// $165 |"). A formula names cells A1-style: columns lettered from the table's first column (A),
// rows numbered from its header row (1). The formula is worked out from the cells it names and
// compared with the value beside it, as a stated result is (DECISIONS "Rounding").
//
// Read only when the reference is unambiguous: the table must confirm the lettering (some formula
// names a cell of its own row by its own row's number), every cell named must hold one plain
// number, and the cell right of the formula must hold one too. A formula the grammar below does
// not read (another function, a text, a reference to a formula) is not read at all, and a result
// that would hold with the unrounded values of the cells it names is not called wrong.

import { Q } from '../checkers/rational.js';
import type { Calculation } from './calculations.js';
import type { Statement } from './statements.js';
import { cellValue, shows } from './tables.js';

interface Value {
  q: Q;
  decimals: number;
  text: string;
}

interface Sheet {
  /** row (0 = header, sheet row 1) → column (0 = A) → cell */
  cells: Map<number, Map<number, { statement: number; text: string; value?: Value }>>;
}

const FORMULA = /^=\s*([A-Z0-9$.+\-*/^(),:\s%]+)$/i;
// A reference to a cell, A1-style; `$` anchors (`$B$2`) name the same cell.
const REF = /^\$?([A-Z]{1,2})\$?(\d{1,4})$/i;
// Work limit of the expression reader: a cell's formula is short.
const MAX_FORMULA = 200;

function column(letters: string): number {
  let c = 0;
  for (const ch of letters.toUpperCase()) c = c * 26 + (ch.charCodeAt(0) - 64);
  return c - 1;
}

/** A formula's tokens: references, function names, numbers, operators and punctuation. */
function tokensOf(formula: string): string[] | undefined {
  const toks = formula.match(/\$?[A-Z]{1,2}\$?\d{1,4}|[A-Z]+(?=\s*\()|\d+(?:\.\d+)?%?|[-+*/^(),:]|\S/gi);
  return toks ?? undefined;
}

/**
 * Evaluates a formula: + - * / ^, parentheses, numbers (a percentage is its hundredth), cell
 * references and SUM over a range or list. `cell` gives a referenced cell's value or undefined
 * (then the formula is not read).
 */
function evaluateFormula(formula: string, cell: (row: number, col: number) => Q | undefined): { q: Q; refs: [number, number][] } | undefined {
  if (formula.length > MAX_FORMULA) return undefined;
  const toks = tokensOf(formula);
  if (!toks) return undefined;
  const refs: [number, number][] = [];
  let i = 0;
  const ref = (t: string | undefined): [number, number] | undefined => {
    const m = t ? REF.exec(t) : null;
    return m ? [Number(m[2]) - 1, column(m[1]!)] : undefined;
  };
  const valueAt = (r: [number, number]): Q | undefined => {
    refs.push(r);
    return cell(r[0], r[1]);
  };
  const primary = (): Q | undefined => {
    const t = toks[i];
    if (t === undefined) return undefined;
    if (t === '-') {
      i++;
      return primary()?.neg();
    }
    if (t === '(') {
      i++;
      const v = sum();
      if (toks[i] !== ')') return undefined;
      i++;
      return v;
    }
    if (/^sum$/i.test(t) && toks[i + 1] === '(') {
      i += 2;
      let total = Q.ZERO;
      for (;;) {
        const a = ref(toks[i]);
        if (!a) return undefined;
        i++;
        let cells: [number, number][] = [a];
        if (toks[i] === ':') {
          const b = ref(toks[i + 1]);
          // A range runs along one column or one row.
          if (!b || (a[0] !== b[0] && a[1] !== b[1]) || b[0] < a[0] || b[1] < a[1]) return undefined;
          i += 2;
          cells = [];
          for (let r = a[0]; r <= b[0]; r++) for (let c = a[1]; c <= b[1]; c++) cells.push([r, c]);
        }
        for (const c of cells) {
          const v = valueAt(c);
          if (!v) return undefined;
          total = total.add(v);
        }
        if (toks[i] === ',') {
          i++;
          continue;
        }
        if (toks[i] !== ')') return undefined;
        i++;
        return total;
      }
    }
    const r = ref(t);
    if (r) {
      i++;
      return valueAt(r);
    }
    const n = /^(\d+(?:\.\d+)?)(%?)$/.exec(t);
    if (n) {
      i++;
      const q = Q.parse(n[1]!);
      return q && (n[2] ? q.div(Q.of(100)) : q);
    }
    return undefined;
  };
  const power = (): Q | undefined => {
    const base = primary();
    if (!base || toks[i] !== '^') return base;
    i++;
    const e = primary();
    if (!e || !e.isInteger() || e.abs().cmp(Q.of(64)) > 0) return undefined;
    return base.pow(Number(e.n));
  };
  const product = (): Q | undefined => {
    let v = power();
    while (v && (toks[i] === '*' || toks[i] === '/')) {
      const op = toks[i++];
      const w = power();
      if (!w || (op === '/' && w.isZero())) return undefined;
      v = op === '*' ? v.mul(w) : v.div(w);
    }
    return v;
  };
  const sum = (): Q | undefined => {
    let v = product();
    while (v && (toks[i] === '+' || toks[i] === '-')) {
      const op = toks[i++];
      const w = product();
      if (!w) return undefined;
      v = op === '+' ? v.add(w) : v.sub(w);
    }
    return v;
  };
  const q = sum();
  return q && i === toks.length ? { q, refs } : undefined;
}

function showQ(q: Q): string {
  return q.isInteger() ? q.toString() : String(Number(q.toNumber().toFixed(6)));
}

/** The value cells of every table laid out as a sheet, each with its calculation, by statement index. */
export function spreadsheetCalculations(statements: readonly Statement[]): Map<number, Calculation> {
  const out = new Map<number, Calculation>();
  const sheets = new Map<number, Sheet>();
  statements.forEach((s, i) => {
    if (!s.cell) return;
    const sheet = sheets.get(s.cell.table) ?? { cells: new Map() };
    sheets.set(s.cell.table, sheet);
    const row = sheet.cells.get(s.cell.row) ?? new Map();
    sheet.cells.set(s.cell.row, row);
    // A cell read as several statements is not one value.
    if (row.has(s.cell.column)) row.set(s.cell.column, { statement: -1, text: '' });
    else row.set(s.cell.column, { statement: i, text: s.text.replace(/\\([*_])/g, '$1').trim(), value: cellValue(s) });
  });
  for (const sheet of sheets.values()) {
    const formulas: { row: number; col: number; formula: string }[] = [];
    for (const [r, cells] of sheet.cells) for (const [c, cell] of cells) {
      const m = FORMULA.exec(cell.text);
      if (m && r > 0) formulas.push({ row: r, col: c, formula: m[1]!.trim() });
    }
    if (formulas.length === 0) continue;
    const isFormula = (r: number, c: number) => FORMULA.test(sheet.cells.get(r)?.get(c)?.text ?? '');
    // Shown values of the cells a formula may name: plain numbers only, never a formula or a text.
    const shown = (r: number, c: number) => (isFormula(r, c) ? undefined : sheet.cells.get(r)?.get(c)?.value?.q);
    // Unrounded values: a value beside a formula is what that formula gives (to a bounded depth).
    const exact = (r: number, c: number, depth = 0): Q | undefined => {
      const left = formulas.find((f) => f.row === r && f.col === c - 1);
      if (left && depth < 8) return evaluateFormula(left.formula, (rr, cc) => exact(rr, cc, depth + 1))?.q ?? shown(r, c);
      return shown(r, c);
    };
    // The lettering is confirmed when some formula names a cell of its own row by its own number.
    const confirmed = formulas.some((f) => {
      const e = evaluateFormula(f.formula, shown);
      return e !== undefined && e.refs.length > 0 && e.refs.every(([r]) => r === f.row);
    });
    if (!confirmed) continue;
    for (const f of formulas) {
      const target = sheet.cells.get(f.row)?.get(f.col + 1);
      if (!target?.value || target.statement < 0 || isFormula(f.row, f.col + 1)) continue;
      const e = evaluateFormula(f.formula, shown);
      if (!e) continue;
      const stated = target.value;
      const holds = shows(e.q, stated.q, stated.decimals);
      if (!holds) {
        const unrounded = evaluateFormula(f.formula, (r, c) => exact(r, c));
        if (unrounded && shows(unrounded.q, stated.q, stated.decimals)) continue;
      }
      const s = statements[target.statement]!;
      const work = `"=${f.formula}" is ${showQ(e.q)}`;
      out.set(target.statement, {
        start: s.start,
        end: s.end,
        verdict: holds ? 'true' : 'false',
        computed: showQ(e.q),
        reason: holds ? `In this sheet (columns lettered from A, the header row 1) ${work}; the stated ${stated.text} holds.` : `In this sheet (columns lettered from A, the header row 1) ${work}, not ${stated.text}.`,
        ...(holds ? {} : { slip: { stated: stated.q.toNumber(), value: e.q.toNumber() } }),
      });
    }
  }
  return out;
}
