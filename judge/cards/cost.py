"""Reading BattleTech TCG costs (``6+3A+3M+3T``, ``0``, ``R·R·R``) with ``grammar/cost.lark``.

``parse_cost`` reads the printed spelling; ``str(cost)`` writes it back.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from lark import Token, Transformer, v_args
from lark.exceptions import LarkError, UnexpectedInput

from judge.cards.models import ASSETS, Asset, BtCard, Cost
from judge.grammars import lalr_parser


class CostError(ValueError):
    """A cost that is not a cost. ``column`` is 1-based where known."""

    def __init__(self, text: str, message: str, column: int | None = None) -> None:
        self.text = text
        self.column = column
        where = f" at column {column}" if column else ""
        super().__init__(f"bad cost {text!r}{where}: {message}")


@v_args(inline=True)
class CostTransformer(Transformer[Token, Cost]):
    """``grammar/cost.lark`` → :class:`Cost`."""

    def start(self, cost: Cost) -> Cost:
        return cost

    def asset_cost(self, amount: Token, asset: Token) -> tuple[Asset, int]:
        letter = str(asset)
        assert letter in ASSETS
        return letter, int(amount)

    def asset_form(self, base: Token, *assets: tuple[Asset, int]) -> Cost:
        costs: dict[Asset, int] = {}
        for asset, amount in assets:
            if asset in costs:
                raise ValueError(f"asset {asset} is listed twice")
            costs[asset] = amount
        return Cost(base=int(base), assets=costs)

    def resource_form(self, *symbols: Token) -> Cost:
        return Cost(resources=len(symbols))


_TRANSFORMER = CostTransformer()


@lru_cache(maxsize=4096)
def parse_cost(text: str) -> Cost:
    """Parses a printed cost.

    >>> str(parse_cost("6+3A+3M+3T"))
    '6+3A+3M+3T'

    :raises CostError: if ``text`` is not a cost (empty, unknown asset letter, an asset listed twice...).
    """
    stripped = text.strip()
    if not stripped:
        raise CostError(text, "empty")
    if len(stripped) > 64:
        raise CostError(text[:64] + "...", "longer than any cost (64 characters)")
    try:
        tree = lalr_parser("cost").parse(stripped)
        return _TRANSFORMER.transform(tree)
    except UnexpectedInput as exc:
        expected = "a number, +N followed by an asset letter (A L M P T), or resource symbols R·R·R"
        raise CostError(text, f"expected {expected}", exc.column if exc.column > 0 else None) from None
    except (LarkError, ValueError) as exc:
        cause = exc.__context__ if isinstance(exc, LarkError) and exc.__context__ else exc
        raise CostError(text, str(cause)) from None


def total_cost(card: BtCard, assets: Iterable[str]) -> int | None:
    """The card's total construction cost for a player with ``assets`` available: its base cost plus each
    asset cost whose asset is not available (rulebook p.19, "Constructing Cards"). ``None`` for a card with
    no cost."""
    return card.total_cost(frozenset(assets))
