// Escalations end without anyone asking, and every transition is a signed webhook event (issue 16):
// the expiry job runs on the app's job runner (background jobs on, as in production) and reads the
// manual clock, so a deadline passes when the test moves the clock; events go through the outbox
// to a receiver on 127.0.0.1 and are checked against the contract's WebhookEvent schema.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import { contractPath, loadContract } from '../../server/http/contract/document.js';
import { ValidationContext } from 'openapi-backend';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { startReceiver, type ReceivedRequest, type Receiver } from '../webhooks/receiver.js';
import { escalate, escalationTestEngine, waitFor } from './helpers.js';
import { sql } from 'drizzle-orm';
import { column, count } from '../helpers/sql.js';

const clock = createManualClock(new Date().toISOString());
let t: TestServer;
let receiver: Receiver;
let validateEvent: (event: unknown) => string | undefined;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await startTestServer({
    clock,
    engine: escalationTestEngine(),
    backgroundJobs: true,
    env: { WEBHOOK_ALLOW_PRIVATE: '1', WORKER_CONCURRENCY: '1' },
    app: {
      jobRunner: { pollIntervalMs: 20, leaseMs: 5_000, recoveryIntervalMs: 20 },
      webhookDeliveries: { schedule: { delaysMs: [0, 50, 100], jitter: 0 }, timeoutMs: 2_000 },
    },
  });
  const contract = await loadContract(contractPath(t.config.rootDir));
  const ajv = contract.validator.getAjv(ValidationContext.Response);
  const validate = ajv.compile({ $ref: '#/components/schemas/WebhookEvent', components: contract.definition.components });
  validateEvent = (event) => (validate(event) ? undefined : ajv.errorsText(validate.errors));
});
afterAll(async () => {
  await t.stop();
  await receiver.close();
});

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` keyed with the secret's bytes (checked by hand: the timestamps follow the manual clock, which a verifier's five-minute window would refuse). */
function signatureValid(request: ReceivedRequest, secret: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${String(request.headers['webhook-id'])}.${String(request.headers['webhook-timestamp'])}.${request.body}`;
  const expected = `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
  return String(request.headers['webhook-signature']).split(' ').includes(expected);
}

/** The delivered event of `type` about `escalationId`, once it arrived. */
async function delivered(type: string, escalationId: string): Promise<{ request: ReceivedRequest; event: any }> {
  const request = await waitFor(() => receiver.requests.find((r) => r.body.includes(`"type":"${type}"`) && r.body.includes(`"id":"${escalationId}"`)));
  return { request, event: JSON.parse(request.body) };
}

describe('escalations that end', () => {
  it('expires an escalation once the clock passes its deadline, without a request, and sends a signed escalation.expired', async () => {
    const { organization, apiKey } = await t.createOrg();
    const verification = await escalate(t, apiKey, { reason: 'conflicting_verdicts', priority: 'high' }, { webhookUrl: `${receiver.origin}/hooks` });
    // Asynchronous (webhookUrl): the job runner verifies it and sends verification.escalated first.
    const escalated = await waitFor(async () => {
      const got = await t.request('GET', `/v1/verify/${verification.id}`, { apiKey });
      return got.body.status === 'escalated' && got.body;
    });
    const escalationId: string = escalated.escalation.id;
    await delivered('verification.escalated', verification.id);

    // Just before the deadline nothing happens, however long the pool polls.
    clock.set(new Date(Date.parse(escalated.escalation.deadline) - 1));
    await new Promise((r) => setTimeout(r, 200));
    expect((await t.request('GET', `/v1/escalations/${escalationId}`, { apiKey })).body.status).toBe('pending');

    clock.set(escalated.escalation.deadline);
    const expired = await waitFor(async () => {
      const got = await t.request('GET', `/v1/escalations/${escalationId}`, { apiKey });
      return got.body.status === 'expired' && got.body;
    });
    expect(expired.expiredAt).toBe(escalated.escalation.deadline);
    expect(expired.verification).toMatchObject({ status: 'escalated', escalation: { status: 'expired' } });

    const { request, event } = await delivered('escalation.expired', escalationId);
    expect(signatureValid(request, organization.webhookSecret)).toBe(true);
    expect(request.headers['webhook-id']).toBe(event.id);
    expect(validateEvent(event)).toBeUndefined();
    expect(event).toEqual({ id: expect.stringMatching(/^evt_/), type: 'escalation.expired', createdAt: escalated.escalation.deadline, data: expired });

    const late = await t.request('POST', `/v1/escalations/${escalationId}/resolve`, { apiKey, json: { decision: 'accept' } });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('escalation_expired');
  });

  it('sends a signed escalation.resolved carrying the review, once', async () => {
    const { organization, apiKey } = await t.createOrg();
    const verification = await escalate(t, apiKey, undefined, { webhookUrl: `${receiver.origin}/hooks` });
    const escalated = await waitFor(async () => {
      const got = await t.request('GET', `/v1/verify/${verification.id}`, { apiKey });
      return got.body.status === 'escalated' && got.body;
    });
    const resolved = await t.request('POST', `/v1/escalations/${escalated.escalation.id}/resolve`, {
      apiKey,
      json: { decision: 'reject', correctedVerdict: 'false', note: 'Sales fell.', reviewer: 'Ana' },
    });
    expect(resolved.status).toBe(200);

    const { request, event } = await delivered('escalation.resolved', escalated.escalation.id);
    expect(signatureValid(request, organization.webhookSecret)).toBe(true);
    expect(validateEvent(event)).toBeUndefined();
    expect(event).toMatchObject({ type: 'escalation.resolved', data: resolved.body });
    expect(event.data.verification).toMatchObject({ status: 'completed', review: { decision: 'reject', correctedVerdict: 'false' } });
    // One event per escalation and type (the outbox's unique subject and type).
    const rows = await column(t.database.db, sql`SELECT type FROM webhook_events WHERE subject_id = ${escalated.escalation.id}`);
    expect(rows).toEqual(['escalation.resolved']);
  });

  it('sends nothing for an escalation whose verification had no webhookUrl', async () => {
    const { apiKey } = await t.createOrg();
    const verification = await escalate(t, apiKey);
    expect((await t.request('POST', `/v1/escalations/${verification.escalation.id}/resolve`, { apiKey, json: { decision: 'accept' } })).status).toBe(200);
    expect(await count(t.database.db, sql`SELECT count(*) FROM webhook_events WHERE subject_id = ${verification.escalation.id}`)).toBe(0);
  });
});
