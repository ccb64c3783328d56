import { describe, expect, it } from 'vitest';
import { createRng } from '../../seed/random.ts';
import { bitsOf, members } from './bitset.ts';
import { andRange, idOrder, SnapshotBuilder, sortByKey } from './index-snapshot.ts';

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

describe('a range of an order', () => {
  it('keeps exactly the slots between its bounds, for any bounds and any set, without a set of its own', () => {
    const rng = createRng(9);
    const size = 5_000; // 79 slots between kept prefix sets
    const builder = new SnapshotBuilder();
    for (let i = 0; i < size; i++) {
      builder.add({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        brandKey: 'tata', cityKey: 'pune', fuelType: 'petrol', transmission: 'manual', year: 2010 + (i % 15),
        price: Math.floor(rng() * 3_000_000), kmDriven: Math.floor(rng() * 200_000), createdAt: i, searchText: 'tata nexon pune',
        variantKey: 'xz', modelKey: 'nexon', bodyType: null, owners: 1, priceReducedAt: null,
      });
    }
    const s = builder.finish();
    const order = s.orders.price;
    const position = new Int32Array(size);
    order.forEach((slot, at) => (position[slot] = at));
    const bounds = [0, 1, 78, 79, 80, 118, 119, 120, 158, size - 80, size - 1, size];
    for (let run = 0; run < 400; run++) {
      const lo = run < 144 ? bounds[run % 12]! : Math.floor(rng() * size);
      const hi = run < 144 ? bounds[Math.floor(run / 12)]! : lo + Math.floor(rng() * (size - lo + 1));
      if (hi < lo) continue;
      const bits = bitsOf(size, Array.from({ length: size }, (_, i) => i).filter(() => rng() < 0.5));
      const expected = [...members(bits)].filter((slot) => position[slot]! >= lo && position[slot]! < hi);
      andRange(s, bits, order, lo, hi);
      expect([...members(bits)], `${lo}..${hi}`).toEqual(expected);
    }
  });
});
