// An engine's evaluation of each of the 960 starts, as the engine-balanced draw keeps to it
// (tournament_draw.h: a band of |score|). The library reads a table as text and names it by
// its SHA-256, so that a draw can say which table it used and a check can refuse another one.
// The table this repository made and ships is start_evaluation_table.h's.
//
// The text (the table's canonical form, which its SHA-256 covers): one line per start, in
// Scharnagl order 0..959, single spaces, ASCII, each line ended by '\n':
//   <number> cp <centipawns> <win> <draw> <loss> <depth> <best move>
// with "mate <moves>" in place of "cp <centipawns>" for a mate the engine found (negative: Black
// mates); the score is White's (White moves first), win/draw/loss per mille from White's side,
// the best move in UCI with castling as king takes rook. For example "518 cp 21 26 968 6 29 e2e4".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "chess960/error.h"

namespace chess960 {

// A table's text is read up to this many bytes (a row is at most 45; the tables made here are
// about 25,000 in all).
inline constexpr std::size_t MAX_START_EVALUATIONS_BYTES = 65536;

struct StartEvaluation {
  int centipawns = 0;               // White's score; 0 when mate is set
  int mate = 0;                     // moves to a mate the engine found (negative: Black mates); 0 for none
  int win = 0, draw = 0, loss = 0;  // per mille, from White's side
  int depth = 0;                    // the search's depth in plies
  std::string bestMove;             // UCI
};

struct StartEvaluations {
  std::vector<StartEvaluation> rows;  // START_POSITION_COUNT, indexed by start number
  std::string sha256;                 // of the text read, in lowercase hex
};

// Whether the start lies within a band of `maxScore` centipawns: |centipawns| <= maxScore, and no
// mate found (a start with a forced mate is outside every band).
[[nodiscard]] bool isWithinScore(const StartEvaluation& evaluation, int maxScore);

// The table in `text` (the canonical form above). START_EVALUATIONS says what is wrong: a text
// over MAX_START_EVALUATIONS_BYTES, a line out of order or unreadable, a row too few or too many,
// or (with `sha256`, 64 hex digits) a text whose SHA-256 is another.
Result<StartEvaluations> readStartEvaluations(std::string_view text, std::string_view sha256 = {});

}  // namespace chess960
