// Glue between the PGN writer and npm/src/pgn-writer.ts, as plain C exports. No chess logic here.
//
// writePgn hands over a game as the events of its PGN (pgn_events.h), in a buffer of its own; they
// are told here to the engine's PgnWriter as they come.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "chess960/fen.h"
#include "chess960/pgn_tags.h"
#include "chess960/pgn_writer.h"
#include "pgn_events.h"
#include "pgn_exports.h"

namespace {

using namespace chess960;
namespace events = chess960::pgn_events;

std::string input;   // the events of a game to write, then their text
std::string output;  // written PGN, or why not

// Writes the game whose events are `words` (texts in `text`) as PGN into `out`: false, with why
// in `out`, for a move that is not legal, for events that are not those of a game.
bool write(const std::int32_t* words, std::size_t count, std::string_view text, std::string& out) {
  PgnWriter writer;
  writer.beginGame();
  std::vector<std::pair<std::string_view, std::string_view>> tags;
  std::vector<bool> lines{false};  // whether each open line has a move yet
  out = "not the events of a PGN game";
  auto fits = [&](std::size_t at, std::size_t size) { return at + size <= count; };
  auto textAt = [&](std::size_t at, std::string_view& s) {
    const std::int64_t offset = words[at], length = words[at + events::TEXT_LENGTH];
    if (offset < 0 || length < 0 || std::size_t(offset + length) > text.size()) return false;
    s = text.substr(std::size_t(offset), std::size_t(length));
    return true;
  };
  auto isSquare = [](std::int32_t s) { return s >= 0 && s < SQUARE_COUNT; };
  bool started = false;
  for (std::size_t at = 0; at < count;) {
    const std::int32_t code = words[at], a = fits(at, 2) ? words[at + events::FIELD] : 0;
    if (code < 0 || code >= std::int32_t(std::size(events::WORDS))) return false;
    const std::size_t size = std::size_t(events::WORDS[code]);
    if (!fits(at, size)) return false;
    std::string_view s;
    if (started != (code != events::TAG && code != events::START)) return false;  // tags, START, movetext
    switch (code) {
      case events::TAG: {
        std::string_view value;
        if (!textAt(at + events::FIELD, s) || !textAt(at + events::TAG_VALUE, value)) return false;
        tags.emplace_back(s, value);
        break;
      }
      case events::START: {
        std::string_view fen;
        if (!textAt(at + events::START_FEN, fen)) return false;
        Position start = Position::standard();
        if (!fen.empty()) {
          auto parsed = parseFen(fen);
          if (!parsed) return out = "start FEN: " + parsed.error().message, false;
          start = *parsed;
        }
        // The text must say what the game assumes: its start (SetUp, FEN) and its variant.
        auto find = [&](std::string_view name) {
          for (auto& tag : tags)
            if (tag.first == name) return &tag.second;
          return static_cast<std::string_view*>(nullptr);
        };
        auto set = [&](std::string_view name, std::string_view value) {
          if (std::string_view* given = find(name))
            *given = value;
          else
            tags.emplace_back(name, value);
        };
        if (!fen.empty() && !(find("FEN") && *find("FEN") == fen)) {
          if (!find("SetUp")) set("SetUp", "1");
          set("FEN", fen);
        }
        if (a != 0 && !find("Variant")) set("Variant", PGN_CHESS960_VARIANT);
        for (const auto& [name, value] : tags) writer.tag(name, value);
        writer.beginMovetext(start);
        started = true;
        break;
      }
      case events::MOVE:
        if (!textAt(at + events::MOVE_TEXT, s)) return false;
        if (!writer.play(s)) return out = writer.text(), false;
        lines.back() = true;
        break;
      case events::COMMENT:
      case events::COMMENT_BEFORE:
        if (!textAt(at + events::FIELD, s)) return false;
        if (code == events::COMMENT)
          writer.comment(s);
        else
          writer.commentBefore(s);
        break;
      case events::NAG:
        if (a < 0 || a > 255) return false;
        writer.nag(a);
        break;
      case events::CLOCK:
      case events::EMT: {
        if (a < 0) return false;
        const std::int64_t ms = std::int64_t(a) * 1000 + words[at + events::TIME_MILLISECONDS];
        if (code == events::CLOCK)
          writer.clock(ms);
        else
          writer.emt(ms);
        break;
      }
      case events::EVAL:
        writer.eval({a != 0, words[at + events::EVAL_VALUE], words[at + events::EVAL_DEPTH]});
        break;
      case events::ARROW:
      case events::SQUARE: {
        const bool arrow = code == events::ARROW;
        const std::int32_t from = words[at + events::MARK_SQUARE],
                           to = arrow ? words[at + events::ARROW_TO] : from;
        if (!isSquare(from) || !isSquare(to)) return false;
        if (arrow)
          writer.arrow({PgnMarkColor(a), Square(from), Square(to)});
        else
          writer.square({PgnMarkColor(a), Square(from)});
        break;
      }
      case events::BEGIN_VARIATION:
        if (!lines.back()) return false;  // an alternative to no move
        lines.push_back(false);
        if (writer.beginVariation() == PgnVisitor::Next::SKIP) return out = writer.text(), false;
        break;
      case events::END_VARIATION:
        if (lines.size() == 1 || !lines.back()) return false;
        lines.pop_back();
        writer.endVariation();
        break;
      case events::RESULT:
        if (a < 0 || a > int(PgnResult::UNFINISHED) || at + size != count) return false;
        writer.endGame(PGN_RESULTS[a]);
        out = writer.text();
        return true;
      default:
        return false;
    }
    at += size;
  }
  return false;  // no RESULT
}

}  // namespace

extern "C" {
// The input buffer, with room for `size` bytes (JS writes the events of a game, then calls write).
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_pgn_write_input(int size) {
  input.resize(std::size_t(size));
  return reinterpret_cast<std::uintptr_t>(input.data());
}
// Writes the game whose events are in the input buffer (`words` of them, then `bytes` of text) as
// PGN into the output: 1 if written, 0 if not (the output then says why).
EMSCRIPTEN_KEEPALIVE int chess960_pgn_write(int words, int bytes) {
  const std::string_view text = std::string_view(input).substr(std::size_t(words) * 4, std::size_t(bytes));
  return write(reinterpret_cast<const std::int32_t*>(input.data()), std::size_t(words), text, output);
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_pgn_output() {
  return reinterpret_cast<std::uintptr_t>(output.data());
}
EMSCRIPTEN_KEEPALIVE int chess960_pgn_output_bytes() { return int(output.size()); }
}
