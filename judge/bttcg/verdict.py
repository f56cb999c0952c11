"""The verdict of a BattleTech scenario's answer in plain words (issue 21, item 3): one or two sentences, card names
first, the scenario's question answered directly where the answer holds it ("Legal. The Sunder survives with 2
damage (certain): it received 7, Move to Partial Cover prevented 2 and armor 3 stopped 3."), and a violation that
something probably left out caused says so ("Melissa has no Tactics, so Melissa's base initiative is 0 (rulebook
p.26): did you mean 'Melissa has Tactics.'?").

Used by ``judge simulate`` (the answer's ``summary``), the /ask page and its JSON twin; the words of the actions and
outcomes by card name (:func:`card_names`, :func:`action_text`) are shared with the page's tables.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from judge.cards.names import fold, split_code
from judge.verdict_words import legality, odds, statement, winners

_FATE = re.compile(
    r"\b(?:surviv\w*|scrap\w*|destroy\w*|die|dies|dead|kill\w*|live|lives|damage|hurt)\b",
    re.IGNORECASE,
)
_KINDS = {"mech": "'Mech", "vehicle": "vehicle", "battle_armor": "battle armor"}


def _mapping(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def card_names(data: dict[str, Any]) -> dict[str, str]:
    """Each card id of the scenario ``data`` with the name a person calls it by: the name written ("Sunder",
    "Move to Partial Cover"), ``<owner>'s <name>`` where two cards share it, ``<owner>'s 'Mech`` for a Unit written
    out without a name."""
    cards = _mapping(data.get("cards"))
    labels: dict[str, str | None] = {}
    for card_id, spec in cards.items():
        spec = _mapping(spec)
        label = spec.get("card")
        for kind in ("unit", "command", "mission"):
            if isinstance(spec.get(kind), dict):
                label = spec[kind].get("name")
        labels[card_id] = label if isinstance(label, str) else None
    counts: dict[str, int] = {}
    for label in labels.values():
        if label:
            counts[fold(label)] = counts.get(fold(label), 0) + 1
    names: dict[str, str] = {}
    for card_id, label in labels.items():
        owner = _mapping(cards[card_id]).get("owner")
        if label is None:
            unit = _mapping(_mapping(cards[card_id]).get("unit"))
            kind = _KINDS.get(str(unit.get("type")), "card") if unit else "card"
            names[card_id] = f"{owner}'s {kind}" if owner else card_id
        elif counts[fold(label)] > 1 and owner:
            names[card_id] = f"{owner}'s {label}"
        else:
            names[card_id] = label
    return names


def _the(name: str, *, start: bool = False) -> str:
    """``the Sunder`` (a card's name), ``Brian's 'Mech`` (a possessive stays as it is)."""
    if "'s " in name or "’s " in name:
        return name
    return f"{'The' if start else 'the'} {name}"


def action_text(action: dict[str, Any], names: dict[str, str], pool: frozenset[str] = frozenset()) -> str | None:
    """One action in English by card name ("Melissa plays Move to Partial Cover on the Sunder": "the" before a card
    of the ``pool``), or ``None`` for an action of another kind (shown as written)."""

    def _the(ref: str) -> str:
        name = names.get(ref, ref)
        return f"the {name}" if ref in pool and "'s " not in name else name

    def _site(ref: str, names: dict[str, str]) -> str:
        if ref.endswith(".stockpile"):
            return f"{ref.removesuffix('.stockpile')}'s Stockpile"
        return _the(ref)

    by = action.get("by", "?")
    chosen = [_site(str(c), names) for c in action.get("choose") or []]
    on = f" on {' and '.join(chosen)}" if chosen else ""
    amounts = _mapping(action.get("amounts")) | _mapping(action.get("at"))
    spread = ", ".join(f"{n} at {_site(str(k), names)}" for k, n in amounts.items())
    if "play" in action:
        return f"{by} plays {names.get(action['play'], action['play'])}{on}{', ' + spread if spread else ''}"
    if "use" in action:
        card = action.get("unit") or action.get("card")
        with_card = f" with {_the(str(card))}" if card else ""
        return f"{by} uses {action['use']}{with_card}{on}{', ' + spread if spread else ''}"
    if "assign" in action:
        source = _the(str(action["assign"]))
        to = _mapping(action.get("to"))
        if not to:
            return f"{by} assigns no damage from {source}"
        return f"{by} assigns " + " and ".join(
            f"{n} damage from {source} to {_site(str(k), names)}" for k, n in to.items()
        )
    if "attack" in action:
        group = " and ".join(_the(str(g)) for g in action.get("group") or [])
        return f"{by} attacks {_site(str(action['attack']), names)} with {group}"
    if "reveal" in action:
        return f"{by} reveals {names.get(action['reveal'], action['reveal'])}{on}"
    if action.get("pass"):
        return f"{by} passes"
    return None


def outcome_words(outcome: dict[str, Any], start: dict[str, Any]) -> list[str]:
    """What changed from the scenario's start in one outcome, by card name: cards scrapped, damage, Stockpiles."""
    names = card_names(start)
    cards, players = _mapping(start.get("cards")), _mapping(start.get("players"))
    scrapped: list[str] = []
    damaged: list[str] = []
    for card_id, state in _mapping(outcome.get("cards")).items():
        spec = _mapping(cards.get(card_id))
        name = names.get(card_id, card_id)
        if state.get("zone") == "scrapheap" and spec.get("zone") != "scrapheap":
            scrapped.append(name)
        elif state.get("damage", 0) != (spec.get("damage") or 0):
            damaged.append(f"{name} {state.get('damage')}")
    found = []
    if scrapped:
        found.append("to the scrapheap: " + ", ".join(scrapped))
    if damaged:
        found.append("damage: " + ", ".join(damaged))
    for name, left in _mapping(outcome.get("stockpiles")).items():
        before = _mapping(players.get(name)).get("stockpile", 30)
        if left != before:
            found.append(f"{name}'s Stockpile {before} → {left}")
    return found or ["no card damaged or scrapped"]


def _reason(name: str, trace: list[dict[str, Any]]) -> str:
    """Why the card took what it took, from the trace's damage step: "it received 7, Move to Partial Cover prevented
    2 and armor 3 stopped 3"."""
    stem = fold(split_code(name.split("'s ", 1)[-1])[0])
    for step in trace:
        text = str(step.get("text", ""))
        m = re.match(r"^(?P<who>.+?) receives (?P<n>\d+) damage(?P<rest>;.*)?$", text)
        if not m or fold(split_code(m["who"])[0]) != stem:
            continue
        parts = [f"it received {m['n']}"]
        for part in (m["rest"] or "").split(";"):
            part = re.sub(r"\s*\([^)]*\)", "", part).strip()
            if " prevents " in part or part.startswith("armor "):
                parts.append(part.replace(" prevents ", " prevented ").replace(" stops ", " stopped "))
        return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return ""


def _fate(
    card_id: str,
    answer: dict[str, Any],
    names: dict[str, str],
    start: bool = True,
    pool_cards: frozenset[str] = frozenset(),
) -> str | None:
    """The card's fate over every outcome: scrapped or survives, with what probability and damage ("the Sunder" for a
    card of the pool, a card written out by its own name)."""
    outcomes: list[dict[str, Any]] = answer.get("outcomes") or []
    states: list[tuple[Fraction, dict[str, Any]]] = [
        (Fraction(str(o["probability"])), s)
        for o in outcomes
        if isinstance(s := _mapping(o.get("cards")).get(card_id), dict)
    ]
    if not states or answer.get("outcomes_rest", {}).get("count"):
        return None
    name = _the(names.get(card_id, card_id), start=start) if card_id in pool_cards else names.get(card_id, card_id)
    scrapped = sum((p for p, s in states if s.get("zone") == "scrapheap"), Fraction(0))
    if scrapped == 0 or scrapped == 1:
        damage = sorted({int(s.get("damage", 0)) for _p, s in states})
        if scrapped == 1:
            said = f"{name} is scrapped (certain)"
        elif len(damage) == 1:
            said = f"{name} survives with {damage[0]} damage (certain)"
        else:
            said = f"{name} survives (certain), with {damage[0]} to {damage[-1]} damage"
        reason = _reason(names.get(card_id, card_id), answer.get("trace") or []) if len(states) == 1 else ""
        return f"{said}: {reason}" if reason else said
    return f"{name} is scrapped with {odds(scrapped)} and survives with {odds(1 - scrapped)}"


def _stockpile(player: str, answer: dict[str, Any], start: dict[str, Any]) -> str | None:
    outcomes: list[dict[str, Any]] = answer.get("outcomes") or []
    before = _mapping(_mapping(_mapping(start.get("players")).get(player))).get("stockpile", 30)
    left: dict[int, Fraction] = {}
    for o in outcomes:
        n = _mapping(o.get("stockpiles")).get(player)
        if isinstance(n, int):
            left[n] = left.get(n, Fraction(0)) + Fraction(str(o["probability"]))
    if not left or answer.get("outcomes_rest", {}).get("count"):
        return None
    if len(left) == 1:
        n = next(iter(left))
        if n == before:
            return f"{player}'s Stockpile keeps its {n} cards (certain)"
        return f"{player}'s Stockpile goes from {before} to {n} cards (certain)"
    spread = ", ".join(f"{n} cards with probability {p}" for n, p in sorted(left.items(), key=lambda kv: -kv[1]))
    return f"{player}'s Stockpile of {before} ends with {spread}"


def _winner(answer: dict[str, Any]) -> str:
    said = winners(answer)
    if said is None:
        said = "No one wins the game here"
        if _mapping(answer.get("initiative")).get("winner"):
            said += f"; {_initiative(answer)}"
    return said


def _initiative(answer: dict[str, Any]) -> str:
    initiative = _mapping(answer.get("initiative"))
    scores = _mapping(initiative.get("scores"))
    shown = ", ".join(f"{p} {n}" for p, n in scores.items())
    tie = "; ties go to the attacker" if len(set(scores.values())) == 1 and len(scores) > 1 else ""
    return f"{initiative.get('winner')} wins initiative ({shown}{tie})"


def _asked_card(question: str, data: dict[str, Any], names: dict[str, str]) -> str | None:
    """The card the question names (its longest name found in it), else the mission's target."""
    folded = fold(question)
    found = [
        (len(n), cid)
        for cid, name in names.items()
        for n in {name, split_code(name.split("'s ", 1)[-1])[0]}
        if re.search(rf"(?<!\w){re.escape(fold(n))}(?!\w)", folded)
    ]
    if found:
        return max(found)[1]
    target = _mapping(data.get("mission")).get("target")
    return target if isinstance(target, str) and not target.endswith(".stockpile") else None


def _hints(answer: dict[str, Any], data: dict[str, Any]) -> list[str]:
    """What the user probably left out, where a violation follows from it."""
    players = _mapping(data.get("players"))
    hints: list[str] = []
    for violation in answer.get("violations") or []:
        m = re.match(r"^(?P<p>.+?)['’]s initiative score is 0\b", str(violation.get("message", "")))
        if m and m["p"] in players and "T" not in (_mapping(players[m["p"]]).get("assets") or []):
            hint = (
                f"{m['p']} has no Tactics, so {m['p']}'s base initiative is 0 (rulebook p.26): did you mean "
                f"'{m['p']} has Tactics.'?"
            )
            if hint not in hints:
                hints.append(hint)
    return hints


def pool_cards(data: dict[str, Any]) -> frozenset[str]:
    """The ids of the scenario's cards of the pool (named "the Sunder"; a card written out goes by its name)."""
    return frozenset(cid for cid, spec in _mapping(data.get("cards")).items() if _mapping(spec).get("card"))


def _general(answer: dict[str, Any], data: dict[str, Any], names: dict[str, str]) -> str | None:
    """What happens: the mission's target first, then every other card scrapped or damaged."""
    mission = _mapping(data.get("mission"))
    target = mission.get("target")
    pool = pool_cards(data)
    said: list[str] = []
    if isinstance(target, str) and target.endswith(".stockpile"):
        owner = target.removesuffix(".stockpile")
        if (line := _stockpile(owner, answer, data)) is not None:
            said.append(line)
    elif isinstance(target, str) and (line := _fate(target, answer, names, pool_cards=pool)) is not None:
        said.append(line)
    cards = _mapping(data.get("cards"))
    played = {a.get("play") for a in data.get("actions") or [] if isinstance(a, dict)}
    for card_id in cards:
        if card_id == target or card_id in played:
            continue
        outcomes: list[dict[str, Any]] = answer.get("outcomes") or []
        states = [_mapping(_mapping(o.get("cards")).get(card_id)) for o in outcomes]
        before = _mapping(cards[card_id])
        changed = any(s.get("zone") == "scrapheap" and before.get("zone") != "scrapheap" for s in states) or any(
            s.get("damage", 0) != (before.get("damage") or 0) for s in states
        )
        if changed and (line := _fate(card_id, answer, names, start=not said, pool_cards=pool)) is not None:
            said.append(line.split(": ", 1)[0])
    winner = [o.get("winner") for o in answer.get("outcomes") or [] if o.get("winner")]
    if winner:
        said.append(_winner(answer))
    if not said:
        return None
    return "; ".join(said)


def summary(answer: dict[str, Any], data: dict[str, Any]) -> str:
    """The verdict: legal or not (the first violation, with what was probably left out), then the question answered
    directly where the answer holds it, card names first."""
    names = card_names(data)
    sentences = [legality(answer), *_hints(answer, data)]
    question = str(data.get("question") or "")
    said: str | None
    if re.search(r"\binitiative\b", question, re.I) and answer.get("initiative"):
        said = _initiative(answer)
    elif re.search(r"\bwho\s+(?:wins|won|will\s+win)\b|\bwinner\b", question, re.I):
        said = _winner(answer)
    elif _FATE.search(question) and (card := _asked_card(question, data, names)) is not None:
        said = _fate(card, answer, names, pool_cards=pool_cards(data))
    else:
        said = _general(answer, data, names)
    if said:
        sentences.append(statement(said, bool(answer.get("legal", True))))
    return " ".join(sentences)


__all__ = ["action_text", "card_names", "outcome_words", "pool_cards", "summary"]
