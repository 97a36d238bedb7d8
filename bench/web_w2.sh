#!/usr/bin/env bash
# W2 (bench/game_bench.cpp: canonical forms of the 2800 End Nim rows) natively, as WebAssembly
# under node, and in headless Chromium; medians of REPEATS runs each (issue 16: the browser
# within 2× of native).
#   bench/web_w2.sh [REPEATS]     (after `cmake --build --preset release --target w2_bench`,
#                                  scripts/web.sh --no-serve, and npm ci in tests/web)
set -euo pipefail
cd "$(dirname "$0")/.."
repeats="${1:-15}"
native=$(build/bench/w2_bench "$repeats")
node_wasm=$(cd build-web/bench && node --no-experimental-fetch w2_bench.js "$repeats")
chromium=$(node bench/web/w2_browser.cjs build-web/bench "$repeats")
median() { python3 -c 'import json,sys; print(json.loads(sys.argv[1])["median_ms"])' "$1"; }
n=$(median "$native"); w=$(median "$node_wasm"); c=$(median "$chromium")
echo "| W2 | native | $n ms | 1.00 |"
echo "| W2 | WebAssembly, node $(node --version) | $w ms | $(python3 -c "print(f'{$w/$n:.2f}')") |"
echo "| W2 | WebAssembly, $(/usr/bin/chromium --version 2>/dev/null | head -1) headless | $c ms | $(python3 -c "print(f'{$c/$n:.2f}')") |"
