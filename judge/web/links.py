"""Rule ids in any text become links to their pages: the Jinja filter ``rule_links``.

Every rule id that appears on a page (a ruling's text, a trace step, a violation) links to ``/rules/<id>``; text that
only looks like an id stays text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from flask import url_for
from markupsafe import Markup, escape

from judge.web.pool import get_knowledge


@lru_cache(maxsize=8)
def _id_pattern(prefixes: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(p) for p in sorted(prefixes, key=len, reverse=True))
    return re.compile(rf"(?<![\w/-])(?:{alternatives})/[A-Za-z0-9][A-Za-z0-9/-]*[A-Za-z0-9]")


def rule_links(text: object) -> Markup:
    """``text`` escaped, with every known rule id in it a link (``<a class="cite" href="/rules/ID">ID</a>``).

    An id followed by more path (``rulebook/x/y`` where only ``rulebook/x`` exists) is linked at its longest known
    prefix; the rest stays text.
    """
    source = str(text)
    rulings = get_knowledge().rulings
    pattern = _id_pattern(tuple(sorted({record_id.split("/", 1)[0] for record_id in rulings.by_id})))
    parts: list[str] = []
    last = 0
    for match in pattern.finditer(source):
        candidate = match.group(0)
        while candidate not in rulings.by_id and "/" in candidate.rstrip("/").rsplit("/", 1)[0]:
            candidate = candidate.rsplit("/", 1)[0]
        if candidate not in rulings.by_id:
            continue
        start = match.start()
        parts.append(str(escape(source[last:start])))
        href = url_for("rules.rule_page", record_id=candidate)
        parts.append(f'<a class="cite" href="{escape(href)}">{escape(candidate)}</a>')
        last = start + len(candidate)
    parts.append(str(escape(source[last:])))
    return Markup("".join(parts))
