// An operation's `onInvalid` (issue 24: one handler table, `{handle, onInvalid?}`), which
// createBatch uses to turn schema errors under `items.N` into the spec's row-validation body
// (DECISIONS.md "Row validation"), shown with a stand-in beside the real handler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/ids.js';
import type { OnInvalid } from '../../server/http/types.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const seen: string[] = [];
const rowErrors: OnInvalid<'createBatch'> = (details, req) => {
  const rows = details.map((d) => ({ match: /^items\.(\d+)(?:\.|$)/.exec(d.field), d }));
  if (rows.some((r) => !r.match)) return undefined; // errors elsewhere: the plain validation_error
  seen.push(req.organization.id);
  return {
    status: 400,
    body: {
      id: newId('batch', new Date('2026-01-15T12:00:00.000Z')),
      status: 'failed',
      validationErrors: rows.map(({ match, d }) => ({ row: Number(match![1]), error: `${d.field.replace(/^items\.\d+\.?/, '') || 'item'} ${d.message}` })),
      message: `${rows.length} row(s) failed validation.`,
      requestId: req.requestId,
    },
  };
};

let t: TestServer;
let apiKey: string;
let orgId: string;
beforeAll(async () => {
  t = await startTestServer({ handlers: { createBatch: { onInvalid: rowErrors } } });
  ({ apiKey, organization: { id: orgId } } = await t.createOrg());
});
afterAll(() => t.stop());

const batch = (json: unknown, headers: Record<string, string> = {}) => t.request('POST', '/v1/batch', { apiKey, json, headers });

describe('onInvalid entries of the handler table', () => {
  it('let an operation answer errors under items.N with its own documented body', async () => {
    const res = await batch({ methods: { semantic: 1 }, items: [{ content: 'ok' }, { content: '' }, {}] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'failed', requestId: res.headers.get('x-request-id') });
    expect(res.body.validationErrors.map((e: { row: number }) => e.row)).toEqual([1, 2]);
    expect(seen).toContain(orgId);
  });

  it('fall back to 400 validation_error when the hook declines', async () => {
    const res = await batch({ methods: { semantic: 7 }, items: [{ content: '' }] });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['methods.semantic', 'items.0.content']));
  });

  it('have their responses replayed under an Idempotency-Key like any 4xx', async () => {
    const body = { methods: { semantic: 1 }, items: [{}] };
    const first = await batch(body, { 'Idempotency-Key': 'rows-1' });
    const again = await batch(body, { 'Idempotency-Key': 'rows-1' });
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});
