#define BOOST_TEST_MODULE chess960
#include <boost/test/unit_test.hpp>
