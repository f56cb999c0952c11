"""Running scenarios through their game's engine, as the rules are and under misrulings."""

from __future__ import annotations

import logging
from collections import deque

from judge.budget import own_budget
from judge.misrulings import applying
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
    """Answers scenario texts over one pool; each (text, misrulings) is run once per runner (one question build)."""

    def __init__(self, pool: CardPool) -> None:
        self.pool = pool
        self._memo: dict[tuple[str, tuple[str, ...]], Answer | None] = {}
        self.runs = 0

    def answer(self, text: str, *misrulings: str) -> Answer | None:
        """The engine's answer to ``text`` (with ``misrulings`` in force), or ``None`` when the engine refuses the
        scenario (malformed for this pool, not executed by this version, past the engines' work budgets) or fails."""
        key = (text, misrulings)
        if key not in self._memo:
            self.runs += 1
            if not misrulings:
                self._memo[key] = self._run(text, misrulings)
            else:
                with applying(*misrulings):
                    self._memo[key] = self._run(text, misrulings)
        return self._memo[key]

    def _run(self, text: str, misrulings: tuple[str, ...]) -> Answer | None:
        try:
            with own_budget():  # the same answer whatever the request ran before (a question is rebuilt from its id)
                return simulate_document(read_scenario(text, SOURCE), self.pool, SOURCE)
        except SimulateError:
            return None
        except Exception as exc:  # an engine bug: logged and counted, never the quiz's end
            what = f"{type(exc).__name__}: {exc} (misrulings: {', '.join(misrulings) or 'none'})"
            ENGINE_FAILURES.append(f"{what}\n{text}")
            _LOG.warning("the engine failed on a quiz scenario: %s", what)
            return None
