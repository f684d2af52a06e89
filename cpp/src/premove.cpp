#include "chess960/premove.h"

#include "chess960/castling_gesture.h"
#include "chess960/movegen.h"

namespace chess960 {

Bitboard premoveDestinations(const Position& pos, Square from) {
  const Piece piece = from < SQUARE_COUNT ? pos.pieceAt(from) : NO_PIECE;
  if (piece == NO_PIECE || colorOf(piece) == pos.turn()) return 0;
  const Color c = colorOf(piece);
  switch (typeOf(piece)) {
    case PAWN: {
      const int forward = c == WHITE ? 1 : -1, rank = rankOf(from) + forward;
      Bitboard dests = attacks::pawn(c, from) | squareBb(makeSquare(fileOf(from), rank));
      if (relativeRank(c, rankOf(from)) == 1) dests |= squareBb(makeSquare(fileOf(from), rank + forward));
      return dests;
    }
    case KING: {
      Bitboard dests = attacks::king(from);
      for (CastlingSide side : {KING_SIDE, QUEEN_SIDE}) {
        const Square rook = pos.castlingRook(c, side);
        // An own piece in the way stays there: the opponent can only take it, and stand there.
        if (rook != NO_SQUARE && !(castlingPath(c, side, from, rook).mustBeEmpty & pos.pieces(c)))
          dests |= castlingGestureSquares(pos, c, side);
      }
      return dests;
    }
    default:
      return attacks::ofPiece(typeOf(piece), from, 0);
  }
}

}  // namespace chess960
