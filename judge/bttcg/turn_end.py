"""What happens at the end of a player's turn because a card says so: "Untap 'Mech piloted by Veteran MechWarrior at
the end of each of your turns." (DSL trigger ``turn_end``), and an effect of an ability used during the turn that
waits for it: "Choose a 'Mech. Untap that 'Mech at end of your turn." (Expert 'Mech Technicians; a ``tap`` with
``delayed: turn``).

Rulebook p.33 (End of Turn phase): the player moves the Units activated this turn to the Patrol region, may restock
a card with Logistics, and tells the opponent the turn is over: these happen then, as the turn ends (after the
player's last action of the phase, before the turn is over), in the order they were set up, the triggers of the
player's cards last; rulebook p.9: a card's text makes an exception to the rules. A card untapped then that is no
longer in play is not untapped (nothing to untap); a depleted one, or one whose counters say what happens "whenever
it would untap" (untap_counters.py), is refused out loud, as the turn's other untapping effects are. Anything else at
the end of a turn (other effects, conditions) is refused by :func:`turn_end_problem`, never passed over."""

from __future__ import annotations

from judge.bttcg import turn_rules as t
from judge.bttcg.end_untaps import as_turn_end
from judge.bttcg.refusals import unsupported
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn import TurnRunner
from judge.bttcg.untap_counters import refuse_untap_by_effect
from judge.dsl import models as m

AT_END_OF_TURN = t.END_OF_TURN
"""Rulebook p.33 (End of Turn phase), with p.9: what a card does "at the end of your turn" happens then."""
RULE_IDS = (AT_END_OF_TURN, t.RULES_MAKE_EXCEPTIONS)


def _untaps_own(effect: m.Effect) -> bool:
    """ "Untap <this card | the 'Mech it pilots>", nothing more."""
    return (
        isinstance(effect, m.Tap)
        and effect.untap
        and effect.delayed is None
        and isinstance(effect.target, m.This | m.PilotedUnit)
    )


def turn_end_problem(ability: m.Triggered) -> str | None:
    """Why the turn cannot do this ``turn_end`` ability yet, or ``None`` when it can."""
    if ability.conditions:
        return "abilities at the end of a turn with conditions"
    if not ability.effects or not all(map(_untaps_own, ability.effects)):
        return "abilities at the end of a turn other than untapping the card or the 'Mech it pilots"
    return None


def delayed_untap_problem(effect: m.Tap) -> str | None:
    """Why the turn cannot untap this card at the end of the turn ("Untap that 'Mech at end of your turn"), or
    ``None`` (the card was named by the ability: "that 'Mech", this card)."""
    if not effect.untap or effect.delayed != "turn":
        return "tapping or untapping a card later (after the mission, at the end of the turn)"
    target = effect.target
    if isinstance(target, m.This):
        return None
    if isinstance(target, m.ThatOne) and target.index is None and not target.plural and target.among is None:
        return None
    return "untapping at the end of the turn cards other than one named before"


def _refuse_untap(pos: Position, card_id: str, source: str) -> None:
    """:raises UnsupportedError: for a depleted card (it is reloaded before it untaps: rulebook Glossary, Deplete) or
    one whose counters say what happens when it would untap."""
    if pos.cards[card_id].depleted:
        raise UnsupportedError(
            f"{source}: untapping {pos.name(card_id)} at the end of the turn, a depleted card (rulebook Glossary, "
            "Deplete: it is reloaded before it untaps): what the effect does to it is not settled, not executed"
        )
    refuse_untap_by_effect(pos, card_id, later=True)


def untap_later(run: TurnRunner, source: str, cards: list[str]) -> None:
    """Sets up "Untap that 'Mech at end of your turn" for these cards (checked now, done by :func:`at_turn_end`)."""
    name = run.pos.name(source)
    for card_id in cards:
        _refuse_untap(run.pos, card_id, name)
        run.turn.at_end.append((card_id, source))
        run.pos.note(f"{name}: {run.pos.name(card_id)} untaps at the end of the turn", AT_END_OF_TURN)


def _untap(pos: Position, card_id: str, source: str) -> None:
    name, state = pos.name(source), pos.cards[card_id]
    if not is_active(state):
        pos.note(f"{name}: {pos.name(card_id)} is no longer in play, nothing untaps", *RULE_IDS)
        return
    _refuse_untap(pos, card_id, name)
    same = "" if state.tapped else " (it already was)"
    state.tapped = False
    pos.note(f"At the end of the turn, {name} untaps {pos.name(card_id)}{same}", *RULE_IDS)


def refuse_unexecuted(run: TurnRunner) -> None:
    """As the End of Turn phase begins: :raises UnsupportedError: for a ``turn_end`` ability of the player's cards in
    play that :func:`at_turn_end` would not do (the turn would end as if the card said nothing); notes what is set
    to happen as the turn ends (after this phase's actions)."""
    pos, player = run.pos, run.turn.player
    for card_id, state in pos.cards.items():
        if pos.owners[card_id] != player or not is_active(state):
            continue
        face = pos.faces[card_id]
        for ability in [e for a in face.abilities if (e := as_turn_end(a)) is not None]:  # end_untaps.py
            if isinstance(ability, m.Triggered) and ability.trigger == "turn_end":
                problem = turn_end_problem(ability)
                if problem is not None:
                    raise unsupported(face.name, ability, problem)
                pos.note(f"{face.name}'s ability happens as {player}'s turn ends, after this phase", *RULE_IDS)
    for card_id, source in run.turn.at_end:
        pos.note(f"{pos.name(source)}: {pos.name(card_id)} untaps as {player}'s turn ends, after this phase", *RULE_IDS)


def at_turn_end(run: TurnRunner) -> None:
    """The end of the active player's turn: the untaps set up during the turn, then the ``turn_end`` abilities of the
    player's active cards.

    :raises UnsupportedError: for an ability :func:`turn_end_problem` names, a depleted card to untap, or a counter
    whose card says what happens when the card would untap.
    """
    pos, player = run.pos, run.turn.player
    pending, run.turn.at_end = list(run.turn.at_end), []
    for card_id, source in pending:
        _untap(pos, card_id, source)
    for card_id, state in list(pos.cards.items()):
        if pos.owners[card_id] != player or not is_active(state):
            continue
        face = pos.faces[card_id]
        for ability in [e for a in face.abilities if (e := as_turn_end(a)) is not None]:  # end_untaps.py
            if not isinstance(ability, m.Triggered) or ability.trigger != "turn_end":
                continue
            problem = turn_end_problem(ability)
            if problem is not None:
                raise unsupported(face.name, ability, problem)
            for effect in ability.effects:
                assert isinstance(effect, m.Tap)  # turn_end_problem says so
                host = card_id if isinstance(effect.target, m.This) else state.on
                if host is None or pos.faces[host].kind != "unit":
                    pos.note(f"{face.name} pilots no 'Mech: nothing untaps at the end of the turn", *RULE_IDS)
                    continue
                _untap(pos, host, card_id)


__all__ = ["RULE_IDS", "at_turn_end", "delayed_untap_problem", "refuse_unexecuted", "turn_end_problem", "untap_later"]
