"""How many texts of the two probes of unseen card language (``tests/data/cardtext/probe-unseen.txt``,
``probe-rules.txt``; issue 18: ">= 75% executed") the engine executes whole, held as ratchets: a text read fully whose
every ability ``executable.ability_refusals`` finds no reason to refuse, with the card's type and subtypes from the
probe's first column (invented texts; the stats a Unit needs defaulted). A text that stops executing is a
regression; raise the figures as the engine executes more."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.probe_helpers import executed

DATA = Path(__file__).parent / "data" / "cardtext"
EXECUTED_AT_LEAST = {"probe-unseen.txt": 127, "probe-rules.txt": 86}
"""The ratchets (main executed 96 and 35 before the exec6 round; 124 and 81 before exec9's)."""


def _executed(probe: Path) -> tuple[int, list[str]]:
    done, refused = 0, []
    for line in probe.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        kind, name, text = (part.strip() for part in line.split("|", 2))
        outcome = executed(kind, name, text)
        if outcome:
            done += 1
        elif outcome is False:
            refused.append(text)
    return done, refused


@pytest.mark.parametrize("probe", sorted(EXECUTED_AT_LEAST))
def test_probe_texts_executed_at_least_the_ratchet(probe: str) -> None:
    done, refused = _executed(DATA / probe)
    print(f"{probe}: {done} executed; refused: {len(refused)}")
    assert done >= EXECUTED_AT_LEAST[probe], f"{done} executed, the ratchet is {EXECUTED_AT_LEAST[probe]}: {refused}"
