#!/usr/bin/env bash
# Builds the npm package in npm/ (the engine compiled to wasm with Emscripten, the TypeScript
# wrapper bundled) into npm/dist.
set -euo pipefail
cd "$(dirname "$0")/../npm"
npm ci --no-audit --no-fund
node scripts/build.mjs
