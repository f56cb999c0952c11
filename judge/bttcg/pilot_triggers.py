"""What a Pilot or Enhancement does when the Unit it is on attacks or blocks (``piloted_attacks_or_blocks``; the
``unit_attacks`` / ``unit_blocks`` / ``unit_attacks_or_blocks`` triggers watching "'Mech piloted by this card"), what a
Unit does when it attacks or blocks itself ("When ~ blocks, it gets +1 armor until end of turn": the same triggers
watching the card itself), or is
scrapped as damage resolves (``piloted_scrapped``: :func:`scrapped_supported`, rolled by judge/bttcg/damage.py after
the Vehicles' rolls, in the order the Units are listed; rulebook p.30: a scrapped Unit's cards go to the Scrapheap,
from which the card's text returns it):
"Whenever 'Mech piloted by Bearer of McKennsy Hammer attacks or blocks, roll a die: 1-3: No effect. 4-6: Untap that
'Mech after the mission." The trigger happens as the mission is declared, once the Unit is in the attacking or the
blocking group (Glossary, Group), before initiative (rulebook p.26: a Pilot on a Unit in the battle can affect it;
1997 rulings, Order of Resolving Effects: a die roll is resolved at once); "that 'Mech" is the Unit.

Only triggers without conditions (but what the Unit attacks or blocks: ``facing_triggers.py``) whose effects name
no card but that Unit, or every card of a kind (no choice to ask:
nothing in the scenario answers for them) and that the interpreter executes are taken (:func:`supported`); any other
stays refused by :func:`judge.bttcg.stats.check_supported` when the battle starts."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.bttcg import facing_triggers
from judge.bttcg import rules as r
from judge.bttcg.state import Battle, Position
from judge.dsl import models as m

if TYPE_CHECKING:  # the interpreter imports the stats, which ask supported(): imported when run
    from judge.bttcg.interpret import Context

_NAMING_THE_UNIT = (m.ThatOne, m.PilotedUnit, m.Enhanced)


def _every(node: object) -> bool:
    """ "each blocking Unit", "all opposing 'Mechs": every card a selector reaches, no choice to ask."""
    return isinstance(node, m.Selector) and node.quantifier in ("each", "all") and node.count is None


def _names_only_the_unit(node: object) -> bool:
    """No target in the effects to choose: the Unit itself ("that 'Mech", "'Mech piloted by this card"), or every
    card a selector reaches ("deal 1 damage to each blocking Unit": the interpreter resolves it as a Mission card's)."""
    from judge.bttcg.executes import nodes

    targets = [n for n in nodes(node) if isinstance(n, m.Selector | m.Either | m.This) and not _every(n)]
    that = [n for n in nodes(node) if isinstance(n, m.ThatOne)]
    return not targets and not any(t.index or t.among or t.plural for t in that)


_ROLES = {
    "piloted_attacks_or_blocks": ("attacks", "blocks"),
    "unit_attacks": ("attacks",),
    "unit_blocks": ("blocks",),
    "unit_attacks_or_blocks": ("attacks", "blocks"),
}
"""The roles in the battle each trigger fires on: in the attacking group, in the blocking group (Glossary, Group)."""


def _watched_unit(ability: m.Triggered) -> str | None:
    """Whose attack or block the trigger watches: ``"host"`` (the Unit the card is on), ``"self"`` (the Unit
    itself), ``None`` (another card: not executed here)."""
    if ability.trigger == "piloted_attacks_or_blocks":
        return "host"
    if isinstance(ability.watched, m.PilotedUnit | m.Enhanced):
        return "host"
    return "self" if isinstance(ability.watched, m.This) else None


def supported(ability: m.Ability) -> bool:
    """Whether :func:`fire` executes this ability."""
    if not isinstance(ability, m.Triggered) or ability.trigger not in _ROLES:
        return False
    if ability.conditions and not facing_triggers.supported(ability):  # "blocks a Vehicle" (facing_triggers.py)
        return False
    if _watched_unit(ability) is None:
        return False
    from judge.bttcg.interpret import effect_problem

    return (
        bool(ability.effects)
        and all(effect_problem(e) is None for e in ability.effects)
        and _names_only_the_unit(ability.effects)
    )


def fire(pos: Position, battle: Battle, context: Callable[[str], Context]) -> None:
    """Runs the triggers of the cards on each Unit of the attacking and the blocking group, in the order the
    scenario lists the groups; ``context`` gives the interpreter's context of a card (its owner acting, no choices)."""
    from judge.bttcg.interpret import run_effects

    for unit in [*battle.group, *battle.blockers]:
        fighter = battle.fighters.get(unit)
        if fighter is None or fighter.removed:
            continue
        role = "attacks" if unit in battle.group else "blocks"
        on_it = [c for c, s in pos.cards.items() if s.on == unit and s.zone not in ("hand", "scrapheap", "stockpile")]
        for card_id in [unit, *on_it]:
            for ability in pos.faces[card_id].abilities:
                if not supported(ability):
                    continue
                assert isinstance(ability, m.Triggered)
                if role not in _ROLES[ability.trigger] or (_watched_unit(ability) == "self") != (card_id == unit):
                    continue
                if not facing_triggers.holds(pos, battle, ability, role):  # "When ~ attacks a site" (its module)
                    continue
                pos.note(
                    f"{pos.name(card_id)}: {pos.name(unit)} {role}, and the card's ability triggers",
                    r.UNITS_AFFECT_BATTLE if card_id == unit else r.ENHANCEMENTS_AFFECT_BATTLE,
                    r.DIE_ROLLS_AT_ONCE,
                )
                ctx = context(card_id)
                ctx.last = [unit]  # "that 'Mech"
                run_effects(ctx, list(ability.effects))


# --- "If 'Mech piloted by this card is scrapped, roll a die: ... return this card to your hand." ------------------


def scrapped_supported(ability: m.Ability) -> bool:
    """ "If 'Mech piloted by Natasha Kerensky is scrapped, roll a die: 1-4, no effect; 5-6, return Natasha Kerensky
    to your hand.": a trigger without conditions, one die whose branches do nothing or return this card to its
    owner's hand (what :func:`goes_to_hand` reads when damage resolves, judge/bttcg/damage.py)."""
    if not isinstance(ability, m.Triggered) or ability.trigger != "piloted_scrapped" or ability.conditions:
        return False
    if len(ability.effects) != 1 or not isinstance(ability.effects[0], m.RollDie):
        return False
    roll = ability.effects[0]
    plain = roll.count == 1 and not (roll.second or roll.additional or roll.instead or roll.delayed)
    return (
        plain
        and bool(roll.branches)
        and all(
            isinstance(e, m.NoEffect)
            or (isinstance(e, m.ReturnToHand) and isinstance(e.target, m.This) and e.delayed is None)
            for branch in roll.branches
            for e in branch.effects
        )
    )


def scrapped_rolls(pos: Position, units: list[str]) -> list[tuple[str, m.RollDie]]:
    """The cards on these Units (scrapped as damage resolves) whose ability triggers then, with their die, in the
    order of the Units."""
    found: list[tuple[str, m.RollDie]] = []
    for unit in units:
        for card_id, state in pos.cards.items():
            if state.on != unit or state.zone in ("hand", "scrapheap", "stockpile"):
                continue
            for ability in pos.faces[card_id].abilities:
                if scrapped_supported(ability):
                    assert isinstance(ability, m.Triggered) and isinstance(ability.effects[0], m.RollDie)
                    found.append((card_id, ability.effects[0]))
    return found


def goes_to_hand(roll: m.RollDie, value: int) -> bool:
    """Whether the die's result returns the card to its owner's hand."""
    branch = next((b for b in roll.branches if b.low <= value <= b.high), None)
    return branch is not None and any(isinstance(e, m.ReturnToHand) for e in branch.effects)


def refuse_scrapped_by_effect(pos: Position, unit: str) -> None:
    """:raises UnsupportedError: when a card's effect scraps (in a battle or during the turn) a Unit whose Pilot's
    ability then triggers: only the scrapping as damage resolves executes it."""
    from judge.bttcg.attached_scrapped import refuse_by_effect
    from judge.bttcg.state import UnsupportedError
    from judge.bttcg.stockpile_moves import refuse_stockpiled_by_effect

    refuse_stockpiled_by_effect(pos, unit)  # "put that 'Mech and Shin Yodama on top of your Stockpile"
    refuse_by_effect(pos, unit)  # "If enhanced 'Mech is scrapped, return this card to your hand"
    for card_id, _ in scrapped_rolls(pos, [unit]):
        raise UnsupportedError(
            f"{pos.name(card_id)}: the engine does not execute what it does when {pos.name(unit)} is scrapped by a "
            "card's effect yet (only as damage resolves)"
        )
