#include "chess960/uci.h"

#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/piece_names.h"
#include "chess960/square_names.h"
#include "text.h"

namespace chess960 {

std::string toUci(Move m) {
  std::string out = squareName(m.from()) + squareName(m.to());
  if (m.kind() == MoveKind::PROMOTION) out += lowerPieceLetter(m.promotion());
  return out;
}

Result<Move> parseUci(const Position& pos, std::string_view text) {
  const Square from = text.size() >= 4 ? parseSquare(text.substr(0, 2)) : NO_SQUARE;
  const Square to = text.size() >= 4 ? parseSquare(text.substr(2, 2)) : NO_SQUARE;
  const PieceType promotion = text.size() == 5 ? promotionFromLetter(text[4]) : NO_PIECE_TYPE;
  if (from == NO_SQUARE || to == NO_SQUARE || text.size() > 5 ||
      (text.size() == 5 && promotion == NO_PIECE_TYPE))
    return Error{ErrorCode::INVALID_UCI, std::string("'").append(text::printable(text, 16)) +
                                             "' is not a UCI move (from and to squares, then n/b/r/q "
                                             "for a promotion, e.g. e2e4 or e7e8q)"};

  const MoveList moves = legalMoves(pos);
  const Square king = pos.kingSquare(pos.turn());
  for (Move m : moves) {
    if (m.from() != from) continue;
    if (m.to() == to && m.promotion() == promotion) return m;
    // The king's move onto its castling square, e.g. e1g1: never a normal king move when the
    // king moves two files or more, so it can only mean castling.
    if (m.isCastling() && from == king && promotion == NO_PIECE_TYPE &&
        to == castlingKingTarget(pos.turn(), castlingSide(king, m.to())) &&
        (fileOf(to) - fileOf(from) >= 2 || fileOf(from) - fileOf(to) >= 2))
      return m;
  }
  std::string reason = "illegal move " + text::printable(text, 16) + " in " + toFen(pos);
  for (Move m : moves)
    if (m.from() == from && m.to() == to && m.promotion() != NO_PIECE_TYPE && promotion == NO_PIECE_TYPE) {
      reason += " (a promotion needs its piece: add n, b, r or q)";
      break;
    }
  return Error{ErrorCode::ILLEGAL_MOVE, reason};
}

}  // namespace chess960
