// Algebraic square names ("e4") in and out: the one place that turns files and ranks into text.
#pragma once

#include <string>
#include <string_view>

#include "chess960/types.h"

namespace chess960 {

// 4 -> 'e'.
[[nodiscard]] constexpr char fileLetter(int file) { return char('a' + file); }
// 3 -> '4'.
[[nodiscard]] constexpr char rankDigit(int rank) { return char('1' + rank); }
// 'e' -> 4, '4' -> 3; -1 for anything else.
[[nodiscard]] constexpr int fileFromLetter(char c) { return c >= 'a' && c <= 'h' ? c - 'a' : -1; }
[[nodiscard]] constexpr int rankFromDigit(char c) { return c >= '1' && c <= '8' ? c - '1' : -1; }

// E4 -> "e4".
[[nodiscard]] inline std::string squareName(Square s) {
  return std::string{fileLetter(fileOf(s)), rankDigit(rankOf(s))};
}

// "e4" -> E4; anything else -> NO_SQUARE.
[[nodiscard]] constexpr Square parseSquare(std::string_view text) {
  if (text.size() != 2 || fileFromLetter(text[0]) < 0 || rankFromDigit(text[1]) < 0) return NO_SQUARE;
  return makeSquare(fileFromLetter(text[0]), rankFromDigit(text[1]));
}

}  // namespace chess960
