#include "reason_words.h"

#include "chess960/piece_names.h"
#include "chess960/square_names.h"
#include "san_text.h"

namespace chess960::reason_words {

Text& Text::operator<<(Square s) { return *this << fileLetter(fileOf(s)) << rankDigit(rankOf(s)); }

Text& Text::operator<<(int n) {
  if (n >= 10) *this << n / 10;
  return *this << char('0' + n % 10);
}

void writePieces(Text t, const Position& pos, Bitboard pieces) {
  for (bool first = true; pieces; first = false) {
    const Square s = popLsb(pieces);
    t << (first ? "the " : " and the ") << pieceName(typeOf(pos.pieceAt(s))) << " on " << s;
  }
}

void writeOccupied(Text t, const Position& pos, Bitboard squares, Color us) {
  while (squares) {
    const Square s = popLsb(squares);
    t << s << " is occupied by the " << (colorOf(pos.pieceAt(s)) == us ? "" : "opponent's ")
      << PIECE_NAMES[typeOf(pos.pieceAt(s))];
    if (squares) t << ", ";
  }
}

void writeLongMove(Text t, const Position& before, Square from, Square to, PieceType promotion) {
  const Piece moving = before.pieceAt(from), target = before.pieceAt(to);
  if (typeOf(moving) != PAWN) t << pieceLetter(typeOf(moving));
  // A pawn takes only diagonally: straight onto a piece (a refused move) is no capture.
  const bool takes = target != NO_PIECE && colorOf(target) != colorOf(moving) &&
                     (typeOf(moving) != PAWN || fileOf(from) != fileOf(to));
  t << from << (takes ? 'x' : '-') << to;
  if (promotion != NO_PIECE_TYPE) t << '=' << pieceLetter(promotion);
}

void writeNumberedMove(Text t, const Game& game, int ply) {
  const Position& before = game.positionBefore(ply - 1);
  const Move m = game.moves()[std::size_t(ply - 1)];
  t << before.fullmoveNumber() << (before.turn() == WHITE ? ". " : "... ");
  if (m.isCastling())
    t << san_text::castling(castlingSide(m.from(), m.to()));
  else
    writeLongMove(t, before, m.from(), m.to(), m.promotion());
}

}  // namespace chess960::reason_words
