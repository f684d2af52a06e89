// Zobrist hashing keys: a random 64-bit word per (piece, square), castling rook square,
// en-passant file and side to move. Generated at start-up from a fixed seed (same on every build).
#pragma once

#include <cstdint>

#include "chess960/types.h"

namespace chess960::zobrist {

struct Keys {
  std::uint64_t piece[NO_PIECE][SQUARE_COUNT];
  std::uint64_t castlingRook[SQUARE_COUNT];
  std::uint64_t epFile[8];
  std::uint64_t blackToMove;
};

extern Keys keys;
void ensureInitialized();

}  // namespace chess960::zobrist
