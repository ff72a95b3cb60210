// What the author asserts (issue 22). A statement can carry a relation its author does not
// claim: a question ("Is 2 + 2 = 5?"), a quotation, a condition or supposition ("If 2 + 2 = 5,
// then …", "Suppose 3 × 4 = 13"), reported speech ("Some people claim that 7 × 8 = 54"), a
// denial ("It is not true that …", "… is a myth") or a fiction ("In Orwell's 1984, …"). Such a
// part of a statement is a frame: whatever is checked inside it is `uncertain` with the frame's
// reason, never `false`. A frame covers its clause only: "Some people claim that 7 × 8 = 54, but
// in fact 7 × 8 = 56" asserts the second relation.
//
// The triggers are closed classes of English words (subordinators, reporting verbs, denial
// phrases), read on the statement with its math masked, so LaTeX never triggers one.

export type FrameKind = 'question' | 'quotation' | 'condition' | 'reported' | 'denial' | 'fiction' | 'mistake' | 'retracted' | 'superseded';

/** A part of the content its author does not assert: UTF-16 offsets [start, end). */
export interface Frame {
  kind: FrameKind;
  start: number;
  end: number;
  reason: string;
}

export const REASONS: Record<FrameKind, string> = {
  question: 'it is asked, not asserted',
  quotation: 'it is quoted, not asserted by the author',
  condition: 'it is a condition or supposition ("if", "suppose"), not asserted',
  reported: 'it is reported speech or belief ("X claims that"), not asserted by the author',
  denial: 'it stands inside a denial ("it is not true that"), which is not judged as an assertion',
  fiction: 'it is said within a work of fiction or another person\'s account, not asserted by the author',
  mistake: 'it is shown as a mistake to avoid ("a common slip is writing …") or as a case that fails, not asserted',
  retracted: 'it is a slip the author takes back right after it ("Wait, that\'s not right … it\'s 322, not 312"), not asserted',
  superseded: 'it is a slip in the model\'s thinking that the model works out again with another value, not asserted',
};

/** Why a finding inside a frame is not decided. */
export function frameReason(frame: Frame): string {
  return `Not the author's claim: ${REASONS[frame.kind]}.`;
}

// Subordinators that introduce a condition or supposition; "check if" and "whether" an embedded question.
const CONDITION = /\b(?:if|unless|suppose|supposing|assume|assuming|imagine|provided\s+that|let'?s\s+say|whether)\b/gi;
// Reporting and belief verbs, optionally with "that"; "according to" introduces a source.
const REPORTED = /\b(?:claims?|claimed|claiming|insists?|insisted|insisting|believes?|believed|thinks?|thought|argues?|argued|alleges?|alleged|asserts?|asserted|contends?|maintains?|says|said|tells?|told|guess(?:es|ed)?|swears?|swore|wrote|writes|according\s+to)\b(?:\s+that\b)?/gi;
// What the reader or a student wrote, named by its owner ("Your step 8 × 7 = 54 …", "the student's line …"): reported, as "X wrote" is.
const ADDRESSED = /\b(?:your|the\s+student(?:'s|’s|s'|s’))\s+(?:first\s+|second\s+|last\s+|final\s+)?(?:step|line|answer|work|working|calculation|result|attempt|solution|product|sum)\b/gi;
const DENIAL_PREFIX = /\b(?:it\s+is|it's|it\s+was|that\s+is|that's)\s+(?:not\s+(?:true|the\s+case|correct|right)|false|untrue|wrong|incorrect|a\s+(?:myth|lie|misconception))\s+that\b|\b(?:nobody|no\s+one)\s+(?:believes|thinks|claims|says)\b(?:\s+that\b)?|\b(?:contrary\s+to\s+(?:the\s+)?(?:claim|belief|myth))\s+that\b/gi;
const DENIAL_SUFFIX = /[,]?\s+(?:is|was)\s+(?:not\s+(?:true|correct|right)|false|untrue|wrong|incorrect|a\s+(?:myth|lie|misconception))\s*[.!]?\s*$/i;
// A relation cited as the mistake to avoid ("A common slip is to multiply the exponents, e.g.
// writing 2^10 · 2^6 = 2^60; …"): the frame runs to the end of the sentence or a semicolon, past
// commas, since the example usually follows one.
// A wrong way the author warns against is one too: "A tempting shortcut is to write …", "It's
// tempting to …", "Resist the temptation to …", "a trap", "Don't write …", "Avoid writing …".
const MISTAKE = /\b(?:mistakes?|slips?|blunders?|pitfalls?|misconceptions?|fallac(?:y|ies)|(?:common|typical|classic|frequent)\s+errors?|incorrectly|wrongly|mistakenly|erroneously|tempting|temptation|traps?|(?:don't|don’t|do\s+not|never|avoid)\s+(?:writ(?:e|ing)|say(?:ing)?|conclud(?:e|ing)))\b/gi;
const MISTAKE_END = /;|(?<!\b(?:e\.g|i\.e|etc|vs|cf))\.\s|,?\s+but\b|,\s*however\b|$/g;
// A relation its author tests and rejects: "Case n = -4: 16 ≥ 10 ✓ but 10 > 16 - 4 = 12 fails.",
// "The student wrote 0.5 × 0.5 = 2.5, which is wrong".
const FAILS = /\s*(?:\b(?:fails|failed|does\s+not\s+hold|doesn't\s+hold|is\s+not\s+satisfied|is\s+violated)\b|,?\s*\b(?:which|that)\s+(?:is|was)\s+(?:wrong|incorrect|false|off|not\s+(?:right|correct|true))\b|[✗✘❌])/gi;
// A statement whose predicate calls it a mistake: "47 × 51 = 2,387 is a common slip", "… is a
// classic mistake", "… is wrong", "… would be incorrect", "… is the trap". The sentence says of
// the relation that it is the wrong one, so it is cited, not asserted: the frame runs from its
// clause's start to the predicate. "The error" or "an error of 2 %" name a quantity, not a
// verdict ("10.2 − 10 = 0.2 is the error"), and "is correct", "is the total" assert: neither is read.
const CALLED_WRONG = /\s+(?:is|was|would\s+be|'d\s+be|’d\s+be)\s+(?:(?:(?:a|an)\s+(?:(?:very\s+)?(?:common|classic|typical|frequent|easy|tempting|popular|usual|familiar|careless|simple)\s+)?(?:slip|mistake|error|blunder|trap|pitfall|misconception|misreading)|the\s+(?:(?:common|classic|typical|usual)\s+)?(?:slip|mistake|blunder|trap|pitfall|misconception))(?!\s+of\s+[\d$€£])|(?:(?:clearly|obviously|simply|just)\s+)?(?:wrong|incorrect|off|not\s+(?:right|correct)))\b/gi;
// What may stand before an imperative verb: nothing, or an opening parenthesis, a colon, a
// semicolon, a dash or a comma, with an adverb such as "now", "just" or "so" after it.
const ADVERB = '(?:(?:now|just|so|then|first|instead|simply)\\s*,?\\s*)?';
const IMPERATIVE_AFTER_MARK = new RegExp(`(?:[(:;—–,]|\\s-)\\s*${ADVERB}$`, 'i');
const IMPERATIVE_AT_START = new RegExp(`^\\s*${ADVERB}$`, 'i');

/** Whether the verb at `at` starts its clause, as an imperative does. Only the few characters before it are read. */
function imperativeAt(text: string, at: number): boolean {
  return IMPERATIVE_AFTER_MARK.test(text.slice(Math.max(0, at - 24), at)) || (at <= 24 && IMPERATIVE_AT_START.test(text.slice(0, at)));
}
const CLAUSE_START = /(?:,\s|;\s?|:\s|\bbut\s|\band\s|\.\s)/g;

// A name is capitalised: without the i flag, since \p{Lu} with it matches any letter ("In minutes that's …" is no fiction).
const FICTION = /^\s*[Ii]n\s+(?:(?:[Tt]he|[Aa])\s+(?:novel|book|story|film|movie|play|game|dream|tale|poem|song|show|series)\b|\p{Lu}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*)*['’]s\s+)/u;
// Where a clause ends: a contrast or consequence, a semicolon, or a comma before a new clause.
const CLAUSE_END = /,?\s+but\b|,\s*however\b|;|,?\s+whereas\b|,?\s+while\b|\s+then\b|,\s+(?!\d)|\.\s|$/gi;
const QUOTES = /"[^"\n]{1,400}"|“[^”\n]{1,400}”|«[^»\n]{1,400}»/g;

const INTERROGATIVE = /^\s*(?:is|are|was|were|do|does|did|can|could|would|should|will|shall|has|have|had|isn't|aren't|doesn't|don't|what|why|how|which|who|whom|whose|when|where|whether)\b/i;

function lastClauseStart(text: string): number {
  const m = /.*(?:,\s|;\s?)/s.exec(text);
  return m ? m[0].length : 0;
}

function clauseEnd(text: string, from: number): number {
  CLAUSE_END.lastIndex = from;
  const m = CLAUSE_END.exec(text);
  return m ? m.index : text.length;
}

/**
 * The frames of one statement. `text` is the statement as read (markup blanked, math masked so
 * that nothing inside LaTeX triggers a frame); offsets are shifted by `offset`.
 */
export function framesOf(text: string, offset: number): Frame[] {
  const frames: Frame[] = [];
  const add = (kind: FrameKind, a: number, b: number) => {
    if (b > a) frames.push({ kind, start: offset + a, end: offset + b, reason: REASONS[kind] });
  };
  const trimmed = text.trimEnd();
  // A question is the whole statement when it is asked as one ("Is 2 + 2 = 5?", "2 + 2 = 5?"); a
  // question mark after a declarative clause ("…, right?") asks only its last clause.
  if (trimmed.endsWith('?')) add('question', INTERROGATIVE.test(text) ? 0 : lastClauseStart(trimmed), trimmed.length);
  // A quiz prompt ("True or false: …", "Fill in the blank: …") asks; only an answer after it asserts (claims.ts, issue 22).
  if (/^\s*(?:true\s+or\s+false|fill\s+in\s+the\s+blanks?)\s*[:,?-]/i.test(text)) add('question', 0, trimmed.length);
  if (FICTION.test(text)) add('fiction', 0, text.length);
  const suffix = DENIAL_SUFFIX.exec(text);
  if (suffix) add('denial', 0, suffix.index);
  for (const m of text.matchAll(QUOTES)) add('quotation', m.index, m.index + m[0].length);
  for (const m of text.matchAll(MISTAKE)) {
    MISTAKE_END.lastIndex = m.index + m[0].length;
    add('mistake', m.index, MISTAKE_END.exec(text)?.index ?? text.length);
  }
  for (const m of text.matchAll(FAILS)) {
    let start = 0;
    for (const c of text.slice(0, m.index).matchAll(CLAUSE_START)) start = c.index + c[0].length;
    add('mistake', start, m.index + m[0].length);
  }
  for (const m of text.matchAll(CALLED_WRONG)) {
    let start = 0;
    for (const c of text.slice(0, m.index).matchAll(CLAUSE_START)) start = c.index + c[0].length;
    add('mistake', start, m.index + m[0].length);
  }
  for (const [re, kind] of [[CONDITION, 'condition'], [REPORTED, 'reported'], [ADDRESSED, 'reported'], [DENIAL_PREFIX, 'denial']] as const) {
    for (const m of text.matchAll(re)) {
      // "(think 10 × 4 = 40 …)", "Now think: …": "think" with no subject before it in its clause is
      // an imperative, the author telling the reader how to work, not a belief reported.
      if (kind === 'reported' && /^think\b/i.test(m[0]) && imperativeAt(text, m.index)) continue;
      // "… is 1,040 (not 1,080, as the worksheet says)": "as X says" in a bracketed correction names
      // who says the rejected value; the author's claim is the sentence around it (issue 22, claims10).
      if (kind === 'reported' && /\(\s*not\s+[^()]*,\s*(?:as|like)\s+[^(),]*$/i.test(text.slice(0, m.index)) && /^[^()]*\)/.test(text.slice(m.index))) continue;
      // "We write 720 = 2^4 · 3^2 · 5", "I wrote 92": the author writing is the author asserting (or naming a slip, retraction.ts).
      if (kind === 'reported' && /^wr(?:ote|ites)\b/i.test(m[0]) && /\b(?:I|[Ww]e)\s+(?:(?:have|had|just|then|now)\s+)?$/.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
      // "According to the rumour, 6 × 7 = 48": the source comes first, the report after its comma.
      const comma = /^according/i.test(m[0]) ? text.indexOf(', ', m.index) : -1;
      const from = comma >= 0 ? comma + 2 : m.index + m[0].length;
      const end = clauseEnd(text, from);
      // "If animals were seen … = 141 times": a condition with nothing that depends on it is no condition.
      if (kind === 'condition' && /^if$/i.test(m[0]) && end >= text.trimEnd().length - 1) continue;
      add(kind, m.index, end);
    }
  }
  return frames;
}

/** The frame, if any, that covers offset `at`. */
export function frameAt(frames: readonly Frame[], at: number): Frame | undefined {
  return frames.find((f) => at >= f.start && at < f.end);
}
