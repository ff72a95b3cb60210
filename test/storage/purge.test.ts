// The purge jobs of server/jobs.ts, called directly at times set by hand on a manual clock: what
// each deletes, what it keeps (rows just inside their window, pending work), on both back ends.
// Retention: finished verifications and events RETENTION_DAYS after creation (DECISIONS.md
// "Retention"); batches at expiresAt ("expiresAt"); uploaded files once expired or used (spec 2.6).
import { eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { purgeUploadedFiles } from '../../server/batch/upload.js';
import { purgeOldRecords } from '../../server/housekeeping.js';
import { createLogger } from '../../server/logger.js';
import { insertBatch, purgeExpiredBatches } from '../../server/storage/batches.js';
import { batchItems, batches, uploadedFiles, verifications, webhookEvents } from '../../server/storage/schema.js';
import { insertUploadedFile } from '../../server/storage/uploaded-files.js';
import { enqueueWebhookEvent } from '../../server/storage/webhook-events.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../helpers/database.js';

const DAY = 24 * 60 * 60_000;
const RETENTION_DAYS = 30;
const at = (ms: number) => new Date(ms).toISOString();

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestDatabase;
  let organizationId: string;
  beforeEach(async () => {
    t = await openTestDatabase({ backend });
    organizationId = (await t.createOrg()).organization.id;
  });
  afterEach(() => t.close());

  const purgeOld = () => purgeOldRecords({ db: t.db, clock: t.clock, logger: createLogger('silent'), config: { retentionDays: RETENTION_DAYS } });
  const idsOf = async (table: typeof verifications | typeof webhookEvents | typeof batches | typeof batchItems | typeof uploadedFiles) =>
    (await t.db.select({ id: table.id }).from(table)).map((r) => r.id).sort();

  function verification(id: string, status: 'pending' | 'processing' | 'completed' | 'escalated', createdAt: number) {
    return {
      id,
      organizationId,
      status,
      content: `claim ${id}`,
      methods: { semantic: 1 },
      createdAt: at(createdAt),
      ...(status === 'escalated' ? { escalationId: `esc_${id}`, escalationStatus: 'pending' as const } : {}),
    };
  }

  async function event(id: string, status: 'pending' | 'delivered' | 'failed', createdAt: number) {
    await enqueueWebhookEvent(t.db, { id, organizationId, type: 'verification.completed', url: 'http://127.0.0.1:9/hook', payload: '{}', subjectId: `ver_${id}`, createdAt: new Date(createdAt) });
    if (status !== 'pending') await t.db.update(webhookEvents).set({ status }).where(eq(webhookEvents.id, id));
  }

  describe('retention (purge-old-records)', () => {
    it('deletes finished verifications and delivered or failed events older than RETENTION_DAYS; keeps the rest', async () => {
      const now = t.clock.now().getTime();
      const cutoff = now - RETENTION_DAYS * DAY;
      await t.db.insert(verifications).values([
        verification('ver_completed_past', 'completed', cutoff - 1),
        verification('ver_escalated_past', 'escalated', cutoff - 1),
        verification('ver_completed_at_cutoff', 'completed', cutoff),
        // Pending work is never purged, however old (a queue that fell behind must not lose requests).
        verification('ver_pending_old', 'pending', cutoff - 365 * DAY),
        verification('ver_processing_old', 'processing', cutoff - 365 * DAY),
      ]);
      await event('evt_delivered_past', 'delivered', cutoff - 1);
      await event('evt_failed_past', 'failed', cutoff - 1);
      await event('evt_delivered_at_cutoff', 'delivered', cutoff);
      await event('evt_pending_old', 'pending', cutoff - 365 * DAY);

      expect(await purgeOld()).toEqual({ verifications: 2, webhookEvents: 2 });
      expect(await idsOf(verifications)).toEqual(['ver_completed_at_cutoff', 'ver_pending_old', 'ver_processing_old']);
      expect(await idsOf(webhookEvents)).toEqual(['evt_delivered_at_cutoff', 'evt_pending_old']);

      // A millisecond later on the clock the rows created at the cutoff are past it too.
      t.clock.advance(1);
      expect(await purgeOld()).toEqual({ verifications: 1, webhookEvents: 1 });
      expect(await idsOf(verifications)).toEqual(['ver_pending_old', 'ver_processing_old']);
    });

    it('deletes every finished row past retention, more than one chunk of them', async () => {
      const old = t.clock.now().getTime() - (RETENTION_DAYS + 1) * DAY;
      const rows = Array.from({ length: 501 }, (_, i) => verification(`ver_${String(i).padStart(3, '0')}`, 'completed', old));
      for (let i = 0; i < rows.length; i += 100) await t.db.insert(verifications).values(rows.slice(i, i + 100));
      expect(await purgeOld()).toEqual({ verifications: 501, webhookEvents: 0 });
      expect(await idsOf(verifications)).toEqual([]);
    });
  });

  describe('purge-expired-batches', () => {
    async function batch(id: string, status: 'processing' | 'completed', expiresAt: number) {
      const createdAt = at(expiresAt - 30 * DAY);
      await insertBatch(
        t.db,
        { id, organizationId, name: id, inputFormat: 'inline', status, methodsConfig: { semantic: 1 }, totalItems: 1, createdAt, expiresAt: at(expiresAt) },
        [{ id: `itm_${id}`, batchId: id, organizationId, itemIndex: 0, content: 'x', status: status === 'completed' ? 'completed' : 'queued', createdAt }],
      );
    }

    it('deletes the batches whose expiresAt has come, with their items, and keeps those a millisecond short of it', async () => {
      const now = t.clock.now().getTime();
      await batch('bat_expired', 'completed', now);
      await batch('bat_expires_next', 'completed', now + 1);
      expect(await purgeExpiredBatches(t.db, t.clock.now())).toBe(1);
      expect(await idsOf(batches)).toEqual(['bat_expires_next']);
      expect(await idsOf(batchItems)).toEqual(['itm_bat_expires_next']);
      t.clock.advance(1);
      expect(await purgeExpiredBatches(t.db, t.clock.now())).toBe(1);
      expect(await idsOf(batchItems)).toEqual([]);
    });
  });

  describe('purge-uploaded-files', () => {
    let folder: string;
    beforeEach(() => {
      folder = mkdtempSync(join(tmpdir(), 'verity-purge-'));
    });
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    async function file(id: string, expiresAt: number, used: boolean): Promise<string> {
      const path = join(folder, id);
      writeFileSync(path, 'content\nx\n');
      await insertUploadedFile(t.db, {
        id,
        organizationId,
        originalFileName: `${id}.csv`,
        format: 'csv',
        path,
        sizeBytes: 10,
        itemCount: 1,
        validationErrors: [],
        message: 'Parsed 1 valid item.',
        createdAt: at(expiresAt - 60 * 60_000),
        expiresAt: at(expiresAt),
        ...(used ? { usedAt: at(expiresAt - 30 * 60_000), usedByBatchId: 'bat_x' } : {}),
      });
      return path;
    }

    it('deletes files that expired or were used, stored items and rows; keeps an unused file still in its hour', async () => {
      const now = t.clock.now().getTime();
      const expired = await file('f-expired', now, false);
      const used = await file('f-used', now + 30 * 60_000, true);
      const fresh = await file('f-fresh', now + 1, false);
      expect(await purgeUploadedFiles({ db: t.db, clock: t.clock })).toBe(2);
      expect(await idsOf(uploadedFiles)).toEqual(['f-fresh']);
      expect([existsSync(expired), existsSync(used), existsSync(fresh)]).toEqual([false, false, true]);
    });
  });
});
