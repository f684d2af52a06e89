// PGN readers. Input: any text. Checks: no crash or sanitizer report.
// parsePgn (the first mainline): errors are PGN errors with a printable message; an accepted game
// replays legally from its start position, every position in it passes the key and FEN checks,
// and toPgn of it reads back as the same game (start, moves, result) and is a fixed point.
// PgnReader (every game, the whole tree): the text fed whole and fed in chunks (sizes from the
// first byte) gives the same games and the same errors; error messages are printable; each
// tree's records hold together and every move is legal where it stands; writePgn of each tree
// reads back as exactly one game, the same tree (samePgnGame, tags in the writer's order), and
// writing that again gives the same text.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "checks.h"
#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/pgn.h"
#include "chess960/pgn_reader.h"
#include "chess960/pgn_writer.h"

using namespace chess960;
using namespace chess960::fuzz;

namespace {

bool isResult(const std::string& r) { return r == "1-0" || r == "0-1" || r == "1/2-1/2" || r == "*"; }

void checkGame(const Game& game, const std::string& where) {
  FUZZ_CHECK(int(game.moves().size()) == game.ply(), "ply count differs from the move list", where);
  for (int i = 0; i < game.ply(); ++i) {
    const Position& before = game.positionBefore(i);
    const Move m = game.moves()[std::size_t(i)];
    FUZZ_CHECK(isLegal(before, m), "the game holds an illegal move: " + describe(m), where, toFen(before));
    Position next = before;
    next.play(m);
    const Position& stored = game.positionBefore(i + 1);
    FUZZ_CHECK(next.samePosition(stored) && next.key() == stored.key() &&
                   next.halfmoveClock() == stored.halfmoveClock() &&
                   next.fullmoveNumber() == stored.fullmoveNumber(),
               "stored position differs from the replayed one at ply " + std::to_string(i + 1), where);
    checkKeyAndFen(stored);
  }
  (void)game.outcome();
  (void)game.repetitionCount();
}

struct Outcome {
  std::vector<PgnGameTree> games;
  std::vector<std::string> errors;  // messages, with the game index
};

Outcome readAll(std::string_view text, std::size_t chunk, const PgnReadOptions& options) {
  Outcome out;
  readPgnGames(
      text, [&](const PgnGameTree& game) { out.games.push_back(game); },
      [&](const PgnError& error) {
        const std::string message = error.message();
        for (char c : message) FUZZ_CHECK(c >= 32 && c < 127, "unprintable error message", message);
        FUZZ_CHECK(error.line >= 1 && error.column >= 1, "error without a place", message);
        out.errors.push_back(message);
      },
      options, chunk);
  return out;
}

// The records hold together: parents before children, notes on nodes, spans inside the text;
// every move is legal in the position before it (positions in node order, no recursion).
void checkTree(const PgnGameTree& tree) {
  FUZZ_CHECK(!tree.nodes.empty() && tree.nodes[0].parent == -1 && tree.nodes[0].move == 0, "no root");
  auto inText = [&](PgnSpan span) {
    return span.offset >= 0 && span.length >= 0 &&
           std::size_t(span.offset) + std::size_t(span.length) <= tree.text.size();
  };
  for (const PgnTag& tag : tree.tags)
    FUZZ_CHECK(inText(tag.name) && inText(tag.value), "a tag outside the text");
  std::vector<Position> positions{tree.start};
  for (std::int32_t i = 1; i < tree.nodeCount(); ++i) {
    const std::int32_t parent = tree.nodes[std::size_t(i)].parent;
    FUZZ_CHECK(parent >= 0 && parent < i, "a node before its parent", std::to_string(i));
    const Position& before = positions[std::size_t(parent)];
    const Move m = tree.move(i);
    FUZZ_CHECK(isLegal(before, m), "the tree holds an illegal move: " + describe(m), toFen(before));
    positions.push_back(before);
    positions.back().play(m);
  }
  for (const PgnNote& n : tree.notes) {
    FUZZ_CHECK(n.node >= 0 && n.node < tree.nodeCount(), "a note on no node");
    FUZZ_CHECK(n.kind >= PgnNoteKind::COMMENT_BEFORE && n.kind <= PgnNoteKind::SQUARE, "a note of no kind");
    if (n.kind <= PgnNoteKind::COMMENT) FUZZ_CHECK(inText({n.a, n.b}), "a comment outside the text");
    if (n.kind == PgnNoteKind::NAG) FUZZ_CHECK(n.node > 0 && n.a >= 0 && n.a <= 255, "a NAG out of range");
  }
}

// `tree` with its tags as the writer writes them: the Seven Tag Roster first (with "?",
// "????.??.??" and the result where missing), then the others in their order.
PgnGameTree exported(const PgnGameTree& tree) {
  static const char* const roster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
  PgnGameTree out = tree;
  out.tags.clear();
  for (std::string_view name : roster) {
    std::string_view value;
    const std::string given = tree.findTag(name, value) ? std::string(value)
                              : name == "Date"          ? "????.??.??"
                              : name == "Result"        ? tree.result
                                                        : "?";
    out.addTag(name, given);
  }
  for (const PgnTag& tag : tree.tags) {
    bool inRoster = false;
    for (std::string_view name : roster) inRoster |= tree.str(tag.name) == name;
    if (!inRoster) out.addTag(tree.str(tag.name), tree.str(tag.value));
  }
  return out;
}

void checkTreeReader(std::string_view text) {
  PgnReadOptions options;
  options.limits.maxVariationDepth = 20;  // small limits, so that the fuzzer reaches them
  options.limits.maxCommentLength = 300;
  options.limits.maxTagLength = 200;
  options.limits.maxMoves = 400;
  options.limits.maxGameBytes = 4000;
  const Outcome whole = readAll(text, 0, options);
  const std::size_t chunk = text.empty() ? 1 : std::size_t(static_cast<unsigned char>(text[0]) % 17) + 1;
  const Outcome pieces = readAll(text, chunk, options);
  auto listed = [](const std::vector<std::string>& errors) {
    std::string all;
    for (const std::string& e : errors) all += e + "\n";
    return all;
  };
  FUZZ_CHECK(whole.errors == pieces.errors, "chunked reading gives other errors", std::to_string(chunk),
             listed(whole.errors), listed(pieces.errors));
  FUZZ_CHECK(whole.games.size() == pieces.games.size(), "chunked reading gives other games",
             std::to_string(chunk));
  for (std::size_t k = 0; k < whole.games.size(); ++k)
    FUZZ_CHECK(samePgnGame(whole.games[k], pieces.games[k]), "chunked reading gives another tree",
               std::to_string(chunk));

  PgnReadOptions roomy;  // what the writer makes of a tree within the limits above stays within these
  roomy.limits.maxGameBytes = std::size_t(1) << 24;
  for (const PgnGameTree& tree : whole.games) {
    checkTree(tree);
    const std::string written = writePgn(tree);
    const Outcome again = readAll(written, 0, roomy);
    FUZZ_CHECK(again.errors.empty(), "writePgn output does not read back",
               again.errors.empty() ? "" : again.errors[0], written);
    FUZZ_CHECK(again.games.size() == 1u, "writePgn output is not one game", written);
    FUZZ_CHECK(samePgnGame(again.games[0], exported(tree)), "PGN round trip changes the tree", written,
               writePgn(again.games[0]));
    FUZZ_CHECK(writePgn(again.games[0]) == written, "writePgn of the re-read tree differs", written);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  checkTreeReader(text);
  auto pgn = parsePgn(text);
  if (!pgn) {
    checkError(pgn.error(), {ErrorCode::PGN}, text);
    return 0;
  }
  FUZZ_CHECK(isResult(pgn->result), "parsePgn result '" + pgn->result + "' is not a result token");
  for (const auto& [name, value] : pgn->tags) FUZZ_CHECK(!name.empty(), "a tag without a name");
  checkGame(pgn->game, "parsed game");
  checkPosition(pgn->game.position());

  const std::string written = toPgn(pgn->game, pgn->tags, pgn->result);
  auto again = parsePgn(written);
  FUZZ_CHECK(again.ok(), "toPgn output does not read back", again ? "" : again.error().message, written);
  const Game& a = pgn->game;
  const Game& b = again->game;
  FUZZ_CHECK(a.startPosition().samePosition(b.startPosition()) &&
                 a.startPosition().key() == b.startPosition().key() &&
                 a.startPosition().halfmoveClock() == b.startPosition().halfmoveClock() &&
                 a.startPosition().fullmoveNumber() == b.startPosition().fullmoveNumber(),
             "PGN round trip changes the start position", toFen(a.startPosition()), toFen(b.startPosition()));
  FUZZ_CHECK(a.moves() == b.moves(), "PGN round trip changes the moves", written);
  FUZZ_CHECK(again->result == pgn->result, "PGN round trip changes the result", pgn->result, again->result);
  const std::string rewritten = toPgn(again->game, again->tags, again->result);
  FUZZ_CHECK(rewritten == written, "toPgn of the re-read game differs", written, rewritten);
  return 0;
}
