// Receives Verity webhooks, verifies each delivery's signature with the SDK and prints the event.
//
//   VERITY_WEBHOOK_SECRET=whsec_… npx tsx examples/webhook-receiver.ts [--once]
//
// The secret is the organization's: `npm run --silent admin -- org webhook-secret --org <id>`.
// Listens on 127.0.0.1:PORT (default 3000; PORT=0 picks a free port) and prints the address.
// `--once` (or WEBHOOK_EXIT_AFTER_FIRST=1) exits after the first verified event.
// A local server delivers to 127.0.0.1 only with WEBHOOK_ALLOW_PRIVATE=1.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, WebhookVerificationError, type WebhookEvent } from '@verity/sdk';

const secret = process.env.VERITY_WEBHOOK_SECRET;
if (!secret) {
  console.error('Set VERITY_WEBHOOK_SECRET to the organization webhook secret (whsec_…).');
  process.exit(2);
}
const once = process.argv.includes('--once') || process.env.WEBHOOK_EXIT_AFTER_FIRST === '1';
const port = Number(process.env.PORT ?? 3000);
const seen = new Set<string>();

const server = createServer(async (req, res) => {
  if (req.method !== 'POST') return void res.writeHead(405).end();
  // Verify the raw bytes as received: re-serialized JSON would not match the signature.
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let event: WebhookEvent;
  try {
    event = verifyWebhook(Buffer.concat(chunks), req.headers, secret);
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    console.error(`Rejected a delivery: ${error.message}`);
    return void res.writeHead(400).end();
  }
  // Answer 2xx quickly; a redelivery reuses the event id, so deduplicate on it.
  res.writeHead(204).end();
  if (seen.has(event.id)) return;
  seen.add(event.id);
  printEvent(event);
  if (once) server.close();
});

server.listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`Listening on http://127.0.0.1:${actual}/`);
});

function printEvent(event: WebhookEvent): void {
  console.log(`Event ${event.id}: ${event.type}`);
  switch (event.type) {
    case 'verification.completed':
      console.log(`  ${event.data.id}: ${event.data.verdict} (${event.data.confidence.toFixed(2)}), decision ${event.data.decision}`);
      break;
    case 'verification.escalated':
      console.log(`  ${event.data.id}: escalated for review (${event.data.escalation.reason}, ${event.data.escalation.priority} priority)`);
      break;
    case 'batch.completed':
    case 'batch.cancelled':
      console.log(`  ${event.data.id}: ${event.data.status}, ${event.data.processedItems}/${event.data.totalItems} processed`);
      break;
    case 'escalation.resolved':
      console.log(`  ${event.data.id}: resolved, ${event.data.review?.decision}${event.data.review?.reviewer ? ` by ${event.data.review.reviewer}` : ''} (verification ${event.data.verificationId})`);
      break;
    case 'escalation.expired':
      console.log(`  ${event.data.id}: expired unresolved at ${event.data.expiredAt} (verification ${event.data.verificationId})`);
      break;
  }
}
