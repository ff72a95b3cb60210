// Named aliases over the contract's generated types. Nothing here restates a model: every type is
// taken from `generated/api-types.ts` (openapi-typescript output of spec/*.tsp), so a contract
// change reaches the SDK by regeneration alone.
import type { components, operations, paths } from './generated/api-types.js';

export type { components, operations, paths };

type Schemas = components['schemas'];

// Records
export type Verification = Schemas['Verification'];
export type VerificationPending = Schemas['VerificationPending'];
export type VerificationProcessing = Schemas['VerificationProcessing'];
export type VerificationCompleted = Schemas['VerificationCompleted'];
export type VerificationEscalated = Schemas['VerificationEscalated'];
/** A verification in a final state for polling purposes (spec 3.1). */
export type FinishedVerification = VerificationCompleted | VerificationEscalated;
export type ParadigmResult = Schemas['ParadigmResult'];
export type Escalation = Schemas['Escalation'];
export type Batch = Schemas['Batch'];
export type BatchSummary = Schemas['BatchSummary'];
export type BatchItem = Schemas['BatchItem'];
export type BatchResults = Schemas['BatchResults'];
export type BatchResultsSummary = Schemas['BatchResultsSummary'];
export type BatchList = Schemas['BatchList'];
export type BatchAccepted = Schemas['BatchAccepted'];
export type BatchCancelled = Schemas['BatchCancelled'];
export type UploadedFile = Schemas['UploadedFile'];
export type ServiceStatus = Schemas['ServiceStatus'];
export type Pagination = Schemas['Pagination'];
export type RowError = Schemas['RowError'];
export type ErrorDetail = Schemas['ErrorDetail'];
export type WebhookEvent = Schemas['WebhookEvent'];
export type WebhookEventType = WebhookEvent['type'];

// Enumerations
export type Paradigm = Schemas['Paradigm'];
export type Verdict = Schemas['Verdict'];
export type Decision = Schemas['Decision'];
export type Plan = Schemas['Plan'];
export type BatchStatus = Schemas['BatchStatus'];
export type BatchItemStatus = Schemas['BatchItemStatus'];
export type FileFormat = Schemas['FileFormat'];
/** Every error object of the contract (`ValidationErrorObject`, `RateLimitedErrorObject`, …). */
type ErrorObject = { [K in keyof Schemas]: K extends `${string}ErrorObject` ? Schemas[K] : never }[keyof Schemas];
/** Every error code an operation of the contract can answer (the `code` of each error object). */
export type ErrorCode = ErrorObject extends { code: infer Code } ? Code : never;
export type MethodWeights = Schemas['MethodWeights'];

// Requests
//
// Two request-side corrections, both to how openapi-typescript 7 renders the 3.1 document, not to
// the contract itself:
// - `Context` and `Metadata` are `type: object` with `unevaluatedProperties`, which it renders as
//   `Record<string, never>`, so no context could be written at all; here they take the values the
//   contract allows (any JSON value; string metadata values).
// - Options with a `default` are rendered as required (its `defaultNonNullable`), which is right for
//   responses (the server fills them in) but would force callers to send every option.
// Everything else is the generated request type.

/** Free-form context, e.g. `{ domain: 'finance', evidence: ['…'] }` (contract `Context`). */
export type ContextParam = Record<string, unknown>;
/** Caller metadata echoed back: at most 50 keys, string values of at most 500 characters (contract `Metadata`). */
export type MetadataParam = Record<string, string>;
/** Verification options as sent: every field optional, the server applies the documented defaults. */
export type VerificationOptionsParam = Partial<Schemas['VerificationOptions']>;

/** The body of `POST /v1/verify` (contract `VerifyRequest`). */
export type VerifyParams = Omit<Schemas['VerifyRequest'], 'options' | 'context' | 'metadata'> & {
  options?: VerificationOptionsParam;
  context?: ContextParam;
  metadata?: MetadataParam;
};

/** One batch input item (contract `InputItem`). */
export type InputItemParam = Omit<Schemas['InputItem'], 'context'> & { context?: ContextParam };

type CreateBatchCommon = Omit<Schemas['CreateBatchRequest'], 'items' | 'fileId' | 'options' | 'context'> & {
  options?: VerificationOptionsParam;
  context?: ContextParam;
};

/**
 * The body of `POST /v1/batch` (contract `CreateBatchRequest`): exactly one of `items` (1 to 100
 * inline items) and `fileId` (from `batches.upload`), as the contract's description requires.
 */
export type CreateBatchParams = CreateBatchCommon &
  ({ items: InputItemParam[]; fileId?: never } | { fileId: string; items?: never });

/** Query of `GET /v1/batch`. */
export type BatchListParams = NonNullable<operations['listBatches']['parameters']['query']>;
/** Query of `GET /v1/batch/{id}/results`. */
export type BatchResultsParams = NonNullable<operations['getBatchResults']['parameters']['query']>;
