// What http/ is given (issue 24): the services, one per resource, each made once at the
// composition root (server/app.ts) from the storage port, the clock, the logger, the engine and
// the job runner; and what every request needs besides (the clock for request ids, the logger,
// metrics and tracer). No database, no job runner, no engine threads: http/ turns requests into
// service calls and their results into responses (STYLE habits 10 and 12; .dependency-cruiser.cjs
// keeps this file and http/ clear of storage).
import type { AccountService } from './accounts/service.js';
import type { BatchService } from './batch/service.js';
import type { UploadService } from './batch/upload.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { EscalationService } from './escalations/service.js';
import type { IdempotencyService } from './idempotency/service.js';
import type { Logger } from './logger.js';
import type { StatusService } from './status/service.js';
import type { Telemetry } from './telemetry/spans.js';
import type { VerificationService } from './verifications/service.js';

export interface AppDeps {
  verifications: VerificationService;
  batches: BatchService;
  uploads: UploadService;
  escalations: EscalationService;
  status: StatusService;
  /** Keys, rate limits and failed authentications: what runs before any operation. */
  accounts: AccountService;
  /** Idempotency-Key on creating POSTs. */
  idempotency: IdempotencyService;
  clock: Clock;
  logger: Logger;
  /** The app's metrics registry and, when tracing is on, its tracer (issue 25; README "Operating"). */
  telemetry: Telemetry;
  /** Where generated/ and web/ are: the published reference and the review page are served from them. */
  config: Pick<Config, 'rootDir'>;
}
