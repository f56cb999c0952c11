"""Other card games' words for this game's things, as designers used to those games write custom cards (issue
18): each pass maps a wording only where its meaning in this game is the same and certain, and each is gated by
the words it needs (one quick search of the text before the pattern's work). The rulebook's words the grammar reads:

- a player's "graveyard" or "discard pile" is his or her Scrapheap (rulebook glossary, Scrapheap: "A card that you
  scrap, or remove from play, goes into your Scrapheap"); a player's "library" or "deck" in play is his or her
  Stockpile (rulebook, Playing Area: the deck shuffled face down is the Stockpile; "deck" before the words of deck
  construction keeps its meaning: "your deck may contain ...");
- "both players" / "all players" doing a thing is "each player" doing it (rulebook p.9: each player does it in turn);
  "their" after a single player ("Each player scraps the top card of their Stockpile") is "his or her";
- "Tap for {R}" is "{T}: {R}" (rulebook glossary, Tap);
- "sacrifice this card" is scrapping it (the card's controller puts it into his or her Scrapheap);
- "mill N" is scrapping the top N cards of a Stockpile (rulebook, "Object of the Game": cards scrapped from the top);
- "take control" is "gain control"; "You control <that card> until ..." is "Gain control of <that card> until ...";
- on a Unit, "this 'Mech enters play" is the card itself coming into play ("When ~ comes into play");
- "Each time" or "Every time" opening a sentence is "Whenever".

The passes keep every character's column (:func:`judge.cardtext.normalize._sub`), so errors quote the printed words.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_SENTENCE_START = r"(?:(?<=^)|(?<=[.!?] )|(?<=[.!?]\n)|(?<=\n)|(?<=: ))"

SCRAPHEAP_WORDS = re.compile(r"\b(?:[Gg]raveyard|[Dd]iscard [Pp]ile)s?\b")
SCRAPHEAP_GATE = ("raveyard", "iscard pile", "iscard Pile")

_POSSESSOR = (
    r"your|his or her|their|its owner's|their owners'|(?:that|each|any|a|target) player's"
    r"|(?:your |an |that |target )?opponent's"
)
STOCKPILE_WORDS = re.compile(
    r"\b(?P<whose>"
    + _POSSESSOR
    + r"|[Yy]our) (?:[Ll]ibrary|(?<!\bin your )(?<!\bin their )(?<!\bin his or her )[Dd]eck)\b"
    r"(?! (?:construction|may|can|cannot|must|contains?|is|has|list|of)\b)"
)
"""A player's deck in play ("the top card of your deck", "shuffle your library"); not the deck of deck construction
("in your deck", "your deck may contain")."""
STOCKPILE_GATE = ("ibrary", " deck", " Deck")

_PLAYER_VERBS = (
    "draw|scrap|discard|restock|search|shuffle|return|put|untap|tap|gain|reveal|lose|look|choose|may|cannot|must"
)
BOTH_PLAYERS = re.compile(
    r"(?:\b(?P<both>[Bb]oth|[Aa]ll) players |(?P<conj>,? and |, then |,? and then ))(?P<verb>" + _PLAYER_VERBS + r")\b"
)
BOTH_PLAYERS_GATE = ("oth players", "ll players")
_BOTH = re.compile(r"\b(?:[Bb]oth|[Aa]ll) players (?:" + _PLAYER_VERBS + r")\b")


def each_player(match: re.Match[str]) -> str:
    """ "Both players draw" → "Each player draws" (the verb agreeing with its new subject), and the verbs joined to
    it in the same sentence ("..., then draw five cards" → "..., then draws five cards")."""
    verb = match.group("verb")
    if verb not in ("may", "cannot", "must"):
        verb += "es" if verb.endswith(("sh", "ch")) else "s"
    if match.group("conj") is not None:
        text = match.string
        start = max((stop.end() for stop in _SENTENCE_STOP.finditer(text, 0, match.start())), default=0)
        if verb in ("may", "cannot", "must") or not _BOTH.search(text, start, match.start()):
            return match.group(0)  # not after "both players" in the same sentence: left as printed
        return match.group("conj") + verb
    return ("E" if match.group("both")[0].isupper() else "e") + "ach player " + verb


THEIR = re.compile(
    r"\btheir (?:(?P<zone>(?:own )?(?:hand|Stockpile|Scrapheap))s?\b"
    r"|(?=(?:own )?(?:cards?|Units?|(?:Omni)?'Mechs?|Vehicles?)\b))"
)
_SINGLE_PLAYER = re.compile(
    r"(?:\b(?:[Ee]ach|[Tt]arget|[Aa]n?|[Aa]ny|[Tt]hat) (?:player|opponent)|\b[Yy]our opponent)\b(?![\w'])"
)
_SENTENCE_STOP = re.compile(r"[.!?]\s")


def his_or_her(match: re.Match[str]) -> str:
    """ "their" → "his or her" where a single player is the subject before it in the same sentence ("Each player
    scraps the top card of their Stockpile"); otherwise (a plural subject: "Opponents scrap cards from their hands")
    left as printed."""
    text = match.string
    start = max((stop.end() for stop in _SENTENCE_STOP.finditer(text, 0, match.start())), default=0)
    if not _SINGLE_PLAYER.search(text, start, match.start()):
        return match.group(0)
    # each player has one hand, one Stockpile, one Scrapheap ("shuffle their hands into their Stockpiles")
    return "his or her " + (match.group("zone") or "")


TAP_FOR = re.compile(_SENTENCE_START + r"(?:Tap(?: (?:~|this card))? (?:for|to add|to produce|to gain):?) (?=\{R\})")
SACRIFICE_SELF = re.compile(r"\b([Ss])acrifice(?= ~(?:[:,.]| to\b))")
MILL = re.compile(
    r"\b(?P<verb>[Mm]ill)(?P<s>s)? (?P<count>a|an|one|two|three|four|five|six|[0-9]+) cards?\b"
    r"(?! from\b)"
)


def mill(match: re.Match[str]) -> str:
    """ "Mill two cards." → "Scrap the top two cards of your Stockpile."; "Each player mills a card." → "... scraps
    the top card of his or her Stockpile."."""
    count = match.group("count")
    cards = "card" if count in ("a", "an", "one", "1") else f"{count} cards"
    scrap = "S" if match.group("verb")[0] == "M" else "s"
    if match.group("s"):
        return f"{scrap}craps the top {cards} of his or her Stockpile"
    return f"{scrap}crap the top {cards} of your Stockpile"


TAKE_CONTROL = re.compile(r"\b([Tt])ake(s)? control of\b")


def take_control(match: re.Match[str]) -> str:
    return ("G" if match.group(1) == "T" else "g") + "ain" + (match.group(2) or "") + " control of"


YOU_CONTROL_UNTIL = re.compile(
    _SENTENCE_START + r"You control(?= (?:that|target|it\b|one|a|an)[^.]*? (?:until|for the rest of|this turn)\b)"
)
THIS_MECH_ENTERS = re.compile(r"\b[Tt]his '?Mech(?= (?:comes|enters) (?:into )?play\b)")


THE_REST = re.compile(
    r"(?P<and>\band )?\bthe (?:rest|others|other cards|remaining ones)(?: of (?:them|those cards|the cards))?"
    r"(?= (?:back|on (?:the )?(?:top|bottom)|in any order)\b)"
)
"""The cards looked at that are left, in other words ("put one into your hand and the rest on the bottom of your
Stockpile in any order", "return the others in any order"): the rulebook's "the remaining cards"; an elided "put"
after "and" written out."""


def the_remaining(match: re.Match[str]) -> str:
    return ("and put " if match.group("and") else "") + "the remaining cards"


MOVE_PILOT = re.compile(r"\b([Mm])ove (?:a|target|one) Pilot from\b")
"""Moving a Pilot from one 'Mech to another: the rulebook's reassigning a Pilot (p.18, Deploy Phase: "You can also
reassign Pilots between 'Mechs")."""


def reassign(match: re.Match[str]) -> str:
    return ("R" if match.group(1) == "M" else "r") + "eassign a Pilot from"


EXILE = re.compile(r"\b(?P<e>[Ee])xile (?P<what>(?:(?:target|a|an|one|that|it|this)\b|~)[^.;,:()]*?)(?=\.(?:\s|$))")
"""Other games' "exile" (an older wording of theirs: "remove from the game") for the rulebook's removing a card from
the game; not where it ends ("exile it until ...", "exile ..., then return it"): only a sentence that ends after it."""


def remove_from_game(match: re.Match[str]) -> str:
    what = match.group("what")
    if re.search(r"\b(?:until|return|returns|for as long)\b", what) or match.string[match.end() :].lstrip(
        ". "
    ).lower().startswith(("return", "at the end", "when ", "until")):
        return match.group(0)
    return ("R" if match.group("e") == "E" else "r") + f"emove {what} from the game"


ANY_PLAYERS_STOCKPILE = re.compile(r"\b(?:[Aa]ny|[Tt]arget|[Aa]) player's Stockpile\b")
"""A Stockpile of the player chosen: the rulebook's "any Stockpile" (a card says who chooses: its controller)."""


EACH_TIME = re.compile(_SENTENCE_START + r"(?:Each|Every) time(?= )")
""" "Each time ~ attacks, ..." opening a sentence is the rulebook's "Whenever ~ attacks, ..." (a trigger that
fires on every such event)."""


Replacement = str | Callable[[re.Match[str]], str]


def _stockpile(match: re.Match[str]) -> str:
    return match.group("whose") + " Stockpile"


PASSES: tuple[tuple[re.Pattern[str], Replacement, str | tuple[str, ...], str | None], ...] = (
    (SCRAPHEAP_WORDS, "Scrapheap", SCRAPHEAP_GATE, None),
    (THE_REST, the_remaining, ("the rest", "the others", "the other cards", "the remaining ones"), None),
    (STOCKPILE_WORDS, _stockpile, STOCKPILE_GATE, None),
    (MILL, mill, ("Mill", "mill"), None),
    (BOTH_PLAYERS, each_player, BOTH_PLAYERS_GATE, None),
    (THEIR, his_or_her, "their ", None),
    (TAP_FOR, "{T}: ", "Tap ", None),
    (SACRIFICE_SELF, r"\1crap", "acrifice", None),
    (TAKE_CONTROL, take_control, ("ake control", "akes control"), None),
    (MOVE_PILOT, reassign, " Pilot from", None),
    (EXILE, remove_from_game, "xile ", None),
    (ANY_PLAYERS_STOCKPILE, "any Stockpile", "player's Stockpile", None),
    (YOU_CONTROL_UNTIL, "Gain control of", "You control", None),
    (THIS_MECH_ENTERS, "~", "Mech comes into play", "Unit"),
    (EACH_TIME, "Whenever", ("Each time ", "Every time "), None),
)
"""Each pass: its pattern, its replacement, the words every match holds, and the only card type it applies to
(``None``: every card)."""


ANY_WORDS: tuple[str, ...] = tuple(
    dict.fromkeys(
        piece
        for _pattern, _replacement, needs, _only_on in PASSES
        for piece in ((needs,) if isinstance(needs, str) else needs)
    )
)
"""Every word one of :data:`PASSES` needs: whether any is in a text decides whether any pass is looked for (plain
substring searches: cheaper than one pattern of them all)."""
