"""``/ask?card=<slug>``: a scenario with one card of the pool on the board, to start a question about it.

A BattleTech Unit attacks the opponent's Stockpile and is blocked by an opposing 'Mech written from its stats; a
Mission card is in hand during such a battle, played by the side that can; a Command card is deployed in its owner's
Deploy phase; Mech chess and Domination cards take their place in the README's example of their game. The card is
named, never copied: the scenario reads it from the pool as any scenario does.

Several phrasings are tried, the fullest first, and the first one the engine answers without a violation is offered
(else the first it answers at all): a card whose effect the engine does not execute yet is still offered, in hand or
on patrol, with the action to try left to the user.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from judge.cards.models import BtCard, Card, DominationCard, MechChessCard, MechChessUnit
from judge.pool import CardPool
from judge.simulate import SimulateError, read_scenario, simulate_document

EXAMPLES = Path(__file__).parent / "examples"
SOURCE = "scenario"


def _q(text: str) -> str:
    """``text`` as a YAML double-quoted scalar (JSON's quoting is YAML's)."""
    return json.dumps(text, ensure_ascii=False)


def _dump(data: dict[str, Any], comment: str) -> str:
    body = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=None, width=110)
    return f"# {comment}\n{body}"


# --- BattleTech TCG -------------------------------------------------------------------------------------------------

_PLAYERS = "players:\n  Brian: {assets: [A, L, M, P, T]}\n  Melissa: {assets: [T]}\n"


def _bt_unit(card: BtCard) -> Iterator[str]:
    attack = max(card.attack or 0, 1)
    armor = card.armor or 0
    blocker = (
        f"    unit: {{type: mech, speed: fast, attack: {armor + 1}, armor: 0, structure: {attack}, "
        "name: Opposing 'Mech}\n"
    )
    head = (
        f"# Ask about {card.name}: it attacks Melissa's Stockpile and an opposing 'Mech blocks it (the blocker is\n"
        "# written from its stats: its attack gets 1 damage through the armor, its structure is the unit's attack).\n"
        f"game: bttcg\ntitle: {_q(card.name + ' attacks')}\n{_PLAYERS}cards:\n"
        f"  unit: {{owner: Brian, card: {_q(card.name)}, zone: patrol}}\n"
        f"  blocker:\n    owner: Melissa\n{blocker}"
        "mission: {attacker: Brian, group: [unit], target: Melissa.stockpile, blockers: [blocker]}\n"
    )
    yield head + (
        f"actions:\n  - {{by: Melissa, assign: blocker, to: {{unit: {armor + 1}}}}}\n"
        f"  - {{by: Brian, assign: unit, to: {{blocker: {card.attack or 0}}}}}\n"
    )
    yield head + (
        f"actions:\n  - {{by: Melissa, assign: blocker, to: {{unit: {armor + 1}}}}}\n"
        "  # the unit's damage goes to the blocker, its only possible recipient\n"
    )
    yield head + "actions: []\n"


_POSITIONS = {
    "blocked": (
        "mission: {attacker: Brian, group: [raider], target: Melissa.stockpile, blockers: [defender]}\n",
        ["{by: Melissa, assign: defender, to: {raider: 2}}"],
        ["{by: Brian, assign: raider, to: {defender: 4}}"],
        "during a blocked battle",
        "fast",
    ),
    "unblocked": (
        "mission: {attacker: Brian, group: [raider], target: Melissa.stockpile}\n",
        [],
        ["{by: Brian, assign: raider, to: {Melissa.stockpile: 4}}"],
        "during an unblocked mission against a Stockpile",
        "moderate",
    ),
    "attacked": (
        "mission: {attacker: Brian, group: [raider], target: defender}\n",
        ["{by: Melissa, assign: defender, to: {raider: 2}}"],
        ["{by: Brian, assign: raider, to: {defender: 4}}"],
        "while one of Melissa's Units is attacked",
        "moderate",
    ),
}
"""Where a Mission card could be played: the mission, Melissa's actions (she loses initiative: Brian attacks and
ties go to the attacker), Brian's actions, the words for it, and the speed of Melissa's Unit (fast to block the fast
raider from patrol, slower to be its target)."""


def _bt_battle(card: BtCard, position: str, holder: str, play: str | None) -> str:
    mission, loser, winner, words, speed = _POSITIONS[position]
    if play is not None:  # each Unit's damage then goes to its only possible recipient (the spec's one default)
        actions = f"  - {play}\n  # each Unit assigns its damage to the only card it can: no 'assign' needed\n"
    else:
        actions = f"  # - {{by: {holder}, play: card}}   (with the choices it asks for: choose, amounts)\n"
        actions += "".join(f"  - {a}\n" for a in [*loser, *winner])
    return (
        f"# Ask about {card.name}: it is in {holder}'s hand {words}, where it could be played.\n"
        f"game: bttcg\ntitle: {_q(card.name)}\n{_PLAYERS}cards:\n"
        f"  card: {{owner: {holder}, card: {_q(card.name)}, zone: hand}}\n"
        "  raider: {owner: Brian, unit: {type: mech, speed: fast, attack: 4, armor: 1, structure: 6, name: Raider}}\n"
        f"  defender: {{owner: Melissa, unit: {{type: mech, speed: {speed}, attack: 2, armor: 1, structure: 6, "
        "name: Defender}}\n" + mission + "actions:\n" + actions
    )


def _bt_mission(card: BtCard) -> Iterator[str]:
    for position in _POSITIONS:
        for holder in ("Brian", "Melissa"):
            yield _bt_battle(card, position, holder, f"{{by: {holder}, play: card}}")
            for target in ("raider", "defender"):
                yield _bt_battle(card, position, holder, f"{{by: {holder}, play: card, choose: [{target}]}}")
    yield _bt_battle(card, "blocked", "Brian", None)


def _bt_command(card: BtCard) -> Iterator[str]:
    head = (
        f"# Ask about {card.name}: it is in Brian's hand in his Deploy phase.\n"
        f"game: bttcg\ntitle: {_q('Deploying ' + card.name)}\n{_PLAYERS}phase: deploy\ncards:\n"
        f"  card: {{owner: Brian, card: {_q(card.name)}, zone: hand}}\n"
    )
    yield head + "actions:\n  - {by: Brian, deploy: card}\n  - {by: Brian, phase: end}\n"
    yield head + "actions:\n  - {by: Brian, deploy: card}\n"
    yield head + "actions: []\n"


def _bttcg(card: BtCard) -> Iterator[str]:
    if card.card_type == "Unit":
        yield from _bt_unit(card)
    elif card.card_type == "Mission":
        yield from _bt_mission(card)
    else:
        yield from _bt_command(card)


# --- Mech chess and Domination: the README's examples with the card in its place ------------------------------------


def _example(game: str) -> dict[str, Any]:
    data = yaml.safe_load((EXAMPLES / f"{game}.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _mechchess_unit(card: MechChessUnit, pool: CardPool) -> Iterator[str]:
    moves = {c.range: c.name for c in pool.cards if isinstance(c, MechChessCard) and c.card_type == "M" and c.range}
    ranges = {c.range: c.name for c in pool.cards if isinstance(c, MechChessCard) and c.card_type == "A" and c.range}
    comment = f"Ask about {card.name}: it takes the Catapult's place in the README's Mech chess example."
    steps = min(card.move, 5)
    for distance, rating in ((2, card.mr), (1, card.cr), (3, card.lr)):
        if not steps or steps not in moves or rating is None or distance not in ranges or 1 + steps + distance > 8:
            continue
        data = _example("mechchess")
        square = f"c{1 + steps}"
        target = f"{'cdef'[distance]}{1 + steps + distance}"
        data["title"] = f"{card.name} closes in"
        data["board"]["c1"]["unit"] = card.name
        data["board"][target] = data["board"].pop("e6")
        white = data["players"]["White"]
        white["hand"] = [moves[steps], ranges[distance], "Critical Hit"]
        attack = {"by": "White", "attack": square, "target": target, "card": ranges[distance]}
        data["actions"] = [
            {"by": "White", "move": "c1", "to": square, "card": moves[steps]},
            {**attack, "modifiers": ["Critical Hit"]},
        ]
        yield _dump(data, comment)
    data = _example("mechchess")
    data["title"] = f"{card.name} on the board"
    data["board"]["c1"]["unit"] = card.name
    data["actions"] = []
    yield _dump(data, comment + " It has not acted yet.")


_MECHCHESS_SLOTS = {"M": "Average Move", "A": "Medium Range", "Z": "Critical Hit"}


def _mechchess_card(card: MechChessCard) -> Iterator[str]:
    comment = f"Ask about {card.name}: it is in a player's hand in the README's Mech chess example."
    data = _example("mechchess")
    white, black = data["players"]["White"], data["players"]["Black"]
    replaced = _MECHCHESS_SLOTS.get(card.card_type)
    if replaced is not None:
        white["hand"] = [card.name if name == replaced else name for name in white["hand"]]
        for action in data["actions"]:
            if action.get("card") == replaced:
                action["card"] = card.name
                if card.card_type == "M" and card.range:
                    action["to"] = f"c{min(1 + card.range, 8)}"
            if replaced in action.get("modifiers", []):
                action["modifiers"] = [card.name if m == replaced else m for m in action["modifiers"]]
        if card.card_type == "M":  # the attack is from wherever the move ends
            data["actions"][1]["attack"] = data["actions"][0]["to"]
        yield _dump(data, comment)
    elif card.card_type == "D":
        black["hand"] = [card.name, *[n for n in black["hand"] if n != card.name]]
        with_defense = [*data["actions"][:1], {"by": "Black", "defend": card.name}, *data["actions"][1:]]
        yield _dump({**data, "actions": with_defense}, comment)
        yield _dump({**data, "actions": data["actions"] + [{"by": "Black", "defend": card.name}]}, comment)
    else:
        white["hand"] = [*white["hand"], card.name]
        yield _dump({**data, "actions": [{"by": "White", "special": card.name}, *data["actions"]]}, comment)
        yield _dump({**data, "actions": [*data["actions"], {"by": "White", "special": card.name}]}, comment)
    data = _example("mechchess")
    data["players"]["White"]["hand"].append(card.name)
    data["actions"] = []
    yield _dump(data, comment + " Nobody has played it yet.")


def _domination(card: DominationCard) -> Iterator[str]:
    comment = f"Ask about {card.name}: it takes a card's place in the README's Domination example."
    slots = {"Unit": "Fire Falcon", "Support": "Ammo Dump", "Resource": "Munitions Factory"}
    kind = card.card_type.split(" - ")[0]
    data = _example("domination")
    players = data["players"]
    if kind in slots:
        replaced = slots[kind]
        players["A"]["hand"] = [card.name if n == replaced else n for n in players["A"]["hand"]]
        for action in data["actions"]:
            for verb in ("deploy", "play"):
                if action.get(verb) == replaced:
                    action[verb] = card.name
        yield _dump(data, comment)
    elif kind == "Reaction":
        players["B"]["hand"] = [card.name if n == "Munitions Factory" else n for n in players["B"]["hand"]]
        yield _dump({**data, "actions": [{"by": "B", "react": card.name}, *data["actions"]]}, comment)
        yield _dump(data, comment + " The Reaction is in B's hand.")
    elif kind == "Allegiance":
        yield _dump({**data, "allegiances": [card.name]}, comment + " The Allegiance is offered.")
    data = _example("domination")
    data["players"]["A"]["hand"].append(card.name)
    data["actions"] = [{"by": "A", "use": "Infantry Platoon"}, {"by": "B", "scrap": {"hand": ["Infantry Platoon"]}}]
    yield _dump(data, comment + " It is in A's hand.")


# --- choosing the phrasing ------------------------------------------------------------------------------------------


def candidates(card: Card, pool: CardPool) -> list[str]:
    """The scenarios with ``card`` on the board, the fullest first (the last one only places the card)."""
    if isinstance(card, BtCard):
        return list(_bttcg(card))
    if isinstance(card, MechChessUnit):
        return list(_mechchess_unit(card, pool))
    if isinstance(card, MechChessCard):
        return list(_mechchess_card(card))
    return list(_domination(card))


def card_scenario(card: Card, pool: CardPool) -> tuple[str, dict[str, Any] | None]:
    """The scenario offered for ``card``, and the engine's answer to it (``None`` when the engine answers none of
    the phrasings: the last, which only places the card, is offered then)."""
    found = candidates(card, pool)
    first: tuple[str, dict[str, Any]] | None = None
    for text in found:
        try:
            answer = simulate_document(read_scenario(text, SOURCE), pool, SOURCE)
        except SimulateError:
            continue
        if answer.get("legal"):
            return text, answer
        first = first or (text, answer)
    return first if first is not None else (found[-1], None)
