import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from '../../../server/batch/input/decode-text.js';

describe('decodeUtf8', () => {
  const cases = [
    { name: 'decodes UTF-8 text', given: [0x68, 0xc3, 0xa9], want: 'hé' },
    { name: 'drops a leading BOM', given: [0xef, 0xbb, 0xbf, 0x61], want: 'a' },
    { name: 'keeps a BOM that is not at the start', given: [0x61, 0xef, 0xbb, 0xbf], want: 'a\ufeff' },
    { name: 'refuses Latin-1 bytes', given: [0x63, 0x61, 0x66, 0xe9], want: undefined },
    { name: 'refuses a truncated multi-byte sequence', given: [0xf0, 0x9f, 0x98], want: undefined },
    { name: 'decodes an empty file to an empty string', given: [], want: '' },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    expect(decodeUtf8(Uint8Array.from(given))).toBe(want);
  });
});
