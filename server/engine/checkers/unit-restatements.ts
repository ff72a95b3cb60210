// A quantity restated in the grammar around it (issue 22, claims 8): a relative clause after it
// ("1 US quart, which is a quarter of a gallon, is 0.946 L" says both that a quart is a quarter
// of a gallon and that it is 0.946 L; "It's -20 °C outside, which is -4 °F"), a fraction of a
// unit written with digits ("3/4 of an inch", "a 1/2-inch bolt") and a gerund naming the work
// ("Running 6 miles means covering about 9.66 km"). Each is rewritten into the plain
// conversions units.ts reads; every part must hold for the claim to hold.

import { fmt } from './text.js';
import { decided, type CheckResult } from './types.js';

type Check = (text: string) => CheckResult;

const QTY = String.raw`-?\d+(?:\.\d+)?\s*[a-zA-Zµ°"'/^0-9 ]+?`;
// A word that says where or when the quantity holds, not what it is ("outside", "today").
const SETTING = String.raw`(?:\s+(?:outside|inside|outdoors|indoors|today|tonight|now|here|there))?`;

/** Both parts must hold; one false part makes the claim false. */
function both(parts: CheckResult[]): CheckResult | undefined {
  const no = parts.find((r) => r.verdict === 'false');
  if (no) return no;
  if (!parts.every((r) => r.verdict === 'true')) return undefined;
  return decided(true, parts.map((r) => r.evidence).join(' '), 'proof', 'units', undefined, parts.some((r) => r.reading === 'approximate') ? 'approximate' : undefined);
}

/** "3/4 of an inch", "(3/4) of an inch", "a 1/2-inch bolt": a fraction of a unit as one decimal number, when it has one. */
function fractionsAsDecimals(text: string): string {
  return text.replace(/(?:\ban?\s+)?\(?(\d+)\s*\/\s*(\d+)\)?(\s+of\s+an?\s+|-)(?=[a-zA-Z])/g, (all, n: string, d: string, sep: string) => {
    const v = Number(n) / Number(d);
    // Only fractions whose decimal ends (halves, quarters, eighths, fifths …): a rounded third would be a claim nobody wrote.
    if (!Number(d) || !/^-?\d+(?:\.\d{1,12})?$/.test(String(v))) return all;
    return `${/^an?\s/i.test(all) ? 'a ' : ''}${fmt(v)}${sep.startsWith('-') ? '-' : ' '}`;
  });
}

export function restatedQuantity(text: string, check: Check): CheckResult | undefined {
  // "S, which is P, is Q": the clause and the main verb both say something of S.
  let m = /^(.+?),\s+which\s+(?:is|are|equals)\s+([^,]+),\s+((?:is|are|equals|weighs|measures|holds)\s+.+)$/i.exec(text);
  if (m && /\d/.test(m[1]!)) {
    const parts = [check(`${m[1]} is ${m[2]}`), check(`${m[1]} ${m[3]}`)];
    return both(parts);
  }
  // "It's -20 °C outside, which is -4 °F".
  m = new RegExp(String.raw`^(?:it's|it\s+is|it\s+was|it'll\s+be|it\s+will\s+be)\s+(${QTY})${SETTING},\s+which\s+(?:is|equals|means)\s+(.+)$`, 'i').exec(text);
  if (m) {
    const r = check(`${m[1]} is ${m[2]}`);
    return r.verdict === 'uncertain' ? undefined : r;
  }
  // "Running 6 miles means covering about 9.66 km".
  m = /^(?:running|walking|jogging|cycling|riding|driving|swimming|covering|hiking|rowing|travelling|traveling)\s+(.+?)\s+(?:means|is)\s+(?:covering|running|walking|cycling|driving|swimming|travelling|traveling|going)\s+(.+)$/i.exec(text);
  if (m && /^\d/.test(m[1]!)) {
    const r = check(`${m[1]} is ${m[2]}`);
    return r.verdict === 'uncertain' ? undefined : r;
  }
  const decimals = fractionsAsDecimals(text);
  if (decimals !== text) {
    const r = check(decimals);
    return r.verdict === 'uncertain' ? undefined : r;
  }
  return undefined;
}
