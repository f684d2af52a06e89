// Opt-in deep perft (cmake --build <dir> --target perft-deep): every Chess960 reference position
// at depth 5 and depth 6, about 5e11 leaves in all, spread over every hardware thread.
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "support.h"

using namespace chess960;

namespace {

void checkAllAtDepth(int depth) {
  const auto& cases = test::chess960PerftCases();
  BOOST_TEST_REQUIRE(cases.size() == 960u);
  // In chunks, so that a long run reports progress and a failure shows up early.
  constexpr std::size_t CHUNK = 96;
  std::uint64_t total = 0;
  const auto started = std::chrono::steady_clock::now();
  for (std::size_t first = 0; first < cases.size(); first += CHUNK) {
    std::vector<std::string> fens;
    for (std::size_t i = first; i < cases.size() && i < first + CHUNK; ++i) fens.push_back(cases[i].fen);
    const auto nodes = test::parallelPerft(fens, depth);
    for (std::size_t k = 0; k < fens.size(); ++k) {
      const auto& c = cases[first + k];
      BOOST_TEST(nodes[k] == c.nodesAt(depth), "position " << c.id << " (" << c.fen << ") depth " << depth);
      total += nodes[k];
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    BOOST_TEST_MESSAGE("depth " << depth << ": positions 0-" << first + fens.size() - 1 << " done, " << total
                                << " nodes, " << seconds << " s");
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(perft_deep)

BOOST_AUTO_TEST_CASE(chess960_depth_5) { checkAllAtDepth(5); }

BOOST_AUTO_TEST_CASE(chess960_depth_6) { checkAllAtDepth(6); }

BOOST_AUTO_TEST_SUITE_END()
