"""Cards acting during the turn (README, "The turn"): Command-card abilities used in the turn's phases (``use:
ability`` while no battle is under way) and what a card does when it is revealed as it is activated, with the worked
examples of the CE rulings as scenario files under ``rulings/examples/bttcg/`` (each file's first line cites its
ruling). The examples name real cards: they read the community card data in place, and skip without it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.scenario_text import parse_text
from judge.bttcg.turn_abilities import chassis
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced

SCENARIOS = Path(__file__).parent.parent / "rulings" / "examples" / "bttcg"


def run(name: str, pool: CardPool, edit: Any = None) -> dict[str, Any]:
    """The answer to a scenario file, after ``edit(data)`` changed it."""
    data = yaml.safe_load((SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"))
    if edit is not None:
        edit(data)
    return answer(yaml.safe_dump(data, sort_keys=False), pool)


def messages(result: dict[str, Any]) -> list[tuple[int | None, str]]:
    return [(v["action"], v["message"]) for v in result["violations"]]


# --- Repair Facility (ce-rulings/repair-facility, ce-rulings/repair-reload-phase-3) ------------------------------


def test_repair_facility_repairs_in_addition_to_assembly_ce_rulings_repair_facility(full_pool: CardPool) -> None:
    """CE rulings, Repair Facility: its ability repairs 1 damage in addition to the 1 the Assembly asset repairs.
    The Sunder's 3 damage go down to 1; the Facility taps for it."""
    result = run("ce-repair-facility-repairs-in-addition", full_pool)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["sunder"]["damage"] == 1
    assert cards["facility"]["tapped"] and cards["facility"]["zone"] == "command_post"
    assert {t.REPAIR, t.REPAIR_ONCE, t.REPAIR_BY_CARDS, t.CARDS_REPAIR, t.TAP_ABILITY} <= traced(result)


def test_repair_facility_repairs_more_than_1_damage_ce_rulings_repair_reload_phase_3(full_pool: CardPool) -> None:
    """CE rulings, Repair/Reload Phase: with Repair Facility in play you repair more than 1 damage in the phase;
    the Assembly asset alone still repairs once (a second Assembly repair is refused, the Facility's is not)."""

    def twice(data: dict[str, Any]) -> None:
        data["cards"]["depot2"] = dict(data["cards"]["depot"])
        data["actions"][2:2] = [{"by": "Brian", "tap": ["depot2"]}, {"by": "Brian", "repair": "sunder"}]

    result = run("ce-repair-facility-repairs-in-addition", full_pool, twice)
    assert [index for index, _ in messages(result)] == [3]
    assert t.REPAIR_ONCE in result["violations"][0]["rules"]
    assert only(result)["cards"]["sunder"]["damage"] == 1


def test_repair_facility_only_in_the_repair_reload_phase(full_pool: CardPool) -> None:
    """ "Use this ability only during your Repair/Reload phase": refused in the Deploy phase, and once tapped."""

    def in_deploy(data: dict[str, Any]) -> None:
        data["phase"] = "deploy"
        data["actions"] = [{"by": "Brian", "use": "ability 2", "card": "facility", "choose": ["sunder"]}]

    early = run("ce-repair-facility-repairs-in-addition", full_pool, in_deploy)
    assert messages(early) == [
        (0, "Repair Facility's ability is used only during Brian's Repair/Reload phase (now: Brian's Deploy phase)")
    ]
    assert only(early)["cards"]["sunder"]["damage"] == 3 and not only(early)["cards"]["facility"]["tapped"]

    def again(data: dict[str, Any]) -> None:
        data["actions"].append({"by": "Brian", "use": "ability 2", "card": "facility", "choose": ["sunder"]})

    twice = run("ce-repair-facility-repairs-in-addition", full_pool, again)
    assert messages(twice) == [(3, "Repair Facility is tapped and cannot pay {T}")]
    assert only(twice)["cards"]["sunder"]["damage"] == 1


def test_repair_facility_choices_and_its_resource_ability(full_pool: CardPool) -> None:
    """The Unit repaired is one of yours with damage; ``ability`` (its first, ``{T}: {R}``) taps it for resources."""

    def choose(unit: str, damage: int = 3) -> Any:
        def edit(data: dict[str, Any]) -> None:
            data["cards"]["other"] = {"owner": "Melissa", "card": "Sunder", "damage": 2}
            data["cards"]["sunder"]["damage"] = damage
            data["actions"] = [{"by": "Brian", "use": "ability 2", "card": "facility", "choose": [unit]}]

        return edit

    theirs = run("ce-repair-facility-repairs-in-addition", full_pool, choose("other"))
    assert messages(theirs) == [(0, "Repair Facility cannot choose Sunder (SD1-OB): it is not Brian's")]
    unhurt = run("ce-repair-facility-repairs-in-addition", full_pool, choose("sunder", damage=0))
    assert messages(unhurt) == [(0, "Sunder (SD1-OB) has no damage to repair")]

    def resources(data: dict[str, Any]) -> None:
        data["actions"] = [{"by": "Brian", "use": "ability", "card": "facility"}, {"by": "Brian", "repair": "sunder"}]

    tapped = run("ce-repair-facility-repairs-in-addition", full_pool, resources)
    assert tapped["legal"], tapped["violations"]
    assert only(tapped)["cards"]["sunder"]["damage"] == 2


def test_the_plain_english_use_sentence_in_the_turn(full_pool: CardPool) -> None:
    model = parse_text(
        "The players are Brian and Melissa. Brian has Assembly. It is Brian's Repair/Reload phase.\n"
        "Brian has Repair Facility. Brian has Sunder, with 3 damage.\n"
        "Brian uses ability 2 with the card Repair Facility on Sunder.\n"
    )
    assert model.actions[0].model_dump(exclude_none=True) == {
        "by": "Brian",
        "use": "ability 2",
        "card": "repair-facility",
        "choose": ["sunder"],
    }
    result = answer(yaml.safe_dump(model.model_dump(mode="json", by_alias=True, exclude_none=True)), full_pool)
    assert result["legal"] and only(result)["cards"]["sunder"]["damage"] == 2


def test_an_ability_use_with_a_mission_after_the_turn_is_the_battles(full_pool: CardPool) -> None:
    """With a mission, a ``use`` before a later turn action is the turn's; after the turn's last action it is the
    battle's, as before, where an ability used only in the Repair/Reload phase is a violation (rulebook p.16, p.23: a
    battle is fought in the Missions phase)."""

    def with_mission(data: dict[str, Any]) -> None:
        data["mission"] = {"attacker": "Brian", "group": ["sunder"], "target": "Melissa.stockpile"}
        data["actions"].append({"by": "Brian", "phase": "missions"})

    result = run("ce-repair-facility-repairs-in-addition", full_pool, with_mission)
    assert result["legal"], result["violations"]
    assert any(step["text"].startswith("Repair Facility repairs 1 damage") for step in result["trace"])
    assert all(outcome["cards"]["sunder"]["damage"] == 1 for outcome in result["outcomes"])

    def battle_use(data: dict[str, Any]) -> None:
        data["mission"] = {"attacker": "Brian", "group": ["sunder"], "target": "Melissa.stockpile"}

    in_battle = run("ce-repair-facility-repairs-in-addition", full_pool, battle_use)
    assert not in_battle["legal"]
    assert any("Repair/Reload phase, and a battle is fought" in v["message"] for v in in_battle["violations"])


# --- Death Commando Strike (ce-rulings/construction-region-2) -----------------------------------------------------


def test_death_commando_strike_scraps_a_unit_card_under_construction_ce_rulings_construction_region_2(
    full_pool: CardPool,
) -> None:
    """CE rulings, Construction Region: cards under construction are not Units, so Death Commando Strike scraps
    the Sunder under construction; activated, it is revealed and scrapped (rulebook p.20, p.24)."""
    result = run("ce-death-commando-strike-under-construction", full_pool)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["strike"]["zone"] == "scrapheap" and cards["sunder"]["zone"] == "scrapheap"
    assert cards["raider"]["zone"] == "patrol"
    assert {t.ACTIVATE, t.REVEAL, t.SCRAPPED_WHEN_REVEALED, t.UNDER_CONSTRUCTION_NOT_A_UNIT} <= traced(result)
    assert t.UNDER_CONSTRUCTION_NO_UNIT_EXAMPLE in traced(result)


def test_death_commando_strike_scraps_no_unit_in_play(full_pool: CardPool) -> None:
    """The Raider on patrol is a Unit, not a Command card or a card under construction: refused, nothing happens
    (the Strike stays under construction); a Command card in play is scrapped; a choice is needed."""

    def choose(*chosen: str) -> Any:
        def edit(data: dict[str, Any]) -> None:
            data["cards"]["post"] = {"owner": "Melissa", "command": {"name": "Field Base", "keywords": ["Resource"]}}
            data["actions"][0]["choose"] = list(chosen)
            if not chosen:
                del data["actions"][0]["choose"]

        return edit

    unit = run("ce-death-commando-strike-under-construction", full_pool, choose("raider"))
    assert messages(unit) == [
        (0, "Death Commando Strike cannot choose Raider: it is not a Command card / it is not under construction")
    ]
    assert only(unit)["cards"]["strike"]["zone"] == "construction"
    command = run("ce-death-commando-strike-under-construction", full_pool, choose("post"))
    assert command["legal"] and only(command)["cards"]["post"]["zone"] == "scrapheap"
    assert only(command)["cards"]["sunder"]["zone"] == "construction"
    unsaid = run("ce-death-commando-strike-under-construction", full_pool, choose())
    assert messages(unsaid) == [(0, "Death Commando Strike: say which card it chooses (choose)")]


def test_activate_choosing_in_plain_english() -> None:
    model = parse_text(
        "The players are Brian and Melissa. It is Brian's Deploy phase.\n"
        "Brian has a Command card Strike in construction. Melissa has a Command card Base.\n"
        "Brian activates Strike, choosing Base.\n"
    )
    assert model.actions[0].model_dump(exclude_none=True) == {"by": "Brian", "activate": "strike", "choose": ["base"]}


# --- OmniMech-Pod Cache (ce-rulings/omnimech-pod-cache, -2) --------------------------------------------------------


def test_omnimech_pod_cache_cannot_trade_a_bj2_ob_for_a_bj2_ce_rulings_omnimech_pod_cache_2(
    full_pool: CardPool,
) -> None:
    """CE rulings, OmniMech-Pod Cache: you can't trade a Blackjack BJ2-08 (the Omni Blackjack (BJ2-OB)) for a
    Blackjack BJ2 (Blackjack (BJ-2)): refused, and nothing happens."""
    result = run("ce-omnimech-pod-cache-blackjack", full_pool)
    assert messages(result) == [
        (
            0,
            "Blackjack (BJ-2) is not a configuration of Blackjack (BJ2-OB): it is not an Omni 'Mech (an OmniMech's "
            "configurations are OmniMechs)",
        )
    ]
    outcome = only(result)
    assert outcome["cards"]["omni"]["zone"] == "patrol" and outcome["cards"]["bj2"]["zone"] == "stockpile"
    assert not outcome["cards"]["cache"]["tapped"] and outcome["stockpiles"]["Brian"] == 20


def test_omnimech_pod_cache_retrieves_no_non_omni_mech_ce_rulings_omnimech_pod_cache(full_pool: CardPool) -> None:
    """CE rulings, OmniMech-Pod Cache: no non-Omni 'Mech of the same type for an Omni (Firestarter (FS9-OD) for
    Firestarter (FS9-H))."""
    result = run("ce-omnimech-pod-cache-non-omni", full_pool)
    assert [index for index, _ in messages(result)] == [0]
    assert "it is not an Omni 'Mech" in result["violations"][0]["message"]
    assert t.OMNI in result["violations"][0]["rules"]


def _pumas(old: str, new: str, phase: str = "deploy") -> Any:
    def edit(data: dict[str, Any]) -> None:
        data["phase"] = phase
        data["cards"]["omni"]["card"] = old
        data["cards"]["bj2"]["card"] = new

    return edit


def test_omnimech_pod_cache_swaps_configurations(full_pool: CardPool) -> None:
    """Puma A for Puma D (both Omni Pumas, the same base cost): the old one scrapped, the new one from the Stockpile
    into the Patrol region, the Cache tapped."""
    result = run("ce-omnimech-pod-cache-blackjack", full_pool, _pumas("Puma A (Adder)", "Puma D (Adder)"))
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["omni"]["zone"] == "scrapheap"
    assert outcome["cards"]["bj2"]["zone"] == "patrol" and not outcome["cards"]["bj2"]["tapped"]
    assert outcome["cards"]["cache"]["tapped"] and outcome["stockpiles"]["Brian"] == 19
    other = run("ce-omnimech-pod-cache-blackjack", full_pool, _pumas("Puma A (Adder)", "Uller A (Kit Fox)"))
    assert messages(other) == [(0, "Uller A (Kit Fox) is not a configuration of Puma A (Adder): it is another 'Mech")]
    late = run("ce-omnimech-pod-cache-blackjack", full_pool, _pumas("Puma A (Adder)", "Puma D (Adder)", "repair"))
    assert "only during Brian's Deploy phase" in messages(late)[0][1]


def _dearer(either: list[int] | None) -> Any:
    """Puma A for Puma Prime (base costs 3 and 5: 2 points), with a card making {R} tapped first."""

    def edit(data: dict[str, Any]) -> None:
        _pumas("Puma A (Adder)", "Puma Prime (Adder)")(data)
        data["cards"]["mine"] = {"owner": "Brian", "command": {"name": "Mine", "text": "{T}: {R}"}}
        use = {**data["actions"][0], "choose": ["omni", "bj2"]}
        if either is not None:
            use["either"] = either
        data["actions"] = [{"by": "Brian", "tap": ["mine"]}, use]

    return edit


def test_per_cost_point_pay_r_or_scrap_a_stockpile_card_omnimech_pod_cache(full_pool: CardPool) -> None:
    """per_cost_point (OmniMech-Pod Cache: "For each point by which the base construction cost of the new
    configuration exceeds that of the old, pay {R} or scrap one card from your Stockpile"): Puma Prime's base cost 5 is
    2 above Puma A's 3. Point 1 paid with the {R} tapped before the ability (rulebook p.19; CE rulings: Resources),
    point 2 with a card of the Stockpile: 20 - 1 found - 1 scrapped = 18."""
    result = run("ce-omnimech-pod-cache-blackjack", full_pool, _dearer([1, 2]))
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["bj2"]["zone"] == "patrol" and outcome["cards"]["omni"]["zone"] == "scrapheap"
    assert outcome["stockpiles"]["Brian"] == 18
    assert {t.RESOURCES_AT_ONCE, t.STOCKPILE} <= traced(result)
    both = run("ce-omnimech-pod-cache-blackjack", full_pool, _dearer([2, 2]))
    assert both["legal"] and only(both)["stockpiles"]["Brian"] == 17
    texts = " ".join(step["text"] for step in both["trace"])
    assert "loses 1 unspent resource(s)" in texts  # the {R} made and not spent is lost


def test_per_cost_point_strict_mode_and_too_few_resources(full_pool: CardPool) -> None:
    """Strict mode: no answer for a point is a violation; paying {R} twice with one resource made is a violation
    (rulebook p.19): nothing happens, the Cache stays untapped."""
    missing = run("ce-omnimech-pod-cache-blackjack", full_pool, _dearer([1]))
    assert "say which option Brian chooses" in messages(missing)[0][1]
    poor = run("ce-omnimech-pod-cache-blackjack", full_pool, _dearer([1, 1]))
    assert "needs 2 resource(s) made before the ability is used (Brian has 1 unspent)" in messages(poor)[0][1]
    for result in (missing, poor):
        outcome = only(result)
        assert outcome["cards"]["omni"]["zone"] == "patrol" and not outcome["cards"]["cache"]["tapped"]
        assert outcome["stockpiles"]["Brian"] == 20


def test_omnimech_configurations_by_name() -> None:
    assert chassis("Daishi A (Dire Wolf)") == chassis("Daishi Prime (Dire Wolf)")
    assert chassis("Ryoken A (Storm Crow)") == chassis("Ryoken B (Stormcrow)")
    assert chassis("Blackjack (BJ2-OB)") == chassis("Blackjack (BJ2-OA)") != chassis("Blackjack (BJ-2)")
    assert chassis("Thor B Revised (Summoner)") == chassis("Thor Prime (Summoner)")
    assert chassis("Puma A (Adder)") != chassis("Uller A (Kit Fox)")


def test_a_named_stockpile_card_is_one_of_the_count() -> None:
    with pytest.raises(ScenarioError, match="in the Stockpile, which has 0 cards"):
        answer(
            yaml.safe_dump(
                {
                    "game": "bttcg",
                    "players": {"Brian": {"stockpile": 0}, "Melissa": {}},
                    "cards": {"x": {"owner": "Brian", "command": {"name": "X"}, "zone": "stockpile"}},
                }
            )
        )


def test_the_cost_points_rule_ids_resolve() -> None:
    from judge.bttcg.cost_points import RULE_IDS
    from judge.rulings.store import RulingBase

    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
