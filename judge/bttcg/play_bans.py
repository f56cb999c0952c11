"""Lasting bans on playing Mission cards (DSL ``no_player_plays`` in a ``lasting`` effect): "Until the beginning of
your next turn, no player may play Mission cards" (Communications Blackout).

A card's text makes an exception to the rules (rulebook p.9): while the ban holds, a Mission card the banned player
plays is not played (a violation naming the card that bans it; rulebook p.32, Playing Mission Cards, is the rule it
changes). How long: "until the beginning of your next turn", "until their next turn", "until end of game" and "until
end of turn" all hold to the end of the scenario's turn (one turn: rulebook p.16, Sequence of Play), so a ban begun
in it holds for every later mission of the turn. "For the rest of this battle" and "until the end of the mission",
begun in a battle, hold to the end of that mission (rulebook p.13: Mission cards are played only during missions;
p.32: in the battle's steps, before damage resolves at its end, so the rest of the battle and of the mission are one
span for playing them) and end with it (``lasting.end``). Refused out loud: a ban on other card types (deploying is
not "playing" a card in the rulebook's words), one until the end of a mission or battle begun outside one (during the
turn: :func:`outside_mission_problem`), and a ban that is not lasting."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.state import PlayBan, Position, UnsupportedError
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: cards make exceptions to the rules."""
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, r.MISSION_CARDS_AFFECT, "rulebook/playing-mission-cards")

HOLDS_TO_THE_END_OF_THE_TURN = frozenset({"your_next_turn", "their_next_turn", "end_of_game", "end_of_turn"})
_UNTIL = {
    "your_next_turn": "the beginning of {controller}'s next turn",
    "their_next_turn": "the end of the chosen opponent's next turn",
    "end_of_game": "the end of the game",
    "end_of_turn": "the end of the turn",
}


MISSION_SPAN = {"end_of_mission": "the end of the mission", "end_of_battle": "the end of the battle"}
"""The durations of a ban begun in a battle that end with its mission."""
MISSION_CARDS_PLAYED = "rulebook/playing-mission-cards"
"""Rulebook p.32: Mission cards are played in the battle's steps."""


def is_ban(effect: m.Effect) -> bool:
    """Whether the effect is a lasting ban on playing cards (every effect of it)."""
    return (
        isinstance(effect, m.Lasting)
        and bool(effect.effects)
        and all(isinstance(e, m.NoPlayerPlays) for e in effect.effects)
    )


def ban_problem(effect: m.Lasting) -> str | None:
    """Why the engine cannot keep this ban yet, or ``None`` when it can."""
    if effect.until not in HOLDS_TO_THE_END_OF_THE_TURN and effect.until not in MISSION_SPAN:
        return f"a ban on playing cards until {effect.until.replace('_', ' ')}"
    for inner in effect.effects:
        if isinstance(inner, m.NoPlayerPlays) and inner.card_type != "Mission":
            return f"a ban on playing {inner.card_type} cards"
    return None


def begin_ban(pos: Position, source: str, controller: str, effect: m.Lasting) -> None:
    """The ban holds from now on (kept in ``Position.bans``).

    :raises UnsupportedError: for what :func:`ban_problem` names.
    """
    problem = ban_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{pos.name(source)}: the engine does not execute {problem} yet")
    span = effect.until in MISSION_SPAN
    until = MISSION_SPAN[effect.until] if span else _UNTIL[effect.until].format(controller=controller)
    rules = (MISSION_CARDS_PLAYED, r.MISSION_CARDS_AFFECT) if span else (CARDS_MAKE_EXCEPTIONS,)
    for inner in effect.effects:
        assert isinstance(inner, m.NoPlayerPlays)  # is_ban says so
        banned = {"any": None, "you": controller, "opponent": pos.other(controller)}[inner.player]
        kept = PlayBan(pos.name(source), banned, inner.card_type, until="mission" if span else "turn")
        pos.bans = [*pos.bans, kept]
        who = "no player may" if banned is None else f"{banned} may not"
        pos.note(f"{pos.name(source)}: until {until}, {who} play {inner.card_type} cards", *rules)


def outside_mission_problem(effect: m.Effect) -> str | None:
    """A ban until the end of a mission or battle begun during the turn, outside one: none is under way to end it
    (refused, never kept for a later one)."""
    if is_ban(effect) and isinstance(effect, m.Lasting) and effect.until in MISSION_SPAN:
        return f"a ban on playing cards until {MISSION_SPAN[effect.until]} begun outside a mission"
    return None


def banned(pos: Position, player: str, card_type: str) -> str | None:
    """The name of the card that bans ``player`` from playing cards of this type now, or ``None``."""
    for ban in pos.bans:
        if ban.card_type == card_type and ban.player in (None, player):
            return ban.source
    return None


__all__ = ["MISSION_SPAN", "RULE_IDS", "ban_problem", "banned", "begin_ban", "is_ban", "outside_mission_problem"]
