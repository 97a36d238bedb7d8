"""Every public function called with bad input raises the right exception, never crashes."""

from fractions import Fraction

import pytest

import cgt


def test_exception_hierarchy():
    assert issubclass(cgt.ParseError, ValueError) and issubclass(cgt.ParseError, cgt.Error)
    assert issubclass(cgt.DomainError, ValueError) and issubclass(cgt.DomainError, cgt.Error)
    assert issubclass(cgt.LimitError, RuntimeError) and issubclass(cgt.BudgetError, cgt.LimitError)
    assert issubclass(cgt.ContextError, cgt.Error)


def test_parse_errors_name_the_column():
    with pytest.raises(cgt.ParseError) as caught:
        cgt.ordinal("w^2 + + 1")
    assert caught.value.column == 7 and "column 7" in str(caught.value)
    assert caught.value.subject == "ordinal"
    with pytest.raises(cgt.ParseError) as caught:
        cgt.game("{1|2")
    assert caught.value.column >= 1 and f"column {caught.value.column}" in str(caught.value)
    for text in ["", "w^", "(w", "3x", "-1"]:
        with pytest.raises(cgt.ParseError):
            cgt.Ordinal(text)
    for text in ["", "{", "1|", "{1|2}}", "*x", "{1|2}x"]:
        with pytest.raises(cgt.ParseError):
            cgt.Game(text)


def tower(height):
    value = cgt.ordinal("w")
    for _ in range(height):
        value = cgt.ordinal("w") ** value
    return value


@pytest.mark.parametrize("call, error", [
    # Ordinals
    (lambda: cgt.ordinal(3), TypeError),
    (lambda: cgt.Ordinal(1.5), TypeError),
    (lambda: cgt.Ordinal(-3), cgt.DomainError),
    (lambda: cgt.Ordinal(2) - cgt.ordinal("w"), cgt.DomainError),
    (lambda: int(cgt.ordinal("w+1")), ValueError),
    (lambda: cgt.ordinal("w") + "w", TypeError),
    (lambda: cgt.ordinal("w") < "w", TypeError),
    (lambda: cgt.natural_sum("w", None), TypeError),
    (lambda: cgt.nim_sum("w", -1), cgt.DomainError),
    (lambda: cgt.ordinal("w").natural_sum("w+"), cgt.ParseError),
    (lambda: cgt.ordinal("w").nim_sum([]), TypeError),
    (lambda: tower(300), cgt.LimitError),  # exponents nest at most 256 deep
    (lambda: cgt.Ordinal(2) ** cgt.Ordinal(2**40), cgt.LimitError),
    # Games
    (lambda: cgt.game(None), TypeError),
    (lambda: cgt.Game(1.5), TypeError),
    (lambda: cgt.Game(Fraction(1, 3)), cgt.DomainError),
    (lambda: cgt.Game("1", left=[0]), TypeError),
    (lambda: cgt.Game(left="01"), TypeError),
    (lambda: cgt.Game(left=[object()]), TypeError),
    (lambda: cgt.Game(left=["{"]), cgt.ParseError),
    (lambda: cgt.Game(left=5), TypeError),
    (lambda: cgt.game("*") + "1", TypeError),
    (lambda: cgt.game("*") <= "1", TypeError),
    (lambda: cgt.game("*").fuzzy(None), TypeError),
    (lambda: cgt.game("{1|0}").cool("*"), cgt.DomainError),
    (lambda: cgt.game("{1|0}").heat(1.0), TypeError),
    (lambda: cgt.game("{1|0}").overheat(1, "{"), cgt.ParseError),
    (lambda: cgt.game("{1|0}").norton([]), TypeError),
    (lambda: cgt.game("{1|0}").ordinal_sum(Fraction(1, 6)), cgt.DomainError),
    (lambda: cgt.game("*1000000000").left_options, cgt.LimitError),
    (lambda: cgt.game('domineering("..x")'), cgt.Error),
    (lambda: cgt.game("cool(*, *)"), cgt.DomainError),
    # Rulesets
    (lambda: cgt.canonical(object()), TypeError),
    (lambda: cgt.canonical([1, 2]), TypeError),
    (lambda: cgt.canonical(None, solver=3), TypeError),
    (lambda: cgt.canonical(None, progress=3), TypeError),
    (lambda: cgt.canonical(None, every=0), cgt.DomainError),
    (lambda: cgt.grundy(object()), TypeError),
    (lambda: cgt.grundy(5), TypeError),
    (lambda: cgt.grundy(None, every=-1), cgt.DomainError),
    (lambda: cgt.ending_value(None, every=0), cgt.DomainError),
    # LR-ending positions
    (lambda: cgt.ending(3), TypeError),
    (lambda: cgt.ending("*L_"), cgt.ParseError),
    (lambda: cgt.ending("*L") + 1, TypeError),
    (lambda: cgt.ending("X_0"), cgt.ParseError),
    # The seed rulesets (rulesets.py: the CLI's own errors, through cgt::commands::run)
    (lambda: cgt.nim(["w^^2"]), cgt.ParseError),
    (lambda: cgt.nim([-3]), cgt.DomainError),
    (lambda: cgt.nim([1.5]), TypeError),
    (lambda: cgt.nim(None), TypeError),
    (lambda: cgt.welter([3, 3]), cgt.DomainError),
    (lambda: cgt.end_nim([3, 0, 2]), cgt.DomainError),
    (lambda: cgt.end_nim("3||2"), cgt.ParseError),
    (lambda: cgt.end_nim_grid("2", 10**9), cgt.LimitError),
    (lambda: cgt.partial_nim(["x4"]), cgt.ParseError),
    (lambda: cgt.partial_nim([("b", "x")]), TypeError),
    (lambda: cgt.impartial("*3 +"), cgt.ParseError),
    (lambda: cgt.impartial(3), TypeError),
    (lambda: cgt.chain([1, 2], [1, 2]), cgt.DomainError),
    (lambda: cgt.nhe([1, 3, 3]), cgt.DomainError),
    (lambda: cgt.boxes([3, 0, 2], [1]), cgt.DomainError),
    (lambda: cgt.octal("0.G"), cgt.ParseError),
    (lambda: cgt.octal("0.77", upto=10**30), cgt.LimitError),
    (lambda: cgt.octal("0.77", upto="5"), TypeError),
    (lambda: cgt.misere("*2 + "), cgt.ParseError),
    (lambda: cgt.misere(["*2"]), TypeError),
    (lambda: cgt.misere("octal(0.77, 100001)"), cgt.ParseError),  # the heap's column is named
    (lambda: cgt.octal_misere("0.77", None), TypeError),
    (lambda: cgt.octal_misere("0.77", 10**30), cgt.LimitError),
    (lambda: cgt.even_nim([3]), cgt.DomainError),
    (lambda: cgt.lr_subtraction([3], [1]), cgt.DomainError),
    (lambda: cgt.lr_subtraction([3], [2], upto=4), cgt.DomainError),
    (lambda: cgt.ending_equivalent("*L", "*Q"), cgt.ParseError),
    (lambda: cgt.ending_inverse(5), TypeError),
    (lambda: cgt.ending_analysis("X_0"), cgt.ParseError),
    (lambda: cgt.ending_analysis(["*L"]), TypeError),
    (lambda: cgt.ending_analysis("{*L"), cgt.ParseError),
    (lambda: cgt.canonical(None, progress="yes"), TypeError),
    # Limits
    (lambda: cgt.set_limits(work=-1), cgt.DomainError),
    (lambda: cgt.set_limits(memory="1GB"), TypeError),
    (lambda: cgt.set_limits(1000), TypeError),
])
def test_bad_input_raises(call, error):
    with pytest.raises(error):
        call()
    assert cgt.game("{1|*}").outcome == "L"  # and the module still works


def test_unhashable_positions_and_bad_options():
    class Unhashable:
        __hash__ = None

        def left_options(self):
            return []

        def right_options(self):
            return []

    with pytest.raises(TypeError):
        cgt.canonical(Unhashable())

    class NotIterable:
        def __hash__(self):
            return 0

        def left_options(self):
            return 5

        def right_options(self):
            return []

    with pytest.raises(TypeError):
        cgt.canonical(NotIterable())

    class RaisingProgress:
        def __init__(self, n):
            self.n = n

        def __hash__(self):
            return self.n

        def __eq__(self, other):
            return self.n == other.n

        def options(self):
            return [RaisingProgress(self.n - 1)] if self.n else []

    def stop(positions, size):
        raise StopIteration("enough")

    with pytest.raises(StopIteration):
        cgt.grundy(RaisingProgress(100), progress=stop, every=10)
