"""The seed rulesets' wrappers (cgt.nim, cgt.welter, cgt.end_nim, cgt.partial_nim, …) against the
`cgt` command: on seeded random rows every field of the result equals the CLI's JSON key of the
same name, converted by the types of docs/cli.md, and has that type."""

import json
import os
import random
import subprocess
from fractions import Fraction

import pytest

import cgt

CLI = os.environ.get("CGT_CLI", os.path.join(os.path.dirname(__file__), "../../build/cgt"))
RUNS = 200  # random rows per ruleset


def cli_json(*args):
    done = subprocess.run([CLI, *args, "--json"], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def same(expected, got, where):
    """`got` (a converted field) against `expected` (the JSON value)."""
    if expected is None or isinstance(expected, bool):
        assert got is expected or got == expected, where
    elif isinstance(expected, int):
        assert type(got) is int and got == expected, where
    elif isinstance(expected, str):
        # ordinals, dyadics, games, LR-ending values, big integers: their text is the JSON's
        assert not isinstance(got, float) and str(got) == expected, f"{where}: {got!r} != {expected!r}"
    elif isinstance(expected, list):
        assert isinstance(got, tuple) and len(got) == len(expected), where
        for i, (e, g) in enumerate(zip(expected, got)):
            same(e, g, f"{where}[{i}]")
    elif isinstance(expected, dict):
        fields(expected, got, where)
    else:
        raise AssertionError(f"{where}: unexpected JSON {expected!r}")


def fields(expected: dict, got, where: str):
    for key, value in expected.items():
        name = key + "_" if key in ("for", "from") else key  # Python keywords
        same(value, getattr(got, name), f"{where}.{key}")


def random_ordinal(rng):
    terms = []
    for exponent in (2, 1, 0):
        if rng.random() < 0.4:
            c = rng.randint(1, 9)
            terms.append(str(c) if exponent == 0 else f"w^{exponent}*{c}" if exponent > 1 else f"w*{c}")
    return "+".join(terms) or str(rng.randint(1, 30))


def random_item(rng):
    # ints, cgt.Ordinals and texts all belong in a row
    kind = rng.randrange(3)
    if kind == 0:
        return rng.randint(1, 40)
    text = random_ordinal(rng)
    return cgt.Ordinal(text) if kind == 1 else text


def row_text(items):
    return ", ".join(str(x) for x in items)


def test_nim_against_cli():
    rng = random.Random(14001)
    for _ in range(RUNS):
        heaps = [random_item(rng) for _ in range(rng.randint(0, 6))]
        got = cgt.nim(heaps)
        fields(cli_json("nim", row_text(heaps)), got, f"nim({heaps})")
        assert isinstance(got.value, cgt.Ordinal) and all(isinstance(m.to, cgt.Ordinal) for m in got.moves)


def test_welter_against_cli():
    rng = random.Random(14002)
    for _ in range(RUNS):
        coins = []
        while len(coins) < rng.randint(0, 6):
            item = random_item(rng)
            if all(cgt.Ordinal(str(item)) != cgt.Ordinal(str(c)) for c in coins):  # distinct squares
                coins.append(item)
        got = cgt.welter(coins)
        fields(cli_json("welter", row_text(coins)), got, f"welter({coins})")
        assert isinstance(got.value, cgt.Ordinal)


def test_end_nim_against_cli():
    rng = random.Random(14003)
    for _ in range(RUNS):
        row = [random_item(rng) for _ in range(rng.randint(1, 6))]
        table = rng.random() < 0.3
        got = cgt.end_nim(row, table=table)
        expected = cli_json("endnim", row_text(row).replace(",", "|"), *(["--table"] if table else []))
        fields(expected, got, f"end_nim({row})")
        assert isinstance(got.L, cgt.Ordinal) and (got.table is not None) == table
        assert all(isinstance(m.from_, cgt.Ordinal) for m in got.left_moves + got.right_moves)


def test_partial_nim_against_cli():
    rng = random.Random(14004)
    for _ in range(RUNS):
        piles = [(rng.choice("brg"), rng.randint(1, 9)) for _ in range(rng.randint(0, 5))]
        as_text = rng.random() < 0.5
        got = cgt.partial_nim([f"{c}{n}" for c, n in piles] if as_text else piles)
        fields(cli_json("partial-nim", " ".join(f"{c}{n}" for c, n in piles)), got, f"partial_nim({piles})")
        assert isinstance(got.number, Fraction)


def test_partial_nim_canonical():
    got = cgt.partial_nim("b3 r2 g1", canonical=True)
    assert isinstance(got.canonical, cgt.Game)
    fields(cli_json("partial-nim", "b3 r2 g1", "--canonical"), got, "partial_nim canonical")


@pytest.mark.parametrize("call, args", [
    (lambda: cgt.impartial("*3 + *5"), ["impartial", "*3 + *5"]),
    (lambda: cgt.chain([3, 1, 4, 1, 5], [2, 7, 1, 8]),
     ["chain", "--nimbers", "3 1 4 1 5", "--substitutes", "2 7 1 8"]),
    (lambda: cgt.chain("7"), ["chain", "--nimbers", "7"]),
    (lambda: cgt.nhe([3, 1, 2, 5, 4]), ["nhe", "3 1 2 5 4"]),
    (lambda: cgt.boxes([3, 0, 2], [1, 0]), ["boxes", "--stones", "3,0,2", "--labels", "1,0"]),
    (lambda: cgt.boxes("4"), ["boxes", "--stones", "4"]),
    (lambda: cgt.octal("0.77", upto=30), ["octal", "0.77", "--upto", "30"]),
    (lambda: cgt.octal("0.07"), ["octal", "0.07"]),
    (lambda: cgt.octal_misere("0.77", 12), ["octal", "0.77", "--misere", "--upto", "12"]),
    (lambda: cgt.misere("octal(0.77, 5)"), ["misere", "octal(0.77, 5)"]),
    (lambda: cgt.misere_quotient("0.75", 12), ["octal", "0.75", "--quotient", "--upto", "12"]),
    (lambda: cgt.misere_quotient("0.07", 12), ["octal", "0.07", "--quotient", "--upto", "12"]),
    (lambda: cgt.misere('*[2,1] + *1 + cram("...|...")'), ["misere", '*[2,1] + *1 + cram("...|...")']),
    (lambda: cgt.even_nim([2, 4, 6]), ["even-nim", "2 4 6"]),
    (lambda: cgt.lr_subtraction([3, 5, 6], [2, 5]), ["lr-subtraction", "3 5 6", "--set", "2 5"]),
    (lambda: cgt.lr_subtraction(None, "2, 5", upto=20), ["lr-subtraction", "--set", "2 5", "--upto", "20"]),
    (lambda: cgt.end_nim_grid("w", 6), ["endnim", "--grid", "w", "--upto", "6", "--svg", "grid.svg"]),
    (lambda: cgt.ending_equivalent("*L", "{*L, *R_1}"), ["ending", "--equiv", "*L", "{*L, *R_1}"]),
    (lambda: cgt.ending_inverse("X_2"), ["ending", "--inverse", "X_2"]),
    # By Theorem 3.6, without the tree (cgt.ending would stop at the family index limit).
    (lambda: cgt.ending_analysis("X_3000 + X_4000 + X_5 + *L_5000"),
     ["ending", "X_3000 + X_4000 + X_5 + *L_5000"]),
    (lambda: cgt.ending_analysis(cgt.ending("~(*L_2 + ~(*R))")), ["ending", "*R_2"]),
])
def test_other_commands_against_cli(call, args, tmp_path):
    if "--svg" in args:  # the CLI writes the file; the wrapper gets its content back
        args[args.index("--svg") + 1] = str(tmp_path / "grid.svg")
    expected = cli_json(*args)
    got = call()
    if "svg" in expected:
        assert got.svg_text == (tmp_path / "grid.svg").read_text()
        del expected["svg"]
    fields(expected, got, " ".join(args))


def test_types():
    assert isinstance(cgt.lr_subtraction(None, [2, 3], upto=5).values[0], cgt.Ending)
    assert isinstance(cgt.nhe([2, 1]).max_moves, int)
    assert cgt.nim([]).outcome == "P" and cgt.nim([]).value == 0
    move = cgt.nim([3, 5]).moves[0]
    assert move == (move.heap, move.to) and "heap=" in repr(move)
    # the canonical names of docs/cli.md: an int when finite, an Ordinal beyond
    transfinite = cgt.nim([3, 5, "w"])
    assert transfinite.grundy == cgt.Ordinal("w+6") and isinstance(transfinite.grundy, cgt.Ordinal)
    assert type(cgt.nim([3, 5]).grundy) is int and cgt.nim([3, 5]).grundy == 6
    assert type(transfinite.moves[0].target) is int and transfinite.moves[0].target == 6
    # integers beyond 2^53 come as decimal strings in the JSON and as ints here
    big = 2**65
    assert cgt.nim([big, 1]).value == big + 1
    huge = cgt.chain([2**64 - 1, 2**64 - 1], [0])  # `"grundy":"36893488147419103230"` in the JSON
    assert huge.grundy == 36893488147419103230 and huge.variation is None
    assert huge.variation_intervals == ((0, 36893488147419103229),)
    assert type(huge.variation_intervals[0][1]) is int


def test_budget_applies():
    cgt.set_limits(work=1000)
    try:
        with pytest.raises(cgt.BudgetError):
            cgt.partial_nim("b3 b5 b7 r4 r6 g3", canonical=True)
    finally:
        cgt.set_limits(work=None)


class EndNim:
    """End Nim written in Python (paper 000, finite piles): Left moves on the leftmost pile,
    Right on the rightmost, to any smaller size (0 removes the pile)."""

    def __init__(self, piles):
        self.piles = tuple(piles)

    def __eq__(self, other):
        return self.piles == other.piles

    def __hash__(self):
        return hash(self.piles)

    def left_options(self):
        if not self.piles:
            return []
        first, rest = self.piles[0], self.piles[1:]
        return [EndNim(((k,) if k else ()) + rest) for k in range(first)]

    def right_options(self):
        if not self.piles:
            return []
        last, rest = self.piles[-1], self.piles[:-1]
        return [EndNim(rest + ((k,) if k else ())) for k in range(last)]


def test_python_end_nim_equals_cgt_end_nim():
    """The issue's check: a Python-defined End Nim has the outcome cgt.end_nim computes, on
    hundreds of seeded random rows."""
    rng = random.Random(14005)
    solver = cgt.Solver()
    for _ in range(300):
        row = [rng.randint(1, 7) for _ in range(rng.randint(1, 5))]
        value = cgt.canonical(EndNim(row), solver=solver)
        assert value.outcome == cgt.end_nim(row).outcome, row
