import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../server/engine/engine.js';
import { PARADIGMS } from '../../server/engine/types.js';

// Claims written apart from shared/claims/dev.jsonl, in the same domains with other phrasings:
// the engine must generalise, not fit the development sample (issue 4).
const rows = readFileSync(join(import.meta.dirname, '../fixtures/claims/holdout.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { id: string; claim: string; label: boolean; domain: string });

describe.each(PARADIGMS)('the offline %s method on held-out claims', (paradigm) => {
  it('never calls a false claim true and decides no claim outside its domains', async () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const result = await OFFLINE_METHODS[paradigm]({ content: row.claim, context: {}, options: {} });
      if (row.domain === 'other' && result.verdict !== 'uncertain') wrong.push(`guessed ${result.verdict}: ${row.claim}`);
      if (!row.label && result.verdict === 'true') wrong.push(`false positive: ${row.claim}`);
      if (row.domain !== 'other' && result.verdict !== 'uncertain' && result.verdict !== String(row.label)) {
        wrong.push(`wrong ${result.verdict}: ${row.claim}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe.each(['tool', 'reasoning'] as const)('the %s method', (paradigm) => {
  it('decides at least 90% of the held-out decidable claims', async () => {
    const decidable = rows.filter((r) => r.domain !== 'other');
    let decided = 0;
    for (const row of decidable) {
      const result = await OFFLINE_METHODS[paradigm]({ content: row.claim, context: {}, options: {} });
      if (result.verdict !== 'uncertain') decided++;
    }
    expect(decided / decidable.length).toBeGreaterThanOrEqual(0.9);
  });
});
