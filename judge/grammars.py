"""Loading the project's Lark grammars from ``grammar/`` (one cached parser per grammar and start rule).

LALR tables are cached on disk between processes. Lark's own cache key covers only the main grammar file, not the
files it ``%import``s, so the key here is a digest of every grammar file and the Lark version: editing any grammar
file builds a fresh table.
"""

from __future__ import annotations

import hashlib
import tempfile
from functools import cache
from pathlib import Path

import lark
from lark import Lark

from judge.paths import data_dir


def _digest(folder: Path) -> str:
    sha = hashlib.sha256(lark.__version__.encode())
    for path in sorted(folder.glob("*.lark")):
        sha.update(path.name.encode())
        sha.update(path.read_bytes())
    return sha.hexdigest()[:20]


@cache
def lalr_parser(grammar: str, start: str = "start") -> Lark:
    """The LALR parser of ``grammar/<grammar>.lark``. Grammars import shared terminals from ``common.lark``
    with relative ``%import`` statements.

    :raises FileNotFoundError: if the grammar file is missing.
    """
    folder = data_dir("grammar")
    path = folder / f"{grammar}.lark"
    if not path.is_file():
        raise FileNotFoundError(f"no grammar {grammar!r} in {folder}")
    cache_file = Path(tempfile.gettempdir()) / f"judge-{grammar}-{start}-{_digest(folder)}.lark-cache"
    return Lark.open(
        str(path),
        parser="lalr",
        start=start,
        propagate_positions=True,
        maybe_placeholders=True,
        cache=str(cache_file),
    )
