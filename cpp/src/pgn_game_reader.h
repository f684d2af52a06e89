// Reads one game from its complete text, once, telling a visitor (internal, not installed): the
// second step of PgnReader (pgn_reader.h), after the scan that found where the text ends, and
// all of parsePgnGame.
#pragma once

#include <cstddef>
#include <string_view>

#include "chess960/pgn_reader.h"
#include "chess960/pgn_visitor.h"

namespace chess960::pgn {

// Where a game's text lies in the input: for the places of its errors.
struct GamePlace {
  std::size_t gameIndex = 0;
  int line = 1, column = 1;  // of text[0]
};

// Reads the game `text` (its whole text: its end is the game's) with `visitor`, from beginGame to
// endGame. At its first error: false, `error` says where and why, and the visitor has heard the
// game up to the error, then the error.
bool readGame(std::string_view text, const GamePlace& place, const PgnReadOptions& options,
              PgnVisitor& visitor, PgnError& error);

// An error that ends a game before it is read: the visitor hears beginGame, then the error.
void reportUnread(const PgnError& error, PgnVisitor& visitor);

// Where text[offset] is, for a text that starts at (line, column).
void locate(std::string_view text, std::size_t offset, int& line, int& column);
// Up to 30 bytes before `offset` and 20 from it, on one line, printable ASCII only.
std::string nearText(std::string_view text, std::size_t offset);

}  // namespace chess960::pgn
