// Issue 23 with a language model: the prompt asks for claim-level support against the caller's
// documents, and the answer keeps the offline contract (steps with support and the passage).
// Against a fake provider on loopback.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBiprmMethod } from '../../../server/providers/model-methods/biprm.js';
import { createEnsembleMethod } from '../../../server/providers/model-methods/ensemble.js';
import { WHOLE_CHARS } from '../../../server/providers/model-methods/grounded.js';
import { createReasoningMethod } from '../../../server/providers/model-methods/reasoning.js';
import { startFakeProvider, type FakeProvider } from '../fake-provider.js';
import { FAST_RETRIES, fakeOffline, fakeProvider } from '../helpers.js';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const DOC = { id: 'release', text: 'Mall Rats was released on 3 June 2017 by Universal. The film grossed $181,674,817 worldwide.' };
const content = 'Mall Rats was released in 2018. The film grossed over $181 million.';
const answer = {
  claims: [
    { claim: 1, support: 'contradicted', document: 1, quote: 'Mall Rats was released on 3 June 2017 by Universal.' },
    { claim: 2, support: 'supported', document: 1, quote: 'a passage the document does not hold' },
  ],
  reasoning: 'The release year differs.',
  verdict: 'false',
  confidence: 0.8,
};

describe('model-backed methods with documents', () => {
  it('number the claims, send the documents and ask for claim-level support', async () => {
    fake.script({ answer });
    const method = createReasoningMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('reasoning'), policy: FAST_RETRIES });
    await method({ content, context: { documents: [DOC] }, options: {} });
    const sent = JSON.stringify(fake.requests[0]?.body);
    expect(sent).toContain('(1) Mall Rats was released in 2018.\\n(2) The film grossed over $181 million.');
    expect(sent).toContain('[document 1: id \\"release\\"]');
    expect(sent).toContain('whether the documents support it (every fact in it is stated there), contradict it');
    expect(sent).toContain('record_grounded_verdict');
  });

  it('keep the contract: a step per claim at its offsets, the passage only where the quote is really there', async () => {
    fake.script({ answer });
    const method = createReasoningMethod({ providers: [fakeProvider(fake, 'anthropic')], fallback: fakeOffline('reasoning'), policy: FAST_RETRIES });
    const r = await method({ content, context: { documents: [DOC] }, options: {} });
    expect(r.verdict).toBe('false');
    expect(r.reasoning).toContain('claim by claim against the documents');
    expect(r.steps).toEqual([
      { index: 1, start: 0, end: 31, text: 'Mall Rats was released in 2018.', verdict: 'false', support: 'contradicted', reason: expect.stringContaining('contradicted'), evidence: { document: 0, documentId: 'release', start: 0, end: 51, quote: 'Mall Rats was released on 3 June 2017 by Universal.' } },
      { index: 2, start: 32, end: 67, text: 'The film grossed over $181 million.', verdict: 'true', support: 'supported', reason: expect.stringContaining('supported') },
    ]);
  });

  it('with several judges, take the steps of the majority; biprm scores the claims against the documents', async () => {
    fake.script({ answer }, { answer });
    const ensemble = createEnsembleMethod({ providers: [fakeProvider(fake, 'openai'), fakeProvider(fake, 'anthropic')], fallback: fakeOffline('ensemble'), policy: FAST_RETRIES });
    const e = await ensemble({ content, context: { evidence: DOC.text }, options: {} });
    expect(e.verdict).toBe('false');
    expect(e.steps?.map((s) => s.support)).toEqual(['contradicted', 'supported']);
    fake.reset();
    fake.script({ answer });
    const biprm = createBiprmMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('biprm'), policy: FAST_RETRIES });
    const b = await biprm({ content, context: { documents: [DOC] }, options: {} });
    expect(fake.requests).toHaveLength(1);
    expect(b).toMatchObject({ verdict: 'false', steps: [{ support: 'contradicted' }, { support: 'supported' }] });
  });

  it('send long documents cut to the passages that speak to the claims, and say so', async () => {
    fake.script({ answer });
    const filler = 'The weather in the valley was mild and the farmers were content. ';
    const long = { text: `${filler.repeat(Math.ceil((WHOLE_CHARS * 2) / filler.length))}${DOC.text}` };
    const method = createReasoningMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('reasoning'), policy: FAST_RETRIES });
    const r = await method({ content, context: { documents: [long] }, options: {} });
    const sent = JSON.stringify(fake.requests[0]?.body);
    expect(sent.length).toBeLessThan(WHOLE_CHARS + 10_000);
    expect(sent).toContain('Mall Rats was released on 3 June 2017 by Universal.');
    expect(sent).toMatch(/the documents hold [\d,]+ characters; the \d+ passages that speak to the claims/);
    expect(r.reasoning).toMatch(/Note: the documents hold/);
  });
});
