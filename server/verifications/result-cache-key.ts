// The key of the 24-hour result cache of single verifications (DECISIONS.md "Cache"): the cache is
// the stored verifications, found by this key (not rendered-cache.ts, which keeps completed
// records' JSON in memory for GET). A request's key is the SHA-256 of a canonical JSON text
// (object keys sorted at every depth) of what decides the result: the content byte for byte, the
// methods and weights, the options with their defaults filled in (engine/options.ts: `{}` and
// `{"timeout": 30000}` are the same request), and the context. `useCache` itself, the metadata and
// the webhook URL are not part of it. The organization is not in the key: look-ups are scoped to it (storage
// findCachedVerification), so a result is never shared across them. `escalation` is the mode the
// request runs with (its own, else the organization's default, escalation-mode.ts): `never` is in
// the key, `auto` (the default) is left out, so keys made before the option existed (issue 25)
// still find their results and a `never` request never gets a stored escalation, nor an `auto` one
// a result stored without one.
import { hash } from 'node:crypto';
import { engineOptionsOf, withOptionDefaults } from '../engine/index.js';

export const CACHE_WINDOW_MS = 24 * 3_600_000;

/** JSON with object keys sorted at every depth; array order is kept. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Returns the hex cache key of a request. */
export function cacheKeyOf(request: {
  content: string;
  methods: Record<string, number>;
  options?: Record<string, unknown> | undefined;
  context?: Record<string, unknown> | undefined;
}): string {
  const escalation = request.options?.['escalation'];
  const text = canonicalJson({
    v: 1,
    content: request.content,
    methods: request.methods,
    options: { ...withOptionDefaults(engineOptionsOf(request.options)), ...(escalation === 'never' ? { escalation } : {}) },
    context: request.context ?? {},
  });
  // One-shot hash: no Hash object per request (issue 24).
  return hash('sha256', text, 'hex');
}
