"""The Mech chess engine: a position, the rules of moving and attacking, and the gunnery roll.

Every decision names the rule behind it: the document's rules (``mechchess/...``, seed 003) and, where the document
is silent, this project's readings (``mechchess-judge/...``, ``rulings/mechchess-interpretations.rules``).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from judge.cards.models import MechChessCard, MechChessUnit
from judge.dsl import mechchess as d
from judge.mechchess.misrulings import (
    ACE_BONUS_AFTER_CAP,
    DEFENSE_WITHOUT_CONDITION,
    EXTREME_RANGE_AS_LONG,
    FIRE_THROUGH_UNITS,
    GUNNERY_UNCAPPED,
    MOVE_UP_TO,
)
from judge.mechchess.notes import card_note
from judge.misrulings import misruled

FILES = "abcdefgh"
RANGES = {1: "cr", 2: "mr", 3: "lr", 4: "er"}
DIRECTIONS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]


class RuleViolationError(Exception):
    """An action that breaks a rule: the message and the ids of the rules it breaks."""

    def __init__(self, message: str, rules: Iterable[str]) -> None:
        self.message = message
        self.rules = list(rules)
        super().__init__(message)


def parse_square(square: str) -> tuple[int, int]:
    """``"d1"`` → ``(3, 0)`` (file, rank), both 0-based.

    :raises ValueError: for anything that is not a square of the 8x8 board.
    """
    text = square.strip().lower()
    if len(text) != 2 or text[0] not in FILES or text[1] not in "12345678":
        raise ValueError(f"{square!r} is not a square of the 8x8 board (a1 to h8)")
    return FILES.index(text[0]), int(text[1]) - 1


def square_name(file: int, rank: int) -> str:
    return f"{FILES[file]}{rank + 1}"


def line_between(start: str, end: str) -> tuple[int, list[str]] | None:
    """The distance and the squares strictly between two squares on one orthogonal or diagonal line, or ``None``
    when they are not on one line."""
    (f1, r1), (f2, r2) = parse_square(start), parse_square(end)
    df, dr = f2 - f1, r2 - r1
    if (df, dr) == (0, 0) or not (df == 0 or dr == 0 or abs(df) == abs(dr)):
        return None
    distance = max(abs(df), abs(dr))
    step = ((df > 0) - (df < 0), (dr > 0) - (dr < 0))
    between = [square_name(f1 + step[0] * i, r1 + step[1] * i) for i in range(1, distance)]
    return distance, between


@dataclass
class Piece:
    """A unit on the board and everything that happened to it."""

    owner: str
    unit: MechChessUnit
    hits: int
    ace: bool = False
    leader: bool = False
    move_modifier: int = 0
    rating_modifier: int = 0
    immobile: bool = False
    no_move_until_turn: int | None = None
    """Topples: the unit cannot move during the turn with this number."""
    no_move_and_attack: bool = False
    moved: bool = False
    attacked: bool = False
    lasting: list[tuple[str, int | None]] = field(default_factory=list)
    """The cards whose lasting effects the unit bears (Leg Damage, Weapons Hit, Gyros Destroyed, Heat Sinks damaged:
    for good, ``None``; Topples: until the end of the turn numbered), in the order they hit it."""

    def lasting_now(self, turn: int) -> list[str]:
        """The names of the cards whose lasting effects are still in force in this turn."""
        return [name for name, until in self.lasting if until is None or until >= turn]

    @property
    def move_rating(self) -> int:
        """The unit table's Move, +1 for an Ace (``mechchess/ace-pilots-2``), less Leg Damage."""
        return max(0, self.unit.move + (1 if self.ace else 0) + self.move_modifier)

    def rating(self, attack_range: int, extreme: d.DerivedRating | None = None) -> int:
        """The damage rating at a range, after Weapons Hit; 0 where the unit has none."""
        if attack_range == 4:
            if extreme is None or self.unit.lr is None:
                return 0
            minus = 0 if misruled(EXTREME_RANGE_AS_LONG) else extreme.minus
            return max(0, self.unit.lr - minus + self.rating_modifier)
        base = self.unit.damage_rating(attack_range)
        return 0 if base is None else max(0, base + self.rating_modifier)


@dataclass
class Position:
    """A Mech chess position: the board, the hands, the shared deck and discard, whose turn and which phase."""

    players: list[str]
    board: dict[str, Piece]
    hands: dict[str, list[str]]
    deck: list[str] | None = None
    """The shared deck, top first; ``None`` when the scenario does not give its order."""
    discard: list[str] = field(default_factory=list)
    seed: int | None = None
    """Seeds the shuffle of the discard when the deck runs out (``random.Random``)."""
    reshuffle: list[str] | None = None
    """The order (top first) of the new deck the first time the discard is shuffled, when the scenario gives it."""
    reshuffles: int = 0
    active: int = 0
    phase: str = "move"
    turn: int = 1
    winner: str | None = None
    destroyed: list[str] = field(default_factory=list)

    def copy(self) -> Position:
        return copy.deepcopy(self)

    @property
    def player(self) -> str:
        return self.players[self.active]

    def opponent(self, player: str) -> str:
        return self.players[1 - self.players.index(player)]

    def forward(self, player: str) -> int:
        """+1 (up the ranks) for the first player, -1 for the second (``mechchess-judge/forward``)."""
        return 1 if self.players.index(player) == 0 else -1

    def piece(self, square: str, what: str) -> Piece:
        parse_square(square)
        piece = self.board.get(square.lower())
        if piece is None:
            raise RuleViolationError(f"there is no unit on {square} to {what}", ["mechchess/the-map"])
        return piece

    def play(self, player: str, card: MechChessCard, kinds: str, rule: str) -> None:
        """Moves a card from the player's hand to the shared discard.

        :raises RuleViolationError: if the card is not in the hand or not of an allowed type.
        """
        if card.card_type not in kinds:
            names = {"M": "Move", "A": "Attack", "D": "Defense", "X": "Special", "Z": "Attack Modifier"}
            wanted = " or ".join(names[k] for k in kinds)
            raise RuleViolationError(f"{card.name} is not a {wanted} card", [rule, "mechchess/card-list-notation/type"])
        hand = self.hands[player]
        if card.name not in hand:
            raise RuleViolationError(f"{card.name} is not in {player}'s hand", [rule])
        hand.remove(card.name)
        self.discard.append(card.name)

    def draw(self, player: str, count: int, rule: str) -> Drawn:
        """Draws from the shared deck. When it runs out, the discard is shuffled into a new deck and the draw goes on
        from it (``mechchess/orders-phase-2``): in the order the scenario gives (``reshuffle:``), else shuffled with
        its ``seed``. With the deck and the discard both empty, the draw stops short.

        :raises RuleViolationError: if the deck's order is unknown, or a shuffle is needed and the scenario gives
            neither the new order nor a seed, or the order it gives is not the discard's cards.
        """
        if self.deck is None:
            raise RuleViolationError(
                f"{player} draws {count} cards, but the scenario does not give the deck's order ('deck:')", [rule]
            )
        drawn = self.deck[:count]
        self.deck = self.deck[count:]
        shuffled: str | None = None
        if len(drawn) < count and self.discard:
            shuffled = self._shuffle_discard()
            more = count - len(drawn)
            drawn += self.deck[:more]
            self.deck = self.deck[more:]
        self.hands[player] += drawn
        return Drawn(drawn, shuffled, short=len(drawn) < count)

    def _shuffle_discard(self) -> str:
        """Makes the discard the new deck; says how it was ordered.

        :raises RuleViolationError: if the scenario gives neither the order nor a seed, or a wrong order.
        """
        rule = "mechchess/orders-phase-2"
        if self.reshuffle is not None and self.reshuffles == 0:
            if sorted(self.reshuffle) != sorted(self.discard):
                raise RuleViolationError(
                    f"'reshuffle:' must hold exactly the cards of the discard ({', '.join(sorted(self.discard))}), "
                    f"not {', '.join(sorted(self.reshuffle)) or 'nothing'}",
                    [rule],
                )
            order, how = list(self.reshuffle), "in the order the scenario gives ('reshuffle:')"
        elif self.seed is not None:
            order = list(self.discard)
            random.Random(self.seed * 1_000 + self.reshuffles).shuffle(order)
            how = f"shuffled with seed {self.seed}"
        else:
            raise RuleViolationError(
                f"the deck runs out: the discard ({len(self.discard)} cards) is shuffled into a new deck; "
                "give its order in 'reshuffle:' or a 'seed:' for the shuffle",
                [rule],
            )
        self.deck, self.discard = order, []
        self.reshuffles += 1
        return f"the deck runs out: the discard becomes the new deck, {how}"


@dataclass(frozen=True)
class Drawn:
    """The cards a draw gave, and how the deck was renewed on the way (``None``: it was not)."""

    cards: list[str]
    reshuffled: str | None = None
    short: bool = False
    """The deck and the discard ran out before the draw was complete."""


def can_use_move_card(piece: Piece, card: MechChessCard) -> tuple[bool, str]:
    note = card_note(card)
    if any(isinstance(e, d.MoveRange) for e in note.effects):
        return piece.unit.jump, "the Jump card needs a jump-capable unit"
    number = card.range or 0
    return number <= piece.move_rating, f"{card.name} moves {number}, more than its move rating {piece.move_rating}"


def check_can_move(position: Position, piece: Piece, square: str) -> None:
    if piece.immobile:
        raise RuleViolationError(
            f"the unit on {square} can no longer move (Gyros Destroyed)", ["mechchess/card-list-notation/z"]
        )
    if piece.no_move_until_turn is not None and piece.no_move_until_turn >= position.turn:
        raise RuleViolationError(
            f"the unit on {square} cannot move this turn (Topples)", ["mechchess-judge/attack-modifiers"]
        )


def move_one(position: Position, player: str, start: str, end: str, card: MechChessCard) -> list[str]:
    """Moves one unit (``mechchess/move-phase`` ...). Returns the rule ids that decided it.

    :raises RuleViolationError: for any rule the move breaks.
    """
    piece = position.piece(start, "move")
    if piece.owner != player:
        raise RuleViolationError(
            f"{player} cannot move the unit on {start}: it is {piece.owner}'s", ["mechchess/move-phase"]
        )
    check_can_move(position, piece, start)
    usable, why = can_use_move_card(piece, card)
    if not usable:
        raise RuleViolationError(why, ["mechchess/move-phase-4", "mechchess-judge/move-cards-a-unit-can-use"])
    line = line_between(start, end)
    if line is None:
        raise RuleViolationError(f"{start} to {end} is not an orthogonal or diagonal line", ["mechchess/move-phase-5"])
    distance, between = line
    jump = any(isinstance(e, d.MoveRange) for e in card_note(card).effects)
    if jump:
        limit = piece.move_rating + next(e.plus for e in card_note(card).effects if isinstance(e, d.MoveRange))
        if distance > limit:
            raise RuleViolationError(
                f"the Jump card moves up to {limit} squares here, not {distance}",
                ["mechchess-judge/move-distance"],
            )
    elif misruled(MOVE_UP_TO):
        if distance > (card.range or 0):
            raise RuleViolationError(
                f"{card.name} moves at most {card.range} squares; {start} to {end} is {distance}",
                ["mechchess/move-phase-3", "mechchess-judge/move-distance"],
            )
    elif distance != card.range:
        raise RuleViolationError(
            f"{card.name} moves exactly {card.range} squares; {start} to {end} is {distance}",
            ["mechchess/move-phase-3", "mechchess-judge/move-distance"],
        )
    blocked = [s for s in between if s in position.board]
    if blocked and not jump:
        raise RuleViolationError(
            f"the move from {start} to {end} passes through the unit on {blocked[0]}",
            ["mechchess/move-phase-2", "mechchess-judge/jumping-units"],
        )
    if end.lower() in position.board:
        raise RuleViolationError(f"{end} is occupied: units may not stack", ["mechchess/setup-3"])
    del position.board[start.lower()]
    position.board[end.lower()] = piece
    piece.moved = True
    return ["mechchess/move-phase", "mechchess/move-phase-5"]


def move_forward(position: Position, player: str, squares: list[str], card: MechChessCard) -> list[str]:
    """The option of moving several units forward with one Move card (``mechchess/move-phase-6``).

    :raises RuleViolationError: for any rule one of the moves breaks.
    """
    step = position.forward(player)
    number = card.range
    if number is None:
        raise RuleViolationError("only a numbered Move card moves several units forward", ["mechchess/move-phase-6"])
    order = sorted(squares, key=lambda s: -parse_square(s)[1] * step)  # the front units first
    for start in order:
        file, rank = parse_square(start)
        if not 0 <= rank + step * number <= 7:
            raise RuleViolationError(f"the unit on {start} would leave the board", ["mechchess/the-map"])
        move_one(position, player, start, square_name(file, rank + step * number), card)
    return ["mechchess/move-phase-6", "mechchess-judge/forward"]


@dataclass
class AttackPlan:
    """A declared attack, before the gunnery roll."""

    attacker: str
    target: str
    card: MechChessCard
    distance: int
    rating: int
    modifiers: list[MechChessCard]
    rules: list[str]
    negated: bool = False


def declare_attack(
    position: Position, player: str, start: str, target: str, card: MechChessCard, modifiers: list[MechChessCard]
) -> AttackPlan:
    """Checks an attack (``mechchess/battle-phase`` ...) and plays its cards.

    :raises RuleViolationError: for any rule the attack breaks.
    """
    piece = position.piece(start, "attack with")
    if piece.owner != player:
        raise RuleViolationError(f"the unit on {start} is not {player}'s", ["mechchess/battle-phase"])
    enemy = position.piece(target, "attack")
    if enemy.owner == player:
        raise RuleViolationError(f"the unit on {target} is not an enemy unit", ["mechchess/battle-phase-4"])
    if piece.no_move_and_attack and piece.moved:
        raise RuleViolationError(
            f"the unit on {start} moved this turn and cannot also attack (Heat Sinks damaged)",
            ["mechchess/card-list-notation/z"],
        )
    distance = card.range
    extreme = next((e for e in card_note(card).effects if isinstance(e, d.DerivedRating)), None)
    if card.card_type != "A" or distance is None:
        raise RuleViolationError(f"{card.name} is not an Attack card", ["mechchess/battle-phase"])
    rating = piece.rating(distance, extreme)
    if rating < 1:
        raise RuleViolationError(
            f"the {piece.unit.name} has no damage rating at {RANGES[distance].upper()}",
            ["mechchess/units-table-notation/range", "mechchess-judge/attack-cards-a-unit-can-use"],
        )
    line = line_between(start, target)
    if line is None or line[0] != distance:
        raise RuleViolationError(
            f"{target} is not {distance} square{'s' if distance > 1 else ''} from {start} in a straight orthogonal "
            "or diagonal line",
            ["mechchess/battle-phase-2", "mechchess/battle-phase-3", "mechchess-judge/attack-distance"],
        )
    blocked = [] if misruled(FIRE_THROUGH_UNITS) else [s for s in line[1] if s in position.board]
    if blocked:
        raise RuleViolationError(
            f"the unit on {blocked[0]} stands between {start} and {target}", ["mechchess/battle-phase-8"]
        )
    for modifier in modifiers:
        for effect in card_note(modifier).effects:
            if isinstance(effect, d.DamageBonus) and effect.at_range and RANGES[distance] != effect.at_range:
                raise RuleViolationError(
                    f"{modifier.name} modifies only {effect.at_range.upper()} attacks",
                    ["mechchess/card-list-notation/z"],
                )
            if isinstance(effect, d.DamageBonus) and effect.attacker_jump_capable and not piece.unit.jump:
                raise RuleViolationError(
                    f"{modifier.name} needs a jump-capable attacker", ["mechchess/card-list-notation/z"]
                )
    position.play(player, card, "A", "mechchess/battle-phase")
    for modifier in modifiers:
        position.play(player, modifier, "Z", "mechchess-judge/attack-modifiers")
    piece.attacked = True
    return AttackPlan(
        attacker=start.lower(),
        target=target.lower(),
        card=card,
        distance=distance,
        rating=rating,
        modifiers=modifiers,
        rules=["mechchess/battle-phase", "mechchess/battle-phase-5"],
    )


def defense_allowed(position: Position, plan: AttackPlan, defense: MechChessCard) -> tuple[bool, str]:
    """Whether the attacked unit meets the Defense card's note (``mechchess-judge/defense-cards``)."""
    if misruled(DEFENSE_WITHOUT_CONDITION):
        return True, ""
    target = position.board[plan.target]
    attacker = position.board[plan.attacker]
    for requirement in card_note(defense).requires:
        if isinstance(requirement, d.RangeIs) and RANGES[plan.distance] not in requirement.ranges:
            return False, f"{defense.name} is for {' or '.join(r.upper() for r in requirement.ranges)} attacks only"
        if isinstance(requirement, d.SmallerThanAttacker) and not target.unit.hits < attacker.unit.hits:
            return False, f"{defense.name} is for a smaller 'Mech against a larger one"
        if isinstance(requirement, d.MoveAtLeast):
            move = target.move_rating
            ok = move == requirement.move if requirement.exact else move >= requirement.move
            if not ok:
                need = f"{requirement.move}" if requirement.exact else f"{requirement.move}+"
                return False, f"{defense.name} needs a move of {need}; the {target.unit.name}'s is {move}"
        if isinstance(requirement, d.JumpCapable) and not target.unit.jump:
            return False, f"{defense.name} needs a jump-capable 'Mech"
        if isinstance(requirement, d.StartingHitsAtLeast) and target.unit.hits < requirement.hits:
            return False, f"{defense.name} needs a 'Mech with {requirement.hits}+ starting hits"
    return True, ""


def damage(plan: AttackPlan, attacker: Piece, roll: int) -> tuple[int, bool]:
    """The damage for a gunnery roll: the roll (+1 for an Ace) or the rating, whichever is smaller, plus the
    modifiers' bonuses; and whether a modifier destroys the unit outright."""
    ace = 1 if attacker.ace else 0
    if misruled(GUNNERY_UNCAPPED):
        amount = roll + ace
    elif misruled(ACE_BONUS_AFTER_CAP):
        amount = min(roll, plan.rating) + ace
    else:
        amount = min(roll + ace, plan.rating)
    destroy = False
    for modifier in plan.modifiers:
        for effect in card_note(modifier).effects:
            if isinstance(effect, d.DamageBonus):
                amount += effect.amount
            elif isinstance(effect, d.Destroy):
                destroy = True
    return amount, destroy


def apply_lasting(target: Piece, card: MechChessCard, turn: int) -> bool:
    """The lasting effects of a modifier card's note on the unit it hit in turn ``turn``
    (mechchess/card-list-notation/z: Leg Damage's move and Weapons Hit's ratings permanently -1, Gyros Destroyed's no
    more moving, Topples' no moving in the next turn, Heat Sinks damaged's no moving and attacking in one turn).
    Whether the card has any."""
    until: int | None = None
    found = False
    for effect in card_note(card).effects:
        if isinstance(effect, d.PermanentMove):
            target.move_modifier += effect.amount
        elif isinstance(effect, d.PermanentRatings):
            target.rating_modifier += effect.amount
        elif isinstance(effect, d.CannotMove):
            if effect.next_turn_only:
                until = turn + 1
                target.no_move_until_turn = until
            else:
                target.immobile = True
        elif isinstance(effect, d.NoMoveAndAttack):
            target.no_move_and_attack = True
        else:
            continue
        found = True
    if found:
        target.lasting.append((card.name, until))
    return found


def resolve_attack(position: Position, plan: AttackPlan, roll: int) -> tuple[str, list[str]]:
    """Applies a gunnery roll to a declared attack: damage, destruction, the modifiers' lasting effects and the
    Leader's capture. Returns the trace line and its rules."""
    attacker = position.board[plan.attacker]
    target = position.board[plan.target]
    amount, destroy = damage(plan, attacker, roll)
    rules = ["mechchess/battle-phase-6", "mechchess-judge/gunnery"]
    ace = " +1 (Ace)" if attacker.ace else ""
    text = (
        f"{attacker.unit.name} on {plan.attacker} hits {target.unit.name} on {plan.target} at "
        f"{RANGES[plan.distance].upper()} (rating {plan.rating}): gunnery roll {roll}{ace}"
    )
    for modifier in plan.modifiers:
        apply_lasting(target, modifier, position.turn)
        rules.append("mechchess/card-list-notation/z")
    if plan.modifiers:
        text += " with " + ", ".join(m.name for m in plan.modifiers)
    target.hits = 0 if destroy else max(0, target.hits - amount)
    text += f": {'destroyed outright' if destroy else f'{amount} damage'}, {target.hits} hits left"
    if target.hits == 0:
        remove(position, plan.target)
        text += "; destroyed and removed from the map"
        rules.append("mechchess/battle-phase-7")
        if target.leader:
            position.winner = attacker.owner
            text += f"; {target.owner}'s Leader is captured: {attacker.owner} wins"
            rules += ["mechchess/victory", "mechchess-judge/leader"]
    return text, rules


def remove(position: Position, square: str) -> None:
    piece = position.board.pop(square)
    position.destroyed.append(f"{piece.owner}'s {piece.unit.name} ({square})")


def take_hits(position: Position, square: str, hits: int) -> str:
    piece = position.board[square]
    piece.hits = max(0, piece.hits - hits)
    text = f"{piece.unit.name} on {square} takes {hits} hit, {piece.hits} left"
    if piece.hits == 0:
        remove(position, square)
        text += "; destroyed"
        if piece.leader:
            position.winner = position.opponent(piece.owner)
            text += f"; {piece.owner}'s Leader is captured: {position.winner} wins"
    return text


def setup_violations(position: Position) -> list[RuleViolationError]:
    """A set-up checked (``mechchess/setup``, ``mechchess/setup-2``, ``mechchess/ace-pilots``,
    ``mechchess-judge/set-up-hits``, ``mechchess-judge/leader``): each player's units fill his back two rows, their
    starting hits total 50, with two Aces and one Leader."""
    problems: list[RuleViolationError] = []
    for player in position.players:
        first = position.players.index(player) == 0
        rows = (0, 1) if first else (6, 7)
        pieces = {sq: p for sq, p in position.board.items() if p.owner == player}
        back = {square_name(f, r) for f in range(8) for r in rows}
        outside = sorted(set(pieces) - back)
        empty = sorted(back - set(pieces))
        if outside or empty:
            detail = (f"units outside them: {', '.join(outside)}" if outside else "") + (
                f"{'; ' if outside else ''}empty squares: {', '.join(empty)}" if empty else ""
            )
            problems.append(
                RuleViolationError(f"{player}'s units must fill his back two rows ({detail})", ["mechchess/setup-2"])
            )
        total = sum(p.unit.hits for p in pieces.values())
        if total != 50:
            problems.append(
                RuleViolationError(
                    f"{player}'s units start with {total} hits, not 50",
                    ["mechchess/setup", "mechchess-judge/set-up-hits"],
                )
            )
        aces = sum(1 for p in pieces.values() if p.ace)
        if aces > 2:
            problems.append(RuleViolationError(f"{player} has {aces} Aces; at most two", ["mechchess/ace-pilots"]))
        leaders = sum(1 for p in pieces.values() if p.leader)
        if leaders != 1:
            problems.append(
                RuleViolationError(f"{player} has {leaders} Leaders; exactly one", ["mechchess-judge/leader"])
            )
    return problems
