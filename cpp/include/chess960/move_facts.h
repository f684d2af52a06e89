// What a legal move is and does beyond its code (from, to, kind, promotion): the facts a move
// list, a notation panel or a board shows, worked out once here. The npm package reads them from
// the bindings' move record instead of working them out again.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "chess960/position.h"
#include "chess960/san.h"

namespace chess960 {

struct MoveFacts {
  PieceType piece = NO_PIECE_TYPE;        // the piece that moves (the king, for castling)
  PieceType captured = NO_PIECE_TYPE;     // the piece taken: a pawn for en passant, none for castling
  Color color = WHITE;                    // the side that moves
  std::optional<CastlingSide> castling;   // the side castled to, for castling
  Square pieceTo = NO_SQUARE;             // where the moving piece ends: for castling, the king's target
  Square rookTo = NO_SQUARE;              // for castling, where the rook ends; else NO_SQUARE
  Square epSquare = NO_SQUARE;            // for a pawn's two-square step, the square it passes over
  CheckMark checkMark = CheckMark::NONE;  // check or mate given
  std::uint8_t sanLength = 0;
  char san[MAX_SAN_LENGTH] = {};

  [[nodiscard]] std::string_view sanText() const { return {san, sanLength}; }
};

// The facts of the legal move `m` from `before`; `after` is the position it leads to.
[[nodiscard]] MoveFacts describeMove(const Position& before, Move m, const Position& after);
// The same, the move played out on a copy only if it checks.
[[nodiscard]] MoveFacts describeMove(const Position& before, Move m);

}  // namespace chess960
