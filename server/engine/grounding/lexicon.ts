// Closed word classes grounding reads (issue 23): rules of English, not facts about the world.
// Numbers in words, scale words, units, currencies, months and weekdays, negation cues,
// approximation and comparison modifiers, titles that are not part of a name, and antonyms.

export const SMALL_NUMBERS = wordTable<number>({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  dozen: 12, hundred: 100, thousand: 1e3,
});
import { wordTable } from '../word-table.js';

/** Words that multiply the number before them ("3.5 billion", "£3.5bn", "$40m", "7k"). */
export const SCALES = wordTable<number>({
  hundred: 1e2, thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mn: 1e6, mln: 1e6, billion: 1e9, bn: 1e9, b: 1e9, trillion: 1e12, tn: 1e12, tr: 1e12,
});

export const ORDINAL_WORDS = wordTable<number>({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20,
});

/** Fractions written in words, as a share (a third = 1/3). */
export const FRACTION_WORDS = wordTable<number>({
  half: 1 / 2, halves: 1 / 2, third: 1 / 3, thirds: 1 / 3, quarter: 1 / 4, quarters: 1 / 4, fifth: 1 / 5, fifths: 1 / 5, tenth: 1 / 10, tenths: 1 / 10,
});

/** Currency symbols and words, by the currency they name. */
export const CURRENCIES = wordTable<string>({
  $: 'USD', us$: 'USD', usd: 'USD', dollar: 'USD', dollars: 'USD', buck: 'USD', bucks: 'USD',
  '£': 'GBP', gbp: 'GBP', pound: 'GBP', pounds: 'GBP', sterling: 'GBP',
  '€': 'EUR', eur: 'EUR', euro: 'EUR', euros: 'EUR',
  '¥': 'JPY', yen: 'JPY', yuan: 'CNY', rmb: 'CNY', rupee: 'INR', rupees: 'INR', rs: 'INR', '₹': 'INR',
});

/** Units a quantity may carry, folded to one name per unit (a claim in km and a source in km agree). */
export const UNITS = wordTable<string>({
  percent: '%', per_cent: '%', '%': '%', pct: '%', percentage: '%',
  km: 'km', kilometre: 'km', kilometer: 'km', kilometres: 'km', kilometers: 'km',
  mile: 'mile', miles: 'mile', mi: 'mile', m: 'm', metre: 'm', meter: 'm', metres: 'm', meters: 'm',
  ft: 'ft', foot: 'ft', feet: 'ft', inch: 'in', inches: 'in', cm: 'cm', mm: 'mm',
  kg: 'kg', kilogram: 'kg', kilograms: 'kg', kilo: 'kg', kilos: 'kg', g: 'g', gram: 'g', grams: 'g', lb: 'lb', lbs: 'lb', pound_weight: 'lb',
  tonne: 't', tonnes: 't', ton: 't', tons: 't', litre: 'l', liter: 'l', litres: 'l', liters: 'l', gallon: 'gal', gallons: 'gal',
  second: 's', seconds: 's', sec: 's', secs: 's', minute: 'min', minutes: 'min', min: 'min', mins: 'min', hour: 'h', hours: 'h', hr: 'h', hrs: 'h',
  day: 'day', days: 'day', week: 'week', weeks: 'week', month: 'month', months: 'month', year: 'year', years: 'year', yr: 'year', yrs: 'year',
  decade: 'decade', decades: 'decade', century: 'century', centuries: 'century',
  mph: 'mph', kph: 'kph', acre: 'acre', acres: 'acre', hectare: 'ha', hectares: 'ha',
});

/**
 * Periods of a (financial) year written as abbreviations: quarters and halves ("Q4", "H1"), the
 * financial year ("FY", "FY2024", "FY24") and comparisons over one ("YoY", "QoQ", "MoM", "YTD").
 * Dates, not names (periods.ts reads the quarters and halves).
 */
export const PERIOD_ABBREVIATION = /^(?:Q[1-4]|H[12]|FY(?:\d{2}|\d{4})?|YoY|QoQ|MoM|YTD)$/;

export const MONTHS = wordTable<number>({
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6, july: 7, jul: 7,
  august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10, november: 11, nov: 11, december: 12, dec: 12,
});

export const WEEKDAYS = wordTable<number>({
  monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7,
});

/** Modifiers that turn a number into a bound or an approximation ("over $181 million"). */
export const LOWER_BOUND = new Set(['over', 'above', 'exceeding', 'more than', 'greater than', 'at least', 'upwards of', 'in excess of', 'no fewer than', 'no less than', 'higher than', 'record']);
export const UPPER_BOUND = new Set(['under', 'below', 'less than', 'fewer than', 'at most', 'up to', 'no more than', 'lower than', 'nearly', 'almost', 'just under', 'not quite']);
// "As many as 1,100", "as much as 75%" give the figure reached, stressing its size: neither a
// lower nor an upper bound, so read as approximate ("up to 1,100" says it; DECISIONS "Cases,
// examples and thresholds").
export const APPROXIMATE = new Set(['as many as', 'as much as', 'about', 'around', 'roughly', 'approximately', 'some', 'circa', 'c.', 'ca.', 'estimated', 'an estimated', 'nearly', 'almost', 'close to', 'around about', 'more or less', 'just over', 'just under', 'several', '~', 'approx.', 'approx', 'almost exactly']);

/** Words that deny what they govern. */
export const NEGATION_CUES = new Set(['not', "n't", 'never', 'no', 'none', 'nobody', 'nothing', 'neither', 'nor', 'nowhere', 'without', 'cannot', 'fail', 'failed', 'fails', 'refuse', 'refused', 'deny', 'denied', 'denies']);

/** Titles and honorifics: "President Richard Nixon" names Richard Nixon. */
export const TITLES = new Set([
  'mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'professor', 'sir', 'dame', 'lord', 'lady', 'president', 'vice', 'prime', 'minister', 'chancellor', 'secretary',
  'gen', 'general', 'col', 'colonel', 'capt', 'captain', 'lt', 'lieutenant', 'sgt', 'sergeant', 'maj', 'major', 'adm', 'admiral', 'cmdr', 'commander',
  'gov', 'governor', 'sen', 'senator', 'rep', 'representative', 'judge', 'justice', 'king', 'queen', 'prince', 'princess', 'duke', 'duchess', 'earl',
  'pope', 'saint', 'st', 'rev', 'reverend', 'father', 'bishop', 'archbishop', 'rabbi', 'imam', 'sheikh', 'chief', 'officer', 'detective', 'inspector',
  'coach', 'manager', 'mayor', 'councillor', 'mp', 'mep', 'ceo', 'chairman', 'chairwoman', 'chair', 'director', 'jr', 'sr', 'ii', 'iii', 'mx', 'mister', 'madam',
  'ambassador', 'senior', 'junior', 'former', 'late', 'dj', 'uncle', 'aunt', 'agent', 'constable', 'superintendent', 'private', 'corporal',
]);

/** Words inside a name that do not make it a different name ("University of Cambridge", "Ludwig van Beethoven"). */
export const NAME_JOINERS = new Set(['of', 'the', 'de', 'del', 'della', 'der', 'den', 'van', 'von', 'da', 'di', 'du', 'la', 'le', 'al', 'el', 'bin', 'ibn', 'y', '&', 'for', 'dos', 'das']);

/**
 * Pairs of words that cannot both hold of the same thing in the same frame ("grew" / "fell").
 * Lemmas; each pair is read both ways.
 */
const ANTONYM_PAIRS: [string, string][] = [
  ['increase', 'decrease'], ['increase', 'fall'], ['increase', 'drop'], ['increase', 'decline'], ['increase', 'cut'], ['increase', 'reduce'],
  ['rise', 'fall'], ['rise', 'drop'], ['rise', 'decline'], ['rise', 'decrease'], ['grow', 'shrink'], ['grow', 'fall'], ['grow', 'decline'],
  ['grow', 'drop'], ['gain', 'lose'], ['win', 'lose'], ['victory', 'defeat'], ['winner', 'loser'], ['boost', 'cut'], ['raise', 'lower'], ['raise', 'cut'],
  ['up', 'down'], ['higher', 'lower'], ['high', 'low'], ['more', 'less'], ['more', 'fewer'], ['most', 'least'], ['greater', 'smaller'], ['larger', 'smaller'],
  ['large', 'small'], ['big', 'small'], ['bigger', 'smaller'], ['biggest', 'smallest'], ['largest', 'smallest'], ['highest', 'lowest'], ['best', 'worst'],
  ['better', 'worse'], ['good', 'bad'], ['old', 'young'], ['older', 'younger'], ['oldest', 'youngest'], ['long', 'short'], ['longer', 'shorter'],
  ['before', 'after'], ['early', 'late'], ['earlier', 'later'], ['first', 'last'], ['begin', 'end'], ['start', 'finish'], ['open', 'close'],
  ['accept', 'reject'], ['approve', 'reject'], ['allow', 'ban'], ['allow', 'forbid'], ['allow', 'prohibit'], ['permit', 'ban'], ['legal', 'illegal'],
  ['include', 'exclude'], ['support', 'oppose'], ['for', 'against'], ['agree', 'disagree'], ['confirm', 'deny'], ['admit', 'deny'], ['guilty', 'innocent'],
  ['convict', 'acquit'], ['alive', 'dead'], ['live', 'die'], ['survive', 'die'], ['birth', 'death'], ['male', 'female'], ['man', 'woman'], ['men', 'women'],
  ['boy', 'girl'], ['husband', 'wife'], ['father', 'mother'], ['son', 'daughter'], ['brother', 'sister'], ['king', 'queen'],
  ['buy', 'sell'], ['buyer', 'seller'], ['import', 'export'], ['arrive', 'depart'], ['enter', 'leave'], ['join', 'leave'], ['hire', 'fire'],
  ['north', 'south'], ['east', 'west'], ['northern', 'southern'], ['eastern', 'western'], ['left', 'right'], ['top', 'bottom'], ['inside', 'outside'],
  ['success', 'failure'], ['succeed', 'fail'], ['successful', 'unsuccessful'], ['positive', 'negative'], ['profit', 'loss'], ['surplus', 'deficit'],
  ['majority', 'minority'], ['maximum', 'minimum'], ['public', 'private'], ['domestic', 'foreign'], ['internal', 'external'], ['true', 'false'],
  ['possible', 'impossible'], ['likely', 'unlikely'], ['able', 'unable'], ['same', 'different'], ['always', 'never'], ['all', 'none'],
  ['full', 'empty'], ['hot', 'cold'], ['wet', 'dry'], ['light', 'heavy'], ['fast', 'slow'], ['rich', 'poor'], ['strong', 'weak'], ['strengthen', 'weaken'],
  ['expand', 'contract'], ['add', 'remove'], ['attack', 'defend'], ['offence', 'defence'], ['home', 'away'], ['win', 'draw'], ['lose', 'draw'],
  ['resign', 'appoint'], ['elect', 'defeat'], ['launch', 'cancel'], ['pass', 'fail'], ['upgrade', 'downgrade'], ['inflow', 'outflow'],
];

export const ANTONYMS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const m = new Map<string, Set<string>>();
  for (const [a, b] of ANTONYM_PAIRS) {
    (m.get(a) ?? m.set(a, new Set()).get(a)!).add(b);
    (m.get(b) ?? m.set(b, new Set()).get(b)!).add(a);
  }
  return m;
})();

/**
 * Function words and verbs too general to anchor a claim to a passage ("be", "have", "say").
 * Content words are what a claim and a passage must share to be about the same thing.
 */
export const LIGHT_WORDS = new Set([
  'be', 'have', 'do', 'will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must', 'get', 'make', 'go', 'take', 'come', 'say', 'tell',
  'also', 'just', 'only', 'even', 'still', 'then', 'now', 'so', 'very', 'too', 'well', 'however', 'there', 'here', 'this', 'that', 'these', 'those',
  'it', 'its', 'he', 'she', 'they', 'we', 'you', 'i', 'him', 'her', 'them', 'his', 'their', 'our', 'my', 'your', 'who', 'whom', 'which', 'what',
  'one', 'thing', 'way', 'lot', 'part', 'both', 'each', 'other', 'another', 'such', 'own', 'said', 'according', 'reportedly', 'new',
]);

/** Pronouns and determiners that point back to a name said before ("she", "the singer"). */
export const REFERRING = new Set(['he', 'she', 'it', 'they', 'him', 'her', 'them', 'his', 'its', 'their', 'hers', 'theirs', 'this', 'these', 'those']);

/**
 * English given names and their familiar forms ("Jimmy Anderson" is James Anderson): each group
 * is one name. A rule of how English speakers name people, not a fact about anyone.
 */
const GIVEN_NAME_FORMS: string[][] = [
  ['james', 'jim', 'jimmy', 'jamie'], ['william', 'bill', 'billy', 'will', 'willie', 'liam'], ['robert', 'bob', 'bobby', 'rob', 'robbie', 'bert'],
  ['richard', 'dick', 'rick', 'ricky', 'rich', 'richie'], ['michael', 'mike', 'mick', 'mickey'], ['thomas', 'tom', 'tommy'], ['david', 'dave', 'davey'],
  ['stephen', 'steven', 'steve', 'stevie'], ['joseph', 'joe', 'joey'], ['anthony', 'tony'], ['christopher', 'chris', 'kit'], ['nicholas', 'nick', 'nicky'],
  ['benjamin', 'ben', 'benny'], ['daniel', 'dan', 'danny'], ['samuel', 'sam', 'sammy'], ['alexander', 'alex', 'sandy'], ['andrew', 'andy', 'drew'],
  ['edward', 'ed', 'eddie', 'ted', 'teddy', 'ned'], ['frederick', 'fred', 'freddie'], ['henry', 'harry', 'hal', 'hank'], ['john', 'jack', 'johnny', 'jackie'],
  ['jonathan', 'jon', 'jonny'], ['kenneth', 'ken', 'kenny'], ['lawrence', 'laurence', 'larry'], ['matthew', 'matt'], ['patrick', 'pat', 'paddy'],
  ['peter', 'pete'], ['philip', 'phillip', 'phil'], ['ronald', 'ron', 'ronnie'], ['timothy', 'tim', 'timmy'], ['gregory', 'greg'], ['charles', 'charlie', 'chuck'],
  ['albert', 'al', 'bert'], ['donald', 'don', 'donnie'], ['douglas', 'doug'], ['gerald', 'gerry', 'jerry'], ['leonard', 'leo', 'len', 'lenny'],
  ['raymond', 'ray'], ['walter', 'walt', 'wally'], ['zachary', 'zach', 'zack'], ['joshua', 'josh'], ['nathaniel', 'nathan', 'nate'], ['jacob', 'jake'],
  ['katherine', 'catherine', 'kathryn', 'kate', 'katie', 'kathy', 'cathy', 'kat'], ['elizabeth', 'liz', 'lizzie', 'beth', 'betty', 'libby', 'eliza', 'lizzy'],
  ['margaret', 'maggie', 'meg', 'peggy', 'marge'], ['susan', 'sue', 'susie'], ['jennifer', 'jenny', 'jen'], ['rebecca', 'becky', 'becca'],
  ['victoria', 'vicky', 'vicki', 'tori'], ['amanda', 'mandy'], ['pamela', 'pam'], ['deborah', 'debra', 'debbie', 'deb'], ['abigail', 'abby'],
  ['patricia', 'pat', 'patty', 'trish'], ['barbara', 'barb', 'babs'], ['dorothy', 'dot', 'dotty', 'dottie'], ['christine', 'christina', 'chris', 'tina'],
  ['jacqueline', 'jackie'], ['samantha', 'sam'], ['alexandra', 'alex', 'lexi'], ['kimberly', 'kim'], ['cynthia', 'cindy'], ['judith', 'judy'],
];

/** Folded given name -> the forms of the same name (itself included). */
export const GIVEN_NAMES: ReadonlyMap<string, readonly string[]> = (() => {
  const m = new Map<string, string[]>();
  for (const group of GIVEN_NAME_FORMS) for (const n of group) m.set(n, [...new Set([...(m.get(n) ?? []), ...group])]);
  return m;
})();

/**
 * Periods English names after a reign, with their years: "Bangor's Victorian pier" of a pier that
 * "opened in 1896" names nothing the documents lack, it dates it (DECISIONS.md "Names as English
 * writes them"). A closed table of the common ones; a period the documents' years fall outside of
 * stays an unsupported name, as before.
 */
export const PERIODS: ReadonlyMap<string, readonly [number, number]> = new Map([
  ['tudor', [1485, 1603]],
  ['elizabethan', [1558, 1603]],
  ['jacobean', [1603, 1625]],
  ['georgian', [1714, 1837]],
  ['regency', [1811, 1820]],
  ['victorian', [1837, 1901]],
  ['edwardian', [1901, 1910]],
]);

/**
 * Words English writes in front of a name to say what the person or thing is, capitalised with
 * it ("Owner Velomar", "Tory Jonathan Pryer", "Striker Jo Hale"): not part of the name. Titles
 * (TITLES) are left out of a name as it is read; these only when the rest is a name the
 * documents give (ground.ts nameMentioned). Nationalities are read by aliases.ts.
 */
export const NAME_DESCRIPTORS = new Set([
  'owner', 'owners', 'tory', 'tories', 'labour', 'conservative', 'democrat', 'republican', 'campaigner', 'campaigners', 'striker', 'winger', 'midfielder',
  'defender', 'goalkeeper', 'keeper', 'forward', 'batter', 'bowler', 'opener', 'veteran', 'star', 'boss', 'founder', 'singer', 'actor', 'actress', 'author',
  'writer', 'rapper', 'teenager', 'champion', 'skipper', 'rider', 'driver', 'leader', 'spokesman', 'spokeswoman', 'rival', 'rivals', 'holder', 'holders',
]);

/** Folds a word for comparing names: lower case, no accents, no possessive, no dots ("U.S." -> "us"). */
export function foldWord(w: string): string {
  if (/^[a-z0-9]+$/i.test(w)) return w.toLowerCase(); // most words: nothing to fold
  return w
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2019']s$/u, '')
    .replace(/[^\p{L}\p{N}-]/gu, '');
}
