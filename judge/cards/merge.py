"""One card per name across sources.

The community's lists hold the same card many times: reprints in later sets, the Commander's Edition copy of
every reprinted card (`` (CE)``), art variants (``Support - Assembly (A)``/``(B)``/``(C)``) and spellings that
drifted between lists (``Blackjack (BJ2)``/``(BJ-2)``, ``Daikyu (DAI-01)``/``(DA1-01)``). They fold together:

1. art variants: names that differ only in a one-letter suffix within one set;
2. spellings: names with the same :func:`~judge.cards.names.name_key`;
3. drifted model codes: same stem, no set in common, the same cost and stats, and model codes that are one
   code misspelt (look-alike characters or two neighbours swapped), or one printing without a code;
4. quotations in the source documents join the one card their name (or stem) designates.

The newest printing's wording is the current text (set release order: :data:`SET_ORDER`); older wordings stay as
printings of their sets. Every fold is reported with its reason.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from judge.cards.models import BtCard, Printing
from judge.cards.names import name_key, same_code_misspelt, split_code
from judge.importers.records import BtRecord, set_rank

_VARIANT = re.compile(r"^(?P<stem>.+) \((?P<letter>[A-Z])\)$")


@dataclass
class Fold:
    """Records that became one card, and why."""

    name: str
    reason: str
    folded: list[str]


@dataclass
class MergeReport:
    folds: list[Fold] = field(default_factory=list)

    def by_reason(self) -> dict[str, int]:
        counts: dict[str, int] = defaultdict(int)
        for fold in self.folds:
            counts[fold.reason] += 1
        return dict(counts)


def merge_bt(records: list[BtRecord]) -> tuple[list[BtCard], MergeReport]:
    """Merges printings into cards; see the module's description for the rules."""
    report = MergeReport()
    records = _fold_art_variants(records, report)
    groups: dict[str, list[BtRecord]] = defaultdict(list)
    for record in records:
        groups[name_key(record.name)].append(record)
    for group in groups.values():
        names = sorted({r.name for r in group})
        if len(names) > 1:
            report.folds.append(Fold(_newest(group).name, "spelling", names))
    _fold_drifted_codes(groups, report)
    _attach_quotations(groups, report)
    cards = [_card(group) for group in groups.values() if group]
    cards.sort(key=lambda c: c.name.casefold())
    return cards, report


def _fold_art_variants(records: list[BtRecord], report: MergeReport) -> list[BtRecord]:
    letters: dict[tuple[str | None, str], set[str]] = defaultdict(set)
    for record in records:
        match = _VARIANT.match(record.name)
        if match:
            letters[(record.set, match.group("stem"))].add(match.group("letter"))
    out: list[BtRecord] = []
    folded: dict[str, set[str]] = defaultdict(set)
    for record in records:
        match = _VARIANT.match(record.name)
        if match and len(letters[(record.set, match.group("stem"))]) > 1:
            folded[match.group("stem")].add(record.name)
            record = _renamed(record, match.group("stem"))
        out.append(record)
    for stem, names in folded.items():
        report.folds.append(Fold(stem, "art variant", sorted(names)))
    return out


def _renamed(record: BtRecord, name: str) -> BtRecord:
    return BtRecord(**{**record.__dict__, "name": name, "printed_name": record.printed_name or record.name})


def _stats(record: BtRecord) -> tuple[object, ...]:
    return (record.card_type, str(record.cost), record.attack, record.armor, record.structure, record.speed)


def _full(group: list[BtRecord]) -> list[BtRecord]:
    return [r for r in group if r.set is not None]


def _fold_drifted_codes(groups: dict[str, list[BtRecord]], report: MergeReport) -> None:
    by_stem: dict[str, list[str]] = defaultdict(list)
    for key, group in groups.items():
        if _full(group):
            by_stem[name_key(split_code(group[0].name)[0])].append(key)
    for keys in by_stem.values():
        for i, a in enumerate(keys):
            for b in keys[i + 1 :]:
                ga, gb = groups[a], groups[b]
                if not ga or not gb or {r.set for r in ga} & {r.set for r in gb}:
                    continue
                if _stats(_newest(_full(ga))) != _stats(_newest(_full(gb))):
                    continue
                code_a, code_b = (split_code(g[0].name)[1] for g in (ga, gb))
                if code_a and code_b and not same_code_misspelt(code_a, code_b):
                    continue
                names = sorted({r.name for r in ga + gb})
                ga.extend(gb)
                gb.clear()
                report.folds.append(Fold(_newest(ga).name, "model code spelling", names))


def _attach_quotations(groups: dict[str, list[BtRecord]], report: MergeReport) -> None:
    full_keys = [k for k, g in groups.items() if _full(g)]
    for key, group in groups.items():
        if not group or _full(group):
            continue
        stem = name_key(split_code(group[0].name)[0])
        targets = [k for k in full_keys if k == key or name_key(split_code(groups[k][0].name)[0]) == stem]
        targets = [k for k in targets if _compatible(group, groups[k])]
        if len(targets) != 1:
            continue
        target = groups[targets[0]]
        report.folds.append(Fold(_newest(target).name, "quotation", sorted({group[0].name, _newest(target).name})))
        target.extend(group)
        group.clear()


def _compatible(quotes: list[BtRecord], group: list[BtRecord]) -> bool:
    """A quotation joins a card only if every stat it states is one of that card's printings' stats."""
    for quote in quotes:
        for stat in ("attack", "armor", "structure", "speed", "card_type"):
            value = getattr(quote, stat)
            if value is not None and all(getattr(r, stat) != value for r in _full(group)):
                return False
    return True


def _order(record: BtRecord) -> tuple[int, int]:
    return set_rank(record.set), record.priority


def _newest(group: list[BtRecord]) -> BtRecord:
    return max(group, key=_order)


def _card(group: list[BtRecord]) -> BtCard:
    ordered = sorted(group, key=_order, reverse=True)
    top_rank = set_rank(ordered[0].set)
    current = [r for r in ordered if set_rank(r.set) == top_rank]

    def first(attr: str) -> object:
        for record in current:
            value = getattr(record, attr)
            if value not in (None, [], ""):
                return value
        return getattr(current[0], attr)

    complete = [r for r in current if r.text and not r.partial_text] or current
    return BtCard(
        name=ordered[0].name,
        card_type=first("card_type"),
        subtypes=first("subtypes"),
        unique=any(r.unique for r in current),
        alignment=first("alignment"),
        affiliations=first("affiliations"),
        cost=first("cost"),
        provides=first("provides"),
        attack=current[0].attack,
        armor=current[0].armor,
        structure=current[0].structure,
        signed_stats=current[0].signed_stats,
        speed=first("speed"),
        mass=first("mass"),
        armament=first("armament"),
        text=complete[0].text,
        printings=[
            Printing(
                set=r.set,
                name=r.printed_name or r.name,
                rarity=r.rarity,
                number=r.number,
                text=r.text,
                partial_text=r.partial_text,
                errata_note=r.errata_note,
                source=r.source,
            )
            for r in ordered
        ],
    )
