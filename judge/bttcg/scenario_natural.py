"""BattleTech scenarios in everyday English (issue 21): the ways players tell a position and what was done, read into
the controlled English of ``grammar/scenario.lark`` (one sentence of it, or several, per sentence told), which
:mod:`judge.bttcg.scenario_text` then reads as always. The plain-text reader tries this only when the text does not
read as controlled English, so that every controlled-English scenario reads exactly as before.

Each sentence is placed by one of the constructions of :data:`CONSTRUCTIONS` (README, "Everyday English", lists
them with the defaults they take), else read as controlled English on its own; a sentence that is neither is refused
with its line and why, never guessed. The card phrases inside the sentences ("Brian's fast Mech with attack 7",
"Melissa's Sunder", "the Sunder") are read by :mod:`judge.bttcg.scenario_natural_cards`.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from lark.exceptions import UnexpectedInput, VisitError

from judge.bttcg.scenario_natural_cards import (
    SPEED,
    UNIT_TYPE,
    Card,
    Desc,
    NaturalError,
    Phrase,
    Registry,
    describe_item,
    parse_phrase,
    quote_player,
    split_items,
    split_list,
)
from judge.bttcg.scenario_text_errors import suggest
from judge.cards.models import ASSET_NAMES
from judge.grammars import lalr_parser
from judge.scenario_input import ScenarioError

if TYPE_CHECKING:
    from judge.bttcg.scenario_text import TextDocument

ASSET = r"(?:assembly|logistics|munitions|politics|tactics)"
_ASSETS = rf"(?P<assets>{ASSET}(?:\s*(?:,\s*and|,|and)\s*{ASSET})*)"
_NOT_AN_OWNER = re.compile(r"\s+(?:\d|damage\b|missiles?\b|attack\b|armou?r\b|structure\b|jump\b|options?\b)", re.I)
_POSSESSIVE = re.compile(r"\b(?P<name>[A-Z][\w-]*)['’]s\b")
_PLAYER_SUBJECT = re.compile(
    r"^(?:then\s+)?(?P<p>[A-Z][\w-]*)(?:\s*\([^)]*\))?(?:\s+and\s+(?P<q>[A-Z][\w-]*))?\s+(?:both\s+)?"
    rf"(?:(?:has|controls|owns)\s+(?:a|an)\s+(?:{SPEED}|{UNIT_TYPE}|command|mission)\b|(?:has|controls|owns)\s+.+\s+(?:on\s+patrol|in\s+(?:his\s+|her\s+"
    r"|their\s+)?hand|in\s+construction|on\s+guard)|"
    rf"(?:has|have|had)\s+(?:no\s+)?{ASSET}|(?:has|had)\s+\d+\s+cards?|plays|played|blocks\s+with|blocked\s+with|"
    r"sends|sent|passes|passed|rolls|rolled|includes|included|(?:does|did)(?:\s+not|n['’]t)\s+block|"
    r"(?:attacks|attacked)\s+(?:.+\s+)?with\s)",
    re.IGNORECASE,
)
_NOT_PLAYERS = {"both", "everyone", "everybody", "nobody", "then", "she", "he", "they", "the", "it", "each", "all"}
_PRONOUN_SUBJECT = re.compile(r"^(?:then\s+)?(?:she|he|they)\b", re.IGNORECASE)
MAX_SENTENCE = 600
"""Longest everyday sentence read, in characters (the longest of the forty has under 250): its constructions are
tried one by one, so a longer one is refused before any is."""
_EVERYDAY = re.compile(r"\b(?:the|his|her|their|its)\s|\w['’]s\s+(?!stockpile\b)", re.IGNORECASE)
"""Words the controlled English never has in a name it cannot resolve: an article, a pronoun, a possessive."""
_SENTENCE_END = re.compile(r"(?<=[.?!])(?=\s|$)")


@dataclass
class Sentence:
    line: int
    column: int
    text: str
    question: bool
    end: tuple[int, int] = (0, 0)
    """The line and column just past the sentence."""


@dataclass
class Naturalised:
    """The controlled-English text, line for line with the text told, and what each sentence was read as."""

    text: str
    read_as: list[tuple[int, str, str]] = field(default_factory=list)
    """``(line, sentence told, controlled English)`` for each sentence a construction placed."""


def sentences(text: str) -> list[Sentence]:
    """The sentences of ``text``: each ends at a full stop, a question mark or an exclamation mark followed by a
    space or the end (not inside double quotes); lines starting with ``#`` are comments."""
    found: list[Sentence] = []
    start, line, in_quote = 0, 1, False
    source = re.sub(r"(?m)^[ \t]*#[^\n]*", lambda m: " " * len(m.group(0)), text)
    i = 0
    while i < len(source):
        ch = source[i]
        if ch == '"':
            in_quote = not in_quote
        elif not in_quote and ch in ".?!" and (i + 1 == len(source) or source[i + 1].isspace()):
            _add(found, source, start, i + 1)
            start = i + 1
        i += 1
    _add(found, source, start, len(source))
    del line
    return found


def _add(found: list[Sentence], source: str, start: int, end: int) -> None:
    chunk = source[start:end]
    if not chunk.strip():
        return
    lead = len(chunk) - len(chunk.lstrip())
    at = start + lead
    line = source.count("\n", 0, at) + 1
    column = at - (source.rfind("\n", 0, at) + 1) + 1
    body = " ".join(chunk.split())
    end_line = source.count("\n", 0, end) + 1
    end_column = end - (source.rfind("\n", 0, end) + 1) + 1
    found.append(Sentence(line, column, body, body.endswith("?"), (end_line, end_column)))


class Context:
    """What the sentences read so far have said: the players, the cards, who attacks, the last acting player."""

    def __init__(self, players: list[str]) -> None:
        self.players = players
        self.registry = Registry(players)
        self.subject: str | None = None
        self.speaker: str | None = None
        """The player this sentence is about ("Brian attacks ..."): whom "his" and "her" stand for."""
        self.last_card: Card | None = None
        self.assets: dict[str, set[str]] = {}
        self.attacker: str | None = None
        self.out: dict[int, list[str]] = {}
        self.sentence: Sentence | None = None

    def snapshot(self) -> tuple[Any, ...]:
        """What a sentence may change, to be put back when it is not placed after all."""
        return copy.deepcopy((self.out, self.registry.cards, self.assets)), self.subject, self.attacker, self.last_card

    def restore(self, saved: tuple[Any, ...]) -> None:
        (self.out, self.registry.cards, self.assets), self.subject, self.attacker, last = saved
        self.last_card = next((c for c in self.registry.cards if last is not None and c.id == last.id), None)

    def error(self, message: str, suggestion: str | None = None) -> NaturalError:
        where = self.sentence
        return NaturalError(message, where.line if where else None, where.column if where else None, (), suggestion)

    def emit(self, text: str) -> None:
        assert self.sentence is not None
        self.out.setdefault(self.sentence.line, []).append(text)

    def player(self, word: str) -> str:
        """The player ``word`` names (a name, or "he"/"she"/"they": the last player who acted)."""
        if word.casefold() in ("he", "she", "they", "then he", "then she", "then they"):
            if self.subject is None:
                raise self.error(f"{word!r}: no player has acted yet for it to stand for: say who")
            return self.subject
        found = [p for p in self.players if p.casefold() == word.casefold()]
        if not found:
            raise self.error(f"{word!r} is not a player (the players are {' and '.join(self.players) or 'not known'})")
        self.subject = self.speaker = found[0]
        return found[0]

    def other(self, player: str) -> str:
        others = [p for p in self.players if p != player]
        if len(others) != 1:
            raise self.error(f"the other player than {player} is not known: name both players")
        return others[0]

    def owner_of(self, phrase: Phrase, default: str | None) -> str | None:
        if phrase.owner is not None:
            if phrase.owner in self.players:
                return phrase.owner
            raise self.error(f"{phrase.owner!r} is not a player (the players are {' and '.join(self.players)})")
        if phrase.pronoun in ("my", "your", "our"):
            raise self.error(
                f"{phrase.pronoun!r}: say whose by the player's name (\"<player>'s {phrase.name or 'Unit'}\")"
            )
        if phrase.pronoun in ("his", "her", "their"):
            # the player the sentence is about; else the one the rules make the owner here (an attack's target is
            # the opponent's, rulebook p.24); else nobody can say
            owner = self.speaker or default
            if owner is None:
                raise self.error(f"whose is '{phrase.pronoun} {phrase.name or 'Unit'}'? say the player's name")
            return owner
        return default

    def card(self, text: str, default_owner: str | None, *, stockpile: bool = False) -> Card | str:
        """The card (or, where ``stockpile``, the Stockpile ``"<player>'s Stockpile"``) that ``text`` names, named
        now if it was not before."""
        if text.strip().casefold() in ("it", "them", "that unit", "that 'mech", "that mech"):
            if self.last_card is None:
                raise self.error(f"{text.strip()!r}: no card is named before it for it to stand for")
            return self.last_card
        phrase = parse_phrase(text)
        owner = self.owner_of(phrase, default_owner if phrase.owner is None else None)
        if phrase.stockpile:
            if not stockpile:
                raise self.error(f"{text!r} is a Stockpile: a card is needed here")
            if owner is None:
                raise self.error(f'whose Stockpile is {text!r}? say "Melissa\'s Stockpile"')
            if phrase.count is not None:
                self.emit(f"{quote_player(owner)}'s Stockpile has {phrase.count} cards.")
            return f"{quote_player(owner)}'s Stockpile"
        found = self.registry.find(phrase, phrase.owner and owner)
        if found is not None:
            self.registry.describe(found, phrase.desc)
            self.last_card = found
            return found
        self.registry.check_new(phrase)
        if owner is None:
            what = phrase.name or "the Unit"
            raise self.error(f'whose is {what!r}? say whose it is ("<player>\'s {what}") or introduce it first')
        assert self.sentence is not None
        self.last_card = self.registry.add(phrase, owner, self.sentence.line)
        return self.last_card

    def ref(self, text: str, default_owner: str | None, *, stockpile: bool = False) -> str:
        found = self.card(text, default_owner, stockpile=stockpile)
        return found if isinstance(found, str) else found.id


Construction = Callable[[Context, str], bool]


# --- facts ---------------------------------------------------------------------------------------------------------


def _who(ctx: Context, who: str) -> list[str]:
    low = who.casefold()
    if low in ("both players", "both", "everyone", "everybody", "each player", "all players", "the players"):
        if len(ctx.players) != 2:
            raise ctx.error(f"{who!r}: the two players are not known yet")
        return list(ctx.players)
    return [ctx.player(w) for w in re.split(r"\s+and\s+|\s*,\s*", re.sub(r"\s+both$", "", who, flags=re.I))]


def assets(ctx: Context, s: str) -> bool:
    """``Both players have Tactics.`` / ``Brian and Melissa both have Tactics.`` / ``Melissa has no Tactics.``"""
    m = re.match(
        rf"^(?P<who>.+?)\s+(?:both\s+|all\s+)?(?:has|have|had)\s+(?P<no>no\s+)?(?:the\s+)?{_ASSETS}"
        r"(?:\s+(?:asset|assets|available))*$",
        s,
        re.I,
    )
    negative = re.match(rf"^(?P<who>.+?)\s+(?:does|do|did)(?:\s+not|n['’]t)\s+have\s+(?:the\s+)?{_ASSETS}", s, re.I)
    also = re.match(
        rf"^(?P<who>.+?)\s+(?:has|have|had)\s+{_ASSETS},?\s+and\s+so\s+(?:does|did)\s+(?P<too>\S+)$", s, re.I
    )
    if also:
        return assets(ctx, f"{also['who']} and {also['too']} have {also['assets']}")
    if m is None and negative is None:
        return False
    found = m or negative
    assert found is not None
    players = _who(ctx, found["who"])
    if (m and m["no"]) or negative:
        return True  # no asset is the default: nothing to say
    letters = [
        next(k for k, v in ASSET_NAMES.items() if v.casefold() == a.casefold())
        for a in re.findall(ASSET, found["assets"], re.I)
    ]
    for player in players:
        new = [letter for letter in dict.fromkeys(letters) if letter not in ctx.assets.setdefault(player, set())]
        ctx.assets[player].update(new)
        if new:
            ctx.emit(f"{quote_player(player)} has {' and '.join(ASSET_NAMES[letter] for letter in new)}.")
    return True


def stockpile(ctx: Context, s: str) -> bool:
    """``Melissa's Stockpile has 12 cards.`` / ``Melissa has 12 cards in her Stockpile.``"""
    m = re.match(
        r"^(?P<p>[^\s']+)['’]s\s+stockpile\s+(?:has|had|is|was)\s+(?:only\s+)?(?P<n>\d+)(?:\s+cards?)?"
        r"(?:\s+left)?(?:\s+in\s+it)?$",
        s,
        re.I,
    )
    m = m or re.match(
        r"^(?P<p>\S+)\s+(?:has|had)\s+(?:only\s+)?(?P<n>\d+)\s+cards?\s+(?:left\s+)?in\s+"
        r"(?:his|her|their|the)\s+stockpile$",
        s,
        re.I,
    )
    if m is None:
        return False
    ctx.emit(f"{quote_player(ctx.player(m['p']))}'s Stockpile has {m['n']} cards.")
    return True


_PLACE = re.compile(
    r"\s+(?P<place>on\s+patrol|in\s+(?:his\s+|her\s+|their\s+|the\s+)?hand|in\s+(?:the\s+)?construction(?:\s+region)?"
    r"|in\s+the\s+scrapheap|on\s+guard(?:\s+over\s+(?P<over>.+))?|guarding\s+(?P<guarding>.+))$",
    re.IGNORECASE,
)


def _place(ctx: Context, card: Card, place: str, site: str | None) -> None:
    low = place.casefold()
    if site:
        card.zone, card.guarding = "guard", ctx.ref(site, card.owner, stockpile=True)
        return
    card.zone = (
        "patrol"
        if "patrol" in low
        else "hand"
        if "hand" in low
        else "construction"
        if "construction" in low
        else "scrapheap"
        if "scrapheap" in low
        else "guard"
    )


def has_cards(ctx: Context, s: str) -> bool:
    """``Melissa has Sunder on patrol.`` / ``Brian has a fast 'Mech Raider (7/0/5) and a fast 'Mech Wasp (7/0/5).``"""
    m = re.match(r"^(?P<p>[A-Z][^\s']*)\s+(?:has|controls|owns|has\s+got)\s+(?P<rest>.+)$", s)
    if m is None or m["p"] not in ctx.players or '"' in s or "(id " in s or re.search(r"\bcounters?\b", s, re.I):
        return False
    owner = ctx.player(m["p"])
    rest = m["rest"]
    place = _PLACE.search(rest)
    site = None
    if place:
        rest, site = rest[: place.start()], place["over"] or place["guarding"]
    for part in split_list(rest) if re.search(r"(?:,|\band)\s+(?:a|an)\s", rest, re.I) else [rest]:
        card = ctx.card(part, owner)
        if isinstance(card, Card) and place:
            _place(ctx, card, place["place"], site)
    return True


def is_sentence(ctx: Context, s: str) -> bool:
    """``Raider is a fast 'Mech with attack 7, armor 0 and structure 5.`` / ``Jenny is tapped.`` /
    ``Brick is guarding Melissa's Stockpile.`` / ``Melissa's Sunder already has 6 damage on it.``"""
    m = re.match(r"^(?P<card>.+?)\s+(?:is|was)\s+(?:already\s+)?(?P<what>.+)$", s, re.I)
    damage = re.match(
        r"^(?P<card>.+?)\s+(?:already\s+)?(?:has|had)\s+(?P<what>\d+\s+damage(?:\s+counters?)?"
        r"(?:\s+on\s+it)?)$",
        s,
        re.I,
    )
    if damage:
        m = damage
    if m is None or re.match(r"^(?:attacked|blocked|not\s+blocked|unblocked)\b", m["what"], re.I):
        return False
    what = m["what"]
    card = ctx.card(m["card"], None)
    if not isinstance(card, Card):
        return False
    if damage:
        card.damage = int(what.split()[0])
        return True
    if place := re.match(_PLACE.pattern.replace(r"\s+(?P<place>", r"(?P<place>", 1), what, re.I):
        _place(ctx, card, place["place"], place["over"] or place["guarding"])
        return True
    states = Desc()
    items = split_items(what)
    if items and all(describe_item(item, states, probe=True) for item in items):
        for item in items:
            describe_item(item, states)
        ctx.registry.describe(card, states)
        return True
    described = parse_phrase(re.sub(r"^(?:a|an)\s+", "", what, flags=re.I))
    if described.name is not None and described.name.casefold() not in ("unit",):
        raise ctx.error(
            f"cannot place {what!r}: say what {card.label()} is as a Unit ('a fast 'Mech with attack 7, "
            "armor 0 and structure 5'), where it is ('on patrol') or its state ('tapped', '3 damage')"
        )
    ctx.registry.describe(card, described.desc)
    return True


# --- the mission ---------------------------------------------------------------------------------------------------


def _mission(ctx: Context, player: str | None, target: str, group: str) -> None:
    if target.strip().casefold() in ("it", "that unit"):  # the card named before this sentence, not in it
        target = ctx.ref(target, None)
    members = split_list(group)
    phrases = [parse_phrase(g) for g in members]
    if player is None:
        owners = {o for p in phrases if (o := ctx.owner_of(p, None)) is not None}
        owners |= {c.owner for p in phrases if (c := ctx.registry.find(p, None)) is not None}
        if any(p.name in ctx.players for p in phrases if p.name):
            raise ctx.error(f'{group!r} attacks with what? say "{group} attacks {target} with <Units>."')
        if len(owners) != 1:
            raise ctx.error(f'whose Units attack {target!r}? say whose ("<player>\'s {members[0]}")')
        player = owners.pop()
    ctx.subject = player
    defender = ctx.other(player)
    ids = [ctx.ref(g, player) for g in members]
    target_ref = ctx.ref(target, defender, stockpile=True)
    ctx.attacker = ctx.attacker or player
    ctx.subject = player
    ctx.emit(f"{quote_player(player)} attacks {target_ref} with {' and '.join(ids)}.")


def attack(ctx: Context, s: str) -> bool:
    """``Brian attacks Melissa's Sunder with his Raider.`` / ``Brian's Raider attacks Melissa's Sunder.`` /
    ``Melissa's Sunder is attacked by Brian's Raider.`` / ``Brian sends Raider against Melissa's Stockpile.``"""
    verb = r"(?:attacks|attacked|(?<![\d/]\s)attack(?!\s+(?:of\s+)?\d)(?!\s*[/,)]))"
    m = re.match(rf"^(?P<p>[A-Z][^\s']*)\s+{verb}\s+(?P<target>.+?)\s+with\s+(?P<group>.+)$", s)
    if m and m["p"] in ctx.players:
        _mission(ctx, ctx.player(m["p"]), m["target"], m["group"])
        return True
    m = re.match(rf"^(?P<p>[A-Z][^\s']*)\s+{verb}\s+with\s+(?P<group>.+?)\s+(?:against|on|at)\s+(?P<target>.+)$", s)
    if m and m["p"] in ctx.players:
        _mission(ctx, ctx.player(m["p"]), m["target"], m["group"])
        return True
    if m := re.match(
        r"^(?P<p>[A-Z][^\s']*)\s+(?:sends|sent)\s+(?P<group>.+?)\s+(?:to\s+attack|against|on\s+a\s+"
        r"mission\s+against|after)\s+(?P<target>.+)$",
        s,
    ):
        _mission(ctx, ctx.player(m["p"]), m["target"], m["group"])
        return True
    if m := re.match(r"^(?P<target>.+?)\s+(?:is|was|gets|got)\s+attacked\s+by\s+(?P<group>.+)$", s, re.I):
        _mission(ctx, None, m["target"], m["group"])
        return True
    if m := re.match(rf"^(?P<group>.+?)\s+{verb}\s+(?P<target>.+)$", s, re.I):
        _mission(ctx, None, m["target"], m["group"])
        return True
    return False


def block(ctx: Context, s: str) -> bool:
    """``Melissa blocks with Jenny.`` / ``Jenny blocks the Raider.`` / ``Melissa doesn't block.``"""
    if re.match(
        r"^(?:\S+\s+(?:does|did)(?:\s+not|n['’]t)\s+block|(?:nobody|no\s+one)\s+blocks?|no\s+blocks?"
        r"|(?:it|the\s+attack|the\s+mission)\s+is\s+(?:not\s+blocked|unblocked))(?:\s.*)?$",
        s,
        re.I,
    ):
        return True  # unblocked is the default
    if ctx.attacker is None:
        return False
    defender = ctx.other(ctx.attacker)
    passive = re.match(r"^.+?\s+(?:is|was|gets|got)\s+blocked\s+by\s+(?P<group>.+)$", s, re.I)
    if passive:
        ids = [ctx.ref(g, defender) for g in split_list(passive["group"])]
        ctx.subject = defender
        ctx.emit(f"{quote_player(defender)} blocks with {' and '.join(ids)}.")
        return True
    verb = r"(?:blocks|blocked|block)"
    m = re.match(rf"^(?P<p>[A-Z][^\s']*)\s+{verb}\s+(?:.+?\s+)?with\s+(?P<group>.+)$", s)
    if m and m["p"] in ctx.players:
        player = ctx.player(m["p"])
        ids = [ctx.ref(g, player) for g in split_list(m["group"])]
        ctx.emit(f"{quote_player(player)} blocks with {' and '.join(ids)}.")
        return True
    if m := re.match(rf"^(?P<group>.+?)\s+{verb}(?:\s+(?P<what>.+))?$", s, re.I):
        ids = [ctx.ref(g, defender) for g in split_list(m["group"])]
        ctx.subject = defender
        ctx.emit(f"{quote_player(defender)} blocks with {' and '.join(ids)}.")
        return True
    return False


def belongs(ctx: Context, s: str) -> bool:
    """``The Sunder belongs to Melissa.`` / ``The Sunder is Melissa's.``"""
    m = re.match(r"^(?P<card>.+?)\s+(?:belongs|belonged)\s+to\s+(?P<p>[^\s']+)$", s, re.I)
    m = m or re.match(r"^(?P<card>.+?)\s+(?:is|was)\s+(?P<p>[^\s']+)['’]s$", s, re.I)
    if m is None or m["p"] not in ctx.players:
        return False
    ctx.card(m["card"], ctx.player(m["p"]))
    return True


def include(ctx: Context, s: str) -> bool:
    """``Melissa includes Brick in the battle.``"""
    m = re.match(r"^(?P<p>[A-Z][^\s']*)\s+(?:includes|included)\s+(?P<card>.+?)(?:\s+in\s+the\s+battle)?$", s)
    if m is None or m["p"] not in ctx.players:
        return False
    ctx.player(m["p"])
    ctx.ref(m["card"], m["p"])
    ctx.emit("The target joins the battle.")
    return True


def play(ctx: Context, s: str) -> bool:
    """``Melissa plays Move to Partial Cover on the Sunder.`` (the card is put in her hand when not said before)."""
    m = re.match(
        r"^(?:then\s+)?(?P<p>[A-Z][^\s']*|she|he|they)\s+(?:then\s+)?(?:plays|played|play)\s+(?P<card>.+?)"
        r"(?:\s+(?:on|onto|on\s+to|targeting|for)\s+(?P<targets>.+))?$",
        s,
        re.I,
    )
    if m is None or re.search(r"\banswering\b|\d+\s+(?:for|at)\s", s, re.I):
        return False
    player = ctx.player(m["p"])
    named_before = ctx.last_card
    card = ctx.card(m["card"], player)
    if not isinstance(card, Card):
        raise ctx.error(f"{m['card']!r} is not a card to play")
    ctx.last_card = named_before  # "on it": the card named before the one played
    if card.zone is None and card.desc is None:
        card.zone = "hand"
    chosen = [ctx.ref(t, None, stockpile=True) for t in split_list(m["targets"])] if m["targets"] else []
    ctx.emit(f"{quote_player(player)} plays {card.id}{' on ' + ' and '.join(chosen) if chosen else ''}.")
    return True


_OPTION = r"(?P<opt>jump(?:s|ed)?|overheat(?:s|ed)?|alpha[ -]stri(?:kes?|ked|uck))"


def option(ctx: Context, s: str) -> bool:
    """``Hawk jumps.`` / ``Raider alpha strikes.`` / ``Raider uses its Jump.`` / ``Brian jumps with Raider.``"""
    m = re.match(rf"^(?P<card>.+?)\s+(?:uses\s+(?:its\s+|his\s+|her\s+)?)?{_OPTION}(?:\s+option)?$", s, re.I)
    player = None
    if m is None:
        m = re.match(rf"^(?P<p>[A-Z][^\s']*)\s+{_OPTION}\s+with\s+(?P<card>.+)$", s, re.I)
        if m is None or m["p"] not in ctx.players:
            return False
        player = ctx.player(m["p"])
    if player is None and m["card"] in ctx.players:
        return False
    card = ctx.card(m["card"], player)
    if not isinstance(card, Card):
        return False
    word = m["opt"].casefold()
    name = "Jump" if word.startswith("jump") else "Overheat" if word.startswith("overheat") else "Alpha Strike"
    ctx.subject = card.owner
    ctx.emit(f"{quote_player(card.owner)} uses {name} with {card.id}.")
    return True


def missiles(ctx: Context, s: str) -> bool:
    """``Brian fires Archer's 2 missiles at Melissa's Stockpile.`` / ``Archer fires its missile at Melissa's
    Stockpile.`` / ``Brian fires the missile at Melissa's Stockpile.``"""
    m = re.match(
        r"^(?P<who>.+?)\s+(?:fires|fired)\s+(?:(?P<of>[^\s']+(?:\s[^\s']+)*?)['’]s\s+|its\s+|his\s+|her\s+"
        r"|the\s+|both\s+)?(?:(?P<n>\d+)\s+)?(?P<word>missiles?)\s+at\s+(?P<target>.+)$",
        s,
        re.I,
    )
    if m is None:
        return False
    who = m["who"]
    if who in ctx.players:
        player: str | None = ctx.player(who)
        named = m["of"]
    else:
        player, named = None, who
    if named is not None:
        card = ctx.card(named, player)
    else:
        assert player is not None
        armed = [
            c
            for c in ctx.registry.cards
            if c.owner == player and c.desc and any(t.startswith("Missile") for t in c.desc.text)
        ]
        if len(armed) != 1:
            raise ctx.error(f'whose missiles does {player} fire? say "{player} fires <Unit>\'s missiles at ..."')
        card = armed[0]
    if not isinstance(card, Card):
        return False
    count = m["n"]
    if count is None:
        carried = [int(t.split()[1]) for t in (card.desc.text if card.desc else []) if re.match(r"Missile \d+$", t)]
        if m["word"].casefold() == "missile":
            count = "1"
        elif len(carried) == 1:
            count = str(carried[0])
        else:
            raise ctx.error(f'how many missiles does {card.label()} fire? say "fires 2 missiles at ..."')
    target = ctx.ref(m["target"], ctx.other(card.owner), stockpile=True)
    ctx.subject = card.owner
    ctx.emit(f"{quote_player(card.owner)} uses Missile with {card.id}, {count} at {target}.")
    return True


def assign(ctx: Context, s: str) -> bool:
    """``Sunder deals 3 damage to Raider.`` / ``Brian assigns Raider's 7 damage to Sunder.``"""
    m = re.match(
        r"^(?P<card>.+?)\s+(?:deals|dealt|does|did|assigns|assigned)\s+(?:its\s+|all\s+(?:of\s+)?its\s+)?"
        r"(?P<n>\d+)?\s*(?:points?\s+of\s+)?(?:damage)?\s*to\s+(?P<target>.+)$",
        s,
        re.I,
    )
    if m is None:
        return False
    subject = m["card"]
    possessed = re.match(
        r"^(?P<p>[A-Z][^\s']*)\s+assigns\s+(?P<card>.+?)['’]s\s+(?P<n>\d+\s+)?damage\s+to\s+"
        r"(?P<target>.+)$",
        s,
    )
    if possessed and possessed["p"] in ctx.players:
        subject, number, target = possessed["card"], possessed["n"], possessed["target"]
    else:
        number, target = m["n"], m["target"]
    if subject in ctx.players:
        return False
    card = ctx.card(subject, None)
    if not isinstance(card, Card):
        return False
    if number is None:
        raise ctx.error(
            f'how much of {card.label()}\'s damage goes to {target}? say "{subject} deals <n> damage to {target}"'
        )
    recipient = ctx.ref(target, ctx.other(card.owner), stockpile=True)
    ctx.subject = card.owner
    ctx.emit(f"{quote_player(card.owner)} assigns {number.strip()} damage from {card.id} to {recipient}.")
    return True


def dice(ctx: Context, s: str) -> bool:
    """``The die shows 5.`` / ``Brian rolls a 6 and a 2.`` / ``The dice roll 6, then 2.``"""
    m = re.match(
        r"^(?:(?:the\s+)?(?:die|dice)\s+(?:shows?|rolls?|rolled|comes?\s+up|came\s+up|is|are|were|was)|"
        r"(?P<p>[A-Z][^\s']*)\s+(?:rolls?|rolled))\s+(?P<nums>.+)$",
        s,
        re.I,
    )
    if m is None:
        return False
    numbers = re.split(r"\s*(?:,\s*then|,\s*and|,|and\s+then|then|and)\s*", re.sub(r"\b(?:a|an)\s+", "", m["nums"]))
    if not all(re.fullmatch(r"[1-6]", n) for n in numbers):
        return False
    ctx.emit(f"The dice roll {', then '.join(numbers)}.")
    return True


CONSTRUCTIONS: tuple[Construction, ...] = (
    assets,
    stockpile,
    belongs,
    has_cards,
    include,
    play,
    block,
    missiles,
    assign,
    option,
    attack,
    is_sentence,
    dice,
)


# --- the whole text ------------------------------------------------------------------------------------------------


def _parenthesised_assets(ctx: Context, body: str) -> str:
    """``Brian (Tactics) attacks ...``: the player's assets said in passing, taken out of the sentence."""
    for player in ctx.players:
        pattern = rf"\b{re.escape(player)}\s*\(\s*(?:has\s+)?{_ASSETS}\s*\)"
        for found in re.finditer(pattern, body, re.I):
            assets(ctx, f"{player} has {found['assets']}")
        body = re.sub(pattern, player, body, flags=re.I)
    return body


def clauses(body: str, players: list[str]) -> list[str]:
    """A sentence's clauses: it is cut at ``, and``, ``and then``, ``, then`` and ``;`` where a player (or "he",
    "she", "they") starts the next one ("Raider attacks Sunder, and Melissa plays Move to Partial Cover on it")."""
    if not players:
        return [body]
    who = "|".join(re.escape(p) for p in players)
    cut = re.compile(rf"\s*(?:;|,?\s+and(?:\s+then)?|,\s*then|,\s*so)\s+(?=(?:then\s+)?(?:{who}|she|he|they)\s)", re.I)
    parts: list[str] = []
    start = 0
    for match in cut.finditer(body):
        left = body[start : match.start()]
        if "," in match.group() or "then" in match.group() or len(left.split()) >= 3:
            parts.append(left)
            start = match.end()
    parts.append(body[start:])
    return [part.strip(" ,") for whole in parts for part in whole.split(";") if part.strip(" ,")]


def _place_clause(ctx: Context, clause: str) -> bool:
    clause = re.sub(r"^then\s+", "", clause, flags=re.I)
    if _PRONOUN_SUBJECT.match(clause) and (acting := ctx.subject) is not None:
        clause = re.sub(r"^(?:she|he|they)\b", acting, clause, flags=re.I)
    return any(construction(ctx, clause) for construction in CONSTRUCTIONS)


def players_of(told: list[Sentence]) -> list[str]:
    """The players: those of ``The players are ...``, else every name that owns something ("Melissa's Sunder") or
    does what only a player does ("Brian plays ...", "Brian attacks ... with ..."), in the order they first come."""
    for sentence in told:
        if m := re.match(r"^the players are (?P<a>\S+) and (?P<b>\S+?)\.$", sentence.text, re.I):
            return [m["a"], m["b"]]
    found: list[str] = []
    for sentence in told:
        if m := _PLAYER_SUBJECT.match(sentence.text):
            found += [n for n in (m["p"], m["q"]) if n and n.casefold() not in _NOT_PLAYERS]
        if m := re.search(r"\b(?:belongs|belonged)\s+to\s+(?P<p>[A-Z][\w-]*)", sentence.text):
            found.append(m["p"])
        for owner in _POSSESSIVE.finditer(sentence.text):
            if not _NOT_AN_OWNER.match(sentence.text, owner.end()):
                found.append(owner["name"])
    return list(dict.fromkeys(found))


def _learn(ctx: Context, text: str) -> None:
    """The card a controlled-English sentence passed through as it is introduces ("Melissa has a Mission card Cover
    with text ..."), so that everyday sentences after it name the same card."""
    from judge.bttcg.scenario_text_reader import Reader

    try:
        read = Reader().transform(lalr_parser("scenario").parse(text))
    except (UnexpectedInput, VisitError):
        return  # the whole text's reading says what is wrong with it
    for said in read:
        if said.kind == "card" and said.subject in ctx.players and said.values["head"].get("name"):
            head = said.values["head"]
            ctx.registry.external(head["name"], said.subject, head.get("id"))


def _canonical_alone(text: str) -> bool:
    try:
        lalr_parser("scenario").parse(text)
    except UnexpectedInput:
        return False
    return True


def naturalise(text: str) -> Naturalised:
    """``text`` told in everyday English, as controlled English line for line.

    :raises NaturalError: for a sentence no construction places and that is not controlled English either (its line,
        column and why), or a card phrase that cannot be placed.
    """
    told = sentences(text)
    for sentence in told:
        if len(sentence.text) > MAX_SENTENCE:
            raise NaturalError(
                f"a sentence of {len(sentence.text):,} characters (at most {MAX_SENTENCE:,}): is a full stop missing?",
                sentence.line,
                sentence.column,
            )
    players = players_of(told)
    if len(players) > 2:
        raise NaturalError(f"more than two players are named: {', '.join(players)} (a scenario has two)", told[0].line)
    ctx = Context(players)
    questions: list[Sentence] = []
    read_as: list[tuple[int, str, str]] = []
    explicit_players = False
    for sentence in told:
        ctx.sentence = sentence
        body = sentence.text.rstrip(".?! ").strip()
        before = sum(len(v) for v in ctx.out.values())
        if sentence.question:
            questions.append(sentence)
            continue
        if re.match(r"^the players are\b", body, re.I):
            explicit_players = True
            ctx.emit(sentence.text)
            continue
        if _PRONOUN_SUBJECT.match(body) and (acting := ctx.subject) is not None:
            body = re.sub(r"^(then\s+)?(?:she|he|they)\b", lambda m: (m[1] or "") + acting, body, flags=re.I)
        ctx.speaker = None
        body = _parenthesised_assets(ctx, body)
        parts = clauses(body, players)
        saved = ctx.snapshot()
        failure: NaturalError | None = None
        try:
            placed = all(_place_clause(ctx, part) for part in parts)
        except NaturalError as exc:
            placed, failure = False, exc
        if placed:
            emitted = [t for v in ctx.out.values() for t in v][before:]
            read_as.append((sentence.line, sentence.text, " ".join(emitted)))
            continue
        ctx.restore(saved)  # nothing of a sentence half placed stays
        if _canonical_alone(sentence.text):
            ctx.emit(sentence.text)
            _learn(ctx, sentence.text)
            continue
        if failure is not None:
            if failure.line is not None:
                raise failure
            raise ctx.error(failure.message, failure.suggestion) from None
        error = ctx.error(
            f"cannot place the sentence {sentence.text!r}: it is none of the forms the reader knows (README, "
            "'Everyday English')",
            suggest(sentence.text),
        )
        error.unplaced = True
        error.span = ((sentence.line, sentence.column), sentence.end)
        raise error
    if questions:
        ctx.sentence = questions[0]
        asked = " ".join(q.text for q in questions)
        ctx.emit(f"The question is {json.dumps(asked, ensure_ascii=False)}.")
    for line, card_sentences in ctx.registry.sentences().items():
        ctx.out[line] = card_sentences + ctx.out.get(line, [])
    if not explicit_players and ctx.attacker is not None and len(players) == 2:
        order = [ctx.attacker, ctx.other(ctx.attacker)]  # the attacker is the active player (rulebook p.23)
        first = min(ctx.out) if ctx.out else 1
        ctx.out.setdefault(first, []).insert(0, f"The players are {' and '.join(map(quote_player, order))}.")
    last = max([*ctx.out, text.count("\n") + 1])
    lines = [" ".join(ctx.out.get(n, [])) for n in range(1, last + 1)]
    return Naturalised("\n".join(lines) + "\n", read_as)


__all__ = ["CONSTRUCTIONS", "NaturalError", "Naturalised", "naturalise", "sentences"]


def read_natural(text: str, controlled: ScenarioError, read: Callable[[str], TextDocument]) -> TextDocument:
    """``text`` read as everyday English, after it did not read as controlled English (``controlled``: why not).

    :raises ScenarioError: the everyday reading's error when some sentence could not be placed or a card phrase is
        incomplete; the controlled reading's error when the text has no everyday sentence at all.
    """
    everyday = _EVERYDAY.search(text) or "stockpile" in controlled.reason.casefold()  # a player named only so
    if not getattr(controlled, "syntax", False) and (controlled.field is None or not everyday):
        # the text reads as controlled English and says something impossible, or names a card that is not there:
        # that is the answer
        raise controlled
    try:
        natural = naturalise(text)
    except NaturalError as exc:
        at = (controlled.line or 0, getattr(controlled, "column", None) or 1)
        if exc.unplaced and exc.span[0] <= at <= exc.span[1]:
            raise controlled from None  # the controlled reading says best what is wrong with the sentence
        raise
    if not natural.read_as:
        raise controlled
    try:
        doc = read(natural.text)
    except ScenarioError as exc:
        told = next((t for line, t, _c in natural.read_as if line == exc.line), None)
        if told is None:
            raise
        said = next(c for line, _t, c in natural.read_as if line == exc.line)
        raise ScenarioError(f"{exc.reason} (the sentence {told!r}, read as {said!r})", exc.line, exc.field) from None
    doc.read_as = natural.read_as
    return doc
