// Zobrist hashing keys: a random 64-bit word per (piece, square), castling rook square,
// en-passant file and side to move. Generated at start-up from a fixed seed (same on every build).
#pragma once

#include <cstdint>

#include "chess960/types.h"

namespace chess960::zobrist {

// Read-only outside zobrist.cpp (the one writer, KeysBuilder, is a friend), like the attack tables.
class Keys {
 public:
  Keys() = default;
  Keys(const Keys&) = delete;
  Keys& operator=(const Keys&) = delete;

  std::uint64_t piece(Piece p, Square s) const { return piece_[p][s]; }
  std::uint64_t castlingRook(Square s) const { return castlingRook_[s]; }
  std::uint64_t epFile(int file) const { return epFile_[file]; }
  std::uint64_t blackToMove() const { return blackToMove_; }

 private:
  friend struct KeysBuilder;

  std::uint64_t piece_[NO_PIECE][SQUARE_COUNT];
  std::uint64_t castlingRook_[SQUARE_COUNT];
  std::uint64_t epFile_[8];
  std::uint64_t blackToMove_;
};

// Filled once, before main() (and on demand by ensureInitialized(), for static-init callers).
extern Keys keys;
void ensureInitialized();

}  // namespace chess960::zobrist
