"""Every script in examples/ runs (exit 0) and prints what it should: the papers' worked
examples agree with the papers, and the Partial Kayles example tabulates, checks and plots."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

import cgt

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def run(script, *args, cwd):
    # the package this test imports, found from any working directory
    env = dict(os.environ, PYTHONPATH=str(Path(cgt.__file__).resolve().parents[1]))
    done = subprocess.run([sys.executable, str(EXAMPLES / script), *args], capture_output=True,
                          text=True, cwd=cwd, env=env, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_every_example_is_tested():
    assert sorted(p.name for p in EXAMPLES.glob("*.py")) == ["papers.py", "partial_kayles.py"]
    assert sorted(p.name for p in EXAMPLES.glob("*.ipynb")) == ["notebook.ipynb"]


def test_papers(tmp_path):
    out = run("papers.py", cwd=tmp_path)
    assert "FAIL" not in out and out.rstrip().endswith("0 disagreement(s)")
    for line in ["ok   L, R of 52331: 2, 12", "ok   outcome of (w*2+1)(w*2)(w+1): L",
                 "ok   Example 2.7: good move: [(5, 'w^2+w*4+30')]",
                 "ok   S = {2, 5}: outcomes of piles 0..13: LRLRLNNLRLRLNN"]:
        assert line in out.splitlines()


def test_partial_kayles(tmp_path):
    pytest.importorskip("matplotlib")
    out = run("partial_kayles.py", "--upto", "10", "--png", "pk.png", cwd=tmp_path)
    lines = out.splitlines()
    assert lines[0].split() == ["n", "outcome", "mean", "temp", "blue", "row", "of", "n", "pins"]
    assert lines[1].split() == ["0", "P", "0", "-1", "0"]  # the temperature of a number n is -1
    assert lines[2].split()[:2] == ["1", "L"]  # one pin: only Left (one pin) can move: 1
    assert lines[2].split()[-1] == "1"
    assert "observed for n <= 10: blue row of 4k+r pins = k, k+1, k+{1|0}, k+1+{1|0} (r = 0..3)" in lines
    assert "red rows are the negatives of blue ones; green rows are Kayles' nimbers (0.77)" in lines
    assert (tmp_path / "pk.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_notebook(tmp_path):
    """examples/notebook.ipynb executed by Jupyter (Debian's jupyter-nbconvert and ipykernel,
    offline): each value shows in the form a notebook picks (SVG, LaTeX, HTML) and the progress
    bar is a display that updates."""
    import json
    import shutil

    if shutil.which("jupyter-nbconvert") is None:
        pytest.skip("jupyter-nbconvert is not installed (scripts/deps.sh installs it)")
    pytest.importorskip("ipykernel")
    env = dict(os.environ, PYTHONPATH=str(Path(cgt.__file__).resolve().parents[1]),
               PYDEVD_DISABLE_FILE_VALIDATION="1")
    done = subprocess.run(["jupyter-nbconvert", "--to", "notebook", "--execute", str(EXAMPLES / "notebook.ipynb"),
                           "--output-dir", str(tmp_path), "--output", "out.ipynb"],
                          capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stderr
    cells = [c for c in json.loads((tmp_path / "out.ipynb").read_text())["cells"] if c["cell_type"] == "code"]
    data = [{k: "".join(v) for o in c["outputs"] for k, v in o.get("data", {}).items()} for c in cells]
    assert data[0]["text/latex"] == "$\\omega^{\\omega+1}\\cdot 2+5$"
    assert data[0]["text/html"] == '<span class="cgt-ordinal">ω<sup>ω+1</sup>·2+5</span>'
    assert data[1]["text/latex"] == "$\\{3\\mid\\mid 2\\mid -1\\}$"
    assert data[2]["image/svg+xml"].startswith("<svg") and data[3]["image/svg+xml"].startswith("<svg")
    progress = [o for o in cells[4]["outputs"] if o["output_type"] == "display_data"]
    assert progress and "".join(progress[-1]["data"]["text/plain"]).startswith("canonical: 301 positions")
    assert data[4]["text/plain"] == "Game('300')"
