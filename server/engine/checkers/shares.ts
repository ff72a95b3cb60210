// Sharing equally (issue 22, short claims): a whole shared, split or divided equally among k
// people gives each the quotient, and what is left over is the remainder ("a 12-slice pizza shared
// equally by 5 people gives each 2 slices with 2 left over"; "splitting a $96 bill equally among 4
// friends, each pays $24"). Money divides to the cent or further; things counted divide whole,
// with a remainder. A share stated without a remainder where the whole does not divide evenly
// may be the whole-number share with some left (the claim does not say), so it is uncertain,
// unless it is neither that nor the exact share.

import { exactResultHolds } from './precision.js';
import { Q } from './rational.js';
import type { Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';

const C = 'arithmetic' as const;
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const WHOLE = String.raw`(\$\s*)?${NUM}(?:-[a-z]+)?(?:\s+[a-z]+)?`;
const SHARED = String.raw`(?:shared|split|divided)\s+equally\s+(?:among|between|by)\s+${NUM}\s+[a-z]+`;
const SHARE = String.raw`(\$\s*)?${NUM}(?:\s+[a-z]+)?`;
const LEFT = String.raw`(?:\s+(?:with|and)\s+${NUM}(?:\s+[a-z]+)?\s+(?:left\s+over|left|remaining|to\s+spare|over))?`;

function exact(text: string): Q | undefined {
  const [w, f = ''] = text.split('.');
  return /^\d+$/.test(w!) ? Q.of(BigInt(w! + f), 10n ** BigInt(f.length)) : undefined;
}

const show = (q: Q) => q.toString();

function shareClaim(money: boolean, wholeText: string, kText: string, shareMoney: boolean, shareText: string, leftText: string | undefined): CheckResult | undefined {
  const [whole, k, share] = [exact(wholeText), exact(kText), exact(shareText)];
  if (!whole || !k || !share || k.isZero() || !k.isInteger() || money !== shareMoney) return undefined;
  const exactShare = whole.div(k);
  if (money) {
    if (leftText !== undefined) return undefined;
    // A share in money may be stated rounded to the cent: "$100 split 3 ways is $33.33 each".
    const holds = exactResultHolds(exactShare, share, shareText);
    const evidence = `${show(whole)} ÷ ${show(k)} = ${show(exactShare)} each; the claim says ${show(share)}.`;
    return holds === undefined ? uncertain(`${evidence} A whole number may or may not be a rounding`, C) : decided(holds, evidence, 'proof', C);
  }
  if (!whole.isInteger()) return undefined;
  const q = whole.n / k.n;
  const r = whole.n % k.n;
  const evidence = `${show(whole)} = ${show(k)} × ${q} + ${r}: each gets ${q}, ${r} left over; the claim says ${show(share)}${leftText !== undefined ? ` with ${leftText} left over` : ''}.`;
  if (leftText !== undefined) {
    const left = exact(leftText);
    if (!left) return undefined;
    return decided(share.eq(Q.of(q)) && left.eq(Q.of(r)), evidence, 'proof', C);
  }
  if (r === 0n || !share.eq(Q.of(q))) return decided(share.eq(Q.of(q)), evidence, 'proof', C);
  return uncertain(`${evidence} Whether some are left over the claim does not say`, C);
}

export const SHARE_RULES: Rule[] = [
  // "a 12-slice pizza shared equally by 5 people gives each 2 slices with 2 left over"
  [new RegExp(String.raw`^(?:a|an|the)?\s*${WHOLE}\s+${SHARED}\s+(?:gives|leaves)\s+(?:each|each\s+one|each\s+of\s+them)\s+${SHARE}${LEFT}$`), (m) => shareClaim(!!m[1], m[2]!, m[3]!, !!m[4], m[5]!, m[6])],
  // "splitting a $96 bill equally among 4 friends, each pays $24"
  [new RegExp(String.raw`^(?:splitting|sharing|dividing)\s+(?:a|an|the)?\s*${WHOLE}\s+equally\s+(?:among|between|by)\s+${NUM}\s+[a-z]+,?\s+each\s+(?:one\s+)?(?:pays|gets|receives|has)\s+${SHARE}${LEFT}$`), (m) => shareClaim(!!m[1], m[2]!, m[3]!, !!m[4], m[5]!, m[6])],
];
