"""The built-in worked examples as question drafts: the documents' examples (``rulings/examples/<game>/*.yaml``,
each file's leading comment citing its records) and the README's example of each game (``judge/web/examples``).

The comment and the ``title``/``question`` fields are left out of the question: they often state the answer."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

from judge.importers.yamlfile import YamlDocument
from judge.knowledge import KnowledgeBase
from judge.paths import data_dir
from judge.quiz.build import Draft
from judge.quiz.templates import DraftMaker
from judge.rulings.store import RulingBase

README_EXAMPLES = Path(__file__).resolve().parent.parent / "web" / "examples"
GAME_TITLES = {"bttcg": "the BattleTech TCG", "mechchess": "Mech chess", "domination": "Battletech: Domination"}
_RECORD_ID = re.compile(r"(?<![\w/-])[a-z0-9][a-z0-9-]*/[A-Za-z0-9][A-Za-z0-9/-]*[A-Za-z0-9]")


@dataclass(frozen=True)
class ExampleFile:
    game: str
    path: Path
    records: tuple[str, ...]
    intro: str


def _comment(text: str) -> str:
    lines: list[str] = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        lines.append(line.lstrip("#").strip())
    return " ".join(lines)


def example_files(game: str, rulings: RulingBase) -> list[ExampleFile]:
    """The example scenarios of ``game``, the documents' first (in file-name order), then the README's."""
    folder = data_dir("rulings") / "examples" / game
    paths = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    readme = README_EXAMPLES / f"{game}.yaml"
    found: list[ExampleFile] = []
    for path in [*paths, *([readme] if readme.is_file() else [])]:
        cited = [m for m in _RECORD_ID.findall(_comment(path.read_text(encoding="utf-8"))) if rulings.get(m)]
        records = tuple(dict.fromkeys(cited))
        first = rulings.get(records[0]) if records else None
        if first is not None:
            page = f", p.{first.page}" if first.page is not None else ""
            intro = f"A worked example of {first.source_title} ({' / '.join(first.section)}{page})."
        else:
            intro = f"The README's example of {GAME_TITLES.get(game, game)}."
        found.append(ExampleFile(game, path, records, intro))
    return found


def example_draft(game: str) -> DraftMaker:
    """The draft maker of ``game``'s worked examples: the example ``pick`` (modulo their number) names."""

    def make(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
        files = example_files(game, knowledge.rulings)
        if not files:
            return None
        chosen = files[pick % len(files)]
        data = dict(YamlDocument(chosen.path.read_text(encoding="utf-8")).data)
        data.pop("title", None)
        data.pop("question", None)
        return Draft(game, [data], chosen.intro, sources=list(chosen.records), legality=None)

    return make
