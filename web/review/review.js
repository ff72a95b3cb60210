// The review page (issue 16; at volume and at a glance, issue 25): a compact list of the
// organization's open escalations, a page of the API at a time (GET /v1/escalations, `limit` and
// `offset`), and the one that is open beside it: its content rendered with every checked statement
// marked by verdict (content-view.js), each method's reasoning folded away, and accept/reject
// through the public API (POST /v1/escalations/{id}/resolve). The page decides nothing itself:
// what is open, what may be resolved and what a decision does are the API's answers, shown as
// they come. The API key lives in the `apiKey` variable below and nowhere else: never in storage,
// a cookie or the URL; reloading the page forgets it.

import { previewOf, renderContent, statementsOf } from './content-view.js';

/** Escalations per page: the API's default page size. */
const PAGE_SIZE = 20;

let apiKey = '';

/**
 * The page of the queue on show. `closed` holds what this page learnt about escalations it
 * listed (resolved here, or found closed): they stay in the list, marked, until the page changes.
 */
const queue = { offset: 0, items: [], total: 0, hasMore: false, index: -1, closed: new Map(), notes: new Map() };

/** The open escalation's statements, for the tooltip. */
let statements = [];

const $ = (selector) => document.querySelector(selector);

/** An API error answer, with the envelope's code, message and request id. */
class ApiProblem extends Error {
  constructor(status, body) {
    const error = body && typeof body.error === 'object' ? body.error : {};
    super(error.message || `The API answered ${status}.`);
    this.status = status;
    this.code = error.code;
    this.requestId = error.requestId;
  }
}

/** Calls the API with the key in memory; resolves to the JSON body, or throws ApiProblem. */
async function api(path, init = {}) {
  const headers = { Authorization: `Bearer ${apiKey}`, Accept: 'application/json', ...init.headers };
  let response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch {
    throw new ApiProblem(0, { error: { message: 'The server could not be reached; check the connection and try again.' } });
  }
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiProblem(response.status, body);
  return body;
}

/** A sentence a reviewer can act on, for an API error. */
function describe(problem) {
  const reference = problem.requestId ? ` (request id ${problem.requestId})` : '';
  if (problem.status === 401) {
    return `The API key was not accepted: ${problem.message} Check that you pasted the whole key of your organization (it starts with vrt_).${reference}`;
  }
  if (problem.status === 429) return `Too many requests for now: ${problem.message}${reference}`;
  return `${problem.message}${problem.code ? ` [${problem.code}]` : ''}${reference}`;
}

function showError(message) {
  const box = $('#error');
  box.textContent = message;
  box.hidden = message === '';
}

/** Creates an element with text and attributes; children are appended in order. */
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'text') node.textContent = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) if (child !== undefined && child !== null && child !== false) node.append(child);
  return node;
}

/** What content-view.js builds with: DOM elements and text nodes, nothing parsed. */
const dom = {
  element: (tag, attributes, children) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.append(...children);
    return node;
  },
  text: (value) => document.createTextNode(value),
};

const verdict = (value) => el('span', { class: `verdict verdict-${value}`, text: value });
/** Two decimals, or three where two would round a measured probability up to a certainty (0.9953 is not 1.00). */
const confidence = (value) => (value >= 0.995 && value < 1 ? (Math.floor(value * 1000) / 1000).toFixed(3) : value.toFixed(2));
const formatDate = (iso, options) => new Date(iso).toLocaleString(undefined, options);
const SHORT_DATE = { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };

/** How many statements of each verdict, as "2 false, 3 true, 7 uncertain". */
function countByVerdict(items) {
  const counts = { false: 0, true: 0, uncertain: 0 };
  for (const item of items) counts[item.verdict] += 1;
  return ['false', 'true', 'uncertain'].filter((v) => counts[v] > 0).map((v) => `${counts[v]} ${v}`);
}

// ---- The list -------------------------------------------------------------------------------

/** What each method said, as "semantic true · reasoning false": the disagreement at a glance. */
function methodsLine(results) {
  const line = el('div', { class: 'methods' });
  if (results.length === 0) line.append('no method finished');
  results.forEach((result, i) => {
    if (i > 0) line.append(' · ');
    line.append(`${result.paradigm} `, verdict(result.verdict));
  });
  return line;
}

function queueOption(escalation, index) {
  const v = escalation.verification;
  const option = el(
    'li',
    { role: 'option', id: `option-${escalation.id}`, class: 'queue-item', 'aria-selected': 'false', tabindex: '-1', 'data-escalation-id': escalation.id },
    el(
      'div',
      { class: 'line' },
      el('span', { class: `badge ${escalation.priority}`, text: escalation.priority }),
      el('span', { class: 'reason', text: escalation.reason.replaceAll('_', ' ') }),
      el('span', { class: 'due', text: `due ${formatDate(escalation.deadline, SHORT_DATE)}` }),
    ),
    el('div', { class: 'preview', text: previewOf(v.content) || '(empty)' }),
    methodsLine(v.paradigmResults),
    el('div', { class: 'closed-note' }),
  );
  option.addEventListener('click', () => select(index, 'option'));
  return option;
}

function renderQueue() {
  const list = $('#queue-list');
  list.replaceChildren(...queue.items.map(queueOption));
  for (const [id, text] of queue.closed) markClosed(id, text);
  const first = queue.offset + 1;
  const last = queue.offset + queue.items.length;
  $('#queue-range').textContent = queue.items.length === 0 ? 'none open' : `${first}–${last} of ${queue.total}`;
  $('#previous-page').disabled = queue.offset === 0;
  $('#next-page').disabled = !queue.hasMore;
}

/** Marks an escalation of the list as closed, with what happened. */
function markClosed(id, text) {
  const option = document.getElementById(`option-${id}`);
  if (!option) return;
  option.classList.add('closed');
  option.querySelector('.closed-note').textContent = text;
}

/** Where the next page starts: escalations resolved here have left the open ones, so fewer are skipped. */
function nextOffset() {
  const gone = queue.items.filter((e) => queue.closed.has(e.id)).length;
  return queue.offset + queue.items.length - gone;
}

/** Loads the page of open escalations at `offset` and opens its first (or last) one. */
async function loadPage(offset, open = 'first', focus = 'option') {
  showError('');
  $('#status').textContent = 'Loading…';
  let page;
  try {
    page = await api(`/v1/escalations?status=pending&sort=deadline&limit=${PAGE_SIZE}&offset=${offset}`);
  } catch (problem) {
    if (!(problem instanceof ApiProblem)) throw problem;
    // A refused key is forgotten at once.
    if (problem.status === 401) {
      forgetKey();
      $('#workspace').hidden = true;
    }
    $('#status').textContent = '';
    showError(describe(problem));
    return;
  }
  // Past the end (escalations were resolved meanwhile): the last page there is.
  if (page.data.length === 0 && offset > 0 && page.pagination.total > 0) return loadPage(Math.max(0, page.pagination.total - PAGE_SIZE), open, focus);
  Object.assign(queue, { offset, items: page.data, total: page.pagination.total, hasMore: page.pagination.hasMore, closed: new Map() });
  $('#workspace').hidden = false;
  renderQueue();
  if (queue.items.length === 0) {
    queue.index = -1;
    $('#detail').replaceChildren(el('p', { class: 'empty', text: 'No open escalations.' }));
    $('#status').textContent = 'No open escalations.';
    return;
  }
  $('#status').textContent = `Open escalations ${queue.offset + 1}–${queue.offset + queue.items.length} of ${queue.total}.`;
  select(open === 'last' ? queue.items.length - 1 : 0, focus);
}

/** Opens the escalation at `index` of the page; `focus`: 'option' (the list), 'detail' (its heading) or nothing. */
function select(index, focus) {
  // A note being written is kept (in memory) for when its escalation is opened again.
  const open = $('article.escalation');
  if (open) queue.notes.set(open.dataset.escalationId, $('#note').value);
  queue.index = index;
  const options = [...document.querySelectorAll('#queue-list [role=option]')];
  options.forEach((option, i) => {
    option.setAttribute('aria-selected', String(i === index));
    option.tabIndex = i === index ? 0 : -1;
  });
  renderDetail(queue.items[index]);
  const option = options[index];
  option.scrollIntoView({ block: 'nearest' });
  if (focus === 'option') option.focus();
  else if (focus === 'detail') $('#detail-title').focus();
}

/** The next (1) or previous (-1) escalation, on to the next or previous page at either end. */
async function move(delta, focus) {
  const index = queue.index + delta;
  if (index >= 0 && index < queue.items.length) return select(index, focus);
  if (delta > 0 && queue.hasMore) return loadPage(nextOffset(), 'first', focus);
  if (delta < 0 && queue.offset > 0) return loadPage(Math.max(0, queue.offset - PAGE_SIZE), 'last', focus);
  $('#status').textContent = delta > 0 ? 'This is the last open escalation.' : 'This is the first open escalation.';
}

// ---- The open escalation --------------------------------------------------------------------

/** What the methods found about a statement, as one sentence per finding (its accessible description). */
function describeStatement(statement) {
  return statement.findings
    .map((f) => `${f.paradigm}: ${f.verdict}. ${f.reason}${f.computed !== undefined ? ` Computed value: ${f.computed}.` : ''}`)
    .join(' ');
}

function methodDetails(result, content) {
  const steps = el('ol', { class: 'steps' });
  for (const step of result.steps) {
    // statementsOf cut ranges to the content; an empty one marks nothing to go to.
    const statement = statements.find((s) => s.start === step.start && s.end === Math.min(step.end, content.length));
    const quote = el('button', { type: 'button', class: 'quote', title: 'Show in the content', text: `“${step.text}”` });
    if (statement) quote.addEventListener('click', () => focusStatement(statement.number));
    else quote.disabled = true;
    steps.append(
      el('li', {}, quote, ' ', verdict(step.verdict), step.computed !== undefined ? ` computed ${step.computed}` : '', `: ${step.reason}`),
    );
  }
  if (result.steps.length === 0) steps.append(el('li', { text: 'No statement this method could check.' }));
  const counts = countByVerdict(result.steps);
  return el(
    'details',
    { class: 'method' },
    el(
      'summary',
      {},
      el('span', { class: 'paradigm', text: result.paradigm }),
      ' ',
      verdict(result.verdict),
      ` ${confidence(result.confidence)}`,
      el('span', { class: 'counts', text: counts.length ? ` · steps: ${counts.join(', ')}` : ' · no steps' }),
    ),
    el('p', { class: 'reasoning', text: result.reasoning }),
    steps,
  );
}

function renderDetail(escalation) {
  const v = escalation.verification;
  statements = statementsOf(v.paradigmResults, v.content);
  const { markdown, plain } = renderContent(v.content, statements, dom, 'why');
  const position = queue.offset + queue.index + 1;

  const rendered = el('div', { class: 'content markdown' });
  rendered.append(...markdown);
  const source = el('div', { class: 'content source', hidden: '' });
  source.append(...plain);
  const descriptions = el('div', { hidden: '' }, ...statements.map((s) => el('span', { id: `why-${s.number}`, text: describeStatement(s) })));

  const falseCount = statements.filter((s) => s.verdict === 'false').length;
  const nextFalse = el('button', { type: 'button', id: 'next-false', 'aria-keyshortcuts': 'f', text: 'Next false statement (f)' });
  if (falseCount === 0) nextFalse.disabled = true;
  nextFalse.addEventListener('click', () => focusNextFalse());
  const plainToggle = el('input', { type: 'checkbox', id: 'show-source' });
  plainToggle.addEventListener('change', () => {
    hideTip();
    rendered.hidden = plainToggle.checked;
    source.hidden = !plainToggle.checked;
  });

  const note = el('textarea', { id: 'note', maxlength: '2000', placeholder: 'Why (optional)', 'aria-keyshortcuts': 'n' });
  note.value = queue.notes.get(escalation.id) ?? '';
  const accept = el('button', { type: 'button', class: 'accept', id: 'accept', 'aria-keyshortcuts': 'a', text: 'Accept' });
  const reject = el('button', { type: 'button', class: 'reject', id: 'reject', 'aria-keyshortcuts': 'r', text: 'Reject' });
  const outcome = el('p', { class: 'outcome', id: 'outcome', role: 'status' });
  const closed = queue.closed.get(escalation.id);
  if (closed) {
    accept.disabled = reject.disabled = true;
    outcome.textContent = closed;
  }
  const decide = async (decision) => {
    accept.disabled = reject.disabled = true;
    showError('');
    const reviewer = $('#reviewer').value.trim();
    const body = { decision, ...(note.value.trim() ? { note: note.value.trim() } : {}), ...(reviewer ? { reviewer } : {}) };
    try {
      // One key per click: a retry of this request is answered once (Idempotency-Key).
      const resolved = await api(`/v1/escalations/${encodeURIComponent(escalation.id)}/resolve`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify(body),
      });
      const text = `Resolved: ${resolved.review.decision}${resolved.review.reviewer ? ` by ${resolved.review.reviewer}` : ''}. The verification is now ${resolved.verification.status}.`;
      queue.closed.set(escalation.id, text);
      markClosed(escalation.id, `${resolved.review.decision}ed`);
      outcome.textContent = `${text} Press j for the next one.`;
    } catch (problem) {
      if (!(problem instanceof ApiProblem)) throw problem;
      outcome.textContent = describe(problem);
      // A closed escalation stays closed; anything else may be tried again.
      if (problem.status !== 409) accept.disabled = reject.disabled = false;
      else {
        queue.closed.set(escalation.id, outcome.textContent);
        markClosed(escalation.id, 'closed');
      }
    }
  };
  accept.addEventListener('click', () => void decide('accept'));
  reject.addEventListener('click', () => void decide('reject'));

  const article = el(
    'article',
    { class: 'escalation', 'data-escalation-id': escalation.id },
    el('h2', { id: 'detail-title', tabindex: '-1', text: `Escalation ${position} of ${queue.total}: ${escalation.reason.replaceAll('_', ' ')}` }),
    el(
      'div',
      { class: 'meta' },
      el('span', { class: `badge ${escalation.priority}`, text: `${escalation.priority} priority` }),
      el('span', { text: `due ${formatDate(escalation.deadline, { dateStyle: 'medium', timeStyle: 'short' })}` }),
      el('span', {}, 'methods together: ', verdict(v.verdict), ` at ${confidence(v.confidence)}`),
      el('span', { class: 'ids', text: `${escalation.id} · ${v.id}` }),
    ),
    el(
      'section',
      { class: 'content-section', 'aria-labelledby': 'content-title' },
      el(
        'div',
        { class: 'content-head' },
        el('h3', { id: 'content-title', text: 'Content' }),
        el(
          'p',
          { class: 'legend' },
          'Checked statements: ',
          ...['false', 'true', 'uncertain'].map((v) => el('span', { class: `step verdict-${v}`, text: `${statements.filter((s) => s.verdict === v).length} ${v}` })),
        ),
        nextFalse,
        el('label', { class: 'toggle' }, plainToggle, ' as plain text'),
      ),
      rendered,
      source,
      descriptions,
    ),
    el(
      'section',
      { class: 'methods-section', 'aria-labelledby': 'methods-title' },
      el('h3', { id: 'methods-title', text: 'Methods' }),
      el('details', { class: 'method overall' }, el('summary', {}, 'How the methods combined: ', verdict(v.verdict), ` at ${confidence(v.confidence)}`), el('p', { class: 'reasoning', text: v.reasoning })),
      ...v.paradigmResults.map((result) => methodDetails(result, v.content)),
    ),
    el(
      'div',
      { class: 'decide', role: 'group', 'aria-label': 'Decision' },
      el('label', { for: 'note', text: 'Note' }),
      note,
      accept,
      reject,
    ),
    outcome,
  );
  hideTip();
  $('#detail').replaceChildren(article);
}

/** The view on show (Markdown or plain text). */
const visibleContent = () => document.querySelector('#detail .content:not([hidden])');

/** Focuses statement `number` where it starts in the view on show. */
function focusStatement(number) {
  visibleContent()?.querySelector(`mark[data-statement="${number}"][tabindex="0"]`)?.focus();
}

/** Focuses the next false statement after the focused one (from the top after the last). */
function focusNextFalse() {
  const marks = [...(visibleContent()?.querySelectorAll('mark.verdict-false[tabindex="0"]') ?? [])];
  if (marks.length === 0) {
    $('#status').textContent = 'No method found a false statement in this content.';
    return;
  }
  const active = document.activeElement;
  const after = marks.find((mark) => active && active !== mark && active.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING);
  (after ?? marks[0]).focus();
}

// ---- The tooltip of a statement ---------------------------------------------------------------
// One element, filled and placed under the statement pointed at or focused; its text is also each
// mark's accessible description (aria-describedby), so a screen reader hears it on focus. Escape
// hides it (WCAG 1.4.13); it stays while the pointer is on it.

function showTip(mark) {
  const statement = statements[Number(mark.dataset.statement) - 1];
  if (!statement) return;
  const tip = $('#step-tip');
  const findings = el('ul');
  for (const f of statement.findings) {
    findings.append(
      el('li', {}, el('strong', { text: f.paradigm }), ' ', verdict(f.verdict), `: ${f.reason}`, f.computed !== undefined ? el('span', { class: 'computed', text: ` Computed: ${f.computed}` }) : undefined),
    );
  }
  tip.replaceChildren(el('p', { class: 'tip-quote' }, verdict(statement.verdict), ` “${statement.text}”`), findings);
  tip.hidden = false;
  // Under the first line of the statement, kept inside the window.
  const box = mark.getClientRects()[0] ?? mark.getBoundingClientRect();
  const width = tip.offsetWidth;
  const left = Math.max(8, Math.min(box.left, document.documentElement.clientWidth - width - 8));
  tip.style.left = `${left + window.scrollX}px`;
  tip.style.top = `${box.bottom + window.scrollY + 6}px`;
}

function hideTip() {
  $('#step-tip').hidden = true;
}

const markOf = (node) => (node instanceof Element ? node.closest('mark.step') : null);

document.addEventListener('mouseover', (event) => {
  const mark = markOf(event.target);
  if (mark) showTip(mark);
  else if (!$('#step-tip').contains(event.target)) {
    // Back to the focused statement's finding, if one is focused.
    const focused = markOf(document.activeElement);
    if (focused) showTip(focused);
    else hideTip();
  }
});
document.addEventListener('focusin', (event) => {
  const mark = markOf(event.target);
  if (mark) showTip(mark);
  else hideTip();
});

// ---- Keys -------------------------------------------------------------------------------------

$('#queue-list').addEventListener('keydown', (event) => {
  const keys = { ArrowDown: () => move(1, 'option'), ArrowUp: () => move(-1, 'option'), Home: () => select(0, 'option'), End: () => select(queue.items.length - 1, 'option'), Enter: () => $('#detail-title').focus() };
  const action = keys[event.key];
  if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
  event.preventDefault();
  void action();
});

document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  // Letters typed into a field are text; a checkbox or a button takes no letters, so keys work there.
  const typing = event.target instanceof Element && event.target.closest('input:not([type=checkbox]):not([type=radio]), textarea, select, [contenteditable]');
  if (event.key === 'Escape') {
    hideTip();
    if (typing && event.target.id === 'note') $('#detail-title').focus();
    return;
  }
  if (typing || queue.index < 0) return;
  const inList = event.target instanceof Element && event.target.closest('#queue-list');
  const keys = {
    j: () => move(1, inList ? 'option' : 'detail'),
    k: () => move(-1, inList ? 'option' : 'detail'),
    f: focusNextFalse,
    n: () => $('#note').focus(),
    a: () => $('#accept').focus(),
    r: () => $('#reject').focus(),
  };
  const action = keys[event.key];
  if (!action) return;
  event.preventDefault();
  void action();
});

/** After a page button: focus stays on it, unless it is disabled now (the first or last page), then the list has it. */
async function turnPage(offset) {
  await loadPage(offset, 'first', 'none');
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused.disabled) document.querySelector('#queue-list [aria-selected=true]')?.focus();
}
$('#previous-page').addEventListener('click', () => void turnPage(Math.max(0, queue.offset - PAGE_SIZE)));
$('#next-page').addEventListener('click', () => void turnPage(nextOffset()));

// ---- The key ----------------------------------------------------------------------------------

/** Shows in the key field whether a key is held (the key itself is never put back in it). */
function showKeyState() {
  const input = $('#api-key');
  input.placeholder = apiKey ? 'key held in memory; enter another to switch' : 'vrt_live_…';
  input.required = !apiKey;
}

function forgetKey() {
  apiKey = '';
  showKeyState();
}

$('#key-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = $('#api-key');
  if (input.value.trim() !== '') apiKey = input.value.trim();
  // The field is emptied so the key is held in one place only.
  input.value = '';
  showKeyState();
  void loadPage(0, 'first', 'option');
});
