"""The entries of the node-kind table (:mod:`judge.bttcg.executes`): how the engine handles one DSL node kind, and
the executors most entries name."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    """How the engine handles one node kind: the functions executing it (dotted names, where it is executed), and
    what is missing where it is not (``None``: executed wherever it can appear)."""

    executors: tuple[str, ...] = ()
    missing: str | None = None


_BATTLE = "judge.bttcg.interpret.run_effect"
_LATER = "judge.bttcg.interpret_later.defer"
_TURN = "judge.bttcg.turn_abilities.use_ability"
_SEARCH = "judge.bttcg.omni.plan_search"
_ASSET = "judge.bttcg.assets.settle"
_ASSET_COSTS = "judge.bttcg.deploy.total_cost"
_MOVES = "judge.bttcg.turn_moves.plan_move"
_PUT = "judge.bttcg.put_into_play.plan_put_into_play"
_PLACED = "judge.bttcg.attach.placement_misfit"
_ZONE = "judge.bttcg.turn_moves.zone_misfit"
_DEPLOYING = "judge.bttcg.deploy._deployment_rules"


def _by(*executors: str, missing: str | None = None) -> Entry:
    return Entry(tuple(executors), missing)


def _no(missing: str) -> Entry:
    return Entry((), missing)


_PHASE_END = "judge.bttcg.turn_fired.at_phase_end"  # Crusader Faction
_BEGINNINGS = "judge.bttcg.beginnings.begin"
_BANS = "judge.bttcg.play_bans.begin_ban"


_UNTIL_BATTLE = _by(
    "judge.bttcg.battle_lasting.run",
    "judge.bttcg.play_bans.begin_ban",
    missing="a lasting effect until end of battle outside a battle, or other than a change of a stat, prevention "
    "or a ban on playing Mission cards",
)
"""Until the end of the battle under way (``battle_lasting.py``)."""
