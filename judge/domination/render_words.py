"""The words of the Domination renderer (:mod:`judge.domination.render`): numbers, articles, the nouns a selector
names and where its cards are."""

from __future__ import annotations

from collections.abc import Sequence

from judge.dsl import domination as d

WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


class RenderError(ValueError):
    """A DSL tree the grammar has no phrasing for (built by hand, not by the parser)."""


def number_word(n: int) -> str:
    return WORDS.get(n, str(n))


def with_article(phrase: str) -> str:
    """ "a Mech", "an Infantry unit", "an additional unit", "a unit", "a Unit card"."""
    lower = phrase.lower()
    vowel = lower[:1] in "aeio" or (lower[:1] == "u" and not lower.startswith("uni"))
    return ("an " if vowel else "a ") + phrase


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


# --- nouns and selectors -----------------------------------------------------------------------------------------

UNIT_TYPES = {"mech": "Mech", "vehicle": "Vehicle", "infantry": "Infantry"}
CARD_TYPES = {"unit": "Unit", "support": "Support", "resource": "Resource", "reaction": "Reaction"}
NAMES_PLURAL = {"Infantry Platoon": "Infantry Platoons"}


def noun(selector: d.Selector, *, plural: bool = False, cards: bool = False) -> str:
    """ "Mech", "Mech or Vehicle unit", "Infantry unit", "unit", "Support or Resource card", "card", "Infantry
    Platoon" (plural: "Mechs", "units", "Unit or Support cards", "Infantry Platoons"). ``cards``: any Unit is a
    "Unit card" (in a hand, a deck, the Supply) rather than a "unit" (deployed)."""
    if selector.name is not None:
        if selector.types:
            raise RenderError("a card name with card types")
        return NAMES_PLURAL.get(selector.name, selector.name) if plural else selector.name
    types = list(selector.types)
    s = "s" if plural else ""
    if not types:
        return "card" + s
    if types == ["unit"]:
        return ("Unit card" if cards else "unit") + s
    if types == ["mech"]:
        return "Mech" + s
    if all(t in UNIT_TYPES for t in types):
        return " or ".join(UNIT_TYPES[t] for t in types) + " unit" + s
    words = [UNIT_TYPES.get(t) or CARD_TYPES[t] for t in types]
    return " or ".join(words) + " card" + s


def type_names(types: Sequence[d.CardType]) -> str:
    return " or ".join(UNIT_TYPES.get(t) or CARD_TYPES[t] for t in types)


def possessive(player: d.Player | None) -> str:
    return "his" if player == "opponent" else "your"


def zone_phrase(selector: d.Selector, preposition: str) -> str:
    if selector.zone is None:
        return ""
    where = "hand" if selector.zone == "hand" else "deployment zone"
    return f" {preposition} {possessive(selector.owner)} {where}"
