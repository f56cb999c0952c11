"""Card text the turn once dropped in silence, answering wrongly and calling it legal (issue 17): each is executed now
or refused out loud ("not answered by this version: <card>: <sentence>"). Pool cards are read in place from
``../shared`` (skipped without it); inline cards are invented."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import NEEDS_MUNITIONS, answer, only, traced


def scenario(cards: dict[str, Any], actions: list[dict[str, Any]], **more: Any) -> str:
    data: dict[str, Any] = {
        "game": "bttcg",
        "players": more.pop("players", {"Brian": {}, "Melissa": {}}),
        "phase": more.pop("phase", "deploy"),
        "cards": cards,
        "actions": actions,
        **more,
    }
    return yaml.safe_dump(data, sort_keys=False)


def violations(result: dict[str, Any]) -> list[tuple[int | None, str]]:
    return [(v["action"], v["message"]) for v in result["violations"]]


# --- deploy triggers (Steiner High Command) -------------------------------------------------------------------------


def test_deploy_trigger_steiner_high_command_is_not_dropped_rulebook_p9(current_pool: CardPool) -> None:
    """rulebook p.9 ("About This Rulebook": a card's text makes an exception to the rules). Steiner High Command:
    "Whenever you deploy a Subterfuge card, you may show that card ... and also may make an additional deployment
    this turn." Before: the trigger never fired, and a third deployment was "no deployment left". Now it fires
    (tests/test_bttcg_turn_fired.py), and its "may" needs an answer: without one the deployment is a violation
    naming the card, never answered as if the card said nothing."""
    cards = {
        "steiner": {"owner": "Brian", "card": "Steiner High Command (CE)"},
        "job": {"owner": "Brian", "card": "Inside Job (CE)", "zone": "hand"},
    }
    result = answer(scenario(cards, [{"by": "Brian", "deploy": "job"}]), current_pool)
    assert not result["legal"]
    assert "Steiner High Command" in violations(result)[0][1]


def test_deploy_trigger_does_not_fire_for_a_card_it_does_not_watch_rulebook_p18(current_pool: CardPool) -> None:
    """rulebook p.18 (two deployments a turn): Steiner High Command watches Subterfuge cards only; deploying a Unit
    with it in play is the plain rule, and a third deployment is still a violation."""
    cards = {
        "steiner": {"owner": "Brian", "card": "Steiner High Command (CE)"},
        **{
            f"u{n}": {
                "owner": "Brian",
                "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 1},
                "zone": "hand",
            }
            for n in range(3)
        },
    }
    actions = [{"by": "Brian", "deploy": f"u{n}"} for n in range(3)]
    result = answer(scenario(cards, actions), current_pool)
    assert violations(result) == [(2, "Brian has no deployment left this turn")]


# --- end-of-phase triggers (Crusader Faction) -----------------------------------------------------------------------


def test_phase_end_trigger_crusader_faction_is_not_dropped_rulebook_p9(current_pool: CardPool) -> None:
    """rulebook p.9 (a card's text makes an exception to the rules), p.33 (the End of Turn phase follows the Missions
    phase). Crusader Faction: "At the end of your Missions phase, scrap Crusader Faction if any of your patrolling
    'Mechs could have attacked this turn but did not." Before: the turn went on to its end and the Faction stayed.
    Now the Faction is scrapped (tests/test_bttcg_turn_fired.py has the variants)."""
    cards = {
        "crusader": {"owner": "Brian", "card": "Crusader Faction"},
        "mech": {"owner": "Brian", "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 1}},
    }
    result = answer(scenario(cards, [{"by": "Brian", "phase": "end"}], phase="missions"), current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["crusader"]["zone"] == "scrapheap"


def test_phase_end_trigger_waits_for_its_phase_rulebook_p16(current_pool: CardPool) -> None:
    """rulebook p.16 (the phases come in order): Crusader Faction's trigger is the end of the Missions phase; going
    from the Deploy phase to the Missions phase does not fire it."""
    cards = {"crusader": {"owner": "Brian", "card": "Crusader Faction"}}
    result = answer(scenario(cards, [{"by": "Brian", "phase": "missions"}]), current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["crusader"]["zone"] == "command_post"


# --- Stockpile damage from Command cards (Tactical Nuke) ------------------------------------------------------------


def nuke(counters: int, brian: int, melissa: int, pool: CardPool) -> dict[str, Any]:
    """Tactical Nuke (2+6M+4P; Brian has M and P: total cost 2) under construction with ``counters``, activated."""
    cards = {"nuke": {"owner": "Brian", "card": "Tactical Nuke (CE)", "zone": "construction", "counters": counters}}
    players = {"Brian": {"assets": ["M", "P"], "stockpile": brian}, "Melissa": {"stockpile": melissa}}
    return answer(scenario(cards, [{"by": "Brian", "activate": "nuke"}], players=players), pool)


def test_stockpile_damage_tactical_nuke_rulebook_p29(current_pool: CardPool) -> None:
    """Tactical Nuke: "Deal damage to each opposing Stockpile equal to the number of construction counters above the
    cost of this card, then deal that much damage to your own Stockpile"; each point of damage to a Stockpile scraps
    a card from it (rulebook p.29, resolving-damage-5). Before: the Nuke was revealed and scrapped, and no damage was
    dealt. 5 counters on a total cost of 2: 3 damage to each Stockpile."""
    result = nuke(5, 10, 8, current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"] == {"Brian": 7, "Melissa": 5}
    assert outcome["winner"] is None
    assert outcome["cards"]["nuke"]["zone"] == "scrapheap"
    assert {r.STOCKPILE_DAMAGE, t.SCRAPPED_WHEN_REVEALED} <= traced(result)


def test_stockpile_damage_both_run_out_is_a_draw_ce_rulings_victory_conditions(current_pool: CardPool) -> None:
    """CE General Rulings, Victory Conditions: "After the entire effect of a card or ability has been assessed, check
    each Stockpile ...; if all Stockpiles took too much damage, the game is a draw" (the Tactical Nuke ruling points
    there). Melissa's Stockpile runs out first, but the check waits for the whole effect: both out, a draw; the turn
    goes on no further."""
    result = nuke(5, 3, 2, current_pool)
    outcome = only(result)
    assert outcome["stockpiles"] == {"Brian": 0, "Melissa": 0}
    assert outcome["winner"] == "draw"
    assert r.VICTORY in traced(result)
    one_side = nuke(5, 4, 2, current_pool)
    assert only(one_side)["winner"] == "Brian"


def test_stockpile_damage_no_extra_counters_no_damage_rulebook_p20(current_pool: CardPool) -> None:
    """rulebook p.20 (extra construction counters are ignored unless the card says otherwise): a Nuke activated with
    exactly its cost deals 0 damage."""
    assert only(nuke(2, 5, 5, current_pool))["stockpiles"] == {"Brian": 5, "Melissa": 5}


def test_scrapped_when_revealed_effect_not_executed_is_refused_rulebook_p24() -> None:
    """rulebook p.24 (certain Command cards are scrapped as soon as they are revealed: what they do, they do then).
    Before: Culling's effect was dropped in silence as it was activated (it is executed now:
    tests/test_bttcg_turn_excess.py); an invented card's effect the turn does not execute as it is revealed is
    refused out loud, naming its sentence."""
    text = (
        "Scrap this card when it is revealed. "
        "Players cannot spend more than {R}{R}{R} on construction counters each turn."
    )
    cards = {
        "limit": {"owner": "Brian", "command": {"text": text, "name": "Limit", "cost": "0"}, "zone": "construction"}
    }
    players = {"Brian": {"assets": ["A", "L", "M", "P", "T"]}, "Melissa": {}}
    with pytest.raises(ScenarioError, match=r"not answered by this version: Limit: Players cannot spend more"):
        answer(scenario(cards, [{"by": "Brian", "activate": "limit"}], players=players))


# --- assets from the cards in play ----------------------------------------------------------------------------------


def test_asset_from_support_in_the_command_post_lowers_the_cost_rulebook_p14(current_pool: CardPool) -> None:
    """rulebook p.14 ("The usual way to make an asset available to you is to have a Command card active that provides
    the asset"), p.19 (total cost: the base plus each asset cost whose asset is not available). Before: only
    ``players.assets`` counted, and Gunboat (1+2M) with 1 counter was "costs 3". With Support: Munitions in Brian's
    Command Post, it costs 1."""
    cards = {"munitions": {"owner": "Brian", "card": "Support: Munitions", "tapped": True}, "gunboat": NEEDS_MUNITIONS}
    result = answer(scenario(cards, [{"by": "Brian", "activate": "gunboat"}]), current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["gunboat"]["zone"] == "construction"
    assert "Brian's assets available: Munitions from Support: Munitions" in result["trace"][0]["text"]
    assert {t.ASSETS, t.ASSET_COSTS} <= traced(result)


def test_asset_arriving_mid_phase_counts_at_activation_rulebook_p20(current_pool: CardPool) -> None:
    """rulebook p.20: "A card's cost isn't verified until you want to activate it, which can be important if you gain
    access to a new asset while a card is under construction." Support: Munitions (cost 0) deployed and activated
    during the Deploy phase lowers Gunboat's cost at once; activating Gunboat before it is a violation."""
    cards = {"munitions": {"owner": "Brian", "card": "Support: Munitions", "zone": "hand"}, "gunboat": NEEDS_MUNITIONS}
    actions = [
        {"by": "Brian", "activate": "gunboat"},
        {"by": "Brian", "deploy": "munitions"},
        {"by": "Brian", "activate": "munitions"},
        {"by": "Brian", "activate": "gunboat"},
    ]
    result = answer(scenario(cards, actions), current_pool)
    assert violations(result) == [
        (0, "Gunboat costs 3 for Brian (assets available: none) and has 1 construction counter(s)")
    ]
    cards_after = only(result)["cards"]
    assert cards_after["munitions"]["zone"] == "command_post"
    assert cards_after["gunboat"]["zone"] == "construction"
    assert any("Support: Munitions is activated: Brian gains Munitions" in s["text"] for s in result["trace"])


def test_assets_declared_and_listed_are_both_counted_rulebook_p14(current_pool: CardPool) -> None:
    """rulebook p.14 ("some cards keep making assets available to you after they leave play"; assets are not
    cumulative, 1997 rulings): ``players.assets`` declares the assets of cards the scenario does not list. Declared
    Tactics and a listed Support: Munitions: both are available, and the trace says where each comes from; Munitions
    declared too is counted once."""
    cards = {"munitions": {"owner": "Brian", "card": "Support: Munitions"}, "gunboat": NEEDS_MUNITIONS}
    players = {"Brian": {"assets": ["M", "T"]}, "Melissa": {}}
    result = answer(scenario(cards, [{"by": "Brian", "activate": "gunboat"}], players=players), current_pool)
    assert result["legal"], result["violations"]
    assert result["trace"][0]["text"] == (
        "Brian's assets available: Munitions from Support: Munitions; Tactics declared ('players.Brian.assets': cards "
        "the scenario does not list); declared too, counted once (assets are not cumulative): Munitions"
    )
    assert t.ASSETS_NOT_CUMULATIVE in traced(result)


def test_asset_tactics_from_a_listed_card_sets_base_initiative_rulebook_p23(current_pool: CardPool) -> None:
    """rulebook p.23 (base initiative is 1 with Tactics available, 0 otherwise): a Support: Tactics in Melissa's
    Command Post gives her base initiative 1 in a battle, with no ``players.assets``."""
    text = yaml.safe_dump(
        {
            "game": "bttcg",
            "players": {"Brian": {}, "Melissa": {}},
            "cards": {
                "tactics": {"owner": "Melissa", "card": "Support: Tactics"},
                "raider": {
                    "owner": "Brian",
                    "unit": {"type": "mech", "speed": "fast", "attack": 2, "armor": 0, "structure": 5},
                },
                "guard": {
                    "owner": "Melissa",
                    "unit": {"type": "mech", "speed": "fast", "attack": 1, "armor": 0, "structure": 5},
                },
            },
            "mission": {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]},
        },
        sort_keys=False,
    )
    result = answer(text, current_pool)
    assert result["initiative"]["scores"] == {"Brian": 0, "Melissa": 1}


def test_asset_of_a_depleted_card_alone_is_refused_rulebook_p21(current_pool: CardPool) -> None:
    """rulebook p.21 (a depleted card is face down): the rules do not say whether it still provides its asset, so a
    cost that depends on it is refused, not guessed; declaring the asset answers."""
    cards = {
        "munitions": {"owner": "Brian", "card": "Support: Munitions", "depleted": True},
        "gunboat": NEEDS_MUNITIONS,
    }
    with pytest.raises(ScenarioError, match="not answered by this version: Support: Munitions is depleted"):
        answer(scenario(cards, [{"by": "Brian", "activate": "gunboat"}]), current_pool)
    declared = {"Brian": {"assets": ["M"]}, "Melissa": {}}
    result = answer(scenario(cards, [{"by": "Brian", "activate": "gunboat"}], players=declared), current_pool)
    assert result["legal"], result["violations"]


# --- patrol at once -------------------------------------------------------------------------------------------------


def jenner(patrol: bool | None, attack: bool = True) -> str:
    """Jenner IIC (3+2M: "You may move Jenner IIC to your Patrol region as soon as you activate it") under
    construction with 5 counters, activated, then sent to attack Melissa's Stockpile."""
    activate: dict[str, Any] = {"by": "Brian", "activate": "jenner"}
    if patrol is not None:
        activate["patrol"] = patrol
    data: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {"stockpile": 20}},
        "phase": "deploy",
        "cards": {"jenner": {"owner": "Brian", "card": "Jenner IIC", "zone": "construction", "counters": 5}},
        "actions": [activate],
    }
    if attack:
        data["mission"] = {"attacker": "Brian", "group": ["jenner"], "target": "Melissa.stockpile"}
    return yaml.safe_dump(data, sort_keys=False)


def test_patrol_at_once_jenner_iic_attacks_the_turn_it_is_activated_rulebook_p20(current_pool: CardPool) -> None:
    """rulebook p.20 (a Unit activated waits in the Construction region until the end of the turn, so it cannot
    attack), p.9 (a card's text makes an exception to the rules). Jenner IIC may move to the Patrol region as soon as
    it is activated. Before: it stayed in Construction, and attacking with it was a violation. Now ``patrol: true``
    moves it, and it attacks Melissa's Stockpile for 3 (its attack) the same turn."""
    result = answer(jenner(True), current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["jenner"]["zone"] == "patrol"
    assert outcome["cards"]["jenner"]["tapped"]
    assert outcome["stockpiles"]["Melissa"] == 17
    assert {t.RULES_MAKE_EXCEPTIONS, t.UNITS_WAIT} <= traced(result)


def test_patrol_at_once_declined_waits_in_construction_rulebook_p20(current_pool: CardPool) -> None:
    """rulebook p.20: ``patrol: false`` keeps Jenner IIC in the Construction region; attacking with it is then a
    violation (only Units in the Patrol region attack, rulebook p.24), and at the end of the turn it patrols."""
    result = answer(jenner(False), current_pool)
    assert [v["action"] for v in result["violations"]] == [None]
    assert "Jenner IIC" in result["violations"][0]["message"]
    stays = answer(jenner(False, attack=False), current_pool)
    assert only(stays)["cards"]["jenner"]["zone"] == "construction"


def test_patrol_at_once_choice_missing_is_a_violation_scenario_format_strict_mode(current_pool: CardPool) -> None:
    """shared/spec/scenario-format.md, Strict mode: "you may" is a choice the scenario must give; without ``patrol``
    the activation is a violation, and the Unit stays under construction."""
    result = answer(jenner(None, attack=False), current_pool)
    assert violations(result) == [
        (
            0,
            "Jenner IIC may go to the Patrol region as soon as it is activated: say whether it does "
            "('patrol: true' or 'patrol: false')",
        )
    ]
    assert only(result)["cards"]["jenner"] == {
        "zone": "construction",
        "damage": 0,
        "tapped": False,
        "depleted": False,
        "counters": 5,
    }


def test_patrol_at_once_not_for_a_unit_without_the_text_rulebook_p20() -> None:
    """rulebook p.20: a Unit whose text does not say so cannot go on patrol as it is activated."""
    cards = {"plain": {**NEEDS_MUNITIONS, "counters": 3}}
    result = answer(scenario(cards, [{"by": "Brian", "activate": "plain", "patrol": True}]))
    assert violations(result) == [
        (
            0,
            "Gunboat cannot go to the Patrol region as it is activated (its text does not say it may): a Unit "
            "activated waits in the Construction region until the end of the turn",
        )
    ]
    depot = {"owner": "Brian", "command": {"name": "Depot", "keywords": ["Resource"], "cost": "0", "text": "{T}: {R}"}}
    command = answer(
        scenario({"depot": {**depot, "zone": "construction"}}, [{"by": "Brian", "activate": "depot", "patrol": True}])
    )
    assert violations(command) == [(0, "Depot is not a Unit: only Units go to the Patrol region")]


def test_patrol_at_once_when_revealed_only_if_revealed_as_activated_rulebook_p17() -> None:
    """rulebook p.17-18, Glossary "Reveal" (a card is deployed face down and revealed as it is activated): "If ... is
    fully constructed when you reveal it, you may immediately place it in your Patrol region". An inline Unit with
    that text deployed face down goes on patrol as it is activated; deployed revealed (not fully constructed then, its
    cost being 2), it waits."""
    text = "If Scout is fully constructed when you reveal it, you may immediately place it in your Patrol region."
    scout = {
        "owner": "Brian",
        "unit": {
            "type": "mech",
            "speed": "fast",
            "attack": 1,
            "armor": 0,
            "structure": 2,
            "name": "Scout",
            "cost": "2",
            "text": text,
        },
        "zone": "hand",
    }
    depot = {"owner": "Brian", "command": {"name": "Depot", "keywords": ["Resource"], "text": "{T}: {R}{R}"}}
    actions: list[dict[str, Any]] = [
        {"by": "Brian", "deploy": "scout"},
        {"by": "Brian", "tap": ["depot"]},
        {"by": "Brian", "construct": {"scout": 2}},
        {"by": "Brian", "activate": "scout", "patrol": True},
    ]
    result = answer(scenario({"scout": scout, "depot": depot}, actions))
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["scout"]["zone"] == "patrol"
    actions[0]["revealed"] = True
    early = answer(scenario({"scout": scout, "depot": depot}, actions))
    assert [v["action"] for v in early["violations"]] == [3]
    assert "revealed as it was deployed" in early["violations"][0]["message"]


def test_patrol_choice_reads_and_writes_in_plain_text() -> None:
    """The plain-text spelling of ``patrol`` (README, scenarios in plain English): ", moving it to patrol" and
    ", keeping it in construction" read back to the same model."""
    from judge.bttcg.scenario import BtScenario
    from judge.bttcg.scenario_text import parse_text
    from judge.bttcg.scenario_write import to_text

    for patrol in (True, False):
        model = BtScenario.model_validate(yaml.safe_load(jenner(patrol, attack=False)))
        text = to_text(model)
        assert ("moving it to patrol" if patrol else "keeping it in construction") in text
        assert parse_text(text) == model


def test_asset_chosen_on_activation_comes_from_the_declared_assets_rulebook_p14(current_pool: CardPool) -> None:
    """rulebook p.14 (assets from active Command cards): ComStar Support provides the asset chosen as it was
    activated, which a scenario can say only through ``players.assets``; the trace says so rather than guessing."""
    cards = {"comstar": {"owner": "Brian", "card": "ComStar Support"}, "gunboat": NEEDS_MUNITIONS}
    players = {"Brian": {"assets": ["M"]}, "Melissa": {}}
    result = answer(scenario(cards, [{"by": "Brian", "activate": "gunboat"}], players=players), current_pool)
    assert result["legal"], result["violations"]
    assert result["trace"][0]["text"] == (
        "ComStar Support provides the asset chosen as it was activated: only 'players.Brian.assets' (Munitions) says "
        "which"
    )


def test_asset_lost_when_its_card_is_scrapped_in_a_mission_rulebook_p14(current_pool: CardPool) -> None:
    """rulebook p.14 ("the only value in having two sources for a particular asset is to have a backup in case an
    opponent scraps one"), p.23 (base initiative 1 with Tactics): Brian's first mission scraps Melissa's only Support:
    Tactics; in his second mission her base initiative is 0. Each mission's own initiative is reported as it was."""
    text = yaml.safe_dump(
        {
            "game": "bttcg",
            "players": {"Brian": {}, "Melissa": {}},
            "cards": {
                "tactics": {"owner": "Melissa", "card": "Support: Tactics"},
                "big": {
                    "owner": "Brian",
                    "unit": {"type": "mech", "speed": "fast", "attack": 10, "armor": 0, "structure": 5},
                },
                "raider": {
                    "owner": "Brian",
                    "unit": {"type": "mech", "speed": "fast", "attack": 2, "armor": 0, "structure": 5},
                },
                "guard": {
                    "owner": "Melissa",
                    "unit": {"type": "mech", "speed": "fast", "attack": 1, "armor": 0, "structure": 5},
                },
            },
            "mission": {"attacker": "Brian", "group": ["big"], "target": "tactics"},
            "actions": [{"by": "Brian", "attack": "Melissa.stockpile", "group": ["raider"], "blockers": ["guard"]}],
        },
        sort_keys=False,
    )
    result = answer(text, current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["tactics"]["zone"] == "scrapheap"
    assert [i["scores"]["Melissa"] for i in result["initiatives"]] == [1, 0]
    assert "After the mission: Melissa loses Tactics (assets available: none)" in [s["text"] for s in result["trace"]]


def test_reveal_trigger_of_a_card_deployed_revealed_is_refused_rulebook_glossary_reveal(current_pool: CardPool) -> None:
    """rulebook p.17 and Glossary "Reveal" (a card may be revealed before it is activated; "Scrap this card when it is
    revealed" happens then): Tactical Nuke deployed revealed would be scrapped at once. The turn does not execute
    that yet, so it is refused rather than left under construction as if its text were silent."""
    cards = {"nuke": {"owner": "Brian", "card": "Tactical Nuke (CE)", "zone": "hand"}}
    with pytest.raises(ScenarioError, match=r"not answered by this version: Tactical Nuke: Scrap this card when it is"):
        answer(scenario(cards, [{"by": "Brian", "deploy": "nuke", "revealed": True}]), current_pool)


def test_patrol_and_reveal_survive_the_yaml_writer() -> None:
    """``judge scenario to-yaml`` writes every field of an action (it once dropped ``patrol`` and ``reveal``)."""
    from judge.bttcg.scenario import BtScenario
    from judge.bttcg.scenario_write import to_yaml

    for patrol in (True, False):
        model = BtScenario.model_validate(yaml.safe_load(jenner(patrol, attack=False)))
        assert BtScenario.model_validate(yaml.safe_load(to_yaml(model))) == model
    ambush = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "cards": {
            "raider": {
                "owner": "Brian",
                "unit": {"type": "mech", "speed": "fast", "attack": 1, "armor": 0, "structure": 1},
            },
            "site": {"owner": "Melissa", "command": {"name": "Trap"}, "zone": "construction"},
        },
        "mission": {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"},
        "actions": [{"by": "Melissa", "reveal": "site"}],
    }
    model = BtScenario.model_validate(ambush)
    assert BtScenario.model_validate(yaml.safe_load(to_yaml(model))) == model
