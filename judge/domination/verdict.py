"""The verdict of a Battletech: Domination scenario's answer in plain words (issue 21, item 3), as for the BattleTech
TCG (:mod:`judge.bttcg.verdict`): legal or not, then who wins, who is Overrun and by how much, and each player's
score after it (the scenario's question, when it asks who wins, answered first). An estimate over seeded games says
"about"."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from judge.verdict_words import WIN_QUESTION, legality, odds, probability, statement, winners


def _mapping(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _spread(values: dict[int, Fraction], estimate: bool) -> str:
    """``14 (certain)``, or ``12 to 16, most likely 14 (probability 1/2 ≈ 50%)``."""
    if len(values) == 1:
        return f"{next(iter(values))} ({odds(Fraction(1), estimate=estimate)})"
    likely, p = max(values.items(), key=lambda kv: (kv[1], -kv[0]))
    return f"{min(values)} to {max(values)}, most likely {likely} ({odds(p, estimate=estimate)})"


def _per_player(answer: dict[str, Any], read: str) -> dict[str, dict[int, Fraction]]:
    found: dict[str, dict[int, Fraction]] = {}
    for outcome in answer.get("outcomes") or []:
        if not isinstance(outcome, dict):
            continue
        p = probability(outcome)
        source = _mapping(outcome.get("overrun")) if read == "overrun" else _mapping(outcome.get("players"))
        for player, value in source.items():
            number = value if read == "overrun" else _mapping(value).get("score")
            if isinstance(number, int) and not isinstance(number, bool):
                spread = found.setdefault(str(player), {})
                spread[number] = spread.get(number, Fraction(0)) + p
    return found


def summary(answer: dict[str, Any], data: dict[str, Any]) -> str:
    """The verdict: legal or not (the first violation), then who wins, who is Overrun, the scores."""
    estimate = bool(answer.get("estimate"))
    sentences = [legality(answer)]
    won = winners(answer, estimate=estimate)
    overrun = [
        f"{player} is Overrun by {_spread(values, estimate)}"
        for player, values in _per_player(answer, "overrun").items()
    ]
    scores = [f"{player} scores {_spread(values, estimate)}" for player, values in _per_player(answer, "score").items()]
    if WIN_QUESTION.search(str(data.get("question") or "")):
        said = [won or "No one wins the game here", *overrun, *scores]
    else:
        said = [*([won] if won else []), *overrun, *scores]
    if said:
        sentences.append(statement("; ".join(said), bool(answer.get("legal", True))))
    return " ".join(sentences)


__all__ = ["summary"]
