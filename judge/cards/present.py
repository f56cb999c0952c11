"""Cards as plain data (the JSON twin of every card page and of ``judge card --json``) and as readable text."""

from __future__ import annotations

from typing import Any

from judge.cards.models import (
    ASSET_NAMES,
    MECHCHESS_CARD_TYPES,
    BtCard,
    Card,
    DominationCard,
    MechChessCard,
    MechChessUnit,
)


def card_json(card: Card) -> dict[str, Any]:
    """Every field of the card, plus ``type_line`` and, for BattleTech TCG cards, the total cost with no
    assets and with all five."""
    data: dict[str, Any] = card.model_dump(mode="json")
    data["type_line"] = type_line(card)
    if isinstance(card, BtCard) and card.cost is not None:
        data["cost_text"] = str(card.cost)
        data["total_cost"] = {"no_assets": card.cost.total(), "all_assets": card.cost.total(set(ASSET_NAMES))}
    return data


def card_summary(card: Card) -> dict[str, Any]:
    """The short form used in lists."""
    summary: dict[str, Any] = {
        "name": card.name,
        "slug": card.slug,
        "game": card.game,
        "type": type_line(card),
    }
    if isinstance(card, BtCard):
        summary["sets"] = card.sets
    return summary


def type_line(card: Card) -> str:
    if isinstance(card, BtCard):
        return card.type_line
    if isinstance(card, DominationCard):
        return card.card_type + (" (base card)" if card.base else "")
    if isinstance(card, MechChessUnit):
        return "'Mech" + (" (jump capable)" if card.jump else "")
    return f"{MECHCHESS_CARD_TYPES[card.card_type]} card"


def _rating(value: int | None) -> str:
    return "-" if value is None else str(value)


def stat_lines(card: Card) -> list[tuple[str, str]]:
    """Label/value pairs of the card's stats, in printed order; absent stats are left out."""
    rows: list[tuple[str, str]] = []
    if isinstance(card, BtCard):
        signed = set(card.signed_stats)

        def stat(name: str, value: int | None) -> None:
            if value is not None:
                rows.append((name.capitalize(), f"{value:+d}" if name in signed else str(value)))

        if card.cost is not None:
            rows.append(("Cost", str(card.cost)))
        if card.speed:
            rows.append(("Speed", card.speed))
        stat("attack", card.attack)
        stat("armor", card.armor)
        stat("structure", card.structure)
        if card.provides:
            rows.append(("Provides", ", ".join(f"{ASSET_NAMES[a]} ({a})" for a in card.provides)))
        if card.mass is not None:
            rows.append(("Mass", f"{card.mass} tons"))
        if card.armament:
            rows.append(("Armament", ", ".join(card.armament)))
    elif isinstance(card, DominationCard):
        rows.append(("Cost", f"{card.industry} Industry" + (f" + {card.lostech} LosTech" if card.lostech else "")))
        if card.attack is not None:
            rows.append(("Attack", str(card.attack)))
        if card.defense is not None:
            rows.append(("Defense", str(card.defense)))
        if card.pile_size:
            rows.append(("Pile", f"{card.pile_size} cards"))
    elif isinstance(card, MechChessUnit):
        rows += [
            ("Hits", str(card.hits)),
            ("Move", f"{card.move}{'J' if card.jump else ''}"),
            ("Damage CR/MR/LR", "/".join(_rating(v) for v in (card.cr, card.mr, card.lr))),
        ]
    elif isinstance(card, MechChessCard):
        rows += [("In the deck", str(card.count)), ("Range", card.range_text)]
    return rows


def card_text(card: Card) -> str:
    """The card as ``judge card`` prints it."""
    lines = [card.name, f"{type_line(card)}  [{card.game}]"]
    lines += [f"{label}: {value}" for label, value in stat_lines(card)]
    text = card.notes if isinstance(card, MechChessCard) else "" if isinstance(card, MechChessUnit) else card.text
    if isinstance(card, BtCard):
        lines.append(f"Sets: {', '.join(card.sets) or '(quoted by the source documents only)'}")
        lines += ["", "Current text:", *(f"  {line}" for line in (text or "(no text)").splitlines())]
        older = [p for p in card.printings if p.text and p.text.replace("\n", " ") != text.replace("\n", " ")]
        if older:
            lines += ["", "Printed texts:"]
            for printing in older:
                label = printing.set or f"quoted by {printing.source.document}"
                partial = " (partial quotation)" if printing.partial_text else ""
                lines.append(f"  {label}{partial}: {printing.text.replace(chr(10), ' / ')}")
        notes = [p for p in card.printings if p.errata_note]
        for printing in notes:
            lines.append(f"  Errata note ({printing.set}, {printing.source.cite()}): {printing.errata_note}")
        if card.errata:
            lines += ["", "Errata:"]
            for erratum in card.errata:
                scope = "applied to the current text" if erratum.applied else "older printings only"
                sets = f" ({', '.join(erratum.sets)})" if erratum.sets else ""
                lines.append(f"  {erratum.change}{sets} [{erratum.record}] {scope}")
        lines += ["", "Sources:", *(f"  {p.source.cite()}" for p in card.printings)]
    else:
        lines += ["", text or "(no text)", "", f"Source: {card.source.cite()}"]
    return "\n".join(lines)
