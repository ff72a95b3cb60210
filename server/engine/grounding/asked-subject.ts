// The one thing a question asks for (issue 23, ground5). A question whose wh-word is its subject
// ("Which artist is from Columbus, Ohio?", "Who was once considered the best kickboxer?",
// "Which university, A or B, is located in Chestnut Hill?") asks for the one thing its predicate
// holds of. When a sentence of the documents says that whole predicate of a named subject, and the
// answer names another thing the documents tell apart from it (no word of the two names shared)
// and never say the predicate of, the answer contradicts the documents: "which" has one answer
// here, and the documents give it. Nothing is concluded when the question asks otherwise (its
// wh-word the object, "What did X write?", or the complement of "be", "What is X?"), when the
// documents say the predicate of more than one subject, or when the subject of the sentence that
// says it is one of the question's own names ("F is a film directed by X" speaks of F, and X is
// its director, not its subject): the roles of a passive or a long sentence are not read.

import type { DocumentIndex, ReadSentence, SentenceFinding, ReadText } from './document-index.js';
import { termOf } from './document-index.js';
import { REFERRING } from './lexicon.js';
import { foldWord, type Mentions, type NameMention } from './mentions.js';
import type { Token } from './nlp.js';

/** A content word of a predicate, as the ways it may be written: each a list of terms all needed. */
type Term = string[][];

interface Asked {
  /** The content words of the question's predicate; two nouns also as one word ("kick boxer", "kickboxer"). */
  terms: Term[];
  /** The question's names (its alternatives among them): never the subject the documents give. */
  names: NameMention[];
}

/** Fewest content words a predicate must have to single one thing out. */
const MIN_TERMS = 2;
/** Most sentences of the documents searched for the predicate. */
const SEARCHED = 30;

const WH = new Set(['who', 'which', 'what']);
/** Comparisons are the comparatives' (comparatives.ts): "which is older" is not a predicate held by one. */
const COMPARING = /^(?:more|most|less|least|fewer|fewest|first|last|earlier|later|older|oldest|younger|youngest|larger|smaller|bigger|longer|shorter|higher|lower|greater|same|both|also|either|neither|not|n't|never)$/;

export function nameWords(n: NameMention): string[] {
  return n.words.filter((w) => w.length > 1 && !/^(?:the|of|and|&)$/.test(w));
}

/** Whether two names may be one thing: a word in common, or one the initials of the other. */
export function mayBeSame(a: NameMention, b: NameMention): boolean {
  const x = nameWords(a);
  const y = nameWords(b);
  if (x.some((w) => y.includes(w))) return true;
  const initials = (ws: string[]) => ws.map((w) => w[0]).join('');
  return (x.length === 1 && x[0] === initials(y)) || (y.length === 1 && y[0] === initials(x));
}

/**
 * The predicate a question asks the subject of: the words from its first verb (an auxiliary
 * first, so that "Which Walker founded institution was controlled by ..." reads "was controlled
 * by ..."), less the alternatives it offers ("..., A or B?"). Undefined when the wh-word is not
 * the subject: do-support ("What did ..."), or "be" followed by a noun phrase ("Who is the ...").
 */
export function askedPredicate(tokens: Token[], mentions: Mentions): Asked | undefined {
  const words = tokens.filter((t) => t.pos !== 'PUNCT');
  if (!WH.has(words[0]?.lower ?? '')) return undefined;
  // A question of one sentence: a statement before it ("X is a sitcom ..., born on which date?") is not read.
  if (tokens.slice(0, -1).some((t) => /^[.;!?]$/.test(t.text))) return undefined;
  let p = words.findIndex((t, i) => i > 0 && t.pos === 'AUX');
  if (p < 0) p = words.findIndex((t, i) => i > 0 && t.pos === 'VERB');
  if (p < 0) return undefined;
  // A relative clause before it ("What sitcom starred a singer who began her career at 15?")
  // makes the first verb found the clause's, not the question's: its subject is not read.
  if (words.slice(1, p).some((t) => /^(?:who|whom|whose|that|which)$/.test(t.lower))) return undefined;
  const head = words[p]!;
  if (head.lemma === 'do') return undefined;
  if (head.pos === 'AUX' && head.lemma === 'be') {
    let k = p + 1;
    while (words[k]?.pos === 'ADV') k++;
    if (!(words[k]?.pos === 'VERB' || words[k]?.pos === 'ADP')) return undefined;
  }
  const rest = words.slice(p);
  if (rest.some((t) => COMPARING.test(t.lower))) return undefined;
  // The alternatives it offers ("..., A or B?") are what it asks to choose from, not its predicate.
  const offered = offeredSpan(tokens, mentions);
  const kept = rest.filter((t) => !(offered && t.start >= offered[0] && t.end <= offered[1]));
  const terms: Term[] = [];
  for (let i = 0; i < kept.length; i++) {
    // A word of a name counts whatever its tag ("Doctor Who").
    const inName = mentions.names.some((n) => kept[i]!.start >= n.start && kept[i]!.end <= n.end);
    const term = termOf(kept[i]!) ?? (inName && /\p{L}/u.test(kept[i]!.text) ? foldWord(kept[i]!.text) : undefined);
    if (!term) continue;
    // Two nouns English also writes as one word ("kick boxer" / "kickboxer"): either way.
    const next = kept[i + 1];
    const second = next && kept[i]!.pos === 'NOUN' && next.pos === 'NOUN' ? termOf(next) : undefined;
    if (second) {
      terms.push([[`${foldWord(kept[i]!.text)}${foldWord(next!.text)}`], [term, second]]);
      i++;
    } else terms.push([[term]]);
  }
  if (terms.length < MIN_TERMS) return undefined;
  return { terms, names: mentions.names };
}

/** Whether a set of words holds a predicate term, written one of its ways. */
function holds(have: Set<string>, term: Term): boolean {
  return term.some((way) => way.every((t) => have.has(t)));
}

function termsOfSentence(s: ReadSentence): Set<string> {
  const out = new Set(s.terms);
  for (const t of s.tokens) out.add(foldWord(t.text));
  return out;
}

function saysPredicate(s: ReadSentence, asked: Asked): boolean {
  const have = termsOfSentence(s);
  // A predicate denied there ("was never considered") is not said.
  if (s.tokens.some((t) => t.negated || /^(?:not|n't|never)$/.test(t.lower))) return false;
  return asked.terms.every((t) => holds(have, t));
}

/** The name a sentence opens with (after "The" or an opening quote), its subject in the documents' plain style. */
function openingName(s: ReadSentence): NameMention | undefined {
  const first = s.tokens.find((t) => /[\p{L}\p{N}]/u.test(t.text) && t.lower !== 'the');
  return first && s.mentions.names.find((n) => n.start <= first.start && n.end > first.start);
}

/**
 * The subject of a sentence of the documents: the name it opens with; or, when it opens by
 * pointing back (a pronoun, or "the university" after an opening phrase and a comma), the name
 * the sentence before opens with.
 */
function subjectOf(s: ReadSentence, index: DocumentIndex): { y?: NameMention; from?: ReadSentence } {
  const own = openingName(s);
  if (own) return { y: own, from: s };
  const words = s.tokens.filter((t) => /\p{L}/u.test(t.text));
  const comma = s.tokens.findIndex((t) => t.text === ',');
  const after = comma >= 0 ? s.tokens.slice(comma + 1).filter((t) => /\p{L}/u.test(t.text)) : [];
  const back = (ws: Token[]) => (REFERRING.has(ws[0]?.lower ?? '') && ws[0]!.pos === 'PRON') || (ws[0]?.lower === 'the' && ws[1]?.pos === 'NOUN');
  const leadNoun = back(words) ? words : back(after) ? after : undefined;
  if (!leadNoun) return {};
  const prev = index.previous(s.id);
  if (prev === undefined) return {};
  const before = index.read(prev);
  // "the university" points back only to a sentence that calls its subject one.
  if (leadNoun[0]!.lower === 'the' && !before.terms.has(termOf(leadNoun[1]!) ?? '')) return {};
  const y = openingName(before);
  return y ? { y, from: before } : {};
}

/** The thing an answer names as its subject: the name it opens with ("Stanford University is located ..."). */
function answerSubject(tokens: Token[], mentions: Mentions): NameMention | undefined {
  const first = tokens.find((t) => /[\p{L}\p{N}]/u.test(t.text) && t.lower !== 'the');
  if (!first || /^(?:yes|no)$/.test(first.lower)) return undefined;
  return mentions.names.find((n) => n.start <= first.start && n.end > first.start);
}

/**
 * Whether an answer names, for the subject a question asks for, another thing than the one the
 * documents say the question's predicate of (see the head of this file).
 */
export function checkAskedSubject(tokens: Token[], mentions: Mentions, statement: boolean, index: DocumentIndex, question: ReadText | undefined): SentenceFinding | undefined {
  if (!question) return undefined;
  const asked = askedPredicate(question.tokens, question.mentions);
  if (!asked) return undefined;
  const mine = answerSubject(tokens, mentions);
  if (!mine || !nameWords(mine).length || asked.names.some((n) => mayBeSame(n, mine) && !isAlternative(n, question))) return undefined;
  // A statement must say the predicate of its subject; a bare name answers it as it stands.
  if (statement) {
    const have = new Set<string>();
    for (const t of tokens) {
      const term = termOf(t);
      if (term) have.add(term);
      have.add(foldWord(t.text));
    }
    if (!asked.terms.every((t) => holds(have, t))) return undefined;
  }
  const query = asked.terms.flatMap((t) => t.flat());
  const saying = index.candidates(query, SEARCHED).map(({ id }) => index.read(id)).filter((s) => saysPredicate(s, asked));
  if (!saying.length) return undefined;
  // The documents must say it of the answer's thing nowhere, nor name it where they say it.
  const mineWords = nameWords(mine);
  const names = (s: ReadSentence) => mineWords.every((w) => termsOfSentence(s).has(w));
  if (saying.some(names)) return undefined;
  const subjects = saying.map((s) => ({ s, ...subjectOf(s, index) }));
  // Nor name it in the sentence the subject is read from ("X is a genus of the family Y. It contains ...").
  if (subjects.some(({ from }) => from && names(from))) return undefined;
  if (subjects.some(({ y }) => !y)) return undefined;
  const theirs = subjects[0]!.y!;
  if (!subjects.every(({ y }) => mayBeSame(y!, theirs))) return undefined;
  // The subject the documents give is not the question's own thing (the title of "F is a film directed by X").
  if (question.mentions.names.some((n) => mayBeSame(n, theirs) && !isAlternative(n, question))) return undefined;
  if (mayBeSame(mine, theirs)) return undefined;
  // The answer's thing must be one the documents name: another thing of theirs, not a new name.
  if (!index.nameHolding(mineWords) && !index.saysWords(mine.words)) return undefined;
  const s = subjects[0]!.s;
  const doc = index.documents.find((d) => d.index === s.doc)!;
  const quote = doc.text.slice(s.start, s.end).replace(/\s+/g, ' ').trim();
  return { sentence: s, reason: `names ${mine.text} for what the question asks, where the documents say it of ${theirs.text}: "${quote.length > 200 ? `${quote.slice(0, 199)}…` : quote}"` };
}

/**
 * The offsets of the alternatives a question ends with ("..., the Kelwick choir or Motor Lane?"):
 * from the comma before its last "or" (or else the name just before it) to the end, when a name
 * follows the "or". Undefined when it offers none.
 */
function offeredSpan(tokens: Token[], mentions: Mentions): [number, number] | undefined {
  const or = tokens.findLastIndex((t) => t.lower === 'or');
  if (or < 0 || !mentions.names.some((n) => n.start >= tokens[or]!.end)) return undefined;
  const comma = tokens.slice(0, or).findLastIndex((t) => t.text === ',');
  const before = mentions.names.filter((n) => n.end <= tokens[or]!.start).at(-1);
  const from = comma >= 0 ? tokens[comma]!.start : before?.start;
  return from === undefined ? undefined : [from, tokens.at(-1)!.end];
}

/** Whether a name of the question is one of the alternatives it offers ("A or B"). */
function isAlternative(n: NameMention, question: ReadText): boolean {
  const span = offeredSpan(question.tokens, question.mentions);
  return span !== undefined && n.start >= span[0] && n.end <= span[1];
}
