"""Card-text parse throughput over the whole pool: texts per second, cold (grammar built in this process) and warm
(grammar cached), against a baseline in the same process: splitting the same texts into sentences only.

Run: ``.venv/bin/python benchmarks/parse.py``. Needs ../shared/data (skips with a message). Target (issue 3): the
whole pool in under one second on one core.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from judge.cards.models import BtCard
from judge.cardtext.coverage import printings_to_measure
from judge.cardtext.normalize import normalize
from judge.cardtext.parser import parse_card_text, split_sentences
from judge.cardtext.transformers import card_text_transformer
from judge.grammars import lalr_parser
from judge.pool import CardPool

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "bttcg"


def main() -> int:
    files = [DATA / "lackey-setinfo.txt", DATA / "ce-spoiler.txt"]
    if not all(f.exists() for f in files):
        print(f"skipped: {DATA} is absent (the benchmark reads ../shared/data in place)")
        return 0
    pool = CardPool.load(files, include_saved=False, include_env=False)
    texts = [
        (p.text, c.name, c.card_type) for c in pool.cards if isinstance(c, BtCard) for p in printings_to_measure(c)
    ]

    start = time.perf_counter()
    for text, name, _ in texts:
        split_sentences(normalize(text, name).text)
    baseline = time.perf_counter() - start

    lalr_parser.cache_clear()
    card_text_transformer.cache_clear()
    start = time.perf_counter()
    for text, name, card_type in texts:
        parse_card_text(text, name, card_type, suggestions=False)
    cold = time.perf_counter() - start

    start = time.perf_counter()
    for text, name, card_type in texts:
        parse_card_text(text, name, card_type, suggestions=False)
    warm = time.perf_counter() - start

    n = len(texts)
    print(f"{n} printings")
    print(f"baseline: normalise and split only   {baseline * 1000:8.1f} ms  {n / baseline:9.0f} texts/s")
    print(f"parse, cold (grammar built)         {cold * 1000:8.1f} ms  {n / cold:9.0f} texts/s")
    print(f"parse, warm (grammar cached)        {warm * 1000:8.1f} ms  {n / warm:9.0f} texts/s")
    print(f"target: whole pool under 1 s warm: {'met' if warm < 1 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
