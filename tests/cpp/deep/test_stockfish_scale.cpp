// Opt-in differential test at scale against Stockfish 15.1: 100,000 positions from every source
// of stockfish_positions.h (random and Double Chess960 games, rooks moved out and back, rooks
// captured, king next to its rook, king on the b/g file, castling that gives check, attacked
// castling rooks, sparse castling setups), each compared by FEN echo, checkers, legal move list
// and perft(3) move by move. Zero mismatches allowed.
//
// Part of chess960_deep_tests; run it alone with
//   chess960_deep_tests --run_test=stockfish_scale --log_level=message
// Environment: CHESS960_STOCKFISH (path), CHESS960_STOCKFISH_SEED, CHESS960_STOCKFISH_SCALE_POSITIONS
// (default 100000), CHESS960_STOCKFISH_WORKERS (default: one Stockfish per hardware thread, up to 8).
// Skipped, with the reason, when Stockfish is missing.
#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <string>
#include <thread>

#include "stockfish_oracle.h"
#include "stockfish_positions.h"

using namespace chess960::test;

namespace {

constexpr long DEFAULT_POSITIONS = 100'000;
constexpr std::uint32_t DEFAULT_SEED = 960'100'000;

}  // namespace

BOOST_AUTO_TEST_SUITE(stockfish_scale)

BOOST_AUTO_TEST_CASE(hundred_thousand_positions_match_stockfish,
                     *boost::unit_test::precondition(stockfishAvailable)) {
  StressConfig config;
  config.seed = std::uint32_t(envNumber("CHESS960_STOCKFISH_SEED", DEFAULT_SEED));
  config.positions = long(envNumber("CHESS960_STOCKFISH_SCALE_POSITIONS", DEFAULT_POSITIONS));
  config.depth = 3;
  const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
  config.workers = unsigned(envNumber("CHESS960_STOCKFISH_WORKERS", std::min(hardware, 8u)));
  // Random play counts double: it is the broadest source.
  config.weights = {2, 1, 1, 1, 1, 1, 1, 1, 1};
  config.maxMismatches = 20;
  BOOST_TEST_REQUIRE(config.positions > 0);

  const StressReport report = runStressComparison(config);
  BOOST_TEST_MESSAGE("stockfish scale (seed "
                     << config.seed << ", " << config.workers << " workers): " << report.compared
                     << " positions, perft(3) each, " << report.mismatches.size() << " mismatches, "
                     << report.seconds << " s\n  " << report.coverage.summary());
  for (const std::string& mismatch : report.mismatches) BOOST_ERROR(mismatch);
  BOOST_TEST(report.mismatches.empty());
  BOOST_TEST(report.compared == config.positions);
  for (int i = 0; i < STRESS_SOURCE_COUNT; ++i)
    BOOST_TEST(report.coverage.perSource[i] > 0, sourceName(StressSource(i)));
}

BOOST_AUTO_TEST_SUITE_END()
