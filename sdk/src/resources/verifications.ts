import type { ApiCaller } from '../core/api-caller.js';
import { PagePromise, VerificationPage, type PageQuery } from '../core/pagination.js';
import type { RequestOptions } from '../core/transport.js';
import { waitForVerification, type WaitOptions } from '../lib/polling.js';
import type { FinishedVerification, Verification, VerificationListParams, VerificationPending, VerifyParams } from '../types.js';

/** Slack added to a verification's own `options.timeout` so the HTTP call outlives the server's budget. */
const SERVER_TIMEOUT_SLACK_MS = 10_000;

/** `client.verify`: `POST /v1/verify`, `GET /v1/verify` and `GET /v1/verify/{id}`. */
export class Verifications {
  readonly #client: ApiCaller;

  constructor(client: ApiCaller) {
    this.#client = client;
  }

  /**
   * Verifies a claim. Without `webhookUrl` the answer is the finished verification (`completed` or
   * `escalated`); with it, the `pending` record (poll with `waitFor`, or receive the webhook).
   * Carries an automatic Idempotency-Key, so retries never verify (or charge) twice.
   */
  create(body: VerifyParams, options: RequestOptions = {}): Promise<FinishedVerification | VerificationPending> {
    // A request may give the server up to `options.timeout` (max 300000 ms) per verification;
    // the client's own timeout must not cut it short.
    const serverBudget = body.options?.timeout;
    const timeout = options.timeout ?? (serverBudget === undefined ? undefined : Math.max(this.#client.timeout, serverBudget + SERVER_TIMEOUT_SLACK_MS));
    const callOptions = timeout === undefined ? options : { ...options, timeout };
    return this.#client.call('createVerification', callOptions, (fetch) =>
      this.#client.api.POST('/v1/verify', {
        body,
        fetch,
      }),
    );
  }

  /**
   * Lists the organization's verifications, newest first, optionally filtered. `await` it for one
   * page; `for await` it for every verification, following `pagination.nextCursor` so verifications
   * created during the walk never make it skip or repeat one:
   *
   *     for await (const v of client.verify.list({ decision: 'escalate' })) console.log(v.id);
   */
  list(params: VerificationListParams = {}, options: RequestOptions = {}): PagePromise<VerificationPage, Verification> {
    const load = async (query: PageQuery): Promise<VerificationPage> => {
      const body = await this.#client.call('listVerifications', options, (fetch) =>
        this.#client.api.GET('/v1/verify', { params: { query }, fetch }),
      );
      return new VerificationPage(body, load, query);
    };
    return new PagePromise(() => load(params));
  }

  /** Gets a verification in the shape of its current state (narrow on `status`). */
  get(id: string, options: RequestOptions = {}): Promise<Verification> {
    return this.#client.call('getVerification', options, (fetch) =>
      this.#client.api.GET('/v1/verify/{id}', { params: { path: { id } }, fetch }),
    );
  }

  /** Polls until the verification is `completed` or `escalated`; see `waitForVerification`. */
  waitFor(id: string, options: WaitOptions = {}): Promise<FinishedVerification> {
    return waitForVerification({ verify: this }, id, options);
  }
}
