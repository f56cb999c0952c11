"""A player's initiative changed for a while (judge/bttcg/lasting_turns.py; issue 17: "until your next turn" was
refused): "You get +2 initiative until your next turn." (Teachings of the Unfinished Book's construction). Rulebook
Glossary (Initiative score; Untap phase: "the phase at the beginning of a turn"), p.9 (a card's text makes the
exception). Invented inline cards, and the pool card read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.lasting_turns import RULE_IDS, player_initiative
from judge.bttcg.state import LastingBonus
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA, position, runner

TEACHING = "Scrap this card when it is revealed. You get +2 initiative until your next turn."


def _scenario(text: str) -> dict[str, Any]:
    cards = {
        "book": {"owner": BRIAN, "command": {"name": "Book", "text": text, "cost": "0"}, "zone": "construction"},
        "raider": unit(BRIAN, "fast", attack=2),
        "guard": unit(MELISSA, "fast", attack=1, structure=4),
    }
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20, "assets": ["T"]}},
        "phase": "deploy",
        "cards": cards,
        "mission": {"attacker": BRIAN, "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]},
        "actions": [{"by": BRIAN, "activate": "book"}, {"by": BRIAN, "phase": "missions"}],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_you_get_initiative_until_your_next_turn_counts_in_this_turns_battles_rulebook_glossary() -> None:
    """lasting (until your next turn) of the player's initiative: revealed in Brian's Deploy phase, it adds 2 to his
    initiative score in the battle of his Missions phase (Melissa has 1 from Tactics: Brian wins it, 2 to 1)."""
    result = _scenario(TEACHING)
    assert result["legal"], result["violations"]
    texts = [step["text"] for step in result["trace"]]
    assert any("Initiative: Brian 2, Melissa 1" in text for text in texts), texts
    assert only(result)["cards"]["book"]["zone"] == "scrapheap"
    assert set(RULE_IDS) <= traced(result)


def test_until_your_next_turn_ends_as_that_players_turn_begins_rulebook_glossary_untap_phase() -> None:
    """The change ends when Brian's next turn begins (its Untap phase), not when Melissa's does."""
    pos = position({"book": {"owner": BRIAN, "command": {"name": "Book", "text": TEACHING}, "zone": "scrapheap"}})
    pos.lasting = [LastingBonus("book", f"{BRIAN}.initiative", "initiative", 2, "next_turn")]
    runner(pos, "untap", player=MELISSA)
    assert player_initiative(pos, BRIAN) == 2
    runner(pos, "untap", player=BRIAN)
    assert player_initiative(pos, BRIAN) == 0


def test_until_your_next_turn_outlasts_this_turns_end_rulebook_p33() -> None:
    """The end of Brian's turn ends his effects "until end of turn", not those until his next turn."""
    pos = position({"book": {"owner": BRIAN, "command": {"name": "Book", "text": TEACHING}, "zone": "scrapheap"}})
    pos.lasting = [
        LastingBonus("book", f"{BRIAN}.initiative", "initiative", 2, "next_turn"),
        LastingBonus("book", f"{BRIAN}.initiative", "initiative", 1, "turn"),
    ]
    run = runner(pos)
    run.turn.phase = "missions"  # the turn under way: its Untap phase is over
    run.enter("end")
    assert player_initiative(pos, BRIAN) == 3
    run.enter("over")
    assert player_initiative(pos, BRIAN) == 2


def test_teachings_of_the_unfinished_book_counts_executed_issue17(current_pool: CardPool) -> None:
    card = next(c for c in current_pool.cards if isinstance(c, BtCard) and c.name == "Teachings of the Unfinished Book")
    assert not card_refusals(face_of_pool_card(card)).refused


def test_the_knowledge_base_resolves_the_lasting_turns_rules() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
