// Runs a batch from a CSV file: upload, create, a progress bar while it runs, then a summary.
//
//   VERITY_API_KEY=vrt_live_… npx tsx examples/batch-from-csv.ts [file.csv]
//
// The file defaults to examples/claims.csv (columns: content, context.domain, idempotencyKey).
// Batches need the Pro or Enterprise plan. VERITY_BASE_URL defaults to http://127.0.0.1:8080.
import { join } from 'node:path';
import { Verity, VerityError, type BatchItem, type BatchProgress } from '@verity/sdk';

const file = process.argv[2] ?? join(import.meta.dirname, 'claims.csv');
const client = new Verity();
let lastShown = -1; // the processed count last printed

try {
  const uploaded = await client.batches.upload(file); // the format comes from the extension
  console.log(`Uploaded ${uploaded.originalFileName}: ${uploaded.itemCount} claims (file ${uploaded.fileId})`);
  for (const problem of uploaded.validationErrors) console.log(`  row ${problem.row}: ${problem.error}`);

  const batch = await client.batches.create({ fileId: uploaded.fileId, methods: { reasoning: 1, semantic: 0.5 }, name: 'examples/batch-from-csv' });
  console.log(`Batch ${batch.id} accepted: ${batch.totalItems} items`);

  const done = await client.batches.waitFor(batch.id, { intervalMs: 500, onProgress: showProgress });
  if (process.stdout.isTTY) process.stdout.write('\n');
  console.log(`Batch ${done.status}: ${done.successCount} succeeded, ${done.failureCount} failed, ${done.totalCostCents.toFixed(2)}¢`);

  const items: BatchItem[] = [];
  for await (const item of client.batches.results(batch.id)) items.push(item); // every page
  printSummary(items);
} catch (error) {
  if (!(error instanceof VerityError)) throw error;
  console.error(`Batch failed: ${error.message}${error.code ? ` (${error.code})` : ''}`);
  if (error.requestId) console.error(`Request id: ${error.requestId}`);
  process.exitCode = 1;
}

/** Redraws one line on a terminal; elsewhere (a pipe, a log) prints a line when the count moves. */
function showProgress({ processedItems, totalItems, status }: BatchProgress): void {
  if (!process.stdout.isTTY && processedItems === lastShown) return;
  lastShown = processedItems;
  const width = 30;
  const filled = totalItems === 0 ? width : Math.round((processedItems / totalItems) * width);
  const percent = totalItems === 0 ? 100 : Math.round((processedItems / totalItems) * 100);
  const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(percent).padStart(3)}% ${processedItems}/${totalItems} ${status}`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
  else console.log(line);
}

function printSummary(items: BatchItem[]): void {
  const count = (key: (item: BatchItem) => string | null | undefined) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(key(item) ?? '-', (counts.get(key(item) ?? '-') ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a.localeCompare(b));
  };
  console.log('');
  printTable(count((i) => i.verdict).map(([verdict, n]) => ({ verdict, items: n })));
  console.log('');
  printTable(count((i) => i.decision).map(([decision, n]) => ({ decision, items: n })));
  console.log('');
  const rows = items.map((item) => ({
    '#': item.itemIndex,
    content: item.content && item.content.length > 45 ? `${item.content.slice(0, 44)}…` : item.content,
    domain: typeof item.itemContext?.domain === 'string' ? item.itemContext.domain : '',
    status: item.status,
    verdict: item.verdict ?? '-',
    confidence: item.confidence === null ? '-' : item.confidence.toFixed(3), // 0.998 is not 1.00
    decision: item.decision ?? '-',
  }));
  printTable(rows);
}

/** A plain-text table, columns padded to their widest cell. */
function printTable(rows: Array<Record<string, string | number | null | undefined>>): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const cell = (value: unknown) => String(value ?? '');
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd();
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c]))));
}
