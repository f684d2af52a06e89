// Glue between the PGN reader/writer and npm/src/pgn*.ts, as plain C exports. No chess logic here.
//
// Text crosses as UTF-8 in one input buffer. Each readPgn or streamPgn has a reader of its own (a
// handle), so that streams can be read side by side; its visitor writes each game's events
// (pgn_events.h) into one buffer, which the package copies once the game is read. writePgn hands
// over the events of a tree's PGN, read back here into a tree for the writer.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "chess960/pgn_reader.h"
#include "chess960/pgn_writer.h"
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

std::string input;                               // text to feed, or the events of a tree to write
std::string output;                              // written PGN, or why not
std::vector<std::unique_ptr<Session>> sessions;  // by handle; null when closed

Session& session(int handle) { return *sessions[std::size_t(handle)]; }

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
// The input buffer, with room for `size` bytes (JS writes them, then calls feed or write).
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
