"""Mission-card effects after the mission, once for each card that took structure damage (judge/bttcg/mission_after.py;
issue 17: every card does what it says): For the Chancellor! read in place from the pool (skipped without
../shared), the Units invented inline. Rulebook p.29 and the glossary (Armor, Structure: structure damage is what gets
through armor), CE rulings, Mission Cards (a played card stays in effect until the end of the mission)."""

from __future__ import annotations

from typing import Any

from judge.bttcg.mission_after import RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import battle, mission_card, only, unit

_MISSION = {
    "attacker": "Brian",
    "group": ["raider", "buddy"],
    "target": "Melissa.stockpile",
    "blockers": ["guard", "guard2"],
}


def _chancellor(pool: CardPool, raider: dict[str, int], buddy: dict[str, int], choose: list[str]) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "buddy": unit("Brian", "fast", attack=1, structure=9),
        "guard": unit("Melissa", "fast", attack=0, armor=1, structure=9),
        "guard2": unit("Melissa", "fast", attack=0, armor=0, structure=9),
        "card": {"owner": "Brian", "card": "For the Chancellor!"},
    }
    actions = [
        {"by": "Brian", "play": "card", "choose": choose},
        {"by": "Brian", "assign": "raider", "to": raider},
        {"by": "Brian", "assign": "buddy", "to": buddy},
    ]
    return battle(cards, _MISSION, actions, assets=("T", ""), pool=pool)


def _tapped(result: dict[str, Any]) -> tuple[bool, bool]:
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    return cards["raider"]["tapped"], cards["buddy"]["tapped"]


def test_for_each_blocker_that_took_structure_damage_untap_one_after_the_mission_rulebook_p29_glossary_armor(
    current_pool: CardPool,
) -> None:
    """for_each after the mission, took_structure_damage: For the Chancellor! (after the mission, for each blocking
    Unit that took structure damage, its player may untap one of their 'Mechs). The 'Mechs to untap are
    chosen in order when it is played; with one blocker damaged through its armor only the first untaps, with both
    both do; 1 damage to a blocker with 1 armor is no structure damage (glossary, Armor: only damage that gets
    through the armor has any lasting effect)."""
    choose = ["raider", "buddy"]
    assert _tapped(_chancellor(current_pool, {"guard": 3}, {"guard": 1}, choose)) == (False, True)
    assert _tapped(_chancellor(current_pool, {"guard": 3}, {"guard2": 1}, choose)) == (False, False)
    assert _tapped(_chancellor(current_pool, {"guard2": 3}, {"guard": 1}, choose)) == (False, True)
    assert _tapped(_chancellor(current_pool, {"guard": 1, "guard2": 2}, {"guard": 1}, ["buddy"])) == (True, False)


def test_for_each_after_the_mission_declined_or_wrong_choice_rulebook_p32(current_pool: CardPool) -> None:
    """A "may": listing no 'Mech declines (both stay tapped); a 'Mech of the opponent cannot be chosen (rulebook
    p.32: one of the player's 'Mechs in the battle), nor one twice."""
    assert _tapped(_chancellor(current_pool, {"guard": 3}, {"guard2": 1}, [])) == (True, True)
    for wrong in (["guard"], ["raider", "raider"]):
        result = _chancellor(current_pool, {"guard": 3}, {"guard2": 1}, wrong)
        assert not result["legal"], wrong


def test_for_each_damaged_blocker_untap_at_the_end_of_the_combat_mandatory_rulebook_p29() -> None:
    """The older wording, without "may" (invented here with "Unit"): "For each blocking Unit that takes structure
    damage during this combat, untap one attacking 'Mech at the end of the combat." The 'Mechs are listed in order as
    it is played, and must be (strict mode): none listed is a violation; with both blockers damaged both untap."""
    text = (
        "For each blocking Unit that takes structure damage during this combat, untap one attacking 'Mech at the end "
        "of the combat."
    )
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "buddy": unit("Brian", "fast", attack=1, structure=9),
        "guard": unit("Melissa", "fast", attack=0, armor=1, structure=9),
        "guard2": unit("Melissa", "fast", attack=0, armor=0, structure=9),
        "card": mission_card("Brian", text, "Rally"),
    }

    def played(choose: list[str]) -> dict[str, Any]:
        actions = [
            {"by": "Brian", "play": "card", "choose": choose},
            {"by": "Brian", "assign": "raider", "to": {"guard": 3}},
            {"by": "Brian", "assign": "buddy", "to": {"guard2": 1}},
        ]
        return battle(cards, _MISSION, actions, assets=("T", ""))

    assert _tapped(played(["buddy", "raider"])) == (False, False)
    assert not played([])["legal"]


def test_mission_after_rule_ids_resolve() -> None:
    """Every rule id mission_after.py cites resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


def test_took_structure_damage_after_the_mission_is_in_the_table_rulebook_p29(current_pool: CardPool) -> None:
    """The node-kind table names the executor of ``took_structure_damage`` (mission_after.run, after the mission)
    instead of refusing it as unresolved: For the Chancellor! (its current text, read in place) and the older
    wording (invented here with "Unit") are executed whole (rulebook p.29, Resolving Damage: structure damage is
    known once damage resolves, which is when the untaps apply)."""
    from judge.bttcg.executable import card_refusals, face_with
    from judge.bttcg.executes import executed
    from judge.cards.models import BtCard
    from judge.cardtext.parser import parse_card_text

    assert executed("selector", "took_structure_damage")
    card = next(c for c in current_pool.cards if isinstance(c, BtCard) and c.name == "For the Chancellor!")
    older = (
        "For each blocking Unit that takes structure damage during this combat, "
        "untap one attacking 'Mech at the end of the combat."
    )
    for text in (card.text, older):
        assert text is not None
        parsed = parse_card_text(text, card.name, card.card_type, suggestions=False)
        assert card_refusals(face_with(card, list(parsed.abilities))).refused == [], text
