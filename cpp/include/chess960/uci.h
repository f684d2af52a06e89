// UCI move notation: "e2e4", "e7e8q", castling as king-takes-rook ("e1h1").
#pragma once

#include <string>
#include <string_view>

#include "chess960/error.h"
#include "chess960/position.h"

namespace chess960 {

[[nodiscard]] std::string toUci(Move m);

// A legal move from its UCI text. Accepts king-takes-rook castling, and also the king's move to
// its castling square ("e1g1") when that can mean nothing but castling.
Result<Move> parseUci(const Position& pos, std::string_view text);

}  // namespace chess960
