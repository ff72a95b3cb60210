// Surface forms shared by every domain's phrasing generator: numbers as digits, words or with
// thousands separators, the claim frame (negation, "It is false that …"), capitalisation and
// final punctuation. A phrasing carries its label, computed from the generated values.

import fc from 'fast-check';

export type Domain = 'arithmetic' | 'algebra' | 'number' | 'units' | 'calendar' | 'country' | 'element';

export interface Phrasing {
  text: string;
  label: boolean;
}

/** A sentence template: `be` is the copula the template uses, negated or not. */
export type Template = (be: Copula) => string;

export interface Copula {
  /** "is" / "is not" / "isn't" */
  is: string;
  /** "was" / "was not" / "wasn't" */
  was: string;
  /** "equals" / "does not equal" / "doesn't equal" */
  equals: string;
  /** "has" / "does not have" / "doesn't have" */
  has: string;
  /** "are" / "are not" / "aren't" */
  are: string;
  negated: boolean;
}

const POSITIVE: Copula = { is: 'is', was: 'was', equals: 'equals', has: 'has', are: 'are', negated: false };
const NEGATIVES: Copula[] = [
  { is: 'is not', was: 'was not', equals: 'does not equal', has: 'does not have', are: 'are not', negated: true },
  { is: "isn't", was: "wasn't", equals: "doesn't equal", has: "doesn't have", are: "aren't", negated: true },
];

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** English words for a non-negative integer below a million ("one hundred and five"). */
export function toWords(n: number): string {
  if (n < 20) return SMALL[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? '-' + SMALL[n % 10] : '');
  if (n < 1000) return SMALL[Math.floor(n / 100)] + ' hundred' + (n % 100 ? ' and ' + toWords(n % 100) : '');
  return toWords(Math.floor(n / 1000)) + ' thousand' + (n % 1000 ? (n % 1000 < 100 ? ' and ' : ' ') + toWords(n % 1000) : '');
}

/** Digits with thousands separators: 1234567 -> "1,234,567". */
export function withCommas(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A renderer for integers: plain digits, thousands separators or words (small values). */
export type NumberStyle = (n: number) => string;
export const numberStyle: fc.Arbitrary<NumberStyle> = fc.constantFrom<NumberStyle>(
  (n) => String(n),
  (n) => String(n),
  (n) => (Math.abs(n) >= 1000 ? withCommas(n) : String(n)).replace(/^-/, '-'),
  (n) => (Number.isInteger(n) && n >= 0 && n < 100_000 ? toWords(n) : String(n)),
);

/** How the claim is framed: plainly, through its own negation, or through a meta statement. */
type Frame = { wrap: (core: string) => string; flips: boolean; negatedCore: boolean };
const frames: fc.Arbitrary<Frame> = fc.constantFrom<Frame>(
  { wrap: (s) => s, flips: false, negatedCore: false },
  { wrap: (s) => s, flips: false, negatedCore: false },
  { wrap: (s) => s, flips: false, negatedCore: false },
  { wrap: (s) => s, flips: true, negatedCore: true },
  { wrap: (s) => s, flips: true, negatedCore: true },
  { wrap: (s) => `It is false that ${s}`, flips: true, negatedCore: false },
  { wrap: (s) => `It is not true that ${s}`, flips: true, negatedCore: false },
  { wrap: (s) => `It is true that ${s}`, flips: false, negatedCore: false },
  { wrap: (s) => `It's a fact that ${s}`, flips: false, negatedCore: false },
);

// Sentence-initial words that are lower-cased inside a frame ("It is false that the …").
const FUNCTION_WORD = /^(?:The|There|Adding|Converting|If|When|Solving|Expanding|Subtracting|Multiplying|Dividing|An?|For|Given)\b/;

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const finals = fc.constantFrom('', '', '.', '.', '!');
const caps = fc.constantFrom<'keep' | 'upper' | 'lower'>('keep', 'keep', 'upper', 'lower');

/**
 * Builds the arbitrary of full claims from an arbitrary of [templates, truth of the positive
 * core]: picks a template, a frame and the surface details, and derives the label.
 */
export function framed(core: fc.Arbitrary<{ templates: Template[]; holds: boolean }>): fc.Arbitrary<Phrasing> {
  return fc
    .tuple(core, fc.nat(), frames, fc.constantFrom(...NEGATIVES), finals, caps)
    .map(([c, pick, frame, neg, final, cap]) => {
      const template = c.templates[pick % c.templates.length]!;
      const copula = frame.negatedCore ? neg : POSITIVE;
      let inner = template(copula);
      // A template that cannot be negated returns the same text for both copulas: use a meta frame.
      if (frame.negatedCore && inner === template(POSITIVE)) inner = `It is false that ${inner}`;
      const wrapped = frame.wrap('') !== '';
      if (wrapped || cap === 'lower') inner = inner.replace(FUNCTION_WORD, (w) => w.toLowerCase());
      let text = frame.wrap(inner);
      if (cap === 'upper' || wrapped) text = capitalise(text);
      return { text: text + final, label: frame.flips ? !c.holds : c.holds };
    });
}

/** A wrong value near the right one, never equal to it. */
export function wrongInt(right: number): fc.Arbitrary<number> {
  return fc.integer({ min: 1, max: 12 }).chain((d) => fc.constantFrom(right + d, right - d, right * 2 === right ? right + 1 : right * 2).filter((x) => x !== right));
}

/** Either the right value (true claim) or a wrong one (false claim). */
export function rightOrWrong(right: number): fc.Arbitrary<{ value: number; holds: boolean }> {
  return fc.oneof(fc.constant({ value: right, holds: true }), wrongInt(right).map((value) => ({ value, holds: false })));
}
