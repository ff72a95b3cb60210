// The nationality of someone a question names by a role (issue 23, gqa33; spec/DECISIONS.md
// "The nationality of a role"): "What nationality is the guitarist of Oxen Bloom?" asks about the
// person who holds the role, not about the band. The documents name that person where they speak
// of the band ("The band's guitarist, Tomasz Wilk, …"; "Its score was written by the composer
// Tomas Velling"), and give the person one nationality where the person is the subject ("Tomas
// Velling (1922–1996) was a Danish composer"). An answer with another nationality (often the
// band's or the film's: "Dutch", "He was Canadian") contradicts them. Nothing is concluded when
// the question names the person, when the documents name two holders of the role or none, give
// the person no nationality or two ("Scottish-Australian"), or when the answer names two.

import type { DocumentIndex, ReadSentence } from './document-index.js';
import { countriesAgree, countryOf, countryPlaceOf } from './aliases.js';
import { REFERRING } from './lexicon.js';
import { foldWord, type Mentions, type NameMention } from './mentions.js';
import type { Token } from './nlp.js';
import { mayBeSame, nameWords } from './asked-subject.js';

export interface AskedNationalityFinding {
  sentence: ReadSentence;
  reason: string;
}

interface Question {
  tokens: Token[];
  mentions: Mentions;
}

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
function askedRole(q: Question): { role: string; of: NameMention[] } | undefined {
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

/** Checks the answer's nationality against the one the documents give the holder of the role the question asks about. */
export function checkAskedNationality(tokens: Token[], mentions: Mentions, index: DocumentIndex, question?: Question): AskedNationalityFinding | undefined {
  if (!question || index.sentences.length > SENTENCES) return undefined;
  if (tokens.some((t) => t.negated || NEGATIONS.test(t.lower))) return undefined;
  const asked = askedRole(question);
  if (!asked) return undefined;
  const mine = new Set(tokens.map(nationalityOf).filter((c): c is string => c !== undefined));
  if (mine.size !== 1) return undefined;
  const answer = [...mine][0]!;
  // The holder of the role: a name right after the role word, where the documents speak of the
  // group; a name after the role word anywhere else must be the same one (no second drummer).
  const holders: NameMention[] = [];
  let ofGroup = false;
  for (let id = 0; id < index.sentences.length; id++) {
    const s = index.read(id);
    s.tokens.forEach((t, k) => {
      if (t.lemma !== asked.role || t.pos !== 'NOUN') return;
      const h = holderAfter(s, k);
      if (!h || !nameWords(h).length) return;
      holders.push(h);
      if (speaksOf(index, id, asked.of)) ofGroup = true;
    });
  }
  if (!ofGroup || !holders.every((h) => mayBeSame(h, holders[0]!))) return undefined;
  const person = holders[0]!;
  if (asked.of.some((n) => mayBeSame(n, person))) return undefined;
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
