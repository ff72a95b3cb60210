// Uploaded files are UTF-8 text (spec 2.8). Decoding is strict: a file that is not UTF-8 is a
// parse failure, not a file of replacement characters. TextDecoder strips one leading BOM.

/** Decodes UTF-8 bytes, dropping a leading BOM; `undefined` when the bytes are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
