#include "pgn_packed.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "chess960/fen.h"
#include "chess960/san.h"
#include "chess960/uci.h"

namespace chess960 {

using namespace pgn_packed;

namespace {

std::int32_t addressOf(const void* p) { return std::int32_t(reinterpret_cast<std::uintptr_t>(p)); }

// Appends `s` to `text` and points header word `at` (and the next) to it.
void putString(std::int32_t* header, int at, std::string& text, std::string_view s) {
  header[at] = std::int32_t(text.size());
  header[at + 1] = std::int32_t(s.size());
  text += s;
}

// The kept words of `tree` (pgn_packed.h) into `kept`; its SANs are `sans`, one space between.
void keepGame(const PgnGameTree& tree, std::string_view sans, std::vector<std::int32_t>& kept) {
  const std::size_t tagWords = tree.tags.size() * TAG_SIZE;
  const std::size_t nodeCount = tree.nodes.size(), textWords = (tree.text.size() + 3) / 4;
  const std::size_t words = START_WORDS + tagWords + nodeCount * NODE_WORDS + textWords;
  // Room for the largest game so far, no more (a resize past the capacity would double it); kept
  // for the next games.
  if (words > kept.capacity()) kept.reserve(words);
  kept.resize(words);
  std::int32_t* at = kept.data();
  std::memcpy(at, &tree.start, sizeof(Position));
  at += START_WORDS;
  if (tagWords) std::memcpy(at, tree.tags.data(), tagWords * 4);  // (no null pointer to memcpy)
  std::int32_t* const nodes = at += tagWords;
  nodes[NODE_WORD_MOVE] = nodes[NODE_WORD_SAN] = nodes[NODE_WORD_PARENT] = 0;  // the root
  // Plain pointers and loops: this file is built for size, where string_view's members are calls.
  const char* const text = sans.data();
  const PgnNode* node = tree.nodes.data();
  std::int32_t san = 0;  // where the next SAN starts in `sans`
  for (std::int32_t* words = nodes + NODE_WORDS; words < nodes + nodeCount * NODE_WORDS;
       words += NODE_WORDS) {
    ++node;
    std::int32_t end = san + 2;  // a SAN has two bytes at least
    while (end < std::int32_t(sans.size()) && text[end] != ' ') ++end;
    const std::int32_t ply = (nodes[node->parent * NODE_WORDS + NODE_WORD_MOVE] >> PLY_SHIFT) + 1;
    words[NODE_WORD_MOVE] = node->move | ply << PLY_SHIFT;
    words[NODE_WORD_SAN] = san << SAN_LENGTH_BITS | (end - san);
    words[NODE_WORD_PARENT] = node->parent;
    san = end + 1;
  }
  at += nodeCount * NODE_WORDS;
  if (textWords) at[textWords - 1] = 0;  // the bytes after the text
  std::memcpy(at, tree.text.data(), tree.text.size());
}

}  // namespace

void describePgnStep(const PgnGameTree* tree, std::size_t gameIndex, std::string_view sans,
                     const PgnError* error, std::int32_t (&header)[HEADER_SIZE],
                     std::vector<std::int32_t>& kept, std::string& errorText) {
  std::fill(std::begin(header), std::end(header), 0);
  header[GAME_INDEX] = std::int32_t(gameIndex);
  header[STOPPED_AT] = -1;
  if (tree) {
    keepGame(*tree, sans, kept);
    header[FLAGS] = FLAG_GAME | (tree->chess960 ? FLAG_CHESS960 : 0);
    header[TAG_COUNT] = std::int32_t(tree->tags.size());
    header[NODE_COUNT] = tree->nodeCount();
    header[NOTE_COUNT] = std::int32_t(tree->notes.size());
    header[NOTES] = addressOf(tree->notes.data());
    header[KEPT] = addressOf(kept.data());
    header[KEPT_WORDS] = std::int32_t(kept.size());
    header[RESULT] = std::int32_t(pgnResultOf(tree->result));
    header[MOVES] = addressOf(sans.data());
    header[MOVES_BYTES] = std::int32_t(sans.size());
    header[STOPPED_AT] = tree->stoppedAt;
  }
  if (error) {
    header[FLAGS] |= FLAG_ERROR;
    header[ERROR_REASON] = std::int32_t(error->reason);
    header[ERROR_LINE] = error->line;
    header[ERROR_COLUMN] = error->column;
    header[ERROR_PLY] = error->ply;
    header[ERROR_MOVE_NUMBER] = error->moveNumber;
    header[ERROR_SIDE] = error->side == WHITE ? 0 : 1;
    header[ERROR_OPENED_LINE] = error->openedLine;
    header[ERROR_OPENED_COLUMN] = error->openedColumn;
    errorText.clear();
    putString(header, ERROR_WHAT, errorText, error->what);
    putString(header, ERROR_NEAR, errorText, error->near);
    putString(header, ERROR_MOVE, errorText, error->move);
    header[ERROR_TEXT] = addressOf(errorText.data());
  }
}

namespace {

// Copies `count` records of T from word `at` of the buffer; false if they do not fit.
template <class T>
bool copyRecords(std::string_view packed, std::int64_t words, std::int64_t& at, std::int32_t count,
                 std::vector<T>& into) {
  const std::int64_t size = std::int64_t(sizeof(T) / 4) * count;
  if (count < 0 || at + size > words) return false;
  into.clear();
  for (T record; count-- > 0; at += sizeof(T) / 4) {
    std::memcpy(static_cast<void*>(&record), packed.data() + at * 4, sizeof(T));
    into.push_back(record);  // push_back only: one growth routine per record type in the wasm
  }
  return true;
}

bool fits(PgnSpan span, std::size_t bytes) {
  return span.offset >= 0 && span.length >= 0 && std::size_t(span.offset) + std::size_t(span.length) <= bytes;
}

// Whether the writer can use a note's words safely (the package checks the rest, with messages
// of its own): its node exists, its comment lies in the text, its squares are squares.
bool validNote(const std::int32_t (&note)[NOTE_SIZE], std::int32_t nodes, std::size_t bytes) {
  const std::int32_t kind = note[NOTE_KIND], second = note[NOTE_SECOND];
  const bool mark = kind == NOTE_ARROW || kind == NOTE_SQUARE;
  return note[NOTE_NODE] >= 0 && note[NOTE_NODE] < nodes && kind >= NOTE_COMMENT_BEFORE &&
         kind <= NOTE_SQUARE && (kind > NOTE_COMMENT || fits({note[NOTE_FIRST], second}, bytes)) &&
         (!mark || (second >= 0 && (second & 255) < SQUARE_COUNT && second >> MARK_TO_SHIFT < SQUARE_COUNT));
}

}  // namespace

bool unpackPgnGame(std::string_view packed, PgnGameTree& tree, std::string_view& moveTexts,
                   std::string& error) {
  tree.clear();
  error = "not a packed PGN game";
  std::int32_t header[PACKED_HEADER_SIZE];
  if (packed.size() < sizeof header) return false;
  std::memcpy(header, packed.data(), sizeof header);
  const std::int64_t words = header[PACKED_WORDS];
  if (words < PACKED_HEADER_SIZE || std::size_t(words) * 4 > packed.size() ||
      std::size_t(header[PACKED_BYTES]) != packed.size() - std::size_t(words) * 4)
    return false;
  tree.text.assign(packed.substr(std::size_t(words) * 4));
  const std::size_t bytes = tree.text.size();
  std::int64_t at = PACKED_HEADER_SIZE;
  const std::int64_t notesAt = at + std::int64_t(TAG_SIZE) * header[PACKED_TAG_COUNT] +
                               std::int64_t(NODE_SIZE) * header[PACKED_NODE_COUNT];
  if (!copyRecords(packed, words, at, header[PACKED_TAG_COUNT], tree.tags) ||
      !copyRecords(packed, words, at, header[PACKED_NODE_COUNT], tree.nodes) ||
      !copyRecords(packed, words, at, header[PACKED_NOTE_COUNT], tree.notes) || tree.nodes.empty())
    return false;
  const std::int32_t nodes = tree.nodeCount();
  for (const PgnTag& tag : tree.tags)
    if (!fits(tag.name, bytes) || !fits(tag.value, bytes)) return false;
  for (std::size_t k = 0; k < tree.notes.size(); ++k) {
    std::int32_t note[NOTE_SIZE];
    std::memcpy(note, packed.data() + (notesAt + std::int64_t(k) * NOTE_SIZE) * 4, sizeof note);
    if (!validNote(note, nodes, bytes)) return error = "note " + std::to_string(k) + " is not valid", false;
  }
  for (int word : {PACKED_RESULT, PACKED_START_FEN, PACKED_MOVES})
    if (!fits({header[word], header[word + 1]}, bytes)) return false;
  // Views into `packed`, not into tree.text: adding tags below may move tree.text.
  const std::string_view text = packed.substr(std::size_t(words) * 4);
  auto string = [&](int word) {
    return text.substr(std::size_t(header[word]), std::size_t(header[word + 1]));
  };
  const std::string_view result = string(PACKED_RESULT), fen = string(PACKED_START_FEN),
                         moves = string(PACKED_MOVES);
  // The result given, or the Result tag's value: "*" if it is no result ("?", say).
  tree.result = isPgnResult(result) ? result : "*";
  tree.chess960 = (header[PACKED_FLAGS] & FLAG_CHESS960) != 0;
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
  for (std::int32_t i = 1; i < nodes; ++i)
    if (tree.nodes[std::size_t(i)].parent < 0 || tree.nodes[std::size_t(i)].parent >= i)
      return error = "move " + std::to_string(i) + ": its parent must come before it", false;
  moveTexts = moves;
  return true;
}

}  // namespace chess960
