// FEN in and out: X-FEN and Shredder-FEN round trips, castling letters, and every rejection;
// validation names the most basic fault first; a repairing read drops impossible castling rights
// and en-passant squares, says so, and refuses everything else as the strict read does.
#include <boost/test/unit_test.hpp>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "chess960/fen.h"
#include "chess960/start_positions.h"
#include "support.h"

using namespace chess960;

namespace {

// Parses `fen`, writes it in `notation`, parses that again: same position, same clocks, same text.
void checkRoundTrip(const std::string& fen, CastlingNotation notation) {
  auto pos = parseFen(fen);
  BOOST_TEST_REQUIRE(pos.ok(), fen << ": " << (pos ? "" : pos.error().message));
  const std::string text = toFen(*pos, notation);
  auto again = parseFen(text);
  BOOST_TEST_REQUIRE(again.ok(), text << ": " << (again ? "" : again.error().message));
  BOOST_TEST(again->samePosition(*pos), fen << " -> " << text);
  BOOST_TEST(again->key() == pos->key(), text);
  BOOST_TEST(again->halfmoveClock() == pos->halfmoveClock());
  BOOST_TEST(again->fullmoveNumber() == pos->fullmoveNumber());
  BOOST_TEST(toFen(*again, notation) == text);
  // The other notation describes the same position too.
  const CastlingNotation other =
      notation == CastlingNotation::XFEN ? CastlingNotation::SHREDDER : CastlingNotation::XFEN;
  BOOST_TEST(toFen(*again, other) == toFen(*pos, other));
  // Setup round trip.
  auto fromSetup = Position::fromSetup(pos->toSetup());
  BOOST_TEST_REQUIRE(fromSetup.ok());
  BOOST_TEST(toFen(*fromSetup, notation) == text);
}

// Parsing fails with `code`, and the message contains `mentions` (case-sensitive).
void checkRejected(const std::string& fen, ErrorCode code, const std::string& mentions) {
  auto pos = parseFen(fen);
  BOOST_TEST_REQUIRE(!pos.ok(), "accepted: " << fen);
  BOOST_TEST(pos.error().code == code, fen << ": " << pos.error().message);
  BOOST_TEST(pos.error().message.find(mentions) != std::string::npos,
             fen << ": message '" << pos.error().message << "' should mention '" << mentions << "'");
}

std::string castlingField(const std::string& fen) { return test::splitWords(fen).at(2); }

// The repaired FEN and the messages of what was dropped.
struct Repaired {
  std::string fen;
  std::vector<std::string> dropped;
  std::vector<ErrorCode> faults;
};

Repaired repair(const std::string& fen) {
  std::vector<Repair> repairs;
  auto pos = parseFen(fen, &repairs);
  BOOST_TEST_REQUIRE(pos.ok(), fen << ": " << (pos ? "" : pos.error().message));
  Repaired out{toFen(*pos), {}, {}};
  for (const Repair& r : repairs) {
    out.dropped.push_back(r.message);
    out.faults.push_back(r.fault);
  }
  return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(fen)

BOOST_AUTO_TEST_CASE(standard_position) {
  auto pos = parseFen(STANDARD_FEN);
  BOOST_TEST_REQUIRE(pos.ok());
  BOOST_TEST(toFen(*pos) == std::string(STANDARD_FEN));
  BOOST_TEST(toFen(Position::standard()) == std::string(STANDARD_FEN));
  BOOST_TEST(toFen(Position::standard(), CastlingNotation::XFEN) == std::string(STANDARD_FEN));
  BOOST_TEST(toFen(Position::standard(), CastlingNotation::SHREDDER) ==
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
  BOOST_TEST(boardFen(Position::standard()) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
  BOOST_TEST(pos->samePosition(Position::standard()));
  BOOST_TEST(pos->castlingRook(WHITE, KING_SIDE) == H1);
  BOOST_TEST(pos->castlingRook(WHITE, QUEEN_SIDE) == A1);
  BOOST_TEST(pos->castlingRook(BLACK, KING_SIDE) == H8);
  BOOST_TEST(pos->castlingRook(BLACK, QUEEN_SIDE) == A8);
  BOOST_TEST(pos->pieceAt(E1) == makePiece(WHITE, KING));
  BOOST_TEST(pos->pieceAt(D8) == makePiece(BLACK, QUEEN));
  BOOST_TEST(pos->kingSquare(BLACK) == E8);
}

BOOST_AUTO_TEST_CASE(all_start_positions_round_trip) {
  for (int n = 0; n < START_POSITION_COUNT; ++n) {
    const Position start = *startPosition(n);
    const std::string xfen = toFen(start), shredder = toFen(start, CastlingNotation::SHREDDER);
    // One rook on each side of each king: X-FEN is always KQkq.
    BOOST_TEST(castlingField(xfen) == "KQkq", n);
    const std::string rank = *backRankOf(n);
    const char h = char('A' + rank.rfind('R')), a = char('A' + rank.find('R'));
    const std::string expectedShredder = {h, a, char(h + 32), char(a + 32)};
    BOOST_TEST(castlingField(shredder) == expectedShredder, n);
    checkRoundTrip(xfen, CastlingNotation::XFEN);
    checkRoundTrip(xfen, CastlingNotation::SHREDDER);
    checkRoundTrip(shredder, CastlingNotation::XFEN);
    checkRoundTrip(shredder, CastlingNotation::SHREDDER);
    BOOST_TEST(parseFen(shredder)->samePosition(start));
    BOOST_TEST(parseFen(xfen)->samePosition(start));
  }
}

BOOST_AUTO_TEST_CASE(reference_positions_round_trip) {
  for (const auto& fen : test::referenceFens()) {
    checkRoundTrip(fen, CastlingNotation::XFEN);
    checkRoundTrip(fen, CastlingNotation::SHREDDER);
  }
  // The Chess960 table is written in Shredder-FEN; writing it back gives the same text, except for
  // en-passant squares where no capture is legal, which are dropped.
  for (const auto& c : test::chess960PerftCases()) {
    auto pos = parseFen(c.fen);
    BOOST_TEST_REQUIRE(pos.ok());
    std::string expected = c.fen;
    if (pos->epSquare() == NO_SQUARE) {
      auto words = test::splitWords(c.fen);
      words[3] = "-";
      expected = words[0] + " " + words[1] + " " + words[2] + " " + words[3] + " 0 1";
    }
    BOOST_TEST(toFen(*pos, CastlingNotation::SHREDDER) == expected);
  }
}

BOOST_AUTO_TEST_CASE(xfen_uses_file_letter_only_for_inner_rook) {
  struct Case {
    const char* input;
    Square whiteKingSide, whiteQueenSide, blackKingSide, blackQueenSide;
    const char* xfen;
    const char* shredder;
  };
  const Case cases[] = {
      // Two white rooks on the king side; only the inner one (f1) may castle.
      {"4k3/8/8/8/8/8/8/2K2R1R w F - 0 1", F1, NO_SQUARE, NO_SQUARE, NO_SQUARE, "F", "F"},
      // The outer one (h1): K in X-FEN, however it was written.
      {"4k3/8/8/8/8/8/8/2K2R1R w K - 0 1", H1, NO_SQUARE, NO_SQUARE, NO_SQUARE, "K", "H"},
      {"4k3/8/8/8/8/8/8/2K2R1R w H - 0 1", H1, NO_SQUARE, NO_SQUARE, NO_SQUARE, "K", "H"},
      // Two black rooks on the queen side.
      {"1r1r2k1/8/8/8/8/8/8/4K3 b d - 0 1", NO_SQUARE, NO_SQUARE, NO_SQUARE, D8, "d", "d"},
      {"1r1r2k1/8/8/8/8/8/8/4K3 b q - 0 1", NO_SQUARE, NO_SQUARE, NO_SQUARE, B8, "q", "b"},
      {"1r1r2k1/8/8/8/8/8/8/4K3 b b - 0 1", NO_SQUARE, NO_SQUARE, NO_SQUARE, B8, "q", "b"},
      // Inner rooks on both sides for both colours, plus outer rooks that lost their rights.
      {"rr2k1rr/8/8/8/8/8/8/RR2K1RR w BGbg - 0 1", G1, B1, G8, B8, "GBgb", "GBgb"},
      {"rr2k1rr/8/8/8/8/8/8/RR2K1RR w KQkq - 0 1", H1, A1, H8, A8, "KQkq", "HAha"},
      {"rr2k1rr/8/8/8/8/8/8/RR2K1RR w KBgq - 0 1", H1, B1, G8, A8, "KBgq", "HBga"},
      // A rook off the back rank does not make the back-rank rook "inner".
      {"4k3/8/8/8/8/8/7R/4K2R w K - 0 1", H1, NO_SQUARE, NO_SQUARE, NO_SQUARE, "K", "H"},
      // King and rook adjacent, the rook being the only one on its side.
      {"4k3/8/8/8/8/8/8/4KR2 w F - 0 1", F1, NO_SQUARE, NO_SQUARE, NO_SQUARE, "K", "F"},
  };
  for (const auto& c : cases) {
    auto pos = parseFen(c.input);
    BOOST_TEST_REQUIRE(pos.ok(), c.input << ": " << (pos ? "" : pos.error().message));
    BOOST_TEST(pos->castlingRook(WHITE, KING_SIDE) == c.whiteKingSide, c.input);
    BOOST_TEST(pos->castlingRook(WHITE, QUEEN_SIDE) == c.whiteQueenSide, c.input);
    BOOST_TEST(pos->castlingRook(BLACK, KING_SIDE) == c.blackKingSide, c.input);
    BOOST_TEST(pos->castlingRook(BLACK, QUEEN_SIDE) == c.blackQueenSide, c.input);
    BOOST_TEST(castlingField(toFen(*pos)) == c.xfen, c.input);
    BOOST_TEST(castlingField(toFen(*pos, CastlingNotation::SHREDDER)) == c.shredder, c.input);
    checkRoundTrip(c.input, CastlingNotation::XFEN);
    checkRoundTrip(c.input, CastlingNotation::SHREDDER);
  }
}

BOOST_AUTO_TEST_CASE(mixed_castling_notations_parse) {
  const std::string board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ";
  for (const char* field : {"KQkq", "HAha", "HQka", "KAhq", "kqKQ", "ahAH", "QkHa"}) {
    auto pos = parseFen(board + field + " - 0 1");
    BOOST_TEST_REQUIRE(pos.ok(), field << ": " << (pos ? "" : pos.error().message));
    BOOST_TEST(toFen(*pos) == std::string(STANDARD_FEN), field);
    BOOST_TEST(pos->key() == Position::standard().key(), field);
  }
  // A Chess960 start with X-FEN for one side and Shredder for the other.
  auto mixed = parseFen("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEkq - 0 1");
  BOOST_TEST_REQUIRE(mixed.ok());
  BOOST_TEST(toFen(*mixed) == "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1");
  BOOST_TEST(toFen(*mixed, CastlingNotation::SHREDDER) ==
             "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1");
  // Partial rights keep their side.
  auto partial = parseFen("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w Ge - 0 1");
  BOOST_TEST_REQUIRE(partial.ok());
  BOOST_TEST(partial->castlingRook(WHITE, KING_SIDE) == G1);
  BOOST_TEST(partial->castlingRook(WHITE, QUEEN_SIDE) == NO_SQUARE);
  BOOST_TEST(partial->castlingRook(BLACK, KING_SIDE) == NO_SQUARE);
  BOOST_TEST(partial->castlingRook(BLACK, QUEEN_SIDE) == E8);
  BOOST_TEST(castlingField(toFen(*partial)) == "Kq");
}

BOOST_AUTO_TEST_CASE(four_and_five_field_fens) {
  auto four = parseFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
  BOOST_TEST_REQUIRE(four.ok());
  BOOST_TEST(four->halfmoveClock() == 0);
  BOOST_TEST(four->fullmoveNumber() == 1);
  BOOST_TEST(toFen(*four) == std::string(STANDARD_FEN));
  auto five = parseFen("4k3/8/8/8/8/8/8/4K3 b - - 17");
  BOOST_TEST_REQUIRE(five.ok());
  BOOST_TEST(five->halfmoveClock() == 17);
  BOOST_TEST(five->fullmoveNumber() == 1);
  BOOST_TEST(toFen(*five) == "4k3/8/8/8/8/8/8/4K3 b - - 17 1");
  auto clocks = parseFen("4k3/8/8/8/8/8/8/4K3 w - - 99 123456");
  BOOST_TEST_REQUIRE(clocks.ok());
  BOOST_TEST(clocks->halfmoveClock() == 99);
  BOOST_TEST(clocks->fullmoveNumber() == 123456);
  BOOST_TEST(toFen(*clocks) == "4k3/8/8/8/8/8/8/4K3 w - - 99 123456");
  // Extra whitespace between and around fields is harmless.
  auto spaced = parseFen("  4k3/8/8/8/8/8/8/4K3   w\t-  -  3   7 ");
  BOOST_TEST_REQUIRE(spaced.ok());
  BOOST_TEST(toFen(*spaced) == "4k3/8/8/8/8/8/8/4K3 w - - 3 7");
  // Every ASCII whitespace character separates fields: tab to carriage return, and space.
  auto lines = parseFen("4k3/8/8/8/8/8/8/4K3\tw\n-\v-\f3\r7\r\n");
  BOOST_TEST_REQUIRE(lines.ok(), (lines ? "" : lines.error().message));
  BOOST_TEST(toFen(*lines) == "4k3/8/8/8/8/8/8/4K3 w - - 3 7");
}

// The reader takes a view and reads no byte past it: here the text ends with whitespace at the
// very end of its allocation, so reading on would be caught by the sanitized build.
BOOST_AUTO_TEST_CASE(reads_nothing_past_the_text) {
  const std::string fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ";
  const auto exact = std::make_unique<char[]>(fen.size());
  fen.copy(exact.get(), fen.size());
  auto pos = parseFen(std::string_view(exact.get(), fen.size()));
  BOOST_TEST_REQUIRE(pos.ok(), (pos ? "" : pos.error().message));
  BOOST_TEST(toFen(*pos) == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

BOOST_AUTO_TEST_CASE(en_passant_square_kept_only_when_capturable) {
  // e2-e4 with no black pawn able to capture: the square is dropped.
  auto none = parseFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  BOOST_TEST_REQUIRE(none.ok());
  BOOST_TEST(none->epSquare() == NO_SQUARE);
  BOOST_TEST(toFen(*none) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  auto plain = parseFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  BOOST_TEST(none->key() == plain->key());
  BOOST_TEST(none->samePosition(*plain));
  // A black pawn on d4 can take: kept.
  auto capturable = parseFen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  BOOST_TEST_REQUIRE(capturable.ok());
  BOOST_TEST(capturable->epSquare() == E3);
  BOOST_TEST(toFen(*capturable) == "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  auto capturableNoEp = parseFen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  BOOST_TEST(capturable->key() != capturableNoEp->key());
  // The only capture would expose the king along the rank: dropped.
  auto pinned = parseFen("1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1");
  BOOST_TEST_REQUIRE(pinned.ok());
  BOOST_TEST(pinned->epSquare() == NO_SQUARE);
  BOOST_TEST(toFen(*pinned) == "1b1k4/8/8/1rPpK3/8/8/8/8 w - - 0 1");
  // The capture that resolves a check by blocking it: kept.
  auto blocks = parseFen("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1");
  BOOST_TEST_REQUIRE(blocks.ok());
  BOOST_TEST(blocks->epSquare() == D3);
  // The same square after a real double step, played on the board.
  Position pos = *parseFen("4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1");
  pos.play(Move(E2, E4));
  BOOST_TEST(toFen(pos) == "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1");
  Position lonely = *parseFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
  lonely.play(Move(E2, E4));
  BOOST_TEST(toFen(lonely) == "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
}

BOOST_AUTO_TEST_CASE(parse_fen_setup_is_syntax_only) {
  auto empty = parseFenSetup("8/8/8/8/8/8/8/8 w - - 0 1");
  BOOST_TEST_REQUIRE(empty.ok());
  for (Piece p : empty->board) BOOST_TEST(p == NO_PIECE);
  BOOST_TEST(!parseFen("8/8/8/8/8/8/8/8 w - - 0 1").ok());
  auto setup = parseFenSetup("r3k2r/8/8/8/8/8/8/R3K2R b Kq e3 12 34");
  BOOST_TEST_REQUIRE(setup.ok());
  BOOST_TEST(setup->castlingRooks == (squareBb(H1) | squareBb(A8)));
  BOOST_TEST(setup->turn == BLACK);
  BOOST_TEST(setup->epSquare == E3);
  BOOST_TEST(setup->halfmoveClock == 12);
  BOOST_TEST(setup->fullmoveNumber == 34);
  BOOST_TEST(setup->board[E1] == makePiece(WHITE, KING));
  BOOST_TEST(setup->board[A8] == makePiece(BLACK, ROOK));
}

BOOST_AUTO_TEST_CASE(rejects_wrong_field_count_and_length) {
  checkRejected("", ErrorCode::FEN_FIELD_COUNT, "0 fields");
  checkRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", ErrorCode::FEN_FIELD_COUNT, "3 fields");
  checkRejected(std::string(STANDARD_FEN) + " 5", ErrorCode::FEN_FIELD_COUNT, "7 fields");
  const std::string longFen = std::string(STANDARD_FEN) + std::string(300, ' ');
  BOOST_TEST(longFen.size() > MAX_FEN_LENGTH);
  checkRejected(longFen, ErrorCode::FEN_FIELD_COUNT, "256");
  checkRejected(std::string(100000, 'p'), ErrorCode::FEN_FIELD_COUNT, "characters");
  // Exactly at the limit is fine.
  std::string atLimit = std::string(STANDARD_FEN);
  atLimit += std::string(MAX_FEN_LENGTH - atLimit.size(), ' ');
  BOOST_TEST(parseFen(atLimit).ok());
}

BOOST_AUTO_TEST_CASE(rejects_bad_boards) {
  checkRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", ErrorCode::FEN_BOARD, "'X'");
  checkRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN. w - - 0 1", ErrorCode::FEN_BOARD, "'.'");
  checkRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN0 w - - 0 1", ErrorCode::FEN_BOARD, "'0'");
  checkRejected("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrorCode::FEN_BOARD, "rank 6");
  // Nine squares in one rank, in several ways.
  checkRejected("rnbqkbnr/pppppppp/44p/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrorCode::FEN_BOARD,
                "more than 8 squares");
  checkRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1", ErrorCode::FEN_BOARD,
                "more than 8 squares");
  checkRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR1 w KQkq - 0 1", ErrorCode::FEN_BOARD,
                "more than 8 squares");
  // Too few squares.
  checkRejected("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrorCode::FEN_BOARD,
                "rank 7 has 7");
  checkRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w - - 0 1", ErrorCode::FEN_BOARD, "rank 1 has 7");
  // Too few / too many ranks.
  checkRejected("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrorCode::FEN_BOARD, "7 ranks");
  checkRejected("rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrorCode::FEN_BOARD,
                "more than 8 ranks");
  checkRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1", ErrorCode::FEN_BOARD,
                "more than 8 ranks");
}

BOOST_AUTO_TEST_CASE(rejects_impossible_positions) {
  // Kings.
  checkRejected("8/8/8/8/8/8/8/K7 w - - 0 1", ErrorCode::KINGS, "black has 0 kings");
  checkRejected("k7/8/8/8/8/8/8/8 b - - 0 1", ErrorCode::KINGS, "white has 0 kings");
  checkRejected("kk6/8/8/8/8/8/8/K7 w - - 0 1", ErrorCode::KINGS, "black has 2 kings");
  checkRejected("k7/8/8/8/8/8/8/K6K w - - 0 1", ErrorCode::KINGS, "white has 2 kings");
  checkRejected("8/8/8/8/8/8/8/8 w - - 0 1", ErrorCode::KINGS, "kings");
  // Pawns on the first or last rank.
  checkRejected("k6P/8/8/8/8/8/8/K7 w - - 0 1", ErrorCode::PAWNS_ON_BACK_RANK, "h8");
  checkRejected("k7/8/8/8/8/8/8/K6p w - - 0 1", ErrorCode::PAWNS_ON_BACK_RANK, "h1");
  checkRejected("k7/8/8/8/8/8/8/K2P4 b - - 0 1", ErrorCode::PAWNS_ON_BACK_RANK, "d1");
  // The side not to move is in check.
  checkRejected("k6R/8/8/8/8/8/8/K7 w - - 0 1", ErrorCode::OPPOSITE_CHECK, "black");
  checkRejected("k7/8/8/8/8/8/1p6/K7 b - - 0 1", ErrorCode::OPPOSITE_CHECK, "white");
  checkRejected("8/8/8/8/8/8/8/Kk6 w - - 0 1", ErrorCode::OPPOSITE_CHECK, "in check");
  // ... but the side to move may be in check, even double check.
  BOOST_TEST(parseFen("k6R/8/8/8/8/8/8/K7 b - - 0 1").ok());
  BOOST_TEST(parseFen("k6R/8/1N6/8/8/8/8/K7 b - - 0 1").ok());
}

BOOST_AUTO_TEST_CASE(rejects_turn_and_castling_garbage) {
  checkRejected("4k3/8/8/8/8/8/8/4K3 x - - 0 1", ErrorCode::FEN_TURN, "'x'");
  checkRejected("4k3/8/8/8/8/8/8/4K3 W - - 0 1", ErrorCode::FEN_TURN, "'W'");
  checkRejected("4k3/8/8/8/8/8/8/4K3 white - - 0 1", ErrorCode::FEN_TURN, "'white'");
  checkRejected("r3k2r/8/8/8/8/8/8/R3K2R w KQxq - 0 1", ErrorCode::FEN_CASTLING, "'KQxq'");
  checkRejected("r3k2r/8/8/8/8/8/8/R3K2R w 1 - 0 1", ErrorCode::FEN_CASTLING, "'1'");
  checkRejected("r3k2r/8/8/8/8/8/8/R3K2R w K-Qkq - 0 1", ErrorCode::FEN_CASTLING, "'K-Qkq'");
  checkRejected("r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", ErrorCode::FEN_CASTLING, "twice");
  checkRejected("r3k2r/8/8/8/8/8/8/R3K2R w KH - 0 1", ErrorCode::FEN_CASTLING, "h1");
  checkRejected("r3k2r/8/8/8/8/8/8/R3K2R w -- - 0 1", ErrorCode::FEN_CASTLING, "'--'");
}

BOOST_AUTO_TEST_CASE(rejects_castling_rights_without_king_or_rook) {
  // King off its back rank, X-FEN letter and Shredder letter.
  checkRejected("4k3/8/8/8/8/8/4K3/7R w K - 0 1", ErrorCode::CASTLING_RIGHTS, "not on its back rank");
  checkRejected("4k3/8/8/8/8/8/4K3/7R w H - 0 1", ErrorCode::CASTLING_RIGHTS, "not on its back rank");
  checkRejected("r7/4k3/8/8/8/8/8/4K3 w q - 0 1", ErrorCode::CASTLING_RIGHTS, "black king");
  // No rook where the right points.
  checkRejected("4k3/8/8/8/8/8/8/4K3 w K - 0 1", ErrorCode::CASTLING_RIGHTS, "no white rook");
  checkRejected("4k3/8/8/8/8/8/8/4K3 w Q - 0 1", ErrorCode::CASTLING_RIGHTS, "no white rook");
  checkRejected("4k3/8/8/8/8/8/8/4K2R w A - 0 1", ErrorCode::CASTLING_RIGHTS, "a1");
  checkRejected("4k3/8/8/8/8/8/8/4K2N w H - 0 1", ErrorCode::CASTLING_RIGHTS, "h1");
  checkRejected("4k3/8/8/8/8/8/8/4K3 w k - 0 1", ErrorCode::CASTLING_RIGHTS, "no black rook");
  // A rook of the wrong colour.
  checkRejected("4k3/8/8/8/8/8/8/4K2r w H - 0 1", ErrorCode::CASTLING_RIGHTS, "h1");
  // The king's own file cannot hold the castling rook.
  checkRejected("4k3/8/8/8/8/8/8/R3K2R w E - 0 1", ErrorCode::CASTLING_RIGHTS, "e1");
  // Two rights on one side of the king.
  checkRejected("4k3/8/8/8/8/8/8/R3KRRR w FH - 0 1", ErrorCode::CASTLING_RIGHTS,
                "two castling rights for white on the king side (f1 and h1)");
  checkRejected("rr2k3/8/8/8/8/8/8/4K3 w ab - 0 1", ErrorCode::CASTLING_RIGHTS,
                "two castling rights for black on the queen side (a8 and b8)");
}

BOOST_AUTO_TEST_CASE(rejects_bad_en_passant_squares) {
  // Syntax.
  checkRejected("4k3/8/8/8/8/8/8/4K3 w - e9 0 1", ErrorCode::FEN_EN_PASSANT, "'e9'");
  checkRejected("4k3/8/8/8/8/8/8/4K3 w - x6 0 1", ErrorCode::FEN_EN_PASSANT, "'x6'");
  checkRejected("4k3/8/8/8/8/8/8/4K3 w - e 0 1", ErrorCode::FEN_EN_PASSANT, "'e'");
  checkRejected("4k3/8/8/8/8/8/8/4K3 w - E6 0 1", ErrorCode::FEN_EN_PASSANT, "'E6'");
  // Wrong rank for the side to move.
  checkRejected("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1", ErrorCode::EN_PASSANT,
                "third");
  checkRejected("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d3 0 1", ErrorCode::EN_PASSANT,
                "sixth");
  checkRejected("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1", ErrorCode::EN_PASSANT,
                "sixth");
  // The square itself occupied.
  checkRejected("rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1", ErrorCode::EN_PASSANT, "e3");
  // No pawn in front of it.
  checkRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", ErrorCode::EN_PASSANT,
                "pawn on e4");
  // The pawn in front belongs to the side to move.
  checkRejected("rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", ErrorCode::EN_PASSANT,
                "white pawn on e4");
  // The pawn's origin square is occupied.
  checkRejected("rnbqkbnr/pppppppp/8/8/4P3/8/PPPPBPPP/RNBQK1NR b KQkq e3 0 1", ErrorCode::EN_PASSANT, "e2");
  checkRejected("rnbqkbnr/pppppppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 1", ErrorCode::EN_PASSANT, "d7");
}

BOOST_AUTO_TEST_CASE(rejects_bad_clocks) {
  const std::string prefix = "4k3/8/8/8/8/8/8/4K3 w - - ";
  checkRejected(prefix + "-1 1", ErrorCode::FEN_HALFMOVE_CLOCK, "'-1'");
  checkRejected(prefix + "x 1", ErrorCode::FEN_HALFMOVE_CLOCK, "'x'");
  checkRejected(prefix + "1.5 1", ErrorCode::FEN_HALFMOVE_CLOCK, "'1.5'");
  checkRejected(prefix + "+3 1", ErrorCode::FEN_HALFMOVE_CLOCK, "'+3'");
  checkRejected(prefix + "99999999999 1", ErrorCode::FEN_HALFMOVE_CLOCK, "halfmove");
  checkRejected(prefix + "0 0", ErrorCode::FEN_FULLMOVE_NUMBER, "'0'");
  checkRejected(prefix + "0 -4", ErrorCode::FEN_FULLMOVE_NUMBER, "'-4'");
  checkRejected(prefix + "0 abc", ErrorCode::FEN_FULLMOVE_NUMBER, "'abc'");
  checkRejected(prefix + "0 1x", ErrorCode::FEN_FULLMOVE_NUMBER, "'1x'");
  checkRejected(prefix + "0 99999999999", ErrorCode::FEN_FULLMOVE_NUMBER, "fullmove");
  checkRejected("4k3/8/8/8/8/8/8/4K3 w - - -5", ErrorCode::FEN_HALFMOVE_CLOCK, "'-5'");
  // Setups built by hand are checked too.
  Setup setup = *parseFenSetup("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  setup.halfmoveClock = -1;
  auto negative = Position::fromSetup(setup);
  BOOST_TEST_REQUIRE(!negative.ok());
  BOOST_TEST(negative.error().code == ErrorCode::FEN_HALFMOVE_CLOCK);
  setup.halfmoveClock = 0;
  setup.fullmoveNumber = 0;
  auto zero = Position::fromSetup(setup);
  BOOST_TEST_REQUIRE(!zero.ok());
  BOOST_TEST(zero.error().code == ErrorCode::FEN_FULLMOVE_NUMBER);
}

BOOST_AUTO_TEST_CASE(hand_built_setups_are_validated) {
  const Setup good = *parseFenSetup("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  BOOST_TEST(Position::fromSetup(good).ok());
  auto expectError = [](const Setup& setup, ErrorCode code, const char* what) {
    auto pos = Position::fromSetup(setup);
    BOOST_TEST_REQUIRE(!pos.ok(), what);
    BOOST_TEST(pos.error().code == code, what << ": " << pos.error().message);
    BOOST_TEST(!pos.error().message.empty());
  };
  Setup badPiece = good;
  badPiece.board[D4] = Piece(6);  // white "no piece type"
  expectError(badPiece, ErrorCode::FEN_BOARD, "piece code 6");
  badPiece.board[D4] = Piece(40);
  expectError(badPiece, ErrorCode::FEN_BOARD, "piece code 40");
  Setup midBoardRight = good;
  midBoardRight.castlingRooks |= squareBb(D4);
  expectError(midBoardRight, ErrorCode::CASTLING_RIGHTS, "castling right on d4");
  Setup noRook = good;
  noRook.board[H1] = NO_PIECE;
  expectError(noRook, ErrorCode::CASTLING_RIGHTS, "right without rook");
  Setup badEp = good;
  badEp.epSquare = Square(100);
  expectError(badEp, ErrorCode::EN_PASSANT, "en-passant square 100");
  Setup twoKings = good;
  twoKings.board[D4] = makePiece(BLACK, KING);
  expectError(twoKings, ErrorCode::KINGS, "two black kings");
}

BOOST_AUTO_TEST_CASE(error_code_names) {
  BOOST_TEST(std::string(errorCodeName(ErrorCode::FEN_FIELD_COUNT)) == "FEN_FIELD_COUNT");
  BOOST_TEST(std::string(errorCodeName(ErrorCode::EN_PASSANT)) == "EN_PASSANT");
  BOOST_TEST(std::string(errorCodeName(ErrorCode::AMBIGUOUS_SAN)) == "AMBIGUOUS_SAN");
  BOOST_TEST(std::string(errorCodeName(ErrorCode::DIE_ROLLS)) == "DIE_ROLLS");
  BOOST_TEST(std::string(errorCodeName(ErrorCode::CARDS)) == "CARDS");
  BOOST_TEST(std::string(errorCodeName(ErrorCode::PGN)) == "PGN");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(fen_validation_order)

// Issue 10: a pawn on the back rank was reported as a castling-rights error.
BOOST_AUTO_TEST_CASE(pawn_on_back_rank_before_castling) {
  checkRejected("Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrorCode::PAWNS_ON_BACK_RANK,
                "a8");
  checkRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/pNBQKBNR w KQkq - 0 1", ErrorCode::PAWNS_ON_BACK_RANK,
                "a1");
}

// One FEN per pair of neighbouring stages, with a fault in both: the earlier stage is reported.
BOOST_AUTO_TEST_CASE(each_stage_before_the_next) {
  // Field count before anything in the fields.
  checkRejected("rnbqkbnX/8 w", ErrorCode::FEN_FIELD_COUNT, "2 fields");
  // Board syntax before the other fields' syntax.
  checkRejected("rnbqkbnX/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq z9 y 0", ErrorCode::FEN_BOARD, "'X'");
  // Then turn, castling, en passant, clocks syntax, left to right.
  checkRejected("8/8/8/8/8/8/8/8 x !! z9 y 0", ErrorCode::FEN_TURN, "'x'");
  checkRejected("8/8/8/8/8/8/8/8 w !! z9 y 0", ErrorCode::FEN_CASTLING, "'!!'");
  checkRejected("8/8/8/8/8/8/8/8 w KQ z9 y 0", ErrorCode::FEN_EN_PASSANT, "'z9'");
  checkRejected("8/8/8/8/8/8/8/8 w KQ e3 y 0", ErrorCode::FEN_HALFMOVE_CLOCK, "'y'");
  checkRejected("8/8/8/8/8/8/8/8 w KQ e3 0 0", ErrorCode::FEN_FULLMOVE_NUMBER, "'0'");
  // Every field readable: the position's rules. Kings first (K names no rook, e3 no pawn).
  checkRejected("P7/8/8/8/8/8/8/8 w KQ e3 0 1", ErrorCode::KINGS, "white has 0 kings");
  // Then pawns on the back ranks.
  checkRejected("Pnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 b KQkq e3 0 1", ErrorCode::PAWNS_ON_BACK_RANK,
                "a8");
  // Then the side not to move in check (K and q name no rook, e6 has no pawn below it).
  checkRejected("4k2R/8/8/8/8/8/8/4K3 w Kq e6 0 1", ErrorCode::OPPOSITE_CHECK, "black");
  // Then castling rights (e6 has no pawn below it either).
  checkRejected("4k3/8/8/8/8/8/8/4K3 w K e6 0 1", ErrorCode::CASTLING_RIGHTS, "castling right 'K'");
  checkRejected("4k3/8/8/8/8/8/8/4K3 w H e6 0 1", ErrorCode::CASTLING_RIGHTS, "h1");
  // Then en passant.
  checkRejected("4k3/8/8/8/8/8/8/4K2R w K e6 0 1", ErrorCode::EN_PASSANT, "e6");
  // The clocks' ranges come last; only a hand-built Setup can break them.
  Setup setup = *parseFenSetup("4k3/8/8/8/8/8/8/4K2R w - e6 0 1");
  setup.halfmoveClock = -1;
  auto pos = Position::fromSetup(setup);
  BOOST_TEST_REQUIRE(!pos.ok());
  BOOST_TEST(pos.error().code == ErrorCode::EN_PASSANT);
  setup.epSquare = NO_SQUARE;
  pos = Position::fromSetup(setup);
  BOOST_TEST_REQUIRE(!pos.ok());
  BOOST_TEST(pos.error().code == ErrorCode::FEN_HALFMOVE_CLOCK);
}

BOOST_AUTO_TEST_CASE(castling_letters_keep_their_precise_messages) {
  checkRejected("4k3/8/8/8/8/8/4K3/7R w K - 0 1", ErrorCode::CASTLING_RIGHTS,
                "castling right 'K', but the white king is not on its back rank");
  checkRejected("4k3/8/8/8/8/8/8/4K3 w Q - 0 1", ErrorCode::CASTLING_RIGHTS,
                "castling right 'Q', but there is no white rook on the a-side of the king on its back rank");
  checkRejected("rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrorCode::CASTLING_RIGHTS,
                "castling right 'k', but there is no black rook on the h-side");
  // parseFenSetup reads the letters without the board's verdict; the same letter twice is syntax.
  auto setup = parseFenSetup("4k3/8/8/8/8/8/8/4K3 w Kq - 0 1");
  BOOST_TEST_REQUIRE(setup.ok());
  BOOST_TEST(setup->castlingRooks == 0);
  BOOST_TEST(int(setup->unresolvedCastling) == (1 | 8));
  checkRejected("4k3/8/8/8/8/8/8/4K3 w KK - 0 1", ErrorCode::FEN_CASTLING, "names 'K' twice");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(fen_repair)

BOOST_AUTO_TEST_CASE(drops_castling_rights_without_rook_or_king) {
  // Rooks gone from a1 and h1.
  const Repaired gone = repair("r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1");
  BOOST_TEST(gone.fen == "r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1");
  BOOST_TEST(
      gone.dropped ==
      (std::vector<std::string>{
          "castling right 'K', but there is no white rook on the h-side of the king on its back rank",
          "castling right 'Q', but there is no white rook on the a-side of the king on its back rank"}));
  BOOST_TEST(gone.faults == (std::vector<ErrorCode>{ErrorCode::CASTLING_RIGHTS, ErrorCode::CASTLING_RIGHTS}));
  // Shredder letters: a knight on a1, and a king off its back rank.
  const Repaired knight = repair("4k3/8/8/8/8/8/8/N3K2R w AH - 0 1");
  BOOST_TEST(knight.fen == "4k3/8/8/8/8/8/8/N3K2R w K - 0 1");
  BOOST_TEST(knight.dropped ==
             std::vector<std::string>{"castling right for a1, but no white rook stands there"});
  const Repaired walked = repair("r3k3/8/8/8/8/8/4K3/R6R w HAq - 0 1");
  BOOST_TEST(walked.fen == "r3k3/8/8/8/8/8/4K3/R6R w q - 0 1");
  BOOST_TEST(walked.dropped.size() == 2u);
  // The strict read refuses the same FENs with those very messages.
  checkRejected("r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1", ErrorCode::CASTLING_RIGHTS, gone.dropped[0]);
  checkRejected("4k3/8/8/8/8/8/8/N3K2R w AH - 0 1", ErrorCode::CASTLING_RIGHTS, knight.dropped[0]);
}

BOOST_AUTO_TEST_CASE(drops_impossible_en_passant_squares) {
  // No pawn in front of e3.
  const Repaired noPawn = repair("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  BOOST_TEST(noPawn.fen == "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  BOOST_TEST(noPawn.faults == std::vector<ErrorCode>{ErrorCode::EN_PASSANT});
  BOOST_TEST(noPawn.dropped.at(0).find("pawn on e4") != std::string::npos);
  // The wrong rank for the side to move.
  const Repaired wrongRank = repair("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1");
  BOOST_TEST(wrongRank.fen == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
  BOOST_TEST(wrongRank.dropped.at(0).find("sixth") != std::string::npos);
  // A possible square no pawn can take is not a fault: dropped silently, as always, no repair.
  const Repaired uncapturable = repair("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  BOOST_TEST(uncapturable.fen == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  BOOST_TEST(uncapturable.dropped.empty());
  // Castling and en passant together, and what stays: the clocks.
  const Repaired both = repair("4k3/8/8/8/8/8/8/4K3 w KQ d6 7 40");
  BOOST_TEST(both.fen == "4k3/8/8/8/8/8/8/4K3 w - - 7 40");
  BOOST_TEST(both.faults == (std::vector<ErrorCode>{ErrorCode::CASTLING_RIGHTS, ErrorCode::CASTLING_RIGHTS,
                                                    ErrorCode::EN_PASSANT}));
}

BOOST_AUTO_TEST_CASE(valid_fens_need_no_repair) {
  for (const std::string fen :
       {std::string(STANDARD_FEN),
        std::string("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")}) {
    const Repaired same = repair(fen);
    BOOST_TEST(same.fen == toFen(*parseFen(fen)));
    BOOST_TEST(same.dropped.empty());
  }
}

BOOST_AUTO_TEST_CASE(refuses_what_is_not_harmless) {
  std::vector<Repair> repairs = {{ErrorCode::EN_PASSANT, "left over"}};
  const std::vector<std::pair<std::string, ErrorCode>> refused = {
      {"Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrorCode::PAWNS_ON_BACK_RANK},
      {"4k3/8/8/8/8/8/8/8 w K - 0 1", ErrorCode::KINGS},
      {"4k2R/8/8/8/8/8/8/4K3 w K - 0 1", ErrorCode::OPPOSITE_CHECK},
      // Two rights on one side of the king: which one was meant cannot be known.
      {"4k3/8/8/8/8/8/8/R3KRRR w FH - 0 1", ErrorCode::CASTLING_RIGHTS},
      {"4k3/8/8/8/8/8/8/4K3 w KQxq - 0 1", ErrorCode::FEN_CASTLING},
      {"4k3/8/8/8/8/8/8/4K3 w - e9 0 1", ErrorCode::FEN_EN_PASSANT},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 0", ErrorCode::FEN_FULLMOVE_NUMBER},
  };
  for (const auto& [fen, code] : refused) {
    auto pos = parseFen(fen, &repairs);
    BOOST_TEST_REQUIRE(!pos.ok(), fen);
    BOOST_TEST(pos.error().code == code, fen << ": " << pos.error().message);
    BOOST_TEST(repairs.empty(), fen);  // nothing reported for a FEN that was not loaded
    auto strict = parseFen(fen);
    BOOST_TEST(strict.error().message == pos.error().message, fen);
  }
}

BOOST_AUTO_TEST_SUITE_END()
