"""What the validator pages show: the checked input (a card text with its name and type, or a card file), the invented
examples, and the reports as pages and as JSON.

Every input is checked here before any parsing; :class:`InputError` says what is wrong and where.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.cardtext.parser import MAX_TEXT, CardTextError
from judge.cardtext.present import CARD_TYPES, TextReport, report_result, report_text
from judge.cardtext.validate import MAX_UPLOAD_BYTES, CardFileError, CardReport, Problem, validate_upload
from judge.inputs import JsonInputError, load_json

MAX_NAME = 100
MAX_SOURCE_NAME = 100
YAML_TYPES = ("application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml", "text/plain")
TEXT_FIELDS = ("text", "name", "type")


@dataclass(frozen=True)
class Example:
    """An invented card (never a card of the community data) offered on the page."""

    title: str
    name: str
    card_type: str
    text: str


EXAMPLES = {
    "walker": Example(
        "a Unit whose text parses",
        "Zorblax Walker (ZB-1)",
        "Unit",
        "Overheat 2: +2 attack\nJump (-1 attack: +1 initiative)\n"
        "{T}: Deal 2 damage to each attacking Unit. Use this ability only during a mission.",
    ),
    "ambush": Example(
        "a Command card with a typing slip on line 2",
        "Zorblax Ambush",
        "Command",
        "Play only when blocking.\nPrevent up to 2 damage to one of your Untis.",
    ),
    "gamble": Example(
        "a Mission with a die roll",
        "Zorblax Gamble",
        "Mission",
        "Roll a die:\n1-2: Draw a card.\n3-6: You win initiative.",
    ),
}

EXAMPLE_FILE = """\
name: Zorblax Walker (ZB-1)
type: Unit                       # Unit, Command or Mission
keywords: ["'Mech", Inner Sphere, Davion]
cost: 4+2A                       # Units and Command cards; Mission cards have none
speed: moderate                  # Units: slow, moderate or fast
attack: 3
armor: 2
structure: 7
mass: 55                         # optional, tons
text: |
  Overheat 2: +2 attack
  Jump (-1 attack: +1 initiative)
"""
"""The card file format, with an invented card (the README's)."""


class InputError(ValueError):
    """Input refused before it is read: the message, and the line and column (1-based) where they are known."""

    def __init__(
        self, message: str, line: int | None = None, column: int | None = None, known: list[str] | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.known = known
        """The values accepted where the input named an unknown one."""

    def extra(self) -> dict[str, Any]:
        """The JSON error's ``line``, ``column`` and ``known`` values, where there are any."""
        pairs = (("line", self.line), ("column", self.column), ("known", self.known))
        return {key: value for key, value in pairs if value is not None}


@dataclass(frozen=True)
class TextInput:
    """A card text to read, with the card's name and type if given."""

    text: str = ""
    name: str = ""
    card_type: str = ""


def text_input(text: object, name: object, card_type: object) -> TextInput:
    """The card text, name and type of a form or a JSON body, checked.

    :raises InputError: for a missing or empty text, a name that is not one line of at most :data:`MAX_NAME`
        characters, or a type other than Unit, Command or Mission.
    """
    if not isinstance(text, str):
        raise InputError("'text' must be the card text, a string")
    if not text.strip():
        raise InputError("the card text is empty: write a card's text (or open an example) and check it again")
    name = "" if name is None else name
    if not isinstance(name, str) or len(name) > MAX_NAME or "\n" in name or "\r" in name:
        raise InputError(f"'name' must be the card's name, one line of at most {MAX_NAME} characters")
    card_type = "" if card_type is None else card_type
    if not isinstance(card_type, str) or card_type not in ("", *CARD_TYPES):
        shown = card_type[:40] if isinstance(card_type, str) else type(card_type).__name__
        raise InputError(f"unknown card type {shown!r}; the types are {', '.join(CARD_TYPES)} (or none)")
    return TextInput(text, name.strip(), card_type)


def read_text(given: TextInput) -> TextReport:
    """The sentence-by-sentence report of a checked card text.

    :raises InputError: for a text over :data:`MAX_TEXT` characters (the parser refuses it before reading).
    """
    try:
        return report_text(given.text, given.name or None, given.card_type or None)
    except CardTextError as exc:
        raise InputError(str(exc)) from None


def json_text_input(raw: bytes) -> TextInput:
    """The card text of a JSON request body ``{"text": ..., "name"?: ..., "type"?: ...}``.

    :raises InputError: for a body that is not UTF-8 JSON of that shape (with the line and column where known).
    """
    try:
        body = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, column = _byte_place(raw, exc.start)
        raise InputError(f"the body is not UTF-8 (byte 0x{raw[exc.start]:02x})", line, column) from None
    try:
        data = load_json(body)
    except JsonInputError as exc:
        raise InputError(exc.message, exc.line, exc.column) from None
    if not isinstance(data, dict):
        raise InputError('expected a JSON object {"text": ..., "name": ..., "type": ...}')
    unknown = sorted(str(key) for key in data if key not in TEXT_FIELDS)
    if unknown:
        raise InputError(f"unknown field {unknown[0][:40]!r}; the fields are {', '.join(TEXT_FIELDS)}")
    return text_input(data.get("text"), data.get("name"), data.get("type"))


def _byte_place(data: bytes, index: int) -> tuple[int, int]:
    return data.count(b"\n", 0, index) + 1, index - (data.rfind(b"\n", 0, index) + 1) + 1


@dataclass
class CardView:
    """One card of a checked file, with its text sentence by sentence."""

    report: CardReport
    text: TextReport | None

    def as_json(self) -> dict[str, Any]:
        sentences = self.text.as_json()["sentences"] if self.text is not None else []
        return {**self.report.as_json(), "sentences": sentences}


@dataclass(frozen=True)
class EchoLine:
    """A line of the checked file and the problems found on it."""

    number: int
    text: str
    problems: list[Problem] = field(default_factory=list)


@dataclass
class FileView:
    """A checked card file: each card, and the file's lines with the problems on them."""

    source: str
    cards: list[CardView]
    lines: list[EchoLine]

    @property
    def ok(self) -> bool:
        return all(card.report.ok for card in self.cards)

    @property
    def problems(self) -> int:
        return sum(len(card.report.problems) for card in self.cards)

    def as_json(self) -> dict[str, Any]:
        """The ``judge validate FILE --json`` answer, each card with its ``sentences`` added."""
        return {"file": self.source, "ok": self.ok, "cards": [card.as_json() for card in self.cards]}


def source_name(filename: str | None) -> str:
    """The name an uploaded file is reported under (its own name, without folders, shortened)."""
    name = (filename or "").replace("\\", "/").rsplit("/", 1)[-1].strip()
    return name[:MAX_SOURCE_NAME] or "card file"


def read_file(data: bytes, source: str) -> FileView:
    """Checks an uploaded card file (at most :data:`MAX_UPLOAD_BYTES`).

    :raises InputError: for a file too large, not UTF-8, not YAML or not a card file (with line and column).
    """
    try:
        reports = validate_upload(data, source)
    except CardFileError as exc:
        raise InputError(f"{source}: {exc.message}", exc.line, exc.column) from None
    text = data.decode("utf-8").removeprefix("\ufeff")
    by_line: dict[int, list[Problem]] = {}
    for report in reports:
        for problem in report.problems:
            if problem.line is not None:
                by_line.setdefault(problem.line, []).append(problem)
    lines = [
        EchoLine(number, line, by_line.get(number, []))
        for number, line in enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), start=1)
    ]
    if lines and not lines[-1].text and not lines[-1].problems:
        lines.pop()  # the end of the last line
    cards = [CardView(report, report_result(report.text) if report.text is not None else None) for report in reports]
    return FileView(source, cards, lines)


def api_description() -> dict[str, Any]:
    """What ``POST /api/validate`` accepts and answers."""
    return {
        "post": {
            "application/json": {
                "body": {
                    "text": f"the card text (required, at most {MAX_TEXT} characters)",
                    "name": f"the card's name, so that its text may name itself (optional, at most {MAX_NAME})",
                    "type": f"the card type, one of {', '.join(CARD_TYPES)} (optional)",
                },
                "answer": "the `judge parse TEXT --json` answer {ok, text, abilities, errors} with `sentences`: "
                "each sentence's text, span, line, column, status (parsed or error), the abilities it went into "
                "(indexes, with their English and DSL), the sentences it shares them with, and its error",
            },
            " or ".join(YAML_TYPES): {
                "body": f"a custom card file (YAML, UTF-8, at most {MAX_UPLOAD_BYTES} bytes, as `judge validate FILE` "
                "reads; no aliases)",
                "answer": "the `judge validate FILE --json` answer {file, ok, cards} with each card's `sentences`",
            },
        },
        "errors": '4xx with {"error": {"status", "message", "line"?, "column"?}}; a text or card that does not '
        "parse is an answer (200), not an error",
        "card_types": list(CARD_TYPES),
        "examples": {
            key: {"name": example.name, "type": example.card_type, "text": example.text}
            for key, example in EXAMPLES.items()
        },
        "example_file": EXAMPLE_FILE,
    }
