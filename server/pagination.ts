// Spec 4.1 page rules shared by the services that list by offset (batches, their items,
// escalations): `limit` (default 20) and `offset` (default 0); the contract has already checked
// their ranges. Verifications page by cursor as well (verifications/list.ts).

export interface PageRequest {
  limit: number;
  offset: number;
}

/** The page a query asks for, defaults filled in. */
export function pageOf(query: { limit?: number | undefined; offset?: number | undefined }): PageRequest {
  return { limit: query.limit ?? 20, offset: query.offset ?? 0 };
}

/** The `pagination` object of a page of `returned` rows out of `total`. */
export function pagination(page: PageRequest, returned: number, total: number) {
  return { total, limit: page.limit, offset: page.offset, hasMore: page.offset + returned < total };
}
