"""What a Pilot or Enhancement does when the Unit it is on uses an option: "Whenever 'Mech piloted by Redline Pilot
uses Overheat, it gets an additional +2 attack and receives no Overheat damage." (``piloted_uses_option``), and
Sharpshooter's "Whenever 'Mech piloted by Sharpshooter uses Alpha Strike, it gets an additional +2 attack and does not
deplete." Its effects run as the option is used (rulebook p.31, Unit options; p.26: a Pilot on a Unit in the battle
affects it); Alpha Strike without depleting skips the option's depletion (rulebook p.31: "the Unit is depleted").
The MechWarrior printings say it in two sentences: "'Mech piloted by Redline Pilot does not receive Overheat damage.
Whenever that 'Mech uses Overheat, it gets +2 attack." (``uses_option`` watching "that 'Mech": the 'Mech the card
is on, named by the sentence before, :func:`_watches_host`); run the same way.

Only triggers without conditions whose effects are stat changes of the 'Mech and that option without its drawback
are executed (:func:`supported`); any other is refused when the battle starts
(:func:`judge.bttcg.stats.check_supported`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.state import Battle, Position, UnsupportedError, is_active
from judge.dsl import models as m

if TYPE_CHECKING:  # the interpreter imports the stats, which ask supported(): imported when run
    from judge.bttcg.interpret import Context

_ON_IT = (m.PilotedUnit, m.Enhanced, m.ThatOne)
"""The 'Mech the trigger is about: "'Mech piloted by this card", or "it" (the 'Mech that used the option)."""


def supported(ability: m.Ability) -> bool:
    """Whether the ability is a trigger on its Unit's option that :func:`run` executes ("it" is that Unit: a
    ``that`` naming one card, not one of several)."""
    if any(isinstance(getattr(e, "target", None), m.ThatOne) and _several(e) for e in getattr(ability, "effects", [])):
        return False
    if not isinstance(ability, m.Triggered) or ability.conditions:
        return False
    if ability.trigger != "piloted_uses_option" and not (ability.trigger == "uses_option" and _watches_host(ability)):
        return False
    if ability.option not in ("Overheat", "Alpha Strike"):
        return False
    return all(
        (
            isinstance(e, m.ModifyStat)
            and e.stat in ("attack", "armor")
            and isinstance(e.target, _ON_IT)
            and not (e.from_roll or e.amount_from or e.only_against)
        )
        or (isinstance(e, m.NoOptionDrawback) and e.option == ability.option and isinstance(e.target, _ON_IT))
        for e in ability.effects
    )


def _watches_host(ability: m.Triggered) -> bool:
    """ "Whenever that 'Mech uses Overheat" on a Pilot or Enhancement: "that 'Mech" is one card named before, the
    'Mech the card is on (checked against the card's earlier sentences as it runs, :func:`_named_before`)."""
    watched = ability.watched
    return (
        isinstance(watched, m.ThatOne)
        and watched.noun in ("mech", "unit")
        and watched.index is None
        and watched.among is None
        and not watched.plural
    )


def _named_before(abilities: tuple[m.Ability, ...], ability: m.Triggered) -> bool:
    """Whether a sentence before the trigger names the Unit the card is on ("'Mech piloted by Redline Pilot"): what
    "that 'Mech" of a ``uses_option`` trigger stands for; a trigger naming no such Unit before is refused."""
    earlier = abilities[: abilities.index(ability)]
    return any(isinstance(getattr(e, "target", None), m.PilotedUnit | m.Enhanced) for a in earlier for e in _effects(a))


def _effects(ability: m.Ability) -> list[m.Effect]:
    return list(getattr(ability, "effects", []))


def _several(effect: m.Effect) -> bool:
    target = getattr(effect, "target", None)
    return isinstance(target, m.ThatOne) and (target.index is not None or target.among is not None or target.plural)


def _triggers(pos: Position, unit: str, option: str) -> list[tuple[str, m.Triggered]]:
    found: list[tuple[str, m.Triggered]] = []
    for card_id, state in pos.cards.items():
        if state.on != unit or state.zone in ("hand", "scrapheap", "stockpile"):
            continue
        abilities = pos.faces[card_id].abilities
        for ability in abilities:
            if isinstance(ability, m.Triggered) and supported(ability) and ability.option == option:
                if ability.trigger == "uses_option" and not _named_before(abilities, ability):
                    raise UnsupportedError(
                        f"{pos.faces[card_id].name}: the engine does not know which 'Mech 'that 'Mech' of its "
                        f"'{option}' trigger is, with no 'Mech named before it"
                    )
                found.append((card_id, ability))
    return found


def static_free(ability: m.Ability, attached: bool) -> bool:
    """Whether the ability is always on and only takes away an option's drawback from its Unit: "That 'Mech does not
    deplete when using Alpha Strike." (Access to Extra Munitions), on the card itself or on the Unit a Pilot or
    Enhancement is on."""
    if not isinstance(ability, m.Static) or ability.conditions or ability.used or not ability.effects:
        return False
    return all(free_effect(e, attached) for e in ability.effects)


def free_effect(effect: m.Effect, attached: bool) -> bool:
    """Whether the effect takes away an option's drawback from the card itself or the Unit its card is on."""
    on_it = _ON_IT if attached else (m.This,)
    return isinstance(effect, m.NoOptionDrawback) and isinstance(effect.target, on_it) and not _several(effect)


def _static_sources(pos: Position, unit: str, option: str) -> list[str]:
    """The cards (the Unit, or one on it) whose ability always on takes away the option's drawback."""
    sources = [(unit, False)] + [
        (c, True) for c, s in pos.cards.items() if s.on == unit and s.zone not in ("hand", "scrapheap", "stockpile")
    ]
    return [
        card_id
        for card_id, attached in sources
        for ability in pos.faces[card_id].abilities
        if isinstance(ability, m.Static)
        and not ability.conditions
        and not ability.used
        and any(
            free_effect(e, attached) and isinstance(e, m.NoOptionDrawback) and e.option == option
            for e in ability.effects
        )
    ]


def keeps_undepleted(pos: Position, unit: str, battle: Battle | None = None) -> bool:
    """Whether a card on the Unit (or the Unit itself) says its Alpha Strike does not deplete it, or a Command card
    of its player beside the battle does, while it blocks (:func:`bystander_free`)."""
    triggered = any(
        isinstance(e, m.NoOptionDrawback)
        for _, ability in _triggers(pos, unit, "Alpha Strike")
        for e in ability.effects
    )
    return triggered or bool(_static_sources(pos, unit, "Alpha Strike")) or bool(_bystanders(pos, unit, battle))


# --- Ammo Truck: while it is untapped, its player's blocking 'Mechs are not depleted by their Alpha Strikes ---------


def _blocking_mechs(target: m.Target) -> bool:
    """ "your blocking 'Mechs": every 'Mech of the card's controller that blocks."""
    return isinstance(target, m.Selector) and target.model_dump(exclude_defaults=True) == {
        "quantifier": "all",
        "noun": "mech",
        "owner": "you",
        "states": ["blocking"],
    }


def _while_untapped(condition: m.Condition) -> bool:
    """ "If this card is untapped": checked as the option is used (CE rulings, Abilities: checked when played)."""
    return isinstance(condition, m.CardState) and isinstance(condition.target, m.This) and condition.state == "untapped"


def bystander_free(ability: m.Ability) -> bool:
    """Whether a Command card's ability always on only takes Alpha Strike's depletion away from its player's blocking
    'Mechs while the card is untapped (Ammo Truck): run as a blocking 'Mech uses Alpha Strike
    (:func:`keeps_undepleted`); the card affects the battle from beside it (rulebook p.26: Command cards in play)."""
    return (
        isinstance(ability, m.Static)
        and not ability.used
        and bool(ability.effects)
        and all(_while_untapped(c) for c in ability.conditions)
        and all(
            isinstance(e, m.NoOptionDrawback) and e.option == "Alpha Strike" and _blocking_mechs(e.target)
            for e in ability.effects
        )
    )


def _bystanders(pos: Position, unit: str, battle: Battle | None) -> list[str]:
    """The Command cards of the Unit's player in play, untapped, taking the depletion from its Alpha Strike as it
    blocks."""
    if battle is None or unit not in battle.blockers or pos.faces[unit].unit_type != "mech":
        return []
    player = pos.owners[unit]
    return [
        card_id
        for card_id, state in pos.cards.items()
        if pos.owners[card_id] == player
        and state.on is None
        and is_active(state)
        and pos.faces[card_id].kind == "command"
        and any(bystander_free(a) and not state.tapped for a in pos.faces[card_id].abilities)
    ]


def run(pos: Position, unit: str, option: str, context: Callable[[str], Context]) -> None:
    """Runs what the cards on the Unit do as it uses ``option``; ``context`` gives the interpreter's context of a
    card (its owner acting)."""
    from judge.bttcg.interpret import run_effects

    if option == "Overheat":
        for card_id in _static_sources(pos, unit, option):
            context(card_id).battle.no_overheat.append(unit)
            pos.note(f"{pos.name(card_id)}: {pos.name(unit)} receives no Overheat damage", r.OVERHEAT)
    for card_id, ability in _triggers(pos, unit, option):
        cited = (r.ENHANCEMENTS_AFFECT_BATTLE, r.OVERHEAT if option == "Overheat" else r.ALPHA_STRIKE)
        if option == "Alpha Strike" and any(isinstance(e, m.NoOptionDrawback) for e in ability.effects):
            pos.note(f"{pos.name(card_id)}: {pos.name(unit)} does not deplete for its Alpha Strike", *cited)
        pos.note(f"{pos.name(card_id)}: {pos.name(unit)} uses {option}, and the card's ability triggers", *cited)
        effects = [e for e in ability.effects if not (isinstance(e, m.NoOptionDrawback) and option == "Alpha Strike")]
        ctx = context(card_id)
        ctx.last = [unit]  # "it": the 'Mech that used the option
        run_effects(ctx, effects)
