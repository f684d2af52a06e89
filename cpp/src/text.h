// Small text helpers shared by the notation readers (internal, not installed).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace chess960::text {

// Input echoed in an error message: at most `limit` characters, anything unprintable as '?'.
[[nodiscard]] inline std::string printable(std::string_view s, std::size_t limit = 24) {
  std::string out;
  for (char c : s.substr(0, limit))
    out += (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) ? '?' : c;
  if (s.size() > limit) out += "...";
  return out;
}

// A piece of a message: text, or a number written in decimal.
struct Piece {
  Piece(std::string_view s) : text(s) {}
  Piece(const char* s) : text(s) {}
  Piece(const std::string& s) : text(s) {}
  Piece(int n) : number(n), isNumber(true) {}
  Piece(std::size_t n) : number(std::int64_t(n)), isNumber(true) {}
  std::string_view text;
  std::int64_t number = 0;
  bool isNumber = false;
};

// A message from pieces: say({"more than ", limit, " moves"}). One call per message instead of a
// chain of std::string concatenations, which costs code at every place an error is made.
inline std::string say(std::initializer_list<Piece> pieces) {
  std::string out;
  for (const Piece& piece : pieces) {
    if (!piece.isNumber) {
      out += piece.text;
      continue;
    }
    char digits[20];
    int count = 0;
    std::uint64_t value = piece.number < 0 ? 0 - std::uint64_t(piece.number) : std::uint64_t(piece.number);
    do digits[count++] = char('0' + value % 10);
    while (value /= 10);
    if (piece.number < 0) out += '-';
    while (count > 0) out += digits[--count];
  }
  return out;
}

}  // namespace chess960::text
