"""cgt.Ordinal: arithmetic laws, order, text and int round trips, hashing."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt
from strategies import naturals, ordinals

w = cgt.ordinal("w")


def test_canonical_text_and_repr():
    assert str(cgt.ordinal("omega^2*3 + ω·4 + 16")) == "w^2*3+w*4+16"
    assert str(cgt.ordinal("w^(w+1)*2+5")) == "w^(w+1)*2+5"
    assert str(cgt.ordinal("w^w^w")) == "w^(w^w)"
    assert repr(cgt.ordinal("w^2+1")) == "Ordinal('w^2+1')"
    assert cgt.ordinal("w*2").unicode() == "ω·2"
    assert str(cgt.Ordinal(7)) == "7" and str(cgt.Ordinal()) == "0"


def test_operators_against_known_values():
    assert 1 + w == w  # absorbed on the left
    assert w + 1 > w
    assert str(2 * w) == "w" and str(w * 2) == "w*2"
    assert str(w ** 2 + w * 3) == "w^2+w*3"
    assert str((w + 1) - w) == "1"
    assert str(w ** w - w) == "w^w"
    assert str(2 ** w) == "w"
    assert str(cgt.natural_sum("w+1", w ** 2)) == "w^2+w+1"
    assert str(cgt.ordinal("w*3+5").nim_sum("w*1+6")) == "w*2+3"
    assert str(cgt.nim_sum(5, 3)) == "6"


@given(naturals, naturals)
def test_finite_ordinals_are_naturals(a, b):
    x, y = cgt.Ordinal(a), cgt.Ordinal(b)
    assert int(x + y) == a + b
    assert int(x * y) == a * b
    assert int(x.natural_sum(y)) == a + b
    assert int(x.nim_sum(y)) == a ^ b
    assert (x < y) == (a < b) and (x == y) == (a == b)
    assert hash(x) == hash(a) and x == a
    if a >= b:
        assert int(x - y) == a - b
    else:
        with pytest.raises(cgt.DomainError):
            x - y


@given(ordinals(), ordinals(), ordinals())
def test_sum_and_product_laws(a, b, c):
    assert (a + b) + c == a + (b + c)
    assert (a * b) * c == a * (b * c)
    assert a * (b + c) == a * b + a * c  # left distributive (the right law fails for ordinals)
    assert a + 0 == a == 0 + a and a * 1 == a == 1 * a
    assert a <= a + b and b <= a + b
    assert a.natural_sum(b) == b.natural_sum(a) >= a + b
    assert a.nim_sum(b) == b.nim_sum(a) and a.nim_sum(a) == 0
    assert (a + b) - a == b  # left subtraction undoes the sum


@given(ordinals(), ordinals())
def test_order_hash_and_text(a, b):
    assert (a < b) + (a == b) + (a > b) == 1
    assert cgt.ordinal(str(a)) == a and hash(cgt.ordinal(str(a))) == hash(a)
    assert len({a, b, cgt.ordinal(str(b))}) == (1 if a == b else 2)
    assert eval(repr(a), {"Ordinal": cgt.Ordinal}) == a
    if a.is_finite:
        assert cgt.Ordinal(int(a)) == a
    else:
        with pytest.raises(ValueError):
            int(a)


@given(st.integers(0, 3), st.integers(0, 3), st.integers(0, 3))
def test_power_laws(x, y, z):
    a, b, c = w + x, cgt.Ordinal(y), cgt.Ordinal(z)
    assert a ** (b + c) == a ** b * a ** c
    assert (a ** b) ** c == a ** (b * c)


def test_infinite_to_int_and_negative():
    with pytest.raises(cgt.DomainError, match="infinite"):
        int(w)
    with pytest.raises(cgt.DomainError):
        cgt.Ordinal(-1)
    with pytest.raises(cgt.DomainError):
        cgt.Ordinal(1) - w
    assert int(cgt.Ordinal(2**200)) == 2**200
    assert cgt.Ordinal(3) != "3" and (cgt.Ordinal(3) == 3.0) is False
