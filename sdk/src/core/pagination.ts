// Offset pagination (spec 4.1: `limit`, `offset`, `{pagination: {total, limit, offset, hasMore}}`),
// after openai-node src/core/pagination.ts: a list call returns a PagePromise that `await`s to one
// page and `for await`s over every item of every page. Lists that give `pagination.nextCursor`
// (GET /v1/verify) are followed by cursor instead (CursorPage), so a walk never skips or repeats
// an item while new ones are created.
import type { BatchItem, BatchResultsSummary, BatchSummary, CursorPagination, EscalationRecord, Pagination, Verification } from '../types.js';

/** The query every page request takes. */
export interface PageQuery {
  limit?: number;
  offset?: number;
  /** The cursor of a list that has one: the previous page's `pagination.nextCursor`. */
  after?: string;
}

/** Fetches the page at a given query; each page keeps it to fetch the next. */
export type PageLoader<P> = (query: PageQuery) => Promise<P>;

/** One page of a list, async-iterable over its own items and every item of the pages after it. */
export abstract class AbstractPage<Item> implements AsyncIterable<Item> {
  readonly pagination: Pagination;
  readonly #load: PageLoader<this>;
  readonly #query: PageQuery;

  protected constructor(pagination: Pagination, load: PageLoader<AbstractPage<Item>>, query: PageQuery) {
    this.pagination = pagination;
    this.#load = load as PageLoader<this>;
    this.#query = query;
  }

  /** The items of this page. */
  abstract getPaginatedItems(): Item[];

  /** True when another page follows (the server says `hasMore` and this page was not empty). */
  hasNextPage(): boolean {
    return this.pagination.hasMore && this.getPaginatedItems().length > 0;
  }

  /** The query of the next page: same filters and size, offset moved past this page's items. */
  nextPageQuery(): PageQuery {
    return { ...this.#query, offset: this.pagination.offset + this.getPaginatedItems().length };
  }

  /** Fetches the next page; throws when there is none (check `hasNextPage()` first). */
  async getNextPage(): Promise<this> {
    if (!this.hasNextPage()) throw new Error('No next page; check hasNextPage() first');
    return this.#load(this.nextPageQuery());
  }

  /** This page, then every following page. */
  async *iterPages(): AsyncGenerator<this, void, undefined> {
    let page: this = this;
    yield page;
    while (page.hasNextPage()) {
      page = await page.getNextPage();
      yield page;
    }
  }

  /** Every item of this page and of every following page. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.iterPages()) yield* page.getPaginatedItems();
  }
}

/**
 * A page of a list paged by cursor: the next page is asked for with `after` set to this page's
 * `pagination.nextCursor` (and no offset), so items created during a walk never shift it.
 */
export abstract class CursorPage<Item> extends AbstractPage<Item> {
  declare readonly pagination: CursorPagination;
  readonly #cursorQuery: PageQuery;

  protected constructor(pagination: CursorPagination, load: PageLoader<AbstractPage<Item>>, query: PageQuery) {
    super(pagination, load, query);
    this.#cursorQuery = query;
  }

  override hasNextPage(): boolean {
    return super.hasNextPage() && this.pagination.nextCursor !== null;
  }

  override nextPageQuery(): PageQuery {
    const { offset: _offset, ...rest } = this.#cursorQuery;
    return { ...rest, after: this.pagination.nextCursor ?? '' };
  }
}

/** A page of `GET /v1/verify`, newest first. */
export class VerificationPage extends CursorPage<Verification> {
  /** The verifications on this page, each in the shape of its state. */
  readonly data: Verification[];

  constructor(body: { data: Verification[]; pagination: CursorPagination }, load: PageLoader<VerificationPage>, query: PageQuery) {
    super(body.pagination, load as PageLoader<AbstractPage<Verification>>, query);
    this.data = body.data;
  }

  getPaginatedItems(): Verification[] {
    return this.data;
  }
}

/** A page of `GET /v1/batch`. */
export class BatchPage extends AbstractPage<BatchSummary> {
  /** The batches on this page, newest first. */
  readonly data: BatchSummary[];

  constructor(body: { data: BatchSummary[]; pagination: Pagination }, load: PageLoader<BatchPage>, query: PageQuery) {
    super(body.pagination, load as PageLoader<AbstractPage<BatchSummary>>, query);
    this.data = body.data;
  }

  getPaginatedItems(): BatchSummary[] {
    return this.data;
  }
}

/** A page of `GET /v1/escalations`. */
export class EscalationPage extends AbstractPage<EscalationRecord> {
  /** The escalations on this page, in the order asked for (`sort`). */
  readonly data: EscalationRecord[];

  constructor(body: { data: EscalationRecord[]; pagination: Pagination }, load: PageLoader<EscalationPage>, query: PageQuery) {
    super(body.pagination, load as PageLoader<AbstractPage<EscalationRecord>>, query);
    this.data = body.data;
  }

  getPaginatedItems(): EscalationRecord[] {
    return this.data;
  }
}

/** A page of `GET /v1/batch/{id}/results`. */
export class BatchResultsPage extends AbstractPage<BatchItem> {
  /** The batch's summary as of this page. */
  readonly batch: BatchResultsSummary;
  /** The items on this page, in input order. */
  readonly items: BatchItem[];

  constructor(
    body: { batch: BatchResultsSummary; items: BatchItem[]; pagination: Pagination },
    load: PageLoader<BatchResultsPage>,
    query: PageQuery,
  ) {
    super(body.pagination, load as PageLoader<AbstractPage<BatchItem>>, query);
    this.batch = body.batch;
    this.items = body.items;
  }

  getPaginatedItems(): BatchItem[] {
    return this.items;
  }
}

/**
 * The result of a list call: `await` it for the first page, or `for await` it for every item.
 * The request starts on first use, so iterating never leaves an unobserved rejected promise behind.
 */
export class PagePromise<P extends AbstractPage<Item>, Item> implements PromiseLike<P>, AsyncIterable<Item> {
  readonly #fetch: () => Promise<P>;
  #promise: Promise<P> | undefined;

  constructor(fetchFirstPage: () => Promise<P>) {
    this.#fetch = fetchFirstPage;
  }

  #page(): Promise<P> {
    this.#promise ??= this.#fetch();
    return this.#promise;
  }

  then<R1 = P, R2 = never>(
    onfulfilled?: ((page: P) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#page().then(onfulfilled, onrejected);
  }

  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<P | R> {
    return this.#page().catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<P> {
    return this.#page().finally(onfinally);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    const page = await this.#page();
    yield* page;
  }
}
