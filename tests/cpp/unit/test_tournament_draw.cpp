// The tournament draw chess960-draw-v1 against vectors written here (v2 draws the same rounds
// without a band; test_draw_band.cpp has the band, test_draw_announcement.cpp v2's commitment). They were
// worked out with a separate script following the algorithm as the npm reference states it
// (Chess960.drawStarts), on python3's hashlib (its own Scharnagl decoder and pools, nothing from this
// library): sha256(f"{K}|{r}|{s}|{c}"), the first four bytes big-endian, rejection at N * floor(2^32 / N),
// then P[x mod N].
#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <string>
#include <vector>

#include "chess960/draw_announcement.h"
#include "chess960/start_positions.h"
#include "chess960/tournament_draw.h"
#include "support.h"

using namespace chess960;

namespace {

TournamentDraw draw(const DrawOptions& options) {
  auto result = drawStarts(options);
  BOOST_TEST_REQUIRE(result.ok(), (result.ok() ? "" : result.error().message));
  return *result;
}

std::vector<int> whites(const TournamentDraw& d) {
  std::vector<int> numbers;
  for (const DrawnStart& s : d.starts) numbers.push_back(s.white);
  return numbers;
}
std::vector<int> blacks(const TournamentDraw& d) {
  std::vector<int> numbers;
  for (const DrawnStart& s : d.starts) numbers.push_back(s.black);
  return numbers;
}

// The error of options that must fail: its code, and a message that mentions `mentions`.
void checkRefused(const DrawOptions& options, ErrorCode code, const std::string& mentions) {
  auto result = drawStarts(options);
  BOOST_TEST_REQUIRE(!result.ok());
  BOOST_TEST(result.error().code == code);
  BOOST_TEST(result.error().message.find(mentions) != std::string::npos,
             "'" << result.error().message << "' should mention '" << mentions << "'");
}

// Options of a v1 draw, whose commitment is the seed's SHA-256.
DrawOptions v1Options() {
  DrawOptions options;
  options.algorithm = DrawAlgorithm::V1;
  return options;
}

const std::string HASTINGS_COMMITMENT = "98c0b21652bd2ca4d64c6c4968e24ad3c9583b5c890351c4358134466bcc990a";

}  // namespace

BOOST_AUTO_TEST_SUITE(tournament_draw)

BOOST_AUTO_TEST_CASE(commitment_is_the_hex_sha256_of_the_seed) {
  BOOST_TEST(*drawCommitment("Hastings 2026") == HASTINGS_COMMITMENT);
  BOOST_TEST(*drawCommitment("a") == "ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb");
  BOOST_TEST(drawCommitment("").error().code == ErrorCode::DRAW_SEED);
  BOOST_TEST(drawCommitment(std::string(257, 's')).error().code == ErrorCode::DRAW_SEED);
  BOOST_TEST(drawCommitment(std::string(256, 's')).ok());
  BOOST_TEST(std::string(DRAW_ALGORITHM_V1) == "chess960-draw-v1");
  BOOST_TEST(std::string(DRAW_ALGORITHM_V2) == "chess960-draw-v2");
}

BOOST_AUTO_TEST_CASE(v2_without_a_band_draws_v1s_rounds_under_another_commitment) {
  DrawOptions options = v1Options();
  options.seed = "Hastings 2026";
  options.publicValue = "3-6-1-4-2";
  options.rounds = 5;
  const TournamentDraw v1 = draw(options);
  options.algorithm = DrawAlgorithm::V2;
  const TournamentDraw v2 = draw(options);
  BOOST_TEST((v1.algorithm == DrawAlgorithm::V1 && v2.algorithm == DrawAlgorithm::V2));
  BOOST_TEST(whites(v2) == whites(v1), boost::test_tools::per_element());
  BOOST_TEST(v2.commitment != v1.commitment);
  BOOST_TEST(v2.commitment == *drawCommitmentV2(options));
}

BOOST_AUTO_TEST_CASE(all_960_without_repeats) {
  DrawOptions options = v1Options();
  options.seed = "Hastings 2026";
  options.rounds = 9;
  const TournamentDraw d = draw(options);
  BOOST_TEST(d.commitment == HASTINGS_COMMITMENT);
  BOOST_TEST(whites(d) == (std::vector<int>{377, 128, 28, 227, 945, 144, 238, 156, 265}),
             boost::test_tools::per_element());
  BOOST_TEST(blacks(d) == whites(d), boost::test_tools::per_element());
  for (std::size_t i = 0; i < d.starts.size(); ++i) BOOST_TEST(d.starts[i].round == int(i) + 1);
  // The first rounds do not depend on how many follow.
  options.rounds = 3;
  BOOST_TEST(whites(draw(options)) == (std::vector<int>{377, 128, 28}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_public_value_changes_the_key) {
  DrawOptions options = v1Options();
  options.seed = "Hastings 2026";
  options.publicValue = "3-6-1-4-2";
  options.rounds = 5;
  const TournamentDraw d = draw(options);
  BOOST_TEST(d.commitment == HASTINGS_COMMITMENT);  // the commitment is of the seed alone
  BOOST_TEST(whites(d) == (std::vector<int>{311, 237, 484, 861, 186}), boost::test_tools::per_element());
  options.publicValue = "";  // an empty public value is none
  BOOST_TEST(whites(draw(options)) == (std::vector<int>{377, 128, 28, 227, 945}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_subset_with_an_exclusion) {
  const int exclude[] = {518};
  DrawOptions options = v1Options();
  options.seed = "Hastings 2026";
  options.rounds = 4;
  options.subset = StartSubset::CHESS18;
  options.exclude = exclude;
  BOOST_TEST(whites(draw(options)) == (std::vector<int>{548, 509, 414, 533}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(double_chess960_draws_each_side) {
  DrawOptions options = v1Options();
  options.seed = "Hastings 2026";
  options.rounds = 3;
  options.doubleChess960 = true;
  const TournamentDraw d = draw(options);
  BOOST_TEST(whites(d) == (std::vector<int>{377, 128, 28}), boost::test_tools::per_element());  // as single
  BOOST_TEST(blacks(d) == (std::vector<int>{842, 345, 879}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(unique_draws_the_whole_pool_and_repeats_when_allowed) {
  DrawOptions options = v1Options();
  options.seed = "a";
  options.rounds = 18;
  options.subset = StartSubset::CHESS18;
  const std::vector<int> all18 = whites(draw(options));
  BOOST_TEST(all18 == (std::vector<int>{502, 693, 524, 548, 454, 533, 532, 525, 446, 549, 414, 509, 518, 460,
                                        430, 508, 692, 461}),
             boost::test_tools::per_element());
  std::vector<int> sorted = all18;
  std::sort(sorted.begin(), sorted.end());
  BOOST_TEST(sorted == startPositionsIn(StartSubset::CHESS18), boost::test_tools::per_element());
  options.rounds = 6;
  options.unique = false;  // round 5 draws 524 again
  BOOST_TEST(whites(draw(options)) == (std::vector<int>{502, 693, 524, 548, 524, 533}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(utf8_text_and_everything_at_once) {
  const int exclude[] = {0, 1, 2};
  DrawOptions options = v1Options();
  options.seed =
      "Grand Prix \xc2\xb7 Jerewan \xe2\x80\x94 \xd5\x87\xd5\xa1\xd5\xad\xd5\xb4\xd5\xa1\xd5\xbf "
      "\xe2\x99\x9e";
  options.publicValue = "\xf0\x9f\x8e\xb2 5 2";
  options.rounds = 3;
  options.subset = StartSubset::CHESS90;
  options.exclude = exclude;
  options.doubleChess960 = true;
  const TournamentDraw d = draw(options);
  BOOST_TEST(d.commitment == "e8ca29c4dd7402dc383a5fd0cf4588518b9a9cfb45583e2f632ce58ff6466a67");
  BOOST_TEST(whites(d) == (std::vector<int>{4, 847, 878}), boost::test_tools::per_element());
  BOOST_TEST(blacks(d) == (std::vector<int>{858, 859, 921}), boost::test_tools::per_element());
}

// With 5 starts excluded the pool holds 955, and 2^32 = 4,497,348 * 955 + 911: values from
// 4,294,966,385 up are rejected. This seed (found by searching reject-0, reject-1, ...) hashes
// "reject-12696917|1|w|0" to 4,294,966,486, so round 1 takes counter 1 (322), not P[x mod N] (106).
BOOST_AUTO_TEST_CASE(values_past_the_last_whole_multiple_are_rejected) {
  const int exclude[] = {0, 1, 2, 3, 4};
  DrawOptions options = v1Options();
  options.seed = "reject-12696917";
  options.rounds = 2;
  options.exclude = exclude;
  BOOST_TEST(whites(draw(options)) == (std::vector<int>{322, 812}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(bad_options_are_refused) {
  DrawOptions options = v1Options();
  options.seed = "";
  checkRefused(options, ErrorCode::DRAW_SEED, "the seed is empty");
  const std::string longSeed(257, 's');
  options.seed = longSeed;
  checkRefused(options, ErrorCode::DRAW_SEED, "the seed is 257 bytes of UTF-8; at most 256");
  options.seed = "ok";
  const std::string longPublic(300, 'p');
  options.publicValue = longPublic;
  checkRefused(options, ErrorCode::DRAW_SEED, "the public value is 300 bytes of UTF-8; at most 256");
  // Not UTF-8: a lone continuation byte, an overlong '/', a surrogate, past U+10FFFF, cut short.
  for (const char* bytes : {"a\x80", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x99"}) {
    options.publicValue = bytes;
    checkRefused(options, ErrorCode::DRAW_SEED, "the public value is not UTF-8 text");
    options.seed = bytes;
    options.publicValue = "";
    checkRefused(options, ErrorCode::DRAW_SEED, "the seed is not UTF-8 text");
    BOOST_TEST(!drawCommitment(bytes).ok());
    options.seed = "ok";
  }
  options.publicValue = std::string_view(longPublic).substr(0, 256);
  for (int rounds : {0, -1, 1001}) {
    options.rounds = rounds;
    checkRefused(options, ErrorCode::DRAW_ROUNDS,
                 "rounds is " + std::to_string(rounds) + "; a draw has 1 to 1000");
  }
  options.rounds = 1000;
  checkRefused(options, ErrorCode::DRAW_POOL,
               "1000 rounds without repeats need 1000 starts; the pool holds 960");
  options.unique = false;
  BOOST_TEST(drawStarts(options).ok());  // 1000 rounds with repeats
  options.rounds = 1;
  for (int number : {-1, 960}) {
    const int exclude[] = {518, number};
    options.exclude = exclude;
    checkRefused(options, ErrorCode::POSITION_NUMBER,
                 "excluded start number " + std::to_string(number) + " is out of range; use 0 to 959");
  }
  const std::vector<int> chess18 = startPositionsIn(StartSubset::CHESS18);
  options.subset = StartSubset::CHESS18;
  options.exclude = chess18;
  checkRefused(options, ErrorCode::DRAW_POOL, "the pool is empty: every start of chess18 is excluded");
  const std::vector<int> allBut2(chess18.begin() + 2, chess18.end());
  options.exclude = allBut2;
  options.unique = true;
  options.rounds = 3;
  checkRefused(options, ErrorCode::DRAW_POOL, "3 rounds without repeats need 3 starts; the pool holds 2");
  options.rounds = 2;
  BOOST_TEST(drawStarts(options).ok());
}

BOOST_AUTO_TEST_SUITE_END()
