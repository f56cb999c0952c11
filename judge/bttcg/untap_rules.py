"""Cards that make an exception to the Untap phase, checked before anything runs (for the coverage figures and the
engine alike) and executed as the phase comes: "Units with any pinned counters on them do not untap during their
controllers' Untap phase" (Trapped!), "As long as there are any diversion counters on that Unit, whenever it would
untap, remove one of these diversion counters from it instead" (Misrouted Command), "Jerrard Cranston does not untap
as normal during your Untap phase" (Jerrard Cranston).

Rulebook p.17 (Untap Phase) and Glossary (Untap phase): the player untaps all of his or her tapped cards except
depleted ones; CE General Rulings (Untap Phase): "You can't decline to untap a card during your Untap phase unless a
card gives you that option"; rulebook p.9: a card's text makes an exception to the rules.

- A rule about counters (:func:`judge.bttcg.untap_counters.counters_keep_tapped` executes it in the Untap phase)
  is, where the card is played or revealed, a statement of what the counters will do: nothing happens then (the
  card's other effects put the counters).
- A card that "does not untap (as normal) during your Untap phase" stays tapped in its controller's Untap phase
  (:func:`stays_tapped`); an effect may still untap it at another time ("{R}{R}: Untap Jerrard Cranston").
- Anything else (a card its controller may choose not to untap, "during its controller's next Untap phase", "as long
  as ...", cards chosen other than by their counters, a die rolled as a card would untap) is refused out loud by
  :func:`refuse_unexecuted`, never passed over."""

from __future__ import annotations

from judge.bttcg import turn_rules as t
from judge.bttcg.executes import nodes, refusal
from judge.bttcg.refusals import IN_PLAY, unsupported
from judge.bttcg.state import Position
from judge.bttcg.untap_counters import counter_of, rule_problem
from judge.dsl import models as m

STAYS_TAPPED = "rulebook/untap-phase-5"
"""Rulebook p.17 (Untap Phase), with p.9: the card's own text keeps it tapped in its controller's Untap phase."""
RULE_IDS = (STAYS_TAPPED, t.UNTAP_NOT_DECLINED)

_UNTAP_KINDS = frozenset({"does_not_untap", "when_would_untap", "remains_tapped", "if_counters"})
"""The effect kinds of the Untap phase's exceptions (``grammar/effects.lark``: the untap rules)."""


def _keeps_itself(effect: m.DoesNotUntap) -> bool:
    """ "<this card> does not untap (as normal) during your Untap phase": the card itself, every Untap phase."""
    return isinstance(effect.target, m.This) and effect.during in (None, "untap_phase")


def untap_problem(effect: m.Effect, within: str | None = None) -> str | None:
    """Why the engine cannot execute this exception to the Untap phase yet, or ``None`` when it can (``within``:
    the kind of counter of an enclosing "As long as there are any <kind> counters on that Unit")."""
    if isinstance(effect, m.IfCounters):
        if not effect.effects or not all(isinstance(e, m.WhenWouldUntap | m.DoesNotUntap) for e in effect.effects):
            return "effects while a card has counters, other than how it untaps"
        return next((p for e in effect.effects if (p := untap_problem(e, effect.counter)) is not None), None)
    if isinstance(effect, m.RemainsTapped):
        return refusal("effect", effect.kind)  # only in a die roll as a card would untap (the table's words)
    if not isinstance(effect, m.DoesNotUntap | m.WhenWouldUntap):
        return f"the effect '{effect.kind}'"
    if isinstance(effect, m.DoesNotUntap):
        if effect.optional:
            return "a card its controller may choose not to untap"
        if effect.as_long_as or effect.during not in (None, "untap_phase"):
            return "a card not untapping only at some times (its next Untap phase, as long as something holds)"
        if _keeps_itself(effect):
            return None
    kind = counter_of(effect, within)
    if kind is None:
        return "a card not untapping chosen other than by its counters or itself"
    return rule_problem(effect, kind)


def is_untap_rule(effect: m.Effect) -> bool:
    """Whether the effect is one of the Untap phase's exceptions (executed or refused by this module)."""
    return effect.kind in _UNTAP_KINDS and (
        not isinstance(effect, m.IfCounters)
        or all(isinstance(e, m.WhenWouldUntap | m.DoesNotUntap) for e in effect.effects)
    )


def standing_rule(ability: m.Ability) -> bool:
    """A continuous ability made only of untap rules the Untap phase executes: in a battle, or as its card is played
    or revealed, it does nothing (the Untap phase reads it, wherever its card then is)."""
    effects = list(getattr(ability, "effects", []))
    return (
        isinstance(ability, m.Static | m.Resolve)
        and not ability.conditions
        and not (isinstance(ability, m.Static) and ability.used)
        and bool(effects)
        and all(is_untap_rule(e) and untap_problem(e) is None for e in effects)
    )


def stays_tapped(pos: Position, player: str) -> list[str]:
    """The player's tapped cards in play whose own text says they do not untap during their Untap phase (noted in
    the trace)."""
    found: list[str] = []
    for card_id, state in pos.cards.items():
        if pos.owners[card_id] != player or state.zone not in IN_PLAY or not state.tapped or state.depleted:
            continue
        for ability in pos.faces[card_id].abilities:
            if not isinstance(ability, m.Static) or ability.conditions or ability.used:
                continue
            if any(isinstance(e, m.DoesNotUntap) and not e.optional and _keeps_itself(e) for e in ability.effects):
                found.append(card_id)
                pos.note(
                    f"{pos.name(card_id)} stays tapped: its text says it does not untap during its controller's "
                    "Untap phase",
                    STAYS_TAPPED,
                    t.UNTAP_NOT_DECLINED,
                )
                break
    return found


def refuse_unexecuted(pos: Position) -> None:
    """:raises UnsupportedError: for a card in play with an untap rule the Untap phase does not execute (see the
    module), naming the card, its sentence and what is missing: the phase would otherwise untap as if the card said
    nothing. Counters' rules on cards outside play are refused by ``untap_counters`` when a card carries them."""
    for card_id, state in pos.cards.items():
        if state.zone not in IN_PLAY:
            continue
        face = pos.faces[card_id]
        for ability in face.abilities:
            effects = list(getattr(ability, "effects", []))
            for effect in effects:
                if not is_untap_rule(effect) and not _holds_untap_rule(effect):
                    continue
                problem = untap_problem(effect) if is_untap_rule(effect) else "an untap rule inside another effect"
                if problem is None and getattr(ability, "conditions", None):
                    problem = "an untap rule with conditions"
                if problem is not None:
                    raise unsupported(face.name, ability, f"{problem}, in the Untap phase")


def _holds_untap_rule(effect: m.Effect) -> bool:
    return any(getattr(n, "kind", None) in ("does_not_untap", "when_would_untap") for n in nodes(effect))


__all__ = ["RULE_IDS", "is_untap_rule", "refuse_unexecuted", "standing_rule", "stays_tapped", "untap_problem"]
