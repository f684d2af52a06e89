#!/usr/bin/env bash
# Builds the native CLI and shows it at work: a Chess960 start position, its legal moves, perft.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$(nproc)" --target chess960_cli
cli=build/native/chess960
n=$(( RANDOM % 960 ))
fen=$($cli startpos "$n")
echo "start position $n: $fen"
echo "legal moves: $($cli moves "$fen")"
$cli perft 5 "$fen" | tail -n 1
