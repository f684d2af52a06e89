// What the PGN reader (pgn_reader.h) tells its caller while it reads, one call per thing read:
// tags, each move resolved against its position, comments, NAGs, the command annotations as
// typed values, variations, the result, errors. The caller owns the data model: PgnTreeBuilder
// (pgn_tree.h) builds a tree, a visitor that only counts builds nothing.
//
// Per game: beginGame, tag..., beginMovetext, then in reading order move, comment, nag, clock,
// emt, eval, arrow, square, beginVariation, endVariation; last endGame, or error for a bad game
// (what was reported before the error stands: the game stops there).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "chess960/position.h"

namespace chess960 {

// A bad game: where and what.
struct PgnError {
  std::size_t gameIndex = 0;  // 0-based, counting every game of the input, good or bad
  int line = 0;               // 1-based, in the whole input
  int column = 0;             // 1-based, in bytes
  std::string what;           // what is wrong
  std::string near;           // the text around it (printable ASCII, at most ~50 characters)
  std::string message() const;
};

// [%eval]: centipawns from White's view, or moves to mate (negative: Black mates).
struct PgnEval {
  bool mate = false;
  std::int32_t value = 0;   // centipawns, or moves to mate
  std::int32_t depth = -1;  // search depth, -1 if not given
  bool operator==(const PgnEval&) const = default;
};

// The colours of [%csl] and [%cal] marks, as their letters.
enum class PgnMarkColor : char { GREEN = 'G', RED = 'R', YELLOW = 'Y', BLUE = 'B' };

struct PgnArrow {  // [%cal Ge2e4]
  PgnMarkColor color = PgnMarkColor::GREEN;
  Square from = NO_SQUARE, to = NO_SQUARE;
  bool operator==(const PgnArrow&) const = default;
};

struct PgnSquareMark {  // [%csl Ra1]
  PgnMarkColor color = PgnMarkColor::GREEN;
  Square square = NO_SQUARE;
  bool operator==(const PgnSquareMark&) const = default;
};

// One move as read: legal in `before`, already played into `after`.
class PgnMoveRead {
 public:
  PgnMoveRead(Move move, std::string_view written, const Position& before, const Position& after)
      : move(move), written(written), before(before), after(after) {}
  Move move;
  std::string_view written;  // the SAN (or UCI) as written, without its move number and ! ? suffix
  const Position& before;
  const Position& after;
  // The SAN as the engine writes it ("Nf3", "O-O", "exd6+"): made when asked, valid until the
  // next call of the visitor.
  std::string_view san() const;

 private:
  mutable char san_[8] = {};
  mutable std::size_t sanLength_ = 0;
};

class PgnVisitor {
 public:
  enum class Next { READ, SKIP };
  virtual ~PgnVisitor() = default;

  virtual void beginGame(std::size_t gameIndex) { (void)gameIndex; }
  virtual void tag(std::string_view name, std::string_view value) { (void)name, (void)value; }
  // After the tags: the start (the FEN tag's, else standard chess) and whether the Variant tag
  // says Chess960. SKIP: the movetext is checked for syntax only, nothing of it is reported, and
  // endGame follows.
  virtual Next beginMovetext(const Position& start, bool chess960) {
    (void)start, (void)chess960;
    return Next::READ;
  }
  virtual void move(const PgnMoveRead& move) { (void)move; }
  // A comment's text, its command annotations taken out (they come first, as calls of their
  // own), whitespace runs as one space, trimmed; never empty. Before the first move of the game
  // or of a variation it is about the move that follows; otherwise about the last move.
  virtual void comment(std::string_view text) { (void)text; }
  virtual void nag(int nag) { (void)nag; }  // 0-255; "!" is 1, "?" 2, "!!" 3, "??" 4, "!?" 5, "?!" 6
  virtual void clock(std::int64_t milliseconds) {
    (void)milliseconds;
  }  // [%clk]: the mover's clock after the move
  virtual void emt(std::int64_t milliseconds) { (void)milliseconds; }  // [%emt]: the time the move took
  virtual void eval(const PgnEval& eval) { (void)eval; }
  virtual void arrow(const PgnArrow& arrow) { (void)arrow; }
  virtual void square(const PgnSquareMark& mark) { (void)mark; }
  // A variation: an alternative to the last move, played from the position before it. SKIP: it is
  // checked for syntax only and nothing of it is reported (not even endVariation).
  virtual Next beginVariation() { return Next::READ; }
  virtual void endVariation() {}
  // The result: the movetext's, else the Result tag's, else "*".
  virtual void endGame(std::string_view result) { (void)result; }
  virtual void error(const PgnError& error) { (void)error; }
};

}  // namespace chess960
