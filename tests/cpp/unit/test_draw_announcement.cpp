// The announcement of a draw: chess960-draw-v1's as it has always been (written, read back, every
// malformed text refused with its line and field, a revealed seed and public value checked against
// it), then v2's, whose commitment covers every option (test_draw_band.cpp has the band's pool).
#include <boost/test/unit_test.hpp>
#include <cctype>
#include <string>
#include <vector>

#include "chess960/draw_announcement.h"
#include "chess960/sha256.h"
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
  options.algorithm = DrawAlgorithm::V1;
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

// The announcement (withSeed: the record) of `options` with the public value from `source`.
Result<std::string> announce(DrawOptions options, std::string_view source, bool withSeed = false) {
  options.publicSource = source;
  return writeDrawAnnouncement(options, withSeed);
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
  auto text = announce(hastings(), "  five die rolls by a player before round 1 ");
  BOOST_TEST_REQUIRE(text.ok());
  BOOST_TEST(*text == HASTINGS);
  auto record = announce(hastings(), "", true);
  BOOST_TEST_REQUIRE(record.ok());
  BOOST_TEST(*record == with("public value: five die rolls by a player before round 1\n",
                             "public value: none\nseed: Hastings 2026\n"));
  DrawOptions options = hastings();
  options.exclude = {};
  options.subset = StartSubset::CHESS18;
  options.unique = false;
  options.doubleChess960 = true;
  options.publicValue = "drawn later, so never written";
  auto other = announce(options, "none");
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
      const DrawAnnouncement b = read(*announce(options, flags ? "a die" : "", true));
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
  checkRefused(with("chess960-draw-v1", "chess960-draw-v3"),
               "line 1: algorithm \"chess960-draw-v3\" is not chess960-draw-v1 or chess960-draw-v2", 1,
               "algorithm");
  // v1 has no band: its lines where v1 has repeats.
  checkRefused(with("repeats: no\n", "max score: 40\nrepeats: no\n"),
               "line 6: \"max score: 40\" where the announcement has repeats", 6, "repeats");
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
  BOOST_TEST(announce(options, "").error().code == ErrorCode::DRAW_SEED);
  options = hastings();
  options.rounds = 0;
  BOOST_TEST(announce(options, "").error().code == ErrorCode::DRAW_ROUNDS);
  options.rounds = 960;
  BOOST_TEST(announce(options, "").error().code == ErrorCode::DRAW_POOL);
  const int outOfRange[] = {960};
  options = hastings();
  options.exclude = outOfRange;
  BOOST_TEST(announce(options, "").error().code == ErrorCode::POSITION_NUMBER);
  options = hastings();
  auto twoLines = announce(options, "a die\nthen another");
  BOOST_TEST(twoLines.error().code == ErrorCode::DRAW_ANNOUNCEMENT);
  BOOST_TEST(twoLines.error().message ==
             "where the public value comes from must be one line of at most 256 bytes");
  BOOST_TEST(announce(options, std::string(257, 'd')).error().code == ErrorCode::DRAW_ANNOUNCEMENT);
  BOOST_TEST(announce(options, std::string(256, 'd')).ok());
  for (const char* seed : {" padded", "padded ", "two\nlines"}) {
    options.seed = seed;
    BOOST_TEST(announce(options, "").ok(), "an announcement holds no seed");
    auto record = announce(options, "", true);
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

// ---- chess960-draw-v2 ----

BOOST_AUTO_TEST_CASE(v2_is_the_default_and_writes_the_band) {
  const auto table = readStartEvaluations(test::madeUpEvaluationRows());
  BOOST_TEST_REQUIRE(table.ok());
  DrawOptions options = hastings();
  options.algorithm = DrawAlgorithm::V2;
  options.maxScore = 40;
  options.evaluations = &*table;
  options.publicSource = "five die rolls by a player before round 1";
  auto text = writeDrawAnnouncement(options);
  BOOST_TEST_REQUIRE(text.ok(), (text ? "" : text.error().message));
  const std::string rest =
      "rounds: 7\npool: chess960\nexcluded: 518, 534\nmax score: 40\nevaluations: " + table->sha256 +
      "\nrepeats: no\ndouble chess960: no\npublic value: five die rolls by a player before round 1\n";
  BOOST_TEST_REQUIRE(text->rfind("algorithm: chess960-draw-v2\ncommitment: ", 0) == 0u, *text);
  const std::string commitment = text->substr(40, 64);
  BOOST_TEST(*text == "algorithm: chess960-draw-v2\ncommitment: " + commitment + "\n" + rest);
  // The commitment: SHA-256 of the record without its commitment line.
  BOOST_TEST(commitment == toHex(sha256("algorithm: chess960-draw-v2\n" + rest + "seed: Hastings 2026\n")));
  BOOST_TEST(commitment == *drawCommitmentV2(options));
  BOOST_TEST(commitment == drawStarts(options)->commitment, "the draw says the same");
  BOOST_TEST((DrawOptions{}.algorithm == DrawAlgorithm::V2), "v2 unless v1 is asked for");
  // Without a band: "none" on both lines.
  options.maxScore = NO_BAND;
  options.evaluations = nullptr;
  BOOST_TEST(announce(options, "")->find("max score: none\nevaluations: none\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(v2_read_back_as_written) {
  const auto table = readStartEvaluations(test::madeUpEvaluationRows());
  DrawOptions options = hastings();
  options.algorithm = DrawAlgorithm::V2;
  options.maxScore = 25;
  options.evaluations = &*table;
  const DrawAnnouncement a = read(*announce(options, "a die", true));
  BOOST_TEST((a.algorithm == DrawAlgorithm::V2));
  BOOST_TEST(a.maxScore == 25);
  BOOST_TEST(a.evaluations == table->sha256);
  BOOST_TEST((a.exclude == std::vector<int>{518, 534}));
  BOOST_TEST(a.publicSource == "a die");
  BOOST_TEST(a.seed == "Hastings 2026");
  const DrawAnnouncement v1 = read(HASTINGS);
  BOOST_TEST((v1.algorithm == DrawAlgorithm::V1));
  BOOST_TEST(v1.maxScore == NO_BAND);
  BOOST_TEST(v1.evaluations.empty());
  // A band needs its table and a table its band.
  const std::string text = *announce(options, "a die");
  const std::size_t at = text.find("max score: 25");
  checkRefused(std::string(text).replace(at, 13, "max score: none"),
               "max score and evaluations go together: a band needs its table, a table its band", 0,
               "max score");
  checkRefused(std::string(text).replace(at, 13, "max score: 1001"),
               "line 6: max score \"1001\" is not none, or a number of centipawns from 0 to 1000", 6,
               "max score");
  checkRefused(std::string(text).replace(text.find(table->sha256), 64, "abc"),
               "line 7: evaluations \"abc\" is not none, or the table's SHA-256 (64 hex digits)", 7,
               "evaluations");
}

// An announcement edited after it was published: each option changed in turn (and the
// algorithm), verified with the seed revealed. None gives "this is the draw that was announced".
BOOST_AUTO_TEST_CASE(v2_an_announcement_with_any_option_changed_does_not_verify) {
  const auto table = readStartEvaluations(test::madeUpEvaluationRows());
  const auto otherRows = test::madeUpEvaluationRows().replace(0, 9, "0 cp -59 ");
  const auto otherTable = readStartEvaluations(otherRows);
  BOOST_TEST_REQUIRE((table.ok() && otherTable.ok()));
  DrawOptions options = hastings();
  options.algorithm = DrawAlgorithm::V2;
  options.rounds = 5;
  options.maxScore = 40;
  options.evaluations = &*table;
  const std::string published = *announce(options, "five die rolls");
  auto original = verifyDraw(read(published), "Hastings 2026", "3-6-1-4-2", &*table);
  BOOST_TEST_REQUIRE(original.ok());
  BOOST_TEST((original->seedMatches && original->publicAsAnnounced),
             "the announcement as published verifies");

  const std::pair<std::string, std::string> edits[] = {
      {"rounds: 5", "rounds: 4"},
      {"pool: chess960", "pool: chess870"},
      {"excluded: 518, 534", "excluded: 518"},
      {"excluded: 518, 534", "excluded: none"},
      {"max score: 40", "max score: 50"},
      {"evaluations: " + table->sha256, "evaluations: " + otherTable->sha256},
      {"repeats: no", "repeats: yes"},
      {"double chess960: no", "double chess960: yes"},
      {"public value: five die rolls", "public value: six die rolls"},
      {"public value: five die rolls", "public value: none"},
  };
  for (const auto& [from, to] : edits) {
    std::string edited = published;
    edited.replace(edited.find(from), from.size(), to);
    const DrawAnnouncement a = read(edited);
    // The table the edited announcement names, as a player who trusts it would use.
    const StartEvaluations* named = a.evaluations == otherTable->sha256 ? &*otherTable : &*table;
    auto check =
        verifyDraw(a, "Hastings 2026", to.find("none") != std::string::npos ? "" : "3-6-1-4-2", named);
    BOOST_TEST_REQUIRE(check.ok(), to);
    BOOST_TEST(!check->seedMatches, "the seed does not match after " << from << " -> " << to);
  }
  // To v1: its reader meets the band's lines where v1 has none.
  std::string v1 = published;
  v1.replace(v1.find("chess960-draw-v2"), 16, "chess960-draw-v1");
  BOOST_TEST(!readDrawAnnouncement(v1).ok());
  // The band's table: none, or another than the announced one, is no check at all.
  const DrawAnnouncement a = read(published);
  auto none = verifyDraw(a, "Hastings 2026", "3-6-1-4-2");
  BOOST_TEST(none.error().code == ErrorCode::DRAW_BAND);
  BOOST_TEST(none.error().message == "the announcement keeps to a band of the table of start evaluations " +
                                         table->sha256 + ": give that table");
  auto other = verifyDraw(a, "Hastings 2026", "3-6-1-4-2", &*otherTable);
  BOOST_TEST(other.error().code == ErrorCode::DRAW_BAND);
  BOOST_TEST(other.error().message == "the announcement's band comes from the table of start evaluations " +
                                          table->sha256 + "; the table given is " + otherTable->sha256);
}

BOOST_AUTO_TEST_CASE(v1_announcements_verify_as_before) {
  // Written by v1 (the README's Hastings example): the seed alone is committed to, and the rounds
  // are v1's; a v2 reader of the same text reads it as v1.
  const DrawAnnouncement a = read(HASTINGS);
  BOOST_TEST((a.algorithm == DrawAlgorithm::V1));
  auto check = verifyDraw(a, "Hastings 2026", "3-6-1-4-2");
  BOOST_TEST_REQUIRE(check.ok());
  BOOST_TEST(check->seedMatches);
  BOOST_TEST((check->draw.algorithm == DrawAlgorithm::V1));
  BOOST_TEST(check->draw.commitment == HASTINGS_COMMITMENT);
  // v1 cannot carry a band.
  const auto table = readStartEvaluations(test::madeUpEvaluationRows());
  DrawOptions options = hastings();
  options.maxScore = 40;
  options.evaluations = &*table;
  BOOST_TEST(announce(options, "").error().code == ErrorCode::DRAW_BAND);
}

BOOST_AUTO_TEST_SUITE_END()
