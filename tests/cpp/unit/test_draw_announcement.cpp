// The announcement of a chess960-draw-v1 draw: written, read back, every malformed text refused
// with its line and field, and a revealed seed and public value checked against it.
#include <boost/test/unit_test.hpp>
#include <cctype>
#include <string>
#include <vector>

#include "chess960/draw_announcement.h"
#include "support.h"

using namespace chess960;

namespace {

const std::string HASTINGS_COMMITMENT = "98c0b21652bd2ca4d64c6c4968e24ad3c9583b5c890351c4358134466bcc990a";
const std::string HASTINGS =
    "algorithm: chess960-draw-v1\n"
    "commitment: " +
    HASTINGS_COMMITMENT +
    "\n"
    "rounds: 7\n"
    "pool: chess960\n"
    "excluded: 518, 534\n"
    "repeats: no\n"
    "double chess960: no\n"
    "public value: five die rolls by a player before round 1\n";

const int EXCLUDE[] = {534, 518, 534};

DrawOptions hastings() {
  DrawOptions options;
  options.seed = "Hastings 2026";
  options.rounds = 7;
  options.exclude = EXCLUDE;
  return options;
}

DrawAnnouncement read(const std::string& text) {
  auto announced = readDrawAnnouncement(text);
  BOOST_TEST_REQUIRE(announced.ok(), (announced.ok() ? "" : announced.error().message));
  return *announced;
}

// `text` is refused with DRAW_ANNOUNCEMENT, the message and the place given.
void checkRefused(const std::string& text, const std::string& message, int line, const std::string& field) {
  DrawAnnouncementPlace place{-1, "unset"};
  auto announced = readDrawAnnouncement(text, &place);
  BOOST_TEST_REQUIRE(!announced.ok(), text);
  BOOST_TEST(announced.error().code == ErrorCode::DRAW_ANNOUNCEMENT);
  BOOST_TEST(announced.error().message == message);
  BOOST_TEST(place.line == line, message);
  BOOST_TEST(place.field == field, message);
}

// HASTINGS with line `from` replaced by `to`.
std::string with(const std::string& from, const std::string& to) {
  std::string text = HASTINGS;
  const std::size_t at = text.find(from);
  BOOST_TEST_REQUIRE(at != std::string::npos, from);
  return text.replace(at, from.size(), to);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(draw_announcement)

BOOST_AUTO_TEST_CASE(written_in_the_documented_order) {
  auto text = writeDrawAnnouncement(hastings(), "  five die rolls by a player before round 1 ");
  BOOST_TEST_REQUIRE(text.ok());
  BOOST_TEST(*text == HASTINGS);
  auto record = writeDrawAnnouncement(hastings(), "", true);
  BOOST_TEST_REQUIRE(record.ok());
  BOOST_TEST(*record == with("public value: five die rolls by a player before round 1\n",
                             "public value: none\nseed: Hastings 2026\n"));
  DrawOptions options = hastings();
  options.exclude = {};
  options.subset = StartSubset::CHESS18;
  options.unique = false;
  options.doubleChess960 = true;
  options.publicValue = "drawn later, so never written";
  auto other = writeDrawAnnouncement(options, "none");
  BOOST_TEST_REQUIRE(other.ok());
  BOOST_TEST(other->find(
                 "pool: chess18\nexcluded: none\nrepeats: yes\ndouble chess960: yes\npublic value: none\n") !=
             std::string::npos);
  BOOST_TEST(other->find("drawn later") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(read_back_as_written) {
  const DrawAnnouncement a = read(HASTINGS);
  BOOST_TEST(a.commitment == HASTINGS_COMMITMENT);
  BOOST_TEST(a.rounds == 7);
  BOOST_TEST((a.subset == StartSubset::CHESS960));
  BOOST_TEST((a.exclude == std::vector<int>{518, 534}));
  BOOST_TEST(a.unique);
  BOOST_TEST(!a.doubleChess960);
  BOOST_TEST(a.publicSource == "five die rolls by a player before round 1");
  BOOST_TEST(a.seed.empty());
  // Every option through a round trip, the seed of a record too.
  for (StartSubset subset :
       {StartSubset::CHESS960, StartSubset::CHESS18, StartSubset::CHESS90, StartSubset::CHESS870})
    for (int flags = 0; flags < 4; ++flags) {
      DrawOptions options = hastings();
      options.subset = subset;
      options.rounds = 12;
      options.unique = flags & 1;
      options.doubleChess960 = flags & 2;
      const DrawAnnouncement b = read(*writeDrawAnnouncement(options, flags ? "a die" : "", true));
      BOOST_TEST((b.subset == subset));
      BOOST_TEST(b.rounds == 12);
      BOOST_TEST(b.unique == options.unique);
      BOOST_TEST(b.doubleChess960 == options.doubleChess960);
      BOOST_TEST(b.publicSource == (flags ? "a die" : ""));
      BOOST_TEST(b.seed == "Hastings 2026");
    }
}

BOOST_AUTO_TEST_CASE(read_as_people_paste_it) {
  // Comments, CRLF, blank lines, spaces around names and values, names and values in any case,
  // capital hex.
  std::string upper = HASTINGS_COMMITMENT;
  for (char& c : upper) c = char(std::toupper(c));
  const DrawAnnouncement a = read(
      "# Hastings 2026: the draw\r\n  Algorithm: chess960-draw-v1\r\n  # the SHA-256 of the seed\r\n"
      "commitment: " +
      upper +
      "\r\n\r\nrounds: 3\r\npool: Chess18\r\nexcluded: 525 ,518, 525\r\nREPEATS: Yes\r\n"
      "double chess960: NO\r\n  Public Value :  none \r\n");
  BOOST_TEST(a.commitment == HASTINGS_COMMITMENT);
  BOOST_TEST((a.exclude == std::vector<int>{518, 525}));
  BOOST_TEST((a.subset == StartSubset::CHESS18));
  BOOST_TEST(!a.unique);
  BOOST_TEST(a.publicSource.empty());
}

BOOST_AUTO_TEST_CASE(every_malformed_text_refused_with_its_place) {
  checkRefused("", "the announcement ends before its line \"algorithm: ...\"", 0, "algorithm");
  checkRefused(with("public value: five die rolls by a player before round 1\n", ""),
               "the announcement ends before its line \"public value: ...\"", 0, "public value");
  // A line missing, out of order, unknown or given twice: the line found where another was due.
  checkRefused(with("rounds: 7\n", ""), "line 3: \"pool: chess960\" where the announcement has rounds", 3,
               "rounds");
  checkRefused(with("repeats: no", "repeat: no"), "line 6: \"repeat: no\" where the announcement has repeats",
               6, "repeats");
  checkRefused("Hastings 2026 draw\n" + HASTINGS,
               "line 1: \"Hastings 2026 draw\" where the announcement has algorithm", 1, "algorithm");
  checkRefused(HASTINGS + "rounds: 8\n", "line 9: \"rounds: 8\" where the announcement has seed", 9, "seed");
  checkRefused(HASTINGS + "seed: a\nseed: b\n", "line 10: \"seed: b\" where the announcement has ended", 10,
               "");
  checkRefused(with("chess960-draw-v1", "chess960-draw-v2"),
               "line 1: algorithm \"chess960-draw-v2\" is not chess960-draw-v1", 1, "algorithm");
  checkRefused(with(HASTINGS_COMMITMENT, "98c0b216"), "line 2: commitment \"98c0b216\" is not 64 hex digits",
               2, "commitment");
  checkRefused(with("98c0", "g8c0"),
               "line 2: commitment \"g8c0b21652bd2ca4d64c6c49...\" is not 64 hex digits", 2, "commitment");
  for (const char* rounds : {"0", "1001", "seven", "7.5", "", "-1", "99999999999"})
    checkRefused(with("rounds: 7", std::string("rounds: ") + rounds),
                 std::string("line 3: rounds \"") + rounds + "\" is not a number from 1 to 1000", 3,
                 "rounds");
  checkRefused(with("pool: chess960", "pool: chess961"),
               "line 4: pool \"chess961\" is not chess960, chess18, chess90 or chess870", 4, "pool");
  for (const char* excluded : {"518, 960", "518,", "518 534", "-1", "", "nothing"})
    checkRefused(with("excluded: 518, 534", std::string("excluded: ") + excluded),
                 std::string("line 5: excluded \"") + excluded +
                     "\" is not none, or start numbers 0-959 separated by commas",
                 5, "excluded");
  checkRefused(with("repeats: no", "repeats: maybe"), "line 6: repeats \"maybe\" is not yes or no", 6,
               "repeats");
  checkRefused(with("double chess960: no", "double chess960: 1"),
               "line 7: double chess960 \"1\" is not yes or no", 7, "double chess960");
  checkRefused(with("five die rolls by a player before round 1", std::string(257, 'd')),
               "line 8: public value \"dddddddddddddddddddddddd...\" is not at most 256 bytes long", 8,
               "public value");
  checkRefused(HASTINGS + "seed:\n", "line 9: seed \"\" is not a seed", 9, "seed");
  checkRefused(
      with("pool: chess960\n", "pool: chess18\n").replace(HASTINGS.find("rounds: 7"), 9, "rounds: 18"),
      "the options give no draw: 18 rounds without repeats need 18 starts; the pool holds 17 "
      "(allow repeats, or exclude fewer)",
      0, "rounds");
  checkRefused(std::string(MAX_DRAW_ANNOUNCEMENT_BYTES + 1, '\n'),
               "the announcement is 8193 bytes; at most 8192 are read", 0, "");
}

BOOST_AUTO_TEST_CASE(writing_refuses_what_no_announcement_holds) {
  DrawOptions options = hastings();
  options.seed = "";
  BOOST_TEST(writeDrawAnnouncement(options, "").error().code == ErrorCode::DRAW_SEED);
  options = hastings();
  options.rounds = 0;
  BOOST_TEST(writeDrawAnnouncement(options, "").error().code == ErrorCode::DRAW_ROUNDS);
  options.rounds = 960;
  BOOST_TEST(writeDrawAnnouncement(options, "").error().code == ErrorCode::DRAW_POOL);
  const int outOfRange[] = {960};
  options = hastings();
  options.exclude = outOfRange;
  BOOST_TEST(writeDrawAnnouncement(options, "").error().code == ErrorCode::POSITION_NUMBER);
  options = hastings();
  auto twoLines = writeDrawAnnouncement(options, "a die\nthen another");
  BOOST_TEST(twoLines.error().code == ErrorCode::DRAW_ANNOUNCEMENT);
  BOOST_TEST(twoLines.error().message ==
             "where the public value comes from must be one line of at most 256 bytes");
  BOOST_TEST(writeDrawAnnouncement(options, std::string(257, 'd')).error().code ==
             ErrorCode::DRAW_ANNOUNCEMENT);
  BOOST_TEST(writeDrawAnnouncement(options, std::string(256, 'd')).ok());
  for (const char* seed : {" padded", "padded ", "two\nlines"}) {
    options.seed = seed;
    BOOST_TEST(writeDrawAnnouncement(options, "").ok(), "an announcement holds no seed");
    auto record = writeDrawAnnouncement(options, "", true);
    BOOST_TEST(record.error().code == ErrorCode::DRAW_ANNOUNCEMENT);
    BOOST_TEST(record.error().message.find("a record keeps the seed on one line") == 0u);
  }
}

BOOST_AUTO_TEST_CASE(verify_checks_the_seed_the_public_value_and_draws_the_announced_options) {
  const DrawAnnouncement a = read(HASTINGS);
  auto right = verifyDraw(a, "Hastings 2026", "3-6-1-4-2");
  BOOST_TEST_REQUIRE(right.ok());
  BOOST_TEST(right->seedMatches);
  BOOST_TEST(right->publicAsAnnounced);
  std::vector<int> numbers;
  for (const DrawnStart& s : right->draw.starts) numbers.push_back(s.white);
  // The npm README's vector for these options.
  BOOST_TEST((numbers == std::vector<int>{729, 511, 56, 733, 519, 676, 291}));

  auto wrongSeed = verifyDraw(a, "Hastings 2027", "3-6-1-4-2");
  BOOST_TEST(!wrongSeed->seedMatches);
  BOOST_TEST(wrongSeed->publicAsAnnounced);
  BOOST_TEST(wrongSeed->draw.commitment == *drawCommitment("Hastings 2027"));
  auto noPublic = verifyDraw(a, "Hastings 2026", "");
  BOOST_TEST(noPublic->seedMatches);
  BOOST_TEST(!noPublic->publicAsAnnounced);
  const DrawAnnouncement none = read(with("five die rolls by a player before round 1", "none"));
  BOOST_TEST(!verifyDraw(none, "Hastings 2026", "3-6-1-4-2")->publicAsAnnounced);
  BOOST_TEST(verifyDraw(none, "Hastings 2026", "")->publicAsAnnounced);
  BOOST_TEST(verifyDraw(a, "", "").error().code == ErrorCode::DRAW_SEED);
}

BOOST_AUTO_TEST_SUITE_END()
