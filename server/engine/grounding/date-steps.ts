// Dates an answer works out from the documents (issue 23, DECISIONS.md "Worked figures"): "within
// 30 days of the end of May, so by 30 June", "48 hours before arrival on Friday 14 March: until
// Wednesday 12 March", "the 1st of the following month" after notice given in May: 1 June. Such
// a date is not written in any document, yet it is not invented: one step of the grammar of date
// expressions makes it from a date the documents, the question or the answer give. As with worked
// figures it is only not invented; it never supports a claim, and a date the documents settle
// differently in the claim's place still contradicts it (ground.ts compares slots apart).
//
// A step with its own date ("30 days after 1 May") gives its date wherever it is written. A step
// without one ("48 hours before arrival", "the 1st of the following month") is paired with any
// date of the texts, but one of the two must be the answer's or the question's (its working
// shown): any two of a document's dates and steps make some date by chance.

import type { DateMention } from './mentions.js';
import { wordTable } from '../word-table.js';

/** A text and the dates read from it (offsets into `text`); `own` for the answer or the question. */
export interface DatedText {
  text: string;
  dates: readonly DateMention[];
  own: boolean;
}

/** A date one step gives: a day of a month, or a month alone, the year when the anchor has one; or a year alone. */
export interface SteppedDate {
  year?: number;
  /** Undefined for a year alone ("a year earlier" than 2024: 2023). */
  month?: number;
  day?: number;
}

const NUMBER_WORDS = wordTable<number>({
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, eighteen: 18, twenty: 20,
  'twenty-one': 21, 'twenty-eight': 28, thirty: 30, 'thirty-one': 31, sixty: 60, ninety: 90,
});

// "30 days of", "48 hours before", "two weeks after", "3 months from". "of" reads the end of a
// window ("within 30 days of"); working days are left out (which days count is not written).
const SPAN = /\b(\d{1,4}|[a-z]+(?:-[a-z]+)?)[\s-]+(hours?|days?|weeks?|months?)\s+(before|prior\s+to|ahead\s+of|after|following|from|of)\b/gi;
// "the 1st of the following month", "the last day of the previous month", "the end of next month".
const RELATIVE_MONTH = /\b(1st|first|(\d{1,2})(?:st|nd|rd|th)|last(?:\s+day)?|end|start|beginning)\s+of\s+(?:the\s+)?(following|next|previous|preceding|prior)\s+month\b/gi;
// What may stand between a step and its own date: "the end of", "3 p.m. on", "arrival on Friday".
const BETWEEN = /^[\s,]*(?:the\s+)?(?:(end|last\s+day|close|start|beginning|first\s+day)\s+of\s+)?(?:\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?\s?m\.?\s+on\s+)?(?:[A-Z][a-z]+day,?\s+)?(?:the\s+)?$/;
const BEFORE_ANCHOR = /(?:(end|last\s+day|close)|(start|beginning|first\s+day))\s+of\s+(?:the\s+month\s+of\s+)?$/i;

interface Anchor {
  year?: number;
  month: number;
  /** Undefined for a month alone. */
  day?: number;
  own: boolean;
}

interface Step {
  /** Signed span: days (hours in whole days) or months. */
  days?: number;
  months?: number;
  /** Its own date, when the phrase writes one. */
  anchor?: Anchor;
  own: boolean;
}

interface MonthStep {
  months: number;
  /** 'last' for the last day, a number for a day, undefined for the month alone. */
  day: number | 'last';
  own: boolean;
}

const YEAR_FOR_LENGTHS = 2001; // a year that is not a leap year, when the anchor gives none

function lastDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A date mention as an anchor: its day, or the first or last day a "start of"/"end of" before it names. */
function anchorOf(d: DateMention, text: string, own: boolean, edge?: string): Anchor | undefined {
  if (d.month === undefined) return undefined;
  const year = d.year;
  if (d.day !== undefined) return { ...(year !== undefined ? { year } : {}), month: d.month, day: d.day, own };
  const before = BEFORE_ANCHOR.exec(text.slice(Math.max(0, d.start - 40), d.start));
  const which = edge ?? (before ? (before[1] ? 'end' : 'start') : undefined);
  const day = which === undefined ? undefined : /^(end|last|close)/i.test(which) ? lastDay(year ?? YEAR_FOR_LENGTHS, d.month) : 1;
  return { ...(year !== undefined ? { year } : {}), month: d.month, ...(day !== undefined ? { day } : {}), own };
}

function countOf(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()];
}

function stepsOf(t: DatedText): Step[] {
  const out: Step[] = [];
  for (const m of t.text.matchAll(SPAN)) {
    const n = countOf(m[1]!);
    if (n === undefined || n <= 0) continue;
    const unit = m[2]!.toLowerCase().replace(/s$/, '');
    if (/working|business/i.test(t.text.slice(Math.max(0, m.index - 10), m.index + m[0].length))) continue;
    const sign = /^(before|prior|ahead)/i.test(m[3]!) ? -1 : 1;
    let step: Omit<Step, 'own'>;
    if (unit === 'hour') {
      if (n % 24 !== 0) continue; // hours read as whole days only
      step = { days: sign * (n / 24) };
    } else if (unit === 'day') step = { days: sign * n };
    else if (unit === 'week') step = { days: sign * 7 * n };
    else step = { months: sign * n };
    const end = m.index + m[0].length;
    const own = t.dates.find((d) => d.month !== undefined && d.start >= end && d.start - end <= 40 && BETWEEN.test(t.text.slice(end, d.start)));
    const between = own ? BETWEEN.exec(t.text.slice(end, own.start)) : undefined;
    const anchor = own ? anchorOf(own, t.text, t.own, between?.[1]) : undefined;
    out.push({ ...step, ...(anchor ? { anchor } : {}), own: t.own });
  }
  return out;
}

function monthStepsOf(t: DatedText): MonthStep[] {
  const out: MonthStep[] = [];
  for (const m of t.text.matchAll(RELATIVE_MONTH)) {
    const which = m[1]!.toLowerCase();
    const day = m[2] ? Number(m[2]) : /^(last|end)/.test(which) ? 'last' : 1;
    out.push({ months: /^(following|next)$/i.test(m[3]!) ? 1 : -1, day, own: t.own });
  }
  return out;
}

function apply(a: Anchor, s: Step): SteppedDate | undefined {
  const year = a.year ?? YEAR_FOR_LENGTHS;
  if (s.months !== undefined) {
    const first = new Date(Date.UTC(year, a.month - 1 + s.months, 1));
    const y = first.getUTCFullYear();
    const month = first.getUTCMonth() + 1;
    const yearOut = a.year !== undefined ? { year: y } : {};
    if (a.day === undefined) return { ...yearOut, month };
    // A month after the 31st is the month's last day.
    return { ...yearOut, month, day: Math.min(a.day, lastDay(y, month)) };
  }
  if (a.day === undefined) return undefined;
  const d = new Date(Date.UTC(year, a.month - 1, a.day + s.days!));
  return { ...(a.year !== undefined ? { year: d.getUTCFullYear() } : {}), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function applyMonth(a: Anchor, s: MonthStep): SteppedDate {
  const first = new Date(Date.UTC(a.year ?? YEAR_FOR_LENGTHS, a.month - 1 + s.months, 1));
  const y = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  const day = s.day === 'last' ? lastDay(y, month) : Math.min(s.day, lastDay(y, month));
  return { ...(a.year !== undefined ? { year: y } : {}), month, day };
}

// Steps a document takes from a time it has just named (DECISIONS "Worked figures", gfa33):
// "lost £240m in 2024, against a profit a year earlier", "said on 4 June it would ballot members
// next month". A year: "a year / N years earlier, later, before, after", "the previous, preceding,
// prior, following, next year", "the year before, after", "last year", "next year". A month:
// "next month", "last month", "the following, previous, preceding month", "a month earlier, later".
const YEAR_STEP = /\b(?:(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+years?\s+(earlier|later|before|after|previously)|the\s+(previous|preceding|prior|following|next)\s+year|the\s+year\s+(before|after)|(last|next)\s+year)\b/gi;
const MONTH_STEP = /\b(?:(next|last)\s+month|the\s+(following|previous|preceding|prior)\s+month|a\s+month\s+(earlier|later|before|after))\b/gi;
// A full stop, question or exclamation mark and a space: a sentence ends there.
const SENTENCE_END = /[.!?]["'’”)]?\s/g;

/**
 * The years and months a document's relative step makes from the nearest date before it: "in
 * 2024 ... a year earlier" gives 2023, "said on Wednesday 4 June ... next month" gives July. A
 * step from the time just named ("a year earlier", "the following month") takes a date of its
 * sentence or the one before; a step from the time of writing ("next month", "last year") takes
 * the nearest date the document gives before it, as a news text dates what it reports. A reader
 * resolves them so, though the writer's time may be another: what they give is only not
 * invented, never supported.
 */
export function relativeDates(texts: readonly DatedText[]): SteppedDate[] {
  const out: SteppedDate[] = [];
  for (const t of texts) {
    if (!t.dates.length) continue;
    const anchorBefore = (at: number, month: boolean, deictic: boolean) => {
      let best: DateMention | undefined;
      for (const d of t.dates) if (d.end <= at && (month ? d.month !== undefined : d.year !== undefined) && (!best || d.end > best.end)) best = d;
      return best && (deictic || (t.text.slice(best.end, at).match(SENTENCE_END) ?? []).length <= 1) ? best : undefined;
    };
    for (const m of t.text.matchAll(YEAR_STEP)) {
      const a = anchorBefore(m.index, false, m[5] !== undefined);
      if (!a) continue;
      const n = m[1] ? countOf(m[1])! : 1;
      const back = /^(earlier|before|previously|previous|preceding|prior|last)$/i.test(m[2] ?? m[3] ?? m[4] ?? m[5] ?? '');
      out.push({ year: a.year! + (back ? -n : n) });
    }
    for (const m of t.text.matchAll(MONTH_STEP)) {
      const a = anchorBefore(m.index, true, m[1] !== undefined);
      if (!a) continue;
      const back = /^(last|previous|preceding|prior|earlier|before)$/i.test(m[1] ?? m[2] ?? m[3] ?? '');
      const first = new Date(Date.UTC(a.year ?? YEAR_FOR_LENGTHS, a.month! - 1 + (back ? -1 : 1), 1));
      out.push({ ...(a.year !== undefined ? { year: first.getUTCFullYear() } : {}), month: first.getUTCMonth() + 1 });
    }
  }
  return out;
}

/**
 * The dates one step of a date expression makes from a date the texts give: a step with its own
 * date anywhere; a step without one from any date of the texts, when the step or the date is the
 * answer's or the question's.
 */
export function steppedDates(texts: readonly DatedText[]): SteppedDate[] {
  const anchors = texts.flatMap((t) => t.dates.flatMap((d) => anchorOf(d, t.text, t.own) ?? []));
  const steps = texts.flatMap(stepsOf);
  const monthSteps = texts.flatMap(monthStepsOf);
  const out: SteppedDate[] = [];
  for (const s of steps) {
    const from = s.anchor ? [s.anchor] : anchors.filter((a) => a.own || s.own);
    for (const a of from) {
      const d = apply(a, s);
      if (d) out.push(d);
    }
  }
  for (const s of monthSteps) for (const a of anchors) if (a.own || s.own) out.push(applyMonth(a, s));
  out.push(...relativeDates(texts.filter((t) => !t.own)));
  return out;
}

/** Whether a date of a claim is one a step gives: its month, its day when it has one, its year when both have one; or a year alone. */
export function dateStepped(c: DateMention, stepped: readonly SteppedDate[]): boolean {
  if (c.decade !== undefined) return false;
  if (c.month === undefined) return c.year !== undefined && c.day === undefined && stepped.some((d) => d.month === undefined && d.year === c.year);
  return stepped.some((d) => d.month !== undefined && d.month === c.month && (c.day === undefined || d.day === c.day) && (c.year === undefined || d.year === undefined || d.year === c.year));
}
