"""What the module keeps between calls lives in its engine context and counts against its budget:
Fox and Geese's solved blocks (a second call reads them), and the memos of rulesets written in
Python (cgt.set_limits(memory=...) stops a search whose memo grows past the limit)."""

import pytest

import cgt


@pytest.fixture(autouse=True)
def default_limits():
    saved = cgt.limits()
    yield
    cgt.set_limits(work=saved["work"], memory=saved["memory"])


# Seven rows of six, a board no other test solves: some 1,000,000 steps of work the first time.
BOARD = "x.x.x.|......|......|......|......|......|o....."


def test_a_second_fox_and_geese_call_reads_the_solved_blocks():
    cgt.set_limits(work=100_000)
    with pytest.raises(cgt.BudgetError, match="work limit"):
        cgt.fox_and_geese(BOARD)  # blocks solved before the limit stay
    cgt.set_limits(work=None)
    first = cgt.fox_and_geese(BOARD)
    # Under the limit that stopped the first call: the blocks are read, not solved again.
    cgt.set_limits(work=100_000)
    assert cgt.fox_and_geese(BOARD) == first
    # The fox elsewhere among the same geese: the same blocks.
    other = cgt.fox_and_geese(BOARD[:-6] + "..o...")
    assert other.canonical


KEY_BYTES = 16 << 10
LIMIT = 128 << 20  # far above what the other tests of a session leave in the engine


class Heap:
    """A subtraction game (take 1, 2 or 3) as a Python ruleset: n + 1 positions for heap n, each
    keyed in the memo by 16 KiB (as a big board's text might be)."""

    def __init__(self, n):
        self.n = n

    def canonical_key(self):
        return self.n.to_bytes(4, "little") + bytes(KEY_BYTES)

    def options(self):
        return [Heap(self.n - k) for k in (1, 2, 3) if k <= self.n]


def test_the_memo_of_a_python_ruleset_counts_against_the_memory_limit():
    cgt.set_limits(memory=LIMIT)
    # A small memo fits (16 MB).
    assert cgt.grundy(Heap(1000)) == 1000 % 4
    # 20,000 positions: 330 MB.
    solver = cgt.Solver()
    with pytest.raises(cgt.BudgetError, match="memory limit"):
        cgt.grundy(Heap(20_000), solver=solver)
    # Stopped before it held more than the limit: it asks before it takes as much again.
    assert 1000 < len(solver) < LIMIT // KEY_BYTES
    # Without the limit the same solver goes on from what it holds, as a fresh one answers.
    cgt.set_limits(memory=None)
    n = len(solver) + 2
    assert cgt.grundy(Heap(n), solver=solver) == n % 4


def test_a_released_memo_no_longer_counts():
    cgt.set_limits(memory=LIMIT)
    for _ in range(5):
        # Each search's memo (some 33 MB) goes with its call: five in a row fit.
        assert cgt.grundy(Heap(2000)) == 0
    solver = cgt.Solver()
    cgt.grundy(Heap(2000), solver=solver)
    solver.clear()
    assert cgt.grundy(Heap(2000)) == 0
