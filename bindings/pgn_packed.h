// One game (or one error) as the package receives it: a buffer of int32 words, then bytes of
// UTF-8 text that the words point into as (offset, length) pairs. The tree's own records
// (PgnTag, PgnNode, PgnNote of pgn_tree.h) are copied in as they are.
//
//   header (HEADER_SIZE words) | tags (TAG_SIZE words each) | nodes (NODE_SIZE) | notes (NOTE_SIZE) | text
//
// writePgn goes the other way: the package packs a tree the same way, with MOVES holding each
// move as SAN or UCI text (the engine resolves them) instead of the nodes' move codes.
#pragma once

#include <string>
#include <string_view>

#include "chess960/pgn_reader.h"
#include "chess960/pgn_tree.h"
#include "chess960/san.h"

namespace chess960::pgn_packed {

inline constexpr int WORDS = 0;            // int32 words in the buffer, header included
inline constexpr int BYTES = 1;            // bytes of text after them
inline constexpr int GAME_INDEX = 2;       // 0-based, counting every game of the input, good or bad
inline constexpr int NODE_COUNT = 3;       // nodes, the root included (errors: the line)
inline constexpr int TAG_COUNT = 4;        // tags (errors: the column, 1-based, in bytes)
inline constexpr int NOTE_COUNT = 5;       // notes
inline constexpr int FLAGS = 6;            // FLAG_* bits
inline constexpr int RESULT = 7;           // text: "1-0", "0-1", "1/2-1/2" or "*" (errors: what is wrong)
inline constexpr int START_FEN = 9;        // text (errors: the text near the error)
inline constexpr int START_POSITION = 11;  // text: the start as the engine's position bytes
inline constexpr int MOVES = 13;           // text: each move's SAN (MAX_SAN_LENGTH at most), ' ' between
inline constexpr int HEADER_SIZE = 15;

inline constexpr int ERROR_LINE = NODE_COUNT;
inline constexpr int ERROR_COLUMN = TAG_COUNT;
inline constexpr int ERROR_WHAT = RESULT;
inline constexpr int ERROR_NEAR = START_FEN;

inline constexpr int FLAG_CHESS960 = 1;  // the Variant tag says Chess960
inline constexpr int FLAG_ASCII = 2;     // every byte of the text is ASCII (offsets are string indexes)

inline constexpr int TAG_SIZE = 4;  // name offset, name length, value offset, value length
inline constexpr int NODE_SIZE = 2;
inline constexpr int NODE_PARENT = 0;  // -1 for the root; always less than the node's own index
inline constexpr int NODE_MOVE = 1;    // the move code (see notation.ts), 0 for the root
inline constexpr int NOTE_SIZE = 4;
inline constexpr int NOTE_NODE = 0;
inline constexpr int NOTE_KIND = 1;  // a PgnNoteKind (pgn_tree.h says what a and b hold)
inline constexpr int NOTE_A = 2;
inline constexpr int NOTE_B = 3;

inline constexpr int NOTE_COMMENT_BEFORE = 1;
inline constexpr int NOTE_COMMENT = 2;
inline constexpr int NOTE_NAG = 3;
inline constexpr int NOTE_CLOCK = 4;
inline constexpr int NOTE_EMT = 5;
inline constexpr int NOTE_EVAL_CENTIPAWNS = 6;
inline constexpr int NOTE_EVAL_MATE = 7;
inline constexpr int NOTE_ARROW = 8;
inline constexpr int NOTE_SQUARE = 9;
inline constexpr int MARK_TO_SHIFT = 8;
inline constexpr int MAX_SAN_LENGTH = 7;         // bytes of one move in MOVES
inline constexpr int MAX_PLY = 20000;            // a node's ply is at most this (the reader's PgnLimits)
inline constexpr int MAX_CENTIPAWNS = 99999999;  // [%eval] notes: |a| at most this (EVAL_CENTIPAWNS)
inline constexpr int MAX_MATE = 999999;          // |a| at most this (EVAL_MATE)
inline constexpr int MAX_EVAL_DEPTH = 9999;      // b at most this (-1: no depth)

static_assert(sizeof(PgnTag) == 4 * TAG_SIZE && sizeof(PgnNode) == 4 * NODE_SIZE &&
              sizeof(PgnNote) == 4 * NOTE_SIZE);
static_assert(NOTE_COMMENT_BEFORE == int(PgnNoteKind::COMMENT_BEFORE) &&
              NOTE_COMMENT == int(PgnNoteKind::COMMENT) && NOTE_NAG == int(PgnNoteKind::NAG) &&
              NOTE_CLOCK == int(PgnNoteKind::CLOCK) && NOTE_EMT == int(PgnNoteKind::EMT) &&
              NOTE_EVAL_CENTIPAWNS == int(PgnNoteKind::EVAL_CENTIPAWNS) &&
              NOTE_EVAL_MATE == int(PgnNoteKind::EVAL_MATE) && NOTE_ARROW == int(PgnNoteKind::ARROW) &&
              NOTE_SQUARE == int(PgnNoteKind::SQUARE) && NOTE_SQUARE == PGN_NOTE_KINDS &&
              MARK_TO_SHIFT == PGN_MARK_TO_SHIFT && MAX_CENTIPAWNS == PGN_MAX_CENTIPAWNS &&
              MAX_MATE == PGN_MAX_MATE && MAX_EVAL_DEPTH == PGN_MAX_EVAL_DEPTH);
static_assert(MAX_SAN_LENGTH == int(chess960::MAX_SAN_LENGTH) && MAX_PLY == PgnLimits{}.maxMoves);

}  // namespace chess960::pgn_packed

namespace chess960 {

// `sans`: the moves' SAN, one space between (PgnReader::sans()).
void packPgnGame(const PgnGameTree& tree, std::size_t gameIndex, std::string_view sans, std::string& out);
void packPgnError(const PgnError& error, std::string& out);
// A tree packed by the package, its moves not yet known: `moveTexts` gets each move's text (SAN
// or UCI, one space between, node order), for writePgn to resolve. False, with `error` saying
// what is wrong, for a buffer that is not a valid tree.
bool unpackPgnGame(std::string_view packed, PgnGameTree& tree, std::string_view& moveTexts,
                   std::string& error);

}  // namespace chess960
