// move_facts.h: what describeMove says about every legal move of many positions agrees with what
// playing the move does and with the SAN writer, and a few moves worked out by hand.
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <random>
#include <string>

#include "chess960/move_facts.h"
#include "chess960/movegen.h"
#include "chess960/san.h"
#include "chess960/start_positions.h"
#include "support.h"

using namespace chess960;

BOOST_AUTO_TEST_SUITE(move_facts)

BOOST_AUTO_TEST_CASE(every_legal_move_of_random_games_is_described_as_playing_it_shows) {
  std::mt19937 rng(33);
  int moves = 0, castlings = 0, mates = 0, checks = 0, captures = 0, doubleSteps = 0;
  for (int game = 0; game < 120; ++game) {
    Position pos = *startPosition(randomPositionNumber(rng));
    for (int ply = 0; ply < 200; ++ply) {
      const MoveList legal = legalMoves(pos);
      if (legal.empty()) break;
      for (Move m : legal) {
        ++moves;
        Position after = pos;
        after.play(m);
        const MoveFacts facts = describeMove(pos, m);
        const Piece moving = pos.pieceAt(m.from());
        BOOST_TEST(facts.piece == typeOf(moving));
        BOOST_TEST(facts.color == pos.turn());
        BOOST_TEST(facts.sanText() == toSan(pos, m));
        // The mark as the rules define it: the other side in check, and with no legal move.
        const bool check = after.isCheck();
        const bool mate = check && legalMoves(after).empty();
        BOOST_TEST((facts.checkMark != CheckMark::NONE) == check, toUci(m));
        BOOST_TEST((facts.checkMark == CheckMark::MATE) == mate, toUci(m));
        checks += check;
        mates += mate;
        // The moving piece (promoted or not) stands where the facts say; a castling rook too.
        const Piece landed = after.pieceAt(facts.pieceTo);
        BOOST_TEST(colorOf(landed) == pos.turn());
        BOOST_TEST(typeOf(landed) == (m.kind() == MoveKind::PROMOTION ? m.promotion() : facts.piece));
        if (m.isCastling()) {
          ++castlings;
          BOOST_TEST_REQUIRE(facts.castling.has_value());
          BOOST_TEST((*facts.castling == KING_SIDE) == (facts.pieceTo == makeSquare(6, rankOf(m.from()))));
          BOOST_TEST(after.pieceAt(facts.rookTo) == pos.pieceAt(m.to()));
          BOOST_TEST(facts.captured == NO_PIECE_TYPE);
          BOOST_TEST(facts.epSquare == NO_SQUARE);
        } else {
          BOOST_TEST(!facts.castling.has_value());
          BOOST_TEST(facts.pieceTo == m.to());
          BOOST_TEST(facts.rookTo == NO_SQUARE);
          // What was taken is what left the board: the pieces of the side not to move, by type.
          PieceType taken = NO_PIECE_TYPE;
          for (int t = PAWN; t <= KING; ++t)
            if (popcount(after.pieces(~pos.turn(), PieceType(t))) <
                popcount(pos.pieces(~pos.turn(), PieceType(t))))
              taken = PieceType(t);
          BOOST_TEST(facts.captured == taken, toUci(m));
          captures += taken != NO_PIECE_TYPE;
          // A pawn's two-square step names the square it passed over: empty before and after, and
          // the one a pawn of the other side could take it on (as the position says when one can).
          if (facts.epSquare != NO_SQUARE) {
            ++doubleSteps;
            BOOST_TEST(facts.piece == PAWN);
            BOOST_TEST(std::abs(rankOf(m.to()) - rankOf(m.from())) == 2);
            BOOST_TEST(fileOf(facts.epSquare) == fileOf(m.from()));
            BOOST_TEST(rankOf(facts.epSquare) == (rankOf(m.from()) + rankOf(m.to())) / 2);
            BOOST_TEST(pos.pieceAt(facts.epSquare) == NO_PIECE);
            BOOST_TEST((after.epSquare() == NO_SQUARE || after.epSquare() == facts.epSquare));
          } else {
            BOOST_TEST(after.epSquare() == NO_SQUARE);
            BOOST_TEST(!(facts.piece == PAWN && std::abs(rankOf(m.to()) - rankOf(m.from())) == 2));
          }
        }
      }
      pos.play(legal[std::uniform_int_distribution<int>(0, legal.size() - 1)(rng)]);
    }
  }
  BOOST_TEST(moves > 100000);
  BOOST_TEST(castlings > 100);
  BOOST_TEST(checks > 1000);
  BOOST_TEST(mates > 0);
  BOOST_TEST(captures > 10000);
  BOOST_TEST(doubleSteps > 10000);
}

BOOST_AUTO_TEST_CASE(worked_examples) {
  // Chess960 castling with the king on b1 and the rook on a1: O-O-O puts the king on c1, the rook on d1.
  const Position pos = test::load("6k1/8/8/8/8/8/8/RK6 w A - 0 1");
  const MoveFacts queenside = describeMove(pos, Move(B1, A1, MoveKind::CASTLING));
  BOOST_TEST(queenside.sanText() == "O-O-O");
  BOOST_TEST(*queenside.castling == QUEEN_SIDE);
  BOOST_TEST(queenside.pieceTo == C1);
  BOOST_TEST(queenside.rookTo == D1);
  BOOST_TEST(queenside.piece == KING);
  // En passant takes a pawn that is not on the target square; a mate is marked as such.
  const Position ep = test::load("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  const MoveFacts enPassant = describeMove(ep, Move(E5, D6, MoveKind::EN_PASSANT));
  BOOST_TEST(enPassant.captured == PAWN);
  BOOST_TEST(enPassant.sanText() == "exd6");
  BOOST_TEST(enPassant.epSquare == NO_SQUARE);
  // A two-square step passes over a square, whether or not a pawn can take there; one step does not.
  const Position start = test::load("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
  BOOST_TEST(describeMove(start, Move(E2, E4)).epSquare == E3);
  BOOST_TEST(describeMove(start, Move(E2, E3)).epSquare == NO_SQUARE);
  const Position black = test::load("4k3/3p4/8/8/8/8/8/4K3 b - - 0 1");
  BOOST_TEST(describeMove(black, Move(D7, D5)).epSquare == D6);
  const Position mate = test::load("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
  const MoveFacts rook = describeMove(mate, Move(A1, A8));
  BOOST_TEST((rook.checkMark == CheckMark::MATE));
  BOOST_TEST(rook.sanText() == "Ra8#");
}

BOOST_AUTO_TEST_SUITE_END()
