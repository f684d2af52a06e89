// What two PGN tags mean (pgn_tags.h): the Variant rule, the results, and the result a game is
// written with (gameResult, pgn.h).
#include <boost/test/unit_test.hpp>
#include <initializer_list>
#include <string>
#include <utility>

#include "chess960/game.h"
#include "chess960/pgn.h"
#include "chess960/pgn_tags.h"

using namespace chess960;

namespace {

Game played(std::string_view fen, std::initializer_list<const char*> sans) {
  auto read = Game::fromFen(fen);
  BOOST_TEST_REQUIRE(read.ok());
  Game game = std::move(read).value();
  for (const char* san : sans) BOOST_TEST_REQUIRE(game.playSan(san).ok(), san);
  return game;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(pgn_tags)

BOOST_AUTO_TEST_CASE(variant_values_that_mean_chess960) {
  for (const char* value : {"Chess960",
                            "chess960",
                            "CHESS960",
                            "chess 960",
                            "Chess-960",
                            "960",
                            "Fischerandom",
                            "fischerandom",
                            "FISCHERANDOM",
                            "Fischerandom Chess",
                            "fischerrandom",
                            "Fischer Random",
                            "Fischer Random Chess",
                            "fischer-random",
                            "FRC",
                            "frc",
                            "Freestyle",
                            "Freestyle Chess",
                            "freestyle-chess",
                            "Double Chess960",
                            "chess960 (Fischer Random)",
                            " Chess960 "})
    BOOST_TEST((pgnVariant(value) == PgnVariant::CHESS960), value);
}

BOOST_AUTO_TEST_CASE(variant_values_that_mean_standard_chess) {
  for (const char* value : {"", " ", "Standard", "standard", "STANDARD", "Normal", "normal", "From Position",
                            "from position", "Chess", "chess"})
    BOOST_TEST((pgnVariant(value) == PgnVariant::STANDARD), value);
}

BOOST_AUTO_TEST_CASE(other_variants_are_refused) {
  // Another variant, even one played from Chess960 starts ("Crazyhouse960"), or a name of Chess960
  // with something besides it.
  for (const char* value : {"Crazyhouse",
                            "Atomic",
                            "Three-check",
                            "King of the Hill",
                            "Antichess",
                            "Horde",
                            "Crazyhouse960",
                            "Chess 960 plus",
                            "Fischer",
                            "Random",
                            "Double",
                            "96",
                            "9600",
                            "Fischerandom\xC3\xA9",
                            "Shogi",
                            "Chess960 Standard",
                            "Chess960.",
                            "Chess960_",
                            "chess960fischerrandomchess",
                            "Standard Chess",
                            "Fischer Random Chess (also known as Chess960)"})
    BOOST_TEST((pgnVariant(value) == PgnVariant::UNSUPPORTED), value);
  BOOST_TEST((pgnVariant(std::string_view("Chess960\0", 9)) == PgnVariant::UNSUPPORTED));
}

BOOST_AUTO_TEST_CASE(results) {
  for (int k = 0; k < 4; ++k) {
    BOOST_TEST(isPgnResult(PGN_RESULTS[k]));
    BOOST_TEST(int(pgnResultOf(std::string(PGN_RESULTS[k]))) == k);
  }
  for (const char* other : {"", "?", "1/2", "0-0", "1-0 ", "\xC2\xBD-\xC2\xBD", "1/2-1/2*", "**"}) {
    BOOST_TEST(!isPgnResult(other), other);
    BOOST_TEST((pgnResultOf(other) == PgnResult::UNFINISHED), other);
  }
  BOOST_TEST(PGN_RESULTS[int(PgnResult::WHITE_WINS)] == "1-0");
  BOOST_TEST(PGN_RESULTS[int(PgnResult::BLACK_WINS)] == "0-1");
  BOOST_TEST(PGN_RESULTS[int(PgnResult::DRAW)] == "1/2-1/2");
  BOOST_TEST(PGN_RESULTS[int(PgnResult::UNFINISHED)] == "*");
}

BOOST_AUTO_TEST_CASE(a_game_is_written_with_the_rules_result_else_the_recorded_one) {
  using R = PgnResult;
  const std::string_view start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  // Checkmate: the rules' result, whatever the Result tag says.
  const Game foolsMate = played(start, {"f3", "e5", "g4", "Qh4#"});
  BOOST_TEST((gameResult(foolsMate) == R::BLACK_WINS));
  BOOST_TEST((gameResult(foolsMate, R::WHITE_WINS) == R::BLACK_WINS));
  BOOST_TEST((gameResult(played(start, {"e4", "f5", "d4", "g5", "Qh5#"}), R::DRAW) == R::WHITE_WINS));
  // An automatic draw: stalemate, a dead position.
  BOOST_TEST((gameResult(played("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1", {"Kh6"}), R::WHITE_WINS) == R::DRAW));
  BOOST_TEST((gameResult(played("8/8/8/4k3/8/8/3nK3/8 w - - 0 1", {"Kxd2"}), R::BLACK_WINS) == R::DRAW));
  // A game going on: the recorded result (a resignation, a draw agreed), else "*".
  const Game going = played(start, {"e4", "e5"});
  for (R recorded : {R::WHITE_WINS, R::BLACK_WINS, R::DRAW, R::UNFINISHED})
    BOOST_TEST((gameResult(going, recorded) == recorded));
  BOOST_TEST((gameResult(going) == R::UNFINISHED));
}

BOOST_AUTO_TEST_CASE(to_pgn_writes_that_result) {
  const Game going = played("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {"e4", "e5"});
  BOOST_TEST(toPgn(going, {{"Result", "0-1"}}).find("[Result \"0-1\"]") != std::string::npos);
  BOOST_TEST(toPgn(going, {{"Result", "?"}}).find("[Result \"*\"]") != std::string::npos);
  BOOST_TEST(toPgn(going, {{"Result", "0-1"}}, "1/2-1/2").find("e5 1/2-1/2") != std::string::npos);
  BOOST_TEST(toPgn(going).find("[Variant \"" + std::string(PGN_CHESS960_VARIANT) + "\"]") !=
             std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
