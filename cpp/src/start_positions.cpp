#include "chess960/start_positions.h"

#include <cctype>

#include "back_rank.h"
#include "chess960/piece_names.h"
#include "text.h"

namespace chess960 {

Result<std::string> backRankOf(int number) {
  if (number < 0 || number >= START_POSITION_COUNT)
    return back_rank::numberOutOfRange(number, START_POSITION_COUNT);
  return std::string(back_rank::ofNumber(number).text());
}

Result<int> positionNumberOf(std::string_view backRank) {
  auto invalid = [&](const std::string& why) {
    return Error{
        ErrorCode::BACK_RANK,
        std::string("'").append(text::printable(backRank, 16)).append("' is not a Chess960 back rank: ") +
            why};
  };
  if (backRank.size() != 8) return invalid("it needs exactly 8 pieces");
  std::string rank;
  for (char c : backRank) rank += char(std::toupper(static_cast<unsigned char>(c)));
  int count[128] = {};  // indexed by letter
  for (char c : rank) {
    if (std::string_view("KQRBN").find(c) == std::string_view::npos)
      return invalid("use only the letters K, Q, R, B and N");
    ++count[static_cast<unsigned char>(c)];
  }
  auto countOf = [&](char letter) { return count[static_cast<unsigned char>(letter)]; };
  if (countOf('K') != 1 || countOf('Q') != 1 || countOf('R') != 2 || countOf('B') != 2 || countOf('N') != 2)
    return invalid("it needs one K, one Q, two R, two B and two N");
  const std::size_t b1 = rank.find('B'), b2 = rank.rfind('B');
  if ((b1 + b2) % 2 == 0) return invalid("the bishops must stand on squares of opposite colours");
  const std::size_t r1 = rank.find('R'), r2 = rank.rfind('R'), k = rank.find('K');
  if (!(r1 < k && k < r2)) return invalid("the king must stand between the rooks");

  const int light = int(b1 % 2 == 1 ? b1 : b2) / 2, dark = int(b1 % 2 == 0 ? b1 : b2) / 2;
  std::string rest;  // the rank without bishops, to find the queen's and knights' slots
  for (char c : rank)
    if (c != 'B') rest += c;
  const int queen = int(rest.find('Q'));
  std::string noQueen;
  for (char c : rest)
    if (c != 'Q') noQueen += c;
  const int knights = back_rank::pairIndex(int(noQueen.find('N')), int(noQueen.rfind('N')), 5);
  return light + 4 * dark + 16 * queen + 96 * knights;
}

Result<int> positionNumberOf(const Position& pos) {
  std::string white, black;
  for (int f = 0; f < 8; ++f) {
    const Piece w = pos.pieceAt(makeSquare(f, 0)), b = pos.pieceAt(makeSquare(f, 7));
    white += (w == NO_PIECE || colorOf(w) != WHITE) ? '.' : pieceLetter(typeOf(w));
    black += (b == NO_PIECE || colorOf(b) != BLACK) ? '.' : pieceLetter(typeOf(b));
  }
  auto number = positionNumberOf(white);
  if (!number)
    return Error{ErrorCode::BACK_RANK,
                 "white's first rank " + white + " is not a Chess960 start arrangement"};
  if (black != white)
    return Error{ErrorCode::BACK_RANK, "black's back rank " + black + " does not mirror white's " + white +
                                           " (a Double Chess960 start has no single number)"};
  return number;
}

Result<Position> startPosition(int number) { return startPosition(number, number); }

Result<Position> startPosition(int whiteNumber, int blackNumber) {
  auto white = backRankOf(whiteNumber);
  if (!white) return white.error();
  auto black = backRankOf(blackNumber);
  if (!black) return black.error();
  return back_rank::startPosition(*white, *black, back_rank::Castling::EVERY_ROOK);
}

Result<Position> doubleStartPosition(int number) {
  if (number < 0 || number >= DOUBLE_POSITION_COUNT)
    return back_rank::numberOutOfRange(number, DOUBLE_POSITION_COUNT);
  return startPosition(number / START_POSITION_COUNT, number % START_POSITION_COUNT);
}

}  // namespace chess960
