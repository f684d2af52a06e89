// A validated position that can play moves. Small enough (about 200 bytes) to copy per move,
// which is how search and perft undo: keep the old copy.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "chess960/attacks.h"
#include "chess960/bitboard.h"
#include "chess960/error.h"
#include "chess960/types.h"
#include "chess960/unchecked_setup.h"

namespace chess960 {

// The largest clock a FEN can carry (nine digits): fromSetup rejects more, play() stops there,
// so toFen never writes a number parseFen refuses and the clocks never overflow.
inline constexpr int MAX_CLOCK = 999999999;

// A right that a repairing Position::fromSetup dropped: the error strict validation gives for it
// (CASTLING_RIGHTS or EN_PASSANT) and its message.
struct Repair {
  ErrorCode fault;
  std::string message;
};

class Position {
 public:
  // Checks everything a FEN can get wrong beyond syntax, most basic first: kings, pawns on back
  // ranks, the side not to move in check, castling rights without king and rook, an impossible
  // en-passant square, clock ranges. The first fault found is the error.
  // With `repairs`, castling rights whose rook or king is not there and an en-passant square no
  // double step can have left are dropped and listed in `repairs` instead of refused: they are
  // impossible but harmless, since no move could ever use them. Anything else is refused as
  // before (two rights on one side of a king, say: which one was meant cannot be known).
  static Result<Position> fromSetup(const Setup& setup, std::vector<Repair>* repairs = nullptr);
  // The standard chess start position (Chess960 number 518).
  [[nodiscard]] static Position standard();
  [[nodiscard]] Setup toSetup() const;

  [[nodiscard]] Piece pieceAt(Square s) const { return board_[s]; }
  [[nodiscard]] Bitboard occupied() const { return byColor_[WHITE] | byColor_[BLACK]; }
  [[nodiscard]] Bitboard pieces(Color c) const { return byColor_[c]; }
  [[nodiscard]] Bitboard pieces(PieceType t) const { return byType_[t]; }
  [[nodiscard]] Bitboard pieces(Color c, PieceType t) const { return byColor_[c] & byType_[t]; }
  [[nodiscard]] Square kingSquare(Color c) const { return kingSquare_[c]; }

  [[nodiscard]] Color turn() const { return turn_; }
  // Set only when an en-passant capture is legal, so equal positions compare (and hash) equal.
  [[nodiscard]] Square epSquare() const { return epSquare_; }
  [[nodiscard]] int halfmoveClock() const { return halfmoveClock_; }
  [[nodiscard]] int fullmoveNumber() const { return fullmoveNumber_; }
  [[nodiscard]] std::uint64_t key() const { return key_; }

  // The rook that may castle to this side, or NO_SQUARE.
  [[nodiscard]] Square castlingRook(Color c, CastlingSide side) const { return castlingRook_[c][side]; }
  [[nodiscard]] Bitboard castlingRooks() const;

  [[nodiscard]] Bitboard attackersTo(Square s, Bitboard occupied) const;
  [[nodiscard]] bool isAttackedBy(Color attacker, Square s, Bitboard occupied) const;
  [[nodiscard]] Bitboard checkers() const {
    return attackersTo(kingSquare_[turn_], occupied()) & byColor_[~turn_];
  }
  [[nodiscard]] bool isCheck() const { return checkers() != 0; }

  // Plays a legal move (as produced by movegen). Behaviour for an illegal move is undefined:
  // parse and check moves with uci.h / san.h / movegen.h first.
  void play(Move m);

  // Does the legal move `m` check the opponent? Cheaper than playing it on a copy.
  [[nodiscard]] bool givesCheck(Move m) const;

  // The type of the piece the legal move `m` takes: a pawn for en passant, NO_PIECE_TYPE for a
  // quiet move and for castling (the king "takes" its own rook only in the move's code).
  PieceType capturedType(Move m) const;

  // Would the pawn on `from` capturing en passant leave its own king safe?
  [[nodiscard]] bool isLegalEnPassant(Square from) const;

  // The Zobrist key computed from scratch (play() keeps it incrementally).
  [[nodiscard]] std::uint64_t computeKey() const;

  // Same placement, side, castling rights and en-passant square (clocks ignored).
  [[nodiscard]] bool samePosition(const Position& other) const;

 private:
  void putPiece(Piece p, Square s);
  void removePiece(Square s);
  void setEpSquareIfCapturable(Square s);
  void clearCastlingRook(Square s);
  void clearCastlingRights(Color c);

  Bitboard byColor_[2] = {0, 0};
  Bitboard byType_[PIECE_TYPE_COUNT] = {0, 0, 0, 0, 0, 0};
  Piece board_[SQUARE_COUNT];
  std::uint64_t key_ = 0;
  Square castlingRook_[2][2] = {{NO_SQUARE, NO_SQUARE}, {NO_SQUARE, NO_SQUARE}};
  Square kingSquare_[2] = {NO_SQUARE, NO_SQUARE};
  Square epSquare_ = NO_SQUARE;
  Color turn_ = WHITE;
  int halfmoveClock_ = 0;
  int fullmoveNumber_ = 1;
};

}  // namespace chess960
