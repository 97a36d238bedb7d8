#!/usr/bin/env bash
# Quick start, command 1: install what is missing, build Release (the command and the Python
# module, build/python/cgt), run the built-in tour.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/deps.sh build
scripts/configure.sh release
cmake --build --preset release --target cgt_cli cgt_python -j "$(nproc)"
build/cgt demo
