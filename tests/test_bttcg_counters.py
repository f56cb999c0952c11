"""Counters of every kind (judge/bttcg/counters.py; rulebook p.19, Glossary: Counter) and showing a card
(judge/bttcg/show.py; rulebook p.20, Glossary: Show): kept in the card state, given by a scenario's
``other_counters`` and answered in ``outcomes[].cards``, put and removed by cards in a battle and during the turn,
and read back by what counts them ("a +1 attack counter", "equal to the number of time counters on ...")."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import rules as r
from judge.bttcg.counters import COUNTER, count, counter_name, put, stat_bonus, take
from judge.bttcg.scenario_text import parse_text
from judge.bttcg.scenario_write import to_text
from judge.bttcg.show import SHOW
from judge.bttcg.state import CardState
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, mission_card, only, traced, unit

ATTACK = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}


def turn(cards: dict[str, Any], actions: list[Any], phase: str = "deploy", pool: CardPool | None = None) -> Any:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["T"]}},
        "phase": phase,
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_counter_kinds_are_kept_apart_rulebook_glossary_counter() -> None:
    """rulebook p.19, Glossary: Counter: counters keep track of quantities; construction and damage counters are
    the card's own fields, every other kind is counted apart; a removal takes at most what is there."""
    state = CardState(zone="command_post", counters=2, damage=1)
    put(state, "operation", 3)
    put(state, "construction", 1)
    assert (count(state, "operation"), count(state, "construction"), count(state, "damage")) == (3, 3, 1)
    assert take(state, "operation", 5) == 3 and state.other_counters == {}
    assert counter_name("clubbing limb", "attack", 1) == "+1 attack clubbing limb"
    put(state, counter_name(None, "attack", 2), 2)
    assert stat_bonus(state, "attack") == 4 and stat_bonus(state, "armor") == 0


def test_other_counters_are_given_and_answered_and_read_back_as_text() -> None:
    """A scenario gives counters of other kinds (``other_counters``, an extension); the answer keeps them, and the
    plain-text spelling ``with 3 "operation" counters`` reads back to the same model."""
    cards = {
        "raider": unit("Brian", "fast", attack=2, other_counters={"pinned": 1}),
        "plan": {"owner": "Brian", "command": {"name": "Blockade"}, "other_counters": {"operation": 3}},
    }
    result = battle(cards, ATTACK)
    assert only(result)["cards"]["plan"]["other_counters"] == {"operation": 3}
    assert only(result)["cards"]["raider"]["other_counters"] == {"pinned": 1}
    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "cards": {"plan": cards["plan"]},
    }
    model = answer_model(doc)
    text = to_text(model)
    assert '3 "operation" counters' in text
    assert parse_text(text).cards["plan"].other_counters == {"operation": 3}


def answer_model(doc: dict[str, Any]) -> Any:
    from judge.bttcg.scenario import BtScenario

    return BtScenario.model_validate(doc)


@pytest.mark.parametrize("kinds", [{"construction": 1}, {"damage": 2}, {"": 1}, {"a\nb": 1}])
def test_other_counters_refuse_construction_damage_and_odd_kinds(kinds: dict[str, int]) -> None:
    """Construction and damage counters have their own fields (scenario-format.md): not a second place."""
    cards = {"raider": unit("Brian", "fast", attack=2, other_counters=kinds)}
    with pytest.raises((ScenarioError, ValueError)):
        battle(cards, ATTACK)


# --- in a battle ------------------------------------------------------------------------------------------------------


def test_add_counters_a_stat_counter_changes_attack_at_once_rulebook_glossary_counter() -> None:
    """add_counters (rulebook p.19, Glossary: Counter; p.32: a Mission card affects the cards in the battle): "Put
    a +2 attack counter on that 'Mech" gives it +2 attack in this battle, and the counter stays after it."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "boost": mission_card("Brian", "Choose one of your 'Mechs. Put a +2 attack counter on that 'Mech.", "Boost"),
    }
    result = battle(cards, ATTACK, [{"by": "Brian", "play": "boost", "choose": ["raider"]}])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 30 - 4
    assert outcome["cards"]["raider"]["other_counters"] == {"+2 attack": 1}
    assert {COUNTER, r.MISSION_CARDS_AFFECT} <= traced(result)


def test_add_counters_on_each_attacking_unit_communications_failure_wording() -> None:
    """add_counters on every Unit a selector reaches ("Put a static counter on each attacking Unit", Communications
    Failure's first sentence): one counter on each, none on the others."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "scout": unit("Brian", "fast", attack=1),
        "home": unit("Brian", "slow", attack=1),
        "jam": mission_card("Melissa", "Put a static counter on each attacking Unit.", "Jam"),
    }
    mission = {**ATTACK, "group": ["raider", "scout"]}
    result = battle(cards, mission, [{"by": "Melissa", "play": "jam"}])
    assert result["legal"], result["violations"]
    states = only(result)["cards"]
    assert states["raider"]["other_counters"] == states["scout"]["other_counters"] == {"static": 1}
    assert "other_counters" not in states["home"]


def test_remove_counters_all_of_a_kind_from_the_chosen_unit_rulebook_glossary_counter() -> None:
    """remove_counters ("Remove all static counters from that Unit"): every counter of that kind goes, the others
    stay."""
    cards = {
        "raider": unit("Brian", "fast", attack=2, other_counters={"static": 2, "pinned": 1}),
        "clear": mission_card("Brian", "Choose a Unit. Remove all static counters from that Unit.", "Clear"),
    }
    result = battle(cards, ATTACK, [{"by": "Brian", "play": "clear", "choose": ["raider"]}])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["raider"]["other_counters"] == {"pinned": 1}
    assert COUNTER in traced(result)


def test_a_stat_counter_given_by_the_scenario_counts_in_battle_rulebook_glossary_counter() -> None:
    """A "+1 attack clubbing limb" counter already on a 'Mech (Improvised Weapon's wording) adds 1 to its attack
    as long as it is there."""
    cards = {"raider": unit("Brian", "fast", attack=2, other_counters={"+1 attack clubbing limb": 2})}
    assert only(battle(cards, ATTACK))["stockpiles"]["Melissa"] == 30 - 4


def test_time_bomb_deals_damage_equal_to_its_time_counters_in_a_battle() -> None:
    """An amount "equal to the number of time counters on Time Bomb" is counted when the effect happens (rulebook
    p.19, Glossary: Counter): 3 time counters, 3 damage (the text is Time Bomb's wording, on an invented card)."""
    text = (
        "{T}: Deal to one 'Mech or site damage equal to the number of time counters on this card. "
        "Use this ability only during a mission."
    )
    cards = {
        "raider": unit("Brian", "fast", attack=0),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "bomb": {"owner": "Brian", "command": {"name": "Bomb", "text": text}, "other_counters": {"time": 3}},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "victim"}
    result = battle(cards, mission, [{"by": "Brian", "use": "ability", "card": "bomb", "choose": ["victim"]}])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["victim"]["damage"] == 3


# --- during the turn --------------------------------------------------------------------------------------------------


def test_staging_ground_puts_three_construction_counters_and_shows_the_card_glossary_show(
    full_pool: CardPool,
) -> None:
    """Staging Ground (pool card, read in place): "Put three construction counters on one of your Command cards
    under construction. Show that card to all players." Showing is not revealing (rulebook p.20, Glossary: Show):
    a card scrapped when revealed is shown and stays under construction."""
    cards = {
        "ground": {"owner": "Brian", "card": "Staging Ground"},
        "trick": {
            "owner": "Brian",
            "command": {"name": "Trick", "cost": "5", "text": "Scrap this card when it is revealed."},
            "zone": "construction",
            "counters": 1,
        },
    }
    result = turn(cards, [{"by": "Brian", "use": "ability 2", "card": "ground", "choose": ["trick"]}], pool=full_pool)
    assert result["legal"], result["violations"]
    states = only(result)["cards"]
    assert states["trick"]["counters"] == 4 and states["trick"]["zone"] == "construction"
    assert states["ground"]["tapped"]
    assert {COUNTER, SHOW} <= traced(result)


def test_staging_ground_chooses_only_a_command_card_of_yours(full_pool: CardPool) -> None:
    """A 'Mech under construction is not one of "your Command cards under construction": a violation, nothing
    changes."""
    cards = {
        "ground": {"owner": "Brian", "card": "Staging Ground"},
        "mech": {**unit("Brian", "slow", attack=3), "zone": "construction", "counters": 1},
    }
    result = turn(cards, [{"by": "Brian", "use": "ability 2", "card": "ground", "choose": ["mech"]}], pool=full_pool)
    assert not result["legal"]
    states = only(result)["cards"]
    assert states["mech"]["counters"] == 1 and not states["ground"]["tapped"]


def test_comstar_bank_account_puts_a_deposit_counter_on_itself(full_pool: CardPool) -> None:
    """Comstar Bank Account (pool card, read in place): "{T}: Put a deposit counter on Comstar Bank Account. Use
    this ability only during your Deploy phase." Two deposits before, three after; not in another phase."""
    cards = {"bank": {"owner": "Brian", "card": "Comstar Bank Account", "other_counters": {"deposit": 2}}}
    result = turn(cards, [{"by": "Brian", "use": "ability 1", "card": "bank"}], pool=full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["bank"]["other_counters"] == {"deposit": 3}
    late = turn(cards, [{"by": "Brian", "use": "ability 1", "card": "bank"}], phase="repair", pool=full_pool)
    assert not late["legal"] and only(late)["cards"]["bank"]["other_counters"] == {"deposit": 2}


@pytest.mark.parametrize(("mech", "counters"), [("Sunder", 3), ("Commando (COM-2D)", 1)])
def test_assault_mech_specialists_only_on_a_mech_of_80_tons_or_more(
    full_pool: CardPool, mech: str, counters: int
) -> None:
    """Assault 'Mech Specialists (pool card, read in place): "Put two construction counters on a 'Mech of 80 tons or
    more under construction. Show that 'Mech to all players." The 90-ton Sunder takes them; a 25-ton Commando cannot
    be chosen (rulebook p.11, Tonnage: the printed tonnage)."""
    cards = {
        "specialists": {"owner": "Brian", "card": "Assault 'Mech Specialists"},
        "mech": {"owner": "Brian", "card": mech, "zone": "construction", "counters": 1},
    }
    action = {"by": "Brian", "use": "ability", "card": "specialists", "choose": ["mech"]}
    result = turn(cards, [action], pool=full_pool)
    assert result["legal"] == (counters == 3), result["violations"]
    assert only(result)["cards"]["mech"]["counters"] == counters
    if counters == 1:
        assert "80 or more" in result["violations"][0]["message"]


def test_remove_counters_the_card_does_not_have_is_refused_during_the_turn() -> None:
    """remove_counters during the turn: an ability that removes a counter the card does not have cannot do what it
    says (a violation, nothing changes: rulebook p.19, Glossary: Counter)."""
    text = "{T}: Remove a deposit counter from this card. Use this ability only during your Deploy phase."
    cards = {"bank": {"owner": "Brian", "command": {"name": "Bank", "text": text}, "other_counters": {"deposit": 1}}}
    result = turn(cards, [{"by": "Brian", "use": "ability", "card": "bank"}])
    assert result["legal"], result["violations"]
    assert "other_counters" not in only(result)["cards"]["bank"]
    cards["bank"]["other_counters"] = {}
    empty = turn(cards, [{"by": "Brian", "use": "ability", "card": "bank"}])
    assert not empty["legal"] and COUNTER in empty["violations"][0]["rules"]
    assert not only(empty)["cards"]["bank"]["tapped"]


def test_maskirovka_headquarters_shows_a_card_to_its_user_glossary_show(full_pool: CardPool) -> None:
    """show (Maskirovka Headquarters, pool card read in place): "Choose a card in opponent's Under Construction
    region. He or she shows you that card." The card is seen, not revealed (rulebook p.20, Glossary: Show)."""
    cards = {
        "hq": {"owner": "Brian", "card": "Maskirovka Headquarters"},
        "secret": {**unit("Melissa", "slow", attack=3), "zone": "construction", "counters": 2},
    }
    result = turn(cards, [{"by": "Brian", "use": "ability 2", "card": "hq", "choose": ["secret"]}], pool=full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["secret"]["zone"] == "construction"
    shown = [s["text"] for s in result["trace"] if SHOW in s["rules"]]
    assert shown and "Melissa shows" in shown[0] and "to Brian" in shown[0]


def test_the_knowledge_base_resolves_the_counter_and_show_rules() -> None:
    """Every rule id cited by counters and show resolves (``judge rule <id>``)."""
    from judge.bttcg import counters, show

    base = RulingBase.load()
    assert not [rule for rule in (*counters.RULE_IDS, *show.RULE_IDS) if base.get(rule) is None]


def test_blockade_puts_three_operation_counters_on_itself_when_activated(full_pool: CardPool) -> None:
    """add_counters when a card is activated (Blockade, pool card read in place: "Put three operation counters on
    Blockade when it is activated"; activating reveals it, rulebook p.20)."""
    cards = {"blockade": {"owner": "Brian", "card": "Blockade", "zone": "construction", "counters": 4}}
    result = turn(cards, [{"by": "Brian", "activate": "blockade"}], pool=full_pool)
    assert result["legal"], result["violations"]
    state = only(result)["cards"]["blockade"]
    assert state["zone"] == "command_post" and state["other_counters"] == {"operation": 3}


def kurita_removes(target: dict[str, Any], pool: CardPool) -> dict[str, Any]:
    """Chandrasekhar Kurita (pool card): "{T}: Remove an operation counter from an Operation card. Use this ability
    only during your Missions phase, but not during a mission." (the turn's actions all come before its missions)."""
    cards = {"kurita": {"owner": "Brian", "card": "Chandrasekhar Kurita"}, "op": target}
    action = {"by": "Brian", "use": "ability 1", "card": "kurita", "choose": ["op"]}
    return turn(cards, [action], phase="missions", pool=pool)


def test_chandrasekhar_kurita_removes_an_operation_counter(full_pool: CardPool) -> None:
    """remove_counters from a chosen Operation card: 3 operation counters, 2 left; a card that is not an Operation
    card cannot be chosen."""
    blockade = {"owner": "Melissa", "card": "Blockade", "other_counters": {"operation": 3}}
    result = kurita_removes(blockade, full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["op"]["other_counters"] == {"operation": 2}
    plain = {"owner": "Melissa", "command": {"name": "Plain"}, "other_counters": {"operation": 3}}
    refused = kurita_removes(plain, full_pool)
    assert not refused["legal"] and "not an Operation card" in refused["violations"][0]["message"]


def test_the_last_counter_removed_scraps_the_card_its_text_says_so(full_pool: CardPool) -> None:
    """ "When the last operation counter has been removed, scrap this card." (an invented Operation card; Hidden
    Location's wording): removing its last counter scraps it. One that does more than the engine executes (draws
    two cards) is refused, not dropped; Blockade's effect at the beginning of the opponent's turn waits for it
    (judge/bttcg/beginnings.py)."""
    text = "When the last operation counter has been removed, scrap this card."
    op = {
        "owner": "Melissa",
        "command": {"name": "Op", "keywords": ["Operation"], "text": text},
        "other_counters": {"operation": 1},
    }
    result = kurita_removes(op, full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["op"]["zone"] == "scrapheap"
    more = {**op, "command": {**op["command"], "text": text[:-1] + " and draw two cards."}}
    with pytest.raises(ScenarioError, match="When the last counter has been removed"):
        kurita_removes(more, full_pool)
    blockade = {"owner": "Melissa", "card": "Blockade", "other_counters": {"operation": 1}}
    result = kurita_removes(blockade, full_pool)
    assert only(result)["cards"]["op"]["zone"] == "scrapheap"


def test_comstar_investment_gains_a_resource_for_each_counter(full_pool: CardPool) -> None:
    """Amounts read from counters during the turn (ComStar Investment, pool card read in place: "{T}: Gain {R} for
    each investment counter on this card. Use this ability only during your Deploy phase."): 3 counters, 3
    resources, spent at once on construction counters (CE General Rulings: Resources)."""
    cards = {
        "investment": {"owner": "Brian", "card": "ComStar Investment", "other_counters": {"investment": 3}},
        "mech": {**unit("Brian", "slow", attack=3), "zone": "construction"},
    }
    actions = [
        {"by": "Brian", "use": "ability", "card": "investment"},
        {"by": "Brian", "construct": {"mech": 3}},
    ]
    result = turn(cards, actions, pool=full_pool)
    assert result["legal"], result["violations"]
    states = only(result)["cards"]
    assert states["mech"]["counters"] == 3 and states["investment"]["tapped"]
    assert states["investment"]["other_counters"] == {"investment": 3}
    too_many = turn(cards, [actions[0], {"by": "Brian", "construct": {"mech": 4}}], pool=full_pool)
    assert not too_many["legal"]


def test_tapping_comstar_investment_for_resources_is_refused_not_called_resourceless(full_pool: CardPool) -> None:
    """``tap`` takes a card's fixed resources; ComStar Investment's depend on its counters: refused (use its
    ability instead), never answered "does not provide resources"."""
    cards = {"investment": {"owner": "Brian", "card": "ComStar Investment", "other_counters": {"investment": 3}}}
    with pytest.raises(ScenarioError, match="not answered by this version"):
        turn(cards, [{"by": "Brian", "tap": ["investment"]}], pool=full_pool)


def booty(amounts: dict[str, int] | None, build: int, pool: CardPool) -> dict[str, Any]:
    """Booty Cache (pool card, read in place): "{T}: Remove any number of booty counters from this card to gain
    {R}{R} for each counter removed. Use this ability only during your Deploy phase." It has 3 booty counters."""
    cards = {
        "cache": {"owner": "Brian", "card": "Booty Cache", "other_counters": {"booty": 3}},
        "mech": {**unit("Brian", "slow", attack=3), "zone": "construction"},
    }
    use: dict[str, Any] = {"by": "Brian", "use": "ability", "card": "cache"}
    if amounts is not None:
        use["amounts"] = amounts
    return turn(cards, [use, {"by": "Brian", "construct": {"mech": build}}], pool=pool)


def test_booty_cache_removes_the_counters_chosen_for_resources_glossary_counter(full_pool: CardPool) -> None:
    """Counters removed by the player's choice ("any number": the action's ``amounts`` for the card): 2 removed, 4
    resources, spent at once on 4 construction counters; 1 booty counter left."""
    result = booty({"cache": 2}, 4, full_pool)
    assert result["legal"], result["violations"]
    states = only(result)["cards"]
    assert states["mech"]["counters"] == 4 and states["cache"]["other_counters"] == {"booty": 1}
    assert states["cache"]["tapped"]


@pytest.mark.parametrize(("amounts", "said"), [(None, "say how many"), ({"cache": 4}, "cannot be removed")])
def test_booty_cache_strict_mode_for_the_number_removed(
    full_pool: CardPool, amounts: dict[str, int] | None, said: str
) -> None:
    """Strict mode: no number given, or more counters than the card has: a violation, nothing changes."""
    result = booty(amounts, 0, full_pool)
    assert not result["legal"] and said in result["violations"][0]["message"]
    assert only(result)["cards"]["cache"]["other_counters"] == {"booty": 3}


def test_a_uses_amounts_in_plain_english() -> None:
    """``Brian uses ability with the card Cache, 2 for Cache.`` is ``amounts: {cache: 2}`` (``2 at X`` stays
    ``at``), and back."""
    model = parse_text(
        "The players are Brian and Melissa. It is Brian's Deploy phase.\n"
        'Brian has a Command card Cache with text "{T}: Remove any number of booty counters from this card to gain '
        '{R}{R} for each counter removed." and 3 "booty" counters.\n'
        "Brian uses ability with the card Cache, 2 for Cache.\n"
    )
    assert model.actions[0].amounts == {"cache": 2} and model.actions[0].at is None
    assert parse_text(to_text(model)).actions[0].amounts == {"cache": 2}


def test_counters_leave_with_a_scrapped_card_rulebook_glossary_counter() -> None:
    """A scrapped card keeps no counters of any kind: a Unit scrapped by damage (rulebook p.29), a Faction scrapped
    when another is activated."""
    cards = {
        "raider": unit("Brian", "fast", attack=5),
        "victim": unit("Melissa", "slow", attack=0, structure=5, other_counters={"pinned": 2}),
    }
    outcome = only(battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "victim"}))
    assert outcome["cards"]["victim"]["zone"] == "scrapheap" and "other_counters" not in outcome["cards"]["victim"]
    text = "Activating this card scraps all other Factions you control."
    faction = {"name": "F", "keywords": ["Faction"], "cost": "1", "text": text}
    cards = {
        "new": {"owner": "Brian", "command": faction, "zone": "construction", "counters": 1},
        "old": {"owner": "Brian", "command": {**faction, "name": "G"}, "other_counters": {"operation": 2}},
    }
    result = turn(cards, [{"by": "Brian", "activate": "new"}])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["old"] == {
        "zone": "scrapheap",
        "damage": 0,
        "tapped": False,
        "depleted": False,
        "counters": 0,
    }


def test_damage_counters_put_by_an_effect_are_refused() -> None:
    """Damage counters are the card's damage (rulebook p.29: at its structure it is scrapped): an effect putting
    them is refused by the interpreter's table, not added as an inert kind of counter (the grammar reads no such
    text yet; the DSL node is built directly)."""
    from judge.bttcg.interpret import effect_problem
    from judge.dsl import models as m

    assert effect_problem(m.AddCounters(counter="damage", count=2, target=m.This())) is not None
    assert effect_problem(m.AddCounters(counter="operation", count=2, target=m.This())) is None


def test_a_selector_reads_counters_each_unit_with_a_static_counter() -> None:
    """Conditions read counters: "Each attacking Unit with a static counter gets -1 attack" reaches the raider (it
    has one), not the scout (rulebook p.19, Glossary: Counter: counters keep track of what the cards say)."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, other_counters={"static": 1}),
        "scout": unit("Brian", "fast", attack=2),
        "jam": mission_card("Melissa", "Each attacking Unit with a static counter gets -1 attack.", "Jam"),
    }
    mission = {**ATTACK, "group": ["raider", "scout"]}
    result = battle(cards, mission, [{"by": "Melissa", "play": "jam"}])
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 30 - (3 - 1) - 2


def test_last_counter_removed_coverage_names_what_the_turn_refuses_issue17(full_pool: CardPool) -> None:
    """Coverage tells the truth (issue 17): a card whose "When the last operation counter has been removed, ..."
    does more than the engine executes there (Orbital Bombardment: damage for each card scrapped from the hand) is
    refused as its last counter is removed (judge/bttcg/counters.py), so the coverage names it too; Hidden
    Location's plain scrap and Accelerate Conflict's doubled Stockpile damage (game_multipliers.py) do not."""
    from judge.bttcg.executable import card_refusals
    from judge.bttcg.faces import face_of_pool_card
    from judge.cards.models import BtCard

    for name, refused in (("Orbital Bombardment", True), ("Accelerate Conflict", False), ("Hidden Location", False)):
        card = full_pool.lookup(name, "bttcg")
        assert isinstance(card, BtCard)
        reasons = card_refusals(face_of_pool_card(card)).refused
        assert any("last counter is removed" in x for x in reasons) is refused, (name, reasons)
    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "untap",
        "cards": {"ob": {"owner": "Brian", "card": "Orbital Bombardment", "other_counters": {"operation": 1}}},
        "actions": [],
    }
    with pytest.raises(ScenarioError, match="not answered by this version: Orbital Bombardment"):
        answer(yaml.safe_dump(doc, sort_keys=False), full_pool)
