"""Losing an asset until a Resource card providing it is deployed: "Choose an opponent and any asset. That opponent
loses that asset until he or she deploys a Resource card that provides that asset." (Severed Supply Lines, scrapped
as it is revealed when activated).

- The card's text is the rule (rulebook p.9). With two players, "an opponent" is the only one (no choice to make);
  the asset is the player's choice, the next of the activation's ``choose`` (an asset letter, as for ComStar
  Support: judge/bttcg/choose_asset.py).
- "Loses that asset": it is not available to that player, whatever card provides it or ``players.assets`` declares
  (rulebook p.14: a player has an asset available or not; judge/bttcg/assets.py leaves it out), until he or she
  deploys a Resource card providing it (its asset symbols or keyword; deployed face down or revealed alike): from that
  deployment on, the asset counts again.
- The loss is kept for the rest of the turn the scenario answers (a later turn's scenario has no field for it)."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import turn_rules as t
from judge.bttcg.assets import ASSET_NAMES, provided_by, settle
from judge.bttcg.choose_asset import take_asset
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn import TurnRunner
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

RULE_IDS = (t.RULES_MAKE_EXCEPTIONS, t.ASSETS)


def _choose_part(ability: m.Static) -> bool:
    """ "Choose an opponent and any asset.\""""
    effects = ability.effects
    return (
        len(effects) == 2
        and isinstance(effects[0], m.Choose)
        and isinstance(effects[0].target, m.Selector)
        and effects[0].target.noun == "player"
        and effects[0].target.owner == "opponent"
        and not effects[0].more
        and isinstance(effects[1], m.ChooseAsset)
    )


def _lose_part(ability: m.Static) -> bool:
    """ "That opponent loses that asset until he or she deploys a Resource card that provides that asset.\""""
    return (
        len(ability.effects) == 1
        and isinstance(ability.effects[0], m.LoseAsset)
        and ability.effects[0].player == "opponent"
        and ability.effects[0].asset is None
        and ability.effects[0].until_provider_deployed
    )


def is_asset_loss_part(ability: m.Ability) -> bool:
    """One of the two sentences :func:`plan_loss` executes together (each refused alone)."""
    return isinstance(ability, m.Static) and not ability.conditions and (_choose_part(ability) or _lose_part(ability))


def plan_loss(
    run: TurnRunner, index: int | None, by: str, card_id: str, parts: list[m.Static], plan: _Plan
) -> Callable[[], None]:
    """The opponent and the asset chosen now; the step that makes the opponent lose it.

    :raises _RefusedError: after recording a violation (no asset chosen, a card where an asset is chosen).
    :raises UnsupportedError: for one sentence without the other.
    """
    pos = run.pos
    name = pos.name(card_id)
    if [_choose_part(p) for p in parts] != [True, False]:
        raise UnsupportedError(f"{name}: the engine does not execute this loss of an asset yet")
    take_asset(pos, index, by, name, plan)
    letter = plan.asset
    assert letter is not None
    opponent = pos.other(by)

    def lose() -> None:
        lost = pos.lost_assets.get(opponent, frozenset())
        pos.lost_assets = {**pos.lost_assets, opponent: lost | {letter}}
        pos.note(
            f"{name}: {opponent} (the only opponent) loses {ASSET_NAMES[letter]}, chosen by {by}, until {opponent} "
            f"deploys a Resource card that provides it",
            *RULE_IDS,
        )
        settle(pos, f"{name} is revealed")

    return lose


def regain(pos: Position, by: str, card_id: str) -> None:
    """A Resource card deployed by a player who lost an asset it provides: the asset counts again."""
    lost = pos.lost_assets.get(by, frozenset())
    face = pos.faces[card_id]
    back = lost & provided_by(face) if face.has_keyword("Resource") else frozenset()
    if not back:
        return
    pos.lost_assets = {**pos.lost_assets, by: lost - back}
    names = ", ".join(ASSET_NAMES[a] for a in sorted(back))
    pos.note(f"{by} deploys {face.name}, a Resource card providing {names}: the asset lost counts again", *RULE_IDS)
    settle(pos, f"{face.name} is deployed")


__all__ = ["RULE_IDS", "is_asset_loss_part", "plan_loss", "regain"]
