"""Example scenario files: the documents' worked examples (``rulings/examples/<game>/*.yaml``, each file's leading
comment citing the records it transcribes) and the README's example of each game (``judge/web/examples/``). Read by
the "What happens?" page's catalogue and by the quiz."""

from __future__ import annotations

import re
from pathlib import Path

from judge.paths import data_dir
from judge.rulings.store import RulingBase

README_FOLDER = Path(__file__).resolve().parent / "web" / "examples"
"""The README's example scenarios, one per game (``<game>.yaml``)."""

_RECORD_ID = re.compile(r"(?<![\w/-])[a-z0-9][a-z0-9-]*/[A-Za-z0-9][A-Za-z0-9/-]*[A-Za-z0-9]")


def examples_folder(game: str = "bttcg") -> Path:
    """The folder of the worked examples of ``game`` in the knowledge base (``rulings/examples/<game>``)."""
    return data_dir("rulings") / "examples" / game


def header(text: str) -> str:
    """The scenario file's leading comment, as one line of words."""
    lines: list[str] = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        lines.append(line.lstrip("#").strip())
    return " ".join(lines)


def cited_records(text: str, rulings: RulingBase) -> list[str]:
    """The ids of the records that ``text`` cites, in order, each once."""
    found: list[str] = []
    for match in _RECORD_ID.findall(text):
        if rulings.get(match) is not None and match not in found:
            found.append(match)
    return found
