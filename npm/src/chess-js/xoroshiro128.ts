// xoroshiro128** (Blackman and Vigna, 2018), which chess.js 1.4 exports: the 128-bit state as one
// BigInt, s0 in its low 64 bits and s1 in its high 64 bits.

const WORD_BITS = 64n;
const MASK64 = (1n << WORD_BITS) - 1n;
const rotl = (x: bigint, k: bigint): bigint => ((x << k) | (x >> (WORD_BITS - k))) & MASK64;

/** A generator of 64-bit BigInts from a 128-bit seed (the algorithm chess.js exports). */
export function xoroshiro128(state: bigint): () => bigint {
  let s0 = state & MASK64;
  let s1 = (state >> WORD_BITS) & MASK64;
  return () => {
    const result = (rotl((s0 * 5n) & MASK64, 7n) * 9n) & MASK64;
    s1 ^= s0;
    s0 = rotl(s0, 24n) ^ s1 ^ ((s1 << 16n) & MASK64);
    s1 = rotl(s1, 37n);
    return result;
  };
}
