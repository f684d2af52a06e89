#include "chess960/start_evaluations.h"

#include <algorithm>

#include "chess960/sha256.h"
#include "chess960/start_positions.h"
#include "text.h"

// Written small on purpose (it ships in the npm package's wasm), as tournament_draw.cpp is.
namespace chess960 {

namespace {

// The next space-separated word of `line` from `at`, moving `at` past it and its space.
std::string_view nextWord(std::string_view line, std::size_t& at) {
  if (at > line.size()) return {};
  const std::size_t end = std::min(line.find(' ', at), line.size());
  const std::string_view word = line.substr(at, end - at);
  at = end + 1;
  return word;
}

// The decimal integer `word` spells (an optional '-'), within -99999..99999; false for anything else.
bool readInteger(std::string_view word, int& value) {
  const bool negative = !word.empty() && word[0] == '-';
  word.remove_prefix(negative);
  if (word.empty() || word.size() > 5) return false;
  value = 0;
  for (char c : word) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + (c - '0');
  }
  if (negative) value = -value;
  return true;
}

bool isUciMove(std::string_view move) {
  auto square = [&](std::size_t at) {
    return move[at] >= 'a' && move[at] <= 'h' && move[at + 1] >= '1' && move[at + 1] <= '8';
  };
  return (move.size() == 4 ||
          (move.size() == 5 && std::string_view("nbrq").find(move[4]) != std::string_view::npos)) &&
         square(0) && square(2);
}

// One row: false when `line` is not "<number> cp|mate <n> <win> <draw> <loss> <depth> <move>".
bool readRow(std::string_view line, int number, StartEvaluation& row) {
  std::size_t at = 0;
  int lineNumber = -1, score = 0;
  if (!readInteger(nextWord(line, at), lineNumber) || lineNumber != number) return false;
  const std::string_view kind = nextWord(line, at);
  if ((kind != "cp" && kind != "mate") || !readInteger(nextWord(line, at), score)) return false;
  (kind == "cp" ? row.centipawns : row.mate) = score;
  for (int* value : {&row.win, &row.draw, &row.loss, &row.depth})
    if (!readInteger(nextWord(line, at), *value) || *value < 0) return false;
  row.bestMove = nextWord(line, at);
  return row.win + row.draw + row.loss == 1000 && (kind == "cp" || score != 0) && isUciMove(row.bestMove) &&
         at > line.size();
}

}  // namespace

bool isWithinScore(const StartEvaluation& evaluation, int maxScore) {
  return evaluation.mate == 0 && evaluation.centipawns <= maxScore && -evaluation.centipawns <= maxScore;
}

Result<StartEvaluations> readStartEvaluations(std::string_view text, std::string_view sha256) {
  StartEvaluations table{std::vector<StartEvaluation>(START_POSITION_COUNT), toHex(chess960::sha256(text))};
  const int lines = int(std::count(text.begin(), text.end(), '\n')) + (!text.empty() && text.back() != '\n');
  std::string message;
  if (text.size() > MAX_START_EVALUATIONS_BYTES)
    message = text::say(
        {"the table is ", text.size(), " bytes; at most ", MAX_START_EVALUATIONS_BYTES, " are read"});
  else if (lines != START_POSITION_COUNT || text.back() != '\n')
    message = text::say({"the table has ", lines, " lines; it needs ", START_POSITION_COUNT,
                         ", one per start, each ended by a line break"});
  for (std::size_t at = 0, number = 0; message.empty() && number < table.rows.size(); ++number) {
    const std::string_view line = text.substr(at, text.find('\n', at) - at);
    if (!readRow(line, int(number), table.rows[number]))
      message = text::say(
          {"line ", number + 1, " \"", text::printable(line, 48), "\" is not start ", number,
           "'s row: number, cp or mate and the score, win, draw and loss per mille, depth, best move"});
    at += line.size() + 1;
  }
  if (message.empty() && !sha256.empty() && sha256 != table.sha256)
    message = text::say({"the table's SHA-256 is ", table.sha256, ", not the ", text::printable(sha256, 64),
                         " it was given with"});
  if (!message.empty()) return Error{ErrorCode::START_EVALUATIONS, message};
  return table;
}

}  // namespace chess960
