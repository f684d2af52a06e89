// The plain road: C exports that the package calls as Module._chess960_* per move, per game and in
// bulk (legal moves, play and undo, the move record, status, FEN in and out, perft): numbers in
// and out, texts and lists through the buffers of engine_state.h, no allocation per call. Each is
// listed once, X(name, "its parameters' names", what it does), for contract_writer.cpp to type
// for TypeScript; its definition (direct_exports.cpp) must match the declaration below.
#pragma once

#include <cstdint>

// Numbers in, numbers out: any module of the package may call these.
#define CHESS960_NUMBER_EXPORTS(X)                                                                           \
  X(chess960_select_slot, "slot", "Selects the working game (slot) the calls after it act on.")              \
  X(chess960_play_trusted, "code",                                                                           \
    "Plays a code of chess960_legal_moves() and writes its move record; returns the code.")                  \
  X(chess960_undo, "", "Takes back the last move: 1, or 0 when there is none.")                              \
  X(chess960_describe_move, "index", "Writes the move record of the move at `index`; returns its code.")     \
  X(chess960_describe_legal, "code", "Writes the move record of a legal move's code without playing it.")    \
  X(chess960_status, "", "STATUS_* bits: the facts about the game now, without the claims.")                 \
  X(chess960_draw_claims, "", "*_CLAIM bits: what the player to move may claim now.")                        \
  X(chess960_game_result, "recorded",                                                                        \
    "The index in PGN_RESULTS of the game's result, its Result tag being PGN_RESULTS[recorded] (-1: none).") \
  X(chess960_piece_at, "square", "The piece on a square (NO_PIECE: none).")                                  \
  X(chess960_check_square, "", "The square of the king in check, NO_SQUARE when not in check.")              \
  X(chess960_castling_rooks, "", "The castling rooks, a byte each (CASTLING_ROOK_BITS).")                    \
  X(chess960_castling_asked, "from, to",                                                                     \
    "The CastlingSide that moving the king on `from` to `to` asks for (castling_gesture.h), or "             \
    "NO_CASTLING_SIDE.")                                                                                     \
  X(chess960_halfmove_clock, "", "")                                                                         \
  X(chess960_fullmove_number, "", "")                                                                        \
  X(chess960_perft, "depth", "Leaf nodes of the legal move tree to `depth`, counted inside wasm.")           \
  X(chess960_start_subsets, "number",                                                                        \
    "The pools besides all 960 that start `number` is in: bit 1 << StartSubset each (0 for no start "        \
    "number).")

// Through the buffers (addresses, texts, lists): the package's engine module alone calls these.
#define CHESS960_MEMORY_EXPORTS(X)                                                                           \
  X(chess960_buffers, "", "The address of the buffer table (BUFFER_* words).")                               \
  X(chess960_legal_moves, "", "The legal move codes into their buffer; returns how many.")                   \
  X(chess960_premove_moves, "from",                                                                          \
    "The premove destinations of the piece on `from` (premove.h) as codes into the legal-move buffer; "      \
    "returns how many.")                                                                                     \
  X(chess960_new_game, "length, repair",                                                                     \
    "Starts a game in the slot from the FEN in the text buffer: 1, or 0 (lastFailure()) with the slot as "   \
    "it was.")                                                                                               \
  X(chess960_validate_fen, "length, repair", "Reads the FEN in the text buffer: 1, or 0 (lastFailure()).")   \
  X(chess960_play_uci, "length",                                                                             \
    "Plays the UCI text in the text buffer and writes its move record; its code, or NO_MOVE "                \
    "(lastFailure()).")                                                                                      \
  X(chess960_play_san, "length", "The same with SAN.")                                                       \
  X(chess960_fen, "shredder", "Writes the current position's FEN into the text buffer; returns its length.") \
  X(chess960_replay_buffer, "minimumSize", "Room for `minimumSize` move codes to restore a game from.")      \
  X(chess960_save_start, "", "Copies the slot's start position into its buffer.")                            \
  X(chess960_restore, "count",                                                                               \
    "Rebuilds the slot from the saved start and `count` codes of the replay buffer.")

extern "C" {
void chess960_select_slot(int slot);
int chess960_play_trusted(int code);
int chess960_undo();
int chess960_describe_move(int index);
void chess960_describe_legal(int code);
int chess960_status();
int chess960_draw_claims();
int chess960_game_result(int recorded);
int chess960_piece_at(int square);
int chess960_check_square();
int chess960_castling_rooks();
int chess960_castling_asked(int from, int to);
int chess960_halfmove_clock();
int chess960_fullmove_number();
double chess960_perft(int depth);
int chess960_start_subsets(int number);

std::uintptr_t chess960_buffers();
int chess960_legal_moves();
int chess960_premove_moves(int from);
int chess960_new_game(int length, int repair);
int chess960_validate_fen(int length, int repair);
int chess960_play_uci(int length);
int chess960_play_san(int length);
int chess960_fen(int shredder);
std::uintptr_t chess960_replay_buffer(int minimumSize);
void chess960_save_start();
void chess960_restore(int count);
}
