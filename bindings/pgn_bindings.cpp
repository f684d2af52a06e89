// Glue between the PGN reader and npm/src/pgn.ts, as plain C exports. No chess logic here.
//
// Text crosses as UTF-8 in one input buffer. Each readPgn or streamPgn has a reader of its own (a
// handle), so that streams can be read side by side; its visitor writes each game's events
// (pgn_events.h) into one buffer, which the package copies once the game is read.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "chess960/pgn_reader.h"
#include "chess960/pgn_tags.h"
#include "pgn_events.h"
#include "pgn_exports.h"

namespace {

using namespace chess960;
namespace events = chess960::pgn_events;

// A game's events as the reader's visitor hears them: their words, and the text the words point
// into. (A vector, not a string: libc++'s string appends are calls into the library.)
class EventWriter final : public PgnVisitor {
 public:
  std::vector<std::int32_t> words;
  std::vector<char> text;

  void beginGame(std::size_t gameIndex) override {
    words.clear();
    text.clear();
    put({events::GAME, std::int32_t(gameIndex)});
  }
  void tag(std::string_view name, std::string_view value) override {
    put({events::TAG});
    putText(name);
    putText(value);
  }
  Next beginMovetext(const Position& start, bool chess960) override {
    put({events::START, chess960});
    putText(toFen(start));
    return Next::READ;
  }
  void move(const PgnMoveRead& move) override {
    put({events::MOVE, move.move.bits(), move.ply});
    putText(move.san());
  }
  void comment(std::string_view comment) override {
    put({events::COMMENT});
    putText(comment);
  }
  void nag(int nag) override { put({events::NAG, nag}); }
  void clock(std::int64_t ms) override {
    put({events::CLOCK, std::int32_t(ms / 1000), std::int32_t(ms % 1000)});
  }
  void emt(std::int64_t ms) override { put({events::EMT, std::int32_t(ms / 1000), std::int32_t(ms % 1000)}); }
  void eval(const PgnEval& eval) override { put({events::EVAL, eval.mate, eval.value, eval.depth}); }
  void arrow(const PgnArrow& arrow) override {
    put({events::ARROW, char(arrow.color), arrow.from, arrow.to});
  }
  void square(const PgnSquareMark& mark) override { put({events::SQUARE, char(mark.color), mark.square}); }
  Next beginVariation() override {
    put({events::BEGIN_VARIATION});
    return Next::READ;
  }
  void endVariation() override { put({events::END_VARIATION}); }
  void endGame(std::string_view result) override { put({events::RESULT, std::int32_t(pgnResultOf(result))}); }
  void error(const PgnError& e) override {
    put({events::ERROR, std::int32_t(e.reason), e.line, e.column, e.ply, e.moveNumber,
         e.side == WHITE ? 0 : 1, e.openedLine, e.openedColumn, e.inMovetext});
    putText(e.what);
    putText(e.near);
    putText(e.move);
  }

 private:
  void put(std::initializer_list<std::int32_t> fields) { words.insert(words.end(), fields); }
  void putText(std::string_view s) {
    put({std::int32_t(text.size()), std::int32_t(s.size())});
    text.insert(text.end(), s.begin(), s.end());
  }
};

struct Session {
  explicit Session(const PgnReadOptions& options) : reader(options) {}
  PgnReader reader;
  EventWriter events;
};

std::string input;                               // text to feed
std::vector<std::unique_ptr<Session>> sessions;  // by handle; null when closed

Session& session(int handle) { return *sessions[std::size_t(handle)]; }

}  // namespace

extern "C" {
// The input buffer, with room for `size` bytes (JS writes them, then calls feed).
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_pgn_input(int size) {
  input.resize(std::size_t(size));
  return reinterpret_cast<std::uintptr_t>(input.data());
}
// A new reader; returns its handle. `variations` 0 reads the mainlines only.
EMSCRIPTEN_KEEPALIVE int chess960_pgn_open(int variations) {
  PgnReadOptions options;
  options.variations = variations != 0;
  std::size_t handle = 0;
  while (handle < sessions.size() && sessions[handle]) ++handle;
  if (handle == sessions.size()) sessions.emplace_back();
  sessions[handle] = std::make_unique<Session>(options);
  return int(handle);
}
EMSCRIPTEN_KEEPALIVE void chess960_pgn_close(int handle) { sessions[std::size_t(handle)].reset(); }
// Feeds the first `size` bytes of the input buffer.
EMSCRIPTEN_KEEPALIVE void chess960_pgn_feed(int handle, int size) {
  session(handle).reader.feed(std::string_view(input).substr(0, std::size_t(size)));
}
// No more input: what is buffered is the end.
EMSCRIPTEN_KEEPALIVE void chess960_pgn_finish(int handle) { session(handle).reader.finish(); }
// The next step (PgnReader::Step): a game or a bad game's error (then its events describe it),
// feed more, or the end.
EMSCRIPTEN_KEEPALIVE int chess960_pgn_next(int handle) {
  Session& s = session(handle);
  return int(s.reader.next(s.events));
}
// The last game's events: their words and their text, where each lies and how long it is.
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_pgn_event_words(int handle) {
  return reinterpret_cast<std::uintptr_t>(session(handle).events.words.data());
}
EMSCRIPTEN_KEEPALIVE int chess960_pgn_event_word_count(int handle) {
  return int(session(handle).events.words.size());
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_pgn_event_text(int handle) {
  return reinterpret_cast<std::uintptr_t>(session(handle).events.text.data());
}
EMSCRIPTEN_KEEPALIVE int chess960_pgn_event_text_bytes(int handle) {
  return int(session(handle).events.text.size());
}
}
