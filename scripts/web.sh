#!/usr/bin/env bash
# Quick start, command 3: the browser page (docs/web.md). Builds the `cgt` command as WebAssembly
# (CMake preset `web`, emscripten) with the page into build-web/web/, then serves that folder at
# http://localhost:8000/ (PORT=… to change; --no-serve: build only). Separate from setup.sh
# because the WebAssembly build is a second full build of the engine (4 minutes on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/deps.sh web
# Debian's emscripten runs its JavaScript tools with `node` and finds their modules (acorn) in
# Debian's /usr/share/nodejs; say so for a node that is not Debian's own.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
scripts/configure.sh web
cmake --build --preset web -j "$(nproc)"
if [[ "${1:-}" == "--no-serve" ]]; then
  exit 0
fi
port="${PORT:-8000}"
echo "cgt page: http://localhost:$port/  (static files in build-web/web; Ctrl-C stops the server)"
cd build-web/web
exec python3 -m http.server "$port" --bind 127.0.0.1
