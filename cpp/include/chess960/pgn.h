// PGN of one game as a Game (the mainline): [Variant "Chess960"], [SetUp "1"] and [FEN] carry
// the start. Both go through the collection reader and writer (pgn_reader.h, pgn_writer.h), which
// also read and write variations, comments and annotations.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess960/error.h"
#include "chess960/game.h"
#include "chess960/pgn_tags.h"

namespace chess960 {

// Tag pairs of one game, in order.
using PgnTags = std::vector<std::pair<std::string, std::string>>;

struct PgnGame {
  PgnTags tags;  // in the order read (or to be written)
  Game game;
  std::string result;  // one of PGN_RESULTS (pgn_tags.h)
};

// Longest PGN text accepted by parsePgn.
inline constexpr std::size_t MAX_PGN_LENGTH = 1 << 20;
// Most plies read: with the automatic 75-move and fivefold rules no game lasts 18,000 plies, so
// a longer movetext is not a game, only a way to fill memory.
inline constexpr int MAX_PGN_PLIES = 20000;

// Reads the first game of a PGN text. Comments, NAGs, variations and move numbers are skipped;
// every move must be legal SAN (or UCI). The start comes from the FEN tag when there is one.
Result<PgnGame> parsePgn(std::string_view text);

// The result a game is written with (toPgn, the npm package's Game.pgn() and Game.result()):
// the rules' (checkmate, an automatic draw), else `recorded` (what its Result tag says: a
// resignation, a draw agreed; pgnResultOf reads the tag).
PgnResult gameResult(const Game& game, PgnResult recorded = PgnResult::UNFINISHED);
// The rules' result as text; kept for one minor version.
[[deprecated("use PGN_RESULTS[int(gameResult(game))]")]] inline std::string resultString(const Game& game) {
  return std::string(PGN_RESULTS[int(gameResult(game))]);
}

// A PGN of the game. The seven-tag roster is filled with "?" where `tags` is silent; Variant,
// SetUp and FEN are always written (every Chess960 game needs its start), then the other tags.
// The result is `result` if given, else gameResult(game, the Result tag).
std::string toPgn(const Game& game, const PgnTags& tags = {}, std::string_view result = "");

}  // namespace chess960
