// PgnTreeBuilder: the visitor that reads a game into a PgnGameTree.
#include <string_view>

#include "chess960/pgn_tree.h"

namespace chess960 {

void PgnTreeBuilder::beginGame(std::size_t) {
  tree_.clear();
  lines_.assign(1, Line{0, false});
  hasPending_ = false;
}

PgnVisitor::Next PgnTreeBuilder::beginMovetext(const Position& start, bool chess960) {
  tree_.start = start;
  tree_.chess960 = chess960;
  return Next::READ;
}

void PgnTreeBuilder::move(const PgnMoveRead& move) {
  Line& line = lines_.back();
  line.node = tree_.addMove(line.node, move.move);
  line.hasMove = true;
  if (hasPending_) {
    for (std::size_t k = pending_; k < tree_.notes.size(); ++k)
      if (tree_.notes[k].node < 0) tree_.notes[k].node = line.node;
    hasPending_ = false;
  }
}

void PgnTreeBuilder::note(PgnNote note) {
  const Line& line = lines_.back();
  note.node = line.node;
  if (!line.hasMove && lines_.size() > 1) {
    // Before the first move of a variation: that move does not exist yet.
    if (!hasPending_) pending_ = tree_.notes.size();
    hasPending_ = true;
    note.node = -1;
    if (note.kind == PgnNoteKind::COMMENT) note.kind = PgnNoteKind::COMMENT_BEFORE;
  }
  tree_.addNote(note);
}

void PgnTreeBuilder::comment(std::string_view text) {
  note(PgnNote::comment(0, PgnNoteKind::COMMENT, tree_.addText(text)));
}

void PgnTreeBuilder::error(const PgnError&) {
  // The game up to the error: notes that awaited a variation's first move have none.
  while (hasPending_ && tree_.notes.size() > pending_) tree_.notes.pop_back();
  hasPending_ = false;
  tree_.result.assign(1, '*');
  tree_.stoppedAt = lines_.back().node;
}

PgnVisitor::Next PgnTreeBuilder::beginVariation() {
  lines_.push_back(Line{tree_.nodes[std::size_t(lines_.back().node)].parent, false});
  return Next::READ;
}

}  // namespace chess960
