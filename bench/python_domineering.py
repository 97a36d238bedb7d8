"""Cost per position of Domineering written in Python (cgt.canonical, as in
python/tests/test_rulesets.py) against the built-in ruleset (cgt.game('domineering("…")')) on
the same empty boards (issue 14: "the engine, not Python, must dominate where it can").

Each measurement is one whole call in a fresh interpreter (so neither the module's store nor a
Solver holds anything from an earlier run); the figure is the median of --runs runs. Positions
are those the Python search expands (Solver.positions: one per distinct position met, no
symmetry); the built-in search is divided by the same count, so "per position" compares the
same boards, not the same amount of work.

    PYTHONPATH=build/python /usr/bin/python3 bench/python_domineering.py [--runs 3] [--boards 4x4,4x5]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys

CHILD = r'''
import json, sys, time
import cgt

class Domineering:
    def __init__(self, empty):
        self.empty = frozenset(empty)
    def __eq__(self, other):
        return self.empty == other.empty
    def __hash__(self):
        return hash(self.empty)
    def moves(self, dr, dc):
        return [Domineering(self.empty - {(r, c), (r + dr, c + dc)})
                for r, c in self.empty if (r + dr, c + dc) in self.empty]
    def left_options(self):
        return self.moves(1, 0)
    def right_options(self):
        return self.moves(0, 1)

kind, rows, cols = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
text = "|".join("." * cols for _ in range(rows))
start = time.perf_counter()
if kind == "python":
    solver = cgt.Solver()
    value = cgt.canonical(Domineering((r, c) for r in range(rows) for c in range(cols)), solver=solver)
    positions = solver.positions
else:
    value = cgt.game(f'domineering("{text}")')
    positions = None
print(json.dumps({"seconds": time.perf_counter() - start, "positions": positions, "value": str(value)}))
'''


def once(kind, rows, cols):
    done = subprocess.run([sys.executable, "-c", CHILD, kind, str(rows), str(cols)],
                          capture_output=True, text=True, check=True, env=os.environ)
    return json.loads(done.stdout)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--boards", default="3x4,4x4,4x5")
    args = parser.parse_args()
    print(f"{'board':6} {'positions':>9} {'python s':>9} {'built-in s':>10} {'python us/pos':>13} "
          f"{'built-in us/pos':>15} {'ratio':>6}")
    for board in args.boards.split(","):
        rows, cols = map(int, board.split("x"))
        py = [once("python", rows, cols) for _ in range(args.runs)]
        built = [once("builtin", rows, cols) for _ in range(args.runs)]
        assert py[0]["value"] == built[0]["value"], (board, py[0]["value"], built[0]["value"])
        positions = py[0]["positions"]
        tp = statistics.median(r["seconds"] for r in py)
        tb = statistics.median(r["seconds"] for r in built)
        print(f"{board:6} {positions:>9} {tp:>9.3f} {tb:>10.4f} {tp / positions * 1e6:>13.1f} "
              f"{tb / positions * 1e6:>15.2f} {tp / tb:>6.0f}", flush=True)


if __name__ == "__main__":
    main()
