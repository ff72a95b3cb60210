// The review page (issue 16): lists the organization's open escalations and resolves them through
// the public API (GET /v1/escalations, POST /v1/escalations/{id}/resolve). The page decides
// nothing itself: what is open, what may be resolved and what a decision does are the API's
// answers, shown as they come. The API key lives in the `apiKey` variable below and nowhere else:
// never in storage, a cookie or the URL; reloading the page forgets it.

let apiKey = '';

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
  for (const child of children) if (child) node.append(child);
  return node;
}

const verdict = (value) => el('span', { class: `verdict-${value}`, text: value });

/** One method's result: its verdict and reasoning, and the steps it checked. */
function methodRow(result) {
  const steps = el('ol', { class: 'steps' });
  for (const step of result.steps) {
    const item = el('li', { value: String(step.index) });
    item.append(el('q', { text: step.text }), ' ', verdict(step.verdict));
    if (step.computed !== undefined) item.append(` (computed ${step.computed})`);
    item.append(`: ${step.reason}`);
    steps.append(item);
  }
  if (result.steps.length === 0) steps.append(el('li', { text: 'No statement this method could check.' }));
  return el(
    'tr',
    {},
    el('td', { text: result.paradigm }),
    el('td', {}, verdict(result.verdict), ` ${result.confidence.toFixed(2)}`),
    el('td', {}, el('div', { text: result.reasoning }), steps),
  );
}

/** One open escalation with its content, per-method results and the accept/reject controls. */
function escalationCard(escalation) {
  const v = escalation.verification;
  const card = el('article', { class: 'escalation', 'data-escalation-id': escalation.id });
  card.append(
    el(
      'div',
      { class: 'meta' },
      el('span', { class: `badge ${escalation.priority}`, text: `${escalation.priority} priority` }),
      el('span', { text: escalation.reason.replaceAll('_', ' ') }),
      el('span', { text: `due ${new Date(escalation.deadline).toLocaleString()}` }),
      el('span', { text: `${escalation.id} · ${v.id}` }),
    ),
    el('pre', { class: 'content', text: v.content }),
    el('p', {}, 'Methods: ', verdict(v.verdict), ` at ${v.confidence.toFixed(2)}. ${v.reasoning}`),
  );
  const table = el('table', {}, el('thead', {}, el('tr', {}, el('th', { text: 'Method' }), el('th', { text: 'Verdict' }), el('th', { text: 'Reasoning and the steps it checked' }))));
  const rows = el('tbody');
  for (const result of v.paradigmResults) rows.append(methodRow(result));
  table.append(rows);
  card.append(table);

  const note = el('textarea', { 'aria-label': `Note on ${escalation.id}`, maxlength: '2000', placeholder: 'Note (why)' });
  const accept = el('button', { type: 'button', class: 'accept', text: 'Accept' });
  const reject = el('button', { type: 'button', class: 'reject', text: 'Reject' });
  const outcome = el('p', { class: 'outcome', role: 'status' });
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
      card.classList.add('closed');
      outcome.textContent = `Resolved: ${resolved.review.decision}${resolved.review.reviewer ? ` by ${resolved.review.reviewer}` : ''}. The verification is now ${resolved.verification.status}.`;
    } catch (problem) {
      if (!(problem instanceof ApiProblem)) throw problem;
      outcome.textContent = describe(problem);
      // A closed escalation stays closed; anything else may be tried again.
      if (problem.status !== 409) accept.disabled = reject.disabled = false;
      else card.classList.add('closed');
    }
  };
  accept.addEventListener('click', () => void decide('accept'));
  reject.addEventListener('click', () => void decide('reject'));
  card.append(el('div', { class: 'decide' }, note, accept, reject), outcome);
  return card;
}

/** Every open escalation, following the API's pages (earliest deadline first). */
async function openEscalations() {
  const all = [];
  for (let offset = 0; ; ) {
    const page = await api(`/v1/escalations?status=pending&sort=deadline&limit=100&offset=${offset}`);
    all.push(...page.data);
    if (!page.pagination.hasMore || page.data.length === 0) return all;
    offset += page.data.length;
  }
}

async function load() {
  const list = $('#escalations');
  showError('');
  $('#status').textContent = 'Loading…';
  try {
    const escalations = await openEscalations();
    list.replaceChildren(...escalations.map(escalationCard));
    $('#status').textContent = escalations.length === 0 ? 'No open escalations.' : `${escalations.length} open escalation${escalations.length === 1 ? '' : 's'}.`;
  } catch (problem) {
    if (!(problem instanceof ApiProblem)) throw problem;
    // A refused key is forgotten at once.
    if (problem.status === 401) forgetKey();
    list.replaceChildren();
    $('#status').textContent = '';
    showError(describe(problem));
  }
}

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
  void load();
});
