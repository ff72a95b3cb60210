// entropy: checks semantically equivalent reformulations of each claim (numbers written as
// words, "It is true that ...", sides of an equation swapped) and variants that must flip
// ("It is not true that ...", and for a true claim its last number changed). The answers,
// adjusted for the expected flips, form a distribution; the share agreeing with the majority
// sets the confidence (class confidence x agreement), so an unstable reading costs confidence.

import { checkClaim } from '../checkers/index.js';
import { combineFindings, perSentence, type AtomicFinding } from '../claims.js';
import { METHOD_INFO } from '../registry.js';
import type { Verdict, VerificationMethod } from '../types.js';
import { describeFindings, offlineResult } from './common.js';

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

export const entropyMethod: VerificationMethod = async ({ content }) => {
  const findings: AtomicFinding[] = perSentence(content, (sentence) => {
    const original = checkClaim(sentence).verdict;
    if (original === 'uncertain') return { claim: sentence, result: { verdict: 'uncertain' as const, evidence: 'The claim itself is not checkable, so its variants say nothing.' } };
    const vs = variants(sentence, original);
    // Each answer is expressed as a verdict on the original claim.
    const answers = [original, ...vs.map((v) => (v.flips ? flip(checkClaim(v.text).verdict) : checkClaim(v.text).verdict))];
    const t = answers.filter((a) => a === 'true').length;
    const f = answers.filter((a) => a === 'false').length;
    const majority: Verdict = t > f ? 'true' : f > t ? 'false' : 'uncertain';
    const agreement = Math.max(t, f) / answers.length;
    const detail = vs.map((v, i) => `${v.label}: ${answers[i + 1]}`).join(', ');
    if (majority === 'uncertain' || agreement < 0.5) {
      return { claim: sentence, result: { verdict: 'uncertain' as const, evidence: `Answers spread too widely (original ${original}; ${detail}).` } };
    }
    // The calibration class is the agreement: how many of the readings gave the majority answer.
    return { claim: sentence, result: { verdict: majority, evidence: `${Math.max(t, f)} of ${answers.length} readings agree on ${majority} (original ${original}; ${detail}).` }, kind: `agree-${Math.max(t, f)}-of-${answers.length}` };
  });
  const verdict = combineFindings(findings);
  return offlineResult('entropy', verdict, `Reformulations and must-flip variants per claim. ${describeFindings(findings)}`, { findings, content });
};
