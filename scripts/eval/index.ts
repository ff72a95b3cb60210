// What the eval offers other scripts and tests (e.g. a calibration fit on the `tune` split):
//
//   const rows = filterSplit(loadFile(path), 'tune');
//   const records = await evaluate(rows, ['tool']);      // {id, label, domain|kind, verdict, confidence, ...}
//   calibration(records).ece; solutionMetrics(records).detection; claimMetrics(records).decidable;

export * from './data.js';
export * from './evaluate.js';
export * from './metrics.js';
export * from './goals.js';
export { buildReport, formatReport, type Report, type FileReport } from './report.js';
export { parseEvalArgs, ArgsError, CALIBRATION_FILES, DEFAULT_FILES, PROJECT_ROOT, USAGE, type EvalArgs } from './args.js';
