// Reference data shipped in npm packages (nothing is downloaded at run time):
// countries from `world-countries` (ODbL) and chemical elements from `chemical-elements` (MIT).
// Each entity carries the Wikipedia page that a person can check the fact against.

import { elements as elementRows } from 'chemical-elements';
import countryRows from 'world-countries';
import { foldName } from './text.js';
import { wordTable } from '../word-table.js';

export interface Country {
  name: string;
  names: string[];
  capitals: string[];
  /** The capitals as shown in explanations (without spelling variants). */
  displayCapitals: string[];
  /** Capitals that reasonable sources dispute or that are only seats of government: never decided. */
  disputedCapitals: string[];
  /** The continent of the dataset region, then other continents it spans (transcontinental). */
  continent: string;
  otherContinents: string[];
  /** Dataset subregion, e.g. "Central America", "Caribbean". */
  subregion: string;
  currencies: { code: string; name: string }[];
  languages: string[];
  landlocked: boolean;
  borders: string[];
  code: string;
  url: string;
}

export interface Element {
  name: string;
  names: string[];
  symbol: string;
  number: number;
  groups: ElementGroup[];
  url: string;
}

export type ElementGroup = 'noble gas' | 'halogen' | 'alkali metal' | 'alkaline earth metal';

const WIKI = 'https://en.wikipedia.org/wiki/';

function wiki(title: string): string {
  return WIKI + encodeURI(title.replace(/ /g, '_'));
}

// Countries whose capital is contested or split between cities (decided: say uncertain on these).
const CAPITAL_OVERRIDES = wordTable<{ capitals?: string[]; display?: string[]; disputed: string[] }>({
  USA: { capitals: ['Washington, D.C.', 'Washington D.C.', 'Washington DC', 'Washington'], display: ['Washington, D.C.'], disputed: [] },
  BOL: { capitals: ['Sucre'], disputed: ['La Paz'] },
  LKA: { capitals: ['Sri Jayawardenepura Kotte', 'Kotte'], display: ['Sri Jayawardenepura Kotte'], disputed: ['Colombo'] },
  SWZ: { capitals: ['Mbabane', 'Lobamba'], disputed: [] },
  ISR: { capitals: [], disputed: ['Jerusalem', 'Tel Aviv'] },
  PSE: { capitals: [], disputed: ['Ramallah', 'East Jerusalem', 'Jerusalem'] },
  MYS: { disputed: ['Putrajaya'] },
  BEN: { disputed: ['Cotonou'] },
  CIV: { disputed: ['Abidjan'] },
  TZA: { disputed: ['Dar es Salaam'] },
  BDI: { disputed: ['Bujumbura'] },
  IDN: { disputed: ['Nusantara'] },
  YEM: { disputed: ['Aden'] },
  ESH: { capitals: [], disputed: ['El Aaiún', 'Laayoune'] },
});

// Countries spanning two continents by common definitions (spec for claims: only long-settled facts).
const TRANSCONTINENTAL = wordTable<string[]>({
  RUS: ['Asia'], TUR: ['Europe'], KAZ: ['Europe'], AZE: ['Europe'], GEO: ['Europe'], ARM: ['Europe'], CYP: ['Asia'],
  EGY: ['Asia'], IDN: ['Oceania'], TLS: ['Oceania'], PNG: ['Asia'], PAN: ['South America'], TTO: ['South America'],
  ISL: ['North America'], GRL: ['Europe'], ESP: ['Africa'], PRT: ['Africa'], FRA: ['South America', 'North America', 'Africa', 'Oceania'],
  USA: ['Oceania'], NLD: ['North America'], DNK: ['North America'], YEM: ['Africa'], COL: ['North America'], CHL: ['Oceania'],
});

const EXTRA_COUNTRY_NAMES = wordTable<string[]>({
  GBR: ['Britain', 'Great Britain', 'UK', 'U.K.', 'England'],
  USA: ['US', 'U.S.', 'USA', 'U.S.A.', 'the United States of America'],
  TUR: ['Turkey'],
  CZE: ['Czech Republic'],
  CIV: ["Cote d'Ivoire"],
  MMR: ['Burma'],
  SWZ: ['Swaziland'],
  TLS: ['East Timor'],
  MKD: ['Macedonia'],
  COD: ['DR Congo', 'DRC', 'Democratic Republic of the Congo', 'Congo-Kinshasa'],
  COG: ['Republic of the Congo', 'Congo-Brazzaville'],
  NLD: ['Holland'],
  VAT: ['Vatican', 'Vatican City', 'the Holy See'],
  CPV: ['Cape Verde'],
});

// "England" is part of the UK, not the UK; but its capital and currency coincide, so it is kept as a name.
const CURRENCY_ALIASES = wordTable<string[]>({
  GBP: ['pound sterling', 'sterling', 'british pound', 'pound', 'pounds'],
  USD: ['us dollar', 'u.s. dollar', 'american dollar', 'dollar'],
  EUR: ['euro', 'euros'],
  CNY: ['renminbi', 'yuan', 'chinese yuan', 'rmb'],
  JPY: ['yen'],
  RUB: ['rouble', 'russian rouble', 'ruble'],
  PLN: ['zloty', 'polish zloty'],
  CZK: ['koruna', 'czech crown'],
  SEK: ['krona', 'swedish crown'],
  NOK: ['krone', 'norwegian crown'],
  DKK: ['krone', 'danish crown'],
  ISK: ['krona', 'icelandic crown'],
  TRY: ['lira'],
  INR: ['rupee', 'indian rupee'],
  KRW: ['won'],
  CHF: ['franc', 'swiss franc'],
});

/** Continent of a world-countries region/subregion. */
function continentOf(region: string, subregion: string): string {
  if (region === 'Americas') return subregion === 'South America' ? 'South America' : 'North America';
  if (region === 'Antarctic') return 'Antarctica';
  return region;
}

interface CountryRow {
  name: { common: string; official: string };
  altSpellings: string[];
  capital: string[];
  region: string;
  subregion: string;
  currencies?: Record<string, { name: string }>;
  languages?: Record<string, string>;
  landlocked: boolean;
  borders: string[];
  cca3: string;
  demonyms?: { eng?: { m?: string; f?: string } };
  unMember?: boolean;
}

const WIKI_TITLE_OVERRIDES = wordTable<string>({ GEO: 'Georgia (country)', IRL: 'Republic of Ireland', COG: 'Republic of the Congo', TUR: 'Turkey' });

export const COUNTRIES: Country[] = (countryRows as unknown as CountryRow[]).map((c) => {
  const override = CAPITAL_OVERRIDES[c.cca3];
  const capitals = override?.capitals ?? c.capital;
  const names = [c.name.common, c.name.official, ...c.altSpellings.filter((a) => a.length > 3 || /^[A-Z]{2,3}$/.test(a) === false), ...(EXTRA_COUNTRY_NAMES[c.cca3] ?? [])];
  return {
    name: c.name.common,
    names: [...new Set(names)],
    capitals,
    displayCapitals: override?.display ?? capitals,
    disputedCapitals: override?.disputed ?? [],
    continent: continentOf(c.region, c.subregion),
    otherContinents: TRANSCONTINENTAL[c.cca3] ?? [],
    subregion: c.subregion,
    currencies: Object.entries(c.currencies ?? {}).map(([code, v]) => ({ code, name: v.name })),
    languages: Object.values(c.languages ?? {}),
    landlocked: c.landlocked,
    borders: c.borders,
    code: c.cca3,
    url: wiki(WIKI_TITLE_OVERRIDES[c.cca3] ?? c.name.common),
  };
});

const COUNTRY_BY_NAME = new Map<string, Country>();
const COUNTRY_BY_CODE = new Map<string, Country>();
for (const c of COUNTRIES) {
  COUNTRY_BY_CODE.set(c.code, c);
  for (const n of c.names) {
    const key = foldName(n).replace(/^the /, '');
    if (key && !COUNTRY_BY_NAME.has(key)) COUNTRY_BY_NAME.set(key, c);
  }
}
// Common names win over alternative spellings of other entries.
for (const c of COUNTRIES) COUNTRY_BY_NAME.set(foldName(c.name).replace(/^the /, ''), c);
for (const [code, names] of Object.entries(EXTRA_COUNTRY_NAMES)) {
  const c = COUNTRY_BY_CODE.get(code);
  if (c) for (const n of names) COUNTRY_BY_NAME.set(foldName(n).replace(/^the /, ''), c);
}

// "The French capital": a demonym names its country only when no other country shares it
// ("Dominican", "Congolese" and "Korean" name two countries each, so they name none). Only
// UN members count: "French" is also the demonym of the French Southern Lands.
const DEMONYM_OWNERS = new Map<string, Set<string>>();
for (const row of countryRows as unknown as CountryRow[]) {
  if (!row.unMember) continue;
  for (const d of [row.demonyms?.eng?.m, row.demonyms?.eng?.f]) {
    if (!d) continue;
    const key = foldName(d);
    DEMONYM_OWNERS.set(key, (DEMONYM_OWNERS.get(key) ?? new Set()).add(row.cca3));
  }
}

/** The one country a demonym ("French", "Japanese") belongs to, if it belongs to exactly one. */
export function countryByDemonym(text: string): Country | undefined {
  const owners = DEMONYM_OWNERS.get(foldName(text));
  const country = owners && owners.size === 1 ? COUNTRY_BY_CODE.get([...owners][0]!) : undefined;
  // "Georgian" also names people of the US state, as "Georgia" names both.
  return country && !AMBIGUOUS_NAMES.has(foldName(country.name)) ? country : undefined;
}

// Names that also denote other well-known places (the US state of Georgia, the two Congos,
// the two Koreas, the continent America): claims using them are ambiguous, so no lookup.
const AMBIGUOUS_NAMES = new Set(['georgia', 'congo', 'korea', 'america', 'the americas', 'guinea republic']);

export function findCountry(text: string): Country | undefined {
  const key = foldName(text).replace(/^the /, '').replace(/'s$/, '');
  return AMBIGUOUS_NAMES.has(key) ? undefined : COUNTRY_BY_NAME.get(key);
}

export function countryByCode(code: string): Country | undefined {
  return COUNTRY_BY_CODE.get(code);
}

/** Every city that is a capital somewhere: evidence that a claimed name really is a city. */
export const ALL_CAPITALS = new Set(COUNTRIES.flatMap((c) => [...c.capitals, ...c.disputedCapitals]).map(foldName));

export const CONTINENTS = wordTable<string>({
  africa: 'Africa', african: 'Africa',
  asia: 'Asia', asian: 'Asia',
  europe: 'Europe', european: 'Europe',
  'north america': 'North America', 'north american': 'North America',
  'south america': 'South America', 'south american': 'South America',
  oceania: 'Oceania', oceanian: 'Oceania',
  antarctica: 'Antarctica',
});

/** Parts of continents that claims name ("Panama is in Central America"): checked against the subregion. */
export const SUBREGIONS = wordTable<string>({
  'central america': 'Central America', 'central american': 'Central America',
  caribbean: 'Caribbean', 'the caribbean': 'Caribbean',
});

function currencyHead(name: string): string {
  const words = foldName(name).split(' ');
  return words[words.length - 1]!.replace(/s$/, '');
}

/** Last words of every currency name ("franc", "dollar", "euro"): a claimed name must be one of these. */
export const CURRENCY_HEADS = new Set([
  ...COUNTRIES.flatMap((c) => c.currencies.map((x) => currencyHead(x.name))),
  ...Object.values(CURRENCY_ALIASES).flat().map(currencyHead),
]);

/** Whether a claimed currency name denotes one of the country's currencies. */
export function currencyMatches(country: Country, claimed: string): boolean {
  const c = foldName(claimed).replace(/^the /, '').replace(/ currency$/, '');
  const cw = c.split(' ');
  for (const cur of country.currencies) {
    if (c === cur.code.toLowerCase()) return true;
    const full = foldName(cur.name);
    if (full === c || full.endsWith(' ' + c)) return true;
    if ((CURRENCY_ALIASES[cur.code] ?? []).some((a) => foldName(a) === c)) return true;
    // "US dollar", "Japanese yen": the head word matches and the rest names this country.
    const fw = full.split(' ');
    if (cw.length > 1 && cw[cw.length - 1]!.replace(/s$/, '') === fw[fw.length - 1]) {
      const allowed = new Set([...fw, ...country.names.flatMap((n) => foldName(n).split(' '))]);
      if (cw.slice(0, -1).every((w) => allowed.has(w))) return true;
    }
  }
  return false;
}

export function isCurrencyName(claimed: string): boolean {
  const c = foldName(claimed).replace(/^the /, '');
  return CURRENCY_HEADS.has(currencyHead(c)) || COUNTRIES.some((k) => k.currencies.some((x) => x.code.toLowerCase() === c));
}

export const LANGUAGES = new Set(COUNTRIES.flatMap((c) => c.languages.map(foldName)));

// ---------------------------------------------------------------------------------------
// Elements. Group membership follows from the atomic number: the noble gases close each
// period (2, 10, 18, 36, 54, 86, 118); alkali metals follow them (hydrogen excluded), alkaline
// earth metals come second, halogens just before. Tennessine and oganesson (117, 118) are
// predicted, not measured, so claims about their groups stay uncertain.

const NOBLE = [2, 10, 18, 36, 54, 86, 118];
export const UNSETTLED_GROUP_MEMBERS = new Set([117, 118]);

function groupsOf(z: number): ElementGroup[] {
  const g: ElementGroup[] = [];
  if (NOBLE.includes(z)) g.push('noble gas');
  if (NOBLE.includes(z + 1) && z > 1) g.push('halogen');
  if (NOBLE.includes(z - 1) && z < 119) g.push('alkali metal');
  if (NOBLE.includes(z - 2) && z < 119) g.push('alkaline earth metal');
  return g;
}

const ELEMENT_ALIASES = wordTable<string[]>({
  Aluminium: ['aluminum'],
  Caesium: ['cesium'],
  Sulfur: ['sulphur'],
});

const ELEMENT_WIKI = wordTable<string>({ Mercury: 'Mercury (element)' });

export const ELEMENTS: Element[] = (elementRows as { number: number; symbol: string; name: string }[]).map((e) => ({
  name: e.name,
  names: [e.name, ...(ELEMENT_ALIASES[e.name] ?? [])],
  symbol: e.symbol,
  number: e.number,
  groups: groupsOf(e.number),
  url: wiki(ELEMENT_WIKI[e.name] ?? e.name),
}));

const ELEMENT_BY_NAME = new Map<string, Element>();
for (const e of ELEMENTS) for (const n of e.names) ELEMENT_BY_NAME.set(foldName(n), e);

export function findElement(text: string): Element | undefined {
  return ELEMENT_BY_NAME.get(foldName(text).replace(/^(?:the\s+)?(?:element\s+|chemical\s+element\s+)/, '').replace(/'s$/, ''));
}

export function elementBySymbol(symbol: string): Element | undefined {
  return ELEMENTS.find((e) => e.symbol === symbol);
}

export function elementByNumber(z: number): Element | undefined {
  return ELEMENTS.find((e) => e.number === z);
}
