// Writes PGN in export format from the calls of a PgnVisitor (pgn_visitor.h), in their order:
// reader.next(writer) writes the game read, and a program writes a game of its own by making the
// calls itself. The Seven Tag Roster first (with "?" where a tag is missing), then the other tags
// in their order; movetext lines of at most 79 characters, with comments, NAGs ($n), command
// annotations and variations. Reading the text back gives the same game: the same calls, but for
// the order of a move's notes (its NAGs, then its command annotations, then its comments).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess960/pgn_visitor.h"

namespace chess960 {

class PgnWriter final : public PgnVisitor {
 public:
  // The game's PGN once endGame is heard (after error: the game up to it, result "*"); if
  // failed(), why the game cannot be written.
  const std::string& text() const { return out_; }
  bool failed() const { return failed_; }

  void beginGame(std::size_t gameIndex = 0) override;
  void tag(std::string_view name, std::string_view value) override;
  Next beginMovetext(const Position& start, bool chess960 = false) override;
  void move(const PgnMoveRead& move) override { play(move.move); }
  void play(Move move);  // a legal move where the line stands
  // A move as SAN or UCI, read where the line stands; false (and failed()) if it is not legal
  // there.
  bool play(std::string_view move);
  void comment(std::string_view text) override;
  // A comment written before the last move (at the start of a variation: before the next move).
  void commentBefore(std::string_view text);
  void nag(int nag) override;
  void clock(std::int64_t milliseconds) override;
  void emt(std::int64_t milliseconds) override;
  void eval(const PgnEval& eval) override;
  void arrow(const PgnArrow& arrow) override;
  void square(const PgnSquareMark& mark) override;
  // Fails (failed()) past PgnLimits' maxVariationDepth.
  Next beginVariation() override;
  void endVariation() override;
  void endGame(std::string_view result) override;
  void error(const PgnError& error) override;

 private:
  struct Text {  // in texts_
    std::size_t at = 0, length = 0;
  };
  // What is written around the move being written, one record each, in the order heard.
  struct Note {
    enum Kind { BEFORE, COMMENT, NAG, CLOCK, EMT, EVAL, ARROW, SQUARE } kind;  // commands after NAG
    Text text;                                                                 // BEFORE, COMMENT
    std::int64_t value = 0;  // NAG; CLOCK and EMT in milliseconds
    PgnEval eval = {};
    PgnArrow mark = {};  // ARROW; SQUARE's square is mark.from
  };
  struct Line {
    Position before, after;  // around the line's last move (both its start before the first)
    bool hasMove = false;
  };
  Text keep(std::string_view text);
  std::string_view str(Text text) const { return std::string_view(texts_).substr(text.at, text.length); }
  void add(const Note& note);
  void flush();  // writes the move being written and its notes
  bool writeNotes();
  void word(std::string_view w, bool glue = false);
  void token(std::string_view w);
  void writeComment(std::string_view text);
  bool fail(std::string why);

  std::string texts_;  // the tags' names and values, the comments
  std::vector<std::pair<Text, Text>> tags_;
  std::vector<Line> lines_;
  std::vector<Note> notes_;
  Move move_;                // the move being written (none: the root's notes, or notes after a ')')
  bool forceNumber_ = true;  // its number is written even for Black (after a comment or a variation)
  bool openVariation_ = false;
  int moves_ = 0;
  std::string movetext_;
  std::size_t lineStart_ = 0;
  std::string out_;
  bool failed_ = false;
};

}  // namespace chess960
