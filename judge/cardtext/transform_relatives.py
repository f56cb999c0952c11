"""The relative clauses and adjective phrases of the selectors (``grammar/selectors.lark``): "that is not guarding",
"in play other than a Unit", "in your construction region", each the fields it sets on a
:class:`~judge.dsl.models.Selector`; a mixin of :mod:`.transform_selectors`."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from judge.cardtext.transform_selectors_core import SelectorsCoreTransformer


@v_args(inline=True)
class RelativesTransformer(SelectorsCoreTransformer):
    """Relative clauses: the fields of a :class:`~judge.dsl.models.Selector` they set."""

    # item 3 f: what the cards did earlier in this turn
    def did_this_turn(self, *parts: Any) -> dict[str, Any]:
        done = [p for p in parts if isinstance(p, str) and not isinstance(p, Token)]
        return {"this_turn": list(dict.fromkeys(done))}

    def done_attacked(self) -> str:
        return "attacked"

    def done_blocked(self) -> str:
        return "blocked"

    def done_was_blocked(self) -> str:
        return "was_blocked"

    def done_damaged(self) -> str:
        return "damaged"

    def done_dealt_damage(self) -> str:
        return "dealt_damage"

    def in_play(self) -> dict[str, Any]:
        return {"in_play": True}

    def missile_damage_from(self, member: str) -> dict[str, Any]:
        return {"missile_damage_from": member}

    def took_structure_damage(self) -> dict[str, Any]:
        return {"took_structure_damage": True}

    def not_involved_in_battle(self) -> dict[str, Any]:
        return {"excluding": ["in_battle"]}

    def other_controller(self) -> dict[str, Any]:
        return {"other_controller": True}

    def that_block(self) -> dict[str, Any]:
        return {"states": ["blocking"]}

    def min_base_attack(self, _a: Token, amount: Token) -> dict[str, Any]:
        return {"min_base_attack": int(amount)}

    def within_resources(self, amount: Token, _resources: Token) -> dict[str, Any]:
        return {"within_resources": int(amount)}

    def same_speed(self) -> dict[str, Any]:
        return {"same_speed": True}

    def with_option(self, name: Token) -> dict[str, Any]:
        return {"with_option": str(name)}

    def without_option(self, name: Token) -> dict[str, Any]:
        return {"without_option": str(name)}

    def min_attack(self, amount: Token) -> dict[str, Any]:
        return {"min_attack": int(amount)}

    def under_construction(self) -> dict[str, Any]:
        return {"states": ["under_construction"]}

    def not_guarding(self, _word: Token) -> dict[str, Any]:
        return {"excluding": ["guarding"]}

    def not_in_battle(self, _engaged: Token | None) -> dict[str, Any]:
        return {"excluding": ["in_battle"]}

    def not_dealt_damage(self) -> dict[str, Any]:
        return {"excluding": ["dealt_damage"]}

    def not_scrapped(self) -> dict[str, Any]:
        return {"excluding": ["scrapped"]}

    def in_play_other_than(self, _a: Token, noun: str) -> dict[str, Any]:
        return {"in_play": True, "other_than": noun}

    def in_group_with(self, *parts: Any) -> dict[str, Any]:
        return {"in_group_with": parts[-1]}

    def other_than(self, _a: Token, noun: str) -> dict[str, Any]:
        return {"other_than": noun}

    def in_zone(self, zone: str) -> dict[str, Any]:
        return {"zone": zone}

    def relative(self, relative: dict[str, Any]) -> dict[str, Any]:
        return relative

    def engaged_with(self, *parts: Any) -> dict[str, Any]:
        return {"engaged_with": parts[-1]}

    def attacking_that(self, _attacking: Token, word: Token) -> dict[str, Any]:
        return {"attacking_that": self.noun(word)}

    def dealt_damage_to_that(self, word: Token) -> dict[str, Any]:
        return {"dealt_damage_to_that": self.noun(word)}

    def min_tons(self, tons: Token) -> dict[str, Any]:
        return {"min_tons": int(tons)}

    def without_pilot(self, *_parts: Any) -> dict[str, Any]:
        return {"states": ["unpiloted"]}

    def that_are_revealed(self) -> dict[str, Any]:
        return {"states": ["revealed"]}

    def in_their_zone(self, _his_or_her: Token, zone: str) -> dict[str, Any]:
        return {"zone": zone, "their_zone": True}

    def lowest_roll(self) -> dict[str, Any]:
        return {"lowest_roll": True}

    def deals_damage(self) -> dict[str, Any]:
        return {"deals_damage": "deals"}

    def already_dealt_damage(self) -> dict[str, Any]:
        return {"deals_damage": "already_dealt"}

    def used_option(self, option: Token) -> dict[str, Any]:
        return {"used_option": "Alpha Strike" if str(option).startswith("Alpha") else "Overheat"}

    def deals_no_damage_now(self, _for_this_reason: Token | None) -> dict[str, Any]:
        return {"deals_damage": "none"}

    # block: speeds and defenders in selectors
    def guarding_target(self, _guarding: Token) -> dict[str, Any]:
        return {"guarding_target": True}

    def same_speed_of(self, or_slower: Token | None) -> dict[str, Any]:
        return {"same_speed": True, "or_slower": or_slower is not None}

    def after_first(self) -> dict[str, Any]:
        return {"after_first": True}

    def legal_target(self, _a: Token) -> dict[str, Any]:
        return {"legal_target": True}

    def in_enhanced_region(self, _self: Token) -> dict[str, Any]:
        return {"in_enhanced_region": True}

    def min_damage_received(self, amount: Token, structure: Token | None) -> dict[str, Any]:
        return {"min_damage_received": int(amount), "structure_damage": structure is not None}

    # asset: construction regions, fully constructed cards, "in play or under construction", "the cards ..."
    def in_your_construction_region(self, _region: Token) -> dict[str, Any]:
        return {"states": ["under_construction"], "owner": "you"}

    def in_opponents_construction_region(self, _opponents: Token, _region: Token) -> dict[str, Any]:
        return {"states": ["under_construction"], "owner": "opponent"}

    def fully_constructed(self) -> dict[str, Any]:
        return {"within_resources": 0}

    def not_state(self, state: Token) -> dict[str, Any]:
        """ "that is not tapped" is untapped, "that is not piloted" unpiloted (item 3 f)."""
        opposite = {"tapped": "untapped", "untapped": "tapped", "piloted": "unpiloted", "unpiloted": "piloted"}
        return {"states": [opposite[str(state)]]}

    def not_unique(self, _unique: Token) -> dict[str, Any]:
        return {"excluding": ["unique"]}

    def that_opponent_controls(self, _controls: Token) -> dict[str, Any]:
        return {"owner": "opponent"}

    def in_your_construction(self) -> dict[str, Any]:
        return {"states": ["under_construction"], "owner": "you"}

    def just_drawn(self) -> dict[str, Any]:
        return {"just_drawn": True}

    def involved_in_mission(self, _words: Token) -> dict[str, Any]:
        return {"in_mission": True}

    def in_that_region(self) -> dict[str, Any]:
        return {"in_that_region": True}

    def involved(self) -> dict[str, Any]:
        return {"in_mission": True}

    def that_you_play(self, verb: Token) -> dict[str, Any]:
        return {"played_by_you": str(verb)}

    def at_random(self) -> dict[str, Any]:
        return {"random": True}

    def other_than_itself(self) -> dict[str, Any]:
        return {"other": True}

    def in_the_battle(self) -> dict[str, Any]:
        # a card in the battle is engaged in it
        return {"states": ["engaged"]}

    def in_opponents_construction(self, _region: Token) -> dict[str, Any]:
        return {"states": ["under_construction"], "owner": "opponent"}

    def other_than_kinds(self, _a: Token, *kinds: Token) -> dict[str, Any]:
        return {"not_types": [self.card_kind(kind) for kind in kinds]}

    def controlled_by_opponent(self, _whose: Token | None) -> dict[str, Any]:
        return {"owner": "opponent"}
