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

from collections.abc import Sequence
from typing import Any

from lark import Token, Tree
from lark.exceptions import UnexpectedInput, VisitError

from judge.bttcg.scenario import BtScenario
from judge.bttcg.scenario_names import NamedCard, RefError, derive_ids, resolve_ref
from judge.bttcg.scenario_text_errors import (
    EXAMPLES,
    ScenarioTextError,
    strip_comments,
    suggest,
    syntax_error,
)
from judge.bttcg.scenario_text_reader import MAX_NAME_WORDS
from judge.bttcg.scenario_text_reader import ForAmount as _ForAmount
from judge.bttcg.scenario_text_reader import Reader as _Reader
from judge.bttcg.scenario_text_reader import Ref as _Ref
from judge.bttcg.scenario_turn_text import (
    TURN_ACTION_KINDS,
    TURN_FACT_KINDS,
    split_answers,
    turn_action,
    turn_facts,
)
from judge.bttcg.scenario_turn_text import Sentence as _Sentence
from judge.cards.models import ASSET_NAMES
from judge.grammars import lalr_parser
from judge.scenario_input import ScenarioError, validate

MAX_TEXT = 256 * 1024
"""Plain-text scenarios longer than this (in characters) are refused before parsing."""

MAX_SENTENCES = 1000

KIND_NAMES = {"mech": "mech", "vehicle": "vehicle", "battle_armor": "battle-armor"}


class TextDocument:
    """A plain-text scenario read into YAML-like data, with the line of every place in it (as
    :class:`~judge.importers.yamlfile.YamlDocument` has)."""

    def __init__(self, data: dict[str, Any], lines: dict[tuple[str | int, ...], int]) -> None:
        self.data: Any = data
        self.lines = lines
        self.read_as: list[tuple[int, str, str]] = []
        """Everyday English read as controlled English: ``(line, sentence told, controlled English)`` each."""

    def line_of(self, loc: Sequence[int | str]) -> int | None:
        """The line of the sentence that gave ``loc`` (or the nearest enclosing place that has one)."""
        path = tuple(loc)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), 1)


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
        in_force: list[_Ref] = []
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
            elif kind == "in_force":  # "From the last turn, Treachery! is in force." (judge/bttcg/next_turn.py)
                in_force.append(_Ref(values["card"], sentence.line))
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
        if in_force:
            turn = data.setdefault("turn", {})
            turn["in_force"] = [self._resolve(ref, named, "turn.in_force", stockpile=False) for ref in in_force]
            self.lines[("turn", "in_force")] = in_force[0].line
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
            action["on_roll"] = values["on_roll"]
        elif sentence.kind == "use":
            action["use"] = values["ability"]
            action["card" if values["by_card"] else "unit"] = values["card"]
            action["choices"], action["amount_key"] = values["choices"], "at"
            action["may"] = values["may"]
            action["on_roll"] = values["on_roll"]
        elif sentence.kind == "reveal":
            action["reveal"] = values["card"]
            action["choices"], action["amount_key"] = values["choices"], "amounts"
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
            if key == "choose" and (letter := _asset(text, named, self.players)) is not None:
                return letter  # an asset chosen as a card is activated ("choosing Tactics")
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
        out |= split_answers(action.get("may"))
        if action.get("on_roll") is not None:
            out["on_roll"] = action["on_roll"]
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


def _asset(text: str, named: list[NamedCard], players: list[str]) -> str | None:
    """The letter of the asset ``text`` names ("Tactics"), when no card of the scenario goes by that name."""
    letter = next((k for k, v in ASSET_NAMES.items() if v.casefold() == text.strip().casefold()), None)
    if letter is None:
        return None
    try:
        resolve_ref(text, named, players, stockpile=False)
    except RefError:
        return letter
    return None


def read_text(text: str) -> TextDocument:
    """The plain-text scenario ``text`` as YAML-like data with the line of each sentence (not yet validated): read as
    controlled English, else, when that fails, as everyday English (:mod:`judge.bttcg.scenario_natural`).

    :raises ScenarioTextError: for text that is too long or does not parse (line, column, what was expected, the
        closest phrasing); :raises ScenarioError: for a name that designates no card or several.
    """
    if len(text) > MAX_TEXT:
        raise ScenarioTextError(f"plain-text scenarios are limited to {MAX_TEXT} characters")
    try:
        return _read_controlled(text)
    except ScenarioError as controlled:
        from judge.bttcg.scenario_natural import read_natural

        return read_natural(text, controlled, _read_controlled)


def _read_controlled(text: str) -> TextDocument:
    source = strip_comments(text)
    try:
        tree = lalr_parser("scenario").parse(source)
    except UnexpectedInput as exc:
        raise syntax_error(source, exc) from None
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


def sentence_tree(text: str) -> Tree[Token]:
    """The parse tree of a plain-text scenario (for tests and debugging).

    :raises UnexpectedInput: for text that does not parse.
    """
    return lalr_parser("scenario").parse(strip_comments(text))


__all__ = [
    "EXAMPLES",
    "MAX_NAME_WORDS",
    "MAX_SENTENCES",
    "MAX_TEXT",
    "ScenarioTextError",
    "TextDocument",
    "parse_text",
    "read_text",
    "suggest",
]
