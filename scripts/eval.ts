// Accuracy of the offline engine on a labelled claim set (issue 4).
//
//   npm run eval -- ../shared/claims/dev.jsonl [--methods formal,tool,...] [--json]
//
// Runs each method directly (no server), gives it only the `claim` field, and reports per
// method and per domain: accuracy on decided claims, false-positive rate (labelled false,
// called true), coverage (share not uncertain) and false negatives. Scoring follows
// ../shared/claims/README.md: the `other` domain wants `uncertain` for every claim, is
// reported on its own and kept out of the headline numbers. Exits 1 if formal has any false
// positive, 2 on bad arguments.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createEngine } from '../server/verification/engine.js';
import { METHOD_INFO } from '../server/verification/registry.js';
import { PARADIGMS, type Paradigm, type Verdict } from '../server/verification/types.js';

interface Row {
  id: string;
  claim: string;
  label: boolean;
  domain: string;
}

interface Stats {
  total: number;
  decided: number;
  correct: number;
  labelledFalse: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface Summary {
  total: number;
  decided: number;
  accuracy: number;
  falsePositiveRate: number;
  coverage: number;
  falsePositives: number;
  falseNegatives: number;
}

function empty(): Stats {
  return { total: 0, decided: 0, correct: 0, labelledFalse: 0, falsePositives: 0, falseNegatives: 0 };
}

function add(s: Stats, label: boolean, v: Verdict): void {
  s.total++;
  if (!label) s.labelledFalse++;
  if (v !== 'uncertain') s.decided++;
  if (v === String(label)) s.correct++;
  if (!label && v === 'true') s.falsePositives++;
  if (label && v === 'false') s.falseNegatives++;
}

function summarise(s: Stats, domain?: string): Summary {
  // For `other` the wanted verdict is uncertain: a decided verdict is a guess, so accuracy
  // there is the share of claims left uncertain.
  const r = (x: number) => Math.round(x * 10_000) / 10_000;
  const accuracy = domain === 'other' ? (s.total ? (s.total - s.decided) / s.total : 1) : s.decided ? s.correct / s.decided : 0;
  return {
    total: s.total,
    decided: s.decided,
    accuracy: r(accuracy),
    falsePositiveRate: r(s.labelledFalse ? s.falsePositives / s.labelledFalse : 0),
    coverage: r(s.total ? s.decided / s.total : 0),
    falsePositives: s.falsePositives,
    falseNegatives: s.falseNegatives,
  };
}

function parseArgs(argv: string[]): { file: string; methods: Paradigm[]; json: boolean } {
  let file: string | undefined;
  let methods: Paradigm[] = [...PARADIGMS];
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') json = true;
    else if (a === '--methods' || a.startsWith('--methods=')) {
      const list = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i] ?? '';
      methods = list.split(',').map((m) => m.trim()).filter(Boolean) as Paradigm[];
      const bad = methods.filter((m) => !(PARADIGMS as readonly string[]).includes(m));
      if (bad.length || methods.length === 0) throw new Error(`unknown method(s): ${bad.join(', ') || '(none)'}; choose from ${PARADIGMS.join(', ')}`);
    } else if (!a.startsWith('--')) file = a;
    else throw new Error(`unknown option ${a}`);
  }
  if (!file) throw new Error('usage: npm run eval -- <claims.jsonl> [--methods formal,tool,...] [--json]');
  return { file, methods, json };
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  const rows: Row[] = readFileSync(resolve(process.cwd(), args.file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Row);
  const engine = createEngine();
  const byMethod: Record<string, { all: Stats; decidable: Stats; domains: Record<string, Stats> }> = {};
  for (const m of args.methods) {
    const acc = { all: empty(), decidable: empty(), domains: {} as Record<string, Stats> };
    for (const row of rows) {
      const r = await engine.methods[m]({ content: row.claim, context: {}, options: {} });
      add((acc.domains[row.domain] ??= empty()), row.label, r.verdict);
      add(acc.all, row.label, r.verdict);
      if (row.domain !== 'other') add(acc.decidable, row.label, r.verdict);
    }
    byMethod[m] = acc;
  }

  const out: Record<string, Summary & { byDomain: Record<string, Summary> }> = {};
  for (const [m, acc] of Object.entries(byMethod)) {
    const byDomain: Record<string, Summary> = {};
    for (const d of Object.keys(acc.domains).sort()) byDomain[d] = summarise(acc.domains[d]!, d);
    // The headline is over the decidable domains only (README: don't fold `other` in).
    out[m] = { ...summarise(acc.decidable), byDomain };
  }

  if (args.json) {
    console.log(JSON.stringify({ methods: out }));
  } else {
    console.log(`Claims: ${rows.length} from ${args.file}. Headline = decidable domains; "other" wants uncertain (its accuracy = share left uncertain).\n`);
    const header = ['method', 'domain', 'n', 'decided', 'coverage', 'accuracy', 'FP rate', 'FP', 'FN'];
    const lines: string[][] = [];
    for (const [m, s] of Object.entries(out)) {
      lines.push([m, 'ALL (decidable)', String(s.total), String(s.decided), pct(s.coverage), pct(s.accuracy), pct(s.falsePositiveRate), String(s.falsePositives), String(s.falseNegatives)]);
      for (const [d, x] of Object.entries(s.byDomain)) {
        lines.push(['', d, String(x.total), String(x.decided), pct(x.coverage), pct(x.accuracy), pct(x.falsePositiveRate), String(x.falsePositives), String(x.falseNegatives)]);
      }
    }
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
    const fmtRow = (l: string[]) => `| ${l.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(fmtRow(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const l of lines) console.log(fmtRow(l));
    console.log('\nDocumented false-positive classes (spec 4.3):');
    for (const m of Object.keys(out)) {
      const s = out[m]!;
      const max = METHOD_INFO[m as Paradigm].maxFalsePositiveRate;
      const otherFp = s.byDomain['other']?.falsePositives ?? 0;
      console.log(`  ${m.padEnd(9)} documented ${METHOD_INFO[m as Paradigm].falsePositiveRate.padEnd(13)} measured ${pct(s.falsePositiveRate)} ${s.falsePositiveRate <= max ? 'ok' : 'ABOVE'}; other: ${out[m]!.byDomain['other']?.decided ?? 0} decided, ${otherFp} false positives`);
    }
  }
  const formal = out['formal'];
  const formalFp = formal ? formal.falsePositives + (formal.byDomain['other']?.falsePositives ?? 0) : 0;
  if (formalFp > 0) {
    console.error(`formal has ${formalFp} false positive(s): it must have none`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
