#include "chess960/attacks.h"

#include <initializer_list>

namespace chess960::attacks {

namespace {
#include "magic_numbers.inc"

// Rook slices add up to 102,400 entries and bishop slices to 5,248 with these masks.
Bitboard rookTable[102400];
Bitboard bishopTable[5248];

bool onBoard(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

Bitboard leaper(Square s, const int (*steps)[2], int count) {
  Bitboard result = 0;
  for (int i = 0; i < count; ++i) {
    int f = fileOf(s) + steps[i][0], r = rankOf(s) + steps[i][1];
    if (onBoard(f, r)) result |= squareBb(makeSquare(f, r));
  }
  return result;
}

// Rays from each square in the eight directions, to the board edge. The first four run
// towards higher square indices, the last four towards lower ones.
constexpr int DIRECTIONS[8][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}};
Bitboard rays[8][SQUARE_COUNT];

bool isRookDirection(int d) { return DIRECTIONS[d][0] == 0 || DIRECTIONS[d][1] == 0; }

void initRays() {
  for (int d = 0; d < 8; ++d)
    for (int i = 0; i < SQUARE_COUNT; ++i) {
      Bitboard ray = 0;
      for (int f = fileOf(Square(i)) + DIRECTIONS[d][0], r = rankOf(Square(i)) + DIRECTIONS[d][1];
           onBoard(f, r); f += DIRECTIONS[d][0], r += DIRECTIONS[d][1])
        ray |= squareBb(makeSquare(f, r));
      rays[d][i] = ray;
    }
}

// Slider attacks from rays and the first blocker on each: fast enough to fill the magic tables
// quickly at load time (which matters in wasm, where this runs before any call).
Bitboard slidingByRays(PieceType type, Square s, Bitboard occupied) {
  Bitboard result = 0;
  for (int d = 0; d < 8; ++d) {
    if (isRookDirection(d) != (type == ROOK)) continue;
    Bitboard ray = rays[d][s];
    if (Bitboard blockers = ray & occupied) ray ^= rays[d][d < 4 ? lsb(blockers) : msb(blockers)];
    result |= ray;
  }
  return result;
}

void initMagics(PieceType type, Magic* magics, const Bitboard* numbers, Bitboard* table) {
  Bitboard* slice = table;
  for (int i = 0; i < SQUARE_COUNT; ++i) {
    Square s = Square(i);
    Bitboard edges = ((RANK_1 | RANK_8) & ~rankBb(rankOf(s))) | ((FILE_A | FILE_H) & ~fileBb(fileOf(s)));
    Magic& m = magics[i];
    m.mask = slidingByRays(type, s, 0) & ~edges;
    m.magic = numbers[i];
    m.shift = unsigned(64 - popcount(m.mask));
    m.table = slice;
    Bitboard subset = 0;
    do {
      slice[m.index(subset)] = slidingByRays(type, s, subset);
      subset = (subset - m.mask) & m.mask;
    } while (subset);
    slice += Bitboard(1) << popcount(m.mask);
  }
}

bool initialized = false;
struct Initializer {
  Initializer() { ensureInitialized(); }
} initializer;

}  // namespace

// The one writer of the tables (a friend of Tables).
struct TablesBuilder {
  static void fill(Tables& tables);
};

void TablesBuilder::fill(Tables& tables) {
  static const int knightSteps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                        {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  static const int kingSteps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  static const int whitePawn[2][2] = {{-1, 1}, {1, 1}};
  static const int blackPawn[2][2] = {{-1, -1}, {1, -1}};
  for (int i = 0; i < SQUARE_COUNT; ++i) {
    Square s = Square(i);
    tables.knight_[s] = leaper(s, knightSteps, 8);
    tables.king_[s] = leaper(s, kingSteps, 8);
    tables.pawn_[WHITE][s] = leaper(s, whitePawn, 2);
    tables.pawn_[BLACK][s] = leaper(s, blackPawn, 2);
  }
  initRays();
  initMagics(ROOK, tables.rook_, ROOK_MAGICS, rookTable);
  initMagics(BISHOP, tables.bishop_, BISHOP_MAGICS, bishopTable);
  // between and line stay zero (static storage) for squares that share no line.
  for (int d = 0; d < 8; ++d) {
    const int opposite = (d + 4) % 8;
    for (int a = 0; a < SQUARE_COUNT; ++a) {
      const Bitboard wholeLine = rays[d][a] | rays[opposite][a] | squareBb(Square(a));
      for (Bitboard onRay = rays[d][a]; onRay;) {
        const Square b = popLsb(onRay);
        tables.between_[a][b] = rays[d][a] ^ rays[d][b] ^ squareBb(b);
        tables.line_[a][b] = wholeLine;
      }
    }
  }
}

Tables tables;

void ensureInitialized() {
  if (!initialized) {
    TablesBuilder::fill(tables);
    initialized = true;
  }
}

Bitboard slidingSlow(PieceType type, Square s, Bitboard occupied) {
  static const int rookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  static const int bishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  Bitboard result = 0;
  for (int pass = 0; pass < 2; ++pass) {
    bool wantRook = pass == 0 ? (type == ROOK || type == QUEEN) : false;
    bool wantBishop = pass == 1 ? (type == BISHOP || type == QUEEN) : false;
    if (!wantRook && !wantBishop) continue;
    const auto& dirs = wantRook ? rookDirs : bishopDirs;
    for (const auto& d : dirs) {
      int f = fileOf(s) + d[0], r = rankOf(s) + d[1];
      while (onBoard(f, r)) {
        Bitboard bit = squareBb(makeSquare(f, r));
        result |= bit;
        if (occupied & bit) break;
        f += d[0];
        r += d[1];
      }
    }
  }
  return result;
}

Bitboard ofPiece(PieceType type, Square s, Bitboard occupied) {
  switch (type) {
    case KNIGHT:
      return knight(s);
    case BISHOP:
      return bishop(s, occupied);
    case ROOK:
      return rook(s, occupied);
    case QUEEN:
      return queen(s, occupied);
    case KING:
      return king(s);
    default:
      return 0;
  }
}

}  // namespace chess960::attacks
