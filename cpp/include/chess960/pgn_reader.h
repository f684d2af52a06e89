// Reads PGN game collections incrementally: feed() text in chunks of any size, next(visitor) reads
// one game or one error at a time, telling a PgnVisitor (pgn_visitor.h) what it reads as it reads
// it (PgnWriter, pgn_writer.h, writes it back as PGN). Each byte is looked at once: reading a game
// finds where it ends, and a game that a chunk ends inside goes on where it stopped when the next
// chunk comes, so the visitor hears each thing once whatever the chunks. Memory is bounded by the
// longest token (a comment, a tag; PgnLimits), not by the input.
//
// A bad game is reported (game index, line, column, why, the move refused, the text near it) in
// place: the visitor hears the game up to the error (PgnError::inMovetext: its moves too).
// Reading goes on with the next game, where the bad game's text ends: its result, or a line that
// starts with '[' after its moves (the next game's tags). A comment that never closes ends its
// game before the next line that starts with '[', so the games it would swallow are read after
// all; a comment or a game longer than its limit passes over lines, to the next line that starts
// with '[' after a line of movetext.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

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
  bool variations = true;  // false: variations are matched and passed over unread (the mainline only)
  bool comments = true;    // false: comments are passed over unread (no comment, clock, ... calls)
};

// One game's text, cut out of the input by PgnReader::nextText, to be read on another thread.
struct PgnGameText {
  std::string text;
  std::size_t gameIndex = 0;
  int line = 1, column = 1;  // of text[0]
};

class PgnReader {
 public:
  explicit PgnReader(PgnReadOptions options = {});
  ~PgnReader();

  void feed(std::string_view chunk);
  void finish();  // no more input: what is buffered is the end
  void reset(PgnReadOptions options);
  // A new input: the text of one game cut out by nextText, its places and its index counted from
  // where it was cut out.
  void reset(PgnReadOptions options, const PgnGameText& game);

  enum class Step { GAME, ERROR, NEED_INPUT, END };
  // GAME or ERROR once the visitor has heard the whole game; the same visitor until then.
  Step next(PgnVisitor& visitor);
  // The next game's text, its syntax checked but its moves unread, for reset(options, game) on
  // another thread (which then reads it, and its errors): GAME, NEED_INPUT or END.
  Step nextText(PgnGameText& game);
  const PgnError& error() const;
  std::size_t gameCount() const;  // games and errors so far
  std::size_t bufferedBytes() const;

 private:
  struct State;  // pgn_reader.cpp: the tokenizer and the game being read
  std::unique_ptr<State> state_;
};

// next(visitor) over a whole text fed in chunks of `chunk` bytes (0: at once): onGame() after each
// game, onError(error) after each bad one. The most bytes the reader buffered at once.
template <class OnGame, class OnError>
std::size_t readPgnGames(std::string_view text, PgnVisitor& visitor, OnGame&& onGame, OnError&& onError,
                         PgnReadOptions options = {}, std::size_t chunk = 0) {
  PgnReader reader(options);
  std::size_t fed = 0, mostBuffered = 0;
  for (;;) {
    const PgnReader::Step step = reader.next(visitor);
    if (step == PgnReader::Step::GAME) {
      onGame();
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
