"""The card-text transformer's dispatch: each rule's method found once, and called the way Lark calls it.

Lark's :class:`~lark.Transformer` looks a node's method up by name at each node, goes through the ``v_args`` wrapper
(three calls deep) and reads the node's ``meta`` (built empty on demand where positions are off) to pass it to a
wrapper that drops it; a token's lookup fails with an ``AttributeError`` for most tokens. :class:`DirectCalls`
remembers per rule (and per token type) the callable that does the same, and falls back to Lark's own way for
anything else (a method that asks for ``meta``, a rule without a method).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import GrammarError, Token, Transformer, Tree
from lark.exceptions import VisitError
from lark.visitors import _vargs_inline

_LARKS_WAY = object()
"""Marks a name whose calls go through Lark's own dispatch."""


def _inline(base: Callable[..., Any]) -> Callable[[list[Any]], Any]:
    return lambda children: base(*children)


class DirectCalls(Transformer[Token, Any]):
    """A transformer whose rule and token methods are found once per name (see the module)."""

    def _direct(self, name: str) -> Any:
        """The callable for ``name`` taking the node's children, or :data:`_LARKS_WAY`."""
        table: dict[str, Any] = self.__dict__.setdefault("_direct_calls", {})
        call = table.get(name)
        if call is None:
            method = getattr(self, name, None)
            wrapper = getattr(method, "visit_wrapper", None)
            if method is None or (wrapper is not None and wrapper is not _vargs_inline):
                call = _LARKS_WAY
            elif wrapper is _vargs_inline:
                call = _inline(method.base_func)
            else:
                call = method
            table[name] = call
        return call

    def _call_userfunc(self, tree: Tree[Token], new_children: list[Any] | None = None) -> Any:
        call = self._direct(tree.data)
        if call is _LARKS_WAY:
            return super()._call_userfunc(tree, new_children)  # type: ignore[no-untyped-call]
        try:
            return call(new_children if new_children is not None else tree.children)
        except GrammarError:
            raise
        except Exception as exc:
            raise VisitError(tree.data, tree, exc) from exc  # type: ignore[no-untyped-call]

    def _call_userfunc_token(self, token: Token) -> Any:
        table: dict[str, Any] = self.__dict__.setdefault("_direct_tokens", {})
        call: Any = table.get(token.type)
        if call is None:
            call = table[token.type] = getattr(self, token.type, None) or _LARKS_WAY
        if call is _LARKS_WAY:
            return self.__default_token__(token)  # type: ignore[no-untyped-call]
        try:
            return call(token)
        except GrammarError:
            raise
        except Exception as exc:
            raise VisitError(token.type, token, exc) from exc  # type: ignore[no-untyped-call]
