"""Every sentence form the plain-English reader of BattleTech scenarios accepts, with worked examples: the one list
that the reader's tests iterate over (``tests/test_bttcg_scenario_forms.py``: each example reads, by the grammar rule
or the everyday construction its form names, and every rule and construction has a form) and that ``/ask/help``
renders, so that the help page cannot drift from the reader.

Two kinds: ``controlled`` forms are the sentences of ``grammar/scenario.lark`` (``shared/spec/scenario-format.md``,
"Plain-text spelling", and the README's extensions); ``everyday`` forms are the constructions of
:mod:`judge.bttcg.scenario_natural_forms` (README, "Everyday English"), tried when the text is not controlled English.
An example is read after its form's ``given`` sentences (the cards and players it names), never alone with cards it
does not introduce.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Kind = Literal["controlled", "everyday"]

_RAIDER = "Brian has a fast 'Mech Raider with attack 7, armor 0 and structure 5 on patrol."
_SUNDER = "Melissa has a slow 'Mech Sunder with attack 3, armor 3 and structure 10 on patrol."
_BATTLE = f"{_RAIDER} {_SUNDER}"
_FIGHT = f"{_BATTLE} Brian attacks Sunder with Raider."
_EVERYDAY_RAIDER = "Brian's fast 'Mech Raider (attack 7, armor 0, structure 5) attacks Melissa's Sunder."


@dataclass(frozen=True)
class SentenceForm:
    """One sentence form: its ``pattern`` (placeholders in angle brackets, ``[...]`` optional), what it ``gives`` in
    the scenario model, and examples that read with it (after ``given``)."""

    id: str
    kind: Kind
    rule: str
    """The grammar rule (controlled) or the construction function (everyday) that reads it."""
    pattern: str
    gives: str
    examples: tuple[str, ...]
    given: str = ""
    """Sentences read before each example: the players and cards it names."""


CONTROLLED: tuple[SentenceForm, ...] = (
    SentenceForm("title", "controlled", "title_s", 'The title is "<text>".', "title", ('The title is "Cover fire".',)),
    SentenceForm(
        "question",
        "controlled",
        "question_s",
        'The question is "<text>".',
        "question",
        ('The question is "Who wins?".',),
    ),
    SentenceForm(
        "players",
        "controlled",
        "players_s",
        "The players are <player> and <player>.",
        "the players, the first one active",
        ("The players are Brian and Melissa.",),
    ),
    SentenceForm(
        "assets",
        "controlled",
        "assets_s",
        "<player> has <asset>[, <asset> and <asset>].",
        "the player's assets (Assembly, Logistics, Munitions, Politics, Tactics)",
        ("Brian has Tactics.", "Melissa has Tactics and Munitions."),
    ),
    SentenceForm(
        "stockpile",
        "controlled",
        "stockpile_s",
        "<player>'s Stockpile has <n> cards.",
        "stockpile",
        ("Melissa's Stockpile has 20 cards.",),
    ),
    SentenceForm(
        "card-pool",
        "controlled",
        "card_s",
        "<player> has <card> [(id <id>)] [<place>] [, <state>].",
        "a card of the pool (card), its zone and state",
        (
            "Melissa has Sunder on patrol.",
            "Melissa has Move to Partial Cover in hand.",
            "Melissa has Sunder on guard over Melissa's Stockpile, tapped, with 2 damage.",
        ),
    ),
    SentenceForm(
        "card-unit",
        "controlled",
        "card_s",
        "<player> has a <speed> <type> [<name>] with attack <n>, armor <n> and structure <n> [<place>].",
        "a Unit written out (unit: type, speed, attack, armor, structure; keyword, text, cost)",
        (
            _RAIDER,
            "Brian has a slow battle armor (id toads) with attack 1, armor 0 and structure 2 in construction, "
            "with 1 counter.",
            'Brian has a moderate vehicle Hawk with attack 4, armor 1, structure 6 and text "Jump" on patrol.',
        ),
    ),
    SentenceForm(
        "card-command",
        "controlled",
        "card_s",
        '<player> has a Command card [<name>] [with armor <n>, structure <n>, cost "<cost>", text "<text>"] [<place>].',
        "command (an inline Command card)",
        ('Melissa has a Command card Bunker with armor 2, structure 5 and cost "2+1L" in the command post.',),
    ),
    SentenceForm(
        "card-mission",
        "controlled",
        "card_s",
        '<player> has a Mission card [<name>] [with text "<text>"] [<place>].',
        "mission (an inline Mission card)",
        ('Melissa has a Mission card "Dig In" with text "Prevent up to 3 damage to one of your \'Mechs." in hand.',),
    ),
    SentenceForm(
        "card-on",
        "controlled",
        "card_s",
        "<player> has <Pilot or Enhancement> on <Unit>.",
        "on (a Pilot or an Enhancement on its Unit)",
        ("Brian has Veteran MechWarrior on Raider.",),
        given=_RAIDER,
    ),
    SentenceForm(
        "attack",
        "controlled",
        "attack_s",
        "<player> attacks <target> with <Unit>[, <Unit> and <Unit>].",
        "mission (attacker, target, group); a later one: an attack action",
        ("Brian attacks Sunder with Raider.", "Brian attacks Melissa's Stockpile with Raider."),
        given=_BATTLE,
    ),
    SentenceForm(
        "block",
        "controlled",
        "block_s",
        "<player> blocks with <Unit>[, <Unit> and <Unit>].",
        "mission.blockers",
        ("Melissa blocks with Sunder.",),
        given=f"{_BATTLE} Brian attacks Melissa's Stockpile with Raider.",
    ),
    SentenceForm(
        "joins",
        "controlled",
        "joins_s",
        "The target joins the battle.",
        "mission.include_target",
        ("The target joins the battle.",),
        given=_FIGHT,
    ),
    SentenceForm(
        "play",
        "controlled",
        "play_s",
        "<player> plays <card> [on <card>, <card>] [, <n> for <card>] [answering yes and no].",
        "an action {by, play, choose, amounts, may}",
        ("Melissa plays Move to Partial Cover on Sunder.",),
        given=f"{_FIGHT} Melissa has Move to Partial Cover in hand.",
    ),
    SentenceForm(
        "use",
        "controlled",
        "use_s",
        "<player> uses <option or ability> with [the card] <card> [on <card>] [, <n> at <card>] "
        "[when it rolls <faces>].",
        "an action {by, use, unit or card, choose, at}",
        ("Brian uses Jump with Raider.", "Melissa uses Missile with Sunder, 1 at Raider."),
        given=_FIGHT,
    ),
    SentenceForm(
        "assign",
        "controlled",
        "assign_s",
        "<player> assigns <n> damage from <Unit> to <card> [and <n> to <card>].",
        "an action {by, assign, to}",
        ("Brian assigns 7 damage from Raider to Sunder.",),
        given=_FIGHT,
    ),
    SentenceForm(
        "assign-none",
        "controlled",
        "assign_none_s",
        "<player> assigns no damage from <Unit>.",
        "an action {by, assign, to: {}}",
        ("Brian assigns no damage from Raider.",),
        given=_FIGHT,
    ),
    SentenceForm(
        "pass", "controlled", "pass_s", "<player> passes.", "an action {by, pass}", ("Melissa passes.",), given=_FIGHT
    ),
    SentenceForm(
        "reveal",
        "controlled",
        "reveal_s",
        "<player> reveals <card> [on <card>].",
        "an action {by, reveal}",
        ("Melissa reveals Ambush.",),
        given=f"{_FIGHT} Melissa has Ambush in construction.",
    ),
    SentenceForm(
        "dice",
        "controlled",
        "dice_s",
        "The dice roll <n>[, then <n>]. / The die rolls <n>.",
        "dice (fixed rolls; without it every roll is enumerated)",
        ("The dice roll 5, then 2.", "The die rolls 6."),
    ),
    SentenceForm(
        "phase",
        "controlled",
        "phase_start_s",
        "It is <player>'s <phase> phase.",
        "phase (Untap, Draw, Deploy, Repair/Reload, Missions, End of Turn)",
        ("It is Brian's Deploy phase.",),
    ),
    SentenceForm(
        "first-turn",
        "controlled",
        "first_turn_s",
        "It is the first turn of the game.",
        "turn.first_turn",
        ("It is the first turn of the game.",),
    ),
    SentenceForm(
        "deployments",
        "controlled",
        "used_s",
        "<player> used <n> deployments this turn.",
        "turn.deployments_used",
        ("Brian used 1 deployments this turn.",),
    ),
    SentenceForm(
        "repaired",
        "controlled",
        "repaired_s",
        "<player> repaired this turn.",
        "turn.repaired",
        ("Brian repaired this turn.",),
    ),
    SentenceForm(
        "restocked",
        "controlled",
        "restocked_s",
        "<player> restocked this turn.",
        "turn.restocked",
        ("Brian restocked this turn.",),
        given="It is Brian's End of Turn phase.",
    ),
    SentenceForm(
        "in-force",
        "controlled",
        "in_force_s",
        "From the last turn, <card> is in force.",
        "turn.in_force",
        ("From the last turn, Treachery! is in force.",),
        given="Melissa has Treachery! in the scrapheap.",
    ),
    SentenceForm(
        "goes",
        "controlled",
        "goes_s",
        "<player> goes to his/her/their/the <phase> phase.",
        "an action {by, phase}",
        ("Brian goes to his Missions phase.",),
    ),
    SentenceForm(
        "deploy",
        "controlled",
        "deploy_s",
        "<player> deploys <card>[, revealed].",
        "an action {by, deploy, revealed}",
        ("Brian deploys Sunder.", "Brian deploys Sunder, revealed."),
        given="Brian has Sunder in hand.",
    ),
    SentenceForm(
        "tap",
        "controlled",
        "tap_s",
        "<player> taps <card>[ and <card>] [for resources].",
        "an action {by, tap}",
        ("Brian taps Support: Tactics for resources.",),
        given="Brian has Support: Tactics in the command post.",
    ),
    SentenceForm(
        "construct",
        "controlled",
        "counters_s",
        "<player> puts <n> counters on <card> [and <n> on <card>].",
        "an action {by, construct}",
        ("Brian puts 3 counters on Sunder.",),
        given="Brian has Sunder in construction.",
    ),
    SentenceForm(
        "activate",
        "controlled",
        "activate_s",
        "<player> activates <card> [on <card>] [, choosing <card>] [, moving it to patrol].",
        "an action {by, activate, on, choose, patrol}",
        ("Brian activates Sunder.", "Brian activates Jenner IIC, moving it to patrol."),
        given="Brian has Sunder in construction. Brian has Jenner IIC in construction.",
    ),
    SentenceForm(
        "reassign",
        "controlled",
        "reassign_s",
        "<player> reassigns <Pilot> to <Unit>.",
        "an action {by, reassign, on}",
        ("Brian reassigns Veteran MechWarrior to Raider #2.",),
        given=f"{_RAIDER} {_RAIDER} Brian has Veteran MechWarrior on Raider #1.",
    ),
    SentenceForm(
        "repair",
        "controlled",
        "repair_s",
        "<player> repairs <n> damage on <card>.",
        "an action {by, repair}",
        ("Brian repairs 1 damage on Sunder.",),
        given="Brian has Sunder on patrol, with 2 damage.",
    ),
    SentenceForm(
        "guard",
        "controlled",
        "guard_s",
        "<player> puts <Unit> on guard over <site>.",
        "an action {by, guard, site}",
        ("Brian puts Sunder on guard over Brian's Stockpile.",),
        given="Brian has Sunder on patrol.",
    ),
    SentenceForm(
        "unguard",
        "controlled",
        "unguard_s",
        "<player> puts <Unit> on patrol.",
        "an action {by, unguard}",
        ("Brian puts Sunder on patrol.",),
        given="Brian has Sunder on guard.",
    ),
    SentenceForm(
        "restock",
        "controlled",
        "restock_s",
        "<player> restocks <card>.",
        "an action {by, restock}",
        ("Brian restocks Move to Partial Cover.",),
        given="Brian has Move to Partial Cover in hand.",
    ),
)

EVERYDAY: tuple[SentenceForm, ...] = (
    SentenceForm(
        "everyday-assets",
        "everyday",
        "assets",
        "Both players have <asset>. / <player> and <player> both have <asset>. / <player> has no <asset>.",
        "assets (none is the default)",
        ("Both players have Tactics.", "Brian and Melissa both have Tactics.", "Melissa has no Tactics."),
        given=_EVERYDAY_RAIDER,
    ),
    SentenceForm(
        "everyday-stockpile",
        "everyday",
        "stockpile",
        "<player> has <n> cards in her Stockpile.",
        "stockpile",
        ("Melissa has 12 cards in her Stockpile.",),
        given=_EVERYDAY_RAIDER,
    ),
    SentenceForm(
        "everyday-belongs",
        "everyday",
        "belongs",
        "The <card> belongs to <player>.",
        "the card's owner",
        ("The Sunder belongs to Melissa.",),
        given="Brian's fast 'Mech Raider (attack 7, armor 0, structure 5) attacks Sunder.",
    ),
    SentenceForm(
        "everyday-has",
        "everyday",
        "has_cards",
        "<player> has/controls <card> on patrol / in hand / on guard / in construction.",
        "a card and its zone",
        ("Melissa controls a Sunder on patrol.", "Melissa has Move to Partial Cover in her hand."),
        given=_EVERYDAY_RAIDER,
    ),
    SentenceForm(
        "everyday-is",
        "everyday",
        "is_sentence",
        "<card> is a <speed> 'Mech with <stats>. / <card> is tapped. / <card> is guarding <site>.",
        "a card's stats, state or place",
        ("Raider is a fast 'Mech with 7 attack, 0 armor and 5 structure.", "Sunder is tapped."),
        given=_EVERYDAY_RAIDER,
    ),
    SentenceForm(
        "everyday-attack",
        "everyday",
        "attack",
        "<card> attacks <target>. / <player> attacks <target> with <card>. / <target> is attacked by <card>. / "
        "<player> sends <card> against <target>.",
        "mission (the attacker's Units attack, the opponent's card is the target: rulebook p.24)",
        (
            _EVERYDAY_RAIDER,
            "Brian attacks Melissa's Sunder with his fast Mech Raider (7/0/5).",
            "Melissa's Stockpile is attacked by Brian's fast 'Mech Raider, 7/0/5.",
        ),
    ),
    SentenceForm(
        "everyday-block",
        "everyday",
        "block",
        "<card> blocks. / <player> blocks with <card>. / <player> doesn't block.",
        "mission.blockers",
        ("Melissa's fast 'Mech Jenny (attack 3, armor 1, structure 3) blocks.", "Melissa doesn't block."),
        given="Brian's fast 'Mech Raider (attack 7, armor 0, structure 5) attacks Melissa's Stockpile.",
    ),
    SentenceForm(
        "everyday-block-attacking",
        "everyday",
        "block_attacking",
        "<blocker> blocks <attacker>, which was attacking <target>.",
        "the mission and its blockers in one sentence",
        (
            "Melissa's fast 'Mech Jenny (3/1/3) blocks Brian's fast 'Mech Raider (7/0/5), which was attacking her "
            "Stockpile.",
        ),
    ),
    SentenceForm(
        "everyday-include",
        "everyday",
        "include",
        "<player> includes <card> in the battle.",
        "mission.include_target",
        ("Melissa includes Sunder in the battle.",),
        given=_EVERYDAY_RAIDER,
    ),
    SentenceForm(
        "everyday-play",
        "everyday",
        "play",
        "<player> plays <card> [on / targeting / for] <card>. / Then she plays <card>.",
        "an action {by, play, choose}; a Mission card played was in hand (rulebook p.32)",
        ("Melissa plays Move to Partial Cover on the Sunder.", "Melissa plays Move to Partial Cover targeting Sunder."),
        given=_EVERYDAY_RAIDER,
    ),
    SentenceForm(
        "everyday-option",
        "everyday",
        "option",
        "<card> jumps. / <card> alpha strikes. / <card> uses its Jump. / <player> jumps with <card>. / "
        "<player> uses <card>'s Alpha Strike.",
        "an action {by, use: Jump / Alpha Strike / Overheat, unit}",
        ("Raider jumps.", "Raider uses its Jump.", "Brian jumps with Raider.", "Brian uses Raider's Alpha Strike."),
        given=_EVERYDAY_RAIDER,
    ),
    SentenceForm(
        "everyday-missiles",
        "everyday",
        "missiles",
        "<player> fires <card>'s <n> missiles at <target>. / <card> fires its missile at <target>.",
        "an action {by, use: Missile, unit, at}",
        ("Sunder fires its missile at Raider.", "Melissa fires Sunder's 2 missiles at Brian's Stockpile."),
        given=_EVERYDAY_RAIDER,
    ),
    SentenceForm(
        "everyday-assign",
        "everyday",
        "assign",
        "<card> deals / assigns [its] <n> damage to <card>. / <card> takes <n> damage from <card>.",
        "an action {by, assign, to}",
        (
            "Sunder deals 3 damage to Raider.",
            "Raider assigns its 7 damage to Sunder.",
            "Raider takes 3 damage from the Sunder.",
        ),
        given=_EVERYDAY_RAIDER,
    ),
    SentenceForm(
        "everyday-dice",
        "everyday",
        "dice",
        "The die shows <n>. / The roll is a <n>. / <player> rolls a <n> and a <n>.",
        "dice",
        ("The die shows 5.", "The roll is a 2.", "Brian rolls a 6 and a 2."),
        given=_EVERYDAY_RAIDER,
    ),
)

QUESTION_FORM = SentenceForm(
    "everyday-question",
    "everyday",
    "question",
    "any sentence ending with '?'",
    "question (several are joined); the verdict answers it where it can",
    ("What happens?", "Does the Sunder survive?", "Who wins?"),
    given=_EVERYDAY_RAIDER,
)

FORMS: tuple[SentenceForm, ...] = (*CONTROLLED, *EVERYDAY, QUESTION_FORM)


def form_json(form: SentenceForm) -> dict[str, object]:
    """A form as the JSON twin of ``/ask/help`` gives it."""
    return {
        "id": form.id,
        "kind": form.kind,
        "reader": form.rule,
        "pattern": form.pattern,
        "gives": form.gives,
        "examples": list(form.examples),
        "given": form.given or None,
    }


__all__ = ["CONTROLLED", "EVERYDAY", "FORMS", "QUESTION_FORM", "SentenceForm", "form_json"]
