// Algebraic square names ("e4") in and out.
#pragma once

#include <string>
#include <string_view>

#include "chess960/types.h"

namespace chess960 {

inline std::string squareName(Square s) { return std::string{char('a' + fileOf(s)), char('1' + rankOf(s))}; }

// "e4" -> E4; anything else -> NO_SQUARE.
inline Square parseSquare(std::string_view text) {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return NO_SQUARE;
  return makeSquare(text[0] - 'a', text[1] - '1');
}

}  // namespace chess960
