"""The verdict of a Mech chess scenario's answer in plain words (issue 21, item 3), as for the BattleTech TCG
(:mod:`judge.bttcg.verdict`): legal or not, then what happens to the units attacked ("Black's Commando on e6 is
destroyed (certain)", "White's Atlas on d1 survives with 9 hits left (probability 1/2 ≈ 50%)") and who wins the game,
or who wins first when the scenario's question asks it."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from judge.verdict_words import WIN_QUESTION, legality, probability, statement, winners
from judge.verdict_words import odds as _odds

_DESTROYED = re.compile(r"^(?P<who>.+?) \((?P<square>[a-h][1-8])\)$")


def _mapping(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _unit(data: dict[str, Any], square: str) -> str:
    """``Black's Commando on e6`` (the unit the scenario placed there)."""
    spec = _mapping(_mapping(data.get("board")).get(square))
    if not spec:
        return f"the unit on {square}"
    return f"{spec.get('owner')}'s {spec.get('unit')} on {square}"


def _fates(answer: dict[str, Any], data: dict[str, Any]) -> list[str]:
    """Each unit destroyed in some outcome, then each unit attacked that survives, with its hits left."""
    outcomes = [o for o in answer.get("outcomes") or [] if isinstance(o, dict)]
    destroyed: dict[str, Fraction] = {}
    for outcome in outcomes:
        for entry in outcome.get("destroyed") or []:
            found = _DESTROYED.match(str(entry))
            square = found["square"] if found else str(entry)
            destroyed[square] = destroyed.get(square, Fraction(0)) + probability(outcome)
    said = [
        f"{_unit(data, square)} is destroyed ({_odds(p)})" + (f" and survives ({_odds(1 - p)})" if p < 1 else "")
        for square, p in destroyed.items()
    ]
    attacked = [str(a.get("target")) for a in answer.get("attacks") or [] if isinstance(a, dict)]
    for square in dict.fromkeys(attacked):
        if destroyed.get(square, Fraction(0)) > 0:
            continue
        hits = {h for o in outcomes if isinstance(h := _mapping(_mapping(o.get("board")).get(square)).get("hits"), int)}
        if len(hits) == 1:
            said.append(f"{_unit(data, square)} survives with {hits.pop()} hits left (certain)")
        elif hits:
            low, high = min(hits), max(hits)
            said.append(f"{_unit(data, square)} survives (certain), with {low} to {high} hits left")
    return said


def summary(answer: dict[str, Any], data: dict[str, Any]) -> str:
    """The verdict: legal or not (the first violation), then what happens, who wins first when asked."""
    sentences = [legality(answer)]
    legal = bool(answer.get("legal", True))
    won = winners(answer)
    fates = _fates(answer, data)
    question = str(data.get("question") or "")
    if WIN_QUESTION.search(question):
        said = [won or "No one wins the game here", *fates]
    else:
        said = [*fates, *([won] if won else [])]
    if said:
        sentences.append(statement("; ".join(said), legal))
    return " ".join(sentences)


__all__ = ["summary"]
