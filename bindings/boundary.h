// The contract between the wasm module and the npm package's TypeScript: every flag, field,
// layout, code and limit that crosses the boundary as a number, named once, in lists that the
// bindings and bindings/contract_writer.cpp both expand. That native program prints
// npm/src/generated/contract.ts from them, with the values the compiler gives, so TypeScript
// never retypes a number. A new group is a list here and one line in contract_writer.cpp.
// Error codes: CHESS960_ERROR_CODES in cpp/include/chess960/error.h.
#pragma once

#include <cstddef>

#include "chess960/castling_status.h"
#include "chess960/draw_announcement.h"
#include "chess960/error.h"
#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/movegen.h"
#include "chess960/pgn.h"
#include "chess960/pgn_reader.h"
#include "chess960/pgn_tags.h"
#include "chess960/pgn_visitor.h"
#include "chess960/piece_names.h"
#include "chess960/san.h"
#include "chess960/start_evaluations.h"
#include "chess960/start_positions.h"
#include "chess960/start_systems.h"
#include "chess960/tournament_draw.h"
#include "chess960/types.h"

// ---- the engine's own facts, by its names (their values stay in its headers) ----

// X(NAME, doc): a constant of namespace chess960 (a number, a text, or a list of texts).
#define CHESS960_ENGINE_CONSTANTS(X)                                                                      \
  /* colours, pieces and squares (types.h, piece_names.h) */                                              \
  X(FILE_MASK, "A square's file in its low bits, its rank above them.")                                   \
  X(RANK_SHIFT, "")                                                                                       \
  X(SQUARE_COUNT, "")                                                                                     \
  X(NO_SQUARE, "No square: one past h8.")                                                                 \
  X(PIECE_TYPE_MASK, "A coloured piece: its type in the low bits, its colour above them.")                \
  X(PIECE_COLOR_SHIFT, "")                                                                                \
  X(NO_PIECE, "No piece on a square.")                                                                    \
  X(PIECE_LETTERS, "Indexed by PieceType: the capitals of SAN and of White's pieces in FEN.")             \
  /* move codes (types.h, movegen.h): castling is coded king takes rook */                                \
  X(MOVE_CODE_BITS, "A move in 16 bits: from (6), to (6), kind (2), promotion piece (2).")                \
  X(MOVE_FROM_SHIFT, "")                                                                                  \
  X(MOVE_TO_SHIFT, "")                                                                                    \
  X(MOVE_SQUARE_MASK, "")                                                                                 \
  X(MOVE_KIND_SHIFT, "")                                                                                  \
  X(MOVE_KIND_MASK, "")                                                                                   \
  X(MOVE_PROMOTION_SHIFT, "The promotion piece's type minus KNIGHT.")                                     \
  X(MAX_LEGAL_MOVES, "Room for every legal move of a position.")                                          \
  /* draw claims (game.h) */                                                                              \
  X(THREEFOLD_REPETITION_CLAIM, "A draw-claim bit.")                                                      \
  X(FIFTY_MOVES_CLAIM, "A draw-claim bit.")                                                               \
  /* start positions (start_positions.h, start_systems.h, fen.h) and the tournament draw */               \
  X(START_POSITION_COUNT, "")                                                                             \
  X(STANDARD_POSITION_NUMBER, "")                                                                         \
  X(STANDARD_FEN, "")                                                                                     \
  X(SHUFFLE_POSITION_COUNT, "Shuffle chess: the eight pieces in any order.")                              \
  X(CHESS2880_POSITION_COUNT, "Chess2880: the bishops on opposite colours, the king anywhere.")           \
  X(DRAW_ALGORITHM_V1, "")                                                                                \
  X(DRAW_ALGORITHM_V2, "")                                                                                \
  X(MAX_DRAW_SCORE, "A band keeps the starts whose |score| is at most 0 to this many centipawns.")        \
  X(NO_BAND, "No band: every start of the pool.")                                                         \
  X(MAX_DRAW_ROUNDS, "")                                                                                  \
  X(MAX_DRAW_SEED_BYTES, "The seed is 1 to this many bytes (UTF-8 text); the public value at most this.") \
  X(MAX_DRAW_PUBLIC_BYTES, "Where the public value comes from: one line of at most this many bytes.")     \
  X(MAX_DRAW_ANNOUNCEMENT_BYTES, "An announcement (or a record) is read up to this many bytes.")          \
  /* limits of what the engine reads (fen.h, pgn.h) */                                                    \
  X(MAX_FEN_LENGTH, "Longest FEN accepted.")                                                              \
  X(MAX_PGN_LENGTH, "Longest PGN text accepted by parsePgn.")                                             \
  /* PGN's results and the Variant value written for Chess960 (pgn_tags.h); what [%eval] can say */       \
  X(PGN_CHESS960_VARIANT, "The Variant value the writers write for a Chess960 game.")                     \
  X(PGN_RESULTS, "PGN's results: White won, Black won, a draw, and \"*\" for a game unfinished.")         \
  X(PGN_MAX_CENTIPAWNS, "An [%eval] in centipawns is within this of 0.")                                  \
  X(PGN_MAX_MATE, "An [%eval] of moves to mate is within this of 0.")                                     \
  X(PGN_MAX_EVAL_DEPTH, "An [%eval]'s depth is at most this.")

// X(Name, doc, enumerators...): an enum of namespace chess960, which TypeScript gets as a const enum.
#define CHESS960_ENGINE_ENUMS(X)                                                                        \
  X(Color, "", WHITE, BLACK)                                                                            \
  X(CastlingSide, "", KING_SIDE, QUEEN_SIDE)                                                            \
  X(PieceType, "", PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, NO_PIECE_TYPE)                              \
  X(MoveKind, "A move code's kind: castling is coded king takes rook.", NORMAL, PROMOTION, EN_PASSANT,  \
    CASTLING)                                                                                           \
  X(CheckMark, "What a move does to the other king, as SAN marks it.", NONE, CHECK, MATE)               \
  X(RightLoss, "How a castling right was lost, as far as the game's history shows it.", UNKNOWN, START, \
    KING_MOVED, ROOK_MOVED, ROOK_CAPTURED)                                                              \
  X(Termination, "Why a game is over by rule, without anyone claiming anything.", NONE, CHECKMATE,      \
    STALEMATE, INSUFFICIENT_MATERIAL, SEVENTY_FIVE_MOVES, FIVEFOLD_REPETITION)                          \
  X(StartSubset, "The pools of starts besides all 960.", CHESS960, CHESS18, CHESS90, CHESS870)          \
  X(DrawAlgorithm, "The tournament draw's versions.", V1, V2)

// ---- the boundary's own numbers: X(NAME, value, doc), declared below as inline constexpr int ----

// The move record: bytes at its address (the buffer table's BUFFER_MOVE_RECORD), the engine's
// MoveFacts (move_facts.h) as the bindings write it, for the move just played or described.
#define CHESS960_MOVE_RECORD(X)                                                                   \
  X(MOVE_RECORD_PIECE, 0, "The moving piece's type.")                                             \
  X(MOVE_RECORD_CAPTURED, 1, "The captured piece's type (NO_PIECE_TYPE for none).")               \
  X(MOVE_RECORD_COLOR, 2, "The mover's colour.")                                                  \
  X(MOVE_RECORD_CASTLING_SIDE, 3, "The side castled to (read it only for a castling code).")      \
  X(MOVE_RECORD_PIECE_TO, 4, "Where the moving piece ends; for castling, the king's square.")     \
  X(MOVE_RECORD_ROOK_TO, 5, "Where the castling rook ends (NO_SQUARE when not castling).")        \
  X(MOVE_RECORD_EP_SQUARE, 6, "The square a pawn's two-square step passes over, else NO_SQUARE.") \
  X(MOVE_RECORD_CHECK_MARK, 7, "The CheckMark.")                                                  \
  X(MOVE_RECORD_SAN_LENGTH, 8, "The SAN's length, then the SAN.")                                 \
  X(MOVE_RECORD_SAN, 9, "")                                                                       \
  X(MOVE_RECORD_BYTES, 16, "")

// Facts about the game now (chess960_status()); claims are asked for separately.
#define CHESS960_STATUS(X)                                                                     \
  X(STATUS_CHECK, 1 << 0, "")                                                                  \
  X(STATUS_INSUFFICIENT_MATERIAL, 1 << 1, "")                                                  \
  X(STATUS_THREEFOLD_REPETITION, 1 << 2, "")                                                   \
  X(STATUS_FIVEFOLD_REPETITION, 1 << 3, "")                                                    \
  X(STATUS_SEVENTY_FIVE_MOVES, 1 << 4, "")                                                     \
  X(STATUS_BLACK_TO_MOVE, 1 << 5, "")                                                          \
  X(STATUS_TERMINATION_SHIFT, 8, "The automatic termination (a Termination) in bits 8 to 11.") \
  X(STATUS_TERMINATION_MASK, 15, "")

// The castling rooks (chess960_castling_rooks()): a square or NO_SQUARE per colour and side in
// one number, the byte of colour c and side s being byte 2c + s.
#define CHESS960_CASTLING_ROOKS(X)                                                                  \
  X(CASTLING_ROOK_BITS, 8, "The byte of colour c and side s (Color, CastlingSide) is byte 2c + s.") \
  X(CASTLING_ROOK_MASK, 255, "")

// The buffers of the plain exports: chess960_buffers() returns the address of a table of 32-bit
// words, these being their indexes.
#define CHESS960_BUFFER_TABLE(X)                                                                        \
  X(BUFFER_POSITION, 0, "The saved-position buffer's address (a Game keeps its start as these bytes).") \
  X(BUFFER_POSITION_BYTES, 1, "Its size.")                                                              \
  X(BUFFER_LEGAL_CODES, 2, "The legal move codes' address (16-bit words).")                             \
  X(BUFFER_MOVE_RECORD, 3, "The move record's address (MOVE_RECORD_* offsets).")                        \
  X(BUFFER_TEXT, 4, "The text buffer's address (TEXT_BUFFER_BYTES): UTF-8 in and out.")                 \
  X(BUFFER_TABLE_WORDS, 5, "")

// Everything else that crosses as a number.
#define CHESS960_BOUNDARY_LIMITS(X)                                                                   \
  X(NO_MOVE, 0, "What a call that plays a move returns when the move is refused: no move code is 0.") \
  X(NO_CASTLING_SIDE, 2, "What chess960_castling_asked answers when a move asks for no castling.")    \
  X(MAX_DIE_ROLLS, 1000, "Most die values one positionFromDice call reads.")                          \
  X(VARIANT_SHUFFLE, 0, "variantStartFen's first argument: shuffle chess (0-5039).")                  \
  X(VARIANT_CHESS2880, 1, "variantStartFen's first argument: Chess2880 (0-2879).")                    \
  X(TEXT_BUFFER_BYTES, 3 * int(MAX_FEN_LENGTH),                                                       \
    "A FEN or a move in, a FEN out, as UTF-8 (3 bytes per UTF-16 unit).")                             \
  X(MAX_TAG_VALUE, 65536, "Longest tag value Game.pgn() writes, in UTF-16 units.")                    \
  X(SLOT_COUNT, 128, "Working games held in wasm memory at once (switching between them costs no replay).")

// What chess960_pgn_next returns (PgnReader::Step).
#define CHESS960_PGN_STEPS(X)                                                          \
  X(PGN_STEP_GAME, 0, "A game: its events hold it.")                                   \
  X(PGN_STEP_ERROR, 1, "A bad game: its events hold the game up to it and its error.") \
  X(PGN_STEP_NEED_INPUT, 2, "Feed more text (or say the input has ended).")            \
  X(PGN_STEP_END, 3, "Every game read.")

namespace chess960::boundary {

#define CHESS960_DECLARE_CONSTANT(name, value, doc) inline constexpr int name = value;
CHESS960_MOVE_RECORD(CHESS960_DECLARE_CONSTANT)
CHESS960_STATUS(CHESS960_DECLARE_CONSTANT)
CHESS960_CASTLING_ROOKS(CHESS960_DECLARE_CONSTANT)
CHESS960_BUFFER_TABLE(CHESS960_DECLARE_CONSTANT)
CHESS960_BOUNDARY_LIMITS(CHESS960_DECLARE_CONSTANT)
CHESS960_PGN_STEPS(CHESS960_DECLARE_CONSTANT)
#undef CHESS960_DECLARE_CONSTANT

// ---- what the engine must allow for the boundary's own numbers ----
static_assert(MOVE_RECORD_BYTES - MOVE_RECORD_SAN >= int(MAX_SAN_LENGTH));
static_assert(int(Termination::FIVEFOLD_REPETITION) <= STATUS_TERMINATION_MASK);
static_assert(NO_CASTLING_SIDE != KING_SIDE && NO_CASTLING_SIDE != QUEEN_SIDE);
static_assert(3 * std::size_t(MAX_TAG_VALUE) <= PgnLimits{}.maxTagLength);
static_assert(Move::none().bits() == NO_MOVE);
static_assert(int(PgnReader::Step::GAME) == PGN_STEP_GAME && int(PgnReader::Step::ERROR) == PGN_STEP_ERROR);
static_assert(int(PgnReader::Step::NEED_INPUT) == PGN_STEP_NEED_INPUT &&
              int(PgnReader::Step::END) == PGN_STEP_END);

}  // namespace chess960::boundary
