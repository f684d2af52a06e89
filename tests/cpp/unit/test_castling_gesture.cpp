// castling_gesture.h: which castling a king's drag asks for (the rook's square, the castling
// square, two or more files toward it), with and without rights, for both colours, a king next
// to its castling square (start 709), a king in a corner, and every one of the 960 starts.
#include <boost/test/unit_test.hpp>
#include <optional>
#include <string_view>

#include "chess960/castling_gesture.h"
#include "chess960/fen.h"
#include "chess960/start_positions.h"
#include "support.h"

using namespace chess960;

namespace {

Position positionFrom(std::string_view fen) {
  auto pos = parseFen(fen);
  BOOST_TEST_REQUIRE(pos.ok(), fen << ": " << (pos ? "" : pos.error().message));
  return *pos;
}

// -1 for none, else the side, so that Boost prints both answers.
int asked(const Position& pos, Square from, Square to) {
  const auto side = castlingAskedBy(pos, from, to);
  return side ? int(*side) : -1;
}

Bitboard squares(std::initializer_list<Square> list) {
  Bitboard b = 0;
  for (Square s : list) b |= squareBb(s);
  return b;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(castling_gesture)

BOOST_AUTO_TEST_CASE(standard_squares_ask_as_players_expect) {
  const Position pos = positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  BOOST_TEST(asked(pos, E1, G1) == KING_SIDE);
  BOOST_TEST(asked(pos, E1, H1) == KING_SIDE);
  BOOST_TEST(asked(pos, E1, C1) == QUEEN_SIDE);
  BOOST_TEST(asked(pos, E1, A1) == QUEEN_SIDE);
  BOOST_TEST(asked(pos, E1, F1) == -1);  // one square: a king's step
  BOOST_TEST(asked(pos, E1, D1) == -1);
  BOOST_TEST(asked(pos, E1, B1) == -1);  // past the castling square
  BOOST_TEST(asked(pos, E1, E2) == -1);
  // Black's king alike, whoever is to move (castling_status.h says whose turn it is).
  BOOST_TEST(asked(pos, E8, G8) == KING_SIDE);
  BOOST_TEST(asked(pos, E8, A8) == QUEEN_SIDE);
  BOOST_TEST(asked(pos, E8, F8) == -1);
  BOOST_TEST(castlingGestureSquares(pos, BLACK, KING_SIDE) == squares({G8, H8}));
  BOOST_TEST(castlingGestureSquares(pos, WHITE, QUEEN_SIDE) == squares({A1, C1}));
}

BOOST_AUTO_TEST_CASE(a_king_next_to_its_castling_square_start_709) {
  const Position start = *startPosition(709);
  BOOST_TEST_REQUIRE(*backRankOf(709) == "RKBBQNNR");  // king b1, rooks a1 and h1
  BOOST_TEST(asked(start, B1, C1) == QUEEN_SIDE);      // also a king's step, once c1 is empty
  BOOST_TEST(asked(start, B1, A1) == QUEEN_SIDE);
  BOOST_TEST(castlingGestureSquares(start, WHITE, KING_SIDE) == squares({D1, E1, F1, G1, H1}));
  BOOST_TEST(castlingGestureSquares(start, BLACK, KING_SIDE) == squares({D8, E8, F8, G8, H8}));
  BOOST_TEST(castlingGestureSquares(start, BLACK, QUEEN_SIDE) == squares({A8, C8}));
}

BOOST_AUTO_TEST_CASE(the_rook_square_asks_before_the_other_castling_square) {
  // Start 959 (RKRNNQBB): the kingside rook stands on c1, O-O-O's castling square; the king
  // onto it asks for O-O, with that rook.
  const Position start = *startPosition(959);
  BOOST_TEST_REQUIRE(*backRankOf(959) == "RKRNNQBB");
  BOOST_TEST(asked(start, B1, C1) == KING_SIDE);
  BOOST_TEST(castlingGestureSquares(start, WHITE, QUEEN_SIDE) == squares({A1}));
}

BOOST_AUTO_TEST_CASE(without_a_right_the_castling_square_still_asks) {
  // The right is gone: a drop on g1 still asks (and castling_status.h says why it cannot be);
  // the rook's square asks only with a right, since without one no rook is the castling rook.
  const Position pos = positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
  BOOST_TEST(asked(pos, E1, G1) == KING_SIDE);
  BOOST_TEST(asked(pos, E1, H1) == -1);
  BOOST_TEST(asked(pos, E1, C1) == QUEEN_SIDE);
  BOOST_TEST(asked(pos, E1, A1) == -1);
}

BOOST_AUTO_TEST_CASE(only_a_king_on_its_back_rank_asks) {
  const Position pos = positionFrom("r3k2r/8/8/8/8/8/4K3/R6R w - - 0 1");
  BOOST_TEST(asked(pos, E2, G2) == -1);  // off its back rank
  BOOST_TEST(asked(pos, A1, C1) == -1);  // a rook
  BOOST_TEST(asked(pos, H8, F8) == -1);
  BOOST_TEST(asked(pos, E8, G7) == -1);  // another rank
  BOOST_TEST(asked(pos, E8, E8) == -1);
  // No square at all, from or to (a caller's NO_SQUARE): nothing is asked, nothing read off the board.
  BOOST_TEST(asked(pos, NO_SQUARE, G1) == -1);
  BOOST_TEST(asked(pos, E8, NO_SQUARE) == -1);
  BOOST_TEST(asked(pos, NO_SQUARE, NO_SQUARE) == -1);
}

BOOST_AUTO_TEST_CASE(a_king_in_the_corner_asks_for_the_side_it_has_a_right_to) {
  // King a1 with a kingside right: c1 is O-O-O's castling square and two files toward g1.
  const Position pos = positionFrom("4k3/8/8/8/8/8/8/K6R w H - 0 1");
  BOOST_TEST(asked(pos, A1, C1) == KING_SIDE);
  BOOST_TEST(asked(pos, A1, H1) == KING_SIDE);
  const Position none = positionFrom("4k3/8/8/8/8/8/8/K6R w - - 0 1");
  BOOST_TEST(asked(none, A1, C1) == QUEEN_SIDE);  // no right either way: the castling square's side
  BOOST_TEST(asked(none, A1, D1) == KING_SIDE);
}

BOOST_AUTO_TEST_CASE(every_start_asks_each_side_with_its_own_squares) {
  for (int number = 0; number < START_POSITION_COUNT; ++number) {
    const Position pos = *startPosition(number);
    for (Color c : {WHITE, BLACK}) {
      const Square king = pos.kingSquare(c);
      const Bitboard kingside = castlingGestureSquares(pos, c, KING_SIDE);
      const Bitboard queenside = castlingGestureSquares(pos, c, QUEEN_SIDE);
      BOOST_TEST((kingside & queenside) == 0u, number);
      for (CastlingSide side : {KING_SIDE, QUEEN_SIDE}) {
        const Bitboard own = side == KING_SIDE ? kingside : queenside;
        const Square kingTo = castlingKingTarget(c, side);
        BOOST_TEST((own & squareBb(pos.castlingRook(c, side))) != 0u, number);
        // The castling square asks unless the king stands on it or the other side's rook does.
        const bool rookThere = pos.castlingRook(c, side == KING_SIDE ? QUEEN_SIDE : KING_SIDE) == kingTo;
        BOOST_TEST(((own & squareBb(kingTo)) != 0u) == (kingTo != king && !rookThere), number);
        BOOST_TEST((own & squareBb(king)) == 0u, number);
      }
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
