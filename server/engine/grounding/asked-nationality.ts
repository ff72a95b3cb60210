// The nationality of someone a question names by a role (issue 23, gqa33; spec/DECISIONS.md
// "The nationality and birthplace of a role"): "What nationality is the guitarist of Oxen Bloom?" asks about the
// person who holds the role, not about the band. The documents name that person where they speak
// of the band ("The band's guitarist, Tomasz Wilk, …"; "Its score was written by the composer
// Tomas Velling"), and give the person one nationality where the person is the subject ("Tomas
// Velling (1922–1996) was a Danish composer"). An answer with another nationality (often the
// band's or the film's: "Dutch", "He was Canadian") contradicts them. Nothing is concluded when
// the question names the person, when the documents name two holders of the role or none, give
// the person no nationality or two ("Scottish-Australian"), or when the answer names two.

import type { DocumentIndex, ReadSentence, SentenceFinding, ReadText } from './document-index.js';
import { countriesAgree, countryOf, countryPlaceOf } from './aliases.js';
import { REFERRING } from './lexicon.js';
import { foldWord, type Mentions, type NameMention } from './mentions.js';
import type { Token } from './nlp.js';
import { mayBeSame, nameWords } from './asked-subject.js';

/** Documents of at most this many sentences are read (knowledge passages); longer ones are left alone. */
const SENTENCES = 200;
/** Most tokens between a role word and the name that fills it ("the composer Tomas Velling", "guitarist, Tomasz Wilk"). */
const ROLE_GAP = 3;
const NEGATIONS = /^(?:not|n't|never|no|none)$/;

/** A nationality word ("Polish", "Dutch"), not a country named as a place ("the Netherlands"), by code. */
function nationalityOf(t: Token): string | undefined {
  if (!/^\p{Lu}/u.test(t.text)) return undefined;
  const w = [foldWord(t.text)];
  return countryPlaceOf(w) ? undefined : countryOf(w);
}

function inName(t: Token, names: readonly NameMention[]): boolean {
  return names.some((n) => t.start >= n.start && t.end <= n.end && !(n.start === t.start && n.end === t.end));
}

/** The role and its holder's group a question asks the nationality of: "the guitarist of Oxen Bloom", "Oxen Bloom's guitarist". */
function askedRole(q: ReadText): { role: string; of: NameMention[] } | undefined {
  const words = q.tokens.filter((t) => t.pos !== 'PUNCT' || t.text === "'s");
  if (q.tokens.slice(0, -1).some((t) => /^[.;!?]$/.test(t.text))) return undefined;
  const at = words.findIndex((t, k) => t.lower === 'nationality' && /^(?:what|which)$/.test(words[k - 1]?.lower ?? ''));
  if (at < 0 || words[at + 1]?.pos !== 'AUX' || words[at + 1]!.lemma !== 'be') return undefined;
  const subject = words.slice(at + 2);
  if (!subject.length || subject.some((t) => NEGATIONS.test(t.lower))) return undefined;
  const names = q.mentions.names.filter((n) => n.start >= subject[0]!.start && nameWords(n).length);
  if (!names.length) return undefined;
  let role: Token | undefined;
  if (subject[0]!.lower === 'the') {
    // "the lead guitarist of X": the last noun of the run after "the", before a preposition.
    let k = 1;
    while (subject[k] && (subject[k]!.pos === 'ADJ' || subject[k]!.pos === 'NOUN')) {
      if (subject[k]!.pos === 'NOUN') role = subject[k];
      k++;
    }
    if (!role || subject[k]?.pos !== 'ADP') return undefined;
  } else {
    // "X's guitarist": a name, "'s", the role.
    const first = names[0]!;
    if (first.start !== subject[0]!.start) return undefined;
    const after = subject.filter((t) => t.start >= first.end);
    if (!/^'s?$/.test(after[0]?.lower.replace('’', "'") ?? '')) return undefined;
    role = after.slice(1).find((t) => t.pos === 'NOUN');
    if (!role || after.slice(1).findIndex((t) => t === role) > 2) return undefined;
  }
  if (names.some((n) => role!.start >= n.start && role!.end <= n.end)) return undefined;
  return { role: role.lemma, of: names };
}

/** Whether a sentence speaks of one of the names: names it, or opens by pointing back ("Its score", "The band's guitarist") to one that does. */
function speaksOf(index: DocumentIndex, id: number, of: readonly NameMention[]): boolean {
  const s = index.read(id);
  const has = (x: ReadSentence) => of.some((n) => nameWords(n).every((w) => x.tokens.some((t) => foldWord(t.text) === w)));
  if (has(s)) return true;
  const first = s.tokens.find((t) => /\p{L}/u.test(t.text));
  if (!first || !(REFERRING.has(first.lower) || first.lower === 'the')) return false;
  const prev = index.previous(id);
  return prev !== undefined && has(index.read(prev));
}

/** The name that fills a role word of a sentence: a name right after it, a determiner, a comma or "is" between at most. */
function holderAfter(s: ReadSentence, k: number): NameMention | undefined {
  for (let j = k + 1; j <= k + ROLE_GAP && s.tokens[j]; j++) {
    const t = s.tokens[j]!;
    const n = s.mentions.names.find((m) => m.start === t.start);
    if (n) return n;
    if (!(t.text === ',' || t.pos === 'DET' || (t.pos === 'AUX' && t.lemma === 'be'))) return undefined;
  }
  return undefined;
}

/** The nationalities a sentence gives the person it opens with (after "The band's guitarist," too), by code. */
function nationalitiesOf(s: ReadSentence, person: NameMention): Set<string> | undefined {
  const firstName = s.mentions.names.find((n) => nameWords(n).length);
  if (!firstName || !mayBeSame(firstName, person)) return undefined;
  const out = new Set<string>();
  for (const t of s.tokens) {
    if (t.start < firstName.end || inName(t, s.mentions.names)) continue;
    const c = nationalityOf(t);
    if (c) out.add(c);
  }
  return out;
}

/** Whether a verb is the one a role noun names its agent by ("director" / "directed", "composer" / "composed", "founder" / "founded"). */
function agentVerbOf(role: string, verb: Token): boolean {
  if (verb.pos !== 'VERB') return false;
  const stems = [role.slice(0, -1), role.slice(0, -2), role.replace(/or$/, '')].filter((x) => x.length >= 4);
  // "co-directed" directs too.
  return stems.some((x) => verb.lemma === x || verb.lemma.endsWith(`-${x}`) || verb.lower.endsWith(`-${x}ed`) || verb.lower.endsWith(`-${x}d`));
}

/**
 * The person the documents give a role of the group, by code of their words: a name right after
 * the role word, or after "by" following its verb ("directed by Ivo Darrant"), where the
 * documents speak of the group; undefined unless every such name anywhere is one person.
 */
function holderOf(index: DocumentIndex, role: string, of: readonly NameMention[]): NameMention | undefined {
  const holders: NameMention[] = [];
  let ofGroup = false;
  for (let id = 0; id < index.sentences.length; id++) {
    const s = index.read(id);
    s.tokens.forEach((t, k) => {
      let h: NameMention | undefined;
      if (t.lemma === role && t.pos === 'NOUN') h = holderAfter(s, k);
      else if (agentVerbOf(role, t) && s.tokens[k + 1]?.lower === 'by') h = holderAfter(s, k + 1);
      if (!h || !nameWords(h).length) return;
      holders.push(h);
      if (speaksOf(index, id, of)) ofGroup = true;
    });
  }
  if (!ofGroup || !holders.every((h) => mayBeSame(h, holders[0]!))) return undefined;
  const person = holders[0]!;
  return of.some((n) => mayBeSame(n, person)) ? undefined : person;
}

/** Checks the answer's nationality against the one the documents give the holder of the role the question asks about. */
export function checkAskedNationality(tokens: Token[], mentions: Mentions, index: DocumentIndex, question?: ReadText): SentenceFinding | undefined {
  if (!question || index.sentences.length > SENTENCES) return undefined;
  if (tokens.some((t) => t.negated || NEGATIONS.test(t.lower))) return undefined;
  const asked = askedRole(question);
  if (!asked) return undefined;
  const mine = new Set(tokens.map(nationalityOf).filter((c): c is string => c !== undefined));
  if (mine.size !== 1) return undefined;
  const answer = [...mine][0]!;
  // The holder of the role, where the documents speak of the group; a name after the role word
  // anywhere else must be the same one (no second drummer).
  const person = holderOf(index, asked.role, asked.of);
  if (!person) return undefined;
  const given = new Set<string>();
  let where: ReadSentence | undefined;
  for (let id = 0; id < index.sentences.length; id++) {
    const s = index.read(id);
    const codes = nationalitiesOf(s, person);
    if (!codes?.size) continue;
    for (const c of codes) given.add(c);
    where ??= s;
  }
  if (given.size !== 1 || !where) return undefined;
  const theirs = [...given][0]!;
  if (countriesAgree(answer, theirs)) return undefined;
  return { sentence: where, reason: `gives a nationality (${answer}) the documents do not give ${person.text}, the ${asked.role} the question asks about (${theirs})` };
}

/** "the director of The Salt Orchard" in a question: the role noun and the names after it. */
function roleIn(q: ReadText): { role: string; of: NameMention[] } | undefined {
  const words = q.tokens;
  for (let k = 0; k < words.length; k++) {
    if (words[k]!.lower !== 'the') continue;
    let j = k + 1;
    let role: Token | undefined;
    while (words[j] && (words[j]!.pos === 'ADJ' || words[j]!.pos === 'NOUN')) {
      if (words[j]!.pos === 'NOUN') role = words[j];
      j++;
    }
    if (!role || !/^(?:of|for)$/.test(words[j]?.lower ?? '')) continue;
    const named = q.mentions.names.find((n) => n.start >= words[j]!.end && nameWords(n).length);
    const between = named ? words.filter((t) => t.start > words[j]!.start && t.end <= named.start) : [];
    if (!named || between.some((t) => t.pos !== 'DET')) return undefined;
    if (q.mentions.names.some((n) => role!.start >= n.start && role!.end <= n.end)) return undefined;
    return { role: role.lemma, of: [named] };
  }
  return undefined;
}

/** The place a sentence says someone was born in: the name right after "born in" ("born in Kessingford, Wiltshire"). */
function bornIn(s: ReadText): NameMention | undefined {
  const k = s.tokens.findIndex((t, i) => t.lower === 'born' && s.tokens[i + 1]?.lower === 'in');
  if (k < 0) return undefined;
  return s.mentions.names.find((n) => n.start >= s.tokens[k + 1]!.end && s.tokens.some((t, i) => i > k + 1 && t.start === n.start && s.tokens.slice(k + 2, i).every((x) => x.pos === 'DET')));
}

/**
 * "In which town was the director of X born?": the answer's place against the one the documents
 * say the holder of the role was born in (spec/DECISIONS.md "The nationality and birthplace of a role").
 */
export function checkAskedBirthplace(tokens: Token[], mentions: Mentions, index: DocumentIndex, question?: ReadText): SentenceFinding | undefined {
  if (!question || index.sentences.length > SENTENCES) return undefined;
  if (!question.tokens.some((t) => t.lower === 'born') || question.tokens.slice(0, -1).some((t) => /^[.;!?]$/.test(t.text))) return undefined;
  if (tokens.some((t) => t.negated || NEGATIONS.test(t.lower)) || question.tokens.some((t) => NEGATIONS.test(t.lower))) return undefined;
  const asked = roleIn(question);
  if (!asked) return undefined;
  // The answer's place: the name after its "born in", or a bare answer's one name.
  const bare = !tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const own = mentions.names.filter((n) => nameWords(n).length);
  const place = bare ? (own.length === 1 ? own[0] : undefined) : bornIn({ tokens, mentions });
  if (!place) return undefined;
  const person = holderOf(index, asked.role, asked.of);
  if (!person || mayBeSame(place, person) || question.mentions.names.some((n) => mayBeSame(n, place))) return undefined;
  const places: { y: NameMention; s: ReadSentence }[] = [];
  for (let id = 0; id < index.sentences.length; id++) {
    const s = index.read(id);
    const first = s.mentions.names.find((n) => nameWords(n).length);
    if (!first || !mayBeSame(first, person)) continue;
    const y = bornIn(s);
    if (y) places.push({ y, s });
  }
  if (!places.length || !places.every(({ y }) => mayBeSame(y, places[0]!.y))) return undefined;
  const { y, s } = places[0]!;
  if (mayBeSame(place, y)) return undefined;
  // The answer's place is one the documents name elsewhere, never beside the birthplace (a county or country holding it).
  const words = nameWords(place);
  if (!index.nameHolding(words)) return undefined;
  const has = (x: ReadSentence, ws: string[]) => ws.every((w) => x.tokens.some((t) => foldWord(t.text) === w));
  for (let id = 0; id < index.sentences.length; id++) {
    const x = index.read(id);
    if (has(x, words) && has(x, nameWords(y))) return undefined;
  }
  return { sentence: s, reason: `names ${place.text} for the birthplace of ${person.text}, the ${asked.role} the question asks about, where the documents give ${y.text}` };
}
