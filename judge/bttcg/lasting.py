"""Lasting effects: a change of a stat that holds until a moment the card names ("Each attacking 'Mech gets +1
attack until end of turn", "For the rest of this mission, ..."), kept in ``Position.lasting`` and read with the
card's other continuous modifiers (``stats.static_bonus``).

When they end:
- ``until the end of the mission`` / "for the rest of this mission" / "during current mission": when the mission is
  over, before the next mission of the turn (rulebook p.13, Mission Cards: a Mission card's effects "last only until
  the end of that mission");
- ``until end of turn``: when the turn is over, after its End of Turn phase (rulebook p.33, End of Turn Phase: the
  last phase of the turn; rulebook p.9: the card's own words make the exception to the rules), so it still holds in
  a later mission of the same turn;
- ``until the end of your turn``: the same, when the card's controller is the player whose turn it is.
Effects at the beginning of a turn or phase for as long as the lasting effect holds ("until end of game", "until
you deploy a card") are kept and done by :mod:`judge.bttcg.beginnings`, bans on playing Mission cards by
:mod:`judge.bttcg.play_bans`. Any other duration of a change (until your
next turn, the end of the game, until you deploy a card) and any other lasting effect is refused
(:func:`lasting_problem`), never shortened or dropped."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from judge.bttcg.beginnings import begin, beginning_problem, is_beginning
from judge.bttcg.counters import Choice
from judge.bttcg.executes import refusal
from judge.bttcg.gain_control import end_control
from judge.bttcg.interpret_targets import Context, resolve_target, target_problem
from judge.bttcg.lasting_speed import in_battle_problem, shift_problem, stats_of
from judge.bttcg.lasting_turns import begin as begin_player
from judge.bttcg.lasting_turns import is_player_initiative, player_problem
from judge.bttcg.play_bans import ban_problem, begin_ban, is_ban, outside_mission_problem
from judge.bttcg.state import LastingBonus, Position, UnsupportedError
from judge.dsl import models as m

MISSION_EFFECTS_END = "rulebook/mission-cards"
"""Rulebook p.13: Mission cards' "effects last only until the end of that mission"."""
END_OF_TURN = "rulebook/end-of-turn-phase"
"""Rulebook p.33: the End of Turn phase, the last of the turn."""
CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: cards make exceptions to the rules (a card's "until end of turn")."""
RULE_IDS = (MISSION_EFFECTS_END, END_OF_TURN, CARDS_MAKE_EXCEPTIONS)

_STATS = ("attack", "armor", "initiative")
_MOMENTS = {"end_of_mission": "mission", "end_of_turn": "turn", "end_of_your_turn": "turn"}
Moment = Literal["mission", "turn"]


def lasting_problem(effect: m.Lasting) -> str | None:
    """Why the engine cannot execute this lasting effect yet, or ``None`` when it can."""
    if is_beginning(effect):  # at the beginning of a turn or phase (judge/bttcg/beginnings.py)
        return beginning_problem(effect)
    if is_ban(effect):  # "no player may play Mission cards" (judge/bttcg/play_bans.py)
        return ban_problem(effect)
    if is_player_initiative(effect):  # "You get +2 initiative until your next turn" (judge/bttcg/lasting_turns.py)
        return player_problem(effect)
    if effect.until not in _MOMENTS:
        return refusal("until", effect.until)  # the table of executes.py
    for inner in effect.effects:
        if isinstance(inner, m.ShiftSpeed):  # "may attack as if one speed faster this turn" (lasting_speed.py)
            problem = shift_problem(inner) or target_problem(inner.target)
            if problem is not None:
                return problem
            continue
        if not isinstance(inner, m.ModifyStat) or inner.stat not in _STATS:
            return f"a lasting effect '{inner.kind}'" + (f" on {inner.stat}" if isinstance(inner, m.ModifyStat) else "")
        if inner.from_roll or inner.amount_from is not None or inner.only_against:
            return "a lasting change of a stat computed when it happens, or only against some targets"
        problem = target_problem(inner.target)
        if problem is not None:
            return problem
    return None


def _moment(pos: Position, player: str, effect: m.Lasting) -> Moment:
    """:raises UnsupportedError: for "until the end of your turn" played on another player's turn (the scenario's
    first player is the active one)."""
    if effect.until == "end_of_your_turn" and player != pos.players[0]:
        raise UnsupportedError(
            f"an effect lasting until the end of {player}'s own next turn (it is {pos.players[0]}'s turn)"
        )
    return "mission" if effect.until == "end_of_mission" else "turn"


def _words(moment: Moment) -> str:
    return "until the end of the mission" if moment == "mission" else "until the end of the turn"


def _rules(moment: Moment) -> tuple[str, ...]:
    return (MISSION_EFFECTS_END,) if moment == "mission" else (CARDS_MAKE_EXCEPTIONS, END_OF_TURN)


def _add(pos: Position, source: str, card_id: str, inner: m.ModifyStat | m.ShiftSpeed, moment: Moment) -> None:
    if isinstance(inner, m.ShiftSpeed):
        bonuses = [LastingBonus(source, card_id, stat, inner.steps, moment) for stat in stats_of(inner)]
        pos.lasting = [*pos.lasting, *bonuses]
        roles = " and ".join(inner.only_for) or "attack and block"
        pos.note(
            f"{pos.name(source)}: {pos.name(card_id)} may {roles} as if {inner.steps:+d} speed(s) faster "
            f"{_words(moment)}",
            *_rules(moment),
        )
        return
    pos.lasting = [*pos.lasting, LastingBonus(source, card_id, inner.stat, inner.amount, moment)]
    pos.note(
        f"{pos.name(source)}: {pos.name(card_id)} gets {inner.amount:+d} {inner.stat} {_words(moment)}",
        *_rules(moment),
    )


def run_lasting(ctx: Context, effect: m.Lasting) -> None:
    """In a battle: the change holds from now until its moment (a change of attack after damage was assigned is
    handled as any other change of attack); effects at the beginning of a turn or phase wait for it."""
    if is_beginning(effect):
        begin(ctx.pos, ctx.source, ctx.player, effect)
        return
    if is_ban(effect):
        begin_ban(ctx.pos, ctx.source, ctx.player, effect)
        return
    if is_player_initiative(effect):
        begin_player(ctx.pos, ctx.source, ctx.player, effect)
        return
    problem = in_battle_problem(effect)
    try:
        if problem is not None:
            raise UnsupportedError(problem)
        moment = _moment(ctx.pos, ctx.player, effect)
    except UnsupportedError as exc:
        raise UnsupportedError(f"{ctx.pos.name(ctx.source)}: the engine does not execute {exc} yet") from None
    for inner in effect.effects:
        assert isinstance(inner, m.ModifyStat | m.ShiftSpeed)
        for card_id in resolve_target(ctx, inner.target):
            if card_id.endswith(".stockpile") or ctx.pos.cards[card_id].zone == "scrapheap":
                continue
            fighter = ctx.battle.fighters.get(card_id)
            if fighter is not None and fighter.removed:
                continue
            _add(ctx.pos, ctx.source, card_id, inner, moment)
            if isinstance(inner, m.ShiftSpeed):
                continue
            if inner.stat == "attack" and fighter is not None and ctx.attack_changed is not None:
                ctx.attack_changed(card_id, inner.amount, ctx.action)
        if ctx.failed:
            return


def plan_lasting(
    pos: Position,
    by: str,
    source: str,
    effect: m.Lasting,
    last: list[str],
    choice: Choice,
    every: Callable[[m.Selector], list[str]],
) -> tuple[Callable[[], None], list[str]]:
    """During the turn (a card's ability used): the cards settled before anything changes, then the step; effects
    at the beginning of a turn or phase begin to wait for it.

    :raises UnsupportedError: for what :func:`lasting_problem` names, or a target the turn does not resolve.
    """
    problem = outside_mission_problem(effect) or lasting_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{pos.name(source)}: the engine does not execute {problem} during the turn yet")
    if is_beginning(effect):
        return (lambda: begin(pos, source, by, effect)), last
    if is_ban(effect):
        return (lambda: begin_ban(pos, source, by, effect)), last
    if is_player_initiative(effect):
        return (lambda: begin_player(pos, source, by, effect)), last
    try:
        moment = _moment(pos, by, effect)
    except UnsupportedError as exc:
        raise UnsupportedError(f"{pos.name(source)}: the engine does not execute {exc} yet") from None
    planned: list[tuple[m.ModifyStat | m.ShiftSpeed, list[str]]] = []
    for inner in effect.effects:
        assert isinstance(inner, m.ModifyStat | m.ShiftSpeed)
        target = inner.target
        if isinstance(target, m.This):
            cards = [source]
        elif isinstance(target, m.ThatOne) and target.index is None and target.among is None and last:
            cards = list(last)
        elif isinstance(target, m.Selector) and target.quantifier in ("each", "all"):
            cards = every(target)
        elif isinstance(target, m.Selector):
            cards = [choice(target)]
        else:
            raise UnsupportedError(f"{pos.name(source)}: the engine does not resolve '{target.kind}' during the turn")
        planned.append((inner, cards))
        last = cards

    def apply() -> None:
        for inner, cards in planned:
            for card_id in cards:
                _add(pos, source, card_id, inner, moment)

    return apply, last


def lasting_bonus(pos: Position, card_id: str, stat: str) -> int:
    """What the lasting effects in force add to the card's stat."""
    return sum(b.amount for b in pos.lasting if b.card_id == card_id and b.stat == stat)


def end(pos: Position, moment: Moment) -> None:
    """The mission or the turn is over: the effects lasting until then end (a turn's end ends the mission's too)."""
    end_control(pos, moment)  # control gained until then goes back (judge/bttcg/gain_control.py)
    for ban in [b for b in pos.bans if b.until == "mission"]:  # "during this mission" (attack_declared.py)
        pos.bans = [b for b in pos.bans if b is not ban]
        pos.note(f"{ban.source}'s ban on playing {ban.card_type} cards ends with the mission", MISSION_EFFECTS_END)
    ending = [b for b in pos.lasting if b.until == moment or (moment == "turn" and b.until == "mission")]
    if not ending:
        return
    pos.lasting = [b for b in pos.lasting if b not in ending]
    for b in ending:
        whose = b.card_id.removesuffix(".initiative") if b.card_id not in pos.faces else pos.name(b.card_id)
        what = f"{b.amount:+d} {b.stat} to {whose}" if b.stat in _STATS else f"{b.stat} ({whose})"
        pos.note(f"{pos.name(b.source)}'s {what} ends with the {b.until}", *_rules(moment))


__all__ = ["RULE_IDS", "end", "lasting_bonus", "lasting_problem", "plan_lasting", "run_lasting"]
