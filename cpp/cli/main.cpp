// The chess960 command: argument parsing and printing only; the rules live in the library.
//   chess960 perft <depth> [<fen>]      divide by move, then "Nodes searched: N"
//   chess960 divide <depth> [<fen>] [moves <uci>...]   the same with SAN, after the moves given
//   chess960 moves [<fen>]              legal moves in UCI on one line
//   chess960 startpos <n>               FEN of start position n (0-959)
//   chess960 fen <fen> [--shredder]     the FEN normalised
//   chess960 --help                     the commands
//   chess960 pgn [FILE|-] [options]     every game read and replayed (pgn_command.cpp)
//   chess960 draw --seed TEXT --rounds N [options]   a tournament draw (draw_command.cpp)
// Exit codes: 0 ok, 1 invalid FEN or illegal move (pgn: a bad game; draw: a mismatch with the
// announcement), 2 bad arguments.
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/perft.h"
#include "chess960/san.h"
#include "chess960/start_positions.h"
#include "chess960/uci.h"
#include "draw_command.h"
#include "pgn_command.h"

namespace {

// perft and divide take depths 1 to this (deeper would run for days).
constexpr int MAX_PERFT_DEPTH = 20;

constexpr const char* USAGE =
    "usage: chess960 perft <depth> [<fen>] | divide <depth> [<fen>] [moves <uci>...] | moves [<fen>] | "
    "startpos <n> | fen <fen> [--shredder] | pgn [FILE|-] [--fen | --uci | --fens] [--jobs N] | "
    "draw --seed TEXT --rounds N [...] | draw --announcement FILE [...] | --help";

constexpr const char* HELP =
    "chess960: the rules of Chess960 (FIDE Laws, Guidelines II)\n"
    "\n"
    "  chess960 perft <depth> [<fen>]     one \"move: count\" line per legal move (UCI, castling as\n"
    "                                     king takes rook), a blank line, \"Nodes searched: N\"\n"
    "  chess960 divide <depth> [<fen>] [moves <uci>...]\n"
    "                                     the same as \"move san count\" lines, in the position\n"
    "                                     reached by the moves given\n"
    "  chess960 moves [<fen>]             the legal moves in UCI on one line\n"
    "  chess960 startpos <n>              the FEN of start position n (0-959; 518 = standard chess)\n"
    "  chess960 fen <fen> [--shredder]    the FEN normalised (X-FEN, or Shredder-FEN)\n"
    "  chess960 pgn [FILE|-] [--fen | --uci | --fens] [--jobs N]\n"
    "                                     read and replay every game of a PGN file or stdin: a\n"
    "                                     summary, or per game the final FEN, the UCI moves or a FEN\n"
    "                                     per ply (--jobs: threads of the native build)\n"
    "  chess960 draw --seed TEXT [--public TEXT] --rounds N [--subset NAME] [--exclude 518,534]\n"
    "                [--allow-repeats] [--double] [--max-score N] [--public-source TEXT]\n"
    "                                     a tournament draw (chess960-draw-v2): \"commitment <hex>\",\n"
    "                                     then \"round <r> <number> <fen>\" per round (--double:\n"
    "                                     \"round <r> <white> <black> <fen>\"); subsets chess960,\n"
    "                                     chess18, chess90, chess870; no repeats unless allowed;\n"
    "                                     --max-score: only engine-balanced starts, |score| <= N\n"
    "                                     centipawns in the table compiled in\n"
    "                [--announce | --record] [--algorithm chess960-draw-v1]\n"
    "                                     instead of the draw, the announcement to publish before\n"
    "                                     the event, or the organiser's record (with the seed);\n"
    "                                     v2 commits to the seed and every option, v1 to the seed\n"
    "  chess960 draw --announcement FILE|- [--seed TEXT] [--public TEXT]\n"
    "                                     check a revealed seed and public value against an\n"
    "                                     announcement (or record), then draw its rounds\n"
    "  chess960 --help                    this text\n"
    "  npx chess960 check-engine -- <engine> [<args>...]\n"
    "                                     (npm package only) compare a UCI engine's perft with ours\n"
    "\n"
    "Without a FEN: the standard start position. Depth: 1 to ";  // MAX_PERFT_DEPTH, then HELP_END
constexpr const char* HELP_END =
    ".\nExit codes: 0 ok, 1 invalid FEN, illegal move or a draw that does not match its\n"
    "announcement, 2 bad arguments.\n";

int usageError(const std::string& message) {
  std::cerr << "chess960: " << message << " (" << USAGE << ")\n";
  return 2;
}

bool parseInt(std::string_view text, int& value) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc() && end == text.data() + text.size();
}

// The depth argument of perft and divide (args[1]).
bool readDepth(const std::vector<std::string>& args, int& depth) {
  return args.size() >= 2 && parseInt(args[1], depth) && depth >= 1 && depth <= MAX_PERFT_DEPTH;
}

// The FEN may come as one quoted argument or spread over several.
std::string joinFen(const std::vector<std::string>& args, std::size_t first) {
  std::string fen;
  for (std::size_t i = first; i < args.size(); ++i) {
    if (!fen.empty()) fen += ' ';
    fen += args[i];
  }
  return fen.empty() ? std::string(chess960::STANDARD_FEN) : fen;
}

// Plays UCI moves (castling as king takes rook, or the king's move where unambiguous).
bool playMoves(const std::vector<std::string>& moves, chess960::Position& pos) {
  for (const auto& text : moves) {
    auto move = chess960::parseUci(pos, text);  // legal moves only
    if (!move) {
      std::cerr << "chess960: " << move.error().message << "\n";
      return false;
    }
    pos.play(*move);
  }
  return true;
}

bool loadPosition(const std::string& fen, chess960::Position& pos) {
  auto parsed = chess960::parseFen(fen);
  if (!parsed) {
    std::cerr << "chess960: invalid FEN: " << parsed.error().message << "\n";
    return false;
  }
  pos = *parsed;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace chess960;
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return usageError("missing command");
  const std::string& command = args[0];
  Position pos = Position::standard();

  if (command == "perft") {
    int depth = 0;
    if (!readDepth(args, depth))
      return usageError("perft needs a depth from 1 to " + std::to_string(MAX_PERFT_DEPTH));
    if (!loadPosition(joinFen(args, 2), pos)) return 1;
    std::uint64_t total = 0;
    std::string out;
    for (auto& [move, nodes] : divide(pos, depth)) {
      out += toUci(move) + ": " + std::to_string(nodes) + "\n";
      total += nodes;
    }
    std::cout << out << "\nNodes searched: " << total << "\n";
    return 0;
  }
  if (command == "divide") {
    int depth = 0;
    if (!readDepth(args, depth))
      return usageError("divide needs a depth from 1 to " + std::to_string(MAX_PERFT_DEPTH));
    std::size_t movesAt = 2;
    while (movesAt < args.size() && args[movesAt] != "moves") ++movesAt;
    const std::vector<std::string> fenArgs(args.begin(), args.begin() + std::ptrdiff_t(movesAt));
    const std::vector<std::string> moves(args.begin() + std::ptrdiff_t(std::min(movesAt + 1, args.size())),
                                         args.end());
    if (!loadPosition(joinFen(fenArgs, 2), pos) || !playMoves(moves, pos)) return 1;
    std::uint64_t total = 0;
    std::string out;
    for (auto& [move, nodes] : divide(pos, depth)) {
      out += toUci(move) + " " + toSan(pos, move) + " " + std::to_string(nodes) + "\n";
      total += nodes;
    }
    std::cout << out << "\nNodes searched: " << total << "\n";
    return 0;
  }
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << HELP << MAX_PERFT_DEPTH << HELP_END;
    return 0;
  }
  if (command == "moves") {
    if (!loadPosition(joinFen(args, 1), pos)) return 1;
    std::string line;
    for (Move m : legalMoves(pos)) {
      if (!line.empty()) line += ' ';
      line += toUci(m);
    }
    std::cout << line << "\n";
    return 0;
  }
  if (command == "startpos") {
    int number = 0;
    if (args.size() != 2 || !parseInt(args[1], number)) return usageError("startpos needs one number");
    auto start = startPosition(number);
    if (!start) return usageError(start.error().message);
    std::cout << toFen(*start) << "\n";
    return 0;
  }
  if (command == "fen") {
    bool shredder = false;
    std::vector<std::string> fenArgs{args[0]};
    for (std::size_t i = 1; i < args.size(); ++i) {
      if (args[i] == "--shredder")
        shredder = true;
      else
        fenArgs.push_back(args[i]);
    }
    if (fenArgs.size() < 2) return usageError("fen needs a FEN");
    if (!loadPosition(joinFen(fenArgs, 1), pos)) return 1;
    std::cout << toFen(pos, shredder ? CastlingNotation::SHREDDER : CastlingNotation::XFEN) << "\n";
    return 0;
  }
  if (command == "pgn") return cli::runPgnCommand(std::vector<std::string>(args.begin() + 1, args.end()));
  if (command == "draw") return cli::runDrawCommand(std::vector<std::string>(args.begin() + 1, args.end()));
  return usageError("unknown command '" + command + "'");
}
