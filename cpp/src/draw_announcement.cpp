#include "chess960/draw_announcement.h"

#include <algorithm>

#include "chess960/sha256.h"
#include "chess960/start_positions.h"
#include "text.h"

// Written small on purpose (it ships in the npm package's wasm), as tournament_draw.cpp is.
namespace chess960 {

namespace {

// The fields in the order they are written; only a record has the seed, only v2 the band.
enum Field {
  ALGORITHM,
  COMMITMENT,
  ROUNDS,
  POOL,
  EXCLUDED,
  MAX_SCORE,
  EVALUATIONS,
  REPEATS,
  DOUBLE,
  PUBLIC_VALUE,
  SEED,
  FIELD_COUNT
};
constexpr const char* FIELD_NAMES[FIELD_COUNT] = {"algorithm",       "commitment",   "rounds",      "pool",
                                                  "excluded",        "max score",    "evaluations", "repeats",
                                                  "double chess960", "public value", "seed"};

// The field after `field` in an announcement of `algorithm`.
int nextField(int field, DrawAlgorithm algorithm) {
  return field == EXCLUDED && algorithm == DrawAlgorithm::V1 ? REPEATS : field + 1;
}

constexpr std::string_view NONE = "none";

std::string_view trim(std::string_view s) {
  const std::size_t first = s.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

bool sameLetters(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](char x, char y) { return (x >= 'A' && x <= 'Z' ? x + 32 : x) == y; });
}

// The decimal number `digits` spell, or -1 for no digits, anything else, or more than `largest`.
int readNumber(std::string_view digits, int largest) {
  int number = 0;
  for (char c : digits) {
    if (c < '0' || c > '9' || number > largest) return -1;
    number = number * 10 + (c - '0');
  }
  return digits.empty() || number > largest ? -1 : number;
}

// 64 hex digits into `out` in lowercase; false for anything else.
bool readHex(std::string_view value, std::string& out) {
  for (char c : value) out += c >= 'A' && c <= 'F' ? char(c + 32) : c;
  return value.size() == 64 && out.find_first_not_of("0123456789abcdef") == std::string::npos;
}

// "yes" true, "no" false, anything else nothing.
int yesNo(std::string_view value) {
  return sameLetters(value, "yes") ? 1 : sameLetters(value, "no") ? 0 : -1;
}

// One line of the announcement: no line break, at most MAX_DRAW_PUBLIC_BYTES.
Result<bool> checkLine(const char* what, std::string_view value) {
  if (value.size() > MAX_DRAW_PUBLIC_BYTES || value.find_first_of("\r\n") != std::string_view::npos)
    return Error{ErrorCode::DRAW_ANNOUNCEMENT,
                 text::say({what, " must be one line of at most ", MAX_DRAW_PUBLIC_BYTES, " bytes"})};
  return true;
}

// What each field's value must be, as the error says it.
constexpr const char* EXPECTED[FIELD_COUNT] = {"chess960-draw-v1 or chess960-draw-v2",
                                               "64 hex digits",
                                               "a number from 1 to 1000",
                                               "chess960, chess18, chess90 or chess870",
                                               "none, or start numbers 0-959 separated by commas",
                                               "none, or a number of centipawns from 0 to 1000",
                                               "none, or the table's SHA-256 (64 hex digits)",
                                               "yes or no",
                                               "yes or no",
                                               "at most 256 bytes long",
                                               "a seed"};

// Reads the value of `field` into `announced`; false when it is not what EXPECTED says.
bool readValue(int field, std::string_view value, DrawAnnouncement& announced) {
  switch (field) {
    case ALGORITHM:
      announced.algorithm = value == DRAW_ALGORITHM_V1 ? DrawAlgorithm::V1 : DrawAlgorithm::V2;
      return value == DRAW_ALGORITHM_V1 || value == DRAW_ALGORITHM_V2;
    case COMMITMENT:
      return readHex(value, announced.commitment);
    case MAX_SCORE:
      return sameLetters(value, NONE) || (announced.maxScore = readNumber(value, MAX_DRAW_SCORE)) >= 0;
    case EVALUATIONS:
      return sameLetters(value, NONE) || readHex(value, announced.evaluations);
    case ROUNDS:
      return (announced.rounds = readNumber(value, MAX_DRAW_ROUNDS)) >= 1;
    case POOL: {
      int subset = 0;
      while (subset < START_SUBSET_COUNT && !sameLetters(value, startSubsetName(StartSubset(subset))))
        ++subset;
      announced.subset = StartSubset(subset);
      return subset < START_SUBSET_COUNT;
    }
    case EXCLUDED: {
      if (sameLetters(value, NONE)) return true;
      bool excluded[START_POSITION_COUNT] = {};
      for (std::size_t at = 0; at <= value.size();) {
        const std::size_t comma = std::min(value.find(',', at), value.size());
        const int number = readNumber(trim(value.substr(at, comma - at)), START_POSITION_COUNT - 1);
        if (number < 0) return false;
        excluded[number] = true;
        at = comma + 1;
      }
      for (int number = 0; number < START_POSITION_COUNT; ++number)
        if (excluded[number]) announced.exclude.push_back(number);
      return true;
    }
    case REPEATS:
    case DOUBLE: {
      const int yes = yesNo(value);
      (field == REPEATS ? announced.unique : announced.doubleChess960) = (yes == 1) == (field == DOUBLE);
      return yes >= 0;
    }
    case PUBLIC_VALUE:
      if (!sameLetters(value, NONE)) announced.publicSource = value;
      return value.size() <= MAX_DRAW_PUBLIC_BYTES;
    default:
      announced.seed = value;
      return !value.empty();
  }
}

// The lines of the announcement of `options`, the seed's too with `withSeed`; without the
// commitment line when `commitment` is empty: the text whose SHA-256 is v2's commitment.
Result<std::string> writeFields(const DrawOptions& options, std::string_view commitment, bool withSeed) {
  if (auto valid = checkDrawOptions(options); !valid) return valid.error();
  const std::string_view publicSource = trim(options.publicSource);
  if (auto valid = checkLine("where the public value comes from", publicSource); !valid) return valid.error();
  bool excluded[START_POSITION_COUNT] = {};
  for (int number : options.exclude) excluded[number] = true;  // checkDrawOptions: all in range
  const std::string rounds = text::say({options.rounds});
  std::string list;
  for (int number = 0; number < START_POSITION_COUNT; ++number)
    if (excluded[number]) list += text::say({list.empty() ? "" : ", ", number});
  const bool banded = options.maxScore != NO_BAND;  // checkDrawOptions: then a table is given
  const std::string maxScore = text::say({options.maxScore});
  const std::string_view values[FIELD_COUNT] = {
      options.algorithm == DrawAlgorithm::V1 ? DRAW_ALGORITHM_V1 : DRAW_ALGORITHM_V2,
      commitment,
      rounds,
      startSubsetName(options.subset),
      list.empty() ? NONE : list,
      banded ? std::string_view(maxScore) : NONE,
      banded ? std::string_view(options.evaluations->sha256) : NONE,
      options.unique ? "no" : "yes",
      options.doubleChess960 ? "yes" : "no",
      publicSource.empty() ? NONE : publicSource,
      options.seed};
  std::string out;
  for (int field = 0; field < (withSeed ? FIELD_COUNT : SEED); field = nextField(field, options.algorithm))
    if (field != COMMITMENT || !commitment.empty())
      out += text::say({FIELD_NAMES[field], ": ", values[field], "\n"});
  return out;
}

}  // namespace

Result<std::string> drawCommitmentV2(const DrawOptions& options) {
  if (auto valid = drawCommitment(options.seed); !valid) return valid.error();
  DrawOptions v2 = options;
  v2.algorithm = DrawAlgorithm::V2;
  const auto record = writeFields(v2, {}, true);
  if (!record) return record.error();
  return toHex(sha256(*record));
}

Result<std::string> writeDrawAnnouncement(const DrawOptions& options, bool withSeed) {
  const auto commitment =
      options.algorithm == DrawAlgorithm::V1 ? drawCommitment(options.seed) : drawCommitmentV2(options);
  if (!commitment) return commitment.error();
  if (withSeed && (options.seed != trim(options.seed) || options.seed.find('\n') != std::string_view::npos))
    return Error{
        ErrorCode::DRAW_ANNOUNCEMENT,
        "a record keeps the seed on one line: it cannot start or end with a space or hold a line break"};
  return writeFields(options, *commitment, withSeed);
}

Result<DrawAnnouncement> readDrawAnnouncement(std::string_view text, DrawAnnouncementPlace* place) {
  DrawAnnouncement announced;
  int field = 0, lineNumber = 0;
  std::string message;  // the first mistake, on line lineNumber (0: the text as a whole)
  if (text.size() > MAX_DRAW_ANNOUNCEMENT_BYTES) {
    field = FIELD_COUNT;
    message = text::say(
        {"the announcement is ", text.size(), " bytes; at most ", MAX_DRAW_ANNOUNCEMENT_BYTES, " are read"});
  }
  for (std::size_t at = 0; message.empty() && at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = trim(text.substr(at, end - at));
    at = end + 1;
    ++lineNumber;
    if (line.empty() || line[0] == '#') continue;  // a blank line or a comment
    const std::size_t colon = line.find(':');
    const std::string_view value = trim(line.substr(colon + 1));
    if (field == FIELD_COUNT || colon == std::string_view::npos ||
        !sameLetters(trim(line.substr(0, colon)), FIELD_NAMES[field]))
      message = text::say({"\"", text::printable(line, 32), "\" where the announcement has ",
                           field == FIELD_COUNT ? "ended" : FIELD_NAMES[field]});
    else if (!readValue(field, value, announced))
      message = text::say({FIELD_NAMES[field], " \"", text::printable(value), "\" is not ", EXPECTED[field]});
    else
      field = nextField(field, announced.algorithm);
  }
  if (message.empty() && field < SEED) {
    lineNumber = 0;
    message = text::say({"the announcement ends before its line \"", FIELD_NAMES[field], ": ...\""});
  }
  if (message.empty() && (announced.maxScore == NO_BAND) != announced.evaluations.empty()) {
    lineNumber = 0;
    field = MAX_SCORE;
    message = "max score and evaluations go together: a band needs its table, a table its band";
  }
  if (message.empty()) {
    // The pool's size without the band: the table is not at hand here (verifyDraw has it).
    DrawOptions options;
    options.rounds = announced.rounds;
    options.subset = announced.subset;
    options.exclude = announced.exclude;
    options.unique = announced.unique;
    const auto valid = checkDrawOptions(options);
    if (valid) return announced;
    message = "the options give no draw: " + valid.error().message;
    lineNumber = 0;
    field = ROUNDS;
  }
  if (place) *place = {lineNumber, field < FIELD_COUNT ? FIELD_NAMES[field] : ""};
  return Error{ErrorCode::DRAW_ANNOUNCEMENT,
               lineNumber > 0 ? text::say({"line ", lineNumber, ": ", message}) : message};
}

Result<DrawCheck> verifyDraw(const DrawAnnouncement& announced, std::string_view seed,
                             std::string_view publicValue, const StartEvaluations* evaluations) {
  if (announced.maxScore != NO_BAND && !evaluations)
    return Error{ErrorCode::DRAW_BAND, text::say({"the announcement keeps to a band of the table of start "
                                                  "evaluations ",
                                                  announced.evaluations, ": give that table"})};
  if (announced.maxScore != NO_BAND && evaluations->sha256 != announced.evaluations)
    return Error{ErrorCode::DRAW_BAND,
                 text::say({"the announcement's band comes from the table of start evaluations ",
                            announced.evaluations, "; the table given is ", evaluations->sha256})};
  DrawOptions options;
  options.algorithm = announced.algorithm;
  options.seed = seed;
  options.publicValue = publicValue;
  options.rounds = announced.rounds;
  options.subset = announced.subset;
  options.exclude = announced.exclude;
  options.unique = announced.unique;
  options.doubleChess960 = announced.doubleChess960;
  options.maxScore = announced.maxScore;
  options.evaluations = evaluations;
  options.publicSource = announced.publicSource;
  auto draw = drawStarts(options);
  if (!draw) return draw.error();
  const bool seedMatches = draw->commitment == announced.commitment;
  return DrawCheck{seedMatches, publicValue.empty() == announced.publicSource.empty(), std::move(*draw)};
}

}  // namespace chess960
