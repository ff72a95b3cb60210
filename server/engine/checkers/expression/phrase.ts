// Verbal phrases to formulas: "the sum of 4670 and 2311" -> "(4670) + (2311)", "45% of 1200",
// "x squared". Anything left that is not mathematics makes the phrase no formula (undefined).
import { MAX_EXPR_CHARS } from './parse.js';
import { wordTable } from '../../word-table.js';

const FORMULA_WORDS = new Set(['sqrt', 'cbrt', 'abs', 'mod', 'pi', 'factorial', 'percent']);

// "a quarter of", "two thirds of"; ordinals name powers ("to the third power").
const FRACTION_DENOMINATORS = wordTable<number>({
  half: 2, third: 3, quarter: 4, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20,
  hundredth: 100, thousandth: 1000,
});
const FRACTION_WORD = String.raw`(half|halves|(?:third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|hundredth|thousandth)s?)`;
// Compiled once: phraseToFormula runs on every side of every sentence.
const FRACTION_OF = new RegExp(String.raw`^(?:(a|an|one|\d+)[\s-]+)?${FRACTION_WORD}\s+of\s+(.+)$`, 'i');
const FRACTION_SAID = new RegExp(String.raw`^(a|an|one|\d+)[\s-]+${FRACTION_WORD}$`, 'i');
const { half: _half, quarter: _quarter, ...ordinalDenominators } = FRACTION_DENOMINATORS;
const ORDINALS = wordTable<number>({ ...ordinalDenominators, second: 2 });

// A percentage right after a plus or minus sign or word ("254 + 18%", "200 minus 15 percent"); a
// hyphen glued between numbers ("5-10%") may be a range and is not such a sign.
const PERCENT_AFTER_SIGN = /(?:\+|(?:^|\s)[-−]|\bplus|\bminus)\s*\d+(?:\.\d+)?\s*(?:%|\s(?:percent|per\s+cent)\b)(?!\s+of\b)/i;

/** Lower-cased phrase to a formula; undefined when words remain that are not mathematics. */
export function phraseToFormula(phrase: string, opts: { allowVariables: boolean }): string | undefined {
  let s = phrase.trim().replace(/\s+/g, ' ');
  if (!s || s.length > MAX_EXPR_CHARS) return undefined;
  s = s.replace(/^(?:the\s+)?(?:value|result|answer|number)\s+(?:of\s+|to\s+)?/i, '').replace(/^the\s+number\s+/i, '');
  // "the expression 26 − 6 ÷ 2", "the fraction 1/2": the noun names what follows.
  s = s.replace(/^the\s+(?:expression|fraction|decimal|quantity|product\s+expression)\s+(?=[\d(-])/i, '');
  s = s.replace(/^(?:that|then)\s+/i, '');
  // "taking 12% of 1200", "calculating 3/8 of 456": the verb names the computation that follows.
  s = s.replace(/^(?:taking|finding|computing|calculating|working\s+out)\s+(?=[\d(]|(?:a|an|one|half|the)\b)/i, '');
  s = s.replace(/[$€£](?=\d)/g, ''); // money is arithmetic on its amounts
  // "12 squared plus 16 squared": a power of a number binds to it, before the phrase is split.
  s = s.replace(/(\d+(?:\.\d+)?)\s+squared\b/gi, '$1^2').replace(/(\d+(?:\.\d+)?)\s+cubed\b/gi, '$1^3');

  // "5 more than 3" is 3 + 5; "3 less than 10" is 10 - 3 (the comparisons "is less than" never reach here).
  const offset = /^(.+?)\s+(more|less|fewer)\s+than\s+(.+)$/i.exec(s);
  if (offset) {
    const a = phraseToFormula(offset[1]!, opts);
    const b = phraseToFormula(offset[3]!, opts);
    return a === undefined || b === undefined ? undefined : `(${b}) ${/more/i.test(offset[2]!) ? '+' : '-'} (${a})`;
  }

  // "the sum of the squares of 3 and 4" is 3^2 + 4^2.
  const powers = /^(?:the\s+)?sum\s+of\s+(?:the\s+)?(squares|cubes)\s+of\s+(.+)$/i.exec(s);
  if (powers) {
    const items = powers[2]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).map((x) => phraseToFormula(x, opts));
    if (items.length < 2 || items.some((x) => x === undefined)) return undefined;
    return items.map((x) => `(${x})^${/squares/i.test(powers[1]!) ? 2 : 3}`).join(' + ');
  }
  // Whole-phrase aggregates: "the sum of A, B and C", "the product of A and B", ...
  const agg = /^(?:the\s+)?(?:arithmetic\s+)?(sum|total|product|difference|quotient|average|mean)\s+(?:of|between)\s+(.+)$/i.exec(s);
  if (agg) {
    const items = agg[2]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).map((x) => phraseToFormula(x, opts));
    if (items.length < 2 || items.some((x) => x === undefined)) return undefined;
    const parts = items.map((x) => `(${x})`);
    const kind = agg[1]!.toLowerCase();
    if (kind === 'sum' || kind === 'total') return parts.join(' + ');
    if (kind === 'product') return parts.join(' * ');
    if (kind === 'average' || kind === 'mean') return `(${parts.join(' + ')}) / ${parts.length}`;
    if (parts.length !== 2) return undefined;
    return kind === 'difference' ? `${parts[0]} - ${parts[1]}` : `${parts[0]} / ${parts[1]}`;
  }
  const unary: [RegExp, (x: string) => string][] = [
    [/^(?:the\s+)?(?:positive\s+|principal\s+)?square\s+root\s+of\s+(.+)$/i, (x) => `sqrt(${x})`],
    [/^(?:the\s+)?cube\s+root\s+of\s+(.+)$/i, (x) => `cbrt(${x})`],
    [/^(?:the\s+)?square\s+of\s+(.+)$/i, (x) => `(${x})^2`],
    [/^(?:the\s+)?cube\s+of\s+(.+)$/i, (x) => `(${x})^3`],
    [/^(?:the\s+)?absolute\s+value\s+of\s+(.+)$/i, (x) => `abs(${x})`],
    [/^(?:the\s+)?factorial\s+of\s+(.+)$/i, (x) => `(${x})!`],
    [/^(?:the\s+)?(?:reciprocal|multiplicative\s+inverse)\s+of\s+(.+)$/i, (x) => `1 / (${x})`],
    [/^(?:the\s+)?additive\s+inverse\s+of\s+(.+)$/i, (x) => `-(${x})`],
    [/^twice\s+(.+)$/i, (x) => `2 * (${x})`],
    [/^double\s+(.+)$/i, (x) => `2 * (${x})`],
    [/^triple\s+(.+)$/i, (x) => `3 * (${x})`],
    [/^half\s+of\s+(.+)$/i, (x) => `(${x}) / 2`],
    [/^(.+?)\s+doubled$/i, (x) => `2 * (${x})`],
    [/^(.+?)\s+tripled$/i, (x) => `3 * (${x})`],
    [/^(.+?)\s+halved$/i, (x) => `(${x}) / 2`],
    [/^(.+?)\s+squared$/i, (x) => `(${x})^2`],
    [/^(.+?)\s+cubed$/i, (x) => `(${x})^3`],
    [/^(.+?)\s+factorial$/i, (x) => `(${x})!`],
  ];
  for (const [re, build] of unary) {
    const m = re.exec(s);
    if (m) {
      const inner = phraseToFormula(m[1]!, opts);
      return inner === undefined ? undefined : build(inner);
    }
  }
  // "half of 98", "a quarter of 236", "two thirds of 9", "1/5 of 30": a fraction of a quantity;
  // LaTeX's \frac{5}{8} is read as "(5 / 8)", so the fraction may stand in brackets.
  const part = FRACTION_OF.exec(s)
    ?? /^(\d+)\s*\/\s*(\d+)\s+of\s+(.+)$/.exec(s) ?? /^\(\s*(\d+)\s*\/\s*(\d+)\s*\)\s+of\s+(.+)$/.exec(s);
  if (part) {
    const num = !part[1] || /^(a|an|one)$/i.test(part[1]) ? '1' : part[1];
    const den = /^\d+$/.test(part[2]!) ? part[2]! : String(FRACTION_DENOMINATORS[part[2]!.toLowerCase().replace(/s$/, '').replace(/^halve$/, 'half')]);
    const of = phraseToFormula(part[3]!, opts);
    return of === undefined ? undefined : `(${num} / ${den}) * (${of})`;
  }
  // "one sixteenth", "three-eighths": a fraction said in words.
  const said = FRACTION_SAID.exec(s);
  if (said) {
    // "one sixteenth", "3 eighths": the count agrees with the singular or plural.
    const count = /^(?:a|an|one)$/i.test(said[1]!) ? '1' : said[1]!;
    const den = FRACTION_DENOMINATORS[said[2]!.toLowerCase().replace(/s$/, '').replace(/^halve$/, 'half')];
    if (den && (count === '1') !== /s$/i.test(said[2]!)) return `(${count} / ${den})`;
  }
  // "45% of 1200": the percentage is one term ("20 + 5% of 200" is 20 + (5% of 200), read below).
  const pct = /^(.+?)\s*(?:%|\s+percent|\s+per\s+cent)\s+of\s+(.+)$/i.exec(s);
  if (pct && !/\d\s*[-+*/^x×÷]\s*[\d(]|\b(?:plus|minus|times)\b/i.test(pct[1]!)) {
    const a = phraseToFormula(pct[1]!, opts);
    const b = phraseToFormula(pct[2]!, opts);
    return a === undefined || b === undefined ? undefined : `((${a}) / 100) * (${b})`;
  }
  const powr = /^(.+?)\s+(?:raised\s+)?to\s+the\s+(?:power\s+(?:of\s+)?)?(.+?)(?:\s+power)?$/i.exec(s);
  if (powr) {
    const a = phraseToFormula(powr[1]!, opts);
    const expWord = powr[2]!.replace(/^(\d+)(?:st|nd|rd|th)$/i, '$1').replace(/^[a-z]+$/i, (w) => String(ORDINALS[w.toLowerCase()] ?? w));
    const b = phraseToFormula(expWord, opts);
    return a === undefined || b === undefined ? undefined : `(${a})^(${b})`;
  }

  // Inline connectives.
  s = s
    .replace(/\bmultiplied\s+by\b/gi, '*')
    .replace(/\bdivided\s+by\b/gi, '/')
    // "1320 shared equally among 44", "19 over 4": a quotient said in words, between numbers.
    .replace(/(\d)\s+(?:shared|split|divided)\s+(?:equally\s+)?(?:among|between)\s+(?=\d)/gi, '$1 / ')
    .replace(/(\d)\s+over\s+(?=\d)/gi, '$1 / ')
    // "4 out of 5 is 80 percent": a part out of a whole is their quotient.
    .replace(/(\d)\s+out\s+of\s+(?=\d)/gi, '$1 / ')
    .replace(/(\d)\s+take\s+away\s+(?=\d)/gi, '$1 - ')
    .replace(/\btimes\b/gi, '*')
    .replace(/\bplus\b/gi, '+')
    .replace(/\bminus\b/gi, '-')
    .replace(/\bmodulo\b/gi, 'mod')
    .replace(/\b(?:the\s+)?square\s+root\s+of\s+(\d+(?:\.\d+)?)/gi, 'sqrt($1)')
    .replace(/\b(?:the\s+)?cube\s+root\s+of\s+(\d+(?:\.\d+)?)/gi, 'cbrt($1)')
    .replace(/\bsquared\b/gi, '^2')
    .replace(/\bcubed\b/gi, '^3')
    // "20 + 5% of 200": a percentage of a number binds as a product does.
    .replace(/(\d+(?:\.\d+)?)\s*(?:%|\s(?:percent|per\s+cent)\b)\s+of\s+(\d+(?:\.\d+)?)(?![\d.]|\s*[\^!])/gi, '(($1 / 100) * $2)')
    // A percentage right after + or − changes the operand before it ("254 + 18%" is 254 increased
    // by 18 %, DECISIONS "A percentage after + or −"): every percentage of such a phrase is marked,
    // so that the evaluator sees which operand is one; elsewhere a percentage is p/100.
    .replace(/(\d+(?:\.\d+)?)\s*(?:%|\s(?:percent|per\s+cent)\b)/g, PERCENT_AFTER_SIGN.test(s) ? 'percent($1)' : '($1 / 100)')
    .replace(/\*\*/g, '^');
  // "6 x 7": a spaced x between numbers is a multiplication sign unless x is used as a variable.
  if (!/\dx|x\s*[\^)]|[(*+\-/^]\s*x\b|^x\b/i.test(s)) s = s.replace(/(\d)\s+x\s+(?=[\d(])/gi, '$1 * ');
  if (!/^[0-9a-z+\-*/^().!,\s]+$/i.test(s)) return undefined;
  // "2ab" and "xy" are products of single-letter variables (mathjs would read one symbol "ab").
  if (opts.allowVariables) s = s.replace(/\b(\d*)([abcxyzmnpqkt]{2,3})\b/g, (_m, d: string, vars: string) => (FORMULA_WORDS.has(vars) ? _m : `${d}${vars.split('').join(' ')}`));
  if (/,/.test(s)) return undefined; // a list, not a formula
  for (const word of s.match(/[a-z]+/gi) ?? []) {
    const w = word.toLowerCase();
    if (FORMULA_WORDS.has(w)) continue;
    if (opts.allowVariables && /^[a-df-hj-z]$/.test(w)) continue;
    return undefined;
  }
  if (!/[0-9a-z]/i.test(s)) return undefined;
  return s.trim();
}

/**
 * "x(x + 4)": a single letter before a bracket multiplies when that letter is also a variable
 * inside the expression; otherwise it may be a function name ("f(x)") and stays as written.
 */
export function implicitProducts(side: string): string {
  return side.replace(/(?<![a-z])([a-z])\s*\(/g, (all, v: string, at: number) => (side.slice(at + all.length).includes(v) ? `${v}*(` : all));
}

/** The single-letter variables of a formula (not the constants e and i, nor function names), sorted. */
export function variablesOf(formula: string): string[] {
  return [...new Set((formula.match(/[a-z]+/gi) ?? []).filter((w) => /^[a-df-hj-z]$/i.test(w)))].sort();
}

/** Whether a formula mentions a variable (a single letter other than e and i). */
export function hasVariable(formula: string): boolean {
  return (formula.match(/[a-z]+/gi) ?? []).some((w) => /^[a-df-hj-z]$/i.test(w));
}
