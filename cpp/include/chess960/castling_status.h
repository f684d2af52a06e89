// "Why can't I castle?": for each colour and side, whether castling is legal now and, if not,
// every reason that applies, in data and in plain words. The squares come from castlingPath()
// (movegen.h), the same definition move generation uses.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess960/error.h"
#include "chess960/game.h"
#include "chess960/position.h"

namespace chess960 {

// How a castling right was lost, as far as the game's history shows it.
enum class RightLoss : std::uint8_t {
  UNKNOWN,        // no history to look at (a bare Position)
  START,          // the game's start position already lacked it (never had it)
  KING_MOVED,     // the king moved (or castled to the other side)
  ROOK_MOVED,     // the castling rook moved
  ROOK_CAPTURED,  // the castling rook was captured
};

struct CastlingStatus {
  Color color = WHITE;
  CastlingSide side = KING_SIDE;
  bool right = false;
  // The castling rook; NO_SQUARE without a right (the right names the rook, so there is none).
  Square rook = NO_SQUARE;
  Square king = NO_SQUARE;
  Square kingTo = NO_SQUARE;  // g1/g8 for O-O, c1/c8 for O-O-O, right or not
  Square rookTo = NO_SQUARE;  // f1/f8 for O-O, d1/d8 for O-O-O, right or not
  // True exactly when the castling move is in legalMoves(); then no reason below is set.
  bool legal = false;

  // The reasons, all that apply. Without a right only noRight, notToMove and inCheck are
  // known: attacked and blocked depend on the rook, and there is none.
  bool noRight = false;
  bool notToMove = false;  // it is the other colour's turn
  bool inCheck = false;
  // Squares the king stands on, crosses or lands on that the opponent attacks once the castling
  // rook is lifted (the king's own square only when it is not simply in check: that is inCheck).
  Bitboard attacked = 0;
  // Squares the king or the rook must cross or land on that hold another piece.
  Bitboard blocked = 0;

  // With noRight, from the history: which move lost it (1-based ply; 0 when not shown),
  // and the square the king or the rook stood on before it.
  RightLoss loss = RightLoss::UNKNOWN;
  int lossPly = 0;
  Square lossSquare = NO_SQUARE;
  Move lossMove = Move::none();

  bool hasReasons() const { return noRight || notToMove || inCheck || attacked || blocked; }
};

// The status from the position alone (a lost right's history is then UNKNOWN).
[[nodiscard]] CastlingStatus castlingStatus(const Position& pos, Color c, CastlingSide side);
// The status with the game's history, which tells how a right was lost.
[[nodiscard]] CastlingStatus castlingStatus(const Game& game, Color c, CastlingSide side);

// The pieces of the opponent attacking `s` with the castling rook lifted (the attacked reason).
[[nodiscard]] Bitboard castlingAttackers(const Position& pos, const CastlingStatus& status, Square s);

// One sentence per reason, in the order noRight, notToMove, inCheck, attacked, blocked, e.g.
// "the rook on a1 has moved (12. Ra1-a2)", "f1 is attacked by the bishop on b5",
// "g1 is occupied by the knight". `game` supplies the move text of a lost right.
[[nodiscard]] std::vector<std::string> castlingReasonTexts(const Game& game, const CastlingStatus& status);

// When `move` (SAN such as "O-O", or UCI such as "e1h1" / "e1g1") asks to castle and that
// castling is not legal, the ILLEGAL_MOVE error that says why, naming the move as given:
// "O-O is not legal: f1 is attacked by the bishop on b5 (in <FEN>)", "O-O (e1h1) is not legal: ...".
// Otherwise nothing.
[[nodiscard]] std::optional<Error> castlingRefusal(const Game& game, std::string_view move);

}  // namespace chess960
