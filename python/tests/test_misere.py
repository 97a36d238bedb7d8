"""Misère play from Python (cgt.misere, cgt.octal_misere; docs/misere.md): golden values from the
literature, and misère values, genera and outcomes against a brute force written here from the
rules and the definitions (no cgt in it): G⁻ of a position with no move is 1, otherwise the mex
of its options' G⁻; the position is P exactly when G⁻ is 0; the genus g^(γ0 γ1 …) has g the
normal-play nim value and γn = G⁻ of G + *2 + … + *2 (n copies)."""

import random
from functools import lru_cache

import pytest
from hypothesis import given, strategies as st

import cgt

# --- the brute force ------------------------------------------------------------------------
# A component is ("nim", n), ("octal", code, n) or ("cram", cells): a hashable game whose moves
# lead to tuples of components (a heap that splits leaves two, one that vanishes none). A
# position is a sorted tuple of components, played as their disjunctive sum.


def octal_digits(code):
    whole, _, fraction = code.partition(".")
    return [int(whole)] + [int(d, 8) for d in fraction]


def component_options(c):
    kind = c[0]
    if kind == "nim":
        return [(("nim", k),) if k else () for k in range(c[1])]
    if kind == "octal":
        _, code, n = c
        out = []
        for take, digit in enumerate(octal_digits(code)):
            if take > n:
                break
            rest = n - take
            if digit & 1 and rest == 0 and take > 0:
                out.append(())
            if digit & 2 and rest > 0 and take > 0:
                out.append((("octal", code, rest),))
            if digit & 4 and rest >= 2:
                out += [(("octal", code, a), ("octal", code, rest - a)) for a in range(1, rest // 2 + 1)]
        return out
    if kind == "cram":  # a domino on two orthogonally adjacent empty cells
        cells = c[1]
        out = []
        for (r, col) in cells:
            for other in ((r + 1, col), (r, col + 1)):
                if other in cells:
                    left = cells - {(r, col), other}
                    out.append((("cram", left),) if left else ())
        return out
    raise AssertionError(c)


def position(*components):
    return tuple(sorted(components, key=repr))


def position_options(p):
    for i, c in enumerate(p):
        for replacement in component_options(c):
            yield position(*(p[:i] + replacement + p[i + 1:]))


def mex(values):
    values = set(values)
    m = 0
    while m in values:
        m += 1
    return m


@lru_cache(maxsize=None)
def misere_value(p):
    options = list(position_options(p))
    return 1 if not options else mex(misere_value(o) for o in options)


@lru_cache(maxsize=None)
def grundy(c):
    return mex(_xor(grundy(x) for x in option) for option in component_options(c))


def _xor(values):
    out = 0
    for v in values:
        out ^= v
    return out


def normal_value(p):
    return _xor(grundy(c) for c in p)


def genus_terms(text):
    """'4^146' -> (4, [1, 4, 6]); '8^(8,10)' -> (8, [8, 10]); '2' (a nim heap) -> (2, [])."""
    g, _, rest = text.partition("^")
    if rest.startswith("("):
        terms = [int(t) for t in rest.strip("()").split(",")]
    else:
        terms = [int(t) for t in rest]
    return int(g), terms


def check_against_brute_force(result, p, where):
    value = misere_value(p)
    assert result.misere_value == value, where
    assert result.outcome == ("P" if value == 0 else "N"), where
    assert result.normal_value == normal_value(p), where
    g, terms = genus_terms(result.genus)
    assert g == result.normal_value, where
    if terms:
        assert terms[0] == value, where
    for n, term in enumerate(terms):
        assert term == misere_value(position(*p, *[("nim", 2)] * n)), f"{where}: γ{n} of {result.genus}"
    if len(terms) >= 2:
        # A wild game's genus is written whole, up to where it settles into period 2.
        for n in range(len(terms), len(terms) + 2):
            assert terms[n - 2] == misere_value(position(*p, *[("nim", 2)] * n)), f"{where}: γ{n} of {result.genus}"
    elif not terms:
        # A nim heap's genus is g alone: γ0 = 1 - g for g ≤ 1, else g; then g ⊕ 2, g, ….
        for n in range(0, 5):
            expected = (1 - g if g < 2 else g) if n == 0 else (g ^ 2 if n % 2 == 1 else g)
            assert expected == misere_value(position(*p, *[("nim", 2)] * n)), f"{where}: γ{n} of {result.genus}"
    elif len(terms) == 1:
        # g^γ0, a tame or restive game (ONAG ch. 12): from γ1 on the terms alternate between
        # g ⊕ 2 and g (tame: g = γ0, or both at most 1), or between γ0 ⊕ 2 and γ0 (restive,
        # γ0 < 4), or g ⊕ 2 and g (restive, γ0 ≥ 4).
        gamma0 = terms[0]
        tame = g == gamma0 or (g < 2 and gamma0 < 2)
        base = g if tame or gamma0 >= 4 else gamma0
        for n in range(1, 5):
            expected = base ^ 2 if n % 2 == 1 else base
            assert expected == misere_value(position(*p, *[("nim", 2)] * n)), f"{where}: γ{n} of {result.genus}"


def cram_text(cells, rows, cols):
    return "|".join("".join("." if (r, c) in cells else "#" for c in range(cols)) for r in range(rows))


# --- golden values --------------------------------------------------------------------------


def test_kayles_heap_of_5():
    # Kayles' first wild heap: CGSuite's form (issue 18), genus 4^146 (Winning Ways, ch. 13).
    k5 = cgt.misere("octal(0.77, 5)")
    assert k5 == cgt.Misere(canonical="*[2[2]321]", outcome="N", genus="4^146", misere_value=1,
                            normal_value=4, birthday=5, tame=False)
    assert isinstance(k5.birthday, int) and isinstance(k5.tame, bool)


def test_nim_heaps():
    # Misère Nim on one heap: *0 is N (no move: the player to move has won), *1 is P, and *n for
    # n >= 2 has misère value n (Conway, ONAG ch. 12).
    assert [cgt.misere(f"*{n}").misere_value for n in range(12)] == [1, 0] + list(range(2, 12))
    assert [cgt.misere(f"*{n}").outcome for n in range(4)] == ["N", "P", "N", "N"]
    assert cgt.misere("0") == cgt.misere("*0")
    assert cgt.misere("*7").canonical == "*[7]" and cgt.misere("*7").genus == "7"
    assert all(cgt.misere(f"*{n}").tame for n in range(6))
    two = cgt.misere("*2 + *2")
    assert (two.canonical, two.genus, two.outcome, two.misere_value, two.tame) == ("*[2[2]]", "0^0", "P", 0, True)
    # {*2} in CGSuite's one-option notation, *[4,2] the game {*4, *2}.
    assert cgt.misere("{*2}").canonical == "*[2#]"
    assert cgt.misere("*[4,2]").canonical == "*[42]"
    # {*2, *1} is 0 in misère play, by Conway's test against X = 0: each of its options has 0 as
    # an option, 0 has no options, and both are N. So {*2, *1} + *1 is *1.
    assert cgt.misere("*[2,1]").canonical == "*[0]" and cgt.misere("*[2,1] + *1").canonical == "*[1]"


def test_kayles_and_dawsons_kayles_against_brute_force():
    for code, upto in (("0.77", 12), ("0.07", 14), ("0.137", 12), ("4.7", 10)):
        heaps = cgt.octal_misere(code, upto)
        assert isinstance(heaps, cgt.OctalMisere) and heaps.code == code and heaps.misere is True
        assert len(heaps.values) == len(heaps.genus) == upto + 1
        for n in range(upto + 1):
            p = position(("octal", code, n)) if n else ()
            where = f"{code} heap {n}"
            assert heaps.values[n] == misere_value(p), where
            one = cgt.misere(f"octal({code}, {n})")
            assert (one.misere_value, one.genus) == (heaps.values[n], heaps.genus[n]), where
            check_against_brute_force(one, p, where)
    # The docs' example, and the misère values of Kayles' heaps 0..12 as the brute force finds them.
    kayles = cgt.octal_misere("0.77", 12)
    assert kayles.values == (1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0)
    assert kayles.genus[5] == "4^146"


def test_sums_of_octal_heaps_against_brute_force():
    rng = random.Random(1818)
    for _ in range(60):
        code = rng.choice(["0.77", "0.07", "0.6", "4.7"])
        heaps = [rng.randint(1, 7) for _ in range(rng.randint(2, 3))]
        expr = " + ".join(f"octal({code}, {n})" for n in heaps)
        check_against_brute_force(cgt.misere(expr), position(*[("octal", code, n) for n in heaps]), expr)


def test_cram_against_brute_force():
    rng = random.Random(2026)
    for _ in range(60):
        rows, cols = rng.randint(1, 3), rng.randint(1, 4)
        cells = frozenset((r, c) for r in range(rows) for c in range(cols) if rng.random() > 0.25)
        text = cram_text(cells, rows, cols)
        check_against_brute_force(cgt.misere(f'cram("{text}")'), position(("cram", cells)) if cells else (), text)


# --- Bouton's misère rule, on random sums of three heaps ------------------------------------


@given(st.lists(st.integers(min_value=0, max_value=12), min_size=1, max_size=3))
def test_misere_nim_follows_boutons_rule(heaps):
    g = cgt.misere(" + ".join(f"*{n}" for n in heaps))
    nim_sum = _xor(heaps)
    if all(n <= 1 for n in heaps):
        p_position = heaps.count(1) % 2 == 1
        misere = nim_sum ^ 1  # all heaps 0 or 1: the parity of the 1s, reversed
    else:
        p_position = nim_sum == 0
        misere = nim_sum
    assert g.outcome == ("P" if p_position else "N")
    assert g.misere_value == misere and g.normal_value == nim_sum
    assert g.tame  # sums of nim heaps are tame


# --- the wrappers -----------------------------------------------------------------------------


def test_octal_misere_needs_upto_and_passes_no_other_option():
    with pytest.raises(TypeError):
        cgt.octal_misere("0.77", None)
    with pytest.raises(TypeError):
        cgt.octal_misere(0.77, 5)
    with pytest.raises(TypeError):
        cgt.octal_misere("0.77", "5")
    with pytest.raises(cgt.ParseError):
        cgt.octal_misere("0.G", 5)
    with pytest.raises(cgt.LimitError):
        cgt.octal_misere("0.77", 10**30)
    with pytest.raises(cgt.DomainError):
        cgt.octal_misere("0.77", -1)
    with pytest.raises(TypeError):
        cgt.octal_misere("0.77", True)
    assert cgt.octal_misere("0.77", 0).values == (1,)


def test_misere_errors():
    with pytest.raises(cgt.ParseError) as caught:
        cgt.misere("*2 +")
    assert caught.value.column >= 1
    # Each names the column where the text goes wrong (a heap too large: where its size is).
    for bad in ("", "*x", "{*2", "*[2", "octal(0.77)", 'cram("..|.")', "cram(..)", "*-1", "{1|0}",
                "*16777216", "octal(0.77, 100001)"):
        with pytest.raises(cgt.ParseError) as caught:
            cgt.misere(bad)
        assert caught.value.column >= 1 and "misère game" in str(caught.value), bad
    with pytest.raises(TypeError):
        cgt.misere(5)
    cgt.set_limits(work=1000)
    try:
        with pytest.raises(cgt.BudgetError):
            cgt.misere("octal(0.77, 14)")
        with pytest.raises(cgt.BudgetError):
            cgt.octal_misere("0.77", 30)
    finally:
        cgt.set_limits(work=None)
    assert cgt.misere("*1").outcome == "P"  # and the module still works
