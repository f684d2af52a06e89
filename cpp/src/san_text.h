// Bits of SAN text read and written in more than one place (internal, not installed): the SAN
// reader and writer (san.cpp) and the castling explanations (castling_status.cpp).
#pragma once

#include <optional>
#include <string_view>

#include "chess960/types.h"

namespace chess960::san_text {

// "O-O" or "O-O-O".
[[nodiscard]] constexpr const char* castling(CastlingSide side) {
  return side == KING_SIDE ? "O-O" : "O-O-O";
}

// SAN without the check, mate and annotation marks after it: "Nf3+!" -> "Nf3".
[[nodiscard]] constexpr std::string_view withoutMarks(std::string_view san) {
  while (!san.empty() && (san.back() == '+' || san.back() == '#' || san.back() == '!' || san.back() == '?'))
    san.remove_suffix(1);
  return san;
}

// The side "O-O" / "0-0" or "O-O-O" / "0-0-0" names (marks removed), else nothing.
[[nodiscard]] constexpr std::optional<CastlingSide> castlingSide(std::string_view san) {
  if (san == "O-O" || san == "0-0") return KING_SIDE;
  if (san == "O-O-O" || san == "0-0-0") return QUEEN_SIDE;
  return std::nullopt;
}

}  // namespace chess960::san_text
