import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../../server/engine/engine.js';
import { CalculationReader } from '../../../server/engine/reading/calculations.js';

// Issue 22: LaTeX math read by a parser made for it (unified-latex), then evaluated exactly.
function calcs(content: string) {
  return new CalculationReader().read(content).map((c) => ({ text: content.slice(c.start, c.end), verdict: c.verdict, computed: c.computed }));
}

function verdicts(content: string): string[] {
  return calcs(content).map((c) => c.verdict);
}

describe('each LaTeX command', () => {
  // [a relation that holds, the same with its result changed]
  it.each([
    ['\\times', '$2 \\times 3 + 4 = 10$', '$2 \\times 3 + 4 = 14$'],
    ['\\cdot', '$6 \\cdot 7 = 42$', '$6 \\cdot 7 = 48$'],
    ['\\div', '$160 \\div 8 = 20$', '$160 \\div 8 = 25$'],
    ['\\frac', '$\\frac{3}{4} \\times 120 = 90$', '$\\frac{3}{4} \\times 120 = 80$'],
    ['\\frac without braces', '$\\frac12 + \\frac14 = 0.75$', '$\\frac12 + \\frac14 = 0.65$'],
    ['\\dfrac', '$\\dfrac{17 \\cdot 16}{2} = 136$', '$\\dfrac{17 \\cdot 16}{2} = 134$'],
    ['\\tfrac', '$\\tfrac{1}{4} \\cdot 8 = 2$', '$\\tfrac{1}{4} \\cdot 8 = 3$'],
    ['nested \\frac', '$\\frac{\\frac{1}{4}}{\\frac{3}{4}} = \\frac{1}{3}$', '$\\frac{\\frac{1}{4}}{\\frac{3}{4}} = \\frac{2}{3}$'],
    ['\\sqrt', '$\\sqrt{169} = 13$', '$\\sqrt{169} = 18$'],
    ['\\sqrt of a fraction', '$\\sqrt{\\frac{25}{4}} = \\frac{5}{2}$', '$\\sqrt{\\frac{25}{4}} = \\frac{10}{2}$'],
    ['\\sqrt[n]', '$\\sqrt[3]{27} = 3$', '$\\sqrt[3]{27} = 4$'],
    ['^{}', '$2^{10} = 1024$', '$2^{10} = 1000$'],
    ['a negative exponent', '$10^{-2} = 0.01$', '$10^{-2} = 4.01$'],
    ['a fractional exponent', '$8^{1/3} = 2$', '$8^{1/3} = 12$'],
    ['\\left( \\right)', '$\\left(\\frac{1}{2}\\right)^{2} = 0.25$', '$\\left(\\frac{1}{2}\\right)^{2} = 0.5$'],
    ['\\%', '$50\\% \\times 80 = 40$', '$50\\% \\times 80 = 45$'],
    ['^\\circ', '$30^\\circ + 60^\\circ = 90^\\circ$', '$30^\\circ + 60^\\circ = 100^\\circ$'],
    ['\\text{}', '$5 \\text{ apples} \\times 3 = 15 \\text{ apples}$', '$5 \\text{ apples} \\times 3 = 16 \\text{ apples}$'],
    ['\\text{} with a one-letter unit', '$\\frac{100}{10.4} \\approx 9.62 \\text{ s}$', '$\\frac{100}{10.4} \\approx 9.26 \\text{ s}$'],
    ['a unit in \\text{} ending a chain that starts with a letter', '$t = \\frac{150}{3} = 50\\ \\text{s}$', '$t = \\frac{150}{3} = 60\\ \\text{s}$'],
    ['\\boxed{}', '$\\boxed{7 \\times 8 = 56}$', '$\\boxed{7 \\times 8 = 54}$'],
    ['\\underline{}', '$\\underline{12 \\times 5 = 60}$', '$\\underline{12 \\times 5 = 65}$'],
    ['\\underline{} around a result', '$12 \\times 5 = \\underline{60}$', '$12 \\times 5 = \\underline{65}$'],
    ['\\approx', '$\\frac{22}{7} \\approx 3.14$', '$\\frac{22}{7} \\approx 3.24$'],
    ['\\approx with an irrational value', '$\\sqrt{2} \\approx 1.414$', '$\\sqrt{2} \\approx 1.424$'],
    ['\\neq', '$7 \\times 8 \\neq 54$', '$7 \\times 8 \\neq 56$'],
    ['\\le', '$3 + 4 \\le 7$', '$3 + 5 \\le 7$'],
    ['\\ge', '$3 \\times 4 \\ge 12$', '$3 \\times 3 \\ge 12$'],
    ['<', '$2^{10} < 1025$', '$2^{10} < 1024$'],
    ['>', '$3^{4} > 80$', '$3^{4} > 81$'],
    ['\\binom', '$\\binom{5}{2} = 10$', '$\\binom{5}{2} = 20$'],
    ['\\choose', '${5 \\choose 2} = 10$', '${5 \\choose 2} = 12$'],
    ['a factorial', '$5! = 120$', '$5! = 125$'],
    ['\\lfloor \\rfloor', '$\\lfloor 7.5 \\rfloor = 7$', '$\\lfloor 7.5 \\rfloor = 8$'],
    ['\\pi', '$4\\pi \\approx 12.57$', '$4\\pi \\approx 12.52$'],
    ['\\bmod', '$23 \\bmod 5 = 3$', '$23 \\bmod 5 = 2$'],
    ['\\equiv with \\pmod', '$10 \\equiv 1 \\pmod{9}$', '$10 \\equiv 1 \\pmod 5$'],
    ['\\gcd', '$\\gcd(12, 18) = 6$', '$\\gcd(12, 18) = 7$'],
    ['\\operatorname{lcm}', '$\\operatorname{lcm}(12, 18) = 36$', '$\\operatorname{lcm}(12, 18) = 72$'],
    ['\\operatorname{gcd} times \\operatorname{lcm}', '$\\operatorname{gcd}(4, 6) \\cdot \\operatorname{lcm}(4, 6) = 24$', '$\\operatorname{gcd}(4, 6) \\cdot \\operatorname{lcm}(4, 6) = 48$'],
    ['\\log to a base', '$\\log_2 \\frac{1}{8} = -3$', '$\\log_2 \\frac{1}{8} = 3$'],
    ['\\log to a braced base', '$\\log_{10} 1000 + 1 = 4$', '$\\log_{10} 1000 + 1 = 5$'],
    ['\\log to a rational power', '$\\log_8 4 = \\frac{2}{3}$', '$\\log_8 4 = \\frac{3}{2}$'],
    ['\\log with an irrational value', '$\\log_3 10 \\approx 2.096$', '$\\log_3 10 \\approx 2.069$'],
    ['log_b in plain text', 'so log_2(32) = 5', 'so log_2(32) = 6'],
    ['a mixed number', '$2\\frac{1}{2} + 1 = 3.5$', '$2\\frac{1}{2} + 1 = 4.5$'],
    ['grouping {,}', '$1{,}000 \\times 3 = 3{,}000$', '$1{,}000 \\times 3 = 3{,}300$'],
    ['grouping \\,', '$1\\,000 + 1 = 1\\,001$', '$1\\,000 + 1 = 1\\,011$'],
    ['\\[ \\] display', '\\[ 16 + 3 = 19 \\]', '\\[ 16 + 3 = 21 \\]'],
    ['\\( \\) inline', 'so \\(15 - 3 = 12\\) cougars', 'so \\(15 - 3 = 13\\) cougars'],
    ['$$ $$ display', '$$12 - 2 = 10$$', '$$12 - 2 = 20$$'],
    ['an equation number \\tag', '\\begin{align} a &= 12 \\times 3 = 36 \\tag{1} \\\\ b &= a + 8 \\end{align}', '\\begin{align} a &= 12 \\times 3 = 37 \\tag{1} \\\\ b &= a + 8 \\end{align}'],
    ['a starred \\tag*', '$$12 \\times 3 = 36 \\tag*{(a)}$$', '$$12 \\times 3 = 37 \\tag*{(a)}$$'],
    ['a \\label', '\\begin{equation} 5^2 + 12^2 = 169 \\label{eq:pyth} \\end{equation}', '\\begin{equation} 5^2 + 12^2 = 196 \\label{eq:pyth} \\end{equation}'],
    ['\\nonumber and \\notag', '\\begin{align} 7 \\cdot 6 &= 42 \\nonumber \\\\ 42 + 1 &= 43 \\notag \\end{align}', '\\begin{align} 7 \\cdot 6 &= 42 \\nonumber \\\\ 42 + 1 &= 44 \\notag \\end{align}'],
    ['an aligned environment', '\\begin{aligned} x &= 3 + 4 \\\\ &= 7 \\end{aligned}', '\\begin{aligned} x &= 3 + 4 \\\\ &= 8 \\end{aligned}'],
    // KaTeX and MathJax render `align`, `align*` and `gather` inside `$$`, and models write them so.
    ['align inside $$', '$$\\begin{align} 2 + 3 &= 5 \\end{align}$$', '$$\\begin{align} 2 + 3 &= 6 \\end{align}$$'],
    ['align* inside $$ on lines of their own', '$$\n\\begin{align*}\n4 \\times 5 &= 20 \\\\\n20 + 1 &= 21\n\\end{align*}\n$$', '$$\n\\begin{align*}\n4 \\times 5 &= 20 \\\\\n20 + 1 &= 22\n\\end{align*}\n$$'],
    ['gather inside \\[ \\]', '\\[\\begin{gather} 7 \\cdot 6 = 42 \\end{gather}\\]', '\\[\\begin{gather} 7 \\cdot 6 = 43 \\end{gather}\\]'],
    ['bare LaTeX in prose', 'so \\frac{3}{4} \\times 120 = 90 apples', 'so \\frac{3}{4} \\times 120 = 80 apples'],
  ])('%s', (_name, right, wrong) => {
    // An equation with an unknown ("x = 3 + 4 = 7") is read but not called true: x may be anything.
    expect(verdicts(right).length, right).toBeGreaterThan(0);
    expect(verdicts(right), right).not.toContain('false');
    expect(verdicts(wrong), wrong).toContain('false');
  });

  it('reads a chain of relations, each step checked: the wrong one is named with its value', () => {
    const found = calcs('\\[ \\frac{17(17-1)}{2} = \\frac{17 \\cdot 16}{2} = \\frac{272}{2} = 134 \\]');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ verdict: 'false', computed: '136' });
  });

  it('multiplies implicitly at the level of powers: 1000(1.05)^2 is 1000 × 1.05²', () => {
    expect(verdicts('1000(1.05)^2 = 1102.5')).toEqual(['true']);
    expect(verdicts('$1000(1.05)^2 = 1102.5$')).toEqual(['true']);
    expect(verdicts('$1000(1.05)^2 = 1102500$')).toEqual(['false']);
    expect(verdicts('$2(3 + 4) = 14$ and $(-3)(5) = -15$ and $4\\sqrt{9} = 12$')).toEqual(['true', 'true', 'true']);
    expect(verdicts('$-3^2 = -9$')).toEqual(['true']);
  });

  it('leaves an ambiguous product undecided: 6 / 2(3)', () => {
    expect(verdicts('$6 / 2(3) = 9$')).toEqual(['uncertain']);
    expect(verdicts('$6 / 2(3) = 1$')).toEqual(['uncertain']);
  });

  it.each([
    ['a function it does not compute', '$\\sin 30^\\circ + 1 = 1.5$'],
    ['a logarithm with no base written', '$\\log 100 + 1 = 4$'],
    ['a natural logarithm of a power, whose grouping is open', '$\\ln e^2 = 3$'],
    ['a logarithm of a power, whose grouping is open', '$\\log_2 8^2 = 9$'],
    ['a logarithm of an unknown', '$\\log_2 x = 4$'],
    ['a sum', '$\\sum_{i=1}^{10} i = 56$'],
    ['a product that goes on', '$3 + 4 = 2 \\cdot \\log 5$'],
    ['a repeating decimal', '$\\frac{1}{3} = 0.\\overline{3}$'],
    ['a set', '$\\{1, 2\\} = 3$'],
    ['an absolute value', '$|3 - 5| = 2$'],
    ['unbalanced braces', '$\\frac{1}{2 = 3$'],
  ])('reads nothing across %s: never false', (_name, content) => {
    expect(verdicts(content)).not.toContain('false');
  });

  it.each([
    ['We write $720 = 2^4 \\cdot 3^2 \\cdot 5$.', 'We write $720 = 2^3 \\cdot 3^2 \\cdot 5$.'],
    ['The number $360 = 2^3 \\cdot 3^2 \\cdot 5$ has 24 divisors.', 'The number $360 = 2^3 \\cdot 3^3 \\cdot 5$ has 24 divisors.'],
    ['Its area is \\(84 = \\sqrt{7056}\\).', 'Its area is \\(84 = \\sqrt{7225}\\).'],
  ])('a prose word before a formula labels no number that opens it: %s', (right, wrong) => {
    expect(verdicts(right), right).toEqual(['true']);
    expect(verdicts(wrong), wrong).toEqual(['false']);
  });

  it('decides generated LaTeX products and quotients whatever the spelling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 99 }), fc.integer({ min: 2, max: 99 }), fc.constantFrom('\\times', '\\cdot', '\\ast'), fc.constantFrom(['$', '$'], ['\\(', '\\)'], ['\\[', '\\]'], ['$$', '$$']), fc.integer({ min: -3, max: 3 }), (a, b, op, [open, close], off) => {
        const product = `${open}${a} ${op} ${b} = ${a * b + off}${close}`;
        const quotient = `${open}\\frac{${a * b}}{${b}} = ${a + off}${close}`;
        expect(verdicts(product), product).toEqual([off === 0 ? 'true' : 'false']);
        expect(verdicts(quotient), quotient).toEqual([off === 0 ? 'true' : 'false']);
      }),
      { numRuns: 200 },
    );
  });

  it('decides generated logarithms to a written base, in LaTeX and in plain text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.integer({ min: -3, max: 6 }), fc.integer({ min: -2, max: 2 }), fc.nat(3), (b, k, off, form) => {
        const x = k >= 0 ? `${b ** k}` : `\\frac{1}{${b ** -k}}`;
        const content = [`$\\log_${b} ${x} = ${k + off}$`, `$\\log_{${b}} ${x} = ${k + off}$`, `\\(\\log_${b}\\left(${x}\\right) = ${k + off}\\)`, k >= 0 ? `so log_${b}(${b ** k}) = ${k + off}` : `$\\log_${b} ${x} = ${k + off}$`][form]!;
        expect(verdicts(content), content).toEqual([off === 0 ? 'true' : 'false']);
      }),
      { numRuns: 200 },
    );
  });

  it('names the step of a wrong LaTeX line in a solution', async () => {
    const content = 'First, \\( 3 \\times 4 = 12 \\).\n\nThen \\[ 12 + 5 = 18 \\]\n\nSo the answer is 18.';
    const r = await OFFLINE_METHODS.formal({ content, context: {}, options: {} });
    expect(r.verdict).toBe('false');
    const wrong = r.steps!.find((s) => s.verdict === 'false')!;
    expect(content.slice(wrong.start, wrong.end)).toBe('12 + 5 = 18');
    expect(wrong.computed).toBe('17');
  });
});

describe('dollars with spaces inside, and full stops of abbreviations', () => {
  it.each([
    ['$ 6 \\times 7 = 48 $', ['false']],
    ['$ 8321 \\equiv 2 \\pmod{3} $', ['true']],
    ['$ 8321 \\equiv 1 \\pmod{3} $', ['false']],
  ])('a LaTeX command between spaced dollars is math: %s', (content, expected) => {
    expect(verdicts(content)).toEqual(expected);
  });

  it('money written with spaces is never math', () => {
    expect(verdicts('It costs $ 5 and $ 6 later, so 5 + 6 = 11.')).toEqual(['true']);
  });

  it.each(['Oct. 31, 1951 was a Wednesday.', 'See Fig. 2 for the plot.', 'Dr. Smith measured 3 + 4 = 7.'])('an abbreviation ends no statement: %s', async (content) => {
    const r = await OFFLINE_METHODS.formal({ content, context: {}, options: {} });
    expect(r.steps!.length, JSON.stringify(r.steps!.map((s) => s.text))).toBeLessThanOrEqual(2);
    expect(r.steps![0]!.start).toBe(0);
    expect(r.steps![0]!.end).toBeGreaterThan(content.indexOf('.') + 2);
  });
});
