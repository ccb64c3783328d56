// Sets of row slots as bits (decision 046): one bit per slot of the search index, 32 to a word.
// Filtering a million listings is an AND of 31,250 words per filter, counting them a population
// count of as many.

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

/** `into` &= `other`, in place. */
export function and(into: Bits, other: Bits): Bits {
  for (let i = 0; i < into.length; i++) into[i]! &= other[i]!;
  return into;
}

/** `into` &= ~`other`, in place. */
export function andNot(into: Bits, other: Bits): Bits {
  for (let i = 0; i < into.length; i++) into[i]! &= ~other[i]!;
  return into;
}

/** `into` |= `other`, in place. */
export function or(into: Bits, other: Bits): Bits {
  for (let i = 0; i < into.length; i++) into[i]! |= other[i]!;
  return into;
}

function popcount32(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function count(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) n += popcount32(bits[i]!);
  return n;
}

/** How many slots both sets hold. */
export function countBoth(a: Bits, b: Bits): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const w = a[i]! & b[i]!;
    if (w !== 0) n += popcount32(w);
  }
  return n;
}

/** The slots whose bits are set, in ascending order. */
export function members(bits: Bits, n = count(bits)): Uint32Array {
  const out = new Uint32Array(n);
  let k = 0;
  for (let i = 0; i < bits.length; i++) {
    let w = bits[i]!;
    while (w !== 0) {
      const low = w & -w;
      out[k++] = (i << 5) + (31 - Math.clz32(low));
      w ^= low;
    }
  }
  return out;
}
