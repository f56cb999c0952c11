"""A Pilot's bonuses shared with the player's other 'Mechs (DSL ``share_bonuses``): "Each Pilot that you activate also
gives its attack and initiative bonuses to each other 'Mech you control, until end of turn" (Warrior Caste).

Rulebook p.9: a card's text makes an exception to the rules; p.20 (Deploy Phase): a Pilot is activated onto a 'Mech
in its controller's Deploy phase and modifies that 'Mech; rulebook p.33 (End of Turn) with the card's "until end of
turn": the shared bonuses end when the turn is over (judge/bttcg/lasting.py ends them). As the player activates a
Pilot while such a card of his or hers is active in play, each of the Pilot's printed bonuses to the 'Mech it pilots
("+1 initiative, +1 attack") of the stats the card names is given to each other 'Mech the player controls then (in
play and not under construction: a card under construction is no 'Mech, CE General Rulings, Under Construction
Region), kept as lasting bonuses the battle reads with the card's other modifiers (``stats``). A Pilot whose bonus
of those stats holds only sometimes, is computed (from a roll, another stat) or is negative ("-3 attack": whether a
penalty is a "bonus" is not written), is refused out loud; so is any other wording of the sharing. In a battle the
card does nothing: Pilots are activated in the Deploy phase."""

from __future__ import annotations

from judge.bttcg.refusals import IN_PLAY, unsupported
from judge.bttcg.state import LastingBonus, Position, is_active, under_construction
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: cards make exceptions to the rules."""
END_OF_TURN = "rulebook/end-of-turn-phase"
"""Rulebook p.33: the End of Turn phase, the last of the turn (the bonuses last until the turn is over)."""
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, END_OF_TURN)

_SOURCE_FIELDS = frozenset({"kind", "quantifier", "noun", "played_by_you"})
_TO_FIELDS = frozenset({"kind", "quantifier", "noun", "owner", "other"})


def _fields(target: m.Target) -> set[str]:
    return set(target.model_dump(exclude_defaults=True))


def sharing_problem(effect: m.ShareBonuses) -> str | None:
    """Why the engine cannot share these bonuses yet, or ``None`` when it can."""
    source, to = effect.source, effect.to
    if not (
        isinstance(source, m.Selector)
        and source.noun == "pilot"
        and source.played_by_you == "activate"
        and source.quantifier in ("each", "all")
        and _fields(source) <= _SOURCE_FIELDS
    ):
        return "sharing the bonuses of cards other than each Pilot its player activates"
    if not (
        isinstance(to, m.Selector)
        and to.noun == "mech"
        and to.owner == "you"
        and to.other
        and to.quantifier in ("each", "all")
        and _fields(to) <= _TO_FIELDS
    ):
        return "sharing a Pilot's bonuses with cards other than each other 'Mech its player controls"
    if not effect.stats or not set(effect.stats) <= {"attack", "initiative"}:
        return "sharing bonuses other than of attack and initiative"
    return None


def is_sharing(ability: m.Ability) -> bool:
    """ "Each Pilot that you activate also gives its ... bonuses to each other 'Mech you control, until end of turn":
    a continuous ability of this module alone, which the engine executes."""
    if not isinstance(ability, m.Static) or ability.conditions or ability.used or len(ability.effects) != 1:
        return False
    lasting = ability.effects[0]
    if not isinstance(lasting, m.Lasting) or lasting.until != "end_of_turn" or len(lasting.effects) != 1:
        return False
    inner = lasting.effects[0]
    return isinstance(inner, m.ShareBonuses) and sharing_problem(inner) is None


def _shared(ability: m.Ability) -> m.ShareBonuses:
    assert isinstance(ability, m.Static) and isinstance(ability.effects[0], m.Lasting)
    inner = ability.effects[0].effects[0]
    assert isinstance(inner, m.ShareBonuses)
    return inner


def _bonuses(pos: Position, sharer: str, ability: m.Ability, pilot: str, stats: list[str]) -> dict[str, int]:
    """The Pilot's printed bonuses of these stats to the 'Mech it pilots.

    :raises UnsupportedError: for a bonus of those stats that holds only sometimes or is computed."""
    face = pos.faces[pilot]
    found: dict[str, int] = {}
    for pilot_ability in face.abilities:
        for effect in getattr(pilot_ability, "effects", []):
            if not isinstance(effect, m.ModifyStat) or effect.stat not in stats:
                continue
            plain = (
                isinstance(pilot_ability, m.Static)
                and not pilot_ability.conditions
                and not pilot_ability.used
                and isinstance(effect.target, m.PilotedUnit)
                and not (effect.from_roll or effect.amount_from or effect.only_against or effect.roll)
            )
            if not plain:
                raise unsupported(
                    pos.faces[sharer].name,
                    ability,
                    f"sharing {face.name}'s {effect.stat} bonus, which holds only sometimes or is computed",
                )
            found[effect.stat] = found.get(effect.stat, 0) + effect.amount
    if any(n < 0 for n in found.values()):  # "-3 attack" (Rookie Pilot): whether a penalty is a "bonus" is not said
        raise unsupported(pos.faces[sharer].name, ability, f"sharing {face.name}'s negative change of a stat")
    return found


def share(pos: Position, by: str, pilot: str) -> None:
    """The Pilot ``pilot`` was just activated by ``by`` onto a 'Mech: each active card of ``by``'s in play that shares
    a Pilot's bonuses gives them to each other 'Mech ``by`` controls, until end of turn (noted)."""
    mech = pos.cards[pilot].on
    for sharer, state in pos.cards.items():
        if pos.owners[sharer] != by or state.zone not in IN_PLAY or not is_active(state) or sharer == pilot:
            continue
        for ability in pos.faces[sharer].abilities:
            if not is_sharing(ability):
                continue
            bonuses = _bonuses(pos, sharer, ability, pilot, list(_shared(ability).stats))
            others = [
                c
                for c, s in pos.cards.items()
                if c != mech
                and pos.owners[c] == by
                and pos.faces[c].kind == "unit"
                and pos.faces[c].unit_type == "mech"
                and s.zone in IN_PLAY
                and not under_construction(s)
            ]
            given = [(c, stat, n) for c in others for stat, n in bonuses.items() if n]
            pos.lasting = [*pos.lasting, *(LastingBonus(sharer, c, stat, n, "turn") for c, stat, n in given)]
            what = ", ".join(f"{n:+d} {stat}" for stat, n in bonuses.items() if n) or "no bonus"
            to = ", ".join(pos.name(c) for c in others) or "no other 'Mech"
            pos.note(
                f"{pos.name(sharer)}: {pos.name(pilot)} also gives its {what} to {to} until end of turn",
                CARDS_MAKE_EXCEPTIONS,
                END_OF_TURN,
            )


__all__ = ["RULE_IDS", "is_sharing", "share", "sharing_problem"]
