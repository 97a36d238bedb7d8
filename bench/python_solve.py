"""cgt.solve against cgt.canonical(...).outcome on the Domineering of docs/python.md (a ruleset
written in Python): the best of N runs of each call, each with a fresh memo.

    PYTHONPATH=build/python /usr/bin/python3 bench/python_solve.py [N]
"""

import sys
import time

import cgt


class Domineering:  # as in docs/python.md
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


def best(call, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = call()
        times.append(time.perf_counter() - start)
    return min(times), result


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    print("| board | outcome | cgt.solve | nodes | cgt.canonical(...).outcome | positions |")
    print("|---|---|---|---|---|---|")
    for rows, columns in ((3, 4), (4, 4), (4, 5), (5, 5)):
        board = Domineering((r, c) for r in range(rows) for c in range(columns))
        t_solve, s = best(lambda: cgt.solve(board), runs)
        solver = cgt.Solver()
        t_canonical, g = best(lambda: (solver.clear(), cgt.canonical(board, solver=solver))[1], runs)
        assert s.outcome == g.outcome
        print(f"| {rows}×{columns} | {s.outcome} | {t_solve:.3f} s | {s.nodes} | {t_canonical:.3f} s | {solver.positions} |")


if __name__ == "__main__":
    main()
