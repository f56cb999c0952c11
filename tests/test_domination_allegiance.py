"""The optional Allegiance add-on of Battletech: Domination (seed 001, "Rules for ALLEGIANCE Add-On"): set-up, buying,
where the card stays, what it is not, the score, and the card's power in the engine, in scenarios and in self-play.

The seed lists no Allegiance card, so the cards here are invented (a user brings real ones in a card file with
``card_type: Allegiance``). Each test names the rule record it checks (``domination/...``)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from judge.cli import main
from judge.domination.engine import (
    ALLEGIANCES_OFFERED,
    CardInfo,
    Game,
    Player,
    Strategy,
    action_phase,
    buy_phase,
    clean_up,
    combat,
    new_game,
    play_game,
)
from judge.domination.selfplay import build_cards, run_games
from judge.domination.strategies import STRATEGIES
from judge.pool import CardPool
from judge.simulate import SimulateError, read_scenario, simulate_document

ALLEGIANCE_FILE = """\
game: domination
source:
  document: "tests"
  title: "Invented Allegiance cards"
cards:
  - {name: "House Alpha", card_type: Allegiance, industry: 3, text: "+1 Buy"}
  - {name: "Clan Beta", card_type: Allegiance, industry: 2, lostech: 1, text: "+1 Attack"}
  - {name: "House Gamma", card_type: Allegiance, industry: 4, text: "+1 Defense"}
  - {name: "House Delta", card_type: Allegiance, industry: 1, text: "+1 Action"}
  - {name: "Clan Epsilon", card_type: Allegiance, industry: 5, text: "+1 Card"}
  - {name: "House Zeta", card_type: Allegiance, industry: 8,
     text: "STATIC: +1 Attack per Mech in your deployment zone."}
  - {name: "House Eta", card_type: Allegiance, industry: 2, text: "Discard a card."}
"""
BOX = ("House Alpha", "Clan Beta", "House Gamma", "House Delta", "Clan Epsilon", "House Zeta", "House Eta")
PILES = ["Cicada", "Uziel", "Awesome", "Ammo Dump", "Command Council"]


@pytest.fixture(scope="module")
def allegiance_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("allegiance") / "allegiances.yaml"
    path.write_text(ALLEGIANCE_FILE, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def pool(allegiance_file: Path) -> CardPool:
    return CardPool.load([allegiance_file], include_saved=False, include_env=False)


@pytest.fixture(scope="module")
def cards(pool: CardPool) -> list[CardInfo]:
    return build_cards(pool)


def index(cards: list[CardInfo], name: str) -> int:
    return next(c.index for c in cards if c.name == name)


def names(g: Game, zone: list[int]) -> list[str]:
    return [g.cards[c].name for c in zone]


class Buys(Strategy):
    """Buys the named Allegiance (when offered one) and then the named Supply cards, in order."""

    def __init__(self, allegiance: str | None = None, buys: tuple[str, ...] = ()) -> None:
        super().__init__(random.Random(0))
        self.allegiance = allegiance
        self.buys = list(buys)
        self.asked: list[tuple[int, int]] = []

    def buy_allegiance(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        self.asked.append((industry, lostech))
        return None if self.allegiance is None else index(game.cards, self.allegiance)

    def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        return index(game.cards, self.buys.pop(0)) if self.buys else None


def start(cards: list[CardInfo], hand: list[str], box: tuple[str, ...] = BOX[:5], seed: int = 1) -> Game:
    g = new_game(cards, PILES, random.Random(seed), allegiances=box)
    g.players[0].hand = [index(cards, n) for n in hand]
    return g


def test_allegiance_set_up_offers_five_chosen_at_random(cards: list[CardInfo]) -> None:
    """domination/set-up: five Allegiances chosen at random are offered face up; the others go back to the box."""
    offers = set()
    for seed in range(6):
        g = new_game(cards, PILES, random.Random(seed), allegiances=BOX)
        offered = names(g, g.allegiances)
        assert len(offered) == ALLEGIANCES_OFFERED == len(set(offered)) and set(offered) <= set(BOX)
        offers.add(tuple(sorted(offered)))
    assert len(offers) > 1  # random, not the first five
    few = new_game(cards, PILES, random.Random(1), allegiances=BOX[:3])
    assert names(few, few.allegiances) == list(BOX[:3])


def test_allegiance_contents_one_copy_each_and_only_allegiance_cards(cards: list[CardInfo]) -> None:
    """domination/contents: one copy of each Allegiance; a card that is not an Allegiance cannot be one."""
    g = new_game(cards, PILES, random.Random(1), allegiances=("House Alpha", "House Alpha"))
    assert names(g, g.allegiances) == ["House Alpha"]
    with pytest.raises(ValueError, match="not an Allegiance"):
        new_game(cards, PILES, random.Random(1), allegiances=("Cicada",))


def test_allegiance_is_not_a_supply_pile(cards: list[CardInfo]) -> None:
    """domination/during-the-game-4: Allegiances are not part of the Supply: not a pile, never counted for the
    end of the game."""
    with pytest.raises(ValueError, match="not a Supply pile"):
        new_game(cards, [*PILES, "House Alpha"], random.Random(1))
    g = start(cards, [])
    assert not set(g.allegiances) & set(g.supply)
    for pile in list(g.supply)[:3]:
        g.supply[pile] = 0
    g.allegiances = []  # every Allegiance bought: still three empty piles, not four
    assert g.empty_piles() == 3 and not g.over()


def test_allegiance_bought_without_using_a_buy(cards: list[CardInfo]) -> None:
    """domination/during-the-game: bought in the Buy phase for its cost, it takes no Buy: the one Buy still buys a
    card with the Industry left."""
    g = start(cards, ["Advanced Factory", "Advanced Factory", "Basic Factory"])  # 7 Industry, 2 LosTech
    me = g.players[0]
    buyer = Buys("Clan Beta", ("Cicada",))
    buy_phase(g, me, buyer)
    assert names(g, me.allegiance) == ["Clan Beta"] and "Clan Beta" not in names(g, g.allegiances)
    assert names(g, me.discard) == ["Cicada"]  # 7 - 2 = 5 Industry left: Cicada (4) with the unused Buy
    assert buyer.asked == [(7, 2)]


def test_allegiance_one_per_player_per_game(cards: list[CardInfo]) -> None:
    """domination/during-the-game: each player may buy one Allegiance per game; he is not asked again."""
    g = start(cards, ["Advanced Factory"] * 3)
    me = g.players[0]
    buy_phase(g, me, Buys("House Delta"))
    me.hand = [index(cards, "Advanced Factory")] * 3
    again = Buys("House Alpha")
    buy_phase(g, me, again)
    assert names(g, me.allegiance) == ["House Delta"] and again.asked == []


def test_allegiance_that_cannot_be_paid_is_not_bought(cards: list[CardInfo]) -> None:
    """domination/during-the-game: the resource cost indicated on the card is paid (LosTech included)."""
    g = start(cards, ["Basic Factory", "Basic Factory"])  # 2 Industry, no LosTech
    me = g.players[0]
    buy_phase(g, me, Buys("Clan Beta"))  # costs 2 Industry and 1 LosTech
    assert me.allegiance == [] and "Clan Beta" in names(g, g.allegiances)


def test_allegiance_stays_next_to_the_deck_and_is_not_scored(cards: list[CardInfo]) -> None:
    """domination/during-the-game-2 (never shuffled into the deck), domination/during-the-game-3 (never discarded)
    and domination/end-of-game-allegiance-add-on (not counted in the score)."""
    g = start(cards, ["Advanced Factory", "Advanced Factory"])
    me = g.players[0]
    score = me.cards_in_deck()
    buy_phase(g, me, Buys("House Gamma"))
    clean_up(g, me)
    assert names(g, me.allegiance) == ["House Gamma"]
    every_zone = me.deck + me.hand + me.discard + me.play + me.deployment
    assert index(cards, "House Gamma") not in every_zone
    assert me.cards_in_deck() == score
    g.draw(me, 40)  # reshuffles included: the Allegiance never joins the deck
    assert index(cards, "House Gamma") not in me.hand and names(g, me.allegiance) == ["House Gamma"]


def test_allegiance_bonus_at_once_in_the_buy_phase(cards: list[CardInfo]) -> None:
    """domination/during-the-game: "immediately gains the power": a +1 Buy Allegiance gives its Buy in the Buy
    phase it is bought."""
    g = start(cards, ["Advanced Factory"] * 4)  # 12 Industry
    me = g.players[0]
    buy_phase(g, me, Buys("House Alpha", ("Cicada", "Cicada")))
    assert names(g, me.discard) == ["Cicada", "Cicada"]  # 12 - 3 = 9: two Cicadas with two Buys


def bought(g: Game, seat: int, name: str) -> None:
    g.players[seat].allegiance = [index(g.cards, name)]
    g.allegiances = [c for c in g.allegiances if g.cards[c].name != name]


def test_allegiance_bonus_every_turn_for_the_rest_of_the_game(cards: list[CardInfo]) -> None:
    """domination/during-the-game: the power holds "for the remainder of the game": +1 Action in each of his Action
    phases, +1 Card at the start of each of his turns, never in the opponent's."""
    from judge.domination import hooks
    from judge.domination.context import TurnState

    g = start(cards, [])
    bought(g, 0, "House Delta")
    bought(g, 1, "Clan Epsilon")
    me, other = g.players
    for _turn in range(2):
        g.state = TurnState()
        hooks.start_turn(g, 0)
        action_phase(g, me, Buys())
        assert g.state.actions == 3
    hand = len(other.hand)
    g.active = 1
    g.state = TurnState()
    hooks.start_turn(g, 1)
    assert len(other.hand) == hand + 1
    g.state = TurnState()
    g.active = 0
    hooks.start_turn(g, 0)
    assert len(other.hand) == hand + 1  # not in the opponent's turn


def test_allegiance_attack_and_defense_in_combat(cards: list[CardInfo]) -> None:
    """domination/during-the-game with domination/combat-phase/step-b: +1 Attack adds to his Total Attack Value
    when he attacks; +1 Defense to his Total Defense Value when he defends; a Static per-count power counts."""
    from judge.domination import hooks
    from judge.domination.context import TurnState

    g = start(cards, [])
    me, other = g.players
    me.deployment = [index(cards, "Cicada"), index(cards, "Awesome")]
    other.deployment = [index(cards, "Infantry Platoon")]
    base = (hooks.total(g, 0, attacking=True), hooks.total(g, 1, attacking=False))
    bought(g, 0, "Clan Beta")
    bought(g, 1, "House Gamma")
    g.state = TurnState()
    hooks.start_turn(g, 0)
    assert (hooks.total(g, 0, attacking=True), hooks.total(g, 1, attacking=False)) == (base[0] + 1, base[1] + 1)
    g.state = TurnState()
    bought(g, 0, "House Zeta")  # +1 Attack per Mech in his deployment zone (Cicada and Awesome are Mechs)
    assert hooks.total(g, 0, attacking=True) == base[0] + 2


def test_allegiance_unexecuted_power_is_counted_not_run(cards: list[CardInfo]) -> None:
    """An Allegiance power the engine does not execute is listed (Game.skipped), never guessed."""
    g = start(cards, [], box=("House Eta",))
    assert g.skipped["allegiance:discard"] == 1


def test_self_play_with_allegiances(cards: list[CardInfo]) -> None:
    """Self-play with the add-on: games end; some Allegiances are bought, at most one per player."""
    rng = random.Random(5)
    bought_any = 0
    for _ in range(20):
        g = new_game(cards, PILES, rng, allegiances=BOX)
        play_game(g, [STRATEGIES["big-money"](rng), STRATEGIES["random"](rng)])
        assert all(len(p.allegiance) <= 1 for p in g.players)
        assert not set(g.allegiances) & {c for p in g.players for c in p.allegiance}
        bought_any += sum(len(p.allegiance) for p in g.players)
    assert bought_any > 0
    tally = run_games(cards, ("big-money", "attack"), 10, seed=2, piles=tuple(PILES), allegiances=BOX)
    assert tally.games == 10


def test_play_command_with_allegiances(allegiance_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``judge domination play --allegiance`` uses the pool's Allegiance cards; without any it says where to get
    them."""
    args = ["domination", "play", "--strategy", "big-money", "--strategy", "random", "--games", "20"]
    assert main([*args, "--allegiance", "--pool", str(allegiance_file), "--json", "--no-progress"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 20
    assert main([*args, "--allegiance"]) == 2
    assert "card_type: Allegiance" in capsys.readouterr().err


# --- scenarios ----------------------------------------------------------------------------------------------------


def scenario(players: str, actions: str, extra: str = "") -> str:
    return f"game: domination\nseed: 1\nphase: buy\nuntil: buy\n{extra}players:\n{players}actions:\n{actions}"


PLAYERS = """\
  A:
    hand: [Advanced Factory, Advanced Factory, Basic Factory]
    deck: [Basic Factory, Basic Factory, Basic Factory, Basic Factory, Basic Factory]
  B:
    hand: [Basic Factory]
    deck: [Basic Factory]
"""
OFFERED = "allegiances: [House Alpha, Clan Beta, House Gamma]\nsupply: {Cicada: 5, Uziel: 5}\n"


def answer(text: str, pool: CardPool) -> dict[str, Any]:
    return simulate_document(read_scenario(text, "s.yaml"), pool, "s.yaml")


def test_scenario_buys_an_allegiance_and_a_card(pool: CardPool) -> None:
    """domination/during-the-game: bought without a Buy, then a Supply card with the Buy; the answer shows the
    Allegiance next to the player and what is still offered."""
    data = answer(scenario(PLAYERS, "  - {by: A, buy: Clan Beta}\n  - {by: A, buy: Cicada}\n", OFFERED), pool)
    assert data["legal"], data["violations"]
    result = data["outcomes"][0]
    assert result["players"]["A"]["allegiance"] == "Clan Beta" and result["players"]["B"]["allegiance"] is None
    assert result["allegiances"] == ["House Alpha", "House Gamma"]
    assert result["players"]["A"]["discard"] == ["Cicada"]
    trace = [step for step in data["trace"] if "Allegiance" in step["text"]]
    assert trace and "domination/during-the-game" in trace[0]["rules"]


@pytest.mark.parametrize(
    ("extra", "actions", "rule", "words"),
    [
        (OFFERED, "  - {by: A, buy: House Alpha}\n  - {by: A, buy: Clan Beta}\n", "domination/during-the-game", "one"),
        (OFFERED, "  - {by: A, buy: House Zeta}\n", "domination/set-up", "not offered"),
        (OFFERED.replace("[House Alpha", "[House Zeta, House Alpha"), "  - {by: A, buy: House Zeta}\n", "", "costs"),
    ],
)
def test_scenario_allegiance_violations(pool: CardPool, extra: str, actions: str, rule: str, words: str) -> None:
    """domination/during-the-game (one per player per game; its cost is paid) and domination/set-up (only an
    offered Allegiance can be bought)."""
    data = answer(scenario(PLAYERS, actions, extra), pool)
    assert not data["legal"]
    violation = data["violations"][0]
    assert words in violation["message"]
    assert (rule or "domination/during-the-game") in violation["rules"]


def test_scenario_allegiance_of_the_other_player(pool: CardPool) -> None:
    """domination/contents: one copy of each: an Allegiance the opponent bought cannot be bought."""
    players = PLAYERS.replace("  B:\n", "  B:\n    allegiance: House Gamma\n")
    data = answer(
        scenario(players, "  - {by: A, buy: House Gamma}\n", OFFERED.replace("House Gamma", "House Eta")), pool
    )
    assert not data["legal"] and "domination/contents" in data["violations"][0]["rules"]


def test_scenario_bought_allegiance_gives_its_bonus(pool: CardPool) -> None:
    """domination/during-the-game: an Allegiance bought earlier gives its +1 Buy this turn: two Cicadas."""
    players = PLAYERS.replace("  A:\n", "  A:\n    allegiance: House Alpha\n").replace(
        "[Advanced Factory, Advanced Factory, Basic Factory]", "[Advanced Factory, Advanced Factory, Munitions Factory]"
    )
    offered = OFFERED.replace("House Alpha", "House Eta")
    data = answer(scenario(players, "  - {by: A, buy: Cicada}\n  - {by: A, buy: Cicada}\n", offered), pool)
    assert data["legal"], data["violations"]
    assert data["outcomes"][0]["players"]["A"]["discard"] == ["Cicada", "Cicada"]


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        (("hand: [Advanced Factory", "hand: [House Alpha, Advanced Factory"), "players.A.hand.0", "during-the-game-2"),
        (("supply: {Cicada: 5", "supply: {House Eta: 1, Cicada: 5"), "supply.House Eta", "not part of the Supply"),
        (("allegiances: [House Alpha", "allegiances: [Cicada, House Alpha"), "allegiances.0", "not an Allegiance"),
        (
            (
                "[House Alpha, Clan Beta, House Gamma]",
                "[House Alpha, Clan Beta, House Gamma, House Delta, Clan Epsilon, House Zeta]",
            ),
            "allegiances",
            "at most 5",
        ),
    ],
)
def test_scenario_allegiance_input_errors(pool: CardPool, change: tuple[str, str], field: str, words: str) -> None:
    """Malformed Allegiance set-ups are refused with the line and the field (domination/during-the-game-2,
    domination/during-the-game-4, domination/set-up)."""
    text = scenario(PLAYERS, "  - {by: A, pass: true}\n", OFFERED).replace(*change)
    with pytest.raises(SimulateError) as info:
        answer(text, pool)
    assert field in str(info.value) and words in str(info.value)


def test_scenario_allegiance_owned_twice(pool: CardPool) -> None:
    """domination/contents: one copy of each Allegiance: owned by a player and offered too is refused."""
    players = PLAYERS.replace("  A:\n", "  A:\n    allegiance: Clan Beta\n")
    with pytest.raises(SimulateError, match="one copy"):
        answer(scenario(players, "  - {by: A, pass: true}\n", OFFERED), pool)


def test_scenario_without_the_add_on_shows_no_allegiances(pool: CardPool) -> None:
    """A scenario that does not use the add-on answers exactly as before (no Allegiance fields)."""
    data = answer(scenario(PLAYERS, "  - {by: A, buy: Cicada}\n", "supply: {Cicada: 5}\n"), pool)
    result = data["outcomes"][0]
    assert "allegiances" not in result and "allegiance" not in result["players"]["A"]


def test_combat_uses_the_allegiance_bonus(cards: list[CardInfo]) -> None:
    """domination/combat-phase/step-b with an Allegiance's +1 Attack: an Overrun one higher."""
    from judge.domination import hooks
    from judge.domination.context import TurnState

    g = start(cards, [])
    me, other = g.players
    me.deployment = [index(cards, "Cicada")]
    other.deployment = []
    other.hand = [index(cards, "Basic Factory")] * 5
    bought(g, 0, "Clan Beta")
    g.state = TurnState()
    hooks.start_turn(g, 0)
    attack = hooks.total(g, 0, attacking=True)
    combat(g, me, other, Buys())
    assert attack == g.cards[index(cards, "Cicada")].attack + 1
    assert len(g.scrapheap) == min(attack, 3)


def test_readme_allegiance_card_file_loads(tmp_path: Path) -> None:
    """The README's Allegiance card file loads, and its cards' powers are executed (bonus and Static)."""
    from judge.domination.abilities import card_abilities

    readme = Path("README.md").read_text(encoding="utf-8")
    section = readme[readme.index("### The Allegiance add-on") :]
    block = section[section.index("```yaml\n") + 8 : section.index("```\n", section.index("```yaml\n") + 8)]
    path = tmp_path / "allegiances.yaml"
    path.write_text(block, encoding="utf-8")
    found = [
        c
        for c in CardPool.load([path], include_saved=False, include_env=False).cards
        if c.slug.startswith("domination-")
    ]
    allegiances = {c.name: card_abilities(c) for c in found if getattr(c, "card_type", "") == "Allegiance"}
    assert set(allegiances) == {"House Example", "Clan Example"}
    assert allegiances["House Example"].bonuses and allegiances["Clan Example"].statics
    assert not any(ab.unhandled for ab in allegiances.values())


def test_scenario_page_shows_the_allegiances(pool: CardPool) -> None:
    """The "What happens?" page lists each player's Allegiance and the ones still offered."""
    from judge.web import create_app

    client = create_app(pool=pool, TESTING=True).test_client()
    text = scenario(PLAYERS, "  - {by: A, buy: Clan Beta}\n", OFFERED)
    page = client.post("/ask", data={"scenario": text}).get_data(as_text=True)
    assert "Allegiances: A Clan Beta; B none; offered: House Alpha, House Gamma" in page
