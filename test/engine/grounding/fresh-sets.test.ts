// The written grounding sets parse as the eval reads them (scripts/eval/data.ts), with the
// sources and the balance their README gives, the stop-32 and stop-33 sets among them.
import { describe, expect, it } from 'vitest';
import { loadFile } from '../../../scripts/eval/data.js';

const SETS = [
  { file: 'rag11.jsonl', source: 'fresh11-rag', rows: 120, faithful: 80 },
  { file: 'llm11.jsonl', source: 'fresh11-llm', rows: 120, faithful: 80 },
  { file: 'qa9.jsonl', source: 'fresh9-qa', rows: 160, faithful: 80 },
  { file: 'news9.jsonl', source: 'fresh9-news', rows: 120, faithful: 60 },
  { file: 'qa8.jsonl', source: 'fresh8-qa', rows: 150, faithful: 75 },
  { file: 'kqa.jsonl', source: 'fresh-qa', rows: 140, faithful: 70 },
];

describe('written grounding sets', () => {
  it.each(SETS)('reads $file: $rows rows of $source, $faithful faithful', ({ file, source, rows, faithful }) => {
    const read = loadFile(`test/fixtures/grounding/${file}`, file);
    expect(read).toHaveLength(rows);
    expect(read.every((r) => r.format === 'grounding' && r.source === source)).toBe(true);
    expect(read.filter((r) => r.label)).toHaveLength(faithful);
    // Every unfaithful answer carries its error's kind and the offsets of its wrong stretch.
    for (const r of read) {
      if (r.format !== 'grounding' || r.label) continue;
      expect(r.errorKind).toBeTruthy();
      for (const u of r.unwantedSpans) expect(0 <= u.start && u.start < u.end && u.end <= r.content.length).toBe(true);
    }
  });
});
