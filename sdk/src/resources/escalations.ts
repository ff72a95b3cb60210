import type { ApiCaller } from '../core/api-caller.js';
import { EscalationPage, PagePromise, type PageQuery } from '../core/pagination.js';
import type { RequestOptions } from '../core/transport.js';
import type { EscalationListParams, EscalationRecord, ResolveEscalationParams } from '../types.js';

/** `client.escalations`: the `/v1/escalations` endpoints (verifications escalated for human review). */
export class Escalations {
  readonly #client: ApiCaller;

  constructor(client: ApiCaller) {
    this.#client = client;
  }

  /**
   * Lists escalations, newest first (`sort: 'deadline'` for earliest deadline first), filtered by
   * `status`, `priority` and `reason`. `await` it for one page; `for await` it for every escalation:
   *
   *     for await (const e of client.escalations.list({ status: 'pending', sort: 'deadline' })) console.log(e.id, e.deadline);
   */
  list(params: EscalationListParams = {}, options: RequestOptions = {}): PagePromise<EscalationPage, EscalationRecord> {
    const load = async (query: PageQuery): Promise<EscalationPage> => {
      const body = await this.#client.call('listEscalations', options, (fetch) =>
        this.#client.api.GET('/v1/escalations', { params: { query: { ...params, ...query } }, fetch }),
      );
      return new EscalationPage(body, load, { ...params, ...query });
    };
    return new PagePromise(() => load(params));
  }

  /** Gets an escalation with its verification. Throws NotFoundError for another organization's. */
  get(id: string, options: RequestOptions = {}): Promise<EscalationRecord> {
    return this.#client.call('getEscalation', options, (fetch) =>
      this.#client.api.GET('/v1/escalations/{id}', { params: { path: { id } }, fetch }),
    );
  }

  /**
   * Records a reviewer's decision (`accept` or `reject`, optionally `correctedVerdict`, `note`,
   * `reviewer`): the escalation becomes `resolved` and its verification `completed` with `review`.
   * Throws EscalationAlreadyResolvedError or EscalationExpiredError (both EscalationClosedError)
   * when it is closed. Carries an automatic Idempotency-Key, so a retry never answers 409.
   */
  resolve(id: string, body: ResolveEscalationParams, options: RequestOptions = {}): Promise<EscalationRecord> {
    return this.#client.call('resolveEscalation', options, (fetch) =>
      this.#client.api.POST('/v1/escalations/{id}/resolve', { params: { path: { id } }, body, fetch }),
    );
  }
}
