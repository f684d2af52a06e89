// A game: a start position, the moves played, and what the rules say about the result
// (checkmate, stalemate, dead position, the 50/75-move rules, threefold/fivefold repetition).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "chess960/error.h"
#include "chess960/position.h"

namespace chess960 {

// Why a game is over by rule, without anyone claiming anything.
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
  bool isOver() const { return termination != Termination::NONE; }
};

// K v K, K+minor v K, and bishops-only endings with every bishop on one colour.
bool isInsufficientMaterial(const Position& pos);

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

  bool isCheck() const { return position().isCheck(); }
  bool isCheckmate() const;
  bool isStalemate() const;
  bool isInsufficientMaterial() const { return chess960::isInsufficientMaterial(position()); }
  // How often the current position has stood on the board in this game (1 = first time).
  int repetitionCount() const;
  bool canClaimThreefoldRepetition() const { return repetitionCount() >= 3; }
  bool isFivefoldRepetition() const { return repetitionCount() >= 5; }
  bool canClaimFiftyMoves() const { return position().halfmoveClock() >= 100; }
  bool isSeventyFiveMoves() const { return position().halfmoveClock() >= 150 && !isCheckmate(); }
  // The automatic result (mate, stalemate, dead position, 75 moves, fivefold), if any.
  Outcome outcome() const;

 private:
  std::vector<Position> positions_;  // positions_[i] is the position before moves_[i]
  std::vector<Move> moves_;
};

}  // namespace chess960
