// Spec 4.1: the page rules every list endpoint shares (`limit` default 20, `offset` default 0;
// the contract validates the ranges) and the `pagination` object of its answer.

/** The page a list query asks for, with the defaults filled in. */
export function pageOf(query: { limit?: number; offset?: number }): { limit: number; offset: number } {
  return { limit: query.limit ?? 20, offset: query.offset ?? 0 };
}

/** The `pagination` object of a page that returned `returned` of `total` matching items. */
export function pagination(page: { limit: number; offset: number }, returned: number, total: number) {
  return { total, limit: page.limit, offset: page.offset, hasMore: page.offset + returned < total };
}
