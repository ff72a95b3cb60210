// Clock times with explicit UTC offsets, and Unix timestamps (issue 22, claims10; spec/DECISIONS.md
// "Clock times with UTC offsets, Unix timestamps, spans between weekdays"):
//
// - "01:00 UTC = 21:00 UTC−4", "When it's 19:00 in UTC+3, it's 02:00 in UTC+10", "A call at 14:00
//   (UTC+3) is at 13:00 for someone on UTC+2": one moment read on two clocks. An offset is stated,
//   so no time zone rule (nor DST) is involved. Without dates, only the time of day is compared;
//   with a date (and weekday) on both sides, the whole moment, so a date that rolls over is checked.
//   Each side holds only its time, offset, date, weekday and a closed list of filler words, so two
//   different moments ("leaves at …, lands at …") are never read as one.
// - "The timestamp 1,416,689,081 is a moment on 22 November 2014, UTC": seconds since 1970-01-01
//   00:00 UTC; decided only when UTC is named (the date of a moment depends on the zone).
// - "From 10:00 on Tuesday to 18:00 on Thursday is 56 hours": the hours from one weekday and clock
//   time to the next such, clock time as the rule for "from 10:00 to 18:00 2 days later" reads it
//   (calendar.ts): a span with whole weeks more, or a DST hour, is not what the words say.

import { civilFromDays, daysFromCivil, MONTHS, weekday, WEEKDAYS } from './calendar-days.js';
import { decided, type CheckResult } from './types.js';

const C = 'calendar' as const;
const SOURCE = 'https://en.wikipedia.org/wiki/Unix_time';
const MONTH = String.raw`(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?`;
const WEEKDAY = String.raw`(monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;

function monthOf(word: string): number {
  return MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().slice(0, 3))) + 1;
}

interface Moment {
  minutes: number; // minutes after midnight on the clock
  offset: number; // minutes east of UTC
  day?: number; // days since 1970-01-01 of the local date
  weekday?: number; // 0 = Monday
  text: string;
}

const TIME = /\b(\d{1,2}):(\d{2})\b/g;
const OFFSET = /\b(?:utc|gmt)(?:\s*([+−–-])\s*(\d{1,2})(?::?(\d{2}))?)?(?![\w:])/gi;
const DATE_DMY = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH},?\s+(\d{4})\b`, 'gi');
const DATE_MDY = new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, 'gi');
// What else a side may say: the words around a moment, never an event with its own time.
const FILLER = /^(?:at|on|in|for|someone|anyone|people|those|a|an|the|call|meeting|when|it's|its|it|is|already|then|still|time|local|clock|reads|shows|of|and|same|moment|instant|as)$/;

function readSide(text: string): Moment | undefined {
  const times = [...text.replace(OFFSET, (o) => ' '.repeat(o.length)).matchAll(TIME)];
  const offsets = [...text.matchAll(OFFSET)];
  const dates = [...text.matchAll(DATE_DMY), ...text.matchAll(DATE_MDY)];
  const weekdays = [...text.matchAll(new RegExp(`\\b${WEEKDAY}\\b`, 'gi'))];
  if (times.length !== 1 || offsets.length !== 1 || dates.length > 1 || weekdays.length > 1) return undefined;
  const [h, m] = [Number(times[0]![1]), Number(times[0]![2])];
  if (h > 23 || m > 59) return undefined;
  const o = offsets[0]!;
  const offH = o[2] ? Number(o[2]) : 0;
  const offM = o[3] ? Number(o[3]) : 0;
  if (offH > 14 || offM > 59) return undefined;
  const offset = (o[1] && o[1] !== '+' ? -1 : 1) * (offH * 60 + offM);
  let rest = text;
  for (const part of [times[0]!, o, ...dates, ...weekdays]) rest = rest.replace(part[0], ' ');
  const words = rest.toLowerCase().replace(/[(),—–:]/g, ' ').split(/\s+/).filter(Boolean);
  if (!words.every((w) => FILLER.test(w))) return undefined;
  const moment: Moment = { minutes: h * 60 + m, offset, text: text.trim() };
  if (dates.length) {
    const d = dates[0]!;
    const dmy = /^\d/.test(d[0]);
    const [day, month, year] = dmy ? [Number(d[1]), monthOf(d[2]!), Number(d[3])] : [Number(d[2]), monthOf(d[1]!), Number(d[3])];
    const z = daysFromCivil(year, month, day);
    const [y2, m2, d2] = civilFromDays(z);
    if (y2 !== year || m2 !== month || d2 !== day) return undefined;
    moment.day = z;
  }
  if (weekdays.length) moment.weekday = WEEKDAYS.indexOf(weekdays[0]![1]!.toLowerCase());
  return moment;
}

function showOffset(o: number): string {
  if (o === 0) return 'UTC';
  const a = Math.abs(o);
  return `UTC${o < 0 ? '−' : '+'}${Math.floor(a / 60)}${a % 60 ? `:${String(a % 60).padStart(2, '0')}` : ''}`;
}

function showClock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function showDay(z: number): string {
  const [y, m, d] = civilFromDays(z);
  return `${WEEKDAYS[weekday(y, m, d)]!.replace(/^./, (c) => c.toUpperCase())} ${d} ${MONTHS[m - 1]!.replace(/^./, (c) => c.toUpperCase())} ${y}`;
}

const SAME_MOMENT = /^(.+?)(?:,\s*|\s+)(?:is\s+at|is|=|equals|it\s+is(?:\s+already|\s+then|\s+still)?|it's(?:\s+already|\s+then|\s+still)?|is\s+the\s+same\s+(?:moment|instant|time)\s+as|corresponds\s+to)\s+(.+)$/i;

/** One moment read on two clocks with stated offsets; undefined when the sentence is not that. */
export function offsetClocks(raw: string): CheckResult | undefined {
  const text = raw.replace(/^(?:when|at|as)\s+(?:it's|it\s+is)\s+/i, 'at ');
  if ((text.replace(OFFSET, ' ').match(TIME)?.length ?? 0) !== 2 || (text.match(OFFSET)?.length ?? 0) !== 2) return undefined;
  // Split where the second side begins: the first connector after the first offset.
  const firstOffset = text.search(OFFSET);
  const head = text.slice(0, firstOffset);
  const m = SAME_MOMENT.exec(text.slice(firstOffset));
  if (!m) return undefined;
  const [a, b] = [readSide(head + m[1]!), readSide(m[2]!)];
  if (!a || !b) return undefined;
  if ((a.day === undefined) !== (b.day === undefined)) return undefined;
  const utcA = (a.day ?? 0) * 1440 + a.minutes - a.offset;
  const expected = utcA + b.offset; // local minutes on b's clock (days included when dated)
  const said = `${a.text} is ${a.day === undefined ? showClock(a.minutes - a.offset) : `${showDay(Math.floor((utcA) / 1440))} ${showClock(utcA)}`} UTC, so ${a.day === undefined ? showClock(expected) : `${showDay(Math.floor(expected / 1440))}, ${showClock(expected)}`} in ${showOffset(b.offset)}`;
  // A weekday said with a date must be that date's.
  for (const s of [a, b]) {
    if (s.day !== undefined && s.weekday !== undefined) {
      const [y, mo, d] = civilFromDays(s.day);
      if (weekday(y, mo, d) !== s.weekday) return decided(false, `${showDay(s.day)}: the claim calls it a ${WEEKDAYS[s.weekday]}.`, 'proof', C);
    } else if (s.weekday !== undefined) return undefined;
  }
  if (a.day === undefined) {
    const holds = ((expected - b.minutes) % 1440 + 1440) % 1440 === 0;
    return decided(holds, `${said}; the claim says ${showClock(b.minutes)}.`, 'proof', C);
  }
  const statedB = b.day! * 1440 + b.minutes;
  return decided(statedB === expected, `${said}; the claim says ${showDay(b.day!)}, ${showClock(b.minutes)}.`, 'proof', C);
}

// "The timestamp 1,416,689,081 is a moment on 22 November 2014, UTC", "Unix time 0 falls on 1 January 1970 (UTC)".
const TIMESTAMP = new RegExp(String.raw`^(?:the\s+)?(?:unix\s+|posix\s+|epoch\s+)?(?:timestamp|time|time\s+stamp|epoch\s+time|epoch\s+seconds)\s+(\d{1,12})\s+(?:is\s+(?:a\s+moment\s+|a\s+time\s+|an\s+instant\s+)?(?:on|in)|falls\s+on|is|corresponds\s+to|lands\s+on|is\s+during)\s+(?:${WEEKDAY},?\s+)?(.+?)(?:,?\s*\(?\s*(?:in\s+)?(utc|gmt)\s*\)?)$`, 'i');

// "`date -u -d @N` prints a date of D": GNU date's UTC reading of a timestamp (without -u the zone is the machine's: not read).
const DATE_COMMAND = /^date\s+(?:-u\s+-d\s*|-ud\s*|--utc\s+--date[=\s])@(\d{1,12})\s+(?:prints|outputs|shows|gives|returns|displays)\s+(?:a\s+date\s+(?:of|on|in)\s+|the\s+date\s+)?(.+)$/i;

export function unixTimestamp(raw: string): CheckResult | undefined {
  const command = DATE_COMMAND.exec(raw);
  const text = command ? `the timestamp ${command[1]} is on ${command[2]}, UTC` : raw;
  const m = TIMESTAMP.exec(text);
  if (!m) return undefined;
  const dateText = m[3]!.trim();
  const dmy = new RegExp(String.raw`^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH},?\s+(\d{4})$`, 'i').exec(dateText);
  const mdy = new RegExp(String.raw`^${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$`, 'i').exec(dateText);
  if (!dmy && !mdy) return undefined;
  const [day, month, year] = dmy ? [Number(dmy[1]), monthOf(dmy[2]!), Number(dmy[3])] : [Number(mdy![2]), monthOf(mdy![1]!), Number(mdy![3])];
  const z = daysFromCivil(year, month, day);
  const [y2, m2, d2] = civilFromDays(z);
  if (y2 !== year || m2 !== month || d2 !== day) return undefined;
  const seconds = Number(m[1]);
  const actual = Math.floor(seconds / 86400);
  if (m[2]) {
    const [y, mo, d] = civilFromDays(actual);
    if (weekday(y, mo, d) !== WEEKDAYS.indexOf(m[2].toLowerCase())) return decided(false, `${seconds} seconds after 1 January 1970 00:00 UTC is on ${showDay(actual)}, not a ${m[2]}.`, 'proof', C, [SOURCE]);
  }
  return decided(actual === z, `${seconds} seconds after 1 January 1970 00:00 UTC is ${showDay(actual)}, ${showClock(Math.floor((seconds % 86400) / 60))} UTC; the claim says ${showDay(z)}.`, 'proof', C, [SOURCE]);
}

// "From 10:00 on Tuesday to 18:00 on Thursday of the same week is 56 hours", "The shop ran from
// Wednesday at 14:00 until Saturday at 9:00, a stretch of 67 hours".
const WEEK_TIME = String.raw`(?:${WEEKDAY}\s+(?:at\s+)?(\d{1,2}):(\d{2})|(\d{1,2}):(\d{2})\s+on\s+${WEEKDAY})`;
const WEEK_SPAN = new RegExp(String.raw`^(?:.*?\s)?from\s+${WEEK_TIME}\s+(?:to|until|till|through\s+to)\s+${WEEK_TIME}(\s+of\s+the\s+same\s+week)?(?:,\s*(?:a\s+(?:stretch|span|period|total|run)\s+of|which\s+is|or)|\s+(?:is|was|lasts|lasted|takes|took|makes|spans|spanned))\s+(\d+)\s+hours?$`, 'i');

export function weekdaySpan(text: string): CheckResult | undefined {
  const m = WEEK_SPAN.exec(text);
  if (!m) return undefined;
  const read = (i: number) => {
    const [dw, h, mi] = m[i] ? [m[i]!, m[i + 1]!, m[i + 2]!] : [m[i + 5]!, m[i + 3]!, m[i + 4]!];
    return { day: WEEKDAYS.indexOf(dw.toLowerCase()), minutes: Number(h) * 60 + Number(mi), h: Number(h), mi: Number(mi) };
  };
  const [a, b] = [read(1), read(7)];
  if (a.h > 23 || b.h > 23 || a.mi > 59 || b.mi > 59) return undefined;
  const raw = (b.day - a.day) * 1440 + b.minutes - a.minutes;
  if (m[13] && raw <= 0) return undefined; // "the same week" with the end before the start
  const span = ((raw % 10080) + 10080) % 10080;
  if (span === 0 || span % 60 !== 0) return undefined;
  const stated = Number(m[14]) * 60;
  const hours = span / 60;
  if (stated === span) return decided(true, `From ${WEEKDAYS[a.day]} ${showClock(a.minutes)} to the next ${WEEKDAYS[b.day]} ${showClock(b.minutes)} is ${hours} hours.`, 'proof', C);
  return decided(false, `From ${WEEKDAYS[a.day]} ${showClock(a.minutes)} to the next ${WEEKDAYS[b.day]} ${showClock(b.minutes)} is ${hours} hours; the claim says ${m[14]}.`, 'proof', C);
}
