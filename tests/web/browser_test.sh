#!/usr/bin/env bash
# The playground page in headless Chromium against the native cgt (tests/web/browser_test.mjs).
#   tests/web/browser_test.sh [BUILD_WEB_DIR]      (default build-web/web)
# env: CGT_CLI (native cgt, default build/cgt), CGT_WEB_ARTIFACTS (screenshots, default
#      build-web/screenshots), CHROMIUM (default /usr/bin/chromium)
# Installs puppeteer-core from tests/web/package-lock.json the first time (npm ci).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
web="${1:-build-web/web}"
case "$web" in /*) ;; *) web="$repo/$web" ;; esac
if [[ ! -d "$here/node_modules/puppeteer-core" ]]; then
  (cd "$here" && npm ci --no-audit --no-fund)
fi
cd "$repo"
exec node "$here/browser_test.mjs" "$web"
