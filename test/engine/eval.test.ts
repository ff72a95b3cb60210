import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function runEval(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/eval.ts', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('scripts/eval.ts', () => {
  it('prints exactly one JSON object with per-method and per-domain rates', () => {
    const r = runEval('test/fixtures/engine/claims.jsonl', '--methods', 'formal,tool', '--json');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { methods: Record<string, Record<string, unknown> & { byDomain: Record<string, Record<string, number>> }> };
    expect(Object.keys(out.methods)).toEqual(['formal', 'tool']);
    // Headline over decidable domains: 3 claims; formal cannot decide the country claim.
    expect(out.methods['formal']).toMatchObject({ total: 3, decided: 2, accuracy: 1, falsePositiveRate: 0, coverage: 0.6667 });
    expect(out.methods['tool']).toMatchObject({ total: 3, decided: 3, accuracy: 1, falsePositiveRate: 0, coverage: 1 });
    expect(out.methods['tool']!.byDomain['country']).toMatchObject({ total: 1, decided: 1, accuracy: 1, falsePositiveRate: 0, coverage: 1 });
    expect(out.methods['tool']!.byDomain['other']).toMatchObject({ total: 1, decided: 0, coverage: 0 });
  }, 60_000);

  it('prints a table by default', () => {
    const r = runEval('test/fixtures/engine/claims.jsonl', '--methods', 'semantic');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\| semantic\s+\| ALL \(decidable\)/);
  }, 60_000);

  it('exits non-zero when formal has a false positive', () => {
    const r = runEval('test/fixtures/engine/mislabelled.jsonl', '--methods', 'formal', '--json');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('formal has 1 false positive');
  }, 60_000);

  it('rejects unknown methods', () => {
    const r = runEval('test/fixtures/engine/claims.jsonl', '--methods', 'oracle');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown method');
  }, 60_000);
});
