// Reads PGN game collections incrementally: feed() text in chunks of any size, next() gives one
// game or one error at a time: next(visitor) tells a PgnVisitor (pgn_visitor.h) what it reads,
// next() builds a PgnGameTree (game()). Each game is read once: a cheap scan finds where its text
// ends (its tags, comments, variations, the result or the next game's tags) as the text arrives,
// then the game is read from its complete text, and the visitor hears each thing once. Memory is
// bounded by the largest game, not the input, and a game's by its text (PgnLimits).
//
// A bad game is reported (game index, line, column, why, the move refused, the text near it) in
// place: the visitor hears the game up to the error, and next() keeps that much of the tree
// (PgnError::inMovetext; game() then holds it, PgnGameTree::stoppedAt says where it stopped).
// Reading goes on with the next game, where the scan found the bad game's text to end. A
// comment that never closes ends its game before the next line that starts with '[', so the
// games it would swallow are read after all.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
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
  ~PgnReader();

  void feed(std::string_view chunk);
  // Room for `bytes` of input to come (up to about a MiB): one allocation instead of a buffer
  // doubled on the way, when the caller knows how much text there is.
  void reserve(std::size_t bytes);
  void finish();  // no more input: what is buffered is the end
  void reset(PgnReadOptions options);

  enum class Step { GAME, ERROR, NEED_INPUT, END };
  Step next(PgnVisitor& visitor);  // GAME or ERROR once the visitor has heard the whole game
  Step next();                     // the same, into game() (after ERROR: the game up to the error)
  // The next game's text, cut out unread for parsePgnGame (on another thread, say); ERROR only for
  // a game too long to cut out.
  Step nextText(PgnGameText& game);
  const PgnGameTree& game() const;
  const std::string& sans() const;  // options.sans: the moves' SAN, ' ' between
  const PgnError& error() const;
  std::size_t gameCount() const;  // games and errors so far
  std::size_t bufferedBytes() const;

 private:
  struct State;  // pgn_reader.cpp: the buffer, the scan, the tree being built
  std::unique_ptr<State> state_;
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
