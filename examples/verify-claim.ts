// Verifies one claim and prints the verdict, the decision, the reasoning and each method's result.
//
//   VERITY_API_KEY=vrt_live_… npx tsx examples/verify-claim.ts "17 * 23 = 391"
//
// VERITY_BASE_URL defaults to http://127.0.0.1:8080 (`npm start`). VERITY_METHODS picks the methods
// and weights, e.g. "semantic=0.5,reasoning=1" (default: reasoning and semantic, both on the Free plan).
import { Verity, VerityError, type MethodWeights } from '@verity/sdk';

const content = process.argv[2] ?? 'Water boils at 100 °C at sea level.';
const methods = parseMethods(process.env.VERITY_METHODS ?? 'reasoning=1,semantic=0.5');

const client = new Verity(); // reads VERITY_API_KEY and VERITY_BASE_URL

try {
  const result = await client.verify.create({ content, methods });
  console.log(`Claim:      ${content}`);
  console.log(`Id:         ${result.id}${result.status !== 'pending' && result.cached ? ' (from the 24-hour cache)' : ''}`);
  console.log(`Status:     ${result.status}`);
  if (result.status === 'completed' || result.status === 'escalated') {
    console.log(`Verdict:    ${result.verdict}`);
    // Three places: a measured confidence such as 0.998 is not certainty, and two would print 1.00.
    console.log(`Confidence: ${result.confidence.toFixed(3)}`);
    // An escalated verification waits for a person; it still carries what the methods found.
    if (result.status === 'escalated') {
      console.log(`Decision:   escalate (${result.escalation.reason}, ${result.escalation.priority} priority)`);
    } else {
      console.log(`Decision:   ${result.decision}`);
    }
    console.log(`Reasoning:  ${result.reasoning}`);
    console.log('Methods:');
    for (const method of result.paradigmResults) {
      const model = method.provider ? ` [${method.provider}${method.model ? `/${method.model}` : ''}]` : '';
      console.log(`  - ${method.paradigm.padEnd(9)} ${method.verdict.padEnd(9)} ${method.confidence.toFixed(2)}  ${method.processingTimeMs} ms${model}`);
      console.log(`      ${method.reasoning}`);
      // The statements the method found false, with the value they should have.
      for (const step of method.steps.filter((s) => s.verdict === 'false')) {
        console.log(`      step ${step.index}: "${step.text}"${step.computed === undefined ? '' : ` (should be ${step.computed})`}: ${step.reason}`);
      }
    }
  }
} catch (error) {
  if (!(error instanceof VerityError)) throw error;
  console.error(`Verification failed: ${error.message}${error.code ? ` (${error.code})` : ''}`);
  if (error.requestId) console.error(`Request id: ${error.requestId}`);
  process.exitCode = 1;
}

/** "semantic=0.5,reasoning=1" → { semantic: 0.5, reasoning: 1 } */
function parseMethods(text: string): MethodWeights {
  const weights: Record<string, number> = {};
  for (const part of text.split(',')) {
    const [name, weight = '1'] = part.split('=').map((s) => s.trim());
    if (name) weights[name] = Number(weight);
  }
  return weights as MethodWeights;
}
