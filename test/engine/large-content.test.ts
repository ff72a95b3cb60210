import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../server/engine/engine.js';
import { PARADIGMS } from '../../server/engine/types.js';

// Inputs that defeat naive regular expressions or parsers, each 50,000 characters.
const ADVERSARIAL: Record<string, string> = {
  'one long number': '1'.repeat(50_000),
  'only numbers': '123 456 789 '.repeat(4200).slice(0, 50_000),
  'one long word': 'a'.repeat(50_000),
  'a huge sum': `${'2 + '.repeat(12_499)}2 = 5`,
  'open parentheses': '('.repeat(50_000),
  'repeated negations': 'is not '.repeat(7200).slice(0, 50_000),
  'repeated frames': 'The capital of '.repeat(3400).slice(0, 50_000),
  'a long derivation': 'x = 1, so '.repeat(5000).slice(0, 50_000),
  'endless conjunctions': '1 and '.repeat(8400).slice(0, 50_000),
  'unicode soup': '²×÷−√½ 𝟙𝟚 ١٢٣ 中文 '.repeat(3000).slice(0, 50_000),
  'mixed claims': '17 * 23 = 391. The capital of France is Paris. Helium is a noble gas. 2024 is a leap year. '.repeat(600).slice(0, 50_000),
  // The Markdown and LaTeX readers (issue 22).
  'nested fractions': `\\[${'\\frac{1}{'.repeat(6000)}2${'}'.repeat(6000)} = 3\\]`.slice(0, 50_000),
  'unclosed math': '\\[ 2 + 2 = 5 $ 3 + 3 = 7 \\( '.repeat(1800).slice(0, 50_000),
  'dollars everywhere': '$5 and $10 = $15, $2$ $$3 $4$ '.repeat(1800).slice(0, 50_000),
  'deep quotes and lists': '> - > 1. * 2 + 2 = 4 '.repeat(2500).slice(0, 50_000),
  'a wide table': `| a | b |\n|---|---|\n${'| 2 + 3 | 5 |\n'.repeat(3500)}`.slice(0, 50_000),
  'braces': '{'.repeat(25_000) + '}'.repeat(25_000),
};

describe('every method on 50,000 characters', () => {
  for (const method of PARADIGMS) {
    // A guard against work that grows faster than the content, not a speed goal (those are in
    // `npm run bench`): CPU time, so other programs on the machine do not count. The bound leaves a
    // margin: entropy reads 'mixed claims' several times over (its reformulations) and took 3.1 to
    // 3.5 s of CPU alone on the 2-core machine, and up to 3.06 s within this file under load, which
    // made a 3 s bound fail now and then; work that grows with the square of 50,000 characters takes
    // minutes, far past 8 s.
    it(`${method} finishes each adversarial input within 8 seconds of CPU time`, async () => {
      for (const [name, content] of Object.entries(ADVERSARIAL)) {
        const started = process.cpuUsage();
        const r = await OFFLINE_METHODS[method]({ content, context: {}, options: {} });
        const used = process.cpuUsage(started);
        const ms = (used.user + used.system) / 1000;
        expect(['true', 'false', 'uncertain'], name).toContain(r.verdict);
        expect(ms, `${method} on ${name}`).toBeLessThan(8000);
        expect(r.reasoning.length, `${method} explanation on ${name}`).toBeLessThan(10_000);
      }
    }, 60_000);
  }

  it('never calls gibberish true', async () => {
    for (const method of PARADIGMS) {
      for (const name of ['one long number', 'only numbers', 'one long word', 'open parentheses', 'unicode soup']) {
        const r = await OFFLINE_METHODS[method]({ content: ADVERSARIAL[name]!, context: {}, options: {} });
        expect(r.verdict, `${method} on ${name}`).toBe('uncertain');
      }
    }
  }, 60_000);
});
