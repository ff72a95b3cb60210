// The clauses of a sentence (issue 23): where one clause ends and another begins, so that a value
// is read with the clause that says it ("X operates 34 aircraft, while Y operates 52").

import type { Token } from './nlp.js';

/** Whether token k joins or opens another clause: "and"/"but" before a verb, or a subordinating conjunction. */
export function clauseBoundary(tokens: Token[], k: number): boolean {
  const t = tokens[k]!;
  if (t.pos === 'SCONJ') return true;
  if (t.pos !== 'CCONJ') return false;
  const next = tokens[k + 1];
  return next !== undefined && (next.pos === 'AUX' || next.pos === 'VERB' || next.pos === 'PRON');
}

/** The token range [from, to) of the clause that holds token k: up to clause boundaries or semicolons. */
export function clauseAround(tokens: Token[], k: number): [number, number] {
  let from = k;
  while (from > 0 && !clauseBoundary(tokens, from) && tokens[from - 1]!.text !== ';') from--;
  let to = k + 1;
  while (to < tokens.length && !clauseBoundary(tokens, to) && tokens[to]!.text !== ';') to++;
  return [from, to];
}
