#!/usr/bin/env bash
# Every test: installs what is missing, builds natively, runs the Boost.Test suite (perft
# suites, notation, rules, the Stockfish differential test), the CLI and CMake consumer tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
jobs=$(nproc)

cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DCHESS960_WARNINGS_AS_ERRORS=ON
cmake --build build/native -j"$jobs"
ctest --test-dir build/native --output-on-failure -j"$jobs"
