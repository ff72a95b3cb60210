// Command-line arguments of scripts/eval.ts (node:util parseArgs). Every problem is an
// ArgsError with a one-line message; the CLI prints it and exits 2.

import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Paradigm, PARADIGMS } from '../../server/engine/index.js';
import { SPLITS, type Split } from './data.js';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_FILES = ['../shared/claims/dev.jsonl', '../shared/claims/gsm8k-dev.jsonl', '../shared/claims/model-steps-dev.jsonl', '../shared/claims/grounding-dev.jsonl'].map((f) => resolve(PROJECT_ROOT, f));

/**
 * What `npm run calibrate` measures on (its tune split only): the dev sets and the project's
 * written tuning fixtures, so classes that only written forms reach (a short claim decided `true`
 * by the calculation reader) are measured rather than given 0.5. Named one by one so a holdout
 * file (`set1-holdout`, `claims-holdout`) can never be globbed in.
 */
export const CALIBRATION_FILES = [
  ...DEFAULT_FILES,
  ...['set1-tune', 'set2-right', 'set3-right', 'set3-corrupted', 'set4-right', 'set4-corrupted', 'set5-right', 'set5-corrupted', 'claims-tune', 'claims3', 'claims5'].map((f) => resolve(PROJECT_ROOT, 'test/fixtures/claims/written', `${f}.jsonl`)),
  ...['qa', 'news', 'kqa', 'llm2', 'rag', 'rag11', 'llm11'].map((f) => resolve(PROJECT_ROOT, 'test/fixtures/grounding', `${f}.jsonl`)),
];

export const USAGE =
  'usage: npm run eval -- [file.jsonl ...] [--methods formal,tool,...] [--split all|tune|holdout] [--json | --markdown]';

export interface EvalArgs {
  /** Absolute paths. */
  files: string[];
  methods: Paradigm[];
  split: Split;
  json: boolean;
  markdown: boolean;
  help: boolean;
}

export class ArgsError extends Error {
  override name = 'ArgsError';
}

export function parseEvalArgs(argv: string[], cwd = process.cwd()): EvalArgs {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (e) {
    // node's messages run on with advice; the first sentence is the problem.
    const msg = (e as Error).message.split(/\.\s/)[0]!.replace(/\.$/, '');
    throw new ArgsError(msg);
  }
  const { values, positionals } = parsed;
  if (values.help) return { files: [], methods: [], split: 'all', json: false, markdown: false, help: true };
  let methods: Paradigm[] = [...PARADIGMS];
  if (values.methods !== undefined) {
    const list = values.methods.split(',').map((m) => m.trim()).filter(Boolean);
    const bad = list.filter((m) => !(PARADIGMS as readonly string[]).includes(m));
    if (bad.length) throw new ArgsError(`unknown method${bad.length > 1 ? 's' : ''} ${bad.map((b) => `"${b}"`).join(', ')}; choose from ${PARADIGMS.join(', ')}`);
    if (!list.length) throw new ArgsError(`--methods needs at least one of ${PARADIGMS.join(', ')}`);
    methods = [...new Set(list)] as Paradigm[];
  }
  const split = values.split ?? 'all';
  if (!(SPLITS as readonly string[]).includes(split)) throw new ArgsError(`--split must be one of ${SPLITS.join(', ')}, not "${split}"`);
  if (values.json && values.markdown) throw new ArgsError('--json and --markdown exclude each other');
  const notJsonl = positionals.filter((p) => !p.endsWith('.jsonl'));
  if (notJsonl.length) throw new ArgsError(`not a .jsonl file: ${notJsonl.join(', ')}`);
  const files = positionals.length ? positionals.map((p) => resolve(cwd, p)) : DEFAULT_FILES;
  return { files, methods, split: split as Split, json: values.json ?? false, markdown: values.markdown ?? false, help: false };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      methods: { type: 'string' },
      split: { type: 'string' },
      json: { type: 'boolean' },
      markdown: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
