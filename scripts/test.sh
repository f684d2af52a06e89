#!/usr/bin/env bash
# Every test, from a fresh machine: installs what is missing, then
#   0. clang-format drift in the C++ sources fails the run;
#   1. native build + Boost.Test suite (perft suites, notation, rules, CLI, Stockfish differential)
#      and the CMake consumer test, through ctest; the root README's C++ example compiled and run;
#      then the same suite under ASan + UBSan and a short run of every libFuzzer harness
#      (scripts/test-hardening.sh);
#   2. the npm package built to wasm; ESLint and tsc --checkJs over the JavaScript against the
#      package's published .d.ts (scripts/lint.sh); its Vitest suite (API, errors, perft, PGN, heap,
#      install, TypeScript consumers, are-the-types-wrong); the repository's own checks (tests/repo:
#      lint gate, import cycles, layers, contract, line length, demo catalogues, README examples);
#   3. the package in real browsers: plain page, Web Worker, Vite dev server and build, a chess.js-style
#      page bundled as IIFE and UMD by rollup and esbuild, the README's boards with chessground,
#      cm-chessboard and react-chessboard (Chromium).
#
# The tests that scale run a smaller, representative size by default; `--long` (or CHESS960_LONG=1)
# runs each at its full size (the list printed at the end). Each stage's wall time is printed at
# the end of the run.
# Longer still, on request only: perft-deep and fuzz-long (README.md, "Opt-in, longer").
set -euo pipefail
cd "$(dirname "$0")/.."
long=0
for arg in "$@"; do
  case $arg in
    --long) long=1 ;;
    *) echo "usage: bash scripts/test.sh [--long]" >&2; exit 2 ;;
  esac
done
[ "${CHESS960_LONG:-}" = 1 ] && long=1
if [ $long = 1 ]; then
  export CHESS960_LONG=1
  export FUZZ_SECONDS=${FUZZ_SECONDS:-60}
fi
# What --long adds, printed at the end of a default run (each test also names its size).
left_to_long=(
  "perft depth 5 of all 960 positions (default: 1 in 8); under the sanitizers 1 in 8 (default: 1 in 32)"
  "draw rules against a model: 160 random games (default: 72)"
  "each libFuzzer harness 60 s (default: 15 s)"
  "Vitest, wasm perft: depth 5 on 1 position in 8, depth 6 on 1 in 320 (default: 1 in 32, 1 in 960)"
  "Vitest, heap: 1,000,000 rounds of game()/move()/legalMoves() (default: 250,000)"
  "Vitest, draw rules against a model: 120 seeded games (default: 40)"
  "Vitest, tournament draw heap: 300 draws (default: 100)"
  "Vitest, castling gestures: 4 random games from each start (default: 1)"
  "Vitest, premoves: every start (default: 1 in 3; played premoves 1 in 12)"
)
# Each stage's wall time, printed at the end: "stage NAME" ends the one before and starts NAME.
stage_names=()
stage_seconds=()
stage_name=""
stage_started=$SECONDS
stage() {
  if [ -n "$stage_name" ]; then
    stage_names+=("$stage_name")
    stage_seconds+=($((SECONDS - stage_started)))
  fi
  stage_name=$1
  stage_started=$SECONDS
  [ -n "$1" ] && echo "== $1"
  return 0
}

stage "dependencies (scripts/install-deps.sh --with-browser)"
bash scripts/install-deps.sh --with-browser
jobs=$(nproc)
suites=0

stage "formatting: clang-format (the repository's .clang-format) over every C++ file"
git ls-files -z -- 'cpp/*.cpp' 'cpp/*.h' 'bindings/*.cpp' 'bindings/*.h' 'tests/*.cpp' 'tests/*.h' |
  xargs -0 clang-format --dry-run -Werror

stage "native build (Release)"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DCHESS960_WARNINGS_AS_ERRORS=ON
cmake --build build/native -j"$jobs"
stage "native: ctest (Boost.Test suite, CMake consumer) and the README's C++ example"
ctest --test-dir build/native --output-on-failure -j"$jobs"
# The C++ example of README.md, compiled against the library just built and run: its output must
# be the one the README shows.
node tests/doc/readme-doctest.mjs cpp build/native
suites=$((suites + 1))

stage "hardening: Boost.Test suite under ASan + UBSan, libFuzzer harnesses (${FUZZ_SECONDS:-15} s each)"
bash scripts/test-hardening.sh
suites=$((suites + 1))

stage "npm package: the wasm build and its TypeDoc reference"
# The reference is built with the package (npm/scripts/build.mjs) and fails on any export
# without documentation.
bash scripts/build-package.sh
stage "lint, formatting of JS/TS, type checks, import cycles (scripts/lint.sh)"
npm ci --no-audit --no-fund
# Lint and type errors fail the run, each named by file and line (eslint.config.js, tsconfig.json,
# demo/tsconfig.json).
bash scripts/lint.sh
stage "Vitest: the package (tests/js)"
# The package: its API as users call it, the TypeScript consumer matrix (bundler, node16,
# nodenext; strict, skipLibCheck false) and are-the-types-wrong on the packed tarball.
npx vitest run --config tests/js/vitest.config.js
stage "Vitest: the repository's own checks (tests/repo)"
# The repository's own checks: the lint gate refuses what it should, no import cycle, npm/src in
# layers, the generated contract fresh, the demo's catalogues complete, and the npm README
# doc-test (every js/ts block run, every stated value checked).
npx vitest run --config tests/repo/vitest.config.js
suites=$((suites + 1))

stage "the package in browsers, workers and Vite (headless Chromium)"
(cd tests/e2e && npm ci --no-audit --no-fund)
node --test tests/e2e/
suites=$((suites + 1))

stage ""
echo "suites: $suites passed, 0 failed"
echo "wall time per stage:"
for i in "${!stage_names[@]}"; do printf '  %5d s  %s\n' "${stage_seconds[$i]}" "${stage_names[$i]}"; done
printf '  %5d s  in all\n' "$SECONDS"
if [ $long = 0 ]; then
  echo "left to the long run (bash scripts/test.sh --long):"
  printf '  - %s\n' "${left_to_long[@]}"
fi
