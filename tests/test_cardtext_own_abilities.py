"""Issue 18 item 2 and 3 (gramA6): the constructions of a card's OWN abilities (Units, Pilots, Enhancements), each a
general construction of the game's language read from invented sentences (never pool text) that vary the wording,
each read back from its English rendering (``tests/cardtext_helpers.py``). What the engine does not execute yet is
refused out loud through the node-kind table (``judge/bttcg/executes.py``)."""

from __future__ import annotations

import pytest

from judge.bttcg.allegiance import printed_affiliations, printed_alignment
from judge.bttcg.executable import ability_refusals
from judge.bttcg.executes import executed, refusal
from judge.bttcg.faces import CardFace, face_of
from judge.bttcg.scenario import CardSpec
from judge.cards.keywords import AFFILIATIONS, ALIGNMENTS
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of, parsed

# --- durations: the end of the battle -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Target 'Mech gets +2 attack until the end of the battle.",
        "Each attacking Unit gets +1 armor until end of battle.",
        "For the rest of this battle, each blocking 'Mech gets -1 attack.",
        "For the rest of the battle, Hollow Crown gets +2 armor.",
    ],
)
def test_until_the_end_of_the_battle_rulebook_p26_battle(text: str) -> None:
    """Rulebook p.26, Battle: a mission's battle ends once its damage is resolved; "until the end of the battle" and
    "for the rest of this battle" last until then (not to the end of the turn, nor of the mission)."""
    (lasting,) = effects_of(text, "Hollow Crown")
    assert isinstance(lasting, m.Lasting)
    assert lasting.until == "end_of_battle"


def test_until_the_end_of_the_battle_is_an_executed_kind_of_the_node_table() -> None:
    """The node-kind table executes "until the end of the battle" (in a battle; outside one the engine refuses it
    by name: ``tests/test_bttcg_battle_lasting.py``)."""
    assert executed("until", "end_of_battle")


# --- keywords printed in the text: allegiance, VTOL's reminder ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Mercenary", ["Mercenary"]),
        ("Inner Sphere.", ["Inner Sphere"]),
        ("Unique. Clan.", ["Unique", "Clan"]),
        ("Clan, Jump", ["Clan", None]),
        ("Steiner.", ["Steiner"]),
        ("Ghost Bear, ECM", ["Ghost Bear", "ECM"]),
        ("Wolf's Dragoons", ["Wolf's Dragoons"]),
    ],
)
def test_an_allegiance_printed_as_a_keyword_glossary_keyword_ce_general_rulings(
    text: str, names: list[str | None]
) -> None:
    """Rulebook glossary, Keyword ("alignment (such as Clan or Inner Sphere)") and Affiliation; CE General Rulings,
    the House and Clan lists ("Mercenary, Wolf's Dragoons, and Periphery do not count as Houses")."""
    abilities = parsed(text, "Hollow Crown", "Unit")
    assert [a.name if isinstance(a, m.Keyword) else None for a in abilities] == names


def test_every_alignment_and_affiliation_of_the_rulings_is_a_keyword_name() -> None:
    from typing import get_args

    assert set(get_args(m.AllegianceName)) == {*ALIGNMENTS, *AFFILIATIONS, "Mercenary"}


@pytest.mark.parametrize(
    "text",
    [
        "Davion 'Mechs you control get +1 attack.",
        "Target Steiner Unit gets +1 armor.",
        "Each Clan Unit gets +1 attack.",
    ],
)
def test_an_allegiance_before_a_noun_stays_a_selector(text: str) -> None:
    (effect,) = effects_of(text)
    assert isinstance(effect, m.ModifyStat)


def test_a_printed_allegiance_is_the_cards_alignment_and_affiliation_glossary_affiliation() -> None:
    """Glossary, Affiliation and Keyword: the printed word is the card's alignment or affiliation, as the card list's
    column would say; it adds to the listed ones, never replaces them."""
    abilities = parsed("Unique. Inner Sphere. Steiner.", "Hollow Crown", "Unit")
    assert printed_alignment(abilities, None) == "Inner Sphere"
    assert printed_alignment(abilities, "Clan") == "Clan"
    assert printed_affiliations(abilities, ["Davion"]) == {"Davion", "Steiner"}
    spec = CardSpec.model_validate(
        {
            "owner": "Brian",
            "unit": {"type": "mech", "speed": "fast", "attack": 2, "armor": 1, "structure": 3, "text": "Clan. Wolf."},
        }
    )
    face = face_of("u1", spec, None)
    assert (face.alignment, face.affiliations) == ("Clan", frozenset({"Wolf"}))
    assert executed("keyword", "Inner Sphere") and executed("keyword", "Mercenary")


@pytest.mark.parametrize(
    "text",
    [
        "VTOL (Only guarding Units and other VTOL Units can block this Unit.)",
        "VTOL (Only VTOL Units and guarding Units may block ~.)",
        "VTOL (This Unit can be blocked only by guarding Units and VTOL Units.)",
        "VTOL (Only non-VTOL patrolling Units can't block attacking VTOL Units.)",
    ],
)
def test_vtol_reminder_in_the_rulings_wordings_ce_general_rulings_vtol(text: str) -> None:
    """CE General Rulings, Unit Options, VTOL: "Guarding Units may block normally. Only non-VTOL patrolling Units
    can't block attacking VTOL Units": who may block it, said either way round."""
    (keyword,) = parsed(text, "Skyreach", "Unit")
    assert keyword == m.Keyword(name="VTOL", reminder=True)


def test_a_vtol_reminder_naming_other_blockers_is_not_checked() -> None:
    """A reminder that says something else is not taken as the rulings' wording: VTOL is read as the rules define it,
    its reminder marked unchecked (``judge validate`` warns of it: tests/test_cardtext_self_and_hosts.py)."""
    (keyword,) = parse_card_text("VTOL (Only patrolling Units can block this Unit.)", "Skyreach", "Unit").abilities
    assert keyword == m.Keyword(name="VTOL", reminder=True, wording="unchecked")


# --- triggers: what a Unit acts against, the damage it deals, its being depleted; an Enhancement's card scrapped --


def _face(name: str = "Hollow Crown", kind: str = "unit", *keywords: str) -> CardFace:
    return CardFace(name=name, kind=kind, attack=2, armor=2, structure=3, keywords=frozenset(keywords))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "trigger", "watched"),
    [
        ("When Hollow Crown is depleted, draw a card.", "unit_depleted", m.This()),
        ("Whenever this 'Mech is depleted, draw two cards.", "unit_depleted", m.This()),
        ("Whenever the 'Mech piloted by Hollow Crown is depleted, draw a card.", "unit_depleted", m.PilotedUnit()),
        ("When Hollow Crown reloads, draw a card.", "unit_reloaded", m.This()),
        ("Whenever this Vehicle deals damage, draw a card.", "unit_damages", m.This()),
    ],
)
def test_a_units_depletion_reload_or_damage_as_its_trigger_glossary_deplete_reload(
    text: str, trigger: str, watched: m.Target
) -> None:
    """Glossary, Deplete ("tapped and turned face down") and Reload (turned face up in the Repair/Reload phase);
    rulebook p.30, Resolving Damage: the Unit's own state or damage as the moment its ability fires."""
    (ability,) = parsed(text, "Hollow Crown", "Unit")
    assert isinstance(ability, m.Triggered)
    assert (ability.trigger, ability.watched, ability.conditions) == (trigger, watched, [])


@pytest.mark.parametrize(
    ("text", "trigger", "against"),
    [
        ("When Hollow Crown blocks a Vehicle, it gets +2 attack.", "unit_blocks", "vehicle"),
        ("Whenever this 'Mech attacks a site, draw a card.", "unit_attacks", "site"),
        ("When Hollow Crown attacks or blocks a fast Unit, it gets +1 armor.", "unit_attacks_or_blocks", "unit"),
        ("Whenever Hollow Crown deals damage to a site, draw a card.", "unit_damages", "site"),
        ("Whenever Hollow Crown damages an opposing 'Mech, draw a card.", "unit_damages", "mech"),
    ],
)
def test_what_a_unit_acts_against_rulebook_p26_battle(text: str, trigger: str, against: str) -> None:
    """Rulebook p.26, Battle: the attacking group, the blocking group and the target of the attack; a Unit's trigger
    may name what it attacks, blocks or deals damage to (a Facing condition)."""
    (ability,) = parsed(text, "Hollow Crown", "Unit")
    assert isinstance(ability, m.Triggered) and ability.trigger == trigger
    (facing,) = ability.conditions
    assert isinstance(facing, m.Facing) and isinstance(facing.target, m.Selector)
    assert facing.target.noun == against


@pytest.mark.parametrize(
    "text",
    [
        "If enhanced 'Mech is scrapped, return this card to your hand.",
        "When the enhanced Unit is scrapped, return Reactive Mesh to your hand.",
        "If enhanced Vehicle is scrapped, draw a card.",
    ],
)
def test_an_enhancements_card_scrapped_rulebook_p12_enhancements(text: str) -> None:
    """Rulebook p.12, Enhancements: an Enhancement is put on the card it affects; its ability may watch that card
    being scrapped (the 'scrapped' trigger watching the Enhanced card)."""
    (ability,) = parsed(text, "Reactive Mesh", "Command")
    assert isinstance(ability, m.Triggered)
    assert (ability.trigger, ability.watched) == ("scrapped", m.Enhanced())


def test_the_new_triggers_are_refused_out_loud() -> None:
    face = _face()
    for text in (
        "When Hollow Crown is depleted, draw a card.",
        "When Hollow Crown is reloaded, draw a card.",
        "Whenever Hollow Crown deals damage to a site, draw a card.",
    ):
        (ability,) = parsed(text, "Hollow Crown", "Unit")
        assert ability_refusals(face, ability) != [], text
    (scrapped,) = parsed("If enhanced 'Mech is scrapped, return this card to your hand.", "Mesh", "Command")
    # executed as damage resolves: judge/bttcg/attached_scrapped.py (tests/test_bttcg_attached_scrapped.py)
    assert ability_refusals(_face("Mesh", "command", "Enhancement"), scrapped) == []
    assert "against cards other than a kind" in refusal("condition", "facing")


def test_the_card_itself_is_activated_not_the_mech_it_pilots() -> None:
    assert not parse_card_text("When the 'Mech piloted by Kestrel is activated, draw a card.", "Kestrel", "Unit").ok
    (piloted,) = parsed("When the 'Mech piloted by Kestrel is scrapped, draw a card.", "Kestrel", "Unit")
    assert isinstance(piloted, m.Triggered) and piloted.trigger == "piloted_scrapped"


# --- conditions of a card's own statics: its place, its group, its controller's cards and assets ----------------


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("While Hollow Crown is guarding, it gets +2 armor.", "guarding"),
        ("If Hollow Crown is patrolling, it gets +1 attack.", "patrolling"),
        ("Hollow Crown gets +1 armor while it is guarding a site.", "guarding"),
        ("As long as this 'Mech is guarding, it gets +1 armor.", "guarding"),
    ],
)
def test_while_guarding_or_patrolling_rulebook_p33_guarding_a_site(text: str, state: str) -> None:
    """Rulebook p.33, Guarding a Site, and glossary, Patrol region: a Unit guards one of its controller's sites or
    patrols; its ability may hold only there."""
    (ability,) = parsed(text, "Hollow Crown", "Unit")
    assert isinstance(ability, m.Static)
    assert ability.conditions == [m.CardState(target=m.This(), state=state)]
    assert ability.effects[0].target == m.This()  # type: ignore[union-attr]


def test_in_a_group_with_glossary_group() -> None:
    """Glossary, Group: the attacking Units are one group, the blocking Units another."""
    (ability,) = parsed("If Hollow Crown is in a group with another Clan Unit, it gets +1 attack.", "Hollow Crown")
    assert isinstance(ability, m.Static)
    (condition,) = ability.conditions
    assert isinstance(condition, m.InGroupWith) and isinstance(condition.others, m.Selector)
    assert (condition.others.alignment, condition.others.other) == ("Clan", True)
    (same,) = parsed("While this 'Mech is in the same group with a Vehicle, it gets +2 armor.", "Hollow Crown")
    assert isinstance(same, m.Static) and isinstance(same.conditions[0], m.InGroupWith)


@pytest.mark.parametrize(
    ("text", "player", "card_type"),
    [
        ("As long as you control a Davion Command card, Hollow Crown gets +2 armor.", "you", "Command"),
        ("If an opponent controls a Clan 'Mech, Hollow Crown gets +1 attack.", "opponent", None),
        ("While you control a Resource card, each of your 'Mechs gets +1 armor.", "you", "Resource"),
    ],
)
def test_as_long_as_you_control_glossary_control(text: str, player: str, card_type: str | None) -> None:
    """Glossary, Control: the cards a player has in play; an ability may hold only while a player controls some."""
    (ability,) = parsed(text, "Hollow Crown")
    assert isinstance(ability, m.Static)
    (condition,) = ability.conditions
    assert isinstance(condition, m.Controls)
    assert (condition.player, condition.target.card_type) == (player, card_type)


@pytest.mark.parametrize(
    ("text", "asset"),
    [
        ("If you have Munitions available, Hollow Crown gets +1 attack.", "Munitions"),
        ("While you have Tactics in play, Hollow Crown gets +1 initiative.", "Tactics"),
        ("As long as you have Assembly available, Hollow Crown gets +1 armor.", "Assembly"),
    ],
)
def test_if_you_have_an_asset_available_rulebook_p14_assets(text: str, asset: str) -> None:
    """Rulebook p.14, Assets: the assets a player has available (provided by cards in play)."""
    (ability,) = parsed(text, "Hollow Crown")
    assert isinstance(ability, m.Static) and ability.conditions == [m.HasAsset(asset=asset)]


def test_the_conditional_statics_are_executed() -> None:
    """A Unit's own stat change with a condition: judge/bttcg/own_stats.py (tests/test_bttcg_own_stats.py)."""
    face = _face()
    for text in (
        "While Hollow Crown is guarding, it gets +2 armor.",
        "If Hollow Crown is in a group with another Clan Unit, it gets +1 attack.",
        "As long as you control a Clan 'Mech, Hollow Crown gets +2 armor.",
        "If you have Munitions available, Hollow Crown gets +1 attack.",
    ):
        (ability,) = parsed(text, "Hollow Crown", "Unit")
        assert ability_refusals(face, ability) == [], text
    assert executed("condition", "in_group_with")


def test_a_place_condition_names_this_card() -> None:
    assert not parse_card_text("While target Unit is guarding, it gets +2 armor.", "Hollow Crown").ok
    assert not parse_card_text("Each 'Mech you control gets +1 armor while it is guarding.", "Hollow Crown").ok


# --- a Unit's own stats, options, missiles and restrictions written as effects ---------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hollow Crown gets -1 speed.", m.ShiftSpeed(target=m.This(), steps=-1)),
        ("This 'Mech gets +1 speed.", m.ShiftSpeed(target=m.This(), steps=1)),
        ("Hollow Crown is fast.", m.SetSpeed(target=m.This(), speed="fast")),
        ("Hollow Crown's 'Mech is slow.", m.SetSpeed(target=m.PilotedUnit(), speed="slow")),
        ("The 'Mech piloted by Hollow Crown is moderate.", m.SetSpeed(target=m.PilotedUnit(), speed="moderate")),
    ],
)
def test_speed_as_a_stat_rulebook_p10_speed_dial(text: str, expected: m.Effect) -> None:
    """Rulebook p.10 and glossary, Speed: a Unit is slow, moderate or fast; "-1 speed" is one speed slower, "is fast"
    its speed; "~'s 'Mech" the 'Mech a Pilot pilots (rulebook p.12)."""
    assert effects_of(text, "Hollow Crown", "Unit" if "piloted" not in repr(expected) else None) == [expected]


def test_minus_one_speed_is_one_speed_slower_rulebook_p24() -> None:
    """Rulebook p.24: a Unit attacks only Units slower than it; a fast Unit at -1 speed is moderate and cannot attack
    a moderate Unit."""
    from judge.bttcg import rules as r
    from tests.bttcg_helpers import battle, rules_of, unit

    mission = {"attacker": "Brian", "group": ["raider"], "target": "victim"}
    cards = {"raider": unit("Brian", "fast", attack=2), "victim": unit("Melissa", "moderate", attack=0)}
    assert battle(cards, mission)["legal"]
    cards["raider"] = unit("Brian", "fast", attack=2, name="Cinder Hound", text="Cinder Hound gets -1 speed.")
    assert r.TARGET_SLOWER_UNIT in rules_of(battle(cards, mission))


@pytest.mark.parametrize(
    ("text", "option"),
    [
        ("Enhanced 'Mech may use its Overheat option without taking Overheat damage.", "Overheat"),
        ("Enhanced Unit may use its Alpha Strike option without being depleted.", "Alpha Strike"),
        ("Hollow Crown may use its Alpha Strike option without depleting it.", "Alpha Strike"),
    ],
)
def test_an_option_without_its_drawback_rulebook_p31(text: str, option: str) -> None:
    """Rulebook p.31, Using Unit Options: Overheat deals Overheat damage to the Unit, Alpha Strike depletes it."""
    (effect,) = effects_of(text, "Hollow Crown", "Command")
    assert isinstance(effect, m.NoOptionDrawback) and effect.option == option


def test_an_options_drawback_must_be_its_own() -> None:
    text = "Enhanced 'Mech may use its Overheat option without being depleted."
    assert not parse_card_text(text, "Mesh", "Command").ok


@pytest.mark.parametrize(
    ("text", "option", "times"),
    [
        ("The 'Mech piloted by Kestrel may use its Jump option twice during each mission.", "Jump", 2),
        ("Kestrel may use its Overheat option three times during each battle.", "Overheat", 3),
        ("This 'Mech may use its Missile option twice.", "Missile", 2),
    ],
)
def test_an_option_used_more_often_rulebook_p27_each_once(text: str, option: str, times: int) -> None:
    """Rulebook p.27: each ability (and option) once each battle; a card may allow more uses. Refused out loud."""
    (effect,) = effects_of(text, "Kestrel")
    assert isinstance(effect, m.OptionUses) and (effect.option, effect.times) == (option, times)
    assert not executed("effect", "option_uses")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hollow Crown's missiles deal 1 extra damage.", m.MissileRule(fired_by=m.This(), extra=1)),
        ("This Unit's missiles deal 2 extra damage.", m.MissileRule(fired_by=m.This(), extra=2)),
        (
            "Enhanced Unit's missiles deal 3 damage on a roll of 3 even without Munitions.",
            m.MissileRule(fired_by=m.Enhanced(), roll=3, damage=3, without_munitions=True),
        ),
        (
            "Enhanced 'Mech's missiles deal 2 damage on a roll of 2.",
            m.MissileRule(fired_by=m.Enhanced(), roll=2, damage=2),
        ),
        ("Add 1 to each missile roll for enhanced 'Mech.", m.MissileRule(fired_by=m.Enhanced(), roll_bonus=1)),
        ("Add 2 to each missile die roll for ~.", m.MissileRule(fired_by=m.This(), roll_bonus=2)),
    ],
)
def test_a_units_missiles_rulebook_p31_missile_p14_munitions(text: str, expected: m.Effect) -> None:
    """Rulebook p.31, Missile (a die per missile, its damage by the roll) and p.14, Munitions (3 damage on a roll of
    3): a card may change its missiles' damage or rolls. Executed for rolls raised and a damage on a roll
    (judge/bttcg/missile_rules.py); extra damage per missile refused out loud."""
    assert effects_of(text, "Hollow Crown", "Command") == [expected]
    assert executed("effect", "missile_rule") and "extra damage" in refusal("effect", "missile_rule")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hollow Crown cannot be enhanced.", m.CannotBeEnhanced(target=m.This())),
        ("This 'Mech can't be enhanced.", m.CannotBeEnhanced(target=m.This())),
        (
            "Hollow Crown can't be the target of Mission cards.",
            m.CannotBeTargetOf(target=m.This(), card_type="Mission"),
        ),
        (
            "Hollow Crown cannot be the target of Command cards.",
            m.CannotBeTargetOf(target=m.This(), card_type="Command"),
        ),
    ],
)
def test_what_a_card_may_not_be_rulebook_p12_glossary_target(text: str, expected: m.Effect) -> None:
    """Rulebook p.12 (Enhancements are played on Units) and glossary, Target: a card may refuse to be enhanced or
    targeted by some kind of cards. "cannot be enhanced" is executed (judge/bttcg/enhance_bans.py); "cannot be the
    target of" is refused out loud."""
    assert effects_of(text, "Hollow Crown", "Unit") == [expected]
    assert executed("effect", expected.kind) == (expected.kind == "cannot_be_enhanced")


@pytest.mark.parametrize(
    "text",
    [
        "Hollow Crown must attack each turn if able.",
        "Hollow Crown must attack during your Missions phase if able.",
        "This 'Mech must attack during each of your Missions phases if able.",
    ],
)
def test_must_attack_each_turn_rulebook_p23_missions_phase(text: str) -> None:
    """Rulebook p.23: attacks are declared in the Missions phase; a card may force its own attack there."""
    assert effects_of(text, "Hollow Crown", "Unit") == [m.MustAct(target=m.This(), action="attack", if_able=True)]


def test_may_block_units_of_any_speed_rulebook_p27() -> None:
    """Rulebook p.27: a patrolling Unit blocks only a group no faster than it; "of any speed" lifts the limit."""
    assert effects_of("Hollow Crown may block Units of any speed.", "Hollow Crown") == [
        m.IgnoreSpeed(target=m.This(), action="block")
    ]


@pytest.mark.parametrize(
    "text", ["Hollow Crown gets +3 attack against sites.", "This 'Mech gets +1 attack against sites."]
)
def test_attack_against_sites_glossary_site(text: str) -> None:
    """Glossary, Site (a Stockpile or Command card): a bonus against sites is one against targets other than Units,
    the AP reminder's wording."""
    (effect,) = effects_of(text, "Hollow Crown")
    assert isinstance(effect, m.ModifyStat) and effect.only_against == "other_than_units"


@pytest.mark.parametrize(
    ("text", "noun"),
    [("Opposing Units blocking ~ get -1 attack.", "unit"), ("Opposing 'Mechs blocking ~ get -2 attack.", "mech")],
)
def test_the_opposing_units_blocking_this_card_rulebook_p26(text: str, noun: str) -> None:
    """Rulebook p.26, Battle: the blocking group fights the attacking one; the opposing Units blocking this card."""
    (effect,) = effects_of(text, "Hollow Crown")
    target = dict(effect)["target"]
    assert (target.noun, target.owner, target.states, target.engaged_with) == (noun, "opponent", ["blocking"], "this")


@pytest.mark.parametrize(
    ("text", "counted"),
    [
        ("Hollow Crown gets +1 armor for each Enhancement on it.", "enhancement"),
        ("Hollow Crown gets +1 attack for each damage counter on it.", "damage_counter"),
        ("This 'Mech gets +1 initiative for each Pilot card on it.", "pilot"),
    ],
)
def test_for_each_card_or_damage_counter_on_it_rulebook_p12_glossary_damage(text: str, counted: str) -> None:
    """Rulebook p.12 (Enhancements and Pilots are put on the card) and glossary, Damage (counters stay until
    repaired): the effects once for each. Refused out loud."""
    (effect,) = effects_of(text, "Hollow Crown")
    assert isinstance(effect, m.PerOnCard) and effect.counted == counted
    assert executed("effect", "per_on_card")  # a Unit's own stat change: judge/bttcg/own_stats.py


def test_a_speed_while_attacking_alone_rulebook_p26() -> None:
    """Rulebook p.26: a Unit attacking alone is a group of one; its ability may hold only then."""
    (ability,) = parsed("Hollow Crown is fast while it is attacking alone.", "Hollow Crown")
    assert isinstance(ability, m.Static)
    assert ability.conditions == [m.UnitRole(unit="this", roles=["attacking"], alone=True)]
    assert ability_refusals(_face(), ability) != []


# --- where a Pilot or Enhancement is played, a step of the battle as a timing, a card from the hand as a cost -----


@pytest.mark.parametrize(
    ("text", "tons", "affiliation"),
    [
        ("Play this card on a 'Mech of at least 60 tons.", 60, None),
        ("Play only on a 'Mech of 40 tons or more.", 40, None),
        ("Kestrel may be played only on a Steiner 'Mech.", None, "Steiner"),
        ("Kestrel may be played only on a 'Mech of at least 75 tons.", 75, None),
    ],
)
def test_where_a_pilot_or_enhancement_is_played_rulebook_p12(
    text: str, tons: int | None, affiliation: str | None
) -> None:
    """Rulebook p.12: Pilots and Enhancements are played on the cards they affect; a card may limit which (glossary,
    Tonnage; the affiliations of the CE General Rulings)."""
    (restriction,) = parsed(text, "Kestrel", "Command")
    assert isinstance(restriction, m.PlayRestriction)
    (on,) = restriction.conditions
    assert isinstance(on, m.PlayedOn) and isinstance(on.target, m.Selector)
    assert (on.target.min_tons, on.target.affiliation) == (tons, affiliation)


@pytest.mark.parametrize(
    ("text", "gained"),
    [("Enhanced 'Mech gets Jump.", m.Jump()), ("Enhanced Unit gets ECM.", m.Keyword(name="ECM"))],
)
def test_an_option_or_keyword_gained_with_gets_rulebook_p31(text: str, gained: m.Ability) -> None:
    """Rulebook p.31 (Unit options) and the keywords of the CE General Rulings: a card may give one, "gets" as
    "gains"."""
    assert effects_of(text, "Mesh", "Command") == [m.GainAbility(target=m.Enhanced(), ability=gained)]


@pytest.mark.parametrize(
    ("text", "step"),
    [
        (
            "{T}: Target 'Mech gets +1 initiative. Use this ability only during the Initiative step of a battle.",
            "initiative",
        ),
        ("{T}: Hollow Crown gets +1 initiative. Use this ability only during the initiative step.", "initiative"),
        (
            "{T}: Prevent 1 damage to Hollow Crown. Use this ability only during the Resolve Damage step.",
            "resolve_damage",
        ),
    ],
)
def test_a_step_of_the_battle_as_a_timing_rulebook_p26_battle_steps(text: str, step: str) -> None:
    """Rulebook p.26-27: a battle has four steps (initiative, the player who lost it, the one who won it, resolving
    damage); during the initiative step only initiative may change. Refused out loud."""
    (ability,) = parsed(text, "Hollow Crown", "Unit")
    assert isinstance(ability, m.Activated)
    assert ability.conditions == [m.BattleStep(step=step)]
    assert executed("condition", "battle_step")  # the Initiative step: play_restrictions.restriction_problem


@pytest.mark.parametrize(
    ("text", "count", "card_type"),
    [
        ("Scrap a card from your hand: Hollow Crown gets +2 attack until the end of the mission.", 1, None),
        ("Scrap two cards from your hand: draw a card.", 2, None),
        ("Scrap a Mission card from your hand: Hollow Crown gets +1 armor.", 1, "Mission"),
    ],
)
def test_a_card_from_the_hand_scrapped_as_a_cost_glossary_scrap(text: str, count: int, card_type: str | None) -> None:
    """Glossary, Scrap: a card put into its owner's Scrapheap; here from the hand, to pay an ability's cost."""
    (ability,) = parsed(text, "Hollow Crown", "Unit")
    assert isinstance(ability, m.Activated)
    assert ability.cost == [m.ScrapCost(source="hand", count=count, card_type=card_type)]


@pytest.mark.parametrize(
    ("text", "noun", "speed", "or_slower"),
    [
        ("Hollow Crown cannot be blocked by slow or moderate Units.", "unit", "moderate", True),
        ("Hollow Crown can't be blocked by slow 'Mechs.", "mech", "slow", False),
        ("This 'Mech cannot be blocked by Vehicles.", "vehicle", None, False),
        ("Hollow Crown cannot be blocked by Battle Armors.", "battle_armor", None, False),
    ],
)
def test_who_cannot_block_it_by_speed_or_type_rulebook_p27(
    text: str, noun: str, speed: str | None, or_slower: bool
) -> None:
    """Rulebook p.27: a patrolling Unit blocks only a group no faster than it; a card may bar blockers by speed
    ("slow or moderate": moderate or slower) or by Unit type (glossary, Unit: 'Mechs, Vehicles, Battle Armor)."""
    (effect,) = effects_of(text, "Hollow Crown", "Unit")
    assert isinstance(effect, m.CannotBeBlocked) and isinstance(effect.by, m.Selector)
    assert (effect.by.noun, effect.by.speed, effect.by.or_slower) == (noun, speed, or_slower)


def test_two_speeds_other_than_slow_or_moderate_are_not_read() -> None:
    assert not parse_card_text("Hollow Crown cannot be blocked by moderate or fast Units.", "Hollow Crown").ok
