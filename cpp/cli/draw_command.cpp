// Prints "commitment <hex>", then per round "round <r> <number> <fen>" (with --double
// "round <r> <white> <black> <fen>"). Bad arguments, and options that give no draw, exit 2.
#include "draw_command.h"

#include <charconv>
#include <iostream>
#include <string_view>

#include "chess960/fen.h"
#include "chess960/start_positions.h"
#include "chess960/tournament_draw.h"

namespace chess960::cli {

namespace {

constexpr const char* USAGE =
    "usage: chess960 draw --seed TEXT [--public TEXT] --rounds N [--subset NAME] [--exclude 518,534] "
    "[--allow-repeats] [--double]";

int usage(const std::string& message) {
  std::cerr << "chess960: " << message << " (" << USAGE << ")\n";
  return 2;
}

bool parseInt(std::string_view text, int& value) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc() && end == text.data() + text.size();
}

// "518,534" -> {518, 534}; false for anything else (an empty item, a sign, a space).
bool parseNumbers(std::string_view text, std::vector<int>& numbers) {
  for (std::size_t start = 0;;) {
    const std::size_t comma = text.find(',', start);
    const std::string_view item = text.substr(start, comma == std::string_view::npos ? comma : comma - start);
    int number = 0;
    if (item.empty() || item[0] == '-' || !parseInt(item, number)) return false;
    numbers.push_back(number);
    if (comma == std::string_view::npos) return true;
    start = comma + 1;
  }
}

}  // namespace

int runDrawCommand(const std::vector<std::string>& args) {
  DrawOptions options;
  std::vector<int> exclude;
  bool seedGiven = false, roundsGiven = false, publicGiven = false, subsetGiven = false, excludeGiven = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool takesValue =
        a == "--seed" || a == "--public" || a == "--rounds" || a == "--subset" || a == "--exclude";
    if (takesValue && i + 1 >= args.size()) return usage(a + " needs a value");
    bool* given = a == "--seed"      ? &seedGiven
                  : a == "--public"  ? &publicGiven
                  : a == "--rounds"  ? &roundsGiven
                  : a == "--subset"  ? &subsetGiven
                  : a == "--exclude" ? &excludeGiven
                                     : nullptr;
    if (given && *given) return usage("draw: " + a + " given twice");
    if (given) *given = true;
    if (a == "--seed") {
      options.seed = args[++i];
    } else if (a == "--public") {
      options.publicValue = args[++i];
    } else if (a == "--rounds") {
      if (!parseInt(args[++i], options.rounds)) return usage("--rounds needs a number from 1 to 1000");
    } else if (a == "--subset") {
      const std::string& name = args[++i];
      int subset = 0;
      while (subset < START_SUBSET_COUNT && name != startSubsetName(StartSubset(subset))) ++subset;
      if (subset == START_SUBSET_COUNT) return usage("--subset takes chess960, chess18, chess90 or chess870");
      options.subset = StartSubset(subset);
    } else if (a == "--exclude") {
      if (!parseNumbers(args[++i], exclude))
        return usage("--exclude takes start numbers separated by commas, such as 518,534");
    } else if (a == "--allow-repeats") {
      options.unique = false;
    } else if (a == "--double") {
      options.doubleChess960 = true;
    } else {
      return usage("draw: unexpected argument '" + a + "'");
    }
  }
  if (!seedGiven) return usage("draw needs --seed TEXT");
  if (!roundsGiven) return usage("draw needs --rounds N");
  options.exclude = exclude;
  auto draw = drawStarts(options);
  if (!draw) return usage(draw.error().message);
  std::string out = "commitment " + draw->commitment + "\n";
  for (const DrawnStart& start : draw->starts) {
    out += "round " + std::to_string(start.round) + " " + std::to_string(start.white) + " ";
    if (options.doubleChess960) out += std::to_string(start.black) + " ";
    out += toFen(*startPosition(start.white, start.black)) + "\n";
  }
  std::cout << out;
  return 0;
}

}  // namespace chess960::cli
