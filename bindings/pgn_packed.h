// How a PGN game crosses the wasm boundary, both ways (not installed).
//
// Read: the header (int32 words) says what the reader's last step gave: the game's place, its error
// (a game read up to an error has both), and the words the package keeps of a game, copied in one
// piece: the start, the reader's own tags as they are (PgnTag: TAG_SIZE words each), each node's
// words (its move, ply, SAN and parent: the tree's PgnNode and the SAN text put together) and the
// tree's text. The notes (PgnNote: NOTE_SIZE words each) and the moves' SANs are pointed to where
// they lie. (The start's FEN is made when asked.)
//
// Write (writePgn): the package packs a tree into one buffer, int32 words then UTF-8 text that the
// words point into as (offset, length) pairs, with each move as SAN or UCI text in PACKED_MOVES
// (the engine resolves them) instead of the nodes' move codes:
//   header (PACKED_HEADER_SIZE words) | tags | nodes | notes | text
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "chess960/pgn_reader.h"
#include "chess960/pgn_tree.h"
#include "chess960/san.h"

namespace chess960::pgn_packed {

// A span of text is two words: its offset, then its length.
inline constexpr int SPAN_LENGTH = 1;

// ---- a game read: the header's words (addresses are byte offsets into wasm memory) ----
inline constexpr int GAME_INDEX = 0;  // 0-based, counting every game of the input, good or bad
inline constexpr int FLAGS = 1;       // FLAG_* bits
inline constexpr int TAG_COUNT = 2;   // tags, in the kept words
inline constexpr int NODE_COUNT = 3;  // nodes, the root included, in the kept words
inline constexpr int NOTE_COUNT = 4;  // notes, at NOTES
inline constexpr int NOTES = 5;       // address of the notes (copied apart: they can be most of a game)
inline constexpr int KEPT = 6;        // address of the words the package keeps of a game (below)
inline constexpr int KEPT_WORDS = 7;  // how many
inline constexpr int RESULT = 8;      // the index of the result in PGN_RESULTS
inline constexpr int MOVES = 9;  // address of each move's SAN (MAX_SAN_LENGTH at most, ASCII), ' ' between
inline constexpr int MOVES_BYTES = 10;  // their length
inline constexpr int STOPPED_AT = 11;   // a game read up to an error: the node where reading stopped, else -1
inline constexpr int ERROR_REASON = 12;       // FLAG_ERROR: the index of its PgnErrorReason (pgn_visitor.h)
inline constexpr int ERROR_LINE = 13;         // 1-based, in the whole input
inline constexpr int ERROR_COLUMN = 14;       // 1-based, in bytes
inline constexpr int ERROR_PLY = 15;          // a refused move: its ply (1: the first move), else 0
inline constexpr int ERROR_MOVE_NUMBER = 16;  // its fullmove number, else 0
inline constexpr int ERROR_SIDE = 17;         // 0 White, 1 Black (who was to play it)
inline constexpr int ERROR_OPENED_LINE = 18;  // a comment or variation never closed: where it opened, else 0
inline constexpr int ERROR_OPENED_COLUMN = 19;
inline constexpr int ERROR_TEXT = 20;  // address of the error's text (UTF-8)
inline constexpr int ERROR_WHAT = 21;  // ERROR_TEXT span: what is wrong
inline constexpr int ERROR_NEAR = 23;  // ERROR_TEXT span: the text near it
inline constexpr int ERROR_MOVE = 25;  // ERROR_TEXT span: the refused move as written
inline constexpr int HEADER_SIZE = 27;

// ---- the kept words (KEPT), in this order: the start, the tags, the nodes, the text ----
inline constexpr int START_WORDS = 38;  // the start: the engine's position bytes, sizeof(Position) / 4
inline constexpr int NODE_WORDS = 3;
inline constexpr int NODE_WORD_MOVE = 0;  // the move code, the ply above it (PLY_SHIFT); 0 for the root
inline constexpr int NODE_WORD_SAN = 1;   // where the SAN starts in MOVES, its length below (SAN_LENGTH_BITS)
inline constexpr int NODE_WORD_PARENT = 2;  // the parent's place in the game (0 for the root)
inline constexpr int PLY_SHIFT = 16;        // MOVE_CODE_BITS
inline constexpr int SAN_LENGTH_BITS = 3;   // MAX_SAN_LENGTH fits

inline constexpr int FLAG_CHESS960 = 1;  // the Variant tag says Chess960
inline constexpr int FLAG_GAME = 2;      // a game: its records (perhaps up to an error)
inline constexpr int FLAG_ERROR = 4;     // an error: the ERROR_* words

// ---- the records, as pgn_tree.h lays them out ----
inline constexpr int TAG_SIZE = 4;
inline constexpr int TAG_NAME = 0;   // span of the name in the tree's text: offset, length
inline constexpr int TAG_VALUE = 2;  // span of the value
inline constexpr int NODE_SIZE = 2;
inline constexpr int NODE_PARENT = 0;  // -1 for the root; always less than the node's own index
inline constexpr int NODE_MOVE = 1;    // the move code (see notation.ts), 0 for the root
inline constexpr int NOTE_SIZE = 4;
inline constexpr int NOTE_NODE = 0;
inline constexpr int NOTE_KIND = 1;  // a PgnNoteKind
// A note's value in two words, as PgnNote's accessor of its kind reads them: a comment's text
// span (offset, length), a NAG (n, 0), a time (seconds, milliseconds), an eval (centipawns or
// moves to mate, depth or -1), a mark (its colour letter, its square or from | to << MARK_TO_SHIFT).
inline constexpr int NOTE_FIRST = 2;
inline constexpr int NOTE_SECOND = 3;

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
inline constexpr int MAX_CENTIPAWNS = 99999999;  // [%eval] notes: |value| at most this (EVAL_CENTIPAWNS)
inline constexpr int MAX_MATE = 999999;          // |value| at most this (EVAL_MATE)
inline constexpr int MAX_EVAL_DEPTH = 9999;      // depth at most this (-1: no depth)

// ---- a tree packed for writePgn: the header's words ----
inline constexpr int PACKED_WORDS = 0;      // int32 words in the buffer, header included
inline constexpr int PACKED_BYTES = 1;      // bytes of text after them
inline constexpr int PACKED_TAG_COUNT = 2;  // the records follow the header: tags, nodes, notes
inline constexpr int PACKED_NODE_COUNT = 3;
inline constexpr int PACKED_NOTE_COUNT = 4;
inline constexpr int PACKED_FLAGS = 5;      // FLAG_CHESS960
inline constexpr int PACKED_RESULT = 6;     // text span: the result, "*" if it is none of PGN_RESULTS
inline constexpr int PACKED_START_FEN = 8;  // text span; empty: the FEN tag's, else standard chess
inline constexpr int PACKED_MOVES = 10;  // text span: each move's SAN or UCI, one space between, node order
inline constexpr int PACKED_HEADER_SIZE = 12;

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
// The package keeps the start as int32 words; a node's word holds its move code and its ply, and its
// SAN's place and length.
static_assert(sizeof(Position) == 4 * START_WORDS && alignof(Position) % 4 == 0);
static_assert(PLY_SHIFT == MOVE_CODE_BITS && (1 << SAN_LENGTH_BITS) > int(MAX_SAN_LENGTH));
static_assert(MAX_SAN_LENGTH == int(chess960::MAX_SAN_LENGTH) && MAX_PLY == PgnLimits{}.maxMoves);

}  // namespace chess960::pgn_packed

namespace chess960 {

// The header for what the reader's last step gave: a game (`tree`, its moves' SAN `sans`), an
// error, or a game read up to an error (both). `kept` receives the game's kept words, `errorText`
// the error's texts; `sans` is pointed to where it is.
void describePgnStep(const PgnGameTree* tree, std::size_t gameIndex, std::string_view sans,
                     const PgnError* error, std::int32_t (&header)[pgn_packed::HEADER_SIZE],
                     std::vector<std::int32_t>& kept, std::string& errorText);
// A tree packed by the package, its moves not yet known: `moveTexts` gets each move's text (SAN
// or UCI, one space between, node order), for writePgn to resolve. False, with `error` saying
// what is wrong, for a buffer that is not a valid tree.
bool unpackPgnGame(std::string_view packed, PgnGameTree& tree, std::string_view& moveTexts,
                   std::string& error);

}  // namespace chess960
