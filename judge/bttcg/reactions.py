"""Cards revealed in answer to what a Unit does in the battle (DSL play restriction ``when_unit_does``): Sabotaged
Heat Sinks is revealed as a 'Mech overheats, that 'Mech receives three times its Overheat damage, and its player draws
a card (it is scrapped when revealed).

Rules: a card under construction may be revealed at any time (rulebook p.20, Glossary: Reveal); its text says when
what it does happens (rulebook p.9: cards make exceptions), so the reveal is written in the scenario (the extension
``{by: <player>, reveal: <id>}``) right after the action it answers: the ``use`` of Overheat by a 'Mech in the battle.
Certain Command cards are scrapped as soon as they are revealed (rulebook p.25); "Deal triple Overheat damage to
that 'Mech": the Overheat damage of the use it answers is dealt three times (so twice more), with all other damage
at the end of the battle (rulebook p.31, Overheat); "Draw a card": one card fewer in the revealer's Stockpile.
A reveal that answers nothing, or anything else the card does on revealing, is a violation or refused out loud."""

from __future__ import annotations

from dataclasses import dataclass

from judge.bttcg import missile_sabotage
from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.cancel import refuse_cancelled
from judge.bttcg.refusals import unsupported
from judge.bttcg.scenario import Action
from judge.bttcg.state import Battle, CardState, Position, UnsupportedError, under_construction
from judge.dsl import models as m

RULES = (t.REVEAL, r.OVERHEAT)
CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: cards make exceptions to the rules."""
RULE_IDS = (*RULES, CARDS_MAKE_EXCEPTIONS, t.SCRAPPED_WHEN_REVEALED)

EVENTS = frozenset({"overheats", "assigns_missiles"})
"""What a Unit does that the engine lets a card answer ("when a 'Mech overheats", "when a 'Mech assigns missiles":
Sabotaged Missiles, missile_sabotage.py)."""
_WORDS = {"overheats": "overheats", "assigns_missiles": "assigns missiles"}


@dataclass(frozen=True)
class Event:
    """What a Unit did in the battle at an action: ``overheats`` (Overheat used), its ``heat`` (Overheat damage)."""

    what: str
    unit: str
    heat: int = 0


def answers(abilities: tuple[m.Ability, ...] | list[m.Ability]) -> m.WhenUnitDoes | None:
    """The event the card's reveal answers ("Reveal ... when a 'Mech overheats"), when the engine executes it."""
    for ability in abilities:
        if not isinstance(ability, m.PlayRestriction) or not ability.reveal or len(ability.conditions) != 1:
            continue
        condition = ability.conditions[0]
        if isinstance(condition, m.WhenUnitDoes) and condition_problem(condition) is None:
            return condition
    return None


def refuse_unanswered(name: str, abilities: tuple[m.Ability, ...] | list[m.Ability]) -> None:
    """:raises UnsupportedError: for a card revealed during the battle whose text says it is revealed in answer to
    something the engine does not follow ("when a 'Mech assigns missiles", "when opponent reveals a Subterfuge
    card"): calling the reveal a violation, or ignoring what it does, would be a confident wrong answer."""
    for ability in abilities:
        if not isinstance(ability, m.PlayRestriction) or not ability.reveal:
            continue
        for condition in ability.conditions:
            if isinstance(condition, m.WhenUnitDoes) and condition_problem(condition) is not None:
                raise unsupported(name, ability, condition_problem(condition) or "")
            if isinstance(condition, m.OpponentPlays):
                raise unsupported(name, ability, "a card revealed when the opponent reveals a card")


def condition_problem(condition: m.WhenUnitDoes) -> str | None:
    """Why the engine does not reveal a card in answer to this yet, or ``None``."""
    if condition.event not in EVENTS or condition.noun not in ("mech", "unit"):
        return "a card revealed when a Unit does something other than a 'Mech overheating or assigning missiles"
    return None


def static_problem(ability: m.Static, event: str | None = None) -> str | None:
    """What of a continuous ability of a card revealed in answer to ``event`` the reveal does not execute (``None``:
    all): tripled Overheat damage as a 'Mech overheats, its missiles turned on it as it assigns them."""
    if ability.conditions:
        return "the conditions of an effect as the card is revealed"
    for effect in ability.effects:
        if _tripled_heat(effect) and event in (None, "overheats"):
            continue
        if missile_sabotage.handles(effect) and event in (None, "assigns_missiles"):
            continue
        return f"'{effect.kind}' as a card is revealed when a 'Mech {_WORDS.get(event or '', 'does something')}"
    return None


def _tripled_heat(effect: m.Effect) -> bool:
    """ "Deal triple Overheat damage to that 'Mech": the 'Mech that overheated."""
    target = effect.target if isinstance(effect, m.MultiplyDamage) else None
    return (
        isinstance(effect, m.MultiplyDamage)
        and effect.damage == "overheat"
        and isinstance(target, m.ThatOne)
        and target.index is None
        and target.among is None
        and not target.plural
    )


def trigger_problem(ability: m.Triggered) -> str | None:
    """What a ``revealed`` trigger of such a card does that the reveal does not execute (``None``: all): scrapping
    itself, drawing cards."""
    if ability.conditions:
        return "the conditions of a trigger as the card is revealed"
    for effect in ability.effects:
        if isinstance(effect, m.Scrap) and isinstance(effect.target, m.This):
            continue
        if isinstance(effect, m.Draw) and effect.player == "you" and effect.delayed is None:
            continue
        return f"'{effect.kind}' as a card is revealed when a 'Mech overheats"
    return None


def reveal(pos: Position, battle: Battle, index: int, action: Action, event: Event | None) -> None:
    """The reveal of ``action`` answering ``event`` (what the action before it did, ``None``: nothing it answers)."""
    card_id, player = action.reveal or "", action.by
    face, state = pos.faces[card_id], pos.cards[card_id]
    condition = answers(face.abilities)
    assert condition is not None  # the battle asks only for such cards
    if pos.owners[card_id] != player or not under_construction(state):
        pos.violate(index, f"{face.name} is not {player}'s card under construction", *RULES)
        return
    unit = event.unit if event is not None else None
    if event is None or event.what != condition.event or unit is None or pos.faces[unit].unit_type != "mech":
        words = _WORDS[condition.event]
        pos.violate(
            index,
            f"{face.name} is revealed when a 'Mech {words}, and the action before it is no 'Mech that {words}",
            *RULES,
            CARDS_MAKE_EXCEPTIONS,
        )
        return
    problems = [
        (a, p)
        for a in face.abilities
        if (p := _problem(a, condition.event)) is not None  # everything it does, checked before anything happens
    ]
    if problems:
        ability, problem = problems[0]
        raise unsupported(face.name, ability, problem)
    if not _scraps_itself(face.abilities):
        raise UnsupportedError(f"{face.name}: the engine does not keep a card revealed under construction yet")
    refuse_cancelled(pos, card_id, f"revealed as a 'Mech {_WORDS[condition.event]}")  # "... with no effect"
    pos.note(
        f"{player} reveals {face.name} as {pos.name(unit)} {_WORDS[condition.event]}", t.REVEAL, CARDS_MAKE_EXCEPTIONS
    )
    fighter = battle.fighters[unit]
    for ability in face.abilities:
        if isinstance(ability, m.Static):
            for effect in ability.effects:
                if missile_sabotage.handles(effect):
                    missile_sabotage.turn_on_firer(pos, battle, face.name, unit, effect)
                    continue
                assert isinstance(effect, m.MultiplyDamage)
                more = event.heat * (effect.factor - 1)
                fighter.overheat += more
                pos.note(
                    f"{face.name}: {pos.name(unit)}'s Overheat damage {event.heat} is dealt {effect.factor} times: "
                    f"{event.heat * effect.factor}, with all other damage at the end of the battle",
                    r.OVERHEAT,
                    r.RESOLVE_DAMAGE,
                )
        elif isinstance(ability, m.Triggered):
            for effect in ability.effects:
                if isinstance(effect, m.Draw):
                    battle.stockpile_loss[player] = battle.stockpile_loss.get(player, 0) + effect.count
                    battle.stockpile_taken.append((player, "hand", effect.count))
                    pos.note(
                        f"{face.name}: {player} draws {effect.count} (one card fewer in the Stockpile for each; a "
                        "Stockpile that runs out loses)",
                        r.VICTORY,
                    )
    pos.cards[card_id] = CardState(zone="scrapheap")
    pos.note(f"{face.name} is scrapped as it is revealed (its text)", t.SCRAPPED_WHEN_REVEALED)


def _scraps_itself(abilities: tuple[m.Ability, ...]) -> bool:
    return any(
        isinstance(a, m.Triggered)
        and a.trigger == "revealed"
        and any(isinstance(e, m.Scrap) and isinstance(e.target, m.This) for e in a.effects)
        for a in abilities
    )


def _problem(ability: m.Ability, event: str) -> str | None:
    if isinstance(ability, m.Static):
        return static_problem(ability, event)
    if isinstance(ability, m.Triggered):
        if ability.trigger != "revealed":
            return f"a '{ability.trigger}' trigger of a card revealed as a 'Mech overheats"
        return trigger_problem(ability)
    if isinstance(ability, m.PlayRestriction):
        return None if answers([ability]) is not None else "a play restriction of a card revealed in answer"
    return f"'{ability.kind}' of a card revealed as a 'Mech overheats"


__all__ = [
    "RULE_IDS",
    "Event",
    "answers",
    "condition_problem",
    "refuse_unanswered",
    "reveal",
    "static_problem",
    "trigger_problem",
]
