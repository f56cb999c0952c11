"""The cards an ability used or revealed during the turn chooses: the next card of the action's ``choose``, checked
against the selector the text names (:func:`take_choice`, :func:`misfit`: in play, under construction or not, whose,
which kind and type, Omni, Unique, tonnage), and the choices left over (:func:`no_choice_left`). A card under
construction is a site, not a specific Unit or Command card (CE rulings: Construction Region); the player makes the
choices (rulebook p.9: the card's text), so a missing or wrong one is a violation (strict mode), never guessed."""

from __future__ import annotations

from judge.bttcg import refinements
from judge.bttcg import turn_rules as t
from judge.bttcg.executes import SELECTOR_FIELDS_IN_TURN
from judge.bttcg.faces import CardFace
from judge.bttcg.may import CARDS_MAKE_EXCEPTIONS
from judge.bttcg.show import SHOW
from judge.bttcg.state import Position, UnsupportedError, under_construction
from judge.bttcg.turn import card
from judge.bttcg.turn_moves import zone_misfit, zone_selector_problem
from judge.bttcg.turn_plan import _Plan, _RefusedError
from judge.dsl import models as m

_SELECTOR_FIELDS = SELECTOR_FIELDS_IN_TURN  # the table of executes.py
"""The refinements of a selector the turn checks; a selector with any other is refused."""
_ONE = frozenset({"a", "one", "any"})
_SUBTYPES = frozenset(
    {"Enhancement", "Resource", "Subterfuge", "Mercenary", "Faction", "Terrain", "Operation", "Pilot"}
)
"""Command card subtypes, printed on the card's type line ("an Operation card")."""


def take_choice(pos: Position, index: int | None, by: str, face: CardFace, target: m.Target, plan: _Plan) -> str:
    """The next card of ``choose``, checked against the selector (or one of an ``Either``'s).

    :raises _RefusedError: when there is none, or it does not fit.
    :raises UnsupportedError: for a selector the turn does not check.
    """
    options = target.options if isinstance(target, m.Either) else [target]
    selectors: list[m.Selector] = []
    for option in options:
        if not isinstance(option, m.Selector) or option.quantifier not in _ONE:
            raise UnsupportedError(f"{face.name}: the engine does not choose '{option.kind}' during the turn yet")
        if option.zone is not None:  # "a card from your hand": out of play (turn_moves.zone_misfit)
            problem = zone_selector_problem(option)
            if problem is not None:
                raise UnsupportedError(f"{face.name}: the engine does not check {problem} during the turn yet")
            selectors.append(option)
            continue
        extra = refinements.turn_unchecked(option)
        if extra or not set(option.states) <= refinements.TURN_STATES:
            raise UnsupportedError(
                f"{face.name}: the engine does not check {', '.join(sorted(extra)) or 'those states'} during the "
                "turn yet"
            )
        selectors.append(option)
    if not plan.chosen:
        pos.violate(index, f"{face.name}: say which card it chooses (choose)", t.COMMAND_ABILITIES_WHEN_ACTIVE)
        raise _RefusedError
    chosen = plan.chosen.pop(0)
    if chosen.endswith(".stockpile"):
        pos.violate(index, f"{face.name} does not choose a Stockpile", t.COMMAND_ABILITIES_WHEN_ACTIVE)
        raise _RefusedError
    card(pos, chosen)
    problems = [
        (zone_misfit(pos, by, chosen, s) or ("it has moved" if chosen in plan.gone else None))
        if s.zone is not None
        else misfit(pos, by, chosen, s, plan)
        for s in selectors
    ]
    if all(p is not None for p in problems):
        rules = (
            [t.UNDER_CONSTRUCTION_NOT_A_UNIT] if under_construction(pos.cards[chosen]) else [t.RULES_MAKE_EXCEPTIONS]
        )
        pos.violate(
            index, f"{face.name} cannot choose {pos.name(chosen)}: {' / '.join(filter(None, problems))}", *rules
        )
        raise _RefusedError
    return chosen


def misfit(pos: Position, by: str, card_id: str, selector: m.Selector, plan: _Plan) -> str | None:
    """Why the card is not one the selector reaches, or ``None``. A card under construction is a site, not a
    specific Unit or Command card (CE rulings: Construction Region)."""
    face, owner = pos.faces[card_id], pos.owners[card_id]
    if card_id in plan.gone or pos.cards[card_id].zone in ("hand", "scrapheap", "stockpile", "out_of_game"):
        return "it is not in play"
    building = under_construction(pos.cards[card_id])
    if "under_construction" in selector.states:
        if not building:
            return "it is not under construction"
    elif building and not selector.in_that_region:  # "another card in that region": where the one before is
        return "it is under construction, so not a Unit or Command card"
    if selector.owner == "you" and owner != by:
        return f"it is not {by}'s"
    if selector.owner == "opponent" and owner == by:
        return "it is not an opponent's"
    kinds = {"unit": face.kind == "unit", "card": True, "command_card": face.kind == "command"}
    kinds["pilot"] = face.kind == "command" and face.has_keyword("Pilot")  # Glossary, Pilot: a Command card
    if selector.noun in ("mech", "vehicle", "battle_armor"):
        fits = face.kind == "unit" and face.unit_type == selector.noun
    elif selector.noun in kinds:
        fits = kinds[selector.noun]
    else:
        raise UnsupportedError(f"the engine does not choose a '{selector.noun}' during the turn yet")
    if selector.card_type is not None:
        type_fits = {"Command": face.kind == "command", "Unit": face.kind == "unit", "Mech": face.unit_type == "mech"}
        if selector.card_type in _SUBTYPES:  # "an Operation card": the subtype printed on a Command card
            type_fits[selector.card_type] = face.kind == "command" and face.has_keyword(selector.card_type)
        if selector.card_type not in type_fits:
            raise UnsupportedError(f"the engine does not choose a {selector.card_type} card during the turn yet")
        fits = fits and type_fits[selector.card_type]
    if not fits:
        noun = "Pilot" if selector.noun == "pilot" else selector.noun.replace("_", " ")
        wanted = f"{selector.card_type} card" if selector.card_type else noun
        return f"it is not {'an' if wanted[0] in 'AEIOU' else 'a'} {wanted}"
    if selector.omni and not face.has_keyword("Omni"):
        return "it is not an Omni 'Mech"
    if selector.unique and not face.unique:  # CE rulings, Assassination: "any card listing the keyword Unique"
        return "it is not Unique"
    if selector.excluding and (problem := refinements.excluding(refinements.Where(pos, by), selector, card_id)):
        return problem  # "that is not Unique"
    if selector.min_tons is not None:
        if face.tons is None:
            raise UnsupportedError(
                f"the tonnage of {face.name} is not known (an inline Unit has none: name a pool card)"
            )
        if face.tons < selector.min_tons:
            return f"it weighs {face.tons} tons, not {selector.min_tons} or more (rulebook p.11, Tonnage)"
    where = refinements.Where(pos, by, chosen=tuple(plan.last), that=tuple(plan.last))
    return refinements.misfit(where, selector, card_id)  # other than, provides, patrolling, piloted ... (one each)


def no_choice_left(pos: Position, index: int | None, face: CardFace, plan: _Plan) -> None:
    """:raises _RefusedError: when the action gives more amounts, 'may' answers or cards than the card asks for."""
    if plan.amounts:
        pos.violate(index, f"{face.name} asks no amount for {', '.join(plan.amounts)}", t.COMMAND_ABILITIES_WHEN_ACTIVE)
        raise _RefusedError
    if plan.may:
        pos.violate(index, f"{face.name} asks fewer 'may' answers: {len(plan.may)} left over", CARDS_MAKE_EXCEPTIONS)
        raise _RefusedError
    if plan.either:
        pos.violate(
            index, f"{face.name} asks fewer 'either' answers: {len(plan.either)} left over", CARDS_MAKE_EXCEPTIONS
        )
        raise _RefusedError
    if plan.chosen:
        pos.violate(
            index,
            f"{face.name} chooses fewer cards: {', '.join(pos.name(c) for c in plan.chosen)} left over",
            t.COMMAND_ABILITIES_WHEN_ACTIVE,
        )
        raise _RefusedError
    if plan.top is not None:  # the card on top of a Stockpile that nothing shows (judge/bttcg/stockpile_top.py)
        pos.violate(index, f"{face.name} shows no card on top of a Stockpile ('top' left over)", SHOW)
        raise _RefusedError


__all__ = ["misfit", "no_choice_left", "take_choice"]
