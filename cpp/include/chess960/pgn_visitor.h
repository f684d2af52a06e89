// What the PGN reader (pgn_reader.h) tells its caller while it reads, one call per thing read:
// tags, each move resolved against its position, comments, NAGs, the command annotations as
// typed values, variations, the result, errors. The caller owns the data model: PgnWriter
// (pgn_writer.h) writes the game back as PGN, a visitor that only counts builds nothing.
//
// Per game: beginGame, tag..., beginMovetext, then in reading order move, comment, nag, clock,
// emt, eval, arrow, square, beginVariation, endVariation; last endGame, or error. Each call is
// made once, as the text is read, whatever the chunks it came in. A bad game ends with error, in
// place: what was heard before it stands (the moves up to a refused one; variations open there
// are not closed) and nothing of the game after it is read, later mainline moves after a bad
// variation included (one error per game, at the place where reading stopped).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "chess960/position.h"

namespace chess960 {

// Why a game could not be read to its end: X(NAME, meaning). The enum and the npm package's
// PgnErrorReason (written by bindings/contract_writer.cpp) come from this one list.
#define CHESS960_PGN_ERROR_REASONS(X)                                                                \
  X(ILLEGAL_MOVE, "a move that is not legal in its position (a refused castling says why)")          \
  X(AMBIGUOUS_MOVE, "a move that fits more than one legal move")                                     \
  X(UNREADABLE_MOVE, "a word where a move belongs that is no move: not SAN or UCI, a null move")     \
  X(MISSING_FEN, "a move refused in a game whose Variant tag says Chess960 but that has no FEN tag") \
  X(UNCLOSED_COMMENT, "a { comment never closed (the game's text ends inside it)")                   \
  X(UNCLOSED_VARIATION, "a ( variation never closed (the game's text ends inside it)")               \
  X(SYNTAX, "other movetext syntax: ')' without '(', a stray '}' or ']', a bad NAG or annotation")   \
  X(TAG, "a tag that is not a name and a quoted value in brackets")                                  \
  X(FEN_TAG, "a FEN tag that is no legal position")                                                  \
  X(VARIANT, "a Variant tag naming a variant other than standard chess and Chess960")                \
  X(LIMIT, "a limit of PgnLimits passed: game, comment or tag length, moves, notes, nesting")

enum class PgnErrorReason : std::uint8_t {
#define CHESS960_PGN_REASON_ENUM(name, meaning) name,
  CHESS960_PGN_ERROR_REASONS(CHESS960_PGN_REASON_ENUM)
#undef CHESS960_PGN_REASON_ENUM
};

// A bad game: where reading stopped, why, and the move refused there.
struct PgnError {
  std::size_t gameIndex = 0;  // 0-based, counting every game of the input, good or bad
  int line = 0;               // 1-based, in the whole input: where reading stopped
  int column = 0;             // 1-based, in bytes
  PgnErrorReason reason = PgnErrorReason::SYNTAX;
  std::string what;  // what is wrong, in words
  std::string near;  // the text around it (printable ASCII, at most ~50 characters)
  // The move refused (ILLEGAL_MOVE, AMBIGUOUS_MOVE, UNREADABLE_MOVE, MISSING_FEN), else empty and 0:
  std::string move;    // as written, without its move number and ! ? suffix
  int ply = 0;         // plies from the start of the game to it (1: the first move)
  int moveNumber = 0;  // the fullmove number of the position it was tried in
  Color side = WHITE;  // who was to play it
  // A comment or variation never closed (UNCLOSED_COMMENT, UNCLOSED_VARIATION): where its '{' or
  // '(' is (line and column as above; the error's own place is where the game's text ended).
  int openedLine = 0, openedColumn = 0;
  // Whether the error is in the movetext: the visitor heard beginMovetext and the moves before
  // the error, and PgnReader::next() keeps the game read up to it. False for errors in the tags
  // and for a game too long to read.
  bool inMovetext = false;
  std::string message() const;  // "game 3, line 41, column 7: <what> (near \"...\")"
};

// The name of a reason, as the list above spells it ("ILLEGAL_MOVE").
std::string_view pgnErrorReasonName(PgnErrorReason reason);

// [%eval]: centipawns from White's view, or moves to mate (negative: Black mates). As the reader
// reads it: pawns up to 6 digits, mate in up to 6 digits, depth up to 4.
inline constexpr std::int32_t PGN_MAX_CENTIPAWNS = 99999999;
inline constexpr std::int32_t PGN_MAX_MATE = 999999;
inline constexpr std::int32_t PGN_MAX_EVAL_DEPTH = 9999;
struct PgnEval {
  bool mate = false;
  std::int32_t value = 0;   // centipawns, or moves to mate
  std::int32_t depth = -1;  // search depth, -1 if not given
  bool operator==(const PgnEval&) const = default;
};

// The colours of [%csl] and [%cal] marks, as their letters.
enum class PgnMarkColor : char { GREEN = 'G', RED = 'R', YELLOW = 'Y', BLUE = 'B' };

struct PgnArrow {  // [%cal Ge2e4]
  PgnMarkColor color = PgnMarkColor::GREEN;
  Square from = NO_SQUARE, to = NO_SQUARE;
  bool operator==(const PgnArrow&) const = default;
};

struct PgnSquareMark {  // [%csl Ra1]
  PgnMarkColor color = PgnMarkColor::GREEN;
  Square square = NO_SQUARE;
  bool operator==(const PgnSquareMark&) const = default;
};

// One move as read: legal in `before`, already played into `after`.
class PgnMoveRead {
 public:
  PgnMoveRead(Move move, std::string_view written, int ply, const Position& before, const Position& after)
      : move(move), written(written), ply(ply), before(before), after(after) {}
  Move move;
  std::string_view written;  // the SAN (or UCI) as written, without its move number and ! ? suffix
  int ply;                   // plies from the game's start to it (1: the first move)
  const Position& before;
  const Position& after;
  // The SAN as the engine writes it ("Nf3", "O-O", "exd6+"): made when asked, valid until the
  // next call of the visitor.
  std::string_view san() const;

 private:
  mutable char san_[8] = {};
  mutable std::size_t sanLength_ = 0;
};

class PgnVisitor {
 public:
  enum class Next { READ, SKIP };
  virtual ~PgnVisitor() = default;

  virtual void beginGame(std::size_t gameIndex) { (void)gameIndex; }
  virtual void tag(std::string_view name, std::string_view value) { (void)name, (void)value; }
  // After the tags: the start (the FEN tag's, else standard chess) and whether the Variant tag
  // says Chess960. SKIP: the movetext is checked for syntax only, nothing of it is reported, and
  // endGame follows.
  virtual Next beginMovetext(const Position& start, bool chess960) {
    (void)start, (void)chess960;
    return Next::READ;
  }
  virtual void move(const PgnMoveRead& move) { (void)move; }
  // A comment's text, its command annotations taken out (they come first, as calls of their
  // own), whitespace runs as one space, trimmed; never empty. Before the first move of the game
  // or of a variation it is about the move that follows; otherwise about the last move.
  virtual void comment(std::string_view text) { (void)text; }
  virtual void nag(int nag) { (void)nag; }  // 0-255; "!" is 1, "?" 2, "!!" 3, "??" 4, "!?" 5, "?!" 6
  virtual void clock(std::int64_t milliseconds) {
    (void)milliseconds;
  }  // [%clk]: the mover's clock after the move
  virtual void emt(std::int64_t milliseconds) { (void)milliseconds; }  // [%emt]: the time the move took
  virtual void eval(const PgnEval& eval) { (void)eval; }
  virtual void arrow(const PgnArrow& arrow) { (void)arrow; }
  virtual void square(const PgnSquareMark& mark) { (void)mark; }
  // A variation: an alternative to the last move, played from the position before it. SKIP: it is
  // checked for syntax only and nothing of it is reported (not even endVariation).
  virtual Next beginVariation() { return Next::READ; }
  virtual void endVariation() {}
  // The result: the movetext's, else the Result tag's, else "*".
  virtual void endGame(std::string_view result) { (void)result; }
  // The game's last call when it could not be read to its end (see the top of this file).
  virtual void error(const PgnError& error) { (void)error; }
};

}  // namespace chess960
