// Writes a PgnGameTree as PGN in export format: the Seven Tag Roster first (with "?" where a tag
// is missing), then the other tags in their order; movetext lines of at most 79 characters, with
// comments, NAGs ($n), command annotations and variations. Reading the text back with PgnReader
// gives the same tree.
#pragma once

#include <string>

#include "chess960/pgn_tree.h"

namespace chess960 {

std::string writePgn(const PgnGameTree& game);

}  // namespace chess960
