// Unit claims in forms of English and of notation the table's rules read once restated (issue 22,
// claims10; spec/DECISIONS.md "Unit phrasings: siunitx, a unit named by an article, apposition,
// just over, sums of durations"):
//
// - siunitx: `\SI{7.4}{\centi\metre}`, `\qty{6.3}{\mega\watt}` are "7.4 centimetre", "6.3 megawatt";
// - a unit named by its article in a comparison: "A yard is shorter than a metre" is "1 yard is
//   shorter than 1 metre"; "holds/weighs/measures more than" is "is more than";
// - apposition and consequence between two quantities: "Set to 105 °C — that's 221 °F", "250 kcal,
//   so 1,046 kJ", "A reading of 145 °C is 293 °F on the other scale" say "Q1 is Q2";
// - "just over / a bit more than / slightly under one pound": the side is decided (a quantity on
//   the wrong side is false); true only within 15 % of the unit, beyond that the words are too
//   vague and the claim stays uncertain;
// - sums of durations: "2 h 14 min + 0 h 46 min = 3 h 0 min", "Legs of 3 h 37 min and 2 h 53 min
//   make 6 h 30 min in total", exactly, in whole units of time.

import { Q } from './rational.js';
import { decided, type CheckResult } from './types.js';
import { combineCompounds, conversionFactor, isUnit, unitSize } from './units.js';
import { wordTable } from '../word-table.js';

const C = 'units' as const;

const SI_PREFIX = wordTable<string>({ kilo: 'kilo', centi: 'centi', milli: 'milli', mega: 'mega', micro: 'micro', giga: 'giga', nano: 'nano', deci: 'deci', tera: 'tera' });
const SI_UNIT = wordTable<string>({ metre: 'metre', meter: 'metre', gram: 'gram', watt: 'watt', second: 'second', litre: 'litre', liter: 'litre', joule: 'joule', hour: 'hour', minute: 'minute', byte: 'byte', volt: 'volt', ampere: 'ampere', hertz: 'hertz', newton: 'newton', pascal: 'pascal', calorie: 'calorie', degreeCelsius: 'degree Celsius', kelvin: 'kelvin' });

/** `\SI{n}{\prefix\unit}` or `\qty{…}{…}` as "n prefixunit"; the text unchanged when a macro is not one of these. */
function siunitx(text: string): string {
  if (!/\\(?:SI|qty)\b/.test(text)) return text;
  let ok = true;
  // The math reader may have dropped the braces already ("\qty 4.9 \centi \metre").
  const out = text.replace(/\\(?:SI|qty)\s*\{?\s*(-?\d+(?:\.\d+)?)\s*\}?\s*\{?((?:\s*\\[a-zA-Z]+)+)\s*\}?/g, (_all, n: string, macros: string) => {
    const names = macros.match(/[a-zA-Z]+/g)!;
    const unit = SI_UNIT[names[names.length - 1]!];
    const prefixes = names.slice(0, -1);
    if (!unit || prefixes.length > 1 || (prefixes[0] !== undefined && !SI_PREFIX[prefixes[0]])) {
      ok = false;
      return _all;
    }
    return ` ${n} ${prefixes[0] ?? ''}${unit} `;
  });
  if (!ok) return text;
  return out.replace(/^\s*\$+\s*|\s*\$+\s*$/g, '').replace(/\\[,;]/g, ' ').replace(/\s+/g, ' ').trim();
}

const QTY = String.raw`(-?\d+(?:\.\d+)?)\s*-?\s*([a-zA-Z°º"'µμ][a-zA-Z°º"'µμ/ ]{0,30}?)`;
const COMPARATIVE = String.raw`(?:more|less|greater|larger|bigger|smaller|longer|shorter|taller|heavier|lighter|hotter|colder|warmer|cooler)`;

const RESTATEMENTS: [RegExp, (m: RegExpExecArray) => string | undefined][] = [
  // "A yard is shorter than a metre", "A US gallon holds more than 4 litres": the article is one of the unit.
  [new RegExp(String.raw`^(?:an?|one)\s+([a-zA-Z ]{1,30}?)\s+(?:is|holds|weighs|measures|lasts|covers|contains)\s+(${COMPARATIVE})\s+than\s+(?:(?:an?|one)\s+([a-zA-Z ]{1,30})|(-?\d+(?:\.\d+)?\s*[a-zA-Z°º"'µμ][a-zA-Z°º"'µμ/ ]{0,30}))$`, 'i'), (m) => {
    if (!isUnit(m[1]!) || (m[3] !== undefined && !isUnit(m[3]))) return undefined;
    return `1 ${m[1]} is ${m[2]} than ${m[3] !== undefined ? `1 ${m[3]}` : m[4]}`;
  }],
  // "A 5K is longer than 3 miles", "A 15K is about 9.32 miles": a race named by its distance in kilometres
  // (the other side must be a length for any rule to read it).
  [new RegExp(String.raw`^[Aa]n?\s+(\d+)K(?:\s+(?:race|run))?\s+is\s+(.+)$`), (m) => `${m[1]} km is ${m[2]}`],
  // "Set to 105 °C — that's 221 °F", "The label says 250 kcal, so 1,046 kJ", "A reading of 145 °C is 293 °F on the other scale".
  [new RegExp(String.raw`^(?:(?:set|heat(?:ed)?|bake[d]?|cook(?:ed)?)\s+(?:it\s+)?(?:to|at)\s+|(?:a|the)\s+reading\s+of\s+|(?:the\s+)?(?:label|sign|gauge|meter|thermometer|display|dial|recipe|package|packet)\s+(?:says|reads|shows|lists|states)\s+)?${QTY}\s*(?:[—–:;,]|\s-)\s*(?:that's|that\s+is|which\s+is|i\.e\.|so|or)\s+(-?\d+(?:\.\d+)?\s*[a-zA-Z°º"'µμ][a-zA-Z°º"'µμ/ ]{0,30})$`, 'i'), (m) => `${m[1]} ${m[2]} is ${m[3]}`],
  [new RegExp(String.raw`^(?:a|the)\s+reading\s+of\s+(.+?)\s+on\s+the\s+other\s+scale$`, 'i'), (m) => m[1]],
];

/** The claim restated in the plain forms the unit table's rules read; unchanged when no form applies. */
export function restateUnitPhrasing(raw: string): string {
  let text = siunitx(raw.replace(/\s+/g, ' ').trim()).replace(/\s*\(\s*thermochemical\s*\)/gi, '');
  for (const [re, say] of RESTATEMENTS) {
    const m = re.exec(text);
    const out = m ? say(m) : undefined;
    if (out !== undefined) text = out;
  }
  return text;
}

// "500 grams is just over one pound", "At 460 g, the steak weighs a little over 1 lb".
const NEAR = /^(?:at\s+)?(.+?)\s+(?:is|weighs|measures|comes\s+to|lasts|holds)\s+(just|slightly|a\s+little|a\s+bit|a\s+touch)\s+(over|more\s+than|above|under|less\s+than|below|short\s+of)\s+(?:an?|one|1)\s+([a-zA-Z ]{1,20})$/i;

export function nearQuantity(text: string): CheckResult | undefined {
  const m = NEAR.exec(text);
  if (!m) return undefined;
  const quantities = [...m[1]!.matchAll(/(\d+(?:\.\d+)?)\s*-?\s*([a-zA-Z]+)/g)].filter((q) => isUnit(q[2]!));
  if (quantities.length !== 1 || (m[1]!.match(/\d+(?:\.\d+)?/g)?.length ?? 0) !== 1) return undefined;
  const conv = conversionFactor(quantities[0]![2]!, m[4]!.trim());
  if (!conv) return undefined;
  const r = Number(quantities[0]![1]) * conv.factor; // in the unit named
  const over = /over|more|above/i.test(m[3]!);
  const said = `${quantities[0]![1]} ${conv.from} is ${Number(r.toPrecision(6))} ${conv.to}`;
  if (Math.abs(r - 1) < 1e-9) return undefined;
  if (over ? r < 1 : r > 1) return decided(false, `${said}: ${over ? 'less' : 'more'} than one ${conv.to}, not ${m[2]} ${m[3]} it.`, 'proof', C, undefined, 'approximate');
  const within = over ? r <= 1.15 : r >= 1 / 1.15;
  return within ? decided(true, `${said}: ${m[2]} ${m[3]} one ${conv.to} (within 15 %).`, 'proof', C, undefined, 'approximate') : undefined;
}

// Sums of durations, after "2 h 14 min" is read as 134 min (units.ts combineCompounds).
const DURATION = String.raw`(\d+(?:\.\d+)?)\s*([a-zA-Z]+)`;
// The pieces may be named first ("Legs of …", "Two sessions lasting …"), but nothing that computes otherwise ("the difference of …").
const SUM = new RegExp(String.raw`^(?:(?:the\s+|two\s+|three\s+|\d+\s+)?(?:legs|stages|parts|segments|sessions|shifts|flights|trips|laps|runs|sections|periods|intervals|blocks|episodes|films|movies|songs|tasks|classes|lessons|rides|drives|walks|meetings|calls|journeys|hikes)\s+(?:of|lasting|taking)\s+)?(${DURATION}(?:\s*(?:\+|plus|,|and|,\s*and)\s*${DURATION})+)\s+(?:=|makes?|totals?|add\s+up\s+to|adds\s+up\s+to|comes?\s+to|is|are|gives?)\s+(?:a\s+total\s+of\s+)?${DURATION}(?:\s+of\s+[a-z]+)?(?:\s+in\s+total|\s+altogether|\s+overall)?$`, 'i');

export function durationSum(raw: string): CheckResult | undefined {
  if (!/\d\s*(?:h|hours?|hrs?|min|mins|minutes?|s|sec|seconds?)\b/i.test(raw)) return undefined;
  const text = combineCompounds(raw);
  const m = SUM.exec(text);
  if (!m) return undefined;
  const parts = [...m[1]!.matchAll(new RegExp(DURATION, 'g'))];
  const [total, totalUnit] = [m[m.length - 2]!, m[m.length - 1]!];
  const seconds = unitSize(totalUnit, 'time');
  if (!seconds) return undefined;
  let sum = Q.ZERO;
  for (const p of parts) {
    const s = unitSize(p[2]!, 'time');
    const [v, f] = [Q.parse(p[1]!), s === undefined ? undefined : Q.fromNumber(s)];
    if (!v || !f || !Number.isInteger(s)) return undefined;
    sum = sum.add(v.mul(f));
  }
  const stated = Q.parse(total);
  const unit = Q.fromNumber(seconds);
  if (!stated || !unit || !Number.isInteger(seconds)) return undefined;
  const inUnit = sum.div(unit);
  return decided(inUnit.eq(stated), `${parts.map((p) => p[0]).join(' + ')} = ${inUnit.toString()} ${totalUnit}; the claim says ${total} ${totalUnit}.`, 'proof', C);
}
