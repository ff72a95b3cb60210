// Measures the confidence of every verdict class (server/engine/calibration.ts) on the
// tuning split of the dev sets and of the written tuning fixtures (CALIBRATION_FILES) and
// writes server/engine/calibration.json.
//
//   npm run calibrate [-- files...]
//
// The holdout split (scripts/eval/data.ts) is left out, so `npm run eval -- --split holdout`
// reports the calibration error on verdicts the table was not measured on.

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type CalibrationTable, PARADIGMS } from '../server/engine/index.js';
import { CALIBRATION_FILES, PROJECT_ROOT, evaluate, filterSplit, isCorrect, loadFile } from './eval/index.js';

const TABLE_PATH = resolve(PROJECT_ROOT, 'server/engine/calibration.json');

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const files = positionals.length ? positionals.map((f) => resolve(f)) : CALIBRATION_FILES;
  const rows = files.flatMap((f) => filterSplit(loadFile(f), 'tune'));
  const records = await evaluate(rows, PARADIGMS);
  const table: CalibrationTable = {};
  for (const r of records) {
    const right = isCorrect(r);
    if (right === null || !r.class) continue;
    const classes = (table[r.method] ??= {});
    const c = (classes[r.class] ??= { right: 0, decided: 0 });
    c.decided++;
    if (right) c.right++;
  }
  // Sorted keys keep the file's diff readable from one measurement to the next.
  const sorted = Object.fromEntries(PARADIGMS.filter((m) => table[m]).map((m) => [m, Object.fromEntries(Object.entries(table[m]!).sort(([a], [b]) => a.localeCompare(b)))]));
  writeFileSync(TABLE_PATH, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`Measured ${records.length} verdicts on ${rows.length} tuning rows; wrote ${TABLE_PATH}.`);
  for (const [m, classes] of Object.entries(sorted)) {
    for (const [k, c] of Object.entries(classes)) console.log(`${m.padEnd(10)} ${k.padEnd(28)} ${c.right}/${c.decided}`);
  }
}

await main();
