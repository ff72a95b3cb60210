// GET /v1/verify (issue 16; DECISIONS.md "Listing verifications"): the organization's
// verifications newest first, filtered, paged by offset or by an opaque cursor.
//
// The cursor is the list position of the last row of a page (its `createdAt` and id), base64url
// encoded: a keyset, not a row reference, so it stays valid when that row is purged and a walk by
// cursor never repeats or skips a row whatever is created meanwhile (Stripe's `starting_after`
// names an object instead, which breaks when the object goes).
import type { components } from '../../generated/api-types.js';
import { validationError } from '../errors.js';
import type { Db } from '../storage/db.js';
import type { Organization } from '../storage/organizations.js';
import { listVerifications as listRows, type ListPosition, type VerificationFilter } from '../storage/verifications.js';
import { renderVerification } from './render.js';

type Schemas = components['schemas'];

export interface ListVerificationsQuery {
  limit?: number | undefined;
  offset?: number | undefined;
  after?: string | undefined;
  status?: VerificationFilter['status'];
  verdict?: VerificationFilter['verdict'];
  decision?: VerificationFilter['decision'];
  createdAfter?: string | undefined;
  createdBefore?: string | undefined;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[a-z]{3}_[0-9A-Za-z]+$/;

/** The opaque cursor of a list position. */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; a cursor this server did not make is a `validation_error` on `after`. */
export function decodeCursor(cursor: string): ListPosition {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !id || !ISO.test(createdAt) || !ID.test(id)) {
    throw validationError([{ field: 'query.after', message: 'is not a cursor of this list: pass back pagination.nextCursor unchanged' }]);
  }
  return { createdAt, id };
}

/** A timestamp of the query as stored (UTC with milliseconds), so string comparison is time order. */
const asStored = (timestamp: string | undefined) => (timestamp === undefined ? undefined : new Date(timestamp).toISOString());

/** One page of the organization's verifications, each in the shape of its state. */
export async function listVerifications(deps: { db: Db }, org: Organization, query: ListVerificationsQuery): Promise<Schemas['VerificationList']> {
  const limit = query.limit ?? 20;
  const offset = query.offset ?? 0;
  if (query.after !== undefined && offset > 0) {
    throw validationError([{ field: 'query.offset', message: 'cannot be combined with after: page by cursor or by offset' }]);
  }
  const after = query.after === undefined ? undefined : decodeCursor(query.after);
  const filter: VerificationFilter = {
    status: query.status,
    verdict: query.verdict,
    decision: query.decision,
    createdAfter: asStored(query.createdAfter),
    createdBefore: asStored(query.createdBefore),
  };
  const { rows, hasMore, total } = await listRows(deps.db, org.id, filter, { limit, offset, after });
  const last = rows.at(-1);
  return {
    data: rows.map((row) => renderVerification(row)),
    pagination: {
      total,
      limit,
      offset,
      hasMore,
      nextCursor: hasMore && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
    },
  };
}
