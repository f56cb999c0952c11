"""Pilots and Enhancements: their stats in battle, initiative included (rulebook p.26; Glossary, Initiative score),
where they go when activated by their own text (``put_on``, ``played_on``), what happens to them when their card
leaves play (rulebook p.12), and ``counts as`` (rulebook p.13, Unique Cards). One test per rule, named after it and
citing its source. Pool cards are read in place from ../shared/data (skipped without it); the others are inline."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg import deploy as d
from judge.bttcg import turn_rules as t
from judge.bttcg.state import UnsupportedError
from judge.pool import CardPool
from tests.bttcg_helpers import battle, mission_card, only, unit
from tests.test_bttcg_turn import BRIAN, MELISSA, command, position, rules_of, runner
from tests.test_bttcg_turn import unit as turn_unit

ATTACK = {"attacker": "Brian", "group": ["raider"], "target": "victim"}


def pilot(owner: str, on: str, text: str, name: str = "Ace") -> dict[str, Any]:
    return {"owner": owner, "command": {"name": name, "keywords": ["Pilot"], "text": text}, "on": on}


def enhancement(owner: str, on: str, text: str, name: str = "Kit") -> dict[str, Any]:
    return {"owner": owner, "command": {"name": name, "keywords": ["Enhancement"], "text": text}, "on": on}


# --- stats in battle ----------------------------------------------------------------------------------------------


def test_pilot_initiative_counts_in_battle_rulebook_p26_glossary() -> None:
    """rulebook p.26: "Your total initiative score is equal to your base initiative plus all initiative modifiers
    provided by all your cards that can affect the battle"; Glossary: "typically just your Units and their Pilots".
    Melissa's Pilot (+2 initiative) on the target in the battle: 1 + 2 = 3, and she wins initiative."""
    cards = {
        "raider": unit("Brian", "fast"),
        "victim": unit("Melissa", "slow"),
        "ace": pilot("Melissa", "victim", "+2 initiative, +1 attack"),
    }
    result = battle(cards, ATTACK)
    assert result["legal"], result["violations"]
    assert result["initiative"] == {"winner": "Melissa", "scores": {"Brian": 1, "Melissa": 3}}


def test_pool_pilot_initiative_and_attack_rulebook_p26(current_pool: CardPool) -> None:
    """rulebook p.26 (initiative score) with a pool Pilot read in place: Wolf Dragoons Pilot, "+2 initiative, +1
    attack", on Brian's attacker: Brian's score is 1 + 2, and the 'Mech deals its attack + 1 to the Stockpile."""
    cards = {
        "raider": unit("Brian", "fast", attack=4),
        "victim": unit("Melissa", "slow", attack=0),
        "dragoon": {"owner": "Brian", "card": "Wolf Dragoons Pilot", "on": "raider"},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    result = battle(cards, mission, pool=current_pool)
    assert result["legal"], result["violations"]
    assert result["initiative"]["scores"] == {"Brian": 3, "Melissa": 1}
    assert only(result)["stockpiles"]["Melissa"] == 30 - 5


def test_pilot_of_a_unit_not_in_the_battle_gives_no_initiative_rulebook_p26() -> None:
    """rulebook p.26: "Enhancements and Pilots on Units can affect the battle as long as they belong to a Unit that is
    involved": a Pilot on a 'Mech at home adds nothing."""
    cards = {
        "raider": unit("Brian", "fast"),
        "victim": unit("Melissa", "slow"),
        "home": unit("Melissa", "slow"),
        "ace": pilot("Melissa", "home", "+2 initiative"),
    }
    assert battle(cards, ATTACK)["initiative"]["scores"] == {"Brian": 1, "Melissa": 1}


def test_removed_units_pilot_initiative_no_longer_counts_ce_rulings() -> None:
    """CE General Rulings, Removing Units from Battle: "continuous abilities of these Units and their Enhancements and
    Pilots no longer apply"; rulebook p.27: "if that Unit was contributing to your initiative score, your score drops".
    Brian removes the blocker carrying Melissa's +2 initiative Pilot: her score falls back to 1."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "victim": unit("Melissa", "slow", attack=0),
        "guard": unit("Melissa", "fast", attack=0),
        "ace": pilot("Melissa", "guard", "+2 initiative"),
        "away": mission_card(
            "Brian", "Play only when blocked. Choose any blocking Unit. Remove that Unit from battle."
        ),
    }
    mission = {**ATTACK, "blockers": ["guard"]}
    before = battle(cards, mission)
    assert before["initiative"]["scores"] == {"Brian": 1, "Melissa": 3}
    after = battle(
        cards, mission, [{"by": "Brian", "pass": True}, {"by": "Brian", "play": "away", "choose": ["guard"]}]
    )
    assert after["legal"], after["violations"]
    assert after["initiative"]["scores"] == {"Brian": 1, "Melissa": 1}


def test_two_continuous_effects_on_one_unit_add_up_rulebook_p26_ce_rulings() -> None:
    """Two continuous effects on one Unit: a Pilot ("+1 initiative, +1 attack") and an Enhancement ("That Unit gets
    -1 structure and +1 attack") on the same 'Mech both apply (rulebook p.26: they affect the battle while their Unit
    is in it; CE General Rulings, Enhancements: any number on one Unit). The 4-attack 'Mech deals 6; its structure
    is 5 - 1 = 4, so 4 damage from the target scraps it, with both cards on it (rulebook p.12)."""
    cards = {
        "raider": unit("Brian", "fast", attack=4, armor=0, structure=5),
        "victim": unit("Melissa", "slow", attack=4, armor=0, structure=9),
        "ace": pilot("Brian", "raider", "+1 initiative, +1 attack"),
        "kit": enhancement("Brian", "raider", "That Unit gets -1 structure and +1 attack."),
    }
    mission = ATTACK  # unblocked: the target Unit fights the attackers (rulebook p.25)
    actions = [
        {"by": "Melissa", "assign": "victim", "to": {"raider": 4}},
        {"by": "Brian", "assign": "raider", "to": {"victim": 6}},
    ]
    result = battle(cards, mission, actions)
    assert result["legal"], result["violations"]
    assert result["initiative"]["scores"] == {"Brian": 2, "Melissa": 1}
    state = only(result)["cards"]
    assert state["victim"]["damage"] == 6
    assert state["raider"]["zone"] == state["ace"]["zone"] == state["kit"]["zone"] == "scrapheap"


def test_counts_as_is_no_refusal_in_battle_rulebook_p13() -> None:
    """rulebook p.13, Unique Cards: "They count as the original version for purposes of having more than one in
    play": a naming rule, checked on activation; in a battle the Pilot's other text still applies (+1 initiative)."""
    cards = {
        "raider": unit("Brian", "fast"),
        "victim": unit("Melissa", "slow"),
        "ace": pilot("Melissa", "victim", "Counts as Old Ace while in play. +1 initiative", name="New Ace"),
    }
    result = battle(cards, ATTACK)
    assert result["legal"], result["violations"]
    assert result["initiative"]["scores"] == {"Brian": 1, "Melissa": 2}


def test_counts_as_blocks_activating_the_original_unique_rulebook_p13() -> None:
    """rulebook p.13: Phelan Ward "Counts as Phelan while in play"; "they can't be active at the same time"; CE
    rulings, Unique Cards: it "may not be activated". Melissa's Pilot counting as Old Ace is in play: Brian's Unique
    Old Ace is not activated."""
    newer = {"name": "New Ace", "keywords": ["Pilot", "Unique"], "text": "Counts as Old Ace while in play."}
    pos = position(
        {
            "theirs": turn_unit(MELISSA),
            "new": {"owner": MELISSA, "command": newer, "on": "theirs"},
            "mech": turn_unit(BRIAN),
            "old": {
                "owner": BRIAN,
                "command": {"name": "Old Ace", "keywords": ["Pilot", "Unique"]},
                "zone": "construction",
            },
        }
    )
    run = runner(pos, "deploy", costs={"old": "0"})
    d.activate(run, 0, BRIAN, "old", on="mech")
    assert {t.UNIQUE, t.UNIQUE_COUNTS_AS} <= rules_of(pos)
    assert pos.cards["old"].zone == "construction"


# --- put on when activated ------------------------------------------------------------------------------------------

RETROFIT = (
    "When you activate this card, put it on one of your Units having at least 1 attack. That Unit gets -1 attack."
)


def _activate(cards: dict[str, Any], card_id: str, on: str | None) -> Any:
    pos = position(cards)
    run = runner(pos, "deploy", costs={card_id: "0"})
    d.activate(run, 0, BRIAN, card_id, on=on)
    return pos


def test_put_on_one_of_your_units_when_activated_rulebook_p12() -> None:
    """put_on: "When you activate this card, put it on one of your Units having at least 1 attack" (rulebook p.12:
    Enhancements are put on Units; rulebook p.9: a card's text makes exceptions). On Brian's 2-attack 'Mech it goes
    on; on Melissa's Unit or a 0-attack one it does not, and stays under construction."""
    cards = {
        "kit": command(BRIAN, zone="construction", text=RETROFIT, keywords=["Enhancement"]),
        "mech": turn_unit(BRIAN, attack=2),
        "weak": turn_unit(BRIAN, attack=0),
        "theirs": turn_unit(MELISSA, attack=5),
    }
    pos = _activate(cards, "kit", "mech")
    assert not pos.violations and pos.cards["kit"].on == "mech" and pos.cards["kit"].zone == "command_post"
    for host in ("theirs", "weak"):
        pos = _activate(cards, "kit", host)
        assert t.RULES_MAKE_EXCEPTIONS in rules_of(pos) and pos.cards["kit"].zone == "construction"


def test_put_on_any_opposing_unit_rulebook_p9_ce_rulings() -> None:
    """put_on "any opposing Unit" (Tracking System Failure's wording): the text puts it on an opponent's Unit, even
    below 0 (CE rulings, Unit Stats: "Your opponent may play an Enhancement on one of your Units that would reduce
    its attack ... below 0"), not on one of Brian's own."""
    text = "When you activate this card, put it on any opposing Unit. That Unit gets -2 attack."
    cards = {
        "jam": command(BRIAN, zone="construction", text=text, keywords=["Enhancement"]),
        "mech": turn_unit(BRIAN, attack=2),
        "theirs": turn_unit(MELISSA, attack=1),
    }
    assert t.RULES_MAKE_EXCEPTIONS in rules_of(_activate(cards, "jam", "mech"))
    pos = _activate(cards, "jam", "theirs")
    assert not pos.violations and pos.cards["jam"].on == "theirs"


def test_put_on_a_unit_without_jump_rulebook_p9() -> None:
    """put_on "one of your Units without Jump" (Jump Jet Retrofit's wording): not on a Unit that has Jump."""
    text = "When you activate this card, put it on one of your Units without Jump. That Unit gets +1 initiative."
    cards = {
        "jets": command(BRIAN, zone="construction", text=text, keywords=["Enhancement"]),
        "jumper": turn_unit(BRIAN, text="Jump (-1 attack: +1 initiative)"),
        "walker": turn_unit(BRIAN),
    }
    assert t.RULES_MAKE_EXCEPTIONS in rules_of(_activate(cards, "jets", "jumper"))
    assert _activate(cards, "jets", "walker").cards["jets"].on == "walker"


def test_played_on_a_mech_only_rulebook_p9(current_pool: CardPool) -> None:
    """played_on: "Play NARC Retrofit only on a 'Mech with a base attack of at least 1" (pool card, read in place):
    not on a Vehicle, nor on a 'Mech of base attack 0."""
    from judge.bttcg.answer import build_position
    from judge.bttcg.scenario import BtScenario
    from judge.cards.models import BtCard

    narc = current_pool.lookup("NARC Retrofit", "bttcg")
    assert isinstance(narc, BtCard)
    for host, fits in (("mech", True), ("tank", False), ("zero", False)):
        scenario = BtScenario.model_validate(
            {
                "game": "bttcg",
                "players": {BRIAN: {"stockpile": 30}, MELISSA: {"stockpile": 30}},
                "cards": {
                    "narc": {"owner": BRIAN, "card": "NARC Retrofit", "zone": "construction"},
                    "mech": turn_unit(BRIAN, attack=3),
                    "tank": turn_unit(BRIAN, attack=3, type="vehicle"),
                    "zero": turn_unit(BRIAN, attack=0),
                },
            }
        )
        pos = build_position(scenario, {"narc": narc})
        run = runner(pos, "deploy", costs={"narc": "0"})
        d.activate(run, 0, BRIAN, "narc", on=host)
        assert (pos.cards["narc"].on == host) is fits, (host, pos.violations)


def test_put_on_a_mech_of_80_tons_refused_without_tonnage_rulebook_p11() -> None:
    """put_on "one of your 'Mechs of 80 tons or more" (Intimidating Paint Job's wording): an inline 'Mech has no
    tonnage (rulebook p.11, Tonnage), so the engine refuses rather than guess."""
    text = "When you activate this card, put it on one of your 'Mechs of 80 tons or more."
    cards = {
        "paint": command(BRIAN, zone="construction", text=text, keywords=["Enhancement"]),
        "mech": turn_unit(BRIAN),
    }
    with pytest.raises(UnsupportedError, match="tonnage"):
        _activate(cards, "paint", "mech")


def test_put_on_enhancement_then_battles_with_its_unit_rulebook_p26() -> None:
    """An Enhancement put on a Unit when activated affects the battle with it (rulebook p.26): after the activation,
    Brian's 'Mech attacks with 3 - 1 = 2 attack."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "victim": unit("Melissa", "slow", attack=0),
        "kit": enhancement("Brian", "raider", RETROFIT),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    result = battle(cards, mission)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 28


def test_enhancement_goes_with_its_unit_when_scrapped_rulebook_p12() -> None:
    """rulebook p.12: "The only way to get rid of an Enhancement is to get rid of whatever it's on": the blocker with
    an Enhancement is scrapped in battle, and the Enhancement goes to the Scrapheap with it."""
    cards = {
        "raider": unit("Brian", "fast", attack=6),
        "victim": unit("Melissa", "slow", attack=0),
        "guard": unit("Melissa", "fast", attack=0, armor=0, structure=5),
        "kit": enhancement("Melissa", "guard", "That Unit gets +1 armor."),
    }
    mission = {**ATTACK, "blockers": ["guard"]}
    result = battle(cards, mission, [{"by": "Brian", "assign": "raider", "to": {"guard": 6}}])
    assert result["legal"], result["violations"]
    state = only(result)["cards"]
    assert state["guard"]["zone"] == state["kit"]["zone"] == "scrapheap"


def test_usable_pilots_and_enhancements_ratchet(current_pool: CardPool) -> None:
    """benchmarks/executable.py's third figure held as a ratchet: the pool's Pilots and Enhancements (Terrain aside)
    a battle takes on a 'Mech: 50 of 61 (14 before their initiative, "counts as", abilities used, restrictions on
    attacking, blocking and being attacked, group stat changes, options without drawback and speeds were executed;
    43 before the speed exceptions of block_exceptions.py and the Pilot triggers of pilot_triggers.py: a Pilot's die
    roll as its 'Mech attacks or blocks, Bearer of McKennsy Hammer; "cannot be blocked by patrolling 'Mechs that are
    the same speed", Navigation Computer; a Pilot returned to hand by a die as its 'Mech is scrapped, Natasha
    Kerensky; "may block while tapped", Galen Cox; 51 with a Pilot putting its scrapped 'Mech and itself on the
    Stockpile, Shin Yodama: stockpile_moves.py), 44 of them with every ability their controller uses executed too
    (36 before); 45 with a Pilot's change of each missile roll of its 'Mech, Targeting Ace (rerolls.py); 54 usable
    with site Enhancements that move and take damage redirected "up to" an amount (Combat Engineers, Infantry
    Platoon, Elite Infantry: move_enhancement.py, redirect.py), 47 of them executed with Kamikaze MechWarrior's speed
    comparison, scrapped 'Mech and two dice (ability_conditions.py, die_rolls.py); 63 with the Pilots of the
    rulebook's table of older printings whose keyword line misses Pilot (older_pilots.py), DEST Pilot taken (55) and
    executed (48); 56 with a Pilot's attack for each other 'Mech of its group (pilot_groups.py: Jaime Wolf)."""
    from judge.bttcg.executable import measure_attachments

    report = measure_attachments(current_pool)
    assert report.total >= 63
    assert len(report.usable) >= 56, report.refused.most_common()
    assert len(report.executed) >= 48, report.used_missing.most_common()


def test_put_on_and_draw_when_activated_rulebook_p20(current_pool: CardPool) -> None:
    """ECM Retrofit (pool card, read in place): "When you activate this card, put it on one of your Units. ... Draw a
    card when you activate this card." Activating it (rulebook p.20: what a card does when activated happens then)
    puts it on Brian's 'Mech and draws one card from his Stockpile (rulebook p.18: drawing)."""
    from judge.bttcg.answer import build_position
    from judge.bttcg.scenario import BtScenario
    from judge.cards.models import BtCard

    ecm = current_pool.lookup("ECM Retrofit", "bttcg")
    assert isinstance(ecm, BtCard)
    scenario = BtScenario.model_validate(
        {
            "game": "bttcg",
            "players": {BRIAN: {"stockpile": 10}, MELISSA: {"stockpile": 10}},
            "cards": {
                "ecm": {"owner": BRIAN, "card": "ECM Retrofit", "zone": "construction"},
                "mech": turn_unit(BRIAN, attack=3, structure=5),
            },
        }
    )
    pos = build_position(scenario, {"ecm": ecm})
    run = runner(pos, "deploy", costs={"ecm": "0"})
    before = pos.stockpiles[BRIAN]  # after the Draw phase's two cards
    d.activate(run, 0, BRIAN, "ecm", on="mech")
    assert not pos.violations, pos.violations
    assert pos.cards["ecm"].on == "mech" and pos.cards["ecm"].zone == "command_post"
    assert pos.stockpiles[BRIAN] == before - 1


def test_activated_pilots_and_enhancements_ratchet(current_pool: CardPool) -> None:
    """benchmarks/executable.py's fourth figure held as a ratchet: the pool's Pilots and Enhancements (Terrain aside)
    the turn activates onto a card without a refusal: 57 of 61 (42 before put_on, played_on and drawing when
    activated were executed: 11 refused for 'put_on', 4 for 'draw'); 59 of 63 with the Pilots of the rulebook's
    table of older printings whose keyword line misses Pilot (older_pilots.py: DEST Pilot, Jaime Wolf); 60 with the
    whole-game fixes of the cards7 branch (issue 19)."""
    from judge.bttcg.executable import measure_activation

    report = measure_activation(current_pool)
    assert report.total >= 63
    assert len(report.activated) >= 60, report.refused.most_common()
