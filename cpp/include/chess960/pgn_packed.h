// One PGN game as a flat buffer: how bindings/pgn_bindings.cpp hands a game tree (or a reading
// error) to the npm package in one piece, and how the package hands a tree back to be written.
// npm/src/pgn-packed.ts mirrors these numbers; tests/js/pgn-packed.test.js reads this file and
// fails when the two differ. Every constant is `inline constexpr int NAME = value;` on one line.
//
// A buffer is WORDS int32 words followed by BYTES bytes of UTF-8 text; a string is two words,
// (offset into the bytes, length in bytes). After the header come TAG_COUNT tags (name string,
// value string), then NODE_COUNT nodes of NODE_SIZE words (node 0 is the root: the start of the
// game), then the annotation records the nodes point to.
#pragma once

namespace chess960::pgn_packed {

// ---- header words ----
inline constexpr int WORDS = 0;            // int32 words in the buffer, header included
inline constexpr int BYTES = 1;            // bytes of text after them
inline constexpr int GAME_INDEX = 2;       // 0-based, counting every game of the input, good or bad
inline constexpr int NODE_COUNT = 3;       // nodes, the root included (errors: the line)
inline constexpr int TAG_COUNT = 4;        // tags (errors: the column, 1-based, in bytes)
inline constexpr int FLAGS = 5;            // FLAG_* bits
inline constexpr int RESULT = 6;           // string: "1-0", "0-1", "1/2-1/2" or "*" (errors: what is wrong)
inline constexpr int START_FEN = 8;        // string (errors: the text near the error)
inline constexpr int START_POSITION = 10;  // string: the start as the engine's position bytes
// string: every node's move after the root, in node order, one space between
inline constexpr int MOVES = 12;
inline constexpr int HEADER_SIZE = 14;

inline constexpr int ERROR_LINE = NODE_COUNT;
inline constexpr int ERROR_COLUMN = TAG_COUNT;
inline constexpr int ERROR_WHAT = RESULT;
inline constexpr int ERROR_NEAR = START_FEN;

inline constexpr int FLAG_CHESS960 = 1;  // the Variant tag says Chess960
inline constexpr int FLAG_ASCII = 2;     // every byte of the text is ASCII (offsets are string indexes)

// ---- a tag: name string, value string ----
inline constexpr int TAG_SIZE = 4;

// ---- a node ----
inline constexpr int NODE_PARENT = 0;       // -1 for the root; always less than the node's own index
inline constexpr int NODE_MOVE = 1;         // the move code (see notation.ts), 0 for the root
inline constexpr int NODE_ANNOTATIONS = 2;  // word index of the node's annotation record, or -1
inline constexpr int NODE_SIZE = 3;

// ---- an annotation record: these words, then the strings, NAGs and marks they count ----
inline constexpr int CLOCK_HIGH = 0;  // [%clk] in ms as high * 2^32 + (low as unsigned); -1 when absent
inline constexpr int CLOCK_LOW = 1;
inline constexpr int EMT_HIGH = 2;  // [%emt] in ms, the same way
inline constexpr int EMT_LOW = 3;
inline constexpr int EVAL_KIND = 4;      // 0 none, 1 centipawns, 2 mate
inline constexpr int EVAL_VALUE = 5;     // centipawns (White's view) or moves to mate (negative: Black mates)
inline constexpr int EVAL_DEPTH = 6;     // -1 when absent
inline constexpr int BEFORE_COUNT = 7;   // comments before the move (strings)
inline constexpr int COMMENT_COUNT = 8;  // comments after the move (strings)
inline constexpr int NAG_COUNT = 9;      // NAGs, one word each
inline constexpr int ARROW_COUNT = 10;   // [%cal] marks, one word each: color | from << 8 | to << 16
inline constexpr int HIGHLIGHT_COUNT = 11;  // [%csl] marks (highlighted squares), the same way (from == to)
inline constexpr int ANNOTATION_SIZE = 12;
// A mark's word: its colour, from and to squares, one byte each.
inline constexpr int MARK_FROM_SHIFT = 8;
inline constexpr int MARK_TO_SHIFT = 16;
inline constexpr int MARK_BYTE_MASK = 255;

}  // namespace chess960::pgn_packed

// ---- reading and writing such buffers (pgn_packed.cpp) ----
#include <string>
#include <string_view>

#include "chess960/pgn_reader.h"
#include "chess960/pgn_tree.h"

namespace chess960 {

// `tree` as a packed buffer, each move's SAN in MOVES, into `out` (replacing its contents).
void packPgnGame(const PgnGameTree& tree, std::size_t gameIndex, std::string& out);
// A reading error as a packed buffer: GAME_INDEX, ERROR_LINE, ERROR_COLUMN, ERROR_WHAT, ERROR_NEAR.
void packPgnError(const PgnError& error, std::string& out);
// A tree from a packed buffer as the package sends it for writing: START_FEN as the start ("" for
// the standard one), MOVES as SAN or UCI text, NODE_MOVE and START_POSITION unused. False, with
// `error` saying what is wrong (which move, in what position), if the buffer does not describe a
// legal tree.
bool unpackPgnGame(std::string_view packed, PgnGameTree& tree, std::string& error);

}  // namespace chess960
