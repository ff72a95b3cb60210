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
/** An escalation as its own resource (`GET /v1/escalations/{id}`), with its verification. */
export type EscalationRecord = Schemas['EscalationRecord'];
export type EscalationList = Schemas['EscalationList'];
/** A reviewer's decision, recorded beside the methods' result. */
export type Review = Schemas['Review'];
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
export type CursorPagination = Schemas['CursorPagination'];
export type VerificationList = Schemas['VerificationList'];
export type VerificationStatus = Schemas['VerificationStatus'];
export type Metadata = Schemas['Metadata'];
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
export type EscalationStatus = Schemas['EscalationStatus'];
export type EscalationPriority = Schemas['EscalationPriority'];
export type EscalationReason = Schemas['EscalationReason'];
export type ReviewDecision = Schemas['ReviewDecision'];
/** Every error object of the contract (`ValidationErrorObject`, `RateLimitedErrorObject`, …). */
type ErrorObject = { [K in keyof Schemas]: K extends `${string}ErrorObject` ? Schemas[K] : never }[keyof Schemas];
/** Every error code an operation of the contract can answer (the `code` of each error object). */
export type ErrorCode = ErrorObject extends { code: infer Code } ? Code : never;
export type MethodWeights = Schemas['MethodWeights'];

// Requests

/** The body of `POST /v1/verify`. */
export type VerifyParams = Schemas['VerifyRequest'];
/** Verification options; every field is optional and the server applies the documented defaults. */
export type VerificationOptions = Schemas['VerificationOptions'];
/** One batch input item. */
export type InputItem = Schemas['InputItem'];

/**
 * The body of `POST /v1/batch`: the contract's `CreateBatchRequest`, with its documented rule
 * "exactly one of `items` and `fileId`" made a type, so giving neither or both fails to compile.
 */
export type CreateBatchParams = Omit<Schemas['CreateBatchRequest'], 'items' | 'fileId'> &
  (
    | { items: NonNullable<Schemas['CreateBatchRequest']['items']>; fileId?: never }
    | { fileId: NonNullable<Schemas['CreateBatchRequest']['fileId']>; items?: never }
  );

/** The multipart form of `POST /v1/batch/upload` as the contract types it. */
export type UploadForm = operations['uploadBatchFile']['requestBody']['content']['multipart/form-data'];

/** Query of `GET /v1/batch`. */
export type BatchListParams = NonNullable<operations['listBatches']['parameters']['query']>;
/** Query of `GET /v1/batch/{id}/results` as a JSON page (`downloadResults` gives the files). */
export type BatchResultsParams = Omit<NonNullable<operations['getBatchResults']['parameters']['query']>, 'format' | 'bom'>;
/** The file formats of `GET /v1/batch/{id}/results`. */
export type ResultsFileFormat = Exclude<Schemas['ResultsFormat'], 'json'>;
/**
 * Query of `batches.downloadResults`: the file format, an optional item status filter and, for CSV,
 * `bom: true` to start the file with a UTF-8 byte order mark (what Excel needs to read UTF-8).
 */
export type DownloadResultsParams = { format: 'csv'; status?: BatchItemStatus; bom?: boolean } | { format: 'jsonl'; status?: BatchItemStatus };
/** Query of `GET /v1/verify`. */
export type VerificationListParams = NonNullable<operations['listVerifications']['parameters']['query']>;

/** Query of `GET /v1/escalations`. */
export type EscalationListParams = NonNullable<operations['listEscalations']['parameters']['query']>;
/** The body of `POST /v1/escalations/{id}/resolve`. */
export type ResolveEscalationParams = Schemas['ResolveEscalationRequest'];
