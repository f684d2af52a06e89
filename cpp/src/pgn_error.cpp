// PgnError: its message and the place of an error in a game's text.
#include <string>

#include "chess960/pgn_visitor.h"
#include "pgn_chars.h"
#include "pgn_game_reader.h"
#include "text.h"

namespace chess960 {

std::string PgnError::message() const {
  std::string out = text::say({"game ", gameIndex + 1, ", line ", line, ", column ", column, ": ", what});
  if (!near.empty()) out += text::say({" (near \"", near, "\")"});
  return out;
}

std::string_view pgnErrorReasonName(PgnErrorReason reason) {
  static constexpr std::string_view NAMES[] = {
#define CHESS960_PGN_REASON_NAME(name, meaning) #name,
      CHESS960_PGN_ERROR_REASONS(CHESS960_PGN_REASON_NAME)
#undef CHESS960_PGN_REASON_NAME
  };
  return NAMES[std::size_t(reason)];
}

namespace pgn {

void locate(std::string_view text, std::size_t offset, int& line, int& column) {
  for (std::size_t k = 0; k < offset && k < text.size(); ++k)
    column = text[k] == '\n' ? (++line, 1) : column + 1;
}

std::string nearText(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  std::size_t from = offset > 30 ? offset - 30 : 0;
  const std::size_t lineStart = text.rfind('\n', offset == 0 ? 0 : offset - 1);
  if (lineStart != std::string_view::npos && lineStart + 1 > from && lineStart < offset) from = lineStart + 1;
  std::string near;
  for (char c : text.substr(from, offset - from + 20)) {
    if (c == '\n') break;
    if (isSpace(c)) {
      if (!near.empty() && near.back() != ' ') near += ' ';
    } else {
      near += (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) ? '?' : c;
    }
  }
  while (!near.empty() && near.back() == ' ') near.pop_back();
  return near;
}

void reportUnread(const PgnError& error, PgnVisitor& visitor) {
  visitor.beginGame(error.gameIndex);
  visitor.error(error);
}

}  // namespace pgn

}  // namespace chess960
