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
  the mission's other checks enforce (its own text: ``unit_restrictions``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.attack_limits import is_attack_limit
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.state import LastingBonus, Position, UnsupportedError, is_active
from judge.dsl import models as m
from judge.scenario_input import ScenarioError

if TYPE_CHECKING:
    from judge.bttcg.turn import TurnRunner

TREACHERY = "ce-rulings/treachery"
"""CE rulings, Treachery!: "able to attack your Stockpile" is untapped and not prevented by another effect."""
MUST_ATTACK = "must attack the Stockpile of"
"""The lasting "stat" kept on ``<bound player>.must_attack``; the Stockpile's player is the source card's owner."""
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
        pos.note(
            f"{pos.name(source)}: during {opponent}'s next turn, each {noun} {opponent} controls able to attack "
            f"{by}'s Stockpile must do so (that turn is a scenario of its own: turn.in_force)",
            *RULE_IDS,
        )

    return apply


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
            problem = next_turn_problem(effect)
            if problem is not None:
                raise UnsupportedError(f"{pos.name(card_id)}: the engine does not execute {problem} yet")
            pos.lasting = [*pos.lasting, LastingBonus(card_id, f"{player}.must_attack", MUST_ATTACK, 0, "turn")]
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
        if spec.target == stockpile:
            continue
        nouns = {_bound_noun(e) for effect in _effects(pos, bound.source) for e in effect.effects}
        for card_id in spec.group:
            face = pos.faces.get(card_id)
            if face is None or face.kind != "unit" or ("unit" not in nouns and face.unit_type != "mech"):
                continue
            pos.violate(
                None,
                f"{pos.name(card_id)} is able to attack {pos.name(stockpile)} and must do so "
                f"({pos.name(bound.source)}): it attacks {pos.name(spec.target)}",
                *RULE_IDS,
            )


__all__ = ["RULE_IDS", "begin_in_force", "check", "is_next_turn", "next_turn_problem", "plan_next_turn"]
