#include "chess960/move_refusal.h"

#include "chess960/castling_gesture.h"
#include "chess960/castling_status.h"
#include "chess960/movegen.h"
#include "chess960/piece_names.h"
#include "reason_words.h"
#include "san_text.h"

namespace chess960 {

namespace {

using reason_words::Text;
using reason_words::writeOccupied;
using reason_words::writePieces;

constexpr const char* COLOR_NAMES[] = {"white", "black"};

// Whether a piece of `type` and colour `us` moves from `from` to `to` on an empty board (a pawn:
// a step forward, two from its start rank, or a capture).
bool movesThatWay(Square from, Square to, PieceType type, Color us) {
  if (type != PAWN) return attacks::ofPiece(type, from, 0) & squareBb(to);
  const int forward = us == WHITE ? 8 : -8, step = int(to) - int(from);
  return (attacks::pawn(us, from) & squareBb(to)) || step == forward ||
         (step == 2 * forward && relativeRank(us, rankOf(from)) == 1);
}

// Why the piece of the side to move on `from` cannot go to `to`, no legal move doing so.
void writeWhyNot(Text t, const Game& game, Square from, Square to) {
  const Position& pos = game.position();
  const Color us = pos.turn();
  const PieceType type = typeOf(pos.pieceAt(from));
  const Piece target = pos.pieceAt(to);
  if (target != NO_PIECE && colorOf(target) == us) return writeOccupied(t, pos, squareBb(to), us);
  if (!movesThatWay(from, to, type, us)) {
    t << "a " << PIECE_NAMES[type] << " does not move that way";
    return;
  }
  Bitboard inTheWay = attacks::between(from, to);
  Square enPassant = NO_SQUARE;  // where a pawn taken en passant stands
  if (type == PAWN && fileOf(from) == fileOf(to)) {
    inTheWay |= squareBb(to);
  } else if (type == PAWN && target == NO_PIECE) {
    // Diagonally onto an empty square: only en passant, after a pawn's double step over it.
    const Move last = game.ply() > 0 ? game.moves().back() : Move::none();
    if (last.isNone() || typeOf(pos.pieceAt(last.to())) != PAWN ||
        doubleStepSquare(last.from(), last.to()) != to) {
      t << "a pawn moves diagonally only to take, and there is nothing to take on " << to;
      return;
    }
    enPassant = last.to();
  }
  if (inTheWay & pos.occupied()) return writeOccupied(t, pos, inTheWay & pos.occupied(), us);
  // The way is clear: the king would stand attacked after the move.
  const Bitboard taken = squareBb(to) | (enPassant != NO_SQUARE ? squareBb(enPassant) : 0);
  const Bitboard occupied = (pos.occupied() & ~squareBb(from) & ~taken) | squareBb(to);
  const Square king = type == KING ? to : pos.kingSquare(us);
  const Bitboard attackers = pos.attackersTo(king, occupied) & pos.pieces(~us) & ~taken;
  const Bitboard checkers = pos.checkers() & attackers;
  if (type == KING)
    t << to << " is attacked by ";
  else
    t << (checkers ? "the king is in check from " : "the king would be in check from ");
  writePieces(t, pos, type != KING && checkers ? checkers : attackers);
}

}  // namespace

std::string moveRefusal(const Game& game, Square from, Square to) {
  const Position& pos = game.position();
  const Color us = pos.turn();
  std::string out;
  Text t{out};
  if (from >= SQUARE_COUNT || to >= SQUARE_COUNT || from == to)
    return "a move goes from one square to another";
  const Piece moving = pos.pieceAt(from);
  if (moving == NO_PIECE || colorOf(moving) != us) {
    // Taken by the last move: what a premove of that piece meets.
    const Piece before = game.ply() > 0 ? game.positionBefore(game.ply() - 1).pieceAt(from) : NO_PIECE;
    if (before == NO_PIECE || colorOf(before) != us) {
      t << "there is no " << COLOR_NAMES[us] << " piece on " << from;
      return out;
    }
    t << "the " << PIECE_NAMES[typeOf(before)] << " on " << from << " was taken (";
    reason_words::writeNumberedMove(t, game, game.ply());
    t << ')';
    return out;
  }
  for (Move m : legalMoves(pos))
    if (m.from() == from && m.to() == to && !m.isCastling()) return out;
  if (const auto side = castlingAskedBy(pos, from, to)) {
    const CastlingStatus status = castlingStatus(game, us, *side);
    if (status.legal) return out;
    t << san_text::castling(*side) << " is not legal: ";
    const char* separator = "";
    for (const std::string& reason : castlingReasonTexts(game, status))
      t << separator << reason.c_str(), separator = "; ";
    return out;
  }
  reason_words::writeLongMove(t, pos, from, to);
  t << " is not legal: ";
  writeWhyNot(t, game, from, to);
  return out;
}

}  // namespace chess960
