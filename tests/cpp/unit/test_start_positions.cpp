// Chess960 start positions: Scharnagl numbering both ways, validity of every arrangement,
// Double Chess960 and the random number helper.
#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/piece_names.h"
#include "chess960/start_positions.h"
#include "support.h"

using namespace chess960;

namespace {

// The back rank (a..h, capitals) of `color` in pos, '.' for anything that is not its piece.
std::string backRankString(const Position& pos, Color color) {
  std::string rank;
  for (int f = 0; f < 8; ++f) {
    const Piece p = pos.pieceAt(makeSquare(f, backRank(color)));
    rank += (p == NO_PIECE || colorOf(p) != color) ? '.' : pieceLetter(typeOf(p));
  }
  return rank;
}

bool isValidArrangement(const std::string& rank) {
  if (rank.size() != 8) return false;
  std::string sorted = rank;
  std::sort(sorted.begin(), sorted.end());
  if (sorted != "BBKNNQRR") return false;
  const auto b1 = rank.find('B'), b2 = rank.rfind('B');
  const auto r1 = rank.find('R'), r2 = rank.rfind('R'), k = rank.find('K');
  return (b1 + b2) % 2 == 1 && r1 < k && k < r2;
}

void checkStartPosition(const Position& pos, const std::string& white, const std::string& black) {
  BOOST_TEST(backRankString(pos, WHITE) == white);
  BOOST_TEST(backRankString(pos, BLACK) == black);
  for (int f = 0; f < 8; ++f) {
    BOOST_TEST(pos.pieceAt(makeSquare(f, 1)) == makePiece(WHITE, PAWN));
    BOOST_TEST(pos.pieceAt(makeSquare(f, 6)) == makePiece(BLACK, PAWN));
    for (int r = 2; r <= 5; ++r) BOOST_TEST(pos.pieceAt(makeSquare(f, r)) == NO_PIECE);
  }
  BOOST_TEST(pos.turn() == WHITE);
  BOOST_TEST(pos.epSquare() == NO_SQUARE);
  BOOST_TEST(pos.halfmoveClock() == 0);
  BOOST_TEST(pos.fullmoveNumber() == 1);
  // Both rooks of each side may castle: the one on the h-side is the king-side rook.
  for (Color c : {WHITE, BLACK}) {
    const std::string& rank = c == WHITE ? white : black;
    BOOST_TEST(pos.castlingRook(c, QUEEN_SIDE) == makeSquare(int(rank.find('R')), backRank(c)));
    BOOST_TEST(pos.castlingRook(c, KING_SIDE) == makeSquare(int(rank.rfind('R')), backRank(c)));
  }
  BOOST_TEST(popcount(pos.castlingRooks()) == 4);
  BOOST_TEST(pos.key() == pos.computeKey());
}

}  // namespace

BOOST_AUTO_TEST_SUITE(start_positions)

BOOST_AUTO_TEST_CASE(known_numbers) {
  // Scharnagl's table (as on Wikipedia's "Fischer random chess numbering scheme").
  const std::pair<int, const char*> known[] = {
      {0, "BBQNNRKR"}, {1, "BQNBNRKR"},   {2, "BQNNRBKR"},   {3, "BQNNRKRB"},
      {4, "QBBNNRKR"}, {518, "RNBQKBNR"}, {959, "RKRNNQBB"},
  };
  for (const auto& [number, rank] : known) {
    auto text = backRankOf(number);
    BOOST_TEST_REQUIRE(text.ok());
    BOOST_TEST(*text == rank, "number " << number);
    auto back = positionNumberOf(std::string_view(rank));
    BOOST_TEST_REQUIRE(back.ok());
    BOOST_TEST(*back == number);
  }
  BOOST_TEST(STANDARD_POSITION_NUMBER == 518);
  BOOST_TEST(START_POSITION_COUNT == 960);
}

BOOST_AUTO_TEST_CASE(standard_position_is_518) {
  auto pos = startPosition(518);
  BOOST_TEST_REQUIRE(pos.ok());
  BOOST_TEST(toFen(*pos) == std::string(STANDARD_FEN));
  BOOST_TEST(toFen(*pos, CastlingNotation::SHREDDER) ==
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
  BOOST_TEST(pos->samePosition(Position::standard()));
  BOOST_TEST(pos->key() == Position::standard().key());
  auto number = positionNumberOf(Position::standard());
  BOOST_TEST_REQUIRE(number.ok());
  BOOST_TEST(*number == 518);
}

BOOST_AUTO_TEST_CASE(position_zero) {
  auto pos = startPosition(0);
  BOOST_TEST_REQUIRE(pos.ok());
  BOOST_TEST(toFen(*pos) == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
  BOOST_TEST(toFen(*pos, CastlingNotation::SHREDDER) ==
             "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
}

BOOST_AUTO_TEST_CASE(all_numbers_round_trip) {
  std::set<std::string> ranks;
  std::set<std::uint64_t> keys;
  for (int n = 0; n < START_POSITION_COUNT; ++n) {
    auto rank = backRankOf(n);
    BOOST_TEST_REQUIRE(rank.ok(), n);
    BOOST_TEST(isValidArrangement(*rank), n << " " << *rank);
    // Scharnagl: the light-squared bishop's slot is n mod 4, the dark one's (n / 4) mod 4.
    BOOST_TEST(rank->at(2 * (n % 4) + 1) == 'B', n << " " << *rank);
    BOOST_TEST(rank->at(2 * (n / 4 % 4)) == 'B', n << " " << *rank);
    ranks.insert(*rank);

    auto number = positionNumberOf(*rank);
    BOOST_TEST_REQUIRE(number.ok(), *rank);
    BOOST_TEST(*number == n);
    std::string lower = *rank;
    for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
    auto fromLower = positionNumberOf(lower);
    BOOST_TEST_REQUIRE(fromLower.ok(), lower);
    BOOST_TEST(*fromLower == n);

    auto pos = startPosition(n);
    BOOST_TEST_REQUIRE(pos.ok(), n);
    checkStartPosition(*pos, *rank, *rank);
    auto again = positionNumberOf(*pos);
    BOOST_TEST_REQUIRE(again.ok(), n);
    BOOST_TEST(*again == n);
    keys.insert(pos->key());
    // Every start position is playable: 20 moves or more (16 pawn moves plus knights/castling).
    BOOST_TEST(legalMoves(*pos).size() >= 18, n);
  }
  BOOST_TEST(ranks.size() == 960u);
  BOOST_TEST(keys.size() == 960u);
}

BOOST_AUTO_TEST_CASE(every_valid_arrangement_has_exactly_one_number) {
  // Independent enumeration: all distinct permutations of the eight pieces, filtered by the rules.
  std::string rank = "BBKNNQRR";
  std::set<int> numbers;
  int valid = 0, invalid = 0;
  do {
    auto number = positionNumberOf(rank);
    if (isValidArrangement(rank)) {
      ++valid;
      BOOST_TEST_REQUIRE(number.ok(), rank);
      BOOST_TEST(*number >= 0);
      BOOST_TEST(*number < 960);
      numbers.insert(*number);
      BOOST_TEST(*backRankOf(*number) == rank);
    } else {
      ++invalid;
      BOOST_TEST_REQUIRE(!number.ok(), rank);
      BOOST_TEST(number.error().code == ErrorCode::BACK_RANK);
    }
  } while (std::next_permutation(rank.begin(), rank.end()));
  BOOST_TEST(valid == 960);
  BOOST_TEST(invalid == 5040 - 960);  // 8! / (2! 2! 2!) arrangements in all
  BOOST_TEST(numbers.size() == 960u);
}

BOOST_AUTO_TEST_CASE(invalid_numbers) {
  for (int n : {-1, 960, 961, -960, 100000}) {
    auto rank = backRankOf(n);
    BOOST_TEST_REQUIRE(!rank.ok(), n);
    BOOST_TEST(rank.error().code == ErrorCode::POSITION_NUMBER);
    BOOST_TEST(rank.error().message.find(std::to_string(n)) != std::string::npos, rank.error().message);
    auto pos = startPosition(n);
    BOOST_TEST_REQUIRE(!pos.ok(), n);
    BOOST_TEST(pos.error().code == ErrorCode::POSITION_NUMBER);
    BOOST_TEST(!pos.error().message.empty());
  }
}

BOOST_AUTO_TEST_CASE(invalid_back_ranks) {
  struct Case {
    const char* rank;
    const char* mentions;
  };
  const Case cases[] = {
      {"", "8"},
      {"RNBQKBN", "8"},
      {"RNBQKBNRR", "8"},
      {"RNBQKBNX", "letters"},
      {"RNBQKBN1", "letters"},
      {"RNBPKBNR", "letters"},
      {"RNBQQBNR", "one K"},    // no king
      {"RNBKKBNR", "one K"},    // two kings
      {"RNNQKBNR", "one K"},    // wrong piece counts
      {"RNBQKNBR", "colour"},   // bishops c1 and g1, both dark
      {"BRBQKRNN", "colour"},   // bishops a1 and c1
      {"NRBQRBKN", "between"},  // king g1, rooks b1 and e1
      {"KRBQRBNN", "between"},
      {"RRBQKBNN", "between"},
  };
  for (const auto& c : cases) {
    auto number = positionNumberOf(std::string_view(c.rank));
    BOOST_TEST_REQUIRE(!number.ok(), c.rank);
    BOOST_TEST(number.error().code == ErrorCode::BACK_RANK, c.rank);
    BOOST_TEST(number.error().message.find(c.mentions) != std::string::npos,
               c.rank << ": " << number.error().message);
  }
}

BOOST_AUTO_TEST_CASE(position_number_of_non_start_positions) {
  // Black's back rank is not White's mirror.
  auto mixed = startPosition(0, 518);
  BOOST_TEST_REQUIRE(mixed.ok());
  auto number = positionNumberOf(*mixed);
  BOOST_TEST_REQUIRE(!number.ok());
  BOOST_TEST(number.error().code == ErrorCode::BACK_RANK);
  BOOST_TEST(!number.error().message.empty());
  // A middlegame position: the back rank is incomplete.
  auto middlegame = parseFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  BOOST_TEST_REQUIRE(middlegame.ok());
  auto none = positionNumberOf(*middlegame);
  BOOST_TEST_REQUIRE(!none.ok());
  BOOST_TEST(none.error().code == ErrorCode::BACK_RANK);
  // Moves that leave the back ranks alone keep the number.
  Position pos = *startPosition(123);
  pos.play(Move(E2, E4));
  auto still = positionNumberOf(pos);
  BOOST_TEST_REQUIRE(still.ok());
  BOOST_TEST(*still == 123);
}

BOOST_AUTO_TEST_CASE(double_chess960) {
  BOOST_TEST(DOUBLE_POSITION_COUNT == 960 * 960);
  std::mt19937 rng(960);
  std::vector<std::pair<int, int>> pairs = {{0, 0}, {0, 959}, {959, 0}, {518, 518}, {518, 0}, {959, 959}};
  for (int i = 0; i < 60; ++i) pairs.emplace_back(randomPositionNumber(rng), randomPositionNumber(rng));
  for (const auto& [w, b] : pairs) {
    auto pos = startPosition(w, b);
    BOOST_TEST_REQUIRE(pos.ok(), w << "/" << b);
    checkStartPosition(*pos, *backRankOf(w), *backRankOf(b));
    auto same = doubleStartPosition(960 * w + b);
    BOOST_TEST_REQUIRE(same.ok(), 960 * w + b);
    BOOST_TEST(same->samePosition(*pos));
    BOOST_TEST(toFen(*same) == toFen(*pos));
    if (w == b) {
      BOOST_TEST(toFen(*pos) == toFen(*startPosition(w)));
    } else {
      BOOST_TEST(!positionNumberOf(*pos).ok());
    }
  }
  BOOST_TEST(toFen(*startPosition(518, 0)) == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  BOOST_TEST(toFen(*doubleStartPosition(518 * 960)) ==
             "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  BOOST_TEST(toFen(*doubleStartPosition(DOUBLE_POSITION_COUNT - 1)) == toFen(*startPosition(959)));

  for (auto [w, b] : {std::pair{-1, 0}, std::pair{0, -1}, std::pair{960, 0}, std::pair{0, 960}}) {
    auto pos = startPosition(w, b);
    BOOST_TEST_REQUIRE(!pos.ok(), w << "/" << b);
    BOOST_TEST(pos.error().code == ErrorCode::POSITION_NUMBER);
    BOOST_TEST(!pos.error().message.empty());
  }
  for (int n : {-1, DOUBLE_POSITION_COUNT, DOUBLE_POSITION_COUNT + 5}) {
    auto pos = doubleStartPosition(n);
    BOOST_TEST_REQUIRE(!pos.ok(), n);
    BOOST_TEST(pos.error().code == ErrorCode::POSITION_NUMBER);
    BOOST_TEST(pos.error().message.find(std::to_string(n)) != std::string::npos, pos.error().message);
  }
}

BOOST_AUTO_TEST_CASE(random_numbers_are_uniform) {
  std::mt19937 rng(20240229);
  constexpr int PER_VALUE = 200;
  constexpr int DRAWS = START_POSITION_COUNT * PER_VALUE;
  std::vector<int> counts(START_POSITION_COUNT, 0);
  int outOfRange = 0;
  for (int i = 0; i < DRAWS; ++i) {
    const int n = randomPositionNumber(rng);
    if (n < 0 || n >= START_POSITION_COUNT)
      ++outOfRange;
    else
      ++counts[n];
  }
  BOOST_TEST(outOfRange == 0);
  BOOST_TEST(std::count(counts.begin(), counts.end(), 0) == 0, "every number is drawn");
  double chiSquare = 0;
  for (int c : counts) chiSquare += double(c - PER_VALUE) * (c - PER_VALUE) / PER_VALUE;
  // 959 degrees of freedom: mean 959, standard deviation sqrt(2 * 959) ~ 43.8. Six sigma either way.
  BOOST_TEST(chiSquare > 959 - 6 * 43.8, chiSquare);
  BOOST_TEST(chiSquare < 959 + 6 * 43.8, chiSquare);

  // Different seeds give different sequences; the same seed the same one.
  std::mt19937 a(1), b(1), c(2);
  std::vector<int> sa, sb, sc;
  for (int i = 0; i < 20; ++i) {
    sa.push_back(randomPositionNumber(a));
    sb.push_back(randomPositionNumber(b));
    sc.push_back(randomPositionNumber(c));
  }
  BOOST_TEST(sa == sb);
  BOOST_TEST((sa != sc));
  std::random_device device;
  const int n = randomPositionNumber(device);
  BOOST_TEST((n >= 0 && n < START_POSITION_COUNT));
}

BOOST_AUTO_TEST_SUITE_END()
