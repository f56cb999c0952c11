"""The Whoosh index over cards, rules and rulings, behind one small interface (:class:`SearchIndex`).

The index is built once for a given content (its folder is named by a digest of the cards and records), in a
temporary folder renamed into place, so readers never see half an index. At request time it is only read: no
writer, so Whoosh's single writer lock never meets gunicorn's workers. The folders are kept by
:mod:`judge.search.store`: verified by checksums on open, rebuilt into a new folder when damaged, one builder at a
time, old folders removed once no reader holds them.
"""

from __future__ import annotations

import contextlib
import difflib
import hashlib
import html
import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from whoosh import fields, index
from whoosh import query as wq
from whoosh.analysis import StandardAnalyzer, StemmingAnalyzer
from whoosh.highlight import ContextFragmenter, HtmlFormatter

from judge.cards.models import BtCard, Card, DominationCard, MechChessCard, MechChessUnit, slugify
from judge.cards.names import fold, split_code
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as dsl
from judge.knowledge import KnowledgeBase
from judge.paths import user_data_dir
from judge.rulings.models import RuleRecord
from judge.rulings.store import split_card_reference
from judge.search import store
from judge.search.query import And, Condition, Not, Or, Phrase, Query, Word, parse_query

RULING_KINDS = ("clarification", "errata", "tournament", "example", "faq")
SCHEMA_VERSION = "1"


def _schema() -> fields.Schema:
    return fields.Schema(
        id=fields.ID(stored=True, unique=True),
        kind=fields.KEYWORD(stored=True, lowercase=True),
        title=fields.TEXT(stored=True, field_boost=3.0, analyzer=StandardAnalyzer()),
        title_exact=fields.ID(),
        text=fields.TEXT(stored=True, analyzer=StemmingAnalyzer()),
        type=fields.KEYWORD(lowercase=True, commas=True),
        kw=fields.KEYWORD(lowercase=True, commas=True),
        set=fields.KEYWORD(lowercase=True, commas=True),
        speed=fields.ID(),
        attack=fields.NUMERIC(stored=True),
        armor=fields.NUMERIC(stored=True),
        structure=fields.NUMERIC(stored=True),
        cost=fields.NUMERIC(stored=True),
        src=fields.KEYWORD(stored=True, lowercase=True, commas=True),
        card=fields.KEYWORD(lowercase=True, commas=True),
        current=fields.BOOLEAN(stored=True),
        game=fields.ID(stored=True),
        slug=fields.STORED(),
    )


@dataclass
class Hit:
    """One answer. ``snippet`` is HTML: the card or ruling text escaped, the matched words in
    ``<mark class="hl tN">``."""

    kind: str
    id: str
    title: str
    snippet: str
    score: float
    url: str

    def as_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "id": self.id, "title": self.title, "snippet": self.snippet, "score": self.score}


@dataclass
class SearchResult:
    query: str
    total: int
    hits: list[Hit]
    facets: dict[str, dict[str, int]] = field(default_factory=dict)
    did_you_mean: str | None = None
    page: int = 1

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"query": self.query, "total": self.total, "results": [h.as_json() for h in self.hits]}
        data["facets"] = self.facets
        data["did_you_mean"] = self.did_you_mean
        data["page"] = self.page
        return data


def _card_keywords(card: Card) -> list[str]:
    if not isinstance(card, BtCard) or not card.text:
        return []
    result = parse_card_text(card.text, card.name, card.card_type, suggestions=False)
    names: list[str] = []
    for ability in result.abilities:
        if isinstance(ability, dsl.Keyword):
            names.append(ability.name)
        elif isinstance(ability, dsl.Overheat | dsl.AlphaStrike | dsl.Missile | dsl.Jump):
            names.append(
                {"overheat": "Overheat", "alpha_strike": "Alpha Strike", "missile": "Missile"}.get(ability.kind, "Jump")
            )
    return [slugify(n) for n in names]


def _card_document(card: Card) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "id": card.slug,
        "kind": "card",
        "title": card.name,
        "title_exact": fold(card.name),
        "game": card.game,
        "slug": card.slug,
        "src": card.game,
    }
    if isinstance(card, BtCard):
        doc["text"] = card.text
        words = [
            card.card_type or "",
            *card.subtypes,
            *(["Unique"] if card.unique else []),
            card.alignment or "",
            *card.affiliations,
        ]
        doc["type"] = ",".join(slugify(w) for w in words if w)
        doc["kw"] = ",".join(_card_keywords(card))
        doc["set"] = ",".join(slugify(s) for s in card.sets)
        if card.speed:
            doc["speed"] = card.speed
        for stat in ("attack", "armor", "structure"):
            value = getattr(card, stat)
            if value is not None:
                doc[stat] = value
        if card.cost is not None:
            doc["cost"] = card.cost.total()
    elif isinstance(card, DominationCard):
        doc["text"] = card.text
        doc["type"] = ",".join(slugify(w) for w in card.card_type.split(" - "))
        doc["cost"] = card.industry
        if card.attack is not None:
            doc["attack"] = card.attack
    elif isinstance(card, MechChessUnit):
        doc["text"] = f"Hits {card.hits}, move {card.move}"
        doc["type"] = "mech"
    elif isinstance(card, MechChessCard):
        doc["text"] = card.notes
        doc["type"] = slugify(card.card_type)
    return doc


def _record_document(record: RuleRecord, knowledge: KnowledgeBase) -> dict[str, Any]:
    names = []
    for reference in record.cards:
        name, _sets = split_card_reference(reference)
        names.append(fold(name))
        with contextlib.suppress(LookupError):
            names.append(fold(knowledge.pool.lookup(name).name))
    title = record.term or record.section[-1]
    return {
        "id": record.id,
        "kind": record.kind,
        "title": title,
        "title_exact": fold(title),
        "text": " ".join(filter(None, [record.question, record.text])),
        "src": ",".join([record.source, record.document]),
        "card": ",".join(dict.fromkeys(n.replace(",", " ") for n in names)),
        "current": record.current,
        "game": {"001": "domination", "003": "mechchess"}.get(record.document, "bttcg"),
    }


def index_root() -> Path:
    """Where indexes are kept: ``$JUDGE_INDEX``, else ``index/`` in the user's data folder."""
    configured = os.environ.get("JUDGE_INDEX")
    return Path(configured) if configured else user_data_dir() / "index"


def content_digest(knowledge: KnowledgeBase) -> str:
    sha = hashlib.sha256(SCHEMA_VERSION.encode())
    for card in knowledge.pool.cards:
        sha.update(card.model_dump_json().encode())
    for record in knowledge.rulings.records:
        sha.update(record.model_dump_json().encode())
    return sha.hexdigest()[:24]


class SearchIndex:
    """Read-only search over one knowledge base."""

    def __init__(self, folder: Path, knowledge: KnowledgeBase, readers: IO[bytes] | None = None) -> None:
        self.folder = folder
        self.knowledge = knowledge
        self._readers = readers  # the shared lock that keeps the folder from removal while this reads it
        self.ix = index.open_dir(str(folder))
        # the index never changes once built: one searcher serves every query of this process (gunicorn's sync
        # workers answer one request at a time)
        self.searcher = self.ix.searcher()
        self.names = sorted(
            {card.name for card in knowledge.pool.cards} | {r.section[-1] for r in knowledge.rulings.records}
        )

    @classmethod
    def open(cls, knowledge: KnowledgeBase, root: Path | None = None) -> SearchIndex:
        """The index for this knowledge base: the newest sound build of its content (checksums verified), else
        one built now (atomically, one builder at a time), the folders no longer needed removed then."""
        root = root or index_root()
        digest = content_digest(knowledge)
        found = cls._open_sound(knowledge, root, digest)
        if found is None:
            with store.build_lock(root):
                found = cls._open_sound(knowledge, root, digest)  # another builder may have just finished
                if found is None:
                    folder = store.new_folder(root, digest)
                    build(knowledge, folder)
                    found = cls(folder, knowledge, store.open_readers(folder))
                store.remove_old(root, found.folder, digest)
        else:
            store.tidy(root, found.folder, digest)
        return found

    @classmethod
    def _open_sound(cls, knowledge: KnowledgeBase, root: Path, digest: str) -> SearchIndex | None:
        for folder in store.candidates(root, digest):
            readers = store.open_readers(folder)
            if readers is None:
                continue
            if store.damage(folder) is None:
                return cls(folder, knowledge, readers)
            readers.close()
        return None

    def close(self) -> None:
        """Closes the searcher and lets the folder go (a later build may then remove it)."""
        self.searcher.close()
        if self._readers is not None:
            self._readers.close()
            self._readers = None

    def search(self, text: str, *, limit: int = 20, page: int = 1) -> SearchResult:
        """Answers a query.

        :raises QueryError: for a query that does not read (with the column).
        """
        parsed = parse_query(text)
        whoosh_query = to_whoosh(parsed, self.ix.schema)
        page = max(1, min(page, 1000))
        searcher = self.searcher
        results = searcher.search(whoosh_query, limit=page * limit, groupedby=["kind", "src"], terms=True)
        results.fragmenter = ContextFragmenter(maxchars=160, surround=60)
        results.formatter = HtmlFormatter(tagname="mark", classname="hl", termclass="t")
        facets = {
            "kind": {k: len(v) for k, v in results.groups("kind").items()},
            "src": {k: len(v) for k, v in results.groups("src").items()},
        }
        exact = _exact_title(parsed)

        def rank(hit: Any) -> tuple[int, float]:
            if exact and fold(hit.get("title") or "") == exact:
                return (0 if hit["kind"] == "card" else 1), -hit.score
            if exact and hit["kind"] == "card" and fold(split_code(hit.get("title") or "")[0]) == exact:
                return 0, -hit.score
            return 2, -hit.score

        ordered = sorted(results, key=rank)
        hits = [self._hit(h) for h in ordered[(page - 1) * limit : page * limit]]
        total = len(results)
        suggestion = None
        if total == 0 or (exact and total < 5 and not any(fold(h.title) == exact for h in hits)):
            suggestion = self._did_you_mean(text, parsed)
        return SearchResult(query=text, total=total, hits=hits, facets=facets, did_you_mean=suggestion, page=page)

    def _hit(self, hit: Any) -> Hit:
        # Whoosh's HtmlFormatter escapes the text around the marks; the plain opening (no word matched the text)
        # is escaped here, so that a snippet is always HTML
        snippet = hit.highlights("text") or html.escape((hit.get("text") or "")[:160], quote=False)
        kind = hit["kind"]
        url = f"/cards/{hit['slug']}" if kind == "card" else f"/rules/{hit['id']}"
        return Hit(kind=kind, id=hit["id"], title=hit["title"], snippet=snippet, score=round(hit.score, 3), url=url)

    def _did_you_mean(self, text: str, parsed: Query) -> str | None:
        if isinstance(parsed, Word | Phrase) or (
            isinstance(parsed, And) and all(isinstance(q, Word) for q in parsed.queries)
        ):
            close = difflib.get_close_matches(text.strip().strip('"'), self.names, n=1, cutoff=0.75)
            if close and fold(close[0]) != fold(text):
                return close[0]
        words = [q for q in (parsed.queries if isinstance(parsed, And) else [parsed]) if isinstance(q, Word)]
        corrected = text
        searcher = self.searcher
        for word in words:
            tokens = _words(self.ix.schema, "text", word.text)
            if (
                not tokens
                or searcher.doc_frequency("text", tokens[0])
                or searcher.doc_frequency("title", word.text.lower())
            ):
                continue
            suggestions = searcher.suggest("title", word.text.lower(), limit=1) or searcher.suggest(
                "text", tokens[0], limit=1
            )
            if suggestions:
                corrected = corrected.replace(word.text, suggestions[0], 1)
        return corrected if corrected != text else None


def _exact_title(parsed: Query) -> str | None:
    if isinstance(parsed, Phrase | Word):
        return fold(parsed.text)
    if isinstance(parsed, And) and all(isinstance(q, Word) for q in parsed.queries):
        return fold(" ".join(q.text for q in parsed.queries if isinstance(q, Word)))
    return None


def build(knowledge: KnowledgeBase, folder: Path) -> None:
    """Builds the index into the new folder ``folder`` atomically (a temporary folder, sealed with the checksums of
    its files, renamed into place)."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    temp = Path(tempfile.mkdtemp(dir=folder.parent, prefix=f".{folder.name}."))
    try:
        ix = index.create_in(str(temp), _schema())
        writer = ix.writer(limitmb=128)
        for card in knowledge.pool.cards:
            writer.add_document(**_card_document(card))
        for record in knowledge.rulings.records:
            writer.add_document(**_record_document(record, knowledge))
        writer.commit()
        store.seal(temp, {"cards": len(knowledge.pool.cards), "records": len(knowledge.rulings.records)})
        temp.replace(folder)
    finally:
        if temp.exists():
            shutil.rmtree(temp, ignore_errors=True)


def _words(schema: fields.Schema, field_name: str, text: str) -> list[str]:
    return [t.text for t in schema[field_name].analyzer(text, mode="query")]


def _any_field(schema: fields.Schema, text: str, phrase: bool) -> wq.Query:
    parts: list[wq.Query] = []
    for name in ("title", "text"):
        tokens = _words(schema, name, text)
        if not tokens:
            continue
        if phrase and len(tokens) > 1:
            parts.append(wq.Phrase(name, tokens))
        else:
            parts.append(wq.And([wq.Term(name, t) for t in tokens]) if len(tokens) > 1 else wq.Term(name, tokens[0]))
    return wq.Or(parts) if parts else wq.NullQuery


_SET_ALIASES = {"ce": "commanders-edition", "cs": "counterstrike", "mw": "mechwarrior", "ul": "unlimited"}
_TRUE = ("yes", "true", "1", "y")


def _condition(schema: fields.Schema, c: Condition) -> wq.Query:
    value = c.value
    if c.field in ("attack", "armor", "structure", "cost"):
        number = int(value)
        ranges = {
            "=": (number, number, False, False),
            "!=": (number, number, False, False),
            ">": (number, None, True, False),
            ">=": (number, None, False, False),
            "<": (None, number, False, True),
            "<=": (None, number, False, False),
        }
        low, high, excl_low, excl_high = ranges[c.operator]
        q: wq.Query = wq.NumericRange(c.field, low, high, startexcl=excl_low, endexcl=excl_high)
    elif c.field in ("name", "text"):
        target = "title" if c.field == "name" else "text"
        tokens = _words(schema, target, value)
        if not tokens:
            q = wq.NullQuery
        elif c.quoted and len(tokens) > 1:
            q = wq.Phrase(target, tokens)
        else:
            q = wq.And([wq.Term(target, t) for t in tokens])
    elif c.field in ("type", "kw", "src"):
        q = wq.Term(c.field, slugify(value))
    elif c.field == "set":
        slug = slugify(value)
        q = wq.Term("set", _SET_ALIASES.get(slug, slug))
    elif c.field in ("speed", "game"):
        q = wq.Term(c.field, value.lower())
    elif c.field == "kind":
        kind = value.lower()
        q = (
            wq.Or([wq.Term("kind", k) for k in RULING_KINDS])
            if kind in ("ruling", "rulings")
            else wq.Term("kind", kind)
        )
    elif c.field == "card":
        q = wq.Term("card", fold(value))
    elif c.field in ("current", "superseded"):
        wanted = (value.lower() in _TRUE) == (c.field == "current")
        q = wq.Term("current", wanted)
    else:  # pragma: no cover - parse_query admits only the fields above
        raise ValueError(c.field)
    return wq.And([wq.Every(), wq.Not(q)]) if c.operator == "!=" else q


def to_whoosh(query: Query, schema: fields.Schema) -> wq.Query:
    """The Whoosh query for a parsed query."""
    match query:
        case Word(text=text):
            return _any_field(schema, text, phrase=False)
        case Phrase(text=text):
            return _any_field(schema, text, phrase=True)
        case Condition():
            return _condition(schema, query)
        case Not(query=inner):
            return wq.And([wq.Every(), wq.Not(to_whoosh(inner, schema))])
        case And(queries=queries):
            return wq.And([to_whoosh(q, schema) for q in queries])
        case Or(queries=queries):
            return wq.Or([to_whoosh(q, schema) for q in queries])
    raise ValueError(f"not a query: {query!r}")
