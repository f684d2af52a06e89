// Other ways to choose a start: Althöfer's one-die procedure and a card deck (for games set up
// without a computer), the restricted pools tournaments draw from (Chess18, Chess90, Chess870),
// and Chess960's neighbours shuffle chess and Chess2880 as start-position generators.
// Chess960 starts are named by their Scharnagl numbers (start_positions.h).
#pragma once

#include <array>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "chess960/error.h"
#include "chess960/position.h"

namespace chess960 {

// ---- Althöfer's one-die procedure (1998) ----
// Roll 1 puts the dark-squared bishop on a, c, e or g (1-4), roll 2 the light-squared bishop on
// b, d, f or h (1-4), roll 3 the queen on the n-th empty square (1-6), roll 4 a knight on the
// n-th empty square (1-5), roll 5 the other knight on the n-th of the four left (1-4); the king
// goes on the middle of the last three squares, the rooks on the other two. A roll too high for
// its step (5 or 6 for a bishop, 6 for the first knight, 5 or 6 for the second) is re-rolled.
// Example: 2-3-3-2-3 and 2-3-3-4-2 (the knights taken in either order) both give RNBQKBNR, 518.
inline constexpr int DIE_PLACEMENTS = 5;

struct DiceReading {
  int number;     // the Scharnagl number of the start the rolls build
  int rollsUsed;  // rolls read, re-rolls included; any after the fifth placement are not read
};

// Die values (each 1-6) in the order rolled -> the start. An error for a value that is not a die
// value, or for rolls that end before the five placements are made.
Result<DiceReading> positionFromDice(std::span<const int> rolls);
// The canonical rolls for a start: the five rolls without re-rolls that build it with the
// left-hand knight placed first. This is the lexicographically smallest of its two sequences
// (518 -> 2-3-3-2-3).
Result<std::array<int, DIE_PLACEMENTS>> diceRollsOf(int number);

// ---- Cards ----
// A deck of 14 cards: the files a-h and the pieces N, N, Q, R, R, R, in the order they were
// dealt, one letter a card (any case; the letters never clash). The first dark-file card dealt
// (a, c, e, g) takes the dark-squared bishop and the first light-file card (b, d, f, h) the
// light-squared one; the other six file cards, in the order dealt, take the six piece cards in
// the order dealt. The three R cards mark the rooks' and the king's squares: the king takes the
// middle one. A well-shuffled deck gives each of the 960 starts with the same chance.
inline constexpr int CARD_COUNT = 14;
Result<int> positionFromCards(std::string_view cards);

// ---- Restricted pools ----
// CHESS18: king on e, rooks on a and h (18 starts). CHESS90: one castling is impossible until
// the other side's rook has moved or been taken, because that rook stands on a square the
// castling king or rook must cross or land on (90 starts: RKRxxxxx, RKxRxxxx, RxKRxxxx and
// xRKRxxxx for O-O-O, xxxxxRKR for O-O, 18 each). CHESS870: the other 870 starts.
enum class StartSubset { CHESS960, CHESS18, CHESS90, CHESS870 };
inline constexpr int START_SUBSET_COUNT = 4;

// "chess960", "chess18", "chess90", "chess870": the names the npm package and the CLI use.
[[nodiscard]] const char* startSubsetName(StartSubset subset);

// Whether start `number` (0-959) belongs to `subset`.
Result<bool> isInSubset(int number, StartSubset subset);
// The numbers of a subset's starts, ascending (worked out on first use, then kept).
[[nodiscard]] const std::vector<int>& startPositionsIn(StartSubset subset);

// Uniform over a subset's starts, from any C++ random bit generator.
template <class Rng>
[[nodiscard]] int randomPositionNumber(Rng& rng, StartSubset subset) {
  const std::vector<int>& pool = startPositionsIn(subset);
  return pool[std::uniform_int_distribution<std::size_t>(0, pool.size() - 1)(rng)];
}

// ---- Chess960's neighbours ----
// Shuffle chess: the eight pieces in any order (8!/(2!2!2!) = 5040 back ranks), Black mirroring
// White. Chess2880: the bishops on opposite colours, the king anywhere (2880 back ranks). Both
// castle only with king and rook on their standard squares (king e1, rook a1 or h1).
//
// Numbering, chosen so that each set extends the smaller one with the same numbers:
// - n < 2880: Chess960 start n % 960 with its king on the middle (n / 960 = 0), the first (1) or
//   the last (2) of its three king-and-rook squares, the rooks on the other two; so n < 960 is
//   the Chess960 start n, and these are all of Chess2880.
// - 2880 <= n < 5040 (shuffle chess only; bishops on one colour): with m = n - 2880, m % 12
//   puts the bishops on a pair of one colour (a+c, a+e, a+g, c+e, c+g, e+g, then b+d, b+f, b+h,
//   d+f, d+h, f+h), and r = m / 12 the rest as in Scharnagl's scheme: the queen on the
//   (r % 6)-th empty square, the knights by (r / 6) % 10 in Scharnagl's knight table, the king
//   on the middle, first or last of the three squares left by r / 60.
inline constexpr int SHUFFLE_POSITION_COUNT = 5040;
inline constexpr int CHESS2880_POSITION_COUNT = 2880;

Result<std::string> shuffleBackRankOf(int number);
Result<std::string> chess2880BackRankOf(int number);
// The start position: White to move, castling rights as the variants define them, clocks 0 1.
Result<Position> shuffleStartPosition(int number);
Result<Position> chess2880StartPosition(int number);

template <class Rng>
[[nodiscard]] int randomShuffleNumber(Rng& rng) {
  return std::uniform_int_distribution<int>(0, SHUFFLE_POSITION_COUNT - 1)(rng);
}
template <class Rng>
[[nodiscard]] int randomChess2880Number(Rng& rng) {
  return std::uniform_int_distribution<int>(0, CHESS2880_POSITION_COUNT - 1)(rng);
}

}  // namespace chess960
