// How a PGN game crosses the wasm boundary, both ways (not installed): as events, each an int32
// code and its fields, and the UTF-8 bytes their texts lie in. A text is two words: its offset in
// the bytes, then its length. readPgn gets a game's events in reading order from the reader's
// visitor (pgn_bindings.cpp); writePgn hands the engine a game as the events of its PGN.
// contract_writer.cpp writes these lists into npm/src/generated/contract.ts: the codes and fields as
// its const enum PgnEvent, the sizes as PGN_EVENT_WORDS.
#pragma once

// X(NAME, words, doc): an event, its size in words (its code included); its code is its place in
// the list, from 0.
#define CHESS960_PGN_EVENTS(X)                                                                              \
  X(GAME, 2, "The game's place in its input (0-based, bad games counted).")                                 \
  X(TAG, 5, "Its name, its value (texts).")                                                                 \
  X(START, 4,                                                                                               \
    "After the tags: 1 if the Variant tag says Chess960, else 0; the start's FEN as the engine writes it "  \
    "(a text; writePgn's may be empty: standard chess).")                                                   \
  X(MOVE, 5,                                                                                                \
    "The engine's move code, its ply (1: the game's first move), its SAN; when written, 0, 0 and its SAN "  \
    "or UCI.")                                                                                              \
  X(COMMENT, 3,                                                                                             \
    "A comment after its move, or, before the first move of the game or of a variation, about the move "    \
    "that follows: its text.")                                                                              \
  X(COMMENT_BEFORE, 3, "writePgn's: a comment the writer puts before its move (whose event comes first).")  \
  X(NAG, 2, "0-255.")                                                                                       \
  X(CLOCK, 3, "[%clk]: whole seconds, then milliseconds.")                                                  \
  X(EMT, 3, "[%emt]: the same.")                                                                            \
  X(EVAL, 4, "[%eval]: 1 for mate, else 0; centipawns or moves to mate; the depth (-1: none).")             \
  X(ARROW, 4, "[%cal]: its colour's letter (G R Y B), from, to (squares, a1 = 0).")                         \
  X(SQUARE, 3, "[%csl]: its colour's letter, the square.")                                                  \
  X(BEGIN_VARIATION, 1, "An alternative to the last move, from the position before it.")                    \
  X(END_VARIATION, 1, "")                                                                                   \
  X(RESULT, 2, "The last event of a game read to its end: the index of its result in PGN_RESULTS.")         \
  X(ERROR, 16,                                                                                              \
    "A bad game's last event: the index of its PgnErrorReason, its line and column (1-based), the refused " \
    "move's ply, move number and side (0 White, 1 Black; all 0 for none), where a comment or variation "    \
    "never closed opened (line, column; 0 for none), 1 if the game was read up to it (its movetext "        \
    "began), and three texts: what is wrong, the text near it, the refused move.")

// X(NAME, offset, doc): where a field is, from its event's code.
#define CHESS960_PGN_EVENT_FIELDS(X)                      \
  X(FIELD, 1, "The first field, or the only one.")        \
  X(TEXT_LENGTH, 1, "A text's length, after its offset.") \
  X(TAG_VALUE, 3, "")                                     \
  X(START_FEN, 2, "")                                     \
  X(MOVE_PLY, 2, "")                                      \
  X(MOVE_TEXT, 3, "")                                     \
  X(TIME_MILLISECONDS, 2, "")                             \
  X(EVAL_VALUE, 2, "")                                    \
  X(EVAL_DEPTH, 3, "")                                    \
  X(MARK_SQUARE, 2, "ARROW's from, SQUARE's square.")     \
  X(ARROW_TO, 3, "")                                      \
  X(ERROR_LINE, 2, "")                                    \
  X(ERROR_COLUMN, 3, "")                                  \
  X(ERROR_PLY, 4, "")                                     \
  X(ERROR_MOVE_NUMBER, 5, "")                             \
  X(ERROR_SIDE, 6, "")                                    \
  X(ERROR_OPENED_LINE, 7, "")                             \
  X(ERROR_OPENED_COLUMN, 8, "")                           \
  X(ERROR_IN_MOVETEXT, 9, "")                             \
  X(ERROR_WHAT, 10, "")                                   \
  X(ERROR_NEAR, 12, "")                                   \
  X(ERROR_MOVE, 14, "")

namespace chess960::pgn_events {

enum Code : int {
#define CHESS960_EVENT_CODE(name, words, doc) name,
  CHESS960_PGN_EVENTS(CHESS960_EVENT_CODE)
#undef CHESS960_EVENT_CODE
};
#define CHESS960_DECLARE_FIELD(name, offset, doc) inline constexpr int name = offset;
CHESS960_PGN_EVENT_FIELDS(CHESS960_DECLARE_FIELD)
#undef CHESS960_DECLARE_FIELD

// The size of each event in words, by its code.
inline constexpr int WORDS[] = {
#define CHESS960_EVENT_WORDS(name, words, doc) words,
    CHESS960_PGN_EVENTS(CHESS960_EVENT_WORDS)
#undef CHESS960_EVENT_WORDS
};

}  // namespace chess960::pgn_events
