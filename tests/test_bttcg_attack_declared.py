"""Abilities used as their player declares an attack (judge/bttcg/attack_declared.py, DSL ``declaring_attack``): Oda
Hideyoshi, used as its player attacks with a single 'Mech: one blocking 'Mech at most, no Mission card of its player for
the mission. Rulebook p.9 (a card's text makes the exception), p.24-25 (blocking after the attack is declared), p.27 (an
ability once each battle, {T} paid), p.13 (a mission's effects end with it); CE General Rulings, Abilities (a condition
is checked as the ability is used). The card's text is read in place from ../shared/data (skipped without it), on an
inline card named Lord."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from judge.bttcg.attack_declared import CARDS_MAKE_EXCEPTIONS, RULE_IDS
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.lasting import end
from judge.bttcg.state import PlayBan
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import battle, mission_card, only, rules_of, traced, unit
from tests.test_bttcg_turn import position

USE = {"by": "Brian", "use": "ability", "card": "lord"}


def _cards(pool: CardPool, **more: Any) -> dict[str, Any]:
    card = pool.lookup("Oda Hideyoshi", "bttcg")
    assert isinstance(card, BtCard) and card.text
    return {
        "lord": {"owner": "Brian", "command": {"name": "Lord", "text": card.text, "armor": 1, "structure": 5}},
        "raider": unit("Brian", "fast", attack=4),
        "wing": unit("Brian", "fast", attack=2),
        "a": unit("Melissa", "fast", attack=1, structure=9),
        "b": unit("Melissa", "fast", attack=1, structure=9),
        **more,
    }


def _mission(group: list[str], blockers: list[str]) -> dict[str, Any]:
    return {"attacker": "Brian", "group": group, "target": "Melissa.stockpile", "blockers": blockers}


def test_opponent_blocks_with_one_mech_at_most_declaring_attack_rulebook_p9_p25(full_pool: CardPool) -> None:
    """Brian attacks with one 'Mech and uses the Lord as he declares it: Melissa blocking with two 'Mechs breaks the
    card's limit (a violation naming it); with one she blocks legally, and the Lord is tapped."""
    two = battle(_cards(full_pool), _mission(["raider"], ["a", "b"]), [USE])
    assert not two["legal"] and CARDS_MAKE_EXCEPTIONS in rules_of(two)
    assert any("cannot assign more than 1" in v["message"] for v in two["violations"])
    one = battle(_cards(full_pool), _mission(["raider"], ["a"]), [USE])
    assert one["legal"], one["violations"]
    assert only(one)["cards"]["lord"]["tapped"]
    assert CARDS_MAKE_EXCEPTIONS in traced(one)


def test_only_when_declaring_an_attack_with_only_one_mech_ce_general_rulings_abilities(full_pool: CardPool) -> None:
    """CE General Rulings, Abilities (a condition is checked as the ability is used): an attack with two 'Mechs does
    not allow the use; nor does Melissa's use of Brian's card."""
    two = battle(_cards(full_pool), _mission(["raider", "wing"], []), [USE])
    assert not two["legal"] and r.CONDITION_CHECKED_ON_PLAY in rules_of(two)
    hers = battle(_cards(full_pool), _mission(["raider"], []), [{**USE, "by": "Melissa"}])
    assert not hers["legal"]


def test_used_later_in_the_battle_is_a_violation_ce_general_rulings_abilities(full_pool: CardPool) -> None:
    """Used after the attack was declared (not first among the mission's actions): its condition does not hold as it
    is used (CE General Rulings, Abilities): a violation, the Lord stays untapped and Melissa's two blockers stand."""
    result = battle(_cards(full_pool), _mission(["raider"], ["a", "b"]), [{"by": "Melissa", "pass": True}, USE])
    assert not result["legal"]
    assert any("when declaring an attack" in v["message"] for v in result["violations"])
    assert not only(result)["cards"]["lord"]["tapped"]


def test_no_mission_cards_during_this_mission_rulebook_p13(full_pool: CardPool) -> None:
    """ "You cannot play Mission cards during this mission": Brian's Mission card after the use is a violation
    naming the Lord; Melissa may still play hers (rulebook p.32 with p.9); the ban ends with the mission (p.13)."""
    boost = mission_card("Brian", "Choose one of your 'Mechs. That 'Mech gets +1 attack.", "Boost")
    theirs = mission_card("Melissa", "Choose one of your 'Mechs. That 'Mech gets +1 attack.", "Guard Up")
    cards = _cards(full_pool, boost=boost, theirs=theirs)
    play = {"by": "Brian", "play": "boost", "choose": ["raider"]}
    banned = battle(cards, _mission(["raider"], ["a"]), [USE, play])
    assert not banned["legal"]
    assert any("Lord" in v["message"] for v in banned["violations"])
    allowed = battle(cards, _mission(["raider"], ["a"]), [USE, {"by": "Melissa", "play": "theirs", "choose": ["a"]}])
    assert allowed["legal"], allowed["violations"]
    pos = position({})
    pos.bans = [PlayBan("Lord", "Brian", "Mission", until="mission"), PlayBan("Blackout", None, "Mission")]
    end(pos, "mission")
    assert [b.source for b in pos.bans] == ["Blackout"]  # a ban "until end of turn" goes on (play_bans.py)


def test_oda_hideyoshi_is_executed_in_the_pool(current_pool: CardPool) -> None:
    """Coverage tells the truth (issue 17): Oda Hideyoshi (pool card) has every ability executed."""
    card = next(c for c in current_pool.cards if isinstance(c, BtCard) and c.name == "Oda Hideyoshi")
    assert not card_refusals(face_of_pool_card(card)).refused


def test_oda_hideyoshi_pool_card_limits_blockers(full_pool: CardPool) -> None:
    """Oda Hideyoshi read in place: the same limit on Melissa's blockers."""
    cards = _cards(full_pool, lord={"owner": "Brian", "card": "Oda Hideyoshi"})
    result = battle(cards, _mission(["raider"], ["a", "b"]), [USE], pool=full_pool)
    assert not result["legal"]


def test_the_knowledge_base_resolves_the_attack_declared_rules() -> None:
    """Every rule id cited by attack_declared resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
