"""The built-in worked examples as question drafts: the documents' examples (``rulings/examples/<game>/*.yaml``,
each file's leading comment citing its records) and the README's example of each game (``judge/web/examples``).

The comment and the ``title``/``question`` fields are left out of the question: they often state the answer."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from judge.examples import README_FOLDER, cited_records, examples_folder, header
from judge.importers.yamlfile import YamlDocument
from judge.knowledge import KnowledgeBase
from judge.quiz.build import Draft
from judge.quiz.templates import DraftMaker
from judge.rulings.store import RulingBase

GAME_TITLES = {"bttcg": "the BattleTech TCG", "mechchess": "Mech chess", "domination": "Battletech: Domination"}


@dataclass(frozen=True)
class ExampleFile:
    game: str
    path: Path
    records: tuple[str, ...]
    intro: str


def example_files(game: str, rulings: RulingBase) -> list[ExampleFile]:
    """The example scenarios of ``game``, the documents' first (in file-name order), then the README's."""
    folder = examples_folder(game)
    paths = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    readme = README_FOLDER / f"{game}.yaml"
    found: list[ExampleFile] = []
    for path in [*paths, *([readme] if readme.is_file() else [])]:
        records = tuple(cited_records(header(path.read_text(encoding="utf-8")), rulings))
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
