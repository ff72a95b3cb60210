// The caller's documents (issue 23): `context.documents`, an array of `{id?, title?, url?, text}`,
// or `context.evidence`, its short form (a string, or an array of strings, each one document
// with only a text). The contract and the request rules (server/verifications/request-rules.ts)
// have refused anything else with a 400 before a request reaches the engine; the engine reads
// defensively anyway (the eval and tests call it directly), skipping what is not a document.

/** One document as grounding reads it; `index` is its position in the caller's list. */
export interface GroundingDocument {
  index: number;
  id?: string;
  title?: string;
  url?: string;
  text: string;
}

/** The most documents one verification may carry (spec/DECISIONS.md "Documents"). */
export const MAX_DOCUMENTS = 20;
/** The most characters (Unicode code points) the documents of one verification may hold in all. */
export const MAX_DOCUMENT_CHARS = 1_000_000;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The documents of a context, or undefined when it gives none (then a method runs as it does
 * without documents). An empty list, or only empty texts, counts as none.
 */
export function documentsOf(context: Record<string, unknown>): GroundingDocument[] | undefined {
  const out: GroundingDocument[] = [];
  const given = context['documents'];
  if (Array.isArray(given)) {
    given.forEach((d, index) => {
      if (!isRecord(d) || typeof d['text'] !== 'string') return;
      const doc: GroundingDocument = { index, text: d['text'] };
      for (const key of ['id', 'title', 'url'] as const) if (typeof d[key] === 'string') doc[key] = d[key];
      out.push(doc);
    });
  } else {
    const e = context['evidence'];
    const texts = typeof e === 'string' ? [e] : Array.isArray(e) ? e : [];
    texts.forEach((text, index) => {
      if (typeof text === 'string') out.push({ index, text });
    });
  }
  const usable = out.filter((d) => d.text.trim() !== '');
  return usable.length ? usable : undefined;
}

/** How a document is named in explanations: its id, else its title, else its position. */
export function documentName(d: GroundingDocument): string {
  if (d.id) return `document "${d.id}"`;
  if (d.title) return `document "${d.title.length > 60 ? `${d.title.slice(0, 59)}…` : d.title}"`;
  return `document ${d.index + 1}`;
}
