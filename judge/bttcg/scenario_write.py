"""Writing a BattleTech scenario in either spelling (``judge scenario to-text`` / ``to-yaml``): :func:`to_text`
(the controlled English that :func:`judge.bttcg.scenario_text.parse_text` reads back to the same model) and
:func:`to_yaml` (the spec's style: block style at the top, flow style for actions and small maps, keys in the
spec's order, defaults left out)."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

import yaml

from judge.bttcg.scenario import Action, BtScenario, CardSpec, MissionSpec, RollDo
from judge.bttcg.scenario_names import NamedCard, RefError, derive_ids, resolve_ref, stockpile_of
from judge.bttcg.scenario_turn_text import REGION_WORDS, answering, turn_action_text, turn_lines
from judge.cards.models import ASSET_NAMES
from judge.scenario_input import ScenarioError

_WORD = re.compile(r"(?:[^\s,.\"]|\.(?=[^\s,.\"]))+")
_INT = re.compile(r"\d+")
# Words that end a span where it stands (grammar/scenario.lark), and words a span cannot start with.
_ENDS = {
    "name": {"with", "on", "in", "guarding"},
    "item": {"and"},
    "source": {"to"},
    "resource": {"and", "for"},
}
_STARTS = {
    "a",
    "an",
    "the",
    "no",
    "patrol",
    "guard",
    "hand",
    "construction",
    *(n.casefold() for n in ASSET_NAMES.values()),
}
_SPEED_WORDS = {"slow", "moderate", "fast"}
_TYPE_WORDS = {"mech": "'Mech", "vehicle": "vehicle", "battle_armor": "battle armor"}
_KIND_BASE = {"mech": "mech", "vehicle": "vehicle", "battle_armor": "battle-armor"}


def span(text: str, kind: str) -> str:
    """``text`` as a span of ``kind`` (``name``, ``item``, ``source``): as it is where the grammar reads it back as
    written, else in double quotes."""
    words = text.split(" ")
    plain = (
        bool(text)
        and all(words)
        and all(_WORD.fullmatch(w) for w in words)
        and not any(w.casefold() in _ENDS[kind] or w.startswith("(id") for w in words)
        and words[0].casefold() not in _STARTS
        and not _INT.fullmatch(words[0])
    )
    return text if plain else json.dumps(text, ensure_ascii=False)


def _player(name: str) -> str:
    keyword = name.casefold() in {"the", "it"}  # the words a sentence can start with
    plain = _WORD.fullmatch(name) and not keyword and not re.search(r"['’]s$", name) and not _INT.fullmatch(name)
    return name if plain else json.dumps(name, ensure_ascii=False)


def _possessive(name: str) -> str:
    plain = _WORD.fullmatch(name) and not re.search(r"['’]s$", name)
    return f"{name}'s" if plain else f"{json.dumps(name, ensure_ascii=False)}'s"


def _answers(may: list[bool] | None, either: list[int] | None = None) -> str:
    """`` answering yes and no``: the action's answers to the card's "you may"; `` answering yes and option 2``:
    with the options chosen ("either ... or ...", the action's ``either``) after them."""
    return answering(may, either, _join)


def _on_roll(on_roll: list[int] | dict[int, RollDo] | None) -> str:
    """`` when it rolls 4, 5 or 6`` / `` when it rolls 4 (reroll) or 2 (+1)``: the faces a die must show for the
    ability to be used on it, and what it does on each."""
    if not on_roll:
        return ""
    if isinstance(on_roll, dict):
        words = [f"{f} ({do if isinstance(do, str) else f'{do:+d}'})" for f, do in on_roll.items()]
    else:
        words = [str(f) for f in on_roll]
    return " when it rolls " + (", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0])


def _join(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _label(spec: CardSpec) -> str | None:
    if spec.card is not None:
        return spec.card
    body = spec.unit or spec.command or spec.mission
    return body.name if body is not None else None


def _base(spec: CardSpec) -> str:
    label = _label(spec)
    if label is not None:
        return label
    if spec.unit is not None:
        return _KIND_BASE[spec.unit.type]
    return "command" if spec.command is not None else "mission"


class _Writer:
    def __init__(self, scenario: BtScenario) -> None:
        self.scenario = scenario
        self.players = list(scenario.players)
        ids = list(scenario.cards)
        bases = [_base(scenario.cards[i]) for i in ids]
        explicit: set[str] = set()
        while True:  # the fewest explicit ids that make the derived ids the scenario's
            derived = derive_ids([(b, i if i in explicit else None) for b, i in zip(bases, ids, strict=True)])
            wrong = {i for i, d in zip(ids, derived, strict=True) if i != d} - explicit
            if not wrong:
                break
            explicit |= wrong
        self.explicit = explicit
        self.named = [NamedCard(i, _label(scenario.cards[i])) for i in ids]

    def ref(self, target: str, kind: str, *, stockpile: bool = True) -> str:
        """How to name ``target`` (a card id or ``<player>.stockpile``) in a span of ``kind``.

        :raises ScenarioError: for an id that is no card of the scenario.
        """
        candidates: list[str] = []
        if target in ASSET_NAMES:  # an asset chosen as a card is activated: its name (judge/bttcg/choose_asset.py)
            return span(ASSET_NAMES[target], kind)
        if target.endswith(".stockpile") and stockpile_of(target, self.players) is not None:
            candidates = [f"{target[: -len('.stockpile')]}'s Stockpile", target]
        elif target in self.scenario.cards:
            label = _label(self.scenario.cards[target])
            if label is not None:
                same = [c.id for c in self.named if c.label is not None and c.label.casefold() == label.casefold()]
                candidates += [label] + ([f"{label} #{same.index(target) + 1}"] if target in same else [])
            candidates.append(target)
        for candidate in candidates:
            try:
                if resolve_ref(candidate, self.named, self.players, stockpile=stockpile) == target:
                    return span(candidate, kind)
            except RefError:
                continue
        raise ScenarioError(f"{target!r} is neither a card id of the scenario nor a player's Stockpile")

    def text(self) -> str:
        s = self.scenario
        lines: list[str] = []
        if s.title is not None:
            lines.append(f"The title is {json.dumps(s.title, ensure_ascii=False)}.")
        if s.question is not None:
            lines.append(f"The question is {json.dumps(s.question, ensure_ascii=False)}.")
        lines.append(f"The players are {_player(self.players[0])} and {_player(self.players[1])}.")
        for name, spec in s.players.items():
            if spec.assets:
                lines.append(f"{_player(name)} has {_join([ASSET_NAMES[a] for a in spec.assets])}.")
            if spec.stockpile != 30:
                lines.append(f"{_possessive(name)} Stockpile has {spec.stockpile} cards.")
        active = self.players[0]
        lines += turn_lines(s, _player(active), _possessive(active))
        lines += [self.card(card_id, spec) for card_id, spec in s.cards.items()]
        in_force = s.turn.in_force if s.turn is not None else []  # after the cards it names (next_turn.py)
        lines += [f"From the last turn, {self.ref(c, 'name', stockpile=False)} is in force." for c in in_force]
        # the turn's actions that come before the battle's are written before the mission, which is sent after them
        turn_first = next((i for i, a in enumerate(s.actions) if not a.is_turn_action), len(s.actions))
        lines += [self.action(a) for a in s.actions[:turn_first]]
        if s.mission is not None:
            lines += self.mission(s.mission)
        lines += [self.action(a) for a in s.actions[turn_first:]]
        if s.dice:
            lines.append(f"The dice roll {', then '.join(str(d) for d in s.dice)}.")
        return "\n".join(lines) + "\n"

    def mission(self, m: MissionSpec) -> list[str]:
        """The sentences of a mission: who attacks what with which Units, who blocks, whether the target joins."""
        group = _join([self.ref(g, "item", stockpile=False) for g in m.group])
        lines = [f"{_player(m.attacker)} attacks {self.ref(m.target, 'name')} with {group}."]
        if m.blockers:
            defender = next((p for p in self.players if p != m.attacker), self.players[0])
            blockers = _join([self.ref(b, "item", stockpile=False) for b in m.blockers])
            lines.append(f"{_player(defender)} blocks with {blockers}.")
        if m.include_target:
            lines.append("The target joins the battle.")
        return lines

    def card(self, card_id: str, spec: CardSpec) -> str:
        ident = f" (id {card_id})" if card_id in self.explicit else ""
        items: list[str] = []
        if spec.card is not None:
            head = span(spec.card, "name")
        elif spec.unit is not None:
            u = spec.unit
            name = f" {span(u.name, 'name')}" if u.name is not None else ""
            head = f"a {u.speed} {_TYPE_WORDS[u.type]}{name}"
            items = [f"attack {u.attack}", f"armor {u.armor}", f"structure {u.structure}"]
            items += [f"cost {json.dumps(u.cost, ensure_ascii=False)}"] if u.cost is not None else []
            items += [f"keyword {json.dumps(k, ensure_ascii=False)}" for k in u.keywords]
            items += [f"text {json.dumps(u.text, ensure_ascii=False)}"] if u.text else []
        elif spec.command is not None:
            c = spec.command
            name = f" {span(c.name, 'name')}" if c.name is not None else ""
            head = f"a Command card{name}"
            items = [f"armor {c.armor}"] if c.armor else []
            items += [f"structure {c.structure}"] if c.structure is not None else []
            items += [f"attack {c.attack}"] if c.attack is not None else []
            items += [f"cost {json.dumps(c.cost, ensure_ascii=False)}"] if c.cost is not None else []
            items += [f"keyword {json.dumps(k, ensure_ascii=False)}" for k in c.keywords]
            items += [f"text {json.dumps(c.text, ensure_ascii=False)}"] if c.text else []
        else:
            assert spec.mission is not None
            name = f" {span(spec.mission.name, 'name')}" if spec.mission.name is not None else ""
            head = f"a Mission card{name}"
            items = [f"text {json.dumps(spec.mission.text, ensure_ascii=False)}"] if spec.mission.text else []
        places: list[str] = []
        zone_words = {
            "patrol": "on patrol",
            "guard": "on guard",
            "hand": "in hand",
            "construction": "in construction",
            "command_post": "in the command post",
            "scrapheap": "in the scrapheap",
            "stockpile": "in the Stockpile",
        }
        if spec.zone is not None:
            places.append(zone_words[spec.zone])
            if spec.zone == "guard" and spec.guarding is not None:
                places[-1] += f" over {self.ref(spec.guarding, 'name')}"
        if spec.on is not None:
            places.append(f"on {self.ref(spec.on, 'name')}")
        if spec.guarding is not None and spec.zone != "guard":
            places.append(f"guarding {self.ref(spec.guarding, 'name')}")
        if spec.this_turn:  # an extension the plain text has no words for yet: refused, never dropped
            raise ScenarioError(
                f"the plain-text spelling has no words for 'this_turn' (card {card_id}) yet: keep the YAML"
            )
        flags = [word for word in ("tapped", "depleted", "activated") if getattr(spec, word)]
        flags += [f"enhancing the {REGION_WORDS[spec.region]}"] if spec.region is not None else []
        flags += [f"having chosen {_player(spec.chosen_player)}"] if spec.chosen_player is not None else []
        numbers = [f"{spec.damage} damage"] if spec.damage else []
        numbers += [f"{spec.counters} counter{'s' if spec.counters != 1 else ''}"] if spec.counters else []
        numbers += [
            f"{n} {json.dumps(kind, ensure_ascii=False)} counter{'s' if n != 1 else ''}"
            for kind, n in spec.other_counters.items()
        ]
        text = f"{_player(spec.owner)} has {head}{ident}"
        if items and not places:
            return f"{text} with {_join(items + flags + numbers)}."
        if items:
            text += f" with {_join(items)}"
        if places:
            text += " " + " ".join(places)
        states = [_join(flags)] if flags else []
        states += [f"with {_join(numbers)}"] if numbers else []
        return text + "".join(f", {part}" for part in states) + "."

    def action(self, action: Action) -> str:
        by = _player(action.by)
        unspelled = [k for k, v in (("top", action.top), ("may", action.may if action.reveal else None)) if v]
        if unspelled:  # extensions the plain text has no words for yet: refused, never dropped
            raise ScenarioError(
                f"the plain-text spelling has no words for '{unspelled[0]}' on this action yet: keep the YAML"
            )
        if action.is_turn_action:

            def ref(target: str, kind: str, stockpile: bool) -> str:
                return self.ref(target, kind, stockpile=stockpile)

            return turn_action_text(action, by, ref, _join)
        if action.attack is not None:
            return " ".join(self.mission(action.mission()))
        if action.play is not None:
            text = f"{by} plays {self.ref(action.play, 'name', stockpile=False)}"
            after = _answers(action.may, action.either) + _on_roll(action.on_roll)
            return text + self.choices(action.choose, action.amounts, "for") + after + "."
        if action.use is not None:
            whose = action.unit if action.unit is not None else action.card
            assert whose is not None
            marker = "" if action.unit is not None else "the card "
            text = f"{by} uses {span(action.use, 'name')} with {marker}{self.ref(whose, 'name', stockpile=False)}"
            after = _answers(action.may, action.either) + _on_roll(action.on_roll)
            return text + self.choices(action.choose, action.at, "at", action.amounts) + after + "."
        if action.reveal is not None:
            text = f"{by} reveals {self.ref(action.reveal, 'name', stockpile=False)}"
            return text + self.choices(action.choose, action.amounts, "for") + "."
        if action.assign is not None:
            source = self.ref(action.assign, "source", stockpile=False)
            if not action.to:
                return f"{by} assigns no damage from {source}."
            recipients = [(n, self.ref(t, "item")) for t, n in action.to.items()]
            (first, target), rest = recipients[0], recipients[1:]
            more = [f"{', ' if i < len(rest) - 1 else ' and '}{n} to {t}" for i, (n, t) in enumerate(rest)]
            return f"{by} assigns {first} damage from {source} to {target}{''.join(more)}."
        return f"{by} passes."

    def choices(
        self, choose: list[str] | None, amounts: dict[str, int] | None, word: str, more: dict[str, int] | None = None
    ) -> str:
        """`` on A and B, 2 for C`` (``more``: a ``use``'s ``amounts``, written with ``for`` after its ``at``)."""
        parts = [self.ref(c, "item") for c in choose or []]
        numbers = [f"{n} {word} {self.ref(t, 'item')}" for t, n in (amounts or {}).items()]
        numbers += [f"{n} for {self.ref(t, 'item')}" for t, n in (more or {}).items()]
        if parts:
            return f" on {_join(parts + numbers)}"
        return f", {_join(numbers)}" if numbers else ""


def to_text(scenario: BtScenario) -> str:
    """The scenario in plain English; :func:`judge.bttcg.scenario_text.parse_text` reads it back to the same model.

    :raises ScenarioError: for a reference to a card id the scenario does not have.
    """
    return _Writer(scenario).text()


# --- YAML ---------------------------------------------------------------------------------------------------------

_ACTION_ORDER = (
    "by",
    "play",
    "use",
    "assign",
    "pass",
    "unit",
    "card",
    "choose",
    "amounts",
    "at",
    "may",
    "either",
    "on_roll",
    "to",
    "phase",
    "deploy",
    "revealed",
    "tap",
    "construct",
    "activate",
    "reassign",
    "repair",
    "guard",
    "unguard",
    "restock",
    "on",
    "patrol",
    "site",
    "attack",
    "group",
    "blockers",
    "include_target",
    "reveal",
)
"""The order of an action's fields in YAML; a field not listed follows them, never dropped."""


_YAML_BREAKS = re.compile("[\x85\u2028\u2029]")


def _flow(value: Any) -> str:
    """One value in YAML flow style on one line (characters YAML reads as line breaks escaped).

    A scenario's values repeat (the same cards, players and actions in every variant a quiz template tries), and the
    YAML emitter is slow: the text is remembered per value, keyed by the value's JSON (types included, so ``1``,
    ``true`` and ``"1"`` stay apart)."""
    try:
        key = json.dumps(value, ensure_ascii=False, sort_keys=False)
    except (TypeError, ValueError):  # not JSON (a date, a tuple key): written without the memo
        return _emit(value, True)
    return _flow_of_json(key, type(value).__name__, value)


_FLOW_MEMO: dict[tuple[str, str], str] = {}
_FLOW_MEMO_SIZE = 8192


def _flow_of_json(key: str, kind: str, value: Any) -> str:
    found = _FLOW_MEMO.get((key, kind))
    if found is None:
        found = _emit(value, not _YAML_BREAKS.search(key))
        if len(_FLOW_MEMO) >= _FLOW_MEMO_SIZE:
            _FLOW_MEMO.clear()
        _FLOW_MEMO[(key, kind)] = found
    return found


def _emit(value: Any, plain: bool) -> str:
    text = yaml.safe_dump(value, default_flow_style=True, sort_keys=False, allow_unicode=plain, width=2**31 - 1)
    return text.removesuffix("\n...\n").rstrip("\n")


def _key(key: str) -> str:
    return _flow(key)


def to_yaml(scenario: BtScenario) -> str:
    """The scenario in YAML, in the style of ``shared/spec/scenario-format.md``."""
    data = scenario.model_dump(exclude_defaults=True, by_alias=True)
    lines = ["game: bttcg"]
    for key in ("title", "question"):
        if key in data:
            lines.append(f"{key}: {_flow(data[key])}")
    lines.append("players:")
    for name, spec in scenario.players.items():
        fields = spec.model_dump(exclude_defaults=True)
        if not fields:
            lines.append(f"  {_key(name)}: {{}}")
            continue
        lines.append(f"  {_key(name)}:")
        lines += [f"    {k}: {_flow(v)}" for k, v in fields.items()]
    if scenario.phase is not None:
        lines.append(f"phase: {scenario.phase}")
    if scenario.turn is not None:
        lines.append(f"turn: {_flow(scenario.turn.model_dump(exclude_defaults=True))}")
    if scenario.cards:
        lines.append("cards:")
        for card_id, card in scenario.cards.items():
            lines.append(f"  {_key(card_id)}:")
            lines += [f"    {k}: {_flow(v)}" for k, v in card.model_dump(exclude_defaults=True).items()]
    if scenario.mission is not None:
        lines.append("mission:")
        lines += [f"  {k}: {_flow(v)}" for k, v in scenario.mission.model_dump(exclude_defaults=True).items()]
    if scenario.actions:
        lines.append("actions:")
        for action in scenario.actions:
            fields = action.model_dump(exclude_none=True, by_alias=True)
            ordered = {k: fields[k] for k in _ACTION_ORDER if k in fields}
            ordered |= {k: v for k, v in fields.items() if k not in ordered}
            if "on" not in ordered:
                lines.append(f"  - {_flow(ordered)}")
                continue
            # ``on`` written plain, as the spec writes a card's (the loader reads YAML 1.2 booleans: ``on`` is a key)
            pairs = ", ".join(f"{'on' if k == 'on' else _key(k)}: {_flow(v)}" for k, v in ordered.items())
            lines.append(f"  - {{{pairs}}}")
    if scenario.dice:
        lines.append(f"dice: {_flow(scenario.dice)}")
    return "\n".join(lines) + "\n"


__all__ = ["span", "to_text", "to_yaml"]
