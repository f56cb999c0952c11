"""Effects at the beginning of a player's turn or phase (DSL ``at_the_beginning``), for as long as a lasting effect
holds or once at the next such moment: "When the last operation counter has been removed, scrap Blockade; opponent
scraps three cards at the beginning of his or her turn until you deploy a card" (Blockade), "... and draw an
additional card at the beginning of your Draw phase until end of game" (Open Supply Lines), "gain one resource at the
beginning of your next Deploy phase".

When they happen. A turn is the sequence Untap, Draw, Deploy, Repair/Reload, Missions, End of Turn (rulebook p.16,
Sequence of Play), and the Untap phase is "the phase at the beginning of a turn" (rulebook Glossary, Untap phase):
- an effect begun during a turn waits for the next beginning of the turn or phase it names, of the player it names
  ("you": the card's controller). A scenario is one turn, the active player's: the beginning of a turn (the active
  player's own has passed, the opponent's comes after it) and the phases of the other player never come in it, and
  the effect only waits (the trace says so); the active player's Draw or Deploy phase still ahead in this turn is
  such a beginning, and the effect happens as that phase begins (rulebook p.9: the card's text makes the exception
  to the plain phase, as Open Supply Lines' additional card is drawn besides the phase's two, rulebook p.18);
- a lasting one happens at each such beginning while it holds: "until end of game", "until your next turn", "until
  end of turn" hold to the end of the scenario's turn, and so does "until you deploy a card", as the Draw and Deploy
  phases of a turn begin before any card of the turn is deployed (rulebook p.16-18); ``next`` ("at the beginning of
  your next Deploy phase") happens once.

Executed as the phase begins: drawing a number of cards (one at a time from the Stockpile: a Stockpile run out loses,
rulebook p.10, CE General Rulings: Victory) and gaining resources (spent at once: CE General Rulings, Resources). Any
other effect due in this turn is refused out loud when its moment comes, never dropped; so is a duration the engine
does not keep (until the end of the mission, of your own turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import stockpile_cards
from judge.bttcg import turn_rules as t
from judge.bttcg.state import LastingBeginning, Position, UnsupportedError
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.turn import TurnRunner

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: cards make exceptions to the rules."""
UNTAP_PHASE_BEGINS_TURN = "rulebook/glossary-index/untap-phase"
"""Rulebook Glossary, Untap phase: "The phase at the beginning of a turn"."""
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, UNTAP_PHASE_BEGINS_TURN, t.SEQUENCE, t.DRAW, t.RESOURCES_AT_ONCE)

KEPT_UNTIL = frozenset({"end_of_game", "your_next_turn", "their_next_turn", "you_deploy", "end_of_turn"})
"""The durations a lasting effect at the beginning of a turn or phase is kept for (each holds at least to the end
of the scenario's turn, but ``you_deploy``, ended by a deployment, and ``end_of_turn``, by the turn's end)."""
_PHASES = {"draw_phase": "draw", "deploy_phase": "deploy"}
_UNTIL = {
    "end_of_game": "the end of the game",
    "your_next_turn": "its controller's next turn",
    "their_next_turn": "the chosen opponent's next turn",
    "you_deploy": "you deploy a card",
    "end_of_turn": "the end of the turn",
}
_WORDS = {"turn": "turn", "draw_phase": "Draw phase", "deploy_phase": "Deploy phase"}


def is_beginning(effect: m.Effect) -> bool:
    """Whether the effect is effects at the beginning of a turn or phase: lasting (every effect of it), or once."""
    if isinstance(effect, m.Lasting):
        return bool(effect.effects) and all(isinstance(e, m.AtTheBeginning) for e in effect.effects)
    return isinstance(effect, m.AtTheBeginning) and effect.next


def beginning_problem(effect: m.Effect) -> str | None:
    """Why the engine cannot keep this effect for the beginning of a turn or phase yet, or ``None`` when it can
    (what it does is checked when its moment comes in the scenario's turn: :func:`due_problem`)."""
    if isinstance(effect, m.AtTheBeginning) and not effect.next:
        return "effects at the beginning of each turn or phase that no lasting effect holds"
    if isinstance(effect, m.Lasting):
        if effect.until not in KEPT_UNTIL:
            return f"effects at the beginning of a turn or phase until {effect.until.replace('_', ' ')}"
        if not is_beginning(effect):
            return f"a lasting effect until {effect.until.replace('_', ' ')} other than at the beginning of a phase"
    return None


def due_problem(effect: m.AtTheBeginning) -> str | None:
    """Why the engine cannot do these effects when their moment comes in the turn yet, or ``None`` when it can."""
    for inner in effect.effects:
        if isinstance(inner, m.Draw) and inner.player == "you" and inner.count_of is None and not inner.delayed:
            continue
        if isinstance(inner, m.AddResources) and not inner.from_roll and inner.amount_of is None:
            continue
        return f"'{inner.kind}' at the beginning of a phase"
    return None


def begin(pos: Position, source: str, controller: str, effect: m.Effect) -> None:
    """The effect begins now: kept in ``Position.beginnings`` for the moments it names.

    :raises UnsupportedError: for what :func:`beginning_problem` names.
    """
    problem = beginning_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{pos.name(source)}: the engine does not execute {problem} yet")
    if isinstance(effect, m.Lasting):
        kept = [
            LastingBeginning(source, controller, e, effect.until)
            for e in effect.effects
            if isinstance(e, m.AtTheBeginning)  # every one: is_beginning
        ]
        how = f" until {_UNTIL[effect.until]}"
    else:
        assert isinstance(effect, m.AtTheBeginning)
        kept = [LastingBeginning(source, controller, effect, None)]
        how = " (once, at the next)"
    pos.beginnings = [*pos.beginnings, *kept]
    for b in kept:
        pos.note(
            f"{pos.name(source)}: from now on{how}, at the beginning of {_whose(pos, b)}'s {_WORDS[b.effect.of]}: "
            f"{_render(b.effect)}",
            CARDS_MAKE_EXCEPTIONS,
            t.SEQUENCE,
        )


def _whose(pos: Position, b: LastingBeginning) -> str:
    return b.controller if b.effect.whose == "you" else pos.other(b.controller)


def _render(effect: m.AtTheBeginning) -> str:
    from judge.cardtext.render_effects import render_effect  # the renderer imports the DSL only

    try:
        return "; ".join(render_effect(e) for e in effect.effects)
    except ValueError:  # pragma: no cover - an effect the renderer has no English for: named by its kind
        return ", ".join(e.kind for e in effect.effects)


def refuse_unkept(pos: Position) -> None:
    """:raises UnsupportedError: for a card in play whose continuous ability says what happens at the beginning of a
    turn or phase ("Draw an additional card at the beginning of your Draw phase."): the moment would otherwise pass
    as if the card said nothing. (What an ability used, a trigger or a last counter removed begins is kept from
    then on: :func:`begin`.)"""
    from judge.bttcg.executes import nodes  # executes.py imports this module
    from judge.bttcg.refusals import IN_PLAY, unsupported
    from judge.bttcg.turn_start_repairs import beginning

    for card_id, state in pos.cards.items():
        if state.zone not in IN_PLAY:
            continue
        face = pos.faces[card_id]
        for ability in face.abilities:
            if not isinstance(ability, m.Static) or ability.used:
                continue  # begun when used or triggered (turn_abilities.py, counters.py)
            if beginning(ability):
                continue  # repairs as the turn begins (turn_start.at_turn_start, turn_start_repairs.py)
            if any(isinstance(node, m.AtTheBeginning) for node in nodes(ability)):
                raise unsupported(face.name, ability, "effects at the beginning of a turn or phase of a card in play")


def at_phase_begin(run: TurnRunner, phase: str) -> None:
    """The active player's Draw or Deploy phase begins: the effects waiting for it happen, in the order they began
    (each is its card's own: drawing, resources).

    :raises UnsupportedError: for effects :func:`due_problem` names, due now.
    """
    pos, player = run.pos, run.turn.player
    refuse_unkept(pos)
    due = [b for b in pos.beginnings if _PHASES.get(b.effect.of) == phase and _whose(pos, b) == player]
    for b in due:
        problem = due_problem(b.effect)
        if problem is not None:
            raise UnsupportedError(f"{pos.name(b.source)}: the engine does not execute {problem} yet")
    pos.beginnings = [b for b in pos.beginnings if not (b in due and b.until is None)]  # "next": once
    for b in due:
        pos.note(
            f"At the beginning of {player}'s {_WORDS[b.effect.of]}, {pos.name(b.source)}'s effect: {_render(b.effect)}",
            CARDS_MAKE_EXCEPTIONS,
        )
        for inner in b.effect.effects:
            if isinstance(inner, m.Draw):
                _draw(run, inner.count)
            elif isinstance(inner, m.AddResources):
                run.turn.resources += inner.count
                pos.note(f"{player} gains {inner.count} resource(s), to spend at once", t.RESOURCES_AT_ONCE)
        if run.turn.winner is not None:
            return


def at_end_of_turn(pos: Position) -> None:
    """The turn is over: the effects lasting until the end of the turn end."""
    ending = [b for b in pos.beginnings if b.until == "end_of_turn"]
    if ending:
        pos.beginnings = [b for b in pos.beginnings if b not in ending]
        for b in ending:
            pos.note(f"{pos.name(b.source)}'s effect ends with the turn", CARDS_MAKE_EXCEPTIONS)


def _draw(run: TurnRunner, count: int) -> None:
    """Cards drawn one at a time, as many as the Stockpile has (rulebook p.18); an empty Stockpile loses."""
    pos, player = run.pos, run.turn.player
    drawn = min(count, pos.stockpiles[player])
    stockpile_cards.draw(pos, player, drawn)  # the top cards into the hand in a whole game
    run.turn.drawn += drawn
    pos.note(f"{player} draws {drawn} card(s); {pos.stockpiles[player]} left in the Stockpile", t.DRAW)
    run.check_stockpiles()


__all__ = [
    "RULE_IDS",
    "at_end_of_turn",
    "at_phase_begin",
    "begin",
    "beginning_problem",
    "due_problem",
    "is_beginning",
    "refuse_unkept",
]
