// Shared pieces of the reliability suite (issue 9): the fast-check seed, figures for the README,
// small HTTP helpers for child-process servers, and bounded waiting.
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The seed of every property in the suite: `FC_SEED=<n> npx vitest run test/reliability` replays a
 * failing run (fast-check also prints the seed and the counterexample path when a property fails).
 */
export const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;

/** Scales the number of generated cases (`RELIABILITY_RUNS=2` doubles them); CI uses 1. */
export const RUNS_SCALE = process.env.RELIABILITY_RUNS ? Math.max(0.1, Number(process.env.RELIABILITY_RUNS)) : 1;

export const runs = (n: number): number => Math.max(1, Math.round(n * RUNS_SCALE));

/** A small seeded PRNG (mulberry32) for the random points of the crash tests. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Records a figure of the suite (requests fuzzed, crash iterations survived, items lost) in the
 * test output and in `$TMPDIR/verity-reliability-figures.jsonl`, from which the README's figures come.
 */
export function reportFigure(name: string, value: number, extra: Record<string, unknown> = {}): void {
  const line = { figure: name, value, seed: SEED, ...extra };
  console.log(`[reliability] ${JSON.stringify(line)}`);
  try {
    appendFileSync(join(tmpdir(), 'verity-reliability-figures.jsonl'), `${JSON.stringify({ ...line, at: new Date().toISOString() })}\n`);
  } catch {
    // Figures are informative; a read-only temp folder must not fail the suite.
  }
}

export { sleep, waitFor } from '../helpers/wait.js';

/** A JSON call to a child-process server (loopback only). */
export async function call(url: string, apiKey: string, method: string, path: string, json?: unknown): Promise<{ status: number; body: any }> {
  if (!/^http:\/\/(127\.0\.0\.1|\[::1\])(:\d+)?$/.test(url)) throw new Error(`refusing a non-loopback URL: ${url}`);
  const res = await fetch(url + path, {
    method,
    headers: { Authorization: `Bearer ${apiKey}`, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
}
