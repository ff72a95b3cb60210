// The verdict of a short claim read by the exact checkers (the formal method's reading), for the
// tables of phrasings in test/engine/checkers/ (issue 22): one definition for every such table.
import { analyseContent } from '../../server/engine/claims.js';
import { EXACT_CHECKERS } from '../../server/engine/checkers/index.js';

/** A phrasing and the verdict it must get. */
export type Case = [string, 'true' | 'false' | 'uncertain'];

/** The verdict the exact checkers give `s`. */
export const verdict = (s: string): string => analyseContent(s, EXACT_CHECKERS).verdict;
