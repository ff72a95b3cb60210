// Splitting content into atomic claims. The content is read into statements (reading/: Markdown
// blocks, LaTeX math, sentences, what the author asserts); a statement that no checker decides
// as a whole is split at "and" / ";" into parts that are checked on their own, sharing the
// subject when a part has none ("17 is prime and odd" -> "17 is prime", "17 is odd").
// Work per statement is capped so 50,000 characters of content stay fast (issue 4).

import { checkClaim, checkStory, prepareClaim, type CheckerName, type CheckResult } from './checkers/index.js';
import { CHAT_CLOSER, CHAT_OPENER, ROLE_LABEL } from './checkers/text.js';
import { contradictsStatedRatio, conversionFactor } from './checkers/units.js';
import { decided, uncertain } from './checkers/types.js';
import { frameAt, frameReason } from './reading/assertion.js';
import { CalculationReader, type Calculation } from './reading/calculations.js';
import { retractions } from './reading/retraction.js';
import { withoutLogBase } from './reading/tokens.js';
import { spreadsheetCalculations } from './reading/spreadsheet.js';
import { tableCalculations } from './reading/tables.js';
import { MAX_STATEMENTS, readStatements, type Statement } from './reading/statements.js';

export const MAX_SENTENCES = MAX_STATEMENTS;
const MAX_PARTS = 8;

/** A statement of the content and where it stands: UTF-16 offsets [start, end). */
export interface Segment {
  text: string;
  start: number;
  end: number;
}

/** The statements of the content with their offsets (reading/statements.ts). */
export function splitSegments(content: string): readonly Statement[] {
  return readStatements(content);
}

/** The sentences of the content, as text. */
export function splitSentences(content: string): string[] {
  return splitSegments(content).map((s) => s.text);
}

// Clauses joined by these start a new step of a derivation ("..., so x = 10").
const CONNECTIVE = /(?:,|;)?\s+(?:and\s+)?(?:so|then|therefore|hence|thus)\b,?\s*/gi;

/** 1-based step numbers: each sentence is a step, and so is each clause after "so", "then", "therefore". */
export function stepNumbering(segments: readonly Segment[], content: string): (offset: number) => number {
  const starts: number[] = [];
  for (const seg of segments) {
    starts.push(seg.start);
    for (const m of content.slice(seg.start, seg.end).matchAll(CONNECTIVE)) if (m.index > 0) starts.push(seg.start + m.index + m[0].length);
  }
  return (offset) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= offset) lo = mid + 1;
      else hi = mid;
    }
    return Math.max(1, lo);
  };
}

const SUBJECT = /^(.*?\b(?:is|are|was|were|has|have|had|will\s+be)\b)\s/i;
// "The roots of x² − 7x + 10 = 0 add up to 7 and multiply to 10": a second predicate that starts
// with a verb of result shares the subject of the first (issue 22, claims 8).
const RESULT_VERB = String.raw`(?:adds?|sums?|multipl(?:y|ies)|totals?|divides?|makes?|gives?|equals?|comes?)\b`;
const PREDICATE_START = new RegExp(`^${RESULT_VERB}`, 'i');
const SUBJECT_BEFORE_VERB = new RegExp(`^(.*?\\S)\\s+(?=${RESULT_VERB})`, 'i');

export interface AtomicFinding {
  claim: string;
  result: CheckResult;
  /** Where the claim stands in the content (UTF-16 offsets) and its 1-based step, when known. */
  start?: number;
  end?: number;
  step?: number;
  /** The value a calculation really has. */
  computed?: string;
  /** What decided it, for calibration (calibration.ts): `calculation`, else the checker's basis. */
  kind?: string;
}

// Where a sentence may split into claims, and where an "and" only joins a list or the objects
// of a preposition ("the factors of 15 are 1, 3, 5, and 15", "the GCD of 2863 and 1344 is 7",
// "the mean of 1/2 and 7/8"): there the parts are not claims of their own (issue 22).
const SPLIT = /\s*;\s*|\s*,?\s+and\s+|\s*,\s+but\s+|\s+but\s+/gi;
const JOINS_OBJECTS = /(?:\b(?:of|for|between|from|among|by|with|to|both|either|neither)\b|,)(?:[^A-Za-z]|\b[A-Za-z]\b)*$/;
// A part that only compares two bare numbers ("105 is 7") came from cutting a phrase, not a claim.
const BARE_COMPARISON = /^\s*[-\d.,]+\s+(?:is|are|=|equals?)\s+[-\d.,]+\s*$/i;

/** "1 hour and 30 minutes", "5 feet and 7 inches": one quantity in two units, never two claims. */
function joinsQuantity(before: string, after: string): boolean {
  // "the sum of 2 km and 3 km": quantities joined as the objects of a preposition.
  if (/\b(?:of|for|between|from|among|by|with|to|both|either|neither)\s+[-\d.,/]+\s*[A-Za-zµ°²³/]+(?:\s+[A-Za-z]+)?$/.test(before) && /^[-\d.,/]+\s*[A-Za-zµ°²³/]*/.test(after)) return true;
  // "4 years, 3 months and 15 days": one span in calendar units (months and days have no fixed ratio; issue 22, claims11).
  if (/\b\d+\s+(?:years?|months?|weeks?)$/i.test(before) && /^\d+\s+(?:months?|weeks?|days?)\b/i.test(after)) return true;
  const l = /(\d+(?:\.\d+)?)\s*([a-zA-Z]+)$/.exec(before);
  const r = /^(\d+(?:\.\d+)?)\s*([a-zA-Z]+)/.exec(after);
  return Boolean(l && r && conversionFactor(l[2]!, r[2]!));
}

/** The conjuncts of a sentence: split at "and", "but" and ";" where each side can be a claim. */
export function conjuncts(body: string): string[] {
  const parts: string[] = [];
  let last = 0;
  let pending = '';
  for (const m of body.matchAll(SPLIT)) {
    const piece = pending + body.slice(last, m.index);
    const after = body.slice(m.index + m[0].length);
    // "… add up to 7 and multiply to 10": a verb after "and" starts a predicate, whatever came before.
    if (/\band\b/i.test(m[0]) && !PREDICATE_START.test(after) && (JOINS_OBJECTS.test(piece) || joinsQuantity(piece, after))) pending = piece + m[0];
    else {
      parts.push(piece);
      pending = '';
    }
    last = m.index + m[0].length;
  }
  parts.push(pending + body.slice(last));
  return parts.filter(Boolean);
}

const CONTRAST = /^(-?\d[\d,.]*|[a-z][^,]*?)\s+(is|are|was)\s+((?:a|an)\s+[a-z][a-z -]*?),\s*not\s+((?:a|an)\s+[a-z][a-z -]*?)$/i;
const APPOSITIVE = /^(-?\d[\d,.]*),\s+which\s+((?:is|has|was|equals|divides|leaves)\s+[^,]+),\s+([a-z][^,]*)$/i;

// "A yard is 36 inches, since a foot is 12 inches and a yard is 3 feet", "3 feet make a yard, so
// 4 yards are 12 feet", "Because 7 × 8 = 56, 56 ÷ 8 = 7": a premise given with "since" or
// "because", and a conclusion drawn with "so", "therefore", "hence" or "thus", are both asserted,
// so each is a claim of its own (issue 22, claims 8). ("If" supposes and asserts nothing: frames.)
const PREMISE = /\s*,?\s+(?:since|because)\s+|\s*,\s*(?:and\s+)?(?:so|therefore|hence|thus)\s*,?\s+/gi;
const LEADING_PREMISE = /^(?:since|because)\s+(.+?),\s+(.+)$/i;
// An equation with an unknown in a derivation ("3x + 2 = 2x + 7, so x = 5") is a constraint, not
// an identity: a clause with one is not judged on its own.
const UNKNOWN_IN_RELATION = /[=<>≤≥]/;
const UNKNOWN = /(?:^|[\d\s(=+\-*/^<>])[a-df-hj-z](?=$|[\s)=+\-*/^<>²³])/i;

/** The premises and conclusions of a sentence, in order; one clause when it has no such connective. */
export function premiseClauses(body: string): string[] {
  const lead = LEADING_PREMISE.exec(body);
  const clauses = lead ? [lead[1]!, lead[2]!] : [body];
  return clauses.flatMap((c) => c.split(PREMISE)).map((c) => c.trim()).filter(Boolean);
}

// "One third of 90 is 30, and one third of that is 9": "that" (or "this", "the result") names the
// value the clause before states, when that clause was found true; then it is the value computed.
const ANAPHOR = /\b(?:that|this|the\s+result)\b/gi;
const STATED_VALUE = /\b(?:is|are|=|equals|gives|makes|comes\s+to)\s+(-?\d+(?:\.\d+)?)$/i;

/** Reads each undecided claim that refers back ("… of that …") with the value the true claim before it states. */
function resolveAnaphora(findings: AtomicFinding[], checkers: readonly CheckerName[]): AtomicFinding[] {
  return findings.map((f, k) => {
    const before = findings[k - 1];
    if (k === 0 || f.result.verdict !== 'uncertain' || before?.result.verdict !== 'true') return f;
    const value = STATED_VALUE.exec(prepareClaim(before.claim).text)?.[1];
    if (value === undefined || (f.claim.match(ANAPHOR) ?? []).length !== 1) return f;
    const text = f.claim.replace(ANAPHOR, value);
    if (BARE_COMPARISON.test(text)) return f;
    const r = checkClaim(text, checkers);
    return r.verdict === 'uncertain' ? f : { claim: text, result: { ...r, evidence: `Reading "${f.claim}" with the value the claim before states (${value}): ${r.evidence}` } };
  });
}

/** Checks a sentence as a whole, or as its premises and conclusions, or as its conjuncts, when the whole is not decided. */
export function checkSentence(sentence: string, checkers: readonly CheckerName[]): AtomicFinding[] {
  const whole = checkClaim(sentence, checkers);
  if (whole.verdict !== 'uncertain') return [{ claim: sentence, result: whole }];
  const body = sentence.replace(/[.!]+\s*$/, '');
  // "1651, which is prime, can only be divided by 1 and itself": a non-restrictive relative clause
  // about a number asserts its own predicate of it, so the sentence says two things of the number (issue 22, claims8).
  const appositive = APPOSITIVE.exec(body);
  if (appositive) {
    const [, subject, clause, rest] = appositive;
    const findings = [`${subject} ${clause}`, `${subject} ${rest}`].map((claim) => ({ claim, result: checkClaim(claim, checkers) }));
    if (findings.some((f) => f.result.verdict !== 'uncertain')) return findings;
  }
  // "2200 is a common year, not a leap year": a predicate set against another in words asserts the
  // first and denies the second (claims12; values set against values are read in checkers/text.ts).
  const contrast = CONTRAST.exec(body);
  if (contrast && contrast[3]!.toLowerCase() !== contrast[4]!.toLowerCase()) {
    const [, subject, verb, said, denied] = contrast;
    const findings = [`${subject} ${verb} ${said}`, `${subject} ${verb} not ${denied}`].map((claim) => ({ claim, result: checkClaim(claim, checkers) }));
    if (findings.some((f) => f.result.verdict !== 'uncertain')) return findings;
  }
  const clauses = premiseClauses(body);
  if (clauses.length > 1 && clauses.length <= MAX_PARTS) {
    const findings = resolveAnaphora(clauses.flatMap((c) => {
      const found = checkSentence(c, checkers);
      return UNKNOWN_IN_RELATION.test(c) && UNKNOWN.test(c) ? found.map((f) => (f.result.verdict === 'uncertain' ? f : { ...f, result: uncertain('In a derivation an equation with an unknown is a constraint, not an identity to check on its own.', f.result.checker) })) : found;
    }), checkers);
    // A conclusion that contradicts a ratio its own premise states is false whatever the premise's truth.
    if (!findings.some((f) => f.result.verdict === 'false') && checkers.includes('units')) {
      for (const [i, premise] of clauses.entries()) {
        for (const [j, conclusion] of clauses.entries()) {
          const r = i === j ? undefined : contradictsStatedRatio(prepareClaim(premise).text, prepareClaim(conclusion).text);
          if (r) return [...findings, { claim: `${premise}; ${conclusion}`, result: r }];
        }
      }
    }
    if (findings.some((f) => f.result.verdict !== 'uncertain')) return findings;
  }
  const parts = conjuncts(body);
  if (parts.length < 2 || parts.length > MAX_PARTS) return [{ claim: sentence, result: whole }];
  const findings: AtomicFinding[] = [];
  let i = 0;
  while (i < parts.length) {
    let found: AtomicFinding | undefined;
    let used = 1;
    // Longest run of parts that decides: "The sum of 2 and 3 is 5 and 4 is even" keeps "sum of 2 and 3" together.
    for (let j = parts.length; j > i && !found; j--) {
      const text = parts.slice(i, j).join(' and ');
      if (BARE_COMPARISON.test(text)) continue;
      const r = checkClaim(text, checkers);
      if (r.verdict !== 'uncertain') {
        found = { claim: text, result: r };
        used = j - i;
      }
    }
    if (!found && i > 0 && PREDICATE_START.test(parts[i]!)) {
      const subject = SUBJECT_BEFORE_VERB.exec(parts[0]!)?.[1];
      const text = subject ? `${subject} ${parts[i]}` : undefined;
      const r = text ? checkClaim(text, checkers) : undefined;
      if (text && r && r.verdict !== 'uncertain') found = { claim: text, result: r };
    }
    if (!found && i > 0) {
      const subject = SUBJECT.exec(parts[0]!)?.[1];
      if (subject) {
        const text = `${subject} ${parts[i]}`;
        const r = checkClaim(text, checkers);
        if (r.verdict !== 'uncertain') found = { claim: text, result: r };
      }
    }
    // A part that only compares two bare numbers ("… with legs 5 and 12 is 13" → "12 is 13") was cut from a phrase: no claim of its own.
    findings.push(found ?? { claim: parts[i]!, result: BARE_COMPARISON.test(parts[i]!) ? uncertain('Two bare numbers compared: a piece of a phrase cut at "and", not a claim of its own.') : checkClaim(parts[i]!, checkers) });
    i += used;
  }
  // Splitting is only a better reading when it decided something.
  const resolved = resolveAnaphora(findings, checkers);
  return resolved.some((f) => f.result.verdict !== 'uncertain') ? resolved : [{ claim: sentence, result: whole }];
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

/** A calculation's calibration kind: what its verdict rests on (issue 22: an unsure reading is a class of its own). */
function calculationKind(c: Calculation): string {
  return c.reading ? `calculation-${c.reading}` : 'calculation';
}

const ROLE_OR_OPENER = new RegExp(`^\\s*(?:${CHAT_OPENER}|${ROLE_LABEL})`, 'i');
// A statement that is only a chat opener ("Sure!", "Certainly.") answers a request: no claim.
// A closer standing alone ("Hope that helps!") offers more help: no claim either (claims12).
const OPENER_ONLY = new RegExp(`^\\s*${CHAT_OPENER.replace(/\\s\*$/, '')}\\s*$|^\\s*(?:sure|certainly|absolutely|of\\s+course|okay|ok|yes|yep)\\s*$|^\\s*${CHAT_CLOSER}\\s*$`, 'i');

/** The calculations of one statement as findings, plus the words around them that nobody checked. */
function calculationFindings(seg: Statement, calcs: Calculation[], content: string): AtomicFinding[] {
  const findings: AtomicFinding[] = calcs.map((c) => {
    // A calculation inside a question, a condition, reported speech or a denial is not asserted (issue 22).
    const frame = c.verdict !== 'uncertain' ? frameAt(seg.frames, c.start) : undefined;
    const result: CheckResult = frame
      ? uncertain(`${frameReason(frame)} (${c.reason})`, 'arithmetic')
      : c.verdict === 'uncertain' ? uncertain(c.reason, 'arithmetic') : decided(c.verdict === 'true', c.reason, 'proof', 'arithmetic');
    const f: AtomicFinding = { claim: c.plain ?? content.slice(c.start, c.end), result, start: c.start, end: c.end, kind: calculationKind(c) };
    if (c.computed !== undefined) f.computed = c.computed;
    return f;
  });
  // Whatever the sentence says besides its calculations ("He saved $15 from his allowance
  // because ...") is a statement about the problem: arithmetic that holds does not prove it.
  let rest = content.slice(seg.start, seg.end);
  for (const c of [...calcs].reverse()) rest = rest.slice(0, c.start - seg.start) + rest.slice(c.end - seg.start);
  // "…, with log meaning base 10" says how the calculation is read (reading/tokens.ts), nothing about the problem.
  rest = withoutLogBase(rest);
  // Step labels ("Step 1:", "Case 2.") are structure, not statements about the problem.
  // "Answer:" and "Final answer:" label the statement as the answer, as a step label does.
  // A chat opener ("Sure!") and a label naming the statement's role ("**Result:**") assert nothing either (issue 22, claims8).
  const unlabelled = rest.replace(/^\s*(?:(?:step|case|part)\s*\(?\w{1,3}\)?\s*[:.)]|[*_]*\s*(?:final\s+)?answer\s*[:.][*_]*)/i, '').replace(ROLE_OR_OPENER, '');
  if (/\p{L}{2,}/u.test(unlabelled.replace(/\\[a-zA-Z]+|\b(?:and|so|then|therefore|thus|hence|because|since|which|that|is|=)\b/gi, ''))) {
    findings.push({ claim: seg.text, result: uncertain('Only the calculations in this sentence were checked; what they stand for depends on the question, which an offline method cannot read.'), start: seg.start, end: seg.end });
  }
  return findings;
}

/**
 * Checker findings of a statement with frames: nothing inside a frame is judged as asserted. A
 * checker that read the whole of "If 2x + 7 = -1, then x = 3" judged the implication, which the
 * author does assert, so a condition alone leaves a whole-statement reading as it is.
 */
function framed(seg: Statement, findings: AtomicFinding[]): AtomicFinding[] {
  const frame = seg.frames[0];
  if (!frame) return findings;
  const implication = seg.frames.every((f) => f.kind === 'condition');
  return findings.map((f) => (f.result.verdict === 'uncertain' || (implication && f.claim === seg.plain) ? f : { ...f, result: uncertain(`${frameReason(frame)} (${f.result.evidence})`, f.result.checker) }));
}

/** One sentence of the content, checked: where it stands, its step number, and its findings. */
export interface SentenceAnalysis {
  segment: Statement;
  step: number;
  findings: AtomicFinding[];
  verdict: 'true' | 'false' | 'uncertain';
}

/**
 * Splits content into sentences and checks each: the checkers read a sentence that is a claim
 * as a whole ("91 is prime", "It is not true that 2 + 2 = 5"); the calculation reader finds
 * the calculations written inside prose ("She makes 9 * 2 = $18 every day."). In content of
 * several sentences the calculations decide, and an equation with unknowns is a constraint,
 * not an identity (issue 14).
 */
export function analyseSentences(content: string, checkers: readonly CheckerName[]): SentenceAnalysis[] {
  const segments = splitSegments(content);
  const stepOf = stepNumbering(segments, content);
  // A chat opener standing as a statement of its own ("Sure! 10 / 4 = 2.5") does not make the claim prose.
  const prose = segments.filter((seg) => !OPENER_ONLY.test(seg.plain)).length > 1;
  // A single statement is a short claim: "=" there means equal (DECISIONS "Rounding").
  const reader = new CalculationReader(!prose);
  const read = segments.map((segment) => reader.readTokens(segment.tokens, content));
  // A table that computes states a product in each row's result cell (reading/tables.ts).
  for (const [index, calc] of tableCalculations(segments, content)) read[index]!.push(calc);
  // A table laid out as a spreadsheet writes a formula's value beside it (reading/spreadsheet.ts).
  for (const [index, calc] of spreadsheetCalculations(segments)) read[index]!.push(calc);
  // A wrong result its author takes back ("14 × 23 = 312. Wait, that doesn't look right … it's 322, not 312") is not asserted (issue 22).
  const retracted = retractions(content, segments, read);
  // "Let q(n) = 3n + 6. Then q(5) = 21.": a function defined before is in scope (issue 22). A
  // definition used so is part of the value's claim ("… (with q(n) = 3n + 6)"), not a claim of its own.
  const definitions = new Map<string, { text: string; index: number }>();
  const used = new Set<number>();
  // "What is 18% of 80? It's 14.4.": a question followed by its answer asserts the answer (issue 22).
  const answered = new Map<number, AtomicFinding>();
  for (let i = 0; i < segments.length; i++) {
    // "How many inches are in 2 feet? 24." may stand as one statement.
    const inOne = /^(.+\?)\s+([^?]+)$/.exec(segments[i]!.plain);
    // A bare value ("24.") is not a statement of its own: the answer is then the text up to the next statement.
    const next = segments[i + 1];
    // Markdown emphasis around the next statement ("**Answer:** 840") is markup, not an answer.
    const between = content.slice(segments[i]!.end, next?.start ?? content.length).replace(/[*_]+/g, '').trim();
    const answer = inOne ? inOne[2]! : between || next?.plain;
    const finding = answer === undefined ? undefined : answeredQuestion(inOne ? inOne[1]! : segments[i]!.plain, answer, checkers);
    if (!finding) continue;
    answered.set(i, finding);
    if (!inOne && !between) used.add(++i);
  }
  const analyses = segments.map((segment, index): SentenceAnalysis => {
    const answer = answered.get(index);
    if (answer) {
      const end = used.has(index + 1) ? segments[index + 1]!.end : (segments[index + 1]?.start ?? content.length);
      const findings = [{ ...answer, start: segment.start, end, step: stepOf(segment.start) }];
      return { segment, step: stepOf(segment.start), findings, verdict: combineFindings(findings) };
    }
    if (OPENER_ONLY.test(segment.plain)) return { segment, step: stepOf(segment.start), findings: [], verdict: 'uncertain' };
    const defined = definitionOf(segment.plain);
    if (defined) definitions.set(defined.name, { text: defined.text, index });
    const scoped = defined ? undefined : valueInScope(segment, definitions, checkers);
    if (scoped) {
      used.add(scoped.definition);
      const findings = framed(segment, [{ ...scoped.finding, start: segment.start, end: segment.end }]).map((f) => ({ ...f, step: stepOf(segment.start) }));
      return { segment, step: stepOf(segment.start), findings, verdict: combineFindings(findings) };
    }
    const taken = read[index]!.some((c) => retracted.has(c));
    const calcs = read[index]!.map((c) => {
      const frame = retracted.get(c);
      return frame ? { ...c, verdict: 'uncertain' as const, reason: `${frameReason(frame)} (${c.reason})` } : c;
    });
    const calcsDecided = calcs.some((c) => c.verdict !== 'uncertain');
    // In prose the calculations decide a sentence that has them (and equations with unknowns are
    // constraints): the checkers' reading of the whole sentence is then not needed, nor computed.
    // A statement with a slip taken back is read by its calculations too: the checkers' reading of the whole would judge the slip.
    const calcsSettle = calcs.length > 0 && ((prose && (calcsDecided || calcs.some((c) => c.unknowns))) || taken);
    const whole = calcsSettle ? [] : framed(segment, checkSentence(segment.plain, checkers)).map((f) => (prose && f.result.verdict === 'false' && BECOMES.test(segment.plain) ? { ...f, result: uncertain(TRANSFORMED, f.result.checker) } : f));
    const checkersDecided = whole.some((f) => f.result.verdict !== 'uncertain');
    // LaTeX is read by the calculation grammar; the checkers see only its plain rendering.
    const useCalcs = calcs.length > 0 && (calcsSettle || !checkersDecided || (segment.math && calcsDecided));
    const found = useCalcs ? calculationFindings(segment, calcs, content) : whole.map((f) => ({ ...f, start: segment.start, end: segment.end }));
    const findings = found.map((f) => ({ ...f, step: stepOf(f.start ?? segment.start) }));
    return { segment, step: stepOf(segment.start), findings, verdict: combineFindings(findings) };
  });
  const result = analyses.map((a, index) => (used.has(index) ? { ...a, findings: [], verdict: 'uncertain' as const } : a));
  // A story told over two or three short statements, none decided alone ("216 red and 243 blue
  // marbles are shared into identical bags with none left over; the most bags possible is 27."), is
  // read whole by the story rules only (DECISIONS "Short claims: arithmetic stories").
  if (segments.length >= 2 && segments.length <= 3 && content.length <= MAX_STORY_CHARS && result.every((a) => a.verdict === 'uncertain' && a.findings.every((f) => f.result.verdict === 'uncertain'))) {
    const story = checkStory(segments.map((seg) => seg.plain).join(' '), checkers);
    if (story && story.verdict !== 'uncertain') {
      const first = segments[0]!;
      return [{ segment: first, step: stepOf(first.start), findings: [{ claim: content.slice(first.start, segments.at(-1)!.end), result: story, start: first.start, end: segments.at(-1)!.end, step: stepOf(first.start) }], verdict: story.verdict }];
    }
  }
  return result;
}

const MAX_STORY_CHARS = 400;

// In a solution, "1/(1 − x) becomes x." names what an expression turns into under the operation
// of the sentence before ("over the common denominator x(1 − x)"), which need not equal it; a
// short claim ("x^2 − 9 becomes (x − 3)(x + 3)") is an identity (issue 22, written set 3).
const BECOMES = /\bbecomes?\b/i;
const TRANSFORMED = 'In a solution, "becomes" names what an expression turns into under an operation (multiplying through, substituting), which need not equal it, so it is not read as an identity.';

// A question and the answer given right after it (issue 22). The question names what is asked
// for, the answer its value; together they say one declarative sentence, which is checked as
// if written so. Only wh-questions whose answer slot is plain are read: "what/how much is X",
// "how many U (are there) in X", "what day of the week is/was D", and "is N P" with a yes or no;
// and an instruction to compute ("Compute 42 × 20. Answer: 840."), whose answer is the value of
// what it names.
const QUESTION_LABEL = /^\s*(?:q|question)\s*[:.]\s*/i;
const ANSWER_LABEL = /^\s*(?:a|answer|final\s+answer)\s*[:.]\s*|^\s*(?:it's|it\s+is|it\s+was|that's|that\s+is|the\s+answer\s+is|(?:that|it)\s+(?:comes|works)\s+out\s+(?:to|at)|(?:that|it)\s+comes\s+to|that\s+makes)\s+/i;
const WEEKDAY_ANSWER = /^(?:a\s+|an\s+|on\s+a\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
const VALUE_ANSWER = /^[-−]?[$€£]?\d[\d,]*(?:\.\d+)?%?(?:\s+[a-z°µ][a-z°µ²³/ .-]{0,24})?$/i;

/** The declarative readings of a question and its answer; undefined when either is not of a form read here. */
export function questionAnswerReadings(question: string, answer: string): string[] | undefined {
  const q = question.replace(QUESTION_LABEL, '').trim();
  const a0 = answer.replace(ANSWER_LABEL, '').replace(/[.!]+\s*$/, '').trim();
  // Quiz frames (issue 22, claims9): "True or false: S. Answer: False" asserts S or its negation;
  // "Fill in the blank: S with ___. Answer: X" asserts S with X in the blank (one blank only).
  const trueOrFalse = /^true\s+or\s+false\s*[:,?-]\s*(.+?)[.]?$/i.exec(q);
  if (trueOrFalse) {
    const said = /^(true|false)$/i.exec(a0);
    return said && !/\?$/.test(trueOrFalse[1]!) ? [/^true$/i.test(said[1]!) ? trueOrFalse[1]! : `it is false that ${trueOrFalse[1]}`] : undefined;
  }
  const blank = /^fill\s+in\s+the\s+blanks?\s*[:,-]\s*(.+?)[.]?$/i.exec(q);
  if (blank) return (blank[1]!.match(/_{2,}/g) ?? []).length === 1 && VALUE_ANSWER.test(a0) ? [blank[1]!.replace(/_{2,}/, a0)] : undefined;
  const instruction = /^(?:compute|calculate|evaluate|work\s+out|find\s+the\s+value\s+of|find)\s+(.+?)[.:]?$/i.exec(q);
  if (instruction && !q.endsWith('?')) return VALUE_ANSWER.test(a0) && /\d/.test(instruction[1]!) ? [`${instruction[1]} is ${a0}`] : undefined;
  // "Solve 4(x − 1) = 2x + 6. A: x = 5": an equation to solve and the solution given for its one unknown.
  const solve = /^solve\s+(?:for\s+([a-z])\s*[:,]?\s*)?([^=]+=[^=]+?)(?:\s+for\s+([a-z]))?[.:]?$/i.exec(q);
  const root = /^([a-z])\s*=\s*[-−]?\d[\d,]*(?:\.\d+)?(?:\s*\/\s*\d+)?$/i.exec(a0);
  if (solve && !q.endsWith('?')) {
    const unknowns = new Set(solve[2]!.match(/(?<![a-z])[a-z](?![a-z])/gi) ?? []);
    // Only an equation of the first degree, whose one solution the answer can be: an answer giving
    // one root of a quadratic is incomplete, which is not a wrong value.
    const firstDegree = !/[\^²³√]|sqrt|\)\s*\(|[a-z]\s*\(|\/\s*\(?[^=]*?[a-z]/i.test(solve[2]!);
    // A quadratic answered with two different values names its whole solution set, so the set is
    // what the answer claims (claims12): two values both roots are all its roots, and a value that
    // is not a root is wrong. One value alone stays incomplete, as above.
    // Whole values only: decimals may be irrational roots rounded, which "=" would call wrong.
    const two = /^([a-z])\s*=\s*([-−]?\d+)\s*(?:,|or|and|,\s*(?:or|and))\s*([a-z])\s*=\s*([-−]?\d+)$/i.exec(a0);
    const quadratic = /[a-z]\s*(?:\^\s*2|²)/i.test(solve[2]!) && !/\^\s*(?!2\b)|[³√]|sqrt|\)\s*\(|[a-z]\s*\(|\/\s*\(?[^=]*?[a-z]/i.test(solve[2]!);
    if (two && quadratic && unknowns.size === 1 && two[1] === two[3] && unknowns.has(two[1]!) && Number(two[2]!.replace('−', '-')) !== Number(two[4]!.replace('−', '-'))) return [`the solutions of ${solve[2]} are ${two[1]} = ${two[2]} and ${two[3]} = ${two[4]}`];
    return root && firstDegree && unknowns.size === 1 && unknowns.has(root[1]!) && (solve[1] ?? solve[3] ?? root[1]) === root[1] ? [`the solution of ${solve[2]} is ${a0}`] : undefined;
  }
  if (!q.endsWith('?')) return undefined;
  const body = q.slice(0, -1).trim();
  const a = answer.replace(ANSWER_LABEL, '').replace(/[.!]+\s*$/, '').trim();
  if (!a || /\?/.test(a)) return undefined;
  // "364 ÷ 7? 52": a bare calculation asked for is answered by its value.
  if (/^[-−(]?\d[\d\s.,()]*(?:[-−+×÷*/^]\s*[(]?\d[\d\s.,()]*)+$/.test(body)) return /^[-−]?\d[\d,]*(?:\.\d+)?$/.test(a) ? [`${body} = ${a}`] : undefined;
  // "40% of 168? That comes to 67.2.": a percentage of a number asked for bare.
  if (/^\d+(?:\.\d+)?\s*%\s+of\s+[$€£]?\d[\d,]*(?:\.\d+)?$/.test(body)) return /^[-−]?[$€£]?\d[\d,]*(?:\.\d+)?$/.test(a) ? [`${body} is ${a}`] : undefined;
  const day = WEEKDAY_ANSWER.exec(a);
  const weekdayOf = /^(?:what|which)\s+(?:day\s+of\s+the\s+week|weekday|day)\s+(is|was|will\s+be|falls\s+on|fell\s+on)\s+(.+)$/i.exec(body);
  if (weekdayOf) return day ? [`${weekdayOf[2]} ${/^fe|^fa/i.test(weekdayOf[1]!) ? 'was' : weekdayOf[1]} a ${day[1]}`] : undefined;
  if (day) return undefined;
  const yes = /^(yes|no)\b[,.]?/i.exec(a);
  const polar = /^(is|was|are)\s+(-?\d[\d,]*)\s+(.+)$/i.exec(body);
  if (polar && yes) return [`${polar[2]} ${polar[1]!.toLowerCase()}${/^no/i.test(yes[1]!) ? ' not' : ''} ${polar[3]}`];
  if (!VALUE_ANSWER.test(a)) return undefined;
  const what = /^(?:what|how\s+much)\s+(is|was|are|does|do)\s+(.+?)(?:\s+(?:equal|come\s+to|make))?$/i.exec(body) ?? /^what's\s+()(.+)$/i.exec(body);
  if (what && (what[1] !== 'does' && what[1] !== 'do' ? true : /\s(?:equal|come\s+to|make)$/i.test(body))) return [`${what[2]} is ${a}`];
  // "How many digits does 5^42 have? 31", "How many whole numbers from 1 to 366 (inclusive) are
  // divisible by 11? 34" (issue 22, claims11): the count asked is the count stated.
  const count = /^[-−]?\d[\d,]*$/.test(a) ? a : undefined;
  const digitsOf = /^how\s+many\s+digits\s+does\s+(.+?)\s+have$/i.exec(body);
  if (digitsOf) return count ? [`${digitsOf[1]} has ${count} digits`] : undefined;
  const multiples = /^how\s+many\s+((?:whole\s+|natural\s+|positive\s+)?(?:numbers|integers))\s+from\s+(\d+)\s+to\s+(\d+)\s*(\(inclusive\)|inclusive)?\s+are\s+(divisible\s+by|multiples\s+of)\s+(\d+)$/i.exec(body);
  if (multiples) return count ? [`${count} of the ${multiples[1]} from ${multiples[2]} to ${multiples[3]}${multiples[4] ? ' inclusive' : ''} are ${multiples[5]} ${multiples[6]}`] : undefined;
  // "How many days from 1992-01-20 to 1992-06-02? 144 days.": the span of two dates asked is the span stated (claims12).
  const span = /^how\s+many\s+(days|weeks)\s+(?:are\s+there\s+|is\s+it\s+|pass\s+)?(from|between)\s+(.+?)\s+(to|until|and)\s+(.+)$/i.exec(body);
  const spanAnswer = /^(\d[\d,]*)(?:\s+(days?|weeks?))?$/i.exec(a);
  if (span) return spanAnswer && (!spanAnswer[2] || spanAnswer[2].replace(/s$/i, '').toLowerCase() === span[1]!.slice(0, -1).toLowerCase()) ? [`there are ${spanAnswer[1]} ${span[1]!.toLowerCase()} ${span[2]!.toLowerCase()} ${span[3]} ${span[4]!.toLowerCase()} ${span[5]}`] : undefined;
  const howMany = /^how\s+many\s+(.+?)\s+(?:are\s+there\s+|are\s+|is\s+|go\s+|make\s+up\s+|fit\s+)?in\s+(?:a\s+|an\s+|one\s+)?(.+)$/i.exec(body);
  if (howMany && /^[-−]?\d[\d,]*(?:\.\d+)?$/.test(a)) {
    const whole = /^\d/.test(howMany[2]!) ? howMany[2]! : `1 ${howMany[2]}`;
    return [`${whole} is ${a} ${howMany[1]}`, `there are ${a} ${howMany[1]} in ${whole}`];
  }
  return undefined;
}

/** A question answered by the next statement, checked as the sentence they make; decided readings must agree. */
function answeredQuestion(question: string, answer: string, checkers: readonly CheckerName[]): AtomicFinding | undefined {
  const readings = questionAnswerReadings(question, answer);
  if (!readings) return undefined;
  const results = readings.map((claim) => ({ claim, result: checkClaim(claim, checkers) })).filter((r) => r.result.verdict !== 'uncertain');
  if (!results.length || results.some((r) => r.result.verdict !== results[0]!.result.verdict)) return undefined;
  return { claim: `${question} ${answer}`, result: { ...results[0]!.result, evidence: `Read as "${results[0]!.claim}": ${results[0]!.result.evidence}` } };
}

// "Let f(x) = 3x + 1.", "Define g(t) = t^2 - 1": a statement that only defines a function of one variable.
const DEFINITION = /^(?:let|define|suppose|consider|given|take|we\s+define)\s+([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*([^=;,]+?)\s*[.;]?$/i;
const CONNECTIVE_START = /^(?:then|so|thus|hence|therefore|now)\s*,?\s*/i;

/** The function a statement defines, if that is all it says. */
function definitionOf(plain: string): { name: string; text: string } | undefined {
  const m = DEFINITION.exec(plain.trim());
  if (!m || /[a-z]{2,}/i.test(m[3]!.replace(/\b(?:sqrt|cbrt)\b/g, ''))) return undefined;
  return { name: m[1]!.toLowerCase(), text: `${m[1]}(${m[2]}) = ${m[3]!.trim()}` };
}

/**
 * A later statement about a defined function's value ("Then q(5) = 21"), read with the definition
 * in scope as one sentence would be ("Let q(n) = 3n + 6; then q(5) = 21"). Only a statement that
 * is nothing but that value is read so; anything else keeps its own reading.
 */
function valueInScope(segment: Statement, definitions: Map<string, { text: string; index: number }>, checkers: readonly CheckerName[]): { finding: AtomicFinding; definition: number } | undefined {
  if (!definitions.size) return undefined;
  const body = segment.plain.trim().replace(CONNECTIVE_START, '').replace(/[.!]+$/, '');
  const call = /^([a-z])\s*\(\s*-?[\d./]+\s*\)\s*(?:=|≠|is|equals)\s*-?[\d./]+$/i.exec(body);
  const def = call ? definitions.get(call[1]!.toLowerCase()) : undefined;
  if (!def) return undefined;
  const result = checkClaim(`Let ${def.text}; then ${body}`, checkers);
  return result.verdict === 'uncertain' ? undefined : { finding: { claim: `${segment.plain} (with ${def.text})`, result }, definition: def.index };
}

/**
 * Checks each sentence with `check`, which sees the sentence and how the checkers and the
 * calculation reader read it (for methods that judge sentence by sentence in their own way).
 */
export function perSentence(content: string, checkers: readonly CheckerName[], check: (sentence: string, analysed: SentenceAnalysis) => Omit<AtomicFinding, 'start' | 'end' | 'step'>): AtomicFinding[] {
  return analyseSentences(content, checkers).map((a) => {
    const f: AtomicFinding = { ...check(a.segment.text, a), start: a.segment.start, end: a.segment.end, step: a.step };
    // A refuted sentence carries the value its wrong calculation should have, as the calculation findings do.
    const wrong = f.result.verdict === 'false' ? a.findings.find((x) => x.result.verdict === 'false' && x.computed !== undefined) : undefined;
    if (wrong) f.computed = wrong.computed;
    return f;
  });
}

/**
 * Checks the whole content: false when any finding is false, true only when every one is true.
 * With `context.question`, content is an answer to a problem, so arithmetic that holds leaves
 * it uncertain: no offline method reads the problem.
 */
export function analyseContent(content: string, checkers: readonly CheckerName[], context: Record<string, unknown> = {}): ContentAnalysis {
  const findings = analyseSentences(content, checkers).flatMap((a) => a.findings);
  const sources = [...new Set(findings.flatMap((f) => f.result.sources ?? []))];
  let verdict = combineFindings(findings);
  if (verdict === 'true' && answersQuestion(context)) {
    verdict = 'uncertain';
    findings.push({ claim: content.slice(0, 120), result: uncertain(QUESTION_NOTE), start: 0, end: Math.min(content.length, 120), step: 1 });
  }
  return { verdict, findings, sources };
}

const QUESTION_NOTE = 'The content answers a question: its arithmetic holds, but whether it answers the question needs reading the problem, which an offline method cannot do.';

/** Whether the content is an answer to a problem given in `context.question`. */
export function answersQuestion(context: Record<string, unknown>): boolean {
  return typeof context['question'] === 'string' && context['question'].trim() !== '';
}
