"""How much of a card pool the engine executes, card by card and ability by ability: the engine's reasons for not
executing an ability (:func:`ability_refusals`), asked of the same functions the engine refuses with at run time
(``play_restrictions.ability_problems`` for Mission cards, ``stats.check_supported`` for Units and the cards on them,
``stats.check_bystanders`` for Command cards in play, ``interpret.effect_problem`` for abilities used in a battle)
and of the table of what executes (``refusals.node_refusals``: a kind no function executes). Used by
``judge cards coverage`` (a card is ``parsed`` only when every ability is executed) and
``benchmarks/executable.py`` (per card type); a test holds the figures as a ratchet."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import cast

from pydantic import BaseModel

from judge.bttcg import ability_conditions as unit_conditions
from judge.bttcg import older_pilots, own_stats, terrain_damage
from judge.bttcg.activation_timing import timing_problem
from judge.bttcg.attach import placements
from judge.bttcg.before_blockers import ability_problems as before_blockers_problems
from judge.bttcg.costs import cost_problem
from judge.bttcg.counters import last_counter_problem
from judge.bttcg.executes import nodes, refusal
from judge.bttcg.faces import CardFace, CardFaceError, face_of_pool_card, moves_enhancement, usable
from judge.bttcg.interpret import effect_problem
from judge.bttcg.opponent_plays import ability_problem as opponent_ability_problem
from judge.bttcg.opponent_plays import answers_activation
from judge.bttcg.opponent_plays import condition_problem as opponent_problem
from judge.bttcg.option_triggers import bystander_free
from judge.bttcg.play_restrictions import ability_problems, condition_problem
from judge.bttcg.reactions import answers
from judge.bttcg.reactions import condition_problem as answer_problem
from judge.bttcg.reactions import static_problem as answer_static_problem
from judge.bttcg.refinements import TURN_STATES, the_opponent, turn_unchecked
from judge.bttcg.refusals import node_refusals
from judge.bttcg.rerolls import after_roll, handled_refusals, problems
from judge.bttcg.reveal import in_a_mission, static_problem
from judge.bttcg.state import Battle, CardState, Fighter, Position, UnsupportedError
from judge.bttcg.stats import check_bystanders, check_supported
from judge.bttcg.stockpile_looks import sequence_problems
from judge.bttcg.stockpile_looks_battle import sequence_problems as looked_sequence_problems
from judge.bttcg.stockpile_top import sequence_problems as top_sequence_problems
from judge.bttcg.terrain import is_region_timing
from judge.bttcg.turn_abilities import executed_whole_when_revealed, scrapped_when_revealed
from judge.bttcg.turn_divided import merge_divided
from judge.bttcg.turn_effects import checks_own_selectors, turn_effect_problem
from judge.bttcg.turn_end import turn_end_problem
from judge.bttcg.turn_moves import zone_selector_problem
from judge.bttcg.turn_start import turn_start_problem
from judge.bttcg.turn_triggers import deploy_trigger_problem, phase_end_problem, unless_in_deploy
from judge.bttcg.untap_rules import standing_rule
from judge.bttcg.upkeep import upkeep_problem
from judge.cards.models import BtCard
from judge.dsl import models as m
from judge.pool import CardPool

CARD_TYPES = ("Unit", "Mission", "Command")


def _raised(check: Callable[[], None], ability: m.Ability) -> list[str]:
    """The check's refusal, as a reason counted across cards: the kind of ability and its effects or trigger."""
    try:
        check()
    except UnsupportedError:
        if isinstance(ability, m.Triggered):
            return [f"a '{ability.trigger}' trigger in a battle"]
        effects = getattr(ability, "effects", [])
        kinds = ", ".join(dict.fromkeys(e.kind for e in effects)) or ability.kind
        conditional = " with conditions" if getattr(ability, "conditions", None) else ""
        return [f"a continuous '{kinds}' ability{conditional} in a battle"]
    return []


_HOST = CardFace(name="Host", kind="unit", unit_type="mech", speed="moderate", attack=1, armor=0, structure=5)


def _position(face: CardFace) -> tuple[Position, str]:
    """The card in play in a battle: a Unit fighting, an Enhancement or Pilot on a fighting Unit, a Command card in
    its owner's Command Post, beside the battle; the id the checks start from."""
    faces = {"c": face, "host": _HOST}
    cards = {"c": CardState("patrol"), "host": CardState("patrol")}
    on_unit = face.kind == "command" and bool({"Enhancement", "Pilot"} & face.keywords)
    on_unit = on_unit and "Terrain" not in face.keywords  # in a region, beside the battle (terrain.py)
    if on_unit:
        cards["c"] = CardState("command_post", on="host")
    elif face.kind == "command":
        cards["c"] = CardState("command_post")
    pos = Position(
        ("A", "B"), {"A": frozenset(), "B": frozenset()}, {"A": 20, "B": 20}, faces, {"c": "A", "host": "A"}, cards
    )
    return pos, "host" if on_unit else "c"


def _battle_refusals(face: CardFace) -> list[str]:
    pos, start = _position(face)
    if face.kind == "unit" or start == "host":
        return _raised(lambda: check_supported(pos, start), face.abilities[0])
    battle = Battle("A", "B", ["host"], [], "B.stockpile", False)
    battle.fighters["host"] = Fighter("host", "A", False)
    return _raised(lambda: check_bystanders(pos, battle), face.abilities[0])


def ability_refusals(face: CardFace, ability: m.Ability) -> list[str]:
    """Why the engine does not execute this ability of the card, in words (empty: it does, wherever it acts)."""
    reasons = list(node_refusals(ability))
    battle_used = False
    if face.kind == "mission":
        reasons += ability_problems(ability)
    elif isinstance(ability, m.Activated | m.Static) and after_roll(ability):  # used as missiles resolve: rerolls.py
        reasons = [x for x in reasons if x not in handled_refusals()] + problems(ability)
    elif terrain_damage.executed(ability) and "Terrain" in face.keywords:
        pass  # executed as damage resolves in a mission whose target is in its region (terrain_damage.py)
    elif isinstance(ability, m.Activated) and any(
        isinstance(c, m.BeforeBlockers | m.DeclaringAttack) for c in ability.conditions
    ):
        reasons += before_blockers_problems(ability)  # used as the mission is declared (before_blockers.py)
    elif isinstance(ability, m.Activated) or (
        isinstance(ability, m.Static)
        and (ability.used or moves_enhancement(ability))
        and not scrapped_when_revealed(face)
    ):
        in_turn = any(isinstance(c, m.During) and c.phase is not None for c in ability.conditions)
        if in_turn:  # "Use this ability only during your Deploy phase": the turn's (turn_abilities.use_ability)
            effects = ability.effects
            if isinstance(ability, m.Static) and not moves_enhancement(ability) and _read_apart(face, ability):
                reasons.append(f"a continuous '{', '.join(dict.fromkeys(e.kind for e in effects))}' during the phase")
            reasons += [p for e in effects if (p := turn_effect_problem(e)) is not None]
            reasons += sequence_problems(effects) + _turn_selector_reasons([*ability.conditions, *effects])
        elif isinstance(ability, m.Static) or in_battle(ability) or any(map(turn_effect_problem, ability.effects)):
            battle_used = True
            reasons += [p for e in ability.effects if (p := effect_problem(e)) is not None]
            reasons += [p for c in ability.conditions if (p := _used_condition_problem(c)) is not None]
        if isinstance(ability, m.Activated):
            used_in_battle = not in_turn and any(turn_effect_problem(e) for e in ability.effects)
            reasons += [p for c in ability.cost if (p := cost_problem(c, face, used_in_battle)) is not None]
    elif isinstance(ability, m.Triggered) and ability.trigger == "turn_start":  # the Untap phase: turn_start.py
        reasons += [p for p in [turn_start_problem(ability)] if p is not None]
    elif isinstance(ability, m.Triggered) and ability.trigger == "last_counter_removed":  # counters.plan_counters
        reasons += [p for p in [last_counter_problem(ability)] if p is not None]
    elif isinstance(ability, m.Triggered) and ability.trigger == "turn_end":  # the end of the turn: turn_end.py
        reasons += [p for p in [turn_end_problem(ability)] if p is not None]
    elif isinstance(ability, m.Triggered) and ability.trigger == "you_deploy":  # judge/bttcg/turn_fired.py
        reasons += [p for p in [deploy_trigger_problem(ability)] if p is not None]
    elif isinstance(ability, m.Triggered) and ability.trigger == "phase_end":  # judge/bttcg/turn_fired.py
        reasons += [p for p in [phase_end_problem(ability)] if p is not None]
    elif isinstance(ability, m.Triggered) and ability.trigger in ("revealed", "activated", "comes_into_play"):
        if (ability.conditions and not unless_in_deploy(ability)) or any(
            turn_effect_problem(e, on_reveal=True) for e in ability.effects
        ):
            reasons.append(refusal("trigger", ability.trigger))
    elif isinstance(ability, m.Upkeep):  # paid in the Repair/Reload phase (judge/bttcg/upkeep.py)
        reasons += [p for p in [upkeep_problem(ability)] if p is not None]
    elif isinstance(ability, m.Static) and scrapped_when_revealed(face):
        reasons += reveal_problems(face, ability)  # done as it is revealed, never while in play
    elif not reasons:  # a kind nothing executes is reason enough; else the battle's own checks
        reasons += _battle_refusals(replace(face, abilities=(ability,)))
    own = face.kind == "unit" and own_stats.supported(ability)  # "while ~ is guarding, it gets +2 armor"
    if any(isinstance(c, m.CardState) for c in getattr(ability, "conditions", [])) and not (
        bystander_free(ability) or own
    ):
        reasons.append(refusal("condition", "card_state"))  # executed only for Ammo Truck's (option_triggers.py)
    reasons += top_sequence_problems(list(getattr(ability, "effects", [])))  # stockpile_top.py
    in_a_battle = face.kind == "mission" or battle_used  # a restock there only after a look (stockpile_looks_battle)
    reasons += looked_sequence_problems(list(getattr(ability, "effects", [])), restocks=in_a_battle)
    if isinstance(ability, m.PlayRestriction):  # "Reveal ... when a 'Mech overheats" (reactions.py)
        reasons += [p for c in ability.conditions if isinstance(c, m.WhenUnitDoes) and (p := answer_problem(c))]
        reasons += [p for c in ability.conditions if isinstance(c, m.OpponentPlays) and (p := opponent_problem(c))]
    if (when := timing_problem(ability)) is not None:  # "activate only ...": deploy.activate (activation_timing.py)
        reasons.append(when)
    return list(dict.fromkeys(reasons))


def _read_apart(face: CardFace, ability: m.Static) -> bool:
    """A used ability printed right after an activated one (Veteran Officer's restocking, after its "{R}, {T}: Look
    at ..." and a rider): the grammar may have read it apart from its cost (judge/cardtext/parser.py joins "{T}: A.
    B. Use this ability only ..." but not every such text yet), and used without it the answer would be wrong; a
    used ability after anything else is one of its own (Gearhead's repair, once each turn in the Repair/Reload
    phase: turn_abilities.use_ability uses it as an ability without a cost)."""
    index = next((i for i, a in enumerate(face.abilities) if a is ability), None)
    return index is None or (index > 0 and isinstance(face.abilities[index - 1], m.Activated))


def _used_condition_problem(condition: m.Condition) -> str | None:
    """What ``battle.BattleRunner.use_ability`` does not check of a condition of an ability used in a battle: those
    about the Unit the ability belongs to by ``ability_conditions``, the others as a Mission card's restrictions."""
    if isinstance(condition, unit_conditions.CHECKED):
        return unit_conditions.static_problem(condition)
    if is_region_timing(condition):  # a Terrain card's: judge/bttcg/terrain.py
        return None
    return condition_problem(condition)


def reveal_problems(face: CardFace, ability: m.Static) -> list[str]:
    """What of an ability of a card scrapped as it is revealed (rulebook p.24) the reveal does not execute: as a
    mission is declared, for a card whose text says so (``reveal.reveal``), else as it is activated in the Deploy
    phase (``turn_abilities.reveal_plan``, rulebook p.20)."""
    if standing_rule(ability):
        return []  # what counters do as a card would untap: the Untap phase executes it (untap_rules.py)
    if in_a_mission(face.abilities):
        problem = static_problem(ability)
        return [] if problem is None else [problem]
    if answers_activation(face.abilities):  # activated as the opponent activates a 'Mech (opponent_plays.py)
        problem = opponent_ability_problem(ability)
        return [] if problem is None else [problem]
    if (answered := answers(face.abilities)) is not None:  # revealed in answer to what a Unit does (reactions.py)
        problem = answer_static_problem(ability, answered.event)
        return [] if problem is None else [problem]
    if executed_whole_when_revealed(ability):  # Stockpile damage, an asset lost: their own planners take no answers
        return ["a 'may' as the card is revealed"] if any(map(_is_may, nodes(ability))) else []
    if ability.conditions:
        return ["the conditions of an effect as the card is revealed"]
    merged = merge_divided(list(ability.effects))  # "Choose any number of ... and deal 5 damage to them divided"
    effects = [p for e in merged if (p := turn_effect_problem(e, on_reveal=True)) is not None]
    return effects + sequence_problems(merged) + _turn_selector_reasons(merged)


def in_battle(ability: m.Activated | m.Static) -> bool:
    """ "Use this ability only during a mission / during battle": used in a battle only, so the battle's checks."""
    return any(isinstance(c, m.During) and c.phase is None and (c.battle or c.mission) for c in ability.conditions)


_TURN_NOUNS = frozenset({"unit", "mech", "vehicle", "battle_armor", "card", "command_card", "pilot"})
"""The nouns a choice during the turn reaches (``turn_choices.misfit``)."""


def _turn_selector_reasons(parts: Sequence[object]) -> list[str]:
    """What of the selectors the turn's choices do not check (``turn_choices.take_choice``, ``misfit``): their
    refinements, nouns and states; the effects that check their own selectors (restocking, cards moved, damage:
    ``turn_effects.checks_own_selectors``) name theirs in ``turn_effect_problem``."""
    found: list[str] = []
    checked = [p for p in parts if not (isinstance(p, BaseModel) and checks_own_selectors(cast(m.Effect, p)))]
    for node in nodes(checked):
        if not isinstance(node, m.Selector):
            continue
        if node.zone is not None and zone_selector_problem(node) is None:
            continue  # a card of a hand or Scrapheap (turn_choices.take_choice, turn_moves.zone_misfit)
        found += [f"the refinement {name} of a selector during the turn" for name in sorted(turn_unchecked(node))]
        if node.noun not in _TURN_NOUNS and not the_opponent(node):
            found.append(f"the noun '{node.noun}' of a card chosen during the turn")
        if not set(node.states) <= TURN_STATES:
            found.append("the states of a card chosen during the turn")
    return found


def face_with(card: BtCard, abilities: list[m.Ability]) -> CardFace:
    """The card's face with these abilities (a printing's wording), its stats defaulted where the pool lacks them."""
    kind = (card.card_type or "Command").lower()
    unit_type = next((s.lower() for s in card.subtypes if s.lower() in ("vehicle", "battle_armor")), "mech")
    return CardFace(
        name=card.name,
        kind=kind if kind in ("unit", "mission", "command") else "command",  # type: ignore[arg-type]
        unit_type=unit_type if kind == "unit" else None,  # type: ignore[arg-type]
        speed=card.speed or "moderate",
        attack=card.attack or 0,
        armor=card.armor or 0,
        structure=card.structure if card.structure is not None or kind != "unit" else 1,
        tons=card.mass if kind == "unit" else None,
        keywords=older_pilots.keywords(card.name, card.card_type, card.subtypes),  # rulebook p.40
        abilities=tuple(abilities),
        unique=card.unique,
        signed=tuple((stat, getattr(card, stat) or 0) for stat in card.signed_stats),
    )


def _is_may(node: object) -> bool:
    return isinstance(node, m.May)


def refusals_of(face: CardFace) -> list[list[str]]:
    """The engine's reasons, ability by ability (an empty list: that ability is executed)."""
    return [ability_refusals(face, a) for a in face.abilities]


@dataclass
class CardRefusals:
    """One card's abilities and the engine's reasons for each it does not execute."""

    abilities: int
    refused: list[str]
    """Every reason, each once."""
    executed: int
    """Abilities executed."""


def card_refusals(face: CardFace) -> CardRefusals:
    per = refusals_of(face)
    return CardRefusals(len(per), list(dict.fromkeys(r for reasons in per for r in reasons)), sum(not r for r in per))


@dataclass
class TypeFigures:
    """One card type of a pool: cards, those whose text parses, those whose every ability the engine executes."""

    total: int = 0
    parsed: int = 0
    executed: list[str] = field(default_factory=list)
    missing: Counter[str] = field(default_factory=Counter)
    """What the others need, each counted once per card."""


def measure_types(pool: CardPool, types: tuple[str, ...] = CARD_TYPES) -> dict[str, TypeFigures]:
    """Every BattleTech card of the pool (its current text, once per name) of these types, by type."""
    report = {t: TypeFigures() for t in types}
    seen: set[str] = set()
    for card in pool.cards:
        if not isinstance(card, BtCard) or card.card_type not in report or card.name in seen:
            continue
        seen.add(card.name)
        figures = report[card.card_type]
        figures.total += 1
        try:
            face = face_of_pool_card(card)
        except CardFaceError:
            continue
        figures.parsed += 1
        refused = card_refusals(face).refused
        if refused:
            figures.missing.update(refused)
        else:
            figures.executed.append(card.name)
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
        if after_roll(ability):  # used as missiles resolve (rerolls.py)
            found |= set(problems(ability))
            continue
        found |= {f"the cost '{c.kind}'" for c in ability.cost if cost_problem(c, face, in_battle=True) is not None}
        for condition in ability.conditions:
            problem = _used_condition_problem(condition)
            if problem is not None:
                found.add(problem)
        found |= {p for p in map(effect_problem, ability.effects) if p is not None}
    return found


_HOST_MECH = CardFace("host", "unit", "mech", "moderate", 4, 2, 6, 50)
"""An invented 'Mech in the battle to put each Pilot or Enhancement on."""


def _pilots_and_enhancements(pool: CardPool) -> Iterator[BtCard]:
    """The pool's Pilots and Enhancements, each name once, Terrain aside (it goes in a region, not on a card)."""
    seen: set[str] = set()
    for card in pool.cards:
        subtypes = (
            set(older_pilots.keywords(card.name, card.card_type, card.subtypes)) if isinstance(card, BtCard) else set()
        )
        if not isinstance(card, BtCard) or card.name in seen or not subtypes & {"Pilot", "Enhancement"}:
            continue
        if "Terrain" not in subtypes:
            seen.add(card.name)
            yield card


def measure_attachments(pool: CardPool) -> UsableAttachments:
    """The pool's Pilots and Enhancements (other than Terrain, which goes in a region) that the battle engine
    takes into a battle on a 'Mech (:func:`judge.bttcg.stats.check_supported` of the 'Mech they are on)."""
    report = UsableAttachments()
    for card in _pilots_and_enhancements(pool):
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
    for card in _pilots_and_enhancements(pool):
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
