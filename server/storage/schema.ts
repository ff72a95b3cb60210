// The whole database schema, in one file, covering every resource of the interface spec so later
// features rarely need a migration. `npx drizzle-kit generate` turns changes here into a new
// migration under server/storage/migrations/ (commit it); the server applies pending migrations
// at start-up.
//
// Conventions:
// - Every timestamp is TEXT holding ISO 8601 UTC with milliseconds (`2026-11-21T20:42:00.000Z`),
//   written by the application from the injected clock; there are no SQL time defaults, so
//   SQLite's `YYYY-MM-DD HH:MM:SS` can never appear. ISO strings of one format sort as times.
// - JSON columns are TEXT in drizzle's json mode.
// - Money is in cents as REAL (offline methods cost fractions of a cent, DECISIONS.md "Offline cost").
// - Work queues are the rows themselves (verifications in `pending`, batch items in `queued`)
//   with lease columns (`claimed_at`, `lease_expires_at`, `attempts`), not a separate jobs
//   table: one row, one state, nothing to keep in step. A worker claims a row by moving it to
//   `processing` with a lease; rows whose lease expired are re-queued after a crash (issue 6).
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PLANS } from '../plans.js';

export const VERIFICATION_STATUSES = ['pending', 'processing', 'completed', 'escalated'] as const;
export const BATCH_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export const ITEM_STATUSES = ['pending', 'queued', 'processing', 'completed', 'failed', 'skipped'] as const;
export const WEBHOOK_EVENT_STATUSES = ['pending', 'delivered', 'failed'] as const;
/** DECISIONS.md "Escalation": `pending` and `in_review` are open; `resolved` and `expired` are final. */
export const ESCALATION_STATUSES = ['pending', 'in_review', 'resolved', 'expired'] as const;
export const REVIEW_DECISIONS = ['accept', 'reject'] as const;

export interface RowError {
  row: number;
  error: string;
}

export const organizations = sqliteTable('organizations', {
  id: text('id').primaryKey(), // org_…
  name: text('name').notNull(),
  plan: text('plan', { enum: PLANS }).notNull(),
  /** Per-organization override of the plan's monthly verification quota; null = plan default. */
  monthlyLimit: integer('monthly_limit'),
  /** Per-organization override of the plan's requests per minute; null = plan default. */
  rateLimit: integer('rate_limit'),
  /** Standard Webhooks signing secret, `whsec_<base64>`. */
  webhookSecret: text('webhook_secret').notNull(),
  /**
   * `options.escalation` of a request that gives none (issue 25; DECISIONS.md "Escalations on
   * demand"): `auto` escalates what the methods could not settle, `never` does not.
   */
  escalationDefault: text('escalation_default', { enum: ['auto', 'never'] }).notNull().default('auto'),
  createdAt: text('created_at').notNull(),
});

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(), // key_…
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The public start of the key (`vrt_live_` + 8 characters): shown in listings, used to find candidates. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    createdAt: text('created_at').notNull(),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('api_keys_prefix_idx').on(t.prefix), uniqueIndex('api_keys_hash_idx').on(t.keyHash)],
);

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** operationId: keys are scoped to organization and operation (DECISIONS.md "Idempotency"). */
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** Hex SHA-256 over method, path and the SHA-256 of the raw body. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
    statusCode: integer('status_code'),
    /** The response body exactly as sent, replayed byte for byte. */
    responseBody: text('response_body'),
    /** Response headers a replay must repeat (Content-Type, Location). */
    responseHeaders: text('response_headers', { mode: 'json' }).$type<Record<string, string>>(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.operation, t.key] }), index('idempotency_expires_idx').on(t.expiresAt)],
);

export const usage = sqliteTable(
  'usage',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Calendar month in UTC, `YYYY-MM`. */
    month: text('month').notNull(),
    /** Completed verifications this month (batch items included, cache hits excluded). */
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] })],
);

/**
 * Per-minute request counters shared by every process on one database (PostgreSQL, issue 15): one
 * row per subject and window, counted with an atomic upsert. On SQLite the limiter counts in
 * memory (one server process per file) and this table stays empty.
 */
export const rateLimitWindows = sqliteTable(
  'rate_limit_windows',
  {
    /** The organization id (or another subject the limiter counts). */
    subject: text('subject').notNull(),
    /** Start of the minute, ISO 8601. */
    windowStart: text('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subject, t.windowStart] }), index('rate_limit_windows_start_idx').on(t.windowStart)],
);

export const verifications = sqliteTable(
  'verifications',
  {
    id: text('id').primaryKey(), // ver_…
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull(),
    content: text('content').notNull(),
    /** Request: method name → weight. */
    methods: text('methods', { mode: 'json' }).notNull().$type<Record<string, number>>(),
    options: text('options', { mode: 'json' }).$type<Record<string, unknown>>(),
    context: text('context', { mode: 'json' }).$type<Record<string, unknown>>(),
    metadata: text('metadata', { mode: 'json' }).$type<Record<string, unknown>>(),
    webhookUrl: text('webhook_url'),
    /** Hex SHA-256 of the cache-relevant request (DECISIONS.md "Cache"); null when not cacheable. */
    cacheKey: text('cache_key'),
    verdict: text('verdict', { enum: ['true', 'false', 'uncertain'] }),
    confidence: real('confidence'),
    decision: text('decision', { enum: ['accept', 'refine', 'escalate', 'reject'] }),
    reasoning: text('reasoning'),
    paradigmResults: text('paradigm_results', { mode: 'json' }).$type<unknown[]>(),
    processingTimeMs: integer('processing_time_ms'),
    costCents: real('cost_cents').notNull().default(0),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    escalationId: text('escalation_id'), // esc_…
    escalationReason: text('escalation_reason'),
    escalationPriority: text('escalation_priority'),
    escalationDeadline: text('escalation_deadline'),
    escalationStatus: text('escalation_status', { enum: ESCALATION_STATUSES }),
    /** When the escalation closed: resolved by a reviewer (`resolved`) or its deadline passed (`expired`). */
    escalationClosedAt: text('escalation_closed_at'),
    /** The reviewer's decision on a resolved escalation (issue 16), beside the engine's `decision`. */
    reviewDecision: text('review_decision', { enum: REVIEW_DECISIONS }),
    /** The verdict the reviewer set in place of the engine's; null when kept. */
    reviewCorrectedVerdict: text('review_corrected_verdict', { enum: ['true', 'false', 'uncertain'] }),
    reviewNote: text('review_note'),
    reviewer: text('reviewer'),
    /** Set when a batch item produced this verification. */
    batchId: text('batch_id'),
    /** Queue bookkeeping for asynchronous (webhook) verifications. */
    attempts: integer('attempts').notNull().default(0),
    claimedAt: text('claimed_at'),
    leaseExpiresAt: text('lease_expires_at'),
    lastError: text('last_error'),
    createdAt: text('created_at').notNull(),
    completedAt: text('completed_at'),
  },
  (t) => [
    index('verifications_cache_idx').on(t.organizationId, t.cacheKey, t.createdAt, t.id),
    index('verifications_queue_idx').on(t.status, t.leaseExpiresAt),
    // Retention (storage/retention.ts) deletes by age.
    index('verifications_created_idx').on(t.createdAt),
    // GET /v1/escalations and GET/resolve by id, per organization; `esc_` ids sort by creation (issue 16).
    index('verifications_org_escalation_idx').on(t.organizationId, t.escalationId),
    // The expiry job reads the open escalations whose deadline passed.
    index('verifications_escalation_due_idx').on(t.escalationStatus, t.escalationDeadline),
    // GET /v1/verify walks an organization's verifications newest first (issue 16): read in this order from the index.
    index('verifications_org_created_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);

export const batches = sqliteTable(
  'batches',
  {
    id: text('id').primaryKey(), // bat_…
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inputFormat: text('input_format', { enum: ['inline', 'csv', 'json'] }).notNull(),
    originalFileName: text('original_file_name'),
    /** The uploaded file this batch consumed, if any. */
    fileId: text('file_id'),
    status: text('status', { enum: BATCH_STATUSES }).notNull(),
    totalItems: integer('total_items').notNull().default(0),
    processedItems: integer('processed_items').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    failureCount: integer('failure_count').notNull().default(0),
    methodsConfig: text('methods_config', { mode: 'json' }).notNull().$type<Record<string, number>>(),
    options: text('options', { mode: 'json' }).$type<Record<string, unknown>>(),
    context: text('context', { mode: 'json' }).$type<Record<string, unknown>>(),
    webhookUrl: text('webhook_url'),
    /** The caller's key/value pairs (issue 16), echoed wherever the batch is returned. */
    metadata: text('metadata', { mode: 'json' }).$type<Record<string, string>>(),
    /** Rows of the uploaded file dropped at upload (invalid, or beyond 100 items). */
    skippedCount: integer('skipped_count').notNull().default(0),
    /** The Idempotency-Key of the creating request, kept for support look-ups. */
    idempotencyKey: text('idempotency_key'),
    totalCostCents: real('total_cost_cents').notNull().default(0),
    totalInputTokens: integer('total_input_tokens').notNull().default(0),
    totalOutputTokens: integer('total_output_tokens').notNull().default(0),
    errorMessage: text('error_message'),
    validationErrors: text('validation_errors', { mode: 'json' }).$type<RowError[]>(),
    createdAt: text('created_at').notNull(),
    startedAt: text('started_at'),
    completedAt: text('completed_at'),
    cancelledAt: text('cancelled_at'),
    failedAt: text('failed_at'),
    /** Retention: the batch and its items are deleted at this time (DECISIONS.md: creation + 30 days). */
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [
    index('batches_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('batches_status_idx').on(t.status),
    index('batches_expires_idx').on(t.expiresAt),
  ],
);

export const batchItems = sqliteTable(
  'batch_items',
  {
    id: text('id').primaryKey(), // itm_…
    batchId: text('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    itemIndex: integer('item_index').notNull(),
    idempotencyKey: text('idempotency_key'),
    content: text('content').notNull(),
    itemContext: text('item_context', { mode: 'json' }).$type<Record<string, unknown>>(),
    status: text('status', { enum: ITEM_STATUSES }).notNull(),
    verificationId: text('verification_id'),
    verdict: text('verdict', { enum: ['true', 'false', 'uncertain'] }),
    confidence: real('confidence'),
    decision: text('decision', { enum: ['accept', 'refine', 'escalate', 'reject'] }),
    costCents: real('cost_cents').notNull().default(0),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    processingTimeMs: integer('processing_time_ms'),
    errorMessage: text('error_message'),
    /** Retries spent on this item (spec 2.5 `retryCount`). */
    retryCount: integer('retry_count').notNull().default(0),
    /** Times a worker claimed this item; more than one means a crash or retry re-ran it. */
    attempts: integer('attempts').notNull().default(0),
    claimedAt: text('claimed_at'),
    leaseExpiresAt: text('lease_expires_at'),
    createdAt: text('created_at').notNull(),
    completedAt: text('completed_at'),
  },
  (t) => [
    uniqueIndex('batch_items_position_idx').on(t.batchId, t.itemIndex),
    index('batch_items_batch_status_idx').on(t.batchId, t.status),
    index('batch_items_queue_idx').on(t.status, t.leaseExpiresAt),
    // claimNextItem takes the oldest queued item in this order: read from the index, not sorted (issue 8).
    index('batch_items_claim_order_idx').on(t.status, t.createdAt, t.batchId, t.itemIndex),
    index('batch_items_org_key_idx').on(t.organizationId, t.idempotencyKey),
  ],
);

export const uploadedFiles = sqliteTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(), // fileId: a UUID v4
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    originalFileName: text('original_file_name').notNull(),
    format: text('format', { enum: ['csv', 'json'] }).notNull(),
    /**
     * Where the parsed items are kept under UPLOAD_DIR (SQLite); null when they are kept in
     * `content` instead (PostgreSQL: processes on different machines share no disk, issue 15).
     */
    path: text('path'),
    /** The parsed items as JSON, when stored in the database. */
    content: text('content'),
    sizeBytes: integer('size_bytes').notNull(),
    itemCount: integer('item_count').notNull(),
    validationErrors: text('validation_errors', { mode: 'json' }).notNull().$type<RowError[]>(),
    message: text('message').notNull(),
    /** Rows dropped at upload (invalid, or valid beyond 100 items); becomes the batch's skippedCount. */
    skippedCount: integer('skipped_count').notNull().default(0),
    createdAt: text('created_at').notNull(),
    /** One hour after upload (spec 2.6). */
    expiresAt: text('expires_at').notNull(),
    /** Set atomically by the batch that consumed the file (single use). */
    usedAt: text('used_at'),
    usedByBatchId: text('used_by_batch_id'),
  },
  (t) => [index('uploaded_files_expires_idx').on(t.expiresAt)],
);

/** The webhook outbox: one row per event, redelivered under the same id until it succeeds or gives up. */
export const webhookEvents = sqliteTable(
  'webhook_events',
  {
    id: text('id').primaryKey(), // evt_…
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The exact JSON body sent on every attempt. */
    payload: text('payload').notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: WEBHOOK_EVENT_STATUSES }).notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: text('next_attempt_at'),
    /**
     * When the attempt in flight was claimed; null while none is (no attempt yet, or the last one
     * recorded). A claim and a scheduled retry are both `pending` with a later next_attempt_at: this
     * tells them apart, so a start on SQLite puts back a dead process's claims at once (issue 24).
     */
    claimedAt: text('claimed_at'),
    lastError: text('last_error'),
    lastStatusCode: integer('last_status_code'),
    /** The resource the event is about (ver_…/bat_…), for look-ups. */
    subjectId: text('subject_id'),
    createdAt: text('created_at').notNull(),
    deliveredAt: text('delivered_at'),
  },
  (t) => [
    index('webhook_events_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_events_subject_idx').on(t.subjectId),
    index('webhook_events_created_idx').on(t.createdAt),
    // One event per (subject, type): a verification finished twice still has one event id (outbox.ts enqueue).
    uniqueIndex('webhook_events_subject_type_idx').on(t.subjectId, t.type),
  ],
);
