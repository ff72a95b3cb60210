// Which name goes with which word (issue 23, ground6). Two relations English marks by position:
// - a coordination of pairs, "his B.A. from X and his Ph.D. at Y", pairs each noun with the name
//   after its own preposition; an answer that pairs the second noun with the first name ("his
//   Ph.D. from X") swaps them, unless the documents pair them so somewhere else;
// - a verb's object, "attempted to rescue Y": when a question asks for that verb's object, and
//   every sentence of the documents with the verb gives it another object than the answer's name
//   (one the documents name elsewhere, never beside the verb), the answer puts the wrong thing
//   there. Nothing is concluded from a denied answer or a verb of little meaning ("be", "have");
// - the clauses of a sentence about two subjects, "A was educated at X, while B studied at Y":
//   each clause's name after a preposition is its own subject's; an answer about A that gives Y,
//   where A's clause gives another name after the same preposition, gives A what is B's;
// - a passive verb's agent, "was composed by X": when a question asks who did the verb, and every
//   sentence of the documents with the verb gives it other agents, X nowhere in the verb's clause.

import { countryOf } from './aliases.js';
import { clauseAround } from './clauses.js';
import type { DocumentIndex, ReadSentence, SentenceFinding, ReadText } from './document-index.js';
import { termOf, termsOf } from './document-index.js';
import { mayBeSame, nameWords } from './asked-subject.js';
import { foldWord, type Mentions, type NameMention } from './mentions.js';
import type { Token } from './nlp.js';
import { exclusive, relationLemmas, relationWords, STANDING, type RelationWord } from './relations.js';

/** Most sentences of the documents searched. */
const SEARCHED = 30;
/** Prepositions that tie a noun to a name: "a degree from", "a post at", "a role in". */
const TYING = /^(?:from|at|in|with|by|for|under|on)$/;
/** Words that may stand between two pairs of a coordination ("and his", ", the"). */
const BETWEEN = /^(?:and|,|his|her|their|its|the|a|an)$/;
/** Verbs that say too little to have one object ("is", "has", "made"). */
const LIGHT_VERB = /^(?:be|have|do|make|get|take|give|go|come|say|include|use|become|know|call|name|see)$/;

interface Pair {
  /** The noun's words joined, dots and spaces left out ("phd" for "Ph.D." and "Ph . D."). */
  head: string;
  headText: string;
  name: NameMention;
  /** Token positions: the first of the head, the last of the name. */
  from: number;
  to: number;
}

function denied(tokens: readonly Token[]): boolean {
  return tokens.some((t) => t.negated || /^(?:not|n't|never|no)$/.test(t.lower));
}

function nameAt(tokens: readonly Token[], mentions: Mentions, k: number): NameMention | undefined {
  if (tokens[k]?.lower === 'the') k++;
  const t = tokens[k];
  return t && mentions.names.find((n) => n.start === t.start);
}

/** The "determiner noun preposition name" pairs of a sentence ("his B.A. from Millikin University"). */
function pairsOf(tokens: readonly Token[], mentions: Mentions): Pair[] {
  const out: Pair[] = [];
  tokens.forEach((t, i) => {
    if (t.pos !== 'ADP' || !TYING.test(t.lower)) return;
    const name = nameAt(tokens, mentions, i + 1);
    if (!name) return;
    let k = i - 1;
    while (k >= 0 && i - k <= 4 && (/^(?:NOUN|PROPN)$/.test(tokens[k]!.pos) || tokens[k]!.text === '.')) k--;
    // The noun phrase opens with a determiner or a possessive, so its head is all of it.
    if (k === i - 1 || k < 0 || !/^(?:DET|PRON)$/.test(tokens[k]!.pos)) return;
    const head = tokens.slice(k + 1, i);
    const to = tokens.findIndex((x) => x.start >= name.end);
    out.push({ head: head.map((x) => foldWord(x.text)).join(''), headText: head.map((x) => x.text).join(' ').replace(/ \. /g, '.'), name, from: k + 1, to: to < 0 ? tokens.length : to });
  });
  return out;
}

/** Pairs joined in a coordination: nothing but "and", a comma or a determiner between them. */
function coordinated(tokens: readonly Token[], pairs: readonly Pair[]): [Pair, Pair][] {
  const out: [Pair, Pair][] = [];
  for (let a = 0; a + 1 < pairs.length; a++) {
    const p = pairs[a]!;
    const q = pairs[a + 1]!;
    const gap = tokens.slice(p.to, q.from);
    if (gap.some((t) => t.lower === 'and' || t.text === ',') && gap.every((t) => BETWEEN.test(t.lower)) && p.head !== q.head) out.push([p, q]);
  }
  return out;
}

/**
 * Whether two names name one thing as a pair's name: the words of one all in the other
 * ("Northwestern" and "Northwestern University"); "Millikin University" and "Northwestern
 * University" share a word, yet differ in the one that tells them apart.
 */
function sameName(a: NameMention, b: NameMention): boolean {
  const x = nameWords(a);
  const y = nameWords(b);
  return x.every((w) => y.includes(w)) || y.every((w) => x.includes(w));
}

/** "his Ph.D. from X" where the documents coordinate "his B.A. from X and his Ph.D. at Y". */
function checkSwappedPair(tokens: Token[], mentions: Mentions, index: DocumentIndex): SentenceFinding | undefined {
  const mine = pairsOf(tokens, mentions);
  if (!mine.length) return undefined;
  const sentences = index.candidates(termsOf(tokens), SEARCHED).map(({ id }) => index.read(id));
  const given = sentences.flatMap((s) => pairsOf(s.tokens, s.mentions));
  for (const p of mine) {
    // The documents pair this noun with this name somewhere: nothing is swapped.
    if (given.some((g) => g.head === p.head && sameName(g.name, p.name))) continue;
    for (const s of sentences) {
      for (const [a, b] of coordinated(s.tokens, pairsOf(s.tokens, s.mentions))) {
        const [own, other] = a.head === p.head ? [a, b] : b.head === p.head ? [b, a] : [undefined, undefined];
        if (!own || !other || !sameName(p.name, other.name) || sameName(p.name, own.name)) continue;
        return { sentence: s, reason: `pairs ${p.headText} with ${p.name.text}, where the documents pair it with ${own.name.text} (and ${other.headText} with ${other.name.text})` };
      }
    }
  }
  return undefined;
}

/** The verbs of a sentence followed by a name as their object ("rescue Lafayette"), by lemma. */
function objectsOf(tokens: readonly Token[], mentions: Mentions): { verb: string; name: NameMention }[] {
  const out: { verb: string; name: NameMention }[] = [];
  tokens.forEach((t, i) => {
    const verb = t.pos === 'VERB' ? termOf(t) : undefined;
    if (!verb || LIGHT_VERB.test(verb)) return;
    const name = nameAt(tokens, mentions, i + 1);
    if (name && nameWords(name).length) out.push({ verb, name });
  });
  return out;
}

/**
 * The agents of the verbs of a sentence: of a passive one ("composed by X", "founded in 2001 by
 * X and Y") the name after the first "by" of the verb's clause, before any other verb, and the
 * names coordinated with it; of an active one the name right before it ("X succeeded Raman").
 * With the verb's clause, which says who else stands beside it.
 */
function agentsOf(tokens: readonly Token[], mentions: Mentions): { verb: string; names: NameMention[]; clause: [number, number] }[] {
  const out: { verb: string; names: NameMention[]; clause: [number, number] }[] = [];
  tokens.forEach((t, i) => {
    const verb = t.pos === 'VERB' ? termOf(t) : undefined;
    if (!verb || LIGHT_VERB.test(verb)) return;
    const clause = clauseAround(tokens as Token[], i);
    let by = i + 1;
    while (by < clause[1] && tokens[by]!.lower !== 'by' && tokens[by]!.pos !== 'VERB') by++;
    if (tokens[by]?.lower !== 'by' || by >= clause[1]) {
      // An active verb's agent is its subject: a name right before it ("Lena Hult succeeded
      // Raman"), the verb not passive ("was succeeded").
      // Only with an object after it: "Pinecrest opened in 1968" is the thing opened, not who opened it.
      const passive = [tokens[i - 1], tokens[i - 2]].some((x) => x?.pos === 'AUX' && x.lemma === 'be');
      const object = /^(?:PROPN|NOUN|PRON|DET|NUM)$/.test(tokens[i + 1]?.pos ?? '');
      const subject = !passive && object ? mentions.names.find((n) => n.end === tokens[i - 1]?.end) : undefined;
      if (subject && nameWords(subject).length) out.push({ verb, names: [subject], clause });
      return;
    }
    // "by brothers-in-law George Marlowe": a few words may name the agent's role first.
    let k = by + 1;
    // A nationality among them ("Swiss-born skier X") is part of the role, not the agent.
    const person = (n: NameMention) => n.start === tokens[k]!.start && !countryOf(n.words);
    while (k < Math.min(by + 4, clause[1]) && !mentions.names.some(person)) k++;
    const names: NameMention[] = [];
    for (let name = nameAt(tokens, mentions, k); name; ) {
      names.push(name);
      const after = tokens.findIndex((x) => x.start >= name!.end);
      if (after < 0 || !/^(?:and|,)$/.test(tokens[after]!.lower)) break;
      name = nameAt(tokens, mentions, after + 1);
    }
    if (names.length) out.push({ verb, names, clause });
  });
  return out;
}

/**
 * A bare name answering "Who VERB-ed ...?" names the verb's agent: the question's subject is its
 * wh-word, the answer fills it ("Who directed the film?" "Moira Fennick").
 */
function bareAgent(tokens: Token[], mentions: Mentions, q: ReadText): { verb: string; names: NameMention[] }[] {
  const words = tokens.filter((t) => /\p{L}/u.test(t.text) && t.lower !== 'the');
  const name = mentions.names[0];
  if (mentions.names.length !== 1 || !name || !words.every((t) => t.start >= name.start && t.end <= name.end)) return [];
  const [wh, v] = q.tokens;
  const verb = v?.pos === 'VERB' ? termOf(v) : undefined;
  return wh?.lower === 'who' && verb && !LIGHT_VERB.test(verb) ? [{ verb, names: [name] }] : [];
}

/**
 * "was composed by X" or "X composed it" for a question asking who composed it, where every sentence of the
 * documents with the verb gives it other agents, none has X in the verb's clause, and X is a name
 * the documents give elsewhere.
 */
function checkAgent(tokens: Token[], mentions: Mentions, index: DocumentIndex, q: ReadText): SentenceFinding | undefined {
  const asked = termsOf(q.tokens);
  for (const { verb, names } of [...agentsOf(tokens, mentions), ...bareAgent(tokens, mentions, q)]) {
    if (!asked.has(verb)) continue;
    const withVerb = index.candidates([verb], SEARCHED).map(({ id }) => index.read(id)).filter((s) => s.terms.has(verb));
    if (!withVerb.length || withVerb.some((s) => denied(s.tokens))) continue;
    const given = withVerb.flatMap((s) => agentsOf(s.tokens, s.mentions).filter((a) => a.verb === verb).map((a) => ({ s, a })));
    if (!given.length) continue;
    for (const name of names) {
      const words = nameWords(name);
      if (!words.length || !index.nameHolding(words)) continue;
      if (given.some(({ a }) => a.names.some((n) => mayBeSame(n, name)))) continue;
      // Beside the verb in any of its sentences, by its last word at least ("produced with
      // Lowry"): it may share the role.
      const last = words.at(-1)!;
      const inClause = (s: ReadSentence, k: number) => {
        const [f, e] = clauseAround(s.tokens, k);
        return s.tokens.slice(f, e).some((x) => foldWord(x.text) === last);
      };
      const beside = withVerb.some((s) => s.tokens.some((t, k) => t.pos === 'VERB' && termOf(t) === verb && inClause(s, k)));
      if (beside) continue;
      return { sentence: given[0]!.s, reason: `gives ${name.text} as the agent of "${verb}", where the documents give ${given.flatMap(({ a }) => a.names.map((n) => n.text)).join(', ')}` };
    }
  }
  return undefined;
}

/** "attempted to rescue X" for a question asking whom, where the documents' sentences with the verb give Y. */
function checkObject(tokens: Token[], mentions: Mentions, index: DocumentIndex, q: ReadText): SentenceFinding | undefined {
  // The question says the verb (the tagger may read "did the captain visit" as a noun: its lemma is the word).
  const asked = termsOf(q.tokens);
  for (const { verb, name } of objectsOf(tokens, mentions)) {
    if (!asked.has(verb)) continue;
    const words = nameWords(name);
    // Another name of the documents, not one made up (that is the unsupported names' rule).
    if (!index.nameHolding(words)) continue;
    const withVerb = index.candidates([verb], SEARCHED).map(({ id }) => index.read(id)).filter((s) => s.terms.has(verb));
    if (!withVerb.length || withVerb.some((s) => denied(s.tokens) || words.every((w) => s.tokens.some((t) => foldWord(t.text) === w)))) continue;
    const given = withVerb.flatMap((s) => objectsOf(s.tokens, s.mentions).filter((o) => o.verb === verb).map((o) => ({ s, name: o.name })));
    if (!given.length || given.some((g) => mayBeSame(g.name, name))) continue;
    return { sentence: given[0]!.s, reason: `gives ${name.text} as the object of "${verb}", where the documents give ${given.map((g) => g.name.text).join(', ')}` };
  }
  return undefined;
}

/** The clauses of a sentence, as token ranges [from, to). */
function clausesOf(tokens: readonly Token[]): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k < tokens.length; ) {
    const [from, to] = clauseAround(tokens as Token[], k);
    out.push([from, to]);
    // A semicolon closes the clause before it.
    k = Math.max(to + (tokens[to]?.text === ';' ? 1 : 0), k + 1);
  }
  return out;
}

/** The preposition right before a name ("at Oxford", "in the Lebedev Institute"), or undefined. */
function prepositionBefore(tokens: readonly Token[], n: NameMention): string | undefined {
  let k = tokens.findIndex((t) => t.start >= n.start) - 1;
  if (tokens[k]?.lower === 'the') k--;
  const t = tokens[k];
  return t && t.pos === 'ADP' && TYING.test(t.lower) ? t.lower : undefined;
}

/**
 * "A was educated at X, while B studied at Y" answered, of A, "at Y": the answer's subject is its
 * other names, else the question's. Y's clause must name someone else and none of the subject's
 * words, the subject's clause must give another name after Y's preposition, and no clause of the
 * documents may give Y with the subject.
 */
function checkClauseOwner(tokens: Token[], mentions: Mentions, index: DocumentIndex, q: ReadText | undefined): SentenceFinding | undefined {
  for (const v of mentions.names) {
    const subjects = [...mentions.names, ...(q?.mentions.names ?? [])].filter((n) => n !== v && !mayBeSame(n, v) && nameWords(n).length);
    const said = subjects.flatMap(nameWords).filter((w) => w.length >= 3);
    if (!said.length || !index.nameHolding(nameWords(v))) continue;
    const claimed = (n: NameMention) => [...mentions.names, ...(q?.mentions.names ?? [])].some((m) => mayBeSame(m, n));
    let finding: SentenceFinding | undefined;
    let withSubject = false;
    for (const { id } of index.candidates(nameWords(v), SEARCHED)) {
      const s = index.read(id);
      const folded = s.tokens.map((t) => foldWord(t.text));
      const clauses = clausesOf(s.tokens);
      const clauseOf = (n: NameMention) => clauses.find(([f, t]) => s.tokens[f]!.start <= n.start && n.end <= s.tokens[t - 1]!.end);
      const hasSubject = ([f, t]: [number, number]) => folded.slice(f, t).some((w) => said.includes(w));
      for (const there of s.mentions.names.filter((n) => mayBeSame(n, v))) {
        const own = clauseOf(there);
        if (!own) continue;
        // The documents give Y with the subject somewhere: the answer may be right.
        if (hasSubject(own)) withSubject = true;
        const prep = prepositionBefore(s.tokens, there);
        // Y's clause is about someone else: another name before Y, not after a preposition.
        const inside = (n: NameMention, [f, t]: [number, number]) => s.tokens[f]!.start <= n.start && n.end <= s.tokens[t - 1]!.end;
        const owner = s.mentions.names.find((n) => inside(n, own) && n.end <= there.start && !mayBeSame(n, v) && !prepositionBefore(s.tokens, n));
        if (!prep || !owner || denied(s.tokens) || finding) continue;
        for (const c of clauses) {
          if (c === own || !hasSubject(c)) continue;
          const w = s.mentions.names.find((n) => inside(n, c) && !mayBeSame(n, v) && !claimed(n) && prepositionBefore(s.tokens, n) === prep);
          if (w) finding = { sentence: s, reason: `gives ${v.text}, which the documents give ${owner.text} ("${prep} ${there.text}"), where they give ${w.text} ("${prep} ${w.text}") for ${subjects[0]!.text}` };
        }
      }
    }
    if (finding && !withSubject) return finding;
  }
  return undefined;
}

/** Documents of at most this many sentences are read whole for relation words. */
const WHOLE = 200;
/** A subject pronoun: the sentence speaks of the name its previous sentence opens with. */
const SUBJECT_PRONOUN = /^(?:he|she|it|they)$/;

/**
 * The names a relation word of a document sentence is said of, besides the one it is tied to:
 * the names before it in its sentence, and, when a subject pronoun stands before it ("She was the
 * mother of X"), the first name of the sentence before.
 */
function holders(index: DocumentIndex, s: ReadSentence, w: RelationWord): NameMention[] {
  const at = s.tokens[w.from]!.start;
  const out = s.mentions.names.filter((n) => n.end <= at && n !== w.name);
  if (s.tokens.slice(0, w.from).some((t) => t.pos === 'PRON' && SUBJECT_PRONOUN.test(t.lower))) {
    const prev = index.previous(s.id);
    const first = prev === undefined ? undefined : index.read(prev).mentions.names[0];
    if (first) out.push(first);
  }
  return out;
}

/**
 * "Elspeth Caird was Rowan Leckie's aunt", "He owned The Gannet", "She directed it": an answer
 * with one relation of a closed set (relations.ts) between two names, its own or the question's
 * (a pronoun of the answer stands for the question's names). It contradicts the documents when
 * they tie another relation of the same set, one that excludes it, to one of the two names and
 * say it of the other ("the mother of the poet Rowan Leckie", of Elspeth Caird), never tie the
 * answer's relation to either name nor say it untied beside them, and, for a set whose relations
 * one may hold together (creative roles, life events, roles in an organisation), give the
 * answer's relation to another name ("directed by Harold Quist", "born in Varaždin"). Kinship is
 * read in its direction: the answer's word must be tied to the name the documents' is.
 */
function checkRelation(tokens: Token[], mentions: Mentions, index: DocumentIndex, q: ReadText | undefined): SentenceFinding | undefined {
  const mine = relationWords(tokens, mentions);
  if (!mine.length || mine.some((w) => w.entry !== mine[0]!.entry && w.entry.relation !== mine[0]!.entry.relation)) return undefined;
  const w = mine[0]!;
  const family = w.entry.family;
  const standing = tokens.some((t) => STANDING.test(t.lower) && /^(?:PRON|ADV)$/.test(t.pos));
  const named = [...mentions.names, ...(standing || !w.name ? (q?.mentions.names ?? []) : [])].filter((n) => nameWords(n).length);
  const people: NameMention[] = [];
  for (const n of named) if (!people.some((p) => sameName(p, n))) people.push(n);
  if (people.length < 2) return undefined;
  if (family.directional && !w.name) return undefined;
  const among = (n: NameMention | undefined) => n !== undefined && people.some((p) => sameName(p, n));
  const anchors = family.directional ? [w.name!] : people;
  // Short documents are read whole: a relation word may stand in a sentence that names neither
  // name ("He has been manager of X"); in long ones, the sentences with the names or the words.
  const ids = index.sentences.length <= WHOLE ? index.sentences.map((_, id) => id) : [...new Set([...index.candidates(people.flatMap(nameWords), SEARCHED), ...index.candidates(relationLemmas(w), SEARCHED)].map((c) => c.id))];
  let found: { s: ReadSentence; x: RelationWord } | undefined;
  const otherwise: ReadSentence[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const s = index.read(id);
    for (const x of relationWords(s.tokens, s.mentions)) {
      if (x.entry.family !== family) continue;
      if (x.entry.relation === w.entry.relation) {
        // The documents give the answer's relation to another name, or set it apart in time
        // ("Before coaching, ..."); else to one of the two names, or untied: nothing is concluded.
        if (x.name && !among(x.name)) {
          otherwise.push(s);
          continue;
        }
        // Untied, it may be said of either name, unless a calling ("a basketball coach").
        if ((x.apart || x.calling) && !x.name && !x.pronoun) continue;
        return undefined;
      }
      if (found || !exclusive(w, x) || !x.name || denied(s.tokens)) continue;
      if (!anchors.some((a) => sameName(a, x.name!))) continue;
      found = { s, x };
    }
  }
  if (!found) return undefined;
  const { s, x } = found;
  const other = holders(index, s, x).find((n) => among(n) && !sameName(n, x.name!));
  if (!family.exclusive) {
    // A role one may hold beside another is contradicted only when the documents give it to
    // another name: said of one of the two names, or in the very sentence of the excluding
    // relation with one subject (the names before it all after a preposition: "Born in X, he ...
    // died in Y").
    const oneSubject = s.mentions.names.filter((n) => n.end <= s.tokens[x.from]!.start).every((n) => prepositionBefore(s.tokens, n) !== undefined);
    const given = otherwise.filter((o) => (o.id === s.id && oneSubject) || relationWords(o.tokens, o.mentions).some((y) => y.entry.relation === w.entry.relation && holders(index, o, y).some(among)));
    if (!given.length) return undefined;
    if (!other && !(given.some((o) => o.id === s.id) && oneSubject)) return undefined;
  } else if (!other) return undefined;
  const said = s.tokens.slice(x.from, x.to + 1).map((t) => t.text).join(' ');
  const answered = tokens.slice(w.from, w.to + 1).map((t) => t.text).join(' ');
  return { sentence: s, reason: `says "${answered}" where the documents say "${said}" ${x.name!.text}, a relation that excludes it` };
}

/** Whether an answer pairs a name with another word than the documents do (see the head of this file). */
export function checkPairing(tokens: Token[], mentions: Mentions, index: DocumentIndex, question: ReadText | undefined): SentenceFinding | undefined {
  if (denied(tokens)) return undefined;
  return checkSwappedPair(tokens, mentions, index) ?? (question ? checkObject(tokens, mentions, index, question) : undefined) ?? (question ? checkAgent(tokens, mentions, index, question) : undefined) ?? checkClauseOwner(tokens, mentions, index, question) ?? checkRelation(tokens, mentions, index, question);
}
