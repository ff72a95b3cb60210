// entropy: checks semantically equivalent reformulations of each claim (numbers written as
// words, "It is true that ...", sides of an equation swapped) and variants that must flip
// ("It is not true that ...", and for a true claim its last number changed). The answers,
// adjusted for the expected flips, form a distribution: the majority is the verdict, and whether
// every reading or only most agreed is its calibration class (calibration.ts), so the measured
// confidence of unstable readings is their own. In prose, each calculation is reformulated.

import { checkClaim } from '../checkers/index.js';
import { ALL_CHECKERS } from '../checkers/index.js';
import { answersQuestion, combineFindings, perSentence, type AtomicFinding, type SentenceAnalysis } from '../claims.js';
import { CalculationReader } from '../reading/calculations.js';
import type { Verdict, VerificationMethod } from '../types.js';
import { describeFindings, offlineResult } from './common.js';
import { documentsOf, groundedResult } from '../grounding/methods.js';

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0..999999 in English words ("three hundred and ninety-one"). */
export function numberToWords(n: number): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${numberToWords(n % 100)}` : ''}`;
  return `${numberToWords(Math.floor(n / 1000))} thousand${n % 1000 ? `${n % 1000 < 100 ? ' and' : ''} ${numberToWords(n % 1000)}` : ''}`;
}

interface Variant {
  text: string;
  /** Whether the variant must get the opposite answer of the claim. */
  flips: boolean;
  label: string;
}

function variants(claim: string, original: Verdict): Variant[] {
  const body = claim.trim().replace(/[.!]+$/, '');
  const out: Variant[] = [
    { text: `It is true that ${body}`, flips: false, label: 'meta-true' },
    { text: `It is not true that ${body}`, flips: true, label: 'negated' },
  ];
  // Integers (not inside decimals or words) spelled out.
  const spelled = body.replace(/(?<![\d.,^])\b\d{1,6}\b(?![.,]\d)/g, (d) => numberToWords(Number(d)));
  if (spelled !== body) out.push({ text: spelled, flips: false, label: 'numbers as words' });
  const eq = /^([^=<>]+?)\s*=\s*([^=<>]+)$/.exec(body);
  if (eq) out.push({ text: `${eq[2]!.trim()} = ${eq[1]!.trim()}`, flips: false, label: 'sides swapped' });
  if (original === 'true') {
    // Change the last number a lot: a true equality or conversion must become false.
    const m = /(-?\d+(?:\.\d+)?)(?!.*\d)/.exec(body);
    if (m && !/\b(?:less|greater|more|fewer|larger|smaller|at least|at most)\b|[<>≤≥]/i.test(body)) {
      const n = Number(m[1]);
      const changed = Number.isInteger(n) ? String(n * 2 + 7) : String(Number((n * 2 + 7).toPrecision(12)));
      out.push({ text: body.slice(0, m.index) + changed + body.slice(m.index + m[1]!.length), flips: true, label: 'perturbed number' });
    }
  }
  return out;
}

function flip(v: Verdict): Verdict {
  return v === 'true' ? 'false' : v === 'false' ? 'true' : v;
}

/**
 * How the calculation reader reads a text on its own: false if any calculation fails, true if one
 * holds. The frames the variants are built with ("It is (not) true that …") are read here, since
 * the reader of plain prose does not judge what is asserted.
 */
function calculationVerdict(text: string): Verdict {
  const framed = /^It is (not )?true that (.+)$/s.exec(text);
  if (framed) {
    const inner = calculationVerdict(framed[2]!);
    return framed[1] ? flip(inner) : inner;
  }
  const calcs = new CalculationReader().readProse(text);
  if (calcs.some((c) => c.verdict === 'false')) return 'false';
  return calcs.some((c) => c.verdict === 'true') ? 'true' : 'uncertain';
}

/** The readings of one sentence: by the checkers (a claim), or by the calculation reader (prose). */
function readings(sentence: string, analysed: SentenceAnalysis): { original: Verdict; check: (text: string) => Verdict; texts: string[] } {
  const read = analysed.findings.filter((f) => f.kind?.startsWith('calculation'));
  if (read.length === 0) return { original: checkClaim(sentence).verdict, check: (t) => checkClaim(t).verdict, texts: [sentence] };
  // An equation with unknowns is a constraint, not a claim with variants.
  const calculations = read.filter((f) => f.result.verdict !== 'uncertain');
  if (calculations.length === 0) return { original: 'uncertain', check: calculationVerdict, texts: [] };
  // Prose: each calculation is reformulated on its own, away from the words around it.
  return { original: combineFindings(calculations), check: calculationVerdict, texts: calculations.map((f) => f.claim) };
}

export const entropyMethod: VerificationMethod = async (input) => {
  const documents = documentsOf(input.context);
  if (documents) return groundedResult('entropy', input, documents); // issue 23: documents given, only they decide
  const { content, context } = input;
  const findings: AtomicFinding[] = perSentence(content, ALL_CHECKERS, (sentence, analysed) => {
    const { original, check, texts } = readings(sentence, analysed);
    if (original === 'uncertain') return { claim: sentence, result: { verdict: 'uncertain' as const, evidence: 'The claim itself is not checkable, so its variants say nothing.' } };
    const vs = texts.flatMap((t) => variants(t, check(t)));
    // Each answer is expressed as a verdict on the original claim.
    const answers = [original, ...vs.map((v) => (v.flips ? flip(check(v.text)) : check(v.text)))];
    const t = answers.filter((a) => a === 'true').length;
    const f = answers.filter((a) => a === 'false').length;
    const majority: Verdict = t > f ? 'true' : f > t ? 'false' : 'uncertain';
    const agreement = Math.max(t, f) / answers.length;
    const detail = vs.slice(0, 12).map((v, i) => `${v.label}: ${answers[i + 1]}`).join(', ');
    if (majority === 'uncertain' || agreement < 0.5) {
      return { claim: sentence, result: { verdict: 'uncertain' as const, evidence: `Answers spread too widely (original ${original}; ${detail}).` } };
    }
    // In prose, holding arithmetic does not make the sentence true (claims.ts): only a refutation stands.
    if (majority === 'true' && analysed.verdict !== 'true') {
      return { claim: sentence, result: { verdict: 'uncertain' as const, evidence: `The calculations hold in ${Math.max(t, f)} of ${answers.length} readings, but the sentence says more than its arithmetic.` } };
    }
    // The calibration class is the agreement: every reading, or only most, gave the majority answer.
    return { claim: sentence, result: { verdict: majority, evidence: `${Math.max(t, f)} of ${answers.length} readings agree on ${majority} (original ${original}; ${detail}).` }, kind: Math.max(t, f) === answers.length ? 'all-readings-agree' : 'most-readings-agree' };
  });
  let verdict = combineFindings(findings);
  if (verdict === 'true' && answersQuestion(context)) verdict = 'uncertain';
  return offlineResult('entropy', verdict, `Reformulations and must-flip variants per claim. ${describeFindings(findings)}`, { findings, content });
};
