// Cups and spoons without a system (issue 22, claims 8). A bare cup is 236.6 mL in the US, 250 mL
// in metric countries, 284 mL as an imperial half pint and 240 mL on US nutrition labels; a bare
// tablespoon is 15 mL, 20 mL in Australia, 14.8 mL in the US. So a claim with a bare cup or spoon
// is read once in each system (units.ts has each one's sizes) and decided only when every
// reading decides it the same way: "There are 44 teaspoons in 0.5 cups" is false in all of them;
// "1 cup is 16 tablespoons" holds in the US and not in metric, and stays uncertain (DECISIONS
// "Short claims: new forms": US measures are read by name only).

import { decided, type CheckResult } from './types.js';

type Check = (text: string) => CheckResult;

const BARE = /\b(?<!(?:US|metric|imperial|Australian|legal)\s)(cups?|tablespoons?|tbsp|teaspoons?|tsp)\b/gi;

// Cup, tablespoon and teaspoon of each system, as the units table names them.
const SYSTEMS: [string, string, string, string][] = [
  ['US', 'US cup', 'US tablespoon', 'US teaspoon'],
  ['metric', 'metric cup', 'metric tablespoon', 'metric teaspoon'],
  ['Australian', 'metric cup', 'Australian tablespoon', 'metric teaspoon'],
  ['imperial', 'imperial cup', 'imperial tablespoon', 'imperial teaspoon'],
  ['US legal', 'US legal cup', 'US tablespoon', 'US teaspoon'],
];

function inSystem(text: string, [, cup, tbsp, tsp]: [string, string, string, string]): string {
  return text.replace(BARE, (w: string) => {
    const plural = /s$/i.test(w) && !/^tbsp$|^tsp$/i.test(w) ? 's' : '';
    const name = /^cup/i.test(w) ? cup : /^(?:tablespoon|tbsp)/i.test(w) ? tbsp : tsp;
    return name + plural;
  });
}

export function inEverySystem(text: string, check: Check): CheckResult | undefined {
  BARE.lastIndex = 0;
  if (!BARE.test(text)) return undefined;
  const results = SYSTEMS.map((s) => check(inSystem(text, s)));
  const first = results[0]!;
  if (first.verdict === 'uncertain' || results.some((r) => r.verdict !== first.verdict)) return undefined;
  return decided(first.verdict === 'true', `In every system of cooking measures (${SYSTEMS.map((s) => s[0]).join(', ')}) the claim is ${first.verdict}: ${first.evidence}`, 'proof', 'units', undefined, results.some((r) => r.reading === 'approximate') ? 'approximate' : undefined);
}
