#include "chess960/start_positions.h"

#include <cctype>

#include "chess960/piece_names.h"
#include "chess960/square_names.h"
#include "text.h"

namespace chess960 {

namespace {

// The ten ways to put two knights on five free squares, in Scharnagl's order.
constexpr int KNIGHT_PLACEMENTS[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                          {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

Error badNumber(int number, int count) {
  return Error{ErrorCode::POSITION_NUMBER, "start position number " + std::to_string(number) +
                                               " is out of range; use 0 to " + std::to_string(count - 1)};
}

// Index of the n-th empty slot of a back rank under construction.
int nthEmpty(const std::string& rank, int n) {
  for (int f = 0; f < 8; ++f)
    if (rank[f] == '.' && n-- == 0) return f;
  return -1;
}

Position buildStart(const std::string& white, const std::string& black) {
  Setup setup;
  for (int f = 0; f < 8; ++f) {
    setup.board[makeSquare(f, 0)] = makePiece(WHITE, pieceTypeFromLetter(white[f]));
    setup.board[makeSquare(f, 1)] = makePiece(WHITE, PAWN);
    setup.board[makeSquare(f, 6)] = makePiece(BLACK, PAWN);
    setup.board[makeSquare(f, 7)] = makePiece(BLACK, pieceTypeFromLetter(black[f]));
    if (white[f] == 'R') setup.castlingRooks |= squareBb(makeSquare(f, 0));
    if (black[f] == 'R') setup.castlingRooks |= squareBb(makeSquare(f, 7));
  }
  return Position::fromSetup(setup).value();
}

}  // namespace

Result<std::string> backRankOf(int number) {
  if (number < 0 || number >= START_POSITION_COUNT) return badNumber(number, START_POSITION_COUNT);
  std::string rank(8, '.');
  int n = number;
  rank[2 * (n % 4) + 1] = 'B';  // light-squared bishop: b, d, f or h
  n /= 4;
  rank[2 * (n % 4)] = 'B';  // dark-squared bishop: a, c, e or g
  n /= 4;
  rank[nthEmpty(rank, n % 6)] = 'Q';
  n /= 6;
  const int* knights = KNIGHT_PLACEMENTS[n];
  const int first = nthEmpty(rank, knights[0]), second = nthEmpty(rank, knights[1]);
  rank[first] = rank[second] = 'N';
  // King between the rooks on the three squares left.
  rank[nthEmpty(rank, 0)] = 'R';
  rank[nthEmpty(rank, 0)] = 'K';
  rank[nthEmpty(rank, 0)] = 'R';
  return rank;
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
  const int n1 = int(noQueen.find('N')), n2 = int(noQueen.rfind('N'));
  int knights = 0;
  while (KNIGHT_PLACEMENTS[knights][0] != n1 || KNIGHT_PLACEMENTS[knights][1] != n2) ++knights;
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

Result<Position> startPosition(int number) {
  auto rank = backRankOf(number);
  if (!rank) return rank.error();
  return buildStart(*rank, *rank);
}

Result<Position> startPosition(int whiteNumber, int blackNumber) {
  auto white = backRankOf(whiteNumber);
  if (!white) return white.error();
  auto black = backRankOf(blackNumber);
  if (!black) return black.error();
  return buildStart(*white, *black);
}

Result<Position> doubleStartPosition(int number) {
  if (number < 0 || number >= DOUBLE_POSITION_COUNT) return badNumber(number, DOUBLE_POSITION_COUNT);
  return startPosition(number / START_POSITION_COUNT, number % START_POSITION_COUNT);
}

}  // namespace chess960
