// Reads PGN game collections incrementally: feed() text in chunks of any size, next() gives one
// game or one error at a time: next(visitor) tells a PgnVisitor (pgn_visitor.h) what it reads,
// next() builds a PgnGameTree (game()). Memory is bounded by the largest game, not the input,
// and a game's by its text (PgnLimits). Each game is read for its syntax alone until its text is
// all buffered (when a chunk ends inside a game, again once more text has come: at most about
// twice per game, whatever the chunking, because the reader waits until the buffered game text
// has doubled), then once more, with the visitor.
//
// A bad game is reported (game index, line, column, what is wrong, the text near it) and reading
// goes on with the next game: the reader skips to the next line that starts with '[' after the
// bad game's movetext (so the games swallowed by a comment that never ends are read after all).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "chess960/pgn_tree.h"
#include "chess960/pgn_visitor.h"

namespace chess960 {

struct PgnLimits {
  int maxVariationDepth = 64;              // nesting of ( ... )
  std::size_t maxCommentLength = 1 << 20;  // bytes in one { } or ; comment
  std::size_t maxTagLength = 1 << 18;      // bytes in one tag value
  int maxMoves = 20000;                    // moves in one game, mainline and variations together
  std::size_t maxGameBytes = 1 << 23;      // bytes of one game's text
  std::size_t maxNotes = 50000;            // comments, NAGs and [%...] annotations in one game
};

struct PgnReadOptions {
  PgnLimits limits;
  bool variations = true;  // false: variations are matched and skipped unread (the mainline only)
  bool sans = false;       // next(): keep each move's SAN as the engine writes it (PgnReader::sans())
};

// One game's text, cut out of the input without replaying it (PgnReader::nextText), for
// parsePgnGame on another thread.
struct PgnGameText {
  std::string text;
  std::size_t gameIndex = 0;
  int line = 1, column = 1;  // of text[0]
};

// Reads one game's text (from nextText) with `visitor`, or into `tree`; false for a bad game (the
// visitor hears the error too).
bool parsePgnGame(const PgnGameText& game, const PgnReadOptions& options, PgnVisitor& visitor,
                  PgnError& error);
bool parsePgnGame(const PgnGameText& game, const PgnReadOptions& options, PgnGameTree& tree, PgnError& error);

class PgnReader {
 public:
  explicit PgnReader(PgnReadOptions options = {});
  PgnReader(const PgnReader&) = delete;  // its builder points into it
  PgnReader& operator=(const PgnReader&) = delete;

  void feed(std::string_view chunk);
  // Room for `bytes` of input to come (up to about a MiB): one allocation instead of a buffer
  // doubled on the way, when the caller knows how much text there is.
  void reserve(std::size_t bytes);
  void finish();  // no more input: what is buffered is the end
  void reset(PgnReadOptions options);

  enum class Step { GAME, ERROR, NEED_INPUT, END };
  Step next(PgnVisitor& visitor);    // GAME or ERROR once the visitor has heard the whole game
  Step next();                       // the same, into game()
  Step nextText(PgnGameText& game);  // the next game's text, checked for syntax only
  const PgnGameTree& game() const { return tree_; }
  const std::string& sans() const { return sans_; }  // options.sans: the moves' SAN, ' ' between
  const PgnError& error() const { return error_; }
  std::size_t gameCount() const { return gameIndex_; }  // games and errors so far
  std::size_t bufferedBytes() const { return buffer_.size(); }

  // What a visitor has heard of a game that is read again because its text was not all
  // buffered: the calls made, and its answers to beginMovetext and beginVariation in order. The
  // next reading tells it only the rest.
  struct Heard {
    std::size_t calls = 0;
    std::vector<bool> skips;
    void clear() {
      calls = 0;
      skips.clear();
    }
  };

 private:
  Step read(PgnVisitor* visitor);
  Step fail(std::size_t offset, std::string what, bool inMovetext);
  Step failGame(PgnVisitor* visitor, std::size_t offset, std::string what, bool inMovetext);
  void advanceTo(std::size_t offset);
  bool skipToNextGame();

  PgnReadOptions options_;
  std::string buffer_;
  std::size_t start_ = 0;      // where the current game (or the skipping) starts in buffer_
  std::size_t waitFor_ = 0;    // no new attempt before buffer_ is this long (unless finished)
  int line_ = 1;               // line of buffer_[start_]
  std::size_t lineStart_ = 0;  // offset of that line's first byte in buffer_ (may be "before 0")
  std::size_t dropped_ = 0;    // bytes dropped from the front of buffer_
  bool finished_ = false;
  bool atLineStart_ = false;  // while skipping: start_ is at the start of a line
  int skipping_ = 0;          // after an error: 1 skip tags and movetext, 2 skip movetext
  std::size_t gameIndex_ = 0;
  PgnGameTree tree_;
  std::string sans_;
  PgnTreeBuilder builder_;
  Heard heard_;
  PgnError error_;
  std::size_t gameStart_ = 0;  // the last game read: where it starts in buffer_, and its place
  int gameLine_ = 1, gameColumn_ = 1;
};

template <class OnGame, class OnError>
std::size_t readPgnGames(std::string_view text, OnGame&& onGame, OnError&& onError,
                         PgnReadOptions options = {}, std::size_t chunk = 0) {
  PgnReader reader(options);
  std::size_t fed = 0, mostBuffered = 0;
  for (;;) {
    const PgnReader::Step step = reader.next();
    if (step == PgnReader::Step::GAME) {
      onGame(reader.game());
    } else if (step == PgnReader::Step::ERROR) {
      onError(reader.error());
    } else if (step == PgnReader::Step::NEED_INPUT) {
      if (fed >= text.size()) {
        reader.finish();
      } else {
        const std::size_t n = chunk == 0 ? text.size() - fed : std::min(chunk, text.size() - fed);
        reader.feed(text.substr(fed, n));
        fed += n;
        mostBuffered = std::max(mostBuffered, reader.bufferedBytes());
      }
    } else {
      return mostBuffered;
    }
  }
}

}  // namespace chess960
