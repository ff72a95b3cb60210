// Comparatives between two named things (issue 23): "A was born first", "A is older than B",
// "A was founded earlier", "A has more species than B". Each side's value is read from the
// sentence of the documents that introduces it (the first that names it): a date for the
// temporal comparisons (a birth date for "born", "older", "younger"; a founding or release date
// for "founded", "formed", "released"), a count of the compared noun for "more" and "fewer". The
// claim is contradicted when both values are found and order the two the other way. The other
// side comes from "than B" or, in an answer, from the question's alternatives ("A or B").
// Nothing is concluded when a value is missing or the sides cannot be told apart.

import type { DocumentIndex, ReadSentence } from './document-index.js';
import { foldWord, type Mentions, type NameMention } from './mentions.js';
import type { Token } from './nlp.js';

export interface ComparisonFinding {
  /** The introducing sentence of the first side, which (with the other's) settles it. */
  sentence: ReadSentence;
  reason: string;
}

type Kind = 'birth' | 'founding' | 'release' | 'count';

const TEMPORAL: Record<string, { earlier: boolean; kind?: Kind }> = {
  older: { earlier: true, kind: 'birth' }, oldest: { earlier: true, kind: 'birth' }, younger: { earlier: false, kind: 'birth' }, youngest: { earlier: false, kind: 'birth' },
  first: { earlier: true }, earlier: { earlier: true }, before: { earlier: true }, later: { earlier: false }, after: { earlier: false }, last: { earlier: false },
};
const EVENT: Record<string, Kind> = {
  born: 'birth', birth: 'birth', founded: 'founding', formed: 'founding', established: 'founding', created: 'founding', started: 'founding', founding: 'founding',
  released: 'release', published: 'release', premiered: 'release', launched: 'release', opened: 'release',
};
const MORE = new Set(['more', 'fewer', 'less', 'most', 'fewest']);

function words(n: NameMention): string[] {
  return n.words.filter((w) => w.length > 1);
}

/** The alternatives a question offers ("A or B"): the name right after its "or", and the names before it. */
function alternatives(question: Mentions | undefined, questionTokens: Token[] | undefined): { after?: NameMention; before: NameMention[] } {
  if (!question || !questionTokens) return { before: [] };
  const or = questionTokens.findIndex((t) => t.lower === 'or');
  if (or < 0) return { before: [] };
  const at = questionTokens[or]!.start;
  const after = question.names.find((n) => n.start > at);
  return { ...(after ? { after } : {}), before: question.names.filter((n) => n.end <= at) };
}

const same = (a: NameMention, b: NameMention) => words(a).some((w) => words(b).includes(w));

/** The sentence that introduces a name: the first of the documents whose words hold all of it. */
function introduction(index: DocumentIndex, name: string[]): ReadSentence | undefined {
  const hits = index.candidates(name, 40).map((c) => c.id).sort((a, b) => a - b);
  for (const id of hits) {
    const s = index.read(id);
    const have = new Set(s.tokens.flatMap((t) => [foldWord(t.text), foldWord(t.lemma)]));
    if (name.every((w) => have.has(w))) return s;
  }
  return undefined;
}

/** The year of the event in the sentence that introduces a name: after an event word, or the first date in parentheses after the name. */
function yearOf(s: ReadSentence, kind: Kind): number | undefined {
  const cue = s.tokens.findIndex((t) => EVENT[t.lower] === kind);
  const dates = s.mentions.dates.filter((d) => d.year !== undefined);
  if (cue >= 0) {
    const after = dates.find((d) => d.start >= s.tokens[cue]!.start);
    if (after) return after.year;
  }
  // "Neil LaBute (born March 19, 1963)", "H. Bruce Humberstone (November 18, 1901 – October 11, 1984)"
  if (kind === 'birth') {
    const open = s.tokens.findIndex((t) => t.text === '(');
    if (open >= 0 && open < 12) return dates.find((d) => d.start > s.tokens[open]!.start)?.year;
  }
  return undefined;
}

function countOf(s: ReadSentence, noun: string): number | undefined {
  const q = s.mentions.quantities.filter((x) => x.head === noun);
  return q.length === 1 ? q[0]!.value : undefined;
}

/**
 * Checks a comparative claim against the documents; a finding only when both sides' values are
 * found and contradict the claim.
 */
export function checkComparison(tokens: Token[], mentions: Mentions, index: DocumentIndex, question?: { mentions: Mentions; tokens: Token[] }): ComparisonFinding | undefined {
  // The subject: the claim's first name, or its first word when the question offers it as one
  // of the alternatives ("Hole was the first band founded." answering "Hole ... or The Wolfhounds?").
  const offered = alternatives(question?.mentions, question?.tokens);
  const candidates = [...offered.before, ...(offered.after ? [offered.after] : [])];
  const first = tokens[0];
  const subject =
    mentions.names[0] ??
    (first && candidates.some((n) => words(n).join(' ') === foldWord(first.text)) ? { kind: 'name' as const, words: [foldWord(first.text)], start: first.start, end: first.end, text: first.text, guessed: false, quoted: false } : undefined);
  if (!subject || (tokens[0] && tokens[0].start < subject.start && !/^(?:the|yes|no|,)$/i.test(tokens[0].text))) return undefined;
  const cueAt = tokens.findIndex((t) => t.start >= subject.end && (TEMPORAL[t.lower] !== undefined || MORE.has(t.lower)));
  if (cueAt < 0) return undefined;
  const cue = tokens[cueAt]!.lower;
  // The other side: a name after "than", else the question's other alternative.
  const than = tokens.findIndex((t, k) => k > cueAt && t.lower === 'than');
  let other = than >= 0 ? mentions.names.find((n) => n.start > tokens[than]!.start) : undefined;
  // Else the question's other alternative: the one after its "or", or, when the subject is that
  // one, the last name before it.
  if (!other && offered.after && candidates.some((n) => same(n, subject))) {
    other = same(offered.after, subject) ? offered.before.at(-1) : offered.after;
  }
  if (!other) return undefined;
  const a = introduction(index, words(subject));
  const b = introduction(index, words(other));
  if (!a || !b || a.id === b.id) return undefined;
  if (MORE.has(cue)) {
    const noun = tokens.slice(cueAt + 1, cueAt + 3).find((t) => t.pos === 'NOUN')?.lemma;
    if (!noun) return undefined;
    const x = countOf(a, noun);
    const y = countOf(b, noun);
    if (x === undefined || y === undefined || x === y) return undefined;
    const claimsMore = cue === 'more' || cue === 'most';
    if ((x > y) === claimsMore) return undefined;
    return { sentence: a, reason: `says ${subject.text} has ${cue} ${noun} where the documents give ${x} for ${subject.text} and ${y} for ${other.text}` };
  }
  const t = TEMPORAL[cue]!;
  const verb = tokens.find((x) => EVENT[x.lower] !== undefined);
  const kind: Kind = verb ? EVENT[verb.lower]! : t.kind ?? 'founding';
  const x = yearOf(a, kind);
  const y = yearOf(b, kind);
  if (x === undefined || y === undefined || x === y) return undefined;
  if ((x < y) === t.earlier) return undefined;
  return { sentence: a, reason: `puts ${subject.text} ${t.earlier ? 'before' : 'after'} ${other.text} where the documents give ${x} for ${subject.text} and ${y} for ${other.text}` };
}
