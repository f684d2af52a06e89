// PgnTreeBuilder: the visitor that reads a game into a PgnGameTree. A file of its own so that it
// is built for speed in the wasm, with the reader (readPgn spends its time in both).
#include <string_view>

#include "chess960/pgn_tree.h"

namespace chess960 {

void PgnTreeBuilder::beginGame(std::size_t) {
  tree_.clear();
  if (sans_) sans_->clear();
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
  if (sans_) {  // one append per move: the SAN, with a space before all but the first
    const std::string_view san = move.san();
    char spaced[16] = {' '};
    san.copy(spaced + 1, san.size());
    const std::size_t first = sans_->empty() ? 1 : 0;
    sans_->append(spaced + first, san.size() + 1 - first);
  }
}

void PgnTreeBuilder::note(PgnNoteKind kind, std::int32_t a, std::int32_t b) {
  const Line& line = lines_.back();
  if (line.hasMove || lines_.size() == 1) return tree_.addNote(line.node, kind, a, b);
  // Before the first move of a variation: that move does not exist yet.
  if (!hasPending_) pending_ = tree_.notes.size();
  hasPending_ = true;
  tree_.addNote(-1, kind == PgnNoteKind::COMMENT ? PgnNoteKind::COMMENT_BEFORE : kind, a, b);
}

void PgnTreeBuilder::comment(std::string_view text) {
  const PgnSpan span = tree_.addText(text);
  note(PgnNoteKind::COMMENT, span.offset, span.length);
}

PgnVisitor::Next PgnTreeBuilder::beginVariation() {
  lines_.push_back(Line{tree_.nodes[std::size_t(lines_.back().node)].parent, false});
  return Next::READ;
}

}  // namespace chess960
