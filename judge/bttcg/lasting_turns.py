"""A player's initiative changed for a while: "You get +2 initiative until your next turn." (Teachings of the
Unfinished Book), "... until end of turn". The grammar reads "You get" as one of your Units (``_YOU_GET`` of the
renderer); the initiative score is the player's (rulebook p.26; Glossary, Initiative score: "typically just your
Units and their Pilots", the card's text adding to it: rulebook p.9), so the change is kept for the player, not for a
Unit chosen, and added to his or her score in every battle while it lasts (``stats.initiative``).

When it ends: "until end of turn" and "for the rest of this mission" as the other lasting effects (lasting.py);
"until your next turn": when that player's next turn begins (the Untap phase, "the phase at the beginning of a turn":
rulebook Glossary, Untap phase; p.16), so it holds through the rest of this turn and the opponent's turn after it."""

from __future__ import annotations

from typing import Literal

from judge.bttcg.state import LastingBonus, Position
from judge.dsl import models as m

NEXT_TURN_BEGINS = "rulebook/glossary-index/untap-phase"
"""Rulebook Glossary, Untap phase: "The phase at the beginning of a turn": a player's next turn begins with it."""
INITIATIVE_SCORE = "rulebook/glossary-index/initiative-score"
"""Rulebook Glossary, Initiative score: the player's score, to which a card's text adds (rulebook p.9)."""
RULE_IDS = (NEXT_TURN_BEGINS, INITIATIVE_SCORE)

_UNTIL: dict[str, Literal["mission", "turn", "next_turn"]] = {
    "end_of_mission": "mission",
    "end_of_turn": "turn",
    "your_next_turn": "next_turn",
}
KEPT_UNTIL = frozenset(_UNTIL)
"""The durations kept here (the table of executes.py names them)."""
_WORDS = {"mission": "until the end of the mission", "turn": "until the end of the turn", "next_turn": ""}


def _you(target: m.Target) -> bool:
    """ "You get ...": the grammar's selector of one of your Units, nothing else about it."""
    return isinstance(target, m.Selector) and target.model_dump(exclude_defaults=True) == {
        "quantifier": "a",
        "noun": "unit",
        "owner": "you",
    }


def is_player_initiative(effect: m.Lasting) -> bool:
    """ "You get +2 initiative until your next turn": changes of the player's initiative only."""
    return bool(effect.effects) and all(
        isinstance(e, m.ModifyStat)
        and e.stat == "initiative"
        and _you(e.target)
        and not (e.from_roll or e.amount_from or e.only_against)
        for e in effect.effects
    )


def player_problem(effect: m.Lasting) -> str | None:
    """Why this change of the player's initiative cannot be kept yet, or ``None``."""
    if effect.until not in _UNTIL:
        return f"a change of a player's initiative until {effect.until.replace('_', ' ')}"
    return None


def _key(player: str) -> str:
    return f"{player}.initiative"


def begin(pos: Position, source: str, player: str, effect: m.Lasting) -> None:
    """The change holds for ``player`` from now until its moment."""
    until = _UNTIL[effect.until]
    for inner in effect.effects:
        assert isinstance(inner, m.ModifyStat)  # is_player_initiative says so
        pos.lasting = [*pos.lasting, LastingBonus(source, _key(player), "initiative", inner.amount, until)]
        words = _WORDS[until] or f"until {player}'s next turn begins"
        pos.note(f"{pos.name(source)}: {player} gets {inner.amount:+d} initiative {words}", *RULE_IDS)


def player_initiative(pos: Position, player: str) -> int:
    """What the lasting changes in force add to the player's initiative score."""
    return sum(b.amount for b in pos.lasting if b.card_id == _key(player) and b.stat == "initiative")


def end_at_turn_start(pos: Position, player: str) -> None:
    """The player's turn begins: his or her changes lasting "until your next turn" end."""
    ending = [b for b in pos.lasting if b.until == "next_turn" and b.card_id == _key(player)]
    if not ending:
        return
    pos.lasting = [b for b in pos.lasting if b not in ending]
    for b in ending:
        pos.note(f"{pos.name(b.source)}'s {b.amount:+d} initiative to {player} ends as the turn begins", *RULE_IDS)


__all__ = [
    "KEPT_UNTIL",
    "RULE_IDS",
    "begin",
    "end_at_turn_start",
    "is_player_initiative",
    "player_initiative",
    "player_problem",
]
