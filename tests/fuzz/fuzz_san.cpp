// SAN move reader. Input: a FEN on the first line (if it is not a valid FEN, a Chess960 start
// position chosen by its hash), then whitespace-separated SAN tokens, played one after another.
// Each token is read by parseSan and, independently, by the documented grammar as regular
// expressions (long algebraic: optional piece letter, from-square, '-', 'x' or ':', to-square,
// promotion in either case, resolved like UCI; else SAN: optional piece letter, file and rank
// hints, capture mark, destination, promotion; trailing + # ! ?; O-O / 0-0) matched against the
// slow legal move list: both must agree on the move, or on INVALID_SAN / ILLEGAL_MOVE /
// AMBIGUOUS_SAN. Game::playSan must agree too.
#include <cstddef>
#include <cstdint>
#include <regex>
#include <string>
#include <string_view>

#include "checks.h"
#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/san.h"

using namespace chess960;
using namespace chess960::fuzz;

namespace {

struct Expected {
  bool ok;
  Move move;
  ErrorCode code;
};

PieceType pieceOf(char c) {
  switch (c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c) {
    case 'N':
      return KNIGHT;
    case 'B':
      return BISHOP;
    case 'R':
      return ROOK;
    case 'Q':
      return QUEEN;
    case 'K':
      return KING;
    default:
      return PAWN;
  }
}

Expected sanOracle(const Position& pos, std::string_view token) {
  const Expected invalid{false, Move::none(), ErrorCode::INVALID_SAN};
  const Expected illegal{false, Move::none(), ErrorCode::ILLEGAL_MOVE};
  if (token.size() > 16) return invalid;
  std::string san(token);
  while (!san.empty() && std::string_view("+#!?").find(san.back()) != std::string_view::npos) san.pop_back();
  const SlowBoard board = slowBoardOf(pos);
  const auto legal = slowLegalMoves(board);
  if (san == "O-O" || san == "0-0" || san == "O-O-O" || san == "0-0-0") {
    const bool kingSide = san.size() == 3;
    for (Move m : legal)
      if (m.isCastling() && (m.to() > m.from()) == kingSide) return {true, m, ErrorCode::INVALID_SAN};
    return illegal;
  }
  std::smatch match;
  // Long algebraic names its from-square: the piece there (of the side to move, and of the letter
  // if one is given) moving to the to-square, or castling as UCI writes it (king takes rook, or the
  // king's move of two files or more onto its castling square).
  static const std::regex longAlgebraic("^([NBRQK]?)([a-h][1-8])[-x:]?([a-h][1-8])(?:=?([NBRQnbrq]))?$");
  if (std::regex_match(san, match, longAlgebraic)) {
    const Square from = makeSquare(match[2].str()[0] - 'a', match[2].str()[1] - '1');
    const Square to = makeSquare(match[3].str()[0] - 'a', match[3].str()[1] - '1');
    const PieceType promotion = match[4].length() ? pieceOf(match[4].str()[0]) : NO_PIECE_TYPE;
    const Piece moving = board.squares[from];
    if (moving == NO_PIECE || colorOf(moving) != board.turn) return illegal;
    if (match[1].length() && pieceOf(match[1].str()[0]) != typeOf(moving)) return illegal;
    for (Move m : legal) {
      if (m.from() != from) continue;
      if (m.to() == to && m.promotion() == promotion) return {true, m, ErrorCode::INVALID_SAN};
      const bool kingSide = m.to() > m.from();
      const Square kingTarget = makeSquare(kingSide ? 6 : 2, rankOf(from));
      const int files = fileOf(to) - fileOf(from);
      if (m.isCastling() && promotion == NO_PIECE_TYPE && to == kingTarget && (files >= 2 || files <= -2))
        return {true, m, ErrorCode::INVALID_SAN};
    }
    return illegal;
  }
  static const std::regex grammar("^([NBRQK]?)([a-h]?)([1-8]?)[x:]?([a-h][1-8])(?:=?([NBRQnbrq]))?$");
  if (!std::regex_match(san, match, grammar)) return invalid;
  const PieceType piece = match[1].length() ? pieceOf(match[1].str()[0]) : PAWN;
  int fromFile = match[2].length() ? match[2].str()[0] - 'a' : -1;
  const int fromRank = match[3].length() ? match[3].str()[0] - '1' : -1;
  const Square to = makeSquare(match[4].str()[0] - 'a', match[4].str()[1] - '1');
  const PieceType promotion = match[5].length() ? pieceOf(match[5].str()[0]) : NO_PIECE_TYPE;
  if (piece != PAWN && promotion != NO_PIECE_TYPE) return invalid;
  if (piece == PAWN && fromFile < 0) fromFile = fileOf(to);  // a pawn move without a file stays on its file
  int matches = 0;
  Move found = Move::none();
  for (Move m : legal) {
    if (m.isCastling() || m.to() != to || typeOf(board.squares[m.from()]) != piece) continue;
    if ((fromFile >= 0 && fileOf(m.from()) != fromFile) || (fromRank >= 0 && rankOf(m.from()) != fromRank))
      continue;
    if (m.promotion() != promotion) continue;
    ++matches;
    found = m;
  }
  if (matches == 1) return {true, found, ErrorCode::INVALID_SAN};
  return matches ? Expected{false, Move::none(), ErrorCode::AMBIGUOUS_SAN} : illegal;
}

std::string shown(std::string_view token) {
  std::string out;
  for (char c : token)
    out += (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) ? '?' : c;
  return "token: '" + out + "'";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 4096) return 0;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const auto [first, rest] = splitFirstLine(input);
  auto parsed = parseFen(first);
  Position pos = parsed ? *parsed : fallbackStart(first);
  Game game(pos);
  for (std::string_view token : tokens(rest, 48)) {
    const std::string fen = toFen(pos);
    const Expected expected = sanOracle(pos, token);
    auto got = parseSan(pos, token);
    auto viaGame = game.playSan(token);
    FUZZ_CHECK(got.ok() == expected.ok, "parseSan accepts what the SAN grammar rejects, or the reverse",
               shown(token), fen, got ? describe(*got) : got.error().message);
    FUZZ_CHECK(viaGame.ok() == got.ok(), "Game::playSan differs from parseSan", shown(token), fen);
    if (!got) {
      FUZZ_CHECK(got.error().code == expected.code,
                 std::string("parseSan error code ") + errorCodeName(got.error().code) + ", expected " +
                     errorCodeName(expected.code),
                 shown(token), fen, got.error().message);
      checkError(got.error(), {expected.code}, token);
      continue;
    }
    FUZZ_CHECK(*got == expected.move,
               "parseSan read " + describe(*got) + ", expected " + describe(expected.move), shown(token),
               fen);
    FUZZ_CHECK(*viaGame == *got, "Game::playSan played another move", shown(token), fen);
    pos.play(*got);
    checkKeyAndFen(pos);
    FUZZ_CHECK(game.position().samePosition(pos) && game.position().key() == pos.key(),
               "Game position differs from the played copy", toFen(pos), toFen(game.position()));
  }
  checkPosition(pos);
  return 0;
}
