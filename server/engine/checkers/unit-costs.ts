// Money through a unit (issue 22, claims10; spec/DECISIONS.md "Costs at a stated rate"): an amount
// changed at an exchange rate the sentence states ("At 1 EUR = 0.85 GBP, 50.00 EUR is 42.50 GBP",
// "With the rate at 1.27 USD per GBP, changing 1,000.00 GBP gets you 1,270.00 USD"), fuel bought
// at a price per unit of volume ("Filling a 40-litre tank at €1.47 per litre costs €58.80") and
// energy at a price per kilowatt-hour ("A 2 kW heater running for 6 hours at 20p per kWh costs
// £2.40": power × time × price). Every value is an exact rational. A stated amount equal to the
// exact one holds; one more than a unit of its last place away fails; in between (a rounded or
// truncated amount, whose convention the sentence does not say) stays uncertain.

import { Q } from './rational.js';
import { decided, type CheckResult } from './types.js';
import { unitSize } from './units.js';
import { wordTable } from '../word-table.js';

const C = 'units' as const;
const AMOUNT = String.raw`(\d+(?:\.\d+)?)`;
// ISO 4217 codes: three capitals, read as written (a rate names both).
const CODE = String.raw`([A-Z]{3})`;

/** The stated amount against the exact one, to the places the stated amount shows. */
function amountVerdict(exact: Q, statedText: string, evidence: string): CheckResult | undefined {
  const stated = Q.parse(statedText);
  if (!stated) return undefined;
  if (exact.eq(stated)) return decided(true, `${evidence} = ${statedText} exactly.`, 'proof', C);
  const places = /\.(\d+)$/.exec(statedText)?.[1]?.length ?? 0;
  const unit = Q.of(1n, 10n ** BigInt(places));
  if (exact.sub(stated).abs().cmp(unit) < 0) return undefined; // rounded or truncated: a convention not said
  return decided(false, `${evidence} = ${exact.toNumber().toFixed(Math.max(places, 2))}, not ${statedText}.`, 'proof', C);
}

// The rate: "1 EUR = 0.85 GBP", "1 EUR → 0.94 CHF", "1.27 USD per GBP", "1 GBP buys 1.27 USD".
const RATE_EQ = new RegExp(String.raw`\b${AMOUNT}\s*${CODE}\s*(?:=|→|->|⟶|to|buys|gets(?:\s+you)?|is\s+worth|is)\s*${AMOUNT}\s*${CODE}\b`);
const RATE_PER = new RegExp(String.raw`\b${AMOUNT}\s*${CODE}\s*(?:per|/|for\s+(?:each|every|one|1))\s*${CODE}\b`);
// The change: "50.00 EUR is 42.50 GBP", "changing 1,000.00 GBP gets you 1,270.00 USD", "80.00 EUR converts to 75.20 CHF".
const CHANGE = new RegExp(String.raw`(?:^|[,;:]\s*|\s)(?:(?:changing|converting|exchanging|swapping)\s+)?${AMOUNT}\s*${CODE}\s+(?:is|are|=|→|->|makes|gives(?:\s+you)?|gets(?:\s+you)?|buys|converts?\s+(?:in)?to|becomes|comes\s+to|is\s+worth|equals|will\s+get\s+you|yields)\s+${AMOUNT}\s*${CODE}$`);

function exchange(text: string): CheckResult | undefined {
  const change = CHANGE.exec(text);
  if (!change) return undefined;
  const head = text.slice(0, change.index);
  let rate: { from: string; to: string; per: Q } | undefined;
  const eq = RATE_EQ.exec(head);
  if (eq) {
    const [a, b] = [Q.parse(eq[1]!), Q.parse(eq[3]!)];
    if (a && b && !a.isZero()) rate = { from: eq[2]!, to: eq[4]!, per: b.div(a) };
  } else {
    const per = RATE_PER.exec(head);
    const r = per ? Q.parse(per[1]!) : undefined;
    if (per && r) rate = { from: per[3]!, to: per[2]!, per: r };
  }
  if (!rate || rate.from === rate.to || rate.per.isZero()) return undefined;
  const [amountText, fromCode, , toCode] = [change[1]!, change[2]!, change[3]!, change[4]!];
  const amount = Q.parse(amountText);
  if (!amount) return undefined;
  const rateText = `1 ${rate.from} = ${rate.per.toString()} ${rate.to}`;
  if (fromCode === rate.from && toCode === rate.to) return amountVerdict(amount.mul(rate.per), change[3]!, `At ${rateText}, ${amountText} ${fromCode} in ${toCode}`);
  if (fromCode === rate.to && toCode === rate.from) return amountVerdict(amount.div(rate.per), change[3]!, `At ${rateText}, ${amountText} ${fromCode} in ${toCode}`);
  return undefined;
}

// Prices: a currency sign and amount, or an amount of its hundredth ("30p", "32 ¢", "32c").
const MAIN = String.raw`([£$€])\s*(\d+(?:\.\d+)?)`;
const HUNDREDTH = String.raw`(\d+(?:\.\d+)?)\s*((?:p|c)\b|¢)`;
const PRICE = String.raw`(?:${MAIN}|${HUNDREDTH})`;
const CENTS_OF = wordTable<string[]>({ p: ['£'], '¢': ['$', '€'], c: ['$', '€'] });

function price(m: RegExpExecArray, at: number): { value: Q; main?: string; hundredth?: string } | undefined {
  if (m[at]) {
    const v = Q.parse(m[at + 1]!);
    return v ? { value: v, main: m[at]! } : undefined;
  }
  const v = Q.parse(m[at + 2]!);
  return v ? { value: v.div(Q.of(100)), hundredth: m[at + 3]! } : undefined;
}

function sameCurrency(unit: { main?: string; hundredth?: string }, total: string): boolean {
  return unit.main ? unit.main === total : (CENTS_OF[unit.hundredth!] ?? []).includes(total);
}

// "… at 30p per kWh costs £9.00", "… at €1.47 per litre costs €58.80", "… at 32 ¢/kWh, costs $4.80".
const UNIT_PRICE = new RegExp(String.raw`\bat\s+${PRICE}\s*(?:per|a|an|/|each)\s*(kwh|kilowatt[\s-]*hours?|litres?|liters?|l|gallons?|gal)\b,?\s+(?:costs?|comes\s+to|will\s+cost|adds\s+up\s+to|is)\s+${MAIN}$`, 'i');
const MODIFIERS = /\b(?:half|halves|third|quarter|percent|twice|double|triple|each|every|per|a\s+day|days?|daily|weeks?|weekly|months?|monthly|years?|times|full|empty|remaining|left|already|more|less|extra|plus|minus|and|except|discount|off|tax|vat|fee|saving|save|of\s+which|only|at\s+most|at\s+least|up\s+to)\b|%/i;
const QUANTITY = String.raw`(\d+(?:\.\d+)?)\s*-?\s*`;

function costOfUse(text: string): CheckResult | undefined {
  const m = UNIT_PRICE.exec(text);
  if (!m) return undefined;
  const unitPrice = price(m, 1);
  const per = m[5]!.toLowerCase();
  const [totalSign, totalText] = [m[6]!, m[7]!];
  if (!unitPrice || !sameCurrency(unitPrice, totalSign)) return undefined;
  const head = text.slice(0, m.index);
  // Words that change the amount bought or used ("half full", "each day", "two heaters and a fan",
  // "after a discount") make the product something else: not read.
  if (MODIFIERS.test(head)) return undefined;
  let amount: Q | undefined;
  let said: string;
  if (/^k|^kilo/.test(per)) {
    // Energy: one power and one duration in the head, nothing else with a number.
    const power = [...head.matchAll(new RegExp(String.raw`${QUANTITY}(kw|kilowatts?|w|watts?)\b`, 'gi'))];
    const time = [...head.matchAll(new RegExp(String.raw`\bfor\s+${QUANTITY}(h|hrs?|hours?|min|mins|minutes?)\b`, 'gi'))];
    if (power.length !== 1 || time.length !== 1 || (head.match(/\d+(?:\.\d+)?/g)?.length ?? 0) !== 2) return undefined;
    const [p, t] = [Q.parse(power[0]![1]!), Q.parse(time[0]![1]!)];
    if (!p || !t) return undefined;
    const kw = /^k/i.test(power[0]![2]!) ? p : p.div(Q.of(1000));
    const hours = /^h/i.test(time[0]![2]!) ? t : t.div(Q.of(60));
    amount = kw.mul(hours);
    said = `${power[0]![0].trim()} for ${time[0]![0].replace(/^for\s+/i, '').trim()} uses ${amount.toString()} kWh`;
  } else {
    // Fuel: one volume in the head, in litres or gallons (the units table's sizes).
    const volume = [...head.matchAll(new RegExp(String.raw`${QUANTITY}(litres?|liters?|l|gallons?|gal)\b`, 'gi'))];
    if (volume.length !== 1 || (head.match(/\d+(?:\.\d+)?/g)?.length ?? 0) !== 1) return undefined;
    const v = Q.parse(volume[0]![1]!);
    const [from, to] = [unitSize(volume[0]![2]!, 'volume'), unitSize(per, 'volume')];
    if (!v || !from || !to) return undefined;
    const ratio = Q.fromNumber(from / to);
    if (!ratio || Math.abs(ratio.toNumber() * to - from) > 1e-15) return undefined;
    amount = v.mul(ratio);
    said = `${volume[0]![0].trim()} is ${amount.toString()} ${per}`;
  }
  const cost = amount.mul(unitPrice.value);
  return amountVerdict(cost, totalText, `${said}; at ${m[1] ? `${m[1]}${m[2]}` : `${m[3]}${m[4]}`} per ${per} the cost is ${totalSign}${cost.toString()}`);
}

/** An amount changed at a stated rate, or a cost of fuel or electricity; undefined when the sentence is neither. */
export function checkCost(text: string): CheckResult | undefined {
  if (/\b[A-Z]{3}\b/.test(text)) {
    const r = exchange(text);
    if (r) return r;
  }
  return /\bat\s/i.test(text) && /[£$€]/.test(text) ? costOfUse(text) : undefined;
}
