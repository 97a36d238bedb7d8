"""The worked examples of the papers in seeds/, computed from Python (docs/python.md).

Each line prints what cgt computes next to what the paper states, and the script exits with
status 1 if any differs. Run from the repository root after a build:

    PYTHONPATH=build/python /usr/bin/python3 examples/papers.py
"""

import sys

import cgt

failures = 0


def check(label, got, expected):
    """Prints one worked example; counts a disagreement with the paper."""
    global failures
    ok = got == expected
    failures += not ok
    print(f"{'ok  ' if ok else 'FAIL'} {label}: {got}" + ("" if ok else f" (paper: {expected})"))


# --- 000: Ordinal Partizan End Nim (Duffy, Kolpin, Wolfe) ------------------------------------
print("End Nim (paper 000)")
for row, (L, R) in {"523": (0, 2), "233": (6, 2), "331": (1, 6), "5233": (1, 0), "2331": (0, 7),
                    "52331": (2, 12)}.items():
    e = cgt.end_nim([int(c) for c in row])
    check(f"L, R of {row}", f"{e.L}, {e.R}", f"{L}, {R}")
check("outcome of 3523319", cgt.end_nim([3, 5, 2, 3, 3, 1, 9]).outcome, "L")
check("outcome of 352", cgt.end_nim([3, 5, 2]).outcome, "N")
w = cgt.ordinal("w")
check("outcome of (w*2+1)(w*2)(w+1)", cgt.end_nim([w * 2 + 1, w * 2, w + 1]).outcome, "L")
for middle, L in [(w * 2, 0), (w * 2 + 1, w + 1), (w * 2 + 2, w * 3 + 1)]:
    check(f"L(w*2+1, {middle}, w+1)", cgt.end_nim([w * 2 + 1, middle, w + 1]).L, L)

# --- 001: Partial Nim (Lim) -------------------------------------------------------------------
# Blue piles in (), red in (()); then each with a green pile (*N, N > 0) added.
print("Partial Nim (paper 001)")
examples = [((3, 3, 9), (2, 1), "N", "N"), ((1, 2, 6), (3, 3, 3, 5), "L", "L"), ((1,), (8, 4, 6), "N", "R"),
            ((1, 2, 6, 10), (3, 5, 5, 4, 4, 8), "L", "N"), ((1, 3, 12), (5, 5, 8, 4, 2), "L", "N"),
            ((3, 3, 4, 8), (6, 10, 6), "L", "L"), ((3, 3, 8, 8), (6, 10, 6), "N", "L")]
for blue, red, outcome, with_green in examples:
    piles = [("b", n) for n in blue] + [("r", n) for n in red]
    check(f"{blue}, (({', '.join(map(str, red))}))", cgt.partial_nim(piles).outcome, outcome)
    check(f"{blue}, (({', '.join(map(str, red))})) + *5", cgt.partial_nim(piles + [("g", 5)]).outcome, with_green)
six = cgt.partial_nim("b3 b3 b4 b8 r6 r10 r6", canonical=True)
print(f"     example 6's canonical form: {six.canonical}")

# --- 003: LR-ending games (Even Nim, LR subtraction) -------------------------------------------
print("LR-ending games (paper 003)")
check("*L_3 + *R_5", str(cgt.ending("*L_3 + *R_5")), "*R_6")
sub = cgt.lr_subtraction(None, [2, 5], upto=13)
check("S = {2, 5}: outcomes of piles 0..13", sub.outcomes, "LRLRLNN" * 2)
check("S = {2, 5}: period", sub.period, 7)
check("Even Nim 2 4 6", cgt.even_nim([2, 4, 6]).outcome, cgt.ending("X_1 + X_2 + X_3").outcome)

# --- 004: Transfinite Nim and Welter's game (Abuku) --------------------------------------------
print("Transfinite Nim and Welter (paper 004)")
n = cgt.nim(["1", "w*2+4", "w^2*3+9", "w^2*2+w*4+16", "w^2+w*5+25"])
check("Example 2.3: value", n.value, cgt.ordinal("w*3+5"))
check("Example 2.3: good move", [(m.heap, str(m.to)) for m in n.moves], [(2, "w+1")])
wel = cgt.welter(["1", "w*2+4", "w*2+9", "w^2+w*4+16", "w^2+w*5+25"])
check("Example 2.7: value", wel.value, cgt.ordinal("w+4"))
check("Example 2.7: good move", [(m.coin, str(m.to)) for m in wel.moves], [(5, "w^2+w*4+30")])

print(f"{failures} disagreement(s)")
sys.exit(1 if failures else 0)
