"""The turn sequence of the BattleTech TCG (untap, draw, deploy, repair/reload, missions, end of turn), one test per
rule, named after it and citing its source. Cards are inline (no pool needed)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg import deploy as d
from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.answer import build_position
from judge.bttcg.resources import tap_for_resources
from judge.bttcg.scenario import BtScenario
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn import (
    DEPLOYMENTS_FIRST_TURN,
    DEPLOYMENTS_PER_TURN,
    DRAWS_FIRST_TURN,
    DRAWS_PER_TURN,
    REPAIRS_PER_TURN,
    RESTOCKS_PER_TURN,
    Phase,
    Turn,
    TurnRunner,
    UnknownCardError,
)
from judge.cards.cost import parse_cost
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import unit as inline_unit

BRIAN, MELISSA = "Brian", "Melissa"


def position(
    cards: dict[str, Any], assets: tuple[str, str] = ("", ""), stockpiles: tuple[int, int] = (30, 30)
) -> Position:
    scenario = BtScenario.model_validate(
        {
            "game": "bttcg",
            "players": {
                BRIAN: {"assets": list(assets[0]), "stockpile": stockpiles[0]},
                MELISSA: {"assets": list(assets[1]), "stockpile": stockpiles[1]},
            },
            "cards": cards,
        }
    )
    return build_position(scenario, {})


def unit(owner: str, **more: Any) -> dict[str, Any]:
    """An inline 'Mech (or ``type``) card spec; ``activated`` is card state."""
    activated = more.pop("activated", None)
    spec = inline_unit(owner, **more)
    if activated is not None:
        spec["activated"] = activated
    return spec


def runner(
    pos: Position,
    phase: Phase | None = None,
    costs: dict[str, str] | None = None,
    first_turn: bool = False,
    player: str = BRIAN,
) -> TurnRunner:
    turn = Turn(player, first_turn=first_turn, costs={c: parse_cost(v) for c, v in (costs or {}).items()})
    run = TurnRunner(pos, turn)
    if phase is not None:
        run.enter(phase)
    return run


def command(
    owner: str, zone: str | None = None, text: str = "", keywords: list[str] | None = None, **state: Any
) -> dict[str, Any]:
    spec: dict[str, Any] = {"owner": owner, "command": {"text": text, "keywords": keywords or []}, **state}
    if zone:
        spec["zone"] = zone
    return spec


def resource(owner: str, count: int = 1, **state: Any) -> dict[str, Any]:
    return command(owner, text="{T}: " + "{R}" * count, keywords=["Resource"], **state)


def rules_of(pos: Position) -> set[str]:
    return {rule for v in pos.violations for rule in v.rules}


def traced(pos: Position) -> set[str]:
    return {rule for step in pos.trace for rule in step.rules}


def test_every_turn_rule_id_resolves() -> None:
    """Every id in judge.bttcg.turn_rules is a record ``judge rule`` finds."""
    base = RulingBase.load()
    assert not [rule for rule in t.ALL_RULE_IDS if base.get(rule) is None]


def test_turn_numbers_are_the_rulings_params() -> None:
    """The numbers of the turn are those the rule records state (``@param``), the newest document winning."""
    params = {name: value for name, (value, _) in RulingBase.load().params("bttcg").items()}
    assert int(params["draw.per-turn"]) == DRAWS_PER_TURN
    assert int(params["draw.first-turn-first-player"]) == DRAWS_FIRST_TURN
    assert int(params["deployments.per-turn"]) == DEPLOYMENTS_PER_TURN
    assert int(params["deployments.first-turn-first-player"]) == DEPLOYMENTS_FIRST_TURN
    assert int(params["assembly.repairs-per-turn"]) == REPAIRS_PER_TURN
    assert int(params["logistics.restock-per-turn"]) == RESTOCKS_PER_TURN
    assert params["activation.phase"] == "deploy"
    assert params["guard.assign-phase"] == "missions"


# --- the sequence (rulebook p.16-17) ------------------------------------------------------------------------------


def test_phases_come_in_order_rulebook_p16() -> None:
    """rulebook p.16: the six phases of a turn: Untap, Draw, Deploy, Repair/Reload, Missions, End of Turn."""
    pos = position({"hand1": unit(BRIAN, zone="hand")})
    run = runner(pos, "missions")
    assert [e.rules[0] for e in pos.trace[:2]] == [t.UNTAP, t.DRAW]
    run.enter("deploy")
    assert t.SEQUENCE in rules_of(pos)
    d.deploy(run, 0, BRIAN, "hand1")
    assert pos.cards["hand1"].zone == "hand"


def test_only_the_player_whose_turn_it_is_acts_rulebook_p17() -> None:
    """rulebook p.17-18: each phase is "your" phase: the other player deploys nothing in it."""
    pos = position({"hand1": unit(MELISSA, zone="hand")})
    run = runner(pos, "deploy")
    d.deploy(run, 0, MELISSA, "hand1")
    assert pos.violations and pos.cards["hand1"].zone == "hand"


def test_unknown_card_ids_are_malformed_input_not_violations() -> None:
    run = runner(position({}), "deploy")
    with pytest.raises(UnknownCardError):
        d.deploy(run, 0, BRIAN, "nobody")


# --- Untap (rulebook p.17) ----------------------------------------------------------------------------------------


def test_depleted_cards_stay_tapped_rulebook_p17() -> None:
    """rulebook p.17: "During your Untap phase, you untap all of your tapped cards ... The exception is that
    depleted cards don't untap"."""
    pos = position(
        {
            "used": unit(BRIAN, tapped=True),
            "empty": unit(BRIAN, depleted=True),
            "post": resource(BRIAN, tapped=True),
        }
    )
    runner(pos, "untap")
    assert not pos.cards["used"].tapped and not pos.cards["post"].tapped
    assert pos.cards["empty"].tapped and pos.cards["empty"].depleted
    assert t.UNTAP in traced(pos)


def test_untap_is_not_declined_and_untaps_only_your_cards_ce_rulings() -> None:
    """CE General Rulings, Untap Phase: "You can't decline to untap a card during your Untap phase unless a card
    gives you that option"; the opponent's cards wait for his or her own Untap phase."""
    pos = position({"mine": unit(BRIAN, tapped=True), "theirs": unit(MELISSA, tapped=True)})
    runner(pos, "untap")
    assert not pos.cards["mine"].tapped and pos.cards["theirs"].tapped
    assert t.UNTAP_NOT_DECLINED in traced(pos)


def test_a_card_that_changes_untapping_is_refused_not_guessed() -> None:
    """A card text that keeps a card tapped is an exception to the rule (rulebook p.9): one the engine executes
    keeps it tapped (judge/bttcg/untap_rules.py); one it does not execute yet (its controller's choice) is refused
    rather than untapping the card."""
    pos = position({"odd": unit(BRIAN, tapped=True, name="Zorb", text="Zorb does not untap during your Untap phase.")})
    runner(pos, "untap")
    assert pos.cards["odd"].tapped
    text = "You may choose not to untap Zorb during your Untap phase."
    pos = position({"odd": unit(BRIAN, tapped=True, name="Zorb", text=text)})
    with pytest.raises(UnsupportedError):
        runner(pos, "untap")


# --- Draw (rulebook p.18) -----------------------------------------------------------------------------------------


def test_draw_two_cards_rulebook_p18() -> None:
    """rulebook p.18: "Draw two cards from your Stockpile"; CE General Rulings: never fewer."""
    pos = position({}, stockpiles=(10, 10))
    run = runner(pos, "deploy")
    assert pos.stockpiles == {BRIAN: 8, MELISSA: 10} and run.turn.drawn == 2
    assert {t.DRAW, t.DRAW_NOT_FEWER} <= traced(pos)


def test_first_player_draws_one_on_the_first_turn_rulebook_p18() -> None:
    """rulebook p.18: "If it's your first turn and you're the first player to draw, draw only one card"."""
    pos = position({}, stockpiles=(10, 10))
    runner(pos, "deploy", first_turn=True)
    assert pos.stockpiles[BRIAN] == 9


def test_drawing_the_last_card_loses_the_game_rulebook_p10() -> None:
    """rulebook p.10: you win when your opponent's Stockpile has no cards left, "regardless of whether this is
    because you did sufficient damage to the Stockpile or because your opponent had to draw too many cards"."""
    pos = position({"hand1": unit(BRIAN, zone="hand")}, stockpiles=(1, 10))
    run = runner(pos, "deploy")
    assert pos.stockpiles[BRIAN] == 0 and run.turn.winner == MELISSA
    assert r.VICTORY in traced(pos)
    d.deploy(run, 0, BRIAN, "hand1")
    assert r.VICTORY in rules_of(pos)


# --- Deploy (rulebook p.18-20) ------------------------------------------------------------------------------------


def test_two_deployments_each_turn_rulebook_p18() -> None:
    """rulebook p.18: "You get two deployments each turn, during your Deploy phase"."""
    pos = position({f"h{i}": unit(BRIAN, zone="hand") for i in range(3)})
    run = runner(pos, "deploy")
    for i in range(3):
        d.deploy(run, i, BRIAN, f"h{i}")
    assert [pos.cards[f"h{i}"].zone for i in range(3)] == ["construction", "construction", "hand"]
    assert [v.action for v in pos.violations] == [2] and t.DEPLOYMENTS in rules_of(pos)


def test_first_player_gets_one_deployment_on_the_first_turn_rulebook_p18() -> None:
    """rulebook p.18: "If it's your first turn and you're the first player to draw, you get only one deployment"."""
    pos = position({f"h{i}": unit(BRIAN, zone="hand") for i in range(2)})
    run = runner(pos, "deploy", first_turn=True)
    d.deploy(run, 0, BRIAN, "h0")
    d.deploy(run, 1, BRIAN, "h1")
    assert pos.cards["h1"].zone == "hand" and t.DEPLOYMENTS in rules_of(pos)


def test_only_unit_and_command_cards_from_hand_are_deployed_rulebook_p18() -> None:
    """rulebook p.18: "you deploy Unit and Command cards"; "To deploy a card in your hand, you put it face down in
    your Construction region"."""
    pos = position(
        {
            "fog": {"owner": BRIAN, "mission": {"text": ""}},
            "out": unit(BRIAN),
            "res": resource(BRIAN, zone="hand"),
        }
    )
    run = runner(pos, "deploy")
    d.deploy(run, 0, BRIAN, "fog")
    d.deploy(run, 1, BRIAN, "out")
    d.deploy(run, 2, BRIAN, "res")
    assert [v.action for v in pos.violations] == [0, 1]
    assert pos.cards["res"].zone == "construction" and pos.cards["res"].counters == 0


def test_additional_deployment_when_deployed_revealed_needs_one_left_1997_rulings() -> None:
    """1997 rulings, Deployment Costs: "Some 'Mechs give you an additional deployment if you reveal them when you
    deploy them. You can only deploy those 'Mechs if you have not already used all of your deployments"."""
    text = "You may deploy Zorb revealed to make an additional deployment this turn."
    cards = {"zorb": unit(BRIAN, zone="hand", name="Zorb", text=text)} | {
        f"h{i}": unit(BRIAN, zone="hand") for i in range(3)
    }
    pos = position(cards)
    run = runner(pos, "deploy")
    d.deploy(run, 0, BRIAN, "h0")
    d.deploy(run, 1, BRIAN, "zorb", revealed=True)
    d.deploy(run, 2, BRIAN, "h1")
    assert not pos.violations and run.turn.deployments == 0
    d.deploy(run, 3, BRIAN, "h2")
    assert t.DEPLOYMENTS in rules_of(pos)
    # Deployed face down, it makes no additional deployment.
    pos = position(cards)
    run = runner(pos, "deploy", first_turn=True)
    d.deploy(run, 0, BRIAN, "zorb")
    d.deploy(run, 1, BRIAN, "h0")
    assert [v.action for v in pos.violations] == [1]
    # With no deployment left, it cannot be deployed at all.
    pos = position(cards)
    run = runner(pos, "deploy", first_turn=True)
    d.deploy(run, 0, BRIAN, "h0")
    d.deploy(run, 1, BRIAN, "zorb", revealed=True)
    assert t.REVEALED_FOR_DEPLOYMENT in rules_of(pos)


def test_construction_counters_come_from_tapped_resources_rulebook_p19() -> None:
    """rulebook p.19: "you can tap cards for resources to put construction counters on your cards under
    construction, distributed in any way you choose"; a card that provides R·R pays for one counter on each of two
    cards."""
    pos = position(
        {"rr": resource(BRIAN, 2), "a": unit(BRIAN, zone="construction"), "b": unit(BRIAN, zone="construction")}
    )
    run = runner(pos, "deploy")
    tap_for_resources(run, 0, BRIAN, "rr")
    d.construct(run, 1, BRIAN, {"a": 1, "b": 1})
    assert not pos.violations
    assert pos.cards["rr"].tapped and (pos.cards["a"].counters, pos.cards["b"].counters) == (1, 1)
    tap_for_resources(run, 2, BRIAN, "rr")
    assert t.TAP_ABILITY in rules_of(pos)
    d.construct(run, 3, BRIAN, {"a": 1})
    assert t.CONSTRUCT in rules_of(pos) and pos.cards["a"].counters == 1


def test_only_active_cards_that_provide_resources_are_tapped_for_them_rulebook_p12() -> None:
    """rulebook p.12-14: Resource cards provide resources when tapped; "You can't use the abilities of a Command
    card until you've activated it"."""
    pos = position({"built": resource(BRIAN, zone="construction"), "plain": command(BRIAN)})
    run = runner(pos, "deploy")
    tap_for_resources(run, 0, BRIAN, "built")
    tap_for_resources(run, 1, BRIAN, "plain")
    assert [v.rules[0] for v in pos.violations] == [t.COMMAND_ABILITIES_WHEN_ACTIVE, t.RESOURCE_CARDS]
    assert run.turn.resources == 0


def test_resources_must_be_spent_at_once_ce_rulings() -> None:
    """CE General Rulings, Resources: "Resources must be spent immediately upon being generated or they are lost";
    the Scrounger Crew example: you can't spend one, deploy a card, and then spend the other."""
    pos = position({"rr": resource(BRIAN, 2), "a": unit(BRIAN, zone="construction"), "h": unit(BRIAN, zone="hand")})
    run = runner(pos, "deploy")
    tap_for_resources(run, 0, BRIAN, "rr")
    d.construct(run, 1, BRIAN, {"a": 1})
    d.deploy(run, 2, BRIAN, "h")
    assert t.RESOURCES_AT_ONCE in traced(pos) and run.turn.resources == 0
    d.construct(run, 3, BRIAN, {"a": 1})
    assert [v.action for v in pos.violations] == [3] and pos.cards["a"].counters == 1


def test_unspent_resources_are_lost_at_the_end_of_the_deploy_phase_1997_rulings() -> None:
    """1997 rulings, Resources: "If you do not use Resources by the end of the Deployment phase, you lose them"."""
    pos = position({"rr": resource(BRIAN, 2)})
    run = runner(pos, "deploy")
    tap_for_resources(run, 0, BRIAN, "rr")
    run.enter("repair_reload")
    assert run.turn.resources == 0 and t.RESOURCES_LOST in traced(pos)


def test_no_counters_on_cards_already_activated_rulebook_p19() -> None:
    """rulebook p.19: "You can't add construction counters to cards that you've already activated"."""
    pos = position({"r": resource(BRIAN), "done": unit(BRIAN, zone="construction", activated=True)})
    run = runner(pos, "deploy")
    tap_for_resources(run, 0, BRIAN, "r")
    d.construct(run, 1, BRIAN, {"done": 1})
    assert t.CONSTRUCT in rules_of(pos) and pos.cards["done"].counters == 0


def test_total_cost_is_base_plus_unavailable_asset_costs_rulebook_p19() -> None:
    """rulebook p.19: "A card's total construction cost is equal to its base construction cost plus each asset cost
    specifying an asset that isn't available to you" (the Sunder, 6+3A+3M+3T: 6 to 15)."""
    cards = {"sunder": unit(BRIAN, zone="construction", counters=9, name="Sunder")}
    pos = position(cards, assets=("AM", ""))
    run = runner(pos, "deploy", costs={"sunder": "6+3A+3M+3T"})
    d.activate(run, 0, BRIAN, "sunder")
    assert not pos.violations and pos.cards["sunder"].activated
    pos = position(cards, assets=("A", ""))
    run = runner(pos, "deploy", costs={"sunder": "6+3A+3M+3T"})
    d.activate(run, 0, BRIAN, "sunder")
    assert t.TOTAL_COST in rules_of(pos) and "costs 12" in pos.violations[0].message


def test_an_available_asset_ignores_its_asset_cost_1997_rulings_dasher_d() -> None:
    """1997 rulings, Deployment Costs: the Dasher D (4/2A/1M/1T) costs 8, 7 with Tactics, 4 with Assembly,
    Munitions and Tactics: "Having an asset lets you completely ignore the number next to it"."""
    for assets, counters, legal in (("T", 7, True), ("T", 6, False), ("AMT", 4, True), ("", 7, False)):
        pos = position({"dasher": unit(BRIAN, zone="construction", counters=counters)}, assets=(assets, ""))
        run = runner(pos, "deploy", costs={"dasher": "4/2A/1M/1T"})
        d.activate(run, 0, BRIAN, "dasher")
        assert (not pos.violations) is legal, (assets, counters)


def test_a_card_of_total_cost_0_activates_without_counters_rulebook_p19() -> None:
    """rulebook p.19: "If a card's total construction cost for you is 0, you can activate it without putting any
    construction counters on it"."""
    pos = position({"free": resource(BRIAN, zone="construction")})
    run = runner(pos, "deploy", costs={"free": "0"})
    d.activate(run, 0, BRIAN, "free")
    assert not pos.violations and pos.cards["free"].zone == "command_post"


def test_extra_counters_are_ignored_on_activation_1997_rulings() -> None:
    """1997 rulings, Deployment: "Activating a card with construction counters over the cost does not give you an
    added benefit"; rulebook p.20: "you ignore the extra counters"."""
    pos = position({"big": resource(BRIAN, zone="construction", counters=5)})
    run = runner(pos, "deploy", costs={"big": "3"})
    d.activate(run, 0, BRIAN, "big")
    assert pos.cards["big"].counters == 0 and t.EXTRA_COUNTERS in traced(pos)


def test_cards_are_activated_only_in_the_deploy_phase_ce_rulings() -> None:
    """CE General Rulings, Deploy Phase: "The Deploy phase is the only phase in which you can activate cards, unless
    the card states otherwise"."""
    pos = position({"free": resource(BRIAN, zone="construction")})
    run = runner(pos, "missions", costs={"free": "0"})
    d.activate(run, 0, BRIAN, "free")
    assert t.ACTIVATE_ONLY_IN_DEPLOY in rules_of(pos) and pos.cards["free"].zone == "construction"


def test_activated_command_cards_go_to_the_command_post_at_once_rulebook_p20() -> None:
    """rulebook p.20: "When you activate a Command card, you move it to your Command Post immediately"; the worked
    example: a 0-cost Resource deployed, activated and tapped for a resource in the same phase."""
    pos = position({"res": resource(BRIAN, zone="hand"), "mech": unit(BRIAN, zone="construction", counters=8)})
    run = runner(pos, "deploy", costs={"res": "0", "mech": "9"})
    d.deploy(run, 0, BRIAN, "res")
    d.activate(run, 1, BRIAN, "res")
    assert pos.cards["res"].zone == "command_post"
    tap_for_resources(run, 2, BRIAN, "res")
    d.construct(run, 3, BRIAN, {"mech": 1})
    d.activate(run, 4, BRIAN, "mech")
    assert not pos.violations and pos.cards["mech"].activated


def test_activated_units_stay_in_construction_until_the_end_of_turn_rulebook_p20() -> None:
    """rulebook p.20: "if you activate a Unit, you leave it in your Construction region until the end of your
    turn"; CE General Rulings: so it can't attack or be assigned to guard that turn."""
    pos = position({"mech": unit(BRIAN, zone="construction")})
    run = runner(pos, "deploy", costs={"mech": "0"})
    d.activate(run, 0, BRIAN, "mech")
    assert pos.cards["mech"].zone == "construction" and pos.cards["mech"].activated
    run.enter("missions")
    run.guard(1, BRIAN, "mech", "Brian.stockpile")
    assert t.END_NO_GUARD in rules_of(pos) and pos.cards["mech"].zone == "construction"


def test_unique_card_not_activated_while_another_is_in_play_ce_rulings() -> None:
    """CE General Rulings, Unique Cards: "Unique cards may be placed in the Construction region while a Unique card
    of the same title is in play, but they may not be activated" (on either side; the rulebook's "your copy is
    scrapped" is the older wording)."""
    hers = unit(MELISSA, name="Phelan", keywords=["Unique"])
    mine = unit(BRIAN, zone="hand", name="Phelan", keywords=["Unique"])
    pos = position({"hers": hers, "mine": mine})
    run = runner(pos, "deploy", costs={"mine": "0"})
    d.deploy(run, 0, BRIAN, "mine")
    assert not pos.violations
    d.activate(run, 1, BRIAN, "mine")
    assert t.UNIQUE in rules_of(pos) and pos.cards["mine"].zone == "construction"
    # A card under construction is no Unique card in play yet.
    pos = position({"hers": {**hers, "zone": "construction"}, "mine": {**mine, "zone": "construction"}})
    run = runner(pos, "deploy", costs={"mine": "0"})
    d.activate(run, 0, BRIAN, "mine")
    assert not pos.violations


def test_counts_as_unique_versions_clash_rulebook_p13() -> None:
    """rulebook p.13: a Unique card that "counts as" another counts as the original for having more than one in
    play."""
    text = "Counts as Phelan while in play."
    pos = position(
        {
            "old": unit(MELISSA, name="Phelan", keywords=["Unique"]),
            "new": unit(BRIAN, zone="construction", name="Phelan Ward", keywords=["Unique"], text=text),
        }
    )
    run = runner(pos, "deploy", costs={"new": "0"})
    d.activate(run, 0, BRIAN, "new")
    assert t.UNIQUE_COUNTS_AS in rules_of(pos)


def test_pilots_go_only_on_mechs_ce_rulings() -> None:
    """CE General Rulings, Pilots: "Pilots may be played only on 'Mechs, not on any other Unit types"."""
    cards = {
        "pilot": command(BRIAN, zone="construction", keywords=["Pilot"]),
        "tank": unit(BRIAN, type="vehicle"),
        "mech": unit(BRIAN),
    }
    pos = position(cards)
    run = runner(pos, "deploy", costs={"pilot": "0"})
    d.activate(run, 0, BRIAN, "pilot", on="tank")
    assert t.PILOTS_ONLY_ON_MECHS in rules_of(pos) and pos.cards["pilot"].zone == "construction"
    d.activate(run, 1, BRIAN, "pilot")
    assert len(pos.violations) == 2
    d.activate(run, 2, BRIAN, "pilot", on="mech")
    assert len(pos.violations) == 2 and pos.cards["pilot"].on == "mech"


def test_one_pilot_on_a_mech_at_a_time_rulebook_p12() -> None:
    """rulebook p.12: "you can place only one Pilot on a 'Mech at a time"."""
    pos = position(
        {
            "mech": unit(BRIAN),
            "p1": command(BRIAN, keywords=["Pilot"], on="mech"),
            "p2": command(BRIAN, zone="construction", keywords=["Pilot"]),
        }
    )
    run = runner(pos, "deploy", costs={"p2": "0"})
    d.activate(run, 0, BRIAN, "p2", on="mech")
    assert t.PILOT in rules_of(pos)


def test_enhancements_go_on_units_or_sites_rulebook_p12() -> None:
    """rulebook p.12: Enhancements are put "on 'Mechs and other Units ... or on your sites"."""
    pos = position(
        {
            "armor": command(BRIAN, zone="construction", keywords=["Enhancement"]),
            "hand": unit(BRIAN, zone="hand"),
            "theirs": unit(MELISSA),
        }
    )
    run = runner(pos, "deploy", costs={"armor": "0"})
    d.activate(run, 0, BRIAN, "armor", on="hand")
    d.activate(run, 1, BRIAN, "armor", on="Melissa.stockpile")
    assert [v.action for v in pos.violations] == [0, 1]
    d.activate(run, 2, BRIAN, "armor", on="theirs")
    assert len(pos.violations) == 2 and pos.cards["armor"].on == "theirs"


def test_site_enhancement_scrapped_when_its_card_is_activated_as_a_unit_ce_rulings() -> None:
    """CE General Rulings, Enhancements: a site Enhancement on a card under construction stays when the card is
    activated only "if the card is still a site"."""
    pos = position(
        {"mech": unit(BRIAN, zone="construction"), "plate": command(BRIAN, keywords=["Enhancement"], on="mech")}
    )
    run = runner(pos, "deploy", costs={"mech": "0"})
    d.activate(run, 0, BRIAN, "mech")
    assert pos.cards["plate"].zone == "scrapheap" and t.SITE_ENHANCEMENT_ON_ACTIVATION in traced(pos)


def test_reassigning_pilots_needs_an_unpiloted_mech_ce_rulings() -> None:
    """CE General Rulings, Reassigning Pilots: "If all of your 'Mechs are piloted, you can't reassign any Pilots ...
    Having even one unpiloted 'Mech lets you rearrange all your Pilots as you like"."""
    cards = {
        "m1": unit(BRIAN),
        "m2": unit(BRIAN),
        "p1": command(BRIAN, keywords=["Pilot"], on="m1"),
        "p2": command(BRIAN, keywords=["Pilot"], on="m2"),
    }
    pos = position(cards)
    run = runner(pos, "deploy")
    d.reassign_pilot(run, 0, BRIAN, "p1", "m2")
    assert t.REASSIGN_NEEDS_UNPILOTED_MECH in rules_of(pos) and pos.cards["p1"].on == "m1"
    pos = position({**cards, "m3": unit(BRIAN)})
    run = runner(pos, "deploy")
    d.reassign_pilot(run, 0, BRIAN, "p1", "m3")
    d.reassign_pilot(run, 1, BRIAN, "p2", "m1")
    d.reassign_pilot(run, 2, BRIAN, "p1", "m2")
    assert not pos.violations
    assert (pos.cards["p1"].on, pos.cards["p2"].on) == ("m2", "m1")


def test_reassigning_pilots_only_in_the_deploy_phase_rulebook_p20() -> None:
    """rulebook p.20: "During your Deploy phase, you can rearrange your Pilots"."""
    pos = position({"m1": unit(BRIAN), "m2": unit(BRIAN), "p": command(BRIAN, keywords=["Pilot"], on="m1")})
    run = runner(pos, "missions")
    d.reassign_pilot(run, 0, BRIAN, "p", "m2")
    assert t.REASSIGN_PILOTS in rules_of(pos)


def test_reassigning_does_not_tap_nor_take_attack_below_zero_1997_rulings() -> None:
    """1997 rulings, Reassigning Pilots: it "does not tap either of the 'Mechs"; "You may not voluntarily reassign a
    pilot if doing so would reduce the 'Mech's attack to less than zero"."""
    rookie = command(BRIAN, keywords=["Pilot"], on="m1", text="This 'Mech gets -2 attack.")
    pos = position({"m1": unit(BRIAN, attack=3), "weak": unit(BRIAN, attack=1), "m3": unit(BRIAN), "rookie": rookie})
    run = runner(pos, "deploy")
    d.reassign_pilot(run, 0, BRIAN, "rookie", "weak")
    assert t.REASSIGN_NOT_BELOW_ZERO in rules_of(pos)
    d.reassign_pilot(run, 1, BRIAN, "rookie", "m3")
    assert len(pos.violations) == 1 and pos.cards["rookie"].on == "m3"
    assert not any(s.tapped for s in pos.cards.values()) and t.REASSIGN_DOES_NOT_TAP in traced(pos)


# --- Repair/Reload (rulebook p.21) --------------------------------------------------------------------------------


def test_assembly_repairs_one_damage_once_per_turn_rulebook_p21() -> None:
    """rulebook p.21: "Once during this phase, if you have the Assembly asset available, you may spend {R} to repair
    1 damage to one of your Units"; CE General Rulings: "1 damage per turn, period"."""
    pos = position({"r": resource(BRIAN, 2), "a": unit(BRIAN, damage=2), "b": unit(BRIAN, damage=1)}, assets=("A", ""))
    run = runner(pos, "repair_reload")
    tap_for_resources(run, 0, BRIAN, "r")
    run.repair(1, BRIAN, "a")
    run.repair(2, BRIAN, "b")
    assert pos.cards["a"].damage == 1 and pos.cards["b"].damage == 1
    assert [v.rules for v in pos.violations] == [(t.REPAIR_ONCE,)]


def test_repair_needs_assembly_and_a_resource_rulebook_p21() -> None:
    """rulebook p.21: repairing needs the Assembly asset available and costs {R} (from any card)."""
    pos = position({"r": resource(BRIAN), "a": unit(BRIAN, damage=2)})
    run = runner(pos, "repair_reload")
    run.repair(0, BRIAN, "a")
    assert "Assembly" in pos.violations[0].message
    pos = position({"r": resource(BRIAN), "a": unit(BRIAN, damage=2)}, assets=("A", ""))
    run = runner(pos, "repair_reload")
    run.repair(0, BRIAN, "a")
    assert t.REPAIR in rules_of(pos) and pos.cards["a"].damage == 2


def test_depleted_cards_reload_face_up_tapped_rulebook_p21() -> None:
    """rulebook p.21: "If any of your cards are depleted, you reload them during this phase ... to reload a card,
    turn it face up, tapped"."""
    pos = position({"empty": unit(BRIAN, depleted=True), "theirs": unit(MELISSA, depleted=True)})
    run = runner(pos, "untap")
    assert pos.cards["empty"].depleted
    run.enter("repair_reload")
    assert not pos.cards["empty"].depleted and pos.cards["empty"].tapped
    assert pos.cards["theirs"].depleted and t.RELOAD in traced(pos)


# --- Missions (rulebook p.23, p.33) -------------------------------------------------------------------------------


def test_guard_duty_only_in_the_missions_phase_ce_rulings() -> None:
    """CE General Rulings, Assigning Units to Guard: "The Missions phase is the only phase in which you can assign a
    Unit to guard a site ... as long as it's untapped when you reassign it"."""
    pos = position({"mech": unit(BRIAN)})
    run = runner(pos, "deploy")
    run.guard(0, BRIAN, "mech", "Brian.stockpile")
    assert t.GUARD_ONLY_IN_MISSIONS in rules_of(pos) and pos.cards["mech"].zone == "patrol"
    run.enter("missions")
    run.guard(1, BRIAN, "mech", "Brian.stockpile")
    run.guard(2, BRIAN, "mech", None)
    run.guard(3, BRIAN, "mech", "Brian.stockpile")
    assert len(pos.violations) == 1
    assert (pos.cards["mech"].zone, pos.cards["mech"].guarding) == ("guard", "Brian.stockpile")
    pos.cards["mech"].tapped = True
    run.guard(4, BRIAN, "mech", None)
    assert [v.action for v in pos.violations] == [0, 4]


def test_units_guard_only_your_own_sites_rulebook_p33() -> None:
    """rulebook p.33: you set Units "to guard your sites such as your Stockpile or cards in your Command Post ...
    Units can only guard sites, not other Units"."""
    pos = position(
        {
            "mech": unit(BRIAN),
            "other": unit(BRIAN),
            "post": resource(BRIAN),
            "plate": command(BRIAN, keywords=["Enhancement"], on="other"),
            "theirs": resource(MELISSA),
        }
    )
    run = runner(pos, "missions")
    for i, site in enumerate(("other", "plate", "theirs", "Melissa.stockpile")):
        run.guard(i, BRIAN, "mech", site)
    assert [v.action for v in pos.violations] == [0, 1, 2, 3]
    run.guard(4, BRIAN, "mech", "post")
    assert len(pos.violations) == 4 and pos.cards["mech"].guarding == "post"


def test_missions_are_sent_in_the_missions_phase_rulebook_p23() -> None:
    """rulebook p.23: "During your Missions phase, you can send your 'Mechs and other Units on missions"."""
    run = runner(position({}), "deploy")
    assert not run.may_send_mission(0, BRIAN)
    run.enter("missions")
    assert run.may_send_mission(1, BRIAN) and not run.may_send_mission(2, MELISSA)


# --- End of Turn (rulebook p.33) ----------------------------------------------------------------------------------


def test_units_activated_this_turn_go_on_patrol_at_the_end_of_turn_rulebook_p33() -> None:
    """rulebook p.33: "If you have any activated 'Mechs or other Units in your Construction region, move them to
    your Patrol region"."""
    pos = position({"new": unit(BRIAN, zone="construction", activated=True), "wip": unit(BRIAN, zone="construction")})
    runner(pos, "end")
    assert (pos.cards["new"].zone, pos.cards["new"].activated) == ("patrol", False)
    assert pos.cards["wip"].zone == "construction" and t.END_TO_PATROL in traced(pos)


def test_logistics_restocks_one_card_from_hand_rulebook_p33() -> None:
    """rulebook p.33: "If you have the Logistics asset available, you may restock (that is, put at the bottom of
    your Stockpile) a card from your hand"."""
    cards = {"a": unit(BRIAN, zone="hand"), "b": unit(BRIAN, zone="hand")}
    pos = position(cards, assets=("L", ""), stockpiles=(10, 10))
    run = runner(pos, "end")
    run.restock(0, BRIAN, "a")
    run.restock(1, BRIAN, "b")
    assert pos.cards["a"].zone == "stockpile" and pos.cards["b"].zone == "hand"
    assert pos.stockpiles[BRIAN] == 9 and [v.action for v in pos.violations] == [1]
    pos = position(cards, stockpiles=(10, 10))
    run = runner(pos, "end")
    run.restock(0, BRIAN, "a")
    assert t.RESTOCK in rules_of(pos) and pos.cards["a"].zone == "hand"


# --- costs from the scenario ----------------------------------------------------------------------------------------


def test_costs_of_inline_command_cards_and_refusal_without_a_cost() -> None:
    scenario = BtScenario.model_validate(
        {
            "game": "bttcg",
            "players": {BRIAN: {}, MELISSA: {}},
            "cards": {
                "res": {"owner": BRIAN, "command": {"cost": "1+2P"}, "zone": "construction"},
                "mech": unit(BRIAN, zone="construction"),
            },
        }
    )
    costs = d.costs_of(scenario, {})
    assert str(costs["res"]) == "1+2P" and "mech" not in costs
    run = TurnRunner(build_position(scenario, {}), Turn(BRIAN, costs=costs))
    run.enter("deploy")
    with pytest.raises(UnsupportedError):
        d.activate(run, 0, BRIAN, "mech")
