"""Abilities used immediately after a missile die is rolled (judge/bttcg/rerolls.py): a reroll, an addition to the
roll, each used on the first of its player's missile rolls that shows one of the faces the scenario's ``on_roll``
lists. Rulebook p.31 (Missile: one die per missile when damage resolves; 1-2 deal 1-2, 3 deals 3 with Munitions);
1997 rulings, Order of Resolving Effects During Missions (missile rolls when damage is applied); CE General Rulings,
Unit Options: NARC (modifications of one roll combine, NARC's too). Invented cards, and one pool card read in place."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from judge import budget
from judge.bttcg import rules as r
from judge.bttcg.scenario import Action
from judge.bttcg.scenario_text import parse_text
from judge.bttcg.scenario_write import to_text
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, printing_text, rules_of, unit

REROLL = "{T}: Reroll one of your missile die rolls. Use this ability only immediately after that die roll."
PLUS_ONE = "{T}: Add +1 to one of your die rolls. Use this ability only immediately after that die roll."


def _command(owner: str, text: str, **state: Any) -> dict[str, Any]:
    return {"owner": owner, "command": {"name": "Gadget", "keywords": ["Resource"], "text": text}, **state}


def _volley(
    uses: list[dict[str, Any]],
    missiles: int = 1,
    extra: dict[str, Any] | None = None,
    text: str | None = None,
    **more: Any,
) -> dict[str, Any]:
    """Brian's missile 'Mech fires ``missiles`` at Melissa's unblocked Stockpile; ``uses``: the actions after."""
    cards = {"lrm": unit("Brian", "fast", attack=0, text=text or f"Missile {missiles}"), **(extra or {})}
    mission = {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile"}
    fire = {"by": "Brian", "use": "Missile", "unit": "lrm", "at": {"Melissa.stockpile": missiles}}
    return battle(cards, mission, [{"by": "Melissa", "pass": True}, fire, *uses], **more)


def _distribution(result: dict[str, Any], card: str = "gadget") -> dict[tuple[int, bool], Fraction]:
    """(cards scrapped from Melissa's Stockpile, the card tapped) -> probability."""
    found: dict[tuple[int, bool], Fraction] = {}
    for o in result["outcomes"]:
        key = (30 - o["stockpiles"]["Melissa"], o["cards"][card]["tapped"])
        found[key] = found.get(key, Fraction(0)) + Fraction(o["probability"])
    return found


def _use(card: str = "gadget", on_roll: list[int] | None = None, **more: Any) -> dict[str, Any]:
    return {"by": "Brian", "use": "ability", "card": card, **({"on_roll": on_roll} if on_roll else {}), **more}


def test_reroll_missile_exact_distribution_rulebook_p31() -> None:
    """rulebook p.31: a missile's die deals 1 on a 1, 2 on a 2, nothing on 3-6 without Munitions. Rerolled on a
    3-6 (and its card tapped then only): nothing with 4/6 x 4/6 = 4/9, 1 or 2 with 1/6 + 4/6 x 1/6 = 5/18 each,
    the card tapped in the rerolled ways only. Exact, never sampled."""
    result = _volley([_use(on_roll=[3, 4, 5, 6])], extra={"gadget": _command("Brian", REROLL)})
    assert result["legal"], result["violations"]
    assert _distribution(result) == {
        (0, True): Fraction(4, 9),
        (1, False): Fraction(1, 6),
        (2, False): Fraction(1, 6),
        (1, True): Fraction(1, 9),
        (2, True): Fraction(1, 9),
    }
    assert r.DIE_ROLLS_AT_ONCE in {rule for step in result["trace"] for rule in step["rules"]}


def test_reroll_missile_takes_the_next_fixed_die_rulings_1997_order_of_resolving() -> None:
    """1997 rulings, Order of Resolving Effects During Missions: missile rolls resolve when damage is applied, so
    the scenario's dice are used in that order: the missile rolls 5, is rerolled, and the next die (2) deals 2. A
    first roll of 2 is not one the player rerolls: the card stays untapped."""
    extra = {"gadget": _command("Brian", REROLL)}
    assert _distribution(_volley([_use(on_roll=[4, 5, 6])], extra=extra, dice=[5, 2])) == {(2, True): 1}
    assert _distribution(_volley([_use(on_roll=[4, 5, 6])], extra=extra, dice=[2, 1])) == {(2, False): 1}


def test_add_to_die_roll_with_munitions_rulebook_p31() -> None:
    """rulebook p.31: with Munitions a roll of 3 deals 3. +1 on a 2 makes it a 3 (3 damage); +1 on a 6 is a 7, which
    deals nothing; without Munitions the 3 it makes deals nothing."""
    extra = {"gadget": _command("Brian", PLUS_ONE)}
    assert _distribution(_volley([_use(on_roll=[2])], extra=extra, dice=[2], assets=("M", "T"))) == {(3, True): 1}
    assert _distribution(_volley([_use(on_roll=[2])], extra=extra, dice=[2], assets=("T", "T"))) == {(0, True): 1}
    assert _distribution(_volley([_use(on_roll=[6])], extra=extra, dice=[6], assets=("M", "T"))) == {(0, True): 1}
    spread = _distribution(_volley([_use(on_roll=[2])], extra=extra, assets=("M", "T")))
    sixth = Fraction(1, 6)
    assert spread == {(1, False): sixth, (3, True): sixth, (3, False): sixth, (0, False): Fraction(1, 2)}


def test_die_roll_changes_combine_with_narc_ce_rulings_narc() -> None:
    """CE General Rulings, Unit Options: NARC: NARC combines with other abilities that modify die rolls (NAIS, Field
    Command Post). A 3 with +1 is a 4; NARC takes 1 off: a 3 again, 3 damage with Munitions."""
    extra = {"gadget": _command("Brian", PLUS_ONE)}
    narc = "Missile 1 NARC"
    result = _volley([_use(on_roll=[3])], extra=extra, dice=[3], assets=("M", "T"), text=narc)
    assert _distribution(result) == {(3, True): 1}
    assert r.DIE_ROLL_CHANGES_COMBINE in {rule for step in result["trace"] for rule in step["rules"]}


def test_several_uses_on_one_roll_in_the_scenarios_order_ce_rulings_narc() -> None:
    """CE rulings, NARC: more than one modification may apply to one roll. The reroll first (on a 6: rolls 1), then
    the +1 on that 1: a 2, 2 damage; both cards tapped."""
    extra = {"gadget": _command("Brian", REROLL), "second": _command("Brian", PLUS_ONE)}
    result = _volley([_use(on_roll=[6]), _use("second", on_roll=[1])], extra=extra, dice=[6, 1])
    (only,) = result["outcomes"]
    assert only["stockpiles"]["Melissa"] == 28
    assert only["cards"]["gadget"]["tapped"] and only["cards"]["second"]["tapped"]


def test_first_roll_showing_the_faces_of_the_chosen_unit_rulebook_p31() -> None:
    """rulebook p.31: one die per missile, in the order fired. "one of your missile die rolls": the first of the
    chosen Unit's rolls that shows a listed face; another Unit's rolls are not looked at."""
    other = unit("Brian", "fast", attack=0, text="Missile 1")
    cards = {"lrm": unit("Brian", "fast", attack=0, text="Missile 1"), "srm": other}
    cards["gadget"] = _command("Brian", REROLL)
    mission = {"attacker": "Brian", "group": ["lrm", "srm"], "target": "Melissa.stockpile"}
    fires = [
        {"by": "Brian", "use": "Missile", "unit": unit_id, "at": {"Melissa.stockpile": 1}} for unit_id in ("lrm", "srm")
    ]
    use = _use(on_roll=[5], choose=["srm"])
    result = battle(cards, mission, [{"by": "Melissa", "pass": True}, *fires, use], dice=[5, 5, 1])
    (only,) = result["outcomes"]
    assert only["stockpiles"]["Melissa"] == 29  # lrm's 5 left alone; srm's 5 rerolled: 1
    assert only["cards"]["gadget"]["tapped"]


def test_after_roll_ability_checks_rulebook_p27() -> None:
    """rulebook p.27 (an ability once per battle; {T} taps the card, so a tapped card cannot pay it); strict mode:
    the faces it is used on are the player's choice and must be given; the Unit chosen is one of the player's."""
    tapped = _volley([_use(on_roll=[4])], extra={"gadget": _command("Brian", REROLL, tapped=True)})
    assert not tapped["legal"] and r.ABILITY_ONCE_PER_BATTLE in rules_of(tapped)
    silent = _volley([_use()], extra={"gadget": _command("Brian", REROLL)})
    assert not silent["legal"] and "on_roll" in silent["violations"][0]["message"]
    twice = _volley([_use(on_roll=[4]), _use(on_roll=[5])], extra={"gadget": _command("Brian", REROLL)})
    assert not twice["legal"] and r.ABILITY_ONCE_PER_BATTLE in rules_of(twice)
    theirs = {"gadget": _command("Melissa", REROLL)}
    assert not _volley([_use(on_roll=[4])], extra=theirs)["legal"]
    cards = {"gadget": _command("Brian", REROLL), "foe": unit("Melissa", "fast", attack=0, zone="patrol")}
    wrong = _volley([_use(on_roll=[4], choose=["foe"])], extra=cards)
    assert not wrong["legal"] and "choose one of Brian's Units" in wrong["violations"][0]["message"]


def test_rerolling_all_of_a_mechs_missiles_is_refused_ce_rulings_abilities() -> None:
    """What the engine does not execute is refused, never dropped (issue 17): rerolling all of the missile dice of
    a 'Mech the ability did not choose."""
    text = (
        "{T}: Re-roll all of the missile dice for one of your 'Mechs. "
        "Use this ability only immediately after that die roll."
    )
    refused = r"not answered by this version: Gadget: .*rerolling all of the missile"
    with pytest.raises(ScenarioError, match=refused):
        _volley([_use(on_roll=[4])], extra={"gadget": _command("Brian", text)})


def test_reroll_work_is_counted_before_enumerating_issue_20() -> None:
    """issue 20 (judge/budget.py): the enumeration's work, rerolls included, is counted before any of it is done,
    and refused over the limit."""
    extra = {"gadget": _command("Brian", REROLL)}
    with budget.own_budget(limit=3_000), pytest.raises(ScenarioError, match="missiles' dice and their rerolls"):
        _volley([_use(on_roll=[4])], missiles=3, extra=extra)


def test_on_roll_round_trips_through_plain_english_scenario_format() -> None:
    """scenario-format.md: every YAML scenario can be written as text and read back (the extension ``on_roll``:
    "when it rolls 4, 5 or 6")."""
    result = _volley([_use(on_roll=[4, 5, 6], choose=["lrm"])], extra={"gadget": _command("Brian", REROLL)})
    assert result["legal"]
    from judge.bttcg.scenario import BtScenario

    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "cards": {"lrm": unit("Brian", text="Missile 1"), "gadget": _command("Brian", REROLL)},
        "mission": {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile"},
        "actions": [_use(on_roll=[4, 5, 6], choose=["lrm"])],
    }
    model = BtScenario.model_validate(doc)
    text = to_text(model)
    assert "when it rolls 4, 5 or 6" in text
    assert parse_text(text) == model
    assert model.actions[0] == Action(by="Brian", use="ability", card="gadget", choose=["lrm"], on_roll=[4, 5, 6])


def test_pool_resource_rerolls_a_missile_rulebook_p31(current_pool: CardPool) -> None:
    """A pool Resource whose second ability rerolls one of your missile die rolls (read in place from
    ../shared/data): rerolled on a 6, the next die (1) deals 1."""
    cards = {"lrm": unit("Brian", "fast", attack=0, text="Missile 1")}
    cards["cmw"] = {"owner": "Brian", "card": "Coventry Metal Works"}
    mission = {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile"}
    fire = {"by": "Brian", "use": "Missile", "unit": "lrm", "at": {"Melissa.stockpile": 1}}
    use = {"by": "Brian", "use": "ability 2", "card": "cmw", "on_roll": [6]}
    result = battle(cards, mission, [{"by": "Melissa", "pass": True}, fire, use], dice=[6, 1], pool=current_pool)
    assert result["legal"], result["violations"]
    (only,) = result["outcomes"]
    assert only["stockpiles"]["Melissa"] == 29 and only["cards"]["cmw"]["tapped"]


SHARPSHOOTER = (
    "You may add 1 to or subtract 1 from the missile die roll of any missile fired by 'Mech piloted by Sharpshooter. "
    "Use this ability only immediately after that die roll."
)
REROLL_OR_ADD = (
    "{T}: Reroll one of your missile die rolls or add 1 to that roll. "
    "Use this ability only immediately after that die roll."
)


def _piloted(policy: Any, missiles: int = 2, **more: Any) -> dict[str, Any]:
    """Brian's 'Mech, piloted by Sharpshooter, fires ``missiles`` at Melissa's Stockpile."""
    pilot = {"owner": "Brian", "command": {"name": "Sharpshooter", "keywords": ["Pilot"], "text": SHARPSHOOTER}}
    extra = {"ace": {**pilot, "on": "lrm"}}
    return _volley([_use("ace", on_roll=policy)], missiles=missiles, extra=extra, **more)


def test_adjust_each_missile_of_the_piloted_mech_ce_rulings_narc() -> None:
    """CE General Rulings, Unit Options: NARC (Targeting Ace modifies die rolls, with other modifications). "any
    missile fired by 'Mech piloted by" this Pilot: each roll of that 'Mech's missiles, in the direction the scenario
    says for its face. Without Munitions: +1 on a 1 and -1 on a 3 make both 2s: dice 1 and 3 deal 4."""
    result = _piloted({1: 1, 3: -1}, dice=[1, 3])
    assert result["legal"], result["violations"]
    (only,) = result["outcomes"]
    assert only["stockpiles"]["Melissa"] == 26
    assert not only["cards"]["ace"]["tapped"]  # no {T}: nothing paid


def test_adjust_each_missile_open_dice_exact_rulebook_p31() -> None:
    """rulebook p.31: one missile, die open. With Munitions, +1 on a 1 or a 2 and -1 on a 4: 2 damage on a 1, 3 on
    a 2, 3 on a 3, 3 on a 4: 1/6, 1/2, the rest (5, 6) nothing: 1/3."""
    result = _piloted({1: 1, 2: 1, 4: -1}, missiles=1, assets=("M", "T"))
    found = {30 - o["stockpiles"]["Melissa"]: Fraction(o["probability"]) for o in result["outcomes"]}
    assert found == {2: Fraction(1, 6), 3: Fraction(1, 2), 0: Fraction(1, 3)}


def test_either_way_needs_the_direction_per_face_strict_mode() -> None:
    """scenario-format.md, strict mode: an ability that may add or subtract needs what it does on each face; a
    list of faces alone, or a change it does not offer, is a violation."""
    plain = _piloted([1, 3])
    assert not plain["legal"] and "say which on each face" in plain["violations"][0]["message"]
    wrong = _piloted({3: -2})
    assert not wrong["legal"] and "may only" in wrong["violations"][0]["message"]


def test_reroll_or_add_one_per_face_ce_rulings_narc() -> None:
    """One ability, two changes ("Reroll ... or add 1 to that roll"): the scenario says which on each face. With
    Munitions, +1 on a 2 (3 damage) and a reroll on a 5 or 6; dice 5 then 1: the 5 is rerolled, 1 damage."""
    extra = {"gadget": _command("Brian", REROLL_OR_ADD)}
    policy = {2: 1, 5: "reroll", 6: "reroll"}
    first = _volley([_use(on_roll=policy)], extra=extra, dice=[5, 1], assets=("M", "T"))
    assert first["legal"], first["violations"]
    assert _distribution(first) == {(1, True): 1}
    second = _volley([_use(on_roll=policy)], extra=extra, dice=[2], assets=("M", "T"))
    assert _distribution(second) == {(3, True): 1}


def test_on_roll_per_face_round_trips_through_plain_english_scenario_format() -> None:
    """scenario-format.md: every YAML scenario can be written as text and read back; what the ability does on each
    face is written "when it rolls 2 (+1), 3 (-1) or 5 (reroll)"."""
    from judge.bttcg.scenario import BtScenario

    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "cards": {"lrm": unit("Brian", text="Missile 1"), "gadget": _command("Brian", REROLL_OR_ADD)},
        "mission": {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile"},
        "actions": [_use(on_roll={2: 1, 3: -1, 5: "reroll"})],
    }
    model = BtScenario.model_validate(doc)
    text = to_text(model)
    assert "when it rolls 2 (+1), 3 (-1) or 5 (reroll)" in text
    assert parse_text(text) == model


def test_pool_pilot_adjusts_each_missile(current_pool: CardPool) -> None:
    """Targeting Ace (read in place from ../shared/data) on Brian's 'Mech: -1 on each 4 with Munitions, dice 4 and
    4: two 3s, 6 damage."""
    cards = {"lrm": unit("Brian", "fast", attack=0, text="Missile 2")}
    cards["ace"] = {"owner": "Brian", "card": "Targeting Ace", "on": "lrm"}
    mission = {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile"}
    fire = {"by": "Brian", "use": "Missile", "unit": "lrm", "at": {"Melissa.stockpile": 2}}
    use = {"by": "Brian", "use": "ability", "card": "ace", "on_roll": {4: -1}}
    actions = [{"by": "Melissa", "pass": True}, fire, use]
    result = battle(cards, mission, actions, dice=[4, 4], assets=("M", "T"), pool=current_pool)
    assert result["legal"], result["violations"]
    (only,) = result["outcomes"]
    assert only["stockpiles"]["Melissa"] == 24


ALL_AGAIN = (
    "{T}: Scrap a card from your hand to choose a 'Mech you control. Re-roll all of the missile dice for that Unit. "
    "Use this ability immediately after all of the missile dice for that Unit have been rolled."
)


def _all_again(policy: Any, choose: list[str] | None = None, **more: Any) -> dict[str, Any]:
    """Brian's 'Mech fires 2 missiles at Melissa's Stockpile; the card rerolls them all, paid with a card of the
    hand, if every die shows a face of ``policy``."""
    extra = {
        "gadget": _command("Brian", ALL_AGAIN),
        "junk": {"owner": "Brian", "mission": {"name": "Junk", "text": "Play only during battle."}, "zone": "hand"},
    }
    use = _use(on_roll=policy, choose=choose or ["junk", "lrm"])
    return _volley([use], missiles=2, extra=extra, **more)


def test_reroll_all_of_a_mechs_missile_dice_ce_rulings_narc() -> None:
    """rulebook p.31 and the card's text: once all of the 'Mech's missile dice are rolled, its player may roll them
    all again (here when every one shows 3-6: they all missed). Dice 5, 6, then 2, 1: 3 damage; the card tapped
    and the card of the hand scrapped to pay. Dice 1, 6: one hit, not rerolled: 1 damage, nothing paid."""
    rerolled = _all_again([3, 4, 5, 6], dice=[5, 6, 2, 1])
    assert rerolled["legal"], rerolled["violations"]
    (only,) = rerolled["outcomes"]
    assert only["stockpiles"]["Melissa"] == 27
    assert only["cards"]["gadget"]["tapped"] and only["cards"]["junk"]["zone"] == "scrapheap"
    kept = _all_again([3, 4, 5, 6], dice=[1, 6])
    (only,) = kept["outcomes"]
    assert only["stockpiles"]["Melissa"] == 29
    assert not only["cards"]["gadget"]["tapped"] and only["cards"]["junk"]["zone"] == "hand"


def test_reroll_all_open_dice_exact_rulebook_p31() -> None:
    """rulebook p.31, dice open: both missed (4/6 x 4/6 = 4/9) and rolled again: the answer is exact. Damage 0:
    (4/9)(4/9) = 16/81; the card paid for in 4/9 of the ways."""
    found: dict[tuple[int, bool], Fraction] = {}
    for o in _all_again([3, 4, 5, 6])["outcomes"]:
        key = (30 - o["stockpiles"]["Melissa"], o["cards"]["gadget"]["tapped"])
        found[key] = found.get(key, Fraction(0)) + Fraction(o["probability"])
    assert found[(0, True)] == Fraction(16, 81)
    assert sum(p for (_, paid), p in found.items() if paid) == Fraction(4, 9)
    assert sum(found.values()) == 1


def test_reroll_all_needs_its_cost_and_mech_ce_rulings_black_market_connections() -> None:
    """1997 rulings, Black Market Connections: all choices at once, the cards paying first in ``choose``: without
    a card of the hand, or without the 'Mech, the use is a violation."""
    assert not _all_again([4], choose=["lrm"])["legal"]
    assert not _all_again([4], choose=["junk"])["legal"]


def test_pool_card_rerolls_all_of_a_mechs_missiles(current_pool: CardPool) -> None:
    """Huntress (read in place from ../shared/data): both missiles missed (4 and 5), all rerolled: 2 and 2."""
    cards = {"lrm": unit("Brian", "fast", attack=0, text="Missile 2")}
    cards["hunt"] = {"owner": "Brian", "card": "Huntress"}
    cards["junk"] = {"owner": "Brian", "mission": {"name": "Junk", "text": "Play only during battle."}, "zone": "hand"}
    mission = {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile"}
    fire = {"by": "Brian", "use": "Missile", "unit": "lrm", "at": {"Melissa.stockpile": 2}}
    use = {"by": "Brian", "use": "ability", "card": "hunt", "choose": ["junk", "lrm"], "on_roll": [4, 5, 6]}
    actions = [{"by": "Melissa", "pass": True}, fire, use]
    result = battle(cards, mission, actions, dice=[4, 5, 2, 2], pool=current_pool)
    assert result["legal"], result["violations"]
    (only,) = result["outcomes"]
    assert only["stockpiles"]["Melissa"] == 26 and only["cards"]["junk"]["zone"] == "scrapheap"


SPOTTING = "For the rest of this mission, you may subtract 1 from each missile die roll."


def _spotted(policy: Any, foe_fires: bool = False, text: str = SPOTTING, **more: Any) -> dict[str, Any]:
    """Brian plays the Mission card, then his 'Mech fires 2 missiles at Melissa's Stockpile; with ``foe_fires``
    Melissa's blocking 'Mech has fired one at Brian's 'Mech first."""
    cards = {
        "lrm": unit("Brian", "fast", attack=0, text="Missile 2"),
        "spot": {"owner": "Brian", "mission": {"name": "Spotting", "text": text}, "zone": "hand"},
    }
    mission: dict[str, Any] = {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile"}
    actions: list[dict[str, Any]] = [{"by": "Brian", "pass": True}, {"by": "Brian", "play": "spot", "on_roll": policy}]
    actions.append({"by": "Brian", "use": "Missile", "unit": "lrm", "at": {"Melissa.stockpile": 2}})
    if foe_fires:  # Melissa loses initiative (ties go to the attacker): she acts first
        cards["foe"] = unit("Melissa", "fast", attack=0, text="Missile 1")
        mission["blockers"] = ["foe"]
        actions[0] = {"by": "Melissa", "use": "Missile", "unit": "foe", "at": {"lrm": 1}}
    return battle(cards, mission, actions, assets=("MT", "T"), **more)


def test_mission_card_changes_each_missile_roll_ce_rulings_narc() -> None:
    """CE General Rulings, Unit Options: NARC (Missile Spotter modifies die rolls, with other modifications): for
    the rest of the mission each of the player's missile rolls may lose 1, on the faces the scenario says. With
    Munitions, -1 on a 4: dice 4 and 4 are two 3s, 6 damage; the card is played (to the Scrapheap)."""
    result = _spotted([4], dice=[4, 4])
    assert result["legal"], result["violations"]
    (only,) = result["outcomes"]
    assert only["stockpiles"]["Melissa"] == 24 and only["cards"]["spot"]["zone"] == "scrapheap"


def test_mission_card_changes_each_missile_roll_older_wording_after_roll_ce_rulings_narc(
    current_pool: CardPool,
) -> None:
    """Missile Spotter's Unlimited wording (read in place): "You may subtract 1 ... until end of mission", used
    "immediately after rolling the die roll", is the same offer made as each die is rolled (its condition is when
    the change is made): the same answer, the same strictness."""
    older = printing_text(current_pool, "Missile Spotter", "Unlimited")
    result = _spotted([4], text=older, dice=[4, 4])
    assert result["legal"], result["violations"]
    (only,) = result["outcomes"]
    assert only["stockpiles"]["Melissa"] == 24 and only["cards"]["spot"]["zone"] == "scrapheap"
    assert not _spotted(None, text=older, dice=[4, 4])["legal"]


def test_mission_card_change_unsaid_is_a_violation_strict_mode() -> None:
    """scenario-format.md, strict mode: on which faces the player subtracts is the player's choice: unsaid, the
    card is not played."""
    result = _spotted(None, dice=[4, 4])
    assert not result["legal"] and "on_roll" in result["violations"][0]["message"]
    (only,) = result["outcomes"]
    assert only["cards"]["spot"]["zone"] == "hand" and only["stockpiles"]["Melissa"] == 30


def test_each_missile_roll_of_the_opponent_is_refused_not_guessed() -> None:
    """ "each missile die roll": whether the opponent's rolls are meant is not settled (an earlier printing says
    "your"): refused when the opponent's missiles are rolled while it lasts, never guessed."""
    with pytest.raises(ScenarioError, match="not settled"):
        _spotted([4], foe_fires=True, dice=[4, 4, 4])


def test_one_of_your_die_rolls_with_other_rolls_is_refused_not_guessed() -> None:
    """ "Add +1 to one of your die rolls": the engine applies it to missile rolls only, so when its player makes
    other die rolls in the battle (a Vehicle's roll as it receives damage: rulebook, Resolving Damage) which roll
    is meant is not known: refused, never applied to a missile in silence. A reroll of "your missile die rolls" is
    not ambiguous there."""
    cards = {
        "lrm": unit("Brian", "fast", attack=0, text="Missile 1"),
        "tank": unit("Brian", "fast", attack=0, type="vehicle"),
        "gadget": _command("Brian", PLUS_ONE),
    }
    mission = {"attacker": "Brian", "group": ["lrm", "tank"], "target": "Melissa.stockpile"}
    fire = {"by": "Brian", "use": "Missile", "unit": "lrm", "at": {"Melissa.stockpile": 1}}
    actions = [{"by": "Melissa", "pass": True}, fire, _use(on_roll=[1])]
    with pytest.raises(ScenarioError, match="other die rolls"):
        battle(cards, mission, actions, dice=[1])
    cards["gadget"] = _command("Brian", REROLL)
    assert battle(cards, mission, actions, dice=[1, 2])["legal"]
