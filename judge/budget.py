"""The work budget of one request or command (issue 20): the engines count the work they are about to do in work
units and refuse, before doing it, what would take more than :data:`WORK_LIMIT` in all. No wall clock is read: the
same input is answered or refused the same way on any machine, and a refusal names what is too large and the limit.

A unit is about a microsecond of the engine's work here (``benchmarks/simulate.py`` measures it): an enumeration
step (one die face tried on one distinct state) is :data:`STEP` units, a card's state in one outcome (copied,
resolved, compared, written out) :data:`CARD_STATE` units, a card in one run of a battle :data:`RUN_CARD` units.

One budget is open per request (``judge.web``) and per answer (``judge.bttcg.answer``); :func:`work_budget` reuses
the budget already open. A scenario whose answer must not depend on what ran before it in the request (a quiz's
question, rebuilt alone from its id: ``judge.quiz.runner``) runs in a budget of its own (:func:`own_budget`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

WORK_LIMIT = 2_000_000
"""Work units one request or command may spend (about 2 s of the engine here)."""
STEP = 10
"""Work units of one step of an enumeration of dice (one die face tried on one distinct state)."""
CARD_STATE = 40
"""Work units of one card's state in one outcome (copied, resolved, compared, written out)."""
RUN_CARD = 50
"""Work units of one card in one run of a battle (the position built, the actions run, the damage resolved)."""
SCENARIO_RUN = 2_500
"""Work units of one scenario answered from its text, besides the engine's own: the text read and checked, the cards
loaded, the answer and its verdict written (a quiz makes hundreds: ``benchmarks/quiz_pages.py``)."""


class WorkBudgetError(ValueError):
    """The work asked for would exceed the budget: refused before it is done."""


@dataclass
class Budget:
    limit: int = WORK_LIMIT
    spent: int = 0

    def afford(self, units: int, what: str) -> None:
        """Refuses ``what`` when its ``units`` of work, on top of what was spent, would exceed the limit; spends
        nothing (the caller spends as it goes, or at once with :meth:`spend`).

        :raises WorkBudgetError: naming ``what`` and the limit.
        """
        if self.spent + units > self.limit:
            raise WorkBudgetError(
                f"{what} need about {units:,} units of work"
                + (f" after {self.spent:,} already spent" if self.spent else "")
                + f", over the limit of {self.limit:,} per request: fix some dice with 'dice:' or ask a smaller "
                "question"
            )

    def spend(self, units: int, what: str) -> None:
        """Checks with :meth:`afford`, then counts ``units`` as spent."""
        self.afford(units, what)
        self.spent += units


_CURRENT: ContextVar[Budget | None] = ContextVar("judge_work_budget", default=None)


def current() -> Budget:
    """The budget open in this context; a new one (a single call's own budget) when none is open."""
    found = _CURRENT.get()
    return found if found is not None else Budget()


@contextmanager
def work_budget(limit: int = WORK_LIMIT) -> Iterator[Budget]:
    """Opens a budget for the work inside (reusing the one already open, whose limit stands)."""
    found = _CURRENT.get()
    if found is not None:
        yield found
        return
    with own_budget(limit) as budget:
        yield budget


@contextmanager
def own_budget(limit: int = WORK_LIMIT) -> Iterator[Budget]:
    """A new budget for the work inside, whatever budget is open (restored after)."""
    budget = Budget(limit)
    token = _CURRENT.set(budget)
    try:
        yield budget
    finally:
        _CURRENT.reset(token)
