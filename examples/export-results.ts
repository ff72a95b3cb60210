// Lists your latest verifications and saves a batch's results as a CSV file (issue 16).
//
//   VERITY_API_KEY=vrt_live_… npx tsx examples/export-results.ts [BATCH_ID [results.csv]]
//
// Without a batch id it only lists. The listing follows the server's cursor, so verifications
// created meanwhile never make it skip or repeat one. VERITY_BASE_URL defaults to http://127.0.0.1:8080.
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Verity, VerityError } from '@verity/sdk';

const [batchId, out = 'results.csv'] = process.argv.slice(2);
const client = new Verity();

try {
  let shown = 0;
  for await (const verification of client.verify.list({ limit: 10 })) {
    const decision = 'decision' in verification ? verification.decision : '-';
    console.log(`${verification.createdAt}  ${verification.id}  ${verification.status.padEnd(10)} ${decision}`);
    if (++shown === 10) break; // the latest ten; drop the break to walk the whole history
  }
  if (shown === 0) console.log('No verifications yet.');

  if (batchId !== undefined) {
    const file = await client.batches.downloadResults(batchId, { format: 'csv' });
    // Streamed to disk as the server writes it; cells that look like formulas arrive guarded with a leading '.
    await pipeline(Readable.fromWeb(file.body as WebReadableStream), createWriteStream(out));
    console.log(`Saved the results of ${batchId} to ${out}`);
  }
} catch (error) {
  if (!(error instanceof VerityError)) throw error;
  console.error(`Failed: ${error.message}${error.code ? ` (${error.code})` : ''}`);
  process.exitCode = 1;
}
