// Slips the author takes back (issue 22). Thinking models check their own arithmetic as they go
// and say so: "14 × 23 = 312. Wait, that doesn't look right … So it's 322, not 312", "78 + 15 =
// 92 — no, 93", "30240/120 = 256. Hmm wait … So 30240/120 = 252, not 256. I mis-divided." A
// retracted result is not asserted, as a quoted mistake is not (assertion.ts): it is `uncertain`
// with the reason, never `false`.
//
// A wrong result is retracted only when the text both signals a retraction and names what it
// retracts, so a wrong step followed by an unrelated "Wait, let me also check the total" stays
// false:
//   - a cue follows it, in its own statement or one of the next two: one that rejects what was
//     just said ("no,", "no wait", "oops", "that's wrong", "that doesn't look right", "I made an
//     arithmetic error", "there is a mistake", "I mis-divided", "scratch that", "Correction:",
//     "Correct:", "that should be") or one that goes back over it ("wait", "hmm", "actually",
//     "let me redo / recompute / reconsider / try again / double-check");
//   - and, after the cue and within the next few statements, either the wrong value is named as
//     wrong ("not 312", "instead of 92", "I wrote 92 …", "the 34 seconds was wrong"), or the cue
//     rejects the result right after it (same or next statement, no other wrong result between)
//     and the value it should have is then stated: as the first number after the cue ("— no,
//     93") or as the result of a calculation that holds ("280 + 42 = 322");
//   - or, after any cue with no other wrong result between, the same calculation is done again
//     with the value it should have ("13 × 17 = 231. Let me recheck: 13 × 17 = 221.") and the
//     wrong value is not used after that.
// The cues are closed classes of English phrases, as the frames of assertion.ts are.

import { REASONS, type Frame } from './assertion.js';
import type { Calculation } from './calculations.js';
import type { Statement } from './statements.js';
import { CURRENCY_SIGN } from './currencies.js';

// Statements after the wrong result where the cue may stand, and after the cue where the correction may.
const CUE_WINDOW = 2;
const CORRECTION_WINDOW = 6;
const REJECTING_WINDOW = 4;

const REJECTS = [
  // "no," "No wait", "no — hold on": a "no" that stands alone, not "no other box".
  /(?:^|[\s,;:(—–-])(?:no|nope)(?:\s*[,.:;!—–-]|\s+(?:wait|hold\s+on|hang\s+on)\b)/i,
  /\b(?:oops|whoops)\b/i,
  /\b(?:that|this|it)(?:'s|’s|\s+is|\s+was)\s+(?:not\s+(?:right|correct|quite\s+right)|wrong|incorrect|off|an?\s+(?:[\w-]+\s+)?(?:mistake|slip|typo|error|miscalculation))\b/i,
  /\bthere(?:'s|’s|\s+is|\s+was)\s+an?\s+(?:[\w-]+\s+)?(?:mistake|slip|typo|error|miscalculation)\b/i,
  /\b(?:that|this|it)\s+(?:can(?:'|’|no)?t|cannot|doesn(?:'|’)t|does\s+not|didn(?:'|’)t|did\s+not|isn(?:'|’)t|is\s+not)\s+(?:be\s+|look\s+|seem\s+)?(?:right|correct)\b/i,
  /\b(?:that|this)\s+(?:seems|looks)\s+(?:wrong|off|too\s+\w+)\b/i,
  // "I made an error", "I made a small arithmetic slip", "I've made a mistake", "my mistake".
  /\bI(?:\s+have|'ve|’ve)?\s+(?:made|make)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}(?:mistake|error|slip|typo)\b|\bmy\s+(?:mistake|bad|error)\b/i,
  /\bI\s+(?:mis-?(?:added|divided|multiplied|subtracted|counted|calculated|computed|read|copied|wrote)|messed\s+up|slipped|got\s+(?:that|it)\s+wrong)\b/i,
  // "Correction:", "Correct:", "Corrected:" as a label that introduces the right value.
  /\bscratch\s+that\b|\bcorrect(?:ion|ed)?\s*:|\blet\s+me\s+(?:correct|fix)\s+(?:that|this|it)\b/i,
  // "that should be 56", "it should have been 408": what was written is not what it should be.
  /\b(?:that|this|it|which|the\s+(?:result|answer|value|product|sum|quotient|difference|total))\s+should\s+(?:be|read|have\s+been)\b/i,
];
const RECHECKS = [
  /\b(?:wait|hmm+|hold\s+on|hang\s+on|actually)\b/i,
  /\blet\s+me\s+(?:re-?do|re-?compute|re-?calculate|re-?check|re-?count|re-?add|re-?examine|re-?verify|re-?consider|re-?evaluate|re-?work|start\s+over|double[-\s]check|check\s+(?:that|this|it)\s+again|add\s+(?:that|this|it|them|these)\s+(?:up\s+)?again|try\s+(?:(?:that|this|it)\s+)?again|look\s+(?:at\s+(?:that|this|it)\s+)?again)\b/i,
  /\blet(?:'|’)s\s+(?:re-?do|re-?compute|re-?calculate|re-?check|re-?consider|start\s+over|try\s+again|double[-\s]check)\b/i,
];
// The wrong value named as wrong: before it ("not 312") or after it ("the 34 seconds was wrong").
const NAMED_BEFORE = new RegExp(String.raw`\b(?:not|instead\s+of|rather\s+than|wrote|written|had|got)\s*${CURRENCY_SIGN}?\s*$`, 'i');
const NAMED_AFTER = /^\s*(?:[\p{L}%]+\s+){0,2}(?:was|is|were)\s+(?:wrong|incorrect|off|a\s+(?:mistake|slip|typo))\b/iu;

interface Cue {
  statement: number;
  at: number;
  end: number;
  rejects: boolean;
}

function firstCue(text: string, offset: number, statement: number): Cue | undefined {
  let best: Cue | undefined;
  for (const [list, rejects] of [[REJECTS, true], [RECHECKS, false]] as const) {
    for (const re of list) {
      const m = re.exec(text);
      if (m && (!best || offset + m.index < best.at)) best = { statement, at: offset + m.index, end: offset + m.index + m[0].length, rejects };
    }
  }
  return best;
}

const close = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));

/**
 * The wrong calculations of a content that their author retracts, with the frame to report:
 * `calcs[i]` are the calculations read in `statements[i]`, offsets in `content`.
 */
export function retractions(content: string, statements: readonly Statement[], calcs: readonly (readonly Calculation[])[]): Map<Calculation, Frame> {
  const out = new Map<Calculation, Frame>();
  for (let i = 0; i < statements.length; i++) {
    for (const slip of calcs[i]!) {
      if (slip.verdict !== 'false' || !slip.slip) continue;
      // In thinking, going back over a calculation is the correction, said or not ("Thinking"):
      // the same calculation done again later with the value it should have supersedes the slip.
      const here: Cue = { statement: i, at: slip.end, end: slip.end, rejects: false };
      if (statements[i]!.thinking && redone(content, statements, calcs, here, slip, statements.length)) {
        out.set(slip, { kind: 'superseded', start: slip.start, end: slip.end, reason: REASONS.superseded });
        continue;
      }
      const cue = cueAfter(content, statements, i, slip.end);
      if (!cue) continue;
      if (namedAsWrong(content, statements, cue, slip.slip.stated) || (cue.rejects && rejectsThis(calcs, cue, i, slip) && corrected(statements, calcs, cue, slip.slip.value)) || (rejectsThis(calcs, cue, i, slip) && redone(content, statements, calcs, cue, slip))) {
        out.set(slip, { kind: 'retracted', start: slip.start, end: cue.end, reason: REASONS.retracted });
      }
    }
  }
  return out;
}

/** The first cue after offset `from` of statement `i`, in it or in the next statements. */
function cueAfter(content: string, statements: readonly Statement[], i: number, from: number): Cue | undefined {
  for (let k = i; k < Math.min(statements.length, i + 1 + CUE_WINDOW); k++) {
    const s = statements[k]!;
    const start = k === i ? from : s.start;
    const cue = firstCue(content.slice(start, s.end), start, k);
    if (cue) return cue;
  }
  return undefined;
}

/** Whether the cue rejects this slip: it stands right after it, with no other wrong result between. */
function rejectsThis(calcs: readonly (readonly Calculation[])[], cue: Cue, i: number, slip: Calculation): boolean {
  if (cue.statement > i + 1) return false;
  for (let k = i; k <= cue.statement; k++) for (const c of calcs[k]!) if (c !== slip && c.verdict === 'false' && c.start > slip.start && c.start < cue.at) return false;
  return true;
}

/** Whether the wrong value is named as wrong after the cue ("not 312", "I wrote 92", "the 34 seconds was wrong"). */
function namedAsWrong(content: string, statements: readonly Statement[], cue: Cue, stated: number): boolean {
  for (let k = cue.statement; k < Math.min(statements.length, cue.statement + 1 + CORRECTION_WINDOW); k++) {
    for (const t of statements[k]!.tokens) {
      if (t.kind !== 'num' || t.start < cue.at || !close(t.value.toNumber(), stated)) continue;
      if (NAMED_BEFORE.test(content.slice(Math.max(0, t.start - 20), t.start)) || NAMED_AFTER.test(content.slice(t.end, t.end + 40))) return true;
    }
  }
  return false;
}

/** The expression of a calculation as written, without its stated result and spacing ("13 × 17 = 231" → "13×17="). */
// The relation before the result is not part of the expression: "20 × 8 is 170" is redone by "20 × 8 = 160".
const expressionOf = (content: string, c: Calculation) =>
  (c.plain ?? content.slice(c.start, c.end))
    .replace(/[\d.,\s$€£%]+$/, '')
    .replace(/(?:=|≈|\s(?:is|was|equals|makes|gives))\s*$/i, '')
    .replace(/\s+/g, '')
    .replace(/[*·⋅x]|\\times|\\cdot/g, '×')
    .replace(/\\div|\//g, '÷');

/**
 * Whether the same calculation is done again after the cue with the value the slip should have
 * ("13 × 17 = 231. Let me recheck: 13 × 17 = 221."), and the wrong value is not used after that:
 * the author went back over it and replaced it.
 */
function redone(content: string, statements: readonly Statement[], calcs: readonly (readonly Calculation[])[], cue: Cue, slip: Calculation, window = REJECTING_WINDOW): boolean {
  const expression = expressionOf(content, slip);
  for (let k = cue.statement; k < Math.min(statements.length, cue.statement + 1 + window); k++) {
    for (const c of calcs[k]!) {
      if (c.verdict !== 'true' || c.start < cue.end || c.computed === undefined || !close(Number(c.computed), slip.slip!.value) || expressionOf(content, c) !== expression) continue;
      const usedAgain = statements.slice(k).some((s) => s.tokens.some((t) => t.kind === 'num' && t.start >= c.end && close(t.value.toNumber(), slip.slip!.stated)));
      return !usedAgain;
    }
  }
  return false;
}

/** Whether the value the slip should have is stated after a rejecting cue: the first number after it, or a result that holds. */
function corrected(statements: readonly Statement[], calcs: readonly (readonly Calculation[])[], cue: Cue, value: number): boolean {
  const first = statements.slice(cue.statement).flatMap((s) => s.tokens).find((t) => t.start >= cue.end && t.kind === 'num');
  if (first?.kind === 'num' && close(first.value.toNumber(), value)) return true;
  for (let k = cue.statement; k < Math.min(statements.length, cue.statement + 1 + REJECTING_WINDOW); k++) {
    for (const c of calcs[k]!) if (c.verdict === 'true' && c.start >= cue.end && c.computed !== undefined && close(Number(c.computed), value)) return true;
  }
  return false;
}
