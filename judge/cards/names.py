"""Card names: the keys that make spellings of one name equal, and the parts of a name (model codes, suffixes)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

_CODE = re.compile(r"^(?P<stem>.*?)\s*\((?P<code>[^()]*)\)$")
SET_CODES = ("CE",)
"""The set codes the community's lists append to names (``Sunder (SD1-OB) (CE)``); a card file may use others
(:func:`judge.importers.sets.set_suffixes`), which the pool passes to :func:`drop_set_suffix`."""


def fold(name: str) -> str:
    """Case, accents, curly apostrophes and runs of spaces folded: the spelling-insensitive form used for exact
    lookups (``"Rhonda’s  Highlander"`` → ``"rhonda's highlander"``)."""
    text = name.replace("’", "'").replace("‘", "'").replace("`", "'")
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    text = ascii_text if ascii_text.strip() else text
    return re.sub(r"\s+", " ", text).strip().casefold()


def name_key(name: str) -> str:
    """Letters and digits only: spellings of one card name in the community's lists share a key
    (``Support: Assembly`` / ``Support - Assembly``, ``Morgan Hasek-Davion`` / ``Morgan Hasek Davion``,
    ``Blackjack (BJ-2)`` / ``Blackjack (BJ2)``, ``'Mech Trap`` / ``Mech Trap``)."""
    return re.sub(r"[^a-z0-9]", "", fold(drop_set_suffix(name)))


def drop_set_suffix(name: str, codes: Iterable[str] = SET_CODES) -> str:
    """``"Sunder (SD1-OB) (CE)"`` → ``"Sunder (SD1-OB)"``; ``codes``: the set codes to drop."""
    for code in codes:
        if name.endswith(f" ({code})"):
            return name[: -len(code) - 3]
    return name


def split_code(name: str) -> tuple[str, str | None]:
    """A name's stem and its trailing parenthesised model code or second name:
    ``"Sunder (SD1-OB)"`` → ``("Sunder", "SD1-OB")``; ``"Heavy Fog"`` → ``("Heavy Fog", None)``. A set suffix goes
    either way: ``"Sunder (CE)"`` → ``("Sunder", None)``."""
    stripped = drop_set_suffix(name).strip()
    match = _CODE.match(stripped)
    if not match or not match.group("stem"):
        return stripped, None
    return match.group("stem").strip(), match.group("code").strip()


_LOOKALIKES = str.maketrans({"i": "1", "l": "1", "o": "0"})


def same_code_misspelt(a: str, b: str) -> bool:
    """Whether two model codes are one code with a transcription slip: look-alike characters (``DAI-01`` /
    ``DA1-01``, ``O``/``0``) or two neighbouring characters swapped (``FNHK`` / ``FNKH``). A different
    character elsewhere is a different variant (``JR7-D`` / ``JR7-K``) and does not count."""
    x = re.sub(r"[^a-z0-9]", "", a.casefold())
    y = re.sub(r"[^a-z0-9]", "", b.casefold())
    if x.translate(_LOOKALIKES) == y.translate(_LOOKALIKES):
        return True
    if len(x) != len(y):
        return False
    diffs = [i for i, (p, q) in enumerate(zip(x, y, strict=True)) if p != q]
    return len(diffs) == 2 and diffs[1] == diffs[0] + 1 and x[diffs[0]] == y[diffs[1]] and x[diffs[1]] == y[diffs[0]]
