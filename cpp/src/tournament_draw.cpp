#include "chess960/tournament_draw.h"

#include <cstdint>

#include "chess960/draw_announcement.h"
#include "chess960/sha256.h"
#include "chess960/start_positions.h"
#include "text.h"

// Written small on purpose (it ships in the npm package's wasm): messages through text::say,
// numbers hashed from a char buffer, plain arrays for the pool and the drawn starts.
namespace chess960 {

namespace {

// Whether `text` is well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, at most
// U+10FFFF), so that a draw names one text, the same in every program that re-derives it.
bool isUtf8(std::string_view text) {
  static constexpr std::uint32_t SMALLEST[] = {0, 0x80, 0x800, 0x10000};
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char lead = static_cast<unsigned char>(text[i]);
    const int more = lead < 0x80   ? 0
                     : lead < 0xc2 ? -1
                     : lead < 0xe0 ? 1
                     : lead < 0xf0 ? 2
                     : lead < 0xf5 ? 3
                                   : -1;
    if (more < 0 || text.size() - i <= std::size_t(more)) return false;
    std::uint32_t code = lead & (0x7f >> more);
    for (int k = 1; k <= more; ++k) {
      const unsigned char next = static_cast<unsigned char>(text[i + std::size_t(k)]);
      if ((next & 0xc0) != 0x80) return false;
      code = code << 6 | (next & 0x3f);
    }
    if (code < SMALLEST[more] || code > 0x10ffff || (code >= 0xd800 && code < 0xe000)) return false;
    i += std::size_t(more) + 1;
  }
  return true;
}

// The seed (what = "the seed") or the public value: at most `limit` bytes of UTF-8.
Result<bool> checkText(const char* what, std::string_view value, std::size_t limit) {
  if (value.size() > limit)
    return Error{ErrorCode::DRAW_SEED,
                 text::say({what, " is ", value.size(), " bytes of UTF-8; at most ", limit, " are allowed"})};
  if (!isUtf8(value)) return Error{ErrorCode::DRAW_SEED, text::say({what, " is not UTF-8 text"})};
  return true;
}

Result<bool> checkSeed(std::string_view seed) {
  if (seed.empty())
    return Error{ErrorCode::DRAW_SEED,
                 text::say({"the seed is empty; it needs 1 to ", MAX_DRAW_SEED_BYTES, " bytes of UTF-8"})};
  return checkText("the seed", seed, MAX_DRAW_SEED_BYTES);
}

// `number` in decimal at `out`; returns the digits' end.
char* writeDecimal(std::uint64_t number, char* out) {
  char digits[20];
  int count = 0;
  do digits[count++] = char('0' + number % 10);
  while (number /= 10);
  while (count > 0) *out++ = digits[--count];
  return out;
}

// The pool of `options` (the subset's numbers not excluded and within the band, ascending) into
// `pool`; its size, or what is wrong with the exclusions or the band.
Result<std::size_t> fillPool(const DrawOptions& options, int (&pool)[START_POSITION_COUNT]) {
  bool excluded[START_POSITION_COUNT] = {};
  for (int number : options.exclude) {
    if (number < 0 || number >= START_POSITION_COUNT)
      return Error{ErrorCode::POSITION_NUMBER,
                   text::say({"excluded start number ", number, " is out of range; use 0 to ",
                              START_POSITION_COUNT - 1})};
    excluded[number] = true;
  }
  const bool banded = options.maxScore != NO_BAND;
  if (banded) {
    if (options.maxScore < 0 || options.maxScore > MAX_DRAW_SCORE)
      return Error{ErrorCode::DRAW_BAND, text::say({"the band's largest score is ", options.maxScore,
                                                    "; use 0 to ", MAX_DRAW_SCORE, " centipawns"})};
    if (options.algorithm == DrawAlgorithm::V1 || !options.evaluations ||
        options.evaluations->rows.size() != START_POSITION_COUNT)
      return Error{ErrorCode::DRAW_BAND,
                   "a band needs chess960-draw-v2 and the table of start evaluations its scores come from"};
  }
  std::size_t size = 0;
  for (int number = 0; number < START_POSITION_COUNT; ++number)
    if (!excluded[number] && *isInSubset(number, options.subset) &&
        (!banded || isWithinScore(options.evaluations->rows[std::size_t(number)], options.maxScore)))
      pool[size++] = number;
  return size;
}

// The pool of `options` as fillPool makes it; its size, or what is wrong with the rounds, the
// exclusions, the band or the pool's size.
Result<std::size_t> buildPool(const DrawOptions& options, int (&pool)[START_POSITION_COUNT]) {
  const int rounds = options.rounds;
  if (rounds < 1 || rounds > MAX_DRAW_ROUNDS)
    return Error{ErrorCode::DRAW_ROUNDS,
                 text::say({"rounds is ", rounds, "; a draw has 1 to ", MAX_DRAW_ROUNDS, " rounds"})};
  const auto filled = fillPool(options, pool);
  if (!filled) return filled.error();
  const std::size_t size = *filled;
  const bool banded = options.maxScore != NO_BAND;
  if (size == 0)
    return Error{ErrorCode::DRAW_POOL,
                 text::say({"the pool is empty: every start of ", startSubsetName(options.subset),
                            " is excluded", banded ? " or outside the band" : ""})};
  if (options.unique && std::size_t(rounds) > size)
    return Error{ErrorCode::DRAW_POOL,
                 text::say({rounds, " rounds without repeats need ", rounds, " starts; the pool holds ", size,
                            " (allow repeats, or exclude fewer", banded ? ", or widen the band)" : ")"})};
  return size;
}

}  // namespace

Result<std::string> drawCommitment(std::string_view seed) {
  if (auto valid = checkSeed(seed); !valid) return valid.error();
  return toHex(sha256(seed));
}

Result<std::vector<int>> drawPool(const DrawOptions& options) {
  int pool[START_POSITION_COUNT];
  const auto size = fillPool(options, pool);
  if (!size) return size.error();
  return std::vector<int>(pool, pool + *size);
}

Result<bool> checkDrawOptions(const DrawOptions& options) {
  int pool[START_POSITION_COUNT];
  if (auto size = buildPool(options, pool); !size) return size.error();
  return true;
}

Result<TournamentDraw> drawStarts(const DrawOptions& options) {
  if (auto valid = checkSeed(options.seed); !valid) return valid.error();
  if (auto valid = checkText("the public value", options.publicValue, MAX_DRAW_PUBLIC_BYTES); !valid)
    return valid.error();
  int pool[START_POSITION_COUNT];
  const auto poolSize = buildPool(options, pool);
  if (!poolSize) return poolSize.error();
  const auto commitment =
      options.algorithm == DrawAlgorithm::V1 ? drawCommitment(options.seed) : drawCommitmentV2(options);
  if (!commitment) return commitment.error();
  const int rounds = options.rounds;
  const std::uint64_t size = *poolSize;

  // K = seed, or seed|public; every hashed message starts with K| (hashed once, then copied).
  Sha256 key;
  key.update(options.seed);
  if (!options.publicValue.empty()) {
    key.update("|");
    key.update(options.publicValue);
  }
  key.update("|");
  // Values at or above the largest multiple of the pool's size would favour the low indices.
  const std::uint64_t limit = (std::uint64_t(1) << 32) / size * size;
  bool drawn[2][START_POSITION_COUNT] = {};  // by side: white, black

  TournamentDraw draw{options.algorithm, *commitment, std::vector<DrawnStart>(std::size_t(rounds))};
  for (int round = 1; round <= rounds; ++round) {
    int numbers[2] = {0, 0};
    for (int side = 0; side < (options.doubleChess960 ? 2 : 1); ++side) {
      char text[48];  // "r|s|c": 4 + 3 + 20 digits at most
      char* counterAt = writeDecimal(std::uint64_t(round), text);
      *counterAt++ = '|';
      *counterAt++ = side == 0 ? 'w' : 'b';
      *counterAt++ = '|';
      for (std::uint64_t counter = 0;; ++counter) {
        Sha256 hash = key;
        hash.update(std::string_view(text, std::size_t(writeDecimal(counter, counterAt) - text)));
        const Sha256Digest h = hash.digest();
        const std::uint64_t x = std::uint64_t(h[0]) << 24 | h[1] << 16 | h[2] << 8 | h[3];
        if (x >= limit) continue;
        const int number = pool[x % size];
        if (options.unique && drawn[side][number]) continue;
        drawn[side][number] = true;
        numbers[side] = number;
        break;
      }
    }
    draw.starts[std::size_t(round - 1)] = {round, numbers[0],
                                           options.doubleChess960 ? numbers[1] : numbers[0]};
  }
  return draw;
}

}  // namespace chess960
