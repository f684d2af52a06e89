// What a FEN says, before anyone checked that it makes sense. Position::fromSetup validates it.
#pragma once

#include <array>

#include "chess960/bitboard.h"
#include "chess960/types.h"

namespace chess960 {

struct Setup {
  std::array<Piece, SQUARE_COUNT> board;
  Color turn = WHITE;
  // Castling rights are rooks, not sides: the squares of the rooks that may still castle.
  Bitboard castlingRooks = 0;
  Square epSquare = NO_SQUARE;
  int halfmoveClock = 0;
  int fullmoveNumber = 1;

  Setup() { board.fill(NO_PIECE); }
};

}  // namespace chess960
