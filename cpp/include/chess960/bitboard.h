// Bitboards: one bit per square (bit 0 = a1), and the bit tricks move generation runs on.
#pragma once

#include <bit>
#include <cstdint>

#include "chess960/types.h"

namespace chess960 {

using Bitboard = std::uint64_t;

constexpr Bitboard FILE_A = 0x0101010101010101ULL;
constexpr Bitboard FILE_H = FILE_A << 7;
constexpr Bitboard RANK_1 = 0xFFULL;
constexpr Bitboard RANK_8 = RANK_1 << 56;
// Light squares (b1, a2, ...); a1 is dark.
constexpr Bitboard LIGHT_SQUARES = 0x55AA55AA55AA55AAULL;

[[nodiscard]] constexpr Bitboard squareBb(Square s) { return Bitboard(1) << s; }
[[nodiscard]] constexpr Bitboard fileBb(int file) { return FILE_A << file; }
[[nodiscard]] constexpr Bitboard rankBb(int rank) { return RANK_1 << (8 * rank); }

[[nodiscard]] inline int popcount(Bitboard b) { return std::popcount(b); }
[[nodiscard]] inline Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
[[nodiscard]] inline Square msb(Bitboard b) { return Square(63 - std::countl_zero(b)); }
inline Square popLsb(Bitboard& b) {
  Square s = lsb(b);
  b &= b - 1;
  return s;
}
[[nodiscard]] constexpr bool moreThanOne(Bitboard b) { return (b & (b - 1)) != 0; }

// Shift a whole board one step; the file masks stop pieces wrapping round the edge.
template <int Delta>
[[nodiscard]] constexpr Bitboard shift(Bitboard b) {
  if constexpr (Delta == 8)
    return b << 8;
  else if constexpr (Delta == -8)
    return b >> 8;
  else if constexpr (Delta == 16)
    return b << 16;
  else if constexpr (Delta == -16)
    return b >> 16;
  else if constexpr (Delta == 9)
    return (b & ~FILE_H) << 9;
  else if constexpr (Delta == 7)
    return (b & ~FILE_A) << 7;
  else if constexpr (Delta == -7)
    return (b & ~FILE_H) >> 7;
  else if constexpr (Delta == -9)
    return (b & ~FILE_A) >> 9;
  else
    static_assert(Delta == 0, "unsupported shift");
}

}  // namespace chess960
