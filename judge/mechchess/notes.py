"""Mech chess card notes (``grammar/mechchess.lark``) into :class:`~judge.dsl.mechchess.CardNote`."""

from __future__ import annotations

from functools import cache
from typing import Any

from lark import Token, Transformer, v_args
from lark.exceptions import UnexpectedInput

from judge.cards.models import MechChessCard
from judge.dsl import mechchess as d
from judge.grammars import lalr_parser


class NoteError(ValueError):
    """A note the grammar does not read; ``column`` is 1-based."""

    def __init__(self, note: str, column: int, message: str) -> None:
        self.note = note
        self.column = column
        super().__init__(f"column {column}: {message} in {note!r}")


def _number(token: Token) -> int:
    return int(str(token).replace(" ", "").replace("–", "-").replace("−", "-"))


def _range(token: Token) -> str:
    return str(token).lower()


@v_args(inline=True)
class NotesTransformer(Transformer[Token, Any]):
    """``grammar/mechchess.lark`` → :class:`CardNote`."""

    def start(self, note: d.CardNote) -> d.CardNote:
        return note

    def requirement_note(self, requirement: Any) -> d.CardNote:
        return d.CardNote(requires=[requirement])

    def effect_note(self, effects: list[Any]) -> d.CardNote:
        return d.CardNote(effects=effects)

    def effects(self, *effects: Any) -> list[Any]:
        return [e for group in effects for e in (group if isinstance(group, list) else [group])]

    def range_is(self, first: Token, second: Token) -> d.RangeIs:
        return d.RangeIs(ranges=[_range(first), _range(second)])

    def smaller_than_attacker(self, *_mechs: Token) -> d.SmallerThanAttacker:
        return d.SmallerThanAttacker()

    def move_at_least(self, _mech: Token, move: Token, plus: Token | None) -> d.MoveAtLeast:
        return d.MoveAtLeast(move=int(move), exact=plus is None)

    def jump_capable(self, _mech: Token) -> d.JumpCapable:
        return d.JumpCapable()

    def starting_hits_at_least(self, _mech: Token, hits: Token, _plus: Token) -> d.StartingHitsAtLeast:
        return d.StartingHitsAtLeast(hits=int(hits))

    def move_range(self, plus: Token) -> d.MoveRange:
        return d.MoveRange(plus=_number(plus))

    def derived_rating(self, rating: Token, source: Token, minus: Token) -> d.DerivedRating:
        return d.DerivedRating(rating=_range(rating), source=_range(source), minus=-_number(minus))

    def look_at_hand(self) -> d.LookAtHand:
        return d.LookAtHand()

    def draw(self, count: Token) -> d.Draw:
        return d.Draw(count=int(count))

    def ranged_bonus(self, at_range: Token, amount: Token, _mech: Token) -> d.DamageBonus:
        return d.DamageBonus(amount=_number(amount), at_range=_range(at_range), attacker_jump_capable=True)

    def damage_bonus(self, amount: Token) -> d.DamageBonus:
        return d.DamageBonus(amount=_number(amount))

    def destroy(self, _mech: Token) -> d.Destroy:
        return d.Destroy()

    def permanent_move(self, _mech: Token, amount: Token) -> d.PermanentMove:
        return d.PermanentMove(amount=_number(amount))

    def permanent_ratings(self, _mech: Token, amount: Token) -> d.PermanentRatings:
        return d.PermanentRatings(amount=_number(amount))

    def cannot_move_next_turn(self, _mech: Token) -> d.CannotMove:
        return d.CannotMove(next_turn_only=True)

    def cannot_move(self, _mech: Token) -> d.CannotMove:
        return d.CannotMove(next_turn_only=False)

    def no_move_and_attack(self) -> d.NoMoveAndAttack:
        return d.NoMoveAndAttack()

    def hit_if_moved_and_attacked(self, hits: Token) -> d.HitIfMovedAndAttacked:
        return d.HitIfMovedAndAttacked(hits=int(hits))

    def negate_move(self) -> d.NegateMove:
        return d.NegateMove()


def parse_note(note: str) -> d.CardNote:
    """A card's note as data (an empty note is an empty :class:`CardNote`).

    :raises NoteError: for a note the grammar does not read, with the column.
    """
    if not note.strip():
        return d.CardNote()
    if len(note) > 300:
        raise NoteError(note[:40], 1, "notes are limited to 300 characters")
    try:
        return NotesTransformer().transform(lalr_parser("mechchess").parse(note.strip()))  # type: ignore[no-any-return]
    except UnexpectedInput as exc:
        column = exc.column if exc.column > 0 else len(note)
        raise NoteError(note, column, "not a Mech chess card note") from None


@cache
def card_note(card: MechChessCard) -> d.CardNote:
    """The parsed note of a card (cached per card)."""
    return parse_note(card.notes)
