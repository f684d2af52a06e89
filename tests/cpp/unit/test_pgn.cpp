// PGN collections: the tree reader (pgn_reader.h), the writer (pgn_writer.h) and the one-game
// functions built on them (pgn.h). Round trips of generated games with variations, comments and
// annotations; the cutechess recording in tests/data; producer quirks; errors with positions;
// every limit.
#include <boost/test/unit_test.hpp>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/pgn.h"
#include "chess960/pgn_reader.h"
#include "chess960/pgn_writer.h"
#include "chess960/san.h"
#include "chess960/square_names.h"
#include "chess960/start_positions.h"
#include "chess960/uci.h"
#include "pgn_game_tree.h"
#include "support.h"

using namespace chess960;
using namespace chess960::test;

namespace {

struct ReadResult {
  std::vector<PgnGameTree> games;
  std::vector<PgnError> errors;
  std::vector<std::size_t> order;  // game index of each entry, good or bad, in reading order
};

// Reads `text` fed in chunks of `chunk` bytes (0: all at once).
ReadResult readAll(std::string_view text, std::size_t chunk = 0, PgnReadOptions options = {},
                   std::size_t* maxBuffered = nullptr) {
  ReadResult out;
  PgnGameTree tree;
  PgnTreeBuilder builder(tree);
  const std::size_t most = readPgnGames(
      text, builder, [&] { out.games.push_back(tree); },
      [&](const PgnError& error) { out.errors.push_back(error); }, options, chunk);
  if (maxBuffered) *maxBuffered = std::max(*maxBuffered, most);
  return out;
}

PgnGameTree readOne(std::string_view text, PgnReadOptions options = {}) {
  ReadResult r = readAll(text, 0, options);
  BOOST_TEST_REQUIRE(r.errors.empty(), text << "\n-> " << (r.errors.empty() ? "" : r.errors[0].message()));
  BOOST_TEST_REQUIRE(r.games.size() == 1u, text);
  return r.games[0];
}

PgnError readError(std::string_view text, PgnReadOptions options = {}) {
  ReadResult r = readAll(text, 0, options);
  BOOST_TEST_REQUIRE(r.errors.size() == 1u, text);
  return r.errors[0];
}

// ---- reading a tree's records ----

std::vector<std::string> sanLine(const PgnGameTree& tree) {
  std::vector<std::string> out;
  Position pos = tree.start;
  for (std::int32_t i : tree.mainline()) {
    out.push_back(toSan(pos, tree.move(i)));
    pos.play(tree.move(i));
  }
  return out;
}

// Each move's SAN in node order, one space between.
std::string sansOf(const PgnGameTree& tree) {
  std::string out;
  for (std::int32_t i = 1; i < tree.nodeCount(); ++i) {
    if (i > 1) out += ' ';
    out += toSan(tree.positionAt(tree.nodes[std::size_t(i)].parent), tree.move(i));
  }
  return out;
}

// The children of `node`, in order: the continuation first, then its alternatives.
std::vector<std::int32_t> childrenOf(const PgnGameTree& tree, std::int32_t node) {
  std::vector<std::int32_t> out;
  for (std::int32_t i = node + 1; i < tree.nodeCount(); ++i)
    if (tree.nodes[std::size_t(i)].parent == node) out.push_back(i);
  return out;
}

// The notes of `node` of one kind, in reading order.
std::vector<PgnNote> notesOf(const PgnGameTree& tree, std::int32_t node, PgnNoteKind kind) {
  std::vector<PgnNote> out;
  for (const PgnNote& n : tree.notes)
    if (n.node == node && n.kind == kind) out.push_back(n);
  return out;
}

std::vector<std::string> commentsOf(const PgnGameTree& tree, std::int32_t node,
                                    PgnNoteKind kind = PgnNoteKind::COMMENT) {
  std::vector<std::string> out;
  for (const PgnNote& n : notesOf(tree, node, kind)) out.emplace_back(tree.comment(n));
  return out;
}

std::vector<int> nagsOf(const PgnGameTree& tree, std::int32_t node) {
  std::vector<int> out;
  for (const PgnNote& n : notesOf(tree, node, PgnNoteKind::NAG)) out.push_back(n.nag());
  return out;
}

// [%clk] or [%emt] of `node` in milliseconds, -1 when absent, -2 when there are several.
std::int64_t timeOf(const PgnGameTree& tree, std::int32_t node, PgnNoteKind kind) {
  const std::vector<PgnNote> times = notesOf(tree, node, kind);
  if (times.size() > 1) return -2;
  return times.empty() ? -1 : times[0].milliseconds();
}

// [%eval] of `node` as "centipawns,depth" or "#moves,depth"; "" when absent, "several" when
// there are more than one.
std::string evalOf(const PgnGameTree& tree, std::int32_t node) {
  const std::vector<PgnNote> cp = notesOf(tree, node, PgnNoteKind::EVAL_CENTIPAWNS);
  const std::vector<PgnNote> mate = notesOf(tree, node, PgnNoteKind::EVAL_MATE);
  if (cp.size() + mate.size() > 1) return "several";
  if (cp.size() + mate.size() == 0) return "";
  const PgnEval e = (cp.empty() ? mate[0] : cp[0]).eval();
  return (e.mate ? "#" : "") + std::to_string(e.value) + "," + std::to_string(e.depth);
}

// The value of tag `name`, or "(missing)".
std::string tagOf(const PgnGameTree& tree, std::string_view name) {
  std::string_view value;
  return tree.findTag(name, value) ? std::string(value) : "(missing)";
}

// `tree` with its tags as the writer writes them: the Seven Tag Roster first (with "?",
// "????.??.??" and the result where missing), then the others in their order.
PgnGameTree exported(const PgnGameTree& tree) {
  static const char* const roster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
  PgnGameTree out = tree;
  out.tags.clear();
  for (std::string_view name : roster) {
    const std::string fallback = name == "Date" ? "????.??.??" : name == "Result" ? tree.result : "?";
    const std::string value = tagOf(tree, name);
    out.addTag(name, value == "(missing)" ? fallback : value);
  }
  for (const PgnTag& tag : tree.tags) {
    bool inRoster = false;
    for (std::string_view name : roster) inRoster |= tree.str(tag.name) == name;
    if (!inRoster) out.addTag(tree.str(tag.name), tree.str(tag.value));
  }
  return out;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// ---- random trees for the round trips ----

std::string randomWords(std::mt19937& rng) {
  static const char* const words[] = {"good",        "bad",     "+0.13/12", "0.29s", "a\"quote",
                                      "back\\slash", "(aside)", "[note]",   "é",     "%",
                                      ";",           "$5",      "!?",       "1-0"};
  std::string out;
  const int n = int(rng() % 6) + 1;
  for (int k = 0; k < n; ++k) {
    if (!out.empty()) out += ' ';
    out += words[rng() % (sizeof(words) / sizeof(words[0]))];
  }
  return out;
}

// Command annotations, comments after the move and (not for the root) NAGs.
void randomAnnotations(std::mt19937& rng, PgnGameTree& tree, std::int32_t node) {
  if (rng() % 3 == 0) {
    tree.addNote(PgnNote::time(node, PgnNoteKind::CLOCK, rng() % 10000000));
  }
  if (rng() % 5 == 0) {
    tree.addNote(PgnNote::time(node, PgnNoteKind::EMT, rng() % 100000));
  }
  if (rng() % 3 == 0) {
    const bool mate = rng() % 4 == 0;
    const int value = mate ? int(rng() % 41) - 20 : int(rng() % 6001) - 3000;
    const int depth = rng() % 2 ? -1 : int(rng() % 40);
    tree.addNote(PgnNote::ofEval(node, PgnEval{mate, value, depth}));
  }
  if (rng() % 6 == 0) {
    const PgnMarkColor color = PgnMarkColor("GRYB"[rng() % 4]);
    tree.addNote(PgnNote::ofSquare(node, PgnSquareMark{color, Square(rng() % 64)}));
  }
  if (rng() % 6 == 0)
    for (int k = int(rng() % 3); k >= 0; --k) {
      const PgnMarkColor color = PgnMarkColor("GRYB"[rng() % 4]);
      const Square from = Square(rng() % 64);
      const Square to = Square(rng() % 64);
      tree.addNote(PgnNote::ofArrow(node, PgnArrow{color, from, to}));
    }
  for (int k = int(rng() % 4) - 2; k > 0; --k) tree.addComment(node, PgnNoteKind::COMMENT, randomWords(rng));
  if (node == 0) return;  // a NAG needs a move
  if (rng() % 5 == 0) tree.addNote(PgnNote::ofNag(node, int(rng() % 256)));
  if (rng() % 9 == 0) tree.addNote(PgnNote::ofNag(node, int(rng() % 7)));
}

// Plays up to `plies` random moves from `node` (position `pos`), branching variations off the
// new moves now and then, up to `depth` levels deep.
void randomLine(std::mt19937& rng, PgnGameTree& tree, std::int32_t node, Position pos, int plies, int depth,
                bool variationStart) {
  for (int ply = 0; ply < plies; ++ply) {
    const MoveList moves = legalMoves(pos);
    if (moves.empty()) return;
    const Move m = moves[int(rng() % unsigned(moves.size()))];
    const std::int32_t child = tree.addMove(node, m);
    if (variationStart && ply == 0 && rng() % 3 == 0)
      tree.addComment(child, PgnNoteKind::COMMENT_BEFORE, randomWords(rng));
    randomAnnotations(rng, tree, child);
    if (depth > 0 && rng() % 6 == 0) {
      const int branches = int(rng() % 2) + 1;
      for (int b = 0; b < branches; ++b)
        randomLine(rng, tree, node, pos, int(rng() % 8) + 1, depth - 1, true);
    }
    pos.play(m);
    node = child;
  }
}

// Tags in reading order, not the writer's: compare a tree read back with exported(tree).
PgnGameTree randomTree(std::mt19937& rng, int index) {
  PgnGameTree tree;
  const bool chess960 = rng() % 4 != 0;
  tree.chess960 = chess960;
  tree.addTag("Event", "Round trip " + std::to_string(index));
  tree.addTag("Site", "?");
  tree.addTag("White", "A \"quoted\" \\ name");
  if (chess960) {
    tree.start = *startPosition(int(rng() % 960));
    tree.addTag("Variant", rng() % 2 ? "Chess960" : "fischerandom");
    tree.addTag("SetUp", "1");
    tree.addTag("FEN", toFen(tree.start));
  }
  static const char* const results[] = {"1-0", "0-1", "1/2-1/2", "*"};
  tree.result = results[rng() % 4];
  tree.addTag("Result", tree.result);
  tree.addTag("Annotator", randomWords(rng));
  randomAnnotations(rng, tree, 0);
  randomLine(rng, tree, 0, tree.start, int(rng() % 120), 3, false);
  return tree;
}

// A note's value as text.
std::string noteText(const PgnGameTree& tree, const PgnNote& n) {
  switch (n.kind) {
    case PgnNoteKind::COMMENT_BEFORE:
    case PgnNoteKind::COMMENT:
      return "'" + std::string(tree.comment(n)) + "'";
    case PgnNoteKind::NAG:
      return std::to_string(n.nag());
    case PgnNoteKind::CLOCK:
    case PgnNoteKind::EMT:
      return std::to_string(n.milliseconds()) + "ms";
    case PgnNoteKind::EVAL_CENTIPAWNS:
    case PgnNoteKind::EVAL_MATE:
      return std::to_string(n.eval().value) + "," + std::to_string(n.eval().depth);
    case PgnNoteKind::ARROW:
      return char(n.arrow().color) + std::string(squareName(n.arrow().from)) +
             std::string(squareName(n.arrow().to));
    case PgnNoteKind::SQUARE:
      return char(n.squareMark().color) + std::string(squareName(n.squareMark().square));
  }
  return "?";
}

// The tree as text, one line per node (parent, move, notes by kind), for failure messages.
std::string describe(const PgnGameTree& tree) {
  std::string out = toFen(tree.start) + " " + tree.result + (tree.chess960 ? " 960\n" : "\n");
  for (const PgnTag& tag : tree.tags)
    out += std::string(tree.str(tag.name)) + "=" + std::string(tree.str(tag.value)) + "\n";
  for (std::int32_t i = 0; i < tree.nodeCount(); ++i) {
    out += std::to_string(i) + "<" + std::to_string(tree.nodes[std::size_t(i)].parent) + " " +
           (i > 0 ? toUci(tree.move(i)) : "-");
    for (int kind = 1; kind <= PGN_NOTE_KINDS; ++kind)
      for (const PgnNote& n : notesOf(tree, i, PgnNoteKind(kind)))
        out += " " + std::to_string(kind) + ":" + noteText(tree, n);
    out += "\n";
  }
  return out;
}

// The first line where the two trees' descriptions differ (for failure messages), or "".
std::string difference(const PgnGameTree& a, const PgnGameTree& b) {
  const std::vector<std::string> x = test::splitLines(describe(a)), y = test::splitLines(describe(b));
  for (std::size_t k = 0; k < std::max(x.size(), y.size()); ++k) {
    const std::string u = k < x.size() ? x[k] : "(none)", v = k < y.size() ? y[k] : "(none)";
    if (u != v) return u + " vs " + v;
  }
  return "";
}

void checkLines(const std::string& pgn) {
  bool movetext = false;
  for (const std::string& line : test::splitLines(pgn)) {
    if (line.empty()) movetext = true;
    if (movetext) BOOST_TEST(line.size() <= 79u, line);
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(pgn_tree)

BOOST_AUTO_TEST_CASE(round_trips_of_generated_games_with_variations_comments_and_annotations) {
  std::mt19937 rng(960);
  int variations = 0, annotated = 0;
  std::string collection;
  std::vector<PgnGameTree> trees;
  for (int i = 0; i < 200; ++i) {
    const PgnGameTree tree = randomTree(rng, i);
    for (std::int32_t n = 0; n < tree.nodeCount(); ++n) {
      variations += std::max(int(childrenOf(tree, n).size()) - 1, 0);
      annotated += n > 0 && timeOf(tree, n, PgnNoteKind::CLOCK) >= 0;
    }
    const std::string written = writeTree(tree);
    checkLines(written);
    const PgnGameTree back = readOne(written);
    BOOST_TEST_REQUIRE(samePgnGame(back, exported(tree)), "game " << i << ": "
                                                                  << difference(exported(tree), back) << "\n"
                                                                  << written);
    BOOST_TEST(writeTree(back) == written);
    collection += written + "\n";
    trees.push_back(tree);
  }
  BOOST_TEST(variations > 100);
  BOOST_TEST(annotated > 1000);
  // The same games as one collection, fed whole and in small chunks.
  for (std::size_t chunk : {std::size_t(0), std::size_t(1), std::size_t(7), std::size_t(4096)}) {
    const ReadResult r = readAll(collection, chunk);
    BOOST_TEST_REQUIRE(r.errors.empty(),
                       "chunk " << chunk << ": " << (r.errors.empty() ? "" : r.errors[0].message()));
    BOOST_TEST_REQUIRE(r.games.size() == trees.size(), "chunk " << chunk);
    for (std::size_t k = 0; k < trees.size(); ++k)
      BOOST_TEST(samePgnGame(r.games[k], exported(trees[k])), "chunk " << chunk << " game " << k);
  }
}

// PgnWriter as the reader's visitor writes each game as its tree is written; a game cut short is
// written up to its error, its variations closed; a program writes its own moves as text.
BOOST_AUTO_TEST_CASE(the_writer_writes_what_it_hears) {
  std::mt19937 rng(7);
  std::string text;
  for (int i = 0; i < 20; ++i) text += writeTree(randomTree(rng, i)) + "\n";
  const ReadResult trees = readAll(text);
  PgnWriter writer;
  std::vector<std::string> written;
  readPgnGames(
      text, writer, [&] { written.push_back(writer.text()); }, [](const PgnError&) {});
  BOOST_TEST_REQUIRE(written.size() == trees.games.size());
  for (std::size_t k = 0; k < written.size(); ++k)
    BOOST_TEST(written[k] == writeTree(trees.games[k]), "game " << k);

  PgnReader reader;
  reader.feed("[Event \"x\"]\n\n1. e4 e5 (1... c5 {bold} 2. Kxx) 2. Nf3 *\n");
  reader.finish();
  BOOST_TEST_REQUIRE((reader.next(writer) == PgnReader::Step::ERROR));
  BOOST_TEST(
      writer.text() ==
      "[Event \"x\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
      "[Result \"*\"]\n\n1. e4 e5 (1... c5 {bold}) *\n");

  PgnWriter own;
  own.beginGame();
  own.beginMovetext(Position::standard());
  BOOST_TEST(own.play("e4"));
  BOOST_TEST(own.play("e7e5"));
  BOOST_TEST(!own.play("e4"));
  BOOST_TEST(own.failed());
  BOOST_TEST(own.text().find("move 3 (e4): ") == 0u, own.text());
}

BOOST_AUTO_TEST_CASE(a_reset_reader_reads_a_new_input_from_the_start) {
  PgnReader reader;
  PgnGameTree tree;
  PgnTreeBuilder builder(tree);
  reader.feed("[Event \"a\"]\n\n1. e4 {unterminated");
  BOOST_TEST((reader.next(builder) == PgnReader::Step::NEED_INPUT));
  reader.reset({});
  reader.feed("[Event \"b\"]\n\n1. d4 *");
  reader.finish();
  BOOST_TEST_REQUIRE((reader.next(builder) == PgnReader::Step::GAME));
  BOOST_TEST(tagOf(tree, "Event") == "b");
  BOOST_TEST(reader.gameCount() == 1u);
  BOOST_TEST((reader.next(builder) == PgnReader::Step::END));
}

BOOST_AUTO_TEST_CASE(memory_is_bounded_by_the_largest_game_not_the_input) {
  std::mt19937 rng(7);
  std::string one = writeTree(randomTree(rng, 0)) + "\n";
  std::string collection;
  for (int i = 0; i < 300; ++i) collection += one;
  std::size_t maxBuffered = 0;
  const ReadResult r = readAll(collection, 1000, {}, &maxBuffered);
  BOOST_TEST(r.games.size() == 300u);
  // The buffer holds the game being scanned and the last chunk: at most the largest game, a chunk
  // and the bytes between games.
  BOOST_TEST(maxBuffered <= one.size() + 1000 + 2,
             maxBuffered << " bytes buffered for games of " << one.size());
}

BOOST_AUTO_TEST_CASE(the_cutechess_recording) {
  const std::string text = readFile(test::dataPath("cutechess-fischerrandom.pgn"));
  const ReadResult r = readAll(text, 333);
  BOOST_TEST_REQUIRE(r.errors.empty());
  BOOST_TEST_REQUIRE(r.games.size() == 4u);
  const int plies[] = {120, 99, 70, 107};
  const char* results[] = {"0-1", "1-0", "0-1", "1-0"};
  const char* last[] = {"Rh2#", "Qc7#", "Bf5#", "Rc8#"};
  for (int g = 0; g < 4; ++g) {
    const PgnGameTree& tree = r.games[std::size_t(g)];
    BOOST_TEST(tree.chess960);
    BOOST_TEST(tree.result == results[g]);
    const auto line = sanLine(tree);
    BOOST_TEST(int(line.size()) == plies[g]);
    BOOST_TEST(line.back() == last[g]);
    BOOST_TEST(tagOf(tree, "PlyCount") == std::to_string(plies[g]));
    // Every move carries cutechess's "{score/depth time}" comment.
    for (std::int32_t i : tree.mainline()) BOOST_TEST(commentsOf(tree, i).size() == 1u);
    const PgnGameTree back = readOne(writeTree(tree));
    BOOST_TEST(samePgnGame(back, exported(tree)), difference(exported(tree), back));
  }
  const PgnGameTree& first = r.games[0];
  BOOST_TEST(toFen(first.start) == "nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1");
  BOOST_TEST(commentsOf(first, first.mainline()[0]).at(0) == "+0.13/12 0.29s");
  BOOST_TEST(toUci(first.move(first.mainline()[17])) == "e8g8");  // 9... O-O, king takes rook
  BOOST_TEST(toFen(first.positionAt(first.mainline().back())) == "8/p7/P7/7K/4bk2/8/7r/8 w - - 14 61");
}

BOOST_AUTO_TEST_CASE(variant_tag) {
  const std::string fen = "[FEN \"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1\"]\n\n1. O-O *\n";
  for (const char* name : {"Chess960", "chess960", "Fischerandom", "FISCHERANDOM", "Chess 960", "FRC", "frc",
                           "Fischer Random", "Fischer Random Chess", "Fischerandom Chess", "Freestyle",
                           "Double Chess960", "chess960 (Fischer Random)"}) {
    const PgnGameTree tree = readOne("[Variant \"" + std::string(name) + "\"]\n" + fen);
    BOOST_TEST(tree.chess960, name);
    BOOST_TEST(toUci(tree.move(1)) == "b1h1", name);
  }
  for (const char* name : {"Standard", "standard", "From Position"})
    BOOST_TEST(!readOne("[Variant \"" + std::string(name) + "\"]\n\n1. e4 *").chess960, name);
  BOOST_TEST(!readOne("[Event \"x\"]\n\n1. e4 *").chess960);
  BOOST_TEST(toFen(readOne("[Event \"x\"]\n\n1. e4 *").start) == STANDARD_FEN);
  // Any other variant is an error that names it; the next game is read.
  const ReadResult r = readAll("[Variant \"Crazyhouse\"]\n\n1. e4 *\n\n[Variant \"Chess960\"]\n\n1. e4 *\n");
  BOOST_TEST_REQUIRE(r.errors.size() == 1u);
  BOOST_TEST(r.errors[0].what.find("'Crazyhouse'") != std::string::npos, r.errors[0].what);
  BOOST_TEST(r.errors[0].gameIndex == 0u);
  BOOST_TEST_REQUIRE(r.games.size() == 1u);
  BOOST_TEST(r.games[0].chess960);
}

BOOST_AUTO_TEST_CASE(a_file_mixing_standard_and_chess960_games) {
  const std::string text =
      "[Event \"standard\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
      "[Event \"960\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN "
      "\"1r1k2r1/pppppppp/8/8/8/8/PPPPPPPP/1R1K2R1 w GBgb - 0 1\"]\n\n"
      "1. a3 a6 2. O-O-O O-O *\n\n"
      "[Event \"standard again\"]\n\n1. d4 d5 1/2-1/2\n";
  const ReadResult r = readAll(text, 17);
  BOOST_TEST_REQUIRE(r.errors.empty());
  BOOST_TEST_REQUIRE(r.games.size() == 3u);
  BOOST_TEST(!r.games[0].chess960);
  BOOST_TEST(r.games[1].chess960);
  BOOST_TEST(!r.games[2].chess960);
  BOOST_TEST(sanLine(r.games[0]).back() == "Qxf7#");
  BOOST_TEST(toUci(r.games[1].move(r.games[1].mainline()[2])) == "d1b1");
  BOOST_TEST(toUci(r.games[1].move(r.games[1].mainline()[3])) == "d8g8");
  BOOST_TEST(r.games[2].result == "1/2-1/2");
}

// [%eval] within PGN_MAX_CENTIPAWNS, PGN_MAX_MATE and PGN_MAX_EVAL_DEPTH is data, and is written
// back the same; beyond them it stays comment text (the writer's callers keep to them).
BOOST_AUTO_TEST_CASE(eval_limits) {
  const PgnGameTree tree = readOne(
      "1. e4 {[%eval 999999.99,9999]} e5 {[%eval #-999999,0]} 2. Nf3 {[%eval 1000000.00]} Nc6 {[%eval "
      "#1000000]} 3. Bb5 {[%eval 0.5,10000]} *");
  const auto line = tree.mainline();
  BOOST_TEST_REQUIRE(line.size() == 5u);
  BOOST_TEST(evalOf(tree, line[0]) ==
             std::to_string(PGN_MAX_CENTIPAWNS) + "," + std::to_string(PGN_MAX_EVAL_DEPTH));
  BOOST_TEST(evalOf(tree, line[1]) == "#-" + std::to_string(PGN_MAX_MATE) + ",0");
  BOOST_TEST(evalOf(tree, line[2]) == "");
  BOOST_TEST(commentsOf(tree, line[2]) == std::vector<std::string>{"[%eval 1000000.00]"});
  BOOST_TEST(evalOf(tree, line[3]) == "");
  BOOST_TEST(evalOf(tree, line[4]) == "");
  const PgnGameTree back = readOne(writeTree(tree));
  for (std::size_t k = 0; k < line.size(); ++k) {
    BOOST_TEST(evalOf(back, back.mainline()[k]) == evalOf(tree, line[k]));
    BOOST_TEST(commentsOf(back, back.mainline()[k]) == commentsOf(tree, line[k]));
  }
}

BOOST_AUTO_TEST_CASE(comments_nags_and_command_annotations) {
  const PgnGameTree tree = readOne(
      "{Game comment [%csl Ga1]} 1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 {[%eval #-3,20] [%clk "
      "1:02:03.4]"
      " [%emt 0:00:05] Black's [%unknown x] reply}\n2. Nf3! ?? $14 ; rest of line [%cal Ge2e4]\n"
      "Nc6 {[%cal Ge2e4,Rd1h5] [%csl Rd5,Yb2]} (2... d6!? {Philidor} (2... f5 $2)) *");
  BOOST_TEST(commentsOf(tree, 0) == std::vector<std::string>{"Game comment"});
  BOOST_TEST(notesOf(tree, 0, PgnNoteKind::SQUARE).size() == 1u);
  const auto line = tree.mainline();
  BOOST_TEST_REQUIRE(line.size() == 4u);
  const std::int32_t e4 = line[0], e5 = line[1], nf3 = line[2], nc6 = line[3];
  BOOST_TEST(evalOf(tree, e4) == "17,-1");
  BOOST_TEST(timeOf(tree, e4, PgnNoteKind::CLOCK) == 180000);
  BOOST_TEST(commentsOf(tree, e4).empty());
  BOOST_TEST(evalOf(tree, e5) == "#-3,20");
  BOOST_TEST(timeOf(tree, e5, PgnNoteKind::CLOCK) == 3723400);
  BOOST_TEST(timeOf(tree, e5, PgnNoteKind::EMT) == 5000);
  BOOST_TEST(commentsOf(tree, e5) == std::vector<std::string>{"Black's [%unknown x] reply"});
  BOOST_TEST(nagsOf(tree, nf3) == (std::vector<int>{1, 4, 14}));
  BOOST_TEST(commentsOf(tree, nf3) == std::vector<std::string>{"rest of line"});
  BOOST_TEST(notesOf(tree, nf3, PgnNoteKind::ARROW).size() == 1u);
  const std::vector<PgnNote> arrows = notesOf(tree, nc6, PgnNoteKind::ARROW);
  BOOST_TEST_REQUIRE(arrows.size() == 2u);
  BOOST_TEST((arrows[1].arrow() == PgnArrow{PgnMarkColor::RED, D1, H5}));
  const std::vector<PgnNote> squares = notesOf(tree, nc6, PgnNoteKind::SQUARE);
  BOOST_TEST_REQUIRE(squares.size() == 2u);
  BOOST_TEST((squares[1].squareMark() == PgnSquareMark{PgnMarkColor::YELLOW, B2}));
  // The variations are the later siblings of Nc6: d6 (with its own alternative f5).
  const std::vector<std::int32_t> replies = childrenOf(tree, nf3);
  BOOST_TEST_REQUIRE(replies.size() == 3u);
  BOOST_TEST(replies[0] == nc6);
  const std::int32_t d6 = replies[1];
  BOOST_TEST(nagsOf(tree, d6) == std::vector<int>{5});
  BOOST_TEST(commentsOf(tree, d6) == std::vector<std::string>{"Philidor"});
  BOOST_TEST(nagsOf(tree, replies[2]) == std::vector<int>{2});
  const PgnGameTree back = readOne(writeTree(tree));
  BOOST_TEST(samePgnGame(back, exported(tree)), difference(exported(tree), back));
}

// A comment's text is what is left of it with its known commands taken out, whitespace runs as
// one space: the same whether the commands come first (handed over without a copy) or not.
BOOST_AUTO_TEST_CASE(comment_text_around_commands) {
  const PgnGameTree tree = readOne(
      "1. e4 { [%clk 0:01:00]  two\tspaces } e5 { [%unknown 1] [%clk 0:00:59] left }\n"
      "2. Nf3 {[%eval 0.1][%clk 0:00:58]x y} Nc6 {  a [%clk 0:00:57] b  }\n"
      "3. Bb5 {[%clk 0:00:56] [%eval 9] } a6 ; x } [%clk 0:00:55]\n"
      "4. Ba4 {[%clk 0:00:54] [%clk} *");
  const auto line = tree.mainline();
  BOOST_TEST_REQUIRE(line.size() == 7u);
  BOOST_TEST(commentsOf(tree, line[0]) == std::vector<std::string>{"two spaces"});
  BOOST_TEST(commentsOf(tree, line[1]) == std::vector<std::string>{"[%unknown 1] left"});
  BOOST_TEST(timeOf(tree, line[1], PgnNoteKind::CLOCK) == 59000);
  BOOST_TEST(commentsOf(tree, line[2]) == std::vector<std::string>{"x y"});
  BOOST_TEST(timeOf(tree, line[2], PgnNoteKind::CLOCK) == 58000);
  BOOST_TEST(commentsOf(tree, line[3]) == std::vector<std::string>{"a b"});
  BOOST_TEST(timeOf(tree, line[3], PgnNoteKind::CLOCK) == 57000);
  BOOST_TEST(commentsOf(tree, line[4]).empty());
  BOOST_TEST(evalOf(tree, line[4]) == "900,-1");
  BOOST_TEST(commentsOf(tree, line[5]) == std::vector<std::string>{"x )"});
  BOOST_TEST(timeOf(tree, line[5], PgnNoteKind::CLOCK) == 55000);
  BOOST_TEST(commentsOf(tree, line[6]) == std::vector<std::string>{"[%clk"});
}

BOOST_AUTO_TEST_CASE(comments_before_the_first_move_of_a_variation) {
  const PgnGameTree tree = readOne("1. e4 ({Or} {[%clk 0:01:00] the queen's pawn} 1. d4 d5) 1... e5 *");
  const std::vector<std::int32_t> firstMoves = childrenOf(tree, 0);
  BOOST_TEST_REQUIRE(firstMoves.size() == 2u);
  const std::int32_t d4 = firstMoves[1];
  BOOST_TEST(commentsOf(tree, d4, PgnNoteKind::COMMENT_BEFORE) ==
             (std::vector<std::string>{"Or", "the queen's pawn"}));
  BOOST_TEST(timeOf(tree, d4, PgnNoteKind::CLOCK) == 60000);
  const std::string written = writeTree(tree);
  BOOST_TEST(written.find("1. e4 ({Or} {the queen's pawn} 1. d4 {[%clk 0:01:00]} 1... d5) 1... e5 *") !=
                 std::string::npos,
             written);
  BOOST_TEST(samePgnGame(readOne(written), exported(tree)), written);
}

BOOST_AUTO_TEST_CASE(producer_quirks) {
  // lichess: evals and clocks in comments, "1..." after every comment.
  const PgnGameTree lichess = readOne(
      "[Event \"Rated Chess960 game\"]\n[Site \"https://lichess.org/abcdefgh\"]\n[Variant \"Chess960\"]\n"
      "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n[SetUp \"1\"]\n\n"
      "1. e4 { [%eval 0.2] [%clk 0:03:00] } 1... e5 { [%eval 0.25] [%clk 0:03:00] } 2. Nf3 { [%clk 0:02:58] "
      "} 2... "
      "Nc6 { [%clk 0:02:59] } 3. Bc4 { [%clk 0:02:57] } 3... Bc5 4. O-O 0-1\n\n\n");
  BOOST_TEST(lichess.chess960);
  BOOST_TEST(lichess.result == "0-1");
  BOOST_TEST(evalOf(lichess, lichess.mainline()[1]) == "25,-1");
  BOOST_TEST(toUci(lichess.move(lichess.mainline()[6])) == "e1h1");
  // chess.com: clocks with tenths, castling with zeros, a missing result, a BOM, CRLF.
  const PgnGameTree chesscom = readOne(
      "\xEF\xBB\xBF[Event \"Live Chess - Chess960\"]\r\n[Variant \"Chess960\"]\r\n\r\n1. e4 {[%clk "
      "0:02:59.9]} 1... "
      "e5 {[%clk 0:02:58.1]} 2. Nf3 Nc6 3. Bc4 Nf6 4. 0-0\r\n");
  BOOST_TEST(timeOf(chesscom, chesscom.mainline()[0], PgnNoteKind::CLOCK) == 179900);
  BOOST_TEST(sanLine(chesscom).back() == "O-O");
  BOOST_TEST(chesscom.result == "*");
  // Missing result, but a Result tag: the tag's.
  BOOST_TEST(readOne("[Result \"1-0\"]\n\n1. e4 e5").result == "1-0");
  // % escape lines, ; comments, move numbers glued to moves, "1. ... e5", suffixes standing alone.
  const PgnGameTree misc =
      readOne("% produced by a tool\n1.e4 ; first\n1. ... e5 2.Nf3 !! Nc6 ?! 3.Bb5 $1 *\n");
  BOOST_TEST(sanLine(misc) == (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5"}));
  BOOST_TEST(nagsOf(misc, misc.mainline()[2]) == std::vector<int>{3});
  BOOST_TEST(nagsOf(misc, misc.mainline()[3]) == std::vector<int>{6});
  // Games without tags, separated only by their results.
  const ReadResult r = readAll("1. e4 e5 1-0 1. d4 d5 0-1\n1. c4 *");
  BOOST_TEST(r.games.size() == 3u);
  BOOST_TEST(r.errors.empty());
}

BOOST_AUTO_TEST_CASE(a_bad_game_is_reported_with_its_place_and_reading_goes_on) {
  const std::string text =
      "[Event \"good\"]\n\n1. e4 e5 *\n\n"
      "[Event \"bad\"]\n\n1. e4 e5\n2. Nf3 Nc6 3. Bb5 a6\n4. Ba4 Ke7 5. Kd2 *\n\n"
      "[Event \"good again\"]\n\n1. d4 *\n";
  for (std::size_t chunk : {std::size_t(0), std::size_t(1), std::size_t(5)}) {
    const ReadResult r = readAll(text, chunk);
    BOOST_TEST_REQUIRE(r.games.size() == 2u);
    BOOST_TEST(tagOf(r.games[1], "Event") == "good again");
    BOOST_TEST_REQUIRE(r.errors.size() == 1u);
    const PgnError& e = r.errors[0];
    BOOST_TEST(e.gameIndex == 1u);
    BOOST_TEST(e.line == 9);
    BOOST_TEST(e.column == 15);  // "4. Ba4 Ke7 5. Kd2": Kd2 is illegal, Ke7 moved the king there
    BOOST_TEST(e.what.find("Kd2") != std::string::npos, e.what);
    BOOST_TEST(e.what.find("move 5 (White)") != std::string::npos, e.what);
    BOOST_TEST(e.near.find("Ba4 Ke7 5. Kd2") != std::string::npos, e.near);
    BOOST_TEST(e.message().rfind("game 2, line 9, column 15: ", 0) == 0u, e.message());
  }
}

BOOST_AUTO_TEST_CASE(broken_syntax_errors) {
  struct Case {
    const char* text;
    const char* what;
    int line, column;
    PgnErrorReason reason;
    int openedLine = 0, openedColumn = 0;  // a comment or variation never closed
  };
  using R = PgnErrorReason;
  const Case cases[] = {
      // Never closed: the error is where the game's text ends, with where the '{' or '(' is.
      {"1. e4 { never closed e5 *", "unterminated comment: the '{' at line 1, column 7 is never closed", 1,
       26, R::UNCLOSED_COMMENT, 1, 7},
      {"1. e4 (1. d4 *", "unterminated variation: the '(' at line 1, column 7 is never closed", 1, 15,
       R::UNCLOSED_VARIATION, 1, 7},
      {"1. e4 (1. d4\n  (1. c4 c5)\n", "the '(' at line 1, column 7", 2, 13, R::UNCLOSED_VARIATION, 1, 7},
      {"1. e4 ) e5 *", "')' without '('", 1, 7, R::SYNTAX},
      {"[Event \"x\n\n1. e4 *", "unterminated tag", 1, 1, R::TAG},
      {"[Event x]\n\n1. e4 *", "a tag needs the form", 1, 1, R::TAG},
      {"1. e4 () e5 *", "a variation without moves", 1, 8, R::SYNTAX},
      {"( 1. e4 ) *", "a variation before any move", 1, 1, R::SYNTAX},
      {"1. e4 $300 *", "NAG", 1, 7, R::SYNTAX},
      {"1. e4\n  hello *", "'hello'", 2, 3, R::UNREADABLE_MOVE},
      {"1. e4 e5 (1... d5 1-0) *", "inside a variation", 1, 19, R::SYNTAX},
      {"1. -- e5 *", "null move", 1, 4, R::UNREADABLE_MOVE},
      {"1. e4 !!! *", "unknown annotation", 1, 7, R::SYNTAX},
      {"1. e4 } *", "'}' without '{'", 1, 7, R::SYNTAX},
      {"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *", "FEN tag", 1, 1, R::FEN_TAG},
      {"[Variant \"Crazyhouse\"]\n\n1. e4 *", "'Crazyhouse' is not supported", 1, 1, R::VARIANT},
      {"1. e4 \x01\x02\xff *", "is not SAN", 1, 7, R::UNREADABLE_MOVE},
      {"1. e4 e5 2. Ke3 *", "illegal move Ke3", 1, 13, R::ILLEGAL_MOVE},
      {"[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 *", "Nd2", 3, 4, R::AMBIGUOUS_MOVE},
  };
  for (const Case& c : cases) {
    const PgnError e = readError(c.text);
    BOOST_TEST(e.what.find(c.what) != std::string::npos, c.text << " -> " << e.what);
    BOOST_TEST(e.line == c.line, c.text);
    BOOST_TEST(e.column == c.column, c.text);
    BOOST_TEST(pgnErrorReasonName(e.reason) == pgnErrorReasonName(c.reason), c.text);
    BOOST_TEST(e.openedLine == c.openedLine, c.text);
    BOOST_TEST(e.openedColumn == c.openedColumn, c.text);
    for (char ch : e.message()) BOOST_TEST((ch >= 32 && ch < 127), c.text);
  }
}

BOOST_AUTO_TEST_CASE(limits) {
  // Variation depth: 64 levels read, 65 are an error; 10,000 are one too, without recursion.
  auto nested = [](int depth) {
    std::string s = "1. e4 ";
    for (int k = 0; k < depth; ++k) s += "( 1. d4 ";
    for (int k = 0; k < depth; ++k) s += ") ";
    return s + "e5 *";
  };
  BOOST_TEST(readOne(nested(64)).moveCount() == 66);
  BOOST_TEST(readError(nested(65)).what.find("nested deeper than 64") != std::string::npos);
  BOOST_TEST(readError(nested(10000)).what.find("nested deeper than 64") != std::string::npos);
  PgnReadOptions mainline;
  mainline.variations = false;
  BOOST_TEST(readOne(nested(100000), mainline).moveCount() == 2);

  PgnReadOptions small;
  small.limits.maxCommentLength = 10;
  small.limits.maxTagLength = 10;
  small.limits.maxMoves = 3;
  small.limits.maxGameBytes = 200;
  BOOST_TEST(commentsOf(readOne("1. e4 {0123456789} *", small), 1) == std::vector<std::string>{"0123456789"});
  BOOST_TEST(readError("1. e4 {0123456789A} *", small).what.find("comment longer than 10 bytes") !=
             std::string::npos);
  BOOST_TEST(readError("1. e4 ;0123456789A\n*", small).what.find("comment longer than 10 bytes") !=
             std::string::npos);
  BOOST_TEST(readError("[Event \"0123456789A\"]\n\n*", small).what.find("longer than 10 bytes") !=
             std::string::npos);
  BOOST_TEST(readOne("1. e4 e5 2. Nf3 *", small).moveCount() == 3);
  BOOST_TEST(readError("1. e4 e5 2. Nf3 Nc6 *", small).what.find("more than 3 moves") != std::string::npos);
  BOOST_TEST(readError("1. e4 e5 (1... c5) 2. Nf3 *", small).what.find("more than 3 moves") !=
             std::string::npos);
  // Notes: each comment, NAG (suffixes too) and [%...] annotation (each mark of one) counts.
  PgnReadOptions fewNotes;
  fewNotes.limits.maxNotes = 3;
  BOOST_TEST(readOne("1. e4! {a} $1 e5 *", fewNotes).notes.size() == 3u);
  BOOST_TEST(readOne("1. e4 {[%clk 0:01:00] a [%eval 0.5]} *", fewNotes).notes.size() == 3u);
  BOOST_TEST(readError("1. e4! {a} $1 $2 *", fewNotes).what ==
             "more than 3 notes (comments, NAGs, [%...] annotations) in one game");
  BOOST_TEST(readError("1. e4 {[%cal Ge2e4,Ge2e5,Ge2e6,Ge2e7]} *", fewNotes).column == 7);
  BOOST_TEST(readError("1. e4 e5 (1... d5 {a} $2) {b} {c} *", fewNotes).column == 31);
  fewNotes.variations = false;  // notes in variations skipped unread are not kept, so not counted
  BOOST_TEST(readOne("1. e4 e5 (1... d5 {a} $2 {b} {c}) *", fewNotes).moveCount() == 2);
  // An unterminated comment or an oversized game costs that game only.
  const ReadResult r =
      readAll("1. e4 {" + std::string(500, 'x') + "\n\n[Event \"next\"]\n\n1. d4 *\n" +
                  "[Event \"big\"]\n\n1. e4 " + std::string(300, ' ') + "e5 *\n[Event \"last\"]\n\n1. c4 *",
              3, small);
  BOOST_TEST_REQUIRE(r.errors.size() == 2u);
  BOOST_TEST(r.errors[0].what.find("comment longer") != std::string::npos);
  BOOST_TEST(r.errors[1].what.find("longer than 200 bytes") != std::string::npos, r.errors[1].what);
  BOOST_TEST(r.errors[1].gameIndex == 2u);
  BOOST_TEST_REQUIRE(r.games.size() == 2u);
  BOOST_TEST(tagOf(r.games[0], "Event") == "next");
  BOOST_TEST(tagOf(r.games[1], "Event") == "last");
}

// samePgnGame: node numbering, text layout and the order of notes of different kinds do not
// matter; tags, moves, the order of children and each kind's notes do.
BOOST_AUTO_TEST_CASE(same_pgn_game_compares_games_not_layouts) {
  const Move e4 = *parseUci(Position::standard(), "e2e4"), d4 = *parseUci(Position::standard(), "d2d4");
  Position afterE4 = Position::standard();
  afterE4.play(e4);
  const Move e5 = *parseUci(afterE4, "e7e5");
  // 1. e4 {good} [%clk] (1. d4) 1... e5, numbered depth first.
  PgnGameTree a;
  a.addTag("Event", "x");
  const std::int32_t aE4 = a.addMove(0, e4);
  a.addComment(aE4, PgnNoteKind::COMMENT, "good");
  a.addNote(PgnNote::time(aE4, PgnNoteKind::CLOCK, 60000));
  a.addMove(aE4, e5);
  a.addMove(0, d4);
  // The same game numbered breadth first, the clock before the comment, the text elsewhere.
  PgnGameTree b;
  b.addText("unused text first");
  b.addTag("Event", "x");
  const std::int32_t bE4 = b.addMove(0, e4);
  b.addMove(0, d4);
  b.addNote(PgnNote::time(bE4, PgnNoteKind::CLOCK, 60000));
  b.addComment(bE4, PgnNoteKind::COMMENT, "good");
  b.addMove(bE4, e5);
  BOOST_TEST(a.mainline() == (std::vector<std::int32_t>{1, 2}));
  BOOST_TEST(b.mainline() == (std::vector<std::int32_t>{1, 3}));
  BOOST_TEST(toFen(b.positionAt(3)) == toFen(a.positionAt(2)));
  BOOST_TEST(samePgnGame(a, b));
  BOOST_TEST(samePgnGame(b, a));
  auto differs = [&](auto change) {
    PgnGameTree c = b;
    change(c);
    return !samePgnGame(a, c) && !samePgnGame(c, a);
  };
  BOOST_TEST(differs([](PgnGameTree& c) { c.tags[0].value = c.addText("y"); }));
  BOOST_TEST(differs([](PgnGameTree& c) { c.addTag("Site", "?"); }));
  BOOST_TEST(differs([](PgnGameTree& c) { c.result = "1-0"; }));
  BOOST_TEST(differs([](PgnGameTree& c) { c.chess960 = true; }));
  BOOST_TEST(differs([&](PgnGameTree& c) { c.nodes[2].move = e4.bits(); }));  // d4 -> e4
  BOOST_TEST(differs([](PgnGameTree& c) { c.nodes[3].parent = 2; }));         // e5 after d4
  BOOST_TEST(differs([](PgnGameTree& c) { c.notes[0] = PgnNote::time(1, PgnNoteKind::CLOCK, 60001); }));
  BOOST_TEST(differs([](PgnGameTree& c) { c.notes[1].kind = PgnNoteKind::COMMENT_BEFORE; }));
  BOOST_TEST(differs([](PgnGameTree& c) { c.addComment(1, PgnNoteKind::COMMENT, "more"); }));
  BOOST_TEST(differs([](PgnGameTree& c) { c.text[std::size_t(c.notes[1].commentSpan().offset)] = 'G'; }));
  BOOST_TEST(differs([](PgnGameTree& c) { c.start.play(*parseUci(c.start, "g1f3")); }));
  // Two comments of one kind: their order matters.
  PgnGameTree one = a, two = a;
  one.addComment(2, PgnNoteKind::COMMENT, "first");
  one.addComment(2, PgnNoteKind::COMMENT, "second");
  two.addComment(2, PgnNoteKind::COMMENT, "second");
  two.addComment(2, PgnNoteKind::COMMENT, "first");
  BOOST_TEST(!samePgnGame(one, two));
}

BOOST_AUTO_TEST_CASE(parse_pgn_reads_the_first_mainline) {
  auto game =
      parsePgn("[Event \"1\"]\n\n1. e4 (1. d4 {x} (1. c4)) e5 $1 2. Nf3 *\n\n[Event \"2\"]\n\n1. d4 *");
  BOOST_TEST_REQUIRE(game.ok());
  BOOST_TEST(game->game.ply() == 3);
  BOOST_TEST(game->tags.size() == 1u);
  auto bad = parsePgn("1. e4 e5 2. Ke3 *");
  BOOST_TEST_REQUIRE(!bad.ok());
  BOOST_TEST(bad.error().code == ErrorCode::PGN);
  BOOST_TEST(bad.error().message.find("move 2") != std::string::npos);
  BOOST_TEST(!parsePgn("  {just a comment}  ").ok());
  const std::string written = toPgn(game->game, game->tags, game->result);
  BOOST_TEST(written.find("[Event \"1\"]\n[Site \"?\"]") == 0u);
  BOOST_TEST(written.find("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"") != std::string::npos);
  BOOST_TEST(written.find("\n\n1. e4 e5 2. Nf3 *\n") != std::string::npos, written);
}

BOOST_AUTO_TEST_SUITE_END()
