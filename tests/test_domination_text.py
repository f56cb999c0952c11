"""Battletech: Domination card text (seed 001, "Card List (v2.2)") into the effect DSL: every card of the built-in
list parses completely, one focused test per construction (the cards' own texts, read from the pool in place, and
invented texts), JSON and render round trips, errors that say where, and any text gives a result."""

from __future__ import annotations

import logging
import re

import lark
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Lark

from judge.cards.models import DominationCard
from judge.domination.render import RenderError, render_abilities, render_ability
from judge.domination.text import (
    MAX_TEXT,
    DominationTextError,
    parse_domination_text,
    self_names,
)
from judge.dsl import domination as d
from judge.paths import data_dir
from judge.pool import CardPool


@pytest.fixture(scope="module")
def cards() -> dict[str, DominationCard]:
    pool = CardPool.load(include_saved=False, include_env=False)
    return {c.name: c for c in pool.cards if isinstance(c, DominationCard)}


def only(text: str, name: str | None = None) -> list[d.Ability]:
    result = parse_domination_text(text, name)
    assert result.ok, [e.as_json() for e in result.errors]
    return result.abilities


def card(cards: dict[str, DominationCard], name: str) -> list[d.Ability]:
    return only(cards[name].text, name)


def one(cards: dict[str, DominationCard], name: str) -> d.Ability:
    abilities = card(cards, name)
    assert len(abilities) == 1
    return abilities[0]


def effects(cards: dict[str, DominationCard], name: str) -> list[d.Effect]:
    ability = one(cards, name)
    assert isinstance(ability, d.Resolution), ability
    return ability.effects


MECH = d.Selector(types=["mech"])
UNIT = d.Selector(types=["unit"])
REVEALED = d.Ref(to="revealed")
DID = d.Did()


def plus(resource: d.Resource, amount: int = 1, player: d.Player = "you") -> d.Plus:
    return d.Plus(resource=resource, amount=amount, player=player)


def damage(selector: d.Selector = UNIT, player: d.Player = "opponent", **extra: object) -> d.Damage:
    return d.Damage(player=player, target=d.Pick(selector=selector), **extra)  # type: ignore[arg-type]


def dz(owner: d.Player, **extra: object) -> d.Selector:
    return d.Selector(owner=owner, zone="deployment_zone", **extra)  # type: ignore[arg-type]


# --- the whole card list ------------------------------------------------------------------------------------------


def test_every_card_parses_completely(cards: dict[str, DominationCard]) -> None:
    assert len(cards) == 84
    with_text = [c for c in cards.values() if c.text]
    assert len(with_text) == 82
    assert {c.name for c in cards.values() if not c.text} == {"Marauder", "Uziel"}
    for c in with_text:
        result = parse_domination_text(c.text, c.name)
        assert result.ok, (c.name, [e.as_json() for e in result.errors])
        labels = re.findall(r'(?:^|(?<=\s))"?[A-Z][A-Z0-9/\-]*s?(?: [A-Z0-9][A-Z0-9/\-]*s?)*"?:', c.text)
        assert len(result.abilities) == max(len(labels), 1), c.name
        if c.is_unit:
            assert [a.name for a in result.abilities] == [label.strip('":') for label in labels], c.name
        else:
            assert [a.kind for a in result.abilities] == ["reaction" if c.card_type == "Reaction" else "resolution"]


def test_empty_text_has_no_abilities(cards: dict[str, DominationCard]) -> None:
    for name in ("Marauder", "Uziel"):
        result = parse_domination_text(cards[name].text, name)
        assert result.ok and result.abilities == []
    assert parse_domination_text("  \n ").abilities == []


def test_every_card_round_trips_through_json(cards: dict[str, DominationCard]) -> None:
    for c in cards.values():
        abilities = d.DominationAbilityList(card(cards, c.name))
        assert d.DominationAbilityList.model_validate_json(abilities.model_dump_json()) == abilities, c.name


def test_every_card_renders_back_to_the_same_dsl(cards: dict[str, DominationCard]) -> None:
    for c in cards.values():
        abilities = card(cards, c.name)
        text = render_abilities(abilities)
        assert only(text) == abilities, (c.name, text)
        assert render_abilities(only(text)) == text, c.name


def test_render_uses_the_card_list_phrasings(cards: dict[str, DominationCard]) -> None:
    same = [
        "Battle Armor Squad",
        "Infantry Platoon",
        "Veteran Infantry",
        "Atlas",
        "Centurion",
        "Stormcrow (Ryoken)",
        "Trebuchet",
        "Burke Heavy Tank",
        "Assassination",
        "Expert Mech Techs",
        "Headshot!",
        "Black Market",
        "All-Out Assault",
        "Battlefield Salvage",
        "Hidden Base",
        "Social Generals",
        "Stolen Technology",
    ]
    for name in same:
        assert render_abilities(card(cards, name)) == cards[name].text, name


def test_dsl_schema_names_every_node() -> None:
    schema = d.dsl_schema()
    defs = schema["$defs"]
    for node in ("Triggered", "Replacement", "Reaction", "Resolution", "ByType", "Lasting", "Selector", "Ref"):
        assert node in defs
        assert defs[node]["description"]


def test_every_dsl_node_has_a_docstring() -> None:
    nodes = [v for v in vars(d).values() if isinstance(v, type) and issubclass(v, d.Node) and v is not d.Node]
    assert len(nodes) > 50
    for node in nodes:
        assert node.__doc__ and len(node.__doc__) > 30, node.__name__
        assert "kind" in node.model_fields, node.__name__


# --- the grammar --------------------------------------------------------------------------------------------------


def test_grammar_is_lalr_without_conflicts() -> None:
    messages: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            messages.append(record.getMessage())

    handler = Collect()
    level = lark.logger.level
    lark.logger.addHandler(handler)
    lark.logger.setLevel(logging.DEBUG)
    try:
        Lark.open(str(data_dir("grammar") / "domination.lark"), parser="lalr", debug=True, maybe_placeholders=True)
    finally:
        lark.logger.removeHandler(handler)
        lark.logger.setLevel(level)
    assert not [m for m in messages if "conflict" in m.lower()]


def test_grammar_imports_the_shared_terminals() -> None:
    grammar = (data_dir("grammar") / "domination.lark").read_text(encoding="utf-8")
    assert "%import .common (" in grammar
    assert not re.search(r'"[^"]+"i\b', grammar)  # no case-insensitive literals


# --- Unit abilities: triggered --------------------------------------------------------------------------------------


def test_when_you_deploy_opponent_damages(cards: dict[str, DominationCard]) -> None:
    assert card(cards, "Battle Armor Squad") == [
        d.Triggered(name="SWARM ATTACK", trigger=d.YouDeployThis(), effects=[damage(MECH)])
    ]
    assert card(cards, "Elementals")[0].effects == [damage(d.Selector(types=["infantry"]))]  # type: ignore[union-attr]


def test_damage_of_your_choice_and_cost_limits(cards: dict[str, DominationCard]) -> None:
    assert card(cards, "Special Ops Team")[0].effects == [damage(chooser="you")]  # type: ignore[union-attr]
    at_most_5 = d.Selector(types=["unit"], cost=d.CostLimit(op="at_most", industry=5))
    assert card(cards, "Mad Cat (Timberwolf)")[0].effects == [damage(at_most_5, chooser="you")]  # type: ignore[union-attr]
    at_least_6 = d.Selector(types=["unit"], cost=d.CostLimit(op="at_least", industry=6))
    assert card(cards, "Shadow Cat")[0].effects == [damage(at_least_6)]  # type: ignore[union-attr]


def test_damage_all_and_highest_cost(cards: dict[str, DominationCard]) -> None:
    platoons = dz("opponent", name="Infantry Platoon")
    assert card(cards, "Firestarter")[0].effects == [  # type: ignore[union-attr]
        d.Damage(player="opponent", target=d.Pick(count="all", selector=platoons))
    ]
    assert card(cards, "Stormcrow (Ryoken)") == [
        d.Triggered(
            name="COUNTER ATTACK",
            trigger=d.ThisDamaged(),
            effects=[damage(dz("opponent", types=["unit"], highest_cost=True))],
        )
    ]


def test_you_may_damage_this_unit_at_the_start_of_combat_if_you_do(cards: dict[str, DominationCard]) -> None:
    expendable = d.Triggered(
        name="EXPENDABLE",
        trigger=d.StartOfCombat(whose="you"),
        effects=[
            d.May(effect=d.Damage(player="you", target=d.Ref(to="this"))),
            d.If(condition=DID, effects=[plus("attack")]),
        ],
    )
    assert card(cards, "Infantry Platoon") == [expendable]
    overheat = card(cards, "Awesome")[0]
    assert isinstance(overheat, d.Triggered) and overheat.effects[1] == d.If(condition=DID, effects=[plus("attack", 4)])


def test_effects_before_their_trigger(cards: dict[str, DominationCard]) -> None:
    assert card(cards, "Mechanized Infantry")[0] == d.Triggered(
        name="MOBILE", trigger=d.YouDeployThis(), effects=[plus("actions")]
    )
    assert card(cards, "Zeus") == [d.Triggered(name="DURABLE", trigger=d.ThisDamaged(), effects=[plus("cards")])]
    assert card(cards, "Jenner") == [
        d.Triggered(name="GUERRILLA FIGHTER", trigger=d.YouOverrun(), effects=[plus("cards")])
    ]
    assert card(cards, "Centurion") == [
        d.Triggered(name="HIGH MAINTENANCE", trigger=d.YouDeployThis(), effects=[d.Discard(cards=d.Pick())])
    ]
    assert card(cards, "Raven")[1] == d.Triggered(
        name="ACTIVE PROBE",
        trigger=d.OpponentDeploys(selector=d.Selector(types=["mech", "vehicle"])),
        effects=[plus("cards")],
    )


def test_start_of_combat_yours_or_your_opponents(cards: dict[str, DominationCard]) -> None:
    hand = d.Selector(owner="you", zone="hand")
    assert card(cards, "Trebuchet") == [
        d.Triggered(
            name="MOBILE FIRE SUPPORT",
            trigger=d.StartOfCombat(whose="either"),
            effects=[
                d.May(effect=d.Discard(cards=d.Pick(selector=hand))),
                d.If(condition=DID, effects=[d.CombatBonus(amount=1)]),
            ],
        )
    ]
    assert only("X: At the start of your opponent's Combat phase, +1 Card.")[0] == d.Triggered(
        name="X", trigger=d.StartOfCombat(whose="opponent"), effects=[plus("cards")]
    )


def test_opponent_reveals_top_card_put_back_or_discard_your_choice(cards: dict[str, DominationCard]) -> None:
    scout = card(cards, "Commando")[1]
    assert scout == d.Triggered(
        name="SCOUT",
        trigger=d.StartOfCombat(),
        effects=[
            d.Reveal(player="opponent", source="deck_top", count=1),
            d.ChooseOne(
                options=[
                    [d.Move(player="opponent", cards=REVEALED, to="deck_top", owner="opponent")],
                    [d.Discard(player="opponent", cards=REVEALED)],
                ]
            ),
        ],
    )


def test_reveal_and_discard_then_branch_by_type(cards: dict[str, DominationCard]) -> None:
    assert card(cards, "Fire Falcon")[0].effects == [  # type: ignore[union-attr]
        d.Reveal(player="opponent", source="deck_top", count=1, then_discard=True),
        d.ByType(card=REVEALED, branches=[d.TypeBranch(types=["resource"], effects=[plus("cards")])]),
    ]


def test_overrun_trigger_and_end_of_combat(cards: dict[str, DominationCard]) -> None:
    assert card(cards, "Daishi (Dire Wolf)") == [
        d.Triggered(
            name="GREAT DEATH",
            trigger=d.YouOverrun(),
            effects=[d.Delayed(at="end_of_your_combat_phase", effects=[damage(additional=True)])],
        )
    ]


def test_force_overrun_and_overrun_bonus(cards: dict[str, DominationCard]) -> None:
    ability = card(cards, "Masakari (Warhawk)")[0]
    assert isinstance(ability, d.Triggered)
    assert ability.effects[1] == d.If(condition=DID, effects=[d.ForceOverrun(), d.OverrunBonus(amount=1)])


def test_choose_an_opposing_unit_for_your_opponent_to_damage(cards: dict[str, DominationCard]) -> None:
    ability = card(cards, "Thor (Summoner)")[0]
    assert isinstance(ability, d.Triggered)
    opposing = d.Selector(types=["unit"], owner="opponent", cost=d.CostLimit(op="at_least", industry=5))
    assert ability.effects[1] == d.If(condition=DID, effects=[damage(opposing, chooser="you")])


def test_choose_one_of_the_options(cards: dict[str, DominationCard]) -> None:
    versatile = d.Triggered(
        name="VERSATILE",
        trigger=d.YouDeployThis(),
        effects=[d.ChooseOne(options=[[plus("cards")], [plus("actions")], [plus("industry")]])],
    )
    assert card(cards, "Quickdraw") == [versatile]
    assert card(cards, "Kit Fox (Uller)")[0] == versatile


def test_choose_two_must_be_different(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "ComStar Engineers") == [
        d.ChooseOne(
            count=2,
            distinct=True,
            options=[[plus("cards", 2)], [plus("actions", 2)], [plus("buys")], [plus("industry", 3)]],
        )
    ]
    assert parse_domination_text("Choose three: +1 Card, +1 Buy").errors  # more choices than options


# --- Unit abilities: replacement, activated, static, restriction -----------------------------------------------


def test_replacement_instead_of_the_discard_pile(cards: dict[str, DominationCard]) -> None:
    assert card(cards, "Atlas") == [
        d.Replacement(name="HEAVY ARMOR", event=d.ThisDamaged(), optional=True, to="deck_top")
    ]
    assert card(cards, "Burke Heavy Tank") == [d.Replacement(name="TANK", event=d.ThisDamaged(), to="scrapheap")]
    assert card(cards, "Kit Fox (Uller)")[1] == d.Replacement(
        name="QUICK TO DEPLOY", event=d.YouBuyThis(), optional=True, to="deck_top"
    )


def test_once_per_turn_during_your_action_phase(cards: dict[str, DominationCard]) -> None:
    assert card(cards, "Catapult") == [
        d.Activated(
            name="HEAVY FIRE SUPPORT",
            effects=[
                d.Discard(cards=d.Pick(count=2, selector=d.Selector(owner="you", zone="hand"))),
                d.If(condition=DID, effects=[damage()]),
            ],
        )
    ]


def test_revealed_card_by_type_with_no_effect_branch(cards: dict[str, DominationCard]) -> None:
    assert card(cards, "Hunchback") == [
        d.Activated(
            name="AC/20",
            effects=[
                d.Reveal(source="deck_top", count=1),
                d.ByType(
                    card=REVEALED,
                    branches=[
                        d.TypeBranch(types=["resource"], effects=[damage(MECH)]),
                        d.TypeBranch(types=["support"], effects=[d.Damage(player="you", target=d.Ref(to="this"))]),
                        d.TypeBranch(types=["unit"], effects=[]),
                    ],
                ),
            ],
        )
    ]


def test_static_bonus_per_unit_in_your_deployment_zone(cards: dict[str, DominationCard]) -> None:
    per_platoon = d.Count(selector=dz("you", name="Infantry Platoon"))
    assert card(cards, "Veteran Infantry") == [
        d.Static(name="INSPRIRING", effects=[d.Plus(resource="attack", amount=1, per=per_platoon)])
    ]
    per_mech = d.Count(selector=dz("you", types=["mech"], without_ability="ECM"))
    ecm = d.Static(name="ECM", effects=[d.Plus(resource="defense", amount=1, per=per_mech)])
    assert card(cards, "Loki (Hellbringer)") == [ecm]
    assert card(cards, "Raven")[0] == ecm
    assert card(cards, "Vulture (Mad Dog)")[0].effects[0].per.selector.without_ability == "LRM 20s"  # type: ignore[union-attr]


def test_static_bonus_with_a_condition(cards: dict[str, DominationCard]) -> None:
    cheap_mech = dz("opponent", types=["mech"], cost=d.CostLimit(op="at_most", industry=4))
    has_one = d.Compare(left=d.Count(selector=cheap_mech), op="ge", right=d.Number(value=1))
    assert card(cards, "Grasshopper") == [d.Static(name="HUNTER-KILLER", condition=has_one, effects=[plus("attack")])]
    infantry = d.Compare(left=d.Count(selector=dz("opponent", types=["infantry"])), op="ge", right=d.Number(value=1))
    assert card(cards, "Urbanmech") == [d.Static(name="CITY FIGHTER", condition=infantry, effects=[plus("attack")])]
    fewer = d.Compare(
        left=d.Count(selector=dz("you", types=["unit"])),
        op="lt",
        right=d.Count(selector=dz("opponent", types=["unit"])),
    )
    assert card(cards, "Orion") == [d.Static(name="HEROIC", condition=fewer, effects=[plus("attack"), plus("defense")])]


def test_cannot_be_damaged_if_it_is_the_only_mech(cards: dict[str, DominationCard]) -> None:
    only_mech = d.Compare(left=d.Count(selector=dz("you", types=["mech"])), op="eq", right=d.Number(value=1))
    assert card(cards, "Gladiator (Executioner)") == [
        d.Static(name="TOTEM MECH", condition=only_mech, effects=[d.CannotBeDamaged()])
    ]


def test_deployment_restriction(cards: dict[str, DominationCard]) -> None:
    ability = one(cards, "Mad Cat mk II")
    assert isinstance(ability, d.DeployRestriction) and ability.name == "CHAMPION MECH"
    assert ability.condition == d.Compare(
        left=d.Count(selector=dz("you", types=["unit"])),
        op="lt",
        right=d.Count(selector=dz("opponent", types=["unit"])),
    )


def test_labels_are_kept_as_names(cards: dict[str, DominationCard]) -> None:
    assert [a.name for a in card(cards, "Commando")] == ["DURABLE", "SCOUT"]
    assert card(cards, "Hunchback")[0].name == "AC/20"
    assert card(cards, "Masakari (Warhawk)")[0].name == "ER PPCs"
    assert card(cards, "Daishi (Dire Wolf)")[0].name == "GREAT DEATH"
    assert card(cards, "Veteran Infantry")[0].name == "INSPRIRING"
    assert parse_domination_text('"GREAT DEATH: +1 Card when this unit is damaged.').errors  # unbalanced quote


def test_a_unit_ability_needs_a_trigger_or_a_bonus() -> None:
    result = parse_domination_text("BAD: Discard a card.")
    assert not result.ok and "Unit ability" in result.errors[0].message
    assert parse_domination_text("X: +1 Card.").errors  # a card bonus is not lasting
    assert parse_domination_text("+1 Attack per Mech in your deployment zone.").errors  # "per" only lasts


# --- Reactions ---------------------------------------------------------------------------------------------------


def test_reaction_to_a_support_card(cards: dict[str, DominationCard]) -> None:
    assert one(cards, "Assassination") == d.Reaction(
        when=d.OpponentPlays(selector=d.Selector(types=["support"])),
        discard=True,
        effects=[
            d.Cancel(card=d.Ref(to="event")),
            plus("cards", player="opponent"),
            plus("actions", player="opponent"),
        ],
    )


def test_reaction_during_the_opponents_combat_phase(cards: dict[str, DominationCard]) -> None:
    assert one(cards, "Defense System") == d.Reaction(
        when=d.DuringCombat(whose="opponent"),
        effects=[d.ZeroOverrun(), d.Move(cards=d.Ref(to="this"), to="supply")],
    )


def test_reaction_when_a_unit_is_damaged(cards: dict[str, DominationCard]) -> None:
    assert one(cards, "Expert Mech Techs") == d.Reaction(
        when=d.UnitDamaged(whose="you", selector=UNIT), effects=[d.Instead(card=d.Ref(to="event"), to="hand")]
    )
    assert one(cards, "Headshot!") == d.Reaction(
        when=d.UnitDamaged(whose="opponent", selector=MECH),
        effects=[d.Scrap(player="opponent", cards=d.Ref(to="event"))],
    )


# --- Support and Resource cards ------------------------------------------------------------------------------------


def test_resources_and_bonuses(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "Advanced Factory") == [plus("industry", 3), plus("lostech")]
    assert effects(cards, "Basic Factory") == [plus("industry")]
    assert effects(cards, "Command Council") == [plus("cards"), plus("actions"), plus("buys"), plus("industry")]
    assert effects(cards, "Ammo Dump") == [plus("cards", 3)]


def test_opponent_names_a_card_you_cannot_buy(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "Black Market") == [plus("industry", 2), plus("buys"), d.BuyBan()]


def test_opponent_draws(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "Convoy") == [plus("cards", 3), plus("buys"), plus("cards", player="opponent")]


def test_discard_hand_extra_turn_with_a_limit(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "All-Out Assault") == [
        d.DiscardHand(),
        d.If(condition=d.DiscardedAny(), effects=[d.NoCleanupDraw(), d.ExtraTurn(max_consecutive=2)]),
    ]
    assert parse_domination_text("+1 Card. This can't cause you to take more than two consecutive turns.").errors


def test_lasting_effect_with_a_trigger_after_or_before(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "Battlefield Salvage")[2] == d.Lasting(
        until="start_of_your_next_turn",
        trigger=d.UnitDamaged(whose="either", selector=d.Selector(types=["mech", "vehicle"])),
        effects=[d.Gain(source="scrapheap", random=True)],
    )
    assert effects(cards, "Social Generals")[1] == d.Lasting(
        until="end_of_your_turn",
        trigger=d.YouBuyOrGain(),
        effects=[d.May(effect=d.Move(cards=d.Ref(to="event"), to="deck_top"))],
    )


def test_for_each_differently_named_card_revealed(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "Espionage") == [
        d.Reveal(player="opponent", source="deck_top", count=2, then_discard=True),
        d.ForEachRevealed(
            distinct_names=True,
            effects=[
                d.ByType(
                    card=d.Ref(to="each"),
                    branches=[
                        d.TypeBranch(types=["support"], effects=[plus("actions", 2)]),
                        d.TypeBranch(types=["resource"], effects=[plus("buys")]),
                        d.TypeBranch(types=["unit"], effects=[plus("cards", 2)]),
                    ],
                )
            ],
        ),
    ]


def test_empty_supply_piles_and_its_elliptical_second_condition(cards: dict[str, DominationCard]) -> None:
    def piles(n: int) -> d.Compare:
        return d.Compare(left=d.EmptySupplyPiles(), op="ge", right=d.Number(value=n))

    assert effects(cards, "Fanatical Leader")[2:] == [
        d.If(condition=piles(2), effects=[plus("cards")]),
        d.If(condition=piles(3), effects=[plus("buys")]),
    ]
    result = parse_domination_text("If there are three or more, +1 Buy.")
    assert not result.ok and "empty Supply piles" in result.errors[0].message


def test_set_aside_and_return_at_the_start_of_your_next_turn(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "Hidden Base")[2:] == [
        d.SetAside(cards=d.Pick(selector=d.Selector(owner="you", zone="hand")), face_down=True),
        d.Delayed(at="start_of_your_next_turn", effects=[d.Move(cards=d.Ref(to="set_aside"), to="hand")]),
    ]


def test_opponent_chooses_one_to_discard_the_others_to_your_hand(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "High Command") == [
        d.Reveal(source="deck_top", count=5),
        d.ChooseCards(chooser="opponent", among=REVEALED, discard=True),
        d.Move(cards=d.Ref(to="other_revealed"), to="hand"),
    ]


def test_reveal_your_hand_if_none_of_a_type(cards: dict[str, DominationCard]) -> None:
    none = d.Compare(
        left=d.Count(selector=d.Selector(types=["unit", "support"], owner="you", zone="hand")),
        op="eq",
        right=d.Number(value=0),
    )
    assert effects(cards, "Invasion Fleet") == [
        plus("actions", 2),
        d.Reveal(source="hand"),
        d.If(condition=none, effects=[plus("cards", 2)]),
    ]


def test_gain_with_cost_limit_and_destinations(cards: dict[str, DominationCard]) -> None:
    cache = d.Selector(types=["support", "resource"], cost=d.CostLimit(op="at_most", industry=6))
    assert effects(cards, "LosTech Cache")[1] == d.Gain(selector=cache)
    assert effects(cards, "Propaganda")[1] == d.Gain(selector=d.Selector(name="Infantry Platoon"), to="deployment_zone")
    route = d.Selector(cost=d.CostLimit(op="at_most", industry=4))
    assert effects(cards, "Supply Route") == [d.Gain(selector=route, to="deck_top")]
    assert effects(cards, "Forced Negotiations")[1] == d.Gain(selector=d.Selector(name="Munitions Factory"))
    assert effects(cards, "Scrap Yard") == [d.Gain(count=2, source="scrapheap", random=True)]


def test_gain_up_to_the_cost_of_the_card_you_discarded_or_scrapped(cards: dict[str, DominationCard]) -> None:
    parts = effects(cards, "Scrap for Parts")
    assert parts[1] == d.Discard(cards=d.Pick(selector=d.Selector(types=["unit"], owner="you", zone="hand")))
    up_to = d.CostLimit(op="at_most", industry=0, relative_to=d.Ref(to="discarded"))
    assert parts[2] == d.Gain(selector=d.Selector(types=["unit"], cost=up_to))
    stolen = effects(cards, "Stolen Technology")
    more = d.CostLimit(op="at_most", industry=3, relative_to=d.Ref(to="scrapped"))
    assert stolen == [
        d.Scrap(cards=d.Pick(selector=d.Selector(types=["resource"], owner="you", zone="hand"))),
        d.Gain(selector=d.Selector(types=["resource"], cost=more), to="hand"),
    ]


def test_reveal_until_and_place_in_the_deployment_zone(cards: dict[str, DominationCard]) -> None:
    mech_or_vehicle = d.Selector(types=["mech", "vehicle"])
    assert effects(cards, "Maintenance Facility") == [
        d.Reveal(source="deck_until", until=mech_or_vehicle),
        d.Move(cards=d.Ref(to="revealed", filter=mech_or_vehicle), to="deployment_zone"),
        d.Discard(cards=d.Ref(to="other_revealed")),
    ]


def test_draw_until_and_fewer_units(cards: dict[str, DominationCard]) -> None:
    fewer = d.Compare(
        left=d.Count(selector=dz("you", types=["unit"])),
        op="lt",
        right=d.Count(selector=dz("opponent", types=["unit"])),
    )
    assert effects(cards, "Mobilization") == [
        d.DrawUntil(hand_size=6),
        d.If(condition=fewer, effects=[plus("actions")]),
    ]


def test_revealed_unit_cards_to_hand_others_on_top_in_any_order(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "Reinforcements")[1:] == [
        d.Reveal(source="deck_top", count=4),
        d.Move(cards=d.Ref(to="revealed", filter=UNIT), to="hand"),
        d.Move(cards=d.Ref(to="other_revealed"), to="deck_top", any_order=True),
    ]


def test_take_a_unit_back_to_hand(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "Tactical Redeployment")[2] == d.May(
        effect=d.Move(cards=d.Pick(selector=dz("you", types=["unit"])), to="hand")
    )


def test_opponent_puts_a_unit_card_on_his_deck_or_reveals_his_hand(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "Forced Negotiations")[2] == d.Move(
        player="opponent",
        cards=d.Pick(selector=d.Selector(types=["unit"], owner="opponent", zone="hand")),
        to="deck_top",
        owner="opponent",
        or_reveal_hand=True,
    )


def test_industry_cost_compared_with_a_count(cards: dict[str, DominationCard]) -> None:
    condition = d.Compare(left=d.CostOf(card=REVEALED), op="ge", right=d.Count(selector=dz("you", types=["unit"])))
    assert effects(cards, "Guerrilla Warfare") == [
        d.Reveal(source="deck_top", count=1),
        d.If(condition=condition, effects=[damage()]),
    ]


def test_by_type_of_the_discarded_card(cards: dict[str, DominationCard]) -> None:
    hand = d.Selector(owner="opponent", zone="hand")
    assert effects(cards, "Long Tom Battery")[1] == d.ByType(
        card=d.Ref(to="discarded"),
        branches=[
            d.TypeBranch(
                types=["resource", "support"],
                effects=[d.Discard(player="opponent", cards=d.Pick(count=2, selector=hand))],
            ),
            d.TypeBranch(types=["unit"], effects=[damage()]),
        ],
    )


def test_choose_among_revealed_gain_a_copy_scrap_the_other(cards: dict[str, DominationCard]) -> None:
    assert effects(cards, "Master Spy") == [
        d.Reveal(player="opponent", source="deck_top", count=2),
        d.ChooseCards(among=REVEALED),
        d.GainCopy(card=d.Ref(to="chosen")),
        d.Scrap(cards=d.Ref(to="other_revealed")),
    ]
    assert effects(cards, "Strategic Bombing")[2:] == [
        d.ChooseCards(count=2, among=REVEALED, discard=True),
        d.Move(cards=d.Ref(to="other_revealed"), to="deck_top", owner="opponent"),
    ]


def test_damage_x_units_computed_from_a_cost(cards: dict[str, DominationCard]) -> None:
    nuke = effects(cards, "Tactical Nuke")
    assert nuke[1] == d.Damage(
        player="opponent", target=d.Pick(count=d.CostOf(card=REVEALED, divided_by=2), selector=UNIT)
    )
    costs_zero = d.Compare(left=d.CostOf(card=REVEALED), op="eq", right=d.Number(value=0))
    assert nuke[2] == d.If(
        condition=costs_zero, effects=[damage(d.Selector(types=["unit"], owner="you"), player="you")]
    )


def test_opponent_may_damage_if_he_doesnt_compare_attack_values(cards: dict[str, DominationCard]) -> None:
    his_mech = dz("opponent", types=["mech"])
    assert effects(cards, "Trial of Possession") == [
        d.ChooseCards(among=dz("you", types=["mech"])),
        d.May(player="opponent", effect=damage(his_mech)),
        d.If(condition=d.Did(negated=True), effects=[d.Gain()]),
        d.If(
            condition=d.Compare(
                left=d.AttackOf(card=d.Ref(to="damaged")), op="gt", right=d.AttackOf(card=d.Ref(to="chosen"))
            ),
            effects=[d.Damage(player="you", target=d.Ref(to="chosen"))],
        ),
    ]


# --- invented texts ----------------------------------------------------------------------------------------------


def test_invented_texts_use_the_same_constructions() -> None:
    assert only("X: When your opponent plays a Support card, +1 Card.") == [
        d.Triggered(name="X", trigger=d.OpponentPlays(selector=d.Selector(types=["support"])), effects=[plus("cards")])
    ]
    assert only("Gain two random Mechs from the Scrapheap and put it into your hand.") == [
        d.Resolution(effects=[d.Gain(count=2, selector=MECH, source="scrapheap", random=True, to="hand")])
    ]
    assert only("Reveal the top card of your deck. If it is a Mech card, put it into your hand.") == [
        d.Resolution(
            effects=[
                d.Reveal(source="deck_top", count=1),
                d.ByType(
                    card=REVEALED,
                    branches=[d.TypeBranch(types=["mech"], effects=[d.Move(cards=REVEALED, to="hand")])],
                ),
            ]
        )
    ]
    assert only("Y: If you have two or more Mechs in your deployment zone, +2 Defense.") == [
        d.Static(
            name="Y",
            condition=d.Compare(left=d.Count(selector=dz("you", types=["mech"])), op="ge", right=d.Number(value=2)),
            effects=[plus("defense", 2)],
        )
    ]


def test_the_cards_own_name_is_this_card() -> None:
    text = "You may reveal Headshot! from your hand when your opponent damages a Mech. If you do, +1 Card."
    with_name = only(text, "Headshot!")
    assert with_name == only(text.replace("Headshot!", "this card"))
    assert only("Z: When you deploy Daishi, +1 Action.", "Daishi (Dire Wolf)") == [
        d.Triggered(name="Z", trigger=d.YouDeployThis(), effects=[plus("actions")])
    ]
    assert self_names("Daishi (Dire Wolf)") == ["Daishi (Dire Wolf)", "Dire Wolf", "Daishi"]
    assert parse_domination_text("You may reveal Headshot! from your hand when your opponent damages a Mech.").errors


def test_number_agreement_is_checked() -> None:
    assert parse_domination_text("Discard two card.").errors
    assert parse_domination_text("Discard a cards.").errors
    assert only("Discard 2 cards.") == only("Discard two cards.")


def test_references_need_something_named_before() -> None:
    result = parse_domination_text("Put the other cards into your hand.")
    assert not result.ok and "not named before" in result.errors[0].message
    assert parse_domination_text("Gain a copy of the card you chose.").errors


def test_a_gained_card_put_elsewhere_is_one_gain() -> None:
    split = only("Gain a Resource card. Put the gained card into your hand.")
    joined = only("Gain a Resource card and put it into your hand.")
    assert split == joined == [d.Resolution(effects=[d.Gain(selector=d.Selector(types=["resource"]), to="hand")])]


# --- the printed typos accepted ----------------------------------------------------------------------------------


def test_printed_typos_are_read_where_the_meaning_is_clear(cards: dict[str, DominationCard]) -> None:
    # "(This does is not considered a deployment.)": the reminder is read with or without "does"
    maintenance = cards["Maintenance Facility"].text
    assert "This does is not" in maintenance
    assert only(maintenance) == only(maintenance.replace("This does is not", "This is not"))
    assert only(maintenance) == only(maintenance.replace(" (This does is not considered a deployment.)", ""))
    assert parse_domination_text("+1 Card. (This is not considered a deployment.)").errors  # nothing was placed
    # "Combat Phase" (Thor) as "Combat phase"
    thor = cards["Thor (Summoner)"].text
    assert "Combat Phase" in thor
    assert only(thor) == only(thor.replace("Combat Phase", "Combat phase"))
    # Kit Fox: the page break left no full stop before "QUICK TO DEPLOY:"
    kit_fox = cards["Kit Fox (Uller)"].text
    assert "+1 Industry QUICK TO DEPLOY:" in kit_fox
    assert only(kit_fox) == only(kit_fox.replace("+1 Industry QUICK", "+1 Industry. QUICK"))
    # no full stop at the end (Hunchback, Quickdraw)
    assert only(cards["Hunchback"].text) == only(cards["Hunchback"].text + ".")
    # ComStar Engineers: "; " between the first two options, ", " between the others
    comstar = cards["ComStar Engineers"].text
    assert only(comstar) == only(comstar.replace(";", ","))
    # Espionage and Long Tom Battery: branches after full stops, "Card" in capitals
    espionage = cards["Espionage"].text
    assert only(espionage) == only(espionage.replace(". Resource", "; Resource").replace(". Unit", "; Unit"))
    # the misspelt label is kept as printed
    assert card(cards, "Veteran Infantry")[0].name == "INSPRIRING"


# --- errors ------------------------------------------------------------------------------------------------------


def test_errors_say_where_and_what_was_expected() -> None:
    text = "SWARM ATTACK: When you deploy this unit, your opponent must damge a Mech."
    result = parse_domination_text(text)
    assert not result.ok and result.abilities == []
    (error,) = result.errors
    assert (error.line, error.column) == (1, text.index("damge") + 1)
    assert "'damage'" in error.expected and "'discard'" in error.expected
    assert error.as_json()["span"] == [0, len(text)]


def test_errors_are_per_ability_and_the_others_still_parse() -> None:
    text = "MOBILE: +1 Action when you deploy this unit.\nBAD: Frobnicate the Mech."
    result = parse_domination_text(text)
    assert [a.name for a in result.abilities] == ["MOBILE"]
    (error,) = result.errors
    assert (error.line, error.column) == (2, 6)


def test_a_resolution_and_labelled_abilities_do_not_mix() -> None:
    result = parse_domination_text("+1 Card. X: +1 Attack.")
    assert not result.ok and len(result.errors) == 1


def test_semantic_errors_point_at_the_phrase() -> None:
    result = parse_domination_text("+2 Industry. Discard two card.")
    (error,) = result.errors
    assert error.column == len("+2 Industry. Discard ") + 1
    assert "agree" in error.message


def test_too_long_text_is_refused() -> None:
    with pytest.raises(DominationTextError):
        parse_domination_text("+1 Card. " * (MAX_TEXT // 9 + 1))
    assert parse_domination_text("+1 Card, " * 200 + "+1 Buy").ok  # under the limit: parsed


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300), st.one_of(st.none(), st.text(max_size=30)))
def test_any_text_gives_a_result(text: str, name: str | None) -> None:
    try:
        result = parse_domination_text(text, name)
    except DominationTextError:
        assert len(text) > MAX_TEXT
        return
    assert isinstance(result.ok, bool)
    assert all(e.line >= 1 and e.column >= 1 for e in result.errors)


_WORDS = [
    "When",
    "you",
    "deploy",
    "this",
    "unit",
    ",",
    "your",
    "opponent",
    "must",
    "damage",
    "a",
    "Mech",
    "unit",
    "card",
    "cards",
    ".",
    "If",
    "you",
    "do",
    "+1",
    "Card",
    "Attack",
    "Defense",
    "Action",
    "Reveal",
    "the",
    "top",
    "of",
    "his",
    "deck",
    "discard",
    "Gain",
    "costing",
    "5",
    "Industry",
    "or",
    "less",
    "more",
    "it",
    "that",
    "those",
    "Choose",
    "one",
    "two",
    ":",
    ";",
    "and",
    "then",
    "At",
    "start",
    "Combat",
    "phase",
    "(or",
    "opponent's)",
    ")",
    "(",
    "Until",
    "end",
    "turn",
    "whenever",
    "is",
    "damaged",
    "SWARM",
    "ATTACK:",
    "TANK:",
    "Infantry",
    "Platoon",
    "Support",
    "Resource",
    "Unit",
    "Vehicle",
    "in",
    "deployment",
    "zone",
    "from",
    "hand",
    "X",
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=40))
def test_any_sequence_of_card_words_gives_a_result(words: list[str]) -> None:
    result = parse_domination_text(" ".join(words))
    if result.ok:
        for ability in result.abilities:
            try:
                text = render_ability(ability)
            except RenderError:
                continue
            assert only(text) == [ability]
