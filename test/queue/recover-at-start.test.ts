// Each job source recovers at start (issue 24; DECISIONS.md "Queue and crash recovery"): a real
// server started on a database holding work a dead process had claimed finishes that work without
// waiting for the dead claim's lease. On SQLite (one server process per file) every claim left at
// start is a leftover of a crash: it is re-queued at once, for asynchronous verifications as for
// batch items, and for webhook attempts claimed and never recorded, while a verification deferred
// to a later attempt (or a webhook event waiting for its retry) keeps its retry time. On PostgreSQL
// another process may hold a claim, so only claims whose lease ran out are taken again at start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrganization } from '../../server/accounts/organizations.js';
import { systemClock } from '../../server/clock.js';
import { startBackgroundJobs, stopBackgroundJobs, type BackgroundJob } from '../../server/jobs.js';
import { openDatabase, type Db } from '../../server/storage/db.js';
import { claimPendingVerification, deferVerification } from '../../server/storage/verifications.js';
import { createDatabaseOutbox, listWebhookEventsFor } from '../../server/storage/webhook-events.js';
import { storePending } from '../../server/verifications/record.js';
import { buildEvent } from '../../server/webhooks/events.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/wait.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';

const MINUTE = 60_000;
const request = (n: number) => ({ content: `${n} * 3 = ${n * 3}`, methods: { reasoning: 1 } });

/** Stores a pending verification and claims it for `leaseMs` from now, as a process that then died would have. */
async function claimedByADeadProcess(db: Db, organizationId: string, n: number, leaseMs: number): Promise<string> {
  const row = await storePending(db, { organizationId, request: request(n), createdAt: new Date(Date.now() - 2 * leaseMs - MINUTE) });
  const now = systemClock.now();
  const claimed = await claimPendingVerification(db, new Date(now.getTime() - 1), new Date(now.getTime() + leaseMs));
  expect(claimed?.id).toBe(row.id);
  return row.id;
}

/** Enqueues a webhook event about `subjectId` and claims its first attempt for `leaseMs` from now, as a process that then died would have. */
async function deliveryClaimedByADeadProcess(db: Db, organizationId: string, url: string, subjectId: string, leaseMs: number): Promise<string> {
  const outbox = createDatabaseOutbox(db);
  const createdAt = new Date(Date.now() - MINUTE);
  const event = buildEvent('verification.completed', { id: subjectId } as never, `evt_${subjectId}`, createdAt);
  const { id } = await outbox.enqueue({ id: event.id, organizationId, type: event.type, url, payload: JSON.stringify(event), subjectId, createdAt });
  const now = systemClock.now();
  const claimed = await outbox.claimDue(now, 1, new Date(now.getTime() + leaseMs));
  expect(claimed.map((c) => [c.id, c.attempt])).toEqual([[id, 1]]);
  return id;
}

describe('job sources recover at start', () => {
  let server: TestServer | undefined;
  let jobs: BackgroundJob[] = [];
  let dir: string | undefined;
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await stopBackgroundJobs(jobs);
    jobs = [];
    await server?.stop();
    server = undefined;
    await receiver?.close();
    receiver = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  const statusOf = async (apiKey: string, id: string) => (await server!.request('GET', `/v1/verify/${id}`, { apiKey })).body.status as string;

  it('SQLite: a server started on a file holding a leased asynchronous verification of a dead process finishes it at once; a deferred one keeps its retry time', async () => {
    dir = mkdtempSync(join(tmpdir(), 'verity-recover-'));
    const path = join(dir, 'verity.db');
    const before = await openDatabase({ path });
    const { organization, apiKey } = await createOrganization(before.db, systemClock, { name: 'Recover', plan: 'pro' });
    // Leases far longer than the test: waiting them out cannot be what finishes the work.
    const leased = await claimedByADeadProcess(before.db, organization.id, 1, 30 * MINUTE);
    const deferred = await claimedByADeadProcess(before.db, organization.id, 2, 30 * MINUTE);
    expect(await deferVerification(before.db, deferred, { attempts: 1 }, 'the verification timed out', new Date(Date.now() + 30 * MINUTE))).toBe(true);
    await before.close();

    server = await startTestServer({ env: { DATABASE_PATH: path }, backgroundJobs: true });
    expect(await statusOf(apiKey, leased)).not.toBe('completed');
    await waitFor(async () => (await statusOf(apiKey, leased)) === 'completed', 20_000, 'the claimed verification to complete');
    expect(await statusOf(apiKey, deferred)).toBe('processing');
  });

  it('PostgreSQL: at start, a claim whose lease ran out is re-queued and finished; a live claim is left to its process', async () => {
    server = await startTestServer({ backend: 'postgres' });
    const { organization, apiKey } = await server.createOrg();
    const db = server.parts.db;
    const expired = await claimedByADeadProcess(db, organization.id, 1, 1);
    const live = await claimedByADeadProcess(db, organization.id, 2, 30 * MINUTE);
    await new Promise((r) => setTimeout(r, 5));
    // Polls and periodic recovery run every second in tests' defaults: finishing within a lease's
    // recovery interval (half the 60 s lease) can only be the start's own recovery.
    jobs = startBackgroundJobs(server.parts);
    await waitFor(async () => (await statusOf(apiKey, expired)) === 'completed', 20_000, 'the claimed verification to complete');
    expect(await statusOf(apiKey, live)).toBe('processing');
  });

  it('SQLite: a server started on a file holding a webhook attempt a dead process claimed and never recorded makes it at once, under the same event id; a retry keeps its time', async () => {
    dir = mkdtempSync(join(tmpdir(), 'verity-recover-'));
    const path = join(dir, 'verity.db');
    receiver = await startReceiver();
    const before = await openDatabase({ path });
    const { organization } = await createOrganization(before.db, systemClock, { name: 'Recover', plan: 'pro' });
    // A lease far longer than the test: waiting it out cannot be what delivers the event.
    const claimed = await deliveryClaimedByADeadProcess(before.db, organization.id, `${receiver.origin}/hook`, 'ver_claimed', 30 * MINUTE);
    const retrying = await deliveryClaimedByADeadProcess(before.db, organization.id, `${receiver.origin}/hook`, 'ver_retrying', 30 * MINUTE);
    expect(await createDatabaseOutbox(before.db).markAttemptFailed(retrying, 1, new Date(), { error: 'receiver answered HTTP 503', statusCode: 503 }, new Date(Date.now() + 30 * MINUTE))).toBe(true);
    await before.close();

    server = await startTestServer({ env: { DATABASE_PATH: path, WEBHOOK_ALLOW_PRIVATE: '1' }, backgroundJobs: true });
    const db = server.parts.db;
    await waitFor(async () => (await listWebhookEventsFor(db, 'ver_claimed'))[0]?.status === 'delivered', 20_000, 'the claimed attempt to be made again');
    expect((await listWebhookEventsFor(db, 'ver_claimed'))[0]).toMatchObject({ id: claimed, attemptCount: 2, claimedAt: null });
    expect(receiver.requests.map((r) => r.headers['webhook-id'])).toEqual([claimed]);
    expect((await listWebhookEventsFor(db, 'ver_retrying'))[0]).toMatchObject({ id: retrying, status: 'pending', attemptCount: 1, lastStatusCode: 503 });
  });

  it('PostgreSQL: at start, a webhook attempt whose lease ran out is made again under the same event id; a live claim is left to its process', async () => {
    receiver = await startReceiver();
    server = await startTestServer({ backend: 'postgres', env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
    const { organization } = await server.createOrg();
    const db = server.parts.db;
    const expired = await deliveryClaimedByADeadProcess(db, organization.id, `${receiver.origin}/hook`, 'ver_expired', 1);
    const live = await deliveryClaimedByADeadProcess(db, organization.id, `${receiver.origin}/hook`, 'ver_live', 30 * MINUTE);
    await new Promise((r) => setTimeout(r, 5));
    jobs = startBackgroundJobs(server.parts);
    await waitFor(async () => (await listWebhookEventsFor(db, 'ver_expired'))[0]?.status === 'delivered', 20_000, 'the expired attempt to be made again');
    expect(receiver.requests.map((r) => r.headers['webhook-id'])).toEqual([expired]);
    expect((await listWebhookEventsFor(db, 'ver_live'))[0]).toMatchObject({ id: live, status: 'pending', attemptCount: 1 });
  });
});
