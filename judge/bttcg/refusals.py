"""Refusing what a step of the engine would otherwise pass over in silence: triggers no step fires
(:func:`refuse_unfired`: the end of a phase, a deployment, the battle's scrapping), continuous abilities of a phase
(:func:`refuse_phase_statics`), the rest of a card scrapped as it is revealed (:func:`refuse_unexecuted_static`),
"Play only on ..." (:func:`refuse_unchecked_restrictions`) and the battle's triggers on cards outside it
(:func:`refuse_battle_triggers`). Each names the card, its sentence and what is missing (:func:`unsupported`), in
the words of the table of :mod:`judge.bttcg.executes`.

Source: "A confident wrong answer is the worst answer" (issue 17): the rulebook p.9 says cards make exceptions to
the rules, so a card whose exception the engine does not apply is refused, never judged by the plain rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache

from judge.bttcg.executes import executed, nodes, refusal, table
from judge.bttcg.faces import moves_enhancement
from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

IN_PLAY = frozenset({"patrol", "guard", "construction", "command_post"})


def _sentence(ability: m.Ability) -> str:
    from judge.cardtext.render import render_ability

    try:
        return render_ability(ability)
    except ValueError:  # pragma: no cover - an ability the renderer has no English for: named by its kind
        return ability.kind


def unsupported(name: str, ability: m.Ability, missing: str) -> UnsupportedError:
    """The refusal: the card, its sentence, what is missing."""
    return UnsupportedError(f"{name}: {_sentence(ability)} (the engine does not execute {missing} yet)")


def refuse_unfired(
    pos: Position,
    triggers: Iterable[str],
    owner: str | None = None,
    phase: str | None = None,
    in_play: frozenset[str] = IN_PLAY,
    only: Iterable[str] | None = None,
    skip: Callable[[Position, str, m.Triggered], bool] | None = None,
) -> None:
    """:raises UnsupportedError: when a card in play (of ``owner``, or anyone's; among ``only`` when given) has an
    ability triggered by one of ``triggers``, which the engine does not fire: the moment the step passes would
    otherwise go by as if the card said nothing. With ``phase``, a trigger whose conditions name another phase
    (``At the end of your Missions phase``) is left for that phase."""
    wanted = frozenset(triggers)
    chosen = None if only is None else frozenset(only)
    for card_id, state in pos.cards.items():
        if state.zone not in in_play or (chosen is not None and card_id not in chosen):
            continue
        if owner is not None and pos.owners[card_id] != owner:
            continue
        face = pos.faces[card_id]
        for ability in face.abilities:
            if not isinstance(ability, m.Triggered) or ability.trigger not in wanted:
                continue
            if skip is not None and skip(pos, card_id, ability):
                continue
            phases = {c.phase for c in ability.conditions if isinstance(c, m.During) and c.phase is not None}
            if phase is not None and phases and phase not in phases:
                continue
            raise unsupported(face.name, ability, refusal("trigger", ability.trigger))


def refuse_phase_statics(pos: Position, phase: str, player: str) -> None:
    """:raises UnsupportedError: when a card in play has a continuous ability for this phase ("During your Deploy
    phase, deal 1 damage to ...", "During your Draw phase, you may restock ...") that the turn does not execute:
    the phase would otherwise go by as if the card said nothing. "your" phase: the card's owner's turn."""
    for card_id, state in pos.cards.items():
        if state.zone not in IN_PLAY:
            continue
        face = pos.faces[card_id]
        for ability in face.abilities:
            if not isinstance(ability, m.Static) or ability.used or moves_enhancement(ability):
                continue  # "Use this ability only during ...": used by its player (turn_abilities.use_ability)
            for condition in ability.conditions:
                if not isinstance(condition, m.During) or condition.phase != phase or condition.at_end:
                    continue
                mine = pos.owners[card_id] == player
                if {"your": mine, "opponent": not mine, "any": True}[condition.whose]:
                    kinds = ", ".join(dict.fromkeys(e.kind for e in ability.effects))
                    raise unsupported(face.name, ability, f"a continuous '{kinds}' during the phase")


def refuse_unexecuted_static(name: str, abilities: Iterable[m.Ability], allowed: frozenset[str]) -> None:
    """:raises UnsupportedError: for a continuous ability with an effect other than ``allowed`` (what the step
    executing the card does with it), naming the first effect kind missing."""
    for ability in abilities:
        if not isinstance(ability, m.Static):
            continue
        for effect in ability.effects:
            if effect.kind not in allowed:
                raise unsupported(name, ability, refusal("effect", effect.kind))


DONE_WHEN_DEPLOYED = frozenset(
    {"additional_deployment", "free_deployment", "counts_as_deployment", "deployment_surcharge", "patrol_at_once"}
)
"""Continuous effects about how a card is deployed: done (or refused) by the Deploy phase, nothing at a reveal."""


def refuse_unchecked_restrictions(name: str, abilities: Iterable[m.Ability]) -> None:
    """:raises UnsupportedError: for a play restriction of a card being activated ("Play only on a 'Mech.") that the
    Deploy phase does not check: the card would be put where its text forbids and the answer called legal (rulebook
    p.9: the card's text makes the exception). Where it goes ("Play only on a 'Mech ...", ``played_on``) is checked
    by :func:`judge.bttcg.attach.placement_misfit` as it is activated."""
    for ability in abilities:
        if isinstance(ability, m.PlayRestriction) and not ability.activate and not ability.reveal:
            for condition in ability.conditions:
                if isinstance(condition, m.PlayedOn):
                    continue
                raise unsupported(name, ability, refusal("condition", condition.kind) + " when it is activated")


KEPT_IMPERATIVES = frozenset({"reveal_card", "multiply_counters"})
"""One-shot effects written as a card's text that stay in play (Double Overtime reveals a Unit of yours under
construction and doubles its construction counters): when they happen is not settled."""


def refuse_kept_imperatives(name: str, abilities: Iterable[m.Ability]) -> None:
    """:raises UnsupportedError: for a card that stays in play as it is activated (not scrapped when revealed) whose
    text is a one-shot effect of :data:`KEPT_IMPERATIVES`: activating it would otherwise do nothing, and the answer
    would be called legal (rulebook p.9: the card's text makes the exception)."""
    for ability in abilities:
        if isinstance(ability, m.Static) and any(e.kind in KEPT_IMPERATIVES for e in ability.effects):
            kinds = ", ".join(dict.fromkeys(e.kind for e in ability.effects))
            raise unsupported(name, ability, f"'{kinds}' of a card that stays in play as it is activated")


BATTLE_TRIGGERS = frozenset(
    {"scrapped", "you_attack", "you_damage_stockpile", "battle_end", "mission_end", "you_play_card", "uses_option"}
)
"""Triggers a battle's events fire whichever card holds them, in the battle or not."""
UNIT_EVENT_TRIGGERS = frozenset(
    {"unit_attacks", "unit_blocks", "unit_attacks_or_blocks", "unit_attacked", "unit_blocked", "unit_unblocked"}
    | {"unit_attacks_alone", "unit_scraps", "unit_survives"}
)
"""A Unit's events in a battle: a card outside the battle fires them only when they watch any Unit of a kind
(a selector), not its own Unit."""


def _watches_its_own(_pos: Position, _card_id: str, ability: m.Triggered) -> bool:
    return not isinstance(ability.watched, m.Selector)


def refuse_battle_triggers(pos: Position, fighters: Iterable[str]) -> None:
    """:raises UnsupportedError: when a card in play outside the battle (a Unit, or a card on one) has an ability
    the battle's events trigger ("Whenever a 'Mech you control is scrapped"): fighters and the cards on them are
    checked by ``stats.check_supported``, Command cards beside the battle by ``stats.check_bystanders``. A Unit
    outside the battle cannot affect the battle (rulebook p.26), but what it does when the battle scraps a card
    happens all the same."""
    from judge.bttcg.attack_triggers import executed as fired_on_attack

    inside = frozenset(fighters)
    outside = [
        c
        for c, s in pos.cards.items()
        if c not in inside
        and s.on not in inside
        and s.zone in IN_PLAY
        and pos.faces[c].kind != "mission"
        and not any(fired_on_attack(a) for a in pos.faces[c].abilities)  # done as the attack was declared
    ]
    refuse_unfired(pos, BATTLE_TRIGGERS, only=outside, skip=_fired_at_battle_end)
    # "Whenever a Unit you control attacks, ...": any Unit's event, whichever card holds the ability
    refuse_unfired(pos, UNIT_EVENT_TRIGGERS, only=outside, skip=_watches_its_own)


def _fired_at_battle_end(pos: Position, card_id: str, ability: m.Triggered) -> bool:
    """Counters a Command card beside the battle gets as it ends (judge/bttcg/battle_triggers.py); a Pilot's or
    Enhancement's trigger on its Unit's option (judge/bttcg/option_triggers.py), which a Unit outside the battle
    never uses in it."""
    from judge.bttcg import option_triggers
    from judge.bttcg.battle_triggers import supported

    face = pos.faces[card_id]
    if ability.trigger == "uses_option" and pos.cards[card_id].on is not None and option_triggers.supported(ability):
        return True
    from judge.bttcg.own_scrapped import supported as own_draws
    from judge.bttcg.stockpile_scrapped import supported as watches_stockpile

    if own_draws(ability):
        return True  # "When this card is scrapped, draw a card": as damage resolves (own_scrapped.py)
    on_its_own = face.kind == "command" and pos.cards[card_id].on is None
    return on_its_own and (supported(ability) or watches_stockpile(ability))  # stockpile_scrapped.py: as damage


# --- what a card needs, for the coverage figures ---------------------------------------------------------------


def node_refusals(ability: m.Ability) -> list[str]:
    """What of an ability's nodes no function executes (each kind once): the static, context-free part of the
    engine's refusals (a kind executed in some variant is not named here)."""
    found: list[str] = []

    def add(text: str) -> None:
        if text not in found:
            found.append(text)

    if not executed("ability", ability.kind):
        add(refusal("ability", ability.kind))
    if isinstance(ability, m.Triggered) and not executed("trigger", ability.trigger):
        add(refusal("trigger", ability.trigger))
    if isinstance(ability, m.Keyword) and not executed("keyword", ability.name):
        add(refusal("keyword", ability.name))
    for node in nodes(ability):
        if node is ability:
            continue
        kind = str(getattr(node, "kind", ""))
        for family in ("effect", "condition", "cost"):
            if kind in _kinds(family) and not executed(family, kind):
                add(refusal(family, kind))
        if isinstance(node, m.Selector):
            for name in node.model_dump(exclude_defaults=True):
                if not executed("selector", name):
                    add(refusal("selector", name))
        if isinstance(node, m.Quantity) and not executed("amount", node.of):
            add(refusal("amount", node.of))
        if kind in _kinds("target") and not executed("target", kind):
            add(refusal("target", kind))
    return found


@cache
def _kinds(family: str) -> frozenset[str]:
    return frozenset(table()[family])
