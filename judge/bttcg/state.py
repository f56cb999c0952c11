"""The position a battle works on: each card's state, the players, and the record of the battle as it goes (who
fights, what was assigned, fired, prevented and played), with the violations and the cited trace."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Literal

from judge.bttcg.faces import CardFace
from judge.bttcg.undo import OPEN, written
from judge.cards.models import Cost
from judge.dsl import models as m

Step = Literal["initiative", "first", "second", "done"]


class UnsupportedError(ValueError):
    """The scenario needs something the engine does not execute yet (an effect, a condition, an ability): answered
    with a clear message, never with a guess."""


@dataclass
class CardState:
    zone: str
    tapped: bool = False
    depleted: bool = False
    damage: int = 0
    counters: int = 0
    guarding: str | None = None
    on: str | None = None
    activated: bool = False
    other_counters: dict[str, int] = field(default_factory=dict)
    """Counters of every other kind on the card, by kind ("operation", "+1 attack clubbing limb"): kept and
    changed by ``judge/bttcg/counters.py`` only (a new dict on each change, never changed in place)."""
    region: str | None = None
    """A Terrain card's region of its owner, which it enhances (judge/bttcg/terrain.py); ``None``: not known."""
    this_turn: tuple[str, ...] = ()
    """What the card did earlier this turn, as the scenario says (``CardSpec.this_turn``)."""
    chosen_player: str | None = None
    """The player the card chose as it was activated (judge/bttcg/continuous.py); ``None``: not known."""

    def __setattr__(self, name: str, value: object) -> None:
        """Sets the field, first noting its value in the open journal of a trial (judge/bttcg/undo.py), if any."""
        if OPEN.journals:  # the thread's (judge/bttcg/undo.py)
            written(self, name)
        object.__setattr__(self, name, value)


def under_construction(state: CardState) -> bool:
    """A card in the Construction region that is not an activated Unit: a site, not a Unit (rulebook p.14, p.20:
    activated Units stay in Construction until the end of the turn, as Units)."""
    return state.zone == "construction" and not state.activated


def is_active(state: CardState) -> bool:
    """Activated and in play: on patrol, guarding, in the Command Post, or a Unit activated this turn still in the
    Construction region (rulebook p.20). Only such a card has abilities to use (CE rulings: Construction Region)."""
    return state.zone in ("patrol", "guard", "command_post") or (state.zone == "construction" and state.activated)


@dataclass
class Fighter:
    """A card taking part in the battle (rulebook p.26: attacking, blocking, or the target)."""

    card_id: str
    player: str
    depleted_at_start: bool
    attack_mod: int = 0
    armor_mod: int = 0
    initiative: int = 0
    assigned: dict[str, int] | None = None
    missiles: dict[str, int] | None = None
    options_used: list[str] = field(default_factory=list)
    overheat: int = 0
    removed: bool = False
    joined: bool = False
    """It came into the battle late (the target, once every blocker was removed): its damage is assigned at once,
    whatever the step."""
    pending: Literal["raise", "lower"] | None = None
    """Its attack changed after its damage was assigned to several cards: its player says where the change goes."""
    lowered: bool = False
    """Its attack dropped after its damage was assigned (read only by a misruling: the damage reassigned freely)."""
    deals_no_damage: bool = False
    """An effect prevents all the damage it deals: its assigned damage and its missiles (CE rulings: Missiles)."""
    only_to: list[str] | None = None
    """An effect lets it deal its damage (missiles included) only to these cards ("deals all of its damage to the
    target", "assign their damage only to that opposing Unit")."""
    armor_set: int | None = None
    """An effect set its armor to this value for the battle ("Reduce the armor of ... to 0": stat_changes.py)."""
    limited: list[tuple[int, str]] = field(default_factory=list)
    """Attack bonuses an effect gave it, usable only against some recipients (stat_changes.py)."""


@dataclass(frozen=True)
class Violation:
    action: int | None
    message: str
    rules: tuple[str, ...]

    def as_json(self) -> dict[str, object]:
        return {"action": self.action, "message": self.message, "rules": list(self.rules)}


@dataclass(frozen=True)
class TraceEntry:
    text: str
    rules: tuple[str, ...]

    def as_json(self) -> dict[str, object]:
        return {"text": self.text, "rules": list(self.rules)}


@dataclass(frozen=True)
class Shield:
    """Damage prevention waiting for the end of the battle: up to ``amount`` damage to ``recipient``."""

    recipient: str
    amount: int
    source: str
    everything: bool = False
    """All damage to the recipient is prevented ("Prevent all damage received by that Unit"); ``amount`` unused."""


@dataclass(frozen=True)
class CardDamage:
    """Damage an effect deals, resolved with all other damage at the end of the battle (rulebook p.29)."""

    recipient: str
    amount: int
    source: str
    unpreventable: bool = False
    """"This damage cannot be prevented": prevention does not reach it (armor still does)."""
    structure: bool = False
    """Structure damage: armor does not stop it (``damage_changes.py``)."""


@dataclass(frozen=True)
class MissileVolley:
    """Missiles one Unit fired at one card or site."""

    unit: str
    recipient: str
    count: int
    factor: int = 1
    """Each missile deals this many times its damage ("double damage to that 'Mech": missile_sabotage.py)."""


@dataclass(frozen=True)
class DieUse:
    """An ability used immediately after a missile die is rolled ("Reroll one of your missile die rolls", "Add +1
    to one of your die rolls", "add or subtract 1 from the die roll for each missile fired from 'Mech piloted by
    ..."), waiting for damage resolution (judge/bttcg/rerolls.py): on a missile roll of ``player``'s (of ``unit``'s
    missiles when given) that shows a face of ``policy``, it does what the policy says for that face (``REROLL``, or
    the change to the roll); used once, on the first such roll, or on each (``each``: "for each missile")."""

    card_id: str
    player: str
    policy: tuple[tuple[int, int], ...]
    unit: str | None = None
    each: bool = False
    all_of: bool = False
    """Once all of ``unit``'s missile dice are rolled, all of them rolled again if every one shows a face of the
    policy ("Re-roll all of the missile dice for that 'Mech", Huntress)."""
    paid_with: tuple[str, ...] = ()
    """Cards of the hand scrapped to pay for it, when it is used."""
    any_roll: bool = False
    """ "one of your die rolls" (not only missile rolls): refused when its player makes other die rolls in the
    battle, since the engine applies it to missile rolls only."""
    others_unsettled: bool = False
    """Its text says "each missile die roll", and whether the opponent's are meant is not settled: refused when the
    opponent's missiles are rolled while it lasts (Missile Spotter)."""

    def action(self, face: int) -> int | None:
        """What it does to a roll showing ``face`` (``REROLL`` or the change), or ``None``: not used on it."""
        return next((do for f, do in self.policy if f == face), None)


REROLL = 0
"""In a :class:`DieUse`'s policy: roll the die again (a change of 0 would do nothing)."""


@dataclass
class Deferred:
    """Effects of a card waiting for the end of the battle or mission ("At the end of this battle, ...", "after the
    mission"), with the cards its "that" named when it was played: their targets are settled when the battle's
    steps are over, and :class:`Later` applied after damage resolves."""

    effects: list[m.Effect]
    player: str
    source: str
    last: list[str]


@dataclass(frozen=True)
class Later:
    """One thing to do after damage resolved, on the cards still in play: draw (Stockpile -``count``), deplete or
    untap ``cards``; only if every card of ``if_all_scrapped`` was scrapped by the damage (and there is one), only
    if no card of ``if_unharmed`` received structure damage; only if at least ``at_least`` cards of
    ``if_structure_damaged`` received structure damage (judge/bttcg/mission_after.py). ``counters``: put counters
    on ``cards``."""

    what: Literal["draw", "deplete", "untap", "scrap", "counters", "damage", "stockpile"]
    source: str
    player: str = ""
    count: int = 0
    """Cards drawn; counters put (``counters``: ``count`` counters of the kind ``counter`` on each of ``cards``)."""
    cards: tuple[str, ...] = ()
    if_all_scrapped: tuple[str, ...] = ()
    if_unharmed: tuple[str, ...] = ()
    if_structure_damaged: tuple[str, ...] = ()
    at_least: int = 0
    if_scrapped: tuple[str, ...] | None = None
    """Only if these cards (chosen in the mission) were scrapped during it, or with ``unless``, only if they were not
    ("If that 'Mech is scrapped, scrap this card; otherwise, untap this card after the mission":
    judge/bttcg/scrapped_riders.py)."""
    unless: bool = False
    if_dealt: tuple[str, ...] | None = None
    """Only if damage got through to any of these cards as damage resolved (judge/bttcg/damage_riders.py)."""
    counter: str = ""
    """The kind of counters ``count`` of are put on ``cards`` (``what``: counters)."""
    limits: tuple[int | None, ...] = ()
    """``damage``: ``count`` structure damage to each of ``cards``, scrapped at these structures, in order
    (judge/bttcg/scrapped_damage.py)."""


@dataclass(frozen=True)
class LastingBonus:
    """A change of a stat that lasts until a moment ("gets +1 attack until end of turn", "for the rest of this
    mission"): kept and ended by ``judge/bttcg/lasting.py``."""

    source: str
    card_id: str
    stat: str
    amount: int
    until: Literal["mission", "turn", "next_turn", "game"]
    """``next_turn``: until its player's next turn begins (judge/bttcg/lasting_turns.py); ``game``: never ends in
    the scenario (judge/bttcg/game_multipliers.py)."""


@dataclass(frozen=True)
class LastingBeginning:
    """Effects at the beginning of a player's turn or phase for as long as a lasting effect holds ("opponent scraps
    three cards at the beginning of his or her turn until you deploy a card"), or once at the next such moment:
    kept and done by ``judge/bttcg/beginnings.py``."""

    source: str
    controller: str
    """The player the effect belongs to (the card's controller: "you")."""
    effect: m.AtTheBeginning
    until: str | None
    """The lasting effect's end (``None``: once, at the next such moment)."""


@dataclass(frozen=True)
class PlayBan:
    """ "Until the beginning of your next turn, no player may play Mission cards": kept by
    ``judge/bttcg/play_bans.py``."""

    source: str
    """The name of the card that bans."""
    player: str | None
    """The player banned (``None``: every player)."""
    card_type: str
    until: Literal["turn", "mission"] = "turn"
    """``mission``: it ends with the mission ("during this mission": judge/bttcg/attack_declared.py)."""


@dataclass
class Position:
    """The cards, players and battle bookkeeping of one scenario."""

    players: tuple[str, str]
    assets: dict[str, frozenset[str]]
    stockpiles: dict[str, int]
    faces: dict[str, CardFace]
    owners: dict[str, str]
    cards: dict[str, CardState]
    violations: list[Violation] = field(default_factory=list)
    trace: list[TraceEntry] = field(default_factory=list)
    costs: dict[str, Cost] = field(default_factory=dict)
    """The construction costs the scenario knows (a pool card's, an inline card's ``cost``)."""
    lasting: list[LastingBonus] = field(default_factory=list)
    """Stat changes in effect until the end of the mission or turn (a new list on each change)."""
    beginnings: list[LastingBeginning] = field(default_factory=list)
    """Effects waiting for the beginning of a turn or phase (a new list on each change: judge/bttcg/beginnings.py)."""
    bans: list[PlayBan] = field(default_factory=list)
    """Bans on playing cards in force (a new list on each change: judge/bttcg/play_bans.py)."""
    declared_assets: dict[str, frozenset[str]] = field(default_factory=dict)
    """The assets the scenario declares (``players.assets``); ``assets`` adds those of the active cards
    (:func:`judge.bttcg.assets.settle`)."""
    lost_assets: dict[str, frozenset[str]] = field(default_factory=dict)
    """Assets a player has lost until he or she deploys a Resource card that provides them (Severed Supply Lines:
    judge/bttcg/asset_loss.py), by player: not available whatever provides them."""
    control_gained: dict[str, str] = field(default_factory=dict)
    """The owners of the cards another player controls for a while (``owners`` holds the controller), by card id,
    and ``control_until`` when that ends (judge/bttcg/gain_control.py)."""
    control_until: dict[str, str] = field(default_factory=dict)
    each_mission: list[Deferred] = field(default_factory=list)
    """Effects waiting for the end of each mission until the end of the turn (judge/bttcg/mission_lasting.py)."""
    chosen_assets: dict[str, str] = field(default_factory=dict)
    """The asset a card provides that its player chose as it was activated ("When you activate this card, choose the
    asset it provides": judge/bttcg/choose_asset.py), by card id."""
    kept_assets: dict[str, frozenset[str]] = field(default_factory=dict)
    """Assets a player has available for the rest of the game with no card providing them (Think Tank:
    judge/bttcg/kept_assets.py), by player."""
    stopped_assets: dict[str, str] = field(default_factory=dict)
    """The asset a card says no longer pays asset costs, chosen as it was activated (Work Stoppage:
    judge/bttcg/asset_costs.py), by card id."""
    stockpile_order: dict[str, list[str]] | None = None
    """In a whole game (judge/bttcg/game/), each player's Stockpile as real cards, top first, changed with the count
    by judge/bttcg/stockpile_cards.py only; ``None`` in a scenario (the count only)."""
    shuffler: random.Random | None = None
    """The game's random generator, for the Stockpiles shuffled in a whole game (judge/bttcg/stockpile_cards.py)."""

    def other(self, player: str) -> str:
        return self.players[1] if player == self.players[0] else self.players[0]

    def name(self, card_or_site: str) -> str:
        if card_or_site.endswith(".stockpile"):
            return f"{card_or_site[: -len('.stockpile')]}'s Stockpile"
        return self.faces[card_or_site].name

    def violate(self, action: int | None, message: str, *rules: str) -> None:
        self.violations.append(Violation(action, message, rules))

    def note(self, text: str, *rules: str) -> None:
        self.trace.append(TraceEntry(text, rules))


@dataclass(frozen=True)
class ScrapWatch:
    """``If that Unit receives 5 or more damage, scrap this card``: checked when damage resolves
    (``judge/bttcg/scrap_if_damaged.py``)."""

    source: str
    watched: str
    threshold: int


@dataclass(frozen=True)
class PerDamageRoll:
    """A die rolled for each point of structure damage dealt to ``card`` once damage is applied ("For each structure
    damage dealt to that 'Mech, roll a die: 1-2, prevent the damage; 3-5, no effect; 6, that 'Mech is scrapped":
    judge/bttcg/head_shot.py): the faces that prevent a point, those that scrap the card, and the face whose absence
    returns the card ``source`` to its owner's hand (``None``: it never returns)."""

    source: str
    player: str
    card: str
    prevent: frozenset[int]
    scrap: frozenset[int]
    returns_unless: int | None = None


@dataclass
class Battle:
    """A mission under way: its groups, the fighters, and what has been done in it so far."""

    attacker: str
    defender: str
    group: list[str]
    blockers: list[str]
    target: str
    include_target: bool
    fighters: dict[str, Fighter] = field(default_factory=dict)
    step: Step = "initiative"
    first: str | None = None
    """The player who lost initiative (goes first) once the initiative step is over."""
    initiative_won_by_effect: str | None = None
    """The last player whose card said "You win initiative" (CE rulings, Tactical Superiority)."""
    mission_cards: dict[str, list[str]] = field(default_factory=dict)
    shields: list[Shield] = field(default_factory=list)
    card_damage: list[CardDamage] = field(default_factory=list)
    volleys: list[MissileVolley] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    """Mission cards played, to the Scrapheap after the battle."""
    abilities_used: list[str] = field(default_factory=list)
    """Activated abilities used in this battle (``<card id>#<number>``): each once per battle."""
    returning: list[str] = field(default_factory=list)
    """Mission cards played that return to their owner's hand after the mission instead."""
    multipliers: dict[str, int] = field(default_factory=dict)
    halved: dict[str, list[bool]] = field(default_factory=dict)
    """The damage each card receives is halved, once per entry, rounded up (``True``) or down (damage_changes.py)."""
    """Cards whose damage received is multiplied ("double all damage received by that Unit"), by the product."""
    no_overheat: list[str] = field(default_factory=list)
    """Units whose Overheat damage is prevented ("Prevent all Overheat damage to all Units")."""
    stockpile_loss: dict[str, int] = field(default_factory=dict)
    """Cards drawn or scrapped from each Stockpile by effects during the battle (the scenario counts Stockpiles
    only: a card drawn is one fewer in the Stockpile)."""
    stockpile_taken: list[tuple[str, str, int]] = field(default_factory=list)
    """Of ``stockpile_loss``, in order, the cards drawn into the hand or scrapped off the top (player, zone, count): in
    a game the top cards move there as the battle ends."""
    stockpile_tops: dict[str, list[str]] = field(default_factory=dict)
    """Cards put on top of a player's Stockpile during the battle (judge/bttcg/stockpile_moves.py)."""
    deferred: list[Deferred] = field(default_factory=list)
    later: list[Later] = field(default_factory=list)
    watches: list[ScrapWatch] = field(default_factory=list)
    block_regardless: list[str] = field(default_factory=list)
    """Units a card revealed as the mission is declared lets block regardless of their speed (block_exceptions.py)."""
    redirect_all: dict[str, str] = field(default_factory=dict)
    die_uses: list[DieUse] = field(default_factory=list)
    """Abilities used as missile dice are rolled, in the order the scenario lists them (judge/bttcg/rerolls.py)."""
    """Units all of whose damage goes to another Unit of the battle ("Redirect all damage from the first Unit to the
    second": judge/bttcg/mission_effects.py), read when damage resolves."""
    per_damage: list[PerDamageRoll] = field(default_factory=list)
    """Dice rolled per point of structure damage once damage is applied (judge/bttcg/head_shot.py)."""
    player_initiative: dict[str, int] = field(default_factory=dict)
    """Initiative an effect gave a player, not a Unit ("you get +X initiative": judge/bttcg/outnumbering.py)."""
    in_play_at_start: frozenset[str] = frozenset()
    """The cards in play as the battle began: those of them in the Scrapheap once it is over were scrapped during it
    (judge/bttcg/battle_triggers.py)."""

    @property
    def blocked(self) -> bool:
        """Blocked while any blocker is still in the battle (CE rulings: Removing Units from Battle: when all the
        blockers are removed, the attackers no longer count as blocked)."""
        return any(b in self.fighters and not self.fighters[b].removed for b in self.blockers)

    @property
    def target_is_stockpile(self) -> bool:
        return self.target.endswith(".stockpile")

    def active(self) -> list[Fighter]:
        return [f for f in self.fighters.values() if not f.removed]

    def side(self, player: str) -> list[Fighter]:
        return [f for f in self.active() if f.player == player]
