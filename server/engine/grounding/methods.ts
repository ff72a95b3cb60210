// What each offline method makes of the caller's documents (issue 23). The method files
// (server/engine/methods/*.ts) branch here at their top when `context.documents` (or
// `context.evidence`) is given; their own code runs only without documents. When documents are
// given they alone decide: no built-in reference data is consulted.
//
// The rules, per method (the README's method table says the same):
//   semantic   compares each claim with the documents: `false` when a claim is contradicted or
//              names a number, date or name no document mentions (an invented fact), `true` when
//              every claim is supported, else `uncertain`. Computes nothing.
//   tool       the same, treating each document as a source it consulted (`sources`), and with
//              its exact calculators: a wrong calculation is `false` too.
//   reasoning  the same as tool, explained claim by claim.
//   ensemble   per claim, two voters: the documents (as semantic) and the exact calculators; the
//              majority of those that decide, a tie `uncertain`.
//   entropy    each claim is grounded as written and reformulated (numbers in words and digits
//              swapped); a finding every reading agrees on stands, one that changes with the
//              wording is `uncertain`.
//   biprm      forward, claim by claim: a contradicted claim is `false`; backward, a number, date
//              or name no document gives is an `uncertain` finding (a fact from nowhere, as a
//              number from nowhere is without documents), never `false` on its own.
//   formal     cannot use documents: a passage is not a proof. It runs as without them.
// Offline, content or documents not in English are `uncertain` with a reason. With
// `context.question` no method says `true`: whether an answer answers its question is not
// checkable offline (spec/DECISIONS.md "What `true` means for content").

import { EXACT_CHECKERS } from '../checkers/index.js';
import { analyseContent, type AtomicFinding } from '../claims.js';
import { offlineResult, type OfflineResult } from '../methods/common.js';
import { MAX_STEPS, type CheckedStep, type MethodInput, type Paradigm, type Verdict } from '../types.js';
import { documentName, type GroundingDocument } from './documents.js';
import { groundIn, openDocuments, type ClaimGrounding, type DocumentSet, type GroundingReport } from './ground.js';

export { documentsOf } from './documents.js';

/** Methods whose rule counts a fact no document mentions as `false` (biprm keeps it `uncertain`). */
const INVENTION_IS_FALSE: ReadonlySet<Paradigm> = new Set(['semantic', 'tool', 'reasoning', 'ensemble', 'entropy']);
/** Methods that also run their exact calculators over the content. */
const COMPUTES: ReadonlySet<Paradigm> = new Set(['tool', 'reasoning', 'ensemble', 'entropy', 'biprm']);

const MAX_LISTED = 12;

function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/** `urn:verity:document:<index>` for a document without a url (spec: ParadigmResult.sources). */
export function sourceOf(d: GroundingDocument): string {
  return d.url ?? `urn:verity:document:${d.index}`;
}

/** What a claim's grounding says for a method: its verdict and why. */
function claimVerdict(paradigm: Paradigm, c: ClaimGrounding): Verdict {
  if (c.support === 'contradicted') return 'false';
  if (c.unsupported.length && INVENTION_IS_FALSE.has(paradigm)) return 'false';
  if (c.support === 'supported' && !c.unsupported.length) return 'true';
  return 'uncertain';
}

function describeFacts(c: ClaimGrounding): string {
  if (!c.unsupported.length) return '';
  const list = c.unsupported.map((f) => `${f.kind} "${f.text}"`).join(', ');
  return `no document mentions the ${list}`;
}

function claimReason(paradigm: Paradigm, c: ClaimGrounding): string {
  const facts = describeFacts(c);
  if (c.support === 'contradicted') return clip(`Contradicted: the claim ${c.reason}${facts ? `; also, ${facts}` : ''}.`, 1000);
  if (facts) {
    const rule = INVENTION_IS_FALSE.has(paradigm) ? 'an invented fact counts as false' : 'a fact from nowhere: a reader should look, but it is not a contradiction';
    return clip(`Unsupported: ${facts} (${rule}). ${c.support === 'supported' ? `The rest is ${c.reason}` : capitalise(c.reason)}.`, 1000);
  }
  if (c.support === 'supported') return clip(`Supported: ${c.reason}.`, 1000);
  if (!c.statement) return clip(`Not found: a phrase, not a statement, so nothing here says what it answers; ${c.reason}.`, 1000);
  return clip(`Not found: ${c.reason}.`, 1000);
}

function capitalise(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

function stepOf(paradigm: Paradigm, c: ClaimGrounding, index: number, content: string, verdict: Verdict = claimVerdict(paradigm, c)): CheckedStep {
  const step: CheckedStep = { index, start: c.start, end: c.end, text: clip(content.slice(c.start, c.end), 500), verdict, reason: claimReason(paradigm, c), support: c.support };
  if (c.evidence) step.evidence = { ...c.evidence, quote: clip(c.evidence.quote, 500) };
  if (c.unsupported.length) step.unsupported = c.unsupported.slice(0, 20).map((f) => ({ ...f, text: clip(f.text, 200) }));
  return step;
}

/** The exact calculators' decided findings (a wrong or right calculation), as steps. */
function calculationSteps(input: MethodInput): { steps: CheckedStep[]; findings: AtomicFinding[] } {
  const { question: _question, ...rest } = input.context;
  const findings = analyseContent(input.content, EXACT_CHECKERS, rest).findings.filter((f) => f.result.verdict !== 'uncertain' && f.start !== undefined && f.end !== undefined);
  const steps = findings.map((f) => {
    const s: CheckedStep = { index: f.step ?? 1, start: f.start!, end: f.end!, text: clip(input.content.slice(f.start, f.end), 500), verdict: f.result.verdict, reason: clip(f.result.evidence, 1000) };
    if (f.computed !== undefined) s.computed = clip(f.computed, 200);
    return s;
  });
  return { steps, findings };
}

/** The calibration class of a grounded verdict: what decided it (calibration.ts, scripts/calibrate.ts). */
function kindOf(verdict: Verdict, claims: ClaimGrounding[], paradigm: Paradigm, calculationFalse: boolean): string {
  if (verdict === 'true') return 'documents-supported';
  if (calculationFalse) return 'calculation';
  if (claims.some((c) => c.support === 'contradicted')) return 'documents-contradicted';
  if (INVENTION_IS_FALSE.has(paradigm)) {
    const kinds = new Set(claims.flatMap((c) => c.unsupported.map((f) => f.kind)));
    return kinds.has('number') || kinds.has('date') ? 'documents-unsupported-number' : 'documents-unsupported-name';
  }
  return 'documents';
}

function summary(report: GroundingReport, paradigm: Paradigm): string {
  const docs = report.documents;
  const named = docs.slice(0, 5).map(documentName).join(', ');
  const source = `${docs.length} document${docs.length === 1 ? '' : 's'} (${named}${docs.length > 5 ? ', …' : ''})`;
  const lines = report.claims.slice(0, MAX_LISTED).map((c, i) => `(${i + 1}) "${clip(c.text, 120)}": ${c.support}${c.unsupported.length ? `, ${describeFacts(c)}` : ''}${c.support !== 'not_found' ? ` (${clip(c.reason, 300)})` : ''}`);
  if (report.claims.length > MAX_LISTED) lines.push(`... and ${report.claims.length - MAX_LISTED} more claims`);
  const head = paradigm === 'reasoning' ? `Checked claim by claim against ${source}: the content splits into ${report.claims.length} claim${report.claims.length === 1 ? '' : 's'}.` : `Compared with ${source}; built-in reference data is not used when documents are given.`;
  return `${head} ${lines.join(' ')}`.trim();
}

function conclusion(verdict: Verdict, paradigm: Paradigm, claims: ClaimGrounding[], question: boolean, calculationFalse: boolean): string {
  if (calculationFalse) return 'A calculation in the content is wrong, so the whole is false.';
  const contradicted = claims.findIndex((c) => c.support === 'contradicted');
  if (verdict === 'false' && contradicted >= 0) return `Claim ${contradicted + 1} is contradicted by the documents, so the whole is false.`;
  if (verdict === 'false') return `Claim ${claims.findIndex((c) => c.unsupported.length) + 1} names a fact no document mentions, which this method's rule counts as false.`;
  if (verdict === 'true') return 'Every claim is supported by a passage of the documents, so the whole is true.';
  if (question && claims.length && claims.every((c) => c.support === 'supported')) return 'Every claim is supported, but the content answers a question, and whether it answers it cannot be checked offline: uncertain.';
  if (paradigm === 'biprm' && claims.some((c) => c.unsupported.length)) return 'Some claim names a fact no document gives (backward finding); nothing is contradicted, so the whole stays uncertain.';
  return 'Not every claim is supported, and none is contradicted, so the whole stays uncertain.';
}

/** Numbers written in digits as words and small number words as digits: entropy's reformulation. */
function reformulate(text: string): string {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
  // Whole words only: "twenty-four" and "3.5" stay as they are.
  return text.replace(/(?<![\w.,-])(?:\d{1,2}|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?![\w-]|[.,]\d)/gi, (m) => {
    const n = /^\d+$/.test(m) ? Number(m) : words.indexOf(m.toLowerCase());
    if (n < 0 || n > 12) return m;
    return /^\d+$/.test(m) ? words[n]! : String(n);
  });
}

/**
 * The documents of one verification, read once for all its methods: the engine hands every
 * method the same context object, and the methods run at once, so without this each would hold
 * its own index of up to 1 MB of documents in the thread's heap. Keyed weakly: forgotten with
 * the request.
 */
const OPENED = new WeakMap<object, Promise<DocumentSet>>();

function openShared(context: Record<string, unknown>, documents: GroundingDocument[]): Promise<DocumentSet> {
  let set = OPENED.get(context);
  if (!set) {
    set = openDocuments(documents);
    OPENED.set(context, set);
  }
  return set;
}

/** The content grounded once per verification too: the methods differ in what they make of it, not in how it reads. */
const GROUNDED = new WeakMap<object, Map<string, GroundingReport>>();

function groundShared(context: Record<string, unknown>, set: DocumentSet, content: string, question: string | undefined): GroundingReport {
  let reports = GROUNDED.get(context);
  if (!reports) GROUNDED.set(context, (reports = new Map()));
  let report = reports.get(content);
  if (!report) reports.set(content, (report = groundIn(set, content, question)));
  return report;
}

/**
 * The result of `paradigm` on content with documents. `documents` is what documentsOf() read from
 * the context (the method files call it and branch here when it is defined).
 */
export async function groundedResult(paradigm: Paradigm, input: MethodInput, documents: GroundingDocument[]): Promise<OfflineResult> {
  const question = typeof input.context['question'] === 'string' && input.context['question'].trim() !== '';
  const set = await openShared(input.context, documents);
  const asked = typeof input.context['question'] === 'string' ? input.context['question'] : undefined;
  const report = groundShared(input.context, set, input.content, asked);
  const sources = paradigm === 'tool' ? [...new Set(documents.map(sourceOf))].slice(0, 100) : undefined;
  if (report.notEnglish) {
    return offlineResult(paradigm, 'uncertain', `Not checked: ${report.notEnglish}, and the offline methods read English only; the language is not supported offline.`, { findings: [], content: input.content, ...(sources ? { sources } : {}) });
  }
  let claims = report.claims;
  let agreement: 'all-readings-agree' | 'readings-differ' | undefined;
  if (paradigm === 'entropy') {
    // Ground the reformulated content too; a claim whose reading changes with the wording is uncertain.
    const again = reformulate(input.content);
    if (again !== input.content) {
      const other = groundShared(input.context, set, again, asked).claims;
      const same = other.length === claims.length;
      agreement = 'all-readings-agree';
      claims = claims.map((c, i) => {
        const o = same ? other[i] : undefined;
        const agree = o !== undefined && o.support === c.support && o.unsupported.length === c.unsupported.length;
        if (agree) return c;
        agreement = 'readings-differ';
        return { ...c, support: 'not_found' as const, unsupported: [], reason: `its reading changes when its numbers are written ${/\d/.test(c.text) ? 'in words' : 'in digits'} (${c.support} as written, ${o?.support ?? 'not read'} reformulated)` };
      });
    } else agreement = 'all-readings-agree';
  }
  const calc = COMPUTES.has(paradigm) ? calculationSteps(input) : { steps: [], findings: [] };
  const calculationFalse = calc.steps.some((s) => s.verdict === 'false');
  const verdicts = claims.map((c) => claimVerdict(paradigm, c));
  let verdict: Verdict;
  if (paradigm === 'ensemble') {
    // Two voters per claim: the documents, and the exact calculators on the claim's span.
    const claimVotes = claims.map((c, i) => {
      const calcVote = combine(calc.steps.filter((s) => s.start >= c.start && s.end <= c.end).map((s) => s.verdict));
      const votes = [verdicts[i]!, calcVote].filter((v) => v !== 'uncertain');
      const t = votes.filter((v) => v === 'true').length;
      const f = votes.length - t;
      return t === f ? 'uncertain' : t > f ? 'true' : 'false';
    });
    verdict = combine(claimVotes);
    if (calculationFalse && verdict !== 'false' && claims.every((c) => !calc.steps.some((s) => s.verdict === 'false' && s.start >= c.start && s.end <= c.end))) verdict = 'false';
  } else {
    verdict = calculationFalse ? 'false' : combine(verdicts);
  }
  if (verdict === 'true' && question) verdict = 'uncertain';
  const steps = [...claims.map((c, i) => stepOf(paradigm, c, i + 1, input.content, verdicts[i])), ...calc.steps].sort((a, b) => a.start - b.start || a.index - b.index).slice(0, MAX_STEPS);
  const kind = verdict === 'uncertain' ? undefined : paradigm === 'entropy' && verdict !== 'true' && !calculationFalse ? `${kindOf(verdict, claims, paradigm, false)}-${agreement}` : kindOf(verdict, claims, paradigm, calculationFalse);
  const reasoning = clip(`${summary({ ...report, claims }, paradigm)} ${conclusion(verdict, paradigm, claims, question, calculationFalse)}`, 20_000);
  const r = offlineResult(paradigm, verdict, reasoning, { findings: [], content: input.content, ...(kind ? { kind } : {}), ...(sources ? { sources } : {}) });
  r.steps = steps; // the result object keeps its calibration class (calibration.ts resultClass)
  return r;
}

/** A conjunction: false if any part is false, true only if every part is true. */
function combine(verdicts: Verdict[]): Verdict {
  if (!verdicts.length) return 'uncertain';
  if (verdicts.includes('false')) return 'false';
  return verdicts.every((v) => v === 'true') ? 'true' : 'uncertain';
}
