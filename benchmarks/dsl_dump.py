"""The DSL of every pool printing, dumped to compare parser changes byte for byte: each printing's abilities (the
DSL as JSON) and errors (messages and suggestions, as ``judge parse`` shows them), one JSON line per printing.

Run: ``.venv/bin/python benchmarks/dsl_dump.py OUT`` writes the dump and prints its digest;
``.venv/bin/python benchmarks/dsl_dump.py OUT --compare EARLIER`` also compares it with an earlier dump (exit 1 and
the first printings that differ when they are not byte-identical). A change of the parser machinery (lexer, options,
normalisation, transformer dispatch, model construction) must leave the dump byte-identical. ``--mutants N`` adds N
texts with one word replaced (mostly errors: their messages and suggestions are compared too); to compare with an
older tree, run this script with ``PYTHONPATH=<that tree>``. Needs ../shared/data.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

from common import absent_message, have_data, pool

from judge.cards.models import BtCard
from judge.cardtext.coverage import printings_to_measure
from judge.cardtext.parser import parse_card_text


def dump_lines(mutants: int = 0) -> list[str]:
    """One JSON line per pool printing: its card, text, DSL and errors (with suggestions); then ``mutants`` texts
    made from the pool's (one word of a printing replaced by a word of another, seeded): mostly errors, to compare
    the error messages and suggestions too."""
    lines: list[str] = []
    texts = [
        (printing.text, card.name, card.card_type)
        for card in pool().cards
        if isinstance(card, BtCard)
        for printing in printings_to_measure(card)
    ]
    words = sorted({word for text, _, _ in texts for word in text.split()})
    rng = random.Random(18)
    for index in range(mutants):
        text, name, card_type = texts[index % len(texts)]
        split = text.split(" ")
        split[rng.randrange(len(split))] = rng.choice(words)
        texts.append((" ".join(split), name, card_type))
    for text, name, card_type in texts:
        parsed = parse_card_text(text, name, card_type, suggestions=True)
        row = {"card": name, "type": card_type, **parsed.as_json(), "origins": parsed.origins}
        lines.append(json.dumps(row, sort_keys=True, ensure_ascii=False))
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path, help="where the dump goes")
    parser.add_argument("--compare", type=Path, metavar="EARLIER", help="an earlier dump to compare with")
    parser.add_argument("--mutants", type=int, default=0, metavar="N", help="also N texts with a word replaced")
    args = parser.parse_args(argv)
    if not have_data():
        print(f"skipped: {absent_message()}")
        return 0
    text = "\n".join(dump_lines(args.mutants)) + "\n"
    args.out.write_text(text, encoding="utf-8")
    print(f"{text.count(chr(10))} printings, sha256 {hashlib.sha256(text.encode()).hexdigest()[:16]} -> {args.out}")
    if args.compare is None:
        return 0
    earlier = args.compare.read_text(encoding="utf-8")
    if earlier == text:
        print(f"byte-identical to {args.compare}")
        return 0
    old, new = earlier.splitlines(), text.splitlines()
    print(f"DIFFERS from {args.compare} ({len(old)} lines there, {len(new)} here)")
    shown = 0
    for index, (a, b) in enumerate(zip(old, new, strict=False)):
        if a != b and shown < 5:
            print(f"line {index + 1}:\n  before {a[:400]}\n  after  {b[:400]}")
            shown += 1
    return 1


if __name__ == "__main__":
    sys.exit(main())
