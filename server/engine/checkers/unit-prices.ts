// Unit prices (issue 22, claims9): a price for an amount, said per another amount ("A 250 g pack
// for £0.65 works out to 26p per 100 g", "$42.84 for 17 → $2.52 each"). The price per amount is
// the price times the amount asked for over the amount bought, exactly, in the currency's main
// unit or its hundredth (p, c, ¢); grams and kilograms, millilitres and litres convert. A price
// that is not exact but is the exact one rounded to the places it shows may be meant so:
// `uncertain`; beyond that, `false`. The thing bought is named by any noun (pack, bag, bottle).

import { Q } from './rational.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { unitSize } from './units.js';

const C = 'arithmetic' as const;
const MONEY = String.raw`([£$€])\s*(\d+(?:\.\d+)?)`;
const STATED = String.raw`(?:([£$€])\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*(p|c|¢|pence|cents?))`;
const MASS = String.raw`(\d+(?:\.\d+)?)\s*(g|kg|ml|l|grams?|kilograms?|millilit(?:re|er)s?|lit(?:re|er)s?)`;
const VERB = String.raw`(?:works\s+out\s+(?:to|at|as)|comes\s+(?:out\s+)?to|comes\s+to|is|=|→|->|gives|costs?|means)`;

// The units table's sizes (kilograms, cubic metres) in whole grams and millilitres, so prices stay exact rationals.
function unitOf(u: string): [string, number] | undefined {
  const w = u.toLowerCase();
  for (const [dim, per] of [['mass', 1e3], ['volume', 1e6]] as const) {
    const size = unitSize(w, dim);
    if (size !== undefined) return [dim, Math.round(size * per)];
  }
  return undefined;
}

/** The stated price in the main unit, the places it shows in that unit, or undefined when the currency differs. */
function statedPrice(cur: string, m: RegExpExecArray, at: number): { value: Q; places: number; text: string } | undefined {
  const [sign, main, minor, minorUnit] = [m[at], m[at + 1], m[at + 2], m[at + 3]];
  if (sign !== undefined) return sign === cur ? { value: Q.parse(main!)!, places: /\.(\d+)$/.exec(main!)?.[1]?.length ?? 0, text: `${sign}${main}` } : undefined;
  // Pence belong to pounds, cents to dollars and euros.
  if (/^p|pence/.test(minorUnit!) !== (cur === '£')) return undefined;
  return { value: Q.parse(minor!)!.div(Q.of(100)), places: (/\.(\d+)$/.exec(minor!)?.[1]?.length ?? 0) + 2, text: `${minor}${minorUnit}` };
}

function judge(exact: Q, stated: { value: Q; places: number; text: string }, how: string): CheckResult {
  if (exact.eq(stated.value)) return decided(true, `${how} = ${exact.toString()}; the claim says ${stated.text}.`, 'proof', C);
  if (exact.sub(stated.value).abs().mul(Q.of(2)).cmp(Q.of(1n, 10n ** BigInt(stated.places))) <= 0) return uncertain(`${how} = ${exact.toString()}, which ${stated.text} may be meant to round`, C);
  return decided(false, `${how} = ${exact.toString()}, not ${stated.text}.`, 'proof', C);
}

// Compiled once (no g flag, so exec keeps no lastIndex state between sentences).
const PER_AMOUNT = new RegExp(String.raw`^(?:(?:a|an|one)\s+${MASS}\s+[a-z]+(?:\s+of\s+[a-z]+)?\s+(?:for|at|costing)\s+${MONEY}|${MONEY}\s+for\s+(?:a\s+|an\s+)?(\d+(?:\.\d+)?)\s*(g|kg|ml|l|grams?|kilograms?|millilit(?:re|er)s?|lit(?:re|er)s?)(?:\s+[a-z]+)?)\s+${VERB}\s+${STATED}\s+(?:per|a|for\s+each|for\s+every)\s+(\d+(?:\.\d+)?\s*)?(g|kg|ml|l|grams?|kilograms?|millilit(?:re|er)s?|lit(?:re|er)s?)$`);
const EACH = new RegExp(String.raw`^${MONEY}\s+for\s+(\d+)(?:\s+[a-z]+)?\s+${VERB}\s+${STATED}\s+(?:each|apiece|a\s+piece|per\s+(?:item|unit|piece))$`);
// A pack of a stated count, priced whole, said per item (claims12): "A 12-pack at $15 costs $1.25
// per can", "At $7.20 for a pack of 12, that's $0.60 per can". The count is the pack's; the item
// named after "per" is one of the things packed (an amount such as "per litre" or "per pack" is not read).
const PACK = String.raw`(?:(\d+)[- ]pack(?:\s+of\s+[a-z]+)?|(?:pack|box|case|carton|packet|tray|crate)\s+of\s+(\d+)(?:\s+[a-z]+)?)`;
const ITEM = String.raw`(?:each|apiece|a\s+piece|per\s+(?:can|bottle|item|unit|piece|roll|bar|egg|cup|pod|jar|tin|sachet|battery|pen|pencil|cookie|muffin|doughnut|donut|apple|orange|banana|candle|bulb))`;
const PACK_PRICE = new RegExp(String.raw`^(?:(?:a|an|one)\s+${PACK}\s+(?:at|for|costing)\s+${MONEY}\s+${VERB}|at\s+${MONEY}\s+for\s+(?:a|an|one)\s+${PACK}\s*,?\s+(?:that's|that\s+is|it's|it\s+is|that\s+(?:comes|works\s+out)\s+to|you\s+pay))\s+${STATED}\s+${ITEM}$`);

/** A unit price, or undefined when the sentence is not one. */
export function unitPriceClaim(text: string): CheckResult | undefined {
  // "A 250 g pack for £0.65 works out to 26p per 100 g", "£0.65 for 250 g is 26p per 100 g".
  const perAmount = PER_AMOUNT.exec(text);
  if (perAmount) {
    const [qty, qUnit, cur, price] = perAmount[1] !== undefined ? [perAmount[1], perAmount[2]!, perAmount[3]!, perAmount[4]!] : [perAmount[7]!, perAmount[8]!, perAmount[5]!, perAmount[6]!];
    const stated = statedPrice(cur, perAmount, 9);
    const [u1, u2] = [unitOf(qUnit), unitOf(perAmount[14]!)];
    if (!stated || !u1 || !u2 || u1[0] !== u2[0]) return undefined;
    const bought = Q.parse(qty)!.mul(Q.of(u1[1]));
    const per = Q.parse((perAmount[13] ?? '1').trim())!.mul(Q.of(u2[1]));
    if (bought.isZero()) return undefined;
    const exact = Q.parse(price)!.mul(per).div(bought);
    return judge(exact, stated, `${cur}${price} × ${(perAmount[13] ?? '1').trim()} ${perAmount[14]} / ${qty} ${qUnit}`);
  }
  const pack = PACK_PRICE.exec(text);
  if (pack) {
    const [count, cur, price] = pack[3] !== undefined ? [pack[1] ?? pack[2]!, pack[3], pack[4]!] : [pack[7] ?? pack[8]!, pack[5]!, pack[6]!];
    const stated = statedPrice(cur, pack, 9);
    const n = Q.parse(count)!;
    if (!stated || n.isZero()) return undefined;
    return judge(Q.parse(price)!.div(n), stated, `${cur}${price} / ${count}`);
  }
  // "$42.84 for 17 → $2.52 each".
  const each = EACH.exec(text);
  if (each) {
    const stated = statedPrice(each[1]!, each, 4);
    const n = Q.parse(each[3]!)!;
    if (!stated || n.isZero()) return undefined;
    return judge(Q.parse(each[2]!)!.div(n), stated, `${each[1]}${each[2]} / ${each[3]}`);
  }
  return undefined;
}
