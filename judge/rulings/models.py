"""A rule or ruling as a cited record."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Kind = Literal["rule", "glossary", "clarification", "errata", "tournament", "example", "faq"]
KINDS: tuple[Kind, ...] = ("rule", "glossary", "clarification", "errata", "tournament", "example", "faq")


class RuleRecord(BaseModel):
    """One rule, glossary entry, clarification, erratum, tournament ruling, example or FAQ answer."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    """Stable, used in citations and URLs: ``ce-rulings/unit-options/anti-missile``."""
    kind: Kind
    document: str
    """The seed number (``000``...``004``)."""
    source: str
    """The transcription's id (``ce-rulings``)."""
    source_title: str
    section: list[str]
    page: int | None = None
    date: str | None = None
    text: str
    cards: list[str] = Field(default_factory=list)
    """The cards the record is about, as the document names them (with the sets in parentheses)."""
    supersedes: list[str] = Field(default_factory=list)
    superseded_by: list[str] = Field(default_factory=list)
    see_also: list[str] = Field(default_factory=list)
    params: dict[str, str] = Field(default_factory=dict)
    errata: list[str] = Field(default_factory=list)
    bans: list[str] = Field(default_factory=list)
    term: str | None = None
    question: str | None = None
    notes: list[str] = Field(default_factory=list)
    file: str
    line: int

    @property
    def current(self) -> bool:
        return not self.superseded_by

    def cite(self) -> str:
        """``CE General Rulings..., Unit Options / Anti-Missile`` with the page where known."""
        where = " / ".join(self.section)
        page = f", p.{self.page}" if self.page is not None else ""
        return f"{self.source_title}, {where}{page}"
