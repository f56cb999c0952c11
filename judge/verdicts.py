"""The verdict in words for Mech chess and Domination answers (issue 21 item 3, as ``judge/bttcg/verdict.py`` gives
it for BattleTech): one or two sentences, beside the contract's keys as ``summary``, shown first on ``/ask``. It
reads only the answer (``legal``, ``violations``, ``outcomes``): whether every action was legal, then what the
outcomes hold, each with its exact probability when it is not certain: for Mech chess the units destroyed and the
winner, for Domination the scores, the winner, the Overrun and the totals of the combat."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from typing import Any


def _odds(p: Fraction) -> str:
    return "certain" if p == 1 else f"probability {p} ≈ {float(p) * 100:.0f}%"


def _p(outcome: dict[str, Any]) -> Fraction:
    try:
        return Fraction(str(outcome.get("probability")))
    except (ValueError, ZeroDivisionError):
        return Fraction(0)


def _legal(answer: dict[str, Any]) -> str:
    if answer.get("legal"):
        return "Legal."
    violations = answer.get("violations") or []
    said = violations[0].get("message") if violations and isinstance(violations[0], dict) else None
    first = str(said).rstrip(".") if said else "a rule is broken"
    more = f" (and {len(violations) - 1} more)" if len(violations) > 1 else ""
    return f"Illegal: {first}{more}."


def _shares(outcomes: list[dict[str, Any]], key: Callable[[dict[str, Any]], str | None]) -> list[tuple[str, Fraction]]:
    """Each value ``key`` takes over the outcomes with the probability it has, most likely first."""
    found: Counter[str] = Counter()
    weights: dict[str, Fraction] = {}
    for outcome in outcomes:
        value = key(outcome)
        if value is not None:
            weights[value] = weights.get(value, Fraction(0)) + _p(outcome)
            found[value] += 1
    return sorted(weights.items(), key=lambda item: (-item[1], item[0]))


def _winner(outcomes: list[dict[str, Any]]) -> str | None:
    won = _shares(outcomes, lambda o: o.get("winner"))
    return "; ".join(f"{who} wins ({_odds(p)})" for who, p in won) if won else None


def mechchess_summary(answer: dict[str, Any]) -> str:
    """``Legal. Black's Commando (e6) is destroyed (certain).``"""
    outcomes: list[dict[str, Any]] = list(answer.get("outcomes") or [])
    if not outcomes:
        return f"{_legal(answer)} No outcome could be resolved."
    units: dict[str, Fraction] = {}
    for outcome in outcomes:
        for unit in outcome.get("destroyed") or []:
            units[str(unit)] = units.get(str(unit), Fraction(0)) + _p(outcome)
    parts = [f"{unit} is destroyed ({_odds(p)})" for unit, p in sorted(units.items(), key=lambda i: (-i[1], i[0]))]
    said = "; ".join(parts) if parts else "no unit is destroyed"
    winner = _winner(outcomes)
    return f"{_legal(answer)} {said[0].upper()}{said[1:]}.{f' {winner}.' if winner else ''}"


def domination_summary(answer: dict[str, Any]) -> str:
    """``Legal. Scores: A 14, B 5 (certain). Overrun: B 1. Total Attack 3 against Total Defense 2.``"""
    outcomes: list[dict[str, Any]] = list(answer.get("outcomes") or [])
    if not outcomes:
        return f"{_legal(answer)} No outcome could be resolved."

    def scores(o: dict[str, Any]) -> str:
        return ", ".join(f"{name} {p.get('score')}" for name, p in (o.get("players") or {}).items())

    said = [_legal(answer), "Scores: " + "; or ".join(f"{s} ({_odds(p)})" for s, p in _shares(outcomes, scores)) + "."]
    winner = _winner(outcomes)
    if winner:
        said.append(f"{winner}.")
    overrun = _shares(outcomes, lambda o: ", ".join(f"{k} {v}" for k, v in (o.get("overrun") or {}).items()) or None)
    if overrun:
        said.append("Overrun: " + "; or ".join(f"{v}" + ("" if p == 1 else f" ({_odds(p)})") for v, p in overrun) + ".")

    def combat(o: dict[str, Any]) -> str | None:
        totals = o.get("totals")
        if not isinstance(totals, dict) or "attack" not in totals or "defense" not in totals:
            return None
        return f"Total Attack {totals['attack']} against Total Defense {totals['defense']}"

    totals = _shares(outcomes, combat)
    if len(totals) == 1:
        said.append(f"{totals[0][0]}.")
    return " ".join(said)


__all__ = ["domination_summary", "mechchess_summary"]
