// Two values crossed between two named things (issue 23, g9; spec/DECISIONS.md "Values crossed
// between two subjects"): "Dunmore Vale is on the River Fenn and Kilbride Cross is on the River
// Osk", "Marston Vale in 1868 and Hollin Green in 1851", where the documents give each subject the
// value the answer gives the other. An answer of two coordinated parts, each a subject (its first
// name) and one value (its one year, else its one other name), is contradicted when the sentences
// about the first subject (from the one that introduces it up to the one that introduces the
// second) say the second part's value and not its own, and those about the second say the first
// part's value and not its own. Nothing is concluded otherwise: a value said of both, of neither,
// or in a sentence of the first subject's that does not name the second, leaves it to the other rules.

import { introduction, same, words } from './comparatives.js';
import type { DocumentIndex, ReadSentence, SentenceFinding } from './document-index.js';
import { foldWord, type Mentions, type NameMention } from './mentions.js';
import type { Token } from './nlp.js';

/** The words that join the two parts: "and", "while", "whereas", a semicolon. */
const JOINS = /^(?:and|while|whereas|whilst|;)$/;
const NEGATIONS = /^(?:not|n't|never|neither|nor|no)$/;
/** At most this many sentences speak of one subject after the one that introduces it. */
const SPAN = 4;
/** Documents of at most this many sentences are searched whole for a sentence pairing a subject with a value. */
const WHOLE = 200;

type Value = { kind: 'year'; year: number; text: string } | { kind: 'name'; name: NameMention; text: string };

interface Part {
  subject: NameMention;
  value: Value;
}

/** A part's subject and value: its first name, and its one year or else its one other name. */
function partOf(from: number, to: number, mentions: Mentions): Part | undefined {
  const inside = <M extends { start: number; end: number }>(m: M) => m.start >= from && m.end <= to;
  const names = mentions.names.filter(inside);
  const years = mentions.dates.filter(inside).filter((d) => d.year !== undefined);
  const subject = names[0];
  if (!subject) return undefined;
  if (years.length === 1 && names.length === 1) return { subject, value: { kind: 'year', year: years[0]!.year!, text: years[0]!.text } };
  if (years.length === 0 && names.length === 2) return { subject, value: { kind: 'name', name: names[1]!, text: names[1]!.text } };
  return undefined;
}

/** The sentences about a subject: its introduction and those after it in its document, up to the other's introduction. */
function spanOf(index: DocumentIndex, intro: ReadSentence, otherIntro: ReadSentence): ReadSentence[] {
  const out = [intro];
  for (let id = intro.id + 1; id < index.sentences.length && out.length <= SPAN; id++) {
    if (id === otherIntro.id || index.sentences[id]!.doc !== intro.doc) break;
    out.push(index.read(id));
  }
  return out;
}

/** The words that tell a name from another ("fenn" of "the River Fenn" against "the River Osk"). */
function telling(a: NameMention, b: NameMention): string[] {
  const own = words(a).filter((w) => !words(b).includes(w));
  return own.length ? own : words(a);
}

function says(s: ReadSentence, v: Value, other: Value): boolean {
  if (v.kind === 'year') return s.mentions.dates.some((d) => d.year === v.year);
  if (other.kind !== 'name') return false;
  const have = new Set(s.tokens.map((t) => foldWord(t.text)));
  return telling(v.name, other.name).every((w) => have.has(w));
}

function namesSubject(s: ReadSentence, subject: NameMention, other: NameMention): boolean {
  const have = new Set(s.tokens.map((t) => foldWord(t.text)));
  return telling(subject, other).every((w) => have.has(w));
}

/**
 * Checks an answer of two coordinated parts for values crossed between their subjects; a finding
 * only when the documents give each subject the other part's value.
 */
export function checkSwap(tokens: Token[], mentions: Mentions, index: DocumentIndex): SentenceFinding | undefined {
  if (tokens.some((t) => NEGATIONS.test(t.lower))) return undefined;
  for (let k = 1; k < tokens.length - 1; k++) {
    if (!JOINS.test(tokens[k]!.lower)) continue;
    const a = partOf(tokens[0]!.start, tokens[k]!.start, mentions);
    const b = partOf(tokens[k]!.end, tokens.at(-1)!.end, mentions);
    if (!a || !b || a.value.kind !== b.value.kind || same(a.subject, b.subject)) continue;
    if (a.value.kind === 'year' ? a.value.year === (b.value as { year: number }).year : same(a.value.name, (b.value as { name: NameMention }).name)) continue;
    const ia = introduction(index, words(a.subject));
    const ib = introduction(index, words(b.subject));
    if (!ia || !ib || ia.id === ib.id) continue;
    const sa = spanOf(index, ia, ib);
    const sb = spanOf(index, ib, ia);
    const any = (span: ReadSentence[], v: Value, o: Value) => span.some((s) => says(s, v, o));
    // Each subject's own sentences give the other part's value, and not the part's own.
    if (any(sa, a.value, b.value) || !any(sa, b.value, a.value) || any(sb, b.value, a.value) || !any(sb, a.value, b.value)) continue;
    // No sentence names a subject with its part's value without naming the other subject too.
    const pairs = (p: Part, q: Part) => {
      // Short documents are read whole; in long ones, the sentences that hold the subject's words
      // (a word in most sentences is no help to the index, and a short text has few).
      const ids = index.sentences.length <= WHOLE ? index.sentences.map((_, id) => id) : index.candidates(telling(p.subject, q.subject), WHOLE).map((c) => c.id);
      for (const id of ids) {
        const s = index.read(id);
        if (namesSubject(s, p.subject, q.subject) && says(s, p.value, q.value) && !namesSubject(s, q.subject, p.subject)) return true;
      }
      return false;
    };
    if (pairs(a, b) || pairs(b, a)) continue;
    return { sentence: ia, reason: `gives ${a.subject.text} ${a.value.text} and ${b.subject.text} ${b.value.text} where the documents give each the other's` };
  }
  return undefined;
}
