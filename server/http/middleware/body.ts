// Reads the request body of one operation: checks its media type against the contract (415),
// enforces the operation's size limit while streaming (413; JSON limits are sized from the
// contract in ../body-limit.ts), keeps the raw bytes (the idempotency fingerprint
// hashes them, DECISIONS.md "Upload") and parses JSON (malformed: 400) or multipart form data.
import type Koa from 'koa';
import type { IncomingMessage } from 'node:http';
import { ApiError, validationError } from '../../errors.js';
import { MAX_JSON_DEPTH, nestingDepth } from '../../batch/input/json-input.js';
import { hasMoreValuesThan, JSON_BODY_FLOOR_BYTES, jsonBodyLimit, MAX_JSON_VALUES } from '../body-limit.js';
import { requestMediaTypes, type Operation } from '../contract.js';
import type { ParsedBody, UploadedFile, VerityState } from '../types.js';

/** Spec 4.6: files up to 10 MB, plus room for the multipart envelope; the upload handler checks the file itself. */
export const UPLOAD_FILE_LIMIT_BYTES = 10 * 1024 * 1024;
export const MULTIPART_BODY_LIMIT_BYTES = UPLOAD_FILE_LIMIT_BYTES + 256 * 1024;
// Past the limit the rest of the body is read and dropped, so the client can read our 413
// instead of seeing its upload cut off; beyond this much the connection is closed instead.
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/** `1 MB`, `19.2 MB`: limits as people read them (MB of 1,048,576 bytes). */
function megabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

const tooLarge = (limit: number) =>
  new ApiError('payload_too_large', {
    // An upload's limit is its file's (spec 4.6: 10 MB); the multipart envelope's room is ours.
    message: `The request body is larger than ${megabytes(limit === MULTIPART_BODY_LIMIT_BYTES ? UPLOAD_FILE_LIMIT_BYTES : limit)}, the limit of this operation.`,
  });

/** Reads the whole body, refusing more than `limit` bytes (by Content-Length up front, else while streaming). */
export function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number.isFinite(declared) && declared > limit;
    const finish = (err?: unknown) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onAborted);
      if (err) reject(err);
      else if (over) reject(tooLarge(limit));
      else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) {
        req.destroy();
        finish(tooLarge(limit));
      }
    };
    const onEnd = () => finish();
    const onError = (err: Error) => finish(err);
    const onAborted = () => finish(new Error('request aborted'));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onAborted);
  });
}

function mediaTypeOf(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function parseJson(raw: Buffer): unknown {
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw validationError([{ field: 'body', message: 'is not valid UTF-8' }], 'The request body is not valid UTF-8.');
  }
  // Code that later walks a body (the cache key's canonical JSON, the context key checks,
  // JSON.stringify on storage) recurses: a 1 MB body of `[[[[…` would overflow the stack and
  // answer 500 (issue 9). The upload reader's nesting bound applies to request bodies as well.
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw validationError([{ field: 'body', message: `is nested more than ${MAX_JSON_DEPTH} levels deep` }], 'The JSON body is nested too deeply.');
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw validationError([{ field: 'body', message: `is not valid JSON: ${(err as Error).message}` }], 'Malformed JSON body.');
  }
}

function parseJsonWithinLimits(raw: Buffer): unknown {
  const value = parseJson(raw);
  if (hasMoreValuesThan(value)) {
    throw new ApiError('payload_too_large', { message: `The JSON body holds more than ${MAX_JSON_VALUES} values (array entries and object members).` });
  }
  return value;
}

async function parseMultipart(raw: Buffer, contentType: string): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  let form: FormData;
  try {
    // The WHATWG parser built into Node (undici): no extra dependency, and the bytes are already in memory.
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw validationError([{ field: 'body', message: 'is not valid multipart/form-data' }], 'Malformed multipart body.');
  }
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
    else {
      files[name] = {
        fieldName: name,
        fileName: value.name,
        mimeType: value.type,
        bytes: Buffer.from(await value.arrayBuffer()),
      };
    }
  }
  return { fields, files };
}

/** Body handling for one operation of the contract. */
export function parseBody(operation: Operation): Koa.Middleware<VerityState> {
  const accepted = requestMediaTypes(operation);
  // Sized once per operation from the contract's limits (body-limit.ts, issue 16).
  const jsonLimit = jsonBodyLimit(operation);
  return async (ctx, next) => {
    const req = ctx.req;
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (accepted.length === 0 || !hasBody) {
      // No body expected (e.g. cancel), or none sent: contract validation reports a missing required body.
      if (hasBody) await readRawBody(req, JSON_BODY_FLOOR_BYTES).catch(() => undefined);
      ctx.state.body = { raw: Buffer.alloc(0), value: undefined, files: {} };
      return next();
    }
    const contentType = ctx.get('Content-Type');
    const mediaType = mediaTypeOf(contentType);
    const encoding = ctx.get('Content-Encoding').toLowerCase();
    if (!accepted.includes(mediaType) || (encoding !== '' && encoding !== 'identity')) {
      throw new ApiError('unsupported_media_type', {
        message: `Send the body as ${accepted.join(' or ')}${encoding && encoding !== 'identity' ? ' without Content-Encoding' : ''}.`,
      });
    }
    const multipart = mediaType === 'multipart/form-data';
    const raw = await readRawBody(req, multipart ? MULTIPART_BODY_LIMIT_BYTES : jsonLimit);
    let body: ParsedBody;
    if (multipart) {
      const { fields, files } = await parseMultipart(raw, contentType);
      body = { raw, value: fields, files };
    } else {
      body = { raw, value: parseJsonWithinLimits(raw), files: {} };
    }
    ctx.state.body = body;
    await next();
  };
}
