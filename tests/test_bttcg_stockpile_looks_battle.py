"""Looking at the top of a Stockpile in a battle, and the cards looked at put back, restocked or shuffled in
(judge/bttcg/stockpile_looks_battle.py): the cards looked at are hidden and a scenario does not fix the Stockpile's
order, so the answer is the one every order gives (rulebook p.46, Glossary: Stockpile; Glossary: Restock, "to place
a card on the bottom of your Stockpile"; rulebook p.32: Mission cards in a battle). The Mission card sentences are
invented."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg import turn_rules as t
from judge.bttcg.executable import face_with, refusals_of
from judge.bttcg.interpret_targets import Context
from judge.bttcg.restock import RESTOCK
from judge.bttcg.state import Battle, Position, UnsupportedError
from judge.bttcg.stockpile_looks_battle import RULE_IDS, run, sequence_problems
from judge.cards.models import BtCard
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, traced, unit
from tests.test_bttcg_restock import turn

MISSION = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["mb1"]}
PUT_BACK = "Look at the top four cards of your Stockpile, then put them back in any order."


def _played(text: str, stockpiles: tuple[int, int] = (30, 30)) -> dict[str, Any]:
    cards = {
        "a1": unit("Brian", "fast", attack=2, structure=9),
        "mb1": unit("Melissa", "fast", attack=2, structure=9),
        "card": mission_card("Brian", text, "Scout Ahead"),
    }
    actions: list[Any] = [
        {"by": "Melissa", "assign": "mb1", "to": {"a1": 2}},
        {"by": "Brian", "play": "card"},
        {"by": "Brian", "assign": "a1", "to": {"mb1": 2}},
    ]
    return battle(cards, MISSION, actions, stockpiles=stockpiles)


def _texts(result: dict[str, Any]) -> str:
    return " ".join(step["text"] for step in result["trace"])


def _refusals(text: str) -> list[str]:
    parsed = parse_card_text(text, "Scout Ahead", "Mission", suggestions=False)
    assert parsed.ok, text
    card = BtCard(name="Scout Ahead", card_type="Mission", text=text)
    return [x for reasons in refusals_of(face_with(card, parsed.abilities)) for x in reasons]


def test_look_at_top_and_put_them_back_in_any_order_in_a_battle_glossary_stockpile() -> None:
    """look_at_top, put_on_stockpile (any order) in a battle: Brian looks at the top four cards of his Stockpile and
    puts them back; the Stockpile keeps its 30 cards (Glossary: Stockpile) whatever the order, and the trace says
    the answer does not depend on which cards they are."""
    result = _played(PUT_BACK)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Brian"] == 30
    texts = _texts(result)
    assert "looks at the top 4 card(s) of Brian's Stockpile" in texts
    assert "returns them, in the order chosen, on top of Brian's Stockpile" in texts
    assert t.STOCKPILE in traced(result)
    assert _refusals(PUT_BACK) == []


def test_look_at_top_of_a_short_stockpile_sees_what_there_is_glossary_stockpile() -> None:
    """A Stockpile of two cards: "the top four" are the two there are, and the two stay."""
    result = _played(PUT_BACK, stockpiles=(2, 30))
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Brian"] == 2
    assert "looks at the top 2 card(s) of Brian's Stockpile" in _texts(result)


def test_look_at_top_then_bottom_or_shuffle_in_a_battle_glossary_restock() -> None:
    """put_on_stockpile (bottom), shuffle_into, restock in a battle: on the bottom in the order chosen, shuffled in,
    or the one card restocked (Glossary: Restock): the Stockpile keeps its count each time."""
    texts = {
        "Look at the top three cards of your Stockpile and put them on the bottom of your Stockpile in any order.": (
            "on the bottom of Brian's Stockpile"
        ),
        "Look at the top two cards of your Stockpile and shuffle them into your Stockpile.": "shuffles them into",
        "Look at the top card of your Stockpile, then restock it.": "restocks that card from the top",
    }
    for text, said in texts.items():
        result = _played(text)
        assert result["legal"], (text, result["violations"])
        assert only(result)["stockpiles"]["Brian"] == 30, text
        assert said in _texts(result), text
        assert _refusals(text) == [], text
    restocked = _played("Look at the top card of your Stockpile, then restock it.")
    assert RESTOCK in traced(restocked)


def test_cards_of_the_opponents_stockpile_are_not_put_into_yours_glossary_stockpile() -> None:
    """The opponent's top cards "put back" onto the player's own Stockpile (the DSL's ``yours``): not executed,
    refused out loud rather than read as their own Stockpile."""
    text = "Look at the top two cards of your opponent's Stockpile and put them back in any order."
    with pytest.raises(ScenarioError, match="putting cards of Melissa's Stockpile into Brian's own is not executed"):
        _played(text)
    assert "putting cards looked at on top of another player's Stockpile into your own" in _refusals(text)


def test_putting_back_cards_not_looked_at_is_refused_in_a_battle() -> None:
    """ "them" after no look at the top of a Stockpile names no cards: refused in the figures, never guessed."""
    them = m.ThatOne(plural=True)
    assert sequence_problems([m.PutOnStockpile(target=them, any_order=True)]) != []
    assert sequence_problems([m.LookAtTop(count=2), m.PutOnStockpile(target=them, any_order=True)]) == []
    assert sequence_problems([m.Restock(target=m.ThatOne())]) != []


def _context(order: list[str] | None) -> Context:
    pos = Position(("A", "B"), {"A": frozenset(), "B": frozenset()}, {"A": 3, "B": 3}, {}, {}, {})
    pos.stockpile_order = None if order is None else {"A": order, "B": []}
    return Context(pos, Battle("A", "B", [], [], "B.stockpile", False), "A", "A.stockpile", None)


def test_the_order_chosen_in_a_whole_game_is_refused_not_guessed_issue_19() -> None:
    """In a whole game the Stockpile's order is real: the order the player puts the cards back in is a choice the
    game does not ask for yet, so it is refused; in a scenario (no order) it runs."""
    game = _context(["s1", "s2", "s3"])
    run(game, m.LookAtTop(count=2))
    with pytest.raises(UnsupportedError, match="a whole game does not ask for yet"):
        run(game, m.PutOnStockpile(target=m.ThatOne(plural=True), any_order=True))
    scenario = _context(None)
    run(scenario, m.LookAtTop(count=2))
    run(scenario, m.PutOnStockpile(target=m.ThatOne(plural=True), any_order=True))
    assert scenario.pos.stockpiles["A"] == 3


def test_them_without_a_look_is_refused_as_it_runs() -> None:
    with pytest.raises(UnsupportedError, match="names no cards looked at"):
        run(_context(None), m.PutOnStockpile(target=m.ThatOne(plural=True), any_order=True))


def test_the_stockpile_looks_battle_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


def test_put_them_back_and_on_the_bottom_during_the_turn_glossary_restock() -> None:
    """The same put-backs used during the turn ("{T}: ... put them back in any order", "... on the bottom of your
    Stockpile in any order"), in the Deploy phase: Brian's Stockpile keeps its 20 cards (Glossary: Stockpile,
    Restock), the ability's {T} is paid."""
    for text, said in {
        "{T}: Look at the top three cards of your Stockpile and put them back in any order.": "on top of",
        "{T}: Look at the top two cards of your Stockpile and put them on the bottom of your Stockpile in any order.": (
            "on the bottom of"
        ),
    }.items():
        cards = {"seer": {"owner": "Brian", "command": {"name": "Seer", "text": text}}}
        result = turn(cards, {"by": "Brian", "use": "ability", "card": "seer"}, "deploy", None)  # type: ignore[arg-type]
        assert result["legal"], (text, result["violations"])
        assert only(result)["stockpiles"]["Brian"] == 20 and only(result)["cards"]["seer"]["tapped"]
        assert said in _texts(result), text
