"""Reading a BattleTech TCG deck list: the plain list players write, or a LackeyCCG ``.dek`` file (README, "Deck
lists").

Plain list, one card a line::

    # Jade Falcon rush
    Affiliation: Jade Falcon
    Units:
    4 Kit Fox A
    2x Ryoken Prime
    Phelan Ward

Blank lines and ``#`` comments are ignored (also after a card: ``4 Atlas (AS7-D)  # the big one``); ``4 Atlas``,
``4x Atlas``, ``4 x Atlas`` and ``Atlas x4`` are four copies, a bare name one copy; a line ending in ``:`` is a section
heading (``Units:``, ``Missions (12):``); the cards under a ``Sideboard:`` heading are set aside, not part of the deck.
``Affiliation: NAME`` states the affiliation chosen for Universe Deck Construction.

A LackeyCCG ``.dek`` (XML: ``<deck><superzone name="Deck"><card><name>…</name></card>…``) holds one ``<card>`` per
copy; only the ``Deck`` superzone is the deck. Its document type declarations are refused (no entities are expanded).

Everything is bounded: the file's size, its lines, each line's length and each line's copies. A file that does not
read raises :class:`DeckFileError` with its file, line and reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal
from xml.parsers import expat

MAX_DECK_BYTES = 256 * 1024
"""A deck list larger than this is refused before it is read (a 60-card list is a few kilobytes)."""
MAX_LINES = 2000
MAX_LINE_CHARS = 300
MAX_COPIES_PER_LINE = 99
MAX_LACKEY_CARDS = 2000

DeckFormat = Literal["text", "lackey"]


class DeckFileError(ValueError):
    """A deck list that cannot be read: the file (``source``), the 1-based ``line`` where known, and why."""

    def __init__(self, source: str, message: str, line: int | None = None) -> None:
        self.source = source
        self.line = line
        self.reason = message
        where = source if line is None else f"{source}:{line}"
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class DeckLine:
    """One line of a deck list (one ``<card>`` of a Lackey file): the name as written and its copies."""

    line: int
    copies: int
    name: str
    section: str | None = None
    """The section heading above it (``Units``), or the Lackey superzone."""


@dataclass
class DeckList:
    """A deck list as read, before any card name is looked up."""

    source: str
    format: DeckFormat
    entries: list[DeckLine] = field(default_factory=list)
    set_aside: list[DeckLine] = field(default_factory=list)
    """Cards listed outside the deck (a ``Sideboard:`` section, a Lackey superzone other than ``Deck``)."""
    affiliation: str | None = None
    affiliation_line: int | None = None

    @property
    def size(self) -> int:
        return sum(entry.copies for entry in self.entries)


def read_deck_file(path: Path | None, data: bytes | None = None) -> DeckList:
    """The deck list in ``path`` (or the bytes ``data`` read from standard input when ``path`` is ``None``).

    :raises DeckFileError: for a file that is missing, too large, binary, not text, or not a deck list.
    """
    source = str(path) if path is not None else "<stdin>"
    if data is None:
        assert path is not None
        try:
            if not path.is_file():
                raise DeckFileError(source, "no such file" if not path.exists() else "not a regular file")
            size = path.stat().st_size
            if size > MAX_DECK_BYTES:
                raise DeckFileError(source, f"file is {size} bytes; deck lists are limited to {MAX_DECK_BYTES} bytes")
            data = path.read_bytes()
        except OSError as exc:
            raise DeckFileError(source, f"cannot read the file: {exc.strerror or exc}") from None
    if len(data) > MAX_DECK_BYTES:
        raise DeckFileError(source, f"deck lists are limited to {MAX_DECK_BYTES} bytes")
    text = decode(data, source)
    if text.lstrip().startswith("<"):
        return parse_lackey(text, source)
    return parse_deck_text(text, source)


_CONTROL = re.compile(rb"[\x00-\x08\x0b\x0e-\x1f\x7f]")


def decode(data: bytes, source: str) -> str:
    """UTF-8 (a byte-order mark dropped), or Windows-1252 where it is not UTF-8 (lists saved by older editors).

    :raises DeckFileError: for a binary file (a NUL or other control byte) or bytes of neither encoding.
    """
    control = _CONTROL.search(data)
    if control:
        line = data.count(b"\n", 0, control.start()) + 1
        raise DeckFileError(source, f"binary data (byte 0x{control.group()[0]:02x}): a deck list is text", line)
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        start = exc.start
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        line = data.count(b"\n", 0, start) + 1
        raise DeckFileError(source, f"byte 0x{data[start]:02x} is neither UTF-8 nor Windows-1252 text", line) from None


_AFFILIATION = re.compile(r"^affiliation\s*[:=]\s*(?P<value>.*)$", re.IGNORECASE)
_HEADING = re.compile(r"^(?P<title>[^:]*?)\s*(?:\(\s*\d+\s*\))?\s*:$")
_COUNT_FIRST = re.compile(r"^(?P<n>\d+)(?:[xX×]\s*|\s+[xX×]\s+|\s+)(?P<name>\S.*)$")
_COUNT_LAST = re.compile(r"^(?P<name>.*\S)\s+[xX×]\s*(?P<n>\d+)$")
_COMMENT = re.compile(r"\s+#.*$")
_SIDEBOARD = re.compile(r"^side\s*-?\s*(board|deck)?$", re.IGNORECASE)


def parse_deck_text(text: str, source: str) -> DeckList:
    """A plain deck list (module docstring).

    :raises DeckFileError: for too many lines, an overlong line, a bad count, a second affiliation, or no card.
    """
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if len(lines) > MAX_LINES:
        raise DeckFileError(source, f"{len(lines)} lines; deck lists are limited to {MAX_LINES} lines")
    deck = DeckList(source=source, format="text")
    section: str | None = None
    aside = False
    for number, raw in enumerate(lines, start=1):
        if len(raw) > MAX_LINE_CHARS:
            raise DeckFileError(source, f"line is {len(raw)} characters; at most {MAX_LINE_CHARS}", number)
        stripped = raw.strip()
        if not stripped or stripped.startswith(("#", "//")):
            continue
        line = _COMMENT.sub("", stripped)
        affiliation = _AFFILIATION.match(line)
        if affiliation:
            value = affiliation.group("value").strip()
            if not value:
                raise DeckFileError(source, "'Affiliation:' names no affiliation", number)
            if deck.affiliation_line is not None:
                raise DeckFileError(
                    source,
                    f"a second affiliation; the deck's affiliation is stated on line {deck.affiliation_line}",
                    number,
                )
            deck.affiliation, deck.affiliation_line = value, number
            continue
        heading = _HEADING.match(line)
        if heading:
            section = heading.group("title").strip() or None
            aside = bool(section and _SIDEBOARD.match(section))
            continue
        entry = _card_line(line, number, section, source)
        (deck.set_aside if aside else deck.entries).append(entry)
    if not deck.entries:
        raise DeckFileError(source, "no cards: expected lines such as '4 Atlas (AS7-D)' or '2x Phelan Ward'")
    return deck


def _card_line(line: str, number: int, section: str | None, source: str) -> DeckLine:
    match = _COUNT_FIRST.match(line) or _COUNT_LAST.match(line)
    if not match:
        if re.fullmatch(r"\d+\s*[xX×]?", line):
            raise DeckFileError(source, f"{line!r} gives a count but no card name", number)
        return DeckLine(number, 1, line, section)
    count = match.group("n")
    if len(count) > 3 or not 1 <= int(count) <= MAX_COPIES_PER_LINE:
        raise DeckFileError(source, f"{count} copies; a line lists 1 to {MAX_COPIES_PER_LINE} copies", number)
    return DeckLine(number, int(count), match.group("name").strip(), section)


def parse_lackey(text: str, source: str) -> DeckList:
    """A LackeyCCG ``.dek`` file: one ``<card><name>…</name></card>`` per copy; the ``Deck`` superzone counts.

    :raises DeckFileError: for XML that is not well formed, a document type declaration, another root than
        ``<deck>``, too many cards, a card without a name, or no ``Deck`` superzone.
    """
    reader = _LackeyReader(source)
    parser = expat.ParserCreate()
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    reader.attach(parser)
    try:
        parser.Parse(text, True)
    except expat.ExpatError as exc:
        reason = expat.errors.messages[exc.code]
        raise DeckFileError(source, f"not a well-formed LackeyCCG deck (XML): {reason}", exc.lineno) from None
    if not reader.saw_deck_zone:
        raise DeckFileError(source, 'no <superzone name="Deck">: not a LackeyCCG deck')
    if not reader.deck.entries:
        raise DeckFileError(source, "the Deck superzone holds no cards")
    return reader.deck


class _LackeyReader:
    def __init__(self, source: str) -> None:
        self.source = source
        self.deck = DeckList(source=source, format="lackey")
        self.parser: expat.XMLParserType | None = None
        self.stack: list[str] = []
        self.zone: str | None = None
        self.saw_deck_zone = False
        self.card_line = 0
        self.name: list[str] | None = None
        self.card_name: str | None = None
        self.cards = 0

    def attach(self, parser: expat.XMLParserType) -> None:
        self.parser = parser
        parser.StartElementHandler = self.start
        parser.EndElementHandler = self.end
        parser.CharacterDataHandler = self.characters
        parser.StartDoctypeDeclHandler = self.doctype
        parser.EntityDeclHandler = self.entity

    def _line(self) -> int:
        return self.parser.CurrentLineNumber if self.parser is not None else 0

    def doctype(self, *_: object) -> None:
        raise DeckFileError(self.source, "a document type declaration: LackeyCCG decks have none", self._line())

    def entity(self, *_: object) -> None:
        raise DeckFileError(self.source, "an entity declaration: LackeyCCG decks have none", self._line())

    def start(self, tag: str, attributes: dict[str, str]) -> None:
        if not self.stack and tag != "deck":
            raise DeckFileError(self.source, f"the root element is <{tag}>, not <deck>", self._line())
        if tag == "superzone" and self.stack == ["deck"]:
            self.zone = attributes.get("name", "")
            self.saw_deck_zone = self.saw_deck_zone or self.zone.casefold() == "deck"
        elif tag == "card" and self.zone is not None and len(self.stack) == 2:
            self.cards += 1
            if self.cards > MAX_LACKEY_CARDS:
                raise DeckFileError(self.source, f"more than {MAX_LACKEY_CARDS} cards", self._line())
            self.card_line = self._line()
            self.card_name = None
        elif tag == "name" and self.stack[-1:] == ["card"] and self.zone is not None:
            self.name = []
        self.stack.append(tag)

    def characters(self, data: str) -> None:
        if self.name is not None:
            self.name.append(data)
            if sum(len(part) for part in self.name) > MAX_LINE_CHARS:
                raise DeckFileError(self.source, f"a card name longer than {MAX_LINE_CHARS} characters", self._line())

    def end(self, tag: str) -> None:
        self.stack.pop()
        if tag == "name" and self.name is not None:
            self.card_name = " ".join("".join(self.name).split())
            self.name = None
        elif tag == "card" and self.zone is not None and len(self.stack) == 2:
            if not self.card_name:
                raise DeckFileError(self.source, "a <card> without a <name>", self.card_line)
            entry = DeckLine(self.card_line, 1, self.card_name, self.zone)
            (self.deck.entries if self.zone.casefold() == "deck" else self.deck.set_aside).append(entry)
        elif tag == "superzone" and len(self.stack) == 1:
            self.zone = None


__all__ = [
    "MAX_COPIES_PER_LINE",
    "MAX_DECK_BYTES",
    "MAX_LINES",
    "DeckFileError",
    "DeckLine",
    "DeckList",
    "parse_deck_text",
    "parse_lackey",
    "read_deck_file",
]
