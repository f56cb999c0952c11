"""The Battletech: Domination side of scenario questions: the position and actions in plain English, the questions
an answer settles (the Combat phase, what happens to every zone) and the plays a player might forget."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from judge.pool import CardPool
from judge.quiz.kit import Answer, Data, Focus, GameKit, Omission, join_words, legal_or_not, sentence, winner_words

ZONES = ("hand", "deck", "discard", "deployment")
_PHASE_WORDS = {"combat": "Combat", "action": "Action", "buy": "Buy"}
_UNTIL_WORDS = {"combat": "the Combat phase", "action": "the Action phase", "buy": "the Buy phase", "turn": "the turn"}


def cards_words(cards: list[str]) -> str:
    """``Basic Factory ×3, Uziel`` (names in order of first appearance)."""
    counts = Counter(cards)
    return ", ".join(f"{name} ×{n}" if n > 1 else name for name, n in counts.items()) or "nothing"


class _Start:
    def __init__(self, data: Data) -> None:
        players = data.get("players") or {}
        self.players = list(players)
        self.zones = {p: {z: list((players[p] or {}).get(z) or []) for z in ZONES} for p in self.players}
        self.supply = dict(data.get("supply") or {})

    def changes(self, outcome: dict[str, Any], *, combat_only: bool = False) -> str:
        parts: list[str] = []
        totals, overrun = outcome.get("totals"), outcome.get("overrun") or {}
        if totals:
            parts.append(f"Total Attack {totals.get('attack')} against Total Defense {totals.get('defense')}")
        for player, value in overrun.items():
            parts.append(f"{player} is Overrun by {value}" if value else f"{player} is not Overrun")
        if outcome.get("scrapheap"):
            parts.append(f"scrapped: {cards_words(sorted(outcome['scrapheap']))}")
        for player in self.players:
            now = (outcome.get("players") or {}).get(player) or {}
            zones = ("deployment", "discard") if combat_only else ZONES
            for zone in zones:
                before, after = self.zones[player][zone], list(now.get(zone) or [])
                if Counter(before) != Counter(after):
                    parts.append(f"{player}'s {zone}: {cards_words(sorted(after))}")
        if not combat_only:
            for pile, left in (outcome.get("supply") or {}).items():
                if self.supply.get(pile) != left:
                    parts.append(f"Supply {pile}: {left} left")
            if outcome.get("winner"):
                scores = [f"{p} {(outcome.get('players') or {}).get(p, {}).get('score')}" for p in self.players]
                parts.append(f"{winner_words(outcome['winner'])} (scores {join_words(scores)})")
            elif outcome.get("phase") == "over":
                parts.append("the game goes on")
        return sentence(parts, "Nothing changes")


class DominationKit(GameKit):
    game = "domination"

    def describe(self, data: Data, pool: CardPool) -> str:
        players = list(data.get("players") or {})
        lines = []
        for index, player in enumerate(players):
            spec = data["players"][player] or {}
            role = "the active player" if index == 0 else "the defender"
            zones = []
            for zone in ZONES:
                cards = [str(c) for c in spec.get(zone) or []]
                if cards:
                    zones.append(
                        f"deck (top first) {', '.join(cards)}" if zone == "deck" else f"{zone} {cards_words(cards)}"
                    )
            lines.append(f"{player} ({role}): " + ("; ".join(zones) or "no cards") + ".")
        if data.get("supply"):
            lines.append("Supply: " + ", ".join(f"{pile} {n}" for pile, n in data["supply"].items()) + ".")
        phase = _PHASE_WORDS.get(data.get("phase", "combat"), "Combat")
        until = _UNTIL_WORDS.get(data.get("until", "turn"), "the turn")
        lines.append(f"It is {players[0]}'s {phase} phase; the scenario runs to the end of {until}.")
        if data.get("seed") is not None:
            lines.append("Shuffles are fixed (a given seed).")
        for number, action in enumerate(data.get("actions") or [], 1):
            lines.append(f"{number}. {_action_words(action)}.")
        return "\n".join(lines)

    def foci(self, data: Data, pool: CardPool, legality: bool) -> list[Focus]:
        start = _Start(data)
        if legality:
            return [Focus("legality", "Is this legal, and what happens?", lambda a: _legal(a, start))]
        found = []
        if data.get("phase", "combat") == "combat":
            found.append(
                Focus(
                    "combat",
                    "What happens in the Combat phase?",
                    lambda a: legal_or_not(a, lambda o: start.changes(o, combat_only=True)),
                )
            )
        found.append(Focus("outcome", "What happens?", lambda a: legal_or_not(a, start.changes)))
        return found

    def omissions(self, data: Data, pool: CardPool) -> list[Omission]:
        found: list[Omission] = []
        for index, action in enumerate(data.get("actions") or []):
            if not isinstance(action, dict):
                continue
            verb = next((v for v in ("use", "play", "react") if action.get(v)), None)
            if verb is None:
                continue
            rest = copy.deepcopy(data)
            del rest["actions"][index]
            found.append(Omission(rest, f"Forgets that {action['by']} {_PAST[verb]} {action[verb]}."))
        return found

    def without(self, data: Data, card: str, pool: CardPool) -> Omission | None:
        rest = copy.deepcopy(data)
        rest["actions"] = [
            a
            for a in rest.get("actions") or []
            if not any(a.get(v) == card for v in ("play", "deploy", "use", "react"))
        ]
        if len(rest["actions"]) == len(data.get("actions") or []):
            return None
        return Omission(rest, f"Plays as if {card} had not been played: its text forgotten.")


_PAST = {"use": "used the ability of", "play": "played", "react": "revealed"}


def _action_words(action: dict[str, Any]) -> str:
    by = action.get("by")
    choices = []
    if action.get("choose"):
        choices.append(f"choosing {join_words(list(action['choose']))}")
    if action.get("options"):
        choices.append(f"options {join_words([str(o) for o in action['options']])}")
    if action.get("may") is not None:
        choices.append("answering " + join_words(["yes" if m else "no" for m in action["may"]]) + " to its “you may”")
    extra = f" ({'; '.join(choices)})" if choices else ""
    for verb, words in (("play", "plays"), ("deploy", "deploys"), ("buy", "buys"), ("react", "reveals")):
        if action.get(verb):
            return f"{by} {words} {action[verb]}{extra}"
    if action.get("use"):
        return f"{by} uses the ability of {action['use']}{extra}"
    if action.get("scrap"):
        scrap = action["scrap"]
        parts = []
        if scrap.get("hand"):
            parts.append(f"{cards_words(list(scrap['hand']))} from hand")
        if scrap.get("deck"):
            parts.append(f"the top {scrap['deck']} of the deck")
        if scrap.get("deployment"):
            parts.append(f"{cards_words(list(scrap['deployment']))} from the deployment zone")
        return f"{by} scraps {join_words(parts) or 'nothing'}"
    if action.get("pass"):
        return f"{by} ends the phase"
    return f"{by} chooses {join_words(list(action.get('choose') or [])) or 'nothing'}"


def _legal(answer: Answer, start: _Start) -> str:
    text = legal_or_not(answer, start.changes)
    return text if text.startswith("Not legal") else f"Legal: {text}"
