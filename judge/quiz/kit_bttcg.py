"""The BattleTech TCG side of scenario questions: the scenario in the spec's YAML and in plain English
(:mod:`judge.bttcg.scenario_write`), the questions its answer can settle (what happens to the target, who wins
initiative, what happens to every card) and the plays a player might forget."""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass
from typing import Any

from judge.bttcg.load import LoadedScenario, load_scenario
from judge.bttcg.scenario import BtScenario, CardSpec
from judge.bttcg.scenario_write import to_text, to_yaml
from judge.cards.models import BtCard
from judge.importers.yamlfile import YamlDocument
from judge.pool import CardPool
from judge.quiz.kit import (
    Answer,
    Data,
    Focus,
    GameKit,
    Omission,
    join_words,
    legal_or_not,
    plural,
    sentence,
    winner_words,
)

_DEFAULT_ZONE = {"Unit": "patrol", "Command": "command_post", "Mission": "hand"}
_ZONE_WORDS = {
    "patrol": "patrol",
    "guard": "guard duty",
    "construction": "the Construction region",
    "command_post": "the Command Post",
    "hand": "its owner's hand",
    "stockpile": "the Stockpile",
    "scrapheap": "the Scrapheap",
}


@dataclass(frozen=True)
class _Start:
    zone: str
    damage: int
    tapped: bool
    depleted: bool
    counters: int


class _Cards:
    """The scenario's cards: their names as a reader sees them, kinds and starting states."""

    def __init__(self, loaded: LoadedScenario) -> None:
        scenario = loaded.scenario
        labels = {cid: _label(cid, spec) for cid, spec in scenario.cards.items()}
        repeated = Counter(labels.values())
        seen: Counter[str] = Counter()
        self.names: dict[str, str] = {}
        for cid, label in labels.items():
            if repeated[label] > 1:
                seen[label] += 1
                self.names[cid] = f"{label} #{seen[label]}"
            else:
                self.names[cid] = label
        self.kinds = {cid: loaded.card_type(cid) or "Unit" for cid in scenario.cards}
        self.start = {
            cid: _Start(
                zone=spec.zone or _DEFAULT_ZONE.get(self.kinds[cid], "patrol"),
                damage=spec.damage,
                tapped=spec.tapped or spec.depleted,
                depleted=spec.depleted,
                counters=spec.counters,
            )
            for cid, spec in scenario.cards.items()
        }
        self.attackers: set[str] = set()
        if scenario.mission is not None:
            self.attackers |= set(scenario.mission.group)
        for action in scenario.actions:
            if action.group:
                self.attackers |= set(action.group)
        self.players = list(scenario.players)
        self.stockpiles = {p: spec.stockpile for p, spec in scenario.players.items()}

    def changes(self, cid: str, end: dict[str, Any], *, target: bool = False) -> list[str]:
        """What happened to one card, in words (nothing if it is as it was)."""
        name, start = self.names[cid], self.start[cid]
        zone = str(end.get("zone", start.zone))
        found: list[str] = []
        if zone != start.zone:
            found.append(
                f"{name} is scrapped" if zone == "scrapheap" else f"{name} goes to {_ZONE_WORDS.get(zone, zone)}"
            )
        if zone == "scrapheap":
            return found
        damage, counters = int(end.get("damage", 0)), int(end.get("counters", 0))
        if damage != start.damage:
            found.append(f"{name} has {plural(damage, 'damage counter')}" if damage else f"{name} has no damage")
        if counters != start.counters:
            found.append(f"{name} has {plural(counters, 'construction counter')}")
        if target:
            return found
        depleted, tapped = bool(end.get("depleted")), bool(end.get("tapped"))
        if depleted != start.depleted:
            found.append(f"{name} is {'depleted' if depleted else 'reloaded'}")
        elif tapped != start.tapped and not (cid in self.attackers and tapped):
            found.append(f"{name} is {'tapped' if tapped else 'untapped'}")
        return found

    def stockpile_changes(self, outcome: dict[str, Any], players: list[str] | None = None) -> list[str]:
        found = []
        for player in players or self.players:
            left = outcome.get("stockpiles", {}).get(player, self.stockpiles[player])
            if left != self.stockpiles[player]:
                lost = self.stockpiles[player] - left
                what = f"{plural(lost, 'card')} scrapped" if lost > 0 else f"{plural(-lost, 'card')} more"
                found.append(f"{player}'s Stockpile: {plural(left, 'card')} ({what})")
        return found

    def everything(self, outcome: dict[str, Any]) -> str:
        parts: list[str] = []
        for cid, end in outcome.get("cards", {}).items():
            if cid in self.names and self.kinds[cid] != "Mission":
                parts += self.changes(cid, end)
        parts += self.stockpile_changes(outcome)
        if outcome.get("winner"):
            parts.append(winner_words(outcome["winner"]))
        return sentence(parts, "Nothing changes")


def _card_line(card: BtCard) -> str:
    """A pool card in one line: type, speed and stats for a Unit, and its current text."""
    kind = " ".join([card.card_type or "card", *(f"({s})" for s in card.subtypes[:2])])
    stats = []
    if card.card_type == "Unit":
        stats = [
            card.speed or "speed unknown",
            f"attack {card.attack}",
            f"armor {card.armor}",
            f"structure {card.structure}",
        ]
    text = " ".join(card.text.split())
    return f"{card.name}: {', '.join([kind, *stats])}" + (f"; “{text}”" if text else "")


def _label(cid: str, spec: CardSpec) -> str:
    if spec.card is not None:
        return spec.card
    body = spec.unit or spec.command or spec.mission
    return body.name if body is not None and body.name else cid


class BttcgKit(GameKit):
    game = "bttcg"

    def load(self, data: Data, pool: CardPool) -> LoadedScenario:
        """:raises ScenarioError: for malformed data (a template's bug, or a card missing from the pool)."""
        return load_scenario(YamlDocument(super().text(data)), pool)

    def text(self, data: Data) -> str:
        scenario = BtScenario.model_validate({k: v for k, v in data.items() if k != "question"})
        return to_yaml(scenario)

    def describe(self, data: Data, pool: CardPool) -> str:
        loaded = self.load(data, pool)
        scenario = loaded.scenario.model_copy(update={"title": None, "question": None})
        text = to_text(scenario).strip()
        cards = list({card.name: card for card in loaded.cards.values()}.values())
        if cards:
            text += "\n\nThe pool cards, as the engine reads them (their current text):\n" + "\n".join(
                f"- {_card_line(card)}" for card in cards
            )
        return text

    def foci(self, data: Data, pool: CardPool, legality: bool) -> list[Focus]:
        loaded = self.load(data, pool)
        cards = _Cards(loaded)
        if legality:
            return [Focus("legality", "Is this legal, and what happens?", lambda a: _legal(a, cards))]
        found: list[Focus] = []
        mission = loaded.scenario.mission
        if mission is not None:
            found.append(_target_focus(cards, mission.target))
            found.append(
                Focus("initiative", "Who wins initiative, and with what scores?", lambda a: _initiative(a, cards))
            )
        found.append(Focus("outcome", "What happens?", lambda a: legal_or_not(a, cards.everything)))
        return found

    def omissions(self, data: Data, pool: CardPool) -> list[Omission]:
        cards = _Cards(self.load(data, pool))
        found: list[Omission] = []
        for index, action in enumerate(data.get("actions") or []):
            if not isinstance(action, dict) or not ({"play", "use"} & set(action)):
                continue
            rest = copy.deepcopy(data)
            del rest["actions"][index]
            found.append(Omission(rest, f"Leaves out that {_play_words(action, cards)}."))
        return found

    def without(self, data: Data, card: str, pool: CardPool) -> Omission | None:
        rest = copy.deepcopy(data)
        rest["actions"] = [a for a in rest.get("actions") or [] if not (isinstance(a, dict) and a.get("play") == card)]
        if len(rest["actions"]) == len(data.get("actions") or []):
            return None
        name = _Cards(self.load(data, pool)).names.get(card, card)
        return Omission(rest, f"Plays as if {name} had not been played: its text forgotten.")


def _play_words(action: dict[str, Any], cards: _Cards) -> str:
    by = str(action.get("by"))
    if "play" in action:
        return f"{by} played {cards.names.get(str(action['play']), action['play'])}"
    owner = action.get("unit") or action.get("card")
    return f"{by} used {action['use']} of {cards.names.get(str(owner), owner)}"


def _target_focus(cards: _Cards, target: str) -> Focus:
    if target.endswith(".stockpile"):
        player = target.removesuffix(".stockpile")

        def stockpile(outcome: dict[str, Any]) -> str:
            found = cards.stockpile_changes(outcome, [player])
            return found[0] if found else f"{player}'s Stockpile: no card scrapped"

        return Focus("target", f"What happens to {player}'s Stockpile?", lambda a: legal_or_not(a, stockpile))
    name = cards.names.get(target, target)

    def card(outcome: dict[str, Any]) -> str:
        end = outcome.get("cards", {}).get(target)
        found = cards.changes(target, end, target=True) if end is not None else []
        return sentence(found, f"{name} takes no damage")

    return Focus("target", f"What happens to {name}?", lambda a: legal_or_not(a, card))


def _initiative(answer: Answer, cards: _Cards) -> str:
    if not answer.get("legal", False):
        return legal_or_not(answer, cards.everything)
    initiative = answer.get("initiative")
    if not initiative:
        return "There is no battle"
    scores = join_words([f"{p} {n}" for p, n in initiative.get("scores", {}).items()])
    return f"{initiative.get('winner')} wins initiative ({scores})"


def _legal(answer: Answer, cards: _Cards) -> str:
    text = legal_or_not(answer, cards.everything)
    return text if text.startswith("Not legal") else f"Legal: {text}"
