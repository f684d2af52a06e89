#include "chess960/position.h"

#include <optional>
#include <string>

#include "chess960/zobrist.h"

namespace chess960 {

namespace {

const char* colorName(Color c) { return c == WHITE ? "white" : "black"; }

std::string squareName(Square s) { return std::string{char('a' + fileOf(s)), char('1' + rankOf(s))}; }

Error invalid(ErrorCode code, std::string message) { return Error{code, std::move(message)}; }

// The largest clock a FEN can carry (nine digits): fromSetup rejects more, play() stops there,
// so toFen never writes a number parseFen refuses and the clocks never overflow.
constexpr int MAX_CLOCK = 999999999;

}  // namespace

void Position::putPiece(Piece p, Square s) {
  board_[s] = p;
  byColor_[colorOf(p)] |= squareBb(s);
  byType_[typeOf(p)] |= squareBb(s);
  if (typeOf(p) == KING) kingSquare_[colorOf(p)] = s;
  key_ ^= zobrist::keys.piece[p][s];
}

void Position::removePiece(Square s) {
  Piece p = board_[s];
  board_[s] = NO_PIECE;
  byColor_[colorOf(p)] ^= squareBb(s);
  byType_[typeOf(p)] ^= squareBb(s);
  key_ ^= zobrist::keys.piece[p][s];
}

Bitboard Position::castlingRooks() const {
  Bitboard rooks = 0;
  for (auto& perColor : castlingRook_)
    for (Square s : perColor)
      if (s != NO_SQUARE) rooks |= squareBb(s);
  return rooks;
}

void Position::clearCastlingRook(Square s) {
  for (auto& perColor : castlingRook_)
    for (Square& rook : perColor)
      if (rook == s) {
        rook = NO_SQUARE;
        key_ ^= zobrist::keys.castlingRook[s];
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
      key_ ^= zobrist::keys.epFile[fileOf(s)];
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
    key_ ^= zobrist::keys.epFile[fileOf(epSquare_)];
    epSquare_ = NO_SQUARE;
  }
  Square doubleStepSquare = NO_SQUARE;

  if (m.kind() == MoveKind::CASTLING) {
    const CastlingSide side = to > from ? KING_SIDE : QUEEN_SIDE;
    const Piece rook = board_[to];
    removePiece(from);
    removePiece(to);
    putPiece(moving, castlingKingTarget(us, side));
    putPiece(rook, castlingRookTarget(us, side));
    for (Square& r : castlingRook_[us])
      if (r != NO_SQUARE) {
        key_ ^= zobrist::keys.castlingRook[r];
        r = NO_SQUARE;
      }
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
        if ((from ^ to) == 16) doubleStepSquare = Square((from + to) / 2);
        break;
      case KING:
        for (Square& r : castlingRook_[us])
          if (r != NO_SQUARE) {
            key_ ^= zobrist::keys.castlingRook[r];
            r = NO_SQUARE;
          }
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
  key_ ^= zobrist::keys.blackToMove;
  if (doubleStepSquare != NO_SQUARE) setEpSquareIfCapturable(doubleStepSquare);
}

std::uint64_t Position::computeKey() const {
  std::uint64_t key = 0;
  for (int s = 0; s < SQUARE_COUNT; ++s)
    if (board_[s] != NO_PIECE) key ^= zobrist::keys.piece[board_[s]][s];
  Bitboard rooks = castlingRooks();
  while (rooks) key ^= zobrist::keys.castlingRook[popLsb(rooks)];
  if (epSquare_ != NO_SQUARE) key ^= zobrist::keys.epFile[fileOf(epSquare_)];
  if (turn_ == BLACK) key ^= zobrist::keys.blackToMove;
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

Position Position::standard() {
  static const PieceType backRank[8] = {ROOK, KNIGHT, BISHOP, QUEEN, KING, BISHOP, KNIGHT, ROOK};
  Setup setup;
  for (int f = 0; f < 8; ++f) {
    setup.board[makeSquare(f, 0)] = makePiece(WHITE, backRank[f]);
    setup.board[makeSquare(f, 1)] = makePiece(WHITE, PAWN);
    setup.board[makeSquare(f, 6)] = makePiece(BLACK, PAWN);
    setup.board[makeSquare(f, 7)] = makePiece(BLACK, backRank[f]);
  }
  setup.castlingRooks = squareBb(A1) | squareBb(H1) | squareBb(A8) | squareBb(H8);
  return fromSetup(setup).value();
}

Result<Position> Position::fromSetup(const Setup& setup, std::vector<Repair>* repairs) {
  attacks::ensureInitialized();
  zobrist::ensureInitialized();
  Position pos;
  for (int s = 0; s < SQUARE_COUNT; ++s) {
    pos.board_[s] = NO_PIECE;
    Piece p = setup.board[s];
    if (p == NO_PIECE) continue;
    if (typeOf(p) >= NO_PIECE_TYPE || p >= NO_PIECE)
      return invalid(ErrorCode::FEN_BOARD, "invalid piece code on " + squareName(Square(s)));
    pos.putPiece(p, Square(s));
  }
  for (Color c : {WHITE, BLACK}) {
    int kings = popcount(pos.pieces(c, KING));
    if (kings != 1)
      return invalid(ErrorCode::KINGS, std::string(colorName(c)) + " has " + std::to_string(kings) +
                                           " kings; each side needs exactly one");
  }
  if (Bitboard misplaced = pos.pieces(PAWN) & (RANK_1 | RANK_8))
    return invalid(ErrorCode::PAWNS_ON_BACK_RANK, "pawn on " + squareName(lsb(misplaced)) +
                                                      ": pawns cannot stand on the first or last rank");
  if (setup.turn != WHITE && setup.turn != BLACK)
    return invalid(ErrorCode::FEN_TURN, "side to move must be white or black");
  pos.turn_ = setup.turn;
  if (pos.turn_ == BLACK) pos.key_ ^= zobrist::keys.blackToMove;
  if (pos.attackersTo(pos.kingSquare(~pos.turn_), pos.occupied()) & pos.pieces(pos.turn_))
    return invalid(ErrorCode::OPPOSITE_CHECK,
                   std::string("the side not to move (") + colorName(~pos.turn_) + ") is in check");

  // A fault in the castling rights or the en-passant square is refused, or with `repairs`
  // dropped and noted.
  auto refuse = [repairs](ErrorCode code, std::string message) -> std::optional<Error> {
    if (!repairs) return invalid(code, std::move(message));
    repairs->push_back({code, std::move(message)});
    return std::nullopt;
  };
  Bitboard rooks = setup.castlingRooks;
  while (rooks) {
    const Square s = popLsb(rooks);
    const Color c = rankOf(s) == 0 ? WHITE : BLACK;
    const Square king = pos.kingSquare(c);
    std::string fault;
    if (rankOf(s) != 0 && rankOf(s) != 7)
      fault = "castling right for " + squareName(s) + ", which is not on a back rank";
    else if (pos.pieceAt(s) != makePiece(c, ROOK))
      fault = "castling right for " + squareName(s) + ", but no " + colorName(c) + " rook stands there";
    else if (rankOf(king) != backRank(c))
      fault = std::string("castling right for ") + colorName(c) + ", but the " + colorName(c) +
              " king is not on its back rank";
    if (!fault.empty()) {
      if (auto error = refuse(ErrorCode::CASTLING_RIGHTS, std::move(fault))) return *error;
      continue;
    }
    const CastlingSide side = fileOf(s) > fileOf(king) ? KING_SIDE : QUEEN_SIDE;
    if (pos.castlingRook_[c][side] != NO_SQUARE)
      return invalid(ErrorCode::CASTLING_RIGHTS, std::string("two castling rights for ") + colorName(c) +
                                                     " on the " + (side == KING_SIDE ? "king" : "queen") +
                                                     " side (" + squareName(pos.castlingRook_[c][side]) +
                                                     " and " + squareName(s) + ")");
    pos.castlingRook_[c][side] = s;
    pos.key_ ^= zobrist::keys.castlingRook[s];
  }
  // X-FEN letters that named no rook when the FEN was read.
  for (Color c : {WHITE, BLACK})
    for (CastlingSide side : {KING_SIDE, QUEEN_SIDE}) {
      if (!(setup.unresolvedCastling & (1u << (2 * c + side)))) continue;
      const char letter = char((side == KING_SIDE ? 'K' : 'Q') + (c == BLACK ? 'a' - 'A' : 0));
      std::string fault = std::string("castling right '") + letter + "', but ";
      if (rankOf(pos.kingSquare(c)) != backRank(c))
        fault += std::string("the ") + colorName(c) + " king is not on its back rank";
      else
        fault += std::string("there is no ") + colorName(c) + " rook on the " +
                 (side == KING_SIDE ? "h" : "a") + "-side of the king on its back rank";
      if (auto error = refuse(ErrorCode::CASTLING_RIGHTS, std::move(fault))) return *error;
    }

  if (setup.epSquare != NO_SQUARE) {
    const Square ep = setup.epSquare;
    const Color us = pos.turn_;
    const Square pushed = Square(ep ^ 8), origin = Square(ep ^ 24);
    std::string fault;
    if (ep >= SQUARE_COUNT || rankOf(ep) != relativeRank(us, 5))
      fault = "en-passant square " + (ep < SQUARE_COUNT ? squareName(ep) : std::string("?")) +
              " is not on the " + (us == WHITE ? "sixth" : "third") + " rank, where " + colorName(~us) +
              "'s double step would leave it";
    else if (pos.pieceAt(ep) != NO_PIECE || pos.pieceAt(origin) != NO_PIECE ||
             pos.pieceAt(pushed) != makePiece(~us, PAWN))
      fault = "en-passant square " + squareName(ep) + " needs " + squareName(ep) + " and " +
              squareName(origin) + " empty and a " + colorName(~us) + " pawn on " + squareName(pushed);
    if (fault.empty())
      pos.setEpSquareIfCapturable(ep);
    else if (auto error = refuse(ErrorCode::EN_PASSANT, std::move(fault)))
      return *error;
  }

  if (setup.halfmoveClock < 0 || setup.halfmoveClock > MAX_CLOCK)
    return invalid(ErrorCode::FEN_HALFMOVE_CLOCK, "halfmove clock must be 0 to 999999999");
  if (setup.fullmoveNumber < 1 || setup.fullmoveNumber > MAX_CLOCK)
    return invalid(ErrorCode::FEN_FULLMOVE_NUMBER, "fullmove number must be 1 to 999999999");
  pos.halfmoveClock_ = setup.halfmoveClock;
  pos.fullmoveNumber_ = setup.fullmoveNumber;
  return pos;
}

}  // namespace chess960
