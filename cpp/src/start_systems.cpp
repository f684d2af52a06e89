#include "chess960/start_systems.h"

#include "back_rank.h"
#include "chess960/start_positions.h"
#include "text.h"

// Written small on purpose (it ships in the npm package's wasm): arithmetic on Scharnagl's
// digits where it suffices, char arrays rather than strings, and one message builder.
namespace chess960 {

namespace {

// before + x + middle + y + after: every message with numbers in it goes through here.
std::string say(const char* before, int x, const char* middle, int y = 0, const char* after = nullptr) {
  std::string text = std::string(before).append(std::to_string(x)).append(middle);
  if (after) text.append(std::to_string(y)).append(after);
  return text;
}

bool between(int x, int a, int b) { return (a < b ? a : b) <= x && x <= (a < b ? b : a); }

// The highest roll each placement accepts and what it places, for "roll again" messages.
constexpr int DIE_LIMIT[DIE_PLACEMENTS] = {4, 4, 6, 5, 4};
constexpr const char* DIE_STEP[DIE_PLACEMENTS] = {"dark-squared bishop (1 to 4)",
                                                  "light-squared bishop (1 to 4)", "queen (1 to 6)",
                                                  "first knight (1 to 5)", "second knight (1 to 4)"};

Result<std::string> neighbourBackRank(int number, int count) {
  if (number < 0 || number >= count) return back_rank::numberOutOfRange(number, count);
  return std::string(back_rank::ofNumber(number).text());
}

Result<Position> neighbourStart(int number, int count) {
  if (number < 0 || number >= count) return back_rank::numberOutOfRange(number, count);
  const back_rank::Rank rank = back_rank::ofNumber(number);
  return back_rank::startPosition(rank.text(), rank.text(), back_rank::Castling::STANDARD_SQUARES_ONLY);
}

}  // namespace

// The die and Scharnagl's numbering place the pieces in the same order (bishops, queen on the
// n-th empty square, knights on the five left), so the rolls are the number's digits: n = light
// + 4 * dark + 16 * queen + 96 * (knight pair), with each roll one more than its digit. The
// knights' two rolls name the pair (first, second) of the five squares, the second roll counting
// only the four left after the first knight.
Result<DiceReading> positionFromDice(std::span<const int> rolls) {
  for (std::size_t i = 0; i < rolls.size(); ++i)
    if (rolls[i] < 1 || rolls[i] > 6)
      return Error{ErrorCode::DIE_ROLLS,
                   say("die roll ", int(i) + 1, " is ", rolls[i], "; a die shows 1 to 6")};
  int digit[DIE_PLACEMENTS];
  int step = 0, used = 0;
  for (; step < DIE_PLACEMENTS && used < int(rolls.size()); ++used)
    if (rolls[std::size_t(used)] <= DIE_LIMIT[step])
      digit[step++] = rolls[std::size_t(used)] - 1;  // else re-rolled
  if (step < DIE_PLACEMENTS)
    return Error{
        ErrorCode::DIE_ROLLS,
        std::string("the die rolls end before the start is complete: roll again for the ") + DIE_STEP[step]};
  const int knight1 = digit[3], knight2 = digit[4] < knight1 ? digit[4] : digit[4] + 1;  // as one of five
  const int a = knight1 < knight2 ? knight1 : knight2, b = knight1 + knight2 - a;
  const int pair = back_rank::pairIndex(a, b, 5);
  return DiceReading{digit[1] + 4 * digit[0] + 16 * digit[2] + 96 * pair, used};
}

Result<std::array<int, DIE_PLACEMENTS>> diceRollsOf(int number) {
  if (number < 0 || number >= START_POSITION_COUNT)
    return back_rank::numberOutOfRange(number, START_POSITION_COUNT);
  int first, second;
  back_rank::nthPair(number / 96, 5, first, second);
  // The left-hand knight first: its roll is first + 1; the other one's square is then the
  // second-th (from 1) of the four left.
  return std::array<int, DIE_PLACEMENTS>{number / 4 % 4 + 1, number % 4 + 1, number / 16 % 6 + 1, first + 1,
                                         second};
}

Result<int> positionFromCards(std::string_view cards) {
  auto invalid = [&](const std::string& why) {
    return Error{ErrorCode::CARDS, std::string("'")
                                       .append(text::printable(cards, 20))
                                       .append("' is not a deck of the 14 cards a-h, N, N, Q, R, R, R: ")
                                       .append(why)};
  };
  // Each character is looked at before the length, so that a deck with a character that is no card
  // (a multi-byte UTF-8 one included) is told so, rather than given a count of bytes.
  int count[11] = {};  // a-h, then N, Q, R
  for (char c : cards) {
    const char card = char(c | 0x20);  // lower case, for letters
    const int kind = card >= 'a' && card <= 'h' ? card - 'a'
                     : card == 'n'              ? 8
                     : card == 'q'              ? 9
                     : card == 'r'              ? 10
                                                : -1;
    if (kind < 0) {
      std::string why = "'?' is not a card";
      if (c >= 32 && c < 127) why[1] = c;
      return invalid(why);
    }
    ++count[kind];
  }
  if (cards.size() != CARD_COUNT) return invalid(say("it has ", int(cards.size()), " cards"));
  for (int kind = 0; kind < 11; ++kind)
    if (count[kind] != "11111111213"[kind] - '0')
      return invalid("it needs the files a-h once each, two N, one Q and three R");
  back_rank::Rank rank;
  char pieces[6];             // the piece cards in the order dealt
  int next = 0, bishops = 0;  // bishops: bit 0 dark-squared placed, bit 1 light-squared placed
  for (char c : cards)
    if ((c | 0x20) > 'h') pieces[next++] = char(c & ~0x20);  // n, q, r: a piece card, in capitals
  next = 0;
  for (char c : cards) {
    const int f = (c | 0x20) - 'a';
    if (f > 7) continue;              // a piece card
    const int colour = 1 << (f % 2);  // a1 is dark: even files are dark
    rank.square[f] = bishops & colour ? pieces[next++] : 'B';
    bishops |= colour;
  }
  // The middle of the three R cards' squares is the king's.
  int rooks = 0;
  for (char& s : rank.square)
    if (s == 'R' && rooks++ == 1) s = 'K';
  return positionNumberOf(rank.text()).value();
}

Result<bool> isInSubset(int number, StartSubset subset) {
  if (number < 0 || number >= START_POSITION_COUNT)
    return back_rank::numberOutOfRange(number, START_POSITION_COUNT);
  const back_rank::Rank rank = back_rank::ofNumber(number);
  const std::string_view s = rank.text();
  const int r1 = int(s.find('R')), k = int(s.find('K')), r2 = int(s.rfind('R'));
  // O-O-O takes the king to c and the rook to d, O-O the king to g and the rook to f; the other
  // rook is in the way if it stands on a square either of them crosses or lands on.
  const bool blocked = between(r2, k, 2) || between(r2, r1, 3) || between(r1, k, 6) || between(r1, r2, 5);
  switch (subset) {
    case StartSubset::CHESS18:
      return r1 == 0 && k == 4 && r2 == 7;
    case StartSubset::CHESS90:
      return blocked;
    case StartSubset::CHESS870:
      return !blocked;
    default:
      return true;
  }
}

const char* startSubsetName(StartSubset subset) {
  static constexpr const char* NAMES[START_SUBSET_COUNT] = {"chess960", "chess18", "chess90", "chess870"};
  return NAMES[int(subset)];
}

const std::vector<int>& startPositionsIn(StartSubset subset) {
  auto list = [](StartSubset s) {
    std::vector<int> numbers;
    for (int n = 0; n < START_POSITION_COUNT; ++n)
      if (*isInSubset(n, s)) numbers.push_back(n);
    return numbers;
  };
  static const std::vector<int> lists[4] = {list(StartSubset::CHESS960), list(StartSubset::CHESS18),
                                            list(StartSubset::CHESS90), list(StartSubset::CHESS870)};
  return lists[int(subset)];
}

Result<std::string> shuffleBackRankOf(int number) {
  return neighbourBackRank(number, SHUFFLE_POSITION_COUNT);
}
Result<std::string> chess2880BackRankOf(int number) {
  return neighbourBackRank(number, CHESS2880_POSITION_COUNT);
}
Result<Position> shuffleStartPosition(int number) { return neighbourStart(number, SHUFFLE_POSITION_COUNT); }
Result<Position> chess2880StartPosition(int number) {
  return neighbourStart(number, CHESS2880_POSITION_COUNT);
}

}  // namespace chess960
