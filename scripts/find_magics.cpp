// Finds magic multipliers for rook and bishop attacks and prints them as C++ initialisers.
// Run once; its output is committed as cpp/src/magic_numbers.inc so that loading the library
// (natively or as wasm) only fills tables instead of searching.
//   g++ -O2 -std=c++20 scripts/find_magics.cpp -o /tmp/find_magics && /tmp/find_magics
#include <bit>
#include <cstdint>
#include <cstdio>
#include <vector>

using u64 = std::uint64_t;

static u64 slide(int sq, u64 occ, bool rook, bool edgeMask) {
  static const int rookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  static const int bishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  const auto& dirs = rook ? rookDirs : bishopDirs;
  u64 result = 0;
  for (auto& d : dirs) {
    int f = sq % 8 + d[0], r = sq / 8 + d[1];
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      if (edgeMask) {  // the last square of a ray never blocks anything beyond it
        int nf = f + d[0], nr = r + d[1];
        if (nf < 0 || nf > 7 || nr < 0 || nr > 7) break;
      }
      u64 bit = u64(1) << (r * 8 + f);
      result |= bit;
      if (occ & bit) break;
      f += d[0];
      r += d[1];
    }
  }
  return result;
}

static u64 state = 0x9E3779B97F4A7C15ULL;
static u64 next() {  // xorshift64*
  state ^= state >> 12;
  state ^= state << 25;
  state ^= state >> 27;
  return state * 0x2545F4914F6CDD1DULL;
}

int main() {
  for (bool rook : {true, false}) {
    std::printf("// %s magics, a1..h8\n", rook ? "rook" : "bishop");
    for (int sq = 0; sq < 64; ++sq) {
      u64 mask = slide(sq, 0, rook, true);
      int bits = std::popcount(mask);
      std::vector<u64> occ, att;
      u64 subset = 0;
      do {  // Carry-Rippler enumeration of every subset of the mask
        occ.push_back(subset);
        att.push_back(slide(sq, subset, rook, false));
        subset = (subset - mask) & mask;
      } while (subset);
      std::vector<u64> used(occ.size());
      std::vector<int> epoch(occ.size(), 0);
      for (int attempt = 1;; ++attempt) {
        u64 magic = next() & next() & next();
        if (std::popcount((mask * magic) >> 56) < 6) continue;
        bool ok = true;
        for (size_t i = 0; i < occ.size() && ok; ++i) {
          size_t idx = (occ[i] * magic) >> (64 - bits);
          if (epoch[idx] != attempt) {
            epoch[idx] = attempt;
            used[idx] = att[i];
          } else if (used[idx] != att[i]) {
            ok = false;
          }
        }
        if (ok) {
          std::printf("0x%016llXULL,%s", (unsigned long long)magic, sq % 4 == 3 ? "\n" : " ");
          break;
        }
      }
    }
  }
}
