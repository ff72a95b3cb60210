// Reads the request body of one operation: checks its media type against the contract (415),
// has koa-body read it within the operation's size limit (413; JSON limits are sized from the
// contract in body-limit.ts), keeps the bytes as sent (the idempotency fingerprint hashes
// them, DECISIONS.md "Upload") and parses JSON (malformed: 400) or multipart form data.
import type Koa from 'koa';
import type { IncomingMessage } from 'node:http';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { ApiError, validationError } from '../../errors.js';
import { MAX_JSON_DEPTH, nestingDepth } from '../../batch/input/json-input.js';
import { hasMoreValuesThan, jsonBodyLimit, MAX_JSON_VALUES } from './body-limit.js';
import { requestMediaTypes, type Operation } from './document.js';
import type { ParsedBody, UploadedFile, VerityState } from '../types.js';

/** Spec 4.6: files up to 10 MB, plus room for the multipart envelope; the upload handler checks the file itself. */
export const UPLOAD_FILE_LIMIT_BYTES = 10 * 1024 * 1024;
export const MULTIPART_BODY_LIMIT_BYTES = UPLOAD_FILE_LIMIT_BYTES + 256 * 1024;
/** How much of a body past its limit is read and dropped (see drain) before the connection is closed instead. */
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

/**
 * koa-body reading one media type of an operation within `limit` bytes (by Content-Length up
 * front, else while streaming). It reads the body as `binary` text, one character a byte, rather
 * than through its JSON (co-body) or multipart (formidable) parsers: the fingerprint hashes the
 * bytes as sent, and co-body decodes them first (invalid UTF-8 turns into U+FFFD unnoticed, a BOM
 * is dropped) while formidable gives none of them and parses by other rules than the WHATWG form
 * parser below (DECISIONS.md "Request bodies").
 */
function bodyReader(operation: Operation, mediaType: string, limit: number): Koa.Middleware {
  return koaBody({
    text: true,
    textTypes: [mediaType],
    textLimit: limit,
    encoding: 'binary',
    json: false,
    urlencoded: false,
    multipart: false,
    parsedMethods: [HttpMethodEnum[operation.method.toUpperCase() as keyof typeof HttpMethodEnum]],
    patchNode: false,
  });
}

// koa-body calls `next` once it has read the body; what follows runs in parseBody itself.
const afterRead = async () => {};

/**
 * Reads and drops the rest of a body, so that a client still sending it reads our answer instead
 * of seeing its upload cut off. Ours because koa-body (raw-body) stops reading at its limit and
 * leaves the request paused.
 */
function drain(req: IncomingMessage, alreadyRead: number): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded) return resolve();
    let size = alreadyRead;
    const finish = () => {
      req.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT_BYTES) {
        req.destroy();
        finish();
      }
    };
    req.on('data', onData).on('end', finish).on('error', finish).on('close', finish);
    req.resume();
  });
}

/** The body as sent, read by `reader`; over `limit`: 413 once the rest is drained. */
async function readBody(ctx: Koa.ParameterizedContext<VerityState>, reader: Koa.Middleware, limit: number): Promise<Buffer> {
  try {
    await reader(ctx, afterRead);
  } catch (err) {
    // raw-body's http-errors: 413 past the limit, with the bytes it had read.
    const { status, received } = err as { status?: number; received?: number };
    if (status === 413) {
      await drain(ctx.req, received ?? 0);
      throw tooLarge(limit);
    }
    // A client that went away before or while sending its body is no server failure to log
    // (raw-body answers 500 "stream is not readable" when the request was gone before it began).
    if (ctx.req.destroyed) throw new ApiError('validation_error', { message: 'The request body was not received in full.' });
    throw err;
  }
  const text = ctx.request.body as string;
  ctx.request.body = undefined; // from here on the body lives in ctx.state.body only
  return Buffer.from(text, 'binary');
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

/** Body handling for one operation of the contract: reads the body into `ctx.state.body`. */
export function parseBody(operation: Operation): (ctx: Koa.ParameterizedContext<VerityState>) => Promise<void> {
  const accepted = requestMediaTypes(operation);
  // Built once per operation; JSON limits are sized from the contract (body-limit.ts, issue 16).
  const limits = new Map(accepted.map((type) => [type, type === 'multipart/form-data' ? MULTIPART_BODY_LIMIT_BYTES : jsonBodyLimit(operation)]));
  const readers = new Map([...limits].map(([type, limit]) => [type, bodyReader(operation, type, limit)]));
  return async (ctx) => {
    const req = ctx.req;
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (accepted.length === 0 || !hasBody) {
      // No body expected (e.g. cancel), or none sent: contract validation reports a missing required body.
      if (hasBody) await drain(req, 0);
      ctx.state.body = { raw: Buffer.alloc(0), value: undefined, files: {} };
      return;
    }
    // The media type check koa-body makes itself (type-is), so it reads every body let through.
    const mediaType = ctx.is(accepted);
    const encoding = ctx.get('Content-Encoding').toLowerCase();
    if (!mediaType || (encoding !== '' && encoding !== 'identity')) {
      throw new ApiError('unsupported_media_type', {
        message: `Send the body as ${accepted.join(' or ')}${encoding && encoding !== 'identity' ? ' without Content-Encoding' : ''}.`,
      });
    }
    const raw = await readBody(ctx, readers.get(mediaType)!, limits.get(mediaType)!);
    let body: ParsedBody;
    if (mediaType === 'multipart/form-data') {
      const { fields, files } = await parseMultipart(raw, ctx.get('Content-Type'));
      body = { raw, value: fields, files };
    } else {
      body = { raw, value: parseJsonWithinLimits(raw), files: {} };
    }
    ctx.state.body = body;
  };
}
