// Calendar claims in the proleptic Gregorian calendar: leap years, weekdays of dates, days in
// months, "N days after D", date differences, day of the year, month order and the number of
// given weekdays in a month. Day arithmetic uses a days-from-civil count, so every decided
// verdict is an exact computation.

import { checkInFrame, firstRule, type Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';

const C = 'calendar' as const;
const SOURCE = 'https://en.wikipedia.org/wiki/Proleptic_Gregorian_calendar';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_ABBR: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30, last: -1,
};

export function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  return [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
}

/** Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDays(z: number): [number, number, number] {
  z += 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

/** 0 = Monday ... 6 = Sunday. */
export function weekday(y: number, m: number, d: number): number {
  const z = daysFromCivil(y, m, d);
  return (((z + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday (index 3)
}

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
  const date = parseDate(dateText);
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

/** Checks the positive core of a calendar claim. */
export function checkCalendarCore(raw: string): CheckResult {
  const text = dayOrdinalsToDigits(raw.replace(/\s+/g, ' ').trim());
  return firstRule(RULES, text, C, 'no calendar claim recognised');
}

/** Checks a calendar claim in natural English. */
export function checkCalendar(claim: string): CheckResult {
  return checkInFrame(claim, C, checkCalendarCore);
}
