// The review page's content view (web/review/content-view.js, issue 25) in Node: Markdown read
// by the bundled parser the page loads (web/review/markdown-parser.js), every step marked on the
// text it names, and nothing of the content able to become markup. The page in Chromium is
// review-page.browser.test.ts; this covers the cases a browser test would be slow to list.
import { describe, expect, it } from 'vitest';
import { runVerification } from '../../server/engine/engine.js';
import { previewOf, renderContent, safeHref, statementsOf, type Builder, type Verdict } from '../../web/review/content-view.js';
import { MARKDOWN_ANSWER, MARKDOWN_EVIDENCE } from './helpers.js';

type Node = string | { tag: string; attributes: Record<string, string>; children: Node[] };
const h: Builder<Node> = { element: (tag, attributes, children) => ({ tag, attributes, children }), text: (value) => value };

const textOf = (node: Node): string => (typeof node === 'string' ? node : node.children.map(textOf).join(''));
const walk = (nodes: Node[], visit: (node: Exclude<Node, string>, ancestors: string[]) => void, ancestors: string[] = []): void => {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    visit(node, ancestors);
    walk(node.children, visit, [...ancestors, node.tag]);
  }
};

/** The text each statement's marks hold, joined in document order, and the tags around its first mark. */
function marksOf(nodes: Node[]) {
  const marked = new Map<number, { text: string; pieces: number; focusable: number; inside: string[]; verdict: string }>();
  walk(nodes, (node, ancestors) => {
    if (node.tag !== 'mark') return;
    const number = Number(node.attributes['data-statement']);
    const entry = marked.get(number) ?? { text: '', pieces: 0, focusable: 0, inside: ancestors, verdict: node.attributes.class! };
    // A nested mark's text belongs to the outer statement too: count only text directly under it
    // plus text under marks of other statements nested in it.
    entry.text += textOf(node);
    entry.pieces += 1;
    if (node.attributes.tabindex === '0') entry.focusable += 1;
    marked.set(number, entry);
  });
  return marked;
}

/** What `source` loses to become `shown`, when `shown` is a subsequence of it (else a marker that matches nothing below). */
function removedFrom(source: string, shown: string): string {
  let removed = '';
  let i = 0;
  for (const char of source) {
    if (char === shown[i]) i++;
    else removed += char;
  }
  return i === shown.length ? removed : `not a subsequence: ${shown}`;
}

/** One method's steps at the given substrings of `content` (the first occurrence after `from`). */
function stepsAt(content: string, steps: Array<{ text: string; verdict: Verdict; after?: string }>) {
  return [
    {
      paradigm: 'reasoning',
      steps: steps.map(({ text, verdict, after }) => {
        const start = content.indexOf(text, after ? content.indexOf(after) : 0);
        if (start < 0) throw new Error(`${JSON.stringify(text)} is not in the content`);
        return { start, end: start + text.length, verdict, reason: `${text} is ${verdict}` };
      }),
    },
  ];
}

describe('renderContent marks each step on the text it names in the rendered Markdown', () => {
  const cases: Array<{ name: string; content: string; step: string; want: string; inside?: string; after?: string }> = [
    { name: 'a calculation in a paragraph', content: 'He saved $15 because 3 x 5 = 16\nThe answer is 5.', step: '3 x 5 = 16', want: '3 x 5 = 16', inside: 'p' },
    { name: 'a sentence across emphasis and strong', content: 'The *first* shop sells **12 apples** today.', step: 'The *first* shop sells **12 apples** today.', want: 'The first shop sells 12 apples today.' },
    { name: 'inline code', content: 'The second sells `7 * 8 = 54` pears.', step: '7 * 8 = 54', want: '7 * 8 = 54', inside: 'code' },
    { name: 'a table cell', content: '| Item | Sum |\n|---|---|\n| tip | 9 * 2 = 19 |', step: '9 * 2 = 19', want: '9 * 2 = 19', inside: 'td' },
    { name: 'a table row, cell by cell', content: '| Item | Sum |\n|---|---|\n| tip | 9 * 2 = 19 |', step: '| tip | 9 * 2 = 19 |', want: 'tip9 * 2 = 19', inside: 'td' },
    { name: 'a list item after another', content: '1. First 2 + 2 = 4.\n2. Then 2 + 2 = 5.', step: '2 + 2 = 5', want: '2 + 2 = 5', inside: 'li' },
    { name: 'a heading', content: '## Sum: 1 + 1 = 3\n\nText.', step: '1 + 1 = 3', want: '1 + 1 = 3', inside: 'h5' },
    { name: 'TeX in escaped parentheses', content: 'Stacked in \\(2^3 = 8\\) crates.', step: '2^3 = 8', want: '2^3 = 8' },
    { name: 'TeX commands, which are no Markdown escapes', content: 'Area $\\frac{1}{2} \\cdot 6 = 3$ m.', step: '$\\frac{1}{2} \\cdot 6 = 3$', want: '$\\frac{1}{2} \\cdot 6 = 3$' },
    { name: 'a backslash escape inside the step', content: 'So 3 \\* 4 = 13 here.', step: '3 \\* 4 = 13', want: '3 * 4 = 13' },
    { name: 'after an entity the text shows as another character', content: 'Price &copy; 2024: 2 + 2 = 5.', step: '2 + 2 = 5', want: '2 + 2 = 5' },
    { name: 'lines of a block quote', content: '> Total 2 + 2\n> = 5 apples', step: '2 + 2\n> = 5', want: '2 + 2\n= 5', inside: 'blockquote' },
    { name: 'a fenced code block', content: 'Run:\n\n```\nx = 6 * 7 = 41\n```', step: '6 * 7 = 41', want: '6 * 7 = 41', inside: 'pre' },
    { name: 'CRLF line ends', content: 'First line.\r\nThen 1 + 1 = 3.\r\n', step: '1 + 1 = 3', want: '1 + 1 = 3' },
    { name: 'characters outside the BMP before it (UTF-16 offsets)', content: '😀 Party: 10 / 4 = 2', step: '10 / 4 = 2', want: '10 / 4 = 2' },
    { name: 'the second of two equal statements', content: '1 + 1 = 3, again 1 + 1 = 3.', step: '1 + 1 = 3', after: 'again', want: '1 + 1 = 3' },
  ];
  it.each(cases)('$name', ({ content, step, want, inside, after }) => {
    const statements = statementsOf(stepsAt(content, [{ text: step, verdict: 'false', after }]), content);
    const { markdown, plain } = renderContent(content, statements, h);
    const mark = marksOf(markdown).get(1);
    expect(mark?.text).toBe(want);
    expect(mark?.focusable).toBe(1);
    if (inside) expect(mark?.inside).toContain(inside);
    // The plain view marks exactly the characters of the range.
    expect(marksOf(plain).get(1)?.text).toBe(step);
    if (after) {
      // The first occurrence stays unmarked.
      const p = markdown[0] as Exclude<Node, string>;
      expect(p.children[0]).toBe('1 + 1 = 3, again ');
    }
  });

  it('nests a calculation inside the sentence around it, each with one focus stop, in document order', () => {
    const content = 'So the tip is 9 * 2 = 19 dollars.';
    const statements = statementsOf(
      stepsAt(content, [
        { text: 'So the tip is 9 * 2 = 19 dollars.', verdict: 'uncertain' },
        { text: '9 * 2 = 19', verdict: 'false' },
      ]),
      content,
    );
    expect(statements.map((s) => [s.number, s.verdict])).toEqual([
      [1, 'uncertain'],
      [2, 'false'],
    ]);
    const [p] = renderContent(content, statements, h).markdown as Array<Exclude<Node, string>>;
    expect(p!.children).toHaveLength(1);
    const outer = p!.children[0] as Exclude<Node, string>;
    expect(outer.attributes).toMatchObject({ class: 'step verdict-uncertain', 'data-statement': '1', tabindex: '0', 'aria-describedby': 'statement-1' });
    expect(outer.children).toEqual([
      'So the tip is ',
      { tag: 'mark', attributes: { class: 'step verdict-false', 'data-statement': '2', tabindex: '0', 'aria-describedby': 'statement-2' }, children: ['9 * 2 = 19'] },
      ' dollars.',
    ]);
  });

  it('splits statements whose ranges cross, and keeps one focus stop for each', () => {
    const content = 'alpha beta gamma delta';
    const statements = statementsOf(
      stepsAt(content, [
        { text: 'alpha beta gamma', verdict: 'true' },
        { text: 'beta gamma delta', verdict: 'false' },
      ]),
      content,
    );
    const marks = marksOf(renderContent(content, statements, h).markdown);
    expect(marks.get(1)).toMatchObject({ text: 'alpha beta gamma', focusable: 1 });
    expect(marks.get(2)).toMatchObject({ text: 'beta gamma delta', focusable: 1, pieces: 2 });
  });

  it('shows one statement for a range several methods judged, false when any said false, with every finding', () => {
    const results = [
      { paradigm: 'semantic', steps: [{ start: 0, end: 9, verdict: 'true' as const, reason: 'Supported by the evidence.' }] },
      { paradigm: 'reasoning', steps: [{ start: 0, end: 9, verdict: 'false' as const, reason: '1 + 1 is 2, not 3.', computed: '2' }] },
      { paradigm: 'formal', steps: [{ start: 0, end: 9, verdict: 'uncertain' as const, reason: 'Not checked.' }] },
    ];
    const [statement] = statementsOf(results, '1 + 1 = 3');
    expect(statement).toMatchObject({ number: 1, start: 0, end: 9, text: '1 + 1 = 3', verdict: 'false' });
    expect(statement!.findings.map((f) => [f.paradigm, f.verdict, f.computed])).toEqual([
      ['semantic', 'true', undefined],
      ['reasoning', 'false', '2'],
      ['formal', 'uncertain', undefined],
    ]);
  });

  it('cuts ranges to the content and leaves out empty ones', () => {
    const statements = statementsOf([{ paradigm: 'reasoning', steps: [{ start: 4, end: 99, verdict: 'false', reason: 'r' }, { start: 2, end: 2, verdict: 'false', reason: 'r' }] }], '1 + 1 = 3');
    expect(statements.map((s) => [s.start, s.end, s.text])).toEqual([[4, 9, '1 = 3']]);
  });

  it('marks the false steps the real engine reports in a Markdown answer on their exact text', async () => {
    const outcome = await runVerification({ content: MARKDOWN_ANSWER, methods: { semantic: 1, reasoning: 1 }, context: { evidence: MARKDOWN_EVIDENCE } });
    const statements = statementsOf(outcome.paradigmResults, MARKDOWN_ANSWER);
    const falseOnes = statements.filter((s) => s.verdict === 'false');
    expect(falseOnes.map((s) => s.text)).toEqual(['7 * 8 = 54', '9 * 2 = 19']);
    const marks = marksOf(renderContent(MARKDOWN_ANSWER, statements, h).markdown);
    for (const statement of statements) {
      const mark = marks.get(statement.number);
      expect(mark, statement.text).toBeDefined();
      // The marked text is the statement with Markdown syntax (and only syntax) taken out.
      expect(removedFrom(statement.text, mark!.text), `${statement.text} → ${mark!.text}`).toMatch(/^[*`|#\\\s]*$/);
    }
    expect(marks.get(falseOnes[0]!.number)?.inside).toEqual(expect.arrayContaining(['li', 'strong']));
    expect(marks.get(falseOnes[1]!.number)?.inside).toContain('td');
  });
});

describe('renderContent never turns content into markup', () => {
  const hostile = [
    '<script>alert(1)</script>',
    '',
    'Inline <img src=x onerror="alert(2)"> and <a href="javascript:alert(3)">link</a>.',
    '',
    '[click](javascript:alert(4)) [data](data:text/html,<script>alert(5)</script>) [here](/v1/escalations) [site](https://example.com/a?b=1)',
    '',
    '![pixel](https://tracker.example/p.png) <iframe src="https://example.com"></iframe>',
    '',
    '<style>body{display:none}</style>',
  ].join('\n');
  const { markdown } = renderContent(hostile, [], h);

  it('makes only elements of a fixed set, with a fixed few attributes', () => {
    const tags = new Set<string>();
    const attributes = new Set<string>();
    walk(markdown, (node) => {
      tags.add(node.tag);
      for (const name of Object.keys(node.attributes)) attributes.add(name);
    });
    expect([...tags].sort()).toEqual(['a', 'p', 'pre', 'span']);
    expect([...attributes].sort()).toEqual(['class', 'href', 'rel', 'target', 'title']);
  });

  it('shows raw HTML as its text', () => {
    const all = markdown.map(textOf).join('\n');
    expect(all).toContain('<script>alert(1)</script>');
    expect(all).toContain('<img src=x onerror="alert(2)">');
    expect(all).toContain('<style>body{display:none}</style>');
  });

  it('links absolute web addresses only, in a new tab without referrer or opener', () => {
    const links: Array<Record<string, string>> = [];
    walk(markdown, (node) => void (node.tag === 'a' && links.push(node.attributes)));
    expect(links).toEqual([{ href: 'https://example.com/a?b=1', target: '_blank', rel: 'noopener noreferrer nofollow', title: 'https://example.com/a?b=1' }]);
    expect(safeHref('mailto:ana@example.com')).toBe('mailto:ana@example.com');
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '/v1/escalations', 'vbscript:x', '']) expect(safeHref(url), url).toBeUndefined();
  });
});

describe('previewOf', () => {
  it('gives the start of the content as one line without Markdown syntax', () => {
    expect(previewOf(MARKDOWN_ANSWER, 60)).toBe('Budget check The first shop sells 12 apples at $3 each, so…');
    expect(previewOf('| a | b |\n|---|---|\n| `x` | ![pic](u) |')).toBe('a b x pic');
    expect(previewOf('😀'.repeat(5), 3)).toBe('😀😀…');
  });
});
