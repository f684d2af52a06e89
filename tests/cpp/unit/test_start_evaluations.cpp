// Tables of start evaluations (start_evaluations.h): read from their canonical text, named by its
// SHA-256, every malformed text refused; and the band's rule, mates outside every band.
#include <boost/test/unit_test.hpp>
#include <string>

#include "chess960/sha256.h"
#include "chess960/start_evaluations.h"
#include "support.h"

using namespace chess960;

namespace {

// `text` is refused with START_EVALUATIONS and this message.
void checkRefused(const std::string& text, const std::string& message, std::string_view sha256 = {}) {
  auto table = readStartEvaluations(text, sha256);
  BOOST_TEST_REQUIRE(!table.ok(), message);
  BOOST_TEST(table.error().code == ErrorCode::START_EVALUATIONS);
  BOOST_TEST(table.error().message == message);
}

// The made-up rows with `from` replaced by `to` once.
std::string with(const std::string& from, const std::string& to) {
  std::string rows = test::madeUpEvaluationRows();
  const std::size_t at = rows.find(from);
  BOOST_TEST_REQUIRE(at != std::string::npos, from);
  return rows.replace(at, from.size(), to);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(start_evaluations)

BOOST_AUTO_TEST_CASE(read_with_every_field_and_named_by_its_sha256) {
  const std::string rows = test::madeUpEvaluationRows();
  auto table = readStartEvaluations(rows);
  BOOST_TEST_REQUIRE(table.ok(), (table ? "" : table.error().message));
  BOOST_TEST(table->rows.size() == 960u);
  BOOST_TEST(table->sha256 == toHex(sha256(rows)));
  const StartEvaluation& first = table->rows[1];  // 37 - 60
  BOOST_TEST(first.centipawns == -23);
  BOOST_TEST(first.mate == 0);
  BOOST_TEST((first.win == 100 && first.draw == 800 && first.loss == 100));
  BOOST_TEST(first.depth == 20);
  BOOST_TEST(first.bestMove == "a2a3");
  BOOST_TEST(table->rows[102].mate == 7);
  BOOST_TEST(table->rows[102].centipawns == 0);
  BOOST_TEST(readStartEvaluations(rows, table->sha256).ok(), "the SHA-256 it has");
}

BOOST_AUTO_TEST_CASE(the_band_keeps_scores_within_it_and_no_mate) {
  StartEvaluation row;
  row.centipawns = 40;
  BOOST_TEST(isWithinScore(row, 40));
  BOOST_TEST(!isWithinScore(row, 39));
  row.centipawns = -40;
  BOOST_TEST(isWithinScore(row, 40));
  BOOST_TEST(!isWithinScore(row, 39));
  row.centipawns = 0;
  BOOST_TEST(isWithinScore(row, 0));
  row.mate = -3;
  BOOST_TEST(!isWithinScore(row, 1000));
}

BOOST_AUTO_TEST_CASE(every_malformed_table_refused_with_its_line) {
  const std::string rows = test::madeUpEvaluationRows();
  const std::string needs = "; it needs 960, one per start, each ended by a line break";
  checkRefused("", "the table has 0 lines" + needs);
  checkRefused(rows.substr(0, rows.size() - 1), "the table has 960 lines" + needs);
  checkRefused(rows.substr(rows.find('\n') + 1), "the table has 959 lines" + needs);
  checkRefused(rows + "960 cp 0 0 1000 0 20 a2a3\n", "the table has 961 lines" + needs);
  checkRefused(rows + "\n", "the table has 961 lines" + needs);
  checkRefused(std::string(MAX_START_EVALUATIONS_BYTES + 1, '\n'),
               "the table is 65537 bytes; at most 65536 are read");
  const std::string expected =
      "\" is not start 1's row: number, cp or mate and the score, win, draw and loss per mille, depth, best "
      "move";
  for (const char* bad : {"2 cp -23 100 800 100 20 a2a3",     // another start's number
                          "1 cp -23 100 800 100 20 a2a3 ",    // a space at the end
                          "1 cp -23 100 800 101 20 a2a3",     // win + draw + loss is not 1000
                          "1 cp -23 100 800 100 -20 a2a3",    // a negative depth
                          "1 pawns -23 100 800 100 20 a2a3",  // neither cp nor mate
                          "1 mate 0 100 800 100 20 a2a3",     // a mate in 0
                          "1 cp 123456 100 800 100 20 a2a3",  // a score out of range
                          "1 cp -23 100 800 100 20 a2a9",     // no square
                          "1 cp -23 100 800 100 20 a7a8k",    // no promotion piece
                          "1 cp -23 100 800 100 20",          // no best move
                          "1  cp -23 100 800 100 20 a2a3"})   // two spaces
    checkRefused(with("1 cp -23 100 800 100 20 a2a3", bad),
                 "line 2 \"" + std::string(bad).substr(0, 48) + expected);
  const std::string other = toHex(sha256("another table"));
  checkRefused(rows,
               "the table's SHA-256 is " + toHex(sha256(rows)) + ", not the " + other + " it was given with",
               other);
}

BOOST_AUTO_TEST_SUITE_END()
