// The request rules the contract cannot state, shared by POST /v1/verify and POST /v1/batch so
// both refuse the same requests with the same messages.
import type { components } from '../../generated/api-types.js';
import type { FieldError } from '../errors.js';
import { MAX_DOCUMENT_CHARS, MAX_DOCUMENTS, OPTION_DEFAULTS } from '../engine/index.js';

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

/** Unicode code points, as the contract (Ajv) counts a string's length. */
function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Characters of every string of `context.documents` (text, id, title, url) and `context.evidence`. */
export function documentCharacters(context: Record<string, unknown> | undefined): number {
  if (!context) return 0;
  let n = 0;
  const documents = context['documents'];
  if (Array.isArray(documents)) {
    for (const d of documents) {
      if (!isRecord(d)) continue;
      for (const key of ['text', 'id', 'title', 'url']) if (typeof d[key] === 'string') n += codePoints(d[key]);
    }
  }
  const evidence = context['evidence'];
  for (const e of typeof evidence === 'string' ? [evidence] : Array.isArray(evidence) ? evidence : []) if (typeof e === 'string') n += codePoints(e);
  return n;
}

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\S+$/i;

/**
 * The rules of `context.documents` and `context.evidence` (spec/common.tsp `Context`, issue 23),
 * as `[field, message]` pairs with fields relative to the context: the shape the contract states
 * (checked again here for rows of uploaded files, which the contract does not validate), at most
 * MAX_DOCUMENTS documents and MAX_DOCUMENT_CHARS characters in all, and not both fields at once.
 */
export function documentProblems(context: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  const { documents, evidence } = context;
  if (documents !== undefined && evidence !== undefined) out.push(['evidence', 'must not be given together with documents: evidence is the short form of documents, give one of them']);
  if (documents !== undefined) {
    if (!Array.isArray(documents)) out.push(['documents', 'must be an array of {id?, title?, url?, text} objects']);
    else {
      if (documents.length > MAX_DOCUMENTS) out.push(['documents', `has ${documents.length} documents; at most ${MAX_DOCUMENTS} are allowed`]);
      documents.slice(0, MAX_DOCUMENTS + 1).forEach((d, i) => {
        if (!isRecord(d)) return void out.push([`documents.${i}`, 'must be an object with a string text']);
        if (typeof d['text'] !== 'string' || d['text'] === '') out.push([`documents.${i}.text`, 'is required: a string of at least 1 character']);
        for (const [key, max] of [['id', 200], ['title', 500], ['url', 2048]] as const) {
          const v = d[key];
          if (v === undefined) continue;
          if (typeof v !== 'string') out.push([`documents.${i}.${key}`, 'must be a string']);
          else if (codePoints(v) > max || (key === 'id' && v === '')) out.push([`documents.${i}.${key}`, key === 'id' && v === '' ? 'must not be empty' : `is longer than ${max} characters`]);
          else if (key === 'url' && !URL_LIKE.test(v)) out.push([`documents.${i}.url`, 'must be an absolute URL']);
        }
      });
    }
  }
  if (evidence !== undefined) {
    const list = typeof evidence === 'string' ? [evidence] : Array.isArray(evidence) ? evidence : undefined;
    if (!list || list.some((e) => typeof e !== 'string' || e === '')) out.push(['evidence', 'must be a non-empty string or an array of non-empty strings']);
    else if (list.length > MAX_DOCUMENTS) out.push(['evidence', `has ${list.length} texts; at most ${MAX_DOCUMENTS} are allowed`]);
  }
  const total = documentCharacters(context);
  if (total > MAX_DOCUMENT_CHARS) {
    out.push([documents !== undefined ? 'documents' : 'evidence', `hold ${total.toLocaleString('en-US')} characters in all; at most ${MAX_DOCUMENT_CHARS.toLocaleString('en-US')} are allowed (text, ids, titles and urls together)`]);
  }
  return out;
}

/**
 * Every violation of the cross-field rules (DECISIONS.md "Thresholds", spec 4.5):
 * content must have a visible character and `context.question` be a string (issue 22),
 * `acceptThreshold` must be greater than `escalateThreshold` (defaults filled in),
 * `retryOnLowConfidence` needs `minConfidence`, a context may not carry keys that would
 * alter object prototypes (`__proto__`, `constructor`, `prototype`), and its documents keep
 * their limits (documentProblems).
 */
export function requestRuleErrors(options: Options | undefined, context?: Record<string, unknown>, content?: string): FieldError[] {
  const errors: FieldError[] = [];
  const empty = content === undefined ? undefined : contentProblem(content);
  if (empty) errors.push({ field: 'content', message: empty });
  errors.push(...contextProblems(context));
  const accept = options?.acceptThreshold ?? OPTION_DEFAULTS.acceptThreshold;
  const escalate = options?.escalateThreshold ?? OPTION_DEFAULTS.escalateThreshold;
  if (!(accept > escalate)) {
    errors.push({ field: 'options.acceptThreshold', message: `must be greater than escalateThreshold (${escalate}); got ${accept}` });
  }
  if (options?.retryOnLowConfidence === true && options.minConfidence === undefined) {
    errors.push({ field: 'options.minConfidence', message: 'is required when retryOnLowConfidence is true' });
  }
  const forbidden = context === undefined ? undefined : forbiddenContextKey(context);
  if (forbidden !== undefined) errors.push({ field: 'context', message: `key "${forbidden}" is not allowed` });
  if (context !== undefined) for (const [field, message] of documentProblems(context)) errors.push({ field: `context.${field}`, message });
  return errors;
}
