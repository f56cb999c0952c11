"""Play restrictions, reveals, "when a Unit uses an option" and redirects (issue 17): one scenario test per kind,
named after it and citing its source, with invented inline cards (the pool's wordings in our own words)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, only, unit
from tests.test_bttcg_attach import pilot

SITE = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}

# --- "Whenever that 'Mech uses <option>" (uses_option) --------------------------------------------------------------

OVERHEAT_ACE = (
    "'Mech piloted by Ace does not receive Overheat damage. Whenever that 'Mech uses Overheat, it gets +2 attack."
)
STRIKE_ACE = (
    "Using Alpha Strike does not deplete 'Mech piloted by Ace. Whenever that 'Mech uses Alpha Strike, it gets +2 "
    "attack."
)


def test_uses_option_overheat_that_mech_rulebook_p31() -> None:
    """uses_option (Redline Pilot's MechWarrior wording, two sentences): "that 'Mech" is the 'Mech piloted by the
    card. Overheat 2: +3 attack (rulebook p.31) and +2 more: 3 + 3 + 2 = 8 to the Stockpile; no Overheat damage."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=5, text="Overheat 2: +3 attack"),
        "ace": pilot("Brian", "raider", OVERHEAT_ACE),
    }
    actions = [
        {"by": "Brian", "use": "Overheat", "unit": "raider"},
        {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 8}},
    ]
    result = battle(cards, SITE, actions)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 22 and outcome["cards"]["raider"]["damage"] == 0
    too_much = battle(cards, SITE, [actions[0], {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 9}}])
    assert not too_much["legal"]


def test_uses_option_alpha_strike_does_not_deplete_rulebook_p31() -> None:
    """uses_option (Sharpshooter's MechWarrior wording): Alpha Strike +3 (rulebook p.31: the Unit is depleted), +2
    from the trigger, and the 'Mech stays undepleted: 3 + 3 + 2 = 8."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, text="Alpha Strike: +3 attack"),
        "ace": pilot("Brian", "raider", STRIKE_ACE),
    }
    strike = {"by": "Brian", "use": "Alpha Strike", "unit": "raider"}
    result = battle(cards, SITE, [strike, {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 8}}])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 22 and not outcome["cards"]["raider"]["depleted"]


def test_uses_option_pilot_outside_the_battle_is_not_refused_rulebook_p26() -> None:
    """rulebook p.26: a Unit outside the battle does not affect it; its Pilot's trigger on its options never fires,
    and the battle is answered (not refused)."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "idle": unit("Brian", "slow", attack=2),
        "ace": pilot("Brian", "idle", OVERHEAT_ACE),
    }
    result = battle(cards, SITE, [{"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 3}}])
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 27


def test_uses_option_that_mech_with_nothing_named_before_is_refused() -> None:
    """A "Whenever that 'Mech uses Overheat" with no 'Mech named before it: which 'Mech is meant is not known, so
    the answer is refused out loud (issue 17: never a confident wrong answer)."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=5, text="Overheat 2: +3 attack"),
        "ace": pilot("Brian", "raider", "Whenever that 'Mech uses Overheat, it gets +2 attack."),
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Ace: .*which 'Mech 'that 'Mech'"):
        battle(cards, SITE, [{"by": "Brian", "use": "Overheat", "unit": "raider"}])


# --- "Reveal this card when a 'Mech overheats" (when_unit_does) ------------------------------------------------------

HEAT_TRAP = (
    "Scrap Heat Trap when it is revealed. Reveal Heat Trap when a 'Mech overheats. Deal triple Overheat damage to "
    "that 'Mech. Draw a card when you reveal Heat Trap."
)


def _heat_trap_cards() -> dict[str, Any]:
    return {
        "raider": unit("Brian", "fast", attack=3, structure=9, text="Overheat 2: +3 attack"),
        "trap": {
            "owner": "Melissa",
            "command": {"name": "Heat Trap", "keywords": ["Subterfuge"], "text": HEAT_TRAP},
            "zone": "construction",
        },
    }


def test_when_unit_does_overheats_reveal_triples_overheat_damage_rulebook_p20_p31() -> None:
    """when_unit_does (Sabotaged Heat Sinks' wording): a card under construction may be revealed at any time
    (rulebook p.20, Glossary: Reveal); revealed right after the 'Mech overheats, its 2 Overheat damage (rulebook
    p.31) is dealt three times: 6 at the end of the battle; the card is scrapped as it is revealed (rulebook p.25)
    and Melissa draws a card (29 left)."""
    overheat = {"by": "Brian", "use": "Overheat", "unit": "raider"}
    reveal = {"by": "Melissa", "reveal": "trap"}
    hit = {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 6}}
    result = battle(_heat_trap_cards(), SITE, [overheat, reveal, hit])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["raider"]["damage"] == 6
    assert outcome["cards"]["trap"]["zone"] == "scrapheap"
    assert outcome["stockpiles"] == {"Brian": 30, "Melissa": 23}  # 6 damage and one card drawn
    plain = only(battle(_heat_trap_cards(), SITE, [overheat, hit]))
    assert plain["cards"]["raider"]["damage"] == 2 and plain["cards"]["trap"]["zone"] == "construction"


def test_when_unit_does_reveal_answering_nothing_is_a_violation_rulebook_p9() -> None:
    """rulebook p.9 (cards make exceptions): the card's text says when it is revealed; revealed when no 'Mech has
    just overheated, its effect does not happen and the reveal is a violation."""
    reveal = {"by": "Melissa", "reveal": "trap"}
    hit = {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 3}}
    result = battle(_heat_trap_cards(), SITE, [hit, reveal])
    assert not result["legal"]
    assert "overheats" in result["violations"][0]["message"]
    assert only(result)["cards"]["raider"]["damage"] == 0


# --- "Use this ability only before assigning blockers" (before_blockers) and redirect_attack -------------------------

DECOY = (
    "{T}: Roll a die: 1-2, current attack is redirected to Decoy Beacon; 3-6, no effect. Use this ability only "
    "before assigning blockers."
)


def _decoy_cards() -> dict[str, Any]:
    return {
        "raider": unit("Brian", "fast", attack=3),
        "decoy": {"owner": "Melissa", "command": {"name": "Decoy Beacon", "structure": 6, "text": DECOY}},
    }


USE_DECOY = {"by": "Melissa", "use": "ability", "card": "decoy"}


def test_before_blockers_redirect_attack_to_its_card_ce_rulings_ambush() -> None:
    """before_blockers, redirect_attack (Phantom Signal's wording): used as the attack is declared, before blockers
    are assigned (CE rulings, Ambush!), the card taps and its die rolls at once (1997 rulings, Order of Resolving
    Effects); on a 1 the attack on Melissa's Stockpile goes to the card instead (rulebook p.9: the card's exception),
    whose 3 damage it receives; on a 4 nothing changes."""
    hit_decoy = {"by": "Brian", "assign": "raider", "to": {"decoy": 3}}
    redirected = battle(_decoy_cards(), SITE, [USE_DECOY, hit_decoy], dice=[1])
    assert redirected["legal"], redirected["violations"]
    outcome = only(redirected)
    assert outcome["cards"]["decoy"]["damage"] == 3 and outcome["cards"]["decoy"]["tapped"]
    assert outcome["stockpiles"]["Melissa"] == 30
    missed = battle(_decoy_cards(), SITE, [USE_DECOY, hit_decoy], dice=[4])
    assert not missed["legal"]  # the attack is still on the Stockpile: the card is not a recipient
    stays = only(battle(_decoy_cards(), SITE, [USE_DECOY], dice=[4]))
    assert stays["stockpiles"]["Melissa"] == 27 and stays["cards"]["decoy"]["damage"] == 0


def test_before_blockers_roll_enumerated_with_exact_probabilities_1997_rulings() -> None:
    """Without ``dice``, each face is answered with its exact probability: 1-2 (1/3) the card receives the 3 damage,
    3-6 (2/3) the Stockpile does (the raider's damage has one recipient: assigned there, scenario-format.md)."""
    result = battle(_decoy_cards(), SITE, [USE_DECOY])
    assert result["legal"], result["violations"]
    by_p = {o["probability"]: o for o in result["outcomes"]}
    assert by_p["2/3"]["stockpiles"]["Melissa"] == 27
    assert by_p["1/3"]["cards"]["decoy"]["damage"] == 3 and by_p["1/3"]["stockpiles"]["Melissa"] == 30


def test_before_blockers_used_after_blockers_is_a_violation_ce_rulings_abilities() -> None:
    """CE General Rulings, Abilities: a condition is checked when the ability is played; used once blockers are
    assigned (after Melissa's blocker assigned its damage, not first among the mission's actions), "only before
    assigning blockers" does not hold: a violation, and the card stays untapped."""
    cards = _decoy_cards() | {"guard": unit("Melissa", "fast", attack=1, structure=9)}
    blocked = SITE | {"blockers": ["guard"]}
    fight = {"by": "Melissa", "assign": "guard", "to": {"raider": 1}}
    result = battle(cards, blocked, [fight, USE_DECOY], dice=[1])
    assert not result["legal"]
    assert "before blockers" in result["violations"][0]["message"]
    assert not only(result)["cards"]["decoy"]["tapped"]


# --- "you may choose any site that is a legal target for that attack and redirect it" (legal_target) ---------------

FALSE_TRAIL = (
    "Scrap False Trail when it is revealed. You may activate False Trail only when opponent attacks. Until the end "
    "of the turn, you may choose any site that is a legal target for that attack and redirect it to that site."
)


def _trail(may: list[bool] | None, choose: list[str] | None, blockers: list[str] | None = None) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "trail": {
            "owner": "Melissa",
            "command": {"name": "False Trail", "keywords": ["Subterfuge"], "text": FALSE_TRAIL, "cost": "0"},
            "zone": "construction",
        },
        "depot": {"owner": "Melissa", "command": {"name": "Depot", "structure": 5}},
        "ace": {"owner": "Melissa", "command": {"name": "Ace", "keywords": ["Pilot"]}, "on": "guard"},
        "guard": unit("Melissa", "slow", attack=0, zone="guard", guarding="Melissa.stockpile"),
    }
    action: dict[str, Any] = {"by": "Melissa", "reveal": "trail"}
    if may is not None:
        action["may"] = may
    if choose is not None:
        action["choose"] = choose
    return battle(cards, SITE | {"blockers": blockers or []}, [action])


def test_legal_target_redirect_attack_as_activated_when_attacked_ce_rulings_ambush() -> None:
    """redirect_attack with legal_target (Disguised Coordinates' errata wording, CE Individual Card Rulings):
    activated when the opponent attacks, before blockers are assigned (CE rulings, Ambush!), Melissa chooses (``may``
    true, ``choose``) her Depot, a site the attack may target (rulebook p.24): it receives the 3 damage, not her
    Stockpile; the card is scrapped as it is revealed (rulebook p.25). Declining, the Stockpile does."""
    result = _trail([True], ["depot"])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["depot"]["damage"] == 3 and outcome["stockpiles"]["Melissa"] == 30
    assert outcome["cards"]["trail"]["zone"] == "scrapheap"
    declined = only(_trail([False], None))
    assert declined["stockpiles"]["Melissa"] == 27 and declined["cards"]["depot"]["damage"] == 0


def test_redirected_attack_blockers_checked_against_the_new_target_rulebook_p25() -> None:
    """rulebook p.25: a guarding Unit blocks only attacks on the site it guards; blockers are assigned after the
    redirect (CE rulings, Ambush!), so the Stockpile's guard may block the attack on the Stockpile but not the one
    redirected to the Depot."""
    assert _trail([False], None, ["guard"])["legal"]
    redirected = _trail([True], ["depot"], ["guard"])
    assert not redirected["legal"] and "guards" in redirected["violations"][0]["message"]


def test_legal_target_must_be_a_site_and_answers_are_strict_rulebook_p24() -> None:
    """rulebook p.24: an Enhancement or Pilot is never a site, nor is a Unit: redirecting there is a violation and
    the attack stays on the Stockpile; strict mode (scenario-format.md): the missing 'may' answer is a violation."""
    for wrong in (["ace"], ["guard"]):
        result = _trail([True], wrong)
        assert not result["legal"] and "not a site" in result["violations"][0]["message"]
        assert only(result)["stockpiles"]["Melissa"] == 27
    missing = _trail(None, None)
    assert not missing["legal"] and "'may'" in missing["violations"][0]["message"]


# --- "You may activate this card when opponent activates a 'Mech" (opponent_plays) ----------------------------------

DELAY = (
    "Scrap Road Block when it is revealed. You may activate Road Block when opponent activates a 'Mech. Deplete "
    "that 'Mech."
)


def _delay_turn(actions: list[dict[str, Any]], counters: int = 2) -> dict[str, Any]:
    cards = {
        "atlas": {
            "owner": "Brian",
            "unit": {"type": "mech", "speed": "slow", "attack": 5, "armor": 2, "structure": 9, "cost": "2"},
            "zone": "construction",
            "counters": 2,
        },
        "block": {
            "owner": "Melissa",
            "command": {"name": "Road Block", "text": DELAY, "cost": "1+2L"},
            "zone": "construction",
            "counters": counters,
        },
    }
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["L"]}},
        "phase": "deploy",
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


ACTIVATE_ATLAS = {"by": "Brian", "activate": "atlas"}
ACTIVATE_BLOCK = {"by": "Melissa", "activate": "block"}


def test_opponent_plays_activated_when_opponent_activates_a_mech_glossary_deplete() -> None:
    """opponent_plays (Transportation Delay's wording): the card's text makes the exception to activating only in
    one's own Deploy phase (rulebook p.9, p.20): right after Brian activates his 'Mech, Melissa activates it (its
    cost 1 paid: she has Logistics); that 'Mech is depleted (Glossary: tapped and turned face down) and the card is
    scrapped as it is revealed (rulebook p.25)."""
    result = _delay_turn([ACTIVATE_ATLAS, ACTIVATE_BLOCK])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["atlas"]["depleted"] and cards["atlas"]["tapped"] and cards["atlas"]["zone"] == "construction"
    assert cards["block"]["zone"] == "scrapheap"


def test_opponent_plays_activation_answering_nothing_is_a_violation_rulebook_p20() -> None:
    """rulebook p.20: cards are activated in their owner's Deploy phase; the text's exception holds only as the
    opponent activates a 'Mech (the action before), and only with its cost paid (CE rulings, Deploy Phase)."""
    alone = _delay_turn([ACTIVATE_BLOCK])
    assert not alone["legal"] and "activates none" in alone["violations"][0]["message"]
    assert only(alone)["cards"]["block"]["zone"] == "construction"
    unpaid = _delay_turn([ACTIVATE_ATLAS, ACTIVATE_BLOCK], counters=0)
    assert not unpaid["legal"] and not only(unpaid)["cards"]["atlas"]["depleted"]


# --- "If this card is untapped, Alpha Strikes do not deplete your blocking 'Mechs" (card_state); reload --------------

SUPPLY = "If Supply Wagon is untapped, Alpha Strikes do not deplete your blocking 'Mechs. {T}: Reload a depleted 'Mech."


def _wagon_battle(tapped: bool) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9, text="Alpha Strike: +3 attack"),
        "wall": unit("Melissa", "fast", attack=2, structure=9, text="Alpha Strike: +3 attack"),
        "wagon": {"owner": "Melissa", "command": {"name": "Supply Wagon", "text": SUPPLY}, "tapped": tapped},
    }
    actions = [
        {"by": "Melissa", "use": "Alpha Strike", "unit": "wall"},
        {"by": "Brian", "use": "Alpha Strike", "unit": "raider"},
    ]
    return battle(cards, SITE | {"blockers": ["wall"]}, actions)


def test_card_state_untapped_alpha_strike_does_not_deplete_blockers_rulebook_p31() -> None:
    """card_state (Ammo Truck's wording): while the card is untapped, Melissa's blocking 'Mech uses Alpha Strike
    (rulebook p.31: +3, the Unit is depleted) and is not depleted; Brian's attacker is (not "your blocking");
    with the card tapped, the condition does not hold and the blocker is depleted too."""
    result = _wagon_battle(tapped=False)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert not cards["wall"]["depleted"] and cards["raider"]["depleted"]
    tapped = only(_wagon_battle(tapped=True))["cards"]
    assert tapped["wall"]["depleted"] and tapped["raider"]["depleted"]


def _wagon_turn(choose: list[str], top: str | None = None) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["T"]}},
        "phase": "missions",
        "cards": {
            "wagon": {"owner": "Brian", "command": {"name": "Supply Wagon", "text": SUPPLY}},
            "tired": unit("Brian", "slow", depleted=True, tapped=True),
            "fresh": unit("Brian", "slow"),
        },
        "actions": [{"by": "Brian", "use": "ability", "card": "wagon", "choose": choose}],
    }
    if top is not None:
        doc["actions"][0]["top"] = top
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_reload_a_depleted_mech_during_the_turn_glossary_reload() -> None:
    """deplete with reload, during the turn (Glossary, Reload: turned face up, tapped): the card taps and the
    depleted 'Mech chosen is reloaded; a 'Mech that is not depleted does not fit "a depleted 'Mech" (a violation,
    nothing changes)."""
    result = _wagon_turn(["tired"])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert not cards["tired"]["depleted"] and cards["tired"]["tapped"] and cards["wagon"]["tapped"]
    wrong = _wagon_turn(["fresh"])
    assert not wrong["legal"]
    assert not only(wrong)["cards"]["wagon"]["tapped"]


# --- the top card of your Stockpile shown, and what it is (show, if_card_is) -----------------------------------------

DROP = (
    "{R}: Show the top card of your Stockpile to all players. If it is not a 'Mech, restock it. Otherwise, put it "
    "into your hand; you may make an additional deployment this turn."
)


def _drop_turn(top: str | None, deploys: int) -> dict[str, Any]:
    cards: dict[str, Any] = {
        "drop": {"owner": "Brian", "command": {"name": "Landing Zone", "text": DROP}},
        "well": {"owner": "Brian", "command": {"name": "Well", "keywords": ["Resource"], "text": "{T}: {R}"}},
        "jenner": unit("Brian", "fast", zone="stockpile"),
        "orders": {"owner": "Brian", "mission": {"name": "Orders", "text": "Prevent 1 damage to target 'Mech."}},
    } | {f"u{i}": unit("Brian", "slow", zone="hand") for i in range(3)}
    cards["orders"]["zone"] = "stockpile"
    use: dict[str, Any] = {"by": "Brian", "use": "ability", "card": "drop"}
    if top is not None:
        use["top"] = top
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["T"]}},
        "phase": "deploy",
        "cards": cards,
        "actions": [{"by": "Brian", "tap": ["well"]}, use]
        + [{"by": "Brian", "deploy": f"u{i}"} for i in range(deploys)],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_if_card_is_a_mech_shown_on_top_ce_rulings_secured_drop_site() -> None:
    """show, if_card_is (Secured Drop Site's wording): the card on top, given by the action's ``top`` (hidden
    information the answer depends on), is a 'Mech: it goes into Brian's hand (one card fewer in the Stockpile) and
    he may make a third deployment (rulebook p.19: two a turn)."""
    result = _drop_turn("jenner", deploys=3)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["jenner"]["zone"] == "hand" and outcome["stockpiles"]["Brian"] == 29
    assert outcome["cards"]["well"]["tapped"] and outcome["cards"]["u2"]["zone"] == "construction"


def test_if_card_is_not_a_mech_restocked_no_extra_deployment_ce_rulings_secured_drop_site() -> None:
    """CE Individual Card Rulings, Secured Drop Site: "If the card isn't a 'Mech, you do not get the extra
    deployment": the Mission card is restocked (Glossary: to the bottom of the Stockpile, which keeps its count) and
    a third deployment is a violation."""
    two = _drop_turn("orders", deploys=2)
    assert two["legal"], two["violations"]
    outcome = only(two)
    assert outcome["cards"]["orders"]["zone"] == "stockpile" and outcome["stockpiles"]["Brian"] == 30
    assert not _drop_turn("orders", deploys=3)["legal"]


def test_top_card_given_to_an_ability_showing_none_is_a_violation() -> None:
    """Strict mode (scenario-format.md): an input the card never asks for is a violation, and the ability does
    nothing."""
    result = _wagon_turn(["tired"], top="fresh")
    assert not result["legal"] and "'top' left over" in result["violations"][0]["message"]
    assert only(result)["cards"]["tired"]["depleted"]


def test_top_card_not_given_is_refused_out_loud() -> None:
    """The top card is hidden, and which cards the Stockpile holds is not given, so no probability can be computed:
    without ``top`` the answer is refused (issue 17: never a guess)."""
    with pytest.raises(ScenarioError, match=r"not answered by this version: Landing Zone: say which card is on top"):
        _drop_turn(None, deploys=0)


# --- a card that stays in play, whose text is a one-shot reveal (reveal_card, multiply_counters) ---------------------


def test_reveal_card_of_a_card_staying_in_play_is_refused_not_dropped_rulebook_p9() -> None:
    """reveal_card, multiply_counters (Double Overtime's wording) on a card not scrapped when revealed: when its
    one-shot text happens is not settled by the rules documents, so activating it is refused out loud rather than
    answered as if the card did nothing (rulebook p.9: the card's text makes the exception)."""
    text = "Reveal one of your Units under construction. Triple the number of construction counters on that card."
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["T"]}},
        "phase": "deploy",
        "cards": {
            "shift": {"owner": "Brian", "command": {"name": "Double Shift", "text": text, "cost": "0"}},
            "atlas": unit("Brian", "slow", zone="construction", counters=3),
        },
        "actions": [{"by": "Brian", "activate": "shift"}],
    }
    doc["cards"]["shift"]["zone"] = "construction"
    with pytest.raises(ScenarioError, match=r"Double Shift: .*'reveal_card' of a card that stays in play"):
        answer(yaml.safe_dump(doc, sort_keys=False))


def test_reveal_answering_what_the_engine_does_not_follow_is_refused_rulebook_p20() -> None:
    """A card under construction may be revealed at any time (rulebook p.20); one whose text answers an opponent's
    reveal (ISF Counterespionage's Unlimited wording) is refused out loud during the battle, never called a violation
    nor revealed as if its text said nothing (missiles assigned, Sabotaged Missiles' wording, are answered now:
    tests/test_bttcg_missile_sabotage.py)."""
    texts = {
        "Counter Spy": "Scrap Counter Spy when it is revealed. Reveal only when opponent reveals a Subterfuge card. "
        "That card is scrapped with no effect.",
    }
    for name, text in texts.items():
        cards = _heat_trap_cards() | {
            "spy": {"owner": "Melissa", "command": {"name": name, "text": text}, "zone": "construction"}
        }
        hit = {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 3}}
        with pytest.raises(ScenarioError, match=f"not answered by this version: {name}: "):
            battle(cards, SITE, [hit, {"by": "Melissa", "reveal": "spy"}])


def test_plain_text_refuses_the_extensions_it_cannot_spell() -> None:
    """scenario-format.md (plain-text spelling): converting must never drop a field: 'top' and a reveal's 'may' have
    no words in the plain text yet, so the conversion is refused, naming the field."""
    from judge.bttcg.scenario import BtScenario
    from judge.bttcg.scenario_write import to_text

    cards = {"a": {"owner": "Brian", "command": {"name": "A", "text": "Draw a card."}, "zone": "construction"}}
    for action in (
        {"by": "Brian", "use": "ability", "card": "a", "top": "a"},
        {"by": "Brian", "reveal": "a", "may": [True]},
    ):
        doc = {"game": "bttcg", "players": {"Brian": {}, "Melissa": {}}, "cards": cards, "actions": [action]}
        with pytest.raises(ScenarioError, match="no words for"):
            to_text(BtScenario.model_validate(doc))
