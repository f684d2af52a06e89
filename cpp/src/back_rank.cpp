#include "back_rank.h"

#include <string>

#include "chess960/piece_names.h"
#include "chess960/start_positions.h"
#include "chess960/start_systems.h"

namespace chess960::back_rank {

void Rank::putOnEmpty(int n, char piece) {
  for (char& s : square)
    if (s == '.' && n-- == 0) return void(s = piece);
}

void nthPair(int index, int count, int& first, int& second) {
  first = 0;
  while (index >= count - 1 - first) index -= count - 1 - first++;
  second = first + 1 + index;
}

int pairIndex(int first, int second, int count) {
  return first * (2 * count - first - 1) / 2 + (second - first - 1);
}

// Scharnagl's order: the bishops, the queen on the n-th empty square, the knights by pair, the
// king between the rooks on the three squares left. Shuffle chess changes only the bishops
// (both on one colour) and where the king goes among those three.
Rank ofNumber(int number) {
  Rank rank;
  int rest = number / 16;                   // queen slot (6) + 6 * knight pair (10) + 60 * king slot (3)
  if (number < CHESS2880_POSITION_COUNT) {  // bishops on opposite colours, as Scharnagl places them
    rank.square[2 * (number % 4) + 1] = rank.square[2 * (number / 4 % 4)] = 'B';
  } else {
    const int m = number - CHESS2880_POSITION_COUNT, colour = m % 12 / 6;  // 0: a c e g, 1: b d f h
    int first, second;
    nthPair(m % 6, 4, first, second);
    rank.square[2 * first + colour] = rank.square[2 * second + colour] = 'B';
    rest = m / 12;
  }
  rank.putOnEmpty(rest % 6, 'Q');
  int first, second;
  nthPair(rest / 6 % 10, 5, first, second);
  rank.putOnEmpty(second, 'N');  // the right-hand knight first, so that `first` still counts right
  rank.putOnEmpty(first, 'N');
  constexpr int KING_AT[3] = {1, 0, 2};  // middle, first, last of the three squares left
  for (int slot = 0; slot < 3; ++slot) rank.putOnEmpty(0, slot == KING_AT[rest / 60] ? 'K' : 'R');
  return rank;
}

Error numberOutOfRange(int number, int count) {
  return Error{ErrorCode::POSITION_NUMBER, "start position number " + std::to_string(number) +
                                               " is out of range; use 0 to " + std::to_string(count - 1)};
}

Result<Position> startPosition(std::string_view white, std::string_view black, Castling castling) {
  Setup setup;
  for (const Color c : {WHITE, BLACK}) {
    const std::string_view rank = c == WHITE ? white : black;
    for (int f = 0; f < 8; ++f) {
      const Square s = makeSquare(f, backRank(c));
      setup.board[s] = makePiece(c, pieceTypeFromLetter(rank[std::size_t(f)]));
      setup.board[makeSquare(f, relativeRank(c, 1))] = makePiece(c, PAWN);
      if (rank[std::size_t(f)] == 'R' &&
          (castling == Castling::EVERY_ROOK || (rank[4] == 'K' && (f == 0 || f == 7))))
        setup.castlingRooks |= squareBb(s);
    }
  }
  return Position::fromSetup(setup);
}

}  // namespace chess960::back_rank
