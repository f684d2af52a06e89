// Bugs the fuzzers (tests/fuzz) found, one test case each, named after what broke. The inputs
// that found them are kept in tests/fuzz/regressions/<harness>/ and replayed by every fuzz run.
#include <boost/test/unit_test.hpp>
#include <climits>
#include <string>

#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/position.h"
#include "chess960/san.h"
#include "chess960/uci.h"
#include "support.h"

using namespace chess960;

BOOST_AUTO_TEST_SUITE(fuzz_regressions)

// fuzz_fen, regressions/fen/setup-turn-out-of-range: a hand-built Setup whose side to move was
// neither WHITE nor BLACK (Color holds any byte) made fromSetup index kingSquare_[~turn] out of
// bounds. It is now refused as FEN_TURN.
BOOST_AUTO_TEST_CASE(from_setup_refuses_a_side_to_move_other_than_white_or_black) {
  Setup setup = Position::standard().toSetup();
  for (int turn : {2, 3, 0x80, 0xF4, 0xFF}) {
    setup.turn = Color(turn);
    auto pos = Position::fromSetup(setup);
    BOOST_TEST_REQUIRE(!pos.ok(), "turn " << turn);
    BOOST_TEST(pos.error().code == ErrorCode::FEN_TURN);
  }
  setup.turn = BLACK;
  BOOST_TEST(Position::fromSetup(setup).ok());
}

// fuzz_fen, regressions/fen/setup-clock-beyond-fen: fromSetup took any non-negative clock, so
// toFen wrote numbers parseFen refuses (more than nine digits), and play() could overflow an
// int at INT_MAX. Clocks beyond 999999999 are now refused.
BOOST_AUTO_TEST_CASE(from_setup_refuses_clocks_a_fen_cannot_carry) {
  Setup setup = *parseFenSetup("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  for (int clock : {1000000000, 1651602032, INT_MAX}) {
    setup.halfmoveClock = clock;
    auto pos = Position::fromSetup(setup);
    BOOST_TEST_REQUIRE(!pos.ok(), "halfmove clock " << clock);
    BOOST_TEST(pos.error().code == ErrorCode::FEN_HALFMOVE_CLOCK);
  }
  setup.halfmoveClock = 0;
  for (int number : {1000000000, INT_MAX}) {
    setup.fullmoveNumber = number;
    auto pos = Position::fromSetup(setup);
    BOOST_TEST_REQUIRE(!pos.ok(), "fullmove number " << number);
    BOOST_TEST(pos.error().code == ErrorCode::FEN_FULLMOVE_NUMBER);
  }
  setup.halfmoveClock = 999999999;
  setup.fullmoveNumber = 999999999;
  auto largest = Position::fromSetup(setup);
  BOOST_TEST_REQUIRE(largest.ok());
  BOOST_TEST(toFen(*largest) == "4k3/8/8/8/8/8/8/4K2R w K - 999999999 999999999");
}

// fuzz_play, regressions/play/clocks-at-fen-limit: from a FEN with the largest clocks, one quiet
// move made them ten digits long, and the position's own FEN no longer read back. The clocks now
// stop at 999999999.
BOOST_AUTO_TEST_CASE(clocks_stop_where_a_fen_stops_and_the_fen_reads_back) {
  auto pos = parseFen("4k3/8/8/8/8/8/8/4K2R b K - 999999999 999999999");
  BOOST_TEST_REQUIRE(pos.ok());
  Position after = *pos;
  for (const char* uci : {"e8d7", "e1d1", "d7e8", "d1e1"}) {
    auto m = parseUci(after, uci);
    BOOST_TEST_REQUIRE(m.ok(), uci);
    after.play(*m);
    BOOST_TEST(after.halfmoveClock() == 999999999, uci);
    BOOST_TEST(after.fullmoveNumber() == 999999999, uci);
    const std::string fen = toFen(after);
    auto again = parseFen(fen);
    BOOST_TEST_REQUIRE(again.ok(), fen << ": " << (again ? "" : again.error().message));
    BOOST_TEST(again->samePosition(after));
  }
  // Below the limit the clocks count as before.
  auto counting = parseFen("4k3/8/8/8/8/8/8/4K2R b K - 999999997 999999998");
  BOOST_TEST_REQUIRE(counting.ok());
  Position next = *counting;
  next.play(*parseUci(next, "e8d7"));
  BOOST_TEST(next.halfmoveClock() == 999999998);
  BOOST_TEST(next.fullmoveNumber() == 999999999);
}

// fuzz_san (regressions/san/fast-path-skipped-the-length-limit): the fast path for plain SAN
// stripped any number of annotation marks, so a 22-character token was read as a move although
// parseSan refuses text longer than 16 characters.
BOOST_AUTO_TEST_CASE(san_longer_than_sixteen_characters_is_refused_on_every_path) {
  const Position pos = test::load("8/8/8/1k6/5Q2/3p4/8/4K3 b - - 1 2");
  auto longToken = parseSan(pos, "Kc6???????????????????");
  BOOST_TEST_REQUIRE(!longToken.ok());
  BOOST_TEST(longToken.error().code == ErrorCode::INVALID_SAN);
  BOOST_TEST(parseSan(pos, "Kc6??").ok());  // two marks are still an annotation
}

BOOST_AUTO_TEST_SUITE_END()
