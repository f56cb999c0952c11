"""Construction costs: the cost grammar and the rulebook's total-cost rule."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from judge.cards.cost import CostError, parse_cost, total_cost
from judge.cards.models import ASSETS, BtCard, Cost


def test_parse_cost_base_and_asset_costs() -> None:
    cost = parse_cost("6+3A+3M+3T")
    assert cost == Cost(base=6, assets={"A": 3, "M": 3, "T": 3})
    assert str(cost) == "6+3A+3M+3T"


def test_parse_cost_zero_and_resource_symbols() -> None:
    assert parse_cost("0") == Cost(base=0)
    assert parse_cost("R·R·R") == Cost(resources=3)
    assert parse_cost("{R}") == Cost(resources=1)
    assert str(parse_cost("R·R")) == "R·R"


def test_parse_cost_reads_the_1997_archive_slash_spelling() -> None:
    # 004: "Dasher D ... 4/2A/1M/1T"
    assert parse_cost("4/2A/1M/1T") == parse_cost("4+2A+1M+1T")


@pytest.mark.parametrize(
    ("text", "column"),
    [("6+3X", 4), ("6+", None), ("A3", 1), ("6+3A+", None), ("R·R·", None)],
)
def test_parse_cost_rejects_non_costs_with_the_column(text: str, column: int | None) -> None:
    with pytest.raises(CostError) as info:
        parse_cost(text)
    assert text in str(info.value)
    if column is not None:
        assert info.value.column == column


def test_parse_cost_rejects_an_asset_listed_twice() -> None:
    with pytest.raises(CostError, match="listed twice"):
        parse_cost("6+1A+2A")


def test_parse_cost_rejects_empty_and_overlong_text() -> None:
    with pytest.raises(CostError, match="empty"):
        parse_cost("  ")
    with pytest.raises(CostError, match="longer"):
        parse_cost("1" + "+1A" * 40)


def _sunder() -> BtCard:
    return BtCard(name="Sunder", card_type="Unit", cost=parse_cost("6+3A+3M+3T"))


def test_total_cost_rulebook_p19_sunder() -> None:
    """Rulebook p.19, "Constructing Cards": base cost plus each asset cost whose asset is not available."""
    sunder = _sunder()
    assert total_cost(sunder, []) == 15
    assert total_cost(sunder, ["A", "M", "T"]) == 6
    for some in (["A"], ["M", "T"], ["A", "T"]):
        assert 9 <= total_cost(sunder, some) <= 12  # type: ignore[operator]
    # Assets the cost does not name change nothing; assets are not cumulative.
    assert total_cost(sunder, ["L", "P"]) == 15
    assert total_cost(sunder, ["A", "A", "M", "T"]) == 6


def test_total_cost_1997_rulings_dasher_d() -> None:
    """004, Dasher D (4/2A/1M/1T): 8 with no assets, 7 with Tactics, 4 with Assembly, Munitions and Tactics."""
    dasher = BtCard(name="Dasher D", cost=parse_cost("4/2A/1M/1T"))
    assert total_cost(dasher, []) == 8
    assert total_cost(dasher, ["T"]) == 7
    assert total_cost(dasher, ["A", "M", "T"]) == 4


def test_total_cost_of_a_card_without_cost_is_none() -> None:
    assert total_cost(BtCard(name="Heavy Fog", card_type="Mission"), ["A"]) is None


costs = st.builds(
    lambda base, assets: Cost(base=base, assets=dict(assets)),
    st.integers(min_value=0, max_value=20),
    st.lists(st.tuples(st.sampled_from(ASSETS), st.integers(1, 9)), max_size=5, unique_by=lambda t: t[0]),
)


@given(costs)
def test_cost_round_trips_through_its_printed_spelling(cost: Cost) -> None:
    assert parse_cost(str(cost)) == cost


@given(st.text(max_size=30))
def test_parse_cost_raises_only_cost_error(text: str) -> None:
    with contextlib.suppress(CostError):
        parse_cost(text)
