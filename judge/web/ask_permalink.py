"""Permalinks of the "What happens?" page: the scenario text itself in the link (``/ask?s=<token>``), so that a judge
can share an answer without the service keeping anything.

The token is the UTF-8 text compressed with zlib and written in base64url without padding. Decoding is bounded: the
token's length by the query-string limit of the application, the text it inflates to by
:data:`~judge.simulate.MAX_SCENARIO_BYTES` (a zip bomb stops there).
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib

from judge.simulate import MAX_SCENARIO_BYTES
from judge.web import MAX_QUERY_STRING

PARAM = "s"
MAX_QUERY = MAX_QUERY_STRING
"""The application's query-string limit: a longer link would be refused."""

_TOKEN = re.compile(r"[A-Za-z0-9_-]*")


class PermalinkError(ValueError):
    """A permalink token that does not decode to a scenario: why, in words."""


def encode(text: str) -> str:
    """The token of ``text``."""
    packed = zlib.compress(text.encode("utf-8"), 9)
    return base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def fits(token: str) -> bool:
    """Whether ``?s=<token>`` stays within the query-string limit."""
    return len(PARAM) + 1 + len(token) <= MAX_QUERY


def decode(token: str) -> str:
    """The scenario text of ``token``.

    :raises PermalinkError: for a token that is too long, is not base64url, does not inflate, inflates past
        :data:`~judge.simulate.MAX_SCENARIO_BYTES`, or is not UTF-8 text.
    """
    if not token:
        raise PermalinkError("the permalink is empty: 's' holds the scenario, compressed")
    if len(token) > MAX_QUERY:
        raise PermalinkError(f"the permalink is longer than {MAX_QUERY} characters")
    bad = _TOKEN.match(token)
    if bad is None or bad.end() != len(token):
        at = bad.end() if bad else 0
        raise PermalinkError(f"the permalink has a character that is not base64url at position {at + 1}")
    try:
        packed = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
    except (binascii.Error, ValueError):
        raise PermalinkError("the permalink is not base64url (it was cut short?)") from None
    inflater = zlib.decompressobj()
    try:
        data = inflater.decompress(packed, MAX_SCENARIO_BYTES + 1)
    except zlib.error:
        raise PermalinkError("the permalink does not decompress: it is damaged or cut short") from None
    if len(data) > MAX_SCENARIO_BYTES or inflater.unconsumed_tail:
        raise PermalinkError(f"the permalink's scenario is longer than {MAX_SCENARIO_BYTES} bytes")
    if not inflater.eof:
        raise PermalinkError("the permalink does not decompress: it is cut short")
    if inflater.unused_data:
        raise PermalinkError("the permalink has data after its scenario")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PermalinkError(f"the permalink's scenario is not UTF-8 text (byte {exc.start})") from None
