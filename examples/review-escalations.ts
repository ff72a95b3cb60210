// Lists the organization's open escalations, earliest deadline first, or resolves one.
//
//   VERITY_API_KEY=vrt_live_… npx tsx examples/review-escalations.ts
//   VERITY_API_KEY=vrt_live_… npx tsx examples/review-escalations.ts accept esc_… "Checked by hand." [reviewer]
//   VERITY_API_KEY=vrt_live_… npx tsx examples/review-escalations.ts reject esc_… "Not supported."
//
// VERITY_BASE_URL defaults to http://127.0.0.1:8080 (`npm start`). The page at /review does the
// same in a browser.
import { Verity, VerityError, type ReviewDecision } from '@verity/sdk';

const [command, id, note, reviewer] = process.argv.slice(2);
const client = new Verity(); // reads VERITY_API_KEY and VERITY_BASE_URL

try {
  if (command === 'accept' || command === 'reject') {
    if (!id) throw new Error(`usage: review-escalations.ts ${command} ESCALATION_ID [NOTE] [REVIEWER]`);
    const decision: ReviewDecision = command;
    const resolved = await client.escalations.resolve(id, { decision, ...(note ? { note } : {}), ...(reviewer ? { reviewer } : {}) });
    console.log(`Resolved ${resolved.id}: ${resolved.review?.decision} at ${resolved.review?.resolvedAt}`);
    console.log(`Verification ${resolved.verificationId} is now ${resolved.verification.status}.`);
  } else {
    let open = 0;
    // Every page, earliest deadline first: the order a review queue works in.
    for await (const escalation of client.escalations.list({ status: 'pending', sort: 'deadline' })) {
      open += 1;
      const v = escalation.verification;
      console.log(`${escalation.id}  ${escalation.priority.padEnd(6)} ${escalation.reason.padEnd(21)} due ${escalation.deadline}`);
      console.log(`  ${JSON.stringify(v.content.length > 80 ? `${v.content.slice(0, 77)}...` : v.content)}`);
      for (const method of v.paradigmResults) {
        const steps = method.steps.map((s) => `${s.index}:${s.verdict}`).join(' ');
        console.log(`  - ${method.paradigm.padEnd(9)} ${method.verdict.padEnd(9)} steps ${steps || 'none'}`);
      }
    }
    console.log(`${open} open escalation${open === 1 ? '' : 's'}.`);
  }
} catch (error) {
  if (!(error instanceof VerityError)) throw error;
  console.error(`Review failed: ${error.message}${error.code ? ` (${error.code})` : ''}`);
  if (error.requestId) console.error(`Request id: ${error.requestId}`);
  process.exitCode = 1;
}
