"""Hypothesis strategies for ordinals and games, built through the public API."""

from fractions import Fraction

from hypothesis import strategies as st

import cgt

# Ordinals: sums of terms w^e*c with small exponents (themselves ordinals) and coefficients,
# made through the operators, so every law test also exercises them.
naturals = st.integers(min_value=0, max_value=2**70)
small_naturals = st.integers(min_value=0, max_value=6)


@st.composite
def ordinals(draw, depth=2):
    """A finite part plus up to three terms w^e * c, each exponent e itself drawn (depth - 1)."""
    value = cgt.Ordinal(draw(st.integers(min_value=0, max_value=50)))
    for _ in range(draw(st.integers(min_value=0, max_value=3))):
        exponent = cgt.Ordinal(draw(small_naturals)) if depth == 0 else draw(ordinals(depth=depth - 1))
        value = value + cgt.ordinal("w") ** exponent * draw(st.integers(min_value=1, max_value=2**66))
    return value


dyadics = st.builds(lambda n, k: Fraction(n, 2**k), st.integers(-8, 8), st.integers(0, 3))

# Games: small numbers, nimbers, ups, switches, and games made from options of games already
# drawn (so every canonical-form path of Game(left=..., right=...) is used).
atoms = st.one_of(
    dyadics.map(cgt.Game),
    st.sampled_from(["*", "*2", "*3", "^", "v", "^*", "+-1", "+-1/2", "{1|0}", "{2|-1}", "{0|v}", "Tiny(1)", "Miny(2)"]).map(cgt.game),
)


def games(max_leaves=6):
    return st.recursive(
        atoms,
        lambda children: st.builds(lambda l, r: cgt.Game(left=l, right=r),
                                   st.lists(children, max_size=2), st.lists(children, max_size=2)),
        max_leaves=max_leaves)
