import { describe, expect, it } from 'vitest';
import { extractJsonObject, normalizeProbability, normalizeVerdict, readJudgedVerdict } from '../../server/providers/json-output.js';

describe('reading JSON out of model text', () => {
  const cases: { given: string; want: Record<string, unknown> | undefined }[] = [
    { given: '{"verdict": "true"}', want: { verdict: 'true' } },
    { given: '  {"verdict": "true"}\n', want: { verdict: 'true' } },
    { given: 'Here is my answer:\n```json\n{"verdict": "false", "confidence": 0.9}\n```\nThanks.', want: { verdict: 'false', confidence: 0.9 } },
    { given: '```\n{"a": 1}\n```', want: { a: 1 } },
    { given: 'Reasoning first. {"reasoning": "uses } and { inside a string", "verdict": "true"} trailing words', want: { reasoning: 'uses } and { inside a string', verdict: 'true' } },
    { given: 'Not this {broken json} but this: {"verdict": "uncertain"}', want: { verdict: 'uncertain' } },
    { given: '{"verdict": "true", "confidence": 0.7,}', want: { verdict: 'true', confidence: 0.7 } },
    { given: '{“verdict”: “false”}', want: { verdict: 'false' } },
    { given: '{"nested": {"deep": [1, {"x": "}"}]}}', want: { nested: { deep: [1, { x: '}' }] } } },
    { given: '[1, 2, 3]', want: undefined },
    { given: 'no json at all', want: undefined },
    { given: '{"verdict": "tr', want: undefined },
  ];
  for (const { given, want } of cases) {
    it(`finds ${JSON.stringify(want)} in ${JSON.stringify(given.slice(0, 50))}`, () => {
      expect(extractJsonObject(given)).toEqual(want);
    });
  }
});

describe('normalizing verdicts and probabilities', () => {
  it('maps the ways models spell a verdict onto true, false and uncertain', () => {
    const table: [unknown, string | undefined][] = [
      ['true', 'true'], ['True', 'true'], [true, 'true'], ['CORRECT.', 'true'], ['supported', 'true'],
      ['false', 'false'], [false, 'false'], ['Incorrect', 'false'], ['refuted', 'false'],
      ['uncertain', 'uncertain'], ['Unknown', 'uncertain'], ['cannot determine', 'uncertain'],
      ['maybe?', undefined], [1, undefined], [null, undefined],
    ];
    for (const [given, want] of table) expect([given, normalizeVerdict(given)]).toEqual([given, want]);
  });

  it('reads probabilities as fractions, percentages and strings, and refuses nonsense', () => {
    const table: [unknown, number | undefined][] = [
      [0.8, 0.8], [0, 0], [1, 1], ['0.25', 0.25], [85, 0.85], ['85%', 0.85], [' 40 % ', 0.4], [-0.1, undefined], [250, undefined], ['high', undefined], [Number.NaN, undefined],
    ];
    for (const [given, want] of table) expect([given, normalizeProbability(given)]).toEqual([given, want]);
  });
});

describe('reading a judged verdict', () => {
  it('prefers the structured answer', () => {
    expect(readJudgedVerdict({ verdict: 'false', confidence: 0.9, reasoning: ' 2+2 is 4 ' }, 'ignored')).toEqual({ verdict: 'false', confidence: 0.9, reasoning: '2+2 is 4' });
  });

  it('falls back to JSON in the text, then to a "verdict:" phrase in prose', () => {
    expect(readJudgedVerdict(undefined, 'Thinking... {"verdict": "True"}')).toEqual({ verdict: 'true', confidence: 0.5, reasoning: '' });
    expect(readJudgedVerdict(undefined, 'The sums add up.\n**Verdict:** false\n**Confidence:** 90%')).toEqual({ verdict: 'false', confidence: 0.9, reasoning: 'The sums add up.\n**Verdict:** false\n**Confidence:** 90%' });
  });

  it('gives undefined when no verdict can be found', () => {
    expect(readJudgedVerdict({ verdict: 'perhaps' }, 'I am not sure what you mean.')).toBeUndefined();
  });
});
