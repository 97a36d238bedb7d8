"""Partial Kayles: a ruleset written from scratch in Python, in the sense of paper 001's future
work ("partial variants of well-known games such as Kayles").

Definition. Kayles is played on rows of pins; a move knocks down one pin or two adjacent pins,
which may split a row in two. Partial Nim (paper 001) colours each pile and lets the two players
remove different amounts from it: from a blue pile Left removes an odd number, Right an even
number; red is the reverse; green is ordinary Nim. Partial Kayles colours each row the same way
and makes the same split between the two kinds of Kayles move:

* a blue row: Left knocks down exactly one pin (an odd number), Right exactly two adjacent pins
  (an even number);
* a red row: the reverse (so a red row of n is the negative of a blue row of n);
* a green row: ordinary Kayles, either player knocks down one pin or two adjacent ones.

A knocked-down pin splits its row into two rows of the same colour; normal play (who cannot move
loses). A position is a disjunctive sum of its rows, which `components()` tells cgt.

The script prints the canonical values of a blue row of n pins for small n (with outcome, mean
and temperature), checks that red rows are their negatives and green rows the Kayles nimbers
(octal 0.77), checks the pattern the table shows (a blue row of 4k+r pins is k, k+1,
k+{1|0}, k+1+{1|0} for r = 0..3: observed up to the n computed, not proven), and plots mean and temperature against n into partial_kayles.png (matplotlib,
Agg backend: no display needed).

    PYTHONPATH=build/python /usr/bin/python3 examples/partial_kayles.py [--upto N] [--png FILE]
"""

import argparse

import cgt

TAKES = {  # colour -> (pins Left may knock down at once, pins Right may)
    "b": ((1,), (2,)),
    "r": ((2,), (1,)),
    "g": ((1, 2), (1, 2)),
}


class PartialKayles:
    """A sum of coloured rows, e.g. PartialKayles(("b", 5), ("r", 3)); empty rows dropped."""

    def __init__(self, *rows):
        self.rows = tuple(sorted((c, n) for c, n in rows if n > 0))

    def __eq__(self, other):
        return isinstance(other, PartialKayles) and self.rows == other.rows

    def __hash__(self):
        return hash(self.rows)

    def __repr__(self):
        return " + ".join(f"{c}{n}" for c, n in self.rows) or "0"

    def components(self):
        return [PartialKayles(row) for row in self.rows]

    def _moves(self, player):
        # called on one row (components() splits sums): knock down `take` adjacent pins, leaving
        # a pins on the left of them and n - take - a on the right
        (colour, n), = self.rows
        return [PartialKayles((colour, a), (colour, n - take - a))
                for take in TAKES[colour][player] for a in range(n - take + 1)]

    def left_options(self):
        return self._moves(0)

    def right_options(self):
        return self._moves(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--upto", type=int, default=14)
    parser.add_argument("--png", default="partial_kayles.png")
    args = parser.parse_args()

    solver = cgt.Solver()  # one table for every row and sum below
    blue = [cgt.canonical(PartialKayles(("b", n)), solver=solver) for n in range(args.upto + 1)]
    print(f"{'n':>3}  {'outcome':7}  {'mean':>6}  {'temp':>6}  blue row of n pins")
    for n, g in enumerate(blue):
        print(f"{n:>3}  {g.outcome:7}  {str(g.mean):>6}  {str(g.temperature):>6}  {g}")

    # Checks that could fail: red is the negative of blue; green is Kayles (octal 0.77).
    kayles = cgt.octal("0.77", upto=args.upto).values
    for n in range(args.upto + 1):
        assert cgt.canonical(PartialKayles(("r", n)), solver=solver) == -blue[n], n
        assert cgt.canonical(PartialKayles(("g", n)), solver=solver) == cgt.game(f"*{kayles[n]}"), n
    # What the table shows, checked for every n computed (observed here, not proven): a blue row
    # of 4k+r pins is k, k+1, k+{1|0}, k+1+{1|0} for r = 0, 1, 2, 3.
    switch = cgt.game("{1|0}")
    for n, g in enumerate(blue):
        k, r = divmod(n, 4)
        assert g == [cgt.Game(k), cgt.Game(k + 1), k + switch, k + 1 + switch][r], n
    print(f"observed for n <= {args.upto}: blue row of 4k+r pins = k, k+1, k+{{1|0}}, k+1+{{1|0}} (r = 0..3)")
    mixed = PartialKayles(("b", 5), ("r", 3), ("g", 4))
    value = cgt.canonical(mixed, solver=solver)
    assert value == blue[5] - blue[3] + cgt.game(f"*{kayles[4]}")
    print("red rows are the negatives of blue ones; green rows are Kayles' nimbers (0.77)")
    print(f"{mixed} = {value} ({value.outcome}); {solver.positions} positions expanded")

    import matplotlib
    matplotlib.use("Agg")  # no display: write the file only
    import matplotlib.pyplot as plt

    ns = list(range(args.upto + 1))
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot(ns, [float(g.mean) for g in blue], "o-", label="mean")
    ax.plot(ns, [float(g.temperature) for g in blue], "s--", label="temperature")
    ax.set_xlabel("n (pins in a blue row)")
    ax.set_title("Partial Kayles: a blue row of n pins")
    ax.legend()
    fig.tight_layout()
    fig.savefig(args.png, dpi=100)
    print(f"wrote {args.png}")


if __name__ == "__main__":
    main()
