"""Where the project's data folders are.

The folders ``grammar/``, ``cards/``, ``rulings/`` and ``templates/`` live at the top of the repository. A wheel
carries them inside the package as ``judge/_data/<folder>`` (see ``pyproject.toml``); an editable install or a
checkout finds them beside the package. Both layouts are supported, the packaged one first.
"""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent

DATA_FOLDERS = ("grammar", "cards", "rulings", "templates", "strategies")


def data_dir(name: str) -> Path:
    """The folder ``name`` (one of :data:`DATA_FOLDERS`).

    :raises ValueError: if ``name`` is not a data folder.
    :raises FileNotFoundError: if neither the packaged nor the checkout copy exists (a broken install).
    """
    if name not in DATA_FOLDERS:
        raise ValueError(f"not a data folder: {name!r}")
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the data folder {name!r} is missing from this installation of judge")


def user_data_dir() -> Path:
    """The user's own data (the saved card pool): ``$JUDGE_HOME``, else ``$XDG_DATA_HOME/judge``,
    else ``~/.local/share/judge``. Not created here."""
    home = os.environ.get("JUDGE_HOME")
    if home:
        return Path(home)
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg) if xdg else Path.home() / ".local" / "share"
    return base / "judge"
