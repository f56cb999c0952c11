"""The knowledge base the application serves."""

from __future__ import annotations

from flask import current_app

from judge.knowledge import KnowledgeBase
from judge.pool import CardPool


def get_knowledge() -> KnowledgeBase:
    knowledge = current_app.extensions["judge.knowledge"]
    assert isinstance(knowledge, KnowledgeBase)
    return knowledge


def get_pool() -> CardPool:
    return get_knowledge().pool
