"""A fighter's current attack and armor, and each player's initiative score: printed values, then everything that
modifies them while the card can affect the battle (options, Mission cards, keywords, static abilities)."""

from __future__ import annotations

from judge.bttcg import (
    attached_scrapped,
    attack_bans,
    attack_limits,
    attack_triggers,
    base_initiative,
    battle_triggers,
    block_exceptions,
    continuous,
    end_untaps,
    imposed_upkeep,
    instead_of_scrapheap,
    missile_rules,
    option_triggers,
    own_halving,
    own_scrapped,
    own_stats,
    pilot_groups,
    pilot_triggers,
    play_limits,
    role_statics,
    step_bans,
    stockpile_scrapped,
    terrain_battle,
    terrain_damage,
    turn_start_repairs,
    unit_unblockable,
)
from judge.bttcg import rules as r
from judge.bttcg.cancel import is_cancelling
from judge.bttcg.command_statics import ON_OTHER_CARDS
from judge.bttcg.counters import stat_bonus
from judge.bttcg.faces import SPEED_RANK, CardFace, moves_enhancement
from judge.bttcg.group_stats import engaged_bonus, engaged_change, group_bonus, group_change
from judge.bttcg.lasting import lasting_bonus
from judge.bttcg.lasting_turns import player_initiative
from judge.bttcg.misrulings import ECM_CUMULATIVE, INITIATIVE_TIE_TO_DEFENDER
from judge.bttcg.pilot_sharing import is_sharing
from judge.bttcg.speeds import sets_speed, speed_of
from judge.bttcg.state import Battle, Fighter, Position, UnsupportedError, under_construction
from judge.bttcg.stockpile_moves import stockpiled_supported as stockpiled
from judge.bttcg.terrain import is_terrain
from judge.bttcg.unit_restrictions import alone_trigger, restriction, restriction_effect
from judge.bttcg.untap_rules import standing_rule
from judge.dsl import models as m
from judge.misrulings import misruled


def _keyword(pos: Position, card_id: str, name: str) -> m.Keyword | None:
    return next((a for a in all_abilities(pos, card_id) if isinstance(a, m.Keyword) and a.name == name), None)


def _group_of(battle: Battle, fighter: Fighter) -> list[Fighter]:
    return battle.side(fighter.player)


def static_bonus(pos: Position, card_id: str, stat: str) -> int:
    """``This Unit gets +1 armor``-style static abilities of the card itself, and its stat counters ("a +1 attack
    clubbing limb counter": judge/bttcg/counters.py) and lasting effects in force ("+1 attack until end of turn":
    judge/bttcg/lasting.py)."""
    total = stat_bonus(pos.cards[card_id], stat) + lasting_bonus(pos, card_id, stat) if card_id in pos.cards else 0
    for ability in pos.faces[card_id].abilities:
        if not isinstance(ability, m.Static) or ability.conditions:
            continue
        for effect in ability.effects:
            mine = isinstance(effect, m.ModifyStat) and isinstance(effect.target, m.This) and effect.stat == stat
            if mine and isinstance(effect, m.ModifyStat) and effect.only_against is None:  # else: limited_bonuses
                total += effect.amount
    return total


_HOST = (m.ThatOne, m.Enhanced, m.PilotedUnit)


def attachments(pos: Position, card_id: str) -> list[str]:
    """The Enhancements and Pilots on a card: they affect the battle while their card is in it (rulebook p.26)."""
    return [c for c, state in pos.cards.items() if state.on == card_id and state.zone != "scrapheap"]


def _host_effects(pos: Position, card_id: str) -> list[tuple[str, m.Effect]]:
    """The static effects an attached card has on the card it is on ("That Unit gets -1 attack and gains ...")."""
    found: list[tuple[str, m.Effect]] = []
    for attached in attachments(pos, card_id):
        for ability in pos.faces[attached].abilities:
            if isinstance(ability, m.Static) and not ability.conditions:
                found += [(attached, e) for e in ability.effects if isinstance(getattr(e, "target", None), _HOST)]
    return found


def attachment_bonus(pos: Position, card_id: str, stat: str) -> int:
    """What the card's Enhancements and Pilots add to a stat: their text's modifiers, else their signed stats (a
    card whose text states the modifier is not counted twice)."""
    total = 0
    for attached in attachments(pos, card_id):
        in_text = [e for a, e in _host_effects(pos, card_id) if a == attached and isinstance(e, m.ModifyStat)]
        for_group = any(
            group_change(e, attached=True)
            for a in pos.faces[attached].abilities
            if isinstance(a, m.Static)
            for e in a.effects
        )
        if in_text or for_group or role_statics.states_modifier(pos.faces[attached].abilities):  # its text states
            # its modifiers (for its group too: group_stats.py; in a role: role_statics.py)
            total += sum(e.amount for e in in_text if e.stat == stat and e.only_against is None)
        else:
            total += sum(value for name, value in pos.faces[attached].signed if name == stat)
    return total


def gained_abilities(pos: Position, card_id: str) -> list[tuple[m.GainAbility, str]]:
    """Options and keywords the card gains from its Enhancements and Pilots; an option it already has is gained
    again (CE rulings: Enhancements)."""
    return [(e, a) for a, e in _host_effects(pos, card_id) if isinstance(e, m.GainAbility)]


def all_abilities(pos: Position, card_id: str) -> list[m.Ability]:
    """The card's own abilities, then those it gains (a computed keyword value is left for :func:`long_range`)."""
    gained = [g.ability for g, _ in gained_abilities(pos, card_id)]
    return [*pos.faces[card_id].abilities, *gained, *continuous.gained_keywords(pos, card_id)]


def attack(pos: Position, battle: Battle, fighter: Fighter) -> int:
    total = (
        pos.faces[fighter.card_id].attack
        + fighter.attack_mod
        + static_bonus(pos, fighter.card_id, "attack")
        + attachment_bonus(pos, fighter.card_id, "attack")
        + group_bonus(pos, battle, fighter, "attack")
        + engaged_bonus(pos, battle, fighter, "attack")
        + continuous.unit_bonus(pos, battle, fighter.card_id, "attack")
        + pilot_groups.attack_bonus(pos, battle, fighter)  # "+1 attack for each other 'Mech in a group ..."
        + role_statics.bonus(pos, battle, fighter.card_id, "attack")  # "~ gets +2 attack while attacking"
        + own_stats.bonus(pos, battle, fighter.card_id, "attack")  # "... for each Enhancement on it" (own_stats.py)
    )
    c3 = _keyword(pos, fighter.card_id, "C3")
    if c3 is not None and any(
        other is not fighter and _keyword(pos, other.card_id, "C3") for other in _group_of(battle, fighter)
    ):
        total += c3.value or 2
    return total


def armor(pos: Position, battle: Battle | None, fighter: Fighter | None, card_id: str) -> int:
    """Armor of a card that receives damage; sites other than Units and Command cards have 0 (rulebook p.29). With
    no battle (damage dealt during the turn), its own armor and what changes it outside a battle."""
    if card_id.endswith(".stockpile") or under_construction(pos.cards[card_id]):
        return 0
    if fighter is not None and fighter.armor_set is not None:
        return fighter.armor_set  # "Reduce the armor of ... to 0" (stat_changes.py)
    face = pos.faces[card_id]
    total = face.armor + static_bonus(pos, card_id, "armor") + attachment_bonus(pos, card_id, "armor")
    total += continuous.unit_bonus(pos, battle, card_id, "armor") + own_stats.bonus(pos, battle, card_id, "armor")
    if fighter is not None and battle is not None:
        total += (
            fighter.armor_mod
            + role_statics.bonus(pos, battle, card_id, "armor")  # "~ gets +2 armor when blocking"
            + group_bonus(pos, battle, fighter, "armor")
            + engaged_bonus(pos, battle, fighter, "armor")
        )
        ecm = [_keyword(pos, f.card_id, "ECM") for f in _group_of(battle, fighter)]
        bonus = [k.value or 1 for k in ecm if k is not None]
        if misruled(ECM_CUMULATIVE):
            total += sum(bonus)  # the mistake: every ECM in the group adds its bonus
        elif bonus:
            total += max(bonus)  # ECM is not cumulative (CE rulings: Unit Options/ECM)
    return max(total, 0)


def structure(pos: Position, card_id: str) -> int | None:
    """The structure damage counters are compared with, with what its Enhancements and Pilots add."""
    printed = pos.faces[card_id].structure
    if printed is None:
        return None
    changes = static_bonus(pos, card_id, "structure") + attachment_bonus(pos, card_id, "structure")
    changes += own_stats.bonus(pos, None, card_id, "structure")  # "while ~ is guarding" (own_stats.py)
    return printed + changes + continuous.unit_bonus(pos, None, card_id, "structure")


def long_range(pos: Position, battle: Battle, fighter: Fighter) -> int:
    """How much of its damage a blocked Unit may deal to the target: its Long-Range keywords, own and gained, added
    together (CE rulings: Long-Range Targeting System)."""
    total = 0
    for ability in pos.faces[fighter.card_id].abilities:
        if isinstance(ability, m.Keyword) and ability.name == "Long-Range":
            total += ability.value or 0
    for gained, _ in gained_abilities(pos, fighter.card_id):
        if isinstance(gained.ability, m.Keyword) and gained.ability.name == "Long-Range":
            if gained.value_of is not None and gained.value_of.of == "attack":
                value, by = max(attack(pos, battle, fighter), 0), gained.value_of.divided_by
                total += -(-value // by) if gained.value_of.round_up else value // by  # "rounded up" or down
            else:
                total += gained.ability.value or 0
    return total


LimitedBonus = tuple[int, str]
"""An attack bonus usable only against some recipients: (amount, keyword)."""


def limited_bonuses(pos: Position, fighter: Fighter) -> list[LimitedBonus]:
    """Hand-to-Hand N (+N attack, only against Units of the same speed or slower) and AP (+1 attack, only against
    targets other than Units), own and gained: their reminder texts define them (rulebook p.9: cards make
    exceptions to the rules)."""
    found: list[LimitedBonus] = []
    for ability in all_abilities(pos, fighter.card_id):
        if isinstance(ability, m.Keyword) and ability.name in ("Hand-to-Hand", "AP"):
            found.append((ability.value or 1, ability.name))
    own = [
        e
        for a in pos.faces[fighter.card_id].abilities
        if isinstance(a, m.Static) and not a.conditions
        for e in a.effects
        if isinstance(e.target if isinstance(e, m.ModifyStat) else None, m.This)
    ]
    for effect in [*own, *(e for _, e in _host_effects(pos, fighter.card_id))]:
        if isinstance(effect, m.ModifyStat) and effect.stat == "attack" and effect.only_against == "other_than_units":
            found.append((effect.amount, OTHER_THAN_UNITS))  # "+5 damage to any target other than a 'Mech"
    return found + fighter.limited  # given by an effect in the battle (stat_changes.py)


OTHER_THAN_UNITS = "an attack bonus only against targets other than Units"
"""A limited bonus of the card's text, usable as AP's is: only against targets other than Units (rulebook p.40:
other than the piloted 'Mech, a Pilot's 'Mech means Unit)."""


def bonus_usable(pos: Position, fighter: Fighter, keyword: str, recipient: str) -> bool:
    """Whether a limited bonus may go to ``recipient``."""
    is_unit = not recipient.endswith(".stockpile") and pos.faces[recipient].kind == "unit"
    if keyword in ("AP", OTHER_THAN_UNITS):
        return not is_unit
    if not is_unit:
        return False
    mine = speed_of(pos, fighter.card_id) or "slow"
    return SPEED_RANK.get(speed_of(pos, recipient) or "slow", 0) <= SPEED_RANK.get(mine, 0)


def initiative(pos: Position, battle: Battle, player: str) -> int:
    """Base 1 with Tactics, 0 without (assets are not cumulative), plus the modifiers of the player's cards that can
    affect the battle (rulebook p.26): its Units in the battle and the Enhancements and Pilots on them (rulebook
    p.26, "Enhancements and Pilots on Units can affect the battle as long as they belong to a Unit that is
    involved"; Glossary, Initiative score). Initiative from an option or effect already used stays when its Unit is
    removed from battle; continuous abilities of a removed Unit no longer count (CE rulings: Removing Units from
    Battle)."""
    base = base_initiative.base(pos, player)  # 1 with Tactics, else 0, as cards set it (base_initiative.py)
    used = sum(f.initiative for f in battle.fighters.values() if f.player == player)  # kept after removal
    used += battle.player_initiative.get(player, 0)  # given to the player by an effect (outnumbering.py)
    command = continuous.initiative_bonus(pos, battle, player)  # Command cards in play (judge/bttcg/continuous.py)
    command += player_initiative(pos, player)  # "You get +2 initiative until your next turn" (lasting_turns.py)
    modifiers = sum(
        static_bonus(pos, f.card_id, "initiative")
        + own_stats.bonus(pos, battle, f.card_id, "initiative")
        + attachment_bonus(pos, f.card_id, "initiative")
        + group_bonus(
            pos, battle, f, "initiative"
        )  # "Each other 'Mech in a group that includes ... gets +1 initiative"
        + engaged_bonus(pos, battle, f, "initiative")
        for f in battle.side(player)
    )  # a Unit's own, and its Pilot's and Enhancements' ("typically just your Units and their Pilots": Glossary)
    # CE rulings, Sharilar Mori: "you have negative initiative, which counts as 0 for all purposes except bringing
    # your initiative back above 0": the modifiers add up first, the total then counts as at least 0
    return max(0, base + used + modifiers + command)


def initiative_winner(pos: Position, battle: Battle) -> str:
    """The higher score wins; ties go to the attacker; the last "You win initiative" overrides the scores."""
    if battle.initiative_won_by_effect is not None:
        return battle.initiative_won_by_effect
    att = initiative(pos, battle, battle.attacker)
    dfn = initiative(pos, battle, battle.defender)
    if misruled(INITIATIVE_TIE_TO_DEFENDER):
        return battle.attacker if att > dfn else battle.defender  # the mistake: ties go to the defender
    return battle.attacker if att >= dfn else battle.defender


INITIATIVE_RULES = (r.INITIATIVE, r.INITIATIVE_SCORE)


def check_supported(pos: Position, card_id: str) -> None:
    """:raises UnsupportedError: when a card that can affect the battle has an ability whose effect on the battle
    the engine does not execute yet (rather than silently leaving it out)."""
    for attached in attachments(pos, card_id):
        _check_attachment(pos, attached)
    face = pos.faces[card_id]
    for ability in face.abilities:
        if isinstance(ability, m.Overheat | m.AlphaStrike | m.Missile | m.Jump | m.PlayRestriction | m.Upkeep):
            continue
        if isinstance(ability, m.Keyword):
            continue
        if isinstance(ability, m.Static) and all(e.kind in _DEPLOYMENT_EFFECTS | _DECK_RULES for e in ability.effects):
            continue  # how the card is deployed or a deck built: nothing to do with a battle
        if (
            (isinstance(ability, m.Static) and _names_only(ability))
            or standing_rule(ability)
            or turn_start_repairs.beginning(ability)  # at the beginning of a turn
            or end_untaps.standing(ability)
        ):
            continue  # a standing rule of the Untap phase (untap_rules.py): nothing in a battle
        if restriction(ability, attached=False) or block_exceptions.supported(ability, attached=False):
            continue  # how it may attack or block: checked when the mission is declared
        if option_triggers.static_free(ability, attached=False):
            continue  # an option without its drawback: as it is used (judge/bttcg/option_triggers.py)
        if pilot_triggers.supported(ability):
            continue  # "When ~ blocks, it gets +1 armor": run as it attacks or blocks (judge/bttcg/pilot_triggers.py)
        as_damage_resolves = own_scrapped.supported(ability) or own_halving.supported(ability, attached=False)
        as_damage_resolves = as_damage_resolves or missile_rules.supported(ability, attached=False)
        if as_damage_resolves or unit_unblockable.supported(ability):
            continue  # as damage resolves (own_scrapped.py, own_halving.py); "~ can't be blocked": unit_unblockable.py
        if face.kind == "unit" and own_stats.supported(ability):
            continue  # "~ gets +1 armor for each Enhancement on it", "while ~ is guarding": own_stats.py
        if role_statics.supported(ability, attached=False):
            continue  # "~ gets +2 attack while attacking": with its stats (judge/bttcg/role_statics.py)
        if isinstance(ability, m.Static):
            simple = not ability.conditions and all(
                group_change(e, attached=False)
                or engaged_change(e, attached=False)  # "'Mechs engaged in battle with this 'Mech get -1 attack"
                or (face.kind == "unit" and continuous.unit_executes(e))  # "Each other 'Mech you control gets ..."
                or (
                    isinstance(e, m.ModifyStat)
                    and isinstance(e.target, m.This)
                    and e.stat in ("attack", "armor", "initiative")
                )
                for e in ability.effects
            )
            if simple:
                continue
        if isinstance(ability, m.Activated | m.Resolve) or (isinstance(ability, m.Static) and ability.used):
            continue  # only when used or played
        if face.kind == "command" and attack_limits.exempt_as_target(ability):
            continue  # a Command card fighting as the target, whose attacks do not count (attack_limits.py)
        if isinstance(ability, m.Triggered) and ability.trigger in _OUTSIDE_BATTLE:
            continue
        raise UnsupportedError(
            f"{face.name}: the engine does not execute this ability in a battle yet: {_render(ability)}"
        )


def redirect_of(pos: Position, card_id: str) -> m.RedirectDamage | None:
    """A site Enhancement's redirection of N damage to the site it enhances to itself, at the attacker's choice,
    scrapping it (during a mission), or ``None``."""
    if card_id not in pos.faces:
        return None  # a Stockpile
    for ability in pos.faces[card_id].abilities:
        if not isinstance(ability, m.Triggered) or ability.trigger != "enhanced_site_damaged":
            continue
        if all(isinstance(c, m.During) and c.mission and c.phase is None for c in ability.conditions):
            for effect in ability.effects:
                if isinstance(effect, m.RedirectDamage) and _redirect_supported(effect):
                    return effect
    return None


def _redirect_supported(effect: m.Effect) -> bool:
    return (
        isinstance(effect, m.RedirectDamage)
        and isinstance(effect.to, m.This)
        and effect.chooser == "attacker"
        and effect.scrap
    )  # "redirect 4 of that damage" (exactly 4) or "up to 5 damage" (1 to 5): judge/bttcg/redirect.py


def redirects(pos: Position, site: str) -> list[str]:
    """The Enhancements on a site to which the attacker may redirect damage dealt to it (CE rulings: Enhancements)."""
    return [c for c in attachments(pos, site) if redirect_of(pos, c) is not None]


def missile_shield(pos: Position, site: str) -> str | None:
    """The card on ``site`` whose text prevents all missile damage to the site it enhances, or ``None``."""
    for attached in attachments(pos, site):
        for ability in pos.faces[attached].abilities:
            if (
                isinstance(ability, m.Static)
                and not ability.conditions
                and any(_missile_proof(e) for e in ability.effects)
            ):
                return attached
    return None


def _missile_proof(effect: m.Effect) -> bool:
    """ "Prevent all missile damage to the site enhanced by this card" (or, in the older printing, "to that site":
    the site it is played on, the only site its text names)."""
    that_site = isinstance(effect, m.PreventAllDamage) and effect.target == m.ThatOne(noun="site")
    return (
        isinstance(effect, m.PreventAllDamage)
        and effect.missile
        and effect.received
        and not effect.dealt
        and (isinstance(effect.target, m.Enhanced) or that_site)
    )


def _never_attacked(face: CardFace, ability: m.Ability) -> bool:
    """ "Point Defense System cannot be attacked." on an Enhancement: what the rules say already (rulebook p.14: an
    Enhancement is never a site, so never the target of a mission: ``load``/``mission`` refuse such a target)."""
    return (
        "Enhancement" in face.keywords
        and isinstance(ability, m.Static)
        and not ability.conditions
        and not ability.used
        and bool(ability.effects)
        and all(
            isinstance(e, m.CannotBeAttacked) and e.by is None and isinstance(e.target, m.This) for e in ability.effects
        )
    )


def _check_attachment(pos: Position, card_id: str) -> None:
    face = pos.faces[card_id]
    for ability in face.abilities:
        if isinstance(ability, m.PlayRestriction | m.Activated) or (isinstance(ability, m.Static) and ability.used):
            continue  # where it may be played: settled when it was played; abilities: checked when used
        if moves_enhancement(ability) or _never_attacked(face, ability):
            continue  # moved to another site in its player's Deploy phase only (judge/bttcg/move_enhancement.py)
        if isinstance(ability, m.Static) and not ability.conditions and all(map(_missile_proof, ability.effects)):
            continue  # missile damage to the site it enhances: prevented when damage resolves
        if (
            isinstance(ability, m.Triggered)
            and ability.trigger == "enhanced_site_damaged"
            and redirect_of(pos, card_id) is not None
            and all(map(_redirect_supported, ability.effects))
        ):
            continue  # the attacker redirects damage to it by assigning damage to it
        if isinstance(ability, m.Triggered) and ability.trigger in _OUTSIDE_BATTLE:
            continue
        if isinstance(ability, m.Static) and all(e.kind in _DEPLOYMENT_EFFECTS | _DECK_RULES for e in ability.effects):
            continue
        if (
            (isinstance(ability, m.Static) and _names_only(ability))
            or standing_rule(ability)
            or end_untaps.standing(ability)
        ):
            continue  # a standing rule of the Untap phase (untap_rules.py): nothing in a battle
        if restriction(ability, attached=True) or alone_trigger(ability) or block_exceptions.supported(ability, True):
            continue  # how its Unit may attack or block: checked when the mission is declared
        if role_statics.supported(ability, attached=True):
            continue  # "'Mech piloted by ~ gets +1 armor while blocking": with its Unit's stats (role_statics.py)
        if option_triggers.supported(ability) or option_triggers.static_free(ability, attached=True):
            continue  # run as its Unit uses the option (judge/bttcg/option_triggers.py)
        if attached_scrapped.supported(ability):
            continue  # "If enhanced 'Mech is scrapped, return this card to your hand": attached_scrapped.py
        if pilot_triggers.supported(ability) or pilot_triggers.scrapped_supported(ability) or stockpiled(ability):
            continue  # run as its Unit attacks or blocks, or is scrapped (judge/bttcg/pilot_triggers.py)
        if any(f(ability, True) for f in (own_halving.supported, missile_rules.supported)):
            continue  # a halving, missile rolls changed: as damage resolves (own_halving.py, missile_rules.py)
        if own_scrapped.supported(ability):
            continue  # "When this card is scrapped, draw a card": as damage resolves (judge/bttcg/own_scrapped.py)
        if (
            isinstance(ability, m.Static)
            and not ability.conditions
            and all(
                group_change(e, attached=True)
                or engaged_change(e, attached=True)
                or restriction_effect(e, attached=True)  # checked when the mission is declared
                or option_triggers.free_effect(e, attached=True)  # as its Unit uses the option
                or sets_speed(e)  # its Unit's speed now: judge/bttcg/speeds.py
                or pilot_groups.executed(e)  # for its 'Mech's group: judge/bttcg/pilot_groups.py
                or (
                    isinstance(getattr(e, "target", None), _HOST)
                    and (
                        (
                            isinstance(e, m.ModifyStat)
                            and e.stat in ("attack", "armor", "structure", "initiative")
                            and not e.amount_from
                            and not e.from_roll
                            and (not e.only_against or e.stat == "attack")
                        )
                        or (isinstance(e, m.GainAbility) and (e.value_of is None or e.value_of.of == "attack"))
                    )
                )
                for e in ability.effects
            )
        ):
            continue
        raise UnsupportedError(
            f"{face.name}: the engine does not execute this ability in a battle yet: {_render(ability)}"
        )


def _names_only(ability: m.Static) -> bool:
    """``Counts as Phelan while in play.``: the card has that title too, which matters only to the Unique rule
    (rulebook p.13, Unique Cards: "They count as the original version for purposes of having more than one in
    play"), checked when a card is activated (:func:`judge.bttcg.deploy.unique_clash`): nothing to do in a battle.
    No selector of the card language picks cards by title, so no other card's text sees it."""
    return not ability.conditions and all(isinstance(e, m.CountsAs) for e in ability.effects)


def check_bystanders(pos: Position, battle: Battle) -> None:
    """:raises UnsupportedError: when a card in play outside the battle that can still affect it (a Command card
    other than an Enhancement or Pilot, rulebook p.26) has a continuous or triggered ability whose effect on the
    battle the engine does not execute yet. Activated abilities matter only when used; Units outside the battle
    cannot affect it. The Enhancements on a target that is not in the battle (a site) are checked as a fighter's
    are."""
    if battle.target not in battle.fighters:
        for attached in attachments(pos, battle.target):
            _check_attachment(pos, attached)
    for card_id, state in pos.cards.items():
        face = pos.faces[card_id]
        if card_id in battle.fighters or state.on is not None or face.kind != "command":
            continue
        if state.zone not in ("command_post", "patrol", "guard"):
            continue
        for ability in face.abilities:
            if isinstance(ability, m.Activated | m.PlayRestriction | m.Upkeep | m.Keyword):
                continue
            if isinstance(ability, m.Static) and ability.used:
                continue  # "Use this ability only ...": checked when used
            if terrain_damage.executed(ability) and "Terrain" in face.keywords:
                continue  # no Overheat damage, 'Mechs scrapped by their structure damage: terrain_damage.py
            terrain_ok = terrain_battle.bystander_executed(ability) or continuous.terrain_executed(ability)
            if (terrain_ok and is_terrain(face)) or attack_bans.bystander_executed(face, ability):
                continue  # group limits, slower attackers (terrain_battle.py), stats (continuous.py), attack bans
            if isinstance(ability, m.Triggered) and ability.trigger in _OUTSIDE_BATTLE:
                continue
            if attack_triggers.executed(ability):
                continue  # done as the attack was declared (or not its controller's attack)
            if isinstance(ability, m.Static) and all(e.kind in _HARMLESS_STATIC for e in ability.effects):
                continue
            if standing_rule(ability) or turn_start_repairs.beginning(ability):
                continue  # a standing rule of the Untap phase (untap_rules.py), turn_start_repairs.py: not in a battle
            if imposed_upkeep.bystander_free(ability):
                continue  # a payment in the Repair/Reload phase (Protection Racket): judge/bttcg/imposed_upkeep.py
            if terrain_battle.bystander_skipped(pos, battle, card_id):
                continue  # a Terrain card whose region is not the target's cannot affect the battle (rulebook p.26)
            if (step_bans.executed(ability) or play_limits.executed(ability)) and not face.keywords & ON_OTHER_CARDS:
                continue  # "Players may not play Mission cards during the Initiative step": step_bans.py
            if base_initiative.executed(ability) and not face.keywords & ON_OTHER_CARDS:
                continue  # "Your opponent's base initiative is 0": judge/bttcg/base_initiative.py
            if continuous.bystander_executed(face, ability):
                continue  # "Each of your 'Mechs gets +1 attack": judge/bttcg/continuous.py
            if battle_triggers.supported(ability) and not face.keywords & ON_OTHER_CARDS:
                continue  # counters as the battle ends: judge/bttcg/battle_triggers.py
            if stockpile_scrapped.supported(ability) and not face.keywords & ON_OTHER_CARDS:
                continue  # cards scrapped from a Stockpile by damage: judge/bttcg/stockpile_scrapped.py
            if isinstance(ability, m.Static) and all(map(instead_of_scrapheap.executed, ability.effects)):
                continue  # "restock it instead": judge/bttcg/instead_of_scrapheap.py
            if restriction(ability, attached=False) or own_halving.supported(ability, attached=False):
                continue  # "This card cannot be attacked.": checked when the mission is declared; own_halving.py
            if is_cancelling(ability):
                continue  # "... Subterfuge cards that are revealed are scrapped": checked as cards are revealed
            if is_sharing(ability):
                continue  # a Pilot's bonuses shared as it is activated, in the Deploy phase (pilot_sharing.py)
            if option_triggers.bystander_free(ability):
                continue  # "Alpha Strikes do not deplete your blocking 'Mechs": as they use it (option_triggers.py)
            if attack_limits.is_attack_limit(ability):
                assert isinstance(ability, m.Static)
                attack_limits.check(pos, battle, card_id, ability)  # refused when the mission may break it
                continue
            raise UnsupportedError(
                f"{face.name} (in play, outside the battle): the engine does not execute this ability in a battle "
                f"yet: {_render(ability)}"
            )


_DEPLOYMENT_EFFECTS = frozenset(
    {"additional_deployment", "counts_as_deployment", "free_deployment", "deployment_surcharge", "patrol_at_once"}
    | {"cannot_be_reassigned"}  # a Pilot reassigned in the Deploy phase or by a card: deploy.reassignment_problem
)
_DECK_RULES = frozenset({"deck_copies", "deck_affiliations", "extra_each_turn"})
"""Rules of deck construction, applied by ``judge deck check`` (deck_rules.py), and more deployments or draws each
turn, counted as the Deploy or Draw phase begins (extra_each_turn.py): nothing in a battle."""
_HARMLESS_STATIC = _DEPLOYMENT_EFFECTS | _DECK_RULES | {"counts_as", "per_excess_construction", "provides_asset"}
_HARMLESS_STATIC |= {"asset_does_not_pay"}  # read wherever a cost is verified (asset_costs.cost_assets)
"""Continuous effects that do nothing in a battle: how the card is deployed or built, what it counts as, which asset
it provides (a scenario states its players' assets), which asset no longer pays costs."""
_OUTSIDE_BATTLE = frozenset(
    {
        "turn_start",
        "turn_end",
        "you_deploy",
        "activated",
        "comes_into_play",
        "phase_end",
        "phase_start",  # refused as its phase begins (phase_starts.py)
        "revealed",
        "last_counter_removed",
    }
)


def _render(ability: m.Ability) -> str:
    """The ability's sentence, and what is missing for it when the table of what executes names it."""
    from judge.bttcg.refusals import node_refusals
    from judge.cardtext.render import render_ability

    missing = node_refusals(ability)
    return render_ability(ability) + (f" (missing: {'; '.join(missing)})" if missing else "")
