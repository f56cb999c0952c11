"""Where an Enhancement or Pilot may go when it is activated, by its own text: ``When you activate this card, put it on
one of your Units having at least 1 attack`` (``put_on``) and ``Play NARC Retrofit only on a 'Mech with a base attack
of at least 1`` (``played_on``). The card named by the activation's ``on`` must be one the text reaches; a refinement
of the text this module does not check is refused (:class:`~judge.bttcg.state.UnsupportedError`), never ignored.

The rules these exceptions are made to: Enhancements go on Units or sites, Pilots only on 'Mechs, one Pilot a 'Mech
(rulebook p.12-13, Command Cards; CE General Rulings: Pilots), checked by :func:`judge.bttcg.deploy.activate`; a card's
text makes exceptions to the rules (rulebook p.9). Once on a card, an Enhancement stays there: "The only way to get
rid of an Enhancement is to get rid of whatever it's on" (rulebook p.12); the cards on a card that leaves play go to
the Scrapheap with it (``turn_steps.scrap_card``, ``interpret._to_scrapheap``)."""

from __future__ import annotations

from judge.bttcg import enhance_bans
from judge.bttcg.faces import CardFace
from judge.bttcg.state import Position, UnsupportedError, is_active, under_construction
from judge.bttcg.stats import all_abilities, attachment_bonus, static_bonus
from judge.bttcg.unit_types import UNIT_NOUNS, noun_fits
from judge.dsl import models as m

_CHECKED = frozenset(
    {
        "kind",
        "quantifier",
        "noun",
        "owner",
        "states",
        "with_option",
        "without_option",
        "min_attack",
        "min_base_attack",
        "min_tons",
        "card_type",
    }
)
"""The refinements of a placement's selector checked here; any other is refused."""
_OPTIONS: dict[str, type[m.Ability]] = {
    "Overheat": m.Overheat,
    "Alpha Strike": m.AlphaStrike,
    "Missile": m.Missile,
    "Jump": m.Jump,
}


def placements(face: CardFace) -> list[m.Target]:
    """What the card's text says it goes on: the targets of its ``put_on`` when activated and of its ``played_on``
    restrictions.

    :raises UnsupportedError: for a placement with conditions.
    """
    found: list[m.Target] = []
    for ability in face.abilities:
        if isinstance(ability, m.Triggered) and ability.trigger in ("activated", "revealed"):
            put = [e.target for e in ability.effects if isinstance(e, m.PutOn)]
            if put and ability.conditions:
                raise UnsupportedError(f"{face.name}: the engine does not check the conditions of where it goes yet")
            found += put
        elif isinstance(ability, m.PlayRestriction) and not (ability.activate or ability.reveal):
            found += [c.target for c in ability.conditions if isinstance(c, m.PlayedOn)]
    return found


def lets_opponent_own(face: CardFace) -> bool:
    """Whether the card's text puts it on a card of another player ("put it on any unpiloted 'Mech you do not
    control", "put it on any opposing Unit")."""
    return any(isinstance(t, m.Selector) and t.owner == "opponent" for t in placements(face))


def placement_misfit(pos: Position, by: str, face: CardFace, on: str) -> str | None:
    """Why ``on`` is not a card the text of ``face`` lets it go on, or ``None`` (also when the text says nothing).

    :raises UnsupportedError: for a placement whose selector the engine does not check.
    """
    barred = enhance_bans.misfit(pos, face, on)  # "~ cannot be enhanced." (judge/bttcg/enhance_bans.py)
    if barred is not None:
        return barred
    for target in placements(face):
        problem = _misfit(pos, by, face, target, on)
        if problem is not None:
            return problem
    return None


def placement_problem(target: m.Target) -> str | None:
    """What of where a card goes (its ``put_on`` or ``played_on`` target) this module does not check, in words, or
    ``None`` when it checks it all."""
    if not isinstance(target, m.Selector) or target.quantifier not in ("a", "one", "any"):
        return f"where a card goes ('{target.kind}')"
    extra = set(target.model_dump(exclude_defaults=True)) - _CHECKED
    if extra or not set(target.states) <= {"unpiloted"}:
        return f"{', '.join(sorted(extra)) or 'those states'} of where a card goes"
    if target.noun not in UNIT_NOUNS | {"card", "site"}:
        return f"where a card goes ('{target.noun}')"
    if target.card_type not in (None, "Command", "Unit", "Mech"):
        return f"where a card goes (a {target.card_type} card)"
    return None


def _misfit(pos: Position, by: str, face: CardFace, target: m.Target, on: str) -> str | None:
    problem = placement_problem(target)
    if problem is not None:
        raise UnsupportedError(f"{face.name}: the engine does not check {problem} yet")
    assert isinstance(target, m.Selector)  # placement_problem says so
    owner = on.split(".")[0] if on.endswith(".stockpile") else pos.owners[on]
    if target.owner == "you" and owner != by:
        return f"{face.name} goes on one of {by}'s cards, by its text"
    if target.owner == "opponent" and owner == by:
        return f"{face.name} goes on a card of {by}'s opponent, by its text"
    if target.noun == "site":
        return _site_misfit(pos, face, on)
    if on.endswith(".stockpile"):
        return f"{face.name} goes on a {target.noun.replace('_', ' ')}, not a Stockpile, by its text"
    host = pos.faces[on]
    if target.noun in UNIT_NOUNS:
        fits = host.kind == "unit" and noun_fits(target.noun, host.unit_type)  # CE rulings: Types of Units
    elif target.noun == "card":
        fits = True
    else:
        raise UnsupportedError(f"{face.name}: the engine does not check where it goes ('{target.noun}') yet")
    if target.card_type is not None:
        kinds = {"Command": host.kind == "command", "Unit": host.kind == "unit", "Mech": host.unit_type == "mech"}
        if target.card_type not in kinds:
            raise UnsupportedError(f"{face.name}: the engine does not check a {target.card_type} card yet")
        fits = fits and kinds[target.card_type]
    if not fits:
        return f"{host.name} is not a {target.card_type or target.noun.replace('_', ' ')}: {face.name} goes on one"
    return _refinement_misfit(pos, face, target, on)


def _site_misfit(pos: Position, face: CardFace, on: str) -> str | None:
    """A site: a Stockpile, a card under construction, a Command card in the Command Post other than an Enhancement
    or Pilot (rulebook p.14)."""
    if on.endswith(".stockpile") or under_construction(pos.cards[on]):
        return None
    host, state = pos.faces[on], pos.cards[on]
    if host.kind == "command" and state.zone == "command_post" and host.is_site_card:
        return None
    return f"{host.name} is not a site: {face.name} goes on a site"


def _refinement_misfit(pos: Position, face: CardFace, target: m.Selector, on: str) -> str | None:
    host = pos.faces[on]
    if target.min_tons is not None:
        if host.tons is None:
            raise UnsupportedError(f"{face.name}: the tonnage of {host.name} is not known (an inline Unit has none)")
        if host.tons < target.min_tons:
            return f"{host.name} weighs {host.tons} tons: {face.name} goes on one of {target.min_tons} tons or more"
    if target.min_base_attack is not None and host.attack < target.min_base_attack:
        return f"{host.name}'s base attack is {host.attack}: {face.name} needs at least {target.min_base_attack}"
    if target.min_attack is not None:
        now = host.attack + static_bonus(pos, on, "attack") + attachment_bonus(pos, on, "attack")
        if now < target.min_attack:
            return f"{host.name} has {now} attack: {face.name} needs at least {target.min_attack}"
    for name, wanted in ((target.with_option, True), (target.without_option, False)):
        if name is None:
            continue
        cls = _OPTIONS.get(name)
        mine = all_abilities(pos, on)
        has = (
            any(isinstance(a, cls) for a in mine)
            if cls
            else any(isinstance(a, m.Keyword) and a.name == name for a in mine) or host.has_keyword(name)
        )
        if has != wanted:
            return (
                f"{host.name} {'lacks' if wanted else 'has'} {name}: {face.name} goes on a card "
                + ("with" if wanted else "without")
                + f" {name}"
            )
    if "unpiloted" in target.states and any(
        state.on == on and is_active(state) and pos.faces[other].has_keyword("Pilot")
        for other, state in pos.cards.items()
    ):
        return f"{host.name} already has a Pilot: {face.name} goes on an unpiloted 'Mech"
    return None
