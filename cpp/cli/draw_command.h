// `chess960 draw --seed TEXT [--public TEXT] --rounds N [--subset NAME] [--exclude 518,534]
// [--allow-repeats] [--double] [--max-score N]`: the tournament draw chess960-draw-v2, or v1 on
// request (tournament_draw.h).
#pragma once

#include <string>
#include <vector>

namespace chess960::cli {

// `args` are the words after "draw". Returns the exit code.
int runDrawCommand(const std::vector<std::string>& args);

}  // namespace chess960::cli
