"""The card pool: the built-in cards (``cards/``) plus the community's card files, merged into one card per name.

Files come from ``--pool FILE`` (repeatable), ``JUDGE_POOL`` (paths separated by ``:``) and the user's saved pool
(``judge cards import``). See ``shared/spec/command-line.md``, "The card pool".
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from judge.cards.merge import MergeReport, merge_bt
from judge.cards.models import (
    MECHCHESS_CARD_TYPES,
    BtCard,
    Card,
    DominationCard,
    Game,
    MechChessCard,
    MechChessUnit,
)
from judge.cards.names import SET_CODES, drop_set_suffix, fold, name_key, split_code
from judge.importers import ImportReport, read_card_file
from judge.importers.records import BtRecord
from judge.paths import data_dir
from judge.saved_pool import read_saved_file, saved_pool_files

MAX_NAME_LENGTH = 200


class CardLookupError(LookupError):
    """A name that designates no card, or several. ``candidates`` are the closest names, best first."""

    def __init__(self, name: str, message: str, candidates: Sequence[str]) -> None:
        self.name = name
        self.candidates = list(candidates)
        hint = f"; closest: {', '.join(self.candidates)}" if self.candidates else ""
        super().__init__(f"{message}{hint}")


def builtin_files() -> list[Path]:
    """The project's own card files, in name order."""
    return sorted(data_dir("cards").glob("*.yaml"))


def env_pool_files() -> list[Path]:
    """The files named by ``JUDGE_POOL`` (paths separated by ``:``; empty parts ignored)."""
    return [Path(part) for part in os.environ.get("JUDGE_POOL", "").split(":") if part.strip()]


def card_type_of(card: Card) -> str:
    if isinstance(card, MechChessUnit):
        return "Unit"
    if isinstance(card, MechChessCard):
        return MECHCHESS_CARD_TYPES[card.card_type]
    return card.card_type or ""


@dataclass
class CardPool:
    """Every loaded card, by slug and by name."""

    cards: list[Card]
    reports: list[ImportReport] = field(default_factory=list)
    merge: MergeReport = field(default_factory=MergeReport)
    warnings: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """What the files' reader should know once (a set this version does not know: :mod:`judge.importers.sets`)."""

    def __post_init__(self) -> None:
        self.set_codes = sorted(
            {*SET_CODES, *(code for report in self.reports for code in report.set_suffixes.values())}
        )
        self.by_slug: dict[str, Card] = {}
        for card in self.cards:
            if card.slug in self.by_slug:
                self.warnings.append(f"two cards share the page name {card.slug!r}: {card.name!r} kept once")
                continue
            self.by_slug[card.slug] = card
        # each card's spellings, folded once (a lookup once folded every name of the pool again: the quiz asks
        # thousands of lookups while it makes one quiz)
        self._by_fold: dict[str, list[Card]] = {}
        self._by_key: dict[str, list[Card]] = {}
        self._by_stem: dict[str, list[Card]] = {}
        for card in self.cards:
            self._by_fold.setdefault(fold(card.name), []).append(card)
            self._by_key.setdefault(name_key(card.name), []).append(card)
            self._by_stem.setdefault(fold(split_code(card.name)[0]), []).append(card)

    @classmethod
    def load(cls, files: Iterable[Path] = (), *, include_saved: bool = True, include_env: bool = True) -> CardPool:
        """The built-in cards, then the saved pool, ``JUDGE_POOL`` and ``files``, merged.

        :raises PoolFileError: for the first file that does not read (nothing of it is used).
        """
        paths = [*builtin_files()]
        saved = saved_pool_files() if include_saved else []
        paths += saved
        if include_env:
            paths += env_pool_files()
        paths += list(files)
        return cls.from_reports(
            [read_saved_file(path) if path in saved else read_card_file(path) for path in _unique(paths)]
        )

    @classmethod
    def from_reports(cls, reports: list[ImportReport]) -> CardPool:
        records: list[BtRecord] = [r for report in reports for r in report.bt_records]
        bt_cards, merge = merge_bt(records)
        others: dict[str, Card] = {}
        for report in reports:
            for card in report.other_cards:
                assert isinstance(card, DominationCard | MechChessUnit | MechChessCard)
                others[card.slug] = card  # a later file's card replaces an earlier one of the same name
        cards: list[Card] = [*bt_cards, *others.values()]
        warnings = [w for report in reports for w in report.warnings]
        notes = [n for report in reports for n in report.notes]
        return cls(cards=cards, reports=reports, merge=merge, warnings=warnings, notes=notes)

    def filter(self, game: Game | None = None, set_name: str | None = None, card_type: str | None = None) -> list[Card]:
        """The cards of a game, a set (BattleTech TCG) and a type (``Unit``, ``Command``, ``Mission``; for the
        other games their own type names, matched case-insensitively by prefix)."""
        out = []
        for card in self.cards:
            if game and card.game != game:
                continue
            if set_name and not (isinstance(card, BtCard) and any(fold(s) == fold(set_name) for s in card.sets)):
                continue
            if card_type and not _type_matches(card, fold(card_type)):
                continue
            out.append(card)
        return out

    def lookup(self, name: str, game: Game | None = None, *, fuzzy: bool = False) -> Card:
        """The one card ``name`` designates.

        Exact names match case-insensitively with straight or curly apostrophes; a name that matches one card only
        after dropping a set suffix (`` (CE)``) or a model code (`` (SD1-OB)``) matches too
        (``shared/spec/scenario-format.md``, "Card names"). With ``fuzzy``, a misspelt name matches when exactly
        one card is close to it.

        :raises CardLookupError: for an unknown or ambiguous name, with the closest names.
        """
        if len(name) > MAX_NAME_LENGTH:
            raise CardLookupError(name[:40] + "...", f"card names are at most {MAX_NAME_LENGTH} characters", [])
        wanted = fold(drop_set_suffix(name, self.set_codes))
        if not wanted:
            raise CardLookupError(name, "empty card name", [])

        def of_game(found: list[Card]) -> list[Card]:
            return [c for c in found if game is None or c.game == game]

        exact = of_game(self._by_fold.get(wanted, []))
        if not exact:  # the same name in other punctuation: "'Mech Trap" / "Mech Trap", "Hasek-Davion" / "Hasek Davion"
            exact = of_game(self._by_key.get(name_key(name), []))
        stem = fold(split_code(name)[0])
        by_stem = [c for c in of_game(self._by_stem.get(stem, [])) if c not in exact]
        if len(exact) == 1:
            return exact[0]
        if len(exact) > 1:
            raise CardLookupError(name, f"{name!r} names several cards; give the game", _labels(exact + by_stem))
        if len(by_stem) == 1:
            return by_stem[0]
        if len(by_stem) > 1:
            raise CardLookupError(name, f"{name!r} matches several cards", _labels(by_stem))
        spellings: dict[str, list[Card]] = {}
        for card in of_game(self.cards):
            for spelling in {fold(card.name), fold(split_code(card.name)[0])}:
                spellings.setdefault(spelling, []).append(card)
        close = difflib.get_close_matches(wanted, list(spellings), n=6, cutoff=0.6)
        candidates = list({id(c): c for key in close for c in spellings[key]}.values())
        if fuzzy and close:
            best = difflib.get_close_matches(wanted, list(spellings), n=2, cutoff=0.85)
            if len(best) == 1 and len(spellings[best[0]]) == 1:
                return spellings[best[0]][0]
        raise CardLookupError(name, f"no card named {name!r}", _labels(candidates[:6]))


def _type_matches(card: Card, wanted: str) -> bool:
    if isinstance(card, MechChessCard) and wanted == card.card_type.casefold():
        return True
    return fold(card_type_of(card)).startswith(wanted)


def _labels(cards: Sequence[Card]) -> list[str]:
    names = [c.name for c in cards]
    return [c.name if names.count(c.name) == 1 else f"{c.name} ({c.game})" for c in cards]


def _unique(paths: Iterable[Path]) -> list[Path]:
    seen: set[Path] = set()
    out = []
    for path in paths:
        key = path.resolve()
        if key not in seen:
            seen.add(key)
            out.append(path)
    return out
