// Successive percentage changes (issue 22, claims9): raising by p % and then cutting by q % multiplies
// by (1 + p/100)(1 − q/100), so "Raise a price by 10% and then cut it by 10%, and it ends at 99% of
// the original" holds exactly. The verbs name the direction (raise, increase, grow, mark up; cut,
// reduce, decrease, lower, mark down, discount); the result is a percentage of the original.

import { Q } from './rational.js';
import { decided, type CheckResult } from './types.js';

const C = 'arithmetic' as const;
const UP = String.raw`(?:raise|raising|increase|increasing|grow|growing|mark\s+up|marking\s+up)`;
const DOWN = String.raw`(?:cut|cutting|reduce|reducing|decrease|decreasing|lower|lowering|mark\s+down|marking\s+down|discount|discounting)`;
const THING = String.raw`(?:(?:a|the|any)\s+(?:price|value|number|amount|salary|wage|quantity|cost|rent)|it)`;
const STEP = String.raw`(${UP}|${DOWN})\s+(?:${THING}\s+)?by\s+(\d+(?:\.\d+)?)\s*%`;
const FORM = new RegExp(String.raw`^(?:if\s+you\s+)?${STEP}\s*,?\s*(?:and\s+)?then\s+${STEP}\s*,?\s*(?:and\s+)?(?:it\s+|the\s+result\s+|you\s+)?(?:ends?\s+(?:up\s+)?at|is|comes\s+to|gives|get|leaves\s+(?:you\s+with\s+)?)\s*(\d+(?:\.\d+)?)\s*%\s+of\s+(?:the\s+|its\s+)?(?:original|start(?:ing)?)(?:\s+(?:price|value|amount|number))?$`);

/** Two percentage changes one after the other, or undefined when the sentence is not that. */
export function successiveChangesClaim(text: string): CheckResult | undefined {
  const m = FORM.exec(text);
  if (!m) return undefined;
  const factor = (verb: string, p: string) => Q.ONE.add(Q.parse(p)!.div(Q.of(100)).mul(Q.of(new RegExp(`^${UP}$`).test(verb) ? 1 : -1)));
  const result = factor(m[1]!, m[2]!).mul(factor(m[3]!, m[4]!)).mul(Q.of(100));
  const stated = Q.parse(m[5]!)!;
  return decided(result.eq(stated), `The two changes multiply by ${factor(m[1]!, m[2]!).toString()} × ${factor(m[3]!, m[4]!).toString()}, leaving ${result.toString()}% of the original; the claim says ${m[5]}%.`, 'proof', C);
}

// A price through a discount and a tax (issue 22, claims10): "A $80 jacket at 20% off, plus 5% sales
// tax, costs $64.00", "With 10% off and then 20% VAT added, a £120 coat ends up at £108.00". Each
// change multiplies the price (1 − d/100 for a discount, 1 + t/100 for a tax or tip), so their
// order does not matter; the result is compared to the cent it shows. A tax reckoned on the price
// before the discount (P·(1 − d/100 + t/100)) is another convention: a result that matches only it
// stays `uncertain`; one that matches neither is false under both.
const MONEY = String.raw`([$€£¥])\s?(\d+(?:\.\d+)?)`;
const CHANGE = /(\d+(?:\.\d+)?)\s*%\s*(off|discount|(?:in\s+)?(?:vat|sales\s+tax|tax|gst|tip|service\s+charge|surcharge))/g;
const FILLER = new Set(['with', 'and', 'then', 'added', 'plus', 'at', 'a', 'an', 'the', 'after', 'applied', 'on', 'top', 'of', 'including', 'ends', 'end', 'up', 'costs', 'cost', 'comes', 'to', 'is', 'totals', 'for', 'you', 'pay', 'final', 'price', 'at']);

/** A price with discounts and taxes and the price it comes to, or undefined when the sentence is not that. */
export function priceChainClaim(text: string): CheckResult | undefined {
  const money = [...text.matchAll(new RegExp(MONEY, 'g'))];
  const changes = [...text.matchAll(CHANGE)];
  if (money.length !== 2 || changes.length < 2 || money[0]![1] !== money[1]![1]) return undefined;
  const final = money[1]!;
  if (final.index + final[0].length !== text.length) return undefined;
  // Nothing but the price, the changes, one noun for the thing bought and words that join them.
  const rest = text.replace(new RegExp(MONEY, 'g'), ' ').replace(CHANGE, ' ').split(/[\s,]+/).filter(Boolean);
  const unknown = rest.filter((w) => !FILLER.has(w));
  if (unknown.length > 1 || unknown.some((w) => !/^[a-z]+$/.test(w))) return undefined;
  if (!changes.some((c) => /off|discount/.test(c[2]!)) || !changes.some((c) => !/off|discount/.test(c[2]!))) return undefined;
  const price = Q.parse(money[0]![2]!)!;
  const rate = (c: RegExpMatchArray) => Q.parse(c[1]!)!.div(Q.of(100)).mul(Q.of(/off|discount/.test(c[2]!) ? -1 : 1));
  const chained = changes.reduce((p, c) => p.mul(Q.ONE.add(rate(c))), price);
  const together = price.mul(changes.reduce((s, c) => s.add(rate(c)), Q.ONE));
  const stated = Q.parse(final[2]!)!;
  const places = final[2]!.split('.')[1]?.length ?? 0;
  const half = Q.of(5n, 10n ** BigInt(places + 1));
  const near = (v: Q) => v.sub(stated).abs().cmp(half) < 0;
  // A value half a cent from the result shown rounds either way by convention.
  if ([chained, together].some((v) => v.sub(stated).abs().eq(half))) return undefined;
  const show = (v: Q) => Number(v.toString()).toFixed(Math.max(places, 2));
  if (near(chained)) return decided(true, `${final[1]}${price.toString()} changed by ${changes.map((c) => c[0]).join(' and ')} comes to ${final[1]}${show(chained)}.`, 'proof', C);
  if (near(together)) return undefined;
  return decided(false, `${final[1]}${price.toString()} changed by ${changes.map((c) => c[0]).join(' and ')} comes to ${final[1]}${show(chained)} (${final[1]}${show(together)} with the tax on the price before the discount), not ${final[0]}.`, 'proof', C);
}
