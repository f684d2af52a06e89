// Position::fromSetup: what a FEN says, checked against the rules (and repaired on request).
// Apart from position.cpp because it is not on any hot path: built for size, not speed.
#include <optional>
#include <string>

#include "chess960/position.h"
#include "chess960/square_names.h"
#include "chess960/zobrist.h"

namespace chess960 {

namespace {

const char* colorName(Color c) { return c == WHITE ? "white" : "black"; }

Error invalid(ErrorCode code, std::string message) { return Error{code, std::move(message)}; }

}  // namespace

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
  if (pos.turn_ == BLACK) pos.key_ ^= zobrist::keys.blackToMove();
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
    const CastlingSide side = castlingSide(king, s);
    if (pos.castlingRook_[c][side] != NO_SQUARE)
      return invalid(ErrorCode::CASTLING_RIGHTS, std::string("two castling rights for ") + colorName(c) +
                                                     " on the " + (side == KING_SIDE ? "king" : "queen") +
                                                     " side (" + squareName(pos.castlingRook_[c][side]) +
                                                     " and " + squareName(s) + ")");
    pos.castlingRook_[c][side] = s;
    pos.key_ ^= zobrist::keys.castlingRook(s);
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
