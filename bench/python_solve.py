"""cgt.solve against cgt.canonical(...).outcome on the Domineering of docs/python.md (a ruleset
written in Python): the best of N runs of each call, each with a fresh memo. Then the search's
optional hooks (components(), canonical_key(), size(), normalise()) against the same class
without them and against the built-in board (the sum's text, one thread).

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


class HookedDomineering(Domineering):
    """docs/python.md's class with the search's hooks."""

    def moves(self, dr, dc):
        return [HookedDomineering(self.empty - {(r, c), (r + dr, c + dc)})
                for r, c in self.empty if (r + dr, c + dc) in self.empty]

    def components(self):
        left, parts = set(self.empty), []
        while left:
            stack = [left.pop()]
            region = set(stack)
            while stack:
                r, c = stack.pop()
                for cell in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if cell in left:
                        left.discard(cell)
                        region.add(cell)
                        stack.append(cell)
            parts.append(HookedDomineering(region))
        return parts

    def canonical_key(self):
        r0 = min((r for r, _ in self.empty), default=0)
        c0 = min((c for _, c in self.empty), default=0)
        return tuple(sorted((r - r0, c - c0) for r, c in self.empty))

    def size(self):
        return len(self.empty)

    def normalise(self):
        best = None
        for transposed in (False, True):
            for fr in (1, -1):
                for fc in (1, -1):
                    cells = [((c, r) if transposed else (r, c)) for r, c in self.empty]
                    cells = [(fr * r, fc * c) for r, c in cells]
                    r0 = min((r for r, _ in cells), default=0)
                    c0 = min((c for _, c in cells), default=0)
                    key = (tuple(sorted((r - r0, c - c0) for r, c in cells)), transposed)
                    best = key if best is None or key < best else best
        return HookedDomineering(best[0]), best[1]


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
    print()
    print("| board | outcome | no hooks: s, nodes | hooks: s, nodes | hooks, canonical_size=0: s, nodes | built-in text, one thread: s, nodes |")
    print("|---|---|---|---|---|---|")
    for rows, columns in ((4, 4), (4, 5), (5, 5), (5, 6)):
        cells = [(r, c) for r in range(rows) for c in range(columns)]
        text = 'domineering("' + "|".join(["." * columns] * rows) + '")'
        t_plain, plain = best(lambda: cgt.solve(Domineering(cells)), runs) if rows * columns <= 25 else (None, None)
        t_hooked, hooked = best(lambda: cgt.solve(HookedDomineering(cells)), runs)
        t_searched, searched = best(lambda: cgt.solve(HookedDomineering(cells), canonical_size=0), runs)
        t_text, built_in = best(lambda: cgt.solve(text, threads=1), runs)
        assert hooked.outcome == searched.outcome == built_in.outcome
        no_hooks = "—" if plain is None else f"{t_plain:.3f} s, {plain.nodes}"
        print(f"| {rows}×{columns} | {hooked.outcome} | {no_hooks} | {t_hooked:.3f} s, {hooked.nodes} | "
              f"{t_searched:.3f} s, {searched.nodes} | {t_text:.3f} s, {built_in.nodes} |")


if __name__ == "__main__":
    main()
