"""Rulesets written in Python: cgt.canonical and cgt.grundy against the built-in engines."""

import random

import pytest

import cgt


class Domineering:
    """A board of `rows` x `cols`; `empty` is the set of empty cells. Left places vertically."""

    def __init__(self, rows, cols, empty):
        self.rows, self.cols, self.empty = rows, cols, frozenset(empty)

    def __eq__(self, other):
        return (self.rows, self.cols, self.empty) == (other.rows, other.cols, other.empty)

    def __hash__(self):
        return hash((self.rows, self.cols, self.empty))

    def _moves(self, dr, dc):
        for r, c in self.empty:
            if (r + dr, c + dc) in self.empty:
                yield Domineering(self.rows, self.cols, self.empty - {(r, c), (r + dr, c + dc)})

    def left_options(self):
        return self._moves(1, 0)

    def right_options(self):
        return list(self._moves(0, 1))

    def text(self):
        return "|".join("".join("." if (r, c) in self.empty else "#" for c in range(self.cols))
                        for r in range(self.rows))


class SplitDomineering(Domineering):
    """The same, split into its regions of empty cells (a disjunctive sum)."""

    def _moves(self, dr, dc):
        for move in super()._moves(dr, dc):
            yield SplitDomineering(move.rows, move.cols, move.empty)

    def components(self):
        cells, regions = set(self.empty), []
        while cells:
            stack, region = [cells.pop()], set()
            while stack:  # a flood fill with a loop, as the engine asks of rulesets
                r, c = stack.pop()
                region.add((r, c))
                for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if n in cells:
                        cells.remove(n)
                        stack.append(n)
            regions.append(SplitDomineering(self.rows, self.cols, region))
        return regions


def boards():
    """Every board of every shape up to 3 x 4, with every pattern of blocked cells."""
    for rows in range(1, 4):
        for cols in range(1, 5):
            cells = [(r, c) for r in range(rows) for c in range(cols)]
            for mask in range(1 << len(cells)):
                yield rows, cols, [cell for i, cell in enumerate(cells) if mask >> i & 1]


def test_domineering_on_every_board_up_to_3x4():
    solver = cgt.Solver()
    count = 0
    for rows, cols, empty in boards():
        position = Domineering(rows, cols, empty)
        expected = cgt.game(f'domineering("{position.text()}")')
        got = cgt.canonical(position, solver=solver)
        assert got == expected, f"board {position.text()}: Python {got}, built-in {expected}"
        count += 1
    assert count == 30 + 340 + 4680


def test_domineering_with_components_on_a_seeded_sample():
    rng = random.Random(14)
    solver = cgt.Solver()
    for _ in range(300):
        rows, cols = rng.randint(1, 4), rng.randint(1, 4)
        empty = [(r, c) for r in range(rows) for c in range(cols) if rng.random() < 0.75]
        position = SplitDomineering(rows, cols, empty)
        expected = cgt.game(f'domineering("{position.text()}")')
        assert cgt.canonical(position, solver=solver) == expected, position.text()


class Kayles:
    """A row of heaps of pins; a move knocks down one pin or two adjacent ones."""

    def __init__(self, *heaps):
        self.heaps = tuple(sorted(h for h in heaps if h > 0))

    def __eq__(self, other):
        return self.heaps == other.heaps

    def __hash__(self):
        return hash(self.heaps)

    def components(self):
        return [Kayles(h) for h in self.heaps]

    def options(self):
        (n,) = self.heaps  # components() leaves one heap
        for take in (1, 2):
            for left in range(0, n - take + 1):
                yield Kayles(left, n - take - left)


def kayles_from_cli(upto):
    import json
    import os
    import subprocess

    cli = os.environ.get("CGT_CLI", os.path.join(os.path.dirname(__file__), "../../build/cgt"))
    out = subprocess.run([cli, "octal", "0.77", "--upto", str(upto), "--json"], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)["values"]


def test_kayles_is_octal_0_77():
    solver = cgt.Solver()
    values = [cgt.grundy(Kayles(n), solver=solver) for n in range(101)]
    assert values == kayles_from_cli(100)
    # The published start of the sequence (Winning Ways; OEIS A002186).
    assert values[:12] == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    assert cgt.grundy(Kayles(3, 5, 7), solver=solver) == values[3] ^ values[5] ^ values[7]


def test_octal_summary_and_options():
    # Gangolli and Plambeck's 0.16: period 149459 from heap 105351; mask 30 leaves 52 rare heaps.
    summary = cgt.octal_summary("0.16")
    assert (summary.period, summary.preperiod, summary.mask) == (149459, 105351, 30)
    assert summary.rare_heaps == 52 and summary.last_rare_heap == 13935
    assert summary.rare[0] == cgt.OctalRare(value=0, count=6, last=837)
    # Any mask, or none, gives the same exact values; Grundy's game as in OEIS A002188.
    plain = cgt.octal("0.106", upto=2000, sparse=False).values
    assert cgt.octal("0.106", upto=2000).values == plain
    assert cgt.octal("0.106", upto=2000, mask=5).values == plain
    grundy = cgt.octal("grundy", upto=20000, threads=1).values
    assert cgt.octal("grundy", upto=20000, threads=2).values == grundy
    assert cgt.octal("grundy", upto=20).values == (0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0)
    with pytest.raises(cgt.DomainError):
        cgt.octal("0.77", mask=0)
    with pytest.raises(cgt.DomainError):
        cgt.octal("0.77", threads=0)
    with pytest.raises(TypeError):
        cgt.octal("0.77", mask="3")


class Chain:
    """A line of n moves for Left (and, for odd n, the last one Right's too): 100,000 deep."""

    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return isinstance(other, Chain) and self.n == other.n

    def __hash__(self):
        return hash(self.n)

    def left_options(self):
        return [Chain(self.n - 1)] if self.n > 0 else []

    def right_options(self):
        return []

    def options(self):
        return [Chain(self.n - 1)] if self.n > 0 else []


def test_depth_100000():
    # n moves for Left alone: the integer n. And as an impartial chain: *(n mod 2).
    assert cgt.canonical(Chain(100_000)) == 100_000
    assert cgt.grundy(Chain(100_001)) == 1


class Symmetric:
    """Nim heaps as Left-only moves, keyed by the multiset of heaps (order does not matter)."""

    def __init__(self, heaps):
        self.heaps = tuple(heaps)

    def canonical_key(self):
        return tuple(sorted(self.heaps))

    def left_options(self):
        for i, h in enumerate(self.heaps):
            for k in range(h):
                yield Symmetric(self.heaps[:i] + (k,) + self.heaps[i + 1:])

    def right_options(self):
        return ()


def test_canonical_key_shares_positions_and_progress_reports():
    solver = cgt.Solver()
    reports = []
    assert cgt.canonical(Symmetric((3, 1, 2)), solver=solver, progress=lambda p, s: reports.append((p, s)), every=5) == 6
    # Positions are keyed by their sorted heaps: (a, b, c) with a <= b <= c <= 3 among the
    # reachable ones, 3 * 2 * 4 = 24 tuples of which the sorted ones are these.
    assert len(solver) == len({tuple(sorted((a, b, c))) for a in range(4) for b in range(2) for c in range(3)})
    assert reports and all(p % 5 == 0 for p, _ in reports) and reports[-1][1] <= len(solver)
    assert solver.positions == len(solver)
    solver.clear()
    assert len(solver) == 0


class Loop:
    def __hash__(self):
        return 1

    def __eq__(self, other):
        return isinstance(other, Loop)

    def left_options(self):
        return [Loop()]

    def right_options(self):
        return []


def test_a_loop_is_not_a_short_game():
    with pytest.raises(cgt.DomainError, match="not short"):
        cgt.canonical(Loop())


def test_errors_from_the_position_propagate_and_the_solver_stays_consistent():
    class Broken(Chain):
        def left_options(self):
            if self.n == 3:
                raise RuntimeError("broken rules")
            return [Broken(self.n - 1)] if self.n > 0 else []

    solver = cgt.Solver()
    with pytest.raises(RuntimeError, match="broken rules"):
        cgt.canonical(Broken(10), solver=solver)
    assert len(solver) == 0  # nothing was finished: the first position finished is Broken(0)
    assert cgt.canonical(Broken(2), solver=solver) == 2
