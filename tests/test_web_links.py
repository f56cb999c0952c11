"""Every rule id that appears in a page's text links to its page (the ``rule_links`` filter)."""

from __future__ import annotations

from flask import Flask

from judge.web.links import rule_links


def test_a_known_rule_id_in_text_becomes_a_link(app: Flask) -> None:
    with app.test_request_context():
        html = str(rule_links("Armor is subtracted once (ce-rulings/anti-missile), as rulebook/resolving-damage says."))
    assert '<a class="cite" href="/rules/ce-rulings/anti-missile">ce-rulings/anti-missile</a>' in html
    assert '<a class="cite" href="/rules/rulebook/resolving-damage">rulebook/resolving-damage</a> says.' in html


def test_text_that_only_looks_like_an_id_stays_text(app: Flask) -> None:
    with app.test_request_context():
        html = str(rule_links("see rulebook/no-such-rule and ce-rulings/ or xrulebook/resolving-damage"))
    assert "<a" not in html


def test_an_id_with_extra_path_links_at_its_longest_known_prefix(app: Flask) -> None:
    with app.test_request_context():
        html = str(rule_links("rulebook/resolving-damage/step-9"))
    assert html == '<a class="cite" href="/rules/rulebook/resolving-damage">rulebook/resolving-damage</a>/step-9'


def test_the_text_around_ids_is_escaped(app: Flask) -> None:
    with app.test_request_context():
        html = str(rule_links("<script>alert(1)</script> mechchess-judge/leader & more"))
    assert html.startswith("&lt;script&gt;alert(1)&lt;/script&gt; ")
    assert 'href="/rules/mechchess-judge/leader"' in html
    assert "&amp; more" in html
    assert "<script>" not in html
