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

/**
 * Conjunctions that, after a comma, open another clause or list item ("..., and Ty Brennan added
 * 18"); "while", "whereas", "though" and "although" cut with or without a comma (CONTRASTING).
 */
const JOINING = /^(?:and|but|or|so|yet)$/;

/**
 * The tokens of the part of a sentence that holds token k, for reading one value with its own
 * words (issue 23, det8): its clause, cut also at a comma before a conjunction, a colon, a dash
 * set off by spaces and a semicolon, with what brackets hold left out unless k is inside them
 * ("Net charge-offs rose to 0.18% of average loans (annualized) from 0.21% in the first quarter,
 * and non-performing assets ..." -> "Net charge-offs rose to 0.18% of average loans from 0.21% in
 * the first quarter"). A long answer sentence says several things; each value's slot is in its part.
 */
export function valuePart(tokens: Token[], k: number): Token[] {
  const cuts = (i: number) => {
    const t = tokens[i]!;
    if (t.text === ';' || t.text === ':' || t.text === '—') return true;
    if (/^[–-]$/.test(t.text) && i > 0 && tokens[i - 1]!.end < t.start && tokens[i + 1] !== undefined && t.end < tokens[i + 1]!.start) return true;
    if (JOINING.test(t.lower) && tokens[i - 1]?.text === ',') return true;
    return clauseBoundary(tokens, i) || contrasting(tokens, i) || relative(tokens, i);
  };
  let from = k;
  while (from > 0 && !cuts(from - 1)) from--;
  // A clause a subordinating conjunction opens ends at its comma ("Because your next dose is due
  // in less than 2 hours, the leaflet says ...").
  const opener = tokens[from - 1];
  const subordinate = opener !== undefined && (opener.pos === 'SCONJ' || contrasting(tokens, from - 1));
  let to = k + 1;
  while (to < tokens.length && !cuts(to) && !(subordinate && tokens[to]!.text === ',')) to++;
  // Brackets: the part inside them when k is, else the part without them.
  let depth = 0;
  const inside: boolean[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.text === '(') depth++;
    inside.push(depth > 0);
    if (tokens[i]!.text === ')' && depth > 0) depth--;
  }
  const mine = inside[k]!;
  return tokens.slice(from, to).filter((_, j) => inside[from + j] === mine && !/^[()]$/.test(tokens[from + j]!.text));
}
