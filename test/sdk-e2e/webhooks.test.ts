// Real deliveries verified with the SDK: the server (WEBHOOK_ALLOW_PRIVATE=1) posts signed events to
// a receiver on 127.0.0.1, and client.webhooks.unwrap / verifyWebhook check them with the
// organization's secret, read the way an operator reads it: `npm run admin -- org webhook-secret`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../../sdk/src/index.js';
import { runAdmin } from '../helpers/processes.js';
import { startReceiver, type ReceivedRequest, type Receiver } from '../webhooks/receiver.js';
import { caught, startSdkServer, TRUE_CLAIM, UNDECIDABLE, type SdkServer } from './helpers.js';

let t: SdkServer;
let receiver: Receiver;
beforeAll(async () => {
  t = await startSdkServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
  receiver = await startReceiver(() => ({ status: 204 }));
});
afterAll(async () => {
  await receiver.close();
  await t.stop();
});

async function delivery(subjectId: string, timeoutMs = 10_000): Promise<ReceivedRequest> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = receiver.requests.find((r) => JSON.parse(r.body).data?.id === subjectId);
    if (found) return found;
    if (Date.now() > end) throw new Error(`no delivery for ${subjectId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function webhookSecret(orgId: string): Promise<string> {
  const result = await runAdmin(['org', 'webhook-secret', '--org', orgId, '--json'], { DATABASE_PATH: t.databasePath });
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { webhookSecret: string }).webhookSecret;
}

describe('webhook deliveries verified with the SDK', () => {
  it('unwraps a verification.completed delivery with the secret of the admin CLI', async () => {
    const { organization, apiKey } = await t.createOrg();
    const secret = await webhookSecret(organization.id);
    expect(secret).toBe(organization.webhookSecret);
    const client = t.client(apiKey, { webhookSecret: secret });
    const pending = await client.verify.create({ content: TRUE_CLAIM, methods: { reasoning: 1 }, metadata: { job: '7' }, webhookUrl: `${receiver.origin}/hooks/verity` });

    const received = await delivery(pending.id);
    const event = client.webhooks.unwrap(received.body, received.headers);
    expect(event.id).toBe(received.headers['webhook-id']);
    expect(event.type).toBe('verification.completed');
    if (event.type !== 'verification.completed') return;
    expect(event.data).toMatchObject({ id: pending.id, status: 'completed', verdict: 'true', metadata: { job: '7' } });
    // What the event carries is what a poll returns.
    expect(await client.verify.get(pending.id)).toEqual(event.data);
    // Bytes work as well as text.
    expect(verifyWebhook(Buffer.from(received.body), received.headers, secret)).toEqual(event);
  });

  it('unwraps verification.escalated and batch.completed deliveries', async () => {
    const { organization, apiKey } = await t.createOrg();
    const client = t.client(apiKey, { webhookSecret: organization.webhookSecret });
    const escalated = await client.verify.create({ content: UNDECIDABLE, methods: { semantic: 1 }, webhookUrl: receiver.origin });
    const first = await delivery(escalated.id);
    const event = client.webhooks.unwrap(first.body, first.headers);
    expect(event).toMatchObject({ type: 'verification.escalated', data: { id: escalated.id, status: 'escalated' } });

    const batch = await client.batches.create({ items: [{ content: TRUE_CLAIM }], methods: { reasoning: 1 }, webhookUrl: receiver.origin });
    const received = await delivery(batch.id);
    const batchEvent = verifyWebhook(received.body, received.headers, organization.webhookSecret);
    expect(batchEvent).toMatchObject({ type: 'batch.completed', data: { id: batch.id, status: 'completed', processedItems: 1 } });
  });

  it('refuses a delivery checked with another secret or with a changed body', async () => {
    const { organization, apiKey } = await t.createOrg();
    const client = t.client(apiKey);
    const pending = await client.verify.create({ content: TRUE_CLAIM, methods: { reasoning: 1 }, webhookUrl: receiver.origin, options: { useCache: false } });
    const received = await delivery(pending.id);
    const other = (await t.createOrg()).organization.webhookSecret;
    expect(await caught(async () => client.webhooks.unwrap(received.body, received.headers, other))).toBeInstanceOf(WebhookVerificationError);
    const tampered = received.body.replace('"true"', '"false"');
    expect(tampered).not.toBe(received.body);
    expect(await caught(async () => verifyWebhook(tampered, received.headers, organization.webhookSecret))).toBeInstanceOf(WebhookVerificationError);
    // Without a configured secret, unwrap says how to give one.
    expect(await caught(async () => client.webhooks.unwrap(received.body, received.headers))).toBeInstanceOf(TypeError);
  });
});
