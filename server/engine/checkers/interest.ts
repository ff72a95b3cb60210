// Interest on money (issue 22, short claims): "simple interest on $2000 at 5% a year for 3 years
// is $300", "$1000 invested at 10% compounded annually is worth $1210 after 2 years". Simple
// interest is P·r·t; compound interest with n periods a year grows P to P·(1 + r/n)^(n·t), exact
// over the rationals. The sentence is read whole: every word must be one of the construction's
// (principal, rate, time, kind, what the stated amount is), else it is not this claim. What the
// stated amount is (the interest, or the balance it grows to) is settled by the words: "earns",
// "in interest", "interest … is" name the interest, "is worth", "grows to" the balance; the kind
// not named (neither simple nor compounded) is decided only when both kinds give one value (one
// year, or one period).

import { exactResultHolds } from './precision.js';
import { Q } from './rational.js';
import type { Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { wordTable } from '../word-table.js';

const C = 'arithmetic' as const;
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const MONEY = String.raw`\$\s*${NUM}`;
const PERIODS = wordTable<number>({ annually: 1, yearly: 1, 'once a year': 1, 'semi-annually': 2, semiannually: 2, 'twice a year': 2, quarterly: 4, monthly: 12 });
const COMPOUNDED = String.raw`compounded\s+(annually|yearly|once\s+a\s+year|semi-?annually|twice\s+a\s+year|quarterly|monthly)`;
const RATE = String.raw`${NUM}\s*%(?:\s+(?:a|per)\s+(?:year|annum)|\s+annual(?:ly)?|\s+yearly|\s+p\.a\.)?`;
const TIME = String.raw`(?:for|after|in|over)\s+${NUM}\s+years?`;
// The stated amount after a verb that names it: the interest, or the balance.
const INTEREST_RESULT = String.raw`(?:earns|earned|will\s+earn|pays|yields|generates|brings\s+in)\s+${MONEY}(?:\s+(?:in|of)\s+interest)?|(?:is|comes\s+to|amounts\s+to|totals|=|equals)\s+${MONEY}`;
const BALANCE_RESULT = String.raw`(?:is\s+worth|will\s+be\s+worth|grows\s+to|will\s+grow\s+to|becomes|amounts\s+to|totals|reaches|gives\s+a\s+balance\s+of)\s+${MONEY}`;
// Words the construction may have besides its parts.
const GLUE = new Set(['simple', 'compound', 'interest', 'invested', 'deposited', 'saved', 'placed', 'put', 'at', 'on', 'of', 'a', 'an', 'the', 'with', 'and', 'annual', 'yearly', 'rate', 'account', 'in', 'principal', 'which', 'that', 'is', 'earning']);

const show = (q: Q) => q.toString();

/** Whole number of the text, or undefined. */
function exact(text: string): Q | undefined {
  const [whole, frac = ''] = text.split('.');
  if (!/^\d+$/.test(whole!) || !/^\d*$/.test(frac)) return undefined;
  return Q.of(BigInt(whole! + frac), 10n ** BigInt(frac.length));
}

/** The interest claim of a whole sentence (lower case), or undefined when it is not one. */
export function interestClaim(text: string): CheckResult | undefined {
  let rest = ` ${text.replace(/[.!]$/, '')} `;
  const take = (re: RegExp): RegExpExecArray | undefined => {
    const all = [...rest.matchAll(new RegExp(re.source, 'g'))];
    if (all.length !== 1) return undefined;
    const m = all[0]!;
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
    return m as RegExpExecArray;
  };
  const compounded = take(new RegExp(COMPOUNDED));
  const simple = /\bsimple\s+interest\b/.test(rest);
  const compoundNamed = /\bcompound\s+interest\b/.test(rest);
  if (simple && (compounded || compoundNamed)) return undefined;
  const balance = take(new RegExp(`(?:^|\\s)(?:${BALANCE_RESULT})(?=\\s|$)`));
  const interest = balance ? undefined : take(new RegExp(`(?:^|\\s)(?:${INTEREST_RESULT})(?=\\s|$)`));
  const stated = balance ?? interest;
  const rate = take(new RegExp(`(?:^|\\s)${RATE}(?=\\s|$)`));
  const time = take(new RegExp(`(?:^|\\s)${TIME}(?=\\s|$)`));
  const principal = take(new RegExp(`(?:^|\\s)${MONEY}(?=\\s|$)`));
  if (!stated || !rate || !time || !principal) return undefined;
  // "… is $300" names the interest only when the interest is the subject.
  if (interest && /^\s*(?:is|comes|amounts|totals|=|equals)/.test(interest[0]) && !/^\s*(?:the\s+)?(?:simple\s+|compound\s+)?interest\b/.test(text)) return undefined;
  const words = rest.replace(/[,:;]/g, ' ').trim().split(/\s+/).filter(Boolean);
  if (words.some((w) => !GLUE.has(w)) || (!words.includes('interest') && !compounded && !/invested|deposited|saved|placed|put/.test(rest))) return undefined;
  const statedText = stated.slice(1).find((g) => g !== undefined)!;
  const [p, r, t, s] = [exact(principal[1]!), exact(rate[1]!), exact(time[1]!), exact(statedText)];
  if (!p || !r || !t || !s || t.isZero()) return undefined;
  const rateQ = r.div(Q.of(100));
  const simpleInterest = p.mul(rateQ).mul(t);
  const n = compounded ? PERIODS[compounded[1]!.replace(/\s+/g, ' ')] ?? 1 : 1;
  const periods = t.mul(Q.of(n));
  if (!periods.isInteger() || periods.n > 1200n) return undefined;
  const compoundBalance = p.mul(Q.ONE.add(rateQ.div(Q.of(n))).pow(Number(periods.n)));
  const kinds: [string, Q][] = [];
  if (!compounded && !compoundNamed) kinds.push(['simple', balance ? p.add(simpleInterest) : simpleInterest]);
  if (!simple) kinds.push([`compounded ${n === 1 ? 'yearly' : `${n} times a year`}`, balance ? compoundBalance : compoundBalance.sub(p)]);
  const what = balance ? 'balance' : 'interest';
  const evidence = `${kinds.map(([k, v]) => `${k}: the ${what} on ${show(p)} at ${show(r)}% for ${show(t)} year${t.eq(Q.ONE) ? '' : 's'} is ${show(v)}`).join('; ')}; the claim says ${show(s)}.`;
  const verdicts = kinds.map(([, v]) => exactResultHolds(v, s, statedText));
  if (verdicts.some((v) => v === undefined)) return uncertain(`${evidence} A whole number may or may not be a rounding`, C);
  if (verdicts.every((v) => v === true)) return decided(true, evidence, 'proof', C);
  if (verdicts.every((v) => v === false)) return decided(false, evidence, 'proof', C);
  return uncertain(`${evidence} Simple and compound interest differ and the claim names neither`, C);
}

export const INTEREST_RULES: Rule[] = [[/^.*$/, (m) => interestClaim(m[0])]];
