import { describe, expect, it } from 'vitest';
import { createRng } from '../../seed/random.ts';
import { bitsOf, count, members } from './bitset.ts';
import { andRange, idAt, idOrder, SnapshotBuilder, sortByKey, spanOfSet, valueBits } from './index-snapshot.ts';

describe("the index's orders", () => {
  it('sorts by key with ties in slot order, over one, two and three 16-bit passes', () => {
    for (const scale of [1, 70_000, 2 ** 40]) {
      const keys = [5, 3, 5, 0, 3, 9, 5].map((k) => k * scale);
      expect([...sortByKey(keys.length, (i) => keys[i]!)], String(scale)).toEqual([3, 1, 4, 0, 2, 6, 5]);
      // Ties in the order given: here slots from last to first.
      expect([...sortByKey(keys.length, (i) => keys[i]!, Uint32Array.from([6, 5, 4, 3, 2, 1, 0]))], String(scale)).toEqual([3, 4, 1, 6, 2, 0, 5]);
    }
  });

  it("groups the slots by brand and model, in id order within, so that a brand's or a model's set spans only its own words", () => {
    const rng = createRng(4);
    const brands = { tata: ['nexon', 'punch'], maruti: ['swift', 'baleno', 'dzire'], kia: ['seltos'] } as Record<string, string[]>;
    const builder = new SnapshotBuilder();
    const hex = (n: number) => Math.floor(n).toString(16).padStart(8, '0');
    for (let i = 0; i < 3_000; i++) {
      const brand = Object.keys(brands)[Math.floor(rng() * 3)]!;
      const model = brands[brand]![Math.floor(rng() * brands[brand]!.length)]!;
      builder.add({
        id: `${hex(rng() * 2 ** 32)}-0000-4000-8000-${String(i).padStart(12, '0')}`,
        brandKey: brand, cityKey: 'pune', fuelType: 'petrol', transmission: 'manual', year: 2015, price: 500_000, kmDriven: 1_000,
        createdAt: i, searchText: `${brand} ${model} pune`, variantKey: '', modelKey: model, bodyType: null, owners: 1, priceReducedAt: null,
      });
    }
    const s = builder.finish();
    const ids = Array.from({ length: s.size }, (_, slot) => idAt(s, slot));
    // Found by id: the slots in id order hold every id, sorted.
    expect(Array.from(s.byId, (slot) => ids[slot])).toEqual([...ids].sort());
    for (const [brand, models] of Object.entries(brands)) {
      for (const [d, value] of [['brand', brand], ...models.map((m) => ['model', m])] as Array<['brand' | 'model', string]>) {
        const bits = valueBits(s, d, value)!;
        const slots = [...members(bits)];
        expect(slots[slots.length - 1]! - slots[0]! + 1, value).toBe(slots.length); // one run
        const span = spanOfSet(bits);
        expect(span.hi - span.lo, value).toBeLessThanOrEqual(Math.ceil(slots.length / 32) + 1);
        expect(count(bits, span.lo, span.hi), value).toBe(slots.length);
        if (d === 'model') expect(slots.map((slot) => ids[slot]), value).toEqual(slots.map((slot) => ids[slot]).sort());
      }
    }
    // Ties broken by id, as SQL does: every car has the same price.
    expect(Array.from(s.orders.price, (slot) => ids[slot])).toEqual([...ids].sort());
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
