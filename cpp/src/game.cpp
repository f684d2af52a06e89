#include "chess960/game.h"

#include <algorithm>

#include "chess960/castling_status.h"
#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/san.h"
#include "chess960/uci.h"

namespace chess960 {

Game::Game() : Game(Position::standard()) {}

Game::Game(const Position& start) : positions_{start} {}

Result<Game> Game::fromFen(std::string_view fen) {
  auto pos = parseFen(fen);
  if (!pos) return pos.error();
  return Game(*pos);
}

namespace {
// A refused castling says why (castling_status.h); other illegal moves keep the parser's error.
Error explained(const Game& game, const Error& error, std::string_view move) {
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

}  // namespace chess960
