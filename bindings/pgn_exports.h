// The plain exports of pgn_bindings.cpp (PGN collections), listed as direct_exports.h lists its
// own, for contract_writer.cpp to type: through buffers, so the package's engine module alone
// calls them.
#pragma once

#include <cstdint>

#define CHESS960_PGN_EXPORTS(X)                                                                            \
  X(chess960_pgn_input, "size", "The input buffer, with room for `size` bytes.")                           \
  X(chess960_pgn_output, "", "The packed game or error of the last next, or the text of the last write.")  \
  X(chess960_pgn_open, "variations", "A new reader; returns its handle.")                                  \
  X(chess960_pgn_close, "handle", "")                                                                      \
  X(chess960_pgn_feed, "handle, size", "Feeds `size` bytes of the input buffer; -1: the input has ended.") \
  X(chess960_pgn_next, "handle", "The next step: PGN_STEP_*.")                                             \
  X(chess960_pgn_write, "size", "Writes the packed tree in the input buffer as PGN.")

extern "C" {
std::uintptr_t chess960_pgn_input(int size);
std::uintptr_t chess960_pgn_output();
int chess960_pgn_open(int variations);
void chess960_pgn_close(int handle);
void chess960_pgn_feed(int handle, int size);
int chess960_pgn_next(int handle);
int chess960_pgn_write(int size);
}
