import type { ApiCaller } from '../core/api-caller.js';
import { BatchPage, BatchResultsPage, PagePromise, type PageQuery } from '../core/pagination.js';
import type { RequestOptions } from '../core/transport.js';
import { toNamedBlob, type Uploadable, type UploadFileOptions } from '../core/uploads.js';
import { waitForBatch, type WaitForBatchOptions } from '../lib/polling.js';
import type {
  Batch,
  BatchAccepted,
  BatchCancelled,
  BatchItem,
  BatchListParams,
  BatchResults,
  BatchResultsParams,
  DownloadResultsParams,
  BatchSummary,
  CreateBatchParams,
  UploadedFile,
  UploadForm,
} from '../types.js';

/** `client.batches`: the `/v1/batch` endpoints (Pro and Enterprise plans). */
export class Batches {
  readonly #client: ApiCaller;

  constructor(client: ApiCaller) {
    this.#client = client;
  }

  /**
   * Creates a batch from inline `items` or an uploaded `fileId`. Throws BatchValidationError (with
   * `batchId` and `validationErrors`) when rows fail validation, QuotaExceededError on the Free plan.
   */
  create(body: CreateBatchParams, options: RequestOptions = {}): Promise<BatchAccepted> {
    return this.#client.call('createBatch', options, (fetch) =>
      this.#client.api.POST('/v1/batch', {
        body,
        fetch,
      }),
    );
  }

  /**
   * Lists batches, newest first. `await` it for one page; `for await` it for every batch:
   *
   *     for await (const batch of client.batches.list({ status: 'completed' })) console.log(batch.id);
   */
  list(params: BatchListParams = {}, options: RequestOptions = {}): PagePromise<BatchPage, BatchSummary> {
    const load = async (query: PageQuery): Promise<BatchPage> => {
      const body = await this.#client.call('listBatches', options, (fetch) =>
        this.#client.api.GET('/v1/batch', { params: { query: { ...params, ...query } }, fetch }),
      );
      return new BatchPage(body, load, { ...params, ...query });
    };
    return new PagePromise(() => load(params));
  }

  /** Gets a batch. */
  get(id: string, options: RequestOptions = {}): Promise<Batch> {
    return this.#client.call('getBatch', options, (fetch) =>
      this.#client.api.GET('/v1/batch/{id}', { params: { path: { id } }, fetch }),
    );
  }

  /**
   * Pages through a batch's items in input order, optionally filtered by item `status`. `await` it
   * for one page (with the batch summary); `for await` it for every item.
   */
  results(id: string, params: BatchResultsParams = {}, options: RequestOptions = {}): PagePromise<BatchResultsPage, BatchItem> {
    const load = async (query: PageQuery): Promise<BatchResultsPage> => {
      const body = await this.#client.call('getBatchResults', options, (fetch) =>
        this.#client.api.GET('/v1/batch/{id}/results', { params: { path: { id }, query: { ...params, ...query } }, fetch }),
      );
      // Without `format` or a file `Accept` the answer is the JSON page; files are downloadResults'.
      return new BatchResultsPage(body as BatchResults, load, { ...params, ...query });
    };
    return new PagePromise(() => load(params));
  }

  /**
   * Downloads every item of a batch (optionally of one `status`) as a file: `jsonl` (JSON Lines, one
   * BatchItem per line) or `csv` (the BatchItem fields plus `reasoning`, `firstFalseStep` and
   * `firstFalseStepStart`; `bom: true` for Excel). Returns the response, whose body streams as the
   * server writes it:
   *
   *     const res = await client.batches.downloadResults(id, { format: 'csv', bom: true });
   *     await pipeline(Readable.fromWeb(res.body!), createWriteStream('results.csv'));
   */
  downloadResults(id: string, params: DownloadResultsParams, options: RequestOptions = {}): Promise<Response> {
    return this.#client.call('getBatchResults', options, async (fetch) => {
      const result = await this.#client.api.GET('/v1/batch/{id}/results', { params: { path: { id }, query: params }, parseAs: 'stream', fetch });
      return { ...result, data: result.response };
    });
  }

  /** Cancels a pending or processing batch. Throws CannotCancelError when it is already final. */
  cancel(id: string, options: RequestOptions = {}): Promise<BatchCancelled> {
    return this.#client.call('cancelBatch', options, (fetch) =>
      this.#client.api.POST('/v1/batch/{id}/cancel', { params: { path: { id } }, fetch }),
    );
  }

  /**
   * Uploads a CSV or JSON batch file (at most 10 MB) and returns its single-use `fileId`, valid one
   * hour: pass it to `create({ fileId, methods })`. `file` is a path, a Blob/File, or bytes (give
   * `filename` or `format` with bytes). Throws UploadParseError when the file cannot be parsed.
   */
  async upload(file: Uploadable, options: UploadFileOptions & RequestOptions = {}): Promise<UploadedFile> {
    const { filename: _filename, format, ...requestOptions } = options;
    const named = await toNamedBlob(file, options);
    return this.#client.call('uploadBatchFile', requestOptions, (fetch) =>
      this.#client.api.POST('/v1/batch/upload', {
        // openapi-typescript types a binary part as `string`; what travels is the Blob the
        // serializer below appends with its file name.
        body: (format === undefined ? { file: named.blob } : { file: named.blob, format }) as unknown as UploadForm,
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', named.blob, named.filename);
          if (format !== undefined) form.append('format', format);
          return form;
        },
        fetch,
      }),
    );
  }

  /** Polls until the batch is `completed`, `failed` or `cancelled`; see `waitForBatch`. */
  waitFor(id: string, options: WaitForBatchOptions = {}): Promise<Batch> {
    return waitForBatch({ batches: this }, id, options);
  }
}
