// Accuracy and calibration of the offline engine on labelled sets (issues 4 and 14).
//
//   npm run eval                                   # ../shared/claims/dev.jsonl and gsm8k-dev.jsonl
//   npm run eval -- a.jsonl b.jsonl --methods formal,tool --split holdout
//   npm run eval -- --markdown                     # tables as GitHub markdown, for the README
//   npm run eval -- --json                         # everything as one JSON object
//
// Runs each method directly (no server, no aggregation) on every row. Both formats of
// ../shared/claims/README.md are read, detected per row: short claims (the engine gets only
// `claim`; per-domain coverage, accuracy on decided, false positives and negatives, `other`
// apart) and step-by-step solutions (the engine gets `content` and `context` as in the file;
// detection, false alarms, true on gold, wrong model solutions called true, named the step).
// Per method and file it prints the expected calibration error, then the goals of issue 14.
// --split tune|holdout keeps a deterministic ~70/30 part of each file (hash of the id; both
// kinds of one GSM8K problem on the same side), so confidences can be fitted on `tune` and
// checked on `holdout`.
//
// Exit: 1 if formal called anything labelled false `true` (it must have no false positive),
// 2 on bad arguments or unreadable data, else 0. Goals not met are printed, not a failure.
// The pieces (evaluate, metrics, split) live in scripts/eval/ and are exported from its index.

import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from '../server/engine/index.js';
import { ArgsError, parseEvalArgs, USAGE } from './eval/args.js';
import { DataError, filterSplit, loadFile } from './eval/data.js';
import { evaluate, type EvalRow } from './eval/evaluate.js';
import { buildReport, formatReport } from './eval/report.js';

function displayName(abs: string): string {
  return relative(process.cwd(), abs) || abs;
}

/** The CLI; `engine` replaces the offline engine (tests). Returns the exit code. */
export async function main(argv: string[], deps: { engine?: Engine } = {}): Promise<number> {
  let args;
  try {
    args = parseEvalArgs(argv);
  } catch (e) {
    if (!(e instanceof ArgsError)) throw e;
    console.error(`eval: ${e.message} (${USAGE.replace(/^usage: /, '')})`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const files: { file: string; rows: EvalRow[] }[] = [];
  try {
    for (const path of args.files) {
      const file = displayName(path);
      files.push({ file, rows: filterSplit(loadFile(path, file), args.split).map((r) => ({ ...r, file })) });
    }
  } catch (e) {
    if (!(e instanceof DataError)) throw e;
    console.error(`eval: ${e.message}`);
    return 2;
  }
  const rows = files.flatMap((f) => f.rows);
  const progress = process.stderr.isTTY && !args.json;
  const records = await evaluate(rows, args.methods, {
    engine: deps.engine,
    onMethodDone: progress ? (m, recs) => process.stderr.write(`  ${m}: ${recs.length} rows\n`) : undefined,
  });
  const report = buildReport(records, { split: args.split, methods: args.methods, files });
  if (args.json) console.log(JSON.stringify(report));
  else console.log(formatReport(report, args.markdown));
  if (report.formalFalsePositives > 0) {
    console.error(`formal has ${report.formalFalsePositives} false positive(s): it must have none`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
