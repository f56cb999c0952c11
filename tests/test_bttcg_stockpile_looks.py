"""Looking at the top of a Stockpile during the turn and restocking the card looked at (``look_at_top``,
judge/bttcg/stockpile_looks.py): the cards looked at are hidden and the scenario does not fix the Stockpile's order, so
the answer is the one every order gives (Glossary: Restock, "to place a card on the bottom of your Stockpile";
Glossary: Stockpile). Pool cards are read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.restock import RESTOCK
from judge.bttcg.scrapheap_top import RULE_IDS as TOP_RULE_IDS
from judge.bttcg.scrapheap_top import SCRAPHEAP
from judge.bttcg.stockpile_looks import RULE_IDS, sequence_problems
from judge.bttcg.stockpile_moves import RULE_IDS as MOVE_RULE_IDS
from judge.dsl import models as m
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, mission_card, only, traced
from tests.test_bttcg_restock import turn

LOOK = "{T}: Look at the top three cards of your Stockpile and restock one of them."
"""Blood of Kerensky's ability, without its timing, on an invented card."""


def _look(owner: str = "Brian", text: str = LOOK) -> dict[str, Any]:
    return {"owner": owner, "command": {"name": "Seer", "text": text}}


def test_look_at_top_and_restock_one_of_them_glossary_restock() -> None:
    """look_at_top: "Look at the top three cards of your Stockpile and restock one of them." The card restocked goes
    from the top of Brian's Stockpile to its bottom (Glossary: Restock): still 20 cards, and the card of his
    Stockpile the scenario names (``zone: stockpile``) is still there whichever cards were on top; the ability's
    {T} is paid."""
    cards = {"seer": _look(), "named": {"owner": "Brian", "command": {"name": "Named"}, "zone": "stockpile"}}
    result = turn(cards, {"by": "Brian", "use": "ability", "card": "seer"}, "deploy", None)  # type: ignore[arg-type]
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"] == {"Brian": 20, "Melissa": 20} and outcome["cards"]["seer"]["tapped"]
    assert outcome["cards"]["named"]["zone"] == "stockpile"
    assert {RESTOCK, t.STOCKPILE} <= traced(result)
    texts = " ".join(step["text"] for step in result["trace"])
    assert "looks at the top 3 card(s) of Brian's Stockpile" in texts and "restocks one of them" in texts


def test_look_at_top_blood_of_kerensky_in_the_draw_phase(current_pool: CardPool) -> None:
    """Blood of Kerensky (pool card, read in place: it looks at the two cards on top of its player's Stockpile and
    restocks one of them, in that player's Draw phase). In Brian's Draw phase: the phase's 2 cards drawn, the
    look and restock keep the 18 left (rulebook p.18, Draw Phase; Glossary: Restock); in the Deploy phase, a
    violation."""
    cards = {"blood": {"owner": "Brian", "card": "Blood of Kerensky"}}
    use = {"by": "Brian", "use": "ability 2", "card": "blood"}
    result = turn(cards, use, "draw", current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Brian"] == 18 and only(result)["cards"]["blood"]["tapped"]
    late = turn(cards, use, "deploy", current_pool)
    assert not late["legal"] and not only(late)["cards"]["blood"]["tapped"]


def test_look_at_top_of_opponent_s_stockpile_may_restock_justin_xiang_allard(current_pool: CardPool) -> None:
    """Justin Xiang Allard (pool card, read in place: it looks at the card on top of the opponent's Stockpile, and
    its player may have the opponent restock it, in the Missions phase outside a mission). Answered yes, Melissa
    restocks her top card (her Stockpile keeps its 20 cards); no, it stays; no answer, a violation (strict mode: the
    'may' is the player's choice)."""
    cards = {"justin": {"owner": "Brian", "card": "Justin Xiang Allard"}}
    use = {"by": "Brian", "use": "ability", "card": "justin"}
    yes = turn(cards, {**use, "may": [True]}, "missions", current_pool)
    assert yes["legal"], yes["violations"]
    assert only(yes)["stockpiles"] == {"Brian": 20, "Melissa": 20} and only(yes)["cards"]["justin"]["tapped"]
    assert "Melissa restocks that card" in " ".join(step["text"] for step in yes["trace"])
    no = turn(cards, {**use, "may": [False]}, "missions", current_pool)
    assert no["legal"] and "Melissa restocks" not in " ".join(step["text"] for step in no["trace"])
    unanswered = turn(cards, use, "missions", current_pool)
    assert not unanswered["legal"] and not only(unanswered)["cards"]["justin"]["tapped"]


TAKE = (
    "{T}: Look at the top three cards of your Stockpile. Put one of those cards into your hand; restock the "
    "remaining cards."
)
"""Operations Liaison's ability, without its cost and timing, on an invented card."""


def test_look_at_top_put_one_into_hand_restock_the_remaining_glossary_restock() -> None:
    """look_at_top with "put one of those cards into your hand; restock the remaining cards": one card
    fewer in the Stockpile (into the hand, a card the scenario does not name, as one drawn), the other two from
    its top to its bottom (Glossary: Restock). With a single card left, Brian takes it: the Stockpile runs out once
    the ability is done, and he loses (CE General Rulings, Victory Conditions)."""
    cards = {"seer": _look(text=TAKE)}
    use = {"by": "Brian", "use": "ability", "card": "seer"}
    result = turn(cards, use, "deploy", None)  # type: ignore[arg-type]
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"] == {"Brian": 19, "Melissa": 20}
    texts = " ".join(step["text"] for step in result["trace"])
    assert "puts one of those cards into Brian's hand" in texts and "restocks the remaining 2 card(s)" in texts
    doc = {"Brian": {"stockpile": 1}, "Melissa": {"stockpile": 20}}
    last = answer(
        yaml.safe_dump({"game": "bttcg", "players": doc, "phase": "deploy", "cards": cards, "actions": [use]})
    )
    assert only(last)["stockpiles"]["Brian"] == 0 and only(last)["winner"] == "Melissa"


def test_look_at_top_operations_liaison_in_the_draw_phase(full_pool: CardPool) -> None:
    """Operations Liaison (pool card, read in place: for {R} it looks at the five cards on top of its player's
    Stockpile, takes one of them into the hand and restocks the others, in the Draw phase). Its {R} from a Support
    card tapped just before (rulebook p.19): 20 - 2 drawn - 1 taken."""
    cards = {
        "liaison": {"owner": "Brian", "card": "Operations Liaison"},
        "support": {"owner": "Brian", "card": "Support: Tactics"},
    }
    use = {"by": "Brian", "use": "ability", "card": "liaison"}
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 20}},
        "phase": "draw",
        "cards": cards,
        "actions": [{"by": "Brian", "tap": ["support"]}, use],
    }
    result = answer(yaml.safe_dump(doc, sort_keys=False), full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Brian"] == 17 and only(result)["cards"]["liaison"]["tapped"]
    assert {RESTOCK, t.STOCKPILE} <= traced(result)


def test_restock_of_that_card_without_a_look_is_refused_glossary_restock() -> None:
    """A restock of "that card" is taken only right after the look it names, or right after the card is chosen from
    a hand (restock.restock_chosen: "Choose a card in your hand. Restock that card." restocks the card chosen,
    Glossary: Restock); anywhere else it is refused in the coverage figures and as it runs, never applied to a card
    guessed."""
    restock = m.Restock(target=m.ThatOne(noun="card"))
    assert sequence_problems([restock]) == ["restocking a card not chosen from a hand"]
    assert sequence_problems([m.LookAtTop(count=1), restock]) == []
    assert sequence_problems([m.LookAtTop(count=1), m.May(effects=[restock])]) == []
    remaining = m.Restock(target=m.Remaining(), any_order=True)
    to_hand = m.ReturnToHand(target=m.ThatOne(noun="card", among=1))
    assert sequence_problems([to_hand, remaining]) == ["returning them", "restocking a card not chosen from a hand"]
    assert sequence_problems([m.LookAtTop(count=5), to_hand, remaining]) == []
    cards = {
        "seer": _look(text="{T}: Choose a card in your hand. Restock that card."),
        "trick": mission_card("Brian", ""),
    }
    use = {"by": "Brian", "use": "ability", "card": "seer", "choose": ["trick"]}
    chosen = m.Choose(target=m.Selector(quantifier="a", noun="card", zone="hand"))
    assert sequence_problems([chosen, restock]) == []
    result = turn(cards, use, "deploy", None)  # type: ignore[arg-type]
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["trick"]["zone"] == "stockpile" and only(result)["stockpiles"]["Brian"] == 21


def test_the_stockpile_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in (*RULE_IDS, *MOVE_RULE_IDS, *TOP_RULE_IDS) if base.get(rule) is None]


# --- the top card of a Scrapheap restocked: Vandervahn Chistu ---------------------------------------------------


def test_restock_the_top_card_of_your_scrapheap_glossary_scrapheap(current_pool: CardPool) -> None:
    """top (refinement) and restock from the Scrapheap: Vandervahn Chistu (pool card, read in place: it restocks
    the card on top of its player's Scrapheap, in the Deploy phase). The Scrapheap is a face-up
    pile with a top (Glossary: Scrapheap; CE rulings, Sun-Tzu Liao); the scenario names its top card in ``choose``:
    it goes to the bottom of the Stockpile (Glossary: Restock), one card more. A card not in Brian's Scrapheap, or
    none named, is a violation; after another action of the scenario (whose scraps would be on top) it is refused."""
    cards = {
        "chistu": {"owner": "Brian", "card": "Vandervahn Chistu"},
        "wreck": {**unit_card("Brian"), "zone": "scrapheap"},
        "theirs": {**unit_card("Melissa"), "zone": "scrapheap"},
    }
    use = {"by": "Brian", "use": "ability", "card": "chistu", "choose": ["wreck"]}
    result = turn(cards, use, "deploy", current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["wreck"]["zone"] == "stockpile" and outcome["stockpiles"]["Brian"] == 21
    assert outcome["cards"]["chistu"]["tapped"] and SCRAPHEAP in traced(result)
    for choose in (["theirs"], []):
        wrong = turn(cards, {**use, "choose": choose}, "deploy", current_pool)
        assert not wrong["legal"] and only(wrong)["stockpiles"]["Brian"] == 20
        assert not only(wrong)["cards"]["chistu"]["tapped"]
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 20}},
        "phase": "deploy",
        "cards": {**cards, "raider": unit_card("Brian")},
        "actions": [{"by": "Brian", "tap": ["raider"]}, use],
    }
    with pytest.raises(ScenarioError, match="after other actions of the scenario"):
        answer(yaml.safe_dump(doc, sort_keys=False), current_pool)


def unit_card(owner: str) -> dict[str, Any]:
    return {"owner": owner, "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 3}}


# --- a draw by the opponent -------------------------------------------------------------------------------------


def test_draw_by_an_opponent_rulebook_p18_ce_rulings_victory_conditions() -> None:
    """draw by an opponent: "{T}: Opponent draws two cards." (an invented card): Melissa draws from her own
    Stockpile (rulebook p.18, Draw Phase: a card drawn comes from the top of the Stockpile), Brian's is untouched;
    with a single card left she draws it and her Stockpile runs out: Brian wins (CE General Rulings, Victory
    Conditions: drawing too many cards). In a battle, a Mission card's "Opponent draws a card." is one card fewer in
    the opponent's Stockpile."""
    cards = {"gift": {"owner": "Brian", "command": {"name": "Gift", "text": "{T}: Opponent draws two cards."}}}
    use = {"by": "Brian", "use": "ability", "card": "gift"}
    result = turn(cards, use, "deploy", None)  # type: ignore[arg-type]
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"] == {"Brian": 20, "Melissa": 18} and t.DRAW in traced(result)
    players = {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 1}}
    doc = {"game": "bttcg", "players": players, "phase": "deploy", "cards": cards, "actions": [use]}
    short = answer(yaml.safe_dump(doc, sort_keys=False))
    assert only(short)["stockpiles"]["Melissa"] == 0 and only(short)["winner"] == "Brian"
    fight = {
        "raider": {"owner": "Brian", "unit": {**unit_card("Brian")["unit"], "speed": "fast"}},
        "victim": unit_card("Melissa"),
        "gift": mission_card("Melissa", "Opponent draws a card.", "Gift"),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "victim"}
    result = battle(fight, mission, [{"by": "Melissa", "play": "gift"}])
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"] == {"Brian": 29, "Melissa": 30}
