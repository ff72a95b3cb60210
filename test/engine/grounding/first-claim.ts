// The first claim of an answer grounded in one document, with the question it answers: what the
// rule tests of grounding (asked-subject, asked-slot, pairings) look at.
import { groundContent, type ClaimGrounding } from '../../../server/engine/grounding/ground.js';

export async function firstClaim(content: string, question: string | undefined, text: string): Promise<ClaimGrounding> {
  return (await groundContent(content, [{ index: 0, text }], question)).claims[0]!;
}
