"""The constructions of everyday English (:mod:`judge.bttcg.scenario_natural`): each places one kind of sentence as
players say it ("Brian's Raider attacks Melissa's Sunder.", "Melissa plays Move to Partial Cover on the Sunder.",
"Hawk jumps.") and writes it as controlled English through the :class:`Context`; ``False`` for a sentence it does
not place. README, "Everyday English", lists them with the defaults they take.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from judge.bttcg.scenario_natural_cards import Card, Context, quote_player
from judge.bttcg.scenario_natural_phrases import (
    Desc,
    counted_list,
    describe_item,
    parse_phrase,
    split_items,
    split_list,
)
from judge.cards.models import ASSET_NAMES

ASSET = r"(?:assembly|logistics|munitions|politics|tactics)"
_ASSETS = rf"(?P<assets>{ASSET}(?:\s*(?:,\s*and|,|and)\s*{ASSET})*)"

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
    if re.match(r"^no\s+blockers?\b", m["rest"], re.I):
        return False  # "Melissa has no blockers": the mission is unblocked (block)
    owner = ctx.player(m["p"])
    rest = m["rest"]
    place = _PLACE.search(rest)
    site = None
    if place:
        rest, site = rest[: place.start()], place["over"] or place["guarding"]
    listed = re.search(r"(?:,|\band)\s+(?:a|an)\s", rest, re.I) or counted_list(rest)
    introduced: list[str] = []
    for part in split_list(rest) if listed else [rest]:
        card = ctx.card(part, owner)
        if isinstance(card, Card):
            introduced.append(card.id)
            if place:
                _place(ctx, card, place["place"], site)
    if len(introduced) > 1:
        ctx.last_listed = introduced
    return True


def is_sentence(ctx: Context, s: str) -> bool:
    """``Raider is a fast 'Mech with attack 7, armor 0 and structure 5.`` / ``Jenny is tapped.`` /
    ``Brick is guarding Melissa's Stockpile.`` / ``Melissa's Sunder already has 6 damage on it.`` /
    ``Raider: fast 'Mech, attack 7, armor 0, structure 5.`` (a card and its description after a colon)"""
    s = re.sub(r"^(?P<card>.+?)\s+(?:guards|guarded)\s+", r"\g<card> is guarding ", s, flags=re.I)
    m = re.match(r"^(?P<card>.+?)\s+(?:is|was)\s+(?:already\s+)?(?P<what>.+)$", s, re.I)
    if m is None and (colon := re.match(r"^(?P<card>[^:]+?)\s*:\s*(?P<what>.+)$", s)):
        what = re.sub(r"^(?:a|an)\s+", "", colon["what"], flags=re.I)
        if not all(describe_item(item, Desc(), probe=True) for item in split_items(what)):
            return False  # "Target: Melissa's Sunder." is no description
        m = colon
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


_THE_LISTED = re.compile(r"^(?:both(?:\s+of\s+them)?|the\s+two(?:\s+of\s+them)?|all\s+of\s+them|them\s+both)$", re.I)


def _mission(ctx: Context, player: str | None, target: str, group: str) -> None:
    if target.strip().casefold() in ("it", "that unit"):  # the card named before this sentence, not in it
        target = ctx.ref(target, None)
    if group.strip().casefold() in ("it", "that unit", "that 'mech", "that mech"):  # the card named last
        group = ctx.ref(group, None)
    elif _THE_LISTED.match(group.strip()):  # "Both attack ...": the cards listed last
        if len(ctx.last_listed) < 2:
            raise ctx.error(f"{group.strip()!r}: no list of cards is named before it for it to stand for")
        group = " and ".join(ctx.last_listed)
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


_UNBLOCKED = re.compile(r",?\s+(?:unblocked|and\s+(?:is|was|goes|went)\s+(?:not\s+blocked|unblocked))$", re.I)


def attack(ctx: Context, s: str) -> bool:
    """``Brian attacks Melissa's Sunder with his Raider.`` / ``Brian's Raider attacks Melissa's Sunder.`` /
    ``Melissa's Sunder is attacked by Brian's Raider.`` / ``Brian sends Raider against Melissa's Stockpile.``"""
    verb = (
        r"(?:attacks|attacked|(?<![\d/]\s)attack(?!\s+(?:of\s+)?\d)(?!\s*[/,)])|hits|goes\s+after|went\s+after"
        r"|charges|charged|engages|engaged|strikes|struck)"
    )
    s = _UNBLOCKED.sub("", s)  # "... attacks Melissa's Stockpile unblocked": unblocked is the default
    m = re.match(rf"^(?P<p>[A-Z][^\s']*)\s+{verb}\s+(?P<target>.+?)\s+(?:with|using)\s+(?P<group>.+)$", s)
    if m and m["p"] in ctx.players:
        _mission(ctx, ctx.player(m["p"]), m["target"], m["group"])
        return True
    m = re.match(
        rf"^(?P<p>[A-Z][^\s']*)\s+{verb}\s+(?:with|using)\s+(?P<group>.+?),?\s+(?:against|on|at|targeting|"
        r"aimed\s+at|going\s+after)\s+(?P<target>.+)$",
        s,
    )
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
    if m := re.match(
        r"^(?P<group>.+?)\s+(?:goes|went)\s+on\s+a\s+mission\s+(?:against|to\s+attack)\s+(?P<target>.+)$", s, re.I
    ):
        _mission(ctx, None, m["target"], m["group"])
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
        r"|\S+\s+(?:has|had)\s+no\s+blockers|there\s+(?:are|were)\s+no\s+blockers"
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


def block_attacking(ctx: Context, s: str) -> bool:
    """``Melissa's Jenny blocks Brian's Raider, which was attacking her Stockpile.``: the attack, then the block."""
    m = re.match(
        r"^(?P<blocker>.+?)\s+(?:blocks|blocked)\s+(?P<group>.+?),?\s+(?:which|that|who)\s+(?:was|is|were|are)\s+"
        r"attacking\s+(?P<target>.+)$",
        s,
        re.I,
    )
    if m is None or ctx.attacker is not None:
        return False
    blocker = parse_phrase(m["blocker"])
    target = re.sub(r"^(?:his|her|their)\s+", f"{blocker.owner}'s " if blocker.owner else "", m["target"], flags=re.I)
    return attack(ctx, f"{m['group']} attacks {target}") and block(ctx, f"{m['blocker']} blocks")


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
        r"^(?:then\s+)?(?P<p>[A-Z][^\s']*|she|he|they)\s+(?:then\s+)?(?:plays|played|play|casts|cast"
        r"|(?:responds|responded|answers|answered)\s+(?:by\s+playing|with))\s+(?P<card>.+?)"
        r"(?:\s+(?:on|onto|on\s+to|targeting|for|to\s+protect|to\s+save)\s+(?P<targets>.+))?$",
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
    """``Hawk jumps.`` / ``Raider alpha strikes.`` / ``Raider uses its Jump.`` / ``Brian jumps with Raider.`` /
    ``Brian overheats Hot.`` / ``Brian uses Raider's Alpha Strike.``"""
    m = re.match(rf"^(?P<p>[A-Z][^\s']*)\s+(?:uses|used)\s+(?P<card>.+?)['’]s\s+{_OPTION}(?:\s+option)?$", s, re.I)
    if m is None or m["p"] not in ctx.players:
        m = re.match(rf"^(?P<card>.+?)\s+(?:uses\s+(?:its\s+|his\s+|her\s+)?)?{_OPTION}(?:\s+option)?$", s, re.I)
    player = None
    if m is not None and "p" in m.groupdict() and m["p"] in ctx.players:
        player = ctx.player(m["p"])
    elif m is None:
        m = re.match(rf"^(?P<p>[A-Z][^\s']*)\s+{_OPTION}\s+(?:with\s+)?(?P<card>.+)$", s, re.I)
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
        r"^(?P<who>.+?)\s+(?:fires|fired|shoots|shot|launches|launched)\s+(?:(?P<of>[^\s']+(?:\s[^\s']+)*?)['’]s\s+|its\s+|his\s+|her\s+"
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


_TAKES = re.compile(
    r"^(?P<card>.+?)\s+(?:takes|took|receives|received|gets|got|suffers|suffered)\s+(?P<n>\d+)\s+(?:points?\s+of\s+)?"
    r"damage\s+from\s+(?P<source>.+)$",
    re.IGNORECASE,
)


def assign(ctx: Context, s: str) -> bool:
    """``Sunder deals 3 damage to Raider.`` / ``Brian assigns Raider's 7 damage to Sunder.`` / ``Raider takes 3
    damage from the Sunder.``"""
    m = re.match(
        r"^(?P<card>.+?)\s+(?:deals|dealt|does|did|assigns|assigned)\s+(?:its\s+|all\s+(?:of\s+)?its\s+)?"
        r"(?P<n>\d+)?\s*(?:points?\s+of\s+)?(?:damage)?\s*to\s+(?P<target>.+)$",
        s,
        re.I,
    )
    if m is None and (taken := _TAKES.match(s)):  # "Raider takes 3 damage from the Sunder": the Sunder deals it
        return assign(ctx, f"{taken['source']} deals {taken['n']} damage to {taken['card']}")
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
        r"^(?:(?:the\s+)?(?:die|dice|roll|rolls|die\s+rolls?)\s+(?:shows?|rolls?|rolled|comes?\s+up|came\s+up|is|are|were"
        r"|was)|"
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
    block_attacking,
    block,
    missiles,
    assign,
    option,
    attack,
    dice,
    is_sentence,
)


__all__ = ["CONSTRUCTIONS", "Construction"]
