// Arithmetic told about a subject (issue 22, short claims 3): a distance covered in a time and the
// speed it gives ("The train covers 180 km in 2 h, so its average speed is 90 km/h"), equal groups
// ("A shelf holds 24 books per row, so 5 rows hold 120 books", "With 18 books per shelf, 17 shelves
// contain 306 books"), a unit price times a count ("A pen costs $3, so 7 pens cost $21") and an
// equal share ("If 8 identical bricks weigh 2000 g, one of them weighs 250 g").
//
// Each rule reads the construction of English these sentences share: a rate clause (so much per
// thing, each, a distance in a time), a consequence ("so", "then", a second clause), and the same
// nouns in both, singular or plural. The nouns must match, so "24 books per row, so 5 shelves hold
// 120 books" is no claim this file reads. Every value is an exact rational; speeds are converted
// with the exact sizes of the units table (units.ts: 1 mi = 1609.344 m).

import { evaluateNode } from './expression/evaluate.js';
import { parseFormula } from './expression/parse.js';
import { phraseToFormula } from './expression/phrase.js';
import { Q } from './rational.js';
import type { Rule } from './text.js';
import { decided, type CheckResult } from './types.js';
import { unitSize } from './units.js';

const C = 'arithmetic' as const;
const DIGITS = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const N = `(${DIGITS})`;
const MONEY = String.raw`([$€£]\s*${DIGITS}|${DIGITS}\s*(?:dollars|euros|pounds|cents))`;
const NOUN = String.raw`([a-z]+)`;
const SO = String.raw`(?:,\s*|\s+)(?:so|and\s+so|and|then|which\s+means|meaning)?\s*`;
const TOTAL = String.raw`(?:\s+(?:in\s+total|in\s+all|altogether|together|between\s+them))?`;

/** The exact value of a plain number ("1,200", "2.5"); arithmetic-words.ts reads this file, so it is not imported from there. */
function value(t: string): Q | undefined {
  const f = phraseToFormula(t.trim().replace(/,(?=\d{3}\b)/g, ''), { allowVariables: false });
  const node = f === undefined ? undefined : parseFormula(f);
  const v = node ? evaluateNode(node) : undefined;
  return v && 'exact' in v ? v.exact : undefined;
}
const money = (t: string): Q | undefined => {
  const cents = /cents$/.test(t);
  const v = value(t.replace(/[$€£]\s*/, '').replace(/\s*(?:dollars|euros|pounds|cents)$/, ''));
  return v && cents ? v.div(Q.of(100)) : v;
};
const currency = (t: string): string => (/€|euros/.test(t) ? '€' : /£|pounds/.test(t) ? '£' : '$');

/** The singular of an English noun, enough to tell "shelf" and "shelves", "box" and "boxes" apart from other words. */
export function singular(w: string): string {
  if (/ves$/.test(w)) return w.slice(0, -3) + 'f';
  if (/ies$/.test(w)) return w.slice(0, -3) + 'y';
  if (/(?:s|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (/[^su]s$/.test(w)) return w.slice(0, -1);
  return w;
}
const same = (...ws: string[]): boolean => ws.every((w) => singular(w.toLowerCase()) === singular(ws[0]!.toLowerCase()));

function product(per: string, count: string, total: string, what: string, cur?: string): CheckResult | undefined {
  const [a, n, t] = cur ? [money(per), value(count), money(total)] : [value(per), value(count), value(total)];
  if (!a || !n || !t) return undefined;
  const p = a.mul(n);
  const c = cur ?? '';
  return decided(p.eq(t), `${c}${a.toString()} × ${n.toString()} = ${c}${p.toString()} ${what}; the claim says ${c}${t.toString()}.`, 'proof', C);
}

// Speeds. -----------------------------------------------------------------------------------------

// Lengths and times as the units table defines them (units.ts), as exact rationals.
function sizeOf(w: string, dim: 'length' | 'time'): Q | undefined {
  const f = unitSize(w, dim);
  return f === undefined ? undefined : Q.parse(String(f));
}
const distanceUnit = (w: string) => sizeOf(w, 'length');
const timeUnit = (w: string) => sizeOf(w, 'time');
/** A speed's unit as the sizes of its length and its time. */
function speedUnit(w: string): [Q, Q] | undefined {
  const t = w.trim();
  if (/^(?:kph|kmh|kmph)$/.test(t)) return [distanceUnit('km')!, timeUnit('h')!];
  if (t === 'mph') return [distanceUnit('mi')!, timeUnit('h')!];
  const m = /^([a-z]+)\s*(?:\/|\s+per\s+|\s+an?\s+)\s*([a-z]+)$/.exec(t);
  const [d, tm] = m ? [distanceUnit(m[1]!), timeUnit(m[2]!)] : [undefined, undefined];
  return d && tm ? [d, tm] : undefined;
}

function speedClaim(dText: string, duText: string, tText: string, tuText: string, vText: string, vuText: string): CheckResult | undefined {
  const [d, t, v] = [value(dText), value(tText), value(vText)];
  const [du, tu, vu] = [distanceUnit(duText), timeUnit(tuText), speedUnit(vuText)];
  if (!d || !t || !v || !du || !tu || !vu || t.isZero()) return undefined;
  // Speed in metres per second, then in the claim's unit.
  const mps = d.mul(du).div(t.mul(tu));
  const speed = mps.mul(vu[1]).div(vu[0]);
  return decided(speed.eq(v), `${d.toString()} ${duText} in ${t.toString()} ${tuText} is an average speed of ${speed.toString()} ${vuText.trim()}; the claim says ${v.toString()}.`, 'proof', C);
}

// A time given in hours and minutes ("1 hour 15 minutes", "2 h and 30 min") is one duration, in minutes (claims12).
const TIME = String.raw`(?:${N}\s*(hours?|hrs?|h)\s+(?:and\s+)?${N}\s*(minutes?|mins?)|${N}\s*([a-z]+))`;
/** The duration TIME matched from group `at`, as a number and its unit's word. */
function timeOf(m: RegExpExecArray, at: number): [string, string] | undefined {
  if (m[at + 4] !== undefined) return [m[at + 4]!, m[at + 5]!];
  const [h, min] = [value(m[at]!), value(m[at + 2]!)];
  return h && min && h.isInteger() && min.isInteger() && min.cmp(Q.of(60)) < 0 ? [h.mul(Q.of(60)).add(min).toString(), 'min'] : undefined;
}

const MOVER = String.raw`(?:(?:if|when)\s+)?(?:a|an|the|our|my|his|her|their)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:that\s+|which\s+|who\s+)?`;
const MOVES = String.raw`(?:covers|covered|travels|travelled|traveled|drives|drove|runs|ran|cycles|cycled|walks|walked|flies|flew|goes|went|does|did|sails|sailed|swims|swam|rides|rode)`;
const SPEED_SAID = String.raw`(?:(?:its|their|his|her|the|an?)\s+(?:average\s+|mean\s+)?speed\s+(?:is|was|equals|=|of)|(?:it|they|he|she)?\s*(?:averages?|averaged|travels\s+at|travelled\s+at|traveled\s+at|goes\s+at|went\s+at|moves\s+at|drives\s+at)(?:\s+an\s+average\s+of)?)`;
const UNIT = String.raw`([a-z]+(?:\s*\/\s*[a-z]+|\s+per\s+[a-z]+)?)`;

/** "At 60 km/h for 2.5 h, a car covers 150 km": distance = speed × time. */
function distanceClaim(vText: string, vuText: string, tText: string, tuText: string, dText: string, duText: string): CheckResult | undefined {
  const [v, t, d] = [value(vText), value(tText), value(dText)];
  const [vu, tu, du] = [speedUnit(vuText), timeUnit(tuText), distanceUnit(duText)];
  if (!v || !t || !d || !vu || !tu || !du) return undefined;
  const metres = v.mul(vu[0]).div(vu[1]).mul(t.mul(tu));
  const dist = metres.div(du);
  return decided(dist.eq(d), `${v.toString()} ${vuText.trim()} for ${t.toString()} ${tuText} covers ${dist.toString()} ${duText}; the claim says ${d.toString()}.`, 'proof', C);
}
const MOVING = String.raw`(?:travelling|traveling|driving|moving|going|running|cycling|flying|riding|walking|sailing)`;
const COVERS = String.raw`(?:covers|travels|goes|drives|runs|cycles|flies|rides|walks|sails|will\s+cover|will\s+travel)`;

// Equal groups and prices. ------------------------------------------------------------------------

const HOLD = String.raw`(?:holds?|contains?|has|have|fits?|takes?|carries|carry|seats?|stores?)`;
const COST = String.raw`(?:costs?|comes?\s+to|sells?\s+for|is|are)`;
const EACH = String.raw`(?:a|an|one|1|each|every)`;

// Sharing in a ratio. -------------------------------------------------------------------------------

/** "56 shared in the ratio 2:5 gives 16 and 40": the parts in the ratio's order; the same parts in another order are not read. */
function ratioShare(totalText: string, ratioText: string, partsText: string): CheckResult | undefined {
  const total = value(totalText);
  const ratioRead = ratioText.split(/\s*:\s*/).map(value);
  const partsRead = partsText.split(/\s*(?:,\s*and|,|\band)\s*/).map(value);
  if (!total || ratioRead.length < 2 || partsRead.length !== ratioRead.length) return undefined;
  const ratio = ratioRead.filter((r): r is Q => r !== undefined && !r.isZero());
  const parts = partsRead.filter((p): p is Q => p !== undefined);
  if (ratio.length !== ratioRead.length || parts.length !== partsRead.length) return undefined;
  const sum = ratio.reduce((a, r) => a.add(r), Q.ZERO);
  const want = ratio.map((r) => total.mul(r).div(sum));
  const inOrder = want.every((w, i) => w.eq(parts[i]!));
  const key = (qs: Q[]) => qs.map((q) => q.toString()).sort().join(',');
  if (!inOrder && key(want) === key(parts)) return undefined; // the right parts, listed in another order
  return decided(inOrder, `${total.toString()} in the ratio ${ratio.map((r) => r.toString()).join(':')} is ${want.map((w) => w.toString()).join(' and ')} (${total.toString()} ÷ ${sum.toString()} = ${total.div(sum).toString()} for each part of the ratio); the claim says ${parts.map((p) => p.toString()).join(' and ')}.`, 'proof', C);
}

const RATIO = String.raw`(\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)+)`;
const PARTS = String.raw`(${DIGITS}(?:\s*(?:,\s*and|,|and)\s*${DIGITS})+)`;
const SHARE_VERB = String.raw`(?:shared|split|divided|splitting|dividing|sharing|divide|split|share)`;
const GIVES_PARTS = String.raw`(?:gives|makes|yields|leaves|is|are)(?:\s+(?:the\s+)?(?:shares|parts|portions|amounts))?(?:\s+of)?`;

// "the larger share", "the smallest part": one part of a sharing, named by its size (issue 22, claims8).
const PART_NAMED = String.raw`(?:the\s+)?(larger|smaller|largest|smallest|bigger|biggest|greater|greatest|lesser|least)\s+(?:share|part|portion|amount|one)`;

/** One part of a total shared in a ratio, named by its size; "larger"/"smaller" name one of two parts, and equal parts have none. */
function namedShare(totalText: string, ratioText: string, which: string, shareText: string): CheckResult | undefined {
  const total = value(totalText);
  const ratio = ratioText.split(/\s*(?::|\bto\b)\s*/).map(value);
  const share = value(shareText);
  if (!total || !share || ratio.length < 2 || ratio.some((r) => !r || r.isZero())) return undefined;
  const rs = ratio as Q[];
  if (/er$/.test(which) && rs.length !== 2) return undefined;
  const big = /larg|bigg|great/.test(which);
  const pick = rs.reduce((a, r) => ((big ? r.cmp(a) > 0 : r.cmp(a) < 0) ? r : a));
  if (rs.filter((r) => r.eq(pick)).length > 1) return undefined; // no one part is the larger
  const sum = rs.reduce((a, r) => a.add(r), Q.ZERO);
  const want = total.mul(pick).div(sum);
  return decided(want.eq(share), `${total.toString()} in the ratio ${rs.map((r) => r.toString()).join(':')} is ${rs.map((r) => total.mul(r).div(sum).toString()).join(' and ')}; the ${which} part is ${want.toString()}, the claim says ${share.toString()}.`, 'proof', C);
}

const RATIO_SAID = String.raw`(\d+(?:\.\d+)?(?:\s*(?::|to)\s*\d+(?:\.\d+)?)+)`;

export const RATE_RULES: Rule[] = [
  // "If 120 is shared in the ratio 1:4, the larger share is 96", "Divide 220 in the ratio 2 to 9 and the smaller part is 40".
  [new RegExp(String.raw`^(?:if\s+|when\s+)?${N}\s+(?:is|gets|was)\s+${SHARE_VERB}\s+in\s+(?:the\s+|a\s+)?ratio\s+(?:of\s+)?${RATIO_SAID},\s*(?:then\s+)?${PART_NAMED}\s+(?:is|will\s+be|comes\s+to)\s+${N}$`), (m) => namedShare(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^${SHARE_VERB}\s+${N}\s+in\s+(?:the\s+|a\s+)?ratio\s+(?:of\s+)?${RATIO_SAID}(?:,\s*|\s+)(?:and\s+)?${PART_NAMED}\s+(?:is|will\s+be|comes\s+to)\s+${N}$`), (m) => namedShare(m[1]!, m[2]!, m[3]!, m[4]!)],
  // "Splitting 56 in the ratio 2:5 gives 16 and 40", "128 shared in the ratio 3:5 gives shares of 80 and 48".
  [new RegExp(String.raw`^(?:${SHARE_VERB}\s+)?${N}\s+(?:${SHARE_VERB}\s+)?in\s+(?:the\s+|a\s+)?ratio\s+(?:of\s+)?${RATIO},?\s+${GIVES_PARTS}\s+${PARTS}$`), (m) => ratioShare(m[1]!, m[2]!, m[3]!)],
  // "Divide 32 in the ratio 1 : 3 and the parts are 8 and 24".
  [new RegExp(String.raw`^${SHARE_VERB}\s+${N}\s+in\s+(?:the\s+|a\s+)?ratio\s+(?:of\s+)?${RATIO}(?:,\s*|\s+)(?:and\s+)?(?:the\s+)?(?:shares|parts|portions)\s+(?:are|will\s+be)\s+${PARTS}$`), (m) => ratioShare(m[1]!, m[2]!, m[3]!)],
  // "The train covers 360 km in 4 h, so its average speed is 90 km/h", "A coach that drives 120 km in 1.5 hours averages 80 km/h".
  [new RegExp(String.raw`^${MOVER}${MOVES}\s+${N}\s*([a-z]+)\s+in\s+${N}\s*([a-z]+)${SO}${SPEED_SAID}\s+${N}\s*${UNIT}$`, 'i'), (m) => speedClaim(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6]!)],
  // "Covering 112.5 km in 1 hour 15 minutes means an average speed of 90 km/h": the journey named by its gerund (claims12).
  [new RegExp(String.raw`^(?:covering|driving|travelling|traveling|running|cycling|walking|riding|flying|sailing|swimming)\s+${N}\s*([a-z]+)\s+in\s+${TIME}\s+(?:means|gives(?:\s+you)?|is|equals|works\s+out\s+to|makes\s+for)\s+(?:an?\s+)?(?:average\s+|mean\s+)?speed\s+of\s+${N}\s*${UNIT}$`, 'i'), (m) => {
    const t = timeOf(m, 3);
    return t ? speedClaim(m[1]!, m[2]!, t[0], t[1], m[9]!, m[10]!) : undefined;
  }],
  // "A car travelling at 60 km/h for 3 hours covers 180 km", "At 60 km/h, a car covers 150 km in 2.5 hours".
  [new RegExp(String.raw`^(?:(?:a|an|the)\s+[a-z]+\s+)?${MOVING}\s+at\s+${N}\s*${UNIT}\s+for\s+${N}\s*([a-z]+),?\s+(?:it\s+|they\s+|he\s+|she\s+)?${COVERS}\s+${N}\s*([a-z]+)$`, 'i'), (m) => distanceClaim(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6]!)],
  [new RegExp(String.raw`^at\s+${N}\s*${UNIT},\s*(?:(?:a|an|the)\s+[a-z]+|it|they|he|she)\s+${COVERS}\s+${N}\s*([a-z]+)\s+in\s+${N}\s*([a-z]+)$`, 'i'), (m) => distanceClaim(m[1]!, m[2]!, m[5]!, m[6]!, m[3]!, m[4]!)],
  // "Apples cost $2 per kg, so 3 kg cost $6".
  [new RegExp(String.raw`^(?:[a-z]+\s+){1,2}(?:costs?|are|is|sells?\s+for|sell\s+at|sells?\s+at)\s+${MONEY}\s+(?:per|a|an|each)\s+${NOUN}${SO}${N}\s*${NOUN}\s+(?:of\s+(?:them|it)\s+)?${COST}\s+${MONEY}${TOTAL}$`, 'i'), (m) => (same(m[2]!, m[4]!) ? product(m[1]!, m[3]!, m[5]!, `for ${m[3]} ${m[4]}`, currency(m[1]!)) : undefined)],
  // "With 18 books per shelf, 17 shelves contain 306 books in total".
  [new RegExp(String.raw`^with\s+${N}\s+${NOUN}\s+(?:per|in\s+each|on\s+each|a|an)\s+${NOUN},\s*${N}\s+${NOUN}\s+${HOLD}\s+${N}\s+${NOUN}${TOTAL}$`, 'i'), (m) => (same(m[2]!, m[7]!) && same(m[3]!, m[5]!) ? product(m[1]!, m[4]!, m[6]!, m[2]!) : undefined)],
  // "A row holds 36 seats, so 27 rows hold 972 seats", "Each box contains 12 eggs, so 7 boxes contain 84 eggs".
  [new RegExp(String.raw`^(?:if\s+)?${EACH}\s+${NOUN}\s+${HOLD}\s+${N}\s+${NOUN}${SO}${N}\s+${NOUN}\s+${HOLD}\s+${N}\s+${NOUN}${TOTAL}$`, 'i'), (m) => (same(m[1]!, m[5]!) && same(m[3]!, m[7]!) ? product(m[2]!, m[4]!, m[6]!, m[3]!) : undefined)],
  // "A shelf holds 24 books per row, so 5 rows hold 120 books".
  [new RegExp(String.raw`^(?:if\s+)?(?:a|an|the|each|every)\s+[a-z]+\s+${HOLD}\s+${N}\s+${NOUN}\s+(?:per|in\s+each|on\s+each|a|an)\s+${NOUN}${SO}${N}\s+${NOUN}\s+${HOLD}\s+${N}\s+${NOUN}${TOTAL}$`, 'i'), (m) => (same(m[3]!, m[5]!) && same(m[2]!, m[7]!) ? product(m[1]!, m[4]!, m[6]!, m[2]!) : undefined)],
  // "A pen costs $3, so 7 pens cost $21".
  [new RegExp(String.raw`^(?:if\s+)?${EACH}\s+${NOUN}\s+${COST}\s+${MONEY}${SO}${N}\s+${NOUN}\s+${COST}\s+${MONEY}${TOTAL}$`, 'i'), (m) => (same(m[1]!, m[4]!) ? product(m[2]!, m[3]!, m[5]!, `for ${m[4]}`, currency(m[2]!)) : undefined)],
  // "7 pens at $3 each cost $21", "At $3 a pen, 7 pens cost $21".
  [new RegExp(String.raw`^${N}\s+${NOUN}\s+at\s+${MONEY}\s+(?:each|apiece|per\s+([a-z]+)|an?\s+([a-z]+))\s+(?:cost|come\s+to|costs?|total)\s+${MONEY}${TOTAL}$`, 'i'), (m) => {
    const named = m[4] ?? m[5];
    return !named || same(named, m[2]!) ? product(m[3]!, m[1]!, m[6]!, `for ${m[2]}`, currency(m[3]!)) : undefined;
  }],
  [new RegExp(String.raw`^at\s+${MONEY}\s+(?:each|apiece|per\s+([a-z]+)|an?\s+([a-z]+)),\s*${N}\s+${NOUN}\s+(?:cost|come\s+to|costs?|total)\s+${MONEY}${TOTAL}$`, 'i'), (m) => {
    const named = m[2] ?? m[3];
    return !named || same(named, m[5]!) ? product(m[1]!, m[4]!, m[6]!, `for ${m[5]}`, currency(m[1]!)) : undefined;
  }],
  // "Tom bought 5 notebooks at $2.35 each and paid $11.75 in total": a count bought at a unit price, and what was paid (issue 22, claims 8).
  [new RegExp(String.raw`^(?:[a-z]+\s+)?(?:bought|buys|buy|purchased|purchases|ordered|orders)\s+${N}\s+${NOUN}\s+at\s+${MONEY}\s+(?:each|apiece|per\s+([a-z]+)|an?\s+([a-z]+))(?:,?\s+(?:and|so)\s+(?:[a-z]+\s+)?(?:paid|pays|spent|spends)|,?\s+(?:paying|spending)|\s+for)\s+${MONEY}${TOTAL}$`, 'i'), (m) => {
    const named = m[4] ?? m[5];
    return !named || same(named, m[2]!) ? product(m[3]!, m[1]!, m[6]!, `for ${m[2]}`, currency(m[3]!)) : undefined;
  }],
  // "Saving $15 a week for 52 weeks gives $780": an amount each period, for a number of the same periods.
  [new RegExp(String.raw`^(?:saving|earning|spending|paying|depositing|putting\s+(?:aside|away)|setting\s+aside)\s+${MONEY}\s+(?:a|an|per|each|every)\s+${NOUN}\s+for\s+${N}\s+${NOUN}\s+(?:gives|is|makes|comes\s+to|totals|results\s+in|amounts\s+to)\s+${MONEY}${TOTAL}$`, 'i'), (m) => (same(m[2]!, m[4]!) ? product(m[1]!, m[3]!, m[5]!, `over ${m[3]} ${m[4]}`, currency(m[1]!)) : undefined)],
  // "8 lots of 56 make 448": groups of a size.
  [new RegExp(String.raw`^${N}\s+(?:lots|groups|sets|batches|packs|bags|boxes|rows)\s+of\s+${N}\s+(?:make|makes|is|are|give|gives|come\s+to|equal|equals|total)\s+${N}$`, 'i'), (m) => product(m[2]!, m[1]!, m[3]!, '')],
  // "If 8 identical bricks weigh 2000 g, one of them weighs 250 g", "3 equal bricks have a total mass of 540 g, so each is 180 g".
  [new RegExp(String.raw`^(?:if\s+)?${N}\s+(identical\s+|equal\s+|equally\s+heavy\s+|same\s+)?${NOUN}\s+(?:weigh|together\s+weigh|cost|together\s+cost|have\s+a\s+(?:total|combined)\s+(?:mass|weight|cost|price)\s+of)\s+${N}\s*([a-z]+|[$€£])?${SO}(each(?:\s+one)?|each\s+([a-z]+)|(?:one|1)\s+of\s+them|(?:one|1)\s+([a-z]+))\s+(?:weighs|costs|is|has\s+a\s+(?:mass|weight)\s+of)\s+${N}\s*([a-z]+)?$`, 'i'), (m) => {
    const [count, alike, noun, totalText, unit, who, eachNoun, oneNoun, shareText, shareUnit] = m.slice(1);
    // "one of them" shares the total only when the things are said to be alike; "each" says so itself.
    if (!alike && !/^each/.test(who!)) return undefined;
    if ((eachNoun ?? oneNoun) && !same(eachNoun ?? oneNoun!, noun!)) return undefined;
    if ((unit ?? '') !== (shareUnit ?? '')) return undefined;
    const [n, total, share] = [value(count!), value(totalText!), value(shareText!)];
    if (!n || !total || !share || n.isZero()) return undefined;
    const each = total.div(n);
    return decided(each.eq(share), `${total.toString()}${unit ? ` ${unit}` : ''} shared equally by ${n.toString()} ${noun} is ${each.toString()}${unit ? ` ${unit}` : ''} each; the claim says ${share.toString()}.`, 'proof', C);
  }],
];
