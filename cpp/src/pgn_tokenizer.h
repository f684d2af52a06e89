// The tokens of one game's complete text (internal, not installed): what the game reader
// (pgn_game_reader.h) reads, one token at a time, without copying.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "text.h"

namespace chess960::pgn {

enum class TokenKind : std::uint8_t {
  END,      // the end of the game's text
  TAG,      // [Name "value"]
  COMMENT,  // '{' to '}' (or to the end: not closed), ';' or a '%' at a line's start to the line's end
  OPEN,     // (
  CLOSE,    // )
  NAG,      // '$' and the digits after it (text: the digits, perhaps none)
  WORD,     // bytes up to a delimiter: a move, a move number, a result, a "!?" annotation
  STRAY,    // a byte with no place in the movetext: '}', ']', '[', a '%' not at a line's start
};

// What is wrong with a tag, if anything.
enum class TagFault : std::uint8_t {
  NONE,
  FORM,          // no name of letters, digits and '_' (at most 255), or no '"' after it
  UNTERMINATED,  // the value's line (or the text) ends before its closing '"'
  NOT_CLOSED,    // no ']' after the value
};

struct Token {
  Token(TokenKind kind, std::size_t at) : kind(kind), at(at) {}
  TokenKind kind = TokenKind::END;
  std::size_t at = 0;  // its first byte
  std::string_view
      text;  // WORD, NAG: the digits, COMMENT: between its delimiters, TAG: the name, STRAY: the byte
  std::string_view value;  // TAG: the value as written, escapes (\" and \\) in place
  char opener = 0;         // COMMENT: '{', ';' or '%'
  bool closed = true;      // COMMENT: a '{' comment's '}' is there
  bool escapes = false;    // TAG: the value holds escapes
  TagFault fault = TagFault::NONE;
};

class Tokenizer {
 public:
  explicit Tokenizer(std::string_view text) : text_(text) {}
  // The next token of the tag section: TAG or COMMENT; END where the movetext starts (at
  // position()) or the text ends.
  CHESS960_COLD Token tag();  // once per tag: built for size
  // The next token of the movetext.
  Token next();
  std::size_t position() const { return at_; }
  void seek(std::size_t at) { at_ = at; }
  // Where the text ends, but for spaces: where a game cut short stopped.
  std::size_t trimmedEnd() const;

 private:
  Token comment(std::size_t at);
  void skipSpaces();

  std::string_view text_;
  std::size_t at_ = 0;
};

}  // namespace chess960::pgn
