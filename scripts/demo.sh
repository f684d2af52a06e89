#!/usr/bin/env bash
# The demo web page (demo/): installs what is missing, builds the npm package (npm/dist) and the
# demo (demo/dist, static files), then serves it on http://127.0.0.1:5960/ until Ctrl-C.
# PORT=8080 bash scripts/demo.sh serves on another port.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build-package.sh
(cd demo && npm ci --no-audit --no-fund && npm run build)
echo
exec node demo/serve.mjs --host 127.0.0.1 --port "${PORT:-5960}"
