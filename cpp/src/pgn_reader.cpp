// PgnReader: the input buffer, the scan that finds each game's text (pgn_scanner.h), and the
// reading of each game once (pgn_game_reader.h).
#include "chess960/pgn_reader.h"

#include <algorithm>
#include <cstring>

#include "pgn_chars.h"
#include "pgn_game_reader.h"
#include "pgn_scanner.h"
#include "text.h"

namespace chess960 {

struct PgnReader::State {
  explicit State(PgnReadOptions readOptions) : options(readOptions), builder(tree) {}

  void reset(PgnReadOptions readOptions) {
    options = readOptions;
    buffer.clear();
    dropped = counted = lineStart = next = gameIndex = 0;
    line = 1;
    finished = false;
    phase = Phase::SEEK;
  }
  // Lines are counted as the buffer drops what it has passed, and up to a game that needs them.
  void countLines(std::size_t upTo) {
    const char* text = buffer.data();
    while (const void* newline = std::memchr(text + counted, '\n', upTo - counted)) {
      counted = std::size_t(static_cast<const char*>(newline) - text) + 1;
      ++line;
      lineStart = dropped + counted;
    }
    counted = upTo;
  }
  pgn::GamePlace placeOf(std::size_t offset) {
    countLines(offset);
    return {gameIndex, line, int(dropped + offset - lineStart + 1)};
  }
  Step read(PgnVisitor* visitor, PgnGameText* cut);
  // A game longer than the limit (`start` its first bytes): an error, the game not read.
  CHESS960_COLD void tooLong(std::string_view start, const pgn::GamePlace& place, PgnVisitor* visitor) {
    error = PgnError{};
    error.gameIndex = place.gameIndex;
    error.line = place.line;
    error.column = place.column;
    error.reason = PgnErrorReason::LIMIT;
    error.what = text::say({"a game longer than ", options.limits.maxGameBytes, " bytes"});
    error.near = pgn::nearText(start, 0);
    if (visitor) pgn::reportUnread(error, *visitor);
  }

  PgnReadOptions options;
  std::string buffer;
  std::size_t dropped = 0;    // bytes dropped from the front of the buffer so far
  std::size_t counted = 0;    // lines are counted up to this offset of the buffer:
  int line = 1;               // the line there,
  std::size_t lineStart = 0;  // and the input offset of that line's first byte
  bool finished = false;
  enum class Phase { SEEK, SCAN, SKIP } phase = Phase::SEEK;
  std::size_t next = 0;  // SEEK: where to look for the next game
  std::size_t gameIndex = 0;
  pgn::GameScanner scanner;
  PgnGameTree tree;
  std::string sans;
  PgnTreeBuilder builder;
  PgnError error;
};

// `visitor` hears the next game; or, without one, `cut` gets its text.
PgnReader::Step PgnReader::State::read(PgnVisitor* visitor, PgnGameText* cut) {
  for (;;) {
    if (phase == Phase::SKIP) {
      if (!scanner.skip(buffer, finished)) return Step::NEED_INPUT;
      next = scanner.resume();
      phase = Phase::SEEK;
    }
    if (phase == Phase::SEEK) {
      // A UTF-8 byte order mark before the first game is not text.
      constexpr std::string_view BOM = "\xEF\xBB\xBF";
      if (dropped + next == 0 && !finished && buffer.size() < 3 && BOM.substr(0, buffer.size()) == buffer)
        return Step::NEED_INPUT;
      if (dropped + next == 0 && buffer.compare(0, 3, BOM) == 0) next = counted = lineStart = 3;
      while (next < buffer.size() && pgn::isSpace(buffer[next])) ++next;
      if (next == buffer.size()) return finished ? Step::END : Step::NEED_INPUT;
      scanner.start(next);
      phase = Phase::SCAN;
    }
    const pgn::GameScanner::Found found = scanner.scan(buffer, finished, options.limits);
    if (found == pgn::GameScanner::Found::MORE) return Step::NEED_INPUT;
    const std::size_t begin = scanner.begin();
    const pgn::GamePlace place = placeOf(begin);
    phase = scanner.skipping() ? Phase::SKIP : Phase::SEEK;
    next = scanner.resume();
    if (found == pgn::GameScanner::Found::TOO_LONG) {
      ++gameIndex;
      tooLong(std::string_view(buffer).substr(begin, options.limits.maxGameBytes + 1), place, visitor);
      return Step::ERROR;
    }
    if (!scanner.content()) continue;  // only comments: not a game
    ++gameIndex;
    const std::string_view text = std::string_view(buffer).substr(begin, scanner.end() - begin);
    if (cut) {
      cut->text.assign(text);
      cut->gameIndex = place.gameIndex;
      cut->line = place.line;
      cut->column = place.column;
      return Step::GAME;
    }
    // Room at once for the tags in the tree's text, rather than a buffer doubled on the way (the
    // wasm heap keeps what it gives up). libc++'s reserve shrinks to a smaller size: only to grow.
    if (visitor == &builder && scanner.tagBytes() > tree.text.capacity())
      tree.text.reserve(scanner.tagBytes());
    return pgn::readGame(text, place, options, *visitor, error) ? Step::GAME : Step::ERROR;
  }
}

PgnReader::PgnReader(PgnReadOptions options) : state_(std::make_unique<State>(options)) {}
PgnReader::~PgnReader() = default;

void PgnReader::feed(std::string_view chunk) {
  State& s = *state_;
  // What earlier games used, and what a skipped stretch has passed, is dropped first.
  const std::size_t keep = s.phase == State::Phase::SEEK ? s.next : s.scanner.needed();
  s.countLines(keep);
  s.buffer.erase(0, keep);
  s.dropped += keep;
  s.counted -= keep;
  s.next -= std::min(s.next, keep);
  s.scanner.dropped(keep);
  // Doubling, but never past what the longest game allows and one chunk need: the memory given
  // up on the way is not returned to the system (the wasm heap never shrinks).
  const std::size_t needed = s.buffer.size() + chunk.size();
  if (needed > s.buffer.capacity())
    s.buffer.reserve(
        std::max(needed, std::min(2 * s.buffer.capacity(), s.options.limits.maxGameBytes + chunk.size())));
  s.buffer.append(chunk);
}

void PgnReader::reserve(std::size_t bytes) {
  // At most about a MiB: a large text of small games must not keep a large buffer for good.
  State& s = *state_;
  s.buffer.reserve(
      s.buffer.size() +
      std::min(bytes, std::min(s.options.limits.maxGameBytes, std::size_t(1) << 20) + (1 << 18)));
}

void PgnReader::finish() { state_->finished = true; }
void PgnReader::reset(PgnReadOptions options) { state_->reset(options); }

PgnReader::Step PgnReader::next() {
  state_->builder.keepSans(state_->options.sans ? &state_->sans : nullptr);
  return state_->read(&state_->builder, nullptr);
}
PgnReader::Step PgnReader::next(PgnVisitor& visitor) { return state_->read(&visitor, nullptr); }
PgnReader::Step PgnReader::nextText(PgnGameText& game) { return state_->read(nullptr, &game); }

const PgnGameTree& PgnReader::game() const { return state_->tree; }
const std::string& PgnReader::sans() const { return state_->sans; }
const PgnError& PgnReader::error() const { return state_->error; }
std::size_t PgnReader::gameCount() const { return state_->gameIndex; }
std::size_t PgnReader::bufferedBytes() const { return state_->buffer.size(); }

bool parsePgnGame(const PgnGameText& game, const PgnReadOptions& options, PgnVisitor& visitor,
                  PgnError& error) {
  return pgn::readGame(game.text, {game.gameIndex, game.line, game.column}, options, visitor, error);
}

bool parsePgnGame(const PgnGameText& game, const PgnReadOptions& options, PgnGameTree& tree,
                  PgnError& error) {
  PgnTreeBuilder builder(tree);
  return parsePgnGame(game, options, builder, error);
}

}  // namespace chess960
