// Chess960 start positions and their Scharnagl numbers (0-959; 518 is standard chess).
// Back ranks are written in capitals from the a-file to the h-file ("RNBQKBNR"); Black mirrors White.
#pragma once

#include <random>
#include <string>
#include <string_view>

#include "chess960/error.h"
#include "chess960/position.h"

namespace chess960 {

inline constexpr int START_POSITION_COUNT = 960;
inline constexpr int STANDARD_POSITION_NUMBER = 518;
// Double Chess960: White and Black draw their back ranks independently, n = 960 * white + black.
inline constexpr int DOUBLE_POSITION_COUNT = START_POSITION_COUNT * START_POSITION_COUNT;

// 518 -> "RNBQKBNR".
Result<std::string> backRankOf(int number);
// "RNBQKBNR" (either case) -> 518; explains what is wrong with an invalid arrangement.
Result<int> positionNumberOf(std::string_view backRank);
// The number of the start position a position's back ranks show; an error if rank 1 and rank 8
// are not a Chess960 arrangement mirrored between the sides.
Result<int> positionNumberOf(const Position& pos);

// The start position: White to move, full castling rights, clocks 0 1.
Result<Position> startPosition(int number);
// Double Chess960 with White's and Black's arrangements chosen independently.
Result<Position> startPosition(int whiteNumber, int blackNumber);
Result<Position> doubleStartPosition(int number);

// Uniform over 0-959, from any C++ random bit generator (std::mt19937, std::random_device ...).
template <class Rng>
[[nodiscard]] int randomPositionNumber(Rng& rng) {
  return std::uniform_int_distribution<int>(0, START_POSITION_COUNT - 1)(rng);
}

}  // namespace chess960
