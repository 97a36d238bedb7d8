"""Threads and Ctrl-C: the one engine context behind a mutex (docs/python.md, "Threads")."""

import os
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

import cgt
from test_rulesets import Domineering, Kayles

BOARDS = ["....|....|....", "...|...|...|...", ".....|.....", "..#.|....|.#..", "....|.##.|...."]
TEXTS = ["{1|*}", "^<3>", "+-1+*2", "{3|{2|-1}}", "{{2|1}|{-1|-2}}", "1/2^*", "Tiny(2)+Miny(1)"]


def work(seed):
    """A mixed workload whose answer does not depend on who else runs."""
    out = []
    games = [cgt.game(TEXTS[(seed + i) % len(TEXTS)]) for i in range(len(TEXTS))]
    total = cgt.Game(0)
    for g in games:
        total = total + g
        out.append((str(total), total.outcome, total.temperature, str(total.thermograph), str(g.reduced)))
    for board in BOARDS[seed % 2::2]:
        rows = board.split("|")
        empty = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "."]
        python_value = cgt.canonical(Domineering(len(rows), len(rows[0]), empty))
        out.append((board, str(python_value), python_value == cgt.game(f'domineering("{board}")')))
    solver = cgt.Solver()
    out.append(tuple(cgt.grundy(Kayles(n), solver=solver) for n in range(40)))
    w = cgt.ordinal("w")
    out.append(str((w + seed) ** 3 * (w + 1)))
    # the seed rulesets go through cgt::commands::run under the same mutex
    out.append(repr(cgt.nim([seed, "w*2+3", 5, w ** 2])))
    out.append(repr(cgt.end_nim([seed + 1, 5, 2, 3])))
    out.append(repr(cgt.partial_nim(f"b{seed + 1} r3 g2", canonical=True)))
    return out


def test_threads_compute_what_one_thread_computes():
    expected = [work(seed) for seed in range(6)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        for _ in range(2):
            assert list(pool.map(work, range(6))) == expected


def test_games_are_shared_between_threads():
    g = cgt.game("{2|{1|-1}}")
    with ThreadPoolExecutor(max_workers=4) as pool:
        sums = list(pool.map(lambda k: g + cgt.Game(k) - g, range(50)))
    assert sums == [cgt.Game(k) for k in range(50)]


def interrupt_after(seconds):
    timer = threading.Timer(seconds, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    return timer


@pytest.mark.skipif(threading.current_thread() is not threading.main_thread(), reason="signals reach the main thread")
def test_ctrl_c_interrupts_an_engine_call_and_the_module_still_works():
    previous = signal.getsignal(signal.SIGINT)
    timer = interrupt_after(0.5)
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        cgt.game('domineering("......|......|......|......|......")')  # some 10 s uninterrupted
    timer.join()
    assert time.monotonic() - start < 8
    assert signal.getsignal(signal.SIGINT) is previous  # Python's handler is back
    assert str(cgt.game("{1|*}") + cgt.game("*")) == "{1*|0}"
    assert cgt.game("{1|*}").outcome == "L"


class Long:
    """A Python-defined game too long to finish: 10^8 moves in a row."""

    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __hash__(self):
        return self.n

    def left_options(self):
        return [Long(self.n - 1)] if self.n else []

    def right_options(self):
        return []


@pytest.mark.skipif(threading.current_thread() is not threading.main_thread(), reason="signals reach the main thread")
def test_ctrl_c_interrupts_a_command():
    """cgt._run, under every seed-ruleset wrapper, runs inside Engine::run: Ctrl-C stops it."""
    timer = interrupt_after(0.5)
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        cgt._cgt._run("game", ['domineering("......|......|......|......|......")'], {"--json": ""})
    timer.join()
    assert time.monotonic() - start < 8
    assert cgt.nim([3, 5]).value == 6


def test_ctrl_c_interrupts_a_python_ruleset_search():
    timer = interrupt_after(0.5)
    with pytest.raises(KeyboardInterrupt):
        cgt.canonical(Long(10**8))
    timer.join()
    assert cgt.canonical(Long(10)) == 10


def test_default_limits_bound_memory_not_work():
    # A fresh interpreter: no work limit, the command's 2 GiB memory limit.
    code = "import cgt; print(cgt.limits())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == str({"work": 0, "memory": 2 << 30})


def test_limits_are_a_budget_per_call():
    try:
        cgt.set_limits(work=1000)
        assert cgt.limits()["work"] == 1000
        assert cgt.limits()["memory"] == 2 << 30  # left out: kept
        with pytest.raises(cgt.BudgetError):
            cgt.game('clobber("xoxo|oxox|xoxo")')
        with pytest.raises(cgt.LimitError):  # BudgetError is a LimitError
            cgt.game('clobber("xoxo|oxox|xoxo")')
        assert cgt.game("{1|0}") == cgt.game("+-1/2+1/2")  # small calls fit in the budget
    finally:
        cgt.set_limits(work=None, memory=None)
    assert cgt.limits() == {"work": 0, "memory": 0}
    cgt.set_limits(memory=2 << 30)
    assert cgt.game('clobber("xoxo|oxox|xoxo")').outcome in "LRNP"
