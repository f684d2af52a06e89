#include "pgn_game_tree.h"

#include <utility>

#include "chess960/pgn_writer.h"

namespace chess960::test {

PgnSpan PgnGameTree::addText(std::string_view s) {
  const PgnSpan span{std::int32_t(text.size()), std::int32_t(s.size())};
  text += s;
  return span;
}

bool PgnGameTree::findTag(std::string_view name, std::string_view& value) const {
  for (const PgnTag& tag : tags)
    if (str(tag.name) == name) return value = str(tag.value), true;
  return false;
}

std::int32_t PgnGameTree::addMove(std::int32_t parent, Move move) {
  nodes.push_back({parent, move.bits()});
  return nodeCount() - 1;
}

void PgnGameTree::clear() {
  tags.clear();
  nodes.assign(1, {});  // the root
  notes.clear();
  text.clear();
  start = Position::standard();
  chess960 = false;
  stoppedAt = -1;
  result.assign(1, '*');  // not = "*": GCC 12 warns falsely (-Wrestrict) about that
}

PgnAnnotations PgnGameTree::annotations(std::int32_t node) const {
  PgnAnnotations out;
  for (const PgnNote& note : notes) {
    if (note.node != node) continue;
    switch (note.kind) {
      case PgnNoteKind::COMMENT_BEFORE:
        out.commentsBefore.push_back(comment(note));
        break;
      case PgnNoteKind::COMMENT:
        out.comments.push_back(comment(note));
        break;
      case PgnNoteKind::NAG:
        out.nags.push_back(note.nag());
        break;
      case PgnNoteKind::CLOCK:
        out.clock = note.milliseconds();
        break;
      case PgnNoteKind::EMT:
        out.emt = note.milliseconds();
        break;
      case PgnNoteKind::EVAL_CENTIPAWNS:
      case PgnNoteKind::EVAL_MATE:
        out.eval = note.eval();
        break;
      case PgnNoteKind::ARROW:
        out.arrows.push_back(note.arrow());
        break;
      case PgnNoteKind::SQUARE:
        out.squares.push_back(note.squareMark());
        break;
    }
  }
  return out;
}

std::vector<std::int32_t> PgnGameTree::mainline() const {
  // A node's first child is the first later node that names it as parent.
  std::vector<std::int32_t> line;
  std::int32_t last = 0;
  for (std::int32_t i = 1; i < nodeCount(); ++i)
    if (nodes[std::size_t(i)].parent == last) line.push_back(last = i);
  return line;
}

Position PgnGameTree::positionAt(std::int32_t node) const {
  std::vector<Move> moves;
  for (std::int32_t i = node; i > 0; i = nodes[std::size_t(i)].parent) moves.push_back(move(i));
  Position pos = start;
  for (auto it = moves.rbegin(); it != moves.rend(); ++it) pos.play(*it);
  return pos;
}

namespace {

// Records grouped by node without moving them: the k-th group is order[first[k] .. first[k + 1]),
// in the records' own order.
struct Groups {
  std::vector<std::int32_t> first, order;
  template <class KeyOf>
  Groups(std::size_t groups, std::size_t records, KeyOf keyOf) : first(groups + 1, 0), order(records) {
    for (std::size_t r = 0; r < records; ++r) ++first[std::size_t(keyOf(r)) + 1];
    for (std::size_t k = 1; k <= groups; ++k) first[k] += first[k - 1];
    std::vector<std::int32_t> next(first.begin(), first.end() - 1);
    for (std::size_t r = 0; r < records; ++r)
      order[std::size_t(next[std::size_t(keyOf(r))]++)] = std::int32_t(r);
  }
  std::int32_t size(std::int32_t k) const { return first[std::size_t(k) + 1] - first[std::size_t(k)]; }
  std::int32_t at(std::int32_t k, std::int32_t i) const {
    return order[std::size_t(first[std::size_t(k)] + i)];
  }
};

// Children of each node, in order.
Groups childrenOf(const PgnGameTree& t) {
  return Groups(t.nodes.size(), t.nodes.size() - 1, [&](std::size_t r) { return t.nodes[r + 1].parent; });
}

// Notes of each node and kind (group node * PGN_NOTE_KINDS + kind - 1), in reading order.
Groups notesOf(const PgnGameTree& t) {
  return Groups(t.nodes.size() * PGN_NOTE_KINDS, t.notes.size(), [&](std::size_t r) {
    return t.notes[r].node * PGN_NOTE_KINDS + std::int32_t(t.notes[r].kind) - 1;
  });
}

bool sameNote(const PgnGameTree& a, const PgnNote& x, const PgnGameTree& b, const PgnNote& y) {
  if (x.isComment()) return y.isComment() && a.comment(x) == b.comment(y);
  return x.sameValue(y);
}

// Whether the trees' records can be used as they are: parents before children, notes on nodes.
bool wellFormed(const PgnGameTree& t) {
  if (t.nodes.empty()) return false;
  for (std::int32_t i = 1; i < t.nodeCount(); ++i)
    if (t.nodes[std::size_t(i)].parent < 0 || t.nodes[std::size_t(i)].parent >= i) return false;
  for (const PgnNote& n : t.notes)
    if (n.node < 0 || n.node >= t.nodeCount() || n.kind < PgnNoteKind::COMMENT_BEFORE ||
        n.kind > PgnNoteKind::SQUARE)
      return false;
  return true;
}

}  // namespace

bool samePgnGame(const PgnGameTree& a, const PgnGameTree& b) {
  if (a.tags.size() != b.tags.size() || a.chess960 != b.chess960 || a.result != b.result ||
      (a.stoppedAt < 0) != (b.stoppedAt < 0) || !a.start.samePosition(b.start) ||
      a.start.halfmoveClock() != b.start.halfmoveClock() ||
      a.start.fullmoveNumber() != b.start.fullmoveNumber() || a.nodeCount() != b.nodeCount() ||
      a.notes.size() != b.notes.size() || !wellFormed(a) || !wellFormed(b))
    return false;
  for (std::size_t k = 0; k < a.tags.size(); ++k)
    if (a.str(a.tags[k].name) != b.str(b.tags[k].name) || a.str(a.tags[k].value) != b.str(b.tags[k].value))
      return false;
  const Groups childrenA = childrenOf(a), childrenB = childrenOf(b), notesA = notesOf(a), notesB = notesOf(b);
  // Walk both trees in step, children in order, so that node numbering may differ.
  std::vector<std::pair<std::int32_t, std::int32_t>> pending{{0, 0}};
  while (!pending.empty()) {
    const auto [i, j] = pending.back();
    pending.pop_back();
    if (a.nodes[std::size_t(i)].move != b.nodes[std::size_t(j)].move ||
        childrenA.size(i) != childrenB.size(j) || (a.stoppedAt == i) != (b.stoppedAt == j))
      return false;
    for (std::int32_t kind = 0; kind < PGN_NOTE_KINDS; ++kind) {
      const std::int32_t x = i * PGN_NOTE_KINDS + kind, y = j * PGN_NOTE_KINDS + kind;
      if (notesA.size(x) != notesB.size(y)) return false;
      for (std::int32_t k = 0; k < notesA.size(x); ++k)
        if (!sameNote(a, a.notes[std::size_t(notesA.at(x, k))], b, b.notes[std::size_t(notesB.at(y, k))]))
          return false;
    }
    // Child ids are node ids less one (the root has no group entry).
    for (std::int32_t c = 0; c < childrenA.size(i); ++c)
      pending.emplace_back(childrenA.at(i, c) + 1, childrenB.at(j, c) + 1);
  }
  return true;
}

// ---- PgnTreeBuilder ----

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

namespace {

void tellNotes(const PgnGameTree& tree, std::int32_t node, PgnWriter& writer) {
  for (const PgnNote& note : tree.notes) {
    if (note.node != node) continue;
    switch (note.kind) {
      case PgnNoteKind::COMMENT_BEFORE:
        writer.commentBefore(tree.comment(note));
        break;
      case PgnNoteKind::COMMENT:
        writer.comment(tree.comment(note));
        break;
      case PgnNoteKind::NAG:
        writer.nag(note.nag());
        break;
      case PgnNoteKind::CLOCK:
        writer.clock(note.milliseconds());
        break;
      case PgnNoteKind::EMT:
        writer.emt(note.milliseconds());
        break;
      case PgnNoteKind::EVAL_CENTIPAWNS:
      case PgnNoteKind::EVAL_MATE:
        writer.eval(note.eval());
        break;
      case PgnNoteKind::ARROW:
        writer.arrow(note.arrow());
        break;
      case PgnNoteKind::SQUARE:
        writer.square(note.squareMark());
        break;
    }
  }
}

// The line from `node` on, each move followed by its notes and by its alternatives (the siblings
// of a first child) as variations.
void tellLine(const PgnGameTree& tree, const std::vector<std::vector<std::int32_t>>& children,
              std::int32_t node, PgnWriter& writer) {
  while (true) {
    writer.play(tree.move(node));
    tellNotes(tree, node, writer);
    const auto& siblings = children[std::size_t(tree.nodes[std::size_t(node)].parent)];
    if (siblings[0] == node)
      for (std::size_t k = 1; k < siblings.size(); ++k) {
        writer.beginVariation();
        tellLine(tree, children, siblings[k], writer);
        writer.endVariation();
      }
    if (children[std::size_t(node)].empty()) return;
    node = children[std::size_t(node)][0];
  }
}

}  // namespace

std::string writeTree(const PgnGameTree& tree) {
  PgnWriter writer;
  writer.beginGame();
  for (const PgnTag& tag : tree.tags) writer.tag(tree.str(tag.name), tree.str(tag.value));
  writer.beginMovetext(tree.start, tree.chess960);
  std::vector<std::vector<std::int32_t>> children(tree.nodes.size());
  for (std::int32_t i = 1; i < tree.nodeCount(); ++i)
    children[std::size_t(tree.nodes[std::size_t(i)].parent)].push_back(i);
  tellNotes(tree, 0, writer);
  if (!children[0].empty()) tellLine(tree, children, children[0][0], writer);
  writer.endGame(tree.result);
  return writer.text();
}

}  // namespace chess960::test
