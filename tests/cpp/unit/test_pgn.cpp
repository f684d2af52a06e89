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
#include "chess960/pgn_packed.h"
#include "chess960/pgn_reader.h"
#include "chess960/pgn_writer.h"
#include "chess960/san.h"
#include "chess960/start_positions.h"
#include "chess960/uci.h"
#include "support.h"

using namespace chess960;

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
  const std::size_t most = readPgnGames(
      text, [&](const PgnGameTree& game) { out.games.push_back(game); },
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

std::vector<std::string> sanLine(const PgnGameTree& tree) {
  std::vector<std::string> out;
  Position pos = tree.start;
  for (std::int32_t i : tree.mainline()) {
    out.push_back(toSan(pos, tree.node(i).move));
    pos.play(tree.node(i).move);
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

void randomAnnotations(std::mt19937& rng, PgnNode& node, bool comments) {
  if (rng() % 3 == 0) node.clockMs = std::int64_t(rng() % 10000000);
  if (rng() % 5 == 0) node.emtMs = std::int64_t(rng() % 100000);
  if (rng() % 3 == 0) {
    node.eval.kind = rng() % 4 == 0 ? PgnEval::Kind::MATE : PgnEval::Kind::CENTIPAWNS;
    node.eval.value = node.eval.kind == PgnEval::Kind::MATE ? int(rng() % 41) - 20 : int(rng() % 6001) - 3000;
    node.eval.depth = rng() % 2 ? -1 : int(rng() % 40);
  }
  if (rng() % 6 == 0) node.squares.push_back(PgnMark{"GRYB"[rng() % 4], Square(rng() % 64), A1});
  for (PgnMark& m : node.squares) m.to = m.from;
  if (rng() % 6 == 0)
    for (int k = int(rng() % 3); k >= 0; --k)
      node.arrows.push_back(PgnMark{"GRYB"[rng() % 4], Square(rng() % 64), Square(rng() % 64)});
  if (comments)
    for (int k = int(rng() % 4) - 2; k > 0; --k) node.comments.push_back(randomWords(rng));
  if (rng() % 5 == 0) node.nags.push_back(std::uint8_t(rng() % 256));
  if (rng() % 9 == 0) node.nags.push_back(std::uint8_t(rng() % 7));
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
    PgnNode& n = tree.node(child);
    if (variationStart && ply == 0 && rng() % 3 == 0) n.commentsBefore.push_back(randomWords(rng));
    randomAnnotations(rng, tree.node(child), true);
    if (depth > 0 && rng() % 6 == 0) {
      const int branches = int(rng() % 2) + 1;
      for (int b = 0; b < branches; ++b)
        randomLine(rng, tree, node, pos, int(rng() % 8) + 1, depth - 1, true);
    }
    pos.play(m);
    node = child;
  }
}

PgnGameTree randomTree(std::mt19937& rng, int index) {
  PgnGameTree tree;
  const bool chess960 = rng() % 4 != 0;
  tree.chess960 = chess960;
  tree.tags = {
      {"Event", "Round trip " + std::to_string(index)}, {"Site", "?"}, {"White", "A \"quoted\" \\ name"}};
  if (chess960) {
    tree.start = *startPosition(int(rng() % 960));
    tree.tags.emplace_back("Variant", rng() % 2 ? "Chess960" : "fischerandom");
    tree.tags.emplace_back("SetUp", "1");
    tree.tags.emplace_back("FEN", toFen(tree.start));
  }
  static const char* const results[] = {"1-0", "0-1", "1/2-1/2", "*"};
  tree.result = results[rng() % 4];
  tree.tags.emplace_back("Result", tree.result);
  tree.tags.emplace_back("Annotator", randomWords(rng));
  randomAnnotations(rng, tree.node(PgnGameTree::ROOT), true);
  tree.node(PgnGameTree::ROOT).nags.clear();  // a NAG needs a move
  randomLine(rng, tree, PgnGameTree::ROOT, tree.start, int(rng() % 120), 3, false);
  return tree;
}

// What differs between two trees (for failure messages), or "".
std::string difference(const PgnGameTree& a, const PgnGameTree& b) {
  if (a.exportTags() != b.exportTags()) return "tags";
  if (a.chess960 != b.chess960 || a.result != b.result) return "variant or result";
  if (toFen(a.start) != toFen(b.start)) return "start";
  if (a.nodeCount() != b.nodeCount())
    return "node count " + std::to_string(a.nodeCount()) + " vs " + std::to_string(b.nodeCount());
  for (std::int32_t i = 0; i < a.nodeCount(); ++i) {
    const PgnNode &x = a.node(i), &y = b.node(i);
    std::string where = "node " + std::to_string(i) + ": ";
    if (!(x.move == y.move)) return where + "move";
    if (x.commentsBefore != y.commentsBefore) return where + "comments before";
    if (x.comments != y.comments)
      return where + "comments '" + (x.comments.empty() ? "" : x.comments[0]) + "' vs '" +
             (y.comments.empty() ? "" : y.comments[0]) + "'";
    if (x.nags != y.nags) return where + "nags";
    if (x.clockMs != y.clockMs || x.emtMs != y.emtMs)
      return where + "clock " + std::to_string(x.clockMs) + " vs " + std::to_string(y.clockMs);
    if (!(x.eval == y.eval))
      return where + "eval " + std::to_string(x.eval.value) + "," + std::to_string(x.eval.depth) + " vs " +
             std::to_string(y.eval.value) + "," + std::to_string(y.eval.depth);
    if (x.arrows != y.arrows || x.squares != y.squares) return where + "marks";
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
    for (std::int32_t n = 1; n < tree.nodeCount(); ++n) {
      variations += tree.node(n).nextSibling >= 0;
      annotated += tree.node(n).clockMs >= 0;
    }
    const std::string written = writePgn(tree);
    checkLines(written);
    const PgnGameTree back = readOne(written);
    BOOST_TEST_REQUIRE((back == tree), "game " << i << ": " << difference(tree, back) << "\n" << written);
    BOOST_TEST(writePgn(back) == written);
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
      BOOST_TEST((r.games[k] == trees[k]), "chunk " << chunk << " game " << k);
  }
}

// pgn_packed.h: a packed tree (each move as SAN) unpacks to the same tree; unpacking checks every
// move and every index, and names the start and variant the tags leave out.
BOOST_AUTO_TEST_CASE(packed_trees_unpack_to_the_same_tree) {
  std::mt19937 rng(18);
  for (int i = 0; i < 60; ++i) {
    const PgnGameTree tree = readOne(writePgn(randomTree(rng, i)));  // as read: with its FEN tag
    std::string packed, error;
    packPgnGame(tree, std::size_t(i), packed);
    PgnGameTree back;
    BOOST_TEST_REQUIRE(unpackPgnGame(packed, back, error), "game " << i << ": " << error);
    BOOST_TEST((back == tree), "game " << i << ": " << difference(tree, back));
  }
  std::string packed, error;
  PgnGameTree tree = readOne("1. e4 e5 *");
  packPgnGame(tree, 0, packed);
  PgnGameTree back;
  BOOST_TEST(!unpackPgnGame(packed.substr(0, packed.size() - 1), back, error));  // sizes disagree
  BOOST_TEST(error == "not a packed PGN game");
  // A move that is not legal where it stands: the error names it.
  std::string illegal = packed;
  const std::size_t e5 = illegal.rfind("e5");
  illegal.replace(e5, 2, "e4");
  BOOST_TEST(!unpackPgnGame(illegal, back, error));
  BOOST_TEST(error.find("move 2 (e4): illegal move e4") == 0u, error);
  // A tree from another start without a FEN tag gets SetUp and FEN, and Variant when Chess960.
  tree = PgnGameTree();
  tree.start = *parseFen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
  tree.chess960 = true;
  packPgnGame(tree, 0, packed);
  BOOST_TEST_REQUIRE(unpackPgnGame(packed, back, error), error);
  BOOST_TEST_REQUIRE(back.tag("FEN") != nullptr);
  BOOST_TEST(*back.tag("FEN") == toFen(tree.start));
  BOOST_TEST(*back.tag("SetUp") == "1");
  BOOST_TEST(*back.tag("Variant") == "Chess960");
}

BOOST_AUTO_TEST_CASE(a_reset_reader_reads_a_new_input_from_the_start) {
  PgnReader reader;
  reader.feed("[Event \"a\"]\n\n1. e4 {unterminated");
  BOOST_TEST((reader.next() == PgnReader::Step::NEED_INPUT));
  reader.reset({});
  reader.feed("[Event \"b\"]\n\n1. d4 *");
  reader.finish();
  BOOST_TEST_REQUIRE((reader.next() == PgnReader::Step::GAME));
  BOOST_TEST(*reader.game().tag("Event") == "b");
  BOOST_TEST(reader.gameCount() == 1u);
  BOOST_TEST((reader.next() == PgnReader::Step::END));
}

BOOST_AUTO_TEST_CASE(memory_is_bounded_by_the_largest_game_not_the_input) {
  std::mt19937 rng(7);
  std::string one = writePgn(randomTree(rng, 0)) + "\n";
  std::string collection;
  for (int i = 0; i < 300; ++i) collection += one;
  std::size_t maxBuffered = 0;
  const ReadResult r = readAll(collection, 1000, {}, &maxBuffered);
  BOOST_TEST(r.games.size() == 300u);
  BOOST_TEST(maxBuffered <= one.size() + 1000, maxBuffered << " bytes buffered for games of " << one.size());
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
    BOOST_TEST(*tree.tag("PlyCount") == std::to_string(plies[g]));
    // Every move carries cutechess's "{score/depth time}" comment.
    for (std::int32_t i : tree.mainline()) BOOST_TEST(tree.node(i).comments.size() == 1u);
    const PgnGameTree back = readOne(writePgn(tree));
    BOOST_TEST((back == tree));
  }
  const PgnGameTree& first = r.games[0];
  BOOST_TEST(toFen(first.start) == "nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1");
  BOOST_TEST(first.node(first.mainline()[0]).comments[0] == "+0.13/12 0.29s");
  BOOST_TEST(toUci(first.node(first.mainline()[17]).move) == "e8g8");  // 9... O-O, king takes rook
  BOOST_TEST(toFen(first.positionAt(first.mainline().back())) == "8/p7/P7/7K/4bk2/8/7r/8 w - - 14 61");
}

BOOST_AUTO_TEST_CASE(variant_tag) {
  const std::string fen = "[FEN \"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1\"]\n\n1. O-O *\n";
  for (const char* name : {"Chess960", "chess960", "Fischerandom", "FISCHERANDOM", "Chess 960", "FRC", "frc",
                           "Fischer Random"}) {
    const PgnGameTree tree = readOne("[Variant \"" + std::string(name) + "\"]\n" + fen);
    BOOST_TEST(tree.chess960, name);
    BOOST_TEST(toUci(tree.node(1).move) == "b1h1", name);
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
  BOOST_TEST(toUci(r.games[1].node(r.games[1].mainline()[2]).move) == "d1b1");
  BOOST_TEST(toUci(r.games[1].node(r.games[1].mainline()[3]).move) == "d8g8");
  BOOST_TEST(r.games[2].result == "1/2-1/2");
}

BOOST_AUTO_TEST_CASE(comments_nags_and_command_annotations) {
  const PgnGameTree tree = readOne(
      "{Game comment [%csl Ga1]} 1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 {[%eval #-3,20] [%clk "
      "1:02:03.4]"
      " [%emt 0:00:05] Black's [%unknown x] reply}\n2. Nf3! ?? $14 ; rest of line [%cal Ge2e4]\n"
      "Nc6 {[%cal Ge2e4,Rd1h5] [%csl Rd5,Yb2]} (2... d6!? {Philidor} (2... f5 $2)) *");
  const PgnNode& root = tree.node(PgnGameTree::ROOT);
  BOOST_TEST(root.comments == std::vector<std::string>{"Game comment"});
  BOOST_TEST(root.squares.size() == 1u);
  const auto line = tree.mainline();
  BOOST_TEST_REQUIRE(line.size() == 4u);
  const PgnNode& e4 = tree.node(line[0]);
  BOOST_TEST((e4.eval == PgnEval{PgnEval::Kind::CENTIPAWNS, 17, -1}));
  BOOST_TEST(e4.clockMs == 180000);
  BOOST_TEST(e4.comments.empty());
  const PgnNode& e5 = tree.node(line[1]);
  BOOST_TEST((e5.eval == PgnEval{PgnEval::Kind::MATE, -3, 20}));
  BOOST_TEST(e5.clockMs == 3723400);
  BOOST_TEST(e5.emtMs == 5000);
  BOOST_TEST(e5.comments == std::vector<std::string>{"Black's [%unknown x] reply"});
  const PgnNode& nf3 = tree.node(line[2]);
  BOOST_TEST(nf3.nags == (std::vector<std::uint8_t>{1, 4, 14}));
  BOOST_TEST(nf3.comments == std::vector<std::string>{"rest of line"});
  BOOST_TEST(nf3.arrows.size() == 1u);
  const PgnNode& nc6 = tree.node(line[3]);
  BOOST_TEST_REQUIRE(nc6.arrows.size() == 2u);
  BOOST_TEST(nc6.arrows[1].color == 'R');
  BOOST_TEST(nc6.arrows[1].from == D1);
  BOOST_TEST(nc6.arrows[1].to == H5);
  BOOST_TEST_REQUIRE(nc6.squares.size() == 2u);
  BOOST_TEST(nc6.squares[1].color == 'Y');
  // The variations are the later siblings of Nc6: d6 (with its own alternative f5).
  BOOST_TEST_REQUIRE(nc6.nextSibling >= 0);
  const PgnNode& d6 = tree.node(nc6.nextSibling);
  BOOST_TEST(d6.nags == std::vector<std::uint8_t>{5});
  BOOST_TEST(d6.comments == std::vector<std::string>{"Philidor"});
  BOOST_TEST_REQUIRE(d6.nextSibling >= 0);
  BOOST_TEST(tree.node(d6.nextSibling).nags == std::vector<std::uint8_t>{2});
  BOOST_TEST((readOne(writePgn(tree)) == tree));
}

BOOST_AUTO_TEST_CASE(comments_before_the_first_move_of_a_variation) {
  const PgnGameTree tree = readOne("1. e4 ({Or} {[%clk 0:01:00] the queen's pawn} 1. d4 d5) 1... e5 *");
  const PgnNode& d4 = tree.node(tree.node(tree.mainline()[0]).nextSibling);
  BOOST_TEST(d4.commentsBefore == (std::vector<std::string>{"Or", "the queen's pawn"}));
  BOOST_TEST(d4.clockMs == 60000);
  const std::string written = writePgn(tree);
  BOOST_TEST(written.find("1. e4 ({Or} {the queen's pawn} 1. d4 {[%clk 0:01:00]} 1... d5) 1... e5 *") !=
                 std::string::npos,
             written);
  BOOST_TEST((readOne(written) == tree), written);
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
  BOOST_TEST(lichess.node(lichess.mainline()[1]).eval.value == 25);
  BOOST_TEST(toUci(lichess.node(lichess.mainline()[6]).move) == "e1h1");
  // chess.com: clocks with tenths, castling with zeros, a missing result, a BOM, CRLF.
  const PgnGameTree chesscom = readOne(
      "\xEF\xBB\xBF[Event \"Live Chess - Chess960\"]\r\n[Variant \"Chess960\"]\r\n\r\n1. e4 {[%clk "
      "0:02:59.9]} 1... "
      "e5 {[%clk 0:02:58.1]} 2. Nf3 Nc6 3. Bc4 Nf6 4. 0-0\r\n");
  BOOST_TEST(chesscom.node(chesscom.mainline()[0]).clockMs == 179900);
  BOOST_TEST(sanLine(chesscom).back() == "O-O");
  BOOST_TEST(chesscom.result == "*");
  // Missing result, but a Result tag: the tag's.
  BOOST_TEST(readOne("[Result \"1-0\"]\n\n1. e4 e5").result == "1-0");
  // % escape lines, ; comments, move numbers glued to moves, "1. ... e5", suffixes standing alone.
  const PgnGameTree misc =
      readOne("% produced by a tool\n1.e4 ; first\n1. ... e5 2.Nf3 !! Nc6 ?! 3.Bb5 $1 *\n");
  BOOST_TEST(sanLine(misc) == (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5"}));
  BOOST_TEST(misc.node(misc.mainline()[2]).nags == std::vector<std::uint8_t>{3});
  BOOST_TEST(misc.node(misc.mainline()[3]).nags == std::vector<std::uint8_t>{6});
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
    BOOST_TEST(*r.games[1].tag("Event") == "good again");
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
  };
  const Case cases[] = {
      {"1. e4 { never closed e5 *", "unterminated comment", 1, 7},
      {"1. e4 (1. d4 *", "unterminated variation", 1, 7},
      {"1. e4 ) e5 *", "')' without '('", 1, 7},
      {"[Event \"x\n\n1. e4 *", "unterminated tag", 1, 1},
      {"1. e4 () e5 *", "a variation without moves", 1, 8},
      {"( 1. e4 ) *", "a variation before any move", 1, 1},
      {"1. e4 $300 *", "NAG", 1, 7},
      {"1. e4\n  hello *", "'hello'", 2, 3},
      {"1. e4 e5 (1... d5 1-0) *", "inside a variation", 1, 19},
      {"1. -- e5 *", "null move", 1, 4},
      {"1. e4 !!! *", "unknown annotation", 1, 7},
      {"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *", "FEN tag", 1, 1},
      {"1. e4 \x01\x02\xff *", "is not SAN", 1, 7},
  };
  for (const Case& c : cases) {
    const PgnError e = readError(c.text);
    BOOST_TEST(e.what.find(c.what) != std::string::npos, c.text << " -> " << e.what);
    BOOST_TEST(e.line == c.line, c.text);
    BOOST_TEST(e.column == c.column, c.text);
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
  BOOST_TEST(readOne("1. e4 {0123456789} *", small).node(1).comments[0] == "0123456789");
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
  BOOST_TEST(*r.games[0].tag("Event") == "next");
  BOOST_TEST(*r.games[1].tag("Event") == "last");
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
