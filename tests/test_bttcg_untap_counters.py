"""Counters that keep a card tapped in the Untap phase, whose rules live on another card in the Scrapheap
(judge/bttcg/untap_counters.py; issue 17: the Untap phase untapped such Units in silence and called it legal).
Rulebook p.17 (Untap Phase), p.19 (Glossary: Counter), p.9 (a card's text makes the exception); CE rulings,
Misrouted Command. Pool cards are read in place from ../shared/data (skipped without it), the others are inline."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.untap_counters import COUNTER_KEEPS_TAPPED, MISROUTED_COMMAND, RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA

HINDERED = (
    "Put a hindrance counter on that Unit. Units with any hindrance counters on them do not untap during their "
    "controllers' Untap phase."
)
"""Invented cards with the constructions of Trapped!'s two printings (the pool cards are read in place below)."""
HINDERED_MECH = (
    "Put a hindrance counter on that 'Mech. Any 'Mech with a hindrance counter does not untap during its "
    "controller's Untap phase."
)


def _untap(cards: dict[str, Any], pool: CardPool | None = None) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "untap",
        "cards": cards,
        "actions": [],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def _scrapped_mission(text: str, name: str) -> dict[str, Any]:
    return {"owner": MELISSA, "mission": {"text": text, "name": name}, "zone": "scrapheap"}


def _pool_card(name: str) -> dict[str, Any]:
    return {"owner": MELISSA, "card": name, "zone": "scrapheap"}


def test_pinned_counter_keeps_the_unit_tapped_trapped_rulebook_p19_p9(full_pool: CardPool) -> None:
    """Trapped! (CE, pool card, in Melissa's Scrapheap): "Units with any pinned counters on them do not untap during
    their controllers' Untap phase" (rulebook p.19, Glossary: Counter; p.9: the card makes the exception to p.17's
    untapping). Brian's pinned Unit stays tapped and keeps its counter; his other tapped Unit untaps."""
    cards = {
        "pinned": unit(BRIAN, tapped=True, other_counters={"pinned": 1}),
        "free": unit(BRIAN, tapped=True),
        "trap": _pool_card("Trapped! (CE)"),
    }
    result = _untap(cards, full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["pinned"]["tapped"] and outcome["pinned"]["other_counters"] == {"pinned": 1}
    assert not outcome["free"]["tapped"]
    assert COUNTER_KEEPS_TAPPED in traced(result)


def test_pinned_counter_names_only_mechs_trapped_unlimited_rulebook_p19() -> None:
    """An invented card with the construction of Trapped!'s Counterstrike printing: "Any 'Mech with a hindrance counter
    does not untap": a hindered 'Mech stays tapped, a hindered Vehicle is not named by the sentence and untaps (rulebook
    p.19, p.9)."""
    cards = {
        "mech": unit(BRIAN, tapped=True, other_counters={"hindrance": 1}),
        "tank": unit(BRIAN, tapped=True, type="vehicle", other_counters={"hindrance": 1}),
        "trap": _scrapped_mission(HINDERED_MECH, "Hindered!"),
    }
    outcome = only(_untap(cards))["cards"]
    assert outcome["mech"]["tapped"] and not outcome["tank"]["tapped"]


def test_diversion_counter_removed_instead_of_untapping_misrouted_command_ce_rulings(full_pool: CardPool) -> None:
    """Misrouted Command (pool card, in the Scrapheap): "whenever it would untap, remove one of
    these diversion counters from it instead": 3 counters become 2 and the Unit stays tapped; with the last one
    removed it stays tapped this time too, and has none left (CE rulings, Misrouted Command: one counter each time
    the Unit would untap)."""
    cards = {
        "raider": unit(BRIAN, tapped=True, other_counters={"diversion": 3}),
        "last": unit(BRIAN, tapped=True, other_counters={"diversion": 1}),
        "plan": _pool_card("Misrouted Command"),
    }
    result = _untap(cards, full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["raider"]["tapped"] and outcome["raider"]["other_counters"] == {"diversion": 2}
    assert outcome["last"]["tapped"] and "other_counters" not in outcome["last"]
    assert MISROUTED_COMMAND in traced(result)


def test_counters_of_a_depleted_or_opposing_card_are_left_rulebook_p17(full_pool: CardPool) -> None:
    """rulebook p.17: a depleted card does not untap (so it never "would untap": its counter stays), and only the
    player's own cards untap in his or her Untap phase."""
    cards = {
        "depleted": unit(BRIAN, tapped=True, depleted=True, other_counters={"diversion": 2}),
        "theirs": unit(MELISSA, tapped=True, other_counters={"diversion": 2}),
        "plan": _pool_card("Misrouted Command"),
    }
    outcome = only(_untap(cards, full_pool))["cards"]
    assert outcome["depleted"]["other_counters"] == {"diversion": 2} == outcome["theirs"]["other_counters"]


def test_counter_whose_card_is_not_listed_is_refused_issue17() -> None:
    """A tapped Unit with a 'pinned' counter and no card in the scenario saying what it does: the engine cannot
    know whether it untaps (rulebook p.19: the card that put it says); refused, not untapped in silence. A counter
    its own card explains (here the Mission in the Scrapheap) and a stat counter do not need more."""
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*'pinned' counter.*no card"):
        _untap({"raider": unit(BRIAN, tapped=True, other_counters={"pinned": 1})})
    outcome = only(_untap({"raider": unit(BRIAN, tapped=True, other_counters={"+1 attack": 1})}))["cards"]
    assert not outcome["raider"]["tapped"]


def test_previous_silent_drop_is_now_answered_issue17(full_pool: CardPool) -> None:
    """issue 17, before: a pinned Unit with Trapped! in the Scrapheap untapped and the turn was called legal; a Unit
    with a static counter (Communications Failure) too. Now the first stays tapped, the second rolls (two outcomes:
    tests/test_bttcg_untap_rolls.py)."""
    cards = {"raider": unit(BRIAN, tapped=True, other_counters={"pinned": 1}), "trap": _pool_card("Trapped!")}
    assert only(_untap(cards, full_pool))["cards"]["raider"]["tapped"]
    cards = {
        "raider": unit(BRIAN, tapped=True, other_counters={"static": 1}),
        "jam": _pool_card("Communications Failure"),
    }
    assert len(_untap(cards, full_pool)["outcomes"]) == 2


def test_two_cards_giving_one_counter_different_rules_are_refused_rulebook_p19() -> None:
    """Two cards in the scenario that give 'snare' counters different untap rules (all Units, only 'Mechs): which
    one put the counter is not kept, so the answer is refused rather than guessed."""
    cards = {
        "raider": unit(BRIAN, tapped=True, other_counters={"hindrance": 1}),
        "a": _scrapped_mission(HINDERED, "Hindered A"),
        "b": _scrapped_mission(HINDERED_MECH, "Hindered B"),
    }
    with pytest.raises(ScenarioError, match="different untap rules"):
        _untap(cards)


def test_the_knowledge_base_resolves_the_untap_counter_rules() -> None:
    """Every rule id cited by untap_counters resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


# --- an effect untapping a card outside the Untap phase --------------------------------------------------------------


def _missions(cards: dict[str, Any], actions: list[dict[str, Any]], pool: CardPool) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "missions",
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_diversion_counter_when_an_effect_untaps_is_refused_misrouted_command_ce_rulings(full_pool: CardPool) -> None:
    """CE rulings, Misrouted Command: "You can remove a diversion counter whenever the Unit would untap, not just
    during the Untap phase": Adam Steiner (pool card) untapping a Unit with diversion counters is refused, naming
    Misrouted Command's sentence, never untapped as if the counter said nothing."""
    cards = {
        "adam": {"owner": BRIAN, "card": "Adam Steiner"},
        "raider": unit(BRIAN, tapped=True, other_counters={"diversion": 2}),
        "plan": _pool_card("Misrouted Command"),
    }
    action = {"by": BRIAN, "use": "ability", "card": "adam", "choose": ["raider"]}
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*diversion counter.*outside the Untap"):
        _missions(cards, [action], full_pool)


def test_pinned_counter_only_in_the_untap_phase_trapped_rulebook_p19(full_pool: CardPool) -> None:
    """Trapped! keeps a pinned Unit tapped only "during their controllers' Untap phase" (rulebook p.19, p.9): Adam
    Steiner (pool card) untaps it in the Missions phase, and the counter stays."""
    cards = {
        "adam": {"owner": BRIAN, "card": "Adam Steiner"},
        "raider": unit(BRIAN, tapped=True, other_counters={"pinned": 1}),
        "trap": _pool_card("Trapped! (CE)"),
    }
    result = _missions(cards, [{"by": BRIAN, "use": "ability", "card": "adam", "choose": ["raider"]}], full_pool)
    assert result["legal"], result["violations"]
    raider = only(result)["cards"]["raider"]
    assert not raider["tapped"] and raider["other_counters"] == {"pinned": 1}


def test_static_counter_when_a_mission_card_untaps_is_refused_communications_failure(full_pool: CardPool) -> None:
    """Communications Failure (pool card): "Whenever a Unit with one of these static counters would untap, roll a
    die" applies whenever it would untap (its wording; CE rulings errata): a Mission card untapping the attacker in a
    battle is refused, never untapped as if the counter said nothing; without the counter it untaps."""
    from tests.bttcg_helpers import battle, mission_card

    attack = {"attacker": BRIAN, "group": ["raider"], "target": f"{MELISSA}.stockpile"}
    play = [{"by": BRIAN, "play": "wake", "choose": ["raider"]}]
    wake = mission_card(BRIAN, "Choose one of your Units. Untap that Unit.", "Wake")
    cards = {
        "raider": unit(BRIAN, "fast", other_counters={"static": 1}),
        "wake": wake,
        "jam": _pool_card("Communications Failure (CE)"),
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Communications Failure"):
        battle(cards, attack, play, pool=full_pool)
    cards["raider"] = unit(BRIAN, "fast")
    result = battle(cards, attack, play, pool=full_pool)
    assert result["legal"], result["violations"]
    assert not only(result)["cards"]["raider"]["tapped"]
