// The tokens of PGN text as it arrives (internal, not installed). The input is fed in chunks of
// any size into one buffer, and next() hands over the next tag, word, comment or parenthesis once
// its last byte has arrived. Each byte is looked at once to find where its token ends (a token cut
// by the end of a chunk is looked at on from where the look stopped), and lines are counted on the
// way. The buffer keeps the token being read and a few bytes before it (what an error quotes), so
// memory is bounded by the longest token: a comment (PgnLimits::maxCommentLength) or a game
// (maxGameBytes).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "chess960/pgn_reader.h"

namespace chess960::pgn {

inline constexpr std::size_t NONE = std::string_view::npos;

// What a byte is to the tokenizer: one table, one load per question.
enum CharClass : std::uint8_t {
  SPACE = 1,      // ' ' \n \r \t \f \v
  DELIMITER = 2,  // ends a movetext word: spaces and ( ) { } [ ] ; $
};
inline constexpr std::array<std::uint8_t, 256> CHAR_CLASSES = [] {
  std::array<std::uint8_t, 256> table{};
  for (char c : std::string_view(" \n\r\t\f\v")) table[static_cast<unsigned char>(c)] |= SPACE | DELIMITER;
  for (char c : std::string_view("(){}[];$")) table[static_cast<unsigned char>(c)] |= DELIMITER;
  return table;
}();
inline bool isSpace(char c) { return CHAR_CLASSES[static_cast<unsigned char>(c)] & SPACE; }
inline bool isDelimiter(char c) { return CHAR_CLASSES[static_cast<unsigned char>(c)] & DELIMITER; }
inline bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Where a byte of the input is: its offset in the whole input, its line, where that line starts.
struct Place {
  std::size_t offset = 0;
  int line = 1;
  std::size_t lineStart = 0;
  int column() const { return int(offset - lineStart) + 1; }
  Place plus(std::size_t bytes) const { return {offset + bytes, line, lineStart}; }  // on its line
};

// The tag section (tags and comments before the moves) or the movetext.
enum class Section : std::uint8_t { TAGS, MOVETEXT };

enum class TokenKind : std::uint8_t {
  MORE,       // its end has not arrived yet: feed more input (or finish it)
  END,        // the input ends
  MOVETEXT,   // in the tag section: the movetext starts here (nothing taken)
  NEXT_GAME,  // in the movetext: a line that starts with '[', the next game's tags (nothing taken)
  TOO_LONG,   // it would take the game past PgnLimits::maxGameBytes (nothing taken)
  TAG,        // [Name "value"] on one line (quotes may hold ']')
  COMMENT,    // '{' to '}', or ';' (a '%' at a line's start) to the line's end
  OPEN,       // (
  CLOSE,      // )
  NAG,        // '$' and the digits after it (text: the digits, perhaps none)
  WORD,       // bytes up to a delimiter: a move, a move number, a result, a "!?" annotation
  STRAY,      // a byte with no place in the movetext: '}', ']', '[', a '%' not at a line's start
};

// How a comment ends. A '{' comment that does not close (before the input ends, or within
// maxCommentLength) ends its game before the first line in it that starts with '[', if any.
enum class CommentEnd : std::uint8_t { CLOSED, UNCLOSED, TOO_LONG };

// What is wrong with a tag's form, if anything.
enum class TagFault : std::uint8_t {
  NONE,
  FORM,          // no name of letters, digits and '_' (at most 255), or no '"' after it
  UNTERMINATED,  // the value's line (or the text) ends before its closing '"'
  NOT_CLOSED,    // no ']' after the value
};

struct Token {
  Token(TokenKind kind = TokenKind::MORE, Place place = {}, bool lineStart = true, bool lineBlank = true)
      : kind(kind), place(place), lineStart(lineStart), lineBlank(lineBlank) {}
  TokenKind kind;
  Place place;             // its first byte
  bool lineStart;          // whether the byte before it is a '\n' (or it starts the game)
  bool lineBlank;          // whether only spaces and tabs are between it and its line's start
  std::string_view text;   // WORD, NAG's digits, COMMENT's text, TAG's name, STRAY's byte
  std::string_view value;  // TAG: the value as written, escapes (\" and \\) in place
  bool escapes = false;    // TAG: the value holds escapes
  TagFault fault = TagFault::NONE;
  char opener = 0;  // COMMENT: '{', ';' or '%'
  CommentEnd end =
      CommentEnd::CLOSED;  // COMMENT (UNCLOSED: afterLastToken() is where its text ends but spaces)
};

class Tokenizer {
 public:
  explicit Tokenizer(const PgnLimits& limits) : limits_(&limits) {}
  // A new input, whose first byte is at (line, column).
  void reset(const PgnLimits& limits, int line = 1, int column = 1);

  void feed(std::string_view chunk);  // drops first what no token needs any more
  void finish() { finished_ = true; }
  bool finished() const { return finished_; }
  std::size_t buffered() const { return bytes_.size(); }

  // Passes the spaces (and a UTF-8 byte order mark) before a game: WORD at the game's first
  // byte, else END or MORE.
  TokenKind seekGame();
  void startGame();  // the game starts here: its byte limit, a line start for '%' and '['
  // The next token, valid until the next call.
  const Token& next(Section section);
  // Back to a token taken before (a comment read again as the movetext's), with what follows.
  void rewind(const Token& token);

  // After a limit passed: on to the next line that starts with '[' after a line of movetext
  // (the next game's tags). True once there, or at the input's end.
  void startPassingLines(bool inMovetext);
  bool passLines();

  Place place() const { return at_; }                   // where the next token is looked for
  Place afterLastToken() const { return afterToken_; }  // the end of the last token taken
  std::size_t gameStart() const { return gameStart_; }
  std::size_t gameLimit() const { return gameLimit_; }  // the game's bytes end here at the latest
  // The buffer keeps the bytes from `offset` on (an error's text, a game cut out), until
  // keepFrom(NONE).
  void keepFrom(std::size_t offset) { kept_ = offset; }
  std::string_view text(std::size_t from, std::size_t to) const {
    return std::string_view(bytes_.data() + (from - base_), to - from);
  }
  // Whether the bytes an error at `offset` quotes after it (up to 20, on its line) have been read.
  bool quoted(std::size_t offset) const;
  // Up to 30 bytes before `offset` and 20 from it, on its line and before `end` (where the game's
  // text ends), printable ASCII only.
  std::string near(std::size_t offset, std::size_t end) const;

 private:
  enum class Look { FOUND, MORE, INPUT_END, BOUND };
  char byte(std::size_t offset) const { return bytes_[offset - base_]; }
  std::size_t end() const { return base_ + bytes_.size(); }
  // Looks on from scanAt_, up to `bound`, for a byte where `stop` holds, or for `byte`.
  template <class Stop>
  Look lookFor(Stop stop, std::size_t bound);
  Look lookForByte(char byte, std::size_t bound);
  const Token& begin(Section section);
  const Token& give(TokenKind kind);
  const Token& awaitMore();
  const Token& take(std::size_t end, bool newline = false);
  const Token& scanWord();
  const Token& scanTag();
  const Token& scanComment();
  const Token& unclosed(std::size_t end);
  Place placeOf(const Place& from, std::size_t offset) const;
  std::size_t tagLineIn(std::size_t from, std::size_t to) const;

  const PgnLimits* limits_;
  std::string bytes_;
  std::size_t base_ = 0;  // the input offset of bytes_[0]
  bool finished_ = false;
  Place at_, afterToken_;
  std::size_t gameStart_ = 0, gameLimit_ = NONE, kept_ = NONE;
  std::size_t lookLimit_ = NONE;              // looks for a token's end stop here: gameLimit_ + 1
  bool lineStart_ = true, lineBlank_ = true;  // what Token's are, for the next byte
  // The token given, or begun and not yet ended (pending_: its end had not arrived), looked at up
  // to scanAt_.
  Token token_, marker_;  // marker_: a token that takes nothing (END, MORE, MOVETEXT, ...)
  TokenKind pending_ = TokenKind::MORE;
  std::size_t scanAt_ = 0;
  int scanLines_ = 0;                                // '{' comments: lines passed so far,
  std::size_t scanLineStart_ = 0;                    // and where the last one starts
  bool passBlank_ = false, passInMovetext_ = false;  // passLines(): the line so far is blank
  std::string afterQuote_;                           // what an error at afterQuoteAt_ quotes
  std::size_t afterQuoteAt_ = NONE;
};

}  // namespace chess960::pgn
