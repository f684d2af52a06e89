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

void initMagics(PieceType type, Magic* magics, const Bitboard* numbers, Bitboard* table) {
  Bitboard* slice = table;
  for (int i = 0; i < SQUARE_COUNT; ++i) {
    Square s = Square(i);
    Bitboard edges = ((RANK_1 | RANK_8) & ~rankBb(rankOf(s))) | ((FILE_A | FILE_H) & ~fileBb(fileOf(s)));
    Magic& m = magics[i];
    m.mask = slidingSlow(type, s, 0) & ~edges;
    m.magic = numbers[i];
    m.shift = unsigned(64 - popcount(m.mask));
    m.table = slice;
    Bitboard subset = 0;
    do {
      slice[m.index(subset)] = slidingSlow(type, s, subset);
      subset = (subset - m.mask) & m.mask;
    } while (subset);
    slice += Bitboard(1) << popcount(m.mask);
  }
}

void initAll() {
  static const int knightSteps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  static const int kingSteps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  static const int whitePawn[2][2] = {{-1, 1}, {1, 1}};
  static const int blackPawn[2][2] = {{-1, -1}, {1, -1}};
  for (int i = 0; i < SQUARE_COUNT; ++i) {
    Square s = Square(i);
    tables.knight[s] = leaper(s, knightSteps, 8);
    tables.king[s] = leaper(s, kingSteps, 8);
    tables.pawn[WHITE][s] = leaper(s, whitePawn, 2);
    tables.pawn[BLACK][s] = leaper(s, blackPawn, 2);
  }
  initMagics(ROOK, tables.rook, ROOK_MAGICS, rookTable);
  initMagics(BISHOP, tables.bishop, BISHOP_MAGICS, bishopTable);
  for (int a = 0; a < SQUARE_COUNT; ++a) {
    for (int b = 0; b < SQUARE_COUNT; ++b) {
      Square sa = Square(a), sb = Square(b);
      tables.between[a][b] = tables.line[a][b] = 0;
      if (a == b) continue;
      for (PieceType t : {BISHOP, ROOK}) {
        if (slidingSlow(t, sa, 0) & squareBb(sb)) {
          tables.line[a][b] = (slidingSlow(t, sa, 0) & slidingSlow(t, sb, 0)) | squareBb(sa) | squareBb(sb);
          tables.between[a][b] = slidingSlow(t, sa, squareBb(sb)) & slidingSlow(t, sb, squareBb(sa));
        }
      }
    }
  }
}

bool initialized = false;
struct Initializer {
  Initializer() { ensureInitialized(); }
} initializer;

}  // namespace

Tables tables;

void ensureInitialized() {
  if (!initialized) {
    initAll();
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
    case KNIGHT: return knight(s);
    case BISHOP: return bishop(s, occupied);
    case ROOK: return rook(s, occupied);
    case QUEEN: return queen(s, occupied);
    case KING: return king(s);
    default: return 0;
  }
}

}  // namespace chess960::attacks
