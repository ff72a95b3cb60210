// The few API calls the benchmark makes outside the load generator: preflight requests (one real
// request per scenario, so a scenario whose endpoint fails is reported with the server's own error
// instead of as a column of non-2xx counts), sample records, batch creation and polling.

export interface Api {
  url: string;
  apiKey: string;
}

export interface ApiResponse {
  status: number;
  body: any;
  text: string;
}

/** The endpoint answers `503 … is not available yet`: a server older than the scenario (bench runs against other builds too). */
export class EndpointUnavailable extends Error {
  override name = 'EndpointUnavailable';
}

export function authHeaders(api: Api, json: boolean): Record<string, string> {
  return { Authorization: `Bearer ${api.apiKey}`, ...(json ? { 'Content-Type': 'application/json' } : {}) };
}

export async function call(api: Api, method: 'GET' | 'POST', path: string, body?: { json: unknown } | { form: FormData }): Promise<ApiResponse> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: authHeaders(api, body !== undefined && 'json' in body),
    ...(body === undefined ? {} : 'json' in body ? { body: JSON.stringify(body.json) } : { body: body.form }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text };
}

/** Returns the response when it is 2xx; throws EndpointUnavailable or an Error quoting the server's answer. */
export async function call2xx(api: Api, method: 'GET' | 'POST', path: string, body?: { json: unknown } | { form: FormData }): Promise<ApiResponse> {
  const res = await call(api, method, path, body);
  if (res.status >= 200 && res.status < 300) return res;
  const message = String(res.body?.error?.message ?? '');
  if (res.status === 503 && /not available yet/.test(message)) throw new EndpointUnavailable(`${method} ${path}: ${message}`);
  throw new Error(`${method} ${path} answered ${res.status}: ${res.text.slice(0, 500)}`);
}
