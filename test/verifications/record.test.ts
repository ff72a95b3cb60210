import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findVerification } from '../../server/storage/verifications.js';
import type { CheckedStep, MethodResult, VerificationOutcome } from '../../server/engine/types.js';
import { finishPending, storeOutcome, storePending } from '../../server/verifications/record.js';
import { renderVerification } from '../../server/verifications/render.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../helpers/database.js';

const method = {
  paradigm: 'reasoning' as const,
  verdict: 'true' as const,
  confidence: 0.95,
  reasoning: '17 * 23 = 391 holds.',
  provider: 'offline',
  model: 'verity-offline-1',
  processingTimeMs: 3,
  inputTokens: 12,
  outputTokens: 7,
  costCents: 0.2,
};

const completed: VerificationOutcome = {
  verdict: 'true',
  confidence: 0.95,
  decision: 'accept',
  reasoning: 'All methods agree.',
  paradigmResults: [method],
  processingTimeMs: 4,
  costCents: 0.2,
  inputTokens: 12,
  outputTokens: 7,
  retryCount: 0,
};

const escalated = (priority: 'low' | 'medium' | 'high'): VerificationOutcome => ({
  ...completed,
  verdict: 'uncertain',
  confidence: 0,
  decision: 'escalate',
  escalation: { reason: priority === 'high' ? 'conflicting_verdicts' : 'insufficient_evidence', priority },
});

describe.each(BACKENDS)('verification records (%s)', (backend) => {
  let t: TestDatabase;
  let orgId: string;
  beforeEach(async () => {
    t = await openTestDatabase({ backend, start: '2026-03-01T10:00:00.000Z' });
    orgId = (await t.createOrg()).organization.id;
  });
  afterEach(() => t.close());

  it('stores a completed outcome with costs, tokens and ISO timestamps and renders the completed shape', async () => {
    const createdAt = t.clock.now();
    const row = await storeOutcome(t.db, {
      organizationId: orgId,
      request: { content: '  17 * 23 = 391\n', methods: { reasoning: 1 } },
      outcome: completed,
      createdAt,
      completedAt: new Date(createdAt.getTime() + 4),
    });
    expect(row).toMatchObject({ status: 'completed', costCents: 0.2, inputTokens: 12, outputTokens: 7, escalationId: null });
    expect(renderVerification((await findVerification(t.db, row.id))!)).toEqual({
      id: row.id,
      status: 'completed',
      content: '  17 * 23 = 391\n',
      verdict: 'true',
      confidence: 0.95,
      decision: 'accept',
      reasoning: 'All methods agree.',
      paradigmResults: [
        {
          paradigm: 'reasoning',
          verdict: 'true',
          confidence: 0.95,
          reasoning: '17 * 23 = 391 holds.',
          provider: 'offline',
          model: 'verity-offline-1',
          processingTimeMs: 3,
          costCents: 0.2,
          // A result without steps (as stored before issue 14) renders an empty array.
          steps: [],
        },
      ],
      processingTimeMs: 4,
      costCents: 0.2,
      metadata: {},
      createdAt: '2026-03-01T10:00:00.000Z',
      completedAt: '2026-03-01T10:00:00.004Z',
    });
  });

  it.each([
    { priority: 'high' as const, deadline: '2026-03-02T10:00:00.000Z' },
    { priority: 'medium' as const, deadline: '2026-03-04T10:00:00.000Z' },
    { priority: 'low' as const, deadline: '2026-03-08T10:00:00.000Z' },
  ])('stores an escalation of priority $priority due $deadline and renders the escalated shape', async ({ priority, deadline }) => {
    const at = t.clock.now();
    const row = await storeOutcome(t.db, { organizationId: orgId, request: { content: 'x', methods: { reasoning: 1 } }, outcome: escalated(priority), createdAt: at, completedAt: at });
    const shape = renderVerification(row, { cached: false });
    expect(shape).toEqual({
      id: row.id,
      status: 'escalated',
      content: 'x',
      verdict: 'uncertain',
      confidence: 0,
      decision: 'escalate',
      reasoning: 'All methods agree.',
      paradigmResults: [expect.objectContaining({ paradigm: 'reasoning', steps: [] })],
      processingTimeMs: 4,
      metadata: {},
      escalation: { id: expect.stringMatching(/^esc_/), reason: priority === 'high' ? 'conflicting_verdicts' : 'insufficient_evidence', priority, deadline, status: 'pending' },
      cached: false,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('keeps checked steps through storage and renders them within the contract limits', async () => {
    const content = 'He saved $15 because 3 x 5 = 16\nThe answer is 5.';
    const wrong: CheckedStep = { index: 1, start: 21, end: 31, text: '3 x 5 = 16', verdict: 'false', computed: '15', reason: '3 x 5 is 15, not 16' };
    const long: CheckedStep = { index: 2, start: 0, end: 0, text: '😀'.repeat(600), verdict: 'uncertain', computed: '9'.repeat(300), reason: 'r'.repeat(1200) };
    const many: CheckedStep[] = Array.from({ length: 600 }, (_, i) => ({ index: i + 1, start: 0, end: 1, text: 'H', verdict: 'true', reason: 'ok' }));
    const outcome: VerificationOutcome = {
      ...completed,
      paradigmResults: [
        { ...method, paradigm: 'formal', steps: [wrong, long] },
        { ...method, paradigm: 'tool', steps: many },
      ],
    };
    const at = t.clock.now();
    const row = await storeOutcome(t.db, { organizationId: orgId, request: { content, methods: { formal: 1, tool: 1 } }, outcome, createdAt: at, completedAt: at });
    const stored = (await findVerification(t.db, row.id))!;
    expect((stored.paradigmResults as MethodResult[])[0]!.steps).toEqual([wrong, long]);
    const shape = renderVerification(stored) as { paradigmResults: Array<{ steps: CheckedStep[] }> };
    const [formal, tool] = shape.paradigmResults;
    expect(formal!.steps[0]).toEqual(wrong);
    expect(content.slice(wrong.start, wrong.end)).toBe(wrong.text);
    // Cut by code points (as JSON Schema counts), never inside a surrogate pair.
    expect([...formal!.steps[1]!.text]).toHaveLength(500);
    expect(formal!.steps[1]!.text).toBe('😀'.repeat(500));
    expect(formal!.steps[1]!.computed).toHaveLength(200);
    expect(formal!.steps[1]!.reason).toHaveLength(1000);
    expect(tool!.steps).toHaveLength(500);
    expect(tool!.steps.at(-1)!.index).toBe(500);
  });

  it('renders a pending row with id, status, content and createdAt only, then finishes it once', async () => {
    const row = await storePending(t.db, { organizationId: orgId, request: { content: 'x', methods: { reasoning: 1 }, webhookUrl: 'http://127.0.0.1/h' }, createdAt: t.clock.now() });
    expect(renderVerification(row)).toEqual({ id: row.id, status: 'pending', content: 'x', createdAt: '2026-03-01T10:00:00.000Z' });
    const failed = await finishPending(t.db, row.id, { error: 'the upstream provider failed' }, t.clock.now());
    expect(failed).toMatchObject({ status: 'escalated', escalationReason: 'processing_failed', escalationPriority: 'high', costCents: 0 });
    expect(await finishPending(t.db, row.id, { outcome: completed }, t.clock.now())).toBeUndefined();
  });
});
