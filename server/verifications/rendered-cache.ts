// The JSON of completed verifications, serialised once (issue 17). A completed verification never
// changes: the only thing that still happens to it is its deletion by retention, at an age known
// in advance (README "Data retention"), so an entry is served only while its record is younger
// than that. Escalated, pending and processing records change and are never kept here. Any
// future way of deleting or changing a completed record must drop its entry here as well.
//
// Kept as strings, not Buffers: Node writes a string body in one piece with the headers.
// Bounded by bytes, not entries: a record carries up to 50,000 characters of content and 500
// checked steps per method, so a count would not bound memory.
import type { VerificationRow } from '../storage/verifications.js';

/** What the cache holds at most (DECISIONS.md "Verification"; part of the server's memory budget). */
export const RENDERED_CACHE_BYTES = 16 * 1024 * 1024;

interface Entry {
  organizationId: string;
  createdAtMs: number;
  json: string;
  bytes: number;
}

export interface RenderedCache {
  /** The record's JSON, when kept and created at or after `keptSinceMs` (the retention cutoff). */
  get(id: string, keptSinceMs: number): { organizationId: string; json: string } | undefined;
  /** Keeps the JSON of a completed record; other states are ignored. */
  put(row: VerificationRow, json: string): void;
  readonly bytes: number;
}

export function createRenderedCache(limitBytes = RENDERED_CACHE_BYTES): RenderedCache {
  // A Map keeps insertion order: a hit moves its entry to the end, so the first is the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remove = (id: string, entry: Entry) => {
    entries.delete(id);
    bytes -= entry.bytes;
  };
  return {
    get(id, keptSinceMs) {
      const entry = entries.get(id);
      if (entry === undefined) return undefined;
      remove(id, entry);
      if (entry.createdAtMs < keptSinceMs) return undefined; // purged by now, or about to be
      entries.set(id, entry);
      bytes += entry.bytes;
      return entry;
    },
    put(row, json) {
      if (row.status !== 'completed') return;
      const size = Buffer.byteLength(json);
      if (size > limitBytes) return;
      const old = entries.get(row.id);
      if (old !== undefined) remove(row.id, old);
      while (bytes + size > limitBytes) {
        const [oldestId, oldest] = entries.entries().next().value!;
        remove(oldestId, oldest);
      }
      entries.set(row.id, { organizationId: row.organizationId, createdAtMs: Date.parse(row.createdAt), json, bytes: size });
      bytes += size;
    },
    get bytes() {
      return bytes;
    },
  };
}
