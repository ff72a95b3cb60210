// Calendar claims about events counted from a date (issue 22, claims11; spec/DECISIONS.md
// "Calendar: countdowns, business days, repeated events, spans in years, months and days, reused
// calendars, Easter, ages in days, monthly plans"):
//
// - "It's Tuesday 7 December 2027; Christmas 2027 is 18 days off", "As of D, there are 138 days to
//   go until Valentine's Day (14 February 2033)": the days from one date to a later one.
// - "21 business days after Thursday, March 6, 2025 is Friday, April 4, 2025": Monday to Friday,
//   read only when the claim says so and says there are no holidays (which holidays a business
//   keeps is a convention the sentence would otherwise leave open); the start day is not counted.
// - "Watering every 4 days starting D, the 10th watering is on D'": the n-th event is D + (n − 1)k.
// - "From 27 May 2023 to 27 January 2038 is 14 years and 8 months": whole months, then days, as
//   one counts an age; a start on the 29th to 31st (which months lack) is not read.
// - "2005 and 2011 have identical calendars": same weekday on 1 January and same length.
// - "Good Friday 2050 (Western calendar) is on April 15": the Gregorian computus (calendar.ts
//   restates the feast as its date).
// - "On a payment plan starting in March 2027, the 5th monthly payment falls in July 2027".
// Each is an exact count of days or months; the date phrases are read by calendar.ts's grammar,
// passed in as `dateOf` (calendar.ts imports this module).

import { civilFromDays, daysFromCivil, isLeap, MONTHS, weekday, WEEKDAYS } from './calendar-days.js';
import { firstRule, ORDINAL, ordinalNumber, type Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { wordTable } from '../word-table.js';

const C = 'calendar' as const;
const SOURCE = 'https://en.wikipedia.org/wiki/Proleptic_Gregorian_calendar';

export interface DateValue {
  y: number;
  m: number;
  d: number;
}
export type DateOf = (text: string) => DateValue | 'invalid' | undefined;

const MONTH = String.raw`(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?`;
const EXPR = String.raw`(.+?)`;

function monthOf(word: string): number {
  return MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().slice(0, 3))) + 1;
}

function show(v: DateValue): string {
  const name = MONTHS[v.m - 1]!;
  return `${WEEKDAYS[weekday(v.y, v.m, v.d)]![0]!.toUpperCase()}${WEEKDAYS[weekday(v.y, v.m, v.d)]!.slice(1, 3)} ${v.d} ${name[0]!.toUpperCase()}${name.slice(1)} ${v.y}`;
}

function dayNumber(v: DateValue): number {
  return daysFromCivil(v.y, v.m, v.d);
}

function fromDay(z: number): DateValue {
  const [y, m, d] = civilFromDays(z);
  return { y, m, d };
}

/** Two dates read, or why not: undefined when a phrase is no date at all (another rule may read it). */
function two(dateOf: DateOf, a: string, b: string): [DateValue, DateValue] | CheckResult | undefined {
  const [x, y] = [dateOf(a), dateOf(b)];
  if (x === undefined || y === undefined) return undefined;
  if (x === 'invalid' || y === 'invalid') return uncertain('a date is not valid, or not the weekday it is given with', C);
  return [x, y];
}

// ---- Countdowns -------------------------------------------------------------------------------

/** The target of a countdown: a date phrase, a holiday of the start's year (or the next), or "NAME (DATE)" whose date is the holiday's. */
function target(dateOf: DateOf, text: string, from: DateValue): DateValue | 'invalid' | undefined {
  const t = text.trim();
  const direct = dateOf(t);
  if (direct !== undefined) return direct;
  const bracket = /^(.+?)\s*\(\s*(.+?)\s*\)$/.exec(t);
  if (bracket) {
    const date = dateOf(bracket[2]!);
    if (date === undefined || date === 'invalid') return date;
    const named = dateOf(`${bracket[1]} ${date.y}`);
    // The name must be a day the grammar knows, on the date in brackets.
    return named && named !== 'invalid' && dayNumber(named) === dayNumber(date) ? date : undefined;
  }
  // A holiday named without a year: its next occurrence on or after the start.
  if (/\d/.test(t)) return undefined;
  const same = dateOf(`${t} ${from.y}`);
  if (same === undefined || same === 'invalid') return same;
  return dayNumber(same) >= dayNumber(from) ? same : dateOf(`${t} ${from.y + 1}`);
}

function countdown(dateOf: DateOf, fromText: string, targetText: string, n: number): CheckResult | undefined {
  const from = dateOf(fromText);
  if (from === undefined) return undefined;
  if (from === 'invalid') return uncertain('the start date is not valid, or not the weekday it is given with', C);
  const to = target(dateOf, targetText, from);
  if (to === undefined) return undefined;
  if (to === 'invalid') return uncertain('the target date is not valid', C);
  const days = dayNumber(to) - dayNumber(from);
  if (days < 0) return uncertain('the day counted to comes before the start', C);
  return decided(days === n, `From ${show(from)} to ${show(to)} is ${days} days; the claim says ${n}.`, 'proof', C, [SOURCE]);
}

// ---- Business days ------------------------------------------------------------------------------

// The convention must be said: working days Monday to Friday, and no holidays.
const MON_FRI = /\b(?:mon(?:day)?s?\.?\s*(?:–|—|-|to|through|thru)\s*fri(?:day)?s?\.?|weekdays\s+only|skipping\s+weekends|weekends\s+(?:excluded|skipped|off))\b/i;
const NO_HOLIDAYS = /\b(?:no\s+(?:public\s+|bank\s+)?holidays|ignoring\s+(?:public\s+|bank\s+)?holidays|holidays\s+(?:aside|ignored|not\s+counted)|without\s+(?:any\s+)?(?:public\s+|bank\s+)?holidays)\b/i;
// The gloss, removed once read: "(Mon–Fri, no holidays)", "Counting Monday to Friday only (no holidays), ".
const GLOSS_BRACKET = /\s*\((?=[^)]*\b(?:mon|weekdays|weekends|holidays)\b)[^)]*\)/gi;
const GLOSS_LEAD = /^(?:counting|with|taking|using)\s+(?:only\s+)?(?:mon(?:day)?\.?\s*(?:–|—|-|to|through|thru)\s*fri(?:day)?\.?|weekdays)(?:\s+only)?(?:\s*\([^)]*\))?(?:\s*,?\s*(?:and\s+)?no\s+(?:public\s+|bank\s+)?holidays)?\s*,\s*/i;
const BUSINESS = String.raw`(?:business|working|work)\s+days?`;

function businessDays(dateOf: DateOf, fromText: string, n: number, toText: string): CheckResult | undefined {
  const dates = two(dateOf, fromText, toText);
  if (!dates || !Array.isArray(dates)) return dates;
  const [from, to] = dates;
  if (n < 1 || n > 10_000) return undefined;
  let z = dayNumber(from);
  for (let k = 0; k < n; ) {
    z++;
    if (((z + 3) % 7 + 7) % 7 < 5) k++;
  }
  const got = fromDay(z);
  return decided(z === dayNumber(to), `Counting Monday to Friday with no holidays and not the start day, ${n} business days after ${show(from)} is ${show(got)}; the claim says ${show(to)}.`, 'proof', C, [SOURCE]);
}

// ---- Events every k days ------------------------------------------------------------------------

const EVERY = String.raw`every\s+(?:(\d+)\s+days|(other)\s+day|(day)|(week)|(fortnight)|(\d+)\s+weeks)`;
const FIRST_ON = String.raw`(?:starting|beginning|from|commencing|with\s+the\s+first(?:\s+one)?|the\s+first(?:\s+one)?\s+(?:being|is|was)|first)\s+(?:on\s+)?`;
const FALLS = String.raw`(?:is|was|will\s+be|falls|fell|will\s+fall|lands|comes|happens|takes\s+place)\s+(?:on\s+)?`;

function stepOf(m: RegExpExecArray, at: number): number {
  if (m[at]) return Number(m[at]);
  if (m[at + 1]) return 2;
  if (m[at + 2]) return 1;
  if (m[at + 3]) return 7;
  if (m[at + 4]) return 14;
  return Number(m[at + 5]) * 7;
}

function nthEvent(dateOf: DateOf, firstText: string, k: number, nth: string, toText: string): CheckResult | undefined {
  const n = ordinalNumber(nth);
  if (n === undefined || n < 1) return undefined;
  const dates = two(dateOf, firstText, toText);
  if (!dates || !Array.isArray(dates)) return dates;
  const [first, to] = dates;
  const got = fromDay(dayNumber(first) + (n - 1) * k);
  return decided(dayNumber(got) === dayNumber(to), `The first is on ${show(first)} and one every ${k} days follows, so the ${nth} is ${n - 1} × ${k} = ${(n - 1) * k} days later, on ${show(got)}; the claim says ${show(to)}.`, 'proof', C, [SOURCE]);
}

// ---- Spans in years, months and days -------------------------------------------------------------

const SPAN = String.raw`((?:\d+\s+(?:years?|months?|days?)(?:,?\s*(?:and\s+)?)?)+)`;

/** Whole months from a to b (a's day must exist in every month: at most 28), then the days left. */
function monthsAndDays(a: DateValue, b: DateValue): { months: number; days: number } {
  let months = (b.y - a.y) * 12 + (b.m - a.m);
  if (b.d < a.d) months--;
  const anchorMonth = a.m - 1 + months;
  const anchor = { y: a.y + Math.floor(anchorMonth / 12), m: (anchorMonth % 12 + 12) % 12 + 1, d: a.d };
  return { months, days: dayNumber(b) - dayNumber(anchor) };
}

function ymdSpan(dateOf: DateOf, aText: string, bText: string, spanText: string): CheckResult | undefined {
  const parts = [...spanText.matchAll(/(\d+)\s+(year|month|day)s?/gi)].map((p) => [Number(p[1]), p[2]!.toLowerCase()] as const);
  const order = ['year', 'month', 'day'];
  const units = parts.map((p) => order.indexOf(p[1]));
  // Units in falling size, each once, and more than days alone (a count of days is calendar.ts's gap).
  if (!parts.length || units.some((u, i) => i > 0 && u <= units[i - 1]!) || (parts.length === 1 && units[0] === 2)) return undefined;
  const dates = two(dateOf, aText, bText);
  if (!dates || !Array.isArray(dates)) return dates;
  const [a, b] = dates;
  if (dayNumber(b) < dayNumber(a)) return uncertain('the end comes before the start', C);
  if (a.d > 28) return uncertain('the span starts on a day some months lack, so whole months are counted by custom', C);
  const said = { y: 0, mo: 0, d: 0 };
  for (const [n, u] of parts) said[u === 'year' ? 'y' : u === 'month' ? 'mo' : 'd'] = n;
  const saidMonths = said.y * 12 + said.mo;
  const hasDays = units.includes(2);
  const exact = monthsAndDays(a, b);
  // Counting both ends ("inclusive") adds a day; a claim only that reading gives is not decided.
  const inclusive = monthsAndDays(a, fromDay(dayNumber(b) + 1));
  const whole = `${Math.floor(exact.months / 12)} years, ${exact.months % 12} months and ${exact.days} days`;
  const why = `From ${show(a)} to ${show(b)} is ${whole} (whole months first, then days); the claim says ${spanText.trim()}.`;
  if (hasDays) {
    if (saidMonths === exact.months && said.d === exact.days) return decided(true, why, 'proof', C, [SOURCE]);
    if (saidMonths === inclusive.months && said.d === inclusive.days) return uncertain(`${why} That is the count with both ends included`, C);
    return decided(false, why, 'proof', C, [SOURCE]);
  }
  // Without days: exact when no day is left; a count of months one either side may be a rounding.
  if (saidMonths === exact.months && exact.days === 0) return decided(true, why, 'proof', C, [SOURCE]);
  if (saidMonths === exact.months || saidMonths === exact.months + 1) return uncertain(`${why} The claim leaves the days out`, C);
  return decided(false, why, 'proof', C, [SOURCE]);
}

// ---- Reused calendars ---------------------------------------------------------------------------

function sameCalendar(a: number, b: number): boolean {
  return weekday(a, 1, 1) === weekday(b, 1, 1) && isLeap(a) === isLeap(b);
}

function calendarWhy(y: number): string {
  return `${y} starts on a ${WEEKDAYS[weekday(y, 1, 1)]} and is ${isLeap(y) ? 'a leap year' : 'a common year'}`;
}

function identicalCalendars(a: number, b: number): CheckResult | undefined {
  if (a < 1583 || b < 1583 || a > 9999 || b > 9999 || a === b) return undefined;
  return decided(sameCalendar(a, b), `${calendarWhy(a)}; ${calendarWhy(b)}. Two years share a calendar exactly when both agree.`, 'proof', C, [SOURCE]);
}

function nextSameCalendar(a: number, b: number): CheckResult | undefined {
  if (a < 1583 || b > 9999 || b <= a) return b <= a && a >= 1583 ? decided(false, `${b} is not after ${a}.`, 'proof', C, [SOURCE]) : undefined;
  let y = a + 1;
  while (!sameCalendar(a, y)) y++;
  return decided(y === b, `${calendarWhy(a)}; the first later year that does too is ${y} (${calendarWhy(y)}); the claim says ${b}.`, 'proof', C, [SOURCE]);
}

// ---- Monthly plans --------------------------------------------------------------------------------

function monthIndex(word: string, year: string): number {
  return Number(year) * 12 + monthOf(word) - 1;
}

function showMonth(i: number): string {
  const name = MONTHS[((i % 12) + 12) % 12]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${Math.floor(i / 12)}`;
}

function monthsLater(aWord: string, aYear: string, n: number, bWord: string, bYear: string): CheckResult {
  const [a, b] = [monthIndex(aWord, aYear), monthIndex(bWord, bYear)];
  return decided(a + n === b, `${n} months after ${showMonth(a)} is ${showMonth(a + n)}; the claim says ${showMonth(b)}.`, 'proof', C, [SOURCE]);
}

function nthMonthly(aWord: string, aYear: string, nth: string, bWord: string, bYear: string): CheckResult | undefined {
  const n = ordinalNumber(nth);
  if (n === undefined || n < 1) return undefined;
  const [a, b] = [monthIndex(aWord, aYear), monthIndex(bWord, bYear)];
  return decided(a + n - 1 === b, `The first monthly payment is in ${showMonth(a)}, so the ${nth} is ${n - 1} months later, in ${showMonth(a + n - 1)}; the claim says ${showMonth(b)}.`, 'proof', C, [SOURCE]);
}

/** "A 24-month lease starting in March 2027 ends in …": its last month is start + n − 1, or start + n when it runs to the same day; only a month neither gives is decided. */
function leaseEnd(n: number, aWord: string, aYear: string, bWord: string, bYear: string): CheckResult {
  const [a, b] = [monthIndex(aWord, aYear), monthIndex(bWord, bYear)];
  const why = `A ${n}-month term starting in ${showMonth(a)} ends in ${showMonth(a + n - 1)} (its last month) or ${showMonth(a + n)} (the same day ${n} months on); the claim says ${showMonth(b)}.`;
  return b === a + n - 1 || b === a + n ? uncertain(`${why} Which one is meant the claim does not say`, C) : decided(false, why, 'proof', C, [SOURCE]);
}

// ---- The rules ------------------------------------------------------------------------------------

const NOW = String.raw`(?:it's|it\s+is|today\s+is|today's|as\s+of|as\s+at|on|from|counting\s+from|starting\s+from)\s+`;
const TO_GO = String.raw`(?:days?)\s+(?:to\s+go\s+|left\s+|remaining\s+|remain\s+)?(?:until|till|til|to|before)\s+`;
const OFF = String.raw`(?:days?)\s+(?:off|away|from\s+now|ahead|to\s+go|later|hence)`;
const YEAR4 = String.raw`(\d{4})`;

function rules(dateOf: DateOf): Rule[] {
  return [
    // Countdowns.
    [new RegExp(String.raw`^${NOW}${EXPR}\s*[;:—–]\s*(?:there\s+(?:are|is|will\s+be)\s+|it's\s+|it\s+is\s+|that's\s+)?(?:just\s+|exactly\s+|only\s+)?(\d+)\s+${TO_GO}${EXPR}$`, 'i'), (m) => countdown(dateOf, m[1]!, m[3]!, Number(m[2]))],
    [new RegExp(String.raw`^${NOW}${EXPR}\s*[;:—–]\s*${EXPR}\s+(?:is|are|will\s+be|lies|falls)\s+(?:just\s+|exactly\s+|only\s+)?(\d+)\s+${OFF}$`, 'i'), (m) => countdown(dateOf, m[1]!, m[2]!, Number(m[3]))],
    [new RegExp(String.raw`^${NOW}${EXPR}\s*,\s*(?:there\s+(?:are|is|will\s+be)\s+|it's\s+|it\s+is\s+|that's\s+)?(?:just\s+|exactly\s+|only\s+)?(\d+)\s+${TO_GO}${EXPR}$`, 'i'), (m) => countdown(dateOf, m[1]!, m[3]!, Number(m[2]))],
    [new RegExp(String.raw`^${NOW}${EXPR}\s*,\s*${EXPR}\s+(?:is|are|will\s+be|lies|falls)\s+(?:just\s+|exactly\s+|only\s+)?(\d+)\s+${OFF}$`, 'i'), (m) => countdown(dateOf, m[1]!, m[2]!, Number(m[3]))],
    [new RegExp(String.raw`^(?:there\s+(?:are|is)\s+)?(\d+)\s+${TO_GO}${EXPR}\s+(?:from|as\s+of|counting\s+from|starting\s+from|on)\s+${EXPR}$`, 'i'), (m) => countdown(dateOf, m[3]!, m[2]!, Number(m[1]))],
    // Business days (the convention said, then removed: see businessDays's caller).
    [new RegExp(String.raw`^(\d+)\s+${BUSINESS}\s+(?:after|from|following)\s+${EXPR}\s+(?:is|will\s+be|was|falls\s+on|lands\s+on|comes\s+on|brings\s+you\s+to|gives)\s+${EXPR}$`, 'i'), (m) => businessDays(dateOf, m[2]!, Number(m[1]), m[3]!)],
    [new RegExp(String.raw`^(?:an?|the)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:placed|made|submitted|received|filed|opened|logged|booked)\s+(?:on\s+)?${EXPR}\s+(?:that|which)\s+(ships|arrives|is\s+delivered|is\s+processed|is\s+resolved|closes|is\s+due)\s+(?:in|after)\s+(\d+)\s+${BUSINESS}\s+(?:ships|arrives|is\s+delivered|is\s+processed|is\s+resolved|closes|is\s+due)\s+(?:on\s+)?${EXPR}$`, 'i'),
      (m) => businessDays(dateOf, m[1]!, Number(m[3]), m[4]!)],
    // Events every k days: "If I water the plants every 4 days starting D, the 10th watering is on D'".
    [new RegExp(String.raw`^(?:if\s+|when\s+)?.*?\b${EVERY},?\s+${FIRST_ON}${EXPR},\s*(?:then\s+)?the\s+${ORDINAL}\s+(?:[a-z]+\s+){0,2}?${FALLS}${EXPR}$`, 'i'),
      (m) => nthEvent(dateOf, m[7]!, stepOf(m, 1), m[8]!, m[9]!)],
    // Spans: "From 27 May 2023 to 27 January 2038 is 14 years and 8 months", "She worked there from D until D': 5 months and 14 days".
    [new RegExp(String.raw`^(?:.*?\s)?from\s+${EXPR}\s+(?:to|until|till)\s+${EXPR}(?:\s*[:,—–]\s*|\s+(?:is|was|makes|made|lasts|lasted|spans|spanned|comes\s+to|came\s+to)\s+|\s*[:,—–]\s*(?:that's|that\s+is|a\s+span\s+of)\s+)(?:exactly\s+)?${SPAN}$`, 'i'), (m) => ymdSpan(dateOf, m[1]!, m[2]!, m[3]!)],
    // Reused calendars.
    [new RegExp(String.raw`^${YEAR4}\s+and\s+${YEAR4}\s+(?:have|had|share|shared|use|used)\s+(?:exactly\s+)?(?:identical|the\s+same)\s+calendars?$`, 'i'), (m) => identicalCalendars(Number(m[1]), Number(m[2]))],
    [new RegExp(String.raw`^${YEAR4}\s+(?:has|had|uses|used|shares|shared)\s+(?:exactly\s+)?(?:an\s+identical|the\s+same)\s+calendar\s+as\s+${YEAR4}$`, 'i'), (m) => identicalCalendars(Number(m[1]), Number(m[2]))],
    [new RegExp(String.raw`^(?:the|a|your|my)\s+${YEAR4}\s+(?:wall\s+|desk\s+|paper\s+)?calendar\s+(?:can|could|may|will)\s+be\s+(?:re-?used|used\s+again)\s+(?:in|for)\s+${YEAR4}$`, 'i'), (m) => identicalCalendars(Number(m[1]), Number(m[2]))],
    [new RegExp(String.raw`^(?:keep|save)\s+(?:your|the|my)\s+${YEAR4}\s+(?:wall\s+|desk\s+|paper\s+)?calendar\s*[:;,—–]\s*it\s+(?:will|would|can)\s+(?:match|fit|do\s+for|work\s+for|serve\s+for)\s+${YEAR4}(?:\s+day\s+for\s+day|\s+exactly)?$`, 'i'), (m) => identicalCalendars(Number(m[1]), Number(m[2]))],
    [new RegExp(String.raw`^the\s+(?:next|first)\s+year\s+after\s+${YEAR4}\s+(?:with|that\s+has|having|to\s+have)\s+(?:exactly\s+)?(?:the\s+same|an\s+identical)\s+calendar(?:\s+as\s+\1)?\s+(?:is|was|will\s+be)\s+${YEAR4}$`, 'i'), (m) => nextSameCalendar(Number(m[1]), Number(m[2]))],
    // Months: "29 months after September 2027 it will be February 2030".
    [new RegExp(String.raw`^(\d+)\s+months\s+(after|before|from)\s+${MONTH}\s+${YEAR4},?\s+(?:it\s+(?:is|was|will\s+be)|is|was|will\s+be|brings\s+you\s+to|gives)\s+${MONTH}\s+${YEAR4}$`, 'i'),
      (m) => monthsLater(m[3]!, m[4]!, Number(m[1]) * (/before/i.test(m[2]!) ? -1 : 1), m[5]!, m[6]!)],
    // Monthly plans: "On a payment plan starting in February 2028, the 29th monthly payment falls in June 2029".
    [new RegExp(String.raw`^(?:on|with|for|in)\s+(?:an?|the)\s+(?:[a-z-]+\s+){0,2}?(?:plan|schedule|subscription|loan|mortgage|lease|contract)\s+(?:starting|beginning|that\s+starts|that\s+begins|which\s+starts|from)\s+(?:in\s+)?${MONTH}\s+${YEAR4},\s*the\s+${ORDINAL}\s+(?:monthly\s+)?(?:payment|instalment|installment|repayment|bill|charge)\s+${FALLS.replace('(?:on\\s+)?', '(?:in\\s+|on\\s+)?')}${MONTH}\s+${YEAR4}$`, 'i'),
      (m) => nthMonthly(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!)],
    // Terms counted in months: "A 24-month lease starting in March 2027 ends in February 2029".
    [new RegExp(String.raw`^(?:an?|the)\s+(\d+)[-\s]month\s+(?:lease|contract|loan|plan|term|tenancy|subscription)\s+(?:starting|beginning|that\s+starts|that\s+begins|which\s+starts|from)\s+(?:in\s+)?${MONTH}\s+${YEAR4}\s+(?:ends|runs\s+out|expires|finishes|will\s+end|will\s+expire)\s+(?:in\s+)?${MONTH}\s+${YEAR4}$`, 'i'),
      (m) => leaseEnd(Number(m[1]), m[2]!, m[3]!, m[4]!, m[5]!)],
  ];
}

let cached: { dateOf: DateOf; rules: Rule[] } | undefined;

/** Calendar claims about events counted from a date; undefined when none is recognised. */
export function calendarEvents(text: string, dateOf: DateOf): CheckResult | undefined {
  if (!cached || cached.dateOf !== dateOf) cached = { dateOf, rules: rules(dateOf) };
  let t = text;
  if (/\b(?:business|working|work)\s+days?\b/i.test(t)) {
    // The convention must be said (MON_FRI and NO_HOLIDAYS); it is then removed from the sentence.
    // Without it, this module's rules do not read the sentence (calendar.ts has its own for working days in a month).
    if (!MON_FRI.test(t) || !NO_HOLIDAYS.test(t)) return undefined;
    t = t.replace(GLOSS_BRACKET, '').replace(GLOSS_LEAD, '').replace(/\s+/g, ' ').trim();
  }
  const r = firstRule(cached.rules, t, C, 'no calendar claim recognised');
  return r.verdict === 'uncertain' && r.evidence === 'no calendar claim recognised' ? undefined : r;
}

// ---- Easter ---------------------------------------------------------------------------------------

/** Western Easter Sunday: the anonymous Gregorian computus (Meeus/Jones/Butcher), for years from 1583. */
export function westernEaster(y: number): DateValue {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return { y, m: month, d: ((h + l - 7 * m + 114) % 31) + 1 };
}

/** Orthodox Easter Sunday: Meeus's Julian computus, its Julian date carried to the Gregorian calendar. */
export function orthodoxEaster(y: number): DateValue {
  const a = y % 4;
  const b = y % 7;
  const c = y % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  // Julian to Gregorian: the days the calendars differ by in that century (13 for 1900–2099).
  const shift = Math.floor(y / 100) - Math.floor(y / 400) - 2;
  return fromDay(daysFromCivil(y, month, day) + shift);
}

const FEAST = new RegExp(String.raw`\b(?:(western|gregorian|catholic|protestant)\s+)?(easter\s+monday|easter(?:\s+sunday|\s+day)?|good\s+friday|holy\s+saturday)(?:\s+(\d{4}))?(\s*\((?:in\s+the\s+|on\s+the\s+)?(?:western|gregorian|catholic)[^)]*\))?`, 'i');
const FEAST_OFFSET = wordTable<number>({ 'good friday': -2, 'holy saturday': -1, easter: 0, 'easter sunday': 0, 'easter day': 0, 'easter monday': 1 });

/**
 * "Good Friday 2050 (Western calendar) is on April 15", "Western Easter Sunday falls on April 17 in
 * 1960": the feast restated as its date, so the date rules read the rest. Western and Orthodox
 * churches keep Easter on different dates in most years: the feast is read as the Western one only
 * when the claim says Western (or Gregorian, Catholic), or in a year when both fall on one day.
 */
export function restateFeasts(s: string): string {
  const f = FEAST.exec(s);
  if (!f) return s;
  const years = [...new Set(s.match(/\b\d{4}\b/g) ?? [])];
  if (years.length !== 1 || (f[3] && f[3] !== years[0])) return s;
  const y = Number(years[0]);
  if (y < 1583 || y > 9999) return s;
  const western = Boolean(f[1] || f[4]);
  const [w, o] = [westernEaster(y), orthodoxEaster(y)];
  if (!western && dayNumber(w) !== dayNumber(o)) return s;
  const date = fromDay(dayNumber(w) + FEAST_OFFSET[f[2]!.toLowerCase().replace(/\s+/g, ' ')]!);
  const name = MONTHS[date.m - 1]!;
  let out = `${s.slice(0, f.index)}${date.d} ${name} ${y}${s.slice(f.index + f[0].length)}`;
  out = out.replace(new RegExp(String.raw`^in\s+${y},\s*`, 'i'), '').replace(new RegExp(String.raw`,?\s+in\s+${y}$`, 'i'), '');
  return out;
}
