// premove.h: the geometry of premoves (chessground's), for the side not to move only, and
// castling by gesture while the right exists and no piece of the king's own side is in the way.
#include <boost/test/unit_test.hpp>
#include <string_view>

#include "chess960/fen.h"
#include "chess960/premove.h"
#include "chess960/start_positions.h"
#include "support.h"

using namespace chess960;

namespace {

Position positionFrom(std::string_view fen) {
  auto pos = parseFen(fen);
  BOOST_TEST_REQUIRE(pos.ok(), fen << ": " << (pos ? "" : pos.error().message));
  return *pos;
}

Bitboard squares(std::initializer_list<Square> list) {
  Bitboard b = 0;
  for (Square s : list) b |= squareBb(s);
  return b;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(premove)

BOOST_AUTO_TEST_CASE(pieces_move_by_geometry_through_any_piece) {
  const Position start = Position::standard();  // White to move: Black premoves
  BOOST_TEST(premoveDestinations(start, E7) == squares({E6, E5, D6, F6}));
  BOOST_TEST(premoveDestinations(start, A7) == squares({A6, A5, B6}));
  BOOST_TEST(premoveDestinations(start, G8) == squares({E7, F6, H6}));
  BOOST_TEST(premoveDestinations(start, C8) == squares({B7, A6, D7, E6, F5, G4, H3}));
  BOOST_TEST(premoveDestinations(start, D8) ==
             (attacks::queen(D8, 0)));  // every line, pieces in the way or not
  BOOST_TEST(premoveDestinations(start, E8) == squares({D8, F8, D7, E7, F7}));  // castling blocked by its own
  // A pawn past its start rank steps one square.
  const Position later = positionFrom("4k3/8/3p4/8/8/8/8/4K3 w - - 0 1");
  BOOST_TEST(premoveDestinations(later, D6) == squares({C5, D5, E5}));
}

BOOST_AUTO_TEST_CASE(only_the_side_not_to_move_premoves) {
  const Position start = Position::standard();
  BOOST_TEST(premoveDestinations(start, E2) == 0u);
  BOOST_TEST(premoveDestinations(start, E4) == 0u);  // empty
  BOOST_TEST(premoveDestinations(start, NO_SQUARE) == 0u);
}

BOOST_AUTO_TEST_CASE(castling_while_the_right_exists) {
  const Position pos = positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  BOOST_TEST(premoveDestinations(pos, E8) == squares({D8, F8, D7, E7, F7, A8, C8, G8, H8}));
  const Position gone = positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w Kk - 0 1");
  BOOST_TEST(premoveDestinations(gone, E8) == squares({D8, F8, D7, E7, F7, G8, H8}));
  // An opponent's piece in the way may leave; one's own cannot before the turn comes.
  const Position theirs = positionFrom("r3kB1r/8/8/8/8/8/8/4K3 w kq - 0 1");
  BOOST_TEST((premoveDestinations(theirs, E8) & squares({G8, H8})) == squares({G8, H8}));
  const Position own = positionFrom("rn2k2r/8/8/8/8/8/8/4K3 w kq - 0 1");
  BOOST_TEST((premoveDestinations(own, E8) & squares({A8, C8})) ==
             0u);  // the knight on b8 is in the rook's way
}

BOOST_AUTO_TEST_CASE(chess960_castling_premoves_by_fide_gestures) {
  // Start 709 (RKBBQNNR), its back rank cleared: Black's king on b8 castles O-O onto h8 or d8 to
  // g8 (two or more toward g8) and O-O-O onto a8 or c8.
  const Position pos = positionFrom("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1");
  BOOST_TEST(premoveDestinations(pos, B8) == squares({A8, C8, A7, B7, C7, D8, E8, F8, G8, H8}));
}

BOOST_AUTO_TEST_SUITE_END()
