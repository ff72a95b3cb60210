// The eval's report: one data object (also the --json output), printed as text. Tables are
// padded pipe tables either way (valid GitHub markdown); --markdown also makes the headings and
// notes markdown, so the whole output can go into the README.

import { METHOD_INFO, type Paradigm } from '../../server/engine/index.js';
import type { EvalRecord } from './evaluate.js';
import { checkGoals, formalFalsePositives, meetsEce, pct, TARGETS, type Goal } from './goals.js';
import { byFile, byMethod, calibration, claimMetrics, groundingBySource, isModelSolution, solutionMetrics, type Calibration, type ClaimMetrics, type ClaimSummary, type GroundingMetrics, type Ratio, type SolutionMetrics } from './metrics.js';

export interface FileReport {
  file: string;
  claims: number;
  solutions: { n: number; gold: number; corrupted: number; model: number };
  /** Answers with their sources (issue 23), per source. */
  grounding: { n: number; sources: Record<string, number> };
  /** Per method; `claims` / `solutions` / `grounding` (per source) only when the file has rows of that format. */
  methods: Partial<Record<Paradigm, { claims?: ClaimMetrics; solutions?: SolutionMetrics; grounding?: Record<string, GroundingMetrics>; calibration: Omit<Calibration, 'bins'> & { bins?: Calibration['bins'] } }>>;
}

/** The per-method claim summary of the issue-4 eval (0 for an empty denominator, rates to 4 places), kept in --json. */
export interface LegacyClaimSummary {
  total: number;
  decided: number;
  accuracy: number;
  falsePositiveRate: number;
  coverage: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface Report {
  split: string;
  /** The methods run, in order. */
  methodsRun: Paradigm[];
  rows: number;
  files: FileReport[];
  goals: Goal[];
  formalFalsePositives: number;
  errors: { method: Paradigm; id: string; error: string }[];
  /**
   * Short claims of all files together, per method, in the shape `--json` had before issue 14
   * (headline over the decidable domains, byDomain with `other`); empty without claim rows.
   */
  methods: Partial<Record<Paradigm, LegacyClaimSummary & { byDomain: Record<string, LegacyClaimSummary> }>>;
}

function legacy(s: ClaimSummary): LegacyClaimSummary {
  const r = (x: number | null) => (x === null ? 0 : Math.round(x * 10_000) / 10_000);
  return { total: s.n, decided: s.decided, accuracy: r(s.accuracy), falsePositiveRate: r(s.falsePositiveRate), coverage: r(s.coverage), falsePositives: s.falsePositives, falseNegatives: s.falseNegatives };
}

/** `files` gives the order and the row counts per file (a file may have rows of both formats). */
export function buildReport(records: readonly EvalRecord[], meta: { split: string; methods: Paradigm[]; files: { file: string; rows: readonly { format: string; kind?: string; source?: string }[] }[] }): Report {
  const perFile = byFile(records);
  const files: FileReport[] = meta.files.map(({ file, rows }) => {
    const sol = rows.filter((r) => r.format === 'solution');
    const grounded = rows.filter((r) => r.format === 'grounding');
    const sources: Record<string, number> = {};
    for (const r of grounded) sources[r.source ?? ''] = (sources[r.source ?? ''] ?? 0) + 1;
    const fr: FileReport = {
      file,
      claims: rows.filter((r) => r.format === 'claim').length,
      grounding: { n: grounded.length, sources },
      solutions: {
        n: sol.length,
        gold: sol.filter((r) => r.kind === 'gold').length,
        corrupted: sol.filter((r) => r.kind === 'corrupted').length,
        model: sol.filter((r) => isModelSolution(r)).length,
      },
      methods: {},
    };
    for (const [m, recs] of byMethod(perFile.get(file) ?? [])) {
      const { ece, n, bins } = calibration(recs);
      fr.methods[m] = {
        ...(fr.claims ? { claims: claimMetrics(recs) } : {}),
        ...(fr.solutions.n ? { solutions: solutionMetrics(recs) } : {}),
        ...(fr.grounding.n ? { grounding: groundingBySource(recs) } : {}),
        calibration: { ece, n, bins },
      };
    }
    return fr;
  });
  const claimsByMethod: Report['methods'] = {};
  for (const [m, recs] of byMethod(records.filter((r) => r.format === 'claim'))) {
    const c = claimMetrics(recs);
    claimsByMethod[m] = { ...legacy(c.decidable), byDomain: Object.fromEntries(Object.entries(c.byDomain).map(([d, x]) => [d, legacy(x)])) };
  }
  return {
    split: meta.split,
    methodsRun: meta.methods,
    rows: meta.files.reduce((s, f) => s + f.rows.length, 0),
    files,
    goals: checkGoals(records),
    formalFalsePositives: formalFalsePositives(records),
    errors: records.filter((r) => r.error !== undefined).map((r) => ({ method: r.method, id: r.id, error: r.error! })),
    methods: claimsByMethod,
  };
}

// ---- formatting ------------------------------------------------------------------------------

/** A padded pipe table: readable as text and valid GitHub markdown (as the issue-4 eval printed). */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

function ratioCell(r: Ratio): string {
  return r.of ? `${pct(r.rate)} (${r.count}/${r.of})` : 'n/a (none in set)';
}

function heading(text: string, markdown: boolean): string {
  return markdown ? `### ${text}` : `== ${text} ==`;
}

function claimTable(fr: FileReport): string {
  const header = ['method', 'domain', 'n', 'decided', 'coverage', 'accuracy', 'FP rate', 'FP', 'FN'];
  const rows: string[][] = [];
  for (const [m, x] of Object.entries(fr.methods)) {
    const c = x.claims;
    if (!c) continue;
    const d = c.decidable;
    rows.push([m, 'ALL (decidable)', String(d.n), String(d.decided), pct(d.coverage), pct(d.accuracy), pct(d.falsePositiveRate), String(d.falsePositives), String(d.falseNegatives)]);
    for (const [dom, s] of Object.entries(c.byDomain)) {
      rows.push(['', dom, String(s.n), String(s.decided), pct(s.coverage), pct(s.accuracy), pct(s.falsePositiveRate), String(s.falsePositives), String(s.falseNegatives)]);
    }
  }
  return table(header, rows);
}

/** Measured false-positive rate on short claims (all domains) against the rate spec 4.3 documents. */
function documentedFpTable(report: Report): string {
  const rows: string[][] = [];
  for (const [m, c] of Object.entries(report.methods) as [Paradigm, Report['methods'][Paradigm]][]) {
    if (!c) continue;
    const info = METHOD_INFO[m];
    const other = c.byDomain['other'];
    rows.push([m, info.falsePositiveRate, `${pct(c.falsePositiveRate)} (${c.falsePositives} FP)`, other ? `${other.decided} decided, ${other.falsePositives} FP` : 'n/a', c.falsePositiveRate <= info.maxFalsePositiveRate ? 'ok' : 'ABOVE']);
  }
  return table(['method', 'documented FP rate', 'measured (decidable)', 'other', 'status'], rows);
}

function solutionTable(fr: FileReport): string {
  const header = ['method', 'detection', 'false alarms', 'wrong answers called true', 'named the step', 'true on gold', 'reasoning errors called false', 'uncertain'];
  const rows: string[][] = [];
  for (const [m, x] of Object.entries(fr.methods)) {
    const s = x.solutions;
    if (!s) continue;
    rows.push([m, ratioCell(s.detection), ratioCell(s.falseAlarms), ratioCell(s.wrongTrue), ratioCell(s.namedStep), ratioCell(s.trueOnGold), ratioCell(s.reasoningFalse), `${s.uncertain}/${s.n}`]);
  }
  return table(header, rows);
}

function groundingTable(fr: FileReport): string {
  const header = ['method', 'source', 'n', 'detection', 'false alarms', 'unfaithful called true', 'faithful called true', 'balanced accuracy', 'false step on the span'];
  const rows: string[][] = [];
  for (const [m, x] of Object.entries(fr.methods)) {
    for (const [source, g] of Object.entries(x.grounding ?? {})) {
      rows.push([m, source, String(g.n), ratioCell(g.detection), ratioCell(g.falseAlarms), ratioCell(g.unfaithfulTrue), ratioCell(g.faithfulTrue), g.balancedAccuracy === null ? 'n/a' : g.balancedAccuracy.toFixed(3), ratioCell(g.onSpan)]);
    }
  }
  return table(header, rows);
}

function calibrationTable(report: Report): string {
  const header = ['method', 'file', 'N decided', 'ECE', `goal <= ${TARGETS.ece}`];
  const rows: string[][] = [];
  for (const m of report.methodsRun) {
    for (const fr of report.files) {
      const cal = fr.methods[m]?.calibration;
      if (!cal) continue;
      rows.push([m, fr.file, String(cal.n), cal.ece === null ? 'n/a' : cal.ece.toFixed(3), cal.ece === null ? 'n/a (nothing decided)' : meetsEce(cal.ece) ? 'met' : 'NOT MET']);
    }
  }
  return table(header, rows);
}

function goalsTable(goals: readonly Goal[]): string {
  const header = ['method', 'set', 'goal', 'target', 'measured', 'status'];
  const rows = goals.map((g) => [g.method, g.scope, g.what, g.target, g.measured, g.met === null ? 'n/a' : g.met ? 'met' : 'NOT MET']);
  return table(header, rows);
}

export function formatReport(report: Report, markdown = false): string {
  const out: string[] = [];
  out.push(`Eval: ${report.rows} rows from ${report.files.length} file(s), split "${report.split}", methods ${report.methodsRun.join(', ')}.`);
  for (const fr of report.files) {
    const parts: string[] = [];
    if (fr.claims) parts.push(`${fr.claims} short claims`);
    if (fr.solutions.n) parts.push(`${fr.solutions.n} solutions (${fr.solutions.gold} gold, ${fr.solutions.corrupted} corrupted, ${fr.solutions.model} model-written)`);
    if (fr.grounding.n) parts.push(`${fr.grounding.n} answers with their sources (${Object.entries(fr.grounding.sources).map(([s, n]) => `${n} ${s}`).join(', ')})`);
    out.push('', heading(`${fr.file}: ${parts.join(', ') || 'no rows'}`, markdown));
    if (fr.claims) {
      out.push('', 'Short claims. Headline = decidable domains; "other" wants uncertain (its accuracy = share left uncertain).', '', claimTable(fr));
    }
    if (fr.solutions.n) {
      out.push(
        '',
        'Solutions. detection = wrong calculations caught (corrupted solutions called false); false alarms = right solutions called false; wrong answers called true = label-false called true; named the step = caught ones with a false step in the labelled wrong paragraph (or any false step when the set labels none); reasoning errors called false = model solutions whose arithmetic is right but reasoning wrong (not a goal offline: a model\'s own slip, or a misreading).',
        '',
        solutionTable(fr),
      );
    }
    if (fr.grounding.n) {
      out.push(
        '',
        'Answers and their sources, per source. detection = unfaithful called false; false alarms = faithful called false; balanced accuracy = (detection + 1 - false alarms) / 2; false step on the span = detected answers with a false step overlapping the labelled wrong span.',
        '',
        groundingTable(fr),
      );
    }
  }
  if (Object.keys(report.methods).length) {
    out.push('', heading('Documented false-positive classes (spec 4.3), short claims', markdown), '', documentedFpTable(report));
  }
  out.push(
    '',
    heading('Calibration', markdown),
    '',
    'Expected calibration error over decided verdicts (10 equal-width confidence bins). Correct = verdict equals label; `true` on a gold solution is correct; any decided verdict on an "other" claim is wrong.',
    '',
    calibrationTable(report),
  );
  const met = report.goals.filter((g) => g.met === true).length;
  const notMet = report.goals.filter((g) => g.met === false).length;
  const na = report.goals.length - met - notMet;
  out.push('', heading('Goals (issues 14 and 23)', markdown), '', goalsTable(report.goals), '', `${met} met, ${notMet} not met, ${na} not measurable in this set.`);
  if (report.errors.length) {
    out.push('', `${report.errors.length} method run(s) threw and were counted as uncertain, e.g. ${report.errors[0]!.method} on ${report.errors[0]!.id}: ${report.errors[0]!.error}`);
  }
  return out.join('\n');
}
