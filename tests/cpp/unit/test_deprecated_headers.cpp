// The headers renamed in 0.x (setup.h, setups.h, startpos.h) still bring in what they used to.
#include <boost/test/unit_test.hpp>

#include "chess960/setup.h"
#include "chess960/setups.h"
#include "chess960/startpos.h"

using namespace chess960;

BOOST_AUTO_TEST_SUITE(deprecated_headers)

BOOST_AUTO_TEST_CASE(old_header_names_forward_to_the_new_ones) {
  const Setup empty;
  BOOST_TEST(empty.board[E1] == NO_PIECE);
  BOOST_TEST(*positionFromCards("cRfNaQbRdNeRgh") == STANDARD_POSITION_NUMBER);
  BOOST_TEST(startPosition(STANDARD_POSITION_NUMBER)->samePosition(Position::standard()));
}

BOOST_AUTO_TEST_SUITE_END()
