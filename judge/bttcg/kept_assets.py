"""An asset a player has available for the rest of the game with no card providing it (Think Tank, in substance:
scrap it to choose an asset its player keeps until the game ends, usable on its player's own turn or in a mission
on an opponent's; DSL ``choose_asset`` then ``lasting`` until ``end_of_game`` of ``have_asset``, used at the times
of an ``any_of`` condition).

Rules: an asset available lets its player ignore asset costs (rulebook p.19) and a Tactics asset adds to initiative
(rulebook p.14, Assets; not cumulative: a player has an asset or not); "some cards keep making assets available to
you after they leave play" (p.14): kept in ``Position.kept_assets`` and counted by :func:`judge.bttcg.assets.settle`
with the others, from the moment the ability resolves (p.20: a cost is verified when a card is activated). The asset
is the player's choice: the action's ``choose``, an asset letter (strict mode). In a battle, a Tactics gained once
the initiative step is over would ask to determine initiative again (1997 rulings, Resolving Initiative): refused.
The timing: any of the options (:func:`holds_in_turn`, :func:`holds_in_battle`)."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import turn_rules as t
from judge.bttcg.assets import ASSET_NAMES, settle
from judge.bttcg.interpret_targets import Context
from judge.bttcg.state import Battle, Position, UnsupportedError
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

RULE_IDS = (t.ASSETS, t.ASSET_COSTS)


def is_kept_asset(effect: m.Effect) -> bool:
    """ "You have that asset available for the rest of the game": the asset chosen before."""
    if not isinstance(effect, m.Lasting) or effect.until != "end_of_game" or len(effect.effects) != 1:
        return False
    have = effect.effects[0]
    return isinstance(have, m.HaveAsset) and have.player == "you" and not have.options


def _plain(option: m.During) -> bool:
    return not (option.unless or option.at_end or option.target_in_enhanced_region or option.not_during_mission)


def any_of_problem(condition: m.AnyOf) -> str | None:
    """Why these timings are not checked yet (``None``: they are): each a player's turn or a mission on it."""
    if all(_plain(o) and o.phase is None and not o.battle for o in condition.options):
        return None
    return "timings of an ability other than a player's turn or a mission on it"


def _whose(option: m.During, player: str, turn_player: str) -> bool:
    return {"your": player == turn_player, "opponent": player != turn_player, "any": True}[option.whose]


def holds_in_turn(condition: m.AnyOf, player: str, turn_player: str) -> bool:
    """During the turn, no mission under way: an option without a mission, on the right player's turn."""
    return any(not o.mission and _whose(o, player, turn_player) for o in condition.options)


def holds_in_battle(condition: m.AnyOf, player: str, battle: Battle) -> bool:
    """In a mission (the attacker's turn): any option on the right player's turn ("on your turn" includes a mission
    on it)."""
    return any(_whose(o, player, battle.attacker) for o in condition.options)


def keep(pos: Position, player: str, source: str, letter: str) -> None:
    """From now on the player has the asset available, whatever provides it."""
    pos.kept_assets = {**pos.kept_assets, player: pos.kept_assets.get(player, frozenset()) | {letter}}
    pos.note(f"{pos.name(source)}: {player} has {ASSET_NAMES[letter]} available for the rest of the game", *RULE_IDS)
    settle(pos, f"{pos.name(source)} makes {ASSET_NAMES[letter]} available")


def plan_keep(pos: Position, by: str, source: str, plan: _Plan) -> Callable[[], None]:
    """During the turn: the asset chosen before (``plan.asset``, judge/bttcg/choose_asset.py)."""
    letter = plan.asset
    assert letter is not None, "have_asset after choose_asset: take_asset settled it"
    return lambda: keep(pos, by, source, letter)


def run_choose_asset(ctx: Context) -> None:
    """In a battle: the next of the action's ``choose``, an asset letter (strict mode: a violation otherwise)."""
    name = ctx.pos.name(ctx.source)
    if not ctx.choose or ctx.choose[0] not in ASSET_NAMES:
        ctx.violate(f"{name}: say which asset {ctx.player} chooses (choose: one of A, L, M, P, T)", *RULE_IDS)
        return
    ctx.asset = ctx.choose.pop(0)


def run_keep(ctx: Context) -> None:
    """In a battle: the asset chosen before.

    :raises UnsupportedError: for Tactics gained once the initiative step is over."""
    if ctx.asset is None:
        return  # no asset chosen: the violation is recorded
    if ctx.asset == "T" and ctx.battle.step != "initiative":
        raise UnsupportedError(
            f"{ctx.pos.name(ctx.source)}: Tactics gained after initiative is determined would ask to determine it "
            "again: not executed"
        )
    keep(ctx.pos, ctx.player, ctx.source, ctx.asset)


__all__ = [
    "RULE_IDS",
    "any_of_problem",
    "holds_in_battle",
    "holds_in_turn",
    "is_kept_asset",
    "keep",
    "plan_keep",
    "run_choose_asset",
    "run_keep",
]
