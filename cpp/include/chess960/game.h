// A game: a start position, the moves played, and what the rules say about the result
// (checkmate, stalemate, dead position, the 50/75-move rules, threefold/fivefold repetition).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "chess960/error.h"
#include "chess960/position.h"

namespace chess960 {

// Why a game is over by rule, without anyone claiming anything. When several hold at once,
// outcome() reports the first in this order (mate takes precedence, FIDE 5.1.1 and 9.6.2).
enum class Termination {
  NONE,
  CHECKMATE,
  STALEMATE,
  INSUFFICIENT_MATERIAL,  // no sequence of legal moves can end in mate (the common cases)
  SEVENTY_FIVE_MOVES,     // FIDE 9.6.2: 75 moves each without capture or pawn move
  FIVEFOLD_REPETITION,    // FIDE 9.6.1
};

struct Outcome {
  Termination termination = Termination::NONE;
  std::optional<Color> winner;  // set only for checkmate
  [[nodiscard]] bool isOver() const { return termination != Termination::NONE; }
};

// K v K, K+minor v K, and bishops-only endings with every bishop on one colour.
[[nodiscard]] bool isInsufficientMaterial(const Position& pos);

// Draws a player may claim, as bits of a DrawClaims value: threefold repetition (FIDE 9.2) and
// the fifty-move rule (FIDE 9.3).
using DrawClaims = unsigned;
inline constexpr DrawClaims THREEFOLD_REPETITION_CLAIM = 1;
inline constexpr DrawClaims FIFTY_MOVES_CLAIM = 2;

// A legal move that lets the player to move claim a draw by writing it down instead of playing
// it (FIDE 9.2.1.1, 9.3.1), and the claims it allows.
struct DrawClaimMove {
  Move move;
  DrawClaims claims;
};

class Game {
 public:
  Game();  // standard chess start
  explicit Game(const Position& start);
  static Result<Game> fromFen(std::string_view fen);

  const Position& position() const { return positions_.back(); }
  const Position& startPosition() const { return positions_.front(); }
  const std::vector<Move>& moves() const { return moves_; }
  // The position before move `index` (0 <= index <= ply(); index == ply() is the current one).
  const Position& positionBefore(int index) const { return positions_[std::size_t(index)]; }
  int ply() const { return int(moves_.size()); }

  // Each plays the move if it is legal and returns it; otherwise returns an error and changes nothing.
  Result<Move> play(Move m);
  Result<Move> playUci(std::string_view uci);
  Result<Move> playSan(std::string_view san);
  // Takes back the last move; false when there is none.
  bool undo();

  // Starts over from `start`, keeping the memory already reserved for the history.
  void reset(const Position& start);
  // Plays a move known to be legal here (one this library generated or accepted for this very
  // position, e.g. when replaying a saved move list): no legality check.
  void playTrusted(Move m);

  [[nodiscard]] bool isCheck() const { return position().isCheck(); }

  // Facts: each answers its own question about the position and the history, whatever else
  // holds (a position can be both stalemate and a dead position); outcome() picks one.
  [[nodiscard]] bool isCheckmate() const;
  [[nodiscard]] bool isStalemate() const;
  [[nodiscard]] bool isInsufficientMaterial() const { return chess960::isInsufficientMaterial(position()); }
  // How often the current position has stood on the board in this game (1 = first time).
  [[nodiscard]] int repetitionCount() const;
  [[nodiscard]] bool isThreefoldRepetition() const { return repetitionCount() >= 3; }
  [[nodiscard]] bool isFivefoldRepetition() const { return repetitionCount() >= 5; }  // FIDE 9.6.1
  // FIDE 9.6.2: 75 moves by each player without capture or pawn move, unless the last one mated.
  [[nodiscard]] bool isSeventyFiveMoves() const {
    return position().halfmoveClock() >= 150 && !isCheckmate();
  }
  // The automatic result (mate, stalemate, dead position, 75 moves, fivefold), if any.
  [[nodiscard]] Outcome outcome() const;

  // Claims: what the player to move may claim now, from the position on the board (FIDE
  // 9.2.1.2, 9.3.2). A finished game offers no claim (FIDE 5.1.1, 5.2.1, 9.6): all are false
  // once outcome().isOver().
  [[nodiscard]] bool canClaimThreefoldRepetition() const {
    return (drawClaims() & THREEFOLD_REPETITION_CLAIM) != 0;
  }
  [[nodiscard]] bool canClaimFiftyMoves() const { return (drawClaims() & FIFTY_MOVES_CLAIM) != 0; }
  [[nodiscard]] DrawClaims drawClaims() const;
  // Claims by the next move (FIDE 9.2.1.1, 9.3.1): the legal moves, in legalMoves() order, after
  // which the position has stood three times, or the last 50 moves by each player were made
  // without capture or pawn move. A move after which the game would be over by rule (mate,
  // stalemate, dead position, 75 moves, fivefold) is not one: that move settles the game by
  // itself, and mate takes precedence over the move counts (9.6.2). Empty once the game is over.
  [[nodiscard]] std::vector<DrawClaimMove> drawClaimMoves() const;

 private:
  // How often `pos`, which would stand at positions_[index], has stood there or before.
  [[nodiscard]] int timesSeen(const Position& pos, int index) const;

  std::vector<Position> positions_;  // positions_[i] is the position before moves_[i]
  std::vector<Move> moves_;
};

}  // namespace chess960
