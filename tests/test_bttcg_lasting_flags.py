"""Lasting effects that are no change of a stat (judge/bttcg/lasting_flags.py): "Prevent all damage dealt to target
'Mech this turn.", "Target Unit cannot block this turn." Rulebook p.13 (a Mission card's effects last until the end
of the mission), p.9 (the card's words make the exception: "this turn"), p.33 (the turn ends after its End of Turn
phase), p.29-30 (prevention), p.25 (blocking). The attacker is untapped after the first mission by a pool Pilot read
in place (Bearer of McKennsy Hammer, die 5), so that it attacks again later in the turn; the Mission cards are
invented."""

from __future__ import annotations

from typing import Any

from judge.pool import CardPool
from tests.bttcg_helpers import battle, mission_card, only, unit

PREVENT = "Prevent all damage dealt to target 'Mech this turn."
NO_BLOCK = "Target Unit cannot block this turn."
FIRST = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["mb1"]}


def _turn(pool: CardPool, text: str | None, pick: str, again: dict[str, Any]) -> dict[str, Any]:
    cards: dict[str, Any] = {
        "a1": unit("Brian", "fast", attack=2, structure=9),
        "bearer": {"owner": "Brian", "card": "Bearer of McKennsy Hammer", "on": "a1"},
        "mb1": unit("Melissa", "fast", attack=2, structure=9),
        "mb2": unit("Melissa", "fast", attack=2, structure=9),
    }
    actions: list[Any] = [{"by": "Melissa", "assign": "mb1", "to": {"a1": 2}}]
    if text is not None:
        cards["card"] = mission_card("Brian", text, "Long Cover")
        actions.append({"by": "Brian", "play": "card", "choose": [pick]})
    actions += [{"by": "Brian", "assign": "a1", "to": {"mb1": 2}}, again]
    return battle(cards, FIRST, actions, dice=[5, 1], pool=pool)


def test_prevent_all_damage_this_turn_holds_in_a_later_mission_rulebook_p9_p33(current_pool: CardPool) -> None:
    """rulebook p.9, p.33: all damage to a1 is prevented in the first battle (2 from the blocker) and in a later
    mission of the same turn (2 from the second blocker): no damage counter; without the card it takes 2 + 2."""
    again = {"by": "Brian", "attack": "Melissa.stockpile", "group": ["a1"], "blockers": ["mb2"]}
    kept = _turn(current_pool, PREVENT, "a1", again)
    assert kept["legal"], kept["violations"]
    assert only(kept)["cards"]["a1"]["damage"] == 0
    assert any("still prevented" in step["text"] for step in kept["trace"])
    plain = _turn(current_pool, None, "a1", again)
    assert plain["legal"], plain["violations"]
    assert only(plain)["cards"]["a1"]["damage"] == 4


def test_prevent_all_damage_this_mission_ends_with_it_rulebook_p13(current_pool: CardPool) -> None:
    """rulebook p.13: "Prevent all damage dealt to target 'Mech until the end of the mission." protects a1 in the
    first battle only: the second blocker's 2 damage gets through."""
    again = {"by": "Brian", "attack": "Melissa.stockpile", "group": ["a1"], "blockers": ["mb2"]}
    text = "Prevent all damage dealt to target 'Mech until the end of the mission."
    result = _turn(current_pool, text, "a1", again)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["a1"]["damage"] == 2


def test_cannot_block_this_turn_rulebook_p25_blocking(current_pool: CardPool) -> None:
    """rulebook p.25, p.9: Brian's "Target Unit cannot block this turn." on Melissa's blocker: in the later mission it
    is named as unable to block by the card (rulebook p.25: only Units that may block do)."""
    again = {"by": "Brian", "attack": "Melissa.stockpile", "group": ["a1"], "blockers": ["mb1"]}
    result = _turn(current_pool, NO_BLOCK, "mb1", again)
    assert not result["legal"]
    assert any("cannot block this turn (Long Cover)" in v["message"] for v in result["violations"])
