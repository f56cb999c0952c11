"""Dice during a battle: the scenario's fixed results in order, then results being enumerated. A roll beyond both
raises :class:`NeedRollError`, and the caller runs the battle again once for each face (rolls made when a card is
played resolve at once: 1997 rulings, Order of Resolving Effects During Missions)."""

from __future__ import annotations

from dataclasses import dataclass, field


class NeedRollError(Exception):
    """A die is rolled that neither the scenario nor the branch being run fixes (``faces``: its faces, each as
    likely: 6 for a die, the number of cards for a card selected at random)."""

    def __init__(self, source: str, faces: int = 6) -> None:
        super().__init__(source)
        self.faces = faces


@dataclass
class DiceStream:
    fixed: list[int]
    branch: tuple[int, ...] = ()
    used: int = 0
    rolls: list[tuple[str, int]] = field(default_factory=list)
    """What was rolled and by what, for the trace and the branch's label."""
    branched: list[str] = field(default_factory=list)
    """What the branch fixed (dice beyond the scenario's, cards selected at random), in order, in words."""

    def roll(self, source: str) -> int:
        """:raises NeedRollError: when the result is neither fixed nor chosen by the branch."""
        if self.used < len(self.fixed):
            value = self.fixed[self.used]
        else:
            value = self._from_branch(source, 6)
            self.branched.append(f"{source} rolls {value}")
        self.used += 1
        self.rolls.append((source, value))
        return value

    def pick(self, source: str, names: list[str]) -> int:
        """A card selected at random among cards with these names (its index), each as likely: never one of the
        scenario's dice, always enumerated (CE rulings, Massive Battlefield Confusion: any random method the players
        agree upon; the answer gives each selection its exact probability).

        :raises NeedRollError: when the branch does not fix it yet."""
        value = self._from_branch(source, len(names))
        self.branched.append(f"{source} {names[value - 1]} at random")
        return value - 1

    def _from_branch(self, source: str, faces: int) -> int:
        if len(self.branched) >= len(self.branch):
            raise NeedRollError(source, faces)
        return self.branch[len(self.branched)]

    @property
    def rest(self) -> list[int]:
        """The scenario's fixed results not used during the battle, for the rolls when damage resolves."""
        return self.fixed[self.used :]

    @property
    def enumerated(self) -> list[str]:
        """The rolls (and cards selected at random) of this branch that the scenario did not fix, in words."""
        return list(self.branched)
