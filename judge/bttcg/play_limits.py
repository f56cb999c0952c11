"""A Command card in play limiting the Mission cards played in each battle: "No more than one Mission card may be
played in each battle." (DSL ``play_limit`` of Mission cards ``per`` battle; ``together``: every player's cards
counted together), checked as each Mission card is played (``battle.BattleRunner.play``).

Rulebook p.32 (Playing Mission Cards): the number of Mission cards a player may play in a battle is limited by his
or her initiative score; the card limits it further (rulebook p.9: cards make exceptions). A continuous ability
(Glossary) of a Command card in play, which can affect the battle (rulebook p.26); "players" / "each player": each
player's own cards (all of them, with ``together``), "you" the card's controller's, "your opponent" the other's. The
cards played are those the battle records (``Battle.mission_cards``, as for the initiative limit). A depleted such
card (face down, rulebook p.21) is refused; a limit per turn, of other cards, or an Enhancement's, Pilot's or
Terrain's stays refused (``stats.check_bystanders``; the table of ``executes.py``)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.command_statics import in_play, only_of
from judge.bttcg.state import Battle, Position, UnsupportedError
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, r.MISSION_CARDS_LIMIT)


def _executed_effect(effect: m.Effect) -> bool:
    return isinstance(effect, m.PlayLimit) and effect.card_type == "Mission" and effect.per == "battle"


def executed(ability: m.Ability) -> bool:
    """A continuous ability, without conditions, of such limits only."""
    return only_of(ability, _executed_effect)


def over(pos: Position, battle: Battle, player: str) -> str | None:
    """Why ``player`` may not play one more Mission card in this battle by a card's limit, or ``None``.

    :raises UnsupportedError: for such a card that is depleted."""
    for card_id, state, ability in in_play(pos):
        if not executed(ability):
            continue
        mine = pos.owners[card_id] == player
        for effect in ability.effects:
            assert isinstance(effect, m.PlayLimit)  # executed() says so
            if effect.player != "each" and (effect.player == "you") != mine:
                continue
            name = pos.faces[card_id].name
            if state.depleted:
                raise UnsupportedError(
                    f"{name} is depleted (face down): whether its continuous ability still applies is not settled"
                )
            counted = battle.mission_cards.values() if effect.together else [battle.mission_cards.get(player, [])]
            played = sum(len(cards) for cards in counted)
            if played + 1 > effect.most:
                whose = "in all" if effect.together else f"by {player}"
                return f"{name}: no more than {effect.most} Mission card(s) in each battle ({played} played {whose})"
    return None
