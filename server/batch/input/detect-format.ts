// Which parser reads an upload (spec 4.6 rule 4; DECISIONS.md "Upload detection"): the `format`
// form field wins, then the extension, then the content.
import type { components } from '../../../generated/api-types.js';

export type FileFormat = components['schemas']['FileFormat'];

const BOM = [0xef, 0xbb, 0xbf];
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]); // JSON's insignificant whitespace

/**
 * Picks `csv` or `json` for an upload. `head` is the start of the file (a few hundred bytes are
 * enough): after an optional UTF-8 BOM and whitespace, `[` or `{` means JSON, anything else CSV.
 */
export function detectFormat(input: { fileName: string; explicit?: FileFormat; head: Uint8Array }): FileFormat {
  if (input.explicit !== undefined) return input.explicit;
  const name = input.fileName.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.json')) return 'json';

  const { head } = input;
  let i = BOM.every((byte, k) => head[k] === byte) ? BOM.length : 0;
  while (i < head.length && WHITESPACE.has(head[i] as number)) i++;
  const first = head[i];
  return first === 0x5b || first === 0x7b ? 'json' : 'csv';
}
