// `chess960 pgn [FILE|-] [--fen | --uci | --fens] [--jobs N]`: reads every game of a PGN file,
// replays every move (variations too), and prints a summary; see pgn_command.cpp.
#pragma once

#include <string>
#include <vector>

namespace chess960::cli {

// `args` are the words after "pgn". Returns the exit code.
int runPgnCommand(const std::vector<std::string>& args);

}  // namespace chess960::cli
