// What the rules say about a game's result: mate, stalemate, dead position, the 50/75-move
// rules, repetitions, and the draws a player may claim now or by the next move. Apart from
// game.cpp because none of it is on the per-move path: built for size, not speed.
#include <algorithm>

#include "chess960/game.h"
#include "chess960/movegen.h"

namespace chess960 {

bool isInsufficientMaterial(const Position& pos) {
  if (pos.pieces(PAWN) | pos.pieces(ROOK) | pos.pieces(QUEEN)) return false;
  const Bitboard minors = pos.pieces(KNIGHT) | pos.pieces(BISHOP);
  if (!moreThanOne(minors)) return true;  // K v K, K+N v K, K+B v K
  // Only bishops, all on one colour: neither king can ever be attacked on the other colour.
  if (pos.pieces(KNIGHT)) return false;
  const Bitboard bishops = pos.pieces(BISHOP);
  return (bishops & LIGHT_SQUARES) == 0 || (bishops & ~LIGHT_SQUARES) == 0;
}

bool Game::isCheckmate() const { return isCheck() && !hasLegalMoves(position()); }

bool Game::isStalemate() const { return !isCheck() && !hasLegalMoves(position()); }

namespace {

// What ends the game in `pos` by itself, which has stood `repetitions` times; one order for
// outcome() and drawClaimMoves().
Outcome outcomeOf(const Position& pos, int repetitions) {
  const bool noMoves = !hasLegalMoves(pos);
  if (noMoves && pos.isCheck()) return {Termination::CHECKMATE, ~pos.turn()};
  if (noMoves) return {Termination::STALEMATE, std::nullopt};
  if (isInsufficientMaterial(pos)) return {Termination::INSUFFICIENT_MATERIAL, std::nullopt};
  if (pos.halfmoveClock() >= 150) return {Termination::SEVENTY_FIVE_MOVES, std::nullopt};
  if (repetitions >= 5) return {Termination::FIVEFOLD_REPETITION, std::nullopt};
  return {};
}

// The claims the counts themselves allow, before asking whether the game is over.
DrawClaims claimsOf(const Position& pos, int repetitions) {
  return (repetitions >= 3 ? THREEFOLD_REPETITION_CLAIM : 0) |
         (pos.halfmoveClock() >= 100 ? FIFTY_MOVES_CLAIM : 0);
}

}  // namespace

int Game::timesSeen(const Position& pos, int index) const {
  // Only positions since the last capture or pawn move can repeat it, and only every other one
  // has the same side to move.
  const int earliest = std::max(0, index - pos.halfmoveClock());
  int count = 1;
  for (int i = index - 2; i >= earliest; i -= 2)
    if (positions_[std::size_t(i)].key() == pos.key() && positions_[std::size_t(i)].samePosition(pos))
      ++count;
  return count;
}

int Game::repetitionCount() const { return timesSeen(position(), ply()); }

Outcome Game::outcome() const { return outcomeOf(position(), repetitionCount()); }

DrawClaims Game::drawClaims() const {
  const int repetitions = repetitionCount();
  const DrawClaims claims = claimsOf(position(), repetitions);
  return claims && !outcomeOf(position(), repetitions).isOver() ? claims : 0;
}

std::vector<DrawClaimMove> Game::drawClaimMoves() const {
  std::vector<DrawClaimMove> found;
  const Position& now = position();
  // A claim needs a move that keeps the counts going: fifty moves need 99 half-moves already, a
  // repetition a position with the other side to move that has stood twice since the last
  // capture or pawn move (checked first, as this is asked after every move).
  const bool fiftyPossible = now.halfmoveClock() >= 99;
  const int earliest = std::max(0, ply() - now.halfmoveClock());
  bool repetitionPossible = false;
  for (int i = ply() - 1; i >= earliest && !repetitionPossible; i -= 2)
    for (int j = i - 2; j >= earliest && !repetitionPossible; j -= 2)
      repetitionPossible = positions_[std::size_t(i)].key() == positions_[std::size_t(j)].key();
  if ((!fiftyPossible && !repetitionPossible) || outcome().isOver()) return found;
  for (Move m : legalMoves(now)) {
    Position next = now;
    next.play(m);
    if (next.halfmoveClock() == 0) continue;  // a capture or pawn move starts the counts afresh
    const int repetitions = repetitionPossible ? timesSeen(next, ply() + 1) : 1;
    const DrawClaims claims = claimsOf(next, repetitions);
    if (claims && !outcomeOf(next, repetitions).isOver()) found.push_back({m, claims});
  }
  return found;
}

}  // namespace chess960
