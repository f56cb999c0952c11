"""The answer of the "What happens?" page as it is shown: the scenario's actions with the violations each caused, an
outcome table with the key state of each outcome, and a bar chart of the outcomes' probabilities (drawn as SVG by
the template from the geometry computed here, so that the page needs no script and no inline style).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import yaml

from judge.bttcg.verdict import action_text, card_names, outcome_words, pool_cards
from judge.importers.yamlfile import YamlDocument
from judge.scenario_input import SourceDocument

MAX_OUTCOMES_SHOWN = 24
MAX_BARS = 8
"""The chart shows at most this many bars: the most likely outcomes, the rest grouped as "other"."""
BAR_WIDTH = 52.0
BAR_GAP = 14.0
CHART_LEFT = 40.0
CHART_TOP = 18.0
PLOT_HEIGHT = 160.0
CHART_BOTTOM = 34.0


@dataclass(frozen=True)
class ActionRow:
    """One action of the scenario (0-based ``index``), as written, with the violations it caused."""

    index: int
    line: int | None
    text: str
    violations: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class OutcomeRow:
    number: int
    probability: str
    p: float
    interval: tuple[float, float] | None
    winner: str | None
    state: list[str]


@dataclass(frozen=True)
class Bar:
    label: str
    title: str
    probability: str
    p: float
    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class Chart:
    """An SVG bar chart: heights proportional to the probabilities, on a fixed 0 to 100% scale."""

    width: float
    height: float
    left: float
    top: float
    bottom: float
    bars: list[Bar]
    ticks: list[tuple[float, str]]
    label: str
    rest: str | None
    """The probability that no outcome has (the branches that break a rule), when there is some."""


@dataclass(frozen=True)
class ErrorPlace:
    """Where a scenario error is: its line (1-based), the line's text and the column (1-based) when known."""

    line: int
    source: str
    column: int | None


@dataclass(frozen=True)
class AnswerView:
    actions: list[ActionRow]
    general: list[dict[str, Any]]
    """Violations of no action (the mission itself, the position)."""
    outcomes: list[OutcomeRow]
    chart: Chart | None
    hidden: int


def _flow(value: Any) -> str:
    text = yaml.safe_dump(value, default_flow_style=True, sort_keys=False, allow_unicode=True, width=10_000)
    return text.strip().removesuffix("...").strip()


def action_rows(text: str, doc: SourceDocument, answer: dict[str, Any]) -> tuple[list[ActionRow], list[dict[str, Any]]]:
    """The scenario's actions (YAML: each as a one-line mapping; plain English: its sentence's line) with their
    violations, and the violations of no action."""
    actions = doc.data.get("actions") if isinstance(doc.data, dict) else None
    actions = actions if isinstance(actions, list) else []
    lines = text.splitlines()
    by_action: dict[int, list[dict[str, Any]]] = {}
    general: list[dict[str, Any]] = []
    for violation in answer.get("violations", []):
        index = violation.get("action")
        if isinstance(index, int) and 0 <= index < len(actions):
            by_action.setdefault(index, []).append(violation)
        else:
            general.append(violation)
    rows: list[ActionRow] = []
    bttcg = isinstance(doc.data, dict) and doc.data.get("game") == "bttcg"
    names = card_names(doc.data) if bttcg else {}
    pool = pool_cards(doc.data) if bttcg else frozenset()
    for index, action in enumerate(actions):
        line = doc.line_of(["actions", index])
        spelled = isinstance(doc, YamlDocument) or not line or line > len(lines)
        words = action_text(action, names, pool) if bttcg and spelled and isinstance(action, dict) else None
        if words is not None:
            shown = words  # a YAML action in English by card name (judge/bttcg/verdict.py)
        elif spelled or not line:
            shown = _flow(action)
        else:
            shown = lines[line - 1].strip()
        rows.append(ActionRow(index, line, shown, by_action.get(index, [])))
    return rows, general


def _fraction(text: object) -> Fraction:
    try:
        return Fraction(str(text))
    except (ValueError, ZeroDivisionError):
        return Fraction(0)


def _count_list(names: list[Any]) -> str:
    counts = Counter(str(n) for n in names)
    return ", ".join(f"{n} ×{k}" if k > 1 else n for n, k in counts.items()) or "none"


def _mapping(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _bttcg_state(outcome: dict[str, Any], start: dict[str, Any]) -> list[str]:
    """What changed from the scenario's start, by card name: cards put in the scrapheap, damage, Stockpiles."""
    return outcome_words(outcome, start)


def _varying(outcomes: list[dict[str, Any]], key: str) -> set[str]:
    """The entries of ``outcomes[*][key]`` (a mapping) whose value is not the same in every outcome."""
    if len(outcomes) < 2:
        return set()
    names = {n for o in outcomes for n in (o.get(key) or {})}
    return {n for n in names if len({repr((o.get(key) or {}).get(n)) for o in outcomes}) > 1}


def _mechchess_state(outcome: dict[str, Any], varying: set[str]) -> list[str]:
    found = [
        "destroyed: " + ", ".join(outcome.get("destroyed") or []) if outcome.get("destroyed") else "none destroyed"
    ]
    board = outcome.get("board") or {}
    for square in sorted(varying & set(board)):
        unit = board[square]
        found.append(f"{unit.get('owner')}'s {unit.get('unit')} ({square}): {unit.get('hits')} hits")
    return found


def _domination_state(
    outcome: dict[str, Any], varying_players: set[str], all_outcomes: list[dict[str, Any]]
) -> list[str]:
    players = outcome.get("players") or {}
    found = ["score " + ", ".join(f"{name} {p.get('score')}" for name, p in players.items())]
    for name in sorted(varying_players & set(players)):
        for zone in ("hand", "deck", "discard", "deployment", "aside"):
            values = {
                repr(sorted(map(str, (o.get("players", {}).get(name) or {}).get(zone) or []))) for o in all_outcomes
            }
            if len(values) > 1:
                found.append(f"{name}'s {zone}: {_count_list(players[name].get(zone) or [])}")
    return found


def outcome_rows(answer: dict[str, Any], start: dict[str, Any]) -> list[OutcomeRow]:
    """The most likely outcomes (at most :data:`MAX_OUTCOMES_SHOWN`), each with its key state."""
    outcomes: list[dict[str, Any]] = list(answer.get("outcomes") or [])
    game = answer.get("game") or start.get("game")
    varying_squares = _varying(outcomes, "board")
    varying_players = _varying(outcomes, "players")
    rows: list[OutcomeRow] = []
    for number, outcome in enumerate(outcomes[:MAX_OUTCOMES_SHOWN], 1):
        if game == "mechchess" or "board" in outcome:
            state = _mechchess_state(outcome, varying_squares)
        elif game == "domination" or "players" in outcome:
            state = _domination_state(outcome, varying_players, outcomes)
        else:
            state = _bttcg_state(outcome, start)
        interval = outcome.get("interval")
        rows.append(
            OutcomeRow(
                number,
                str(outcome.get("probability")),
                float(outcome.get("p") or 0.0),
                (float(interval[0]), float(interval[1])) if isinstance(interval, list | tuple) else None,
                outcome.get("winner"),
                state,
            )
        )
    return rows


def _percent(p: float) -> str:
    return f"{p * 100:.1f}%"


def chart(answer: dict[str, Any], rows: list[OutcomeRow]) -> Chart | None:
    """The bar chart of the outcomes' probabilities (``None`` without outcomes): the most likely ones, the rest
    grouped as "other" when there are more than :data:`MAX_BARS`."""
    outcomes: list[dict[str, Any]] = list(answer.get("outcomes") or [])
    if not outcomes:
        return None
    shown = outcomes if len(outcomes) <= MAX_BARS else outcomes[: MAX_BARS - 1]
    state = {row.number: row.state for row in rows}
    entries: list[tuple[str, str, Fraction, str]] = []
    for number, outcome in enumerate(shown, 1):
        what = "; ".join(state.get(number, []))
        winner = outcome.get("winner")
        words = f"winner {winner}; {what}" if winner else what
        entries.append((str(number), str(outcome.get("probability")), _fraction(outcome.get("probability")), words))
    rest = outcomes[len(shown) :]
    if rest:
        total = sum((_fraction(o.get("probability")) for o in rest), Fraction(0))
        entries.append(("other", str(total), total, f"{len(rest)} less likely outcomes together"))
    bottom = CHART_TOP + PLOT_HEIGHT
    bars: list[Bar] = []
    for k, (label, probability, value, words) in enumerate(entries):
        height = round(float(value) * PLOT_HEIGHT, 3)
        name = "Other outcomes" if label == "other" else f"Outcome {label}"
        title = f"{name}: {probability} (≈ {_percent(float(value))}) — {words}"
        x = CHART_LEFT + BAR_GAP / 2 + k * (BAR_WIDTH + BAR_GAP)
        bars.append(Bar(label, title, probability, float(value), x, round(bottom - height, 3), BAR_WIDTH, height))
    ticks = [(round(bottom - t * PLOT_HEIGHT, 3), f"{int(t * 100)}%") for t in (0, 0.25, 0.5, 0.75, 1)]
    covered = sum((_fraction(o.get("probability")) for o in outcomes), Fraction(0))
    width = CHART_LEFT + len(bars) * (BAR_WIDTH + BAR_GAP) + 8
    label = "Probability of each outcome: " + ", ".join(
        f"{'other' if b.label == 'other' else 'outcome ' + b.label} {b.probability}" for b in bars
    )
    rest_text = str(1 - covered) if covered < 1 and not answer.get("estimate") else None
    if len(bars) == 1 and rest_text is None:
        return None  # one certain outcome: the chart would say nothing the verdict does not
    return Chart(width, bottom + CHART_BOTTOM, CHART_LEFT, CHART_TOP, bottom, bars, ticks, label, rest_text)


def present(text: str, doc: SourceDocument, answer: dict[str, Any]) -> AnswerView:
    """Everything the answer section shows beyond the answer itself."""
    start = doc.data if isinstance(doc.data, dict) else {}
    actions, general = action_rows(text, doc, answer)
    rows = outcome_rows(answer, start)
    hidden = max(0, len(answer.get("outcomes") or []) - len(rows))
    return AnswerView(actions, general, rows, chart(answer, rows), hidden)


def error_place(text: str, line: int | None, column: int | None) -> ErrorPlace | None:
    """The line of ``text`` an error points at, for showing it with a mark under its column."""
    lines = text.splitlines()
    if line is None or not 1 <= line <= len(lines):
        return None
    source = lines[line - 1]
    if column is not None and not 1 <= column <= len(source) + 1:
        column = None
    return ErrorPlace(line, source, column)
