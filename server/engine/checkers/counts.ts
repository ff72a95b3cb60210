// Things counted in words (issue 22, claims 8): a number of dozens, scores or grosses ("seven
// dozen eggs", "half a dozen eggs", "4 score and 7 years"), pairs ("3 pairs of socks"), and groups
// of a count ("3 boxes of 24 pencils", "2 crates of 6 boxes of 24 pencils"). Each is a noun
// phrase whose value is a product of its counts; a claim is two such phrases joined by a verb of
// equality or of holding ("is", "make", "hold", "contain", "come to"), naming the same thing
// counted (or the second naming none). A phrase this grammar does not read whole, or two things
// counted that differ ("pencils" and "pens"), is no claim of this file.

import { Q } from './rational.js';
import { singular } from './rates.js';
import type { Rule } from './text.js';
import { decided, type CheckResult } from './types.js';
import { isUnit } from './units.js';
import { wordTable } from '../word-table.js';

const C = 'arithmetic' as const;

// The counting words English has for fixed numbers of things.
const MULTIPLIERS = wordTable<number>({ dozen: 12, "baker's dozen": 13, score: 20, gross: 144 });
const MULTIPLIER = String.raw`(?:baker's\s+dozen|dozen|score|gross)`;
// Words before "of" that take a part of what follows or relate it, never a group of it:
// "5 percent of 200 people", "2 thirds of 90 apples", "3 out of 4 pupils", "2 times 6 eggs".
const NOT_A_GROUP = /^(?:percent|per|cent|percentage|halves|half|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|hundredths?|thousandths?|parts?|fractions?|shares?|portions?|times|out|lots?\s+more|multiples?|each|all|most|some|none|any|one|ones|kinds?|types?|sorts?)$/;

const NUMBER = String.raw`\d+(?:\.\d+)?`;

interface Counted {
  value: Q;
  /** The thing counted, singular; undefined when the phrase names none ("84"). */
  noun?: string;
  /** Whether the phrase has a counting word or a group, not only a number. */
  structured: boolean;
}

function number(text: string): Q | undefined {
  return /^\d+(?:\.\d+)?$/.test(text) ? Q.parse(text) : undefined;
}

/**
 * The value and the thing counted of a noun phrase: "7 dozen eggs" (84 eggs), "a dozen", "half a
 * dozen eggs", "4 score and 7 years", "3 pairs of socks", "3 boxes of 24 pencils", "84 eggs".
 */
export function countedPhrase(phrase: string): Counted | undefined {
  const s = phrase.trim();
  // "3 boxes of 24 pencils": a group counted, each of a count of things (which may be groups again).
  const group = new RegExp(String.raw`^(${NUMBER}|a|an|one)\s+([a-z]+(?:\s+[a-z]+)?)\s+of\s+(.+)$`).exec(s);
  if (group && !NOT_A_GROUP.test(group[2]!) && !isUnit(group[2]!) && !new RegExp(String.raw`^${MULTIPLIER}$`).test(group[2]!)) {
    const n = /^(?:a|an|one)$/.test(group[1]!) ? Q.ONE : number(group[1]!);
    if (/^pairs?$/.test(group[2]!)) {
      // "3 pairs of socks": a pair is two of what follows, which names no count of its own.
      const noun = /^[a-z]+$/.test(group[3]!) ? group[3]! : undefined;
      return n && noun && !isUnit(noun) ? { value: n.mul(Q.of(2)), noun: singular(noun), structured: true } : undefined;
    }
    const inner = countedPhrase(group[3]!);
    if (!n || !inner || !inner.noun || /^(?:a|an|one)\s/.test(group[3]!)) return undefined;
    return { value: n.mul(inner.value), noun: inner.noun, structured: true };
  }
  // "7 dozen eggs", "a dozen", "half a dozen eggs", "4 score and 7 years".
  const counted = new RegExp(String.raw`^(?:(${NUMBER})|(a|an|one)|half\s+a)\s+(${MULTIPLIER})(?:\s+and\s+(${NUMBER}))?(?:\s+(?:of\s+)?([a-z]+))?$`).exec(s);
  if (counted) {
    const k = MULTIPLIERS[counted[3]!.replace(/\s+/g, ' ')]!;
    const n = counted[1] ? number(counted[1]) : counted[2] ? Q.ONE : Q.of(1, 2);
    // "a gross of pencils" takes "of"; "7 dozen eggs" need not. A word right after "gross" is what it
    // qualifies ("3 gross tons" is a weight, "gross income" money), never a count.
    if (!n || (counted[3] === 'gross' && counted[5] && !/\sof\s/.test(s))) return undefined;
    // "a score" alone may be a mark in a game; "a score of years" is twenty.
    if (counted[2] && counted[3] === 'score' && !/\sof\s/.test(s)) return undefined;
    const extra = counted[4] ? number(counted[4])! : Q.ZERO;
    const value = n.mul(Q.of(k)).add(extra);
    return { value, ...(counted[5] ? { noun: singular(counted[5]) } : {}), structured: true };
  }
  // "84 eggs", "84".
  const plain = new RegExp(String.raw`^(${NUMBER})(?:\s+([a-z]+))?$`).exec(s);
  if (plain) {
    const v = number(plain[1]!);
    if (!v || (plain[2] && (NOT_A_GROUP.test(plain[2]) || plain[2] in MULTIPLIERS))) return undefined;
    return { value: v, ...(plain[2] ? { noun: singular(plain[2]) } : {}), structured: false };
  }
  return undefined;
}

function countClaim(leftText: string, rightText: string): CheckResult | undefined {
  const [a, b] = [countedPhrase(leftText), countedPhrase(rightText)];
  if (!a || !b || (!a.structured && !b.structured)) return undefined;
  // The same thing on both sides, or named once: "7 dozen eggs is 84 (eggs)", "84 eggs make 7 dozen", "a dozen is 12".
  if (a.noun && b.noun ? a.noun !== b.noun : a.noun === undefined && b.noun !== undefined) return undefined;
  const holds = a.value.eq(b.value);
  return decided(holds, `"${leftText.trim()}" counts ${a.value.toString()}${a.noun ? ` (${a.noun})` : ''}, "${rightText.trim()}" counts ${b.value.toString()}: ${holds ? 'the same' : 'they differ'}.`, 'proof', C);
}

// Who has the things may be named first: "Maria's 3 boxes", "her 7 dozen eggs", "the 3 boxes".
const OWNER = String.raw`(?:(?:[a-z]+'s|her|his|their|our|my|your|the|these|those|its)\s+)?`;
const VERB = String.raw`(?:is|are|makes?|holds?|contains?|comes?\s+to|totals?|equals?|=|gives?)`;
const TOTAL = String.raw`(?:\s+(?:in\s+total|in\s+all|altogether|all\s+together))?`;

export const COUNT_RULES: Rule[] = [
  // "7 dozen eggs is 84 eggs", "Maria's 3 boxes of 24 pencils hold 72 pencils", "84 eggs make 7 dozen".
  [new RegExp(String.raw`^${OWNER}(\d.*?|(?:a|an|one|half\s+a)\s+.*?)\s+${VERB}\s+(?:exactly\s+)?(\d.*?|(?:a|an|one|half\s+a)\s+${MULTIPLIER}.*?)${TOTAL}$`), (m) => countClaim(m[1]!, m[2]!)],
];
