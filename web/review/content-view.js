// The content of an escalation as its reader sees it (issue 25): Markdown rendered from its mdast
// syntax tree, with every statement a method checked (paradigmResults[].steps) marked where it
// stands, by its verdict. Pure: it builds through the `h` it is given (the page passes DOM
// calls, tests pass plain objects), so it runs the same in the browser and in Node.
//
// Where a statement stands. A step names UTF-16 offsets [start, end) into the content as written
// (spec: CheckedStep). The tree keeps them: every mdast node carries position.start.offset and
// position.end.offset into the same string (STYLE habit 16). A text node's value is its source
// minus syntax (escapes, entity references, container prefixes such as `> ` or list indentation,
// code fences, cell pipes), and in the same order, so each character of the value is matched to
// the next equal character of its source span (alignOffsets). A character with no equal in reach
// (an entity such as `&copy;` read as ©) takes the offset where matching stands. A text node then
// splits where the set of statements covering its characters changes, and each piece is wrapped
// in one <mark> per covering statement, outermost first: a sentence a method called uncertain
// around the calculation in it that another called false.
//
// Safety. The content is untrusted model output. Nothing here parses HTML: every element is made
// by tag name from a fixed set, text goes in as text nodes, raw HTML in the Markdown is shown as
// the text it is, attributes are a fixed few, links keep only absolute http(s) and mailto
// addresses and open in a new tab (leaving the page would forget the key), and images are never
// loaded (the page's CSP would refuse other hosts anyway). No id or name comes from the content.

import { parseMarkdown } from './markdown-parser.js';

/** How far ahead a character of a text value is looked for in its source (the longest entity is 33). */
const REACH = 64;

/** The verdicts in the order they colour a statement several methods judged: any false shows. */
const SEVERITY = { false: 2, true: 1, uncertain: 0 };

/**
 * The statements of every method's steps, one per distinct range: its findings (one per method
 * step naming it) and the verdict it is shown with (false if any method said false, else true if
 * any said true, else uncertain). Ranges outside the content are cut to it; empty ones are left
 * out (they mark nothing). Sorted by start, longer first, numbered from 1 in that order.
 */
export function statementsOf(paradigmResults, content) {
  const byRange = new Map();
  for (const result of paradigmResults) {
    for (const step of result.steps ?? []) {
      const start = Math.max(0, Math.min(step.start, content.length));
      const end = Math.max(start, Math.min(step.end, content.length));
      if (end === start) continue;
      const key = `${start}:${end}`;
      let statement = byRange.get(key);
      if (!statement) byRange.set(key, (statement = { start, end, text: content.slice(start, end), verdict: 'uncertain', findings: [] }));
      statement.findings.push({ paradigm: result.paradigm, verdict: step.verdict, reason: step.reason, computed: step.computed });
      if (SEVERITY[step.verdict] > SEVERITY[statement.verdict]) statement.verdict = step.verdict;
    }
  }
  const statements = [...byRange.values()].sort((a, b) => a.start - b.start || b.end - a.end);
  statements.forEach((statement, i) => (statement.number = i + 1));
  return statements;
}

/**
 * The source offset of each UTF-16 unit of `value`, a text node whose source is
 * content.slice(start, end): each unit is matched to the next equal unit of the source.
 */
export function alignOffsets(value, content, start, end) {
  const offsets = new Array(value.length);
  let at = start;
  for (let i = 0; i < value.length; i++) {
    const limit = Math.min(end, at + REACH);
    let found = -1;
    for (let k = at; k < limit; k++) {
      if (content.charCodeAt(k) === value.charCodeAt(i)) {
        found = k;
        break;
      }
    }
    offsets[i] = found === -1 ? Math.min(at, Math.max(start, end - 1)) : found;
    if (found !== -1) at = found + 1;
  }
  return offsets;
}

/**
 * Which statements cover each offset: the sorted boundaries of all ranges, and for each interval
 * between two boundaries the statements covering it, outermost first.
 */
function coverageOf(statements) {
  const points = [...new Set(statements.flatMap((s) => [s.start, s.end]))].sort((a, b) => a - b);
  const chains = points.map((point) => statements.filter((s) => s.start <= point && point < s.end));
  return { points, chains };
}

/** The statements covering `offset`, outermost first (empty when none does). */
function chainAt(coverage, offset) {
  const { points, chains } = coverage;
  let lo = 0;
  let hi = points.length - 1;
  if (hi < 0 || offset < points[0]) return [];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (points[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return chains[lo];
}

const sameChain = (a, b) => a.length === b.length && a.every((s, i) => s === b[i]);

/** Absolute http(s) and mailto addresses only; anything else (javascript:, data:, a path on this server) is not linked. */
export function safeHref(url) {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Renders content with its statements. `h.element(tag, attributes, children)` and `h.text(value)`
 * build the output; `idPrefix` makes the ids of the statements' descriptions unique on the page.
 * Returns the rendered nodes of the Markdown reading (`markdown`) and of the plain text as
 * written (`plain`, one <pre>), each statement's first mark being its focus stop.
 */
export function renderContent(content, statements, h, idPrefix = 'statement') {
  const coverage = coverageOf(statements);
  const marked = (kind) => {
    const seen = new Set();
    /** The value of a text node with source [start, end), split and wrapped in marks. */
    return (value, start, end) => {
      const offsets = kind === 'plain' ? Array.from(value, (_, i) => start + i) : alignOffsets(value, content, start, end);
      const out = [];
      // The open marks, outermost first: [statement, children array].
      let stack = [];
      const flush = (text, chain) => {
        let depth = 0;
        while (depth < stack.length && depth < chain.length && stack[depth][0] === chain[depth]) depth++;
        stack = stack.slice(0, depth);
        for (const statement of chain.slice(depth)) {
          const children = [];
          const attributes = {
            class: `step verdict-${statement.verdict}`,
            'data-statement': String(statement.number),
            'aria-describedby': `${idPrefix}-${statement.number}`,
          };
          // One focus stop per statement: its first piece. Later pieces show the same finding on hover.
          if (!seen.has(statement)) {
            seen.add(statement);
            attributes.tabindex = '0';
          }
          const mark = { statement, attributes, children };
          (stack.length ? stack[stack.length - 1][1] : out).push(mark);
          stack.push([statement, children]);
        }
        (stack.length ? stack[stack.length - 1][1] : out).push(text);
      };
      let from = 0;
      for (let i = 1; i <= value.length; i++) {
        if (i < value.length && sameChain(chainAt(coverage, offsets[i]), chainAt(coverage, offsets[from]))) continue;
        flush(value.slice(from, i), chainAt(coverage, offsets[from]));
        from = i;
      }
      const build = (node) => (typeof node === 'string' ? h.text(node) : h.element('mark', node.attributes, node.children.map(build)));
      return out.map(build);
    };
  };

  const textOf = marked('markdown');
  const positionOf = (node) => [node.position?.start?.offset ?? 0, node.position?.end?.offset ?? 0];
  const text = (node, value = node.value) => textOf(value, ...positionOf(node));

  const render = (node, inline) => {
    const kids = (phrasing = inline) => (node.children ?? []).flatMap((child) => render(child, phrasing));
    switch (node.type) {
      case 'root':
        return kids(false);
      case 'paragraph':
        return [h.element('p', {}, kids(true))];
      case 'heading':
        // The page's own outline ends at h3 (page, escalation, its sections).
        return [h.element(`h${Math.min(6, node.depth + 3)}`, { class: `md-h${node.depth}` }, kids(true))];
      case 'blockquote':
        return [h.element('blockquote', {}, kids(false))];
      case 'list': {
        const attributes = node.ordered && node.start != null && node.start !== 1 ? { start: String(node.start) } : {};
        return [h.element(node.ordered ? 'ol' : 'ul', attributes, kids(false))];
      }
      case 'listItem':
        return [h.element('li', {}, kids(false))];
      case 'thematicBreak':
        return [h.element('hr', {}, [])];
      case 'code':
        return [h.element('pre', { class: 'md-code' }, [h.element('code', {}, text(node))])];
      case 'html':
        // Raw HTML is shown as the text it is, never parsed.
        return inline ? [h.element('span', { class: 'md-html' }, text(node))] : [h.element('pre', { class: 'md-html' }, text(node))];
      case 'text':
        return text(node);
      case 'emphasis':
        return [h.element('em', {}, kids())];
      case 'strong':
        return [h.element('strong', {}, kids())];
      case 'delete':
        return [h.element('del', {}, kids())];
      case 'inlineCode':
        return [h.element('code', {}, text(node))];
      case 'break':
        return [h.element('br', {}, [])];
      case 'link': {
        const href = safeHref(node.url);
        return href
          ? [h.element('a', { href, target: '_blank', rel: 'noopener noreferrer nofollow', title: href }, kids())]
          : [h.element('span', { class: 'md-link', title: `Not a web address, not linked: ${node.url}` }, kids())];
      }
      case 'image':
      case 'imageReference':
        return [h.element('span', { class: 'md-image', title: `Image, not loaded${node.url ? `: ${node.url}` : ''}` }, node.alt ? text(node, node.alt) : [h.text('[image]')])];
      case 'table': {
        const [head, ...body] = node.children;
        const row = (tr, cell) =>
          h.element(
            'tr',
            {},
            tr.children.map((td, i) => h.element(cell, node.align?.[i] ? { class: `align-${node.align[i]}` } : {}, render(td, true))),
          );
        return [
          h.element('div', { class: 'md-table' }, [
            h.element('table', {}, [h.element('thead', {}, head ? [row(head, 'th')] : []), h.element('tbody', {}, body.map((tr) => row(tr, 'td')))]),
          ]),
        ];
      }
      case 'tableCell':
        return kids(true);
      case 'definition':
        // A link reference definition says where a reference points; the reference shows its text.
        return [];
      default:
        // Anything else (a reference, a node of a future extension): its children, else its text.
        if (node.children) return inline ? [h.element('span', {}, kids())] : [h.element('div', {}, kids(false))];
        return typeof node.value === 'string' ? text(node) : [];
    }
  };

  return {
    markdown: render(parseMarkdown(content), false),
    plain: [h.element('pre', { class: 'plain' }, marked('plain')(content, 0, content.length))],
  };
}

/** Nodes whose children read as separate words: their texts are joined with a space. */
const BLOCKS = new Set(['root', 'paragraph', 'heading', 'blockquote', 'list', 'listItem', 'table', 'tableRow', 'tableCell', 'code', 'html']);

/** The start of the content as one line of text without Markdown syntax, for the list (at most `length` characters). */
export function previewOf(content, length = 160) {
  // The start is enough: a preview never needs the whole of a 50,000-character answer parsed.
  const read = (node) => (typeof node.value === 'string' ? node.value : node.alt ?? (node.children ?? []).map(read).join(BLOCKS.has(node.type) ? ' ' : ''));
  const characters = Array.from(read(parseMarkdown(content.slice(0, length * 4))).replace(/\s+/g, ' ').trim());
  return characters.length > length ? `${characters.slice(0, length - 1).join('').trimEnd()}…` : characters.join('');
}
