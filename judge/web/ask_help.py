"""``/ask/help``: every sentence form the plain-English reader of BattleTech scenarios accepts, with its examples, and
its JSON twin ``/api/ask/help``. The forms are :data:`judge.bttcg.scenario_forms.FORMS`, the list the reader's tests
iterate over (``tests/test_bttcg_scenario_forms.py``), so that the page cannot drift from the reader. Each example
links to the "What happens?" page with it (after the sentences it needs) as a scenario, answered at once.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify, render_template, url_for

from judge.bttcg.scenario_forms import CONTROLLED, EVERYDAY, QUESTION_FORM, SentenceForm, form_json
from judge.web.ask_permalink import encode, fits

bp = Blueprint("ask_help", __name__)

PLAYERS = "The players are Brian and Melissa."
"""The first sentence of an example's scenario (a scenario has two players), but for the form that names them."""

GROUPS = (
    (
        "controlled",
        "Controlled English",
        'The sentences of the scenario grammar (shared/spec/scenario-format.md, "Plain-text spelling"): a text '
        "written only with them reads exactly so. Every sentence ends with a full stop; keywords are case-insensitive; "
        "lines starting with # are comments; a name holding its sentence's end words is written in double quotes.",
        CONTROLLED,
    ),
    (
        "everyday",
        "Everyday English",
        "When the text is not controlled English, each sentence is placed by one of these constructions (the README's "
        '"Everyday English" gives their defaults); a sentence none places is refused with its line and why, and a '
        "suggestion that keeps your words.",
        (*EVERYDAY, QUESTION_FORM),
    ),
)


def example_scenario(form: SentenceForm, example: str) -> str:
    """The scenario an example is shown in: the players, the sentences it needs, then the example."""
    players = "" if form.rule == "players_s" else PLAYERS + "\n"
    given = f"{form.given}\n" if form.given else ""
    return f"{players}{given}{example}\n"


def _try_link(form: SentenceForm, example: str) -> str | None:
    token = encode(example_scenario(form, example))
    return url_for("ask.scenario_form", s=token) if fits(token) else None


def help_data() -> dict[str, Any]:
    """The forms by group, each example with the link that asks it."""
    groups = []
    for key, title, intro, forms in GROUPS:
        entries = []
        for form in forms:
            entry = form_json(form)
            entry["try"] = [_try_link(form, e) for e in form.examples]
            entries.append(entry)
        groups.append({"id": key, "title": title, "intro": intro, "forms": entries})
    return {
        "groups": groups,
        "players": PLAYERS,
        "note": "each example is read after the form's 'given' sentences, with the players first; 'try' asks it",
    }


@bp.get("/ask/help")
def help_page() -> str:
    return render_template("ask_help.html", help=help_data(), twin=url_for("ask_help.api_help"))


@bp.get("/api/ask/help")
def api_help() -> Response:
    return jsonify(help_data())
