#include "pgn_packed.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "chess960/fen.h"
#include "chess960/san.h"
#include "chess960/uci.h"

namespace chess960 {

namespace {

using namespace pgn_packed;

// The header, then `records` (tags, nodes, notes as they are in memory), then `text`.
void pack(std::string& out, std::int32_t (&header)[HEADER_SIZE], const std::vector<std::string_view>& records,
          std::string_view text, std::size_t textEnd) {
  std::size_t words = HEADER_SIZE;
  for (std::string_view r : records) words += r.size() / 4;
  bool ascii = true;
  for (std::size_t k = 0; k < textEnd; ++k) ascii &= static_cast<unsigned char>(text[k]) < 128;
  header[WORDS] = std::int32_t(words);
  header[BYTES] = std::int32_t(text.size());
  header[FLAGS] |= ascii ? FLAG_ASCII : 0;
  out.assign(reinterpret_cast<const char*>(header), sizeof header);
  for (std::string_view r : records) out += r;
  out += text;
}

template <class T>
std::string_view bytesOf(const std::vector<T>& v) {
  return {reinterpret_cast<const char*>(v.data()), v.size() * sizeof(T)};
}

// Appends `s` to `text` and points header word `at` (and the next) to it.
void putString(std::int32_t* header, int at, std::string& text, std::string_view s) {
  header[at] = std::int32_t(text.size());
  header[at + 1] = std::int32_t(s.size());
  text += s;
}

}  // namespace

void packPgnGame(const PgnGameTree& tree, std::size_t gameIndex, std::string_view sans, std::string& out) {
  std::int32_t header[HEADER_SIZE] = {};
  header[GAME_INDEX] = std::int32_t(gameIndex);
  header[NODE_COUNT] = tree.nodeCount();
  header[TAG_COUNT] = std::int32_t(tree.tags.size());
  header[NOTE_COUNT] = std::int32_t(tree.notes.size());
  header[FLAGS] = tree.chess960 ? FLAG_CHESS960 : 0;
  const std::string fen = toFen(tree.start);
  const std::string_view position(reinterpret_cast<const char*>(&tree.start), sizeof(Position));
  // The tree's text, then the result, the start FEN, the moves and (after all text: FLAG_ASCII is
  // about the text before them) the position bytes, appended straight to `out`: no copy of the
  // tree's text on the way, whatever its size.
  std::size_t at = tree.text.size();
  for (auto [word, s] : {std::pair<int, std::string_view>{RESULT, tree.result},
                         {START_FEN, fen},
                         {MOVES, sans},
                         {START_POSITION, position}}) {
    header[word] = std::int32_t(at);
    header[word + 1] = std::int32_t(s.size());
    at += s.size();
  }
  bool ascii = true;
  for (std::string_view s :
       {std::string_view(tree.text), std::string_view(tree.result), std::string_view(fen), sans})
    for (char c : s) ascii &= static_cast<unsigned char>(c) < 128;
  const std::string_view records[] = {bytesOf(tree.tags), bytesOf(tree.nodes), bytesOf(tree.notes)};
  std::size_t words = HEADER_SIZE;
  for (std::string_view r : records) words += r.size() / 4;
  header[WORDS] = std::int32_t(words);
  header[BYTES] = std::int32_t(at);
  header[FLAGS] |= ascii ? FLAG_ASCII : 0;
  out.clear();
  out.reserve(words * 4 + at);
  out.append(reinterpret_cast<const char*>(header), sizeof header);
  for (std::string_view r : records) out += r;
  for (std::string_view s :
       {std::string_view(tree.text), std::string_view(tree.result), std::string_view(fen), sans, position})
    out += s;
}

void packPgnError(const PgnError& error, std::string& out) {
  std::int32_t header[HEADER_SIZE] = {};
  header[GAME_INDEX] = std::int32_t(error.gameIndex);
  header[ERROR_LINE] = error.line;
  header[ERROR_COLUMN] = error.column;
  std::string text;
  putString(header, ERROR_WHAT, text, error.what);
  putString(header, ERROR_NEAR, text, error.near);
  pack(out, header, {}, text, text.size());
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

// Whether the writer can use a note safely (the package checks the rest, with messages of its
// own): its node exists, its comment lies in the text, its squares are squares.
bool validNote(const PgnNote& n, std::int32_t nodes, std::size_t bytes) {
  const bool mark = n.kind == PgnNoteKind::ARROW || n.kind == PgnNoteKind::SQUARE;
  return n.node >= 0 && n.node < nodes && n.kind >= PgnNoteKind::COMMENT_BEFORE &&
         n.kind <= PgnNoteKind::SQUARE && (n.kind > PgnNoteKind::COMMENT || fits({n.a, n.b}, bytes)) &&
         (!mark || (n.b >= 0 && (n.b & 255) < SQUARE_COUNT && n.b >> PGN_MARK_TO_SHIFT < SQUARE_COUNT));
}

}  // namespace

bool unpackPgnGame(std::string_view packed, PgnGameTree& tree, std::string_view& moveTexts,
                   std::string& error) {
  tree.clear();
  error = "not a packed PGN game";
  std::int32_t header[HEADER_SIZE];
  if (packed.size() < sizeof header) return false;
  std::memcpy(header, packed.data(), sizeof header);
  const std::int64_t words = header[WORDS];
  if (words < HEADER_SIZE || std::size_t(words) * 4 > packed.size() ||
      std::size_t(header[BYTES]) != packed.size() - std::size_t(words) * 4)
    return false;
  tree.text.assign(packed.substr(std::size_t(words) * 4));
  const std::size_t bytes = tree.text.size();
  std::int64_t at = HEADER_SIZE;
  if (!copyRecords(packed, words, at, header[TAG_COUNT], tree.tags) ||
      !copyRecords(packed, words, at, header[NODE_COUNT], tree.nodes) ||
      !copyRecords(packed, words, at, header[NOTE_COUNT], tree.notes) || tree.nodes.empty())
    return false;
  const std::int32_t nodes = tree.nodeCount();
  for (const PgnTag& tag : tree.tags)
    if (!fits(tag.name, bytes) || !fits(tag.value, bytes)) return false;
  for (std::size_t k = 0; k < tree.notes.size(); ++k)
    if (!validNote(tree.notes[k], nodes, bytes))
      return error = "note " + std::to_string(k) + " is not valid", false;
  for (int word : {RESULT, START_FEN, MOVES})
    if (!fits({header[word], header[word + 1]}, bytes)) return false;
  // Views into `packed`, not into tree.text: adding tags below may move tree.text.
  const std::string_view text = packed.substr(std::size_t(words) * 4);
  auto string = [&](int word) {
    return text.substr(std::size_t(header[word]), std::size_t(header[word + 1]));
  };
  const std::string_view result = string(RESULT), fen = string(START_FEN), moves = string(MOVES);
  if (result != "1-0" && result != "0-1" && result != "1/2-1/2" && result != "*")
    return error = "the result must be \"1-0\", \"0-1\", \"1/2-1/2\" or \"*\"", false;
  tree.result = result;
  tree.chess960 = (header[FLAGS] & FLAG_CHESS960) != 0;
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
  if (tree.chess960 && !tree.findTag("Variant", value)) setTag("Variant", "Chess960");
  for (std::int32_t i = 1; i < nodes; ++i)
    if (tree.nodes[std::size_t(i)].parent < 0 || tree.nodes[std::size_t(i)].parent >= i)
      return error = "move " + std::to_string(i) + ": its parent must come before it", false;
  moveTexts = moves;
  return true;
}

}  // namespace chess960
