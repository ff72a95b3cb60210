// What a reporting frame frames (issue 23, gnews33; spec/DECISIONS.md "What a reporting frame
// frames"): a claim that says who said it is read again without the saying, and only a
// contradiction is taken from that reading. The articles are written for these tests.
import { describe, expect, it } from 'vitest';
import { firstClaim as first } from './first-claim.js';

const FARES = 'The airline carried 184 million passengers in the year to March, up 9%. Average fares rose 21%. It will pay its first dividend since 2019.';
const PIER = 'The pier will close next month unless £2m is found. Engineers found that its supports had corroded badly. The council leader said a bid for lottery money had been rejected in June.';
const ANCHOR = 'Coroner Gareth Lloyd said the anchor had corroded badly in the salty air. "There was no way Ffion could have known from looking at it that it was unsafe," he said.';

describe('a reporting frame', () => {
  it.each([
    ['Average fares fell 21%, the airline said.', FARES],
    ['Average fares fell 21%, said the airline.', FARES],
    ['Average fares fell 21%, according to the airline.', FARES],
    ['The airline said average fares fell 21%.', FARES],
    ['The airline\'s chief executive said that average fares fell 21%.', FARES],
    ['Average fares fell 21%, the company told investors.', FARES],
  ])('is read without its frame: "%s"', async (claim, text) => {
    const c = await first(claim, undefined, text);
    expect(c.support).toBe('contradicted');
  });

  it.each([
    ['Average fares rose 21%, the airline said.', FARES, 'the clause as the documents give it'],
    ['The airline denied that average fares fell 21%.', FARES, 'a verb that denies'],
    ['The airline did not say average fares fell 21%.', FARES, 'a negated frame'],
    ['Critics said average fares fell 21%.', `${FARES} Critics said average fares fell 21% once fees were counted.`, 'a passage that says the clause'],
    ['The coroner said she could not have told by looking at it that it was unsafe.', ANCHOR, 'a denial written otherwise'],
    ['Supports had corroded badly, engineers found.', PIER, 'the clause as given, with another verb of saying'],
  ])('does not contradict "%s" (%s)', async (claim, text) => {
    const c = await first(claim, undefined, text);
    expect(c.support).not.toBe('contradicted');
  });
});
