"""cgt.Game: algebra and order properties, text round trips, the values of known games."""

from fractions import Fraction

import pytest
from hypothesis import given

import cgt
from strategies import games

OUTCOME_OF_SIGN = {">": "L", "<": "R", "=": "P", "||": "N"}


def relation(g, h):
    if g == h:
        return "="
    if g < h:
        return "<"
    if g > h:
        return ">"
    assert g.fuzzy(h)
    return "||"


@given(games(), games(), games())
def test_group_laws(g, h, k):
    assert g + (-g) == cgt.Game(0) == g - g
    assert g + h == h + g
    assert (g + h) + k == g + (h + k)
    assert -(-g) == g and +g == g
    assert g + 0 == g


@given(games())
def test_order_agrees_with_outcome(g):
    assert g.outcome == OUTCOME_OF_SIGN[relation(g, cgt.Game(0))]
    assert (g > 0) == (g.outcome == "L") and (g < 0) == (g.outcome == "R")
    assert (g == 0) == (g.outcome == "P") and g.fuzzy(0) == (g.outcome == "N")
    assert (g >= 0) == (g.outcome in "LP") and (g <= 0) == (g.outcome in "RP")


@given(games(), games(), games())
def test_order_is_a_partial_order_compatible_with_sums(g, h, k):
    assert g <= g
    if g <= h and h <= g:
        assert g == h
    if g <= h and h <= k:
        assert g <= k
    assert (g <= h) == (g + k <= h + k)
    assert relation(g, h) == {"<": ">", ">": "<", "=": "=", "||": "||"}[relation(h, g)]


@given(games(), games())
def test_hash_and_text_round_trip(g, h):
    assert cgt.game(str(g)) == g and cgt.Game(str(g)) == g
    assert str(g) == g.canonical
    assert repr(g) == f"Game('{g}')" and eval(repr(g), {"Game": cgt.Game}) == g
    if g == h:
        assert hash(g) == hash(h)
    assert len({g, h, cgt.game(str(g))}) == (1 if g == h else 2)


@given(games())
def test_options_rebuild_the_game(g):
    assert cgt.Game(left=g.left_options, right=g.right_options) == g
    for option in g.left_options + g.right_options:
        assert option.birthday < g.birthday


@given(games())
def test_stops_mean_temperature_are_fractions(g):
    for value in (g.left_stop, g.right_stop, g.mean, g.temperature):
        assert isinstance(value, Fraction)
    assert g.right_stop <= g.left_stop
    assert g.right_stop <= g.mean <= g.left_stop
    assert g.thermograph.mast == g.mean and g.thermograph.temperature == g.temperature
    assert str(g.thermograph).startswith("Thermograph(") and g.thermograph.svg().lstrip().startswith("<")
    assert g.is_number == (cgt.Game(g.mean) == g)
    assert g.reduced.mean == g.mean and (g - g.reduced).is_infinitesimal


def test_known_values():
    g = cgt.game("{1|*}")
    assert (str(g), g.outcome, g.birthday) == ("{1|*}", "L", 2)
    assert (g.left_stop, g.right_stop, g.mean, g.temperature) == (1, 0, Fraction(1, 2), Fraction(1, 2))
    assert str(g.thermograph) == "Thermograph(1/2,[1/2],[0,-1],1/2,[1/2,0],[0,1,0])"
    assert str(cgt.game("^") + cgt.game("*")) == "^*"
    assert str(cgt.Game(left=[0, "*"], right=[0])) == "^*"
    assert str(cgt.Game(left=[0], right=[Fraction(1, 2)])) == "1/4"
    assert str(cgt.Game(left=[1], right=[-1])) == "+-1"
    assert cgt.Game(Fraction(3, 8)).is_number and cgt.Game(Fraction(3, 8)).mean == Fraction(3, 8)
    assert cgt.game("{1|0}").atomic_weight is None  # not all-small
    assert cgt.game("^").is_infinitesimal and not cgt.game("1/2").is_infinitesimal
    assert str(cgt.game("{3|-1}").cool(1)) == "{2|0}"
    assert cgt.game("{3|-1}").cool(1) == cgt.game("cool({3|-1},1)")
    assert cgt.game("*").heat(1) == cgt.game("heat(*,1)")
    assert cgt.game("{1|0}").overheat(1, 2) == cgt.game("overheat({1|0},1,2)")
    assert cgt.game("3").norton("^") == cgt.game("^3")
    assert cgt.game("1").ordinal_sum("*") == cgt.game("1:*")
    assert cgt.game("{2|1}").reduced == cgt.game("{2|1}").reduced
    assert cgt.game("^*").reduced == 0 and cgt.game("1/2^").reduced == Fraction(1, 2)
    assert cgt.game('domineering("..|..")') == cgt.game("+-1")
    assert cgt.Game() == 0 and cgt.Game(5) == 5 and cgt.Game(5) > Fraction(9, 2)
    assert cgt.game("10").birthday == 10 and cgt.game("2^100").birthday == 103


def test_big_numbers_are_exact():
    big = 2**80 + 1
    g = cgt.Game(big)
    assert g.mean == big and isinstance(g.left_stop, Fraction) and g.birthday == big
    assert str(g) == str(big)
    assert cgt.Game(Fraction(1, 2**70)).mean == Fraction(1, 2**70)


def test_atomic_weights():
    assert cgt.game("^").atomic_weight == 1
    assert cgt.game("*").atomic_weight == 0
    assert cgt.game("^*").atomic_weight == 1 and cgt.game("^<2>").atomic_weight == 0
