import { describe, expect, it } from 'vitest';
import { checkCalendar, civilFromDays, daysFromCivil, weekday } from '../../../server/engine/checkers/calendar.js';

type Case = { given: string; want: 'true' | 'false' | 'uncertain' };

describe('checkCalendar', () => {
  const cases: Case[] = [
    { given: 'The first of January 2000 was a Saturday', want: 'true' },
    { given: 'The twenty-first of March 2021 was a Monday', want: 'false' },
    { given: 'In 2024, February has 29 days', want: 'true' },
    { given: 'February has 29 days in 2023', want: 'false' },
    { given: 'The date 2 days after January 6, 1970 is January 8, 1970', want: 'true' },
    { given: '14 May 1970 is 2 weeks later than 30 April 1970', want: 'true' },
    { given: '2024 is a leap year', want: 'true' },
    { given: '1900 was a leap year', want: 'false' },
    { given: '2000 was a leap year', want: 'true' },
    { given: '2100 will not be a leap year', want: 'true' },
    { given: 'The year 2100 will have 366 days', want: 'false' },
    { given: '1988 had only 365 days', want: 'false' },
    { given: 'January 1, 2000 was a Saturday', want: 'true' },
    { given: '1 January 2000 was a Sunday', want: 'false' },
    { given: 'Jan 1st, 2000 was a Saturday', want: 'true' },
    { given: 'the 4th of July 1776 was a Thursday', want: 'true' },
    { given: '2019-06-23 fell on a Sunday', want: 'true' },
    { given: '1976-11-03 fell on a Saturday', want: 'false' },
    { given: 'July 11, 2032 will be a Sunday', want: 'true' },
    { given: 'May 2, 2045 will be a Tuesday', want: 'true' },
    { given: '2014 began on a Thursday', want: 'false' },
    { given: '1982 began on a Friday', want: 'true' },
    { given: '1999 ended on a Friday', want: 'true' },
    { given: 'There are 30 days in April', want: 'true' },
    { given: 'There are 31 days in June', want: 'false' },
    { given: 'March has thirty-one days', want: 'true' },
    { given: 'May has 30 days', want: 'false' },
    { given: 'February 2044 will have 29 days', want: 'true' },
    { given: 'February 1900 had 29 days', want: 'false' },
    { given: 'February has 28 days', want: 'uncertain' },
    { given: '32 days after July 25, 2006 is August 26, 2006', want: 'true' },
    { given: '196 days after 1 November 2017 is 17 May 2018', want: 'false' },
    { given: '10 days before 5 March 2024 is 24 February 2024', want: 'true' },
    { given: 'Adding 166 days to 2 September 1956 gives 15 February 1957', want: 'true' },
    { given: 'Adding 39 days to 2007-12-28 gives 2008-02-12', want: 'false' },
    { given: 'There are 366 days between 1 January 2024 and 1 January 2025', want: 'true' },
    { given: '21 September 2004 is the 265th day of 2004', want: 'true' },
    { given: '3 June 2032 is day number 154 of the year', want: 'false' },
    { given: 'January is the first month of the year', want: 'true' },
    { given: 'May is the sixth month of the year', want: 'false' },
    { given: 'December is the twelfth month of the year', want: 'true' },
    { given: 'March 2036 will have 4 Fridays', want: 'true' },
    { given: 'January 2005 had 5 Thursdays', want: 'false' },
    // Not checkable: invalid dates, events, vague time.
    { given: 'February 30, 2020 was a Monday', want: 'uncertain' },
    { given: 'The Eiffel Tower was completed in 1889', want: 'uncertain' },
    { given: 'Our team meeting was moved to Thursday', want: 'uncertain' },
    { given: '2023 was a great year for music', want: 'uncertain' },
    { given: '03/04/2020 was a Tuesday', want: 'uncertain' },
  ];
  it.each(cases)('says $want for "$given"', ({ given, want }) => {
    expect(checkCalendar(given).verdict).toBe(want);
  });

  it('round-trips day counts across four centuries of the proleptic Gregorian calendar', () => {
    for (let z = daysFromCivil(1600, 1, 1); z < daysFromCivil(2401, 1, 1); z += 37) {
      const [y, m, d] = civilFromDays(z);
      expect(daysFromCivil(y, m, d)).toBe(z);
    }
    expect(weekday(1970, 1, 1)).toBe(3); // Thursday
    expect(weekday(1, 1, 1)).toBe(0); // proleptic 1 January 1 was a Monday
  });
});
