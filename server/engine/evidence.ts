// Evidence matching for the semantic method (and one ensemble voter): a claim is compared with
// evidence sentences (the caller's `context.evidence` and reference facts rendered as
// sentences) by aligning their words. Same words and same polarity: supported. Same frame
// with exactly one short slot filled differently ("... capital of Australia is Sydney" vs
// "... Canberra"), or opposite polarity: contradicted. Anything else: no evidence.
// Fast and loose by design (spec 4.3: semantic has a 20-30 % false-positive class).

import { CONTINENTS, findCountry, findElement, type Country, type Element } from './checkers/reference-data.js';
import { foldName, normalizeText, numberWordsToDigits, stripThousandsSeparators } from './checkers/text.js';
import { splitSentences } from './claims.js';
import { wordTable } from './word-table.js';

const MAX_TOKENS = 40;
const MAX_EVIDENCE_SENTENCES = 400;

const CONTINENT_ADJECTIVE = wordTable<string>({
  Africa: 'African', Asia: 'Asian', Europe: 'European', 'North America': 'North American', 'South America': 'South American', Oceania: 'Oceanian', Antarctica: 'Antarctic',
});
const GROUPS = ['noble gas', 'halogen', 'alkali metal', 'alkaline earth metal'] as const;

function countryFacts(c: Country, surface: string): string[] {
  const out: string[] = [];
  for (const cap of c.displayCapitals) out.push(`The capital of ${surface} is ${cap}.`, `${cap} is the capital of ${surface}.`, `${surface}'s capital is ${cap}.`);
  out.push(`${surface} is in ${c.continent}.`, `${surface} is a country in ${c.continent}.`, `${surface} is a ${CONTINENT_ADJECTIVE[c.continent] ?? c.continent} country.`);
  for (const cur of c.currencies) {
    const head = cur.name.split(' ').pop()!;
    out.push(`The currency of ${surface} is the ${cur.name}.`, `The currency of ${surface} is the ${head}.`, `${surface} uses the ${cur.name}.`, `${surface} uses the ${head}.`, `${surface}'s currency is the ${head}.`);
  }
  for (const l of c.languages) out.push(`${l} is an official language of ${surface}.`, `The official language of ${surface} is ${l}.`);
  return out;
}

function elementFacts(e: Element, surface: string): string[] {
  const out = [
    `The chemical symbol for ${surface} is ${e.symbol}.`,
    `${e.symbol} is the chemical symbol for ${surface}.`,
    `The symbol for ${surface} is ${e.symbol}.`,
    `${surface}'s chemical symbol is ${e.symbol}.`,
    `The atomic number of ${surface} is ${e.number}.`,
    `${surface} has atomic number ${e.number}.`,
    `The element with atomic number ${e.number} is ${surface}.`,
  ];
  for (const g of GROUPS) out.push(`${surface} is ${e.groups.includes(g) ? '' : 'not '}${/^[aeiou]/.test(g) ? 'an' : 'a'} ${g}.`);
  return out;
}

/** Reference facts about the countries and elements named in the text, as sentences. */
export function renderFacts(text: string): string[] {
  const words = foldName(text).split(' ').filter(Boolean).slice(0, 200);
  const out: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(5, words.length - i); n >= 1; n--) {
      const gram = words.slice(i, i + n).join(' ').replace(/'s$/, '');
      if (CONTINENTS[gram]) continue;
      const c = findCountry(gram);
      const e = c ? undefined : findElement(gram);
      const key = c?.code ?? e?.symbol;
      if (!key) continue;
      if (!seen.has(key)) {
        seen.add(key);
        out.push(...(c ? countryFacts(c, gram) : elementFacts(e!, gram)));
      }
      i += n - 1;
      break;
    }
  }
  return out;
}

const NEGATION = /\b(?:not|n't|never|no)\b/;
const HEDGE_WORDS = new Set(['might', 'may', 'could', 'possibly', 'probably', 'perhaps', 'allegedly', 'reportedly', 'rumoured', 'rumored', 'if', 'unless', 'except', 'only', 'myth', 'false', 'untrue', 'claimed', 'believed']);
// Words whose presence or absence does not change what a sentence claims about its entities.
const FILLER = new Set([
  'a', 'the', 'country', 'nation', 'state', 'official', 'officially', 'located', 'situated', 'chemical', 'city', 'its', 'as', 'national', 'currency', 'that',
  'of', 'for', 'in', 'on', 'at', 'to', 'by', 'with', 'is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'uses', 'use', 'used', 'and', "'s",
]);

interface Tokens {
  words: string[];
  negated: boolean;
}

function tokenize(sentence: string): Tokens {
  let s = stripThousandsSeparators(numberWordsToDigits(normalizeText(sentence))).replace(/[.!?;]+$/, '');
  s = s.replace(/\bisn't\b/gi, 'is not').replace(/\baren't\b/gi, 'are not').replace(/\bwasn't\b/gi, 'was not').replace(/\bdoesn't\b/gi, 'does not');
  const folded = foldName(s.replace(/(\d)\.(\d)/g, '$1qdotq$2')).replace(/qdotq/g, '.');
  let words = folded.replace(/'s\b/g, " 's").split(' ').filter(Boolean).map((w) => (w === 'an' ? 'a' : w));
  const negCount = words.filter((w) => NEGATION.test(w)).length;
  words = words.filter((w) => !NEGATION.test(w) && w !== 'does' && w !== 'do');
  return { words: words.slice(0, MAX_TOKENS), negated: negCount % 2 === 1 };
}

// Reference facts are rendered from fixed tables, so every claim naming the same element or
// country brings the same sentences (and a caller's evidence is read once per claim): their
// tokens are kept, a bounded map in insertion order (tokenize is pure; its results are only read).
const KEPT_TOKENS = 4_096;
const keptTokens = new Map<string, Tokens>();

function evidenceTokens(sentence: string): Tokens {
  let t = keptTokens.get(sentence);
  if (t === undefined) {
    t = tokenize(sentence);
    if (keptTokens.size >= KEPT_TOKENS) keptTokens.delete(keptTokens.keys().next().value!);
    keptTokens.set(sentence, t);
  }
  return t;
}

/** Longest common subsequence alignment; returns the differing regions between matched words. */
function align(a: string[], b: string[]): { common: number; regions: { a: string[]; b: string[] }[] } {
  const n = a.length;
  const m = b.length;
  const dp: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  const regions: { a: string[]; b: string[] }[] = [];
  let i = 0;
  let j = 0;
  let cur: { a: string[]; b: string[] } | undefined;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      if (cur) regions.push(cur);
      cur = undefined;
      i++;
      j++;
    } else if (j < m && (i === n || dp[i]![j + 1]! >= dp[i + 1]![j]!)) {
      (cur ??= { a: [], b: [] }).b.push(b[j++]!);
    } else {
      (cur ??= { a: [], b: [] }).a.push(a[i++]!);
    }
  }
  if (cur) regions.push(cur);
  return { common: dp[0]![0]!, regions };
}

export interface EvidenceMatch {
  verdict: 'true' | 'false' | 'uncertain';
  evidence: string;
}

/** Compares one claim sentence with evidence sentences. */
export function matchEvidence(claim: string, evidence: string[]): EvidenceMatch {
  const c = tokenize(claim);
  if (c.words.length === 0) return { verdict: 'uncertain', evidence: 'empty claim' };
  // Strongest reading wins: exact match with opposite polarity, then a different slot value
  // with the same polarity, then (weakest) a different slot value under a negated claim.
  let best: { rank: number; match: EvidenceMatch } | undefined;
  const offer = (rank: number, match: EvidenceMatch) => {
    if (!best || rank > best.rank) best = { rank, match };
  };
  for (const sentence of evidence.slice(0, MAX_EVIDENCE_SENTENCES)) {
    const e = evidenceTokens(sentence);
    if (e.words.length === 0) continue;
    const { common, regions } = align(c.words, e.words);
    // Overlap of the frames: unmatched filler words ("as its currency") do not count against it.
    const looseA = regions.reduce((n, r) => n + r.a.filter((w) => FILLER.has(w)).length, 0);
    const looseB = regions.reduce((n, r) => n + r.b.filter((w) => FILLER.has(w)).length, 0);
    if (common / (c.words.length - looseA) < 0.6 || common / (e.words.length - looseB) < 0.6) continue;
    if (!c.words.some((w) => !FILLER.has(w) && e.words.includes(w))) continue;
    // Regions where only filler words differ are paraphrases ("Japan is (a country) in Asia"),
    // and so is detail the evidence adds ("... in 1889 for the World Fair") unless it hedges.
    const real = regions.filter((r) => ![...r.a, ...r.b].every((w) => FILLER.has(w)) && !(r.a.length === 0 && !r.b.some((w) => HEDGE_WORDS.has(w))));
    const quoted = `"${sentence.trim()}"`;
    if (real.length === 0) {
      if (c.negated === e.negated) return { verdict: 'true', evidence: `Supported by: ${quoted}` };
      offer(3, { verdict: 'false', evidence: `Contradicted (opposite polarity) by: ${quoted}` });
      continue;
    }
    const r = real[0]!;
    const oneSlot = real.length === 1 && r.a.some((w) => !FILLER.has(w)) && r.b.some((w) => !FILLER.has(w)) && r.a.length <= 4 && r.b.length <= 4;
    if (!oneSlot) continue;
    const diff = `"${r.a.join(' ')}" where the evidence has "${r.b.join(' ')}"`;
    if (c.negated === e.negated) offer(2, { verdict: 'false', evidence: `Contradicted by: ${quoted} (${diff})` });
    else if (!c.negated || e.negated) continue;
    else offer(1, { verdict: 'true', evidence: `The claim denies a value the evidence does not give: ${quoted} (${diff})` });
  }
  return best?.match ?? { verdict: 'uncertain', evidence: 'No evidence sentence matches the claim.' };
}

/** Evidence sentences for a claim: the caller's evidence plus reference facts about its entities. */
export function evidenceFor(claim: string, callerEvidence: string[]): string[] {
  return [...callerEvidence.flatMap((e) => splitSentences(e)), ...renderFacts(claim)];
}
