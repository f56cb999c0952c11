"""Random play, in the manner of OpenSpiel's ``random_sim_test``: seeded random positions and random actions, legal
or not, through the turn sequence (:mod:`judge.bttcg.turn`, :mod:`judge.bttcg.deploy`) and through the battle engine
(:func:`judge.bttcg.answer.answer_scenario`). Nothing may crash except with the documented errors, and every state
reached must be consistent: no negative damage, counters or Stockpile, a scrapped card without damage, a winner only
when a Stockpile is empty, probabilities that sum to 1, every card in every outcome, an illegal action that changes
nothing, ``legal`` exactly when there is no violation, and every cited rule resolving."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from functools import cache
from typing import Any

import pytest

from judge.bttcg import deploy as d
from judge.bttcg.answer import answer_scenario, build_position
from judge.bttcg.assets import provided_by
from judge.bttcg.resources import tap_for_resources
from judge.bttcg.scenario import Action, BtScenario
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn import PHASES, Turn, TurnRunner, UnknownCardError, is_pilot
from judge.bttcg.turn_abilities import use_ability
from judge.cards.models import Cost
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError

PLAYERS = ("Brian", "Melissa")
ZONES = frozenset({"hand", "patrol", "guard", "construction", "command_post", "scrapheap", "stockpile", "out_of_game"})
"""Where a card can be; out of the game: removed from it by a card (judge/bttcg/out_of_game.py)."""
UNIT_TEXTS = (
    "",
    "",
    "Jump (-1 attack: +1 initiative)",
    "Overheat 2: +2 attack",
    "Alpha Strike: +3 attack",
    "Missile 2",
    "Anti-Missile",
    "VTOL",
    "You may move this card to your Patrol region as soon as you activate it.",
    "This card cannot block unless guarding.",
)
COMMAND_TEXTS = (
    "",
    "{T}: {R}",
    "{T}: {R}{R}",
    "This 'Mech gets -2 attack.",
    "This 'Mech gets +1 attack.",
    # Pilots: initiative, a restriction on attacking and blocking, an ability used (issue 17)
    "+1 initiative, +1 attack. 'Mech piloted by this card cannot attack or block in a group.",
    "+2 initiative. Prevent 1 damage to 'Mech piloted by this card. Use this ability only during a mission.",
    # cards put on top of a Stockpile, Units counted (judge/bttcg/stockpile_moves.py, card_counts.py)
    "+1 attack. If 'Mech piloted by this card is scrapped during a mission, put that 'Mech and this card on top of "
    "your Stockpile.",
    "{T}: Put a Resource card you own on top of your Stockpile. Use this ability only during a mission.",
    "{T}: Count the number of your 'Mechs and the number of opposing 'Mechs. Use this ability only during battle.",
)
TURN_ABILITY_TEXTS = (
    # what Command cards do during the turn (judge/bttcg/turn_moves.py, turn_damage.py, put_into_play.py, ...)
    "{T}: Choose any Unit and untap it. Use this ability only during your Missions phase, but not during a mission.",
    "{T}: Deal 2 damage to one site. Use this ability only during your Missions phase, but not during a mission.",
    "{T}: Put any Pilot card from your Scrapheap into your hand. Use this ability only during your Deploy phase.",
    "{T}: You may make an additional deployment this turn. Use this ability only during your Deploy phase.",
    "{T}: Choose any Resource card in your hand and put it into play. This does not count as a deployment. Use this "
    "ability only during your Deploy phase.",
    "At the beginning of each of your turns, put an investment counter on this card.",
    "Whenever a Unit you control is scrapped, put a salvage counter on this card.",
    # the top of a Stockpile or Scrapheap, draws by an opponent (judge/bttcg/stockpile_looks.py, scrapheap_top.py)
    "{T}: Look at the top three cards of your Stockpile and restock one of them. Use this ability only during your "
    "Draw phase.",
    "{T}: Look at the top three cards of your Stockpile. Put one of those cards into your hand; restock the remaining "
    "cards.",
    "{T}: Restock the top card of your Scrapheap. Use this ability only during your Deploy phase.",
    "{T}: Opponent draws a card.",
)
RESOURCE_TEXTS = ("{T}: {R}", "{T}: {R}{R}", "{T}: {R} Munitions", "{T}: {R} Tactics", "{T}: {R} Assembly")
"""Resource cards, some providing an asset while active (rulebook p.14)."""
MISSION_TEXTS = (
    "One of your Units gets +2 attack.",
    "Prevent up to 2 damage to one of your Units.",
    "You win initiative.",
    "Draw two cards.",
)
STOCKPILED = (
    "If 'Mech piloted by this card is scrapped during a mission, put that 'Mech and this card on top of your Stockpile."
)
"""Shin Yodama's trigger (judge/bttcg/stockpile_moves.py)."""
TURN_SEEDS = range(300)
BATTLE_SEEDS = range(300)


@cache
def rule_ids() -> frozenset[str]:
    return frozenset(r.id for r in RulingBase.load().records)


def _unit_spec(rng: random.Random, owner: str, zone: str) -> dict[str, Any]:
    structure = rng.randint(1, 6)
    spec: dict[str, Any] = {
        "owner": owner,
        "unit": {
            "type": rng.choice(("mech", "mech", "vehicle", "battle_armor")),
            "speed": rng.choice(("slow", "moderate", "fast")),
            "attack": rng.randint(0, 6),
            "armor": rng.randint(0, 3),
            "structure": structure,
            "text": rng.choice(UNIT_TEXTS),
        },
        "zone": zone,
    }
    if rng.random() < 0.15:
        spec["unit"]["name"] = "Phelan"
        spec["unit"]["keywords"] = ["Unique"]
    if zone in ("patrol", "guard", "construction") and rng.random() < 0.4:
        spec["damage"] = rng.randint(0, structure - 1)
    return spec


def _command_spec(rng: random.Random, owner: str, zone: str) -> dict[str, Any]:
    keywords = rng.choice((["Resource"], ["Pilot"], ["Enhancement"], [], ["Resource"], [], []))
    text = rng.choice(COMMAND_TEXTS) if keywords != ["Resource"] else rng.choice(RESOURCE_TEXTS)
    if not keywords and rng.random() < 0.8:
        text = rng.choice(TURN_ABILITY_TEXTS)
    if keywords != ["Pilot"] and "'Mech" in text:
        text = ""
    command: dict[str, Any] = {"keywords": keywords, "text": text}
    if rng.random() < 0.5:
        command["structure"] = rng.randint(1, 4)
    return {"owner": owner, "command": command, "zone": zone}


def random_cards(rng: random.Random, count: int) -> dict[str, dict[str, Any]]:
    """Cards in states a game can reach (no damage off a Unit in play, counters only under construction)."""
    cards: dict[str, dict[str, Any]] = {}
    for i in range(count):
        owner = rng.choice(PLAYERS)
        kind = rng.choice(("unit", "unit", "command", "mission"))
        if kind == "mission":
            cards[f"c{i}"] = {"owner": owner, "mission": {"text": rng.choice(MISSION_TEXTS)}}
            continue
        zones = ["hand", "construction", "scrapheap"] + (["patrol", "patrol"] if kind == "unit" else ["command_post"])
        zone = rng.choice(zones)
        spec = _unit_spec(rng, owner, zone) if kind == "unit" else _command_spec(rng, owner, zone)
        if zone == "construction":
            spec["counters"] = rng.randint(0, 4)
            if kind == "unit" and rng.random() < 0.2:
                spec["activated"] = True
                spec.pop("counters")
        if zone in ("patrol", "command_post") and rng.random() < 0.3:
            spec["tapped"] = True
            if rng.random() < 0.3:
                spec["depleted"] = True
        cards[f"c{i}"] = spec
    if rng.random() < 0.5:  # a Command card whose ability the turn uses or fires (issue 17)
        text = rng.choice(TURN_ABILITY_TEXTS)
        cards["t0"] = {"owner": rng.choice(PLAYERS), "command": {"text": text}, "zone": "command_post"}
    # Pilots and Enhancements in the Command Post sit on a card.
    units = [c for c, s in cards.items() if "unit" in s and s.get("zone") == "patrol"]
    for spec in cards.values():
        keywords = spec.get("command", {}).get("keywords", [])
        if spec.get("zone") == "command_post" and ("Pilot" in keywords or "Enhancement" in keywords):
            mechs = [u for u in units if cards[u]["unit"]["type"] == "mech" and cards[u]["owner"] == spec["owner"]]
            piloted = {s.get("on") for s in cards.values() if "Pilot" in s.get("command", {}).get("keywords", [])}
            free = [u for u in mechs if u not in piloted] if "Pilot" in keywords else units
            if free:
                spec["on"] = rng.choice(free)
            else:
                spec["zone"] = "hand"
    return cards


def _no_unique_clash(pos: Position) -> bool:
    active = [c for c in pos.cards if pos.faces[c].unique and is_active(pos.cards[c])]
    return len({pos.faces[c].name for c in active}) == len(active)


def check_position(pos: Position, turn: Turn, steps: int = 0, violations: int = 0) -> None:
    """The position is consistent; the steps of the trace and the violations recorded since (``steps``,
    ``violations``: how many there were before) cite rules that resolve."""
    for card_id, state in pos.cards.items():
        assert state.zone in ZONES, (card_id, state.zone)
        assert state.damage >= 0 and state.counters >= 0
        assert not state.depleted or state.tapped, card_id
        assert not state.activated or state.zone == "construction", card_id
        assert (state.zone == "guard") == (state.guarding is not None), card_id
        if state.zone == "scrapheap":
            assert state.damage == 0
        if state.counters:
            assert state.zone == "construction" and not state.activated, card_id
    pilots = [s.on for c, s in pos.cards.items() if is_pilot(pos.faces[c]) and s.on and s.zone == "command_post"]
    assert len(pilots) == len(set(pilots)), "a 'Mech with two Pilots"
    assert all(n >= 0 for n in pos.stockpiles.values())
    for player in pos.players:  # assets: the declared ones plus those of the player's active cards (rulebook p.14)
        provided = {
            a
            for c, s in pos.cards.items()
            if pos.owners[c] == player and is_active(s)
            for a in provided_by(pos.faces[c])
        }
        assert pos.assets[player] == pos.declared_assets[player] | provided, player
    assert turn.resources >= 0 and turn.deployments >= 0 and turn.repairs <= 1 and turn.restocks <= 1
    if turn.winner is not None:
        assert any(n == 0 for n in pos.stockpiles.values())
    assert all(set(step.rules) <= rule_ids() for step in pos.trace[steps:])
    assert all(set(v.rules) <= rule_ids() for v in pos.violations[violations:])


def _snapshot(pos: Position, turn: Turn) -> tuple[Any, ...]:
    bookkeeping = (turn.phase, turn.deployments, turn.resources, turn.repairs, turn.restocks, turn.drawn, turn.winner)
    return ({c: replace(s) for c, s in pos.cards.items()}, dict(pos.stockpiles), bookkeeping, list(turn.activated))


def _random_action(rng: random.Random, run: TurnRunner, index: int) -> Callable[[], None]:
    """An action of the current phase on a card it could apply to most of the time; any action on any card (or an
    unknown id) otherwise."""
    pos, turn = run.pos, run.turn
    ids = list(pos.cards)
    sites = ids + [f"{p}.stockpile" for p in PLAYERS]
    by = turn.player if rng.random() < 0.9 else pos.other(turn.player)
    mine = [c for c in ids if pos.owners[c] == turn.player]

    def pick(*wanted: str) -> str:
        """A card of the player in one of these zones (``active``: activated), else any card or an unknown id."""
        fitting = [c for c in mine if pos.cards[c].zone in wanted or ("active" in wanted and is_active(pos.cards[c]))]
        if fitting and rng.random() < 0.8:
            return rng.choice(fitting)
        return rng.choice(ids) if ids and rng.random() < 0.97 else "nobody"

    phase = turn.phase
    if rng.random() < 0.07 or phase in ("start", "untap", "draw", "over"):
        following = PHASES[PHASES.index(phase) + 1 :] or PHASES
        goal = following[0] if rng.random() < 0.8 else rng.choice(PHASES)
        return lambda: run.enter(goal, index)
    choice = rng.randrange(12)
    if phase == "deploy" and rng.random() < 0.6:
        choice = rng.choice((1, 2, 4, 5, 6))
    elif phase == "repair_reload" and rng.random() < 0.6:
        choice = rng.choice((2, 7))
    elif phase == "missions" and rng.random() < 0.6:
        choice = rng.choice((8, 10))
    elif phase == "end" and rng.random() < 0.6:
        choice = 9
    if choice == 1:
        card_id, revealed = pick("hand"), rng.random() < 0.3
        return lambda: d.deploy(run, index, by, card_id, revealed)
    if choice in (2, 3):
        card_id = pick("active")
        return lambda: tap_for_resources(run, index, by, card_id)
    if choice == 4:
        amounts = {pick("construction"): rng.randint(-1, 2) for _ in range(rng.randint(1, 2))}
        return lambda: d.construct(run, index, by, amounts)
    if choice == 5:
        card_id, on = pick("construction"), rng.choice([None, None, pick("active"), *sites])
        patrol = rng.choice((None, True, False))
        return lambda: d.activate(run, index, by, card_id, on, patrol=patrol)
    if choice == 6:
        pilot, mech = pick("command_post"), pick("active")
        return lambda: d.reassign_pilot(run, index, by, pilot, mech)
    if choice == 7:
        card_id = pick("active")
        return lambda: run.repair(index, by, card_id)
    if choice == 8:
        card_id, site = pick("patrol", "guard"), rng.choice([None, f"{by}.stockpile", *sites])
        return lambda: run.guard(index, by, card_id, site)
    if choice == 9:
        card_id = pick("hand")
        return lambda: run.restock(index, by, card_id)
    users = [c for c in mine if is_active(pos.cards[c]) and pos.faces[c].activated(1) is not None]
    if choice == 11 or rng.random() < (0.5 if users else 0.1):  # a card's ability used in the turn, random choices
        user = rng.choice(users) if users and rng.random() < 0.9 else pick("command_post")
        chosen = [rng.choice(sites) for _ in range(rng.choice((0, 1, 1, 1, 2)))]
        use = Action(by=by, use="ability", card=user, choose=chosen)
        return lambda: use_ability(run, index, use)
    return lambda: _send(run, index, by)


def _send(run: TurnRunner, index: int, by: str) -> None:
    run.may_send_mission(index, by)


def play_turn(seed: int) -> str:
    rng = random.Random(seed)
    cards = random_cards(rng, rng.randint(2, 9))
    scenario = BtScenario.model_validate(
        {
            "game": "bttcg",
            "players": {
                p: {
                    "assets": rng.sample("ALMPT", rng.randint(0, 5)),
                    "stockpile": rng.choice((0, 1, 2, 3, 30, 30, 30, 30, 30, 30)),
                }
                for p in PLAYERS
            },
            "cards": cards,
        }
    )
    try:
        pos = build_position(scenario, {})
    except UnsupportedError:  # an asset only a depleted card would provide (judge.bttcg.assets)
        return "unsupported"
    if not _no_unique_clash(pos):
        return "skipped"
    costs = {
        c: Cost(base=rng.randint(0, 3), assets={a: rng.randint(1, 2) for a in rng.sample("AMT", rng.randint(0, 2))})
        for c in pos.cards
        if rng.random() < 0.8
    }
    turn = Turn(rng.choice(PLAYERS), first_turn=rng.random() < 0.2, costs=costs)
    run = TurnRunner(pos, turn)
    after_the_end = 0
    for index in range(rng.randint(10, 60)):
        if turn.phase == "over" or turn.winner is not None:
            after_the_end += 1
            if after_the_end > 3:
                break
        action = _random_action(rng, run, index)
        before, violations, steps = _snapshot(pos, turn), len(pos.violations), len(pos.trace)
        try:
            action()
        except UnknownCardError:
            assert _snapshot(pos, turn) == before, "an unknown card id changed the position"
            continue
        except UnsupportedError:
            return "unsupported"
        if len(pos.violations) > violations:
            assert _snapshot(pos, turn) == before, f"seed {seed}: the illegal action {index} changed the position"
        check_position(pos, turn, steps, violations)
        assert _no_unique_clash(pos)
    return "played"


def test_random_turns_never_crash_and_stay_consistent() -> None:
    results = [play_turn(seed) for seed in TURN_SEEDS]
    assert results.count("played") > len(results) // 2, {r: results.count(r) for r in set(results)}


# --- random battles through the battle engine ---------------------------------------------------------------------


def random_battle(rng: random.Random) -> BtScenario:
    """A random mission; half of them tidy (the attacker's untapped fast Units against a Stockpile or a slow Unit,
    the defender's fast Units blocking), so that many are legal."""
    attacker, defender = PLAYERS if rng.random() < 0.5 else PLAYERS[::-1]
    tidy = rng.random() < 0.5
    cards: dict[str, dict[str, Any]] = {}
    for i in range(rng.randint(1, 4)):
        cards[f"a{i}"] = _unit_spec(rng, attacker if tidy or rng.random() < 0.93 else defender, "patrol")
    for i in range(rng.randint(0, 3)):
        zone = "patrol" if tidy else rng.choice(("patrol", "guard"))
        cards[f"b{i}"] = _unit_spec(rng, defender if tidy or rng.random() < 0.93 else attacker, zone)
    for i in range(rng.randint(0, 2)):
        cards[f"s{i}"] = _command_spec(rng, defender, rng.choice(("command_post", "construction")))
        if cards[f"s{i}"]["zone"] == "construction":
            cards[f"s{i}"]["counters"] = rng.randint(0, 4)
    for i in range(rng.randint(0, 3)):
        cards[f"m{i}"] = {"owner": rng.choice(PLAYERS), "mission": {"text": rng.choice(MISSION_TEXTS)}}
    for card_id, spec in cards.items():
        if "unit" in spec and rng.random() < 0.15 and not tidy:
            spec["tapped"] = spec["depleted"] = True
        spec.pop("on", None)
        if "unit" in spec:
            spec["unit"].pop("keywords", None)
            spec["unit"].pop("name", None)
            if tidy:
                spec["unit"]["speed"] = "fast" if card_id[0] in "ab" else "slow"
                if spec["unit"]["type"] == "battle_armor":
                    spec["unit"]["type"] = "mech"
    # Not a Mission card in hand: see test_a_mission_card_target_played_keeps_no_damage.
    targets = [c for c in cards if not c.startswith("m")]
    if tidy:
        cards["t"] = _unit_spec(rng, defender, "patrol")
        cards["t"]["unit"].update(speed="slow", type="mech")
        targets = ["t"] + [c for c in cards if c.startswith("s")]
    target = rng.choice([*targets, f"{defender}.stockpile", f"{defender}.stockpile"])
    for spec in cards.values():
        if spec.get("zone") == "guard":
            spec["guarding"] = target if rng.random() < 0.7 else f"{defender}.stockpile"
    group = [c for c in cards if c.startswith("a")]
    group = rng.sample(group, rng.randint(1, len(group)))
    blockers = [c for c in cards if c.startswith("b") and rng.random() < 0.6]
    fighters = group + blockers + ([target] if target in cards else [])
    include_target = bool(blockers) and rng.random() < 0.3
    assets = {p: rng.sample("ALMPT", rng.randint(0, 3)) for p in (attacker, defender)}
    if tidy:
        actions = _tidy_assignments(cards, attacker, assets, group, blockers, target, include_target)
    else:
        actions = _random_battle_actions(rng, cards, group, fighters, [*fighters, target], target)
    mechs = [c for c in group + blockers if cards[c]["unit"]["type"] == "mech"]
    if mechs and rng.random() < 0.3:  # a Pilot putting its scrapped 'Mech and itself on the Stockpile (issue 17)
        host = rng.choice(mechs)
        pilot = {"keywords": ["Pilot"], "text": STOCKPILED}
        cards["p0"] = {"owner": cards[host]["owner"], "command": pilot, "on": host}
    return BtScenario.model_validate(
        {
            "game": "bttcg",
            "players": {
                p: {"assets": assets[p], "stockpile": rng.choice((0, 1, 3, 5, 30, 30, 30))}
                for p in (attacker, defender)
            },
            "cards": cards,
            "mission": {
                "attacker": attacker,
                "group": group,
                "target": target,
                "blockers": blockers,
                "include_target": include_target,
            },
            "actions": actions,
            "dice": [rng.randint(1, 6) for _ in range(rng.choice((0, 0, 1, 3)))],
        }
    )


def _random_battle_actions(
    rng: random.Random,
    cards: dict[str, dict[str, Any]],
    group: list[str],
    fighters: list[str],
    recipients: list[str],
    target: str,
) -> list[dict[str, Any]]:
    actions: list[dict[str, Any]] = []
    for _ in range(rng.randint(0, 6)):
        by = rng.choice(PLAYERS)
        verb = rng.randrange(5)
        if verb == 0:
            actions.append({"by": by, "pass": True})
        elif verb == 1:
            option = rng.choice(("Jump", "Overheat", "Alpha Strike", "Missile"))
            action: dict[str, Any] = {"by": by, "use": option, "unit": rng.choice(fighters)}
            if option == "Missile":
                action["at"] = {rng.choice(recipients): rng.randint(0, 3)}
            actions.append(action)
        elif verb == 2:
            to = {rng.choice(recipients): rng.randint(0, 8) for _ in range(rng.randint(1, 2))}
            actions.append({"by": by, "assign": rng.choice(fighters), "to": to})
        else:
            played = [c for c in cards if c.startswith("m")]
            if played:
                mine = [c for c in fighters if cards[c]["owner"] == by] if target in cards else group
                actions.append({"by": by, "play": rng.choice(played), "choose": rng.sample(mine, min(1, len(mine)))})
    return actions


def _tidy_assignments(
    cards: dict[str, dict[str, Any]],
    attacker: str,
    assets: dict[str, list[str]],
    group: list[str],
    blockers: list[str],
    target: str,
    include_target: bool,
) -> list[dict[str, Any]]:
    """Each fighter's printed attack assigned to its first possible recipient, the player losing initiative first
    (base initiative only: Tactics, ties to the attacker)."""
    defender = next(p for p in PLAYERS if p != attacker)
    target_fights = target in cards and "unit" in cards[target] and (not blockers or include_target)
    defending = blockers + ([target] if target_fights else [])
    reach = defending + ([target] if (not blockers or include_target) and target not in defending else [])
    winner = attacker if ("T" in assets[attacker]) >= ("T" in assets[defender]) else defender
    sides = {attacker: [(u, reach) for u in group], defender: [(u, group) for u in defending]}
    actions = []
    for player in (next(p for p in PLAYERS if p != winner), winner):
        for unit_id, recipients in sides[player]:
            if cards[unit_id]["unit"]["attack"] and recipients:
                to = {recipients[0]: cards[unit_id]["unit"]["attack"]}
                actions.append({"by": player, "assign": unit_id, "to": to})
    return actions


def check_answer(scenario: BtScenario, answer: dict[str, Any]) -> None:
    assert answer["legal"] == (not answer["violations"])
    if answer["legal"]:
        assert answer["outcomes"], "a legal scenario has at least one outcome"
    if answer["outcomes"]:
        assert sum(Fraction(o["probability"]) for o in answer["outcomes"]) == 1
    for outcome in answer["outcomes"]:
        assert Fraction(outcome["probability"]) > 0
        assert abs(float(Fraction(outcome["probability"])) - outcome["p"]) < 1e-9
        assert set(outcome["cards"]) == set(scenario.cards), "every card id in every outcome"
        for card_id, state in outcome["cards"].items():
            assert state["zone"] in ZONES, (card_id, state)
            assert state["damage"] >= 0 and state["counters"] >= 0, (card_id, state)
            if state["zone"] == "scrapheap":
                assert state["damage"] == 0, (card_id, state)
            spec = scenario.cards[card_id]
            structure = spec.unit.structure if spec.unit else spec.command.structure if spec.command else None
            if state["zone"] != "scrapheap" and structure is not None:
                assert state["damage"] < structure, f"{card_id} has damage {state['damage']} >= structure {structure}"
        stockpiles = outcome["stockpiles"]
        assert all(n >= 0 for n in stockpiles.values())
        empty = [p for p, n in stockpiles.items() if n == 0]
        if outcome["winner"] is not None:
            assert empty, "a winner only when a Stockpile is empty"
            expected = "draw" if len(empty) == 2 else next(p for p in stockpiles if p not in empty)
            assert outcome["winner"] == expected
    # A card's effect may untap a Unit after the battle ("after damage resolves, untap ..."): the trace says so.
    untapping = any("untap" in step["text"].lower() for step in answer["trace"])
    if answer["legal"] and scenario.mission is not None and not untapping:
        for outcome in answer["outcomes"]:
            for unit_id in scenario.mission.group + scenario.mission.blockers:
                state = outcome["cards"][unit_id]
                gone = state["zone"] in ("scrapheap", "stockpile")  # scrapped, or put on its Stockpile by its Pilot
                assert state["tapped"] or gone, f"{unit_id} fought and is untapped"
    for item in [*answer["trace"], *answer["violations"]]:
        assert set(item["rules"]) <= rule_ids(), item


def test_random_battles_never_crash_and_stay_consistent() -> None:
    answered = 0
    for seed in BATTLE_SEEDS:
        scenario = random_battle(random.Random(seed))
        try:
            answer = answer_scenario(scenario, {})
        except ScenarioError:
            continue
        check_answer(scenario, answer)
        answered += 1
    assert answered > len(BATTLE_SEEDS) // 2


@pytest.mark.parametrize("seed", [0, 1])
def test_random_play_is_reproducible(seed: int) -> None:
    """The same seed plays the same game (the random tests replay a failure from its seed)."""
    assert random_battle(random.Random(seed)) == random_battle(random.Random(seed))
    assert play_turn(seed) == play_turn(seed)


# --- what random play found in the battle engine (fixed; kept as regression tests) ----------------------------------


def _answer(doc: dict[str, Any]) -> dict[str, Any]:
    return answer_scenario(
        BtScenario.model_validate({"game": "bttcg", "players": {"Brian": {}, "Melissa": {}}, **doc}), {}
    )


def test_a_mission_card_target_played_keeps_no_damage() -> None:
    """Found with seed 211: an (illegal) mission against a Mission card in hand, which its owner then plays. The
    violation is recorded, the battle still resolves, and the card ends in the Scrapheap with 1 damage."""
    raider = {"type": "mech", "speed": "fast", "attack": 1, "armor": 0, "structure": 3}
    answer = _answer(
        {
            "players": {"Brian": {"assets": ["T"]}, "Melissa": {}},
            "cards": {
                "raider": {"owner": "Brian", "unit": raider},
                "plan": {"owner": "Brian", "mission": {"text": "One of your Units gets +1 attack."}},
            },
            "mission": {"attacker": "Brian", "group": ["raider"], "target": "plan"},
            "actions": [{"by": "Brian", "play": "plan", "choose": ["raider"]}],
        }
    )
    assert not answer["legal"]
    (outcome,) = answer["outcomes"]
    assert outcome["cards"]["plan"] == {
        "zone": "scrapheap",
        "damage": 0,
        "tapped": False,
        "depleted": False,
        "counters": 0,
    }


def test_an_activated_unit_in_construction_is_a_unit_not_a_site() -> None:
    """rulebook p.14: "Activated Units are never sites"; CE General Rulings: a Unit activated this turn stays in the
    Construction region until the end of the turn as a Unit. A slow 'Mech cannot attack a slow Unit that is not
    depleted, and damage to it goes against its armor and structure, not its (absent) construction counters."""
    slow = {"type": "mech", "speed": "slow", "attack": 3, "armor": 2, "structure": 4}
    answer = _answer(
        {
            "cards": {
                "raider": {"owner": "Brian", "unit": slow},
                "fresh": {"owner": "Melissa", "unit": slow, "zone": "construction", "activated": True},
            },
            "mission": {"attacker": "Brian", "group": ["raider"], "target": "fresh"},
        }
    )
    assert not answer["legal"]
    assert answer["outcomes"][0]["cards"]["fresh"]["zone"] == "construction"
