// POST /v1/verify and GET /v1/verify/{id} over HTTP against the real app and the real engine threads
// (one worker thread); every response is checked against generated/openapi.yaml by the helper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError, type EngineErrorCode } from '../../server/engine/errors.js';
import type { EngineThreads } from '../../server/threads/engine-threads.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { ESCALATED_FIELDS } from '../helpers/shapes.js';
import { count, scalar } from '../helpers/sql.js';
import { sql } from 'drizzle-orm';
import { BACKENDS } from '../helpers/database.js';

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const TRUE_CLAIM = '17 * 23 = 391';
const UNDECIDABLE = 'The meeting went well.';

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ backend, env: { WORKER_CONCURRENCY: '1' } });
  });
  afterAll(() => t.stop());

  function usage(orgId: string): Promise<number> {
    return count(t.database.db, sql`SELECT coalesce(sum(count), 0) FROM usage WHERE organization_id = ${orgId}`);
  }

  describe('POST /v1/verify (synchronous)', () => {
    it('answers 200 with the completed record: cached false, metadata, content, costs, timestamps', async () => {
      const { organization, apiKey } = await t.createOrg({ plan: 'free' });
      const res = await t.request('POST', '/v1/verify', {
        apiKey,
        json: { content: TRUE_CLAIM, methods: { semantic: 0.5, reasoning: 1 }, metadata: { ticket: 'T-1' }, options: { useCache: false } },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: expect.stringMatching(/^ver_/),
        status: 'completed',
        content: TRUE_CLAIM,
        verdict: 'true',
        decision: 'accept',
        cached: false,
        metadata: { ticket: 'T-1' },
        costCents: 0.3,
      });
      expect(res.body.paradigmResults.map((r: { paradigm: string }) => r.paradigm).sort()).toEqual(['reasoning', 'semantic']);
      expect(res.body.paradigmResults.map((r: { costCents: number }) => r.costCents).sort()).toEqual([0.1, 0.2]);
      expect(res.body.createdAt).toMatch(ISO_MS);
      expect(res.body.completedAt).toMatch(ISO_MS);
      expect(res.body).not.toHaveProperty('escalation');
      expect(await usage(organization.id)).toBe(1);

      const got = await t.request('GET', `/v1/verify/${res.body.id}`, { apiKey });
      expect(got.status).toBe(200);
      const { cached: _cached, ...stored } = res.body;
      expect(got.body).toEqual(stored);
    });

    it('answers metadata {} when none was given', async () => {
      const { apiKey } = await t.createOrg();
      const ok = await t.request('POST', '/v1/verify', { apiKey, json: { content: TRUE_CLAIM, methods: { tool: 1 } } });
      expect(ok.status).toBe(200);
      expect(ok.body.metadata).toEqual({});
    });

    it('stores an escalated verification and answers it whole: the escalation beside decision, reasoning, paradigmResults, metadata, processingTimeMs', async () => {
      const { apiKey } = await t.createOrg({ plan: 'free' });
      const res = await t.request('POST', '/v1/verify', {
        apiKey,
        json: { content: UNDECIDABLE, methods: { semantic: 1, reasoning: 1 }, metadata: { ticket: 'T-9' } },
      });
      expect(res.status).toBe(200);
      // Spec 4.3: the create response is a whole verification whatever the decision (issue 14).
      expect(Object.keys(res.body).sort()).toEqual([...ESCALATED_FIELDS, 'cached'].sort());
      expect(res.body).toMatchObject({
        status: 'escalated',
        verdict: 'uncertain',
        confidence: 0,
        decision: 'escalate',
        reasoning: expect.any(String),
        processingTimeMs: expect.any(Number),
        metadata: { ticket: 'T-9' },
        cached: false,
        escalation: { id: expect.stringMatching(/^esc_/), reason: 'insufficient_evidence', priority: 'low', status: 'pending' },
      });
      expect(res.body.reasoning.length).toBeGreaterThan(0);
      expect(res.body.paradigmResults.map((r: { paradigm: string }) => r.paradigm).sort()).toEqual(['reasoning', 'semantic']);
      for (const r of res.body.paradigmResults) expect(r.steps).toEqual(expect.any(Array));
      // DECISIONS.md "Escalation": low priority is due 7 days after it was created.
      const due = Date.parse(res.body.escalation.deadline) - Date.parse(res.body.createdAt);
      expect(due).toBeGreaterThanOrEqual(7 * 86_400_000);
      expect(due).toBeLessThan(7 * 86_400_000 + 60_000);

      // GET answers the same shape as the create response (without `cached`, a create-only field).
      const got = await t.request('GET', `/v1/verify/${res.body.id}`, { apiKey });
      expect(got.status).toBe(200);
      const { cached: _cached, ...stored } = res.body;
      expect(got.body).toEqual(stored);
    });

    it('preserves Unicode and surrounding whitespace byte for byte', async () => {
      const { apiKey } = await t.createOrg();
      const content = '  héllo\n\t😀  ';
      const res = await t.request('POST', '/v1/verify', { apiKey, json: { content, methods: { semantic: 1 } } });
      expect(res.status).toBe(200);
      expect(res.body.content).toBe(content);
      const got = await t.request('GET', `/v1/verify/${res.body.id}`, { apiKey });
      expect(Buffer.from(got.body.content, 'utf8').equals(Buffer.from(content, 'utf8'))).toBe(true);
      const stored = await scalar(t.database.db, sql`SELECT content FROM verifications WHERE id = ${res.body.id}`);
      expect(stored).toBe(content);
    });

    it('accepts 50,000 characters and refuses 50,001 with a detail on content', async () => {
      const { apiKey } = await t.createOrg();
      const max = `${'2 + 2 = 4. '.repeat(5_000)}`.slice(0, 49_999) + '😀'; // code points, as JSON Schema counts them
      expect([...max].length).toBe(50_000);
      const ok = await t.request('POST', '/v1/verify', { apiKey, json: { content: max, methods: { semantic: 1 } } });
      expect(ok.status).toBe(200);
      expect(ok.body.content).toBe(max);

      const over = await t.request('POST', '/v1/verify', { apiKey, json: { content: `${max}x`, methods: { semantic: 1 } } });
      expect(over.status).toBe(400);
      expect(over.body.error.code).toBe('validation_error');
      expect(over.body.error.details).toEqual([expect.objectContaining({ field: 'content' })]);
    });

    it('refuses content with no visible character and a context.question that is not text, charging nothing (issue 22)', async () => {
      const { apiKey, organization } = await t.createOrg();
      for (const content of [' ', '\n\t  \n', '\u200b', '\u00a0\ufeff']) {
        const res = await t.request('POST', '/v1/verify', { apiKey, json: { content, methods: { reasoning: 1 } } });
        expect(res.status, JSON.stringify(content)).toBe(400);
        expect(res.body.error.code).toBe('validation_error');
        expect(res.body.error.details).toEqual([{ field: 'content', message: 'has no visible character (only whitespace or invisible characters)' }]);
      }
      const question = await t.request('POST', '/v1/verify', { apiKey, json: { content: '2+2=4', context: { question: 4 }, methods: { reasoning: 1 } } });
      expect(question.status).toBe(400);
      // The contract declares context.question a string, so its validator answers first.
      expect(question.body.error.details).toEqual([{ field: 'context.question', message: expect.stringMatching(/must be (a )?string/) }]);
      expect(await usage(organization.id)).toBe(0);
      // Text around the content stays as sent: only content with nothing to see is refused.
      expect((await t.request('POST', '/v1/verify', { apiKey, json: { content: ' \u200b2+2=4 ', methods: { reasoning: 1 } } })).status).toBe(200);
    });

    it('refuses methods above the plan with 403 plan_upgrade_required, details and requiredPlan', async () => {
      const { organization, apiKey } = await t.createOrg({ plan: 'free' });
      const res = await t.request('POST', '/v1/verify', { apiKey, json: { content: TRUE_CLAIM, methods: { semantic: 1, tool: 1, formal: 1 } } });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({
        code: 'plan_upgrade_required',
        requiredPlan: 'enterprise',
        details: [
          { field: 'methods.tool', message: expect.stringContaining('pro') },
          { field: 'methods.formal', message: expect.stringContaining('enterprise') },
        ],
      });
      expect(await usage(organization.id)).toBe(0);
    });

    it.each([
      { options: { acceptThreshold: 0.5, escalateThreshold: 0.5 }, field: 'options.acceptThreshold' },
      { options: { acceptThreshold: 0.4 }, field: 'options.acceptThreshold' },
      { options: { escalateThreshold: 0.96 }, field: 'options.acceptThreshold' },
      { options: { retryOnLowConfidence: true }, field: 'options.minConfidence' },
    ])('refuses options $options with 400 validation_error on $field', async ({ options, field }) => {
      const { apiKey } = await t.createOrg();
      const res = await t.request('POST', '/v1/verify', { apiKey, json: { content: TRUE_CLAIM, methods: { semantic: 1 }, options } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', details: [expect.objectContaining({ field })] });
    });

    it('accepts retryOnLowConfidence with minConfidence', async () => {
      const { apiKey } = await t.createOrg();
      const res = await t.request('POST', '/v1/verify', {
        apiKey,
        json: { content: TRUE_CLAIM, methods: { semantic: 1 }, options: { retryOnLowConfidence: true, minConfidence: 0.9, acceptThreshold: 0.9, escalateThreshold: 0.2 } },
      });
      expect(res.status).toBe(200);
    });

    // issue 16: offline methods answer the same again, so a low confidence reruns nothing and costs once.
    it('counts one verification and charges once for retryOnLowConfidence over offline methods', async () => {
      const { organization, apiKey } = await t.createOrg();
      const json = { content: UNDECIDABLE, methods: { semantic: 1, reasoning: 1 }, options: { useCache: false } };
      const plain = await t.request('POST', '/v1/verify', { apiKey, json });
      const retried = await t.request('POST', '/v1/verify', { apiKey, json: { ...json, options: { useCache: false, retryOnLowConfidence: true, minConfidence: 0.9 } } });
      expect(retried.status).toBe(200);
      expect(retried.body.confidence).toBeLessThan(0.9);
      // Escalated answers carry no costCents; the stored cost is what the organization is charged.
      const cost = (id: string) => count(t.database.db, sql`SELECT cost_cents FROM verifications WHERE id = ${id}`);
      expect(await cost(plain.body.id)).toBeGreaterThan(0);
      expect(await cost(retried.body.id)).toBe(await cost(plain.body.id));
      expect(await usage(organization.id)).toBe(2);
    });

    it('replays the same verification (same id) for a repeated Idempotency-Key', async () => {
      const { organization, apiKey } = await t.createOrg();
      const json = { content: TRUE_CLAIM, methods: { reasoning: 1 }, options: { useCache: false } };
      const headers = { 'Idempotency-Key': 'verify-once' };
      const first = await t.request('POST', '/v1/verify', { apiKey, json, headers });
      const again = await t.request('POST', '/v1/verify', { apiKey, json, headers });
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.id).toBe(first.body.id);
      expect(again.text).toBe(first.text);
      expect(await usage(organization.id)).toBe(1);
    });
  });

  describe('GET /v1/verify/{id}', () => {
    it('answers 404 for an unknown id and 403 for another organization', async () => {
      const a = await t.createOrg();
      const b = await t.createOrg();
      const created = await t.request('POST', '/v1/verify', { apiKey: a.apiKey, json: { content: TRUE_CLAIM, methods: { semantic: 1 } } });
      const missing = await t.request('GET', '/v1/verify/ver_01JUNKNOWN0000000000000000', { apiKey: a.apiKey });
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('not_found');
      const other = await t.request('GET', `/v1/verify/${created.body.id}`, { apiKey: b.apiKey });
      expect(other.status).toBe(403);
      expect(other.body.error.code).toBe('forbidden');
      expect(other.text).not.toContain(TRUE_CLAIM);
    });
  });

  describe('monthly quota', () => {
    it('counts each verification that did work and answers 403 usage_limit_exceeded with limit, used and resetDate', async () => {
      const { organization, apiKey } = await t.createOrg({ plan: 'free', monthlyLimit: 2 });
      for (const content of ['1 + 1 = 2', '2 + 2 = 4']) {
        expect((await t.request('POST', '/v1/verify', { apiKey, json: { content, methods: { semantic: 1 } } })).status).toBe(200);
      }
      expect(await usage(organization.id)).toBe(2);
      const res = await t.request('POST', '/v1/verify', { apiKey, json: { content: '3 + 3 = 6', methods: { semantic: 1 } } });
      expect(res.status).toBe(403);
      const now = new Date();
      expect(res.body.error).toMatchObject({
        code: 'usage_limit_exceeded',
        limit: 2,
        used: 2,
        resetDate: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      });
      // A cache hit does no work: it is served and not counted, even with the quota used up.
      const hit = await t.request('POST', '/v1/verify', { apiKey, json: { content: '1 + 1 = 2', methods: { semantic: 1 } } });
      expect(hit.status).toBe(200);
      expect(hit.body.cached).toBe(true);
      expect(await usage(organization.id)).toBe(2);
    });
  });

  describe('engine failures', () => {
    function failingEngine(code: EngineErrorCode): EngineThreads & { calls: number } {
      const engine = {
        size: 1,
        calls: 0,
        verify: async () => {
          engine.calls += 1;
          throw new EngineError(code, `provider said no (${code})`);
        },
        close: async () => undefined,
      };
      return engine;
    }

    it.each([
      { code: 'upstream_error' as const, status: 502 },
      { code: 'upstream_timeout' as const, status: 504 },
      // An engine thread out of its memory budget (threads/engine-threads.ts).
      { code: 'internal_error' as const, status: 500 },
    ])('answers $status $code, charges and counts nothing, stores nothing', async ({ code, status }) => {
      const engine = failingEngine(code);
      const s = await startTestServer({ backend, engine });
      try {
        const { organization, apiKey } = await s.createOrg();
        const res = await s.request('POST', '/v1/verify', { apiKey, json: { content: TRUE_CLAIM, methods: { semantic: 1 } } });
        expect(res.status).toBe(status);
        expect(res.body.error.code).toBe(code);
        expect(res.text).not.toContain('provider said no');
        expect(engine.calls).toBe(1);
        expect(await count(s.database.db, sql`SELECT count(*) FROM usage WHERE organization_id = ${organization.id}`)).toBe(0);
        expect(await count(s.database.db, sql`SELECT count(*) FROM verifications`)).toBe(0);
      } finally {
        await s.stop();
      }
    });
  });
});
