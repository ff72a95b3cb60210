// The request rules the contract cannot state, shared by POST /v1/verify and POST /v1/batch so
// both refuse the same requests with the same messages.
import type { components } from '../../generated/api-types.js';
import { forbiddenContextKey } from '../batch/input/validate-rows.js';
import type { FieldError } from '../errors.js';
import { DEFAULT_ACCEPT_THRESHOLD, DEFAULT_ESCALATE_THRESHOLD } from '../engine/aggregate.js';

type Options = components['schemas']['VerificationOptions'];

/**
 * Every violation of the cross-field rules (DECISIONS.md "Thresholds", spec 4.5):
 * `acceptThreshold` must be greater than `escalateThreshold` (defaults filled in),
 * `retryOnLowConfidence` needs `minConfidence`, and a context may not carry keys that would
 * alter object prototypes (`__proto__`, `constructor`, `prototype`).
 */
export function requestRuleErrors(options: Options | undefined, context?: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
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
