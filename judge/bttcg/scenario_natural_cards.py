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
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judge.bttcg.scenario_names import slug_id
from judge.bttcg.scenario_text_errors import ScenarioTextError
from judge.cards.names import fold, split_code

SPEED = r"(?:slow|moderate|fast)"
UNIT_TYPE = r"(?:['’]?mech|battlemech|vehicle|battle[ -]armou?r)"
TYPE_OF = {"mech": "'Mech", "battlemech": "'Mech", "vehicle": "vehicle", "battle armor": "battle armor"}
STAT_WORDS = ("attack", "armor", "armour", "structure")
OPTION_TEXT = {"jump": "Jump (-1 attack: +1 initiative)"}
"""Unit options whose whole wording the rulebook gives (p.31): ``with Jump`` is that text."""

_LEAD = re.compile(
    r"^(?:(?:the|a|an|one)\s+)?(?:(?P<owner>[^\s',.]+)['’]s\s+|(?P<pron>his|her|their|its|my|your|our)\s+)?(?:(?:the|a|an)\s+)?",
    re.IGNORECASE,
)
_KIND = re.compile(rf"^(?:(?P<speed>{SPEED})\s+)?(?:(?P<type>{UNIT_TYPE})(?=[\s,(]|$)\s*)?", re.IGNORECASE)
_CODE = re.compile(r"^\((?P<code>[A-Z0-9]+(?:-[A-Z0-9]+)+|CE)\)", re.IGNORECASE)
_STAT = re.compile(
    r"^(?:(?P<k1>attack|armou?r|structure)(?:\s+of)?\s+(?P<n1>\d+)|(?P<n2>\d+)\s+(?P<k2>attack|armou?r|structure))$",
    re.IGNORECASE,
)
_TRIPLE = re.compile(r"^(?P<a>\d+)\s*/\s*(?P<r>\d+)\s*/\s*(?P<s>\d+)$")
_MISSILE = re.compile(r"^missiles?\s+(?P<n>\d+)$", re.IGNORECASE)
_ALPHA = re.compile(r"^alpha[ -]strike:?\s*\+?(?P<n>\d+)(?:\s+attack)?$", re.IGNORECASE)
_OVERHEAT = re.compile(r"^overheat\s+(?P<x>\d+):?\s*\+?(?P<y>\d+)(?:\s+attack)?$", re.IGNORECASE)
_DAMAGE = re.compile(
    r"^(?:already\s+)?(?P<n>\d+)\s+damage(?:\s+counters?)?(?:\s+on\s+it)?(?:\s+already)?$", re.IGNORECASE
)
_STATE = re.compile(r"^(?:tapped|depleted)$", re.IGNORECASE)
_APPOSITION = re.compile(rf"^(?:a|an)\s+(?P<kind>(?:{SPEED}\s+)?{UNIT_TYPE})(?P<rest>(?:\s.*)?)$", re.IGNORECASE)
_LIST_SPLIT = re.compile(r"\s*,\s*and\s+|\s*,\s*|\s+and\s+|\s+/\s+|\s+with\s+", re.IGNORECASE)
_COUNTED = re.compile(
    rf"^(?P<lead>(?:[^\s',.]+['’]s\s+|his\s+|her\s+|their\s+)?)(?:two|three|four|five|\d+)\s+"
    rf"(?P<kind>(?:{SPEED}\s+)?{UNIT_TYPE})s?\s*[:,]?\s+(?P<rest>.+)$",
    re.IGNORECASE,
)
_STATE_WORDS = re.compile(r"^(?P<states>(?:(?:tapped|depleted|damaged)\s+)+)", re.IGNORECASE)


class NaturalError(ScenarioTextError):
    """A phrase the everyday-English reader cannot place: where and why (and, when it can be said with the user's own
    words, the phrasing that would read)."""

    unplaced = False
    """A whole sentence that no construction places (not a phrase inside a placed sentence)."""
    span: tuple[tuple[int, int], tuple[int, int]] = ((0, 0), (0, 0))
    """Where that sentence is: (line, column) of its start and just past its end."""


@dataclass
class Desc:
    """A Unit written out: what the phrase says of it (``None``: not said)."""

    speed: str | None = None
    type: str | None = None
    attack: int | None = None
    armor: int | None = None
    structure: int | None = None
    text: list[str] = field(default_factory=list)
    damage: int | None = None
    states: list[str] = field(default_factory=list)

    def says_unit(self) -> bool:
        return any(v is not None for v in (self.speed, self.type, self.attack, self.armor, self.structure)) or bool(
            self.text
        )


@dataclass
class Phrase:
    """A card phrase: whose (a player's name, or a pronoun), the card's name (``None``: a Unit told only by its
    description) and what it says of the card."""

    owner: str | None
    pronoun: str | None
    name: str | None
    desc: Desc
    stockpile: bool = False
    count: int | None = None
    """``Melissa's Stockpile (2 cards left)``: the Stockpile's size."""


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


def counted_list(text: str) -> bool:
    """Whether ``text`` is a counted list ("two fast 'Mechs, Raider (7/0/5) and Wasp (7/0/5)")."""
    return _COUNTED.match(text) is not None


def split_list(text: str) -> list[str]:
    """``"Raider and Brian's Wasp (7/0/5)"`` → the phrases of a list; a stat item ("armor 0 and structure 5") stays
    with the phrase it describes, and nothing in parentheses is split."""
    counted = _COUNTED.match(text)
    if counted:  # "two fast 'Mechs: Raider (7/0/5) and Wasp (7/0/5)": each is one
        return [f"{counted['lead']}{counted['kind']} {part}" for part in split_list(counted["rest"])]
    merged: list[str] = []
    for part in split_items(text):
        apposed = _APPOSITION.match(part)
        described = re.match(r"^(?:a|an)\s+(?P<desc>.+)$", part, re.IGNORECASE)
        if merged and _is_item(part):
            merged[-1] += ", " + part
        elif merged and described and _is_item(described["desc"]) and re.fullmatch(r"[^(),]+", merged[-1]):
            # "Raider, a 7/0/5 fast 'Mech": the description of the name before it
            merged[-1] += f" ({described['desc']})"
        elif merged and apposed and re.fullmatch(r"[^(),]+", merged[-1]):
            # "Raider, a fast Mech with 7 attack": the description of the name before it
            lead = _LEAD.match(merged[-1])
            assert lead is not None
            rest = apposed["rest"]
            joined = rest if not rest.strip() or re.match(r"^\s*(?:with\b|\()", rest, re.I) else f",{rest}"
            merged[-1] = f"{merged[-1][: lead.end()]}{apposed['kind']} {merged[-1][lead.end() :]}{joined}"
        else:
            merged.append(part)
    return merged


def split_items(text: str) -> list[str]:
    """The items of a list (``"attack 7, armor 0 and structure 5"``), split at commas and "and" outside
    parentheses."""
    depth, parts, start = 0, [], 0
    masked = []
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        masked.append(ch if depth == 0 else "\0")
    flat = "".join(masked)
    for match in _LIST_SPLIT.finditer(flat):
        parts.append(text[start : match.start()])
        start = match.end()
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def _is_item(text: str) -> bool:
    return bool(describe_item(text.strip(), Desc(), probe=True))


_STAT_ONE = re.compile(r"\s*(?:(?:attack|armou?r|structure)\s*:?\s*\d+|\d+\s+(?:attack|armou?r|structure))", re.I)
_STAT_RUN = re.compile(rf"(?:{_STAT_ONE.pattern}){{2,3}}\s*", re.I)
_MAX_COMPOUND = 60
"""Longest item read as two items without a comma between them."""


def describe_item(item: str, desc: Desc, *, probe: bool = False, compound: bool = True) -> bool:
    """Adds ``item`` ("attack 7", "7/0/5", "fast", "'Mech", "Jump", "Missile 2", "tapped") to ``desc``; ``False`` for
    an item that is none of them. With ``compound``, an item may also be two of them without a comma between ("fast
    'Mech 7/0/5"); never more (each split point tried once: the work stays linear in the item's length)."""
    low = item.casefold().strip()
    if m := _STAT.match(item):
        key = (m["k1"] or m["k2"]).casefold().replace("armour", "armor")
        if not probe:
            _set(desc, key, int(m["n1"] or m["n2"]), item)
        return True
    if m := _TRIPLE.match(item):
        if not probe:
            for key, value in zip(("attack", "armor", "structure"), (m["a"], m["r"], m["s"]), strict=True):
                _set(desc, key, int(value), item)
        return True
    kind = _KIND.match(item)
    if kind and kind.end() == len(item) and item:
        if not probe:
            if kind["speed"]:
                desc.speed = kind["speed"].casefold()
            if kind["type"]:
                desc.type = _type(kind["type"])
        return True
    if compound and _STAT_RUN.fullmatch(item):  # "attack 7 armor 0 structure 5": stats one after another
        stats = [m.group().strip() for m in _STAT_ONE.finditer(item)]
        return all(describe_item(stat, desc, probe=probe, compound=False) for stat in stats)
    if compound and len(item) <= _MAX_COMPOUND:  # "fast 'Mech 7/0/5", "7/0/5 fast mech": two items, no comma
        for space in (m.start() for m in re.finditer(r"\s+", item)):
            left, right = item[:space].strip(), item[space:].strip()
            if describe_item(left, Desc(), probe=True, compound=False) and describe_item(
                right, Desc(), probe=True, compound=False
            ):
                return probe or (
                    describe_item(left, desc, compound=False) and describe_item(right, desc, compound=False)
                )
    texts: dict[re.Pattern[str], Callable[[re.Match[str]], str]] = {
        _MISSILE: lambda m: f"Missile {m['n']}",
        _ALPHA: lambda m: f"Alpha Strike: +{m['n']} attack",
        _OVERHEAT: lambda m: f"Overheat {m['x']}: +{m['y']} attack",
    }
    for pattern, wording in texts.items():
        if m := pattern.match(item):
            if not probe:
                desc.text.append(wording(m))
            return True
    if low in OPTION_TEXT:
        if not probe:
            desc.text.append(OPTION_TEXT[low])
        return True
    if m := _DAMAGE.match(item):
        if not probe:
            desc.damage = int(m["n"])
        return True
    if _STATE.match(item):
        if not probe:
            desc.states.append(low)
        return True
    return False


def _type(word: str) -> str:
    key = re.sub(r"[ -]+", " ", word.casefold().lstrip("'’")).replace("armour", "armor")
    return TYPE_OF.get(key, "'Mech")


def _set(desc: Desc, key: str, value: int, item: str) -> None:
    if getattr(desc, key) not in (None, value):
        raise NaturalError(f"{key} is given twice ({getattr(desc, key)} and {item!r})")
    setattr(desc, key, value)


_OWNER_CLAUSE = re.compile(
    r"(?:,\s*|\s+)(?:(?:which\s+is\s+|that\s+is\s+)?(?:controlled|owned|played)\s+by|belonging\s+to)\s+"
    r"(?P<p>[A-Z][\w-]*)(?=$|[\s,(])"
    r"|(?:,\s*|\s+)(?:which|that)\s+(?P<q>[A-Z][\w-]*)\s+(?:controls|owns|has|played|plays)(?=$|[\s,(])"
    r"|\s*\((?P<r>[A-Z][\w-]*)['’]s\)"
)
"""``Raider controlled by Brian``, ``the Sunder, owned by Melissa``, ``the Sunder which Melissa controls``, ``the
Sunder (Melissa's)``."""
OWNER_CLAUSE_PLAYER = re.compile(
    r"\b(?:(?:controlled|owned|played)\s+by|belonging\s+to)\s+(?P<p>[A-Z][\w-]*)"
    r"|\b(?:which|that)\s+(?P<q>[A-Z][\w-]*)\s+(?:controls|owns)\b|\((?P<r>[A-Z][\w-]*)['’]s\)"
)
"""The player an owner clause names (for finding the players of a text)."""
_STOCKPILE_COUNT = (
    r"stockpile(?:\s*\((?P<n>\d+) cards?(?: left)?\)|,?\s+(?:which|that)\s+(?:has|holds|still\s+has)\s+(?:only\s+)?"
    r"\d+\s+cards?(?:\s+left)?(?:\s+in\s+it)?|\s+(?:with|of)\s+(?:only\s+)?\d+\s+cards?(?:\s+left)?)?"
)
"""``Stockpile``, ``Stockpile (3 cards left)``, ``Stockpile, which has 3 cards left``, ``Stockpile with 3 cards``."""


def _owner_clause(text: str) -> tuple[str, str | None]:
    """The phrase without its owner clause, and the player it names (``None`` without one)."""
    found = _OWNER_CLAUSE.search(text)
    if found is None:
        return text, None
    return (text[: found.start()] + text[found.end() :]).strip(" ,"), found["p"] or found["q"] or found["r"]


_STATE_CLAUSE = re.compile(
    r",?\s+(?:which|that|who)\s+(?:(?:is|was)\s+(?:already\s+)?(?P<state>tapped|depleted)"
    r"|(?:already\s+)?(?:has|had)\s+(?:already\s+)?(?P<n>\d+)\s+damage(?:\s+counters?)?(?:\s+on\s+it)?)(?=$|[\s,])",
    re.IGNORECASE,
)
"""``the Sunder, which already has 8 damage``, ``Jenny, which is tapped``: a state said in a relative clause."""


def _state_clause(text: str) -> tuple[str, list[str]]:
    """The phrase without its state clause, and that state as a description item ("8 damage", "tapped")."""
    found = _STATE_CLAUSE.search(text)
    if found is None:
        return text, []
    item = found["state"] or f"{found['n']} damage"
    return (text[: found.start()] + text[found.end() :]).strip(" ,"), [item]


def parse_phrase(text: str) -> Phrase:
    """The card phrase ``text`` (see the module's docstring).

    :raises NaturalError: for a description with an item that is no stat, speed, type, option or state.
    """
    text = " ".join(text.split()).strip(" ,")
    text, said_owner = _owner_clause(text)
    text, said_state = _state_clause(text)
    lead = _LEAD.match(text)
    assert lead is not None  # every part of it is optional
    owner, pronoun = lead["owner"], (lead["pron"] or "").casefold() or None
    if said_owner is not None:
        if owner is not None and owner != said_owner:
            raise NaturalError(f"{text!r} is said to be both {owner}'s and {said_owner}'s")
        owner = said_owner
    rest = text[lead.end() :]
    states = _STATE_WORDS.match(rest)
    adjectives = [w.casefold() for w in states["states"].split() if w.casefold() != "damaged"] if states else []
    rest = rest[states.end() :] if states else rest
    if re.fullmatch(_STOCKPILE_COUNT, rest, re.IGNORECASE):
        count = re.search(r"\d+", rest)
        return Phrase(owner, pronoun, None, Desc(), stockpile=True, count=int(count.group()) if count else None)
    desc = Desc(states=adjectives)
    kind = _KIND.match(rest)
    if kind and kind.end():
        desc.speed = kind["speed"].casefold() if kind["speed"] else None
        desc.type = _type(kind["type"]) if kind["type"] else None
        rest = rest[kind.end() :]
    rest = re.sub(r"^(?:called|named)\s+", "", rest, flags=re.IGNORECASE)
    name_match = re.match(r"^(?P<name>.*?)(?=\s*\(|\s*,|(?:^|\s+)with\s|$)", rest, re.IGNORECASE)
    assert name_match is not None
    name = name_match["name"].strip() or None
    rest = rest[name_match.end() :].strip()
    if (code := _CODE.match(rest)) and name:
        name, rest = f"{name} ({code['code']})", rest[code.end() :].strip()
    items: list[str] = []
    while rest:
        if rest.startswith("("):
            close = rest.find(")")
            if close < 0:
                raise NaturalError(f"an opening parenthesis without its closing one in {text!r}")
            items += split_items(rest[1:close])
            rest = rest[close + 1 :].strip(" ,")
        elif m := re.match(r"^(?:,\s*)?(?:with\s+)?", rest, re.IGNORECASE):
            items += split_items(rest[m.end() :])
            rest = ""
    for item in [*items, *said_state]:
        if item and not describe_item(item, desc):
            what = f"{owner}'s {name or 'card'}" if owner else (name or "the card")
            raise NaturalError(
                f"{item!r} in the description of {what} is not a stat ('attack 7', 'armor 0', 'structure 5', "
                "'7/0/5'), a speed, a Unit type, an option (Jump, Missile 2, Alpha Strike +2, Overheat 2: +2 attack) "
                "or a state (tapped, depleted, 3 damage)"
            )
    if name and fold(name) in ("mech", "'mech", "vehicle", "unit"):
        desc.type = desc.type or _type(name)
        name = None
    return Phrase(owner, pronoun, name, desc)


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
            raise self.error(f"{phrase.owner!r} is not a player (the players are {' and '.join(self.players)})")
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
    "OWNER_CLAUSE_PLAYER",
    "Card",
    "Context",
    "Desc",
    "NaturalError",
    "Phrase",
    "Registry",
    "Sentence",
    "counted_list",
    "describe_item",
    "parse_phrase",
    "quote_player",
    "split_items",
    "split_list",
]
