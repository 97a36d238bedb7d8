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
