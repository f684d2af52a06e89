// The table of start evaluations this repository made and ships (scripts/evaluate-starts.mjs,
// from cpp/data/start_evaluations.json), compiled in: library chess960::start_evaluations, which
// the chess960 command links and the npm package's wasm for pages does not (the package hands
// its table over from the chess960/evaluations export instead).
#pragma once

#include <string_view>

#include "chess960/start_evaluations.h"

namespace chess960 {

struct StartEvaluationTable {
  std::string_view engine;       // the engine's `id name`, such as "Stockfish 15.1"
  std::string_view options;      // the UCI options it ran with, "UCI_Chess960 true, ..., Hash 64"
  long nodes;                    // searched per start (`go nodes N`)
  std::string_view date;         // when the table was made, YYYY-MM-DD
  std::string_view rows;         // the rows' canonical form (start_evaluations.h)
  StartEvaluations evaluations;  // the rows read, with their SHA-256
};

// The table, read from its text at the first call.
const StartEvaluationTable& startEvaluationTable();

}  // namespace chess960
