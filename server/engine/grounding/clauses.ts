// The clauses of a sentence (issue 23): where one clause ends and another begins, so that a value
// is read with the clause that says it ("X operates 34 aircraft, while Y operates 52").

import type { Token } from './nlp.js';

/** Conjunctions that open a clause of contrast, whatever the tagger calls them (it reads "whereas" as a preposition). */
const CONTRASTING = /^(?:whereas|whilst|while|although|though)$/;

/** Whether token k joins or opens another clause: "and"/"but" before a verb, or a subordinating conjunction. */
export function clauseBoundary(tokens: Token[], k: number): boolean {
  const t = tokens[k]!;
  if (t.pos === 'SCONJ') return true;
  if (t.pos !== 'CCONJ') return false;
  const next = tokens[k + 1];
  return next !== undefined && (next.pos === 'AUX' || next.pos === 'VERB' || next.pos === 'PRON');
}

/** Whether token k opens a clause of contrast ("whereas", "while"; "a while" is a noun). */
function contrasting(tokens: Token[], k: number): boolean {
  return CONTRASTING.test(tokens[k]!.lower) && tokens[k - 1]?.lower !== 'a';
}

/** Whether token k opens a relative clause set off by a comma (", who later scored ..."). */
function relative(tokens: Token[], k: number): boolean {
  return /^(?:who|whom|whose|which)$/.test(tokens[k]!.lower) && tokens[k - 1]?.text === ',';
}

/**
 * The token range [from, to) of the clause that holds token k: up to clause boundaries, a
 * conjunction of contrast, a relative clause after a comma, or semicolons (a semicolon closes the
 * clause before it).
 */
export function clauseAround(tokens: Token[], k: number): [number, number] {
  const opens = (i: number) => clauseBoundary(tokens, i) || contrasting(tokens, i) || relative(tokens, i);
  let from = k;
  while (from > 0 && !opens(from) && tokens[from - 1]!.text !== ';') from--;
  let to = k + 1;
  while (to < tokens.length && !opens(to) && tokens[to]!.text !== ';') to++;
  return [from, to];
}
