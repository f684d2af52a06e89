// What a FEN says, before anyone checked that it makes sense. Position::fromSetup validates it.
#pragma once

#include <array>
#include <cstdint>

#include "chess960/bitboard.h"
#include "chess960/types.h"

namespace chess960 {

struct Setup {
  std::array<Piece, SQUARE_COUNT> board;
  Color turn = WHITE;
  // Castling rights are rooks, not sides: the squares of the rooks that may still castle.
  Bitboard castlingRooks = 0;
  // X-FEN letters K, Q, k, q that name no rook on this board (the king is off its back rank, or
  // no rook of its colour stands on that side of it), as bits 1 << (2 * color + side). Kept
  // apart, not refused while reading, so that validation reports them in its own order (after
  // kings and pawns) and a repairing read can drop them.
  std::uint8_t unresolvedCastling = 0;
  Square epSquare = NO_SQUARE;
  int halfmoveClock = 0;
  int fullmoveNumber = 1;

  Setup() { board.fill(NO_PIECE); }
};

}  // namespace chess960
