// Number facts told as stories and lists (issue 22, claims11; DECISIONS "Short claims: number
// stories, lists and counts"): consecutive integers with a given sum, a number as a sum of two
// primes (and how many ways), the digit count of a power or factorial, a 12-hour clock face after
// n hours, two periodic events that start together (their next meeting is the lcm), equal pieces
// or groups as large (many) as possible (the gcd), the k-th perfect number, and the primes of a
// range listed. Each is the definition of its construction, computed exactly; where a word leaves
// a convention open ("between" with a prime end, order in a count of sums), the claim is decided
// only when every reading gives the same verdict.
import { gcd, isPrime, lcm } from './integers.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { wordTable } from '../word-table.js';

const C = 'number' as const;
const LIST = String.raw`(-?\d+(?:\s*,\s*-?\d+)*(?:\s*,?\s+and\s+-?\d+)?)`;
const ORDINALS = wordTable<number>({ first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5, '6th': 6, '7th': 7, '8th': 8 });
// The perfect numbers below 2^64 (Euclid–Euler: 2^(p−1)(2^p − 1) for the Mersenne primes 2^p − 1, p = 2, 3, 5, 7, 13, 17, 19, 31).
const PERFECT = [2, 3, 5, 7, 13, 17, 19, 31].map((p) => (1n << BigInt(p - 1)) * ((1n << BigInt(p)) - 1n));
const MAX_DIGIT_WORK = 20_000;

const listOf = (text: string): bigint[] => text.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean).map((x) => BigInt(x));
const prime = (n: bigint): boolean | undefined => (n < 2n ? false : isPrime(n));

// "The two consecutive odd numbers that sum to 196 are 97 and 99", "Three consecutive integers that
// add up to 540: 179, 180 and 181", "Two consecutive even numbers adding to 86 are 42 and 44".
const CONSECUTIVE = new RegExp(String.raw`^(?:the\s+)?(?:(\d+)\s+)?consecutive\s+(?:(odd|even)\s+)?(?:integers|numbers|whole\s+numbers|natural\s+numbers)\s+(?:that|which|whose\s+sum\s+is|with\s+(?:a\s+)?sum\s+(?:of\s+)?)?\s*(?:sum\s+to|add\s+up\s+to|adding\s+(?:up\s+)?to|summing\s+to|total(?:ling)?|sum\s+of|)\s*(-?\d+)\s*(?:are|is|:|=|would\s+be)\s*${LIST}$`);
function consecutive(text: string): CheckResult | undefined {
  const m = CONSECUTIVE.exec(text);
  if (!m) return undefined;
  const xs = listOf(m[4]!);
  const count = m[1] ? Number(m[1]) : xs.length;
  const step = m[2] ? 2n : 1n;
  const sum = xs.reduce((a, b) => a + b, 0n);
  const parity = m[2] ? xs.every((x) => ((x % 2n) + 2n) % 2n === (m[2] === 'odd' ? 1n : 0n)) : true;
  const runs = xs.every((x, i) => i === 0 || x - xs[i - 1]! === step);
  const holds = xs.length === count && parity && runs && sum === BigInt(m[3]!);
  const kind = `${m[2] ? `${m[2]} ` : ''}numbers`;
  return decided(holds, holds ? `${xs.join(', ')} are ${count} consecutive ${kind} and sum to ${sum}.` : `${xs.join(', ')} ${xs.length !== count ? `are ${xs.length} numbers, not ${count}` : !parity ? `are not all ${m[2]}` : !runs ? `are not consecutive ${kind}` : `sum to ${sum}, not ${m[3]}`}.`, 'proof', C);
}

// "190 can be written as 47 + 143, a sum of two primes"; "40 = 3 + 37, a sum of two primes".
const TWO_PRIMES = /^(\d+)\s+(?:can\s+be\s+written\s+as|is|=|equals)\s+(\d+)\s*\+\s*(\d+)\s*,?\s*(?:a\s+sum\s+of\s+2\s+primes|the\s+sum\s+of\s+2\s+primes|(?:with\s+)?both\s+(?:of\s+them\s+)?(?:prime|primes))$/;
// "Ignoring order, 40 can be written as a sum of two primes in exactly 2 ways".
const GOLDBACH_COUNT = /^(ignoring\s+order\s*,?\s*|(?:if|when)\s+order\s+(?:doesn't|does\s+not)\s+matter\s*,?\s*)?(\d+)\s+can\s+be\s+(?:written|expressed)\s+as\s+(?:a|the)\s+sum\s+of\s+2\s+primes\s+in\s+(?:exactly\s+)?(\d+)\s+(?:different\s+|distinct\s+)?ways(\s*\((?:ignoring\s+order|order\s+(?:doesn't|does\s+not)\s+matter|unordered)\))?$/;
function twoPrimes(text: string): CheckResult | undefined {
  const m = TWO_PRIMES.exec(text);
  if (m) {
    const [n, p, q] = [BigInt(m[1]!), BigInt(m[2]!), BigInt(m[3]!)];
    const [pp, pq] = [prime(p), prime(q)];
    if (pp === undefined || pq === undefined) return undefined;
    const holds = p + q === n && pp && pq;
    return decided(holds, p + q !== n ? `${p} + ${q} = ${p + q}, not ${n}.` : `${p} is ${pp ? '' : 'not '}prime and ${q} is ${pq ? '' : 'not '}prime.`, 'proof', C);
  }
  const g = GOLDBACH_COUNT.exec(text);
  if (!g) return undefined;
  const n = Number(g[2]);
  if (n > 1_000_000) return undefined;
  let unordered = 0;
  let square = 0;
  for (let p = 2; p <= n / 2; p++) if (prime(BigInt(p)) && prime(BigInt(n - p))) (unordered++, p * 2 === n && square++);
  const ordered = 2 * unordered - square;
  const said = Number(g[3]);
  const orderIgnored = Boolean(g[1] || g[4]);
  const counts = orderIgnored ? [unordered] : [unordered, ordered];
  const shown = `${n} is a sum of two primes in ${unordered} way${unordered === 1 ? '' : 's'} ignoring order (${ordered} counting order)`;
  if (counts.every((c) => c === said)) return decided(true, `${shown}.`, 'proof', C);
  if (counts.every((c) => c !== said)) return decided(false, `${shown}; the claim says ${said}.`, 'proof', C);
  return uncertain(`${shown}: whether order counts is not said`, C);
}

// "8^26 is a 25-digit number", "How many digits does 5^42 have? 31", "20! has 19 digits".
const NUMBER_TERM = String.raw`(\d+\s*\^\s*\{?\s*\d+\s*\}?|\d+\s*!)`;
const DIGITS = [
  new RegExp(String.raw`^\$?${NUMBER_TERM}\$?\s+(?:has|contains)\s+(?:exactly\s+)?(\d+)\s+digits(?:\s+when\s+written\s+out(?:\s+in\s+full)?)?$`),
  new RegExp(String.raw`^\$?${NUMBER_TERM}\$?\s+is\s+(?:a|an)\s+(\d+)[\s-]digit\s+(?:number|integer)$`),
  new RegExp(String.raw`^there\s+are\s+(?:exactly\s+)?(\d+)\s+digits\s+in\s+\$?${NUMBER_TERM}\$?$`),
  new RegExp(String.raw`^how\s+many\s+digits\s+does\s+\$?${NUMBER_TERM}\$?\s+have\s*\?\s*(?:(?:a|answer)\s*:\s*)?(\d+)(?:\s+digits)?$`),
];
function digitCount(text: string): CheckResult | undefined {
  for (const [k, re] of DIGITS.entries()) {
    const m = re.exec(text);
    if (!m) continue;
    const [term, said] = k === 2 ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
    const power = /^(\d+)\s*\^\s*\{?\s*(\d+)\s*\}?$/.exec(term);
    let value: bigint;
    if (power) {
      const [b, e] = [BigInt(power[1]!), Number(power[2])];
      if (e * Math.log10(Number(b) || 1) > MAX_DIGIT_WORK) return undefined;
      value = b ** BigInt(e);
    } else {
      const n = Number(/\d+/.exec(term)![0]);
      if (n > 3000) return undefined;
      value = 1n;
      for (let i = 2n; i <= BigInt(n); i++) value *= i;
    }
    const digits = value.toString().length;
    return decided(digits === Number(said), `${term.replace(/\s+/g, '')} = ${value.toString().length > 30 ? `${value.toString().slice(0, 12)}… ` : `${value} `}has ${digits} digits; the claim says ${said}.`, 'proof', C);
  }
  return undefined;
}

// "It's 4 o'clock now; 260 hours from now the clock will show 4 o'clock", "If it is 11 o'clock now,
// in 80 hours it will be 7 o'clock", "50 hours before 3 o'clock the clock showed 1 o'clock":
// o'clock names an hour on a 12-hour face, so the hour after n hours is (h − 1 + n) mod 12 + 1.
const CLOCK = [
  /^(?:it's|it\s+is|if\s+it's|if\s+it\s+is|the\s+time\s+is)\s+(\d{1,2})\s+o'clock(?:\s+now)?\s*[;,]?\s*(?:then\s+)?(?:in\s+)?(\d+)\s+hours?\s+(from\s+now|later|after\s+that|afterwards|ago|earlier|before\s+that|before)?\s*,?\s*(?:the\s+clock\s+(?:will\s+show|will\s+read|shows|showed|read|will\s+say)|it\s+(?:will\s+be|was|is)|it'll\s+be)\s+(\d{1,2})\s+o'clock$/,
  /^(\d+)\s+hours?\s+(after|before|from)\s+(\d{1,2})\s+o'clock\s*,?\s*(?:it\s+(?:is|will\s+be|was)|the\s+clock\s+(?:shows|will\s+show|showed))\s+(\d{1,2})\s+o'clock$/,
];
function clockFace(text: string): CheckResult | undefined {
  let h: number, n: number, back: boolean, said: number;
  const a = CLOCK[0]!.exec(text);
  const b = a ? undefined : CLOCK[1]!.exec(text);
  if (a) [h, n, back, said] = [Number(a[1]), Number(a[2]), /ago|earlier|before/.test(a[3] ?? ''), Number(a[4])];
  else if (b) [h, n, back, said] = [Number(b[3]), Number(b[1]), b[2] === 'before', Number(b[4])];
  else return undefined;
  if (h < 1 || h > 12 || said < 1 || said > 12) return undefined;
  const hour = ((((h - 1 + (back ? -n : n)) % 12) + 12) % 12) + 1;
  return decided(hour === said, `On a 12-hour clock, ${n} hours ${back ? 'before' : 'after'} ${h} o'clock it is ${hour} o'clock (${n} mod 12 = ${n % 12}); the claim says ${said}.`, 'proof', C);
}

// Two things that repeat every a and every b and start together meet again after lcm(a, b):
// "One light flashes every 12 seconds and another every 16; if they flash together now, they next
// flash together after 48 seconds", "Two buses leave together at 8:00; one runs every 6 minutes
// and the other every 26. They next leave together at 10:36."
const UNIT = String.raw`(seconds?|minutes?|hours?|days?|weeks?)`;
const EVERY = new RegExp(String.raw`\bevery\s+(\d+)(?:\s+${UNIT})?\b.*?\b(?:another|the\s+other|the\s+second|one\s+other)\b[^.;]*?\bevery\s+(\d+)(?:\s+${UNIT})?\b`);
const NEXT_AFTER = new RegExp(String.raw`\b(?:next|again|first)\b[^.;]*?\btogether\s+(?:again\s+)?(?:after|in)\s+(\d+)\s+${UNIT}$`);
const TOGETHER_AT = /\btogether\s+(?:again\s+)?at\s+(\d{1,2}):(\d{2})\b/g;
function meetAgain(text: string): CheckResult | undefined {
  if (!/\btogether\b.*\btogether\b/.test(text)) return undefined;
  const e = EVERY.exec(text);
  if (!e) return undefined;
  const unit = (e[2] ?? e[4])?.replace(/s$/, '');
  if (!unit || (e[2] && e[4] && e[2].replace(/s$/, '') !== e[4].replace(/s$/, ''))) return undefined;
  const l = lcm(BigInt(e[1]!), BigInt(e[3]!));
  const after = NEXT_AFTER.exec(text);
  if (after) {
    if (after[2]!.replace(/s$/, '') !== unit) return undefined;
    return decided(l === BigInt(after[1]!), `Starting together, every ${e[1]} and every ${e[3]} ${unit}s meet again after lcm(${e[1]}, ${e[3]}) = ${l} ${unit}s; the claim says ${after[1]}.`, 'proof', C);
  }
  // "… leave together at 8:00 … They next leave together at 10:36": the first time is the start, the last the claim.
  const times = [...text.matchAll(TOGETHER_AT)];
  if (times.length !== 2 || !/\b(?:next|again)\b/.test(text.slice(times[0]!.index! + times[0]![0].length, times[1]!.index)) || times[1]!.index! + times[1]![0].length !== text.length) return undefined;
  const [start, at] = times as [RegExpExecArray, RegExpExecArray];
  if (unit !== 'minute' && unit !== 'hour') return undefined;
  const minutes = Number(l) * (unit === 'hour' ? 60 : 1);
  // A time without am/pm or a 24-hour hour may be either half of the day: compared modulo 12 hours.
  if (minutes >= 12 * 60) return uncertain('the next meeting is 12 hours or more away, and the times do not say which half of the day', C);
  const from = Number(start[1]) * 60 + Number(start[2]);
  const said = Number(at[1]) * 60 + Number(at[2]);
  const next = (from + minutes) % (12 * 60);
  const show = (t: number) => `${Math.floor(t / 60) || 12}:${String(t % 60).padStart(2, '0')}`;
  return decided(next === said % (12 * 60), `lcm(${e[1]}, ${e[3]}) = ${l} ${unit}s after ${start[1]}:${start[2]} is ${show(next)}; the claim says ${at[1]}:${at[2]}.`, 'proof', C);
}

// Equal pieces or groups as large, or as many, as possible with nothing left: the gcd. "Ribbons of
// 24 cm and 30 cm are cut into equal pieces, as long as possible with nothing wasted: each piece is
// 6 cm"; "216 red and 243 blue marbles are shared into identical bags with none left over; the most
// bags possible is 27".
const TWO_AMOUNTS = /^(?:[a-z]+\s+of\s+)?(\d+)(?:\s+[a-z]+)?\s+(?:[a-z]+\s+)?and\s+(\d+)\s+/;
const NOTHING_LEFT = /\b(?:nothing|none|no\s+[a-z]+)\s+(?:is\s+|being\s+)?(?:wasted|left\s+over|left|leftover|remaining)\b|\bwithout\s+(?:any\s+)?(?:waste|remainder|leftovers?)\b/;
const SAME_SIZE = /\b(?:equal|identical|same[\s-]size|the\s+same)\b/;
function equalParts(text: string): CheckResult | undefined {
  const two = TWO_AMOUNTS.exec(text);
  if (!two || !NOTHING_LEFT.test(text) || !SAME_SIZE.test(text)) return undefined;
  const most = /\b(?:the\s+)?(?:most|greatest\s+number\s+of|largest\s+number\s+of|maximum\s+number\s+of)\s+([a-z]+)\s+(?:possible\s+)?(?:is|are|=)\s+(\d+)$/.exec(text);
  const size = /\bas\s+(?:long|large|big)\s+as\s+possible\b|\b(?:longest|largest|biggest|greatest)\b/.test(text) ? /\beach\s+(?:piece|part|length|strip|tile|square|section)\s+(?:is|will\s+be|measures)\s+(\d+)(?:\s+[a-z]+)?$/.exec(text) : null;
  const said = most?.[2] ?? size?.[1];
  if (!said) return undefined;
  const g = gcd(BigInt(two[1]!), BigInt(two[2]!));
  return decided(g === BigInt(said), `The largest size that divides both ${two[1]} and ${two[2]} (and the most equal groups that share both) is gcd(${two[1]}, ${two[2]}) = ${g}; the claim says ${said}.`, 'proof', C);
}

// "The third perfect number is 28", "28 is the second perfect number".
function perfectNumber(text: string): CheckResult | undefined {
  const m = /^(?:the\s+)?([a-z0-9]+)\s+perfect\s+number\s+(?:is|=|equals)\s+(\d+)$/.exec(text) ?? /^(\d+)\s+is\s+the\s+([a-z0-9]+)\s+perfect\s+number$/.exec(text);
  if (!m) return undefined;
  const [ord, said] = /^\d+$/.test(m[1]!) && !(m[1]! in ORDINALS) ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
  const k = ORDINALS[ord];
  if (!k) return undefined;
  const p = PERFECT[k - 1]!;
  return decided(p === BigInt(said), `The perfect numbers begin 6, 28, 496, 8128, 33550336: the ${ord} is ${p}; the claim says ${said}.`, 'proof', C);
}

// "There are 7 primes between 212 and 243: 217, 223, …", "Primes strictly between 217 and 243:
// 223, 227, …", "The primes between 265 and 297 are 269, …": the list must be exactly the primes of
// the range ("between" counts its ends or not; decided only where both agree).
const PRIMES_LISTED = [
  new RegExp(String.raw`^there\s+are\s+(?:exactly\s+)?(\d+)\s+primes?(?:\s+numbers?)?\s+(strictly\s+)?between\s+(\d+)\s+and\s+(\d+)(\s+inclusive)?\s*:\s*${LIST}$`),
  new RegExp(String.raw`^()(?:the\s+)?primes?(?:\s+numbers?)?\s+(strictly\s+)?between\s+(\d+)\s+and\s+(\d+)(\s+inclusive|\s*\(inclusive\))?\s*(?::|are|=)\s*${LIST}$`),
];
function primesListed(text: string): CheckResult | undefined {
  const m = PRIMES_LISTED[0]!.exec(text) ?? PRIMES_LISTED[1]!.exec(text);
  if (!m) return undefined;
  const [a, b] = [BigInt(m[3]!), BigInt(m[4]!)];
  if (b - a > 100_000n || b <= a) return undefined;
  const listed = listOf(m[6]!);
  const between: bigint[] = [];
  for (let x = a + 1n; x < b; x++) if (prime(x)) between.push(x);
  const ends = [a, b].filter((x) => prime(x));
  const readings = m[2] ? [between] : m[5] ? [[...(prime(a) ? [a] : []), ...between, ...(prime(b) ? [b] : [])]] : ends.length ? [between, [...(prime(a) ? [a] : []), ...between, ...(prime(b) ? [b] : [])]] : [between];
  const same = (xs: bigint[]) => xs.length === listed.length && xs.every((x, i) => x === listed[i]) && (!m[1] || Number(m[1]) === xs.length);
  const notPrime = listed.find((x) => !prime(x));
  const shown = `The primes ${m[2] ? 'strictly ' : ''}between ${a} and ${b} are ${between.join(', ') || 'none'}${ends.length ? ` (${ends.join(' and ')} at the end${ends.length > 1 ? 's' : ''})` : ''}`;
  if (readings.every(same)) return decided(true, `${shown}.`, 'proof', C);
  if (readings.every((r) => !same(r))) return decided(false, `${shown}${notPrime !== undefined ? `; ${notPrime} is not prime` : ''}; the claim lists ${listed.join(', ')}${m[1] ? ` as ${m[1]}` : ''}.`, 'proof', C);
  return uncertain(`${shown}: "between" may or may not count its ends`, C);
}

/** The number stories of claims11; undefined when the sentence is none of them. `text` is lower-cased. */
export function numberStory(text: string): CheckResult | undefined {
  return consecutive(text) ?? twoPrimes(text) ?? digitCount(text) ?? clockFace(text) ?? meetAgain(text) ?? equalParts(text) ?? perfectNumber(text) ?? primesListed(text);
}
