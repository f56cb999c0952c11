"""The plain-text scenario's parse trees read into sentences (``grammar/scenario.lark`` → :class:`Sentence`), names
still as the text that names them: :mod:`judge.bttcg.scenario_text` resolves them and builds the scenario's data.
The turn's sentences are read by :class:`~judge.bttcg.scenario_turn_text.TurnReader`, which :class:`Reader` extends."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from lark import Token, v_args

from judge.bttcg.scenario_text_errors import ScenarioTextError
from judge.bttcg.scenario_turn_text import Sentence as _Sentence
from judge.bttcg.scenario_turn_text import TurnReader
from judge.cards.models import ASSET_NAMES

MAX_NAME_WORDS = 20
"""Most words of one name (the longest card names have under ten)."""

ASSET_LETTERS = {name.casefold(): letter for letter, name in ASSET_NAMES.items()}
UNIT_TYPES = {"mech": "mech", "vehicle": "vehicle", "battle armor": "battle_armor"}


@dataclass
class Ref:
    text: str
    line: int


class ForAmount(tuple[int, str]):
    """``2 for X``: an amount of ``amounts`` (``2 at X`` is one of a ``use``'s ``at``)."""

    __slots__ = ()

    def __new__(cls, number: int, item: str) -> ForAmount:
        return super().__new__(cls, (number, item))


def unquote(token: Token, text: str | None = None) -> str:
    quoted = str(token) if text is None else text
    try:
        value = json.loads(quoted)
    except json.JSONDecodeError as exc:
        raise ScenarioTextError(f"bad quoted text {quoted[:40]!r}: {exc.msg}", token.line, token.column) from None
    if not isinstance(value, str):  # pragma: no cover - the grammar only lets strings through
        raise ScenarioTextError(f"bad quoted text {quoted[:40]!r}", token.line, token.column)
    return value


@v_args(inline=True)
class Reader(TurnReader):
    """Each sentence of the tree as a :class:`_Sentence` (names still as text: they are resolved afterwards)."""

    def start(self, *sentences: _Sentence) -> list[_Sentence]:
        return list(sentences)

    # spans
    def name(self, *parts: Token) -> str:
        """A span: one quoted name, or the words of a name (a flat list: the grammar inlines them)."""
        if len(parts) == 1 and parts[0].type == "QUOTED":
            return unquote(parts[0])
        if len(parts) > MAX_NAME_WORDS:
            first = parts[0]
            raise ScenarioTextError(
                f"a name of {len(parts)} words, starting {' '.join(map(str, parts[:4]))!r}...: names are at most "
                f"{MAX_NAME_WORDS} words (did a full stop go missing?)",
                getattr(first, "line", None),
                getattr(first, "column", None),
            )
        return " ".join(str(p) for p in parts)

    item = source = resource = name

    def player(self, token: Token) -> Token:
        return Token.new_borrow_pos("PLAYER", unquote(token) if token.type == "QUOTED" else str(token), token)

    listed = player

    def owner(self, token: Token) -> Token:
        text = str(token)[:-2]
        return Token.new_borrow_pos("PLAYER", unquote(token, text) if token.type == "QUOTED_OWNER" else text, token)

    # sentences with a player
    def _said(self, kind: str, subject: Token, **values: Any) -> _Sentence:
        return _Sentence(kind, subject.line or 0, subject.column or 0, str(subject), values)

    def assets_s(self, subject: Token, *assets: Token) -> _Sentence:
        return self._said("assets", subject, assets=[ASSET_LETTERS[str(a).casefold()] for a in assets])

    def stockpile_s(self, subject: Token, count: Token) -> _Sentence:
        return self._said("stockpile", subject, count=int(count))

    def card_s(self, subject: Token, head: dict[str, Any], tail: dict[str, Any]) -> _Sentence:
        return self._said("card", subject, head=head, tail=tail)

    def attack_s(self, subject: Token, target: str, *group: str) -> _Sentence:
        return self._said("attack", subject, target=target, group=list(group))

    def block_s(self, subject: Token, *blockers: str) -> _Sentence:
        return self._said("block", subject, blockers=list(blockers))

    def reveal_s(self, subject: Token, card: str, choices: list[Any] | None) -> _Sentence:
        return self._said("reveal", subject, card=card, choices=choices or [])

    def play_s(
        self,
        subject: Token,
        card: str,
        choices: list[Any] | None,
        may: list[bool | int] | None,
        on_roll: list[int] | dict[int, str | int] | None,
    ) -> _Sentence:
        return self._said("play", subject, card=card, choices=choices or [], may=may, on_roll=on_roll)

    def use_s(
        self,
        subject: Token,
        ability: str,
        marker: Any,
        card: str,
        choices: list[Any] | None,
        may: list[bool | int] | None,
        on_roll: list[int] | dict[int, str | int] | None,
    ) -> _Sentence:
        return self._said(
            "use",
            subject,
            ability=ability,
            by_card=marker is not None,
            card=card,
            choices=choices or [],
            may=may,
            on_roll=on_roll,
        )

    def on_roll(self, *faces: Token) -> list[int]:
        """``when it rolls 4, 5 or 6``: the action's ``on_roll``."""
        return [int(f) for f in faces]

    def on_roll_do(self, *pairs: Token) -> dict[int, str | int]:
        """``when it rolls 4 (reroll) or 2 (+1)``: the action's ``on_roll``, what the ability does on each face."""
        found: dict[int, str | int] = {}
        for pair in pairs:
            face, _, do = str(pair).partition("(")
            word = do.rstrip(")").strip().lower()
            found[int(face)] = word if word == "reroll" else int(word)
        return found

    def answers(self, *answers: bool | int) -> list[bool | int]:
        """``answering yes`` / ``answering no and yes``: the action's ``may``; ``option 2``: its ``either``."""
        return list(answers)

    def option(self, number: Token) -> int:
        return int(number)

    def yes(self) -> bool:
        return True

    def no(self) -> bool:
        return False

    def card_marker(self) -> bool:
        return True

    def assign_s(self, subject: Token, first: Token, source: str, *rest: Any) -> _Sentence:
        recipients: list[tuple[int, str]] = [(int(first), rest[0])]
        recipients += [(int(rest[i]), rest[i + 1]) for i in range(1, len(rest), 2)]
        return self._said("assign", subject, source=source, to=recipients)

    def assign_none_s(self, subject: Token, source: str) -> _Sentence:
        return self._said("assign", subject, source=source, to=[])

    def pass_s(self, subject: Token) -> _Sentence:
        return self._said("pass", subject)

    def choices_for(self, *items: Any) -> list[Any]:
        return list(items)

    choices_at = choices_for

    def amount_for(self, number: Token, item: str) -> tuple[int, str]:
        return ForAmount(int(number), item)

    def amount_at(self, number: Token, item: str) -> tuple[int, str]:
        return int(number), item

    # sentences about the scenario
    @v_args(meta=True, inline=False)
    def players_s(self, meta: Any, players: list[Token]) -> _Sentence:
        return _Sentence("players", meta.line, meta.column, values={"players": [str(p) for p in players]})

    @v_args(meta=True, inline=False)
    def title_s(self, meta: Any, children: list[Token]) -> _Sentence:
        return _Sentence("title", meta.line, meta.column, values={"text": unquote(children[0])})

    @v_args(meta=True, inline=False)
    def question_s(self, meta: Any, children: list[Token]) -> _Sentence:
        return _Sentence("question", meta.line, meta.column, values={"text": unquote(children[0])})

    @v_args(meta=True, inline=False)
    def dice_s(self, meta: Any, dice: list[Token]) -> _Sentence:
        return _Sentence("dice", meta.line, meta.column, values={"dice": [int(d) for d in dice]})

    @v_args(meta=True, inline=False)
    def joins_s(self, meta: Any, _children: list[Any]) -> _Sentence:
        return _Sentence("joins", meta.line, meta.column)

    @v_args(meta=True, inline=False)
    def first_turn_s(self, meta: Any, _children: list[Any]) -> _Sentence:
        return _Sentence("first_turn", meta.line, meta.column)

    @v_args(meta=True, inline=False)
    def in_force_s(self, meta: Any, children: list[str]) -> _Sentence:
        """``From the last turn, Treachery! is in force.``: ``turn.in_force`` (judge/bttcg/next_turn.py)."""
        return _Sentence("in_force", meta.line, meta.column, values={"card": children[0]})

    # cards
    def unit_head(self, speed: Token, unit_type: Token, name: str | None, ident: Token | None) -> dict[str, Any]:
        kind = UNIT_TYPES[re.sub(r"\s+", " ", str(unit_type).casefold().lstrip("'’"))]
        return {"kind": "unit", "type": kind, "speed": str(speed).casefold(), "name": name, "id": card_id_of(ident)}

    def command_head(self, name: str | None, ident: Token | None) -> dict[str, Any]:
        return {"kind": "command", "name": name, "id": card_id_of(ident)}

    def mission_head(self, name: str | None, ident: Token | None) -> dict[str, Any]:
        return {"kind": "mission", "name": name, "id": card_id_of(ident)}

    def pool_head(self, name: str, ident: Token | None) -> dict[str, Any]:
        return {"kind": "card", "name": name, "id": card_id_of(ident)}

    def card_tail(self, *parts: tuple[str, Any]) -> list[tuple[str, Any]]:
        return list(parts)

    def attack(self, n: Token) -> tuple[str, Any]:
        return ("attack", int(n))

    def armor(self, n: Token) -> tuple[str, Any]:
        return ("armor", int(n))

    def structure(self, n: Token) -> tuple[str, Any]:
        return ("structure", int(n))

    def cost(self, text: Token) -> tuple[str, Any]:
        return ("cost", unquote(text))

    def text(self, text: Token) -> tuple[str, Any]:
        return ("text", unquote(text))

    def keyword(self, text: Token) -> tuple[str, Any]:
        return ("keyword", unquote(text))

    def flag(self, word: Token) -> tuple[str, Any]:
        return (str(word).casefold(), True)

    def damage(self, n: Token) -> tuple[str, Any]:
        return ("damage", int(n))

    def counters(self, n: Token) -> tuple[str, Any]:
        return ("counters", int(n))

    def kind_counters(self, n: Token, kind: Token) -> tuple[str, Any]:
        """``with 3 "operation" counters``: counters of another kind (``other_counters``)."""
        return ("other_counter", (unquote(kind), int(n)))

    def chosen_player(self, player: Token) -> tuple[str, Any]:
        """``, having chosen Melissa``: the player a card in play chose as it was activated (``chosen_player``)."""
        return ("chosen_player", str(player))

    def region(self, name: str) -> tuple[str, Any]:
        """``, enhancing the Patrol region``: the region a Terrain card in play enhances (``region``)."""
        return ("region", name)

    def patrol(self) -> tuple[str, Any]:
        return ("zone", "patrol")

    def guard(self, over: str | None) -> tuple[str, Any]:
        return ("zone", "guard") if over is None else ("guard_over", over)

    def hand(self) -> tuple[str, Any]:
        return ("zone", "hand")

    def construction(self) -> tuple[str, Any]:
        return ("zone", "construction")

    def command_post(self) -> tuple[str, Any]:
        return ("zone", "command_post")

    def scrapheap(self) -> tuple[str, Any]:
        return ("zone", "scrapheap")

    def stockpile(self) -> tuple[str, Any]:
        return ("zone", "stockpile")

    def attach(self, ref: str) -> tuple[str, Any]:
        return ("on", ref)

    def guarding(self, ref: str) -> tuple[str, Any]:
        return ("guarding", ref)


def card_id_of(token: Token | None) -> str | None:
    return None if token is None else str(token)[1:-1].split()[1]
