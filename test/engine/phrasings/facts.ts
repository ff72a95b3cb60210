// Phrasing generators for units, calendar, country and element claims. Unit labels come from
// the exact definitions (README conventions), calendar labels from JavaScript's own UTC date
// arithmetic (proleptic Gregorian), and country/element labels from the small fact tables below.

import fc from 'fast-check';
import { framed, numberStyle, rightOrWrong, withCommas, type Copula, type Phrasing, type Template } from './surface.js';

type Core = { templates: Template[]; holds: boolean };

// [names of the first unit, names of the second, how many of the second make one of the first]
const CONVERSIONS: [string[], string[], number][] = [
  [['mile', 'miles', 'mi'], ['kilometre', 'kilometres', 'kilometers', 'km'], 1.609344],
  [['kilogram', 'kilograms', 'kg', 'kilo', 'kilos'], ['pound', 'pounds', 'lb', 'lbs'], 1 / 0.45359237],
  [['inch', 'inches', 'in'], ['centimetre', 'centimetres', 'centimeters', 'cm'], 2.54],
  [['foot', 'feet', 'ft'], ['metre', 'metres', 'meters', 'm'], 0.3048],
  [['yard', 'yards', 'yd'], ['metre', 'metres', 'meters', 'm'], 0.9144],
  [['US gallon', 'US gallons', 'gallon', 'gallons'], ['litre', 'litres', 'liters', 'L'], 3.785411784],
  [['hour', 'hours', 'h', 'hr'], ['minute', 'minutes', 'min'], 60],
  [['day', 'days'], ['hour', 'hours'], 24],
  [['week', 'weeks'], ['day', 'days'], 7],
  [['tonne', 'tonnes', 'metric ton'], ['kilogram', 'kilograms', 'kg'], 1000],
  [['stone', 'stones', 'st'], ['pound', 'pounds', 'lb'], 14],
  [['acre', 'acres'], ['hectare', 'hectares', 'ha'], 0.40468564224],
  [['kibibyte', 'kibibytes', 'KiB'], ['byte', 'bytes'], 1024],
  [['ounce', 'ounces', 'oz'], ['gram', 'grams', 'g'], 28.349523125],
  [['kilometre', 'kilometres', 'km'], ['metre', 'metres', 'm'], 1000],
  [['litre', 'litres', 'liters', 'L'], ['millilitre', 'millilitres', 'ml', 'mL'], 1000],
  [['mile per hour', 'miles per hour', 'mph'], ['kilometres per hour', 'kilometers per hour', 'km/h'], 1.609344],
  [['square kilometre', 'square kilometres', 'km²'], ['square metres', 'square meters', 'm²'], 1e6],
];

/** Rounds to four significant figures, as the README's unit claims do. */
function sig4(x: number): number {
  return Number(x.toPrecision(4));
}

/** A unit's name for a value: the singular for 1, else any other spelling (plurals and symbols). */
const unitName = (names: string[], value: number, pick: number) => (value === 1 || names.length === 1 ? names[0]! : names[1 + (pick % (names.length - 1))]!);

const APPROX = ['about', 'approximately', 'roughly', 'around', 'nearly', 'close to', 'approx.'];

const conversionCore: fc.Arbitrary<Core> = fc.tuple(
  fc.constantFrom(...CONVERSIONS), fc.constantFrom(1, 1, 2, 3, 5, 10, 12, 20, 25, 50, 100, 250, 1000), fc.boolean(), fc.nat(), fc.nat(),
  fc.constantFrom(0.8, 0.85, 0.9, 0.94, 1.06, 1.1, 1.25, 1.5, 2), fc.boolean(), fc.constantFrom(...APPROX),
).filter(([[, , factor], x, reversed, , , off, holds]) => {
  // A wrong value must not be a rounding of the right one ("5 m ≈ 0.01 km" rounds 0.005 up).
  if (holds) return true;
  const exact = x * (reversed ? 1 / factor : factor);
  const y = sig4(exact * off);
  // The place of the last digit shown: a decimal's last place, or what a whole number's trailing zeros leave open.
  const digits = String(y).split('.');
  const lastPlace = digits[1] ? 10 ** -digits[1].length : 10 ** Math.min(/0*$/.exec(digits[0]!)![0].length, digits[0]!.length - 1);
  return Math.abs(y - exact) > Math.max(2 * lastPlace, 0.02 * exact);
}).map(([[from, to, factor], x, reversed, p1, p2, off, holds, approx]) => {
  const [a, b, f] = reversed ? [to, from, 1 / factor] : [from, to, factor];
  const y = sig4(x * f * (holds ? 1 : off));
  const ua = unitName(a, x, p1);
  const ub = unitName(b, y, p2);
  const X = x >= 1000 ? withCommas(x) : String(x);
  const Y = y >= 1000 && Number.isInteger(y) ? withCommas(y) : String(y);
  const one = x === 1 ? ['1', 'One', 'A', 'one'][p1 % 4]! : X;
  const aName = x === 1 ? a[0]! : ua;
  const templates: Template[] = [
    (be: Copula) => `${one} ${aName} ${be.is} ${Y} ${ub}`,
    (be: Copula) => `${one} ${aName} ${be.is} ${approx} ${Y} ${ub}`,
    (be: Copula) => `${one} ${aName} ${be.equals} ${Y} ${ub}`,
    (be: Copula) => `${one} ${aName} ${be.equals} ${approx} ${Y} ${ub}`,
    (be: Copula) => `${one} ${aName} ${be.is} equal to ${Y} ${ub}`,
    (be: Copula) => `${one} ${aName} ${be.is} roughly equal to ${Y} ${ub}`,
    (be: Copula) => `${one} ${aName} ${be.is} equivalent to ${Y} ${ub}`,
    (be: Copula) => `${one} ${aName} ${be.is} the same as ${Y} ${ub}`,
    (be: Copula) => (be.negated ? `${X} ${ua} ≠ ${Y} ${ub}` : `${X} ${ua} = ${Y} ${ub}`),
    () => `${X} ${ua} ≈ ${Y} ${ub}`,
    (be: Copula) => `${one} ${aName} ${be.negated ? 'does not convert' : 'converts'} to ${Y} ${ub}`,
    (be: Copula) => `${one} ${aName} ${be.negated ? "doesn't make" : 'makes'} ${Y} ${ub}`,
    () => `${one} ${aName} comes to about ${Y} ${ub}`,
    () => `${X} ${ua} in ${b[1] ?? b[0]} is ${Y}`,
    () => `Converting ${X} ${ua} to ${b[1] ?? b[0]} gives ${Y}`,
    () => `${X} ${ua} works out to ${Y} ${ub}`,
  ];
  if (x === 1) {
    templates.push(
      (be: Copula) => `There ${be.are} ${Y} ${ub} in ${['a', 'one', '1', 'each'][p1 % 4]} ${a[0]}`,
      (be: Copula) => `There ${be.are} ${approx} ${Y} ${ub} in a ${a[0]}`,
      (be: Copula) => `A ${a[0]} ${be.has} ${Y} ${ub}`,
      (be: Copula) => `Each ${a[0]} ${be.negated ? 'does not contain' : 'contains'} ${Y} ${ub}`,
      (be: Copula) => `A ${a[0]} ${be.is} made up of ${Y} ${ub}`,
      (be: Copula) => `${Y} ${ub} ${be.negated ? (y === 1 ? "doesn't make" : "don't make") : y === 1 ? 'makes' : 'make'} ${['a', 'one', '1'][p2 % 3]} ${a[0]}`,
    );
  }
  return { templates, holds };
});

const toF = (c: number) => (c * 9) / 5 + 32;
const temperatureCore: fc.Arbitrary<Core> = fc.tuple(
  fc.integer({ min: -8, max: 40 }).map((k) => k * 5), fc.boolean(), fc.integer({ min: 4, max: 30 }), fc.boolean(), fc.nat(), fc.nat(),
).map(([c, holds, off, reversed, p1, p2]) => {
  const f = toF(c) + (holds ? 0 : off);
  const cNames = ['°C', ' °C', ' degrees Celsius', ' degrees C', ' Celsius', ' degrees centigrade', 'ºC'];
  const fNames = ['°F', ' °F', ' degrees Fahrenheit', ' degrees F', ' Fahrenheit', 'ºF'];
  const [cs, fs] = [`${c}${cNames[p1 % cNames.length]}`, `${f}${fNames[p2 % fNames.length]}`];
  const [l, r] = reversed ? [fs, cs] : [cs, fs];
  const neg = reversed ? `${fs}` : `${cs}`;
  const templates: Template[] = [
    (be: Copula) => `${l} ${be.is} ${r}`,
    (be: Copula) => `${l} ${be.equals} ${r}`,
    (be: Copula) => (be.negated ? `${l} ≠ ${r}` : `${l} = ${r}`),
    (be: Copula) => `${l} ${be.is} the same as ${r}`,
    (be: Copula) => `${l} ${be.is} equal to ${r}`,
    (be: Copula) => `${neg} ${be.negated ? 'does not correspond' : 'corresponds'} to ${reversed ? cs : fs}`,
    () => `${l} converts to ${r}`,
  ];
  return { templates, holds };
});

// Issue 22: conversions said about a thing, in several constructions: a quantity with its noun
// ("a 12-inch ruler is 30.48 cm long"), a noun of a quantity ("a marathon of 42.195 km"), the same
// verb twice, the target unit named first ("In feet, 10 metres is 32.81"), "Converting … gives",
// compound quantities ("1 hour and 30 minutes") and fractions of a unit ("half an hour").
const THINGS: [[string, string][], string[], number, string[], string][] = [
  // [first unit as [attributive form, plural form], second unit names, factor, nouns, measuring verb and adjective]
  [[['inch', 'inches'], ['in', 'in']], ['cm', 'centimetres'], 2.54, ['ruler', 'screen', 'pipe'], 'is|long'],
  [[['m', 'm'], ['metre', 'metres']], ['yards', 'yd'], 1 / 0.9144, ['sprint', 'swim', 'race'], 'is|long'],
  [[['km', 'km'], ['kilometre', 'kilometres']], ['miles', 'mi'], 1 / 1.609344, ['race', 'walk', 'hike'], 'is|long'],
  [[['lb', 'lb'], ['pound', 'pounds']], ['kg', 'kilograms'], 0.45359237, ['bag of flour', 'parcel', 'sack of rice'], 'weighs|'],
  [[['kg', 'kg'], ['kilogram', 'kilograms']], ['pounds', 'lb'], 1 / 0.45359237, ['suitcase', 'bag of sand', 'box'], 'weighs|'],
  [[['hour', 'hours'], ['hr', 'hours']], ['minutes', 'min'], 60, ['film', 'lecture', 'flight'], 'lasts|'],
  [[['acre', 'acres']], ['hectares', 'ha'], 0.40468564224, ['field', 'farm', 'plot'], 'covers|'],
  [[['US gallon', 'US gallons'], ['gallon', 'gallons']], ['litres', 'L'], 3.785411784, ['tank', 'drum', 'container'], 'is|'],
];
const thingCore: fc.Arbitrary<Core> = fc.tuple(fc.constantFrom(...THINGS), fc.constantFrom(2, 3, 5, 10, 12, 20, 40, 100), fc.nat(), fc.nat(), fc.constantFrom(0.8, 0.9, 1.1, 1.25, 2), fc.boolean(), fc.constantFrom('', 'about ', 'approximately ', 'roughly ')).map(([[from, to, factor, nouns, verbs], x, p1, p2, off, holds, approx]) => {
  const y = sig4(x * factor * (holds ? 1 : off));
  const [verb, adjective] = verbs.split('|') as [string, string];
  const noun = nouns[p1 % nouns.length]!;
  const [attributive, plural] = from[p1 % from.length]!;
  const u2 = to[p2 % to.length]!;
  const adj = adjective ? ` ${adjective}` : '';
  const verbNeg = (be: Copula) => (verb === 'is' ? be.is : be.negated ? `does not ${verb.replace(/s$/, '')}` : verb);
  const templates: Template[] = [
    (be: Copula) => `A ${x}-${attributive.replace(' ', '-')} ${noun} ${verbNeg(be)} ${approx}${y} ${u2}${adj}`,
    (be: Copula) => `A ${x} ${attributive} ${noun} ${verbNeg(be)} ${approx}${y} ${u2}${adj}`,
    (be: Copula) => `In ${to[to.length - 1]}, ${x} ${plural} ${be.is} ${approx}${y}`,
    () => `Converting ${x} ${plural} gives ${approx}${y} ${u2}`,
  ];
  // "A race of 10 km": a noun of one word before "of".
  if (!noun.includes(' ')) templates.push((be: Copula) => `A ${noun} of ${x} ${plural} ${be.is} ${approx}${y} ${u2}`);
  return { templates, holds };
});

const compoundCore: fc.Arbitrary<Core> = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 59 }), fc.boolean()).map(([h, m, holds]) => {
    const total = h * 60 + m + (holds ? 0 : 10);
    return { templates: [(be: Copula) => `${h} hours and ${m} minutes ${be.is} ${total} minutes`, (be: Copula) => `${total} minutes ${be.is} ${h} hours and ${m} minutes`, (be: Copula) => `${h} h ${m} min ${be.is} ${total} min`], holds };
  }),
  fc.tuple(fc.integer({ min: 4, max: 6 }), fc.integer({ min: 0, max: 11 }), fc.boolean()).map(([ft, inch, holds]) => {
    const cm = Number(((ft * 12 + inch) * 2.54 * (holds ? 1 : 1.05)).toFixed(2));
    return { templates: [(be: Copula) => `${ft} feet ${inch} inches ${be.is} ${cm} cm`, (be: Copula) => `${ft} feet and ${inch} inches ${be.is} ${cm} centimetres`], holds };
  }),
  fc.tuple(fc.constantFrom<[string, number]>(['Half an hour', 30], ['A quarter of an hour', 15], ['Three quarters of an hour', 45], ['An hour and a half', 90], ['Two and a half hours', 150]), fc.boolean()).map(([[phrase, minutes], holds]) => ({
    templates: [(be: Copula) => `${phrase} ${be.is} ${holds ? minutes : minutes + 5} minutes`],
    holds,
  })),
);

export const unitsPhrasings: fc.Arbitrary<Phrasing> = framed(fc.oneof({ weight: 3, arbitrary: conversionCore }, { weight: 1, arbitrary: temperatureCore }, { weight: 2, arbitrary: thingCore }, { weight: 1, arbitrary: compoundCore }));

// ---------------------------------------------------------------------------------------------

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const suffix = (d: number) => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');

type DateStyle = (d: Date) => string;
const dateStyles: DateStyle[] = [
  (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
  (d) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  (d) => d.toISOString().slice(0, 10),
  (d) => `the ${d.getUTCDate()}${suffix(d.getUTCDate())} of ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}${suffix(d.getUTCDate())}, ${d.getUTCFullYear()}`,
  (d) => `${ABBR[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
  (d) => `${d.getUTCDate()} ${ABBR[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()} ${d.getUTCFullYear()}`,
];
const DAY_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth',
  'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth',
  ...['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'].map((w) => `twenty-${w}`), 'thirtieth', 'thirty-first'];
const dateArb = fc.integer({ min: Date.UTC(1901, 0, 1) / 864e5, max: Date.UTC(2099, 11, 31) / 864e5 }).map((n) => new Date(n * 864e5));
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const calendarCore: fc.Arbitrary<Core> = fc.oneof(
  // Weekday of a date.
  fc.tuple(dateArb, fc.nat(), fc.integer({ min: 0, max: 6 }), fc.boolean()).map(([d, style, other, holds]) => {
    const actual = d.getUTCDay();
    const day = DAYS[holds ? actual : (actual + 1 + (other % 6)) % 7]!;
    const D = cap(dateStyles[style % dateStyles.length]!(d));
    const templates: Template[] = [
      (be: Copula) => `${D} ${be.is} a ${day}`,
      (be: Copula) => `${D} ${be.was} a ${day}`,
      (be: Copula) => `${D} will${be.negated ? ' not' : ''} be a ${day}`,
      (be: Copula) => `${D} ${be.negated ? 'did not fall' : 'fell'} on a ${day}`,
      (be: Copula) => `${D} ${be.negated ? 'does not fall' : 'falls'} on a ${day}`,
      (be: Copula) => `${D} ${be.was} on a ${day}`,
      (be: Copula) => `${D} ${be.is} ${day}`,
      (be: Copula) => `The day of the week of ${D.replace(/^The/, 'the')} ${be.was} ${day}`,
      (be: Copula) => `The ${DAY_WORDS[d.getUTCDate()]} of ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${be.was} a ${day}`,
      (be: Copula) => `${MONTHS[d.getUTCMonth()]} ${DAY_WORDS[d.getUTCDate()]}, ${d.getUTCFullYear()} ${be.is} a ${day}`,
    ];
    return { templates, holds };
  }),
  // Leap years.
  fc.tuple(fc.integer({ min: 1600, max: 2400 }), fc.boolean()).map(([y, common]) => ({
    templates: common
      ? [(be: Copula) => `${y} ${be.is} a common year`, (be: Copula) => `${y} ${be.is} a non-leap year`, (be: Copula) => `${y} ${be.has} 365 days`]
      : [(be: Copula) => `${y} ${be.is} a leap year`, (be: Copula) => `${y} ${be.was} a leap year`, (be: Copula) => `The year ${y} ${be.is} a leap year`, (be: Copula) => `${y} will${be.negated ? ' not' : ''} be a leap year`, (be: Copula) => `${y} ${be.has} 366 days`, (be: Copula) => `There ${be.are} 366 days in ${y}`, (be: Copula) => `${y} ${be.is} a leap-year`],
    holds: common ? !isLeap(y) : isLeap(y),
  })),
  // N days after a date.
  fc.tuple(dateArb, fc.integer({ min: 1, max: 400 }), fc.nat(), fc.nat(), fc.integer({ min: -3, max: 3 }), numberStyle).map(([d, n, s1, s2, off, ns]) => {
    const end = new Date(d.getTime() + (n + off) * 864e5);
    const A = dateStyles[s1 % dateStyles.length]!(d);
    const B = dateStyles[s2 % dateStyles.length]!(end);
    const N = ns(n);
    const templates: Template[] = [
      (be: Copula) => `${N} days after ${A} ${be.is} ${B}`,
      (be: Copula) => `${N} days after ${A} ${be.was} ${B}`,
      (be: Copula) => `${N} days after ${A} will${be.negated ? ' not' : ''} be ${B}`,
      (be: Copula) => `The date ${N} days after ${A} ${be.is} ${B}`,
      (be: Copula) => `${cap(A)} plus ${N} days ${be.is} ${B}`,
      (be: Copula) => `Adding ${N} days to ${A} ${be.negated ? 'does not give' : 'gives'} ${B}`,
      (be: Copula) => `${N} days from ${A} ${be.is} ${B}`,
      (be: Copula) => `${cap(B)} ${be.is} ${N} days after ${A}`,
      (be: Copula) => `${N} days before ${B} ${be.is} ${A}`,
      (be: Copula) => `${cap(B)} ${be.is} ${N} days later than ${A}`,
    ];
    return { templates, holds: off === 0 };
  }),
  // Days in a month.
  fc.tuple(fc.integer({ min: 0, max: 11 }), fc.option(fc.integer({ min: 1901, max: 2099 }), { nil: undefined }), fc.boolean(), fc.nat()).map(([m, y, holds, pick]) => {
    const year = y ?? (m === 1 ? 2023 : 2023);
    const actual = new Date(Date.UTC(year, m + 1, 0)).getUTCDate();
    const n = holds ? actual : actual === 31 ? 30 : actual + 1;
    const M = y === undefined ? MONTHS[m]! : [`${MONTHS[m]} ${y}`, `${MONTHS[m]} of ${y}`][pick % 2]!;
    // February without a year has no fixed length: always name the year then.
    const MM = m === 1 && y === undefined ? `February 2023` : M;
    const templates: Template[] = [
      (be: Copula) => `${MM} ${be.has} ${n} days`,
      (be: Copula) => `There ${be.are} ${n} days in ${MM}`,
      (be: Copula) => `${MM} ${be.is} ${n} days long`,
      (be: Copula) => `${MM} ${be.negated ? 'does not contain' : 'contains'} ${n} days`,
      (be: Copula) => `${MM} ${be.has} exactly ${n} days`,
      (be: Copula) => `In ${year}, ${MONTHS[m]} ${be.has} ${n} days`,
      (be: Copula) => `${MONTHS[m]} ${be.has} ${n} days in ${year}`,
    ];
    return { templates, holds };
  }),
  // Weekdays of dates named by a phrase: the day before or after, N days on, holidays, year ends.
  fc.tuple(dateArb, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 1000 }), fc.nat(), fc.integer({ min: 0, max: 6 }), fc.boolean()).map(([d, kind, n, style, other, holds]) => {
    const y = d.getUTCFullYear();
    const [phrase, target] = [
      [`the day after ${dateStyles[style % dateStyles.length]!(d)}`, new Date(d.getTime() + 864e5)],
      [`the day before ${dateStyles[style % dateStyles.length]!(d)}`, new Date(d.getTime() - 864e5)],
      [`${n} days after ${dateStyles[style % dateStyles.length]!(d)}`, new Date(d.getTime() + n * 864e5)],
      [[`Christmas ${y}`, `Halloween ${y}`, `Valentine's Day ${y}`, `New Year's Day ${y}`, `New Year's Eve ${y}`][style % 5]!, new Date(Date.UTC(y, [11, 9, 1, 0, 11][style % 5]!, [25, 31, 14, 1, 31][style % 5]!))],
      [[`the first day of ${y}`, `the last day of ${y}`, `the final day of ${y}`][style % 3]!, new Date(Date.UTC(y, style % 3 ? 11 : 0, style % 3 ? 31 : 1))],
    ][kind]! as [string, Date];
    const actual = target.getUTCDay();
    const day = DAYS[holds ? actual : (actual + 1 + (other % 6)) % 7]!;
    const templates: Template[] = [
      (be: Copula) => `${cap(phrase)} ${be.is} a ${day}`,
      (be: Copula) => `${cap(phrase)} ${be.was} a ${day}`,
      (be: Copula) => `${cap(phrase)} ${be.negated ? 'does not land' : 'lands'} on a ${day}`,
      (be: Copula) => `${day} ${be.was} the day of the week of ${phrase}`,
    ];
    return { templates, holds };
  }),
  // The date a phrase names, and counting days forward or back.
  fc.tuple(dateArb, fc.integer({ min: 1, max: 900 }), fc.nat(), fc.nat(), fc.integer({ min: -2, max: 2 }), fc.boolean()).map(([d, n, s1, s2, off, back]) => {
    const end = new Date(d.getTime() + (back ? -n : n) * 864e5);
    const claimed = new Date(end.getTime() + off * 864e5);
    const A = dateStyles[s1 % dateStyles.length]!(d);
    const B = dateStyles[s2 % dateStyles.length]!(claimed);
    const next = dateStyles[s2 % dateStyles.length]!(new Date(d.getTime() + (back ? -1 : 1) * 864e5 + off * 864e5));
    const templates: Template[] = [
      () => `Going ${back ? 'back' : 'forward'} ${n} days from ${A} gives ${B}`,
      () => `Counting ${n} days ${back ? 'back' : 'forward'} from ${A} lands on ${B}`,
      (be: Copula) => `The day ${back ? 'before' : 'after'} ${A} ${be.is} ${next}`,
      (be: Copula) => `The day ${back ? 'preceding' : 'following'} ${A} ${be.was} ${next}`,
      (be: Copula) => `${cap(next)} ${be.negated ? 'does not come' : 'comes'} right ${back ? 'before' : 'after'} ${A}`,
    ];
    return { templates, holds: off === 0 };
  }),
  // Gaps between dates, lengths of quarters, halves and runs of months.
  fc.tuple(dateArb, dateArb, fc.nat(), fc.nat(), fc.integer({ min: -2, max: 2 })).map(([a, b, s1, s2, off]) => {
    const n = Math.abs(Math.round((b.getTime() - a.getTime()) / 864e5)) + off;
    const [A, B] = [dateStyles[s1 % dateStyles.length]!(a), dateStyles[s2 % dateStyles.length]!(b)];
    return {
      templates: [(be: Copula) => `The gap between ${A} and ${B} ${be.is} ${n} days`, (be: Copula) => `${cap(A)} and ${B} ${be.are} ${n} days apart`],
      holds: off === 0,
    };
  }),
  fc.tuple(fc.integer({ min: 1901, max: 2099 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: -1, max: 1 })).map(([y, kind, first, off]) => {
    const monthDays = (m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    let months: number[];
    let what: string;
    if (kind < 4) {
      months = [0, 1, 2].map((k) => kind * 3 + k);
      what = `the ${['first', 'second', 'third', 'fourth'][kind]} quarter of ${y}`;
    } else if (kind === 4) {
      months = [0, 1, 2, 3, 4, 5].map((k) => (first % 2) * 6 + k);
      what = `the ${first % 2 ? 'second' : 'first'} half of ${y}`;
    } else {
      months = [first, first + 1, first + 2];
      what = `${MONTHS[first]}, ${MONTHS[first + 1]} and ${MONTHS[first + 2]} ${y} together`;
    }
    const n = months.reduce((a, m) => a + monthDays(m), 0) + off;
    return { templates: [(be: Copula) => `${cap(what)} ${be.has} ${n} days`.replace(' together does not have', ' together do not have').replace(' together has', ' together have')], holds: off === 0 };
  }),
  // Weekday counts in a year and "Friday the 13th".
  fc.tuple(fc.integer({ min: 1901, max: 2099 }), fc.integer({ min: 0, max: 6 }), fc.boolean()).map(([y, w, fiftyThree]) => {
    let count = 0;
    for (let t = Date.UTC(y, 0, 1); t < Date.UTC(y + 1, 0, 1); t += 864e5) if (new Date(t).getUTCDay() === w) count++;
    const n = fiftyThree ? 53 : 52;
    return { templates: [(be: Copula) => `${y} ${be.has} ${n} ${DAYS[w]}s`, (be: Copula) => `The year ${y} ${be.negated ? 'does not contain' : 'contains'} ${n} ${DAYS[w]}s`, (be: Copula) => `There ${be.are} ${n} ${DAYS[w]}s in ${y}`], holds: count === n };
  }),
  fc.tuple(fc.integer({ min: 1901, max: 2099 }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 3 })).map(([y, m, n]) => {
    const inYear = Array.from({ length: 12 }, (_, k) => new Date(Date.UTC(y, k, 13)).getUTCDay() === 5).filter(Boolean).length;
    const inMonth = new Date(Date.UTC(y, m, 13)).getUTCDay() === 5;
    return {
      templates: n < 2
        ? [(be: Copula) => (be.negated ? `There was no Friday the 13th in ${MONTHS[m]} ${y}` : `There was a Friday the 13th in ${MONTHS[m]} ${y}`), (be: Copula) => `${MONTHS[m]} ${y} ${be.negated ? 'had no' : 'had a'} Friday the 13th`]
        : [(be: Copula) => `There ${be.negated ? 'were not' : 'were'} ${n} Friday the 13ths in ${y}`, () => `Friday the 13th occurred ${n} times in ${y}`],
      holds: n < 2 ? inMonth : inYear === n,
    };
  }),
);

export const calendarPhrasings: fc.Arbitrary<Phrasing> = framed(calendarCore);

// ---------------------------------------------------------------------------------------------

// [country, capital, continent, currency] — long-settled, single-continent facts.
const COUNTRIES: [string, string, string, string][] = [
  ['France', 'Paris', 'Europe', 'euro'], ['Germany', 'Berlin', 'Europe', 'euro'], ['Japan', 'Tokyo', 'Asia', 'yen'],
  ['Canada', 'Ottawa', 'North America', 'Canadian dollar'], ['Australia', 'Canberra', 'Oceania', 'Australian dollar'],
  ['Brazil', 'Brasília', 'South America', 'real'], ['Kenya', 'Nairobi', 'Africa', 'Kenyan shilling'], ['India', 'New Delhi', 'Asia', 'Indian rupee'],
  ['Italy', 'Rome', 'Europe', 'euro'], ['Mexico', 'Mexico City', 'North America', 'Mexican peso'], ['Argentina', 'Buenos Aires', 'South America', 'Argentine peso'],
  ['Nigeria', 'Abuja', 'Africa', 'naira'], ['Thailand', 'Bangkok', 'Asia', 'baht'], ['Poland', 'Warsaw', 'Europe', 'złoty'],
  ['Sweden', 'Stockholm', 'Europe', 'Swedish krona'], ['Peru', 'Lima', 'South America', 'sol'], ['Ghana', 'Accra', 'Africa', 'cedi'],
  ['Vietnam', 'Hanoi', 'Asia', 'dong'], ['Norway', 'Oslo', 'Europe', 'Norwegian krone'], ['Switzerland', 'Bern', 'Europe', 'Swiss franc'],
  ['South Korea', 'Seoul', 'Asia', 'won'], ['Chile', 'Santiago', 'South America', 'Chilean peso'], ['Morocco', 'Rabat', 'Africa', 'dirham'],
  ['New Zealand', 'Wellington', 'Oceania', 'New Zealand dollar'], ['China', 'Beijing', 'Asia', 'renminbi'], ['Ireland', 'Dublin', 'Europe', 'euro'],
  ['Pakistan', 'Islamabad', 'Asia', 'Pakistani rupee'], ['Hungary', 'Budapest', 'Europe', 'forint'], ['Egypt', 'Cairo', 'Africa', 'Egyptian pound'],
];
const DEMONYMS: Record<string, string> = {
  France: 'French', Germany: 'German', Japan: 'Japanese', Canada: 'Canadian', Australia: 'Australian', Brazil: 'Brazilian', Kenya: 'Kenyan',
  India: 'Indian', Italy: 'Italian', Mexico: 'Mexican', Argentina: 'Argentine', Nigeria: 'Nigerian', Thailand: 'Thai', Poland: 'Polish',
  Sweden: 'Swedish', Peru: 'Peruvian', Ghana: 'Ghanaian', Vietnam: 'Vietnamese', Norway: 'Norwegian', Switzerland: 'Swiss',
  'South Korea': 'South Korean', Chile: 'Chilean', Morocco: 'Moroccan', 'New Zealand': 'New Zealand', China: 'Chinese', Ireland: 'Irish',
  Pakistan: 'Pakistani', Hungary: 'Hungarian', Egypt: 'Egyptian',
};
// Countries that reach into a second continent (overseas territories, Sinai, Easter Island): no continent claims.
const TRANSCONTINENTAL = new Set(['France', 'Egypt', 'Chile']);
const CONTINENT_LIST = ['Europe', 'Asia', 'Africa', 'North America', 'South America', 'Oceania'];

const countryCore: fc.Arbitrary<Core> = fc.tuple(fc.constantFrom(...COUNTRIES), fc.constantFrom(...COUNTRIES), fc.boolean(), fc.constantFrom('capital', 'continent', 'currency')).map(([[c, cap0, cont, cur], other, same, kind]) => {
  if (kind === 'capital') {
    const city = same ? cap0 : other[1];
    const holds = city === cap0;
    const templates: Template[] = [
      (be: Copula) => `${city} ${be.is} the capital of ${c}`,
      (be: Copula) => `The capital of ${c} ${be.is} ${city}`,
      (be: Copula) => `${c}'s capital ${be.is} ${city}`,
      (be: Copula) => `${c} ${be.has} ${city} as its capital`,
      (be: Copula) => `The capital city of ${c} ${be.is} ${city}`,
      (be: Copula) => `${city} ${be.is} ${c}'s capital`,
      (be: Copula) => `${city} ${be.is} the capital city of ${c}`,
      (be: Copula) => `${c}'s capital city ${be.is} ${city}`,
      (be: Copula) => `The capital of ${c} ${be.is} the city of ${city}`,
      (be: Copula) => `${city} ${be.is} the capital of the country ${c}`,
      (be: Copula) => `The ${DEMONYMS[c]} capital ${be.is} ${city}`,
      (be: Copula) => `${city} ${be.is} the ${DEMONYMS[c]} capital`,
    ];
    return { templates, holds };
  }
  if (kind === 'continent' && !TRANSCONTINENTAL.has(c)) {
    const continent = same ? cont : CONTINENT_LIST.find((x) => x !== cont && x === other[2]) ?? CONTINENT_LIST[(CONTINENT_LIST.indexOf(cont) + 1) % 6]!;
    const holds = continent === cont;
    const adjective: Record<string, string> = { Europe: 'European', Asia: 'Asian', Africa: 'African', 'North America': 'North American', 'South America': 'South American', Oceania: 'Oceanian' };
    const templates: Template[] = [
      (be: Copula) => `${c} ${be.is} in ${continent}`,
      (be: Copula) => `${c} ${be.is} located in ${continent}`,
      (be: Copula) => `${c} ${be.is} a country in ${continent}`,
      (be: Copula) => `${c} ${be.is} on the continent of ${continent}`,
      (be: Copula) => `${c} ${be.is} part of ${continent}`,
      (be: Copula) => `${c} ${be.is} ${/^[AEIOU]/.test(adjective[continent]!) ? 'an' : 'a'} ${adjective[continent]} country`,
      (be: Copula) => `${c} ${be.negated ? 'does not lie' : 'lies'} in ${continent}`,
      (be: Copula) => `${c} ${be.is} situated in ${continent}`,
      (be: Copula) => `${c} ${be.is} a country located in ${continent}`,
      (be: Copula) => `${c} ${be.is} located on the ${adjective[continent]} continent`,
    ];
    return { templates, holds };
  }
  const currency = same ? cur : other[3];
  const holds = currency === cur;
  const the = 'the ';
  const templates: Template[] = [
    (be: Copula) => `The currency of ${c} ${be.is} ${the}${currency}`,
    (be: Copula) => `${c}'s currency ${be.is} ${the}${currency}`,
    (be: Copula) => `${c} ${be.negated ? 'does not use' : 'uses'} ${the}${currency}`,
    (be: Copula) => `${c} ${be.negated ? 'does not use' : 'uses'} ${the}${currency} as its currency`,
    (be: Copula) => `The ${currency} ${be.is} the currency of ${c}`,
    (be: Copula) => `The official currency of ${c} ${be.is} ${the}${currency}`,
    (be: Copula) => `${c} ${be.has} ${the}${currency} as its currency`,
    (be: Copula) => `The ${currency} ${be.is} used in ${c}`,
    (be: Copula) => `The ${currency} ${be.is} ${c}'s currency`,
    (be: Copula) => `${c} ${be.is} a country that uses ${the}${currency}`.replace(/is not a country that uses/, 'does not use').replace(/isn't a country that uses/, "doesn't use"),
  ];
  return { templates, holds };
});

export const countryPhrasings: fc.Arbitrary<Phrasing> = framed(countryCore);

// [name, symbol, atomic number, group or ''] — textbook facts.
const ELEMENTS: [string, string, number, string][] = [
  ['hydrogen', 'H', 1, ''], ['helium', 'He', 2, 'noble gas'], ['lithium', 'Li', 3, 'alkali metal'], ['carbon', 'C', 6, ''],
  ['nitrogen', 'N', 7, ''], ['oxygen', 'O', 8, ''], ['fluorine', 'F', 9, 'halogen'], ['neon', 'Ne', 10, 'noble gas'],
  ['sodium', 'Na', 11, 'alkali metal'], ['magnesium', 'Mg', 12, 'alkaline earth metal'], ['aluminium', 'Al', 13, ''], ['silicon', 'Si', 14, ''],
  ['chlorine', 'Cl', 17, 'halogen'], ['argon', 'Ar', 18, 'noble gas'], ['potassium', 'K', 19, 'alkali metal'], ['calcium', 'Ca', 20, 'alkaline earth metal'],
  ['iron', 'Fe', 26, ''], ['copper', 'Cu', 29, ''], ['zinc', 'Zn', 30, ''], ['bromine', 'Br', 35, 'halogen'], ['krypton', 'Kr', 36, 'noble gas'],
  ['silver', 'Ag', 47, ''], ['tin', 'Sn', 50, ''], ['iodine', 'I', 53, 'halogen'], ['xenon', 'Xe', 54, 'noble gas'], ['gold', 'Au', 79, ''],
  ['mercury', 'Hg', 80, ''], ['lead', 'Pb', 82, ''], ['uranium', 'U', 92, ''], ['barium', 'Ba', 56, 'alkaline earth metal'], ['caesium', 'Cs', 55, 'alkali metal'],
];
const GROUPS: [string, string][] = [['noble gas', 'noble gases'], ['halogen', 'halogens'], ['alkali metal', 'alkali metals'], ['alkaline earth metal', 'alkaline earth metals']];

const elementCore: fc.Arbitrary<Core> = fc.tuple(fc.constantFrom(...ELEMENTS), fc.constantFrom(...ELEMENTS), fc.boolean(), fc.constantFrom('symbol', 'number', 'group'), fc.constantFrom(...GROUPS), fc.boolean()).map(([[name, sym, z, group], other, same, kind, [g, gs], capName]) => {
  const N = capName ? cap(name) : name;
  if (kind === 'symbol') {
    const s = same ? sym : other[1];
    const templates: Template[] = [
      (be: Copula) => `The chemical symbol for ${name} ${be.is} ${s}`,
      (be: Copula) => `The symbol of ${name} ${be.is} ${s}`,
      (be: Copula) => `${s} ${be.is} the chemical symbol for ${name}`,
      (be: Copula) => `${s} ${be.is} the symbol for ${name}`,
      (be: Copula) => `${cap(name)}'s chemical symbol ${be.is} ${s}`,
      (be: Copula) => `${cap(name)} ${be.has} the symbol ${s}`,
      (be: Copula) => `${cap(name)} ${be.is} represented by the symbol ${s}`,
      (be: Copula) => `The element ${name} ${be.has} the chemical symbol ${s}`,
      (be: Copula) => `${s} ${be.negated ? 'does not stand' : 'stands'} for ${name}`,
      (be: Copula) => `The symbol ${s} ${be.negated ? 'does not represent' : 'represents'} ${name}`,
      (be: Copula) => `The chemical symbol of ${name} ${be.is} "${s}"`,
    ];
    return { templates, holds: s === sym };
  }
  if (kind === 'number') {
    const n = same ? z : other[2];
    const templates: Template[] = [
      (be: Copula) => `The atomic number of ${name} ${be.is} ${n}`,
      (be: Copula) => `${N} ${be.has} atomic number ${n}`,
      (be: Copula) => `${N} ${be.has} an atomic number of ${n}`,
      (be: Copula) => `${cap(name)}'s atomic number ${be.is} ${n}`,
      (be: Copula) => `${N} ${be.has} ${n} protons`,
      (be: Copula) => `The element with atomic number ${n} ${be.is} ${name}`,
      (be: Copula) => `${N} ${be.is} element number ${n}`,
      (be: Copula) => `Element ${n} ${be.is} ${name}`,
      (be: Copula) => `${N} ${be.has} the atomic number ${n}`,
      (be: Copula) => `The atomic number of ${name} ${be.is} ${n < 20 && n !== 1 ? ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'][n] : n}`,
    ];
    return { templates, holds: n === z };
  }
  const templates: Template[] = [
    (be: Copula) => `${N} ${be.is} a ${g}`,
    (be: Copula) => `${N} ${be.is} an ${g}`.replace(/ an ([^aeiou])/, ' a $1'),
    (be: Copula) => `${N} ${be.is} one of the ${gs}`,
    (be: Copula) => `${N} ${be.is} among the ${gs}`,
    (be: Copula) => `${N} ${be.is} in the ${gs}`,
    (be: Copula) => `${N} ${be.negated ? 'does not belong' : 'belongs'} to the ${gs}`,
    (be: Copula) => `${N} ${be.is} a member of the ${gs}`,
    (be: Copula) => `${N} ${be.is} classified as a ${g}`,
    (be: Copula) => `${N} ${be.negated ? 'does not belong' : 'belongs'} to the ${g} group`,
    (be: Copula) => `${N} ${be.is} in the group of ${gs}`,
    (be: Copula) => `${N} ${be.is} a member of the ${g} family`,
  ];
  return { templates, holds: group === g };
});

export const elementPhrasings: fc.Arbitrary<Phrasing> = framed(elementCore);
