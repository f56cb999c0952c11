"""What the question builder needs to know of a game: how to write a scenario (YAML and plain English), which
questions can be asked of its answer (the *foci*, each with the summariser that turns an answer into an option's
text), and which plays a player might forget (the *omissions*, for engine-computed distractors)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import yaml

from judge.pool import CardPool

Answer = dict[str, Any]
"""An engine's answer in the scenario format's JSON (``judge simulate --json``)."""
Data = dict[str, Any]
"""A scenario document as data (what its YAML holds)."""

MAX_OPTION = 420
"""Characters of an option's text; a longer summary is cut at a word (the cut text is what is compared)."""


@dataclass(frozen=True)
class Focus:
    """One question that can be asked of a scenario's answer, and how an answer reads as an option."""

    name: str
    question: str
    summarise: Callable[[Answer], str]


@dataclass(frozen=True)
class Omission:
    """The same scenario with one play left out: its answer is the plausible wrong option of a player who forgets
    the play (or, for a card question, the answer without the card)."""

    data: Data
    mistake: str
    """What the option embodies, in words: "Forgets that Melissa played Dig In"."""


class GameKit(ABC):
    """The game-specific side of a scenario question."""

    game: str

    def text(self, data: Data) -> str:
        """The scenario as YAML text (no comments: a worked example's comment states its answer)."""
        return yaml.safe_dump(data, sort_keys=False, default_flow_style=None, allow_unicode=True, width=110)

    @abstractmethod
    def describe(self, data: Data, pool: CardPool) -> str:
        """The position and the actions in plain English."""

    @abstractmethod
    def foci(self, data: Data, pool: CardPool, legality: bool) -> list[Focus]:
        """The questions that can be asked of this scenario, narrowest first (``legality``: the template is about
        legality, so the one question is whether it is legal and what happens)."""

    @abstractmethod
    def omissions(self, data: Data, pool: CardPool) -> list[Omission]:
        """The scenario with each optional play left out, one at a time."""

    @abstractmethod
    def without(self, data: Data, card: str, pool: CardPool) -> Omission | None:
        """The scenario with every play of ``card`` left out (a card question's "without the card" option)."""

    def steps(self, data: Data) -> int:
        """How many actions the scenario lists (for the difficulty)."""
        actions = data.get("actions") or []
        return len(actions) if isinstance(actions, list) else 0


def shorten(text: str, limit: int = MAX_OPTION) -> str:
    """``text`` cut at a word to at most ``limit`` characters (with an ellipsis)."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    return text[: limit - 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def not_legal(answer: Answer) -> str:
    """An illegal answer as an option: its first violation, and how many more there are."""
    violations = answer.get("violations") or []
    if not violations:
        return "Not legal"
    first = str(violations[0].get("message", "")).rstrip(".")
    more = (
        f" (and {len(violations) - 1} more violation{'s' if len(violations) > 2 else ''})"
        if len(violations) > 1
        else ""
    )
    return f"Not legal: {first}{more}"


def by_chance(outcomes: Sequence[dict[str, Any]], describe: Callable[[dict[str, Any]], str]) -> str:
    """The outcomes described, equal descriptions merged with their probabilities summed: one description when it
    is certain, else ``(2/3) ...; (1/3) ...``, most likely first."""
    groups: dict[str, Fraction] = defaultdict(Fraction)
    for outcome in outcomes:
        groups[describe(outcome)] += Fraction(str(outcome.get("probability", "1")))
    if not groups:
        return "No outcome"
    if len(groups) == 1:
        return next(iter(groups))
    ranked = sorted(groups.items(), key=lambda item: (-item[1], item[0]))
    return "; ".join(f"({p}) {text}" for p, text in ((str(p), t) for t, p in ranked))


def legal_or_not(answer: Answer, describe: Callable[[dict[str, Any]], str]) -> str:
    """The answer as an option: ``Not legal: ...``, or its outcomes described."""
    if not answer.get("legal", False):
        return not_legal(answer)
    return by_chance(answer.get("outcomes") or [], describe)


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")


def join_words(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def sentence(parts: Sequence[str], nothing: str) -> str:
    """Clauses joined into one option text with a capital letter, or ``nothing`` when there are none."""
    text = "; ".join(parts)
    return text[0].upper() + text[1:] if text else nothing


def winner_words(winner: str) -> str:
    """An outcome's ``winner`` (a player's name or ``"draw"``) in words."""
    return "the game is a draw" if winner == "draw" else f"{winner} wins"
