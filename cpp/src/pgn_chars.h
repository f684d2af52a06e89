// What the PGN scanner and tokenizer ask of each byte (internal, not installed): one table of
// bits per byte, so that a question is one load and one test, not a chain of compares.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace chess960::pgn {

enum CharClass : std::uint8_t {
  SPACE = 1,      // ' ' \n \r \t \f \v
  DELIMITER = 2,  // ends a movetext word: spaces and ( ) { } [ ] ; $
  // Where the scanner's movetext loop stops: what opens or closes a comment, a variation or the
  // next game's tags, and what a result has ('-' in "1-0", "0-1", "1/2-1/2"; "*").
  SCAN_STOP = 4,
};

inline constexpr std::array<std::uint8_t, 256> CHAR_CLASSES = [] {
  std::array<std::uint8_t, 256> table{};
  for (char c : std::string_view(" \n\r\t\f\v")) table[static_cast<unsigned char>(c)] |= SPACE | DELIMITER;
  for (char c : std::string_view("(){}[];$")) table[static_cast<unsigned char>(c)] |= DELIMITER;
  for (char c : std::string_view("{;%()[*-")) table[static_cast<unsigned char>(c)] |= SCAN_STOP;
  return table;
}();

inline bool is(char c, CharClass what) { return (CHAR_CLASSES[static_cast<unsigned char>(c)] & what) != 0; }
inline bool isSpace(char c) { return is(c, SPACE); }
inline bool isDelimiter(char c) { return is(c, DELIMITER); }
inline bool isDigit(char c) { return c >= '0' && c <= '9'; }

// The first `c` in text[from, to), or `to`. In the wasm eight bytes a step (its memchr takes four);
// native builds have a vectorised memchr.
inline std::size_t findByte(std::string_view text, std::size_t from, std::size_t to, char c) {
#ifdef __wasm__
  constexpr std::uint64_t ONES = 0x0101010101010101, HIGHS = 0x8080808080808080;
  const std::uint64_t pattern = ONES * static_cast<unsigned char>(c);
  for (; from + 8 <= to; from += 8) {
    std::uint64_t word;
    std::memcpy(&word, text.data() + from, 8);
    word ^= pattern;
    if ((word - ONES) & ~word & HIGHS) break;  // a zero byte: `c` is among these eight
  }
  while (from < to && text[from] != c) ++from;
  return from;
#else
  const void* found = std::memchr(text.data() + from, c, to - from);
  return found ? std::size_t(static_cast<const char*>(found) - text.data()) : to;
#endif
}

// Whether text[at] starts a line, but for spaces and tabs before it (`from` counts as a line start).
inline bool atLineStart(std::string_view text, std::size_t from, std::size_t at) {
  while (at > from && (text[at - 1] == ' ' || text[at - 1] == '\t')) --at;
  return at == from || text[at - 1] == '\n';
}

// Where the movetext word that holds text[at] starts (after the delimiter before it, and after
// the digits of a NAG glued to it: "$5*" is the NAG 5 and the word "*"), if it starts at most
// `most` bytes before `at`; npos if further back. `from` counts as a delimiter. Looks back past
// `most` bytes over digits only, so that a run of stops costs each byte about once.
inline std::size_t nearWordStart(std::string_view text, std::size_t from, std::size_t at, std::size_t most) {
  std::size_t start = at;
  while (start > from && !isDelimiter(text[start - 1])) {
    if (at - start >= most && !isDigit(text[start - 1])) return std::string_view::npos;
    --start;
  }
  if (start > from && text[start - 1] == '$')
    while (start < at && isDigit(text[start])) ++start;
  return at - start <= most ? start : std::string_view::npos;
}

}  // namespace chess960::pgn
