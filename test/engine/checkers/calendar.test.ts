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
    // Date phrases: the day before or after, N days on, holidays on fixed dates, year ends, the n-th weekday of a month.
    { given: 'The day preceding 2000-02-28 is 2000-02-27', want: 'true' },
    { given: 'The day before 2044-02-28 was 2044-02-26', want: 'false' },
    { given: 'The day after 28 February 2024 is 29 February 2024', want: 'true' },
    { given: '980 days after 2064-04-12 falls on a Saturday', want: 'true' },
    { given: '733 days after 1 December 1990 it was a Wednesday', want: 'false' },
    { given: 'Christmas 2029 is a Tuesday', want: 'true' },
    { given: 'Halloween 2041 lands on a Tuesday', want: 'false' },
    { given: "Valentine's Day 2016 was a Sunday", want: 'true' },
    { given: 'Pi Day (March 14) 2039 is a Monday', want: 'true' },
    // A date in parentheses that is not the holiday's own is not read.
    { given: 'Pi Day (March 15) 2039 is a Tuesday', want: 'uncertain' },
    { given: 'The final day of 2013 was a Tuesday', want: 'true' },
    { given: 'Tuesday was the day of the week of the last day of 2045', want: 'false' },
    { given: '2037 began with a Thursday', want: 'true' },
    { given: 'The year 2076 opened on a Thursday', want: 'false' },
    { given: 'It was a Wednesday on 1986-08-06', want: 'true' },
    { given: 'The first Tuesday of July 1925 was July 8', want: 'false' },
    { given: 'The third Tuesday of August 2005 was August 16', want: 'true' },
    { given: 'The last Monday of May 2024 was May 27', want: 'true' },
    { given: 'In 1947, day number 10 fell on January 10', want: 'true' },
    { given: '19 October 1905 was day 292 of that year', want: 'true' },
    { given: '2036-08-14 has ordinal date 2036-257', want: 'false' },
    // Counting, gaps, and one date relative to another.
    { given: 'Going back 262 days from August 10, 1916 gives November 22, 1915', want: 'true' },
    { given: 'Counting 845 days forward from June 17, 2092 lands on October 10, 2094', want: 'true' },
    { given: 'March 2, 1971 comes right after March 1, 1971', want: 'true' },
    { given: '20 Apr 1995 comes eleven weeks before 7 Jul 1995', want: 'false' },
    { given: '20 Apr 1995 comes 11 weeks before 6 Jul 1995', want: 'true' },
    { given: 'The gap between December 15, 1936 and April 10, 1938 is 481 days', want: 'true' },
    { given: 'The gap between 16 April 2053 and 14 April 2057 is 1466 days', want: 'false' },
    // Lengths of periods, the order of months.
    { given: 'The first quarter of 1980 has 91 days', want: 'true' },
    { given: 'The second quarter of 2045 has 93 days', want: 'false' },
    { given: 'The first half of 1961 had 181 days', want: 'true' },
    { given: 'March, April and May 1910 together have 91 days', want: 'false' },
    { given: 'February 1921 was 28 days long', want: 'true' },
    { given: 'July is a 31-day month', want: 'true' },
    { given: 'February is a 28-day month', want: 'uncertain' },
    { given: 'January comes right after August', want: 'false' },
    { given: 'The month after November is December', want: 'true' },
    { given: 'The month after December is January', want: 'true' },
    // Weekdays over a year, Friday the 13th, February 29.
    { given: 'The year 2086 contains 52 Fridays', want: 'true' },
    { given: '2070 had 53 Tuesdays', want: 'false' },
    { given: '2024 has 53 Mondays', want: 'true' },
    { given: 'Friday the 13th occurred three times in 2093', want: 'true' },
    { given: 'There were three Friday the 13ths in 2047', want: 'false' },
    { given: 'There was a Friday the 13th in February 2023', want: 'false' },
    { given: 'August 1921 had a Friday the 13th', want: 'false' },
    { given: 'There was no February 29 in 2119', want: 'true' },
    { given: '2100 has a February 29', want: 'false' },
    // Not checkable: invalid dates, events, vague time.
    { given: 'February 30, 2020 was a Monday', want: 'uncertain' },
    { given: 'The Eiffel Tower was completed in 1889', want: 'uncertain' },
    { given: 'Our team meeting was moved to Thursday', want: 'uncertain' },
    { given: '2023 was a great year for music', want: 'uncertain' },
    { given: '03/04/2020 was a Tuesday', want: 'uncertain' },
    // Issue 22: date phrases and claim forms in more of the ways English has.
    { given: 'The 292nd day of 1905 was 20 October', want: 'false' },
    { given: 'Day 292 of 1905 fell on 19 October', want: 'true' },
    { given: '1905-292 is 19 October 1905', want: 'true' },
    { given: 'In 1905, 19 October was the 293rd day', want: 'false' },
    { given: 'In 2029, Christmas is on a Tuesday', want: 'true' },
    { given: 'Thursday occurs 52 times in 2037', want: 'false' },
    { given: 'Friday the 13th fell three times in 2037', want: 'true' },
    { given: 'The month of March 2037 has 31 days', want: 'true' },
    { given: 'Q2 2045 has 90 days', want: 'false' },
    { given: 'January through June 1961 has 181 days', want: 'true' },
    { given: 'It is 70 days from 20 Apr 1995 to 29 Jun 1995', want: 'true' },
    { given: 'Ten weeks after 20 April 1995 it was 29 June 1995', want: 'true' },
    { given: 'November is followed by January', want: 'false' },
    { given: 'June to April 2045 has 91 days', want: 'uncertain' },
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
