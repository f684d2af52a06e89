// Glue between the PGN writer and npm/src/pgn-writer.ts, as plain C exports. No chess logic here.
//
// writePgn hands over a tree as the events of its PGN (pgn_events.h), in a buffer of its own; they
// are read back here into a tree for the writer. Built for size: the package writes one game at a
// time, at a user's request.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "chess960/pgn_writer.h"
#include "pgn_events.h"
#include "pgn_exports.h"

namespace {

using namespace chess960;
namespace events = chess960::pgn_events;

std::string input;   // the events of a tree to write, then their text
std::string output;  // written PGN, or why not

// A tree for the writer from the events of its PGN (its moves as text, one space between, for
// the writer to read); false with `error` for events that are not those of a game.
bool readTree(const std::int32_t* words, std::size_t count, std::string_view text, PgnGameTree& tree,
              std::string& moveTexts, std::string& error) {
  tree.clear();
  moveTexts.clear();
  error = "not the events of a PGN game";
  std::string_view fen;
  std::vector<std::int32_t> lines{0};  // each line's last move, or the node it branches from
  auto fits = [&](std::size_t at, std::size_t size) { return at + size <= count; };
  auto textAt = [&](std::size_t at, std::string_view& s) {
    const std::int64_t offset = words[at], length = words[at + events::TEXT_LENGTH];
    if (offset < 0 || length < 0 || std::size_t(offset + length) > text.size()) return false;
    s = text.substr(std::size_t(offset), std::size_t(length));
    return true;
  };
  auto isSquare = [](std::int32_t s) { return s >= 0 && s < SQUARE_COUNT; };
  for (std::size_t at = 0; at < count;) {
    const std::int32_t code = words[at];
    const std::int32_t node = lines.back(), a = fits(at, 2) ? words[at + events::FIELD] : 0;
    std::string_view s;
    std::size_t size = 0;
    switch (code) {
      case events::TAG: {
        std::string_view value;
        size = events::TAG_WORDS;
        if (!fits(at, size) || !textAt(at + events::FIELD, s) || !textAt(at + events::TAG_VALUE, value))
          return false;
        tree.addTag(s, value);
        break;
      }
      case events::START:
        size = events::START_WORDS;
        if (!fits(at, size) || !textAt(at + events::START_FEN, fen)) return false;
        tree.chess960 = a != 0;
        break;
      case events::MOVE:
        size = events::MOVE_WORDS;
        if (!fits(at, size) || !textAt(at + events::MOVE_TEXT, s)) return false;
        lines.back() = tree.addMove(node, Move());
        moveTexts += moveTexts.empty() ? "" : " ";
        moveTexts += s;
        break;
      case events::COMMENT:
      case events::COMMENT_BEFORE:
        size = events::COMMENT_WORDS;
        if (!fits(at, size) || !textAt(at + events::FIELD, s)) return false;
        tree.addComment(node, code == events::COMMENT ? PgnNoteKind::COMMENT : PgnNoteKind::COMMENT_BEFORE,
                        s);
        break;
      case events::NAG:
        size = events::NAG_WORDS;
        if (!fits(at, size) || a < 0 || a > 255) return false;
        tree.addNote(PgnNote::ofNag(node, a));
        break;
      case events::CLOCK:
      case events::EMT:
        size = events::TIME_WORDS;
        if (!fits(at, size) || a < 0) return false;
        tree.addNote(PgnNote::time(node, code == events::CLOCK ? PgnNoteKind::CLOCK : PgnNoteKind::EMT,
                                   std::int64_t(a) * 1000 + words[at + events::TIME_MILLISECONDS]));
        break;
      case events::EVAL:
        size = events::EVAL_WORDS;
        if (!fits(at, size)) return false;
        tree.addNote(
            PgnNote::ofEval(node, {a != 0, words[at + events::EVAL_VALUE], words[at + events::EVAL_DEPTH]}));
        break;
      case events::ARROW:
      case events::SQUARE: {
        const bool arrow = code == events::ARROW;
        size = arrow ? events::ARROW_WORDS : events::SQUARE_WORDS;
        if (!fits(at, size)) return false;
        const std::int32_t from = words[at + events::MARK_SQUARE],
                           to = arrow ? words[at + events::ARROW_TO] : from;
        if (!isSquare(from) || !isSquare(to)) return false;
        if (arrow)
          tree.addNote(PgnNote::ofArrow(node, {PgnMarkColor(a), Square(from), Square(to)}));
        else
          tree.addNote(PgnNote::ofSquare(node, {PgnMarkColor(a), Square(from)}));
        break;
      }
      case events::BEGIN_VARIATION:
        size = events::VARIATION_WORDS;
        if (node == 0) return false;  // an alternative to no move
        lines.push_back(tree.nodes[std::size_t(node)].parent);
        break;
      case events::END_VARIATION:
        size = events::VARIATION_WORDS;
        if (lines.size() == 1) return false;
        lines.pop_back();
        break;
      case events::RESULT:
        size = events::RESULT_WORDS;
        if (!fits(at, size) || a < 0 || a > int(PgnResult::UNFINISHED)) return false;
        tree.result = PGN_RESULTS[a];
        break;
      default:
        return false;
    }
    at += size;
  }
  if (!fen.empty()) {
    auto start = parseFen(fen);
    if (!start) return error = "start FEN: " + start.error().message, false;
    tree.start = *start;
  }
  // The text must say what the tree assumes: its start (SetUp, FEN) and its variant.
  auto setTag = [&](std::string_view name, std::string_view value) {
    for (PgnTag& tag : tree.tags)
      if (tree.str(tag.name) == name) return void(tag.value = tree.addText(value));
    tree.addTag(name, value);
  };
  std::string_view value;
  if (!fen.empty() && !(tree.findTag("FEN", value) && value == fen)) {
    if (!tree.findTag("SetUp", value)) setTag("SetUp", "1");
    setTag("FEN", fen);
  }
  if (tree.chess960 && !tree.findTag("Variant", value)) setTag("Variant", PGN_CHESS960_VARIANT);
  return true;
}

}  // namespace

extern "C" {
// The input buffer, with room for `size` bytes (JS writes the events of a tree, then calls write).
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_pgn_write_input(int size) {
  input.resize(std::size_t(size));
  return reinterpret_cast<std::uintptr_t>(input.data());
}
// Writes the tree whose events are in the input buffer (`words` of them, then `bytes` of text) as
// PGN into the output: 1 if written, 0 if not (the output then says why).
EMSCRIPTEN_KEEPALIVE int chess960_pgn_write(int words, int bytes) {
  PgnGameTree tree;
  std::string moveTexts;
  const std::string_view text = std::string_view(input).substr(std::size_t(words) * 4, std::size_t(bytes));
  const bool written = readTree(reinterpret_cast<const std::int32_t*>(input.data()), std::size_t(words), text,
                                tree, moveTexts, output) &&
                       writePgn(tree, moveTexts, output);
  return written;
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_pgn_output() {
  return reinterpret_cast<std::uintptr_t>(output.data());
}
EMSCRIPTEN_KEEPALIVE int chess960_pgn_output_bytes() { return int(output.size()); }
}
