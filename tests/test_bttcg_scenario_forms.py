"""The sentence forms of the plain-English reader (judge/bttcg/scenario_forms.py), which /ask/help renders: every
example of every form reads, by the grammar rule or the everyday construction its form names, and every sentence rule
of grammar/scenario.lark and every construction of judge/bttcg/scenario_natural_forms.py has a form, so that the help
page lists what the reader accepts and nothing else (issue 21 item 4)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import judge.bttcg.scenario_natural as natural
from judge.bttcg.scenario_forms import CONTROLLED, EVERYDAY, FORMS, QUESTION_FORM, SentenceForm
from judge.bttcg.scenario_natural_forms import CONSTRUCTIONS
from judge.bttcg.scenario_text import parse_text, sentence_tree
from tests.conftest import ROOT


def _grammar_sentences() -> set[str]:
    grammar = (ROOT / "grammar" / "scenario.lark").read_text(encoding="utf-8")
    body = re.search(r"^_sentence:(.*?)^\s*$", grammar, re.M | re.S)
    assert body is not None
    rules = set(re.findall(r"\b([a-z_]+_s)\b", body.group(1)))
    aliases = set(re.findall(r"->\s*([a-z_]+_s)\b", grammar))
    return rules | aliases


def test_every_sentence_of_the_grammar_has_a_form() -> None:
    assert {f.rule for f in CONTROLLED} == _grammar_sentences()


def test_every_everyday_construction_has_a_form() -> None:
    assert {f.rule for f in EVERYDAY} == {c.__name__ for c in CONSTRUCTIONS}
    assert len({f.id for f in FORMS}) == len(FORMS), "form ids are unique (the help page's anchors)"


@pytest.mark.parametrize(
    ("form", "example"), [(f, e) for f in CONTROLLED for e in f.examples], ids=lambda v: getattr(v, "id", "")
)
def test_each_controlled_example_reads_by_its_rule(form: SentenceForm, example: str) -> None:
    tree = sentence_tree(example)
    assert [child.data for child in tree.children] == [form.rule]  # type: ignore[union-attr]
    players = "" if form.rule == "players_s" else "The players are Brian and Melissa.\n"
    parse_text(f"{players}{form.given}\n{example}\n")


@pytest.mark.parametrize(
    ("form", "example"), [(f, e) for f in EVERYDAY for e in f.examples], ids=lambda v: getattr(v, "id", "")
)
def test_each_everyday_example_is_placed_by_its_construction(
    form: SentenceForm, example: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    placed: list[tuple[str, str]] = []

    def recording(construction: Any) -> Any:
        def run(ctx: Any, clause: str) -> bool:
            done = bool(construction(ctx, clause))
            if done:
                placed.append((construction.__name__, clause))
            return done

        return run

    monkeypatch.setattr(natural, "CONSTRUCTIONS", tuple(recording(c) for c in CONSTRUCTIONS))
    parse_text(f"{form.given}\n{example}\n")
    said = example.rstrip(".?! ")
    assert any(name == form.rule and clause in said for name, clause in placed), placed


@pytest.mark.parametrize("example", QUESTION_FORM.examples)
def test_a_question_is_taken_as_the_question(example: str) -> None:
    assert parse_text(f"{QUESTION_FORM.given} {example}").question == example
