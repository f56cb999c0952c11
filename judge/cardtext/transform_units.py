"""The transformers of the Unit options (``grammar/options.lark``) and the keyword abilities with their reminder text
(``grammar/keywords.lark``); :mod:`judge.cardtext.transformers` merges them with the others."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.dsl import models as m


class ReminderMismatchError(ValueError):
    """A keyword's reminder text disagrees with the keyword ("Long-Range 2 (... deal up to 3 ...)")."""


def signed(token: Token) -> int:
    text = str(token).replace(" ", "").replace("–", "-").replace("−", "-")
    return int(text)


def numbers(tokens: Any) -> list[int]:
    out = []
    for token in tokens:
        if isinstance(token, Token) and token.type.endswith(("INT", "SIGNED")):
            out.append(signed(token) if token.type.endswith("SIGNED") else int(token))
    return out


@v_args(inline=True)
class OptionsTransformer(Transformer[Token, Any]):
    """``grammar/options.lark`` → :class:`~judge.dsl.models.Overheat` and the other Unit options."""

    def option(self, option: Any) -> Any:
        return option

    def overheat(self, heat: Token, attack: Token) -> m.Overheat:
        return m.Overheat(heat=int(heat), attack=signed(attack))

    def alpha_strike(self, attack: Token) -> m.AlphaStrike:
        return m.AlphaStrike(attack=signed(attack))

    def missile(self, count: Token) -> m.Missile:
        return m.Missile(count=int(count))

    def attack_before(self, amount: Token) -> int:
        return signed(amount)

    attack_after = attack_before

    def jump(self, attack: int, initiative: Token) -> m.Jump:
        return m.Jump(attack=attack, initiative=signed(initiative))

    def jump_reversed(self, initiative: Token, attack: int) -> m.Jump:
        # "Jump (+1 initiative: -1 attack)": the option's halves in the other order (rulebook p.31)
        return m.Jump(attack=attack, initiative=signed(initiative))

    def standard_jump(self) -> m.Jump:
        # rulebook glossary, Jump: "decreases its attack value by 1 and increases its initiative by 1"
        return m.Jump()


def _expect(keyword: str, what: str, printed: int, expected: int) -> None:
    if printed != expected:
        raise ReminderMismatchError(
            f"{keyword}: the reminder text says {what} {printed:+d}, the keyword means {expected:+d}"
        )


@v_args(inline=True)
class KeywordsTransformer(Transformer[Token, Any]):
    """``grammar/keywords.lark`` → :class:`~judge.dsl.models.Keyword`, with each reminder checked."""

    def keyword(self, keyword: m.Keyword) -> m.Keyword:
        return keyword

    # Reminders return (wording, numbers they state).
    def current(self, *tokens: Any) -> tuple[str, list[int]]:
        return "current", numbers(tokens)

    def older(self, *tokens: Any) -> tuple[str, list[int]]:
        return "older", numbers(tokens)

    def _keyword(self, name: str, reminder: Any, value: int | None = None) -> m.Keyword:
        if reminder is None:
            return m.Keyword(name=name, value=value)
        wording = reminder[0] if isinstance(reminder, tuple) else "current"
        return m.Keyword(name=name, value=value, reminder=True, wording=wording)

    def ecm(self, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("ECM", "armor", reminder[1][-1], 1)
        return self._keyword("ECM", reminder)

    def anti_missile(self, _name: Token, reminder: Any = None) -> m.Keyword:
        if reminder:
            _wording, numbers = reminder
            _expect("Anti-Missile", "damage per missile", -abs(numbers[-1]), -1)
        return self._keyword("Anti-Missile", reminder)

    def narc(self, _name: Token, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("NARC", "die roll", -abs(reminder[1][0]), -1)  # "subtract 1" or "-1 to ..."
        return self._keyword("NARC", reminder)

    def narc_carrier(self, *_tokens: Any) -> None:
        return None

    def c3(self, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("C3", "attack", reminder[1][-1], 2)
        return self._keyword("C3", reminder)

    def long_range(self, _word: Token, value: Token, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("Long-Range", "damage", reminder[1][-1], int(value))
        return self._keyword("Long-Range", reminder, int(value))

    def long_range_reminder(self, *tokens: Any) -> tuple[str, list[int]]:
        return "current", numbers(tokens)

    def hand_to_hand(self, value: Token, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("Hand-to-Hand", "attack", reminder[1][-1], int(value))
        return self._keyword("Hand-to-Hand", reminder, int(value))

    def hand_to_hand_reminder(self, *tokens: Any) -> tuple[str, list[int]]:
        return "current", numbers(tokens)

    def ap(self, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("AP", "bonus", reminder[1][-1], 1)
        return self._keyword("AP", reminder)

    def allegiance(self, word: Token) -> m.Keyword:
        """A card's alignment or affiliation printed as a keyword ("Inner Sphere.", "Mercenary")."""
        return m.Keyword(name=str(word))  # ALLEGIANCE_WORD holds only AllegianceName (validated by pydantic)

    def card_kind_keyword(self, word: Token) -> m.Keyword:
        """A card's kind printed as a keyword ("Terrain.", "Artillery"; rulebook p.10)."""
        return m.Keyword(name=str(word))  # CARD_KIND_WORD holds only CardKindKeyword (validated by pydantic)

    def vtol(self, reminder: Any = None) -> m.Keyword:
        return self._keyword("VTOL", reminder)

    def vtol_reminder(self, *tokens: Any) -> tuple[str, list[int]]:
        return "current", numbers(tokens)

    def vehicle(self, _word: Token, reminder: Any = None) -> m.Keyword:
        # rulebook, Resolving Damage; CE General Rulings, Vehicles: "On a 5 or a 6 the Vehicle is scrapped"
        if reminder and reminder[1][:2] != [5, 6]:
            low, high = reminder[1][:2]
            raise ReminderMismatchError(
                f"Vehicle: the reminder text scraps it on a {low} or {high}, the rules on a 5 or 6 (CE rulings: "
                "Vehicles)"
            )
        return self._keyword("Vehicle", reminder)

    def battle_armor(self, _word: Token, reminder: Any = None) -> m.Keyword:
        return self._keyword("Battle Armor", reminder)

    def battle_armor_reminder(self, *tokens: Any) -> tuple[str, list[int]]:
        return "current", numbers(tokens)

    def unique(self, _word: Token, reminder: Any = None) -> m.Keyword:
        # rulebook "Unique Cards" (p.13) and glossary, Unique: the keyword printed in the text, as on the type line
        return self._keyword("Unique", reminder)

    def politics(self) -> m.Keyword:
        return m.Keyword(name="Politics")

    def tactics(self, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("Tactics", "initiative", reminder[1][-1], 1)
        return self._keyword("Tactics", reminder)

    def assembly(self, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("Assembly", "repair", reminder[1][-1], 1)
        return self._keyword("Assembly", reminder)

    def logistics(self, reminder: Any = None) -> m.Keyword:
        return self._keyword("Logistics", reminder)

    def munitions(self, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("Munitions", "damage on a 3", reminder[1][-1], 3)
        return self._keyword("Munitions", reminder)
