import { describe, expect, it } from 'vitest';
import { NotFoundError, WaitTimeoutError, waitForBatch, waitForVerification, type BatchProgress } from '../../sdk/src/index.js';
import { batchRecord, clientFor, completedVerification, envelope, fakeApi } from './fake-fetch.js';

const pending = { id: 'ver_01', status: 'pending', content: 'x', createdAt: '2026-11-21T20:42:00.000Z' };
const processing = { ...pending, status: 'processing' };
const escalated = {
  ...pending,
  status: 'escalated',
  verdict: 'uncertain',
  confidence: 0.2,
  decision: 'escalate',
  reasoning: 'The methods disagree.',
  paradigmResults: [],
  processingTimeMs: 3,
  metadata: {},
  escalation: { id: 'esc_01', reason: 'conflicting_verdicts', priority: 'high', deadline: '2026-11-22T20:42:00.000Z', status: 'pending' },
};

describe('polling helpers', () => {
  it('polls a verification until it is completed', async () => {
    const api = fakeApi().reply(200, pending).reply(200, processing).reply(200, completedVerification);
    const result = await clientFor(api).verify.waitFor('ver_01', { intervalMs: 1 });
    expect(result.status).toBe('completed');
    expect(api.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(Array(3).fill('GET /v1/verify/ver_01'));
  });

  it('stops at escalated, which is final for polling', async () => {
    const api = fakeApi().reply(200, processing).reply(200, escalated);
    const client = clientFor(api);
    const result = await waitForVerification(client, 'ver_01', { intervalMs: 1 });
    expect(result.status).toBe('escalated');
    if (result.status === 'escalated') expect(result.escalation.reason).toBe('conflicting_verdicts');
  });

  it('throws WaitTimeoutError with the last status when the verification does not finish in time', async () => {
    const api = fakeApi();
    for (let i = 0; i < 50; i++) api.reply(200, processing);
    const error = await clientFor(api).verify.waitFor('ver_01', { intervalMs: 5, timeoutMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect(error).toMatchObject({ lastStatus: 'processing' });
  });

  it('lets API errors through at once', async () => {
    const api = fakeApi().reply(404, envelope('not_found', 'Verification not found'));
    await expect(clientFor(api).verify.waitFor('ver_missing', { intervalMs: 1 })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('rejects nonsensical polling options', async () => {
    const client = clientFor(fakeApi());
    await expect(client.verify.waitFor('ver_01', { intervalMs: -1 })).rejects.toBeInstanceOf(RangeError);
    await expect(client.batches.waitFor('bat_01', { timeoutMs: 0 })).rejects.toBeInstanceOf(RangeError);
  });

  it('polls a batch until completed, reporting progress after every poll', async () => {
    const api = fakeApi()
      .reply(200, batchRecord({ processedItems: 0 }))
      .reply(200, batchRecord({ processedItems: 2 }))
      .reply(200, batchRecord({ status: 'completed', processedItems: 3, successCount: 3, completedAt: '2026-11-21T20:43:00.000Z' }));
    const progress: Array<Omit<BatchProgress, 'batch'>> = [];
    const batch = await clientFor(api).batches.waitFor('bat_01', {
      intervalMs: 1,
      onProgress: ({ processedItems, totalItems, status }) => progress.push({ processedItems, totalItems, status }),
    });
    expect(batch.status).toBe('completed');
    expect(progress).toEqual([
      { processedItems: 0, totalItems: 3, status: 'processing' },
      { processedItems: 2, totalItems: 3, status: 'processing' },
      { processedItems: 3, totalItems: 3, status: 'completed' },
    ]);
  });

  it.each(['failed', 'cancelled'])('stops waiting for a batch that is %s', async (status) => {
    const api = fakeApi().reply(200, batchRecord({ status }));
    const batch = await waitForBatch(clientFor(api), 'bat_01', { intervalMs: 1 });
    expect(batch.status).toBe(status);
    expect(api.requests).toHaveLength(1);
  });

  it('stops waiting when the signal aborts', async () => {
    const api = fakeApi();
    for (let i = 0; i < 5; i++) api.reply(200, batchRecord());
    const controller = new AbortController();
    const waiting = clientFor(api).batches.waitFor('bat_01', { intervalMs: 10_000, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('user gave up')), 20);
    await expect(waiting).rejects.toThrow('user gave up');
  });
});
