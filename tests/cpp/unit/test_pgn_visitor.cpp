// PgnVisitor (pgn_visitor.h): what the reader reports, in order and typed; skipping a game or a
// variation; errors with their place; the test tree's typed accessors (pgn_game_tree.h).
#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "chess960/pgn_reader.h"
#include "chess960/san.h"
#include "chess960/square_names.h"
#include "chess960/uci.h"
#include "pgn_game_tree.h"

using namespace chess960;
using namespace chess960::test;

namespace {

// Writes each call down as one line.
class Recorder : public PgnVisitor {
 public:
  std::vector<std::string> calls;
  Next skipGame = Next::READ, skipVariations = Next::READ;

  void beginGame(std::size_t index) override { calls.push_back("game " + std::to_string(index)); }
  void tag(std::string_view name, std::string_view value) override {
    calls.push_back("tag " + std::string(name) + "=" + std::string(value));
  }
  Next beginMovetext(const Position& start, bool chess960) override {
    calls.push_back("movetext " + toFen(start) + (chess960 ? " 960" : ""));
    return skipGame;
  }
  void move(const PgnMoveRead& m) override {
    calls.push_back("move " + std::string(m.written) + " " + std::string(m.san()) + " " + toUci(m.move) +
                    " from " + toFen(m.before).substr(0, 8) + (m.after.turn() == BLACK ? " b" : " w"));
  }
  void comment(std::string_view text) override { calls.push_back("comment " + std::string(text)); }
  void nag(int nag) override { calls.push_back("nag " + std::to_string(nag)); }
  void clock(std::int64_t ms) override { calls.push_back("clock " + std::to_string(ms)); }
  void emt(std::int64_t ms) override { calls.push_back("emt " + std::to_string(ms)); }
  void eval(const PgnEval& e) override {
    calls.push_back(std::string(e.mate ? "mate " : "cp ") + std::to_string(e.value) + " depth " +
                    std::to_string(e.depth));
  }
  void arrow(const PgnArrow& a) override {
    calls.push_back(std::string("arrow ") + char(a.color) + std::string(squareName(a.from)) +
                    std::string(squareName(a.to)));
  }
  void square(const PgnSquareMark& s) override {
    calls.push_back(std::string("square ") + char(s.color) + std::string(squareName(s.square)));
  }
  Next beginVariation() override {
    calls.push_back("(");
    return skipVariations;
  }
  void endVariation() override { calls.push_back(")"); }
  void endGame(std::string_view result) override { calls.push_back("end " + std::string(result)); }
  void error(const PgnError& e) override {
    calls.push_back("error " + e.message() + " [" + std::string(pgnErrorReasonName(e.reason)) + " " + e.move +
                    " ply " + std::to_string(e.ply) + " " + std::to_string(e.moveNumber) +
                    (e.side == WHITE ? "w" : "b") + " opened " + std::to_string(e.openedLine) + ":" +
                    std::to_string(e.openedColumn) + (e.inMovetext ? " movetext]" : "]"));
  }
};

std::vector<std::string> visit(std::string_view text, Recorder recorder = {}, std::size_t chunk = 0,
                               PgnReadOptions options = {}) {
  PgnReader reader(options);
  for (std::size_t fed = 0;;) {
    const PgnReader::Step step = reader.next(recorder);
    if (step == PgnReader::Step::END) break;
    if (step != PgnReader::Step::NEED_INPUT) continue;
    if (fed >= text.size()) {
      reader.finish();
      continue;
    }
    const std::size_t n = chunk == 0 ? text.size() : std::min(chunk, text.size() - fed);
    reader.feed(text.substr(fed, n));
    fed += n;
  }
  return recorder.calls;
}

using Calls = std::vector<std::string>;

const char* const ANNOTATED =
    "[Event \"x\"]\n[Result \"1-0\"]\n\n"
    "{start} 1. e2e4!? {[%clk 1:02:03.4] [%emt 0:00:05] good}"
    " ( {instead [%eval -0.35,20]} 1. d4 $14 (1. c4) ) 1... e5 {[%eval #-3] [%csl Ra1,Gh8] [%cal Ye2e4]} "
    "1-0\n";

// Games of every kind the scan must find the end of: tags with quotes, escapes and ']' in them,
// CRLF, a BOM, '%' lines, ';' and '{ }' comments holding results and parentheses, a NAG glued to
// the result, games without tags ended by their results, bad games (a refused move in a
// variation, a Chess960 game without its FEN, a comment and variations never closed).
const std::string COLLECTION =
    "\xEF\xBB\xBF% an escape line (\n"
    "[Event \"a \\\"quoted\\\" ] name\"]\r\n[Result \"1-0\"]\r\n\r\n" +
    std::string(ANNOTATED) +
    "{before the tags} [Event \"b\"]\n; a line comment ( 1-0\n\n1. e4 e5 $5* {after}\n"
    "[Event \"bad move\"]\n\n1. e4 e5 (1... c5 2. Kxx) 2. Nf3 *\n"
    "1. d4 d5 1/2-1/2 1. c4 {( 0-1} 0-1\n"
    "[Event \"open comment\"]\n\n1. e4 {never closed ( 1-0\n\n[Event \"swallowed\"]\n\n1. d4 Nf6 *\n"
    "[Event \"960\"]\n[Variant \"Chess960\"]\n\n1. e4 e5 2. O-O *\n"
    "[Event \"open variation\"]\n\n1. e4 (1. d4 d5\n\n[Event \"last\"]\n\n1. c4 (1. e4 *";

}  // namespace

BOOST_AUTO_TEST_SUITE(pgn_visitor)

BOOST_AUTO_TEST_CASE(hears_every_thing_in_reading_order_typed) {
  const Calls expected = {
      "game 0",
      "tag Event=x",
      "tag Result=1-0",
      "movetext " + std::string(STANDARD_FEN),
      "comment start",
      "move e2e4 e4 e2e4 from rnbqkbnr b",
      "nag 5",
      "clock 3723400",
      "emt 5000",
      "comment good",
      "(",
      "cp -35 depth 20",
      "comment instead",
      "move d4 d4 d2d4 from rnbqkbnr b",
      "nag 14",
      "(",
      "move c4 c4 c2c4 from rnbqkbnr b",
      ")",
      ")",
      "move e5 e5 e7e5 from rnbqkbnr w",
      "mate -3 depth -1",
      "square Ra1",
      "square Gh8",
      "arrow Ye2e4",
      "end 1-0",
  };
  BOOST_TEST(visit(ANNOTATED) == expected, boost::test_tools::per_element());
  // Whatever the chunking: nothing is heard twice while the game is still arriving.
  for (std::size_t chunk : {1u, 7u, 64u})
    BOOST_TEST(visit(ANNOTATED, {}, chunk) == expected, "chunk " << chunk);
}

BOOST_AUTO_TEST_CASE(the_eval_without_command_is_centipawns_and_a_chess960_start_comes_from_the_tags) {
  const Calls calls = visit(
      "[Variant \"Chess960\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n"
      "1. g3 {[%eval 0.35,7] [%eval 12]} *");
  BOOST_TEST(calls.at(3) == "movetext bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1 960");
  BOOST_TEST(calls.at(4) == "move g3 g3 g2g3 from bbqnnrkr b");
  BOOST_TEST(calls.at(5) == "cp 35 depth 7");
  BOOST_TEST(calls.at(6) == "cp 1200 depth -1");
  BOOST_TEST(calls.at(7) == "end *");
}

BOOST_AUTO_TEST_CASE(a_visitor_can_skip_a_game_or_its_variations) {
  Recorder skipGames;
  skipGames.skipGame = PgnVisitor::Next::SKIP;
  BOOST_TEST(visit(ANNOTATED, skipGames) == (Calls{"game 0", "tag Event=x", "tag Result=1-0",
                                                   "movetext " + std::string(STANDARD_FEN), "end 1-0"}),
             boost::test_tools::per_element());
  Recorder skipVariations;
  skipVariations.skipVariations = PgnVisitor::Next::SKIP;
  const Calls calls = visit(ANNOTATED, skipVariations);
  BOOST_TEST(std::count(calls.begin(), calls.end(), "(") == 1);  // asked once, not for the nested one
  BOOST_TEST(std::count(calls.begin(), calls.end(), ")") == 0);
  BOOST_TEST(std::count(calls.begin(), calls.end(), "comment instead") == 0);
  BOOST_TEST(std::count(calls.begin(), calls.end(), "move e5 e5 e7e5 from rnbqkbnr w") == 1);
  BOOST_TEST(std::count(calls.begin(), calls.end(), "move d4 d4 d2d4 from rnbqkbnr b") == 0);
  // A skipped game or variation is still checked for syntax: its errors are the game's.
  const Calls bad = visit("1. e4 ( 1. d4 )) *\n", skipVariations);
  BOOST_TEST(bad.back() ==
             "error game 1, line 1, column 16: ')' without '(' (near \"1. e4 ( 1. d4 )) *\") "
             "[SYNTAX  ply 0 0w opened 0:0 movetext]");
  // Illegal moves in a skipped part are not looked at: nothing there is played.
  BOOST_TEST(visit("1. e4 ( 1. Qh5 ) e5 *", skipVariations).back() == "end *");
  BOOST_TEST(visit("1. Qh5 *", skipGames).back() == "end *");
}

// PgnReadOptions::comments false: comments are passed over unread, the rest is heard as before.
BOOST_AUTO_TEST_CASE(comments_can_be_passed_over_unread) {
  PgnReadOptions unread;
  unread.comments = false;
  const Calls calls = visit(ANNOTATED, {}, 0, unread);
  Calls expected;
  for (const std::string& call : visit(ANNOTATED))
    if (call.rfind("comment", 0) != 0 && call.rfind("clock", 0) != 0 && call.rfind("emt", 0) != 0 &&
        call.rfind("cp ", 0) != 0 && call.rfind("mate ", 0) != 0 && call.rfind("square", 0) != 0 &&
        call.rfind("arrow", 0) != 0)
      expected.push_back(call);
  BOOST_TEST(calls == expected, boost::test_tools::per_element());
  BOOST_TEST(std::count(calls.begin(), calls.end(), "nag 5") == 1);
  // Unread, they take nothing of the notes' limit; a comment never closed is still an error.
  unread.limits.maxNotes = 1;
  BOOST_TEST(visit("1. e4 {a} {b} {c} *", {}, 0, unread).back() == "end *");
  BOOST_TEST(visit("1. e4 {a", {}, 0, unread)
                 .back()
                 .rfind("error game 1, line 1, column 9: unterminated comment", 0) == 0u);
}

BOOST_AUTO_TEST_CASE(a_bad_game_ends_with_its_error_and_the_next_game_is_heard) {
  const Calls calls = visit("[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"b\"]\n\n1. d4 *\n");
  const Calls expected = {
      "game 0",
      "tag Event=a",
      "movetext " + std::string(STANDARD_FEN),
      "move e4 e4 e2e4 from rnbqkbnr b",
      "move e5 e5 e7e5 from rnbqkbnr w",
      "error game 1, line 3, column 13: move 2 (White): illegal move Ke3 in "
      "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 (near \"1. e4 e5 2. Ke3 *\") "
      "[ILLEGAL_MOVE Ke3 ply 3 2w opened 0:0 movetext]",
      "game 1",
      "tag Event=b",
      "movetext " + std::string(STANDARD_FEN),
      "move d4 d4 d2d4 from rnbqkbnr b",
      "end *",
  };
  BOOST_TEST(calls == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(the_tree_reads_its_notes_typed) {
  PgnReader reader;
  PgnGameTree tree;
  PgnTreeBuilder builder(tree);
  reader.feed(ANNOTATED);
  reader.finish();
  BOOST_TEST_REQUIRE((reader.next(builder) == PgnReader::Step::GAME));
  BOOST_TEST(tree.result == "1-0");
  const std::vector<std::int32_t> line = tree.mainline();
  BOOST_TEST_REQUIRE(line.size() == 2u);
  BOOST_TEST(tree.annotations(0).comments == std::vector<std::string_view>{"start"});
  const PgnAnnotations e4 = tree.annotations(line[0]);
  BOOST_TEST(e4.nags == std::vector<int>{5});
  BOOST_TEST(e4.clock.value_or(-1) == 3723400);
  BOOST_TEST(e4.emt.value_or(-1) == 5000);
  BOOST_TEST(e4.comments == std::vector<std::string_view>{"good"});
  BOOST_TEST(!e4.eval.has_value());
  const PgnAnnotations e5 = tree.annotations(line[1]);
  BOOST_TEST_REQUIRE(e5.eval.has_value());
  BOOST_TEST((*e5.eval == PgnEval{true, -3, -1}));
  BOOST_TEST((e5.squares == std::vector<PgnSquareMark>{{PgnMarkColor::RED, A1}, {PgnMarkColor::GREEN, H8}}));
  BOOST_TEST((e5.arrows == std::vector<PgnArrow>{{PgnMarkColor::YELLOW, E2, E4}}));
  // The variation's first move: the comment and the eval written before it are its own.
  std::int32_t d4 = -1;
  for (std::int32_t i = 1; i < tree.nodeCount(); ++i)
    if (tree.nodes[std::size_t(i)].parent == 0 && i != line[0] && d4 < 0) d4 = i;  // not 1. c4
  BOOST_TEST_REQUIRE(d4 > 0);
  const PgnAnnotations variation = tree.annotations(d4);
  BOOST_TEST(variation.commentsBefore == std::vector<std::string_view>{"instead"});
  BOOST_TEST((variation.eval.value_or(PgnEval{}) == PgnEval{false, -35, 20}));
  BOOST_TEST(variation.nags == std::vector<int>{14});
}

// A game's text cut out by nextText reads elsewhere as it reads in place: the same calls, the
// same places.
BOOST_AUTO_TEST_CASE(a_game_cut_out_reads_as_in_place) {
  PgnReader cutter;
  cutter.feed(COLLECTION);
  cutter.finish();
  Calls heard;
  PgnReader reader;
  PgnGameText game;
  while (cutter.nextText(game) == PgnReader::Step::GAME) {
    Recorder recorder;
    reader.reset({}, game);
    const PgnReader::Step step = reader.next(recorder);
    BOOST_TEST((step == PgnReader::Step::GAME || step == PgnReader::Step::ERROR));
    heard.insert(heard.end(), recorder.calls.begin(), recorder.calls.end());
  }
  BOOST_TEST(heard == visit(COLLECTION), boost::test_tools::per_element());
  reader.reset({}, PgnGameText{"1. e4 {[%clk 0:00:10]} e4 *", 4, 10, 5});
  Recorder recorder;
  BOOST_TEST((reader.next(recorder) == PgnReader::Step::ERROR));
  BOOST_TEST(recorder.calls.front() == "game 4");
  BOOST_TEST(recorder.calls.at(3) == "clock 10000");
  BOOST_TEST(reader.error().line == 10);
  BOOST_TEST(reader.error().column == 28);
}

BOOST_AUTO_TEST_CASE(every_chunk_size_gives_the_same_calls_once_each) {
  const Calls whole = visit(COLLECTION);
  // Each game begins once, in order, and ends once (endGame or error).
  std::size_t games = 0, ends = 0;
  for (const std::string& call : whole) {
    if (call.rfind("game ", 0) == 0) BOOST_TEST(call == "game " + std::to_string(games++));
    ends += call.rfind("end ", 0) == 0 || call.rfind("error ", 0) == 0;
  }
  BOOST_TEST(games == 10u);
  BOOST_TEST(ends == games);
  auto heard = [&](const std::string& start) {
    return std::count_if(whole.begin(), whole.end(),
                         [&](const std::string& c) { return c.rfind(start, 0) == 0; });
  };
  BOOST_TEST(heard("tag Event=a \"quoted\" ] name") == 1);
  BOOST_TEST(heard("nag 5") == 2);
  BOOST_TEST(heard("end 1/2-1/2") == 1);
  BOOST_TEST(heard("tag Event=swallowed") == 1);  // read after all
  BOOST_TEST(heard("error game 3, line 15, column 22: move 2 (White): 'Kxx' is not SAN") == 1);
  BOOST_TEST(heard("error game 6, line 19, column 26: unterminated comment: the '{' at line 19, column 7") ==
             1);
  BOOST_TEST(heard("error game 8, line 27, column 13: the Variant tag says Chess960 but no FEN tag") == 1);
  BOOST_TEST(
      heard("error game 9, line 30, column 16: unterminated variation: the '(' at line 30, column 7") == 1);
  BOOST_TEST(heard("error game 10, line 34, column 15: unterminated variation") == 1);
  for (std::size_t chunk = 1; chunk <= COLLECTION.size(); ++chunk)
    BOOST_TEST_REQUIRE(visit(COLLECTION, {}, chunk) == whole, "chunk " << chunk);
}

// The limits cut a game short the same way whatever the chunking: a comment too long, a game too
// long (each heard up to the limit); reading goes on at the next line that starts with '[' after
// their movetext.
BOOST_AUTO_TEST_CASE(every_chunk_size_cuts_at_the_limits_the_same_way) {
  PgnReadOptions small;
  small.limits.maxCommentLength = 12;
  small.limits.maxGameBytes = 120;
  const std::string text =
      "1. e4 {a comment far too long ( 1-0 } e5 (1. d4 *) 2. Nf3 *\n\n"
      "[Event \"next\"]\n\n1. d4 *\n"
      "[Event \"long\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 "
      "O-O 9. h3 Nb8 10. d4 Nbd7 *\n1. e4 *\n"
      "[Event \"after\"]\n\n1. c4 {end ( 1-0} *";
  const Calls whole = visit(text, {}, 0, small);
  const Calls head = {
      "game 0",
      "movetext " + std::string(STANDARD_FEN),
      "move e4 e4 e2e4 from rnbqkbnr b",
      "error game 1, line 1, column 7: comment longer than 12 bytes (near \"1. e4 {a comment far\") "
      "[LIMIT  ply 0 0w opened 0:0 movetext]",
      "game 1",
      "tag Event=next",
      "movetext " + std::string(STANDARD_FEN),
      "move d4 d4 d2d4 from rnbqkbnr b",
      "end *",
      "game 2",
      "tag Event=long",
      "movetext " + std::string(STANDARD_FEN),
  };
  const Calls tail = {
      "error game 3, line 8, column 105: a game longer than 120 bytes (near \"c3 O-O 9. h3 Nb8 10. d4 Nbd7 "
      "*\") "
      "[LIMIT  ply 0 0w opened 0:0 movetext]",
      "game 3",
      "tag Event=after",
      "movetext " + std::string(STANDARD_FEN),
      "move c4 c4 c2c4 from rnbqkbnr b",
      "comment end ( 1-0",
      "end *",
  };
  // Between them the long game's 20 moves: its result is past its 120th byte.
  BOOST_TEST_REQUIRE(whole.size() == head.size() + 20 + tail.size());
  BOOST_TEST(Calls(whole.begin(), whole.begin() + long(head.size())) == head,
             boost::test_tools::per_element());
  for (std::size_t k = head.size(); k < head.size() + 20; ++k) BOOST_TEST(whole[k].rfind("move ", 0) == 0u);
  BOOST_TEST(Calls(whole.end() - long(tail.size()), whole.end()) == tail, boost::test_tools::per_element());
  for (std::size_t chunk = 1; chunk <= text.size(); ++chunk)
    BOOST_TEST_REQUIRE(visit(text, {}, chunk, small) == whole, "chunk " << chunk);
}

// A bad move ends its game where it stands: the tree keeps the moves before it (in a variation:
// the mainline to the variation and the variation to the move; the mainline after it is not
// read), stoppedAt is the node the move would have followed, and the error names the move.
// Each move's SAN in node order, one space between.
std::string sansOf(const PgnGameTree& tree) {
  std::string out;
  for (std::int32_t i = 1; i < tree.nodeCount(); ++i)
    out += (i > 1 ? " " : "") + toSan(tree.positionAt(tree.nodes[std::size_t(i)].parent), tree.move(i));
  return out;
}

BOOST_AUTO_TEST_CASE(a_bad_game_is_kept_up_to_its_error) {
  PgnReader reader;
  PgnGameTree game;
  PgnTreeBuilder builder(game);
  reader.feed(
      "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ke3 Nf6 *\n\n"
      "[Event \"b\"]\n\n1. e4 {good} e5 (1... c5 {bold} 2. Kxx $1) 2. Nf3 *\n\n"
      "[Event \"c\"]\n[Variant \"Chess960\"]\n\n1. e4 e5 2. Nf3 Nf6 3. O-O *\n\n"
      "[Event \"d\"]\n\n1. d4 (1. e4 {before} ({inside} *\n\n"
      "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n");
  reader.finish();
  BOOST_TEST_REQUIRE((reader.next(builder) == PgnReader::Step::ERROR));
  const PgnError* e = &reader.error();
  BOOST_TEST(pgnErrorReasonName(e->reason) == "ILLEGAL_MOVE");
  BOOST_TEST(e->move == "Ke3");
  BOOST_TEST(e->ply == 7);
  BOOST_TEST(e->moveNumber == 4);
  BOOST_TEST((e->side == WHITE));
  BOOST_TEST(e->inMovetext);
  BOOST_TEST(game.moveCount() == 6);
  BOOST_TEST(sansOf(game) == "e4 e5 Nf3 Nc6 Bb5 a6");
  BOOST_TEST(game.stoppedAt == 6);
  BOOST_TEST(game.result == "*");

  BOOST_TEST_REQUIRE((reader.next(builder) == PgnReader::Step::ERROR));
  e = &reader.error();
  BOOST_TEST(pgnErrorReasonName(e->reason) == "UNREADABLE_MOVE");
  BOOST_TEST(e->move == "Kxx");
  BOOST_TEST(e->ply == 3);
  BOOST_TEST(e->moveNumber == 2);
  BOOST_TEST(sansOf(game) == "e4 e5 c5");
  const PgnGameTree& b = game;
  BOOST_TEST(b.mainline().size() == 2u);  // 2. Nf3, after the bad variation, is not read
  BOOST_TEST(b.stoppedAt == 3);           // c5
  BOOST_TEST(b.annotations(3).comments == std::vector<std::string_view>{"bold"});

  BOOST_TEST_REQUIRE((reader.next(builder) == PgnReader::Step::ERROR));
  e = &reader.error();
  BOOST_TEST(pgnErrorReasonName(e->reason) == "MISSING_FEN");
  BOOST_TEST(e->what.find("the Variant tag says Chess960 but no FEN tag gives the start; from the standard "
                          "start, move 3 (White): O-O is not legal") == 0u,
             e->what);
  BOOST_TEST(game.moveCount() == 4);

  // Notes that awaited a variation's first move are dropped with it.
  BOOST_TEST_REQUIRE((reader.next(builder) == PgnReader::Step::ERROR));
  BOOST_TEST(pgnErrorReasonName(reader.error().reason) == "UNCLOSED_VARIATION");
  BOOST_TEST(game.moveCount() == 2);
  for (const PgnNote& note : game.notes) BOOST_TEST(note.node >= 0);
  BOOST_TEST(game.annotations(2).comments == std::vector<std::string_view>{"before"});

  BOOST_TEST_REQUIRE((reader.next(builder) == PgnReader::Step::ERROR));
  BOOST_TEST(!reader.error().inMovetext);  // in the tags: no game
  BOOST_TEST((reader.next(builder) == PgnReader::Step::END));
}

BOOST_AUTO_TEST_CASE(the_builder_keeps_every_move_whatever_the_chunking) {
  const std::string text = ANNOTATED;
  for (std::size_t chunk : {1u, 5u, 16u, 1000u}) {
    PgnReader reader;
    PgnGameTree game;
    PgnTreeBuilder builder(game);
    std::size_t fed = 0;
    PgnReader::Step step;
    while ((step = reader.next(builder)) == PgnReader::Step::NEED_INPUT) {
      if (fed >= text.size()) {
        reader.finish();
        continue;
      }
      reader.feed(std::string_view(text).substr(fed, chunk));
      fed += chunk;
    }
    BOOST_TEST_REQUIRE((step == PgnReader::Step::GAME));
    BOOST_TEST(sansOf(game) == "e4 d4 c4 e5", "chunk " << chunk);
    BOOST_TEST(game.moveCount() == 4);
  }
}

BOOST_AUTO_TEST_SUITE_END()
