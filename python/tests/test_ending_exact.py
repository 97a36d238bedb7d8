"""Exact equivalence, reversal and outcome digests of LR-ending positions (cgt/ending_exact.hpp,
cgt/ending_fingerprint.hpp) from Python, against the search of `cgt ending --equiv`."""

import itertools

import pytest

import cgt


def test_known_answers():
    s = cgt.ending("{{*L, X_1}}")
    assert str(s) == "{{*L, X_1}}"  # a simplified form ...
    assert s.exactly_equivalent(cgt.ending("*L")) is True  # ... equivalent to *L
    assert str(s.reverts_to) == "*L"
    assert cgt.ending("{X_1}").reverts_to is None
    assert cgt.ending("*L").reverts_to is None
    assert cgt.ending("*L_2 + *R_3").exactly_equivalent(cgt.ending("*R_1")) is True
    assert cgt.ending("{*L, *R_1}").exactly_equivalent(cgt.ending("X_2")) is False


def test_too_many_subpositions_is_undecided():
    big = cgt.ending("*L_40")
    assert big.exactly_equivalent(cgt.ending("*R_40")) is None


def test_agrees_with_the_search_on_small_positions():
    day2 = [cgt.ending(t) for t in ["*L", "*R", "*L_1", "*R_1", "X_1", "{*L, *R_1}", "{*R, *L_1}", "X_2"]]
    decided = 0
    for g, h in itertools.combinations(day2, 2):
        exact = g.exactly_equivalent(h)
        search = cgt.ending_equivalent(g, h, upto=2)
        if search.equivalent is not None:
            assert exact == search.equivalent, (str(g), str(h))
            decided += 1
        if exact:
            assert g.outcome_digests(2) == h.outcome_digests(2)
        elif search.equivalent is False:
            assert g.outcome_digests(2)[0] != h.outcome_digests(2)[0]
    assert decided > 10


def test_digests_and_errors():
    signature, fingerprint = cgt.ending("X_2").outcome_digests()
    assert len(signature) == 32 and len(fingerprint) == 32 and signature != fingerprint
    assert cgt.ending("X_2 + *L").outcome_digests(1) == cgt.ending("X_2").outcome_digests(1)
    with pytest.raises(cgt.DomainError):
        cgt.ending("X_2").outcome_digests(4)
