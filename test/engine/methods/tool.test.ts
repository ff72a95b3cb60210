import { describe, expect, it } from 'vitest';
import { measured } from '../../helpers/calibration.js';
import { toolMethod } from '../../../server/engine/methods/tool.js';

const run = (content: string) => toolMethod({ content, context: {}, options: {} });

describe('tool', () => {
  it('decides reference facts and lists the pages consulted', async () => {
    const r = await run('The capital of Australia is Sydney. Helium is a noble gas.');
    expect(r).toMatchObject({ paradigm: 'tool', verdict: 'false', costCents: 0.5 });
    expect(measured(r)).toEqual({ cls: 'false:data', confidence: r.confidence });
    expect(r.sources).toEqual(['https://en.wikipedia.org/wiki/Australia', 'https://en.wikipedia.org/wiki/Helium']);
  });

  it('uses the exact checkers as tools too', async () => {
    const r = await run('1 mile is about 1.609 kilometres');
    expect(r.verdict).toBe('true');
    expect(r.reasoning).toContain('units');
  });

  it('stays uncertain, with no sources, on claims outside its tools', async () => {
    const r = await run('The Berlin Wall fell in 1989');
    expect(r).toMatchObject({ verdict: 'uncertain', confidence: 0, sources: [] });
  });
});
