"""The decks of whole games (issue 19, "Decks"): every deck played passes ``judge deck check``.

- :func:`deck_from_file`: a deck file in the formats ``judge deck check`` reads (judge/bttcg/deckfile.py: a plain
  list or a LackeyCCG ``.dek``), its names resolved and its legality checked by the same code
  (judge/bttcg/deck.py); an illegal deck is refused with its problems (:class:`IllegalDeckError`: file, line, why).
- :func:`random_deck`, :func:`affiliations`: a legal random deck for an affiliation, seeded
  (judge/bttcg/game/random_decks.py).
- :func:`custom_card`: a custom card file as ``judge validate`` reads it (judge/cardtext/validate.py), refused with
  the validator's problems when invalid; :func:`with_card`: that card added to a deck for a playtest, in place of
  cards of the same kind so that the deck keeps its size and stays legal, refused with the reason when it cannot.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache
from pathlib import Path

from judge.bttcg.deck import Problem, Rules, allowed, check_deck
from judge.bttcg.deckfile import DeckFileError, read_deck_file
from judge.bttcg.game.deck_legality import IllegalDeckError, check, ensure_legal
from judge.bttcg.game.decks_model import Deck
from judge.bttcg.game.random_decks import (
    DEFAULT_SIZE,
    MAX_COPIES,
    DeckBuildError,
    affiliations,
    knowledge_of,
    random_deck,
)
from judge.cards.cost import CostError, parse_cost
from judge.cards.keywords import split_keywords
from judge.cards.models import ASSET_NAMES, Asset, BtCard, Printing, Source
from judge.cardtext.validate import MAX_UPLOAD_BYTES, CardFileError, validate_upload
from judge.importers.yamlfile import YamlDocument
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool


def deck_from_file(path: Path, pool: KnowledgeBase | CardPool, *, universe: bool = True) -> Deck:
    """The deck in ``path``, legal under ``judge deck check``'s rules (Universe Deck Construction on unless
    ``universe`` is false, as ``judge deck check --no-universe``). Its affiliation is the one it states (``None``
    when it states none: ``judge deck check`` then answers with the affiliations that make it legal).

    :raises DeckFileError: for a file that does not read or a name that designates no card (file, line, reason);
        :class:`IllegalDeckError` (a ``DeckFileError``) for a deck that is not legal, with every problem.
    """
    knowledge = knowledge_of(pool)
    listed = read_deck_file(path)
    report = check_deck(listed, knowledge, universe=universe)
    if not report.legal:
        raise IllegalDeckError(listed.source, report.problems)
    cards = tuple(entry.card for entry in report.entries for _ in range(entry.line.copies))
    return Deck(listed.source, cards, report.affiliation)


class CustomCardError(ValueError):
    """A custom card file refused: the file, and each problem with its line and field."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems
        super().__init__(f"{source}: not a valid custom card: {'; '.join(problems)}")


def custom_card(path: Path) -> BtCard:
    """The one BattleTech TCG card of a custom card file (``judge validate``'s format, judge/cardtext/validate.py),
    at most the validator's upload size. A Resource's assets are its keywords naming an asset (``Munitions``), as
    inline scenario cards say them (judge/bttcg/assets.py).

    :raises CustomCardError: for a file that does not read, holds no card or several, or a card the validator
        finds a problem with (each problem with its line and field).
    """
    source = str(path)
    data = _read_bounded(path)
    try:
        reports = validate_upload(data, source)
    except CardFileError as exc:
        raise CustomCardError(source, [_where(exc.line, exc.field, exc.message)]) from None
    if len(reports) != 1:
        raise CustomCardError(source, [f"the file holds {len(reports)} cards; a playtest adds one card"])
    report = reports[0]
    doc = YamlDocument(data.decode("utf-8").removeprefix("\ufeff"))  # read above: valid UTF-8 and YAML
    fields = doc.data["cards"][0] if "cards" in doc.data else doc.data
    if fields.get("game") == "mechchess" or report.design is not None:
        raise CustomCardError(source, ["a Mech chess unit, not a BattleTech TCG card"])
    errors = [_where(p.line, p.field, p.message) for p in report.problems if p.severity == "error"]
    if errors:
        raise CustomCardError(source, errors)
    return _card(fields, source, doc.line_of(["cards", 0] if "cards" in doc.data else []))


def _read_bounded(path: Path) -> bytes:
    try:
        if not path.is_file():
            raise CustomCardError(str(path), ["no such file" if not path.exists() else "not a regular file"])
        if path.stat().st_size > MAX_UPLOAD_BYTES:
            raise CustomCardError(str(path), [f"a custom card file is limited to {MAX_UPLOAD_BYTES} bytes"])
        return path.read_bytes()
    except OSError as exc:
        raise CustomCardError(str(path), [f"cannot read the file: {exc.strerror or exc}"]) from None


def _where(line: int | None, field: str | None, message: str) -> str:
    parts = [f"line {line}" if line is not None else "", f"field {field!r}" if field else ""]
    where = ", ".join(p for p in parts if p)
    return f"{where}: {message}" if where else message


_ASSET_WORDS: dict[str, Asset] = {name.casefold(): letter for letter, name in ASSET_NAMES.items()}


def _card(fields: dict[str, object], source: str, line: int | None) -> BtCard:
    """The validated fields as a pool card."""
    card_type = str(fields["type"])
    raw = fields.get("keywords") or []
    words = [str(w) for w in raw] if isinstance(raw, list) else []
    provides = [_ASSET_WORDS[w.casefold()] for w in words if w.casefold() in _ASSET_WORDS]
    split = split_keywords(" - ".join([card_type, *(w for w in words if w.casefold() not in _ASSET_WORDS)]))
    cost_text = fields.get("cost")
    try:
        cost = parse_cost(str(cost_text)) if cost_text is not None else None
    except CostError as exc:  # the validator has refused it already
        raise CustomCardError(source, [str(exc)]) from None
    text = fields.get("text")
    text = text if isinstance(text, str) else ""
    name = str(fields["name"]).strip()
    speed = fields.get("speed")

    def number(key: str) -> int | None:
        value = fields.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    return BtCard(
        name=name,
        card_type=card_type,  # the validator checked it
        subtypes=split.subtypes,
        unique=split.unique,
        alignment=split.alignment,
        affiliations=split.affiliations,
        cost=cost,
        provides=provides,
        attack=number("attack"),
        armor=number("armor"),
        structure=number("structure"),
        speed=speed if speed in ("slow", "moderate", "fast") else None,
        mass=number("mass"),
        text=text,
        printings=[Printing(set=None, name=name, text=text, source=Source(document=source, line=line))],
    )


def _part(card: BtCard) -> str:
    """The part of a deck a card fills (rulebook p.37, "Tuning Your Deck": Units, Resources, Mission cards, other
    Command cards); a Unit that isn't a 'Mech is its own part (at most 10: rulebook p.36)."""
    if card.card_type == "Unit":
        return "mech" if "'Mech" in card.subtypes else "other unit"
    if card.card_type == "Command" and "Resource" in card.subtypes:
        return "resource"
    return str(card.card_type)


@cache
def _rulings_only() -> KnowledgeBase:
    """The rulings with the built-in cards: all the legality of a deck whose cards are known needs."""
    return KnowledgeBase.from_pool(CardPool.load(include_saved=False, include_env=False))


def with_card(
    deck: Deck, card: BtCard, copies: int | None = None, *, pool: KnowledgeBase | CardPool | None = None
) -> Deck:
    """The deck with ``copies`` copies of ``card`` (default: one of a Unique card, else :data:`MAX_COPIES`), in
    place of as many cards of the same part of the deck (:func:`_part`; the cards with the most copies first, the
    last in the deck first), so that the deck keeps its size (the playtest compares it with and without the card)
    and stays legal (checked by ``judge deck check``'s rules). ``pool`` gives the rulings the rules are read from
    (default: those of the built-in cards; the deck's cards are known already, none is looked up).

    :raises IllegalDeckError: with the reason, when the card cannot be in a legal deck this way: a Unique card more
        than once (rulebook p.13), a card the deck's affiliation cannot take (rulebook p.36), too few cards of its
        part to replace, more than 10 Units that aren't 'Mechs (rulebook p.36).
    """
    knowledge = knowledge_of(pool) if pool is not None else _rulings_only()
    rules = Rules.load(knowledge)
    wanted = (rules.unique_max if card.unique else MAX_COPIES) if copies is None else copies
    source = f"{deck.name} with {card.name}"

    def refuse(message: str, *rules_cited: str) -> IllegalDeckError:
        return IllegalDeckError(source, [Problem("playtest", message, list(rules_cited), card=card.name)])

    if isinstance(wanted, bool) or not isinstance(wanted, int) or not 1 <= wanted <= rules.max_size:
        raise refuse(f"{wanted!r} copies; a deck takes 1 to {rules.max_size} copies of a card")
    already = sum(c.slug == card.slug for c in deck.cards)
    if card.unique and already + wanted > rules.unique_max:
        raise refuse(
            f"a Unique card: a deck has at most {rules.unique_max} copy ({already} in the deck already, "
            f"{wanted} asked)",
            rules.unique_rule,
        )
    if deck.affiliation is not None and not allowed(card, rules, deck.affiliation):
        raise refuse(
            f"a {deck.affiliation} deck cannot take it ({card.type_line}): Universe Deck Construction",
            "rulebook/universe-deck-construction-5",
        )
    kept = _replace(deck, card, wanted, refuse)
    result = Deck(deck.name + f"+{card.slug}", (*kept, *([card] * wanted)), deck.affiliation)
    ensure_legal(result, knowledge)
    return result


def _replace(deck: Deck, card: BtCard, wanted: int, refuse: Callable[[str], IllegalDeckError]) -> list[BtCard]:
    """The deck's cards without ``wanted`` cards of the card's part (other cards than itself), each time one of the
    card with the most copies left, the last in the deck among them."""
    part = _part(card)
    same = [i for i, c in enumerate(deck.cards) if _part(c) == part and c.slug != card.slug]
    if len(same) < wanted:
        raise refuse(f"the deck has {len(same)} other cards of its part ({part}) to replace; {wanted} asked")
    counts = Counter(deck.cards[i].slug for i in same)
    dropped: set[int] = set()
    for _ in range(wanted):
        index = max((i for i in same if i not in dropped), key=lambda i: (counts[deck.cards[i].slug], i))
        dropped.add(index)
        counts[deck.cards[index].slug] -= 1
    return [c for i, c in enumerate(deck.cards) if i not in dropped]


__all__ = [
    "DEFAULT_SIZE",
    "MAX_COPIES",
    "CustomCardError",
    "Deck",
    "DeckBuildError",
    "DeckFileError",
    "IllegalDeckError",
    "affiliations",
    "check",
    "custom_card",
    "deck_from_file",
    "random_deck",
    "with_card",
]
