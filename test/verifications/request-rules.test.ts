import { describe, expect, it } from 'vitest';
import { documentProblems, requestRuleErrors } from '../../server/verifications/request-rules.js';

describe('requestRuleErrors', () => {
  const cases: { name: string; options?: Record<string, unknown>; context?: Record<string, unknown>; want: string[] }[] = [
    { name: 'accepts the defaults', want: [] },
    { name: 'accepts thresholds in order', options: { acceptThreshold: 0.9, escalateThreshold: 0.2 }, want: [] },
    { name: 'refuses equal thresholds', options: { acceptThreshold: 0.5, escalateThreshold: 0.5 }, want: ['options.acceptThreshold'] },
    { name: 'refuses an accept threshold below the default escalate threshold', options: { acceptThreshold: 0.4 }, want: ['options.acceptThreshold'] },
    { name: 'refuses an escalate threshold above the default accept threshold', options: { escalateThreshold: 0.96 }, want: ['options.acceptThreshold'] },
    { name: 'needs minConfidence with retryOnLowConfidence', options: { retryOnLowConfidence: true }, want: ['options.minConfidence'] },
    { name: 'accepts retryOnLowConfidence with minConfidence', options: { retryOnLowConfidence: true, minConfidence: 0.8 }, want: [] },
    { name: 'refuses a __proto__ context key', context: JSON.parse('{"__proto__": {"polluted": true}}'), want: ['context'] },
    { name: 'refuses a nested constructor key', context: { a: { constructor: { prototype: 1 } } }, want: ['context'] },
    { name: 'accepts ordinary context', context: { domain: 'finance', evidence: ['x'] }, want: [] },
    {
      name: 'reports every violation at once',
      options: { acceptThreshold: 0.1, retryOnLowConfidence: true },
      context: JSON.parse('{"__proto__": 1}'),
      want: ['options.acceptThreshold', 'options.minConfidence', 'context'],
    },
  ];
  it.each(cases)('$name', ({ options, context, want }) => {
    expect(requestRuleErrors(options as never, context).map((e) => e.field)).toEqual(want);
  });
});

// Issue 23: the documents a context may carry (spec/common.tsp Context).
describe('documentProblems', () => {
  const text = (n: number) => 'x'.repeat(n);
  it.each([
    { name: 'accepts 20 documents of 1,000,000 characters in all', context: { documents: Array.from({ length: 20 }, () => ({ text: text(50_000) })) }, want: [] },
    { name: 'accepts the short form', context: { evidence: ['a', 'b'] }, want: [] },
    { name: 'refuses 21 documents', context: { documents: Array.from({ length: 21 }, () => ({ text: 'a' })) }, want: ['documents'] },
    { name: 'refuses 1,000,001 characters in all', context: { documents: [{ text: text(600_000) }, { text: text(400_000), id: 'x' }] }, want: ['documents'] },
    { name: 'counts characters as code points', context: { documents: [{ text: '😀'.repeat(1_000_000) }] }, want: [] },
    { name: 'refuses documents and evidence together', context: { documents: [{ text: 'a' }], evidence: 'b' }, want: ['evidence'] },
    { name: 'refuses a document without text', context: { documents: [{ title: 'a' }] }, want: ['documents.0.text'] },
    { name: 'refuses a document that is not an object', context: { documents: ['a'] }, want: ['documents.0'] },
    { name: 'refuses a url that is not absolute', context: { documents: [{ text: 'a', url: 'example.com/x' }] }, want: ['documents.0.url'] },
    { name: 'refuses an empty id and a long title', context: { documents: [{ text: 'a', id: '', title: text(501) }] }, want: ['documents.0.id', 'documents.0.title'] },
    { name: 'refuses 21 evidence texts and an empty one', context: { evidence: Array.from({ length: 21 }, () => 'a') }, want: ['evidence'] },
    { name: 'refuses evidence that is not text', context: { evidence: [''] }, want: ['evidence'] },
  ])('$name', ({ context, want }) => {
    expect(documentProblems(context).map(([field]) => field)).toEqual(want);
  });

  it('says how many characters there were and the limit', () => {
    const [[, message]] = documentProblems({ documents: [{ text: 'x'.repeat(1_000_001) }] }) as [[string, string]];
    expect(message).toBe('hold 1,000,001 characters in all; at most 1,000,000 are allowed (text, ids, titles and urls together)');
  });
});
