// Reading structured answers out of model text. Schema-constrained output (OpenAI `response_format`
// json_schema, Anthropic forced tool use) gives clean JSON; every other server (older vLLM, Ollama,
// llama.cpp, gateways that drop the field) gives free text that usually contains the JSON somewhere:
// in a ```json fence, after a preamble, or with trailing prose. These helpers find it.
import type { Verdict } from '../engine/index.js';

/**
 * Returns the first JSON object found in `text` (whole text, fenced blocks, then each balanced
 * `{...}` in order), or undefined. Never throws.
 */
export function extractJsonObject(text: string): Record<string, unknown> | undefined {
  const candidates: string[] = [text.trim()];
  for (const m of text.matchAll(/```(?:json|JSON)?\s*\n?([\s\S]*?)```/g)) if (m[1]) candidates.push(m[1].trim());
  candidates.push(...balancedObjects(text));
  for (const c of candidates) {
    const v = tryParse(c) ?? tryParse(relax(c));
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  }
  return undefined;
}

function tryParse(s: string): unknown {
  if (!s.startsWith('{')) return undefined;
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}

// Models sometimes add a trailing comma or use smart quotes around keys; fix only those two.
function relax(s: string): string {
  return s.replace(/[“”]/g, '"').replace(/,\s*([}\]])/g, '$1');
}

/** Every top-level balanced `{...}` span, aware of JSON strings so braces inside them do not count. */
function balancedObjects(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"' && depth > 0) inString = true;
    else if (ch === '{') {
      if (depth === 0) start = i;
      depth++;
    } else if (ch === '}' && depth > 0) {
      depth--;
      if (depth === 0) out.push(text.slice(start, i + 1));
    }
  }
  return out;
}

const TRUE_WORDS = new Set(['true', 'yes', 'correct', 'supported', 'accurate', 'valid', 'holds']);
const FALSE_WORDS = new Set(['false', 'no', 'incorrect', 'refuted', 'inaccurate', 'invalid', 'wrong']);
const UNCERTAIN_WORDS = new Set(['uncertain', 'unknown', 'unsure', 'undetermined', 'cannot determine', 'unverifiable', 'not enough information', 'insufficient evidence', 'mixed']);

/** Normalizes a model's verdict (`"True"`, `true`, `"incorrect"`, `"unknown"`) to a Verdict, or undefined when unreadable. */
export function normalizeVerdict(value: unknown): Verdict | undefined {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase().replace(/[.!"']/g, '').trim();
  if (TRUE_WORDS.has(v)) return 'true';
  if (FALSE_WORDS.has(v)) return 'false';
  if (UNCERTAIN_WORDS.has(v)) return 'uncertain';
  return undefined;
}

/** A 0..1 probability from `0.8`, `"0.8"`, `80`, `"80%"`; undefined when unreadable. */
export function normalizeProbability(value: unknown): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*%?\s*$/.test(value)) {
    n = parseFloat(value);
    if (value.includes('%')) n /= 100;
  } else return undefined;
  if (!Number.isFinite(n) || n < 0) return undefined;
  if (n > 1 && n <= 100) n /= 100;
  return n > 1 ? undefined : n;
}

export interface JudgedVerdict {
  verdict: Verdict;
  /** The model's own confidence, 0..1 (0.5 when it gave none). */
  confidence: number;
  reasoning: string;
}

/**
 * Reads `{verdict, confidence, reasoning}` from structured output or free text. Falls back to a
 * `verdict: X` phrase in prose. Undefined when no verdict can be found.
 */
export function readJudgedVerdict(json: unknown, text: string): JudgedVerdict | undefined {
  const obj = (json && typeof json === 'object' ? (json as Record<string, unknown>) : undefined) ?? extractJsonObject(text);
  if (obj) {
    const verdict = normalizeVerdict(obj.verdict);
    if (verdict) {
      const reasoning = typeof obj.reasoning === 'string' ? obj.reasoning.trim() : '';
      return { verdict, confidence: normalizeProbability(obj.confidence) ?? 0.5, reasoning };
    }
  }
  const m = /\bverdict\b["'*\s]*[:=-]\s*["'*]*\s*(true|false|uncertain|unknown)\b/i.exec(text);
  if (m?.[1]) {
    const c = /\bconfidence\b["'*\s]*[:=-]\s*["'*]*\s*(\d+(?:\.\d+)?\s*%?)/i.exec(text);
    return { verdict: normalizeVerdict(m[1]) ?? 'uncertain', confidence: normalizeProbability(c?.[1]) ?? 0.5, reasoning: text.trim().slice(0, 2000) };
  }
  return undefined;
}
