#!/usr/bin/env bash
# The demo web page (demo/): installs what is missing, builds the npm package (npm/dist) and the
# demo (demo/dist, static files, each also gzipped and brotli-compressed), then serves it with the
# demo's `npm run serve` (sirv) on http://127.0.0.1:5960/ until Ctrl-C.
# PORT=8080 bash scripts/demo.sh serves on another port.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build-package.sh
(cd demo && npm ci --no-audit --no-fund && npm run build)
echo
cd demo
PORT=${PORT:-5960} HOST=127.0.0.1 exec npm run --silent serve
