// GET /v1/escalations, GET /v1/escalations/{id} and POST /v1/escalations/{id}/resolve over HTTP
// against the real app (issue 16); every response is checked against generated/openapi.yaml by the
// helper. The clock is a manual one: deadlines pass when a test moves it, never by waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { ESCALATING_CLAIM, escalate, escalationTestEngine } from './helpers.js';

const HOUR = 3_600_000;
const clock = createManualClock('2026-03-02T09:00:00.000Z');
let t: TestServer;
beforeAll(async () => {
  // No background jobs: the expiry job is tested in expiry.test.ts; here only requests move state.
  t = await startTestServer({ clock, engine: escalationTestEngine() });
});
afterAll(() => t.stop());

describe('GET /v1/escalations', () => {
  let apiKey: string;
  let low: any;
  let high: any;
  let medium: any;
  beforeAll(async () => {
    ({ apiKey } = await t.createOrg());
    low = await escalate(t, apiKey);
    clock.advance(1_000);
    high = await escalate(t, apiKey, { reason: 'conflicting_verdicts', priority: 'high' });
    clock.advance(1_000);
    medium = await escalate(t, apiKey, { reason: 'insufficient_evidence', priority: 'medium' });
    // Neither a verification that was not escalated nor another organization's escalation is listed.
    const accepted = await t.request('POST', '/v1/verify', { apiKey, json: { content: '17 * 23 = 391', methods: { reasoning: 1 } } });
    expect(accepted.body.status).toBe('completed');
    await escalate(t, (await t.createOrg()).apiKey);
  });

  const ids = (res: { body: { data: Array<{ id: string }> } }) => res.body.data.map((e) => e.id);

  it('lists the organization’s escalations newest first, each with its verification, content and the steps each method checked', async () => {
    const res = await t.request('GET', '/v1/escalations', { apiKey });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([medium.escalation.id, high.escalation.id, low.escalation.id]);
    expect(res.body.pagination).toEqual({ total: 3, limit: 20, offset: 0, hasMore: false });
    const [first] = res.body.data;
    expect(first).toEqual({
      ...medium.escalation,
      verificationId: medium.id,
      createdAt: expect.any(String),
      verification: (({ cached: _cached, ...stored }) => stored)(medium),
    });
    expect(first.verification.content).toBe(ESCALATING_CLAIM);
    for (const result of first.verification.paradigmResults) expect(result.steps.length).toBeGreaterThan(0);
    // DECISIONS.md "Escalation": medium priority is due 72 hours after it was created.
    expect(Date.parse(first.deadline) - Date.parse(first.createdAt)).toBe(72 * HOUR);
  });

  it('sorts by earliest deadline with sort=deadline', async () => {
    const res = await t.request('GET', '/v1/escalations?sort=deadline', { apiKey });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([high.escalation.id, medium.escalation.id, low.escalation.id]);
  });

  it('filters by status, priority and reason', async () => {
    expect(ids(await t.request('GET', '/v1/escalations?priority=high', { apiKey }))).toEqual([high.escalation.id]);
    expect(ids(await t.request('GET', '/v1/escalations?reason=insufficient_evidence', { apiKey }))).toEqual([medium.escalation.id, low.escalation.id]);
    expect(ids(await t.request('GET', '/v1/escalations?status=pending&priority=low', { apiKey }))).toEqual([low.escalation.id]);
    expect(ids(await t.request('GET', '/v1/escalations?status=resolved', { apiKey }))).toEqual([]);
  });

  it('pages with limit and offset (spec 4.1)', async () => {
    const first = await t.request('GET', '/v1/escalations?limit=2', { apiKey });
    expect(ids(first)).toEqual([medium.escalation.id, high.escalation.id]);
    expect(first.body.pagination).toEqual({ total: 3, limit: 2, offset: 0, hasMore: true });
    const second = await t.request('GET', '/v1/escalations?limit=2&offset=2', { apiKey });
    expect(ids(second)).toEqual([low.escalation.id]);
    expect(second.body.pagination).toEqual({ total: 3, limit: 2, offset: 2, hasMore: false });
  });

  it('refuses unknown filter values and page sizes with 400 validation_error', async () => {
    for (const [query, field] of [
      ['status=open', 'query.status'],
      ['priority=urgent', 'query.priority'],
      ['sort=oldest', 'query.sort'],
      ['limit=101', 'query.limit'],
    ]) {
      const res = await t.request('GET', `/v1/escalations?${query}`, { apiKey });
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });
});

describe('GET /v1/escalations/{id}', () => {
  it('answers the escalation with its verification; another organization’s or an unknown id is 404', async () => {
    const { apiKey } = await t.createOrg();
    const verification = await escalate(t, apiKey);
    const res = await t.request('GET', `/v1/escalations/${verification.escalation.id}`, { apiKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: verification.escalation.id, verificationId: verification.id, status: 'pending', verification: { id: verification.id, status: 'escalated' } });
    expect(res.body).not.toHaveProperty('review');
    expect(res.body).not.toHaveProperty('expiredAt');

    const other = await t.request('GET', `/v1/escalations/${verification.escalation.id}`, { apiKey: (await t.createOrg()).apiKey });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('not_found');
    const unknown = await t.request('GET', '/v1/escalations/esc_01JD3Z8V5W2X9K7Q4M6N8P0R2T', { apiKey });
    expect(unknown.status).toBe(404);
    // A verification id is not an escalation id.
    expect((await t.request('GET', `/v1/escalations/${verification.id}`, { apiKey })).status).toBe(404);
  });
});

describe('POST /v1/escalations/{id}/resolve', () => {
  it('resolves: the escalation is resolved and the verification completed, the reviewer’s decision beside the engine’s', async () => {
    const { apiKey } = await t.createOrg();
    const verification = await escalate(t, apiKey);
    clock.advance(5 * 60_000);
    const resolvedAt = clock.now().toISOString();
    const res = await t.request('POST', `/v1/escalations/${verification.escalation.id}/resolve`, {
      apiKey,
      json: { decision: 'accept', correctedVerdict: 'true', note: 'Checked with the sales report.', reviewer: 'Ana' },
    });
    expect(res.status).toBe(200);
    const review = { decision: 'accept', correctedVerdict: 'true', note: 'Checked with the sales report.', reviewer: 'Ana', resolvedAt };
    expect(res.body).toMatchObject({ id: verification.escalation.id, status: 'resolved', review });
    expect(res.body).not.toHaveProperty('expiredAt');

    // The verification is completed; its own verdict and decision stay what the methods reached.
    const got = await t.request('GET', `/v1/verify/${verification.id}`, { apiKey });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: verification.id,
      status: 'completed',
      verdict: verification.verdict,
      confidence: verification.confidence,
      decision: 'escalate',
      paradigmResults: verification.paradigmResults,
      escalation: { ...verification.escalation, status: 'resolved' },
      review,
      costCents: expect.any(Number),
      completedAt: expect.any(String),
    });
    expect(res.body.verification).toEqual(got.body);
    expect(await t.request('GET', `/v1/escalations/${verification.escalation.id}`, { apiKey }).then((r) => r.body)).toEqual(res.body);
    expect((await t.request('GET', '/v1/escalations?status=resolved', { apiKey })).body.data.map((e: { id: string }) => e.id)).toEqual([verification.escalation.id]);
  });

  it('takes a bare decision: correctedVerdict, note and reviewer are optional and then absent', async () => {
    const { apiKey } = await t.createOrg();
    const verification = await escalate(t, apiKey);
    const res = await t.request('POST', `/v1/escalations/${verification.escalation.id}/resolve`, { apiKey, json: { decision: 'reject' } });
    expect(res.status).toBe(200);
    expect(res.body.review).toEqual({ decision: 'reject', resolvedAt: clock.now().toISOString() });
  });

  it('answers 409 escalation_already_resolved to a second resolve, keeping the first decision', async () => {
    const { apiKey } = await t.createOrg();
    const verification = await escalate(t, apiKey);
    const path = `/v1/escalations/${verification.escalation.id}/resolve`;
    expect((await t.request('POST', path, { apiKey, json: { decision: 'accept', note: 'first' } })).status).toBe(200);
    const again = await t.request('POST', path, { apiKey, json: { decision: 'reject', note: 'second' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('escalation_already_resolved');
    expect(again.body.error.message).toMatch(/already resolved/);
    expect(again.headers.get('retry-after')).toBeNull();
    const got = await t.request('GET', `/v1/escalations/${verification.escalation.id}`, { apiKey });
    expect(got.body.review).toMatchObject({ decision: 'accept', note: 'first' });
  });

  it('answers 409 escalation_expired once the deadline passed, and the escalation is expired from then on', async () => {
    const { apiKey } = await t.createOrg();
    const verification = await escalate(t, apiKey, { reason: 'conflicting_verdicts', priority: 'high' });
    clock.set(verification.escalation.deadline);
    const expiredAt = clock.now().toISOString();
    const late = await t.request('POST', `/v1/escalations/${verification.escalation.id}/resolve`, { apiKey, json: { decision: 'accept' } });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('escalation_expired');
    expect(late.body.error.message).toContain(verification.escalation.deadline);

    const got = await t.request('GET', `/v1/escalations/${verification.escalation.id}`, { apiKey });
    expect(got.body).toMatchObject({ status: 'expired', expiredAt, verification: { status: 'escalated', escalation: { status: 'expired' } } });
    expect(got.body).not.toHaveProperty('review');
    const again = await t.request('POST', `/v1/escalations/${verification.escalation.id}/resolve`, { apiKey, json: { decision: 'accept' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('escalation_expired');
  });

  it('answers 404 for another organization’s escalation and leaves it open', async () => {
    const { apiKey } = await t.createOrg();
    const verification = await escalate(t, apiKey);
    const res = await t.request('POST', `/v1/escalations/${verification.escalation.id}/resolve`, { apiKey: (await t.createOrg()).apiKey, json: { decision: 'accept' } });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect((await t.request('GET', `/v1/escalations/${verification.escalation.id}`, { apiKey })).body.status).toBe('pending');
  });

  it('refuses an invalid body with 400 validation_error naming the field', async () => {
    const { apiKey } = await t.createOrg();
    const verification = await escalate(t, apiKey);
    for (const [json, field] of [
      [{}, 'decision'],
      [{ decision: 'maybe' }, 'decision'],
      [{ decision: 'accept', correctedVerdict: 'yes' }, 'correctedVerdict'],
      [{ decision: 'accept', note: '' }, 'note'],
      [{ decision: 'accept', reviewer: 'x'.repeat(201) }, 'reviewer'],
      [{ decision: 'accept', extra: 1 }, 'extra'],
    ] as const) {
      const res = await t.request('POST', `/v1/escalations/${verification.escalation.id}/resolve`, { apiKey, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('replays the first answer for a repeated Idempotency-Key instead of answering 409', async () => {
    const { apiKey } = await t.createOrg();
    const verification = await escalate(t, apiKey);
    const send = () =>
      t.request('POST', `/v1/escalations/${verification.escalation.id}/resolve`, { apiKey, json: { decision: 'accept' }, headers: { 'Idempotency-Key': 'review-1' } });
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
  });
});
