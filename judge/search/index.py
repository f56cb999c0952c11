"""The Whoosh index over cards, rules and rulings, behind one small interface (:class:`SearchIndex`).

The index is built once for a given content (its folder is named by a digest of the cards and records), in a
temporary folder renamed into place, so readers never see half an index. At request time it is only read: no
writer, so Whoosh's single writer lock never meets gunicorn's workers. The folders are kept by
:mod:`judge.search.store`: verified by checksums on open, rebuilt into a new folder when damaged, one builder at a
time, old folders removed once no reader holds them.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import os
import re
import shutil
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from whoosh import fields, index
from whoosh import query as wq
from whoosh.analysis import StandardAnalyzer, StemmingAnalyzer
from whoosh.lang.porter import stem

from judge.cards.models import BtCard, Card, DominationCard, MechChessCard, MechChessUnit, slugify
from judge.cards.names import fold
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as dsl
from judge.knowledge import KnowledgeBase
from judge.paths import user_data_dir
from judge.rulings.models import RuleRecord
from judge.rulings.store import split_card_reference
from judge.search import store
from judge.search.corpus import Corpus
from judge.search.names import NameMatch
from judge.search.query import And, Phrase, Query, QueryError, Word, parse_query
from judge.search.questions import Question, plain_words, read_question
from judge.search.translate import RULING_KINDS, _words, to_whoosh

__all__ = ["RULING_KINDS", "Hit", "SearchIndex", "SearchResult", "build", "to_whoosh"]
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
    """A correction of the query that finds something, offered (the answers are the query's own)."""
    page: int = 1
    corrected: str | None = None
    """The correction whose answers these are, the query as typed having found nothing."""
    searched: str | None = None
    """For a question: the query searched (its words and their synonyms, as alternatives)."""
    question: str | None = None
    """For a question: what was searched, in words."""
    any_of: bool = False
    """No answer had every word of a plain query: its words (and their synonyms) were searched as alternatives, the
    answers with the most of them first, as for a question."""

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"query": self.query, "total": self.total, "results": [h.as_json() for h in self.hits]}
        data["facets"] = self.facets
        data["did_you_mean"] = self.did_you_mean
        data["page"] = self.page
        data["showing_results_for"] = self.corrected
        data["searched"] = self.searched
        data["any_of"] = self.any_of
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
        self.schema = self.ix.schema  # read from the index's table of contents on each access: once is enough
        self.corpus = Corpus(self.searcher, self.schema, knowledge)

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

    def search(self, text: str, *, limit: int = 20, page: int = 1, literal: bool = False) -> SearchResult:
        """Answers a query: names first, a question read as one, a query that finds nothing answered by its
        correction when that finds something (``literal``: the query as typed, none of that).

        :raises QueryError: for a query that does not read (with the column).
        """
        parsed = parse_query(text)
        page = max(1, min(page, 1000))
        question = None if literal else read_question(text, parsed)
        if question is not None:
            return self._question(text, question, limit, page)
        named = None if literal else self._named(parsed)
        result = self._answer(text, parsed, limit, page, named if named is not None and named.exact else None)
        if literal:
            return result
        if result.total == 0:
            correction = self._correction(parsed, named)
            if correction is not None:
                fixed_query = parse_query(correction)
                fixed = self._answer(correction, fixed_query, limit, page, self._named(fixed_query))
                if fixed.total:
                    fixed.query, fixed.corrected = text, correction
                    return fixed
            loose = read_question(text, parsed, asked=False)
            # "anti-missile stacking": each word (or a synonym) is found, but no record has them all: the answers
            # with the most of them, as a question's ("heavy zzyzx" stays unanswered: nothing has "zzyzx")
            if loose is not None and all(self._finds(" or ".join(group)) for group in loose.groups):
                alternatives = self._question(text, loose, limit, page)
                if alternatives.total:
                    alternatives.any_of = True
                    return alternatives
            return result
        if named is not None and not named.exact:
            return self._answer(text, parsed, limit, page, named)  # the card named first
        exact = _exact_title(parsed)
        if exact and result.total < 5 and not any(fold(h.title) == exact for h in result.hits):
            correction = self._correction(parsed, None)
            if correction is not None and self._finds(correction):
                result.did_you_mean = correction
        return result

    def matching_cards(self, text: str | None) -> list[str]:
        """The page names (slugs) of every card matching the query ``text`` (every card for ``None``), in index
        order: what ``/random?q=`` draws from.

        :raises QueryError: for a query that does not read.
        """
        cards = wq.Term("kind", "card")
        whoosh_query = cards if text is None else wq.And([to_whoosh(parse_query(text), self.schema), cards])
        return [self.corpus.stored[d]["slug"] for d in sorted(self.searcher.docs_for_query(whoosh_query))]

    def _named(self, parsed: Query) -> NameMatch | None:
        words = plain_words(parsed)
        if words is None and isinstance(parsed, Phrase):
            words = [parsed.text]
        return self.corpus.names.match(" ".join(words)) if words else None

    def _answer(self, text: str, parsed: Query, limit: int, page: int, named: NameMatch | None) -> SearchResult:
        """One page of answers to ``parsed``: the cards ``named`` first, then the documents titled exactly as the
        query, then the rest by score."""
        corpus = self.corpus
        whoosh_query = to_whoosh(parsed, self.schema)
        named_docs = [corpus.by_id[s] for s in (named.slugs if named else ()) if s in corpus.by_id]
        if named_docs and not named.exact:  # type: ignore[union-attr]
            whoosh_query = wq.Or([whoosh_query, *(wq.Term("id", corpus.stored[d]["id"]) for d in named_docs)])
        results = self.searcher.search(whoosh_query, limit=None)
        matched = results.docs()
        exact = _exact_title(parsed)
        pinned = [d for d in dict.fromkeys([*named_docs, *corpus.titled.get(exact or "", ())]) if d in matched]
        pinned_set = set(pinned)
        scores = {docnum: score for score, docnum in results.top_n}
        ordered = pinned + [docnum for _, docnum in results.top_n if docnum not in pinned_set]
        return self._page(text, ordered, scores, matched, limit, page, _text_terms(whoosh_query))

    def _page(
        self,
        text: str,
        ordered: list[int],
        scores: dict[int, float],
        matched: Iterable[int],
        limit: int,
        page: int,
        terms: set[str],
    ) -> SearchResult:
        hits = [self._hit(d, scores.get(d, 0.0), terms) for d in ordered[(page - 1) * limit : page * limit]]
        facets = self.corpus.facet_counts(matched)
        return SearchResult(query=text, total=len(ordered), hits=hits, facets=facets, page=page)

    def _hit(self, docnum: int, score: float, terms: set[str]) -> Hit:
        stored = self.corpus.stored[docnum]
        kind = stored["kind"]
        url = f"/cards/{stored['slug']}" if kind == "card" else f"/rules/{stored['id']}"
        snippet = self.corpus.snippet(docnum, terms)
        return Hit(kind=kind, id=stored["id"], title=stored["title"], snippet=snippet, score=round(score, 3), url=url)

    def _question(self, text: str, question: Question, limit: int, page: int) -> SearchResult:
        """Answers a question: its words as alternatives, the answers matching the most of them first, rulings and
        rules before cards, current records before superseded ones."""
        corpus = self.corpus
        searched = question.searched()
        whoosh_query = to_whoosh(parse_query(searched), self.schema)
        results = self.searcher.search(whoosh_query, limit=None)
        groups = [{t for w in g for t in _words(self.schema, "text", w)} for g in question.groups]
        groups = [g for g in groups if g]
        ranked: list[tuple[float, int]] = []
        top = results.top_n[:QUESTION_RERANKED]
        for score, docnum in top:
            stems = corpus.stems(docnum)
            share = sum(1 for g in groups if g & stems) / max(1, len(groups))
            stored = corpus.stored[docnum]
            weight = share * share * (QUESTION_CARD_WEIGHT if stored["kind"] == "card" else 1.0)
            weight *= 1.0 if stored.get("current") is not False else QUESTION_SUPERSEDED_WEIGHT
            ranked.append((score * weight, docnum))
        ranked.sort(key=lambda item: (-item[0], item[1]))
        if question.defines is not None:  # "what is a site?": the glossary's entry for the term first
            entry = _stems(question.defines)
            glossary = [d for d in results.docs() if self._is_glossary_entry(d, entry)]
            best = ranked[0][0] if ranked else 1.0
            ranked = [(best + 1.0, d) for d in sorted(glossary)] + [r for r in ranked if r[1] not in glossary]
        lowest = min((score for score, _ in ranked), default=0.0)
        ranked += [(min(score, lowest), docnum) for score, docnum in results.top_n[QUESTION_RERANKED:]]
        scores = {docnum: score for score, docnum in ranked}
        ordered = [docnum for _, docnum in ranked]
        result = self._page(text, ordered, scores, results.docs(), limit, page, _text_terms(whoosh_query))
        result.searched, result.question = searched, question.restatement()
        return result

    def _is_glossary_entry(self, docnum: int, stems: tuple[str, ...]) -> bool:
        """Whether a document is the glossary's entry titled with these words (stemmed: "Deplete" for "depleted")."""
        stored = self.corpus.stored[docnum]
        return str(stored["kind"]).lower() == "glossary" and _stems(str(stored["title"])) == stems

    def _correction(self, parsed: Query, named: NameMatch | None) -> str | None:
        """The query as meant, when that finds something: the name it is close to, else its words spelt as the
        corpus spells them (the likeliest spellings that find something together). ``None`` when there is nothing
        to correct or no correction finds anything."""
        if named is not None:
            name = named.name
            correction = name if _READS_PLAIN.fullmatch(name) else f'"{name}"' if '"' not in name else None
            return correction if correction is not None and self._finds(correction) else None
        words = plain_words(parsed) or (parsed.text.split() if isinstance(parsed, Phrase) else None)
        if not words or len(words) > MAX_CORRECTED_WORDS:
            return None
        options = [self.corpus.speller.corrections(w, SPELLINGS_TRIED) or [w] for w in words]
        if all(option == [w] for option, w in zip(options, words, strict=True)):
            return None
        for fixed in itertools.islice(itertools.product(*options), CORRECTIONS_TRIED):
            joined = " ".join(fixed)
            correction = f'"{joined}"' if isinstance(parsed, Phrase) else joined
            if self._finds(correction):
                return correction
        return None

    def _finds(self, text: str) -> bool:
        """Whether a query reads and finds anything."""
        try:
            whoosh_query = to_whoosh(parse_query(text), self.schema)
        except QueryError:
            return False
        return next(iter(self.searcher.docs_for_query(whoosh_query)), None) is not None


QUESTION_RERANKED = 100
"""The best answers by score that are ranked again by how many of the question's words they have (the rest follow
in score order)."""
QUESTION_CARD_WEIGHT = 0.5
"""A card answering a question counts half: a question asks about the rules (rulings, rules, glossary first)."""
QUESTION_SUPERSEDED_WEIGHT = 0.8
"""A superseded record counts less than the current one that says the same."""
MAX_CORRECTED_WORDS = 8
SPELLINGS_TRIED = 3
"""Spellings tried per misspelt word (the likeliest first)."""
CORRECTIONS_TRIED = 9
"""Corrected queries tried at most before giving up (each is one search)."""
_READS_PLAIN = re.compile(r"[A-Za-z0-9' ]+")


def _text_terms(whoosh_query: wq.Query) -> set[str]:
    """The analysed words a query looks for in the ``text`` field (those a snippet marks)."""
    return {str(text) for name, text in whoosh_query.iter_all_terms() if name == "text"}


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


def _stems(text: str) -> tuple[str, ...]:
    """The stems of a title's or a term's words: "Untap phase" → ("untap", "phase")."""
    return tuple(stem(word) for word in re.findall(r"[a-z0-9]+", text.lower()))
