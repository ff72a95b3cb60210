// Ages and spans between two dates the documents give (issue 23, DECISIONS.md "Ages and spans from dates"):
// "She was 71." of "Henrietta Vale (3 February 1870 – 12 November 1941)", "About 52" of "Born
// in Enugu in 1968 … received the Ashworth Medal in 2020", "six months before" of "launched in
// March 1924, while Flare was launched in September 1923". Such a figure is not written in any
// document, yet it is not invented: it is the difference of two dates they give, exactly (an
// age counts whole years lived, so with years alone it is Y−X or, before the birthday, Y−X−1).

import type { DocumentIndex, Located } from './document-index.js';
import type { DateMention, Quantity } from './mentions.js';
import type { Token } from './nlp.js';

/** Words that mark a birth before its date ("born in Enugu in 1968", "b. 1950"). */
const BIRTH = new Set(['born', 'b.']);
/** Tokens that end the clause a birth is read in, walking back from its date. */
const CLAUSE_END = /^[,;:()[\]]$/;
/** Most tokens between "born" and its date ("Born in Enugu in 1968": three). */
const BIRTH_REACH = 6;

/** The births the documents give, and the deaths their life dates give, read once per index. */
interface Lives {
  births: DateMention[];
  /** The second of two life dates in parentheses ("(1870 – 1941)"): a death. */
  deaths: Set<DateMention>;
}
const LIVES = new WeakMap<DocumentIndex, Lives>();

/** The token at which a mention starts. */
function tokenAt(tokens: readonly Token[], start: number): number {
  return tokens.findIndex((t) => t.start >= start);
}

/**
 * Whether a dated mention is a birth: "born" before it in its clause, with no verb or other
 * date between ("was born in Leeds and moved in 1990" gives no birth in 1990), or the first of
 * two dates in parentheses joined by a dash ("(3 February 1870 – 12 November 1941)", "(1602–1661)"),
 * whose second is returned as the death.
 */
function birthAt(d: DateMention, tokens: readonly Token[], dates: readonly DateMention[]): { death?: DateMention } | undefined {
  const k = tokenAt(tokens, d.start);
  if (k < 0) return undefined;
  for (let i = k - 1; i >= Math.max(0, k - 1 - BIRTH_REACH); i--) {
    const t = tokens[i]!;
    if (BIRTH.has(t.lower)) return {};
    if (CLAUSE_END.test(t.text) || t.pos === 'VERB' || t.pos === 'AUX' || dates.some((x) => x !== d && x.end <= t.end && x.end > t.start)) break;
  }
  if (tokens[k - 1]?.text !== '(') return undefined;
  const after = tokenAt(tokens, d.end);
  const next = dates.find((x) => x.start > d.end && x.year !== undefined);
  const close = next ? tokenAt(tokens, next.end) : -1;
  return after >= 0 && tokens[after]!.lower === '-' && next !== undefined && tokens[after + 1]?.start === next.start && tokens[close]?.text === ')' ? { death: next } : undefined;
}

function lives(index: DocumentIndex): Lives {
  let found = LIVES.get(index);
  if (found) return found;
  found = { births: [], deaths: new Set() };
  const bySentence = new Map<number, DateMention[]>();
  for (const { mention, sentence } of index.dates as readonly Located<DateMention>[]) {
    if (mention.year === undefined) continue;
    const list = bySentence.get(sentence);
    if (list) list.push(mention);
    else bySentence.set(sentence, [mention]);
  }
  for (const [sentence, dates] of bySentence) {
    // Only sentences that say "born" before a date, or open parentheses before one, are read
    // again (a tokenisation each).
    const s = index.sentences[sentence]!;
    const text = index.documents.find((doc) => doc.index === s.doc)!.text;
    const candidate = (d: DateMention) => index.wordsBefore(sentence, d.start, BIRTH_REACH + 1).some((w) => BIRTH.has(w)) || /\(\s*$/.test(text.slice(Math.max(s.start, d.start - 3), d.start));
    if (!dates.some(candidate)) continue;
    const read = index.read(sentence);
    const all = read.mentions.dates;
    for (const d of all) {
      if (d.year === undefined) continue;
      const birth = birthAt(d, read.tokens, all);
      if (!birth) continue;
      // The index's own mention (same offsets), so a death is known by identity.
      const own = (x: DateMention) => dates.find((y) => y.start === x.start) ?? x;
      found.births.push(own(d));
      if (birth.death) found.deaths.add(own(birth.death));
    }
  }
  LIVES.set(index, found);
  return found;
}

/** Words that name a death, which the second of two life dates dates. */
const DEATH = new Set(['die', 'death', 'dead']);

/**
 * The ages a birth and a later date give: whole years lived. With both days known, the one age;
 * with months known, the one age unless the months are the same; with years alone, Y−X or Y−X−1
 * (the birthday may fall either side of the date).
 */
export function agesBetween(birth: DateMention, at: DateMention): number[] {
  if (birth.year === undefined || at.year === undefined || at.year <= birth.year) return [];
  const years = at.year - birth.year;
  if (birth.month === undefined || at.month === undefined) return [years - 1, years];
  if (at.month !== birth.month) return [at.month > birth.month ? years : years - 1];
  if (birth.day === undefined || at.day === undefined) return [years - 1, years];
  return [at.day >= birth.day ? years : years - 1];
}

/**
 * Whether an age is one the documents give: exactly an age between a birth they give and a
 * later date of theirs; "about" an age, within a year of the years between them. An age between
 * two years neither of which is a birth is a coincidence, not given. When the claim or the
 * question names the event the age is at by a verb ("when she received the medal", "died aged
 * 71"), only the dates of sentences with that verb count (the second life date for a death),
 * if the documents have any: an age at some other date of a life is not the one asked.
 */
export function ageGiven(q: Quantity, index: DocumentIndex, events: ReadonlySet<string> = new Set()): boolean {
  if (q.unit !== 'age' || q.bound === 'over' || q.bound === 'under') return false;
  const { births, deaths } = lives(index);
  if (!births.length) return false;
  const dated = index.dates.filter(({ mention: d }) => d.year !== undefined);
  const withEvent = new Set(index.candidates(events, Infinity).map((c) => c.id));
  const death = [...events].some((e) => DEATH.has(e));
  const at = dated.filter(({ mention, sentence }) => withEvent.has(sentence) || (death && deaths.has(mention)));
  const later = (at.length ? at : dated).map((x) => x.mention);
  for (const b of births) {
    for (const d of later) {
      if (q.bound === 'approx' ? d.year! > b.year! && Math.abs(d.year! - b.year! - q.value) <= 1 : agesBetween(b, d).includes(q.value)) return true;
    }
  }
  return false;
}

/**
 * Whether a count of months is the span between two dates the documents give to the month
 * ("September 1923" … "March 1924": six months), exactly, or within a month when "about" it.
 * Dates with a day are daysBetween's (ground.ts), to within half a month.
 */
export function monthsBetween(q: Quantity, index: DocumentIndex): boolean {
  if (q.unit !== 'month' || q.bound === 'over' || q.bound === 'under') return false;
  const months = [...new Set(index.dates.flatMap(({ mention: d }) => (d.month !== undefined && d.year !== undefined && d.day === undefined ? [d.year * 12 + d.month] : [])))];
  const slack = q.bound === 'approx' ? 1 : 0;
  return months.some((a) => months.some((b) => b > a && Math.abs(b - a - q.value) <= slack));
}
