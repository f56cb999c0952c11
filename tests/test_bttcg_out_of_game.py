"""A card removed from the game and an extra turn, during the turn (judge/bttcg/out_of_game.py): the card's text
makes the exception (rulebook p.9); the answer's zone of a card removed from the game is ``out_of_game``."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.out_of_game import CARDS_MAKE_EXCEPTIONS, OUT_OF_GAME, RULE_IDS
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, traced
from tests.test_bttcg_turn import BRIAN, MELISSA

PURGE = "Scrap Purge when it is revealed and remove it from the game. Draw a card when you activate Purge."


def _doc(cards: dict[str, Any], actions: list[dict[str, Any]], phase: str = "deploy") -> str:
    doc = {
        "game": "bttcg",
        "phase": phase,
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "cards": cards,
        "actions": actions,
    }
    return yaml.safe_dump(doc)


def test_remove_from_game_and_extra_turn_tyra_miraborg_rulebook_p9(full_pool: CardPool) -> None:
    """remove_from_game, extra_turn (Tyra Miraborg's second ability, pool card read in place: tapped in the Deploy
    phase, it removes itself from the game for an extra turn that skips its Missions phase): Tyra leaves the game
    (zone out_of_game, not the Scrapheap); the extra turn, after the scenario's, is in the trace with the phase it
    skips; in the Missions phase the ability is not used (a violation)."""
    card = full_pool.lookup("Tyra Miraborg", "bttcg")
    assert isinstance(card, BtCard) and card_refusals(face_of_pool_card(card)).refused == []
    cards = {"tyra": {"owner": BRIAN, "card": "Tyra Miraborg"}}
    result = answer(_doc(cards, [{"by": BRIAN, "use": "ability 2", "card": "tyra"}]), full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["tyra"]["zone"] == OUT_OF_GAME
    assert any("extra turn after this one, without its Missions phase" in s["text"] for s in result["trace"])
    assert CARDS_MAKE_EXCEPTIONS in traced(result)
    late = answer(_doc(cards, [{"by": BRIAN, "use": "ability 2", "card": "tyra"}], "missions"), full_pool)
    assert not late["legal"] and only(late)["cards"]["tyra"]["zone"] == "command_post"


def test_remove_from_game_as_revealed_rulebook_p9() -> None:
    """An inline card scrapped as it is revealed and removed from the game (Culling's wording): it ends out of the
    game, not in the Scrapheap; the card it draws is drawn."""
    cards = {
        "purge": {
            "owner": BRIAN,
            "command": {"name": "Purge", "text": PURGE, "cost": "1"},
            "zone": "construction",
            "counters": 1,
        }
    }
    result = answer(_doc(cards, [{"by": BRIAN, "activate": "purge"}]))
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["purge"]["zone"] == OUT_OF_GAME and only(result)["stockpiles"][BRIAN] == 19


def test_the_out_of_game_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
