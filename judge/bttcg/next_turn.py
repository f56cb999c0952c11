"""An effect for the opponent's next turn (Treachery!: in the Unlimited wording, "next turn" each 'Mech the opponent
controls "able to attack your Stockpile must do so"; in the Commander's Edition wording, an opponent is chosen and
during his or her next turn each guarding or patrolling Unit "attacks your Stockpile if able"), a Command card
scrapped when it is revealed; DSL ``lasting`` until ``their_next_turn`` of ``must_attack``.

- As the card is activated (and so revealed: rulebook p.20) in its player's turn, nothing changes in that turn: the
  trace says the effect waits for the opponent's next turn. A turn scenario is one turn, so that turn is asked about
  in a scenario of its own, which declares the effect in force (an extension: ``turn.in_force: [<card id>]``, in
  text "Treachery! from the last turn is in force."); the card is its opponent's, the active player's 'Mechs are the
  ones bound, for the whole of this turn (:func:`begin_in_force`).
- Then, as each mission is declared (rulebook p.23-24): each 'Mech of the attacking group is untapped and on patrol,
  so able to attack the card's player's Stockpile (CE rulings, Treachery!: "'Able to attack your Stockpile' means
  that the Unit is untapped and not prevented from attacking by some other effect"), and must attack that Stockpile:
  a mission of such 'Mechs against anything else is a violation (:func:`check`). 'Mechs that do not attack in the
  scenario's missions may still attack in later ones: the answer says nothing of them.
- Refused, never guessed: a limit on the number of attacks in play (Takashi Kurita: 1997 rulings, Takashi Kurita,
  only one 'Mech is then "able to attack your Stockpile"), and any other effect for the next turn
  (:func:`next_turn_problem`). A Unit of the attacking group is untapped and on patrol (the mission's own checks
  record a violation otherwise), so able in the sense of the ruling; what else keeps a Unit from attacking is what
  the mission's other checks enforce (its own text: ``unit_restrictions``).

In a whole game (issue 19) the opponent's next turn is played, so the effect is carried into it: as the card
resolves it waits (:func:`plan_next_turn`), and binds the chosen opponent's Units as his or her next turn begins (the
Untap phase, "the phase at the beginning of a turn": rulebook Glossary; :func:`begin_waiting`), until that turn
ends. Each bound Unit that attacks the Stockpile is recorded (:func:`check`); when the Missions phase ends, each bound
Unit still able to attack that Stockpile and that did not is a violation (:func:`unmet`; CE rulings, Treachery!:
"Guarding Units must move to the Patrol region and attack"), so a game does not offer ending the phase before they
attack. "Able" is the ruling's: untapped (not depleted), guarding or patrolling (the Units that attack, rulebook
p.23, once a guarding one moves to patrol), and not prevented by another effect: the Units' own restrictions on
attacking alone or in a group (``unit_restrictions``) and Battle Armor never attacking alone (rulebook p.24) are
read; any other card in play whose text may stop a Unit from attacking is refused (:func:`unmet`), never guessed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.attack_limits import is_attack_limit
from judge.bttcg.executes import nodes
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.state import LastingBonus, Position, UnsupportedError, is_active
from judge.bttcg.turn_triggers import ATTACK_RESTRICTIONS
from judge.bttcg.unit_restrictions import may_attack_in, restriction
from judge.dsl import models as m
from judge.scenario_input import ScenarioError

if TYPE_CHECKING:
    from judge.bttcg.turn import TurnRunner

TREACHERY = "ce-rulings/treachery"
"""CE rulings, Treachery!: "able to attack your Stockpile" is untapped and not prevented by another effect."""
MUST_ATTACK = "must attack the Stockpile of"
"""The lasting "stat" kept on ``<bound player>.must_attack``; the Stockpile's player is the source card's owner."""
WAITING = "must attack, in the next turn, the Stockpile of"
"""The effect waiting for the bound player's next turn (kept until it begins: :func:`begin_waiting`)."""
ATTACKED = "attacked the Stockpile bound by"
"""A bound Unit that attacked the Stockpile this turn (kept on the Unit's id until the turn ends)."""
NEXT_TURN_BEGINS = "rulebook/glossary-index/untap-phase"
"""Rulebook Glossary, Untap phase: "The phase at the beginning of a turn"."""
RULE_IDS = (TREACHERY, t.RULES_MAKE_EXCEPTIONS, r.MISSION)


def _bound_noun(effect: m.Effect) -> str | None:
    """The kind of Unit bound: "each 'Mech opponent controls ... must [attack your Stockpile]" (Unlimited: ``mech``),
    "each guarding or patrolling Unit attacks your Stockpile if able" (Commander's Edition: ``unit``, the Units of
    the opponent chosen, the only one, whose turn it is); ``None`` for anything else."""
    if not isinstance(effect, m.MustAttack) or effect.stockpile != "you":
        return None
    target = effect.target
    if isinstance(target, m.Selector) and target.model_dump(exclude_defaults=True) == {
        "quantifier": "each",
        "noun": "mech",
        "owner": "opponent",
    }:
        return "mech"
    options = target.options if isinstance(target, m.Either) else []
    dumped = sorted(str(o.model_dump(exclude_defaults=True)) for o in options)
    wanted = sorted(
        str({"quantifier": "each", "noun": "unit", "states": [state]}) for state in ("guarding", "patrolling")
    )
    return "unit" if dumped == wanted else None


def is_next_turn(effect: m.Effect) -> bool:
    """A lasting effect for the opponent's next turn: what this module reads (or refuses)."""
    return (
        isinstance(effect, m.Lasting)
        and effect.until == "their_next_turn"
        and any(isinstance(e, m.MustAttack) for e in effect.effects)
    )


def next_turn_problem(effect: m.Lasting) -> str | None:
    """Why the engine cannot execute this effect for the opponent's next turn yet, or ``None``."""
    if not effect.effects or any(_bound_noun(e) is None for e in effect.effects):
        return "an effect for the opponent's next turn other than his or her 'Mechs attacking your Stockpile"
    return None


def _word(effect: m.Lasting) -> str:
    return "Unit" if any(_bound_noun(e) == "unit" for e in effect.effects) else "'Mech"


def plan_next_turn(pos: Position, by: str, source: str, effect: m.Lasting) -> Callable[[], None]:
    """As the card resolves in its player's turn: the effect waits for the opponent's next turn (noted).

    :raises UnsupportedError: for what :func:`next_turn_problem` names.
    """
    problem = next_turn_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{pos.name(source)}: the engine does not execute {problem} yet")
    opponent, noun = pos.other(by), _word(effect)

    def apply() -> None:
        pos.lasting = [*pos.lasting, LastingBonus(source, f"{opponent}.must_attack", WAITING, 0, "game")]
        pos.note(
            f"{pos.name(source)}: during {opponent}'s next turn, each {noun} {opponent} controls able to attack "
            f"{by}'s Stockpile must do so (that turn is a scenario of its own: turn.in_force)",
            *RULE_IDS,
        )

    return apply


def _bind(pos: Position, card_id: str, player: str) -> None:
    """The card's effect holds for the whole of ``player``'s turn, which begins."""
    for effect in _effects(pos, card_id):
        problem = next_turn_problem(effect)
        if problem is not None:
            raise UnsupportedError(f"{pos.name(card_id)}: the engine does not execute {problem} yet")
    pos.lasting = [*pos.lasting, LastingBonus(card_id, f"{player}.must_attack", MUST_ATTACK, 0, "turn")]


def begin_waiting(pos: Position, player: str) -> None:
    """``player``'s turn begins (its Untap phase, rulebook Glossary): the effects waiting for it since the
    opponent's card resolved (:func:`plan_next_turn`) bind his or her Units for the whole of this turn."""
    waiting = [b for b in pos.lasting if b.stat == WAITING and b.card_id == f"{player}.must_attack"]
    if not waiting:
        return
    pos.lasting = [b for b in pos.lasting if b not in waiting]
    for held in waiting:
        _bind(pos, held.source, player)
        noun = "Unit" if any(_word(e) == "Unit" for e in _effects(pos, held.source)) else "'Mech"
        pos.note(
            f"{pos.name(held.source)} (from {pos.owners[held.source]}'s last turn): this turn, each {noun} "
            f"{player} controls able to attack {pos.owners[held.source]}'s Stockpile must do so",
            NEXT_TURN_BEGINS,
            *RULE_IDS,
        )


def _effects(pos: Position, card_id: str) -> list[m.Lasting]:
    return [
        e
        for a in pos.faces[card_id].abilities
        if isinstance(a, m.Static | m.Triggered)
        for e in a.effects
        if isinstance(e, m.Lasting) and is_next_turn(e)
    ]


def begin_in_force(run: TurnRunner, in_force: list[str]) -> None:
    """At the start of the scenario: the effects of ``turn.in_force``, begun in the turn before, hold in this one.

    :raises ScenarioError: for a card with no such effect, or one the active player owns (its "next turn" is the
        opponent's, not this one).
    :raises UnsupportedError: for what :func:`next_turn_problem` names.
    """
    pos, player = run.pos, run.turn.player
    for card_id in in_force:
        effects = _effects(pos, card_id)
        if not effects:
            raise ScenarioError(f"turn.in_force: {pos.name(card_id)} has no effect for the opponent's next turn")
        if pos.owners[card_id] == player:
            raise ScenarioError(
                f"turn.in_force: {pos.name(card_id)} is {player}'s: its effect holds in {pos.other(player)}'s next "
                "turn, not this one"
            )
        for effect in effects:
            _bind(pos, card_id, player)
            pos.note(
                f"{pos.name(card_id)} (from {pos.owners[card_id]}'s last turn): this turn, each {_word(effect)} "
                f"{player} controls able to attack {pos.owners[card_id]}'s Stockpile must do so",
                *RULE_IDS,
            )


def check(pos: Position, spec: MissionSpec) -> None:
    """As a mission is declared: a violation for each 'Mech of the group bound to attack a Stockpile that attacks
    something else.

    :raises UnsupportedError: with a limit on the number of attacks in play (see the module).
    """
    binding = [b for b in pos.lasting if b.card_id == f"{spec.attacker}.must_attack" and b.stat == MUST_ATTACK]
    if not binding:
        return
    limits = [c for c, s in pos.cards.items() if is_active(s) and any(map(is_attack_limit, pos.faces[c].abilities))]
    if limits:
        raise UnsupportedError(
            f"{pos.name(binding[0].source)}: which 'Mechs are able to attack the Stockpile while {pos.name(limits[0])} "
            "limits the attacks of a turn"
        )
    for bound in binding:
        stockpile = f"{pos.owners[bound.source]}.stockpile"
        nouns = _nouns(pos, bound.source)
        bound_units = [c for c in spec.group if _of_noun(pos, c, nouns)]
        if spec.target == stockpile:  # kept for the end of the Missions phase (:func:`unmet`)
            pos.lasting = [*pos.lasting, *(LastingBonus(bound.source, c, ATTACKED, 0, "turn") for c in bound_units)]
            continue
        for card_id in bound_units:
            pos.violate(
                None,
                f"{pos.name(card_id)} is able to attack {pos.name(stockpile)} and must do so "
                f"({pos.name(bound.source)}): it attacks {pos.name(spec.target)}",
                *RULE_IDS,
            )


def _nouns(pos: Position, source: str) -> set[str | None]:
    return {_bound_noun(e) for effect in _effects(pos, source) for e in effect.effects}


def _of_noun(pos: Position, card_id: str, nouns: set[str | None]) -> bool:
    """A Unit the effect binds: any Unit (Commander's Edition wording) or a 'Mech (Unlimited)."""
    face = pos.faces.get(card_id)
    return face is not None and face.kind == "unit" and ("unit" in nouns or face.unit_type == "mech")


def is_bound(pos: Position, player: str) -> bool:
    """Whether an effect binds ``player``'s Units to attack a Stockpile this turn."""
    return any(b.card_id == f"{player}.must_attack" and b.stat == MUST_ATTACK for b in pos.lasting)


def _ready(pos: Position, player: str, card_id: str) -> bool:
    """One of ``player``'s Units that could go on a mission now: guarding or patrolling (a guarding one moves to
    patrol first: CE rulings, Treachery!), untapped and not depleted (rulebook p.23-24)."""
    state = pos.cards[card_id]
    return (
        pos.owners[card_id] == player
        and pos.faces[card_id].kind == "unit"
        and state.zone in ("patrol", "guard")
        and not state.tapped
        and not state.depleted
    )


def _able(pos: Position, player: str, unit: str) -> bool:
    """Whether the Unit can attack: alone (never Battle Armor, rulebook p.24; nor a Unit whose text forbids it), or
    in a group with another of the player's Units ready to go (unless a text forbids either Unit a group)."""
    if pos.faces[unit].unit_type != "battle_armor" and may_attack_in(pos, unit, 1):
        return True
    partners = [c for c in pos.cards if c != unit and _ready(pos, player, c) and may_attack_in(pos, c, 2)]
    return bool(partners) and may_attack_in(pos, unit, 2)


def _unread_restriction(pos: Position) -> str | None:
    """A card in play whose text may stop a Unit from attacking in a way :func:`_able` does not read, or ``None``."""
    for card_id, state in pos.cards.items():
        if not is_active(state):
            continue
        for ability in pos.faces[card_id].abilities:
            if restriction(ability, attached=state.on is not None):
                continue
            if any(getattr(n, "kind", None) in ATTACK_RESTRICTIONS for n in nodes(ability)):
                return card_id
    return None


def unmet(pos: Position, player: str) -> None:
    """As ``player``'s Missions phase ends: a violation for each Unit an effect binds to attack a Stockpile that is
    still able to (:func:`_able`) and did not attack it this turn (CE rulings, Treachery!).

    :raises UnsupportedError: when a card in play may stop a Unit from attacking in a way not read here.
    """
    binding = [b for b in pos.lasting if b.card_id == f"{player}.must_attack" and b.stat == MUST_ATTACK]
    if not binding:
        return
    other = _unread_restriction(pos)
    if other is not None:
        raise UnsupportedError(
            f"{pos.name(binding[0].source)}: which Units are able to attack the Stockpile while {pos.name(other)} "
            "may stop a Unit from attacking"
        )
    for held in binding:
        stockpile = f"{pos.owners[held.source]}.stockpile"
        nouns = _nouns(pos, held.source)
        attacked = {b.card_id for b in pos.lasting if b.stat == ATTACKED and b.source == held.source}
        for card_id in pos.cards:
            if card_id in attacked or not _of_noun(pos, card_id, nouns) or not _ready(pos, player, card_id):
                continue
            if _able(pos, player, card_id):
                pos.violate(
                    None,
                    f"{pos.name(card_id)} is able to attack {pos.name(stockpile)} and must do so "
                    f"({pos.name(held.source)}): the Missions phase cannot end before it attacks",
                    *RULE_IDS,
                )


__all__ = [
    "RULE_IDS",
    "begin_in_force",
    "begin_waiting",
    "check",
    "is_bound",
    "is_next_turn",
    "next_turn_problem",
    "plan_next_turn",
    "unmet",
]
