// PGN reader. Input: any text. Checks: no crash or sanitizer report; errors are PGN errors with
// a printable message; an accepted game replays legally from its start position, every position
// in it passes the key and FEN checks, and toPgn of it reads back as the same game (start,
// moves, result) and is a fixed point (writing the re-read game gives the same text).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "checks.h"
#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/pgn.h"

using namespace chess960;
using namespace chess960::fuzz;

namespace {

bool isResult(const std::string& r) { return r == "1-0" || r == "0-1" || r == "1/2-1/2" || r == "*"; }

void checkGame(const Game& game, const std::string& where) {
  FUZZ_CHECK(int(game.moves().size()) == game.ply(), "ply count differs from the move list", where);
  for (int i = 0; i < game.ply(); ++i) {
    const Position& before = game.positionBefore(i);
    const Move m = game.moves()[std::size_t(i)];
    FUZZ_CHECK(isLegal(before, m), "the game holds an illegal move: " + describe(m), where, toFen(before));
    Position next = before;
    next.play(m);
    const Position& stored = game.positionBefore(i + 1);
    FUZZ_CHECK(next.samePosition(stored) && next.key() == stored.key() &&
                   next.halfmoveClock() == stored.halfmoveClock() &&
                   next.fullmoveNumber() == stored.fullmoveNumber(),
               "stored position differs from the replayed one at ply " + std::to_string(i + 1), where);
    checkKeyAndFen(stored);
  }
  (void)game.outcome();
  (void)game.repetitionCount();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto pgn = parsePgn(text);
  if (!pgn) {
    checkError(pgn.error(), {ErrorCode::PGN}, text);
    return 0;
  }
  FUZZ_CHECK(isResult(pgn->result), "parsePgn result '" + pgn->result + "' is not a result token");
  for (const auto& [name, value] : pgn->tags) FUZZ_CHECK(!name.empty(), "a tag without a name");
  checkGame(pgn->game, "parsed game");
  checkPosition(pgn->game.position());

  const std::string written = toPgn(pgn->game, pgn->tags, pgn->result);
  auto again = parsePgn(written);
  FUZZ_CHECK(again.ok(), "toPgn output does not read back", again ? "" : again.error().message, written);
  const Game& a = pgn->game;
  const Game& b = again->game;
  FUZZ_CHECK(a.startPosition().samePosition(b.startPosition()) &&
                 a.startPosition().key() == b.startPosition().key() &&
                 a.startPosition().halfmoveClock() == b.startPosition().halfmoveClock() &&
                 a.startPosition().fullmoveNumber() == b.startPosition().fullmoveNumber(),
             "PGN round trip changes the start position", toFen(a.startPosition()), toFen(b.startPosition()));
  FUZZ_CHECK(a.moves() == b.moves(), "PGN round trip changes the moves", written);
  FUZZ_CHECK(again->result == pgn->result, "PGN round trip changes the result", pgn->result, again->result);
  const std::string rewritten = toPgn(again->game, again->tags, again->result);
  FUZZ_CHECK(rewritten == written, "toPgn of the re-read game differs", written, rewritten);
  return 0;
}
