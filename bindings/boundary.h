// The contract between the wasm module and the npm package's TypeScript: every flag, field,
// layout, code and limit that crosses the boundary as a number, named once. npm/scripts/contract.mjs reads
// the `inline constexpr` lines below and writes npm/src/generated/contract.ts from them, so the
// TypeScript side never retypes a number; tests/js/contract.test.js fails when the two disagree.
// Each value is a literal or an expression of earlier names (what the script can evaluate); the
// static_asserts tie them to the engine's own definitions. Error codes: CHESS960_ERROR_CODES in
// cpp/include/chess960/error.h.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "chess960/error.h"
#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/movegen.h"
#include "chess960/pgn.h"
#include "chess960/pgn_reader.h"
#include "chess960/start_positions.h"
#include "chess960/start_systems.h"
#include "chess960/tournament_draw.h"
#include "chess960/types.h"

namespace chess960::boundary {

// ---- results ----
// A call that can fail returns FAILURE_BASE - code (a negative number) on failure, with the
// message kept for lastError(); every non-negative value is a success.
inline constexpr int FAILURE_BASE = -1;

// ---- squares and pieces ----
// A square is rank * 8 + file: a1 = 0, b1 = 1, ..., h8 = 63.
inline constexpr int SQUARE_COUNT = 64;
inline constexpr int FILE_MASK = 7;
inline constexpr int RANK_SHIFT = 3;
// No square (no castling rook, no king in check).
inline constexpr int NO_SQUARE = 64;
// Piece types, in the order of PIECE_LETTERS; NO_PIECE_TYPE when none.
inline constexpr int PAWN_TYPE = 0;
inline constexpr int KNIGHT_TYPE = 1;
inline constexpr int NO_PIECE_TYPE = 6;
inline constexpr char PIECE_LETTERS[] = "pnbrqk";
// A piece is its type, plus PIECE_BLACK for Black; NO_PIECE (and above) for an empty square.
inline constexpr int PIECE_TYPE_MASK = 7;
inline constexpr int PIECE_BLACK = 8;
inline constexpr int NO_PIECE = 16;

// ---- move codes (16 bits, Move::bits) ----
inline constexpr int MOVE_FROM_SHIFT = 0;
inline constexpr int MOVE_TO_SHIFT = 6;
inline constexpr int MOVE_SQUARE_MASK = 63;
inline constexpr int MOVE_KIND_SHIFT = 12;
inline constexpr int MOVE_KIND_MASK = 3;
inline constexpr int MOVE_KIND_NORMAL = 0;
inline constexpr int MOVE_KIND_PROMOTION = 1;
inline constexpr int MOVE_KIND_EN_PASSANT = 2;
// Castling is coded king takes rook: `to` is the castling rook's square.
inline constexpr int MOVE_KIND_CASTLING = 3;
// The promotion piece's type minus KNIGHT_TYPE.
inline constexpr int MOVE_PROMOTION_SHIFT = 14;
// A move code's width: every code is below 1 << MOVE_CODE_BITS.
inline constexpr int MOVE_CODE_BITS = 16;
// No position has more legal moves (218 is the known maximum).
inline constexpr int MAX_LEGAL_MOVES = 256;

// ---- the move record: what the move just played (or the one described) was ----
// Bytes at the record's address: piece type, captured type (NO_PIECE_TYPE for none), colour
// (0 White, 1 Black), the SAN's length, then the SAN.
inline constexpr int MOVE_RECORD_PIECE = 0;
inline constexpr int MOVE_RECORD_CAPTURED = 1;
inline constexpr int MOVE_RECORD_COLOR = 2;
inline constexpr int MOVE_RECORD_SAN_LENGTH = 3;
inline constexpr int MOVE_RECORD_SAN = 4;
inline constexpr int MOVE_RECORD_BYTES = 32;

// ---- status: facts about the game now (claims are asked for separately) ----
inline constexpr int STATUS_CHECK = 1 << 0;
inline constexpr int STATUS_INSUFFICIENT_MATERIAL = 1 << 1;
inline constexpr int STATUS_THREEFOLD_REPETITION = 1 << 2;
inline constexpr int STATUS_FIVEFOLD_REPETITION = 1 << 3;
inline constexpr int STATUS_SEVENTY_FIVE_MOVES = 1 << 4;
inline constexpr int STATUS_BLACK_TO_MOVE = 1 << 5;
// The automatic termination (TERMINATION_*) in bits 8 to 11.
inline constexpr int STATUS_TERMINATION_SHIFT = 8;
inline constexpr int STATUS_TERMINATION_MASK = 15;
inline constexpr int TERMINATION_NONE = 0;
inline constexpr int TERMINATION_CHECKMATE = 1;
inline constexpr int TERMINATION_STALEMATE = 2;
inline constexpr int TERMINATION_INSUFFICIENT_MATERIAL = 3;
inline constexpr int TERMINATION_SEVENTY_FIVE_MOVES = 4;
inline constexpr int TERMINATION_FIVEFOLD_REPETITION = 5;

// ---- draw claims (game.h DrawClaims) ----
inline constexpr int CLAIM_THREEFOLD_REPETITION = 1 << 0;
inline constexpr int CLAIM_FIFTY_MOVES = 1 << 1;

// ---- castling rooks: one byte each (a square, or NO_SQUARE), in one number ----
// The byte of colour c (0 White, 1 Black) and side s (0 kingside, 1 queenside) is byte 2c + s.
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

// Where castling puts the king: this file on its own back rank (O-O on g, O-O-O on c).
inline constexpr int CASTLING_KING_FILE_KINGSIDE = 6;
inline constexpr int CASTLING_KING_FILE_QUEENSIDE = 2;

// ---- start positions ----
inline constexpr int START_POSITION_COUNT = 960;
inline constexpr int STANDARD_POSITION_NUMBER = 518;
inline constexpr char STANDARD_FEN[] = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
inline constexpr int SHUFFLE_POSITION_COUNT = 5040;
inline constexpr int CHESS2880_POSITION_COUNT = 2880;
// Most die values one positionFromDice call reads.
inline constexpr int MAX_DIE_ROLLS = 1000;
// Which pools a start belongs to, besides all 960: one bit each.
inline constexpr int SUBSET_CHESS18 = 1 << 0;
inline constexpr int SUBSET_CHESS90 = 1 << 1;
inline constexpr int SUBSET_CHESS870 = 1 << 2;
// variantStartFen's first argument.
inline constexpr int VARIANT_SHUFFLE = 0;
inline constexpr int VARIANT_CHESS2880 = 1;

// ---- the tournament draw (tournament_draw.h) ----
inline constexpr char DRAW_ALGORITHM[] = "chess960-draw-v1";
inline constexpr int MAX_DRAW_SEED_BYTES = 256;
inline constexpr int MAX_DRAW_PUBLIC_BYTES = 256;
inline constexpr int MAX_DRAW_ROUNDS = 1000;

// ---- limits ----
// Longest FEN the engine reads (the wrapper refuses longer text before copying it in).
inline constexpr int MAX_FEN_LENGTH = 256;
// Longest PGN text loadPgn reads (bytes of UTF-8; the wrapper refuses longer text first).
inline constexpr int MAX_PGN_LENGTH = 1 << 20;
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

// ---- the engine agrees ----
static_assert(SQUARE_COUNT == chess960::SQUARE_COUNT && NO_SQUARE == chess960::NO_SQUARE);
static_assert(int(makeSquare(7, 6)) == (6 << RANK_SHIFT | (7 & FILE_MASK)));
static_assert(PAWN_TYPE == chess960::PAWN && KNIGHT_TYPE == chess960::KNIGHT);
static_assert(NO_PIECE_TYPE == chess960::NO_PIECE_TYPE && NO_PIECE == chess960::NO_PIECE);
static_assert(std::string_view(PIECE_LETTERS).size() == NO_PIECE_TYPE);
static_assert(int(chess960::makePiece(BLACK, QUEEN)) == (PIECE_BLACK | chess960::QUEEN));
static_assert(Move(Square(9), Square(62), MoveKind::PROMOTION, QUEEN).bits() ==
              (9 << MOVE_FROM_SHIFT | 62 << MOVE_TO_SHIFT | MOVE_KIND_PROMOTION << MOVE_KIND_SHIFT |
               (QUEEN - KNIGHT_TYPE) << MOVE_PROMOTION_SHIFT));
static_assert(int(MoveKind::NORMAL) == MOVE_KIND_NORMAL && int(MoveKind::EN_PASSANT) == MOVE_KIND_EN_PASSANT);
static_assert(int(MoveKind::CASTLING) == MOVE_KIND_CASTLING);
static_assert(sizeof(Move{}.bits()) * 8 == MOVE_CODE_BITS);
static_assert(MAX_LEGAL_MOVES >= MoveList::CAPACITY);
static_assert(int(Termination::CHECKMATE) == TERMINATION_CHECKMATE &&
              int(Termination::NONE) == TERMINATION_NONE);
static_assert(int(Termination::STALEMATE) == TERMINATION_STALEMATE);
static_assert(int(Termination::INSUFFICIENT_MATERIAL) == TERMINATION_INSUFFICIENT_MATERIAL);
static_assert(int(Termination::SEVENTY_FIVE_MOVES) == TERMINATION_SEVENTY_FIVE_MOVES);
static_assert(int(Termination::FIVEFOLD_REPETITION) == TERMINATION_FIVEFOLD_REPETITION);
static_assert(TERMINATION_FIVEFOLD_REPETITION <= STATUS_TERMINATION_MASK);
static_assert(castlingKingTarget(BLACK, KING_SIDE) == makeSquare(CASTLING_KING_FILE_KINGSIDE, 7));
static_assert(castlingKingTarget(WHITE, QUEEN_SIDE) == makeSquare(CASTLING_KING_FILE_QUEENSIDE, 0));
static_assert(CLAIM_THREEFOLD_REPETITION == int(THREEFOLD_REPETITION_CLAIM));
static_assert(CLAIM_FIFTY_MOVES == int(FIFTY_MOVES_CLAIM));
static_assert(START_POSITION_COUNT == chess960::START_POSITION_COUNT);
static_assert(STANDARD_POSITION_NUMBER == chess960::STANDARD_POSITION_NUMBER);
static_assert(std::string_view(STANDARD_FEN) == chess960::STANDARD_FEN);
static_assert(SHUFFLE_POSITION_COUNT == chess960::SHUFFLE_POSITION_COUNT);
static_assert(CHESS2880_POSITION_COUNT == chess960::CHESS2880_POSITION_COUNT);
static_assert(int(StartSubset::CHESS18) == 1 && int(StartSubset::CHESS870) == 3);  // bit = 1 << (subset - 1)
static_assert(std::size_t(MAX_FEN_LENGTH) == chess960::MAX_FEN_LENGTH);
static_assert(std::string_view(DRAW_ALGORITHM) == chess960::DRAW_ALGORITHM);
static_assert(std::size_t(MAX_DRAW_SEED_BYTES) == chess960::MAX_DRAW_SEED_BYTES);
static_assert(std::size_t(MAX_DRAW_PUBLIC_BYTES) == chess960::MAX_DRAW_PUBLIC_BYTES);
static_assert(MAX_DRAW_ROUNDS == chess960::MAX_DRAW_ROUNDS);
static_assert(std::size_t(MAX_PGN_LENGTH) == chess960::MAX_PGN_LENGTH);
static_assert(3 * std::size_t(MAX_TAG_VALUE) <= PgnLimits{}.maxTagLength);
static_assert(int(PgnReader::Step::GAME) == PGN_STEP_GAME && int(PgnReader::Step::ERROR) == PGN_STEP_ERROR);
static_assert(int(PgnReader::Step::NEED_INPUT) == PGN_STEP_NEED_INPUT &&
              int(PgnReader::Step::END) == PGN_STEP_END);

// The move record as C++ writes it; its offsets are the MOVE_RECORD_* above.
struct MoveRecord {
  std::uint8_t piece;
  std::uint8_t captured;
  std::uint8_t color;
  std::uint8_t sanLength;
  char san[MOVE_RECORD_BYTES - MOVE_RECORD_SAN];
};
static_assert(offsetof(MoveRecord, piece) == MOVE_RECORD_PIECE);
static_assert(offsetof(MoveRecord, captured) == MOVE_RECORD_CAPTURED);
static_assert(offsetof(MoveRecord, color) == MOVE_RECORD_COLOR);
static_assert(offsetof(MoveRecord, sanLength) == MOVE_RECORD_SAN_LENGTH);
static_assert(offsetof(MoveRecord, san) == MOVE_RECORD_SAN && sizeof(MoveRecord) == MOVE_RECORD_BYTES);

// A failed call's result.
constexpr int failureResult(ErrorCode code) { return FAILURE_BASE - int(code); }

}  // namespace chess960::boundary
