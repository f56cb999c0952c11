"""Generated Mech chess scenarios (seed 003): an attack (range, Ace, modifier and Defense cards, dice fixed or
counted), a move (legal or not: the template is about legality), and the card questions (a modifier, Defense or
special card played, or not). Units and cards are the built-in ones (``cards/mechchess.yaml``); where a plan breaks
a rule the template did not mean to test, the engine says so and the draft is dropped or the next variant asked."""

from __future__ import annotations

import random
from typing import Any

from judge.cards.models import MechChessCard, MechChessUnit
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool
from judge.quiz.build import Draft

WHITE, BLACK = "White", "Black"
DIRECTIONS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
ATTACKS = {1: "Close Range", 2: "Medium Range", 3: "Long Range", 4: "Extreme Range"}
MOVES = {1: "Very Slow Move", 2: "Slow Move", 3: "Average Move", 4: "Fast Move", 5: "Very Fast Move"}
_CACHE: dict[int, tuple[CardPool, list[MechChessUnit], list[MechChessCard]]] = {}


def _catalogue(pool: CardPool) -> tuple[list[MechChessUnit], list[MechChessCard]]:
    cached = _CACHE.get(id(pool))
    if cached is None or cached[0] is not pool:
        units = sorted((c for c in pool.cards if isinstance(c, MechChessUnit)), key=lambda c: c.name)
        cards = sorted((c for c in pool.cards if isinstance(c, MechChessCard)), key=lambda c: c.name)
        cached = (pool, units, cards)
        _CACHE[id(pool)] = cached
    return cached[1], cached[2]


def square(file: int, rank: int) -> str:
    return f"{'abcdefgh'[file]}{rank + 1}"


def _line(rng: random.Random, distance: int) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """Two squares ``distance`` apart in a straight orthogonal or diagonal line."""
    for _ in range(20):
        dx, dy = rng.choice(DIRECTIONS)
        fx, fy = rng.randrange(8), rng.randrange(8)
        tx, ty = fx + dx * distance, fy + dy * distance
        if 0 <= tx < 8 and 0 <= ty < 8:
            return (fx, fy), (tx, ty)
    return None


def _base(white: list[str], black: list[str], board: dict[str, Any], phase: str) -> dict[str, Any]:
    return {
        "game": "mechchess",
        "players": {WHITE: {"hand": white}, BLACK: {"hand": black}},
        "board": board,
        "phase": phase,
        "actions": [],
    }


def _attack_position(
    rng: random.Random, pool: CardPool, distance: int
) -> tuple[dict[str, Any], str, str, MechChessUnit, MechChessUnit] | None:
    """White's attacker and Black's target ``distance`` squares apart in a line (Extreme Range: 4, for a unit
    whose LR rating is 3 or more: ER = LR - 2)."""
    units, _ = _catalogue(pool)
    if distance == 4:
        shooters = [u for u in units if (u.lr or 0) >= 3]
    else:
        shooters = [u for u in units if u.damage_rating(distance)]
    line = _line(rng, distance)
    if not shooters or line is None:
        return None
    attacker, target = rng.choice(shooters), rng.choice(units)
    (fx, fy), (tx, ty) = line
    start, end = square(fx, fy), square(tx, ty)
    board: dict[str, Any] = {start: {"owner": WHITE, "unit": attacker.name}, end: {"owner": BLACK, "unit": target.name}}
    if rng.random() < 0.3:
        board[start]["ace"] = True
    if target.hits > 1 and rng.random() < 0.5:
        board[end]["hits"] = rng.randint(1, target.hits)
    return board, start, end, attacker, target


def _between(rng: random.Random, start: str, end: str) -> str | None:
    """A square on the line from ``start`` to ``end``, strictly between them."""
    fx, fy = "abcdefgh".index(start[0]), int(start[1:]) - 1
    tx, ty = "abcdefgh".index(end[0]), int(end[1:]) - 1
    distance = max(abs(tx - fx), abs(ty - fy))
    if distance < 2:
        return None
    step = rng.randint(1, distance - 1)
    return square(fx + (tx - fx) // distance * step, fy + (ty - fy) // distance * step)


def attack_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """White attacks a Black unit in the Battle phase, perhaps with an attack modifier; Black perhaps plays a
    Defense card. Where a unit stands in the line of fire, or the Defense card's note may not allow it, the
    question is whether it is legal; otherwise a Defense card the engine refuses is left out (the next variant)."""
    pool = knowledge.pool
    units, cards = _catalogue(pool)
    distance = rng.choice((1, 1, 2, 2, 3, 3, 4))
    placed = _attack_position(rng, pool, distance)
    if placed is None:
        return None
    board, start, end, _, _ = placed
    attack_card = ATTACKS[distance]
    modifiers = [c.name for c in cards if c.card_type == "Z"]
    defenses = [c.name for c in cards if c.card_type == "D"]
    chosen_mods = [rng.choice(modifiers)] if rng.random() < 0.4 else []
    defense = rng.choice(defenses) if rng.random() < 0.4 else None
    dice = [rng.randint(1, 6)] if rng.random() < 0.4 else []
    legality = False
    middle = _between(rng, start, end) if rng.random() < 0.2 else None
    if middle is not None:
        board[middle] = {"owner": rng.choice((WHITE, BLACK)), "unit": rng.choice(units).name}
        legality = True
    if defense is not None and rng.random() < 0.4:
        legality = True
    variants = []
    for with_defense in [True, False] if defense and not legality else [defense is not None]:
        data = _base([attack_card, *chosen_mods], [defense] if defense else [], board, "battle")
        action: dict[str, Any] = {"by": WHITE, "attack": start, "target": end, "card": attack_card}
        if chosen_mods:
            action["modifiers"] = chosen_mods
        data["actions"] = [action]
        if with_defense:
            data["actions"].append({"by": BLACK, "defend": defense})
        if dice:
            data["dice"] = dice
        variants.append(data)
    intro = "A Mech chess attack (seed 003: the unit table and the card list)."
    return Draft("mechchess", variants, intro, legality=legality)


def move_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """White moves one unit with a Move card within its move rating (+1 for an Ace): exactly the card's number of
    squares in a straight line, or fewer (not legal: mechchess/move-phase-3), perhaps through a unit (legal only
    jumping). The template is about legality."""
    pool = knowledge.pool
    units, _ = _catalogue(pool)
    mover = rng.choice([u for u in units if u.move >= 2])
    ace = rng.random() < 0.3
    number = rng.randint(2, min(5, mover.move + (1 if ace else 0)))
    distance = number if rng.random() < 0.4 else rng.randint(1, number - 1)
    line = _line(rng, distance)
    if line is None:
        return None
    (fx, fy), (tx, ty) = line
    start, end = square(fx, fy), square(tx, ty)
    board: dict[str, Any] = {start: {"owner": WHITE, "unit": mover.name}}
    if ace:
        board[start]["ace"] = True
    card = MOVES[number]
    if mover.jump and rng.random() < 0.3:
        card = "Jump"
    if distance > 1 and rng.random() < 0.2:
        step = rng.randint(1, distance - 1)
        dx, dy = (tx - fx) // distance, (ty - fy) // distance
        board[square(fx + dx * step, fy + dy * step)] = {"owner": BLACK, "unit": rng.choice(units).name}
    data = _base([card], [], board, "move")
    data["actions"] = [{"by": WHITE, "move": start, "to": end, "card": card}]
    return Draft("mechchess", [data], "A Mech chess move (seed 003).", legality=True)


def card_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """A card of the shared deck played in a situation made for it: an attack modifier with an attack, a Defense
    card against one, Overheating after a move and an attack, Difficult Ground after a move."""
    pool = knowledge.pool
    _, cards = _catalogue(pool)
    playable = [c for c in cards if c.card_type in ("Z", "D") or c.name in ("Overheating", "Difficult Ground")]
    card = playable[pick % len(playable)]
    distance = 1 if card.card_type != "D" or rng.random() < 0.5 else rng.choice((2, 3, 4))
    placed = _attack_position(rng, pool, distance)
    if placed is None:
        return None
    board, start, end, _, _ = placed
    attack_card = ATTACKS[distance]
    dice = [rng.randint(1, 6)] if rng.random() < 0.5 else []
    data: dict[str, Any]
    if card.card_type == "Z":
        data = _base([attack_card, card.name], [], board, "battle")
        data["actions"] = [{"by": WHITE, "attack": start, "target": end, "card": attack_card, "modifiers": [card.name]}]
    elif card.card_type == "D":
        data = _base([attack_card], [card.name], board, "battle")
        data["actions"] = [
            {"by": WHITE, "attack": start, "target": end, "card": attack_card},
            {"by": BLACK, "defend": card.name},
        ]
    else:
        moved = _moved_first(rng, board, start, end)
        if moved is None:
            return None
        board, origin, move_card = moved
        data = _base([move_card, attack_card], [card.name], board, "move")
        data["actions"] = [{"by": WHITE, "move": origin, "to": start, "card": move_card}]
        if card.name == "Difficult Ground":
            data["actions"].append({"by": BLACK, "special": card.name})
        else:
            data["actions"].append({"by": WHITE, "attack": start, "target": end, "card": attack_card})
            data["actions"].append({"by": BLACK, "special": card.name, "unit": start})
    if dice:
        data["dice"] = dice
    return Draft(
        "mechchess",
        [data],
        f"{card.name} (Mech chess card, type {card.card_type}): “{card.notes or 'no note'}”.",
        card=card.name,
        question=f"What does {card.name} do in this situation?",
    )


def _moved_first(
    rng: random.Random, board: dict[str, Any], start: str, end: str
) -> tuple[dict[str, Any], str, str] | None:
    """The attacker placed one square away from where it attacks from, so that it moves there first."""
    fx, fy = "abcdefgh".index(start[0]), int(start[1:]) - 1
    for dx, dy in rng.sample(DIRECTIONS, len(DIRECTIONS)):
        ox, oy = fx + dx, fy + dy
        origin = square(ox, oy) if 0 <= ox < 8 and 0 <= oy < 8 else None
        if origin is not None and origin not in board and origin != end:
            moved = {origin if sq == start else sq: spec for sq, spec in board.items()}
            return moved, origin, MOVES[1]
    return None
