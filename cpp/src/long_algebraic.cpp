#include "long_algebraic.h"

#include <string>

#include "chess960/fen.h"
#include "chess960/piece_names.h"
#include "chess960/square_names.h"
#include "chess960/uci.h"
#include "text.h"

namespace chess960 {

bool readLongAlgebraic(std::string_view text, LongAlgebraic& move) {
  move.piece = text.empty() ? NO_PIECE_TYPE : pieceTypeFromLetter(text.front());
  if (move.piece == PAWN) return false;  // SAN has no pawn letter
  if (move.piece != NO_PIECE_TYPE) text.remove_prefix(1);
  if (text.size() < 4) return false;
  move.from = parseSquare(text.substr(0, 2));
  text.remove_prefix(text.size() >= 5 && (text[2] == '-' || text[2] == 'x' || text[2] == ':') ? 3 : 2);
  move.to = parseSquare(text.substr(0, 2));
  text.remove_prefix(2);
  const bool promotionMark = !text.empty() && text.front() == '=';
  if (promotionMark) text.remove_prefix(1);
  move.promotion = text.size() == 1 ? promotionFromLetter(text.front()) : NO_PIECE_TYPE;
  if (move.promotion != NO_PIECE_TYPE) text.remove_prefix(1);
  return move.from != NO_SQUARE && move.to != NO_SQUARE && text.empty() &&
         (move.promotion != NO_PIECE_TYPE || !promotionMark);
}

Result<Move> resolveLongAlgebraic(const Position& pos, const LongAlgebraic& move, std::string_view shown) {
  const Piece moving = pos.pieceAt(move.from);
  std::string reason;
  if (moving != NO_PIECE && colorOf(moving) == pos.turn() &&
      (move.piece == NO_PIECE_TYPE || move.piece == typeOf(moving))) {
    std::string uci = squareName(move.from) + squareName(move.to);
    if (move.promotion != NO_PIECE_TYPE) uci += lowerPieceLetter(move.promotion);
    auto legal = parseUci(pos, uci);
    if (legal) return *legal;
    reason = legal.error().message;  // UCI's reason, told about the text as typed
    reason.erase(0, reason.find(" in "));
  } else {
    reason = " in " + toFen(pos) + ": no " + (move.piece == NO_PIECE_TYPE ? "piece" : pieceName(move.piece)) +
             " of the side to move on " + squareName(move.from);
  }
  return Error{ErrorCode::ILLEGAL_MOVE, "illegal move " + std::string(shown) + reason};
}

}  // namespace chess960
