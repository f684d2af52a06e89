// Writes a PgnGameTree as PGN in export format: the Seven Tag Roster first (with "?" where a tag
// is missing), then the other tags in their order; movetext lines of at most 79 characters, with
// comments, NAGs ($n), command annotations and variations. Reading the text back with PgnReader
// gives the same tree.
#pragma once

#include <string>

#include "chess960/pgn_tree.h"

namespace chess960 {

std::string writePgn(const PgnGameTree& game);
// For a tree whose moves come as text (SAN or UCI, one space between, in node order, the root
// left out): each move is read in its position while the tree is written, and stored in it.
// False, with `out` saying which move is wrong and why, if one is not legal or the variations are
// nested deeper than PgnLimits allows.
bool writePgn(PgnGameTree& game, std::string_view moveTexts, std::string& out);

}  // namespace chess960
