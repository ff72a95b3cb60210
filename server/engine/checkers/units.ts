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
import { firstRule, fmt, type Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { wordTable } from '../word-table.js';

const C = 'units' as const;
export const TEMPERATURE_TOLERANCE = 0.5;

type Dimension = 'length' | 'mass' | 'volume' | 'time' | 'calendar' | 'area' | 'speed' | 'data' | 'energy' | 'power' | 'frequency' | 'pressure' | 'current' | 'voltage' | 'resistance' | 'force' | 'charge' | 'temperature';

interface Unit {
  /** A quotient of two units ("g/cm^3") has the quotient of their dimensions ("mass/volume"). */
  dim: Dimension | `${Dimension}/${Dimension}`;
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
  U('mass', 1e-9, 'microgram', 'micrograms', 'microgramme', 'microgrammes', 'µg', 'μg', 'mcg'),
  U('mass', 1e-6, 'milligram', 'milligrams', 'milligramme', 'milligrammes', 'mg'),
  U('mass', 1e-3, 'gram', 'grams', 'gramme', 'grammes', 'g'),
  U('mass', 1, 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kg', 'kilo', 'kilos'),
  U('mass', 1000, 'tonne', 'tonnes', 'metric ton', 'metric tons', 't'),
  U('mass', POUND, 'pound', 'pounds', 'lb', 'lbs', 'avoirdupois pound', 'avoirdupois pounds'),
  U('mass', POUND / 16, 'ounce', 'ounces', 'oz', 'avoirdupois ounce', 'avoirdupois ounces'),
  U('mass', 14 * POUND, 'stone', 'stones', 'st'),
  U('volume', 1e-6, 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'ml', 'mL'),
  U('volume', 1e-9, 'microlitre', 'microlitres', 'microliter', 'microliters', 'µL', 'μL', 'µl', 'μl'),
  U('volume', 1e-5, 'centilitre', 'centilitres', 'centiliter', 'centiliters', 'cl'),
  U('volume', 1e-4, 'decilitre', 'decilitres', 'deciliter', 'deciliters', 'dL', 'dl'),
  U('volume', 1e-3, 'litre', 'litres', 'liter', 'liters', 'l', 'L'),
  U('volume', 1, 'cubic metre', 'cubic metres', 'cubic meter', 'cubic meters', 'm^3', 'm3'),
  U('volume', 1e-6, 'cubic centimetre', 'cubic centimetres', 'cubic centimeter', 'cubic centimeters', 'cm^3', 'cm3', 'cc'),
  U('volume', 1e9, 'cubic kilometre', 'cubic kilometres', 'cubic kilometer', 'cubic kilometers', 'km^3'),
  U('volume', GALLON, 'US gallon', 'US gallons', 'gallon', 'gallons', 'gal', 'US gal'),
  U('volume', GALLON / 4, 'US quart', 'US quarts', 'quart', 'quarts', 'qt', 'US qt'),
  U('volume', GALLON / 8, 'US pint', 'US pints', 'pint', 'pints', 'pt', 'US pt'),
  U('volume', GALLON / 128, 'US fluid ounce', 'US fluid ounces', 'fluid ounce', 'fluid ounces', 'fl oz', 'US fl oz'),
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
  U('energy', 4.184, 'calorie', 'calories', 'cal', 'thermochemical calorie', 'thermochemical calories'),
  U('energy', 4184, 'kilocalorie', 'kilocalories', 'kcal'),
  // The electronvolt, by its exact SI value (2019): a photon's energy is given in joules and in eV (issue 22, written set 6).
  U('energy', 1.602176634e-19, 'electronvolt', 'electronvolts', 'electron volt', 'electron volts', 'eV'),
  U('energy', 1.602176634e-16, 'kiloelectronvolt', 'kiloelectronvolts', 'keV'),
  U('energy', 1.602176634e-13, 'megaelectronvolt', 'megaelectronvolts', 'MeV'),
  U('power', 1, 'watt', 'watts', 'W'),
  U('power', 1e3, 'kilowatt', 'kilowatts', 'kW'),
  U('power', 1e6, 'megawatt', 'megawatts', 'MW'),
  // The SI units a science or engineering solution converts with a prefix (issue 22: "300,000 J =
  // 300 kJ", "2.4 GHz = 2400 MHz" were compared as bare numbers when the symbol was unknown).
  // Symbols are matched with their case (mW is not MW); the calculation reader keeps it.
  U('power', 1e-3, 'milliwatt', 'milliwatts', 'mW'),
  U('power', 1e9, 'gigawatt', 'gigawatts', 'GW'),
  U('energy', 3.6e12, 'gigawatt-hour', 'gigawatt-hours', 'gigawatt hour', 'gigawatt hours', 'GWh'),
  U('frequency', 1, 'hertz', 'Hz'),
  U('frequency', 1e3, 'kilohertz', 'kHz'),
  U('frequency', 1e6, 'megahertz', 'MHz'),
  U('frequency', 1e9, 'gigahertz', 'GHz'),
  U('pressure', 1, 'pascal', 'pascals', 'Pa'),
  U('pressure', 100, 'hectopascal', 'hectopascals', 'hPa'),
  U('pressure', 1e3, 'kilopascal', 'kilopascals', 'kPa'),
  U('pressure', 1e6, 'megapascal', 'megapascals', 'MPa'),
  U('pressure', 1e5, 'bar', 'bars'),
  U('pressure', 100, 'millibar', 'millibars', 'mbar'),
  U('pressure', 101325, 'standard atmosphere', 'standard atmospheres', 'atm'),
  // A millimetre of mercury and a torr are 1/760 atm (the torr by definition; the mmHg as used
  // for pressure, equal to it within 2 × 10⁻⁷); a psi is a pound-force (0.45359237 kg × 9.80665
  // m/s²) per square inch (0.0254² m²).
  U('pressure', 101325 / 760, 'millimetre of mercury', 'millimetres of mercury', 'millimeter of mercury', 'millimeters of mercury', 'mmHg', 'mm Hg', 'torr'),
  U('pressure', (POUND * 9.80665) / INCH ** 2, 'pound per square inch', 'pounds per square inch', 'psi'),
  U('current', 1, 'ampere', 'amperes', 'amp', 'amps', 'A'),
  U('current', 1e-3, 'milliampere', 'milliamperes', 'milliamp', 'milliamps', 'mA'),
  U('current', 1e-6, 'microampere', 'microamperes', 'µA', 'μA'),
  U('voltage', 1, 'volt', 'volts', 'V'),
  U('voltage', 1e-3, 'millivolt', 'millivolts', 'mV'),
  U('voltage', 1e3, 'kilovolt', 'kilovolts', 'kV'),
  U('resistance', 1, 'ohm', 'ohms', 'Ω'),
  U('resistance', 1e3, 'kilohm', 'kilohms', 'kΩ'),
  U('resistance', 1e6, 'megohm', 'megohms', 'MΩ'),
  U('force', 1, 'newton', 'newtons', 'N'),
  U('force', 1e3, 'kilonewton', 'kilonewtons', 'kN'),
  U('charge', 3.6, 'milliampere-hour', 'milliampere-hours', 'mAh'),
  U('charge', 3600, 'ampere-hour', 'ampere-hours', 'Ah'),
  U('temperature', 1, 'degree Celsius', 'degrees Celsius', '°C', 'ºC', 'C', 'celsius', 'degrees centigrade', 'degree centigrade', 'centigrade', 'deg C', 'degrees C', 'degree C'),
  U('temperature', 1, 'degree Fahrenheit', 'degrees Fahrenheit', '°F', 'ºF', 'F', 'fahrenheit', 'deg F', 'degrees F', 'degree F'),
  U('temperature', 1, 'kelvin', 'kelvins', 'K', 'degrees Kelvin', '°K'),
  // US customary cooking measures (issue 22): cup = gallon / 16, tablespoon = cup / 16, teaspoon =
  // tablespoon / 3. Only with "US": a bare cup may be metric (250 mL) or imperial, a bare tablespoon 15 or 20 mL.
  U('volume', GALLON / 16, 'US cup', 'US cups'),
  U('volume', GALLON / 256, 'US tablespoon', 'US tablespoons', 'US tbsp'),
  U('volume', GALLON / 768, 'US teaspoon', 'US teaspoons', 'US tsp'),
  // The other national sizes of the same words, named with their system (cooking-measures.ts reads a
  // bare cup or spoon in every system and decides only when all agree): metric cup 250 mL, spoons
  // 15 and 5 mL; the Australian tablespoon 20 mL; the imperial cup (half a pint), tablespoon (5/8
  // fl oz) and teaspoon (a third of it); the US legal cup of nutrition labels, 240 mL.
  U('volume', 250e-6, 'metric cup', 'metric cups'),
  U('volume', 15e-6, 'metric tablespoon', 'metric tablespoons', 'metric tbsp'),
  U('volume', 5e-6, 'metric teaspoon', 'metric teaspoons', 'metric tsp'),
  U('volume', 20e-6, 'Australian tablespoon', 'Australian tablespoons', 'Australian tbsp'),
  U('volume', 4.54609e-3 / 16, 'imperial cup', 'imperial cups'),
  U('volume', 4.54609e-3 / 256, 'imperial tablespoon', 'imperial tablespoons', 'imperial tbsp'),
  U('volume', 4.54609e-3 / 768, 'imperial teaspoon', 'imperial teaspoons', 'imperial tsp'),
  U('volume', 240e-6, 'US legal cup', 'US legal cups'),
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
  return BY_EXACT.get(t) ?? BY_FOLDED.get(t.toLowerCase()) ?? BY_FOLDED.get(t.toLowerCase().replace(/^us\s+/, 'us ')) ?? quotientUnit(t);
}

/**
 * A unit written as a quotient of two units ("g/cm^3", "L/h", "km/s", "kJ/mol"): the first per
 * the second, by definition (issue 22: a rate in a solution is converted and multiplied as its
 * units say). A length per time is a speed, so "km/s" converts into "m/s". Made once per pair,
 * so the same text is the same unit. Temperatures never divide.
 */
function quotientUnit(text: string): Unit | undefined {
  const parts = text.split('/');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return undefined;
  const [top, bottom] = parts.map((p) => BY_EXACT.get(p.trim()) ?? BY_FOLDED.get(p.trim().toLowerCase()));
  if (!top || !bottom || top.dim === 'temperature' || bottom.dim === 'temperature' || top.dim.includes('/') || bottom.dim.includes('/')) return undefined;
  const key = `${top.name}/${bottom.name}`;
  let unit = QUOTIENTS.get(key);
  if (!unit) {
    const dim: Unit['dim'] = top.dim === 'length' && bottom.dim === 'time' ? 'speed' : `${top.dim as Dimension}/${bottom.dim as Dimension}`;
    unit = { dim, factor: top.factor / bottom.factor, name: `${top.name} per ${bottom.name}` };
    QUOTIENTS.set(key, unit);
  }
  return unit;
}
const QUOTIENTS = new Map<string, Unit>();

/**
 * The unit of a product or quotient of two quantities, when the units say it: a rate times what
 * it is per ("35 L/h × 8 h" is litres, in the rate's unit), a quantity per another ("121.5 km /
 * 5 h" is km/h), or a quantity per a rate ("240 km ÷ 80 km/h" is hours). `factor` turns the plain
 * product or quotient of the two values into that unit. Undefined when the units do not combine so.
 */
export function combinedUnit(op: '*' | '/', left: string, right: string): { unit: string; factor: number } | undefined {
  const l = lookupUnit(left);
  const r = lookupUnit(right);
  if (!l || !r) return bySiDimension(op, left, right);
  if (l.dim === 'temperature' || r.dim === 'temperature') return undefined;
  const per = (rate: string, other: Unit) => {
    const [top, bottom] = rate.split('/');
    const b = bottom === undefined ? undefined : lookupUnit(bottom);
    return top && b && b.dim === other.dim ? { unit: top, factor: other.factor / b.factor } : undefined;
  };
  if (op === '*') return (left.includes('/') ? per(left, r) : undefined) ?? (right.includes('/') ? per(right, l) : undefined) ?? bySiDimension(op, left, right);
  if (!left.includes('/') && !right.includes('/')) return quotientUnit(`${left}/${right}`) ? { unit: `${left}/${right}`, factor: 1 } : undefined;
  // A quantity per a rate of it: "240 km ÷ 80 km/h" is 3 h.
  const [top, bottom] = right.split('/');
  const t = top === undefined ? undefined : lookupUnit(top);
  return !left.includes('/') && bottom && t && t.dim === l.dim ? { unit: bottom, factor: l.factor / t.factor } : bySiDimension(op, left, right);
}

/** "8 kg × 3.5 m/s^2" is in newtons, "2 kW × 3 h" in joules: the product's dimension, when the table names a unit of it. */
function bySiDimension(op: '*' | '/', left: string, right: string): { unit: string; factor: number } | undefined {
  const a = siUnit(left);
  const b = siUnit(right);
  if (!a || !b) return undefined;
  const sign = op === '*' ? 1 : -1;
  const dim = a.dim.map((x, i) => x + sign * b.dim[i]!);
  const named = SI_NAMED.find(([d]) => sameDimension(d, dim));
  return named ? { unit: named[1], factor: (op === '*' ? a.factor * b.factor : a.factor / b.factor) / named[2] } : undefined;
}

// Units combine by their dimensions (issue 22, written set 8, "Derived units"): each dimension of
// the table whose base unit is coherent SI, as powers of kg, m, s and A. A product or quotient of
// units is in the product or quotient of their dimensions, and a named SI unit is its definition
// (N = kg·m/s², J = N·m, W = J/s, Pa = N/m², V = W/A, Ω = V/A, C = A·s, Hz = 1/s). Months and
// years, data and temperatures have none: they never combine so.
type SiDimension = readonly [number, number, number, number];
const SI_DIMENSIONS: Partial<Record<Dimension, SiDimension>> = {
  length: [0, 1, 0, 0], mass: [1, 0, 0, 0], time: [0, 0, 1, 0], current: [0, 0, 0, 1], area: [0, 2, 0, 0], volume: [0, 3, 0, 0],
  speed: [0, 1, -1, 0], frequency: [0, 0, -1, 0], force: [1, 1, -2, 0], energy: [1, 2, -2, 0], power: [1, 2, -3, 0],
  pressure: [1, -1, -2, 0], voltage: [1, 2, -3, -1], resistance: [1, 2, -3, -2], charge: [0, 0, 1, 1],
};
// The unit a product or quotient is stated in when it has a dimension of the table: its coherent SI unit (a coulomb as ampere-hours).
const SI_NAMED: [SiDimension, string, number][] = [
  [[0, 1, 0, 0], 'm', 1], [[1, 0, 0, 0], 'kg', 1], [[0, 0, 1, 0], 's', 1], [[0, 0, 0, 1], 'A', 1], [[0, 2, 0, 0], 'm^2', 1], [[0, 3, 0, 0], 'm^3', 1],
  [[0, 1, -1, 0], 'm/s', 1], [[0, 0, -1, 0], 'Hz', 1], [[1, 1, -2, 0], 'N', 1], [[1, 2, -2, 0], 'J', 1], [[1, 2, -3, 0], 'W', 1],
  [[1, -1, -2, 0], 'Pa', 1], [[1, 2, -3, -1], 'V', 1], [[1, 2, -3, -2], 'Ω', 1], [[0, 0, 1, 1], 'Ah', 3600],
];

/**
 * A unit written as symbols multiplied (`·`, `*`, a space), raised to whole powers and divided once
 * ("m/s^2", "kg·m/s^2", "N m", "V/Ω"), as its size in SI and its dimension; undefined when a part
 * is no unit of a dimension with an SI form.
 */
function siUnit(text: string): { factor: number; dim: number[] } | undefined {
  const t = text.trim().replace(/²/g, '^2').replace(/³/g, '^3');
  if (!t) return undefined;
  const whole = lookupUnit(t);
  if (whole && !whole.dim.includes('/')) {
    const d = SI_DIMENSIONS[whole.dim as Dimension];
    return d ? { factor: whole.factor, dim: [...d] } : undefined;
  }
  const halves = t.split('/');
  if (halves.length > 2 || halves.some((h) => !h.trim())) return undefined;
  let factor = 1;
  const dim = [0, 0, 0, 0];
  for (const [k, half] of halves.entries()) {
    for (const part of half.trim().split(/\s*[·⋅*]\s*|\s+/)) {
      const m = /^(.+?)(?:\^\{?(-?\d)\}?)?$/.exec(part);
      const u = m && (lookupUnit(part) ?? lookupUnit(m[1]!));
      const power = (k === 0 ? 1 : -1) * (u && lookupUnit(part) === u ? 1 : Number(m?.[2] ?? 1));
      const d = u && !u.dim.includes('/') ? SI_DIMENSIONS[u.dim as Dimension] : undefined;
      if (!d) return undefined;
      factor *= u!.factor ** power;
      d.forEach((x, i) => (dim[i]! += x * power));
    }
  }
  return { factor, dim };
}

const sameDimension = (a: readonly number[], b: readonly number[]) => a.every((x, i) => x === b[i]);

const NUMBER = String.raw`(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|an?|one)`;
const UNIT_TEXT = String.raw`([a-zA-ZµμΩ°º"'/^0-9 -]{1,40}?)`;
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
  // "a metre", "one hour": an article names exactly one, not a figure rounded to a whole number.
  return value === undefined || !unit ? undefined : { value, unit, text: `${num} ${unitText.trim()}`, precision: /^(an?|one)$/i.test(num) ? 9 : precisionOf(num) };
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
  if (first.unit.dim !== second.unit.dim) return uncertain(`cannot convert ${first.unit.name} (${first.unit.dim}) to ${second.unit.name} (${second.unit.dim})`, C);
  // The value stated is normally the second ("42.195 km is about 26.2 miles"). When the first is
  // written with more significant digits it may be the stated, rounded one instead ("0.00106 metric
  // ton makes 1 kilogram", "39.37 inches make a metre"): which one is stated is then not settled by
  // the words, so the claim is decided only when both readings agree (issue 22: reading only the
  // reverse way called "a marathon of 42.195 km is about 26.2 miles" false).
  const natural = judge(first, second, mode);
  if (significantDigits(first.text) <= significantDigits(second.text)) return natural;
  const reverse = judge(second, first, mode);
  if (natural.verdict === reverse.verdict) return reverse;
  return uncertain(`which value is the rounded one is not settled: ${natural.evidence.replace(/\.$/, '')}, but ${reverse.evidence.replace(/\.$/, '')}`, C);
}

/** Converts `from` and compares the result with the value stated in `to`. */
function judge(from: Quantity, to: Quantity, mode: Mode): CheckResult {
  const expected = from.unit.dim === 'temperature' ? fromKelvin(toKelvin(from.value, from.unit), to.unit) : (from.value * from.unit.factor) / to.unit.factor;
  const diff = Math.abs(expected - to.value);
  const said = `${from.value} ${from.unit.name} = ${fmt(expected)} ${to.unit.name}${from.unit.dim === 'temperature' ? '' : ' by definition'}; the claim says ${to.value}`;
  if (mode === 'approx') {
    const numeral = /^-?[\d.]+(?:e[+-]?\d+)?/i.exec(to.text)?.[0] ?? String(to.value);
    const holds = from.unit.dim === 'temperature' ? diff <= TEMPERATURE_TOLERANCE + 1e-9 || roundsTo(expected, to.value, to.precision) : approximately(expected, to.value, numeral);
    const allowed = from.unit.dim === 'temperature' ? `${TEMPERATURE_TOLERANCE} degree` : 'the rounding that "about" allows';
    return decided(holds, `${said}, within ${allowed}: ${holds ? 'yes' : 'no'}.`, 'proof', C, undefined, 'approximate');
  }
  const holds = mode === 'exact' ? diff <= 1e-9 * Math.max(1, Math.abs(expected)) : roundsTo(expected, to.value, to.precision);
  const how = mode === 'exact' || diff <= 1e-9 * Math.max(1, Math.abs(expected)) ? 'exactly' : to.precision > 0 ? `rounded to ${to.precision} decimal place${to.precision === 1 ? '' : 's'}` : to.precision < 0 ? `rounded to the nearest ${10 ** -to.precision}` : 'rounded to a whole number';
  return decided(holds, `${said} (${how}: ${holds ? 'holds' : 'does not hold'}).`, 'proof', C);
}

/**
 * A duration in hours or minutes restated as h:mm. The h:mm form is exact to the minute, so the
 * decimal may be the rounded one ("4.33 hours is 4:20"): it holds when either rounds to the other.
 * Within a minute but neither way rounded (seconds cut off) is not decided.
 */
function hoursAndMinutes(num: string, unit: string, h: number, mm: number): CheckResult {
  const perMinute = /^h/i.test(unit) ? 60 : 1;
  const expected = Number(num) * perMinute;
  const stated = h * 60 + mm;
  const holds = Math.abs(expected - stated) <= 0.5 + 1e-9 || (perMinute === 60 && roundsTo(stated / 60, Number(num), precisionOf(num)));
  if (!holds && Math.abs(expected - stated) < 1) return uncertain('the minutes may have been cut off rather than rounded', C);
  return decided(holds, `${num} ${unit} is ${fmt(expected)} minutes = ${Math.floor(expected / 60)} h ${fmt(expected % 60)} min; the claim says ${h}:${String(mm).padStart(2, '0')}.`, 'proof', C);
}

/** The comparison a claim asks for: "exactly", "about"/"≈", or a plain "is". */
function modeOf(approx: string | undefined, exactly: string | undefined, rel = ''): Mode {
  if (exactly) return 'exact';
  return approx || /≈|~/.test(rel) ? 'approx' : 'rounded';
}

const REL = String.raw`(is\s+equivalent\s+to|is|are|was|equals|equal|=|≈|~|→|->|is\s+equal\s+to|is\s+the\s+same\s+(?:(?:distance|length|height|weight|mass|amount|time|duration|speed|temperature|area|volume|size)\s+)?as|makes(?:\s+up)?|converts\s+(?:in)?to|can\s+be\s+converted\s+(?:in)?to|corresponds\s+to|comes\s+to|translates\s+(?:in)?to|equates\s+to|means)`;

const RULES: Rule[] = [
  // "1 mile is about 1.609 kilometres", "1 yd = 0.9144 m", "1000 g ≈ 28350 oz".
  [new RegExp(String.raw`^${NUMBER}\s*${UNIT_TEXT}\s+${REL}\s+(?:(${APPROX})\s+|(${EXACTLY})\s+)?(?:(${APPROX})\s+|(${EXACTLY})\s+)?${NUMBER}\s*${UNIT_TEXT}$`, 'i'),
    (m) => {
      const from = quantity(m[1]!, m[2]!);
      const to = quantity(m[8]!, m[9]!);
      return from && to ? compare(from, to, modeOf(m[4] ?? m[6], m[5] ?? m[7], m[3])) : undefined;
    }],
  // "There are 14 pounds in a stone", "There are 1000000 square metres in a square kilometre", "… in 2 days".
  [new RegExp(String.raw`^there\s+(?:are|is|were)\s+(?:(${APPROX})\s+|(${EXACTLY})\s+)?${NUMBER}\s*${UNIT_TEXT}\s+in\s+(?:a|an|one|each|every|(\d+(?:\.\d+)?))\s*${UNIT_TEXT}$`, 'i'),
    (m) => {
      const to = quantity(m[3]!, m[4]!);
      const from = quantity(m[5] ?? '1', m[6]!);
      return from && to ? compare(from, to, modeOf(m[1], m[2])) : undefined;
    }],
  // "A week has 190 hours", "A metre has 100 centimetres", "A mile is made up of 5280 feet".
  [new RegExp(String.raw`^(?:a|an|one|each|every|(\d+(?:\.\d+)?))\s*${UNIT_TEXT}\s+(?:has|have|contains?|holds?|is\s+made\s+up\s+of|are\s+made\s+up\s+of|consists?\s+of|equals)\s+(?:(${APPROX})\s+|(${EXACTLY})\s+)?${NUMBER}\s*${UNIT_TEXT}$`, 'i'),
    (m) => {
      const from = quantity(m[1] ?? '1', m[2]!);
      const to = quantity(m[5]!, m[6]!);
      return from && to ? compare(from, to, modeOf(m[3], m[4])) : undefined;
    }],
  // "3 feet make a yard", "1000 grams make up one kilogram".
  [new RegExp(String.raw`^${NUMBER}\s*${UNIT_TEXT}\s+(?:make|makes|make\s+up|makes\s+up|form|forms)\s+(?:a|an|one|1)\s+${UNIT_TEXT}$`, 'i'),
    (m) => {
      const to = quantity(m[1]!, m[2]!);
      const from = quantity('1', m[3]!);
      return from && to ? compare(from, to, 'rounded') : undefined;
    }],
  // "Convert 45 kW to W: 45000 W": an instruction and its answer after a colon (issue 22, claims 9).
  // As below, the answer may name the target unit again, but no other.
  [new RegExp(String.raw`^convert\s+${NUMBER}\s*${UNIT_TEXT}\s+(?:to|into|in)\s+${UNIT_TEXT}\s*[:=]\s*(?:(${APPROX})\s+|(${EXACTLY})\s+)?${NUMBER}(?:\s*${UNIT_TEXT})?$`, 'i'),
    (m) => {
      if (m[7] !== undefined && lookupUnit(m[7]) !== lookupUnit(m[3]!)) return undefined;
      const from = quantity(m[1]!, m[2]!);
      const to = quantity(m[6]!, m[3]!);
      return from && to ? compare(from, to, modeOf(m[4], m[5])) : undefined;
    }],
  // "400 mm | 15.75 in": two cells of a conversion table's row, one quantity in two units of one kind.
  [new RegExp(String.raw`^${NUMBER}\s*${UNIT_TEXT}\s*\|\s*(?:(${APPROX})\s+)?${NUMBER}\s*${UNIT_TEXT}$`, 'i'),
    (m) => {
      const from = quantity(m[1]!, m[2]!);
      const to = quantity(m[4]!, m[5]!);
      if (!from || !to || from.unit === to.unit || from.unit.dim !== to.unit.dim) return undefined;
      return compare(from, to, modeOf(m[3], undefined));
    }],
  // "4.5 hrs → 4:30 (h:mm)": a duration written as hours and minutes, which the gloss "h:mm" says it is
  // (without it "4:30" may be a time of day).
  [new RegExp(String.raw`^(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?)\s+(in\s+h:mm\s+)?(?:→|->|=|is|equals)\s*(\d+):([0-5]\d)(\s*\(\s*h:mm\s*\)|\s+h:mm)?$`, 'i'),
    (m) => (m[3] || m[6] ? hoursAndMinutes(m[1]!, m[2]!, Number(m[4]), Number(m[5])) : undefined)],
  // "Converting 5 miles to kilometres gives 8.05" / "5 miles in kilometres is 8.05".
  // The target unit may be named again after the value ("180 °C in Fahrenheit is 356 °F"), but no other.
  [new RegExp(String.raw`^(?:converting\s+)?${NUMBER}\s*${UNIT_TEXT}\s+(?:to|in|into)\s+${UNIT_TEXT}\s+(?:is|gives|equals|=)\s+(?:(${APPROX})\s+|(${EXACTLY})\s+)?${NUMBER}(?:\s*${UNIT_TEXT})?$`, 'i'),
    (m) => {
      if (m[7] !== undefined && lookupUnit(m[7]) !== lookupUnit(m[3]!)) return undefined;
      const from = quantity(m[1]!, m[2]!);
      const to = quantity(m[6]!, m[3]!);
      return from && to ? compare(from, to, modeOf(m[4], m[5])) : undefined;
    }],
];

// ---------------------------------------------------------------------------------------------
// Conversions said about a thing (issue 22, short claims phrased unlike the dev set): "A 12-inch
// ruler is 30.48 cm long", "A marathon of 42.195 km is about 26.22 miles", "Someone who weighs
// 70 kg weighs about 154.3 pounds", "In feet, 10 metres is 32.8", "Converting 25 mm gives 2.5 cm",
// "Filling a 15 US gallon tank takes about 56.8 litres", "A 60 W bulb left on for a day uses
// 1.44 kWh". Each is read into the plain form "Q1 is [about] Q2" and judged by the rules above.
// The two quantities must name one thing: a verb that measures (is, weighs, lasts, covers), both
// in one dimension, in different units; "holds" or "contains" may name a part, so they are not read.

const QTY = String.raw`(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)\s*-?\s*`;
// Nouns that take a part of a quantity or compute with it: "a third of 3 hours" is not 3 hours.
const QUANTIFIERS = 'half|halves|third|thirds|quarter|quarters|fifth|fifths|tenth|tenths|part|parts|fraction|portion|share|percent|per|most|some|each|all|any|none|twice|double|triple|total|sum|difference|product|quotient|ratio|rest|remainder|majority|minority|multiple|square|cube|root|average|mean|excess|surplus|deficit|loss|gain|increase|decrease|rise|drop|fall|cut|change|lot|bit|number|amount|less|more';
const TAIL = String.raw`(?:\s+(?:long|tall|high|wide|deep|across|away|in\s+(?:length|height|width|depth|diameter|area|size|total|all))|\s+of\s+(?:floor\s+space|floor\s+area|living\s+space|space|area|capacity|volume|length))?`;
// The verbs that say what a thing measures, and the dimensions each can measure.
const MEASURE_VERBS: Record<string, Dimension[] | 'any'> = {
  is: 'any', 'is equal to': 'any', equals: 'any', means: 'any', 'corresponds to': 'any', 'is equivalent to': 'any', 'comes to': 'any', 'converts to': 'any', measures: 'any', 'translates to': 'any',
  weighs: ['mass'], lasts: ['time'], takes: ['time', 'volume'], runs: ['time', 'length'], covers: ['area', 'length'], spans: ['area', 'length', 'time'], stretches: ['length'], has: ['area', 'volume', 'length'], uses: ['volume', 'energy'], needs: ['volume', 'energy'],
  // "A 2-litre bottle holds 67.6 US fl oz", "a 500 GB drive stores 465.7 GiB": a container's capacity (issue 22, claims 8).
  holds: ['volume', 'data'], stores: ['data'],
};
const VERB = `(${Object.keys(MEASURE_VERBS).sort((a, b) => b.length - a.length).map((v) => v.replace(/ /g, String.raw`\s+`)).join('|')})`;
const MODE_WORDS = String.raw`(?:(${APPROX})\s+|(${EXACTLY})\s+)?`;

/** The unit a run of words starts with: the longest prefix (up to four words) that names one. */
function leadingUnit(words: string[]): { unit: Unit; text: string; rest: string[] } | undefined {
  for (let k = Math.min(4, words.length); k >= 1; k--) {
    const text = words.slice(0, k).join(' ');
    const unit = lookupUnit(text);
    if (unit) return { unit, text, rest: words.slice(k) };
  }
  return undefined;
}

/** "Q1 is [about|exactly] Q2", when the verb measures what the units measure and the units differ. */
function plainConversion(n1: string, u1: string, verb: string, approx: string | undefined, exactly: string | undefined, n2: string, u2: string): string | undefined {
  const [a, b] = [lookupUnit(u1), lookupUnit(u2)];
  const dims = MEASURE_VERBS[verb.replace(/\s+/g, ' ')];
  if (!a || !b || a === b || a.dim !== b.dim || !dims || (dims !== 'any' && !dims.includes(a.dim as Dimension))) return undefined;
  return `${n1} ${u1.trim()} is ${approx ? `${approx} ` : exactly ? `${exactly} ` : ''}${n2} ${u2.trim()}`;
}

/** A quantity said with a noun: "a 12-inch ruler", "a 100 m sprint", "a 5 lb bag of flour", "a 1,000 square foot flat". */
function attributive(text: string): string | undefined {
  const m = new RegExp(String.raw`^(?:a|an|one|the|this|that|each|every)\s+${QTY}(.+)$`, 'i').exec(text);
  if (!m) return undefined;
  const words = m[2]!.split(/\s+|(?<=^[a-z]+)-(?=[a-z])/i);
  const lead = leadingUnit(words);
  if (!lead || lead.rest.length === 0) return undefined;
  const tail = new RegExp(String.raw`^([a-z][a-z' ]*?)\s+${VERB}\s+${MODE_WORDS}${QTY}(.+?)${TAIL}$`, 'i').exec(lead.rest.join(' '));
  if (!tail || /\d/.test(tail[1]!) || tail[1]!.split(' ').length > 5) return undefined;
  return plainConversion(m[1]!, lead.text, tail[2]!.toLowerCase(), tail[3], tail[4], tail[5]!, tail[6]!);
}

const REPHRASINGS: [RegExp, (m: RegExpExecArray) => string | undefined][] = [
  // "1 inch equals 2.54 cm exactly", "1 foot is 12 inches long": the mode or the dimension said last.
  [new RegExp(String.raw`^${QTY}([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)\s+${VERB}\s+${MODE_WORDS}${QTY}(.+?)(?:\s+(exactly|precisely))?${TAIL}$`, 'i'), (m) => plainConversion(m[1]!, m[2]!, m[3]!.toLowerCase(), m[4], m[5] ?? m[8], m[6]!, m[7]!)],
  // "A temperature of 373.15 K is 105 °C", "A marathon of 42.195 km is approximately 26.22 miles",
  // "Body temperature of 37 °C is 98.6 °F"; never "a third of 3 hours", "the sum of …", which compute.
  [new RegExp(String.raw`^(?:(?:a|an|the)\s+)?(?!(?:${QUANTIFIERS})\b)[a-z]+(?:\s+(?!(?:${QUANTIFIERS})\b)[a-z]+)?\s+of\s+${QTY}([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)\s+${VERB}\s+${MODE_WORDS}${QTY}(.+?)${TAIL}$`, 'i'), (m) => plainConversion(m[1]!, m[2]!, m[3]!.toLowerCase(), m[4], m[5], m[6]!, m[7]!)],
  // "Someone who weighs 70 kg weighs about 154.3 pounds", "A road that is 5 km long is 3.1 miles long".
  [new RegExp(String.raw`^.+?\s+(?:who|that|which)\s+${VERB}\s+${QTY}([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)${TAIL}\s+(?:also\s+)?\1\s+${MODE_WORDS}${QTY}(.+?)${TAIL}$`, 'i'), (m) => plainConversion(m[2]!, m[3]!, m[1]!.toLowerCase(), m[4], m[5], m[6]!, m[7]!)],
  // "Someone 5 ft 10 in tall is 177.8 cm tall", "a rope 30 m long is about 98.4 feet": a length after
  // its noun, with the adjective of length that places it there, said again or not after the value.
  [new RegExp(String.raw`^(?:(?:a|an|the|this|that)\s+)?(?!(?:${QUANTIFIERS})\b)[a-z]+(?:\s+(?!(?:${QUANTIFIERS})\b)[a-z]+)?\s+${QTY}([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)\s+(long|tall|high|wide|deep|thick)\s+${VERB}\s+${MODE_WORDS}${QTY}(.+?)(?:\s+\3)?$`, 'i'),
    (m) => (lookupUnit(m[2]!)?.dim === 'length' ? plainConversion(m[1]!, m[2]!, m[4]!.toLowerCase(), m[5], m[6], m[7]!, m[8]!) : undefined)],
  // "In feet, 10 metres is 32.8", "In Fahrenheit, 52 °C is 125.6 degrees", "Expressed in pounds, 5 stone is 70".
  [new RegExp(String.raw`^(?:in|expressed\s+in|measured\s+in|written\s+in|(?:when\s+|once\s+)?converted\s+(?:in)?to)\s+([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)\s*,\s*${QTY}([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)\s+(?:is|equals|=|comes\s+to|becomes|makes|gives|corresponds\s+to)\s+${MODE_WORDS}${QTY}(?:\s*(degrees|[a-zA-Zµμ°º"'/^0-9 -]{1,40}?))?$`, 'i'), (m) => {
    const target = lookupUnit(m[1]!);
    // A unit named again after the number must be the one the sentence converts into ("degrees" takes the scale named).
    if (m[7] && !/^degrees$/i.test(m[7]) && lookupUnit(m[7]) !== target) return undefined;
    if (m[7] && /^degrees$/i.test(m[7]) && target?.dim !== 'temperature') return undefined;
    return plainConversion(m[2]!, m[3]!, 'is', m[4], m[5], m[6]!, m[1]!);
  }],
  [new RegExp(String.raw`^${QTY}([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)\s*,?\s+(?:expressed|measured|written|converted)\s+(?:in|into|to)\s+([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)\s*,?\s+(?:is|equals|=|comes\s+to|becomes|gives)\s+${MODE_WORDS}${QTY}$`, 'i'), (m) => plainConversion(m[1]!, m[2]!, 'is', m[4], m[5], m[6]!, m[3]!)],
  [new RegExp(String.raw`^${QTY}([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)\s+(?:is|equals|comes\s+to)\s+${MODE_WORDS}${QTY}\s+(?:(?:when\s+)?(?:expressed|measured|written|converted)\s+)?in\s+([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)$`, 'i'), (m) => plainConversion(m[1]!, m[2]!, 'is', m[3], m[4], m[5]!, m[6]!)],
  // "Converting 25 mm gives 2.5 cm", "Converted, 1 metre is about 3.2808 feet", "1 metre, converted, is 3.28 feet".
  [new RegExp(String.raw`^(?:converting|(?:when\s+|once\s+)?converted\s*,)\s*${QTY}([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)\s+(?:gives|yields|is|equals|results\s+in|produces|comes\s+to|makes)\s+${MODE_WORDS}${QTY}(.+)$`, 'i'), (m) => plainConversion(m[1]!, m[2]!, 'is', m[3], m[4], m[5]!, m[6]!)],
  [new RegExp(String.raw`^${QTY}([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)\s*,\s*(?:when\s+|once\s+)?converted\s*,\s*(?:is|gives|equals|becomes|comes\s+to)\s+${MODE_WORDS}${QTY}(.+)$`, 'i'), (m) => plainConversion(m[1]!, m[2]!, 'is', m[3], m[4], m[5]!, m[6]!)],
  // "Filling a 15 US gallon tank takes about 56.8 litres (of fuel)", "It takes 56.8 litres to fill a 15-gallon tank".
  [new RegExp(String.raw`^filling\s+(?:a|an|the|one)\s+${QTY}(.+?)\s+takes\s+${MODE_WORDS}${QTY}(.+?)(?:\s+of\s+[a-z]+(?:\s+[a-z]+)?)?$`, 'i'), (m) => {
    const lead = leadingUnit(m[2]!.split(/\s+|(?<=^[a-z]+)-(?=[a-z])/i));
    return lead && lead.unit.dim === 'volume' && lead.rest.length ? plainConversion(m[1]!, lead.text, 'is', m[3], m[4], m[5]!, m[6]!) : undefined;
  }],
  [new RegExp(String.raw`^it\s+takes\s+${MODE_WORDS}${QTY}(.+?)(?:\s+of\s+[a-z]+(?:\s+[a-z]+)?)?\s+to\s+fill\s+(?:a|an|the|one)\s+${QTY}(.+)$`, 'i'), (m) => {
    const lead = leadingUnit(m[6]!.split(/\s+|(?<=^[a-z]+)-(?=[a-z])/i));
    return lead && lead.unit.dim === 'volume' && lead.rest.length ? plainConversion(m[5]!, lead.text, 'is', m[1], m[2], m[3]!, m[4]!) : undefined;
  }],
];

/** "−100 °C corresponds to 173.15 K on the Kelvin scale": the scale named again is the target's. */
function withoutScale(text: string): string {
  const m = /^(.*\d\s*([a-zA-Z°º ]+?))\s+(?:on|in)\s+the\s+(kelvin|celsius|fahrenheit|centigrade)\s+scale$/i.exec(text);
  return m && lookupUnit(m[2]!) === lookupUnit(m[3]!) ? m[1]! : text;
}

/** A device's power used for a time: "A 60 W bulb left on for a day uses 1.44 kWh". Energy = power × time. */
const POWER_TIME = new RegExp(String.raw`^(?:(?:running|using|operating|leaving\s+on)\s+)?(?:a|an|one|the)\s+${QTY}(.+?)\s+(?:(?:left\s+on|running|run|used|switched\s+on|turned\s+on|on|operating|working)\s+)?for\s+(an?|one|\d+(?:\.\d+)?)\s+([a-z]+)\s+(?:uses|consumes|draws|needs|takes)\s+${MODE_WORDS}${QTY}(.+)$`, 'i');
function powerTime(text: string): CheckResult | undefined {
  const m = POWER_TIME.exec(text);
  if (!m) return undefined;
  const lead = leadingUnit(m[2]!.split(/\s+|(?<=^[a-z]+)-(?=[a-z])/i));
  const time = quantity(m[3]!, m[4]!);
  const energy = quantity(m[7]!, m[8]!);
  if (!lead || lead.unit.dim !== 'power' || !lead.rest.length || !time || time.unit.dim !== 'time' || !energy || energy.unit.dim !== 'energy') return undefined;
  const joules = Number(m[1]) * lead.unit.factor * time.value * time.unit.factor;
  const expected = joules / energy.unit.factor;
  const mode = modeOf(m[5], m[6]);
  const numeral = m[7]!;
  const holds = mode === 'approx' ? approximately(expected, energy.value, numeral) : mode === 'exact' ? Math.abs(expected - energy.value) <= 1e-9 * Math.max(1, Math.abs(expected)) : roundsTo(expected, energy.value, energy.precision);
  return decided(holds, `${m[1]} ${lead.text} for ${time.text} is ${fmt(expected)} ${energy.unit.name} (energy = power × time); the claim says ${energy.value}.`, 'proof', C, undefined, mode === 'approx' ? 'approximate' : undefined);
}

// Data moved at a rate (issue 22, claims 8): "At 100 megabits per second, downloading 1 GB takes
// 80 seconds", "Downloading a 1 GB file at 100 Mbps takes 80 s", "A 700 MB file takes 56 s to
// download at 100 Mbit/s". Time = size ÷ rate, with bits and bytes as the table defines them
// (a byte is 8 bits; "Mbps" is megabits per second, the way line speeds are quoted).
const TRANSFER = String.raw`(?:download(?:ing|ed)?|upload(?:ing|ed)?|transfer(?:ring|red)?|send(?:ing)?|sent|copy(?:ing)?|copied|mov(?:ing|ed))`;
const DATA_RATE = String.raw`${QTY}([a-zA-Z]+(?:\s*\/\s*|\s+per\s+|\s+an?\s+)[a-zA-Z]+|[kKmMgGtT]bps|[kKmMgGtT]B\/s)`;
const THING = String.raw`(?:(?:a|an|the|one)\s+)?`;
const TRANSFER_RULES: [RegExp, [number, number, number, number, number, number, number, number]][] = [
  // [regex, group indexes of: rate number, rate unit, size number, size unit, mode approx, mode exactly, time number, time unit]
  [new RegExp(String.raw`^at\s+${DATA_RATE},?\s+${TRANSFER}\s+${THING}${QTY}([a-zA-Z]+)(?:\s+(?:file|download|update|video|movie|backup|image))?\s+takes\s+${MODE_WORDS}${QTY}([a-z]+)$`, 'i'), [1, 2, 3, 4, 5, 6, 7, 8]],
  [new RegExp(String.raw`^${TRANSFER}\s+${THING}${QTY}([a-zA-Z]+)(?:\s+(?:file|download|update|video|movie|backup|image))?\s+at\s+${DATA_RATE}\s+takes\s+${MODE_WORDS}${QTY}([a-z]+)$`, 'i'), [3, 4, 1, 2, 5, 6, 7, 8]],
  [new RegExp(String.raw`^${THING}${QTY}([a-zA-Z]+)\s+(?:file|download|update|video|movie|backup|image)\s+takes\s+${MODE_WORDS}${QTY}([a-z]+)\s+to\s+${TRANSFER}\s+at\s+${DATA_RATE}$`, 'i'), [7, 8, 1, 2, 3, 4, 5, 6]],
];

/** Bytes per second of a data rate's unit ("megabits per second", "Mbps", "MB/s"); undefined for any other text. */
function dataRate(text: string): number | undefined {
  const short = /^([kmgt])(bps|B\/s)$/i.exec(text.trim());
  if (short) {
    const scale = { k: 1e3, m: 1e6, g: 1e9, t: 1e12 }[short[1]!.toLowerCase() as 'k' | 'm' | 'g' | 't'];
    return short[2] === 'bps' ? scale / 8 : scale;
  }
  const m = /^([a-zA-Z]+)(?:\s*\/\s*|\s+per\s+|\s+an?\s+)([a-zA-Z]+)$/.exec(text.trim());
  const [data, time] = m ? [lookupUnit(m[1]!), lookupUnit(m[2]!)] : [undefined, undefined];
  return data?.dim === 'data' && time?.dim === 'time' ? data.factor / time.factor : undefined;
}

function transferTime(text: string): CheckResult | undefined {
  for (const [re, g] of TRANSFER_RULES) {
    const m = re.exec(text);
    if (!m) continue;
    const [rate, size, time] = [dataRate(m[g[1]]!), quantity(m[g[2]]!, m[g[3]]!), quantity(m[g[6]]!, m[g[7]]!)];
    if (!rate || !size || size.unit.dim !== 'data' || !time || time.unit.dim !== 'time') return undefined;
    const seconds = (size.value * size.unit.factor) / (Number(m[g[0]]) * rate);
    const expected = seconds / time.unit.factor;
    const mode = modeOf(m[g[4]], m[g[5]]);
    const numeral = m[g[6]]!;
    const holds = mode === 'approx' ? approximately(expected, time.value, numeral) : mode === 'exact' ? Math.abs(expected - time.value) <= 1e-9 * Math.max(1, expected) : roundsTo(expected, time.value, time.precision);
    return decided(holds, `${size.text} at ${m[g[0]]} ${m[g[1]]!.trim()} takes ${fmt(expected)} ${time.unit.name} (time = size ÷ rate, 8 bits to a byte); the claim says ${time.value}.`, 'proof', C, undefined, mode === 'approx' ? 'approximate' : undefined);
  }
  return undefined;
}

const FRACTION_WORDS = wordTable<[number, number]>({ half: [1, 2], third: [1, 3], quarter: [1, 4], fifth: [1, 5], tenth: [1, 10] });

/** "half an hour", "a quarter of a mile", "3 quarters of an hour", "an hour and a half": one number and a unit. */
function fractionsOfUnits(text: string): string {
  const re = /\b(?:(a|an|one|\d+)\s+)?(half|third|quarter|fifth|tenth)s?\s+(?:of\s+)?(?:an?|one)\s+/gi;
  let out = '';
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const lead = leadingUnit(text.slice(m.index + m[0].length).split(' '));
    if (!lead || lead.unit.dim === 'temperature') continue;
    const [n, d] = FRACTION_WORDS[m[2]!.toLowerCase()]!;
    const times = !m[1] || /^(a|an|one)$/i.test(m[1]) ? 1 : Number(m[1]);
    out += `${text.slice(at, m.index)}${fmt((times * n) / d)} ${lead.text}`;
    at = m.index + m[0].length + lead.text.length;
    re.lastIndex = at;
  }
  const half = (all: string, k: string, u: string) => {
    const unit = lookupUnit(u);
    return unit && unit.dim !== 'temperature' ? `${fmt((/^\d+$/.test(k) ? Number(k) : 1) + 0.5)} ${u}` : all;
  };
  // "an hour and a half", "2 and a half hours".
  return (out + text.slice(at)).replace(/\b(an?|one|\d+)\s+([a-zA-Z]+)\s+and\s+a\s+half\b/gi, half).replace(/\b(\d+)\s+and\s+a\s+half\s+([a-zA-Z]+)\b/gi, half);
}

/**
 * "1 hour and 30 minutes", "5 feet 10 inches", "2 h, 30 min": one quantity in two units of one
 * kind, the second smaller and less than one of the first, written as one number in the smaller
 * unit ("90 minutes", "70 inches") so that neither part is read alone (issue 22: "90 minutes is
 * 1 hour and 30 minutes" was false, "90 minutes is 30 minutes" after splitting at "and").
 */
export function combineCompounds(text: string): string {
  // Most sentences have no two numbers in a row of words: nothing to combine (checked on every sentence).
  if (/(?:half|third|quarter|fifth|tenth)/i.test(text)) text = fractionsOfUnits(text);
  if (!/\d[^\d]{1,12}\d/.test(text)) return text;
  const re = /(\d+(?:\.\d+)?)\s*([a-zA-Z"']+)(\s*,\s*|\s+and\s+|\s+)(\d+(?:\.\d+)?)\s*([a-zA-Z"']+)(?![a-zA-Z])/g;
  let out = text;
  for (let round = 0; round < 3; round++) {
    let changed = false;
    out = out.replace(re, (all, n1: string, u1: string, _sep: string, n2: string, u2: string) => {
      const [a, b] = [lookupUnit(u1), lookupUnit(u2)];
      if (!a || !b || a === b || a.dim !== b.dim || a.dim === 'temperature' || a.factor <= b.factor) return all;
      const ratio = a.factor / b.factor;
      if (Number(n2) >= ratio - 1e-9) return all;
      changed = true;
      const value = Number(n1) * ratio + Number(n2);
      return `${fmt(value)} ${u2}`;
    });
    if (!changed) break;
  }
  return out;
}

/** Rewrites a conversion said about a thing into "Q1 is Q2"; undefined when the sentence is none of these. */
function rephrased(text: string): string | undefined {
  const a = attributive(text);
  if (a) return a;
  for (const [re, build] of REPHRASINGS) {
    const m = re.exec(text);
    const r = m ? build(m) : undefined;
    if (r) return r;
  }
  return undefined;
}

/** Whether `text` names a unit of measure other than a temperature ("hours", "km", "square feet"). */
export function isUnit(text: string): boolean {
  const u = lookupUnit(text);
  return Boolean((u && u.dim !== 'temperature') || (/[/·⋅*^]/.test(text) && siUnit(text)));
}

/**
 * The conversion between two units named in prose ("hours", "minutes"), when both are units of
 * one dimension other than temperature: used by the calculation reader for "2.5 hours = 150
 * minutes" inside a solution (issue 22). Undefined when either is not a unit, or they differ in kind.
 */
export function conversionFactor(fromText: string, toText: string): { factor: number; from: string; to: string } | undefined {
  const from = lookupUnit(fromText);
  const to = lookupUnit(toText);
  if (!from || !to || from.dim !== to.dim || from.dim === 'temperature' || from === to) {
    // "V/Ω" and "A", "J/s" and "W", "kg·m/s^2" and "kN": units of one SI dimension ("Derived units").
    if (from && to && from === to) return undefined;
    const [a, b] = [siUnit(fromText), siUnit(toText)];
    return a && b && sameDimension(a.dim, b.dim) && a.dim.some((x) => x !== 0) ? { factor: a.factor / b.factor, from: fromText, to: toText } : undefined;
  }
  return { factor: from.factor / to.factor, from: from.name, to: to.name };
}

/** The size of a unit of `dim` in the dimension's base unit (metres, seconds, …) as the table defines it; undefined for any other text. */
export function unitSize(text: string, dim: Dimension): number | undefined {
  const u = lookupUnit(text);
  return u?.dim === dim ? u.factor : undefined;
}

/**
 * A unit named after a number in prose, as its size in SI and its dimension (powers of kg, m, s,
 * A): a name of the table ("nautical miles", "mAh") or one symbol written as SI writes them
 * ("g/cm^3", "L/min"); undefined for any other text (issue 22, claims11: unit-relations.ts).
 */
export function siQuantityUnit(text: string): { factor: number; dim: number[] } | undefined {
  const t = text.trim();
  if (!t || (/\s/.test(t) && !lookupUnit(t))) return undefined;
  return siUnit(t);
}

/** Whether two texts name the same unit other than a temperature ("min", "minutes"). */
export function sameUnit(a: string, b: string): boolean {
  const u = lookupUnit(a);
  return Boolean(u && u.dim !== 'temperature' && u === lookupUnit(b));
}

// Comparatives that fit a kind of quantity; "more", "less", "greater" … fit any.
const COMPARATIVES = wordTable<[1 | -1, Dimension | undefined]>({
  more: [1, undefined], greater: [1, undefined], larger: [1, undefined], bigger: [1, undefined], less: [-1, undefined], smaller: [-1, undefined],
  longer: [1, 'length'], taller: [1, 'length'], further: [1, 'length'], farther: [1, 'length'], shorter: [-1, 'length'],
  heavier: [1, 'mass'], lighter: [-1, 'mass'], faster: [1, 'speed'], slower: [-1, 'speed'], hotter: [1, 'temperature'], warmer: [1, 'temperature'], colder: [-1, 'temperature'], cooler: [-1, 'temperature'],
});
const COMPARISON = new RegExp(String.raw`^${QTY}([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)\s+(?:is|are|was|were)\s+(${Object.keys(COMPARATIVES).join('|')})\s+than\s+${QTY}([a-zA-Zµμ°º"'/^0-9 -]{1,40}?)$`, 'i');

/**
 * "1.5 km is longer than 1,400 m", "3 ft is more than 1 m": two quantities of one kind in
 * different units, compared after conversion (temperatures on the kelvin scale). A comparative
 * that does not fit the kind ("3 kg is longer than 1 lb"), or two values too close to tell apart
 * with doubles, is not read.
 */
function comparison(text: string): CheckResult | undefined {
  const m = COMPARISON.exec(text);
  if (!m) return undefined;
  const [a, b] = [quantity(m[1]!, m[2]!), quantity(m[4]!, m[5]!)];
  const [sign, fits] = COMPARATIVES[m[3]!.toLowerCase()]!;
  if (!a || !b || a.unit.dim !== b.unit.dim || (fits && fits !== a.unit.dim)) return undefined;
  const base = (q: Quantity) => (q.unit.dim === 'temperature' ? toKelvin(q.value, q.unit) : q.value * q.unit.factor);
  const [x, y] = [base(a), base(b)];
  if (Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y))) return uncertain('the two quantities are equal to the precision of the computation', C);
  const holds = sign > 0 ? x > y : x < y;
  const inB = a.unit.dim === 'temperature' ? fromKelvin(x, b.unit) : x / b.unit.factor;
  return decided(holds, `${a.text} = ${fmt(inB)} ${b.unit.name}, which is ${inB > b.value ? 'more' : 'less'} than ${b.text}.`, 'proof', C);
}

// A change of temperature is not a temperature: a difference of 1 °C is one of 1 K and of 9/5 °F, with no offset.
const TEMPERATURE_STEP = wordTable<number>({ Celsius: 1, kelvin: 1, Fahrenheit: 5 / 9 });
const CHANGE = String.raw`(?:(?:a|an|the)\s+)?(?:temperature\s+)?(change|rise|increase|drop|fall|decrease|difference|gap)\s+(?:in\s+temperature\s+)?of`;
const TEMPERATURE_CHANGE = new RegExp(String.raw`^${CHANGE}\s+${QTY}(.+?)\s+(?:is|equals|=|is\s+equal\s+to|corresponds\s+to|is\s+the\s+same\s+as|means)\s+${MODE_WORDS}${CHANGE}\s+${MODE_WORDS}${QTY}(.+)$`, 'i');

/** "A change of 15 °C equals a change of 27 °F": temperature differences convert without the offset. */
function temperatureChange(text: string): CheckResult | undefined {
  const m = TEMPERATURE_CHANGE.exec(text);
  if (!m) return undefined;
  const [a, b] = [lookupUnit(m[3]!), lookupUnit(m[10]!)];
  const same = (x: string, y: string) => x.toLowerCase() === y.toLowerCase() || /change|difference|gap/i.test(x) || /change|difference|gap/i.test(y);
  if (!a || !b || a.dim !== 'temperature' || b.dim !== 'temperature' || !same(m[1]!, m[6]!)) return undefined;
  const stepOf = (u: Unit) => Object.entries(TEMPERATURE_STEP).find(([k]) => u.name.includes(k))?.[1];
  const [sa, sb] = [stepOf(a), stepOf(b)];
  if (sa === undefined || sb === undefined) return undefined;
  const expected = (Number(m[2]) * sa) / sb;
  const stated = Number(m[9]);
  const mode = modeOf(m[4] ?? m[7], m[5] ?? m[8]);
  const holds = mode === 'approx' ? approximately(expected, stated, m[9]!) : mode === 'exact' ? Math.abs(expected - stated) <= 1e-9 * Math.max(1, Math.abs(expected)) : roundsTo(expected, stated, precisionOf(m[9]!));
  return decided(holds, `A difference of ${m[2]} ${a.name} is one of ${fmt(expected)} ${b.name} (a degree Fahrenheit is 5/9 of a degree Celsius or kelvin; differences carry no offset); the claim says ${stated}.`, 'proof', C, undefined, mode === 'approx' ? 'approximate' : undefined);
}

// "Driving at 120 km/h means doing roughly 74.6 mph", "A train averaging 140 km/h is moving at about 38.9 m/s":
// a speed said of what moves, restated in another unit; so too a temperature or a pressure a thing
// is at ("A room at 20 °C is 68 °F", "A tyre at 2.2 bar is about 32 psi").
const RESTATED_AT: Unit['dim'][] = ['speed', 'temperature', 'pressure'];
const SPEED_RESTATED = new RegExp(String.raw`^(?:.+?\s+)?(?:at|averaging|doing|going|travelling|traveling|moving\s+at|cruising\s+at)\s+${QTY}(.+?)\s+(?:is|means|equals|amounts\s+to)\s+(?:(?:moving|going|travelling|traveling|doing|running|driving|cruising)\s+(?:at\s+)?)?${MODE_WORDS}${QTY}(.+)$`, 'i');
function speedRestated(text: string): CheckResult | undefined {
  const m = SPEED_RESTATED.exec(text);
  const dim = lookupUnit(m?.[2] ?? '')?.dim;
  if (!m || !dim || !RESTATED_AT.includes(dim) || lookupUnit(m[6]!)?.dim !== dim) return undefined;
  const plain = plainConversion(m[1]!, m[2]!, 'is', m[3], m[4], m[5]!, m[6]!);
  return plain ? firstRule(RULES, plain, C, 'no unit conversion recognised') : undefined;
}

// "A fortnight is 14 days, or 336 hours", "1 nautical mile is 1,852 m, which is about 1.151
// statute miles": a quantity restated in another unit of its kind says both "S is Q2" and "Q2 is
// Q3". In the same unit ("5 mg, or 10 mg") "or" offers an alternative, which is not read.
const RESTATED = new RegExp(String.raw`^(.+?\s(?:is|are|equals|=)\s+(?:${APPROX}\s+|${EXACTLY}\s+)?)(${QTY}[^,]+?)\s*,\s*(?:or|i\.e\.|that\s+is|which\s+is|which\s+equals|which\s+comes\s+to|or\s+about|or\s+roughly|or\s+exactly)\s+(${MODE_WORDS}${QTY}.+)$`, 'i');
function restated(text: string, whole: (claim: string) => CheckResult): CheckResult | undefined {
  const m = RESTATED.exec(text);
  if (!m) return undefined;
  // Groups: 1 the subject and verb, 2 the first quantity (3 its number), 4 the restatement.
  const lead = new RegExp(String.raw`^${MODE_WORDS}${QTY}`, 'i');
  const approx = /\bor\s+(about|roughly)\b/i.exec(m[0].slice(m[1]!.length + m[2]!.length))?.[1];
  const q3 = approx ? `${approx} ${m[4]}` : m[4]!;
  const [u2, u3] = [lookupUnit(m[2]!.replace(lead, '')), lookupUnit(m[4]!.replace(lead, ''))];
  if (!u2 || !u3 || u2 === u3 || u2.dim !== u3.dim) return undefined;
  const parts = [whole(`${m[1]}${m[2]}`), whole(`${m[2]} is ${q3}`)];
  if (parts.some((r) => r.verdict === 'false')) return parts.find((r) => r.verdict === 'false');
  if (parts.every((r) => r.verdict === 'true')) return decided(true, parts.map((r) => r.evidence).join(' '), 'proof', C, undefined, parts.some((r) => r.reading === 'approximate') ? 'approximate' : undefined);
  return undefined;
}

// "2,000 thermochemical calories (4.184 J each)", "1 GB (10^9 bytes)", "a 500 GB drive (10^9 bytes
// per GB)": a unit's size stated in brackets. When it is the size the table defines, the brackets
// add nothing and are dropped; any other size is the claim's own definition, and it is not read.
const DEFINED_IN_BRACKETS = new RegExp(String.raw`(\d[\d.]*)\s*([A-Za-zµ ]+?)\s*\(\s*(\d+(?:\.\d+)?(?:\s*\^\s*\d+)?)\s*([A-Za-z]+)(?:\s+(each)|\s+per\s+([A-Za-z ]+?))?\s*\)`, 'g');
function withoutDefinitions(text: string): string | undefined {
  let ok = true;
  const out = text.replace(DEFINED_IN_BRACKETS, (all, n: string, unitText: string, sizeText: string, sizeUnit: string, each?: string, per?: string) => {
    const words = unitText.trim().split(' ');
    const lead = leadingUnit(words);
    const [size, of] = [sizeText.includes('^') ? Number(sizeText.split('^')[0]) ** Number(sizeText.split('^')[1]) : Number(sizeText), lookupUnit(sizeUnit)];
    // Brackets that state no size of the unit before them are left as they are.
    if (!lead || !of || lead.unit.dim !== of.dim) return all;
    if (per && lookupUnit(per) !== lead.unit) {
      ok = false;
      return all;
    }
    // "(N U)" alone is the whole quantity's size; "each" or "per U" the size of one unit.
    const expected = each || per ? lead.unit.factor : Number(n) * lead.unit.factor;
    if (Math.abs(size * of.factor - expected) > 1e-9 * expected) ok = false;
    return all.replace(/\s*\([^)]*\)/, '');
  });
  return out === text ? text : ok ? out : undefined;
}

// "1 ounce (avoirdupois)": the system a unit belongs to named in brackets after it, read as its name.
const SYSTEM_IN_BRACKETS = /\b([a-z]+)\s*\(\s*(avoirdupois|US|imperial|statute|nautical|international)\s*\)/gi;

// A ratio the claim itself states between two measures or things: "3 teaspoons make a tablespoon",
// "a tablespoon is 3 teaspoons", "there are 3 teaspoons in a tablespoon" (issue 22, claims 8).
// Verbs of equality only: "a box holds 12 eggs" is a capacity, which a box need not be filled to.
const NOUN_WORD = String.raw`([a-z]+(?:\s+[a-z]+)?)`;
const DEFINITIONS: [RegExp, (m: RegExpExecArray) => { n: string; small: string; big: string }][] = [
  [new RegExp(String.raw`^(\d+(?:\.\d+)?)\s+${NOUN_WORD}\s+(?:make|makes|make\s+up|makes\s+up|form|forms|equal|equals|is|are)\s+(?:a|an|one|1)\s+${NOUN_WORD}$`, 'i'), (m) => ({ n: m[1]!, small: m[2]!, big: m[3]! })],
  [new RegExp(String.raw`^(?:a|an|one|1|each|every)\s+${NOUN_WORD}\s+(?:is|equals|is\s+made\s+up\s+of)\s+(\d+(?:\.\d+)?)\s+${NOUN_WORD}$`, 'i'), (m) => ({ n: m[2]!, small: m[3]!, big: m[1]! })],
  [new RegExp(String.raw`^there\s+(?:are|is)\s+(\d+(?:\.\d+)?)\s+${NOUN_WORD}\s+in\s+(?:a|an|one|each|every)\s+${NOUN_WORD}$`, 'i'), (m) => ({ n: m[1]!, small: m[2]!, big: m[3]! })],
];
const STATED_AMOUNT = new RegExp(String.raw`^(\d+(?:\.\d+)?)\s+${NOUN_WORD}\s+(?:is|are|=|equals?|makes?|comes\s+to|gives)\s+(\d+(?:\.\d+)?)\s+${NOUN_WORD}$`, 'i');

const singularOf = (w: string): string => w.toLowerCase().replace(/(?:es|s)$/, '');

/**
 * "3 teaspoons make a tablespoon, so 4 tablespoons is 16 teaspoons": a conclusion that contradicts
 * the ratio its own premise states is false whatever size the measures have (a false premise makes
 * the claim false too). `false` with the evidence, or undefined when the two clauses are not such a
 * pair or agree (agreement proves nothing unless the premise is true, which is checked on its own).
 */
export function contradictsStatedRatio(premise: string, conclusion: string): CheckResult | undefined {
  const def = DEFINITIONS.map(([re, read]) => { const m = re.exec(premise.trim()); return m ? read(m) : undefined; }).find(Boolean);
  const said = STATED_AMOUNT.exec(conclusion.trim());
  if (!def || !said) return undefined;
  const [small, big] = [singularOf(def.small), singularOf(def.big)];
  const [from, to] = [singularOf(said[2]!), singularOf(said[4]!)];
  if (small === big) return undefined;
  const [n, m, k] = [Number(def.n), Number(said[1]), Number(said[3])];
  const expected = from === big && to === small ? m * n : from === small && to === big ? m / n : undefined;
  if (expected === undefined || !Number.isFinite(expected) || Math.abs(expected - k) <= 1e-9 * Math.max(1, Math.abs(expected))) return undefined;
  return decided(false, `The claim's own premise says 1 ${def.big.trim()} is ${n} ${def.small.trim()}, so ${m} ${said[2]} is ${fmt(expected)} ${said[4]}, not ${k}; whichever size the measures have, premise and conclusion cannot both hold.`, 'proof', C);
}

/**
 * What this table's own rules read of a unit claim: a decided result, or the text as read with
 * the undecided readings, for unit-claims.ts to go on with the readers built on this table
 * (rates, shapes, restatements, cooking measures), which import it and so cannot be called from here.
 * `whole` reads a part of the claim as a whole claim (a quantity restated: "…, or 336 hours").
 */
export type UnitReading = { result: CheckResult } | { text: string; took?: CheckResult; power?: CheckResult; said?: CheckResult; direct: CheckResult };

export function readUnitClaim(raw: string, whole: (claim: string) => CheckResult): UnitReading {
  const bare = withoutDefinitions(raw.replace(/\s+/g, ' ').trim().replace(SYSTEM_IN_BRACKETS, (all, unit: string, system: string) => (lookupUnit(`${system} ${unit}`) ? `${system} ${unit}` : all)));
  if (bare === undefined) return { result: uncertain('a unit is defined in brackets with a size other than its own', C) };
  const again = /,\s*(?:or|i\.e\.|that\s+is|which)\b/i.test(bare) ? restated(bare, whole) : undefined;
  if (again) return { result: again };
  const text = combineCompounds(withoutScale(bare));
  // "degrees" alone is ambiguous (angle or temperature); accept it only with a scale name.
  const direct = firstRule(RULES, text, C, 'no unit conversion recognised');
  if (direct.verdict !== 'uncertain') return { result: direct };
  // Every conversion said about a thing has two numbers.
  const plain = (text.match(/\d+(?:\.\d+)?/g)?.length ?? 0) >= 2 ? rephrased(text) : undefined;
  const read = plain ? firstRule(RULES, plain, C, 'no unit conversion recognised') : undefined;
  if (read && read.verdict !== 'uncertain') return { result: read };
  const said = /\bthan\b/i.test(text) ? comparison(text) : /\b(?:change|rise|increase|drop|fall|decrease|difference|gap)\b/i.test(text) ? temperatureChange(text) : speedRestated(text);
  if (said && said.verdict !== 'uncertain') return { result: said };
  // A transfer time (size ÷ rate) first: "takes" also opens power and travel times.
  const took = /\btakes\b/i.test(text) ? transferTime(text) : undefined;
  if (took && took.verdict !== 'uncertain') return { result: took };
  const power = /\b(?:uses|consumes|draws|needs|takes)\b/i.test(text) ? powerTime(text) : undefined;
  if (power && power.verdict !== 'uncertain') return { result: power };
  return { text, ...(took ? { took } : {}), ...(power ? { power } : {}), ...(said ? { said } : {}), direct };
}

