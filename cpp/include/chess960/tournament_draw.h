// A tournament's start positions drawn so that no one could have chosen them (commit and reveal).
// The organiser publishes a commitment before the event (with draw_announcement.h's announcement);
// at the venue a public value is drawn in front of the players (die rolls, say); then the seed is
// revealed, and anyone recomputes the commitment and the draw. Each round's start comes from
// SHA-256 of the seed, the public value, the round, the side and a counter. Two versions:
// - chess960-draw-v2 (the default): the pool may keep to a band of engine scores
//   (start_evaluations.h), and the commitment covers the seed and every announced option;
// - chess960-draw-v1: the commitment is the seed's SHA-256 alone; kept so that its announcements
//   still verify.
// The npm package's reference (Chess960.drawStarts in npm/src/chess960.ts) states both step by
// step, for anyone writing their own check.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "chess960/error.h"
#include "chess960/start_evaluations.h"
#include "chess960/start_systems.h"

namespace chess960 {

enum class DrawAlgorithm { V1, V2 };
inline constexpr char DRAW_ALGORITHM_V1[] = "chess960-draw-v1";
inline constexpr char DRAW_ALGORITHM_V2[] = "chess960-draw-v2";
// The seed is 1 to this many bytes (UTF-8 text); the public value at most this many.
inline constexpr std::size_t MAX_DRAW_SEED_BYTES = 256;
inline constexpr std::size_t MAX_DRAW_PUBLIC_BYTES = 256;
inline constexpr int MAX_DRAW_ROUNDS = 1000;
// A band keeps the starts whose |score| is at most 0 to this many centipawns; NO_BAND: no band.
inline constexpr int MAX_DRAW_SCORE = 1000;
inline constexpr int NO_BAND = -1;

struct DrawOptions {
  DrawAlgorithm algorithm = DrawAlgorithm::V2;
  std::string_view seed;         // the organiser's secret, committed to before the event
  std::string_view publicValue;  // drawn at the venue; empty for none
  int rounds = 1;                // 1 to MAX_DRAW_ROUNDS
  StartSubset subset = StartSubset::CHESS960;
  std::span<const int> exclude;  // start numbers (0-959) left out of the pool
  bool unique = true;            // no start twice (for each side, with doubleChess960)
  bool doubleChess960 = false;   // White's and Black's back ranks drawn separately
  // v2 only: the pool keeps the starts whose |score| in `evaluations` is at most maxScore.
  int maxScore = NO_BAND;
  const StartEvaluations* evaluations = nullptr;
  // v2 only: where the public value comes from, as announced (the commitment covers it).
  std::string_view publicSource;
};

struct DrawnStart {
  int round;  // from 1
  int white;  // the start number (0-959) of White's back rank
  int black;  // Black's: the same as white unless doubleChess960
};

struct TournamentDraw {
  DrawAlgorithm algorithm = DrawAlgorithm::V2;
  std::string commitment;  // v1: drawCommitment(seed); v2: drawCommitmentV2 (draw_announcement.h)
  std::vector<DrawnStart> starts;
};

// v1's commitment: the lowercase hex SHA-256 of the seed's bytes; an error for a seed that is empty
// or too long.
Result<std::string> drawCommitment(std::string_view seed);
// The pool a draw with `options` takes its starts from, ascending: the subset's starts that are
// not excluded and lie within the band; errors for an excluded number out of range and for the
// band as drawStarts has them (the rounds play no part, and the pool may be empty).
Result<std::vector<int>> drawPool(const DrawOptions& options);
// Whether the options give a draw, the seed and the public value aside: the rounds, the
// exclusions, the band and the pool's size, with drawStarts's errors.
Result<bool> checkDrawOptions(const DrawOptions& options);
// The draw; an error (DRAW_SEED, DRAW_ROUNDS, POSITION_NUMBER for an excluded number out of
// range, DRAW_BAND for a band out of range, without a table or with v1, DRAW_POOL, and
// DRAW_ANNOUNCEMENT for a v2 public source that is not one line) says what is wrong with the
// options, and nothing is drawn.
Result<TournamentDraw> drawStarts(const DrawOptions& options);

}  // namespace chess960
