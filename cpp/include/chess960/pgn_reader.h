// Reads PGN game collections: any number of games, fed in chunks of any size, each game parsed
// into a PgnGameTree (mainline, variations, comments, NAGs, [%clk]/[%emt]/[%eval]/[%csl]/[%cal]).
// Memory grows with the largest game, not with the input. A bad game yields a PgnError (game,
// line, column, what is wrong, the text near it) and reading goes on with the next game.
//
//   PgnReader reader;
//   reader.feed(chunk);                      // as often as there is input
//   reader.finish();                         // at the end of the input
//   while (true) {
//     auto step = reader.next();             // GAME, ERROR, NEED_INPUT (feed more) or END
//     ...
//   }
//
// Variant tag: absent, "Standard", "chess" or "From Position" -> standard chess; "Chess960",
// "Fischerandom", "Fischer Random", "Chess 960" or "FRC" (any case) -> Chess960; any other
// variant is an error naming it. [FEN] gives the start (with or without [SetUp "1"]).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "chess960/pgn_tree.h"

namespace chess960 {

// Guards against hostile files: each, when passed, is an error for that game only.
struct PgnLimits {
  int maxVariationDepth = 64;              // nesting of ( ... )
  std::size_t maxCommentLength = 1 << 20;  // bytes in one { } or ; comment
  std::size_t maxTagLength = 1 << 18;      // bytes in one tag value
  int maxMoves = 20000;                    // moves in one game, mainline and variations together
  std::size_t maxGameBytes = 1 << 23;      // bytes of one game's text
};

struct PgnReadOptions {
  PgnLimits limits;
  // false: variations are skipped unread (only their brackets are matched) and no depth limit
  // applies; the tree then holds the mainline only.
  bool variations = true;
};

struct PgnError {
  std::size_t gameIndex = 0;  // 0-based, counting every game of the input, good or bad
  int line = 0;               // 1-based, in the whole input
  int column = 0;             // 1-based, in bytes
  std::string what;           // what is wrong
  std::string near;           // the text around it (printable ASCII, at most ~50 characters)
  // "game 3, line 41, column 7: illegal move Nf6 in ... (near "12. Nf6 Bb4")"
  std::string message() const;
};

// One game's text as the reader cut it out of the input, with its place there.
struct PgnGameText {
  std::string text;
  std::size_t gameIndex = 0;
  int line = 1, column = 1;  // of text[0]
};

// Parses a game cut out by PgnReader::nextText (on any thread). False: see `error`.
bool parsePgnGame(const PgnGameText& game, const PgnReadOptions& options, PgnGameTree& tree, PgnError& error);

class PgnReader {
 public:
  explicit PgnReader(PgnReadOptions options = {});

  // Adds input. Games are parsed by next(), not here.
  void feed(std::string_view chunk);
  // No more input: the text after the last complete game is the last game.
  void finish();
  // Back to the start of a new input, keeping the memory already reserved.
  void reset(PgnReadOptions options);

  enum class Step { GAME, ERROR, NEED_INPUT, END };
  // Parses the next game: GAME (see game()), ERROR (see error(); that game is skipped),
  // NEED_INPUT (feed more, or finish()), END (finished and nothing left).
  Step next();
  // Like next(), but hands out the game's text unparsed (parse it with parsePgnGame, e.g. on
  // another thread). ERROR here is a game too long or a comment too long to hold.
  Step nextText(PgnGameText& game);
  // Valid after next() returned GAME / ERROR, until the next call to next().
  const PgnGameTree& game() const { return tree_; }
  const PgnError& error() const { return error_; }
  // Games returned so far, good and bad.
  std::size_t gameCount() const { return gameIndex_; }
  // Input held but not yet read: at most about one game plus one chunk.
  std::size_t bufferedBytes() const { return buffer_.size(); }

 private:
  enum class Mode { BETWEEN, TAG, TAG_STRING, TAG_ESCAPE, MOVETEXT, BRACE, LINE_COMMENT, RECOVER };
  enum class Scan { BOUNDARY, NEED_MORE, COMMENT_TOO_LONG, GAME_TOO_LONG };
  Scan scanToBoundary(std::size_t& end);
  Step splitGame(std::size_t& end, bool& openComment);
  void endGame(std::size_t end, bool openComment);
  int gameColumn() const;
  void beginGame(std::size_t offset);
  void recoverFrom(std::size_t offset);
  Step failAt(std::size_t offset, std::size_t end, std::string what);

  // reset() sets each of these back: a member added here needs a line there.
  PgnReadOptions options_;
  std::string buffer_;
  std::size_t bufferBase_ = 0;  // bytes of input dropped before buffer_[0]
  bool finished_ = false;
  bool bomChecked_ = false;
  // The scanner has looked at everything before scan_; the current game starts at gameStart_.
  std::size_t scan_ = 0, gameStart_ = 0, tokenStart_ = 0, commentStart_ = 0;
  bool inToken_ = false;
  int line_ = 1;                  // line of scan_
  std::size_t lineStartAbs_ = 0;  // absolute offset of that line's first byte
  int gameLine_ = 1;
  std::size_t gameLineStartAbs_ = 0;
  Mode mode_ = Mode::BETWEEN, commentReturn_ = Mode::BETWEEN;
  bool lineBlank_ = true;  // only spaces and tabs so far on the current line
  int depth_ = 0;
  bool sawContent_ = false;  // the current game has more than whitespace
  std::size_t gameIndex_ = 0;
  PgnGameTree tree_;
  PgnError error_;
};

// Every game of a text: good games to onGame(const PgnGameTree&), bad ones to
// onError(const PgnError&). The text is fed `chunk` bytes at a time (0: all at once); what is
// read does not depend on it. Returns the most input the reader held at once.
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
