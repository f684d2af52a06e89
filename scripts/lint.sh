#!/usr/bin/env bash
# The habits that check themselves, in seconds: ESLint over every JS/TS file (eslint.config.js),
# Prettier over the same files (.prettierrc.json; generated files in .prettierignore) and no line
# over 160 characters in them (scripts/check-line-length.mjs: Prettier leaves long strings whole),
# no import cycle in npm/src and demo/src (scripts/check-import-cycles.mjs, type-only imports included),
# then tsc over the JavaScript (tsconfig.json: tests, benchmarks, scripts; demo/tsconfig.json: the
# demo page), type-checked against the package's published declarations in npm/dist.
# Needs `npm ci` at the root and a built package (bash scripts/build-package.sh).
set -uo pipefail
cd "$(dirname "$0")/.."
if [ ! -f npm/dist/index.d.ts ]; then
  echo "lint.sh: npm/dist/index.d.ts is missing: build the package first (bash scripts/build-package.sh)" >&2
  exit 1
fi
failed=()
echo "== lint: ESLint (eslint.config.js)"
npx --no-install eslint --max-warnings 0 . || failed+=("ESLint")
echo "== formatting: Prettier (.prettierrc.json) over every JS/TS file"
npx --no-install prettier --check --log-level warn "**/*.{js,mjs,cjs,ts,mts,cts}" || failed+=("Prettier (npx prettier --write <file> formats)")
node scripts/check-line-length.mjs || failed+=("line length")
echo "== imports: no cycles in npm/src, demo/src (scripts/check-import-cycles.mjs)"
node scripts/check-import-cycles.mjs || failed+=("import cycles")
echo "== types: tsc --checkJs (tsconfig.json, demo/tsconfig.json)"
npx --no-install tsc -p tsconfig.json --pretty false || failed+=("tsc -p tsconfig.json")
npx --no-install tsc -p demo/tsconfig.json --pretty false || failed+=("tsc -p demo/tsconfig.json")
if [ ${#failed[@]} -gt 0 ]; then
  echo "lint.sh: FAILED: ${failed[*]} (each error above names its file and line)" >&2
  exit 1
fi
echo "lint.sh: no lint or type errors"
