"""Control of a card taken for a while: "Untap a Resource card an opponent controls and gain control of it until the
end of the turn" (Redjack Ryan), "Untap an unpiloted 'Mech your opponent controls and gain control of it until the
end of your turn" (Bribed Pilot), during the turn (``turn_steps.plan_more`` hands these lasting effects here).

Rules: the card's text makes the exception (rulebook p.9); who controls a card decides whose it is for every rule
that says "your" or "opposing" (rulebook Glossary, Opposing: "controlled by an opponent"), so the player who gains
control uses it as his or her own: a Resource taps for his or her resources and its asset is his or hers while it
lasts (rulebook p.14: you have an asset while a card you control provides it), a 'Mech attacks for him or her. The
engine holds the controller in ``Position.owners``; the owner is kept in ``Position.control_gained`` and control goes
back to the owner when the effect ends: at the end of the turn, after the End of Turn phase (rulebook p.33), or of
the mission (rulebook p.13), with :func:`judge.bttcg.lasting.end`. CE rulings, Bribed Pilot: the 'Mech does not have
to be tapped. A card that leaves play goes to its owner's Scrapheap (rulebook p.14): a card an effect of the turn
scraps goes back to its owner at once (:func:`left_play`); one scrapped as a battle's damage resolves goes back when
the effect ends."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
OPPOSING = "rulebook/glossary-index/opposing"
"""Rulebook Glossary, Opposing: cards "controlled by an opponent"."""
END_OF_TURN = "rulebook/end-of-turn-phase"
MISSION_EFFECTS_END = "rulebook/mission-cards"
BRIBED_PILOT = "ce-rulings/bribed-pilot"
"""CE rulings, Bribed Pilot: the unpiloted Unit does not have to be tapped."""
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, OPPOSING, END_OF_TURN, MISSION_EFFECTS_END, BRIBED_PILOT)

_MOMENTS = {"end_of_mission": "mission", "end_of_turn": "turn", "end_of_your_turn": "turn"}


def is_control(effect: m.Effect) -> bool:
    """A lasting effect of gaining control ("gain control of it until the end of the turn")."""
    return (
        isinstance(effect, m.Lasting)
        and bool(effect.effects)
        and all(isinstance(e, m.GainControl) for e in effect.effects)
    )


def control_problem(effect: m.Lasting) -> str | None:
    """Why the turn cannot execute this lasting control yet, or ``None``."""
    if effect.until not in _MOMENTS:
        return f"gaining control until {effect.until.replace('_', ' ')}"
    for inner in effect.effects:
        assert isinstance(inner, m.GainControl)
        target = inner.target
        if inner.player != "you":
            return "control gained by a player other than the card's"
        if not (isinstance(target, m.ThatOne) and target.index is None and target.among is None):
            return "gaining control of a card not named before ('it')"
    return None


def plan_control(
    pos: Position, by: str, source: str, effect: m.Lasting, last: list[str], turn_player: str
) -> tuple[Callable[[], None], list[str]]:
    """The step that gives ``by`` control of the cards named before (``last``) until the effect's moment.

    :raises UnsupportedError: for what :func:`control_problem` names, or "until the end of your turn" on another
        player's turn.
    """
    name = pos.name(source)
    problem = control_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} during the turn yet")
    if effect.until == "end_of_your_turn" and by != turn_player:
        raise UnsupportedError(f"{name}: the engine does not execute control until the end of {by}'s next turn yet")
    if not last:
        raise UnsupportedError(f"{name}: 'it' names no card here: control of nothing is not executed")
    cards = list(last)
    moment = _MOMENTS[effect.until]

    def step() -> None:
        for card_id in cards:
            owner = pos.control_gained.get(card_id, pos.owners[card_id])
            pos.control_gained = {**pos.control_gained, card_id: owner}
            pos.control_until = {**pos.control_until, card_id: moment}
            pos.owners[card_id] = by
            pos.note(
                f"{name}: {by} gains control of {pos.name(card_id)} (owned by {owner}) until the end of the {moment}",
                CARDS_MAKE_EXCEPTIONS,
                OPPOSING,
            )
        _settle(pos, f"{by} controls {', '.join(map(pos.name, cards))}")  # its asset goes with it (rulebook p.14)

    return step, cards


def end_control(pos: Position, moment: str) -> None:
    """The mission or the turn is over: control gained until then goes back to the owners (a turn's end ends the
    mission's too)."""
    ending = [c for c, until in pos.control_until.items() if until == moment or (moment == "turn" and until != "game")]
    if not ending:
        return
    for card_id in ending:
        owner = pos.control_gained[card_id]
        pos.owners[card_id] = owner
        rules = (END_OF_TURN, CARDS_MAKE_EXCEPTIONS) if moment == "turn" else (MISSION_EFFECTS_END,)
        pos.note(f"The end of the {moment}: {owner} controls {pos.name(card_id)} again", *rules)
    pos.control_gained = {c: o for c, o in pos.control_gained.items() if c not in ending}
    pos.control_until = {c: u for c, u in pos.control_until.items() if c not in ending}
    _settle(pos, "control goes back to the owners")


def _settle(pos: Position, why: str) -> None:
    from judge.bttcg.assets import settle  # assets.py imports turn.py, which imports lasting.py, which imports this

    settle(pos, why)


def left_play(pos: Position, card_id: str) -> None:
    """A card scrapped while another player controls it goes to its owner's Scrapheap (rulebook p.14): its control
    ends with it."""
    owner = pos.control_gained.get(card_id)
    if owner is None:
        return
    pos.owners[card_id] = owner
    pos.control_gained = {c: o for c, o in pos.control_gained.items() if c != card_id}
    pos.control_until = {c: u for c, u in pos.control_until.items() if c != card_id}
    pos.note(f"{pos.name(card_id)} leaves play: it goes to {owner}'s Scrapheap, its owner's", "rulebook/playing-area-6")


__all__ = ["RULE_IDS", "control_problem", "end_control", "is_control", "left_play", "plan_control"]
