"""Continuous changes to the Units a card in play chooses by their options or keywords ("Each of your Units with VTOL
gets +1 attack") and a Terrain card's "Units in this region" (judge/bttcg/continuous_kinds.py): rulebook p.26 (cards
that can affect the battle), p.31 (Unit options), p.25 (a guarding Unit is in the region of the site it guards),
Glossary, Terrain. Invented inline cards."""

from __future__ import annotations

from typing import Any

from tests.bttcg_helpers import answer, battle, only, unit
from tests.test_bttcg_continuous import TO_STOCKPILE, command
from tests.test_bttcg_terrain import scenario, terrain_card

VTOL_BONUS = "Each of your Units with VTOL gets +2 attack."


def test_change_to_units_with_an_option_from_a_command_card_rulebook_p26_p31() -> None:
    """rulebook p.26, p.31: "Each of your 'Mechs with Jump gets +2 attack." reaches a 'Mech with Jump printed on it
    (3 + 2 to the Stockpile), not one without (3)."""
    text = "Each of your 'Mechs with Jump gets +2 attack."
    jumper = unit("Brian", "fast", attack=3, text="Jump (-1 attack: +1 initiative)")
    cards = {"a1": jumper, "hq": command("Brian", text)}
    assert only(battle(cards, TO_STOCKPILE))["stockpiles"]["Melissa"] == 30 - 5
    cards = {"a1": unit("Brian", "fast", attack=3), "hq": command("Brian", text)}
    assert only(battle(cards, TO_STOCKPILE))["stockpiles"]["Melissa"] == 30 - 3


def test_change_to_units_with_a_keyword_ce_rulings_vtol() -> None:
    """CE General Rulings, VTOL (a keyword of the Unit): "Each of your Units with VTOL gets +2 attack." reaches a VTOL
    Vehicle; "... without VTOL gets -1 attack" of the opponent's card reaches a 'Mech without it."""
    vtol = unit("Brian", "fast", attack=3, type="vehicle", text="VTOL")
    result = battle({"a1": vtol, "hq": command("Brian", VTOL_BONUS)}, TO_STOCKPILE)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 30 - 5
    minus = command("Melissa", "Each opposing 'Mech without VTOL gets -1 attack.")
    assert (
        only(battle({"a1": unit("Brian", "fast", attack=3), "hq": minus}, TO_STOCKPILE))["stockpiles"]["Melissa"]
        == 30 - 2
    )


def _region_raid(region: str, target: str, blockers: list[str]) -> dict[str, Any]:
    cards = {
        "swamp": terrain_card("Melissa", "Swamp", "Units in this region get +1 armor.", region=region),
        "raider": unit("Brian", speed="moderate", attack=4, structure=9, name="Raider"),
        "sunder": unit("Melissa", speed="slow", attack=0, structure=9, name="Sunder"),
        "scout": unit("Melissa", speed="moderate", attack=0, structure=9, name="Scout"),
        "warden": unit("Melissa", speed="fast", attack=0, structure=9, zone="guard", guarding="Melissa.stockpile"),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": target, "blockers": blockers}
    actions = [{"by": "Brian", "assign": "raider", "to": {blockers[0]: 4}}] if blockers else []
    return answer(scenario(cards, mission=mission, actions=actions))


def test_terrain_units_in_this_region_patrol_glossary_terrain_rulebook_p26() -> None:
    """Glossary, Terrain; rulebook p.26: a Terrain card in Melissa's Patrol region, a mission against her patrolling
    Sunder: Sunder (in the region) has +1 armor and takes 3 of the Raider's 4; the attacking Raider, in Brian's
    regions, gets nothing. In her Stockpile region the card does not affect that mission: Sunder takes 4."""
    there = _region_raid("patrol", "sunder", [])
    assert there["legal"], there["violations"]
    assert only(there)["cards"]["sunder"]["damage"] == 3
    assert only(_region_raid("stockpile", "sunder", []))["cards"]["sunder"]["damage"] == 4


def test_terrain_units_in_this_region_guarding_rulebook_p25() -> None:
    """rulebook p.25 (a guarding Unit is in the same region as the site it guards): with the card in Melissa's
    Stockpile region and a mission against her Stockpile, the Warden guarding it is in that region (+1 armor: 3 of 4
    damage), the patrolling Scout blocking is not (4 of 4)."""
    guarded = _region_raid("stockpile", "Melissa.stockpile", ["warden"])
    assert guarded["legal"], guarded["violations"]
    assert only(guarded)["cards"]["warden"]["damage"] == 3
    patrolling = _region_raid("stockpile", "Melissa.stockpile", ["scout"])
    assert patrolling["legal"], patrolling["violations"]
    assert only(patrolling)["cards"]["scout"]["damage"] == 4


def test_keywords_a_command_card_gives_stay_refused_ce_rulings_c3() -> None:
    """A keyword a Command card in play may give (C3: "Each of your 'Mechs gains C3") would make "with C3" depend on
    the other cards in play: the change is refused, out loud, never guessed."""
    from judge.bttcg.continuous import executes
    from judge.dsl import models as m

    with_c3 = m.Selector(quantifier="each", noun="mech", owner="you", with_option="C3")
    assert not executes(m.ModifyStat(target=with_c3, stat="attack", amount=1))
    with_vtol = with_c3.model_copy(update={"with_option": "VTOL"})
    assert executes(m.ModifyStat(target=with_vtol, stat="attack", amount=1))
    in_region = with_c3.model_copy(update={"with_option": None, "in_enhanced_region": True})
    assert not executes(m.ModifyStat(target=in_region, stat="attack", amount=1))  # only a Terrain card's


def _raid_on_depot(hq_owner: str, text: str) -> dict[str, Any]:
    cards = {
        "a1": unit("Brian", "fast", attack=3),
        "depot": command("Melissa", "", "Depot", armor=1, structure=5),
        "hq": command(hq_owner, text),
    }
    return battle(cards, {"attacker": "Brian", "group": ["a1"], "target": "depot"})


def test_command_cards_armor_from_a_command_card_rulebook_p29() -> None:
    """rulebook p.29 (Units and Command cards have armor): Melissa's "Your Command cards have +1 armor." makes her
    Depot's armor 2 against the 3 damage (1 gets through); Brian's card of the same text gives her Depot nothing (2)."""
    text = "Your Command cards have +1 armor."
    result = _raid_on_depot("Melissa", text)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["depot"]["damage"] == 1
    assert only(_raid_on_depot("Brian", text))["cards"]["depot"]["damage"] == 2


def test_other_sites_and_other_stats_of_command_cards_stay_refused_rulebook_p29() -> None:
    """A Stockpile's or a card under construction's armor is not read (base 0: rulebook p.29), nor a Command card's
    structure changed here: such changes are refused, never applied in part."""
    from judge.bttcg.continuous import executes
    from judge.dsl import models as m

    sites = m.Selector(quantifier="each", noun="site", owner="you")
    assert not executes(m.ModifyStat(target=sites, stat="armor", amount=1))
    commands = m.Selector(quantifier="all", noun="card", owner="you", card_type="Command")
    assert executes(m.ModifyStat(target=commands, stat="armor", amount=1))
    assert not executes(m.ModifyStat(target=commands, stat="structure", amount=1))
