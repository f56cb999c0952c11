"""Abilities used before blockers are assigned (DSL condition ``before_blockers``) and attacks redirected (effect
``redirect_attack``): Phantom Signal taps to roll a die, and on a 1 or 2 the current attack goes to it instead; its
text lets it be used only before blockers are assigned.

Where: the scenario writes the use (``{by: <player>, use: ability, card: <id>}``) first among its mission's actions,
with the reveals made when the attack is declared (judge/bttcg/reveal.py): they happen after the attack is declared
and before blockers are assigned (CE rulings, Ambush!: revealed before blockers are assigned). Used later in the
battle, the ability's condition does not hold (CE General Rulings, Abilities: a condition is checked when played):
a violation (``play_restrictions.restriction_problem``). A card's ability is used only if the card is active and
once each battle, its {T} paid (rulebook p.27; CE rulings, Abilities); its die is rolled at once (1997 rulings,
Order of Resolving Effects During Missions).

Letting Units block regardless of their speed for the rest of the mission (Grayson Death Carlyle taps so that your
'Mechs "may block during current mission" whatever the attackers' speed, before blockers are assigned): kept
on the battle as a card revealed then does (``block_exceptions.grant``); CE rulings, Grayson Death Carlyle: it "works
much the same as Perimeter Alarm", the blockers ignore the attackers' speed, and Elite MechWarrior and Maneuvering
Ace still get around it (``block_exceptions.check``: "cannot be blocked except by 'Mechs guarding the target").

Redirecting the attack: the mission goes on against the new target (the card's text makes the exception, rulebook
p.9), and the blockers then assigned are checked against it (a Unit guarding the old target cannot block: rulebook
p.25); a card that was the target of an attack redirected away is no longer the target, as a card revealed by
Ambush! (CE rulings, Ambush!). The new target must be a site of the defender (rulebook p.24: missions target sites
or Units); "redirect it to that site" of a site chosen is taken from the use's ``choose``."""

from __future__ import annotations

from judge.bttcg import attack_declared
from judge.bttcg import rules as r
from judge.bttcg.battle_uses import may_use, record_use
from judge.bttcg.block_exceptions import grant, grants_block
from judge.bttcg.dice import DiceStream
from judge.bttcg.faces import CardFace
from judge.bttcg.refusals import unsupported
from judge.bttcg.scenario import Action
from judge.bttcg.state import Battle, Position, UnsupportedError, is_active
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: cards make exceptions to the rules."""
RULES = (r.REVEAL_BEFORE_BLOCKERS, r.CONDITION_CHECKED_ON_PLAY)
RULE_IDS = (*RULES, CARDS_MAKE_EXCEPTIONS, r.ABILITY_ONCE_PER_BATTLE, r.DIE_ROLLS_AT_ONCE, r.TARGET_SITE)


def _ability(face: CardFace, action: Action) -> m.Activated | None:
    which = action.ability_number
    return None if which is None else face.activated(which)


def is_before_blockers(pos: Position, action: Action) -> bool:
    """Whether the action uses a card's ability that is used only before blockers are assigned."""
    if action.verb != "use":
        return False
    face = pos.faces.get(action.card or action.unit or "")
    ability = None if face is None else _ability(face, action)
    return ability is not None and any(isinstance(c, m.BeforeBlockers | m.DeclaringAttack) for c in ability.conditions)


def effect_problem(effect: m.Effect) -> str | None:
    """What of an effect of an ability used before blockers this module does not execute (``None``: all)."""
    if isinstance(effect, m.RollDie):
        if effect.count != 1 or effect.delayed is not None or effect.second or effect.additional or effect.instead:
            return "an ability used before blockers rolling several dice or later"
        return next((p for b in effect.branches for e in b.effects if (p := effect_problem(e))), None)
    if isinstance(effect, m.NoEffect):
        return None
    if isinstance(effect, m.RedirectAttack):
        return _redirect_problem(effect)
    if grants_block(effect):  # your 'Mechs block this mission whatever their speed
        return None
    from judge.bttcg.interpret import effect_problem as battle_problem  # the interpreter imports the stats

    return battle_problem(effect)  # run by the battle's interpreter, as the ability is used


def _redirect_problem(effect: m.RedirectAttack) -> str | None:
    if isinstance(effect.to, m.This):
        return None
    return "redirecting an attack to a card other than the one whose ability it is"


def ability_problems(ability: m.Activated) -> list[str]:
    """What of an ability used before blockers are assigned the engine does not execute (empty: all of it)."""
    if attack_declared.handles(ability):  # "Use this ability only when declaring an attack ..."
        return attack_declared.ability_problems(ability)
    problems = [p for e in ability.effects if (p := effect_problem(e)) is not None]
    if any(not isinstance(c, m.BeforeBlockers) for c in ability.conditions):
        problems.append("other conditions of an ability used before blockers are assigned")
    if any(not isinstance(c, m.TapCost) for c in ability.cost):
        problems.append("costs other than {T} of an ability used before blockers are assigned")
    return problems


def use(pos: Position, battle: Battle, dice: DiceStream, index: int, action: Action) -> None:
    """The use, before blockers are assigned: checked, paid, and its effects run at once."""
    card_id = action.card or action.unit or ""
    face = pos.faces[card_id]
    ability = _ability(face, action)
    assert ability is not None  # is_before_blockers says so
    problems = ability_problems(ability)
    if problems:
        raise unsupported(face.name, ability, problems[0])
    if action.choose or action.amounts or action.may:
        pos.violate(index, f"{face.name}'s ability chooses nothing", *RULES)
        return
    if attack_declared.handles(ability):  # used as its player declares the attack (attack_declared.py)
        attack_declared.use(pos, battle, index, action.by, card_id, ability, f"{card_id}#{action.ability_number}")
        return
    state = pos.cards[card_id]
    key = f"{card_id}#{action.ability_number}"
    if pos.owners[card_id] != action.by or not is_active(state):
        pos.violate(index, f"{face.name} is not {action.by}'s card in play: its ability cannot be used", *RULES)
        return
    if not may_use(pos, battle, index, card_id, key, taps=bool(ability.cost)):
        return
    record_use(pos, battle, card_id, key, taps=bool(ability.cost))
    pos.note(
        f"{action.by} uses {face.name}'s ability as {battle.attacker} attacks, before blockers are assigned",
        *RULES,
        r.ABILITY_ONCE_PER_BATTLE,
    )
    _run(pos, battle, dice, index, action.by, card_id, ability.effects)


def _run(
    pos: Position, battle: Battle, dice: DiceStream, index: int, player: str, card_id: str, effects: list[m.Effect]
) -> None:
    from judge.bttcg.interpret import Context, run_effects

    name = pos.name(card_id)
    for effect in effects:
        if isinstance(effect, m.RollDie):
            value = dice.roll(name)
            pos.note(f"{name}: the die rolls {value}", r.DIE_ROLLS_AT_ONCE)
            branch = next((b for b in effect.branches if b.low <= value <= b.high), None)
            if branch is not None:
                _run(pos, battle, dice, index, player, card_id, branch.effects)
        elif isinstance(effect, m.NoEffect):
            pos.note(f"{name}: no effect", r.DIE_ROLLS_AT_ONCE)
        elif isinstance(effect, m.RedirectAttack):
            redirect(pos, battle, card_id, card_id)
        elif grants_block(effect):  # for the rest of the mission (Grayson Death Carlyle: block_exceptions.py)
            grant(pos, battle, player, card_id, effect)
        else:  # what the battle's interpreter runs (effect_problem let only those through)
            ctx = Context(pos, battle, player, card_id, index, [], {}, roll=dice.roll)
            run_effects(ctx, [effect])


def legal_site(pos: Position, battle: Battle, card_id: str) -> bool:
    """Whether the card is a site of the defender an attack may target: their Stockpile, a card under construction,
    or a Command card (not an Enhancement or Pilot) in their Command Post (rulebook p.24)."""
    if card_id == f"{battle.defender}.stockpile":
        return True
    if card_id not in pos.cards or pos.owners[card_id] != battle.defender:
        return False
    state, face = pos.cards[card_id], pos.faces[card_id]
    if state.zone == "construction" and not state.activated:
        return True
    return face.is_site_card and state.zone == "command_post"


def redirect(pos: Position, battle: Battle, source: str, to: str) -> None:
    """The attack now targets ``to`` (blockers are assigned after it)."""
    if not legal_site(pos, battle, to):
        raise UnsupportedError(
            f"{pos.name(source)}: the attack redirected to {pos.name(to)}, which is not a site of {battle.defender}: "
            "the engine does not execute this yet"
        )
    was = battle.target
    battle.target = to
    pos.note(
        f"{pos.name(source)}: the attack on {pos.name(was)} is redirected to {pos.name(to)}; {pos.name(was)} is no "
        "longer the target",
        CARDS_MAKE_EXCEPTIONS,
        r.REVEAL_BEFORE_BLOCKERS,
    )


# --- "Until the end of the turn, you may choose any site that is a legal target for that attack and redirect it to
# that site." (Disguised Coordinates, activated when the opponent attacks: judge/bttcg/reveal.py) -------------------


def is_redirect_choice(effect: m.Effect) -> bool:
    """A lasting "you may choose a site that is a legal target for that attack and redirect it to that site"."""
    if not isinstance(effect, m.Lasting) or effect.until not in ("end_of_turn", "end_of_mission"):
        return False
    if len(effect.effects) != 1 or not isinstance(may := effect.effects[0], m.May) or len(may.effects) != 2:
        return False
    choose, redirected = may.effects
    if not isinstance(choose, m.Choose) or choose.more or not isinstance(redirected, m.RedirectAttack):
        return False
    site = choose.target
    plain = isinstance(site, m.Selector) and site.model_dump(exclude_defaults=True).keys() <= {
        "kind",
        "quantifier",
        "noun",
        "owner",
        "legal_target",
    }
    that = redirected.to
    return (
        plain
        and isinstance(site, m.Selector)
        and site.noun == "site"
        and site.legal_target
        and site.quantifier in ("any", "a", "one")
        and isinstance(that, m.ThatOne)
        and that.index is None
        and that.among is None
        and not that.plural
    )


def redirect_choice(
    pos: Position, battle: Battle, index: int, player: str, source: str, answers: list[bool], choose: list[str]
) -> bool:
    """The choice, made as the card is activated when the opponent attacks (before blockers are assigned, CE
    rulings: Ambush!): the next ``may`` answer says whether the attack is redirected, the next card of ``choose``
    to which site, a site of the defender the attack may target (rulebook p.24). The scenario writes the choice
    there, the one moment it gives: a redirect later in the turn is not written, so not judged. ``False`` (a
    violation recorded) when an answer is missing or the site is not a legal target."""
    name = pos.name(source)
    if not answers:
        pos.violate(
            index,
            f"{name}: say whether {player} redirects the attack (the next answer in 'may', true or false, is missing)",
            CARDS_MAKE_EXCEPTIONS,
        )
        return False
    if not answers.pop(0):
        pos.note(f"{name}: {player} chooses not to redirect the attack", CARDS_MAKE_EXCEPTIONS)
        return True
    if not choose:
        pos.violate(index, f"{name}: choose the site the attack is redirected to ('choose')", CARDS_MAKE_EXCEPTIONS)
        return False
    site = choose.pop(0)
    if player != battle.defender or not legal_site(pos, battle, site):
        pos.violate(
            index,
            f"{name}: {pos.name(site)} is not a site of {battle.defender} that the attack may target",
            r.TARGET_SITE,
            CARDS_MAKE_EXCEPTIONS,
        )
        return False
    redirect(pos, battle, source, site)
    return True


__all__ = [
    "RULE_IDS",
    "ability_problems",
    "effect_problem",
    "is_before_blockers",
    "is_redirect_choice",
    "legal_site",
    "redirect",
    "redirect_choice",
    "use",
]
