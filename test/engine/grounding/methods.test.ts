// What each offline method makes of the caller's documents (issue 23, grounding/methods.ts): the
// verdict rules, the steps with their passages, the sources of tool, and what is left out.
import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../../server/engine/engine.js';
import { checkLanguage } from '../../../server/engine/grounding/language.js';
import { PARADIGMS, type Paradigm } from '../../../server/engine/types.js';
import { measured } from '../../helpers/calibration.js';

const GROUNDED = PARADIGMS.filter((m) => m !== 'formal');
const DOC = { id: 'press-release', url: 'https://example.com/release', text: 'Mall Rats was released on 3 June 2017 by Universal. The film grossed $181,674,817 worldwide. It was shown in 24 other countries.' };

const run = (method: Paradigm, content: string, context: Record<string, unknown>) => OFFLINE_METHODS[method]({ content, context, options: {} });

describe('documents given', () => {
  it.each(GROUNDED)('%s calls a contradicted claim false and names the passage on its step', async (method) => {
    const content = 'The film grossed over $181 million. Mall Rats was released in 2018.';
    const r = await run(method, content, { documents: [DOC] });
    expect(r.verdict).toBe('false');
    const wrong = r.steps!.find((s) => s.support === 'contradicted')!;
    expect(content.slice(wrong.start, wrong.end)).toBe('Mall Rats was released in 2018.');
    expect(wrong).toMatchObject({ verdict: 'false', evidence: { document: 0, documentId: 'press-release', quote: 'Mall Rats was released on 3 June 2017 by Universal.' } });
    expect(DOC.text.slice(wrong.evidence!.start, wrong.evidence!.end)).toBe(wrong.evidence!.quote);
    expect(r.steps!.find((s) => s.support === 'supported')?.evidence?.quote).toBe('The film grossed $181,674,817 worldwide.');
  });

  it.each(GROUNDED)('%s calls content true only when every claim is supported', async (method) => {
    const r = await run(method, 'The film grossed over $181 million. It was shown in twenty-four other countries.', { documents: [DOC] });
    expect(r.verdict).toBe('true');
    expect(r.steps!.every((s) => s.support === 'supported' && s.verdict === 'true')).toBe(true);
  });

  it.each(GROUNDED)('%s is uncertain about a claim no document speaks to', async (method) => {
    expect((await run(method, 'The film was a joy to watch.', { documents: [DOC] })).verdict).toBe('uncertain');
  });

  it('calls an invented fact false for semantic, tool, reasoning, ensemble and entropy, and an uncertain finding for biprm', async () => {
    const content = 'Mall Rats was directed by Kevin Smith.';
    for (const method of ['semantic', 'tool', 'reasoning', 'ensemble', 'entropy'] as const) {
      const r = await run(method, content, { documents: [DOC] });
      expect(r.verdict, method).toBe('false');
      expect(r.steps![0]!.unsupported).toEqual([{ kind: 'name', text: 'Kevin Smith', start: 26, end: 37 }]);
    }
    const b = await run('biprm', content, { documents: [DOC] });
    expect(b.verdict).toBe('uncertain');
    expect(b.steps![0]).toMatchObject({ verdict: 'uncertain', unsupported: [{ kind: 'name', text: 'Kevin Smith' }] });
  });

  it('gives grounded verdicts classes of their own, with the measured confidence', async () => {
    const t = await run('semantic', 'The film grossed over $181 million.', { documents: [DOC] });
    expect(measured(t)).toEqual({ cls: 'true:documents-supported', confidence: t.confidence });
    const f = await run('tool', 'Mall Rats was released in 2018.', { documents: [DOC] });
    expect(measured(f)).toEqual({ cls: 'false:documents-contradicted', confidence: f.confidence });
    const i = await run('semantic', 'Mall Rats was directed by Kevin Smith.', { documents: [DOC] });
    expect(measured(i).cls).toBe('false:documents-unsupported-name');
  });

  it('tool lists each document it consulted: its url, or a urn for one without', async () => {
    const r = await run('tool', 'The film grossed over $181 million.', { documents: [DOC, { text: 'Another source.' }] });
    expect(r.sources).toEqual(['https://example.com/release', 'urn:verity:document:1']);
  });

  it('reasoning explains claim by claim', async () => {
    const r = await run('reasoning', 'The film grossed over $181 million. Mall Rats was released in 2018.', { documents: [DOC] });
    expect(r.reasoning).toMatch(/claim by claim/);
    expect(r.reasoning).toContain('(1) "The film grossed over $181 million.": supported');
    expect(r.reasoning).toContain('(2) "Mall Rats was released in 2018.": contradicted');
  });

  it('takes context.evidence as the short form of documents', async () => {
    const r = await run('semantic', 'Mall Rats was released in 2018.', { evidence: [DOC.text] });
    expect(r.verdict).toBe('false');
    expect(r.steps![0]!.evidence).toMatchObject({ document: 0 });
    expect(r.steps![0]!.evidence!.documentId).toBeUndefined();
  });

  it('still computes: tool calls a wrong calculation false whatever the documents say', async () => {
    const r = await run('tool', 'The film grossed $181,674,817. Then 17 * 23 = 392.', { documents: [DOC] });
    expect(r.verdict).toBe('false');
    expect(r.steps!.find((s) => s.computed === '391')).toMatchObject({ verdict: 'false', text: '17 * 23 = 392' });
  });

  it('formal cannot use documents: a passage is not a proof', async () => {
    const r = await run('formal', 'Mall Rats was released in 2018.', { documents: [DOC] });
    expect(r.verdict).toBe('uncertain');
    expect(r.steps!.some((s) => s.support !== undefined)).toBe(false);
  });
});

describe('only the documents decide', () => {
  it('leaves out the built-in reference facts: a capital the documents do not settle stays uncertain', async () => {
    const doc = { text: 'Sydney is the largest city in Australia. Canberra hosts the parliament.' };
    for (const method of GROUNDED) {
      const r = await run(method, 'The capital of Australia is Sydney.', { documents: [doc] });
      expect(r.verdict, method).toBe('uncertain');
    }
    // Without documents the reference data decides, as before.
    expect((await run('tool', 'The capital of Australia is Sydney.', {})).verdict).toBe('false');
  });

  it('never calls content sent with a question true: whether it answers the question is not checkable offline', async () => {
    const r = await run('semantic', 'The film grossed over $181 million.', { documents: [DOC], question: 'How much did Mall Rats gross?' });
    expect(r.verdict).toBe('uncertain');
    expect(r.reasoning).toContain('answers a question');
  });
});

describe('honest about language', () => {
  it.each([
    { what: 'content in French', content: 'Le film est sorti en 2017 et il a rapporté beaucoup d’argent dans le monde entier, selon les chiffres publiés par le studio.', docs: [DOC] },
    { what: 'a document in German', content: 'The film was released in 2017.', docs: [{ text: 'Der Film wurde im Jahr 2017 veröffentlicht und hat weltweit sehr viel Geld eingespielt, wie das Studio mitteilte.' }] },
    { what: 'a document in Russian', content: 'The film was released in 2017.', docs: [{ text: 'Фильм вышел в 2017 году.' }] },
  ])('$what: uncertain with a reason, never a verdict', async ({ content, docs }) => {
    for (const method of GROUNDED) {
      const r = await run(method, content, { documents: docs });
      expect(r.verdict, method).toBe('uncertain');
      expect(r.reasoning, method).toMatch(/not supported offline/);
    }
  });

  it.each([
    ['The Southern Railway (German: "Südbahn") runs from Vienna to Graz, and Pavel Urysohn (Павел Урысон) was a mathematician.', true],
    ['Yes', true],
    ['Le chat est sur la table et le chien dort dans le jardin depuis le matin, comme toujours.', false],
    ['El perro duerme en el jardín y el gato está en la mesa de la cocina desde la mañana.', false],
    ['東京は日本の首都です。', false],
  ])('checkLanguage("%s") english: %s', (text, english) => {
    expect(checkLanguage(text).english).toBe(english);
  });
});
