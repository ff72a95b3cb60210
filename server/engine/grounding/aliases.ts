// Other names of the same country (issue 23 "names with aliases"): "the U.S.", "America",
// "American" and "United States" name one place, and so do "Britain", "UK" and "British". Used
// only to decide whether a name the content uses is one the documents mention; never as a fact
// (when documents are given, only they decide, and this table says nothing about the world).

import countryData from 'world-countries';
import { foldWord } from './lexicon.js';
import { wordTable } from '../word-table.js';

interface CountryRow {
  region: string;
  cca2: string;
  cca3: string;
  name: { common: string; official: string };
  altSpellings: string[];
  demonyms?: { eng?: { m?: string; f?: string } };
  unMember?: boolean;
}
// Member states first: where a territory shares a demonym with its state ("French" of the French
// Southern Territories, "American" of the Northern Mariana Islands), the word names the state
// (gnews: "the French cyclist" of "France's Alaphilippe" was read as another country).
const countryRows = (countryData as unknown as CountryRow[]).slice().sort((a, b) => Number(b.unMember === true) - Number(a.unMember === true));

const fold = (s: string) => s.split(/[\s-]+/).map(foldWord).filter(Boolean).join(' ');

// Common names that world-countries does not list for a country.
const EXTRA = wordTable<string[]>({
  US: ['america', 'americans', 'usa', 'us', 'united states of america', 'the states'],
  GB: ['britain', 'great britain', 'british', 'brits', 'brit', 'briton', 'britons', 'uk'],
  // The nations of the United Kingdom are parts of it: a document that says "Scotland" says the
  // UK, one that says "the UK" does not say Scotland (countryCovers).
  'GB-ENG': ['england', 'english', 'englishman', 'englishwoman', 'englishmen', 'englishwomen'],
  'GB-SCT': ['scotland', 'scottish', 'scots', 'scot', 'scotsman', 'scotswoman', 'scotsmen', 'scotswomen'],
  'GB-WLS': ['wales', 'welsh', 'welshman', 'welshwoman', 'welshmen', 'welshwomen'],
  'GB-NIR': ['northern ireland', 'northern irish'],
  NL: ['holland', 'dutch'],
  RU: ['russia', 'russian'],
  KR: ['south korea', 'south korean', 'korea'],
  KP: ['north korea', 'north korean'],
  CN: ['china', 'chinese'],
  AE: ['uae', 'emirates'],
  // world-countries names it Türkiye; English texts still write Turkey.
  TR: ['turkey', 'turkish', 'turks', 'turk'],
  // A person of a country by a noun of its own, not the adjective (gnews: "the Spaniard").
  ES: ['spaniard', 'spaniards'],
  SE: ['swede', 'swedes'],
  DK: ['dane', 'danes'],
  NZ: ['kiwi', 'kiwis'],
  AU: ['aussie', 'aussies'],
  PH: ['filipino', 'filipinos', 'filipina'],
});

/** Folded alias -> ISO 3166 alpha-2 code. Ambiguous two-letter codes ("IN", "IT") only as written in capitals. */
export const COUNTRY_ALIASES: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  const add = (alias: string, code: string) => {
    const a = fold(alias);
    if (a && !m.has(a)) m.set(a, code);
  };
  for (const [code, aliases] of Object.entries(EXTRA)) for (const a of aliases) add(a, code);
  for (const c of countryRows) {
    add(c.name.common, c.cca2);
    add(c.name.official, c.cca2);
    const demonyms = c.demonyms?.eng;
    if (demonyms?.m) add(demonyms.m, c.cca2);
    if (demonyms?.f) add(demonyms.f, c.cca2);
    // Its people: the plural of a demonym that is a noun ("Germans", "Italians"), and a man or a
    // woman of a demonym in "-ch"/"-sh" ("Frenchman", "Dutchwoman", "Irishmen") (gnews).
    for (const d of new Set([demonyms?.m, demonyms?.f])) {
      if (!d || /\s/.test(d)) continue;
      if (/(?:an|i)$/i.test(d)) add(`${d}s`, c.cca2);
      if (/(?:ch|sh)$/i.test(d)) for (const x of ['man', 'woman', 'men', 'women']) add(`${d}${x}`, c.cca2);
    }
    for (const alt of c.altSpellings) if (alt.length > 3 && /\p{L}{4}/u.test(alt)) add(alt, c.cca2);
  }
  return m;
})();

/**
 * Folded names of a country as a place (common, official and other spellings: "Germany",
 * "the UK", "Scotland"), not its people or adjective ("German", "Scottish"): where something is.
 */
const COUNTRY_PLACES: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  const add = (alias: string, code: string) => {
    const a = fold(alias);
    if (a && !m.has(a)) m.set(a, code);
  };
  const places: Record<string, string[]> = {
    US: ['america', 'usa', 'us', 'united states of america'], GB: ['britain', 'great britain', 'uk'], 'GB-ENG': ['england'], 'GB-SCT': ['scotland'],
    'GB-WLS': ['wales'], 'GB-NIR': ['northern ireland'], NL: ['holland'], RU: ['russia'], KR: ['south korea', 'korea'], KP: ['north korea'], CN: ['china'], AE: ['uae'], TR: ['turkey'],
  };
  for (const [code, aliases] of Object.entries(places)) for (const a of aliases) add(a, code);
  for (const c of countryRows) {
    add(c.name.common, c.cca2);
    add(c.name.official, c.cca2);
    for (const alt of c.altSpellings) if (alt.length > 3 && /\p{L}{4}/u.test(alt)) add(alt, c.cca2);
  }
  return m;
})();

/** The country a name (folded words) names as a place ("Germany", not "German"), if it is one. */
export function countryPlaceOf(words: readonly string[]): string | undefined {
  return COUNTRY_PLACES.get(words.join(' '));
}

/** Country codes acronyms stand for when written in capitals ("US", "UK", "UAE", "USA"). */
export function countryOfAcronym(text: string): string | undefined {
  const letters = text.replace(/\./g, '');
  if (!/^[A-Z]{2,3}$/.test(letters)) return undefined;
  const m = COUNTRY_ALIASES.get(letters.toLowerCase());
  if (m) return m;
  return countryRows.find((c) => c.cca3 === letters)?.cca2;
}

/** The country a name (folded words) stands for, if it is one of the aliases. */
export function countryOf(words: readonly string[]): string | undefined {
  return COUNTRY_ALIASES.get(words.join(' '));
}

/** The country a part of a country belongs to ("GB-SCT" -> "GB"); a country is its own. */
export function wholeCountry(code: string): string {
  return code.split('-')[0]!;
}

/** Whether a document naming `given` names the claimed country: the same, or a part of it ("Scotland" says the UK). */
export function countryCovers(claimed: string, given: string): boolean {
  return claimed === given || claimed === wholeCountry(given);
}

/** Whether two countries may be one (the same, or one a part of the other): "British" and "English" do not differ. */
export function countriesAgree(a: string, b: string): boolean {
  return countryCovers(a, b) || countryCovers(b, a);
}

/** Continents and their adjectives ("European"), folded, by the region world-countries files countries under. */
const REGIONS = wordTable<string>({
  europe: 'Europe', european: 'Europe', europeans: 'Europe', africa: 'Africa', african: 'Africa', africans: 'Africa',
  asia: 'Asia', asian: 'Asia', asians: 'Asia', oceania: 'Oceania',
});

/** The continent a name stands for ("European" -> Europe), if it is one. */
export function regionOf(words: readonly string[]): string | undefined {
  return REGIONS[words.join(' ')];
}

/** The continent of a country (or of the country a part belongs to). */
export function regionOfCountry(code: string): string | undefined {
  const whole = wholeCountry(code);
  return countryRows.find((c) => c.cca2 === whole)?.region;
}
