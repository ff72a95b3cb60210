// Calendar claims in the proleptic Gregorian calendar: leap years, weekdays of dates, days in
// months, "N days after D", date differences, day of the year, month order and the number of
// given weekdays in a month. Day arithmetic uses a days-from-civil count, so every decided
// verdict is an exact computation.

import { civilFromDays, daysFromCivil, daysInMonth, isLeap, MONTHS, weekday, WEEKDAYS } from './calendar-days.js';
import { calendarEvents, restateFeasts } from './calendar-events.js';
import { offsetClocks, unixTimestamp, weekdaySpan } from './clock-offsets.js';
import { checkInFrame, firstRule, ORDINAL, ordinalNumber, ordinalSuffix, type Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { wordTable } from '../word-table.js';

const C = 'calendar' as const;
const SOURCE = 'https://en.wikipedia.org/wiki/Proleptic_Gregorian_calendar';

const MONTH_ABBR = wordTable<number>({
  jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
});

const ORDINAL_WORDS = wordTable<number>({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30, last: -1,
});

// Re-exported for this module's existing importers.
export { civilFromDays, daysFromCivil, daysInMonth, isLeap, weekday } from './calendar-days.js';

interface DateValue {
  y: number;
  m: number;
  d: number;
}

function monthNumber(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  const i = MONTHS.indexOf(w);
  if (i >= 0) return i + 1;
  return MONTH_ABBR[w];
}

const MONTH_RE = String.raw`(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?`;
const WEEKDAY_RE = String.raw`(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?`;
const DAY_RE = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR_RE = String.raw`(\d{1,4})`;
/** One date in any supported spelling; all groups are optional inside, read by parseDate. */
export const DATE_RE = String.raw`(?:${MONTH_RE}\s+${DAY_RE},?\s+${YEAR_RE}|(?:the\s+)?${DAY_RE}\s+(?:of\s+)?${MONTH_RE},?\s+${YEAR_RE}|(\d{4})-(\d{2})-(\d{2}))`;

function validDate(y: number, m: number, d: number): DateValue | undefined {
  if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return { y, m, d };
}

const WHOLE_DATE = new RegExp(`^${DATE_RE}$`, 'i');

/** Parses a date matched by DATE_RE. */
export function parseDate(text: string): DateValue | undefined {
  const m = WHOLE_DATE.exec(text.trim());
  if (!m) return undefined;
  if (m[1]) return validDate(Number(m[3]), monthNumber(m[1])!, Number(m[2]));
  if (m[5]) return validDate(Number(m[6]), monthNumber(m[5])!, Number(m[4]));
  if (m[7]) return validDate(Number(m[7]), Number(m[8]), Number(m[9]));
  return undefined;
}

function showDate(v: DateValue): string {
  return `${v.d} ${MONTHS[v.m - 1]![0]!.toUpperCase()}${MONTHS[v.m - 1]!.slice(1)} ${v.y}`;
}

function cap(s: string): string {
  return s[0]!.toUpperCase() + s.slice(1);
}

function ordinal(word: string): number | undefined {
  const w = word.toLowerCase();
  const digits = /^(\d+)(?:st|nd|rd|th)?$/.exec(w);
  if (digits) return Number(digits[1]);
  if (w in ORDINAL_WORDS) return ORDINAL_WORDS[w];
  const compound = /^(twenty|thirty)[-\s]?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)$/.exec(w);
  if (compound) return (compound[1] === 'twenty' ? 20 : 30) + ORDINAL_WORDS[compound[2]!]!;
  return undefined;
}

const BE = String.raw`(?:is|was|will\s+be|would\s+be|falls?\s+on|fell\s+on|will\s+fall\s+on|is\s+on|was\s+on|lands?\s+on|landed\s+on)`;


const DATE_GROUP = `(${DATE_RE.replace(/\((?!\?)/g, '(?:')})`; // one capturing group around a whole date

// ---------------------------------------------------------------------------------------------
// A small grammar of date expressions, so a claim is read by what its words mean rather than by
// whole-sentence patterns: a date is a literal, a fixed-date holiday of a year, "the day before
// D", "N days after D", "the first/last day of Y", "the third Tuesday of August 2005" or "day
// number 10 of 1947"; periods are months, quarters, halves and lists of months of a year. Each
// claim form below combines them (issue 22, short claims phrased unlike the dev set).

// Holidays on a fixed Gregorian date (Easter and the feasts it moves are read by calendar-events.ts).
const HOLIDAYS = wordTable<[number, number]>({
  "christmas": [12, 25], "christmas day": [12, 25], "christmas eve": [12, 24], "boxing day": [12, 26],
  "new year's day": [1, 1], "new year's eve": [12, 31], "halloween": [10, 31], "hallowe'en": [10, 31],
  "valentine's day": [2, 14], "saint valentine's day": [2, 14], "st. valentine's day": [2, 14], "pi day": [3, 14],
  "st. patrick's day": [3, 17], "saint patrick's day": [3, 17], "st patrick's day": [3, 17],
});
const HOLIDAY_RE = String.raw`(christmas(?:\s+(?:day|eve))?|boxing\s+day|new\s+year's\s+(?:day|eve)|hallowe'?en|(?:saint\s+|st\.?\s+)?valentine's\s+day|pi\s+day|(?:saint|st\.?)\s+patrick's\s+day)(?:\s*\(\s*([a-z]+\.?\s+\d{1,2}|\d{1,2}\s+[a-z]+\.?)\s*\))?`;
const COUNT_RE = String.raw`(\d+)`;
const UNIT_RE = String.raw`(days?|weeks?)`;

type Expr = DateValue | 'invalid' | undefined;

/** A date named without its year ("July 8", "8 July"), completed with the year the claim is about. */
function partialDate(text: string, year: number): DateValue | undefined {
  const t = text.trim();
  let m = new RegExp(`^${MONTH_RE}\\s+${DAY_RE}$`, 'i').exec(t);
  if (m) return validDate(year, monthNumber(m[1]!)!, Number(m[2]));
  m = new RegExp(`^(?:the\\s+)?${DAY_RE}\\s+(?:of\\s+)?${MONTH_RE}$`, 'i').exec(t);
  if (m) return validDate(year, monthNumber(m[2]!)!, Number(m[1]));
  return undefined;
}

const ORD_RE = String.raw`(\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|last|final)`;

/** The date a phrase names; `invalid` for a date that does not exist; undefined when not a date phrase. */
function dateExpr(raw: string): Expr {
  const t = raw.trim().replace(/^(?:on\s+)?(?:the\s+date\s+)?/i, '');
  if (new RegExp(`^${DATE_RE}$`, 'i').test(t)) return parseDate(t) ?? 'invalid';
  // "Christmas Day 2025 (25 December)": the date in parentheses may also follow the year.
  let m = new RegExp(`^${HOLIDAY_RE},?\\s+(?:(?:of|in)\\s+)?(\\d{1,4})(?:\\s*\\(\\s*([a-z]+\\.?\\s+\\d{1,2}|\\d{1,2}\\s+[a-z]+\\.?)\\s*\\))?$`, 'i').exec(t);
  if (m) {
    if (m[2] && m[4]) return undefined;
    if (m[4]) m[2] = m[4];
    const key = m[1]!.toLowerCase().replace(/\s+/g, ' ').replace(/^st /, 'st. ').replace("halloween", 'halloween').replace("hallowe'en", 'halloween');
    const md = HOLIDAYS[key];
    if (!md) return undefined;
    const y = Number(m[3]);
    // "Pi Day (March 14) 2039": a date in parentheses must be the holiday's own.
    if (m[2]) {
      const named = partialDate(m[2], y);
      if (!named || named.m !== md[0] || named.d !== md[1]) return undefined;
    }
    return validDate(y, md[0], md[1]) ?? 'invalid';
  }
  // "Friday 28 June 2024": a weekday set before a date says the date is that weekday; a date
  // named with the wrong weekday names no date, so whatever is said of it stays undecided.
  m = new RegExp(`^${WEEKDAY_RE},?\\s+(?:the\\s+)?(.+)$`, 'i').exec(t);
  if (m && !/s$/i.test(m[1]!)) {
    const e = new RegExp(`^${DATE_RE}$`, 'i').test(m[2]!) ? parseDate(m[2]!) : undefined;
    if (!e) return undefined;
    return weekday(e.y, e.m, e.d) === WEEKDAYS.indexOf(m[1]!.toLowerCase()) ? e : 'invalid';
  }
  if (contextYear !== undefined) {
    m = /^(?:the\s+)?(\d+)(?:st|nd|rd|th)\s+day\s+of\s+the\s+year$/i.exec(t);
    if (m && ordinalNumber(t.replace(/^the\s+/i, '').split(/\s/)[0]!) !== undefined) return ordinalDay(contextYear, Number(m[1]));
  }
  m = new RegExp(`^(?:the\\s+)?(?:day|date)\\s+(before|after|preceding|following|prior\\s+to)\\s+(.+)$`, 'i').exec(t);
  if (m) return offset(dateExpr(m[2]!), /before|preceding|prior/i.test(m[1]!) ? -1 : 1);
  m = new RegExp(`^(?:the\\s+(?:day|date)\\s+)?${COUNT_RE}\\s+${UNIT_RE}\\s+(after|before|later\\s+than|earlier\\s+than|past)\\s+(.+)$`, 'i').exec(t);
  if (m) return offset(dateExpr(m[4]!), Number(m[1]) * (/week/i.test(m[2]!) ? 7 : 1) * (/before|earlier/i.test(m[3]!) ? -1 : 1));
  m = new RegExp(`^(?:the\\s+(?:day|date)\\s+)?${COUNT_RE}\\s+(months?|years?)\\s+(after|before|later\\s+than|earlier\\s+than|past|from)\\s+(.+)$`, 'i').exec(t);
  if (m) return addMonths(dateExpr(m[4]!), Number(m[1]) * (/year/i.test(m[2]!) ? 12 : 1) * (/before|earlier/i.test(m[3]!) ? -1 : 1));
  m = new RegExp(`^(?:the\\s+)?(first|last|final|opening|closing)\\s+day\\s+of\\s+(?:the\\s+year\\s+)?(\\d{1,4})$`, 'i').exec(t);
  if (m) return validDate(Number(m[2]), /first|opening/i.test(m[1]!) ? 1 : 12, /first|opening/i.test(m[1]!) ? 1 : 31) ?? 'invalid';
  m = new RegExp(`^(?:the\\s+)?(first|last|final)\\s+day\\s+of\\s+${MONTH_RE},?\\s+(\\d{1,4})$`, 'i').exec(t);
  if (m) {
    const [y, mo] = [Number(m[3]), monthNumber(m[2]!)!];
    return validDate(y, mo, /first/i.test(m[1]!) ? 1 : daysInMonth(Math.max(1, y), mo)) ?? 'invalid';
  }
  m = new RegExp(`^(?:the\\s+)?${ORD_RE}\\s+${WEEKDAY_RE}\\s+(?:of|in)\\s+${MONTH_RE},?\\s+(\\d{1,4})$`, 'i').exec(t);
  if (m) return nthWeekday(m[1]!, m[2]!, m[3]!, Number(m[4]));
  // "the first Wednesday of 1937", "1937's first Wednesday": the n-th (or last) of a weekday in a year.
  m = new RegExp(`^(?:(?:the\\s+)?${ORD_RE}\\s+${WEEKDAY_RE}\\s+(?:of|in)\\s+(?:the\\s+year\\s+)?(\\d{3,4})|(\\d{3,4})'s\\s+${ORD_RE}\\s+${WEEKDAY_RE})$`, 'i').exec(t);
  if (m) return m[1] ? nthWeekdayOfYear(m[1], m[2]!, Number(m[3])) : nthWeekdayOfYear(m[5]!, m[6]!, Number(m[4]));
  // "In January 1967, the third Sunday …": a weekday's ordinal in the month the sentence names first.
  if (contextMonth !== undefined) {
    m = new RegExp(`^(?:the\\s+)?${ORD_RE}\\s+${WEEKDAY_RE}(?:\\s+of\\s+(?:the|that)\\s+month)?$`, 'i').exec(t);
    if (m) return nthWeekday(m[1]!, m[2]!, MONTHS[contextMonth - 1]!, contextYear!);
  }
  m = new RegExp(`^day\\s+(?:number\\s+)?(\\d+)\\s+of\\s+(?:the\\s+year\\s+)?(\\d{1,4})$`, 'i').exec(t);
  if (m) return ordinalDay(Number(m[2]), Number(m[1]));
  // "Day-of-year 25 in 1973", "day of the year 25 of 1973": the label of an ordinal date.
  m = /^day[-\s]of[-\s](?:the[-\s])?year\s+(?:number\s+)?(\d+)\s+(?:of|in)\s+(?:the\s+year\s+)?(\d{1,4})$/i.exec(t);
  if (m) return ordinalDay(Number(m[2]), Number(m[1]));
  // "The leap day of 2092" is 29 February of that year; a common year has none.
  m = /^(?:(?:the\s+)?leap\s+day\s+(?:(?:of|in)\s+)?(?:the\s+year\s+)?(\d{1,4})|(\d{3,4})(?:'s)?\s+leap\s+day)$/i.exec(t);
  if (m) return validDate(Number(m[1] ?? m[2]), 2, 29) ?? 'invalid';
  // "the 292nd day of 1905", "1905-292" (an ISO ordinal date: year, then day of the year).
  m = new RegExp(`^(?:the\\s+)?(\\d+)(?:st|nd|rd|th)\\s+day\\s+of\\s+(?:the\\s+year\\s+)?(\\d{1,4})$`, 'i').exec(t);
  if (m && ordinalNumber(`${m[1]}${t.match(/\d+(st|nd|rd|th)/i)![1]}`) !== undefined) return ordinalDay(Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{3})$/.exec(t);
  if (m) return ordinalDay(Number(m[1]), Number(m[2]));
  // A date or holiday named without its year, in a sentence that names the year first ("In 2029, Christmas …").
  if (contextYear !== undefined) {
    const partial = partialDate(t, contextYear);
    if (partial) return partial;
    if (new RegExp(`^${HOLIDAY_RE}$`, 'i').test(t)) return dateExpr(`${t} ${contextYear}`);
  }
  return undefined;
}

// The year a sentence names before its claim ("In 2029, Christmas is on a Tuesday"), for date
// phrases without one; set for the one sentence being checked.
let contextYear: number | undefined;
// The month such a sentence names with its year ("In January 1967, the third Sunday falls on the 8th").
let contextMonth: number | undefined;

/** The n-th (or last) given weekday of a year: the first falls in its first seven days. */
function nthWeekdayOfYear(ordWord: string, dayWord: string, y: number): Expr {
  const want = WEEKDAYS.indexOf(dayWord.toLowerCase().replace(/s$/, ''));
  if (want < 0 || y < 1 || y > 9999) return undefined;
  if (/last|final/i.test(ordWord)) return nthWeekday('last', dayWord, 'december', y);
  const k = ordinal(ordWord.replace(/^(\d+)(?:st|nd|rd|th)$/i, '$1'));
  if (k === undefined || k < 1) return undefined;
  const first = daysFromCivil(y, 1, 1) + ((want - weekday(y, 1, 1) + 7) % 7);
  const [yy, mo, d] = civilFromDays(first + 7 * (k - 1));
  return yy === y ? { y, m: mo, d } : 'invalid';
}

function offset(e: Expr, days: number): Expr {
  if (e === undefined || e === 'invalid') return e;
  if (Math.abs(days) > 3_650_000) return undefined;
  const [y, m, d] = civilFromDays(daysFromCivil(e.y, e.m, e.d) + days);
  return y < 1 || y > 9999 ? 'invalid' : { y, m, d };
}

/**
 * Calendar months after a date: the same day of the month, N months on ("3 months after 16
 * October 2005" is 16 January 2006). A day the later month lacks ("1 month after 31 January")
 * has no agreed answer (the last day of the month, or the overflow into the next), so it is not read.
 */
function addMonths(e: Expr, months: number): Expr {
  if (e === undefined || e === 'invalid') return e;
  if (Math.abs(months) > 120_000) return undefined;
  const index = e.y * 12 + (e.m - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  if (y < 1 || y > 9999) return 'invalid';
  return e.d > daysInMonth(y, m) ? undefined : { y, m, d: e.d };
}

function nthWeekday(ordWord: string, dayWord: string, monthWord: string, y: number): Expr {
  const mo = monthNumber(monthWord);
  const want = WEEKDAYS.indexOf(dayWord.toLowerCase().replace(/s$/, ''));
  if (!mo || want < 0 || y < 1) return undefined;
  const k = /last|final/i.test(ordWord) ? -1 : ordinal(ordWord.replace(/^(\d+)(?:st|nd|rd|th)$/i, '$1'));
  if (k === undefined || k === 0) return undefined;
  const days: number[] = [];
  for (let d = 1; d <= daysInMonth(y, mo); d++) if (weekday(y, mo, d) === want) days.push(d);
  const d = k === -1 ? days[days.length - 1] : days[k - 1];
  return d === undefined ? 'invalid' : { y, m: mo, d };
}

function ordinalDay(y: number, n: number): Expr {
  if (y < 1 || n < 1 || n > (isLeap(y) ? 366 : 365)) return 'invalid';
  const [yy, m, d] = civilFromDays(daysFromCivil(y, 1, 1) + n - 1);
  return { y: yy, m, d };
}

/** The claim that a date phrase names a weekday. */
function exprWeekday(exprText: string, dayWord: string): CheckResult | undefined {
  const e = dateExpr(exprText);
  if (e === undefined) return undefined;
  if (e === 'invalid') return uncertain(`"${exprText.trim()}" is not a valid date`, C);
  const want = WEEKDAYS.indexOf(dayWord.toLowerCase().replace(/s$/, ''));
  const actual = weekday(e.y, e.m, e.d);
  return decided(want === actual, `${cap(exprText.trim())} is ${showDate(e)}, a ${cap(WEEKDAYS[actual]!)} (day count from the proleptic Gregorian epoch).`, 'proof', C, [SOURCE]);
}

/** The claim that a date phrase names a given date ("July 8" takes the phrase's year). */
function exprDate(exprText: string, dateText: string): CheckResult | undefined {
  const e = dateExpr(exprText);
  if (e === undefined) return undefined;
  if (e === 'invalid') return uncertain(`"${exprText.trim()}" is not a valid date`, C);
  let claimed = dateExpr(dateText);
  if (claimed === undefined) {
    // A year-less date borrows the year only from a phrase that names that year itself.
    const years = [...exprText.matchAll(/\b(\d{3,4})\b/g)].map((x) => Number(x[1]));
    if (!years.includes(e.y)) return undefined;
    claimed = partialDate(dateText.replace(/^\s*on\s+/i, ''), e.y) ?? undefined;
    if (!claimed) return undefined;
  }
  if (claimed === 'invalid') return uncertain(`"${dateText.trim()}" is not a valid date`, C);
  const same = claimed.y === e.y && claimed.m === e.m && claimed.d === e.d;
  return decided(same, `${cap(exprText.trim())} is ${showDate(e)}; the claim says ${showDate(claimed)}.`, 'proof', C, [SOURCE]);
}

/** Days in a period of one year: a month, a half, a quarter, or a list of months. */
function periodDays(text: string): { days: number; months: number[]; what: string } | undefined {
  let t = text.trim().replace(/^the\s+(?:year\s+)?/i, '').replace(/^(?:month\s+of|months(?:\s+of)?|(?:spring|summer|autumn|fall|winter)\s+months(?:\s+of)?)\s+/i, '');
  // "Q4 of 1995 (from October to December)": a gloss in brackets must name the same months.
  const gloss = /^(.+?)\s*\(\s*(?:from\s+|i\.?e\.?,?\s+|that\s+is,?\s+)?([a-z]+\.?\s*(?:to|through|thru|until|till|-)\s*[a-z]+\.?)\s*\)$/i.exec(t);
  if (gloss) {
    const whole = periodDays(gloss[1]!);
    const year = /(\d{1,4})$/.exec(gloss[1]!)?.[1];
    const named = year ? periodDays(`${gloss[2]} ${year}`) : undefined;
    return whole && named && whole.months.join() === named.months.join() ? whole : undefined;
  }
  t = t.replace(new RegExp(`^${MONTH_RE}\\s*[-–]\\s*(?=${MONTH_RE})`, 'i'), '$1 to ');
  // "Q2 2045", "April to June 2045", "January through June 1961": quarters and runs of months.
  const q = /^q([1-4])(?:\s+of)?\s+(\d{1,4})$/i.exec(t);
  if (q) return periodDays(`${['first', 'second', 'third', 'fourth'][Number(q[1]) - 1]} quarter of ${q[2]}`);
  // "H2 2214": the halves of a year, January to June and July to December.
  const h = /^h([12])(?:\s+of)?\s+(\d{1,4})$/i.exec(t);
  if (h) return periodDays(`${h[1] === '1' ? 'first' : 'second'} half of ${h[2]}`);
  const run = new RegExp(`^(?:from\\s+)?${MONTH_RE}\\s+(?:to|through|thru|until|till|-|–)\\s+${MONTH_RE}(?:\\s+of)?,?\\s+(\\d{1,4})(?:\\s+inclusive)?$`, 'i').exec(t);
  if (run) {
    const [a, b, y] = [monthNumber(run[1]!), monthNumber(run[2]!), Number(run[3])];
    if (!a || !b || b <= a || y < 1) return undefined;
    const months = Array.from({ length: b - a + 1 }, (_, k) => a + k);
    return { days: months.reduce((n, mo) => n + daysInMonth(y, mo), 0), months, what: `${cap(MONTHS[a - 1]!)} to ${cap(MONTHS[b - 1]!)} ${y}` };
  }
  let m = new RegExp(`^(first|second|1st|2nd)\\s+half\\s+of\\s+(?:the\\s+year\\s+)?(\\d{1,4})$`, 'i').exec(t);
  if (m) {
    const y = Number(m[2]);
    const months = /first|1st/i.test(m[1]!) ? [1, 2, 3, 4, 5, 6] : [7, 8, 9, 10, 11, 12];
    return y < 1 ? undefined : { days: months.reduce((a, mo) => a + daysInMonth(y, mo), 0), months, what: `the ${m[1]} half of ${y} (${MONTHS[months[0]! - 1]} to ${MONTHS[months[5]! - 1]})` };
  }
  m = new RegExp(`^(first|second|third|fourth|1st|2nd|3rd|4th|last|final)\\s+quarter\\s+of\\s+(?:the\\s+year\\s+)?(\\d{1,4})$`, 'i').exec(t);
  if (m) {
    const y = Number(m[2]);
    const q = /last|final/i.test(m[1]!) ? 4 : ordinal(m[1]!.replace(/^(\d+)(?:st|nd|rd|th)$/i, '$1'));
    if (q === undefined || q < 1 || q > 4) return undefined;
    const months = [1, 2, 3].map((k) => (q - 1) * 3 + k);
    return y < 1 ? undefined : { days: months.reduce((a, mo) => a + daysInMonth(y, mo), 0), months, what: `quarter ${q} of ${y} (${MONTHS[months[0]! - 1]} to ${MONTHS[months[2]! - 1]})` };
  }
  m = new RegExp(`^${MONTH_RE}((?:\\s*,\\s*${MONTH_RE})*\\s*,?\\s+and\\s+${MONTH_RE})?(?:\\s+of)?\\s+(\\d{1,4})(?:\\s+together|\\s+combined)?$`, 'i').exec(t);
  if (m) {
    const y = Number(m[m.length - 1]);
    const names = [m[1]!, ...(m[2] ? m[2].split(/\s*,\s*|\s+and\s+/).map((x) => x.trim()).filter(Boolean) : [])];
    const months = names.map(monthNumber);
    if (y < 1 || months.some((x) => x === undefined) || new Set(months).size !== months.length) return undefined;
    return { days: (months as number[]).reduce((a, mo) => a + daysInMonth(y, mo), 0), months: months as number[], what: names.length > 1 ? `${names.join(', ')} ${y}` : `${cap(MONTHS[months[0]! - 1]!)} ${y}` };
  }
  return undefined;
}

function periodLength(text: string, n: number): CheckResult | undefined {
  const p = periodDays(text);
  if (!p) return undefined;
  return decided(p.days === n, `${cap(p.what)} has ${p.days} days; the claim says ${n}.`, 'proof', C, [SOURCE]);
}

function shiftExpr(fromText: string, days: number, toText: string): CheckResult | undefined {
  const from = dateExpr(fromText);
  const to = dateExpr(toText);
  if (from === undefined || to === undefined) return undefined;
  if (from === 'invalid' || to === 'invalid') return uncertain('not a valid date', C);
  const got = offset(from, days);
  if (got === undefined || got === 'invalid') return uncertain('date out of range', C);
  const same = got.y === to.y && got.m === to.m && got.d === to.d;
  return decided(same, `${showDate(from)} ${days >= 0 ? '+' : '-'} ${Math.abs(days)} days = ${showDate(got)}; the claim says ${showDate(to)}.`, 'proof', C, [SOURCE]);
}

/** "A comes 11 weeks before B", "A comes right after B": the signed distance from B to A. */
function relativeDates(aText: string, bText: string, days: number, how: string): CheckResult | undefined {
  const [a, b] = [dateExpr(aText), dateExpr(bText)];
  if (a === undefined || b === undefined) return undefined;
  if (a === 'invalid' || b === 'invalid') return uncertain('not a valid date', C);
  const diff = daysFromCivil(a.y, a.m, a.d) - daysFromCivil(b.y, b.m, b.d);
  return decided(diff === days, `${showDate(a)} is ${Math.abs(diff)} days ${diff >= 0 ? 'after' : 'before'} ${showDate(b)}; the claim says ${how}.`, 'proof', C, [SOURCE]);
}

/**
 * The days between two dates, claimed as N days or N weeks (a week is 7 days, so "4 weeks apart"
 * is 28 days). "From 15 April to 1 May 2037": a first date without its year takes the second's,
 * read only when it then comes first (else the span would cross a new year nobody named).
 */
function gap(aText: string, bText: string, n: number, unit = 'days'): CheckResult | undefined {
  let a = dateExpr(aText);
  const b = dateExpr(bText);
  if (a === undefined && b !== undefined && b !== 'invalid') {
    a = partialDate(aText, b.y);
    if (a && daysFromCivil(a.y, a.m, a.d) > daysFromCivil(b.y, b.m, b.d)) return uncertain('the first date has no year and comes after the second in its year', C);
  }
  if (a === undefined || b === undefined) return undefined;
  if (a === 'invalid' || b === 'invalid') return uncertain('not a valid date', C);
  const diff = Math.abs(daysFromCivil(b.y, b.m, b.d) - daysFromCivil(a.y, a.m, a.d));
  const days = /week/i.test(unit) ? 7 * n : n;
  return decided(diff === days, `From ${showDate(a)} to ${showDate(b)} is ${diff} days${diff % 7 === 0 ? ` (${diff / 7} weeks)` : ''}; the claim says ${n} ${unit}.`, 'proof', C, [SOURCE]);
}

/**
 * Age in whole years on a date: the birthdays passed. Someone born on 29 February has no
 * birthday in a common year, and custom differs (28 February or 1 March), so an age on those
 * days of a common year is not read.
 */
function ageOn(birthText: string, n: number, onText: string, turns: boolean, unit = 'years'): CheckResult | undefined {
  const [b, d] = [dateExpr(birthText), dateExpr(onText)];
  if (b === undefined || d === undefined) return undefined;
  if (b === 'invalid' || d === 'invalid') return uncertain('not a valid date', C);
  if (daysFromCivil(d.y, d.m, d.d) < daysFromCivil(b.y, b.m, b.d)) return uncertain('the date is before the birth', C);
  if (/^month/i.test(unit)) return ageInMonths(b, d, n, turns);
  // "N days old": the days since the birth (the day of birth is 0 days old, as a newborn is 0 years old).
  if (/^day/i.test(unit)) {
    const days = daysFromCivil(d.y, d.m, d.d) - daysFromCivil(b.y, b.m, b.d);
    return decided(days === n, `Born ${showDate(b)}, on ${showDate(d)} one is ${days} days old; the claim says ${n}.`, 'proof', C, [SOURCE]);
  }
  if (b.m === 2 && b.d === 29 && !isLeap(d.y) && ((d.m === 2 && d.d === 28) || (d.m === 3 && d.d === 1))) return uncertain('a birthday on 29 February in a common year is kept on 28 February or 1 March by custom', C);
  const age = d.y - b.y - (d.m < b.m || (d.m === b.m && d.d < b.d) ? 1 : 0);
  // "turned 16 on D": D is the 16th birthday itself, not only a day of the 16th year.
  const birthday = d.m === b.m && d.d === b.d;
  const holds = age === n && (!turns || birthday);
  return decided(holds, `Born ${showDate(b)}, on ${showDate(d)} one is ${age} years old${birthday ? ` (a birthday)` : ''}; the claim says ${turns ? 'turned ' : ''}${n}.`, 'proof', C, [SOURCE]);
}

/**
 * Age in full months (issue 22, claims 9: "16 full months old", "has completed 44 months of age"):
 * the monthly anniversaries of the birth passed, as whole years count birthdays. A birth on a day
 * the later month lacks (the 31st, in a 30-day month) has no anniversary there; custom keeps it
 * on the month's last day or the next month's first, so an age read on those days is not decided.
 */
function ageInMonths(b: DateValue, d: DateValue, n: number, turns: boolean): CheckResult {
  const lacks = b.d > daysInMonth(d.y, d.m);
  const prevLacks = d.d === 1 && b.d > daysInMonth(d.m === 1 ? d.y - 1 : d.y, d.m === 1 ? 12 : d.m - 1);
  if ((lacks && d.d === daysInMonth(d.y, d.m)) || prevLacks) return uncertain('the birth day has no anniversary in that month; custom keeps it on the last day or the first of the next', C);
  const months = (d.y - b.y) * 12 + (d.m - b.m) - (d.d < b.d ? 1 : 0);
  const anniversary = d.d === b.d;
  const holds = months === n && (!turns || anniversary);
  return decided(holds, `Born ${showDate(b)}, on ${showDate(d)} one has completed ${months} months${anniversary ? ' (a monthly anniversary)' : ''}; the claim says ${turns ? 'turned ' : ''}${n}.`, 'proof', C, [SOURCE]);
}

/**
 * Leap years in a span of years. "from A to B inclusive", "between A and B (inclusive)" count
 * both ends; a span whose ends are not said to be in or out is read only when its ends are not
 * leap years, so both readings give the same count.
 */
function leapYearsIn(aText: string, bText: string, n: number, ends: string | undefined): CheckResult | undefined {
  const [a, b] = [Number(aText), Number(bText)];
  if (a < 1 || b <= a || b > 9999) return undefined;
  const upTo = (y: number) => Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
  const inclusive = upTo(b) - upTo(a - 1);
  const exclusive = upTo(b - 1) - upTo(a);
  const count = ends === undefined ? (inclusive === exclusive ? inclusive : undefined) : /exclusive/i.test(ends) ? exclusive : inclusive;
  if (count === undefined) return uncertain(`whether ${a} and ${b} themselves count is not said, and one of them is a leap year`, C);
  return decided(count === n, `There are ${count} leap years from ${a} to ${b} ${ends === undefined ? '(neither end is a leap year)' : /exclusive/i.test(ends) ? 'without its ends' : 'counting both ends'} (every 4th year, less centuries not divisible by 400); the claim says ${n}.`, 'proof', C, [SOURCE]);
}

/** The length of a year in days, hours, minutes or seconds. */
function yearSpan(y: number, n: number, unit: string): CheckResult {
  if (y < 1) return uncertain('year out of range', C);
  const per = /^h/i.test(unit) ? 24 : /^min/i.test(unit) ? 1440 : /^s/i.test(unit) ? 86400 : 1;
  const days = isLeap(y) ? 366 : 365;
  return decided(days * per === n, `${leapWhy(y)}, so it has ${days} days${per > 1 ? ` = ${days * per} ${unit.toLowerCase()}` : ''}; the claim says ${n}.`, 'proof', C, [SOURCE]);
}

/** "The first Monday in February 2026 falls on the 9th": the day of the month a date phrase names. */
function dayOfMonth(exprText: string, dom: number): CheckResult | undefined {
  const e = dateExpr(exprText);
  if (e === undefined) return undefined;
  if (e === 'invalid') return uncertain(`"${exprText.trim()}" is not a valid date`, C);
  return decided(e.d === dom, `${cap(exprText.trim())} is ${showDate(e)}; the claim says the ${dom}th.`, 'proof', C, [SOURCE]);
}

/** How many times a weekday falls on a day of the month in a year or in one month ("Friday the 13th"). */
function weekdayOnDay(dayWord: string, dom: number, y: number, month: number | undefined): number | undefined {
  const want = WEEKDAYS.indexOf(dayWord.toLowerCase().replace(/s$/, ''));
  if (want < 0 || y < 1 || dom < 1 || dom > 31) return undefined;
  let n = 0;
  for (let mo = month ?? 1; mo <= (month ?? 12); mo++) if (dom <= daysInMonth(y, mo) && weekday(y, mo, dom) === want) n++;
  return n;
}

function weekdayOnDayClaim(dayWord: string, domText: string, y: number, month: string | undefined, claim: { count?: number; some?: boolean }): CheckResult | undefined {
  const dom = Number(domText);
  const mo = month === undefined ? undefined : monthNumber(month);
  if (month !== undefined && !mo) return undefined;
  const n = weekdayOnDay(dayWord, dom, y, mo);
  if (n === undefined) return undefined;
  const where = mo ? `${cap(MONTHS[mo - 1]!)} ${y}` : `${y}`;
  const holds = claim.some !== undefined ? (n > 0) === claim.some : n === claim.count;
  return decided(holds, `${cap(dayWord.replace(/s$/, ''))} the ${dom}th occurs ${n} time${n === 1 ? '' : 's'} in ${where}; the claim says ${claim.some !== undefined ? (claim.some ? 'at least once' : 'never') : claim.count}.`, 'proof', C, [SOURCE]);
}

function yearWeekdayCount(y: number, count: number, dayWord: string): CheckResult | undefined {
  const want = WEEKDAYS.indexOf(dayWord.toLowerCase().replace(/s$/, ''));
  if (want < 0 || y < 1) return undefined;
  const total = isLeap(y) ? 366 : 365;
  const first = weekday(y, 1, 1);
  // 52 full weeks, plus one more of each weekday among the 1 or 2 days left over.
  const extra = [0, 1].slice(0, total - 364).map((k) => (first + k) % 7);
  const n = 52 + (extra.includes(want) ? 1 : 0);
  return decided(n === count, `${y} has ${total} days starting on a ${cap(WEEKDAYS[first]!)}, so it has ${n} ${cap(WEEKDAYS[want]!)}s; the claim says ${count}.`, 'proof', C, [SOURCE]);
}

function monthAfter(aWord: string, bWord: string, after: boolean): CheckResult | undefined {
  const [a, b] = [monthNumber(aWord), monthNumber(bWord)];
  if (!a || !b) return undefined;
  const want = after ? (b % 12) + 1 : ((b + 10) % 12) + 1;
  return decided(a === want, `The month ${after ? 'after' : 'before'} ${cap(MONTHS[b - 1]!)} is ${cap(MONTHS[want - 1]!)}.`, 'proof', C, [SOURCE]);
}

const EXPR = String.raw`(.+?)`;
// An age: "51", "aged 51", "19 months old", "16 full months old", "44 months of age" (groups: the number, its unit).
const AGE = String.raw`(?:aged\s+)?(\d+)(?:\s+(?:full\s+|whole\s+|complete\s+)?(years?|months?|days?)(?:\s+old|\s+of\s+age)?)?`;
const AGE_VERB = String.raw`(is|was|will\s+be|turns|turned|will\s+turn|has\s+completed|had\s+completed|will\s+have\s+completed|hits?|reach(?:es)?|will\s+(?:hit|reach))`;
// Who is born: a person named by a pronoun, a noun or "someone".
const PERSON = String.raw`(?:someone|somebody|you|i|we|he|she|they|an?\s+(?:person|child|man|woman|baby|boy|girl|toddler|infant|kid|patient))`;
// "he's", "she is", "you'll be": the person's age stated after the birth.
const PERSON_IS = String.raw`(?:(?:he|she|you|they|i|we)(?:'s|'re|'m|'ll\s+be|\s+is|\s+are|\s+am|\s+will\s+be|\s+was|\s+were|\s+turns|\s+turn|\s+hits?|\s+reach(?:es)?)|(?:he|she|you|they|i|we)\s+(?:will\s+)?(?:turn|turns|hit|hits|reach|reaches))`;
const ARRIVES = String.raw`(?:is|was|will\s+be|gives|gave|yields|lands\s+on|landed\s+on|falls\s+on|fell\s+on|brings\s+(?:you|us)\s+to|takes\s+(?:you|us)\s+to|reaches|arrives\s+at|=|→|->)`;
const YEAR_STARTS = String.raw`(began|begins|started|starts|opened|opens|ended|ends|closed|closes|finished|finishes)\s+(?:on|with)`;

function GRAMMAR_RULES(): Rule[] {
  return [
    // Weekdays of any date phrase.
    [new RegExp(String.raw`^${EXPR}\s+${BE}\s+(?:a\s+)?${WEEKDAY_RE}$`, 'i'), (m) => exprWeekday(m[1]!, m[2]!)],
    [new RegExp(String.raw`^(?:it\s+)?(?:is|was|will\s+be)\s+a\s+${WEEKDAY_RE}\s+on\s+${EXPR}$`, 'i'), (m) => exprWeekday(m[2]!, m[1]!)],
    [new RegExp(String.raw`^${EXPR},?\s+it\s+(?:is|was|will\s+be)\s+a\s+${WEEKDAY_RE}$`, 'i'), (m) => exprWeekday(m[1]!, m[2]!)],
    [new RegExp(String.raw`^${WEEKDAY_RE}\s+(?:is|was|will\s+be)\s+the\s+(?:day\s+of\s+the\s+week|weekday)\s+(?:of|for|on)\s+${EXPR}$`, 'i'), (m) => exprWeekday(m[2]!, m[1]!)],
    [new RegExp(String.raw`^(?:the\s+year\s+)?(\d{1,4})\s+${YEAR_STARTS}\s+(?:a\s+)?${WEEKDAY_RE}$`, 'i'),
      (m) => exprWeekday(/^(?:end|clos|finish)/i.test(m[2]!) ? `${m[1]}-12-31` : `${m[1]}-01-01`, m[3]!)],
    // A date phrase names a date.
    [new RegExp(String.raw`^${EXPR}\s+${ARRIVES}\s+${EXPR}$`, 'i'), (m) => exprDate(m[1]!, m[2]!)],
    [new RegExp(String.raw`^in\s+(\d{1,4}),?\s+day\s+(?:number\s+)?(\d+)\s+${ARRIVES}\s+${EXPR}$`, 'i'), (m) => exprDate(`day ${m[2]} of ${m[1]}`, m[3]!)],
    [new RegExp(String.raw`^${EXPR}\s+(?:is|was|will\s+be)\s+day\s+(?:number\s+)?(\d+)\s+of\s+(?:that|the)\s+year$`, 'i'), (m) => dayOfYear(m[1]!, Number(m[2]), undefined)],
    [new RegExp(String.raw`^${EXPR}\s+(?:is|was|will\s+be)\s+the\s+(\d+)(?:st|nd|rd|th)\s+day(?:\s+of\s+(?:the|that)\s+year)?$`, 'i'), (m) => dayOfYear(m[1]!, Number(m[2]), undefined)],
    [new RegExp(String.raw`^${EXPR}\s+has\s+(?:the\s+)?ordinal\s+date\s+(\d{4})-(\d{3})$`, 'i'), (m) => {
      const e = dateExpr(m[1]!);
      if (e === undefined || e === 'invalid') return e === 'invalid' ? uncertain('not a valid date', C) : undefined;
      return Number(m[2]) === e.y ? dayOfYear(m[1]!, Number(m[3]), undefined) : decided(false, `${showDate(e)} is in ${e.y}, not ${m[2]}.`, 'proof', C, [SOURCE]);
    }],
    // "Adding 3 months to 15 October 2024 gives 15 January 2025": an operation on a date, read as the date it names.
    [new RegExp(String.raw`^(adding|subtracting)\s+${COUNT_RE}\s+(days?|weeks?|months?|years?)\s+(?:to|from)\s+${EXPR}\s+(?:gives|yields|results\s+in|is|makes)\s+${EXPR}$`, 'i'),
      (m) => exprDate(`${m[2]} ${m[3]} ${/subtract/i.test(m[1]!) ? 'before' : 'after'} ${m[4]}`, m[5]!)],
    // ISO 8601 weeks: "1 January 2021 belongs to ISO week 53 of 2020", "31 December 2024 is in ISO week 1 of 2025".
    [new RegExp(String.raw`^${EXPR}\s+(?:is|was|falls|fell|lies|belongs|belonged)\s+(?:in|to|within)\s+(?:the\s+)?iso\s+week\s+(?:number\s+)?(\d{1,2})(?:\s+of\s+(?:the\s+(?:iso\s+)?year\s+)?(\d{1,4}))?$`, 'i'), (m) => isoWeekClaim(m[1]!, Number(m[2]), m[3])],
    // Centuries by ordinal: "1999 is in the 20th century" (the n-th century is the years 100(n − 1) + 1 to 100n).
    [new RegExp(String.raw`^(?:the\s+year\s+)?(\d{1,4})(?:\s+(?:ad|ce))?\s+(?:is|was|lies|falls|fell)\s+in\s+the\s+(\d+)(?:st|nd|rd|th)\s+century(?:\s+(?:ad|ce))?$`, 'i'), (m) => centuryClaim(Number(m[1]), Number(m[2]))],
    // The length of any common or leap year: "There are 8,760 hours in a non-leap year", "A leap year is 52 weeks and 2 days".
    [new RegExp(String.raw`^there\s+(?:are|is)\s+(?:exactly\s+)?(.+?)\s+in\s+(?:a|any|every|each)\s+(leap|non-leap|common|ordinary)\s+year$`, 'i'), (m) => kindOfYearLength(m[2]!, m[1]!)],
    [new RegExp(String.raw`^(?:a|any|every|each)\s+(leap|non-leap|common|ordinary)\s+year\s+(?:is|has|lasts|contains)\s+(?:exactly\s+)?(.+?)(?:\s+long)?$`, 'i'), (m) => kindOfYearLength(m[1]!, m[2]!)],
    // Counting days forward or back.
    [new RegExp(String.raw`^(?:going|counting|moving|stepping)\s+(back|backwards?|forwards?|ahead)\s+${COUNT_RE}\s+${UNIT_RE}\s+from\s+${EXPR}\s+${ARRIVES}\s+${EXPR}$`, 'i'),
      (m) => shiftExpr(m[4]!, Number(m[2]) * (/week/i.test(m[3]!) ? 7 : 1) * (/back/i.test(m[1]!) ? -1 : 1), m[5]!)],
    [new RegExp(String.raw`^(?:going|counting|moving|stepping)\s+${COUNT_RE}\s+${UNIT_RE}\s+(back|backwards?|forwards?|ahead)\s+from\s+${EXPR}\s+${ARRIVES}\s+${EXPR}$`, 'i'),
      (m) => shiftExpr(m[4]!, Number(m[1]) * (/week/i.test(m[2]!) ? 7 : 1) * (/back/i.test(m[3]!) ? -1 : 1), m[5]!)],
    // One date relative to another.
    [new RegExp(String.raw`^${EXPR}\s+(?:comes|came|falls|fell|is|was)\s+(?:right|immediately|directly|just)\s+(after|before)\s+${EXPR}$`, 'i'),
      (m) => relativeDates(m[1]!, m[3]!, /after/i.test(m[2]!) ? 1 : -1, `the day ${m[2]}`)],
    [new RegExp(String.raw`^${EXPR}\s+(?:comes|came|falls|fell|is|was)\s+(?:exactly\s+)?${COUNT_RE}\s+${UNIT_RE}\s+(after|before|later\s+than|earlier\s+than)\s+${EXPR}$`, 'i'),
      (m) => relativeDates(m[1]!, m[5]!, Number(m[2]) * (/week/i.test(m[3]!) ? 7 : 1) * (/before|earlier/i.test(m[4]!) ? -1 : 1), `${m[2]} ${m[3]} ${m[4]}`)],
    [new RegExp(String.raw`^(?:the\s+)?(?:gap|interval|time|number\s+of\s+days|distance)\s+(?:between|from)\s+${EXPR}\s+(?:and|to|until)\s+${EXPR}\s+(?:is|was|equals|=|comes\s+to)\s+${COUNT_RE}\s+days$`, 'i'), (m) => gap(m[1]!, m[2]!, Number(m[3]))],
    [new RegExp(String.raw`^${EXPR}\s+and\s+${EXPR}\s+are\s+${COUNT_RE}\s+days\s+apart$`, 'i'), (m) => gap(m[1]!, m[2]!, Number(m[3]))],
    [new RegExp(String.raw`^it\s+(?:is|was)\s+${COUNT_RE}\s+days\s+from\s+${EXPR}\s+(?:to|until|till)\s+${EXPR}$`, 'i'), (m) => gap(m[2]!, m[3]!, Number(m[1]))],
    // "Ten weeks after 20 April 1995 it was 29 June 1995".
    [new RegExp(String.raw`^${COUNT_RE}\s+${UNIT_RE}\s+(after|before|later\s+than|earlier\s+than)\s+${EXPR},?\s+it\s+(?:is|was|will\s+be)\s+${EXPR}$`, 'i'), (m) => exprDate(`${m[1]} ${m[2]} ${m[3]} ${m[4]}`, m[5]!)],
    // Lengths of months, quarters, halves and lists of months.
    [new RegExp(String.raw`^${EXPR}\s+(?:has|have|had|will\s+have|contains?|contained|is|was|lasts|lasted)\s+(?:only\s+|exactly\s+)?${COUNT_RE}\s+days(?:\s+long|\s+in\s+total|\s+altogether|\s+between\s+them)?$`, 'i'), (m) => periodLength(m[1]!, Number(m[2]))],
    [new RegExp(String.raw`^${EXPR}\s+(?:together|combined)\s+(?:have|had|contain|contained|make|made)\s+${COUNT_RE}\s+days$`, 'i'), (m) => periodLength(m[1]!, Number(m[2]))],
    [new RegExp(String.raw`^${MONTH_RE}\s+is\s+a\s+(\d{2})-day\s+month$`, 'i'), (m) => monthLength(m[1]!, undefined, Number(m[2]))],
    // The order of months.
    [new RegExp(String.raw`^${MONTH_RE}\s+(?:comes|is)\s+(?:right\s+|immediately\s+|directly\s+|just\s+)?(after|before)\s+${MONTH_RE}$`, 'i'), (m) => monthAfter(m[1]!, m[3]!, /after/i.test(m[2]!))],
    [new RegExp(String.raw`^the\s+month\s+(after|before|following|preceding)\s+${MONTH_RE}\s+is\s+${MONTH_RE}$`, 'i'), (m) => monthAfter(m[3]!, m[2]!, /after|following/i.test(m[1]!))],
    [new RegExp(String.raw`^${MONTH_RE}\s+is\s+(?:immediately\s+|directly\s+)?(followed|preceded)\s+by\s+${MONTH_RE}$`, 'i'), (m) => monthAfter(m[3]!, m[1]!, /followed/i.test(m[2]!))],
    // How many of a weekday a year has.
    [new RegExp(String.raw`^(?:the\s+year\s+)?(\d{1,4})\s+(?:has|had|will\s+have|contains|contained)\s+(?:exactly\s+)?(\d+)\s+${WEEKDAY_RE}$`, 'i'), (m) => yearWeekdayCount(Number(m[1]), Number(m[2]), m[3]!)],
    [new RegExp(String.raw`^there\s+(?:are|were|will\s+be)\s+(?:exactly\s+)?(\d+)\s+${WEEKDAY_RE}\s+in\s+(?:the\s+year\s+)?(\d{1,4})$`, 'i'), (m) => yearWeekdayCount(Number(m[3]), Number(m[1]), m[2]!)],
    // "Friday the 13th" in a year or a month.
    [new RegExp(String.raw`^${WEEKDAY_RE}\s+the\s+(\d{1,2})(?:st|nd|rd|th)\s+(?:occurred|occurs|happened|happens|fell|falls|came|comes)\s+(\d+\s+times?|once|twice|thrice)\s+in\s+(\d{1,4})$`, 'i'),
      (m) => weekdayOnDayClaim(m[1]!, m[2]!, Number(m[4]), undefined, { count: timesCount(m[3]!) })],
    // "Thursday occurs 53 times in 2037".
    [new RegExp(String.raw`^${WEEKDAY_RE}\s+(?:occurred|occurs|occur|happened|happens|falls|fell|comes|came)\s+(\d+\s+times?|once|twice|thrice)\s+in\s+(?:the\s+year\s+)?(\d{1,4})$`, 'i'), (m) => yearWeekdayCount(Number(m[3]), timesCount(m[2]!), m[1]!)],
    [new RegExp(String.raw`^there\s+(?:are|were|will\s+be)\s+(\d+)\s+${WEEKDAY_RE}\s+the\s+(\d{1,2})(?:st|nd|rd|th)s?\s+in\s+(\d{1,4})$`, 'i'),
      (m) => weekdayOnDayClaim(m[2]!, m[3]!, Number(m[4]), undefined, { count: Number(m[1]) })],
    [new RegExp(String.raw`^(?:the\s+year\s+)?(\d{1,4})\s+(?:has|had|will\s+have|contains|contained)\s+(\d+)\s+${WEEKDAY_RE}\s+the\s+(\d{1,2})(?:st|nd|rd|th)s?$`, 'i'),
      (m) => weekdayOnDayClaim(m[3]!, m[4]!, Number(m[1]), undefined, { count: Number(m[2]) })],
    [new RegExp(String.raw`^there\s+(?:is|was|will\s+be)\s+(a|no)\s+${WEEKDAY_RE}\s+the\s+(\d{1,2})(?:st|nd|rd|th)\s+in\s+(?:${MONTH_RE}\s+)?(\d{1,4})$`, 'i'),
      (m) => weekdayOnDayClaim(m[2]!, m[3]!, Number(m[5]), m[4], { some: m[1]!.toLowerCase() === 'a' })],
    [new RegExp(String.raw`^(?:${MONTH_RE}\s+)?(\d{1,4})\s+(?:has|had|will\s+have|contains|contained)\s+(a|no)\s+${WEEKDAY_RE}\s+the\s+(\d{1,2})(?:st|nd|rd|th)$`, 'i'),
      (m) => weekdayOnDayClaim(m[4]!, m[5]!, Number(m[2]), m[1], { some: m[3]!.toLowerCase() === 'a' })],
    // Ages: "Someone born on 4 October 1942 was 104 years old on 26 October 2046", "A child born D turns 5 on D'".
    [new RegExp(String.raw`^(?:someone|somebody|an?\s+(?:person|child|man|woman|baby|boy|girl|toddler|infant|kid|patient)|he|she)\s+(?:who\s+was\s+)?born\s+(?:on\s+)?${EXPR},?\s+${AGE_VERB}\s+${AGE}\s+on\s+${EXPR}$`, 'i'),
      (m) => ageOn(m[1]!, Number(m[3]), m[5]!, /turn/i.test(m[2]!), m[4])],
    [new RegExp(String.raw`^on\s+${EXPR},?\s+(?:someone|somebody|an?\s+(?:person|child|man|woman|baby|boy|girl|toddler|infant|kid|patient))\s+born\s+(?:on\s+)?${EXPR}\s+${AGE_VERB}\s+${AGE}$`, 'i'),
      (m) => ageOn(m[2]!, Number(m[4]), m[1]!, /turn/i.test(m[3]!), m[5])],
    // "If you were born on 29 February 1988, you hit 1,000 days old on 25 November 1990"; "He was born 11 February 1956, so on 1 August 2030 he's 74".
    [new RegExp(String.raw`^(?:if\s+)?${PERSON}\s+(?:was|were|is|are)\s+born\s+(?:on\s+)?${EXPR},\s*(?:then\s+)?${PERSON}\s+${AGE_VERB}\s+${AGE}\s+on\s+${EXPR}$`, 'i'),
      (m) => ageOn(m[1]!, Number(m[3]), m[5]!, /turn|hit|reach/i.test(m[2]!), m[4])],
    [new RegExp(String.raw`^${PERSON}\s+(?:was|were|is)\s+born\s+(?:on\s+)?${EXPR},?\s+so\s+on\s+${EXPR},?\s+${PERSON_IS}\s+${AGE}$`, 'i'),
      (m) => ageOn(m[1]!, Number(m[3]), m[2]!, /\b(?:turns?|hits?|reach(?:es)?)\s+\d/i.test(m[0]), m[4])],
    // "Born 23 August 1977, she was 56 years old on 7 September 2033": the participle names whose age it is.
    [new RegExp(String.raw`^born\s+(?:on\s+)?${EXPR},\s+(?:he|she|they|[a-z]+)\s+${AGE_VERB}\s+${AGE}\s+on\s+${EXPR}$`, 'i'),
      (m) => ageOn(m[1]!, Number(m[3]), m[5]!, /turn/i.test(m[2]!), m[4])],
    // "Born 24 February 1975 → aged 51 on 16 February 2026": an arrow from the birth to the age it gives.
    [new RegExp(String.raw`^born\s+(?:on\s+)?${EXPR}\s*(?:→|->)\s*(aged|age|turns|turned)?\s*${AGE}\s+on\s+${EXPR}$`, 'i'),
      (m) => (m[2] || m[4] ? ageOn(m[1]!, Number(m[3]), m[5]!, /turn/i.test(m[2] ?? ''), m[4]) : undefined)],
    // "Counting from 1964-05-17, it is 58 days until 1964-07-14": a count forward, so the second date must come later.
    [new RegExp(String.raw`^counting\s+from\s+${EXPR},?\s+it\s+(?:is|was|will\s+be)\s+${COUNT_RE}\s+${UNIT_RE}\s+(?:until|till|to)\s+${EXPR}$`, 'i'), (m) => {
      const [a, b] = [dateExpr(m[1]!), dateExpr(m[4]!)];
      if (a && b && a !== 'invalid' && b !== 'invalid' && daysFromCivil(b.y, b.m, b.d) < daysFromCivil(a.y, a.m, a.d)) return uncertain('the second date comes before the first', C);
      return gap(m[1]!, m[4]!, Number(m[2]), m[3]!);
    }],
    // Leap years in a span: "There are 48 leap years from 1901 to 2100 inclusive", "Between 1851 and 1900 (inclusive) there are 12 leap years".
    [new RegExp(String.raw`^there\s+(?:are|were|will\s+be)\s+(?:exactly\s+)?(\d+)\s+leap\s+years\s+(?:from|between|in)\s+(\d{1,4})\s+(?:to|and|through|until|-)\s+(\d{1,4}),?(?:\s*\(?(inclusive|exclusive)\)?)?$`, 'i'), (m) => leapYearsIn(m[2]!, m[3]!, Number(m[1]), m[4])],
    [new RegExp(String.raw`^(?:from|between)\s+(\d{1,4})\s+(?:to|and|through|until|-)\s+(\d{1,4})(?:\s*,?\s*\(?(inclusive|exclusive)\)?)?,?\s+there\s+(?:are|were|will\s+be)\s+(?:exactly\s+)?(\d+)\s+leap\s+years$`, 'i'), (m) => leapYearsIn(m[1]!, m[2]!, Number(m[4]), m[3])],
    [new RegExp(String.raw`^(\d+)\s+(?:of\s+the\s+)?years\s+(?:from|between)\s+(\d{1,4})\s+(?:to|and|through|until|-)\s+(\d{1,4}),?(?:\s*\(?(inclusive|exclusive)\)?)?\s+(?:are|were)\s+leap\s+years$`, 'i'), (m) => leapYearsIn(m[2]!, m[3]!, Number(m[1]), m[4])],
    // Days or weeks between two dates, said every way round.
    [new RegExp(String.raw`^there\s+(?:are|were)\s+(?:exactly\s+)?${COUNT_RE}\s+${UNIT_RE}\s+(?:from|between)\s+${EXPR}\s+(?:to|and|until|till)\s+${EXPR}$`, 'i'), (m) => gap(m[3]!, m[4]!, Number(m[1]), m[2]!)],
    [new RegExp(String.raw`^from\s+${EXPR}\s+(?:to|until|till)\s+${EXPR}\s+(?:is|was|are|were|makes|comes\s+to|spans)\s+(?:exactly\s+|precisely\s+)?${COUNT_RE}\s+${UNIT_RE}$`, 'i'), (m) => gap(m[1]!, m[2]!, Number(m[3]), m[4]!)],
    [new RegExp(String.raw`^${EXPR}\s+and\s+${EXPR}\s+are\s+(?:exactly\s+)?${COUNT_RE}\s+weeks\s+apart$`, 'i'), (m) => gap(m[1]!, m[2]!, Number(m[3]), 'weeks')],
    // The day of the month a phrase names: "The first Monday in February 2026 falls on the 9th".
    [new RegExp(String.raw`^${EXPR}\s+${BE}\s+the\s+(\d{1,2})(?:st|nd|rd|th)(?:\s+of\s+(?:the|that)\s+month)?$`, 'i'), (m) => dayOfMonth(m[1]!, Number(m[2]))],
    // A month begins or ends on a weekday: "February 1987 ends on a Saturday".
    [new RegExp(String.raw`^${MONTH_RE},?\s+(?:of\s+)?(\d{1,4})\s+${YEAR_STARTS}\s+(?:a\s+)?${WEEKDAY_RE}$`, 'i'),
      (m) => exprWeekday(`the ${/^(?:end|clos|finish)/i.test(m[3]!) ? 'last' : 'first'} day of ${m[1]} ${m[2]}`, m[4]!)],
    // The length of a year in days, hours, minutes or seconds.
    [new RegExp(String.raw`^(?:the\s+year\s+)?(\d{1,4})\s+(?:is|was|will\s+be|lasts|lasted)\s+(?:exactly\s+)?(\d+)\s+(days|hours|minutes|seconds)\s+long$`, 'i'), (m) => yearSpan(Number(m[1]), Number(m[2]), m[3]!)],
    [new RegExp(String.raw`^(?:the\s+year\s+)?(\d{1,4})\s+(?:has|had|will\s+have|contains|contained|lasts|lasted)\s+(?:exactly\s+)?(\d+)\s+(hours|minutes|seconds)$`, 'i'), (m) => yearSpan(Number(m[1]), Number(m[2]), m[3]!)],
    [new RegExp(String.raw`^there\s+(?:are|were|will\s+be)\s+(?:exactly\s+)?(\d+)\s+(hours|minutes|seconds)\s+in\s+(?:the\s+year\s+)?(\d{1,4})$`, 'i'), (m) => yearSpan(Number(m[3]), Number(m[1]), m[2]!)],
    // February 29 exists exactly in leap years.
    [new RegExp(String.raw`^there\s+(?:is|was|will\s+be)\s+(a|no)\s+(?:(?:february|feb\.?)\s+29(?:th)?|29(?:th)?\s+(?:of\s+)?(?:february|feb\.?))\s+in\s+(?:the\s+year\s+)?(\d{1,4})$`, 'i'),
      (m) => (m[1]!.toLowerCase() === 'a' ? leap(Number(m[2])) : negate(leap(Number(m[2]))))],
    [new RegExp(String.raw`^(?:the\s+year\s+)?(\d{1,4})\s+(?:has|had|will\s+have|contains|contained|includes|included)\s+(a|no)\s+(?:(?:february|feb\.?)\s+29(?:th)?|29(?:th)?\s+(?:of\s+)?(?:february|feb\.?))$`, 'i'),
      (m) => (m[2]!.toLowerCase() === 'a' ? leap(Number(m[1])) : negate(leap(Number(m[1]))))],
  ];
}

// Compact claims (issue 22, claims 9): a date glossed with its weekday, weekday and date
// arithmetic written with + and −, labels with their values ("Days in Q2 2330: 91"), ISO weeks
// named by number, and the months a weekday falls on a day of the month.
const MONTH_ANY = MONTH_RE.replace('(', '(?:');
const MONTH_LIST = String.raw`(${MONTH_ANY}(?:\s*,\s*${MONTH_ANY})*(?:,?\s+and\s+${MONTH_ANY})?)`;
const PLUS_MINUS = String.raw`(plus|\+|minus|−|–|-)`;
const MINUS = /^(?:minus|−|–|-)$/i;
const WEEKDAY_OR_ABBR = String.raw`(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?`;
const fullWeekday = (w: string): string => WEEKDAY_ABBR[w.toLowerCase()] ?? w;

function COMPACT_RULES(): Rule[] {
  return [
    // "2078-03-25 (Friday)", "Friday, 25 March 2078": a date written with its weekday says it is that weekday.
    [new RegExp(String.raw`^${DATE_GROUP}\s*\(\s*${WEEKDAY_NAME}\s*\)$`, 'i'), (m) => weekdayClaim(m[1]!, m[2]!)],
    [new RegExp(String.raw`^${WEEKDAY_NAME},?\s+${DATE_GROUP}$`, 'i'), (m) => weekdayClaim(m[2]!, m[1]!)],
    // "Monday + 432 days → Saturday": a weekday moved by a number of days.
    // Abbreviated names ("Sat + 9 days → Mon") are weekdays here, where nothing else is added to days.
    [new RegExp(String.raw`^${WEEKDAY_OR_ABBR}\s*${PLUS_MINUS}\s*(\d+)\s+(days?|weeks?)\s*(?:→|->|=|is|gives)\s*(?:a\s+)?${WEEKDAY_OR_ABBR}$`, 'i'),
      (m) => weekdayStep(fullWeekday(m[1]!), Number(m[3]) * (/week/i.test(m[4]!) ? 7 : 1) * (MINUS.test(m[2]!) ? -1 : 1), fullWeekday(m[5]!))],
    // "The leap day of 2092 → Thursday": an arrow from a date phrase to its weekday.
    [new RegExp(String.raw`^${EXPR}\s*(?:→|->)\s*(?:a\s+)?${WEEKDAY_NAME}$`, 'i'), (m) => exprWeekday(m[1]!, m[2]!)],
    // "2024-01-31 + 1 month = 2024-02-29" is read as "1 month after …" (a day the month lacks is not read).
    [new RegExp(String.raw`^${DATE_GROUP}\s*${PLUS_MINUS}\s*(\d+)\s+(months?|years?)\s*(?:is|=|equals|gives|→|->)\s*${DATE_GROUP}$`, 'i'),
      (m) => exprDate(`${m[3]} ${m[4]} ${MINUS.test(m[2]!) ? 'before' : 'after'} ${m[1]}`, m[5]!)],
    // "Days between 2024-01-01 and 2024-03-01: 60".
    [new RegExp(String.raw`^(?:the\s+)?(?:number\s+of\s+)?days\s+(?:between|from)\s+${EXPR}\s+(?:and|to|until)\s+${EXPR}\s*:\s*(\d+)$`, 'i'), (m) => gap(m[1]!, m[2]!, Number(m[3]))],
    // "Q3 2024: 92 days": a period labelled with its length, read only when the count is one such
    // a period can have (within 3 days of its length: months are 28 to 31 days, quarters 90 to 92,
    // halves 181 to 184); "June 2024: 20 days" counts something else.
    [/^(.+?)\s*:\s*(\d+)\s+days$/i, (m) => {
      const p = /^\d{1,4}$/.test(m[1]!) ? undefined : periodDays(m[1]!);
      return p && Math.abs(p.days - Number(m[2])) <= 3 ? periodLength(m[1]!, Number(m[2])) : undefined;
    }],
    // "2043-07-20 − 917 days = 2041-01-15".
    [new RegExp(String.raw`^${DATE_GROUP}\s*${PLUS_MINUS}\s*(\d+)\s+(days?|weeks?)\s*(?:is|=|equals|gives|→|->)\s*${DATE_GROUP}$`, 'i'),
      (m) => shift(m[1]!, Number(m[3]) * (/week/i.test(m[4]!) ? 7 : 1) * (MINUS.test(m[2]!) ? -1 : 1), m[5]!)],
    // Labels and their values: "Number of Saturdays in 2088: 53", "Days in Q2 2330: 91", "1900: 365 days".
    [/^(?:the\s+)?number\s+of\s+(.+?)\s+in\s+(.+?)\s*:\s*(\d+)$/i, (m) => readAs(`there are ${m[3]} ${m[1]} in ${m[2]}`)],
    [/^(?:the\s+)?(?:number\s+of\s+)?days\s+in\s+(.+?)\s*:\s*(\d+)$/i, (m) => readAs(`${m[1]} has ${m[2]} days`)],
    // A year and a year's length: only 365 or 366 days read so (a year labelled with any other count of days is counting something else).
    [/^(\d{3,4})\s*:\s*(36[56])\s+days$/i, (m) => yearLength(Number(m[1]), Number(m[2]))],
    // "ISO week 1 of 1964 begins on Monday 30 December 1963".
    [new RegExp(String.raw`^(?:the\s+)?iso(?:\s+8601)?\s+week\s+(\d{1,2})\s+of\s+(?:the\s+(?:iso\s+)?year\s+)?(\d{1,4})\s+(begins|starts|began|started|ends|ended|finishes|finished)\s+(?:on\s+)?${EXPR}$`, 'i'),
      (m) => isoWeekBounds(Number(m[1]), Number(m[2]), /^(?:end|finish)/i.test(m[3]!), m[4]!)],
    // "The Monday of ISO week 35 in 2028 is 28 August 2028": a weekday of a numbered ISO week (issue 22, claims11).
    [new RegExp(String.raw`^(?:the\s+)?${WEEKDAY_NAME}\s+(?:of|in)\s+iso(?:\s+8601)?\s+week\s+(\d{1,2})\s+(?:of|in)\s+(?:the\s+(?:iso\s+)?year\s+)?(\d{1,4})\s+(?:is|was|will\s+be|falls\s+on|fell\s+on)\s+${EXPR}$`, 'i'),
      (m) => isoWeekBounds(Number(m[2]), Number(m[3]), WEEKDAYS.indexOf(m[1]!.toLowerCase()), m[4]!)],
    // "ISO week 11 of 2028 runs from Monday, March 13, 2028 to Sunday, March 19, 2028": both ends must hold.
    [new RegExp(String.raw`^(?:the\s+)?iso(?:\s+8601)?\s+week\s+(\d{1,2})\s+(?:of|in)\s+(?:the\s+(?:iso\s+)?year\s+)?(\d{1,4})\s+(?:runs|ran|goes|went|lasts|lasted|is|was|spans|spanned)\s+from\s+${EXPR}\s+(?:to|until|till|through|thru)\s+${EXPR}$`, 'i'),
      (m) => {
        const [a, b] = [isoWeekBounds(Number(m[1]), Number(m[2]), false, m[3]!), isoWeekBounds(Number(m[1]), Number(m[2]), true, m[4]!)];
        if (!a || !b || a.verdict === 'uncertain' || b.verdict === 'uncertain') return a?.verdict === 'uncertain' ? a : b?.verdict === 'uncertain' ? b : undefined;
        return a.verdict === 'false' ? a : b;
      }],
    // "The ISO 8601 year 2080 has 52 weeks", "2026 has 53 ISO weeks"; a year's weeks without "ISO" are 52 and some days, not read.
    [/^(?:the\s+)?iso(?:\s+8601)?(?:\s+week-numbering|\s+week)?\s+year\s+(\d{1,4})\s+(?:has|had|will\s+have|contains|contained)\s+(\d+)\s+(?:iso\s+)?weeks$/i, (m) => isoYearWeeks(Number(m[1]), Number(m[2]))],
    [/^(?:the\s+year\s+)?(\d{1,4})\s+(?:has|had|will\s+have|contains|contained)\s+(\d+)\s+iso(?:\s+8601)?\s+weeks$/i, (m) => isoYearWeeks(Number(m[1]), Number(m[2]))],
    // "In 1939, Friday the 13th falls in January and October".
    [new RegExp(String.raw`^(?:in\s+(\d{3,4}),?\s+)?${WEEKDAY_NAME}\s+the\s+(\d{1,2})(?:st|nd|rd|th)s?\s+(?:falls?|fell|occurs?|occurred|comes|came|happens|happened|is|are|was|were)\s+(only\s+)?in\s+${MONTH_LIST}(?:,?\s+(?:of|in)\s+(\d{3,4}))?$`, 'i'),
      (m) => {
        if (m[1] && m[6]) return undefined;
        const y = m[1] ?? m[6] ?? (contextYear === undefined ? undefined : String(contextYear));
        return y === undefined ? undefined : weekdayOnDayMonths(m[2]!, Number(m[3]), Number(y), m[5]!, Boolean(m[4]));
      }],
  ];
}

function readAs(text: string): CheckResult | undefined {
  const r = firstRule(RULES, text, C, 'no calendar claim recognised');
  return r.verdict === 'uncertain' ? undefined : r;
}

/** Weeks in an ISO 8601 year: 53 when it has a week 53, i.e. when 28 December (always in its last week) is in week 53. */
function isoWeeksIn(y: number): number {
  return isoWeek(y, 12, 28).week;
}

function isoYearWeeks(y: number, n: number): CheckResult | undefined {
  if (y < 1 || y > 9999) return undefined;
  const weeks = isoWeeksIn(y);
  return decided(weeks === n, `28 December ${y} is in ISO week ${weeks}, so the ISO year ${y} has ${weeks} weeks (53 when 1 January is a Thursday, or a Wednesday in a leap year); the claim says ${n}.`, 'proof', C, ['https://en.wikipedia.org/wiki/ISO_week_date']);
}

/** The Monday (or Sunday) of ISO week W of year Y: week 1 is the week with 4 January in it. */
function isoWeekBounds(week: number, y: number, end: boolean | number, dateText: string): CheckResult | undefined {
  // end: true for the Sunday, false for the Monday, or a weekday's index (0 = Monday).
  const day = end === true ? 6 : end === false ? 0 : end;
  const claimed = dateExpr(dateText);
  if (claimed === undefined) return undefined;
  if (claimed === 'invalid') return uncertain(`"${dateText.trim()}" is not a valid date`, C);
  if (y < 2 || y > 9998 || week < 1) return undefined;
  if (week > isoWeeksIn(y)) return uncertain(`the ISO year ${y} has no week ${week}`, C);
  const monday = daysFromCivil(y, 1, 4) - weekday(y, 1, 4) + 7 * (week - 1);
  const [yy, mo, d] = civilFromDays(monday + day);
  const same = yy === claimed.y && mo === claimed.m && d === claimed.d;
  return decided(same, `ISO week ${week} of ${y} (week 1 holds 4 January) runs from ${showDate({ y: civilFromDays(monday)[0], m: civilFromDays(monday)[1], d: civilFromDays(monday)[2] })}, a Monday, to the Sunday 6 days later; its ${cap(WEEKDAYS[day]!)} is ${showDate({ y: yy, m: mo, d })}; the claim says ${showDate(claimed)}.`, 'proof', C, ['https://en.wikipedia.org/wiki/ISO_week_date']);
}

/**
 * "Friday the 13th falls in January and October 1939": the months named must be the months it
 * falls in. A month named where it does not fall makes the claim false; naming some of the
 * months only is true of each, but as a list it reads as all of them, so it is not decided
 * unless the claim says "only".
 */
function weekdayOnDayMonths(dayWord: string, dom: number, y: number, listText: string, only: boolean): CheckResult | undefined {
  const named = listText.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((w) => monthNumber(w.trim())).filter((x): x is number => x !== undefined);
  const want = WEEKDAYS.indexOf(dayWord.toLowerCase());
  if (want < 0 || y < 1 || dom < 1 || dom > 31 || named.length === 0 || new Set(named).size !== named.length) return undefined;
  const actual: number[] = [];
  for (let mo = 1; mo <= 12; mo++) if (dom <= daysInMonth(y, mo) && weekday(y, mo, dom) === want) actual.push(mo);
  const list = (ms: number[]) => ms.map((k) => cap(MONTHS[k - 1]!)).join(', ') || 'no month';
  const why = `In ${y}, ${cap(dayWord.toLowerCase())} the ${dom}th falls in ${list(actual)}; the claim names ${list(named)}.`;
  if (named.some((k) => !actual.includes(k))) return decided(false, why, 'proof', C, [SOURCE]);
  if (named.length === actual.length) return decided(true, why, 'proof', C, [SOURCE]);
  return only ? decided(false, why, 'proof', C, [SOURCE]) : uncertain(`${why} The claim names some of the months, which is true of each but may mean all`, C);
}

/** ISO 8601 week of a date: the week (Monday to Sunday) belongs to the year its Thursday is in. */
export function isoWeek(y: number, m: number, d: number): { year: number; week: number } {
  const z = daysFromCivil(y, m, d);
  const thursday = z - weekday(y, m, d) + 3;
  const year = civilFromDays(thursday)[0];
  return { year, week: Math.floor((thursday - daysFromCivil(year, 1, 1)) / 7) + 1 };
}

function isoWeekClaim(exprText: string, week: number, yearText: string | undefined): CheckResult | undefined {
  const e = dateExpr(exprText);
  if (e === undefined) return undefined;
  if (e === 'invalid') return uncertain(`"${exprText.trim()}" is not a valid date`, C);
  const iso = isoWeek(e.y, e.m, e.d);
  const right = iso.week === week && (yearText === undefined ? iso.year === e.y || undefined : iso.year === Number(yearText));
  // Without the ISO year, a week of the next or the previous year is not the one the claim names.
  if (right === undefined) return uncertain(`${showDate(e)} is in ISO week ${iso.week} of ${iso.year}, and the claim names no ISO year`, C);
  return decided(right, `${showDate(e)} is in ISO week ${iso.week} of ${iso.year} (the week belongs to the year of its Thursday); the claim says week ${week}${yearText ? ` of ${yearText}` : ''}.`, 'proof', C, ['https://en.wikipedia.org/wiki/ISO_week_date']);
}

/**
 * The n-th century is the years 100(n − 1) + 1 to 100n (there is no year 0). A year ending in 00
 * belongs, by that count, to the century it closes, but common usage puts it in the next (the
 * 1900s), so it is left open.
 */
function centuryClaim(y: number, n: number): CheckResult | undefined {
  if (y < 1 || n < 1) return undefined;
  if (y % 100 === 0) return uncertain(`${y} closes a century by the ordinal count but opens the "${y}s" in common usage`, C);
  const c = Math.ceil(y / 100);
  return decided(c === n, `The ${nth(c)} century runs from ${100 * (c - 1) + 1} to ${100 * c}, so ${y} is in it; the claim says the ${nth(n)}.`, 'proof', C);
}

const nth = (n: number): string => `${n}${ordinalSuffix(n)}`;

const YEAR_UNIT_DAYS = wordTable<number>({ week: 7, day: 1, hour: 1 / 24, minute: 1 / 1440, second: 1 / 86400 });

/** "8,760 hours", "52 weeks and 2 days": an amount of time in days, undefined when not one. */
function timeAmountDays(text: string): number | undefined {
  const parts = text.replace(/(\d),(?=\d{3}\b)/g, '$1').split(/\s*(?:,\s*|\s+and\s+|\s+)(?=\d)/);
  let days = 0;
  for (const part of parts) {
    const m = /^(\d+)\s+(week|day|hour|minute|second)s?$/i.exec(part.trim());
    if (!m) return undefined;
    days += Number(m[1]) * YEAR_UNIT_DAYS[m[2]!.toLowerCase()]!;
  }
  return days;
}

/** Every common year has 365 days and every leap year 366, so their length is known without naming the year. */
function kindOfYearLength(kind: string, amountText: string): CheckResult | undefined {
  const days = timeAmountDays(amountText);
  if (days === undefined) return undefined;
  const actual = /^leap/i.test(kind) ? 366 : 365;
  return decided(Math.abs(days - actual) < 1e-9, `A ${/^leap/i.test(kind) ? 'leap' : 'common'} year has ${actual} days; ${amountText.trim()} is ${Math.round(days * 1e6) / 1e6} days.`, 'proof', C, [SOURCE]);
}

// Clock times (issue 22): a 24-hour time ("21:30", "07:40") or a 12-hour one with its half of
// the day ("6:35 PM", "5:05 a.m."); clock arithmetic is modulo 24 hours. A 12-hour time without
// AM or PM names two times and is read only where both readings agree.
const CLOCK = String.raw`(\d{1,2}:\d{2}(?:\s*(?:[ap]\.?\s?m\.?))?)`;
const DURATION = String.raw`((?:\d+(?:\.\d+)?\s*(?:hours?|hrs?|h)(?:\s*(?:and\s+)?\d+\s*(?:minutes?|mins?|m))?)|(?:\d+\s*(?:minutes?|mins?)))`;
const LASTS = String.raw`(?:lasts|lasted|takes|took|runs|ran|is|was|comes\s+to|spans)`;
const AFTER_TIME = String.raw`(?:is|it\s+is|it's|it\s+will\s+be|gives|=)`;

/**
 * Minutes after midnight of a clock time ("21:30", "6:35 PM", "9 a.m.", "3.30pm"); undefined when
 * it is not a time of day. A bare number is no time: without AM/PM the minutes must be written.
 * The one reader of clock times, for claims here and for documents in grounding/arithmetic.ts.
 */
export function clockMinutes(text: string): number | undefined {
  const m = /^(\d{1,2})(?:([:.])(\d{2}))?(?:\s*([ap])\.?\s?m\.?)?$/i.exec(text.trim());
  if (!m || (!m[3] && !m[4]) || (m[2] === '.' && !m[4])) return undefined;
  let h = Number(m[1]);
  const min = Number(m[3] ?? 0);
  if (min > 59) return undefined;
  if (m[4]) {
    if (h < 1 || h > 12) return undefined;
    h = (h % 12) + (m[4].toLowerCase() === 'p' ? 12 : 0);
  } else if (h > 23) return undefined;
  return h * 60 + min;
}

/** A 24-hour time written with two digits for the hour ("05:05"), or a 12-hour one with AM/PM. */
function showClock(minutes: number): string {
  const t = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}

/** "3 h 40 min", "198 minutes", "2.5 hours" in minutes. */
function durationMinutes(text: string): number | undefined {
  const m = /^(?:(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h))?\s*(?:and\s+)?(?:(\d+)\s*(?:minutes?|mins?|m))?$/i.exec(text.trim());
  if (!m || (m[1] === undefined && m[2] === undefined)) return undefined;
  const v = Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0);
  return Number.isInteger(v) ? v : undefined;
}

/**
 * Whether the times may be 12-hour times without AM or PM, each naming two times of day: none
 * carries AM/PM and none is written the 24-hour way (a zero-padded hour, "00:15", "13:40").
 */
function halvesOpen(...texts: string[]): boolean {
  return !texts.some((t) => /[ap]\.?\s?m/i.test(t) || /^\s*0\d:/.test(t) || Number(/^\s*(\d{1,2}):/.exec(t)?.[1]) > 12 || Number(/^\s*(\d{1,2}):/.exec(t)?.[1]) === 0);
}

function sameClock(aText: string, bText: string): CheckResult | undefined {
  const [a, b] = [clockMinutes(aText), clockMinutes(bText)];
  if (a === undefined || b === undefined) return undefined;
  // "2:45 AM is 14:45": one side must carry AM/PM and the other be a 24-hour time.
  if (!/[ap]\.?\s?m/i.test(aText + bText)) return undefined;
  return decided(a === b, `${aText.trim()} is ${showClock(a)} and ${bText.trim()} is ${showClock(b)} on the 24-hour clock.`, 'proof', C);
}

function clockSpan(fromText: string, toText: string, durText: string): CheckResult | undefined {
  const [a, b, d] = [clockMinutes(fromText), clockMinutes(toText), durationMinutes(durText)];
  if (a === undefined || b === undefined || d === undefined) return undefined;
  if (halvesOpen(fromText, toText)) return uncertain('a time without AM or PM names two times of day', C);
  // A span that ends at an earlier clock time runs past midnight; it could also run for days, so only same-day spans are read.
  if (b <= a) return uncertain('the end is not later than the start on the same day', C);
  return decided(b - a === d, `From ${showClock(a)} to ${showClock(b)} is ${Math.floor((b - a) / 60)} h ${(b - a) % 60} min (${b - a} minutes), claimed ${d} minutes.`, 'proof', C);
}

function clockShift(startText: string, durText: string, endText: string, sign: number): CheckResult | undefined {
  const [a, d, b] = [clockMinutes(startText), durationMinutes(durText), clockMinutes(endText)];
  if (a === undefined || b === undefined || d === undefined) return undefined;
  if (halvesOpen(startText, endText)) return uncertain('a time without AM or PM names two times of day', C);
  const t = a + sign * d;
  return decided(((t % 1440) + 1440) % 1440 === b, `${showClock(a)} ${sign > 0 ? '+' : '−'} ${d} min is ${showClock(t)} on a 24-hour clock, claimed ${showClock(b)}.`, 'proof', C);
}

/** "12:00 PM is midnight": noon is 12:00 and midnight 00:00; only a time that says its half of the day (or a 24-hour one) is compared. */
function namedClock(timeText: string, name: string): CheckResult | undefined {
  const t = clockMinutes(timeText);
  if (t === undefined || halvesOpen(timeText)) return undefined;
  const want = /midnight/i.test(name) ? 0 : 720;
  return decided(t === want, `${timeText.trim()} is ${showClock(t)} on the 24-hour clock; ${name.toLowerCase()} is ${showClock(want)}.`, 'proof', C);
}

/** "leaving at 22:40 and landing at 06:10 the next day … 7 h 30 min": a span that says it ends the next day runs past midnight once. */
function nextDaySpan(fromText: string, toText: string, nextDay: string | undefined, durText: string): CheckResult | undefined {
  if (!nextDay) return clockSpan(fromText, toText, durText);
  const [a, b, d] = [clockMinutes(fromText), clockMinutes(toText), durationMinutes(durText)];
  if (a === undefined || b === undefined || d === undefined) return undefined;
  if (halvesOpen(fromText, toText)) return uncertain('a time without AM or PM names two times of day', C);
  const span = b + 1440 - a;
  return decided(span === d, `From ${showClock(a)} to ${showClock(b)} the next day is ${Math.floor(span / 60)} h ${span % 60} min (${span} minutes), claimed ${d} minutes.`, 'proof', C);
}

const CLOCK_RULES: Rule[] = [
  [new RegExp(String.raw`^${CLOCK}\s+(?:is|means|=)\s+(noon|midday|midnight)$`, 'i'), (m) => namedClock(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(noon|midday|midnight)\s+(?:is|=)\s+${CLOCK}$`, 'i'), (m) => namedClock(m[2]!, m[1]!)],
  // "A flight leaving at 22:40 and landing at 06:10 the next day is in the air for 7 h 30 min".
  [new RegExp(String.raw`^(?:an?|the)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:leaving|departing|starting|taking\s+off|setting\s+off|beginning)\s+at\s+${CLOCK}\s+and\s+(?:landing|arriving|ending|finishing|getting\s+in)\s+at\s+${CLOCK}(\s+(?:the\s+)?(?:next|following)\s+(?:day|morning))?,?\s+(?:is\s+in\s+the\s+air|is\s+under\s+way|travels|runs|lasts|takes)\s+(?:for\s+)?${DURATION}$`, 'i'), (m) => nextDaySpan(m[1]!, m[2]!, m[3], m[4]!)],
  [new RegExp(String.raw`^${CLOCK}(?:\s+(?:in|on)\s+(?:the\s+)?(?:24|12)-hour\s+(?:time|clock|notation|format))?\s+(?:is|equals|=|corresponds\s+to|is\s+written(?:\s+as)?|becomes|→|->)\s+${CLOCK}(?:\s+(?:in|on)\s+(?:the\s+)?24-hour\s+(?:time|clock|notation|format))?$`, 'i'), (m) => sameClock(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:in\s+24-hour\s+(?:time|notation|format),?\s+)${CLOCK}\s+(?:is|becomes)\s+${CLOCK}$`, 'i'), (m) => sameClock(m[1]!, m[2]!)],
  // "A meeting from 09:50 to 13:08 lasts 198 minutes": what runs may be named before "from".
  [new RegExp(String.raw`^(?:(?:an?|the)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:running\s+|lasting\s+)?)?from\s+${CLOCK}\s+(?:to|until|till)\s+${CLOCK}\s+${LASTS}\s+(?:exactly\s+)?${DURATION}(?:\s+long)?$`, 'i'), (m) => clockSpan(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:time|duration)\s+(?:from|between)\s+${CLOCK}\s+(?:to|and|until)\s+${CLOCK}\s+is\s+${DURATION}$`, 'i'), (m) => clockSpan(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^${DURATION}\s+(after|before|later\s+than|earlier\s+than)\s+${CLOCK},?\s+${AFTER_TIME}\s+${CLOCK}$`, 'i'), (m) => clockShift(m[3]!, m[1]!, m[4]!, /before|earlier/i.test(m[2]!) ? -1 : 1)],
  [new RegExp(String.raw`^${CLOCK}\s+(plus|\+|minus|-)\s+${DURATION}\s+(?:is|=|gives|equals|makes)\s+${CLOCK}$`, 'i'), (m) => clockShift(m[1]!, m[3]!, m[4]!, /plus|\+/i.test(m[2]!) ? 1 : -1)],
];

// Clock times on named days (issue 22, claims 8): a time may say which day it falls on ("08:55
// the next day", "1:20 am the next morning", "4:40 pm on Wednesday", "9:30 pm on the same day");
// a span between two such times runs over the days they name, so "from 23:50 to 08:55 the next
// day" is 9 h 5 min. Two weekdays name the days between them (modulo a week: the same weekday
// twice could be 0 or 7 days apart, so it is not read); a span without any day runs within one
// day, as before.
const WEEKDAY_ONE = String.raw`monday|tuesday|wednesday|thursday|friday|saturday|sunday`;
const TIME_AT = String.raw`${CLOCK}(?:\s+(?:on\s+)?(?:the\s+)?(?:(next|following)\s+(?:day|morning|afternoon|evening|night)|(same)\s+day|(${WEEKDAY_ONE})))?`;
// Who or what spans the time, before "from": "A shift", "The meeting running", "If you sleep".
const SPAN_LEAD = String.raw`(?:(?:if\s+|when\s+)?(?:you|we|i|he|she|they|it)\s+[a-z]+|(?:an?|the)\s+[a-z]+(?:\s+[a-z]+)?(?:\s+(?:running|lasting|that\s+runs|that\s+lasts|which\s+runs))?)\s+`;
const SPAN_VERB = String.raw`(?:is|was|are|were|lasts|lasted|takes|took|runs|ran|comes\s+to|spans|makes|that's|that\s+is|it's|it\s+is|that\s+makes|which\s+is|which\s+makes|you\s+get|is\s+a\s+total\s+of)`;

/** Days from the first named day to the second: undefined when they name none, `open` when the reading is not settled. */
function daysBetweenNotes(a: { next?: string; same?: string; wd?: string }, b: { next?: string; same?: string; wd?: string }): number | 'open' | undefined {
  if (a.next) return 'open';
  if (a.wd || b.wd) {
    if (!a.wd || !b.wd || a.same || b.same || b.next) return 'open';
    const k = (((WEEKDAYS.indexOf(b.wd.toLowerCase()) - WEEKDAYS.indexOf(a.wd.toLowerCase())) % 7) + 7) % 7;
    return k === 0 ? 'open' : k;
  }
  if (b.next) return a.same ? 'open' : 1;
  if (a.same || b.same) return 0;
  return undefined;
}

/** The groups of two TIME_AT and a DURATION, in that order: start, its day notes, end, its day notes, duration. */
function daySpan(groups: (string | undefined)[]): CheckResult | undefined {
  const [aText, aNext, aSame, aWd, bText, bNext, bSame, bWd, durText] = groups;
  const days = daysBetweenNotes({ next: aNext, same: aSame, wd: aWd }, { next: bNext, same: bSame, wd: bWd });
  if (days === undefined) return clockSpan(aText!, bText!, durText!);
  const [a, b, d] = [clockMinutes(aText!), clockMinutes(bText!), durationMinutes(durText!)];
  if (a === undefined || b === undefined || d === undefined) return undefined;
  if (days === 'open') return uncertain('the days the two times fall on do not settle how many days the span crosses', C);
  if (halvesOpen(aText!, bText!)) return uncertain('a time without AM or PM names two times of day', C);
  const span = b - a + 1440 * days;
  if (span <= 0) return uncertain('the end is not later than the start on the days named', C);
  return decided(span === d, `From ${showClock(a)} to ${showClock(b)}${days ? ` ${days} day${days > 1 ? 's' : ''} later` : ' on the same day'} is ${Math.floor(span / 60)} h ${span % 60} min (${span} minutes), claimed ${d} minutes.`, 'proof', C);
}

const DAY_SPAN_RULES: Rule[] = [
  // "From 23:50 to 08:55 the next day is 9 h 5 min", "A shift from 10:55 am to 9:30 pm on the same day lasts 10 h 35 min",
  // "If you sleep from 6:55 pm until 1:20 am the next morning, that's 5 hours and 25 minutes of sleep".
  [new RegExp(String.raw`^(?:${SPAN_LEAD})?(?:from\s+)?${TIME_AT}\s+(?:to|until|till|through)\s+${TIME_AT},?\s+${SPAN_VERB}\s+(?:exactly\s+)?${DURATION}(?:\s+long|\s+in\s+total|\s+of\s+[a-z]+)?$`, 'i'), (m) => daySpan(m.slice(1, 10))],
  // "Between 9:15 am and 5:45 pm there are 8 hours 30 minutes", "There are 8 h 30 min between 9:15 am and 5:45 pm".
  [new RegExp(String.raw`^between\s+${TIME_AT}\s+and\s+${TIME_AT},?\s+there\s+(?:are|is|were|was)\s+(?:exactly\s+)?${DURATION}$`, 'i'), (m) => daySpan(m.slice(1, 10))],
  [new RegExp(String.raw`^there\s+(?:are|is|were|was)\s+(?:exactly\s+)?${DURATION}\s+between\s+${TIME_AT}\s+and\s+${TIME_AT}$`, 'i'), (m) => daySpan([...m.slice(2, 10), m[1]])],
  // "If the train leaves at 10:45 pm and arrives at 6:20 am the next day, the trip takes 7 h 35 min".
  [new RegExp(String.raw`^(?:if\s+|when\s+)?(?:an?|the)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:leaves|departs|starts|begins|sets\s+off|takes\s+off)\s+at\s+${TIME_AT}\s+and\s+(?:arrives|lands|ends|finishes|gets\s+in)\s+at\s+${TIME_AT},?\s+(?:then\s+)?(?:the\s+[a-z]+|it|that)\s+(?:takes|took|lasts|lasted|is|was)\s+(?:exactly\s+)?${DURATION}(?:\s+long)?$`, 'i'), (m) => daySpan(m.slice(1, 10))],
];

// A clock time a duration on (issue 22, claims 8): "If it's 11:55 am now, then in 8 hours 35 minutes
// it will be 9:30 pm", "A film that runs 2 hours and starts at 9:35 am ends at 11:35 am". Only the
// time of day is claimed, so the arithmetic is modulo 24 hours, as clockShift's.
const IT_WILL_BE = String.raw`(?:it\s+will\s+be|it'll\s+be|it\s+is|it's|it\s+would\s+be|the\s+time\s+will\s+be|the\s+clock\s+will\s+(?:show|read|say))`;
const THING = String.raw`(?:an?|the)\s+[a-z]+(?:\s+[a-z]+)?\s+`;
const RUNS = String.raw`(?:runs|lasts|takes)\s+(?:for\s+)?`;
const STARTS = String.raw`(?:starts|begins|starting|beginning)\s+at\s+`;
const ENDS = String.raw`(?:ends|finishes|is\s+over|will\s+end|will\s+finish|will\s+be\s+over)\s+at\s+`;
const CLOCK_ON_RULES: Rule[] = [
  [new RegExp(String.raw`^(?:if\s+)?it(?:'s|\s+is)\s+${CLOCK}(?:\s+now)?,?\s+(?:then\s+)?in\s+${DURATION}(?:\s+time|\s+from\s+now)?,?\s+${IT_WILL_BE}\s+${CLOCK}$`, 'i'), (m) => clockShift(m[1]!, m[2]!, m[3]!, 1)],
  [new RegExp(String.raw`^(?:if\s+)?it(?:'s|\s+is)\s+${CLOCK}(?:\s+now)?,?\s+(?:then\s+)?${DURATION}\s+(later|ago|earlier|from\s+now)\s+(?:it\s+(?:was|will\s+be|is)|it'll\s+be|it's)\s+${CLOCK}$`, 'i'),
    (m) => clockShift(m[1]!, m[2]!, m[4]!, /ago|earlier/i.test(m[3]!) ? -1 : 1)],
  [new RegExp(String.raw`^${THING}(?:that\s+|which\s+)?${RUNS}${DURATION}\s+and\s+${STARTS}${CLOCK},?\s+${ENDS}${CLOCK}$`, 'i'), (m) => clockShift(m[2]!, m[1]!, m[3]!, 1)],
  [new RegExp(String.raw`^${THING}(?:that\s+|which\s+)?${STARTS}${CLOCK}\s+and\s+${RUNS}${DURATION},?\s+${ENDS}${CLOCK}$`, 'i'), (m) => clockShift(m[1]!, m[2]!, m[3]!, 1)],
  // "Starting at 7:50 am, a 3 h 25 min drive ends at 11:15 am".
  [new RegExp(String.raw`^${STARTS}${CLOCK},\s+(?:an?|the)\s+${DURATION}\s+[a-z]+\s+${ENDS}${CLOCK}$`, 'i'), (m) => clockShift(m[1]!, m[2]!, m[3]!, 1)],
];

// Working days and weekends (issue 22, claims 8). "Weekdays" are Monday to Friday; "working
// days" and "business days" also leave out public holidays, which differ by country, so they
// are counted only when the claim says it counts Monday to Friday ("if you count Monday through
// Friday", "(Monday to Friday)", "Counting Mondays to Fridays only,"). The weekend is Saturday and Sunday.
const MON_FRI = String.raw`(?:mondays?|mon\.?)\s*(?:to|through|thru|-|–)\s*(?:fridays?|fri\.?)`;
const GLOSSES: RegExp[] = [
  new RegExp(String.raw`\s*\(\s*(?:i\.?e\.?,?\s+|from\s+)?${MON_FRI}(?:\s+only)?\s*\)`, 'i'),
  new RegExp(String.raw`,?\s+(?:if\s+(?:you|we|one)\s+counts?|counting|when\s+(?:you|we)\s+count)\s+(?:only\s+)?(?:from\s+)?${MON_FRI}(?:\s+only)?$`, 'i'),
  new RegExp(String.raw`^(?:counting|if\s+(?:you|we)\s+count)\s+(?:only\s+)?(?:from\s+)?${MON_FRI}(?:\s+only)?,\s*`, 'i'),
];
const DAY_KIND = String.raw`(weekdays|week\s+days|working\s+days|workdays|business\s+days|weekend\s+days|days)`;
const MONTH_YEAR = String.raw`${MONTH_RE},?\s+(?:of\s+)?(\d{1,4})`;

function workingDays(monthWord: string, y: number, n: number, kind: string | undefined, glossed: boolean, ofThem: boolean): CheckResult | undefined {
  const mo = monthNumber(monthWord);
  if (!mo || y < 1) return undefined;
  const k = (kind ?? '').toLowerCase().replace(/\s+/g, ' ');
  const weekend = k === 'weekend days';
  if (weekend && glossed) return undefined;
  if (ofThem || k === 'days') {
    if (!glossed) return undefined;
  } else if (!weekend && k !== 'weekdays' && k !== 'week days' && !glossed) return uncertain(`${k} leave out public holidays, which the claim does not name`, C);
  let count = 0;
  for (let d = 1; d <= daysInMonth(y, mo); d++) if ((weekday(y, mo, d) >= 5) === weekend) count++;
  return decided(count === n, `${cap(MONTHS[mo - 1]!)} ${y} starts on a ${cap(WEEKDAYS[weekday(y, mo, 1)]!)} and has ${daysInMonth(y, mo)} days, so ${count} of them are ${weekend ? 'Saturdays or Sundays' : 'Mondays to Fridays'}; the claim says ${n}.`, 'proof', C, [SOURCE]);
}

const WORKING_DAY_CORES: [RegExp, (m: RegExpExecArray, glossed: boolean) => CheckResult | undefined][] = [
  [new RegExp(String.raw`^${MONTH_YEAR}\s+(?:has|had|will\s+have|contains|contained)\s+(?:exactly\s+)?(\d+)(?:\s+(of\s+them)|\s+${DAY_KIND})?$`, 'i'), (m, g) => workingDays(m[1]!, Number(m[2]), Number(m[3]), m[5], g, Boolean(m[4]) || !m[5])],
  [new RegExp(String.raw`^there\s+(?:are|were|will\s+be)\s+(?:exactly\s+)?(\d+)\s+${DAY_KIND}\s+in\s+${MONTH_YEAR}$`, 'i'), (m, g) => workingDays(m[3]!, Number(m[4]), Number(m[1]), m[2], g, false)],
  [new RegExp(String.raw`^${MONTH_YEAR}\s+(?:has|had|will\s+have|contains|contained)\s+(?:exactly\s+)?(\d+)\s+${DAY_KIND}\s+in\s+it$`, 'i'), (m, g) => workingDays(m[1]!, Number(m[2]), Number(m[3]), m[4], g, false)],
];

/** A count of weekdays, working days or weekend days in a month, with its gloss of which days count. */
function workingDayClaim(text: string): CheckResult | undefined {
  let t = text;
  let glossed = false;
  for (const g of GLOSSES) {
    const next = t.replace(g, '');
    if (next !== t) {
      if (glossed) return undefined;
      glossed = true;
      t = next.trim();
    }
  }
  for (const [re, f] of WORKING_DAY_CORES) {
    const m = re.exec(t);
    if (m) return f(m, glossed);
  }
  return undefined;
}

/** "2082-04-25 was a Saturday or a Sunday", "March 6, 2043 lands on a weekend day": a date's weekday in a set. */
function weekdayIn(exprText: string, set: number[], what: string): CheckResult | undefined {
  const e = dateExpr(exprText);
  if (e === undefined) return undefined;
  if (e === 'invalid') return uncertain(`"${exprText.trim()}" is not a valid date`, C);
  const actual = weekday(e.y, e.m, e.d);
  return decided(set.includes(actual), `${cap(exprText.trim())} is ${showDate(e)}, a ${cap(WEEKDAYS[actual]!)}; the claim says ${what}.`, 'proof', C, [SOURCE]);
}

const WEEKDAY_LIST = String.raw`((?:(?:a\s+)?(?:${WEEKDAY_ONE})\s*,\s*)*(?:a\s+)?(?:${WEEKDAY_ONE}),?\s+or\s+(?:a\s+|on\s+a\s+)?(?:${WEEKDAY_ONE}))`;
const WEEKEND_RULES: Rule[] = [
  [new RegExp(String.raw`^${EXPR}\s+${BE}\s+(?:a\s+|on\s+a\s+|the\s+)?weekend(?:\s+day)?$`, 'i'), (m) => weekdayIn(m[1]!, [5, 6], 'a Saturday or a Sunday')],
  [new RegExp(String.raw`^${EXPR}\s+${BE}\s+(?:a\s+|on\s+a\s+)?(?:weekday|week\s+day)(?:\s+\(\s*${MON_FRI}\s*\))?$`, 'i'), (m) => weekdayIn(m[1]!, [0, 1, 2, 3, 4], 'a Monday to Friday')],
  [new RegExp(String.raw`^${EXPR}\s+${BE}\s+(?:on\s+)?${WEEKDAY_LIST}$`, 'i'), (m) => {
    const names = m[2]!.toLowerCase().split(/\s*,\s*|\s+or\s+/).map((w) => w.replace(/^(?:on\s+)?(?:a\s+)?/, '').trim()).filter(Boolean);
    const set = names.map((w) => WEEKDAYS.indexOf(w));
    if (set.some((k) => k < 0) || new Set(set).size !== set.length) return undefined;
    return weekdayIn(m[1]!, set, `a ${names.map(cap).join(' or a ')}`);
  }],
];

// Weekdays a number of days apart (issue 22): "22 days after a Tuesday is a Thursday",
// "Starting on a Saturday, 41 days later it is Saturday". Weekdays repeat every 7 days.
function weekdayStep(fromWord: string, days: number, toWord: string): CheckResult | undefined {
  const [a, b] = [WEEKDAYS.indexOf(fromWord.toLowerCase()), WEEKDAYS.indexOf(toWord.toLowerCase())];
  if (a < 0 || b < 0) return undefined;
  const actual = (((a + days) % 7) + 7) % 7;
  return decided(actual === b, `${Math.abs(days)} days ${days < 0 ? 'before' : 'after'} a ${cap(WEEKDAYS[a]!)} is a ${cap(WEEKDAYS[actual]!)} (${Math.abs(days)} mod 7 = ${Math.abs(days) % 7}).`, 'proof', C);
}

/**
 * "If 7 November 2011 is a Monday, then 7 November 2012 is a Wednesday": the second weekday
 * follows from the first by the days between. Decided only when the first date really is that
 * weekday, so the implication and the reasoning it shows agree.
 */
function weekdayFromWeekday(aText: string, aDay: string, bText: string, bDay: string): CheckResult | undefined {
  const [a, b] = [parseDate(aText), parseDate(bText)];
  if (!a || !b) return undefined;
  const first = weekdayClaim(aText, aDay);
  if (!first || first.verdict !== 'true') return uncertain(`${showDate(a)} is not a ${cap(aDay.toLowerCase())}, so what follows from it is not decided`, C);
  return weekdayClaim(bText, bDay);
}

const WEEKDAY_NAME = String.raw`(monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const WEEKDAY_STEP_RULES: Rule[] = [
  // "208 days after a Monday is always a Saturday": weekdays repeat every 7 days, so "always" adds nothing.
  [new RegExp(String.raw`^(\d+)\s+days?\s+(after|before|from)\s+(?:a\s+|any\s+)?${WEEKDAY_NAME}\s+(?:is|comes|falls\s+on|lands\s+on|will\s+be)\s+(?:always\s+)?(?:a\s+|on\s+a\s+)?${WEEKDAY_NAME}$`, 'i'), (m) => weekdayStep(m[3]!, Number(m[1]) * (/before/i.test(m[2]!) ? -1 : 1), m[4]!)],
  // "Counting forward 227 days from a Sunday lands on a Wednesday", "Going back 10 days from a Friday gives a Tuesday".
  [new RegExp(String.raw`^(?:counting|going|moving|stepping)\s+(forwards?|ahead|on|back|backwards?)\s+(\d+)\s+days?\s+from\s+(?:a\s+)?${WEEKDAY_NAME},?\s+(?:(?:you\s+)?(?:land|lands|end\s+up|arrive|arrives)\s+on|(?:gives|brings\s+you\s+to|reaches|is))\s+(?:a\s+)?${WEEKDAY_NAME}$`, 'i'),
    (m) => weekdayStep(m[3]!, Number(m[2]) * (/back/i.test(m[1]!) ? -1 : 1), m[4]!)],
  [new RegExp(String.raw`^(?:starting|beginning)\s+(?:on|from)\s+a\s+${WEEKDAY_NAME},?\s+(\d+)\s+days?\s+(later|after(?:wards)?|on)\s+(?:it\s+)?(?:is|will\s+be|it'll\s+be)\s+(?:a\s+)?${WEEKDAY_NAME}$`, 'i'), (m) => weekdayStep(m[1]!, Number(m[2]), m[4]!)],
  [new RegExp(String.raw`^if\s+today\s+is\s+(?:a\s+)?${WEEKDAY_NAME},?\s+(?:then\s+)?(?:in\s+)?(\d+)\s+days?\s+(?:from\s+(?:now|today)|later)\s+(?:it\s+)?(?:is|will\s+be)\s+(?:a\s+)?${WEEKDAY_NAME}$`, 'i'), (m) => weekdayStep(m[1]!, Number(m[2]), m[3]!)],
  // "May 4, 1991 was a Saturday, so May 4, 1992 was a Sunday" asserts both weekdays.
  [new RegExp(String.raw`^${DATE_GROUP}\s+(?:is|was)\s+a\s+${WEEKDAY_NAME},?\s+so\s+${DATE_GROUP}\s+(?:is|was|will\s+be)\s+a\s+${WEEKDAY_NAME}$`, 'i'), (m) => {
    const first = weekdayClaim(m[1]!, m[2]!);
    return first?.verdict === 'false' ? first : first?.verdict === 'true' ? weekdayClaim(m[3]!, m[4]!) : undefined;
  }],
  [new RegExp(String.raw`^if\s+${DATE_GROUP}\s+(?:is|was)\s+a\s+${WEEKDAY_NAME},?\s+then\s+${DATE_GROUP}\s+(?:is|was|will\s+be)\s+a\s+${WEEKDAY_NAME}$`, 'i'), (m) => weekdayFromWeekday(m[1]!, m[2]!, m[3]!, m[4]!)],
];

const RULES: Rule[] = [
  // Leap years.
  [/^(?:the\s+year\s+)?(\d{1,4})\s+(?:is|was|will\s+be|would\s+be)\s+(?:a\s+)?leap\s+year$/i, (m) => leap(Number(m[1]))],
  [/^(?:the\s+year\s+)?(\d{1,4})\s+(?:is|was|will\s+be)\s+(?:a\s+)?(?:common|non-leap)\s+year$/i, (m) => negate(leap(Number(m[1])))],
  [/^(?:the\s+year\s+)?(\d{1,4})\s+(?:has|had|will\s+have|contains|contained)\s+(?:only\s+|exactly\s+)?(\d{3})\s+days$/i, (m) => yearLength(Number(m[1]), Number(m[2]))],
  [/^there\s+(?:are|were|will\s+be)\s+(?:only\s+|exactly\s+)?(\d{3})\s+days\s+in\s+(?:the\s+year\s+)?(\d{1,4})$/i, (m) => yearLength(Number(m[2]), Number(m[1]))],
  // Weekdays of dates.
  [new RegExp(String.raw`^${DATE_GROUP}\s+${BE}\s+(?:a\s+)?${WEEKDAY_RE}$`, 'i'), (m) => weekdayClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^the\s+(?:day\s+of\s+the\s+week|weekday)\s+(?:of|for|on)\s+${DATE_GROUP}\s+(?:is|was|will\s+be)\s+(?:a\s+)?${WEEKDAY_RE}$`, 'i'), (m) => weekdayClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${WEEKDAY_RE},?\s+(?:was|is|will\s+be)\s+(?:the\s+date\s+)?${DATE_GROUP}$`, 'i'), (m) => weekdayClaim(m[2]!, m[1]!)],
  // A label and its value ("Day of week for 25 July 2076: Friday") and an arrow from a date to its weekday ("November 5, 1930 → Thursday").
  [new RegExp(String.raw`^(?:the\s+)?(?:day\s+of\s+(?:the\s+)?week|weekday)\s+(?:of|for|on)\s+${DATE_GROUP}\s*:\s*(?:a\s+)?${WEEKDAY_RE}$`, 'i'), (m) => weekdayClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${DATE_GROUP}\s*(?:→|->|=>)\s*(?:a\s+)?${WEEKDAY_RE}$`, 'i'), (m) => weekdayClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+year\s+)?(\d{1,4})\s+(began|begins|started|starts|will\s+begin|will\s+start|ended|ends|will\s+end)\s+on\s+(?:a\s+)?${WEEKDAY_RE}$`, 'i'),
    (m) => {
      const y = Number(m[1]);
      const end = /end/i.test(m[2]!);
      return weekdayClaim(end ? `${y}-12-31` : `${y}-01-01`, m[3]!);
    }],
  [new RegExp(String.raw`^(?:the\s+)?(first|last)\s+day\s+of\s+(\d{1,4})\s+${BE}\s+(?:a\s+)?${WEEKDAY_RE}$`, 'i'),
    (m) => weekdayClaim(m[1]!.toLowerCase() === 'first' ? `${m[2]}-01-01` : `${m[2]}-12-31`, m[3]!)],
  // Days in a month.
  [new RegExp(String.raw`^there\s+(?:are|were|will\s+be)\s+(?:only\s+|exactly\s+)?(\d+)\s+days\s+in\s+${MONTH_RE}(?:,?\s+(?:of\s+)?(\d{1,4}))?$`, 'i'), (m) => monthLength(m[2]!, m[3], Number(m[1]))],
  [new RegExp(String.raw`^${MONTH_RE}(?:\s+(?:of\s+)?(\d{1,4}))?\s+(?:has|had|will\s+have|contains|contained|is)\s+(?:only\s+|exactly\s+)?(\d+)\s+days(?:\s+long)?$`, 'i'), (m) => monthLength(m[1]!, m[2], Number(m[3]))],
  // "In 2024, February has 29 days", "February has 29 days in 2024".
  [new RegExp(String.raw`^in\s+(\d{1,4}),?\s+${MONTH_RE}\s+(?:has|had|will\s+have|contains|contained|is)\s+(?:only\s+|exactly\s+)?(\d+)\s+days(?:\s+long)?$`, 'i'), (m) => monthLength(m[2]!, m[1], Number(m[3]))],
  [new RegExp(String.raw`^${MONTH_RE}\s+(?:has|had|will\s+have|contains|contained|is)\s+(?:only\s+|exactly\s+)?(\d+)\s+days(?:\s+long)?\s+in\s+(\d{1,4})$`, 'i'), (m) => monthLength(m[1]!, m[3], Number(m[2]))],
  // Date arithmetic.
  [new RegExp(String.raw`^(?:the\s+(?:date|day)\s+)?(\d+)\s+(days?|weeks?)\s+(after|before|from|later\s+than|earlier\s+than)\s+${DATE_GROUP}\s+(?:is|was|will\s+be|gives|falls\s+on|equals|=)\s+${DATE_GROUP}$`, 'i'),
    (m) => shift(m[4]!, Number(m[1]) * (/week/i.test(m[2]!) ? 7 : 1) * (/before|earlier/i.test(m[3]!) ? -1 : 1), m[5]!)],
  [new RegExp(String.raw`^(adding|subtracting)\s+(\d+)\s+(days?|weeks?)\s+(?:to|from)\s+${DATE_GROUP}\s+(?:gives|yields|results\s+in|is)\s+${DATE_GROUP}$`, 'i'),
    (m) => shift(m[4]!, Number(m[2]) * (/week/i.test(m[3]!) ? 7 : 1) * (/subtract/i.test(m[1]!) ? -1 : 1), m[5]!)],
  [new RegExp(String.raw`^${DATE_GROUP}\s+(?:plus|\+)\s+(\d+)\s+days?\s+(?:is|=|equals|gives)\s+${DATE_GROUP}$`, 'i'), (m) => shift(m[1]!, Number(m[2]), m[3]!)],
  [new RegExp(String.raw`^there\s+(?:are|were)\s+(\d+)\s+days\s+(?:between|from)\s+${DATE_GROUP}\s+(?:and|to|until)\s+${DATE_GROUP}$`, 'i'), (m) => difference(m[2]!, m[3]!, Number(m[1]))],
  [new RegExp(String.raw`^(?:the\s+number\s+of\s+days\s+)?(?:between|from)\s+${DATE_GROUP}\s+(?:and|to|until)\s+${DATE_GROUP}\s+(?:is|are|there\s+are)\s+(\d+)(?:\s+days)?$`, 'i'), (m) => difference(m[1]!, m[2]!, Number(m[3]))],
  [new RegExp(String.raw`^${DATE_GROUP}\s+(?:is|was|will\s+be)\s+(\d+)\s+(days?|weeks?)\s+(after|before|later\s+than|earlier\s+than|from)\s+${DATE_GROUP}$`, 'i'),
    (m) => shift(m[5]!, Number(m[2]) * (/week/i.test(m[3]!) ? 7 : 1) * (/before|earlier/i.test(m[4]!) ? -1 : 1), m[1]!)],
  // Day of the year.
  [new RegExp(String.raw`^${DATE_GROUP}\s+(?:is|was|will\s+be)\s+the\s+(\d+)(?:st|nd|rd|th)\s+day\s+of\s+(?:the\s+year\s+)?(\d{1,4})?$`, 'i'), (m) => dayOfYear(m[1]!, Number(m[2]), m[3])],
  [new RegExp(String.raw`^${DATE_GROUP}\s+(?:is|was|will\s+be)\s+day\s+(?:number\s+)?(\d+)\s+of\s+(?:the\s+year|(\d{1,4}))$`, 'i'), (m) => dayOfYear(m[1]!, Number(m[2]), m[3])],
  // Month order.
  [new RegExp(String.raw`^${MONTH_RE}\s+is\s+the\s+([a-z0-9-]+)\s+month(?:\s+of\s+the\s+year)?$`, 'i'), (m) => monthOrder(m[1]!, m[2]!)],
  [new RegExp(String.raw`^the\s+([a-z0-9-]+)\s+month\s+(?:of\s+the\s+year\s+)?is\s+${MONTH_RE}$`, 'i'), (m) => monthOrder(m[2]!, m[1]!)],
  // Weekdays in a month: "March 2036 will have 4 Fridays".
  [new RegExp(String.raw`^${MONTH_RE}\s+(\d{1,4})\s+(?:has|had|will\s+have|contains|contained)\s+(?:exactly\s+)?(\d+)\s+${WEEKDAY_RE}$`, 'i'), (m) => weekdayCount(m[1]!, Number(m[2]), Number(m[3]), m[4]!)],
  [new RegExp(String.raw`^there\s+(?:are|were|will\s+be)\s+(?:exactly\s+)?(\d+)\s+${WEEKDAY_RE}\s+in\s+${MONTH_RE}\s+(\d{1,4})$`, 'i'), (m) => weekdayCount(m[3]!, Number(m[4]), Number(m[1]), m[2]!)],
  ...CLOCK_RULES,
  ...DAY_SPAN_RULES,
  ...CLOCK_ON_RULES,
  ...WEEKEND_RULES,
  [/^(?=.*\b(?:weekdays|week\s+days|working|workdays|business|mondays?|mon\.?|weekend)\b)(.+)$/i, (m) => workingDayClaim(m[1]!)],
  ...WEEKDAY_STEP_RULES,
  ...COMPACT_RULES(),
  ...GRAMMAR_RULES(),
];

function negate(r: CheckResult): CheckResult {
  if (r.verdict === 'uncertain') return r;
  return { ...r, verdict: r.verdict === 'true' ? 'false' : 'true' };
}

function leapWhy(y: number): string {
  if (y % 400 === 0) return `${y} is divisible by 400, so it is a leap year`;
  if (y % 100 === 0) return `${y} is divisible by 100 but not by 400, so it is not a leap year`;
  if (y % 4 === 0) return `${y} is divisible by 4 and not by 100, so it is a leap year`;
  return `${y} is not divisible by 4, so it is not a leap year`;
}

function leap(y: number): CheckResult {
  if (y < 1) return uncertain('year out of range', C);
  return decided(isLeap(y), `${leapWhy(y)} (Gregorian rule).`, 'proof', C, [SOURCE]);
}

function yearLength(y: number, days: number): CheckResult {
  if (y < 1) return uncertain('year out of range', C);
  const actual = isLeap(y) ? 366 : 365;
  return decided(actual === days, `${leapWhy(y)}, so it has ${actual} days.`, 'proof', C, [SOURCE]);
}

function weekdayClaim(dateText: string, dayWord: string): CheckResult | undefined {
  const date = parseDate(dateText);
  if (!date) return uncertain(`"${dateText}" is not a valid date`, C);
  const want = WEEKDAYS.indexOf(dayWord.toLowerCase().replace(/s$/, ''));
  const actual = weekday(date.y, date.m, date.d);
  return decided(want === actual, `${showDate(date)} is a ${cap(WEEKDAYS[actual]!)} (day count from the proleptic Gregorian epoch).`, 'proof', C, [SOURCE]);
}

function monthLength(monthWord: string, yearText: string | undefined, days: number): CheckResult {
  const m = monthNumber(monthWord);
  if (!m) return uncertain('unknown month', C);
  if (m === 2 && yearText === undefined) return uncertain('February has 28 or 29 days depending on the year', C);
  const y = yearText === undefined ? 2001 : Number(yearText);
  if (y < 1) return uncertain('year out of range', C);
  const actual = daysInMonth(y, m);
  return decided(actual === days, `${cap(MONTHS[m - 1]!)}${yearText ? ` ${y}` : ''} has ${actual} days${m === 2 ? ` (${leapWhy(y)})` : ''}.`, 'proof', C, [SOURCE]);
}

function shift(fromText: string, days: number, toText: string): CheckResult {
  const from = parseDate(fromText);
  const to = parseDate(toText);
  if (!from || !to) return uncertain('not a valid date', C);
  if (Math.abs(days) > 3_650_000) return uncertain('shift too large', C);
  const [y, m, d] = civilFromDays(daysFromCivil(from.y, from.m, from.d) + days);
  const actual = { y, m, d };
  const same = y === to.y && m === to.m && d === to.d;
  return decided(same, `${showDate(from)} ${days >= 0 ? '+' : '-'} ${Math.abs(days)} days = ${showDate(actual)}; the claim says ${showDate(to)}.`, 'proof', C, [SOURCE]);
}

function difference(aText: string, bText: string, days: number): CheckResult {
  const a = parseDate(aText);
  const b = parseDate(bText);
  if (!a || !b) return uncertain('not a valid date', C);
  const diff = Math.abs(daysFromCivil(b.y, b.m, b.d) - daysFromCivil(a.y, a.m, a.d));
  return decided(diff === days, `From ${showDate(a)} to ${showDate(b)} is ${diff} days; the claim says ${days}.`, 'proof', C, [SOURCE]);
}

function dayOfYear(dateText: string, n: number, yearText: string | undefined): CheckResult {
  const phrase = parseDate(dateText) ? undefined : dateExpr(dateText);
  const date = parseDate(dateText) ?? (phrase && phrase !== 'invalid' ? phrase : undefined);
  if (!date) return uncertain('not a valid date', C);
  if (yearText !== undefined && Number(yearText) !== date.y) return uncertain('the date is in a different year', C);
  const actual = daysFromCivil(date.y, date.m, date.d) - daysFromCivil(date.y, 1, 1) + 1;
  return decided(actual === n, `${showDate(date)} is day ${actual} of ${date.y}; the claim says ${n}.`, 'proof', C, [SOURCE]);
}

function monthOrder(monthWord: string, ordWord: string): CheckResult | undefined {
  const m = monthNumber(monthWord);
  let k = ordinal(ordWord);
  if (!m || k === undefined) return undefined;
  if (k === -1) k = 12;
  return decided(m === k, `${cap(MONTHS[m - 1]!)} is month ${m} of the year.`, 'proof', C, [SOURCE]);
}

function weekdayCount(monthWord: string, y: number, count: number, dayWord: string): CheckResult {
  const m = monthNumber(monthWord);
  if (!m || y < 1) return uncertain('unknown month or year', C);
  const want = WEEKDAYS.indexOf(dayWord.toLowerCase().replace(/s$/, ''));
  let n = 0;
  for (let d = 1; d <= daysInMonth(y, m); d++) if (weekday(y, m, d) === want) n++;
  return decided(n === count, `${cap(MONTHS[m - 1]!)} ${y} starts on a ${cap(WEEKDAYS[weekday(y, m, 1)]!)} and has ${daysInMonth(y, m)} days, so it has ${n} ${cap(WEEKDAYS[want]!)}s; the claim says ${count}.`, 'proof', C, [SOURCE]);
}

const DAY_ORDINAL = String.raw`((?:twenty|thirty|20|30)[-\s]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)`;

const ORDINAL_OF_MONTH = new RegExp(String.raw`\b${DAY_ORDINAL}\s+of\s+(?=${MONTH_RE})`, 'gi');
const MONTH_ORDINAL = new RegExp(String.raw`\b${MONTH_RE}\s+${DAY_ORDINAL}\b`, 'gi');

/** "the first of January", "January twenty-first": day ordinals in words, only beside a month name. */
function dayOrdinalsToDigits(s: string): string {
  // Number words were already turned into digits, so "twenty-first" may arrive as "20-first".
  const asDigits = (w: string) => `${ordinal(w.replace(/^20/, 'twenty').replace(/^30/, 'thirty'))}th`;
  return s
    .replace(ORDINAL_OF_MONTH, (_m, w: string) => `${asDigits(w)} of `)
    .replace(MONTH_ORDINAL, (_m, mo: string, w: string) => `${mo} ${asDigits(w)}`);
}

// Compact notations (issue 22, claims 9), rewritten into the words the rules read:
// - a numeric date with dots, slashes or hyphens ("21.02.1955", "11/26/1985") is day-first or
//   month-first by custom, which differs by country; it is read only when a part above 12 fixes
//   the order (and as ISO yyyy-mm-dd), otherwise the claim is not decided;
// - a duration in weeks or fortnights and days ("19 weeks and 6 days", "3 fortnights") is that
//   many days (a week is 7 days, a fortnight 14), so every rule that counts days reads it;
// - "Friday-the-13ths" is "Friday the 13ths"; "Sun", "Fri" after an ordinal are weekdays ("Second
//   Sun of Jul 1941"), and only there ("the sun" elsewhere is no day).
const NUMERIC_DATE = /\b(\d{1,2})([./-])(\d{1,2})\2(\d{4})\b/g;
const WEEKDAY_ABBR = wordTable<string>({ mon: 'Monday', tue: 'Tuesday', tues: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', thur: 'Thursday', thurs: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' });
const DURATION_PART = String.raw`(\d+)\s+(fortnights?|weeks?|days?)`;
const DURATION_RUN = new RegExp(String.raw`\b${DURATION_PART}(?:(?:,\s*|,?\s+and\s+|\s+)${DURATION_PART})?\b`, 'gi');
const PER_UNIT = wordTable<number>({ fortnight: 14, week: 7, day: 1 });

// Input-independent patterns, compiled once (replace with a g pattern resets lastIndex itself).
const ORD_WEEKDAY_ABBR = new RegExp(String.raw`\b${ORD_RE}\s+(mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?(?=\s+(?:of|in)\b)`, 'gi');
function compactForms(text: string): string | undefined {
  let open = false;
  let t = text.replace(NUMERIC_DATE, (all, a: string, _sep: string, b: string, y: string) => {
    const [p, q] = [Number(a), Number(b)];
    const dayFirst = p > 12 && q <= 12;
    const monthFirst = q > 12 && p <= 12;
    if (!dayFirst && !monthFirst) {
      if (p <= 12 && q <= 12 && p !== q) open = true;
      if (p === q) return `${y}-${a.padStart(2, '0')}-${b.padStart(2, '0')}`;
      return all;
    }
    const [d, m] = dayFirst ? [a, b] : [b, a];
    return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  });
  if (open) return undefined;
  t = t.replace(DURATION_RUN, (all, n1: string, u1: string, n2: string | undefined, u2: string | undefined) => {
    const unit = (u: string) => u.toLowerCase().replace(/s$/, '');
    if (n2 === undefined) return unit(u1) === 'fortnight' ? `${Number(n1) * 14} days` : all;
    // Two parts in falling size ("2 weeks and 3 days"); anything else is left as written.
    if (PER_UNIT[unit(u1)]! <= PER_UNIT[unit(u2!)]!) return all;
    return `${Number(n1) * PER_UNIT[unit(u1)]! + Number(n2) * PER_UNIT[unit(u2!)]!} days`;
  });
  t = t.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)-the-(\d{1,2}(?:st|nd|rd|th)s?)\b/gi, '$1 the $2');
  t = t.replace(ORD_WEEKDAY_ABBR, (_all, o: string, w: string) => `${o} ${WEEKDAY_ABBR[w.toLowerCase()]}`);
  return t;
}

/** Checks the positive core of a calendar claim. */
// Forms of English the rules read once restated (issue 22, claims10; spec/DECISIONS.md "Calendar
// phrasings: ordinal words, the day-count convention said, months that end on, holidays by rule"):
// - "The hundredth day of 2045", "the sixtieth day": ordinal words are the ordinals;
// - "Day 300 of 1990 — counting 1 January as day 1 — is …": the convention said is the one the rule uses;
// - "In 2025, February runs to the 29th", "February 1900 ends on the 28th": the month's last day;
// - "Labor Day in the US (first Monday of September) falls on …": named US holidays are read by
//   the federal rule, only in years the rule has held (Monday holidays from 1971, Thanksgiving's
//   fourth Thursday from 1942) and only when the US is named (a rule in brackets that is the
//   federal one names it) for days other countries keep on other rules; a rule in brackets other
//   than the federal one is not read.
const US_HOLIDAYS: [RegExp, string, number, boolean][] = [
  [/labou?r\s+day/, 'first monday of september', 1971, true],
  [/memorial\s+day/, 'last monday of may', 1971, false],
  [/thanksgiving(?:\s+day)?/, 'fourth thursday of november', 1942, true],
  [/(?:martin\s+luther\s+king(?:\s+jr\.?)?|mlk)\s+day/, 'third monday of january', 1986, false],
  [/(?:presidents'?|washington's)\s+(?:day|birthday)/, 'third monday of february', 1971, false],
  [/columbus\s+day/, 'second monday of october', 1971, true],
  [/mother's\s+day/, 'second sunday of may', 1914, true],
  [/father's\s+day/, 'third sunday of june', 1972, true],
];
const RULE_IN_BRACKETS = /\((?:the\s+)?((?:first|second|third|fourth|fifth|last|[1-5](?:st|nd|rd|th))\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:of|in)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december))\)/i;
const ORDINAL_DAY_OF_YEAR = new RegExp(String.raw`\bthe\s+${ORDINAL}\s+day\s+of\s+(\d{3,4})\b`, 'gi');
const MONTH_ENDS = new RegExp(String.raw`^(?:in\s+(\d{4}),\s*)?${MONTH_RE}(?:\s+(\d{4}))?\s+(?:runs\s+(?:to|until|through)|ends\s+on|ends\s+with|lasts\s+(?:until|to|through)|goes\s+(?:up\s+)?to|has\s+its\s+last\s+day\s+on)\s+the\s+(\d{1,2})(?:st|nd|rd|th)$`, 'i');
const ON_THE_DAY_OF_MONTH = new RegExp(String.raw`\b(is|falls|fell|was|lands)\s+on\s+the\s+(\d{1,2})(?:st|nd|rd|th)\s+of\s+${MONTH_RE}`, 'i');
function restateCalendarPhrasing(input: string): string {
  let s = restateFeasts(input).replace(ORDINAL_DAY_OF_YEAR, (all, w: string, y: string) => {
    // Only words ("hundredth"): a digit ordinal ("292nd") is read as written by the rules.
    const n = /^\d+(?:st|nd|rd|th)$/i.test(w) ? undefined : ordinalNumber(w);
    const suffix = n === undefined ? '' : ordinalSuffix(n);
    return n ? `the ${n}${suffix} day of ${y}` : all;
  });
  s = s.replace(/\s*(?:[—–(]|\s-|,)\s*counting\s+(?:1(?:st)?\s+january|january\s+1(?:st)?|new\s+year's\s+day)\s+as\s+day\s+(?:1|one)\s*(?:[—–)]|-\s|,)\s*/i, ' ');
  const ends = MONTH_ENDS.exec(s);
  // Said as the month's length, so a day the month lacks ("the 29th" of a common February) is a wrong length, not an invalid date.
  if (ends && (ends[1] ?? ends[3]) && !(ends[1] && ends[3])) s = `${ends[2]} ${ends[1] ?? ends[3]} has ${ends[4]} days`;
  // A named day: its rule from the brackets, or from the federal table.
  const bracket = RULE_IN_BRACKETS.exec(s);
  const lower = s.toLowerCase();
  const year = Number(/\b(\d{4})\b/.exec(s)?.[1] ?? NaN);
  // A rule in brackets names the US version ("Thanksgiving (fourth Thursday of November)"), so it
  // stands for "in the US"; it must be the day's federal rule (a wrong rule in brackets is an
  // assertion of its own, not a definition to trust).
  const us = Boolean(bracket) || /\b(?:us|u\.s\.|american|united\s+states)\b/i.test(s);
  const hit = US_HOLIDAYS.find(([re, , from, needsUs]) => re.test(lower) && year >= from && (us || !needsUs));
  const said = bracket?.[1]!.toLowerCase().replace(/\s+/g, ' ').replace(/\bin\b/, 'of');
  const [name, rule] = hit && (!said || said === hit[1]) ? [hit[0], hit[1]] : [undefined, undefined];
  const years = [...new Set(s.match(/\b\d{4}\b/g) ?? [])];
  if (rule && years.length === 1) {
    const y = years[0]!;
    const at = new RegExp(String.raw`(?:(?:the\s+)?(?:us|u\.s\.|american)\s+)?${name!.source}(?:\s+in\s+the\s+(?:us|u\.s\.|united\s+states))?(?:\s+${y})?(?:\s+\([^)]*\))?`, 'i');
    const m = at.exec(s);
    if (m && (!bracket || m[0].includes(bracket[0]))) {
      s = `${s.slice(0, m.index)}the ${rule} ${y}${s.slice(m.index + m[0].length)}`;
      s = s.replace(new RegExp(String.raw`^in\s+${y},\s*`, 'i'), '').replace(new RegExp(String.raw`,?\s+in\s+${y}$`, 'i'), '');
    }
  }
  // "… is on the 12th of May": the date as the rules write it.
  s = s.replace(ON_THE_DAY_OF_MONTH, (_all, v: string, d: string, mo: string) => `${v === 'is' || v === 'was' ? v : `${v} on`} ${mo} ${d}`);
  return s;
}

export function checkCalendarCore(raw: string): CheckResult {
  const text = compactForms(dayOrdinalsToDigits(restateCalendarPhrasing(raw.replace(/\s+/g, ' ').trim())));
  if (text === undefined) return uncertain('a numeric date whose day and month could be either way round', C);
  // Clock times with offsets, Unix timestamps, spans between weekdays (clock-offsets.ts).
  const clock = /:\d\d/.test(text) ? offsetClocks(text) ?? weekdaySpan(text) : /\d{5}/.test(text) ? unixTimestamp(text) : undefined;
  if (clock) return clock;
  // Countdowns, business days, events every k days, spans, reused calendars, monthly plans (calendar-events.ts).
  const event = calendarEvents(text, dateExpr);
  if (event) return event;
  const direct = firstRule(RULES, text, C, 'no calendar claim recognised');
  // "In 2029, Christmas is on a Tuesday": the year named first completes the date phrases after it.
  const inYear = direct.verdict === 'uncertain' ? /^in\s+(\d{3,4}),?\s+(.+)$/i.exec(text) : null;
  // "In January 1967, the third Sunday falls on the 8th": the month and year named first.
  const inMonth = direct.verdict === 'uncertain' && !inYear ? new RegExp(`^in\\s+${MONTH_RE},?\\s+(\\d{3,4}),\\s*(.+)$`, 'i').exec(text) : null;
  if (!inYear && !inMonth) return direct;
  contextYear = Number(inYear ? inYear[1] : inMonth![2]);
  contextMonth = inMonth ? monthNumber(inMonth[1]!) : undefined;
  try {
    const r = firstRule(RULES, inYear ? inYear[2]! : inMonth![3]!, C, 'no calendar claim recognised');
    return r.verdict === 'uncertain' ? direct : r;
  } finally {
    contextYear = undefined;
    contextMonth = undefined;
  }
}

/** "twice" → 2, "3 times" → 3. */
function timesCount(text: string): number {
  const w = text.toLowerCase();
  return w === 'once' ? 1 : w === 'twice' ? 2 : w === 'thrice' ? 3 : Number(w.replace(/\s+times?$/, ''));
}

/** Checks a calendar claim in natural English. */
export function checkCalendar(claim: string): CheckResult {
  return checkInFrame(claim, C, checkCalendarCore);
}
