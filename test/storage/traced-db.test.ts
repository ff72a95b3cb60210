// server/storage/traced-db.ts (issue 25): with tracing on, the app's database is a proxy whose
// transactions are spans; it must stay the same database to every storage function on both back
// ends (dialectOf, SKIP LOCKED claims), and trace only transactions inside another span.
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../server/storage/db.js';
import { expireDueEscalation } from '../../server/storage/escalations.js';
import { countOrganizations } from '../../server/storage/organizations.js';
import { traceTransactions } from '../../server/storage/traced-db.js';
import { withSpan } from '../../server/telemetry/spans.js';
import { startTracing, type Tracing } from '../../server/telemetry/tracing.js';
import { BACKENDS, openTestDatabase } from '../helpers/database.js';
import { waitFor } from '../helpers/wait.js';

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
beforeAll(async () => {
  tracing = await startTracing({ version: 'test', spanProcessors: [new SimpleSpanProcessor({ exporter })] });
});
afterAll(() => tracing.shutdown());

describe.each(BACKENDS)('a traced database on %s', (backend) => {
  it('is the same database to storage functions, and makes a span per transaction inside a span only', async () => {
    const database = await openTestDatabase({ backend });
    try {
      const traced = traceTransactions(database.db, tracing.tracer, database.dialect);
      expect(dialectOf(traced)).toBe(backend);
      await database.createOrg();
      exporter.reset();

      await traced.transaction(async (tx) => countOrganizations(tx));
      expect(exporter.getFinishedSpans()).toEqual([]);

      const counted = await withSpan(tracing.tracer, 'parent', {}, async () => {
        // A claim with its dialect's SQL (FOR UPDATE SKIP LOCKED on PostgreSQL) outside, a read inside.
        await expireDueEscalation(traced, database.clock.now());
        return traced.transaction(async (tx) => countOrganizations(tx));
      });
      expect(counted).toBe(1);
      // The first spans are exported once the SDK's resource detection has finished.
      const parent = await waitFor(() => exporter.getFinishedSpans().find((span) => span.name === 'parent'), 5_000, 'the parent span');
      const spans = exporter.getFinishedSpans();
      const transactions = spans.filter((span) => span.name === 'db.transaction');
      expect(transactions.map((span) => [span.parentSpanContext?.spanId, span.attributes['db.system.name']])).toEqual([
        [parent.spanContext().spanId, backend === 'postgres' ? 'postgresql' : 'sqlite'],
      ]);
    } finally {
      await database.close();
    }
  });
});
