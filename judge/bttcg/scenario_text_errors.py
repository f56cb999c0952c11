"""What the plain-text scenario reader says when a sentence does not read (``judge.bttcg.scenario_text``): the error
with its line and column, what the grammar expected there in words, and the closest known phrasing with the
sentence's own subject put in ("did you mean ...?"), chosen from :data:`EXAMPLES`, one phrasing a sentence kind."""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from judge.scenario_input import ScenarioError

# The phrasings offered as suggestions, one a sentence kind ("did you mean ...?"); "Brian" is the sentence's subject.
EXAMPLES = (
    "The players are Brian and Melissa.",
    'The title is "Sunder takes damage".',
    'The question is "Does the Sunder survive?".',
    "Brian has Tactics and Munitions.",
    "Brian's Stockpile has 20 cards.",
    "Brian has Sunder on patrol.",
    "Brian has Move to Partial Cover in hand.",
    "Brian has a fast 'Mech Raider with attack 7, armor 0 and structure 5 on patrol.",
    'Brian has a Command card Ammo Dump with keyword "Enhancement" on Raider.',
    'Brian has a Mission card Strike with text "Deal 2 damage to target Unit." in hand.',
    "Brian has Axeman on guard over Brian's Stockpile, tapped, with 3 damage.",
    "Brian attacks Sunder with Raider and Raider #2.",
    "Brian blocks with Axeman.",
    "The target joins the battle.",
    "Brian plays Move to Partial Cover on Sunder.",
    "Brian uses Jump with Raider.",
    "Brian uses Missile with Raider, 2 at Sunder and 1 at Melissa's Stockpile.",
    "Brian assigns 4 damage from Raider to Sunder and 3 to Melissa's Stockpile.",
    "Brian passes.",
    "Brian reveals Ambush!.",
    "The dice roll 5, then 2.",
    "It is Brian's Deploy phase.",
    "It is the first turn of the game.",
    "Brian used 1 deployment this turn.",
    "Brian repaired this turn.",
    "Brian restocked this turn.",
    "Brian goes to his Missions phase.",
    "Brian deploys Sunder.",
    "Brian deploys Sunder, revealed.",
    "Brian taps Support: Assembly and Support: Munitions for resources.",
    "Brian puts 3 counters on Sunder.",
    "Brian activates Sunder.",
    "Brian activates Ammo Dump on Raider.",
    "Brian reassigns Hanse Davion to Atlas.",
    "Brian repairs 1 damage on Sunder.",
    "Brian puts Axeman on guard over Brian's Stockpile.",
    "Brian puts Axeman on patrol.",
    "Brian restocks Move to Partial Cover.",
)

_TERMINALS = {
    "WORD": "a name",
    "QUOTED": 'a "quoted" name or text',
    "INT": "a number",
    "OWNER": "<player>'s",
    "QUOTED_OWNER": "<player>'s",
    "ID_CLAUSE": "(id <card id>)",
    "ASSET": "an asset (Assembly, Logistics, Munitions, Politics, Tactics)",
    "SPEED": "a speed (slow, moderate, fast)",
    "UNIT_TYPE": "a Unit type ('Mech, vehicle, battle armor)",
    "STATE_WORD": "tapped, depleted or activated",
    "PHASE_NAME": "a phase (Untap, Draw, Deploy, Repair/Reload, Missions, End of Turn)",
    "REVEALED": "'revealed'",
    "_POSSESSIVE": "'his', 'her' or 'their'",
    "_COMMA": "','",
    "_DOT": "'.' (the end of the sentence)",
    "$END": "the end of the text",
    "_A": "'a'",
    "_PASSES": "'passes'",
}


class ScenarioTextError(ScenarioError):
    """A plain-text scenario that does not read: where (line, column), what the grammar expected there, and the
    closest known phrasing."""

    def __init__(
        self,
        message: str,
        line: int | None = None,
        column: int | None = None,
        expected: Sequence[str] = (),
        suggestion: str | None = None,
    ) -> None:
        self.column = column
        self.message = message
        self.expected = list(expected)
        self.suggestion = suggestion
        self.syntax = False
        """A sentence the grammar does not read (not a sentence that reads but says something impossible)."""
        text = f"column {column}: {message}" if column else message
        if self.expected:
            text += f"; expected {', '.join(self.expected)}"
        if suggestion:
            text += f"; did you mean {suggestion!r}?"
        super().__init__(text, line)


def strip_comments(text: str) -> str:
    """Lines whose first character other than a space is ``#`` blanked (positions kept for error messages)."""
    return re.sub(r"(?m)^[ \t]*#[^\n]*", lambda m: " " * len(m.group(0)), text)


def syntax_error(text: str, exc: UnexpectedInput) -> ScenarioTextError:
    line = getattr(exc, "line", None) or text.count("\n") + 1
    column = getattr(exc, "column", None) or 1
    if isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END"):
        found = "the end of the text (every sentence ends with a full stop)"
        expected_names: set[str] = set(exc.expected or ())
    elif isinstance(exc, UnexpectedToken):
        found = repr(str(exc.token))
        expected_names = set(exc.expected or ())
    elif isinstance(exc, UnexpectedCharacters):
        rest = text[exc.pos_in_stream or 0 :]
        found = repr(rest.split()[0][:20] if rest.strip() else rest[:1])
        expected_names = set(exc.allowed or ())
    else:  # pragma: no cover - every UnexpectedInput is one of the above
        found, expected_names = "this", set()
    expected = sorted({_describe(t) for t in expected_names})[:10]
    sentence = _sentence_at(text, getattr(exc, "pos_in_stream", None))
    message = f"unexpected {found}"
    if isinstance(exc, UnexpectedToken) and exc.token.type.startswith("_") and "a name" in expected:
        message += f" ({str(exc.token)!r} ends a name here: write the name in double quotes if it is part of it)"
    error = ScenarioTextError(message, line, column, expected, suggest(sentence))
    error.syntax = True
    return error


def _describe(terminal: str) -> str:
    if terminal in _TERMINALS:
        return _TERMINALS[terminal]
    return repr(terminal.lstrip("_").lower().replace("_", " "))


def _sentence_at(text: str, position: int | None) -> str:
    if position is None:
        position = len(text)
    start = max(text.rfind(". ", 0, position), text.rfind(".\n", 0, position))
    ends = [i for i in (text.find(". ", position), text.find(".\n", position)) if i >= 0]
    end = min(ends) if ends else -1  # the sentence ends at its full stop, whether a space or a line end follows
    return " ".join(text[start + 1 if start >= 0 else 0 : end + 1 if end >= 0 else len(text)].split())


_VERBS = (
    "attacks",
    "blocks",
    "plays",
    "uses",
    "assigns",
    "passes",
    "reveals",
    "deploys",
    "taps",
    "puts",
    "activates",
    "reassigns",
    "repairs",
    "restocks",
    "has",
    "goes",
    "with",
    "damage",
    "from",
    "patrol",
    "guard",
    "hand",
    "construction",
    "stockpile",
)
_FORMS = {
    "attack": "<player> attacks <target> with <Units>.",
    "block": "<player> blocks with <Units>.",
    "play": "<player> plays <Mission card> on <Unit>.",
    "assign": "<player> assigns <n> damage from <Unit> to <card>.",
    "deal": "<Unit> deals <n> damage to <card>.",
    "use": "<player> uses <option> with <Unit>.",
    "has": "<player> has <card> on patrol.",
    "roll": "The die shows <n>.",
}


def suggest(sentence: str) -> str | None:
    """A phrasing of ``sentence`` that reads, in the sentence's own words: its misspelt keywords corrected
    (``"Brian atacks Sunder with Raider."`` → ``"Brian attacks Sunder with Raider."``) when that makes it read;
    else the form of its verb with the sentence's subject put in and placeholders for the rest (``"Brian attacks
    <target> with <Units>."``). Never a card or a verb the sentence does not have."""
    from judge.grammars import lalr_parser

    words = sentence.split()
    if not words:
        return None
    fixed = []
    for word in words:
        bare = word.rstrip(".,").casefold()
        close = difflib.get_close_matches(bare, _VERBS, n=1, cutoff=0.75) if bare not in _VERBS else []
        fixed.append(word.casefold().replace(bare, close[0]) if close and len(bare) > 2 else word)
    corrected = " ".join(fixed)
    if not corrected.endswith("."):
        corrected += "."
    if corrected != sentence:
        try:
            lalr_parser("scenario").parse(corrected)
        except UnexpectedInput:
            pass
        else:
            return corrected
    plain = words[0][:1].isupper() and re.fullmatch(r"[^\W\d]\w*", words[0]) is not None
    subject = words[0] if plain and words[0].casefold() not in ("the", "it", "a", "an") else None
    for word in (w.casefold() for w in fixed[1:]):
        for stem, form in _FORMS.items():
            if word.startswith(stem):
                return form.replace("<player>", subject, 1) if subject and "<player>" in form else form
    return None


__all__ = ["EXAMPLES", "ScenarioTextError", "strip_comments", "suggest", "syntax_error"]
