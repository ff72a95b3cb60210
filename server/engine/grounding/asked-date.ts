// The date a "when" question asks for (issue 23, gqa33; spec/DECISIONS.md "The date a question
// asks for"): "When was the club founded?" asks for the date of one event, the question's verb,
// and the documents tie that verb to its date in its clause ("a football club founded in 1919").
// An answer that gives a date the documents tie only to another event ("Opened in 1936, it has a
// capacity of 9,200": the stadium's opening) answers with the date of another clause, and
// contradicts them when every date they tie to the event of the question's subject is another.
// Nothing is concluded when the question asks for one of several occasions ("first", "second",
// "last"), bounds the date ("in 1943", "after the war"), or says no event of its own ("When was X
// Hurler of the Year?"); when the answer's date stands where the documents tie it to no verb (life
// dates in parentheses) or to the question's event (or a verb that may say it: "set up" for
// "founded"); nor when the documents give the event two dates.

import type { DocumentIndex, ReadSentence, SentenceFinding, ReadText } from './document-index.js';
import type { DateMention, Mentions, NameMention } from './mentions.js';
import { foldWord } from './mentions.js';
import type { Token } from './nlp.js';
import { datesAgree, datesComparable } from './slots.js';
import { nameWords } from './asked-subject.js';

/** Documents of at most this many sentences are read whole; of longer ones, this many sentences holding the verb. */
const SENTENCES = 200;
/** Sentences followed back through pronouns to the one that names the subject. */
const BACK = 4;

/**
 * Verbs English uses for one event, by lemma: a date tied to any of them may answer a question
 * asked with another of the same set ("set up" for "founded", "completed" for "built"). A verb
 * outside every set is its own.
 */
const SAME_EVENT: readonly (readonly string[])[] = [
  ['found', 'establish', 'form', 'create', 'set', 'start', 'begin', 'launch', 'institute', 'incorporate', 'inaugurate', 'organize', 'organise', 'constitute', 'charter', 'open', 'base'],
  ['open', 'inaugurate', 'unveil', 'dedicate', 'launch', 'start', 'begin', 'found', 'establish', 'reopen', 'complete'],
  ['build', 'construct', 'complete', 'finish', 'erect', 'raise', 'open', 'begin', 'start'],
  ['begin', 'start', 'commence', 'launch', 'open', 'found', 'establish'],
  ['end', 'finish', 'close', 'conclude', 'cease', 'stop', 'dissolve', 'disband', 'shut', 'demolish'],
  ['bear', 'born'],
  ['die', 'kill', 'pass', 'murder', 'execute'],
  ['release', 'publish', 'issue', 'launch', 'premiere', 'debut', 'air', 'broadcast', 'print', 'appear', 'come', 'out'],
  ['win', 'award', 'receive', 'earn', 'gain', 'take', 'get', 'name', 'give', 'present', 'honour', 'honor'],
  ['marry', 'wed'],
  ['come', 'enter', 'take', 'become', 'go', 'apply'],
  ['sign', 'pass', 'enact', 'adopt', 'approve', 'ratify', 'agree'],
  ['join', 'sign', 'enter', 'move', 'transfer'],
  ['leave', 'quit', 'retire', 'resign', 'depart', 'step'],
  ['record', 'write', 'compose', 'produce', 'make', 'film', 'shoot'],
  ['automate', 'convert', 'modernise', 'modernize', 'electrify'],
];

/** Verbs that say too little alone: the question's nouns after them are part of the event ("come into force"). */
const LIGHT = /^(?:come|go|take|get|make|give|become|put|enter|bring|set|have)$/;
/** Words of a question that pick one of several occasions or bound the date. */
const OCCASION = /^(?:first|second|third|fourth|fifth|last|latest|earliest|final|again|next|previous|before|after|until|since|during|ago|later|earlier|recently|originally|once)$/;
const NEGATIONS = /^(?:not|n't|never|no|none)$/;
const SUBJECT_PRONOUN = /^(?:he|she|it|they)$/;
const STOP = /^[,;:()[\]]$/;

function sameEvent(verb: string, other: string): boolean {
  if (verb === other) return true;
  return SAME_EVENT.some((set) => set.includes(verb) && set.includes(other));
}

function lemmaOf(t: Token): string {
  // "born" stays "born" for the tagger at times; "bear" and "born" are one set.
  return t.lemma || t.lower;
}

interface AskedEvent {
  verb: string;
  /** Nouns after a light verb that the event needs ("force" of "come into force"). */
  nouns: string[];
  /** The question's subject: a name it opens with, or its head noun. */
  name?: NameMention;
  noun?: string;
}

/** The event a "When …?" / "In what year …?" question asks the date of, or undefined. */
export function askedEvent(q: ReadText): AskedEvent | undefined {
  const words = q.tokens.filter((t) => t.pos !== 'PUNCT');
  if (q.tokens.slice(0, -1).some((t) => /^[.;!?]$/.test(t.text))) return undefined;
  let k: number;
  if (words[0]?.lower === 'when') k = 1;
  else if (/^(?:what|which)$/.test(words[0]?.lower ?? '') && words[1]?.lower === 'year') k = 2;
  else if (words[0]?.lower === 'in' && /^(?:what|which)$/.test(words[1]?.lower ?? '') && words[2]?.lower === 'year') k = 3;
  else return undefined;
  // An auxiliary, then the subject, then the verb ("When was the club … founded?", "When did X open?").
  if (words[k]?.pos !== 'AUX') return undefined;
  if (words.some((t) => OCCASION.test(t.lower) || NEGATIONS.test(t.lower))) return undefined;
  if (q.mentions.dates.length || q.mentions.quantities.some((m) => !/^\d{4}$/.test(m.text))) return undefined;
  let v = words.findLastIndex((t) => t.pos === 'VERB');
  // After "did", the last word is the bare verb whatever the tagger calls it ("When did X open?").
  if (v <= k + 1 && words[k]!.lemma === 'do' && words.at(-1)!.pos === 'ADJ') v = words.length - 1;
  if (v <= k + 1) return undefined;
  const verb = v === words.length - 1 && words[v]!.pos === 'ADJ' ? words[v]!.lower : lemmaOf(words[v]!);
  if (/^(?:be|have|do)$/.test(verb)) return undefined;
  const nouns = LIGHT.test(verb) ? words.slice(v + 1).filter((t) => t.pos === 'NOUN').map((t) => t.lemma) : [];
  if (LIGHT.test(verb) && !nouns.length) return undefined;
  const subject = words.slice(k + 1, v);
  const first = subject.find((t) => t.lower !== 'the');
  if (!first) return undefined;
  const name = q.mentions.names.find((n) => n.start <= first.start && n.end > first.start);
  if (name && nameWords(name).length) {
    // "Dario Conti's restaurant": the possessed noun is the subject too.
    const after = subject.find((t) => t.start >= name.end && t.pos === 'NOUN');
    const possessed = subject.some((t) => t.start >= name.end && /^'s?$/.test(t.lower.replace('’', "'")));
    return { verb, nouns, name, ...(possessed && after ? { noun: after.lemma } : {}) };
  }
  const head = subject.find((t) => t.pos === 'NOUN');
  return head ? { verb, nouns, noun: head.lemma } : undefined;
}

/** Whether a sentence speaks of the question's subject: names it, or points back to a sentence that does. */
function about(index: DocumentIndex, id: number, e: AskedEvent, depth = 0): boolean {
  const s = index.read(id);
  const has = new Set<string>();
  for (const t of s.tokens) {
    has.add(foldWord(t.text));
    has.add(t.lemma);
  }
  if (e.name && nameWords(e.name).every((w) => has.has(w))) return true;
  // The head noun, capitalised or not ("Construction began in 1882").
  if (e.noun && s.tokens.some((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && (t.lemma === e.noun || t.lower === e.noun))) return true;
  if (depth >= BACK) return false;
  const words = s.tokens.filter((t) => /\p{L}/u.test(t.text));
  const comma = s.tokens.findIndex((t) => t.text === ',');
  const afterComma = comma >= 0 ? s.tokens.slice(comma + 1).find((t) => /\p{L}/u.test(t.text)) : undefined;
  const points = (t: Token | undefined) => t !== undefined && SUBJECT_PRONOUN.test(t.lower) && t.pos === 'PRON';
  if (!points(words[0]) && !points(afterComma)) return false;
  const prev = index.previous(id);
  return prev !== undefined && about(index, prev, e, depth + 1);
}

/**
 * The verb a date of a sentence is tied to: the nearest verb before it in its stretch (up to a
 * comma, semicolon, colon or bracket), else the first one after it there ("In 2013 three mirrors
 * were installed"). A date inside brackets ("(1882–1949)") is tied to none.
 */
function tiedVerb(tokens: readonly Token[], d: DateMention): Token | undefined {
  const at = tokens.findIndex((t) => t.end > d.start);
  if (at < 0) return undefined;
  let depth = 0;
  for (let k = 0; k < at; k++) {
    if (tokens[k]!.text === '(' || tokens[k]!.text === '[') depth++;
    if (tokens[k]!.text === ')' || tokens[k]!.text === ']') depth--;
  }
  if (depth > 0) return undefined;
  for (let k = at - 1; k >= 0 && !STOP.test(tokens[k]!.text); k--) if (tokens[k]!.pos === 'VERB') return tokens[k];
  for (let k = at + 1; k < tokens.length && !STOP.test(tokens[k]!.text); k++) {
    if (tokens[k]!.start < d.end) continue;
    if (tokens[k]!.pos === 'VERB') return tokens[k];
  }
  return undefined;
}

/** Whether a verb of a sentence says the asked event (with its nouns, for a light verb), not denied. */
function saysEvent(s: ReadSentence, verb: Token, e: AskedEvent): boolean {
  if (verb.negated) return false;
  if (!sameEvent(e.verb, lemmaOf(verb))) return false;
  return e.nouns.every((n) => s.tokens.some((t) => t.lemma === n));
}

/**
 * Checks an answer's date against the date the documents tie to the event a "when" question asks
 * about (see the head of this file).
 */
export function checkAskedDate(tokens: Token[], mentions: Mentions, index: DocumentIndex, question?: ReadText): SentenceFinding | undefined {
  if (!question || mentions.dates.length !== 1) return undefined;
  if (tokens.some((t) => t.negated || NEGATIONS.test(t.lower))) return undefined;
  const e = askedEvent(question);
  if (!e) return undefined;
  const answer = mentions.dates[0]!;
  const ids = index.sentences.length <= SENTENCES ? index.sentences.map((_, id) => id) : index.candidates([e.verb, ...e.nouns], SENTENCES).map((c) => c.id);
  const eventDates: { d: DateMention; s: ReadSentence }[] = [];
  let answerSeen = false;
  for (const id of ids) {
    const s = index.read(id);
    for (const d of s.mentions.dates) {
      const verb = tiedVerb(s.tokens, d);
      const agrees = datesAgree(answer, d);
      const ofSubject = () => about(index, id, e);
      if (agrees) {
        // The answer's date must be one the documents tie to another event, and only to such: not
        // to the question's verb, nor to a verb that may say its event in a sentence about its subject.
        if (!verb || lemmaOf(verb) === e.verb || (sameEvent(e.verb, lemmaOf(verb)) && ofSubject())) return undefined;
        answerSeen = true;
      }
      if (verb && saysEvent(s, verb, e) && ofSubject()) {
        if (agrees) return undefined;
        eventDates.push({ d, s });
      }
    }
  }
  if (!answerSeen || !eventDates.length) return undefined;
  const theirs = eventDates[0]!;
  if (!eventDates.every(({ d }) => datesAgree(d, theirs.d) && datesAgree(theirs.d, d))) return undefined;
  if (!eventDates.every(({ d }) => datesComparable(answer, d))) return undefined;
  return { sentence: theirs.s, reason: `gives ${answer.text} for the date the question asks (${e.verb}), where the documents tie it to ${theirs.d.text} and ${answer.text} to another event` };
}
