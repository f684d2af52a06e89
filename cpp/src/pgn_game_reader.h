// Reads one game at a time from the tokenizer (pgn_tokenizer.h), telling a visitor what it reads
// as the tokens arrive (internal, not installed): PgnReader's core. Reading pauses wherever a
// token has not arrived yet, and goes on at the next call with what it keeps: the lines of play
// open, the tags that matter, the comments between the tags and the moves.
//
// A bad game stops at its first fault, and the rest of its text is passed over to where the game
// ends (its result, the next game's tags, the input's end), the way it would have been read; a
// limit passed (a comment or a game too long) passes over lines instead, to the next line that
// starts with '[' after a line of movetext. The error is told once the text it quotes is known.
#pragma once

#include <climits>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <vector>

#include "chess960/pgn_reader.h"
#include "chess960/pgn_tags.h"
#include "chess960/pgn_visitor.h"
#include "pgn_comment.h"
#include "pgn_tokenizer.h"
#include "text.h"

namespace chess960::pgn {

class GameReader {
 public:
  enum class Status {
    MORE,   // a token has not arrived yet
    GAME,   // a game read to its end (endGame heard)
    ERROR,  // a bad game's error told (its text may still be passed over: read() again)
    DONE,   // nothing more of this game (or no game: only comments)
  };
  GameReader(Tokenizer& tokens, const PgnReadOptions& options);
  // A game starts at the tokenizer's place: it counts in `games` if it has a tag or movetext. With
  // `keepText`, the tokenizer keeps its text (PgnReader::nextText) until stopKeeping().
  void start(std::size_t& games, bool keepText = false);
  Status read(PgnVisitor& visitor);
  void stopKeeping() {
    keepText_ = false;
    keep();
  }
  bool begun() const { return begun_; }
  std::size_t gameIndex() const { return gameIndex_; }
  const PgnError& error() const { return error_; }
  // Where the game's text ends (a game cut short: what it is cut to), once known.
  std::size_t textEnd() const { return textEnd_; }

 private:
  // A line of play: the main line, or a variation inside ( ). A move is played from one of its two
  // positions into the other, which becomes the current one: no position is copied per move.
  struct Level {
    Position positions[2];
    int current;  // positions[current]: after the line's last move (or where it branches off)
    bool hasMove;
    int ply;     // plies from the game's start to positions[current]
    Place open;  // its '('
  };
  enum class Phase { TAGS, MOVETEXT, PASS_GAME, PASS_LINES, DONE };

  void beginGame();
  bool readTags(const Token& token);
  void startMovetext(const Token* from);
  bool movetext(const Token& token, Status& status);
  bool live() const { return depth_ < skipDepth_; }  // the visitor hears what is read
  Level& level() { return levels_[std::size_t(depth_)]; }
  bool tag(const Token& token);
  bool comment(const Token& token);
  bool open(const Place& at);
  bool close(const Place& at);
  bool nag(int value, const Place& at);
  bool word(const Token& token, Status& status);
  bool move(std::string_view san, const Place& at);

  bool fail(const Place& at, PgnErrorReason reason, std::initializer_list<text::Piece> what);
  bool unclosed(PgnErrorReason reason, const Place& at, const Place& opened);
  bool refuse(std::string_view san, const Place& at, PgnErrorReason reason,
              std::initializer_list<text::Piece> what);
  bool refuseMove(std::string_view san, const Place& at, const Position& before, Error why);
  bool tooManyNotes(const Place& at);
  bool tooLong(const Place& at);
  bool pass(const Token& token);
  void report();
  void keep();

  Tokenizer& tokens_;
  const PgnReadOptions& options_;
  PgnVisitor* visitor_ = nullptr;
  std::size_t* games_ = nullptr;
  std::size_t gameIndex_ = 0;
  bool keepText_ = false;
  Phase phase_ = Phase::DONE;
  Section section_ = Section::TAGS;
  bool begun_ = false;  // beginGame heard: the game has a tag or movetext
  Token firstComment_;  // COMMENT: the first comment after the last tag, the movetext's if no tag follows
  std::string pendingResult_;  // a result read inside a variation: the variation's end, if the game's text's
  Place pendingResultAt_;
  std::vector<Level> levels_;
  NoteBudget notes_;
  int depth_ = 0;            // levels_[depth_] is the line being read
  int skipDepth_ = INT_MAX;  // lines this deep or deeper are skipped (the visitor said SKIP)
  int unread_ = 0;           // options.variations false: nesting of the variation passed over
  Place unreadOpen_;         // its '('
  int moves_ = 0;
  Position start_ = Position::standard();
  bool chess960_ = false, hasFen_ = false;
  PgnResult resultTag_ = PgnResult::UNFINISHED;
  std::string scratch_;  // a tag value or a comment, as the visitor gets it
  // A bad game: its error (told once the text near it is known), where reading stopped.
  PgnError error_;
  std::size_t faultAt_ = 0;
  bool reported_ = false;
  int passDepth_ = 0;
  std::size_t textEnd_ = NONE;
};

}  // namespace chess960::pgn
