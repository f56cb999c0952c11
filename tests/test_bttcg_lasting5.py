"""Speed and lasting effects of Command cards (round 5, issue 17): blocking regardless of speed for the rest of a
mission from an ability used before blockers are assigned (Grayson Death Carlyle's wording), a chosen 'Mech that may be
attacked regardless of its speed (Caught in Hangar's kind). Invented inline cards, worded apart from the pool's texts
(never copied: the developers' guide), reading to the same effects."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import rules as r
from judge.bttcg.scenario_text import read_text
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, only, rules_of, unit

GRAYSON = (
    "{T}: Your 'Mechs may block during current mission regardless of their speed. Use this ability before "
    "assigning blockers."
)


def _grayson(use: bool, **more: Any) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "wall": unit("Melissa", "slow", attack=0, structure=9, **more),
        "gdc": {"owner": "Melissa", "command": {"name": "Mercenary Colonel", "structure": 7, "text": GRAYSON}},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    actions = [{"by": "Melissa", "use": "ability", "card": "gdc"}] if use else []
    return battle(cards, mission, actions)


def test_lasting_ignore_speed_block_before_blockers_ce_rulings_grayson_death_carlyle() -> None:
    """before_blockers with a lasting ignore_speed (Grayson Death Carlyle taps: your 'Mechs may block during the
    current mission whatever the attackers' speed); CE rulings, Grayson Death Carlyle: "works much the same as Perimeter
    Alarm", the blockers ignore the attackers' speed (rulebook p.25 otherwise: a slow Unit cannot block a fast one).
    Used, the slow Wall blocks the fast Raider and the card taps; not used, the block is a violation."""
    result = _grayson(True)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 30 and outcome["cards"]["gdc"]["tapped"]
    assert any("may block regardless of their speed: wall" in step["text"] for step in result["trace"])
    assert r.BLOCK_SPEED in rules_of(_grayson(False))


def test_lasting_ignore_speed_block_tapped_card_cannot_pay_ce_rulings_abilities() -> None:
    """The {T} is paid (rulebook p.27): a tapped Grayson Death Carlyle cannot be used, and the block stays illegal."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "wall": unit("Melissa", "slow", attack=0, structure=9),
        "gdc": {
            "owner": "Melissa",
            "tapped": True,
            "command": {"name": "Mercenary Colonel", "structure": 7, "text": GRAYSON},
        },
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    result = battle(cards, mission, [{"by": "Melissa", "use": "ability", "card": "gdc"}])
    assert not result["legal"]
    assert r.BLOCK_SPEED in rules_of(result)


HANGAR = (
    "Scrap Caught in Hangar when it is revealed. Reveal Caught in Hangar during your Missions phase but not during a "
    "mission. Choose a 'Mech your opponent controls. That 'Mech may be attacked regardless of its speed."
)


def _hangar(reveal: bool, choose: str = "victim", target: str = "victim", phase: str = "missions") -> dict[str, Any]:
    doc: dict[str, Any] = {
        "game": "bttcg",
        "phase": phase,
        "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["T"]}},
        "cards": {
            "raider": unit("Brian", "moderate", attack=3),
            "victim": unit("Melissa", "fast", attack=0, structure=9),
            "other": unit("Melissa", "fast", attack=0, structure=9),
            "hangar": {
                "owner": "Brian",
                "zone": "construction",
                "counters": 2,
                "command": {"name": "Caught in Hangar", "cost": "2+4T", "text": HANGAR},
            },
        },
        "actions": [{"by": "Brian", "activate": "hangar", "choose": [choose]}] if reveal else [],
        "mission": {"attacker": "Brian", "group": ["raider"], "target": target},
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_ignore_speed_be_attacked_during_the_turn_rulebook_p24_caught_in_hangar() -> None:
    """ignore_speed (be_attacked) from a card revealed during the Missions phase (Caught in Hangar: "Choose a 'Mech
    your opponent controls", which "may be attacked" whatever its speed): rulebook p.24, a Unit is attacked
    only by Units faster than it; p.9, the card makes the exception. The moderate Raider attacks the fast 'Mech
    chosen; not revealed, or another fast 'Mech attacked, the attack is a violation of the speed rule."""
    result = _hangar(True)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["victim"]["damage"] == 3 and outcome["cards"]["hangar"]["zone"] == "scrapheap"
    assert r.TARGET_SLOWER_UNIT in rules_of(_hangar(False))
    assert r.TARGET_SLOWER_UNIT in rules_of(_hangar(True, target="other"))


def test_ignore_speed_be_attacked_needs_an_opposing_mech_chosen_strict_mode() -> None:
    """The choice is the scenario's (strict mode): choosing one of Brian's own 'Mechs does not fit "a 'Mech your
    opponent controls" and is a violation."""
    assert not _hangar(True, choose="raider")["legal"]


def test_reveal_during_missions_phase_is_its_activation_ce_rulings_inside_job() -> None:
    """An older printing's "Reveal Caught in Hangar during your Missions phase but not during a mission" is when it
    is activated (rulebook p.20: activating reveals the card; CE rulings, Inside Job: such older wordings read "You
    may activate this card only when ..."): activated in the Deploy phase it is a violation; its cost must be paid."""
    early = _hangar(True, phase="deploy")
    assert not early["legal"] and "only during the Missions phase" in early["violations"][0]["message"]
    doc = yaml.safe_dump(
        {
            "game": "bttcg",
            "phase": "missions",
            "players": {"Brian": {"assets": []}, "Melissa": {"assets": []}},
            "cards": {
                "victim": unit("Melissa", "fast", attack=0, structure=9),
                "hangar": {
                    "owner": "Brian",
                    "zone": "construction",
                    "counters": 2,
                    "command": {"name": "Caught in Hangar", "cost": "2+4T", "text": HANGAR},
                },
            },
            "actions": [{"by": "Brian", "activate": "hangar", "choose": ["victim"]}],
        }
    )
    unpaid = answer(doc)
    assert not unpaid["legal"] and "costs 6" in unpaid["violations"][0]["message"]


RAPID = (
    "Scrap Rapid Deployment when it is revealed. Until end of turn, you may pay {R} as often as you wish and "
    "gain an additional deployment each time."
)


def _rapid(actions: list[dict[str, Any]], activated: bool = True) -> dict[str, Any]:
    cards: dict[str, Any] = {
        "rapid": {
            "owner": "Brian",
            "zone": "construction",
            "counters": 4,
            "command": {"name": "Rapid Deployment", "cost": "0+2L+2T", "text": RAPID},
        },
        **{f"r{i}": {"owner": "Brian", "command": {"name": f"Depot {i}", "text": "{T}: {R}"}} for i in range(2)},
        **{
            f"u{i}": {
                "owner": "Brian",
                "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 1},
                "zone": "hand",
            }
            for i in range(4)
        },
    }
    first = [{"by": "Brian", "activate": "rapid"}] if activated else []
    doc = {"game": "bttcg", "players": {"Brian": {}, "Melissa": {}}, "phase": "deploy", "cards": cards}
    doc["actions"] = [*first, *actions]
    return answer(yaml.safe_dump(doc, sort_keys=False))


_PAY = {"by": "Brian", "use": "pay", "card": "rapid"}
_DEPLOY4 = [{"by": "Brian", "deploy": f"u{i}"} for i in range(4)]


def test_pay_repeatedly_additional_deployment_until_end_of_turn_rulebook_p18() -> None:
    """A lasting may of pay_repeatedly (Rapid Deployment: until the end of the turn, "you may pay {R} as often as you
    wish" and gain one more deployment each time): rulebook p.18, cards give additional deployments; p.19,
    resources are tapped for and spent. Brian pays twice and deploys four cards; without paying, the third
    deployment is a violation (two a turn)."""
    paid = [{"by": "Brian", "tap": ["r0"]}, _PAY, {"by": "Brian", "tap": ["r1"]}, _PAY]
    result = _rapid([*paid, *_DEPLOY4])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert all(outcome["cards"][f"u{i}"]["zone"] == "construction" for i in range(4))
    assert outcome["cards"]["rapid"]["zone"] == "scrapheap"
    unpaid = _rapid(_DEPLOY4)
    assert [v["action"] for v in unpaid["violations"]] == [3, 4]  # the third and fourth deployments


def test_pay_repeatedly_needs_resources_and_the_card_rulebook_p19() -> None:
    """Each payment spends a resource tapped for just before (rulebook p.19): paying with none is a violation; and
    without the card activated there is nothing to pay for (strict mode)."""
    broke = _rapid([_PAY])
    assert [v["action"] for v in broke["violations"]] == [1]
    assert "0 unspent" in broke["violations"][0]["message"]
    nothing = _rapid([{"by": "Brian", "tap": ["r0"]}, _PAY], activated=False)
    assert [v["action"] for v in nothing["violations"]] == [1]


RACKET = (
    "Choose an opponent. For each Unique card he or she controls, opponent either pays (1 +2P) during his or her "
    "Repair/Reload phase or scraps that card."
)


def _racket(actions: list[dict[str, Any]], assets: list[str], racket_owner: str = "Melissa") -> dict[str, Any]:
    hero = {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 3}
    doc = {
        "game": "bttcg",
        "phase": "repair",
        "players": {"Brian": {"assets": assets}, "Melissa": {}},
        "cards": {
            "hero": {"owner": "Brian", "unit": {**hero, "name": "Hero", "keywords": ["Unique"]}},
            "grunt": {"owner": "Brian", "unit": {**hero, "name": "Grunt"}},
            "built": {
                "owner": "Brian",
                "zone": "construction",
                "unit": {**hero, "name": "Prototype", "keywords": ["Unique"]},
            },
            "depot": {"owner": "Brian", "command": {"name": "Depot", "text": "{T}: {R}"}},
            "racket": {"owner": racket_owner, "command": {"name": "Protection Racket", "text": RACKET}},
        },
        "actions": [*actions, {"by": "Brian", "phase": "missions"}],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


_PAY_HERO = [{"by": "Brian", "tap": ["depot"]}, {"by": "Brian", "use": "upkeep", "card": "hero"}]


def test_pay_or_else_imposed_in_repair_reload_phase_rulebook_p19_p21() -> None:
    """pay_or_else for each Unique card (Protection Racket: for each Unique card he or she controls, the opponent pays
    1+2P in his or her Repair/Reload phase, or scraps it): rulebook p.9, the card's text is the
    rule; p.21, the Repair/Reload phase; p.19, a cost 1+2P is 1 with Politics available. Brian pays for his Unique
    Hero and keeps it; not paying, he scraps it. Grunt (not Unique) and the Prototype under construction owe nothing."""
    paid = _racket(_PAY_HERO, ["P"])
    assert paid["legal"], paid["violations"]
    cards = only(paid)["cards"]
    assert cards["hero"]["zone"] == "patrol" and cards["depot"]["tapped"]
    unpaid = _racket([], ["P"])
    assert unpaid["legal"], unpaid["violations"]
    cards = only(unpaid)["cards"]
    assert cards["hero"]["zone"] == "scrapheap"
    assert cards["grunt"]["zone"] == "patrol" and cards["built"]["zone"] == "construction"


def test_pay_or_else_costs_asset_costs_without_the_asset_rulebook_p19() -> None:
    """Without Politics the payment costs 3 (rulebook p.19): one resource is not enough (a violation), and the card
    imposes nothing on the card's own controller's Units (only on the opponent's)."""
    short = _racket(_PAY_HERO, [])
    assert [v["action"] for v in short["violations"]] == [1]
    assert "costs 3" in short["violations"][0]["message"]
    mine = _racket([], [], racket_owner="Brian")
    assert mine["legal"] and only(mine)["cards"]["hero"]["zone"] == "patrol"


def test_pay_or_else_does_nothing_in_a_battle_rulebook_p26() -> None:
    """Beside a battle, Protection Racket in Melissa's Command Post does nothing (its payment comes in a
    Repair/Reload phase): the battle is answered, not refused (rulebook p.26: Command cards in play may affect a
    battle only by what their text does there)."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "racket": {"owner": "Melissa", "command": {"name": "Protection Racket", "text": RACKET}},
    }
    result = battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"})
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 27


TREACHERY_CE = (
    "Scrap this card when it is revealed. Choose any opponent. During that opponent's next turn, each patrolling or "
    "guarding Unit attacks your Stockpile if able."
)
TREACHERY_UNLIMITED = (
    "Scrap Treachery! when it is revealed. Next turn, each 'Mech opponent controls able to attack your Stockpile must "
    "do so."
)


def _treachery_turn(text: str, target: str, in_force: bool = True, owner: str = "Melissa") -> dict[str, Any]:
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "cards": {
            "raider": unit("Brian", "fast", attack=3),
            "victim": unit("Melissa", "slow", attack=0, structure=9),
            "treachery": {
                "owner": owner,
                "zone": "scrapheap",
                "command": {"name": "Treachery!", "keywords": ["Subterfuge"], "text": text},
            },
        },
        "mission": {"attacker": "Brian", "group": ["raider"], "target": target},
    }
    if in_force:
        doc["turn"] = {"in_force": ["treachery"]}
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_must_attack_next_turn_in_force_ce_rulings_treachery() -> None:
    """must_attack lasting into the opponent's next turn (Treachery!: during that opponent's next turn, each of his or
    her guarding or patrolling Units "attacks your Stockpile if able"; Unlimited: each of his or her 'Mechs able to
    attack it must), declared in force from Melissa's last turn (turn.in_force): CE rulings,
    Treachery!, an untapped Unit not prevented from attacking is able, and must attack her Stockpile: Brian's
    untapped Raider attacking her slow 'Mech is a violation; attacking her Stockpile is legal; without the effect in
    force, either is legal."""
    for text in (TREACHERY_CE, TREACHERY_UNLIMITED):
        wrong = _treachery_turn(text, "victim")
        assert not wrong["legal"] and "must do so" in wrong["violations"][0]["message"]
        assert "ce-rulings/treachery" in rules_of(wrong)
        right = _treachery_turn(text, "Melissa.stockpile")
        assert right["legal"], right["violations"]
        assert only(right)["stockpiles"]["Melissa"] == 27
        assert _treachery_turn(text, "victim", in_force=False)["legal"]


def test_must_attack_in_force_only_from_the_opponents_card_scenario_extension() -> None:
    """turn.in_force names a card whose effect holds in its opponent's next turn: Brian's own Treachery! cannot be in
    force in his turn (loading refuses it, with the reason)."""
    with pytest.raises(ScenarioError, match="not this one"):
        _treachery_turn(TREACHERY_CE, "victim", owner="Brian")


def test_must_attack_waits_for_the_next_turn_when_revealed_rulebook_p20() -> None:
    """Activated (so revealed: rulebook p.20) in Melissa's Deploy phase, Treachery! is scrapped and changes nothing in
    her turn: the trace says it waits for Brian's next turn."""
    doc = {
        "game": "bttcg",
        "phase": "deploy",
        "players": {"Brian": {}, "Melissa": {}},
        "cards": {
            "treachery": {
                "owner": "Brian",
                "zone": "construction",
                "counters": 7,
                "command": {"name": "Treachery!", "cost": "1+6P", "text": TREACHERY_CE},
            },
        },
        "actions": [{"by": "Brian", "activate": "treachery"}],
    }
    result = answer(yaml.safe_dump(doc, sort_keys=False))
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["treachery"]["zone"] == "scrapheap"
    assert any("during Melissa's next turn, each Unit Melissa controls" in s["text"] for s in result["trace"])


def test_in_force_reads_and_writes_in_plain_text_scenario_extension() -> None:
    """turn.in_force in plain text: "From the last turn, Treachery! is in force." reads to the card's id and answers
    as the YAML does (the violation of Treachery!)."""
    text = (
        "The players are Brian and Melissa.\n"
        "Brian has a fast 'Mech (id raider) with attack 3, armor 0 and structure 5.\n"
        "Melissa has a slow 'Mech (id victim) with attack 0, armor 0 and structure 9.\n"
        f'Melissa has a Command card Treachery! with text "{TREACHERY_CE}" in the scrapheap.\n'
        "From the last turn, Treachery! is in force.\n"
        "Brian attacks victim with raider.\n"
    )
    data = read_text(text).data
    assert data["turn"] == {"in_force": ["treachery"]}
    result = answer(yaml.safe_dump(data, sort_keys=False))
    assert not result["legal"] and "must do so" in result["violations"][0]["message"]


def _pool_doc(cards: dict[str, Any], **more: Any) -> str:
    doc: dict[str, Any] = {"game": "bttcg", "players": {"Brian": {"assets": ["P", "T", "L"]}, "Melissa": {}}}
    doc.update(more)
    doc["cards"] = cards
    return yaml.safe_dump(doc, sort_keys=False)


def test_pool_cards_read_in_place_rulebook_p9(current_pool: CardPool) -> None:
    """The pool's own texts (read in place from ../shared, errata applied): Treachery! (Commander's Edition wording)
    in force binds Brian's Raider; Rapid Deployment activated and paid for once gives a third deployment; Grayson
    Death Carlyle lets a slow 'Mech block a fast one (rulebook p.9: the card's text makes the exception)."""
    raider = unit("Brian", "fast", attack=3)
    treachery = _pool_doc(
        {
            "raider": raider,
            "victim": unit("Melissa", "slow", attack=0, structure=9),
            "treachery": {"owner": "Melissa", "zone": "scrapheap", "card": "Treachery!"},
        },
        turn={"in_force": ["treachery"]},
        mission={"attacker": "Brian", "group": ["raider"], "target": "victim"},
    )
    assert "must do so" in answer(treachery, current_pool)["violations"][0]["message"]
    hand = {
        f"u{i}": {"owner": "Brian", "zone": "hand", "unit": {"type": "mech", "speed": "slow", "attack": 1}}
        for i in range(3)
    }
    hand = {k: {**v, "unit": {**v["unit"], "armor": 0, "structure": 1}} for k, v in hand.items()}
    rapid = _pool_doc(
        {
            "rapid": {"owner": "Brian", "zone": "construction", "counters": 0, "card": "Rapid Deployment"},
            "depot": {"owner": "Brian", "command": {"name": "Depot", "text": "{T}: {R}"}},
            **hand,
        },
        phase="deploy",
        actions=[
            {"by": "Brian", "activate": "rapid"},
            {"by": "Brian", "tap": ["depot"]},
            _PAY,
            *[{"by": "Brian", "deploy": f"u{i}"} for i in range(3)],
        ],
    )
    paid = answer(rapid, current_pool)
    assert paid["legal"], paid["violations"]
    grayson = battle(
        {
            "raider": raider,
            "wall": unit("Melissa", "slow", attack=0, structure=9),
            "gdc": {"owner": "Melissa", "card": "Grayson Death Carlyle"},
        },
        {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]},
        [{"by": "Melissa", "use": "ability", "card": "gdc"}],
        pool=current_pool,
    )
    assert grayson["legal"], grayson["violations"]


def test_must_attack_with_an_attack_limit_refused_1997_rulings_takashi_kurita() -> None:
    """With an attack limit in play (Takashi Kurita: the opponent attacks at most once a turn, attacks on Takashi
    aside), only one 'Mech is "able to attack your Stockpile" (1997
    rulings, Takashi Kurita): which ones are bound is refused, never guessed."""
    doc = yaml.safe_load(
        _pool_doc(
            {
                "raider": unit("Brian", "fast", attack=3),
                "victim": unit("Melissa", "slow", attack=0, structure=9),
                "treachery": {
                    "owner": "Melissa",
                    "zone": "scrapheap",
                    "command": {"name": "Treachery!", "text": TREACHERY_CE},
                },
                "takashi": {
                    "owner": "Melissa",
                    "command": {
                        "name": "Coordinator",
                        "text": "Opponent cannot attack more than once per turn. Attacks that target Coordinator do "
                        "not count toward this limit.",
                    },
                },
            },
            turn={"in_force": ["treachery"]},
            mission={"attacker": "Brian", "group": ["raider"], "target": "victim"},
        )
    )
    with pytest.raises(ScenarioError, match="limits the attacks"):
        answer(yaml.safe_dump(doc, sort_keys=False))
