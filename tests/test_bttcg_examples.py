"""Every worked example of the BattleTech documents that the engine answers, as a scenario file under
``rulings/examples/bttcg/`` (each file's header cites the example), with the outcome its document states. Files that
name real cards read the community card data in place, and skip without it."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from judge.bttcg import rules as r
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.web.ask import example_scenario
from tests.bttcg_helpers import answer, only, rules_of, traced

SCENARIOS = Path(__file__).parent.parent / "rulings" / "examples" / "bttcg"


@pytest.fixture(scope="module")
def rulings() -> RulingBase:
    return RulingBase.load()


def run(name: str, pool: CardPool | None = None) -> dict[str, Any]:
    return answer((SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"), pool)


def test_sunder_scrapped_by_two_mechs_rulebook_p30(full_pool: CardPool) -> None:
    """rulebook p.30 (rulebook/resolving-damage-9): 14 damage, armor 3 once: 11 counters >= structure 10."""
    result = run("rulebook-sunder-two-mechs", full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["sunder"]["zone"] == "scrapheap"
    assert outcome["cards"]["raider"] == {
        "zone": "patrol",
        "damage": 3,
        "tapped": True,
        "depleted": False,
        "counters": 0,
    }
    assert r.ARMOR_ONCE in traced(result)


def test_sunder_survives_with_partial_cover_rulebook_p30(full_pool: CardPool) -> None:
    """rulebook p.30 (rulebook/resolving-damage-9): 2 prevented, armor 3: 9 counters, the Sunder survives. The
    outcome is the spec's own example answer (scenario-format.md)."""
    result = run("rulebook-sunder-partial-cover", full_pool)
    assert result["legal"], result["violations"]
    assert result["initiative"] == {"winner": "Brian", "scores": {"Brian": 1, "Melissa": 1}}
    assert result["outcomes"] == [
        {
            "probability": "1",
            "p": 1.0,
            "cards": {
                "sunder": {"zone": "patrol", "damage": 9, "tapped": False, "depleted": False, "counters": 0},
                "raider": {"zone": "patrol", "damage": 3, "tapped": True, "depleted": False, "counters": 0},
                "raider2": {"zone": "patrol", "damage": 0, "tapped": True, "depleted": False, "counters": 0},
                "cover": {"zone": "scrapheap", "damage": 0, "tapped": False, "depleted": False, "counters": 0},
            },
            "stockpiles": {"Brian": 20, "Melissa": 20},
            "winner": None,
        }
    ]


def test_missiles_at_the_stockpile_when_blocked_rulebook_p31() -> None:
    """rulebook p.31 (rulebook/using-unit-options-and-abilities-4): rolls 6 then 2: two cards scrapped."""
    result = run("rulebook-missiles-at-blocked-stockpile")
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"] == {"Brian": 30, "Melissa": 28}


def test_moderate_mechs_cannot_block_a_fast_attacker_rulebook_p25(full_pool: CardPool) -> None:
    """rulebook p.25 (rulebook/blocking-3): Melissa can't block the fast 'Mech with moderate ones."""
    result = run("rulebook-blocking-arrow-iv", full_pool)
    assert not result["legal"]
    assert [v["rules"] for v in result["violations"]] == [[r.BLOCK_SPEED], [r.BLOCK_SPEED]]


def test_including_the_attacked_mech_rulebook_p25() -> None:
    """rulebook p.25 (rulebook/blocking-6): the blocker taps, the included target does not; together they scrap
    Melissa's 'Mech."""
    result = run("rulebook-blocking-include-target")
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["helper"]["tapped"] is True
    assert cards["slowpoke"]["tapped"] is False
    assert cards["hunter"]["zone"] == "scrapheap"


def test_tactical_superiority_makes_brian_go_first_rulebook_p27(full_pool: CardPool) -> None:
    """rulebook p.27 (rulebook/determine-who-wins-initiative-5): Melissa starts out losing; after Tactical
    Superiority Brian is losing, concedes, and goes first. The engine follows the card's text ("You win
    initiative"), not the rulebook's "+3 initiative": the scores stay 1 to 1 and Melissa wins by the card."""
    result = run("rulebook-initiative-tactical-superiority", full_pool)
    assert result["legal"], result["violations"]
    assert result["initiative"] == {"winner": "Melissa", "scores": {"Brian": 1, "Melissa": 1}}
    texts = [step["text"] for step in result["trace"]]
    assert any("Melissa is losing initiative" in t for t in texts)
    assert any("Brian goes first" in t for t in texts)


def test_tactical_superiority_jumping_does_not_help_rulebook_p27(full_pool: CardPool) -> None:
    """rulebook p.27: even jumping both 'Mechs leaves Brian losing initiative."""
    text = (SCENARIOS / "rulebook-initiative-tactical-superiority.yaml").read_text(encoding="utf-8")
    text = text.replace(
        "  - {by: Brian, pass: true}",
        "  - {by: Brian, use: Jump, unit: jumper1}\n  - "
        "{by: Brian, use: Jump, unit: jumper2}\n  - {by: Brian, pass: true}",
    ).replace("to: {sunder: 4}", "to: {sunder: 3}")
    result = answer(text, full_pool)
    assert result["legal"], result["violations"]
    assert result["initiative"] == {"winner": "Melissa", "scores": {"Brian": 3, "Melissa": 1}}


def test_heavy_fog_takes_back_from_where_damage_went_rulebook_p28(full_pool: CardPool) -> None:
    """rulebook p.28 (rulebook/one-player-goes-first-9): Melissa takes back 2 damage from the 'Mech it went to: 5
    damage there, none to Brian's other 'Mech."""
    result = run("rulebook-heavy-fog-take-back", full_pool)
    assert result["legal"], result["violations"]
    assert result["initiative"]["winner"] == "Brian"
    cards = only(result)["cards"]
    assert cards["first"]["damage"] == 5
    assert cards["second"]["damage"] == 0
    assert r.ATTACK_CHANGES_AFTER_ASSIGNING in traced(result)


def test_heavy_fog_damage_cannot_move_rulebook_p28(full_pool: CardPool) -> None:
    """rulebook p.28: "She can't, for example, choose to reassign the 5 remaining damage to Brian's other 'Mech"."""
    text = (SCENARIOS / "rulebook-heavy-fog-take-back.yaml").read_text(encoding="utf-8")
    text += "  - {by: Melissa, assign: brawler, to: {second: 5}}\n"
    result = answer(text, full_pool)
    assert not result["legal"]
    assert r.ATTACK_CHANGES_AFTER_ASSIGNING in rules_of(result)


def test_guards_of_the_stockpile_cannot_help_rulebook_p33() -> None:
    """rulebook p.33 (rulebook/guarding-a-site-2): the moderate guards can't block the attack on the slow 'Mech; if
    the Stockpile had been attacked, all three could have blocked."""
    result = run("rulebook-guards-stay-on-their-site")
    blocks = [v["message"] for v in result["violations"] if r.GUARD_OWN_SITE in v["rules"]]
    assert len(blocks) == 2 and all("can block only attacks on it" in m for m in blocks)
    text = (SCENARIOS / "rulebook-guards-stay-on-their-site.yaml").read_text(encoding="utf-8")
    text = text.replace(
        "target: slow\n  blockers: [guard1, guard2]", "target: Melissa.stockpile\n  blockers: [slow, guard1, guard2]"
    )
    text += "actions:\n  - {by: Melissa, assign: guard1, to: {raider: 2}}\n"
    text += "  - {by: Melissa, assign: guard2, to: {raider: 2}}\n"
    text += "  - {by: Brian, assign: raider, to: {guard1: 3}}\n"
    assert answer(text)["legal"]


def test_john_and_marsha_jump_ce_rulings() -> None:
    """CE General Rulings, Unit Options/Jump (ce-rulings/jump-2): Marsha 2, John 3: Marsha has lost initiative."""
    result = run("ce-jump-john-and-marsha")
    assert result["legal"], result["violations"]
    assert result["initiative"] == {"winner": "John", "scores": {"Marsha": 2, "John": 3}}
    assert any("Marsha goes first" in step["text"] for step in result["trace"])


def test_guillotine_albatross_heavy_fog_lumped_ce_rulings(full_pool: CardPool) -> None:
    """CE General Rulings (ce-rulings/reducing-the-attack-of-a-unit-that-has-assigned-its-damage-2), first way:
    the Koshi takes only 2 damage and the Pouncer only 4; neither is scrapped."""
    result = run("ce-guillotine-albatross-heavy-fog-lumped", full_pool)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["koshi"] == {"zone": "patrol", "damage": 2, "tapped": True, "depleted": False, "counters": 0}
    assert cards["pouncer"]["zone"] == "patrol"
    assert cards["pouncer"]["damage"] == 4 - 1  # 4 damage, armor 1


def test_guillotine_albatross_heavy_fog_split_ce_rulings(full_pool: CardPool) -> None:
    """CE General Rulings, second way: the Albatross's -2 comes out of its damage to the Pouncer; the Koshi still
    takes 4 damage and is scrapped."""
    result = run("ce-guillotine-albatross-heavy-fog-split", full_pool)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["koshi"]["zone"] == "scrapheap"
    assert cards["pouncer"]["damage"] == 2 - 1  # the Guillotine's 2 after Heavy Fog, armor 1


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_example_file_cites_its_source(path: Path) -> None:
    """Each scenario file opens with the document, page or record id it comes from."""
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# ") and ("rulebook" in first or "CE " in first or "1997" in first), first


def test_thor_d_with_long_range_targeting_system_ce_rulings(full_pool: CardPool) -> None:
    """CE Individual Card Rulings (ce-rulings/long-range-targeting-system-3): blocked, Thor D deals a total of 5
    damage to the target (Long-Range 2 and half of its 6 attack from the Enhancement)."""
    result = run("ce-thor-d-long-range-targeting", full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 25
    text = (SCENARIOS / "ce-thor-d-long-range-targeting.yaml").read_text(encoding="utf-8")
    over = answer(text.replace("Melissa.stockpile: 5, wall: 1", "Melissa.stockpile: 6"), full_pool)
    assert r.LONG_RANGE in rules_of(over)
    alone = answer(
        text.replace("    on: thor\n", "    on: wall\n").replace(
            "owner: Brian\n    card: Long", "owner: Melissa\n    card: Long"
        ),
        full_pool,
    )
    assert r.LONG_RANGE in rules_of(alone)  # without the Enhancement, only 2 reach the target


def test_retrofitted_laser_system_second_overheat_ce_rulings(full_pool: CardPool) -> None:
    """CE General Rulings, Enhancements (ce-rulings/enhancements-3): both Overheat options: +5 attack and 4 Overheat
    damage; the current text's -1 attack applies too (the engine follows the card's current text)."""
    result = run("ce-retrofitted-laser-system", full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 30 - (4 - 1 + 2 + 3)
    assert outcome["cards"]["albatross"]["damage"] == 4 - 3  # 4 Overheat damage, armor 3 once


def test_critical_hit_then_forged_mission_orders_1997_rulings(full_pool: CardPool) -> None:
    """1997 rulings (rulings-1997/order-of-resolving-effects-during-missions-2): the +6 stays, the 'Mech is no
    longer blocked and deals all its damage to the original target; Forged Mission Orders untaps the blocker
    (ce-rulings/removing-units-from-battle-6)."""
    result = run("1997-critical-hit-forged-mission-orders", full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 20
    assert outcome["cards"]["wall"] == {
        "zone": "patrol",
        "damage": 0,
        "tapped": False,
        "depleted": False,
        "counters": 0,
    }
    assert outcome["cards"]["striker"]["damage"] == 0  # the removed blocker's damage is wasted
    assert r.ALL_BLOCKERS_REMOVED in traced(result)


def test_critical_hit_die_enumerated_when_not_fixed_1997_rulings(full_pool: CardPool) -> None:
    """Without ``dice``, Critical Hit's roll (resolved as soon as it is played) is enumerated: on 1-5 (5/6) the card
    returns to Brian's hand after the mission and the 'Mech has 4 attack, so assigning 10 is a violation there."""
    text = (SCENARIOS / "1997-critical-hit-forged-mission-orders.yaml").read_text(encoding="utf-8")
    result = answer(text.replace("dice: [6]\n", ""), full_pool)
    assert not result["legal"]
    assert all(v["message"].startswith("If Critical Hit rolls") for v in result["violations"])
    zones = {o["cards"]["crit"]["zone"]: o["probability"] for o in result["outcomes"]}
    assert zones == {"hand": "5/6", "scrapheap": "1/6"}


def test_three_damage_and_construction_counters_1997_rulings() -> None:
    """1997 rulings (rulings-1997/cards-under-construction-2): 3 damage scrap a card with one counter and remove one
    counter from a card with two."""
    one = run("1997-construction-counters")
    assert one["legal"], one["violations"]
    assert only(one)["cards"]["site"]["zone"] == "scrapheap"
    text = (SCENARIOS / "1997-construction-counters.yaml").read_text(encoding="utf-8")
    two = answer(text.replace("counters: 1", "counters: 2"))
    assert only(two)["cards"]["site"] == {
        "zone": "construction",
        "damage": 0,
        "tapped": False,
        "depleted": False,
        "counters": 1,
    }


def test_forged_mission_orders_removes_the_ecm_bonus_ce_rulings(full_pool: CardPool) -> None:
    """CE General Rulings (ce-rulings/removing-units-from-battle-2): with the ECM Unit removed, the other blocker
    has no armor bonus: all 3 damage get through."""
    result = run("ce-forged-orders-removes-ecm", full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["wall"]["damage"] == 3
    text = (SCENARIOS / "ce-forged-orders-removes-ecm.yaml").read_text(encoding="utf-8")
    kept = answer(text.replace("  - {by: Brian, play: orders, choose: [jammer]}\n", ""), full_pool)
    assert only(kept)["cards"]["wall"]["damage"] == 2  # ECM: +1 armor


def test_jump_initiative_kept_after_removal_ce_rulings(full_pool: CardPool) -> None:
    """CE General Rulings (ce-rulings/removing-units-from-battle-4): the +1 initiative of a Jump stays after its
    Unit is removed from battle."""
    result = run("ce-jump-kept-after-removal", full_pool)
    assert result["legal"], result["violations"]
    assert result["initiative"] == {"winner": "Melissa", "scores": {"Brian": 1, "Melissa": 2}}


def test_two_anti_missiles_take_two_off_each_missile_ce_rulings() -> None:
    """CE General Rulings (ce-rulings/anti-missile-2): each missile fired at the group deals -2 damage."""
    result = run("ce-anti-missile-cumulative")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["ams1"]["damage"] == 0


def test_two_ecm_still_plus_one_armor_ce_rulings() -> None:
    """CE General Rulings (ce-rulings/ecm-2): two ECM in a group: still only +1 armor."""
    result = run("ce-ecm-not-cumulative")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["ecm1"]["damage"] == 3


def test_attackers_fight_the_target_once_blockers_are_removed_ce_rulings(full_pool: CardPool) -> None:
    """CE General Rulings (ce-rulings/removing-units-from-battle-9): the target comes into the battle and deals its
    base attack; the attackers may damage it."""
    result = run("ce-attackers-fight-the-target-when-blockers-removed", full_pool)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["prey"]["damage"] == 4
    assert cards["striker"]["damage"] == 3
    assert r.TARGET_JOINS_WHEN_UNBLOCKED in traced(result)


def test_play_only_during_battle_card_stays_in_effect_ce_rulings(full_pool: CardPool) -> None:
    """CE General Rulings (ce-rulings/mission-cards-4): the +2 stays after the battle ends (3 - 1 + 2 = 4 damage)."""
    result = run("ce-play-only-during-battle-stays", full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 26


def test_catapult_ability_from_construction_ce_rulings(full_pool: CardPool) -> None:
    """CE General Rulings (ce-rulings/deploy-phase-2): the activated Catapult's ability is used from the
    Construction region: 1 damage on the attacker, plus the blocker's 2: scrapped; the Catapult taps."""
    result = run("ce-catapult-ability-from-construction", full_pool)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["striker"]["zone"] == "scrapheap"
    assert cards["catapult"]["tapped"] is True
    twice = (SCENARIOS / "ce-catapult-ability-from-construction.yaml").read_text(encoding="utf-8")
    twice = twice.replace(
        "  - {by: Brian, assign",
        "  - {by: Melissa, use: ability, card: catapult, choose: [striker]}\n  - {by: Brian, assign",
    )
    assert r.ABILITY_ONCE_PER_BATTLE in rules_of(answer(twice, full_pool))


def test_pilot_bonus_stays_when_the_battle_ends_ce_rulings(full_pool: CardPool) -> None:
    """CE General Rulings (ce-rulings/abilities-3): the Pilot's +2 still applies after the only opposing Unit is
    removed: 5 damage to the Stockpile."""
    result = run("ce-pilot-bonus-stays-without-battle", full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 25


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_cited_rule_resolves(path: Path, current_pool: CardPool, rulings: RulingBase) -> None:
    """Every rule id in an answer's trace and violations is a record ``judge rule`` resolves (scenario-format.md)."""
    base = rulings
    result = run(path.stem, current_pool)
    cited = traced(result) | rules_of(result)
    assert cited
    assert [rule for rule in cited if base.get(rule) is None] == []
    assert sum(Fraction(o["probability"]) for o in result["outcomes"]) == 1


def test_the_readme_example_is_the_web_example_and_is_answered() -> None:
    """The README's BattleTech example is the scenario page's, and the engine answers it (invented cards only, so it
    needs no card data)."""
    text = example_scenario("bttcg")
    assert text in (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    result = answer(text)
    assert result["legal"], result["violations"]
    assert [o["probability"] for o in result["outcomes"]] == ["2/3", "1/6", "1/6"]


def test_overrun_does_not_untap_when_the_blocker_is_only_removed_ce_rulings(full_pool: CardPool) -> None:
    """ce-rulings/overrun: removing every blocker with Forged Mission Orders is not scrapping them: the attackers stay
    tapped; the blocker, removed and untapped, takes nothing."""
    result = run("ce-overrun-forged-mission-orders", full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["striker"]["tapped"]
    assert outcome["cards"]["wall"]["zone"] == "patrol" and not outcome["cards"]["wall"]["tapped"]
    assert outcome["stockpiles"]["Melissa"] == 30 - 5
    assert r.OVERRUN_NEEDS_SCRAPPED in traced(result)
    text = (SCENARIOS / "ce-overrun-forged-mission-orders.yaml").read_text(encoding="utf-8")
    scrapped = answer(text.replace("  - {by: Brian, play: orders, choose: [wall]}\n", ""), full_pool)
    assert only(scrapped)["cards"]["wall"]["zone"] == "scrapheap"
    assert not only(scrapped)["cards"]["striker"]["tapped"]


def test_temporary_cease_fire_leaves_minefield_damage_ce_rulings(full_pool: CardPool) -> None:
    """ce-rulings/temporary-cease-fire: no Unit deals damage, but Minefield's damage (a Mission card's) is dealt."""
    result = run("ce-temporary-cease-fire-minefield", full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["wall"]["damage"] == 0
    assert outcome["cards"]["striker"]["damage"] == 2
    assert r.PREVENT_DAMAGE_DEALT in traced(result)


def test_heroic_sacrifice_damage_goes_to_the_target_1997_rulings(full_pool: CardPool) -> None:
    """rulings-1997/heroic-sacrifice-2: the 'Mech's attack (and its missile) goes to the target, not the blocker; the
    'Mech receives double damage (3 doubled, less armor 2)."""
    result = run("1997-heroic-sacrifice", full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 30 - 5 - 2
    assert outcome["cards"]["wall"]["damage"] == 0
    assert outcome["cards"]["striker"]["damage"] == 3 * 2 - 2
    assert r.HEROIC_SACRIFICE_DAMAGE in traced(result)


def test_bait_and_switch_removed_unit_stays_tapped_ce_rulings(current_pool: CardPool) -> None:
    """ce-rulings/removing-units-from-battle-7 with the errata'd Bait and Switch (ce-rulings/bait-and-switch): the
    Raider removed from battle stays tapped and takes none of the Wall's damage; the Reserve taps and joins, dealing
    its 4. "Has not dealt damage" is read as "whose damage is not assigned yet": damage is dealt only when it
    resolves at the end of the battle, and the CE rulings read "Units that have already dealt damage" as Units that
    have assigned their damage (ce-rulings/massive-battlefield-confusion; the first CE printing of Bait and Switch
    says "whose damage has not been assigned yet"); missiles fired count (ce-rulings/missiles-2)."""
    result = run("ce-bait-and-switch-stays-tapped", current_pool)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raider"]["tapped"] and cards["raider"]["damage"] == 0
    assert cards["reserve"]["tapped"] and cards["reserve"]["zone"] == "patrol"
    assert cards["wall"]["damage"] == 4
    assert {r.REMOVED_STAY_TAPPED, r.JOINS_BATTLE} <= traced(result)
    text = (SCENARIOS / "ce-bait-and-switch-stays-tapped.yaml").read_text(encoding="utf-8")
    dealt = text.replace(
        "  - {by: Brian, play: switch", "  - {by: Brian, assign: raider, to: {wall: 5}}\n  - {by: Brian, play: switch"
    )
    refused = answer(dealt, current_pool)
    assert r.DEALT_DAMAGE_IS_ASSIGNED in rules_of(refused)
    assert only(refused)["cards"]["reserve"]["tapped"] is False  # the card does not happen: nothing chosen taps
    engaged = answer(text.replace("choose: [raider, reserve]", "choose: [raider, wall]"), current_pool)
    assert r.MISSION_CARDS_AFFECT in rules_of(engaged)


def test_forged_mission_orders_untaps_unlike_bait_and_switch_ce_rulings(full_pool: CardPool) -> None:
    """ce-rulings/removing-units-from-battle-6, the contrast: Forged Mission Orders removes the blocker, untapped."""
    result = run("ce-overrun-forged-mission-orders", full_pool)
    assert result["legal"], result["violations"]
    assert not only(result)["cards"]["wall"]["tapped"]


def test_point_defense_system_takes_exactly_four_redirected_ce_rulings(current_pool: CardPool) -> None:
    """ce-rulings/enhancements-6 (and -5): the attacker redirects exactly 4 of the damage to the site to the Point
    Defense System on it (scrapped by its text), the rest reaches the site; more or less than 4 is a violation, none
    is allowed; missile damage to the site is prevented by the card's text."""
    result = run("ce-point-defense-system-redirect", current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["pds"]["zone"] == "scrapheap"
    assert outcome["stockpiles"]["Melissa"] == 30 - 2 - 3
    assert {r.REDIRECT_EXACT_AMOUNT, r.REDIRECT_POINT_DEFENSE} <= traced(result)
    text = (SCENARIOS / "ce-point-defense-system-redirect.yaml").read_text(encoding="utf-8")
    for to in ("{Melissa.stockpile: 3, pds: 3}", "{Melissa.stockpile: 1, pds: 5}"):
        wrong = answer(text.replace("{Melissa.stockpile: 2, pds: 4}", to), current_pool)
        assert r.REDIRECT_EXACT_AMOUNT in rules_of(wrong), to
    none = answer(text.replace("{Melissa.stockpile: 2, pds: 4}", "{Melissa.stockpile: 6}"), current_pool)
    assert none["legal"] and only(none)["cards"]["pds"]["zone"] == "command_post"
    assert only(none)["stockpiles"]["Melissa"] == 30 - 6 - 3
    split = text.replace("{Melissa.stockpile: 2, pds: 4}", "{Melissa.stockpile: 4, pds: 2}").replace(
        "to: {Melissa.stockpile: 3}}", "to: {Melissa.stockpile: 1, pds: 2}}"
    )
    together = answer(split, current_pool)  # 4 in all, from two Units of the same attack
    assert together["legal"], together["violations"]
    assert only(together)["cards"]["pds"]["zone"] == "scrapheap"
    missiles = answer(
        text.replace(
            "  - {by: Brian, assign: raider",
            "  - {by: Brian, use: Missile, unit: striker, at: {Melissa.stockpile: 2}}\n  - {by: Brian, assign: raider",
        ).replace("{Melissa.stockpile: 2, pds: 4}", "{Melissa.stockpile: 6}"),
        current_pool,
    )
    assert missiles["legal"], missiles["violations"]
    assert only(missiles)["stockpiles"]["Melissa"] == 30 - 6 - 3  # no missile damage, whatever the dice


def test_ambush_revealed_when_attacked_before_blockers_ce_rulings(current_pool: CardPool) -> None:
    """ce-rulings/deploy-phase-4, ambush, ambush-2: Melissa reveals Ambush! as Brian attacks (before blockers): 6
    counters, 2 above its cost of 4, so 2 damage to each attacking 'Mech, resolved with all other damage: the Raider
    is scrapped (2 + 2) yet still deals its 4 to the Wall; Ambush! is scrapped when revealed."""
    result = run("ce-ambush-revealed-when-attacked", current_pool)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raider"]["zone"] == "scrapheap"
    assert cards["hunter"]["damage"] == 2 - 1
    assert cards["wall"]["damage"] == 4 + 3
    assert cards["ambush"]["zone"] == "scrapheap"
    assert {r.REVEAL_ONLY_WHEN_ATTACKED, r.REVEAL_BEFORE_BLOCKERS, r.REVEAL_DAMAGE_AT_END} <= traced(result)
    text = (SCENARIOS / "ce-ambush-revealed-when-attacked.yaml").read_text(encoding="utf-8")
    late = text.replace("  - {by: Melissa, reveal: ambush}\n", "").replace(
        "  - {by: Brian, assign: raider", "  - {by: Melissa, reveal: ambush}\n  - {by: Brian, assign: raider"
    )
    assert r.REVEAL_BEFORE_BLOCKERS in rules_of(answer(late, current_pool))
    assert only(answer(late, current_pool))["cards"]["ambush"]["zone"] == "construction"
    cheap = answer(text.replace("counters: 6", "counters: 4"), current_pool)  # nothing above the cost: no damage
    assert cheap["legal"] and only(cheap)["cards"]["hunter"]["damage"] == 0


def test_ambush_only_when_the_opponent_attacks_ce_rulings(current_pool: CardPool) -> None:
    """ce-rulings/deploy-phase-4: Ambush! may not be revealed at any other time: the attacker's own is refused."""
    text = (SCENARIOS / "ce-ambush-revealed-when-attacked.yaml").read_text(encoding="utf-8")
    own = text.replace("    owner: Melissa\n    card: Ambush!", "    owner: Brian\n    card: Ambush!").replace(
        "{by: Melissa, reveal: ambush}", "{by: Brian, reveal: ambush}"
    )
    result = answer(own, current_pool)
    assert r.REVEAL_ONLY_WHEN_ATTACKED in rules_of(result)
    assert only(result)["cards"]["ambush"]["zone"] == "construction"


def test_ambush_as_the_target_leaves_the_mission_without_target_ce_rulings(current_pool: CardPool) -> None:
    """ce-rulings/ambush-2: Ambush!, the target, is revealed: the mission has no target but still takes place (the
    attackers' damage has nowhere to go, and the Stockpile is untouched)."""
    text = (SCENARIOS / "ce-ambush-revealed-when-attacked.yaml").read_text(encoding="utf-8")
    target = text.replace("  target: Melissa.stockpile\n  blockers: [wall]\n", "  target: ambush\n")
    target = target.replace("  - {by: Melissa, assign: wall, to: {raider: 2}}\n", "")
    target = target.replace("{by: Brian, assign: raider, to: {wall: 4}}", "{by: Brian, pass: true}")
    target = target.replace("  - {by: Brian, assign: hunter, to: {wall: 3}}\n", "")
    result = answer(target, current_pool)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["ambush"]["zone"] == "scrapheap"
    assert cards["raider"]["damage"] == 2 and cards["hunter"]["damage"] == 1
    assert only(result)["stockpiles"]["Melissa"] == 30


def test_every_worked_example_of_the_documents_has_a_scenario_file() -> None:
    """Issue 5: every worked example of the rulebook and the rulings (records of kind ``example``) is a scenario file
    under rulings/examples/bttcg that cites its record id."""
    from judge.rulings.loader import read_rulings_file

    cited = "\n".join(p.read_text(encoding="utf-8") for p in SCENARIOS.glob("*.yaml"))
    rules_dir = Path(__file__).parent.parent / "rulings"
    examples = [
        record.id
        for name in ("rulebook.rules", "ce-rulings.rules", "rulings-1997.rules")
        for record in read_rulings_file(rules_dir / name)
        if record.kind == "example"
    ]
    assert len(examples) >= 30
    assert [e for e in examples if e not in cited] == []
