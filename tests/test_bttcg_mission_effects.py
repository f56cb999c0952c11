"""Mission-card effects and selector refinements a battle executes beyond interpret.py's (issue 17: every card does
what it says), one scenario test per kind, named after the rule that settles its meaning and citing it: compared
speeds, "engaged in battle with", the lowest of the dice rolled for each Unit, and the table entries of what a Unit
may attack or block. Cards are invented inline texts, or pool cards read in place (skipped without ../shared)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import battle, mission_card, only, printing_text, rules_of, unit

BLOCKED = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}


def test_engaged_with_mechs_fighting_it_get_minus_one_attack_glossary_engaged() -> None:
    """engaged_with (Widowmaker's wording, invented card): "'Mechs engaged in battle with Zorblax get -1 attack."
    Glossary, Engaged: "Units involved in a battle are said to be engaged in that battle": the Units Zorblax fights,
    the other side's, get -1 attack while Zorblax is in the battle; its own group does not."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "buddy": unit("Brian", "fast", attack=2, structure=9),
        "guard": unit(
            "Melissa",
            "fast",
            attack=4,
            structure=9,
            name="Zorblax",
            text="'Mechs engaged in battle with Zorblax get -1 attack.",
        ),
    }
    mission = {**BLOCKED, "group": ["raider", "buddy"]}
    actions = [
        {"by": "Melissa", "assign": "guard", "to": {"raider": 4}},
        {"by": "Brian", "assign": "raider", "to": {"guard": 2}},
    ]
    result = battle(cards, mission, actions)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["guard"]["damage"] == 2 + (2 - 1)  # raider 3 - 1 (as assigned), buddy 2 - 1
    assert outcome["stockpiles"]["Melissa"] == 30  # blocked: no damage to the Stockpile


def test_engaged_with_own_group_unchanged_glossary_engaged() -> None:
    """engaged_with: the attacker saying it changes the Units it fights (the blocker), never its own group."""
    cards = {
        "raider": unit(
            "Brian",
            "fast",
            attack=3,
            structure=9,
            name="Zorblax",
            text="'Mechs engaged in battle with Zorblax get -1 attack.",
        ),
        "guard": unit("Melissa", "fast", attack=4, structure=9),
    }
    outcome = only(battle(cards, BLOCKED))
    assert outcome["cards"]["raider"]["damage"] == 3  # the blocker's 4 - 1
    assert outcome["cards"]["guard"]["damage"] == 3  # Zorblax's own attack unchanged


CHARGE_LIKE = (
    "Play only during battle. Choose one of your 'Mechs and an opposing 'Mech of the same speed or slower. "
    "Roll a die: 1-6: Your 'Mech receives 1 damage and opposing 'Mech receives 2 damage."
)


def _charge(opposing_speed: str) -> dict[str, object]:
    cards = {
        "raider": unit("Brian", "moderate", attack=0, structure=9),
        "guard": unit("Melissa", opposing_speed, attack=0, structure=9),
        "charge": mission_card("Brian", CHARGE_LIKE, "Charge"),
    }
    cards["guard"].update(zone="guard", guarding="Melissa.stockpile")  # blocks whatever its speed (rulebook p.25)
    return battle(cards, BLOCKED, [{"by": "Brian", "play": "charge", "choose": ["raider", "guard"]}], dice=[4])


def test_same_speed_or_slower_than_the_mech_chosen_before_rulebook_glossary_speed() -> None:
    """same_speed, or_slower (Charge!'s wording): "Choose one of your 'Mechs and an opposing 'Mech of the same speed
    or slower": compared with the 'Mech chosen just before (Glossary, Speed: slow, moderate, fast). A moderate 'Mech
    charges a moderate or a slow one; a fast one cannot be chosen (a violation: the card is not played)."""
    for speed in ("moderate", "slow"):
        result = _charge(speed)
        assert result["legal"], (speed, result["violations"])
        cards = only(result)["cards"]
        assert cards["raider"]["damage"] == 1 and cards["guard"]["damage"] == 2, speed
    faster = _charge("fast")
    assert not faster["legal"]
    assert r.MISSION_CARDS_AFFECT in rules_of(faster)
    assert only(faster)["cards"]["guard"]["damage"] == 0


def test_charge_pool_card_same_speed_or_slower(current_pool: CardPool) -> None:
    """Charge! (pool card, read in place): 3-4: "Your 'Mech receives 1 damage and opposing 'Mech receives X damage,
    where X is the base armor of your 'Mech": a slow blocker of a moderate 'Mech with 2 armor takes 2 (armor 0)."""
    cards = {
        "raider": unit("Brian", "moderate", attack=0, armor=2, structure=9),
        "guard": unit("Melissa", "slow", attack=0, structure=9, zone="guard", guarding="Melissa.stockpile"),
        "charge": {"owner": "Brian", "card": "Charge!"},
    }
    actions = [{"by": "Brian", "play": "charge", "choose": ["raider", "guard"]}]
    result = battle(cards, BLOCKED, actions, dice=[3], pool=current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["guard"]["damage"] == 2
    assert outcome["raider"]["damage"] == 0  # 1 damage, stopped by its 2 armor


def test_bare_opposing_mech_names_the_one_chosen_rulebook_p32() -> None:
    """Charge!'s "Your 'Mech receives 1 damage and opposing 'Mech receives X damage": without an article, "opposing
    'Mech" is the one chosen before (like "Your 'Mech"), never a new choice (rulebook p.32: the card affects what it
    names)."""
    from judge.cardtext.parser import parse_card_text
    from judge.dsl import models as m

    parsed = parse_card_text("Your 'Mech receives 1 damage and opposing 'Mech receives 2 damage.", "X", "Mission")
    effects = [e for a in parsed.abilities if isinstance(a, m.Resolve) for e in a.effects]
    targets = [e.target for e in effects if isinstance(e, m.DealDamage)]
    assert [(t.quantifier, t.owner) for t in targets if isinstance(t, m.Selector)] == [
        ("that", "you"),
        ("that", "opponent"),
    ]


# --- a die for each card, the lowest of them ------------------------------------------------------------------------

BLOW = "Play only during battle. For each Unit, roll a die. Each Unit with the lowest die roll receives 5 damage."


def _blow(dice: list[int] | None) -> dict[str, object]:
    cards = {
        "raider": unit("Brian", "fast", attack=0, structure=9),
        "guard": unit("Melissa", "fast", attack=0, structure=9),
        "blow": mission_card("Melissa", BLOW, "Blow"),
    }
    return battle(cards, BLOCKED, [{"by": "Melissa", "play": "blow"}], dice=dice)


def test_lowest_roll_of_a_die_for_each_unit_rulings_1997_order_of_resolving() -> None:
    """roll_die for each card, lowest_roll (Blow the Pass!'s wording): "For each Unit, roll a die. Each Unit with the
    lowest die roll receives 5 damage." Each Unit in the battle (rulebook p.32) gets its own die, rolled as the card
    resolves (1997 rulings, Order of Resolving Effects); the dice go to the Units in the order the scenario lists them
    (the attacking group, then the blockers); every Unit sharing the lowest result receives the damage."""
    outcome = only(_blow([2, 5]))["cards"]
    assert outcome["raider"]["damage"] == 5 and outcome["guard"]["damage"] == 0
    outcome = only(_blow([4, 1]))["cards"]
    assert outcome["raider"]["damage"] == 0 and outcome["guard"]["damage"] == 5
    tied = only(_blow([3, 3]))["cards"]
    assert tied["raider"]["damage"] == 5 and tied["guard"]["damage"] == 5


def test_lowest_roll_enumerated_without_dice_rulings_1997_order_of_resolving() -> None:
    """Without ``dice`` every result is enumerated (scenario-format.md, Dice): the raider alone lowest in 15 of 36,
    the blocker alone in 15 of 36, both in 6 of 36 (a tie)."""
    result = _blow(None)
    by_damage = {
        (o["cards"]["raider"]["damage"], o["cards"]["guard"]["damage"]): o["probability"]
        for o in result["outcomes"]  # type: ignore[attr-defined]
    }
    assert by_damage == {(5, 0): "5/12", (0, 5): "5/12", (5, 5): "1/6"}


def test_blow_the_pass_pool_card(current_pool: CardPool) -> None:
    """Blow the Pass! (pool card, read in place) executes as its text says."""
    cards = {
        "raider": unit("Brian", "fast", attack=0, structure=9),
        "guard": unit("Melissa", "fast", attack=0, structure=9),
        "blow": {"owner": "Melissa", "card": "Blow the Pass!"},
    }
    result = battle(cards, BLOCKED, [{"by": "Melissa", "play": "blow"}], dice=[6, 2], pool=current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["guard"]["damage"] == 5


# --- for each 'Mech fewer in the blocking group, as if unblocked -------------------------------------------------


def _diversion(may: list[bool], choose: list[str], pool: CardPool) -> dict[str, object]:
    cards: dict[str, object] = {f"m{i}": unit("Brian", "fast", attack=i, structure=9) for i in range(1, 5)}
    cards["guard"] = unit("Melissa", "fast", attack=0, structure=9)
    cards["lance"] = {"owner": "Brian", "card": "Lance Diversion"}
    mission = {
        "attacker": "Brian",
        "group": ["m1", "m2", "m3", "m4"],
        "target": "Melissa.stockpile",
        "blockers": ["guard"],
    }
    actions: list[dict[str, object]] = [{"by": "Melissa", "pass": True}]  # Brian wins initiative; Melissa goes first
    actions += [{"by": "Brian", "play": "lance", "may": may, "choose": ["m1", *choose]}]  # "+1 initiative": m1
    actions += [{"by": "Brian", "assign": f"m{i}", "to": {"guard": i}} for i in range(1, 5) if f"m{i}" not in choose]
    return battle(cards, mission, actions, pool=pool)


def test_for_each_fewer_in_the_blocking_group_as_if_unblocked_rulebook_p29(current_pool: CardPool) -> None:
    """for_each_fewer, a Unit that may deal its damage as if unblocked: Lance Diversion (pool card, read in place):
    "For each 'Mech fewer than four in the blocking group, you may choose to have one of your 'Mechs deal damage to
    the target as if unblocked. The target may deal damage to that 'Mech." One blocker: three choices, each a "may"
    (``may``) and a 'Mech (``choose``); the chosen deal their damage to the target (rulebook p.29: an unblocked
    Unit's damage goes to the target; 1997 rulings, Heroic Sacrifice); a Stockpile target deals none back."""
    result = _diversion([True, True, False], ["m4", "m3"], current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 30 - 4 - 3
    assert outcome["cards"]["guard"]["damage"] == 1 + 2


def test_for_each_fewer_choices_are_strict_scenario_format(current_pool: CardPool) -> None:
    """Strict mode (scenario-format.md): a "may" left unanswered is a violation, and so is one 'Mech chosen twice."""
    missing = _diversion([True], ["m4"], current_pool)
    assert not missing["legal"] and r.MISSION_CARDS_AFFECT in rules_of(missing)
    twice = _diversion([True, True, False], ["m4", "m4"], current_pool)
    assert not twice["legal"] and any("already chosen" in v["message"] for v in twice["violations"])  # type: ignore[index]


def test_target_unit_dealing_back_is_refused_not_guessed_rulebook_p9(current_pool: CardPool) -> None:
    """ "The target may deal damage to that 'Mech.": a target Unit that could deal damage back is refused (not
    answered by this version), never passed over."""
    import pytest

    from judge.scenario_input import ScenarioError

    cards: dict[str, object] = {f"m{i}": unit("Brian", "fast", attack=1, structure=9) for i in range(1, 5)}
    cards["guard"] = unit("Melissa", "fast", attack=0, structure=9)
    cards["victim"] = unit("Melissa", "slow", attack=2, structure=9)
    cards["lance"] = {"owner": "Brian", "card": "Lance Diversion"}
    mission = {"attacker": "Brian", "group": ["m1", "m2", "m3", "m4"], "target": "victim", "blockers": ["guard"]}
    with pytest.raises(ScenarioError, match="does not execute"):
        actions = [
            {"by": "Melissa", "pass": True},
            {"by": "Brian", "play": "lance", "may": [False] * 3, "choose": ["m1"]},
        ]
        battle(cards, mission, actions, pool=current_pool)


# --- Batchall: a limit on the damage dealers, "only if opponent controls a Clan card" -------------------------------


def _batchall(pool: CardPool, clan: bool | None, choose: list[str]) -> dict[str, object]:
    keywords = {True: ["Clan"], False: ["Inner Sphere"], None: []}[clan]
    cards: dict[str, object] = {
        "m1": unit("Brian", "fast", attack=3, structure=9, keywords=keywords),
        "m2": unit("Brian", "fast", attack=2, structure=9, keywords=keywords),
        "m3": unit("Brian", "fast", attack=1, structure=9, keywords=keywords),
        "guard": unit("Melissa", "fast", attack=6, structure=9, keywords=["Inner Sphere"]),
        "batchall": {"owner": "Melissa", "card": "Batchall"},
    }
    mission = {"attacker": "Brian", "group": ["m1", "m2", "m3"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    actions: list[dict[str, object]] = [{"by": "Melissa", "play": "batchall", "choose": ["guard", *choose]}]
    actions += [{"by": "Melissa", "assign": "guard", "to": {"m1": 3, "m2": 3}}]
    return battle(cards, mission, actions, pool=pool)


def test_damage_dealers_limit_attackers_choose_ce_rulings_batchall(current_pool: CardPool) -> None:
    """damage_dealers_limit, deals_damage 'none': Batchall (pool card, read in place): "Your opponent cannot deal
    damage with more attacking 'Mechs than the number of blocking 'Mechs. 'Mechs that do not deal damage for this
    reason do not receive damage." One blocker: one attacker deals damage, chosen by its controller (CE rulings,
    Batchall: "The controllers of the Units choose which ones take the damage", given in ``choose``); the two others
    deal none and receive none (the blocker's damage assigned to m2 is prevented)."""
    result = _batchall(current_pool, True, ["m1"])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["guard"]["damage"] == 3  # m1 alone
    assert cards["m1"]["damage"] == 3 and cards["m2"]["damage"] == 0


def test_damage_dealers_limit_choice_is_strict_scenario_format(current_pool: CardPool) -> None:
    """Strict mode: the attackers' choice missing is a violation, never a guess."""
    result = _batchall(current_pool, True, [])
    assert not result["legal"] and r.MISSION_CARDS_AFFECT in rules_of(result)


def test_only_if_opponent_controls_a_clan_card_glossary_keyword(current_pool: CardPool) -> None:
    """controls: "Play only ... if opponent controls at least one Clan card": a Clan card carries the alignment
    keyword Clan (Glossary, Keyword). Against Inner Sphere 'Mechs Batchall cannot be played; against inline 'Mechs
    whose alignment the scenario does not give, the answer is refused, not guessed."""
    import pytest

    from judge.scenario_input import ScenarioError

    inner = _batchall(current_pool, False, ["m1"])
    assert not inner["legal"] and r.PLAY_ONLY_WHEN in rules_of(inner)
    with pytest.raises(ScenarioError, match="alignment"):
        _batchall(current_pool, None, ["m1"])


def test_mission_effects_rule_ids_resolve() -> None:
    """Every rule id mission_effects.py cites resolves (``judge rule <id>``)."""
    from judge.bttcg.mission_effects import RULE_IDS

    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


# --- a card of the Scrapheap into its owner's hand ----------------------------------------------------------------


def test_mission_card_from_scrapheap_to_hand_rulebook_p9_p13(current_pool: CardPool) -> None:
    """return_to_hand from the Scrapheap: Studied Move (pool card, read in place): "Put any Mission card from your
    Scrapheap into your hand." The card chosen (``choose``) goes to the hand (rulebook p.9: the card's text makes the
    exception to p.32's "Mission cards can only affect attacking Units, blocking Units, or the target"); a card not
    in the player's Scrapheap, or not a Mission card, or Studied Move itself (played in this mission: it is not in the
    Scrapheap until the mission is over, rulebook p.13), cannot be chosen."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "study": {"owner": "Brian", "card": "Studied Move"},
        "old": mission_card("Brian", "One of your Units gets +1 attack.", "Old"),
        "theirs": {**mission_card("Melissa", "One of your Units gets +1 attack.", "Theirs"), "zone": "scrapheap"},
        "dead": unit("Brian", "fast", attack=2, zone="scrapheap"),
    }
    cards["old"]["zone"] = "scrapheap"
    attack = {"attacker": "Brian", "group": ["raider"], "target": "victim"}

    def play(pick: str) -> dict[str, object]:
        return battle(cards, attack, [{"by": "Brian", "play": "study", "choose": [pick]}], pool=current_pool)

    result = play("old")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["old"]["zone"] == "hand"
    for wrong in ("theirs", "dead", "study"):
        refused = play(wrong)
        assert not refused["legal"] and r.MISSION_CARDS_AFFECT in rules_of(refused), wrong


# --- an effect for each card scrapped from the hand -------------------------------------------------------------


def _satchel(pool: CardPool, amounts: dict[str, int] | None, choose: list[str]) -> dict[str, object]:
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "satchel": {"owner": "Brian", "card": "Satchel Charges"},
        **{f"h{i}": mission_card("Brian", "One of your Units gets +1 attack.", f"Spare {i}") for i in range(1, 5)},
    }
    play: dict[str, object] = {"by": "Brian", "play": "satchel", "choose": ["raider", *choose]}
    if amounts is not None:
        play["amounts"] = amounts
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    return battle(cards, mission, [play], dice=[4], pool=pool)


def test_per_card_scrapped_from_hand_rulebook_p9(current_pool: CardPool) -> None:
    """per_card_scrapped: Satchel Charges (pool card, read in place): "3-6, that 'Mech gets +2 attack for each card
    you scrap from your hand. You cannot scrap more than three cards in this way." Two cards scrapped (how many in
    ``amounts`` under the card's id, which ones in ``choose``): +4 attack, and the two go to the Scrapheap."""
    result = _satchel(current_pool, {"satchel": 2}, ["h1", "h2"])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 30 - (2 + 4)
    assert outcome["cards"]["h1"]["zone"] == "scrapheap" and outcome["cards"]["h3"]["zone"] == "hand"


def test_per_card_scrapped_choices_are_strict_scenario_format(current_pool: CardPool) -> None:
    """Strict mode: how many cards is the player's choice (missing: a violation, never 0 by default); more than the
    card allows, or a card not in hand, is a violation."""
    for amounts, choose in ((None, []), ({"satchel": 4}, ["h1", "h2", "h3", "h4"]), ({"satchel": 1}, ["raider"])):
        result = _satchel(current_pool, amounts, choose)
        assert not result["legal"], (amounts, choose)


# --- a Pilot's ability when its 'Mech attacks or blocks ---------------------------------------------------------


def test_pilot_trigger_when_its_mech_attacks_rulings_1997_order_of_resolving(current_pool: CardPool) -> None:
    """piloted_attacks_or_blocks: Bearer of McKennsy Hammer (pool card, read in place): "Whenever 'Mech piloted by
    Bearer of McKennsy Hammer attacks or blocks, roll a die: 1-3: No effect. 4-6: Untap that 'Mech after the
    mission." The die is rolled as the 'Mech attacks (1997 rulings, Order of Resolving Effects; rulebook p.26: its
    Pilot affects the battle); on 4-6 the 'Mech untaps after the mission, else it stays tapped from attacking."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "bearer": {"owner": "Brian", "card": "Bearer of McKennsy Hammer", "on": "raider"},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    lucky = battle(cards, mission, dice=[5], pool=current_pool)
    assert lucky["legal"], lucky["violations"]
    assert only(lucky)["cards"]["raider"]["tapped"] is False
    assert only(lucky)["stockpiles"]["Melissa"] == 28
    unlucky = only(battle(cards, mission, dice=[2], pool=current_pool))
    assert unlucky["cards"]["raider"]["tapped"] is True
    odds = battle(cards, mission, pool=current_pool)
    assert sorted(o["probability"] for o in odds["outcomes"]) == ["1/2", "1/2"]


# --- each player chooses whether each of their 'Mechs deals damage ----------------------------------------------


def test_choose_whether_deals_damage_ce_rulings_massive_battlefield_confusion(current_pool: CardPool) -> None:
    """choose_whether_deals_damage, deals_damage 'deals' and 'already_dealt': Hazardous Battle Zone (pool card, read
    in place): "Each player may choose whether each of his or her Mechs deals damage. Each 'Mech that deals damage
    receives 2 damage; each 'Mech that has already dealt damage during this battle receives 2 damage." Melissa lost
    initiative and assigned g1's damage first: it "has already dealt damage" (CE rulings, Massive Battlefield
    Confusion: its damage is assigned) and receives 2 without a choice; the answers (``may``, in the order the
    'Mechs are listed, the attackers first) have the raider deal damage (it receives 2) and g2 none."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "g1": unit("Melissa", "fast", attack=1, structure=9),
        "g2": unit("Melissa", "fast", attack=1, structure=9),
        "hazard": {"owner": "Brian", "card": "Hazardous Battle Zone"},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["g1", "g2"]}
    actions = [
        {"by": "Melissa", "assign": "g1", "to": {"raider": 1}},
        {"by": "Brian", "play": "hazard", "may": [True, False]},
        {"by": "Brian", "assign": "raider", "to": {"g1": 3}},
    ]
    result = battle(cards, mission, actions, pool=current_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["raider"]["damage"] == 1 + 2
    assert outcome["g1"]["damage"] == 3 + 2
    assert outcome["g2"]["damage"] == 0
    missing = battle(cards, mission, [actions[0], {**actions[1], "may": [True]}, actions[2]], pool=current_pool)
    assert not missing["legal"] and r.MISSION_CARDS_AFFECT in rules_of(missing)


# --- may be blocked regardless of speed until end of turn ---------------------------------------------------------


def test_may_be_blocked_regardless_of_speed_until_end_of_turn_rulebook_p25_p33(current_pool: CardPool) -> None:
    """ignore_speed (be blocked), lasting until end of turn: Lured into Bog (pool card, read in place): "All attacking
    'Mechs may be blocked, regardless of their speed, until end of turn." a1 (fast) attacks and its Pilot untaps it
    after the mission (Bearer of McKennsy Hammer, die 5); it attacks again later in the turn and Melissa's slow
    patrolling 'Mech blocks it: legal thanks to the card (rulebook p.25: a patrolling Unit slower than every member of
    the group cannot block; p.9, p.33: the card's exception holds until the end of the turn), a violation without."""
    cards = {
        "a1": unit("Brian", "fast", attack=2, structure=9),
        "bearer": {"owner": "Brian", "card": "Bearer of McKennsy Hammer", "on": "a1"},
        "slowpoke": unit("Melissa", "slow", attack=0, structure=9),
        "bog": {"owner": "Melissa", "card": "Lured into Bog"},
    }
    first = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}
    again = {"by": "Brian", "attack": "Melissa.stockpile", "group": ["a1"], "blockers": ["slowpoke"]}
    lured = battle(cards, first, [{"by": "Melissa", "play": "bog"}, again], dice=[5, 1], pool=current_pool)
    assert lured["legal"], lured["violations"]
    assert only(lured)["stockpiles"]["Melissa"] == 30 - 2  # the second attack is blocked
    plain = battle(cards, first, [again], dice=[5, 1], pool=current_pool)
    assert not plain["legal"] and r.BLOCK_SPEED in rules_of(plain)


# --- all damage to one Unit redirected to another -----------------------------------------------------------------


def _taking_the_hit(pool: CardPool, choose: list[str], older: bool = False) -> dict[str, object]:
    """Taking the Hit played, in its current wording or its Mercenaries one (read in place)."""
    cards = {
        "raider": unit("Brian", "fast", attack=1, structure=9),
        "buddy": unit("Brian", "fast", attack=1, armor=1, structure=9),
        "guard": unit("Melissa", "fast", attack=4, structure=9),
        "hit": {"owner": "Brian", "card": "Taking the Hit"},
        "far": unit("Brian", "fast", attack=1, structure=9),
    }
    if older:
        cards["hit"] = mission_card("Brian", printing_text(pool, "Taking the Hit", "Mercenaries"), "Taking the Hit")
    mission = {"attacker": "Brian", "group": ["raider", "buddy"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    actions = [
        {"by": "Melissa", "assign": "guard", "to": {"raider": 4}},
        {"by": "Brian", "play": "hit", "choose": choose},
    ]
    return battle(cards, mission, actions, pool=pool)


def test_redirect_all_damage_to_a_unit_in_the_battle_ce_rulings_taking_the_hit(current_pool: CardPool) -> None:
    """redirect_all_damage, "two of your Units" chosen: Taking the Hit (pool card, read in place): "Choose two of your
    Units. Redirect all damage from the first Unit to the second." The blocker's 4 damage assigned to the raider is
    received by buddy, whose 1 armor stops 1 (rulebook p.29-30); the raider takes none. The second Unit must be in
    the battle (CE rulings, Taking the Hit), and two different Units are chosen."""
    result = _taking_the_hit(current_pool, ["raider", "buddy"])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raider"]["damage"] == 0 and cards["buddy"]["damage"] == 3
    for wrong in (["raider", "raider"], ["raider", "far"], ["raider"]):
        refused = _taking_the_hit(current_pool, wrong)
        assert not refused["legal"], wrong
        assert only(refused)["cards"]["raider"]["damage"] == 4, wrong  # the card is not played


def test_redirect_all_damage_older_wording_chosen_as_it_happens_ce_rulings_taking_the_hit(
    current_pool: CardPool,
) -> None:
    """redirect_all_damage of "one of your 'Mechs" to "another 'Mech you control" (the Mercenaries wording): the two are
    chosen as the effect happens, in the order of ``choose``, with the same answer and the same checks (a second
    'Mech in the battle, CE rulings, Taking the Hit; "another": not the first again)."""
    result = _taking_the_hit(current_pool, ["raider", "buddy"], older=True)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raider"]["damage"] == 0 and cards["buddy"]["damage"] == 3
    for wrong in (["raider", "raider"], ["raider", "far"], ["raider"]):
        refused = _taking_the_hit(current_pool, wrong, older=True)
        assert not refused["legal"], wrong
        assert only(refused)["cards"]["raider"]["damage"] == 4, wrong


# --- cannot be blocked by patrolling 'Mechs of the same speed -----------------------------------------------------


def test_cannot_be_blocked_by_patrolling_mechs_of_the_same_speed_rulebook_p9_p25(current_pool: CardPool) -> None:
    """cannot_be_blocked (by), same_speed: Navigation Computer (pool card, read in place): "That 'Mech cannot be
    blocked by patrolling 'Mechs that are the same speed." A moderate 'Mech with it: a patrolling moderate blocker is
    a violation (rulebook p.9: the card makes the exception to blocking, p.25); a fast patrolling one, or a moderate
    one guarding the target, blocks."""
    cards = {
        "raider": unit("Brian", "moderate", attack=2, structure=9),
        "nav": {"owner": "Brian", "card": "Navigation Computer", "on": "raider"},
        "guard": unit("Melissa", "moderate", attack=0, structure=9),
    }
    mission = {**BLOCKED, "group": ["raider"]}
    same = battle(cards, mission, pool=current_pool)
    assert not same["legal"] and r.BLOCKING in rules_of(same)
    cards["guard"] = unit("Melissa", "fast", attack=0, structure=9)
    assert battle(cards, mission, pool=current_pool)["legal"]
    cards["guard"] = unit("Melissa", "moderate", attack=0, structure=9, zone="guard", guarding="Melissa.stockpile")
    assert battle(cards, mission, pool=current_pool)["legal"]


# --- a Pilot's ability when its 'Mech is scrapped ------------------------------------------------------------------


def _natasha(
    pool: CardPool, dice: list[int] | None, actions: list[dict[str, object]] | None = None
) -> dict[str, object]:
    cards = {
        "raider": unit("Brian", "fast", attack=1, structure=3),
        "natasha": {"owner": "Brian", "card": "Natasha Kerensky", "on": "raider"},
        "guard": unit("Melissa", "fast", attack=9, structure=20),
        "scrap": mission_card("Brian", "Scrap one of your 'Mechs.", "Sacrifice"),
    }
    return battle(cards, BLOCKED, actions, dice=dice, pool=pool)


def test_pilot_returns_to_hand_when_its_mech_is_scrapped_rulebook_p30(current_pool: CardPool) -> None:
    """piloted_scrapped: Natasha Kerensky (pool card, read in place): "If 'Mech piloted by Natasha Kerensky is
    scrapped, roll a die: 1-4, no effect; 5-6, return Natasha Kerensky to your hand." Her 'Mech is scrapped as damage
    resolves (rulebook p.30): on 5-6 she goes to Brian's hand, else to the Scrapheap with it; without dice, 1/3 and
    2/3. A card's effect scrapping her 'Mech during the battle is refused (not executed there yet)."""
    import pytest

    from judge.scenario_input import ScenarioError

    lucky = _natasha(current_pool, [6])
    assert lucky["legal"], lucky["violations"]
    cards = only(lucky)["cards"]
    assert cards["raider"]["zone"] == "scrapheap" and cards["natasha"]["zone"] == "hand"
    assert only(_natasha(current_pool, [2]))["cards"]["natasha"]["zone"] == "scrapheap"
    odds = {o["cards"]["natasha"]["zone"]: o["probability"] for o in _natasha(current_pool, None)["outcomes"]}  # type: ignore[attr-defined]
    assert odds == {"hand": "1/3", "scrapheap": "2/3"}
    with pytest.raises(ScenarioError, match="does not execute"):
        _natasha(current_pool, [6], [{"by": "Brian", "play": "scrap", "choose": ["raider"]}])


# --- a Pilot's 'Mech may block while tapped ---------------------------------------------------------------------


def test_piloted_mech_may_block_while_tapped_if_faster_rulebook_p9_p25(current_pool: CardPool) -> None:
    """block_while_tapped, speed_compared: Galen Cox (pool card, read in place): "If 'Mech piloted by Galen Cox is
    faster than attacking 'Mech opponent controls, 'Mech piloted by Galen Cox may block while tapped." A tapped fast
    'Mech blocks a moderate attacker (rulebook p.9: the card's exception to p.25, a tapped Unit cannot block); not a
    fast one; against a group it is faster than only in part, the answer is refused (not settled by the card)."""
    import pytest

    from judge.scenario_input import ScenarioError

    cards = {
        "raider": unit("Brian", "moderate", attack=2, structure=9),
        "guard": unit("Melissa", "fast", attack=0, structure=9, tapped=True),
        "galen": {"owner": "Melissa", "card": "Galen Cox", "on": "guard"},
    }
    assert battle(cards, BLOCKED, pool=current_pool)["legal"]
    cards["raider"] = unit("Brian", "fast", attack=2, structure=9)
    faster = battle(cards, BLOCKED, pool=current_pool)
    assert not faster["legal"] and r.BLOCKING in rules_of(faster)
    cards["raider"] = unit("Brian", "slow", attack=2, structure=9)
    cards["buddy"] = unit("Brian", "fast", attack=2, structure=9)
    with pytest.raises(ScenarioError, match="not settled"):
        battle(cards, {**BLOCKED, "group": ["raider", "buddy"]}, pool=current_pool)


def test_ability_used_during_a_mission_is_measured_by_the_battle_checks(current_pool: CardPool) -> None:
    """Coverage tells the truth (issue 17): a Pilot's "Use this ability only during a mission" ability is measured
    by the battle's checks: Kamikaze MechWarrior's (scrapping its own 'Mech, "if faster than engaged 'Mech", two
    dice) is counted executed now that the battle runs it (test_bttcg_battle_continuous.py), and an invented Pilot's
    "return target opposing 'Mech to its owner's hand" is not, as the battle refuses it ("scrap an opposing 'Mech" is
    executed since scrapping any player's Units is, rulebook p.32)."""
    from judge.bttcg.executable import ability_refusals
    from judge.bttcg.faces import CardFace, face_of_pool_card
    from judge.cards.models import BtCard
    from judge.cardtext.parser import parse_card_text

    card = current_pool.lookup("Kamikaze MechWarrior", "bttcg")
    assert isinstance(card, BtCard)
    face = face_of_pool_card(card)
    assert not any(ability_refusals(face, a) for a in face.abilities)
    text = "Return target opposing 'Mech to its owner's hand. Use this ability only during a mission."
    parsed = parse_card_text(text, "Ace", "Command", suggestions=False)
    ace = CardFace("Ace", "command", keywords=frozenset({"Pilot"}), abilities=tuple(parsed.abilities))
    assert any(ability_refusals(ace, a) for a in ace.abilities)
