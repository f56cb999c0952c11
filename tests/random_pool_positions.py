"""Random positions and actions with the community pool's executed cards, for
``tests/test_bttcg_random_pool.py``: cards seated where a game can put them, and the choices their text asks for
drawn at random."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from judge.bttcg.assets import provided_by
from judge.bttcg.attach import placements
from judge.bttcg.executes import nodes
from judge.bttcg.faces import CardFace
from judge.bttcg.scenario import COUNTER_KIND, BtScenario
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn_abilities import scrapped_when_revealed
from judge.cards.models import BtCard
from judge.dsl import models as m
from tests.test_bttcg_random_play import (
    MISSION_TEXTS,
    PLAYERS,
    _command_spec,
    _unit_spec,
)

OPTIONS = ("Jump", "Overheat", "Alpha Strike", "Missile")
REGIONS = ("stockpile", "construction", "command_post", "patrol")
UNIT_NOUNS = frozenset({"unit", "mech", "vehicle", "battle_armor"})


@dataclass
class PoolCards:
    """The pool's executed cards, by name, with their faces."""

    cards: dict[str, BtCard]
    faces: dict[str, CardFace]
    units: list[str]
    missions: list[str]
    commands: list[str]


# --- random positions with pool cards -------------------------------------------------------------------------------


def _pool_spec(rng: random.Random, face: CardFace, owner: str) -> dict[str, Any]:
    """A pool card in a zone a game can reach for its kind, in a state a game can reach."""
    if face.kind == "mission":
        return {"owner": owner, "card": face.name, "zone": rng.choice(("hand", "hand", "scrapheap"))}
    in_play = "patrol" if face.kind == "unit" else "command_post"
    if scrapped_when_revealed(face):  # never in play: scrapped as it is revealed (rulebook p.24)
        in_play = "construction"
    zone = rng.choice(("hand", "construction", in_play, in_play, "scrapheap", "stockpile"))
    spec: dict[str, Any] = {"owner": owner, "card": face.name, "zone": zone}
    if zone == "construction":
        if face.kind == "unit" and rng.random() < 0.2:
            spec["activated"] = True
        else:
            spec["counters"] = rng.randint(0, 5)
    if zone == in_play and rng.random() < 0.3:
        spec["tapped"] = True
        # a depleted card providing an asset is refused (judge.bttcg.assets: not settled by the rules)
        spec["depleted"] = not provided_by(face) and rng.random() < 0.3
    if zone == "patrol" and face.structure and rng.random() < 0.4:
        spec["damage"] = rng.randint(0, face.structure - 1)
    if zone == "command_post" and "Terrain" in face.keywords:
        spec["region"] = rng.choice(REGIONS)
    if zone in ("patrol", "command_post", "construction"):
        spec.update(_other_counters(rng, face))
    return spec


def _other_counters(rng: random.Random, face: CardFace) -> dict[str, Any]:
    """Sometimes, counters of a kind the card's text names (``other_counters``)."""
    kinds = sorted({c for n in nodes(face.abilities) if isinstance(c := getattr(n, "counter", None), str)})
    kinds = [k for k in kinds if COUNTER_KIND.fullmatch(k) and k.casefold() not in ("construction", "damage")]
    if not kinds or rng.random() < 0.5:
        return {}
    return {"other_counters": {rng.choice(kinds): rng.randint(0, 3)}}


def random_pool_cards(
    rng: random.Random, pool: PoolCards, count: int
) -> tuple[dict[str, dict[str, Any]], dict[str, BtCard]]:
    """Cards of both players, three in four from the pool's executed cards, the others invented as in the
    random-play tests; Pilots and Enhancements in play sit on a Unit of their owner (or go back to hand)."""
    cards: dict[str, dict[str, Any]] = {}
    pooled: dict[str, BtCard] = {}
    faces: dict[str, CardFace] = {}
    for i in range(count):
        owner, card_id = rng.choice(PLAYERS), f"c{i}"
        if rng.random() < 0.75:
            name = rng.choice(rng.choice((pool.units, pool.commands, pool.commands, pool.missions)))
            cards[card_id], pooled[card_id] = _pool_spec(rng, pool.faces[name], owner), pool.cards[name]
            faces[card_id] = pool.faces[name]
        elif rng.random() < 0.6:
            cards[card_id] = _unit_spec(rng, owner, rng.choice(("hand", "construction", "patrol", "patrol")))
        elif rng.random() < 0.7:
            cards[card_id] = _command_spec(rng, owner, rng.choice(("hand", "construction", "command_post")))
        else:
            cards[card_id] = {"owner": owner, "mission": {"text": rng.choice(MISSION_TEXTS)}}
    _seat_attachments(rng, cards, faces)
    return cards, pooled


def _keywords(spec: dict[str, Any], face: CardFace | None) -> frozenset[str]:
    return face.keywords if face is not None else frozenset(spec.get("command", {}).get("keywords", []))


def _is_mech(spec: dict[str, Any], face: CardFace | None) -> bool:
    return (face.unit_type == "mech") if face is not None else spec.get("unit", {}).get("type") == "mech"


def on_a_site(face: CardFace | None) -> bool:
    """Whether the card's text puts it on a site or any card, not on a Unit (judge.bttcg.attach.placements)."""
    if face is None:
        return False
    try:
        return any(isinstance(t, m.Selector) and t.noun not in UNIT_NOUNS for t in placements(face))
    except UnsupportedError:
        return False


def _seat_attachments(rng: random.Random, cards: dict[str, dict[str, Any]], faces: dict[str, CardFace]) -> None:
    """Pilots and Enhancements in the Command Post go on a Unit on patrol of their owner (a 'Mech without a Pilot
    for a Pilot), or on a site when their text says so, else back to hand."""
    units = [c for c, s in cards.items() if s.get("zone") == "patrol"]
    sites = [c for c, s in cards.items() if s.get("zone") == "construction" or ("command" in s and not s.get("on"))]
    piloted: set[str] = set()
    for card_id, spec in cards.items():
        keywords = _keywords(spec, faces.get(card_id))
        if spec.get("zone") != "command_post" or not {"Pilot", "Enhancement"} & keywords or "Terrain" in keywords:
            continue
        hosts = sites if on_a_site(faces.get(card_id)) else units
        own = [u for u in hosts if cards[u]["owner"] == spec["owner"] and u != card_id]
        if "Pilot" in keywords:
            own = [u for u in own if _is_mech(cards[u], faces.get(u)) and u not in piloted]
        if own:
            spec["on"] = rng.choice(own)
            if "Pilot" in keywords:
                piloted.add(spec["on"])
        else:
            spec["zone"] = "hand"
            spec.pop("tapped", None)
            spec.pop("depleted", None)


def answers(rng: random.Random, pos: Position, card_id: str, sites: list[str]) -> dict[str, Any]:
    """The choices a card's text asks for, drawn at random: ids for its selectors (mostly of the kind the selector
    names), amounts, an answer per "may", an option per "either ... or"; sometimes too few or too many."""
    face = pos.faces.get(card_id)
    if face is None:
        return {}
    found = list(nodes(face.abilities))
    kinds = Counter(getattr(n, "kind", "") for n in found)
    nouns = {getattr(n, "noun", None) for n in found if getattr(n, "kind", "") == "selector"}
    units = [c for c in pos.faces if pos.faces[c].kind == "unit"]
    wanted = units if nouns & UNIT_NOUNS and units else sites
    found_answers: dict[str, Any] = {}
    selectors = kinds["selector"]
    count = rng.randint(0, min(3, selectors + 1)) if selectors else rng.choice((0, 0, 0, 1))
    if count:
        found_answers["choose"] = [rng.choice(wanted if rng.random() < 0.8 else sites) for _ in range(count)]
    if selectors and rng.random() < 0.35:
        found_answers["amounts"] = {rng.choice(wanted): rng.randint(0, 4) for _ in range(rng.randint(1, 2))}
    if kinds["may"] or rng.random() < 0.05:
        found_answers["may"] = [rng.random() < 0.7 for _ in range(max(1, kinds["may"] + rng.choice((0, 0, 0, -1, 1))))]
    if kinds["one_of"] or rng.random() < 0.05:
        found_answers["either"] = [rng.randint(1, 2) for _ in range(max(1, kinds["one_of"] + rng.choice((0, 0, 1))))]
    return found_answers


# --- random battles -------------------------------------------------------------------------------------------------


def _fighter(rng: random.Random, pool: PoolCards, owner: str, zone: str) -> tuple[dict[str, Any], BtCard | None]:
    if rng.random() < 0.7:
        name = rng.choice(pool.units)
        spec: dict[str, Any] = {"owner": owner, "card": name, "zone": zone, **_other_counters(rng, pool.faces[name])}
        if rng.random() < 0.3 and pool.faces[name].structure:
            spec["damage"] = rng.randint(0, (pool.faces[name].structure or 1) - 1)
        return spec, pool.cards[name]
    return _unit_spec(rng, owner, zone), None


def random_pool_battle(rng: random.Random, pool: PoolCards) -> tuple[BtScenario, dict[str, BtCard]]:
    """A random mission among pool Units (and invented ones), with pool Pilots and Enhancements on them, pool
    Command cards beside the battle and in construction, pool Mission cards in hand, and random actions."""
    attacker, defender = PLAYERS if rng.random() < 0.5 else PLAYERS[::-1]
    cards: dict[str, dict[str, Any]] = {}
    pooled: dict[str, BtCard] = {}

    def add(card_id: str, spec: dict[str, Any], card: BtCard | None) -> None:
        cards[card_id] = spec
        if card is not None:
            pooled[card_id] = card

    for i in range(rng.randint(1, 3)):
        add(f"a{i}", *_fighter(rng, pool, attacker, "patrol"))
    for i in range(rng.randint(0, 3)):
        add(f"b{i}", *_fighter(rng, pool, defender, rng.choice(("patrol", "patrol", "guard"))))
    for i in range(rng.randint(0, 3)):
        name = rng.choice(pool.commands)
        face = pool.faces[name]
        owner = rng.choice((attacker, defender))
        zone = "construction" if rng.random() < 0.3 or scrapped_when_revealed(face) else "command_post"
        spec: dict[str, Any] = {"owner": owner, "card": name, "zone": zone, **_other_counters(rng, face)}
        if zone == "construction":
            spec["counters"] = rng.randint(0, 5)
        elif "Terrain" in face.keywords:
            spec["region"] = rng.choice(REGIONS)
        add(f"s{i}", spec, pool.cards[name])
    for i in range(rng.randint(0, 3)):
        name = rng.choice(pool.missions)
        add(f"m{i}", {"owner": rng.choice((attacker, defender)), "card": name, "zone": "hand"}, pool.cards[name])
    faces = {c: pool.faces[card.name] for c, card in pooled.items()}
    _seat_in_battle(rng, cards, faces)
    targets = [c for c in cards if c[0] == "b" or (c[0] == "s" and "on" not in cards[c])]
    targets += [f"{defender}.stockpile"] * 2
    target = rng.choice(targets)
    for card_id, spec in cards.items():
        if spec.get("zone") == "guard":
            guarded = target if target != card_id and rng.random() < 0.7 else f"{defender}.stockpile"
            spec["guarding"] = guarded
    group = rng.sample([c for c in cards if c[0] == "a"], rng.randint(1, sum(c[0] == "a" for c in cards)))
    blockers = [c for c in cards if c[0] == "b" and rng.random() < 0.6]
    fighters = group + blockers + ([target] if target in cards and target[0] == "b" else [])
    actions = _battle_actions(rng, cards, faces, fighters, target, defender)
    turn: dict[str, Any] = {}
    if rng.random() < 0.3:  # the turn first, from one of its phases, then the mission (turn_scenario.run_turn)
        turn["phase"] = rng.choice(("deploy", "deploy", "repair", "missions"))
        actions = _turn_prefix(rng, cards, faces, attacker) + actions
    doc = {
        **turn,
        "game": "bttcg",
        "players": {
            p: {"assets": rng.sample("ALMPT", rng.randint(0, 4)), "stockpile": rng.choice((0, 1, 3, 30, 30))}
            for p in (attacker, defender)
        },
        "cards": cards,
        "mission": {
            "attacker": attacker,
            "group": group,
            "target": target,
            "blockers": blockers,
            "include_target": bool(blockers) and rng.random() < 0.3,
        },
        "actions": actions,
        "dice": [rng.randint(1, 6) for _ in range(rng.choice((0, 0, 1, 3, 6)))],
    }
    return BtScenario.model_validate(doc), pooled


def _turn_prefix(
    rng: random.Random, cards: dict[str, dict[str, Any]], faces: dict[str, CardFace], attacker: str
) -> list[dict[str, Any]]:
    """A few of the attacker's turn actions before the mission: tapping, construction, activation (with its
    choices), upkeep, phases."""
    mine = [c for c, s in cards.items() if s["owner"] == attacker]
    prefix: list[dict[str, Any]] = []
    for _ in range(rng.randint(1, 3)):
        card_id, verb = rng.choice(mine), rng.choice(("tap", "construct", "activate", "activate", "upkeep", "phase"))
        if verb == "tap":
            prefix.append({"by": attacker, "tap": [card_id]})
        elif verb == "construct":
            prefix.append({"by": attacker, "construct": {card_id: rng.randint(1, 3)}})
        elif verb == "activate":
            prefix.append({"by": attacker, "activate": card_id, **_spec_answers(rng, faces, cards, card_id)})
        elif verb == "upkeep":
            prefix.append({"by": attacker, "use": "upkeep", "card": card_id})
        else:
            prefix.append({"by": attacker, "phase": rng.choice(("repair", "missions"))})
    return prefix


def _seat_in_battle(rng: random.Random, cards: dict[str, dict[str, Any]], faces: dict[str, CardFace]) -> None:
    """Pool Pilots and Enhancements in the Command Post go on a fighting Unit of their owner, else stay in
    construction."""
    units = [c for c in cards if c[0] in "ab"]
    piloted: set[str] = set()
    for card_id, spec in cards.items():
        keywords = _keywords(spec, faces.get(card_id))
        if spec.get("zone") != "command_post" or not {"Pilot", "Enhancement"} & keywords or "Terrain" in keywords:
            continue
        hosts = [c for c, s in cards.items() if s.get("zone") == "command_post" and "on" not in s and c != card_id]
        hosts = hosts if on_a_site(faces.get(card_id)) else units
        own = [u for u in hosts if cards[u]["owner"] == spec["owner"]]
        if "Pilot" in keywords:
            own = [u for u in own if _is_mech(cards[u], faces.get(u)) and u not in piloted]
        if own:
            spec["on"] = rng.choice(own)
            piloted.add(spec["on"])
        else:
            spec["zone"], spec["counters"] = "construction", rng.randint(0, 5)


def _battle_actions(
    rng: random.Random,
    cards: dict[str, dict[str, Any]],
    faces: dict[str, CardFace],
    fighters: list[str],
    target: str,
    defender: str,
) -> list[dict[str, Any]]:
    """Random battle actions: a card revealed first (sometimes), then passes, options, abilities used, Mission
    cards played, damage assigned (the fighter's printed attack most of the time), with their choices."""
    ids = list(cards)
    sites = [*ids, *(f"{p}.stockpile" for p in PLAYERS)]
    recipients = [*fighters, target]
    actions: list[dict[str, Any]] = []
    hidden = [c for c, s in cards.items() if s.get("zone") == "construction" and s["owner"] == defender]
    if hidden and rng.random() < 0.3:
        revealed = rng.choice(hidden)
        chosen = _spec_answers(rng, faces, cards, revealed)
        chosen.pop("either", None)  # a card revealed offers no "either ... or" (scenario.Action)
        actions.append({"by": defender, "reveal": revealed, **chosen})
    for _ in range(rng.randint(0, 8)):
        by = rng.choice(PLAYERS)
        verb = rng.choices(("pass", "option", "ability", "play", "assign"), (1, 2, 3, 3, 4))[0]
        if verb == "pass":
            actions.append({"by": by, "pass": True})
        elif verb == "option":
            option = rng.choice(OPTIONS)
            action: dict[str, Any] = {"by": by, "use": option, "unit": rng.choice(fighters)}
            if option == "Missile":
                action["at"] = {rng.choice(recipients): rng.randint(1, 3)}
            actions.append(action)
        elif verb == "ability":
            users = [c for c in cards if c in faces and faces[c].activated(1) is not None] or ids
            user = rng.choice(users)
            key = "unit" if user[0] in "ab" else "card"
            used = {"by": cards[user]["owner"] if rng.random() < 0.9 else by, "use": "ability", key: user}
            if user in faces and any(getattr(n, "kind", "") == "after_roll" for n in nodes(faces[user].abilities)):
                used["on_roll"] = sorted(rng.sample(range(1, 7), rng.randint(1, 3)))  # the faces it is used on
            actions.append({**used, **_spec_answers(rng, faces, cards, user, sites)})
        elif verb == "play":
            played = [c for c in cards if c[0] == "m"]
            if played:
                card_id = rng.choice(played)
                owner = cards[card_id]["owner"] if rng.random() < 0.9 else by
                actions.append({"by": owner, "play": card_id, **_spec_answers(rng, faces, cards, card_id, sites)})
        else:
            unit_id = rng.choice(fighters)
            face = faces.get(unit_id)
            attack = face.attack if face is not None else cards[unit_id]["unit"]["attack"]
            amount = attack if rng.random() < 0.7 else rng.randint(0, 8)
            to = {rng.choice(recipients): amount}
            actions.append({"by": cards[unit_id]["owner"] if rng.random() < 0.9 else by, "assign": unit_id, "to": to})
    if rng.random() < 0.15:  # a second mission, after the first has resolved (an ``attack`` action)
        attacker = cards[fighters[0]]["owner"]
        second = [c for c in cards if c[0] == "a" and c not in fighters] or fighters[:1]
        targets = [c for c in cards if cards[c]["owner"] != attacker and c[0] in "bs"] + [f"{defender}.stockpile"]
        actions.append({"by": attacker, "attack": rng.choice(targets), "group": second})
        actions += [{"by": rng.choice(PLAYERS), "pass": True} for _ in range(rng.randint(0, 2))]
    return actions


def _spec_answers(
    rng: random.Random,
    faces: dict[str, CardFace],
    cards: dict[str, dict[str, Any]],
    card_id: str,
    sites: list[str] | None = None,
) -> dict[str, Any]:
    """:func:`answers` for a card of a scenario not yet built (its pool face, or none for an invented card)."""
    face = faces.get(card_id)
    if face is None:
        return {}
    ids = list(cards)
    pos = Position(
        PLAYERS,
        {p: frozenset() for p in PLAYERS},
        dict.fromkeys(PLAYERS, 1),
        {c: faces.get(c, CardFace(c, "unit" if "unit" in s else "command")) for c, s in cards.items()},
        {c: s["owner"] for c, s in cards.items()},
        {},
    )
    return answers(rng, pos, card_id, sites or [*ids, *(f"{p}.stockpile" for p in PLAYERS)])
