#!/usr/bin/env bash
# Installs the Debian packages cgt needs, and only those that are missing.
set -euo pipefail

# python3: the golden CLI cases use it to build long inputs and to check JSON; procps: pkill,
# with which a golden case sends Ctrl-C. The Python package (python/, docs/python.md) needs
# pybind11 and the headers to build, pytest and hypothesis to test, venv and setuptools for the
# `pip install .` test: all Debian's, for Debian's /usr/bin/python3. matplotlib: examples/partial_kayles.py
# plots its values; nbconvert, nbclient and ipykernel execute examples/notebook.ipynb (tests run both).
# libopenmpi-dev and openmpi-bin: `mpirun -np P cgt sweep …` (the MPI plugin, tests/sweep/run.sh).
# emscripten: the WebAssembly build of the page (preset web, scripts/web.sh); chromium: the
# page's tests drive it headless (tests/web), through puppeteer-core from npm.
packages=(g++ cmake make pkg-config libgmp-dev nlohmann-json3-dev libfmt-dev
          libgtest-dev libbenchmark-dev clang libclang-rt-14-dev python3 procps
          pybind11-dev python3-dev python3-pytest python3-hypothesis python3-venv python3-setuptools
          python3-matplotlib jupyter-nbconvert python3-nbclient python3-ipykernel
          libopenmpi-dev openmpi-bin
          emscripten chromium xz-utils)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

# npm installs puppeteer-core for the browser test. A Node.js from elsewhere (NodeSource) brings
# its own npm and conflicts with Debian's package, so Debian's is added only when there is none.
if ! command -v npm >/dev/null 2>&1 && ! printf '%s\n' "${missing[@]}" | grep -qx npm; then
  missing+=(npm)
fi

if ((${#missing[@]} > 0)); then
  echo "deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
