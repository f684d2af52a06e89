// The table the repository ships (start_evaluation_table.h): 960 rows in Scharnagl order, named by
// the SHA-256 of its text, each best move legal in its start by this library's own UCI reader.
// tests/repo/start-evaluations.test.js checks that it is the data file's, and recomputes rows
// with Stockfish.
#include <boost/test/unit_test.hpp>
#include <string>

#include "chess960/sha256.h"
#include "chess960/start_evaluation_table.h"
#include "chess960/start_positions.h"
#include "chess960/uci.h"
#include "support.h"

using namespace chess960;

BOOST_AUTO_TEST_SUITE(start_evaluation_table)

BOOST_AUTO_TEST_CASE(says_how_it_was_made) {
  const StartEvaluationTable& table = startEvaluationTable();
  BOOST_TEST(std::string(table.engine).rfind("Stockfish ", 0) == 0u, table.engine);
  BOOST_TEST(std::string(table.options).find("UCI_Chess960 true") != std::string::npos, table.options);
  BOOST_TEST(std::string(table.options).find("Threads 1") != std::string::npos, table.options);
  BOOST_TEST(table.nodes > 0);
  BOOST_TEST(table.date.size() == 10u);
  BOOST_TEST(table.evaluations.sha256 == toHex(sha256(table.rows)));
}

BOOST_AUTO_TEST_CASE(every_start_once_in_order_with_a_legal_best_move) {
  const StartEvaluations& table = startEvaluationTable().evaluations;
  BOOST_TEST_REQUIRE(table.rows.size() == std::size_t(START_POSITION_COUNT));
  const auto lines = test::splitLines(std::string(startEvaluationTable().rows));
  BOOST_TEST_REQUIRE(lines.size() == std::size_t(START_POSITION_COUNT));
  for (int number = 0; number < START_POSITION_COUNT; ++number) {
    BOOST_TEST(lines[std::size_t(number)].rfind(std::to_string(number) + " ", 0) == 0u,
               lines[std::size_t(number)]);
    const StartEvaluation& row = table.rows[std::size_t(number)];
    const auto move = parseUci(*startPosition(number), row.bestMove);
    BOOST_TEST(move.ok(), "start " << number << ": best move " << row.bestMove << " is not legal");
    BOOST_TEST(row.depth >= 1);
    BOOST_TEST(row.win + row.draw + row.loss == 1000);
  }
}

BOOST_AUTO_TEST_SUITE_END()
