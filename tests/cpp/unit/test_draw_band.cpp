// The engine-balanced draw: a band of engine scores narrows the pool (after the subset and the
// exclusions), the rounds come from that pool as the npm reference's steps say, and the options
// that give no band are refused. A made-up table (support.h) keeps these vectors fixed whatever
// table the repository ships; test_start_evaluation_table.cpp checks that one.
#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "chess960/sha256.h"
#include "chess960/start_evaluations.h"
#include "chess960/start_systems.h"
#include "chess960/tournament_draw.h"
#include "support.h"

using namespace chess960;

namespace {

const StartEvaluations& madeUpTable() {
  static const StartEvaluations table = readStartEvaluations(test::madeUpEvaluationRows()).value();
  return table;
}

// The made-up score of start n, as support.h defines it (none for a mate).
bool madeUpWithin(int n, int maxScore) {
  const int score = 37 * n % 121 - 60;
  return n % 97 != 5 && score <= maxScore && -score <= maxScore;
}

DrawOptions banded(int maxScore) {
  DrawOptions options;
  options.seed = "Hastings 2026";
  options.rounds = 7;
  options.maxScore = maxScore;
  options.evaluations = &madeUpTable();
  return options;
}

// The rounds the npm reference's steps give for single Chess960, written out here from the text
// (key, counter, rejection, pool index), on the library's SHA-256 only.
std::vector<int> referenceRounds(const std::string& key, const std::vector<int>& pool, int rounds) {
  const std::uint64_t size = pool.size(), limit = (std::uint64_t(1) << 32) / size * size;
  std::vector<int> drawn;
  std::set<int> seen;
  for (int r = 1; r <= rounds; ++r)
    for (int c = 0;; ++c) {
      const Sha256Digest h = sha256(key + "|" + std::to_string(r) + "|w|" + std::to_string(c));
      const std::uint64_t x = std::uint64_t(h[0]) << 24 | std::uint64_t(h[1]) << 16 | h[2] << 8 | h[3];
      if (x >= limit || seen.count(pool[x % size])) continue;
      seen.insert(pool[x % size]);
      drawn.push_back(pool[x % size]);
      break;
    }
  return drawn;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(draw_band)

BOOST_AUTO_TEST_CASE(the_pool_is_the_subset_not_excluded_within_the_band) {
  const int exclude[] = {1, 2, 3};
  DrawOptions options = banded(10);
  options.exclude = exclude;
  std::vector<int> expected;
  for (int n = 0; n < 960; ++n)
    if (n > 3 && madeUpWithin(n, 10)) expected.push_back(n);
  BOOST_TEST_REQUIRE(expected.size() > 100u);
  BOOST_TEST(*drawPool(options) == expected, boost::test_tools::per_element());
  // With a subset: its starts within the band.
  options.subset = StartSubset::CHESS870;
  expected.clear();
  for (int n : startPositionsIn(StartSubset::CHESS870))
    if (n > 3 && madeUpWithin(n, 10)) expected.push_back(n);
  BOOST_TEST(*drawPool(options) == expected, boost::test_tools::per_element());
  // A mate is outside every band.
  BOOST_TEST(drawPool(banded(1000))->size() == 960u - 10u, "the ten mates (5, 102, ..., 878) are left out");
  // Without a band, all of the subset.
  DrawOptions none;
  BOOST_TEST(drawPool(none)->size() == 960u);
}

BOOST_AUTO_TEST_CASE(the_rounds_come_from_the_band_as_the_reference_says) {
  DrawOptions options = banded(20);
  options.publicValue = "3-6-1-4-2";
  auto d = drawStarts(options);
  BOOST_TEST_REQUIRE(d.ok(), (d ? "" : d.error().message));
  std::vector<int> numbers;
  for (const DrawnStart& s : d->starts) {
    BOOST_TEST(madeUpWithin(s.white, 20), s.white);
    numbers.push_back(s.white);
  }
  BOOST_TEST(numbers == referenceRounds("Hastings 2026|3-6-1-4-2", *drawPool(options), 7),
             boost::test_tools::per_element());
  // Another band, another pool and other rounds; the commitment names the band.
  DrawOptions wider = banded(30);
  wider.publicValue = options.publicValue;
  BOOST_TEST(drawStarts(wider)->commitment != d->commitment);
}

BOOST_AUTO_TEST_CASE(options_that_give_no_band_are_refused) {
  auto refused = [](const DrawOptions& options, ErrorCode code, const std::string& message) {
    auto d = drawStarts(options);
    BOOST_TEST_REQUIRE(!d.ok(), message);
    BOOST_TEST(d.error().code == code);
    BOOST_TEST(d.error().message == message);
    if (code != ErrorCode::DRAW_POOL) BOOST_TEST(drawPool(options).error().message == message);
  };
  refused(banded(-2), ErrorCode::DRAW_BAND, "the band's largest score is -2; use 0 to 1000 centipawns");
  refused(banded(1001), ErrorCode::DRAW_BAND, "the band's largest score is 1001; use 0 to 1000 centipawns");
  DrawOptions noTable = banded(40);
  noTable.evaluations = nullptr;
  refused(noTable, ErrorCode::DRAW_BAND,
          "a band needs chess960-draw-v2 and the table of start evaluations its scores come from");
  const StartEvaluations noRows;  // not a table
  noTable.evaluations = &noRows;
  refused(noTable, ErrorCode::DRAW_BAND,
          "a band needs chess960-draw-v2 and the table of start evaluations its scores come from");
  DrawOptions v1 = banded(40);
  v1.algorithm = DrawAlgorithm::V1;
  refused(v1, ErrorCode::DRAW_BAND,
          "a band needs chess960-draw-v2 and the table of start evaluations its scores come from");
  // A pool the band empties, or leaves too small for the rounds.
  std::vector<int> within;
  for (int n = 0; n < 960; ++n)
    if (madeUpWithin(n, 0)) within.push_back(n);
  BOOST_TEST_REQUIRE(!within.empty());
  DrawOptions empty = banded(0);
  empty.exclude = within;
  refused(empty, ErrorCode::DRAW_POOL,
          "the pool is empty: every start of chess960 is excluded or outside the band");
  BOOST_TEST(drawPool(empty)->empty(), "as a list, an empty pool is empty");
  DrawOptions small = banded(0);
  small.rounds = int(within.size()) + 1;
  refused(small, ErrorCode::DRAW_POOL,
          std::to_string(small.rounds) + " rounds without repeats need " + std::to_string(small.rounds) +
              " starts; the pool holds " + std::to_string(within.size()) +
              " (allow repeats, or exclude fewer, or widen the band)");
}

BOOST_AUTO_TEST_SUITE_END()
