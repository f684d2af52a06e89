// Perft against published reference counts: all 960 Chess960 start-derived positions (depths 1-4;
// depth 5 on a spread subset, all of them with CHESS960_LONG=1)
// and the classic tricky positions, plus the CLI's perft output.
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/perft.h"
#include "chess960/uci.h"
#include "support.h"

using namespace chess960;
using chess960::test::PerftCase;

namespace {

// Depth 5 of all 960 positions is about 17e9 leaves: ~25 s of two idle cores in Release, minutes
// under the sanitizers. By default an evenly spread subset: every 8th position in Release, every
// 32nd in builds with asserts (the sanitizer build); CHESS960_LONG=1 checks all 960 in Release,
// every 8th with asserts. Depths 1-4 always cover all 960.
std::size_t depth5Stride() {
#ifdef NDEBUG
  return test::longRun() ? 1 : 8;
#else
  return test::longRun() ? 8 : 32;
#endif
}

std::vector<std::string> fensOf(const std::vector<PerftCase>& cases, std::size_t stride = 1) {
  std::vector<std::string> fens;
  for (std::size_t i = 0; i < cases.size(); i += stride) fens.push_back(cases[i].fen);
  return fens;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(perft_reference)

BOOST_AUTO_TEST_CASE(reference_files_are_complete) {
  const auto& cases = test::chess960PerftCases();
  BOOST_TEST_REQUIRE(cases.size() == 960u);
  for (std::size_t i = 0; i < cases.size(); ++i) {
    BOOST_TEST(cases[i].id == std::to_string(i));
    for (int depth = 1; depth <= 6; ++depth)
      BOOST_TEST(cases[i].nodesAt(depth) > 0u, cases[i].id << " depth " << depth);
  }
  BOOST_TEST(test::trickyPerftCases().size() == 19u);
}

BOOST_AUTO_TEST_CASE(every_reference_fen_parses) {
  for (const auto& fen : test::referenceFens()) {
    auto pos = parseFen(fen);
    BOOST_TEST(pos.ok(), fen << ": " << (pos ? "" : pos.error().message));
  }
}

BOOST_AUTO_TEST_CASE(chess960_depth_1_to_4) {
  const auto& cases = test::chess960PerftCases();
  const auto fens = fensOf(cases);
  for (int depth = 1; depth <= 4; ++depth) {
    const auto nodes = test::parallelPerft(fens, depth);
    int failures = 0;
    for (std::size_t i = 0; i < cases.size(); ++i) {
      if (nodes[i] == cases[i].nodesAt(depth)) continue;
      ++failures;
      BOOST_TEST(nodes[i] == cases[i].nodesAt(depth),
                 "position " << cases[i].id << " (" << cases[i].fen << ") depth " << depth);
    }
    BOOST_TEST(failures == 0, "depth " << depth);
  }
}

BOOST_AUTO_TEST_CASE(chess960_depth_5) {
  const auto& cases = test::chess960PerftCases();
  const std::size_t stride = depth5Stride();
  const auto fens = fensOf(cases, stride);
  BOOST_TEST_REQUIRE(fens.size() >= 30u);
  const auto started = std::chrono::steady_clock::now();
  const auto nodes = test::parallelPerft(fens, 5);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::uint64_t total = 0;
  for (std::size_t k = 0; k < fens.size(); ++k) {
    const PerftCase& c = cases[k * stride];
    BOOST_TEST(nodes[k] == c.nodesAt(5), "position " << c.id << " (" << c.fen << ") depth 5");
    total += nodes[k];
  }
  BOOST_TEST_MESSAGE("perft 5 of " << fens.size() << " positions: " << total << " nodes in " << seconds
                                   << " s"
                                   << (stride > 1 ? " (1 position in " + std::to_string(stride) +
                                                        "; CHESS960_LONG=1 for more)"
                                                  : std::string()));
}

BOOST_AUTO_TEST_CASE(tricky_positions_every_listed_depth) {
  for (const auto& c : test::trickyPerftCases()) {
    auto pos = parseFen(c.fen);
    BOOST_TEST_REQUIRE(pos.ok(), c.id << ": " << (pos ? "" : pos.error().message));
    for (const auto& [depth, expected] : c.depths)
      BOOST_TEST(perft(*pos, depth) == expected, c.id << " (" << c.fen << ") depth " << depth);
  }
}

BOOST_AUTO_TEST_CASE(perft_edge_depths) {
  const Position pos = Position::standard();
  BOOST_TEST(perft(pos, 0) == 1u);
  BOOST_TEST(perft(pos, 1) == 20u);
  BOOST_TEST(perft(pos, 2) == 400u);
  BOOST_TEST(perft(pos, 3) == 8902u);
  BOOST_TEST(perft(pos, 4) == 197281u);
  BOOST_TEST(divide(pos, 0).empty());
  // A mated side has no moves at any depth.
  auto mated = parseFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  BOOST_TEST_REQUIRE(mated.ok());
  BOOST_TEST(perft(*mated, 1) == 0u);
  BOOST_TEST(perft(*mated, 3) == 0u);
  BOOST_TEST(divide(*mated, 2).empty());
}

BOOST_AUTO_TEST_CASE(divide_sums_to_perft_and_lists_each_legal_move_once) {
  const auto& cases = test::chess960PerftCases();
  for (std::size_t i = 0; i < cases.size(); i += 97) {
    auto pos = parseFen(cases[i].fen);
    BOOST_TEST_REQUIRE(pos.ok());
    const auto parts = divide(*pos, 3);
    const MoveList moves = legalMoves(*pos);
    BOOST_TEST(int(parts.size()) == moves.size(), cases[i].id);
    std::uint64_t sum = 0;
    for (std::size_t k = 0; k < parts.size(); ++k) {
      BOOST_TEST(parts[k].first == moves[int(k)], cases[i].id << " move " << k);
      Position next = *pos;
      next.play(parts[k].first);
      BOOST_TEST(parts[k].second == perft(next, 2), cases[i].id << " " << toUci(parts[k].first));
      sum += parts[k].second;
    }
    BOOST_TEST(sum == cases[i].nodesAt(3), cases[i].id);
  }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(perft_cli)

BOOST_AUTO_TEST_CASE(cli_perft_5_prints_reference_total_and_divide_lines_sum_to_it) {
  const auto& cases = test::chess960PerftCases();
  for (std::size_t i :
       {std::size_t(0), std::size_t(1), std::size_t(518), std::size_t(777), std::size_t(959)}) {
    const PerftCase& c = cases[i];
    const auto result = test::runCli({"perft", "5", c.fen});
    BOOST_TEST_REQUIRE(result.exitCode == 0, c.id << ": " << result.err);
    BOOST_TEST(result.err.empty());
    const auto lines = test::splitLines(result.out);
    BOOST_TEST_REQUIRE(lines.size() >= 3u);
    BOOST_TEST(lines.back() == "Nodes searched: " + std::to_string(c.nodesAt(5)), c.id);
    BOOST_TEST(lines[lines.size() - 2].empty(), "a blank line precedes the total");

    auto pos = parseFen(c.fen);
    BOOST_TEST_REQUIRE(pos.ok());
    const MoveList moves = legalMoves(*pos);
    BOOST_TEST(lines.size() - 2 == std::size_t(moves.size()), c.id);
    std::uint64_t sum = 0;
    for (std::size_t k = 0; k + 2 < lines.size(); ++k) {
      const std::string& line = lines[k];
      const std::size_t colon = line.find(": ");
      BOOST_TEST_REQUIRE(colon != std::string::npos, "divide line '" << line << "'");
      auto move = parseUci(*pos, line.substr(0, colon));
      BOOST_TEST(move.ok(), "divide line '" << line << "' names a legal move");
      BOOST_TEST(toUci(*move) == line.substr(0, colon), "divide uses canonical UCI");
      const std::uint64_t nodes = std::stoull(line.substr(colon + 2));
      Position next = *pos;
      next.play(*move);
      BOOST_TEST(nodes == perft(next, 4), line);
      sum += nodes;
    }
    BOOST_TEST(sum == c.nodesAt(5), c.id);
  }
}

BOOST_AUTO_TEST_CASE(cli_perft_accepts_fen_spread_over_arguments) {
  const PerftCase& c = test::chess960PerftCases()[42];
  std::vector<std::string> args{"perft", "3"};
  for (const auto& word : test::splitWords(c.fen)) args.push_back(word);
  const auto result = test::runCli(args);
  BOOST_TEST_REQUIRE(result.exitCode == 0, result.err);
  BOOST_TEST(test::splitLines(result.out).back() == "Nodes searched: " + std::to_string(c.nodesAt(3)));
}

BOOST_AUTO_TEST_SUITE_END()
