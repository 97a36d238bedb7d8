#!/usr/bin/env bash
# Installs the build into a temporary prefix, then configures, builds and runs an outside
# project against it with find_package(cgt): the exported package works for a C++ user.
set -euo pipefail
build_dir="$1"
source_dir="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cmake --install "$build_dir" --prefix "$work/prefix" >/dev/null
cmake -S "$source_dir" -B "$work/build" -DCMAKE_PREFIX_PATH="$work/prefix" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$work/build" >/dev/null
output="$("$work/build/outside_user")"
expected=$'w*2+1\n{3||2*|1*} 3/4\n{"value":"w^(w+1)"}'
if [[ "$output" != "$expected" ]]; then
  echo "unexpected output:"; echo "$output"; exit 1
fi
# No GMP or CLI11 in the installed headers: a user needs neither to compile against cgt.
if grep -rlE '<gmpxx?\.h>|mpz_class|<CLI/|nlohmann' "$work/prefix/include/cgt"; then
  echo "installed headers mention GMP, CLI11 or nlohmann-json (listed above)"; exit 1
fi
echo "find_package(cgt) works"
