// Number theory claims: primality (and what it means: "has no divisors other than 1 and
// itself", "can be written as a product of two smaller integers"), parity, divisibility and
// multiples ("3 | 603", "17 goes into 10^9 - 1 without a remainder"), remainders and
// congruences, gcd and lcm (also "the largest number that divides both"), factorials and their
// trailing zeros, prime factorisations, divisor counts and sums, Euler's totient, perfect
// powers and special numbers, digit sums and last digits, prime counts and neighbours,
// Fibonacci numbers, sums of runs of integers, and numbers written in another base. All
// computed exactly with bigint (integers.ts); primality uses a deterministic Miller-Rabin test
// (exact below 3.3e24) and says uncertain above that.

import { numberStory } from './number-stories.js';
import {
  adjacentPrime, coprimeCount, divisorCount, divisorSum, divisors as divisorsOf, evaluateInteger, exactRoot, factorialTrailingZeros,
  factorize, fibonacci, gcd, isFibonacci, isPrime, lcm, nthPrime, parseInBase, primesInRange, showFactors, smallestFactor, totient,
} from './integers.js';
import { checkInFrame, EQUALS, firstRule, ORDINAL, ordinalNumber, ordinalSuffix, type Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { wordTable } from '../word-table.js';

export { factorize, isPrime } from './integers.js';

const C = 'number' as const;
const MAX_DIGITS = 60;

const NUM = String.raw`(-?\d+)`;
// An operand that may be a small expression: "10^20 - 1", "5^15 + 3", "2 * 3^4".
const INT = String.raw`(-?\d+(?:\s*\^\s*\d+)?(?:\s*[-+*]\s*\d+(?:\s*\^\s*\d+)?)*|\(\s*-?\d+(?:\s*\^\s*\d+)?(?:\s*[-+*]\s*\d+(?:\s*\^\s*\d+)?)*\s*\))`;
const SUBJ = String.raw`(?:the\s+(?:number|integer)\s+)?${INT}`;
const EQ = EQUALS;

/** An integer written as digits or a small expression; undefined beyond the size limit (MAX_DIGITS for plain parsing). */
function big(s: string, maxDigits = MAX_DIGITS): bigint | undefined {
  const t = s.trim().replace(/^\+/, '');
  if (/^-?\d+$/.test(t)) return t.replace('-', '').length > maxDigits ? undefined : BigInt(t);
  const v = evaluateInteger(t);
  return v === undefined || (v < 0n ? -v : v).toString().length > maxDigits ? undefined : v;
}

// Divisibility, remainders and last digits need no factoring, so they take far larger numbers.
const LARGE = 5000;

/** Parses "2 * 5 * 271", "2^2 × 47", "2 · 3²" into [base, exponent] pairs. */
function parseProduct(text: string): [bigint, number][] | undefined {
  const parts = text.split(/\s*[*x]\s*|\s+times\s+/i).map((s) => s.trim()).filter(Boolean);
  const out: [bigint, number][] = [];
  for (const part of parts) {
    const m = /^\(?(\d+)\)?(?:\s*\^\s*(\d+))?$/.exec(part);
    if (!m) return undefined;
    const b = big(m[1]!);
    const e = Number(m[2] ?? '1');
    if (b === undefined || e > 200) return undefined;
    out.push([b, e]);
  }
  return out.length ? out : undefined;
}

/** "3, 7, 19 and 67" → [3, 7, 19, 67]; undefined unless every item is a whole number. */
function parseList(text: string): bigint[] | undefined {
  const items = text.replace(/^(?:only\s+|exactly\s+|precisely\s+)/, '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((x) => x.trim());
  if (!items.length || !items.every((x) => /^-?\d+$/.test(x))) return undefined;
  return items.map((x) => BigInt(x));
}

const PRIME_WORDS = String.raw`(?:a\s+prime(?:\s+number)?|prime|one\s+of\s+the\s+primes|one\s+of\s+the\s+prime\s+numbers)`;
const GCD_NAME = String.raw`(?:greatest\s+common\s+(?:divisor|factor)|highest\s+common\s+(?:factor|divisor)|largest\s+common\s+(?:divisor|factor)|gcd|gcf|hcf)`;
const LCM_NAME = String.raw`(?:(?:least|lowest|smallest)\s+common\s+(?:multiple|denominator)|lcm)`;
// Two or more numbers: "84 and 36", "12, 18 and 30".
const LIST = String.raw`(-?\d+(?:\s*,\s*-?\d+)*(?:\s*,?\s+and\s+-?\d+))`;
const WHOLE = String.raw`(?:integers?|whole\s+numbers?|numbers?|natural\s+numbers?|positive\s+integers?|counting\s+numbers?)`;
// Remainder words after the divisor: "17 goes into 51 evenly", "... without a remainder".
const EVENLY = String.raw`(?:\s+(?:evenly|exactly|without\s+(?:a\s+|any\s+)?remainder|with\s+no\s+remainder|with\s+(?:a\s+)?(?:remainder|zero\s+remainder)\s+(?:of\s+)?0))?`;
const DIVIDE_WORDS = String.raw`(?:divides|evenly\s+divides|exactly\s+divides|goes\s+into|goes\s+evenly\s+into|divides\s+(?:evenly\s+|exactly\s+)?into|is\s+a\s+divisor\s+of|is\s+a\s+factor\s+of)`;
const PRIME_COUNT_WORDS = String.raw`(?:prime\s+numbers|primes|prime\s+number|prime)`;
// "less than 100", "up to 100", "between 10 and 20", "from 10 to 20".
const RANGE = String.raw`(?:(less\s+than\s+or\s+equal\s+to|less\s+than|below|under|smaller\s+than|up\s+to|not\s+exceeding|at\s+most|no\s+(?:greater|larger|more)\s+than)\s+${NUM}|(between|from)\s+${NUM}\s+(?:and|to|through)\s+${NUM}(\s*\(?inclusive\)?|\s*\(?exclusive\)?)?)`;
const BASE = String.raw`(binary|octal|decimal|hexadecimal|hex|base[-\s]?\d+)`;
const FACTORISATION = String.raw`(?:prime\s+(?:factori[sz]ation|decomposition)|factori[sz]ation\s+into\s+primes|decomposition\s+into\s+primes|factori[sz]ation)`;
// What a remainder is told as: the containers of a packing and what is left.
const CONTAINER = String.raw`(?:bags|boxes|groups|rows|packs|packets|piles|teams|cartons|crates|jars|stacks|bundles|sets|batches|tables|cars|buses|columns|trays|envelopes|baskets|bunches|pots|shelves|vans)`;
const LEFT = String.raw`(?:left\s+over|left|remaining|over|to\s+spare|spare|undealt|unpacked)`;
const FACTORIAL = String.raw`(?:${NUM}\s*!|${NUM}\s+factorial|the\s+factorial\s+of\s+${NUM})`;

const RULES: Rule[] = [
  // Primality and what it means.
  [new RegExp(String.raw`^${SUBJ}\s+(?:is|was)\s+${PRIME_WORDS}$`), (m) => primality(m[1]!, true)],
  [new RegExp(String.raw`^${SUBJ}\s+(?:is|was)\s+(?:a\s+)?composite(?:\s+number)?$`), (m) => primality(m[1]!, false)],
  [new RegExp(String.raw`^${SUBJ}\s+can\s+be\s+(?:written|expressed)\s+as\s+(?:a|the)\s+product\s+of\s+(?:two|2)\s+smaller\s+(?:positive\s+)?${WHOLE}$`), (m) => primality(m[1]!, false)],
  [new RegExp(String.raw`^${SUBJ}\s+has\s+(?:a|at\s+least\s+(?:one|1)|some)\s+(?:positive\s+)?(?:divisor|factor)\s+other\s+than\s+1\s+and\s+itself$`), (m) => primality(m[1]!, false)],
  [new RegExp(String.raw`^${SUBJ}\s+has\s+no\s+(?:positive\s+)?(?:divisors|factors)\s+other\s+than\s+1\s+and\s+itself$`), (m) => onlyTrivialDivisors(m[1]!)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:only\s+)?divisible\s+only\s+by\s+1\s+and\s+itself$|^${SUBJ}\s+is\s+only\s+divisible\s+by\s+1\s+and\s+itself$`), (m) => onlyTrivialDivisors((m[1] ?? m[2])!)],
  [new RegExp(String.raw`^(?:the\s+)?only\s+(?:positive\s+)?(?:divisors|factors)\s+of\s+${NUM}\s+are\s+1\s+and\s+(?:itself|${NUM})$`), (m) => (m[2] === undefined || m[2] === m[1] ? onlyTrivialDivisors(m[1]!) : undefined)],
  // "1651 can only be divided evenly by 1 and itself", "1517 is prime (its only divisors are 1 and
  // 1517)": the definition of a prime said of the number, alone or as a gloss of "is prime" (issue 22, claims8).
  [new RegExp(String.raw`^${SUBJ}\s+can\s+only\s+be\s+(?:evenly\s+|exactly\s+)?divided\s+(?:evenly\s+|exactly\s+)?by\s+1\s+and\s+itself$`), (m) => onlyTrivialDivisors(m[1]!)],
  [new RegExp(String.raw`^${NUM}\s+is\s+${PRIME_WORDS}\s*\(\s*(?:its\s+only\s+(?:positive\s+)?(?:divisors|factors)\s+(?:are|being)|it\s+(?:has\s+no\s+(?:positive\s+)?(?:divisors|factors)\s+other\s+than|is\s+divisible\s+only\s+by|can\s+only\s+be\s+divided\s+by))\s+1\s+and\s+(?:itself|${NUM})\s*\)$`), (m) => (m[2] === undefined || m[2] === m[1] ? primality(m[1]!, true) : undefined)],
  [new RegExp(String.raw`^${NUM}\s+and\s+${NUM}\s+(?:are|form)\s+(?:a\s+)?(?:pair\s+of\s+)?twin\s+primes?(?:\s+pair)?$|^\(\s*${NUM}\s*,\s*${NUM}\s*\)\s+is\s+a\s+(?:pair\s+of\s+twin\s+primes|twin\s+prime\s+pair)$`), (m) => twinPrimes((m[1] ?? m[3])!, (m[2] ?? m[4])!)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:an\s+)?(even|odd)(?:\s+number)?$`), (m) => parity(m[1]!, m[2]!)],

  // Divisibility and multiples.
  [new RegExp(String.raw`^${INT}\s*\|\s*${INT}$`), (m) => divides(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:evenly\s+|exactly\s+|perfectly\s+)?divisible\s+by\s+${INT}${EVENLY}$`), (m) => divides(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:an?\s+)?(?:integer\s+|whole[-\s]number\s+|exact\s+)?multiple\s+of\s+${INT}$`), (m) => divides(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${INT}\s+${DIVIDE_WORDS}\s+${INT}${EVENLY}$`), (m) => divides(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${SUBJ}\s+can\s+be\s+(?:evenly\s+|exactly\s+)?divided\s+by\s+${INT}${EVENLY}$`), (m) => divides(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${INT}\s*(?:/|divided\s+by)\s*${INT}\s+is\s+(?:an?\s+)?(?:integer|whole\s+number)$`), (m) => divides(m[2]!, m[1]!)],

  // A quotient stated with its remainder (issue 22): "297 divided by 14 gives 21 with a remainder of 3",
  // "297 ÷ 14 = 21 r 3", "14 goes into 297 21 times with 3 left over".
  [new RegExp(String.raw`^${INT}\s*(?:divided\s+by|/)\s*${INT}\s+(?:is|=|gives|equals|makes|yields)\s+(?:a\s+quotient\s+of\s+)?${NUM}\s*,?\s+(?:(?:with|and|leaving)\s+)?(?:a\s+)?(?:remainder|rem|r)\s+(?:of\s+)?${NUM}$`), (m) => quotientAndRemainder(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^dividing\s+${INT}\s+by\s+${INT}\s+(?:gives|yields|leaves|results\s+in)\s+(?:a\s+quotient\s+of\s+)?${NUM}\s+(?:with|and)\s+(?:a\s+)?remainder\s+(?:of\s+)?${NUM}$`), (m) => quotientAndRemainder(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^when\s+${INT}\s+is\s+divided\s+by\s+${INT},?\s+the\s+quotient\s+is\s+${NUM}\s+and\s+the\s+remainder\s+(?:is\s+)?${NUM}$`), (m) => quotientAndRemainder(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^${INT}\s+goes\s+into\s+${INT}\s+${NUM}\s+times\s+(?:with\s+${NUM}\s+(?:left\s+over|remaining|over|to\s+spare)|(?:with\s+)?(?:a\s+)?remainder\s+(?:of\s+)?${NUM})$`), (m) => quotientAndRemainder(m[2]!, m[1]!, m[3]!, (m[4] ?? m[5])!)],

  // Remainders and congruences.
  [new RegExp(String.raw`^(?:the\s+)?remainder\s+(?:when|of|after|if)\s+${INT}\s+(?:is\s+)?divided\s+by\s+${INT}\s+${EQ}\s+${NUM}$`), (m) => remainder(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?remainder\s+(?:on|upon|after|from|in|when|of)\s+dividing\s+${INT}\s+by\s+${INT}\s+${EQ}\s+${NUM}$`), (m) => remainder(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?remainder\s+of\s+${INT}\s+(?:on|upon|after|under)\s+division\s+by\s+${INT}\s+${EQ}\s+${NUM}$`), (m) => remainder(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^when\s+${INT}\s+is\s+divided\s+by\s+${INT},?\s+(?:the\s+remainder\s+is|it\s+leaves\s+(?:a\s+)?remainder(?:\s+of)?|there\s+is\s+a\s+remainder\s+of)\s+${NUM}$`), (m) => remainder(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^${INT}\s+divided\s+by\s+${INT}\s+(?:leaves|has|gives)\s+(?:a\s+)?remainder\s+(?:of\s+)?${NUM}$`), (m) => remainder(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:dividing|when\s+dividing)\s+${INT}\s+by\s+${INT},?\s+(?:leaves|gives|yields|has|produces|results\s+in)\s+(?:a\s+)?remainder\s+(?:of\s+)?${NUM}$`), (m) => remainder(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^${INT}\s+(?:leaves|has|gives)\s+(?:a\s+)?remainder\s+(?:of\s+)?${NUM}\s+(?:on|upon|under|after|in|when)\s+(?:division|being\s+divided|divided|dividing\s+it)\s+by\s+${INT}$`), (m) => remainder(m[1]!, m[3]!, m[2]!)],
  [new RegExp(String.raw`^${INT}\s+(?:leaves|has|gives)\s+(?:a\s+)?remainder\s+(?:of\s+)?${NUM}\s+when\s+(?:it\s+is\s+)?divided\s+by\s+${INT}$`), (m) => remainder(m[1]!, m[3]!, m[2]!)],
  [new RegExp(String.raw`^${INT}\s+(?:mod|modulo)\s+${INT}\s+${EQ}\s+${NUM}$`), (m) => remainder(m[1]!, m[2]!, m[3]!)],
  // "In arithmetic mod 7, 3317 reduces to 6": the residue named in a modulus set before (issue 22, claims8).
  [new RegExp(String.raw`^(?:in\s+)?(?:arithmetic\s+|modular\s+arithmetic\s+)?(?:mod|modulo)\s+${NUM},?\s+${INT}\s+(?:reduces\s+to|is\s+congruent\s+to|is\s+equivalent\s+to|leaves)\s+${NUM}$`), (m) => residueClaim(m[2]!, m[1]!, m[3]!)],
  [new RegExp(String.raw`^${INT}\s+reduces\s+to\s+${NUM}\s+(?:mod|modulo)\s+${NUM}$`), (m) => residueClaim(m[1]!, m[3]!, m[2]!)],
  [new RegExp(String.raw`^${INT}\s*(?:≡|is\s+congruent\s+to)\s*${INT}\s*(?:\(\s*(?:mod|modulo)\s*${NUM}\s*\)|,?\s*(?:mod|modulo)\s+${NUM})$`), (m) => congruent(m[1]!, m[2]!, (m[3] ?? m[4])!)],

  // gcd and lcm, by name or by what they mean.
  [new RegExp(String.raw`^(?:the\s+)?${GCD_NAME}\s+(?:of|for|between)\s+${LIST}\s+${EQ}\s+${NUM}$`), (m) => gcdClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?${LCM_NAME}\s+(?:of|for)\s+${LIST}\s+${EQ}\s+${NUM}$`), (m) => lcmClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:gcd|gcf|hcf)\s*\(\s*(-?\d+(?:\s*,\s*-?\d+)+)\s*\)\s*(?:=|is|equals)\s*${NUM}$`), (m) => gcdClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^lcm\s*\(\s*(-?\d+(?:\s*,\s*-?\d+)+)\s*\)\s*(?:=|is|equals)\s*${NUM}$`), (m) => lcmClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${LIST}\s+have\s+(?:a|an|the)?\s*${GCD_NAME}\s+(?:of\s+)?${NUM}$`), (m) => gcdClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${LIST}\s+have\s+(?:a|an|the)?\s*${LCM_NAME}\s+(?:of\s+)?${NUM}$`), (m) => lcmClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:largest|greatest|biggest|highest)\s+(?:positive\s+)?(?:number|integer|whole\s+number|divisor|factor)\s+(?:that|which)\s+(?:divides|goes\s+into|is\s+a\s+(?:divisor|factor)\s+of)\s+(?:both\s+|each\s+of\s+|all\s+of\s+)?${LIST}\s+${EQ}\s+${NUM}$`), (m) => gcdClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:smallest|least|lowest)\s+(?:positive\s+)?(?:number|integer|whole\s+number)\s+(?:that\s+is\s+|which\s+is\s+)?(?:(?:evenly\s+)?divisible\s+by|a\s+multiple\s+of)\s+(?:both\s+|each\s+of\s+|all\s+of\s+)?${LIST}\s+${EQ}\s+${NUM}$`), (m) => lcmClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NUM}\s+and\s+${NUM}\s+are\s+(?:coprime|relatively\s+prime|co-prime|mutually\s+prime)$`), (m) => coprime(m[1]!, m[2]!)],
  // Coprime said by what it means: "89 and 338 share no common factor other than 1", "The only
  // positive integer dividing both 203 and 49 is 1" (issue 22, claims8).
  [new RegExp(String.raw`^${NUM}\s+and\s+${NUM}\s+(?:share|have)\s+no\s+(?:common\s+(?:positive\s+)?(?:factors?|divisors?)|(?:positive\s+)?(?:factors?|divisors?)\s+in\s+common)\s+(?:other\s+than|except(?:\s+for)?|besides|apart\s+from|but)\s+1$`), (m) => coprime(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?only\s+(?:positive\s+)?(?:integer|whole\s+number|number|divisor|factor|common\s+(?:factor|divisor))\s+(?:that\s+|which\s+)?(?:dividing|divides|that\s+divides|of)\s+both\s+${NUM}\s+and\s+${NUM}\s+is\s+1$`), (m) => coprime(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NUM}\s+is\s+(?:coprime|relatively\s+prime|co-prime)\s+to\s+${NUM}$`), (m) => coprime(m[1]!, m[2]!)],

  // Factorisations and the lists of divisors and prime factors.
  [new RegExp(String.raw`^(?:the\s+)?${FACTORISATION}\s+of\s+${NUM}\s+(?:is|equals|=|:|reads)\s+(.+)$`), (m) => factorisation(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:in\s+prime\s+factors|(?:when\s+)?(?:written|expressed|factored|factori[sz]ed)\s+(?:as\s+a\s+product\s+of\s+primes|in\s+prime\s+factors|into\s+primes)|as\s+a\s+product\s+of\s+primes),?\s+${NUM}\s*(?:=|is|equals|becomes)\s*(.+)$`), (m) => factorisation(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NUM}\s+(?:factors|factori[sz]es|decomposes)\s+(?:into\s+primes\s+|completely\s+)?(?:as|into)\s+(.+)$`), (m) => factorisation(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NUM}\s*(?:=|is|equals)\s*(.+?)\s+(?:as\s+a\s+product\s+of\s+primes|in\s+prime\s+factors|is\s+(?:the|its)\s+${FACTORISATION}(?:\s+of\s+${NUM})?)$`), (m) => (m[3] === undefined || m[3] === m[1] ? factorisation(m[1]!, m[2]!) : undefined)],
  [new RegExp(String.raw`^(?:the\s+)?(?:(?:positive|distinct|different|unique)\s+)*(divisors|factors|prime\s+factors|prime\s+divisors)\s+of\s+${NUM}\s+(?:are|is)\s+(.+)$`), (m) => divisorList(m[2]!, /prime/.test(m[1]!), m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?primes\s+(?:dividing|that\s+divide|which\s+divide)\s+${NUM}\s+are\s+(.+)$`), (m) => divisorList(m[1]!, true, m[2]!)],
  [new RegExp(String.raw`^${NUM}\s+has\s+(?:the\s+)?(?:distinct\s+)?prime\s+(?:factors|divisors)\s+(\d.+)$`), (m) => divisorList(m[1]!, true, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?(largest|greatest|biggest|highest|smallest|least|lowest)\s+prime\s+(?:factor|divisor)\s+of\s+${NUM}\s+${EQ}\s+${NUM}$`), (m) => extremePrimeFactor(m[2]!, /larg|great|big|high/.test(m[1]!), m[3]!)],

  // Counting divisors; divisor sums; Euler's totient.
  // "48 has 10 divisors in total, counting 1 and itself": the gloss says what a divisor count counts.
  [new RegExp(String.raw`^${SUBJ}\s+has\s+(?:exactly\s+)?${NUM}\s+(?:positive\s+)?(?:divisors|factors)(?:\s+in\s+(?:total|all)|\s+altogether)?(?:,?\s+(?:counting|including)\s+(?:both\s+)?1\s+and\s+(?:itself|the\s+number\s+itself))?$`), (m) => divisorCountClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${SUBJ}\s+has\s+(?:exactly\s+)?${NUM}\s+(?:distinct\s+|different\s+)?prime\s+(?:divisors|factors)$`), (m) => primeDivisorCount(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?number\s+of\s+(?:positive\s+)?(?:divisors|factors)\s+of\s+${NUM}\s+${EQ}\s+${NUM}$`), (m) => divisorCountClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^there\s+(?:are|is)\s+(?:exactly\s+)?${NUM}\s+(?:positive\s+)?(?:divisors|factors)\s+(?:of|for)\s+${NUM}$`), (m) => divisorCountClaim(m[2]!, m[1]!)],
  [new RegExp(String.raw`^(?:d|τ|tau)\s*\(\s*${NUM}\s*\)\s*(?:=|is|equals)\s*${NUM}$`), (m) => divisorCountClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?sum\s+of\s+(?:all\s+)?(?:the\s+|its\s+)?(proper\s+|positive\s+|)(?:positive\s+)?(?:divisors|factors)\s+of\s+${NUM}\s+${EQ}\s+${NUM}$`), (m) => divisorSumClaim(m[2]!, m[3]!, m[1]!.trim() === 'proper')],
  // "Adding all the divisors of 106, including 106 itself, gives 162"; "excluding 106 itself" names the proper ones.
  [new RegExp(String.raw`^(?:adding|summing)\s+(?:up\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+)?(proper\s+|positive\s+|)(?:divisors|factors)\s+of\s+${NUM}(?:,?\s+(including|excluding|but\s+not|not\s+counting|without)\s+(?:${NUM}|it)(?:\s+itself)?,?)?\s+(?:gives|yields|makes|comes\s+to|results\s+in)\s+${NUM}$`), (m) => {
    if (m[4] !== undefined && m[4] !== m[2]) return undefined;
    const excluding = m[3] !== undefined && !/^including/.test(m[3]);
    if (m[1]!.trim() === 'proper' && m[3] !== undefined && !excluding) return undefined; // proper divisors including the number: a contradiction
    return divisorSumClaim(m[2]!, m[5]!, m[1]!.trim() === 'proper' || excluding);
  }],
  [new RegExp(String.raw`^(?:the\s+|all\s+(?:the\s+)?)?(proper\s+|positive\s+|)(?:positive\s+)?(?:divisors|factors)\s+of\s+${NUM}\s+(?:add\s+up\s+to|sum\s+to|comes?\s+to|total)\s+${NUM}$`), (m) => divisorSumClaim(m[2]!, m[3]!, m[1]!.trim() === 'proper')],
  [new RegExp(String.raw`^(?:the\s+)?aliquot\s+sum\s+of\s+${NUM}\s+${EQ}\s+${NUM}$`), (m) => divisorSumClaim(m[1]!, m[2]!, true)],
  [new RegExp(String.raw`^(?:σ|sigma)\s*\(\s*${NUM}\s*\)\s*(?:=|is|equals)\s*${NUM}$`), (m) => divisorSumClaim(m[1]!, m[2]!, false)],
  [new RegExp(String.raw`^(?:euler's\s+(?:totient|phi)(?:\s+function)?\s+(?:gives|shows)\s+)?(?:φ|phi)\s*\(\s*${NUM}\s*\)\s*(?:=|is|equals)\s*${NUM}$`), (m) => totientClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:value\s+of\s+)?(?:euler's\s+)?(?:totient|phi)(?:\s+function)?\s+(?:of|for|at)\s+${NUM}\s+${EQ}\s+${NUM}$`), (m) => totientClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:there\s+are\s+)?(?:exactly\s+)?${NUM}\s+(?:positive\s+)?${WHOLE}\s+(?:from\s+${NUM}\s+(?:to|through)\s+${NUM}|between\s+${NUM}\s+and\s+${NUM}|(less\s+than\s+or\s+equal\s+to|up\s+to|not\s+exceeding|less\s+than|below)\s+${NUM})\s+(?:that\s+)?(?:are|is)\s+(?:coprime|relatively\s+prime|co-prime)\s+to\s+${NUM}$`),
    (m) => coprimeCountClaim(m[1]!, m[2], m[3], m[4], m[5], m[6], m[7], m[8]!)],

  // Perfect powers and special kinds of number.
  [new RegExp(String.raw`^${SUBJ}\s+is\s+both\s+(.+?)\s+and\s+(.+)$`), (m) => both(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:a\s+)?perfect\s+(square|cube)(?:\s+number)?$`), (m) => perfectPower(m[1]!, m[2] === 'square' ? 2 : 3)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:a\s+)?(square|cube)\s+number$`), (m) => perfectPower(m[1]!, m[2] === 'square' ? 2 : 3)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:the\s+|a\s+)?(square|cube)\s+of\s+(?:an?|some)\s+(?:integer|whole\s+number|natural\s+number|positive\s+integer)$`), (m) => perfectPower(m[1]!, m[2] === 'square' ? 2 : 3)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:a\s+)?perfect\s+number$`), (m) => perfectNumber(m[1]!)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:an?\s+)?(deficient|abundant)(?:\s+number)?$`), (m) => deficiency(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:a\s+)?triangular(?:\s+number)?$|^${SUBJ}\s+is\s+(?:a\s+)?triangle\s+number$`), (m) => triangular((m[1] ?? m[2])!)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:a\s+)?fibonacci\s+number$`), (m) => fibonacciMember(m[1]!)],

  // Factorials and their trailing zeros.
  [new RegExp(String.raw`^(?:the\s+)?factorial\s+of\s+${NUM}\s+${EQ}\s+${NUM}$`), (m) => factorialClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NUM}\s*(?:!|\s+factorial)\s*${EQ}\s+${NUM}$`), (m) => factorialClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${FACTORIAL}\s+(?:has|ends\s+(?:in|with))\s+(?:exactly\s+)?${NUM}\s+(?:trailing\s+)?zero(?:e)?s(?:\s+at\s+the\s+end)?$`), (m) => trailingZeros((m[1] ?? m[2] ?? m[3])!, m[4]!)],
  [new RegExp(String.raw`^there\s+are\s+(?:exactly\s+)?${NUM}\s+(?:trailing\s+zero(?:e)?s\s+(?:in|at\s+the\s+end\s+of)|zero(?:e)?s\s+at\s+the\s+end\s+of)\s+${FACTORIAL}$`), (m) => trailingZeros((m[2] ?? m[3] ?? m[4])!, m[1]!)],
  [new RegExp(String.raw`^(?:the\s+)?number\s+of\s+(?:trailing\s+zero(?:e)?s\s+(?:of|in)|zero(?:e)?s\s+at\s+the\s+end\s+of)\s+${FACTORIAL}\s+${EQ}\s+${NUM}$`), (m) => trailingZeros((m[1] ?? m[2] ?? m[3])!, m[4]!)],

  // Digits.
  // The digits of a number or of a power written out ("2^19 has digit sum 29", issue 22, claims10).
  [new RegExp(String.raw`^(?:the\s+)?(?:sum\s+of\s+(?:the\s+)?digits|digit\s+sum)\s+(?:of|in)\s+${INT}\s+${EQ}\s+${NUM}$`), (m) => digitSum(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?digits\s+of\s+${INT}\s+(?:add\s+up\s+to|sum\s+to|total)\s+${NUM}$`), (m) => digitSum(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${INT}\s+has\s+(?:a\s+)?digit\s+sum\s+(?:of\s+)?${NUM}$`), (m) => digitSum(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:adding|summing)\s+(?:up\s+)?(?:all\s+)?the\s+digits\s+of\s+${INT}\s+(?:gives|yields|makes|comes\s+to|results\s+in)\s+${NUM}$`), (m) => digitSum(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:add|sum)\s+(?:up\s+)?(?:all\s+)?the\s+digits\s+of\s+${INT}\s*,?\s+and\s+you\s+(?:get|have|obtain|end\s+up\s+with)\s+${NUM}$`), (m) => digitSum(m[1]!, m[2]!)],
  // The last k digits, as many as the claim shows ("The last two digits of 9^26 are 51", "… ends in …09").
  [new RegExp(String.raw`^(?:the\s+)?(?:last|final)\s+(two|three|four|five|six|2|3|4|5|6)\s+digits\s+of\s+${INT}\s+(?:are|is|=|read|form)\s+(\d+)$`), (m) => lastDigits(m[2]!, m[3]!, m[1]!)],
  [new RegExp(String.raw`^${INT}\s+ends\s+(?:in|with)\s+(?:the\s+digits\s+)?(?:\.{3}|…)\s*(\d{2,})$|^${INT}\s+ends\s+(?:in|with)\s+the\s+digits\s+(\d{2,})$`), (m) => lastDigits((m[1] ?? m[3])!, (m[2] ?? m[4])!)],
  // "7^556 has 3 as its final digit", "… ends in the digit 3" (issue 22, claims8).
  [new RegExp(String.raw`^${INT}\s+has\s+${NUM}\s+as\s+its\s+(?:last|final|units|unit|ones)\s+digit$|^${INT}\s+ends\s+(?:in|with)\s+the\s+digit\s+${NUM}$`), (m) => lastDigit((m[1] ?? m[3])!, (m[2] ?? m[4])!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:last|final|units|unit|ones)\s+digit\s+of\s+${INT}\s+${EQ}\s+${NUM}$`), (m) => lastDigit(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${INT}\s+ends\s+(?:in|with)\s+(?:the\s+digit\s+|a\s+)?(\d)$`), (m) => lastDigit(m[1]!, m[2]!)],

  // Number facts told as stories (issue 22, claims10): a remainder as what packing or dealing leaves,
  // divisor counts as rectangles or equal groups, counts of squares between bounds, the next multiple.
  [new RegExp(String.raw`^(?:if\s+you\s+|when\s+you\s+|you\s+)?(?:pack|packing|put|putting|split|splitting|sort|sorting|arrange|arranging|group|grouping|bag|bagging|box|boxing|load|loading|seat|seating)\s+${INT}\s+([a-z]+)\s+(?:into|in)\s+${CONTAINER}\s+of\s+${NUM}(?:\s+(?:each|apiece))?\s*,?\s+(?:then\s+)?(?:there\s+(?:are|is|will\s+be)\s+)?${NUM}(?:\s+[a-z]+)?\s+(?:are\s+|is\s+|will\s+be\s+)?${LEFT}$`), (m) => storyRemainder(m[1]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^(?:packing|putting|splitting|sorting|arranging|grouping|bagging|boxing|loading|seating)\s+${INT}\s+([a-z]+)\s+(?:into|in)\s+${CONTAINER}\s+of\s+${NUM}(?:\s+(?:each|apiece))?\s*,?\s+leaves\s+${NUM}(?:\s+[a-z]+)?(?:\s+${LEFT})?$`), (m) => storyRemainder(m[1]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^(?:dealing|sharing|dividing|splitting|distributing|handing\s+out|giving\s+out)\s+${INT}\s+([a-z]+)\s+(?:so\s+that\s+each\s+of\s+(?:the\s+)?${NUM}\s+[a-z]+\s+gets\s+the\s+same\s+(?:number|amount)|(?:equally\s+|evenly\s+)?(?:among|between)\s+${NUM}\s+[a-z]+(?:\s+equally|\s+evenly)?)(?:\s*,\s*as\s+many\s+as\s+possible)?\s*,?\s+leaves\s+${NUM}(?:\s+[a-z]+)?(?:\s+(?:undealt|unshared|${LEFT}))?$`), (m) => storyRemainder(m[1]!, (m[3] ?? m[4])!, m[5]!)],
  [new RegExp(String.raw`^${NUM}\s+(?:[a-z]+\s+)?can\s+be\s+(?:arranged|laid\s+out|set\s+out|placed)\s+(?:as|in|into)\s+(?:a\s+)?(?:rectangle|rectangular\s+(?:array|grid)|array|grid)(?:\s+(?:of|with)\s+(?:whole|full|equal)\s+rows)?\s+in\s+${NUM}\s+(?:different\s+|distinct\s+)?ways(?:\s*\(([^()]*)\))?$`), (m) => arrangementCount(m[1]!, m[2]!, m[3])],
  [new RegExp(String.raw`^(?:you\s+can\s+)?(?:split|divide|share|sort|arrange|group)\s+${NUM}\s+[a-z]+\s+into\s+equal\s+(?:groups|piles|parts|rows|teams|shares|bags)(?:\s+with\s+no(?:thing)?\s+(?:remainder|left\s+over))?\s+(?:using|with|in)\s+${NUM}\s+(?:different|distinct)\s+(?:group\s+sizes|sizes|ways)(?:\s*\(([^()]*)\))?$`), (m) => groupSizeCount(m[1]!, m[2]!, m[3])],
  [new RegExp(String.raw`^(?:there\s+are\s+|there\s+is\s+)?(?:exactly\s+|precisely\s+)?${NUM}\s+(perfect\s+squares|square\s+numbers|squares|perfect\s+cubes|cube\s+numbers|cubes)\s+(?:lie\s+|are\s+|fall\s+|lying\s+)?between\s+${NUM}\s+and\s+${NUM}$`), (m) => powersBetween(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:smallest|least|first|next|lowest)\s+multiple\s+of\s+${NUM}\s+(?:that\s+is\s+|which\s+is\s+)?(above|after|greater\s+than|larger\s+than|bigger\s+than|exceeding|over|past|beyond)\s+${NUM}\s+${EQ}\s+${NUM}$`), (m) => nextMultiple(m[1]!, m[3]!, m[4]!, true)],
  [new RegExp(String.raw`^(?:the\s+)?(?:largest|greatest|biggest|last|previous|highest)\s+multiple\s+of\s+${NUM}\s+(?:that\s+is\s+|which\s+is\s+)?(below|before|less\s+than|smaller\s+than|under)\s+${NUM}\s+${EQ}\s+${NUM}$`), (m) => nextMultiple(m[1]!, m[3]!, m[4]!, false)],
  // "2773 looks prime, but it's 47 × 59": the factorisation shows it composite.
  [new RegExp(String.raw`^${NUM}\s+(?:looks|seems|might\s+look|may\s+look|appears\s+to\s+be|could\s+pass\s+for)\s+(?:like\s+)?(?:a\s+)?prime(?:\s+number)?,?\s+but\s+(?:it's|it\s+is)\s+(?:actually\s+|really\s+|in\s+fact\s+)?(\d+(?:\s*\*\s*\d+)+)$`), (m) => compositeShown(m[1]!, m[2]!)],

  // Counting primes, the n-th prime and the primes next to a number.
  [new RegExp(String.raw`^(?:there\s+(?:are|is|were)\s+|we\s+have\s+)?(?:exactly\s+|precisely\s+|only\s+)?${NUM}\s+${PRIME_COUNT_WORDS}(?:\s+(?:that\s+)?(?:are|is|lie|lies|exist|fall|occur))?\s+${RANGE}$`), (m) => primeCount(m, 2, m[1]!)],
  // "Between 220 and 250 there are 6 primes": the range set first.
  [new RegExp(String.raw`^${RANGE},?\s+there\s+(?:are|is|were)\s+(?:exactly\s+|precisely\s+|only\s+)?${NUM}\s+${PRIME_COUNT_WORDS}$`), (m) => primeCount(m, 1, m[7]!)],
  [new RegExp(String.raw`^(?:the\s+)?number\s+of\s+${PRIME_COUNT_WORDS}\s+${RANGE}\s+${EQ}\s+${NUM}$`), (m) => primeCount(m, 1, m[7]!)],
  [new RegExp(String.raw`^there\s+(?:is|exists)\s+(?:at\s+least\s+(?:one|1)|a|some)\s+prime(?:\s+number)?\s+${RANGE}$`), (m) => primeCount(m, 1, 'some')],
  [new RegExp(String.raw`^there\s+(?:is|are)\s+no\s+primes?(?:\s+numbers?)?\s+${RANGE}$`), (m) => primeCount(m, 1, '0')],
  [new RegExp(String.raw`^(?:π|pi)\s*\(\s*${NUM}\s*\)\s*(?:=|is|equals)\s*${NUM}$`), (m) => primeCountUpTo(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?${ORDINAL}\s+prime(?:\s+number)?\s+${EQ}\s+${NUM}$`), (m) => nthPrimeClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NUM}\s+is\s+the\s+${ORDINAL}\s+prime(?:\s+number)?$`), (m) => nthPrimeClaim(m[2]!, m[1]!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:next|first|smallest|least)\s+prime(?:\s+number)?\s+(?:after|greater\s+than|larger\s+than|bigger\s+than|above|exceeding|following)\s+${NUM}\s+${EQ}\s+${NUM}$`), (m) => adjacentPrimeClaim(m[1]!, m[2]!, false)],
  [new RegExp(String.raw`^${NUM}\s+is\s+the\s+(?:next|first|smallest)\s+prime(?:\s+number)?\s+(?:after|greater\s+than|larger\s+than|above|following)\s+${NUM}$`), (m) => adjacentPrimeClaim(m[2]!, m[1]!, false)],
  [new RegExp(String.raw`^(?:the\s+)?(?:largest|greatest|biggest|last)\s+prime(?:\s+number)?\s+(?:before|less\s+than|smaller\s+than|below|under|preceding)\s+${NUM}\s+${EQ}\s+${NUM}$|^(?:the\s+)?prime(?:\s+number)?\s+(?:just\s+)?before\s+${NUM}\s+${EQ}\s+${NUM}$`), (m) => adjacentPrimeClaim((m[1] ?? m[3])!, (m[2] ?? m[4])!, true)],

  // Fibonacci numbers: F(0) = 0, F(1) = F(2) = 1.
  [new RegExp(String.raw`^(?:the\s+fibonacci\s+number\s+)?f\s*(?:_\s*\{?\s*(\d+)\s*\}?|\(\s*(\d+)\s*\))\s+${EQ}\s+${NUM}$`), (m) => fibonacciClaim((m[1] ?? m[2])!, m[3]!, 'index')],
  [new RegExp(String.raw`^the\s+fibonacci\s+number\s+f\s*(\d+)\s+${EQ}\s+${NUM}$`), (m) => fibonacciClaim(m[1]!, m[2]!, 'index')],
  [new RegExp(String.raw`^(?:the\s+)?${ORDINAL}\s+fibonacci\s+number\s+${EQ}\s+${NUM}$`), (m) => fibonacciClaim(m[1]!, m[2]!, 'ordinal')],
  [new RegExp(String.raw`^${NUM}\s+is\s+the\s+${ORDINAL}\s+fibonacci\s+number$`), (m) => fibonacciClaim(m[2]!, m[1]!, 'ordinal')],

  // Sums of runs of integers: "1 + 3 + 5 + ... + 49 = 625", "the sum of the first 28 odd numbers".
  [new RegExp(String.raw`^(${NUM}(?:\s*\+\s*${NUM})+)\s*\+\s*(?:\.\.\.|…|⋯)\s*\+\s*${NUM}\s*(?:=|is|equals|comes\s+to|makes)\s*${NUM}$`), (m) => ellipsisSum(m[1]!, m[m.length - 2]!, m[m.length - 1]!)],
  [new RegExp(String.raw`^(?:the\s+)?sum\s+of\s+the\s+first\s+${NUM}\s+(odd|even|positive|natural|whole|counting|)\s*(numbers|integers|natural\s+numbers|positive\s+integers|squares|perfect\s+squares|cubes|perfect\s+cubes|primes|prime\s+numbers)\s+${EQ}\s+${NUM}$`), (m) => firstSum(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^(?:adding|summing)\s+(?:up\s+)?the\s+first\s+${NUM}\s+(odd|even|positive|natural|whole|counting|)\s*(numbers|integers|natural\s+numbers|positive\s+integers|squares|perfect\s+squares|cubes|perfect\s+cubes|primes|prime\s+numbers)\s+(?:gives|yields|makes|comes\s+to|results\s+in)\s+${NUM}$`), (m) => firstSum(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^(?:the\s+)?sum\s+of\s+(?:all\s+)?(?:the\s+)?(odd\s+|even\s+|)(?:whole\s+numbers|integers|numbers|natural\s+numbers|positive\s+integers)\s+from\s+${NUM}\s+(?:to|through|up\s+to)\s+${NUM}(?:\s+inclusive)?\s+${EQ}\s+${NUM}$`), (m) => rangeSum(m[1]!, m[2]!, m[3]!, m[4]!)],
  // The range as the subject of "sum to" ("The integers from 14 to 29 inclusive sum to 344"), and
  // "adding every whole number from 1 to 100 gives 5050" (each, every: the singular of "all the").
  [new RegExp(String.raw`^(?:all\s+)?(?:the\s+)?(odd\s+|even\s+|)(?:whole\s+numbers|integers|numbers|natural\s+numbers|positive\s+integers)\s+from\s+${NUM}\s+(?:to|through|up\s+to)\s+${NUM}(?:,?\s+inclusive,?)?\s+(?:sum\s+to|add\s+up\s+to|total|comes?\s+to)\s+${NUM}$`), (m) => rangeSum(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^(?:adding|summing)\s+(?:up\s+)?(?:every|each)\s+(odd\s+|even\s+|)(?:whole\s+number|integer|number|natural\s+number|positive\s+integer)\s+from\s+${NUM}\s+(?:to|through|up\s+to)\s+${NUM}(?:\s+inclusive)?\s+(?:gives|yields|makes|comes\s+to|results\s+in|is)\s+${NUM}$`), (m) => rangeSum(m[1]!, m[2]!, m[3]!, m[4]!)],
  // "The product of the whole numbers from 1 to 12 is 479,001,600": a factorial said in words (from a to b: b!/(a − 1)!).
  [new RegExp(String.raw`^(?:the\s+)?product\s+of\s+(?:all\s+)?(?:the\s+)?(?:whole\s+numbers|integers|numbers|natural\s+numbers|positive\s+integers)\s+from\s+${NUM}\s+(?:to|through|up\s+to)\s+${NUM}(?:\s+inclusive)?\s+${EQ}\s+${NUM}$|^multiplying\s+(?:together\s+)?(?:all\s+)?(?:the\s+)?(?:whole\s+numbers|integers|numbers|natural\s+numbers|positive\s+integers)\s+from\s+${NUM}\s+(?:to|through|up\s+to)\s+${NUM}(?:\s+inclusive)?\s+(?:gives|yields|makes|comes\s+to|results\s+in|is)\s+${NUM}$`), (m) => rangeProduct((m[1] ?? m[4])!, (m[2] ?? m[5])!, (m[3] ?? m[6])!)],
  [new RegExp(String.raw`^(?:adding|summing)\s+(?:up\s+)?(?:all\s+)?(?:the\s+)?(odd\s+|even\s+|)(?:whole\s+numbers|integers|numbers|natural\s+numbers|positive\s+integers)\s+from\s+${NUM}\s+(?:to|through|up\s+to)\s+${NUM}(?:\s+inclusive)?\s+(?:gives|yields|makes|comes\s+to|results\s+in|is)\s+${NUM}$`), (m) => rangeSum(m[1]!, m[2]!, m[3]!, m[4]!)],

  // Named sequences and counts (issue 22): triangular numbers T_n = n(n + 1)/2 (T_1 = 1), sums of
  // squares and cubes over a range, binomial coefficients ("ways to choose k from n" counts
  // unordered choices), and how many numbers of a range a divisor divides.
  [new RegExp(String.raw`^(?:the\s+)?${ORDINAL}\s+triang(?:ular|le)\s+number\s+${EQ}\s+${NUM}$`), (m) => triangularClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NUM}\s+is\s+the\s+${ORDINAL}\s+triang(?:ular|le)\s+number$`), (m) => triangularClaim(m[2]!, m[1]!)],
  [new RegExp(String.raw`^(?:the\s+)?sum\s+of\s+(?:the\s+)?(squares|cubes)\s+(?:of\s+(?:the\s+)?(?:integers|numbers|whole\s+numbers|natural\s+numbers)\s+)?from\s+${NUM}\s+(?:to|through)\s+${NUM}(?:\s+inclusive)?\s+${EQ}\s+${NUM}$`), (m) => powerRangeSum(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^(?:adding|summing)\s+(?:up\s+)?(?:the\s+)?(squares|cubes)\s+(?:of\s+(?:the\s+)?(?:integers|numbers|whole\s+numbers|natural\s+numbers)\s+)?from\s+${NUM}\s+(?:to|through)\s+${NUM}(?:\s+inclusive)?\s+(?:gives|yields|makes|comes\s+to|results\s+in)\s+${NUM}$`), (m) => powerRangeSum(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^there\s+are\s+(?:exactly\s+)?${NUM}\s+ways\s+(?:to|of)\s+(?:choose|choosing|select|selecting|pick|picking)\s+${NUM}\s+(?:[a-z]+\s+)?(?:from|out\s+of)\s+(?:a\s+(?:group|set)\s+of\s+)?${NUM}(?:\s+[a-z]+)?$`), (m) => binomialClaim(m[3]!, m[2]!, m[1]!)],
  [new RegExp(String.raw`^(?:the\s+)?number\s+of\s+ways\s+(?:to|of)\s+(?:choose|choosing|select|selecting|pick|picking)\s+${NUM}\s+(?:[a-z]+\s+)?(?:from|out\s+of)\s+${NUM}(?:\s+[a-z]+)?\s+${EQ}\s+${NUM}$`), (m) => binomialClaim(m[2]!, m[1]!, m[3]!)],
  [new RegExp(String.raw`^${NUM}\s+choose\s+${NUM}\s+${EQ}\s+${NUM}$`), (m) => binomialClaim(m[1]!, m[2]!, m[3]!)],
  // The binomial coefficient's notations: "C(10, 3) = 120", "\binom{10}{3} = 120", "binom(10, 3) = 120".
  [new RegExp(String.raw`^(?:c|binom)\s*\(\s*${NUM}\s*,\s*${NUM}\s*\)\s*${EQ}\s*${NUM}$|^\\binom\s*\{\s*${NUM}\s*\}\s*\{\s*${NUM}\s*\}\s*${EQ}\s*${NUM}$`), (m) => binomialClaim((m[1] ?? m[4])!, (m[2] ?? m[5])!, (m[3] ?? m[6])!)],
  [new RegExp(String.raw`^${NUM}\s+of\s+the\s+(?:whole\s+|natural\s+|positive\s+)?(?:numbers|integers)\s+(?:from\s+)?${NUM}\s+(?:to|through)\s+${NUM}(?:\s+inclusive)?\s+are\s+(?:divisible\s+by|multiples\s+of)\s+${NUM}$`), (m) => multiplesCount(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^there\s+are\s+(?:exactly\s+)?${NUM}\s+multiples\s+of\s+${NUM}\s+(?:from|between)\s+${NUM}\s+(?:to|and|through)\s+${NUM}(?:\s+inclusive)?$`), (m) => multiplesCount(m[1]!, m[3]!, m[4]!, m[2]!)],
  // "a and b have a common factor greater than 1": they are not coprime.
  [new RegExp(String.raw`^${NUM}\s+and\s+${NUM}\s+(?:have|share)\s+a\s+common\s+(?:factor|divisor)\s+(?:greater|larger|bigger)\s+than\s+1$`), (m) => negate(coprime(m[1]!, m[2]!))],
  // "323 is divisible by 17, and by no smaller prime": 17 is its smallest prime factor.
  [new RegExp(String.raw`^${NUM}\s+is\s+divisible\s+by\s+${NUM},?\s+(?:and|but)\s+(?:by\s+)?no\s+smaller\s+prime$`), (m) => extremePrimeFactor(m[1]!, false, m[2]!)],
  // "27,000 is a perfect cube (30³)": the power named in brackets must be it.
  // "8,000 is a perfect cube, being 20³", "7569 is a perfect square, namely 87^2" (issue 22, claims8).
  [new RegExp(String.raw`^${NUM}\s+is\s+a\s+perfect\s+(square|cube),?\s+(?:being|namely|since\s+it\s+is|as\s+it\s+is|equal\s+to|which\s+is)\s+${NUM}\s*\^\s*([23])$`), (m) => witnessedPower(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^${NUM}\s+is\s+a\s+perfect\s+(square|cube)\s*\(\s*(?:=\s*)?${NUM}\s*\^\s*([23])\s*\)$`), (m) => witnessedPower(m[1]!, m[2]!, m[3]!, m[4]!)],
  // A hexadecimal or binary literal and its decimal value: "0xC70 equals 3184".
  [new RegExp(String.raw`^0([xb])([0-9a-f]+)\s+${EQ}\s+${NUM}$`), (m) => baseClaim(m[2]!, m[1] === 'x' ? 'hex' : 'binary', m[3]!, 'decimal')],
  [new RegExp(String.raw`^${NUM}\s+${EQ}\s+0([xb])([0-9a-f]+)$`), (m) => baseClaim(m[3]!, m[2] === 'x' ? 'hex' : 'binary', m[1]!, 'decimal')],

  // Numbers written in another base.
  // The base named before the digits, with or without a noun: "Binary 101101 is 45 in decimal"; a
  // value after it with no base named is a decimal one ("The hexadecimal number 1A equals 26").
  [new RegExp(String.raw`^(?:the\s+)?${BASE}(?:\s+(?:number|numeral|representation|integer))?\s+([0-9a-z]+)\s+(?:equals|is|=|is\s+equal\s+to|represents|stands\s+for)\s+([0-9a-z]+)(?:\s+in\s+${BASE})?$`), (m) => baseClaim(m[2]!, m[1]!, m[3]!, m[4] ?? 'decimal')],
  [new RegExp(String.raw`^([0-9a-z]+)\s+in\s+${BASE}\s+(?:equals|is|=|is\s+equal\s+to)\s+([0-9a-z]+)\s+in\s+${BASE}$`), (m) => baseClaim(m[1]!, m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^(?:the\s+)?${BASE}\s+(?:representation|form|expansion|equivalent)\s+of\s+(?:the\s+(?:decimal\s+)?number\s+)?(\d+)\s+(?:is|equals|=)\s+([0-9a-z]+)$`), (m) => baseClaim(m[2]!, 'decimal', m[3]!, m[1]!)],
  [new RegExp(String.raw`^([0-9a-z]+)\s+in\s+${BASE}\s+(?:is|equals|=|is\s+written(?:\s+as)?|reads)\s+([0-9a-z]+)$`), (m) => baseEitherWay(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:the\s+(?:decimal\s+)?number\s+)?(\d+)\s+(?:written|expressed|converted|represented)\s+(?:in|to|into)\s+${BASE}\s+(?:is|equals|=|gives|becomes)\s+([0-9a-z]+)$`), (m) => baseClaim(m[1]!, 'decimal', m[3]!, m[2]!)],
];

/** The n-th triangular number T_n = n(n + 1)/2, counting T_1 = 1. */
function triangularClaim(ordinal: string, vs: string): CheckResult | undefined {
  const n = /^\d+$/.test(ordinal) ? Number(ordinal) : ordinalNumber(ordinal);
  const v = big(vs, LARGE);
  if (n === undefined || n < 1) return undefined;
  if (v === undefined || n > 1e12) return uncertain('number too large', C);
  const t = (BigInt(n) * BigInt(n + 1)) / 2n;
  return decided(t === v, `The ${ordinal} triangular number is ${n}·${n + 1}/2 = ${t}, claimed ${v}.`, 'proof', C);
}

/** "The sum of the squares from 1 to 11 is 506": a sum of k-th powers over a range of integers. */
function powerRangeSum(kind: string, los: string, his: string, ss: string): CheckResult | undefined {
  const [lo, hi, s] = [big(los), big(his), big(ss, LARGE)];
  if (lo === undefined || hi === undefined || s === undefined || hi < lo || hi - lo > 1_000_000n) return uncertain('not a range that can be summed', C);
  const k = kind === 'squares' ? 2n : 3n;
  let sum = 0n;
  for (let i = lo; i <= hi; i++) sum += i ** k;
  return decided(sum === s, `${lo}${k === 2n ? '²' : '³'} + ... + ${hi}${k === 2n ? '²' : '³'} = ${sum}, claimed ${s}.`, 'proof', C);
}

/** "n choose k": unordered choices of k things from n. */
function binomialClaim(ns: string, ks: string, vs: string): CheckResult | undefined {
  const [n, k, v] = [big(ns), big(ks), big(vs, LARGE)];
  if (n === undefined || k === undefined || v === undefined || n < 0n || k < 0n || n > 10_000n) return uncertain('numbers out of range', C);
  let c = 0n;
  if (k <= n) {
    c = 1n;
    for (let i = 0n; i < k; i++) c = (c * (n - i)) / (i + 1n);
  }
  return decided(c === v, `C(${n}, ${k}) = ${c}, claimed ${v}.`, 'proof', C);
}

/**
 * "13 of the numbers 1 to 200 are divisible by 15": counted with the range's ends in and out;
 * "from a to b" may or may not include its ends, so the claim is decided only when both counts agree.
 */
function multiplesCount(cs: string, los: string, his: string, ds: string): CheckResult | undefined {
  const [c, lo, hi, d] = [big(cs), big(los), big(his), big(ds)];
  if (c === undefined || lo === undefined || hi === undefined || d === undefined || d <= 0n || lo < 0n || hi < lo) return uncertain('not a range of whole numbers', C);
  const upTo = (x: bigint): bigint => (x < 0n ? 0n : x / d + 1n);
  const inclusive = upTo(hi) - upTo(lo - 1n);
  const ends = (lo % d === 0n ? 1n : 0n) + (hi % d === 0n && hi !== lo ? 1n : 0n);
  if (ends > 0n && (c === inclusive || c === inclusive - ends)) return uncertain(`whether ${lo} and ${hi} count is not said, and the counts differ`, C);
  return decided(inclusive === c, `From ${lo} to ${hi}, ${inclusive} numbers are multiples of ${d}, claimed ${c}.`, 'proof', C);
}

/** The opposite verdict with the same evidence ("have a common factor" is "not coprime"). */
function negate(r: CheckResult): CheckResult {
  return r.verdict === 'uncertain' ? r : { ...r, verdict: r.verdict === 'true' ? 'false' : 'true' };
}

/** "27,000 is a perfect cube (30³)": true only when the power named is the number. */
function witnessedPower(ns: string, kind: string, bs: string, es: string): CheckResult | undefined {
  const k = kind === 'square' ? 2 : 3;
  if (Number(es) !== k) return undefined;
  const [n, b] = [big(ns, LARGE), big(bs)];
  if (n === undefined || b === undefined) return uncertain('number too large', C);
  const p = b ** BigInt(k);
  if (p === n) return decided(true, `${b}^${k} = ${n}.`, 'proof', C);
  return perfectPower(ns, k).verdict === 'true' ? decided(false, `${b}^${k} = ${p}, not ${n}.`, 'proof', C) : decided(false, `${n} is not a perfect ${kind} (${b}^${k} = ${p}).`, 'proof', C);
}

function primality(ns: string, claimPrime: boolean): CheckResult {
  const n = big(ns);
  if (n === undefined) return uncertain('number too large', C);
  if (!claimPrime && n < 4n) {
    // Composite means > 1 with a non-trivial factor; 0, 1 and negatives are neither prime nor composite.
    return decided(false, `${n} is not composite: composite numbers are integers greater than 1 that are not prime.`, 'proof', C);
  }
  const p = isPrime(n);
  if (p === undefined) return uncertain(`${n} passes a probable-prime test but is too large for a deterministic proof`, C);
  let why: string;
  if (n < 2n) why = `${n} is not prime: primes are integers greater than 1.`;
  else if (p) why = `${n} is prime: no divisor between 2 and √${n} (deterministic Miller-Rabin).`;
  else {
    const f = smallestFactor(n);
    why = f ? `${n} = ${f} × ${n / f}, so it is composite.` : `${n} is composite (Miller-Rabin witness).`;
  }
  return decided(claimPrime ? p : !p, why, 'proof', C);
}

/** "n has no divisors other than 1 and itself": true for primes and for 1. */
function onlyTrivialDivisors(ns: string): CheckResult {
  const n = big(ns);
  if (n === undefined || n < 1n) return uncertain('not a positive integer', C);
  if (n === 1n) return decided(true, '1 has no divisor but 1.', 'proof', C);
  const r = primality(ns, true);
  return r.verdict === 'uncertain' ? r : { ...r, evidence: `${r.evidence} So its only divisors are ${r.verdict === 'true' ? '' : 'not '}1 and itself.` };
}

function twinPrimes(as: string, bs: string): CheckResult {
  const [a, b] = [big(as), big(bs)];
  if (a === undefined || b === undefined) return uncertain('number too large', C);
  const [pa, pb] = [isPrime(a), isPrime(b)];
  const gap = a > b ? a - b : b - a;
  if (gap !== 2n) return decided(false, `${a} and ${b} differ by ${gap}, not 2, so they are not twin primes.`, 'proof', C);
  if (pa === false || pb === false) return decided(false, `${pa === false ? a : b} is not prime, so ${a} and ${b} are not twin primes.`, 'proof', C);
  if (pa === undefined || pb === undefined) return uncertain('number too large for a primality proof', C);
  return decided(true, `${a} and ${b} are both prime and differ by 2.`, 'proof', C);
}

function parity(ns: string, word: string): CheckResult {
  const n = big(ns, LARGE);
  if (n === undefined) return uncertain('number too large', C);
  const even = n % 2n === 0n;
  return decided(word === 'even' ? even : !even, `${ns.trim()} mod 2 = ${even ? 0 : 1}, so it is ${even ? 'even' : 'odd'}.`, 'proof', C);
}

function divides(ds: string, ns: string): CheckResult {
  const d = big(ds, LARGE);
  const n = big(ns, LARGE);
  if (d === undefined || n === undefined) return uncertain('number too large', C);
  if (d === 0n) return uncertain('divisibility by zero is not defined here', C);
  const r = ((n % d) + (d < 0n ? -d : d)) % (d < 0n ? -d : d);
  const shown = /^-?\d+$/.test(ns.trim()) ? `${n}` : `${ns.trim()} = ${n.toString().length > 40 ? `a ${n.toString().length}-digit number` : n}`;
  return decided(r === 0n, `${shown}; divided by ${d} it leaves remainder ${r}.`, 'proof', C);
}

/** Division of whole numbers with a stated quotient and remainder: n = d·q + r with 0 ≤ r < d. */
function quotientAndRemainder(ns: string, ds: string, qs: string, rs: string): CheckResult {
  const [n, d, q, r] = [big(ns, LARGE), big(ds, LARGE), big(qs), big(rs)];
  if (n === undefined || d === undefined || q === undefined || r === undefined || d <= 0n || n < 0n) return uncertain('cannot compute the quotient and remainder', C);
  const [tq, tr] = [n / d, n % d];
  return decided(tq === q && tr === r, `${ns.trim()} = ${d} × ${tq} + ${tr}: quotient ${tq}, remainder ${tr}; the claim says quotient ${q}, remainder ${r}.`, 'proof', C);
}

function remainder(ns: string, ds: string, rs: string): CheckResult {
  const [n, d, r] = [big(ns, LARGE), big(ds, LARGE), big(rs)];
  if (n === undefined || d === undefined || r === undefined || d <= 0n) return uncertain('cannot compute the remainder', C);
  const actual = ((n % d) + d) % d;
  return decided(actual === r, `${ns.trim()} = ${d} × ${(n - actual) / d} + ${actual}: remainder ${actual}, claimed ${r}.`, 'proof', C);
}

/** "In arithmetic mod 7, 3317 reduces to 6": congruent, and named by its least residue (another representative is left open). */
function residueClaim(as: string, ms: string, rs: string): CheckResult {
  const [a, m, r] = [big(as, LARGE), big(ms), big(rs)];
  if (a === undefined || m === undefined || r === undefined || m <= 0n) return uncertain('cannot compute the residue', C);
  const least = ((a % m) + m) % m;
  if ((((a - r) % m) + m) % m !== 0n) return decided(false, `${as} mod ${m} is ${least}, not congruent to ${r}.`, 'proof', C);
  if (r !== least) return uncertain(`${r} is congruent to ${as} mod ${m} but is not its least residue ${least}`, C);
  return decided(true, `${as} mod ${m} = ${least}.`, 'proof', C);
}

function congruent(as: string, bs: string, ms: string): CheckResult {
  const [a, b, m] = [big(as, LARGE), big(bs, LARGE), big(ms)];
  if (a === undefined || b === undefined || m === undefined || m <= 0n) return uncertain('cannot compute the congruence', C);
  const [ra, rb] = [((a % m) + m) % m, ((b % m) + m) % m];
  return decided(ra === rb, `${as.trim()} leaves remainder ${ra} and ${bs.trim()} leaves remainder ${rb} on division by ${m}.`, 'proof', C);
}

function numbersOf(listText: string): bigint[] | undefined {
  const items = listText.split(/\s*,\s*(?:and\s+)?|\s*,?\s+and\s+/).map((x) => x.trim()).filter(Boolean);
  const out = items.map((x) => big(x));
  return out.length >= 2 && out.every((x) => x !== undefined) ? (out as bigint[]) : undefined;
}

function gcdClaim(listText: string, cs: string): CheckResult {
  const xs = numbersOf(listText);
  const c = big(cs);
  if (!xs || c === undefined) return uncertain('number too large', C);
  const g = xs.reduce((a, b) => gcd(a, b));
  return decided(g === c, `gcd(${xs.join(', ')}) = ${g} (Euclid's algorithm), claimed ${c}.`, 'proof', C);
}

function lcmClaim(listText: string, cs: string): CheckResult {
  const xs = numbersOf(listText);
  const c = big(cs);
  if (!xs || c === undefined) return uncertain('number too large', C);
  if (xs.some((x) => x === 0n)) return uncertain('lcm with zero', C);
  const l = xs.reduce((a, b) => lcm(a, b));
  return decided(l === c, `lcm(${xs.join(', ')}) = ${l} (product over the gcd), claimed ${c}.`, 'proof', C);
}

function coprime(as: string, bs: string): CheckResult {
  const [a, b] = [big(as), big(bs)];
  if (a === undefined || b === undefined) return uncertain('number too large', C);
  const g = gcd(a, b);
  return decided(g === 1n, `gcd(${a}, ${b}) = ${g}.`, 'proof', C);
}

function factorisation(ns: string, productText: string): CheckResult {
  const n = big(ns);
  const parts = parseProduct(productText.trim());
  if (n === undefined || !parts) return uncertain('could not read the factorisation', C);
  let product = 1n;
  for (const [b, e] of parts) product *= b ** BigInt(e);
  const nonPrime = parts.find(([b]) => isPrime(b) !== true);
  const shown = parts.map(([b, e]) => (e > 1 ? `${b}^${e}` : `${b}`)).join(' × ');
  if (product !== n) return decided(false, `${shown} = ${product}, not ${n}.`, 'proof', C);
  if (nonPrime) {
    if (isPrime(nonPrime[0]) === undefined) return uncertain(`${nonPrime[0]} is too large for a primality proof`, C);
    const f = factorize(n);
    return decided(false, `${shown} equals ${n} but ${nonPrime[0]} is not prime${f ? `; the prime factorisation is ${showFactors(f)}` : ''}.`, 'proof', C);
  }
  return decided(true, `${shown} = ${n} and every factor is prime.`, 'proof', C);
}

function divisorCountClaim(ns: string, ks: string): CheckResult {
  const [n, k] = [big(ns), big(ks)];
  if (n === undefined || k === undefined || n <= 0n) return uncertain('cannot count divisors', C);
  const c = divisorCount(n);
  if (c === undefined) return uncertain('number too large to factor', C);
  const f = factorize(n)!;
  return decided(c === k, `${n} = ${showFactors(f)}, so it has ${c} positive divisors, claimed ${k}.`, 'proof', C);
}

/** "The divisors of 12 are 1, 2, 3, 4, 6 and 12": the listed set must be the whole set. */
function divisorList(ns: string, prime: boolean, listText: string): CheckResult | undefined {
  const listed = parseList(listText);
  if (!listed) return undefined;
  const n = big(ns);
  if (n === undefined || n <= 0n) return uncertain('not a positive integer', C);
  const f = factorize(n);
  if (!f) return uncertain('number too large to factor', C);
  const actual = prime ? [...f.keys()] : divisorsOf(n)!;
  actual.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const claimed = [...new Set(listed)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const same = claimed.length === actual.length && claimed.every((v, i) => v === actual[i]);
  const kind = prime ? 'distinct prime factors' : 'positive divisors';
  return decided(same, `${n} = ${showFactors(f)}, so its ${kind} are ${actual.join(', ')}; the claim lists ${claimed.join(', ')}.`, 'proof', C);
}

function primeDivisorCount(ns: string, ks: string): CheckResult {
  const [n, k] = [big(ns), big(ks)];
  if (n === undefined || k === undefined || n <= 0n) return uncertain('cannot count prime divisors', C);
  const f = factorize(n);
  if (!f) return uncertain('number too large to factor', C);
  return decided(BigInt(f.size) === k, `${n} = ${showFactors(f)}: ${f.size} distinct prime factors, claimed ${k}.`, 'proof', C);
}

function divisorSumClaim(ns: string, ss: string, proper: boolean): CheckResult {
  const [n, s] = [big(ns), big(ss)];
  if (n === undefined || s === undefined || n <= 0n) return uncertain('not a positive integer', C);
  const sigma = divisorSum(n);
  if (sigma === undefined) return uncertain('number too large to factor', C);
  const actual = proper ? sigma - n : sigma;
  return decided(actual === s, `The ${proper ? 'proper ' : ''}divisors of ${n} (${divisorsOf(n)!.filter((d) => !proper || d !== n).join(', ')}) sum to ${actual}, claimed ${s}.`, 'proof', C);
}

function totientClaim(ns: string, ks: string): CheckResult {
  const [n, k] = [big(ns), big(ks)];
  if (n === undefined || k === undefined || n <= 0n) return uncertain('not a positive integer', C);
  const t = totient(n);
  if (t === undefined) return uncertain('number too large to factor', C);
  return decided(t === k, `${n} = ${showFactors(factorize(n)!)}, so φ(${n}) = ${t} (integers in 1..${n} coprime to ${n}), claimed ${k}.`, 'proof', C);
}

/** "There are 22 integers from 1 to 50 that are coprime to 50". */
function coprimeCountClaim(ks: string, from?: string, to?: string, lo?: string, hi?: string, how?: string, limit?: string, ms = ''): CheckResult {
  const [k, m] = [big(ks), big(ms)];
  if (k === undefined || m === undefined || m <= 0n) return uncertain('not a positive integer', C);
  let range: [bigint, bigint] | undefined;
  if (from !== undefined) range = [BigInt(from), BigInt(to!)];
  else if (how !== undefined) range = [1n, /less\s+than$|below/.test(how) ? BigInt(limit!) - 1n : BigInt(limit!)];
  else if (lo !== undefined) {
    // "between 1 and 50": the end points count only when coprime, so both readings are compared.
    const [a, b] = [BigInt(lo), BigInt(hi!)];
    const inclusive = coprimeCount(a, b, m);
    const exclusive = coprimeCount(a + 1n, b - 1n, m);
    if (inclusive === undefined || exclusive === undefined) return uncertain('number too large to factor', C);
    if (inclusive !== exclusive && (k === inclusive || k === exclusive)) return uncertain('"between" may or may not include its end points here', C);
    return decided(k === inclusive, `${inclusive} integers from ${a} to ${b} are coprime to ${m}${inclusive !== exclusive ? ` (${exclusive} strictly between)` : ''}, claimed ${k}.`, 'proof', C);
  }
  if (!range || range[0] < 1n || range[1] < range[0]) return uncertain('not a range of positive integers', C);
  const c = coprimeCount(range[0], range[1], m);
  if (c === undefined) return uncertain('number too large to factor', C);
  return decided(c === k, `${c} integers from ${range[0]} to ${range[1]} are coprime to ${m}, claimed ${k}.`, 'proof', C);
}

/** "729 is both a perfect square and a perfect cube": each property on its own. */
function both(ns: string, a: string, b: string): CheckResult | undefined {
  const subject = ns.trim();
  const ra = checkNumberTheoryCore(`${subject} is ${a}`);
  const rb = checkNumberTheoryCore(`${subject} is ${b}`);
  if (ra.verdict === 'uncertain' || rb.verdict === 'uncertain') return undefined;
  return decided(ra.verdict === 'true' && rb.verdict === 'true', `${ra.evidence} ${rb.evidence}`, 'proof', C);
}

function perfectPower(ns: string, k: number): CheckResult {
  const n = big(ns, LARGE);
  if (n === undefined) return uncertain('number too large', C);
  const neg = n < 0n;
  if (neg && k === 2) return decided(false, `${n} is negative, so it is not a perfect square.`, 'proof', C);
  const r = exactRoot(neg ? -n : n, k);
  const word = k === 2 ? 'square' : 'cube';
  if (r !== undefined) return decided(true, `${ns.trim()} = ${neg ? '-' : ''}${r}^${k}.`, 'proof', C);
  return decided(false, `${ns.trim()} lies strictly between two consecutive ${word}s, so it is not a perfect ${word}.`, 'proof', C);
}

function perfectNumber(ns: string): CheckResult {
  const n = big(ns);
  if (n === undefined || n <= 0n) return uncertain('not a positive integer', C);
  const s = divisorSum(n);
  if (s === undefined) return uncertain('number too large to factor', C);
  return decided(s - n === n, `The proper divisors of ${n} sum to ${s - n}.`, 'proof', C);
}

function deficiency(ns: string, kind: string): CheckResult {
  const n = big(ns);
  if (n === undefined || n <= 0n) return uncertain('not a positive integer', C);
  const s = divisorSum(n);
  if (s === undefined) return uncertain('number too large to factor', C);
  const proper = s - n;
  const holds = kind === 'deficient' ? proper < n : proper > n;
  return decided(holds, `The proper divisors of ${n} sum to ${proper}, ${proper < n ? 'less than' : proper > n ? 'more than' : 'equal to'} ${n}.`, 'proof', C);
}

function triangular(ns: string): CheckResult {
  const n = big(ns, LARGE);
  if (n === undefined) return uncertain('number too large', C);
  if (n < 0n) return decided(false, `${n} is negative; triangular numbers k(k + 1)/2 are not.`, 'proof', C);
  // n = k(k + 1)/2 exactly when 8n + 1 is a perfect square.
  const r = exactRoot(8n * n + 1n, 2);
  return decided(r !== undefined, r !== undefined ? `${n} = ${(r - 1n) / 2n} × ${(r + 1n) / 2n} / 2.` : `8 × ${n} + 1 = ${8n * n + 1n} is not a perfect square, so ${n} is not k(k + 1)/2.`, 'proof', C);
}

function fibonacciMember(ns: string): CheckResult {
  const n = big(ns);
  if (n === undefined) return uncertain('number too large', C);
  const holds = isFibonacci(n);
  return decided(holds, `${n} ${holds ? 'is' : 'is not'} in the Fibonacci sequence 0, 1, 1, 2, 3, 5, 8, ...`, 'proof', C);
}

function factorialClaim(ns: string, vs: string): CheckResult {
  const [n, v] = [big(ns), big(vs, LARGE)];
  if (n === undefined || v === undefined || n < 0n || n > 2000n) return uncertain('cannot compute this factorial', C);
  let f = 1n;
  for (let i = 2n; i <= n; i++) f *= i;
  return decided(f === v, `${n}! = ${f}, claimed ${v}.`, 'proof', C);
}

function trailingZeros(ns: string, zs: string): CheckResult {
  const [n, z] = [big(ns), big(zs)];
  if (n === undefined || z === undefined || n < 0n) return uncertain('not a factorial', C);
  const actual = factorialTrailingZeros(n);
  return decided(actual === z, `${n}! has ⌊${n}/5⌋ + ⌊${n}/25⌋ + ... = ${actual} factors of 5, so ${actual} trailing zeros, claimed ${z}.`, 'proof', C);
}

/** "The largest prime factor of 60 is 5": from the factorisation. */
function extremePrimeFactor(ns: string, largest: boolean, ps: string): CheckResult {
  const [n, p] = [big(ns), big(ps)];
  if (n === undefined || p === undefined || n < 2n) return uncertain('the number has no prime factors to compare', C);
  const f = factorize(n);
  if (!f) return uncertain('too large to factor', C);
  const primes = [...f.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const actual = largest ? primes[primes.length - 1]! : primes[0]!;
  return decided(actual === p, `${n} = ${showFactors(f)}: its ${largest ? 'largest' : 'smallest'} prime factor is ${actual}, claimed ${p}.`, 'proof', C);
}

function digitSum(ns: string, ss: string): CheckResult {
  const [n, s] = [big(ns), big(ss)];
  if (n === undefined || s === undefined) return uncertain('number too large', C);
  const digits = (n < 0n ? -n : n).toString().split('');
  const sum = digits.reduce((a, d) => a + Number(d), 0);
  return decided(BigInt(sum) === s, `${digits.join(' + ')} = ${sum}, claimed ${s}.`, 'proof', C);
}

const COUNT_WORDS = wordTable<number>({ two: 2, three: 3, four: 4, five: 5, six: 6 });

/** The last k digits of n against the digits claimed; k is the count named, or the digits shown ("…09" shows two). */
function lastDigits(ns: string, ds: string, ks?: string): CheckResult {
  const k = ks === undefined ? ds.length : COUNT_WORDS[ks] ?? Number(ks);
  const n = big(ns, LARGE * 40);
  if (n === undefined) return uncertain('number too large', C);
  const abs = n < 0n ? -n : n;
  // "The last two digits of 7^2 are 49" needs the number to have k digits; "are 9" shows fewer digits than it names.
  if (ds.length !== k || abs.toString().length < k) return uncertain(`${ds} is not ${k} digits of a number of at least ${k} digits`, C);
  const actual = abs.toString().slice(-k);
  return decided(actual === ds, `${ns.trim()} ends in the digits ${actual}, claimed ${ds}.`, 'proof', C);
}

function lastDigit(ns: string, ds: string): CheckResult {
  const n = big(ns, LARGE * 40);
  const d = big(ds);
  if (n === undefined || d === undefined) return uncertain('number too large', C);
  const actual = (n < 0n ? -n : n) % 10n;
  return decided(actual === d, `${ns.trim()} ends in the digit ${actual}, claimed ${d}.`, 'proof', C);
}

/**
 * A remainder told as a packing or a dealing ("pack 723 marbles into bags of 6, 3 are left over").
 * Any packing leaves n − k·d, so a count not congruent to n is false whatever is packed; the
 * remainder n mod d is what the fullest packing leaves; another congruent count packs fewer: `uncertain`.
 */
function storyRemainder(ns: string, ds: string, rs: string): CheckResult {
  const [n, d, r] = [big(ns, LARGE), big(ds), big(rs)];
  if (n === undefined || d === undefined || r === undefined || d <= 0n || n < 0n || r < 0n) return uncertain('cannot compute the remainder', C);
  const actual = n % d;
  if (r === actual) return decided(true, `${n} = ${d} × ${n / d} + ${actual}: ${actual} left over.`, 'proof', C);
  if (r > n || (n - r) % d !== 0n) return decided(false, `${n} = ${d} × ${n / d} + ${actual}: ${actual} left over (no packing leaves ${r}).`, 'proof', C);
  return uncertain(`${r} is left only when fewer than the most groups are made (the fullest leaves ${actual})`, C);
}

/** A count claimed against the readings a convention allows: decided where every reading agrees. */
function countUnderReadings(claimed: bigint, readings: bigint[], what: string): CheckResult {
  if (readings.every((x) => x === claimed)) return decided(true, `${what}: ${claimed}.`, 'proof', C);
  if (readings.every((x) => x !== claimed)) return decided(false, `${what}: ${[...new Set(readings)].join(' or ')}, claimed ${claimed}.`, 'proof', C);
  return uncertain(`${what} is ${[...new Set(readings)].join(' or ')} by convention, and the claim does not say which`, C);
}

/** "72 can be arranged as a rectangle of whole rows in 12 ways": ordered factor pairs, or unordered; the gloss says which. */
function arrangementCount(ns: string, ks: string, gloss: string | undefined): CheckResult {
  const [n, k] = [big(ns), big(ks)];
  const d = n === undefined || n < 1n ? undefined : divisorCount(n);
  if (d === undefined || k === undefined) return uncertain('cannot count the divisors', C);
  const ordered = /separately|both\s+ways|as\s+different|as\s+distinct/.test(gloss ?? '') && !/\bnot\b|\bonce\b/.test(gloss ?? '');
  const unordered = /\bonce\b|the\s+same|not\s+(?:counted\s+)?separately|as\s+one/.test(gloss ?? '');
  const readings = ordered ? [d] : unordered ? [(d + 1n) / 2n] : [d, (d + 1n) / 2n];
  return countUnderReadings(k, readings, `${n} has ${d} divisors, so ${d} rectangles counting a × b and b × a apart, ${(d + 1n) / 2n} counting them once`);
}

/** "You can split 96 sweets into equal groups … using 11 group sizes (1 and 96 included)": the divisors, with or without 1 and n. */
function groupSizeCount(ns: string, ks: string, gloss: string | undefined): CheckResult {
  const [n, k] = [big(ns), big(ks)];
  const d = n === undefined || n < 2n ? undefined : divisorCount(n);
  if (d === undefined || k === undefined) return uncertain('cannot count the divisors', C);
  const g = gloss ?? '';
  const excluded = /exclud|not\s+(?:counting|including)|without|except|other\s+than/.test(g);
  const included = !excluded && /includ|counting|counted|with\s+1/.test(g);
  const readings = included ? [d] : excluded ? [d - 2n] : [d, d - 2n];
  return countUnderReadings(k, readings, `${n} has ${d} divisors (${d - 2n} without 1 and ${n})`);
}

/** Squares or cubes between two bounds: the ends counted or not; decided where both readings agree. */
function powersBetween(ks: string, kind: string, as: string, bs: string): CheckResult {
  const [k, a, b] = [big(ks), big(as), big(bs)];
  if (k === undefined || a === undefined || b === undefined || a < 1n || b < a) return uncertain('not a range of positive numbers', C);
  const e = /cube/.test(kind) ? 3 : 2;
  const root = (x: bigint): bigint => {
    let r = BigInt(Math.floor(Number(x) ** (1 / e)));
    while (r ** BigInt(e) > x) r--;
    while ((r + 1n) ** BigInt(e) <= x) r++;
    return r;
  };
  const inclusive = root(b) - root(a - 1n);
  const ends = [a, b].filter((x) => root(x) ** BigInt(e) === x).length;
  const name = e === 2 ? 'squares' : 'cubes';
  return countUnderReadings(k, [inclusive, inclusive - BigInt(a === b ? Math.min(ends, 1) : ends)], `From ${a} to ${b} lie ${inclusive} ${name} with the ends counted`);
}

/** "The smallest multiple of 18 above 1,006 is 1,008"; "above" may or may not take n itself when n is a multiple. */
function nextMultiple(ds: string, ns: string, ms: string, up: boolean): CheckResult {
  const [d, n, m] = [big(ds), big(ns, LARGE), big(ms, LARGE)];
  if (d === undefined || n === undefined || m === undefined || d <= 0n || n < 0n) return uncertain('cannot compute the multiple', C);
  const floor = n - (n % d);
  const strict = up ? floor + d : n % d === 0n ? n - d : floor;
  const readings = n % d === 0n ? [strict, n] : [strict];
  return countUnderReadings(m, readings, `The ${up ? 'next multiple of ' + d + ' above' : 'last multiple of ' + d + ' below'} ${n}`);
}

/** "2773 looks prime, but it's 47 × 59": true when the product is the number and has no factor 1. */
function compositeShown(ns: string, product: string): CheckResult {
  const n = big(ns);
  const factors = product.split('*').map((x) => BigInt(x.trim()));
  if (n === undefined) return uncertain('number too large', C);
  const p = factors.reduce((a, b) => a * b, 1n);
  if (p !== n) return decided(false, `${factors.join(' × ')} = ${p}, not ${n}.`, 'proof', C);
  if (factors.some((f) => f < 2n)) return uncertain('a factor of 1 shows nothing', C);
  return decided(true, `${n} = ${factors.join(' × ')}, so it is composite.`, 'proof', C);
}

/** Prime counts over a RANGE match starting at group `at`; `claim` is a count, or 'some' (at least one). */
function primeCount(m: RegExpExecArray, at: number, claim: string): CheckResult {
  const [how, limit, kind, lo, hi, incl] = [m[at], m[at + 1], m[at + 2], m[at + 3], m[at + 4], m[at + 5]];
  const count = claim === 'some' ? undefined : big(claim);
  if (claim !== 'some' && count === undefined) return uncertain('number too large', C);
  const holds = (c: number) => (count === undefined ? c >= 1 : BigInt(c) === count);
  const claimed = count === undefined ? 'at least 1' : `${count}`;
  if (how !== undefined) {
    const top = BigInt(limit!);
    const inclusive = !/^(?:less\s+than|below|under|smaller\s+than)$/.test(how);
    const c = primesInRange(2n, inclusive ? top : top - 1n);
    if (c === undefined) return uncertain('range too large to sieve', C);
    return decided(holds(c), `Sieve of Eratosthenes: ${c} primes ${inclusive ? '≤' : '<'} ${top}, claimed ${claimed}.`, 'proof', C);
  }
  const [a, b] = [BigInt(lo!), BigInt(hi!)];
  if (b < a) return uncertain('an empty range', C);
  const inclusive = primesInRange(a, b);
  const exclusive = primesInRange(a + 1n, b - 1n);
  if (inclusive === undefined || exclusive === undefined) return uncertain('range too large to sieve', C);
  // "from a to b" and "inclusive" count the end points, "exclusive" does not; a bare "between"
  // may mean either, so it decides only when both readings agree.
  const readings = /exclusive/.test(incl ?? '') ? [exclusive] : /inclusive/.test(incl ?? '') || kind === 'from' ? [inclusive] : [inclusive, exclusive];
  const verdicts = new Set(readings.map(holds));
  if (verdicts.size > 1) return uncertain(`"between ${a} and ${b}" may or may not count the prime end points (${inclusive} or ${exclusive} primes)`, C);
  return decided(holds(readings[0]!), `Sieve of Eratosthenes: ${inclusive} primes from ${a} to ${b} inclusive${exclusive !== inclusive ? `, ${exclusive} strictly between` : ''}, claimed ${claimed}.`, 'proof', C);
}

function primeCountUpTo(ns: string, ks: string): CheckResult {
  const [n, k] = [big(ns), big(ks)];
  if (n === undefined || k === undefined) return uncertain('number too large', C);
  const c = primesInRange(2n, n);
  if (c === undefined) return uncertain('range too large to sieve', C);
  return decided(BigInt(c) === k, `π(${n}) = ${c} (primes ≤ ${n}), claimed ${k}.`, 'proof', C);
}

function nthPrimeClaim(ordinal: string, ps: string): CheckResult | undefined {
  const k = /^\d+$/.test(ordinal) ? Number(ordinal) : ordinalNumber(ordinal);
  const p = big(ps);
  if (k === undefined) return undefined;
  if (p === undefined || k > 100_000) return uncertain('index too large', C);
  const actual = nthPrime(k);
  if (actual === undefined) return uncertain('index out of range', C);
  return decided(BigInt(actual) === p, `The ${ordinal} prime is ${actual}, claimed ${p}.`, 'proof', C);
}

function adjacentPrimeClaim(ns: string, ps: string, below: boolean): CheckResult {
  const [n, p] = [big(ns), big(ps)];
  if (n === undefined || p === undefined) return uncertain('number too large', C);
  const actual = adjacentPrime(n, below);
  if (actual === undefined) return uncertain(below ? 'no prime below it' : 'too far to search', C);
  return decided(actual === p, `The ${below ? 'largest prime below' : 'smallest prime above'} ${n} is ${actual}, claimed ${p}.`, 'proof', C);
}

/**
 * Fibonacci numbers. F(n) and F_n name the index with F(0) = 0; "the n-th Fibonacci number"
 * is F(n) in the usual counting (1, 1, 2, ...), but some count from F(0) = 0: a value that fits
 * only that counting is uncertain rather than false.
 */
function fibonacciClaim(index: string, vs: string, how: 'index' | 'ordinal'): CheckResult | undefined {
  const n = /^\d+$/.test(index) ? Number(index) : ordinalNumber(index);
  const v = big(vs, LARGE);
  if (n === undefined) return undefined;
  const actual = fibonacci(n);
  if (actual === undefined || v === undefined) return uncertain('index too large', C);
  if (how === 'ordinal' && actual !== v && n >= 1 && fibonacci(n - 1) === v) return uncertain(`${v} is the ${index} Fibonacci number only when counting from F(0) = 0`, C);
  return decided(actual === v, `F(${n}) = ${actual} (F(0) = 0, F(1) = 1, each the sum of the two before), claimed ${v}.`, 'proof', C);
}

/** "1 + 3 + 5 + ... + 49 = 625": an arithmetic progression fixed by its first terms. */
function ellipsisSum(headText: string, lastS: string, totalS: string): CheckResult | undefined {
  const head = headText.split('+').map((x) => BigInt(x.trim()));
  const [last, total] = [BigInt(lastS), big(totalS, LARGE)];
  if (head.length < 2 || total === undefined) return undefined;
  const d = head[1]! - head[0]!;
  if (d === 0n || head.some((x, i) => x !== head[0]! + BigInt(i) * d)) return uncertain('the first terms are not an arithmetic progression', C);
  // Two terms that are also the start of a geometric progression reaching the last term (2 + 4 + ... + 64) are ambiguous.
  if (head.length === 2 && head[0]! > 0n && head[1]! % head[0]! === 0n && head[1]! / head[0]! > 1n) {
    let t = head[0]!;
    while (t < last) t *= head[1]! / head[0]!;
    if (t === last) return uncertain('the terms fit both an arithmetic and a geometric progression', C);
  }
  const span = last - head[0]!;
  if (span % d !== 0n || span / d < BigInt(head.length - 1)) return uncertain(`${last} is not a later term of the progression`, C);
  const count = span / d + 1n;
  if (count > 10_000_000n) return uncertain('too many terms', C);
  const sum = (count * (head[0]! + last)) / 2n;
  return decided(sum === total, `${count} terms from ${head[0]} to ${last} in steps of ${d} sum to ${count} × (${head[0]} + ${last}) / 2 = ${sum}, claimed ${total}.`, 'proof', C);
}

/** "The sum of the first 28 odd numbers is 784". */
function firstSum(ns: string, adjective: string, noun: string, ss: string): CheckResult | undefined {
  const [n, s] = [big(ns), big(ss, LARGE)];
  if (n === undefined || s === undefined || n < 1n || n > 1_000_000n) return uncertain('cannot sum these terms', C);
  let actual: bigint;
  let what: string;
  if (/prime/.test(noun)) {
    if (adjective || n > 100_000n) return undefined;
    let sum = 0n;
    for (let k = 1; k <= Number(n); k++) sum += BigInt(nthPrime(k)!);
    actual = sum;
    what = `the first ${n} primes`;
  } else if (/square/.test(noun)) {
    if (adjective && adjective !== 'positive') return undefined;
    actual = (n * (n + 1n) * (2n * n + 1n)) / 6n;
    what = `1² + ... + ${n}²`;
  } else if (/cube/.test(noun)) {
    if (adjective && adjective !== 'positive') return undefined;
    actual = ((n * (n + 1n)) / 2n) ** 2n;
    what = `1³ + ... + ${n}³`;
  } else if (adjective === 'odd') {
    actual = n * n;
    what = `1 + 3 + ... + ${2n * n - 1n}`;
  } else if (adjective === 'even') {
    // "Even numbers" start at 2 here: whether 0 is the first even number is a convention of its own.
    if (/natural|whole/.test(noun)) return uncertain('whether the first even number is 0 or 2 is a convention', C);
    actual = n * (n + 1n);
    what = `2 + 4 + ... + ${2n * n}`;
  } else {
    // "The first n whole/natural numbers" may start at 0 or 1; the sum of 1..n differs from 0..n-1.
    if (adjective === 'whole' || /whole/.test(noun)) return uncertain('whether the whole numbers start at 0 or 1 is a convention', C);
    if (/natural/.test(adjective + noun) && s === ((n - 1n) * n) / 2n) return uncertain('the natural numbers start at 0 in some conventions', C);
    actual = (n * (n + 1n)) / 2n;
    what = `1 + 2 + ... + ${n}`;
  }
  return decided(actual === s, `${what} = ${actual}, claimed ${s}.`, 'proof', C);
}

/** "The sum of the integers from 1 to 1000 is 500500", also of the odd or even ones. */
/** The product of the whole numbers from lo to hi (a positive range; from 1 it is hi!). */
function rangeProduct(los: string, his: string, ps: string): CheckResult {
  const [lo, hi, p] = [big(los), big(his), big(ps, LARGE)];
  if (lo === undefined || hi === undefined || p === undefined || lo < 1n || hi < lo || hi - lo > 2000n) return uncertain('not a range of positive whole numbers', C);
  let product = 1n;
  for (let i = lo; i <= hi; i++) product *= i;
  return decided(product === p, `${lo} × ... × ${hi} = ${product}${lo === 1n ? ` (${hi}!)` : ''}, claimed ${p}.`, 'proof', C);
}

function rangeSum(kind: string, los: string, his: string, ss: string): CheckResult {
  const [lo, hi, s] = [big(los), big(his), big(ss, LARGE)];
  if (lo === undefined || hi === undefined || s === undefined || hi < lo) return uncertain('not a range', C);
  const k = kind.trim();
  let first = lo;
  let last = hi;
  if (k) {
    const want = k === 'odd' ? 1n : 0n;
    if (((first % 2n) + 2n) % 2n !== want) first += 1n;
    if (((last % 2n) + 2n) % 2n !== want) last -= 1n;
  }
  const step = k ? 2n : 1n;
  const count = last < first ? 0n : (last - first) / step + 1n;
  const sum = (count * (first + last)) / 2n;
  return decided(sum === s, `The ${k ? `${k} ` : ''}integers from ${lo} to ${hi} (${count} of them) sum to ${sum}, claimed ${s}.`, 'proof', C);
}

function baseOf(word: string): number | undefined {
  const w = word.replace(/[-\s]/g, '');
  const named: Record<string, number> = { binary: 2, octal: 8, decimal: 10, hexadecimal: 16, hex: 16 };
  if (w in named) return named[w];
  const n = Number(/^base(\d+)$/.exec(w)?.[1]);
  return n >= 2 && n <= 36 ? n : undefined;
}

/** "The binary number 1010001 equals 81 in decimal": digits in one base against digits in another. */
function baseClaim(digitsA: string, baseA: string, digitsB: string, baseB: string): CheckResult | undefined {
  const [ba, bb] = [baseOf(baseA), baseOf(baseB)];
  if (ba === undefined || bb === undefined || ba === bb) return undefined;
  const a = parseInBase(digitsA, ba);
  const b = parseInBase(digitsB, bb);
  if (a === undefined) return uncertain(`${digitsA} is not a base-${ba} numeral`, C);
  if (b === undefined) return uncertain(`${digitsB} is not a base-${bb} numeral`, C);
  return decided(a === b, `${digitsA} in base ${ba} is ${a} (decimal), which is ${a.toString(bb)} in base ${bb}; the claim says ${digitsB}.`, 'proof', C);
}

/**
 * "255 in hexadecimal is ff" names a decimal number and its digits in the base, but "1010 in
 * binary is 10" names digits in the base and their decimal value: both readings are tried, and
 * the claim is decided only when every reading that can be read gives the same verdict.
 */
function baseEitherWay(digitsA: string, baseWord: string, digitsB: string): CheckResult | undefined {
  const readings = [baseClaim(digitsA, 'decimal', digitsB, baseWord), baseClaim(digitsA, baseWord, digitsB, 'decimal')].filter((r) => r && r.verdict !== 'uncertain') as CheckResult[];
  if (!readings.length) return uncertain(`"${digitsA}" and "${digitsB}" are not numerals of these bases`, C);
  if (readings.some((r) => r.verdict !== readings[0]!.verdict)) return uncertain(`"${digitsA} in ${baseWord}" may be a decimal number written in ${baseWord} or ${baseWord} digits, and the readings disagree`, C);
  return readings[0];
}

const FIB_TERM = (k: number): string => String.raw`f\s*(?:\(\s*${k}\s*\)|_\s*\{?\s*${k}\s*\}?)\s*`;
const FIBONACCI_OPENING = /^(?:the\s+fibonacci\s+number\s+)?f\s*[(_]/;
const FIBONACCI_START = new RegExp(String.raw`(?<=^(?:the\s+fibonacci\s+number\s+)?f\s*(?:\(\s*\d+\s*\)|_\s*\{?\s*\d+\s*\}?).*?),?\s*\(?\s*(?:when|where|with|if|given(?:\s+that)?|taking|using)\s+(?:${FIB_TERM(1)}=\s*${FIB_TERM(2)}=\s*1|${FIB_TERM(0)}=\s*0\s*(?:,|and)\s*${FIB_TERM(1)}=\s*1|${FIB_TERM(1)}=\s*1\s*(?:,|and)\s*${FIB_TERM(2)}=\s*1)\s*\)?$`);

// Roman numerals in their standard (subtractive) form, up to 3999: "MCMLXXII is 1972",
// "2069 in Roman numerals is MMLXIX". Only capital letters are read as numerals ("mix" is a word).
const ROMAN = String.raw`(M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3}))`;
const ROMAN_RULES: [RegExp, (m: RegExpExecArray) => [string, string]][] = [
  [new RegExp(String.raw`^(?:the\s+roman\s+numeral\s+)?${ROMAN}\s+(?:is|equals|=|means|stands\s+for|represents)\s+(\d+)$`, 'i'), (m) => [m[1]!, m[2]!]],
  [new RegExp(String.raw`^(\d+)\s+(?:in\s+roman\s+numerals\s+)?(?:is|=|equals|is\s+written(?:\s+as)?)\s+${ROMAN}(?:\s+in\s+roman\s+numerals)?$`, 'i'), (m) => [m[2]!, m[1]!]],
  // "The Roman numeral for 2024 is MMXXIV", "In Roman numerals, 2024 is written MMXXIV".
  [new RegExp(String.raw`^(?:the\s+)?roman\s+numeral\s+(?:for|of)\s+(\d+)\s+(?:is|=)\s+${ROMAN}$`, 'i'), (m) => [m[2]!, m[1]!]],
  [new RegExp(String.raw`^in\s+roman\s+numerals\s*,?\s+(\d+)\s+(?:is|=|is\s+written(?:\s+as)?)\s+${ROMAN}$`, 'i'), (m) => [m[2]!, m[1]!]],
];

function romanValue(r: string): number {
  const v: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < r.length; i++) {
    const a = v[r[i]!]!;
    const b = i + 1 < r.length ? v[r[i + 1]!]! : 0;
    total += a < b ? -a : a;
  }
  return total;
}

function romanClaim(text: string): CheckResult | undefined {
  for (const [re, pick] of ROMAN_RULES) {
    const m = re.exec(text);
    if (!m) continue;
    const [numeral, ds] = pick(m);
    // A numeral must be written in capitals, and a single letter only where Roman numerals are named.
    if (!numeral || numeral !== numeral.toUpperCase() || (numeral.length < 2 && !/roman/i.test(text))) return undefined;
    const value = romanValue(numeral);
    return decided(value === Number(ds), `${numeral} is ${value} in Roman numerals, claimed ${ds}.`, 'proof', C);
  }
  return undefined;
}

// "With F₁ = F₂ = 1, the 10th Fibonacci number is 55": the standard start stated first.
// Subscripts reach the checkers as plain digits ("F₁" is "F1").
const LEAD_TERM = (k: number): string => String.raw`f\s*(?:\(\s*${k}\s*\)|_?\s*\{?\s*${k}\s*\}?)\s*`;
const FIBONACCI_LEAD = new RegExp(String.raw`^(?:with|when|where|taking|using|if|given(?:\s+that)?)\s+(?:${LEAD_TERM(1)}=\s*${LEAD_TERM(2)}=\s*1|${LEAD_TERM(0)}=\s*0\s*(?:,|and)\s*${LEAD_TERM(1)}=\s*1|${LEAD_TERM(1)}=\s*1\s*(?:,|and)\s*${LEAD_TERM(2)}=\s*1)\s*,\s*(?=the\s|f\s*[(_])`);

// "The Fibonacci sequence goes 1, 1, 2, 3, 5, 8": a run of the sequence from one of its usual
// starts (0, 1 / 1, 1 / 1, 2), each term the sum of the two before.
const FIBONACCI_LIST = /^(?:the\s+)?fibonacci\s+(?:sequence|numbers|series)\s+(?:goes|go|is|are|begins|begin|starts|start|runs|run|reads)(?:\s+(?:with|as|like))?\s*:?\s+(-?\d+(?:\s*,\s*-?\d+){2,})(?:\s*,?\s*(?:\.\.\.|…|and\s+so\s+on|etc\.?))?$/;
function fibonacciList(listText: string): CheckResult | undefined {
  const xs = listText.split(',').map((x) => BigInt(x.trim()));
  const from = xs[0] === 0n && xs[1] === 1n ? 0 : xs[0] === 1n && xs[1] === 1n ? 1 : xs[0] === 1n && xs[1] === 2n ? 2 : undefined;
  if (from === undefined) return uncertain('the list does not begin as the Fibonacci sequence does (0, 1 / 1, 1 / 1, 2)', C);
  const wrong = xs.findIndex((x, i) => fibonacci(from + i) !== x);
  if (wrong < 0) return decided(true, `${xs.join(', ')} are F(${from}) to F(${from + xs.length - 1}), each the sum of the two before.`, 'proof', C);
  return decided(false, `After ${xs[wrong - 2]} and ${xs[wrong - 1]} comes ${fibonacci(from + wrong)}, not ${xs[wrong]}.`, 'proof', C);
}

// Parity arithmetic (issue 22): the parity of a sum, difference or product of two integers
// depends only on theirs (odd ± odd is even, odd × odd is odd, even × anything is even), so "the
// sum of two odd numbers is always even" is decided for every integer at once.
const PARITY = String.raw`(odd|even)`;
const INTEGER_NOUN = String.raw`(?:numbers?|integers?|whole\s+numbers?)`;
const PARITY_OP = wordTable<'sum' | 'product'>({ sum: 'sum', difference: 'sum', plus: 'sum', minus: 'sum', product: 'product', times: 'product' });
const PARITY_LAWS: RegExp[] = [
  new RegExp(String.raw`^(?:the\s+)?(sum|difference|product)\s+of\s+(?:any\s+)?(?:two|2)\s+${PARITY}\s+${INTEGER_NOUN}()\s+is\s+(?:always\s+)?(?:an?\s+)?${PARITY}(?:\s+${INTEGER_NOUN})?$`),
  new RegExp(String.raw`^(?:the\s+)?(sum|difference|product)\s+of\s+(?:an?|any)\s+${PARITY}\s+(?:${INTEGER_NOUN}\s+)?and\s+(?:an?|any)\s+${PARITY}\s+${INTEGER_NOUN}\s+is\s+(?:always\s+)?(?:an?\s+)?${PARITY}(?:\s+${INTEGER_NOUN})?$`),
  new RegExp(String.raw`^(?:an?\s+)?${PARITY}(?:\s+${INTEGER_NOUN})?\s+(plus|minus|times)\s+(?:an?\s+)?${PARITY}(?:\s+${INTEGER_NOUN})?\s+is\s+(?:always\s+)?(?:an?\s+)?${PARITY}(?:\s+${INTEGER_NOUN})?$`),
];
function parityLaw(text: string): CheckResult | undefined {
  for (const [k, re] of PARITY_LAWS.entries()) {
    const m = re.exec(text);
    if (!m) continue;
    const [op, a, b, said] = k === 2 ? [m[2]!, m[1]!, m[3]!, m[4]!] : [m[1]!, m[2]!, m[3] || m[2]!, m[4]!];
    const [oddA, oddB] = [a === 'odd', b === 'odd'];
    const odd = PARITY_OP[op] === 'sum' ? oddA !== oddB : oddA && oddB;
    const result = odd ? 'odd' : 'even';
    return decided(said === result, `The ${op === 'plus' ? 'sum' : op === 'minus' ? 'difference' : op === 'times' ? 'product' : op} of an ${a} and an ${b} integer is always ${result} (parity arithmetic: ${PARITY_OP[op] === 'sum' ? 'odd ± odd and even ± even are even, odd ± even is odd' : 'a product is odd only when both factors are'}).`, 'proof', C);
  }
  return undefined;
}

/** Checks the positive core of a number theory claim. */
// Notations and names of number facts said another way (issue 22, claims9), each the form a rule
// above reads: prevprime(n) / nextprime(n) (the computer-algebra names), primes in a closed
// interval [a, b] (both ends counted) or an open one (neither), √n "is a whole number" (n is a
// perfect square), T_n "(triangular numbers)" (the n-th triangular number: the gloss names the
// sequence the letter stands for; a bare T_n is not read), a pair "a, b: twin primes", "a twin-prime pair".
const NOTATIONS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^prevprime\s*\(\s*(\d+)\s*\)\s*(=|is|equals)\s*(-?\d+)$/, (m) => `the largest prime less than ${m[1]} is ${m[3]}`],
  [/^nextprime\s*\(\s*(\d+)\s*\)\s*(=|is|equals)\s*(-?\d+)$/, (m) => `the smallest prime greater than ${m[1]} is ${m[3]}`],
  [/^(there\s+(?:are|is)\s+(?:exactly\s+)?\d+\s+(?:primes?|prime\s+numbers?))\s+in\s+(?:the\s+(?:closed\s+)?interval\s+)?\[\s*(\d+)\s*,\s*(\d+)\s*\]$/, (m) => `${m[1]} between ${m[2]} and ${m[3]} inclusive`],
  [/^(there\s+(?:are|is)\s+(?:exactly\s+)?\d+\s+(?:primes?|prime\s+numbers?))\s+in\s+(?:the\s+(?:open\s+)?interval\s+)?\(\s*(\d+)\s*,\s*(\d+)\s*\)$/, (m) => `${m[1]} between ${m[2]} and ${m[3]} exclusive`],
  [/^(?:sqrt\s*\(\s*(\d+)\s*\)|the\s+square\s+root\s+of\s+(\d+))\s+is\s+(?:a\s+whole\s+number|an\s+integer|a\s+natural\s+number)$/, (m) => `${m[1] ?? m[2]} is a perfect square`],
  [/^t\s*_?\s*\{?\s*(\d+)\s*\}?\s*(?:=|is)\s*(-?\d+)\s*\(\s*(?:the\s+)?triangular\s+numbers?\s*\)$/, (m) => `the ${m[1]}${ordinalSuffix(Number(m[1]))} triangular number is ${m[2]}`],
  [/^(\d+)\s*,\s*(\d+)\s*:\s*(?:a\s+)?(?:pair\s+of\s+)?twin[\s-]+primes?(?:\s+pair)?$/, (m) => `${m[1]} and ${m[2]} are twin primes`],
  [/^\(\s*(\d+)\s*,\s*(\d+)\s*\)\s+is\s+a\s+twin[\s-]+prime\s+pair$/, (m) => `${m[1]} and ${m[2]} are twin primes`],
];

/** "st", "nd", "rd" or "th", as English writes the ordinal of n. */

/** The digital root (repeated digit sum) and palindromes, read on the digits as written (issue 22, claims9). */
function digitFacts(text: string): CheckResult | undefined {
  const root = /^(?:the\s+digital\s+root\s+of\s+(\d+)|dr\s*\(\s*(\d+)\s*\))\s*(?:=|is|equals)\s*(-?\d+)$/.exec(text);
  if (root) {
    const n = BigInt((root[1] ?? root[2])!);
    const r = n === 0n ? 0n : 1n + ((n - 1n) % 9n);
    return decided(String(r) === root[3], `The digital root of ${n} (its digits summed until one digit is left) is ${r}; the claim says ${root[3]}.`, 'proof', C);
  }
  const pal = /^(\d+)\s+(?:is\s+(?:a\s+)?(?:palindrome|palindromic(?:\s+number)?)|reads\s+the\s+same\s+(?:forwards?|backwards?)\s+(?:and|as)\s+(?:backwards?|forwards?))$/.exec(text);
  if (pal) {
    const d = pal[1]!;
    const holds = d === [...d].reverse().join('');
    return decided(holds, `${d} reversed is ${[...d].reverse().join('')}, ${holds ? 'the same' : 'a different'} number.`, 'proof', C);
  }
  return undefined;
}

// Python's conversions (issue 22, claims10): int('152', 8) is the digits read in base 8 (digits that
// do not fit raise an error: not read); hex(n), bin(n), oct(n) return a string with the prefix
// 0x, 0b, 0o and lower-case digits, which the claim must show (another case is another string,
// and a value without the prefix is not what Python returns: not read).
const PYTHON_CALL = /^(?:in\s+python(?:\s*3)?\s*,?\s*|python's\s+)?(?:int\(\s*'([0-9a-z]+)'\s*,\s*(\d{1,2})\s*\)|(hex|bin|oct)\(\s*(\d+)\s*\))\s+(?:returns|gives|is|evaluates\s+to|==|=|prints|outputs|yields)\s+('?)([0-9a-z]+)\5$/i;
function pythonCall(raw: string): CheckResult | undefined {
  const m = PYTHON_CALL.exec(raw.replace(/\s+/g, ' ').trim());
  if (!m) return undefined;
  if (m[1] !== undefined) {
    const v = parseInBase(m[1].toLowerCase(), Number(m[2]));
    if (v === undefined || Number(m[2]) < 2 || Number(m[2]) > 36 || m[5] || !/^\d+$/.test(m[6]!)) return uncertain(`int('${m[1]}', ${m[2]}) raises an error or the value claimed is not a number`, C);
    return decided(v === BigInt(m[6]!), `int('${m[1]}', ${m[2]}) reads ${m[1]} in base ${m[2]}: ${v}; the claim says ${m[6]}.`, 'proof', C);
  }
  const base = m[3] === 'hex' ? 16 : m[3] === 'bin' ? 2 : 8;
  const fn = m[3]!.toLowerCase();
  const actual = `0${fn === 'hex' ? 'x' : fn[0]}${BigInt(m[4]!).toString(base)}`;
  const said = m[6]!;
  if (said === actual) return decided(true, `${fn}(${m[4]}) returns '${actual}'.`, 'proof', C);
  if (said.toLowerCase() === actual || !said.toLowerCase().startsWith(actual.slice(0, 2))) return uncertain(`${m[3]}(${m[4]}) returns '${actual}'; '${said}' is written another way`, C);
  return decided(false, `${m[3]}(${m[4]}) returns '${actual}', not '${said}'.`, 'proof', C);
}

export function checkNumberTheoryCore(raw: string): CheckResult {
  const python = pythonCall(raw);
  if (python) return python;
  const roman = romanClaim(raw.replace(/\s+/g, ' ').trim());
  if (roman) return roman;
  // "F(25) = 75025 when F(1) = F(2) = 1": the convention stated is the one the Fibonacci rules
  // use (F(0) = 0, F(1) = F(2) = 1), so it adds nothing; any other stated start matches no rule.
  // FIBONACCI_START looks behind to the start of the text at every position, so it runs only on
  // a text that opens with a Fibonacci term, as its lookbehind requires (it was 3 % of the
  // engine's time on solutions).
  const lowered = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  const text = (FIBONACCI_OPENING.test(lowered) ? lowered.replace(FIBONACCI_START, '') : lowered).replace(FIBONACCI_LEAD, '');
  // Stories, lists and counts of claims11 (number-stories.ts).
  const story = numberStory(text);
  if (story) return story;
  const list = FIBONACCI_LIST.exec(text);
  if (list) return fibonacciList(list[1]!) ?? uncertain('not a Fibonacci run', C);
  const law = /\b(?:odd|even)\b.*\b(?:odd|even)\b/.test(text) ? parityLaw(text) : undefined;
  if (law) return law;
  // "The product of 7 and 9 is even" says what "7 * 9 is even" says: a sum or product of two
  // numbers named in words is the expression (a difference is not, its order being the words').
  const digits = digitFacts(text);
  if (digits) return digits;
  for (const [re, say] of NOTATIONS) {
    const m = re.exec(text);
    if (m) return firstRule(RULES, say(m), C, 'no number theory claim recognised');
  }
  const named = /^(?:the\s+)?(sum|product)\s+of\s+(-?\d+)\s+and\s+(-?\d+)\s+(.+)$/.exec(text);
  const direct = firstRule(RULES, named ? `${named[2]} ${named[1] === 'sum' ? '+' : '*'} ${named[3]} ${named[4]}` : text, C, 'no number theory claim recognised');
  if (direct.verdict !== 'uncertain') return direct;
  // "12 is the GCD of 24 and 36" says what "the GCD of 24 and 36 is 12" says (issue 22): the value
  // named first, then what it is.
  const valueFirst = /^(-?\d+)\s+is\s+(the\s+.+)$/.exec(text);
  return valueFirst ? firstRule(RULES, `${valueFirst[2]} is ${valueFirst[1]}`, C, 'no number theory claim recognised') : direct;
}

/** Checks a number theory claim in natural English. */
export function checkNumberTheory(claim: string): CheckResult {
  return checkInFrame(claim, C, checkNumberTheoryCore);
}
