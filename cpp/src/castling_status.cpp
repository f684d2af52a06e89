#include "chess960/castling_status.h"

#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/piece_names.h"
#include "chess960/san.h"
#include "chess960/square_names.h"
#include "reason_words.h"
#include "san_text.h"
#include "text.h"

namespace chess960 {

namespace {

using reason_words::Text;
using reason_words::writeNumberedMove;
using reason_words::writePieces;

constexpr const char* COLOR_NAMES[] = {"White", "Black"};
constexpr const char* SIDE_NAMES[] = {"kingside", "queenside"};

enum class Reason { NO_RIGHT, NOT_TO_MOVE, IN_CHECK, ATTACKED, BLOCKED };

bool applies(const CastlingStatus& st, Reason r) {
  switch (r) {
    case Reason::NO_RIGHT:
      return st.noRight;
    case Reason::NOT_TO_MOVE:
      return st.notToMove;
    case Reason::IN_CHECK:
      return st.inCheck;
    case Reason::ATTACKED:
      return st.attacked;
    case Reason::BLOCKED:
      return st.blocked;
  }
  return false;
}

Bitboard checkers(const Position& pos, const CastlingStatus& st) {
  return pos.attackersTo(st.king, pos.occupied()) & pos.pieces(~st.color);
}

// One reason in plain words: the single source of every castling message.
void writeReason(Text t, const Game& game, const CastlingStatus& st, Reason r) {
  const Position& pos = game.position();
  switch (r) {
    case Reason::NO_RIGHT:
      if (st.loss == RightLoss::KING_MOVED)
        t << "the king has moved";
      else if (st.loss == RightLoss::ROOK_MOVED || st.loss == RightLoss::ROOK_CAPTURED)
        t << "the rook on " << st.lossSquare
          << (st.loss == RightLoss::ROOK_MOVED ? " has moved" : " was captured");
      else
        t << COLOR_NAMES[st.color] << (st.loss == RightLoss::START ? " had" : " has")
          << " no right to castle " << SIDE_NAMES[st.side]
          << (st.loss == RightLoss::START ? " when the game started" : "");
      if (st.lossPly) {
        t << " (";
        writeNumberedMove(t, game, st.lossPly);
        t << ')';
      }
      return;
    case Reason::NOT_TO_MOVE:
      t << "it is " << COLOR_NAMES[~st.color] << "'s turn to move";
      return;
    case Reason::IN_CHECK:
      t << "the king is in check from ";
      writePieces(t, pos, checkers(pos, st));
      return;
    case Reason::ATTACKED:
      for (Bitboard b = st.attacked; b;) {
        const Square s = popLsb(b);
        t << s << " is attacked by ";
        writePieces(t, pos, castlingAttackers(pos, st, s));
        if (b) t << ", ";
      }
      return;
    case Reason::BLOCKED:
      reason_words::writeOccupied(t, pos, st.blocked, st.color);
      return;
  }
}

constexpr Reason REASONS[] = {Reason::NO_RIGHT, Reason::NOT_TO_MOVE, Reason::IN_CHECK, Reason::ATTACKED,
                              Reason::BLOCKED};

}  // namespace

CastlingStatus castlingStatus(const Position& pos, Color c, CastlingSide side) {
  CastlingStatus st;
  st.color = c;
  st.side = side;
  st.rook = pos.castlingRook(c, side);
  st.right = st.rook != NO_SQUARE;
  st.king = pos.kingSquare(c);
  st.kingTo = castlingKingTarget(c, side);
  st.rookTo = castlingRookTarget(c, side);
  st.noRight = !st.right;
  st.notToMove = pos.turn() != c;
  st.inCheck = pos.isAttackedBy(~c, st.king, pos.occupied());
  if (st.right) {
    const CastlingPath squares = castlingPath(c, side, st.king, st.rook);
    st.blocked = pos.occupied() & squares.mustBeEmpty;
    Bitboard path = squares.kingSquares & ~(st.inCheck ? squareBb(st.king) : 0);
    const Bitboard withoutRook = pos.occupied() ^ squareBb(st.rook);
    while (path) {
      const Square s = popLsb(path);
      if (pos.isAttackedBy(~c, s, withoutRook)) st.attacked |= squareBb(s);
    }
    st.legal = !st.notToMove && isLegal(pos, Move(st.king, st.rook, MoveKind::CASTLING));
  }
  return st;
}

CastlingStatus castlingStatus(const Game& game, Color c, CastlingSide side) {
  CastlingStatus st = castlingStatus(game.position(), c, side);
  if (st.right) return st;
  st.loss = RightLoss::START;
  // Rights never come back: the first position without it follows the move that lost it.
  for (int ply = 1; ply <= game.ply(); ++ply) {
    const Position& before = game.positionBefore(ply - 1);
    const Square rook = before.castlingRook(c, side);
    if (rook == NO_SQUARE) break;
    if (game.positionBefore(ply).castlingRook(c, side) != NO_SQUARE) continue;
    const Move m = game.moves()[std::size_t(ply - 1)];
    const bool kingMoved = m.from() == before.kingSquare(c);
    st.loss = kingMoved          ? RightLoss::KING_MOVED
              : m.from() == rook ? RightLoss::ROOK_MOVED
                                 : RightLoss::ROOK_CAPTURED;
    st.lossSquare = kingMoved ? m.from() : rook;
    st.lossPly = ply;
    st.lossMove = m;
    break;
  }
  return st;
}

Bitboard castlingAttackers(const Position& pos, const CastlingStatus& status, Square s) {
  const Bitboard withoutRook = pos.occupied() & ~(status.rook == NO_SQUARE ? 0 : squareBb(status.rook));
  return pos.attackersTo(s, withoutRook) & pos.pieces(~status.color);
}

std::vector<std::string> castlingReasonTexts(const Game& game, const CastlingStatus& status) {
  std::vector<std::string> texts;
  for (Reason r : REASONS) {
    if (!applies(status, r)) continue;
    texts.emplace_back();
    writeReason(Text{texts.back()}, game, status, r);
  }
  return texts;
}

std::optional<Error> castlingRefusal(const Game& game, std::string_view move) {
  const Position& pos = game.position();
  const Color us = pos.turn();
  const std::string_view san = san_text::withoutMarks(move);
  CastlingSide side = KING_SIDE;
  bool uci = false;
  if (const auto named = san_text::castlingSide(san)) {
    side = *named;
  } else {
    // UCI: the king onto one of its own rooks on the back rank (king takes rook), or onto its
    // castling square two files or more away: moves that can only mean castling.
    const Square king = pos.kingSquare(us);
    const Square to = move.size() == 4 ? parseSquare(move.substr(2, 2)) : NO_SQUARE;
    if (to == NO_SQUARE || parseSquare(move.substr(0, 2)) != king || rankOf(to) != rankOf(king))
      return std::nullopt;
    side = castlingSide(king, to);
    if (pos.pieceAt(to) != makePiece(us, ROOK) &&
        (to != castlingKingTarget(us, side) || (fileOf(to) - fileOf(king)) * (fileOf(to) - fileOf(king)) < 4))
      return std::nullopt;
    uci = true;
  }
  const CastlingStatus st = castlingStatus(game, us, side);
  if (st.legal) return std::nullopt;
  // The move as given ("O-O", "0-0+"), or for UCI the castling it asks for and the text given.
  Error error{ErrorCode::ILLEGAL_MOVE, uci ? san_text::castling(side) : text::printable(move)};
  Text t{error.message};
  if (uci) t << " (" << text::printable(move).c_str() << ')';
  t << " is not legal: ";
  const char* separator = "";
  for (Reason r : REASONS) {
    if (!applies(st, r)) continue;
    t << separator;
    writeReason(t, game, st, r);
    separator = "; ";
  }
  t << " (in " << toFen(pos).c_str() << ')';
  return error;
}

}  // namespace chess960
