#include "chess960/position.h"

#include "chess960/zobrist.h"

namespace chess960 {

void Position::putPiece(Piece p, Square s) {
  board_[s] = p;
  byColor_[colorOf(p)] |= squareBb(s);
  byType_[typeOf(p)] |= squareBb(s);
  if (typeOf(p) == KING) kingSquare_[colorOf(p)] = s;
  key_ ^= zobrist::keys.piece(p, s);
}

void Position::removePiece(Square s) {
  Piece p = board_[s];
  board_[s] = NO_PIECE;
  byColor_[colorOf(p)] ^= squareBb(s);
  byType_[typeOf(p)] ^= squareBb(s);
  key_ ^= zobrist::keys.piece(p, s);
}

Bitboard Position::castlingRooks() const {
  Bitboard rooks = 0;
  for (auto& perColor : castlingRook_)
    for (Square s : perColor)
      if (s != NO_SQUARE) rooks |= squareBb(s);
  return rooks;
}

void Position::clearCastlingRights(Color c) {
  for (Square& rook : castlingRook_[c])
    if (rook != NO_SQUARE) {
      key_ ^= zobrist::keys.castlingRook(rook);
      rook = NO_SQUARE;
    }
}

void Position::clearCastlingRook(Square s) {
  for (auto& perColor : castlingRook_)
    for (Square& rook : perColor)
      if (rook == s) {
        rook = NO_SQUARE;
        key_ ^= zobrist::keys.castlingRook(s);
      }
}

Bitboard Position::attackersTo(Square s, Bitboard occupied) const {
  return (attacks::pawn(BLACK, s) & pieces(WHITE, PAWN)) | (attacks::pawn(WHITE, s) & pieces(BLACK, PAWN)) |
         (attacks::knight(s) & byType_[KNIGHT]) | (attacks::king(s) & byType_[KING]) |
         (attacks::bishop(s, occupied) & (byType_[BISHOP] | byType_[QUEEN])) |
         (attacks::rook(s, occupied) & (byType_[ROOK] | byType_[QUEEN]));
}

bool Position::isAttackedBy(Color attacker, Square s, Bitboard occupied) const {
  const Bitboard them = byColor_[attacker];
  return (attacks::pawn(~attacker, s) & them & byType_[PAWN]) ||
         (attacks::knight(s) & them & byType_[KNIGHT]) || (attacks::king(s) & them & byType_[KING]) ||
         (attacks::bishop(s, occupied) & them & (byType_[BISHOP] | byType_[QUEEN])) ||
         (attacks::rook(s, occupied) & them & (byType_[ROOK] | byType_[QUEEN]));
}

bool Position::isLegalEnPassant(Square from) const {
  const Color us = turn_;
  const Square captured = Square(epSquare_ ^ 8);  // the pawn that just made a double step
  const Bitboard occupiedAfter = (occupied() ^ squareBb(from) ^ squareBb(captured)) | squareBb(epSquare_);
  return !(attackersTo(kingSquare_[us], occupiedAfter) & byColor_[~us] & ~squareBb(captured));
}

PieceType Position::capturedType(Move m) const {
  if (m.kind() == MoveKind::EN_PASSANT) return PAWN;
  if (m.isCastling() || board_[m.to()] == NO_PIECE) return NO_PIECE_TYPE;
  return typeOf(board_[m.to()]);
}

bool Position::givesCheck(Move m) const {
  if (m.kind() != MoveKind::NORMAL) {  // castling, en passant, promotion: rare, so play it out
    Position after = *this;
    after.play(m);
    return after.isCheck();
  }
  const Color us = turn_;
  const Square from = m.from(), to = m.to(), king = kingSquare_[~us];
  const PieceType moved = typeOf(board_[from]);
  const Bitboard occupiedAfter = (occupied() ^ squareBb(from)) | squareBb(to);
  // Direct check by the moved piece (a king never gives one).
  if (moved == PAWN ? (attacks::pawn(us, to) & squareBb(king)) != 0
                    : moved != KING && (attacks::ofPiece(moved, to, occupiedAfter) & squareBb(king)) != 0)
    return true;
  // Discovered check: one of our other sliders now sees the king.
  const Bitboard others = byColor_[us] ^ squareBb(from);
  return (attacks::bishop(king, occupiedAfter) & others & (byType_[BISHOP] | byType_[QUEEN])) ||
         (attacks::rook(king, occupiedAfter) & others & (byType_[ROOK] | byType_[QUEEN]));
}

void Position::setEpSquareIfCapturable(Square s) {
  Bitboard capturers = attacks::pawn(~turn_, s) & pieces(turn_, PAWN);
  if (!capturers) return;
  epSquare_ = s;
  while (capturers) {
    if (isLegalEnPassant(popLsb(capturers))) {
      key_ ^= zobrist::keys.epFile(fileOf(s));
      return;
    }
  }
  epSquare_ = NO_SQUARE;
}

void Position::play(Move m) {
  const Color us = turn_;
  const Square from = m.from(), to = m.to();
  const Piece moving = board_[from];
  if (halfmoveClock_ < MAX_CLOCK) ++halfmoveClock_;
  if (epSquare_ != NO_SQUARE) {
    key_ ^= zobrist::keys.epFile(fileOf(epSquare_));
    epSquare_ = NO_SQUARE;
  }
  Square passedSquare = NO_SQUARE;  // a pawn's two-square step: where it may be taken en passant

  if (m.kind() == MoveKind::CASTLING) {
    const CastlingSide side = castlingSide(from, to);
    const Piece rook = board_[to];
    removePiece(from);
    removePiece(to);
    putPiece(moving, castlingKingTarget(us, side));
    putPiece(rook, castlingRookTarget(us, side));
    clearCastlingRights(us);
  } else {
    if (m.kind() == MoveKind::EN_PASSANT) {
      removePiece(Square(to ^ 8));
    } else if (board_[to] != NO_PIECE) {
      if (castlingRooks() & squareBb(to)) clearCastlingRook(to);
      removePiece(to);
      halfmoveClock_ = 0;
    }
    removePiece(from);
    putPiece(m.kind() == MoveKind::PROMOTION ? makePiece(us, m.promotion()) : moving, to);
    switch (typeOf(moving)) {
      case PAWN:
        halfmoveClock_ = 0;
        passedSquare = doubleStepSquare(from, to);
        break;
      case KING:
        clearCastlingRights(us);
        break;
      case ROOK:
        if (castlingRooks() & squareBb(from)) clearCastlingRook(from);
        break;
      default:
        break;
    }
  }

  if (us == BLACK && fullmoveNumber_ < MAX_CLOCK) ++fullmoveNumber_;
  turn_ = ~us;
  key_ ^= zobrist::keys.blackToMove();
  if (passedSquare != NO_SQUARE) setEpSquareIfCapturable(passedSquare);
}

std::uint64_t Position::computeKey() const {
  std::uint64_t key = 0;
  for (int s = 0; s < SQUARE_COUNT; ++s)
    if (board_[s] != NO_PIECE) key ^= zobrist::keys.piece(board_[s], Square(s));
  Bitboard rooks = castlingRooks();
  while (rooks) key ^= zobrist::keys.castlingRook(popLsb(rooks));
  if (epSquare_ != NO_SQUARE) key ^= zobrist::keys.epFile(fileOf(epSquare_));
  if (turn_ == BLACK) key ^= zobrist::keys.blackToMove();
  return key;
}

bool Position::samePosition(const Position& other) const {
  for (int c = 0; c < 2; ++c)
    if (byColor_[c] != other.byColor_[c]) return false;
  for (int t = 0; t < PIECE_TYPE_COUNT; ++t)
    if (byType_[t] != other.byType_[t]) return false;
  return turn_ == other.turn_ && epSquare_ == other.epSquare_ && castlingRooks() == other.castlingRooks();
}

Setup Position::toSetup() const {
  Setup setup;
  for (int s = 0; s < SQUARE_COUNT; ++s) setup.board[s] = board_[s];
  setup.turn = turn_;
  setup.castlingRooks = castlingRooks();
  setup.epSquare = epSquare_;
  setup.halfmoveClock = halfmoveClock_;
  setup.fullmoveNumber = fullmoveNumber_;
  return setup;
}

namespace {

// Built once (Position::standard()): the PGN reader asks for the standard start for every game.
Position makeStandard() {
  static const PieceType backRank[8] = {ROOK, KNIGHT, BISHOP, QUEEN, KING, BISHOP, KNIGHT, ROOK};
  Setup setup;
  for (int f = 0; f < 8; ++f) {
    setup.board[makeSquare(f, 0)] = makePiece(WHITE, backRank[f]);
    setup.board[makeSquare(f, 1)] = makePiece(WHITE, PAWN);
    setup.board[makeSquare(f, 6)] = makePiece(BLACK, PAWN);
    setup.board[makeSquare(f, 7)] = makePiece(BLACK, backRank[f]);
  }
  setup.castlingRooks = squareBb(A1) | squareBb(H1) | squareBb(A8) | squareBb(H8);
  return Position::fromSetup(setup).value();
}

}  // namespace

Position Position::standard() {
  static const Position standard = makeStandard();
  return standard;
}

}  // namespace chess960
