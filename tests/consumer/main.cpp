// Prints perft(3) of start position 0 and its FEN: proof that headers and library link.
#include <iostream>

#include "chess960/fen.h"
#include "chess960/perft.h"
#include "chess960/start_positions.h"

int main() {
  auto start = chess960::startPosition(0);
  if (!start) return 1;
  std::cout << chess960::toFen(*start) << " " << chess960::perft(*start, 3) << "\n";
  return 0;
}
