import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../server/providers/errors.js';
import { createBiprmMethod, MAX_STEPS, splitSteps } from '../../../server/providers/model-methods/biprm.js';
import { startFakeProvider, type FakeProvider, type FakeReply, type RecordedRequest } from '../fake-provider.js';
import { fakeOffline, fakeProvider } from '../helpers.js';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('splitting content into steps', () => {
  const cases: { given: string; want: string[] }[] = [
    { given: '1. All men are mortal.\n2. Socrates is a man.\n3. So Socrates is mortal.', want: ['All men are mortal', 'Socrates is a man', 'So Socrates is mortal'] },
    { given: 'Step 1: x = 2\nStep 2: x + 3 = 5\n  (by adding 3)\nStep 3: therefore 2x = 4', want: ['x = 2', 'x + 3 = 5 (by adding 3)', 'therefore 2x = 4'] },
    { given: 'Water boils at 100 °C at sea level. The kettle is at sea level. Therefore the water boils at 100 °C.', want: ['Water boils at 100 °C at sea level', 'The kettle is at sea level', 'Therefore the water boils at 100 °C'] },
    { given: '2 + 3 = 5, so 5 * 2 = 10', want: ['2 + 3 = 5', 'so 5 * 2 = 10'] },
    { given: '1 mile is about 1.609 km.', want: ['1 mile is about 1.609 km'] },
    { given: '   ', want: [] },
  ];
  for (const { given, want } of cases) {
    it(`splits ${JSON.stringify(given.slice(0, 40))} into ${want.length} steps`, () => {
      expect(splitSteps(given)).toEqual(want);
    });
  }

  it(`keeps at most ${MAX_STEPS} steps, joining the rest into the last`, () => {
    const steps = splitSteps(Array.from({ length: 20 }, (_, i) => `${i + 1}. Fact number ${i + 1}.`).join('\n'));
    expect(steps).toHaveLength(MAX_STEPS);
    expect(steps[MAX_STEPS - 1]).toMatch(/^Fact number 12\. Fact number 13\..*Fact number 20$/);
  });
});

const argument = '1. All birds can fly.\n2. Penguins are birds.\n3. So penguins can fly.';

/** Forward calls carry <step>; the backward call carries <conclusion>. */
function scorer(forward: Record<string, number>, backward: number[]): (req: RecordedRequest) => FakeReply {
  return (req) => {
    const prompt: string = req.body.messages.at(-1).content;
    if (prompt.includes('<conclusion>')) return { answer: { reasoning: 'checked', scores: backward }, usage: { input: 80, output: 10 } };
    const step = /<step>\n([\s\S]*?)\n<\/step>/.exec(prompt)?.[1] ?? '';
    return { answer: { reasoning: 'checked', score: forward[step] ?? 0.5 }, usage: { input: 50, output: 5 } };
  };
}

describe('the model-backed biprm method', () => {
  it('scores each step forward given the previous ones and the premises backward given the conclusion, and reports the weakest step', async () => {
    fake.otherwise(scorer({ 'All birds can fly': 0.2, 'Penguins are birds': 0.95, 'So penguins can fly': 0.9 }, [0.9, 0.8]));
    const r = await createBiprmMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('biprm') })({ content: argument, context: {}, options: {} });
    expect(fake.requests).toHaveLength(4); // three forward, one backward
    const prompts = fake.requests.map((q) => q.body.messages.at(-1).content as string);
    expect(prompts).toContain('<previous_steps>\n1. All birds can fly\n2. Penguins are birds\n</previous_steps>\n\n<step>\nSo penguins can fly\n</step>');
    expect(prompts).toContain('<conclusion>\nSo penguins can fly\n</conclusion>\n\n<premises>\n1. All birds can fly\n2. Penguins are birds\n</premises>');
    expect(r).toMatchObject({ paradigm: 'biprm', verdict: 'false', confidence: 0.8, provider: 'fake-openai', model: 'gpt-fake-1', inputTokens: 230, outputTokens: 25 });
    expect(r.reasoning).toMatch(/^Step 1 fails according to fake-openai \(gpt-fake-1\) \(score 0\.2\): "All birds can fly"\./);
    expect(r.reasoning).toContain('(2) "Penguins are birds": forward 0.95, backward 0.8');
  });

  it('calls sound content true with the weakest step’s score as confidence', async () => {
    fake.otherwise(scorer({ 'All birds can fly': 0.9, 'Penguins are birds': 0.9, 'So penguins can fly': 0.85 }, [0.9, 0.7]));
    const r = await createBiprmMethod({ providers: [fakeProvider(fake, 'anthropic')], fallback: fakeOffline('biprm') })({ content: argument, context: {}, options: {} });
    expect([r.verdict, r.confidence, r.provider]).toEqual(['true', 0.7, 'fake-anthropic']);
    expect(r.reasoning).toMatch(/the weakest is step 2 \(score 0\.7\)/);
  });

  it('scores exactly decidable steps with the exact checkers, and an exactly false step makes the content false', async () => {
    fake.otherwise(scorer({ 'so the total is twelve apples': 0.9 }, [1, 1]));
    const content = 'Anna has 3 bags of 4 apples. 3 * 4 = 13, so the total is twelve apples.';
    const r = await createBiprmMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('biprm') })({ content, context: {}, options: {} });
    expect([r.verdict, r.confidence]).toEqual(['false', 1]);
    expect(r.reasoning).toMatch(/^Step 2 is false by exact computation: .*12/);
    // The exact step was not sent forward to the model.
    expect(fake.requests.map((q) => q.body.messages.at(-1).content as string).filter((p) => p.includes('<step>\n3 * 4 = 13'))).toEqual([]);
  });

  it('says uncertain when the weakest score is between 0.4 and 0.6, or when no score can be read', async () => {
    fake.otherwise(scorer({ 'All birds can fly': 0.5 }, [0.9, 0.9]));
    const mid = await createBiprmMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('biprm') })({ content: argument, context: {}, options: {} });
    expect([mid.verdict, mid.confidence]).toEqual(['uncertain', 0]);
    fake.otherwise(() => ({ answer: 'I cannot score this.' }));
    const none = await createBiprmMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('biprm') })({ content: argument, context: {}, options: {} });
    expect(none.verdict).toBe('uncertain');
    expect(none.reasoning).toMatch(/^No step score from fake-openai/);
  });

  it('does not call content true while a step’s score could not be read; a failing step still decides', async () => {
    const partly = (failing: boolean) => (req: RecordedRequest): FakeReply => {
      const prompt: string = req.body.messages.at(-1).content;
      if (prompt.includes('<conclusion>')) return { answer: { reasoning: 'checked', scores: [0.9] } }; // premise 2 gets no score
      if (prompt.includes('<step>\nPenguins are birds\n</step>')) return { answer: 'Hmm, hard to say.' };
      return { answer: { reasoning: 'checked', score: failing ? 0.1 : 0.9 } };
    };
    fake.otherwise(partly(false));
    const unsure = await createBiprmMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('biprm') })({ content: argument, context: {}, options: {} });
    expect([unsure.verdict, unsure.confidence]).toEqual(['uncertain', 0]);
    expect(unsure.reasoning).toMatch(/no score of step 2 could be read/);
    fake.otherwise(partly(true));
    const refuted = await createBiprmMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('biprm') })({ content: argument, context: {}, options: {} });
    expect(refuted.verdict).toBe('false');
  });

  it('fails with upstream_error when the provider keeps failing', async () => {
    fake.otherwise(() => ({ status: 400, body: { error: { message: 'bad request' } } }));
    const err = await createBiprmMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('biprm') })({ content: argument, context: {}, options: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).code).toBe('upstream_error');
  });

  it('is the offline method itself when no provider is configured', () => {
    const fallback = fakeOffline('biprm');
    expect(createBiprmMethod({ providers: [], fallback })).toBe(fallback);
  });
});
