#!/usr/bin/env bash
# Every test, from a fresh machine: installs what is missing, then
#   0. clang-format drift in the C++ sources fails the run;
#   1. native build + Boost.Test suite (perft suites, notation, rules, CLI, Stockfish differential)
#      and the CMake consumer test, through ctest; the root README's C++ example compiled and run;
#      then the same suite under ASan + UBSan and a short run of every libFuzzer harness
#      (scripts/test-hardening.sh);
#   2. the npm package built to wasm; ESLint and tsc --checkJs over the JavaScript against the
#      package's published .d.ts (scripts/lint.sh); its Vitest suite (API, errors, perft, PGN, heap,
#      install, README examples, TypeScript consumers, are-the-types-wrong), then the TypeDoc reference;
#   3. the package in real browsers: plain page, Web Worker, Vite dev server and build (Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --with-browser
jobs=$(nproc)
suites=0

echo "== formatting: clang-format (the repository's .clang-format) over every C++ file"
git ls-files -z -- 'cpp/*.cpp' 'cpp/*.h' 'bindings/*.cpp' 'tests/*.cpp' 'tests/*.h' |
  xargs -0 clang-format --dry-run -Werror

echo "== native build and Boost.Test suite"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DCHESS960_WARNINGS_AS_ERRORS=ON
cmake --build build/native -j"$jobs"
ctest --test-dir build/native --output-on-failure -j"$jobs"
# The C++ example of README.md, compiled against the library just built and run: its output must
# be the one the README shows.
node tests/doc/readme-doctest.mjs cpp build/native
suites=$((suites + 1))

echo "== hardening: Boost.Test suite under ASan + UBSan, libFuzzer harnesses (30 s each)"
bash scripts/test-hardening.sh
suites=$((suites + 1))

echo "== npm package (wasm) and its Vitest suite"
bash scripts/build-package.sh
npm ci --no-audit --no-fund
# Lint and type errors fail the run, each named by file and line (eslint.config.js, tsconfig.json,
# demo/tsconfig.json).
bash scripts/lint.sh
# Includes the npm README doc-test (every js/ts block run, every stated value checked), the
# TypeScript consumer matrix (bundler, node16, nodenext; strict, skipLibCheck false) and
# are-the-types-wrong on the packed tarball (tests/js/readme.test.js, consumer-types.test.js).
npx vitest run --config tests/js/vitest.config.js
# The API reference (TypeDoc): fails on any export without documentation.
(cd npm && node scripts/docs.mjs)
suites=$((suites + 1))

echo "== the package in browsers, workers and Vite (headless Chromium)"
(cd tests/e2e && npm ci --no-audit --no-fund)
node --test tests/e2e/
suites=$((suites + 1))

echo "suites: $suites passed, 0 failed"
