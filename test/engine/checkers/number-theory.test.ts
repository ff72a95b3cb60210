import { describe, expect, it } from 'vitest';
import { checkNumberTheory, factorize, isPrime } from '../../../server/engine/checkers/number-theory.js';

type Case = { given: string; want: 'true' | 'false' | 'uncertain' };

describe('checkNumberTheory', () => {
  const cases: Case[] = [
    { given: 'The divisors of 12 are 1, 2, 3, 4, 6 and 12', want: 'true' },
    { given: 'The divisors of 12 are 1, 2, 3, 4 and 12', want: 'false' },
    { given: 'The prime factors of 60 are 2, 3 and 5', want: 'true' },
    { given: 'There are 6 divisors of 12', want: 'true' },
    { given: '3 is one of the prime numbers', want: 'true' },
    { given: 'The HCF of 12 and 18 is equal to 6', want: 'true' },
    { given: '97 is a prime number', want: 'true' },
    { given: '91 is prime', want: 'false' },
    { given: '1 is a prime number', want: 'false' },
    { given: '2 is prime', want: 'true' },
    { given: 'The number 2111 is prime', want: 'true' },
    { given: '529 is not a prime number', want: 'true' },
    { given: "529 isn't prime", want: 'true' },
    { given: 'Seventeen is a prime number', want: 'true' },
    { given: '1,000,003 is prime', want: 'true' },
    // A Mersenne prime below the deterministic Miller-Rabin bound is proved; one above it is not.
    { given: '2^61 - 1 is prime', want: 'true' },
    { given: '2^67 - 1 is prime', want: 'false' },
    { given: '2^89 - 1 is prime', want: 'uncertain' },
    { given: '2^89 - 1 is composite', want: 'uncertain' },
    { given: '2305843009213693951 is prime', want: 'true' },
    { given: '187 is composite', want: 'true' },
    { given: '131 is composite', want: 'false' },
    { given: '1 is composite', want: 'false' },
    { given: '10 is even', want: 'true' },
    { given: '11 is an even number', want: 'false' },
    { given: '-7 is odd', want: 'true' },
    { given: '1001 is divisible by 7', want: 'true' },
    { given: '2968 is divisible by 3', want: 'false' },
    { given: '3101 is not divisible by 12', want: 'true' },
    { given: '6328 is a multiple of 7', want: 'true' },
    { given: '7 divides 49', want: 'true' },
    { given: '7 does not divide 50', want: 'true' },
    { given: '5 is a factor of 24', want: 'false' },
    { given: 'The greatest common divisor of 84 and 36 is 12', want: 'true' },
    { given: 'The GCD of 52 and 60 is 5', want: 'false' },
    { given: 'gcd(12, 18) = 6', want: 'true' },
    { given: 'The highest common factor of 12 and 18 is 6', want: 'true' },
    { given: 'The least common multiple of 21 and 29 is 609', want: 'true' },
    { given: 'The LCM of 4 and 6 is 24', want: 'false' },
    { given: '8 and 15 are coprime', want: 'true' },
    { given: '7 factorial is 5040', want: 'true' },
    { given: '13 factorial is 479,001,600', want: 'false' },
    { given: 'The factorial of 5 is 120', want: 'true' },
    { given: 'The remainder when 4669 is divided by 18 is 7', want: 'true' },
    { given: '17 mod 5 = 2', want: 'true' },
    { given: 'The prime factorization of 2710 is 2 * 5 * 271', want: 'true' },
    { given: 'The prime factorization of 188 is 2^2 × 47', want: 'true' },
    { given: 'In prime factors, 2163 = 21 × 103', want: 'false' },
    { given: 'The prime factorization of 12 is 2 × 6', want: 'false' },
    { given: '256 has 7 positive divisors', want: 'false' },
    { given: '12 has 6 divisors', want: 'true' },
    { given: '3375 is a perfect cube', want: 'true' },
    { given: '3374 is a perfect cube', want: 'false' },
    { given: '144 is a perfect square', want: 'true' },
    { given: '28 is a perfect number', want: 'true' },
    { given: 'The sum of the digits of 242933 is 23', want: 'true' },
    { given: 'There are 25 prime numbers less than 100', want: 'true' },
    { given: 'There are 47 prime numbers less than 200', want: 'false' },
    { given: 'There are 4 primes up to 7', want: 'true' },
    { given: 'The 10th prime is 29', want: 'true' },
    // What primality means, and the words for it after number words became digits.
    { given: '1697 can be written as a product of two smaller positive integers.', want: 'false' },
    { given: '1271 can be written as a product of two smaller positive integers.', want: 'true' },
    { given: '1 has no divisors other than 1 and itself', want: 'true' },
    { given: '91 is only divisible by 1 and itself', want: 'false' },
    { given: 'There is at least one prime between 124 and 133', want: 'true' },
    { given: 'There is at least one prime between 114 and 126', want: 'false' },
    { given: '29 and 31 are twin primes', want: 'true' },
    { given: '3 ∣ 603', want: 'true' },
    { given: '17 goes into 10^9 - 1 without a remainder', want: 'false' },
    { given: '7 goes into 10^6 - 1 evenly', want: 'true' },
    // Remainders, congruences, gcd and lcm by meaning.
    { given: 'When 100 is divided by 7, the remainder is 2', want: 'true' },
    // A quotient stated with its remainder: both must be right (issue 22).
    { given: '297 divided by 14 gives 21 with a remainder of 3', want: 'true' },
    { given: '297 divided by 14 gives 21 with a remainder of 4', want: 'false' },
    { given: '297 ÷ 14 = 21 r 3', want: 'true' },
    { given: '763 ÷ 10 is 76 remainder 4', want: 'false' },
    { given: 'When 297 is divided by 14, the quotient is 21 and the remainder is 3', want: 'true' },
    { given: 'Dividing 297 by 14 gives a quotient of 20 and a remainder of 17', want: 'false' },
    { given: '14 goes into 297 21 times with 3 left over', want: 'true' },
    // The value named first, then what it is (issue 22); prime factors at either end; digits that add up.
    { given: '12 is the greatest common divisor of 24 and 36', want: 'true' },
    { given: '6 is the GCD of 24 and 36', want: 'false' },
    { given: '72 is the least common multiple of 24 and 36', want: 'true' },
    { given: '5050 is the sum of the integers from 1 to 100', want: 'true' },
    { given: 'The largest prime factor of 60 is 5', want: 'true' },
    { given: 'The smallest prime factor of 91 is 13', want: 'false' },
    { given: 'The digits of 12345 add up to 15', want: 'true' },
    { given: '12345 has digit sum 16', want: 'false' },
    { given: '2 is the only even prime', want: 'uncertain' },
    { given: '100 leaves a remainder of 3 when divided by 7', want: 'false' },
    { given: '8321 ≡ 2 (mod 3)', want: 'true' },
    { given: 'The largest number that divides both 77 and 105 is 7', want: 'true' },
    { given: 'The smallest number divisible by both 6 and 8 is 48', want: 'false' },
    // Factorials ending a sentence keep their "!" before a full stop.
    { given: 'There are 12 zeros at the end of 60!.', want: 'false' },
    // A final "!" without a full stop is read as an exclamation: "zeros in 60" says nothing.
    { given: 'There are 14 trailing zeros in 60!', want: 'uncertain' },
    { given: '60! has 14 trailing zeros', want: 'true' },
    { given: '25! ends in 6 zeros', want: 'true' },
    // Divisor functions, special numbers, digits, primes in order, Fibonacci, sums, bases.
    { given: 'φ(36) = 12', want: 'true' },
    { given: "Euler's totient of 10 is 5", want: 'false' },
    { given: 'The sum of the divisors of 12 is 28', want: 'true' },
    { given: 'The proper divisors of 28 add up to 28', want: 'true' },
    { given: '12 is an abundant number', want: 'true' },
    { given: '729 is both a perfect square and a perfect cube', want: 'true' },
    { given: '36 is a triangular number', want: 'true' },
    { given: '50 is a triangular number', want: 'false' },
    { given: 'The last digit of 7^100 is 1', want: 'true' },
    { given: 'The next prime after 89 is 97', want: 'true' },
    { given: 'The largest prime below 100 is 89', want: 'false' },
    { given: 'F(10) = 55', want: 'true' },
    { given: 'The 10th Fibonacci number is 55', want: 'true' },
    // 34 is the 10th Fibonacci number only when counting from F(0) = 0.
    { given: 'The 10th Fibonacci number is 34', want: 'uncertain' },
    { given: '1 + 3 + 5 + ... + 49 = 625', want: 'true' },
    { given: '2 + 4 + ... + 64 = 1056', want: 'uncertain' },
    { given: 'The sum of the first 28 odd numbers is 784', want: 'true' },
    { given: 'The sum of the first 10 natural numbers is 45', want: 'uncertain' },
    { given: 'The sum of the integers from 1 to 1000 is 500500', want: 'true' },
    { given: 'The binary number 1010001 equals 81 in decimal', want: 'true' },
    { given: '255 in hexadecimal is fe', want: 'false' },
    // "between" may or may not count prime end points: 8 with them, 6 without.
    { given: 'There are 8 primes between 2 and 19', want: 'uncertain' },
    { given: 'There are 7 primes between 2 and 19', want: 'false' },
    { given: 'There are 4 primes between 20 and 40', want: 'true' },
    { given: '1010 in binary is 10', want: 'uncertain' },
    { given: '10 in binary is 1010', want: 'uncertain' },
    { given: '12 in binary is 1100', want: 'true' },
    { given: '255 in hexadecimal is ff', want: 'true' },
    // Not number theory.
    { given: 'Note that 55 factors into primes as 5 x 11', want: 'true' },
    { given: '7 is a lucky number', want: 'uncertain' },
    { given: 'Prime numbers are interesting', want: 'uncertain' },
    { given: '97 is probably prime', want: 'uncertain' },
  ];
  it.each(cases)('says $want for "$given"', ({ given, want }) => {
    expect(checkNumberTheory(given).verdict).toBe(want);
  });

  it('agrees with trial division on every number below 2000', () => {
    for (let n = 0; n < 2000; n++) {
      let prime = n >= 2;
      for (let d = 2; d * d <= n; d++) if (n % d === 0) prime = false;
      expect(isPrime(BigInt(n))).toBe(prime);
    }
  });

  it('factorises into primes whose product is the number', () => {
    const f = factorize(2n ** 10n * 3n * 1_000_003n)!;
    expect([...f.entries()]).toEqual([[2n, 10], [3n, 1], [1_000_003n, 1]]);
  });

  it('names a factor when it refutes primality', () => {
    expect(checkNumberTheory('1403 is prime').evidence).toContain('23 × 61');
  });
});
