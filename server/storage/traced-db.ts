// A span per database transaction (issue 25; README "Operating"), for the app's database when
// tracing is on (server/app.ts). Statements outside transactions are not traced one by one: a
// request makes a dozen, and the transactions are where the writes and the locks are.
//
// Like the pg instrumentation's `requireParentSpan`, a transaction is traced only inside a span
// (a request, a job, a webhook delivery): the job runner's idle polls claim in transactions every
// second, and would otherwise each start a trace of their own.
import { context, SpanKind, trace, type Tracer } from '@opentelemetry/api';
import { ATTR_DB_SYSTEM_NAME, DB_SYSTEM_NAME_VALUE_POSTGRESQL } from '@opentelemetry/semantic-conventions';
import { withSpan } from '../telemetry/spans.js';
import type { Db, Dialect } from './db.js';

/** `db` whose `transaction()` runs in a `db.transaction` span; everything else is `db`'s own. */
export function traceTransactions(db: Db, tracer: Tracer, dialect: Dialect): Db {
  // 'sqlite' is the semantic conventions' value; only PostgreSQL's is exported as stable.
  const attributes = { [ATTR_DB_SYSTEM_NAME]: dialect === 'postgres' ? DB_SYSTEM_NAME_VALUE_POSTGRESQL : 'sqlite' };
  const transaction: Db['transaction'] = (body, config) => {
    if (!trace.getSpan(context.active())) return db.transaction(body, config);
    return withSpan(tracer, 'db.transaction', { kind: SpanKind.CLIENT, attributes }, () => db.transaction(body, config));
  };
  return new Proxy(db, {
    get: (target, property) => (property === 'transaction' ? transaction : Reflect.get(target, property, target)),
  });
}
