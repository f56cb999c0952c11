"""A Command card in play banning Mission cards during the Initiative step: "Players may not play Mission cards
during the Initiative step." (DSL ``play_ban_during`` of Mission cards, timing ``battle_step`` ``initiative``).

Rulebook p.26 (Determine Who Wins Initiative): the battle's first step, in which the player losing initiative may
play Mission cards that change initiative; p.32 (Playing Mission Cards) is the rule the card changes (rulebook p.9:
cards make exceptions). A continuous ability (Glossary) of a Command card in play, which can affect the battle
(rulebook p.26); "players": each player, "you" the card's controller, "your opponent" the other. A Mission card the
ban reaches, played in that step, is not played (a violation naming the card). A depleted such card (face down,
rulebook p.21) is refused; a ban of other cards or at other times, or an Enhancement's, Pilot's or Terrain's, stays
refused (``stats.check_bystanders``; the table of ``executes.py``).
"""

from __future__ import annotations

from judge.bttcg.command_statics import in_play, only_of
from judge.bttcg.state import Battle, Position, UnsupportedError
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
INITIATIVE_STEP = "rulebook/determine-who-wins-initiative-4"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, INITIATIVE_STEP)


def _executed_effect(effect: m.Effect) -> bool:
    return (
        isinstance(effect, m.PlayBanDuring)
        and effect.card_type == "Mission"
        and isinstance(effect.timing, m.BattleStep)
        and effect.timing.step == "initiative"
    )


def executed(ability: m.Ability) -> bool:
    """A continuous ability, without conditions, of such bans only."""
    return only_of(ability, _executed_effect)


def banned_now(pos: Position, battle: Battle, player: str) -> str | None:
    """The name of the Command card in play banning ``player``'s Mission cards now, or ``None``.

    :raises UnsupportedError: for such a card that is depleted."""
    if battle.step != "initiative":
        return None
    for card_id, state, ability in in_play(pos):
        if not executed(ability):
            continue
        mine = pos.owners[card_id] == player
        reaches = [
            e
            for e in ability.effects
            if isinstance(e, m.PlayBanDuring) and (e.player == "each" or (e.player == "you") == mine)
        ]
        if not reaches:
            continue
        name = pos.faces[card_id].name
        if state.depleted:
            raise UnsupportedError(
                f"{name} is depleted (face down): whether its continuous ability still applies is not settled by "
                "the rules"
            )
        return name
    return None


__all__ = ["RULE_IDS", "banned_now", "executed"]
