"""BattleTech scenarios in plain English (``shared/spec/scenario-format.md``, "Plain-text spelling"): the controlled
English of ``grammar/scenario.lark`` read into the same model as the YAML spelling (:class:`BtScenario`).

:func:`read_text` turns the text into a :class:`TextDocument`: the scenario's data exactly as the YAML spelling
would give it, with the line of every sentence, so that :func:`judge.scenario_input.validate` and
:func:`judge.bttcg.load.load_scenario` report problems of either spelling the same way. Card names are free text in
the sentences; they are matched to the scenario's cards after the whole text is read
(:mod:`judge.bttcg.scenario_names`). The phrasing is documented in the README, "BattleTech scenarios in plain
English".
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from lark import Token, Tree, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from judge.bttcg.scenario import BtScenario
from judge.bttcg.scenario_names import NamedCard, RefError, derive_ids, resolve_ref
from judge.bttcg.scenario_turn_text import (
    TURN_ACTION_KINDS,
    TURN_FACT_KINDS,
    TurnReader,
    turn_action,
    turn_facts,
)
from judge.bttcg.scenario_turn_text import Sentence as _Sentence
from judge.cards.models import ASSET_NAMES
from judge.grammars import lalr_parser
from judge.scenario_input import ScenarioError, validate

MAX_TEXT = 256 * 1024
"""Plain-text scenarios longer than this (in characters) are refused before parsing."""

MAX_NAME_WORDS = 20
"""Most words of one name (the longest card names have under ten)."""
MAX_SENTENCES = 1000

ASSET_LETTERS = {name.casefold(): letter for letter, name in ASSET_NAMES.items()}
UNIT_TYPES = {"mech": "mech", "vehicle": "vehicle", "battle armor": "battle_armor"}
KIND_NAMES = {"mech": "mech", "vehicle": "vehicle", "battle_armor": "battle-armor"}

# The phrasings offered as suggestions, one a sentence kind ("did you mean ...?"); "Brian" is the sentence's subject.
EXAMPLES = (
    "The players are Brian and Melissa.",
    'The title is "Sunder takes damage".',
    'The question is "Does the Sunder survive?".',
    "Brian has Tactics and Munitions.",
    "Brian's Stockpile has 20 cards.",
    "Brian has Sunder on patrol.",
    "Brian has Move to Partial Cover in hand.",
    "Brian has a fast 'Mech Raider with attack 7, armor 0 and structure 5 on patrol.",
    'Brian has a Command card Ammo Dump with keyword "Enhancement" on Raider.',
    'Brian has a Mission card Strike with text "Deal 2 damage to target Unit." in hand.',
    "Brian has Axeman on guard over Brian's Stockpile, tapped, with 3 damage.",
    "Brian attacks Sunder with Raider and Raider #2.",
    "Brian blocks with Axeman.",
    "The target joins the battle.",
    "Brian plays Move to Partial Cover on Sunder.",
    "Brian uses Jump with Raider.",
    "Brian uses Missile with Raider, 2 at Sunder and 1 at Melissa's Stockpile.",
    "Brian assigns 4 damage from Raider to Sunder and 3 to Melissa's Stockpile.",
    "Brian passes.",
    "Brian reveals Ambush!.",
    "The dice roll 5, then 2.",
    "It is Brian's Deploy phase.",
    "It is the first turn of the game.",
    "Brian used 1 deployment this turn.",
    "Brian repaired this turn.",
    "Brian restocked this turn.",
    "Brian goes to his Missions phase.",
    "Brian deploys Sunder.",
    "Brian deploys Sunder, revealed.",
    "Brian taps Support: Assembly and Support: Munitions for resources.",
    "Brian puts 3 counters on Sunder.",
    "Brian activates Sunder.",
    "Brian activates Ammo Dump on Raider.",
    "Brian reassigns Hanse Davion to Atlas.",
    "Brian repairs 1 damage on Sunder.",
    "Brian puts Axeman on guard over Brian's Stockpile.",
    "Brian puts Axeman on patrol.",
    "Brian restocks Move to Partial Cover.",
)

_TERMINALS = {
    "WORD": "a name",
    "QUOTED": 'a "quoted" name or text',
    "INT": "a number",
    "OWNER": "<player>'s",
    "QUOTED_OWNER": "<player>'s",
    "ID_CLAUSE": "(id <card id>)",
    "ASSET": "an asset (Assembly, Logistics, Munitions, Politics, Tactics)",
    "SPEED": "a speed (slow, moderate, fast)",
    "UNIT_TYPE": "a Unit type ('Mech, vehicle, battle armor)",
    "STATE_WORD": "tapped, depleted or activated",
    "PHASE_NAME": "a phase (Untap, Draw, Deploy, Repair/Reload, Missions, End of Turn)",
    "REVEALED": "'revealed'",
    "_POSSESSIVE": "'his', 'her' or 'their'",
    "_COMMA": "','",
    "_DOT": "'.' (the end of the sentence)",
    "$END": "the end of the text",
    "_A": "'a'",
    "_PASSES": "'passes'",
}


class ScenarioTextError(ScenarioError):
    """A plain-text scenario that does not read: where (line, column), what the grammar expected there, and the
    closest known phrasing."""

    def __init__(
        self,
        message: str,
        line: int | None = None,
        column: int | None = None,
        expected: Sequence[str] = (),
        suggestion: str | None = None,
    ) -> None:
        self.column = column
        self.expected = list(expected)
        self.suggestion = suggestion
        text = f"column {column}: {message}" if column else message
        if self.expected:
            text += f"; expected {', '.join(self.expected)}"
        if suggestion:
            text += f"; did you mean {suggestion!r}?"
        super().__init__(text, line)


class TextDocument:
    """A plain-text scenario read into YAML-like data, with the line of every place in it (as
    :class:`~judge.importers.yamlfile.YamlDocument` has)."""

    def __init__(self, data: dict[str, Any], lines: dict[tuple[str | int, ...], int]) -> None:
        self.data: Any = data
        self.lines = lines

    def line_of(self, loc: Sequence[int | str]) -> int | None:
        """The line of the sentence that gave ``loc`` (or the nearest enclosing place that has one)."""
        path = tuple(loc)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), 1)


# --- the grammar's trees → sentences ----------------------------------------------------------------------------


@dataclass
class _Ref:
    text: str
    line: int


class _ForAmount(tuple[int, str]):
    """``2 for X``: an amount of ``amounts`` (``2 at X`` is one of a ``use``'s ``at``)."""

    __slots__ = ()

    def __new__(cls, number: int, item: str) -> _ForAmount:
        return super().__new__(cls, (number, item))


def _unquote(token: Token, text: str | None = None) -> str:
    quoted = str(token) if text is None else text
    try:
        value = json.loads(quoted)
    except json.JSONDecodeError as exc:
        raise ScenarioTextError(f"bad quoted text {quoted[:40]!r}: {exc.msg}", token.line, token.column) from None
    if not isinstance(value, str):  # pragma: no cover - the grammar only lets strings through
        raise ScenarioTextError(f"bad quoted text {quoted[:40]!r}", token.line, token.column)
    return value


@v_args(inline=True)
class _Reader(TurnReader):
    """Each sentence of the tree as a :class:`_Sentence` (names still as text: they are resolved afterwards)."""

    def start(self, *sentences: _Sentence) -> list[_Sentence]:
        return list(sentences)

    # spans
    def name(self, *parts: Token) -> str:
        """A span: one quoted name, or the words of a name (a flat list: the grammar inlines them)."""
        if len(parts) == 1 and parts[0].type == "QUOTED":
            return _unquote(parts[0])
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
        return Token.new_borrow_pos("PLAYER", _unquote(token) if token.type == "QUOTED" else str(token), token)

    listed = player

    def owner(self, token: Token) -> Token:
        text = str(token)[:-2]
        return Token.new_borrow_pos("PLAYER", _unquote(token, text) if token.type == "QUOTED_OWNER" else text, token)

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

    def reveal_s(self, subject: Token, card: str) -> _Sentence:
        return self._said("reveal", subject, card=card)

    def play_s(self, subject: Token, card: str, choices: list[Any] | None, may: list[bool] | None) -> _Sentence:
        return self._said("play", subject, card=card, choices=choices or [], may=may)

    def use_s(
        self, subject: Token, ability: str, marker: Any, card: str, choices: list[Any] | None, may: list[bool] | None
    ) -> _Sentence:
        return self._said(
            "use", subject, ability=ability, by_card=marker is not None, card=card, choices=choices or [], may=may
        )

    def answers(self, *answers: bool) -> list[bool]:
        """``answering yes`` / ``answering no and yes``: the action's ``may``."""
        return list(answers)

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
        return _ForAmount(int(number), item)

    def amount_at(self, number: Token, item: str) -> tuple[int, str]:
        return int(number), item

    # sentences about the scenario
    @v_args(meta=True, inline=False)
    def players_s(self, meta: Any, players: list[Token]) -> _Sentence:
        return _Sentence("players", meta.line, meta.column, values={"players": [str(p) for p in players]})

    @v_args(meta=True, inline=False)
    def title_s(self, meta: Any, children: list[Token]) -> _Sentence:
        return _Sentence("title", meta.line, meta.column, values={"text": _unquote(children[0])})

    @v_args(meta=True, inline=False)
    def question_s(self, meta: Any, children: list[Token]) -> _Sentence:
        return _Sentence("question", meta.line, meta.column, values={"text": _unquote(children[0])})

    @v_args(meta=True, inline=False)
    def dice_s(self, meta: Any, dice: list[Token]) -> _Sentence:
        return _Sentence("dice", meta.line, meta.column, values={"dice": [int(d) for d in dice]})

    @v_args(meta=True, inline=False)
    def joins_s(self, meta: Any, _children: list[Any]) -> _Sentence:
        return _Sentence("joins", meta.line, meta.column)

    @v_args(meta=True, inline=False)
    def first_turn_s(self, meta: Any, _children: list[Any]) -> _Sentence:
        return _Sentence("first_turn", meta.line, meta.column)

    # cards
    def unit_head(self, speed: Token, unit_type: Token, name: str | None, ident: Token | None) -> dict[str, Any]:
        kind = UNIT_TYPES[re.sub(r"\s+", " ", str(unit_type).casefold().lstrip("'’"))]
        return {"kind": "unit", "type": kind, "speed": str(speed).casefold(), "name": name, "id": _ident(ident)}

    def command_head(self, name: str | None, ident: Token | None) -> dict[str, Any]:
        return {"kind": "command", "name": name, "id": _ident(ident)}

    def mission_head(self, name: str | None, ident: Token | None) -> dict[str, Any]:
        return {"kind": "mission", "name": name, "id": _ident(ident)}

    def pool_head(self, name: str, ident: Token | None) -> dict[str, Any]:
        return {"kind": "card", "name": name, "id": _ident(ident)}

    def card_tail(self, *parts: tuple[str, Any]) -> list[tuple[str, Any]]:
        return list(parts)

    def attack(self, n: Token) -> tuple[str, Any]:
        return ("attack", int(n))

    def armor(self, n: Token) -> tuple[str, Any]:
        return ("armor", int(n))

    def structure(self, n: Token) -> tuple[str, Any]:
        return ("structure", int(n))

    def cost(self, text: Token) -> tuple[str, Any]:
        return ("cost", _unquote(text))

    def text(self, text: Token) -> tuple[str, Any]:
        return ("text", _unquote(text))

    def keyword(self, text: Token) -> tuple[str, Any]:
        return ("keyword", _unquote(text))

    def flag(self, word: Token) -> tuple[str, Any]:
        return (str(word).casefold(), True)

    def damage(self, n: Token) -> tuple[str, Any]:
        return ("damage", int(n))

    def counters(self, n: Token) -> tuple[str, Any]:
        return ("counters", int(n))

    def kind_counters(self, n: Token, kind: Token) -> tuple[str, Any]:
        """``with 3 "operation" counters``: counters of another kind (``other_counters``)."""
        return ("other_counter", (_unquote(kind), int(n)))

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


def _ident(token: Token | None) -> str | None:
    return None if token is None else str(token)[1:-1].split()[1]


# --- sentences → the scenario's data ----------------------------------------------------------------------------


class _Builder:
    """The scenario's data from its sentences, in order; names resolved once every card is known."""

    def __init__(self, sentences: list[_Sentence]) -> None:
        self.sentences = sentences
        self.lines: dict[tuple[str | int, ...], int] = {}
        self.players: list[str] = []
        self.fixed_players = False

    def build(self) -> TextDocument:
        data: dict[str, Any] = {"game": "bttcg"}
        players: dict[str, dict[str, Any]] = {}
        declared = next((s for s in self.sentences if s.kind == "players"), None)
        if declared is not None:
            self.players = list(dict.fromkeys(declared.values["players"]))
            self.fixed_players = True
            self.lines[("players",)] = declared.line
        for sentence in self.sentences:
            if sentence.subject is not None:
                self._player(sentence.subject, sentence)
        for name in self.players:
            players[name] = {}
        cards: list[tuple[_Sentence, dict[str, Any]]] = []
        mission: dict[str, Any] = {}
        actions: list[tuple[_Sentence, dict[str, Any]]] = []
        current: dict[str, Any] | None = None
        """The latest mission after the first (an ``attack`` action), which 'blocks with' sentences complete."""
        dice: list[int] = []
        facts: list[_Sentence] = []
        for sentence in self.sentences:
            kind, values = sentence.kind, sentence.values
            if kind in ("title", "question"):
                if kind in data:
                    raise self._error(sentence, f"the {kind} is given twice")
                data[kind] = values["text"]
                self.lines[(kind,)] = sentence.line
            elif kind == "assets":
                assert sentence.subject is not None
                players[sentence.subject].setdefault("assets", []).extend(values["assets"])
                self.lines[("players", sentence.subject, "assets")] = sentence.line
            elif kind == "stockpile":
                assert sentence.subject is not None
                if "stockpile" in players[sentence.subject]:
                    raise self._error(sentence, f"{sentence.subject}'s Stockpile is given twice")
                players[sentence.subject]["stockpile"] = values["count"]
                self.lines[("players", sentence.subject, "stockpile")] = sentence.line
            elif kind == "card":
                cards.append((sentence, self._card(sentence)))
            elif kind == "attack" and "attacker" in mission:  # another mission: an ``attack`` action
                current = {
                    "by": sentence.subject,
                    "_attack": (values["target"], values["group"]),
                    "_line": sentence.line,
                }
                actions.append((sentence, current))
            elif kind == "attack":
                mission.update(attacker=sentence.subject, target=_Ref(values["target"], sentence.line))
                mission["group"] = [_Ref(g, sentence.line) for g in values["group"]]
                self.lines[("mission",)] = sentence.line
            elif kind == "block" and current is not None:
                current.setdefault("_blockers", []).extend(values["blockers"])
            elif kind == "block":
                mission.setdefault("blockers", []).extend(_Ref(b, sentence.line) for b in values["blockers"])
                self.lines[("mission", "blockers")] = sentence.line
            elif kind == "joins" and current is not None:
                current["include_target"] = True
            elif kind == "joins":
                mission["include_target"] = True
                self.lines[("mission", "include_target")] = sentence.line
            elif kind == "dice":
                dice.extend(values["dice"])
                self.lines.setdefault(("dice",), sentence.line)
            elif kind in ("play", "use", "assign", "pass", "reveal") or kind in TURN_ACTION_KINDS:
                actions.append((sentence, self._action(sentence)))
            elif kind in TURN_FACT_KINDS:
                facts.append(sentence)
            if len(cards) + len(actions) + len(dice) > 3 * MAX_SENTENCES:
                raise self._error(sentence, "too many cards, actions and dice for one scenario")
        if mission and "attacker" not in mission:
            line = self.lines.get(("mission", "blockers")) or self.lines.get(("mission", "include_target"))
            raise ScenarioTextError(
                "blockers or 'The target joins the battle' without a mission: say "
                "'<player> attacks <target> with <Units>.' first",
                line,
            )
        data["players"] = players
        if facts:
            turn_facts(facts, self.players[0] if self.players else "", data, self.lines)
        known = self._ids(cards)
        named = [NamedCard(card_id, spec.pop("_label")) for card_id, (_s, spec) in zip(known, cards, strict=True)]
        data["cards"] = {}
        for card_id, (sentence, spec) in zip(known, cards, strict=True):
            for key in ("on", "guarding"):
                if isinstance(spec.get(key), _Ref):
                    spec[key] = self._resolve(spec[key], named, f"cards.{card_id}.{key}", stockpile=True)
            data["cards"][card_id] = spec
            self.lines[("cards", card_id)] = sentence.line
        if mission:
            resolve = self._resolver(named)
            mission["target"] = resolve(mission["target"], "mission.target", True)
            mission["group"] = [resolve(r, "mission.group", False) for r in mission["group"]]
            if "blockers" in mission:
                mission["blockers"] = [resolve(r, "mission.blockers", False) for r in mission["blockers"]]
            data["mission"] = {
                k: mission[k] for k in ("attacker", "group", "target", "blockers", "include_target") if k in mission
            }
        data["actions"] = []
        for index, (sentence, action) in enumerate(actions):
            data["actions"].append(self._resolve_action(action, named, index))
            self.lines[("actions", index)] = sentence.line
        if dice:
            data["dice"] = dice
        return TextDocument(data, self.lines)

    def _player(self, name: str, sentence: _Sentence) -> None:
        if name in self.players:
            return
        if self.fixed_players:
            raise self._error(sentence, f"{name!r} is not a player (the players are {' and '.join(self.players)})")
        if len(self.players) == 2:
            raise self._error(sentence, f"a scenario has two players ({' and '.join(self.players)}), not {name!r} too")
        self.players.append(name)

    def _error(self, sentence: _Sentence, message: str) -> ScenarioTextError:
        return ScenarioTextError(message, sentence.line, sentence.column)

    def _card(self, sentence: _Sentence) -> dict[str, Any]:
        head: dict[str, Any] = sentence.values["head"]
        kind = head["kind"]
        spec: dict[str, Any] = {"owner": sentence.subject}
        body: dict[str, Any] = {}
        if kind == "unit":
            body = {"type": head["type"], "speed": head["speed"]}
        if kind == "card":
            spec["card"] = head["name"]
        else:
            if head["name"] is not None:
                body["name"] = head["name"]
            spec[kind] = body
        for key, value in sentence.values["tail"]:
            if key in ("attack", "armor", "structure", "cost", "text"):
                if kind == "card":
                    raise self._error(
                        sentence,
                        f"{head['name']!r} is a card of the pool: its {key} is the card's own "
                        "(write a card out with 'a fast 'Mech ...', 'a Command card ...')",
                    )
                if key in body:
                    raise self._error(sentence, f"{key} is given twice")
                body[key] = value
            elif key == "keyword":
                if kind == "card":
                    raise self._error(sentence, f"{head['name']!r} is a card of the pool: its keywords are its own")
                body.setdefault("keywords", []).append(value)
            elif key == "guard_over":
                self._set(sentence, spec, "zone", "guard")
                self._set(sentence, spec, "guarding", _Ref(value, sentence.line))
            elif key in ("on", "guarding"):
                self._set(sentence, spec, key, _Ref(value, sentence.line))
            elif key == "other_counter":
                kinds = spec.setdefault("other_counters", {})
                if value[0] in kinds:
                    raise self._error(sentence, f"{value[0]} counters are given twice")
                kinds[value[0]] = value[1]
            else:
                self._set(sentence, spec, key, value)
        spec["_label"] = head["name"]
        spec["_id"] = head["id"]
        spec["_base"] = head["name"] or (KIND_NAMES.get(head.get("type", ""), kind))
        return spec

    def _set(self, sentence: _Sentence, spec: dict[str, Any], key: str, value: Any) -> None:
        if key in spec:
            what = "two zones" if key == "zone" else f"{key} twice"
            raise self._error(sentence, f"the card is given {what}")
        spec[key] = value

    def _ids(self, cards: list[tuple[_Sentence, dict[str, Any]]]) -> list[str]:
        ids = derive_ids([(spec.pop("_base"), spec.pop("_id")) for _s, spec in cards])
        seen: dict[str, _Sentence] = {}
        for card_id, (sentence, _spec) in zip(ids, cards, strict=True):
            if card_id in seen:
                raise self._error(sentence, f"the id {card_id!r} is given to two cards (line {seen[card_id].line})")
            seen[card_id] = sentence
        return ids

    def _resolve(self, ref: _Ref, named: list[NamedCard], where: str, *, stockpile: bool) -> str:
        try:
            return resolve_ref(ref.text, named, self.players, stockpile=stockpile)
        except RefError as exc:
            hint = "" if exc.candidates else " (a name with 'and', 'with', 'on', 'in' or a comma is written in quotes)"
            raise ScenarioError(f"{exc}{hint}", ref.line, where) from None

    def _resolver(self, named: list[NamedCard]) -> Any:
        def resolve(ref: _Ref, where: str, stockpile: bool) -> str:
            return self._resolve(ref, named, where, stockpile=stockpile)

        return resolve

    def _action(self, sentence: _Sentence) -> dict[str, Any]:
        values = sentence.values
        action: dict[str, Any] = {"by": sentence.subject}
        if sentence.kind == "play":
            action["play"] = values["card"]
            action["choices"], action["amount_key"] = values["choices"], "amounts"
            action["may"] = values["may"]
        elif sentence.kind == "use":
            action["use"] = values["ability"]
            action["card" if values["by_card"] else "unit"] = values["card"]
            action["choices"], action["amount_key"] = values["choices"], "at"
            action["may"] = values["may"]
        elif sentence.kind == "reveal":
            action["reveal"] = values["card"]
        elif sentence.kind == "assign":
            action["assign"] = values["source"]
            action["to"] = values["to"]
        elif sentence.kind in TURN_ACTION_KINDS:
            action["_turn"] = (sentence.kind, values)
        else:
            action["pass"] = True
        action["_line"] = sentence.line
        return action

    def _resolve_action(self, action: dict[str, Any], named: list[NamedCard], index: int) -> dict[str, Any]:
        line = action.pop("_line")
        where = f"actions.{index}"

        def card(text: str, key: str) -> str:
            return self._resolve(_Ref(text, line), named, f"{where}.{key}", stockpile=False)

        def site(text: str, key: str) -> str:
            return self._resolve(_Ref(text, line), named, f"{where}.{key}", stockpile=True)

        if "_turn" in action:
            kind, values = action["_turn"]

            def counted(pairs: list[tuple[int, str]], resolve: Any, key: str) -> dict[str, int]:
                return self._amounts(pairs, resolve, line, key)

            return turn_action(action["by"], kind, values, card, site, counted)

        if "_attack" in action:
            target, group = action["_attack"]
            declared: dict[str, Any] = {
                "by": action["by"],
                "attack": site(target, "attack"),
                "group": [card(g, "group") for g in group],
            }
            if action.get("_blockers"):
                declared["blockers"] = [card(b, "blockers") for b in action["_blockers"]]
            if action.get("include_target"):
                declared["include_target"] = True
            return declared
        out: dict[str, Any] = {"by": action["by"]}
        for key in ("play", "assign", "unit", "card", "reveal"):
            if key in action:
                out[key] = card(action[key], key)
        if "use" in action:
            out = {"by": action["by"], "use": action["use"], **{k: v for k, v in out.items() if k != "by"}}
        if "to" in action:
            out["to"] = self._amounts(action["to"], lambda t: site(t, "to"), line, "to")
        if "choices" in action:
            chosen = [site(c, "choose") for c in action["choices"] if isinstance(c, str)]
            amounts = [c for c in action["choices"] if not isinstance(c, str)]
            if chosen:
                out["choose"] = chosen
            for key in (action["amount_key"], "amounts"):  # a use's "2 for X" are its amounts, "2 at X" its at
                mine = [a for a in amounts if isinstance(a, _ForAmount) == (key == "amounts")]
                if mine and key not in out:
                    out[key] = self._amounts(mine, lambda t, key=key: site(t, key), line, key)
        if action.get("may") is not None:
            out["may"] = action["may"]
        if "pass" in action:
            out["pass"] = True
        return out

    def _amounts(self, pairs: list[tuple[int, str]], resolve: Any, line: int, key: str) -> dict[str, int]:
        out: dict[str, int] = {}
        for number, text in pairs:
            target = resolve(text)
            if target in out:
                raise ScenarioError(f"{text!r} is given two amounts", line, key)
            out[target] = number
        return out


# --- reading ------------------------------------------------------------------------------------------------------


def read_text(text: str) -> TextDocument:
    """The plain-text scenario ``text`` as YAML-like data with the line of each sentence (not yet validated).

    :raises ScenarioTextError: for text that is too long or does not parse (line, column, what was expected, the
        closest phrasing); :raises ScenarioError: for a name that designates no card or several.
    """
    if len(text) > MAX_TEXT:
        raise ScenarioTextError(f"plain-text scenarios are limited to {MAX_TEXT} characters")
    source = _strip_comments(text)
    try:
        tree = lalr_parser("scenario").parse(source)
    except UnexpectedInput as exc:
        raise _syntax_error(source, exc) from None
    try:
        sentences = _Reader().transform(tree)
    except VisitError as exc:
        if isinstance(exc.orig_exc, ScenarioError):
            raise exc.orig_exc from None
        raise
    if len(sentences) > MAX_SENTENCES:
        raise ScenarioTextError(f"plain-text scenarios are limited to {MAX_SENTENCES} sentences", sentences[-1].line)
    return _Builder(sentences).build()


def parse_text(text: str) -> BtScenario:
    """The scenario a plain-text spelling describes.

    :raises ScenarioError: for text that does not parse, an unknown name, or a field the model refuses (with the
        line of its sentence).
    """
    return validate(BtScenario, read_text(text))


def _strip_comments(text: str) -> str:
    """Lines whose first character other than a space is ``#`` blanked (positions kept for error messages)."""
    return re.sub(r"(?m)^[ \t]*#[^\n]*", lambda m: " " * len(m.group(0)), text)


def _syntax_error(text: str, exc: UnexpectedInput) -> ScenarioTextError:
    line = getattr(exc, "line", None) or text.count("\n") + 1
    column = getattr(exc, "column", None) or 1
    if isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END"):
        found = "the end of the text (every sentence ends with a full stop)"
        expected_names: set[str] = set(exc.expected or ())
    elif isinstance(exc, UnexpectedToken):
        found = repr(str(exc.token))
        expected_names = set(exc.expected or ())
    elif isinstance(exc, UnexpectedCharacters):
        rest = text[exc.pos_in_stream or 0 :]
        found = repr(rest.split()[0][:20] if rest.strip() else rest[:1])
        expected_names = set(exc.allowed or ())
    else:  # pragma: no cover - every UnexpectedInput is one of the above
        found, expected_names = "this", set()
    expected = sorted({_describe(t) for t in expected_names})[:10]
    sentence = _sentence_at(text, getattr(exc, "pos_in_stream", None))
    message = f"unexpected {found}"
    if isinstance(exc, UnexpectedToken) and exc.token.type.startswith("_") and "a name" in expected:
        message += f" ({str(exc.token)!r} ends a name here: write the name in double quotes if it is part of it)"
    return ScenarioTextError(message, line, column, expected, suggest(sentence))


def _describe(terminal: str) -> str:
    if terminal in _TERMINALS:
        return _TERMINALS[terminal]
    return repr(terminal.lstrip("_").lower().replace("_", " "))


def _sentence_at(text: str, position: int | None) -> str:
    if position is None:
        position = len(text)
    start = max(text.rfind(". ", 0, position), text.rfind(".\n", 0, position))
    end = text.find(". ", position)
    return " ".join(text[start + 1 if start >= 0 else 0 : end + 1 if end >= 0 else len(text)].split())


def suggest(sentence: str) -> str | None:
    """The known phrasing closest to ``sentence``, with its subject put in (``"Brian atacks Sunder with Raider"`` →
    ``"Brian attacks Sunder with Raider and Raider #2."``)."""
    words = sentence.split()
    if not words:
        return None
    subject = words[0]
    shaped = {e.replace("Brian", subject, 1) if not e.startswith("The ") else e: e for e in EXAMPLES}
    close = difflib.get_close_matches(sentence, list(shaped), n=1, cutoff=0.4)
    return close[0] if close else None


def sentence_tree(text: str) -> Tree[Token]:
    """The parse tree of a plain-text scenario (for tests and debugging).

    :raises UnexpectedInput: for text that does not parse.
    """
    return lalr_parser("scenario").parse(_strip_comments(text))


__all__ = [
    "MAX_SENTENCES",
    "MAX_TEXT",
    "ScenarioTextError",
    "TextDocument",
    "parse_text",
    "read_text",
    "suggest",
]
