#include "chess960/castling_gesture.h"

namespace chess960 {

namespace {

constexpr CastlingSide SIDES[] = {KING_SIDE, QUEEN_SIDE};

// `to` is the castling square, or two or more files from the king toward it (never past it).
bool towardCastlingSquare(Square from, Square to, Square kingTo) {
  if (to == kingTo) return true;
  const int step = fileOf(to) - fileOf(from), whole = fileOf(kingTo) - fileOf(from);
  return step * whole > 0 && step * step >= 4 && step * step <= whole * whole;
}

}  // namespace

std::optional<CastlingSide> castlingAskedBy(const Position& pos, Square from, Square to) {
  if (from >= SQUARE_COUNT || to >= SQUARE_COUNT || from == to) return std::nullopt;
  const Piece king = pos.pieceAt(from);
  if (king == NO_PIECE || typeOf(king) != KING) return std::nullopt;
  const Color c = colorOf(king);
  if (rankOf(from) != backRank(c) || rankOf(to) != rankOf(from)) return std::nullopt;
  for (CastlingSide side : SIDES)
    if (pos.castlingRook(c, side) == to) return side;
  // Both sides ask only for a king on a corner, which has at most one right: that side's
  // castling, else the one whose castling square it is.
  std::optional<CastlingSide> asked;
  int best = -1;
  for (CastlingSide side : SIDES) {
    const Square kingTo = castlingKingTarget(c, side);
    if (!towardCastlingSquare(from, to, kingTo)) continue;
    const int weight = 2 * (pos.castlingRook(c, side) != NO_SQUARE) + (to == kingTo);
    if (weight > best) asked = side, best = weight;
  }
  return asked;
}

Bitboard castlingGestureSquares(const Position& pos, Color c, CastlingSide side) {
  const Square king = pos.kingSquare(c);
  Bitboard squares = 0;
  for (Bitboard rank = rankBb(rankOf(king)); rank;) {
    const Square to = popLsb(rank);
    if (castlingAskedBy(pos, king, to) == side) squares |= squareBb(to);
  }
  return squares;
}

}  // namespace chess960
