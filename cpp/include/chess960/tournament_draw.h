// A tournament's start positions drawn so that no one could have chosen them: the algorithm
// chess960-draw-v1 (commit and reveal). The organiser publishes drawCommitment(seed) before the
// event; at the venue a public value is drawn in front of the players (die rolls, say); then the
// seed is revealed, and anyone recomputes the commitment and the draw. Each round's start comes
// from SHA-256 of the seed, the public value, the round, the side and a counter (the npm package's
// reference, Chess960.drawStarts in npm/src/chess960.ts, states the algorithm step by step, for
// anyone writing their own check).
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "chess960/error.h"
#include "chess960/start_systems.h"

namespace chess960 {

inline constexpr char DRAW_ALGORITHM[] = "chess960-draw-v1";
// The seed is 1 to this many bytes (UTF-8 text); the public value at most this many.
inline constexpr std::size_t MAX_DRAW_SEED_BYTES = 256;
inline constexpr std::size_t MAX_DRAW_PUBLIC_BYTES = 256;
inline constexpr int MAX_DRAW_ROUNDS = 1000;

struct DrawOptions {
  std::string_view seed;         // the organiser's secret, committed to before the event
  std::string_view publicValue;  // drawn at the venue; empty for none
  int rounds = 1;                // 1 to MAX_DRAW_ROUNDS
  StartSubset subset = StartSubset::CHESS960;
  std::span<const int> exclude;  // start numbers (0-959) left out of the pool
  bool unique = true;            // no start twice (for each side, with doubleChess960)
  bool doubleChess960 = false;   // White's and Black's back ranks drawn separately
};

struct DrawnStart {
  int round;  // from 1
  int white;  // the start number (0-959) of White's back rank
  int black;  // Black's: the same as white unless doubleChess960
};

struct TournamentDraw {
  std::string commitment;  // drawCommitment(seed)
  std::vector<DrawnStart> starts;
};

// The lowercase hex SHA-256 of the seed's bytes; an error for a seed that is empty or too long.
Result<std::string> drawCommitment(std::string_view seed);
// Whether the options give a draw, the seed and the public value aside: the rounds, the
// exclusions and the pool's size, with drawStarts's errors.
Result<bool> checkDrawOptions(const DrawOptions& options);
// The draw; an error (DRAW_SEED, DRAW_ROUNDS, POSITION_NUMBER for an excluded number out of
// range, DRAW_POOL) says what is wrong with the options, and nothing is drawn.
Result<TournamentDraw> drawStarts(const DrawOptions& options);

}  // namespace chess960
