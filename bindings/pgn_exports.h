// The plain exports of pgn_bindings.cpp (reading PGN collections) and pgn_write_bindings.cpp, listed as
// direct_exports.h lists its own, for contract_writer.cpp to type: through buffers, so the package's engine
// module alone calls them.
#pragma once

#include <cstdint>

#define CHESS960_PGN_EXPORTS(X)                                                                         \
  X(chess960_pgn_input, "size", "The input buffer, with room for `size` bytes.")                        \
  X(chess960_pgn_open, "variations", "A new reader; returns its handle.")                               \
  X(chess960_pgn_close, "handle", "")                                                                   \
  X(chess960_pgn_feed, "handle, size", "Feeds `size` bytes of the input buffer.")                       \
  X(chess960_pgn_finish, "handle", "The input has ended.")                                              \
  X(chess960_pgn_next, "handle", "The next step: PGN_STEP_*.")                                          \
  X(chess960_pgn_event_words, "handle", "The last game's events (pgn_events.h): their words' address.") \
  X(chess960_pgn_event_word_count, "handle", "")                                                        \
  X(chess960_pgn_event_text, "handle", "The address of the UTF-8 text their words point into.")         \
  X(chess960_pgn_event_text_bytes, "handle", "")                                                        \
  X(chess960_pgn_write_input, "size", "writePgn's input buffer, with room for `size` bytes.")           \
  X(chess960_pgn_write, "words, bytes",                                                                 \
    "Writes the game whose events are in the input buffer (`words`, then `bytes` of text) as PGN into " \
    "the output: 1 if written, 0 if not (the output then says why).")                                   \
  X(chess960_pgn_output, "", "The output's address: written PGN, or why not.")                          \
  X(chess960_pgn_output_bytes, "", "")

extern "C" {
std::uintptr_t chess960_pgn_input(int size);
int chess960_pgn_open(int variations);
void chess960_pgn_close(int handle);
void chess960_pgn_feed(int handle, int size);
void chess960_pgn_finish(int handle);
int chess960_pgn_next(int handle);
std::uintptr_t chess960_pgn_event_words(int handle);
int chess960_pgn_event_word_count(int handle);
std::uintptr_t chess960_pgn_event_text(int handle);
int chess960_pgn_event_text_bytes(int handle);
std::uintptr_t chess960_pgn_write_input(int size);
int chess960_pgn_write(int words, int bytes);
std::uintptr_t chess960_pgn_output();
int chess960_pgn_output_bytes();
}
