#!/usr/bin/env bash
# Installs the Debian packages a command needs, and only those that are missing.
#   scripts/deps.sh [build|web|test]
#     build (default): what scripts/setup.sh needs — the compilers, the libraries, and the Python
#                      headers and pybind11 for the module; GoogleTest and Google Benchmark, which
#                      the Release configuration finds (they are small).
#     web:             build, plus emscripten for the WebAssembly page (scripts/web.sh).
#     test:            everything scripts/test.sh runs — web, plus clang and its sanitizer runtime
#                      (the ASan+UBSan build, the libFuzzer targets, ThreadSanitizer), Chromium and
#                      npm for the page's browser test, Open MPI for `mpirun … cgt sweep`, and the
#                      Python test tools.
set -euo pipefail
profile="${1:-build}"

build=(g++ cmake ninja-build make pkg-config libgmp-dev nlohmann-json3-dev libfmt-dev libgtest-dev libbenchmark-dev
       python3 python3-dev pybind11-dev)
# emscripten: the WebAssembly build of the page (preset web); xz-utils unpacks the GMP release
# whose mini-gmp it compiles (cmake/CgtWeb.cmake).
web=(emscripten xz-utils)
# procps: pkill, with which a golden case sends Ctrl-C; python3: the golden cases use it to build
# long inputs and to check JSON. pytest and hypothesis test the Python package, venv and
# setuptools its `pip install .`; matplotlib: examples/partial_kayles.py plots; nbconvert,
# nbclient and ipykernel execute examples/notebook.ipynb. libopenmpi-dev and openmpi-bin:
# `mpirun -np P cgt sweep …` (the MPI plugin, tests/sweep/run.sh). chromium: the page's tests
# drive it headless (tests/web), through puppeteer-core from npm.
test=(clang libclang-rt-14-dev procps
      python3-pytest python3-hypothesis python3-venv python3-setuptools
      python3-matplotlib jupyter-nbconvert python3-nbclient python3-ipykernel
      libopenmpi-dev openmpi-bin chromium)

case "$profile" in
  build) packages=("${build[@]}") ;;
  web) packages=("${build[@]}" "${web[@]}") ;;
  test) packages=("${build[@]}" "${web[@]}" "${test[@]}") ;;
  *) echo "deps.sh: unknown profile '$profile' (build, web or test)" >&2; exit 2 ;;
esac

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

# npm installs puppeteer-core for the browser test. A Node.js from elsewhere (NodeSource) brings
# its own npm and conflicts with Debian's package, so Debian's is added only when there is none.
if [[ "$profile" == test ]] && ! command -v npm >/dev/null 2>&1; then
  missing+=(npm)
fi

if ((${#missing[@]} > 0)); then
  echo "deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # unsafe-io: dpkg does not sync each file to disk as it unpacks (nothing is lost unless the
  # machine loses power mid-install, when the install is run again); with ~900 packages on a
  # bare machine the syncs were most of the install's time.
  apt-get install -y -qq --no-install-recommends -o Dpkg::Options::=--force-unsafe-io "${missing[@]}"
fi
