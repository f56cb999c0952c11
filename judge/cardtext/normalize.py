"""Card text made ready for the grammar, with a map back to the printed text's columns.

The printings differ in typography (curly apostrophes, ``{T}:Deal``, ``+1 armor.)AP``) and a card names itself in
its text ("Scrap Ambush! when it is revealed"). Normalising replaces the card's own name by ``~`` and evens out the
typography; every character of the result remembers where it came from, so errors point into the printed text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from judge.cards.names import split_code
from judge.cardtext import normalize_costs as costs
from judge.cardtext import normalize_games as games
from judge.cardtext import normalize_keywords as keywords


@dataclass(frozen=True)
class Normalized:
    text: str
    origin: tuple[int, ...]
    """``origin[i]`` is the index in the printed text of ``text[i]``; one extra entry for the end."""

    def position(self, index: int) -> int:
        return self.origin[min(max(index, 0), len(self.origin) - 1)]


def _sub(
    current: Normalized,
    pattern: re.Pattern[str],
    replacement: str | Callable[[re.Match[str]], str],
    needs: str | tuple[str, ...] = "",
) -> Normalized:
    """``pattern`` replaced in ``current``; ``needs`` is a piece of text every match holds, or pieces one of which
    every match holds (most patterns find nothing in most texts: looking for a piece is cheaper than for the
    pattern)."""
    text = current.text
    if isinstance(needs, str):
        if needs not in text:
            return current
    elif not _holds_any(text, needs):
        return current
    if pattern.search(text) is None:
        return current
    matches = list(pattern.finditer(current.text))
    pieces: list[str] = []
    origin: list[int] = []
    last = 0
    for match in matches:
        pieces.append(current.text[last : match.start()])
        origin.extend(current.origin[last : match.start()])
        if callable(replacement):
            new = replacement(match)
        else:
            new = match.expand(replacement) if "\\" in replacement else replacement
        pieces.append(new)
        origin.extend([current.origin[match.start()]] * len(new))
        last = match.end()
    pieces.append(current.text[last:])
    origin.extend(current.origin[last:])
    return Normalized("".join(pieces), tuple(origin))


def _holds_any(text: str, pieces: tuple[str, ...]) -> bool:
    """Whether ``text`` holds one of ``pieces`` (a plain loop: cheaper than ``any`` over a generator, and than one
    pattern of them all, for the few short pieces of a gate; most texts hold none)."""
    for piece in pieces:  # noqa: SIM110 (the loop is the point: see above)
        if piece in text:
            return True
    return False


def self_names(name: str | None) -> list[str]:
    """The ways a card names itself: its full name and, for a 'Mech with a model code, the name before it
    (``Atlas (AS7-D)`` is "Atlas" in its own text, and so is ``Atlas Revised (AS7-K)``); each also with the
    spellings the printings vary in: ``Mech``/``'Mech``, a run-together name split at its capital (``UrbanMech`` is
    "Urban Mech", ``DropShip`` is "Drop Ship"), and a name ending in 'Mech without it (``Zorblax 'Mech`` is
    "Zorblax")."""
    if not name:
        return []
    names = [name]
    stem, code = split_code(name)
    if code and stem not in names:
        names.append(stem)
    # a model code printed without parentheses ("Atlas AS7-D" is "Atlas"), and an OmniMech's configuration ("Kit Fox
    # A", "Mad Cat Prime" are "Kit Fox", "Mad Cat": the chassis, as the rulings name OmniMechs)
    for short in (_BARE_CODE.sub("", stem), _OMNI_CONFIGURATION.sub("", stem)):
        if short != stem and len(short) >= 3 and short not in names:
            names.append(short)
    # "Atlas Revised (AS7-K)" calls itself "Atlas"
    if stem.endswith(" Revised"):
        names.append(stem.removesuffix(" Revised"))
    for own in list(names):
        spellings = {
            re.sub(r"(?<=[a-z])(?=[A-Z])", " ", own),
            re.sub(r"(?<![\w'])Mech", "'Mech", own),
            own.replace("'Mech", "Mech"),
        }
        if own.endswith(" 'Mech") and own.removesuffix(" 'Mech").strip():
            spellings.add(own.removesuffix(" 'Mech"))
        names.extend(sorted(s for s in spellings if s not in names))
    return sorted(names, key=len, reverse=True)


_BARE_CODE = re.compile(r"(?<=\S) (?=[A-Z0-9-]*[0-9])[A-Z0-9]{1,5}-[A-Z0-9-]{1,8}$")
"""A model code after the name, not in parentheses: letters and digits with a hyphen, at least one digit."""
_OMNI_CONFIGURATION = re.compile(r"(?<=\S) (?:Prime|[A-H])$")
"""An OmniMech configuration after its chassis's name (rulebook, OmniMechs: Prime, A, B, ...)."""


@lru_cache(maxsize=8192)
def _own_name(own: str) -> re.Pattern[str]:
    """The pattern of one spelling of the card's name: a name of several words in any case (``Jump into Cover`` is
    also "Jump Into Cover"). Compiled once per spelling: a pool's names are more patterns than ``re`` keeps."""
    # the name's possessive is the card's too ("Kestrel Vane's 'Mech" is "~'s 'Mech")
    pattern = r"(?<![\w'])" + re.escape(own) + r"(?![\w]|'(?!s\b))"
    return re.compile(f"(?i:{pattern})" if " " in own.strip() else pattern)


_REMINDER_AFTER_STOP = re.compile(r"\.(?= \([^()\n]*\.\)[ \t]*(?:\n|$))")
_KEYWORD_BEFORE_STOP = re.compile(
    r"(?:\bECM|\bC3|\bNARC|\bNarc|\bAP|Anti-[Mm]issile"
    # every keyword of keywords.lark, its reminder after its full stop ("VTOL. (Only guarding ...)")
    r"|\bVTOL|\bVehicle|Battle Armor|\bUnique|Long-Range \d|Hand-to-Hand \d|\bTactics|\bAssembly|\bLogistics"
    r"|\bMunitions)$"
)
"""The full stop of a sentence ending on a keyword, before the keyword's reminder at the end of its line."""


def _stop_before_reminder(match: re.Match[str]) -> str:
    before = match.string[max(match.start() - 16, 0) : match.start()]
    return "" if _KEYWORD_BEFORE_STOP.search(before) else match.group(0)


_TYPOGRAPHY = str.maketrans({"’": "'", "‘": "'", "`": "'", "–": "-", "−": "-"})
"""Curly apostrophes and dashes: one character for one, so every character keeps its column."""
_QUESTION_MECH = re.compile(r"\?(?=Mech)")
_TAP_IN_PARENTHESES = re.compile(r"(?:(?<=^)|(?<=[\s,]))\(T\)(?=[:,\s])")
_NOT_APPLICABLE = re.compile(r"^\s*\(?n/a\)?\s*$")
_THIS_CARD = re.compile(r"\b[Tt]his (?:card|Unit|Vehicle|Battle Armor)\b")
"""The card naming itself by its kind ("this card", "This Unit gets ..."); "this 'Mech" the grammar reads itself."""
_NO_SUBJECT = re.compile(
    r"(?:(?<=^)|(?<=[.!?] )|(?<=[.!?]\n)|(?<=\n)|(?<=: ))"
    r"(Gets|Gains|Has|Cannot|Can|May|Must|Is|Deals|Does|Receives|Ignores|Untaps)(?= )"
)
"""A sentence with no subject, as designers write a Unit's own abilities ("Gets +1 armor while guarding.", "Can't be
blocked by slow Units."): the card is its subject."""
_NO_SUBJECT_WORDS = (
    "Gets",
    "Gains",
    "Has",
    "Can",
    "May",
    "Must",
    "Is",
    "Deals",
    "Does",
    "Receives",
    "Ignores",
    "Untaps",
)
_SYMBOL_RUN_ON = re.compile(r"(\{[TR]\})(?=[^\s,:{])")
_COLON_RUN_ON = re.compile(r":(?=[^\s])")
_PLUS_RUN_ON = re.compile(r"(?<=\S)\+(?=\d)")
_REMINDER_RUN_ON = re.compile(r"\.\)(?=\S)")
_BRANCH_RUN_ON = re.compile(r"(?<=[a-z)'])\.(?=[1-6](?: ?- ?[1-6])?:)")
_EXAMPLE = re.compile(r"[ \t]*\(For example, [^()\n]*\)")
_BLANKS = re.compile(r"[ \t][ \t]+|\t")
_CONTRACTIONS = {"ca": "cannot", "does": "does not", "do": "do not", "is": "is not", "are": "are not"}
_CONTRACTIONS |= {"did": "did not", "was": "was not", "were": "were not", "has": "has not", "won": "will not"}
_CONTRACTION = re.compile(r"\b(?i:(ca|does|do|is|are|did|was|were|has|wo))n't\b")
"""The contractions players and designers write ("can't be blocked", "doesn't untap"): the words the grammar reads,
the first letter's case kept ("Can't" → "Cannot")."""


_SENTENCE_START = r"(?:(?<=^)|(?<=[.!?] )|(?<=[.!?]\n)|(?<=\n))"
_USE_ONLY = re.compile(_SENTENCE_START + r"(?:Only usable|Usable only|Use only|Only)(?= (during|once|before|after)\b)")
"""A restriction on using an ability written short ("Only during your Deploy phase.", "Use only once each turn."):
the rulebook's "Use this ability only ..."."""
_ON_ACTIVATION = re.compile(
    _SENTENCE_START + r"(?:Activate: |On activation[:,] |Upon activation[:,] |When activated, )(?=[A-Za-z~])"
)
_ON_REVEAL = re.compile(_SENTENCE_START + r"(?:Reveal: |On reveal[:,] |Upon reveal[:,] |When revealed, )(?=[A-Za-z~])")
"""The moment a Command card comes into play written as a label ("Activate: Draw a card.", "When revealed,
scrap it."): the rulebook's "When you activate this card, ..." (p.20, Activating Cards; glossary, Activate) and "When
you reveal this card, ..." (p.18, Deploying Cards; glossary, Reveal: a card under construction turned face up)."""
_ONCE_PER_TURN = re.compile(_SENTENCE_START + r"(?:Once|Use once|Usable once)(?= (?:per|each) turn\.)")
""" "Once per turn." after an ability, the rulebook's "Use this ability only once each turn"."""
_TAP_TO = re.compile(_SENTENCE_START + r"Tap (?:~|this card) to (?=[a-z])")
""" "Tap this card to draw a card.": the tap is the ability's cost, as "{T}: Draw a card." (rulebook glossary,
Tap: "a card having the tap symbol ... to use its special ability")."""
_THEN_OPENING = re.compile(_SENTENCE_START + r"Then,? (?=[a-z])")
"""A sentence opening with "Then" ("Then shuffle your Stockpile."): the next step of the effect before it, as
the sentence reads without it (the sentences of an ability happen in their order)."""
_AFTERWARD = re.compile(r"\bafterward\b")
_TERRAIN_PLACE = re.compile(
    _SENTENCE_START
    + r"(?:Play|Place|Put)(?: (?:this card|~))?(?: only)? (?:on|in|into) (?:a region|one of your regions|your regions?)"
    + r"(?=\.)"
)
"""Where a Terrain card goes, said short ("Play on a region.", "Place in one of your regions."): the rulebook's
Terrain is played in a region (glossary, Terrain; p.12, Enhancement: "play in a region (such as the one containing
your Stockpile)"), one of its player's (CE General Rulings, Patrol Region: "If you put a Terrain card in your Patrol
region ..."), as "Play ~ only in one of your regions." says. "In any region" is left as printed."""
_ENEMY = re.compile(r"\b([Ee])nemy(?= (Units?|(Omni)?'Mechs?|Vehicles?|Battle Armors?|cards?|sites?|Pilots?)\b)")
"""Other games' "enemy" for the rulebook's "opposing" ("each enemy Unit")."""
_LOWER_UNIT = re.compile(r"(?<![\w'-])u(?=nits?\b)")
""" "unit" written in lower case ("target unit", "Battle Armor units"): the rulebook's Unit (glossary, Unit)."""
_ATTACH = re.compile(
    _SENTENCE_START
    + r"(?:Attach (?:this card |this |~ )?to|Put (?:this card |this |~ )?on|Enhances?|Enchant"
    + r"|Play (?:this card |~ )?onto)"
    + r"(?= (an?|target|any|one of your) (non-\S+ |[A-Z][\w.']* )*((Omni)?'Mechs?|Units?|Vehicles?|Battle Armors?"
    + r"|sites?)\b)"
)
"""An Enhancement's or Pilot's placement in other games' words ("Attach to a 'Mech.", "Enhance a Unit."): the
rulebook's "Play on a 'Mech" (rulebook p.12: Enhancements and Pilots are played on the cards they affect). Also
"Put this on one of your sites" (an Enhancement played on a site: rulebook p.12, Enhancement) and other card games'
"Enchant a Unit", and "Enchant Unit" (:data:`_ENCHANT_NOUN`: the noun alone, "a" understood)."""
_ATTACH_WORDS = ("Attach", "Put", "Enhance", "onto", "Enchant")
_ENCHANT_NOUN = re.compile(_SENTENCE_START + r"Enchant (?=((Omni)?'Mech|Unit|Vehicle|Battle Armor|site)\.)")


_DIE_AT_LEAST = re.compile(
    r"\b([Oo]n a) (?:roll of |result of )?([1-6])(?:\+| or (?:higher|more|better|greater|above))(?=[ ,:])"
)
_DIE_AT_MOST = re.compile(r"\b([Oo]n a) (?:roll of |result of )?([1-6]) or (?:lower|less|below)(?=[ ,:])")
_DIE_LIST = re.compile(r"\b([Oo]n a) (?:roll of |result of )?([1-6])((?:, [1-6])+),? or ([1-6])(?=[ ,:])")
_DIE_RESULT_OF = re.compile(r"\b([Oo]n a) result of (?=[1-6]\b)")
_DIE_ANY = re.compile(r"\b[Oo]n a (?:roll of |result of )?[1-6]")
"""What every die-result wording below holds: one search decides whether any of them is looked for."""
_DIE_THEN = re.compile(r"(?<=[Rr]oll a die)[,;] on a (?=[1-6])")
_NOTHING_HAPPENS = re.compile(r"(?<=[1-6]: )(?:[Nn]othing happens|[Nn]o effect)(?=\.)")
"""Die results as designers write them ("On a 4 or higher", "on a 4+", "On a 4, 5, or 6", "Roll a die, on a 6, ...",
"1-3: nothing happens"): the rulebook's ranges ("On a 4-6, ...", rulebook p.29: a die's results 1 to 6)."""


def _die_list(match: re.Match[str]) -> str:
    faces = [int(match.group(2)), *(int(f) for f in match.group(3).split(", ") if f), int(match.group(4))]
    if faces != list(range(faces[0], faces[-1] + 1)):
        return match.group(0)  # not a run of faces: left as printed
    return f"{match.group(1)} {faces[0]}-{faces[-1]}"


_DESTROY = re.compile(r"\b([Dd])estroy(s|ed)?\b")
_DESTROY_FORMS = {None: "crap", "s": "craps", "ed": "crapped"}
"""Other games' "destroy" for the rulebook's "scrap" (rulebook, Regions: cards "scrapped, or discarded"; glossary,
Scrapheap: "A card that you scrap, or remove from play")."""
_ENTERS_PLAY = re.compile(r"\benters? (?:play|the battlefield)\b")


_IT_OPENING = re.compile(r"(?:(?<=^)|(?<=[.!?] )|(?<=[.!?]\n)|(?<=\n))It(?= )")
"""A sentence opening with "It" ("It does not untap ..."): the pronoun the grammar reads as "it"."""


_HOST_VERBS = (
    "gets|gains|get|has|have|can|cannot|may|must|is|deals|does|receives|ignores|untaps|attacks|blocks|loses|becomes"
    "|will|would|was|counts|costs|fires|uses"
)
_HOST = re.compile(
    r"\b(?P<article>[Tt]he|[Ii]ts|[Tt]his|[Pp]iloted|[Ee]quipped|[Ee]nchanted|[Aa]ttached)"
    r"(?P<adjective> (?:equipped|enchanted|attached))? (?P<noun>(?:Omni)?'?Mech|Unit|Vehicle|Battle Armor)"
    r"(?![\w'])(?P<tail> (?:this card|~|it) is (?:on|attached to)\b| (?:this card|~) is attached to\b)?"
    r"(?= (?:" + _HOST_VERBS + r")\b)"
)
"""The card a Pilot or Enhancement is on, as the subject of a sentence in other sets' words (rulebook p.12: a Pilot's
and an Enhancement's abilities apply to the card they are played on; "Enhancements and Pilots on Units can affect the
battle", p.26): "The 'Mech gets ...", "Its 'Mech has ...", "When piloted 'Mech blocks, ...", "The 'Mech this card is
on may ...", "This Unit gets ..." (on a Command card "this Unit" is not the card itself), "The Unit this card is
attached to ..."; other card games' "Equipped Unit", "enchanted 'Mech", "the attached Mech" (the card
an Equipment, an Aura or an attachment is on). Only on a Command card (:func:`normalize`'s ``card_type``), and only
before a verb, so that "the 'Mech" of a Mission (the one it chose) and "each piloted 'Mech" (every one)
keep their meanings."""
_QUANTIFIED = re.compile(r"(?i:\b(?:a|an|any|all|each|every|one|target|your|another|other|opposing|unpiloted|no)|-) $")
"""A word before "piloted 'Mech" that makes "piloted" an adjective of a selector ("each piloted 'Mech")."""


_HOST_GATE = re.compile(r"(?i:the|its|this|piloted) (?:Omni)?'?(?:Mech|Unit|Vehicle|Battle)")
_HOST_WORDS = ("quipped ", "nchanted ", "ttached ")
"""What every match of :data:`_HOST` holds (one quick search rather than the pattern's work), or one of
:data:`_HOST_WORDS` ("Equipped Unit", "Enchanted 'Mech", "Attached Mech")."""


_ADJECTIVES = ("piloted", "equipped", "enchanted", "attached")


def _host(match: re.Match[str]) -> str:
    article, noun = match.group("article"), match.group("noun")
    before = match.string[max(match.start() - 12, 0) : match.start()]
    if match.string.count("(", 0, match.start()) > match.string.count(")", 0, match.start()):
        return match.group(0)  # a keyword's reminder keeps its own words (keywords.lark reads them)
    if article.lower() in _ADJECTIVES and _QUANTIFIED.search(before):
        return match.group(0)  # "each piloted 'Mech", "every equipped Unit": a selector, not the host
    if article.lower() == "this" and "Mech" in noun:
        return match.group(0)  # "this 'Mech" the grammar reads itself (the 'Mech a Pilot pilots)
    the = "The" if article[0].isupper() else "the"
    if article.lower() in ("equipped", "enchanted", "attached") or match.group("adjective"):
        return f"{the} Unit ~ enhances" if "Mech" not in noun else f"{the} 'Mech piloted by ~"
    if "Mech" in noun or article.lower() == "piloted":
        return f"{the} 'Mech piloted by ~"
    return f"{the} Unit ~ enhances"


def _uncontracted(match: re.Match[str]) -> str:
    word = match.group(1)
    full = _CONTRACTIONS["won" if word.lower() == "wo" else word.lower()]
    return full[0].upper() + full[1:] if word[0].isupper() else full


@lru_cache(maxsize=8192)
def _own_patterns(name: str | None) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The ways a card names itself (:func:`self_names`), longest first, each lower-cased (every match holds it) with
    its pattern: built once per name."""
    return tuple((own.lower(), _own_name(own)) for own in self_names(name))


def normalize(text: str, name: str | None = None, card_type: str | None = None) -> Normalized:
    """The text ready for ``grammar/cardtext.lark``; ``card_type`` (``Command``: a Pilot's, an Enhancement's) reads
    the card it is on named as a subject ("The 'Mech gets ...") as the grammar's "the 'Mech piloted by ~"."""
    current = Normalized(text.translate(_TYPOGRAPHY), tuple(range(len(text) + 1)))
    current = _sub(current, _QUESTION_MECH, "'", "?")
    current = _sub(current, _CONTRACTION, _uncontracted, "n't")
    # "Vehicle: <a reminder of two sentences>" on its own line: the reminder in parentheses
    current = _sub(current, keywords.LABELLED_REMINDER, keywords.in_parentheses, keywords.GATE)
    # "Sniper 2 (... deals N damage ...)": the letter is the label's number
    current = _sub(current, keywords.NUMBERED_DEFINITION, keywords.bound, keywords.NUMBERED_GATE)
    current = _sub(current, _IT_OPENING, "it", "It")
    current = _sub(current, _USE_ONLY, "Use this ability only", ("Only", "Use only", "Usable only"))
    current = _sub(current, _ENEMY, lambda match: ("O" if match.group(1) == "E" else "o") + "pposing", "nemy")
    current = _sub(current, _LOWER_UNIT, "U", "unit")
    current = _sub(current, _ATTACH, "Play on", _ATTACH_WORDS)
    current = _sub(current, _ENCHANT_NOUN, "Play on a ", "Enchant ")
    current = _sub(
        current,
        _DESTROY,
        lambda match: ("S" if match.group(1) == "D" else "s") + _DESTROY_FORMS[match.group(2)],
        "estroy",
    )
    current = _sub(current, _ENTERS_PLAY, "comes into play", "nter")
    current = _sub(current, _DIE_THEN, ". On a ", "oll a die")
    if "n a " in current.text and _DIE_ANY.search(current.text):
        current = _sub(current, _DIE_LIST, _die_list, ", ")
        current = _sub(current, _DIE_AT_LEAST, r"\1 \2-6", "n a ")
        current = _sub(current, _DIE_AT_MOST, r"\1 1-\2", "n a ")
        current = _sub(current, _DIE_RESULT_OF, r"\1 ", " of ")
    current = _sub(current, _NOTHING_HAPPENS, "No effect", ": ")
    # the seeds' transcription lost the tap symbol to "(T)"
    current = _sub(current, _TAP_IN_PARENTHESES, "{T}", "(T)")
    # the community list's "n/a" for a card with no text
    current = _sub(current, _NOT_APPLICABLE, "", "n/a")
    lowered = current.text.lower()
    for own, pattern in _own_patterns(name):
        if own in lowered:
            current = _sub(current, pattern, "~")
            lowered = current.text.lower()
    if card_type == "Command" and (_HOST_GATE.search(current.text) or _holds_any(current.text, _HOST_WORDS)):
        # "The 'Mech gets ...", "Its 'Mech has ...": the card a Pilot or Enhancement is on (_HOST)
        current = _sub(current, _HOST, _host)
    current = _sub(current, _THIS_CARD, "~", "his ")
    if _holds_any(current.text, games.ANY_WORDS):
        # other card games' words for this game's things (judge/cardtext/normalize_games.py)
        for pattern, replacement, needs, only_on in games.PASSES:
            if only_on is None or only_on == card_type:
                current = _sub(current, pattern, replacement, needs)
    if _holds_any(current.text, costs.ANY_WORDS):
        # costs and resource lines in other wordings (judge/cardtext/normalize_costs.py)
        for pattern, replacement, needs, only_on in costs.PASSES:
            if only_on is None or only_on == card_type:
                current = _sub(current, pattern, replacement, needs)
    text = current.text
    if "Activate: " in text or "activation" in text or "When activated" in text:
        current = _sub(current, _ON_ACTIVATION, "When you activate ~, ")
    if "Reveal: " in text or "On reveal" in text or "Upon reveal" in text or "When revealed" in text:
        current = _sub(current, _ON_REVEAL, "When you reveal ~, ")
    if "nce per turn." in text or "nce each turn." in text:
        current = _sub(current, _ONCE_PER_TURN, "Use this ability only once")
    current = _sub(current, _TAP_TO, "{T}: ", "Tap ")
    current = _sub(current, _THEN_OPENING, "", "Then")
    current = _sub(current, _AFTERWARD, "afterwards", "afterward")
    if " a region." in text or "your regions." in text or "your region." in text:
        current = _sub(current, _TERRAIN_PLACE, "Play ~ only in one of your regions")
    current = _sub(current, _NO_SUBJECT, lambda match: "~ " + match.group(1).lower(), _NO_SUBJECT_WORDS)
    current = _sub(current, _SYMBOL_RUN_ON, r"\1 ", "}")  # "{T}:Deal" keeps its colon; "{R}x" gets a space
    current = _sub(current, _COLON_RUN_ON, ": ", ":")
    current = _sub(current, _PLUS_RUN_ON, " +", "+")
    current = _sub(current, _REMINDER_RUN_ON, ".) ", ".)")
    # a die-roll branch run into the full stop of the branch before it ("... +1 attack.4-6: ...")
    current = _sub(current, _BRANCH_RUN_ON, ". ", ".")
    # a keyword's reminder printed after the full stop of its sentence, at the end of a line ("... gains C3. (Each
    # Unit with C3 ... gets +2 attack.)"): the reminder belongs to the keyword
    current = _sub(current, _REMINDER_AFTER_STOP, _stop_before_reminder, ".)")
    # an example printed in parentheses ("(For example, you may scrap a Puma A to search for a Puma Prime, A, B,
    # etc.)") illustrates the sentence before it and says nothing of its own
    current = _sub(current, _EXAMPLE, "", "(For example, ")
    return _sub(
        current, _BLANKS, " ", ("  ", "\t")
    )  # a run of blanks, or a tab: one space (a lone space stays as it is)
