"""``judge deck check``: whether a BattleTech TCG deck list is legal, each problem cited.

The rules (README, "Deck lists"), their values read from the rulings' ``@param`` lines where the newest document's
value wins (``RulingBase.params``):

- *deck size*: at most 60 cards (rulebook p.15 and p.37; the 1997 archive agrees). The sources set no minimum.
- *Unique*: one copy of a given Unique card (rulebook p.13, glossary); a "counts as" version is another card, one
  copy of each is allowed. Other cards have no copy limit (1997 archive, not contradicted by the newer documents).
- *Universe Deck Construction* (rulebook p.36; on unless ``universe=False``, as the rulebook says to use it
  whenever you build a deck and "to play seriously, you must" p.37): the deck's chosen affiliation is one of the
  current affiliations (CE General Rulings: eight Houses, five Clans with Steel Viper); no card aligned with the
  other side; every card that lists affiliations includes the chosen one, where Mercenary, Wolf's Dragoons and
  Periphery are no affiliations (rulebook p.40, CE General Rulings); and at most 10 Units that aren't 'Mechs (the
  same section). A deck that states no affiliation is answered with the affiliations that make it legal.
- *tournament bans* (only with ``tournament=True``): the current tournament rulings that ban a card.
- *a card's own rules* (rulebook p.9, cards make exceptions): its copies, the affiliations it opens (deck_rules.py).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import Any

from judge.bttcg import deck_rules
from judge.bttcg.deck_model import Entry, Note, Problem
from judge.bttcg.deckfile import DeckFileError, DeckLine, DeckList
from judge.cards.models import BtCard
from judge.cards.names import fold
from judge.documents import SEED_DOCUMENTS
from judge.knowledge import KnowledgeBase
from judge.pool import CardLookupError

SIZE_RULES = ("rulebook/starting-a-game", "rulebook/tuning-your-deck-9")
UNIQUE_RULES = ("rulebook/unique-cards", "rulebook/glossary-index/unique")
COUNTS_AS_RULE = "rulebook/unique-cards-2"
CHOOSE_RULE = "rulebook/universe-deck-construction-5"
AFFILIATION_TABLE_RULES = ("ce-rulings/universe-rules", "ce-rulings/universe-rules-2")
NOT_AFFILIATION_RULES = ("rulebook/comstar-and-wolfs-dragoons", "ce-rulings/universe-rules-3")
ALIGNMENT_RULES = ("rulebook/universe-deck-construction-5", "rulebook/universe-deck-construction-2")
COMSTAR_RULE = "rulebook/comstar-and-wolfs-dragoons"
NON_MECH_RULES = ("rulebook/universe-deck-construction-6", "ce-rulings/types-of-units")
CITED_RULES: tuple[str, ...] = (
    *SIZE_RULES,
    *UNIQUE_RULES,
    COUNTS_AS_RULE,
    CHOOSE_RULE,
    *AFFILIATION_TABLE_RULES,
    *NOT_AFFILIATION_RULES,
    *ALIGNMENT_RULES,
    *NON_MECH_RULES,
)
"""Every record id a problem may cite besides the parameters' own records, errata and tournament rulings."""

NOT_AFFILIATIONS = ("Mercenary", "Wolf's Dragoons", "Periphery")
"""Keywords that are no affiliation: cards listing them may be in any Inner Sphere deck (CE General Rulings,
Universe Rules; rulebook p.40, "ComStar and Wolf's Dragoons")."""
UNIT_TYPES = ("'Mech", "Vehicle", "Battle Armor")
"""The Unit types as of Commander's Edition (CE General Rulings, Types of Units)."""

CHECKS = ("deck-size", "unique-copies", "affiliation-choice", "alignment", "affiliation", "non-mech-units", "banned")


def _key(name: str) -> str:
    """``"St.Ives"``, ``"st ives"``, ``"Clan Wolf"``, ``"Wolfs Dragoons"`` → one spelling-insensitive key."""
    words = re.sub(r"^(clan|house)\s+", "", fold(name))
    return re.sub(r"[^a-z0-9]", "", words)


@dataclass(frozen=True)
class Rules:
    """The deck construction parameters, each with the record that sets it."""

    max_size: int
    max_size_rule: str
    unique_max: int
    unique_rule: str
    max_non_mech: int
    max_non_mech_rule: str
    sides: dict[str, str]
    """Affiliation → its side (``Clan`` or ``Inner Sphere``), in the CE General Rulings' order."""

    @classmethod
    def load(cls, knowledge: KnowledgeBase) -> Rules:
        params = knowledge.rulings.params("bttcg")

        def number(name: str) -> tuple[int, str]:
            value, record = params[name]
            return int(value), record

        max_size, size_rule = number("deck.max-size")
        unique_max, unique_rule = number("unique.max-per-deck")
        max_non_mech, non_mech_rule = number("deck.max-non-mech-units")
        sides: dict[str, str] = {}
        for param, side in (("affiliations.inner-sphere", "Inner Sphere"), ("affiliations.clan", "Clan")):
            for name in params[param][0].split(","):
                sides[name.strip()] = side
        return cls(max_size, size_rule, unique_max, unique_rule, max_non_mech, non_mech_rule, sides)

    def affiliation(self, name: str) -> str | None:
        """The affiliation ``name`` spells, or ``None``."""
        wanted = _key(name)
        return next((a for a in self.sides if _key(a) == wanted), None)


@dataclass
class DeckReport:
    source: str
    format: str
    entries: list[Entry]
    universe: bool
    tournament: bool
    affiliation: str | None
    """The chosen affiliation as the rules spell it; ``None`` when none is stated or the stated one is none."""
    stated_affiliation: str | None
    """As the deck list or ``--affiliation`` writes it."""
    affiliation_line: int | None
    legal_affiliations: list[str] | None
    problems: list[Problem] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    set_aside: int = 0

    @property
    def legal(self) -> bool:
        return not self.problems

    def counts(self) -> dict[str, int]:
        out = {"cards": 0, "units": 0, "mechs": 0, "non_mech_units": 0, "command": 0, "mission": 0, "unknown_type": 0}
        for entry in self.entries:
            copies = entry.line.copies
            out["cards"] += copies
            card = entry.card
            if card.card_type == "Unit":
                out["units"] += copies
                out["mechs" if "'Mech" in card.subtypes else "non_mech_units"] += copies
            elif card.card_type in ("Command", "Mission"):
                out[card.card_type.lower()] += copies
            else:
                out["unknown_type"] += copies
        return out

    def as_json(self) -> dict[str, Any]:
        return {
            "file": self.source,
            "format": self.format,
            "legal": self.legal,
            "universe": self.universe,
            "tournament": self.tournament,
            "affiliation": self.affiliation,
            "stated_affiliation": self.stated_affiliation,
            "affiliation_line": self.affiliation_line,
            "legal_affiliations": self.legal_affiliations,
            "counts": self.counts(),
            "cards": [
                {
                    "line": e.line.line,
                    "copies": e.line.copies,
                    "name": e.line.name,
                    "card": e.card.name,
                    "slug": e.card.slug,
                    "type_line": e.card.type_line,
                }
                for e in self.entries
            ],
            "set_aside": self.set_aside,
            "problems": [p.as_json() for p in self.problems],
            "notes": [n.as_json() for n in self.notes],
        }

    def text(self) -> str:
        counts = self.counts()
        kinds = [
            f"{counts['mechs']} 'Mechs",
            f"{counts['non_mech_units']} other Units",
            f"{counts['command']} Command",
            f"{counts['mission']} Mission",
        ]
        if counts["unknown_type"]:
            kinds.append(f"{counts['unknown_type']} of unknown type")
        lines = [f"{self.source}: {counts['cards']} {_cards_word(counts['cards'])} ({', '.join(kinds)})"]
        if not self.universe:
            lines.append("Universe Deck Construction: not applied (--no-universe)")
        elif self.affiliation:
            where = f" (line {self.affiliation_line})" if self.affiliation_line else ""
            lines.append(f"Universe Deck Construction, affiliation {self.affiliation}{where}")
        else:
            legal = ", ".join(self.legal_affiliations or []) or "none"
            stated = f"{self.stated_affiliation!r} is no affiliation" if self.stated_affiliation else "none stated"
            lines.append(f"Universe Deck Construction, affiliation: {stated}; legal with: {legal}")
        lines.append(f"legal: {'yes' if self.legal else 'no'}")
        for problem in self.problems:
            where = f"{self.source}:{problem.line}: " if problem.line else f"{self.source}: "
            card = f"{problem.card}: " if problem.card else ""
            lines.append(f"  {where}{card}{problem.message} [{', '.join(problem.rules)}]")
        if self.notes:
            lines.append("notes:")
            for note in self.notes:
                where = f"{self.source}:{note.line}: " if note.line else ""
                card = f"{note.card}: " if note.card else ""
                lines.append(f"  {where}{card}{note.message}")
        return "\n".join(lines)


def check_deck(
    deck: DeckList,
    knowledge: KnowledgeBase,
    *,
    universe: bool = True,
    affiliation: str | None = None,
    tournament: bool = False,
) -> DeckReport:
    """The deck's problems under the deck construction rules (module docstring).

    ``affiliation`` (from the command line) replaces the one the deck list states.

    :raises DeckFileError: for a card name that designates no BattleTech TCG card or several (with the closest
        names), or an affiliation that is no affiliation's spelling (with the valid ones).
    """
    return check_entries(
        deck,
        resolve_cards(deck, knowledge),
        knowledge,
        universe=universe,
        affiliation=affiliation,
        tournament=tournament,
    )


def check_entries(
    deck: DeckList,
    entries: list[Entry],
    knowledge: KnowledgeBase,
    *,
    universe: bool = True,
    affiliation: str | None = None,
    tournament: bool = False,
) -> DeckReport:
    """As :func:`check_deck`, for a deck list whose lines already have their cards (``entries``, one per line of
    ``deck``): a deck built in memory (a random deck, a custom card added for a playtest: judge/bttcg/game/decks.py)
    is checked by the same rules without looking its names up in the pool.

    :raises DeckFileError: for an affiliation that is no affiliation's spelling (with the valid ones).
    """
    rules = Rules.load(knowledge)
    chosen_line = deck.affiliation_line if affiliation is None else None
    stated = affiliation if affiliation is not None else deck.affiliation
    report = DeckReport(
        source=deck.source,
        format=deck.format,
        entries=entries,
        universe=universe,
        tournament=tournament,
        affiliation=None,
        stated_affiliation=stated,
        affiliation_line=chosen_line,
        legal_affiliations=None,
        set_aside=sum(e.copies for e in deck.set_aside),
    )
    report.problems += _size_problems(entries, rules)
    report.problems += _unique_problems(entries, rules)
    if universe:
        _universe(report, entries, rules, stated, chosen_line, deck.source)
    elif stated is not None:
        report.notes.append(Note(f"the affiliation {stated!r} is not checked: Universe Deck Construction is off"))
    if tournament:
        report.problems += _ban_problems(entries, knowledge)
    report.notes += _card_notes(entries) + deck_rules.notes(entries)
    if deck.set_aside:
        sections = sorted({e.section or "" for e in deck.set_aside})
        report.notes.append(
            Note(
                f"{report.set_aside} {_cards_word(report.set_aside)} under "
                f"{', '.join(repr(s) for s in sections)}: not part of the deck, not checked",
                deck.set_aside[0].line,
            )
        )
    return report


MAX_UNKNOWN_NAMES = 10
"""After this many names that designate no card, the rest of the list is not looked up (each costs a fuzzy
search for the closest names)."""


def resolve_cards(deck: DeckList, knowledge: KnowledgeBase) -> list[Entry]:
    """Each deck line with its BattleTech TCG card (``CardPool.lookup``: exact case-insensitive names, curly or
    straight apostrophes, set suffix and model code optional where that leaves one card).

    :raises DeckFileError: at the first line whose name designates no card or several, saying how many other
        lines fail too.
    """
    found: dict[str, BtCard] = {}
    failures: list[tuple[DeckLine, CardLookupError]] = []
    entries: list[Entry] = []
    for line in deck.entries:
        if line.name not in found:
            if any(f.name == line.name for f, _ in failures):
                failures.append((line, failures[0][1]))
                continue
            if len(failures) >= MAX_UNKNOWN_NAMES:
                break
            try:
                card = knowledge.pool.lookup(line.name, "bttcg")
            except CardLookupError as exc:
                failures.append((line, exc))
                continue
            assert isinstance(card, BtCard)
            found[line.name] = card
        entries.append(Entry(line, found[line.name]))
    if failures:
        first, error = failures[0]
        others = sorted({f.line for f, _ in failures[1:]})
        more = ""
        if others:
            shown = ", ".join(str(n) for n in others[:8]) + (", ..." if len(others) > 8 else "")
            more = f" (also {'line' if len(others) == 1 else 'lines'} {shown})"
        raise DeckFileError(deck.source, f"{error}{more}", first.line)
    return entries


def _line_crossing(entries: list[Entry], limit: int) -> int:
    """The deck-file line on which the running count of copies first goes over ``limit``."""
    running = 0
    for entry in entries:
        running += entry.line.copies
        if running > limit:
            return entry.line.line
    return entries[-1].line.line


def _size_problems(entries: list[Entry], rules: Rules) -> list[Problem]:
    total = sum(e.line.copies for e in entries)
    if total <= rules.max_size:
        return []
    crossing = _line_crossing(entries, rules.max_size)
    return [
        Problem(
            "deck-size",
            f"the deck has {total} cards; a deck has at most {rules.max_size} (card {rules.max_size + 1} is on this "
            "line)",
            _cite(rules.max_size_rule, *SIZE_RULES),
            line=crossing,
            copies=total,
        )
    ]


def _unique_problems(entries: list[Entry], rules: Rules) -> list[Problem]:
    by_card: dict[str, list[Entry]] = {}
    for entry in entries:
        if entry.card.unique:
            by_card.setdefault(entry.card.slug, []).append(entry)
    problems = []
    for group in by_card.values():
        copies = sum(e.line.copies for e in group)
        own = deck_rules.copies_allowed(group[0].card)  # "You may have up to six copies of ~" (deck_rules.py)
        limit = rules.unique_max if own is None else own
        if own == deck_rules.ANY or copies <= limit:
            continue
        running, crossing = 0, group[-1].line.line
        for entry in group:
            running += entry.line.copies
            if running > limit:
                crossing = entry.line.line
                break
        card = group[0].card
        errata = [e.record for e in card.errata if e.applied and e.change.casefold() == "keyword unique"]
        limit_text = (
            f"a deck has at most {rules.unique_max} copy of each Unique card"
            if own is None
            else f"its own text allows at most {limit} {_cards(limit)} of it in a deck"
        )
        exception = [] if own is None else [deck_rules.EXCEPTIONS_RULE]
        problems.append(
            Problem(
                "unique-copies",
                f"{copies} copies of a Unique card; {limit_text}",
                _cite(rules.unique_rule, *UNIQUE_RULES, *exception, *errata),
                line=crossing,
                lines=[e.line.line for e in group],
                card=card.name,
                copies=copies,
            )
        )
    return problems


def _universe(
    report: DeckReport, entries: list[Entry], rules: Rules, stated: str | None, line: int | None, source: str
) -> None:
    """Universe Deck Construction: the chosen affiliation, alignment, affiliations, the non-'Mech limit."""
    legal = [a for a in rules.sides if not _affiliation_problems(entries, rules, a)]
    report.legal_affiliations = legal
    report.problems += _non_mech_problems(entries, rules)
    if stated is not None:
        chosen = rules.affiliation(stated)
        if chosen is not None:
            report.affiliation = chosen
            report.problems += _affiliation_problems(entries, rules, chosen)
            return
        if _key(stated) not in {_key(n) for n in NOT_AFFILIATIONS}:
            close = difflib.get_close_matches(stated, list(rules.sides), n=3, cutoff=0.5)
            hint = f"closest: {', '.join(close)}" if close else f"the affiliations: {', '.join(rules.sides)}"
            where = source if line is not None else "--affiliation"  # no line: the command line gave it
            raise DeckFileError(where, f"no affiliation named {stated!r}; {hint}", line)
        report.problems.append(
            Problem(
                "affiliation-choice",
                f"{stated} is no affiliation (it does not count as a House); "
                + (f"this deck is legal with {', '.join(legal)}" if legal else "no affiliation makes this deck legal"),
                _cite(*NOT_AFFILIATION_RULES, CHOOSE_RULE),
                line=line,
            )
        )
    if legal:
        return
    out = {a: _affiliation_problems(entries, rules, a, assumed=True) for a in rules.sides}
    fewest = min(sum(p.copies for p in problems) for problems in out.values())
    closest = [a for a, problems in out.items() if sum(p.copies for p in problems) == fewest]
    if stated is None:
        report.problems.append(
            Problem(
                "affiliation-choice",
                f"no affiliation makes this deck legal; the closest: {', '.join(closest)} ({fewest} "
                f"{_cards(fewest)} out with {'each' if len(closest) > 1 else 'it'}); the problems below are those "
                f"with {closest[0]}",
                _cite(CHOOSE_RULE),
            )
        )
    report.problems += out[closest[0]]


def _affiliation_problems(entries: list[Entry], rules: Rules, chosen: str, *, assumed: bool = False) -> list[Problem]:
    side = rules.sides[chosen]
    other = "Clan" if side == "Inner Sphere" else "Inner Sphere"
    suffix = f" (with {chosen}, the closest affiliation)" if assumed else ""
    problems = []
    not_affiliations = {_key(n) for n in NOT_AFFILIATIONS}
    opened = deck_rules.open_sides(e.card for e in entries)  # "Your deck may include cards of any House affiliation"
    for entry in entries:
        card, copies = entry.card, entry.line.copies
        sided = [e.record for e in card.errata if e.applied and _changes_alignment(e.change)]
        affiliated = [e.record for e in card.errata if e.applied and _changes_affiliation(e.change, rules)]
        listed = [a for a in card.affiliations if _key(a) not in not_affiliations]
        if card.alignment == other or (card.alignment is None and listed and _side_of(listed, rules) == other):
            problems.append(
                Problem(
                    "alignment",
                    f"{copies} {_cards(copies)} aligned with the {other} in a {chosen} ({side}) deck{suffix}",
                    _cite(*ALIGNMENT_RULES, *sided),
                    line=entry.line.line,
                    card=card.name,
                    copies=copies,
                )
            )
        elif listed and not any(_key(a) == _key(chosen) for a in listed) and not opened_by(opened, listed, rules):
            comstar = [COMSTAR_RULE] if any(_key(a) == "comstar" for a in listed) else []
            problems.append(
                Problem(
                    "affiliation",
                    f"{copies} {_cards(copies)} affiliated with {' and '.join(listed)}, not {chosen}{suffix}",
                    _cite(CHOOSE_RULE, *comstar, *affiliated),
                    line=entry.line.line,
                    card=card.name,
                    copies=copies,
                )
            )
    return problems


def allowed(card: BtCard, rules: Rules, affiliation: str) -> bool:
    """Whether Universe Deck Construction lets this card into a deck of this affiliation (its alignment and the
    affiliations it lists: rulebook p.36; CE General Rulings, Universe Rules), the check of :func:`check_deck`."""
    return not _affiliation_problems([Entry(DeckLine(0, 1, card.name), card)], rules, affiliation)


def opened_by(opened: dict[str, str], listed: list[str], rules: Rules) -> bool:
    """Whether a card of the deck lets in a card listing these affiliations whatever the chosen one (deck_rules.py)."""
    return deck_rules.opened_by(opened, _side_of(listed, rules)) is not None


def _changes_alignment(change: str) -> bool:
    """An erratum adding or removing the keyword Clan or Inner Sphere."""
    verb, _, value = change.partition(" ")
    return verb in ("keyword", "remove-keyword") and fold(value) in ("clan", "inner sphere")


def _changes_affiliation(change: str, rules: Rules) -> bool:
    """An erratum setting an affiliation, or adding or removing one as a keyword."""
    verb, _, value = change.partition(" ")
    return verb == "affiliation" or (verb in ("keyword", "remove-keyword") and rules.affiliation(value) is not None)


def _side_of(affiliations: list[str], rules: Rules) -> str | None:
    sides = {rules.sides[a] for name in affiliations if (a := rules.affiliation(name))}
    return sides.pop() if len(sides) == 1 else None


def _cards(copies: int) -> str:
    return "copy" if copies == 1 else "copies"


def _cards_word(count: int) -> str:
    return "card" if count == 1 else "cards"


def _non_mech_problems(entries: list[Entry], rules: Rules) -> list[Problem]:
    units = [e for e in entries if e.card.card_type == "Unit" and "'Mech" not in e.card.subtypes]
    total = sum(e.line.copies for e in units)
    if total <= rules.max_non_mech:
        return []
    crossing = _line_crossing(units, rules.max_non_mech)
    names = ", ".join(dict.fromkeys(e.card.name for e in units))
    return [
        Problem(
            "non-mech-units",
            f"{total} Units that aren't 'Mechs ({names}); a deck has at most {rules.max_non_mech} (Unit "
            f"{rules.max_non_mech + 1} is on this line)",
            _cite(rules.max_non_mech_rule, *NON_MECH_RULES),
            line=crossing,
            lines=[e.line.line for e in units],
            copies=total,
        )
    ]


def _ban_problems(entries: list[Entry], knowledge: KnowledgeBase) -> list[Problem]:
    problems = []
    seen: set[str] = set()
    for entry in entries:
        if entry.card.slug in seen:
            continue
        seen.add(entry.card.slug)
        bans = [r for r in knowledge.rulings_for(entry.card) if r.kind == "tournament" and r.bans and r.current]
        for record in bans:
            date = record.bans[0].split()[0]
            problems.append(
                Problem(
                    "banned",
                    f"banned from tournament play as of {date}",
                    [record.id],
                    line=entry.line.line,
                    lines=[e.line.line for e in entries if e.card.slug == entry.card.slug],
                    card=entry.card.name,
                    copies=sum(e.line.copies for e in entries if e.card.slug == entry.card.slug),
                )
            )
    return problems


def _card_notes(entries: list[Entry]) -> list[Note]:
    notes = []
    seen: set[str] = set()
    for entry in entries:
        card = entry.card
        if card.slug in seen:
            continue
        seen.add(card.slug)
        if all(p.source.document in SEED_DOCUMENTS for p in card.printings):
            notes.append(
                Note(
                    "known only from quotations in the rules documents, which may leave out its keywords: its "
                    "alignment, affiliations and Unit type may be incomplete (load the community card lists with "
                    "--pool)",
                    entry.line.line,
                    card.name,
                )
            )
        elif card.card_type == "Unit" and not any(t in card.subtypes for t in UNIT_TYPES):
            notes.append(
                Note(
                    "a Unit whose keywords name no Unit type ('Mech, Vehicle, Battle Armor): counted as a Unit that "
                    "isn't a 'Mech",
                    entry.line.line,
                    card.name,
                )
            )
    return notes


def _cite(*ids: str) -> list[str]:
    return list(dict.fromkeys(ids))


__all__ = [
    "CHECKS",
    "CITED_RULES",
    "DeckReport",
    "Entry",
    "Note",
    "Problem",
    "Rules",
    "allowed",
    "check_deck",
    "check_entries",
    "resolve_cards",
]
