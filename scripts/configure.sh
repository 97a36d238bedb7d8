#!/usr/bin/env bash
# Configures a CMake preset (CMakePresets.json): scripts/configure.sh PRESET [CMAKE ARGS...]
# The presets generate for Ninja, which compiles a test's or a layer's sources while the layers
# below it are still compiling (make waits for each library to be archived first: about a tenth
# of a clean build with one core idle). A build folder made earlier with another generator
# (make, before the presets named Ninja) is reconfigured from scratch rather than refused.
set -euo pipefail
cd "$(dirname "$0")/.."

preset="${1:?usage: scripts/configure.sh PRESET [CMAKE ARGS...]}"
shift
case "$preset" in
  release) dir=build ;;
  sanitize) dir=build-sanitize ;;
  tsan) dir=build-tsan ;;
  web) dir=build-web ;;
  *) echo "configure.sh: unknown preset '$preset' (release, sanitize, tsan or web)" >&2; exit 2 ;;
esac
# FetchContent's sub-builds (the page's mini-gmp) keep caches of their own, with the old
# generator in them.
for cache in "$dir/CMakeCache.txt" "$dir"/_deps/*-subbuild/CMakeCache.txt; do
  if [[ -f "$cache" ]] && ! grep -qx 'CMAKE_GENERATOR:INTERNAL=Ninja' "$cache"; then
    echo "configure.sh: $dir/ was made with another generator; configuring it again for Ninja"
    rm -rf "$dir/CMakeCache.txt" "$dir/CMakeFiles" "$dir"/_deps/*-subbuild
    break
  fi
done
cmake --preset "$preset" "$@" >/dev/null
