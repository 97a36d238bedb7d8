"""LR-ending rulesets written in Python: cgt.ending_value against the built-in engine."""

import itertools
import json
import os
import subprocess

import pytest

import cgt


class Tree:
    """A position given by its tree: a tuple of options, each a Tree or '*L' / '*R'."""

    def __init__(self, options):
        self.children = tuple(options)

    def __eq__(self, other):
        return isinstance(other, Tree) and self.children == other.children

    def __hash__(self):
        return hash(self.children)

    def options(self):
        return self.children

    @staticmethod
    def of(position):
        """The Python tree of a built-in position (recursive: for the small trees of these tests)."""
        if position.tree in ("*L", "*R"):
            return position.tree
        return Tree(Tree.of(option) for option in position.options)


@pytest.mark.parametrize("text", ["*L_3", "*R_2", "X_2", "S_2", "{*L, *R}", "{*L_2, {*R, *L_1}}", "*L_2 + *R_1", "~X_3"])
def test_trees_written_in_python_have_the_built_in_values(text):
    built_in = cgt.ending(text)
    value = cgt.ending_value(Tree.of(built_in))
    assert value == built_in and str(value) == str(built_in) and value.outcome == built_in.outcome


def test_families_and_sums():
    def left(n):  # *L_n = {*L_0, ..., *L_{n-1}}
        return "*L" if n == 0 else Tree(left(k) for k in range(n))

    assert str(cgt.ending_value(left(4))) == "*L_4"
    assert cgt.ending_value(left(3)).outcome == cgt.ending("*L_3").outcome

    class Sum:
        def __init__(self, *parts):
            self.parts = parts

        def components(self):
            return self.parts

    assert cgt.ending_value(Sum(left(2), left(3))) == cgt.ending("*L_2 + *L_3")
    assert str(cgt.ending_value("*R")) == "*R"


class EvenNim:
    """Paper 003 §4.1: piles (size, touched); an untouched pile loses any positive number of
    tokens, a touched one an even number; with no move left, Left wins iff the total is even."""

    def __init__(self, piles):
        self.piles = tuple(sorted(piles))

    def __eq__(self, other):
        return self.piles == other.piles

    def __hash__(self):
        return hash(self.piles)

    def moves(self):
        for i, (size, touched) in enumerate(self.piles):
            for take in range(2 if touched else 1, size + 1, 2 if touched else 1):
                yield EvenNim(self.piles[:i] + ((size - take, True),) + self.piles[i + 1:])

    def options(self):
        for move in self.moves():
            if any(True for _ in move.moves()):
                yield move
            else:  # the game ends: the terminal says who won
                yield "*L" if sum(size for size, _ in move.piles) % 2 == 0 else "*R"


def test_even_nim_outcomes_match_the_command():
    cli = os.environ.get("CGT_CLI", os.path.join(os.path.dirname(__file__), "../../build/cgt"))
    solver = cgt.Solver()
    rows = [row for n in range(1, 4) for row in itertools.combinations_with_replacement([2, 4, 6], n)]
    for row in rows:
        expected = json.loads(subprocess.run([cli, "even-nim", "--json", " ".join(map(str, row))], check=True,
                                             capture_output=True, text=True).stdout)["outcome"]
        value = cgt.ending_value(EvenNim((size, False) for size in row), solver=solver)
        assert value.outcome == expected, f"row {row}: Python {value.outcome}, built-in {expected}"


def test_ending_errors():
    class Stuck:
        def __hash__(self):
            return 0

        def __eq__(self, other):
            return isinstance(other, Stuck)

        def options(self):
            return []

    with pytest.raises(cgt.DomainError, match="no options"):
        cgt.ending_value(Stuck())
    with pytest.raises(cgt.ParseError):
        cgt.ending("{*L,")
    with pytest.raises(TypeError):
        cgt.ending_value(object())
