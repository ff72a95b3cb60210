// Turns Ajv errors from contract validation into `details: [{field, message}]` with dotted paths
// (DECISIONS.md "Errors": `content`, `methods`, `options.timeout`, `items.3.content`; parameters
// as `query.limit`, `path.id`, `header.Idempotency-Key`).
import type { ValidationResult } from 'openapi-backend';
import type { FieldError } from '../../errors.js';
import type { Operation } from './document.js';

type ErrorObject = NonNullable<ValidationResult['errors']>[number];

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function fieldOf(error: ErrorObject, headerNames: Map<string, string>): string {
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') segments.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  }
  const [where, ...rest] = segments;
  if (where === 'requestBody') return rest.length === 0 ? 'body' : rest.join('.');
  if (where === 'header' && rest[0] !== undefined) rest[0] = headerNames.get(rest[0]) ?? rest[0];
  if (where === undefined) return 'body';
  return [where, ...rest].join('.');
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return params.missingProperty === 'requestBody' ? 'A request body is required.' : 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'not':
      // The contract forbids unknown fields with `additionalProperties: {not: {}}`.
      return error.schemaPath.endsWith('/additionalProperties/not') ? 'is not a known field' : (error.message ?? 'is invalid');
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'minProperties':
      return `must have at least ${String(params.limit)} entr${params.limit === 1 ? 'y' : 'ies'}`;
    case 'maxProperties':
      return `must have at most ${String(params.limit)} entries`;
    case 'parse':
      return `is not valid JSON: ${error.message ?? ''}`.trim();
    default:
      return error.message ?? 'is invalid';
  }
}

/** Maps Ajv errors of `validateRequest` to field errors, one per distinct field and message. */
export function toFieldErrors(errors: ErrorObject[], operation: Operation): FieldError[] {
  const headerNames = new Map<string, string>();
  for (const p of operation.parameters ?? []) {
    if ('in' in p && p.in === 'header') headerNames.set(p.name.toLowerCase(), p.name);
  }
  const seen = new Set<string>();
  const details: FieldError[] = [];
  for (const error of errors) {
    // anyOf/oneOf add a summary error beside the errors of each branch; the branches say more.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const detail = { field: fieldOf(error, headerNames), message: messageOf(error) };
    const id = `${detail.field}\u0000${detail.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      details.push(detail);
    }
  }
  return details;
}
