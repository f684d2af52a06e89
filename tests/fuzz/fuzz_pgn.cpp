// PGN readers. Input: any text. Checks: no crash or sanitizer report.
// parsePgn (the first mainline): errors are PGN errors with a printable message; an accepted game
// replays legally from its start position, every position in it passes the key and FEN checks,
// and toPgn of it reads back as the same game (start, moves, result) and is a fixed point.
// PgnReader (every game, the whole tree): the text fed whole and fed in chunks (sizes from the
// first byte) gives the same games, the same games kept up to an error, and the same errors;
// error messages are printable, with a reason and, for a refused move, the move; each tree's
// records hold together (a game kept up to an error too, with stoppedAt on one of its nodes) and
// every move is legal where it stands; writeTree of each good tree reads back as exactly one game,
// the same tree (samePgnGame, tags in the writer's order), and writing that again gives the same
// text.
// PgnVisitor (the same text, whole and in chunks): the calls heard are the same, each once, in
// order (beginGame, tags, beginMovetext, ..., then endGame or error), with the same errors as the
// tree reading; every move legal in `before`, `after` that move played, its SAN reading back as
// the move; comments trimmed and not empty, NAGs and evals in range, variations balanced until the
// game ends; the moves and notes heard are the tree's, up to the error for a bad game. A visitor
// that skips variations and every other game's movetext hears well formed games too.
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
#include "chess960/pgn_visitor.h"
#include "chess960/san.h"
#include "pgn_game_tree.h"

using namespace chess960;
using namespace chess960::fuzz;
using namespace chess960::test;

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
  std::vector<std::string> errors;    // messages, with the game index
  std::vector<PgnGameTree> cutShort;  // the games kept up to an error (PgnError::inMovetext)
};

Outcome readAll(std::string_view text, std::size_t chunk, const PgnReadOptions& options) {
  Outcome out;
  PgnReader reader(options);
  PgnGameTree tree;
  PgnTreeBuilder builder(tree);
  for (std::size_t fed = 0;;) {
    const PgnReader::Step step = reader.next(builder);
    if (step == PgnReader::Step::END) break;
    if (step == PgnReader::Step::GAME) {
      out.games.push_back(tree);
    } else if (step == PgnReader::Step::ERROR) {
      const PgnError& error = reader.error();
      const std::string message = error.message();
      for (char c : message) FUZZ_CHECK(c >= 32 && c < 127, "unprintable error message", message);
      FUZZ_CHECK(error.line >= 1 && error.column >= 1, "error without a place", message);
      const bool refused = error.reason <= PgnErrorReason::MISSING_FEN;
      FUZZ_CHECK(refused == !error.move.empty(), "a refused move without its text, or text without a move",
                 message);
      FUZZ_CHECK(refused || error.ply == 0, "a ply for an error that refuses no move", message);
      const bool unclosed = error.reason == PgnErrorReason::UNCLOSED_COMMENT ||
                            error.reason == PgnErrorReason::UNCLOSED_VARIATION;
      FUZZ_CHECK(unclosed == (error.openedLine > 0), "an unclosed comment or variation without its opening",
                 message);
      out.errors.push_back(message + " " + std::string(pgnErrorReasonName(error.reason)) + " " + error.move +
                           " " + std::to_string(error.ply));
      if (error.inMovetext) {
        FUZZ_CHECK(tree.stoppedAt >= 0 && tree.stoppedAt < tree.nodeCount(),
                   "a game cut short stops at no node");
        out.cutShort.push_back(tree);
      }
    } else if (fed >= text.size()) {
      reader.finish();
    } else {
      const std::size_t n = chunk == 0 ? text.size() - fed : std::min(chunk, text.size() - fed);
      reader.feed(text.substr(fed, n));
      fed += n;
    }
  }
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
    if (n.isComment()) FUZZ_CHECK(inText(n.commentSpan()), "a comment outside the text");
    if (n.kind == PgnNoteKind::NAG)
      FUZZ_CHECK(n.node > 0 && n.nag() >= 0 && n.nag() <= 255, "a NAG out of range");
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

void checkVisitors(std::string_view text, const PgnReadOptions& options, const Outcome& trees);

void checkTreeReader(std::string_view text) {
  PgnReadOptions options;
  options.limits.maxVariationDepth = 20;  // small limits, so that the fuzzer reaches them
  options.limits.maxCommentLength = 300;
  options.limits.maxTagLength = 200;
  options.limits.maxMoves = 400;
  options.limits.maxGameBytes = 4000;
  const Outcome whole = readAll(text, 0, options);
  checkVisitors(text, options, whole);
  const std::size_t chunk = text.empty() ? 1 : std::size_t(static_cast<unsigned char>(text[0]) % 17) + 1;
  const Outcome pieces = readAll(text, chunk, options);
  auto listed = [](const std::vector<std::string>& errors) {
    std::string all;
    for (const std::string& e : errors) all += e + "\n";
    return all;
  };
  FUZZ_CHECK(whole.errors == pieces.errors, "chunked reading gives other errors", std::to_string(chunk),
             listed(whole.errors), listed(pieces.errors));
  FUZZ_CHECK(whole.games.size() == pieces.games.size() && whole.cutShort.size() == pieces.cutShort.size(),
             "chunked reading gives other games", std::to_string(chunk));
  for (std::size_t k = 0; k < whole.games.size(); ++k)
    FUZZ_CHECK(samePgnGame(whole.games[k], pieces.games[k]), "chunked reading gives another tree",
               std::to_string(chunk));
  for (std::size_t k = 0; k < whole.cutShort.size(); ++k) {
    checkTree(whole.cutShort[k]);
    FUZZ_CHECK(samePgnGame(whole.cutShort[k], pieces.cutShort[k]), "chunked reading cuts a game elsewhere",
               std::to_string(chunk));
  }

  PgnReadOptions roomy;  // what the writer makes of a tree within the limits above stays within these
  roomy.limits.maxGameBytes = std::size_t(1) << 24;
  for (const PgnGameTree& tree : whole.games) {
    checkTree(tree);
    const std::string written = writeTree(tree);
    const Outcome again = readAll(written, 0, roomy);
    FUZZ_CHECK(again.errors.empty(), "writeTree output does not read back",
               again.errors.empty() ? "" : again.errors[0], written);
    FUZZ_CHECK(again.games.size() == 1u, "writeTree output is not one game", written);
    FUZZ_CHECK(samePgnGame(again.games[0], exported(tree)), "PGN round trip changes the tree", written,
               writeTree(again.games[0]));
    FUZZ_CHECK(writeTree(again.games[0]) == written, "writeTree of the re-read tree differs", written);
  }
}

// Checks each call against the rules of pgn_visitor.h and counts what it hears per game.
class CheckingVisitor final : public PgnVisitor {
 public:
  struct Heard {
    std::size_t moves = 0, mainline = 0, notes = 0;
    std::string error;  // the message, for a bad game
    bool inMovetext = false;
  };
  std::vector<Heard> games;
  std::string log;        // every call, in order: the same whatever the chunking
  bool skipSome = false;  // skip every variation, and the movetext of every odd game

  void beginGame(std::size_t index) override {
    FUZZ_CHECK(!inGame_, "beginGame inside a game");
    FUZZ_CHECK(index == games.size(), "games heard out of order or twice", std::to_string(index));
    inGame_ = true;
    inMovetext_ = false;
    depth_ = 0;
    games.emplace_back();
    log += "\ngame";
  }
  void tag(std::string_view name, std::string_view value) override {
    FUZZ_CHECK(inGame_ && !inMovetext_ && !name.empty(), "a tag out of place");
    ((log += "\ntag ") += name) += value;
  }
  Next beginMovetext(const Position& start, bool) override {
    FUZZ_CHECK(inGame_ && !inMovetext_, "beginMovetext out of place");
    checkPosition(start);
    inMovetext_ = true;
    log += "\nmovetext " + toFen(start);
    return skipSome && games.size() % 2 == 0 ? Next::SKIP : Next::READ;
  }
  void move(const PgnMoveRead& m) override {
    FUZZ_CHECK(inMovetext_, "a move outside the movetext");
    FUZZ_CHECK(isLegal(m.before, m.move), "an illegal move heard: " + describe(m.move), toFen(m.before));
    Position next = m.before;
    next.play(m.move);
    FUZZ_CHECK(next.samePosition(m.after) && next.key() == m.after.key(), "`after` is not the move played");
    const std::string san(m.san());
    auto back = parseSan(m.before, san);
    FUZZ_CHECK(back.ok() && *back == m.move, "the move's SAN does not read back: " + san, toFen(m.before));
    FUZZ_CHECK(!m.written.empty(), "a move written as nothing");
    ++games.back().moves;
    games.back().mainline += depth_ == 0;
    (log += "\nmove ") += m.written;
  }
  void comment(std::string_view text) override {
    FUZZ_CHECK(!text.empty() && text.front() != ' ' && text.back() != ' ', "an untrimmed comment",
               std::string(text));
    note("comment " + std::string(text));
  }
  void nag(int nag) override {
    FUZZ_CHECK(nag >= 0 && nag <= 255, "a NAG out of range");
    note("nag " + std::to_string(nag));
  }
  void clock(std::int64_t ms) override {
    FUZZ_CHECK(ms >= 0, "a negative clock");
    note("clock " + std::to_string(ms));
  }
  void emt(std::int64_t ms) override {
    FUZZ_CHECK(ms >= 0, "a negative emt");
    note("emt " + std::to_string(ms));
  }
  void eval(const PgnEval& e) override {
    const std::int32_t most = e.mate ? PGN_MAX_MATE : PGN_MAX_CENTIPAWNS;
    FUZZ_CHECK(e.value >= -most && e.value <= most && e.depth >= -1 && e.depth <= PGN_MAX_EVAL_DEPTH,
               "an eval out of range");
    note("eval " + std::to_string(e.value) + (e.mate ? "#" : "") + std::to_string(e.depth));
  }
  void arrow(const PgnArrow& a) override {
    FUZZ_CHECK(a.from < NO_SQUARE && a.to < NO_SQUARE, "an arrow off the board");
    note("arrow " + std::to_string(a.from) + "-" + std::to_string(a.to));
  }
  void square(const PgnSquareMark& s) override {
    FUZZ_CHECK(s.square < NO_SQUARE, "a mark off the board");
    note("square " + std::to_string(s.square));
  }
  Next beginVariation() override {
    FUZZ_CHECK(inMovetext_, "a variation outside the movetext");
    log += "\n(";
    ++depth_;
    if (!skipSome) return Next::READ;
    --depth_;  // skipped: no endVariation comes
    return Next::SKIP;
  }
  void endVariation() override {
    FUZZ_CHECK(depth_ > 0, "endVariation without beginVariation");
    --depth_;
    log += "\n)";
  }
  void endGame(std::string_view result) override {
    FUZZ_CHECK(inMovetext_ && depth_ == 0, "endGame out of place");
    FUZZ_CHECK(isResult(std::string(result)), "endGame without a result");
    inGame_ = false;
    (log += "\nend ") += result;
  }
  void error(const PgnError& error) override {
    FUZZ_CHECK(inGame_, "an error outside a game");
    FUZZ_CHECK(error.inMovetext == inMovetext_, "an error that says it is in the movetext, or not, wrongly");
    games.back().error = error.message() + " " + std::string(pgnErrorReasonName(error.reason)) + " " +
                         error.move + " " + std::to_string(error.ply);
    games.back().inMovetext = error.inMovetext;
    inGame_ = false;
    (log += "\nerror ") += games.back().error;
  }
  bool idle() const { return !inGame_; }

 private:
  void note(const std::string& what) {
    FUZZ_CHECK(inMovetext_, "a note outside the movetext");
    ++games.back().notes;
    (log += '\n') += what;
  }
  bool inGame_ = false, inMovetext_ = false;
  int depth_ = 0;
};

void visitAll(std::string_view text, std::size_t chunk, const PgnReadOptions& options,
              CheckingVisitor& visitor) {
  PgnReader reader(options);
  for (std::size_t fed = 0;;) {
    const PgnReader::Step step = reader.next(visitor);
    if (step == PgnReader::Step::END) break;
    if (step == PgnReader::Step::GAME || step == PgnReader::Step::ERROR) {
      FUZZ_CHECK(visitor.idle(), "a step before the game's end was heard");
      continue;
    }
    if (fed >= text.size()) {
      reader.finish();
      continue;
    }
    const std::size_t n = chunk == 0 ? text.size() : std::min(chunk, text.size() - fed);
    reader.feed(text.substr(fed, n));
    fed += n;
  }
  FUZZ_CHECK(visitor.idle(), "the input ended inside a game");
}

void checkVisitors(std::string_view text, const PgnReadOptions& options, const Outcome& trees) {
  const std::size_t chunk = text.empty() ? 1 : std::size_t(static_cast<unsigned char>(text[0]) % 13) + 1;
  std::string wholeLog;
  for (std::size_t pieces : {std::size_t(0), chunk}) {
    CheckingVisitor visitor;
    visitAll(text, pieces, options, visitor);
    std::vector<std::string> errors;
    std::size_t good = 0, cut = 0;
    for (const CheckingVisitor::Heard& game : visitor.games) {
      if (!game.error.empty()) {
        errors.push_back(game.error);
        if (!game.inMovetext) continue;
        // The moves heard before the error are the moves the tree kept.
        FUZZ_CHECK(cut < trees.cutShort.size(),
                   "the visitor heard more games cut short than the tree reading");
        FUZZ_CHECK(game.moves == std::size_t(trees.cutShort[cut++].moveCount()),
                   "the visitor heard other moves before an error than the tree keeps",
                   std::to_string(pieces));
        continue;
      }
      FUZZ_CHECK(good < trees.games.size(), "the visitor heard more good games than the tree reading");
      const PgnGameTree& tree = trees.games[good++];
      FUZZ_CHECK(game.moves == std::size_t(tree.moveCount()) && game.notes == tree.notes.size() &&
                     game.mainline == tree.mainline().size(),
                 "the visitor heard other moves or notes than the tree holds", std::to_string(pieces));
    }
    FUZZ_CHECK(good == trees.games.size() && cut == trees.cutShort.size() && errors == trees.errors,
               "the visitor heard other games or errors than the tree reading", std::to_string(pieces));
    // Each call once, whatever the chunking: the same calls as the whole text's.
    if (pieces == 0)
      wholeLog = visitor.log;
    else
      FUZZ_CHECK(visitor.log == wholeLog, "chunked reading makes other calls", std::to_string(pieces));
  }
  CheckingVisitor skipping;
  skipping.skipSome = true;
  visitAll(text, chunk, options, skipping);
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
