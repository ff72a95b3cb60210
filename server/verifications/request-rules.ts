// The request rules the contract cannot state, shared by POST /v1/verify and POST /v1/batch so
// both refuse the same requests with the same messages.
import type { components } from '../../generated/api-types.js';
import type { FieldError } from '../errors.js';
import { DEFAULT_ACCEPT_THRESHOLD, DEFAULT_ESCALATE_THRESHOLD } from '../engine/aggregate.js';

type Options = components['schemas']['VerificationOptions'];

// Keys that alter prototypes when code later copies a context with assignment or Object.assign.
const FORBIDDEN_CONTEXT_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Returns the first prototype-altering key (`__proto__`, `constructor`, `prototype`) at any depth
 * of a context, or undefined. Ajv accepts such keys, so contexts the contract validated (the batch
 * `context` of POST /v1/batch) and the rows of a batch (batch/input/validate-rows.ts) are checked
 * with this too. Depth is bounded by the JSON reader's nesting limit (and the request body limit),
 * so recursion is safe here.
 */
export function forbiddenContextKey(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const element of value) {
      const found = forbiddenContextKey(element);
      if (found !== undefined) return found;
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (FORBIDDEN_CONTEXT_KEYS.has(key)) return key;
      const found = forbiddenContextKey(inner);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

// A character a reader can see: not whitespace, a control or format character (zero-width space,
// joiners, BOM), a lone combining mark, or one of the blank "filler" letters (Hangul filler,
// braille blank) that render as nothing.
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * Why a content cannot be verified, or undefined (issue 22): content with no visible character
 * (only spaces, line breaks, a zero-width space) has nothing to check, so it is refused with 400
 * by `POST /v1/verify` and for any item of a batch alike, instead of being charged and escalated.
 */
export function contentProblem(content: string): string | undefined {
  return VISIBLE.test(content) ? undefined : 'has no visible character (only whitespace or invisible characters)';
}

/**
 * The rules on known context fields (issue 22): `context.question`, the problem the content
 * answers, is text; a number or an object there would be silently ignored by every method.
 */
export function contextProblems(context: Record<string, unknown> | undefined): FieldError[] {
  if (context === undefined || !('question' in context) || typeof context['question'] === 'string') return [];
  return [{ field: 'context.question', message: 'must be a string: the question the content answers' }];
}

/**
 * Every violation of the cross-field rules (DECISIONS.md "Thresholds", spec 4.5):
 * content must have a visible character and `context.question` be a string (issue 22),
 * `acceptThreshold` must be greater than `escalateThreshold` (defaults filled in),
 * `retryOnLowConfidence` needs `minConfidence`, and a context may not carry keys that would
 * alter object prototypes (`__proto__`, `constructor`, `prototype`).
 */
export function requestRuleErrors(options: Options | undefined, context?: Record<string, unknown>, content?: string): FieldError[] {
  const errors: FieldError[] = [];
  const empty = content === undefined ? undefined : contentProblem(content);
  if (empty) errors.push({ field: 'content', message: empty });
  errors.push(...contextProblems(context));
  const accept = options?.acceptThreshold ?? DEFAULT_ACCEPT_THRESHOLD;
  const escalate = options?.escalateThreshold ?? DEFAULT_ESCALATE_THRESHOLD;
  if (!(accept > escalate)) {
    errors.push({ field: 'options.acceptThreshold', message: `must be greater than escalateThreshold (${escalate}); got ${accept}` });
  }
  if (options?.retryOnLowConfidence === true && options.minConfidence === undefined) {
    errors.push({ field: 'options.minConfidence', message: 'is required when retryOnLowConfidence is true' });
  }
  const forbidden = context === undefined ? undefined : forbiddenContextKey(context);
  if (forbidden !== undefined) errors.push({ field: 'context', message: `key "${forbidden}" is not allowed` });
  return errors;
}
