// biprm (bidirectional process reward): for multi-step content ("so", "therefore", "hence",
// "since", numbered steps, one step per line) every step is scored
//   forward:  does it follow from the steps before it? An equation step must keep every
//             solution of the previous equation; a standalone claim must check out true;
//   backward: is the conclusion consistent with the premises? The final equation must have
//             exactly the solutions of the first one, and a final claim must be true.
// Forward, every calculation in the content is checked in order (claims.ts); backward, each
// number a calculation uses must come from the question or an earlier step: a number from
// nowhere is a finding too (uncertain: it may be common knowledge such as 60 minutes in an
// hour, but a reader should look). The first failing step is reported. Single-step content
// degrades to checking the claim.

import { satisfiesEquation, solveEquation } from '../checkers/algebra.js';
import { ALL_CHECKERS, checkClaim, prepareClaim } from '../checkers/index.js';
import { analyseContent, combineFindings, splitSentences, type AtomicFinding } from '../claims.js';
import { readStatements } from '../reading/statements.js';
import type { Q } from '../checkers/rational.js';
import type { Verdict, VerificationMethod } from '../types.js';
import { describeFindings, offlineResult } from './common.js';
import { documentsOf, groundedResult } from '../grounding/methods.js';

const CONNECTIVES = /\s*(?:,|;|\.)?\s*\b(?:and\s+)?(?:so|therefore|hence|thus|consequently|which\s+means(?:\s+that)?|it\s+follows\s+that|this\s+gives|we\s+get|giving)\b\s*,?\s*/i;
const STEP_MARKER = /^\s*(?:step\s*\d+\s*[:.)-]?|\(?\d{1,2}[.)]|[-*•])\s+/i;

/** Splits content into steps: lines, sentences, numbered markers and connectives. */
export function splitSteps(content: string): string[] {
  const steps: string[] = [];
  for (const sentence of splitSentences(content)) {
    const unmarked = sentence.replace(STEP_MARKER, '');
    const since = /^(?:since|because|as)\s+(.+?),\s*(.+)$/i.exec(unmarked);
    const pieces = since ? [since[1]!, since[2]!] : [unmarked];
    for (const piece of pieces) {
      for (const part of piece.split(CONNECTIVES)) {
        const s = part.trim().replace(/[.,;]+$/, '');
        if (s && /[\p{L}\p{N}]/u.test(s)) steps.push(s);
      }
    }
  }
  return steps;
}

interface Scored {
  step: string;
  role: 'premise' | 'step';
  forward: Verdict;
  backward?: Verdict;
  why: string;
}

function equationOf(step: string): { text: string; variable: string; roots: Q[]; complete: boolean } | undefined {
  const p = prepareClaim(step);
  if (p.unparseable || p.negated || !/=/.test(p.text) || /[<>≤≥≠]/.test(p.text)) return undefined;
  const solved = solveEquation(p.text);
  return solved ? { text: p.text, ...solved } : undefined;
}

function showRoots(roots: Q[]): string {
  return `{${roots.map((r) => r.toString()).join(', ')}}`;
}

interface Derivation {
  steps: number;
  verdict: Verdict;
  failing?: string;
  summary: string;
}

/** Scores a derivation of equations and claims step by step, forward and backward. */
export function scoreDerivation(content: string): Derivation {
  const steps = splitSteps(content);
  const scored: Scored[] = [];
  let lastEquation: ReturnType<typeof equationOf>;
  let firstEquation: ReturnType<typeof equationOf>;
  for (const step of steps) {
    const eq = equationOf(step);
    if (eq && (!lastEquation || lastEquation.variable === eq.variable)) {
      if (!lastEquation) {
        scored.push({ step, role: 'premise', forward: 'true', why: `premise: ${eq.variable} ∈ ${showRoots(eq.roots)}` });
        firstEquation = lastEquation = eq;
        continue;
      }
      // Forward: every solution of the previous equation must still satisfy this one.
      const prev: NonNullable<typeof lastEquation> = lastEquation;
      const kept = prev.complete ? prev.roots.map((r) => satisfiesEquation(eq.text, r)) : [undefined];
      const forward: Verdict = kept.some((k) => k === undefined) ? 'uncertain' : kept.every(Boolean) ? 'true' : 'false';
      // Backward: no new solutions appear (the step is equivalent, not just implied).
      const back = eq.complete && prev.complete ? eq.roots.every((r) => prev.roots.some((p) => p.eq(r))) : undefined;
      const backward: Verdict = back === undefined ? 'uncertain' : back ? 'true' : 'false';
      scored.push({ step, role: 'step', forward, backward, why: `${eq.variable} ∈ ${showRoots(eq.roots)} after the step, ${showRoots(prev.roots)} before` });
      lastEquation = eq;
      continue;
    }
    const r = checkClaim(step);
    scored.push({ step, role: 'step', forward: r.verdict, why: r.evidence });
  }
  // Backward over the whole chain: the conclusion against the first premise.
  const last = scored[scored.length - 1];
  if (last && firstEquation && lastEquation && lastEquation !== firstEquation && last.role === 'step') {
    const consistent = firstEquation.complete && lastEquation.complete
      ? firstEquation.roots.length === lastEquation.roots.length && firstEquation.roots.every((r) => lastEquation!.roots.some((x) => x.eq(r)))
      : undefined;
    last.backward = consistent === undefined ? 'uncertain' : consistent ? 'true' : 'false';
  }
  const fails = (s: Scored) => s.forward === 'false' || s.backward === 'false';
  const firstFail = scored.findIndex(fails);
  const scoredSteps = scored.filter((s) => s.role === 'step');
  const verdict: Verdict = firstFail >= 0 ? 'false'
    : scoredSteps.length > 0 && scoredSteps.every((s) => s.forward === 'true' && s.backward !== 'uncertain') ? 'true'
    : 'uncertain';
  const lines = scored.slice(0, 20).map((s, i) => `step ${i + 1} "${s.step.slice(0, 100)}": ${s.role === 'premise' ? 'premise' : `forward ${s.forward}${s.backward ? `, backward ${s.backward}` : ''}`} (${s.why.slice(0, 200)})`);
  const head = firstFail >= 0 ? `The first failing step is step ${firstFail + 1}.` : verdict === 'true' ? 'Every step follows and the conclusion is consistent with the premises.' : 'Some step could not be scored.';
  const d: Derivation = { steps: scored.length, verdict, summary: `${scored.length} steps. ${head} ${lines.join('; ')}${scored.length > 20 ? `; ... ${scored.length - 20} more steps` : ''}.` };
  if (firstFail >= 0) d.failing = `${scored[firstFail]!.step}: ${scored[firstFail]!.why}`;
  return d;
}

// Numbers any solution may use without the question giving them: small counts, and the units
// of time, percent and the calendar.
const COMMON = new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '12', '24', '30', '31', '52', '60', '100', '1000', '365']);

/** Backward: numbers a calculation uses that neither the question nor an earlier step gave. */
function unsupportedNumbers(content: string, question: string, findings: AtomicFinding[]): AtomicFinding[] {
  // Numbers as the engine reads them (Markdown and LaTeX included), with their offsets.
  const numbers = (text: string) => readStatements(text).flatMap((s) => s.tokens).flatMap((t) => (t.kind === 'num' ? [{ start: t.start, end: t.end, value: t.value.toString() }] : []));
  const known = new Set(numbers(question).map((n) => n.value));
  const inContent = numbers(content);
  const out: AtomicFinding[] = [];
  let seen = 0;
  for (const f of findings) {
    if (!f.kind?.startsWith('calculation') || f.start === undefined || f.end === undefined) continue;
    for (; seen < inContent.length && inContent[seen]!.end <= f.start; seen++) known.add(inContent[seen]!.value);
    const inside = inContent.filter((n) => n.start >= f.start! && n.end <= f.end!);
    // The last number is the stated result; the ones before it are the operands.
    const fromNowhere = [...new Set(inside.slice(0, -1).map((n) => n.value).filter((v) => !known.has(v) && !COMMON.has(v)))];
    if (fromNowhere.length) {
      out.push({ claim: f.claim, start: f.start, end: f.end, step: f.step, kind: 'support', result: { verdict: 'uncertain', evidence: `Backward: uses ${fromNowhere.join(', ')}, which neither the question nor an earlier step gives.` } });
    }
    for (const n of inside) known.add(n.value);
  }
  return out;
}

export const biprmMethod: VerificationMethod = async (input) => {
  const documents = documentsOf(input.context);
  if (documents) return groundedResult('biprm', input, documents); // issue 23: documents given, only they decide
  const { content, context } = input;
  const analysis = analyseContent(content, ALL_CHECKERS, context);
  const question = typeof context['question'] === 'string' ? context['question'] : '';
  const findings = [...analysis.findings, ...(question ? unsupportedNumbers(content, question, analysis.findings) : [])];
  findings.sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
  const derivation = scoreDerivation(content);
  if (derivation.steps < 2) {
    // Single step: nothing to chain, check the claim itself.
    return offlineResult('biprm', analysis.verdict, `Single-step content: checked as one claim. ${describeFindings(findings)}`, { findings, content });
  }
  let verdict = combineFindings(findings);
  let kind: string | undefined;
  // The derivation reads equations as a chain of one unknown; in an answer to a question the
  // calculations (with units and several unknowns) are read by the calculation reader instead.
  if (verdict !== 'false' && derivation.verdict === 'false' && derivation.failing && !question) {
    verdict = 'false';
    kind = 'proof';
  } else if (verdict === 'uncertain' && derivation.verdict === 'true' && !question) {
    // Every step checks out and every equation step keeps exactly the solutions of the one
    // before: the derivation holds, read step by step.
    verdict = 'true';
    kind = 'proof';
  }
  const firstFalse = findings.find((f) => f.result.verdict === 'false');
  const head = firstFalse ? `The first failing step is step ${firstFalse.step ?? 1} ("${firstFalse.claim.slice(0, 100)}").` : '';
  const evidence = kind ? { findings, content, kind } : { findings, content };
  return offlineResult('biprm', verdict, `${head} ${derivation.summary} Checked forward and backward: ${describeFindings(findings)}`.trim(), evidence);
};
