"""The knowledge base and the search index the application serves."""

from __future__ import annotations

from flask import current_app

from judge.knowledge import KnowledgeBase
from judge.pool import CardPool
from judge.search.index import SearchIndex


def get_knowledge() -> KnowledgeBase:
    knowledge = current_app.extensions["judge.knowledge"]
    assert isinstance(knowledge, KnowledgeBase)
    return knowledge


def get_pool() -> CardPool:
    return get_knowledge().pool


def get_search() -> SearchIndex:
    """The read-only search index over the served knowledge base: opened on first use, built first (atomically) if
    there is none yet. ``judge serve`` builds it before the workers fork, so a worker only ever reads it."""
    index = current_app.extensions.get("judge.search")
    if index is None:
        index = SearchIndex.open(get_knowledge())
        current_app.extensions["judge.search"] = index
    assert isinstance(index, SearchIndex)
    return index
