import { describe, expect, it } from 'vitest';
import { newFileId, newId } from '../../server/ids.js';

describe('ids', () => {
  it('are prefixed by kind and match the contract ResourceId pattern', () => {
    const given = [
      ['verification', 'ver_'],
      ['batch', 'bat_'],
      ['batchItem', 'itm_'],
      ['escalation', 'esc_'],
      ['organization', 'org_'],
      ['webhookEvent', 'evt_'],
      ['request', 'req_'],
    ] as const;
    for (const [kind, prefix] of given) {
      const id = newId(kind, new Date('2026-01-01T00:00:00.000Z'));
      expect(id.startsWith(prefix)).toBe(true);
      expect(id).toMatch(/^[a-z]{3}_[0-9A-Za-z]+$/);
      expect(id.length).toBeLessThanOrEqual(64);
    }
  });

  it('sort in creation order, even within one millisecond', () => {
    const at = new Date('2026-01-01T00:00:00.000Z');
    const ids = Array.from({ length: 1000 }, () => newId('verification', at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws the random part from a pooled source that still uses every character', () => {
    // Each id in its own millisecond gets 16 fresh random characters (more than one 4 KB pool's worth in all).
    const randoms = Array.from({ length: 2000 }, (_, i) => newId('request', new Date(Date.UTC(2030, 0, 1) + i)).slice(-16));
    expect(new Set(randoms).size).toBe(randoms.length);
    expect(new Set(randoms.join('')).size).toBe(32);
  });

  it('gives fileIds as UUID v4', () => {
    expect(newFileId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
