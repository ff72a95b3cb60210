// The import direction of .dependency-cruiser.cjs (issue 17), checked over the real tree, and over a
// small tree that breaks every rule once, so a rule whose pattern stopped matching cannot pass silently.
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../fixtures/architecture/', import.meta.url));
const PLACES = ['server', 'sdk/src', 'scripts'];

async function cruiseTree(baseDir: string): Promise<ICruiseResult> {
  const options: ICruiseOptions = { ...(await extractDepcruiseOptions(`${ROOT}.dependency-cruiser.cjs`)), baseDir };
  const result = await cruise(PLACES, options, undefined, { tsConfig: extractTSConfig(`${ROOT}tsconfig.json`) });
  if (typeof result.output === 'string') throw new TypeError('dependency-cruiser returned text; expected its JSON result');
  return result.output;
}

/** One line per violation of a rule: its name, then the import (or the circle) that breaks it. */
function violations(result: ICruiseResult): string[] {
  const line = (v: IViolation) => `${v.rule.name}: ${(v.cycle ? [v.from, ...v.cycle.map((step) => step.name)] : [v.from, v.to]).join(' → ')}`;
  return (result.summary.violations ?? []).map(line).sort();
}

const PART = /^(server|sdk\/src|scripts)\/[^/]+/;

/**
 * Every import between two parts (a folder or top-level file of server/, sdk/src/ or scripts/)
 * that import each other, directly or through other parts, with one file import that ties them.
 */
function partsImportingEachOther(result: ICruiseResult): string[] {
  const ties = new Map<string, Map<string, string>>();
  for (const module of result.modules) {
    const from = PART.exec(module.source)?.[0];
    if (from === undefined) continue;
    for (const dependency of module.dependencies) {
      const to = PART.exec(dependency.resolved)?.[0];
      if (to === undefined || to === from) continue;
      const out = ties.get(from) ?? ties.set(from, new Map()).get(from)!;
      if (!out.has(to)) out.set(to, `${module.source} → ${dependency.resolved}`);
    }
  }
  const reaches = (start: string, goal: string): boolean => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const part = stack.pop()!;
      if (part === goal) return true;
      if (seen.has(part)) continue;
      seen.add(part);
      stack.push(...(ties.get(part)?.keys() ?? []));
    }
    return false;
  };
  return [...ties].flatMap(([from, out]) => [...out].filter(([to]) => reaches(to, from)).map(([to, tie]) => `${from} → ${to} (${tie})`)).sort();
}

describe('import direction over server/, sdk/ and scripts/', () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = await cruiseTree(ROOT);
  });

  it('breaks no rule', () => {
    expect(violations(result)).toEqual([]);
  });

  it('has no two parts that import each other', () => {
    expect(partsImportingEachOther(result)).toEqual([]);
  });
});

describe('import direction over a tree that breaks every rule once', () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = await cruiseTree(FIXTURE);
  });

  it('finds each kind of wrong import', () => {
    expect(violations(result)).toEqual([
      'engine-has-one-front-door: server/verifications/outcome.ts → server/engine/method.ts',
      'engine-is-the-ground: server/engine/method.ts → server/providers/model.ts',
      'http-is-given-services-never-the-database: server/app-deps.ts → server/queue/runner.ts',
      'http-is-given-services-never-the-database: server/http/handler.ts → server/storage/rows.ts',
      'no-circular: sdk/src/client.ts → sdk/src/resource.ts → sdk/src/client.ts',
      'only-the-entry-imports-the-app: server/http/server.ts → server/app.ts',
      'providers-below-services: server/providers/model.ts → server/accounts/plans.ts',
      'sdk-stands-alone: sdk/src/client.ts → server/config.ts',
      'server-stands-alone: server/queue/runner.ts → scripts/tool.ts',
      'services-do-not-reach-up: server/accounts/plans.ts → server/http/handler.ts',
      'storage-is-below-webhooks-and-config: server/storage/rows.ts → server/config.ts',
    ]);
  });

  it('finds parts that import each other', () => {
    expect(partsImportingEachOther(result)).toEqual([
      'sdk/src/client.ts → sdk/src/resource.ts (sdk/src/client.ts → sdk/src/resource.ts)',
      'sdk/src/resource.ts → sdk/src/client.ts (sdk/src/resource.ts → sdk/src/client.ts)',
      'server/batch → server/verifications (server/batch/create.ts → server/verifications/rules.ts)',
      'server/verifications → server/batch (server/verifications/rules.ts → server/batch/input/rows.ts)',
    ]);
  });
});
