// Comparatives between two named things (issue 23): "A was born first", "A is older than B",
// "A was founded earlier", "A has more species than B". Each side's value is read from the
// sentence of the documents that introduces it (the first that names it): a date for the
// temporal comparisons (a birth date for "born", "older", "younger"; a founding or release date
// for "founded", "formed", "released"), a count of the compared noun for "more" and "fewer". The
// claim is contradicted when both values are found and order the two the other way. The other
// side comes from "than B" or, in an answer, from the question's alternatives ("A or B").
// Nothing is concluded when a value is missing or the sides cannot be told apart.

import { countriesAgree, countryOf, countryOfAcronym } from './aliases.js';
import { clauseAround } from './clauses.js';
import type { DocumentIndex, ReadSentence, SentenceFinding, ReadText } from './document-index.js';
import { foldWord, type Mentions, type NameMention, type Quantity } from './mentions.js';
import type { Token } from './nlp.js';
import { wordTable } from '../word-table.js';

type Kind = 'birth' | 'founding' | 'release' | 'completion' | 'count';

const TEMPORAL = wordTable<{ earlier: boolean; kind?: Kind }>({
  older: { earlier: true, kind: 'birth' }, oldest: { earlier: true, kind: 'birth' }, younger: { earlier: false, kind: 'birth' }, youngest: { earlier: false, kind: 'birth' },
  first: { earlier: true }, earlier: { earlier: true }, before: { earlier: true }, later: { earlier: false }, after: { earlier: false }, last: { earlier: false },
});
const EVENT = wordTable<Kind>({
  born: 'birth', birth: 'birth', founded: 'founding', formed: 'founding', established: 'founding', created: 'founding', started: 'founding', founding: 'founding',
  released: 'release', published: 'release', premiered: 'release', launched: 'release', opened: 'release',
  completed: 'completion', finished: 'completion', built: 'completion', constructed: 'completion',
});
/** Comparatives along a length ("taller", "deeper"): `true` for those that claim the larger value. */
const LENGTHWISE = wordTable<boolean>({
  taller: true, tallest: true, longer: true, longest: true, deeper: true, deepest: true, wider: true, widest: true,
  shorter: false, shortest: false, shallower: false, shallowest: false, narrower: false, narrowest: false,
});
/** Metres in each unit of length the mentions read. */
const METRES = wordTable<number>({ mm: 0.001, cm: 0.01, m: 1, km: 1000, in: 0.0254, ft: 0.3048, mile: 1609.344 });
/**
 * The cues a question may carry for its answer ("Which is taller, A or B?" answered "B"): a
 * comparative or superlative, or "first". Not "before" or "after", which in a question are as
 * often prepositions ("Which band formed after 1990, A or B?").
 */
const QUESTION_TIME_CUES = ['older', 'oldest', 'younger', 'youngest', 'first', 'earlier', 'later'];
const MORE = new Set(['more', 'fewer', 'less', 'most', 'fewest', 'larger', 'largest', 'bigger', 'biggest', 'greater', 'smaller', 'smallest', 'higher', 'highest', 'lower', 'lowest']);
/** The comparatives of MORE that claim the larger value. */
const LARGER = new Set(['more', 'most', 'larger', 'largest', 'bigger', 'biggest', 'greater', 'higher', 'highest']);
const QUESTION_CUES = new Set([...QUESTION_TIME_CUES, ...MORE, ...Object.keys(LENGTHWISE)]);
const isCue = (t: Token) => TEMPORAL[t.lower] !== undefined || MORE.has(t.lower) || LENGTHWISE[t.lower] !== undefined;

export function words(n: NameMention): string[] {
  return n.words.filter((w) => w.length > 1);
}

/** The alternatives a question offers ("A or B"): the name right after its "or", and the names before it. */
function alternatives(question: Mentions | undefined, questionTokens: Token[] | undefined): { after?: NameMention; before: NameMention[] } {
  if (!question || !questionTokens) return { before: [] };
  const or = questionTokens.findIndex((t) => t.lower === 'or');
  if (or < 0) return { before: [] };
  const at = questionTokens[or]!.start;
  const after = question.names.find((n) => n.start > at);
  return { ...(after ? { after } : {}), before: question.names.filter((n) => n.end <= at) };
}

/**
 * Two mentions of one name: the words of one all in the other ("Cora" / "Cora Vance"); a shared
 * head word does not make them one ("the Orrin Dam" / "the Lessing Dam").
 */
export const same = (a: NameMention, b: NameMention) => {
  const [short, long] = words(a).length <= words(b).length ? [words(a), words(b)] : [words(b), words(a)];
  return short.length > 0 && short.every((w) => long.includes(w));
};

/** The sentence that introduces a name: the first of the documents whose words hold all of it. */
export function introduction(index: DocumentIndex, name: string[]): ReadSentence | undefined {
  // A one-word name is also said in the plural ("Fir" / "Firs (Abies) are a genus ...").
  const plural = name.length === 1 ? [`${name[0]}s`] : [];
  const hits = index.candidates([...name, ...plural], 40).map((c) => c.id).sort((a, b) => a - b);
  const holding = hits.map((id) => index.read(id)).filter((s) => {
    const have = new Set(s.tokens.flatMap((t) => [foldWord(t.text), foldWord(t.lemma)]));
    return name.every((w) => have.has(w)) || (plural.length > 0 && have.has(plural[0]!));
  });
  // A sentence whose subject it is (the name among its first words: "Nicholas Edward Cave (born
  // 1957) is ...") before one that only mentions it ("... a member of the Bad Seeds with Nick Cave").
  const last = name.at(-1)!;
  return holding.find((s) => s.tokens.slice(0, 6).some((t) => [last, ...plural].includes(foldWord(t.text)) || foldWord(t.lemma) === last)) ?? holding[0];
}

/** The introducing sentence, and the one after it when that one goes on about the same subject ("It had a population of 486"). */
function aboutName(index: DocumentIndex, s: ReadSentence): ReadSentence[] {
  const next = index.sentences[s.id + 1] && index.read(s.id + 1);
  if (!next || next.doc !== s.doc) return [s];
  // A pronoun among its first words, and no name before it ("As of 2019 it had ...").
  const head = next.tokens.slice(0, 6);
  const pronoun = head.findIndex((t) => /^(?:it|he|she|they|its|his|her|their)$/.test(t.lower));
  if (pronoun >= 0 && !head.slice(0, pronoun).some((t) => t.pos === 'PROPN')) return [s, next];
  // "The population was 8,912 at the 2020 census.": a sentence opening with "the" and a common
  // noun, naming nothing, goes on about the subject the sentence before introduced (g9).
  const opens = next.tokens[0]?.lower === 'the' && next.tokens[1]?.pos === 'NOUN' && next.mentions.names.length === 0;
  return opens ? [s, next] : [s];
}

/**
 * The year of the event in the sentence that introduces a name: after an event word, or after
 * the claim's own verb ("won the Giro first": the year after "won"), or the first date in
 * parentheses after the name.
 */
function yearOf(s: ReadSentence, kind: Kind, verb?: string): number | undefined {
  let cue = s.tokens.findIndex((t) => EVENT[t.lower] === kind);
  if (cue < 0 && verb) cue = s.tokens.findIndex((t) => t.pos === 'VERB' && t.lemma === verb);
  const dates = s.mentions.dates.filter((d) => d.year !== undefined);
  if (cue >= 0) {
    const after = dates.find((d) => d.start >= s.tokens[cue]!.start);
    if (after) return after.year;
  }
  // "The Tinker's Bride is a 1951 Irish comedy film": a year among the first words of the predicate
  // noun of a work's introducing sentence dates the work, i.e. its release (DECISIONS "Comparisons
  // along a length …", g9).
  if (kind === 'release') {
    const be = s.tokens.findIndex((t) => t.lemma === 'be');
    const article = be >= 0 && /^(?:a|an)$/.test(s.tokens[be + 1]?.lower ?? '') ? be + 1 : -1;
    if (article >= 0) {
      const next = s.tokens[article + 1];
      const year = next && dates.find((d) => d.start === next.start && /^\d{4}$/.test(d.text));
      if (year) return year.year;
    }
  }
  // "Neil LaBute (born March 19, 1963)", "H. Bruce Humberstone (November 18, 1901 – October 11, 1984)"
  if (kind === 'birth') {
    const open = s.tokens.findIndex((t) => t.text === '(');
    if (open >= 0 && open < 12) return dates.find((d) => d.start > s.tokens[open]!.start)?.year;
  }
  return undefined;
}

/** The first year in parentheses right after a name in a sentence ("Jan Verhaegen (1602–1661)"): the birth of its bearer. */
function lifeYear(s: ReadSentence, side: NameMention): number | undefined {
  const name = s.mentions.names.find((n) => same(n, side));
  if (!name) return undefined;
  const open = s.tokens.findIndex((t) => t.start >= name.end);
  if (s.tokens[open]?.text !== '(') return undefined;
  const close = s.tokens.findIndex((t, k) => k > open && t.text === ')');
  const end = close >= 0 ? s.tokens[close]!.start : Infinity;
  return s.mentions.dates.find((d) => d.year !== undefined && d.start > s.tokens[open]!.start && d.end <= end)?.year;
}

/**
 * The count of a noun a sentence gives: a number counting it ("four species", "48–56 species",
 * a range read as its two ends) or standing after it ("a population of 486").
 */
function countOf(s: ReadSentence, noun: string): [number, number] | undefined {
  const after = (q: Quantity) => {
    const i = s.tokens.findIndex((t) => t.start >= q.start);
    const [a, b] = [s.tokens[i - 2], s.tokens[i - 1]];
    return b?.lower === 'of' && a?.lemma === noun;
  };
  // How many people a place has is its population ("a population of 486", "The population was
  // 8,912", "12,000 inhabitants"): "more people" compares populations (g9).
  const people = PEOPLE.has(noun);
  const population = (x: Quantity) => {
    if (!people) return false;
    if (x.head !== undefined && PEOPLE.has(x.head)) return true;
    const i = s.tokens.findIndex((t) => t.start >= x.start);
    const before = s.tokens.slice(Math.max(0, i - 4), i);
    const at = before.findLastIndex((t) => t.lemma === 'population');
    return at >= 0 && before.slice(at + 1).every((t) => /^(?:of|be|was|is|were|about|around|approximately|some|roughly|nearly)$/.test(t.lower));
  };
  const q = s.mentions.quantities.filter((x) => !x.partitive && x.unit !== 'ordinal' && (x.head === noun || after(x) || population(x)));
  if (q.length === 1) return [q[0]!.value, q[0]!.value];
  if (q.length === 2) {
    // "48–56 species", "40 to 60 species": one count given as a range.
    const between = s.tokens.filter((t) => t.start >= q[0]!.end && t.end <= q[1]!.start).map((t) => t.lower);
    if (between.length === 1 && /^(?:-|–|—|to)$/.test(between[0]!)) return [Math.min(q[0]!.value, q[1]!.value), Math.max(q[0]!.value, q[1]!.value)];
  }
  return undefined;
}

/** Nouns whose count is a place's population. */
const PEOPLE = new Set(['people', 'person', 'inhabitant', 'resident', 'population']);

function firstOf<T>(sentences: ReadSentence[], read: (s: ReadSentence) => T | undefined): T | undefined {
  for (const s of sentences) {
    const v = read(s);
    if (v !== undefined) return v;
  }
  return undefined;
}

/**
 * Times a year a thing that recurs comes out or takes place, for each word English gives its
 * frequency by. A word of two readings carries both: "bimonthly" and "biweekly" say every two
 * months or weeks and twice a month or week, "biannual" twice a year (and, misused, every two years).
 */
const HOW_OFTEN = wordTable<[number, number]>({
  daily: [365, 365], weekly: [52, 52], fortnightly: [26, 26], biweekly: [26, 104], semiweekly: [104, 104],
  monthly: [12, 12], bimonthly: [6, 24], semimonthly: [24, 24], quarterly: [4, 4],
  biannual: [0.5, 2], semiannual: [2, 2], annual: [1, 1], yearly: [1, 1], annually: [1, 1], biennial: [0.5, 0.5], triennial: [1 / 3, 1 / 3],
});
/** Verbs a frequency adverb after them tells the rate of ("published monthly", "held annually"). */
const RECURRING = /^(?:publish|issue|release|print|broadcast|air|hold|award|present|stage|run|meet|appear)$/;

/**
 * The one frequency a sentence gives its subject: a frequency word among the first words of its
 * predicate noun ("is a monthly publication", "is a bimonthly American literary magazine", at
 * most three words after the article) or right after a verb of recurring ("is published
 * quarterly"). Elsewhere ("a magazine about daily life") it is no rate of the subject's. Undefined
 * unless exactly one rate is read.
 */
function frequencyOf(s: ReadSentence): { range: [number, number]; text: string } | undefined {
  const found = new Map<string, string>();
  s.tokens.forEach((t, k) => {
    const rate = HOW_OFTEN[t.lower];
    if (!rate) return;
    const article = s.tokens.slice(Math.max(0, k - 4), k).findLastIndex((x) => /^(?:a|an)$/.test(x.lower));
    const afterBe = article >= 0 && s.tokens[Math.max(0, k - 4) + article - 1]?.lemma === 'be';
    const afterVerb = RECURRING.test(s.tokens[k - 1]?.lemma ?? '');
    if (afterBe || afterVerb) found.set(rate.join('-'), t.text);
  });
  if (found.size !== 1) return undefined;
  const [key, text] = [...found][0]!;
  return { range: key.split('-').map(Number) as [number, number], text };
}

const NEGATIONS = new Set(['not', "n't", 'never', 'neither', 'nor']);

/**
 * The one length a sentence gives a named side, in metres: from the clause that names it and not
 * the other side ("A rises to 3,412 metres, while B reaches 3,190 metres"), or from a sentence
 * that names neither (the one after the introduction, "It is 8.4 km long"). Undefined unless
 * exactly one length stands there.
 */
function lengthOf(s: ReadSentence, side: NameMention, other: NameMention): { value: number; text: string } | undefined {
  const folded = s.tokens.map((t) => foldWord(t.text));
  // The words that tell a name from the other's ("Arvel" of "Mount Arvel" against "Mount Ketch").
  const telling = (n: NameMention, o: NameMention) => {
    const own = words(n).filter((w) => !words(o).includes(w));
    return own.length ? own : words(n);
  };
  const mine = telling(side, other);
  const theirs = telling(other, side);
  const says = (ws: string[], from: number, to: number) => folded.slice(from, to).some((w) => ws.includes(w));
  let [from, to] = [0, s.tokens.length];
  const at = folded.findIndex((w) => mine.includes(w));
  if (at >= 0) [from, to] = clauseAround(s.tokens, at);
  if (says(theirs, from, to)) return undefined;
  const lo = s.tokens[from]!.start;
  const hi = s.tokens[to - 1]!.end;
  const lengths = s.mentions.quantities.filter((q) => q.start >= lo && q.end <= hi && METRES[q.unit] !== undefined && q.bound === 'exact');
  if (lengths.length !== 1) return undefined;
  return { value: lengths[0]!.value * METRES[lengths[0]!.unit]!, text: lengths[0]!.text };
}

/**
 * Checks a comparative claim against the documents; a finding only when both sides' values are
 * found and contradict the claim.
 */
export function checkComparison(tokens: Token[], mentions: Mentions, index: DocumentIndex, question?: ReadText): SentenceFinding | undefined {
  // The subject: the claim's first name, or its first word when the question offers it as one
  // of the alternatives ("Hole was the first band founded." answering "Hole ... or The Wolfhounds?").
  const offered = alternatives(question?.mentions, question?.tokens);
  const candidates = [...offered.before, ...(offered.after ? [offered.after] : [])];
  const first = tokens[0];
  const subject =
    mentions.names[0] ??
    (first && candidates.some((n) => words(n).join(' ') === foldWord(first.text)) ? { kind: 'name' as const, words: [foldWord(first.text)], start: first.start, end: first.end, text: first.text, guessed: false, quoted: false } : undefined);
  if (!subject || (tokens[0] && tokens[0].start < subject.start && !/^(?:the|yes|no|,)$/i.test(tokens[0].text))) return undefined;
  // The cue: the claim's own comparative after its subject, else, for an answer naming one of
  // the question's alternatives and denying nothing, the question's ("Which is taller, A or B?"
  // answered "B" says B is the taller).
  const ownCue = tokens.findIndex((t) => t.start >= subject.end && isCue(t));
  const asked = ownCue < 0 && offered.after && candidates.some((n) => same(n, subject)) && !tokens.some((t) => NEGATIONS.has(t.lower)) ? question!.tokens.findIndex((t) => QUESTION_CUES.has(t.lower)) : -1;
  if (ownCue < 0 && asked < 0) return undefined;
  const cueTokens = ownCue >= 0 ? tokens : question!.tokens;
  const cueAt = ownCue >= 0 ? ownCue : asked;
  const cue = cueTokens[cueAt]!.lower;
  // The other side: a name after "than", else the question's other alternative.
  const than = ownCue >= 0 ? tokens.findIndex((t, k) => k > cueAt && t.lower === 'than') : -1;
  let other = than >= 0 ? mentions.names.find((n) => n.start > tokens[than]!.start) : undefined;
  // Else the question's other alternative: the one after its "or", or, when the subject is that
  // one, the last name before it.
  if (!other && offered.after && candidates.some((n) => same(n, subject))) {
    other = same(offered.after, subject) ? offered.before.at(-1) : offered.after;
  }
  // A claim with a comparative of its own and no "than" compares its subject with the one the
  // question sets against it: the name after the question's "than" ("Is A older than B?" answered
  // "Yes, A is older"), or the one name the question offers when its other alternative is a
  // description ("Which employs more, Arvon Tiles or its main supplier?" answered "Penrhos Clay
  // employs more people") (g9).
  if (!other && ownCue >= 0 && question) {
    const qThan = question.tokens.findIndex((t) => t.lower === 'than');
    const named = question.mentions.names;
    if (qThan >= 0) other = named.find((n) => n.start > question.tokens[qThan]!.start);
    else if (!offered.after && offered.before.length === 1 && named.length === 1) other = offered.before[0];
  }
  if (!other || same(other, subject)) return undefined;
  const a = introduction(index, words(subject));
  const b = introduction(index, words(other));
  if (!a || !b) return undefined;
  const larger = LENGTHWISE[cue];
  if (larger !== undefined) {
    // Lengths may come from one sentence, each from the clause that names its side ("A rises to
    // 3,412 metres, while B reaches 3,190 metres").
    const x = firstOf(aboutName(index, a), (s) => lengthOf(s, subject, other!));
    const y = firstOf(aboutName(index, b), (s) => lengthOf(s, other!, subject));
    if (x === undefined || y === undefined || x.value === y.value) return undefined;
    if ((x.value > y.value) === larger) return undefined;
    return { sentence: a, reason: `says ${subject.text} is ${cue} where the documents give ${x.text} for ${subject.text} and ${y.text} for ${other.text}` };
  }
  const after = cueTokens[cueAt + 1]?.lower ?? '';
  if (/^(?:more|less)$/.test(cue) && /^(?:often|frequently)$/.test(after)) {
    // "published more often": how many times a year each side comes out, read from the
    // frequency its introducing sentence gives it (see HOW_OFTEN).
    if (a.id === b.id) return undefined;
    const x = firstOf(aboutName(index, a), frequencyOf);
    const y = firstOf(aboutName(index, b), frequencyOf);
    if (x === undefined || y === undefined) {
      // "Which club has won the league more often, A or B?": how many times each side did the
      // question's verb, counted in its own sentences ("have won the league 14 times") (g9).
      if (x !== undefined || y !== undefined) return undefined;
      const verbs = new Set([...tokens, ...(question?.tokens ?? [])].filter((t) => t.pos === 'VERB' && !/^(?:be|have|do)$/.test(t.lemma)).map((t) => t.lemma));
      const times = (s: ReadSentence) => (s.tokens.some((t) => t.pos === 'VERB' && verbs.has(t.lemma)) ? countOf(s, 'time') : undefined);
      const n = firstOf(aboutName(index, a), times);
      const m = firstOf(aboutName(index, b), times);
      if (!verbs.size || n === undefined || m === undefined || n[0] !== n[1] || m[0] !== m[1] || n[0] === m[0]) return undefined;
      if ((n[0] > m[0]) === (cue === 'more')) return undefined;
      return { sentence: a, reason: `says ${subject.text} did it ${cue} ${after} where the documents give ${n[0]} times for ${subject.text} and ${m[0]} for ${other.text}` };
    }
    // Settled only when the readings do not meet: "bimonthly" is six or 24 times a year, so
    // neither more nor less often than "monthly".
    const more = x.range[0] > y.range[1];
    const less = x.range[1] < y.range[0];
    if (!more && !less) return undefined;
    if (more === (cue === 'more')) return undefined;
    return { sentence: a, reason: `says ${subject.text} comes ${cue} ${after} where the documents call ${subject.text} ${x.text} and ${other.text} ${y.text}` };
  }
  if (MORE.has(cue)) {
    if (a.id === b.id) return undefined;
    const nounToken = cueTokens.slice(cueAt + 1, cueAt + 3).find((t) => t.pos === 'NOUN');
    const noun = nounToken?.lemma;
    if (!noun) return undefined;
    const x = firstOf(aboutName(index, a), (s) => countOf(s, noun));
    const y = firstOf(aboutName(index, b), (s) => countOf(s, noun));
    if (x === undefined || y === undefined) return undefined;
    // Settled only when the ranges do not meet: "48–56 species" is more than four, not than 50.
    const more = x[0] > y[1];
    const fewer = x[1] < y[0];
    if (!more && !fewer) return undefined;
    if (more === LARGER.has(cue)) return undefined;
    const show = (r: [number, number]) => (r[0] === r[1] ? String(r[0]) : `${r[0]}–${r[1]}`);
    return { sentence: a, reason: `says ${subject.text} has ${cue} ${nounToken!.text} where the documents give ${show(x)} for ${subject.text} and ${show(y)} for ${other.text}` };
  }
  const t = TEMPORAL[cue]!;
  const verb = tokens.find((x) => EVENT[x.lower] !== undefined) ?? (ownCue < 0 ? cueTokens.find((x) => EVENT[x.lower] !== undefined) : undefined);
  const kind: Kind = verb ? EVENT[verb.lower]! : t.kind ?? 'founding';
  const main = verb ? undefined : tokens.find((x) => x.pos === 'VERB' && x.start > subject.start)?.lemma;
  // Life dates in parentheses right after each name tell two births apart within one sentence
  // ("A (1602–1661) trained with B (1571–1640)"); otherwise each side needs a sentence of its own.
  const lived = kind === 'birth' ? [lifeYear(a, subject), lifeYear(b, other)] : [];
  const byLife = lived[0] !== undefined && lived[1] !== undefined;
  if (!byLife && a.id === b.id) return undefined;
  let x = byLife ? lived[0] : firstOf(aboutName(index, a), (s) => yearOf(s, kind, main));
  let y = byLife ? lived[1] : firstOf(aboutName(index, b), (s) => yearOf(s, kind, main));
  // "Older" of things that are not born (a company, a club, a town) is the earlier founding: when
  // neither side has a birth, both are read by their founding (g9).
  if (!verb && kind === 'birth' && x === undefined && y === undefined) {
    x = firstOf(aboutName(index, a), (s) => yearOf(s, 'founding'));
    y = firstOf(aboutName(index, b), (s) => yearOf(s, 'founding'));
  }
  if (x === undefined || y === undefined || x === y) return undefined;
  if ((x < y) === t.earlier) return undefined;
  return { sentence: a, reason: `puts ${subject.text} ${t.earlier ? 'before' : 'after'} ${other.text} where the documents give ${x} for ${subject.text} and ${y} for ${other.text}` };
}

/** Nouns whose value is a country: "the same nationality" is settled by each side's demonym. */
const COUNTRY_NOUNS = new Set(['nationality', 'country', 'citizenship']);

function countryOfMention(n: NameMention): string | undefined {
  const content = n.words.filter((w) => w.length > 1);
  return countryOf(n.words) ?? countryOf(content) ?? countryOfAcronym(n.text);
}

/** What a sentence gives for a noun: a country for "nationality", else the name right after the noun ("the family Araceae"). */
function valueOf(s: ReadSentence, noun: string): { key: string; text: string } | undefined {
  if (COUNTRY_NOUNS.has(noun)) {
    const countries = [...new Set(s.mentions.names.map(countryOfMention).filter((c): c is string => c !== undefined))];
    return countries.length === 1 ? { key: countries[0]!, text: s.mentions.names.find((n) => countryOfMention(n) === countries[0])!.text } : undefined;
  }
  const at = s.tokens.findIndex((t) => t.lemma === noun);
  if (at < 0) return undefined;
  const after = s.tokens[at + 1];
  const name = after && s.mentions.names.find((n) => n.start === after.start);
  return name ? { key: name.words.join(' '), text: name.text } : undefined;
}

/**
 * "A and B are in the same family", "Yes, both are of the same nationality": two named things
 * said to share the value of a noun, where the documents give each a different one ("the family
 * Araceae", "the family Asteraceae"; "a Norwegian", "a Dutch"). The sides are the claim's two
 * names, else the question's. Nothing is concluded unless both values are found.
 */
export function checkSameness(tokens: Token[], mentions: Mentions, index: DocumentIndex, question?: ReadText): SentenceFinding | undefined {
  const at = tokens.findIndex((t) => t.lower === 'same');
  if (at < 0 || tokens.slice(Math.max(0, at - 3), at).some((t) => /^(?:not|n't|never)$/.test(t.lower))) return undefined;
  const nounToken = tokens.slice(at + 1, at + 3).find((t) => t.pos === 'NOUN');
  if (!nounToken) return undefined;
  const noun = nounToken.lemma;
  const named = mentions.names.filter((n) => !countryOfMention(n));
  const sides = named.length >= 2 ? named.slice(0, 2) : (question?.mentions.names ?? []).filter((n) => !countryOfMention(n)).slice(0, 2);
  if (sides.length < 2) return undefined;
  const values = sides.map((n) => {
    const intro = introduction(index, words(n));
    return intro ? { intro, value: firstOf(aboutName(index, intro), (s) => valueOf(s, noun)) } : undefined;
  });
  const [a, b] = values;
  if (!a?.value || !b?.value || a.intro.id === b.intro.id) return undefined;
  const differ = COUNTRY_NOUNS.has(noun) ? !countriesAgree(a.value.key, b.value.key) : a.value.key !== b.value.key;
  if (!differ) return undefined;
  return { sentence: a.intro, reason: `says ${sides[0]!.text} and ${sides[1]!.text} share the ${nounToken.text} where the documents give ${a.value.text} for ${sides[0]!.text} and ${b.value.text} for ${sides[1]!.text}` };
}

/** The auxiliaries a yes/no question opens with. */
const YES_NO = /^(?:is|are|was|were|do|does|did|has|have|had)$/;

/**
 * A bare "Yes" answering a yes/no question asserts the question's statement ("Is A older than
 * B?" — "Yes." says A is older than B; "Are A and B of the same nationality?" — "Yes." says they
 * share it), so the comparison or the sameness the question states is checked as the claim (g9;
 * DECISIONS "Comparisons along a length …"). A "No", or a "Yes" with words of its own, is left to
 * the other readings.
 */
export function checkGranted(tokens: Token[], index: DocumentIndex, question?: ReadText): SentenceFinding | undefined {
  const words = tokens.filter((t) => /\p{L}/u.test(t.text));
  if (!question || words.length !== 1 || words[0]!.lower !== 'yes') return undefined;
  const q = question.tokens;
  if (!YES_NO.test(q[0]?.lower ?? '') || q.filter((t) => t.text === '?').length !== 1 || q.at(-1)?.text !== '?') return undefined;
  const said = q.slice(1, -1);
  const from = said[0]?.start ?? Infinity;
  const within = <M extends { start: number }>(m: M) => m.start >= from;
  const mentions: Mentions = { quantities: question.mentions.quantities.filter(within), dates: question.mentions.dates.filter(within), names: question.mentions.names.filter(within) };
  const found = checkSameness(said, mentions, index) ?? checkComparison(said, mentions, index);
  return found && { ...found, reason: `grants what the question asks, which ${found.reason}` };
}
