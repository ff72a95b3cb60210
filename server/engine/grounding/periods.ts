// Quarters and halves of a year written as abbreviations (issue 23, DECISIONS.md "Words that are
// not names, periods of a year"): "Q4" is the fourth quarter, "H1" the first half. They are dates, not names: a summary of
// results says "Q4 revenue" where the release says "fourth-quarter revenue". Such a period is an
// invented fact only when the documents name periods of its kind and never this one; documents
// that name no quarter may give it as months ("the three months to 31 December"), which is not
// read, so it is left alone (a fact left unread is never a false alarm).

import type { DocumentIndex } from './document-index.js';
import type { Token } from './nlp.js';

export interface Period {
  kind: 'quarter' | 'half';
  n: number;
  start: number;
  end: number;
  text: string;
}

const ORDINALS = [['first', '1st'], ['second', '2nd'], ['third', '3rd'], ['fourth', '4th']] as const;
const KINDS = { quarter: { letter: 'q', count: 4 }, half: { letter: 'h', count: 2 } } as const;

/** The quarters and halves a sentence writes as "Q1"–"Q4", "H1"–"H2". */
export function periodsOf(tokens: readonly Token[]): Period[] {
  return tokens.flatMap((t) => {
    const m = /^([QH])([1-4])$/.exec(t.text);
    if (!m || (m[1] === 'H' && Number(m[2]) > 2)) return [];
    return [{ kind: m[1] === 'Q' ? 'quarter' : 'half', n: Number(m[2]), start: t.start, end: t.end, text: t.text } as Period];
  });
}

/** Whether the documents name the n-th period of a kind: "Q4", "fourth quarter", "4th-quarter", "first half". */
function named(kind: Period['kind'], n: number, index: DocumentIndex): boolean {
  if (index.words.has(`${KINDS[kind].letter}${n}`)) return true;
  return ORDINALS[n - 1]!.some((o) => index.saysWords([o, kind]));
}

/** Whether a period is one the documents give, or one they could give without naming any of its kind. */
export function periodMentioned(p: Period, index: DocumentIndex): boolean {
  if (named(p.kind, p.n, index)) return true;
  for (let n = 1; n <= KINDS[p.kind].count; n++) if (named(p.kind, n, index)) return false;
  return true;
}
