#include "chess960/pgn_tree.h"

namespace chess960 {

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
  nodes.clear();
  nodes.push_back({});  // the root (push_back, not resize: one growth routine in the wasm)
  notes.clear();
  text.clear();
  start = Position::standard();
  chess960 = false;
  result.assign(1, '*');  // not = "*": GCC 12 warns falsely (-Wrestrict) about that
}

std::vector<std::int32_t> PgnGameTree::mainline() const { return {}; }
Position PgnGameTree::positionAt(std::int32_t) const { return start; }
bool samePgnGame(const PgnGameTree&, const PgnGameTree&) { return false; }

int nagOfSuffix(std::string_view suffix) {
  static constexpr std::string_view SUFFIXES[] = {"!", "?", "!!", "??", "!?", "?!"};
  for (int i = 0; i < 6; ++i)
    if (suffix == SUFFIXES[i]) return i + 1;
  return 0;
}

}  // namespace chess960
