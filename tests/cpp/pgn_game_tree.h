// A PGN game as a tree, for the tests (the reader and writer meet it only through their visitor):
// tags, start, result and the move tree, held as plain records (tags, nodes, notes) over one text
// arena. PgnTreeBuilder reads a game into one, writeTree writes one with PgnWriter, samePgnGame
// compares two. Typed readings of the notes: annotations(node), or comment(), nag(), eval()... of
// one note.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess960/pgn_tags.h"
#include "chess960/pgn_visitor.h"
#include "chess960/position.h"

namespace chess960::test {

// Bytes of PgnGameTree::text.
struct PgnSpan {
  std::int32_t offset = 0;
  std::int32_t length = 0;
};

struct PgnTag {
  PgnSpan name;
  PgnSpan value;
};

// A move of the tree: legal in the position after its parent. Node 0 is the root (the start:
// parent -1, no move); a parent always comes before its children, and the children of a node
// come in order: the first is the continuation, the others are its alternatives (variations).
struct PgnNode {
  std::int32_t parent = -1;
  std::int32_t move = 0;  // Move::bits()
};

// What is written around a move, one record each, in the order read.
enum class PgnNoteKind : std::int32_t {
  COMMENT_BEFORE = 1,   // a comment before the move (a variation's first move)
  COMMENT = 2,          // after the move (the root's comments come before the first move)
  NAG = 3,              // 0-255; "!" is 1, "?" 2, "!!" 3, "??" 4, "!?" 5, "?!" 6
  CLOCK = 4,            // [%clk]: the mover's clock after the move
  EMT = 5,              // [%emt]: the time the move took
  EVAL_CENTIPAWNS = 6,  // [%eval]
  EVAL_MATE = 7,
  ARROW = 8,   // [%cal]
  SQUARE = 9,  // [%csl]
};
inline constexpr std::int32_t PGN_NOTE_KINDS = 9;
inline constexpr int PGN_MARK_TO_SHIFT = 8;  // an arrow's squares: from | to << PGN_MARK_TO_SHIFT

// One note: its node, its kind and its value, read through the accessor of its kind. Made by
// the factory of its kind.
class PgnNote {
 public:
  std::int32_t node = 0;
  PgnNoteKind kind = PgnNoteKind::COMMENT;

  PgnNote() = default;

  // COMMENT or COMMENT_BEFORE: the span of its text in PgnGameTree::text.
  static PgnNote comment(std::int32_t node, PgnNoteKind kind, PgnSpan text) {
    return {node, kind, text.offset, text.length};
  }
  static PgnNote ofNag(std::int32_t node, int nag) { return {node, PgnNoteKind::NAG, nag, 0}; }
  // CLOCK or EMT, in milliseconds (0 to 2^31 seconds less 1 ms).
  static PgnNote time(std::int32_t node, PgnNoteKind kind, std::int64_t milliseconds) {
    return {node, kind, std::int32_t(milliseconds / 1000), std::int32_t(milliseconds % 1000)};
  }
  static PgnNote ofEval(std::int32_t node, const PgnEval& eval) {
    return {node, eval.mate ? PgnNoteKind::EVAL_MATE : PgnNoteKind::EVAL_CENTIPAWNS, eval.value, eval.depth};
  }
  static PgnNote ofArrow(std::int32_t node, const PgnArrow& arrow) {
    return {node, PgnNoteKind::ARROW, std::int32_t(arrow.color), arrow.from | arrow.to << PGN_MARK_TO_SHIFT};
  }
  static PgnNote ofSquare(std::int32_t node, const PgnSquareMark& mark) {
    return {node, PgnNoteKind::SQUARE, std::int32_t(mark.color), mark.square};
  }

  bool isComment() const { return kind == PgnNoteKind::COMMENT || kind == PgnNoteKind::COMMENT_BEFORE; }
  PgnSpan commentSpan() const { return {first_, second_}; }                            // COMMENT*
  int nag() const { return first_; }                                                   // NAG
  std::int64_t milliseconds() const { return std::int64_t(first_) * 1000 + second_; }  // CLOCK, EMT
  PgnEval eval() const { return {kind == PgnNoteKind::EVAL_MATE, first_, second_}; }   // EVAL_*
  PgnArrow arrow() const {                                                             // ARROW
    const int mask = (1 << PGN_MARK_TO_SHIFT) - 1;
    return {PgnMarkColor(first_), Square(second_ & mask), Square(second_ >> PGN_MARK_TO_SHIFT)};
  }
  PgnSquareMark squareMark() const { return {PgnMarkColor(first_), Square(second_)}; }  // SQUARE
  // The same kind and value (the text of a comment compared as its span).
  bool sameValue(const PgnNote& other) const {
    return kind == other.kind && first_ == other.first_ && second_ == other.second_;
  }

 private:
  PgnNote(std::int32_t node, PgnNoteKind kind, std::int32_t first, std::int32_t second)
      : node(node), kind(kind), first_(first), second_(second) {}
  std::int32_t first_ = 0, second_ = 0;  // the value: what the accessor of `kind` reads
};

// Everything written around one move (or before the first move, for the root), typed.
struct PgnAnnotations {
  std::vector<std::string_view> commentsBefore;  // a variation's first move: comments before it
  std::vector<std::string_view> comments;
  std::vector<int> nags;
  std::optional<std::int64_t> clock;  // milliseconds
  std::optional<std::int64_t> emt;    // milliseconds
  std::optional<PgnEval> eval;
  std::vector<PgnArrow> arrows;
  std::vector<PgnSquareMark> squares;
};

class PgnGameTree {
 public:
  std::vector<PgnTag> tags;    // in the order read (the writer puts the Seven Tag Roster first)
  std::vector<PgnNode> nodes;  // nodes[0] is the root
  std::vector<PgnNote> notes;
  std::string text;  // what the spans point into
  Position start = Position::standard();
  bool chess960 = false;     // what the Variant tag says (pgnVariant, pgn_tags.h)
  std::string result = "*";  // one of PGN_RESULTS (pgn_tags.h)
  // A game read up to an error (PgnReader gave ERROR, PgnError::inMovetext): the node where
  // reading stopped, the one a refused move would have followed; -1 for a game read to its end.
  std::int32_t stoppedAt = -1;

  PgnGameTree() : nodes(1) {}
  std::string_view str(PgnSpan span) const {
    return std::string_view(text).substr(std::size_t(span.offset), std::size_t(span.length));
  }
  PgnSpan addText(std::string_view s);
  void addTag(std::string_view name, std::string_view value) {
    tags.push_back({addText(name), addText(value)});
  }
  // True, with its value, if the game has tag `name`.
  bool findTag(std::string_view name, std::string_view& value) const;
  std::int32_t addMove(std::int32_t parent, Move move);
  void addNote(const PgnNote& note) { notes.push_back(note); }
  void addComment(std::int32_t node, PgnNoteKind kind, std::string_view s) {
    addNote(PgnNote::comment(node, kind, addText(s)));
  }
  std::string_view comment(const PgnNote& note) const { return str(note.commentSpan()); }
  // The notes of `node`, typed (the last clock, emt and eval if a node has several).
  PgnAnnotations annotations(std::int32_t node) const;
  Move move(std::int32_t node) const { return Move::fromBits(std::uint16_t(nodes[std::size_t(node)].move)); }
  std::int32_t nodeCount() const { return std::int32_t(nodes.size()); }
  std::int32_t moveCount() const { return nodeCount() - 1; }
  void clear();

  // The mainline's nodes, and the position after a node.
  std::vector<std::int32_t> mainline() const;
  Position positionAt(std::int32_t node) const;
};

// The visitor that reads a game into a tree.
class PgnTreeBuilder final : public PgnVisitor {
 public:
  explicit PgnTreeBuilder(PgnGameTree& tree) : tree_(tree) {}

  void beginGame(std::size_t gameIndex) override;
  void tag(std::string_view name, std::string_view value) override { tree_.addTag(name, value); }
  Next beginMovetext(const Position& start, bool chess960) override;
  void move(const PgnMoveRead& move) override;
  void comment(std::string_view text) override;
  void nag(int nag) override { note(PgnNote::ofNag(0, nag)); }
  void clock(std::int64_t ms) override { note(PgnNote::time(0, PgnNoteKind::CLOCK, ms)); }
  void emt(std::int64_t ms) override { note(PgnNote::time(0, PgnNoteKind::EMT, ms)); }
  void eval(const PgnEval& eval) override { note(PgnNote::ofEval(0, eval)); }
  void arrow(const PgnArrow& arrow) override { note(PgnNote::ofArrow(0, arrow)); }
  void square(const PgnSquareMark& mark) override { note(PgnNote::ofSquare(0, mark)); }
  Next beginVariation() override;
  void endVariation() override { lines_.pop_back(); }
  void endGame(std::string_view result) override { tree_.result = result; }
  void error(const PgnError& error) override;

 private:
  struct Line {
    std::int32_t node;  // the line's last move, or the node it branches from
    bool hasMove;
  };
  // A note of the current move; before a variation's first move, of the move to come.
  void note(PgnNote note);
  PgnGameTree& tree_;
  std::vector<Line> lines_;
  std::size_t pending_ = 0;  // notes from here on await the next move
  bool hasPending_ = false;
};

// Same game: tags, start, result, and the trees with the same moves and notes child by child
// (node numbering and text layout may differ).
bool samePgnGame(const PgnGameTree& a, const PgnGameTree& b);

// The tree as PGN: its calls, in the order of its text, to a PgnWriter.
std::string writeTree(const PgnGameTree& tree);

}  // namespace chess960::test
