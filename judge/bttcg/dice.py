"""Dice during a battle: the scenario's fixed results in order, then results being enumerated. A roll beyond both
raises :class:`NeedRollError`, and the caller runs the battle again once for each face (rolls made when a card is
played resolve at once: 1997 rulings, Order of Resolving Effects During Missions)."""

from __future__ import annotations

from dataclasses import dataclass, field


class NeedRollError(Exception):
    """A die is rolled that neither the scenario nor the branch being run fixes."""


@dataclass
class DiceStream:
    fixed: list[int]
    branch: tuple[int, ...] = ()
    used: int = 0
    rolls: list[tuple[str, int]] = field(default_factory=list)
    """What was rolled and by what, for the trace and the branch's label."""

    def roll(self, source: str) -> int:
        """:raises NeedRollError: when the result is neither fixed nor chosen by the branch."""
        if self.used < len(self.fixed):
            value = self.fixed[self.used]
        elif self.used - len(self.fixed) < len(self.branch):
            value = self.branch[self.used - len(self.fixed)]
        else:
            raise NeedRollError(source)
        self.used += 1
        self.rolls.append((source, value))
        return value

    @property
    def rest(self) -> list[int]:
        """The scenario's fixed results not used during the battle, for the rolls when damage resolves."""
        return self.fixed[self.used :]

    @property
    def enumerated(self) -> list[tuple[str, int]]:
        """The rolls of this branch that the scenario did not fix."""
        return self.rolls[len(self.fixed) :] if self.used > len(self.fixed) else []
