// Data access for uploaded batch files (spec 2.6, 4.6). The parsed items live in a file under
// UPLOAD_DIR; the row says where, whom it belongs to, when it expires and whether it was used.
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { first, type Db } from './db.js';
import { uploadedFiles } from './schema.js';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type NewUploadedFileRow = typeof uploadedFiles.$inferInsert;

export async function insertUploadedFile(db: Db, row: NewUploadedFileRow): Promise<UploadedFileRow> {
  return (await first(db.insert(uploadedFiles).values(row).returning()))!;
}

/**
 * Consumes a file for a batch in one statement (single use, spec 4.6): only an unused, unexpired
 * file of the organization matches, so of two concurrent creates exactly one gets the row.
 */
export function consumeUploadedFile(db: Db, input: { id: string; organizationId: string; batchId: string; now: Date }): Promise<UploadedFileRow | undefined> {
  const at = input.now.toISOString();
  return first(
    db
    .update(uploadedFiles)
    .set({ usedAt: at, usedByBatchId: input.batchId })
    .where(
      and(
        eq(uploadedFiles.id, input.id),
        eq(uploadedFiles.organizationId, input.organizationId),
        isNull(uploadedFiles.usedAt),
        gt(uploadedFiles.expiresAt, at),
      ),
    )
      .returning(),
  );
}

/** Files past their lifetime, or already used: their stored items are no longer needed. */
export function listDisposableFiles(db: Db, now: Date, limit = 500): Promise<Pick<UploadedFileRow, 'id' | 'path'>[]> {
  return db
    .select({ id: uploadedFiles.id, path: uploadedFiles.path })
    .from(uploadedFiles)
    .where(or(lte(uploadedFiles.expiresAt, now.toISOString()), isNotNull(uploadedFiles.usedAt)))
    .limit(limit);
}

export async function deleteUploadedFile(db: Db, id: string): Promise<void> {
  await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
}
