// The import direction of .dependency-cruiser.cjs (issue 17), checked over the real tree, and over a
// small tree that breaks every rule once, so a rule whose pattern stopped matching cannot pass silently.
import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../fixtures/architecture/', import.meta.url));

/** One line per violation: the rule, then the import (or the circle) that breaks it. */
function describeViolation(v: IViolation): string {
  const path = v.cycle ? [v.from, ...v.cycle.map((step) => step.name)] : [v.from, v.to];
  return `${v.rule.name}: ${path.join(' → ')}`;
}

async function violationsIn(baseDir: string, places: string[]): Promise<string[]> {
  const options: ICruiseOptions = { ...(await extractDepcruiseOptions(`${ROOT}.dependency-cruiser.cjs`)), baseDir };
  const result = await cruise(places, options, undefined, { tsConfig: extractTSConfig(`${ROOT}tsconfig.json`) });
  if (typeof result.output === 'string') throw new TypeError('dependency-cruiser returned text; expected its JSON result');
  return (result.output.summary.violations ?? []).map(describeViolation).sort();
}

describe('import direction', () => {
  it('holds over server/, sdk/ and scripts/', async () => {
    expect(await violationsIn(ROOT, ['server', 'sdk/src', 'scripts'])).toEqual([]);
  });

  it('finds each kind of wrong import', async () => {
    expect(await violationsIn(FIXTURE, ['server', 'sdk/src', 'scripts'])).toEqual([
      'engine-is-the-ground: server/engine/method.ts → server/providers/model.ts',
      'http-calls-services-not-storage: server/http/handler.ts → server/storage/rows.ts',
      'no-circular: sdk/src/client.ts → sdk/src/resource.ts → sdk/src/client.ts',
      'providers-below-services: server/providers/model.ts → server/accounts/plans.ts',
      'sdk-stands-alone: sdk/src/client.ts → server/config.ts',
      'server-stands-alone: server/queue/runner.ts → scripts/tool.ts',
      'services-do-not-reach-up: server/accounts/plans.ts → server/http/handler.ts',
      'storage-is-below-webhooks-and-config: server/storage/rows.ts → server/config.ts',
    ]);
  });
});
