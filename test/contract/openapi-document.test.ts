import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The published contract must describe the whole interface spec (shared/spec/interface-spec.md).
const root = join(import.meta.dirname, '../..');
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Schema> };
};
type Operation = { operationId: string; summary?: string; responses: Record<string, Response>; parameters?: Schema[] };
type Response = { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: Schema }> };
type Schema = Record<string, any>;

const documents = {
  '3.0': parse(readFileSync(join(root, 'generated/openapi.yaml'), 'utf8')) as Doc,
  '3.1': parse(readFileSync(join(root, 'generated/openapi.3.1.yaml'), 'utf8')) as Doc,
};

const endpoints: [string, string, string][] = [
  ['post', '/v1/verify', 'createVerification'],
  ['get', '/v1/verify/{id}', 'getVerification'],
  // Issue 16: listing verifications, beyond spec 4.2.
  ['get', '/v1/verify', 'listVerifications'],
  ['post', '/v1/batch', 'createBatch'],
  ['get', '/v1/batch', 'listBatches'],
  ['get', '/v1/batch/{id}', 'getBatch'],
  ['get', '/v1/batch/{id}/results', 'getBatchResults'],
  ['post', '/v1/batch/{id}/cancel', 'cancelBatch'],
  ['post', '/v1/batch/upload', 'uploadBatchFile'],
  ['get', '/v1/status', 'getStatus'],
  // Issue 16: escalations a person can act on.
  ['get', '/v1/escalations', 'listEscalations'],
  ['get', '/v1/escalations/{id}', 'getEscalation'],
  ['post', '/v1/escalations/{id}/resolve', 'resolveEscalation'],
];

// Spec section 7, plus the codes spec/DECISIONS.md adds for the statuses the spec leaves open.
const errorCodes: [string, number][] = [
  ['validation_error', 400],
  ['quota_exceeded', 402],
  ['usage_limit_exceeded', 403],
  ['forbidden', 403],
  ['not_found', 404],
  ['payload_too_large', 413],
  ['rate_limited', 429],
  ['CANNOT_CANCEL', 400],
  ['FILE_STORAGE_UNAVAILABLE', 503],
  ['unauthorized', 401],
  ['plan_upgrade_required', 403],
  ['idempotency_request_in_progress', 409],
  ['escalation_already_resolved', 409],
  ['escalation_expired', 409],
  ['unsupported_media_type', 415],
  ['idempotency_key_reused', 422],
  ['internal_error', 500],
  ['upstream_error', 502],
  ['service_unavailable', 503],
  ['upstream_timeout', 504],
];

function resolve(doc: Doc, schema: Schema): Schema {
  return schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!]! : schema;
}

/** Every error code reachable from a response of the given status, across all operations. */
function codesByStatus(doc: Doc): Map<number, Set<string>> {
  const found = new Map<number, Set<string>>();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      for (const [status, response] of Object.entries(op.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (!schema) continue;
        // A status shared by several responses is a union, possibly of unions (the 409s of resolve).
        const flatten = (s: Schema): Schema[] => (s.anyOf ?? s.oneOf)?.flatMap(flatten) ?? [s];
        for (const variant of flatten(schema)) {
          const error = resolve(doc, variant).properties?.error;
          if (!error) continue;
          const code = resolve(doc, error).properties?.code;
          const value = code?.enum?.[0] ?? code?.const;
          if (value) {
            if (!found.has(Number(status))) found.set(Number(status), new Set());
            found.get(Number(status))!.add(value);
          }
        }
      }
    }
  }
  return found;
}

function enumOf(doc: Doc, name: string): string[] {
  return doc.components.schemas[name]!.enum;
}

describe.each(Object.entries(documents))('the OpenAPI %s document', (_version, doc) => {
  it.each(endpoints)('has %s %s as operation %s', (method, path, operationId) => {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(op!.operationId).toBe(operationId);
    expect(op!.summary).toBeTruthy();
  });

  it('has no operations beyond the spec endpoints', () => {
    const all = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`));
    expect(all.sort()).toEqual(endpoints.map(([m, p]) => `${m} ${p}`).sort());
  });

  it.each(errorCodes)('documents error code %s with status %i', (code, status) => {
    expect(codesByStatus(doc).get(status) ?? new Set(), `status ${status}`).toContain(code);
  });

  it('lists every error code, with its status, in the API description', () => {
    const description = (doc as any).info.description as string;
    for (const [code, status] of [...errorCodes, ['method_not_allowed', 405] as const]) {
      expect(description, code).toMatch(new RegExp('`' + code + '`[^(]*\\(' + status + '|`' + code + '`.*' + status));
    }
  });

  it('has complete state enums', () => {
    expect(enumOf(doc, 'BatchStatus')).toEqual(['pending', 'processing', 'completed', 'failed', 'cancelled']);
    expect(enumOf(doc, 'BatchItemStatus')).toEqual(['pending', 'queued', 'processing', 'completed', 'failed', 'skipped']);
    expect(enumOf(doc, 'Paradigm').sort()).toEqual(
      ['semantic', 'reasoning', 'tool', 'biprm', 'ensemble', 'entropy', 'formal'].sort(),
    );
    expect(enumOf(doc, 'Verdict')).toEqual(['true', 'false', 'uncertain']);
    expect(enumOf(doc, 'Decision')).toEqual(['accept', 'refine', 'escalate', 'reject']);
    expect(enumOf(doc, 'InputFormat')).toEqual(['inline', 'csv', 'json']);
    const statuses = ['VerificationPending', 'VerificationProcessing', 'VerificationCompleted', 'VerificationEscalated'].map(
      (name) => doc.components.schemas[name]!.properties.status.enum?.[0] ?? doc.components.schemas[name]!.properties.status.const,
    );
    expect(statuses).toEqual(['pending', 'processing', 'completed', 'escalated']);
  });

  it('requires bearer authentication on every operation', () => {
    const schemes = (doc as any).components.securitySchemes;
    expect(schemes.BearerAuth).toMatchObject({ type: 'http', scheme: 'Bearer' });
    expect((doc as any).security).toEqual([{ BearerAuth: [] }]);
  });

  it('declares X-Request-Id on every response and rate-limit headers on every authenticated one', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          const where = `${method} ${path} ${status}`;
          expect(Object.keys(response.headers ?? {}), where).toContain('X-Request-Id');
          if (!['401', '500', '503'].includes(status)) {
            expect(Object.keys(response.headers ?? {}), where).toEqual(
              expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
            );
          }
        }
      }
    }
  });

  it('accepts Idempotency-Key on every creating POST', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const op = item.post;
      if (!op) continue;
      const names = (op.parameters ?? []).map((p) =>
        p.$ref ? doc.components.parameters![p.$ref.split('/').pop()!]!.name : p.name,
      );
      expect(names, path).toContain('Idempotency-Key');
    }
  });

  it('gives the batch list view exactly the fields spec 2.4 names', () => {
    const page = resolve(doc, doc.paths['/v1/batch']!.get!.responses['200']!.content!['application/json']!.schema);
    const entry = resolve(doc, page.properties.data.items);
    const listView = ['id', 'name', 'status', 'totalItems', 'processedItems', 'successCount', 'failureCount', 'totalCostCents', 'createdAt', 'startedAt', 'completedAt'].sort();
    expect(Object.keys(entry.properties).sort()).toEqual(listView);
    expect([...entry.required].sort()).toEqual(listView);
  });

  it('states the documented constraints as schema constraints', () => {
    const s = doc.components.schemas;
    expect(s.ClaimContent).toMatchObject({ minLength: 1, maxLength: 50000 });
    expect(s.IdempotencyKeyValue).toMatchObject({ maxLength: 255 });
    expect(s.Confidence).toMatchObject({ minimum: 0, maximum: 1 });
    expect(s.VerificationOptions!.properties.timeout).toMatchObject({ minimum: 1000, maximum: 300000, default: 30000 });
    expect(s.VerificationOptions!.properties.maxRetries).toMatchObject({ minimum: 0, maximum: 5 });
    expect(s.CreateBatchRequest!.properties.items).toMatchObject({ minItems: 1, maxItems: 100 });
  });

  it('documents every schema', () => {
    const undocumented: string[] = [];
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      // The TypeSpec 1.11 emitter drops the doc comment of multipart models; UploadForm's fields are documented.
      if (name === 'UploadForm') continue;
      if (!schema.description) undocumented.push(name);
    }
    expect(undocumented).toEqual([]);
  });
});
