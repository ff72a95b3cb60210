// Unit conversion claims: "1 mile is about 1.609 kilometres", "100 °C is 212 °F", "There are
// 14 pounds in a stone", "A week has 190 hours". Conversion factors are the exact legal
// definitions (inch = 2.54 cm, pound = 0.45359237 kg, US gallon = 3.785411784 L, ...).
//
// Precision (the documented rule, issue 22; precision.ts, shared with calculations in prose): with
// "=", "is", "equals" a stated value holds when it is the exact conversion rounded (or truncated) to
// the precision it shows: "1 mile is 1.609 km" holds, "1 km = 1,009 m" and "2.5 hours = 151 minutes"
// do not. "exactly" allows no rounding. "about", "approximately", "roughly", "≈" allow what
// precision.ts `approximately` allows, and half a degree for temperatures.

import { approximately, precisionOf, roundsTo } from './precision.js';
import { checkInFrame, firstRule, fmt, type Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';

const C = 'units' as const;
export const TEMPERATURE_TOLERANCE = 0.5;

type Dimension = 'length' | 'mass' | 'volume' | 'time' | 'calendar' | 'area' | 'speed' | 'data' | 'energy' | 'temperature';

interface Unit {
  dim: Dimension;
  /** Size in the dimension's base unit (m, kg, m³, s, month, m², m/s, byte, J); unused for temperature. */
  factor: number;
  name: string;
}

const U = (dim: Dimension, factor: number, name: string, ...aliases: string[]): [string[], Unit] => [[name, ...aliases], { dim, factor, name }];

const INCH = 0.0254;
const FOOT = 12 * INCH;
const YARD = 3 * FOOT;
const MILE = 1760 * YARD;
const POUND = 0.45359237;
const GALLON = 3.785411784e-3;

const UNIT_LIST: [string[], Unit][] = [
  U('length', 1e-9, 'nanometre', 'nanometres', 'nanometer', 'nanometers', 'nm'),
  U('length', 1e-6, 'micrometre', 'micrometres', 'micrometer', 'micrometers', 'micron', 'microns', 'µm', 'μm'),
  U('length', 1e-3, 'millimetre', 'millimetres', 'millimeter', 'millimeters', 'mm'),
  U('length', 1e-2, 'centimetre', 'centimetres', 'centimeter', 'centimeters', 'cm'),
  U('length', 0.1, 'decimetre', 'decimetres', 'decimeter', 'decimeters', 'dm'),
  U('length', 1, 'metre', 'metres', 'meter', 'meters', 'm'),
  U('length', 1e3, 'kilometre', 'kilometres', 'kilometer', 'kilometers', 'km'),
  U('length', INCH, 'inch', 'inches', 'in', '"'),
  U('length', FOOT, 'foot', 'feet', 'ft', "'"),
  U('length', YARD, 'yard', 'yards', 'yd', 'yds'),
  U('length', MILE, 'mile', 'miles', 'mi', 'statute mile', 'statute miles'),
  U('length', 1852, 'nautical mile', 'nautical miles', 'nmi'),
  U('mass', 1e-6, 'milligram', 'milligrams', 'milligramme', 'milligrammes', 'mg'),
  U('mass', 1e-3, 'gram', 'grams', 'gramme', 'grammes', 'g'),
  U('mass', 1, 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kg', 'kilo', 'kilos'),
  U('mass', 1000, 'tonne', 'tonnes', 'metric ton', 'metric tons', 't'),
  U('mass', POUND, 'pound', 'pounds', 'lb', 'lbs'),
  U('mass', POUND / 16, 'ounce', 'ounces', 'oz'),
  U('mass', 14 * POUND, 'stone', 'stones', 'st'),
  U('volume', 1e-6, 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'ml', 'mL'),
  U('volume', 1e-5, 'centilitre', 'centilitres', 'centiliter', 'centiliters', 'cl'),
  U('volume', 1e-3, 'litre', 'litres', 'liter', 'liters', 'l', 'L'),
  U('volume', 1, 'cubic metre', 'cubic metres', 'cubic meter', 'cubic meters', 'm^3', 'm3'),
  U('volume', 1e-6, 'cubic centimetre', 'cubic centimetres', 'cubic centimeter', 'cubic centimeters', 'cm^3', 'cm3', 'cc'),
  U('volume', 1e9, 'cubic kilometre', 'cubic kilometres', 'cubic kilometer', 'cubic kilometers', 'km^3'),
  U('volume', GALLON, 'US gallon', 'US gallons', 'gallon', 'gallons', 'gal'),
  U('volume', GALLON / 4, 'US quart', 'US quarts', 'quart', 'quarts', 'qt'),
  U('volume', GALLON / 8, 'US pint', 'US pints', 'pint', 'pints', 'pt'),
  U('volume', GALLON / 128, 'US fluid ounce', 'US fluid ounces', 'fluid ounce', 'fluid ounces', 'fl oz'),
  U('volume', 4.54609e-3, 'imperial gallon', 'imperial gallons'),
  U('volume', FOOT ** 3, 'cubic foot', 'cubic feet', 'ft^3'),
  U('volume', INCH ** 3, 'cubic inch', 'cubic inches', 'in^3'),
  U('time', 1e-9, 'nanosecond', 'nanoseconds', 'ns'),
  U('time', 1e-6, 'microsecond', 'microseconds', 'µs', 'μs'),
  U('time', 1e-3, 'millisecond', 'milliseconds', 'ms'),
  U('time', 1, 'second', 'seconds', 's', 'sec', 'secs'),
  U('time', 60, 'minute', 'minutes', 'min', 'mins'),
  U('time', 3600, 'hour', 'hours', 'h', 'hr', 'hrs'),
  U('time', 86400, 'day', 'days'),
  U('time', 7 * 86400, 'week', 'weeks', 'wk'),
  U('time', 14 * 86400, 'fortnight', 'fortnights'),
  // Months and years have no fixed length in days, but a year is 12 months exactly ("18 months =
  // 1.5 years"): a dimension of their own, never converted to days or seconds.
  U('calendar', 1, 'month', 'months'),
  U('calendar', 12, 'year', 'years', 'yr', 'yrs'),
  U('calendar', 120, 'decade', 'decades'),
  U('calendar', 1200, 'century', 'centuries'),
  U('calendar', 12000, 'millennium', 'millennia'),
  U('area', 1e-6, 'square millimetre', 'square millimetres', 'square millimeter', 'square millimeters', 'mm^2', 'mm2'),
  U('area', 1e-4, 'square centimetre', 'square centimetres', 'square centimeter', 'square centimeters', 'cm^2', 'cm2'),
  U('area', 1, 'square metre', 'square metres', 'square meter', 'square meters', 'm^2', 'm2', 'sq m'),
  U('area', 1e6, 'square kilometre', 'square kilometres', 'square kilometer', 'square kilometers', 'km^2', 'km2', 'sq km'),
  U('area', 1e4, 'hectare', 'hectares', 'ha'),
  U('area', 100, 'are', 'ares'),
  U('area', 4046.8564224, 'acre', 'acres', 'international acre', 'international acres'),
  U('area', FOOT ** 2, 'square foot', 'square feet', 'sq ft', 'ft^2'),
  U('area', INCH ** 2, 'square inch', 'square inches', 'sq in', 'in^2'),
  U('area', YARD ** 2, 'square yard', 'square yards', 'sq yd', 'yd^2'),
  U('area', MILE ** 2, 'square mile', 'square miles', 'sq mi', 'mi^2'),
  U('speed', 1, 'metre per second', 'metres per second', 'meter per second', 'meters per second', 'm/s'),
  U('speed', 1000 / 3600, 'kilometre per hour', 'kilometres per hour', 'kilometer per hour', 'kilometers per hour', 'km/h', 'kph', 'kmh', 'km/hr'),
  U('speed', MILE / 3600, 'mile per hour', 'miles per hour', 'mph', 'mi/h'),
  U('speed', 1852 / 3600, 'knot', 'knots', 'kn', 'kt'),
  U('speed', FOOT, 'foot per second', 'feet per second', 'ft/s', 'fps'),
  U('data', 1 / 8, 'bit', 'bits'),
  U('data', 1, 'byte', 'bytes', 'B'),
  U('data', 1e3, 'kilobyte', 'kilobytes', 'kB', 'KB'),
  U('data', 1e6, 'megabyte', 'megabytes', 'MB'),
  U('data', 1e9, 'gigabyte', 'gigabytes', 'GB'),
  U('data', 1e12, 'terabyte', 'terabytes', 'TB'),
  U('data', 1e15, 'petabyte', 'petabytes', 'PB'),
  U('data', 1024, 'kibibyte', 'kibibytes', 'KiB'),
  U('data', 1024 ** 2, 'mebibyte', 'mebibytes', 'MiB'),
  U('data', 1024 ** 3, 'gibibyte', 'gibibytes', 'GiB'),
  U('data', 1024 ** 4, 'tebibyte', 'tebibytes', 'TiB'),
  U('data', 1e3 / 8, 'kilobit', 'kilobits', 'kbit', 'kb'),
  U('data', 1e6 / 8, 'megabit', 'megabits', 'Mbit', 'Mb'),
  U('data', 1e9 / 8, 'gigabit', 'gigabits', 'Gbit', 'Gb'),
  U('energy', 1, 'joule', 'joules', 'J'),
  U('energy', 1e3, 'kilojoule', 'kilojoules', 'kJ'),
  U('energy', 1e6, 'megajoule', 'megajoules', 'MJ'),
  U('energy', 1e9, 'gigajoule', 'gigajoules', 'GJ'),
  U('energy', 3600, 'watt-hour', 'watt-hours', 'watt hour', 'watt hours', 'Wh'),
  U('energy', 3.6e6, 'kilowatt-hour', 'kilowatt-hours', 'kilowatt hour', 'kilowatt hours', 'kWh'),
  U('energy', 3.6e9, 'megawatt-hour', 'megawatt-hours', 'megawatt hour', 'megawatt hours', 'MWh'),
  U('energy', 4.184, 'calorie', 'calories', 'cal'),
  U('energy', 4184, 'kilocalorie', 'kilocalories', 'kcal'),
  U('temperature', 1, 'degree Celsius', 'degrees Celsius', '°C', 'ºC', 'C', 'celsius', 'degrees centigrade', 'degree centigrade', 'centigrade', 'deg C', 'degrees C', 'degree C'),
  U('temperature', 1, 'degree Fahrenheit', 'degrees Fahrenheit', '°F', 'ºF', 'F', 'fahrenheit', 'deg F', 'degrees F', 'degree F'),
  U('temperature', 1, 'kelvin', 'kelvins', 'K', 'degrees Kelvin', '°K'),
];

// Case matters only for short symbols (mB vs MB, K vs k); names are matched case-insensitively.
const BY_EXACT = new Map<string, Unit>();
const BY_FOLDED = new Map<string, Unit>();
for (const [names, unit] of UNIT_LIST) {
  for (const n of names) {
    BY_EXACT.set(n, unit);
    if (n.length > 3 || /[a-z]{3}/i.test(n)) BY_FOLDED.set(n.toLowerCase(), unit);
  }
}

function lookupUnit(text: string): Unit | undefined {
  const t = text.trim().replace(/\s+/g, ' ').replace(/^(?:a|an|one|the)\s+/i, '').replace(/\.$/, '');
  return BY_EXACT.get(t) ?? BY_FOLDED.get(t.toLowerCase()) ?? BY_FOLDED.get(t.toLowerCase().replace(/^us\s+/, 'us '));
}

const NUMBER = String.raw`(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|an?|one)`;
const UNIT_TEXT = String.raw`([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)`;
const APPROX = String.raw`(?:about|approximately|approx\.?|roughly|around|nearly|almost|close\s+to|circa|~|≈)`;
// "equivalent to" says what "is" says: exact to the precision shown, not "exactly".
const EXACTLY = String.raw`(?:exactly|precisely)`;

interface Quantity {
  value: number;
  unit: Unit;
  text: string;
  /** Decimal places the number is written with ("1.609" → 3); negative for trailing zeros that may be rounding ("5,900" → -2). */
  precision: number;
}

/** How a stated value is compared: rounded to its precision ("is"), with a tolerance ("about"), or exactly ("exactly"). */
type Mode = 'rounded' | 'approx' | 'exact';

function parseNumber(s: string): number | undefined {
  if (/^(an?|one)$/i.test(s)) return 1;
  const x = Number(s);
  return Number.isFinite(x) ? x : undefined;
}

function quantity(num: string, unitText: string): Quantity | undefined {
  const value = parseNumber(num);
  const unit = lookupUnit(unitText);
  return value === undefined || !unit ? undefined : { value, unit, text: `${num} ${unitText.trim()}`, precision: /^(an?|one)$/i.test(num) ? 0 : precisionOf(num) };
}

/** Significant digits of the numeral a quantity's text starts with ("0.00106" → 3, "1,200" → 2, "a" → 1). */
function significantDigits(text: string): number {
  const numeral = /^-?[\d.]+/.exec(text)?.[0] ?? '1';
  const digits = numeral.includes('.') ? numeral.replace('.', '').replace(/^0+/, '') : numeral.replace(/^0+/, '').replace(/0+$/, '');
  return Math.max(1, digits.length);
}

function toKelvin(v: number, u: Unit): number {
  if (/Celsius/.test(u.name)) return v + 273.15;
  if (/Fahrenheit/.test(u.name)) return (v - 32) * (5 / 9) + 273.15;
  return v;
}

function fromKelvin(k: number, u: Unit): number {
  if (/Celsius/.test(u.name)) return k - 273.15;
  if (/Fahrenheit/.test(u.name)) return (k - 273.15) * (9 / 5) + 32;
  return k;
}

function compare(first: Quantity, second: Quantity, mode: Mode): CheckResult {
  // The stated, rounded value is the one written with more significant digits ("0.00106 metric
  // ton makes 1 kilogram" states the tonnes); the other is the quantity converted.
  const [from, to] = significantDigits(first.text) > significantDigits(second.text) ? [second, first] : [first, second];
  if (from.unit.dim !== to.unit.dim) return uncertain(`cannot convert ${from.unit.name} (${from.unit.dim}) to ${to.unit.name} (${to.unit.dim})`, C);
  const expected = from.unit.dim === 'temperature' ? fromKelvin(toKelvin(from.value, from.unit), to.unit) : (from.value * from.unit.factor) / to.unit.factor;
  const diff = Math.abs(expected - to.value);
  const said = `${from.value} ${from.unit.name} = ${fmt(expected)} ${to.unit.name}${from.unit.dim === 'temperature' ? '' : ' by definition'}; the claim says ${to.value}`;
  if (mode === 'approx') {
    const numeral = /^-?[\d.]+/.exec(to.text)?.[0] ?? String(to.value);
    const holds = from.unit.dim === 'temperature' ? diff <= TEMPERATURE_TOLERANCE + 1e-9 || roundsTo(expected, to.value, to.precision) : approximately(expected, to.value, numeral);
    const allowed = from.unit.dim === 'temperature' ? `${TEMPERATURE_TOLERANCE} degree` : 'the rounding that "about" allows';
    return decided(holds, `${said}, within ${allowed}: ${holds ? 'yes' : 'no'}.`, 'proof', C, undefined, 'approximate');
  }
  const holds = mode === 'exact' ? diff <= 1e-9 * Math.max(1, Math.abs(expected)) : roundsTo(expected, to.value, to.precision);
  const how = mode === 'exact' || diff <= 1e-9 * Math.max(1, Math.abs(expected)) ? 'exactly' : to.precision > 0 ? `rounded to ${to.precision} decimal place${to.precision === 1 ? '' : 's'}` : to.precision < 0 ? `rounded to the nearest ${10 ** -to.precision}` : 'rounded to a whole number';
  return decided(holds, `${said} (${how}: ${holds ? 'holds' : 'does not hold'}).`, 'proof', C);
}

/** The comparison a claim asks for: "exactly", "about"/"≈", or a plain "is". */
function modeOf(approx: string | undefined, exactly: string | undefined, rel = ''): Mode {
  if (exactly) return 'exact';
  return approx || /≈|~/.test(rel) ? 'approx' : 'rounded';
}

const REL = String.raw`(is\s+equivalent\s+to|is|are|was|equals|equal|=|≈|~|is\s+equal\s+to|is\s+the\s+same\s+as|makes|converts\s+to|corresponds\s+to|comes\s+to)`;

const RULES: Rule[] = [
  // "1 mile is about 1.609 kilometres", "1 yd = 0.9144 m", "1000 g ≈ 28350 oz".
  [new RegExp(String.raw`^${NUMBER}\s*${UNIT_TEXT}\s+${REL}\s+(?:(${APPROX})\s+|(${EXACTLY})\s+)?(?:(${APPROX})\s+|(${EXACTLY})\s+)?${NUMBER}\s*${UNIT_TEXT}$`, 'i'),
    (m) => {
      const from = quantity(m[1]!, m[2]!);
      const to = quantity(m[8]!, m[9]!);
      return from && to ? compare(from, to, modeOf(m[4] ?? m[6], m[5] ?? m[7], m[3])) : undefined;
    }],
  // "There are 14 pounds in a stone", "There are 1000000 square metres in a square kilometre".
  [new RegExp(String.raw`^there\s+(?:are|is|were)\s+(?:(${APPROX})\s+|(${EXACTLY})\s+)?${NUMBER}\s*${UNIT_TEXT}\s+in\s+(?:a|an|one|1|each|every)\s+${UNIT_TEXT}$`, 'i'),
    (m) => {
      const to = quantity(m[3]!, m[4]!);
      const from = quantity('1', m[5]!);
      return from && to ? compare(from, to, modeOf(m[1], m[2])) : undefined;
    }],
  // "A week has 190 hours", "A metre has 100 centimetres", "A mile is made up of 5280 feet".
  [new RegExp(String.raw`^(?:a|an|one|1|each|every)\s+${UNIT_TEXT}\s+(?:has|contains|is\s+made\s+up\s+of|consists\s+of|equals)\s+(?:(${APPROX})\s+|(${EXACTLY})\s+)?${NUMBER}\s*${UNIT_TEXT}$`, 'i'),
    (m) => {
      const from = quantity('1', m[1]!);
      const to = quantity(m[4]!, m[5]!);
      return from && to ? compare(from, to, modeOf(m[2], m[3])) : undefined;
    }],
  // "3 feet make a yard", "1000 grams make up one kilogram".
  [new RegExp(String.raw`^${NUMBER}\s*${UNIT_TEXT}\s+(?:make|makes|make\s+up|makes\s+up|form|forms)\s+(?:a|an|one|1)\s+${UNIT_TEXT}$`, 'i'),
    (m) => {
      const to = quantity(m[1]!, m[2]!);
      const from = quantity('1', m[3]!);
      return from && to ? compare(from, to, 'rounded') : undefined;
    }],
  // "Converting 5 miles to kilometres gives 8.05" / "5 miles in kilometres is 8.05".
  [new RegExp(String.raw`^(?:converting\s+)?${NUMBER}\s*${UNIT_TEXT}\s+(?:to|in|into)\s+${UNIT_TEXT}\s+(?:is|gives|equals|=)\s+(?:(${APPROX})\s+|(${EXACTLY})\s+)?${NUMBER}$`, 'i'),
    (m) => {
      const from = quantity(m[1]!, m[2]!);
      const to = quantity(m[6]!, m[3]!);
      return from && to ? compare(from, to, modeOf(m[4], m[5])) : undefined;
    }],
];

/** Whether `text` names a unit of measure other than a temperature ("hours", "km", "square feet"). */
export function isUnit(text: string): boolean {
  const u = lookupUnit(text);
  return Boolean(u && u.dim !== 'temperature');
}

/**
 * The conversion between two units named in prose ("hours", "minutes"), when both are units of
 * one dimension other than temperature: used by the calculation reader for "2.5 hours = 150
 * minutes" inside a solution (issue 22). Undefined when either is not a unit, or they differ in kind.
 */
export function conversionFactor(fromText: string, toText: string): { factor: number; from: string; to: string } | undefined {
  const from = lookupUnit(fromText);
  const to = lookupUnit(toText);
  if (!from || !to || from.dim !== to.dim || from.dim === 'temperature' || from === to) return undefined;
  return { factor: from.factor / to.factor, from: from.name, to: to.name };
}

/** Whether two texts name the same unit other than a temperature ("min", "minutes"). */
export function sameUnit(a: string, b: string): boolean {
  const u = lookupUnit(a);
  return Boolean(u && u.dim !== 'temperature' && u === lookupUnit(b));
}

/** Checks the positive core of a unit conversion claim. */
export function checkUnitsCore(raw: string): CheckResult {
  const text = raw.replace(/\s+/g, ' ').trim();
  // "degrees" alone is ambiguous (angle or temperature); accept it only with a scale name.
  return firstRule(RULES, text, C, 'no unit conversion recognised');
}

/** Checks a unit conversion claim in natural English. */
export function checkUnits(claim: string): CheckResult {
  return checkInFrame(claim, C, checkUnitsCore);
}
