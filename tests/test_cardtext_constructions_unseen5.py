"""Issue 18 item 3, the constructions of the second probe (``tests/data/cardtext/probe-rules.txt``) and the open
groups of the first: each a general construction of the game's language, read from invented sentences (never pool
text), each also read back from its English rendering (``tests/cardtext_helpers.py``). What the engine does not
execute yet is refused out loud through the node-kind table (``judge/bttcg/executes.py``)."""

from __future__ import annotations

import pytest

from judge.bttcg.executable import ability_refusals
from judge.bttcg.executes import executed
from judge.bttcg.faces import CardFace
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.bttcg_helpers import battle, only, unit
from tests.cardtext_helpers import effects_of, parsed


def _target(text: str) -> m.Selector:
    effect = effects_of(text)[0]
    target = dict(effect)["target"]
    assert isinstance(target, m.Selector), target
    return target


# --- selectors: affiliations, "your other", "your opponent's", bare plurals with their controller ----------------


@pytest.mark.parametrize(
    ("text", "affiliation", "owner"),
    [
        ("Each Steiner Unit gets +1 armor.", "Steiner", "any"),
        ("Davion 'Mechs you control get +1 attack.", "Davion", "you"),
        ("Deal 2 damage to each Ghost Bear Vehicle.", "Ghost Bear", "any"),
        ("Target Steel Viper 'Mech gets +2 attack.", "Steel Viper", "any"),
        ("Liao Units an opponent controls get -1 armor.", "Liao", "opponent"),
        ("Tap one of your Rasalhague 'Mechs.", "Rasalhague", "you"),
    ],
)
def test_affiliation_as_an_adjective_ce_general_rulings_affiliations(text: str, affiliation: str, owner: str) -> None:
    """CE General Rulings, the affiliation lists (eight Houses, five Clans): a card may name the cards of one House or
    Clan ("each Steiner Unit"); the rulebook glossary, Affiliation: "the association of a card with one or more Houses
    or Clans"."""
    target = _target(text)
    assert (target.affiliation, target.owner) == (affiliation, owner)


def test_affiliation_refinement_is_executed() -> None:
    """Executed now (refinements_cards.affiliation: test_bttcg_affiliation.py); "unaffiliated" too."""
    assert executed("selector", "affiliation")
    assert executed("selector", "unaffiliated")


def test_a_kind_of_card_named_by_an_affiliation_stays_a_card_kind() -> None:
    # "Kurita card" was a card kind before the affiliation adjective: unchanged
    assert _target("Scrap target Kurita card.").card_type == "Kurita"


@pytest.mark.parametrize(
    ("text", "owner", "other"),
    [
        ("Your other 'Mechs get +1 initiative.", "you", True),
        ("Other BattleMechs you control get +1 attack.", "you", True),
        ("Other Vehicles an opponent controls get -1 attack.", "opponent", True),
        ("Your opponent's Units get -1 attack.", "opponent", False),
        ("Your opponent's other Vehicles get -1 armor.", "opponent", True),
        ("Unaffiliated Units you control get +1 attack.", "you", False),
    ],
)
def test_a_players_cards_and_other_cards_rulebook_glossary_opposing(text: str, owner: str, other: bool) -> None:
    """Rulebook glossary, Opposing: an opponent's cards; "other": not the card itself; 'Mechs: "Short for
    BattleMech"."""
    target = _target(text)
    assert (target.quantifier, target.owner, target.other) == ("all", owner, other)


@pytest.mark.parametrize(
    ("text", "kind", "owner"),
    [
        ("Your Command cards have +1 armor.", "Command", "you"),
        ("Opposing Mission cards cost 1 more resource to play.", "Mission", "opponent"),
        ("Davion Command cards you control get +1 armor.", "Command", "you"),
    ],
)
def test_cards_of_a_kind_as_a_plural_subject_rulebook_p12(text: str, kind: str, owner: str) -> None:
    """Rulebook p.12, the card types (Command, Mission, Unit): a card may name all the cards of one type a player
    has."""
    target = _target(text)
    assert (target.quantifier, target.card_type, target.owner) == ("all", kind, owner)


@pytest.mark.parametrize(("text", "noun"), [("Target Battle Armor Unit gets +2 armor.", "battle_armor")])
def test_a_unit_type_before_unit_rulebook_glossary_unit(text: str, noun: str) -> None:
    """Rulebook glossary, Unit: "'Mechs, Vehicles, and Battle Armor"; "Battle Armor Unit" is a Battle Armor."""
    assert _target(text).noun == noun


# --- a static change that holds while the card is in a battle role ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "unit", "roles"),
    [
        ("Rook Walker gets +2 attack while attacking.", "Rook Walker", "this", ["attacking"]),
        ("Ash Lance gets +2 attack and +2 armor when blocking.", "Ash Lance", "this", ["blocking"]),
        ("The 'Mech piloted by Mara Keln gets +2 attack while attacking.", "Mara Keln", "piloted_unit", ["attacking"]),
        ("'Mech piloted by Kestrel Vane gets +1 armor while blocking.", "Kestrel Vane", "piloted_unit", ["blocking"]),
        ("While Hollow Crown is blocking, it gets +2 armor.", "Hollow Crown", "this", ["blocking"]),
        (
            "As long as Hollow Crown is attacking or blocking, it gets +1 initiative.",
            "Hollow Crown",
            "this",
            ["attacking", "blocking"],
        ),
        ("Hollow Crown gets +2 attack while it is the target of a mission.", "Hollow Crown", "this", ["attacked"]),
    ],
)
def test_a_bonus_while_in_a_battle_role_rulebook_p26_glossary_group(
    text: str, name: str, unit: str, roles: list[str]
) -> None:
    """Rulebook p.26 (Battle) and glossary, Group and Target: the attacking Units are one group, the blocking Units
    another, the target is the Unit attacked; a card's change may hold only while it is in one of those roles."""
    (ability,) = parsed(text, name)
    assert isinstance(ability, m.Static)
    assert ability.conditions == [m.UnitRole(unit=unit, roles=roles)]
    assert not ability.used


def test_a_role_of_another_card_than_this_one_is_not_read() -> None:
    # the role belongs to the card the change is about; "target Unit ... while attacking" is not this construction
    assert not parse_card_text("Target Unit gets +2 attack while attacking.").ok


def test_a_continuous_bonus_in_a_role_is_executed_with_the_units_stats() -> None:
    """Executed by role_statics.py (tests/test_bttcg_role_triggers.py); initiative in a role stays refused."""
    face = CardFace(name="Rook Walker", kind="unit", attack=2, armor=2, structure=3)
    (ability,) = parsed("Rook Walker gets +2 attack while attacking.", "Rook Walker")
    assert ability_refusals(face, ability) == []
    (other,) = parsed("Rook Walker gets +2 initiative while attacking.", "Rook Walker")
    assert ability_refusals(face, other) != []


# --- die results, the player named before, deck construction ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("Roll a die. On a 4-6, deal 3 damage to target Unit.", 4, 6),
        ("Roll a die. On a 1 or 2, draw a card.", 1, 2),
        ("Roll a die. On a 5 or a 6, scrap target Vehicle.", 5, 6),
        ("Roll a die. On a roll of 6, draw two cards.", 6, 6),
    ],
)
def test_a_die_result_in_the_rules_wording_rulebook_p31_missile_glossary_vehicle(
    text: str, low: int, high: int
) -> None:
    """Rulebook p.31 (Missile: "On a 1 or a 2, that missile deals ...") and glossary, Vehicle ("roll a die; on a 5 or
    6, scrap the Vehicle"): a die result opening a sentence is a branch of the roll before it."""
    (roll,) = effects_of(text)
    assert isinstance(roll, m.RollDie)
    assert [(b.low, b.high) for b in roll.branches] == [(low, high)]


def test_two_die_results_apart_are_not_one_branch() -> None:
    assert not parse_card_text("Roll a die. On a 1 or 3, draw a card.").ok


@pytest.mark.parametrize(
    ("text", "did"),
    [
        ("Your opponent may draw a card. If he or she does, you draw two cards.", True),
        ("Target opponent may scrap a card from his or her hand. If he or she doesn't, draw a card.", False),
        ("Each player may restock a card from his or her hand. If that player does not, draw a card.", False),
    ],
)
def test_if_he_or_she_does_rulebook_players_pronoun(text: str, did: bool) -> None:
    """The rulebook's pronoun of a player ("his or her", "he or she"): whether the player named in the optional effect
    before did it; executed in a battle (judge/bttcg/if_did.py, test_bttcg_if_did.py), refused elsewhere."""
    riders = [e for e in effects_of(text) if isinstance(e, m.IfDid)]
    assert [r.did for r in riders] == [did]
    assert executed("effect", "if_did")


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Target opponent scraps the top three cards of his or her Stockpile.", 3),
        ("Each player scraps the top card of his or her Stockpile.", None),
    ],
)
def test_the_top_cards_of_the_acting_players_stockpile_glossary_stockpile(text: str, count: int | None) -> None:
    """Glossary, Stockpile: a player's draw pile; "his or her Stockpile" is the acting player's."""
    (acts,) = effects_of(text)
    assert isinstance(acts, m.PlayerActs)
    (scrap,) = acts.effects
    target = dict(scrap)["target"]
    assert (target.owner, target.zone, target.top, target.count) == ("actor", "stockpile", True, count)


@pytest.mark.parametrize(
    ("text", "copies"),
    [
        ("You may have up to six copies of Field Depot in your deck.", 6),
        ("You may have any number of copies of Field Depot in your deck.", None),
    ],
)
def test_you_may_have_copies_in_your_deck_rulebook_p35(text: str, copies: int | None) -> None:
    """Rulebook p.35, Deck Construction: a card may change how many copies of it a deck holds."""
    (rule,) = effects_of(text, "Field Depot")
    assert rule == m.DeckCopies(copies=copies)


# --- cancelling a card played ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Cancel target Mission card.", "Mission"),
        ("Counter target Mission.", "Mission"),
        ("Cancel target Enhancement card.", "Enhancement"),
    ],
)
def test_cancel_a_card_played_is_has_no_effect_rulebook_p29_mission_cards(text: str, kind: str) -> None:
    """Rulebook p.29, Playing Mission Cards: a card played may be answered; the BattleTech wording is "<card> has no
    effect"; "Cancel" (and another game's "Counter") of a card named by its kind is that construction."""
    (cancel,) = effects_of(text)
    assert cancel == m.Cancel(target=m.Selector(quantifier="one", noun="card", card_type=kind))


@pytest.mark.parametrize("text", ["Cancel target Unit.", "Counter target spell."])
def test_only_a_card_played_is_cancelled(text: str) -> None:
    assert not parse_card_text(text).ok


def test_cancelling_a_mission_card_is_refused_out_loud_by_the_engine() -> None:
    face = CardFace(name="Night Raid", kind="mission")
    (ability,) = parsed("Cancel target Mission card.", "Night Raid", "Mission")
    assert ability_refusals(face, ability) != []


# --- a choice between effects ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "options"),
    [
        ("Choose one: target Unit gets +2 attack; or target Unit gets +2 armor.", 2),
        ("Choose one: draw a card; or deal 2 damage to target Vehicle; or untap target 'Mech.", 3),
        ("Choose one — target 'Mech gets +1 initiative; or draw two cards.", 2),
    ],
)
def test_choose_one_of_several_effects_rulebook_p9_a_card_says_who_chooses(text: str, options: int) -> None:
    """Rulebook p.9 (cards make exceptions to the rules; the player who plays a card makes its choices): "Choose
    one: A; or B" is one of the effects, chosen by the card's controller, as "either A or B"."""
    (choice,) = effects_of(text)
    assert isinstance(choice, m.OneOf)
    assert len(choice.options) == options


DRILL = (
    "{T}: Choose one: one of your Units gets +1 attack; or one of your Units gets +3 armor; or draw a card. "
    "Use this ability only during a mission."
)


@pytest.mark.parametrize(("option", "raider_damage", "sentry_damage"), [(1, 4, 4), (2, 3, 1)])
def test_choose_one_runs_the_option_chosen_rulebook_p9(option: int, raider_damage: int, sentry_damage: int) -> None:
    """Rulebook p.9: the card's player chooses; the scenario's ``either`` says which (judge/bttcg/one_of.py). Brian's
    Raider (attack 4) attacks Melissa's Sentry (attack 3, armor 0); Melissa uses the drill on her Sentry: option 1
    (+1 attack) deals 4 and receives 4, option 2 (+3 armor) deals 3 and receives 1."""
    cards = {
        "raider": unit("Brian", "fast", attack=4, structure=9),
        "sentry": unit("Melissa", "slow", attack=3, structure=9),
        "drill": {"owner": "Melissa", "command": {"name": "Drill Yard", "text": DRILL}},
    }
    use = {"by": "Melissa", "use": "ability", "card": "drill", "choose": ["sentry"], "either": [option]}
    result = battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "sentry"}, [use])
    assert result["legal"], result["violations"]
    state = only(result)["cards"]
    assert (state["raider"]["damage"], state["sentry"]["damage"]) == (raider_damage, sentry_damage)


# --- amounts counted: X defined after its use, damage equal to a count ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "each"),
    [
        (
            "Target attacking Unit gets +X attack, where X is the number of 'Mechs you control.",
            m.Selector(quantifier="each", noun="mech", owner="you"),
        ),
        (
            "Target Unit gets +X armor, where X is equal to the number of opposing Vehicles.",
            m.Selector(quantifier="each", noun="vehicle", owner="opponent"),
        ),
    ],
)
def test_x_defined_after_its_use_is_one_for_each_card_counted_rulebook_p28(text: str, each: m.Selector) -> None:
    """Rulebook p.28 (attack values are modified by cards): "+X attack, where X is the number of <cards>" is +1 for
    each card counted, as "+1 attack for each <card>" reads."""
    (for_each,) = effects_of(text)
    assert isinstance(for_each, m.ForEach)
    assert for_each.each == each
    assert [type(e) for e in for_each.effects] == [m.ModifyStat]
    assert effects_of(text) == effects_of(text.split(",")[0].replace("+X", "+1") + " for each " + _each_words(text))


def _each_words(text: str) -> str:
    counted = text.split("the number of ")[1].rstrip(".")
    return {"'Mechs you control": "'Mech you control.", "opposing Vehicles": "opposing Vehicle."}[counted]


def test_x_counts_a_plural_only() -> None:
    assert not parse_card_text("Target Unit gets +X attack, where X is the number of that 'Mech.").ok


def test_damage_equal_to_a_count_before_its_target_rulebook_p30_effects_of_damage() -> None:
    """Rulebook p.30, Effects of Damage: damage dealt by a card; its amount may be a count of cards, named before the
    card that receives it."""
    (deal,) = effects_of("Deal damage equal to the number of 'Mechs you control to target Unit.")
    assert isinstance(deal, m.DealDamage)
    assert deal.amount_of == m.Quantity(of="cards_counted", card=m.Selector(quantifier="all", noun="mech", owner="you"))


# --- "would be scrapped ... instead", the site an Enhancement is on, the 'Mech a Pilot pilots -----------------------


def test_would_be_scrapped_instead_is_instead_of_the_scrapheap_glossary_scrap() -> None:
    """Glossary, Scrap: "To put into the Scrapheap"; a card's text works in play, so "If ~ would be scrapped, ...
    instead" is the existing "would be put into your Scrapheap from play" replacement."""
    restock = parsed("If Bramble would be scrapped, restock it instead.", "Bramble")
    assert restock == parsed("If Bramble would be put into your Scrapheap from play, restock it instead.", "Bramble")
    (tap,) = parsed("If Bramble would be scrapped, you may tap it instead.", "Bramble")
    assert isinstance(tap, m.Static)
    (instead,) = tap.effects
    assert isinstance(instead, m.InsteadOfScrapheap)
    assert isinstance(instead.effects[0], m.May)


@pytest.mark.parametrize("text", ["Enhanced site gets +3 armor.", "Enhanced site cannot be attacked by slow Units."])
def test_enhanced_site_rulebook_p12_enhancements_on_sites(text: str) -> None:
    """Rulebook p.12 and glossary, Enhancement: "played on Units or sites"; "Enhanced site" is the site it is on, as
    "the site this card enhances"."""
    (effect,) = effects_of(text, "Ferro Plating", "Enhancement")
    assert dict(effect)["target"] == m.Enhanced()


def test_if_the_mech_piloted_by_this_card_is_scrapped_glossary_pilot() -> None:
    """Glossary, Pilot: a Pilot is played on a 'Mech; "If the 'Mech piloted by ~ is scrapped" is the existing trigger
    with or without the article."""
    with_the = parsed("If the 'Mech piloted by Kestrel Vane is scrapped, draw a card.", "Kestrel Vane")
    assert with_the == parsed("If 'Mech piloted by Kestrel Vane is scrapped, draw a card.", "Kestrel Vane")
    assert isinstance(with_the[0], m.Triggered) and with_the[0].trigger == "piloted_scrapped"


def test_prevent_all_damage_dealt_to_rulebook_p30_effects_of_damage() -> None:
    """Rulebook p.30, Effects of Damage: "check to see if any damage is prevented"; "all damage dealt to" a card is
    the damage it receives."""
    assert effects_of("Prevent all damage dealt to target 'Mech.") == effects_of("Prevent all damage to target 'Mech.")
