"""What the card-text transformers share (one transformer per grammar file: :mod:`.transform_selectors`,
:mod:`.transform_conditions`, :mod:`.transform_effects`, :mod:`.transform_triggers`, :mod:`.transformers`): the
sentences that qualify the ability before them, the tables of phases, durations and die ranges, and the composition
of the transformers along the chain of ``%import`` of the grammars."""

from __future__ import annotations

from typing import Any, TypeVar

from lark import Token, Transformer
from lark.visitors import merge_transformers

from judge.dsl import models as m


class BareOrdinal:
    """ "the second" with no noun: the card of the same kind as "the first ..." before it in the sentence (the rule
    that names both resolves it)."""

    def __init__(self, word: str, index: int) -> None:
        self.word = word
        self.index = index


class Attachment:
    """A sentence that qualifies the ability before it: a timing restriction (``conditions``), a rider effect
    (``effects``, such as "If that Unit receives 5 or more damage, scrap this card.") or a further branch of the die
    roll before it (``branch``)."""

    def __init__(
        self,
        conditions: list[Any] | None = None,
        effects: list[Any] | None = None,
        branch: Any = None,
        otherwise: list[str] | None = None,
        amend: Any = None,
        use: bool = False,
    ) -> None:
        self.conditions = conditions or []
        self.use = use
        """The conditions are a use restriction ("Use this ability only during a mission."): the ability before it
        is one its controller uses, not one always on."""
        self.effects = effects or []
        self.branch = branch
        self.otherwise = otherwise or []
        """What happens if the upkeep before it is not paid ("If you cannot pay this cost, scrap ~.")."""
        self.amend = amend
        """A change to the last effect of a kind before it: ``(kind, update)`` ("If a Unit had already assigned
        damage, this random assignment replaces the original one." amends the damage assignment before it)."""


class LimitAttachment(Attachment):
    """ "You cannot scrap more than two cards in this way.": the most cards scrapped for the effect repeated for
    each card scrapped in the ability before it; the parser puts it into that effect's ``max``."""

    def __init__(self, most: int) -> None:
        super().__init__()
        self.most = most


class OtherwiseAttachment(Attachment):
    """ "Otherwise, ...": what happens when the condition of the last rider before it ("If that card is a Mission
    card, ...") does not hold; the parser puts the effects into that rider's ``otherwise``."""

    def __init__(self, otherwise_effects: list[Any]) -> None:
        super().__init__()
        self.otherwise_effects = otherwise_effects


def as_cards(effects: list[Any]) -> list[Any]:
    """The effects with "it" / "them" read as the cards the sentence is about: the card revealed or looked at, the
    cards scrapped from a Stockpile."""

    def card(target: Any) -> Any:
        if isinstance(target, m.ThatOne) and target == m.ThatOne():  # "it": the card, not a Unit
            return target.model_copy(update={"noun": "card"})
        return target

    return [e.model_copy(update={"target": card(e.target)}) if hasattr(e, "target") else e for e in effects]


def duration_of(token: Token) -> m.Until:
    text = str(token).lower()
    if text.startswith(("during", "next turn")):  # the opponent's turn after this one
        return "their_next_turn"
    if "next turn" in text:
        return "your_next_turn"
    if text.endswith("deploy a card"):
        return "you_deploy"
    if text.endswith("mission"):
        return "end_of_mission"
    if text.endswith("battle"):
        return "end_of_battle"
    if text.endswith("game"):
        return "end_of_game"
    if text.endswith("your turn"):
        return "end_of_your_turn"
    return "end_of_turn"


def others_scrapped(scope: Token) -> m.ScrapOthers:
    if str(scope).startswith("Terrain"):
        return m.ScrapOthers(subtype="Terrain", scope="region")
    return m.ScrapOthers(subtype="Faction", scope="yours")


def die_range_of(token: Token) -> tuple[int, int]:
    numbers = [int(n) for n in str(token).replace("–", "-").replace(" ", "").split("-")]
    low, high = numbers[0], numbers[-1]
    if low > high:
        raise ValueError(f"die range {token} runs backwards")
    return low, high


PHASES = {
    "Untap": "untap",
    "Draw": "draw",
    "Deploy": "deploy",
    "Repair/Reload": "repair_reload",
    "Missions": "missions",
    "End": "end",
    "End of Turn": "end",  # the rulebook's name of the phase (p.33, End of Turn Phase)
}


def resolve_for(card_type: str | None, effects: list[Any]) -> m.Resolve | m.Static:
    """Plain effects as an ability: a Mission's resolution, another card's static ability."""
    if card_type == "Mission":
        return m.Resolve(effects=effects)
    return m.Static(effects=effects)


T = TypeVar("T", bound=Transformer[Token, Any])


def compose(base: T, **imported: Transformer[Token, Any]) -> T:
    """``base`` (the transformer of a grammar) with the transformers of the grammars it imports, as Lark's
    ``merge_transformers`` does it (``examples/composition``): their methods under ``<grammar>__<rule>`` for the rules
    the import prefixes. The rules a grammar imports by name keep their names, and so do the names it passes on from
    the grammars below it: every method is also registered under its own name, unless ``base`` has one of that name.
    Rule names are unique across the card-text grammars (``tests/test_cardtext_grammars.py``)."""
    merge_transformers(base, **imported)  # type: ignore[no-untyped-call]
    for transformer in imported.values():
        for name in dir(transformer):
            if name.startswith("_") or name == "transform" or hasattr(base, name):
                continue
            method = getattr(transformer, name)
            if callable(method):
                setattr(base, name, method)
    # the base's own methods bound once: Lark looks a rule's method up on each node, and a method of a class under
    # ``v_args`` is wrapped anew at each lookup (the wrapping is a third of the transformer's time)
    for name in dir(type(base)):
        if not name.startswith("_") and name != "transform" and name not in vars(base):
            method = getattr(base, name)
            if callable(method):
                setattr(base, name, method)
    return base
