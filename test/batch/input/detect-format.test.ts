import { describe, expect, it } from 'vitest';
import { detectFormat, type FileFormat } from '../../../server/batch/input/detect-format.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('detectFormat', () => {
  const cases: Array<{ name: string; given: { fileName: string; explicit?: FileFormat; head: string }; want: FileFormat }> = [
    { name: 'lets an explicit format beat the extension', given: { fileName: 'a.json', explicit: 'csv', head: '[]' }, want: 'csv' },
    { name: 'lets an explicit json beat a .csv name', given: { fileName: 'a.csv', explicit: 'json', head: 'content' }, want: 'json' },
    { name: 'reads .csv as CSV even when the content looks like JSON', given: { fileName: 'a.csv', head: '[1]' }, want: 'csv' },
    { name: 'reads .json as JSON even when the content looks like CSV', given: { fileName: 'a.json', head: 'content' }, want: 'json' },
    { name: 'matches the extension case-insensitively', given: { fileName: 'CLAIMS.JSON', head: 'content' }, want: 'json' },
    { name: 'matches .CsV case-insensitively', given: { fileName: 'x.CsV', head: '{' }, want: 'csv' },
    { name: 'sniffs an array as JSON without a known extension', given: { fileName: 'data.txt', head: '[{"content":"x"}]' }, want: 'json' },
    { name: 'sniffs an object as JSON without an extension', given: { fileName: 'data', head: '{"items":[]}' }, want: 'json' },
    { name: 'skips whitespace before sniffing', given: { fileName: 'data', head: ' \r\n\t [' }, want: 'json' },
    { name: 'skips a UTF-8 BOM before sniffing', given: { fileName: 'data', head: '\ufeff {' }, want: 'json' },
    { name: 'takes anything else as CSV', given: { fileName: 'data.txt', head: 'content\nx' }, want: 'csv' },
    { name: 'takes an empty file as CSV', given: { fileName: 'data', head: '' }, want: 'csv' },
    { name: 'does not treat a name merely containing .json as JSON', given: { fileName: 'a.json.bak', head: 'content' }, want: 'csv' },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    const { head, ...rest } = given;
    expect(detectFormat({ ...rest, head: bytes(head) })).toBe(want);
  });
});
