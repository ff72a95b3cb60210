// Relations between two names from closed sets of mutually exclusive relations (issue 23, g10;
// spec/DECISIONS.md "Which name goes with which word", "A relation of a closed set"): kinship
// ("mother of X", "X's aunt"), a creative role in a work ("directed by X", "written by X"), a
// life event at a place ("born in X", "died in X"), a role in an organisation ("owner of X",
// "head chef at X", "played for X") and a link between companies ("acquired by X", "spun off from
// X"). This file reads them: which relation a word names, and the name it is tied to. The check
// that compares an answer's relation with the documents' is in pairings.ts.

import type { Mentions, NameMention } from './mentions.js';
import type { Token } from './nlp.js';

/**
 * A family of relations. `exclusive`: two of its relations never hold between the same two
 * names (one is a person's mother or aunt, not both; two companies' link is an acquisition or a
 * spin-off). Otherwise one may hold several (a director who also wrote, a chef who also owns),
 * and an answer's relation is contradicted only when the documents give it to another name.
 * `directional`: the name a word is tied to is the one the relation is of ("mother of X",
 * "X's mother"), so the answer's must be the documents'.
 */
export interface Family {
  name: 'kinship' | 'creative' | 'life' | 'employment' | 'corporate';
  exclusive: boolean;
  directional: boolean;
}

const KINSHIP: Family = { name: 'kinship', exclusive: true, directional: true };
const CREATIVE: Family = { name: 'creative', exclusive: false, directional: false };
const LIFE: Family = { name: 'life', exclusive: false, directional: false };
const EMPLOYMENT: Family = { name: 'employment', exclusive: false, directional: false };
const CORPORATE: Family = { name: 'corporate', exclusive: true, directional: false };

interface Entry {
  family: Family;
  /** The relation: words of one relation share it ("wrote", "screenplay", "script"). */
  relation: string;
  /** For employment: who runs a place (owner, founder, manager, coach) against who works in it. */
  side?: 'head' | 'staff';
  /** Lemma, and the word that must follow ("play" "for", "spin" "off"). */
  lemma: string;
  next?: RegExp;
  pos: RegExp;
  /** The written forms, when the lemma alone is ambiguous ("born", not "bear"; "founded", not "found" of "find"). */
  forms?: RegExp;
}

const NOUN = /^NOUN$/;
const VERB = /^VERB$/;

function kin(...words: string[]): Entry[] {
  return words.map((w) => ({ family: KINSHIP, relation: w, lemma: w, pos: NOUN }));
}

/** The closed lists (DECISIONS "A relation of a closed set"). A word outside them concludes nothing. */
const ENTRIES: readonly Entry[] = [
  ...kin('mother', 'father', 'aunt', 'uncle', 'son', 'daughter', 'brother', 'sister', 'grandfather', 'grandmother', 'grandson', 'granddaughter', 'nephew', 'niece', 'cousin', 'husband', 'wife'),
  { family: CREATIVE, relation: 'direct', lemma: 'direct', pos: VERB },
  { family: CREATIVE, relation: 'direct', lemma: 'director', pos: NOUN },
  { family: CREATIVE, relation: 'write', lemma: 'write', pos: VERB },
  { family: CREATIVE, relation: 'write', lemma: 'writer', pos: NOUN },
  { family: CREATIVE, relation: 'write', lemma: 'screenwriter', pos: NOUN },
  { family: CREATIVE, relation: 'write', lemma: 'screenplay', pos: NOUN },
  { family: CREATIVE, relation: 'write', lemma: 'script', pos: NOUN },
  { family: CREATIVE, relation: 'produce', lemma: 'produce', pos: VERB },
  { family: CREATIVE, relation: 'produce', lemma: 'producer', pos: NOUN },
  { family: CREATIVE, relation: 'compose', lemma: 'compose', pos: VERB },
  { family: CREATIVE, relation: 'compose', lemma: 'composer', pos: NOUN },
  { family: CREATIVE, relation: 'star', lemma: 'star', pos: VERB },
  { family: LIFE, relation: 'born', lemma: 'bear', pos: VERB, forms: /^born$/ },
  { family: LIFE, relation: 'died', lemma: 'die', pos: VERB },
  { family: LIFE, relation: 'buried', lemma: 'bury', pos: VERB },
  { family: EMPLOYMENT, relation: 'own', side: 'head', lemma: 'own', pos: VERB },
  { family: EMPLOYMENT, relation: 'own', side: 'head', lemma: 'owner', pos: NOUN },
  { family: EMPLOYMENT, relation: 'found', side: 'head', lemma: 'found', pos: VERB, forms: /^(?:found|founds|founded|founding)$/ },
  { family: EMPLOYMENT, relation: 'found', side: 'head', lemma: 'founder', pos: NOUN },
  { family: EMPLOYMENT, relation: 'manage', side: 'head', lemma: 'manage', pos: VERB },
  { family: EMPLOYMENT, relation: 'manage', side: 'head', lemma: 'manager', pos: NOUN },
  { family: EMPLOYMENT, relation: 'coach', side: 'head', lemma: 'coach', pos: /^(?:VERB|NOUN)$/ },
  { family: EMPLOYMENT, relation: 'play', side: 'staff', lemma: 'play', next: /^for$/, pos: VERB },
  { family: EMPLOYMENT, relation: 'work', side: 'staff', lemma: 'work', next: /^(?:for|at)$/, pos: VERB },
  { family: EMPLOYMENT, relation: 'chef', side: 'staff', lemma: 'chef', pos: NOUN },
  { family: CORPORATE, relation: 'acquire', lemma: 'acquire', pos: VERB },
  { family: CORPORATE, relation: 'acquire', lemma: 'acquisition', pos: NOUN },
  { family: CORPORATE, relation: 'acquire', lemma: 'buy', pos: VERB },
  { family: CORPORATE, relation: 'acquire', lemma: 'purchase', pos: VERB },
  { family: CORPORATE, relation: 'spin off', lemma: 'spin', next: /^off$/, pos: /^(?:VERB|NOUN)$/ },
  { family: CORPORATE, relation: 'merge', lemma: 'merge', pos: VERB },
  { family: CORPORATE, relation: 'merge', lemma: 'merger', pos: NOUN },
];

const BY_LEMMA = new Map<string, Entry[]>();
for (const e of ENTRIES) BY_LEMMA.set(e.lemma, [...(BY_LEMMA.get(e.lemma) ?? []), e]);

/** The lemmas of the words that name a relation word's relation ("manage", "manager"). */
export function relationLemmas(w: RelationWord): string[] {
  return ENTRIES.filter((e) => e.family === w.entry.family && e.relation === w.entry.relation).map((e) => e.lemma);
}

/** Whether two relations of one family exclude each other (DECISIONS "A relation of a closed set"). */
export function exclusive(a: RelationWord, b: RelationWord): boolean {
  if (a.entry.family !== b.entry.family || a.entry.relation === b.entry.relation) return false;
  // Who runs a place and who works in it: an owner may also manage, a chef may also work for it.
  if (a.entry.side && b.entry.side) return a.entry.side !== b.entry.side;
  return true;
}

/** Prepositions that tie a relation word to its name ("mother of", "born in", "directed by"). */
const TIE = /^(?:of|for|at|in|by|from|with|to|on)$/;
/** Pronouns that stand for a name the question gives ("He directed it", "born there"). */
export const STANDING = /^(?:he|she|it|they|them|him|her|his|its|their|there)$/;

export interface RelationWord {
  entry: Entry;
  /** Token positions: the first and the last word of the relation ("spun off"). */
  from: number;
  to: number;
  /** The name it is tied to, or a pronoun standing for one. */
  name?: NameMention;
  pronoun?: boolean;
  /** "directed by X": X is the agent. */
  by?: boolean;
  /** "Before coaching, ...": set apart in time from the sentence's own event. */
  apart?: boolean;
  /** "a basketball coach": an indefinite noun names a calling, not whose. */
  calling?: boolean;
}

function nameStarting(tokens: readonly Token[], mentions: Mentions, k: number): NameMention | undefined {
  const at = (i: number) => tokens[i] && mentions.names.find((n) => n.start === tokens[i]!.start);
  return at(k) ?? (tokens[k]?.lower === 'the' ? at(k + 1) : undefined);
}

function insideName(t: Token, mentions: Mentions): boolean {
  return mentions.names.some((n) => t.start >= n.start && t.end <= n.end);
}

/** The relation words of a sentence with the name each is tied to. */
export function relationWords(tokens: readonly Token[], mentions: Mentions): RelationWord[] {
  const out: RelationWord[] = [];
  tokens.forEach((t, i) => {
    const entries = BY_LEMMA.get(t.lemma);
    if (!entries || insideName(t, mentions) || tokens[i - 1]?.text === '-') return;
    for (const entry of entries) {
      if (!entry.pos.test(t.pos) || (entry.forms && !entry.forms.test(t.lower))) continue;
      let to = i;
      if (entry.next) {
        // "spin-off" is written with a hyphen between.
        const k = tokens[i + 1]?.text === '-' ? i + 2 : i + 1;
        if (!entry.next.test(tokens[k]?.lower ?? '')) continue;
        to = k;
      }
      out.push({ entry, from: i, to, apart: /^(?:before|after|until|since)$/.test(tokens[i - 1]?.lower ?? ''), calling: t.pos === 'NOUN' && indefinite(tokens, i), ...tiedTo(tokens, mentions, i, to) });
      break;
    }
  });
  // "written and directed by X": a relation word coordinated with the next takes its name.
  for (let k = out.length - 2; k >= 0; k--) {
    const a = out[k]!;
    const b = out[k + 1]!;
    // Words of role may open the second ("owner and head chef at X").
    const gap = tokens.slice(a.to + 1, b.from);
    const joined = gap.length > 0 && gap.length <= 4 && /^(?:and|or|,)$/.test(gap[0]!.lower) && gap.slice(1).every((x) => /^(?:and|or|,)$/.test(x.lower) || /^(?:DET|ADJ|NOUN)$/.test(x.pos));
    if (!a.name && !a.pronoun && joined) {
      if (b.name) a.name = b.name;
      if (b.pronoun) a.pronoun = true;
      if (b.by) a.by = true;
    }
  }
  return out;
}

/** Whether the noun at i opens with "a"/"an" ("a basketball coach"), a few words of kind between. */
function indefinite(tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 6; k--) {
    if (/^(?:a|an)$/.test(tokens[k]!.lower)) return true;
    // Words of kind, hyphened ones too ("a Nigerian-born English basketball coach").
    if (!/^(?:ADJ|NOUN|PROPN)$/.test(tokens[k]!.pos) && tokens[k]!.text !== '-' && tokens[k - 1]?.text !== '-') return false;
  }
  return false;
}

/** The name (or pronoun) a relation word at [from, to] is tied to: after it, or before it with "'s". */
function tiedTo(tokens: readonly Token[], mentions: Mentions, from: number, to: number): { name?: NameMention; pronoun?: boolean; by?: boolean } {
  let k = to + 1;
  const prep = tokens[k] && tokens[k]!.pos === 'ADP' && TIE.test(tokens[k]!.lower) ? tokens[k]!.lower : undefined;
  if (prep) k++;
  if (STANDING.test(tokens[k]?.lower ?? '') && /^(?:PRON|ADV)$/.test(tokens[k]!.pos)) return { pronoun: true };
  // A few words of role may stand before the name ("the mother of the poet X").
  for (let m = k; m < k + 4 && m < tokens.length; m++) {
    const name = nameStarting(tokens, mentions, m);
    if (name) return { name, by: prep === 'by' };
    if (!/^(?:DET|ADJ|NOUN)$/.test(tokens[m]!.pos)) break;
  }
  // "X's aunt", "his aunt".
  const before = tokens[from - 1];
  if (before?.lower === "'s" || before?.lower === "’s" || before?.lower === "'") {
    const name = mentions.names.find((n) => n.end === tokens[from - 2]?.end);
    if (name) return { name };
  }
  if (before && /^(?:his|her|its|their)$/.test(before.lower)) return { pronoun: true };
  return {};
}
