// The contract between the wasm module and the npm package's TypeScript: every flag, field,
// layout, code and limit that crosses the boundary as a number, named once.
// npm/scripts/contract.mjs writes npm/src/generated/contract.ts from this header, so the
// TypeScript side never retypes a number:
// - the engine's own facts are listed by `using` with the engine's names: the script copies each
//   from the engine header that declares it (a constant, an enumerator, or a whole enum, which
//   becomes a TypeScript const enum); nothing here says their values again;
// - the boundary's own names are the `inline constexpr` lines below, each a literal or an
//   expression of earlier names (what the script can evaluate).
// tests/js/contract.test.js fails when the generated file is stale. Error codes:
// CHESS960_ERROR_CODES in cpp/include/chess960/error.h.
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
#include "chess960/piece_names.h"
#include "chess960/san.h"
#include "chess960/start_positions.h"
#include "chess960/start_systems.h"
#include "chess960/tournament_draw.h"
#include "chess960/types.h"

namespace chess960::boundary {

// ---- the engine's own facts, by its names ----
// Colours, pieces and squares (types.h, piece_names.h).
using chess960::CastlingSide;
using chess960::Color;
using chess960::FILE_MASK;
using chess960::NO_PIECE;
using chess960::NO_SQUARE;
using chess960::PIECE_COLOR_SHIFT;
using chess960::PIECE_LETTERS;
using chess960::PIECE_TYPE_MASK;
using chess960::PieceType;
using chess960::RANK_SHIFT;
using chess960::SQUARE_COUNT;
// Move codes (types.h, movegen.h): castling is coded king takes rook.
using chess960::MAX_LEGAL_MOVES;
using chess960::MOVE_CODE_BITS;
using chess960::MOVE_FROM_SHIFT;
using chess960::MOVE_KIND_MASK;
using chess960::MOVE_KIND_SHIFT;
using chess960::MOVE_PROMOTION_SHIFT;
using chess960::MOVE_SQUARE_MASK;
using chess960::MOVE_TO_SHIFT;
using chess960::MoveKind;
// What a move gives (san.h), the game's result and claims (game.h), a lost castling right
// (castling_status.h).
using chess960::CheckMark;
using chess960::FIFTY_MOVES_CLAIM;
using chess960::RightLoss;
using chess960::Termination;
using chess960::THREEFOLD_REPETITION_CLAIM;
// Start positions (start_positions.h, start_systems.h, fen.h) and the tournament draw.
using chess960::CHESS2880_POSITION_COUNT;
using chess960::DRAW_ALGORITHM;
using chess960::MAX_DRAW_ANNOUNCEMENT_BYTES;
using chess960::MAX_DRAW_PUBLIC_BYTES;
using chess960::MAX_DRAW_ROUNDS;
using chess960::MAX_DRAW_SEED_BYTES;
using chess960::SHUFFLE_POSITION_COUNT;
using chess960::STANDARD_FEN;
using chess960::STANDARD_POSITION_NUMBER;
using chess960::START_POSITION_COUNT;
using chess960::StartSubset;
// Limits of what the engine reads (fen.h, pgn.h).
using chess960::MAX_FEN_LENGTH;
using chess960::MAX_PGN_LENGTH;
// PGN's results and the Variant value written for Chess960 (pgn_tags.h).
using chess960::PGN_CHESS960_VARIANT;
using chess960::PGN_RESULTS;

// ---- results ----
// A call that can fail returns FAILURE_BASE - code (a negative number) on failure, with the
// message kept for lastError(); every non-negative value is a success.
inline constexpr int FAILURE_BASE = -1;

// ---- the move record: what the move just played (or the one described) is and does ----
// Bytes at the record's address, MoveFacts (move_facts.h) as the bindings write it: the piece's
// type, the captured type (NO_PIECE_TYPE for none), the colour, the castling side (read it only
// for a castling code), where the moving piece ends (for castling the king's square), where the
// castling rook ends (NO_SQUARE when not castling), the square a pawn's two-square step passes
// over (else NO_SQUARE), the CheckMark, the SAN's length, then the SAN.
inline constexpr int MOVE_RECORD_PIECE = 0;
inline constexpr int MOVE_RECORD_CAPTURED = 1;
inline constexpr int MOVE_RECORD_COLOR = 2;
inline constexpr int MOVE_RECORD_CASTLING_SIDE = 3;
inline constexpr int MOVE_RECORD_PIECE_TO = 4;
inline constexpr int MOVE_RECORD_ROOK_TO = 5;
inline constexpr int MOVE_RECORD_EP_SQUARE = 6;
inline constexpr int MOVE_RECORD_CHECK_MARK = 7;
inline constexpr int MOVE_RECORD_SAN_LENGTH = 8;
inline constexpr int MOVE_RECORD_SAN = 9;
inline constexpr int MOVE_RECORD_BYTES = 16;

// ---- status: facts about the game now (claims are asked for separately) ----
inline constexpr int STATUS_CHECK = 1 << 0;
inline constexpr int STATUS_INSUFFICIENT_MATERIAL = 1 << 1;
inline constexpr int STATUS_THREEFOLD_REPETITION = 1 << 2;
inline constexpr int STATUS_FIVEFOLD_REPETITION = 1 << 3;
inline constexpr int STATUS_SEVENTY_FIVE_MOVES = 1 << 4;
inline constexpr int STATUS_BLACK_TO_MOVE = 1 << 5;
// The automatic termination (a Termination) in bits 8 to 11.
inline constexpr int STATUS_TERMINATION_SHIFT = 8;
inline constexpr int STATUS_TERMINATION_MASK = 15;

// ---- castling rooks: one byte each (a square, or NO_SQUARE), in one number ----
// The byte of colour c and side s (Color, CastlingSide) is byte 2c + s.
inline constexpr int CASTLING_ROOK_BITS = 8;
inline constexpr int CASTLING_ROOK_MASK = 255;

// ---- buffers of the direct exports: chess960_buffers() returns the address of a table of 32-bit words ----
// The saved-position buffer's address and size (a Game keeps its start as these bytes).
inline constexpr int BUFFER_POSITION = 0;
inline constexpr int BUFFER_POSITION_BYTES = 1;
// Legal move codes (16-bit words).
inline constexpr int BUFFER_LEGAL_CODES = 2;
inline constexpr int BUFFER_MOVE_RECORD = 3;
inline constexpr int BUFFER_TABLE_WORDS = 4;

// ---- start positions ----
// Most die values one positionFromDice call reads.
inline constexpr int MAX_DIE_ROLLS = 1000;
// variantStartFen's first argument.
inline constexpr int VARIANT_SHUFFLE = 0;
inline constexpr int VARIANT_CHESS2880 = 1;

// ---- limits ----
// Longest tag value Game.pgn() writes, in UTF-16 units: at most 3 bytes of UTF-8 each, within
// what the reader takes back (PgnLimits::maxTagLength).
inline constexpr int MAX_TAG_VALUE = 65536;
// Working games held in wasm memory at once (switching between them costs no replay): a page
// of 100 boards fits (bench/README, row 1a).
inline constexpr int SLOT_COUNT = 128;

// ---- PGN collections: what chess960_pgn_next returns (PgnReader::Step) ----
inline constexpr int PGN_STEP_GAME = 0;        // a game, packed in the output
inline constexpr int PGN_STEP_ERROR = 1;       // a bad game's error, packed in the output
inline constexpr int PGN_STEP_NEED_INPUT = 2;  // feed more text (or say the input has ended)
inline constexpr int PGN_STEP_END = 3;         // every game read

// ---- what the engine must allow for the boundary's own numbers ----
static_assert(MOVE_RECORD_BYTES - MOVE_RECORD_SAN >= int(MAX_SAN_LENGTH));
static_assert(int(Termination::FIVEFOLD_REPETITION) <= STATUS_TERMINATION_MASK);
static_assert(3 * std::size_t(MAX_TAG_VALUE) <= PgnLimits{}.maxTagLength);
static_assert(int(PgnReader::Step::GAME) == PGN_STEP_GAME && int(PgnReader::Step::ERROR) == PGN_STEP_ERROR);
static_assert(int(PgnReader::Step::NEED_INPUT) == PGN_STEP_NEED_INPUT &&
              int(PgnReader::Step::END) == PGN_STEP_END);

// A failed call's result.
constexpr int failureResult(ErrorCode code) { return FAILURE_BASE - int(code); }

}  // namespace chess960::boundary
