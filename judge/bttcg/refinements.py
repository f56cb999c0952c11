"""Selector refinements and states resolved the same way in a battle (``interpret_targets.matches``) and during the
turn (``turn_choices.misfit``): one function per word, each asked "why does this card not fit?" (``None``: it
fits), composed by :func:`misfit` for every refinement and state a selector has (Fireplace-style selectors: each word
narrows the cards the one before it left). A word whose meaning needs state the engine does not have raises
:class:`UnsupportedError`, naming what is missing; it never guesses.

Each function cites the rule that defines its word:

- ``patrolling`` / ``guarding``: a Unit in the Patrol region / guarding one of its player's sites (rulebook Glossary,
  Patrol region: "The region from which you can launch attacks ..."; Guard: a Unit in the Guard region guards a site);
- ``piloted`` / ``unpiloted``: a 'Mech with / without a Pilot card played on it (rulebook Glossary, Pilot: "Pilot
  cards are Command cards played on 'Mechs"; CE rulings: Pilots, one Pilot per 'Mech);
- ``other_than`` / ``not_types``: a card not of that kind ("any card in play other than a Unit", "a card other than a
  Resource or Unit"): the card's type line (rulebook p.9, card types; CE rulings: Types of Units);
- ``provides``: a card providing that asset while active (rulebook p.14, Assets; ``assets.provided_by``);
- ``on``: a card played on a card of that kind ("any Enhancement on a site"; rulebook p.24, sites: a Stockpile, a
  card under construction, a Command card in the Command Post other than an Enhancement or Pilot);
- ``alignment``: the card's alignment keyword (Glossary, Keyword: "alignment (such as Clan or Inner Sphere)");
- ``other_controller``: controlled by another player than the card chosen before it (the card's text);
- ``configuration_of_that``: an OmniMech of the same chassis as that 'Mech (``omni.not_a_configuration``);
- ``in_that_region`` / ``other``: in the same region of the same player as that card (rulebook p.14, Playing Area;
  Glossary, Region), not that card;
- ``excluding``: "not Unique" (CE rulings, Assassination), "not guarding" (Glossary, Guard);
- ``tapped`` / ``untapped`` / ``depleted``: Glossary, Tap, Untap, Deplete;
- ``after_first``: a count of all the cards but one (Berserker Warrior's text);
- the words that need a battle under way (in_mission, used_option, dealt_damage_to_that, attacking_that):
  ``refinements_battle.py``; those the engine lacks the state for: :data:`UNRESOLVED`, refused in those words.
"""

from __future__ import annotations

from judge.bttcg import refinements_cards, refinements_more, refinements_stats
from judge.bttcg.faces import CardFace
from judge.bttcg.refinements_base import Check, Where, an, face_of, the_one
from judge.bttcg.refinements_battle import attacking_that, dealt_damage_to_that, in_mission, used_option
from judge.bttcg.state import Position, UnsupportedError, under_construction
from judge.bttcg.unit_types import noun_fits
from judge.dsl import models as m

# --- what a card is --------------------------------------------------------------------------------------------

_KINDS = {"Command": "command", "Mission": "mission", "Unit": "unit"}
_ALIGNMENTS = ("Clan", "Inner Sphere")


def card_is(face: CardFace, kind: m.CardKind) -> bool:
    """Whether the card is of this type or subtype (rulebook p.9: a card's type line; the subtypes and keywords printed
    on it, such as Resource, Pilot, ComStar, Clan)."""
    if kind in _KINDS:
        return face.kind == _KINDS[kind]
    if kind == "Mech":
        return face.kind == "unit" and face.unit_type == "mech"
    if kind in _ALIGNMENTS and face.alignment is not None:
        return face.alignment == kind
    return face.has_keyword(kind)


def noun_is(where: Where, noun: m.Noun, card_id: str) -> bool:
    """Whether the card is what the noun names (CE rulings: Types of Units; a site: :func:`is_site`).

    :raises UnsupportedError: for a noun the engine does not compare with a card yet.
    """
    face = face_of(where, card_id)
    if noun == "site":
        return is_site(where.pos, card_id)
    if face is None:
        return False
    if noun in ("unit", "mech", "vehicle", "battle_armor"):
        return face.kind == "unit" and noun_fits(noun, face.unit_type)
    if noun == "command_card":
        return face.kind == "command"
    if noun == "mission_card":
        return face.kind == "mission"
    if noun == "pilot":
        return face.kind == "command" and face.has_keyword("Pilot")
    if noun == "card":
        return True
    raise UnsupportedError(f"the engine does not compare a card with '{noun.replace('_', ' ')}' yet")


def is_site(pos: Position, card_id: str) -> bool:
    """A site: a Stockpile, a card under construction, a Command card in the Command Post other than an Enhancement or
    Pilot (rulebook p.14, p.24; CE rulings: Construction Region)."""
    if card_id.endswith(".stockpile"):
        return True
    state = pos.cards[card_id]
    return under_construction(state) or (state.zone == "command_post" and pos.faces[card_id].is_site_card)


# --- the refinements -------------------------------------------------------------------------------------------


def other_than(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "any card in play other than a Unit": not of that kind (rulebook p.9, card types)."""
    assert selector.other_than is not None
    if noun_is(where, selector.other_than, card_id):
        return f"it is {an(selector.other_than)}"
    return None


def not_types(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "a card other than a Resource or Unit": of none of these types (rulebook p.9, card types)."""
    face = face_of(where, card_id)
    if face is None:
        return "a Stockpile is not a card"
    found = [k for k in selector.not_types if card_is(face, k)]
    return f"it is {an(found[0])} card" if found else None


def provides(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "any Command card that provides {P}": a card that provides that asset (rulebook p.14, Assets: only Command
    cards provide assets, while active; a card whose asset is chosen as it is activated provides the one chosen).

    :raises UnsupportedError: for a depleted card (face down: what it provides is not assumed, ``assets.py``), or one
        whose asset was chosen as it was activated and the scenario does not say which.
    """
    from judge.bttcg.assets import ASSET_NAMES, provided_by
    from judge.bttcg.turn import kinds_in

    face = face_of(where, card_id)
    wanted = selector.provides
    assert wanted is not None
    if face is None:
        return "a Stockpile provides no asset"
    state = where.pos.cards[card_id]
    letters = set(provided_by(face))
    if card_id in where.pos.chosen_assets:
        letters.add(where.pos.chosen_assets[card_id])
    elif any(isinstance(n, m.ProvidesAsset) and n.asset is None for a in face.abilities for n in kinds_in(a)):
        raise UnsupportedError(
            f"the asset {face.name} provides is chosen as it is activated: the scenario does not say which"
        )
    if wanted in letters and state.depleted:
        raise UnsupportedError(f"{face.name} is depleted (face down): whether it provides an asset is not assumed")
    return None if wanted in letters else f"it does not provide {ASSET_NAMES[wanted]}"


def on(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "any Enhancement on a site": a card played on a card of that kind (rulebook p.24: Enhancements are played on
    sites or Units; :func:`noun_is`)."""
    assert selector.on is not None
    if face_of(where, card_id) is None:
        return "a Stockpile is on nothing"
    host = where.pos.cards[card_id].on
    if host is None or not noun_is(where, selector.on, host):
        return f"it is not on {an(selector.on)}"
    return None


def alignment(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "an Inner Sphere 'Mech", "a Clan Unit": the card's alignment keyword (Glossary, Keyword).

    :raises UnsupportedError: for a card whose alignment is not given (an inline card without it in ``keywords``).
    """
    face = face_of(where, card_id)
    if face is None:
        return "a Stockpile has no alignment"
    if face.alignment is None:
        raise UnsupportedError(
            f"the alignment of {face.name} is not known (an inline card names it in 'keywords': Clan, Inner Sphere)"
        )
    return None if face.alignment == selector.alignment else f"it is {face.alignment}, not {selector.alignment}"


def other_controller(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "a Clan 'Mech and an Inner Sphere Unit controlled by different players": the card's controller is not the
    one of the card chosen just before it (the card's text).

    :raises UnsupportedError: with no card chosen before it.
    """
    if not where.chosen:
        raise UnsupportedError(
            "the engine does not resolve 'controlled by different players' with no card chosen before"
        )
    before = where.chosen[-1]
    if _controller(where.pos, card_id) == _controller(where.pos, before):
        return f"it is controlled by the player who controls {where.pos.name(before)}"
    return None


def _controller(pos: Position, card_id: str) -> str:
    """Who controls a card: ``owners`` holds the controller (control gained for a while: gain_control.py)."""
    return card_id[: -len(".stockpile")] if card_id.endswith(".stockpile") else pos.owners[card_id]


def configuration_of_that(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "any configuration of that 'Mech": an OmniMech of the same chassis (OmniMech-Pod Cache's text; CE rulings:
    OmniMechs, the configurations of one chassis: ``omni.not_a_configuration``)."""
    from judge.bttcg.omni import not_a_configuration

    that = the_one(where, "any configuration of that 'Mech")
    face = face_of(where, card_id)
    if face is None:
        return "a Stockpile is not a 'Mech"
    return not_a_configuration(where.pos.faces[that], face)


_EXCLUDED_ANYWHERE = frozenset({"unique", "guarding"})


def excluding(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "any Pilot that is not Unique" (CE rulings, Assassination: a Unique card lists the keyword Unique), "each
    blocking Unit that is not guarding" (Glossary, Guard). The other words ("that has not dealt damage", "that is not
    in the battle") are a battle's (``interpret_targets.matches``).

    :raises UnsupportedError: for one of those outside a battle."""
    face = face_of(where, card_id)
    for word in selector.excluding:
        if word == "unique" and face is not None and face.unique:
            return "it is Unique"
        if word == "guarding" and face is not None and where.pos.cards[card_id].zone == "guard":
            return "it is guarding"
        if word not in _EXCLUDED_ANYWHERE and where.battle is None:
            raise UnsupportedError(f"the engine does not resolve 'not {word.replace('_', ' ')}' outside a battle")
    return None


def turn_unchecked(selector: m.Selector) -> set[str]:
    """The refinements of the selector the turn's choices do not check (``executes.SELECTOR_FIELDS_IN_TURN``, and
    "not Unique" / "not guarding" of :func:`excluding`)."""
    from judge.bttcg.executes import SELECTOR_FIELDS_IN_TURN

    extra = set(selector.model_dump(exclude_defaults=True)) - SELECTOR_FIELDS_IN_TURN
    if set(selector.excluding) <= _EXCLUDED_ANYWHERE:
        extra.discard("excluding")
    return extra


_REGIONS = {"construction": "Construction", "patrol": "Patrol", "guard": "Patrol", "command_post": "Command Post"}
"""Rulebook p.14, Playing Area (Glossary, Region): each player's four regions, Stockpile, Construction, Command Post
and Patrol; a guarding Unit stays in its Patrol region (it guards a site from there)."""


def region(pos: Position, card_id: str) -> tuple[str, str]:
    """(whose, which region) a card is in (rulebook p.14).

    :raises UnsupportedError: for a card out of play, a Terrain card (its region is not in the scenario), or an
        Enhancement or Pilot (played on another card, not in a region of its own)."""
    if card_id.endswith(".stockpile"):
        return card_id[: -len(".stockpile")], "Stockpile"
    face, state = pos.faces[card_id], pos.cards[card_id]
    if face.kind == "command" and ({"Terrain", "Enhancement", "Pilot"} & face.keywords or state.on is not None):
        raise UnsupportedError(f"the engine does not know which region {face.name} is in")
    if state.zone not in _REGIONS:
        raise UnsupportedError(f"{face.name} is not in play: it is in no region")
    return pos.owners[card_id], _REGIONS[state.zone]


def in_that_region(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "another card in that region" (Hyperpulse Generator, after "a card in opponent's Under Construction region"):
    a card in the same region of the same player as the card named before (rulebook p.14, Playing Area)."""
    that = the_one(where, "in that region")
    if region(where.pos, card_id) != region(where.pos, that):
        return f"it is not in the region {where.pos.name(that)} is in"
    return None


def other(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "another card ...", during the turn: not the card named before (the card's text). In a battle "each other
    Unit" is measured against a group's member instead (``interpret_targets._in_group_with``)."""
    return "it is the card named before" if card_id in where.that else None


# --- "after the first": a count, not a card ------------------------------------------------------------------


def counted_selector(selector: m.Selector) -> m.Selector:
    """The selector of "for each 'Mech after the first that ...", without "after the first": the cards it reaches,
    of which :func:`after_first` drops one."""
    return selector.model_copy(update={"after_first": False})


def after_first(cards: list[str]) -> list[str]:
    """ "For each 'Mech after the first that is blocking or blocked by ...": all the cards but one (the card's text,
    Berserker Warrior: a count of the cards beyond the first). Which card is "the first" is never said, so only an
    effect done for each of them that does not name the card is executed (:func:`after_first_problem`)."""
    return cards[1:]


def after_first_problem(effect: m.ForEach) -> str | None:
    """Why "for each ... after the first" is not executed: its effects name the card ("that 'Mech"), and which card
    is the first is never said; ``None`` when they do not (only the count matters)."""
    from judge.bttcg.executes import nodes

    if any(isinstance(n, m.ThatOne) for n in nodes(effect.effects)):
        return "'after the first' with effects on each of the cards (which one is the first is not said)"
    return None


# --- the states ------------------------------------------------------------------------------------------------


def _unit(where: Where, card_id: str) -> CardFace | None:
    face = face_of(where, card_id)
    return face if face is not None and face.kind == "unit" else None


def tapped(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """A tapped card (rulebook Glossary, Tap: turned sideways to show it has been used); a Stockpile never is."""
    if face_of(where, card_id) is None or not where.pos.cards[card_id].tapped:
        return "it is not tapped"
    return None


def untapped(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """An untapped card (rulebook Glossary, Untap)."""
    if face_of(where, card_id) is None or where.pos.cards[card_id].tapped:
        return "it is tapped"
    return None


def depleted(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "Reload a depleted 'Mech": a depleted card (rulebook Glossary, Deplete: turned face down; it needs a Reload
    before it untaps)."""
    if face_of(where, card_id) is None or not where.pos.cards[card_id].depleted:
        return "it is not depleted"
    return None


def patrolling(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """A Unit in its player's Patrol region (rulebook Glossary, Patrol region)."""
    if _unit(where, card_id) is None or where.pos.cards[card_id].zone != "patrol":
        return "it is not patrolling"
    return None


def guarding(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """A Unit guarding a site: in its player's Guard region (rulebook Glossary, Guard)."""
    if _unit(where, card_id) is None or where.pos.cards[card_id].zone != "guard":
        return "it is not guarding"
    return None


def _pilots(pos: Position, card_id: str) -> list[str]:
    """The Pilot cards in play on the card (Glossary, Pilot: played on a 'Mech)."""
    return [
        c
        for c, s in pos.cards.items()
        if s.on == card_id
        and s.zone not in ("hand", "scrapheap", "stockpile")
        and pos.faces[c].kind == "command"
        and pos.faces[c].has_keyword("Pilot")
    ]


def piloted(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "one of your piloted 'Mechs": a Unit with a Pilot card on it (Glossary, Pilot)."""
    if _unit(where, card_id) is None or not _pilots(where.pos, card_id):
        return "it is not piloted"
    return None


def unpiloted(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "an unpiloted 'Mech": a Unit with no Pilot card on it (Glossary, Pilot)."""
    if _unit(where, card_id) is None or _pilots(where.pos, card_id):
        return "it is not unpiloted"
    return None


ANYWHERE: dict[str, Check] = {
    "other_than": other_than,
    "not_types": not_types,
    "provides": provides,
    "on": on,
    "alignment": alignment,
    "other_controller": other_controller,
    "configuration_of_that": configuration_of_that,
    "in_that_region": in_that_region,
    **refinements_cards.CHECKS,
    **refinements_more.ANYWHERE,
}
"""The refinements resolved in a battle and during the turn alike."""
IN_BATTLE: dict[str, Check] = {
    "in_mission": in_mission,
    "used_option": used_option,
    "dealt_damage_to_that": dealt_damage_to_that,
    "attacking_that": attacking_that,
    **refinements_cards.IN_BATTLE,
    **refinements_more.IN_BATTLE,
    **refinements_stats.IN_BATTLE,
}
TURN_ONLY: dict[str, Check] = {"other": other}
"""The refinements resolved here during the turn only (in a battle, "other" is a group's: ``interpret_targets``)."""
"""The refinements that need a battle under way (refused during the turn: nothing is involved in a mission then)."""
STATES: dict[str, Check] = {
    "tapped": tapped,
    "untapped": untapped,
    "depleted": depleted,
    "patrolling": patrolling,
    "guarding": guarding,
    "piloted": piloted,
    "unpiloted": unpiloted,
}
"""The states resolved here, in a battle and during the turn alike."""
CHECKS: dict[str, Check] = {**ANYWHERE, **IN_BATTLE}
"""Every refinement resolved here, by name (the table of ``executes.py`` names each function)."""
FIELDS = frozenset(CHECKS) | refinements_more.CHECKED_WITH
TURN_FIELDS = frozenset(ANYWHERE) | frozenset(TURN_ONLY)
TURN_STATES = frozenset(STATES) | {"under_construction"}
"""The states a choice during the turn checks (``turn_choices.misfit``: under construction; the others here)."""


def the_opponent(selector: m.Selector) -> bool:
    """ "Choose an opponent", "Choose any opponent": a player, the card's controller's opponent. A scenario has
    exactly two players (scenario format: ``players``), so it names the one opponent: no choice is left to make,
    none is asked in ``choose``. Any other selector of a player ("any player") is a real choice: refused."""
    plain = set(selector.model_dump(exclude_defaults=True)) <= {"kind", "quantifier", "noun", "owner"}
    return plain and selector.noun == "player" and selector.owner == "opponent" and selector.quantifier in _ONE


_ONE = frozenset({"a", "one", "any"})


UNRESOLVED = {
    "within_resources": "the construction cost of a card under construction, outside the turn's own checks",
    "took_structure_damage": "the structure damage a card received, known only once damage resolves",
    "min_damage_received": "the damage a card received, known only once damage resolves",
    "structure_damage": "the structure damage a card received, known only once damage resolves",
    "missile_damage_from": "which missiles hit, known only once damage resolves",
    "in_enhanced_region": "which region a Terrain card enhances",
    "legal_target": "the targets an attack under way could have had",
    "played_by_you": "the cards a player activates later in the turn",
}
"""The refinements not resolved yet, with what the engine lacks to resolve them (refused in those words)."""


def missing(name: str) -> str | None:
    """What the engine lacks to resolve this refinement everywhere (``None``: nothing)."""
    if name in UNRESOLVED:
        return f"the refinement {name} of a selector ({UNRESOLVED[name]})"
    if name in IN_BATTLE:
        return f"the refinement {name} of a selector outside a battle"
    return None


def misfit(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """Why the card does not fit the selector's refinements and states of this module (``None``: it fits each).

    :raises UnsupportedError: for a word whose meaning needs what the engine does not have (see each function).
    """
    checks = {**ANYWHERE, **IN_BATTLE} if where.battle is not None else {**ANYWHERE, **IN_BATTLE, **TURN_ONLY}
    for name in selector.model_dump(exclude_defaults=True):
        if name in checks:
            problem = checks[name](where, selector, card_id)
            if problem is not None:
                return problem
    for state in selector.states:
        if state in STATES:
            problem = STATES[state](where, selector, card_id)
            if problem is not None:
                return problem
    return None


__all__ = [
    "ANYWHERE",
    "CHECKS",
    "FIELDS",
    "IN_BATTLE",
    "STATES",
    "TURN_FIELDS",
    "TURN_STATES",
    "UNRESOLVED",
    "Where",
    "after_first",
    "after_first_problem",
    "card_is",
    "counted_selector",
    "excluding",
    "is_site",
    "misfit",
    "missing",
    "region",
    "the_opponent",
    "turn_unchecked",
]
