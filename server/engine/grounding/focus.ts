// What a focus word excludes (issue 23, qa8). English marks the alternative a sentence denies:
// - "V A rather than B", "V A instead of B": the verb holds of A and not of B. A claim that says
//   the verb of B ("it was filmed in a studio" where the documents say "it was filmed entirely on
//   location rather than in a studio"), and nothing of A, says what the documents deny;
// - "V only Y": the verb holds of Y and of nothing outside it. A claim that says it of the whole
//   ("navigable along its whole course" where the documents say "navigable only in its lowest 20
//   kilometres"), or of another kind of Y's own head noun ("produces sports cars" where they say
//   "produces only saloons and estate cars"), says what "only" excludes.
// The claim must say the rest of the documents' sentence (its other content words there, the
// sentence before counted when the sentence opens with a pronoun), use the same verb (or the
// adjective after "is"), and be denied on neither side. A claim that narrows Y ("luxury saloons"
// for "only saloons") or says a hypernym of it ("cars") is within Y and left alone.

import { clauseAround } from './clauses.js';
import type { DocumentIndex, SentenceFinding } from './document-index.js';
import { termOf, termsOf } from './document-index.js';
import { NEGATION_CUES, REFERRING } from './lexicon.js';
import { foldWord, type Mentions } from './mentions.js';
import type { Token } from './nlp.js';

/** Most sentences of the documents searched. */
const SEARCHED = 8;
/** Words that say a predicate holds of all of something: what "only" a part of it excludes. */
const WHOLE = /^(?:all|every|entire|entirely|whole|full|fully|throughout|everywhere)$/;

function denied(tokens: readonly Token[]): boolean {
  return tokens.some((t) => t.negated || NEGATION_CUES.has(t.lower));
}

/** The predicate of a clause: its first verb outside a name, or the adjective after "is" ("navigable"). */
function predicateAt(tokens: readonly Token[], names: Mentions['names']): number {
  const inName = (t: Token) => names.some((n) => t.start >= n.start && t.end <= n.end);
  const verb = tokens.findIndex((t) => t.pos === 'VERB' && termOf(t) && !inName(t));
  if (verb >= 0) return verb;
  const aux = tokens.findIndex((t) => t.pos === 'AUX');
  return aux < 0 ? -1 : tokens.findIndex((t, i) => i > aux && t.pos === 'ADJ' && termOf(t) !== undefined);
}

/** The content terms of tokens [from, to) up to the first comma, semicolon or clause boundary. */
function phraseTerms(tokens: readonly Token[], from: number, to: number): { terms: Set<string>; tokens: Token[] } {
  let end = from;
  while (end < to && !/^[,;:().!?]$/.test(tokens[end]!.text)) end++;
  const span = tokens.slice(from, end);
  return { terms: termsOf(span), tokens: span };
}

/** The noun phrases of a span as (modifier words, head lemma): "saloons and estate cars" -> ([], saloon), ([estate], car). */
function nounPhrases(tokens: readonly Token[]): { mods: string[]; head: string }[] {
  const out: { mods: string[]; head: string }[] = [];
  let mods: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (t.pos === 'NOUN' && next?.pos !== 'NOUN') {
      out.push({ mods, head: foldWord(t.lemma) });
      mods = [];
    } else if (t.pos === 'NOUN' || t.pos === 'ADJ') mods.push(foldWord(t.text));
    else mods = [];
  }
  return out;
}

/** Whether a claim says what a focus word of a documents' sentence excludes (see the head of this file). */
export function checkFocus(tokens: Token[], mentions: Mentions, index: DocumentIndex): SentenceFinding | undefined {
  if (denied(tokens)) return undefined;
  const p = predicateAt(tokens, mentions.names);
  const pt = p >= 0 ? termOf(tokens[p]!) : undefined;
  if (!pt) return undefined;
  const [, clauseEnd] = clauseAround(tokens, p);
  const z = phraseTerms(tokens, p + 1, clauseEnd);
  if (!z.tokens.some((t) => /\p{L}/u.test(t.text))) return undefined;
  // The rest of the claim: its content words before the predicate's phrase (its subject and verb).
  const frame = [...termsOf(tokens.slice(0, p + 1))];
  for (const { id } of index.candidates(new Set([...termsOf(tokens)]), SEARCHED)) {
    const s = index.read(id);
    const at = s.tokens.flatMap((t, i) => (termOf(t) === pt ? [i] : []));
    if (at.length !== 1) continue;
    const k = at[0]!;
    const [from, to] = clauseAround(s.tokens, k);
    if (denied(s.tokens.slice(from, to))) continue;
    const prev = REFERRING.has(s.tokens[0]?.lower ?? '') && s.tokens[0]!.pos === 'PRON' ? index.previous(s.id) : undefined;
    const have = prev === undefined ? s.terms : new Set([...s.terms, ...index.read(prev).terms]);
    if (!frame.every((t) => have.has(t))) continue;
    const quote = () => {
      const doc = index.documents.find((d) => d.index === s.doc)!;
      const q = doc.text.slice(s.start, s.end).replace(/\s+/g, ' ').trim();
      return `"${q.length > 200 ? `${q.slice(0, 199)}…` : q}"`;
    };
    // "V A rather than B" / "V A instead of B".
    for (let r = k + 1; r + 1 < to; r++) {
      const pair = `${s.tokens[r]!.lower} ${s.tokens[r + 1]!.lower}`;
      if (pair !== 'rather than' && pair !== 'instead of') continue;
      const a = termsOf(s.tokens.slice(k + 1, r));
      const b = phraseTerms(s.tokens, r + 2, to).terms;
      if (!b.size || ![...b].every((t) => z.terms.has(t)) || [...a].some((t) => z.terms.has(t))) continue;
      return { sentence: s, reason: `says "${tokens[p]!.text}" of what the documents exclude ("${pair} ${phraseTerms(s.tokens, r + 2, to).tokens.map((t) => t.text).join(' ')}"): ${quote()}` };
    }
    // "V only Y": "only" right after the verb, an adverb or two between at most.
    let o = k + 1;
    while (o < to && o <= k + 3 && s.tokens[o]!.lower !== 'only' && (s.tokens[o]!.pos === 'ADV' || s.tokens[o]!.pos === 'AUX')) o++;
    if (s.tokens[o]?.lower !== 'only' || o >= to) continue;
    const y = phraseTerms(s.tokens, o + 1, to);
    if (!y.terms.size) continue;
    const whole = z.tokens.find((t) => WHOLE.test(t.lower));
    if (whole && !y.tokens.some((t) => WHOLE.test(t.lower))) {
      return { sentence: s, reason: `says "${tokens[p]!.text}" of the whole ("${whole.text}") where the documents restrict it ("only ${y.tokens.map((t) => t.text).join(' ')}"): ${quote()}` };
    }
    // Another kind of a head noun Y lists: "sports cars" where Y says "estate cars".
    const theirs = nounPhrases(y.tokens);
    const mine = nounPhrases(z.tokens)[0];
    if (!mine || !mine.mods.length) continue;
    const same = theirs.filter((n) => n.head === mine.head);
    if (!same.length || same.some((n) => !n.mods.length || n.mods.some((m) => mine.mods.includes(m)))) continue;
    if (mine.mods.every((m) => s.tokens.some((t) => foldWord(t.text) === m))) continue;
    return { sentence: s, reason: `says "${tokens[p]!.text}" of ${mine.mods.join(' ')} ${mine.head}, a kind outside what the documents restrict it to ("only ${y.tokens.map((t) => t.text).join(' ')}"): ${quote()}` };
  }
  return undefined;
}
