// Two figures that English ties to one slot of one event (issue 23, stop 33; spec/DECISIONS.md
// "A vote's tally and a named person's age"): the tally of a vote ("voted seven to four", "the
// vote was 3–1", "24 in favour, 5 against", "by 310 votes to 213") and the age set beside a
// person's name ("Gary Mellor, 58,", "Keith Ransome, aged 46", "29-year-old Eleanor Shaw").
// A claim's tally is contradicted when the documents give a tally and none is the claim's (the
// two counts taken as a pair, in either order), and no sentence of theirs holds both of the
// claim's counts in any form; a claim's age of a name is contradicted when the documents set
// ages beside that same name (two or more words, capitalised there) and every one is another
// figure, and no sentence of theirs holding the name's last word holds the claim's figure.
// Anything else (a tally written in a form read here in neither text, two ages of one person)
// is left to the other rules.

import type { DocumentIndex } from './document-index.js';
import { wordTable } from '../word-table.js';

export interface FigureFinding {
  reason: string;
  /** The sentence of the documents that gives the other figure. */
  sentence: number;
}

const SMALL = wordTable<number>({
  nil: 0, zero: 0, none: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
});
const NUM = String.raw`(\d{1,4}|nil|zero|none|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)`;
const DASH = String.raw`\s*(?:-|–|—|to)\s*`;
/**
 * A tally: straight after a form of "vote" (only "was", "were", "by", "of" between, so "voted to
 * cut 5 to 10 jobs" is no tally), "N votes to M", or "N in favour, M against".
 */
const TALLY = new RegExp(
  String.raw`\bvot(?:e|es|ed|ing)(?:\s+(?:was|were|is|by|of|went))*\s+${NUM}(?:\s+votes?)?${DASH}${NUM}\b` +
    String.raw`|\b${NUM}\s+votes?\s+to\s+${NUM}\b` +
    String.raw`|\b${NUM}\s+(?:in\s+favou?r|for)(?:\s*,\s*|\s+and\s+|\s*,\s*and\s+|\s+with\s+|\s+)${NUM}\s+against\b`,
  'giu',
);
/** Any count written in a sentence, as digits or a small number word. */
const COUNT = new RegExp(String.raw`\b${NUM}\b`, 'giu');

const WORD = String.raw`[\p{L}][\p{L}'’.-]*`;
const CAP = String.raw`\p{Lu}[\p{L}'’-]*`;
/** In a claim: two words, a comma, an age (optionally "aged"), then a comma or the sentence's end. Any case: summaries may be lower-cased. */
const CLAIM_AGE = new RegExp(String.raw`(?<![\p{L}'’.-])(${WORD})\s+(${WORD})\s*,\s*(?:aged\s+)?(\d{1,3})(?![.,]\d)\s*(?=,|\.|;|$)`, 'gu');
/** In the documents: a capitalised two-word name with its age after a comma, or "N-year-old" before it (brackets may hold runs or goals). */
const DOC_AGE = new RegExp(
  String.raw`(?<![\p{L}'’-])(${CAP})\s+(${CAP})\s*,\s*(?:aged\s+)?(\d{1,3})(?![.,]\d)\s*(?=[,.;]|$)` +
    String.raw`|\b(\d{1,3})-year-old\s+(${CAP})\s+(${CAP})`,
  'gu',
);

function countOf(word: string): number {
  const w = word.toLowerCase();
  return SMALL[w] ?? Number(w);
}

function pairKey(a: number, b: number): string {
  return a <= b ? `${a}:${b}` : `${b}:${a}`;
}

interface Tally {
  a: number;
  b: number;
  text: string;
}

/** The tallies written in a text, in order. */
export function talliesIn(text: string): Tally[] {
  const out: Tally[] = [];
  for (const m of text.matchAll(TALLY)) {
    const g = m.slice(1).filter((x) => x !== undefined);
    if (g.length !== 2) continue;
    out.push({ a: countOf(g[0]!), b: countOf(g[1]!), text: m[0] });
  }
  return out;
}

interface DocFigures {
  tallies: { tally: Tally; sentence: number }[];
  /** Folded "first last" -> its ages with their sentences. */
  ages: Map<string, { age: number; sentence: number }[]>;
  /** Each sentence's counts (digits and number words, as numbers). */
  counts: Set<number>[];
  /** Each sentence's folded words. */
  words: Set<string>[];
  /** Each sentence's apposed ages, by the name they stand beside. */
  apposed: Map<number, string>[];
}

/** Per index, read once: the documents do not change within one verification. */
const READ = new WeakMap<DocumentIndex, DocFigures>();

function figuresOf(index: DocumentIndex): DocFigures {
  const hit = READ.get(index);
  if (hit) return hit;
  const out: DocFigures = { tallies: [], ages: new Map(), counts: [], words: [], apposed: [] };
  index.sentences.forEach((s, id) => {
    const doc = index.documents.find((d) => d.index === s.doc);
    const text = doc ? doc.text.slice(s.start, s.end) : '';
    for (const tally of talliesIn(text)) out.tallies.push({ tally, sentence: id });
    const apposed = new Map<number, string>();
    for (const m of text.matchAll(DOC_AGE)) {
      const [first, last, age] = m[1] !== undefined ? [m[1], m[2]!, m[3]!] : [m[5]!, m[6]!, m[4]!];
      const key = `${first} ${last}`.toLowerCase();
      const list = out.ages.get(key) ?? [];
      list.push({ age: Number(age), sentence: id });
      out.ages.set(key, list);
      apposed.set(Number(age), key);
    }
    out.apposed.push(apposed);
    out.counts.push(new Set([...text.matchAll(COUNT)].map((m) => countOf(m[1]!))));
    out.words.push(new Set(text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? []));
  });
  READ.set(index, out);
  return out;
}

/** A tally of the claim that the documents give otherwise (the module's first rule). */
export function checkTally(text: string, index: DocumentIndex): FigureFinding | undefined {
  const claimed = talliesIn(text);
  if (!claimed.length) return undefined;
  const figures = figuresOf(index);
  if (!figures.tallies.length) return undefined;
  for (const t of claimed) {
    if (t.a === t.b && t.a === 0) continue;
    const key = pairKey(t.a, t.b);
    if (figures.tallies.some((d) => pairKey(d.tally.a, d.tally.b) === key)) continue;
    // Both counts in one sentence: a tally the documents write in a form not read here.
    if (figures.counts.some((c) => c.has(t.a) && c.has(t.b))) continue;
    const rival = figures.tallies[0]!;
    return { reason: `states the vote as ${t.text.trim()} where the documents give ${rival.tally.text.trim()}`, sentence: rival.sentence };
  }
  return undefined;
}

/** Titles a news report puts before a surname it has named in full before ("Mr Ballard, 26"). */
const PERSONAL_TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'mx']);

/**
 * The ages the documents set beside the claim's name: beside the same two words, or else beside a
 * title and its surname when the documents name no one else of that surname (then "Mr Ballard"
 * is the "Tom Ballard" they name).
 */
function agesOf(first: string, last: string, figures: DocFigures, index: DocumentIndex): { age: number; sentence: number }[] | undefined {
  const own = figures.ages.get(`${first} ${last}`);
  if (own) return own;
  const titled = [...PERSONAL_TITLES].flatMap((t) => figures.ages.get(`${t} ${last}`) ?? []);
  if (!titled.length || !index.saysWords([first, last])) return undefined;
  const others = index.names.some((n) => n.length >= 2 && n.at(-1) === last && n[0] !== first && !PERSONAL_TITLES.has(n[0]!));
  const otherAges = [...figures.ages.keys()].some((k) => k.endsWith(` ${last}`) && !PERSONAL_TITLES.has(k.split(' ')[0]!) && k !== `${first} ${last}`);
  return others || otherAges ? undefined : titled;
}

/** An age set beside a name in the claim that the documents set otherwise beside the same name (the module's second rule). */
export function checkApposedAge(text: string, index: DocumentIndex): FigureFinding | undefined {
  if (!/\d/.test(text)) return undefined;
  const figures = figuresOf(index);
  if (!figures.ages.size) return undefined;
  for (const m of text.matchAll(CLAIM_AGE)) {
    const first = m[1]!.toLowerCase();
    const last = m[2]!.toLowerCase();
    const age = Number(m[3]);
    const given = agesOf(first, last, figures, index);
    if (!given) continue;
    const values = new Set(given.map((g) => g.age));
    if (values.has(age) || values.size !== 1) continue;
    // The claim's figure in a sentence with the surname: their age told another way, or at
    // another time; unless it is the age set there beside another name ("A, 66, stabbed B, 58").
    const elsewhere = (id: number) => {
      const owner = figures.apposed[id]!.get(age);
      const another = owner !== undefined && owner !== `${first} ${last}` && !PERSONAL_TITLES.has(owner.split(' ')[0]!);
      return !another && figures.counts[id]!.has(age);
    };
    if (figures.words.some((w, id) => w.has(last) && elsewhere(id))) continue;
    return { reason: `sets ${age} beside ${m[1]} ${m[2]} where the documents set ${given[0]!.age}`, sentence: given[0]!.sentence };
  }
  return undefined;
}
