"""The turn sequence (rulebook p.16-33): Untap, Draw, Deploy, Repair/Reload, Missions, End of Turn, over a
:class:`~judge.bttcg.state.Position`. The phases come in order (:meth:`TurnRunner.enter` runs every phase it passes
through); the things a player does in them are methods here (untap, draw, reload, repair, guard, restock, end of turn)
and in :mod:`judge.bttcg.deploy` (deploy, resources, construct, activate, Pilots). Each step records what it did in
the trace and every broken rule as a violation, citing the rules of :mod:`judge.bttcg.turn_rules`; an illegal action
does nothing else. The battle of a mission is :mod:`judge.bttcg.battle`'s.

Errors: :class:`UnknownCardError` for an id the position does not have (malformed input, like an unknown id in a
scenario), :class:`~judge.bttcg.state.UnsupportedError` for a card whose effect on this step the engine does not
execute yet. Nothing else is raised."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from judge.bttcg import extra_each_turn, stockpile_cards
from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.beginnings import at_end_of_turn as end_beginnings
from judge.bttcg.beginnings import at_phase_begin, refuse_unkept
from judge.bttcg.dice import DiceStream
from judge.bttcg.executes import nodes, refusal
from judge.bttcg.faces import CardFace
from judge.bttcg.lasting import end as end_lasting
from judge.bttcg.misrulings import ASSEMBLY_REPAIRS_PER_RESOURCE
from judge.bttcg.mission_lasting import end_each_mission
from judge.bttcg.next_turn import begin_waiting, unmet
from judge.bttcg.phase_starts import refuse_phase_starts
from judge.bttcg.refusals import refuse_phase_statics, unsupported
from judge.bttcg.state import Position, is_active, under_construction
from judge.cards.models import Cost
from judge.dsl import models as m
from judge.misrulings import misruled

Phase = Literal["start", "untap", "draw", "deploy", "repair_reload", "missions", "end", "over"]
PHASES: tuple[Phase, ...] = ("start", "untap", "draw", "deploy", "repair_reload", "missions", "end", "over")
PHASE_NAMES: dict[Phase, str] = {
    "start": "the start of the turn",
    "untap": "Untap",
    "draw": "Draw",
    "deploy": "Deploy",
    "repair_reload": "Repair/Reload",
    "missions": "Missions",
    "end": "End of Turn",
    "over": "the end of the turn",
}

DRAWS_PER_TURN = 2
DRAWS_FIRST_TURN = 1
DEPLOYMENTS_PER_TURN = 2
DEPLOYMENTS_FIRST_TURN = 1
REPAIRS_PER_TURN = 1
RESTOCKS_PER_TURN = 1
"""The numbers of the rules (rulebook p.18, p.21, p.33; CE General Rulings); a test checks them against the
``@param`` values of the rulings."""

IN_PLAY = frozenset({"patrol", "guard", "construction", "command_post"})


class UnknownCardError(ValueError):
    """An action names a card id the position does not have: malformed input, not a violation."""


@dataclass
class Turn:
    """The bookkeeping of one player's turn that the position does not hold."""

    player: str
    first_turn: bool = False
    """The game's first turn, taken by the player who goes first (draws one card, gets one deployment)."""
    costs: dict[str, Cost] = field(default_factory=dict)
    """Construction costs of the cards, by card id (a card without one cannot be activated here)."""
    phase: Phase = "start"
    deployments: int = 0
    """Deployments left this turn (set when the Deploy phase begins)."""
    resources: int = 0
    """Resources generated and not yet spent: they are lost at the next action that does not spend them."""
    repairs: int = 0
    restocks: int = 0
    drawn: int = 0
    activated: list[str] = field(default_factory=list)
    """Cards activated this turn, in order."""
    activated_at: dict[int, str] = field(default_factory=dict)
    """The card each action activated, by the action's index (what a card activated in answer answers:
    judge/bttcg/opponent_plays.py)."""
    deployed: list[str] = field(default_factory=list)
    """Cards deployed this turn, in order."""
    revealed: list[str] = field(default_factory=list)
    """Cards deployed revealed this turn (not revealed again as they are activated)."""
    winner: str | None = None
    """Set when a Stockpile runs out during the turn (a player's name, or ``draw``)."""
    could_attack: set[str] | None = None
    """The 'Mechs seen patrolling and untapped during this Missions phase, that could have attacked (``None``: the
    engine did not see the phase begin; judge/bttcg/turn_fired.py, Crusader Faction)."""
    phase_ended: bool = False
    """A card was activated at the end of this phase (judge/bttcg/activation_timing.py): nothing more is done in it."""
    upkeep_due: list[str] = field(default_factory=list)
    """Cards whose upkeep is due and not yet paid in this Repair/Reload phase (judge/bttcg/upkeep.py)."""
    imposed_due: list[tuple[str, str]] = field(default_factory=list)
    """(card imposing it, card owing it): payments an opponent's card imposes, due and not yet paid in this
    Repair/Reload phase (Protection Racket: judge/bttcg/imposed_upkeep.py)."""
    control_at_end: list[str] = field(default_factory=list)
    """Cards whose control passes to the opponent at the end of this turn (an unpaid upkeep: judge/bttcg/upkeep.py)."""
    once_used: list[str] = field(default_factory=list)
    """Abilities used "only once each turn" used this turn (``<card id>#<number>``: judge/bttcg/play_windows.py)."""
    at_end: list[tuple[str, str]] = field(default_factory=list)
    """Cards to untap at the end of the turn, and the card that said so (judge/bttcg/turn_end.py)."""
    cancelled: dict[str, str] = field(default_factory=dict)
    """Cards to be scrapped with no effect as they are activated, with the card answering them (counterespionage.py)."""
    dice: DiceStream | None = None
    """The scenario's dice as the turn rolls them (judge/bttcg/turn_dice.py); ``None``: no die can be rolled."""


# --- helpers shared with deploy.py ------------------------------------------------------------------------------


def card(pos: Position, card_id: str) -> CardFace:
    """:raises UnknownCardError: for an id the position does not have."""
    if card_id not in pos.faces:
        raise UnknownCardError(f"no card {card_id!r} in the position")
    return pos.faces[card_id]


def is_pilot(face: CardFace) -> bool:
    return face.kind == "command" and face.has_keyword("Pilot")


def is_enhancement(face: CardFace) -> bool:
    return face.kind == "command" and face.has_keyword("Enhancement")


kinds_in = nodes
"""Every DSL node inside an ability or effect, itself included (:func:`judge.bttcg.executes.nodes`)."""


def refuse(pos: Position, step: str, kinds: frozenset[str], triggers: frozenset[str] = frozenset()) -> None:
    """:raises UnsupportedError: when a card in play has an ability that changes this step (a card making an
    exception to the rules, rulebook p.9) and the engine does not execute it yet: answered as unsupported, never
    with the plain rule instead."""
    for card_id, state in pos.cards.items():
        if state.zone not in IN_PLAY:
            continue
        face = pos.faces[card_id]
        for ability in face.abilities:
            if isinstance(ability, m.Triggered) and ability.trigger in triggers:
                raise unsupported(face.name, ability, f"{refusal('trigger', ability.trigger)}, in the {step}")
            if isinstance(ability, m.Upkeep) and "upkeep" in kinds:
                raise unsupported(face.name, ability, f"{refusal('ability', 'upkeep')}, in the {step}")
            for node in kinds_in(ability):
                kind = str(getattr(node, "kind", ""))
                if kind in kinds:
                    raise unsupported(face.name, ability, f"{refusal('effect', kind)}, in the {step}")


Problem = tuple[str, tuple[str, ...]]
"""Why an action may not be done: a violation's message and rules (nothing recorded yet)."""


class TurnRunner:
    """One player's turn over a position: the phases in order, and what the player does in each."""

    def __init__(self, pos: Position, turn: Turn) -> None:
        if turn.player not in pos.players:
            raise UnknownCardError(f"no player {turn.player!r} in the position")
        self.pos = pos
        self.turn = turn

    # --- checks every action makes ---------------------------------------------------------------------------

    def over(self, index: int | None) -> bool:
        problem = self.over_problem()
        if problem is not None:
            self.pos.violate(index, problem[0], *problem[1])
            return True
        return False

    def over_problem(self) -> Problem | None:
        """Why nothing more may be done: the game is over; ``None`` while it goes on."""
        if self.turn.winner is not None:
            return "the game is over: a Stockpile has run out", (r.VICTORY, r.OBJECT_OF_THE_GAME)
        return None

    def acting(self, index: int | None, by: str, phase: Phase, what: str, *rules: str) -> bool:
        """Whether ``by`` may do ``what`` now: it is his or her turn, in that phase, and the game is not over.
        Records the violation when not (:meth:`acting_problem`)."""
        problem = self.acting_problem(by, phase, what, *rules)
        if problem is not None:
            self.pos.violate(index, problem[0], *problem[1])
            return False
        return True

    def acting_problem(self, by: str, phase: Phase, what: str, *rules: str) -> Problem | None:
        """Why ``by`` may not do ``what`` now (the game is over, it is not his or her turn, or not that phase, or
        the phase has ended), as a violation's message and rules; ``None`` when he or she may. Changes nothing."""
        over = self.over_problem()
        if over is not None:
            return over
        if by != self.turn.player:
            return f"it is {self.turn.player}'s turn: {by} cannot {what} now", rules or (t.SEQUENCE,)
        if self.turn.phase != phase:
            return (
                f"{by} can {what} only during the {PHASE_NAMES[phase]} phase (now: {PHASE_NAMES[self.turn.phase]})",
                rules or (t.SEQUENCE,),
            )
        if self.turn.phase_ended:
            return f"the {PHASE_NAMES[phase]} phase has ended: {by} cannot {what} now", (t.SEQUENCE, *rules)
        return None

    def lose_resources(self) -> None:
        """Resources not spent at once are lost (CE General Rulings; 1997: at the end of the Deploy phase)."""
        if self.turn.resources:
            self.pos.note(
                f"{self.turn.player} loses {self.turn.resources} unspent resource(s): "
                "resources must be spent immediately",
                t.RESOURCES_AT_ONCE,
                t.RESOURCES_LOST,
            )
            self.turn.resources = 0

    def own(self, index: int | None, by: str, card_id: str, rule: str) -> CardFace | None:
        face = card(self.pos, card_id)
        if self.pos.owners[card_id] != by:
            self.pos.violate(index, f"{face.name} is not {by}'s", rule)
            return None
        return face

    # --- phases -------------------------------------------------------------------------------------------------

    def enter(self, phase: Phase, index: int | None = None) -> None:
        """Moves the turn on to ``phase``, running every phase on the way in order (their steps that happen without
        a choice: untapping, drawing, reloading, Units to patrol). Going back is a violation."""
        if self.over(index):
            return
        now, goal = PHASES.index(self.turn.phase), PHASES.index(phase)
        if goal < now:
            self.pos.violate(
                index,
                f"the phases of a turn come in order: the {PHASE_NAMES[phase]} phase is over",
                t.SEQUENCE,
            )
            return
        for step in PHASES[now + 1 : goal + 1]:
            self._leave(self.turn.phase)
            self.turn.phase, self.turn.phase_ended = step, False
            self._begin(step)
            if self.turn.winner is not None:
                return

    def _leave(self, phase: Phase) -> None:
        if phase == "deploy":
            self.lose_resources()
        if phase == "repair_reload":
            from judge.bttcg.upkeep import unpaid  # upkeep.py imports this module

            unpaid(self)
        if phase == "missions":
            unmet(self.pos, self.turn.player)  # bound Units that had to attack a Stockpile (Treachery!)
        if phase not in ("start", "over"):
            from judge.bttcg.turn_fired import at_phase_end  # turn_fired.py imports this module

            at_phase_end(self, phase)

    def _begin(self, phase: Phase) -> None:
        self.lose_resources()
        refuse_phase_statics(self.pos, phase, self.turn.player)  # "During your Deploy phase, deal 1 damage ..."
        refuse_phase_starts(self.pos, phase, self.turn.player)  # "At the beginning of your Draw phase, ..."
        if phase in ("draw", "deploy"):  # "... at the beginning of your Draw phase until end of game"
            at_phase_begin(self, phase)
            if self.turn.winner is not None:
                return
        if phase == "untap":
            self.untap()
        elif phase == "draw":
            self.draw()
        elif phase == "deploy":
            count = DEPLOYMENTS_FIRST_TURN if self.turn.first_turn else DEPLOYMENTS_PER_TURN
            more = extra_each_turn.extra(self.pos, self.turn.player, "deployment")  # "one additional deployment"
            count += extra_each_turn.note(self.pos, self.turn.player, "deployment", more, t.EXTRA_DEPLOYMENTS)
            self.turn.deployments = count
            self.pos.note(
                f"{self.turn.player}'s Deploy phase: {count} deployment(s)"
                + (" (the first player's first turn)" if self.turn.first_turn else ""),
                t.DEPLOYMENTS,
            )
        elif phase == "repair_reload":
            from judge.bttcg.upkeep import due  # upkeep.py imports this module

            self.reload()
            due(self)
        elif phase == "missions":
            from judge.bttcg.turn_fired import note_could_attack  # turn_fired.py imports this module

            self.pos.note(f"{self.turn.player}'s Missions phase", t.MISSIONS_PHASE)
            self.turn.could_attack = set()
            note_could_attack(self)
        elif phase == "end":
            self.units_to_patrol()
        elif phase == "over":
            from judge.bttcg.turn_end import at_turn_end  # "at the end of your turn" (turn_end.py imports this module)
            from judge.bttcg.upkeep import at_turn_end as upkeep_at_turn_end  # upkeep.py imports this module

            at_turn_end(self)
            self.pos.note(f"{self.turn.player} ends the turn", t.END_TELL)
            upkeep_at_turn_end(self)
            end_lasting(self.pos, "turn")
            end_each_mission(self.pos)  # judge/bttcg/mission_lasting.py
            end_beginnings(self.pos)

    def untap(self) -> None:
        """Every tapped card of the player untaps, except depleted ones; untapping is not declined (rulebook p.17,
        CE General Rulings)."""
        from judge.bttcg.lasting_turns import end_at_turn_start  # "until your next turn"
        from judge.bttcg.untap_rules import refuse_unexecuted, stays_tapped  # cards' exceptions to untapping

        end_at_turn_start(self.pos, self.turn.player)
        begin_waiting(self.pos, self.turn.player)  # "During that opponent's next turn, ..." (Treachery!)
        refuse_unexecuted(self.pos)
        refuse_unkept(self.pos)  # "at the beginning of your turn, ..." other than a lasting effect begun here
        from judge.bttcg.turn_start import at_turn_start  # "At the beginning of your turn, ..." (imports this module)
        from judge.bttcg.untap_counters import counters_keep_tapped  # counters whose card keeps them tapped

        at_turn_start(self)
        player = self.turn.player
        kept = counters_keep_tapped(self.pos, player, self.turn.dice) + stays_tapped(self.pos, player)
        mine = [c for c, s in self.pos.cards.items() if self.pos.owners[c] == player and s.zone in IN_PLAY]
        untapped = [c for c in mine if self.pos.cards[c].tapped and not self.pos.cards[c].depleted and c not in kept]
        stay = [c for c in mine if self.pos.cards[c].depleted]
        for card_id in untapped:
            self.pos.cards[card_id].tapped = False
        text = f"{player} untaps " + (", ".join(self.pos.name(c) for c in untapped) or "nothing")
        if stay:
            text += f"; depleted cards stay tapped: {', '.join(self.pos.name(c) for c in stay)}"
        self.pos.note(text, t.UNTAP, t.UNTAP_NOT_DECLINED)

    def draw(self) -> None:
        """Two cards, one at a time; one on the first player's first turn. Drawing from an empty Stockpile, or
        emptying it, loses the game (rulebook p.10, p.18; CE General Rulings)."""
        player = self.turn.player
        count = DRAWS_FIRST_TURN if self.turn.first_turn else DRAWS_PER_TURN
        more = extra_each_turn.extra(self.pos, player, "draw")  # "draw an additional card" (extra_each_turn.py)
        count += extra_each_turn.note(self.pos, player, "draw", more, t.DRAW)
        drawn = 0
        for _ in range(count):  # one at a time (judge/bttcg/stockpile_cards.py moves the card in a whole game)
            if self.pos.stockpiles[player] == 0:
                break
            stockpile_cards.draw(self.pos, player, 1)
            drawn += 1
        self.turn.drawn += drawn
        self.pos.note(
            f"{player} draws {drawn} card(s)"
            + (" (the first player's first turn: one)" if self.turn.first_turn else "")
            + f"; {self.pos.stockpiles[player]} left in the Stockpile",
            t.DRAW,
            t.DRAW_NOT_FEWER,
        )
        self.check_stockpiles()

    def check_stockpiles(self) -> None:
        """A player whose Stockpile has run out loses; both at once: a draw (CE General Rulings, Victory)."""
        empty = [p for p in self.pos.players if self.pos.stockpiles[p] == 0]
        if not empty:
            return
        self.turn.winner = "draw" if len(empty) == 2 else self.pos.other(empty[0])
        self.pos.note(
            f"{' and '.join(empty)}'s Stockpile has run out: "
            + ("a draw" if self.turn.winner == "draw" else f"{self.turn.winner} wins"),
            r.VICTORY,
            r.OBJECT_OF_THE_GAME,
        )

    def reload(self) -> None:
        """The player's depleted cards are reloaded: face up, tapped (rulebook p.21)."""
        player = self.turn.player
        reloaded = [c for c, s in self.pos.cards.items() if self.pos.owners[c] == player and s.depleted]
        for card_id in reloaded:
            state = self.pos.cards[card_id]
            state.depleted = False
            state.tapped = True
        if reloaded:
            self.pos.note(
                f"{player} reloads {', '.join(self.pos.name(c) for c in reloaded)}: face up, tapped", t.RELOAD
            )

    def units_to_patrol(self) -> None:
        """Units activated this turn move from the Construction region to the Patrol region (rulebook p.33)."""
        from judge.bttcg.turn_end import refuse_unexecuted  # turn_end.py imports this module

        refuse_unexecuted(self)  # "at the end of each of your turns, ..." the turn's end does not do
        player = self.turn.player
        moved = []
        for card_id, state in self.pos.cards.items():
            if self.pos.owners[card_id] == player and state.zone == "construction" and state.activated:
                state.zone = "patrol"
                state.activated = False
                moved.append(card_id)
        if moved:
            self.pos.note(
                f"{', '.join(self.pos.name(c) for c in moved)} move(s) to {player}'s Patrol region",
                t.END_TO_PATROL,
                t.END_NO_GUARD,
            )

    # --- Repair/Reload ------------------------------------------------------------------------------------------

    def repair(self, index: int | None, by: str, unit_id: str) -> None:
        """With Assembly, once per turn, spend one resource to repair 1 damage to one of your Units (rulebook p.21;
        CE General Rulings: once, whatever the number of Assembly sources)."""
        face = card(self.pos, unit_id)
        if not self.acting(index, by, "repair_reload", "repair", t.REPAIR):
            return
        if "A" not in self.pos.assets[by]:
            self.pos.violate(index, f"{by} does not have the Assembly asset available: no repair", t.REPAIR)
            return
        once = not misruled(ASSEMBLY_REPAIRS_PER_RESOURCE)  # the mistake: a repair for each {R} spent, no limit
        if once and self.turn.repairs >= REPAIRS_PER_TURN:
            self.pos.violate(
                index, f"{by} has already repaired this turn: Assembly repairs 1 damage per turn", t.REPAIR_ONCE
            )
            return
        if self.own(index, by, unit_id, t.REPAIR) is None:
            return
        state = self.pos.cards[unit_id]
        if face.kind != "unit" or not is_active(self.pos.cards[unit_id]):
            self.pos.violate(index, f"{face.name} is not a Unit in play: only Units are repaired", t.REPAIR)
            return
        if state.damage == 0:
            self.pos.violate(index, f"{face.name} has no damage to repair", t.REPAIR)
            return
        if self.turn.resources < 1:
            self.pos.violate(
                index, f"repairing costs {{R}}: tap a card for resources first ({by} has none unspent)", t.REPAIR
            )
            return
        self.turn.resources -= 1
        self.turn.repairs += 1
        state.damage -= 1
        self.pos.note(f"{by} spends {{R}} to repair 1 damage to {face.name}", t.REPAIR, t.REPAIR_ONCE)

    # --- Missions -----------------------------------------------------------------------------------------------

    def guard(self, index: int | None, by: str, unit_id: str, site: str | None) -> None:
        """Puts an untapped Unit on guard duty at one of your sites (``site``), or back on patrol (``None``): only
        during your Missions phase, any number of times while it is untapped (rulebook p.33, CE General Rulings)."""
        from judge.bttcg.guard_duty import guard_problem  # guard_duty.py imports this module

        face = card(self.pos, unit_id)
        if site is not None and not site.endswith(".stockpile"):
            card(self.pos, site)
        problem = guard_problem(self, by, unit_id, site)
        if problem is not None:
            self.pos.violate(index, problem[0], *problem[1])
            return
        state = self.pos.cards[unit_id]
        self.lose_resources()
        if site is None:
            state.zone, state.guarding = "patrol", None
            self.pos.note(
                f"{by} takes {face.name} off guard duty, back to patrol", t.GUARD_OFF, t.GUARD_ONLY_IN_MISSIONS
            )
            return
        state.zone, state.guarding = "guard", site
        self.pos.note(
            f"{by} puts {face.name} on guard duty at {self.pos.name(site)}", t.GUARD, t.GUARD_ONLY_IN_MISSIONS
        )

    def not_own_site(self, player: str, site: str) -> str | None:
        """Why ``site`` is not one of the player's sites (his or her Stockpile, a card under construction, a Command
        card in the Command Post other than an Enhancement or Pilot), or ``None`` (rulebook p.14)."""
        if site.endswith(".stockpile"):
            return None if site == f"{player}.stockpile" else "it is not the player's own Stockpile"
        if self.pos.owners[site] != player:
            return "it is not the player's own"
        face, state = self.pos.faces[site], self.pos.cards[site]
        if under_construction(self.pos.cards[site]):
            return None
        if face.kind == "command" and state.zone == "command_post" and face.is_site_card:
            return None
        if face.kind == "unit":
            return "Units guard sites, not other Units"
        return "it is not a site"

    def may_send_mission(self, index: int | None, by: str) -> bool:
        """Missions are sent during your own Missions phase (rulebook p.23); the battle itself is
        :mod:`judge.bttcg.battle`'s."""
        if not self.acting(index, by, "missions", "send Units on a mission", t.MISSIONS_PHASE):
            return False
        self.lose_resources()
        return True

    # --- End of Turn --------------------------------------------------------------------------------------------

    def restock(self, index: int | None, by: str, card_id: str) -> None:
        """With Logistics, put one card from your hand at the bottom of your Stockpile (rulebook p.33)."""
        face = card(self.pos, card_id)
        if not self.acting(index, by, "end", "restock", t.RESTOCK):
            return
        if "L" not in self.pos.assets[by]:
            self.pos.violate(index, f"{by} does not have the Logistics asset available: no restocking", t.RESTOCK)
            return
        if self.turn.restocks >= RESTOCKS_PER_TURN:
            self.pos.violate(index, f"{by} has already restocked a card this turn", t.RESTOCK)
            return
        if self.own(index, by, card_id, t.RESTOCK) is None:
            return
        state = self.pos.cards[card_id]
        if state.zone != "hand":
            self.pos.violate(index, f"{face.name} is not in {by}'s hand", t.RESTOCK)
            return
        self.lose_resources()
        stockpile_cards.to_bottom(self.pos, by, card_id)
        self.turn.restocks += 1
        self.pos.note(f"{by} restocks {face.name} at the bottom of the Stockpile", t.RESTOCK)
