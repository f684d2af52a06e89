#include "chess960/game.h"

#include <algorithm>

#include "chess960/castling_status.h"
#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/san.h"
#include "chess960/uci.h"

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

Game::Game() : Game(Position::standard()) {}

Game::Game(const Position& start) : positions_{start} {}

Result<Game> Game::fromFen(std::string_view fen) {
  auto pos = parseFen(fen);
  if (!pos) return pos.error();
  return Game(*pos);
}

namespace {
// A refused castling says why (castling_status.h); other illegal moves keep the parser's error.
// Out of line: it is the rare path, kept out of play's code.
[[gnu::noinline]] Error explained(const Game& game, const Error& error, std::string_view move) {
  return error.code == ErrorCode::ILLEGAL_MOVE ? castlingRefusal(game, move).value_or(error) : error;
}
}  // namespace

Result<Move> Game::play(Move m) {
  if (!isLegal(position(), m))
    return explained(*this,
                     Error{ErrorCode::ILLEGAL_MOVE, "illegal move " + toUci(m) + " in " + toFen(position())},
                     toUci(m));
  playTrusted(m);
  return m;
}

Result<Move> Game::playUci(std::string_view uci) {
  auto m = parseUci(position(), uci);
  if (!m) return explained(*this, m.error(), uci);
  return play(*m);
}

Result<Move> Game::playSan(std::string_view san) {
  auto m = parseSan(position(), san);
  if (!m) return explained(*this, m.error(), san);
  return play(*m);
}

void Game::reset(const Position& start) {
  positions_.clear();
  moves_.clear();
  positions_.push_back(start);
}

void Game::playTrusted(Move m) {
  Position next = position();
  next.play(m);
  positions_.push_back(next);
  moves_.push_back(m);
}

bool Game::undo() {
  if (moves_.empty()) return false;
  moves_.pop_back();
  positions_.pop_back();
  return true;
}

bool Game::isCheckmate() const { return isCheck() && countLegalMoves(position()) == 0; }

bool Game::isStalemate() const { return !isCheck() && countLegalMoves(position()) == 0; }

int Game::repetitionCount() const {
  // Only positions since the last capture or pawn move can repeat the current one.
  const Position& now = position();
  const int last = int(positions_.size()) - 1;
  const int earliest = std::max(0, last - now.halfmoveClock());
  int count = 1;
  for (int i = last - 2; i >= earliest; i -= 2)
    if (positions_[i].key() == now.key() && positions_[i].samePosition(now)) ++count;
  return count;
}

Outcome Game::outcome() const {
  const bool noMoves = countLegalMoves(position()) == 0;
  if (noMoves && isCheck()) return {Termination::CHECKMATE, ~position().turn()};
  if (noMoves) return {Termination::STALEMATE, std::nullopt};
  if (isInsufficientMaterial()) return {Termination::INSUFFICIENT_MATERIAL, std::nullopt};
  if (position().halfmoveClock() >= 150) return {Termination::SEVENTY_FIVE_MOVES, std::nullopt};
  if (isFivefoldRepetition()) return {Termination::FIVEFOLD_REPETITION, std::nullopt};
  return {};
}

}  // namespace chess960
