"""Counters that keep a card tapped in the Untap phase, whose rules live on another card: usually a Mission or
Command card already in the Scrapheap ("Put a pinned counter on that Unit. ... Units with any pinned counters on them
do not untap during their controllers' Untap phase", Trapped!; "put three diversion counters on it. As long as there
are any diversion counters on that Unit, whenever it would untap, remove one of these diversion counters from it
instead", Misrouted Command; "Whenever a Unit with one of these static counters would untap, roll a die ...",
Communications Failure).

Rulebook p.17 (Untap Phase) and Glossary (Untap phase): the player untaps all of his or her tapped cards except
depleted ones; CE General Rulings (Untap Phase): "You can't decline to untap a card during your Untap phase unless a
card gives you that option"; rulebook p.9: a card's text makes an exception to the rules. A counter is "a marker ...
used to keep track of quantities" (rulebook p.19, Glossary: Counter): what it does is written on the card that put
it, which stays the rule for as long as the counter stays, wherever that card now is.

Executed here: "do not untap during their controller's Untap phase" (the card stays tapped, the counter stays: it is
removed only as the card says, e.g. Trapped!'s Missions-phase tapping); "whenever it would untap, remove one of these
counters from it instead" (one counter goes, the card stays tapped: CE rulings, Misrouted Command: "If two or more
Misrouted Command cards are played on the same Unit, remove one counter from it every time that Unit would normally
untap"); a die rolled as the card would untap (Communications Failure: untap_rolls.py). Refused out loud, never
passed over: a counter whose card the scenario does not list (its rules are unknown), two cards that give one kind
of counter different rules, one card with two kinds of counters that each have untap rules, and any
other wording. An effect untapping a card outside the Untap phase (:func:`refuse_untap_by_effect`, called where
effects untap: in a battle, after the mission, during the turn) is refused when the card's counter has a "whenever it
would untap" rule or no card of the scenario explains it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from judge.bttcg import untap_rolls
from judge.bttcg.counters import changes_stat, take
from judge.bttcg.dice import DiceStream
from judge.bttcg.refusals import IN_PLAY, unsupported
from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

COUNTER_KEEPS_TAPPED = "rulebook/glossary-index/counter"
"""Rulebook p.19 (Glossary: Counter) with p.9 (a card's text makes the exception): the card that put the counter says
what it does; here, that the card it is on does not untap."""
MISROUTED_COMMAND = "ce-rulings/misrouted-command-3"
"""CE Individual Card Rulings, Misrouted Command: a diversion counter is removed whenever the Unit would untap, one
counter each time (not one per Misrouted Command played on it)."""
RULE_IDS = (COUNTER_KEEPS_TAPPED, MISROUTED_COMMAND)

_UNTAP_NODES = (m.WhenWouldUntap, m.DoesNotUntap)
_SELECTOR_FIELDS_READ = frozenset({"kind", "quantifier", "noun", "owner", "with_counters", "count"})


@dataclass(frozen=True)
class _Rule:
    """One card's untap rule for one kind of counter: the card, its sentence (ability) and the node."""

    card_id: str
    ability: m.Ability
    node: m.WhenWouldUntap | m.DoesNotUntap


def counter_of(node: m.WhenWouldUntap | m.DoesNotUntap, within: str | None) -> str | None:
    """The kind of counter an untap rule is about: its selector's ("a Unit with a static counter"), the enclosing
    "As long as there are any diversion counters on that Unit", or the counters it removes instead of untapping."""
    target = node.target
    if isinstance(target, m.Selector) and target.with_counters:
        return target.with_counters
    if within is not None:
        return within
    if isinstance(node, m.WhenWouldUntap):
        kinds = {e.counter for e in node.effects if isinstance(e, m.RemoveCounters)}
        if len(kinds) == 1:
            return kinds.pop()
    return None


def _walk(
    effects: list[m.Effect], within: str | None
) -> Iterator[tuple[str | None, m.WhenWouldUntap | m.DoesNotUntap]]:
    for effect in effects:
        if isinstance(effect, _UNTAP_NODES):
            yield counter_of(effect, within), effect
        elif isinstance(effect, m.IfCounters):
            yield from _walk(effect.effects, effect.counter)


def _rules(pos: Position) -> dict[str, list[_Rule]]:
    """Every card of the scenario (any zone) that says what a kind of counter does to untapping, by kind."""
    found: dict[str, list[_Rule]] = {}
    for card_id, face in pos.faces.items():
        for ability in face.abilities:
            for kind, node in _walk(list(getattr(ability, "effects", [])), None):
                if kind is not None:
                    found.setdefault(kind, []).append(_Rule(card_id, ability, node))
    return found


def _mentioned(pos: Position) -> set[str]:
    """Every kind of counter some card of the scenario names (puts, removes, counts, selects by)."""
    from judge.bttcg.executes import nodes  # executes.py imports the turn's modules

    kinds: set[str] = set()
    for face in pos.faces.values():
        for ability in face.abilities:
            for node in nodes(ability):
                for field in ("counter", "with_counters"):
                    value = getattr(node, field, None)
                    if isinstance(value, str) and value:
                        kinds.add(value)
    return kinds


def rule_problem(node: m.WhenWouldUntap | m.DoesNotUntap, kind: str) -> str | None:
    """Why the Untap phase cannot execute this rule for this kind of counter, or ``None`` when it can."""
    if isinstance(node, m.DoesNotUntap):
        if node.optional or node.as_long_as or node.during not in (None, "untap_phase"):
            return "a card not untapping only at some times or by choice"
    elif untap_rolls.handles(node):  # "roll a die: 1-3: that Unit remains tapped ..." (untap_rolls.py)
        if (rolled := untap_rolls.problem(node, kind)) is not None:
            return rolled
    elif not node.instead or not all(
        isinstance(e, m.RemoveCounters) and e.counter == kind and not e.all_counters and e.count >= 1
        for e in node.effects
    ):
        kinds = ", ".join(dict.fromkeys(e.kind for e in node.effects))
        return f"'{kinds}' as a card would untap"
    target = node.target
    if isinstance(target, m.Selector):
        extra = [
            name
            for name, info in m.Selector.model_fields.items()
            if name not in _SELECTOR_FIELDS_READ
            and getattr(target, name) != info.get_default(call_default_factory=True)
        ]
        if extra or target.owner != "any" or target.noun not in ("unit", "mech"):
            return "a card not untapping chosen by more than its counters"
    return None


def _applies(pos: Position, card_id: str, rule: _Rule) -> bool:
    """Whether the rule names this card ("Units with any pinned counters", "Any 'Mech with a pinned counter")."""
    target = rule.node.target
    if not isinstance(target, m.Selector):
        return True  # "that Unit": the card the counters were put on
    face = pos.faces[card_id]
    return face.kind == "unit" and (target.noun != "mech" or face.unit_type == "mech")


def counters_keep_tapped(pos: Position, player: str, dice: DiceStream | None = None) -> list[str]:
    """The player's tapped cards in play that stay tapped in this Untap phase because of their counters (a diversion
    counter removed from each such card as its card says, a die rolled from ``dice`` where its card says so:
    untap_rolls.py); notes each in the trace.

    :raises UnsupportedError: for a card whose counters' untap rules cannot be executed (see the module).
    """
    rules = _rules(pos)
    mentioned: set[str] | None = None
    stay: list[str] = []
    for card_id, state in pos.cards.items():
        if pos.owners[card_id] != player or state.zone not in IN_PLAY or not state.tapped or state.depleted:
            continue
        name = pos.name(card_id)
        keeping: list[tuple[str, list[_Rule]]] = []
        for kind, n in sorted(state.other_counters.items()):
            if n <= 0 or changes_stat(kind):
                continue
            if kind not in rules:
                mentioned = _mentioned(pos) if mentioned is None else mentioned
                if kind not in mentioned:
                    raise UnsupportedError(
                        f"{name}: carries {n} '{kind}' counter(s) as it would untap in the Untap phase, and no card "
                        "of the scenario says what they do (the engine does not execute counters whose card is "
                        "not listed yet: list the card that put them, e.g. in its owner's Scrapheap)"
                    )
                continue
            applying = [rule for rule in rules[kind] if _applies(pos, card_id, rule)]
            if applying:
                keeping.append((kind, applying))
        if not keeping:
            continue
        kind, applying = keeping[0]
        first = applying[0]
        first_name = pos.faces[first.card_id].name
        if len(keeping) > 1:
            raise unsupported(first_name, first.ability, f"two kinds of counters with untap rules on {name}")
        texts = {pos.faces[r.card_id].name: [x.node for x in applying if x.card_id == r.card_id] for r in applying}
        if len({repr(nodes) for nodes in texts.values()}) > 1:
            raise unsupported(first_name, first.ability, f"two cards giving '{kind}' counters different untap rules")
        for rule in [r for r in applying if r.card_id == first.card_id]:
            problem = rule_problem(rule.node, kind)
            if problem is not None:
                raise unsupported(first_name, rule.ability, f"{problem}, for {name}'s '{kind}' counter")
        rolled = [r.node for r in applying if isinstance(r.node, m.WhenWouldUntap) and untap_rolls.handles(r.node)]
        if rolled:  # one roll as the card would untap, for however many cards give the counter this rule
            if untap_rolls.roll(pos, dice, card_id, state, kind, first_name, rolled[0]):
                stay.append(card_id)
            continue
        removed = 0
        for rule in [r for r in applying if r.card_id == first.card_id]:
            if isinstance(rule.node, m.WhenWouldUntap):
                removed += take(state, kind, sum(e.count for e in rule.node.effects if isinstance(e, m.RemoveCounters)))
        stay.append(card_id)
        if removed:
            pos.note(
                f"{name} would untap: {first_name}'s text removes {removed} '{kind}' counter(s) instead, and it "
                f"stays tapped ({state.other_counters.get(kind, 0)} left)",
                COUNTER_KEEPS_TAPPED,
                MISROUTED_COMMAND,
            )
        else:
            pos.note(
                f"{name} stays tapped: {first_name}'s text says a card with a '{kind}' counter does not untap in "
                "its controller's Untap phase (the counter stays)",
                COUNTER_KEEPS_TAPPED,
            )
    return stay


def refuse_untap_by_effect(pos: Position, card_id: str, later: bool = False) -> None:
    """An effect untaps a tapped card outside the Untap phase ("Choose any Unit and untap it", "untap that 'Mech
    after mission"): a counter whose card says what happens "whenever it would untap" applies then too (CE rulings,
    Misrouted Command: "You can remove a diversion counter whenever the Unit would untap, not just during the Untap
    phase"); one whose card only keeps it tapped "during their controller's Untap phase" (Trapped!) does not.

    :raises UnsupportedError: for a counter with a "whenever it would untap" rule, or one no card of the scenario
        explains: the untap would otherwise happen as if the counter said nothing. With ``later`` (an untap after
        the mission), whether the card is tapped now does not matter: it may be by then.
    """
    state = pos.cards[card_id]
    if (not state.tapped and not later) or state.depleted:
        return
    rules = _rules(pos)
    name = pos.name(card_id)
    for kind, n in sorted(state.other_counters.items()):
        if n <= 0 or changes_stat(kind):
            continue
        if kind not in rules:
            if kind not in _mentioned(pos):
                raise UnsupportedError(
                    f"{name}: carries {n} '{kind}' counter(s) as an effect untaps it, and no card of the scenario "
                    "says what they do (the engine does not execute counters whose card is not listed yet)"
                )
            continue
        for rule in rules[kind]:
            if isinstance(rule.node, m.WhenWouldUntap) and _applies(pos, card_id, rule):
                raise unsupported(
                    pos.faces[rule.card_id].name,
                    rule.ability,
                    f"what a '{kind}' counter does when an effect untaps {name} outside the Untap phase",
                )


__all__ = ["RULE_IDS", "counter_of", "counters_keep_tapped", "refuse_untap_by_effect", "rule_problem"]
