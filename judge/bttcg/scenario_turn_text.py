"""The turn's sentences of the plain-English spelling (an extension of ``shared/spec/scenario-format.md``; README,
"BattleTech scenarios in plain English"): where the scenario starts, the turn's bookkeeping, and the turn's actions,
read (``grammar/scenario.lark``, :class:`TurnReader`) and written (:func:`turn_lines`, :func:`turn_action_text`).
Kept apart from :mod:`judge.bttcg.scenario_text` and :mod:`judge.bttcg.scenario_write`, which use them."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lark import Token, Transformer, v_args

from judge.bttcg.scenario import Action, BtScenario, TurnPhase
from judge.scenario_input import ScenarioError

PHASE_WORDS: dict[TurnPhase, str] = {
    "untap": "Untap",
    "draw": "Draw",
    "deploy": "Deploy",
    "repair": "Repair/Reload",
    "missions": "Missions",
    "end": "End of Turn",
}
"""How each phase is written (the reader also takes ``Repair``, ``Mission`` and ``End``)."""
_PHASE_READ: dict[str, TurnPhase] = {
    **{word.casefold(): phase for phase, word in PHASE_WORDS.items()},
    "repair": "repair",
    "mission": "missions",
    "end": "end",
}
TURN_ACTION_KINDS = frozenset(
    {"goes", "deploy", "tap", "counters", "activate", "reassign", "repair", "guard", "unguard", "restock"}
)
"""The sentence kinds that are turn actions."""
TURN_FACT_KINDS = frozenset({"phase_start", "first_turn", "used", "repaired", "restocked"})
"""The sentence kinds that give ``phase`` and ``turn``."""


REGION_WORDS = {
    "stockpile": "Stockpile region",
    "construction": "Construction region",
    "command_post": "Command Post",
    "patrol": "Patrol region",
}
"""A player's regions in plain English (``, putting it in the Patrol region``, ``, enhancing the Command Post``)."""


class TurnTextError(ScenarioError):
    """A turn sentence that reads but says something the model cannot hold (``repairs 2 damage``)."""

    def __init__(self, message: str, token: Token) -> None:
        super().__init__(f"column {token.column}: {message}" if token.column else message, token.line)


@dataclass
class Sentence:
    """What a sentence says, names still as text (matched to the scenario's cards once all are known)."""

    kind: str
    line: int
    column: int
    subject: str | None = None
    values: dict[str, Any] = field(default_factory=dict)


def phase_of(token: Token) -> TurnPhase:
    return _PHASE_READ[re.sub(r"\s+", " ", str(token)).casefold()]


@v_args(inline=True)
class TurnReader(Transformer[Token, list[Sentence]]):
    """The transformer methods of the turn's sentences (mixed into the plain-text reader); each gives a
    :class:`Sentence`."""

    def _turn(self, kind: str, subject: Token, **values: Any) -> Sentence:
        return Sentence(kind, subject.line or 0, subject.column or 0, str(subject), values)

    def phase_start_s(self, subject: Token, phase: Token) -> Sentence:
        return self._turn("phase_start", subject, phase=phase_of(phase))

    def used_s(self, subject: Token, count: Token) -> Sentence:
        return self._turn("used", subject, count=int(count))

    def repaired_s(self, subject: Token) -> Sentence:
        return self._turn("repaired", subject)

    def restocked_s(self, subject: Token) -> Sentence:
        return self._turn("restocked", subject)

    def goes_s(self, subject: Token, phase: Token) -> Sentence:
        return self._turn("goes", subject, phase=phase_of(phase))

    def deploy_s(self, subject: Token, card: str, revealed: Token | None, may: list[bool] | None) -> Sentence:
        """``Brian deploys Inside Job answering yes.``: ``may`` answers what the cards that watch deployments offer."""
        return self._turn("deploy", subject, card=card, revealed=revealed is not None, may=may)

    def tap_s(self, subject: Token, *cards: str) -> Sentence:
        return self._turn("tap", subject, cards=list(cards))

    def counters_s(self, subject: Token, first: Token, card: str, *rest: Any) -> Sentence:
        pairs = [(int(first), card)] + [(int(rest[i]), rest[i + 1]) for i in range(0, len(rest), 2)]
        return self._turn("counters", subject, pairs=pairs)

    def activate_s(
        self,
        subject: Token,
        card: str,
        on: str | None,
        region: str | None,
        chosen: list[Any] | None,
        patrol: bool | None,
        may: list[bool | int] | None,
    ) -> Sentence:
        """``Brian activates Decoy, choosing Raider, answering yes.``: ``may`` answers what the card does as it is
        revealed; ``choosing 4 for Depot``: its ``amounts``; ``, putting it in the Patrol region``: where a Terrain
        card goes."""
        chosen = chosen or []
        return self._turn("activate", subject, card=card, on=on, chosen=chosen, patrol=patrol, region=region, may=may)

    def region_choice(self, region: str) -> str:
        return region

    def stockpile_region(self) -> str:
        return "stockpile"

    def construction_region(self) -> str:
        return "construction"

    def command_post_region(self) -> str:
        return "command_post"

    def patrol_region(self) -> str:
        return "patrol"

    def patrol_choice(self, word: Token, *_rest: Token) -> bool:
        """``, moving it to patrol`` / ``, keeping it in construction``: a Unit that may go on patrol at once."""
        return word.type == "MOVING"

    def chosen(self, *items: Any) -> list[Any]:
        """``, choosing Raider`` / ``, choosing 3 for Raider and 2 for Melissa's Stockpile``: ``choose``,
        ``amounts``."""
        return list(items)

    def reassign_s(self, subject: Token, pilot: str, mech: str) -> Sentence:
        return self._turn("reassign", subject, card=pilot, on=mech)

    def repair_s(self, subject: Token, amount: Token, card: str) -> Sentence:
        if int(amount) != 1:
            raise TurnTextError("a repair is of 1 damage (write 'repairs 1 damage on ...')", amount)
        return self._turn("repair", subject, card=card)

    def guard_s(self, subject: Token, card: str, site: str) -> Sentence:
        return self._turn("guard", subject, card=card, site=site)

    def unguard_s(self, subject: Token, card: str) -> Sentence:
        return self._turn("unguard", subject, card=card)

    def restock_s(self, subject: Token, card: str) -> Sentence:
        return self._turn("restock", subject, card=card)


Resolve = Callable[[str, str], str]
"""Resolves a name written in a sentence, for a field of the action: to a card id, or also a Stockpile."""


def turn_action(
    by: str,
    kind: str,
    values: dict[str, Any],
    card: Resolve,
    site: Resolve,
    amounts: Callable[[list[tuple[int, str]], Callable[[str], str], str], dict[str, int]],
) -> dict[str, Any]:
    """The action a turn sentence gives, its names resolved."""
    if kind == "goes":
        return {"by": by, "phase": values["phase"]}
    if kind == "tap":
        return {"by": by, "tap": [card(c, "tap") for c in values["cards"]]}
    if kind == "counters":
        return {"by": by, "construct": amounts(values["pairs"], lambda t: card(t, "construct"), "construct")}
    out: dict[str, Any] = {"by": by, kind: card(values["card"], kind)}
    if kind == "deploy" and values["revealed"]:
        out["revealed"] = True
    if kind == "deploy":
        out |= split_answers(values.get("may"))
    elif kind == "activate":
        if values["on"] is not None:
            out["on"] = site(values["on"], "on")
        items = [c for c in values["chosen"] if not isinstance(c, tuple)]
        if items:
            out["choose"] = [card(c, "choose") for c in items]
        parts = [c for c in values["chosen"] if isinstance(c, tuple)]  # "3 for Raider": the action's amounts
        if parts:
            out["amounts"] = amounts([(n, c) for n, c in parts], lambda c: site(c, "amounts"), "amounts")
        if values["patrol"] is not None:
            out["patrol"] = values["patrol"]
        if values.get("region") is not None:
            out["region"] = values["region"]
        out |= split_answers(values.get("may"))
    elif kind == "reassign":
        out["on"] = card(values["on"], "on")
    elif kind == "guard":
        out["site"] = site(values["site"], "site")
    return out


def turn_facts(
    sentences: list[Sentence], active: str, data: dict[str, Any], lines: dict[tuple[str | int, ...], int]
) -> None:
    """``phase`` and ``turn`` from their sentences, into ``data`` (with the line of each).

    :raises ScenarioError: for a fact given twice, or of a player whose turn it is not.
    """
    turn: dict[str, Any] = {}
    for sentence in sentences:
        if sentence.subject is not None and str(sentence.subject) != active:
            raise ScenarioError(
                f"it is {active}'s turn: the first player is the one whose turn it is (say 'The players are "
                f"{sentence.subject} and {active}.' to make it {sentence.subject}'s)",
                sentence.line,
            )
        key = {"phase_start": "phase", "first_turn": "first_turn", "used": "deployments_used"}.get(
            sentence.kind, sentence.kind
        )
        where = data if key == "phase" else turn
        if key in where:
            raise ScenarioError(f"'{key}' is given twice", sentence.line)
        where[key] = sentence.values.get("phase", sentence.values.get("count", True))
        lines[("phase",) if key == "phase" else ("turn", key)] = sentence.line
    if turn:
        data["turn"] = turn


# --- writing ------------------------------------------------------------------------------------------------------


def turn_lines(scenario: BtScenario, player: str, possessive: str) -> list[str]:
    """The sentences of ``phase`` and ``turn`` (``player`` and ``possessive`` are the active player as written)."""
    lines: list[str] = []
    if scenario.phase is not None:
        lines.append(f"It is {possessive} {PHASE_WORDS[scenario.phase]} phase.")
    turn = scenario.turn
    if turn is not None:
        if turn.first_turn:
            lines.append("It is the first turn of the game.")
        if turn.deployments_used:
            n = turn.deployments_used
            lines.append(f"{player} used {n} deployment{'s' if n != 1 else ''} this turn.")
        lines += [f"{player} {word} this turn." for word in ("repaired", "restocked") if getattr(turn, word)]
    return lines


def turn_action_text(
    action: Action, by: str, ref: Callable[[str, str, bool], str], join: Callable[[list[str]], str]
) -> str:
    """The sentence of a turn action; ``ref(id, span kind, Stockpile allowed)`` names a card or site."""
    if action.phase is not None:
        return f"{by} goes to the {PHASE_WORDS[action.phase]} phase."
    if action.deploy is not None:
        answers = answering(action.may, None, join)
        return f"{by} deploys {ref(action.deploy, 'name', False)}{', revealed' if action.revealed else ''}{answers}."
    if action.tap is not None:
        return f"{by} taps {join([ref(c, 'resource', False) for c in action.tap])} for resources."
    if action.construct_ is not None:
        pairs = [(n, ref(c, "item", False)) for c, n in action.construct_.items()]
        (first, target), rest = pairs[0], pairs[1:]
        more = [f"{', ' if i < len(rest) - 1 else ' and '}{n} on {t}" for i, (n, t) in enumerate(rest)]
        return f"{by} puts {first} counter{'s' if first != 1 else ''} on {target}{''.join(more)}."
    if action.activate is not None:
        on = f" on {ref(action.on, 'name', True)}" if action.on is not None else ""
        picked = [ref(c, "item", False) for c in action.choose or []]
        picked += [f"{n} for {ref(c, 'item', True)}" for c, n in (action.amounts or {}).items()]
        chosen = f", choosing {join(picked)}" if picked else ""
        patrol = {None: "", True: ", moving it to patrol", False: ", keeping it in construction"}[action.patrol]
        region = f", putting it in the {REGION_WORDS[action.region]}" if action.region is not None else ""
        answers = answering(action.may, action.either, join)
        return f"{by} activates {ref(action.activate, 'name', False)}{on}{region}{chosen}{patrol}{answers}."
    if action.reassign is not None:
        assert action.on is not None
        return f"{by} reassigns {ref(action.reassign, 'source', False)} to {ref(action.on, 'name', False)}."
    if action.repair is not None:
        return f"{by} repairs 1 damage on {ref(action.repair, 'name', False)}."
    if action.guard is not None:
        assert action.site is not None
        return f"{by} puts {ref(action.guard, 'name', False)} on guard over {ref(action.site, 'name', True)}."
    if action.unguard is not None:
        return f"{by} puts {ref(action.unguard, 'name', False)} on patrol."
    assert action.restock is not None
    return f"{by} restocks {ref(action.restock, 'name', False)}."


__all__ = [
    "PHASE_WORDS",
    "TURN_ACTION_KINDS",
    "TURN_FACT_KINDS",
    "Sentence",
    "TurnReader",
    "TurnTextError",
    "answering",
    "phase_of",
    "split_answers",
    "turn_action",
    "turn_action_text",
    "turn_facts",
    "turn_lines",
]


def answering(may: list[bool] | None, either: list[int] | None, join: Callable[[list[str]], str]) -> str:
    """`` answering yes and option 2``: an action's answers to the card's "you may" (``may``), then the options it
    chose where the card says "either ... or ..." (``either``, an extension: judge/bttcg/one_of.py)."""
    words = ["yes" if a else "no" for a in may or []] + [f"option {n}" for n in either or []]
    return f" answering {join(words)}" if words else ""


def split_answers(answers: list[bool | int] | None) -> dict[str, list[Any]]:
    """The answers read (``answering yes and option 2``) as the action's ``may`` and ``either``."""
    may = [a for a in answers or [] if isinstance(a, bool)]
    either = [a for a in answers or [] if not isinstance(a, bool)]
    return ({"may": may} if may else {}) | ({"either": either} if either else {})
