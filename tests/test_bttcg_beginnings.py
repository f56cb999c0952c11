"""Effects at the beginning of a turn or phase (judge/bttcg/beginnings.py, DSL ``at_the_beginning``), for as long as
a lasting effect holds: one scenario is one turn (rulebook p.16, Sequence of Play), so an effect begun in it happens
at a beginning of the active player's Draw or Deploy phase still ahead in the turn, and otherwise waits beyond it
(the trace says so). Invented inline cards in the Operation cards' wordings (Blockade, Open Supply Lines); Blockade
itself is read in place from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.beginnings import CARDS_MAKE_EXCEPTIONS, RULE_IDS, UNTAP_PHASE_BEGINS_TURN
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.turn_rules import DRAW
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, mission_card, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA, command

COUNTDOWN = (
    "Remove a diversion counter from this card at the beginning of your turn. When the last diversion counter has "
    "been removed, scrap this card"
)
EXTRA_DRAW = COUNTDOWN + " and draw an additional card at the beginning of your Draw phase until end of game."
OPPONENT_SCRAPS = COUNTDOWN + "; opponent scraps two cards at the beginning of his or her turn until you deploy a card."
SCRAPS_OWN = COUNTDOWN + " and scrap a card from your Stockpile at the beginning of your Draw phase until end of game."


def _turn(
    cards: dict[str, Any], actions: list[dict[str, Any]], phase: str = "untap", pool: CardPool | None = None
) -> Any:
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": phase,
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


DRAW_PHASE = {"by": BRIAN, "phase": "draw"}


def test_at_the_beginning_of_your_draw_phase_an_additional_card_rulebook_p18() -> None:
    """at_the_beginning, lasting until end of game (Open Supply Lines' wording): the last counter is removed as
    Brian's turn begins (the Untap phase, rulebook Glossary), so his Draw phase, still ahead in the turn, begins
    with the additional card besides the phase's two (rulebook p.18; p.9: the card's text makes the exception):
    20 - 3 = 17. With a counter left, nothing begins: 20 - 2 = 18."""
    cards = {"op": command(BRIAN, text=EXTRA_DRAW, other_counters={"diversion": 1})}
    result = _turn(cards, [DRAW_PHASE])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["op"]["zone"] == "scrapheap"
    assert outcome["stockpiles"] == {BRIAN: 17, MELISSA: 20}
    assert {UNTAP_PHASE_BEGINS_TURN, CARDS_MAKE_EXCEPTIONS, DRAW} <= traced(result)
    cards = {"op": command(BRIAN, text=EXTRA_DRAW, other_counters={"diversion": 2})}
    assert only(_turn(cards, [DRAW_PHASE]))["stockpiles"] == {BRIAN: 18, MELISSA: 20}


def test_at_the_beginning_of_a_phase_already_begun_waits_for_the_next_rulebook_p16() -> None:
    """at_the_beginning: an effect begun after the Draw phase began (the scenario starts in the Deploy phase, an
    ability used then: "{T}: Draw an additional card at the beginning of your Draw phase until end of game.") waits
    for the next Draw phase, after this turn (rulebook p.16, Sequence of Play): no card drawn now."""
    text = "{T}: Draw an additional card at the beginning of your Draw phase until end of game."
    cards = {"op": command(BRIAN, text=text)}
    result = _turn(cards, [{"by": BRIAN, "use": "ability", "card": "op"}, {"by": BRIAN, "phase": "missions"}], "deploy")
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"] == {BRIAN: 20, MELISSA: 20}
    waits = "from now on until the end of the game, at the beginning of Brian's Draw phase"
    assert any(waits in step["text"] for step in result["trace"]), result["trace"]


def test_at_the_beginning_of_the_opponents_turn_waits_beyond_this_turn_rulebook_p16() -> None:
    """at_the_beginning of the opponent's turn, until you deploy a card (Blockade's wording): the card is scrapped as
    its last counter is removed, and the effect waits for Melissa's turn, which comes after this one (rulebook p.16):
    her Stockpile is untouched in this turn's answer, and the trace says what waits."""
    cards = {"op": command(BRIAN, text=OPPONENT_SCRAPS, other_counters={"diversion": 1})}
    result = _turn(cards, [DRAW_PHASE])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["op"]["zone"] == "scrapheap"
    assert outcome["stockpiles"] == {BRIAN: 18, MELISSA: 20}
    waits = [s["text"] for s in result["trace"] if "from now on until you deploy a card" in s["text"]]
    assert waits and "at the beginning of Melissa's turn" in waits[0], result["trace"]


def test_at_the_beginning_due_now_but_not_executed_is_refused_issue17() -> None:
    """An effect due at the beginning of Brian's Draw phase that the engine does not do there (scrapping a card from
    his Stockpile) is refused as the phase begins, never skipped; a scenario ending before the phase answers."""
    cards = {"op": command(BRIAN, text=SCRAPS_OWN, other_counters={"diversion": 1})}
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*'scrap' at the beginning of a phase"):
        _turn(cards, [DRAW_PHASE])
    result = _turn(cards, [])
    assert only(result)["cards"]["op"]["zone"] == "scrapheap"


def test_blockade_scraps_itself_and_its_effect_waits_for_the_opponents_turn(full_pool: CardPool) -> None:
    """Blockade (pool card, read in place): an operation counter removed at the beginning of each of its owner's
    turns; the last one removed, it scraps itself and the opponent's Stockpile loses cards at the beginning of each of
    the opponent's turns until its owner deploys a card. Executed in full by the turn now (coverage: no reason
    left)."""
    card = full_pool.lookup("Blockade", "bttcg")
    assert isinstance(card, BtCard)
    assert card_refusals(face_of_pool_card(card)).refused == []
    cards = {"blockade": {"owner": BRIAN, "card": "Blockade", "other_counters": {"operation": 1}}}
    result = _turn(cards, [DRAW_PHASE], pool=full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["blockade"]["zone"] == "scrapheap"
    assert outcome["stockpiles"] == {BRIAN: 18, MELISSA: 20}


def test_the_beginnings_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


def test_at_the_beginning_begun_in_a_battle_waits_for_the_next_draw_phase_rulebook_p16() -> None:
    """at_the_beginning from a Mission card played in a battle (an invented card: "Draw an additional card at the
    beginning of your Draw phase until end of game."): the Missions phase comes after the Draw phase (rulebook p.16),
    so it waits for the defender's next Draw phase: no card drawn in this answer, the trace says what waits."""
    cards = {
        "raider": unit(BRIAN, "fast", attack=2),
        "supply": mission_card(
            MELISSA, "Draw an additional card at the beginning of your Draw phase until end of game."
        ),
    }
    mission = {"attacker": BRIAN, "group": ["raider"], "target": "Melissa.stockpile"}
    result = battle(cards, mission, [{"by": MELISSA, "play": "supply"}])
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"] == {BRIAN: 30, MELISSA: 28}
    waits = "from now on until the end of the game, at the beginning of Melissa's Draw phase"
    assert any(waits in step["text"] for step in result["trace"]), result["trace"]


def test_a_continuous_ability_at_the_beginning_of_a_phase_is_refused_issue17() -> None:
    """A card in play whose continuous ability acts at the beginning of a phase ("Draw an additional card at the
    beginning of your Draw phase.") is refused as the phase begins, never passed over."""
    cards = {"op": command(BRIAN, text="Draw an additional card at the beginning of your Draw phase.")}
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*at the beginning of a turn or phase"):
        _turn(cards, [DRAW_PHASE])
