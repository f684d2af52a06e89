#include "chess960/pgn_tree.h"

namespace chess960 {

PgnGameTree::PgnGameTree() : nodes_(1) {}

std::int32_t PgnGameTree::addMove(std::int32_t parent, Move move) {
  const std::int32_t index = nodeCount();
  nodes_.emplace_back();
  PgnNode& child = nodes_.back();
  child.move = move;
  child.parent = parent;
  PgnNode& up = node(parent);
  if (up.lastChild < 0)
    up.firstChild = index;
  else
    node(up.lastChild).nextSibling = index;
  up.lastChild = index;
  return index;
}

void PgnGameTree::clear() {
  tags.clear();
  start = Position::standard();
  chess960 = false;
  result.assign(1, '*');  // not = "*": GCC 12 warns falsely (-Wrestrict) about that
  nodes_.resize(1);
  nodes_[0] = PgnNode{};
}

std::vector<std::int32_t> PgnGameTree::mainline() const {
  std::vector<std::int32_t> line;
  for (std::int32_t i = node(ROOT).firstChild; i >= 0; i = node(i).firstChild) line.push_back(i);
  return line;
}

Position PgnGameTree::positionAt(std::int32_t index) const {
  std::vector<Move> moves;
  for (std::int32_t i = index; i > ROOT; i = node(i).parent) moves.push_back(node(i).move);
  Position pos = start;
  for (auto it = moves.rbegin(); it != moves.rend(); ++it) pos.play(*it);
  return pos;
}

const std::string* PgnGameTree::tag(std::string_view name) const {
  for (const auto& [key, value] : tags)
    if (key == name) return &value;
  return nullptr;
}

PgnTags PgnGameTree::exportTags() const {
  static constexpr std::string_view ROSTER[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
  PgnTags out;
  for (std::string_view name : ROSTER) {
    const std::string* value = tag(name);
    // Strings made here: one emplace_back(std::string&&, std::string&&) serves every tag list.
    out.emplace_back(std::string(name), value              ? *value
                                        : name == "Date"   ? "????.??.??"
                                        : name == "Result" ? result
                                                           : "?");
  }
  for (const auto& [name, value] : tags) {
    bool roster = false;
    for (std::string_view r : ROSTER) roster |= name == r;
    if (!roster) out.emplace_back(std::string(name), std::string(value));
  }
  return out;
}

namespace {

bool sameNode(const PgnNode& a, const PgnNode& b) {
  return a.move == b.move && a.commentsBefore == b.commentsBefore && a.comments == b.comments &&
         a.nags == b.nags && a.clockMs == b.clockMs && a.emtMs == b.emtMs && a.eval == b.eval &&
         a.arrows == b.arrows && a.squares == b.squares;
}

}  // namespace

bool operator==(const PgnGameTree& a, const PgnGameTree& b) {
  if (a.exportTags() != b.exportTags() || a.chess960 != b.chess960 || a.result != b.result ||
      !a.start.samePosition(b.start) || a.start.halfmoveClock() != b.start.halfmoveClock() ||
      a.start.fullmoveNumber() != b.start.fullmoveNumber() || a.nodeCount() != b.nodeCount())
    return false;
  // Walk both trees in step (children in order), so that node numbering may differ.
  std::vector<std::pair<std::int32_t, std::int32_t>> pending{{PgnGameTree::ROOT, PgnGameTree::ROOT}};
  while (!pending.empty()) {
    auto [i, j] = pending.back();
    pending.pop_back();
    if (!sameNode(a.node(i), b.node(j))) return false;
    std::int32_t x = a.node(i).firstChild, y = b.node(j).firstChild;
    for (; x >= 0 && y >= 0; x = a.node(x).nextSibling, y = b.node(y).nextSibling) pending.emplace_back(x, y);
    if (x >= 0 || y >= 0) return false;
  }
  return true;
}

int nagOfSuffix(std::string_view suffix) {
  static constexpr std::string_view SUFFIXES[] = {"!", "?", "!!", "??", "!?", "?!"};
  for (int i = 0; i < 6; ++i)
    if (suffix == SUFFIXES[i]) return i + 1;
  return 0;
}

}  // namespace chess960
