// Reading the labelled sets of ../shared/claims (README there): JSON lines in three formats,
// detected per row, and the deterministic tune/holdout split.

import { readFileSync } from 'node:fs';

/** A short claim: `{id, claim, label, domain}`. The engine is given only `claim`. */
export interface ClaimRow {
  format: 'claim';
  id: string;
  label: boolean;
  claim: string;
  domain: string;
}

/**
 * A step-by-step solution: `{id, kind, label, content, context: {question}}`. The engine is
 * given `content` and `context` exactly as in the file. `kind` is `gold`, `corrupted`, or
 * anything else for a model-written solution.
 */
export interface SolutionRow {
  format: 'solution';
  id: string;
  label: boolean;
  kind: string;
  content: string;
  context: Record<string, unknown>;
  /** Model-written sets: the 0-based paragraph (blank-line separated) where the first error is. */
  wrongStep?: number;
}

/**
 * An answer and the source it must agree with (issue 23, `grounding-dev.jsonl`): `{id, source,
 * label: "faithful"|"unfaithful", content, evidence, question?, errorKind?, unwantedSpans}`. The
 * engine is given `content`, the evidence as `context.documents` and the question as
 * `context.question`. `label` is true for faithful.
 */
export interface GroundingRow {
  format: 'grounding';
  id: string;
  label: boolean;
  /** The labelled set the row comes from (`halueval`, `frank`, ...), reported apart. */
  source: string;
  content: string;
  /** Each source text, one document each. */
  evidence: string[];
  question?: string;
  errorKind?: string;
  /** Where the error is in `content` (UTF-16 offsets), when known. */
  unwantedSpans: { start: number; end: number }[];
}

export type Row = ClaimRow | SolutionRow | GroundingRow;

/** A row that is neither format, or not JSON. The message names the file and line. */
export class DataError extends Error {
  override name = 'DataError';
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function toGroundingRow(obj: Record<string, unknown>, id: string, where: string): GroundingRow {
  const { label, evidence, content } = obj;
  if (label !== 'faithful' && label !== 'unfaithful') throw new DataError(`${where} (${id}): "label" of a grounding row must be "faithful" or "unfaithful"`);
  if (typeof content !== 'string') throw new DataError(`${where} (${id}): a grounding row needs a string "content"`);
  const texts = typeof evidence === 'string' ? [evidence] : Array.isArray(evidence) && evidence.every((e) => typeof e === 'string') ? (evidence as string[]) : undefined;
  if (!texts || !texts.length) throw new DataError(`${where} (${id}): "evidence" must be a string or an array of strings`);
  if (typeof obj.source !== 'string' || !obj.source) throw new DataError(`${where} (${id}): a grounding row needs a string "source"`);
  // A span the eval cannot read is an error, not a span left out: "false step on the span" would
  // otherwise count every detection as off its span (stop 33: two sets written [start, end]).
  const spans = obj.unwantedSpans === undefined ? [] : obj.unwantedSpans;
  if (!Array.isArray(spans)) throw new DataError(`${where} (${id}): "unwantedSpans" must be an array of {start, end} objects`);
  const unwantedSpans = spans.map((x: unknown) => {
    const ok = isRecord(x) && Number.isInteger(x.start) && Number.isInteger(x.end) && (x.start as number) >= 0 && (x.start as number) < (x.end as number) && (x.end as number) <= content.length;
    if (!ok) throw new DataError(`${where} (${id}): each of "unwantedSpans" must be {start, end} with 0 <= start < end <= the content's length, got ${JSON.stringify(x)}`);
    return { start: x.start as number, end: x.end as number };
  });
  const row: GroundingRow = { format: 'grounding', id, label: label === 'faithful', source: obj.source, content, evidence: texts, unwantedSpans };
  if (typeof obj.question === 'string' && obj.question.trim()) row.question = obj.question;
  if (typeof obj.errorKind === 'string') row.errorKind = obj.errorKind;
  return row;
}

/** One parsed JSON object to a row, by its fields: `claim` → short claim, `evidence` → grounding, `content` → solution. */
export function toRow(obj: unknown, where = 'row'): Row {
  if (!isRecord(obj)) throw new DataError(`${where}: not a JSON object`);
  const { id, label } = obj;
  if (typeof id !== 'string' || !id) throw new DataError(`${where}: no string "id"`);
  if (obj.evidence !== undefined && typeof obj.content === 'string') return toGroundingRow(obj, id, where);
  if (typeof label !== 'boolean') throw new DataError(`${where} (${id}): "label" must be true or false`);
  if (typeof obj.claim === 'string') {
    if (typeof obj.domain !== 'string') throw new DataError(`${where} (${id}): a claim row needs a string "domain"`);
    return { format: 'claim', id, label, claim: obj.claim, domain: obj.domain };
  }
  if (typeof obj.content === 'string') {
    if (typeof obj.kind !== 'string') throw new DataError(`${where} (${id}): a solution row needs a string "kind"`);
    if (obj.context !== undefined && !isRecord(obj.context)) throw new DataError(`${where} (${id}): "context" must be an object`);
    const row: SolutionRow = { format: 'solution', id, label, kind: obj.kind, content: obj.content, context: obj.context ?? {} };
    if (typeof obj.wrongStep === 'number' && Number.isInteger(obj.wrongStep) && obj.wrongStep >= 0) row.wrongStep = obj.wrongStep;
    return row;
  }
  throw new DataError(`${where} (${id}): neither a claim row ("claim") nor a solution row ("content")`);
}

/** Parses JSON lines; blank lines are skipped. `name` is used in error messages. */
export function parseJsonl(text: string, name = 'input'): Row[] {
  const rows: Row[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    let obj: unknown;
    try {
      obj = JSON.parse(line);
    } catch {
      throw new DataError(`${name}:${i + 1}: not valid JSON`);
    }
    rows.push(toRow(obj, `${name}:${i + 1}`));
  }
  return rows;
}

/** Reads one .jsonl file. Throws DataError when it cannot be read or parsed. */
export function loadFile(path: string, name = path): Row[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new DataError(`cannot read ${name}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  return parseJsonl(text, name);
}

// ---- split ---------------------------------------------------------------------------------

export type Split = 'all' | 'tune' | 'holdout';
export const SPLITS: readonly Split[] = ['all', 'tune', 'holdout'];

/** Share of groups that go to the holdout side. */
export const HOLDOUT_PERCENT = 30;

/** 32-bit FNV-1a over the UTF-8 bytes of `s`. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (const b of Buffer.from(s, 'utf8')) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * What decides a row's side: its id, except that the kinds of one GSM8K problem
 * (`gsm8k-train-11-gold`, `gsm8k-train-11-corrupted`, a model's solution `...-11-<kind>`) share
 * the problem's key, so a problem is never on both sides, and the answers grounded in one source
 * (HaluEval's right and wrong answer, FRANK's summaries of one article) share its text.
 */
export function splitKey(row: Pick<Row, 'id'> & { kind?: string; evidence?: readonly string[] }): string {
  const { id } = row;
  // One source document is never on both sides: a grounding row's side is its evidence's (issue 23).
  if (row.evidence) return `document:${row.evidence.join('\u0000')}`;
  const kind = row.kind;
  if (kind && id.endsWith(`-${kind}`)) return id.slice(0, -(kind.length + 1));
  return id.replace(/-(gold|corrupted)$/, '');
}

/** `holdout` for about HOLDOUT_PERCENT % of keys, else `tune`; the same for every run and machine. */
export function splitOf(row: Pick<Row, 'id'> & { kind?: string; evidence?: readonly string[] }): 'tune' | 'holdout' {
  return fnv1a(splitKey(row)) % 100 < HOLDOUT_PERCENT ? 'holdout' : 'tune';
}

export function filterSplit<R extends Pick<Row, 'id'> & { kind?: string; evidence?: readonly string[] }>(rows: readonly R[], split: Split): R[] {
  return split === 'all' ? [...rows] : rows.filter((r) => splitOf(r) === split);
}
