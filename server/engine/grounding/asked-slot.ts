// The slot a question asks to fill (issue 23, ground6): "in which country ...?" asks for a place,
// "what kind of track ...?" for the words that tell one track from another. The sentence of the
// documents that says the rest of the question (its verb and most of its content words) fills
// that slot; an answer that fills it with another country, or calls the thing by a kind the
// documents never use while leaving out theirs, contradicts them. Nothing is concluded when the
// answer names two countries or none, is denied, or when the documents fill the slot two ways.

import type { DocumentIndex, ReadSentence, SentenceFinding, ReadText } from './document-index.js';
import { termOf } from './document-index.js';
import { countriesAgree, countryOf, countryPlaceOf } from './aliases.js';
import { foldWord, type Mentions } from './mentions.js';
import { REFERRING } from './lexicon.js';
import type { Token } from './nlp.js';

/** Fewest of the question's content words the sentence that fills its slot must say. */
const MIN_SHARED = 3;
/** Most sentences of the documents searched. */
const SEARCHED = 30;

const WH_DETERMINER = /^(?:which|what)$/;
const WH_WORD = /^(?:what|which|who|whom|whose|where|when|why|how)$/;
const PLACE_NOUN = /^(?:country|nation)$/;
const KIND_NOUN = /^(?:kind|type|sort|form|variety|style)$/;

function denied(tokens: readonly Token[]): boolean {
  return tokens.some((t) => t.negated || /^(?:not|n't|never|no)$/.test(t.lower));
}

/** The content words of the question outside its wh-phrase, and which of them are its verbs. */
function questionTerms(q: ReadText, skip: (t: Token) => boolean): { terms: Set<string>; verbs: Set<string> } {
  const terms = new Set<string>();
  const verbs = new Set<string>();
  for (const t of q.tokens) {
    if (skip(t)) continue;
    const term = termOf(t);
    if (!term) continue;
    terms.add(term);
    if (t.pos === 'VERB') verbs.add(term);
  }
  return { terms, verbs };
}

/**
 * The sentences of the documents that say the rest of the question: one of its verbs and at
 * least MIN_SHARED of its content words; the best (most words shared) first.
 */
function sayingRest(index: DocumentIndex, rest: { terms: Set<string>; verbs: Set<string> }): ReadSentence[] {
  if (!rest.verbs.size) return [];
  const found: { s: ReadSentence; shared: number }[] = [];
  for (const { id } of index.candidates(rest.terms, SEARCHED)) {
    const s = index.read(id);
    if (denied(s.tokens)) continue;
    const shared = [...rest.terms].filter((t) => s.terms.has(t)).length;
    if (shared >= MIN_SHARED && [...rest.verbs].some((v) => s.terms.has(v))) found.push({ s, shared });
  }
  return found.sort((a, b) => b.shared - a.shared).map((f) => f.s);
}

/**
 * The countries a text names as places ("in Berlin, Germany"), by code: its names, and a run of
 * proper nouns outside them (a sentence's first word is not read as a name: "Mexico was ...").
 */
function placesOf(tokens: readonly Token[], mentions: Mentions): { code: string; text: string }[] {
  const out: { code: string; text: string }[] = [];
  for (const n of mentions.names) {
    const code = countryPlaceOf(n.words);
    if (code) out.push({ code, text: n.text });
  }
  let run: Token[] = [];
  for (const t of [...tokens, undefined]) {
    if (t && t.pos === 'PROPN' && !mentions.names.some((n) => t.start >= n.start && t.end <= n.end)) {
      run.push(t);
      continue;
    }
    const code = run.length ? countryPlaceOf(run.map((r) => foldWord(r.text))) : undefined;
    if (code) out.push({ code, text: run.map((r) => r.text).join(' ') });
    run = [];
  }
  return out;
}

/** Whether a sentence names a country in any form, its people or adjective too ("the Mexican city of ..."). */
function namesCountry(s: ReadSentence, code: string): boolean {
  const agrees = (c: string | undefined) => c !== undefined && countriesAgree(c, code);
  return placesOf(s.tokens, s.mentions).some((p) => agrees(p.code)) || s.mentions.names.some((n) => agrees(countryOf(n.words))) || s.tokens.some((t) => agrees(countryOf([foldWord(t.text)])));
}

/** "In which country ...?": the answer's one country against the one the documents give. */
function checkCountry(tokens: Token[], mentions: Mentions, index: DocumentIndex, q: ReadText): SentenceFinding | undefined {
  const at = q.tokens.findIndex((t, i) => WH_DETERMINER.test(t.lower) && PLACE_NOUN.test(q.tokens[i + 1]?.lower ?? ''));
  if (at < 0) return undefined;
  const mine = [...new Map(placesOf(tokens, mentions).map((p) => [p.code, p])).values()];
  if (mine.length !== 1) return undefined;
  const x = mine[0]!;
  const wh = new Set([q.tokens[at], q.tokens[at + 1]]);
  // The question's own places are what it says, not what it asks ("... in Berlin, in which country?").
  const rest = questionTerms(q, (t) => wh.has(t));
  const saying = sayingRest(index, rest).filter((s) => placesOf(s.tokens, s.mentions).length > 0);
  if (!saying.length) return undefined;
  if (saying.some((s) => namesCountry(s, x.code))) return undefined;
  const theirs = placesOf(saying[0]!.tokens, saying[0]!.mentions);
  return { sentence: saying[0]!, reason: `names ${x.text} for the country the question asks, where the documents give ${theirs.map((p) => p.text).join(', ')}` };
}

/** The words before a noun that tell its kind ("a standard gauge track" -> standard, gauge), folded and split at hyphens. */
function kindWords(tokens: readonly Token[], at: number): string[] {
  const out: string[] = [];
  for (let k = at - 1; k >= 0; k--) {
    const t = tokens[k]!;
    if (t.text === '-') continue;
    if (!/^(?:ADJ|NOUN|PROPN|NUM)$/.test(t.pos) || /^(?:first|last|only|same|other|new)$/.test(t.lower)) break;
    out.unshift(...t.text.split('-').map(foldWord).filter(Boolean));
  }
  return out;
}

/** The positions of a noun (by lemma) in a sentence's tokens. */
function nounsOf(tokens: readonly Token[], lemma: string): number[] {
  const out: number[] = [];
  tokens.forEach((t, i) => {
    if (t.pos === 'NOUN' && foldWord(t.lemma) === lemma) out.push(i);
  });
  return out;
}

/** "What kind of N ...?": the answer's kind of N against the one the documents give. */
function checkKind(tokens: Token[], index: DocumentIndex, q: ReadText): SentenceFinding | undefined {
  const at = q.tokens.findIndex((t, i) => WH_DETERMINER.test(t.lower) && KIND_NOUN.test(q.tokens[i + 1]?.lower ?? '') && q.tokens[i + 2]?.lower === 'of');
  if (at < 0) return undefined;
  // The asked noun: the last noun of the run after "of" ("what kind of railway track").
  let h = at + 3;
  while (q.tokens[h + 1]?.pos === 'NOUN') h++;
  const noun = q.tokens[h];
  if (noun?.pos !== 'NOUN') return undefined;
  const lemma = foldWord(noun.lemma);
  const kinds = nounsOf(tokens, lemma).map((i) => kindWords(tokens, i)).filter((k) => k.length);
  if (kinds.length !== 1) return undefined;
  const mine = kinds[0]!;
  const wh = new Set(q.tokens.slice(at, h + 1));
  const rest = questionTerms(q, (t) => wh.has(t));
  const saying = sayingRest(index, rest);
  const given = saying.flatMap((s) => nounsOf(s.tokens, lemma).map((i) => ({ s, kind: kindWords(s.tokens, i) }))).filter((g) => g.kind.length);
  if (!given.length) return undefined;
  // One kind given: every mention the documents make of it tells it the same way.
  const theirs = given[0]!.kind;
  if (!given.every((g) => g.kind.join(' ') === theirs.join(' '))) return undefined;
  const answerWords = new Set(tokens.flatMap((t) => t.text.split('-').map(foldWord)));
  // Their kind is left out, and the answer's is said nowhere in the documents.
  if (theirs.every((w) => answerWords.has(w))) return undefined;
  const invented = mine.filter((w) => !theirs.includes(w) && !index.words.has(w));
  if (!invented.length) return undefined;
  return { sentence: given[0]!.s, reason: `calls the ${noun.text} the question asks about ${mine.join(' ')}, where the documents say ${theirs.join(' ')}` };
}

/**
 * Nouns too general to name a kind of their own: any kind may be called by them ("a structure",
 * "a publication"), so an answer that uses one where the documents say a narrower word says no
 * other kind.
 */
const GENERAL_NOUN = /^(?:thing|object|item|place|site|location|area|region|spot|structure|building|body|work|piece|publication|organi[sz]ation|group|institution|company|business|firm|event|occasion|person|people|figure|individual|entity|form|feature|landmark|product|facility|venue|establishment|one|type|kind|sort|example|member|part|name|term|word|title|series|project|unit|system|way|means|role|use|purpose|reason|cause|result|subject|topic|matter|case|fact|idea|activity|field|sector|industry|world|life|career|history|time|period|era|year|day|number|amount|lot|set|range|variety|collection|material|stuff|substance|water|land)$/;

/**
 * What a question opening "what" asks for when the noun after it asks a value or a name, not a
 * kind: a number, a date, a name ("what year", "what name") is the other rules' slot.
 */
const VALUE_NOUN = /^(?:year|date|day|month|time|age|name|number|percentage|percent|population|score|size|height|length|width|depth|amount|price|cost|rank|ranking|city|country|town|state|nation|nationality|language|colour|color)$/;

/** Whether a word, or a form of it English writes (a plural, a misspelling of a long word), is a word of the documents. */
function wordOfDocuments(index: DocumentIndex, t: Token): boolean {
  const forms = [foldWord(t.text), foldWord(t.lemma)].filter(Boolean);
  for (const w of forms) {
    if (index.words.has(w) || index.words.has(`${w}s`) || index.words.has(`${w}es`) || index.words.has(w.replace(/(?:es|s)$/, ''))) return true;
    if (w.length >= 6 && index.wordNear(w, 1) !== undefined) return true;
  }
  return false;
}

/**
 * "What is Meri Pool?", "What kind of structure did they build?", "What position did he play?":
 * a question that opens "what" (after a preposition or not) and asks for a thing, not a value or
 * a name. The answer fills it with a noun phrase: a bare one ("A ruined fortress"), or the object
 * or complement of its verb ("He played as a setter"). When the head of that phrase (or a noun
 * before it that tells its kind: "a sperm whale") is a common noun no document uses in any form,
 * nor the question, and the documents have a sentence that says the rest of the question, the
 * answer calls the thing asked by a kind the documents never give it, where they give one: a
 * contradiction, not a fact from nowhere, since the slot is the one the question asks to fill.
 * Nothing is concluded for a general noun ("a structure", "a publication": what any kind may be
 * called), a word of the question, a denied answer, or when no sentence says the rest.
 */
function checkInventedKind(tokens: Token[], mentions: Mentions, index: DocumentIndex, q: ReadText): SentenceFinding | undefined {
  const words = q.tokens.filter((t) => t.pos !== 'PUNCT');
  let at = 0;
  if (words[0]?.pos === 'ADP') at = 1;
  // The wh-phrase opens the question, or stands in the place of the words it asks for and ends
  // the question ("It is also called what?", "They were famous for what kind of music?").
  const inSitu = words[at]?.lower !== 'what';
  if (inSitu) at = words.findLastIndex((t, k) => k > 0 && t.lower === 'what');
  // A question whether two things share a kind ("Were A and B known for the same type of
  // work?") asks for that kind too: an answer that grants it says which ("Yes, both ... to X").
  const same = inSitu && at < 0 && words.findIndex((t) => t.lower === 'same') > 0 && /^(?:are|is|was|were|do|does|did|have|has|had)$/.test(words[0]?.lower ?? '');
  if (same) at = words.findIndex((t) => t.lower === 'same');
  if (at < 0) return undefined;
  // The wh-phrase: "what", "what kind of", and the nouns it opens ("what kind of body of water").
  let h = at + 1;
  if (KIND_NOUN.test(words[h]?.lower ?? '') && words[h + 1]?.lower === 'of') h += 2;
  while (words[h]?.pos === 'NOUN' || (words[h]?.lower === 'of' && words[h + 1]?.pos === 'NOUN')) {
    if (VALUE_NOUN.test(foldWord(words[h]!.lemma))) return undefined;
    h++;
  }
  if (inSitu && !same && h !== words.length) return undefined;
  // "the same N" must name the kind asked ("same type of work", "same genre"), not stand alone.
  if (same && h === at + 1) return undefined;
  const wh = new Set(words.slice(inSitu ? at : 0, h));
  // The question's own words: a noun it says is what it asks about, not a kind the answer gives.
  const asked = new Set(q.tokens.flatMap((t) => [foldWord(t.text), foldWord(t.lemma)]));
  const named = (t: Token) => mentions.names.some((n) => t.start >= n.start && t.end <= n.end) || [...mentions.quantities, ...mentions.dates].some((m) => t.start < m.end && m.start < t.end);
  // The answer's phrase that fills the slot: a bare phrase's first noun phrase (one opening with
  // "a" is that phrase whatever follows: "A silver cross worn on a sash", "A fire destroyed it"),
  // a statement's words after its verb, up to the end of its clause: an apposition or a relative
  // clause after a comma ("... to Granite Paving LLC, the lowest qualified bidder") says another
  // thing than the slot (DECISIONS "The slot a question asks to fill", gnews).
  const verb = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const opening = tokens.find((t) => /\p{L}/u.test(t.text));
  let slot: Token[];
  if (verb < 0 || /^(?:a|an)$/.test(opening?.lower ?? '')) {
    const from = tokens.findIndex((t) => /\p{L}/u.test(t.text) && t.pos !== 'DET');
    let to = from;
    while (to >= 0 && to < tokens.length && /^(?:ADJ|NOUN|PROPN|NUM)$/.test(tokens[to]!.pos)) to++;
    slot = from < 0 ? [] : tokens.slice(from, to);
  } else {
    const end = tokens.findIndex((t, k) => k > verb && (/^[,;:()–—]$/.test(t.text) || /^(?:which|who|whom|whose)$/.test(t.lower)));
    slot = tokens.slice(verb + 1, end < 0 ? tokens.length : end);
  }
  const invented = slot.filter((t) => t.pos === 'NOUN' && /^\p{Ll}{3,}$/u.test(t.text) && !named(t) && !GENERAL_NOUN.test(foldWord(t.lemma)) && !asked.has(foldWord(t.text)) && !asked.has(foldWord(t.lemma)) && !wordOfDocuments(index, t));
  if (!invented.length) return undefined;
  const rest = questionTerms(q, (t) => wh.has(t));
  if (rest.terms.size < 2) return undefined;
  const need = Math.min(MIN_SHARED, rest.terms.size);
  // A sentence that opens by pointing back ("She played as a setter.") says its subject through the sentence before.
  const termsWith = (s: ReadSentence): Set<string> => {
    const prev = REFERRING.has(s.tokens[0]?.lower ?? '') && s.tokens[0]!.pos === 'PRON' ? index.previous(s.id) : undefined;
    return prev === undefined ? s.terms : new Set([...s.terms, ...index.read(prev).terms]);
  };
  const saying = index
    .candidates(rest.terms, SEARCHED)
    .map(({ id }) => index.read(id))
    .filter((s) => {
      const have = termsWith(s);
      return !denied(s.tokens) && [...rest.terms].filter((t) => have.has(t)).length >= need;
    });
  if (!saying.length) return undefined;
  const s = saying[0]!;
  const doc = index.documents.find((d) => d.index === s.doc)!;
  const quote = doc.text.slice(s.start, s.end).replace(/\s+/g, ' ').trim();
  return { sentence: s, reason: `calls what the question asks about by words no document uses (${invented.map((t) => `"${t.text}"`).join(', ')}), where the documents say: "${quote.length > 200 ? `${quote.slice(0, 199)}…` : quote}"` };
}

/** Whether an answer fills the slot a question asks about otherwise than the documents (see the head of this file). */
export function checkAskedSlot(tokens: Token[], mentions: Mentions, index: DocumentIndex, question: ReadText | undefined): SentenceFinding | undefined {
  if (!question || denied(tokens)) return undefined;
  // A question that asks several things ("What broke checkout, how long did it last and how long
  // did it take to find the cause?") has no one slot each sentence of a long answer fills: the
  // words a sentence uses are not read as its kind (DECISIONS "The slot a question asks to fill", rag11).
  const asks = question.tokens.filter((t) => WH_WORD.test(t.lower)).length;
  return checkCountry(tokens, mentions, index, question) ?? checkKind(tokens, index, question) ?? (asks > 1 ? undefined : checkInventedKind(tokens, mentions, index, question));
}
