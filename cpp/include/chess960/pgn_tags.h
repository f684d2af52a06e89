// What two PGN tags mean, decided here once for the reader, the writers, the npm package and its
// chess.js layer: which Variant values are Chess960 or standard chess, and which results exist.
// (The result a Game is written with is gameResult() in pgn.h.)
#pragma once

#include <string_view>

namespace chess960 {

// What a Variant tag's value says. The value is read as words, in any case: runs of letters (a
// non-ASCII character is a letter) and runs of digits ("Chess960" is "chess" "960"; spaces, '-',
// '(' and other ASCII signs only separate them).
// - Chess960: a name of it ("960", "fischer", "fischerandom", "fischerrandom", "frc", "freestyle")
//   with nothing else than these and "chess", "random", "double": "Chess960", "chess 960",
//   "Fischerandom", "Fischer Random Chess", "FRC", "Freestyle Chess", "Double Chess960"...
// - Standard chess: no word, or only "standard", "normal", "chess", "from", "position": "",
//   "Standard", "Normal", "From Position".
// - Anything else is another variant (UNSUPPORTED): "Crazyhouse", "Atomic", "Three-check", and
//   "Crazyhouse960" too (a word besides the Chess960 ones).
enum class PgnVariant { STANDARD, CHESS960, UNSUPPORTED };
PgnVariant pgnVariant(std::string_view tagValue);

// The Variant value the writers write for a Chess960 game.
inline constexpr std::string_view PGN_CHESS960_VARIANT = "Chess960";

// PGN's results: White won, Black won, a draw, and "*" for a game unfinished (or of unknown end).
inline constexpr std::string_view PGN_RESULTS[] = {"1-0", "0-1", "1/2-1/2", "*"};
// The indexes of PGN_RESULTS, by name; PGN_RESULTS[int(result)] is the text.
enum class PgnResult { WHITE_WINS, BLACK_WINS, DRAW, UNFINISHED };

// `text` as a result: the one it is, or UNFINISHED ("*") if it is none (a Result tag of "?", say).
constexpr PgnResult pgnResultOf(std::string_view text) {
  int k = 0;
  while (k < int(PgnResult::UNFINISHED) && text != PGN_RESULTS[k]) ++k;
  return PgnResult(k);
}

constexpr bool isPgnResult(std::string_view text) {
  return text == PGN_RESULTS[int(PgnResult::UNFINISHED)] || pgnResultOf(text) != PgnResult::UNFINISHED;
}

}  // namespace chess960
