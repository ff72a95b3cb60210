// Splitting content into atomic claims. Sentences first; a sentence that no checker decides
// as a whole is split at "and" / ";" into parts that are checked on their own, sharing the
// subject when a part has none ("17 is prime and odd" -> "17 is prime", "17 is odd").
// Work per sentence is capped so 50,000 characters of content stay fast (issue 4).

import { checkClaim, type CheckerName, type CheckResult } from './checkers/index.js';

export const MAX_SENTENCES = 4000;
const MAX_PARTS = 8;

/** Splits content into sentences: at line breaks and at . ! ? ; followed by a space. */
export function splitSentences(content: string): string[] {
  const out: string[] = [];
  for (const line of content.split(/\r?\n+/)) {
    // Decimal points ("0.1") are not followed by a space, so they never split.
    for (const piece of line.split(/(?<=[.!?])\s+(?=["'(]?[\p{Lu}\p{N}(-])|(?<=;)\s+/u)) {
      const s = piece.trim();
      if (s && /[\p{L}\p{N}]/u.test(s) && !/^(?:\(?\d{1,3}[.)]|step\s+\d+[.:)]?)$/i.test(s)) out.push(s);
      if (out.length >= MAX_SENTENCES) return out;
    }
  }
  return out;
}

const SUBJECT = /^(.*?\b(?:is|are|was|were|has|have|had|will\s+be)\b)\s/i;

export interface AtomicFinding {
  claim: string;
  result: CheckResult;
}

/** Checks a sentence as a whole, or as its conjuncts when the whole is not decided. */
export function checkSentence(sentence: string, checkers: readonly CheckerName[]): AtomicFinding[] {
  const whole = checkClaim(sentence, checkers);
  if (whole.verdict !== 'uncertain') return [{ claim: sentence, result: whole }];
  const body = sentence.replace(/[.!]+\s*$/, '');
  const parts = body.split(/\s*;\s*|\s*,?\s+and\s+|\s*,\s+but\s+|\s+but\s+/i).filter(Boolean);
  if (parts.length < 2 || parts.length > MAX_PARTS) return [{ claim: sentence, result: whole }];
  const findings: AtomicFinding[] = [];
  let i = 0;
  while (i < parts.length) {
    let found: AtomicFinding | undefined;
    let used = 1;
    // Longest run of parts that decides: "The sum of 2 and 3 is 5 and 4 is even" keeps "sum of 2 and 3" together.
    for (let j = parts.length; j > i && !found; j--) {
      const text = parts.slice(i, j).join(' and ');
      const r = checkClaim(text, checkers);
      if (r.verdict !== 'uncertain') {
        found = { claim: text, result: r };
        used = j - i;
      }
    }
    if (!found && i > 0) {
      const subject = SUBJECT.exec(parts[0]!)?.[1];
      if (subject) {
        const text = `${subject} ${parts[i]}`;
        const r = checkClaim(text, checkers);
        if (r.verdict !== 'uncertain') found = { claim: text, result: r };
      }
    }
    findings.push(found ?? { claim: parts[i]!, result: checkClaim(parts[i]!, checkers) });
    i += used;
  }
  // Splitting is only a better reading when it decided something.
  return findings.some((f) => f.result.verdict !== 'uncertain') ? findings : [{ claim: sentence, result: whole }];
}

export interface ContentAnalysis {
  verdict: 'true' | 'false' | 'uncertain';
  findings: AtomicFinding[];
  sources: string[];
}

/** A conjunction of claims: false if any part is false, true only if every part is true. */
export function combineFindings(findings: AtomicFinding[]): 'true' | 'false' | 'uncertain' {
  if (findings.length === 0) return 'uncertain';
  if (findings.some((f) => f.result.verdict === 'false')) return 'false';
  return findings.every((f) => f.result.verdict === 'true') ? 'true' : 'uncertain';
}

/** Splits content into atomic claims and checks each. */
export function analyseContent(content: string, checkers: readonly CheckerName[]): ContentAnalysis {
  const findings = splitSentences(content).flatMap((s) => checkSentence(s, checkers));
  const sources = [...new Set(findings.flatMap((f) => f.result.sources ?? []))];
  return { verdict: combineFindings(findings), findings, sources };
}
