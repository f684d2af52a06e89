#include "chess960/pgn_packed.h"

#include <cstdint>
#include <cstring>
#include <vector>

#include "chess960/fen.h"
#include "chess960/san.h"
#include "chess960/uci.h"
#include "text.h"

namespace chess960 {

namespace {

using namespace pgn_packed;

// Builds a buffer: words first, then text.
class Packer {
 public:
  explicit Packer(int headerAndFixed) : words_(std::size_t(headerAndFixed), 0) {}
  std::int32_t& at(int word) { return words_[std::size_t(word)]; }
  int size() const { return int(words_.size()); }
  void push(std::int32_t value) { words_.push_back(value); }
  void string(int word, std::string_view s) {
    at(word) = std::int32_t(text_.size());
    at(word + 1) = std::int32_t(s.size());
    text_ += s;
  }
  void pushString(std::string_view s) {
    push(std::int32_t(text_.size()));
    push(std::int32_t(s.size()));
    text_ += s;
  }
  void time(std::int64_t ms) {
    push(std::int32_t(ms >> 32));
    push(std::int32_t(std::uint32_t(ms)));
  }
  std::string& text() { return text_; }
  // FLAG_ASCII tells about the text before `textEnd` (binary data may follow it).
  void finish(std::string& out, int flags, std::size_t textEnd) {
    bool ascii = true;
    for (std::size_t k = 0; k < textEnd; ++k) ascii &= static_cast<unsigned char>(text_[k]) < 128;
    at(WORDS) = size();
    at(BYTES) = std::int32_t(text_.size());
    at(FLAGS) = flags | (ascii ? FLAG_ASCII : 0);
    out.resize(words_.size() * 4 + text_.size());
    std::memcpy(out.data(), words_.data(), words_.size() * 4);
    std::memcpy(out.data() + words_.size() * 4, text_.data(), text_.size());
  }

 private:
  std::vector<std::int32_t> words_;
  std::string text_;
};

bool hasAnnotations(const PgnNode& n) {
  return !n.commentsBefore.empty() || !n.comments.empty() || !n.nags.empty() || n.clockMs != PGN_NO_TIME ||
         n.emtMs != PGN_NO_TIME || n.eval.kind != PgnEval::Kind::NONE || !n.arrows.empty() ||
         !n.squares.empty();
}

void packAnnotations(Packer& p, const PgnNode& n) {
  p.time(n.clockMs);
  p.time(n.emtMs);
  p.push(std::int32_t(n.eval.kind));
  p.push(n.eval.value);
  p.push(n.eval.depth);
  p.push(std::int32_t(n.commentsBefore.size()));
  p.push(std::int32_t(n.comments.size()));
  p.push(std::int32_t(n.nags.size()));
  p.push(std::int32_t(n.arrows.size()));
  p.push(std::int32_t(n.squares.size()));  // HIGHLIGHT_COUNT
  for (const std::string& c : n.commentsBefore) p.pushString(c);
  for (const std::string& c : n.comments) p.pushString(c);
  for (std::uint8_t nag : n.nags) p.push(nag);
  for (const PgnMark& m : n.arrows)
    p.push(std::int32_t(m.color) | m.from << MARK_FROM_SHIFT | m.to << MARK_TO_SHIFT);
  for (const PgnMark& m : n.squares)
    p.push(std::int32_t(m.color) | m.from << MARK_FROM_SHIFT | m.to << MARK_TO_SHIFT);
}

}  // namespace

void packPgnGame(const PgnGameTree& tree, std::size_t gameIndex, std::string& out) {
  const int nodes = tree.nodeCount();
  const int tagWords = HEADER_SIZE + int(tree.tags.size()) * TAG_SIZE;
  Packer p(tagWords + nodes * NODE_SIZE);
  p.at(GAME_INDEX) = std::int32_t(gameIndex);
  p.at(NODE_COUNT) = nodes;
  p.at(TAG_COUNT) = std::int32_t(tree.tags.size());
  for (std::size_t k = 0; k < tree.tags.size(); ++k) {
    p.string(HEADER_SIZE + int(k) * TAG_SIZE, tree.tags[k].first);
    p.string(HEADER_SIZE + int(k) * TAG_SIZE + 2, tree.tags[k].second);
  }
  p.string(RESULT, tree.result);
  p.string(START_FEN, toFen(tree.start));

  // Each move's SAN, from the position after its parent (parents come before their children).
  // after[i]: the position after node i, appended in node order (kept: its memory is reused by
  // the next game).
  static std::vector<Position> after;
  after.clear();
  after.push_back(tree.start);
  std::string sans;
  for (int i = 0; i < nodes; ++i) {
    const PgnNode& n = tree.node(i);
    const int at = tagWords + i * NODE_SIZE;
    p.at(at + NODE_PARENT) = n.parent;
    p.at(at + NODE_MOVE) = n.move.bits();
    p.at(at + NODE_ANNOTATIONS) = -1;
    if (hasAnnotations(n)) {
      p.at(at + NODE_ANNOTATIONS) = p.size();
      packAnnotations(p, n);
    }
    if (i == 0) continue;
    const Position& before = after[std::size_t(n.parent)];
    if (i > 1) sans += ' ';
    sans += toSan(before, n.move);
    after.push_back(before);  // safe even when it reallocates: the copy is made first
    after.back().play(n.move);
  }
  p.string(MOVES, sans);
  // The position bytes last, after all text (FLAG_ASCII is about the text before them).
  const std::size_t positionStart = p.text().size();
  p.text().append(reinterpret_cast<const char*>(&tree.start), sizeof(Position));
  p.at(START_POSITION) = std::int32_t(positionStart);
  p.at(START_POSITION + 1) = std::int32_t(sizeof(Position));
  p.finish(out, tree.chess960 ? FLAG_CHESS960 : 0, positionStart);
}

void packPgnError(const PgnError& error, std::string& out) {
  Packer p(HEADER_SIZE);
  p.at(GAME_INDEX) = std::int32_t(error.gameIndex);
  p.at(ERROR_LINE) = error.line;
  p.at(ERROR_COLUMN) = error.column;
  p.string(ERROR_WHAT, error.what);
  p.string(ERROR_NEAR, error.near);
  p.finish(out, 0, p.text().size());
}

namespace {

// Reads a packed buffer defensively: every index and length is checked before use.
class Unpacker {
 public:
  explicit Unpacker(std::string_view packed) : packed_(packed) {}
  bool valid() {
    if (packed_.size() < HEADER_SIZE * 4) return false;
    words_ = int(word(WORDS));
    return words_ >= HEADER_SIZE && std::size_t(words_) * 4 <= packed_.size() &&
           std::size_t(word(BYTES)) == packed_.size() - std::size_t(words_) * 4;
  }
  std::int32_t word(int index) const {
    if (index < 0 || (words_ > 0 && index >= words_)) return -1;
    std::int32_t value;
    std::memcpy(&value, packed_.data() + std::size_t(index) * 4, 4);
    return value;
  }
  bool string(int index, std::string_view& out) const {
    const std::int32_t offset = word(index), length = word(index + 1);
    const std::size_t bytes = packed_.size() - std::size_t(words_) * 4;
    if (offset < 0 || length < 0 || std::size_t(offset) + std::size_t(length) > bytes) return false;
    out = packed_.substr(std::size_t(words_) * 4 + std::size_t(offset), std::size_t(length));
    return true;
  }
  std::int64_t time(int index) const {
    return std::int64_t(std::uint64_t(std::uint32_t(word(index))) << 32 | std::uint32_t(word(index + 1)));
  }
  int words() const { return words_; }

 private:
  std::string_view packed_;
  int words_ = 0;
};

bool unpackMarks(const Unpacker& u, int& at, int count, std::vector<PgnMark>& into) {
  for (int k = 0; k < count; ++k, ++at) {
    const std::int32_t w = u.word(at);
    const char color = char(w & MARK_BYTE_MASK);
    const int from = (w >> MARK_FROM_SHIFT) & MARK_BYTE_MASK, to = (w >> MARK_TO_SHIFT) & MARK_BYTE_MASK;
    if (w < 0 || (color != 'G' && color != 'R' && color != 'Y' && color != 'B') || from >= SQUARE_COUNT ||
        to >= SQUARE_COUNT)
      return false;
    into.push_back(PgnMark{color, Square(from), Square(to)});
  }
  return true;
}

bool unpackAnnotations(const Unpacker& u, int at, PgnNode& n) {
  if (at < 0 || at + ANNOTATION_SIZE > u.words()) return false;
  n.clockMs = u.time(at + CLOCK_HIGH);
  n.emtMs = u.time(at + EMT_HIGH);
  if (n.clockMs < -1 || n.emtMs < -1) return false;
  const std::int32_t kind = u.word(at + EVAL_KIND);
  if (kind < 0 || kind > 2) return false;
  n.eval.kind = PgnEval::Kind(kind);
  n.eval.value = kind ? u.word(at + EVAL_VALUE) : 0;
  n.eval.depth = kind ? u.word(at + EVAL_DEPTH) : -1;
  if (n.eval.depth < -1) return false;
  const int before = u.word(at + BEFORE_COUNT), comments = u.word(at + COMMENT_COUNT);
  const int nags = u.word(at + NAG_COUNT), arrows = u.word(at + ARROW_COUNT),
            squares = u.word(at + HIGHLIGHT_COUNT);
  if (before < 0 || comments < 0 || nags < 0 || arrows < 0 || squares < 0) return false;
  if (std::int64_t(at) + ANNOTATION_SIZE + 2 * (std::int64_t(before) + comments) + nags + arrows + squares >
      u.words())
    return false;
  at += ANNOTATION_SIZE;
  for (int k = 0; k < before + comments; ++k, at += 2) {
    std::string_view s;
    if (!u.string(at, s)) return false;
    (k < before ? n.commentsBefore : n.comments).emplace_back(s);
  }
  for (int k = 0; k < nags; ++k, ++at) {
    const std::int32_t nag = u.word(at);
    if (nag < 0 || nag > 255) return false;
    n.nags.push_back(std::uint8_t(nag));
  }
  return unpackMarks(u, at, arrows, n.arrows) && unpackMarks(u, at, squares, n.squares);
}

}  // namespace

bool unpackPgnGame(std::string_view packed, PgnGameTree& tree, std::string& error) {
  tree.clear();
  Unpacker u(packed);
  if (!u.valid()) return error = "not a packed PGN game", false;
  const int nodes = u.word(NODE_COUNT), tags = u.word(TAG_COUNT);
  if (nodes < 1 || tags < 0 ||
      std::int64_t(HEADER_SIZE) + std::int64_t(tags) * TAG_SIZE + std::int64_t(nodes) * NODE_SIZE > u.words())
    return error = "not a packed PGN game", false;
  for (int k = 0; k < tags; ++k) {
    std::string_view name, value;
    if (!u.string(HEADER_SIZE + k * TAG_SIZE, name) || !u.string(HEADER_SIZE + k * TAG_SIZE + 2, value))
      return error = "not a packed PGN game", false;
    tree.tags.emplace_back(std::string(name), std::string(value));
  }
  std::string_view result, fen, moves;
  if (!u.string(RESULT, result) || !u.string(START_FEN, fen) || !u.string(MOVES, moves))
    return error = "not a packed PGN game", false;
  if (result != "1-0" && result != "0-1" && result != "1/2-1/2" && result != "*")
    return error = "the result must be \"1-0\", \"0-1\", \"1/2-1/2\" or \"*\"", false;
  tree.result = std::string(result);
  tree.chess960 = (u.word(FLAGS) & FLAG_CHESS960) != 0;
  if (!fen.empty()) {
    auto start = parseFen(fen);
    if (!start) return error = text::say({"start FEN: ", start.error().message}), false;
    tree.start = *start;
  }
  // The text must say what the tree assumes: its start (SetUp, FEN) and its variant.
  auto setTag = [&](std::string_view name, std::string value) {
    for (auto& [key, old] : tree.tags)
      if (key == name) return void(old = std::move(value));
    tree.tags.emplace_back(std::string(name), std::move(value));
  };
  auto same = [](const Position& a, const Position& b) {
    return a.samePosition(b) && a.halfmoveClock() == b.halfmoveClock() &&
           a.fullmoveNumber() == b.fullmoveNumber();
  };
  const std::string* fenTag = tree.tag("FEN");
  auto tagged = fenTag ? parseFen(*fenTag) : Result<Position>(Position::standard());
  if (!tagged || !same(*tagged, tree.start)) {
    if (!tree.tag("SetUp")) setTag("SetUp", "1");
    setTag("FEN", toFen(tree.start));
  }
  if (tree.chess960 && !tree.tag("Variant")) setTag("Variant", "Chess960");
  const int nodeBase = HEADER_SIZE + tags * TAG_SIZE;
  // after[i]: the position after node i, appended in node order (kept: its memory is reused by
  // the next game).
  static std::vector<Position> after;
  after.clear();
  after.push_back(tree.start);
  std::size_t cursor = 0;
  for (int i = 0; i < nodes; ++i) {
    const int at = nodeBase + i * NODE_SIZE;
    std::int32_t parent = -1;
    if (i > 0) {
      parent = u.word(at + NODE_PARENT);
      if (parent < 0 || parent >= i)
        return error = text::say({"move ", i, ": its parent must come before it"}), false;
      std::size_t end = moves.find(' ', cursor);
      if (end == std::string_view::npos) end = moves.size();
      const std::string_view text = moves.substr(cursor, end - cursor);
      cursor = end + 1;
      const Position& before = after[std::size_t(parent)];
      auto move = parseSan(before, text);
      if (!move) {
        auto uci = parseUci(before, text);
        if (!uci)
          return error = text::say({"move ", i, " (", text.substr(0, 24), "): ", move.error().message}),
                 false;
        move = uci;
      }
      tree.addMove(parent, *move);
      after.push_back(before);  // safe even when it reallocates: the copy is made first
      after.back().play(*move);
    }
    const std::int32_t annotations = u.word(at + NODE_ANNOTATIONS);
    if (annotations >= 0 && !unpackAnnotations(u, annotations, tree.node(i)))
      return error = text::say({"move ", i, ": its annotations are not readable"}), false;
  }
  return true;
}

}  // namespace chess960
