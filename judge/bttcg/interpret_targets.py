"""Which cards an effect reaches in a battle: the interpreter's context, and its selectors and targets resolved
from the scenario's ``choose`` (strict mode: a missing or impossible choice is a violation). What the engine does
not resolve yet is named by :func:`target_problem` (static: the same answer for the benchmark and at run time) and
refused with :class:`UnsupportedError`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from judge.bttcg import refinements, selectors_battle
from judge.bttcg import rules as r
from judge.bttcg.executes import SELECTOR_FIELDS_EXECUTED, refusal
from judge.bttcg.speeds import speed_of
from judge.bttcg.state import Battle, Position, UnsupportedError, under_construction
from judge.bttcg.unit_types import noun_fits
from judge.dsl import models as m

AttackChanged = Callable[[str, int, int | None], None]
"""Called with (fighter id, change, action index) when an effect changes an attack after it may have been assigned."""
Roll = Callable[[str], int]
Pick = Callable[[str, list[str]], int]
"""Called with (source, names of the cards): the index of the one selected at random (dice.DiceStream.pick)."""


@dataclass
class Context:
    pos: Position
    battle: Battle
    player: str
    source: str
    action: int | None
    choose: list[str] = field(default_factory=list)
    amounts: dict[str, int] = field(default_factory=dict)
    last: list[str] = field(default_factory=list)
    attack_changed: AttackChanged | None = None
    roll: Roll | None = None
    pick: Pick | None = None
    mission_card: bool = True
    failed: bool = False
    chosen: list[str] = field(default_factory=list)
    """Every card chosen by this card so far ("Choose a 'Mech you control and a 'Mech an opponent controls"), for
    the "your 'Mech" / "opponent's 'Mech" that name one of them later."""
    rolled: int | None = None
    """The last die roll of this card ("+(3-6) attack", "1-2 damage")."""
    dice_rolled: list[int] = field(default_factory=list)
    """The dice of that roll, one by one ("equal to the first roll": judge/bttcg/die_rolls.py)."""
    amount_rolled: int | None = None
    """The total of the last roll of this card made without branches: an amount ("that much": roll_amounts.py)."""
    last_damage: list[int] = field(default_factory=list)
    """Indices in ``battle.card_damage`` of the damage the last damage effect dealt ("This damage ...")."""
    rolls: dict[str, int] = field(default_factory=dict)
    """The die rolled for each card ("For each Unit, roll a die"), for "the Unit with the lowest die roll"."""
    dealing: list[str] = field(default_factory=list)
    """The Units whose controller chose, for this card, that they deal their damage ("Each 'Mech that deals damage")."""
    not_dealing: list[str] = field(default_factory=list)
    """The Units this card stopped from dealing damage ("'Mechs that do not deal damage for this reason")."""
    may: list[bool] | None = None
    """The action's answers to the card's "you may", not used yet (judge/bttcg/may.py); ``None`` where the action
    gives none (a card revealed, an effect waiting for the end of the battle)."""
    either: list[int] | None = None
    """The action's options chosen where the card says "either ... or ...", not used yet (judge/bttcg/one_of.py);
    ``None`` where the action gives none."""
    scrapped: list[str] = field(default_factory=list)
    """The cards this card's effects scrapped so far ("the scrapped Unit's tonnage": Reactor Breach)."""
    done: bool | None = None
    """Whether the last optional effect of this card was done ("If you do", "If not": judge/bttcg/if_did.py);
    ``None`` before any."""
    asset: str | None = None
    """The asset this card chose ("choose any asset"), that "that asset" names (judge/bttcg/kept_assets.py)."""
    looked: tuple[str, int] | None = None
    """Whose Stockpile this card looked at the top of, and how many cards, for "put them back" after it
    (judge/bttcg/stockpile_looks_battle.py)."""

    def violate(self, message: str, *rules: str) -> None:
        self.failed = True
        self.pos.violate(self.action, message, *rules)


_SIMPLE_SELECTOR_FIELDS = SELECTOR_FIELDS_EXECUTED  # the table of executes.py
_UNSUPPORTED_STATES = tuple(
    s for s in ("patrolling", "guarding", "blocked", "piloted", "unpiloted", "revealed") if s not in refinements.STATES
)
_NOUNS = ("unit", "mech", "vehicle", "battle_armor", "card", "target", "site")


def selector_problem(selector: m.Selector) -> str | None:
    """Why the engine cannot resolve this selector yet, or ``None`` when it can."""
    extra = {k for k, v in selector.model_dump(exclude_defaults=True).items() if v} - _SIMPLE_SELECTOR_FIELDS
    if extra:
        return "; ".join(refusal("selector", name) for name in sorted(extra))
    bad = [s for s in selector.states if s in _UNSUPPORTED_STATES]
    if bad:
        return f"the state {', '.join(bad)} of a selector"
    if any(e not in ("in_battle", "dealt_damage", "guarding", "unique") for e in selector.excluding):
        return f"'not {', '.join(selector.excluding)}' in a selector"
    if selector.noun not in _NOUNS and selector.noun != "stockpile":
        return f"the noun '{selector.noun}' in a selector"
    if selector.in_group_with == "that" or (selector.other and selector.in_group_with is None):
        return "'in a group that includes that card' or 'other' in a selector"
    if selector.after_first:  # a count only: "for each 'Mech after the first ..." (refinements.after_first)
        return "'after the first' other than counting the cards an effect is done for"
    return None


def target_problem(target: m.Target) -> str | None:
    """Why the engine cannot resolve this target yet, or ``None`` when it can."""
    if isinstance(target, m.This | m.PilotedUnit | m.Enhanced | m.ScrappedOne):
        return None  # ScrappedOne: the cards this card scrapped (Context.scrapped; none: refused where resolved)
    if isinstance(target, m.ThatOne):
        return "a 'that' naming one of several cards chosen together" if target.index or target.among else None
    if isinstance(target, m.Either):
        if target.mixed:
            return "a choice mixing kinds of cards"
        return next((p for p in (selector_problem(o) for o in target.options) if p), None)
    if isinstance(target, m.Selector):
        return selector_problem(target)
    return refusal("target", target.kind)


def _describe(selector: m.Selector) -> str:
    from judge.cardtext.render import render_target

    return render_target(selector)


def check_target(ctx: Context, target: m.Target) -> None:
    """:raises UnsupportedError: for a target the engine does not resolve yet."""
    problem = target_problem(target)
    if problem is not None:
        raise UnsupportedError(f"{ctx.pos.name(ctx.source)}: the engine does not resolve {problem} yet")


def _in_play_unit(ctx: Context, card_id: str) -> bool:
    state, face = ctx.pos.cards[card_id], ctx.pos.faces[card_id]
    in_play = state.zone in ("patrol", "guard") or (state.zone == "construction" and state.activated)
    return face.kind == "unit" and in_play


def candidates(ctx: Context, selector: m.Selector | None = None) -> list[str]:
    """What a Mission card can affect: attacking Units, blocking Units, the target (rulebook p.32); a selector
    "that is not in the battle" reaches the Units in play outside it instead (CE rulings: Deploy Reinforcements)."""
    if selector is not None and "in_battle" in selector.excluding:
        return [c for c in ctx.pos.cards if c not in ctx.battle.fighters and _in_play_unit(ctx, c)]
    found = [f.card_id for f in ctx.battle.active()]
    if ctx.battle.target not in found:
        found.append(ctx.battle.target)
    return found


def _unit_noun(noun: str, unit_type: str | None) -> bool:
    return noun_fits(noun, unit_type)  # CE rulings: Types of Units


def _has_option(ctx: Context, card_id: str, name: str) -> bool:
    classes = {"Overheat": m.Overheat, "Alpha Strike": m.AlphaStrike, "Missile": m.Missile, "Jump": m.Jump}
    face = ctx.pos.faces[card_id]
    if name in classes:
        return any(isinstance(a, classes[name]) for a in face.abilities)
    return face.has_keyword(name)


def has_dealt_damage(ctx: Context, card_id: str) -> bool:
    """A Unit "has dealt damage" once its damage is assigned: CE rulings, Massive Battlefield Confusion ("Units that
    have already dealt damage": whose damage is already assigned; damage is dealt only when it resolves, at the end of
    the battle), missiles fired included (CE rulings: Missiles: part of the damage it deals)."""
    fighter = ctx.battle.fighters.get(card_id)
    return fighter is not None and (fighter.assigned is not None or fighter.missiles is not None)


def _in_group_with(ctx: Context, selector: m.Selector, card_id: str) -> bool:
    """ "Each Unit in a group that includes 'Mech piloted by this card" ("each other Unit": but that 'Mech): the
    Units of its side still in the battle, the attacking group or the blocking group (Glossary, Group: "the attacking
    Unit(s) are one group, and the blocking Unit(s) are another group"); nothing when it is not in the battle."""
    member = ctx.source if selector.in_group_with == "this" else ctx.pos.cards[ctx.source].on
    fighter = ctx.battle.fighters.get(member or "")
    if fighter is None or fighter.removed:
        return False
    group = [f.card_id for f in ctx.battle.side(fighter.player)]
    return card_id in group and not (selector.other and card_id == member)


def matches(ctx: Context, selector: m.Selector, card_id: str) -> bool:
    pos, battle = ctx.pos, ctx.battle
    stockpile = card_id.endswith(".stockpile")
    if stockpile:
        if selector.noun not in ("site", "target", "stockpile"):
            return False
        owner = card_id[: -len(".stockpile")]
    else:
        face = pos.faces[card_id]
        owner = pos.owners[card_id]
        if selector.noun == "target" or selector.noun == "site":
            if card_id != battle.target:
                return False
        elif selector.noun == "card":
            pass
        elif not _unit_noun(selector.noun, face.unit_type):
            return False
        if selector.speed is not None and speed_of(pos, card_id) != selector.speed:
            return False
    if selector.speed is not None and stockpile:
        return False
    if selector.owner == "you" and owner != ctx.player:
        return False
    if selector.owner == "opponent" and owner == ctx.player:
        return False
    for state in selector.states:
        if state == "under_construction" and (stockpile or not under_construction(pos.cards[card_id])):
            return False
        if state == "attacking" and card_id not in battle.group:
            return False
        if state == "blocking" and card_id not in battle.blockers:
            return False
        if state == "engaged" and (card_id not in battle.fighters or under_construction(pos.cards[card_id])):
            return False  # Glossary, Engaged: "Sites are never considered engaged in battle" (under construction)
    if "dealt_damage" in selector.excluding and (stockpile or has_dealt_damage(ctx, card_id)):
        return False
    if selector.min_tons is not None and (stockpile or not _weighs(ctx, card_id, selector.min_tons)):
        return False
    if selector.in_group_with is not None and not _in_group_with(ctx, selector, card_id):
        return False
    if selector.with_option and (stockpile or not _has_option(ctx, card_id, selector.with_option)):
        return False
    if selector.with_counters and (stockpile or not _has_counters(ctx, card_id, selector.with_counters)):
        return False
    if not selectors_battle.fits(ctx, selector, card_id):  # same speed or slower, engaged with, lowest roll
        return False
    where = refinements.Where(pos, ctx.player, ctx.source, battle, tuple(ctx.chosen), tuple(ctx.last))
    if refinements.misfit(where, selector, card_id) is not None:  # other than, provides, piloted ... (one each)
        return False
    if refinements.excluding(where, selector, card_id) is not None:  # not Unique, not guarding
        return False
    return not (selector.without_option and not stockpile and _has_option(ctx, card_id, selector.without_option))


def _has_counters(ctx: Context, card_id: str, kind: str) -> bool:
    """ "a Unit with a static counter" (judge/bttcg/counters.py)."""
    from judge.bttcg.counters import count

    return count(ctx.pos.cards[card_id], kind) > 0


def tons(ctx: Context, card_id: str) -> int:
    """A Unit's tonnage, printed on the card (a pool card's mass).

    :raises UnsupportedError: for a card whose tonnage the scenario does not give (an inline Unit).
    """
    face = ctx.pos.faces[card_id]
    if face.tons is None:
        raise UnsupportedError(
            f"{ctx.pos.name(ctx.source)}: the tonnage of {face.name} is not known (an inline Unit has none: name a "
            "pool card with 'card:')"
        )
    return face.tons


def _weighs(ctx: Context, card_id: str, min_tons: int) -> bool:
    """ "of 80 tons or more": a Unit of at least that tonnage; cards other than Units have none."""
    return ctx.pos.faces[card_id].kind == "unit" and tons(ctx, card_id) >= min_tons


def resolve_target(ctx: Context, target: m.Target) -> list[str]:
    """The cards an effect reaches.

    :raises UnsupportedError: for a kind of target the engine does not resolve yet.
    """
    if isinstance(target, m.Selector) and target.after_first:  # "for each 'Mech after the first ...": a count
        return refinements.after_first(resolve_target(ctx, refinements.counted_selector(target)))
    check_target(ctx, target)
    if isinstance(target, m.This):
        return [ctx.source]
    if isinstance(target, m.ThatOne):
        return list(ctx.last)
    if isinstance(target, m.PilotedUnit | m.Enhanced):
        host = ctx.pos.cards[ctx.source].on
        ctx.last = [host] if host is not None else []  # "'Mech piloted by this card ..., but that 'Mech ..."
        return list(ctx.last)
    if isinstance(target, m.Either):
        return _either(ctx, target)
    if isinstance(target, m.ScrappedOne):
        if not ctx.scrapped:
            raise UnsupportedError(f"{ctx.pos.name(ctx.source)}: 'the scrapped card' with no card scrapped before it")
        return list(ctx.scrapped)
    assert isinstance(target, m.Selector)
    chooses = target.quantifier != "that" and (target.quantifier in ("one", "a", "any") or target.count is not None)
    if chooses and not ctx.choose:  # asked for before the candidates are measured against cards chosen before it
        ctx.violate(
            f"{ctx.pos.name(ctx.source)}: choose {_describe(target)} (missing in 'choose')", r.MISSION_CARDS_AFFECT
        )
        return []
    matching = [c for c in candidates(ctx, target) if matches(ctx, target, c)]
    if target.quantifier in ("each", "all") and target.count is None:
        ctx.last = matching
        return matching
    if target.quantifier == "that":
        named = [c for c in ctx.chosen if matches(ctx, target, c)]
        if len(named) == 1:  # "your 'Mech" / "opponent's 'Mech": the one of the cards chosen before it fits
            ctx.last = named
            return named
    if target.quantifier in ("one", "a", "any", "that") or target.count is not None:  # "two of your Units": chosen
        count = target.count or 1
        chosen: list[str] = []
        for _ in range(count):
            if not ctx.choose:
                ctx.violate(
                    f"{ctx.pos.name(ctx.source)}: choose {_describe(target)} (missing in 'choose')",
                    r.MISSION_CARDS_AFFECT,
                )
                return []
            pick = ctx.choose.pop(0)
            if pick not in matching:
                dealt = (
                    (r.DEALT_DAMAGE_IS_ASSIGNED, r.MISSILES_ARE_ITS_DAMAGE)
                    if "dealt_damage" in target.excluding
                    else ()
                )
                ctx.violate(
                    f"{ctx.pos.name(ctx.source)}: {ctx.pos.name(pick)} is not {_describe(target)} in this battle",
                    r.MISSION_CARDS_AFFECT,
                    *dealt,
                )
                return []
            chosen.append(pick)
        ctx.last = chosen
        ctx.chosen += chosen
        return chosen
    raise UnsupportedError(f"{ctx.pos.name(ctx.source)}: the engine does not resolve '{_describe(target)}' yet")


def _either(ctx: Context, target: m.Either) -> list[str]:
    """One card that any of the selectors reaches ("any Unit or the target"), from ``choose``."""
    if not ctx.choose:
        ctx.violate(f"{ctx.pos.name(ctx.source)}: a choice is missing in 'choose'", r.MISSION_CARDS_AFFECT)
        return []
    pick = ctx.choose.pop(0)
    if not any(pick in candidates(ctx, option) and matches(ctx, option, pick) for option in target.options):
        ctx.violate(f"{ctx.pos.name(ctx.source)}: {ctx.pos.name(pick)} cannot be chosen", r.MISSION_CARDS_AFFECT)
        return []
    ctx.last = [pick]
    ctx.chosen.append(pick)
    return [pick]
