// Draw rules as FIDE words them: facts versus claims, no claim in a finished game, claims by the
// next move (9.2.1.1, 9.3.1), and a random-play check of all of them against a model written here.
#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/movegen.h"
#include "chess960/san.h"
#include "chess960/start_positions.h"
#include "chess960/uci.h"
#include "support.h"

using namespace chess960;

namespace {

void playUcis(Game& game, const std::vector<std::string>& moves) {
  for (const auto& uci : moves) {
    auto m = game.playUci(uci);
    BOOST_TEST_REQUIRE(m.ok(), uci << ": " << (m ? "" : m.error().message));
  }
}

// The claim moves as "uci:claims" strings, in the order given.
std::vector<std::string> describe(const std::vector<DrawClaimMove>& moves) {
  std::vector<std::string> out;
  for (const auto& m : moves) out.push_back(toUci(m.move) + ":" + std::to_string(m.claims));
  return out;
}

bool offersNoClaim(const Game& game) {
  return game.drawClaims() == 0 && !game.canClaimThreefoldRepetition() && !game.canClaimFiftyMoves() &&
         game.drawClaimMoves().empty();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(draw_rules)

// Issue 10, fault 1: mate and stalemate with a halfmove clock of 100 offered a fifty-move claim.
BOOST_AUTO_TEST_CASE(checkmate_and_stalemate_offer_no_claim) {
  const Game mate = test::loadGame("R6k/R7/8/8/8/8/8/7K b - - 100 80");
  BOOST_TEST(mate.isCheckmate());
  BOOST_TEST(mate.outcome().termination == Termination::CHECKMATE);
  BOOST_TEST_REQUIRE(mate.outcome().winner.has_value());
  BOOST_TEST(*mate.outcome().winner == WHITE);
  BOOST_TEST(offersNoClaim(mate));

  const Game stalemate = test::loadGame("7k/5Q2/6K1/8/8/8/8/8 b - - 100 80");
  BOOST_TEST(stalemate.isStalemate());
  BOOST_TEST(stalemate.outcome().termination == Termination::STALEMATE);
  BOOST_TEST(offersNoClaim(stalemate));

  // The same clock without mate: the claim is there.
  const Game open = test::loadGame("R6k/8/8/8/8/8/8/R6K b - - 100 80");
  BOOST_TEST(open.canClaimFiftyMoves());
  BOOST_TEST(open.drawClaims() == FIFTY_MOVES_CLAIM);
}

BOOST_AUTO_TEST_CASE(automatic_draws_offer_no_claim) {
  const Game dead = test::loadGame("k7/8/8/8/8/8/8/K1N5 w - - 120 80");
  BOOST_TEST(dead.isInsufficientMaterial());
  BOOST_TEST(dead.outcome().termination == Termination::INSUFFICIENT_MATERIAL);
  BOOST_TEST(offersNoClaim(dead));

  const Game seventyFive = test::loadGame("4k3/8/8/8/8/8/8/R3K3 w - - 150 80");
  BOOST_TEST(seventyFive.isSeventyFiveMoves());
  BOOST_TEST(offersNoClaim(seventyFive));

  Game fivefold;
  for (int i = 0; i < 4; ++i) playUcis(fivefold, {"g1f3", "g8f6", "f3g1", "f6g8"});
  BOOST_TEST(fivefold.repetitionCount() == 5);
  BOOST_TEST(fivefold.isFivefoldRepetition());
  BOOST_TEST(fivefold.isThreefoldRepetition());  // a fact: it has stood three times (and more)
  BOOST_TEST(fivefold.outcome().termination == Termination::FIVEFOLD_REPETITION);
  BOOST_TEST(offersNoClaim(fivefold));
}

// Issue 10, fault 2: fivefold turned false once the 75-move rule applied too.
// A game ended by fivefold repetition offers no claim by the next move either, though Nf3 would
// bring back the position after it a third time.
BOOST_AUTO_TEST_CASE(fivefold_offers_no_claim_by_the_next_move) {
  Game game;
  for (const char* knight : {"f", "f", "h", "h"}) {
    const std::string out = std::string(knight) + "3", back = std::string(knight) + "6";
    playUcis(game, {"g1" + out, "g8" + back, out + "g1", back + "g8"});
  }
  BOOST_TEST(game.isFivefoldRepetition());
  BOOST_TEST(offersNoClaim(game));
  // The same position one shuffle earlier, when it had stood four times: Nf3 is a claim.
  Game earlier;
  for (const char* knight : {"f", "f", "h"}) {
    const std::string out = std::string(knight) + "3", back = std::string(knight) + "6";
    playUcis(earlier, {"g1" + out, "g8" + back, out + "g1", back + "g8"});
  }
  BOOST_TEST(earlier.repetitionCount() == 4);
  BOOST_TEST(describe(earlier.drawClaimMoves()) == std::vector<std::string>{"g1f3:1"});
}

BOOST_AUTO_TEST_CASE(fivefold_stays_true_beside_seventy_five_moves) {
  Game game = test::loadGame("4k3/8/8/8/8/8/8/R3K3 w - - 134 100");
  for (int i = 0; i < 4; ++i) playUcis(game, {"a1a2", "e8d8", "a2a1", "d8e8"});
  BOOST_TEST(game.position().halfmoveClock() == 150);
  BOOST_TEST(game.repetitionCount() == 5);
  BOOST_TEST(game.isFivefoldRepetition());
  BOOST_TEST(game.isThreefoldRepetition());
  BOOST_TEST(game.isSeventyFiveMoves());
  // outcome() picks one, in the documented order: the 75-move rule before fivefold.
  BOOST_TEST(game.outcome().termination == Termination::SEVENTY_FIVE_MOVES);
  BOOST_TEST(offersNoClaim(game));
}

BOOST_AUTO_TEST_CASE(stalemate_and_dead_position_are_both_facts) {
  // K+B v K with Black stalemated: both hold, stalemate is the reason.
  const Game game = test::loadGame("k7/2K5/1B6/8/8/8/8/8 b - - 0 1");
  BOOST_TEST(game.isStalemate());
  BOOST_TEST(game.isInsufficientMaterial());
  BOOST_TEST(game.outcome().termination == Termination::STALEMATE);
}

BOOST_AUTO_TEST_CASE(threefold_claim_by_the_next_move) {
  Game game;
  playUcis(game, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"});
  // Black to move; the position after ...Ng8 would stand for the third time.
  BOOST_TEST(game.repetitionCount() == 2);
  BOOST_TEST(game.drawClaims() == 0);
  BOOST_TEST(describe(game.drawClaimMoves()) == std::vector<std::string>{"f6g8:1"});
  // Playing it turns the claim by the move into a claim now.
  playUcis(game, {"f6g8"});
  BOOST_TEST(game.canClaimThreefoldRepetition());
  // And Nf3 would bring back the position after 1.Nf3 a third time.
  BOOST_TEST(describe(game.drawClaimMoves()) == std::vector<std::string>{"g1f3:1"});
  // One shuffle more: the position after Ng1 has stood 3 times; Ng8 would be the start's fifth
  // occurrence, which ends the game by itself: a claim now, no claim by that move.
  playUcis(game, {"g1f3", "g8f6", "f3g1"});
  BOOST_TEST(game.repetitionCount() == 3);
  BOOST_TEST(game.canClaimThreefoldRepetition());
  playUcis(game, {"f6g8", "g1f3", "g8f6", "f3g1"});
  BOOST_TEST(game.repetitionCount() == 4);
  BOOST_TEST(game.drawClaimMoves().empty());
}

// The position that stands for the third time may be the first one since the last capture or pawn
// move: the scan for a repetition that makes a claim by the next move possible includes it.
BOOST_AUTO_TEST_CASE(threefold_claim_by_the_next_move_counts_the_first_position_since_a_pawn_move) {
  // From the start, which stands again after 2...Ng8; the detour by h3 and h6 repeats nothing.
  Game fromStart;
  playUcis(fromStart, {"g1f3", "g8f6", "f3g1", "f6g8", "g1h3", "g8h6", "h3g1"});
  BOOST_TEST(fromStart.repetitionCount() == 1);
  BOOST_TEST(describe(fromStart.drawClaimMoves()) == std::vector<std::string>{"h6g8:1"});
  // The same after 1.e4 e5: the window starts at the position after 1...e5.
  Game afterPawns;
  playUcis(afterPawns, {"e2e4", "e7e5", "g1f3", "g8f6", "f3g1", "f6g8", "g1h3", "g8h6", "h3g1"});
  BOOST_TEST(afterPawns.position().halfmoveClock() == 7);
  BOOST_TEST(describe(afterPawns.drawClaimMoves()) == std::vector<std::string>{"h6g8:1"});
  // One shuffle less, the position after 1...e5 has stood once only: no claim.
  Game once;
  playUcis(once, {"e2e4", "e7e5", "g1h3", "g8h6", "h3g1"});
  BOOST_TEST(once.drawClaimMoves().empty());
}

BOOST_AUTO_TEST_CASE(fifty_move_claim_by_the_next_move) {
  // 98 half-moves: no move reaches 100.
  BOOST_TEST(test::loadGame("4k3/8/8/8/8/8/p7/R3K3 w - - 98 60").drawClaimMoves().empty());
  // 99: every move but the capture (a1xa2) and ... a pawn move allows the claim.
  const Game game = test::loadGame("4k3/8/8/8/8/8/p7/R3K3 w - - 99 60");
  BOOST_TEST(!game.canClaimFiftyMoves());
  const auto moves = game.drawClaimMoves();
  const MoveList legal = legalMoves(game.position());
  BOOST_TEST(int(moves.size()) == legal.size() - 1);
  for (const auto& m : moves) {
    BOOST_TEST(m.claims == FIFTY_MOVES_CLAIM);
    BOOST_TEST(toUci(m.move) != "a1a2");
  }
  // Claims by move come in legal-move order.
  int at = 0;
  for (Move m : legal)
    if (at < int(moves.size()) && moves[std::size_t(at)].move == m) ++at;
  BOOST_TEST(at == int(moves.size()));
}

BOOST_AUTO_TEST_CASE(a_move_that_ends_the_game_is_no_claim) {
  // Rb8 mates: the mate takes precedence; the other quiet moves allow the fifty-move claim.
  const Game mate = test::loadGame("7k/R7/1R6/8/8/8/8/7K w - - 99 80");
  const auto mateMoves = describe(mate.drawClaimMoves());
  BOOST_TEST(!mateMoves.empty());
  for (const auto& m : mateMoves) BOOST_TEST(m != "b6b8:2");
  BOOST_TEST(bool(std::find(mateMoves.begin(), mateMoves.end(), "b6b5:2") != mateMoves.end()));
  // Qf7 stalemates: no claim by it, but by Qf2.
  const Game stalemate = test::loadGame("7k/8/6K1/8/8/8/8/5Q2 w - - 99 80");
  const auto stalemateMoves = describe(stalemate.drawClaimMoves());
  for (const auto& m : stalemateMoves) BOOST_TEST(m != "f1f7:2");
  BOOST_TEST(bool(std::find(stalemateMoves.begin(), stalemateMoves.end(), "f1f2:2") != stalemateMoves.end()));
  // At 149 half-moves every quiet move reaches the 75-move rule: drawn by playing it, no claim
  // by it; the fifty-move claim is there now.
  const Game late = test::loadGame("4k3/8/8/8/8/8/8/R3K3 w - - 149 80");
  BOOST_TEST(late.canClaimFiftyMoves());
  BOOST_TEST(late.drawClaimMoves().empty());
}

BOOST_AUTO_TEST_CASE(claims_now_and_by_move_together) {
  // The position has stood three times and 50 moves are done: both claims now; and every quiet
  // move keeps the fifty-move claim, the return to a seen position adds the threefold one.
  Game game = test::loadGame("4k3/8/8/8/8/8/8/R3K3 w - - 100 100");
  BOOST_TEST(game.drawClaims() == FIFTY_MOVES_CLAIM);
  playUcis(game, {"a1a2", "e8d8", "a2a1", "d8e8", "a1a2", "e8d8", "a2a1", "d8e8"});
  BOOST_TEST(game.repetitionCount() == 3);
  BOOST_TEST(game.drawClaims() == (THREEFOLD_REPETITION_CLAIM | FIFTY_MOVES_CLAIM));
  playUcis(game, {"a1a2"});
  bool sawBoth = false;
  for (const auto& m : game.drawClaimMoves()) {
    BOOST_TEST((m.claims & FIFTY_MOVES_CLAIM) != 0);
    if (toUci(m.move) == "e8d8") sawBoth = m.claims == (THREEFOLD_REPETITION_CLAIM | FIFTY_MOVES_CLAIM);
  }
  BOOST_TEST(sawBoth);
}

// Random play, long shuffling endgames included, checked against a model written out here: the
// positions counted by FEN without clocks, the halfmove clock followed move by move, and the
// rule that a finished game offers no claim. Every claim by the next move is checked by playing
// the move on a copy. 72 games by default (the first fivefold repetition comes in game 71), 160
// with CHESS960_LONG=1; the minimums scale.
BOOST_AUTO_TEST_CASE(random_games_agree_with_a_model) {
  const int gameCount = test::longRun() ? 160 : 72;
  std::mt19937 random(960);  // seeded: the same games every run
  const std::vector<std::string> endgames = {
      "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",        "4k3/8/8/8/8/8/8/RN2K3 w - - 90 60",
      "8/8/4k3/8/8/3K4/8/1Q6 w - - 120 90",    "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 97 70",
      "4k3/4p3/8/8/8/8/4P3/4K2R w K - 140 80", "8/8/8/4k3/8/8/1KQ5/8 w - - 0 1",
      "7k/8/6K1/8/8/8/8/5Q2 w - - 99 80",      "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1"};
  int finished = 0, claimsSeen = 0, claimMovesSeen = 0, fivefolds = 0, seventyFives = 0;
  for (int g = 0; g < gameCount; ++g) {
    // Black's number drawn first, each in its own statement: the order of two calls within one
    // argument list is up to the compiler, and the games must be the same with GCC and clang.
    Game game;
    if (g % 2) {
      game = test::loadGame(endgames[std::size_t(g / 2) % endgames.size()]);
    } else {
      const int black = int(random() % 960);
      const int white = int(random() % 960);
      game = Game(startPosition(white, black).value());
    }
    std::map<std::string, int> seen;  // positions since the last capture or pawn move
    auto keyOf = [](const Position& pos) {
      const auto words = test::splitWords(toFen(pos));
      return words[0] + ' ' + words[1] + ' ' + words[2] + ' ' + words[3];
    };
    int clock = game.position().halfmoveClock();
    seen[keyOf(game.position())] = 1;
    // Shuffling games prefer quiet moves so that the counts grow.
    const bool shuffle = g % 2 == 1;
    for (int ply = 0; ply < 400; ++ply) {
      const Position& pos = game.position();
      const MoveList legal = legalMoves(pos);
      const int times = seen[keyOf(pos)];
      const bool mate = legal.size() == 0 && pos.isCheck(), stalemate = legal.size() == 0 && !pos.isCheck();
      const bool dead = isInsufficientMaterial(pos);
      Termination expected = Termination::NONE;
      if (mate)
        expected = Termination::CHECKMATE;
      else if (stalemate)
        expected = Termination::STALEMATE;
      else if (dead)
        expected = Termination::INSUFFICIENT_MATERIAL;
      else if (clock >= 150)
        expected = Termination::SEVENTY_FIVE_MOVES;
      else if (times >= 5)
        expected = Termination::FIVEFOLD_REPETITION;
      const bool over = expected != Termination::NONE;
      const std::string where = toFen(pos);
      BOOST_TEST_REQUIRE(game.repetitionCount() == times, where);
      BOOST_TEST_REQUIRE(pos.halfmoveClock() == clock, where);
      BOOST_TEST_REQUIRE(game.outcome().termination == expected, where);
      BOOST_TEST_REQUIRE(game.isThreefoldRepetition() == (times >= 3), where);
      BOOST_TEST_REQUIRE(game.isFivefoldRepetition() == (times >= 5), where);
      BOOST_TEST_REQUIRE(game.isSeventyFiveMoves() == (clock >= 150 && !mate), where);
      BOOST_TEST_REQUIRE(game.canClaimThreefoldRepetition() == (!over && times >= 3), where);
      BOOST_TEST_REQUIRE(game.canClaimFiftyMoves() == (!over && clock >= 100), where);
      // Claims by the next move, move by move.
      std::vector<std::string> expectedMoves;
      if (!over)
        for (Move m : legal) {
          Game after = game;
          after.playTrusted(m);
          const Position& next = after.position();
          const bool zeroing = pos.pieceAt(m.from()) == makePiece(pos.turn(), PAWN) ||
                               (!m.isCastling() && pos.pieceAt(m.to()) != NO_PIECE) ||
                               m.kind() == MoveKind::EN_PASSANT;
          const int nextClock = zeroing ? 0 : clock + 1;
          const int nextTimes = zeroing ? 1 : seen[keyOf(next)] + 1;
          const DrawClaims claims =
              (nextTimes >= 3 ? THREEFOLD_REPETITION_CLAIM : 0) | (nextClock >= 100 ? FIFTY_MOVES_CLAIM : 0);
          const bool endsGame = countLegalMoves(next) == 0 || isInsufficientMaterial(next) ||
                                nextClock >= 150 || nextTimes >= 5;
          if (claims && !endsGame) expectedMoves.push_back(toUci(m) + ":" + std::to_string(claims));
        }
      BOOST_TEST_REQUIRE(describe(game.drawClaimMoves()) == expectedMoves, where);
      claimsSeen += game.drawClaims() != 0;
      claimMovesSeen += !expectedMoves.empty();
      if (over) {
        ++finished;
        fivefolds += times >= 5;
        seventyFives += clock >= 150;
        break;
      }
      // Next move: in shuffling games mostly a quiet one.
      Move chosen = legal[int(random() % unsigned(legal.size()))];
      if (shuffle && random() % 8 != 0)
        for (int tries = 0; tries < 8; ++tries) {
          const Move m = legal[int(random() % unsigned(legal.size()))];
          if (pos.pieceAt(m.to()) == NO_PIECE && typeOf(pos.pieceAt(m.from())) != PAWN) {
            chosen = m;
            break;
          }
        }
      const bool zeroing = typeOf(pos.pieceAt(chosen.from())) == PAWN ||
                           (!chosen.isCastling() && pos.pieceAt(chosen.to()) != NO_PIECE);
      game.playTrusted(chosen);
      if (zeroing) {
        seen.clear();
        clock = 0;
      } else {
        ++clock;
      }
      ++seen[keyOf(game.position())];
    }
  }
  // The games did reach what the test is about (at 160 games: 60 finished, 50 of each claim).
  BOOST_TEST_MESSAGE(gameCount << " games: " << finished << " finished, " << claimsSeen << " with claims, "
                               << claimMovesSeen << " with claims by move, " << fivefolds << " fivefold, "
                               << seventyFives << " 75-move"
                               << (test::longRun() ? "" : " (CHESS960_LONG=1: 160 games)"));
  BOOST_TEST(finished >= gameCount * 3 / 8);
  BOOST_TEST(claimsSeen >= gameCount * 5 / 16);
  BOOST_TEST(claimMovesSeen >= gameCount * 5 / 16);
  BOOST_TEST(fivefolds >= 1);
  BOOST_TEST(seventyFives >= 1);
}

BOOST_AUTO_TEST_SUITE_END()
