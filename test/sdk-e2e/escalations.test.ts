// client.escalations against the real server (issue 16): list (await one page, for await every
// escalation, filters and sort), get, resolve with the review beside the engine's result, the typed
// errors of a closed or foreign escalation, and the automatic Idempotency-Key that makes a retried
// resolve answer the first result instead of 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EscalationAlreadyResolvedError, EscalationClosedError, NotFoundError, type EscalationRecord } from '../../sdk/src/index.js';
import { caught, inProcessEngine, startSdkServer, UNDECIDABLE, type SdkServer } from './helpers.js';

let t: SdkServer;
beforeAll(async () => {
  t = await startSdkServer({ engine: inProcessEngine() });
});
afterAll(() => t.stop());

/** Escalates `count` verifications for the client's organization; returns their escalation ids, oldest first. */
async function escalations(client: ReturnType<SdkServer['client']>, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const v = await client.verify.create({ content: `${UNDECIDABLE} (${i})`, methods: { semantic: 1, reasoning: 1 } });
    if (v.status !== 'escalated') throw new Error(`expected an escalation, got ${v.status}`);
    ids.push(v.escalation.id);
  }
  return ids;
}

describe('client.escalations', () => {
  it('lists one page with await and every escalation with for await, filtered and sorted', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const ids = await escalations(client, 3);
    const page = await client.escalations.list({ limit: 2 });
    expect(page.data.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    expect(page.hasNextPage()).toBe(true);
    const all: EscalationRecord[] = [];
    for await (const escalation of client.escalations.list({ status: 'pending', sort: 'deadline', limit: 1 })) all.push(escalation);
    expect(all.map((e) => e.id)).toEqual(ids);
    expect(all[0]!.verification.status).toBe('escalated');
    expect((await client.escalations.list({ priority: 'high' })).data).toEqual([]);
  });

  it('gets and resolves an escalation; resolving again throws EscalationAlreadyResolvedError; another organization gets NotFoundError', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const [id] = await escalations(client, 1);
    const resolved = await client.escalations.resolve(id!, { decision: 'accept', correctedVerdict: 'true', note: 'ok', reviewer: 'Ana' });
    expect(resolved).toMatchObject({ id, status: 'resolved', review: { decision: 'accept', correctedVerdict: 'true', note: 'ok', reviewer: 'Ana' } });
    expect(resolved.verification).toMatchObject({ status: 'completed', decision: 'escalate', review: resolved.review });
    expect(await client.escalations.get(id!)).toEqual(resolved);

    const again = await caught(() => client.escalations.resolve(id!, { decision: 'reject' }));
    expect(again).toBeInstanceOf(EscalationAlreadyResolvedError);
    expect(again).toBeInstanceOf(EscalationClosedError);
    expect(again).toMatchObject({ status: 409, code: 'escalation_already_resolved', requestId: expect.stringMatching(/^req_/) });

    const other = t.client((await t.createOrg()).apiKey);
    expect(await caught(() => other.escalations.get(id!))).toBeInstanceOf(NotFoundError);
  });

  it('sends one Idempotency-Key across retries, so a resolve whose answer was lost is answered, not refused', async () => {
    const client = t.client((await t.createOrg()).apiKey, { maxRetries: 1 });
    const [id] = await escalations(client, 1);
    // The first answer is lost on the way back (the server did resolve); the retry must replay it.
    let dropped = false;
    t.onResponse = (response) => {
      if (!dropped && response.method === 'POST' && response.path.endsWith('/resolve')) {
        dropped = true;
        throw new TypeError('fetch failed');
      }
    };
    try {
      const resolved = await client.escalations.resolve(id!, { decision: 'reject' });
      expect(resolved.status).toBe('resolved');
    } finally {
      t.onResponse = undefined;
    }
    expect(dropped).toBe(true);
    const posts = t.seen.filter((r) => r.method === 'POST' && r.path.endsWith(`${id}/resolve`));
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.get('idempotent-replayed')).toBe('true');
    expect(posts[0]!.requestHeaders.get('idempotency-key')).toBe(posts[1]!.requestHeaders.get('idempotency-key'));
  });
});
