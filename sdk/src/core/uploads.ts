// Turns what a caller has (a path, a Blob or File, bytes) into the multipart form of
// `POST /v1/batch/upload` (spec 4.6): field `file`, and `format` when given.
import type { FileFormat } from '../types.js';

/** A file to upload: a path on disk, a Blob (or File), or its bytes. */
export type Uploadable = string | Blob | Uint8Array | ArrayBuffer;

export interface UploadFileOptions {
  /** The file name sent with the part; the server reads the format from its extension. Default: the path's base name, the File's name, or `upload.<format>`. */
  filename?: string;
  /** Forces the format (otherwise the extension decides, then the content: spec/DECISIONS.md "Upload detection"). */
  format?: FileFormat;
}

const mediaTypes: Record<string, string> = { csv: 'text/csv', json: 'application/json' };

function mediaTypeOf(filename: string, format: FileFormat | undefined): string {
  const extension = format ?? filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();
  return mediaTypes[extension] ?? 'application/octet-stream';
}

/** The file as a named Blob, read from disk when given a path. */
export async function toNamedBlob(file: Uploadable, options: UploadFileOptions = {}): Promise<{ blob: Blob; filename: string }> {
  if (typeof file === 'string') {
    // Loaded only for paths, so the rest of the SDK stays free of node: imports.
    const [{ readFile }, { basename }] = await Promise.all([import('node:fs/promises'), import('node:path')]);
    const filename = options.filename ?? basename(file);
    return { blob: new Blob([await readFile(file)], { type: mediaTypeOf(filename, options.format) }), filename };
  }
  if (file instanceof Blob) {
    const name = (file as Blob & { name?: unknown }).name; // a File has one
    const filename = options.filename ?? (typeof name === 'string' && name !== '' ? name : defaultName(options.format));
    return { blob: file.type ? file : new Blob([file], { type: mediaTypeOf(filename, options.format) }), filename };
  }
  if (file instanceof Uint8Array || file instanceof ArrayBuffer) {
    const filename = options.filename ?? defaultName(options.format);
    return { blob: new Blob([file], { type: mediaTypeOf(filename, options.format) }), filename };
  }
  throw new TypeError('upload: file must be a path, a Blob, a Buffer/Uint8Array or an ArrayBuffer');
}

function defaultName(format: FileFormat | undefined): string {
  return format === undefined ? 'upload' : `upload.${format}`;
}
