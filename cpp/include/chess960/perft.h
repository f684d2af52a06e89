// Perft: the number of leaf nodes of the legal move tree, the standard test of a move generator.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "chess960/position.h"

namespace chess960 {

// Leaves are counted in bulk: at depth 1 the moves are counted, not played.
[[nodiscard]] std::uint64_t perft(const Position& pos, int depth);

// perft(depth - 1) below each legal move, in move generation order.
[[nodiscard]] std::vector<std::pair<Move, std::uint64_t>> divide(const Position& pos, int depth);

}  // namespace chess960
