// Castling on a screen: which castling a king's drag, or two clicks, asks for. FIDE's
// Guidelines II (Chess960) recommend castling on a screen by moving the king onto the rook or
// two or more squares toward its castling square; the castling square itself asks too when it
// is next to the king, where the same gesture is also a plain king move.
#pragma once

#include <optional>

#include "chess960/position.h"

namespace chess960 {

// The castling that moving the king on `from` to `to`, on its back rank, asks for: `to` is the
// castling rook's square, the king's castling square (g or c), or two or more files from the
// king toward it. Asked whether or not the castling is legal now (castling_status.h says why
// not); without a right, only the castling square and the squares toward it ask. Nothing when
// the piece on `from` is not a king on its back rank, or `to` is off that rank.
[[nodiscard]] std::optional<CastlingSide> castlingAskedBy(const Position& pos, Square from, Square to);

// Every square that asks for castling to `side` when the king of `c` moves there.
[[nodiscard]] Bitboard castlingGestureSquares(const Position& pos, Color c, CastlingSide side);

}  // namespace chess960
