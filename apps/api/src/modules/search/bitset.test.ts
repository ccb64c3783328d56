import { describe, expect, it } from 'vitest';
import { and, andNot, bitsOf, count, countBoth, emptyBits, has, members, or, spanOf } from './bitset.ts';

describe('sets of slots as bits', () => {
  it('holds, combines, counts and lists slots across word edges', () => {
    const a = bitsOf(100, [0, 31, 32, 63, 64, 99]);
    const b = bitsOf(100, [31, 32, 33, 99]);
    expect([0, 31, 32, 63, 64, 99].every((s) => has(a, s))).toBe(true);
    expect(has(a, 1)).toBe(false);
    expect(count(a)).toBe(6);
    expect(countBoth(a, b)).toBe(3);
    expect([...members(or(a.slice(), b))]).toEqual([0, 31, 32, 33, 63, 64, 99]);
    expect([...members(and(a.slice(), b))]).toEqual([31, 32, 99]);
    expect(count(emptyBits(1_000_000))).toBe(0);
  });

  it('counts the highest bit of a word (the sign bit of 32-bit arithmetic)', () => {
    const bits = bitsOf(64, [31, 63]);
    expect(count(bits)).toBe(2);
    expect([...members(bits)]).toEqual([31, 63]);
  });

  it('passes over a range of words only, and finds the words a set spans', () => {
    const a = bitsOf(200, [5, 40, 70, 130, 199]); // words 0, 1, 2, 4, 6
    const b = bitsOf(200, [5, 40, 70, 130, 199]);
    expect(spanOf(a)).toEqual({ lo: 0, hi: 7 });
    expect(spanOf(bitsOf(200, [40, 70]))).toEqual({ lo: 1, hi: 3 });
    const none = spanOf(emptyBits(200));
    expect(none.lo).toBe(none.hi);
    expect(count(a, 1, 3)).toBe(2);
    expect(countBoth(a, b, 2, 7)).toBe(3);
    expect([...members(a, 2, 1, 3)]).toEqual([40, 70]);
    // Words outside the range are left as they were.
    expect([...members(and(a.slice(), emptyBits(200), 1, 3))]).toEqual([5, 130, 199]);
    expect([...members(andNot(a.slice(), b, 4, 7))]).toEqual([5, 40, 70]);
    expect([...members(or(emptyBits(200), b, 0, 2))]).toEqual([5, 40]);
  });
});
