// The contract: generated/openapi.yaml, loaded into openapi-backend once per process. The server
// routes with @koa/router built from its operations and validates each request with
// `validateRequest(req, operation)` (about 10 µs) rather than `handleRequest`, which rebuilds its
// route matching on every request (issue 2, "Toolchain facts").
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';

export type Contract = OpenAPIBackend;
export type { Operation };

/** The OpenAPI 3.0 document the server validates with (openapi-backend checks 3.0 documents). */
export function contractPath(rootDir: string): string {
  return join(rootDir, 'generated', 'openapi.yaml');
}

const loaded = new Map<string, Promise<OpenAPIBackend>>();

/**
 * Returns the initialised contract for the document at `path`, loading it on first use. Every app
 * in the process (tests start many) shares the one instance: it is read-only after init.
 */
export function loadContract(path: string): Promise<OpenAPIBackend> {
  let contract = loaded.get(path);
  if (!contract) {
    contract = init(path);
    contract.catch(() => loaded.delete(path));
    loaded.set(path, contract);
  }
  return contract;
}

async function init(path: string): Promise<OpenAPIBackend> {
  const definition = parse(await readFile(path, 'utf8')) as Document;
  const api = new OpenAPIBackend({
    definition,
    strict: true,
    // `quick` skips checking the document against the OpenAPI schema (1.3 s per start; the build
    // already lints and validates generated/openapi.yaml in test/contract) and compiles validators
    // lazily; the request validators are compiled below anyway, so a schema Ajv cannot compile
    // stops start-up rather than a request.
    quick: true,
    coerceTypes: true,
    // Report every invalid field, not only the first (issue 2).
    ajvOpts: { allErrors: true },
    // openapi-backend knows only the OpenAPI numeric formats; ajv-formats adds the contract's
    // date-time, uri and uuid, which would otherwise be ignored (with a console warning).
    customizeAjv: (ajv) => {
      addFormats.default(ajv);
      return ajv;
    },
  });
  await api.init();
  fileFieldsByContract.set(api, new Map(api.getOperations().map((op) => [op.operationId ?? '', readFileFields(op)])));
  api.validator.preCompileRequestValidators();
  return api;
}

/** `/v1/verify/{id}` → `/v1/verify/:id` for @koa/router. */
export function toRouterPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/** The media types an operation accepts for its body, lower case; empty when it takes none. */
export function requestMediaTypes(operation: Operation): string[] {
  const body = operation.requestBody as { content?: Record<string, unknown> } | undefined;
  return Object.keys(body?.content ?? {}).map((t) => t.toLowerCase());
}

/** True when the operation declares the Idempotency-Key header (DECISIONS.md "Idempotency": creating POSTs). */
export function acceptsIdempotencyKey(operation: Operation): boolean {
  return (operation.parameters ?? []).some(
    (p) => 'in' in p && p.in === 'header' && p.name.toLowerCase() === 'idempotency-key',
  );
}

export interface FileField {
  name: string;
  required: boolean;
}

const fileFieldsByContract = new WeakMap<OpenAPIBackend, Map<string, FileField[]>>();

/**
 * The file fields of a multipart operation (`type: string, format: binary`), with whether each is
 * required. openapi-backend removes binary properties from the schema's `required` when it
 * compiles its validators (it cannot see files), so they are read before that, in init().
 */
export function multipartFileFields(contract: OpenAPIBackend, operationId: string): FileField[] {
  return fileFieldsByContract.get(contract)?.get(operationId) ?? [];
}

function readFileFields(operation: Operation): FileField[] {
  const body = operation.requestBody as { content?: Record<string, { schema?: SchemaLike }> } | undefined;
  const schema = body?.content?.['multipart/form-data']?.schema;
  if (!schema?.properties) return [];
  return Object.entries(schema.properties)
    .filter(([, p]) => p.type === 'string' && p.format === 'binary')
    .map(([name]) => ({ name, required: (schema.required ?? []).includes(name) }));
}

interface SchemaLike {
  type?: string;
  format?: string;
  required?: string[];
  properties?: Record<string, SchemaLike>;
}
