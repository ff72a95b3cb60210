import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/eval.js';
import { createEngine } from '../../server/engine/engine.js';
import type { VerificationMethod } from '../../server/engine/types.js';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const fixture = 'test/fixtures/claims/eval-mixed.jsonl';

async function evalCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/eval.ts', ...args], { cwd: root });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

// Each spawn loads the whole engine through tsx (seconds on a loaded machine): two spawns, the
// output variants in-process through the same main().
describe('npm run eval (scripts/eval.ts)', { timeout: 90_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reports both formats of a mixed file: claims per domain, solution detection, ECE and the goals', async () => {
    const { code, stdout } = await evalCli([fixture, '--methods', 'formal,tool']);
    expect(code).toBe(0);
    expect(stdout).toContain('4 short claims, 4 solutions (2 gold, 1 corrupted, 1 model-written)');
    expect(stdout).toMatch(/ALL \(decidable\)/);
    expect(stdout).toMatch(/detection/);
    expect(stdout).toMatch(/wrong answers called true/);
    expect(stdout).toMatch(/ECE/);
    expect(stdout).toMatch(/Goals/);
  });

  it('prints GitHub markdown tables and JSON', async () => {
    const out: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((x: unknown) => void out.push(String(x)));
    expect(await main([join(root, fixture), '--methods', 'formal', '--markdown'])).toBe(0);
    expect(out.join('\n')).toMatch(/^\| method +\| detection/m);
    expect(out.join('\n')).toMatch(/^\|-+\|/m);
    out.length = 0;
    expect(await main([join(root, fixture), '--methods', 'formal', '--json'])).toBe(0);
    const report = JSON.parse(out.join('')) as { files: { methods: Record<string, { solutions: { detection: unknown }; calibration: { ece: number | null } }> }[] };
    expect(report.files[0]!.methods['formal']!.solutions.detection).toMatchObject({ of: 1 });
    expect(report.files[0]!.methods['formal']!.calibration).toHaveProperty('ece');
  });

  it('exits 1 when formal calls a row labelled false true', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((x: unknown) => void errors.push(String(x)));
    expect(await main([join(root, fixture), '--methods', 'formal'])).toBe(0);
    const gullible: VerificationMethod = async () => ({ paradigm: 'formal', verdict: 'true', confidence: 1, reasoning: '', provider: 'test', model: 'test', inputTokens: 0, outputTokens: 0, costCents: 0 });
    expect(await main([join(root, fixture), '--methods', 'formal'], { engine: createEngine({ methods: { formal: gullible } }) })).toBe(1);
    // fx-ar-2, the `other` claim, the corrupted and the model solution
    expect(errors).toEqual(['formal has 4 false positive(s): it must have none']);
  });

  it('exits 2 with one line on a bad argument', async () => {
    const { code, stdout, stderr } = await evalCli([fixture, '--methods', 'magic']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/unknown method "magic"/);
  });
});
