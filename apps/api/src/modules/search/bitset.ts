// Sets of row slots as bits (decision 046): one bit per slot of the search index, 32 to a word.
// Filtering a million listings is an AND of 31,250 words per filter, counting them a population
// count of as many. The passes take a range of words [from, to): a search whose filters hold slots
// only there (a brand's, decision 049) passes over that range alone.

export type Bits = Uint32Array;

export const wordsFor = (slots: number) => (slots + 31) >>> 5;

export const emptyBits = (slots: number): Bits => new Uint32Array(wordsFor(slots));

export const bitsOf = (slots: number, members: ArrayLike<number>): Bits => addAll(emptyBits(slots), members);

export const has = (bits: Bits, slot: number) => (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;

/** Adds members[from..to) to `bits`, in place. */
export function addAll(bits: Bits, members: ArrayLike<number>, from = 0, to = members.length): Bits {
  for (let i = from; i < to; i++) bits[members[i]! >>> 5]! |= 1 << (members[i]! & 31);
  return bits;
}

export function clear(bits: Bits, slot: number) {
  bits[slot >>> 5]! &= ~(1 << (slot & 31));
}

/** `into` &= `other`, in place (over words [from, to)). */
export function and(into: Bits, other: Bits, from = 0, to = into.length): Bits {
  for (let i = from; i < to; i++) into[i]! &= other[i]!;
  return into;
}

/** `into` &= ~`other`, in place (over words [from, to)). */
export function andNot(into: Bits, other: Bits, from = 0, to = into.length): Bits {
  for (let i = from; i < to; i++) into[i]! &= ~other[i]!;
  return into;
}

/** `into` |= `other`, in place (over words [from, to)). */
export function or(into: Bits, other: Bits, from = 0, to = into.length): Bits {
  for (let i = from; i < to; i++) into[i]! |= other[i]!;
  return into;
}

function popcount32(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many slots the set holds (in words [from, to)). */
export function count(bits: Bits, from = 0, to = bits.length): number {
  let n = 0;
  for (let i = from; i < to; i++) if (bits[i] !== 0) n += popcount32(bits[i]!);
  return n;
}

/** How many slots both sets hold (in words [from, to)). */
export function countBoth(a: Bits, b: Bits, from = 0, to = a.length): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const w = a[i]! & b[i]!;
    if (w !== 0) n += popcount32(w);
  }
  return n;
}

/** The slots whose bits are set (in words [from, to)), in ascending order; `n` is how many. */
export function members(bits: Bits, n = count(bits), from = 0, to = bits.length): Uint32Array {
  const out = new Uint32Array(n);
  let k = 0;
  for (let i = from; i < to; i++) {
    let w = bits[i]!;
    while (w !== 0) {
      const low = w & -w;
      out[k++] = (i << 5) + (31 - Math.clz32(low));
      w ^= low;
    }
  }
  return out;
}

/** Words [lo, hi) outside which a set holds no slot (lo = hi when empty). */
export interface Span {
  lo: number;
  hi: number;
}

/** The narrowest span of a set: its first and last words that hold a slot. */
export function spanOf(bits: Bits): Span {
  let lo = 0;
  while (lo < bits.length && bits[lo] === 0) lo++;
  let hi = bits.length;
  while (hi > lo && bits[hi - 1] === 0) hi--;
  return { lo, hi };
}
