"""What the ``judge`` command's modules share: the usage error (exit status 2), printing an answer as text or JSON,
and the card pool a command reads (``--pool`` files, ``JUDGE_POOL`` and the saved pool)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from judge.pool import CardPool


class UsageError(Exception):
    """Malformed input or usage: exit status 2 with this one line."""


def _emit(args: argparse.Namespace, data: Any, text: str) -> None:
    if getattr(args, "json", False):
        json.dump(data, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        print(text)


def _load_pool(args: argparse.Namespace) -> CardPool:
    return CardPool.load(args.pool)


def _current_pool(args: argparse.Namespace) -> CardPool:
    """The pool with the rulings' errata applied (as the web service answers): a card plays as its current text."""
    from judge.knowledge import KnowledgeBase

    return KnowledgeBase.load(args.pool).pool
