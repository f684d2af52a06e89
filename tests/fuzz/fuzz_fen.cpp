// FEN reader. Input: a FEN line (any bytes), or a 0x00 byte followed by raw bytes that fill a
// Setup directly (piece codes, side to move, castling rooks, en-passant square and clocks, some
// of them out of range on purpose) for Position::fromSetup.
// Checks: no crash or sanitizer report; errors carry an expected code and a printable message;
// parseFen accepts exactly the setups the slow validity rules accept (checks.h); every accepted
// position passes checkPosition (legal moves both ways, FEN round trip, keys, notations).
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "checks.h"
#include "chess960/fen.h"
#include "chess960/position.h"

using namespace chess960;
using namespace chess960::fuzz;

namespace {

bool validPiece(Piece p) { return p == NO_PIECE || (p < NO_PIECE && typeOf(p) < NO_PIECE_TYPE); }

// The position rules of Position::fromSetup, written out on the array. Empty string: valid.
std::string slowInvalidity(const Setup& s) {
  for (int i = 0; i < SQUARE_COUNT; ++i)
    if (!validPiece(s.board[i])) return "bad piece code";
  if (s.turn != WHITE && s.turn != BLACK) return "bad side to move";
  Square kings[2] = {NO_SQUARE, NO_SQUARE};
  for (Color c : {WHITE, BLACK}) {
    int count = 0;
    for (int i = 0; i < SQUARE_COUNT; ++i)
      if (s.board[i] == makePiece(c, KING)) ++count, kings[c] = Square(i);
    if (count != 1) return "king count";
  }
  for (int f = 0; f < 8; ++f)
    for (int r : {0, 7})
      if (s.board[makeSquare(f, r)] != NO_PIECE && typeOf(s.board[makeSquare(f, r)]) == PAWN)
        return "pawn on a back rank";
  if (slowAttacked(s.board, kings[~s.turn], s.turn)) return "side not to move in check";
  if (s.unresolvedCastling) return "castling letter naming no rook";
  bool taken[2][2] = {{false, false}, {false, false}};
  for (int i = 0; i < SQUARE_COUNT; ++i) {
    if (!(s.castlingRooks >> i & 1)) continue;
    const Square sq = Square(i);
    if (rankOf(sq) != 0 && rankOf(sq) != 7) return "castling rook off the back ranks";
    const Color c = rankOf(sq) == 0 ? WHITE : BLACK;
    if (s.board[sq] != makePiece(c, ROOK)) return "castling right without a rook";
    if (rankOf(kings[c]) != backRank(c)) return "castling right with the king off its back rank";
    const int side = fileOf(sq) > fileOf(kings[c]) ? 0 : 1;
    if (taken[c][side]) return "two castling rooks on one side";
    taken[c][side] = true;
  }
  if (s.epSquare != NO_SQUARE) {
    if (s.epSquare >= SQUARE_COUNT || rankOf(s.epSquare) != (s.turn == WHITE ? 5 : 2)) return "ep rank";
    const int f = fileOf(s.epSquare);
    const Square pushed = makeSquare(f, s.turn == WHITE ? 4 : 3),
                 origin = makeSquare(f, s.turn == WHITE ? 6 : 1);
    if (s.board[s.epSquare] != NO_PIECE || s.board[origin] != NO_PIECE ||
        s.board[pushed] != makePiece(~s.turn, PAWN))
      return "ep squares";
  }
  if (s.halfmoveClock < 0 || s.halfmoveClock > 999999999)
    return "halfmove clock";  // a FEN carries nine digits
  if (s.fullmoveNumber < 1 || s.fullmoveNumber > 999999999) return "fullmove number";
  return "";
}

// What fromSetup must produce from a valid setup.
void checkAgainstSetup(const Position& pos, const Setup& s, std::string_view input) {
  const std::string fen = toFen(pos);
  for (int i = 0; i < SQUARE_COUNT; ++i)
    FUZZ_CHECK(pos.pieceAt(Square(i)) == s.board[i], "fromSetup moved a piece", fen);
  FUZZ_CHECK(pos.turn() == s.turn && pos.castlingRooks() == s.castlingRooks &&
                 pos.halfmoveClock() == s.halfmoveClock && pos.fullmoveNumber() == s.fullmoveNumber,
             "fromSetup changed the turn, castling rooks or clocks", fen, std::string(input.substr(0, 200)));
  // The en-passant square stays exactly when a capture onto it is legal.
  Square expectedEp = NO_SQUARE;
  if (s.epSquare != NO_SQUARE) {
    SlowBoard b = slowBoardOf(pos);
    b.ep = s.epSquare;
    for (Move m : slowLegalMoves(b))
      if (m.kind() == MoveKind::EN_PASSANT) expectedEp = s.epSquare;
  }
  FUZZ_CHECK(pos.epSquare() == expectedEp, "en-passant square kept or dropped wrongly", fen);
}

constexpr ErrorCode POSITION_ERRORS[] = {
    ErrorCode::FEN_BOARD,          ErrorCode::FEN_TURN,           ErrorCode::KINGS,
    ErrorCode::PAWNS_ON_BACK_RANK, ErrorCode::OPPOSITE_CHECK,     ErrorCode::CASTLING_RIGHTS,
    ErrorCode::EN_PASSANT,         ErrorCode::FEN_HALFMOVE_CLOCK, ErrorCode::FEN_FULLMOVE_NUMBER};

void checkFromSetup(const Setup& setup, std::string_view input) {
  auto pos = Position::fromSetup(setup);
  const std::string why = slowInvalidity(setup);
  FUZZ_CHECK(pos.ok() == why.empty(), "fromSetup and the slow validity rules disagree",
             pos ? "fromSetup accepted; slow rules: " + why : "fromSetup: " + pos.error().message,
             "input: " + std::string(input.substr(0, 200)));
  if (!pos) {
    const Error& e = pos.error();
    bool known = false;
    for (ErrorCode c : POSITION_ERRORS) known |= e.code == c;
    FUZZ_CHECK(known, std::string("unexpected error code ") + errorCodeName(e.code), e.message);
    checkError(e, {e.code}, input);
    return;
  }
  checkAgainstSetup(*pos, setup, input);
  checkPosition(*pos);
}

// Raw mode: bytes straight into a Setup, mostly in range, sometimes not.
void fuzzRawSetup(const std::uint8_t* data, std::size_t size) {
  auto next = [&]() -> std::uint8_t {
    if (size == 0) return 0;
    --size;
    return *data++;
  };
  auto next32 = [&]() {
    std::uint32_t v = 0;
    for (int k = 0; k < 4; ++k) v = v << 8 | next();
    return int(v);
  };
  static const Piece PIECES[16] = {NO_PIECE,
                                   NO_PIECE,
                                   NO_PIECE,
                                   NO_PIECE,
                                   makePiece(WHITE, PAWN),
                                   makePiece(WHITE, KNIGHT),
                                   makePiece(WHITE, BISHOP),
                                   makePiece(WHITE, ROOK),
                                   makePiece(WHITE, QUEEN),
                                   makePiece(WHITE, KING),
                                   makePiece(BLACK, PAWN),
                                   makePiece(BLACK, KNIGHT),
                                   makePiece(BLACK, BISHOP),
                                   makePiece(BLACK, ROOK),
                                   makePiece(BLACK, QUEEN),
                                   makePiece(BLACK, KING)};
  Setup s;
  for (int i = 0; i < SQUARE_COUNT; ++i) {
    const std::uint8_t b = next();
    s.board[i] = b < 0xF0 ? PIECES[b & 15] : Piece(b & 0x1F);  // 0xF0..0xFF: raw codes, most invalid
  }
  const std::uint8_t turn = next();
  s.turn = turn < 0xF0 ? Color(turn & 1) : Color(turn);
  const std::uint8_t rank1 = next(), rank8 = next(), extra = next();
  s.castlingRooks =
      Bitboard(rank1) | Bitboard(rank8) << 56 | (extra >= 0xC0 ? squareBb(Square(extra & 63)) : 0);
  const std::uint8_t ep = next();
  s.epSquare = ep < 0x40 || ep >= 0xF0 ? Square(ep) : NO_SQUARE;
  const std::uint8_t half = next();
  s.halfmoveClock = half >= 0xF0 ? next32() : half;
  const std::uint8_t full = next();
  s.fullmoveNumber = full >= 0xF0 ? next32() : full;
  checkFromSetup(s, "(raw setup)");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 0 && data[0] == 0) {
    fuzzRawSetup(data + 1, size - 1);
    return 0;
  }
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto setup = parseFenSetup(text);
  auto pos = parseFen(text);
  if (!setup) {
    checkError(
        setup.error(),
        {ErrorCode::FEN_FIELD_COUNT, ErrorCode::FEN_BOARD, ErrorCode::FEN_TURN, ErrorCode::FEN_CASTLING,
         ErrorCode::FEN_EN_PASSANT, ErrorCode::FEN_HALFMOVE_CLOCK, ErrorCode::FEN_FULLMOVE_NUMBER},
        text);
    FUZZ_CHECK(!pos && pos.error().code == setup.error().code && pos.error().message == setup.error().message,
               "parseFen and parseFenSetup disagree on a syntax error", setup.error().message);
    return 0;
  }
  FUZZ_CHECK(text.size() <= MAX_FEN_LENGTH, "a FEN over MAX_FEN_LENGTH was accepted");
  checkFromSetup(*setup, text);
  auto direct = Position::fromSetup(*setup);
  FUZZ_CHECK(pos.ok() == direct.ok(), "parseFen differs from fromSetup(parseFenSetup)");
  if (pos) {
    FUZZ_CHECK(pos->samePosition(*direct) && pos->key() == direct->key(), "parseFen differs from fromSetup");
  }
  // Repair drops only castling rights and the en-passant square: a valid FEN needs none, and an
  // invalid one it loads was refused for exactly those, with the same board afterwards.
  std::vector<Repair> repairs;
  auto repaired = parseFen(text, &repairs);
  if (pos) {
    FUZZ_CHECK(repaired && repairs.empty() && repaired->samePosition(*pos), "repair changed a valid FEN");
  } else if (repaired) {
    FUZZ_CHECK(!repairs.empty() && (pos.error().code == ErrorCode::CASTLING_RIGHTS ||
                                    pos.error().code == ErrorCode::EN_PASSANT),
               "repair accepted a FEN refused for something else", pos.error().message);
    for (int i = 0; i < SQUARE_COUNT; ++i)
      FUZZ_CHECK(repaired->pieceAt(Square(i)) == setup->board[i], "repair moved a piece");
    FUZZ_CHECK(repaired->turn() == setup->turn && (repaired->castlingRooks() & ~setup->castlingRooks) == 0,
               "repair changed the turn or added a castling right");
  } else {
    FUZZ_CHECK(repairs.empty(), "a refused repair reported repairs");
  }
  return 0;
}
