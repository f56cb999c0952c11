"""Targets in plain English (selectors.lark, :mod:`judge.dsl.selectors`): "one of your Units", "that 'Mech", and the
words the renderers share (nouns, counts, zones, counters)."""

from __future__ import annotations

from collections.abc import Sequence

from judge.dsl import models as m

_NOUNS = {
    "unit": ("Unit", "Units"),
    "mech": ("'Mech", "'Mechs"),
    "vehicle": ("Vehicle", "Vehicles"),
    "battle_armor": ("Battle Armor", "Battle Armors"),
    "site": ("site", "sites"),
    "card": ("card", "cards"),
    "target": ("target", "targets"),
    "pilot": ("Pilot", "Pilots"),
    "player": ("player", "players"),
}


_COUNT_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


_ORDINALS = {1: "first", 2: "second", 3: "third"}


_ZONES = {"hand": "hand", "scrapheap": "Scrapheap", "stockpile": "Stockpile"}


_MEMBERS = {
    "this": "this card",
    "piloted_unit": "'Mech piloted by this card",
    "that": "that 'Mech",
    "enhanced": "'Mech enhanced by this card",
}


_YOUR_SITE = m.Selector(quantifier="one", noun="site", owner="you")


_YOU_GET = m.Selector(quantifier="a", noun="unit", owner="you")
"""The target of "you get +1 initiative"."""


_STOCKPILES = {
    ("each", "opponent"): "each opposing Stockpile",
    ("each", "any"): "each player's Stockpile",
    ("that", "you"): "your own Stockpile",
    ("that", "opponent"): "an opponent's Stockpile",
}


_EXCLUDING = {
    "guarding": " that is not guarding",
    "dealt_damage": " that has not dealt damage",
    "in_battle": " that is not in the battle",
    "unique": " that is not Unique",
    "scrapped": " that was not scrapped during the battle",
}


_DONE = {
    "attacked": "attacked",
    "blocked": "blocked",
    "was_blocked": "was blocked",
    "damaged": "was damaged",
    "dealt_damage": "dealt damage",
}
"""What a card did earlier in the turn (``Selector.this_turn``)."""


_WHOSE_STOCKPILE = {"you": "your Stockpile", "opponent": "an opponent's Stockpile", "any": "any Stockpile"}


def _article(words: str) -> str:
    """``words`` after "a" or "an", as the sound of the first word asks ("an opposing 'Mech", "a Unit")."""
    vowel = words[:1] in tuple("aeiouAEIO") and not words.lower().startswith("uni")
    return ("an " if vowel else "a ") + words


def _kind_word(kind: str) -> str:
    return "'Mech" if kind == "Mech" else f"{kind} card"


def _counters(counter: str | None, count: int) -> str:
    if counter is None:  # only a counter with a stat has no kind: rendered with its stat by _battle_effect
        raise ValueError("a counter without a kind changes a stat")
    if count == 1:
        return f"{'an' if counter[0] in 'aeiou' else 'a'} {counter} counter"
    return f"{_COUNT_WORDS.get(count, str(count))} {counter} counters"


def _others(others: m.ScrapOthers) -> str:
    return "Terrain cards in that region" if others.subtype == "Terrain" else "Factions you control"


def _target(target: m.Target) -> str:
    match target:
        case m.Selector(with_counters=str() as counter, min_counters=int() as least) as selector:
            plain = _target(selector.model_copy(update={"with_counters": None, "min_counters": None}))
            return f"{plain} with {_COUNT_WORDS.get(least, str(least))} or more {counter} counters on it"
        case m.Selector(min_damage_counters=int() as least) as selector if least > 1:
            plain = _target(selector.model_copy(update={"min_damage_counters": None}))
            return f"{plain} with {_COUNT_WORDS.get(least, str(least))} or more damage counters on it"
        case m.Selector(speeds=[_, *_] as speeds) as selector:
            plain = _target(selector.model_copy(update={"speeds": []}))
            return f"{plain} that {_is_are(selector)} " + " or ".join(speeds)
        case m.Selector(not_this_turn=[_, *_] as undone) as selector:
            plain = _target(selector.model_copy(update={"not_this_turn": []}))
            return f"{plain} that " + _not_done(undone, selector) + " this turn"
        case m.Selector(stat_bounds=[_, *_] as bounds) as selector:
            plain = _target(selector.model_copy(update={"stat_bounds": []}))
            return f"{plain} with " + " and ".join(map(_stat_bound, bounds))
        case m.Selector(max_tons=int() as tons) as selector:
            plain = _target(selector.model_copy(update={"max_tons": None}))
            return f"{plain} of {tons} tons or less"
        case m.Selector(compared_stat=str() as stat, compared=str() as compared, compared_with=str() as member):
            selector = target
            plain = _target(
                selector.model_copy(update={"compared_stat": None, "compared": None, "compared_with": None})
            )
            relation = compared.replace("equal_or_", "equal or ")
            return f"{plain} with {relation} {stat} than {_MEMBERS[member]}"
        case m.Selector(this_turn=[_, *_] as done) as selector:
            plain = _target(selector.model_copy(update={"this_turn": []}))
            return f"{plain} that " + " or ".join(_DONE[d] for d in done) + " this turn"
        case m.Selector(with_counters=str() as counter) as selector:
            plain = _target(selector.model_copy(update={"with_counters": None}))
            return f"{plain} with {_counters(counter, 1)}"
        case m.Selector(missile_damage_from=str() as member) as selector:
            plain = _target(selector.model_copy(update={"missile_damage_from": None}))
            return f"{plain} that receives damage from missiles fired by {_MEMBERS[member]}"
        case m.Selector(other_controller=True) as selector:
            plain = _target(selector.model_copy(update={"other_controller": False}))
            return f"{plain} controlled by different players"
        case m.Selector(took_structure_damage=True) as selector:
            plain = _target(selector.model_copy(update={"took_structure_damage": False}))
            return f"{plain} that took structure damage during the battle"
        case m.Selector(noun="stockpile", quantifier=quantifier, owner=owner):
            return _STOCKPILES[(quantifier, owner)]
        case m.Selector(noun="player", quantifier=quantifier, owner=owner):
            head = {"a": "an" if owner == "opponent" else "a"}.get(quantifier, quantifier)
            return f"{head} {'opponent' if owner == 'opponent' else 'player'}"
        case m.Selector(quantifier="that", owner="opponent", noun="unit" | "mech" as noun) if target == m.Selector(
            quantifier="that", owner="opponent", noun=noun
        ):
            return f"opponent's {_NOUNS[noun][0]}"
        case m.Selector(top=True, zone=str() as zone, owner="actor", count=count):
            top_words = f"top {_COUNT_WORDS.get(count, str(count))} cards" if count and count > 1 else "top card"
            return f"the {top_words} of his or her {_ZONES[zone]}"
        case m.Selector(top=True, zone=str() as zone, count=int() as count) if count > 1:
            return f"the top {_COUNT_WORDS.get(count, str(count))} cards of your {_ZONES[zone]}"
        case m.Selector(top=True, zone="stockpile", owner="opponent"):
            return "the top card of opponent's Stockpile"
        case m.Selector(top=True, zone=str() as zone):
            return f"the top card of your {_ZONES[zone]}"
        case m.Selector(within_resources=0) as selector:
            return _target(selector.model_copy(update={"within_resources": None})) + " that is fully constructed"
        case m.Selector(just_drawn=True) as selector:
            return _target(selector.model_copy(update={"just_drawn": False})) + " you have just drawn"
        case m.Selector(in_mission=True) as selector:
            return _target(selector.model_copy(update={"in_mission": False})) + " that is involved in the mission"
        case m.Selector(in_that_region=True) as selector:
            return _target(selector.model_copy(update={"in_that_region": False})) + " in that region"
        case m.Selector(not_types=[_, *_] as kinds) as selector:
            plain = _target(selector.model_copy(update={"not_types": []}))
            return f"{plain} other than a " + " or ".join(kinds)
        case m.This():
            return "this card"
        case m.Remaining():
            return "the remaining cards"
        case m.ScrappedOne(noun=noun):
            return f"the scrapped {_NOUNS[noun][0]}"
        case m.CopyOf(of=of):
            return f"any copy of {_target(of)}"
        case m.PilotedUnit():
            return "'Mech piloted by this card"
        case m.ThatOne(index=int() as index, noun=noun):
            return f"the {'first' if index == 1 else 'second'} {_NOUNS[noun or 'unit'][0]}"
        case m.Receiving(noun=noun):
            return f"the {_NOUNS[noun][0]} receiving that damage"
        case m.ThatOne(noun="pilot", card_type=None):
            return "the new Pilot"
        case m.ThatOne(among=int() as among, noun=noun):
            how_many = "one" if among == 1 else _COUNT_WORDS.get(among, str(among))
            return f"{how_many} of those {_NOUNS[noun or 'card'][1]}"
        case m.ThatOne(noun=None, plural=many):
            return "them" if many else "it"
        case m.ThatOne(card_type=str() as that_kind):
            return f"that {that_kind} card"
        case m.ThatOne(noun=str() as noun, plural=True):
            return "those " + _NOUNS[noun][1]
        case m.ThatOne(noun=str() as noun):
            return "that " + _NOUNS[noun][0]
        case m.Selector(noun="target", in_enhanced_region=True) as selector if selector == m.Selector(
            quantifier="a", noun="target", in_enhanced_region=True
        ):
            return "a target in the region enhanced by this card"
        case m.Selector(noun="target"):
            return "the target"
        case m.Enhanced():
            return "the card this card enhances"
        case m.ThatOne(noun="card"):
            return "that card"
        case m.Either(options=[m.Selector(quantifier="any_number") as first, *others], mixed=True) if all(
            o == m.Selector(quantifier="any_number", noun=o.noun) for o in others
        ):
            # "any number of 'Mechs and/or sites": the later kinds share the first one's quantifier
            return " and/or ".join([_target(first), *(_NOUNS[o.noun][1] for o in others)])
        case m.Either(options=options, mixed=mixed):
            return (" and/or " if mixed else " or ").join(_target(o) for o in options)
        case m.Selector(excluding=[_, *_] | [_]) as selector if selector.excluding:
            plain = _target(selector.model_copy(update={"excluding": []}))
            return plain + "".join(_EXCLUDING[e] for e in selector.excluding)
        case m.Selector(in_play=True, other_than=str() as other) as selector:
            plain = _target(selector.model_copy(update={"in_play": False, "other_than": None}))
            return f"{plain} in play other than a {_NOUNS[other][0]}"
        case m.Selector(in_play=True, other_than=None) as selector:
            plain = _target(selector.model_copy(update={"in_play": False}))
            return f"{plain} in play"
        case m.Selector(on=str() as on, card_type=str() as on_kind, quantifier=quantifier) if (
            target == m.Selector(quantifier=quantifier, count=target.count, noun="card", card_type=on_kind, on=on)
            and (target.count or 1) == 1
        ):
            article: str = "an" if quantifier == "a" and on_kind[0] in "AEIOU" else quantifier
            return f"{article} {on_kind} on a {_NOUNS[on][0]}"
        case m.Selector(configuration_of_that=True, quantifier=quantifier):
            return f"{quantifier} configuration of that 'Mech"
        case m.Selector(played_by_you=str() as played) as selector:
            plain = _target(selector.model_copy(update={"played_by_you": None}))
            return f"{plain} that you {played}"
        case m.Selector(states=[*_, "under_construction"], owner="opponent" | "you" as owner) as selector:
            plain = _target(selector.model_copy(update={"states": selector.states[:-1], "owner": "any"}))
            whose = "your" if owner == "you" else "opponent's"
            return f"{plain} in {whose} Under Construction region"
        case m.Selector(within_resources=int() as within) as selector:
            plain = _target(selector.model_copy(update={"within_resources": None}))
            return f"{plain} that is within {within} Resources of being fully constructed"
        case m.Selector(speed="moderate", or_slower=True, same_speed=False) as selector:
            # "slow or moderate Units": the Units moderate or slower, as a bare plural (triggers.lark reads it)
            plain = _target(selector.model_copy(update={"or_slower": False}))
            if plain.startswith("all moderate"):
                return plain.replace("all moderate", "slow or moderate", 1)
            return plain.replace(" moderate", " slow or moderate", 1)
        case m.Selector(same_speed=True, or_slower=True) as selector:
            plain = _target(selector.model_copy(update={"same_speed": False, "or_slower": False}))
            return f"{plain} of the same speed or slower"
        case m.Selector(same_speed=True) as selector:
            plain = _target(selector.model_copy(update={"same_speed": False}))
            verb = "is" if selector.quantifier in ("a", "one", "that") and (selector.count or 1) == 1 else "are"
            return f"{plain} that {verb} the same speed"
        case m.Selector(deals_damage=str() as when) as selector:
            plain = _target(selector.model_copy(update={"deals_damage": None}))
            dealt = {
                "deals": "deals damage",
                "already_dealt": "has already dealt damage during this battle",
                "none": "does not deal damage",
            }[when]
            return f"{plain} that {dealt}"
        case m.Selector(min_damage_received=int() as least, structure_damage=structure) as selector:
            plain = _target(selector.model_copy(update={"min_damage_received": None, "structure_damage": False}))
            return f"{plain} that received {least} or more {'structure ' if structure else ''}damage"
        case m.Selector(used_option=str() as option) as selector:
            plain = _target(selector.model_copy(update={"used_option": None}))
            return f"{plain} that has already used {option}"
        case m.Selector(in_enhanced_region=True) as selector:
            plain = _target(selector.model_copy(update={"in_enhanced_region": False}))
            return f"{plain} in the region enhanced by this card"
        case m.Selector(lowest_roll=True) as selector:
            plain = _target(selector.model_copy(update={"lowest_roll": False}))
            return f"{plain} with the lowest die roll"
        case m.Selector(provides=str() as asset) as selector:
            plain = _target(selector.model_copy(update={"provides": None}))
            verb = "provide" if selector.quantifier in ("all", "any_number") else "provides"
            return f"{plain} that {verb} {{{asset}}}"
        case m.Selector(min_base_attack=int() as base) as selector:
            plain = _target(selector.model_copy(update={"min_base_attack": None}))
            return f"{plain} with a base attack of at least {base}"
        case m.Selector(min_tons=int() as tons) as selector:
            plain = _target(selector.model_copy(update={"min_tons": None}))
            return f"{plain} of {tons} tons or more"
        case m.Selector(zone=str() as zone, their_zone=their) as selector:
            plain = _target(selector.model_copy(update={"zone": None, "their_zone": False}))
            return f"{plain} from {'his or her' if their else 'your'} {_ZONES[zone]}"
        case m.Selector(in_play=False, other_than=str() as other) as selector:
            plain = _target(selector.model_copy(update={"other_than": None}))
            return f"{plain} other than a {_NOUNS[other][0]}"
        case m.Selector(dealt_damage_to_that=str() as damaged) as selector:
            plain = _target(selector.model_copy(update={"dealt_damage_to_that": None}))
            return f"{plain} that dealt damage to that {_NOUNS[damaged][0]}"
        case m.Selector(after_first=True) as selector:
            plain = _target(selector.model_copy(update={"after_first": False}))
            return f"{plain} after the first"
        case m.Selector(legal_target=True) as selector:
            plain = _target(selector.model_copy(update={"legal_target": False}))
            return f"{plain} that is a legal target for that attack"
        case m.Selector(guarding_target=True) as selector:
            plain = _target(selector.model_copy(update={"guarding_target": False}))
            return f"{plain} guarding the target"
        case m.Selector(attacking_that=str() as attacked) as selector:
            plain = _target(selector.model_copy(update={"attacking_that": None}))
            return f"{plain} attacking that {_NOUNS[attacked][0]}"
        case m.Selector(in_group_with=str() as member) as selector:
            plain = _target(selector.model_copy(update={"in_group_with": None}))
            return f"{plain} in a group that includes {_MEMBERS[member]}"
        case m.Selector(engaged_with=str() as member) as selector:
            plain = _target(selector.model_copy(update={"engaged_with": None}))
            return f"{plain} engaged in battle with {_MEMBERS[member]}"
        case m.Selector(owner="you", quantifier="a", states=[*_, "under_construction"]) as selector:
            plain = _target(selector.model_copy(update={"states": selector.states[:-1], "owner": "any"}))
            return f"{plain} in your Construction region"
        case m.Selector(states=[*_, "under_construction"]) as selector:
            plain = _target(selector.model_copy(update={"states": selector.states[:-1]}))
            return f"{plain} under construction"
        case m.Selector(states=[*_, "revealed"]) as selector:
            plain = _target(selector.model_copy(update={"states": selector.states[:-1]}))
            verb = "are" if selector.quantifier in ("all", "any_number") or (selector.count or 1) > 1 else "is"
            return f"{plain} that {verb} revealed"
        case m.Selector(min_attack=int() as amount) as selector:
            plain = _target(selector.model_copy(update={"min_attack": None}))
            return f"{plain} having at least {amount} attack"
        case m.Selector(without_option=str() as option) as selector:
            return _target(selector.model_copy(update={"without_option": None})) + f" without {option}"
        case m.Selector(with_option=str() as option) as selector:
            return _target(selector.model_copy(update={"with_option": None})) + f" with {option}"
        case m.Selector(quantifier=quantifier, count=count, noun=noun, owner=owner, states=states):
            singular, plural = _NOUNS[noun]
            if selector_kind := target.card_type:
                kind = "'Mech" if selector_kind == "Mech" else selector_kind
                singular, plural = f"{kind} card", f"{kind} cards"
            described: list[str] = [
                *(["other"] if target.other else []),
                *([target.speed] if target.speed else []),
                *states,
                *(["unique"] if target.unique else []),
                *(["unaffiliated"] if target.unaffiliated else []),
                *(["damaged"] if target.min_damage_counters == 1 else []),
                *(["Omni"] if target.omni else []),
                *([target.alignment] if target.alignment else []),
                *(["randomly selected"] if target.random else []),
                *([target.affiliation] if target.affiliation else []),
            ]
            # an affiliation stands next to its noun ("opposing Liao Units")
            unaffiliated_words = described[:-1] if target.affiliation else described
            adjectives = [
                *unaffiliated_words,
                *(["opposing"] if owner == "opponent" else []),
                *described[len(unaffiliated_words) :],
            ]
            many = quantifier in ("all", "up_to", "any_number", "that_many") or (count or 1) > 1
            words = " ".join([*adjectives, plural if many else singular])
            head = {"up_to": f"up to {count}", "a": "a", "any_number": "any number of", "that_many": "that many"}.get(
                quantifier, quantifier
            )
            if count and quantifier not in ("up_to",) and count > 1:
                head = str(count)
            if head == "a" and words[:1] in "aeioAEIO" and words[:1]:
                head = "an"
            if quantifier == "a" and target.other and count is None:
                rest = " ".join([*adjectives[1:], singular])
                return f"another {rest}" + (" you control" if owner == "you" else "")
            if owner == "you" and quantifier == "that":
                return f"your {' '.join([*described, singular])}"
            if owner == "you" and quantifier == "a":
                return f"{_article(' '.join([*described, singular]))} you control"
            if owner == "you":
                return f"{head} of your {' '.join([*described, plural])}"
            if owner == "actor":  # the cards of the player who acts (inside PlayerActs)
                return f"{head} of his or her {' '.join([*described, plural])}"
            if head == "a":
                return _article(words)
            return f"{head} {words}"
    raise ValueError(f"no English for the target {target!r}")


def _is_are(selector: m.Selector) -> str:
    return "are" if selector.quantifier in ("all", "any_number", "up_to") or (selector.count or 1) > 1 else "is"


_NOT_DONE = {"attacked": "attacked", "blocked": "blocked"}


def _not_done(undone: Sequence[str], selector: m.Selector) -> str:
    """ "has not attacked or blocked", "was not blocked", "was not damaged" (``Selector.not_this_turn``)."""
    many = _is_are(selector) == "are"
    if all(u in _NOT_DONE for u in undone):
        return ("have" if many else "has") + " not " + " or ".join(_NOT_DONE[u] for u in undone)
    if len(undone) == 1:
        return ("were" if many else "was") + " not " + ("blocked" if undone == ["was_blocked"] else "damaged")
    raise ValueError(f"no English for not {undone}")


def render_target(target: m.Target) -> str:
    """What a target reaches, in plain English ("one of your Units")."""
    return _target(target)


def _stat_bound(bound: m.StatBound) -> str:
    """A bound on a card's stat now: "3 or less attack", "4 or more armor"."""
    return f"{bound.value} or {'more' if bound.bound == 'at_least' else 'less'} {bound.stat}"
