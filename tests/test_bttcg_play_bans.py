"""Lasting bans on playing Mission cards (judge/bttcg/play_bans.py, DSL ``no_player_plays``): a card's text makes
the exception to the rules (rulebook p.9), so a Mission card played while the ban holds is not played (rulebook
p.32, Playing Mission Cards), for the rest of the scenario's turn. Invented inline cards in Communications
Blackout's wording; the pool card is read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import rules as r
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.play_bans import CARDS_MAKE_EXCEPTIONS, RULE_IDS
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, mission_card, only, unit
from tests.test_bttcg_turn import BRIAN, MELISSA

BLACKOUT = (
    "Scrap this card when it is revealed. No player may play Mission cards until the beginning of your next turn."
)
BOOST = "Choose one of your 'Mechs. That 'Mech gets +1 attack."


def _blackout_then_mission(plays: list[dict[str, Any]], text: str = BLACKOUT) -> dict[str, Any]:
    """Brian activates the blackout card in his Deploy phase, then attacks Melissa's Stockpile with raider; each
    player has a Mission card in hand."""
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "deploy",
        "cards": {
            "blackout": {
                "owner": BRIAN,
                "command": {"name": "Blackout", "cost": "1", "text": text},
                "zone": "construction",
                "counters": 1,
            },
            "raider": unit(BRIAN, "fast", attack=2),
            "mine": mission_card(BRIAN, BOOST, "Boost"),
            "theirs": mission_card(MELISSA, BOOST, "Brace"),
        },
        "mission": {"attacker": BRIAN, "group": ["raider"], "target": "Melissa.stockpile"},
        "actions": [{"by": BRIAN, "activate": "blackout"}, *plays],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_no_player_plays_mission_cards_until_your_next_turn_rulebook_p9() -> None:
    """no_player_plays, lasting "until the beginning of your next turn" (Communications Blackout's wording): revealed
    in Brian's Deploy phase, it bans both players' Mission cards for the rest of the turn: Brian's Boost is not
    played (a violation citing the card's exception and the Mission-card rule), so raider deals its 2 damage."""
    result = _blackout_then_mission([{"by": BRIAN, "play": "mine", "choose": ["raider"]}])
    assert not result["legal"]
    violation = result["violations"][0]
    assert "Blackout" in violation["message"] and "may not play Mission cards" in violation["message"]
    assert {CARDS_MAKE_EXCEPTIONS, r.MISSION_CARDS_AFFECT} <= set(violation["rules"])
    outcome = only(result)
    assert outcome["cards"]["mine"]["zone"] == "hand" and outcome["stockpiles"][MELISSA] == 20 - 2
    assert outcome["cards"]["blackout"]["zone"] == "scrapheap"
    without = _blackout_then_mission([], text="Scrap this card when it is revealed. Draw a card.")
    assert without["legal"], without["violations"]


def test_no_player_plays_only_the_opponent_from_a_mission_card_rulebook_p32() -> None:
    """no_player_plays from a Mission card in a battle ("Your opponent may not play Mission cards until end of
    turn."): Melissa, who lost initiative (a tie goes to the attacker), plays it first; Brian's Boost is then not
    played (rulebook p.32; p.9), so raider deals its 2 damage; Melissa's ban is hers: it names Brian."""
    cards = {
        "raider": unit(BRIAN, "fast", attack=2),
        "gag": mission_card(MELISSA, "Your opponent may not play Mission cards until end of turn.", "Gag"),
        "mine": mission_card(BRIAN, BOOST, "Boost"),
    }
    mission = {"attacker": BRIAN, "group": ["raider"], "target": "Melissa.stockpile"}
    plays = [{"by": MELISSA, "play": "gag"}, {"by": BRIAN, "play": "mine", "choose": ["raider"]}]
    result = battle(cards, mission, plays)
    assert not result["legal"] and "Gag: Brian may not play" in result["violations"][0]["message"], result
    outcome = only(result)
    assert outcome["cards"]["gag"]["zone"] == "scrapheap" and outcome["cards"]["mine"]["zone"] == "hand"
    assert outcome["stockpiles"][MELISSA] == 30 - 2
    said = "until the end of the turn, Brian may not play Mission cards"
    assert any(said in step["text"] for step in result["trace"]), result["trace"]


def test_a_ban_on_other_card_types_or_until_the_mission_ends_is_refused_issue17() -> None:
    """A ban the engine does not keep (on Command cards) is refused as it begins, never dropped."""
    text = (
        "Scrap this card when it is revealed. Until the beginning of your next turn, no player may play Command cards."
    )
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*Command cards"):
        _blackout_then_mission([], text=text)


def test_communications_blackout_is_executed(current_pool: CardPool) -> None:
    """The pool's Communications Blackout (read in place) has every ability executed now."""
    card = current_pool.lookup("Communications Blackout", "bttcg")
    assert isinstance(card, BtCard)
    assert card_refusals(face_of_pool_card(card)).refused == []


def test_the_play_bans_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
