// A request's option defaults are defined once (server/engine/options.ts, issue 24) and the contract
// states the same ones: spec/common.tsp `VerificationOptions` compiles to the OpenAPI documents in
// generated/, whose defaults must equal the engine's, so a change to either side fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { engineOptionsOf, KEEPING_OPTION_DEFAULTS, MAX_RETRIES, OPTION_DEFAULTS, withOptionDefaults } from '../../server/engine/index.js';
import { aggregate } from '../../server/engine/aggregate.js';

const root = join(import.meta.dirname, '../..');
type Schema = { properties: Record<string, { default?: unknown; maximum?: number }> };
const optionsSchema = (file: string) => (parse(readFileSync(join(root, 'generated', file), 'utf8')) as { components: { schemas: Record<string, Schema> } }).components.schemas['VerificationOptions']!;

describe.each(['openapi.yaml', 'openapi.3.1.yaml'])('the option defaults of the contract (%s)', (file) => {
  const schema = optionsSchema(file);

  it('are the engine’s, every one of them', () => {
    const documented = Object.fromEntries(Object.entries(schema.properties).flatMap(([name, p]) => ('default' in p ? [[name, p.default]] : [])));
    expect(documented).toEqual({ ...OPTION_DEFAULTS, ...KEEPING_OPTION_DEFAULTS });
  });

  it('allow as many retries as the engine', () => {
    expect(schema.properties['maxRetries']?.maximum).toBe(MAX_RETRIES);
  });
});

describe('a request’s options as the engine gets them', () => {
  it('leave out what decides how the result is kept (useCache, escalation), and nothing else', () => {
    const given = { timeout: 5_000, minConfidence: 0.8, retryOnLowConfidence: true, useCache: false, escalation: 'never' };
    expect(engineOptionsOf(given)).toEqual({ timeout: 5_000, minConfidence: 0.8, retryOnLowConfidence: true });
    expect(given).toHaveProperty('useCache', false); // the caller's object is left as it was
    expect(engineOptionsOf(null)).toEqual({});
    expect(engineOptionsOf(undefined)).toEqual({});
  });

  it('get every default filled in, a given value winning', () => {
    expect(withOptionDefaults({})).toEqual(OPTION_DEFAULTS);
    expect(withOptionDefaults({ timeout: 1_000, minConfidence: 0.5 })).toEqual({ ...OPTION_DEFAULTS, timeout: 1_000, minConfidence: 0.5 });
  });

  it('decide as the defaults say when a request gives no threshold', () => {
    const results = [{ paradigm: 'formal' as const, verdict: 'true' as const, confidence: OPTION_DEFAULTS.acceptThreshold, weight: 1 }];
    expect(aggregate(results).decision).toBe('accept');
    expect(aggregate(results, { acceptThreshold: OPTION_DEFAULTS.acceptThreshold + 0.01 }).decision).toBe('refine');
  });
});
