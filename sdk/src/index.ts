// @verity/sdk: the Verity API client. See README.md.
export { Verity, DEFAULT_BASE_URL, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT, type ClientOptions } from './client.js';
export { Verity as default } from './client.js';
export { VERSION } from './version.js';
export * from './core/errors.js';
export { AbstractPage, BatchPage, BatchResultsPage, CursorPage, EscalationPage, PagePromise, VerificationPage, type PageQuery } from './core/pagination.js';
export { newIdempotencyKey, type Fetch, type RequestOptions } from './core/transport.js';
export type { Uploadable, UploadFileOptions } from './core/uploads.js';
export { waitForBatch, waitForVerification, type BatchProgress, type WaitForBatchOptions, type WaitOptions } from './lib/polling.js';
export { verifyWebhook, Webhooks, type WebhookHeaders } from './lib/webhooks.js';
export { Batches } from './resources/batches.js';
export { Escalations } from './resources/escalations.js';
export { Verifications } from './resources/verifications.js';
export type * from './types.js';
