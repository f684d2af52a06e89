#!/usr/bin/env bash
# Installs the Debian packages the build and tests need, only if they are missing.
set -euo pipefail
packages=(cmake g++ make clang-format libboost-test-dev stockfish emscripten nodejs npm)
for option in "$@"; do
  case $option in
    --with-browser) packages+=(chromium) ;;
    --with-clang) packages+=(clang libclang-rt-14-dev llvm) ;;  # sanitizers and libFuzzer
    *) echo "install-deps.sh: unknown option $option" >&2; exit 2 ;;
  esac
done
missing=()
for p in "${packages[@]}"; do
  # Node and npm may come from outside Debian (as on the project's machines): the commands count.
  case $p in nodejs) command -v node >/dev/null && continue ;; npm) command -v npm >/dev/null && continue ;; esac
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
