// Rates and their inverses in short claims (issue 22, claims 8): a speed and a pace ("A pace of
// 5:30 per km is 10.91 km/h", "A 7-minute mile is about 4.35 minutes per kilometre", "Running a
// mile in 6 minutes is 10 mph"), fuel economy and fuel use ("20 mpg (US) is about 11.76 L/100 km",
// "50 miles per US gallon is about 21.26 km/L"), a data rate said as what moves per second, a
// time from a distance and a speed ("Walking at 6 km/h, 4 km takes 40 minutes") and an area from
// two lengths ("A 14 ft × 24 ft room has a floor area of about 31.2 m²").
//
// A rate is a number of one unit per an amount of another (km/h, min/mile, L/100 km). Two rates
// compare when their units are of the same two kinds (km/h and mph) or of the inverse kinds (a
// pace is time per length, a speed length per time; fuel use is volume per length, economy
// length per volume): the inverse of one is the other. Units are those of the units table
// (units.ts), so a bare gallon is the US gallon there as here. The stated value keeps the
// precision rule of units ("is" exact to the precision shown, "about" the rounding "about"
// allows; DECISIONS "Units").

import { approximately, precisionOf, roundsTo } from './precision.js';
import { fmt } from './text.js';
import { decided, type CheckResult } from './types.js';
import { unitSize } from './units.js';
import { wordTable } from '../word-table.js';

const C = 'units' as const;
type Kind = 'length' | 'time' | 'volume' | 'data' | 'mass' | 'area';
const KINDS: Kind[] = ['length', 'time', 'volume', 'data', 'mass'];

/** A unit word of one of the kinds a rate is made of, with its size in the kind's base unit. */
function unitOf(text: string): { kind: Kind; size: number } | undefined {
  const t = text.trim().replace(/^(?:an?|one|the)\s+/i, '');
  for (const kind of KINDS) {
    const size = unitSize(t, kind);
    if (size !== undefined) return { kind, size };
  }
  return undefined;
}

/** A rate: `value` of the stated unit is `base` of top per bottom in base units; `numeral` the number as written. */
interface Rate {
  top: Kind;
  bottom: Kind;
  base: number;
  value: number;
  numeral: string;
  /** Base units per one stated unit (to state a base value in the rate's own unit). */
  per: number;
  /** The stated value was written as minutes and seconds ("5:30"): compared in seconds. */
  clock?: boolean;
  text: string;
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const WORD_UNIT = String.raw`([a-zA-Zµ]+(?:\s+[a-zA-Z]+)?)`;

// Shorthands a rate is written with, as top / bottom unit words.
const SHORTHAND = wordTable<[string, string]>({
  mph: ['mile', 'hour'], kph: ['km', 'hour'], kmh: ['km', 'hour'], mpg: ['mile', 'gallon'],
});

function rateOf(top: string, bottom: string, n: number, numeral: string, text: string, bottomCount = 1): Rate | undefined {
  const [t, b] = [unitOf(top), unitOf(bottom)];
  if (!t || !b || t.kind === b.kind || bottomCount <= 0) return undefined;
  const per = t.size / (b.size * bottomCount);
  return { top: t.kind, bottom: b.kind, base: n * per, value: n, numeral, per, text };
}

/**
 * Reads one rate phrase: "10.91 km/h", "10 mph", "11.27 minutes per kilometre", "5:30 per km",
 * "a 7-minute mile", "a mile in 6 minutes", "11.76 L/100 km", "20 mpg (US)", "117.6 km/L",
 * "1.960 mpg (US gallons)". Undefined when the phrase is not one rate.
 */
export function readRate(raw: string): Rate | undefined {
  const text = raw.trim().replace(/\s*\(\s*US(?:\s+gallons?)?\s*\)$/i, '').replace(/^at\s+(?=\d)/i, '').replace(/^(?:a\s+|an\s+)?(?:pace|speed|fuel\s+(?:use|economy|consumption)|consumption|rate)\s+of\s+/i, '');
  let m = /^(\d{1,2}):([0-5]\d)\s*(?:min(?:utes)?\s*)?(?:\/|\s+per\s+|\s+a\s+)\s*([a-zA-Z]+)$/i.exec(text);
  if (m) {
    const secs = Number(m[1]) * 60 + Number(m[2]);
    const r = rateOf('second', m[3]!, secs, String(secs), raw);
    return r && r.bottom === 'length' ? { ...r, clock: true } : undefined;
  }
  // "a 7-minute mile", "an 8-minute kilometre".
  m = new RegExp(String.raw`^(?:an?\s+)?${NUM}-(minute|second|hour)\s+(mile|kilometre|kilometer|km)$`, 'i').exec(text);
  if (m) return rateOf(m[2]!, m[3]!, Number(m[1]), m[1]!, raw);
  // "a mile in 6 minutes", "5 km in 25 minutes": a distance in a time, as a speed.
  m = new RegExp(String.raw`^(?:(?:an?|one)\s+|${NUM}\s*)([a-zA-Z]+)\s+in\s+${NUM}\s*([a-zA-Z]+)$`, 'i').exec(text);
  if (m) {
    const [d, t] = [m[1] === undefined ? 1 : Number(m[1]), Number(m[3])];
    const r = rateOf(m[2]!, m[4]!, d / t, fmt(d / t), raw);
    return r && r.top === 'length' && r.bottom === 'time' ? { ...r, numeral: '' } : undefined;
  }
  // "11.76 L/100 km", "7 litres per 100 kilometres".
  m = new RegExp(String.raw`^${NUM}\s*${WORD_UNIT}\s*(?:\/|\s+per\s+|\s+every\s+)\s*(\d+)\s*${WORD_UNIT}$`, 'i').exec(text);
  if (m) return rateOf(m[2]!, m[4]!, Number(m[1]), m[1]!, raw, Number(m[3]));
  // "20 mpg", "10 mph".
  m = new RegExp(String.raw`^${NUM}\s*(mph|kph|kmh|mpg)$`, 'i').exec(text);
  if (m) {
    const [top, bottom] = SHORTHAND[m[2]!.toLowerCase()]!;
    return rateOf(top, bottom, Number(m[1]), m[1]!, raw);
  }
  // "10.91 km/h", "50 miles per US gallon", "30 miles to the gallon".
  m = new RegExp(String.raw`^${NUM}\s*${WORD_UNIT}\s*(?:\/|\s+per\s+|\s+an?\s+|\s+to\s+the\s+)\s*${WORD_UNIT}$`, 'i').exec(text);
  if (m) return rateOf(m[2]!, m[3]!, Number(m[1]), m[1]!, raw);
  return undefined;
}

/** The first rate in the unit of the second: the same kinds, or their inverse. */
function inUnitOf(from: Rate, to: Rate): number | undefined {
  if (from.top === to.top && from.bottom === to.bottom) return from.base / to.per;
  if (from.top === to.bottom && from.bottom === to.top && from.base !== 0) return 1 / from.base / to.per;
  return undefined;
}

function holds(expected: number, stated: Rate, mode: 'approx' | 'exact' | 'is'): boolean {
  if (stated.clock) return mode === 'approx' ? Math.abs(expected - stated.value) <= 1 + 1e-9 : roundsTo(expected, stated.value, 0);
  if (mode === 'exact') return Math.abs(expected - stated.value) <= 1e-9 * Math.max(1, Math.abs(expected));
  return mode === 'approx' ? approximately(expected, stated.value, stated.numeral) : roundsTo(expected, stated.value, precisionOf(stated.numeral));
}

const significant = (numeral: string): number => numeral.replace(/\D/g, '').replace(/^0+/, '').length;

/**
 * Two rates said to be the same: the second is the stated value. When the first is written with
 * more significant digits, it may be the rounded one, so that reading is tried too and the claim
 * is decided only when both agree (DECISIONS "Units").
 */
export function sameRate(aText: string, bText: string, approx: string | undefined, exactly: string | undefined): CheckResult | undefined {
  const [a, b] = [readRate(aText), readRate(bText)];
  if (!a || !b) return undefined;
  const expected = inUnitOf(a, b);
  if (expected === undefined || !b.numeral) return undefined;
  const mode = approx ? 'approx' : exactly ? 'exact' : 'is';
  const verdict = holds(expected, b, mode);
  if (a.numeral && !a.clock && !b.clock && significant(a.numeral) > significant(b.numeral)) {
    const back = inUnitOf(b, a);
    if (back === undefined || holds(back, a, mode) !== verdict) return undefined;
  }
  const show = b.clock ? `${Math.floor(expected / 60)}:${String(Math.round(expected % 60)).padStart(2, '0')}` : fmt(expected);
  return decided(verdict, `${aText.trim()} is ${show}${b.clock ? ' (min:s)' : ''} in the unit of "${bText.trim()}" (${a.top === b.top ? 'the same kinds of units' : 'the inverse rate'}); the claim says ${bText.trim()}.`, 'proof', C, undefined, mode === 'approx' ? 'approximate' : undefined);
}

const APPROX = String.raw`(about|approximately|approx\.?|roughly|around|nearly|close\s+to|~|≈)`;
const EXACTLY = String.raw`(exactly|precisely)`;
const MODE = String.raw`(?:${APPROX}\s+|${EXACTLY}\s+)?`;
const RATE_TEXT = String.raw`(.+?)`;
const SAME = String.raw`(?:is|means|equals|=|is\s+equivalent\s+to|is\s+the\s+same\s+as|corresponds\s+to|works\s+out\s+to|converts\s+to|comes\s+to|amounts\s+to|translates\s+to)`;
const PACE_OR_SPEED = String.raw`(?:(?:an?\s+)?(?:pace|speed|fuel\s+(?:use|economy|consumption)|consumption)\s+of\s+|(?:moving|running|going|travelling|traveling)\s+at\s+)?`;
const MOVING = String.raw`(?:running|walking|jogging|cycling|riding|driving|swimming|covering|doing|rowing|skating|hiking)`;

const RATE_FORMS: [RegExp, (m: RegExpExecArray) => CheckResult | undefined][] = [
  // "A pace of 5:30 per km is 10.91 km/h", "A 7-minute mile is about 11.27 minutes per kilometre", "20 mpg (US) is about 11.76 L/100 km".
  [new RegExp(String.raw`^(?:an?\s+|the\s+)?${RATE_TEXT}\s+${SAME}\s+${PACE_OR_SPEED}${MODE}${PACE_OR_SPEED}${RATE_TEXT}(?:\s+(?:pace|speed))?$`, 'i'), (m) => sameRate(m[1]!, m[4]!, m[2], m[3])],
  // "Running a mile in 6 minutes is a pace of 10 mph".
  [new RegExp(String.raw`^${MOVING}\s+${RATE_TEXT}\s+${SAME}\s+${PACE_OR_SPEED}${MODE}${PACE_OR_SPEED}${RATE_TEXT}$`, 'i'), (m) => sameRate(m[1]!, m[4]!, m[2], m[3])],
  // "A car that gets 20 mpg (US) uses about 11.76 L/100 km".
  [new RegExp(String.raw`^(?:an?|the)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:that|which)\s+(?:gets|does|averages|achieves|returns|manages)\s+${RATE_TEXT}\s+(?:uses|burns|consumes|needs|gets|does|averages|is\s+doing)\s+${MODE}${RATE_TEXT}$`, 'i'), (m) => sameRate(m[1]!, m[4]!, m[2], m[3])],
  // "An 8 Mbit/s connection transfers 1 MB per second": what it moves per unit of time is its rate.
  [new RegExp(String.raw`^(?:an?\s+|the\s+)?${RATE_TEXT}\s+(?:connection|link|line|network|download|upload|stream)\s+(?:transfers|moves|downloads|uploads|delivers|carries|sends|gives|does)\s+${MODE}${RATE_TEXT}$`, 'i'), (m) => sameRate(m[1]!, m[4]!, m[2], m[3])],
];

/** The time a distance takes at a speed: "Walking at 6 km/h, 4 km takes 40 minutes", "4 km at 6 km/h takes 40 min". */
function travelTime(speedText: string, distText: string, approx: string | undefined, exactly: string | undefined, timeNum: string, timeUnit: string): CheckResult | undefined {
  const v = readRate(speedText);
  const d = /^(\d+(?:\.\d+)?)\s*([a-zA-Z]+(?:\s+[a-zA-Z]+)?)$/.exec(distText.trim());
  const [du, tu] = [d ? unitOf(d[2]!) : undefined, unitOf(timeUnit)];
  if (!v || !d || !du || !tu || v.top !== 'length' || v.bottom !== 'time' || du.kind !== 'length' || tu.kind !== 'time' || v.base <= 0) return undefined;
  const expected = (Number(d[1]) * du.size) / v.base / tu.size;
  const mode = approx ? 'approx' : exactly ? 'exact' : 'is';
  const stated: Rate = { top: 'time', bottom: 'time', base: 0, value: Number(timeNum), numeral: timeNum, per: 1, text: '' };
  return decided(holds(expected, stated, mode), `${distText.trim()} at ${speedText.trim()} takes ${fmt(expected)} ${timeUnit} (time = distance ÷ speed); the claim says ${timeNum}.`, 'proof', C, undefined, mode === 'approx' ? 'approximate' : undefined);
}

const TIME_TAKEN = String.raw`${MODE}(\d+(?:\.\d+)?)\s*([a-zA-Z]+)`;
const TRAVEL_FORMS: [RegExp, (m: RegExpExecArray) => CheckResult | undefined][] = [
  [new RegExp(String.raw`^(?:${MOVING}\s+)?at\s+${RATE_TEXT},\s*(?:(?:covering|walking|running|cycling|driving)\s+)?(\d+(?:\.\d+)?\s*[a-zA-Z]+)\s+(?:takes|will\s+take|would\s+take|lasts)\s+${TIME_TAKEN}$`, 'i'), (m) => travelTime(m[1]!, m[2]!, m[3], m[4], m[5]!, m[6]!)],
  [new RegExp(String.raw`^(?:${MOVING}\s+)?(\d+(?:\.\d+)?\s*[a-zA-Z]+)\s+at\s+${RATE_TEXT}\s+(?:takes|will\s+take|would\s+take|lasts)\s+${TIME_TAKEN}$`, 'i'), (m) => travelTime(m[2]!, m[1]!, m[3], m[4], m[5]!, m[6]!)],
];

/** "A 14 ft × 24 ft room has a floor area of about 31.2 m²": a rectangle's area from its two sides. */
function rectangleArea(m: RegExpExecArray): CheckResult | undefined {
  const [, aNum, aUnit, bNum, bUnit, approx, exactly, areaNum, areaUnit] = m;
  const first = aUnit ? unitSize(aUnit, 'length') : undefined;
  const second = unitSize(bUnit!, 'length');
  const area = unitSize(areaUnit!.replace(/²/g, '^2'), 'area');
  if (second === undefined || area === undefined || (aUnit && first === undefined)) return undefined;
  const expected = (Number(aNum) * (first ?? second) * Number(bNum) * second) / area;
  const mode = approx ? 'approx' : exactly ? 'exact' : 'is';
  const stated: Rate = { top: 'area', bottom: 'area', base: 0, value: Number(areaNum), numeral: areaNum!, per: 1, text: '' };
  return decided(holds(expected, stated, mode), `${aNum}${aUnit ? ` ${aUnit}` : ''} × ${bNum} ${bUnit} is ${fmt(expected)} ${areaUnit} (the area of a rectangle is the product of its sides); the claim says ${areaNum}.`, 'proof', C, undefined, mode === 'approx' ? 'approximate' : undefined);
}

const AREA_FORM = new RegExp(String.raw`^(?:an?\s+|the\s+)?(\d+(?:\.\d+)?)\s*([a-zA-Z]+)?\s*(?:\*|x|by)\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]+)\s+(?:[a-z]+\s+){1,2}(?:has\s+an?\s+(?:(?:floor|surface|total|ground|land)\s+)?area\s+of|covers|has|is)\s+${MODE}(\d+(?:\.\d+)?)\s*([a-zA-Z ]+?(?:\^2|²)?)$`, 'i');

/** Reads a claim about rates, travel times or a rectangle's area; undefined when it is none of these. */
export function checkRateClaim(text: string): CheckResult | undefined {
  for (const [re, f] of [...RATE_FORMS, ...TRAVEL_FORMS]) {
    const m = re.exec(text);
    const r = m ? f(m) : undefined;
    if (r) return r;
  }
  const a = AREA_FORM.exec(text);
  return a ? rectangleArea(a) : undefined;
}
