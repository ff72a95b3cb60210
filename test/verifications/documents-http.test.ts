// Issue 23 over HTTP: `context.documents` (and its short form `evidence`) checked with clear 400s,
// grounded steps that carry the deciding passage, and the batch rules. Against the real app and
// engine threads; every response is checked against generated/openapi.yaml by the helper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergedContext } from '../../server/batch/processor.js';
import { validateItem } from '../../server/batch/input/validate-rows.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let t: TestServer;
let apiKey: string;
beforeAll(async () => {
  t = await startTestServer({ env: { WORKER_CONCURRENCY: '1' } });
  apiKey = (await t.createOrg({ plan: 'enterprise' })).apiKey;
});
afterAll(() => t.stop());

const RELEASE = {
  id: 'press-release',
  title: 'Mall Rats: the numbers',
  url: 'https://example.com/mall-rats',
  text: 'Mall Rats was released on 3 June 2017 by Universal. The film grossed $181,674,817 worldwide. It was shown in 24 other countries.',
};

type Step = { start: number; end: number; verdict: string; support?: string; evidence?: { document: number; documentId?: string; start: number; end: number; quote: string }; unsupported?: { kind: string; text: string }[] };
type Result = { paradigm: string; verdict: string; sources?: string[]; steps: Step[] };

const verify = (json: Record<string, unknown>) => t.request('POST', '/v1/verify', { apiKey, json: { options: { useCache: false }, ...json } });

describe('POST /v1/verify with documents', () => {
  it('checks the content claim by claim, each step with its passage, and lists the documents as tool sources', async () => {
    const content = 'The film grossed over $181 million. It was shown in 26 other countries.';
    const res = await verify({ content, methods: { semantic: 1, tool: 1 }, context: { documents: [RELEASE, { text: 'An unrelated review.' }] } });
    expect(res.status).toBe(200);
    expect(res.body.verdict).toBe('false');
    for (const r of res.body.paradigmResults as Result[]) {
      expect(r.verdict).toBe('false');
      const [first, second] = r.steps;
      expect(first).toMatchObject({ verdict: 'true', support: 'supported', evidence: { document: 0, documentId: 'press-release', quote: 'The film grossed $181,674,817 worldwide.' } });
      expect(second).toMatchObject({ verdict: 'false', support: 'contradicted', evidence: { quote: 'It was shown in 24 other countries.' }, unsupported: [{ kind: 'number', text: '26' }] });
      expect(content.slice(second!.start, second!.end)).toBe('It was shown in 26 other countries.');
      expect(RELEASE.text.slice(second!.evidence!.start, second!.evidence!.end)).toBe(second!.evidence!.quote);
    }
    const tool = (res.body.paradigmResults as Result[]).find((r) => r.paradigm === 'tool')!;
    expect(tool.sources).toEqual(['https://example.com/mall-rats', 'urn:verity:document:1']);
    // GET answers the same steps.
    const got = await t.request('GET', `/v1/verify/${res.body.id}`, { apiKey });
    expect((got.body.paradigmResults as Result[]).map((r) => r.steps)).toEqual((res.body.paradigmResults as Result[]).map((r) => r.steps));
  });

  it('reads evidence as the short form: one document per string', async () => {
    const res = await verify({ content: 'Mall Rats was released in 2018.', methods: { semantic: 1 }, context: { evidence: ['Nothing here.', RELEASE.text] } });
    expect(res.status).toBe(200);
    const step = (res.body.paradigmResults as Result[])[0]!.steps[0]!;
    expect(step).toMatchObject({ support: 'contradicted', evidence: { document: 1 } });
  });

  it('accepts 1,000,000 characters of documents, read whole', async () => {
    const filler = 'The weather in the valley was mild for most of the season and the farmers were content. ';
    const text = `${filler.repeat(Math.floor((1_000_000 - 200) / filler.length))}Mall Rats was released on 3 June 2017.`;
    expect(text.length).toBeLessThanOrEqual(1_000_000);
    expect(text.length).toBeGreaterThan(999_000);
    const res = await verify({ content: 'Mall Rats was released in 2018.', methods: { semantic: 1 }, context: { evidence: text } });
    expect(res.status).toBe(200);
    expect((res.body.paradigmResults as Result[])[0]!.steps[0]!.evidence!.start).toBeGreaterThan(999_000);
  }, 120_000);

  it.each([
    { name: '21 documents', context: { documents: Array.from({ length: 21 }, () => ({ text: 'a' })) }, field: 'context.documents' },
    { name: 'more than 1,000,000 characters in all', context: { documents: [{ text: 'x'.repeat(600_000) }, { text: 'y'.repeat(400_001) }] }, field: 'context.documents', message: /1,000,001 characters in all; at most 1,000,000/ },
    { name: 'documents and evidence together', context: { documents: [{ text: 'a' }], evidence: 'b' }, field: 'context.evidence', message: /short form of documents/ },
    { name: 'a document without text', context: { documents: [{ title: 'no text' }] }, field: 'context.documents.0.text' },
    { name: 'an empty text', context: { documents: [{ text: '' }] }, field: 'context.documents.0.text' },
    { name: 'a url that is not one', context: { documents: [{ text: 'a', url: 'not a url' }] }, field: 'context.documents.0.url' },
    { name: 'an id of 201 characters', context: { documents: [{ text: 'a', id: 'i'.repeat(201) }] }, field: 'context.documents.0.id' },
    { name: '21 evidence texts', context: { evidence: Array.from({ length: 21 }, () => 'a') }, field: 'context.evidence' },
    { name: 'evidence that is a number', context: { evidence: 42 }, field: 'context.evidence' },
  ])('answers 400 validation_error for $name', async ({ context, field, message }) => {
    const res = await verify({ content: 'Mall Rats was released in 2017.', methods: { semantic: 1 }, context });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    const detail = (res.body.error.details as { field: string; message: string }[]).find((d) => d.field === field || d.field.startsWith(`${field}.`));
    expect(detail, JSON.stringify(res.body.error.details)).toBeDefined();
    if (message) expect(detail!.message).toMatch(message);
  });
});

describe('batches with documents', () => {
  it('answers 400 when the batch context and the items carry more than 1,000,000 characters in all', async () => {
    const half = 'x'.repeat(600_000);
    const res = await t.request('POST', '/v1/batch', {
      apiKey,
      json: { methods: { semantic: 1 }, context: { evidence: half }, items: [{ content: 'a', context: { evidence: half } }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([expect.objectContaining({ field: 'items', message: expect.stringMatching(/1,200,000 characters in all; at most 1,000,000 per request/) })]);
  });

  it('gives an item its own documents in place of the batch\'s, in either form', () => {
    const batch = { context: { documents: [{ text: 'batch source' }], domain: 'film' } };
    expect(mergedContext(batch, { evidence: 'item source' })).toEqual({ evidence: 'item source', domain: 'film' });
    expect(mergedContext({ context: { evidence: 'batch source' } }, { documents: [{ text: 'item source' }] })).toEqual({ documents: [{ text: 'item source' }] });
    expect(mergedContext(batch, { question: 'q' })).toEqual({ documents: [{ text: 'batch source' }], domain: 'film', question: 'q' });
  });

  it('holds a row of an uploaded file to the same document rules', () => {
    expect(validateItem({ content: 'a', context: { documents: [{ text: 'ok', url: 'https://example.com' }] } }).ok).toBe(true);
    expect(validateItem({ content: 'a', context: { documents: [{ text: '' }], evidence: 'b' } })).toEqual({
      ok: false,
      error: 'context.evidence must not be given together with documents: evidence is the short form of documents, give one of them; context.documents.0.text is required: a string of at least 1 character',
    });
  });
});
