"""Misère quotients from Python (cgt.misere_quotient, `cgt octal CODE --quotient --upto N`):
Plambeck's R8 (0.75) as published, the table's algebra (an identity, commutative, associative,
each generator the image of its heap), and the outcomes the quotient predicts for random sums of
heaps against the brute force of test_misere.py, written from the octal rules with no cgt in it."""

import itertools
import random

import pytest

import cgt
from test_misere import misere_value, position


def test_r8_golden():
    # 0.75 to heap 12: Plambeck's R8, the first wild game found with a finite quotient, of order 8
    # on generators a, b, c (heaps 1, 2, 5), P-portion {a, b^2} (Plambeck and Siegel, "Misère
    # quotients for impartial games", 2008).
    q = cgt.misere_quotient("0.75", 12)
    assert isinstance(q, cgt.MisereQuotient)
    assert (q.code, q.heaps, q.order) == ("0.75", 12, 8)
    assert q.generators == ("a", "b", "c") and q.generator_heaps == (1, 2, 5)
    assert set(q.relations) == {"a^2 = 1", "b^3 = b", "bc = ab", "c^2 = b^2"}
    assert set(q.p_portion) == {"a", "b^2"}
    assert q.elements[0] == "1" and len(q.elements) == len(set(q.elements)) == 8
    assert q.heap_images == ("1", "a", "b", "a", "b", "c", "b", "c", "b", "ab^2", "b", "ab^2", "b")
    assert all(type(i) is int for row in q.products for i in row) and type(q.order) is int
    with pytest.raises(Exception):  # frozen
        q.order = 9  # type: ignore[misc]


@pytest.mark.parametrize("code, upto", [("0.75", 12), ("0.07", 12), ("0.77", 6), ("0.75", 0)])
def test_products_table_is_a_commutative_monoid(code, upto):
    q = cgt.misere_quotient(code, upto)
    n = q.order
    assert len(q.elements) == n and len(q.products) == n and all(len(row) == n for row in q.products)
    assert len(q.heap_images) == upto + 1 and q.heap_images[0] == "1"
    assert set(q.heap_images) <= set(q.elements) and set(q.p_portion) <= set(q.elements)
    assert len(q.generators) == len(q.generator_heaps)
    for g, heap in zip(q.generators, q.generator_heaps):
        assert q.heap_images[heap] == g and 1 <= heap <= upto
    for i in range(n):
        assert q.products[0][i] == q.products[i][0] == i
        for j in range(n):
            assert q.products[i][j] == q.products[j][i]
    for i, j, k in itertools.product(range(n), repeat=3):
        assert q.products[q.products[i][j]][k] == q.products[i][q.products[j][k]]


def test_element_of():
    q = cgt.misere_quotient("0.75", 12)
    assert q.element_of([]) == "1" and q.element_of([0, 0]) == "1"
    assert q.element_of([5]) == "c" and q.element_of((1, 1)) == "1"  # a^2 = 1
    assert q.element_of([2, 5]) == q.element_of([1, 2]) == "ab"     # bc = ab
    assert q.element_of(iter([5, 5])) == "b^2"                       # c^2 = b^2
    assert q.is_p([1]) and q.is_p([2, 2]) and not q.is_p([]) and not q.is_p([2])
    for bad in ([13], [-1], [3, 40]):
        with pytest.raises(ValueError):
            q.element_of(bad)
    with pytest.raises(TypeError):
        q.element_of("12")
    with pytest.raises(TypeError):
        q.element_of([1.0])


@pytest.mark.parametrize("code, seed", [("0.75", 75), ("0.07", 7)])
def test_outcomes_of_random_sums_against_brute_force(code, seed):
    # The quotient's promise: a sum of heaps 1..N is a misère P-position exactly when its element
    # is in the P-portion.
    q = cgt.misere_quotient(code, 12)
    rng = random.Random(seed)
    for _ in range(300):
        heaps = [rng.randint(0, 12) for _ in range(rng.randint(1, 4))]
        p = position(*[("octal", code, n) for n in heaps if n])
        assert q.is_p(heaps) == (misere_value(p) == 0), f"{code} {heaps}: {q.element_of(heaps)}"
    # and every sum of up to two heaps
    for x in range(13):
        for y in range(x, 13):
            p = position(*[("octal", code, n) for n in (x, y) if n])
            assert q.is_p([x, y]) == (misere_value(p) == 0), f"{code} {x}+{y}"


def test_errors():
    with pytest.raises(TypeError):
        cgt.misere_quotient("0.75", None)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        cgt.misere_quotient(0.75, 12)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        cgt.misere_quotient("0.75", True)
    with pytest.raises(cgt.ParseError):
        cgt.misere_quotient("0.G", 5)
    with pytest.raises(cgt.DomainError):
        cgt.misere_quotient("0.75", -1)
    with pytest.raises(cgt.LimitError):
        cgt.misere_quotient("0.75", 10**30)
    cgt.set_limits(work=1000)
    try:
        with pytest.raises(cgt.BudgetError):
            cgt.misere_quotient("0.77", 40)
    finally:
        cgt.set_limits(work=None)
    assert cgt.misere_quotient("0.75", 5).order >= 1  # and the module still works
