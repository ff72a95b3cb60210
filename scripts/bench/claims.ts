// Claims for the benchmark, in the phrasings of the development set (shared/claims), numbered so
// that every request of a cache-miss scenario carries content never seen before and still makes
// the engine do its real work (an exact check), not take a shortcut on unparseable text.

const ELEMENTS = ['hydrogen', 'helium', 'carbon', 'nitrogen', 'oxygen', 'sodium', 'iron', 'copper', 'silver', 'gold', 'sulfur', 'calcium'];

export type ClaimKind = 'element' | 'arithmetic' | 'mixed';

/** The i-th claim of a kind; distinct i give distinct contents (within 10 million). */
export function claim(kind: ClaimKind, i: number): string {
  switch (kind) {
    case 'element': {
      // semantic decides element facts (README "Verification accuracy").
      const name = ELEMENTS[i % ELEMENTS.length]!;
      return `The atomic number of ${name} is ${Math.floor(i / ELEMENTS.length) + 1}`;
    }
    case 'arithmetic': {
      // formal, tool and reasoning decide arithmetic exactly; every other claim is false.
      const a = 1000 + i;
      const b = 2311 + ((i * 7919) % 5000);
      return `The sum of ${a} and ${b} is ${a + b + (i % 2)}`;
    }
    case 'mixed':
      return i % 2 === 0 ? claim('element', i >> 1) : claim('arithmetic', i >> 1);
  }
}

/** A counter-backed generator: each call returns the next claim of the kind, starting at `from`. */
export function claimSequence(kind: ClaimKind, from = 0): () => string {
  let i = from;
  return () => claim(kind, i++);
}

/** A CSV file of claims with a header row, quoted as RFC 4180 asks. */
export function claimsCsv(contents: readonly string[]): string {
  return `content\r\n${contents.map((c) => `"${c.replaceAll('"', '""')}"`).join('\r\n')}\r\n`;
}
