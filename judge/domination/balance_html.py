"""The HTML balance report (``judge domination balance --html FILE``): one self-contained page, a table sortable by
any column (a few lines of script; without script it stays sorted by the difference) and a bar chart (SVG) of each
card's win-rate difference with its interval ends. Every name is escaped."""

from __future__ import annotations

from html import escape
from typing import Any

_SORT = """
document.querySelectorAll('th[data-col]').forEach(th => th.addEventListener('click', () => {
  const tbody = th.closest('table').tBodies[0], col = +th.dataset.col, num = th.dataset.num === '1';
  const asc = th.dataset.asc !== '1'; th.dataset.asc = asc ? '1' : '0';
  const key = tr => { const v = tr.cells[col].dataset.v ?? tr.cells[col].textContent; return num ? +v : v; };
  [...tbody.rows].sort((a, b) => (key(a) > key(b) ? 1 : key(a) < key(b) ? -1 : 0) * (asc ? 1 : -1))
    .forEach(r => tbody.appendChild(r));
}));
"""


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{value:.1%}"


def _chart(cards: list[dict[str, Any]]) -> str:
    rows = [c for c in cards if c["difference"] is not None]
    height, width, middle, scale = 18, 640, 420, 400
    parts = [
        f'<svg role="img" aria-label="win-rate difference when bought" width="{width}" '
        f'height="{height * len(rows) + 20}" viewBox="0 0 {width} {height * len(rows) + 20}">'
    ]
    parts.append(f'<line x1="{middle}" y1="0" x2="{middle}" y2="{height * len(rows)}" stroke="#555"/>')
    for i, card in enumerate(rows):
        diff = float(card["difference"])
        x, w = (middle, diff * scale / 2) if diff >= 0 else (middle + diff * scale / 2, -diff * scale / 2)
        y = i * height
        colour = "#2b6a3a" if diff >= 0 else "#8a1c1c"
        parts.append(f'<text x="{middle - 210}" y="{y + 13}" font-size="12">{escape(card["card"])}</text>')
        parts.append(
            f'<rect x="{x:.1f}" y="{y + 3}" width="{max(w, 0.5):.1f}" height="{height - 6}" fill="{colour}">'
            f"<title>{escape(card['card'])}: {diff:+.1%}</title></rect>"
        )
    parts.append("</svg>")
    return "".join(parts)


def balance_html(data: dict[str, Any]) -> str:
    """The page for the JSON of :meth:`judge.domination.balance.Balance.as_json`."""
    seats = data["seats"]
    head = [
        "card",
        "games",
        "bought: players",
        "bought: win rate",
        "not bought: players",
        "not bought: win rate",
        "difference",
    ]
    numeric = [False, True, True, True, True, True, True]
    rows = []
    for c in data["cards"]:
        b, n = c["bought"], c["not_bought"]
        cells = [
            (escape(c["card"]), escape(c["card"])),
            (str(c["games"]), str(c["games"])),
            (str(b["players"]), str(b["players"])),
            (f"{_pct(b['rate'])} ({b['ci95'][0]:.0%}–{b['ci95'][1]:.0%})", str(b["rate"] or 0)),
            (str(n["players"]), str(n["players"])),
            (f"{_pct(n['rate'])} ({n['ci95'][0]:.0%}–{n['ci95'][1]:.0%})", str(n["rate"] or 0)),
            ("–" if c["difference"] is None else f"{c['difference']:+.1%}", str(c["difference"] or 0)),
        ]
        rows.append("<tr>" + "".join(f'<td data-v="{v}">{t}</td>' for t, v in cells) + "</tr>")
    header = "".join(
        f'<th data-col="{i}" data-num="{1 if num else 0}" tabindex="0">{escape(h)}</th>'
        for i, (h, num) in enumerate(zip(head, numeric, strict=True))
    )
    strategies = " vs ".join(escape(s) for s in data["strategies"])
    return (
        "<!doctype html><html lang=en><meta charset=utf-8><meta name=viewport content='width=device-width'>"
        "<title>Domination card balance</title>"
        "<style>body{font-family:sans-serif;margin:1rem;color:#1b1f24}table{border-collapse:collapse}"
        "td,th{border-bottom:1px solid #d5dbe1;padding:.2rem .5rem;text-align:right}"
        "td:first-child,th:first-child{text-align:left}th{cursor:pointer}.wrap{overflow-x:auto}</style>"
        f"<h1>Domination card balance</h1><p>{data['games']} games ({strategies}), random Supplies, seed "
        f"{data['seed']}. First seat wins {_pct(seats['first']['rate'])}, second {_pct(seats['second']['rate'])}, "
        f"{seats['draws']} draws. Click a column to sort.</p>"
        f"<div class=wrap>{_chart(data['cards'])}</div>"
        f"<div class=wrap><table><thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        f"<script>{_SORT}</script></html>\n"
    )
