// Back ranks by number (internal, not installed): the one decoder behind Chess960's Scharnagl
// numbers (start_positions.h) and their extension to shuffle chess and Chess2880
// (start_systems.h), and the one place a start position is built from its back ranks.
#pragma once

#include <string_view>

#include "chess960/error.h"
#include "chess960/position.h"

namespace chess960::back_rank {

// A back rank under construction: files a-h, '.' for empty, pieces in capitals.
struct Rank {
  char square[8] = {'.', '.', '.', '.', '.', '.', '.', '.'};

  // The n-th (from 0) empty square takes `piece`.
  void putOnEmpty(int n, char piece);
  std::string_view text() const { return {square, 8}; }
};

// The index-th pair (first < second) of `count` slots in lexicographic order (0,1), (0,2), ...:
// for five slots, Scharnagl's knight table.
void nthPair(int index, int count, int& first, int& second);
// The inverse of nthPair: (first, second) of `count` slots -> index.
[[nodiscard]] int pairIndex(int first, int second, int count);

// The back rank of shuffle-chess number `number` (0-5039, numbering in start_systems.h): for
// 0-959 that is the Chess960 start of the same Scharnagl number, for 0-2879 Chess2880's.
[[nodiscard]] Rank ofNumber(int number);

// "start position number 960 is out of range; use 0 to 959"
[[nodiscard]] Error numberOutOfRange(int number, int count);

// Castling rights in a start: Chess960 gives every rook one; shuffle chess and Chess2880 only a
// rook on a or h with the king on e.
enum class Castling { EVERY_ROOK, STANDARD_SQUARES_ONLY };

// The start with these back ranks (capitals, a to h; Black's mirrored onto rank 8), pawns in
// front, White to move, clocks 0 1.
Result<Position> startPosition(std::string_view white, std::string_view black, Castling castling);

}  // namespace chess960::back_rank
