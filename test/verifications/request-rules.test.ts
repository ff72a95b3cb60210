import { describe, expect, it } from 'vitest';
import { requestRuleErrors } from '../../server/verifications/request-rules.js';

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
