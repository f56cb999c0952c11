"""``judge scenario to-text`` / ``to-yaml``: a BattleTech scenario converted between its two spellings
(``shared/spec/scenario-format.md``). Either spelling is accepted as input; the card names are kept as written
(no card pool is needed to change spelling)."""

from __future__ import annotations

from typing import Literal

from judge.bttcg.load import check_scenario
from judge.bttcg.scenario import BtScenario
from judge.bttcg.scenario_write import to_text, to_yaml
from judge.scenario_input import ScenarioError
from judge.simulate import SimulateError, read_scenario

Spelling = Literal["text", "yaml"]


def read_bttcg(text: str, source: str) -> BtScenario:
    """The BattleTech scenario ``text`` spells (YAML or plain text), checked but for its card names.

    :raises SimulateError: for malformed input (one line: the source, the line, the field), or a scenario of
        another game.
    """
    doc = read_scenario(text, source)
    game = doc.data.get("game")
    if game != "bttcg":
        raise SimulateError(
            f"{source}:{doc.line_of(['game'])}: field 'game': only BattleTech TCG scenarios (game: bttcg) have a "
            f"plain-text spelling, not {game!r}"
        )
    try:
        return check_scenario(doc)
    except ScenarioError as exc:
        where = f"{source}:{exc.line}" if exc.line else source
        field = f" field {exc.field!r}:" if exc.field else ""
        raise SimulateError(f"{where}:{field} {exc.reason}") from None


def convert(text: str, source: str, spelling: Spelling) -> str:
    """The scenario ``text`` written in ``spelling``.

    :raises SimulateError: for malformed input.
    """
    scenario = read_bttcg(text, source)
    try:
        return to_text(scenario) if spelling == "text" else to_yaml(scenario)
    except ScenarioError as exc:  # pragma: no cover - check_scenario refuses what the writer cannot name
        raise SimulateError(f"{source}: {exc.reason}") from None


__all__ = ["convert", "read_bttcg"]
