// Claims outside the engine's domains (history, opinions, vague or private statements, current
// events, science trivia) and sentences that assert nothing (questions, hedges) must stay
// uncertain, however much they look like the decidable kinds (README: "other" wants uncertain).
import { describe, expect, it } from 'vitest';
import { checkClaim } from '../../../server/engine/checkers/index.js';

const OTHER = [
  'The French Revolution began in 1789',
  'Einstein was born in 1879',
  'The Statue of Liberty was a gift from France',
  'Paris is the most beautiful city in Europe',
  'Paris is the capital of fashion',
  'Paris is in France',
  'Chess is the best game',
  '7 is a lucky number',
  '13 is an unlucky number',
  'My brother is 12 years old',
  'The meeting is at 5:30',
  'Call 555-1234 for details',
  'Version 2.10 is newer than 2.9',
  'The score was 3-2',
  'Room 101 is on floor 3',
  'France has 68 million inhabitants',
  'The population of Tokyo is about 14 million',
  'Mount Everest is 8849 metres tall',
  'Water boils at 100 degrees Celsius at sea level',
  'Water freezes at 32 °F',
  'The speed of light is about 300000 km/s',
  'It will rain tomorrow',
  'The company earned $5 million in 2023',
  "Apple's share price will rise next year",
  'The year 2000 was a good year',
  'March is a lovely month',
  'Iron is the most common element on Earth',
  'Mercury is the closest planet to the Sun',
  'Gold is a good investment',
  'Helium makes your voice sound funny',
  'The euro is a strong currency',
  'Japan is a beautiful country',
  'Most people think 2 + 2 = 4 is obvious',
  'A dozen eggs costs $3 at my shop',
  'I ran 5 km in 30 minutes',
  'The train leaves at 10:15 from platform 2',
  'Our team won 3 of its 5 games',
  'She scored 9 out of 10',
  'The recipe needs 2 cups of flour and 3 eggs',
  'The bill came to $42 for four people',
  // Near misses of the decidable grammars.
  'The Georgian capital is Atlanta',
  'The Texas capital is Austin',
  'The Dominican capital is Santo Domingo',
  'x + y = 5, so x = 2',
  'If 2x + 7 = -1, then x is negative',
  'The bill totals $42',
  'There are 5 more apples than pears',
  'The divisors of 12 are small',
  'One of the 3 boys is 12',
  'Half of the class is 15',
  'The second of the two numbers is 7',
];

const NOT_ASSERTIONS = [
  'Is 7 prime?',
  'Is the capital of France Paris?',
  'What is 6 × 7?',
  'Does 1 mile equal 1.609 km?',
  'Was 1 January 2000 a Saturday?',
  '7 is probably prime',
  'I think the capital of Australia is Sydney',
  '2 + 2 might be 5',
  'Maybe 2024 is a leap year',
  'Gold could be element 79',
  'It is likely that 91 is prime',
];

describe('claims outside the decidable domains', () => {
  it.each(OTHER)('stay uncertain: %s', (claim) => {
    expect(checkClaim(claim).verdict).toBe('uncertain');
  });
});

describe('questions and hedged statements', () => {
  it.each(NOT_ASSERTIONS)('stay uncertain: %s', (claim) => {
    expect(checkClaim(claim).verdict).toBe('uncertain');
  });
});
