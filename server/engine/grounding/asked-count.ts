// The count a "How many N …?" question asks for (issue 23, g9; spec/DECISIONS.md "The count a
// question asks for"): the documents count N once ("the duo has released four studio albums", "a
// three-part television serial"), and an answer that counts N otherwise ("Five", "Four parts.")
// contradicts them. Nothing is concluded when the documents count N with two values (a total may
// be a sum), when the question asks for arithmetic ("more", "in total", a figure of its own), or
// when the answer's count is an ordinal of N the documents give ("the third album": a count at an
// earlier time).

import type { DocumentIndex, ReadSentence, ReadText, SentenceFinding } from './document-index.js';
import { ORDINAL_WORDS } from './lexicon.js';
import type { Mentions, Quantity } from './mentions.js';
import type { Token } from './nlp.js';

/** Words of a question that ask for a figure worked out rather than one the documents count. */
const ARITHMETIC = /^(?:more|fewer|less|than|total|combined|together|altogether|all|between|each|per|average|difference|both|sum|other|else|remaining|left)$/;
const NEGATIONS = /^(?:not|n't|never|no|none)$/;
/** Documents of at most this many sentences are read whole; of longer ones, this many sentences holding the noun. */
const SENTENCES = 200;

/**
 * A year in a question that only names a thing ("Gwen Idris's 2004 novel"), not one that bounds
 * the count in time ("after 2015", "by 2020", "in 2019"): a four-digit figure with no preposition before it.
 */
function namingYear(tokens: Token[], m: { start: number; text: string }): boolean {
  if (!/^\d{4}$/.test(m.text)) return false;
  const k = tokens.findIndex((t) => t.start >= m.start);
  return k > 0 && tokens[k - 1]!.pos !== 'ADP' && tokens[k - 1]!.pos !== 'SCONJ';
}

/** The counted noun of "How many N …?": the last noun of the run right after "many" ("studio albums" -> album). */
function askedNoun(question: Token[]): string | undefined {
  const how = question.findIndex((t, k) => t.lower === 'how' && question[k + 1]?.lower === 'many');
  if (how < 0) return undefined;
  let k = how + 2;
  let noun: string | undefined;
  while (question[k] && (question[k]!.pos === 'NOUN' || question[k]!.pos === 'ADJ')) {
    if (question[k]!.pos === 'NOUN') noun = question[k]!.lemma;
    k++;
  }
  return noun;
}

/** Whether a number counts the noun: the noun among the few nouns right after it ("four studio albums", "three-part"). */
function counts(tokens: Token[], q: Quantity, noun: string): boolean {
  let k = tokens.findIndex((t) => t.start >= q.end);
  if (k < 0) return false;
  if (tokens[k]!.text === '-') k++;
  for (let n = 0; n < 3 && tokens[k + n]; n++) {
    const t = tokens[k + n]!;
    if (t.pos !== 'NOUN' && t.pos !== 'ADJ') return false;
    if (t.lemma === noun) return true;
  }
  return false;
}

/**
 * Checks an answer to "How many N …?" against the one count of N the documents give; a finding
 * only when the answer's count differs from it and from every ordinal of N they give.
 */
export function checkAskedCount(tokens: Token[], mentions: Mentions, index: DocumentIndex, question?: ReadText): SentenceFinding | undefined {
  if (!question || [...question.mentions.quantities, ...question.mentions.dates].some((m) => !namingYear(question.tokens, m))) return undefined;
  if (question.tokens.some((t) => ARITHMETIC.test(t.lower)) || tokens.some((t) => NEGATIONS.test(t.lower))) return undefined;
  const noun = askedNoun(question.tokens);
  if (!noun) return undefined;
  const claimed = mentions.quantities.filter((q) => q.unit !== 'ordinal');
  if (claimed.length !== 1 || mentions.quantities.length !== 1 || mentions.dates.length) return undefined;
  const answer = claimed[0]!;
  if (answer.unit !== '' || answer.bound !== 'exact' || !Number.isInteger(answer.value)) return undefined;
  // The answer's number counts the asked noun, or nothing (a bare "Five").
  const after = tokens.find((t) => t.start >= answer.end);
  if (after && (after.pos === 'NOUN' || after.text === '-') && !counts(tokens, answer, noun)) return undefined;
  const values = new Set<number>();
  const ordinals = new Set<number>();
  let where: ReadSentence | undefined;
  // Short documents are read whole (a light noun such as "part" is in no index); long ones by the noun's sentences.
  const ids = index.sentences.length <= SENTENCES ? index.sentences.map((_, id) => id) : index.candidates([noun], SENTENCES).map((c) => c.id);
  for (const id of ids) {
    const s = index.read(id);
    // Ordinals in words the reader leaves as adjectives ("the third studio album"), and in figures ("the 3rd album").
    s.tokens.forEach((t, k) => {
      const n = ORDINAL_WORDS[t.lower] ?? (/^\d+(?:st|nd|rd|th)$/.test(t.lower) ? parseInt(t.lower, 10) : undefined);
      if (n !== undefined && counts(s.tokens, { end: t.end } as Quantity, noun)) ordinals.add(n);
    });
    for (const q of s.mentions.quantities) {
      if (q.partitive || !counts(s.tokens, q, noun)) continue;
      if (q.unit === 'ordinal') ordinals.add(q.value);
      else if (q.unit === '') {
        values.add(q.value);
        where ??= s;
      }
    }
  }
  if (values.size !== 1 || !where) return undefined;
  const given = [...values][0]!;
  if (given === answer.value || ordinals.has(answer.value)) return undefined;
  return { sentence: where, reason: `counts ${answer.value} where the documents count ${given} (${noun})` };
}
