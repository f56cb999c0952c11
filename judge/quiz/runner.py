"""Running scenarios through their game's engine, as the rules are and under misrulings."""

from __future__ import annotations

import logging
from collections import deque

from judge.budget import SCENARIO_RUN, current, own_budget
from judge.misrulings import applying, consulting
from judge.pool import CardPool
from judge.quiz.kit import Answer
from judge.simulate import SimulateError, read_scenario, simulate_document

SOURCE = "<quiz>"
ENGINE_FAILURES: deque[str] = deque(maxlen=50)
"""The last engine failures met while making questions (an engine bug, with or without a misruling in force): the
scenario is then treated as unanswerable, so that one bug costs a question, not the quiz. Tests check it stays
empty; each failure is also logged."""
_LOG = logging.getLogger(__name__)


class Runner:
    """Answers scenario texts over one pool; each (text, misrulings) is run once per runner (one question build).

    A run under misrulings whose answer is already known is not run again: when a run of the same text under fewer
    of them never asked the engine about the others (:func:`judge.misrulings.consulting`), the answer is that run's
    (exactly: the engines are deterministic, and the decisions those misrulings govern were never reached).
    """

    def __init__(self, pool: CardPool) -> None:
        self.pool = pool
        self._memo: dict[tuple[str, tuple[str, ...]], Answer | None] = {}
        self._asked: dict[tuple[str, tuple[str, ...]], frozenset[str]] = {}
        self.runs = 0
        self.known = 0
        """Answers under misrulings taken from a run under fewer (not run)."""

    def answer(self, text: str, *misrulings: str) -> Answer | None:
        """The engine's answer to ``text`` (with ``misrulings`` in force), or ``None`` when the engine refuses the
        scenario (malformed for this pool, not executed by this version, past the engines' work budgets) or fails."""
        key = (text, misrulings)
        if key not in self._memo:
            same = self._same_as(text, misrulings)
            if same is not None:
                self.known += 1
                self._memo[key] = self._memo[same]
                self._asked[key] = self._asked[same]
                return self._memo[key]
            self.runs += 1
            with consulting() as asked:
                if not misrulings:
                    self._memo[key] = self._run(text, misrulings)
                else:
                    with applying(*misrulings):
                        self._memo[key] = self._run(text, misrulings)
            self._asked[key] = frozenset(asked)
        return self._memo[key]

    def _same_as(self, text: str, misrulings: tuple[str, ...]) -> tuple[str, tuple[str, ...]] | None:
        """A run already made of ``text`` under a part of ``misrulings`` that never asked about the rest."""
        if not misrulings:
            return None
        wanted = set(misrulings)
        for fewer in (tuple(m for m in misrulings if m != left) for left in misrulings):
            known = (text, fewer)
            if known in self._asked and not self._asked[known] & (wanted - set(fewer)):
                return known
        base = (text, ())
        if base in self._asked and not self._asked[base] & wanted:
            return base
        return None

    def _run(self, text: str, misrulings: tuple[str, ...]) -> Answer | None:
        """The run has a budget of its own (its answer never depends on what ran before: a question is rebuilt from
        its id); its work is then spent from the budget open around it (the question's: :mod:`judge.quiz.generate`).

        :raises WorkBudgetError: when that work exceeds the budget open around it.
        """
        meter = current()
        with own_budget() as budget:
            answer = self._answer(text, misrulings)
        meter.spend(budget.spent + SCENARIO_RUN, "making the quiz's questions")
        return answer

    def _answer(self, text: str, misrulings: tuple[str, ...]) -> Answer | None:
        try:
            return simulate_document(read_scenario(text, SOURCE), self.pool, SOURCE)
        except SimulateError:
            return None
        except Exception as exc:  # an engine bug: logged and counted, never the quiz's end
            what = f"{type(exc).__name__}: {exc} (misrulings: {', '.join(misrulings) or 'none'})"
            ENGINE_FAILURES.append(f"{what}\n{text}")
            _LOG.warning("the engine failed on a quiz scenario: %s", what)
            return None
