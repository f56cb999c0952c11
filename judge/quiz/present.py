"""A quiz as readable text (``judge quiz``): each question with lettered options; with ``answers``, the right one,
why (the engine's trace or the ruling, each step with its rule ids) and what mistake each wrong option embodies."""

from __future__ import annotations

import textwrap

from judge.quiz.models import Question, Quiz

WIDTH = 100


def _wrap(text: str, indent: str = "") -> str:
    lines = []
    for paragraph in text.splitlines():
        if not paragraph.strip():
            lines.append("")
            continue
        lines.append(textwrap.fill(paragraph, WIDTH, initial_indent=indent, subsequent_indent=indent + "  "))
    return "\n".join(lines)


def question_text(question: Question, number: int, total: int, *, answers: bool = False) -> str:
    """One question: its header, prompt and options; with ``answers`` its answer and explanations."""
    lines = [
        f"Question {number} of {total}  [{question.kind} · {question.game} · {question.difficulty}]  "
        f"(id {question.id})",
        _wrap(question.prompt),
        "",
    ]
    lines += [_wrap(f"{option.key}. {option.text}", "  ") for option in question.options]
    if answers:
        right = next(o for o in question.options if o.correct)
        lines += ["", _wrap(f"Answer: {right.key}. {right.text}")]
        lines.append("Why:")
        for step in question.explanation:
            cited = f"  [{', '.join(step.rules)}]" if step.rules else ""
            lines.append(_wrap(f"- {step.text}{cited}", "  "))
        wrong = [o for o in question.options if not o.correct]
        if wrong:
            lines.append("The other options:")
            for option in wrong:
                named = f" ({', '.join([option.misruling, *option.also])})" if option.misruling else ""
                breaks = f"  [breaks {', '.join(option.rules)}]" if option.rules else ""
                lines.append(_wrap(f"{option.key}.{named} {option.explanation}{breaks}", "  "))
    return "\n".join(lines)


def quiz_text(quiz: Quiz, *, answers: bool = False) -> str:
    """The whole quiz, its seed first (``judge quiz --seed S`` gives it again)."""
    total = len(quiz.questions)
    header = f"Judge training quiz: {total} question{'s' if total != 1 else ''} (seed {quiz.seed})"
    parts = [header]
    for number, question in enumerate(quiz.questions, 1):
        parts.append(question_text(question, number, total, answers=answers))
    return ("\n\n" + "=" * 40 + "\n\n").join(parts)
