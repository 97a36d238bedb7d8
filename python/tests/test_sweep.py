"""cgt.sweep: the summary of `cgt sweep NAME --json`, the same bytes as the command's; files and
resume; bad arguments raise before any work; Ctrl-C stops it and the context stays usable."""

import json
import os
import signal
import subprocess
import threading

import pytest

import cgt

CGT = os.environ.get("CGT_CLI", "")


def command_summary(*args):
    out = subprocess.run([CGT, "sweep", *args, "--json"], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


@pytest.mark.skipif(not CGT, reason="CGT_CLI not set")
def test_summary_is_the_commands():
    got = cgt.sweep("end-nim-atomic-weights", piles=4, max=5, threads=2)
    assert got == command_summary("end-nim-atomic-weights", "--piles", "4", "--max", "5")
    assert got["counterexamples"] == 0 and got["rows"] == 5 + 25 + 125 + 625
    octal = cgt.sweep("octal-census", digits=2, upto=500)
    assert octal == command_summary("octal-census", "--digits", "2", "--upto", "500")
    assert octal["tasks"] == 56
    ordinal = cgt.sweep("end-nim-ordinal-moves", piles=2, omega_times=2, max=2)
    assert ordinal == command_summary("end-nim-ordinal-moves", "--piles", "2", "--omega-times", "2", "--max", "2")
    assert ordinal["rows"] == 5 + 25 and ordinal["counterexamples"] == 0


def test_files_and_resume(tmp_path):
    checkpoint, out = tmp_path / "c.ckpt", tmp_path / "r.jsonl"
    first = cgt.sweep("octal-census", digits=1, upto=300, checkpoint=str(checkpoint), out=str(out))
    lines = out.read_text().splitlines()
    assert [json.loads(line)["task"] for line in lines] == list(range(7))
    assert len(checkpoint.read_text().splitlines()) == 8  # the header and a line per task
    # Resumed from a complete checkpoint: nothing to compute, the same answer and file.
    assert cgt.sweep("octal-census", digits=1, upto=300, checkpoint=str(checkpoint), out=str(out)) == first
    assert out.read_text().splitlines() == lines


def test_bad_arguments():
    with pytest.raises(cgt.DomainError, match="unknown sweep 'nope'"):
        cgt.sweep("nope")
    with pytest.raises(cgt.DomainError, match="--digits must be a whole number from 1 to 6"):
        cgt.sweep("octal-census", digits=9, upto=10)
    with pytest.raises(cgt.DomainError, match="has no option --piles"):
        cgt.sweep("octal-census", digits=2, upto=10, piles=3)
    with pytest.raises(cgt.LimitError, match="more than 2\\^40"):
        cgt.sweep("end-nim-atomic-weights", piles=32, max=64)
    with pytest.raises(TypeError):
        cgt.sweep("octal-census", digits=2.5, upto=10)


def test_ctrl_c_stops_a_sweep():
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        cgt.sweep("octal-census", digits=4, upto=20000, threads=2)
    timer.join()
    assert cgt.sweep("octal-census", digits=1, upto=100)["tasks"] == 7
