"""Words every game's verdict shares (issue 21, item 3): the legality sentence that opens it, a probability in words,
and the sentence an answer's statement ends as. The verdicts themselves live with their game
(:mod:`judge.bttcg.verdict`, :mod:`judge.mechchess.verdict`, :mod:`judge.domination.verdict`)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

WIN_QUESTION = re.compile(r"\bwho\s+(?:wins|won|will\s+win)\b|\bwinner\b|\bwin\b", re.IGNORECASE)
"""A question about who wins the game."""


def odds(p: Fraction, *, estimate: bool = False) -> str:
    """``certain``, or ``probability 1/3 ≈ 33%`` (``about 33%`` for an estimate from sampled games)."""
    if estimate:
        return f"about {float(p) * 100:.0f}%"
    return "certain" if p == 1 else f"probability {p} ≈ {float(p) * 100:.0f}%"


def probability(outcome: dict[str, Any]) -> Fraction:
    """An outcome's probability (its exact fraction, or the observed one of an estimate)."""
    try:
        return Fraction(str(outcome.get("probability", outcome.get("p", 0))))
    except (ValueError, ZeroDivisionError):
        return Fraction(str(float(outcome.get("p", 0))))


def legality(answer: dict[str, Any]) -> str:
    """``Legal.``, or ``Illegal: <the first violation> (and N more).``"""
    violations: list[dict[str, Any]] = answer.get("violations") or []
    if answer.get("legal", True):
        return "Legal."
    message = str(violations[0].get("message", "")).rstrip(".") if violations else "a rule is broken"
    more = f" (and {len(violations) - 1} more)" if len(violations) > 1 else ""
    return f"Illegal: {message}{more}."


def statement(said: str, legal: bool) -> str:
    """What happens, as its own sentence; after a violation, "As resolved: ..." (what the engine did anyway)."""
    if legal:
        return f"{said[0].upper()}{said[1:]}."
    lowered = f"the {said.removeprefix('The ')}" if said.startswith("The ") else said
    return f"As resolved: {lowered}."


def winners(answer: dict[str, Any], *, estimate: bool = False) -> str | None:
    """Who wins the game over the outcomes, with what probability; ``None`` when no outcome has a winner."""
    wins: dict[str, Fraction] = {}
    for outcome in answer.get("outcomes") or []:
        if isinstance(outcome, dict) and outcome.get("winner"):
            who = str(outcome["winner"])
            wins[who] = wins.get(who, Fraction(0)) + probability(outcome)
    if not wins:
        return None
    return "; ".join(
        f"{who} wins the game ({odds(p, estimate=estimate)})" for who, p in sorted(wins.items(), key=lambda kv: -kv[1])
    )


__all__ = ["WIN_QUESTION", "legality", "odds", "probability", "statement", "winners"]
