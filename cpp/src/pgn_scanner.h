// Where a game's text ends, found without reading the game (internal, not installed): the
// reader's cheap first look at each byte, before the game is read once (pgn_game_reader.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "chess960/pgn_reader.h"
#include "text.h"

namespace chess960::pgn {

// Follows a game's text as it arrives: its tags ('[' to ']', quotes may hold ']'), comments ('{'
// to '}', ';' and a '%' at a line's start to the line's end), the nesting of its variations, and
// its end: a result at nesting 0 ("1-0", "0-1", "1/2-1/2", "*", a word of its own), a line that
// starts with '[' after the movetext (the next game's tags), or the end of the input. Its state
// is kept between calls, so each byte is looked at once whatever the chunking.
//
// Bad text is cut short, the same way whatever the chunking:
// - a '{' comment that reaches a line starting with '[' before its '}', when it is never closed or
//   longer than maxCommentLength: the game's text ends before that line (the game reader reports
//   the comment never closed, and the games it swallowed are read after all);
// - another comment longer than maxCommentLength: the game's text ends inside it, where it
//   passes the limit (the game reader reports it), and the rest of the game is passed over
//   (skip(): to the next line that starts with '[' after a line of movetext);
// - a game longer than maxGameBytes: TOO_LONG, and the rest of it is passed over the same way.
class GameScanner {
 public:
  enum class Found { MORE, GAME, TOO_LONG };

  void start(std::size_t at);  // a game starts at text[at], a byte that is not a space
  // Looks at what is buffered from where it stopped. GAME: the game's text is [begin(), end()), a
  // game if content() (a tag or a movetext word: else only comments).
  Found scan(std::string_view text, bool eof, const PgnLimits& limits);
  // After GAME or TOO_LONG with skipping(): passes over the rest of the game, byte by byte (the
  // buffer may drop what it has passed); true once done. The next game is looked for from resume().
  CHESS960_COLD bool skip(std::string_view text, bool eof);

  std::size_t begin() const { return begin_; }
  std::size_t end() const { return end_; }
  std::size_t resume() const { return resume_; }
  bool content() const { return content_; }
  // Bytes of the game's tags: at least what a tree of it keeps of them.
  std::size_t tagBytes() const { return tagBytes_; }
  bool skipping() const { return skipping_; }
  // The first byte the scanner still needs: the buffer may drop what is before it.
  std::size_t needed() const { return skipping_ ? pos_ : begin_; }
  void dropped(std::size_t bytes);  // the buffer lost its first `bytes` (at most needed())

 private:
  enum class Mode : std::uint8_t { TAGS, TAG, TAG_VALUE, MOVETEXT, WORD, BRACE, LINE };
  Found found(std::size_t end, std::size_t resume);
  CHESS960_COLD Found badComment(std::string_view text, bool tooLong, const PgnLimits& limits);
  CHESS960_COLD void startSkipping(std::string_view text, std::size_t at);

  std::size_t begin_ = 0, pos_ = 0, end_ = 0, resume_ = 0;
  std::size_t mark_ = 0;  // where the open comment, or the word that may be a result, starts
  std::size_t depth_ = 0, tagBytes_ = 0;
  Mode mode_ = Mode::TAGS, back_ = Mode::TAGS;  // back_: the mode a comment returns to
  bool content_ = false, skipping_ = false;
  // While skipping: whether the line so far is only spaces and tabs, and whether the bad game's
  // movetext has begun.
  bool blankLine_ = false, inMovetext_ = false;
};

}  // namespace chess960::pgn
