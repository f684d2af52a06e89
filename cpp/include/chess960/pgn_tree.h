// A PGN game as a tree: the tags, the start, and every move of the mainline and of the
// variations, with the comments, NAGs and command annotations ([%clk], [%eval], ...) around them.
// pgn_reader.h fills it from text, pgn_writer.h writes it back in export format.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess960/position.h"

namespace chess960 {

using PgnTags = std::vector<std::pair<std::string, std::string>>;

// [%eval ...]: centipawns from White's view, or mate in `value` moves (negative: Black mates).
struct PgnEval {
  enum class Kind : std::uint8_t { NONE, CENTIPAWNS, MATE };
  Kind kind = Kind::NONE;
  std::int32_t value = 0;
  std::int32_t depth = -1;  // the search depth after a comma ("[%eval 0.17,23]"), -1 when absent
  friend bool operator==(const PgnEval&, const PgnEval&) = default;
};

// [%cal Ge2e4] draws an arrow, [%csl Rd5] highlights a square (from == to); colour G, R, Y or B.
struct PgnMark {
  char color = 'G';
  Square from = A1;
  Square to = A1;
  friend bool operator==(const PgnMark&, const PgnMark&) = default;
};

inline constexpr std::int64_t PGN_NO_TIME = -1;

// One move (or, for node 0, the start of the game) and what is written around it.
struct PgnNode {
  Move move = Move::none();  // legal in the position of the parent node; none for the root
  std::int32_t parent = -1;
  std::int32_t firstChild = -1;   // the continuation; its next siblings are the variations
  std::int32_t nextSibling = -1;  // the next alternative to this move
  std::int32_t lastChild = -1;
  // Comment texts without the command annotations taken into the fields below, whitespace runs
  // as one space, trimmed, never empty; a '}' (possible only in a ; comment) is read as ')'.
  // Before the move: only on the first move of a variation (elsewhere such text is the previous
  // move's comment); after the move (for the root: before the first move of the game).
  std::vector<std::string> commentsBefore;
  std::vector<std::string> comments;
  std::vector<std::uint8_t> nags;      // $n; "!" is 1, "?" 2, "!!" 3, "??" 4, "!?" 5, "?!" 6
  std::int64_t clockMs = PGN_NO_TIME;  // [%clk h:mm:ss(.f)]: the mover's clock after the move
  std::int64_t emtMs = PGN_NO_TIME;    // [%emt h:mm:ss(.f)]: time the move took
  PgnEval eval;
  std::vector<PgnMark> arrows;   // [%cal]
  std::vector<PgnMark> squares;  // [%csl]
};

class PgnGameTree {
 public:
  PgnGameTree();

  PgnTags tags;  // in the order read (the writer puts the Seven Tag Roster first)
  Position start = Position::standard();
  bool chess960 = false;     // from the Variant tag: absent or standard -> false
  std::string result = "*";  // the movetext's termination: "1-0", "0-1", "1/2-1/2" or "*"

  static constexpr std::int32_t ROOT = 0;
  const PgnNode& node(std::int32_t index) const { return nodes_[std::size_t(index)]; }
  PgnNode& node(std::int32_t index) { return nodes_[std::size_t(index)]; }
  std::int32_t nodeCount() const { return std::int32_t(nodes_.size()); }
  // Moves in the tree, mainline and variations together.
  std::int32_t moveCount() const { return nodeCount() - 1; }

  // Appends `move` as the last child of `parent` (the continuation if it is the first) and
  // returns the new node. The move is not checked: callers give a move legal after `parent`.
  std::int32_t addMove(std::int32_t parent, Move move);
  // Back to an empty game from the standard start, keeping the memory already reserved.
  void clear();

  // Node indexes of the mainline, without the root.
  std::vector<std::int32_t> mainline() const;
  // The position after `index`'s move (the start for the root), replayed from the start.
  Position positionAt(std::int32_t index) const;
  // The value of tag `name`, or nullptr.
  const std::string* tag(std::string_view name) const;
  // The tags as the writer puts them: the Seven Tag Roster first (Event, Site, Date, Round,
  // White, Black, Result; "?", "????.??.??" and the result where missing), then the others.
  PgnTags exportTags() const;

  // Same export tags, start, variant, result and tree (moves, comments, NAGs, annotations).
  friend bool operator==(const PgnGameTree& a, const PgnGameTree& b);

 private:
  std::vector<PgnNode> nodes_;
};

// The node's NAG for a suffix ("!" -> 1, ... "?!" -> 6), or 0.
int nagOfSuffix(std::string_view suffix);

}  // namespace chess960
