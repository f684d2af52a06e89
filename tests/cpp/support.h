// Shared helpers for the Boost.Test suites: reference perft files, the data directory, and
// running the chess960 command-line tool.
#pragma once

#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <cstdlib>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess960/error.h"
#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/square_names.h"
#include "chess960/types.h"
#include "chess960/uci.h"

// How Boost.Test prints engine values in failure messages (found by argument-dependent lookup).
namespace chess960 {
inline std::ostream& boost_test_print_type(std::ostream& os, const Move& m) {
  static const char* const kinds[] = {"", " (promotion)", " (en passant)", " (castling)"};
  return os << (m.isNone() ? std::string("none") : toUci(m)) << kinds[int(m.kind())];
}
inline std::ostream& boost_test_print_type(std::ostream& os, MoveKind kind) {
  static const char* const names[] = {"NORMAL", "PROMOTION", "EN_PASSANT", "CASTLING"};
  return os << names[int(kind) & 3];
}
inline std::ostream& boost_test_print_type(std::ostream& os, ErrorCode code) {
  return os << errorCodeName(code);
}
inline std::ostream& boost_test_print_type(std::ostream& os, Square s) {
  return os << (s == NO_SQUARE ? std::string("-") : squareName(s));
}
inline std::ostream& boost_test_print_type(std::ostream& os, Color c) {
  return os << (c == WHITE ? "white" : "black");
}
inline std::ostream& boost_test_print_type(std::ostream& os, PieceType t) { return os << int(t); }
inline std::ostream& boost_test_print_type(std::ostream& os, Piece p) { return os << int(p); }
inline std::ostream& boost_test_print_type(std::ostream& os, Termination t) {
  static const char* const names[] = {
      "NONE", "CHECKMATE", "STALEMATE", "INSUFFICIENT_MATERIAL", "SEVENTY_FIVE_MOVES", "FIVEFOLD_REPETITION"};
  return os << names[int(t)];
}
}  // namespace chess960

namespace chess960::test {

// CHESS960_LONG=1 (bash scripts/test.sh --long) asks the tests that scale for their full size;
// the default suite runs a smaller, representative size of each and says which.
inline bool longRun() {
  const char* value = std::getenv("CHESS960_LONG");
  return value != nullptr && std::string(value) == "1";
}

// The position of a FEN the test relies on; the test stops here if it does not parse.
inline Position load(const std::string& fen) {
  auto pos = parseFen(fen);
  BOOST_TEST_REQUIRE(pos.ok(), fen << ": " << (pos ? "" : pos.error().message));
  return *pos;
}

// A game from a FEN the test relies on; the test stops here if it does not parse.
inline Game loadGame(const std::string& fen) { return Game(load(fen)); }

// A game from a FEN the test relies on, with SAN moves played; the test stops at one that fails.
inline Game gameFrom(std::string_view fen, const std::vector<std::string>& sans = {}) {
  auto game = Game::fromFen(fen);
  BOOST_TEST_REQUIRE(game.ok(), fen << ": " << (game ? "" : game.error().message));
  for (const auto& san : sans) {
    auto m = game.value().playSan(san);
    BOOST_TEST_REQUIRE(m.ok(), san << ": " << (m ? "" : m.error().message));
  }
  return *game;
}

// One block of a .perft file (format in tests/data/README.md).
struct PerftCase {
  std::string id;
  std::string fen;                                    // the epd line plus " 0 1"
  std::vector<std::pair<int, std::uint64_t>> depths;  // (depth, nodes), in file order

  // Reference node count at `depth`, or 0 when the file lists none.
  std::uint64_t nodesAt(int depth) const;
};

// Absolute path of a file in tests/data.
std::string dataPath(const std::string& name);

// Reads a .perft file; throws std::runtime_error if it cannot be opened or is malformed.
std::vector<PerftCase> readPerftFile(const std::string& path);

// Convenience: tests/data/chess960.perft and tests/data/tricky.perft, read once and cached.
const std::vector<PerftCase>& chess960PerftCases();
const std::vector<PerftCase>& trickyPerftCases();
// Every FEN of both files.
std::vector<std::string> referenceFens();

// perft(fen, depth) for every FEN, spread over `threads` worker threads (0: one per hardware
// thread, at least 2). An unparsable FEN yields UINT64_MAX so that the caller's check fails.
// Boost.Test assertions are not thread-safe: compare the results on the calling thread.
std::vector<std::uint64_t> parallelPerft(const std::vector<std::string>& fens, int depth,
                                         unsigned threads = 0);

struct CliResult {
  int exitCode = -1;
  std::string out;
  std::string err;
};

// Runs the chess960 CLI (CHESS960_CLI_PATH) with these arguments, no shell involved, and
// captures stdout, stderr and the exit code (-1 if it did not exit normally).
CliResult runCli(const std::vector<std::string>& args);

// A made-up table of start evaluations in its canonical form (start_evaluations.h), for tests
// that must not change with the table the repository ships: start n scores (37n mod 121) - 60
// centipawns, but every 97th start from 5 (5, 102, ...) is a mate in 7 for White.
inline std::string madeUpEvaluationRows() {
  std::string rows;
  for (int n = 0; n < 960; ++n) {
    const std::string score = n % 97 == 5 ? "mate 7" : "cp " + std::to_string(37 * n % 121 - 60);
    rows += std::to_string(n) + " " + score + " 100 800 100 20 a2a3\n";
  }
  return rows;
}

// Splits text into lines (without the newline characters); a trailing newline adds no line.
std::vector<std::string> splitLines(const std::string& text);
// Splits on runs of spaces.
std::vector<std::string> splitWords(const std::string& text);

}  // namespace chess960::test
