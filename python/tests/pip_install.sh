#!/usr/bin/env bash
# `pip install .` into a fresh virtual environment, then imports the installed package from
# outside the source tree. Usage: pip_install.sh PYTHON SOURCE_DIR [CMAKE_BUILD_DIR]
# With CMAKE_BUILD_DIR (the test suite passes build/), the module is built there rather than
# compiling the library a second time (setup.py, CGT_BUILD_DIR).
set -euo pipefail
python="$1"
source_dir="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$python" -m venv --system-site-packages "$work/venv"
if [[ $# -ge 3 ]]; then
  export CGT_BUILD_DIR="$3"
fi
export CGT_BUILD_JOBS=2
# No index is reachable: Debian's setuptools, without build isolation.
"$work/venv/bin/pip" install --no-build-isolation --no-index --quiet "$source_dir"
cd "$work"
"$work/venv/bin/python" - <<'PY'
import pathlib
import cgt
location = pathlib.Path(cgt.__file__).resolve()
assert "site-packages" in str(location), location
assert (location.parent / "py.typed").exists() and (location.parent / "_cgt.pyi").exists()
g = cgt.game("{1|*}")
assert g.outcome == "L" and str(cgt.ordinal("w^2*3+1")) == "w^2*3+1"
print("installed", location.parent, str(cgt.ordinal("w^2*3+1")), str(g), g.outcome)
PY
