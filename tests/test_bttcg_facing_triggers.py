"""A Unit's trigger only against some cards (judge/bttcg/facing_triggers.py): "When ~ attacks a site", "When ~
blocks a Vehicle". Rulebook p.24 (Blocking: the whole attacking group is blocked; Glossary: Group), Glossary: Site (a
card under construction, a card in the Command Post, a Stockpile), rulebook p.26 (Units in the battle affect it).
Invented inline cards."""

from __future__ import annotations

import pytest

from judge.bttcg.facing_triggers import RULE_IDS, facing_problem
from judge.dsl import models as m
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import battle, only, traced, unit

SITE_BONUS = "When Rook attacks a site, it gets +2 attack."
VEHICLE_BLOCK = "Whenever Wall blocks a Vehicle, it gets +2 armor until end of turn."


def test_attacks_a_site_triggers_against_a_stockpile_glossary_site() -> None:
    """ "When ~ attacks a site, it gets +2 attack.": against Melissa's Stockpile (a site), it deals 1 + 2."""
    cards = {"a1": unit("Brian", "fast", attack=1, name="Rook", text=SITE_BONUS)}
    result = battle(cards, {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"})
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 30 - 3
    assert "rulebook/battle-2" in traced(result)


def test_attacks_a_site_does_not_trigger_against_a_unit_glossary_site() -> None:
    """Against an activated 'Mech on patrol (a Unit, not a site: CE rulings, Construction Region), no bonus: Rook
    deals its printed 1."""
    cards = {
        "a1": unit("Brian", "fast", attack=1, name="Rook", text=SITE_BONUS),
        "t1": unit("Melissa", "slow", attack=0, structure=9),
    }
    result = battle(
        cards,
        {"attacker": "Brian", "group": ["a1"], "target": "t1"},
        [
            {"by": "Brian", "assign": "a1", "to": {"t1": 1}},
        ],
    )
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["t1"]["damage"] == 1


def test_attacks_a_site_triggers_against_a_card_under_construction_glossary_site() -> None:
    """A card under construction is a site (Glossary: Site): the bonus counts against it."""
    cards = {
        "a1": unit("Brian", "fast", attack=1, name="Rook", text=SITE_BONUS),
        "c1": unit("Melissa", "slow", attack=0, structure=9, zone="construction", counters=9),
    }
    result = battle(
        cards,
        {"attacker": "Brian", "group": ["a1"], "target": "c1"},
        [
            {"by": "Brian", "assign": "a1", "to": {"c1": 3}},
        ],
    )
    assert result["legal"], result["violations"]
    assert "Rook: Rook attacks, and the card's ability triggers" in " ".join(s["text"] for s in result["trace"])


def test_blocks_a_vehicle_when_the_attacking_group_holds_one_rulebook_p24_blocking() -> None:
    """rulebook p.24 (a blocker blocks the whole attacking group): a group of a 'Mech and a Vehicle is blocked by
    Wall, so Wall blocks a Vehicle and gets +2 armor; against 'Mechs alone it does not."""
    blocked = {"attacker": "Brian", "group": ["a1", "v1"], "target": "Melissa.stockpile", "blockers": ["b1"]}
    cards = {
        "a1": unit("Brian", "fast", attack=3),
        "v1": unit("Brian", "fast", attack=0, type="vehicle"),
        "b1": unit("Melissa", "fast", attack=0, name="Wall", text=VEHICLE_BLOCK),
    }
    actions = [{"by": "Brian", "assign": "a1", "to": {"b1": 3}}]
    result = battle(cards, blocked, actions, dice=[6])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["b1"]["damage"] == 1  # 3 damage, armor 0 + 2
    del cards["v1"]
    mechs = battle(cards, {**blocked, "group": ["a1"]}, actions)
    assert only(mechs)["cards"]["b1"]["damage"] == 3


@pytest.mark.parametrize(
    ("selector", "refused"),
    [
        (m.Selector(quantifier="a", noun="vehicle"), False),
        (m.Selector(quantifier="a", noun="mech", owner="opponent"), False),
        (m.Selector(quantifier="a", noun="mech", owner="you"), True),
        (m.Selector(quantifier="a", noun="mech", states=["tapped"]), True),
        (m.Selector(quantifier="each", noun="unit"), True),
    ],
)
def test_only_a_kind_of_card_is_checked_the_rest_refused(selector: m.Selector, refused: bool) -> None:
    """What the attack or block faces is checked by kind only; a state, its own player's cards or every card of a
    kind stay refused, named (never read as the plain kind)."""
    assert (facing_problem(m.Facing(target=selector)) is not None) is refused


def test_the_facing_triggers_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
