import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../../server/engine/engine.js';

// Issue 22 (written set 3): a slip the author takes back is not asserted; a wrong step nobody takes back stays false.
async function formal(content: string) {
  return OFFLINE_METHODS.formal({ content, context: {}, options: {} });
}

describe('slips the author takes back', () => {
  it.each([
    ['a rejecting cue, then the value named as wrong', 'Let me do that in my head: 14 × 23 = 312. Wait, that doesn\'t look right. Let me redo it: 14 × 20 = 280 and 14 × 3 = 42, and 280 + 42 = 322. So it\'s 322, not 312.'],
    ['"no" in the same sentence, then the value', 'The running total is 78 + 15 = 92 — no, 93.'],
    ['a recheck, then the value named as wrong', 'Adding: 3 + 2 + 5 = 9. Hmm, wait. Let me add that again. 3 + 2 = 5, 5 + 5 = 10. So it\'s 10, not 9.'],
    ['the same expression restated with "not"', 'So 30240/120 = 256. Hmm wait, 120 × 250 = 30000, and 30240 − 30000 = 240 = 120 × 2. So 30240/120 = 252, not 256. I mis-divided.'],
    ['the wrong result called wrong by its value', 'So the time is 850 / 25 = 36 seconds. Wait, that seems too fast. The 36 seconds was wrong.'],
    ['"oops" and the right value first', 'So 7 × 8 = 54. Oops, that should be 56.'],
    ['"scratch that" and a calculation that holds', 'So 6 × 7 = 48. Scratch that: 6 × 7 = 42.'],
    ['"actually" and "not"', 'So 12 × 12 = 124. Actually, 12 × 12 = 144, not 124.'],
    ['"I made a mistake"', 'So 9 × 9 = 72, but I made a mistake: it is 81.'],
    ['"instead of"', 'Total: 45 + 38 = 73. Hmm, I should have 83 instead of 73 there.'],
    ['"No wait", then a "Correct:" label and the calculation again', 'The share is 1,260 / 9,000 = 0.014, or 1.4%. No wait, that is ten times too small. Correct: 1,260 / 9,000 = 0.14, or 14%.'],
    ['"Correction:" and the right value first', 'Then 19 × 21 = 389. Correction: 399.'],
    ['"I made an arithmetic error" and a calculation that holds', 'So 15 × 15 = 205. I made an arithmetic error; 15 × 15 = 225.'],
    ['"there is a mistake"', 'So 64 / 4 = 14. There is a mistake here: 64 / 4 = 16.'],
    ['"that should be"', 'Adding, 38 + 47 = 75, which should be 85.'],
    ['"let me fix that"', 'Next, 23 × 3 = 66. Let me fix that: 23 × 3 = 69.'],
    ['the same calculation done again after a recheck', 'We compute 13 × 17 = 231. Let me recheck: 13 × 17 = 221. So the product is 221.'],
  ])('%s is not false, and says why', async (_name, content) => {
    const r = await formal(content);
    expect(r.verdict, content).not.toBe('false');
    expect(r.steps!.map((s) => s.reason).join(' '), content).toMatch(/takes back/);
  });

  it.each([
    ['a cue about something else', 'So 2 × 3 = 7. Wait, let me also check the total: 4 + 2 = 6.'],
    ['a silent restatement, with no cue that rejects and no value named as wrong', 'So 14 × 23 = 312. Let me double-check with another method: 14 × 20 + 14 × 3 = 322.'],
    ['a cue too far after it', 'So 2 × 3 = 7. Then we have 4 boxes. Each box is red. The shop is near. Wait, that\'s not right, it is 6.'],
    ['"no" about something else', 'So 2 × 3 = 7. No, the other box holds 9.'],
    ['a question that follows', 'The answer is 5 + 5 = 11. Wait, what about the tax? The tax is 2.'],
    ['a correction of the next wrong result only', 'So 2 × 3 = 7 and 5 + 5 = 11. No, wait: 5 + 5 = 10.'],
    ['"no" that starts a phrase', 'So 2 × 3 = 7. No wait time applies, so the answer is 7.'],
    ['"Correct:" that labels a check of another value', 'So 2 × 3 = 7. Correct: the bill of 12 dollars is paid.'],
    ['"should be" about something else', 'So 2 × 3 = 7. The result should be rounded to 7 then.'],
    ['an error announced and not corrected', 'So 14 × 23 = 312. I made a small error somewhere, but the total is 312.'],
    ['the calculation done again, but the wrong value kept', 'So 2 × 3 = 7. Let me recheck: 2 × 3 = 6. The answer is 7.'],
    ['the calculation done again with no cue', 'So 2 × 3 = 7. Then 2 × 3 = 6 as well.'],
  ])('a wrong step that is not taken back stays false: %s', async (_name, content) => {
    const r = await formal(content);
    expect(r.verdict, content).toBe('false');
    const wrong = r.steps!.find((s) => s.verdict === 'false')!;
    expect(content.slice(wrong.start, wrong.end), content).toMatch(/^2 × 3 = 7$|^14 × 23 = 312$|^5 \+ 5 = 11$/);
  });

  // [a retraction with {W} the wrong value and {C} the right one]
  const TAKEN_BACK = [
    'Wait, that\'s not right. It\'s {C}, not {W}.',
    'Hmm, wait. Let me recompute that. So it is {C}, not {W}.',
    'No, {C}.',
    'Oops, that should be {C}.',
    'Actually, I wrote {W} by mistake; the product is {C}.',
    'That\'s wrong: it comes to {C}.',
    'No wait, {C}.',
    'Correction: {C}.',
    'I made an arithmetic slip; it is {C}.',
    'That should be {C}.',
    'Hmm, let me try again: it is {C}, not {W}.',
    'Let me recheck: {E} = {C}.',
    'Wait. {E} = {C}, and we go on with {C}.',
  ];
  // [a follow-up that retracts nothing, {N} a number unrelated to the slip]
  const NOT_TAKEN_BACK = [
    'Wait, let me also count the boxes: {N} in all.',
    'Hmm, now the second part.',
    'Actually, the shop has {N} shelves.',
    'Let me double-check the total later.',
    'No other shelf holds {N}.',
    'Correct: {N} people came.',
    'The total should be at least {N}.',
  ];

  it('never calls a generated retracted slip false, and always a generated unretracted one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 3, max: 40 }), fc.integer({ min: 3, max: 40 }), fc.integer({ min: 1, max: 9 }), fc.constantFrom(...TAKEN_BACK), fc.constantFrom(...NOT_TAKEN_BACK), async (a, b, off, back, other) => {
        const [right, wrong] = [a * b, a * b + off];
        const slip = `So ${a} × ${b} = ${wrong}.`;
        const retracted = `${slip} ${back.replaceAll('{C}', String(right)).replace('{W}', String(wrong)).replace('{E}', `${a} × ${b}`)}`;
        expect((await formal(retracted)).verdict, retracted).not.toBe('false');
        const kept = `${slip} ${other.replace('{N}', String(right + wrong + 1))}`;
        expect((await formal(kept)).verdict, kept).toBe('false');
      }),
      { numRuns: 150 },
    );
  });
});
