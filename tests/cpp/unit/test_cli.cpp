// The chess960 command-line tool, run as a separate process: commands, output formats, exit codes.
#include <unistd.h>

#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "chess960/draw_announcement.h"
#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/perft.h"
#include "chess960/san.h"
#include "chess960/start_evaluation_table.h"
#include "chess960/start_positions.h"
#include "chess960/tournament_draw.h"
#include "chess960/uci.h"
#include "support.h"

using namespace chess960;
using test::CliResult;
using test::runCli;

namespace {

const std::string FOOLS_MATE = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
const std::string CASTLES = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

void checkOk(const CliResult& r, const std::string& what) {
  BOOST_TEST(r.exitCode == 0, what << ": " << r.err);
  BOOST_TEST(r.err.empty(), what);
}

// Exit code `code`, nothing on stdout, exactly one line on stderr starting "chess960: ".
void checkFails(const std::vector<std::string>& args, int code, const std::string& mentions) {
  std::string what;
  for (const auto& a : args) what += "[" + a + "]";
  const CliResult r = runCli(args);
  BOOST_TEST(r.exitCode == code, what << " exit " << r.exitCode << ", stderr: " << r.err);
  BOOST_TEST(r.out.empty(), what << " stdout: " << r.out);
  const auto lines = test::splitLines(r.err);
  BOOST_TEST(lines.size() == 1u, what << " stderr: " << r.err);
  BOOST_TEST((!r.err.empty() && r.err.back() == '\n'), what);
  BOOST_TEST(r.err.rfind("chess960: ", 0) == 0u, what << " stderr: " << r.err);
  BOOST_TEST(r.err.find(mentions) != std::string::npos,
             what << " stderr '" << r.err << "' should mention '" << mentions << "'");
}

std::set<std::string> legalUci(const std::string& fen) {
  std::set<std::string> moves;
  for (Move m : legalMoves(*parseFen(fen))) moves.insert(toUci(m));
  return moves;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(cli)

BOOST_AUTO_TEST_CASE(perft_output_format) {
  const CliResult r = runCli({"perft", "2"});
  checkOk(r, "perft 2");
  const auto lines = test::splitLines(r.out);
  BOOST_TEST_REQUIRE(lines.size() == 22u, r.out);  // 20 moves, a blank line, the total
  const std::regex divideLine("([a-h][1-8][a-h][1-8][nbrq]?): ([0-9]+)");
  std::set<std::string> moves;
  for (std::size_t i = 0; i < 20; ++i) {
    std::smatch match;
    BOOST_TEST_REQUIRE(std::regex_match(lines[i], match, divideLine), "line '" << lines[i] << "'");
    moves.insert(match[1]);
    BOOST_TEST(match[2] == "20", lines[i]);
  }
  BOOST_TEST((moves == legalUci(std::string(STANDARD_FEN))));
  BOOST_TEST(lines[20].empty());
  BOOST_TEST(lines[21] == "Nodes searched: 400");
  BOOST_TEST(r.out.back() == '\n');

  // Depth 1: every line counts 1.
  const CliResult one = runCli({"perft", "1", CASTLES});
  checkOk(one, "perft 1");
  const auto oneLines = test::splitLines(one.out);
  BOOST_TEST_REQUIRE(oneLines.size() == 28u, one.out);
  for (std::size_t i = 0; i < 26; ++i) BOOST_TEST(oneLines[i].substr(4) == ": 1", oneLines[i]);
  BOOST_TEST(one.out.find("\ne1h1: 1\n") != std::string::npos, "castling shows as king takes rook");
  BOOST_TEST(one.out.find("\ne1a1: 1\n") != std::string::npos);
  BOOST_TEST(oneLines.back() == "Nodes searched: 26");

  // Lines follow the engine's divide() order.
  const Position pos = *parseFen(CASTLES);
  const auto parts = divide(pos, 1);
  BOOST_TEST_REQUIRE(parts.size() == 26u);
  for (std::size_t i = 0; i < parts.size(); ++i) BOOST_TEST(oneLines[i] == toUci(parts[i].first) + ": 1");
}

BOOST_AUTO_TEST_CASE(perft_reference_counts) {
  const auto& cases = test::trickyPerftCases();
  for (const auto& c : cases) {
    const auto depth = c.depths.back().first > 3 ? 3 : c.depths.back().first;
    const CliResult r = runCli({"perft", std::to_string(depth), c.fen});
    checkOk(r, c.id);
    const auto lines = test::splitLines(r.out);
    BOOST_TEST_REQUIRE(!lines.empty());
    BOOST_TEST(lines.back() == "Nodes searched: " + std::to_string(c.nodesAt(depth)), c.id);
  }
  // Mate: no divide lines, total 0.
  const CliResult mate = runCli({"perft", "3", FOOLS_MATE});
  checkOk(mate, "perft on mate");
  BOOST_TEST(mate.out == "\nNodes searched: 0\n");
}

BOOST_AUTO_TEST_CASE(divide_output_format) {
  // "uci san count" lines in divide() order, a blank line, the total.
  const CliResult r = runCli({"divide", "2", CASTLES});
  checkOk(r, "divide 2");
  const Position pos = *parseFen(CASTLES);
  std::string expected;
  std::uint64_t total = 0;
  for (auto& [move, nodes] : divide(pos, 2)) {
    expected += toUci(move) + " " + toSan(pos, move) + " " + std::to_string(nodes) + "\n";
    total += nodes;
  }
  BOOST_TEST(r.out == expected + "\nNodes searched: " + std::to_string(total) + "\n");
  BOOST_TEST(r.out.find("\ne1h1 O-O ") != std::string::npos, "castling: king takes rook, and O-O");
  BOOST_TEST(r.out.find("\ne1a1 O-O-O ") != std::string::npos);

  // After moves (king takes rook, or the king's destination), the FEN spread over arguments.
  std::vector<std::string> args{"divide", "1"};
  for (const auto& w : test::splitWords(CASTLES)) args.push_back(w);
  for (const char* m : {"moves", "e1g1", "e8a8"}) args.emplace_back(m);
  const CliResult after = runCli(args);
  checkOk(after, "divide after moves");
  Position played = pos;
  played.play(*parseUci(played, "e1h1"));
  played.play(*parseUci(played, "e8a8"));
  BOOST_TEST(test::splitLines(after.out).back() == "Nodes searched: " + std::to_string(perft(played, 1)));
  BOOST_TEST(runCli({"divide", "1", "moves", "e2e4"}).out.find("\ng8f6 Nf6 1\n") != std::string::npos);
  // Mate: no lines, total 0.
  BOOST_TEST(runCli({"divide", "2", FOOLS_MATE}).out == "\nNodes searched: 0\n");
}

BOOST_AUTO_TEST_CASE(help_lists_the_commands) {
  const CliResult r = runCli({"--help"});
  checkOk(r, "--help");
  for (const char* command :
       {"perft", "divide", "moves", "startpos", "fen", "pgn", "draw", "check-engine", "Exit codes"})
    BOOST_TEST(r.out.find(command) != std::string::npos, command);
  BOOST_TEST(runCli({"-h"}).out == r.out);
  BOOST_TEST(runCli({"help"}).out == r.out);
}

BOOST_AUTO_TEST_CASE(moves_output_format) {
  const CliResult r = runCli({"moves"});
  checkOk(r, "moves");
  BOOST_TEST_REQUIRE(test::splitLines(r.out).size() == 1u, r.out);
  BOOST_TEST(r.out.back() == '\n');
  BOOST_TEST(r.out.find("  ") == std::string::npos, "single spaces");
  BOOST_TEST(r.out.front() != ' ');
  BOOST_TEST(r.out[r.out.size() - 2] != ' ');
  const auto words = test::splitWords(r.out);
  BOOST_TEST(words.size() == 20u);
  BOOST_TEST((std::set<std::string>(words.begin(), words.end()) == legalUci(std::string(STANDARD_FEN))));

  // Chess960 castling in king-takes-rook form: BQNBRKRN, O-O on move one is f1g1.
  const std::string start960 = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1";
  const CliResult c = runCli({"moves", start960});
  checkOk(c, "moves 960");
  const auto moves960 = test::splitWords(c.out);
  BOOST_TEST((std::set<std::string>(moves960.begin(), moves960.end()) == legalUci(start960)));
  BOOST_TEST((std::set<std::string>(moves960.begin(), moves960.end()).count("f1g1") == 1u));

  // The move list follows legalMoves() order, and a FEN may be spread over several arguments.
  std::vector<std::string> args{"moves"};
  for (const auto& w : test::splitWords(CASTLES)) args.push_back(w);
  const CliResult spread = runCli(args);
  checkOk(spread, "moves spread");
  std::string expected;
  for (Move m : legalMoves(*parseFen(CASTLES))) expected += (expected.empty() ? "" : " ") + toUci(m);
  BOOST_TEST(spread.out == expected + "\n");

  // Mate and stalemate: an empty line.
  const CliResult mate = runCli({"moves", FOOLS_MATE});
  checkOk(mate, "moves mate");
  BOOST_TEST(mate.out == "\n");
  const CliResult stalemate = runCli({"moves", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"});
  checkOk(stalemate, "moves stalemate");
  BOOST_TEST(stalemate.out == "\n");
}

BOOST_AUTO_TEST_CASE(startpos_prints_fen) {
  for (int n : {0, 1, 518, 700, 959}) {
    const CliResult r = runCli({"startpos", std::to_string(n)});
    checkOk(r, "startpos " + std::to_string(n));
    BOOST_TEST(r.out == toFen(*startPosition(n)) + "\n", n);
  }
  BOOST_TEST(runCli({"startpos", "518"}).out == std::string(STANDARD_FEN) + "\n");
  BOOST_TEST(runCli({"startpos", "0"}).out == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\n");
}

BOOST_AUTO_TEST_CASE(fen_normalises) {
  auto fen = [](std::vector<std::string> args) {
    args.insert(args.begin(), "fen");
    const CliResult r = runCli(args);
    checkOk(r, "fen " + args[1]);
    BOOST_TEST(test::splitLines(r.out).size() == 1u);
    return r.out;
  };
  // Four fields get the clocks; Shredder letters become X-FEN; a useless en-passant square goes.
  BOOST_TEST(fen({"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha -"}) ==
             std::string(STANDARD_FEN) + "\n");
  BOOST_TEST(fen({"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"}) ==
             "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n");
  BOOST_TEST(fen({"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 3 9"}) ==
             "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 3 9\n");
  // --shredder, before or after the FEN.
  BOOST_TEST(fen({"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1", "--shredder"}) ==
             "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\n");
  BOOST_TEST(fen({"--shredder", std::string(STANDARD_FEN)}) ==
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\n");
  // Inner rooks keep their file letters in X-FEN.
  BOOST_TEST(fen({"rr2k1rr/8/8/8/8/8/8/RR2K1RR w BGbg - 0 1"}) ==
             "rr2k1rr/8/8/8/8/8/8/RR2K1RR w GBgb - 0 1\n");
  // The FEN spread over arguments.
  BOOST_TEST(fen({"4k3/8/8/8/8/8/8/4K3", "b", "-", "-", "7", "40"}) == "4k3/8/8/8/8/8/8/4K3 b - - 7 40\n");
  // Every reference FEN comes back as the library writes it.
  const auto& cases = test::chess960PerftCases();
  for (std::size_t i = 0; i < cases.size(); i += 120) {
    BOOST_TEST(fen({cases[i].fen}) == toFen(*parseFen(cases[i].fen)) + "\n");
    BOOST_TEST(fen({cases[i].fen, "--shredder"}) ==
               toFen(*parseFen(cases[i].fen), CastlingNotation::SHREDDER) + "\n");
  }
}

BOOST_AUTO_TEST_CASE(invalid_fen_exits_1) {
  checkFails({"fen", "garbage"}, 1, "invalid FEN");
  checkFails({"fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"}, 1, "'X'");
  checkFails({"fen", "8/8/8/8/8/8/8/K7 w - - 0 1"}, 1, "kings");
  checkFails({"fen", "k6R/8/8/8/8/8/8/K7 w - - 0 1", "--shredder"}, 1, "in check");
  checkFails({"moves", "4k3/8/8/8/8/8/8/4K3 w K - 0 1"}, 1, "invalid FEN");
  checkFails({"perft", "2", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"}, 1, "invalid FEN");
  checkFails({"perft", "1", "4k3/8/8/8/8/8/8/4K3 w - - 0 0"}, 1, "fullmove");
  checkFails({"divide", "1", "moves", "e2e5"}, 1, "illegal move e2e5");
  checkFails({"divide", "1", "moves", "O-O"}, 1, "not a UCI move");
  checkFails({"divide", "1", "garbage", "moves", "e2e4"}, 1, "invalid FEN");
}

BOOST_AUTO_TEST_CASE(bad_arguments_exit_2) {
  checkFails({}, 2, "usage");
  checkFails({"foo"}, 2, "unknown command 'foo'");
  checkFails({"PERFT", "1"}, 2, "unknown command");
  checkFails({"perft"}, 2, "depth");
  checkFails({"perft", "x"}, 2, "depth");
  checkFails({"perft", "3x"}, 2, "depth");
  checkFails({"perft", "0"}, 2, "depth");
  checkFails({"perft", "-1"}, 2, "depth");
  checkFails({"perft", "21"}, 2, "depth");
  checkFails({"divide"}, 2, "divide needs a depth");
  checkFails({"divide", "0", "moves", "e2e4"}, 2, "depth");
  checkFails({"startpos"}, 2, "usage");
  checkFails({"startpos", "960"}, 2, "960");
  checkFails({"startpos", "-1"}, 2, "-1");
  checkFails({"startpos", "abc"}, 2, "usage");
  checkFails({"startpos", "1", "2"}, 2, "usage");
  checkFails({"fen"}, 2, "usage");
  checkFails({"fen", "--shredder"}, 2, "usage");
}

// ---- chess960 pgn ----

namespace {

std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// A file in the system's temporary directory holding `text`; removed at the end of the test.
struct TempFile {
  std::string path;
  explicit TempFile(const std::string& text) {
    static int counter = 0;
    path = (std::filesystem::temp_directory_path() /
            ("chess960-cli-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + ".pgn"))
               .string();
    std::ofstream(path, std::ios::binary) << text;
  }
  ~TempFile() { std::filesystem::remove(path); }
};

const std::string CUTECHESS_FINAL_FENS[] = {
    "8/p7/P7/7K/4bk2/8/7r/8 w - - 14 61", "8/2Q5/2k5/pN3R2/1p6/1PP5/PK6/8 b - - 6 50",
    "1k5r/pr6/8/4qbpK/8/P3bR1P/6P1/8 w - - 1 36", "2R3k1/4Q3/7p/8/5Pp1/6P1/7P/7K b - - 2 54"};

}  // namespace

BOOST_AUTO_TEST_CASE(pgn_summary_of_the_cutechess_file) {
  const CliResult r = runCli({"pgn", test::dataPath("cutechess-fischerrandom.pgn")});
  checkOk(r, "pgn");
  BOOST_TEST(r.out == "games: 4\nplies: 396\nerrors: 0\n");
}

BOOST_AUTO_TEST_CASE(pgn_per_game_output) {
  const std::string file = test::dataPath("cutechess-fischerrandom.pgn");
  const CliResult fen = runCli({"pgn", file, "--fen"});
  BOOST_TEST(fen.exitCode == 0);
  BOOST_TEST(test::splitLines(fen.out) ==
             std::vector<std::string>(std::begin(CUTECHESS_FINAL_FENS), std::end(CUTECHESS_FINAL_FENS)));
  BOOST_TEST(fen.err == "games: 4\nplies: 396\nerrors: 0\n");  // the summary moves to stderr

  const CliResult uci = runCli({"pgn", "--uci", file});
  const auto lines = test::splitLines(uci.out);
  BOOST_TEST_REQUIRE(lines.size() == 4u);
  const auto first = test::splitWords(lines[0]);
  BOOST_TEST(first.size() == 120u);
  BOOST_TEST(first[17] == "e8g8");  // 9... O-O: the king takes its rook
  // Replaying the UCI moves from the start reaches the final FEN.
  Position pos = test::load("nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1");
  for (const std::string& m : first) {
    auto move = parseUci(pos, m);
    BOOST_TEST_REQUIRE(move.ok(), m);
    pos.play(*move);
  }
  BOOST_TEST(toFen(pos) == CUTECHESS_FINAL_FENS[0]);

  const CliResult fens = runCli({"pgn", file, "--fens"});
  const auto all = test::splitLines(fens.out);
  BOOST_TEST(all.size() == 396u + 4u * 2u);  // each game: its start, one FEN per ply, an empty line
  BOOST_TEST(all[0] == "nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1");
  BOOST_TEST(all[120] == CUTECHESS_FINAL_FENS[0]);
  BOOST_TEST(all[121].empty());
  for (std::size_t i = 0; i < all.size(); ++i)
    if (!all[i].empty()) BOOST_TEST(parseFen(all[i]).ok(), all[i]);
}

BOOST_AUTO_TEST_CASE(pgn_bad_games_are_reported_with_their_place_and_skipped) {
  const TempFile file(
      "[Event \"good\"]\n\n1. e4 e5 *\n\n[Event \"bad\"]\n\n1. e4 e5\n2. Nf3 Nc6 3. Bb5 a6\n"
      "4. Ba4 Ke7 5. Kd2 *\n\n[Variant \"Atomic\"]\n\n1. e4 *\n\n[Event \"good again\"]\n\n1. d4 *\n");
  const CliResult r = runCli({"pgn", file.path, "--fen"});
  BOOST_TEST(r.exitCode == 1);
  BOOST_TEST(test::splitLines(r.out) ==
             (std::vector<std::string>{"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                                       "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"}));
  const auto err = test::splitLines(r.err);
  BOOST_TEST_REQUIRE(err.size() == 5u, r.err);
  BOOST_TEST(err[0].rfind("chess960: game 2, line 9, column 15: move 5 (White): illegal move Kd2", 0) == 0u,
             err[0]);
  BOOST_TEST(err[1].rfind("chess960: game 3, line 11, column 1: variant 'Atomic' is not supported", 0) == 0u,
             err[1]);
  BOOST_TEST(err[2] == "games: 4");
  BOOST_TEST(err[4] == "errors: 2");
}

BOOST_AUTO_TEST_CASE(pgn_jobs_keep_the_order_and_the_counts) {
  const std::string cutechess = readText(test::dataPath("cutechess-fischerrandom.pgn"));
  std::string text;
  for (int i = 0; i < 150; ++i) {
    text += cutechess + "\n";
    if (i % 37 == 5) text += "[Event \"broken " + std::to_string(i) + "\"]\n\n1. e4 e5 2. Ke3 *\n\n";
    if (i % 53 == 7) text += "[Event \"huge comment\"]\n\n1. e4 {" + std::string(2000000, 'z') + "} *\n\n";
  }
  const TempFile file(text);
  const CliResult one = runCli({"pgn", file.path, "--uci"});
  BOOST_TEST(one.exitCode == 1);
  BOOST_TEST(test::splitLines(one.out).size() == 600u);
  for (const char* jobs : {"2", "3"}) {
    const CliResult many = runCli({"pgn", file.path, "--uci", "--jobs", jobs});
    BOOST_TEST(many.exitCode == 1);
    BOOST_TEST(many.out == one.out, "--jobs " << jobs);
    BOOST_TEST(many.err == one.err, "--jobs " << jobs);
  }
  BOOST_TEST(one.err.find("errors: 7") != std::string::npos, one.err);
  BOOST_TEST(one.err.find("comment longer than 1048576 bytes") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(pgn_bad_arguments) {
  checkFails({"pgn", "--jobs", "0"}, 2, "--jobs");
  checkFails({"pgn", "--jobs"}, 2, "--jobs");
  checkFails({"pgn", "--jobs", "x"}, 2, "--jobs");
  checkFails({"pgn", "--fen", "--uci"}, 2, "one of");
  checkFails({"pgn", "--nonsense"}, 2, "--nonsense");
  checkFails({"pgn", "a.pgn", "b.pgn"}, 2, "b.pgn");
  checkFails({"pgn", "/nonexistent/games.pgn"}, 2, "cannot open /nonexistent/games.pgn");
}

// ---- chess960 draw ----

// The numbers are test_tournament_draw.cpp's vectors (worked out with python3's hashlib).
BOOST_AUTO_TEST_CASE(draw_prints_the_commitment_then_a_line_per_round) {
  const std::string rounds = "round 1 377 " + toFen(*startPosition(377)) + "\n" + "round 2 128 " +
                             toFen(*startPosition(128)) + "\n" + "round 3 28 " + toFen(*startPosition(28)) +
                             "\n";
  const CliResult r =
      runCli({"draw", "--seed", "Hastings 2026", "--rounds", "3", "--algorithm", "chess960-draw-v1"});
  checkOk(r, "draw --algorithm chess960-draw-v1");
  BOOST_TEST(r.out ==
             "commitment 98c0b21652bd2ca4d64c6c4968e24ad3c9583b5c890351c4358134466bcc990a\n" + rounds);
  // v2, the default: the same rounds; the commitment covers the options too.
  DrawOptions options;
  options.seed = "Hastings 2026";
  options.rounds = 3;
  const CliResult v2 = runCli({"draw", "--seed", "Hastings 2026", "--rounds", "3"});
  checkOk(v2, "draw");
  BOOST_TEST(v2.out == "commitment " + drawStarts(options)->commitment + "\n" + rounds);
  const CliResult d = runCli({"draw", "--double", "--rounds", "2", "--seed", "Hastings 2026"});
  checkOk(d, "draw --double");
  const auto lines = test::splitLines(d.out);
  BOOST_TEST_REQUIRE(lines.size() == 3u);
  BOOST_TEST(lines[1] == "round 1 377 842 " + toFen(*startPosition(377, 842)));
  BOOST_TEST(lines[2] == "round 2 128 345 " + toFen(*startPosition(128, 345)));
  const CliResult p = runCli({"draw", "--seed", "Hastings 2026", "--public", "3-6-1-4-2", "--rounds", "2"});
  BOOST_TEST(test::splitLines(p.out)[1].rfind("round 1 311 ", 0) == 0u, p.out);
  const CliResult s =
      runCli({"draw", "--seed", "Hastings 2026", "--rounds", "4", "--subset", "chess18", "--exclude", "518"});
  BOOST_TEST(test::splitLines(s.out)[4].rfind("round 4 533 ", 0) == 0u, s.out);
  const CliResult a =
      runCli({"draw", "--seed", "a", "--rounds", "6", "--subset", "chess18", "--allow-repeats"});
  BOOST_TEST(test::splitLines(a.out)[5].rfind("round 5 524 ", 0) == 0u, a.out);
}

BOOST_AUTO_TEST_CASE(draw_bad_arguments) {
  checkFails({"draw"}, 2, "draw needs --seed TEXT");
  checkFails({"draw", "--seed", "x"}, 2, "draw needs --rounds N");
  checkFails({"draw", "--rounds", "3"}, 2, "draw needs --seed TEXT");
  checkFails({"draw", "--seed"}, 2, "--seed needs a value");
  checkFails({"draw", "--seed", "x", "--rounds"}, 2, "--rounds needs a value");
  checkFails({"draw", "--seed", "x", "--rounds", "three"}, 2, "--rounds needs a number from 1 to 1000");
  checkFails({"draw", "--seed", "x", "--rounds", "0"}, 2, "rounds is 0; a draw has 1 to 1000 rounds");
  checkFails({"draw", "--seed", "x", "--rounds", "1001"}, 2, "rounds is 1001");
  checkFails({"draw", "--seed", "", "--rounds", "1"}, 2, "the seed is empty");
  checkFails({"draw", "--seed", std::string(257, 's'), "--rounds", "1"}, 2, "the seed is 257 bytes of UTF-8");
  checkFails({"draw", "--seed", "x", "--public", std::string(300, 'p'), "--rounds", "1"}, 2,
             "the public value is 300 bytes");
  checkFails({"draw", "--seed", "x", "--rounds", "1", "--subset", "chess961"}, 2,
             "--subset takes chess960, chess18");
  checkFails({"draw", "--seed", "x", "--rounds", "1", "--exclude", "518,"}, 2,
             "--exclude takes start numbers");
  checkFails({"draw", "--seed", "x", "--rounds", "1", "--exclude", "518, 534"}, 2,
             "--exclude takes start numbers");
  checkFails({"draw", "--seed", "x", "--rounds", "1", "--exclude", "-1"}, 2, "--exclude takes start numbers");
  checkFails({"draw", "--seed", "x", "--rounds", "1", "--exclude", "960"}, 2,
             "excluded start number 960 is out of range");
  checkFails({"draw", "--seed", "x", "--rounds", "19", "--subset", "chess18"}, 2,
             "19 rounds without repeats need 19 starts; the pool holds 18");
  checkFails({"draw", "--seed", "x", "--rounds", "1", "--subset", "chess18", "--exclude",
              "446,454,460,461,502,508,509,518,524,525,532,533,548,549,414,430,692,693"},
             2, "the pool is empty: every start of chess18 is excluded");
  checkFails({"draw", "--seed", "x", "--seed", "y", "--rounds", "1"}, 2, "--seed given twice");
  checkFails({"draw", "--seed", "x", "--rounds", "1", "--repeats"}, 2, "unexpected argument '--repeats'");
}

// The announcement written, and read back to check a revealed seed (draw_announcement.h).
BOOST_AUTO_TEST_CASE(draw_announce_then_check_the_reveal_against_it) {
  const std::vector<std::string> options = {"draw",      "--seed",  "Hastings 2026", "--rounds",        "3",
                                            "--exclude", "534,518", "--algorithm",   "chess960-draw-v1"};
  auto with = [&](std::vector<std::string> more) {
    std::vector<std::string> args = options;
    args.insert(args.end(), more.begin(), more.end());
    return args;
  };
  const CliResult announce = runCli(with({"--announce", "--public-source", "five die rolls"}));
  checkOk(announce, "draw --announce");
  BOOST_TEST(announce.out ==
             "algorithm: chess960-draw-v1\n"
             "commitment: 98c0b21652bd2ca4d64c6c4968e24ad3c9583b5c890351c4358134466bcc990a\n"
             "rounds: 3\npool: chess960\nexcluded: 518, 534\nrepeats: no\ndouble chess960: no\n"
             "public value: five die rolls\n");
  const CliResult record = runCli(with({"--record"}));
  checkOk(record, "draw --record");
  BOOST_TEST(record.out.find("public value: none\nseed: Hastings 2026\n") != std::string::npos, record.out);

  const TempFile published(announce.out);
  const CliResult right =
      runCli({"draw", "--announcement", published.path, "--seed", "Hastings 2026", "--public", "3-6-1-4-2"});
  checkOk(right, "draw --announcement");
  const CliResult direct = runCli(with({"--public", "3-6-1-4-2"}));
  BOOST_TEST(right.out == "seed matches the commitment\npublic value as announced\n" + direct.out);

  const CliResult wrongSeed =
      runCli({"draw", "--announcement", published.path, "--seed", "Hastings", "--public", "1"});
  BOOST_TEST(wrongSeed.exitCode == 1);
  BOOST_TEST(wrongSeed.out == "seed does not match the commitment: its SHA-256 is " +
                                  *drawCommitment("Hastings") + "\npublic value as announced\n");
  const CliResult noPublic = runCli({"draw", "--announcement", published.path, "--seed", "Hastings 2026"});
  BOOST_TEST(noPublic.exitCode == 1);
  BOOST_TEST(noPublic.out ==
             "seed matches the commitment\npublic value missing: the announcement says it comes from five "
             "die rolls\n");
  // The record holds its seed; a public value the announcement does not name is a mismatch.
  const TempFile kept(record.out);
  const CliResult fromRecord = runCli({"draw", "--announcement", kept.path, "--public", "6"});
  BOOST_TEST(fromRecord.exitCode == 1);
  BOOST_TEST(fromRecord.out ==
             "seed matches the commitment\npublic value given, but the announcement names none\n");
  checkOk(runCli({"draw", "--announcement", kept.path}), "draw --announcement record");

  const TempFile garbled("algorithm: chess960-draw-v1\nrounds: seven\n");
  checkFails({"draw", "--announcement", garbled.path, "--seed", "x"}, 2,
             "is no draw announcement: line 2: \"rounds: seven\" where the announcement has commitment");
  checkFails({"draw", "--announcement", published.path, "--seed", "x", "--rounds", "3"}, 2,
             "the options come from the announcement");
  checkFails({"draw", "--announcement", published.path, "--seed", "x", "--double"}, 2,
             "the options come from the announcement");
  checkFails({"draw", "--announcement", published.path, "--record"}, 2,
             "--announcement reads an announcement");
  checkFails({"draw", "--announcement", published.path}, 2,
             "draw needs --seed TEXT (the announcement holds none)");
  checkFails({"draw", "--announcement", "/nonexistent/announcement.txt", "--seed", "x"}, 2, "cannot read");
  checkFails(with({"--announce", "--public", "3"}), 2, "the public value is drawn after the announcement");
  checkFails(with({"--announce", "--record"}), 2, "--announce or --record, not both");
  checkFails(with({"--public-source", "a die"}), 2, "--public-source goes with --announce or --record");
  checkFails(with({"--record", "--public-source", "a\nb"}), 2, "must be one line");
}

// An engine-balanced draw with the table compiled in: announced, re-derived by the library with
// the same table, checked after the reveal; the announcement edited, or naming another table, fails.
BOOST_AUTO_TEST_CASE(draw_with_a_band_announced_and_checked) {
  const std::vector<std::string> options = {"draw", "--seed",          "Hastings 2026", "--rounds",
                                            "5",    "--exclude",       "518",           "--max-score",
                                            "40",   "--public-source", "a die"};
  auto with = [&](std::vector<std::string> more) {
    std::vector<std::string> args = options;
    args.insert(args.end(), more.begin(), more.end());
    return args;
  };
  const StartEvaluationTable& table = startEvaluationTable();
  const CliResult announce = runCli(with({"--announce"}));
  checkOk(announce, "draw --max-score 40 --announce");
  BOOST_TEST(announce.out.find("max score: 40\nevaluations: " + table.evaluations.sha256 + "\n") !=
                 std::string::npos,
             announce.out);

  // The library with the same table draws the same rounds, all within the band.
  const int exclude[] = {518};
  DrawOptions library;
  library.seed = "Hastings 2026";
  library.publicValue = "4";
  library.rounds = 5;
  library.exclude = exclude;
  library.maxScore = 40;
  library.evaluations = &table.evaluations;
  library.publicSource = "a die";
  const auto drawn = drawStarts(library);
  BOOST_TEST_REQUIRE(drawn.ok());
  std::string expected = "commitment " + drawn->commitment + "\n";
  for (const DrawnStart& start : drawn->starts) {
    BOOST_TEST(isWithinScore(table.evaluations.rows[std::size_t(start.white)], 40), start.white);
    expected += "round " + std::to_string(start.round) + " " + std::to_string(start.white) + " " +
                toFen(*startPosition(start.white)) + "\n";
  }
  const CliResult direct = runCli(with({"--public", "4"}));
  checkOk(direct, "draw --max-score 40");
  BOOST_TEST(direct.out == expected);
  BOOST_TEST(announce.out.find("commitment: " + drawn->commitment + "\n") != std::string::npos);

  const TempFile published(announce.out);
  const CliResult right =
      runCli({"draw", "--announcement", published.path, "--seed", "Hastings 2026", "--public", "4"});
  checkOk(right, "draw --announcement (a band)");
  BOOST_TEST(right.out == "seed and options match the commitment\npublic value as announced\n" + expected);

  std::string edited = announce.out;
  edited.replace(edited.find("max score: 40"), 13, "max score: 60");
  const TempFile widened(edited);
  const CliResult wrong =
      runCli({"draw", "--announcement", widened.path, "--seed", "Hastings 2026", "--public", "4"});
  BOOST_TEST(wrong.exitCode == 1);
  BOOST_TEST(wrong.out.rfind("seed and options do not match the commitment: they give ", 0) == 0u, wrong.out);

  std::string otherTable = announce.out;
  const std::string sha = table.evaluations.sha256;
  otherTable.replace(otherTable.find(sha), 64, std::string(64, 'a'));
  const TempFile other(otherTable);
  const CliResult mismatch =
      runCli({"draw", "--announcement", other.path, "--seed", "Hastings 2026", "--public", "4"});
  BOOST_TEST(mismatch.exitCode == 1);
  BOOST_TEST(mismatch.out.empty());
  BOOST_TEST(mismatch.err.find("the announcement's band comes from the table of start evaluations " +
                               std::string(64, 'a') + "; the table given is " + sha) != std::string::npos,
             mismatch.err);

  checkFails(with({"--announce", "--algorithm", "chess960-draw-v1"}), 2, "a band needs chess960-draw-v2");
  checkFails({"draw", "--seed", "x", "--rounds", "1", "--max-score", "-1"}, 2,
             "--max-score needs a number of centipawns from 0 to 1000");
  checkFails({"draw", "--seed", "x", "--rounds", "1", "--max-score", "forty"}, 2,
             "--max-score needs a number");
  checkFails({"draw", "--seed", "x", "--rounds", "1", "--algorithm", "v3"}, 2, "--algorithm takes");
  checkFails({"draw", "--announcement", published.path, "--seed", "x", "--max-score", "40"}, 2,
             "the options come from the announcement");
}

BOOST_AUTO_TEST_SUITE_END()
