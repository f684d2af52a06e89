// Small text helpers shared by the notation readers (internal, not installed).
#pragma once

#include <string>
#include <string_view>

#include "chess960/types.h"

namespace chess960::text {

// Input echoed in an error message: at most `limit` characters, anything unprintable as '?'.
inline std::string printable(std::string_view s, std::size_t limit = 24) {
  std::string out;
  for (char c : s.substr(0, limit))
    out += (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) ? '?' : c;
  if (s.size() > limit) out += "...";
  return out;
}

// 'P', 'N', 'B', 'R', 'Q', 'K' (capitals only) -> piece type, else NO_PIECE_TYPE.
inline PieceType pieceTypeFromLetter(char c) {
  switch (c) {
    case 'P':
      return PAWN;
    case 'N':
      return KNIGHT;
    case 'B':
      return BISHOP;
    case 'R':
      return ROOK;
    case 'Q':
      return QUEEN;
    case 'K':
      return KING;
    default:
      return NO_PIECE_TYPE;
  }
}

}  // namespace chess960::text
