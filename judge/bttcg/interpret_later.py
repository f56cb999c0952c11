"""Effects that wait for the end of the battle or of the mission ("At the end of this battle, deplete ...", "draw a
card after the mission", "After this mission, if all blocking Units were scrapped ..., untap ...", "If that 'Mech
receives no structure damage, untap that 'Mech after mission"). A played card stays in effect (CE rulings: Mission
Cards): its effects are kept on the battle when played (:func:`defer`), their cards settled when the battle's steps
are over (:func:`settle`: "all opposing 'Mechs" are those still in the battle then), and applied after damage
resolved, on the cards still in play, in every outcome (:func:`apply_later`). A battle is the whole of a mission
here (No Quarter's second battle is not executed), so the end of the battle and of the mission are one moment."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from judge.bttcg import damage_riders, scrapped_riders
from judge.bttcg import rules as r
from judge.bttcg.counters import put
from judge.bttcg.state import Battle, CardState, Deferred, Later, Position
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.interpret_targets import Context, Roll


def later_problem(effect: m.Effect) -> str | None:
    """Why the engine cannot apply this effect at the end of the battle or mission yet, or ``None``."""
    from judge.bttcg.interpret_targets import target_problem

    if isinstance(effect, m.AtTheEnd):
        return next((p for p in (_inner_problem(e) for e in effect.effects) if p), None)
    if isinstance(effect, m.Deplete):
        if effect.reload or effect.delayed not in ("mission", "battle"):
            return "depleting or reloading at once"
        return target_problem(effect.target)
    if isinstance(effect, m.Tap):
        if not effect.untap or effect.delayed != "mission":
            return f"tapping or untapping after the {effect.delayed}"
        return target_problem(effect.target)
    if isinstance(effect, m.IfNoStructureDamage):
        if not isinstance(effect.watched, m.ThatOne):
            return "a condition on structure damage to a card not chosen before"
        return next((p for p in (_inner_problem(e) for e in effect.effects) if p), None)
    return _inner_problem(effect)


def _inner_problem(effect: m.Effect) -> str | None:
    from judge.bttcg.interpret_targets import target_problem

    if isinstance(effect, m.Draw):
        return None if effect.player == "you" and effect.count_of is None else "drawing by an opponent"
    if isinstance(effect, m.Deplete):
        return "reloading" if effect.reload else target_problem(effect.target)
    if isinstance(effect, m.Tap):
        return "tapping" if not effect.untap else target_problem(effect.target)
    if isinstance(effect, m.IfScrapped) and scrapped_riders.handles(effect):
        return scrapped_riders.problem(effect)
    if isinstance(effect, m.IfDamages | m.IfReceivesDamage) and damage_riders.handles(effect):
        return damage_riders.problem(effect)
    if isinstance(effect, m.IfScrapped):
        plain = effect.during_battle and not effect.otherwise and not effect.during_mission
        watched = effect.watched
        if not (plain and isinstance(watched, m.Selector) and watched.quantifier in ("all", "each")):
            return "a condition on cards scrapped, other than all of some cards during the battle"
        return target_problem(watched) or next((p for p in (_inner_problem(e) for e in effect.effects) if p), None)
    return f"the effect '{effect.kind}' at the end of the battle or mission"


def defer(ctx: Context, effect: m.Effect) -> None:
    """Keeps the effect for the end of the battle (with the cards "that" names now)."""
    inner = effect.effects if isinstance(effect, m.AtTheEnd) else [effect]
    ctx.battle.deferred.append(Deferred(list(inner), ctx.player, ctx.source, list(ctx.last)))
    ctx.pos.note(
        f"{ctx.pos.name(ctx.source)}: its effect waits for the end of the battle", r.MISSION_CARD_STAYS_IN_EFFECT
    )


def settle(pos: Position, battle: Battle, roll: Roll | None = None) -> None:
    """The deferred effects' cards, now that the battle's steps are over (``roll``: the battle's dice, for the
    effects that happen as damage resolves: judge/bttcg/mission_resolution.py)."""
    from judge.bttcg import per_damage
    from judge.bttcg.interpret import run_effects
    from judge.bttcg.interpret_targets import Context
    from judge.bttcg.mission_resolution import at_resolution

    for deferred in battle.deferred:
        ctx = Context(pos, battle, deferred.player, deferred.source, None, last=list(deferred.last), roll=roll)
        for effect in deferred.effects:
            if isinstance(effect, m.WhenDamageResolved):
                at_resolution(ctx, effect, run_effects)
                continue
            if isinstance(effect, m.PerDamageDealt):  # Civilian Settlement (judge/bttcg/per_damage.py)
                per_damage.settle(ctx, effect)
                continue
            battle.later += _settle(ctx, effect, (), ())


def _settle(ctx: Context, effect: m.Effect, scrapped: tuple[str, ...], unharmed: tuple[str, ...]) -> list[Later]:
    from judge.bttcg.interpret_targets import resolve_target

    pos, source = ctx.pos, ctx.source
    name = pos.name(source)
    if isinstance(effect, m.Draw):
        pos.note(f"{name}: after the mission, {ctx.player} draws {effect.count}", r.VICTORY)
        return [Later("draw", source, ctx.player, effect.count, (), scrapped, unharmed)]
    if isinstance(effect, m.Deplete | m.Tap):
        cards = tuple(c for c in resolve_target(ctx, effect.target) if not c.endswith(".stockpile"))
        what: Literal["deplete", "untap"] = "deplete" if isinstance(effect, m.Deplete) else "untap"
        if what == "untap":
            from judge.bttcg.untap_counters import refuse_untap_by_effect  # a counter's "whenever it would untap"

            for card_id in cards:
                refuse_untap_by_effect(pos, card_id, later=True)
        if cards:
            pos.note(f"{name}: after damage resolves, {what} {', '.join(map(pos.name, cards))}", r.MISSION_CARDS_AFFECT)
        return [Later(what, source, ctx.player, 0, cards, scrapped, unharmed)]
    if isinstance(effect, m.IfScrapped) and scrapped_riders.handles(effect):
        return scrapped_riders.settle(ctx, effect)
    if isinstance(effect, m.IfDamages | m.IfReceivesDamage) and damage_riders.handles(effect):
        return damage_riders.settle(ctx, effect)
    if isinstance(effect, m.IfScrapped):
        watched = tuple(resolve_target(ctx, effect.watched))
        if not watched:
            pos.note(
                f"{name}: none of those cards is left in the battle, so none can be scrapped", r.OVERRUN_NEEDS_SCRAPPED
            )
            return []
        pos.note(
            f"{name}: if {', '.join(map(pos.name, watched)) or 'no card'} are all scrapped when damage resolves "
            "(removed from battle does not count) ...",
            r.OVERRUN_NEEDS_SCRAPPED,
        )
        found: list[Later] = []
        for inner in effect.effects:
            found += _settle(ctx, inner, watched, unharmed)
        return found
    assert isinstance(effect, m.IfNoStructureDamage)
    watched = tuple(ctx.last)
    found = []
    for inner in effect.effects:
        found += _settle(ctx, inner, scrapped, watched)
    return found


def apply_later(
    before: dict[str, CardState],
    cards: dict[str, CardState],
    stockpiles: dict[str, int],
    later: list[Later],
    structure_damaged: frozenset[str] = frozenset(),
    drawn: dict[str, int] | None = None,
) -> None:
    """Applies the settled effects to one outcome of damage resolution (``before``: the cards before it;
    ``structure_damaged``: the cards some damage got through the armor of). A Stockpile that ran out ended the game
    when damage resolved (CE rulings: Victory Conditions): nothing happens after."""
    if any(count == 0 for count in stockpiles.values()):
        return
    for item in later:
        if item.if_scrapped is not None:
            scrapped_riders.apply(before, cards, item, stockpiles)
            continue
        if item.if_dealt is not None and not damage_riders.dealt(structure_damaged, item):
            continue  # judge/bttcg/damage_riders.py: only when damage got through to one of its cards
        if item.at_least and sum(c in structure_damaged for c in item.if_structure_damaged) < item.at_least:
            continue
        if item.if_all_scrapped and not all(
            cards[c].zone == "scrapheap" and before[c].zone != "scrapheap" for c in item.if_all_scrapped
        ):
            continue
        if any(cards[c].zone == "scrapheap" or cards[c].damage > before[c].damage for c in item.if_unharmed):
            continue
        if item.what == "draw":
            taken = min(item.count, stockpiles[item.player])
            stockpiles[item.player] -= taken
            if drawn is not None:  # the cards a whole game moves into the hand (Outcome.drawn)
                drawn[item.player] = drawn.get(item.player, 0) + taken
            continue
        for card_id in item.cards:
            state = cards[card_id]
            if state.zone in ("scrapheap", "hand"):
                continue
            if item.what == "counters":
                put(state, item.counter, item.count)
            elif item.what == "scrap":
                cards[card_id] = CardState(zone="scrapheap")
            elif item.what == "deplete":
                state.tapped = state.depleted = True
            else:
                state.tapped = state.depleted  # a depleted card stays tapped
