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
