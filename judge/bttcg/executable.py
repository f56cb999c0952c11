"""How much of a card pool the battle engine executes: the Mission cards whose text parses and whose every ability
(play restrictions and effects, targets included) the interpreter runs in a battle, asked of the same functions
the interpreter refuses with (``benchmarks/executable.py`` prints it; a test holds it as a ratchet)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from judge.bttcg import ability_conditions as unit_conditions
from judge.bttcg import ability_costs
from judge.bttcg.attach import placements
from judge.bttcg.faces import CardFace, CardFaceError, face_of_pool_card, usable
from judge.bttcg.interpret import ability_problems, condition_problem, effect_problem
from judge.bttcg.state import CardState, Position, UnsupportedError
from judge.bttcg.stats import check_supported
from judge.cards.models import BtCard
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from judge.pool import CardPool


@dataclass
class Executable:
    parsed: int = 0
    """Mission cards whose text parses."""
    executed: list[str] = field(default_factory=list)
    """Those whose every ability the engine executes."""
    missing: Counter[str] = field(default_factory=Counter)
    """What the others need, each counted once per card."""


def measure(pool: CardPool) -> Executable:
    report = Executable()
    seen: set[str] = set()
    for card in pool.cards:
        if not isinstance(card, BtCard) or card.card_type != "Mission" or card.name in seen:
            continue
        seen.add(card.name)
        result = parse_card_text(card.text, card.name, card.card_type, suggestions=False)
        if result.errors:
            continue
        report.parsed += 1
        problems = {p for ability in result.abilities for p in ability_problems(ability)}
        if problems:
            report.missing.update(problems)
        else:
            report.executed.append(card.name)
    return report


@dataclass
class UsableUnits:
    total: int = 0
    """Units of the pool."""
    usable: list[str] = field(default_factory=list)
    """Those a scenario can put in a battle: their text parses and every ability that can affect a battle is
    executed (options, keywords, continuous abilities; activated ones are checked when used)."""
    refused: Counter[str] = field(default_factory=Counter)
    """Why the others are refused."""


def measure_units(pool: CardPool) -> UsableUnits:
    """The pool's Units that the battle engine takes into a battle (:func:`judge.bttcg.stats.check_supported`)."""
    report = UsableUnits()
    seen: set[str] = set()
    for card in pool.cards:
        if not isinstance(card, BtCard) or card.card_type != "Unit" or card.name in seen:
            continue
        seen.add(card.name)
        report.total += 1
        try:
            face = face_of_pool_card(card)
        except CardFaceError:
            report.refused["the text does not parse, or the card lacks its stats"] += 1
            continue
        pos = Position(
            ("A", "B"),
            {"A": frozenset(), "B": frozenset()},
            {"A": 1, "B": 1},
            {"u": face},
            {"u": "A"},
            {"u": CardState("patrol")},
        )
        try:
            check_supported(pos, "u")
        except UnsupportedError as exc:
            report.refused[str(exc).split(": ", 1)[-1][:100]] += 1
            continue
        report.usable.append(card.name)
    return report


@dataclass
class UsableAttachments:
    total: int = 0
    """Pilots and Enhancements (Terrain aside) of the pool."""
    usable: list[str] = field(default_factory=list)
    """Those a scenario can put on a 'Mech in a battle: their text parses and every ability that can affect the
    battle is executed (rulebook p.26: Enhancements and Pilots on a Unit in the battle can affect it)."""
    refused: Counter[str] = field(default_factory=Counter)
    """Why the others are refused."""
    executed: list[str] = field(default_factory=list)
    """Of the usable ones, those whose abilities used by their controller ("{T}: ...", "Use this ability only
    ...") the engine executes too, their conditions and effects (:func:`used_problems`)."""
    used_missing: Counter[str] = field(default_factory=Counter)
    """What the others' used abilities need, each counted once per card."""


def used_problems(face: CardFace) -> set[str]:
    """What of the card's abilities used in a battle the engine does not execute or check yet (empty: all of it),
    asked of the same functions the battle refuses with."""
    found: set[str] = set()
    for ability in usable(face.abilities):
        found |= {
            f"the cost '{c.kind}'"
            for c in ability.cost
            if not isinstance(c, m.TapCost) and not ability_costs.leaves_play(c, face)
        }
        for condition in ability.conditions:
            if isinstance(condition, unit_conditions.CHECKED):
                problem = unit_conditions.static_problem(condition)
            else:
                problem = condition_problem(condition)
            if problem is not None:
                found.add(problem)
        found |= {p for p in map(effect_problem, ability.effects) if p is not None}
    return found


_HOST_MECH = CardFace("host", "unit", "mech", "moderate", 4, 2, 6, 50)
"""An invented 'Mech in the battle to put each Pilot or Enhancement on."""


def measure_attachments(pool: CardPool) -> UsableAttachments:
    """The pool's Pilots and Enhancements (other than Terrain, which goes in a region) that the battle engine
    takes into a battle on a 'Mech (:func:`judge.bttcg.stats.check_supported` of the 'Mech they are on)."""
    report = UsableAttachments()
    seen: set[str] = set()
    for card in pool.cards:
        subtypes = set(card.subtypes) if isinstance(card, BtCard) else set()
        if not isinstance(card, BtCard) or card.name in seen or not subtypes & {"Pilot", "Enhancement"}:
            continue
        if "Terrain" in subtypes:
            continue
        seen.add(card.name)
        report.total += 1
        try:
            face = face_of_pool_card(card)
        except CardFaceError:
            report.refused["the text does not parse"] += 1
            continue
        pos = Position(
            ("A", "B"),
            {"A": frozenset(), "B": frozenset()},
            {"A": 1, "B": 1},
            {"u": _HOST_MECH, "p": face},
            {"u": "A", "p": "A"},
            {"u": CardState("patrol"), "p": CardState("command_post", on="u")},
        )
        try:
            check_supported(pos, "u")
        except UnsupportedError as exc:
            report.refused[str(exc).split(": ", 1)[-1][:100]] += 1
            continue
        report.usable.append(card.name)
        missing = used_problems(face)
        report.used_missing.update(missing)
        if not missing:
            report.executed.append(card.name)
    return report


@dataclass
class Activations:
    total: int = 0
    """Pilots and Enhancements (Terrain aside) of the pool."""
    activated: list[str] = field(default_factory=list)
    """Those the turn answers when activated in a Deploy phase onto a 'Mech (or a site, when their text says so),
    without a refusal: where their text puts them checked (a violation when the invented host does not fit: 80
    tons, Missile, an opponent's Unit), what they do when activated done (rulebook p.20)."""
    refused: Counter[str] = field(default_factory=Counter)


def measure_activation(pool: CardPool) -> Activations:
    """The pool's Pilots and Enhancements that the turn activates onto a card (:func:`judge.bttcg.deploy.activate`,
    the card under construction with its cost paid, Brian's invented 'Mech or site to go on)."""
    from judge.bttcg import deploy
    from judge.bttcg.turn import Turn, TurnRunner
    from judge.cards.models import Cost

    report = Activations()
    seen: set[str] = set()
    for card in pool.cards:
        subtypes = set(card.subtypes) if isinstance(card, BtCard) else set()
        if not isinstance(card, BtCard) or card.name in seen or not subtypes & {"Pilot", "Enhancement"}:
            continue
        if "Terrain" in subtypes:
            continue
        seen.add(card.name)
        report.total += 1
        try:
            face = face_of_pool_card(card)
        except CardFaceError:
            report.refused["the text does not parse"] += 1
            continue
        site = CardFace("site", "command")
        pos = Position(
            ("A", "B"),
            {"A": frozenset(), "B": frozenset()},
            {"A": 10, "B": 10},
            {"u": _HOST_MECH, "s": site, "x": face},
            {"u": "A", "s": "A", "x": "A"},
            {"u": CardState("patrol"), "s": CardState("command_post"), "x": CardState("construction")},
        )
        run = TurnRunner(pos, Turn("A", costs={"x": Cost(base=0)}))
        on = "s" if any(isinstance(t, m.Selector) and t.noun in ("site", "card") for t in placements(face)) else "u"
        try:
            run.turn.phase = "deploy"
            deploy.activate(run, 0, "A", "x", on=on)
        except UnsupportedError as exc:
            report.refused[str(exc).split(": ", 1)[-1][:100]] += 1
            continue
        report.activated.append(card.name)  # activated, or a rule it checks broken by the invented host
    return report
