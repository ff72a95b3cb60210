// The checkable facts a sentence names (issue 23 "Exact where facts are exact"): quantities
// (numbers with their unit, currency, scale, approximation or bound, and the noun they count),
// dates (day, month, year, decade, weekday) and names (runs of proper nouns, and in text written
// all in lower case, runs of words the English model does not know). Read from tokens, so each
// mention keeps its offsets in the text.

import { APPROXIMATE, CURRENCIES, FRACTION_WORDS, LOWER_BOUND, MONTHS, NAME_JOINERS, PERIOD_ABBREVIATION, SCALES, SMALL_NUMBERS, TITLES, UNITS, UPPER_BOUND, WEEKDAYS, foldWord } from './lexicon.js';
// foldWord lives with the word lists, below aliases.ts (which mentions.ts reads); the grounding
// modules reach it here with the mentions it folds.
export { foldWord };
import { isFunctionWord, isKnownWord, type Sentence, type Token } from './nlp.js';
import { countryOf } from './aliases.js';
import { wordTable } from '../word-table.js';

export type Bound = 'exact' | 'approx' | 'over' | 'under';

export interface Quantity {
  kind: 'quantity';
  /** The value in base units (a share is in percent: "a third" is 33.33). */
  value: number;
  /** Half-width of what the writing allows: "181 million" stands for anything within 1 million of it (rounded or cut). */
  precision: number;
  /** `%`, a currency code (`USD`), a unit (`km`, `year`), `score` ("4-3"), `ordinal`, or '' for a bare count. */
  unit: string;
  bound: Bound;
  /** The lemma of the noun the number counts ("26 other countries" -> "country"), when there is one. */
  head?: string;
  /** The precision comes from trailing zeros ("200"): a rounded figure, not a cut one. */
  round: boolean;
  /** Written in words and at most ten ("two", "first"): too loose a fact to call invented. */
  loose: boolean;
  /** For a score ("4-3"): the two sides. */
  pair?: [number, number];
  /** A rate: the lemma of the noun after "per" ("£4.99 per serving" -> "serving"), or "each" ("$9 each"). */
  per?: string;
  /** "One of the men", "three of them": a part of a group, not a count of it. */
  partitive?: boolean;
  /**
   * The other reading of a figure English writes two ways: "105m" without a currency is 105
   * metres or 105 million. A slot agrees when either reading does (slots.ts readingsOf).
   */
  alt?: Quantity;
  start: number;
  end: number;
  text: string;
}

export interface DateMention {
  kind: 'date';
  year?: number;
  month?: number;
  day?: number;
  weekday?: number;
  /** "the 1990s" -> 1990. */
  decade?: number;
  start: number;
  end: number;
  text: string;
}

export interface NameMention {
  kind: 'name';
  /** Folded words of the name, titles left out ("President Richard Nixon" -> ["richard", "nixon"]). */
  words: string[];
  start: number;
  end: number;
  text: string;
  /** Found by the model not knowing the words (text in lower case), not by capitals. */
  guessed: boolean;
  /** Written inside quotation marks: the title of a work, quoted as it is ("Brer Rabbit's Adventure"). */
  quoted: boolean;
  /** A group "the" names by what its members are called ("the Lionesses"): maybe a nickname. */
  byMembers?: true;
}

export type Mention = Quantity | DateMention | NameMention;

export interface Mentions {
  quantities: Quantity[];
  dates: DateMention[];
  names: NameMention[];
}


const DIGITS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/;
const SCORE = /^(\d{1,3})-(\d{1,3})$/;
const DIGIT_ORDINAL = /^(\d+)(?:st|nd|rd|th)$/i;
const DECADE = /^(?:(\d{2,3})0s|'(\d)0s)$/;

function isYear(n: number, raw: string): boolean {
  return /^\d{4}$/.test(raw) && n >= 1000 && n <= 2100;
}

/** Digits as written: value and the precision its last significant digit gives. */
function readDigits(raw: string): { value: number; precision: number; round: boolean } {
  const s = raw.replace(/,/g, '');
  const value = Number(s);
  const dot = s.indexOf('.');
  if (dot >= 0) return { value, precision: Math.pow(10, -(s.length - dot - 1)), round: false };
  const zeros = value === 0 ? 0 : Math.min(/0*$/.exec(s)![0].length, s.length - 1);
  // "10" and "50" are exact counts as often as round ones; from 100 on trailing zeros round.
  return value >= 100 && zeros > 0 ? { value, precision: Math.pow(10, zeros), round: true } : { value, precision: 1, round: false };
}

/** A run of number words from token i ("twenty - three", "two hundred and five"); undefined when none. */
function readNumberWords(tokens: Token[], i: number): { value: number; precision: number; round: boolean; next: number } | undefined {
  let total = 0;
  let current = 0;
  let j = i;
  let any = false;
  let precision = 1;
  let smallest = Infinity;
  while (j < tokens.length) {
    const w = tokens[j]!.lower;
    if (w === '-' && any && tokens[j]!.start === tokens[j - 1]!.end && j + 1 < tokens.length && tokens[j + 1]!.lower in SMALL_NUMBERS) {
      j++;
      continue;
    }
    if (w === 'and' && any && j + 1 < tokens.length && tokens[j + 1]!.lower in SMALL_NUMBERS && (tokens[j - 1]!.lower === 'hundred' || tokens[j - 1]!.lower === 'thousand')) {
      j++;
      continue;
    }
    if (w === 'a' && !any && j + 1 < tokens.length && ['hundred', 'thousand', 'million', 'billion', 'dozen'].includes(tokens[j + 1]!.lower)) {
      current = 1;
      any = true;
      j++;
      continue;
    }
    const n = SMALL_NUMBERS[w];
    if (n !== undefined && w !== 'hundred' && w !== 'thousand' && w !== 'dozen') {
      current += n;
      smallest = Math.min(smallest, n % 10 === 0 ? 10 : 1);
      any = true;
      j++;
      continue;
    }
    if ((w === 'hundred' || w === 'dozen') && any) {
      current = (current || 1) * (w === 'hundred' ? 100 : 12);
      if (w === 'hundred') smallest = Math.min(smallest, 100);
      j++;
      continue;
    }
    if (w === 'dozen' && !any) {
      current = 12;
      any = true;
      j++;
      continue;
    }
    const scale = w === 'thousand' || w === 'million' || w === 'billion' || w === 'trillion' ? SCALES[w]! : undefined;
    if (scale && any) {
      total += (current || 1) * scale;
      precision = scale;
      current = 0;
      j++;
      continue;
    }
    break;
  }
  if (!any) return undefined;
  const value = total + current;
  if (current && Number.isFinite(smallest)) precision = Math.min(precision === 1 ? smallest : precision, smallest);
  const p = Math.max(1, precision);
  return { value, precision: p, round: p > 1, next: j };
}

function boundBefore(tokens: Token[], i: number): Bound {
  // The longest phrase decides: "no more than" is an upper bound though "more than" is a lower one.
  for (const n of [3, 2, 1]) {
    if (i - n < 0) continue;
    const p = tokens.slice(i - n, i).map((t) => t.lower).join(' ');
    if (APPROXIMATE.has(p)) return 'approx';
    if (UPPER_BOUND.has(p)) return 'under';
    if (LOWER_BOUND.has(p)) return 'over';
  }
  return 'exact';
}

const NOUNISH = new Set(['NOUN', 'PROPN']);

/** Units that count years, and how many years each is. */
const YEARS_PER = wordTable<number>({ decade: 10, century: 100 });
/** Units of time: after "over" or "under" they may name a span ("over two years") rather than a bound. */
const TIME_UNITS = new Set(['s', 'min', 'h', 'day', 'week', 'month', 'year']);

const PART_IN_ORDER = /^(?:first|second|third|fourth|1st|2nd|3rd|4th|last|final|latter|former|opening|closing)$/;

/**
 * Whether a fraction word at i is a share ("a third of", "one-third", "half the voters") rather
 * than an ordinal ("a third consecutive month", "fly-half").
 */
/** Whether "by" stands before tokens[k], with at most three words of a bound between ("by up to", "by as much as"). */
function changedBy(tokens: Token[], k: number): boolean {
  for (let j = k - 1; j >= Math.max(0, k - 4); j--) {
    if (tokens[j]!.lower === 'by') return true;
    if (!/^(?:up|to|as|much|many|nearly|almost|about|around|roughly|more|than|over|some|just)$/.test(tokens[j]!.lower)) return false;
  }
  return false;
}

function isShare(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  const before = tokens[i - 1]?.lower;
  const after = tokens[i + 1];
  // A part named by its place in order ("the second half of the year", "the final quarter of the
  // match", "the 1st half"): a period or a part, not a share of a whole (DECISIONS "Words that
  // are not names, periods of a year", gfa33).
  if (PART_IN_ORDER.test(before ?? '')) return false;
  // Before a noun or an adjective, "third" and "fifth" count ("a third term"); "of" makes a share.
  if (after && after.lower !== 'of' && (after.pos === 'NOUN' || after.pos === 'ADJ') && t.lower !== 'half') return false;
  if (before === 'a' || before === 'one') return true;
  // "three quarters of", "by up to three quarters": a number word and a plural fraction make a
  // share before "of" or after "by" (a change), not a count of quarters of a year.
  if (before !== undefined && before in SMALL_NUMBERS && /s$/.test(t.lower)) return after?.lower === 'of' || changedBy(tokens, i - 1);
  // "one-third", "two-thirds": a number word before the hyphen; "fly-half" is a position.
  if (before === '-') return (tokens[i - 2]?.lower ?? '') in SMALL_NUMBERS;
  return t.lower === 'half' && /^(?:of|the|their|its|his|her|a|an)$/.test(after?.lower ?? '');
}
const SKIPPABLE_BEFORE_HEAD = new Set(['ADJ', 'NUM', 'ADV', 'PUNCT', 'DET', 'PART']);

/**
 * A head noun with the word it is hyphenated to ("great-grandchildren", "step-sons") is another
 * noun than the plain one: "eleven great-grandchildren" counts no grandchildren.
 */
function compoundHead(tokens: Token[], k: number): string {
  const t = tokens[k]!;
  const hyphen = tokens[k - 1];
  const first = tokens[k - 2];
  if (hyphen?.text === '-' && first && hyphen.start === first.end && t.start === hyphen.end && /^\p{L}+$/u.test(first.text)) return `${first.lower}-${t.lemma}`;
  return t.lemma;
}

/** The noun a number counts: the first common noun after it ("1,600 German scientists" -> "scientist"), else a proper one. */
const TIME_NOUNS = new Set(['year', 'month', 'week', 'day', 'quarter', 'season', 'term', 'decade', 'century', 'summer', 'winter', 'spring', 'autumn', 'night', 'time']);

function headAfter(tokens: Token[], j: number): string | undefined {
  let proper: string | undefined;
  for (let k = j; k < Math.min(tokens.length, j + 4); k++) {
    const t = tokens[k]!;
    if (t.lower === 'of' && k === j) continue; // "3 of the 5 people"
    // "up from 25 last year": a phrase of time after the number says when, not what it counts.
    if (k === j && /^(?:last|next|this|previous)$/.test(t.lower) && TIME_NOUNS.has(tokens[k + 1]?.lower ?? '')) return undefined;
    if (t.pos === 'NOUN' && /\p{L}/u.test(t.text)) return compoundHead(tokens, k);
    // A plural right after a number is its noun, whatever the tagger calls it ("11 rebounds").
    if (k === j && t.pos === 'VERB' && /^\p{L}{3,}s$/u.test(t.text) && !/(?:ss|us|is)$/.test(t.lower) && tokens[k + 1]?.pos !== 'DET' && tokens[k + 1]?.pos !== 'PRON') return t.lemma;
    if (t.pos === 'PROPN' && /\p{L}/u.test(t.text)) {
      proper ??= t.lemma;
      continue;
    }
    if (!SKIPPABLE_BEFORE_HEAD.has(t.pos) || t.text === ',' || t.text === '.') break;
  }
  return proper;
}

const MONTH_PREPOSITIONS = new Set(['in', 'of', 'by', 'until', 'till', 'since', 'from', 'during', 'through', 'before', 'after', 'early', 'late', 'mid', 'mid-']);

/** Dates with a month name ("March 2, 1991", "15 June 1972"), read first so their day is not a count. */
const FULL_MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);

function readMonthDates(tokens: Token[], used: Set<number>): DateMention[] {
  const dates: DateMention[] = [];
  const lowerCaseText = !tokens.some((t) => /\p{Lu}/u.test(t.text));
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const month = MONTHS[t.lower.replace(/\.$/, '')];
    // "May" and "March" are also a verb: a month only beside a day or a year ("May 1, 1901").
    const dayOrYearNear = [tokens[i - 1], tokens[i + 1]].some((x) => x !== undefined && /^\d{1,4}(?:st|nd|rd|th)?$/i.test(x.text));
    const ambiguous = t.lower === 'may' || t.lower === 'march';
    // ... or capitalised after a preposition of time ("the end of May", "in March", "until May"):
    // neither verb follows one.
    const afterTimeWord = !lowerCaseText && /^\p{Lu}/u.test(t.text) && MONTH_PREPOSITIONS.has(tokens[i - 1]?.lower ?? '');
    // An abbreviated month ("Jan", "Dec.") stands for one only in a date, beside a day or a
    // year: alone it is as often a given name ("the painter Jan Verhaegen").
    const abbreviated = month !== undefined && !FULL_MONTHS.has(t.lower);
    const monthLike = month !== undefined && (/^\p{Lu}/u.test(t.text) || lowerCaseText) && (!ambiguous || dayOrYearNear || afterTimeWord || (t.pos === 'PROPN' && !lowerCaseText)) && (!abbreviated || dayOrYearNear);
    if (monthLike) {
      const d: DateMention = { kind: 'date', month, start: t.start, end: t.end, text: t.text };
      const mark = (k: number) => {
        used.add(k);
        d.start = Math.min(d.start, tokens[k]!.start);
        d.end = Math.max(d.end, tokens[k]!.end);
      };
      const dayOf = (tok: Token | undefined) => {
        const m = tok && (/^(\d{1,2})(?:st|nd|rd|th)?$/i.exec(tok.text));
        const n = m ? Number(m[1]) : NaN;
        return n >= 1 && n <= 31 ? n : undefined;
      };
      const before = dayOf(tokens[i - 1]) ?? (tokens[i - 1]?.lower === 'of' ? dayOf(tokens[i - 2]) : undefined);
      // "In January 5% of staff", "in May 3 million tonnes": a number with its unit after the
      // month counts something; it is no day of the month.
      const unitNext = (tok: Token | undefined) => tok !== undefined && (tok.lower === '%' || tok.lower === 'per' || tok.lower in UNITS || tok.lower in SCALES || tok.lower in CURRENCIES);
      const after = unitNext(tokens[i + 2]) ? undefined : dayOf(tokens[i + 1]);
      let k = i + 1;
      if (after !== undefined && !(tokens[i + 1] && /^\d{4}$/.test(tokens[i + 1]!.text))) {
        d.day = after;
        mark(i + 1);
        k = i + 2;
      } else if (before !== undefined) {
        d.day = before;
        mark(tokens[i - 1]?.lower === 'of' ? i - 2 : i - 1);
        if (tokens[i - 1]?.lower === 'of') used.add(i - 1);
      }
      if (tokens[k]?.text === ',') k++;
      const y = tokens[k];
      if (y && /^\d{4}$/.test(y.text) && isYear(Number(y.text), y.text)) {
        d.year = Number(y.text);
        mark(k);
      }
      if (d.day === undefined && d.year === undefined && (t.lower === 'may' || t.lower === 'march' || t.pos !== 'PROPN') && !/^\p{Lu}/u.test(t.text)) continue;
      used.add(i);
      d.text = '';
      dates.push(d);
    }
  }
  return dates;
}

/**
 * Titles in quotation marks whose words are capitalised ("Brer Rabbit's Adventure", "Blue Monday
 * Blues", "Catch-22"): one name each, quoted as it is, read before dates and numbers so a weekday
 * or a number inside a title stays part of it.
 */
function readTitles(tokens: Token[], used: Set<number>): NameMention[] {
  const titles: NameMention[] = [];
  if (!tokens.some((t) => /\p{Lu}/u.test(t.text))) return titles;
  const isCapital = (t: Token) => /^\p{Lu}/u.test(t.text) || /^\d/.test(t.text);
  for (let open = 0; open < tokens.length; open++) {
    if (!/^["“]$/.test(tokens[open]!.text)) continue;
    const close = tokens.findIndex((t, k) => k > open && /^["”]$/.test(t.text));
    if (close < 0) break;
    const inner = tokens.slice(open + 1, close);
    // A nickname between a first and a last name (Allison Beth "Allie" Goertz) belongs to that name.
    const between = /^\p{Lu}\p{Ll}/u.test(tokens[open - 1]?.text ?? '') && /^\p{Lu}\p{Ll}/u.test(tokens[close + 1]?.text ?? '');
    if (between && inner.length === 1) {
      open = close;
      continue;
    }
    const words = inner.filter((t) => /[\p{L}\p{N}]/u.test(t.text));
    if (inner.length && inner.length <= 12 && words.length && /^\p{Lu}/u.test(words[0]!.text) && words.every((t) => isCapital(t) || NAME_JOINERS.has(t.lower) || t.lower === "'s" || t.lower === 'and' || t.lower === 'a' || t.lower === 'in' || t.lower === 'on')) {
      const folded = words.map((t) => foldWord(t.text)).filter(Boolean);
      titles.push({ kind: 'name', words: folded, start: inner[0]!.start, end: inner.at(-1)!.end, text: '', guessed: false, quoted: true });
      for (let k = open + 1; k < close; k++) used.add(k);
    }
    open = close;
  }
  return titles;
}

/** Quantities and the other dates of a sentence, read left to right. */
/**
 * Whether token k abbreviates "number" before the digits after it: "No." and "Nos." in any case
 * with their dot, "#", or "No"/"Nos" capitalised without a dot inside a sentence ("No 10"). The
 * word "no" in lower case without a dot is the determiner ("no 5-star reviews").
 */
function numberSign(tokens: Token[], k: number): boolean {
  const t = tokens[k]!;
  if (/^nos?\.$/i.test(t.text) || t.text === '#') return true;
  return /^Nos?$/.test(t.text) && k > 0 && !/^[.!?:"“(]$/.test(tokens[k - 1]!.text);
}

function readNumbers(tokens: Token[], used: Set<number> = new Set()): { quantities: Quantity[]; dates: DateMention[]; used: Set<number> } {
  const quantities: Quantity[] = [];
  const dates = readMonthDates(tokens, used);
  const lowerCaseText = !tokens.some((t) => /\p{Lu}/u.test(t.text));
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    const t = tokens[i]!;
    const weekday = WEEKDAYS[t.lower.replace(/s$/, '')];
    if (weekday !== undefined && (/^\p{Lu}/u.test(t.text) || lowerCaseText)) {
      used.add(i);
      dates.push({ kind: 'date', weekday, start: t.start, end: t.end, text: t.text });
      continue;
    }
    const decade = DECADE.exec(t.text);
    if (decade) {
      used.add(i);
      const value = decade[1] ? Number(`${decade[1]}0`) : 1900 + Number(decade[2]) * 10;
      if (value >= 1000 && value <= 2100) dates.push({ kind: 'date', decade: value, start: t.start, end: t.end, text: t.text });
      continue;
    }
    // ---- numbers
    // A clock time ("14:49", "6:30", which the tokeniser may cut as "6" ":3" "0") is a time of
    // day, not a number: it neither counts nor contradicts anything (issue 23, ground4).
    if (/^\d{1,2}[:.]\d{2}$/.test(t.text) && /:/.test(t.text)) {
      used.add(i);
      continue;
    }
    // "1 in 5", "nine in ten", "one in every four": a share, compared as a percentage as "a
    // fifth" is (DECISIONS "Exact slots", gnews).
    const inOf = (x: Token | undefined) => (x === undefined ? undefined : /^\d{1,4}$/.test(x.text) ? Number(x.text) : SMALL_NUMBERS[x.lower]);
    const every = tokens[i + 2]?.lower === 'every' ? 1 : 0;
    const part = inOf(t);
    const whole = tokens[i + 1]?.lower === 'in' ? inOf(tokens[i + 2 + every]) : undefined;
    // Not after a verb: "scored 3 in 4 games" counts goals over games, no share.
    if (part !== undefined && whole !== undefined && part >= 1 && whole >= 2 && part < whole && !/^\d{4}$/.test(tokens[i + 2 + every]!.text) && tokens[i - 1]?.pos !== 'VERB' && tokens[i - 1]?.pos !== 'AUX') {
      const end = i + 2 + every;
      for (let k = i; k <= end; k++) used.add(k);
      quantities.push({ kind: 'quantity', value: (part / whole) * 100, precision: 2, round: true, unit: '%', bound: boundBefore(tokens, i), loose: false, start: t.start, end: tokens[end]!.end, text: tokens.slice(i, end + 1).map((x) => x.text).join(' ') });
      continue;
    }
    // So is an hour or a clock time before "a.m."/"p.m." ("2 a.m.", "10.30 pm") (gnews).
    const meridiem = tokens[i + 1];
    if (/^\d{1,2}(?:[:.]\d{2})?$/.test(t.text) && meridiem && /^[ap]\.?m\.?$/i.test(meridiem.text) && (meridiem.text.length > 2 || meridiem.text === meridiem.text.toLowerCase())) {
      used.add(i);
      used.add(i + 1);
      continue;
    }
    const colon = tokens[i + 1];
    if (/^\d{1,2}$/.test(t.text) && colon && colon.start === t.end && /^:\d{1,2}$/.test(colon.text)) {
      used.add(i);
      used.add(i + 1);
      const rest = tokens[i + 2];
      if (rest && rest.start === colon.end && /^\d$/.test(rest.text)) used.add(i + 2);
      continue;
    }
    const score = SCORE.exec(t.text);
    // "£95-100m", "$5-10bn": a currency or a scale makes a range of money, no score; it is left
    // unread (DECISIONS "Cases, examples and thresholds", llm11).
    if (score && ((i > 0 && /^\p{Sc}$/u.test(tokens[i - 1]!.text)) || (tokens[i + 1]?.start === t.end && /^(?:m|bn|k|million|billion)$/i.test(tokens[i + 1]!.text)))) {
      used.add(i);
      continue;
    }
    if (score) {
      used.add(i);
      const a = Number(score[1]);
      const b = Number(score[2]);
      quantities.push({ kind: 'quantity', value: a, precision: 0.5, round: true, unit: 'score', bound: 'exact', loose: false, pair: [a, b], start: t.start, end: t.end, text: t.text });
      continue;
    }
    const ordinal = DIGIT_ORDINAL.exec(t.text);
    if (ordinal) {
      used.add(i);
      const head = headAfter(tokens, i + 1);
      quantities.push({ kind: 'quantity', value: Number(ordinal[1]), precision: 0.5, round: true, unit: 'ordinal', bound: 'exact', loose: false, ...(head ? { head } : {}), start: t.start, end: t.end, text: t.text });
      continue;
    }
    let value: number | undefined;
    let precision = 1;
    let round = false;
    let next = i + 1;
    let loose = false;
    let raw = t.text;
    let halfAfterUnit = false;
    // A list marker ("1." or "2)" opening a line) numbers the item, it counts nothing.
    if (i === 0 && /^\d{1,3}$/.test(t.text) && /^[.)]$/.test(tokens[1]?.text ?? '')) continue;
    if (DIGITS.test(t.text)) {
      ({ value, precision, round } = readDigits(t.text));
      // "No. 14", "nos. 3", "#14", "No 10" inside a sentence: the abbreviation of "number" names
      // which one, it is not a name of its own (and never a year).
      const signed = i > 0 && numberSign(tokens, i - 1);
      if (signed) used.add(i - 1);
      // A bare four-digit number from 1000 to 2100 with nothing it counts is a year.
      const following = tokens[i + 1];
      const unitAfter = following && (following.lower in UNITS || following.lower in SCALES || following.lower in CURRENCIES || following.lower === '%');
      const currencyBefore = tokens[i - 1] && tokens[i - 1]!.lower in CURRENCIES;
      if (isYear(value, t.text) && !signed && !unitAfter && !currencyBefore && !(following && NOUNISH.has(following.pos) && following.pos !== 'PROPN' && !(following.lower in MONTHS) && following.entity !== 'DATE' && t.entity !== 'DATE')) {
        used.add(i);
        dates.push({ kind: 'date', year: value, start: t.start, end: t.end, text: t.text });
        continue;
      }
    } else if ((t.lower === 'a' || t.lower === 'an') && /^(?:century|decade)$/.test(tokens[i + 1]?.lower ?? '')) {
      // "a century", "a decade": one of the unit.
      value = 1;
      loose = true;
    } else if (/^(?:a|an|one)$/.test(t.lower) && UNITS[tokens[i + 1]?.lower ?? ''] && tokens[i + 2]?.lower === 'and' && /^an?$/.test(tokens[i + 3]?.lower ?? '') && tokens[i + 4]?.lower === 'half') {
      // "a year and a half", "an hour and a half": one and a half of the unit, one figure (the
      // unit is read next; "and a half" after it is part of the figure, not a share).
      value = 1.5;
      precision = 0.5;
      halfAfterUnit = true;
    } else if (t.lower in SMALL_NUMBERS || t.lower === 'a') {
      // "three quarters of": the share is read at the fraction word.
      const fraction = tokens[i + 1];
      if (t.lower in SMALL_NUMBERS && fraction && fraction.lower in FRACTION_WORDS && isShare(tokens, i + 1)) continue;
      const words = readNumberWords(tokens, i);
      if (!words) continue;
      ({ value, precision, round, next } = words);
      raw = tokens.slice(i, next).map((x) => x.text).join(' ');
      loose = value <= 10;
    } else if (t.lower === 'half' && tokens[i + 1]?.lower === 'a' && /^(?:thousand|million|billion)$/.test(tokens[i + 2]?.lower ?? '')) {
      // "half a million": a round figure, half the scale.
      const scale = SCALES[tokens[i + 2]!.lower]!;
      value = scale / 2;
      precision = scale / 10;
      round = true;
      next = i + 3;
      raw = tokens.slice(i, next).map((x) => x.text).join(' ');
    } else if (t.lower === 'half' && /^an?$/.test(tokens[i + 1]?.lower ?? '') && (UNITS[tokens[i + 2]?.lower ?? ''] || /^(?:percentage|point)$/.test(tokens[i + 2]?.lower ?? ''))) {
      // "half a percentage point", "half an hour", "half a mile": half of one of the unit after,
      // a figure of that unit as "0.5 points" is, not a share of anything (gfa33).
      value = 0.5;
      precision = 0.05;
      next = i + 2;
      raw = tokens.slice(i, next).map((x) => x.text).join(' ');
    } else if (t.lower in FRACTION_WORDS && isShare(tokens, i)) {
      // "a third", "one-third", "half of": a share, compared as a percentage.
      const from = tokens[i - 1]?.lower === '-' ? i - 2 : (tokens[i - 1]?.lower ?? '') in SMALL_NUMBERS || tokens[i - 1]?.lower === 'a' ? i - 1 : i;
      // "two-thirds", "three quarters" are two or three of them: the number before counts the parts.
      const parts = from < i ? (SMALL_NUMBERS[tokens[from]!.lower] ?? 1) : 1;
      const share = FRACTION_WORDS[t.lower]! * parts;
      for (let k = from; k <= i; k++) used.add(k);
      // Remove a "one" read just before as a number of its own.
      const last = quantities.at(-1);
      if (last && last.start >= tokens[from]!.start) quantities.pop();
      const start = tokens[from]!.start;
      // "a quarter of a million", "two-thirds of a billion": a round figure, that share of the scale.
      const scaleWord = tokens[i + 1]?.lower === 'of' && /^(?:a|one)$/.test(tokens[i + 2]?.lower ?? '') ? tokens[i + 3]?.lower ?? '' : '';
      if (/^(?:thousand|million|billion|trillion)$/.test(scaleWord) && SCALES[scaleWord]) {
        for (let k = i + 1; k <= i + 3; k++) used.add(k);
        const scale = SCALES[scaleWord]!;
        const q: Quantity = { kind: 'quantity', value: share * scale, precision: scale / 10, round: true, unit: '', bound: boundBefore(tokens, from), loose: false, start, end: tokens[i + 3]!.end, text: tokens.slice(from, i + 4).map((x) => x.text).join(' ') };
        const head = headAfter(tokens, i + 4);
        if (head) q.head = head;
        quantities.push(q);
        continue;
      }
      quantities.push({ kind: 'quantity', value: share * 100, precision: 2, round: true, unit: '%', bound: boundBefore(tokens, from), loose: false, start, end: t.end, text: tokens.slice(from, i + 1).map((x) => x.text).join(' ') });
      continue;
    } else continue;
    if (value === undefined || !Number.isFinite(value)) continue;
    // "seven and a half years", "two and a half times": one number, not a number and a share.
    if (tokens[next]?.lower === 'and' && tokens[next + 1]?.lower === 'a' && tokens[next + 2]?.lower === 'half') {
      value += 0.5;
      precision = Math.min(precision, 0.5);
      loose = false;
      next += 3;
    }
    for (let k = i; k < next; k++) used.add(k);
    let start = t.start;
    let end = tokens[next - 1]!.end;
    let unit = '';
    // Currency before the number ("$", "£", "US$").
    const cur = tokens[i - 1] ? CURRENCIES[tokens[i - 1]!.lower] : undefined;
    if (cur && !(tokens[i - 1]!.lower in { pound: 1, pounds: 1 })) {
      unit = cur;
      start = tokens[i - 1]!.start;
      used.add(i - 1);
    }
    // Scale after ("million", "bn", "m" after money). wink keeps a full stop ending the sentence
    // on an abbreviation ("£500m."): the scale is the token without it.
    const sc = tokens[next];
    const scLower = sc ? sc.lower.replace(/(?<=^[a-z]{1,3})\.$/, '') : '';
    let ambiguousMetres = false;
    if (sc && scLower in SCALES && (scLower.length > 2 || unit !== '' || sc.start === tokens[next - 1]!.end) && !(scLower === 'm' && unit === '' && sc.start !== tokens[next - 1]!.end)) {
      const scale = SCALES[scLower]!;
      if (!(scLower === 'm' && unit === '' && !/\d$/.test(raw))) {
        // "105m" with no currency is as often 105 metres ("a 105m pylon") as 105 million.
        ambiguousMetres = scLower === 'm' && unit === '';
        value *= scale;
        precision *= scale;
        used.add(next);
        end = sc.end - (sc.lower.length - scLower.length);
        next++;
      }
    }
    // Unit or currency word after ("per cent", "%", "dollars", "km", "years").
    const u = tokens[next];
    if (u) {
      const lower = u.lower === 'per' && tokens[next + 1]?.lower === 'cent' ? 'per_cent' : u.lower;
      if (!unit && CURRENCIES[lower] && !(lower === 'pound' || lower === 'pounds') || (lower === 'pounds' || lower === 'pound') && !unit) {
        unit = CURRENCIES[lower]!;
        used.add(next);
        end = u.end;
        next++;
      } else if (UNITS[lower] && !(lower === 'm' && unit !== '')) {
        unit = unit || UNITS[lower]!;
        used.add(next);
        if (lower === 'per_cent') used.add(++next);
        end = tokens[next]!.end;
        next++;
      }
    }
    if (halfAfterUnit) {
      for (let k = next; k < next + 3; k++) used.add(k);
      end = tokens[next + 2]!.end;
      next += 3;
    }
    // "27-year-old", "six years old", "aged 27": an age, not a span of years ("20 years after").
    // "a three-year warranty", "a 12-week programme": a unit joined by a hyphen is a span of it.
    const joined = tokens[next]?.text === '-' && tokens[next + 1] ? UNITS[tokens[next + 1]!.lower] : undefined;
    if (joined === 'year' && tokens[next + 2]?.text === '-' && tokens[next + 3]?.lower === 'old') unit = 'age';
    else if (joined && !unit && TIME_UNITS.has(joined)) {
      unit = joined;
      used.add(next);
      used.add(next + 1);
      end = tokens[next + 1]!.end;
      next += 2;
    }
    else if (unit === 'year' && (tokens[next]?.lower === 'old' || tokens[next]?.text === '-' && tokens[next + 1]?.lower === 'old')) unit = 'age';
    // "aged about 70", "aged nearly 70": the approximation stands between "aged" and the number.
    else if (unit === '' && [tokens[i - 1]?.lower, APPROXIMATE.has(tokens[i - 1]?.lower ?? '') ? tokens[i - 2]?.lower : undefined].some((w) => w === 'aged' || w === 'age')) unit = 'age';
    // "at the age of 60", "around the age of 60": an age, bounded by what comes before "the age".
    const ageOf = unit === '' && tokens[i - 1]?.lower === 'of' && tokens[i - 2]?.lower === 'age';
    if (ageOf) unit = 'age';
    // Decades and centuries are counts of years ("six decades" is 60 years, "four centuries" 400).
    const years = YEARS_PER[unit];
    if (years) {
      value *= years;
      precision *= years;
      unit = 'year';
    }
    const head = unit === '' || unit === '%' ? headAfter(tokens, next) : undefined;
    let bound = boundBefore(tokens, ageOf ? i - (tokens[i - 3]?.lower === 'the' ? 3 : 2) : cur ? i - 1 : i);
    // "over two years", "under a decade": a span of time ("cut over two years") as often as a bound.
    if ((bound === 'over' || bound === 'under') && TIME_UNITS.has(unit) && /^(?:over|under)$/.test(tokens[(cur ? i - 1 : i) - 1]?.lower ?? '')) bound = 'approx';
    const q: Quantity = { kind: 'quantity', value, precision, round, unit, bound, loose: loose && (unit === '' || value <= 1), ...(head ? { head } : {}), start, end, text: '' };
    if (tokens[next]?.lower === 'of' && /^(?:the|his|her|their|its|our|these|those|them|us|whom|which|my|your)$/.test(tokens[next + 1]?.lower ?? '')) q.partitive = true;
    if (ambiguousMetres) q.alt = { ...q, value: value / 1e6, precision: precision / 1e6, unit: 'm' };
    if (tokens[next]?.lower === 'each') q.per = 'each';
    else if (tokens[next]?.lower === 'per' && tokens[next + 1] && tokens[next + 1]!.lower !== 'cent') q.per = tokens[next + 1]!.lemma;
    // "$96 a year", "£3 an hour": a rate per a unit of time.
    else if (/^an?$/.test(tokens[next]?.lower ?? '') && /^(?:hour|day|week|month|quarter|year)$/.test(tokens[next + 1]?.lower ?? '')) q.per = tokens[next + 1]!.lower;
    quantities.push(q);
  }
  return { quantities, dates, used };
}

const LOWER_NAME_MIN = 3;

/**
 * Whether an unknown word of text in lower case is a form English makes of words it knows, so a
 * common word and no name (DECISIONS "Names as English writes them", gnews): an inflection whose
 * lemma is known ("rubbished", "inquests"), words joined by a hyphen or an apostrophe that are
 * each known ("co-star", "headlines'time"), or an agent noun in "-er" of a known word of six
 * letters or more ("midfielder"). A country or a people stays a name ("wales").
 */
function commonForm(t: Token): boolean {
  if (countryOf([foldWord(t.text)]) !== undefined) return false;
  if (t.lemma !== t.lower && t.lemma.length >= 4 && isKnownWord(t.lemma)) return true;
  const parts = t.lower.split(/[-']/).filter(Boolean);
  if (parts.length > 1 && parts.every((w) => isKnownWord(w))) return true;
  const agent = /^(\p{L}{6,})ers?$/u.exec(t.lower);
  return agent !== null && isKnownWord(agent[1]!);
}

/**
 * Whether tokens[i, j) are one capitalised plural after "the" whose singular is an English word
 * ("the Lionesses", "the Reds"), no capitalised word or "of" after it: a group named by what its
 * members are called.
 */
function groupByMembers(tokens: Token[], i: number, j: number): boolean {
  if (j !== i + 1 || tokens[i - 1]?.lower !== 'the') return false;
  const w = tokens[i]!.text;
  if (!/^\p{Lu}\p{Ll}+s$/u.test(w)) return false;
  const next = tokens[j];
  if (next && (/^\p{Lu}/u.test(next.text) || next.lower === 'of' || next.text === "'s" || next.text === '-')) return false;
  const lower = w.toLowerCase();
  const singulars = [lower.slice(0, -1), ...(/(?:ss|sh|ch|x)es$/.test(lower) ? [lower.slice(0, -2)] : []), ...(/ies$/.test(lower) ? [`${lower.slice(0, -3)}y`] : [])];
  return singulars.some((x) => x.length >= 3 && isKnownWord(x));
}

/**
 * Whether tokens[i, j) close a noun phrase opened by "a"/"an": only words in lower case
 * (modifiers, at most three) between the article and them, and no capitalised word or "of" after.
 */
function indefiniteClass(tokens: Token[], i: number, j: number): boolean {
  let k = i - 1;
  while (k >= 0 && i - k <= 3 && /^\p{Ll}[\p{Ll}-]*$/u.test(tokens[k]!.text) && (tokens[k]!.pos === 'ADJ' || tokens[k]!.pos === 'NOUN')) k--;
  if (k < 0 || !/^(?:a|an)$/i.test(tokens[k]!.text)) return false;
  const next = tokens[j];
  return !next || !(/^\p{Lu}/u.test(next.text) || /^(?:NOUN|PROPN|ADJ|NUM)$/.test(next.pos) || next.lower === 'of' || next.text === "'s" || next.text === '-');
}

/** A table's cell bar, or a symbol or emoji that opens a point ("⚠️", "✅", "👉", "→"). */
const MARK = /^[|\p{So}\p{Sm}\u{FE0F}\u{200D}]+$/u;

const IMPERATIVE_OBJECT = /^(?:a|an|the|your|my|our|their|this|these|those|each|every|any|all)$/;

const WEEKDAY_ABBREVIATION = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?$/;

/** Whether tokens[k] is an abbreviated weekday beside another weekday, across a dash, "to", "and", "or", "&", "/" or a comma. */
function weekdayInRange(tokens: Token[], k: number): boolean {
  const day = (t: Token | undefined) => t !== undefined && /^\p{Lu}/u.test(t.text) && (WEEKDAY_ABBREVIATION.test(t.lower) || t.lower in WEEKDAYS);
  if (!WEEKDAY_ABBREVIATION.test(tokens[k]!.lower) || !/^\p{Lu}/u.test(tokens[k]!.text)) return false;
  const joiner = (t: Token | undefined) => t !== undefined && /^(?:[-–—/&,]|to|and|or|through|thru)$/.test(t.lower);
  return (joiner(tokens[k + 1]) && day(tokens[k + 2])) || (joiner(tokens[k - 1]) && day(tokens[k - 2]));
}

/** Names of a sentence: runs of proper nouns (titles left out), or unknown words in all-lower-case text. */
function readNames(tokens: Token[], used: Set<number>): NameMention[] {
  const names: NameMention[] = [];
  const lowerCaseText = !tokens.some((t) => /\p{Lu}/u.test(t.text) && t.lower !== 'unk');
  const statement = tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const isCapital = (t: Token) => /^\p{Lu}/u.test(t.text) && /\p{L}/u.test(t.text);
  const nameWord = (t: Token, k: number): boolean => {
    if (used.has(k) || !/\p{L}/u.test(t.text)) return false;
    if (lowerCaseText) return t.oov && t.text.length >= LOWER_NAME_MIN && /^[\p{L}'.-]+$/u.test(t.text) && t.lower !== 'unk' && !commonForm(t);
    // "I" and its contractions ("I'm", "I've", "I'd", "I'll") are the pronoun, never a name.
    if (t.text === 'UNK' || /^I(?:['’](?:m|ve|d|ll))?$/.test(t.text)) return false;
    // An abbreviated weekday in a range or list of weekdays ("Mon–Fri", "Sat and Sun") is a day,
    // not a name (DECISIONS "Words that are not names, periods of a year", rag11).
    if (weekdayInRange(tokens, k)) return false;
    // "Q4", "H1", "FY2024", "YoY": a period of a year, not a name (periods.ts).
    if (PERIOD_ABBREVIATION.test(t.text)) return false;
    // Capitals ending in "T" (or "UTC") right after a time of day are its time zone ("02:00
    // BST", "9pm GMT", "9 a.m. ET"), not a name (DECISIONS "Names as English writes them", gnews).
    if (/^(?:\p{Lu}{1,3}T|UTC)$/u.test(t.text) && k > 0 && /^(?:\d{1,2}[:.]\d{2}|\d{1,2}(?:[ap]\.?m\.?)|[ap]\.?m\.?)$/i.test(tokens[k - 1]!.text)) return false;
    // A letter after a number is its unit ("100 million C", "40 F"), not a name.
    if (/^\p{Lu}$/u.test(t.text) && k > 0 && (/\d/.test(tokens[k - 1]!.text) || tokens[k - 1]!.lower in SCALES)) return false;
    // The plural of an acronym ("MPs", "GPs", "CEOs") is a class of people or things, not a name.
    if (/^\p{Lu}{2,}s$/u.test(t.text)) return false;
    // A compound whose last part is in lower case ("Ex-head", "Tokyo-based") is a role or a
    // modifier, not a name. (A given name such as "Seung-heon" is lost with it: a name left
    // unread is never a false alarm.)
    if (/^[\p{L}\d]+(?:-[\p{L}\d]+)*-\p{Ll}+$/u.test(t.text)) return false;
    // In text with capitals a name has one: a word the model does not know but written in lower
    // case ("under-22s") is not one.
    if (t.pos === 'PROPN') return isCapital(t) || (t.oov && /\p{Lu}/u.test(t.text));
    // A capitalised word inside the sentence that the tagger did not call a proper noun ("the Warriors").
    return isCapital(t) && k > 0 && !/^[.!?:"“(]$/.test(tokens[k - 1]!.text) && t.pos !== 'PRON' && t.pos !== 'DET' && t.pos !== 'AUX';
  };
  let i = 0;
  while (i < tokens.length) {
    if (!nameWord(tokens[i]!, i)) {
      i++;
      continue;
    }
    let j = i + 1;
    // In lower-case text a run of unknown words is no evidence of one name: each word stands alone.
    for (; !lowerCaseText; ) {
      const t = tokens[j];
      if (!t) break;
      if (nameWord(t, j)) {
        j++;
        continue;
      }
      // Joined by a hyphen or apostrophe with no space ("Seung-heon"), or by "of", "van", "&" before another name word.
      // A nickname in quotation marks between names: Allison Beth "Allie" Goertz.
      if (/^["“]$/.test(t.text) && tokens[j + 1] && nameWord(tokens[j + 1]!, j + 1) && /^["”]$/.test(tokens[j + 2]?.text ?? '') && tokens[j + 3] && nameWord(tokens[j + 3]!, j + 3)) {
        j += 3;
        continue;
      }
      // Not before an English word in lower case: "AI-guided", "Chorley-born" are modifiers.
      const joined = tokens[j + 1];
      if ((t.text === '-' || t.text === "'") && t.start === tokens[j - 1]!.end && joined && joined.start === t.end && /^\p{L}/u.test(joined.text) && !(t.text === '-' && /^\p{Ll}/u.test(joined.text) && !joined.oov)) {
        j += 2;
        continue;
      }
      if (!lowerCaseText && NAME_JOINERS.has(t.lower) && tokens[j + 1] && nameWord(tokens[j + 1]!, j + 1) && isCapital(tokens[j + 1]!)) {
        j += 2;
        continue;
      }
      break;
    }
    const run = tokens.slice(i, j);
    // A capitalised first word of a statement that English knows ("Cats make ...", "Sales rose") is
    // capitalised for its place, not because it is a name (the tagger calls every such word a
    // proper noun). A phrase without a verb ("Labour.", a one-word answer) keeps it.
    // A label or a lead-in in emphasis ("**Probably, yes.**", "**Renewals:** up to 3 times", "**Key
    // findings**") is capitalised for its place too, statement or not: one word opening a line
    // after emphasis or list marks, or before a colon (issue 23; a name left unread is never a
    // false alarm).
    // A word opening a table cell ("| Item | Amount |") or following a symbol that opens a line or
    // a point ("⚠️ Homes built …", "✅ Yes.", "→ Total") is capitalised for its place too
    // (DECISIONS "Words that are not names, periods of a year", rag11).
    const afterMark = i > 0 && MARK.test(tokens[i - 1]!.text);
    // A full stop glued to the word before ("£48.3m. However, …", "6pm. Call …") ends a sentence
    // the splitter did not end; a title's or an initial's ("Dr.", "J.") does not.
    const afterStop = i > 0 && /\p{L}{1,3}\.$/u.test(tokens[i - 1]!.text) && !/^\p{Lu}\.$/u.test(tokens[i - 1]!.text) && !TITLES.has(foldWord(tokens[i - 1]!.text));
    const initial = i === 0 || afterMark || afterStop || /^[.!?:"“(\-*•]$/.test(tokens[i - 1]!.text) || tokens.slice(0, i).every((t) => /^[-*_•#>]+$/.test(t.text));
    const lead = afterMark || (i > 0 && /^[*_]+$/.test(tokens[i - 1]!.text)) || /^:/.test(tokens[j]?.text ?? '');
    // A function word opening a sentence ("Much better than …", "Only the first dose") is
    // capitalised for its place, statement or not: English never names with one alone.
    const functionWord = () => /^\p{Lu}\p{Ll}+$/u.test(run[0]!.text) && isFunctionWord(run[0]!.lower);
    // An English word opening a statement before an article or a possessive ("Photograph a
    // receipt", "Call the helpline") is a verb in the imperative, whatever the tagger says.
    const imperative = () => !run[0]!.oov && isKnownWord(run[0]!.lower) && IMPERATIVE_OBJECT.test(tokens[j]?.lower ?? '');
    if (!lowerCaseText && initial && run.length === 1 && ((!run[0]!.oov && statement) || lead || functionWord() || imperative())) {
      i = j;
      continue;
    }
    // One capitalised word closing a noun phrase that "a" or "an" opens ("a wartime Wren", "an
    // Oscar", "a lifelong Tory") names a member of a class, not an entity: the writer may call it
    // by a nickname the documents spell out ("the Women's Royal Naval Service"), so it is not read
    // as a name to find (DECISIONS "Names as English writes them", gnews). A country or people
    // ("an Italian") stays, for the nationality slot.
    if (!lowerCaseText && run.length === 1 && isCapital(run[0]!) && !/^\p{Lu}{2,}$/u.test(run[0]!.text) && countryOf([foldWord(run[0]!.text)]) === undefined && indefiniteClass(tokens, i, j)) {
      i = j;
      continue;
    }
    // A common word capitalised for its place before a title ("Local MP Rachel Linley", "Former
    // Prime Minister …") describes the titled person: it is no part of the name.
    if (initial && run.length > 2 && !run[0]!.oov && isKnownWord(run[0]!.lower) && TITLES.has(foldWord(run[1]!.text)) && !TITLES.has(run[0]!.lower) && countryOf([foldWord(run[0]!.text)]) === undefined) run.shift();
    const words = run.map((t) => foldWord(t.text)).filter((w) => w && /\p{L}/u.test(w) && w !== '-' && w !== "'");
    // Titles say who someone is, not which name: "President Richard Nixon" is "Richard Nixon".
    while (words.length > 1 && TITLES.has(words[0]!)) words.shift();
    const content = words.filter((w) => !NAME_JOINERS.has(w));
    if (content.length && !(content.length === 1 && TITLES.has(content[0]!))) {
      // A group "the" names by what its members are called ("the Lionesses", "the Reds"): a
      // nickname for a name the documents may give otherwise (ground.ts reads it so).
      const byMembers = !lowerCaseText && run.length === 1 && countryOf([foldWord(run[0]!.text)]) === undefined && groupByMembers(tokens, i, j);
      names.push({ kind: 'name', words, start: run[0]!.start, end: run.at(-1)!.end, text: '', guessed: lowerCaseText, quoted: false, ...(byMembers ? { byMembers: true as const } : {}) });
    }
    i = j;
  }
  return names;
}

/** The quantities, dates and names of one sentence; `text` of each is filled from `source`. */
export function readMentions(sentence: Sentence, source: string, offset = 0): Mentions {
  const used = new Set<number>(); // token indexes that belong to a title, a date or a quantity
  const titles = readTitles(sentence.tokens, used);
  const { quantities, dates } = readNumbers(sentence.tokens, used);
  const names = [...titles, ...readNames(sentence.tokens, used)].sort((a, b) => a.start - b.start);
  for (const m of [...quantities, ...dates, ...names]) m.text = source.slice(m.start - offset, m.end - offset);
  return { quantities, dates, names };
}
