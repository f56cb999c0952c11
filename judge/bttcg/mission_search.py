"""A Mission card that searches its player's Stockpile for a copy of a card the player controls and puts it into
play on a 'Mech in the mission (Sibko Allegiance: a copy of any Pilot card the player controls, "whether or not it is
involved in the mission", goes into play, activated, on an unpiloted 'Mech of theirs involved in the mission; the
Stockpile shuffled afterwards).

Rules: a copy is a card with the same name (the Pilot found is "the new Pilot"); the card searched for is the
player's choice among the cards of their Stockpile the scenario lists, in ``choose`` (strict mode: none, or one that
does not fit, is a violation: nothing is guessed of cards the scenario does not list), and it leaves the Stockpile
(one card fewer: rulebook, Glossary: Stockpile); the 'Mech it goes on is the next card of ``choose``, one of the
player's 'Mechs in the battle (rulebook p.32: a Mission card affects the Units in the battle; "involved in the
mission"), without a Pilot (rulebook p.12-13, Command Cards: one Pilot to a 'Mech); a Unique card does not come into
play while another of its title is in play (CE rulings, Unique Cards); a Pilot does not take a stat below 0 (CE
rulings, Unit Stats). The Pilot's bonuses count at once: an attack changed after damage was assigned is assigned
again or taken back (rulebook p.28); a Pilot that changes initiative after it was determined is refused out loud.
Shuffling the Stockpile changes nothing a battle answers (its order is not part of the answer): noted."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.interpret_targets import Context
from judge.bttcg.state import CardState, UnsupportedError, is_active
from judge.bttcg.stats import attack, check_supported, initiative
from judge.dsl import models as m

RULE_IDS = (t.STOCKPILE, t.UNIQUE, t.PILOT, t.STATS_NOT_BELOW_ZERO, t.PILOTS_ONLY_ON_MECHS, r.MISSION_CARDS_AFFECT)

_OF_FIELDS = frozenset({"kind", "quantifier", "noun", "owner", "card_type"})
_ON_FIELDS = frozenset({"kind", "quantifier", "noun", "owner", "states", "in_mission"})


def handles(effect: m.Effect) -> bool:
    """Whether this module executes the effect in a battle."""
    if isinstance(effect, m.Search):
        return isinstance(effect.target, m.CopyOf)
    if isinstance(effect, m.PutIntoPlay):
        return effect.on is not None and not effect.patrol and effect.damage is None  # in play: active, said or not
    return isinstance(effect, m.Shuffle)


def problem(effect: m.Effect) -> str | None:
    """Why the engine cannot execute this effect in a battle yet, or ``None``."""
    if isinstance(effect, m.Search):
        assert isinstance(effect.target, m.CopyOf)
        of = effect.target.of
        if set(of.model_dump(exclude_defaults=True)) - _OF_FIELDS or of.owner != "you" or of.card_type != "Pilot":
            return "searching for a copy of a card other than a Pilot the player controls"
        return None
    if isinstance(effect, m.PutIntoPlay):
        target, on = effect.target, effect.on
        if not isinstance(target, m.ThatOne) or target.index is not None or target.among is not None:
            return "putting into play a card other than the one just found"
        if not isinstance(on, m.Selector) or set(on.model_dump(exclude_defaults=True)) - _ON_FIELDS:
            return "putting a Pilot into play on a card not chosen by kind, owner and Pilot"
        if on.noun != "mech" or on.owner != "you" or not set(on.states) <= {"unpiloted", "engaged"}:
            return "putting a Pilot into play on a card other than one of the player's 'Mechs"
        return None
    return None


def run(ctx: Context, effect: m.Effect) -> None:
    """Executes an effect :func:`handles` takes."""
    if isinstance(effect, m.Search):
        _search(ctx, effect)
    elif isinstance(effect, m.PutIntoPlay):
        _put_on(ctx, effect)
    else:
        ctx.pos.note(
            f"{ctx.pos.name(ctx.source)}: {ctx.player} shuffles their Stockpile (its order is not part of the answer)",
            t.STOCKPILE,
        )


def _search(ctx: Context, effect: m.Search) -> None:
    """The card of ``choose``: in the player's Stockpile, a copy of a Pilot the player controls in play."""
    from judge.bttcg.turn import is_pilot

    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    if not ctx.choose:
        ctx.violate(f"{source}: say which card of {ctx.player}'s Stockpile is found (missing in 'choose')", t.STOCKPILE)
        return
    found = ctx.choose.pop(0)
    state = pos.cards.get(found)
    if state is None or state.zone != "stockpile" or pos.owners[found] != ctx.player:
        what = pos.name(found) if found in pos.faces else found
        ctx.violate(f"{source}: {what} is not a card of {ctx.player}'s Stockpile", t.STOCKPILE)
        return
    face = pos.faces[found]
    controlled = [
        c
        for c, s in pos.cards.items()
        if c != found and pos.owners[c] == ctx.player and is_active(s) and is_pilot(pos.faces[c])
    ]
    if not is_pilot(face) or not any(pos.faces[c].name == face.name for c in controlled):
        ctx.violate(f"{source}: {face.name} is not a copy of a Pilot {ctx.player} controls", r.MISSION_CARDS_AFFECT)
        return
    battle.stockpile_loss[ctx.player] = battle.stockpile_loss.get(ctx.player, 0) + 1
    ctx.last = [found]
    ctx.chosen.append(found)
    pos.note(f"{source}: {ctx.player} finds {face.name} in their Stockpile (one card fewer there)", t.STOCKPILE)


def _put_on(ctx: Context, effect: m.PutIntoPlay) -> None:
    """The card just found, into play on the 'Mech of ``choose``, activated."""
    from judge.bttcg.deploy import below_zero, pilot_of, unique_clash

    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    if len(ctx.last) != 1 or pos.cards[ctx.last[0]].zone != "stockpile":
        raise UnsupportedError(
            f"{source}: putting into play a card not just found in the Stockpile is not executed yet"
        )
    pilot = ctx.last[0]
    face = pos.faces[pilot]
    if not ctx.choose:
        ctx.violate(f"{source}: choose the 'Mech {face.name} goes on (missing in 'choose')", r.MISSION_CARDS_AFFECT)
        return
    mech = ctx.choose.pop(0)
    fighter = battle.fighters.get(mech)
    if mech not in pos.faces or fighter is None or fighter.removed or pos.owners[mech] != ctx.player:
        ctx.violate(
            f"{source}: {pos.name(mech)} is not one of {ctx.player}'s 'Mechs in the mission", r.MISSION_CARDS_AFFECT
        )
        return
    if pos.faces[mech].unit_type != "mech":
        ctx.violate(f"{source}: {pos.name(mech)} is not a 'Mech: Pilots go only on 'Mechs", t.PILOTS_ONLY_ON_MECHS)
        return
    if pilot_of(pos, mech) is not None:
        ctx.violate(f"{source}: {pos.name(mech)} already has a Pilot", t.PILOT)
        return
    clash = unique_clash(pos, pilot)
    if clash is not None:
        ctx.violate(f"{source}: {face.name} is Unique and {pos.name(clash)} is in play", t.UNIQUE)
        return
    stat = below_zero(pos, face, mech)
    if stat is not None:
        ctx.violate(f"{source}: {face.name} would take {pos.name(mech)}'s {stat} below 0", t.STATS_NOT_BELOW_ZERO)
        return
    before = attack(pos, battle, fighter)
    scores = [initiative(pos, battle, p) for p in pos.players]
    pos.cards[pilot] = CardState(zone="command_post", on=mech, activated=True)
    if [initiative(pos, battle, p) for p in pos.players] != scores:
        raise UnsupportedError(
            f"{source}: {face.name} put into play changes initiative after it was determined: the engine does not "
            "execute this yet"
        )
    check_supported(pos, mech)  # the Pilot's abilities, as for any card in the battle
    pos.note(f"{source}: {face.name} comes into play, activated, on {pos.name(mech)}", t.PILOT, r.MISSION_CARDS_AFFECT)
    delta = attack(pos, battle, fighter) - before
    if delta and ctx.attack_changed is not None:
        ctx.attack_changed(mech, delta, ctx.action)


__all__ = ["RULE_IDS", "handles", "problem", "run"]
