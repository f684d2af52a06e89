// Premoves: where a piece of the side not to move may be sent before its turn, by the pieces'
// geometry on an otherwise empty board, as chessground draws premoves. Whether such a move is
// legal is known only once the opponent has moved (move_refusal.h says why not).
#pragma once

#include "chess960/position.h"

namespace chess960 {

// The premove destinations of the piece on `from`, which belongs to the side not to move (else
// none): a pawn one square forward, straight or diagonally, and two from its start rank;
// knights and kings their steps; bishops, rooks and queens their lines through any piece; and
// a king its castling gestures (castling_gesture.h) while the right exists and no other piece of
// its own stands where that castling needs room (the opponent's move cannot clear it).
[[nodiscard]] Bitboard premoveDestinations(const Position& pos, Square from);

}  // namespace chess960
