"""``judge validate FILE``: a custom card file checked field by field, and every sentence of its text parsed.

A custom card file is YAML: one card (a mapping) or several (``cards: [...]``)::

    name: Zorblax Walker (ZB-1)
    type: Unit                       # Unit, Command or Mission
    keywords: ["'Mech", Inner Sphere, Davion]
    cost: 4+2A                       # Units and Command cards; Mission cards have none
    speed: moderate                  # Units: slow, moderate or fast
    attack: 3
    armor: 2
    structure: 7
    text: |
      Overheat 2: +2 attack
      Jump (-1 attack: +1 initiative)

Problems are answers, not failures: each says where (line and column in the file), which field, and why.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import yaml

from judge.cards.cost import CostError, parse_cost
from judge.cards.keywords import closest_keyword, split_keywords
from judge.cardtext.parse_errors import close_to
from judge.cardtext.parser import CardTextError, ParseResult, parse_card_text
from judge.cardtext.text_checks import check_text, unchecked_reminders
from judge.importers.errors import PoolFileError
from judge.importers.yamlfile import YamlDocument, read_yaml_file

FIELDS = ("name", "type", "keywords", "cost", "speed", "attack", "armor", "structure", "mass", "text")
MAX_CARDS = 200
MAX_TEXT_CHARS = 100_000
"""Most characters of card text one file may hold in all (aliases expanded): 200 cards sharing one 4,000-character
text through a YAML alias once took half a minute and answered 9 MB."""
MAX_UPLOAD_BYTES = 64 * 1024
"""An uploaded card file (the web validator) is at most this long."""


class CardFileError(PoolFileError):
    """A custom card file that does not read, with the column (1-based) where it is known."""

    def __init__(
        self,
        path: str | Path,
        message: str,
        line: int | None = None,
        field: str | None = None,
        column: int | None = None,
    ) -> None:
        super().__init__(path, message, line, field)
        self.column = column


@dataclass(frozen=True)
class Problem:
    line: int | None
    column: int | None
    field: str
    message: str
    severity: Literal["error", "warning"] = "error"

    def as_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "column": self.column,
            "field": self.field,
            "message": self.message,
            "severity": self.severity,
        }


@dataclass
class CardReport:
    name: str | None
    problems: list[Problem] = field(default_factory=list)
    abilities: list[Any] = field(default_factory=list)
    design: dict[str, Any] | None = None
    """For a custom Mech chess unit: the ratings its design gives."""
    text: ParseResult | None = None
    """The card's text as the parser read it (``None`` for a card without text, or text refused before parsing)."""
    text_line: int | None = None
    """The line of the file where the card's text starts."""

    @property
    def ok(self) -> bool:
        return not any(p.severity == "error" for p in self.problems)

    def as_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "ok": self.ok,
            "problems": [p.as_json() for p in self.problems],
            "abilities": [a.model_dump(mode="json") for a in self.abilities],
            **({"design": self.design} if self.design is not None else {}),
        }


def validate_file(path: Path) -> list[CardReport]:
    """Validates a custom card file.

    :raises PoolFileError: for a file that cannot be read or is not YAML (malformed input, with the line).
    """
    return _validate_document(read_yaml_file(path), path)


def validate_text(text: str, source: str) -> list[CardReport]:
    """Validates the text of a custom card file; ``source`` names it in errors.

    :raises CardFileError: for text that is not YAML, or not a card file (with the line and column).
    """
    return _validate_document(_document(text, source), source)


def validate_upload(data: bytes, source: str) -> list[CardReport]:
    """Validates an uploaded custom card file: at most :data:`MAX_UPLOAD_BYTES`, UTF-8 (the YAML reader bounds
    nesting and what aliases expand to, :mod:`judge.importers.yamlfile`).

    :raises CardFileError: for a file too large, not UTF-8, not YAML or not a card file (with line and column).
    """
    if len(data) > MAX_UPLOAD_BYTES:
        raise CardFileError(source, f"the file has {len(data)} bytes; a card file is limited to {MAX_UPLOAD_BYTES}")
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        message = f"byte 0x{data[exc.start]:02x} at column {column} is not valid UTF-8 (save the file as UTF-8)"
        raise CardFileError(source, message, line, "encoding", column) from None
    return validate_text(text, source)


def _document(text: str, source: str) -> YamlDocument:
    """:raises CardFileError: for text that is not YAML."""
    try:
        return YamlDocument(text)
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, source) from None


def _yaml_error(exc: yaml.YAMLError, source: str) -> CardFileError:
    problem = getattr(exc, "problem", None) or "not valid YAML"
    mark = getattr(exc, "problem_mark", None)
    line, column = (mark.line + 1, mark.column + 1) if mark is not None else (None, None)
    return CardFileError(source, f"not valid YAML: {problem}", line, "yaml", column)


def _validate_document(doc: YamlDocument, path: str | Path) -> list[CardReport]:
    """:raises PoolFileError: for a document that is not a card file."""
    data = doc.data
    if isinstance(data, dict) and data.get("game") == "mechchess":
        return [_mechchess(doc, data)]
    if isinstance(data, dict) and "cards" in data and isinstance(data["cards"], list):
        cards = data["cards"]
        prefix: list[str | int] = ["cards"]
    elif isinstance(data, dict):
        cards, prefix = [data], []
    else:
        raise CardFileError(path, "expected a card (a mapping with name, type...) or 'cards:' with a list", 1, "file")
    if len(cards) > MAX_CARDS:
        raise CardFileError(path, f"at most {MAX_CARDS} cards in one file, found {len(cards)}", 1, "cards")
    texts = sum(len(card["text"]) for card in cards if isinstance(card, dict) and isinstance(card.get("text"), str))
    if texts > MAX_TEXT_CHARS:  # before any is parsed: an alias repeats a text without repeating its bytes
        raise CardFileError(
            path,
            f"the cards' texts add up to {texts:,} characters; a card file is limited to {MAX_TEXT_CHARS:,}",
            1,
            "cards",
        )
    return [_validate(doc, [*prefix, i] if prefix else [], card) for i, card in enumerate(cards)]


def _mechchess(doc: YamlDocument, data: dict[str, Any]) -> CardReport:
    """A custom Mech chess unit, checked by the designer rules (seed 003, "Designing your own Mechs")."""
    from judge.mechchess.designer import design

    result = design(data)
    report = CardReport(result.name)
    for field_name, message, rule in result.problems:
        line = doc.line_of(field_name.split("."))
        report.problems.append(Problem(line, None, field_name, f"{message} ({rule})"))
    report.design = result.as_json()["unit"]
    return report


def _validate(doc: YamlDocument, at: list[str | int], card: Any) -> CardReport:
    def line(key: str | None = None) -> int | None:
        return doc.line_of([*at, key] if key else at)

    if not isinstance(card, dict):
        return CardReport(None, [Problem(line(), None, "card", "expected a mapping of card fields")])
    report = CardReport(str(card.get("name")) if card.get("name") is not None else None)
    problems = report.problems
    for key in card:
        if key not in FIELDS:
            problems.append(
                Problem(
                    line(str(key)),
                    None,
                    str(key),
                    f"unknown field{_did_you_mean(str(key), FIELDS)}; the fields are {', '.join(FIELDS)}",
                )
            )
    name = card.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > 100:
        problems.append(Problem(line("name"), None, "name", "a name of 1 to 100 characters is required"))
    card_type = card.get("type")
    if card_type not in ("Unit", "Command", "Mission"):
        hint = _did_you_mean(str(card_type), ("Unit", "Command", "Mission")) if isinstance(card_type, str) else ""
        problems.append(Problem(line("type"), None, "type", f"type must be Unit, Command or Mission{hint}"))
        card_type = None
    keywords = card.get("keywords", [])
    if not isinstance(keywords, list) or not all(isinstance(k, str) for k in keywords):
        problems.append(Problem(line("keywords"), None, "keywords", "keywords must be a list of words"))
        keywords = []
    split = split_keywords(" - ".join([card_type or "", *keywords]).strip(" -"), card_type)
    for word in split.unknown + split.unknown_affiliations:
        close = closest_keyword(word, affiliation=word in split.unknown_affiliations)
        hint = f"; did you mean {close!r}?" if close else ""
        kind = "affiliation" if word in split.unknown_affiliations else "keyword"
        problems.append(Problem(line("keywords"), None, "keywords", f"{word!r} is no known {kind}{hint}", "warning"))
    _check_cost(card, card_type, line, problems)
    _check_stats(card, card_type, split.subtypes, line, problems)
    text = card.get("text", "")
    if not isinstance(text, str):
        problems.append(Problem(line("text"), None, "text", "text must be a string"))
    elif text.strip():
        _check_text(doc, at, card, text, card_type, report)
    return report


def _check_cost(card: dict[str, Any], card_type: str | None, line: Any, problems: list[Problem]) -> None:
    cost = card.get("cost")
    if card_type == "Mission":
        if cost is not None:
            problems.append(
                Problem(
                    line("cost"), None, "cost", "Mission cards have no construction cost (they are played from hand)"
                )
            )
        return
    if cost is None:
        if card_type in ("Unit", "Command"):
            problems.append(
                Problem(line(), None, "cost", f"{card_type} cards need a construction cost (rulebook p.19)")
            )
        return
    try:
        parse_cost(str(cost))
    except CostError as exc:
        problems.append(Problem(line("cost"), exc.column, "cost", str(exc)))


def _check_stats(
    card: dict[str, Any], card_type: str | None, subtypes: list[str], line: Any, problems: list[Problem]
) -> None:
    if card_type == "Mission":
        # rulebook pp.10-13, "Unit Cards" and "Mission Cards": a Mission card is played during a mission; it has no
        # construction cost and no attack, armor or structure (only Units and the cards on them print stats)
        for stat in ("attack", "armor", "structure", "speed", "mass"):
            if card.get(stat) is not None:
                problems.append(
                    Problem(
                        line(stat),
                        None,
                        stat,
                        f"a Mission card has no {stat}: only Units (and the cards "
                        "played on them) print stats; a Mission that changes a Unit's says so in its text",
                    )
                )
        return
    if card_type == "Unit":
        speed = card.get("speed")
        if speed not in ("slow", "moderate", "fast"):
            hint = _did_you_mean(str(speed), ("slow", "moderate", "fast")) if isinstance(speed, str) else ""
            problems.append(Problem(line("speed"), None, "speed", f"Units need a speed: slow, moderate or fast{hint}"))
        for stat, low in (("attack", 0), ("armor", 0), ("structure", 1)):
            value = card.get(stat)
            if not isinstance(value, int) or isinstance(value, bool) or value < low or value > 99:
                problems.append(Problem(line(stat), None, stat, f"Units need a whole-number {stat} from {low} to 99"))
    else:
        if card.get("speed") is not None:
            problems.append(Problem(line("speed"), None, "speed", "only Units have a speed"))
        for stat in ("attack", "armor", "structure"):
            value = card.get(stat)
            if value is not None and (not isinstance(value, int) or isinstance(value, bool) or abs(value) > 99):
                problems.append(Problem(line(stat), None, stat, f"{stat} must be a whole number"))
    mass = card.get("mass")
    if mass is not None and (not isinstance(mass, int) or not 10 <= mass <= 200):
        problems.append(Problem(line("mass"), None, "mass", "mass is a whole number of tons (10 to 200)"))
    if "Pilot" in subtypes and card_type != "Command":
        problems.append(
            Problem(line("keywords"), None, "keywords", "Pilots are Command cards (rulebook 'Command Cards')")
        )


def _check_text(
    doc: YamlDocument, at: list[str | int], card: dict[str, Any], text: str, card_type: str | None, report: CardReport
) -> None:
    start = doc.line_of([*at, "text"]) or 1
    node = doc.node_at([*at, "text"])
    block = isinstance(node, yaml.ScalarNode) and node.style in ("|", ">")
    first = start + 1 if block else start
    try:
        result = parse_card_text(
            text, name=card.get("name") if isinstance(card.get("name"), str) else None, card_type=card_type
        )
    except CardTextError as exc:
        report.problems.append(Problem(start, None, "text", str(exc)))
        return
    report.abilities = list(result.abilities)
    report.text, report.text_line = result, first
    for error in result.errors:
        message = error.message + (f"; did you mean {error.suggestion!r}?" if error.suggestion else "")
        if error.expected:
            message += f" (expected {', '.join(error.expected[:6])})"
        report.problems.append(Problem(first + error.line - 1, error.column, "text", message))
    keywords = card.get("keywords")
    subtypes = tuple(k for k in keywords if isinstance(k, str)) if isinstance(keywords, list) else ()
    for problem in check_text(result, card_type, subtypes):
        report.problems.append(Problem(first + problem.line - 1, problem.column, "text", problem.message))
    for warning in unchecked_reminders(result):
        report.problems.append(Problem(first + warning.line - 1, warning.column, "text", warning.message, "warning"))


def _did_you_mean(given: str, known: tuple[str, ...]) -> str:
    """``" (did you mean 'armor'?)"`` for a misspelt or other spelling of a known word (``armour``, ``medium`` for
    moderate, ``Moderate``); empty when none is close."""
    for word in known:
        if close_to(given.strip(), word):
            return f" (did you mean {word!r}?)"
    return ""
