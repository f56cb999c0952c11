"""Command cards during the turn, outside a battle (issue 17): what a card does when it is activated, at the start of
a turn or when a card is scrapped, and the cards it moves (``put_on``, ``return_to_hand`` from the Scrapheap,
``tap``/untap, damage to a site). One test per kind, named after it and citing its rule; pool cards are read in place
from ../shared/data (skipped without it), the others are inline."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.put_into_play import RULE_IDS as PUT_RULE_IDS
from judge.bttcg.put_into_play import SOLARIS_CONTACTS
from judge.bttcg.rules import CONSTRUCTION_DAMAGE, DAMAGE_COUNTERS, STOCKPILE_DAMAGE
from judge.bttcg.turn_excess import RULE_IDS as EXCESS_RULE_IDS
from judge.bttcg.turn_moves import HAND_AND_SCRAPHEAP, MERCENARY_UNTAP, RULE_IDS, UNTAP
from judge.bttcg.turn_scrapped import RULE_IDS as SCRAPPED_RULES
from judge.bttcg.turn_start import RULE_IDS as START_RULE_IDS
from judge.bttcg.turn_start import UNTAP_PHASE_BEGINS_TURN
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA, command


def _refused(pool: CardPool, name: str) -> list[str]:
    card = pool.lookup(name, "bttcg")
    assert isinstance(card, BtCard)
    return card_refusals(face_of_pool_card(card)).refused


def test_put_on_when_activated_is_executed_rulebook_p12(current_pool: CardPool) -> None:
    """put_on: "When you activate this card, put it on one of your Units having at least 1 attack" (Laser System
    Retrofit) and "Play NARC Retrofit only on a 'Mech with a base attack of at least 1": where an Enhancement goes is
    the activation's ``on``, checked by judge/bttcg/attach.py (rulebook p.12: Enhancements go on Units; p.9: the
    text makes exceptions; tests/test_bttcg_attach.py runs it), so the coverage counts these cards executed."""
    for name in ("Laser System Retrofit", "NARC Retrofit", "C3 Retrofit", "Tracking System Failure"):
        refused = _refused(current_pool, name)
        assert not any("put_on" in r or "min_" in r or "when activated" in r for r in refused), (name, refused)


def _turn(pool: CardPool, cards: dict[str, Any], actions: list[dict[str, Any]], phase: str) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": phase,
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def _use(card: str, *choose: str, number: int = 1) -> dict[str, Any]:
    return {"by": BRIAN, "use": "ability" if number == 1 else f"ability {number}", "card": card, "choose": list(choose)}


def _card(name: str, owner: str = BRIAN, **state: Any) -> dict[str, Any]:
    return {"owner": owner, "card": name, **state}


# --- tap ------------------------------------------------------------------------------------------------------------


def test_tap_untaps_a_chosen_unit_rulebook_glossary_untap(full_pool: CardPool) -> None:
    """tap (untap), Adam Steiner (pool card): "{T}: Choose any Unit and untap it. Use this ability only during your
    Missions phase, but not during a mission." Brian's tapped 'Mech untaps and can be used again (rulebook Glossary,
    Untap: a tapped card cannot do again what needs tapping until it untaps); Adam Steiner is tapped to pay."""
    cards = {"adam": _card("Adam Steiner"), "raider": unit(BRIAN, tapped=True)}
    result = _turn(full_pool, cards, [_use("adam", "raider")], "missions")
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert not outcome["raider"]["tapped"] and outcome["adam"]["tapped"]
    assert UNTAP in traced(result)


def test_tap_only_in_its_phase_rulebook_p16(full_pool: CardPool) -> None:
    """Adam Steiner's untap is used only in Brian's Missions phase: in the Deploy phase it is a violation and
    nothing changes (rulebook p.16, turn sequence; the card's own timing)."""
    cards = {"adam": _card("Adam Steiner"), "raider": unit(BRIAN, tapped=True)}
    result = _turn(full_pool, cards, [_use("adam", "raider")], "deploy")
    assert not result["legal"] and "Missions phase" in result["violations"][0]["message"]
    assert only(result)["cards"]["raider"]["tapped"] and not only(result)["cards"]["adam"]["tapped"]


def test_tap_an_opposing_unit_chosen_rulebook_p9(full_pool: CardPool) -> None:
    """tap, Maskirovka Operatives (pool card): "{T}: Choose any opposing Unit and tap it." Melissa's 'Mech is tapped
    (it cannot block or attack until it untaps); Brian's own 'Mech is not an opposing Unit: a violation."""
    cards = {"mask": _card("Maskirovka Operatives"), "theirs": unit(MELISSA), "mine": unit(BRIAN)}
    result = _turn(full_pool, cards, [_use("mask", "theirs")], "missions")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["theirs"]["tapped"]
    result = _turn(full_pool, cards, [_use("mask", "mine")], "missions")
    assert not result["legal"] and "opponent" in result["violations"][0]["message"]
    assert not only(result)["cards"]["mine"]["tapped"]


def test_tap_untaps_all_of_your_resources(full_pool: CardPool) -> None:
    """tap "all of your Resources" (Ulric Kerensky, pool card): every tapped Resource card of Brian's untaps; his
    opponent's stays tapped, as does Brian's tapped 'Mech (not a Resource)."""
    cards = {
        "ulric": _card("Ulric Kerensky"),
        "depot": command(BRIAN, text="{T}: {R}", keywords=["Resource"], tapped=True),
        "depot2": command(BRIAN, text="{T}: {R}", keywords=["Resource"], tapped=True),
        "theirs": command(MELISSA, text="{T}: {R}", keywords=["Resource"], tapped=True),
        "raider": unit(BRIAN, tapped=True),
    }
    result = _turn(full_pool, cards, [_use("ulric")], "deploy")
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert not outcome["depot"]["tapped"] and not outcome["depot2"]["tapped"]
    assert outcome["theirs"]["tapped"] and outcome["raider"]["tapped"] and outcome["ulric"]["tapped"]


def test_tap_up_to_two_resources_strict_choices(full_pool: CardPool) -> None:
    """tap "up to two resources" (Elias Crichell, pool card): the chosen ones untap (two, or fewer); a third chosen
    card is left over: a violation, nothing changes (strict mode)."""
    cards = {
        "elias": _card("Elias Crichell"),
        **{f"d{i}": command(BRIAN, text="{T}: {R}", keywords=["Resource"], tapped=True) for i in range(3)},
    }
    result = _turn(full_pool, cards, [_use("elias", "d0", "d2")], "deploy")
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert not outcome["d0"]["tapped"] and outcome["d1"]["tapped"] and not outcome["d2"]["tapped"]
    result = _turn(full_pool, cards, [_use("elias", "d0", "d1", "d2")], "deploy")
    assert not result["legal"] and "left over" in result["violations"][0]["message"]
    assert all(only(result)["cards"][f"d{i}"]["tapped"] for i in range(3))


def test_tap_untaps_only_mercenary_cards_ce_rulings_expert_negotiation_team(full_pool: CardPool) -> None:
    """Expert Negotiating Team (pool card): "{T}: Untap a Mercenary card." CE rulings, Expert Negotiation Team: "This
    card may untap only cards listing the keyword Mercenary": a tapped Mercenary card untaps; another card is a
    violation."""
    cards = {
        "team": _card("Expert Negotiating Team"),
        "merc": command(BRIAN, keywords=["Mercenary"], tapped=True),
        "plain": command(BRIAN, tapped=True),
    }
    result = _turn(full_pool, cards, [_use("team", "merc")], "missions")
    assert result["legal"], result["violations"]
    assert not only(result)["cards"]["merc"]["tapped"] and MERCENARY_UNTAP in traced(result)
    result = _turn(full_pool, cards, [_use("team", "plain")], "missions")
    assert not result["legal"] and only(result)["cards"]["plain"]["tapped"]


def test_untapping_a_depleted_card_is_refused_rulebook_glossary_deplete(full_pool: CardPool) -> None:
    """A depleted card is reloaded before it untaps (rulebook Glossary, Deplete): what an untap effect does to it
    is not said by the rules documents, so the scenario is refused, never guessed."""
    cards = {"adam": _card("Adam Steiner"), "raider": unit(BRIAN, tapped=True, depleted=True)}
    with pytest.raises(ScenarioError, match=r"not answered by this version: Adam Steiner: .*depleted"):
        _turn(full_pool, cards, [_use("adam", "raider")], "missions")


# --- return_to_hand and cards chosen from a zone --------------------------------------------------------------------


def test_return_to_hand_from_the_scrapheap_rulebook_p14(full_pool: CardPool) -> None:
    """return_to_hand with a card chosen from the Scrapheap (MedEvac Team, pool card: "{T}: Put any Pilot card from
    your Scrapheap into your hand. Use this ability only during your Deploy phase."): the Pilot goes from Brian's
    Scrapheap to his hand (rulebook p.14, Playing Area: the hand and the Scrapheap)."""
    cards = {
        "medevac": _card("MedEvac Team"),
        "ace": command(BRIAN, zone="scrapheap", keywords=["Pilot"]),
        "kit": command(BRIAN, zone="scrapheap", keywords=["Enhancement"]),
        "theirs": command(MELISSA, zone="scrapheap", keywords=["Pilot"]),
        "held": command(BRIAN, zone="hand", keywords=["Pilot"]),
    }
    result = _turn(full_pool, cards, [_use("medevac", "ace")], "deploy")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["ace"]["zone"] == "hand" and only(result)["cards"]["medevac"]["tapped"]
    assert HAND_AND_SCRAPHEAP in traced(result)
    for wrong, said in (("kit", "not a Pilot"), ("theirs", "Scrapheap"), ("held", "hand"), ("medevac", "")):
        result = _turn(full_pool, cards, [_use("medevac", wrong)], "deploy")
        assert not result["legal"] and said in result["violations"][0]["message"], wrong
        assert only(result)["cards"]["ace"]["zone"] == "scrapheap"


def test_choose_from_the_scrapheap_then_return_it_unique_rulebook_p14(full_pool: CardPool) -> None:
    """A card chosen from the Scrapheap, then "put it into your hand" (Mercenary Relations Division's second ability,
    pool card: "Take a Mercenary card from your Scrapheap and put it in your hand"); Dr. Ariel Reed's "any Unique
    Command card" takes no card that is not Unique."""
    cards = {
        "mrd": _card("Mercenary Relations Division"),
        "reed": _card("Dr. Ariel Reed"),
        "merc": command(BRIAN, zone="scrapheap", keywords=["Mercenary"]),
        "hero": command(BRIAN, zone="scrapheap", keywords=["Unique"]),
    }
    result = _turn(full_pool, cards, [_use("mrd", "merc", number=2)], "deploy")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["merc"]["zone"] == "hand"
    result = _turn(full_pool, cards, [_use("reed", "hero")], "draw")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["hero"]["zone"] == "hand"
    result = _turn(full_pool, cards, [_use("reed", "merc")], "draw")
    assert not result["legal"] and "not Unique" in result["violations"][0]["message"]


def test_the_turn_moves_rule_ids_resolve() -> None:
    base = RulingBase.load()
    ids = (*RULE_IDS, *START_RULE_IDS, *SCRAPPED_RULES, *PUT_RULE_IDS, *EXCESS_RULE_IDS)
    assert not [rule for rule in ids if base.get(rule) is None]


# --- deal_damage during the turn ----------------------------------------------------------------------------------


def test_deal_damage_to_a_stockpile_during_the_turn_rulebook_p29(full_pool: CardPool) -> None:
    """deal_damage during the turn (Long Tom Battery, pool card: "{T}: Deal 3 damage to one site. Use this ability
    only during your Missions phase but not during a mission."): Melissa's Stockpile is a site (rulebook p.14); each
    point of damage scraps a card from it (rulebook p.29, Resolving Damage); when it runs out Brian wins (CE General
    Rulings, Victory Conditions)."""
    cards = {"tom": _card("Long Tom Battery")}
    result = _turn(full_pool, cards, [_use("tom", "Melissa.stockpile")], "missions")
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"] == {BRIAN: 20, MELISSA: 17} and only(result)["cards"]["tom"]["tapped"]
    assert STOCKPILE_DAMAGE in traced(result)
    doc_cards = {"tom": _card("Long Tom Battery")}
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 2}},
        "phase": "missions",
        "cards": doc_cards,
        "actions": [_use("tom", "Melissa.stockpile")],
    }
    result = answer(yaml.safe_dump(doc, sort_keys=False), full_pool)
    assert only(result)["stockpiles"][MELISSA] == 0 and only(result)["winner"] == BRIAN


def test_deal_damage_to_a_command_card_site_armor_stops_it_rulebook_p29(full_pool: CardPool) -> None:
    """deal_damage to a Command card in the Command Post (Thumper Battery, pool card: "Choose any site and deal 2
    damage to it"): its armor 1 stops 1, 1 damage counter (rulebook p.29-30); "1 structure damage" (Arrow IV
    Battery) is not stopped by armor; counters reaching its structure scrap it. A Unit is not a site: a violation."""
    cards = {
        "thumper": _card("Thumper Battery"),
        "arrow": _card("Arrow IV Battery"),
        "depot": {"owner": MELISSA, "command": {"name": "Depot", "armor": 1, "structure": 2}},
        "raider": unit(MELISSA),
    }
    result = _turn(full_pool, cards, [_use("thumper", "depot")], "missions")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["depot"]["damage"] == 1 and DAMAGE_COUNTERS in traced(result)
    result = _turn(full_pool, cards, [_use("thumper", "depot"), _use("arrow", "depot")], "missions")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["depot"]["zone"] == "scrapheap"
    result = _turn(full_pool, cards, [_use("thumper", "raider")], "missions")
    assert not result["legal"] and "not a site" in result["violations"][0]["message"]
    assert only(result)["cards"]["raider"]["damage"] == 0


def test_deal_damage_to_a_card_under_construction_rulebook_p30(full_pool: CardPool) -> None:
    """deal_damage to a card under construction (Nekekami Sabotage, pool card: "{T}: Deal 5 damage to a card under
    construction"): every 2 points remove one construction counter (3 counters: 2 removed, the odd point lost); more
    than its counters take scraps it (2 counters: scrapped). Rulebook p.30, Resolving Damage."""
    cards = {
        "neko": _card("Nekekami Sabotage"),
        "big": {**unit(MELISSA, zone="construction"), "counters": 3},
        "small": {**unit(MELISSA, zone="construction"), "counters": 2},
    }
    result = _turn(full_pool, cards, [_use("neko", "big")], "missions")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["big"]["counters"] == 1 and CONSTRUCTION_DAMAGE in traced(result)
    result = _turn(full_pool, cards, [_use("neko", "small")], "missions")
    assert only(result)["cards"]["small"]["zone"] == "scrapheap"


def test_deal_damage_with_a_card_that_could_prevent_it_is_refused_rulebook_p9(full_pool: CardPool) -> None:
    """A card in play that prevents damage (an invented Command card: "Prevent up to 2 damage to each site.") could
    change the damage: the engine does not apply it during the turn yet, so the scenario is refused, not answered
    as if it said nothing."""
    cards = {
        "tom": _card("Long Tom Battery"),
        "shield": {"owner": MELISSA, "command": {"name": "Shield", "text": "Prevent up to 2 damage to each 'Mech."}},
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Long Tom Battery: .*Shield"):
        _turn(full_pool, cards, [_use("tom", "Melissa.stockpile")], "missions")


# --- turn_start ---------------------------------------------------------------------------------------------------

COUNTDOWN = (
    "Remove a camouflage counter from this card at the beginning of your turn. When the last counter has been "
    "removed, scrap this card."
)


def test_turn_start_puts_a_counter_at_the_beginning_of_your_turn_rulebook_glossary_untap_phase(
    full_pool: CardPool,
) -> None:
    """turn_start (ComStar Investment, pool card: "At the beginning of each of your turns, put an investment counter
    on this card."): as Brian's turn begins (the Untap phase, "the phase at the beginning of a turn": rulebook
    Glossary), his ComStar Investment gets a counter; Melissa's does not, on Brian's turn."""
    cards = {
        "mine": _card("ComStar Investment", other_counters={"investment": 2}),
        "theirs": _card("ComStar Investment", MELISSA),
    }
    result = _turn(full_pool, cards, [], "untap")
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["mine"]["other_counters"] == {"investment": 3} and "other_counters" not in outcome["theirs"]
    assert UNTAP_PHASE_BEGINS_TURN in traced(result)


def test_turn_start_removes_the_last_counter_and_scraps_rulebook_p9() -> None:
    """turn_start removing a counter (the Operation cards' and Hidden Location's wording, an invented card): with 2
    counters, 1 is left; with the last one removed, the card's text scraps it (rulebook p.9: cards make exceptions).
    A scenario starting later in the turn (the Deploy phase) has had its beginning already: nothing happens."""
    cards = {"op": command(BRIAN, text=COUNTDOWN, other_counters={"camouflage": 2})}
    result = answer(yaml.safe_dump(_doc(cards, "untap"), sort_keys=False))
    assert only(result)["cards"]["op"]["other_counters"] == {"camouflage": 1}
    cards = {"op": command(BRIAN, text=COUNTDOWN, other_counters={"camouflage": 1})}
    result = answer(yaml.safe_dump(_doc(cards, "untap"), sort_keys=False))
    assert only(result)["cards"]["op"]["zone"] == "scrapheap"
    result = answer(yaml.safe_dump(_doc(cards, "deploy"), sort_keys=False))
    assert only(result)["cards"]["op"]["other_counters"] == {"camouflage": 1}


def test_turn_start_ability_not_executed_is_refused_not_dropped_issue17() -> None:
    """A turn_start ability that cannot be done as printed (the countdown card with no camouflage counter left to
    remove: the rules documents do not say what then) is refused as Brian's turn begins, never skipped; the other
    card's counter is not put either (the answer is refused as a whole)."""
    text = "At the beginning of each of your turns, put an investment counter on this card."
    cards = {"ok": command(BRIAN, text=text), "op": command(BRIAN, text=COUNTDOWN)}
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*camouflage"):
        answer(yaml.safe_dump(_doc(cards, "untap"), sort_keys=False))


def _doc(cards: dict[str, Any], phase: str) -> dict[str, Any]:
    return {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": phase,
        "cards": cards,
        "actions": [],
    }


# --- scrapped: a trigger caused by another card's effect ----------------------------------------------------------


def test_scrapped_trigger_caused_by_another_cards_damage_rulebook_p9(full_pool: CardPool) -> None:
    """scrapped, a trigger caused by another card's effect: Brian's Tyra Miraborg (pool card: "{T}: Deal 1 structure
    damage to a 'Mech or Command card") scraps Melissa's 'Mech (4 damage, structure 5); Melissa's Salvage Yard (pool
    card: "Whenever a 'Mech you control is scrapped, put a salvage counter on Salvage Yard") gets its counter
    (rulebook p.9: the card's text makes the exception; p.29: counters reaching structure scrap the card). Brian's
    own Salvage Yard does not: the 'Mech is not his."""
    cards = {
        "tyra": _card("Tyra Miraborg"),
        "yard": _card("Salvage Yard", MELISSA),
        "mine": _card("Salvage Yard"),
        "victim": unit(MELISSA, structure=5, damage=4),
    }
    result = _turn(full_pool, cards, [_use("tyra", "victim")], "missions")
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["victim"]["zone"] == "scrapheap"
    assert outcome["yard"]["other_counters"] == {"salvage": 1} and "other_counters" not in outcome["mine"]
    assert SCRAPPED_RULES[0] in traced(result)


def test_scrapped_trigger_ignores_a_card_under_construction_ce_rulings_construction_region(
    full_pool: CardPool,
) -> None:
    """A 'Mech under construction is a site, not a Unit (CE rulings: Construction Region): Nekekami Sabotage's 5
    damage scraps Melissa's 'Mech under construction (1 counter), and her Salvage Yard ("Whenever a 'Mech you control
    is scrapped") gets no counter."""
    cards = {
        "neko": _card("Nekekami Sabotage"),
        "yard": _card("Salvage Yard", MELISSA),
        "building": {**unit(MELISSA, zone="construction"), "counters": 1},
    }
    result = _turn(full_pool, cards, [_use("neko", "building")], "missions")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["building"]["zone"] == "scrapheap"
    assert "other_counters" not in only(result)["cards"]["yard"]


def test_scrapped_trigger_not_executed_is_refused_not_dropped_issue17(full_pool: CardPool) -> None:
    """A scrapped trigger the turn does not execute fires (an invented card: "Whenever a 'Mech you control is
    scrapped, draw a card."): refused out loud when Tyra Miraborg's damage scraps the 'Mech, never skipped."""
    text = "Whenever a 'Mech you control is scrapped, draw a card."
    cards = {
        "tyra": _card("Tyra Miraborg"),
        "mourn": {"owner": MELISSA, "command": {"name": "Mourning", "text": text}},
        "victim": unit(MELISSA, structure=1),
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Mourning: "):
        _turn(full_pool, cards, [_use("tyra", "victim")], "missions")


def test_pilot_ability_when_its_mech_is_scrapped_during_the_turn_is_refused_issue17(full_pool: CardPool) -> None:
    """A Pilot's "If 'Mech piloted by this card is scrapped, draw a card." (an invented Pilot) on the 'Mech Tyra
    Miraborg's damage scraps: not executed during the turn yet, so refused out loud, never dropped (the Pilot still
    goes to the Scrapheap with its 'Mech otherwise: rulebook p.12)."""
    text = "If 'Mech piloted by this card is scrapped, draw a card."
    cards = {
        "tyra": _card("Tyra Miraborg"),
        "victim": unit(MELISSA, structure=1),
        "ace": {"owner": MELISSA, "command": {"name": "Ace", "keywords": ["Pilot"], "text": text}, "on": "victim"},
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Ace: .*Pilot"):
        _turn(full_pool, cards, [_use("tyra", "victim")], "missions")


# --- put_into_play from the hand ----------------------------------------------------------------------------------


def test_put_into_play_a_resource_from_hand_no_deployment_rulebook_p20(full_pool: CardPool) -> None:
    """put_into_play (Merchant Caste, pool card: "{T}: Choose any Resource card in your hand and put it into play.
    This does not count as a deployment. Use this ability only during your Deploy phase."): the Resource goes from
    Brian's hand to his Command Post, no deployment used (he still deploys twice: rulebook p.20), its asset
    available at once (rulebook p.14)."""
    cards = {
        "caste": _card("Merchant Caste"),
        "depot": command(BRIAN, zone="hand", text="{T}: {R} Munitions", keywords=["Resource"]),
        "a": command(BRIAN, zone="hand"),
        "b": command(BRIAN, zone="hand"),
    }
    actions = [_use("caste", "depot"), {"by": BRIAN, "deploy": "a"}, {"by": BRIAN, "deploy": "b"}]
    result = _turn(full_pool, cards, actions, "deploy")
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["depot"]["zone"] == "command_post" and outcome["caste"]["tapped"]
    assert outcome["a"]["zone"] == outcome["b"]["zone"] == "construction"
    assert SOLARIS_CONTACTS in traced(result)


def test_put_into_play_a_pilot_on_an_unpiloted_mech_ce_rulings_solaris_contacts(full_pool: CardPool) -> None:
    """put_into_play on a card (Solaris Contacts, pool card: "{T}: Choose any Pilot card in your hand and put it into
    play on any unpiloted 'Mech you control."): the Pilot goes on Brian's unpiloted 'Mech, its cost not paid (CE
    rulings, Solaris Contacts); on a 'Mech that already has a Pilot it cannot (rulebook p.13: one Pilot a 'Mech)."""
    cards = {
        "solaris": _card("Solaris Contacts"),
        "ace": command(BRIAN, zone="hand", keywords=["Pilot"], text="+1 attack"),
        "mech": unit(BRIAN),
        "piloted": unit(BRIAN),
        "old": {**command(BRIAN, keywords=["Pilot"]), "on": "piloted"},
    }
    result = _turn(full_pool, cards, [_use("solaris", "ace", "mech", number=2)], "deploy")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["ace"]["zone"] == "command_post"
    result = _turn(full_pool, cards, [_use("solaris", "ace", "piloted", number=2)], "deploy")
    assert not result["legal"] and "already has a Pilot" in result["violations"][0]["message"]
    assert only(result)["cards"]["ace"]["zone"] == "hand"


def test_put_into_play_a_unique_card_while_its_title_is_in_play_ce_rulings_unique_cards(full_pool: CardPool) -> None:
    """ "Unique cards may not be put into play while another Unique card of the same title is in play" (CE rulings,
    Unique Cards): Merchant Caste cannot put Brian's second Unique "Vault" into play while Melissa's is in play."""
    vault = {"name": "Vault", "keywords": ["Resource", "Unique"], "text": "{T}: {R}"}
    cards = {
        "caste": _card("Merchant Caste"),
        "vault": {"owner": BRIAN, "command": vault, "zone": "hand"},
        "theirs": {"owner": MELISSA, "command": vault},
    }
    result = _turn(full_pool, cards, [_use("caste", "vault")], "deploy")
    assert not result["legal"] and "Unique" in result["violations"][0]["message"]
    assert only(result)["cards"]["vault"]["zone"] == "hand"


# --- additional_deployment, and what a card does as it is activated --------------------------------------------------


def test_additional_deployment_from_an_ability_rulebook_p18(full_pool: CardPool) -> None:
    """additional_deployment in an ability used ('Mech Hangar, pool card: "{T}: You may make an additional deployment
    this turn. Use this ability only during your Deploy phase."): Brian deploys three cards (rulebook p.18: "Some
    cards give you additional deployments"); without it, the third is a violation."""
    cards = {"hangar": _card("'Mech Hangar"), **{c: command(BRIAN, zone="hand") for c in "abc"}}
    deploys = [{"by": BRIAN, "deploy": c} for c in "abc"]
    result = _turn(full_pool, cards, [_use("hangar"), *deploys], "deploy")
    assert result["legal"], result["violations"]
    assert all(only(result)["cards"][c]["zone"] == "construction" for c in "abc")
    result = _turn(full_pool, cards, deploys, "deploy")
    assert not result["legal"] and result["violations"][0]["action"] == 2


def test_scrapped_when_revealed_unless_in_the_deploy_phase_rulebook_p20(full_pool: CardPool) -> None:
    """Maskirovka Operatives (pool card: "Scrap this card when it is revealed unless you reveal it during your Deploy
    phase."): activating it reveals it (rulebook p.20), in Brian's Deploy phase, so it is not scrapped and goes to
    his Command Post; its ability is used later that turn (rulebook p.9: the card's text makes the exception)."""
    cards = {"mask": {**_card("Maskirovka Operatives"), "zone": "construction", "counters": 9}, "theirs": unit(MELISSA)}
    actions = [
        {"by": BRIAN, "activate": "mask"},
        {"by": BRIAN, "phase": "missions"},
        _use("mask", "theirs"),
    ]
    result = _turn(full_pool, cards, actions, "deploy")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["mask"]["zone"] == "command_post" and only(result)["cards"]["theirs"]["tapped"]


def test_activation_timing_the_text_changes_is_checked_rulebook_p9(full_pool: CardPool) -> None:
    """Double-Time Offense (pool card: "You may activate this card only during your Missions phase, but not during a
    mission."): activated in Brian's Missions phase, the plain rule (cards are activated in the Deploy phase, rulebook
    p.20) would call it a violation, but the card's text makes the exception (rulebook p.9): legal then (judge/bttcg/
    activation_timing.py), a violation in the Deploy phase. After Accelerated Turnaround, activated "only at the end of
    your Missions phase", nothing more is done in the phase."""
    cards = {"dto": {**_card("Double-Time Offense"), "zone": "construction", "counters": 9}}
    result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "dto"}], "missions")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["dto"]["zone"] == "scrapheap"
    result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "dto"}], "deploy")
    assert not result["legal"] and "Missions phase" in result["violations"][0]["message"]
    cards = {
        "at": {**_card("Accelerated Turnaround"), "zone": "construction", "counters": 4},
        "adam": _card("Adam Steiner"),
        "raider": unit(BRIAN, tapped=True),
    }
    result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "at"}, _use("adam", "raider")], "missions")
    assert not result["legal"] and "Missions phase has ended" in result["violations"][0]["message"]
    assert only(result)["cards"]["raider"]["tapped"]


# --- what a card scrapped as it is revealed does once --------------------------------------------------------------


def _activating(name: str, **more: Any) -> dict[str, Any]:
    return {**_card(name), "zone": "construction", "counters": 20, **more}


def test_look_at_hand_and_draw_as_revealed_rulebook_p20(full_pool: CardPool) -> None:
    """look_at_hand (SAFE Report, pool card: "Scrap SAFE Report when it is revealed. Look at opponent's hand. Draw a
    card."): activated (and so revealed, rulebook p.20) it is scrapped (rulebook p.24), Brian sees the cards the
    scenario lists in Melissa's hand (nothing changes) and draws one card (rulebook p.18)."""
    cards = {
        "safe": _activating("SAFE Report"),
        "trick": {**command(MELISSA, zone="hand"), "command": {"name": "Trick"}},
    }
    result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "safe"}], "deploy")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["safe"]["zone"] == "scrapheap" and only(result)["cards"]["trick"]["zone"] == "hand"
    assert only(result)["stockpiles"][BRIAN] == 20 - 1
    assert any("looks at Melissa's hand: Trick" in step["text"] for step in result["trace"])


def test_return_to_hand_as_revealed_rulebook_p14(full_pool: CardPool) -> None:
    """return_to_hand as a card is revealed (Salvage Strike Crew, pool card: "Scrap Salvage Strike Crew when it is
    revealed. Return a card from your Scrapheap to your hand."): the card of ``choose`` goes from Brian's Scrapheap
    to his hand; a card of Melissa's Scrapheap cannot be chosen."""
    cards = {
        "crew": _activating("Salvage Strike Crew"),
        "lost": command(BRIAN, zone="scrapheap"),
        "theirs": command(MELISSA, zone="scrapheap"),
    }
    result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "crew", "choose": ["lost"]}], "deploy")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["lost"]["zone"] == "hand" and only(result)["cards"]["crew"]["zone"] == "scrapheap"
    result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "crew", "choose": ["theirs"]}], "deploy")
    assert not result["legal"] and only(result)["cards"]["crew"]["zone"] == "construction"


def test_a_revealed_effect_the_turn_does_not_execute_is_counted_refused_issue17(full_pool: CardPool) -> None:
    """Coverage tells the truth: Arms Reduction ("Players cannot spend more than ... on construction counters each
    turn ...") is refused as it is activated (turn_abilities.reveal_plan), so the coverage counts it refused, not
    executed (before, such cards were counted executed by the battle's checks); activating it is answered "not
    answered by this version". Effective Groundwork, refused here before, is executed since its lasting multiplier
    is (tests/test_bttcg_damage_changes.py)."""
    assert any("construction_spend_limit" in r for r in _refused(full_pool, "Arms Reduction"))
    assert not _refused(full_pool, "SAFE Report") and not _refused(full_pool, "Effective Groundwork")
    cards = {"arms": _activating("Arms Reduction")}
    with pytest.raises(ScenarioError, match=r"not answered by this version: Arms Reduction"):
        _turn(full_pool, cards, [{"by": BRIAN, "activate": "arms"}], "deploy")


# --- per_excess_construction as a card is activated ----------------------------------------------------------------


def test_per_excess_construction_damage_to_a_stockpile_rulebook_p20(full_pool: CardPool) -> None:
    """per_excess_construction (Saturation Bombing, pool card, cost 2+7P = 9 without Politics: "Deal 1 damage to one
    site for each 2 construction above the cost"): 13 counters, 4 above its cost (rulebook p.20: counters above the
    cost count when the card says so), twice 1 damage to Melissa's Stockpile: 2 cards scrapped (rulebook p.29)."""
    cards = {"bomb": _activating("Saturation Bombing", counters=13)}
    result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "bomb", "choose": ["Melissa.stockpile"]}], "deploy")
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"][MELISSA] == 18 and only(result)["cards"]["bomb"]["zone"] == "scrapheap"


def test_per_excess_construction_damage_the_readings_differ_is_refused_rulebook_p29(full_pool: CardPool) -> None:
    """Sabotage 'Mech (pool card, cost 1+5P = 6: "Deal 1 damage to one 'Mech for each 2 construction above the
    cost"), 10 counters: twice. On a 0-armor 'Mech both readings (2 damage to one 'Mech, or 1 damage twice) give 2
    damage counters; on a 'Mech with armor 1 they differ (1 through, or none: armor stops each point), so it is
    refused, never guessed."""
    cards = {"sab": _activating("Sabotage 'Mech", counters=10), "soft": unit(MELISSA), "hard": unit(MELISSA, armor=1)}
    result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "sab", "choose": ["soft"]}], "deploy")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["soft"]["damage"] == 2
    with pytest.raises(ScenarioError, match=r"not answered by this version: Sabotage 'Mech: .*differ"):
        _turn(full_pool, cards, [{"by": BRIAN, "activate": "sab", "choose": ["hard"]}], "deploy")


def test_per_excess_construction_repairs_all_damage_rulebook_glossary_repair(full_pool: CardPool) -> None:
    """'Mech Rotation (pool card, cost 0+2A+2L = 4: "For every 2 construction counters above the cost of 'Mech
    Rotation, repair all damage to one 'Mech"), 8 counters: two 'Mechs have all their damage repaired (rulebook
    Glossary, Repair); the same 'Mech twice is a violation (its damage is all repaired once)."""
    cards = {
        "rot": _activating("Mech Rotation", counters=8),
        "a": unit(BRIAN, damage=3),
        "b": unit(BRIAN, damage=1),
    }
    result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "rot", "choose": ["a", "b"]}], "deploy")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["a"]["damage"] == only(result)["cards"]["b"]["damage"] == 0
    result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "rot", "choose": ["a", "a"]}], "deploy")
    assert not result["legal"] and "twice" in result["violations"][0]["message"]
    assert only(result)["cards"]["a"]["damage"] == 3


def test_scrap_a_pilot_or_unique_card_ce_rulings_assassination(full_pool: CardPool) -> None:
    """Assassination (pool card: "Scrap a pilot card or unique card in play."), as it is activated: CE rulings,
    Assassination: "may scrap any card listing the keyword Unique. This includes Unique Units": Melissa's Unique
    'Mech is scrapped; so is a Pilot; a plain 'Mech cannot be chosen (a violation, nothing changes)."""
    cards = {
        "kill": _activating("Assassination"),
        "hero": {**unit(MELISSA), "unit": {**unit(MELISSA)["unit"], "name": "Hero", "keywords": ["Unique"]}},
        "plain": unit(MELISSA),
        "ace": {**command(MELISSA, keywords=["Pilot"]), "on": "plain"},
    }
    for victim in ("hero", "ace"):
        result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "kill", "choose": [victim]}], "deploy")
        assert result["legal"], result["violations"]
        assert only(result)["cards"][victim]["zone"] == "scrapheap"
    result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "kill", "choose": ["plain"]}], "deploy")
    assert not result["legal"] and only(result)["cards"]["plain"]["zone"] == "patrol"


def test_deal_damage_equal_to_the_excess_construction_rulebook_p20(full_pool: CardPool) -> None:
    """Corridor of Fire (pool card, cost 4+3M+5P = 12 without assets: "Choose any site and deal damage to it equal
    to the number of construction counters above the cost of this card"): 15 counters, 3 above its cost (rulebook
    p.20), 3 damage to Melissa's Stockpile: 3 cards scrapped (rulebook p.29)."""
    cards = {"fire": _activating("Corridor of Fire", counters=15)}
    result = _turn(full_pool, cards, [{"by": BRIAN, "activate": "fire", "choose": ["Melissa.stockpile"]}], "deploy")
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"][MELISSA] == 17


def test_scrapped_trigger_for_a_site_enhancement_scrapped_on_activation_ce_rulings_enhancements() -> None:
    """A trigger caused by the rules scrapping a card: a site Enhancement on a card under construction is scrapped
    when the card is activated as a Unit (CE General Rulings, Enhancements); Brian's invented "Whenever a card you
    control is scrapped, put a salvage counter on this card." gets its counter."""
    from judge.bttcg import deploy as d
    from tests.test_bttcg_turn import position, runner
    from tests.test_bttcg_turn import unit as turn_unit

    watch = "Whenever a card you control is scrapped, put a salvage counter on this card."
    pos = position(
        {
            "mech": turn_unit(BRIAN, zone="construction"),
            "plate": command(BRIAN, keywords=["Enhancement"], on="mech"),
            "yard": command(BRIAN, text=watch),
        }
    )
    run = runner(pos, "deploy", costs={"mech": "0"})
    d.activate(run, 0, BRIAN, "mech")
    assert not pos.violations and pos.cards["plate"].zone == "scrapheap"
    assert pos.cards["yard"].other_counters == {"salvage": 1}
