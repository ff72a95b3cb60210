// The engine's front door (server/engine/index.ts, issue 24) is light: the HTTP process imports it
// for the engine's types, errors, defaults and method info, and must not load the engine itself
// (about 100 MB and seconds of start-up; only the engine threads run it). A child process imports
// the door, and the app, with a resolve hook that lists every module of server/engine/ loaded.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOOK = `export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  const m = /\\/server\\/(engine\\/.*)$/.exec(r.url);
  if (m) process.stdout.write(m[1] + '\\n');
  return r;
}`;
const REGISTER = `import { register } from 'node:module'; register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOK)}));`;

/** The modules of server/engine/ that importing `entry` (and calling `then`) loads. */
function engineModulesLoadedBy(entry: string, then = ''): string[] {
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--import', `data:text/javascript,${encodeURIComponent(REGISTER)}`, '--input-type=module', '-e', `const m = await import(${JSON.stringify(`${ROOT}${entry}`)}); ${then}`], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(r.status, r.stderr).toBe(0);
  return [...new Set(r.stdout.split('\n').filter(Boolean))].sort();
}

describe('the engine front door', () => {
  it('loads no method, checker, reading or grounding of the engine, nor does the app', () => {
    for (const entry of ['server/engine/index.ts', 'server/app.ts']) {
      const loaded = engineModulesLoadedBy(entry);
      expect(loaded).toContain('engine/index.ts');
      expect(loaded.filter((m) => /^engine\/((engine|runtime|exact|claims)\.ts$|(methods|checkers|reading)\/|grounding\/(?!documents\.ts$))/.test(m))).toEqual([]);
    }
  });

  it('loads the engine when asked to (loadEngine)', () => {
    const loaded = engineModulesLoadedBy('server/engine/index.ts', 'await m.loadEngine();');
    expect(loaded).toEqual(expect.arrayContaining(['engine/runtime.ts', 'engine/engine.ts', 'engine/methods/formal.ts', 'engine/checkers/index.ts']));
  });
});
