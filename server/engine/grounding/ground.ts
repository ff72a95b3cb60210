// Grounding (issue 23): the content, claim by claim, against the caller's documents. Each claim
// (a sentence of the content) gets
//   supported     a passage of one document says it: every content word, every number, date and
//                 name of the claim is there, with the same polarity;
//   contradicted  a passage speaks to the same slot and settles it with another value: the same
//                 frame (the other content words and names) with a different number, date or name,
//                 the opposite polarity, or an antonym ("grew" / "fell");
//   not_found     neither.
// Besides, a claim that names a number, date or name no document mentions (under the rules of
// writing: rounding, number words, aliases, acronyms, partial names) carries it as an
// `unsupported` fact: a finding of its own, not a contradiction; each method's documented rule
// says what it makes of it (grounding/methods.ts).
//
// Only the documents decide: no reference data is consulted. Everything is computed from the
// text given; no clock, no I/O besides loading the language model module (nlp.ts).

import { countriesAgree, countryCovers, countryOf, countryOfAcronym, countryPlaceOf, regionOf } from './aliases.js';
import { clockSpansOf, restatedAs, workedOut } from './arithmetic.js';
import { CalculationReader } from '../reading/calculations.js';
import { checkAskedSubject } from './asked-subject.js';
import { checkAskedSlot } from './asked-slot.js';
import { checkAskedCount } from './asked-count.js';
import { checkAskedDate } from './asked-date.js';
import { checkAskedBirthplace, checkAskedNationality } from './asked-nationality.js';
import { checkPairing } from './pairings.js';
import { checkFocus } from './focus.js';
import { clauseAround, clauseBoundary, valuePart } from './clauses.js';
import { checkComparison, checkGranted, checkSameness } from './comparatives.js';
import { checkApposedAge, checkTally } from './tallies.js';
import { checkSwap } from './swaps.js';
import { DocumentIndex, termOf, termsOf, type ReadSentence, type ReadText } from './document-index.js';
import { documentName, type GroundingDocument } from './documents.js';
import { checkLanguage } from './language.js';
import { ANTONYMS, GIVEN_NAMES, NAME_JOINERS, NAME_DESCRIPTORS, NEGATION_CUES, ORDINAL_WORDS, PERIODS, REFERRING, SMALL_NUMBERS } from './lexicon.js';
import { foldWord, readMentions, type DateMention, type Mentions, type NameMention, type Quantity } from './mentions.js';
import { loadNlp, readText, type Sentence, type Token } from './nlp.js';
import { dateStepped, steppedDates, type DatedText, type SteppedDate } from './date-steps.js';
import { ageGiven, monthsBetween } from './spans.js';
import { periodMentioned, periodsOf } from './periods.js';
import { datesAgree, datesComparable, headsComparable, interval, quantitiesAgree, quantitiesConflict, quantityGiven, quantityImplied, unitsComparable } from './slots.js';
import { wordTable } from '../word-table.js';

export type Support = 'supported' | 'contradicted' | 'not_found';
export type SlotKind = 'number' | 'date' | 'name' | 'negation' | 'antonym' | 'comparative';

/** The passage of a document that decides a claim. */
export interface Passage {
  /** Position of the document in the caller's list. */
  document: number;
  documentId?: string;
  /** UTF-16 offsets [start, end) in the document's text. */
  start: number;
  end: number;
  quote: string;
}

/** A number, date or name the claim states and no document mentions. */
export interface UnsupportedFact {
  kind: 'number' | 'date' | 'name';
  text: string;
  /** UTF-16 offsets in the content. */
  start: number;
  end: number;
}

export interface ClaimGrounding {
  /** UTF-16 offsets [start, end) of the claim in the content. */
  start: number;
  end: number;
  text: string;
  support: Support;
  /** What settled a contradiction. */
  slot?: SlotKind;
  reason: string;
  evidence?: Passage;
  unsupported: UnsupportedFact[];
  /** The claim is a statement (it has a verb), not a bare phrase such as a one-word answer. */
  statement: boolean;
}

export interface GroundingReport {
  claims: ClaimGrounding[];
  documents: readonly GroundingDocument[];
  /** Set when the content or a document is not in English: nothing was compared. */
  notEnglish?: string;
}

/** Most passages compared with each claim: the best by shared rare words. */
const CANDIDATES = 8;
/** Share of a claim's weighted content words a passage must hold to support it. */
const SUPPORT_COVERAGE = 0.999;
/** Share of the other content words a passage must share for a differing slot to be a contradiction. */
const FRAME_COVERAGE = 0.6;
/** How tightly a supporting passage must say the claim's content words in order (see tightness()). */
const SUPPORT_TIGHTNESS = 0.8;
/** Longest claim compared (characters); longer sentences are lists or tables, not one claim. */
const MAX_CLAIM_CHARS = 1_000;
const QUOTE_CHARS = 500;

interface Claim {
  sentence: Sentence;
  text: string;
  mentions: Mentions;
  terms: Set<string>;
  statement: boolean;
  /** "Both A and B are P" read as "A is P" and "B is P", each compared on its own. */
  parts?: Claim[];
  /** A part of a sentence read for some of its figures only (numberInPart): those figures. */
  checked?: readonly Quantity[];
}

function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/** A heading or label: Markdown's `#`, a closing colon, or a few words in title case. */
function isHeading(sentence: Sentence): boolean {
  const tokens = withoutEmphasis(sentence.tokens);
  if (tokens[0]?.text === '#' || tokens.at(-1)?.text === ':') return true;
  const words = tokens.filter((t) => /\p{L}/u.test(t.text));
  return words.length > 0 && words.length <= 8 && words.filter((t) => t.text.length > 3).every((t) => /^\p{Lu}/u.test(t.text)) && !/[.!?]$/.test(tokens.at(-1)!.text);
}

/** Emphasis is transparent: "**Key points:**" is the label "Key points:" (the tokeniser gives ":*" as one token). */
function withoutEmphasis(tokens: Token[]): Token[] {
  return tokens.flatMap((t) => {
    const text = t.text.replace(/^[*_]+|[*_]+$/g, '');
    return text ? [text === t.text ? t : { ...t, text }] : [];
  });
}

/**
 * A short line that ends in a colon introduces what follows and states nothing itself, whatever
 * the tagger makes of its words ("**Key points:**", where it takes "points" for a verb).
 */
function isLeadIn(sentence: Sentence): boolean {
  const tokens = withoutEmphasis(sentence.tokens);
  return tokens.at(-1)?.text === ':' && tokens.filter((t) => /\p{L}/u.test(t.text)).length <= 8;
}

/** Whether the claim has a verb: a statement rather than a phrase. */
function isStatement(tokens: Token[]): boolean {
  return tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

// ---- "does any document mention it" -----------------------------------------------------------

function contentWords(name: NameMention): string[] {
  return name.words.filter((w) => !NAME_JOINERS.has(w));
}

/** Whether the documents mention a name, under aliases, acronyms and partial names. */
function nameMentioned(name: NameMention, index: DocumentIndex): boolean {
  const words = contentWords(name);
  if (!words.length) return true;
  // A group named by what its members are called ("the Lionesses", "the Reds") may be a nickname
  // of a name the documents give: neither invented nor another name (DECISIONS "Names as English
  // writes them", gnews).
  if (name.byMembers) return true;
  if (index.saysWords(name.words) || index.saysWords(words)) return true;
  // A title is quoted as it is: only its words one after another (or misspelt) name it.
  if (name.quoted) return index.saysInOrder(name.words) || spelledNear(words, index, true);
  if (index.nameHolding(words)) return true;
  // Two names joined by "for" or "of" ("the Caledonia Music Prize for North Facing"): each side
  // a name the documents give whole, as two names (DECISIONS "Names as English writes them", g9).
  if (joinedNames(name.words, index)) return true;
  // Plural and possessive forms of a one-word name ("the Warriors" / "Warrior").
  // English adds "-es" after a sibilant ("Passes" / "Week Pass") and makes "-ies" of "-y".
  if (words.length === 1 && (index.words.has(words[0]!.replace(/s$/, '')) || index.words.has(`${words[0]}s`))) return true;
  if (words.length === 1 && (index.words.has(words[0]!.replace(/(s|sh|ch|x|z)es$/, '$1')) || index.words.has(words[0]!.replace(/ies$/, 'y')))) return true;
  // The plural of a name of several words pluralises its last ("two Harbour Passes", "Harbour Pass").
  if (words.length >= 2 && /s$/.test(words.at(-1)!)) {
    const last = words.at(-1)!;
    for (const one of new Set([last.slice(0, -1), last.replace(/(s|sh|ch|x|z)es$/, '$1'), last.replace(/ies$/, 'y')])) if (one !== last && index.nameHolding([...words.slice(0, -1), one])) return true;
  }
  // An acronym of a name the documents spell out ("NFL"), or a name the documents abbreviate.
  const letters = words.join('');
  // A lower-case "o" or "f" between capitals is the initial of "of" or "for" ("BoE", "MoD", "DfE").
  if (words.length === 1 && /^(?:(?:\p{Lu}\.?){2,6}|\p{Lu}(?:[of]?\p{Lu}){1,5})$/u.test(name.text.replace(/\s/g, '')) && (index.hasInitials(letters) || index.hasAcronym(letters))) return true;
  if (words.length >= 2 && index.hasAcronym(words.map((w) => w[0]).join(''))) return true;
  // Capitals and a number ("KS2", "T20") abbreviate words the documents write with that number
  // ("Key Stage 2", "Twenty20"; DECISIONS "Words that are not names, periods of a year").
  if (words.length === 1 && /^\p{Lu}{1,4}\d{1,4}$/u.test(name.text) && index.hasInitials(words[0]!)) return true;
  // A word cut to a few of its letters in capitals ("ID" for identification, "TV" for television,
  // "HQ" for headquarters): its first letter opens a word the documents write in lower case, at
  // least three times as long, that holds the others in order.
  if (words.length === 1 && /^\p{Lu}{2,3}$/u.test(name.text) && clippedFrom(letters, index)) return true;
  // Another name of the same country ("the U.S." / "America" / "American").
  const country = countryOf(name.words) ?? countryOf(words) ?? countryOfAcronym(name.text);
  if (country && index.countries.has(country)) return true;
  // A period named after a reign ("Victorian") of something the documents date within it.
  const period = words.length === 1 ? PERIODS.get(words[0]!) : undefined;
  if (period && index.dates.some(({ mention: d }) => d.year !== undefined && d.year >= period[0] && d.year <= period[1])) return true;
  // A continent the documents name, or name a country of ("European airlines" of a text on Portugal's).
  const region = regionOf(words) ?? regionOf(name.words);
  if (region && index.regions.has(region)) return true;
  // A word in front of or after a name the documents give, which they also use ("Photographer Hiroshi Ueda").
  if (words.length >= 2) {
    const first = words[0]!;
    const last = words.at(-1)!;
    if (index.words.has(first) && index.nameHolding(words.slice(1))) return true;
    if (index.words.has(last) && index.nameHolding(words.slice(0, -1))) return true;
    // A nationality or a role English writes before a person's name ("Ethiopian Tigist Alemu",
    // "Welshman Dewi Harries", "Tory Jonathan Pryer", "Owner Velomar"): the rest is the name.
    // Whether the nationality is the documents' is the country check's (compare), not this one.
    // A nationality only before a person's full name: in "the Scottish Open" it is the name.
    if ((NAME_DESCRIPTORS.has(first) || (countryOf([first]) && words.length >= 3)) && index.nameHolding(words.slice(1))) return true;
  }
  // A clipped form of a name the documents give, each word the start of theirs ("Lib Dem" for
  // "Liberal Democrat", "Man Utd" is not: "utd" starts no word).
  if (index.names.some((n) => n.length === words.length && words.every((w, i) => w.length >= 3 && n[i] !== w && n[i]!.startsWith(w)))) return true;
  // A familiar form of a given name ("Jimmy Anderson" / "James Anderson"), either way round.
  if (words.length >= 2) {
    for (const form of GIVEN_NAMES.get(words[0]!) ?? []) if (form !== words[0] && index.nameHolding([form, ...words.slice(1)])) return true;
  }
  // A name cut short by a stray space ("Cheryl Silv onek" for Cheryl Silvonek): its last word
  // the start of the last word of a name the documents give with the same other words.
  const last = words.at(-1)!;
  if (words.length >= 2 && last.length >= 4) {
    const rest = words.slice(0, -1);
    if (index.names.some((n) => n.length === words.length && rest.every((x, i) => n[i] === x) && n.at(-1)!.startsWith(last))) return true;
  }
  // In text written all in lower case a "name" is only a word the model does not know: one the
  // documents write within an edit or two ("chihuahuas", "barcelona's", a typo) is theirs.
  if (name.guessed && words.every((w) => index.words.has(w) || (w.length >= 5 && index.wordNear(w, w.length >= 8 ? 2 : 1) !== undefined))) return true;
  return spelledNear(words, index);
}

/**
 * Whether a name run is two names the documents give whole, joined by "for" or "of": the reader
 * joins capitalised words across those words ("Bank of England"), so a prize and the work it was
 * given for read as one name. Each side must be one of the documents' names word for word, so a
 * name of one word on either side ("Bank", "England") never splits.
 */
function joinedNames(words: readonly string[], index: DocumentIndex): boolean {
  const given = (side: readonly string[]) => side.length > 0 && index.names.some((n) => n.length === side.length && n.every((w, i) => w === side[i]));
  for (let k = 2; k < words.length - 2; k++) {
    if (words[k] !== 'for' && words[k] !== 'of') continue;
    if (given(words.slice(0, k)) && given(words.slice(k + 1))) return true;
  }
  return false;
}

/** Whether the letters are a word of the documents cut short ("id" of "identification"). */
function clippedFrom(letters: string, index: DocumentIndex): boolean {
  const inOrder = (word: string) => {
    let at = 1;
    for (const ch of letters.slice(1)) {
      at = word.indexOf(ch, at) + 1;
      if (at === 0) return false;
    }
    return true;
  };
  const named = new Set(index.names.flat());
  for (const w of index.words) if (w.length >= 3 * letters.length && w[0] === letters[0] && /^\p{Ll}+$/u.test(w) && !named.has(w) && inOrder(w)) return true;
  return false;
}

/**
 * A misspelt name is the same name ("Himalalayn", "Tindal"): each unknown word within an edit or
 * two of a name's word. A quoted title misspelt keeps its words' order ("Brer Rabbit's Adventure"
 * is not "The Adventures of Brer Rabbit", whose words it holds in another order).
 */
function spelledNear(words: string[], index: DocumentIndex, inOrder = false): boolean {
  const spelt = words.map((w) => (index.words.has(w) || w.length < 5 ? w : index.nameWordNear(w, w.length >= 8 ? 2 : 1) ?? w));
  if (!spelt.some((w, i) => w !== words[i])) return false;
  return inOrder ? index.saysInOrder(spelt) : index.nameHolding(spelt) || index.saysWords(spelt);
}

/** Words that make a figure a total or a margin: what a sum or a difference of two others gives. */
const ARITHMETIC_CUES = new Set(['total', 'totals', 'totalling', 'totaling', 'combined', 'altogether', 'together', 'overall', 'margin', 'difference', 'gap', 'lead']);

/**
 * Whether the claim says its figure is a sum or a difference: a margin ("won by about 1,200
 * votes", "beat them by 12 points"), or a total ("a combined 40 goals", "in total").
 */
function arithmeticSaid(tokens: Token[], q: Quantity): boolean {
  let i = tokens.findIndex((t) => t.start >= q.start) - 1;
  while (i >= 0 && /^(?:about|around|roughly|nearly|almost|just|some|approximately|over|under|more|less|than)$/.test(tokens[i]!.lower)) i--;
  if (tokens[i]?.lower === 'by') return true;
  return tokens.some((t) => ARITHMETIC_CUES.has(t.lower) || (t.lower === 'all' && tokens[tokens.indexOf(t) - 1]?.lower === 'in'));
}

/** The minutes between two clock times of one document ("14:09 ... 14:38"), once per index. */
const CLOCK_SPANS = new WeakMap<DocumentIndex, number[]>();
/** Most clock times of one document read for spans (their pairs grow as the square). */
const MAX_CLOCK_TIMES = 300;
function clockSpans(index: DocumentIndex): number[] {
  let spans = CLOCK_SPANS.get(index);
  if (!spans) {
    spans = [...new Set(index.documents.flatMap((d) => clockSpansOf(d.text, MAX_CLOCK_TIMES)))];
    CLOCK_SPANS.set(index, spans);
  }
  return spans;
}

/** Comparatives that make a figure a difference ("€33 more than", "2 hours less", "85 minutes quicker"). */
const DIFFERENCE_WORDS = /^(?:more|less|fewer|higher|lower|above|below|cheaper|dearer|quicker|faster|slower|longer|shorter|short|earlier|later|extra|over|under|up|down)$/;

/**
 * Whether the claim calls its figure a difference: a comparative right after it, or after its
 * unit or counted noun ("€33 more than", "2 hours less than", "4,300 more conversations").
 * A difference is never a value of the slot itself (issue 23, ground4: "€33 more" is not €18).
 */
function differenceSaid(tokens: Token[], q: Quantity): boolean {
  const k = tokens.findIndex((t) => t.start >= q.end);
  if (k < 0) return false;
  for (let i = k; i < Math.min(tokens.length, k + 2); i++) {
    const w = tokens[i]!.lower;
    if (DIFFERENCE_WORDS.test(w) && !(w === 'over' || w === 'under' || w === 'up' || w === 'down' || w === 'above' || w === 'below') ) return true;
    if (/^(?:above|below|up|down|over|under)$/.test(w) && tokens[i + 1] && /^(?:on|from|plan|target|than|the|last)$/.test(tokens[i + 1]!.lower)) return true;
    if (!(tokens[i]!.pos === 'NOUN' && i === k)) break;
  }
  return false;
}

/**
 * "The shop has been open for 25 years", "have run it for the past 25 years" where a document
 * gives the year it opened: the present perfect with "for" counts the years up to the time of
 * writing, a date the engine is not given (DECISIONS "Exact slots", gfa33). Neither given nor
 * invented when some year a document gives plus the span reaches no earlier than the latest
 * year the documents give (the writing is no earlier than that); "for 5 years" from 1998 where
 * the documents speak of 2021 still names a number they lack. "had been" looks back from a past
 * time, not from the writing, and is not read so.
 */
function spanToWriting(q: Quantity, tokens: Token[], index: DocumentIndex): boolean {
  const k = tokens.findIndex((t) => t.start >= q.start);
  if (k < 1 || !(q.value > 0)) return false;
  let j = k - 1;
  while (j >= 0 && /^(?:about|around|almost|nearly|roughly|some|over|more|than|just|the|past|last|well)$/.test(tokens[j]!.lower)) j--;
  if (tokens[j]?.lower !== 'for') return false;
  let perfect = false;
  for (let i = j - 1; i >= 0 && !/^[.;:!?]$/.test(tokens[i]!.text); i--) {
    if (/^(?:has|have|'ve)$/.test(tokens[i]!.lower) && !tokens[i]!.negated) {
      perfect = true;
      break;
    }
  }
  if (!perfect) return false;
  const years = index.dates.map(({ mention: d }) => d.year).filter((y): y is number => y !== undefined);
  if (!years.length) return false;
  const latest = Math.max(...years);
  const [, hi] = interval(q);
  // The start is a year whose verb the claim says ("opened in 1998" for "has been open"): the
  // last verb before the year in its sentence, by lemma, is a word of the claim.
  const said = new Set(tokens.filter((t) => /^(?:VERB|ADJ)$/.test(t.pos) && !/^(?:be|have)$/.test(t.lemma)).map((t) => t.lemma));
  return index.dates.some(({ mention: d, sentence }) => {
    if (d.year === undefined || d.year + hi < latest || d.year + q.value > FAR_YEAR) return false;
    const verb = index.read(sentence).tokens.filter((t) => t.end <= d.start && t.pos === 'VERB').pop();
    return verb !== undefined && said.has(verb.lemma);
  });
}

/** Whether the documents give a quantity: stated, rounded, or the sum or difference of two stated nearby. */
function quantityMentioned(q: Quantity, index: DocumentIndex, tokens: Token[], claim: readonly Quantity[] = [], shown: readonly Quantity[] = [], events: ReadonlySet<string> = new Set()): boolean {
  if (index.quantities.some((d) => quantityGiven(q, d.mention) || quantityImplied(q, d.mention))) return true;
  // A figure the answer works out from figures it shows and the documents give (arithmetic.ts).
  if (workedOut(q, { claim, shown, documents: index.quantities.map((d) => d.mention), clockSpans: clockSpans(index), said: arithmeticSaid(tokens, q) || differenceSaid(tokens, q) })) return true;
  if (Number.isInteger(q.value) && q.unit !== 'score' && q.bound === 'exact' && index.words.has(String(q.value))) return true;
  // "in the same collection since 1952" -> "after more than 70 years": the years from a year
  // to the time of writing depend on a date the engine is not given, so such a span is not
  // a number the documents lack (nor one they give: the claim stays unsupported by them).
  if ((q.unit === 'year' || q.head === 'year') && index.dates.some(({ mention: d, sentence }) => d.year !== undefined && d.month === undefined && q.value > 0 && q.value <= FAR_YEAR - d.year && index.wordsBefore(sentence, d.start, 1)[0] === 'since')) return true;
  // "founded over a century ago", "30 years ago": a span back from the time of writing, which
  // the engine is not given either, to a year the documents give (DECISIONS "Exact slots", gnews).
  if ((q.unit === 'year' || q.head === 'year') && tokens.find((t) => t.start >= q.end)?.lower === 'ago' && index.dates.some(({ mention: d }) => d.year !== undefined && q.value > 0 && q.value <= FAR_YEAR - d.year)) return true;
  if ((q.unit === 'year' || q.head === 'year') && spanToWriting(q, tokens, index)) return true;
  if ([...quantitiesBySentence(index).values()].some((list) => list.some((whole) => partOf(q, whole, list)))) return true;
  if (Object.keys(MULTIPLYING).some((w) => index.words.has(w)) && index.quantities.some((d) => multiplied(q, d.mention, index.read(d.sentence).tokens))) return true;
  if (changeFrom(q, index) || shareNear(q, index, tokens) || pairWritten(q, index) || yearsBetweenNear(q, index) || daysBetween(q, index)) return true;
  // An age between a birth the documents give and a later date of theirs, a span in months between two of their months (spans.ts).
  if (ageGiven(q, index, events) || monthsBetween(q, index)) return true;
  // Sums and differences of two quantities of one sentence or two neighbouring ones ("two goals
  // in each half" -> four): the result must fall within what the figure allows. A figure only
  // approximated is met by chance by some sum of two others, unless the claim says it is one.
  if (q.bound !== 'exact' && !arithmeticSaid(tokens, q)) return false;
  const byId = quantitiesBySentence(index);
  for (const [id, list] of byId) if (derivedFrom(q, [...list, ...(byId.get(id + 1) ?? [])]) || yearsAndMonths(q, list)) return true;
  // A count of years between two years the documents give ("founded in 1985 ... 30 years later").
  if (q.unit === 'year' || q.head === 'year') return yearSpans(index).some((span) => span === q.value);
  return false;
}

/**
 * The spans between two years the documents give that a count of years may be ("founded in
 * 1985 ... 30 years later"). An age is read from a birth only (spans.ts ageGiven): an age
 * between two unrelated years is a coincidence.
 */
function yearSpans(index: DocumentIndex): number[] {
  const all = [...new Set(index.dates.flatMap(({ mention: d }) => (d.year !== undefined ? [d.year] : [])))];
  return all.flatMap((a) => all.map((b) => Math.abs(b - a)));
}


/** Days in each unit of a span between two dates. */
const DAYS_PER = wordTable<number>({ day: 1, week: 7, month: 30.44 });

/**
 * A span of days, weeks or months the time between two dates the documents give ("went unnoticed
 * for nearly three weeks": from 14 January to 3 February), to within half the unit a writer
 * counts in (a tenth for days). Dates without a year are taken in one year, or the second in the
 * next when it comes earlier in the calendar.
 */
function daysBetween(q: Quantity, index: DocumentIndex): boolean {
  const per = DAYS_PER[q.unit];
  if (per === undefined || q.bound === 'over' || q.bound === 'under') return false;
  const days = q.value * per;
  const slack = q.unit === 'day' ? Math.max(1, days * 0.1) : per / 2;
  const dated = index.dates.flatMap(({ mention: d }) => (d.day !== undefined && d.month !== undefined ? [d] : []));
  const dayOf = (d: DateMention, year: number) => Date.UTC(d.year ?? year, d.month! - 1, d.day!) / 86_400_000;
  for (const a of dated) {
    for (const b of dated) {
      if (a === b) continue;
      const year = a.year ?? b.year ?? 2001;
      let span = dayOf(b, year) - dayOf(a, year);
      if (span < 0 && a.year === undefined && b.year === undefined) span += 365;
      if (span > 0 && Math.abs(span - days) <= slack) return true;
    }
  }
  return false;
}

/** The documents' quantities by sentence id: a figure the documents imply is made of figures of one passage. */
function quantitiesBySentence(index: DocumentIndex): Map<number, Quantity[]> {
  const byId = new Map<number, Quantity[]>();
  for (const d of index.quantities) {
    const list = byId.get(d.sentence);
    if (list) list.push(d.mention);
    else byId.set(d.sentence, [d.mention]);
  }
  return byId;
}

/** A span of years about as long as the years between two years the documents give ("about 30 years later"; an age is spans.ts's). */
function yearsBetweenNear(q: Quantity, index: DocumentIndex): boolean {
  if (!(q.unit === 'year' || q.head === 'year') || q.bound !== 'approx') return false;
  // Within a year: the writer counts from an unknown day of each year.
  return yearSpans(index).some((span) => span > 0 && Math.abs(span - q.value) <= 1);
}

/**
 * Whether a figure stated exactly is the sum or the difference of two quantities of a passage
 * ("two goals in each half" -> four, "13,872 votes ... 12,680" -> won by about 1,200).
 */
function derivedFrom(q: Quantity, near: readonly Quantity[]): boolean {
  if (q.bound === 'over' || q.bound === 'under' || q.unit === 'score' || q.unit === 'ordinal') return false;
  const [lo, hi] = interval(q);
  const usable = near.filter((d) => d.unit !== 'score' && d.unit !== 'ordinal' && (d.unit === q.unit || d.unit === '' || q.unit === ''));
  for (let i = 0; i < usable.length; i++) {
    for (let j = i + 1; j < usable.length; j++) {
      const a = usable[i]!.value;
      const b = usable[j]!.value;
      if ((a + b >= lo && a + b <= hi) || (Math.abs(a - b) >= lo && Math.abs(a - b) <= hi)) return true;
    }
  }
  return false;
}

/** A year past which no span "since" a year is read: the engine has no clock (only a bound for it). */
const FAR_YEAR = 2100;


/**
 * Whether a percentage is the change a passage gives as "from A to B" ("cuts the number of shops
 * from about 6,000 to 600" -> "cuts them by 90%"): a figure the passage implies, as a sum or a
 * difference is (DECISIONS.md "Exact slots"). Only that pattern: any two figures of a sentence
 * make some percentage by chance.
 */
function changeFrom(q: Quantity, index: DocumentIndex): boolean {
  if (q.unit !== '%' || q.bound === 'over' || q.bound === 'under') return false;
  const [lo, hi] = interval(q);
  // A figure written to whole percent holds what rounds to it.
  const slack = q.precision >= 1 ? 0.5 : 0;
  for (const { mention: a, sentence } of index.quantities) {
    if (a.unit === '%' || a.unit === 'score' || a.unit === 'ordinal' || !(a.value > 0)) continue;
    // Only a figure after "from" (maybe "from about") is read further: the sentence's tokens cost a tokenisation.
    const before = index.wordsBefore(sentence, a.start, 2);
    if (!(before.at(-1) === 'from' || (before[0] === 'from' && /^(?:about|around|roughly|some|nearly|almost|approximately)$/.test(before[1] ?? '')))) continue;
    const tokens = index.read(sentence).tokens;
    const k = tokens.findIndex((t) => t.start >= a.start);
    const to = tokens.findIndex((t, i) => i > k && t.start >= a.end && t.lower === 'to');
    const b = to < 0 ? undefined : index.quantities.find((d) => d.sentence === sentence && d.mention.start > tokens[to]!.start && d.mention.start <= (tokens[to + 2]?.start ?? Infinity));
    if (!b || !unitsComparable(a, b.mention)) continue;
    const change = Math.abs((100 * b.mention.value) / a.value - 100);
    if (change >= lo - slack && change <= hi + slack) return true;
  }
  return false;
}

/** A tally or a range written with a dash ("voted 31-18", "aged 11-18") that a document writes with "to" ("31 to 18"). */
function pairWritten(q: Quantity, index: DocumentIndex): boolean {
  if (q.unit !== 'score' || !q.pair) return false;
  const [a, b] = q.pair;
  return index.quantities.some(({ mention: d, sentence }) => {
    if (d.value !== a || d.unit === 'score') return false;
    const tokens = index.read(sentence).tokens;
    // "31 to 18", or with the counted noun between ("320 votes to 280").
    let k = tokens.findIndex((t) => t.start >= d.end);
    if (k >= 0 && tokens[k]!.pos === 'NOUN' && tokens[k + 1]?.lower === 'to') k++;
    // The other side in digits or in words ("six votes to one").
    const other = tokens[k + 1];
    const value = other === undefined ? undefined : /^\d+$/.test(other.text) ? Number(other.text) : SMALL_NUMBERS[other.lower];
    return k >= 0 && tokens[k]!.lower === 'to' && value === b;
  });
}

/** Whether a figure is written as a share in words ("a third", "two-fifths") rather than in digits. */
function inWords(q: Quantity): boolean {
  return !/\d/.test(q.text);
}

/**
 * Whether an approximate percentage, or a share in words ("roughly two-thirds of them", "almost
 * 30% above normal", "about 15% up on last year"), is the share or the change of two figures of
 * one passage (a sentence and the next) that count the same thing, or a multiplier's ("1.6 times
 * as wide" -> "60% wider", exact too: one figure, no pair to meet by chance). A writer who rounds
 * says so ("about") or writes a simple fraction; an exact percentage needs "from A to B"
 * (changeFrom), since some pair of figures makes any percentage within a rounding.
 */
/** Words that make a percentage a change ("15% up", "a quarter fewer") rather than a share ("a third of"). */
const CHANGE_WORDS = /^(?:up|down|more|fewer|less|higher|lower|above|below|rise|rises|rose|risen|fall|falls|fell|fallen|increase|increased|decrease|decreased|grow|grew|grown|cut|cuts|drop|dropped|jump|jumped|larger|smaller|bigger|wider|longer|shorter|by)$/;

/** Whether the claim reads a percentage as a change, a share, or says neither. */
function percentReading(tokens: Token[], q: Quantity): 'change' | 'share' | 'either' {
  const k = tokens.findIndex((t) => t.start >= q.end);
  if (k >= 0 && tokens[k]!.lower === 'of') return 'share';
  const before = tokens.findIndex((t) => t.start >= q.start) - 1;
  const near = [...tokens.slice(Math.max(0, before - 2), before + 1), ...(k >= 0 ? tokens.slice(k, k + 2) : [])];
  return near.some((t) => CHANGE_WORDS.test(t.lower)) ? 'change' : 'either';
}

function shareNear(q: Quantity, index: DocumentIndex, tokens: Token[]): boolean {
  // A percentage, or a multiplier ("nearly two and a half times the low": a ratio in percent).
  const multiplier = q.unit === '' && q.head === 'time';
  if (q.unit !== '%' && !multiplier) return false;
  const percent = multiplier ? q.value * 100 : q.value;
  const approx = q.bound !== 'exact' || inWords(q);
  // "about 15%" within a tenth either way, "almost 30%" up to it, "over a third" past it.
  const [lo, hi] = q.bound === 'under' ? [percent * 0.9, percent] : q.bound === 'over' ? [percent, percent * 1.1] : approx ? [percent * 0.9, percent * 1.1] : [percent - 0.5, percent + 0.5];
  const fits = (x: number) => x >= lo && x <= hi;
  const reads = percentReading(tokens, q);
  const byId = quantitiesBySentence(index);
  const usable = (d: Quantity) => d.unit !== '%' && d.unit !== 'score' && d.unit !== 'ordinal' && d.value > 0 && d.head !== 'time';
  for (const [id, list] of byId) {
    if (!multiplier) for (const m of list) if (m.head === 'time' && m.unit === '' && m.value > 1 && (fits(100 * (m.value - 1)) || fits(100 * m.value))) return true;
    if (!approx) continue;
    // Figures of one sentence count the same thing when their units agree; of the next sentence
    // only with the same counted noun (or none said).
    const here = list.filter(usable);
    const next = (byId.get(id + 1) ?? []).filter(usable);
    const pairs: [Quantity, Quantity][] = [];
    // One side bare ("720 million litres ... against 560 million") counts what the other does.
    const sameUnit = (a: Quantity, b: Quantity) => a.unit === b.unit || a.unit === '' || b.unit === '';
    for (const a of here) {
      for (const b of here) if (a !== b && sameUnit(a, b)) pairs.push([a, b]);
      for (const b of next) if (sameUnit(a, b) && (a.head === undefined || b.head === undefined || a.head === b.head)) pairs.push([a, b], [b, a]);
    }
    for (const [a, b] of pairs) {
      const ratio = (100 * b.value) / a.value;
      if (multiplier ? fits(ratio) : (reads !== 'change' && b.value < a.value && fits(ratio)) || (reads !== 'share' && fits(Math.abs(ratio - 100)))) return true;
    }
  }
  return false;
}

/** "seven and a half years" from "seven years and six months" of one sentence. */
function yearsAndMonths(q: Quantity, list: readonly Quantity[]): boolean {
  if (q.unit !== 'year' || Number.isInteger(q.value)) return false;
  return list.some((y) => y.unit === 'year' && list.some((m) => m.unit === 'month' && Math.abs(y.value + m.value / 12 - q.value) < 1e-9));
}

function yearMentioned(year: number, index: DocumentIndex): boolean {
  return index.words.has(String(year)) || index.dates.some((d) => d.mention.year === year);
}

/** Whether the documents give a date: every field the claim states (day and month together, the year, the weekday). */
function dateMentioned(c: DateMention, index: DocumentIndex): boolean {
  if (c.year !== undefined && !yearMentioned(c.year, index)) return false;
  if (c.month !== undefined) {
    const found = index.dates.some(({ mention: d }) => d.month === c.month && (c.day === undefined || d.day === c.day) && (d.year === undefined || c.year === undefined || d.year === c.year));
    if (!found && !(c.day === undefined && c.year !== undefined && index.dates.some(({ mention: d }) => d.month === c.month))) return false;
  }
  if (c.weekday !== undefined && !index.dates.some(({ mention: d }) => d.weekday === c.weekday)) return false;
  if (c.decade !== undefined && !index.dates.some(({ mention: d }) => d.decade === c.decade || (d.year !== undefined && d.year - (d.year % 10) === c.decade))) return false;
  return true;
}

/** Whether a list of dates (a question's) gives a date: the same day, year or weekday, or the same month named alone ("in May"). */
function dateGivenIn(d: DateMention, dates: readonly DateMention[]): boolean {
  const monthAlone = (x: DateMention) => x.month !== undefined && x.day === undefined && x.year === undefined && x.weekday === undefined && x.decade === undefined;
  return dates.some((x) => (datesComparable(d, x) && datesAgree(d, x)) || (monthAlone(d) && x.month === d.month));
}

/**
 * Whether a name is the abbreviation the claim itself gives in parentheses right after a name the
 * documents mention ("the Social Democratic Party (SPD)", "Ultra Low Emission Zone (Ulez)"): the
 * writer defines it in place, so it names what the name before it names, whatever its letters.
 */
function abbreviationOf(n: NameMention, claim: Claim, index: DocumentIndex): boolean {
  const tokens = claim.sentence.tokens;
  const k = tokens.findIndex((t) => t.start === n.start);
  if (k < 1 || tokens[k - 1]!.text !== '(' || tokens.findIndex((t) => t.start >= n.end) !== tokens.findIndex((t) => t.text === ')' && t.start >= n.end)) return false;
  const before = claim.mentions.names.find((m) => m.end === tokens[k - 2]?.end);
  return before !== undefined && contentWords(n).length === 1 && nameMentioned(before, index);
}

/** Whether a question asks for an age: "how old …?", "at what age …?". */
function asksAge(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => (t.lower === 'how' && tokens[i + 1]?.lower === 'old') || (t.lower === 'what' && tokens[i + 1]?.lower === 'age'));
}

/** The verbs that name what a claim or its question dates ("received", "died"), as terms; a birth is no such event. */
function eventVerbs(tokens: readonly Token[]): Set<string> {
  const out = new Set<string>();
  for (const t of tokens) {
    const term = t.pos === 'VERB' ? termOf(t) : undefined;
    if (term && term !== 'bear' && term !== 'born') out.add(term);
  }
  return out;
}

const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'we', 'us', 'our', 'ours', "i'm", "we're", "i've", "we've"]);

/**
 * The facts of a claim no document mentions. Number words up to ten are too loose to count. A
 * figure, date or name the question gives is not invented by the answer that repeats it ("at 18
 * months" answering "my bike is 18 months old"): the question is no evidence (the claim is still
 * supported or contradicted only by the documents), but what it says is the asker's, not the
 * answer's (DECISIONS.md "Verdicts").
 */
/**
 * Whether an ordinal names a century ("the 18th century", "an 18th-century house") in which a
 * document dates something: a year of the documents within it (1701 to 1800, or the 1700s as
 * English also counts them) gives the century, as a year within a reign gives "Victorian"
 * (DECISIONS "Exact slots", gnews). Only not invented: the documents must still say the claim.
 */
function centuryDated(q: Quantity, tokens: readonly Token[], index: DocumentIndex): boolean {
  if (q.unit !== 'ordinal') return false;
  let k = tokens.findIndex((t) => t.start >= q.end);
  if (k >= 0 && tokens[k]!.text === '-' && tokens[k]!.start === q.end) k++;
  if (k < 0 || !/^centur(?:y|ies)$/.test(tokens[k]?.lower ?? '')) return false;
  const from = (q.value - 1) * 100;
  const within = (y: number | undefined) => y !== undefined && y >= from && y <= from + 100;
  return index.dates.some(({ mention: d }) => within(d.year ?? d.decade));
}

/**
 * Whether a bare figure is a person's age by the way English says one: the complement of "be"
 * after a personal pronoun, before "when" or the end of the clause ("She was 19 when she won her
 * first title", "he was 71.") (DECISIONS "Ages and spans from dates", gnews).
 */
function ageByBe(tokens: readonly Token[], q: Quantity): boolean {
  const k = tokens.findIndex((t) => t.start >= q.start);
  if (k < 2) return false;
  const be = tokens[k - 1]!.lower;
  const who = tokens[k - 2]!.lower;
  const next = tokens.find((t) => t.start >= q.end);
  return /^(?:was|is|were|'s)$/.test(be) && /^(?:he|she|i|they|we|you)$/.test(who) && (!next || next.lower === 'when' || /^[.,;!?]$/.test(next.text));
}

/** Whether a bare figure follows a noun it numbers: "day 4", "week 3", "year 2", "stage 2", "round 5". */
function numberedNoun(tokens: readonly Token[], q: Quantity): boolean {
  const k = tokens.findIndex((t) => t.start >= q.start);
  return k > 0 && /^(?:day|week|month|year|night|stage|round|phase|step|level|lap|game|match|term|semester|grade)$/.test(tokens[k - 1]!.lower) && /^\d{1,3}$/.test(tokens[k]!.text);
}

function unsupportedFacts(claim: Claim, index: DocumentIndex, question?: ReadText, shown: readonly Quantity[] = [], stepped: readonly SteppedDate[] = []): UnsupportedFact[] {
  const out: UnsupportedFact[] = [];
  // Only a question in the first person states the asker's own circumstances ("I'm 70", "our
  // uptime was 99.2%"); a third-person question's names and figures ("Who played bass, A or
  // B?") are things the documents should speak to.
  const asked = question && question.tokens.some((t) => FIRST_PERSON.has(t.lower)) ? question.mentions : undefined;
  const askedWords = new Set(asked ? question!.tokens.map((t) => foldWord(t.text)) : []);
  const ages = question !== undefined && asksAge(question.tokens);
  const events = eventVerbs([...claim.sentence.tokens, ...(question?.tokens ?? [])]);
  const missing: Quantity[] = [];
  for (const q of claim.mentions.quantities) {
    if (q.loose || (q.unit === 'ordinal' && q.value <= 10)) continue;
    const expression = calculated.get(q);
    if (expression !== undefined && !documentsCalculate(expression, index)) continue;
    if (asked?.quantities.some((x) => quantityGiven(q, x))) continue;
    if (centuryDated(q, claim.sentence.tokens, index)) continue;
    // The bare figure answering "how old" is an age ("She was 71.").
    let read = (ages || ageByBe(claim.sentence.tokens, q)) && q.unit === '' && !q.head ? { ...q, unit: 'age' } : q;
    // A number after a noun of time or order ("from day 4", "in week 3", "stage 2") numbers it:
    // the documents' "4th day" gives it (DECISIONS "One figure in another unit, or written in words", rag11).
    if (read === q && q.unit === '' && numberedNoun(claim.sentence.tokens, q)) read = { ...q, unit: 'ordinal' };
    if (!quantityMentioned(read, index, claim.sentence.tokens, claim.mentions.quantities, shown, events)) missing.push(q);
  }
  // A figure the claim restates in another unit ("28 days — four weeks") stands with the one it restates.
  const restated = (q: Quantity) => claim.mentions.quantities.some((o) => !missing.includes(o) && !o.loose && restatedAs(q, o));
  for (const q of missing) if (!restated(q)) out.push({ kind: 'number', text: q.text, start: q.start, end: q.end });
  for (const d of claim.mentions.dates) {
    // A weekday alone ("on Sunday") names a day relative to a date a news text carries in its
    // dateline, not in its body: not a fact the documents could be expected to give.
    const weekdayOnly = d.weekday !== undefined && d.year === undefined && d.month === undefined && d.decade === undefined;
    if (asked && dateGivenIn(d, asked.dates)) continue;
    // A date one step of a date expression makes ("by 30 June" from "within 30 days of the end of
    // May") is worked out, not invented (DECISIONS.md "Worked figures").
    if (!weekdayOnly && !dateMentioned(d, index) && !dateStepped(d, stepped)) out.push({ kind: 'date', text: d.text, start: d.start, end: d.end });
  }
  // "Q4", "H1": a quarter or a half of a year, a date the documents give in words or not at all (periods.ts).
  for (const p of periodsOf(claim.sentence.tokens)) {
    if (!askedWords.has(foldWord(p.text)) && !periodMentioned(p, index)) out.push({ kind: 'date', text: p.text, start: p.start, end: p.end });
  }
  for (const n of claim.mentions.names) {
    if (contentWords(n).length && contentWords(n).every((w) => askedWords.has(w))) continue;
    if (abbreviationOf(n, claim, index)) continue;
    if (!nameMentioned(n, index)) out.push({ kind: 'name', text: n.text, start: n.start, end: n.end });
  }
  return out.sort((a, b) => a.start - b.start);
}

// ---- one claim against one passage -----------------------------------------------------------

interface Window {
  main: ReadSentence;
  /** The sentence before, which a pronoun of the main sentence may point to. */
  before?: ReadSentence;
  terms: Set<string>;
  words: Set<string>;
}

function windowOf(index: DocumentIndex, id: number): Window {
  const main = index.read(id);
  const prevId = index.previous(id);
  const before = prevId === undefined ? undefined : index.read(prevId);
  const terms = new Set([...main.terms, ...(before?.terms ?? [])]);
  const words = new Set<string>();
  for (const s of [main, before]) for (const t of s?.tokens ?? []) words.add(foldWord(t.text));
  return { main, ...(before ? { before } : {}), terms, words };
}

function coverage(terms: Iterable<string>, have: Set<string>, index: DocumentIndex, skip: Set<string> = new Set()): { share: number; anchors: number } {
  let total = 0;
  let got = 0;
  let anchors = 0;
  for (const t of terms) {
    if (skip.has(t)) continue;
    const w = index.weight(t);
    total += w;
    if (have.has(t)) {
      got += w;
      anchors++;
    }
  }
  return { share: total ? got / total : 0, anchors };
}

/** The terms a mention's tokens contribute (left out when comparing the rest of the frame). */
function mentionTerms(claim: Claim, m: { start: number; end: number }): Set<string> {
  const out = new Set<string>();
  for (const t of claim.sentence.tokens) {
    if (t.start >= m.start && t.end <= m.end) {
      const term = termOf(t);
      if (term) out.add(term);
    }
  }
  return out;
}

function nameInWindow(name: NameMention, w: Window): boolean {
  const words = contentWords(name);
  if (words.every((x) => w.words.has(x))) return true;
  const country = countryOf(name.words) ?? countryOf(words);
  if (country) {
    for (const s of [w.main, w.before]) {
      for (const n of s?.mentions.names ?? []) {
        const theirs = countryOfName(n);
        if (theirs && countryCovers(country, theirs)) return true;
      }
    }
  }
  return false;
}

/**
 * A person's name present by surname alone: the last word of a name of two or more words. Not
 * when the window gives that word only as the last of other names, whose other words are none of
 * the claim's in any form: it is then the head of another name ("the Trondelag Chamber
 * Orchestra" is not "the Halvorsen Symphony Orchestra"), while "Kenneth Charles Loach" is "Ken
 * Loach" and "Loach" alone is anyone's Loach.
 */
function surnameIn(name: NameMention, w: Window): boolean {
  const words = contentWords(name);
  const last = words.at(-1)!;
  return words.length >= 2 && last.length >= 3 && w.words.has(last) && !anotherBearer(words, w);
}

/** Whether every name of the window ending in the last of `words` is another one by its other words. */
function anotherBearer(words: readonly string[], w: Window): boolean {
  const last = words.at(-1)!;
  const mine = words.slice(0, -1);
  const forms = new Set(mine.flatMap((x) => [x, ...(GIVEN_NAMES.get(x) ?? [])]));
  const akin = (x: string) => forms.has(x) || [...forms].some((y) => y.length >= 3 && x.length >= 3 && (x.startsWith(y) || y.startsWith(x)));
  const bearers = [w.main, w.before].flatMap((s) => s?.mentions.names ?? []).map(contentWords).filter((ws) => ws.includes(last));
  // Said outside any name read as one ("Loach said"): it may be ours.
  if (!bearers.length) return false;
  return bearers.every((ws) => ws.length >= 2 && !ws.filter((x) => x !== last).some(akin));
}

function countryOfName(n: NameMention): string | undefined {
  return countryOf(n.words) ?? countryOf(contentWords(n)) ?? countryOfAcronym(n.text);
}

/** A nationality written as an adjective or a people ("Austrian", "the Dutch"), not a place ("Austria"). */
function demonym(n: NameMention): boolean {
  return countryOfName(n) !== undefined && countryPlaceOf(n.words) === undefined && countryPlaceOf(contentWords(n)) === undefined;
}

/** The one nationality a sentence gives in the clause that names `subject` ("Anton Brauer, was an Austrian poet"), if one. */
function bareNationality(subject: NameMention, s: ReadSentence): NameMention | undefined {
  const words = contentWords(subject);
  const at = s.tokens.findIndex((t) => words.includes(foldWord(t.text)));
  if (at < 0) return undefined;
  const [from, to] = clauseAround(s.tokens, at);
  const lo = s.tokens[from]!.start;
  const hi = s.tokens[to - 1]!.end;
  const given = s.mentions.names.filter((o) => o.start >= lo && o.end <= hi && demonym(o));
  const codes = new Set(given.map((o) => countryOfName(o)!));
  return codes.size === 1 && s.mentions.names.filter((o) => o.start >= lo && o.end <= hi && countryOfName(o) && !demonym(o)).length === 0 ? given[0] : undefined;
}

function wordsOf(s: ReadSentence): Set<string> {
  return new Set(s.tokens.map((t) => foldWord(t.text)));
}

interface Verdict {
  support: Support;
  slot?: SlotKind;
  reason: string;
  /** How strongly the passage speaks to the claim (to pick the best one). */
  strength: number;
}

/** Whether a sentence opens by pointing back: a pronoun, or "the film", "this band" (a determiner and a common noun). */
function refersBack(tokens: Token[]): boolean {
  const words = tokens.filter((t) => /\p{L}/u.test(t.text)).slice(0, 3);
  const [a, b, c] = words;
  if (!a) return false;
  if (REFERRING.has(a.lower) && a.pos === 'PRON') return true;
  return /^(?:the|this|that|these|those)$/.test(a.lower) && (b?.pos === 'NOUN' || (b?.pos === 'ADJ' && c?.pos === 'NOUN'));
}

// Words that belong to how a number is written rather than to what it counts ("27-year-old").
const CONTEXT_NOISE = new Set(['old', 'year', 'aged', 'age', 'about', 'around', 'nearly', 'almost', 'more', 'less', 'over', 'under', 'least', 'most', 'than']);

/** The content terms of a list entry's label: its words before a colon near its start, brackets left out ("Week Pass: $35 …"). */
function labelTerms(tokens: readonly Token[]): Set<string> | undefined {
  const colon = tokens.findIndex((t) => t.text === ':');
  if (colon < 1 || colon > 30) return undefined;
  const out = new Set<string>();
  let depth = 0;
  for (const t of tokens.slice(0, colon)) {
    if (t.text === '(') depth++;
    else if (t.text === ')') depth = Math.max(0, depth - 1);
    else if (!depth) {
      const term = termOf(t);
      if (term) out.add(term);
    }
  }
  return out.size && out.size <= 6 ? out : undefined;
}

/**
 * Whether a passage is one entry of a labelled list ("Week Pass: $35 for 7 days") whose label the
 * claim does not say, while a neighbouring entry of the same document has a label the claim says
 * whole ("Day Pass: $8 a day"): the claim speaks of that entry, and this one's value is another
 * category's (DECISIONS "Cases, examples and thresholds", rag11).
 */
function siblingEntry(claim: Claim, s: ReadSentence, index: DocumentIndex): boolean {
  const own = labelTerms(s.tokens);
  if (!own || [...own].every((t) => claim.terms.has(t))) return false;
  for (let id = Math.max(0, s.id - 6); id <= Math.min(index.sentences.length - 1, s.id + 6); id++) {
    if (id === s.id || index.sentences[id]!.doc !== index.sentences[s.id]!.doc) continue;
    const label = labelTerms(index.read(id).tokens);
    if (label && [...label].every((t) => claim.terms.has(t))) return true;
  }
  return false;
}

/** Words that open a document's worked example ("For example, if you cancel on 10 March …"). */
const EXAMPLE_CUES = [['for', 'example'], ['for', 'instance'], ['example'], ['e.g.'], ['eg'], ['e.g'], ['say']];

/**
 * Whether a passage's value belongs to a case the passage sets up rather than to the claim's: it
 * stands after "for example", "for instance", "e.g." or "Example:" in its sentence, or the
 * sentence has a condition ("if", "when", "suppose", "unless" up to its comma or "then") that
 * states a figure or a date the claim does not. A worked example or a case settles nothing about
 * the reader's own case (DECISIONS "Cases, examples and thresholds", rag11).
 */
function caseValue(value: { start: number; end: number }, s: ReadSentence, claim: Claim): boolean {
  const toks = s.tokens;
  const at = toks.findIndex((t) => t.start >= value.start);
  const upTo = at < 0 ? toks.length : at;
  // A claim that states every figure and date the example gives before the value speaks of that very case.
  const given = [...s.mentions.quantities.filter((d) => !d.loose), ...s.mentions.dates].filter((d) => d.end <= value.start);
  const sameCase = given.length > 0 && given.every((d) => (d.kind === 'date' ? claim.mentions.dates.some((x) => datesAgree(x, d)) : claim.mentions.quantities.some((x) => quantitiesAgree(x, d))));
  for (let k = 0; k < upTo && !sameCase; k++) {
    if (EXAMPLE_CUES.some((cue) => cue.every((w, n) => toks[k + n]?.lower === w) && (cue.length > 1 || k === 0 || /^[(,:;—–-]$/.test(toks[k - 1]!.text)) && (cue[0] !== 'say' || toks[k + 1]?.text === ','))) return true;
  }
  for (let k = 0; k < toks.length; k++) {
    // Not "when": it says when as often as it sets a case ("since 2015, when a ticket cost £20"),
    // and opens titles ("When a Man Falls in Love is a 2013 series").
    if (!/^(?:if|suppose|unless)$/.test(toks[k]!.lower)) continue;
    let end = k + 1;
    while (end < toks.length && !/^(?:,|then|;)$/.test(toks[end]!.lower)) end++;
    const lo = toks[k]!.start;
    const hi = toks[end - 1]!.end;
    const inside = (m: { start: number; end: number }) => m.start >= lo && m.end <= hi;
    // A figure after a threshold word ("unless the next dose is due within 4 hours") is the rule's limit, not the case's.
    const figures = s.mentions.quantities.filter((d) => inside(d) && !d.loose && !thresholdAt(toks, d));
    const dates = s.mentions.dates.filter(inside);
    if (figures.some((d) => !claim.mentions.quantities.some((x) => quantitiesAgree(x, d))) || dates.some((d) => !claim.mentions.dates.some((x) => datesAgree(x, d)))) return true;
  }
  return false;
}

/**
 * Words that set a threshold before a figure ("more than 23 kg", "up to 32 kg"), or the step of a
 * rounding ("up to the nearest 0.5 kg"): a limit or a precision, no value.
 */
const THRESHOLDS = new Set(['over', 'above', 'exceeding', 'more than', 'greater than', 'at least', 'in excess of', 'no less than', 'no fewer than', 'higher than', 'under', 'below', 'less than', 'fewer than', 'at most', 'up to', 'no more than', 'lower than', 'beyond', 'within', 'nearest', 'the nearest']);

/**
 * Whether a passage's figure is a threshold ("a bag weighing more than 23 kg", "up to 32 kg"): it
 * says where a rule starts or stops, not the value of the reader's case, so an exact figure of
 * the claim on either side of it is no other value for its slot (DECISIONS "Cases, examples and
 * thresholds", rag11).
 */
function thresholdAt(toks: readonly Token[], d: { start: number }): boolean {
  const k = toks.findIndex((t) => t.start >= d.start);
  if (k < 1) return false;
  // The figure's own currency sign sits between the bound and the number ("over £40").
  const i = /^\p{Sc}$/u.test(toks[k - 1]!.text) ? k - 1 : k;
  for (const n of [3, 2, 1]) if (i - n >= 0 && THRESHOLDS.has(toks.slice(i - n, i).map((t) => t.lower).join(' '))) return true;
  return false;
}

/**
 * Whether a value of a passage belongs to another subject than the claim's: its clause names
 * someone else and none of the claim's names, while another clause of the sentence names the
 * claim's ("X operates 34 aircraft, while Y operates 52": the 34 is X's, whatever a claim says
 * of Y). A contradiction needs the same subject.
 */
function anotherSubject(value: { start: number; end: number }, claimNames: readonly NameMention[], s: ReadSentence): boolean {
  if (!claimNames.length) return false;
  const k = s.tokens.findIndex((t) => t.end > value.start);
  if (k < 0) return false;
  const [from, to] = clauseAround(s.tokens, k);
  const lo = s.tokens[from]!.start;
  const hi = s.tokens[to - 1]!.end;
  const inClause = (o: NameMention) => o.start >= lo && o.end <= hi;
  const claims = (o: NameMention) => claimNames.some((n) => contentWords(n).some((w) => o.words.includes(w)));
  const names = s.mentions.names.filter((o) => !countryOfName(o));
  return names.some((o) => inClause(o) && !claims(o)) && !names.some((o) => inClause(o) && claims(o)) && names.some((o) => !inClause(o) && claims(o));
}

/**
 * Whether a figure is the share a percentage (or a fraction: "half of whom") of one sentence takes
 * of a whole that sentence gives ("of 2,000 adults ... 65% supported" gives 1,300), to the
 * precision the figure is written: a count of a subset the sentence implies.
 */
function partOf(q: Quantity, whole: Quantity, list: readonly Quantity[]): boolean {
  if (q.bound === 'over' || q.bound === 'under' || q.unit === '%' || whole.unit === '%' || whole.unit === 'score' || whole.unit === 'ordinal' || whole.unit !== q.unit || !(whole.value > 0)) return false;
  if (q.head && whole.head && q.head !== whole.head) return false;
  const [lo, hi] = interval(q);
  return list.some((p) => p !== whole && p.unit === '%' && p.value > 0 && p.value < 100 && (p.value / 100) * whole.value >= lo && (p.value / 100) * whole.value <= hi);
}

/** Words that say a figure of the present, which a figure of another time contradicts. */
const NOW_WORDS = new Set(['now', 'currently', 'today', 'presently', 'still']);

/** The dates and words right around a passage's value, within its phrase (up to a comma or a stop). */
function timeNear(d: { start: number; end: number }, s: ReadSentence): { dates: DateMention[]; words: Set<string> } {
  const k = s.tokens.findIndex((t) => t.start >= d.start);
  if (k < 0) return { dates: [], words: new Set() };
  const near: Token[] = [];
  for (let i = k - 1; i >= Math.max(0, k - 3) && !/^[,;.:]$/.test(s.tokens[i]!.text); i--) near.push(s.tokens[i]!);
  for (let i = s.tokens.findIndex((t) => t.start >= d.end); i >= 0 && i < s.tokens.length && near.length < 8 && !/^[,;.:]$/.test(s.tokens[i]!.text); i++) near.push(s.tokens[i]!);
  const lo = Math.min(...near.map((t) => t.start), d.start);
  const hi = Math.max(...near.map((t) => t.end), d.end);
  return { dates: s.mentions.dates.filter((x) => x.start >= lo && x.end <= hi), words: new Set(near.map((t) => t.lower)) };
}

/** Whether the claim claims the present ("now", "currently") where the passage's value does not. */
function claimsNow(claim: Claim, words: ReadonlySet<string>): boolean {
  return claim.sentence.tokens.some((t) => NOW_WORDS.has(t.lower) && !words.has(t.lower));
}

/**
 * Whether a passage's value is marked as one of a past or another time by the words right around
 * it ("up from 25 last year", "compared with 3% in December", "25 a year ago"), and the claim
 * claims no present for its figure that the passage does not give it.
 */
function timedValue(d: { start: number; end: number }, s: ReadSentence, claim: Claim): boolean {
  const { dates, words } = timeNear(d, s);
  const timed = dates.length > 0 || [...words].some((w) => TIME_WORDS.has(w)) || (words.has('from') && [...words].some((w) => /^(?:up|down|rise|rose|risen|fall|fell|fallen|increase|increased|decrease|decreased)$/.test(w)));
  return timed && !claimsNow(claim, words) && timeFits(dates, claim);
}

/** Whether the claim's dates leave a value's own dates standing: none comparable, or one agreeing. */
function timeFits(dates: readonly DateMention[], claim: Claim): boolean {
  // Two months named alone ("in January", "in December") are comparable here too.
  const comparable = (c: DateMention, x: DateMention) => datesComparable(c, x) || (c.month !== undefined && x.month !== undefined);
  return dates.every((x) => !claim.mentions.dates.some((c) => comparable(c, x)) || claim.mentions.dates.some((c) => datesAgree(c, x)));
}

/**
 * Whether a passage's value can support the claim's figure in time: a value the passage dates
 * ("3% in December") does not hold a claim that dates its figure otherwise ("in January 3%"), nor
 * a value of a past time ("up from 25 last year") a claim of the present ("now sees 25").
 */
function sameTime(d: { start: number; end: number }, s: ReadSentence, claim: Claim): boolean {
  const { dates, words } = timeNear(d, s);
  const past = dates.length > 0 || [...words].some((w) => TIME_WORDS.has(w) && !NOW_WORDS.has(w));
  return timeFits(dates, claim) && !(past && claimsNow(claim, words));
}

/** Verbs that multiply a figure by a whole factor, or halve it. */
const MULTIPLYING = wordTable<number>({ doubled: 2, doubles: 2, doubling: 2, tripled: 3, trebled: 3, triples: 3, quadrupled: 4, halved: 0.5, halves: 0.5 });

/** Whether a figure is what a multiplying verb of the sentence makes of another figure of it (either end of the change). */
function multiplied(q: Quantity, of: Quantity, tokens: Token[]): boolean {
  if (q.bound === 'over' || q.bound === 'under' || q.unit !== of.unit) return false;
  const [lo, hi] = interval(q);
  return tokens.some((t) => {
    const m = MULTIPLYING[t.lower];
    return m !== undefined && [of.value * m, of.value / m].some((v) => v >= lo && v <= hi);
  });
}

const POSSESSIVES = new Set(['his', 'her', 'its', 'their', 'my', 'your', 'our']);

/** The possessor written just before token k ("his", "her", "Maria's"), if any. */
function possessorAt(tokens: Token[], k: number): string | undefined {
  const before = tokens[k - 1];
  if (!before) return undefined;
  if (POSSESSIVES.has(before.lower)) return before.lower;
  if ((before.lower === "'s" || before.lower === "'") && tokens[k - 2]) return foldWord(tokens[k - 2]!.text);
  return undefined;
}

/** Whether two nouns are owned by different possessors: each has one, and they differ. */
function otherPossessor(a: Token[], i: number, b: Token[], j: number): boolean {
  const x = possessorAt(a, i);
  const y = possessorAt(b, j);
  return x !== undefined && y !== undefined && x !== y;
}

/** Whether an exact figure is the sum of two of `parts` (each within what the figure allows). */
function sumOfTwo(q: Quantity, parts: readonly Quantity[]): boolean {
  if (q.bound !== 'exact') return false;
  const [lo, hi] = interval(q);
  return parts.some((a, i) => parts.some((b, j) => j > i && a.value + b.value >= lo && a.value + b.value <= hi));
}

/** Words that place a value in time: another time than the claim's when the claim does not say them. */
const TIME_WORDS = new Set(['ago', 'earlier', 'previously', 'formerly', 'once', 'initially', 'originally', 'now', 'currently', 'today', 'since', 'then', 'last', 'previous', 'former', 'until', 'before']);

/**
 * Whether the clause that gives a passage's value ties it to a time the claim does not state: a
 * date the claim does not give, or a word that places it in time ("last year", "now", "since").
 * A contradiction needs the same time (DECISIONS.md "Slots in their place").
 */
function atAnotherTime(value: { start: number; end: number }, s: ReadSentence, claim: Claim): boolean {
  const k = s.tokens.findIndex((t) => t.end > value.start);
  if (k < 0) return false;
  const [from, to] = clauseAround(s.tokens, k);
  const lo = s.tokens[from]!.start;
  const hi = s.tokens[to - 1]!.end;
  const claimWords = new Set(claim.sentence.tokens.map((t) => t.lower));
  const dated = s.mentions.dates.some((d) => d.start >= lo && d.end <= hi && !claim.mentions.dates.some((c) => datesAgree(c, d)));
  return dated || s.tokens.slice(from, to).some((t) => TIME_WORDS.has(t.lower) && !claimWords.has(t.lower));
}

/**
 * Whether the claim's clause that gives a value ties it to a time of its own that the passage's
 * sentence does not say: a date, a word of time, "this"/"next" before a time noun ("this
 * season"), "so far". A time both say puts the two in one frame.
 */
function ownTime(value: { start: number; end: number }, claim: Claim, passage: ReadSentence): boolean {
  const tokens = claim.sentence.tokens;
  const k = tokens.findIndex((t) => t.end > value.start);
  if (k < 0) return false;
  const [from, to] = clauseAround(tokens, k);
  const lo = tokens[from]!.start;
  const hi = tokens[to - 1]!.end;
  const said = ` ${passage.tokens.map((t) => t.lower).join(' ')} `;
  if (claim.mentions.dates.some((d) => d.start >= lo && d.end <= hi && !passage.mentions.dates.some((x) => datesAgree(d, x)))) return true;
  const part = tokens.slice(from, to);
  return part.some((t, i) => {
    const phrase = TIME_WORDS.has(t.lower) && !NOW_WORDS.has(t.lower) ? t.lower : /^(?:this|next)$/.test(t.lower) && OWN_TIME_NOUNS.has(part[i + 1]?.lower ?? '') ? `${t.lower} ${part[i + 1]!.lower}` : t.lower === 'so' && part[i + 1]?.lower === 'far' ? 'so far' : undefined;
    return phrase !== undefined && !said.includes(` ${phrase} `);
  });
}
// The present alone ("now costs £60", NOW_WORDS) is the end of any change the passage tells, not a time of its own.
const OWN_TIME_NOUNS = new Set(['year', 'month', 'week', 'season', 'term', 'quarter', 'decade', 'century', 'summer', 'winter', 'spring', 'autumn', 'time']);

/**
 * Whether a count is of a group set apart from another ("two other people", "three more cases",
 * "40 further jobs"): its figure is not the size of the claim's group (DECISIONS "Totals, parts
 * and other times are not other values", gnews).
 */
function addedGroup(tokens: readonly Token[], value: { end: number }): boolean {
  const k = tokens.findIndex((t) => t.start >= value.end);
  return k >= 0 && /^(?:other|more|further|additional|extra|remaining|others)$/.test(tokens[k]!.lower);
}

/** Up to `n` content words on each side of a span, within its clause: the slot's context. */
function contextOf(tokens: Token[], start: number, end: number, n = 4, withinClause = true): Set<string> {
  const out = new Set<string>();
  const i = tokens.findIndex((t) => t.end > start);
  let j = tokens.findIndex((t) => t.start >= end);
  if (j === -1) j = tokens.length;
  for (const [from, step] of [[i - 1, -1], [j, 1]] as const) {
    let found = 0;
    for (let k = from; k >= 0 && k < tokens.length && found < n; k += step) {
      const t = tokens[k]!;
      if (/^[.;!?]$/.test(t.text)) break;
      // A clause joined by "and" or "but" ("Cabinet Secretary from 1956 and was made a life peer")
      // or opened by "when", "after", "because" says another thing: its words are not the value's
      // slot. A predicate's own context (an antonym's) is its arguments, which may lie across it
      // ("tried to block it in court but lost").
      if (withinClause && clauseBoundary(tokens, k)) break;
      const term = termOf(t);
      // Names say whose sentence it is, not which slot: a sentence about one person holds many numbers.
      if (term && !/^\d/.test(term) && t.pos !== 'PROPN' && !t.oov && !CONTEXT_NOISE.has(term)) {
        out.add(term);
        found++;
      }
    }
  }
  return out;
}

/** The claim's nouns but those of a value's own words: what its figures can belong to. */
function claimNouns(claim: Claim, q: { start: number; end: number }): string[] {
  const skip = mentionTerms(claim, q);
  const out = new Set<string>();
  for (const t of claim.sentence.tokens) {
    const term = t.pos === 'NOUN' ? termOf(t) : undefined;
    if (term && !skip.has(term) && !/^\d/.test(term)) out.add(term);
  }
  return [...out];
}

/**
 * Whether a passage gives the claim's figure with every one of `nouns` and more of the claim's
 * words than the rival's passage (`rivalShare`): the figure is that passage's thing's.
 */
function ownedElsewhere(q: Quantity, nouns: readonly string[], rivalShare: number, claim: Claim, named: readonly NameMention[], index: DocumentIndex): boolean {
  for (const d of index.quantities) {
    if (!quantitiesAgree(q, d.mention)) continue;
    const s = index.read(d.sentence);
    if (!nouns.every((n) => s.terms.has(n))) continue;
    if (named.length && !named.every((n) => nameInWindow(n, { main: s, terms: s.terms, words: wordsOf(s) }))) continue;
    if (coverage(claim.terms, s.terms, index).share > rivalShare) return true;
  }
  return false;
}

/** How many words of the claim's place stand around the claim's own figure in the documents, at best. */
function placeScore(q: Quantity, around: Set<string>, claim: Claim, named: readonly NameMention[], index: DocumentIndex): number {
  let best = 0;
  for (const d of index.quantities) {
    if (!quantitiesAgree(q, d.mention)) continue;
    const s = index.read(d.sentence);
    if (named.length && !named.every((n) => nameInWindow(n, { main: s, terms: s.terms, words: wordsOf(s) }))) continue;
    best = Math.max(best, overlap(around, contextOf(s.tokens, d.mention.start, d.mention.end)) + coverage(claim.terms, s.terms, index).share);
  }
  return best;
}

function overlap(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return n;
}

function meets(a: Set<string>, b: Set<string>): boolean {
  for (const x of a) if (b.has(x)) return true;
  return false;
}

/**
 * The claim's main verb (or the adjective or noun after "is"): what a negation denies. A word of
 * a name is never it, whatever the tagger calls it ("the Calder Crossing was built": "built").
 */
function predicateOf(tokens: Token[], names: readonly NameMention[] = []): Token | undefined {
  const inName = (t: Token) => names.some((n) => t.start >= n.start && t.end <= n.end);
  const verb = tokens.find((t) => t.pos === 'VERB' && termOf(t) && !inName(t));
  if (verb) return verb;
  const aux = tokens.findIndex((t) => t.pos === 'AUX');
  return aux >= 0 ? tokens.slice(aux + 1).find((t) => (t.pos === 'ADJ' || t.pos === 'NOUN') && termOf(t)) : undefined;
}

/** A negation cue, but not a bound ("no more than 44 per cent") nor an emphasis ("none other than"). */
function isCue(t: Token, i: number, tokens: Token[]): boolean {
  if (!NEGATION_CUES.has(t.lower)) return false;
  const next = tokens[i + 1]?.lower;
  return !((t.lower === 'no' || t.lower === 'none') && (next === 'more' || next === 'less' || next === 'fewer' || next === 'other'));
}

/**
 * Whether a negation cue stands just before token k, in its clause ("has n't been seen", "did not
 * win", "never won"). A cue denies the first verb or adjective after it ("have", "be" and the
 * like say nothing of their own, so a cue before them reaches on): a word past another one is not denied ("could not be happier with favourite": "favourite" is not denied). A comparative
 * denied without "than" after it is the highest degree, not a denial ("could not be happier",
 * "couldn't have been better": very happy) (DECISIONS "What a claim gets", gnews).
 */
function negatedAt(tokens: Token[], k: number): boolean {
  if (litotes(tokens, k)) return false;
  // "had no check-up", "found nothing": the cue on the object denies the verb as "had not had a check-up" does.
  const after = tokens[k + 1]?.pos === 'ADV' || tokens[k + 1]?.pos === 'PART' ? k + 2 : k + 1;
  if (tokens[k]!.pos === 'VERB' && tokens[after] && /^(?:no|nothing|nobody|none)$/.test(tokens[after]!.lower) && isCue(tokens[after]!, after, tokens)) return true;
  for (let i = k - 1, seen = 0; i >= 0 && seen < 4; i--) {
    const t = tokens[i]!;
    if (isCue(t, i, tokens)) return true;
    if (t.pos === 'PUNCT' && t.text !== "'" || t.pos === 'CCONJ' || t.pos === 'SCONJ') return false;
    // A light verb ("had not had a check-up") denies nothing of its own, nor does an adjective
    // inside a noun phrase ("no further job losses were expected").
    const attributive = t.pos === 'ADJ' && /^(?:NOUN|PROPN|ADJ)$/.test(tokens[i + 1]?.pos ?? '');
    if ((t.pos === 'VERB' || (t.pos === 'ADJ' && !attributive)) && termOf(t)) return false;
    if (t.pos !== 'AUX' && t.pos !== 'ADV' && t.pos !== 'PART') seen++;
  }
  return false;
}

/** Whether token k is a comparative ("happier", "better", "more pleased") with no "than" after it in its clause. */
function litotes(tokens: Token[], k: number): boolean {
  const t = tokens[k]!;
  const comparative = (t.pos === 'ADJ' || t.pos === 'ADV') && (/^(?:better|worse)$/.test(t.lower) || (/er$/.test(t.lower) && t.lemma !== t.lower)) || /^(?:more|less)$/.test(tokens[k - 1]?.lower ?? '');
  if (!comparative) return false;
  for (let i = k + 1; i < tokens.length; i++) {
    const x = tokens[i]!;
    if (x.lower === 'than') return false;
    if (/^[,;:.!?]$/.test(x.text) || x.pos === 'CCONJ' || x.pos === 'SCONJ') break;
  }
  return true;
}

/** Whether a sentence says "not" anywhere: a share of those who did not is the complement of those who did. */
function negated(tokens: Token[]): boolean {
  return tokens.some((t, i) => isCue(t, i, tokens));
}

/** Whether the claim's predicate is denied on one side only ("was not elected" / "was elected"). */
function polarityFlip(claim: Claim, passage: ReadSentence): boolean {
  const tokens = claim.sentence.tokens;
  const p = predicateOf(tokens, claim.mentions.names);
  const term = p && termOf(p);
  if (!p || !term) return false;
  // The passage's word must be the same part of speech: a noun of the verb's stem ("the team's
  // last win came in March") has no polarity of the verb's (DECISIONS "What a negation denies").
  const there = passage.tokens.flatMap((t, i) => (termOf(t) === term && (p.pos === 'VERB') === (t.pos === 'VERB') ? [i] : []));
  if (there.length !== 1) return false; // the predicate must be said once, so its polarity is one thing
  const k = there[0]!;
  const pt = passage.tokens;
  // The passage must state the proposition too (DECISIONS "What a negation denies", rag11): an
  // adjective before a noun ("a valid ticket", "Overweight bag") describes the noun and predicates
  // nothing; a word in a short lead-in ending in a colon ("What is not covered: …") heads a list.
  if (p.pos === 'ADJ' && pt[k]!.pos === 'ADJ' && /^(?:NOUN|PROPN)$/.test(pt[k + 1]?.pos ?? '')) return false;
  const colon = pt.findIndex((t, i) => i > k && t.text === ':');
  if (colon > 0 && pt.slice(0, colon).filter((t) => /\p{L}/u.test(t.text)).length <= 6) return false;
  // A denial bounded in time ("Nothing is collected after that", "no longer covered") says the
  // thing stops, which a passage saying that it happens does not deny.
  if (tokens.some((t, i) => TIME_LIMITS.has(t.lower) && (t.lower !== 'longer' || tokens[i - 1]?.lower === 'no'))) return false;
  return negatedAt(tokens, tokens.indexOf(p)) !== negatedAt(pt, k);
}

/** Words that bound a denial in time: "after that", "no longer", "any more", "until then". */
const TIME_LIMITS = new Set(['after', 'afterwards', 'longer', 'anymore', 'until', 'till', 'beyond', 'thereafter']);

/**
 * How tightly a passage says the claim's words in the claim's order: the best alignment of all
 * the claim's content words against a stretch of the passage's, a match +2, a claim word
 * left out -2, a passage word in between -1, over the best possible score (every word, no gap).
 * A claim stitched from words scattered over a long passage ("X shot Y" from "X fired ... and a
 * driver shot Y") scores low though each word is there.
 */
function tightness(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return 0;
  // Fitting alignment: every word of the claim is aligned or paid for; the passage may start and end anywhere.
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1);
    cur[0] = -2 * i;
    for (let j = 1; j <= b.length; j++) cur[j] = Math.max(prev[j - 1]! + (a[i - 1] === b[j - 1] ? 2 : -2), prev[j]! - 2, cur[j - 1]! - 1);
    prev = cur;
  }
  return Math.max(...prev) / (2 * a.length);
}

/**
 * Whether the claim cuts a noun phrase of the passage short, so that it names something else:
 * "changes to the national curriculum" from "changes to the national curriculum tests", "with all
 * colours" from "with all colours increasing except for orange".
 */
function cutsShort(claim: Token[], passage: Token[]): boolean {
  for (let i = 0; i < claim.length; i++) {
    const t = claim[i]!;
    if (t.pos !== 'NOUN') continue;
    const next = claim[i + 1];
    if (next && (next.pos === 'NOUN' || next.pos === 'PROPN' || next.pos === 'PART')) continue;
    const term = termOf(t);
    if (!term) continue;
    const there = passage.flatMap((p, k) => (termOf(p) === term ? [k] : []));
    if (!there.length) continue;
    const continued = (k: number) => {
      const after = passage[k + 1];
      const then = passage[k + 2];
      return after !== undefined && (after.pos === 'NOUN' && after.lower !== next?.lower || (after.pos === 'VERB' && /ing$/.test(after.lower) && then !== undefined && ['except', 'excluding', 'but', 'apart'].includes(then.lower)));
    };
    if (there.every(continued)) return true;
  }
  return false;
}

function termList(tokens: Token[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    const term = termOf(t);
    if (term) out.push(term);
  }
  return out;
}

function compare(claim: Claim, w: Window, index: DocumentIndex, invented: ReadonlySet<NameMention>): Verdict {
  const S = w.main;
  const all = coverage(claim.terms, w.terms, index);
  // Coreference: a passage that opens by pointing back ("The film grossed ...", "She rose to ...")
  // speaks of the names the sentence before it gives; the claim may name them outright.
  const referred = new Set<string>();
  if (w.before && refersBack(S.tokens)) {
    const beforeWords = new Set(w.before.tokens.map((t) => foldWord(t.text)));
    for (const n of claim.mentions.names) {
      const ws = contentWords(n);
      if (!ws.every((x) => S.terms.has(x)) && ws.every((x) => beforeWords.has(x))) for (const x of ws) referred.add(x);
    }
  }
  const mainTerms = referred.size ? new Set([...S.terms, ...referred]) : S.terms;
  const inMain = coverage(claim.terms, mainTerms, index);
  // What supports a claim says its names itself, or through a pronoun the claim fills with one
  // ("She won it" after a sentence naming her). A claim that keeps the pronoun ("They sailed to
  // Falmouth" against "They sailed to Plymouth" after "Falmouth Coastguard said ...") filled
  // nothing: a name of the sentence before is then another place, not this sentence's.
  const mainWindow: Window = { main: S, terms: S.terms, words: wordsOf(S) };
  const namesSaid = claim.mentions.names.every((n) => nameInWindow(n, mainWindow) || (w.before !== undefined && refersBack(S.tokens) && !refersBack(claim.sentence.tokens) && nameInWindow(n, w)));
  // For a contradiction the claim must be about what the passage is about: its names there, a
  // person at least by surname ("Ken Loach" / "Kenneth Charles Loach").
  // The sentence before counts only when this one continues it ("She won it four times"): a
  // sentence that names its own subject ("Ingrid Kristiansen won ... four times") is about that
  // one, whatever the sentence before says of Grete Waitz.
  const continues = w.before !== undefined && refersBack(S.tokens);
  const subjectWindow: Window = continues ? w : { main: S, terms: S.terms, words: wordsOf(S) };
  const aboutIt = claim.mentions.names.every((n) => nameInWindow(n, subjectWindow) || surnameIn(n, subjectWindow));
  // A person the passage names by surname alone ("Loach" for "Ken Loach"): the given name is no
  // word the frame lacks.
  const byName = new Set<string>();
  for (const n of claim.mentions.names) if (!nameInWindow(n, w) && surnameIn(n, w)) for (const x of contentWords(n).slice(0, -1)) byName.add(x);
  const frameOf = (have: Set<string>, skip: Set<string>) => coverage(claim.terms, have, index, new Set([...skip, ...byName]));
  const windowQuantities = [...S.mentions.quantities, ...(w.before?.mentions.quantities ?? [])];
  // A figure of the claim that counts another part than the passage's: one the passage does not
  // give; in words, only a part of a whole ("two of their last ten", "three of the 15").
  const otherPart = (q: Quantity) => {
    if (windowQuantities.some((d) => quantitiesAgree(q, d))) return false;
    if (!q.loose) return true;
    return q.value > 1 && q.partitive === true;
  };
  const windowDates = [...S.mentions.dates, ...(w.before?.mentions.dates ?? [])];
  const tokens = claim.sentence.tokens;
  // Numbers and dates the passage gives as the claim does anchor the frame as words do.
  const valueAnchors = (except?: object) =>
    claim.mentions.quantities.filter((q) => q !== except && windowQuantities.some((d) => quantitiesAgree(q, d))).length +
    claim.mentions.dates.filter((c) => c !== except && windowDates.some((d) => datesAgree(c, d))).length;

  // A value of the window stands "in the claim's place" when the words around it meet the words
  // around the claim's value: "made a life peer in 1963" is the place of "made a life peer in
  // 1956", "Cabinet Secretary from 1956" is not, though it gives 1956.
  // The sentence before only when this one continues it ("It was built in 1902"): a sentence
  // that names its own subject ("The Laramie Street Bridge ... was built in 1916") is about that.
  const sentences = [S, ...(continues ? [w.before!] : [])];
  const inPlace = <M extends { start: number; end: number }>(around: Set<string>, pick: (s: ReadSentence) => M[], test: (m: M) => boolean) =>
    sentences.some((s) => pick(s).some((m) => test(m) && meets(around, contextOf(s.tokens, m.start, m.end))));

  // The claim's names the passage itself gives: a value in a clause about someone else is not theirs.
  const namedInMain = claim.mentions.names.filter((n) => nameInWindow(n, mainWindow));
  // Numbers: another value of the same unit and counted noun in the same place of the same frame.
  for (const q of claim.mentions.quantities) {
    // A bare number ("Roach, 26,") counts nothing the passage could give another value for; a
    // part ("one of the men") is not the size of the group.
    if ((q.unit === '' && !q.head) || q.partitive || (claim.checked && !claim.checked.includes(q))) continue;
    const around = contextOf(tokens, q.start, q.end);
    if (inPlace(around, (s) => s.mentions.quantities, (d) => quantityImplied(q, d))) continue;
    // A margin or a total the passage implies by a difference or a sum is no other value for its slot.
    if (arithmeticSaid(tokens, q) && derivedFrom(q, windowQuantities)) continue;
    // "€33 more than", "2 hours less than": a difference, never a value of the slot itself.
    if (differenceSaid(tokens, q)) continue;
    const skip = mentionTerms(claim, q);
    if (q.head) skip.add(q.head);
    const frame = frameOf(w.terms, skip);
    // The counted noun, said in both, anchors the frame too ("shown in 26 other countries").
    const anchors = frame.anchors + valueAnchors(q) + (q.head && S.terms.has(q.head) ? 1 : 0);
    if (frame.share < FRAME_COVERAGE || anchors < 2 || !aboutIt) continue;
    const ownGroup = addedGroup(tokens, q);
    const rival = S.mentions.quantities.find(
      // A share of the rest ("about a quarter didn't complete" where 74% did) is the complement's.
      (d) => !d.partitive && !caseValue(d, S, claim) && !(q.bound === 'exact' && thresholdAt(S.tokens, d)) && quantitiesConflict(q, d) && !(q.unit === '%' && d.unit === '%' && negated(tokens) !== negated(S.tokens) && quantitiesAgree({ ...q, value: 100 - q.value }, d)) && (!q.head || d.head === q.head) && !claim.mentions.quantities.some((x) => quantitiesAgree(x, d)) && meets(around, contextOf(S.tokens, d.start, d.end)) && !anotherSubject(d, namedInMain, S) && addedGroup(S.tokens, d) === ownGroup,
    );
    // A rate ("£4.99 per serving") is the slot of a figure given per the same noun, or of a claim
    // that speaks of that noun; "a box costs £29.94 plus £4.50 delivery" prices something else
    // (DECISIONS "Totals, parts and other times are not other values", gfa33).
    if (rival?.per && rival.per !== 'each' && q.per !== rival.per && !tokens.some((t) => t.lemma === rival.per)) continue;
    // Another entry of a labelled list ("Clinical courses: £46,500" where the claim speaks of the
    // documents' "Laboratory-based courses: £29,400"): the rival is that entry's, not the claim's.
    if (rival && siblingEntry(claim, S, index)) continue;
    // A total of the slot's parts ("destroyed 50 homes" where the passage gives 30 homes in one
    // town and 20 in another): the claim sums what the passage splits, no other value for it.
    if (rival && sumOfTwo(q, S.mentions.quantities.filter((d) => !d.partitive && quantitiesConflict(q, d) && (!q.head || d.head === q.head)))) continue;
    // The passage gives the claim's figure too, tied to another time than the rival ("sees 40 a
    // day, up from 25 last year"): the claim takes that time's value, unless it says "now".
    if (rival && S.mentions.quantities.some((d) => d !== rival && quantitiesAgree(q, d) && timedValue(d, S, claim))) continue;
    // A figure a multiplying verb of the passage makes of the rival ("prices have doubled since
    // 2015, when a ticket cost £20" gives £40): the value at the other end of the change.
    if (rival && multiplied(q, rival, S.tokens)) continue;
    // A part of the passage's whole ("3,000 volunteers, half of whom received a placebo" gives the
    // claim's 1,500): a count of a subset the passage splits off, not another size of the whole.
    if (rival && partOf(q, rival, S.mentions.quantities)) continue;
    // The value at another time ("had 300 members in 2010" where the documents give the claim's
    // 1,200 members too): the rival's clause ties it to a time the claim does not state.
    if (rival && atAnotherTime(rival, S, claim) && index.quantities.some((d) => d.sentence !== S.id && quantitiesAgree(q, d.mention) && (!q.head || d.mention.head === q.head))) continue;
    // Both tied to a time, and to different ones ("This season he has scored eight" against "20
    // goals last season"): two values at two times the texts tell apart (DECISIONS "Totals,
    // parts and other times are not other values", gnews).
    if (rival && atAnotherTime(rival, S, claim) && ownTime(q, claim, S) && !S.tokens.some((t) => t.lower in MULTIPLYING)) continue;
    // A figure a passage gives in a place at least as like the claim's is grounded there: the
    // rival speaks of another thing (the partners' 6 weeks, not the birth parent's 16 weeks).
    // Each passage is weighed by the words around the figure and by the claim's words it holds;
    // it must name what the rival's names of the claim (Hawaii's $19.95 is not Expedited's $14.95).
    if (rival) {
      const named = claim.mentions.names.filter((n) => nameInWindow(n, mainWindow));
      const rivalShare = coverage(claim.terms, S.terms, index).share;
      if (placeScore(q, around, claim, named, index) >= overlap(around, contextOf(S.tokens, rival.start, rival.end)) + rivalShare) continue;
      // The thing the figure belongs to: a noun of the claim the rival's passage lacks ("flu
      // vaccine" against the boosters' "aged 75"), where a passage that gives the claim's figure
      // holds it and more of the claim: a clause led by a pronoun ("since it's offered to everyone
      // aged 65") has few words of its own around the figure to tell the places apart.
      const lacking = claimNouns(claim, q).filter((n) => !(continues ? w.terms : S.terms).has(n));
      if (lacking.length && ownedElsewhere(q, lacking, rivalShare, claim, named, index)) continue;
    }
    if (rival) return { support: 'contradicted', slot: 'number', reason: `states ${q.text} where ${quote(S, index)} gives ${rival.text}`, strength: 3 + frame.share };
  }
  // Dates: another date of the same granularity in the same place of the same frame.
  for (const c of claim.mentions.dates) {
    const around = contextOf(tokens, c.start, c.end);
    if (inPlace(around, (s) => s.mentions.dates, (d) => datesAgree(c, d) && !(c.day !== undefined && d.day === undefined))) continue;
    const frame = frameOf(w.terms, mentionTerms(claim, c));
    if (frame.share < FRAME_COVERAGE || frame.anchors + valueAnchors(c) < 2 || !aboutIt) continue;
    const rival = S.mentions.dates.find((d) => !caseValue(d, S, claim) && datesComparable(c, d) && !datesAgree(c, d) && !claim.mentions.dates.some((x) => datesAgree(x, d)) && meets(around, contextOf(S.tokens, d.start, d.end)) && !anotherSubject(d, namedInMain, S));
    if (rival) return { support: 'contradicted', slot: 'date', reason: `states ${c.text} where ${quote(S, index)} gives ${rival.text}`, strength: 3 + frame.share };
  }
  // Countries and nationalities: "American" where the passage says "Canadian" of the same subject.
  for (const n of claim.mentions.names) {
    const mine = countryOfName(n);
    if (!mine || S.mentions.names.some((o) => { const theirs = countryOfName(o); return theirs !== undefined && countriesAgree(theirs, mine); })) continue;
    const others = claim.mentions.names.filter((x) => x !== n && !countryOfName(x));
    if (!others.length || !others.every((x) => nameInWindow({ ...x }, { ...w, words: wordsOf(S) }) || surnameIn(x, { ...w, words: wordsOf(S) }))) continue;
    const frame = frameOf(S.terms, mentionTerms(claim, n));
    if (frame.share < FRAME_COVERAGE || frame.anchors < 2) continue;
    const around = contextOf(tokens, n.start, n.end, 3);
    // A nationality said of the subject and nothing else ("X was Italian"): its place is the
    // subject's own clause, where the passage gives X one nationality ("X, was an Austrian poet").
    const bare = around.size === 0 && demonym(n) && others.length === 1 ? bareNationality(others[0]!, S) : undefined;
    const rival = bare && !countriesAgree(countryOfName(bare)!, mine) ? bare : S.mentions.names.find((o) => {
      const theirs = countryOfName(o);
      return theirs !== undefined && !countriesAgree(theirs, mine) && meets(around, contextOf(S.tokens, o.start, o.end, 3));
    });
    if (rival) return { support: 'contradicted', slot: 'name', reason: `says ${n.text} where ${quote(S, index)} says ${rival.text}`, strength: 3 + frame.share };
  }
  // Names: a name no document mentions, where the passage has another in the same place.
  const missing = claim.mentions.names.filter((n) => !nameInWindow(n, w));
  if (missing.length === 1 && invented.has(missing[0]!)) {
    const n = missing[0]!;
    const frame = coverage(claim.terms, w.terms, index, mentionTerms(claim, n));
    if (frame.share >= FRAME_COVERAGE && frame.anchors >= 2) {
      const around = contextOf(tokens, n.start, n.end, 2);
      const other = S.mentions.names.find((o) => !claim.mentions.names.some((x) => contentWords(x).some((y) => o.words.includes(y))) && meets(around, contextOf(S.tokens, o.start, o.end, 2)));
      if (other) return { support: 'contradicted', slot: 'name', reason: `names ${n.text} where ${quote(S, index)} names ${other.text}`, strength: 2.5 + frame.share };
    }
  }
  // Antonyms: "grew" where the passage says "fell", the rest of the frame the same. A word is
  // looked up as written and as its lemma ("lower" the adjective and "lower" the verb).
  const formsOf = (t: Token) => [termOf(t), t.lower].filter((x): x is string => x !== undefined);
  for (const t of tokens) {
    const term = termOf(t);
    if (!term || S.terms.has(term) || t.negated) continue;
    const opposites = new Set(formsOf(t).flatMap((f) => [...(ANTONYMS.get(f) ?? [])]));
    const at = S.tokens.find((x) => !x.negated && formsOf(x).some((f) => opposites.has(f)) && !formsOf(x).includes(term));
    if (!at) continue;
    // A claim that says both words contrasts two things ("Northern Ireland saw the strongest
    // growth and London the weakest"): the passage's word is the claim's other half.
    if (tokens.some((x) => x !== t && formsOf(x).some((f) => formsOf(at).includes(f)))) continue;
    // A relation seen from its other end ("her brother Carlos" / "Carlos ... with his sister"):
    // two relational nouns owned by different possessors name one tie, not two values of it.
    if (t.pos === 'NOUN' && otherPossessor(tokens, tokens.indexOf(t), S.tokens, S.tokens.indexOf(at))) continue;
    // Another count with the opposite word is the other part of a whole ("accepted 12 of the 15"
    // / "rejected three of the 15"): a contradiction needs the claim's figures in the passage,
    // those written in words too where the passage gives a rival count ("lost two of their last
    // ten" / "won 8 of their last 10"); a word the passage has no other value for ("both of its
    // two shops") and "one", which English writes for "a", are no other part (DECISIONS
    // "Opposite words on another part").
    if (!claim.mentions.quantities.every((q) => otherPart(q) === false)) continue;
    const frame = frameOf(S.terms, new Set([term]));
    // The same place: the words around agree, or the passage says everything else the claim says.
    const samePlace = meets(contextOf(tokens, t.start, t.end, 3, false), contextOf(S.tokens, at.start, at.end, 3, false)) || frame.share === 1;
    if (frame.share >= 0.75 && frame.anchors + valueAnchors() >= 2 && aboutIt && samePlace) {
      return { support: 'contradicted', slot: 'antonym', reason: `says "${t.text}" where ${quote(S, index)} says "${at.text}"`, strength: 2 + frame.share };
    }
  }
  // Rank: "the largest mall" where the passage says of the same subject "the 2nd largest mall".
  const rank = (ts: Token[], k: number): number | undefined => {
    const before = ts[k - 1];
    if (!before) return undefined;
    const digits = /^(\d+)(?:st|nd|rd|th)$/i.exec(before.text);
    if (digits) return Number(digits[1]);
    if (before.lower in ORDINAL_WORDS) return ORDINAL_WORDS[before.lower];
    return before.lower === 'the' || before.lower === 'its' || before.lower === "'s" ? 1 : undefined;
  };
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.pos !== 'ADJ' || !/est$/.test(t.lower)) continue;
    const mine = rank(tokens, k);
    if (mine === undefined) continue;
    // "one of the largest" ranks nothing.
    if (tokens[k - 2]?.lower === 'of') continue;
    const around = contextOf(tokens, t.start, t.end, 3);
    // The passage's uses of the same superlative in the claim's place, each with its rank.
    const places = S.tokens.flatMap((x, at) => (x.lower === t.lower && S.tokens[at - 2]?.lower !== 'of' && meets(around, contextOf(S.tokens, x.start, x.end, 3)) ? [rank(S.tokens, at)] : []));
    if (places.length !== 1 || places[0] === undefined || places[0] === mine) continue;
    const theirs = places[0];
    // The frame is the claim up to the end of the superlative's clause: what a comma, a
    // participle or "and" adds after it ("..., boasting over 160 stores") says another thing.
    let end = k + 1;
    while (end < tokens.length && !/^[,;:]$/.test(tokens[end]!.text) && !clauseBoundary(tokens, end)) end++;
    const frame = coverage(termsOf(withoutValues(tokens.slice(0, end), claim.mentions)), S.terms, index, new Set([termOf(t) ?? t.lower, ...byName]));
    const clauseEnd = tokens[end - 1]!.end;
    const aboutClause = claim.mentions.names.every((n) => n.start >= clauseEnd || nameInWindow(n, subjectWindow) || surnameIn(n, subjectWindow));
    if (frame.share >= FRAME_COVERAGE && frame.anchors >= 2 && aboutClause) {
      return { support: 'contradicted', slot: 'comparative', reason: `ranks it ${mine === 1 ? 'first' : `number ${mine}`} ("${t.text}") where ${quote(S, index)} ranks it ${theirs === 1 ? 'first' : `number ${theirs}`}`, strength: 2 + frame.share };
    }
  }
  // Polarity: the whole claim in the passage, its predicate denied on one side only. As with an
  // antonym, a denied count the passage does not give is the other part ("About 2,500 staff are
  // not represented" where it represents 5,500 of 8,000): the claim's figures must be the passage's
  // (DECISIONS "Opposite words on another part", gfa33), and there: "At 3 years you're still
  // covered" is about the claim's case, not about what "are not covered" lists (rag11).
  const sameFigures = claim.mentions.quantities.every((q) => !otherPart(q));
  const figuresThere = claim.mentions.quantities.every((q) => q.loose || windowQuantities.some((d) => quantitiesAgree(q, d)));
  if (claim.statement && inMain.share >= 0.9 && aboutIt && sameFigures && figuresThere && polarityFlip(claim, S)) {
    return { support: 'contradicted', slot: 'negation', reason: `is negated on one side only: ${quote(S, index)}`, strength: 2 + inMain.share };
  }
  // Support: everything the claim says is in the passage, in the claim's order.
  // Every number, small ones too ("voted seven to two"): a number word too loose to call
  // invented is still one a passage must say to support the claim; only "a" or "one" is not.
  // Each figure at the claim's time: a value the passage ties to another date or to the past is no support (fa8).
  const windowValues = [S, ...(w.before ? [w.before] : [])].flatMap((s) => s.mentions.quantities.map((d) => ({ d, s })));
  const quantitiesThere = claim.mentions.quantities.every((q) => windowValues.some(({ d, s }) => quantitiesAgree(q, d) && sameTime(d, s, claim)) || (q.loose && q.value <= 1 && q.unit === '' && !q.head));
  const datesThere = claim.mentions.dates.every((c) => windowDates.some((d) => datesAgree(c, d)));
  if (claim.statement && all.share >= SUPPORT_COVERAGE && inMain.share >= 0.6 && namesSaid && quantitiesThere && datesThere) {
    const mine = termList(withoutValues(withoutMarker(tokens), claim.mentions)).filter((x) => !referred.has(x));
    const slots = claim.mentions.quantities.length + claim.mentions.dates.length;
    if (mine.length + slots + (referred.size ? 1 : 0) >= 3 && tightness(mine, termList(withoutValues(S.tokens, S.mentions))) >= SUPPORT_TIGHTNESS && !cutsShort(tokens, S.tokens)) return { support: 'supported', reason: `supported by ${quote(S, index)}`, strength: 1 + all.share };
  }
  return { support: 'not_found', reason: '', strength: all.share };
}

function quote(s: ReadSentence, index: DocumentIndex): string {
  const doc = index.documents.find((d) => d.index === s.doc)!;
  return `${documentName(doc)}: "${clip(doc.text.slice(s.start, s.end).replace(/\s+/g, ' ').trim(), 200)}"`;
}

function passageOf(s: ReadSentence, index: DocumentIndex): Passage {
  const doc = index.documents.find((d) => d.index === s.doc)!;
  const p: Passage = { document: doc.index, start: s.start, end: s.end, quote: clip(doc.text.slice(s.start, s.end), QUOTE_CHARS) };
  if (doc.id !== undefined) p.documentId = doc.id;
  return p;
}

/** What the content answers (context.question): its tokens and mentions, for the alternatives it offers. */
function readQuestion(question: string | undefined): ReadText | undefined {
  if (!question?.trim()) return undefined;
  const tokens: Token[] = [];
  const mentions: Mentions = { quantities: [], dates: [], names: [] };
  for (const s of readText(question)) {
    tokens.push(...s.tokens);
    const m = readMentions(s, question);
    mentions.quantities.push(...m.quantities);
    mentions.dates.push(...m.dates);
    mentions.names.push(...m.names);
  }
  return { tokens, mentions };
}

function groundClaim(claim: Claim, index: DocumentIndex, question?: ReadText, shown: readonly Quantity[] = [], stepped: readonly SteppedDate[] = []): ClaimGrounding {
  // Two named things said to share a value ("in the same family") the documents give each differently.
  const shared = checkSameness(claim.sentence.tokens, claim.mentions, index, question) ?? checkGranted(claim.sentence.tokens, index, question);
  if (shared) return { start: claim.sentence.start, end: claim.sentence.end, text: claim.text, statement: claim.statement, support: 'contradicted', slot: 'comparative', reason: shared.reason, evidence: passageOf(shared.sentence, index), unsupported: unsupportedFacts(claim, index, question, shown, stepped) };
  // Two subjects each given the value the documents give the other.
  const crossed = checkSwap(claim.sentence.tokens, claim.mentions, index);
  if (crossed) return { start: claim.sentence.start, end: claim.sentence.end, text: claim.text, statement: claim.statement, support: 'contradicted', slot: 'name', reason: crossed.reason, evidence: passageOf(crossed.sentence, index), unsupported: unsupportedFacts(claim, index, question, shown, stepped) };
  // A vote's tally, or the age set beside a named person, that the documents give otherwise
  // (DECISIONS "A vote's tally and a named person's age").
  const figure = checkTally(claim.text, index) ?? checkApposedAge(claim.text, index);
  if (figure) return { start: claim.sentence.start, end: claim.sentence.end, text: claim.text, statement: claim.statement, support: 'contradicted', slot: 'number', reason: figure.reason, evidence: passageOf(index.read(figure.sentence), index), unsupported: unsupportedFacts(claim, index, question, shown, stepped) };
  if (claim.parts) {
    const parts = claim.parts.map((p) => groundClaim(p, index, question, shown, stepped));
    const unsupported = unsupportedFacts(claim, index, question, shown, stepped);
    const decisive = parts.find((p) => p.support === 'contradicted') ?? (parts.every((p) => p.support === 'supported') ? parts[0]! : parts.find((p) => p.support === 'not_found')!);
    const reason = decisive.support === 'supported' ? parts.map((p) => p.reason).join('; ') : decisive.reason;
    return { ...decisive, start: claim.sentence.start, end: claim.sentence.end, text: claim.text, statement: claim.statement, reason, unsupported };
  }
  const base = { start: claim.sentence.start, end: claim.sentence.end, text: claim.text, statement: claim.statement };
  const unsupported = unsupportedFacts(claim, index, question, shown, stepped);
  const invented = new Set(claim.mentions.names.filter((n) => unsupported.some((u) => u.kind === 'name' && u.start === n.start)));
  // A comparison of two named things settled by the values the documents give each.
  const compared = checkComparison(claim.sentence.tokens, claim.mentions, index, question);
  if (compared) return { ...base, support: 'contradicted', slot: 'comparative', reason: compared.reason, evidence: passageOf(compared.sentence, index), unsupported };
  // Another thing named for the one a question asks for than the documents say its predicate of.
  const other = checkAskedSubject(claim.sentence.tokens, claim.mentions, claim.statement, index, question);
  if (other) return { ...base, support: 'contradicted', slot: 'name', reason: other.reason, evidence: passageOf(other.sentence, index), unsupported };
  // Another country or kind in the slot a question asks about than the documents give.
  const slotted = checkAskedSlot(claim.sentence.tokens, claim.mentions, index, question);
  if (slotted) return { ...base, support: 'contradicted', slot: 'name', reason: slotted.reason, evidence: passageOf(slotted.sentence, index), unsupported };
  // Another count of the noun a "How many N?" question asks for than the one the documents give.
  const counted = checkAskedCount(claim.sentence.tokens, claim.mentions, index, question);
  if (counted) return { ...base, support: 'contradicted', slot: 'number', reason: counted.reason, evidence: passageOf(counted.sentence, index), unsupported };
  // A date the documents tie to another event than the one a "when" question asks about.
  const dated = checkAskedDate(claim.sentence.tokens, claim.mentions, index, question);
  if (dated) return { ...base, support: 'contradicted', slot: 'date', reason: dated.reason, evidence: passageOf(dated.sentence, index), unsupported };
  // Another nationality or birthplace than the documents give whoever holds the role a question asks about.
  const national = checkAskedNationality(claim.sentence.tokens, claim.mentions, index, question) ?? checkAskedBirthplace(claim.sentence.tokens, claim.mentions, index, question);
  if (national) return { ...base, support: 'contradicted', slot: 'name', reason: national.reason, evidence: passageOf(national.sentence, index), unsupported };
  // A name paired with another noun, or put in a verb's object, than the documents pair it with.
  const paired = checkPairing(claim.sentence.tokens, claim.mentions, index, question);
  if (paired) return { ...base, support: 'contradicted', slot: 'name', reason: paired.reason, evidence: passageOf(paired.sentence, index), unsupported };
  // What "only", "rather than" or "instead of" excludes in the documents, said by the claim.
  const focused = checkFocus(claim.sentence.tokens, claim.mentions, index);
  if (focused) return { ...base, support: 'contradicted', slot: 'negation', reason: focused.reason, evidence: passageOf(focused.sentence, index), unsupported };
  const query = new Set([...termsOf(claim.sentence.tokens), ...claim.mentions.names.flatMap((n) => contentWords(n))]);
  let best: { verdict: Verdict; sentence: ReadSentence } | undefined;
  for (const { id } of index.candidates(query, CANDIDATES)) {
    const w = windowOf(index, id);
    const verdict = compare(claim, w, index, invented);
    // A passage that says the claim wins over one that differs in a slot: documents may tell of
    // several like events (two councils, two votes), and the claim is grounded in one of them.
    const rank = (v: Verdict) => (v.support === 'supported' ? 10 : 0) + v.strength;
    if (!best || rank(verdict) > rank(best.verdict)) best = { verdict, sentence: w.main };
  }
  // A figure of a long sentence that no passage speaks to as a whole is read in its own part.
  if (!best || best.verdict.support === 'not_found') {
    const part = numberInPart(claim, index, invented, question);
    if (part) best = part;
  }
  if (best && best.verdict.support !== 'not_found') {
    const r: ClaimGrounding = { ...base, support: best.verdict.support, reason: best.verdict.reason, evidence: passageOf(best.sentence, index), unsupported };
    if (best.verdict.slot) r.slot = best.verdict.slot;
    return r;
  }
  // What a source is said to have said, read without the saying (DECISIONS "What a reporting
  // frame frames"): only a contradiction is taken from it, so the speaker is never vouched for.
  const reported = reportedContent(claim);
  if (reported) {
    const inner = groundClaim(reported, index, question, shown, stepped);
    // A denial the clause itself makes is read only where the documents write it as "not": "could
    // not have told" against "there was no way she could have known" is the same denial.
    const denies = inner.slot === 'negation' && reported.sentence.tokens.some((t) => NEGATION_CUES.has(t.lower));
    if (inner.support === 'contradicted' && !denies) return { ...inner, start: claim.sentence.start, end: claim.sentence.end, text: claim.text, statement: claim.statement, unsupported };
  }
  const closest = best && best.verdict.strength >= 0.3 ? best.sentence : undefined;
  const r: ClaimGrounding = {
    ...base,
    support: 'not_found',
    reason: closest ? `no passage says this; the closest is ${quote(closest, index)}` : 'no passage of the documents speaks to this',
    unsupported,
  };
  if (closest) r.evidence = passageOf(closest, index);
  return r;
}

/** The fewest content words a part of a sentence must hold, besides its values, to be read on its own. */
const PARTS_TERMS = 3;

/**
 * The parts of a claim that hold its figures, each read as a claim of its own (clauses.ts
 * valuePart): "Malik Johnson led them with 34 points, including six threes, and Ty Brennan added
 * 18 points and 11 rebounds" -> "Ty Brennan added 18 points and 11 rebounds". A part that names no
 * one speaks of the sentence's names. Only parts shorter than the sentence, with PARTS_TERMS
 * content words of their own.
 */
function valueParts(claim: Claim, index: DocumentIndex, question?: ReadText): Claim[] {
  const tokens = claim.sentence.tokens;
  const out: Claim[] = [];
  const seen = new Set<string>();
  for (const q of claim.mentions.quantities) {
    const k = tokens.findIndex((t) => t.end > q.start);
    if (k < 0) continue;
    const part = valuePart(tokens, k);
    if (part.length >= tokens.length - 1) continue;
    const key = part.map((t) => t.start).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    const within = <M extends { start: number; end: number }>(m: M) => part.some((t) => t.start <= m.start && m.start < t.end) || part.some((t) => t.start >= m.start && t.end <= m.end);
    const names = claim.mentions.names.filter(within);
    const mentions: Mentions = { quantities: claim.mentions.quantities.filter(within), dates: claim.mentions.dates.filter(within), names: names.length ? names : claim.mentions.names };
    const terms = termsOf(withoutValues(withoutMarker(part), mentions));
    if (terms.size < PARTS_TERMS) continue;
    // The figures a part is checked for: none the documents give anywhere, counting whatever
    // noun (figureGiven; a figure they give may be grounded in a passage the part's few words cannot find: "an 11-5 run" of "the
    // Gulls" for Harbor City's), no loose number word ("two children"), no end of a range ("aged
    // 2-4 years": a condition that picks a row, not a value of the slot), none the question gives
    // (the asker's own case, "due in 3 hours", set against the documents' rule).
    const checked = mentions.quantities.filter((x) => !x.loose && !rangeEnd(tokens, x) && !index.quantities.some((d) => figureGiven(x, d.mention)) && !question?.mentions.quantities.some((d) => figureGiven(x, d)));
    if (!checked.length) continue;
    out.push({ sentence: { start: claim.sentence.start, end: claim.sentence.end, tokens: part }, text: claim.text, mentions, terms, statement: claim.statement, checked });
  }
  return out;
}

/**
 * Whether a document's figure is the claim's: the same unit, the same counted noun when both
 * name one ("11 assists" gives no "11 rebounds"), whatever bound or rounding each writes; a bare
 * number of the documents ("5" of a list) gives no "5 days".
 */
function figureGiven(claim: Quantity, doc: Quantity): boolean {
  const units = (a: string, b: string) => a === b || (a === 'age' && b === 'year') || (a === 'year' && b === 'age');
  if (!units(claim.unit, doc.unit)) return false;
  if (!headsComparable(claim, doc)) return false;
  const c = { ...claim, head: undefined };
  const d = { ...doc, head: undefined };
  return quantityImplied(c, d); // which holds whenever they agree
}

/** Whether a figure is an end of a range ("2–4 years", "6 to 11", "between 5 and 10"). */
function rangeEnd(tokens: Token[], q: Quantity): boolean {
  const k = tokens.findIndex((t) => t.end > q.start);
  const j = tokens.findIndex((t) => t.start >= q.end);
  const joins = (t: Token | undefined) => t !== undefined && /^(?:[–—-]|to)$/.test(t.lower);
  const number = (t: Token | undefined) => t !== undefined && (t.pos === 'NUM' || /^\d/.test(t.text));
  if (j >= 0 && joins(tokens[j]) && number(tokens[j + 1])) return true;
  if (k > 1 && joins(tokens[k - 1]) && number(tokens[k - 2])) return true;
  return k > 0 && tokens[k - 1]!.lower === 'between' || (k > 1 && tokens[k - 1]!.lower === 'and' && tokens.slice(Math.max(0, k - 5), k - 1).some((t) => t.lower === 'between'));
}

/**
 * A figure contradicted in its own part of the sentence (issue 23, det8): the frame, the names
 * and the figure's place are those of the part, weighed as compare() weighs a whole claim.
 * Only the number slot: the part is read for its figures, not for what it leaves out.
 */
function numberInPart(claim: Claim, index: DocumentIndex, invented: ReadonlySet<NameMention>, question?: ReadText): { verdict: Verdict; sentence: ReadSentence } | undefined {
  for (const part of valueParts(claim, index, question)) {
    const query = new Set([...part.terms, ...part.mentions.names.flatMap((n) => contentWords(n))]);
    let found: { verdict: Verdict; sentence: ReadSentence } | undefined;
    for (const { id } of index.candidates(query, CANDIDATES)) {
      // The sentence before counts only when this one continues it ("It rose to ..."): a part has
      // too few words to tell a neighbour's figure from its own.
      const whole = windowOf(index, id);
      const w: Window = whole.before && refersBack(whole.main.tokens) ? whole : { main: whole.main, terms: whole.main.terms, words: wordsOf(whole.main) };
      const verdict = compare(part, w, index, invented);
      // A passage that gives the part's figures as it does grounds it: no other passage contradicts it.
      if (verdict.support === 'supported') {
        found = undefined;
        break;
      }
      if (verdict.support === 'contradicted' && verdict.slot === 'number' && (!found || verdict.strength > found.verdict.strength)) found = { verdict, sentence: w.main };
    }
    if (found) return found;
  }
  return undefined;
}

/**
 * The tokens of a sentence but its numbers and dates, which are compared as values (slots.ts),
 * not as words: "$181 million" is in a passage that says "$181,674,817".
 */
function withoutValues(tokens: Token[], mentions: Mentions): Token[] {
  const spans = [...mentions.quantities, ...mentions.dates];
  return tokens.filter((t) => !spans.some((m) => t.start >= m.start && t.end <= m.end));
}

/** The tokens after a list marker ("1.", "2)", "-", "*") that opens a line. */
function withoutMarker(tokens: Token[]): Token[] {
  if (/^\d{1,3}$/.test(tokens[0]?.text ?? '') && /^[.)]$/.test(tokens[1]?.text ?? '')) return tokens.slice(2);
  return /^[-*•]$/.test(tokens[0]?.text ?? '') ? tokens.slice(1) : tokens;
}

/** Verbs by which a news report says who said a thing, asserting it as theirs; never one that denies or doubts it. */
const REPORTING = new Set(['say', 'said', 'says', 'tell', 'told', 'tells', 'find', 'found', 'finds', 'report', 'reported', 'reports', 'add', 'added', 'adds', 'announce', 'announced', 'announces', 'confirm', 'confirmed', 'confirms', 'state', 'stated', 'states', 'explain', 'explained', 'explains', 'estimate', 'estimated', 'estimates', 'warn', 'warned', 'warns', 'write', 'wrote', 'writes', 'show', 'showed', 'shows']);
/** The words a speaker's name may be made of before or after its verb ("Iceland's Met Office", "the council leader"). */
const SPEAKER_POS = new Set(['DET', 'PROPN', 'NOUN', 'ADJ', 'PART', 'NUM']);

function speakerWords(tokens: readonly Token[]): boolean {
  return tokens.length > 0 && tokens.length <= 7 && tokens.every((t) => SPEAKER_POS.has(t.pos) || t.text === "'s" || t.text === '’s' || t.text === "'" || t.text === '’') && tokens.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
}

/**
 * The reported clause of a sentence that says who said it (DECISIONS "What a reporting frame
 * frames"): "Average fares fell 21%, the airline said." -> "Average fares fell 21%"; "NICE said
 * the drug would be offered ..." -> "the drug would be offered ..."; ", according to X" likewise.
 * The speaker is a short noun phrase and the verb one that asserts ("said", "found", "told X"),
 * never one that denies or doubts ("denied", "questioned"), and the frame is never negated.
 */
function reportedContent(claim: Claim): Claim | undefined {
  if (claim.parts || claim.checked) return undefined;
  const all = claim.sentence.tokens;
  let end = all.length;
  while (end > 0 && /^[.!?"”’']$/.test(all[end - 1]!.text)) end--;
  const tokens = all.slice(0, end);
  let inner: Token[] | undefined;
  const comma = tokens.map((t) => t.text).lastIndexOf(',');
  if (comma > 2) {
    const tail = tokens.slice(comma + 1);
    const verbAt = tail.findIndex((t) => REPORTING.has(t.lower));
    const according = tail[0]?.lower === 'according' && tail[1]?.lower === 'to' && speakerWords(tail.slice(2));
    // ", the airline said" / ", said the airline" / ", the report found" / ", police told the BBC"
    const framed = verbAt >= 0 && speakerWords(verbAt === 0 ? tail.slice(1) : tail.slice(0, verbAt)) && (verbAt === 0 || verbAt === tail.length - 1 || (tail[verbAt]!.lemma === 'tell' && speakerWords(tail.slice(verbAt + 1))));
    if (according || framed) inner = tokens.slice(0, comma);
  }
  if (!inner) {
    const verbAt = tokens.findIndex((t) => REPORTING.has(t.lower));
    if (verbAt > 0 && verbAt <= 7 && speakerWords(tokens.slice(0, verbAt))) {
      let from = verbAt + 1;
      if (tokens[from]?.lower === 'that') from++;
      inner = tokens.slice(from);
    }
  }
  if (!inner || inner.length < 3 || inner.length === all.length) return undefined;
  if (!inner.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return undefined;
  if (tokens.some((t) => !inner.includes(t) && NEGATION_CUES.has(t.lower))) return undefined;
  const sentence: Sentence = { start: inner[0]!.start, end: inner.at(-1)!.end, tokens: inner };
  const text = claim.text.slice(sentence.start - claim.sentence.start, sentence.end - claim.sentence.start);
  const mentions = readMentions(sentence, claim.text, claim.sentence.start);
  return { sentence, text, mentions, terms: termsOf(withoutValues(withoutMarker(inner), mentions)), statement: claim.statement };
}

function claimOf(sentence: Sentence, content: string): Claim {
  const mentions = readMentions(sentence, content);
  return { sentence, text: content.slice(sentence.start, sentence.end), mentions, terms: termsOf(withoutValues(withoutMarker(sentence.tokens), mentions)), statement: isStatement(sentence.tokens) };
}

/**
 * A subject of two names joined by "and" ("Yes, both A and B were founded in Arizona") says the
 * same of each: the parts are "A were founded in Arizona" and "B were founded in Arizona".
 */
function distribute(claim: Claim, content: string): Claim[] | undefined {
  const tokens = claim.sentence.tokens;
  let i = 0;
  if (/^(?:yes|no)$/.test(tokens[0]?.lower ?? '') && tokens[1]?.text === ',') i = 2;
  if (tokens[i]?.lower === 'both') i++;
  if (tokens[i]?.lower === 'the') i++;
  const first = claim.mentions.names.find((n) => n.start === tokens[i]?.start);
  if (!first) return undefined;
  const and = tokens.findIndex((t) => t.start >= first.end);
  if (tokens[and]?.lower !== 'and') return undefined;
  const second = claim.mentions.names.find((n) => n.start === tokens[and + 1]?.start || (tokens[and + 1]?.lower === 'the' && n.start === tokens[and + 2]?.start));
  if (!second) return undefined;
  const after = tokens.findIndex((t) => t.start >= second.end);
  if (after < 0 || !(tokens[after]!.pos === 'AUX' || tokens[after]!.pos === 'VERB')) return undefined;
  const rest = tokens.slice(after);
  const part = (from: number, to: number) => claimOf({ start: claim.sentence.start, end: claim.sentence.end, tokens: [...tokens.slice(from, to), ...rest] }, content);
  const a = part(i, and);
  const b = part(and + 1, after);
  return [{ ...a, text: claim.text }, { ...b, text: claim.text }];
}

/**
 * An answer whose subject is the question's two names said again by "both" or "they" ("Yes,
 * both are Norwegian speed skaters" answering "Are Torvald Eide and Ard Schenk of the same
 * nationality?") says the same of each: the parts are "Torvald Eide are Norwegian speed skaters"
 * and "Ard Schenk are Norwegian speed skaters", each read on its own.
 */
function distributeOverQuestion(claim: Claim, question: ReadText | undefined): Claim[] | undefined {
  if (!question || claim.mentions.names.some((n) => !countryOfName(n))) return undefined;
  const tokens = claim.sentence.tokens;
  let i = 0;
  if (/^(?:yes|no)$/.test(tokens[0]?.lower ?? '') && tokens[1]?.text === ',') i = 2;
  if (tokens[i]?.lower === 'both' || tokens[i]?.lower === 'they') i++;
  else return undefined;
  if (tokens[i]?.lower === 'of' && tokens[i + 1]?.lower === 'them') i += 2;
  else if (tokens[i]?.pos === 'NOUN' && tokens[i - 1]?.lower === 'both') i++; // "both albums are ..."
  if (!(tokens[i]?.pos === 'AUX' || tokens[i]?.pos === 'VERB')) return undefined;
  // The question's two names, joined by "and".
  const names = question.mentions.names.filter((n) => !countryOfName(n));
  if (names.length !== 2) return undefined;
  const and = question.tokens.find((t) => t.start >= names[0]!.end && t.end <= names[1]!.start && t.lower === 'and');
  if (!and) return undefined;
  const rest = claim.text.slice(tokens[i]!.start - claim.sentence.start);
  const parts: Claim[] = [];
  for (const n of names) {
    const text = `${n.text} ${rest}`;
    const read = readText(text);
    if (read.length !== 1) return undefined;
    parts.push({ ...claimOf(read[0]!, text), text: claim.text });
  }
  return parts;
}

function readClaims(content: string, question?: ReadText): Claim[] {
  const claims: Claim[] = [];
  const sentences = readText(content).filter((s) => s.tokens.some((t) => /[\p{L}\p{N}]/u.test(t.text)));
  for (const sentence of sentences) {
    // In content of several sentences a heading or a label ("Key points:", "## Summary", "Main
    // Findings") states nothing. Any other phrase stays a claim: not a statement, it is never
    // supported, so the content is not `true` for the rest alone.
    if (sentences.length > 1 && ((!isStatement(sentence.tokens) && isHeading(sentence)) || isLeadIn(sentence))) continue;
    if (sentence.end - sentence.start > MAX_CLAIM_CHARS) continue;
    const claim = claimOf(sentence, content);
    const parts = distribute(claim, content) ?? distributeOverQuestion(claim, question);
    claims.push(parts ? { ...claim, parts } : claim);
  }
  return claims;
}

/** The caller's documents, checked for language and indexed once, for grounding one or more contents. */
export interface DocumentSet {
  documents: readonly GroundingDocument[];
  index?: DocumentIndex;
  /** Set when a document is not in English: nothing can be compared with it. */
  notEnglish?: string;
}

/** Reads the documents once (the language check, then the index). */
export async function openDocuments(documents: readonly GroundingDocument[]): Promise<DocumentSet> {
  for (const d of documents) {
    const l = checkLanguage(d.text);
    if (!l.english) return { documents, notEnglish: `${documentName(d)} looks like ${l.looksLike}` };
  }
  await loadNlp();
  return { documents, index: new DocumentIndex(documents) };
}

/** Figures of the content that are the result of a calculation it writes and that holds, with the calculation's left side (spaces removed). */
const calculated = new WeakMap<Quantity, string>();

const compactDocuments = new WeakMap<DocumentIndex, string[]>();

/** Whether a document writes the calculation itself ("17 * 23 = 392"): then its value, not the answer's working, decides. */
function documentsCalculate(expression: string, index: DocumentIndex): boolean {
  let texts = compactDocuments.get(index);
  if (!texts) {
    texts = index.documents.map((d) => d.text.replace(/\s+/g, ''));
    compactDocuments.set(index, texts);
  }
  return expression.length > 0 && texts.some((t) => t.includes(expression));
}

/**
 * Marks the figures the content gives as the value of a calculation it writes out and that holds
 * ("50 × 40 × 30 = 60,000", "55% of £150 = £82.50"): after the calculation's first relation sign.
 * The answer shows its working and the arithmetic checks it, so the result is worked out, not
 * invented; its operands are still the documents' to give (DECISIONS "Worked figures", rag11).
 */
function markCalculated(content: string, claims: readonly Claim[]): void {
  const results: { start: number; end: number; expression: string }[] = [];
  for (const c of new CalculationReader().read(content)) {
    if (c.verdict !== 'true' || c.unknowns) continue;
    const rel = /[=≈]/.exec(content.slice(c.start, c.end));
    if (rel) results.push({ start: c.start + rel.index, end: c.end, expression: content.slice(c.start, c.start + rel.index).replace(/\s+/g, '') });
  }
  if (!results.length) return;
  for (const claim of claims) {
    for (const q of claim.mentions.quantities) {
      const r = results.find((x) => q.start >= x.start && q.end <= x.end);
      if (r) calculated.set(q, r.expression);
    }
  }
}

const datedDocuments = new WeakMap<DocumentIndex, DatedText[]>();

/** Each document's text and the dates read from it, for the steps of date expressions (date-steps.ts). */
function documentDates(index: DocumentIndex): DatedText[] {
  let out = datedDocuments.get(index);
  if (!out) {
    const byDoc = new Map<number, DateMention[]>();
    for (const { mention, sentence } of index.dates) {
      // The sentence's document is in the index; reading the sentence (the tokeniser, every
      // mention) for it read every dated sentence of every document, 40 % of the time on 1 MB.
      const doc = index.sentences[sentence]!.doc;
      byDoc.set(doc, [...(byDoc.get(doc) ?? []), mention]);
    }
    out = index.documents.map((d) => ({ text: d.text, dates: byDoc.get(d.index) ?? [], own: false }));
    datedDocuments.set(index, out);
  }
  return out;
}

/** Grounds the content in opened documents, claim by claim. */
export function groundIn(set: DocumentSet, content: string, question?: string): GroundingReport {
  if (set.notEnglish || !set.index) return { claims: [], documents: set.documents, notEnglish: set.notEnglish ?? 'the documents could not be read' };
  const lang = checkLanguage(content);
  if (!lang.english) return { claims: [], documents: set.documents, notEnglish: `the content looks like ${lang.looksLike}` };
  const index = set.index;
  const q = readQuestion(question);
  const claims = readClaims(content, q);
  // The figures the answer shows and the question gives: operands of what the answer works out.
  const shown = [...claims.flatMap((c) => c.mentions.quantities), ...(q?.mentions.quantities ?? [])];
  markCalculated(content, claims);
  // Dates one step of a date expression makes from a date of the documents, the question or the answer.
  // An answer's date is an anchor only when the documents or the question give it: a date the
  // answer itself works out or invents makes no further step ("1 June", then "the end of July").
  const given = (d: DateMention) => dateMentioned(d, index) || (q !== undefined && dateGivenIn(d, q.mentions.dates));
  const own: DatedText[] = [{ text: content, dates: claims.flatMap((c) => c.mentions.dates).filter(given), own: true }];
  if (question && q) own.push({ text: question, dates: q.mentions.dates, own: true });
  const stepped = steppedDates([...documentDates(index), ...own]);
  return { claims: claims.map((c) => groundClaim(c, index, q, shown, stepped)), documents: set.documents };
}

/** A claim of the content as a provider's prompt numbers it: its offsets and text. */
export interface ClaimSpan {
  start: number;
  end: number;
  text: string;
}

/** The claims of the content, as grounding splits it (loadNlp() must have resolved). */
export function claimSpans(content: string): ClaimSpan[] {
  return readClaims(content).map((c) => ({ start: c.sentence.start, end: c.sentence.end, text: c.text }));
}

/**
 * The passages of opened documents that speak to the content's claims, within `budget`
 * characters: for each claim its best sentences and the sentence before each, in document order.
 * For a language model's prompt when the documents are too long to send whole.
 */
export function passagesFor(set: DocumentSet, content: string, budget: number): { document: number; start: number; end: number }[] {
  const index = set.index;
  if (!index) return [];
  const ids = new Set<number>();
  for (const claim of readClaims(content)) {
    const query = new Set([...termsOf(claim.sentence.tokens), ...claim.mentions.names.flatMap((n) => contentWords(n))]);
    for (const { id } of index.candidates(query, 3)) {
      ids.add(id);
      const before = index.previous(id);
      if (before !== undefined) ids.add(before);
    }
  }
  const out: { document: number; start: number; end: number }[] = [];
  let used = 0;
  for (const id of [...ids].sort((a, b) => a - b)) {
    const s = index.sentences[id]!;
    if (used + (s.end - s.start) > budget) break;
    used += s.end - s.start;
    out.push({ document: s.doc, start: s.start, end: s.end });
  }
  return out;
}

/** Grounds the content in the documents, claim by claim (openDocuments then groundIn). */
export async function groundContent(content: string, documents: readonly GroundingDocument[], question?: string): Promise<GroundingReport> {
  const lang = checkLanguage(content);
  if (!lang.english) return { claims: [], documents, notEnglish: `the content looks like ${lang.looksLike}` };
  return groundIn(await openDocuments(documents), content, question);
}
