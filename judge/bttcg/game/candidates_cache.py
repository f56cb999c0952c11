"""The random decks' candidates kept on disk (issue 19, deck generation start-up): which cards of a pool a random deck
may take (judge/bttcg/game/random_decks.py: :func:`~judge.bttcg.game.random_decks.candidates`) is computed by
reading every card's text and asking the engine whether it executes it: about 5 s for the community pool, the first
time in each process. The answer depends only on the pool's cards and on the code and data that read and execute
them, so it is kept, with the candidates' parsed texts as JSON (the next process need not even load the grammar to
set up a game with them: :data:`judge.bttcg.faces.READ_BEFORE`), in the system's temporary folder under a digest of
all of those: every card as the knowledge base has it (errata applied), every source file of the ``judge`` package,
the grammar, card and rulings folders, the versions of Lark and pydantic. Any change to any of them is another
digest, never a stale answer. A file that cannot be read or written is only a slower start."""

from __future__ import annotations

import hashlib
import json
import tempfile
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import lark
import pydantic
from pydantic import TypeAdapter

from judge.bttcg.faces import READ_BEFORE, CardFaceError, face_of_pool_card
from judge.cards.models import BtCard
from judge.dsl import models as m
from judge.paths import data_dir

PARTS = ("units", "resources", "producing", "missions", "commands")
"""The lists kept, by slug: the parts of :class:`~judge.bttcg.game.random_decks.Candidates`."""
_PACKAGE = Path(__file__).resolve().parents[2]
_ABILITIES: TypeAdapter[list[m.Ability]] = TypeAdapter(list[m.Ability])


@cache
def code_digest() -> str:
    """A digest of what reads and executes the cards: the package's sources and data folders, and the versions of
    the libraries the parse goes through (once per process)."""
    sha = hashlib.sha256(f"{lark.__version__}/{pydantic.VERSION}".encode())
    folders = [(_PACKAGE, "*.py"), *((data_dir(name), "*") for name in ("grammar", "cards", "rulings"))]
    for folder, pattern in folders:
        for path in sorted(folder.rglob(pattern)):
            if path.is_file() and "__pycache__" not in path.parts:
                sha.update(str(path.relative_to(folder)).encode())
                sha.update(path.read_bytes())
    return sha.hexdigest()


def pool_digest(cards: Iterable[BtCard], executed_only: bool) -> str:
    """A digest of the pool's cards (everything the knowledge base knows of each) and of the question asked."""
    sha = hashlib.sha256(f"{code_digest()}/{executed_only}".encode())
    for card in cards:
        sha.update(card.model_dump_json().encode())
    return sha.hexdigest()[:24]


def _path(digest: str) -> Path:
    return Path(tempfile.gettempdir()) / f"judge-deck-candidates-{digest}.json"


def load(digest: str) -> dict[str, list[str]] | None:
    """The kept lists of slugs for this digest, or ``None`` (none kept, or a file that does not read); the texts of
    the candidates read before go to :data:`judge.bttcg.faces.READ_BEFORE`."""
    try:
        found = json.loads(_path(digest).read_text(encoding="utf-8"))
        parts, texts = found["parts"], found["texts"]
        if set(parts) != set(PARTS) or not all(all(isinstance(s, str) for s in v) for v in parts.values()):
            return None
        read = {(text, name, kind): tuple(_ABILITIES.validate_json(dumped)) for text, name, kind, dumped in texts}
    except (OSError, ValueError, TypeError, KeyError):
        return None
    READ_BEFORE.update(read)
    return {name: list(v) for name, v in parts.items()}


def save(digest: str, parts: dict[str, list[str]], cards: Iterable[BtCard]) -> None:
    """Keeps the lists and the parsed texts of ``cards`` (written whole to a temporary file, then renamed: a reader
    never sees half a file)."""
    path = _path(digest)
    texts = []
    for card in cards:
        if card.card_type is not None:
            try:
                read = face_of_pool_card(card).abilities
            except CardFaceError:
                continue
            texts.append([card.text, card.name, card.card_type, _ABILITIES.dump_json(list(read)).decode()])
    try:
        with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=path.parent, delete=False, suffix=".tmp") as out:
            json.dump({"parts": parts, "texts": texts}, out)
        Path(out.name).replace(path)
    except OSError:
        return


__all__ = ["PARTS", "code_digest", "load", "pool_digest", "save"]
