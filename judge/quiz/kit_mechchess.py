"""The Mech chess side of scenario questions: the position and actions in plain English, the questions an answer
settles (what happens to an attacked unit, what happens on the board) and the cards a player might forget."""

from __future__ import annotations

import copy
from typing import Any

from judge.cards.models import MechChessUnit
from judge.pool import CardLookupError, CardPool
from judge.quiz.kit import (
    Answer,
    Data,
    Focus,
    GameKit,
    Omission,
    join_words,
    legal_or_not,
    plural,
    sentence,
    winner_words,
)

_PHASES = {"orders": "Orders", "move": "Move", "battle": "Battle"}


def _full_hits(pool: CardPool, name: str) -> int | None:
    try:
        unit = pool.lookup(name, "mechchess")
    except CardLookupError:
        return None
    return unit.hits if isinstance(unit, MechChessUnit) else None


class _Board:
    """The starting board: each unit's owner, name and hits."""

    def __init__(self, data: Data, pool: CardPool) -> None:
        self.units: dict[str, tuple[str, str, int | None]] = {}
        for square, spec in (data.get("board") or {}).items():
            hits = spec.get("hits") or _full_hits(pool, str(spec.get("unit")))
            self.units[str(square).lower()] = (str(spec.get("owner")), str(spec.get("unit")), hits)

    def label(self, square: str) -> str:
        owner, unit, _ = self.units[square]
        return f"{owner}'s {unit} on {square}"

    def changes(self, outcome: dict[str, Any]) -> str:
        """What changed on the board: moves, hits lost, units destroyed, the winner."""
        end = {str(sq).lower(): u for sq, u in (outcome.get("board") or {}).items()}
        unmatched = {sq for sq in end if sq not in self.units or end[sq]["unit"] != self.units[sq][1]}
        parts: list[str] = []
        for square, (owner, unit, hits) in self.units.items():
            now = end.get(square)
            if now is None or now["unit"] != unit or now["owner"] != owner:
                moved = [s for s in sorted(unmatched) if end[s]["unit"] == unit and end[s]["owner"] == owner]
                if len(moved) != 1:
                    continue  # destroyed: listed below
                unmatched.discard(moved[0])
                now = end[moved[0]]
                parts.append(f"{owner}'s {unit} moves {square} to {moved[0]}")
            if hits is not None and now["hits"] != hits:
                parts.append(f"{owner}'s {unit} has {plural(int(now['hits']), 'hit')} left")
        parts += [f"{gone} is destroyed" for gone in outcome.get("destroyed") or []]
        winner = outcome.get("winner")
        if winner:
            parts.append(winner_words(winner))
        return sentence(parts, "Nothing changes on the board")


class MechChessKit(GameKit):
    game = "mechchess"

    def describe(self, data: Data, pool: CardPool) -> str:
        players = list(data.get("players") or {})
        lines: list[str] = []
        for index, player in enumerate(players):
            spec = data["players"][player] or {}
            role = " (the active player)" if index == 0 else ""
            hand = join_words(list(spec.get("hand") or [])) or "no cards"
            extra = []
            if spec.get("leader"):
                extra.append(f"Leader on {spec['leader']}")
            if spec.get("aces"):
                extra.append(f"Ace pilots on {join_words(list(spec['aces']))}")
            lines.append(f"{player}{role} holds {hand}" + (f"; {', '.join(extra)}" if extra else "") + ".")
        units = []
        for square, spec in (data.get("board") or {}).items():
            notes = []
            if spec.get("hits"):
                notes.append(plural(int(spec["hits"]), "hit"))
            if spec.get("ace"):
                notes.append("Ace")
            if spec.get("leader"):
                notes.append("Leader")
            units.append(f"{spec['owner']}'s {spec['unit']} on {square}" + (f" ({', '.join(notes)})" if notes else ""))
        lines.append("On the board: " + join_words(units) + ".")
        if data.get("deck") is not None:
            lines.append(f"The deck, top first: {join_words(list(data['deck'])) or 'empty'}.")
        lines.append(f"It is {players[0]}'s {_PHASES.get(data.get('phase', 'move'), 'Move')} phase.")
        for number, action in enumerate(data.get("actions") or [], 1):
            lines.append(f"{number}. {_action_words(action)}.")
        if data.get("dice"):
            lines.append(f"The gunnery rolls: {join_words([str(d) for d in data['dice']])}.")
        elif any(isinstance(a, dict) and a.get("attack") for a in data.get("actions") or []):
            lines.append("No die is fixed: every gunnery roll counts with its probability.")
        return "\n".join(lines)

    def foci(self, data: Data, pool: CardPool, legality: bool) -> list[Focus]:
        board = _Board(data, pool)
        if legality:
            return [Focus("legality", "Is this legal, and what happens?", lambda a: _legal(a, board))]
        found: list[Focus] = []
        targets = [
            str(a["target"]).lower() for a in data.get("actions") or [] if isinstance(a, dict) and a.get("target")
        ]
        if targets and targets[0] in board.units:
            square = targets[0]
            found.append(
                Focus("target", f"What happens to {board.label(square)}?", lambda a: _target(a, board, square))
            )
        found.append(Focus("outcome", "What happens on the board?", lambda a: legal_or_not(a, board.changes)))
        return found

    def omissions(self, data: Data, pool: CardPool) -> list[Omission]:
        found: list[Omission] = []
        for index, action in enumerate(data.get("actions") or []):
            if not isinstance(action, dict):
                continue
            if action.get("defend") or action.get("special"):
                rest = copy.deepcopy(data)
                del rest["actions"][index]
                card = action.get("defend") or action.get("special")
                found.append(Omission(rest, f"Forgets {action['by']}'s {card}."))
            for modifier in action.get("modifiers") or []:
                rest = copy.deepcopy(data)
                rest["actions"][index]["modifiers"] = [m for m in action["modifiers"] if m != modifier]
                found.append(Omission(rest, f"Forgets the {modifier} played with the attack."))
        return found

    def without(self, data: Data, card: str, pool: CardPool) -> Omission | None:
        rest = copy.deepcopy(data)
        kept = []
        changed = False
        for action in rest.get("actions") or []:
            if action.get("defend") == card or action.get("special") == card:
                changed = True
                continue
            if card in (action.get("modifiers") or []):
                action["modifiers"] = [m for m in action["modifiers"] if m != card]
                changed = True
            kept.append(action)
        if not changed:
            return None
        rest["actions"] = kept
        return Omission(rest, f"Plays as if {card} had not been played: its effect forgotten.")


def _action_words(action: dict[str, Any]) -> str:
    by = action.get("by")
    card = f" with {action['card']}" if action.get("card") else ""
    if action.get("move") is not None:
        if isinstance(action["move"], list):
            return f"{by} moves the units on {join_words(list(action['move']))} forward{card}"
        return f"{by} moves the unit on {action['move']} to {action.get('to')}{card}"
    if action.get("attack") is not None:
        mods = action.get("modifiers") or []
        extra = f", adding {join_words(list(mods))}" if mods else ""
        return f"{by} attacks from {action['attack']} the unit on {action.get('target')}{card}{extra}"
    if action.get("defend"):
        return f"{by} plays the Defense card {action['defend']}"
    if action.get("special"):
        unit = f" on the unit on {action['unit']}" if action.get("unit") else ""
        return f"{by} plays {action['special']}{unit}"
    if action.get("discard"):
        return f"{by} discards {join_words(list(action['discard']))}"
    return f"{by} ends the phase"


def _target(answer: Answer, board: _Board, square: str) -> str:
    owner, unit, _ = board.units[square]

    def fate(outcome: dict[str, Any]) -> str:
        now = (outcome.get("board") or {}).get(square)
        if now is not None and now["unit"] == unit and now["owner"] == owner:
            return f"The {unit} has {plural(int(now['hits']), 'hit')} left"
        destroyed = [g for g in outcome.get("destroyed") or [] if unit in g and square in g]
        return f"The {unit} is destroyed" if destroyed else f"The {unit} leaves {square}"

    return legal_or_not(answer, fate)


def _legal(answer: Answer, board: _Board) -> str:
    text = legal_or_not(answer, board.changes)
    return text if text.startswith("Not legal") else f"Legal: {text}"
