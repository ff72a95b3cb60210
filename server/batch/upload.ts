// Uploading a batch file (spec 4.6, 2.6). The file is parsed at once; what is stored is the
// PARSED items as JSON, so a later create only reads back items that already passed the row rules.
// On SQLite they go under UPLOAD_DIR, in a file named from the fileId (the client's file name never
// reaches the file system: no path traversal). On PostgreSQL they go in the database row, because
// processes on different machines share no disk (issue 15): a batch created through one process
// reads a file uploaded through another.
import { randomUUID } from 'node:crypto';
import { rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { components } from '../../generated/api-types.js';
import { assertBatchAccess } from '../accounts/plan-limits.js';
import type { Clock } from '../clock.js';
import { ApiError, validationError } from '../errors.js';
import { newFileId } from '../ids.js';
import type { Logger } from '../logger.js';
import type { Db } from '../storage/db.js';
import type { Organization } from '../storage/organizations.js';
import { deleteUploadedFile, insertUploadedFile, listDisposableFiles } from '../storage/uploaded-files.js';
import type { FileFormat } from './input/detect-format.js';
import { parseBatchFile } from './input/parse-upload.js';

type Schemas = components['schemas'];

/** Spec 8 and DECISIONS.md: uploads of at most 10 MB, counted as 10 × 1024 × 1024 bytes. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Spec 2.6: an uploaded file can be used for one hour. */
export const FILE_LIFETIME_MS = 3_600_000;
/** The contract's limit on `originalFileName`. */
const MAX_FILE_NAME = 255;

export interface UploadDeps {
  db: Db;
  clock: Clock;
  /** Null when UPLOAD_DIR=off: file storage is not configured, and uploads answer 503. */
  uploadDir: string | null;
  /** Keep the parsed items in the database row instead of a file (PostgreSQL). */
  itemsInDatabase: boolean;
}

/** Throws unless uploads are possible for this organization: 402 on Free, 503 without file storage. */
function assertUploadAvailable(deps: Pick<UploadDeps, 'uploadDir'>, organization: Organization): void {
  assertBatchAccess(organization);
  if (deps.uploadDir === null) throw new ApiError('FILE_STORAGE_UNAVAILABLE');
}

/** Cuts a name to at most `max` UTF-16 units without splitting a surrogate pair. */
function truncateName(name: string, max: number): string {
  if (name.length <= max) return name;
  let cut = name.slice(0, max);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return cut;
}

/** What POST /v1/batch/upload did: stored the file, or found it unreadable (spec 4.6: nothing stored). */
export type UploadResult = { stored: Schemas['UploadedFile'] } | { unreadable: Omit<Schemas['UploadParseFailed'], 'requestId'> };

/** The upload service (issue 24: one service per resource, made at the composition root). */
export interface UploadService {
  /** Parses and stores an uploaded file (the form's `file` field) in the format given or detected. */
  upload(org: Organization, file: { fileName: string; bytes: Buffer } | undefined, format: FileFormat | undefined): Promise<UploadResult>;
  /** 402 on Free and 503 without file storage: answered before a complaint about the request itself. */
  assertAvailable(org: Organization): void;
}

export function createUploadService(deps: UploadDeps): UploadService {
  return {
    upload(org, file, format) {
      if (!file) throw validationError([{ field: 'file', message: 'is required: attach a file in this form field' }]);
      return storeUpload(deps, org, file, format);
    },
    assertAvailable: (org) => assertUploadAvailable(deps, org),
  };
}

/** Parses and stores an uploaded file; a file that cannot be parsed is returned as `unreadable` (400 body). */
async function storeUpload(
  deps: UploadDeps,
  organization: Organization,
  file: { fileName: string; bytes: Buffer },
  format: FileFormat | undefined,
): Promise<UploadResult> {
  assertUploadAvailable(deps, organization);
  if (file.bytes.byteLength > MAX_FILE_BYTES) {
    throw new ApiError('payload_too_large', { message: 'The file is larger than 10 MB (10,485,760 bytes).' });
  }
  const parsed = await parseBatchFile({ buffer: file.bytes, fileName: file.fileName, ...(format ? { format } : {}) });
  if (!parsed.ok) return { unreadable: { error: parsed.error, validationErrors: parsed.validationErrors } };

  const fileId = newFileId();
  const items = JSON.stringify(parsed.items);
  let path: string | null = null;
  if (!deps.itemsInDatabase) {
    path = join(deps.uploadDir!, `${fileId}.json`);
    // Written under a temporary name and renamed, so a crash never leaves a half-written file behind a row.
    const temporary = join(deps.uploadDir!, `.${fileId}.${randomUUID()}.tmp`);
    await writeFile(temporary, items, { mode: 0o600 });
    await rename(temporary, path);
  }

  const now = deps.clock.now();
  const originalFileName = truncateName(file.fileName === '' ? 'upload' : file.fileName, MAX_FILE_NAME);
  const row = await insertUploadedFile(deps.db, {
    id: fileId,
    organizationId: organization.id,
    originalFileName,
    format: parsed.format,
    path,
    content: deps.itemsInDatabase ? items : null,
    sizeBytes: file.bytes.byteLength,
    itemCount: parsed.items.length,
    validationErrors: parsed.validationErrors,
    message: parsed.message,
    // Issue 16 `skippedCount`: invalid rows and valid rows beyond the 100-item limit.
    skippedCount: parsed.validationErrors.length + (parsed.truncatedFrom === undefined ? 0 : parsed.truncatedFrom - parsed.items.length),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + FILE_LIFETIME_MS).toISOString(),
  });
  return {
    stored: {
      fileId: row.id,
      originalFileName: row.originalFileName,
      format: row.format,
      itemCount: row.itemCount,
      validationErrors: row.validationErrors,
      expiresAt: row.expiresAt,
      message: row.message,
    },
  };
}

/** Deletes the stored items of files that expired or were used, then their rows (periodic job). */
export async function purgeUploadedFiles(deps: Pick<UploadDeps, 'db' | 'clock'> & { logger?: Logger }): Promise<number> {
  const rows = await listDisposableFiles(deps.db, deps.clock.now());
  for (const row of rows) {
    try {
      if (row.path !== null) await unlink(row.path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
        deps.logger?.warn({ err, fileId: row.id }, 'could not delete an uploaded file');
        continue;
      }
    }
    await deleteUploadedFile(deps.db, row.id);
  }
  return rows.length;
}
