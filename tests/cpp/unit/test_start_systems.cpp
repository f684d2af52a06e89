// Setting up without a computer (Althöfer's die, the card deck), the Chess18 / Chess90 / Chess870
// pools, and the shuffle chess and Chess2880 generators. The references here follow the published
// rules step by step, independently of start_systems.cpp, and are compared with Scharnagl's numbering.
#include <algorithm>
#include <array>
#include <boost/test/unit_test.hpp>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/piece_names.h"
#include "chess960/start_positions.h"
#include "chess960/start_systems.h"
#include "support.h"

using namespace chess960;

namespace {

// The die procedure as published, for five rolls without re-rolls: returns the back rank.
std::string followDie(const std::array<int, 5>& rolls) {
  std::string rank(8, '.');
  rank[2 * (rolls[0] - 1)] = 'B';      // a, c, e, g: the dark squares
  rank[2 * (rolls[1] - 1) + 1] = 'B';  // b, d, f, h: the light squares
  auto nthEmpty = [&](int n) {
    for (int f = 0;; ++f)
      if (rank[f] == '.' && --n == 0) return f;
  };
  rank[nthEmpty(rolls[2])] = 'Q';
  rank[nthEmpty(rolls[3])] = 'N';
  rank[nthEmpty(rolls[4])] = 'N';
  rank[nthEmpty(1)] = 'R';
  rank[nthEmpty(1)] = 'K';
  rank[nthEmpty(1)] = 'R';
  return rank;
}

DiceReading readDice(std::vector<int> rolls) {
  auto reading = positionFromDice(rolls);
  BOOST_TEST_REQUIRE(reading.ok(), (reading.ok() ? "" : reading.error().message));
  return *reading;
}

std::string diceError(std::vector<int> rolls) {
  auto reading = positionFromDice(rolls);
  BOOST_TEST_REQUIRE(!reading.ok());
  BOOST_TEST(reading.error().code == ErrorCode::DIE_ROLLS);
  return reading.error().message;
}

// Pearson's chi-square of observed counts against a uniform expectation, and a bound that a fair
// generator exceeds with negligible probability (df + 6 standard deviations).
void checkUniform(const std::vector<int>& counts, int draws, const std::string& what) {
  const double expected = double(draws) / double(counts.size());
  double chi2 = 0;
  for (int c : counts) chi2 += (c - expected) * (c - expected) / expected;
  const double df = double(counts.size() - 1);
  BOOST_TEST_MESSAGE(what << ": chi-square " << chi2 << " over " << df << " degrees of freedom");
  BOOST_TEST(chi2 < df + 6 * std::sqrt(2 * df), what << ": chi-square " << chi2);
}

bool sameMultiset(std::string rank) {
  std::sort(rank.begin(), rank.end());
  return rank == "BBKNNQRR";
}

bool bishopsOnOppositeColours(const std::string& rank) { return (rank.find('B') + rank.rfind('B')) % 2 == 1; }

bool matchesPattern(const std::string& rank, const std::string& pattern) {
  for (int f = 0; f < 8; ++f)
    if (pattern[f] != 'x' && rank[f] != pattern[f]) return false;
  return true;
}

// Which castlings the start allows at once when only kings, rooks and pawns stand on the board
// (so that nothing but the other rook can stand in the way): {O-O legal, O-O-O legal}.
std::pair<bool, bool> castlingsWithBareRanks(const std::string& rank, bool removeOtherRook, bool longSide) {
  Setup setup;
  const int r1 = int(rank.find('R')), r2 = int(rank.rfind('R'));
  for (int f = 0; f < 8; ++f) {
    setup.board[makeSquare(f, 1)] = makePiece(WHITE, PAWN);
    setup.board[makeSquare(f, 6)] = makePiece(BLACK, PAWN);
    if (rank[f] != 'K' && rank[f] != 'R') continue;
    if (removeOtherRook && f == (longSide ? r2 : r1)) continue;
    const PieceType type = rank[f] == 'K' ? KING : ROOK;
    setup.board[makeSquare(f, 0)] = makePiece(WHITE, type);
    setup.board[makeSquare(f, 7)] = makePiece(BLACK, type);
  }
  for (int f : {r1, r2})
    if (!removeOtherRook || f != (longSide ? r2 : r1))
      setup.castlingRooks |= squareBb(makeSquare(f, 0)) | squareBb(makeSquare(f, 7));
  auto pos = Position::fromSetup(setup);
  BOOST_TEST_REQUIRE(pos.ok());
  bool shortLegal = false, longLegal = false;
  for (Move m : legalMoves(*pos))
    if (m.isCastling()) (fileOf(m.to()) > fileOf(m.from()) ? shortLegal : longLegal) = true;
  return {shortLegal, longLegal};
}

// Every sequence of five rolls without a re-roll (4 * 4 * 6 * 5 * 4 = 1920), in lexicographic order.
template <class Visit>
void forEachFiveRolls(Visit visit) {
  for (int a = 1; a <= 4; ++a)
    for (int b = 1; b <= 4; ++b)
      for (int q = 1; q <= 6; ++q)
        for (int n1 = 1; n1 <= 5; ++n1)
          for (int n2 = 1; n2 <= 4; ++n2) visit(std::array<int, 5>{a, b, q, n1, n2});
}

const char* const CHESS90_PATTERNS[] = {"RKRxxxxx", "RKxRxxxx", "xRKRxxxx", "xxxxxRKR", "RxKRxxxx"};

}  // namespace

BOOST_AUTO_TEST_SUITE(start_systems_die)

BOOST_AUTO_TEST_CASE(published_examples_give_the_standard_position) {
  // 2-3-3-2-3: roll 2 puts the dark-squared bishop on c1 (a, c, e, g), roll 3 the light-squared
  // one on f1 (b, d, f, h). Empty: a b d e g h; the queen goes on the 3rd, d1. Empty: a b e g h;
  // a knight on the 2nd, b1. Empty: a e g h; the other knight on the 3rd, g1. Left: a e h for
  // R K R. That is RNBQKBNR, number 518.
  BOOST_TEST(readDice({2, 3, 3, 2, 3}).number == 518);
  BOOST_TEST(readDice({2, 3, 3, 2, 3}).rollsUsed == 5);
  // 2-3-3-4-2: the knights in the other order. Of a b e g h the 4th is g1; of a b e h the 2nd
  // is b1. The same start.
  BOOST_TEST(readDice({2, 3, 3, 4, 2}).number == 518);
  BOOST_TEST(followDie({2, 3, 3, 2, 3}) == "RNBQKBNR");
  BOOST_TEST(followDie({2, 3, 3, 4, 2}) == "RNBQKBNR");
  // Scharnagl's first and last starts.
  BOOST_TEST(readDice({1, 1, 1, 1, 1}).number == 0);  // BBQNNRKR
  BOOST_TEST(*backRankOf(readDice({4, 4, 4, 4, 4}).number) == followDie({4, 4, 4, 4, 4}));
}

BOOST_AUTO_TEST_CASE(rerolls_are_skipped) {
  // 5 and 6 for a bishop, 6 for the first knight, 5 and 6 for the second are rolled again.
  const DiceReading r = readDice({5, 2, 6, 5, 3, 3, 6, 2, 5, 6, 3});
  BOOST_TEST(r.number == 518);
  BOOST_TEST(r.rollsUsed == 11);
  // 6 is a valid queen roll (six empty squares): the queen on h1.
  BOOST_TEST(*backRankOf(readDice({1, 1, 6, 1, 1}).number) == followDie({1, 1, 6, 1, 1}));
  BOOST_TEST(followDie({1, 1, 6, 1, 1})[7] == 'Q');
  // 5 is a valid first-knight roll (five empty squares).
  BOOST_TEST(*backRankOf(readDice({1, 1, 1, 5, 1}).number) == followDie({1, 1, 1, 5, 1}));
}

BOOST_AUTO_TEST_CASE(rolls_after_the_last_placement_are_not_read) {
  const DiceReading r = readDice({2, 3, 3, 2, 3, 1, 6, 4});
  BOOST_TEST(r.number == 518);
  BOOST_TEST(r.rollsUsed == 5);
}

BOOST_AUTO_TEST_CASE(every_five_roll_sequence_matches_scharnagl_and_reaches_every_start_twice) {
  std::vector<int> reached(START_POSITION_COUNT, 0);
  int sequences = 0;
  forEachFiveRolls([&](const std::array<int, 5>& rolls) {
    const DiceReading r = readDice({rolls.begin(), rolls.end()});
    BOOST_TEST(r.rollsUsed == 5);
    BOOST_TEST(*backRankOf(r.number) == followDie(rolls));
    ++reached[r.number];
    ++sequences;
  });
  BOOST_TEST(sequences == 1920);
  // Each start twice: once per order of its two knights.
  BOOST_TEST(std::count(reached.begin(), reached.end(), 2) == START_POSITION_COUNT);
}

BOOST_AUTO_TEST_CASE(canonical_rolls_round_trip_and_are_the_smallest_sequence) {
  std::map<int, std::array<int, 5>> smallest;  // the lexicographically first sequence per start
  forEachFiveRolls([&](const std::array<int, 5>& rolls) {
    smallest.emplace(readDice({rolls.begin(), rolls.end()}).number, rolls);  // keeps the first
  });
  for (int n = 0; n < START_POSITION_COUNT; ++n) {
    auto rolls = diceRollsOf(n);
    BOOST_TEST_REQUIRE(rolls.ok());
    const DiceReading back = readDice({rolls->begin(), rolls->end()});
    BOOST_TEST(back.number == n);
    BOOST_TEST(back.rollsUsed == 5);
    BOOST_TEST((*rolls == smallest.at(n)), "start " << n);
  }
  BOOST_TEST((*diceRollsOf(518) == std::array<int, 5>{2, 3, 3, 2, 3}));
}

BOOST_AUTO_TEST_CASE(short_sequences_and_non_die_values_are_errors_that_say_what_is_wrong) {
  BOOST_TEST(
      diceError({}) ==
      "the die rolls end before the start is complete: roll again for the dark-squared bishop (1 to 4)");
  BOOST_TEST(
      diceError({5, 6}) ==
      "the die rolls end before the start is complete: roll again for the dark-squared bishop (1 to 4)");
  BOOST_TEST(diceError({2, 3, 3}) ==
             "the die rolls end before the start is complete: roll again for the first knight (1 to 5)");
  BOOST_TEST(diceError({2, 3, 3, 2, 6}) ==
             "the die rolls end before the start is complete: roll again for the second knight (1 to 4)");
  BOOST_TEST(diceError({2, 7, 3, 2, 3}) == "die roll 2 is 7; a die shows 1 to 6");
  BOOST_TEST(diceError({2, 3, 3, 2, 3, 0}) == "die roll 6 is 0; a die shows 1 to 6");
  auto bad = diceRollsOf(960);
  BOOST_TEST_REQUIRE(!bad.ok());
  BOOST_TEST(bad.error().code == ErrorCode::POSITION_NUMBER);
  BOOST_TEST(!diceRollsOf(-1).ok());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(start_systems_cards)

BOOST_AUTO_TEST_CASE(a_dealt_deck_gives_its_start) {
  // Files dealt: c (first dark: bishop), f (first light: bishop), then a b d e g h, which take
  // the piece cards in their order R N Q R N R; the middle R (e) is the king's: RNBQKBNR.
  BOOST_TEST(*positionFromCards("cRfNaQbRdNeRgh") == 518);
  BOOST_TEST(*positionFromCards("cfabdeghRNQRNR") == 518);
  BOOST_TEST(*positionFromCards("CrFnAqBrDnErGH") == 518);  // any case
  // Later dark and light cards are ordinary squares: a, b first -> bishops on a and b.
  BOOST_TEST(*backRankOf(*positionFromCards("abQNNRRRcdefgh")) == "BBQNNRKR");
}

BOOST_AUTO_TEST_CASE(every_order_of_files_and_pieces_gives_each_start_equally_often) {
  // The start depends only on the order of the file cards among themselves and of the piece
  // cards among themselves; all 8! x 60 combinations give each start 8! * 60 / 960 = 2520 times.
  std::string files = "abcdefgh";
  std::vector<std::string> pieceOrders;
  std::string pieces = "NNQRRR";
  do pieceOrders.push_back(pieces);
  while (std::next_permutation(pieces.begin(), pieces.end()));
  BOOST_TEST(pieceOrders.size() == 60u);
  std::vector<int> counts(START_POSITION_COUNT, 0);
  do
    for (const std::string& p : pieceOrders) {
      // Interleave the two orders (the interleaving does not matter).
      std::string deck;
      for (int i = 0; i < 8; ++i) deck += files[i] + (i < 6 ? std::string(1, p[i]) : "");
      auto n = positionFromCards(deck);
      if (!n.ok()) BOOST_FAIL(deck << ": " << n.error().message);
      ++counts[*n];
    }
  while (std::next_permutation(files.begin(), files.end()));
  BOOST_TEST(std::count(counts.begin(), counts.end(), 2520) == START_POSITION_COUNT);
}

BOOST_AUTO_TEST_CASE(a_wrong_deck_is_an_error_that_says_why) {
  auto message = [](std::string_view deck) {
    auto n = positionFromCards(deck);
    BOOST_TEST_REQUIRE(!n.ok());
    BOOST_TEST(n.error().code == ErrorCode::CARDS);
    return n.error().message;
  };
  BOOST_TEST(message("abcdefgh") ==
             "'abcdefgh' is not a deck of the 14 cards a-h, N, N, Q, R, R, R: it has 8 cards");
  BOOST_TEST(message("abcdefghNNQRRK") ==
             "'abcdefghNNQRRK' is not a deck of the 14 cards a-h, N, N, Q, R, R, R: 'K' is not a card");
  BOOST_TEST(message("abcdefgaNNQRRR") ==
             "'abcdefgaNNQRRR' is not a deck of the 14 cards a-h, N, N, Q, R, R, R: "
             "it needs the files a-h once each, two N, one Q and three R");
  BOOST_TEST(message("abcdefghNNQQRR") ==
             "'abcdefghNNQQRR' is not a deck of the 14 cards a-h, N, N, Q, R, R, R: "
             "it needs the files a-h once each, two N, one Q and three R");
  BOOST_TEST(message("abcdefghNNQRR\x01") ==
             "'abcdefghNNQRR?' is not a deck of the 14 cards a-h, N, N, Q, R, R, R: '?' is not a card");
  // Regression: 13 cards and an 'é' (two bytes of UTF-8) were reported as "it has 15 cards".
  BOOST_TEST(message("cRfNaQbRdNeRg\xc3\xa9") ==
             "'cRfNaQbRdNeRg?"
             "?' is not a deck of the 14 cards a-h, N, N, Q, R, R, R: '?' is not a card");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(start_systems_subsets)

BOOST_AUTO_TEST_CASE(sizes_and_partition) {
  BOOST_TEST(startPositionsIn(StartSubset::CHESS960).size() == 960u);
  BOOST_TEST(startPositionsIn(StartSubset::CHESS18).size() == 18u);
  BOOST_TEST(startPositionsIn(StartSubset::CHESS90).size() == 90u);
  BOOST_TEST(startPositionsIn(StartSubset::CHESS870).size() == 870u);
  for (int n = 0; n < START_POSITION_COUNT; ++n) {
    BOOST_TEST(*isInSubset(n, StartSubset::CHESS90) != *isInSubset(n, StartSubset::CHESS870));
    if (*isInSubset(n, StartSubset::CHESS18)) BOOST_TEST(*isInSubset(n, StartSubset::CHESS870));
  }
  BOOST_TEST(*isInSubset(518, StartSubset::CHESS18));
  BOOST_TEST(!isInSubset(960, StartSubset::CHESS18).ok());
  BOOST_TEST(isInSubset(-1, StartSubset::CHESS90).error().code == ErrorCode::POSITION_NUMBER);
}

BOOST_AUTO_TEST_CASE(chess18_is_king_on_e_rooks_on_a_and_h) {
  int count = 0;
  for (int n = 0; n < START_POSITION_COUNT; ++n) {
    const bool standardKingAndRooks = matchesPattern(*backRankOf(n), "RxxxKxxR");
    BOOST_TEST(*isInSubset(n, StartSubset::CHESS18) == standardKingAndRooks);
    count += standardKingAndRooks;
  }
  BOOST_TEST(count == 18);
}

BOOST_AUTO_TEST_CASE(chess90_is_the_five_patterns_18_each) {
  std::vector<int> perPattern(5, 0);
  for (int n = 0; n < START_POSITION_COUNT; ++n) {
    const std::string rank = *backRankOf(n);
    int matched = 0;
    for (int i = 0; i < 5; ++i)
      if (matchesPattern(rank, CHESS90_PATTERNS[i])) ++perPattern[i], ++matched;
    BOOST_TEST(matched <= 1);
    BOOST_TEST(*isInSubset(n, StartSubset::CHESS90) == (matched == 1), rank);
  }
  for (int i = 0; i < 5; ++i) BOOST_TEST(perPattern[i] == 18, CHESS90_PATTERNS[i]);
  // O-O and O-O-O are not mirror images (king to g or c, rook to f or d), so neither are the
  // patterns: only RKRxxxxx has its mirror (xxxxxRKR) in the list. The mirrors of the others
  // (xxxxRxKR, xxxxRKRx, xxxxRKxR) castle both ways at once.
  for (const char* mirror : {"xxxxRxKR", "xxxxRKRx", "xxxxRKxR"})
    for (int n = 0; n < START_POSITION_COUNT; ++n)
      if (matchesPattern(*backRankOf(n), mirror)) BOOST_TEST(*isInSubset(n, StartSubset::CHESS870), mirror);
}

BOOST_AUTO_TEST_CASE(chess90_is_where_the_move_generator_needs_the_other_rook_gone) {
  // With bishops, knights and queen lifted off, a castling that is still illegal is blocked by
  // the other rook; removing that rook makes it legal.
  int blocked = 0;
  for (int n = 0; n < START_POSITION_COUNT; ++n) {
    const std::string rank = *backRankOf(n);
    const auto [shortLegal, longLegal] = castlingsWithBareRanks(rank, false, false);
    const bool needsOtherRookGone = !shortLegal || !longLegal;
    BOOST_TEST(*isInSubset(n, StartSubset::CHESS90) == needsOtherRookGone, rank);
    if (!longLegal) BOOST_TEST(castlingsWithBareRanks(rank, true, true).second, rank << " O-O-O");
    if (!shortLegal) BOOST_TEST(castlingsWithBareRanks(rank, true, false).first, rank << " O-O");
    blocked += needsOtherRookGone;
  }
  BOOST_TEST(blocked == 90);
}

BOOST_AUTO_TEST_CASE(random_choice_stays_in_the_subset_and_is_uniform) {
  std::mt19937 rng(960);
  for (StartSubset subset :
       {StartSubset::CHESS18, StartSubset::CHESS90, StartSubset::CHESS870, StartSubset::CHESS960}) {
    const std::vector<int>& pool = startPositionsIn(subset);
    std::vector<int> counts(pool.size(), 0);
    const int draws = int(pool.size()) * 100;
    for (int i = 0; i < draws; ++i) {
      const int n = randomPositionNumber(rng, subset);
      const auto at = std::lower_bound(pool.begin(), pool.end(), n);
      BOOST_TEST_REQUIRE((at != pool.end() && *at == n));
      ++counts[std::size_t(at - pool.begin())];
    }
    checkUniform(counts, draws, "subset of " + std::to_string(pool.size()));
  }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(start_systems_neighbours)

BOOST_AUTO_TEST_CASE(shuffle_chess_numbers_every_arrangement_once) {
  std::set<std::string> all;  // every arrangement of RNBQKBNR, found by brute force
  std::string rank = "BBKNNQRR";
  do all.insert(rank);
  while (std::next_permutation(rank.begin(), rank.end()));
  BOOST_TEST(all.size() == 5040u);
  std::set<std::string> seen;
  for (int n = 0; n < SHUFFLE_POSITION_COUNT; ++n) {
    const std::string r = *shuffleBackRankOf(n);
    BOOST_TEST(sameMultiset(r), r);
    BOOST_TEST(bishopsOnOppositeColours(r) == (n < CHESS2880_POSITION_COUNT), n << " " << r);
    seen.insert(r);
  }
  BOOST_TEST((seen == all));
}

BOOST_AUTO_TEST_CASE(chess2880_is_opposite_bishops_with_the_king_anywhere) {
  std::set<std::string> opposite;
  std::string rank = "BBKNNQRR";
  do
    if (bishopsOnOppositeColours(rank)) opposite.insert(rank);
  while (std::next_permutation(rank.begin(), rank.end()));
  BOOST_TEST(opposite.size() == 2880u);  // 960 starts x 3 places for the king among K, R, R
  std::set<std::string> seen;
  for (int n = 0; n < CHESS2880_POSITION_COUNT; ++n) {
    const std::string r = *chess2880BackRankOf(n);
    BOOST_TEST(r == *shuffleBackRankOf(n));
    seen.insert(r);
    // n % 960 names the Chess960 start with the king moved to the first or last K/R square.
    std::string asChess960 = r;
    const auto k = asChess960.find('K');
    asChess960[k] = 'R';
    std::string::size_type first = asChess960.find('R'), last = asChess960.rfind('R');
    asChess960[asChess960.find('R', first + 1)] = 'K';
    BOOST_TEST(positionNumberOf(asChess960).value() == n % 960, r);
    const int slot = n / 960;
    BOOST_TEST((slot == 0 ? (k != first && k != last) : slot == 1 ? k == first : k == last), r);
    if (n < START_POSITION_COUNT) BOOST_TEST(r == *backRankOf(n));
  }
  BOOST_TEST((seen == opposite));
  BOOST_TEST(!chess2880BackRankOf(2880).ok());
  BOOST_TEST(shuffleBackRankOf(2880).ok());
  BOOST_TEST(shuffleBackRankOf(5040).error().code == ErrorCode::POSITION_NUMBER);
  BOOST_TEST(shuffleBackRankOf(5040).error().message ==
             "start position number 5040 is out of range; use 0 to 5039");
  BOOST_TEST(chess2880BackRankOf(-1).error().message ==
             "start position number -1 is out of range; use 0 to 2879");
}

BOOST_AUTO_TEST_CASE(same_colour_numbering_follows_the_documented_scheme) {
  // 2880: bishops a+c, queen on the first empty square, knights on the next two, K in the middle.
  BOOST_TEST(*shuffleBackRankOf(2880) == "BQBNNRKR");
  BOOST_TEST(*shuffleBackRankOf(2880 + 6) == "QBNBNRKR");        // bishops b+d
  BOOST_TEST(*shuffleBackRankOf(2880 + 12) == "BNBQNRKR");       // queen on the 2nd empty square
  BOOST_TEST(*shuffleBackRankOf(2880 + 12 * 60) == "BQBNNKRR");  // king on the first of the three
  BOOST_TEST(*shuffleBackRankOf(5039) == "RRKNNBQB");  // f+h, queen on the 6th, knights (3,4), king last
}

BOOST_AUTO_TEST_CASE(start_positions_castle_only_from_the_standard_squares) {
  int withBoth = 0, withOne = 0;
  for (int n = 0; n < SHUFFLE_POSITION_COUNT; ++n) {
    const std::string r = *shuffleBackRankOf(n);
    auto pos = shuffleStartPosition(n);
    BOOST_TEST_REQUIRE(pos.ok());
    Bitboard want = 0;
    if (r[4] == 'K') {
      if (r[0] == 'R') want |= squareBb(A1) | squareBb(A8);
      if (r[7] == 'R') want |= squareBb(H1) | squareBb(H8);
    }
    BOOST_TEST(pos->castlingRooks() == want, r);
    withBoth += popcount(want) == 4;
    withOne += popcount(want) == 2;
    for (int f = 0; f < 8; ++f) {
      const PieceType type = typeOf(pos->pieceAt(makeSquare(f, 0)));
      BOOST_TEST(pos->pieceAt(makeSquare(f, 0)) == makePiece(WHITE, type));
      BOOST_TEST(pos->pieceAt(makeSquare(f, 7)) == makePiece(BLACK, type));  // mirrored
      BOOST_TEST(pieceLetter(type) == r[f]);
    }
    if (n < CHESS2880_POSITION_COUNT) BOOST_TEST(toFen(*pos) == toFen(*chess2880StartPosition(n)));
  }
  // King on e, rooks on a and h: B, B, N, N, Q on the other five, 5!/(2!2!) = 30 ways. King on
  // e and a rook on a but not h: the other six squares minus those with the rook on h,
  // 6!/(2!2!) - 30 = 150; as many the other way round.
  BOOST_TEST(withBoth == 30);
  BOOST_TEST(withOne == 300);
  BOOST_TEST(toFen(*shuffleStartPosition(518)) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  BOOST_TEST(toFen(*chess2880StartPosition(0)) == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1");
  BOOST_TEST(!shuffleStartPosition(5040).ok());
  BOOST_TEST(!chess2880StartPosition(2880).ok());
}

BOOST_AUTO_TEST_CASE(random_numbers_are_uniform) {
  std::mt19937 rng(2880);
  std::vector<int> shuffle(SHUFFLE_POSITION_COUNT, 0), c2880(CHESS2880_POSITION_COUNT, 0);
  const int draws = 100'000;
  for (int i = 0; i < draws; ++i) {
    ++shuffle[randomShuffleNumber(rng)];
    ++c2880[randomChess2880Number(rng)];
  }
  checkUniform(shuffle, draws, "shuffle chess");
  checkUniform(c2880, draws, "Chess2880");
}

BOOST_AUTO_TEST_SUITE_END()
