"""Cards put on top of a Stockpile (``put_on_stockpile``, judge/bttcg/stockpile_moves.py): a Pilot's 'Mech scrapped
as damage resolves (Shin Yodama), an ability used in a battle (Omi Kurita: CE Individual Card Rulings, Omi Kurita).
Cards counted in a battle (``count_cards``, judge/bttcg/card_counts.py). Pool cards are read in place from
../shared/data (skipped without it); the others are inline."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg import turn_rules as t
from judge.bttcg.stockpile_moves import OMI_KURITA
from judge.pool import CardPool
from tests.bttcg_helpers import battle, only, rules_of, traced, unit
from tests.test_bttcg_attach import ATTACK, pilot

SHIN = "If 'Mech piloted by Ace is scrapped during a mission, put that 'Mech and Ace on top of your Stockpile."
"""Shin Yodama's trigger, on an invented Pilot named Ace."""


# --- a Pilot's 'Mech scrapped as damage resolves: Shin Yodama ------------------------------------------------------


def test_put_on_stockpile_pilot_and_mech_scrapped_in_a_mission_rulebook_p30_glossary_stockpile() -> None:
    """put_on_stockpile (a Pilot's trigger): "If 'Mech piloted by Ace is scrapped during a mission, put that 'Mech
    and Ace on top of your Stockpile." The 'Mech scrapped as damage resolves goes to the Scrapheap with its cards
    (rulebook p.30), then both go on top of the owner's Stockpile (Glossary: Stockpile, the draw pile): 2 cards more;
    an Enhancement on it stays in the Scrapheap. Not scrapped, nothing moves."""
    cards = {
        "raider": unit("Brian", "fast", attack=6, structure=9),
        "victim": unit("Melissa", "slow", attack=0, structure=4),
        "ace": pilot("Melissa", "victim", SHIN),
        "kit": {"owner": "Melissa", "command": {"name": "Kit", "keywords": ["Enhancement"]}, "on": "victim"},
    }
    hit = {"by": "Brian", "assign": "raider", "to": {"victim": 6}}
    result = battle(cards, ATTACK, [hit], stockpiles=(30, 20))
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["victim"]["zone"] == "stockpile" and outcome["cards"]["ace"]["zone"] == "stockpile"
    assert outcome["cards"]["kit"]["zone"] == "scrapheap"
    assert outcome["stockpiles"] == {"Brian": 30, "Melissa": 22}
    assert t.STOCKPILE in traced(result)
    light = {"by": "Brian", "assign": "raider", "to": {"victim": 3}}
    weaker = {**cards, "raider": unit("Brian", "fast", attack=3, structure=9)}
    spared = only(battle(weaker, ATTACK, [light], stockpiles=(30, 20)))
    assert spared["cards"]["victim"]["zone"] == "patrol" and spared["stockpiles"]["Melissa"] == 20


def test_put_on_stockpile_shin_yodama_pool_card(current_pool: CardPool) -> None:
    """Shin Yodama (pool card, read in place: its 'Mech scrapped during a mission goes with it on top of the
    Stockpile): its 'Mech destroyed in the battle, both go on top of the Stockpile (rulebook p.30; Glossary:
    Stockpile)."""
    cards = {
        "raider": unit("Brian", "fast", attack=9, structure=9),
        "victim": unit("Melissa", "slow", attack=0, structure=4),
        "shin": {"owner": "Melissa", "card": "Shin Yodama", "on": "victim"},
    }
    result = battle(cards, ATTACK, [{"by": "Brian", "assign": "raider", "to": {"victim": 9}}], pool=current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert (outcome["cards"]["victim"]["zone"], outcome["cards"]["shin"]["zone"]) == ("stockpile", "stockpile")
    assert outcome["stockpiles"]["Melissa"] == 32


def test_put_on_stockpile_refused_when_the_stockpile_ran_out_ce_rulings_victory_conditions() -> None:
    """CE General Rulings, Victory Conditions: Stockpiles are checked at the end of each effect. The damage that
    scraps the 'Mech also empties its owner's Stockpile; the Pilot's cards put back on it would undo the loss: the
    engine does not decide which comes first, so it refuses, never answers."""
    cards = {
        "raider": unit("Brian", "fast", attack=6, structure=9),
        "hunter": unit("Brian", "fast", attack=6, structure=9),
        "victim": unit("Melissa", "slow", attack=0, structure=4),
        "ace": pilot("Melissa", "victim", SHIN),
    }
    mission = {
        "attacker": "Brian",
        "group": ["raider", "hunter"],
        "target": "Melissa.stockpile",
        "blockers": ["victim"],
        "include_target": True,
    }
    hits = [
        {"by": "Brian", "assign": "raider", "to": {"victim": 6}},
        {"by": "Brian", "assign": "hunter", "to": {"Melissa.stockpile": 6}},
    ]
    with pytest.raises(Exception, match="not answered by this version: Ace: Melissa's Stockpile runs out"):
        battle(cards, mission, hits, stockpiles=(30, 3))
    assert only(battle(cards, mission, hits, stockpiles=(30, 9)))["stockpiles"]["Melissa"] == 5


# --- an ability used in a battle: Omi Kurita --------------------------------------------------------------------

OMI = (
    "{T}: Put any Kurita card or Resource card you own on top of your Stockpile. Use this ability only during a "
    "mission."
)


def _omi_cards(**more: Any) -> dict[str, Any]:
    return {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "omi": {"owner": "Melissa", "command": {"name": "Omi", "keywords": ["Kurita"], "text": OMI}},
        "depot": {"owner": "Melissa", "command": {"name": "Depot", "keywords": ["Resource"]}},
        "spare": {"owner": "Melissa", "command": {"name": "Spare", "keywords": ["Resource"]}, "zone": "hand"},
        "bystander": unit("Melissa", "slow", attack=1, structure=3, keywords=["Inner Sphere", "Kurita"]),
        **more,
    }


def test_put_on_stockpile_a_resource_from_play_ce_rulings_omi_kurita() -> None:
    """put_on_stockpile (an ability used in a battle, Omi Kurita's in other words: a Kurita or Resource card of
    yours on top of your Stockpile, during a mission). CE Individual Card Rulings, Omi Kurita: "You may get cards
    only from play. You can't retrieve cards in your hand, in your Scrapheap, in your Stockpile": a Resource in the
    Command Post goes on top (one card more, Omi tapped), a Kurita Unit on patrol outside the battle too; a card of
    the hand is a violation."""
    hit = {"by": "Brian", "assign": "raider", "to": {"victim": 3}}
    for chosen in ("depot", "bystander"):
        use = {"by": "Melissa", "use": "ability", "card": "omi", "choose": [chosen]}
        result = battle(_omi_cards(), ATTACK, [use, hit], stockpiles=(30, 20))
        assert result["legal"], result["violations"]
        outcome = only(result)
        assert outcome["cards"][chosen]["zone"] == "stockpile" and outcome["cards"]["omi"]["tapped"]
        assert outcome["stockpiles"]["Melissa"] == 21 and outcome["cards"]["victim"]["damage"] == 3
        assert OMI_KURITA in traced(result)
    from_hand = {"by": "Melissa", "use": "ability", "card": "omi", "choose": ["spare"]}
    wrong = battle(_omi_cards(), ATTACK, [from_hand, hit], stockpiles=(30, 20))
    assert not wrong["legal"] and OMI_KURITA in rules_of(wrong)
    assert only(wrong)["cards"]["spare"]["zone"] == "hand" and only(wrong)["stockpiles"]["Melissa"] == 20
    plain = {"by": "Melissa", "use": "ability", "card": "omi", "choose": ["raider"]}  # not Melissa's
    assert not battle(_omi_cards(), ATTACK, [plain, hit])["legal"]


def test_put_on_stockpile_refuses_a_card_in_the_battle_or_a_stockpile_losing_cards_ce_rulings_omi_kurita() -> None:
    """Omi Kurita's ability on a card of the battle (the target: a card leaving play mid-battle), and on a Resource
    while the same Stockpile is attacked (its damage would scrap the card just put on top first, Glossary:
    Stockpile), and on a Resource whose asset its player then loses (rulebook p.14; declared in ``players.assets``
    the asset stays): refused out loud, never answered as if the card were elsewhere."""
    use = {"by": "Melissa", "use": "ability", "card": "omi"}
    kurita = unit("Melissa", "slow", attack=0, structure=9, keywords=["Kurita"])
    with pytest.raises(Exception, match="victim takes part in the battle"):
        battle(_omi_cards(victim=kurita), ATTACK, [{**use, "choose": ["victim"]}])
    with pytest.raises(Exception, match="whether victim is a Kurita card is not known"):  # no affiliation given
        battle(_omi_cards(), ATTACK, [{**use, "choose": ["victim"]}])
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    hit = {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 3}}
    with pytest.raises(Exception, match="Melissa's Stockpile loses cards in the battle after a card was put on top"):
        battle(_omi_cards(), mission, [{**use, "choose": ["depot"]}, hit])
    tactics = {"owner": "Melissa", "command": {"name": "Support", "keywords": ["Resource"], "text": "{T}: {R} Tactics"}}
    with pytest.raises(Exception, match="Support provides an asset its player then no longer has"):
        battle(_omi_cards(depot=tactics), ATTACK, [{**use, "choose": ["depot"]}], assets=("", ""))
    declared = battle(_omi_cards(depot=tactics), ATTACK, [{**use, "choose": ["depot"]}])  # Tactics declared anyway
    assert declared["legal"] and only(declared)["cards"]["depot"]["zone"] == "stockpile"


def test_put_on_stockpile_omi_kurita_pool_card(current_pool: CardPool) -> None:
    """Omi Kurita (pool card, read in place; House Kurita, an affiliation printed as an icon or keyword: rulebook,
    Older Printings): used during the mission on a Resource card in play, it goes on top of the Stockpile."""
    cards = _omi_cards(omi={"owner": "Melissa", "card": "Omi Kurita"})
    use = {"by": "Melissa", "use": "ability", "card": "omi", "choose": ["depot"]}
    result = battle(cards, ATTACK, [use], stockpiles=(30, 20), pool=current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["depot"]["zone"] == "stockpile" and only(result)["stockpiles"]["Melissa"] == 21
    itself = battle(cards, ATTACK, [{**use, "choose": ["omi"]}], stockpiles=(30, 20), pool=current_pool)
    assert itself["legal"] and only(itself)["cards"]["omi"]["zone"] == "stockpile"  # Omi is a Kurita card


# --- counting cards in a battle: Simone Devon's count -------------------------------------------------------------

COUNT = "{T}: Count the number of your 'Mechs and the number of opposing 'Mechs. Use this ability only during battle."


def test_count_cards_your_units_and_opposing_units_rulebook_p20() -> None:
    """count_cards: "Count the number of your 'Mechs and the number of opposing 'Mechs." (Simone Devon's count of
    Units, of 'Mechs on an invented card): the 'Mechs in play of each player (rulebook p.20: on patrol, guarding, or
    activated this turn), not a card under construction (CE General Rulings, Construction Region: a site, not a
    Unit); the count changes nothing, and the trace says the numbers. Counting the cards of a hand is refused: the
    scenario does not know how many a hand holds."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "guard": unit("Melissa", "slow", attack=0, structure=9, zone="guard", guarding="Melissa.stockpile"),
        "shell": unit("Melissa", "slow", attack=0, structure=9, zone="construction", counters=2),
        "simone": {"owner": "Melissa", "command": {"name": "Counter", "text": COUNT}},
    }
    use = {"by": "Melissa", "use": "ability", "card": "simone"}
    hit = {"by": "Brian", "assign": "raider", "to": {"victim": 3}}
    result = battle(cards, ATTACK, [use, hit])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["simone"]["tapped"] and only(result)["cards"]["victim"]["damage"] == 3
    texts = [step["text"] for step in result["trace"]]
    assert "Counter counts Melissa's mechs in play: 2; Brian's mechs in play: 1" in texts
    hand = {
        **cards,
        "simone": {
            "owner": "Melissa",
            "command": {
                "name": "Counter",
                "text": COUNT.replace("your 'Mechs and the number of opposing 'Mechs", "cards in your hand"),
            },
        },
    }
    with pytest.raises(Exception, match="counting the cards of a hand"):
        battle(hand, ATTACK, [use, hit])
