// The comments of PGN movetext (internal, not installed): the command annotations in them
// ([%clk 1:02:03.4] [%emt 0:00:05] [%eval -0.35,20] [%eval #3] [%csl Ga1] [%cal Ge2e4]) read
// as typed values, and the text that is left.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "chess960/pgn_visitor.h"

namespace chess960::pgn {

// A game's notes left before PgnLimits::maxNotes: each comment, NAG and annotation takes one.
struct NoteBudget {
  std::size_t left = 0;
  bool take() { return left > 0 && (--left, true); }
};

// Hands `visitor` the command annotations of a comment's raw text that it knows, then the text
// that is left, whitespace runs as one space, trimmed, if any is (not copied when it needs no
// change; else written into `scratch`). Unknown or unreadable commands stay in the text. False
// past the budget.
bool readComment(std::string_view raw, PgnVisitor& visitor, NoteBudget& notes, std::string& scratch);

}  // namespace chess960::pgn
