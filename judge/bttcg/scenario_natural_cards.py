"""The cards of a scenario told in everyday English (:mod:`judge.bttcg.scenario_natural`): card phrases as players
write them ("Brian's fast Mech with attack 7, armor 0 and structure 5", "Melissa's Sunder", "the Sunder", "his
Raider (7/0/5)", "Centurion (CN9-D)") read into :class:`Phrase`, and the :class:`Registry` of the cards they name,
each written back in the controlled English of ``grammar/scenario.lark`` with an explicit id.

Defaults where the rules have them (README, "Everyday English"): a card's owner is the player whose name or pronoun
stands before it; a Unit said to attack belongs to the attacking player, a Unit blocking or attacked to the other one
(rulebook p.24: only your own Units attack, the opponent blocks and is attacked); a Mission card played is in its
player's hand. A Unit written out needs its speed, type, attack, armor and structure: the rules give none of them a
default (rulebook p.10, "Unit Cards"), so a missing one is refused, naming it.
"""

from __future__ import annotations

import copy
import difflib
import json
import re
from dataclasses import dataclass, field
from typing import Any

from judge.bttcg.scenario_names import slug_id
from judge.bttcg.scenario_natural_phrases import (
    Desc,
    NaturalError,
    Phrase,
    parse_phrase,
)
from judge.cards.names import fold, split_code


@dataclass
class Card:
    id: str
    owner: str
    name: str | None
    desc: Desc | None
    line: int
    zone: str | None = None
    guarding: str | None = None
    damage: int | None = None
    states: list[str] = field(default_factory=list)
    external: bool = False
    """Introduced by a controlled-English sentence of the text (not written by the registry)."""

    def label(self) -> str:
        if self.name:
            return self.name
        kind = self.desc.type if self.desc and self.desc.type else "Unit"
        return f"{self.owner}'s {kind}"


class Registry:
    """The cards the text names, in the order they are first named, each with an explicit id."""

    def __init__(self, players: list[str]) -> None:
        self.players = players
        self.cards: list[Card] = []

    def find(self, phrase: Phrase, owner: str | None) -> Card | None:
        """The card ``phrase`` names among those already named (``owner``: the phrase's owner when known)."""
        mine = [c for c in self.cards if owner is None or c.owner == owner]
        if phrase.name is not None:
            wanted = fold(phrase.name)
            for exact in (True, False):
                found = [
                    c
                    for c in mine
                    if c.name
                    and (
                        fold(c.name) == wanted if exact else fold(split_code(c.name)[0]) == fold(split_code(wanted)[0])
                    )
                ]
                if len(found) == 1:
                    return found[0]
                if len(found) > 1:
                    raise NaturalError(f'{phrase.name!r} names several cards: say whose ("Melissa\'s {phrase.name}")')
            return None
        if phrase.desc.type is not None and not _has_stats(phrase.desc):
            found = [c for c in mine if c.desc is not None and c.desc.type == phrase.desc.type]
            if len(found) == 1:
                return found[0]
        return None

    def add(self, phrase: Phrase, owner: str, line: int) -> Card:
        """A card named for the first time. :raises NaturalError: see :meth:`check_new`."""
        self.check_new(phrase)
        return self._add(phrase, owner, line)

    def check_new(self, phrase: Phrase) -> None:
        """:raises NaturalError: for a new name a letter or two from a card's already named (a misspelling is not a
        new card)."""
        if phrase.name is not None:
            known = {fold(c.name): c.name for c in self.cards if c.name}
            close = difflib.get_close_matches(fold(phrase.name), list(known), n=1, cutoff=0.8)
            if close:
                raise NaturalError(
                    f"{phrase.name!r} is not a card named before; is it {known[close[0]]!r}? (a card is named the "
                    "same way each time)"
                )

    def _add(self, phrase: Phrase, owner: str, line: int) -> Card:
        base = phrase.name or (phrase.desc.type or "unit").lstrip("'").replace(" ", "-")
        ids = {c.id for c in self.cards}
        card_id, n = slug_id(split_code(base)[0] if phrase.name else base), 2
        stem = card_id
        while card_id in ids:
            card_id, n = f"{stem}-{n}", n + 1
        desc = phrase.desc if phrase.desc.says_unit() or phrase.name is None else None
        card = Card(card_id, owner, phrase.name, desc, line)
        self._states(card, phrase.desc)
        self.cards.append(card)
        return card

    def external(self, name: str, owner: str, card_id: str | None) -> None:
        """A card a controlled-English sentence introduces: named, not written again (references to it are by its
        id, or by its name in quotes)."""
        ref = card_id or json.dumps(name, ensure_ascii=False)
        self.cards.append(Card(ref, owner, name, None, 0, external=True))

    def describe(self, card: Card, desc: Desc) -> None:
        """What a later phrase says of ``card`` ("Raider is a fast 'Mech with ...")."""
        if desc.says_unit():
            if card.desc is None:
                card.desc = Desc()
            for key in ("speed", "type", "attack", "armor", "structure"):
                value = getattr(desc, key)
                if value is not None:
                    if getattr(card.desc, key) not in (None, value):
                        raise NaturalError(f"{card.label()}'s {key} is given twice")
                    setattr(card.desc, key, value)
            card.desc.text += [t for t in desc.text if t not in card.desc.text]
        self._states(card, desc)

    @staticmethod
    def _states(card: Card, desc: Desc) -> None:
        if desc.damage is not None:
            card.damage = desc.damage
        card.states += [s for s in desc.states if s not in card.states]

    def sentences(self) -> dict[int, list[str]]:
        """Each card's controlled-English sentence, by the line that first named it.

        :raises NaturalError: for a Unit written out without its speed, type or a stat.
        """
        out: dict[int, list[str]] = {}
        for card in self.cards:
            if not card.external:
                out.setdefault(card.line, []).append(self._sentence(card))
        return out

    def _sentence(self, card: Card) -> str:
        owner = quote_player(card.owner)
        name = f" {json.dumps(card.name, ensure_ascii=False)}" if card.name else ""
        if card.desc is None:
            head = f"{owner} has{name} (id {card.id})"
            extras: list[str] = []
        else:
            stats = [key for key in ("attack", "armor", "structure") if getattr(card.desc, key) is None]
            if card.desc.speed is not None and card.desc.type is not None and stats:
                raise self._missing(card, " and ".join(stats))
            head = f"{owner} has a {self._speed(card)} {self._type(card)}{name} (id {card.id})"
            extras = [f"{key} {self._stat(card, key)}" for key in ("attack", "armor", "structure")]
            extras += [f"text {json.dumps(' '.join(card.desc.text), ensure_ascii=False)}"] if card.desc.text else []
        place = {
            "patrol": " on patrol",
            "hand": " in hand",
            "construction": " in construction",
            "guard": " on guard",
            "scrapheap": " in the scrapheap",
        }.get(card.zone or "", "")
        if card.guarding:
            place = f" on guard over {card.guarding}"
        states = list(card.states) + ([f"with {card.damage} damage"] if card.damage else [])
        tail = ""
        if extras:
            tail = " with " + ", ".join(extras[:-1]) + " and " + extras[-1] if len(extras) > 1 else " with " + extras[0]
        return f"{head}{tail}{place}{', ' + ', '.join(states) if states else ''}."

    def _missing(self, card: Card, what: str) -> NaturalError:
        said = (
            card.label()
            if card.name
            else f"{card.owner}'s {card.desc.type if card.desc and card.desc.type else 'Unit'}"
        )
        return NaturalError(
            f"{said} is written out without its {what}: a Unit's speed, type, attack, armor and structure have no "
            f"default (rulebook p.10, 'Unit Cards'); write e.g. \"{said} with attack <n>, armor <n> and "
            'structure <n>", or name a card of the pool',
            card.line,
        )

    def _speed(self, card: Card) -> str:
        assert card.desc is not None
        if card.desc.speed is None:
            raise self._missing(card, "speed (slow, moderate or fast)")
        return card.desc.speed

    def _type(self, card: Card) -> str:
        assert card.desc is not None
        if card.desc.type is None:
            raise self._missing(card, "type ('Mech, vehicle or battle armor)")
        return card.desc.type

    def _stat(self, card: Card, key: str) -> int:
        assert card.desc is not None
        value = getattr(card.desc, key)
        if value is None:
            raise self._missing(card, key)
        return int(value)


@dataclass
class Sentence:
    line: int
    column: int
    text: str
    question: bool
    end: tuple[int, int] = (0, 0)
    """The line and column just past the sentence."""


class Context:
    """What the sentences read so far have said: the players, the cards, who attacks, the last acting player."""

    def __init__(self, players: list[str]) -> None:
        self.players = players
        self.registry = Registry(players)
        self.subject: str | None = None
        self.speaker: str | None = None
        """The player this sentence is about ("Brian attacks ..."): whom "his" and "her" stand for."""
        self.last_card: Card | None = None
        self.last_listed: list[str] = []
        self.last_stockpile: str | None = None
        """The player whose Stockpile was said last ("Melissa has 4 cards left in her Stockpile"): what "it" stands
        for when no card is named yet."""
        """The card ids of the last list of cards introduced ("Brian has two fast 'Mechs, Raider ... and Wasp ..."):
        what "both" and "the two" stand for."""
        self.assets: dict[str, set[str]] = {}
        self.attacker: str | None = None
        self.out: dict[int, list[str]] = {}
        self.sentence: Sentence | None = None

    def snapshot(self) -> tuple[Any, ...]:
        """What a sentence may change, to be put back when it is not placed after all."""
        return copy.deepcopy((self.out, self.registry.cards, self.assets)), self.subject, self.attacker, self.last_card

    def restore(self, saved: tuple[Any, ...]) -> None:
        (self.out, self.registry.cards, self.assets), self.subject, self.attacker, last = saved
        self.last_card = next((c for c in self.registry.cards if last is not None and c.id == last.id), None)

    def error(self, message: str, suggestion: str | None = None) -> NaturalError:
        where = self.sentence
        return NaturalError(message, where.line if where else None, where.column if where else None, (), suggestion)

    def emit(self, text: str) -> None:
        assert self.sentence is not None
        self.out.setdefault(self.sentence.line, []).append(text)

    def player(self, word: str) -> str:
        """The player ``word`` names (a name, or "he"/"she"/"they": the last player who acted)."""
        if word.casefold() in ("he", "she", "they", "then he", "then she", "then they"):
            if self.subject is None:
                raise self.error(f"{word!r}: no player has acted yet for it to stand for: say who")
            return self.subject
        found = [p for p in self.players if p.casefold() == word.casefold()]
        if not found:
            raise self.error(f"{word!r} is not a player (the players are {' and '.join(self.players) or 'not known'})")
        self.subject = self.speaker = found[0]
        return found[0]

    def other(self, player: str) -> str:
        others = [p for p in self.players if p != player]
        if len(others) != 1:
            raise self.error(f"the other player than {player} is not known: name both players")
        return others[0]

    def owner_of(self, phrase: Phrase, default: str | None) -> str | None:
        if phrase.owner is not None:
            if phrase.owner in self.players:
                return phrase.owner
            raise self.error(
                f"{phrase.owner!r} is not a player (the players are {' and '.join(self.players) or 'not known'})"
            )
        if phrase.pronoun in ("my", "your", "our"):
            raise self.error(
                f"{phrase.pronoun!r}: say whose by the player's name (\"<player>'s {phrase.name or 'Unit'}\")"
            )
        if phrase.pronoun in ("his", "her", "their"):
            # the player the sentence is about; else the one the rules make the owner here (an attack's target is
            # the opponent's, rulebook p.24); else nobody can say
            owner = self.speaker or default
            if owner is None:
                raise self.error(f"whose is '{phrase.pronoun} {phrase.name or 'Unit'}'? say the player's name")
            return owner
        return default

    def card(self, text: str, default_owner: str | None, *, stockpile: bool = False) -> Card | str:
        """The card (or, where ``stockpile``, the Stockpile ``"<player>'s Stockpile"``) that ``text`` names, named
        now if it was not before."""
        if text.strip().casefold() in ("it", "them", "that unit", "that 'mech", "that mech"):
            if self.last_card is None:
                raise self.error(f"{text.strip()!r}: no card is named before it for it to stand for")
            return self.last_card
        phrase = parse_phrase(text)
        owner = self.owner_of(phrase, default_owner if phrase.owner is None else None)
        if phrase.stockpile:
            if not stockpile:
                raise self.error(f"{text!r} is a Stockpile: a card is needed here")
            if owner is None:
                raise self.error(f'whose Stockpile is {text!r}? say "Melissa\'s Stockpile"')
            if phrase.count is not None:
                self.emit(f"{quote_player(owner)}'s Stockpile has {phrase.count} cards.")
            return f"{quote_player(owner)}'s Stockpile"
        found = self.registry.find(phrase, phrase.owner and owner)
        if found is not None:
            self.registry.describe(found, phrase.desc)
            self.last_card = found
            return found
        self.registry.check_new(phrase)
        if owner is None:
            what = phrase.name or "the Unit"
            raise self.error(f'whose is {what!r}? say whose it is ("<player>\'s {what}") or introduce it first')
        assert self.sentence is not None
        self.last_card = self.registry.add(phrase, owner, self.sentence.line)
        return self.last_card

    def ref(self, text: str, default_owner: str | None, *, stockpile: bool = False) -> str:
        found = self.card(text, default_owner, stockpile=stockpile)
        return found if isinstance(found, str) else found.id


def _has_stats(desc: Desc) -> bool:
    return any(v is not None for v in (desc.attack, desc.armor, desc.structure)) or bool(desc.text)


def quote_player(name: str) -> str:
    return name if re.fullmatch(r"[^\s,.\"']+", name) else json.dumps(name, ensure_ascii=False)


__all__ = [
    "Card",
    "Context",
    "Registry",
    "Sentence",
    "quote_player",
]
