// Glue for the package's PGN reader (npm/src/pgn.ts): plain C exports, no Embind. No chess logic.
//
// JS opens a reader (a handle), copies UTF-8 input into inputBuffer and feeds it; each next()
// packs one game's tree (or one error) into outputBuffer, which JS reads in one pass: a game
// costs two calls across the boundary, not one per move. toPgn() sends a packed game back.
//
// Layout (little-endian; str16/str32 = u16/u32 byte length then UTF-8 bytes):
//   game:  u8 0, u8 flags (1 = Chess960), str16 result, str16 start FEN, u16 tag count,
//          tags (str16 name, str32 value), u32 node count, then per node (the root first):
//          [not the root: u16 move code, u32 parent index, u8 SAN length, SAN]
//          u8 has (1 comments before, 2 comments, 4 NAGs, 8 clock, 16 emt, 32 eval, 64 arrows,
//          128 squares), then for each bit set, in that order: u16 count + str32 each (comments),
//          u8 count + bytes (NAGs), f64 milliseconds (clock, emt), u8 kind (1 centipawns, 2 mate)
//          + i32 value + i32 depth (eval), u8 count + (u8 colour, u8 from, u8 to) each (marks).
//   error: u8 1, u32 game index, u32 line, u32 column, str32 message.
// Children come in index order, so the parent index is all the tree needs.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "chess960/pgn_reader.h"
#include "chess960/pgn_writer.h"
#include "chess960/san.h"

namespace {

using namespace chess960;

std::vector<std::unique_ptr<PgnReader>> readers;  // by handle; closed ones are null
std::vector<std::uint8_t> inputBuffer, outputBuffer;
std::size_t outputSize = 0;  // bytes of outputBuffer in use

// Appends to a byte buffer that only grows (so no per-field resize): size() bytes are valid.
class Packer {
 public:
  explicit Packer(std::vector<std::uint8_t>& out) : out_(out) {}
  template <class T>
  void put(T value) {
    bytes(&value, sizeof(T));
  }
  void bytes(const void* data, std::size_t size) {
    if (size_ + size > out_.size()) out_.resize(2 * (size_ + size));
    std::memcpy(out_.data() + size_, data, size);
    size_ += size;
  }
  void str16(const std::string& s) {
    put(std::uint16_t(s.size()));
    bytes(s.data(), s.size());
  }
  void str32(const std::string& s) {
    put(std::uint32_t(s.size()));
    bytes(s.data(), s.size());
  }
  std::size_t size() const { return size_; }

 private:
  std::vector<std::uint8_t>& out_;
  std::size_t size_ = 0;
};

class Unpacker {
 public:
  Unpacker(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  template <class T>
  T get() {
    T value{};
    if (at_ + sizeof(T) <= size_) std::memcpy(&value, data_ + at_, sizeof(T));
    at_ += sizeof(T);
    return value;
  }
  std::string str(std::size_t length) {
    std::string s;
    if (at_ + length <= size_) s.assign(reinterpret_cast<const char*>(data_ + at_), length);
    at_ += length;
    return s;
  }
  std::string str16() { return str(get<std::uint16_t>()); }
  std::string str32() { return str(get<std::uint32_t>()); }
  bool ok() const { return at_ <= size_; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t at_ = 0;
};

void packMarks(Packer& p, const std::vector<PgnMark>& marks) {
  p.put(std::uint8_t(marks.size() < 255 ? marks.size() : 255));
  for (std::size_t k = 0; k < marks.size() && k < 255; ++k) {
    p.put(std::uint8_t(marks[k].color));
    p.put(std::uint8_t(marks[k].from));
    p.put(std::uint8_t(marks[k].to));
  }
}

void packComments(Packer& p, const std::vector<std::string>& comments) {
  p.put(std::uint16_t(comments.size()));
  for (const std::string& c : comments) p.str32(c);
}

void packNode(Packer& p, const PgnNode& node) {
  std::uint8_t has = 0;
  if (!node.commentsBefore.empty()) has |= 1;
  if (!node.comments.empty()) has |= 2;
  if (!node.nags.empty()) has |= 4;
  if (node.clockMs >= 0) has |= 8;
  if (node.emtMs >= 0) has |= 16;
  if (node.eval.kind != PgnEval::Kind::NONE) has |= 32;
  if (!node.arrows.empty()) has |= 64;
  if (!node.squares.empty()) has |= 128;
  p.put(has);
  if (has & 1) packComments(p, node.commentsBefore);
  if (has & 2) packComments(p, node.comments);
  if (has & 4) {
    p.put(std::uint8_t(node.nags.size() < 255 ? node.nags.size() : 255));
    p.bytes(node.nags.data(), node.nags.size() < 255 ? node.nags.size() : 255);
  }
  if (has & 8) p.put(double(node.clockMs));
  if (has & 16) p.put(double(node.emtMs));
  if (has & 32) {
    p.put(std::uint8_t(node.eval.kind));
    p.put(std::int32_t(node.eval.value));
    p.put(std::int32_t(node.eval.depth));
  }
  if (has & 64) packMarks(p, node.arrows);
  if (has & 128) packMarks(p, node.squares);
}

void packGame(const PgnGameTree& tree) {
  Packer p(outputBuffer);
  p.put(std::uint8_t(0));
  p.put(std::uint8_t(tree.chess960 ? 1 : 0));
  p.str16(tree.result);
  p.str16(toFen(tree.start));
  p.put(std::uint16_t(tree.tags.size() < 65535 ? tree.tags.size() : 65535));
  for (std::size_t k = 0; k < tree.tags.size() && k < 65535; ++k) {
    p.str16(tree.tags[k].first);
    p.str32(tree.tags[k].second);
  }
  p.put(std::uint32_t(tree.nodeCount()));
  // Positions along the way, to write each move's SAN: nodes come parent first.
  std::vector<Position> after(std::size_t(tree.nodeCount()));
  after[0] = tree.start;
  packNode(p, tree.node(PgnGameTree::ROOT));
  for (std::int32_t i = 1; i < tree.nodeCount(); ++i) {
    const PgnNode& node = tree.node(i);
    const Position& before = after[std::size_t(node.parent)];
    const std::string san = toSan(before, node.move);
    p.put(node.move.bits());
    p.put(std::uint32_t(node.parent));
    p.put(std::uint8_t(san.size()));
    p.bytes(san.data(), san.size());
    packNode(p, node);
    after[std::size_t(i)] = before;
    after[std::size_t(i)].play(node.move);
  }
  outputSize = p.size();
}

void packError(const PgnError& error) {
  Packer p(outputBuffer);
  p.put(std::uint8_t(1));
  p.put(std::uint32_t(error.gameIndex));
  p.put(std::uint32_t(error.line));
  p.put(std::uint32_t(error.column));
  p.str32(error.message());
  outputSize = p.size();
}

void unpackMarks(Unpacker& u, std::vector<PgnMark>& marks) {
  for (int n = u.get<std::uint8_t>(); n > 0; --n) {
    PgnMark m;
    m.color = char(u.get<std::uint8_t>());
    m.from = Square(u.get<std::uint8_t>() & 63);
    m.to = Square(u.get<std::uint8_t>() & 63);
    marks.push_back(m);
  }
}

void unpackComments(Unpacker& u, std::vector<std::string>& comments) {
  for (int n = u.get<std::uint16_t>(); n > 0; --n) comments.push_back(u.str32());
}

void unpackNode(Unpacker& u, PgnNode& node) {
  const std::uint8_t has = u.get<std::uint8_t>();
  if (has & 1) unpackComments(u, node.commentsBefore);
  if (has & 2) unpackComments(u, node.comments);
  if (has & 4)
    for (int n = u.get<std::uint8_t>(); n > 0; --n) node.nags.push_back(u.get<std::uint8_t>());
  if (has & 8) node.clockMs = std::int64_t(u.get<double>());
  if (has & 16) node.emtMs = std::int64_t(u.get<double>());
  if (has & 32) {
    node.eval.kind = PgnEval::Kind(u.get<std::uint8_t>() % 3);
    node.eval.value = u.get<std::int32_t>();
    node.eval.depth = u.get<std::int32_t>();
  }
  if (has & 64) unpackMarks(u, node.arrows);
  if (has & 128) unpackMarks(u, node.squares);
}

}  // namespace

extern "C" {

// A new reader; variations = 0 skips them unread (mainline only).
EMSCRIPTEN_KEEPALIVE int chess960_pgn_open(int variations) {
  PgnReadOptions options;
  options.variations = variations != 0;
  for (std::size_t h = 0; h < readers.size(); ++h)
    if (!readers[h]) {
      readers[h] = std::make_unique<PgnReader>(options);
      return int(h);
    }
  readers.push_back(std::make_unique<PgnReader>(options));
  return int(readers.size() - 1);
}
EMSCRIPTEN_KEEPALIVE void chess960_pgn_close(int handle) { readers[std::size_t(handle)].reset(); }
// Room for `size` bytes of input (or of a packed game for chess960_pgn_write); its address.
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_pgn_input(int size) {
  if (inputBuffer.size() < std::size_t(size)) inputBuffer.resize(std::size_t(size));
  return reinterpret_cast<std::uintptr_t>(inputBuffer.data());
}
// Feeds the first `size` bytes of the input buffer; size < 0: the input has ended.
EMSCRIPTEN_KEEPALIVE void chess960_pgn_feed(int handle, int size) {
  PgnReader& reader = *readers[std::size_t(handle)];
  if (size < 0)
    reader.finish();
  else
    reader.feed(std::string_view(reinterpret_cast<const char*>(inputBuffer.data()), std::size_t(size)));
}
// 0: a game, 1: an error (both packed in the output buffer), 2: feed more, 3: the end.
EMSCRIPTEN_KEEPALIVE int chess960_pgn_next(int handle) {
  PgnReader& reader = *readers[std::size_t(handle)];
  const PgnReader::Step step = reader.next();
  if (step == PgnReader::Step::GAME) packGame(reader.game());
  if (step == PgnReader::Step::ERROR) packError(reader.error());
  return int(step);
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_pgn_output() {
  return reinterpret_cast<std::uintptr_t>(outputBuffer.data());
}
EMSCRIPTEN_KEEPALIVE int chess960_pgn_output_size() { return int(outputSize); }
// Writes the packed game of the first `size` input bytes as PGN into the output buffer (its
// size is returned; -1 if the packed game does not hold together).
EMSCRIPTEN_KEEPALIVE int chess960_pgn_write(int size) {
  Unpacker u(inputBuffer.data(), std::size_t(size));
  PgnGameTree tree;
  u.get<std::uint8_t>();
  tree.chess960 = u.get<std::uint8_t>() & 1;
  tree.result = u.str16();
  auto start = parseFen(u.str16());
  if (!start) return -1;
  tree.start = *start;
  for (int n = u.get<std::uint16_t>(); n > 0; --n) {
    std::string name = u.str16();
    tree.tags.emplace_back(std::move(name), u.str32());
  }
  const std::uint32_t count = u.get<std::uint32_t>();
  unpackNode(u, tree.node(PgnGameTree::ROOT));
  for (std::uint32_t i = 1; i < count && u.ok(); ++i) {
    const Move move = Move::fromBits(u.get<std::uint16_t>());
    const std::uint32_t parent = u.get<std::uint32_t>();
    u.str(u.get<std::uint8_t>());  // the SAN, written anew
    if (parent >= i) return -1;
    unpackNode(u, tree.node(tree.addMove(std::int32_t(parent), move)));
  }
  if (!u.ok()) return -1;
  const std::string pgn = writePgn(tree);
  outputBuffer.assign(pgn.begin(), pgn.end());
  outputSize = pgn.size();
  return int(outputSize);
}
}
