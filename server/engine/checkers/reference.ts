// Reference facts: countries (capital, continent, currency, official languages, borders,
// landlocked) and chemical elements (symbol, atomic number, membership of the noble gases,
// halogens, alkali and alkaline earth metals). These are data, not proofs: every decided
// result cites the Wikipedia page of each entity it used, and the formal method never
// relies on them.

import {
  ALL_CAPITALS, CONTINENTS, SUBREGIONS, countryByCode, countryByDemonym, currencyMatches, elementByNumber, elementBySymbol, findCountry,
  findElement, isCurrencyName, LANGUAGES, UNSETTLED_GROUP_MEMBERS, type Country, type Element, type ElementGroup,
} from './reference-data.js';
import { checkInFrame, firstRule, foldName, type Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { wordTable } from '../word-table.js';

const C = 'reference' as const;

// A proper name slot: letters, spaces, apostrophes, dots and hyphens; at most five words.
const NAME = String.raw`([\p{L}][\p{L}'’.\- ]{0,60}?)`;

function fact(holds: boolean, evidence: string, ...entities: (Country | Element | undefined)[]): CheckResult {
  const sources = [...new Set(entities.filter((e): e is Country | Element => Boolean(e)).map((e) => e.url))];
  return decided(holds, evidence, 'data', C, sources);
}

function sameName(a: string, b: string): boolean {
  return foldName(a).replace(/^the /, '') === foldName(b).replace(/^the /, '');
}

function looksLikeName(s: string): boolean {
  const words = s.trim().split(/\s+/);
  return words.length <= 5 && /^[\p{L}][\p{L}'’.\- ]*$/u.test(s.trim());
}

function capitalClaim(countryText: string, cityText: string, byDemonym = false): CheckResult | undefined {
  // "The New Zealand capital": a country's name also serves as its adjective.
  const country = (byDemonym ? countryByDemonym(countryText) : undefined) ?? findCountry(countryText);
  if (!country) return undefined;
  if (!looksLikeName(cityText)) return undefined;
  const city = cityText.trim().replace(/^the city of /i, '');
  if (country.disputedCapitals.some((d) => sameName(d, city))) {
    return uncertain(`The capital of ${country.name} is disputed or split between cities (${[...country.displayCapitals, ...country.disputedCapitals].join(', ')}).`, C);
  }
  if (country.capitals.length === 0) return uncertain(`The capital of ${country.name} is disputed.`, C);
  const holds = country.capitals.some((c) => sameName(c, city));
  if (!holds && findCountry(city) && !ALL_CAPITALS.has(foldName(city))) return undefined; // "X is the capital of Y" with X a country: a different sentence
  const caps = country.displayCapitals.join(' and ');
  return fact(holds, `The capital of ${country.name} is ${caps} (reference data), ${holds ? 'as claimed' : `not ${city}`}.`, country);
}

function continentClaim(countryText: string, continentText: string): CheckResult | undefined {
  const country = findCountry(countryText);
  const sub = SUBREGIONS[foldName(continentText).replace(/^the /, '')];
  if (country && sub) {
    return fact(country.subregion === sub, `${country.name} is in ${country.subregion || country.continent} (reference data)${country.subregion === sub ? '' : `, not ${sub}`}.`, country);
  }
  const continent = CONTINENTS[foldName(continentText).replace(/^the /, '')];
  if (!country || !continent) return undefined;
  if (country.continent === continent) return fact(true, `${country.name} is in ${country.continent} (reference data).`, country);
  if (country.otherContinents.includes(continent)) {
    return uncertain(`${country.name} is usually placed in ${country.continent} but part of it (or its territory) lies in ${continent}.`, C);
  }
  return fact(false, `${country.name} is in ${country.continent}${country.otherContinents.length ? ` (partly ${country.otherContinents.join(', ')})` : ''}, not ${continent} (reference data).`, country);
}

function currencyClaim(countryText: string, currencyText: string): CheckResult | undefined {
  const country = findCountry(countryText);
  if (!country) return undefined;
  const claimed = currencyText.trim().replace(/\s+as\s+(?:its|their)\s+(?:official\s+|national\s+)?currency$/i, '');
  if (!isCurrencyName(claimed)) return undefined;
  if (country.currencies.length === 0) return uncertain(`No currency is recorded for ${country.name}.`, C);
  const holds = currencyMatches(country, claimed);
  const names = country.currencies.map((c) => `${c.name} (${c.code})`).join(' and ');
  return fact(holds, `The currency of ${country.name} is the ${names} (reference data), ${holds ? 'as claimed' : `not the ${claimed.replace(/^the /i, '')}`}.`, country);
}

function languageClaim(countryText: string, languageText: string): CheckResult | undefined {
  const country = findCountry(countryText);
  if (!country) return undefined;
  const lang = foldName(languageText).replace(/^the /, '').replace(/ language$/, '');
  if (!LANGUAGES.has(lang)) return undefined;
  const holds = country.languages.some((l) => foldName(l) === lang);
  return fact(holds, `The languages recorded for ${country.name} are ${country.languages.join(', ')} (reference data).`, country);
}

function borderClaim(aText: string, bText: string): CheckResult | undefined {
  const a = findCountry(aText);
  const b = findCountry(bText);
  if (!a || !b || a === b) return undefined;
  const holds = a.borders.includes(b.code);
  const neighbours = a.borders.map((c) => countryByCode(c)?.name ?? c).join(', ') || 'no land neighbours';
  return fact(holds, `${a.name} shares land borders with: ${neighbours}.`, a, b);
}

function landlockedClaim(countryText: string): CheckResult | undefined {
  const country = findCountry(countryText);
  if (!country) return undefined;
  return fact(country.landlocked, `${country.name} is ${country.landlocked ? '' : 'not '}landlocked (reference data).`, country);
}

function symbolClaim(elementText: string, symbolText: string): CheckResult | undefined {
  const element = findElement(elementText);
  const symbol = symbolText.trim().replace(/^["']|["']$/g, '');
  if (!element || !/^[A-Za-z]{1,3}$/.test(symbol)) return undefined;
  if (element.symbol === symbol) return fact(true, `The chemical symbol of ${element.name} is ${element.symbol}.`, element);
  // "FE" or "fe" for iron: the letters match but the spelling of a symbol is part of it.
  if (element.symbol.toLowerCase() === symbol.toLowerCase()) return uncertain(`${element.name}'s symbol is ${element.symbol}; "${symbol}" differs only in capitalisation.`, C);
  const other = elementBySymbol(symbol);
  return fact(false, `The chemical symbol of ${element.name} is ${element.symbol}, not ${symbol}${other ? ` (${symbol} is ${other.name})` : ''}.`, element, other);
}

function numberClaim(elementText: string, numberText: string): CheckResult | undefined {
  const element = findElement(elementText);
  const z = Number(numberText);
  if (!element || !Number.isInteger(z)) return undefined;
  const other = elementByNumber(z);
  return fact(element.number === z, `The atomic number of ${element.name} is ${element.number}${element.number === z ? '' : `, not ${z}${other ? ` (${z} is ${other.name})` : ''}`}.`, element, element.number === z ? undefined : other);
}

const GROUPS = wordTable<ElementGroup>({
  'noble gas': 'noble gas', 'inert gas': 'noble gas', 'rare gas': 'noble gas',
  halogen: 'halogen',
  'alkali metal': 'alkali metal',
  'alkaline earth metal': 'alkaline earth metal', 'alkaline-earth metal': 'alkaline earth metal',
});

function groupClaim(elementText: string, groupText: string): CheckResult | undefined {
  const element = findElement(elementText);
  const group = GROUPS[foldName(groupText).replace(/-/g, ' ').replace(/ metal$/, ' metal')];
  if (!element || !group) return undefined;
  if (UNSETTLED_GROUP_MEMBERS.has(element.number)) return uncertain(`${element.name}'s chemistry is predicted, not measured.`, C);
  const holds = element.groups.includes(group);
  const groups = element.groups.length ? `${element.name} is ${element.groups.map((g) => `a${/^[aeiou]/.test(g) ? 'n' : ''} ${g}`).join(' and ')}` : `${element.name} belongs to none of the noble gases, halogens, alkali or alkaline earth metals`;
  return fact(holds, `${groups} (atomic number ${element.number}).`, element);
}


const A = String.raw`(?:a|an)`;
const IS = String.raw`(?:is|was|has\s+been)`;
const CAPITAL = String.raw`capital(?:\s+city)?`;
const GROUP = String.raw`(noble\s+gas|inert\s+gas|rare\s+gas|halogen|alkali\s+metal|alkaline[\s-]earth\s+metal)`;
const SYMBOL = String.raw`(?:chemical\s+|atomic\s+|element(?:al)?\s+)?symbol`;

const RULES: Rule[] = [
  // Capitals.
  [new RegExp(String.raw`^the\s+${CAPITAL}\s+of\s+${NAME}\s+${IS}\s+${NAME}$`, 'iu'), (m) => capitalClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}'s\s+${CAPITAL}\s+${IS}\s+${NAME}$`, 'iu'), (m) => capitalClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+${IS}\s+the\s+${CAPITAL}\s+of\s+${NAME}$`, 'iu'), (m) => capitalClaim(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${NAME}\s+${IS}\s+${NAME}'s\s+${CAPITAL}$`, 'iu'), (m) => capitalClaim(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${NAME}\s+has\s+${NAME}\s+as\s+its\s+${CAPITAL}$`, 'iu'), (m) => capitalClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^the\s+${NAME}\s+${CAPITAL}\s+${IS}\s+${NAME}$`, 'iu'), (m) => capitalClaim(m[1]!, m[2]!, true)],
  [new RegExp(String.raw`^${NAME}\s+${IS}\s+the\s+${NAME}\s+${CAPITAL}$`, 'iu'), (m) => capitalClaim(m[2]!, m[1]!, true)],
  [new RegExp(String.raw`^the\s+${CAPITAL}\s+of\s+the\s+country\s+(?:of\s+)?${NAME}\s+${IS}\s+${NAME}$`, 'iu'), (m) => capitalClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+${IS}\s+the\s+${CAPITAL}\s+of\s+the\s+country\s+(?:of\s+)?${NAME}$`, 'iu'), (m) => capitalClaim(m[2]!, m[1]!)],
  // Continents.
  [new RegExp(String.raw`^${NAME}\s+(?:is|lies|was)\s+(?:located\s+|situated\s+|found\s+)?(?:in|on)\s+(?:the\s+continent\s+of\s+)?${NAME}$`, 'iu'), (m) => continentClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+is\s+(?:a\s+)?(?:country|nation|state)\s+(?:located\s+|situated\s+)?in\s+${NAME}$`, 'iu'), (m) => continentClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+is\s+(?:a\s+)?part\s+of\s+${NAME}$`, 'iu'), (m) => continentClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+(?:is|lies|was)\s+(?:located\s+|situated\s+|found\s+)?(?:in|on)\s+the\s+${NAME}\s+continent$`, 'iu'), (m) => continentClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+is\s+${A}\s+${NAME}\s+(?:country|nation|state)$`, 'iu'), (m) => continentClaim(m[1]!, m[2]!)],
  // Currencies.
  [new RegExp(String.raw`^the\s+(?:official\s+|national\s+)?currency\s+(?:of|in|used\s+in)\s+${NAME}\s+${IS}\s+${NAME}$`, 'iu'), (m) => currencyClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}'s\s+(?:official\s+|national\s+)?currency\s+${IS}\s+${NAME}$`, 'iu'), (m) => currencyClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+(?:uses|used|has)\s+${NAME}$`, 'iu'), (m) => currencyClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+${IS}\s+the\s+(?:official\s+|national\s+)?currency\s+(?:of|in)\s+${NAME}$`, 'iu'), (m) => currencyClaim(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${NAME}\s+${IS}\s+${NAME}'s\s+(?:official\s+|national\s+)?currency$`, 'iu'), (m) => currencyClaim(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${NAME}\s+(?:pays|pay)\s+(?:with|in)\s+${NAME}$`, 'iu'), (m) => currencyClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+(?:is|was)\s+(?:the\s+(?:official\s+)?currency\s+)?used\s+in\s+${NAME}$`, 'iu'), (m) => currencyClaim(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${NAME}\s+is\s+(?:a\s+)?(?:country|nation|state)\s+(?:that|which)\s+(?:uses|has)\s+${NAME}$`, 'iu'), (m) => currencyClaim(m[1]!, m[2]!)],
  // Languages.
  [new RegExp(String.raw`^the\s+(?:official|national)\s+language\s+of\s+${NAME}\s+${IS}\s+${NAME}$`, 'iu'), (m) => languageClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}'s\s+(?:official|national)\s+language\s+${IS}\s+${NAME}$`, 'iu'), (m) => languageClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+is\s+(?:an|the|one\s+of\s+the)\s+(?:official|national)\s+languages?\s+of\s+${NAME}$`, 'iu'), (m) => languageClaim(m[2]!, m[1]!)],
  // Borders and geography.
  [new RegExp(String.raw`^${NAME}\s+(?:borders|shares\s+a\s+(?:land\s+)?border\s+with|is\s+adjacent\s+to|neighbou?rs)\s+${NAME}$`, 'iu'), (m) => borderClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+and\s+${NAME}\s+share\s+a\s+(?:land\s+)?border$`, 'iu'), (m) => borderClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+is\s+(?:a\s+)?landlocked(?:\s+country)?$`, 'iu'), (m) => landlockedClaim(m[1]!)],
  // Element symbols.
  [new RegExp(String.raw`^the\s+${SYMBOL}\s+(?:for|of)\s+${NAME}\s+${IS}\s+"?([A-Za-z]{1,3})"?$`, 'iu'), (m) => symbolClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}'s\s+${SYMBOL}\s+${IS}\s+"?([A-Za-z]{1,3})"?$`, 'iu'), (m) => symbolClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^"?([A-Za-z]{1,3})"?\s+${IS}\s+the\s+${SYMBOL}\s+(?:for|of)\s+${NAME}$`, 'iu'), (m) => symbolClaim(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${NAME}\s+has\s+(?:the\s+)?${SYMBOL}\s+"?([A-Za-z]{1,3})"?$`, 'iu'), (m) => symbolClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+symbol\s+)?"?([A-Za-z]{1,3})"?\s+(?:stands\s+for|represents|denotes)\s+${NAME}$`, 'iu'), (m) => symbolClaim(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${NAME}\s+is\s+represented\s+by\s+(?:the\s+symbol\s+)?"?([A-Za-z]{1,3})"?$`, 'iu'), (m) => symbolClaim(m[1]!, m[2]!)],
  // Atomic numbers.
  [new RegExp(String.raw`^the\s+atomic\s+number\s+of\s+${NAME}\s+${IS}\s+(\d+)$`, 'iu'), (m) => numberClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}'s\s+atomic\s+number\s+${IS}\s+(\d+)$`, 'iu'), (m) => numberClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+has\s+(?:the\s+|an\s+)?atomic\s+number\s+(?:of\s+)?(\d+)$`, 'iu'), (m) => numberClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+has\s+(\d+)\s+protons(?:\s+in\s+its\s+nucleus)?$`, 'iu'), (m) => numberClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^the\s+element\s+with\s+(?:the\s+)?atomic\s+number\s+(\d+)\s+${IS}\s+${NAME}$`, 'iu'), (m) => numberClaim(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${NAME}\s+${IS}\s+(?:the\s+)?element\s+(?:number\s+)?(\d+)$`, 'iu'), (m) => numberClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?element\s+(?:number\s+)?(\d+)\s+${IS}\s+${NAME}$`, 'iu'), (m) => numberClaim(m[2]!, m[1]!)],
  // Groups.
  [new RegExp(String.raw`^${NAME}\s+(?:${IS}\s+(?:an?\s+|one\s+of\s+the\s+|among\s+the\s+|in\s+the\s+|a\s+member\s+of\s+the\s+|classified\s+as\s+an?\s+|part\s+of\s+the\s+)?|belongs\s+to\s+the\s+)${GROUP}e?s?(?:\s+(?:group|family))?$`, 'iu'), (m) => groupClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NAME}\s+(?:${IS}\s+(?:in|a\s+member\s+of|part\s+of)|belongs\s+to)\s+the\s+(?:group|family)\s+of\s+(?:the\s+)?${GROUP}e?s$`, 'iu'), (m) => groupClaim(m[1]!, m[2]!)],
];

/** Checks the positive core of a reference-fact claim. */
export function checkReferenceCore(raw: string): CheckResult {
  // "Washington, D.C." is one name; elsewhere a comma ends a name slot.
  const text = raw.replace(/\s+/g, ' ').trim().replace(/\bWashington,\s*(D\.?\s?C\.?)/i, 'Washington $1');
  // Issue 22: "The capital of Japan was Kyoto", "Germany's currency was the mark": a capital or a
  // currency in the past tense may have been true then; the data holds today's facts.
  if (/\b(?:capital|currenc(?:y|ies))\b/i.test(text) && /\b(?:was|were|used\s+to\s+be|had\s+been|became|formerly)\b/i.test(text)) {
    return uncertain('stated in the past tense, and capitals and currencies change over time; the reference data holds today\'s facts', C);
  }
  return firstRule(RULES, text, C, 'no reference fact recognised');
}

/** Checks a country or chemical element fact in natural English. */
export function checkReference(claim: string): CheckResult {
  return checkInFrame(claim, C, checkReferenceCore);
}
