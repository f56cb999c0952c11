"""Card phrases of a scenario told in everyday English (:mod:`judge.bttcg.scenario_natural`), as players write them
("Brian's fast Mech with attack 7, armor 0 and structure 5", "Melissa's Sunder", "the Sunder", "his Raider (7/0/5)",
"Centurion (CN9-D)", "Raider controlled by Brian", "the Sunder, which already has 8 damage"), read into :class:`Phrase`:
its owner or pronoun, its name and its description (:class:`Desc`: speed, type, stats, options, states). What the
phrases name is kept by :mod:`judge.bttcg.scenario_natural_cards`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from judge.bttcg.scenario_text_errors import ScenarioTextError
from judge.cards.names import fold

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


__all__ = [
    "OPTION_TEXT",
    "OWNER_CLAUSE_PLAYER",
    "SPEED",
    "STAT_WORDS",
    "TYPE_OF",
    "UNIT_TYPE",
    "Desc",
    "NaturalError",
    "Phrase",
    "counted_list",
    "describe_item",
    "parse_phrase",
    "split_items",
    "split_list",
]
