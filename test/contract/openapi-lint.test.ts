import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Partners read the published documents: they must pass Redocly's recommended rules and
// Spectral's spectral:oas plus OWASP rulesets (.spectral.yaml, redocly.yaml) without a warning.
const root = join(import.meta.dirname, '../..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

function run(command: string, args: string[]): { status: number; out: string } {
  try {
    return { status: 0, out: execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error: any) {
    return { status: error.status ?? 1, out: String(error.stdout ?? '') + String(error.stderr ?? '') };
  }
}

describe.each(['generated/openapi.yaml', 'generated/openapi.3.1.yaml'])('%s', (file) => {
  it('passes Redocly recommended lint with no problems', () => {
    const { out } = run(bin('redocly'), ['lint', file, '--format', 'json']);
    const report = JSON.parse(out.slice(out.indexOf('{')));
    expect(report.problems.map((p: any) => `${p.ruleId}: ${p.message} ${JSON.stringify(p.location?.[0]?.pointer)}`)).toEqual([]);
  }, 60_000);

  it('passes Spectral (oas + OWASP) with no problems', () => {
    const { status, out } = run(bin('spectral'), ['lint', file, '--fail-severity', 'hint', '--format', 'json', '--quiet']);
    const results = JSON.parse(out.slice(out.indexOf('[')));
    expect(results.map((r: any) => `${r.code}: ${r.message} ${r.path.join('.')}`)).toEqual([]);
    expect(status).toBe(0);
  }, 60_000);
});
