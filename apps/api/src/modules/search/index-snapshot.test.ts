import { describe, expect, it } from 'vitest';
import { idOrder, sortByKey } from './index-snapshot.ts';

describe("the index's orders", () => {
  it('sorts by key with ties in slot order, over one, two and three 16-bit passes', () => {
    for (const scale of [1, 70_000, 2 ** 40]) {
      const keys = [5, 3, 5, 0, 3, 9, 5].map((k) => k * scale);
      expect([...sortByKey(keys.length, (i) => keys[i]!)], String(scale)).toEqual([3, 1, 4, 0, 2, 6, 5]);
    }
  });

  it('puts ids in uuid order, each once, also when they share their first 48 bits', () => {
    const ids = [
      'ffffffff-0000-4000-8000-000000000000',
      '00000000-0001-4000-8000-000000000002',
      '00000000-0001-4000-8000-000000000001',
      '0000000a-0000-4000-8000-000000000000',
      '00000000-0001-4000-8000-000000000002', // read twice
    ];
    expect([...idOrder(ids)].map((i) => ids[i])).toEqual([...new Set(ids)].sort());
  });
});
