// move_refusal.h: why a piece cannot go from one square to another now, for each kind of reason,
// and nothing for every legal move (each legal move of seeded random Chess960 games).
#include <boost/test/unit_test.hpp>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess960/castling_gesture.h"
#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/move_refusal.h"
#include "chess960/movegen.h"
#include "chess960/start_positions.h"
#include "support.h"

using namespace chess960;
using test::gameFrom;

namespace {

const std::string START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

}  // namespace

BOOST_AUTO_TEST_SUITE(move_refusal)

BOOST_AUTO_TEST_CASE(legal_moves_have_no_reason) {
  const Game game = gameFrom(START);
  BOOST_TEST(moveRefusal(game, E2, E4) == "");
  BOOST_TEST(moveRefusal(game, G1, F3) == "");
  const Game castles = gameFrom("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
  BOOST_TEST(moveRefusal(castles, E1, G1) == "");  // castling by the king's move
  BOOST_TEST(moveRefusal(castles, E1, H1) == "");  // and onto the rook
  BOOST_TEST(moveRefusal(castles, E1, F1) == "");  // a plain step
}

BOOST_AUTO_TEST_CASE(how_pieces_do_not_move) {
  const Game game = gameFrom(START);
  BOOST_TEST(moveRefusal(game, G1, G3) == "Ng1-g3 is not legal: a knight does not move that way");
  BOOST_TEST(moveRefusal(game, E2, E5) == "e2-e5 is not legal: a pawn does not move that way");
  BOOST_TEST(moveRefusal(game, E2, D3) ==
             "e2-d3 is not legal: a pawn moves diagonally only to take, and there is nothing to take on d3");
  BOOST_TEST(moveRefusal(game, E1, E3) == "Ke1-e3 is not legal: a king does not move that way");
  // Only a pawn's double step, just played, is taken en passant: not a rook's, nor a single step.
  const Game rook = gameFrom("r3k3/3r4/8/4P3/8/8/8/4K3 b - - 0 1", {"Rd5"});
  BOOST_TEST(moveRefusal(rook, E5, D6) ==
             "e5-d6 is not legal: a pawn moves diagonally only to take, and there is nothing to take on d6");
  const Game single = gameFrom("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", {"d6"});
  BOOST_TEST(moveRefusal(single, E5, F6) ==
             "e5-f6 is not legal: a pawn moves diagonally only to take, and there is nothing to take on f6");
}

BOOST_AUTO_TEST_CASE(pieces_in_the_way) {
  const Game game = gameFrom(START);
  BOOST_TEST(moveRefusal(game, G1, E2) == "Ng1-e2 is not legal: e2 is occupied by the pawn");
  BOOST_TEST(moveRefusal(game, C1, G5) == "Bc1-g5 is not legal: d2 is occupied by the pawn");
  BOOST_TEST(moveRefusal(game, A1, A5) == "Ra1-a5 is not legal: a2 is occupied by the pawn");
  const Game blocked = gameFrom(START, {"e4", "e5"});
  BOOST_TEST(moveRefusal(blocked, E4, E5) == "e4-e5 is not legal: e5 is occupied by the opponent's pawn");
  const Game doubleStep = gameFrom("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1");
  BOOST_TEST(moveRefusal(doubleStep, E2, E4) ==
             "e2-e4 is not legal: e3 is occupied by the opponent's knight");
}

BOOST_AUTO_TEST_CASE(the_king_attacked) {
  const Game queen = gameFrom("4k3/8/8/8/7q/8/8/4K3 w - - 0 1");
  BOOST_TEST(moveRefusal(queen, E1, F2) == "Ke1-f2 is not legal: f2 is attacked by the queen on h4");
  const Game check = gameFrom("k7/8/8/8/7q/8/3N4/4K3 w - - 0 1");
  BOOST_TEST(moveRefusal(check, D2, B3) == "Nd2-b3 is not legal: the king is in check from the queen on h4");
  // In check, the reason names the checking pieces only; a king's square names all its attackers.
  const Game opened = gameFrom("k3r3/8/8/8/7q/8/4N3/4K3 w - - 0 1");
  BOOST_TEST(moveRefusal(opened, E2, C3) == "Ne2-c3 is not legal: the king is in check from the queen on h4");
  const Game twice = gameFrom("4r1k1/8/8/8/8/2n5/8/4K3 w - - 0 1");
  BOOST_TEST(moveRefusal(twice, E1, E2) ==
             "Ke1-e2 is not legal: e2 is attacked by the knight on c3 and the rook on e8");
  const Game pinned = gameFrom("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
  BOOST_TEST(moveRefusal(pinned, E2, C3) ==
             "Ne2-c3 is not legal: the king would be in check from the rook on e8");
  const Game pinnedCapture = gameFrom("4r1k1/8/8/8/8/2p5/4N3/4K3 w - - 0 1");
  BOOST_TEST(moveRefusal(pinnedCapture, E2, C3) ==
             "Ne2xc3 is not legal: the king would be in check from the rook on e8");
  // En passant that would open the rank to the rook on h5.
  const Game passant = gameFrom("k7/2p5/8/KP5r/8/8/8/8 b - - 0 1", {"c5"});
  BOOST_TEST(moveRefusal(passant, B5, C6) ==
             "b5-c6 is not legal: the king would be in check from the rook on h5");
}

BOOST_AUTO_TEST_CASE(castling_gestures_say_why_in_castling_words) {
  const Game game = gameFrom("4k3/8/8/1b6/8/8/8/RN2K2R w KQ - 0 1");
  BOOST_TEST(moveRefusal(game, E1, G1) == "O-O is not legal: f1 is attacked by the bishop on b5");
  BOOST_TEST(moveRefusal(game, E1, H1) == "O-O is not legal: f1 is attacked by the bishop on b5");
  BOOST_TEST(moveRefusal(game, E1, C1) == "O-O-O is not legal: b1 is occupied by the knight");
  const Game moved = gameFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {"Ke2", "Kd8", "Ke1", "Ke8"});
  BOOST_TEST(moveRefusal(moved, E1, G1) == "O-O is not legal: the king has moved (1. Ke1-e2)");
}

BOOST_AUTO_TEST_CASE(a_piece_that_is_not_there) {
  const Game taken = gameFrom(START, {"e4", "d5", "a3", "dxe4"});
  BOOST_TEST(moveRefusal(taken, E4, E5) == "the pawn on e4 was taken (2... d5xe4)");
  const Game game = gameFrom(START);
  BOOST_TEST(moveRefusal(game, E4, E5) == "there is no white piece on e4");
  BOOST_TEST(moveRefusal(game, E7, E5) == "there is no white piece on e7");
  // After 1.e4 it is Black's move: an empty square, and one the last move left, hold no black piece.
  const Game afterE4 = gameFrom(START, {"e4"});
  BOOST_TEST(moveRefusal(afterE4, E5, E4) == "there is no black piece on e5");
  BOOST_TEST(moveRefusal(afterE4, D2, D4) == "there is no black piece on d2");
  BOOST_TEST(moveRefusal(afterE4, E2, E3) == "there is no black piece on e2");
  // No move without two squares: from and to the same, or a caller's NO_SQUARE.
  for (const auto& [from, to] : {std::pair{E2, E2}, {NO_SQUARE, E4}, {E2, NO_SQUARE}})
    BOOST_TEST(moveRefusal(game, from, to) == "a move goes from one square to another");
}

BOOST_AUTO_TEST_CASE(every_legal_move_of_random_games_has_no_reason_and_others_have_one) {
  std::mt19937 random(960);
  for (int round = 0; round < 24; ++round) {
    Game game(*startPosition(int(random() % START_POSITION_COUNT)));
    for (int ply = 0; ply < 50; ++ply) {
      const MoveList moves = legalMoves(game.position());
      if (moves.empty()) break;
      Bitboard reachable[SQUARE_COUNT] = {};
      for (Move m : moves) {
        // castling: the king's gestures (castling_gesture.h), which moveRefusal accepts.
        if (m.isCastling())
          reachable[m.from()] |=
              castlingGestureSquares(game.position(), game.position().turn(), castlingSide(m.from(), m.to()));
        else
          reachable[m.from()] |= squareBb(m.to());
      }
      for (int from = 0; from < SQUARE_COUNT; ++from)
        for (int to = 0; to < SQUARE_COUNT; ++to) {
          if (from == to) continue;
          const bool legal = reachable[from] & squareBb(Square(to));
          const std::string reason = moveRefusal(game, Square(from), Square(to));
          BOOST_TEST(reason.empty() == legal, toFen(game.position())
                                                  << " " << squareName(Square(from)) << squareName(Square(to))
                                                  << ": " << reason);
        }
      BOOST_TEST_REQUIRE(game.play(moves[int(random() % unsigned(moves.size()))]).ok());
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
