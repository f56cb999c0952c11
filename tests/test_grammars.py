"""Grammar loading: the on-disk LALR cache follows every grammar file, not only the main one."""

from __future__ import annotations

from pathlib import Path

from judge.grammars import _digest, lalr_parser


def test_cache_key_changes_when_an_imported_grammar_changes(tmp_path: Path) -> None:
    (tmp_path / "main.lark").write_text("start: x\n%import .part.x -> x\n")
    (tmp_path / "part.lark").write_text('x: "a"\n')
    before = _digest(tmp_path)
    (tmp_path / "part.lark").write_text('x: "b"\n')
    assert _digest(tmp_path) != before


def test_card_text_grammar_is_lalr_and_cached_per_process() -> None:
    parser = lalr_parser("cardtext")
    assert parser.options.parser == "lalr"
    assert lalr_parser("cardtext") is parser
