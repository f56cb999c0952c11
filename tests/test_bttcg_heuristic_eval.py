"""The heuristic strategy's estimates (judge/bttcg/game/heuristic_eval.py) on invented positions: each follows the
rule it cites, so a sensible choice among legal actions is made from the engine's own reading of the position."""

from __future__ import annotations

from typing import Literal

from judge.bttcg.assets import settle
from judge.bttcg.faces import CardFace
from judge.bttcg.game import heuristic_eval as h
from judge.bttcg.state import CardState, Position
from judge.cards.models import Cost
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m

Speed = Literal["slow", "moderate", "fast"]


def _mech(name: str, speed: Speed, attack: int, armor: int, structure: int, *options: m.Ability) -> CardFace:
    return CardFace(name, "unit", "mech", speed, attack, armor, structure, abilities=options)


def _resource(name: str, made: int, *assets: str) -> CardFace:
    tap = m.Activated(cost=[m.TapCost()], effects=[m.AddResources(count=made)])
    return CardFace(name, "command", keywords=frozenset({"Resource", *assets}), abilities=(tap,))


def _position(cards: dict[str, tuple[str, CardFace, CardState]], costs: dict[str, Cost] | None = None) -> Position:
    pos = Position(
        ("Brian", "Melissa"),
        {"Brian": frozenset(), "Melissa": frozenset()},
        {"Brian": 30, "Melissa": 30},
        {cid: face for cid, (_, face, _) in cards.items()},
        {cid: owner for cid, (owner, _, _) in cards.items()},
        {cid: state for cid, (_, _, state) in cards.items()},
        costs=costs or {},
    )
    settle(pos)
    return pos


def test_cost_now_ignores_asset_costs_of_available_assets_rulebook_p19() -> None:
    """rulebook p.19, Constructing Cards: the total cost is the base plus each asset cost whose asset is not
    available (6+3A+3M: 9 with Munitions, 12 without)."""
    cost = Cost(base=6, assets={"A": 3, "M": 3})
    with_m = _position(
        {
            "u": ("Brian", _mech("U", "slow", 3, 1, 4), CardState("hand")),
            "r": ("Brian", _resource("R", 1, "Munitions"), CardState("command_post")),
        },
        {"u": cost},
    )
    without = _position({"u": ("Brian", _mech("U", "slow", 3, 1, 4), CardState("hand"))}, {"u": cost})
    assert h.cost_now(with_m, "u") == 9 and h.cost_now(without, "u") == 12


def test_resources_available_counts_untapped_active_command_cards_rulebook_p19() -> None:
    """rulebook p.19: resources come from tapping active Command cards; a tapped one or one under construction
    makes none now."""
    pos = _position(
        {
            "a": ("Brian", _resource("A", 2), CardState("command_post")),
            "b": ("Brian", _resource("B", 1), CardState("command_post", tapped=True)),
            "c": ("Brian", _resource("C", 3), CardState("construction")),
            "d": ("Melissa", _resource("D", 5), CardState("command_post")),
        }
    )
    assert h.resources_available(pos, "Brian") == 2
    assert h.resources_available(pos, "Brian", tapped_too=True) == 3


def test_affordable_counts_counters_already_on_the_card_rulebook_p19() -> None:
    """rulebook p.19-20: a card under construction needs counters up to its total cost; those on it count."""
    pos = _position(
        {
            "u": ("Brian", _mech("U", "slow", 3, 1, 4), CardState("construction", counters=4)),
            "r": ("Brian", _resource("R", 2), CardState("command_post")),
        },
        {"u": Cost(base=6)},
    )
    assert h.still_to_pay(pos, "u") == 2 and h.affordable(pos, "Brian", "u")
    pos.cards["u"].counters = 3
    assert not h.affordable(pos, "Brian", "u")


def test_overheat_counted_only_when_the_unit_survives_its_heat_rulebook_p31() -> None:
    """rulebook p.31, Overheat X: +Y attack, X Overheat damage: counted in the attack estimate only when the heat
    leaves the Unit alive; Alpha Strike only when not depleted."""
    hot = _mech("Hot", "fast", 3, 1, 4, m.Overheat(heat=2, attack=3))
    burns = _mech("Burns", "fast", 3, 1, 2, m.Overheat(heat=3, attack=3))
    alpha = _mech("Alpha", "fast", 3, 1, 4, m.AlphaStrike(attack=4))
    pos = _position(
        {
            "hot": ("Brian", hot, CardState("patrol")),
            "burns": ("Brian", burns, CardState("patrol")),
            "alpha": ("Brian", alpha, CardState("patrol", depleted=True)),
        }
    )
    assert h.unit_attack(pos, "hot") == 6
    assert h.unit_attack(pos, "burns") == 3
    assert h.unit_attack(pos, "alpha") == 3
    pos.cards["alpha"].depleted = False
    assert h.unit_attack(pos, "alpha") == 7


def test_missile_expectation_with_and_without_munitions_rulebook_p31() -> None:
    """rulebook p.31, Missile Y: rolls of 1 and 2 deal 1 and 2, a 3 deals 3 only with Munitions: 0.5 or 1.0 per
    missile."""
    face = _mech("M", "moderate", 2, 1, 4, m.Missile(count=2))
    plain = _position({"m": ("Brian", face, CardState("patrol"))})
    with_m = _position(
        {
            "m": ("Brian", face, CardState("patrol")),
            "r": ("Brian", _resource("R", 1, "Munitions"), CardState("command_post")),
        }
    )
    assert h.missile_damage(plain, "Brian", ["m"]) == 1.0
    assert h.missile_damage(with_m, "Brian", ["m"]) == 2.0


def test_possible_blockers_follow_speed_and_guard_rules_rulebook_p25() -> None:
    """rulebook p.25, Blocking: a patrolling Unit blocks only if at least as fast as the slowest attacker; a guarding
    Unit blocks any attack on the site it guards, and none on another; a tapped Unit does not block."""
    pos = _position(
        {
            "fast": ("Brian", _mech("Fast", "fast", 3, 1, 4), CardState("patrol")),
            "slow": ("Melissa", _mech("Slow", "slow", 3, 1, 4), CardState("patrol")),
            "quick": ("Melissa", _mech("Quick", "fast", 3, 1, 4), CardState("patrol")),
            "tired": ("Melissa", _mech("Tired", "fast", 3, 1, 4), CardState("patrol", tapped=True)),
            "guard": ("Melissa", _mech("Guard", "slow", 3, 1, 4), CardState("guard", guarding="Melissa.stockpile")),
            "site": ("Melissa", _resource("Site", 1), CardState("command_post")),
        }
    )
    assert sorted(h.possible_blockers(pos, "Melissa", ["fast"], "Melissa.stockpile")) == ["guard", "quick"]
    assert h.possible_blockers(pos, "Melissa", ["fast"], "site") == ["quick"]


def test_fight_scraps_the_easiest_units_first_armor_once_rulebook_p29() -> None:
    """rulebook p.29, Resolving Damage: a Unit is scrapped when damage beyond its armor reaches its structure; 7
    damage scraps a 1/4 'Mech (5 needed) but not also a 2/3 one (5 more needed)."""
    pos = _position(
        {
            "att": ("Brian", _mech("Att", "fast", 7, 2, 6), CardState("patrol")),
            "b1": ("Melissa", _mech("B1", "fast", 1, 1, 4), CardState("patrol")),
            "b2": ("Melissa", _mech("B2", "fast", 1, 2, 3), CardState("patrol")),
        }
    )
    outcome = h.fight(pos, ["att"], ["b1", "b2"])
    assert len(outcome.blockers_lost) == 1 and outcome.attackers_lost == ()


def test_unblockable_stockpile_mission_pays_and_a_good_blocker_stops_it_rulebook_p24_p25() -> None:
    """rulebook p.24-25: an attack no Unit can block reaches the Stockpile, so it pays; against a blocker fast enough
    that scraps the attacker and survives, the defender blocks and the mission does not pay."""
    pos = _position(
        {
            "att": ("Brian", _mech("Att", "moderate", 4, 1, 3), CardState("patrol")),
            "wall": ("Melissa", _mech("Wall", "slow", 6, 3, 8), CardState("patrol")),
        }
    )
    assert h.mission_pays(pos, "Brian", ["att"], "Melissa.stockpile")
    pos.faces["wall"] = _mech("Wall", "fast", 6, 3, 8)
    assert h.best_block(pos, "Melissa", ["att"], "Melissa.stockpile", ["wall"]) == ["wall"]
    assert not h.mission_pays(pos, "Brian", ["att"], "Melissa.stockpile")


def test_blocks_weigh_the_stockpile_against_units_lost_rulebook_p29() -> None:
    """rulebook p.29: against an 8-attack raid on the Stockpile a small Unit is worth losing (a chump block); a
    1-attack raid is blocked by a Unit it cannot scrap, but not by a strong Unit it would scrap in the trade."""
    pos = _position(
        {
            "raid": ("Brian", _mech("Raid", "fast", 8, 1, 2), CardState("patrol")),
            "weak": ("Melissa", _mech("Weak", "fast", 0, 0, 2), CardState("patrol")),
        }
    )
    # 8 damage to the Stockpile unblocked: the chump block (losing a small Unit) is better.
    assert h.best_block(pos, "Melissa", ["raid"], "Melissa.stockpile", ["weak"]) == ["weak"]
    pos.faces["raid"] = _mech("Raid", "fast", 1, 1, 2)
    pos.faces["weak"] = _mech("Weak", "fast", 0, 0, 8)
    assert h.best_block(pos, "Melissa", ["raid"], "Melissa.stockpile", ["weak"]) == ["weak"]
    pos.faces["weak"] = _mech("Weak", "fast", 5, 0, 1)
    assert h.best_block(pos, "Melissa", ["raid"], "Melissa.stockpile", ["weak"]) == []


def test_deploy_value_prefers_resources_when_poor_and_units_when_rich_rulebook_p18_p19() -> None:
    """rulebook p.18-19: Units are paid for with resources; with no resource in play a Resource card is the better
    deployment, with plenty of them a Unit is."""
    cards = {
        "u": ("Brian", _mech("U", "moderate", 4, 2, 5), CardState("hand")),
        "r": ("Brian", _resource("R", 1), CardState("hand")),
    }
    poor = _position(dict(cards), {"u": Cost(base=5), "r": Cost(base=0)})
    assert h.deploy_value(poor, "Brian", "r") > h.deploy_value(poor, "Brian", "u")
    rich_cards = dict(cards)
    for i in range(6):
        rich_cards[f"p{i}"] = ("Brian", _resource(f"P{i}", 1), CardState("command_post"))
    rich = _position(rich_cards, {"u": Cost(base=5), "r": Cost(base=0)})
    assert h.deploy_value(rich, "Brian", "u") > h.deploy_value(rich, "Brian", "r")


def test_asset_savings_counts_asset_costs_in_hand_rulebook_p19() -> None:
    """rulebook p.19: an available asset ignores the asset costs specifying it; a Resource with Munitions saves the
    3M of a Unit in hand, one with Politics saves nothing."""
    pos = _position(
        {"u": ("Brian", _mech("U", "slow", 3, 1, 4), CardState("hand"))}, {"u": Cost(base=4, assets={"M": 3})}
    )
    assert h.asset_savings(pos, "Brian", _resource("R", 1, "Munitions")) == 3
    assert h.asset_savings(pos, "Brian", _resource("R", 1, "Politics")) == 0


def test_mission_card_helps_reads_its_effects_invented_cards() -> None:
    """Invented Mission cards: raising one's attacking Unit helps; lowering one's own does not."""

    def mission(text: str) -> CardFace:
        return CardFace("X", "mission", abilities=tuple(parse_card_text(text, "X", "Mission").abilities))

    assert h.mission_card_helps(mission("Each of your attacking Units gets +2 attack."))
    assert not h.mission_card_helps(mission("Each of your attacking Units gets -2 attack."))
