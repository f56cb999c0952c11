"""``judge bttcg play`` (issue 19, "Command"): the tally, its JSON, bad input, the workers' equivalence, the trace
file, the playtest and the Dask sweep, against a test double of the whole-game engine (``tests/bttcg_fake_game.py``)
so that what is tested here is the command, not the rules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge import cli_bttcg_play
from judge.bttcg.play_runs import PlayJob, game_seed, play_part, run_games
from judge.bttcg.play_tally import RunTally
from judge.bttcg.state import UnsupportedError
from judge.cli import main
from tests import bttcg_fake_game as fake


@pytest.fixture
def fake_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli_bttcg_play, "default_engine", lambda: fake.ENGINE)
    monkeypatch.setattr(cli_bttcg_play, "_knowledge", lambda files: None)


def _deck_file(tmp_path: Path, *lines: str, name: str = "deck-a.txt") -> str:
    path = tmp_path / name
    path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    return str(path)


def _play(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code = main(["bttcg", "play", *argv, "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    data: dict[str, Any] = json.loads(out.out)
    return data


def _job(**changes: Any) -> PlayJob:
    decks = (fake.random_deck(None, "Davion", 1), fake.random_deck(None, "Steiner", 2))
    return PlayJob(**{"decks": decks, "strategies": ("random", "random"), "seed": 5, "engine": fake.ENGINE, **changes})


def test_the_json_answer_has_the_issue_19_keys_and_its_counts_add_up(
    fake_engine: None, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Issue 19: JSON keys at least games, wins (per player and draw), errors, mean_turns, cards (the census)."""
    deck = _deck_file(tmp_path, f"3 {fake.REFUSED}", "4 Invented Locust")
    data = _play(capsys, "--deck", deck, "--deck", "random:Steiner", "--games", "120", "--seed", "3")
    assert {"games", "wins", "errors", "mean_turns", "cards"} <= set(data)
    assert data["games"] == 120
    wins = data["wins"]
    assert wins["A"] + wins["B"] + wins["draw"] + data["errors"]["games"] == 120
    assert data["errors"]["games"] > 0, "the invented refused card is refused in about 30% of the games"
    assert data["errors"]["messages"] == [
        {"message": fake.REFUSAL, "refusal": fake.REFUSAL, "count": data["errors"]["games"]}
    ]
    assert data["finished"] == 120 - data["errors"]["games"]
    for player, key in zip(data["players"], ("A", "B"), strict=True):
        assert player["wins"] == wins[key]
        assert player["rate"] == pytest.approx(wins[key] / data["finished"])
        low, high = player["ci95"]
        assert 0.0 <= low < player["rate"] < high <= 1.0
    assert [p["deck"] for p in data["players"]] == ["deck-a.txt", "random:Steiner"]
    names = {c["card"] for c in data["cards"]}
    assert {fake.REFUSED, "Invented Locust"} <= names
    assert all(c["abilities"] <= c["played"] for c in data["cards"])
    assert 5 <= data["mean_turns"] <= 40


def test_the_text_answer_gives_rates_intervals_refusals_and_the_census(
    fake_engine: None, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    deck = _deck_file(tmp_path, f"2 {fake.REFUSED}")
    code = main(["bttcg", "play", "--deck", deck, "--deck", "random:Davion", "--games", "40"])
    out = capsys.readouterr()
    assert code == 0
    assert "95% interval" in out.out and fake.REFUSAL in out.out and "cards (times played" in out.out
    assert out.err == "", "no progress bar when standard error is not a terminal"


def test_the_same_seed_gives_the_same_totals_whatever_the_workers(tmp_path: Path) -> None:
    """Issue 19: games split per game across processes; each game's seed depends on the run's seed and its number."""
    job = _job()
    one = run_games(job, 130, workers=1)
    two = run_games(job, 130, workers=2)
    three = run_games(job, 130, workers=3)
    labels = ("a", "b")
    assert one.plain.as_json(labels, job.strategies) == two.plain.as_json(labels, job.strategies)
    assert one.plain.as_json(labels, job.strategies) == three.plain.as_json(labels, job.strategies)
    other = run_games(_job(seed=6), 130, workers=2)
    assert other.plain.as_json(labels, job.strategies) != one.plain.as_json(labels, job.strategies)


def test_the_cli_answers_the_same_with_two_workers(
    fake_engine: None, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    argv = ["--deck", "random:Davion", "--deck", "random:Steiner", "--games", "75", "--seed", "9"]
    assert _play(capsys, *argv) == _play(capsys, *argv, "--workers", "2")


def test_game_seeds_depend_on_the_run_seed_and_the_game_number_only() -> None:
    assert game_seed(1, 0) == game_seed(1, 0)
    assert len({game_seed(1, n) for n in range(1000)} | {game_seed(2, n) for n in range(1000)}) == 2000


def test_parts_add_up_to_the_whole_run() -> None:
    job = _job()
    whole = play_part(job, 0, 60)
    split = RunTally()
    for start, count in ((40, 20), (0, 15), (15, 25)):  # any order
        split = split.merged(play_part(job, start, count))
    assert split.plain.as_json(("a", "b"), job.strategies) == whole.plain.as_json(("a", "b"), job.strategies)


def test_a_refusal_raised_by_the_engine_counts_as_an_error_game() -> None:
    def refusing(*args: Any, **kwargs: Any) -> Any:
        raise UnsupportedError("Invented Card: Do an invented thing.")

    job = _job(engine=fake.ENGINE._replace(play_game=refusing))
    tally = play_part(job, 0, 4).plain
    assert tally.games == 4 and tally.finished == 0
    assert dict(tally.errors) == {"not answered by this version: Invented Card: Do an invented thing.": 4}


def test_the_trace_file_holds_the_first_game(
    fake_engine: None, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Issue 19: --trace FILE writes one game's full cited trace (the first game's)."""
    target = tmp_path / "game.txt"
    data = _play(capsys, "--deck", "random:Davion", "--deck", "random:Steiner", "--games", "3", "--trace", str(target))
    assert data["trace"] == str(target)
    lines = target.read_text(encoding="utf-8").splitlines()
    job = PlayJob(
        (
            fake.random_deck(None, "Davion", cli_bttcg_play.deck_seed(1, 0)),
            fake.random_deck(None, "Steiner", cli_bttcg_play.deck_seed(1, 1)),
        ),
        ("random", "random"),
        1,
        fake.ENGINE,
        trace=True,
    )
    assert tuple(lines) == play_part(job, 0, 1).trace
    assert lines and all("(rulebook p.16)" in line for line in lines)


def test_the_trace_file_is_bounded(
    fake_engine: None, capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli_bttcg_play, "MAX_TRACE_BYTES", 100)
    target = tmp_path / "game.txt"
    _play(capsys, "--deck", "random:Davion", "--deck", "random:Steiner", "--games", "1", "--trace", str(target))
    text = target.read_text(encoding="utf-8")
    assert len(text.encode("utf-8")) < 200
    assert text.splitlines()[-1].startswith("... the trace is cut here:")


def test_a_playtest_pairs_the_games_with_and_without_the_card(
    fake_engine: None, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Issue 19: --card adds the custom card to deck A and reports its census and deck A's win rate with and
    without it (the same seeds)."""
    card = tmp_path / "my-card.yaml"
    card.write_text(f"name: {fake.LUCKY}\ntype: Mission\n", encoding="utf-8")
    argv = ["--deck", "random:Davion", "--deck", "random:Steiner", "--games", "200", "--seed", "4"]
    plain = _play(capsys, *argv)
    data = _play(capsys, *argv, "--card", str(card))
    assert {k: v for k, v in data.items() if k != "playtest"} == plain, "the run without the card is the plain run"
    test = data["playtest"]
    assert test["card"] == fake.LUCKY
    assert test["played"] == next(c["played"] for c in test["with_card"]["cards"] if c["card"] == fake.LUCKY)
    assert test["without"]["rate"] == plain["players"][0]["rate"]
    assert test["difference"] == pytest.approx(test["with"]["rate"] - test["without"]["rate"])
    assert test["difference"] > 0.05, "the invented charm helps deck A"
    assert test["pairs"]["won_only_with"] > test["pairs"]["won_only_without"]
    assert test["with"]["ci95"][0] > test["without"]["ci95"][0]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--deck", "random:Davion"], "give --deck exactly twice"),
        (["--games", "0"], "--games must be 1-100000"),
        (["--games", "100001"], "--games must be 1-100000"),
        (["--workers", "65"], "--workers must be 0-64"),
        (["--workers", "-1"], "--workers must be 0-64"),
        (["--max-turns", "0"], "--max-turns must be 1-10000"),
        (["--strategy", "random"], "give --strategy twice"),
        (
            ["--strategy", "random", "--strategy", "clever"],
            "--strategy: no strategy 'clever' (there are: heuristic, random)",
        ),
        (["--deck", "random:"], "give --deck exactly twice"),
        (["--games", "ten"], "invalid int value"),
    ],
)
def test_bad_input_is_one_clear_line_and_exit_2(
    fake_engine: None, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    """shared/spec/command-line.md: exit status 2 for malformed input or usage, one clear line on standard error."""
    base = ["--deck", "random:Davion", "--deck", "random:Steiner"]
    code = main(["bttcg", "play", *base, *argv])
    err = capsys.readouterr().err
    assert code == 2
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_bad_decks_cards_and_trace_paths_are_usage_errors(
    fake_engine: None, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    good = _deck_file(tmp_path, "2 Invented Locust")
    broken = _deck_file(tmp_path, "two Invented Locust", name="broken.txt")
    nameless = tmp_path / "nameless.yaml"
    nameless.write_text("type: Mission\n", encoding="utf-8")
    cases = [
        (["--deck", str(tmp_path / "absent.txt"), "--deck", good], "deck A: no file"),
        (["--deck", good, "--deck", broken], "deck B ("),
        (["--deck", "random:", "--deck", good], "name the affiliation"),
        (["--deck", "random:Nowhere", "--deck", good], "no affiliation 'Nowhere'"),
        (["--deck", good, "--deck", good, "--card", str(nameless)], "no name"),
        (["--deck", good, "--deck", good, "--card", str(tmp_path / "absent.yaml")], "cannot read it"),
        (["--deck", good, "--deck", good, "--trace", str(tmp_path)], "is a folder"),
        (["--deck", good, "--deck", good, "--trace", str(tmp_path / "no" / "t.txt")], "no folder"),
    ]
    for argv, message in cases:
        code = main(["bttcg", "play", *argv, "--games", "2"])
        err = capsys.readouterr().err
        assert code == 2, argv
        assert message in err and err.count("\n") == 1, (argv, err)


def test_an_unwritable_trace_path_is_refused_before_any_game(
    fake_engine: None, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        code = main(
            ["bttcg", "play", "--deck", "random:Davion", "--deck", "random:Steiner", "--trace", str(folder / "t")]
        )
    finally:
        folder.chmod(0o700)
    err = capsys.readouterr().err
    if code == 0:
        pytest.skip("running as a user who may write anywhere (root)")
    assert code == 2 and "cannot be written" in err


def test_a_sweep_of_two_matchups_on_a_local_dask_cluster_counts_exactly_as_one_process() -> None:
    """Issue 19, "Beyond one machine": the same job on Dask's distributed (a LocalCluster of two processes) gives
    the totals of one process."""
    pytest.importorskip("distributed", reason="the optional 'sweep' extra (make test installs it)")
    from judge.bttcg.play_sweep import run_sweep

    jobs = [_job(), _job(seed=8, strategies=("heuristic", "random"))]
    there = run_sweep(jobs, 60, workers=2, chunk=16)
    for job, tally in zip(jobs, there, strict=True):
        here = run_games(job, 60)
        assert tally.plain.as_json(("a", "b"), job.strategies) == here.plain.as_json(("a", "b"), job.strategies)


def test_a_dask_scheduler_that_does_not_answer_is_a_clear_error(
    fake_engine: None, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("distributed", reason="the optional 'sweep' extra (make test installs it)")
    from judge import dask_sweep

    monkeypatch.setattr(dask_sweep, "CONNECT_TIMEOUT", 1.0)
    argv = ["--deck", "random:Davion", "--deck", "random:Steiner", "--games", "2", "--dask", "tcp://127.0.0.1:9"]
    code = main(["bttcg", "play", *argv])
    assert code == 2 and "cannot be reached" in capsys.readouterr().err


def test_one_wilson_interval_for_every_game() -> None:
    """One rule in one place: Domination's self-play and BattleTech's use the same interval."""
    from judge import selfplay_common
    from judge.domination import balance, selfplay

    assert selfplay.wilson is selfplay_common.wilson is balance.wilson is cli_bttcg_play.wilson


def test_a_trace_path_the_system_refuses_is_a_clear_error(
    fake_engine: None, capsys: pytest.CaptureFixture[str]
) -> None:
    """A path that passes the checks but cannot be written (no file can be made in /proc, whoever runs): exit 2."""
    if not Path("/proc").is_dir():
        pytest.skip("no /proc on this system")
    argv = ["--deck", "random:Davion", "--deck", "random:Steiner", "--games", "1", "--trace", "/proc/judge-trace.txt"]
    code = main(["bttcg", "play", *argv])
    err = capsys.readouterr().err
    assert code == 2 and "--trace" in err and err.count("\n") == 1 and "Traceback" not in err


def test_refusals_that_differ_only_in_the_games_numbers_are_one_refusal() -> None:
    """Issue 19: the errors with the distinct refusal messages and their counts; a count of cards is no new refusal,
    a number in a card's name is another card."""
    from judge.bttcg.play_tally import PlayTally

    def refused(message: str) -> fake.FakeResult:
        return fake.FakeResult(None, 0, message)

    first, second = PlayTally(), PlayTally()
    first.add_game(refused("Invented (IN-1): p2's Stockpile counts 12 cards but holds 13"))
    second.add_game(refused("Invented (IN-1): p2's Stockpile counts 11 cards but holds 12"))
    second.add_game(refused("Invented (IN-2): p2's Stockpile counts 11 cards but holds 12"))
    for tally in (first.merged(second), second.merged(first)):
        messages = tally.as_json(("a", "b"), ("random", "random"))["errors"]["messages"]
        assert messages == [
            {
                "message": "Invented (IN-1): p2's Stockpile counts 11 cards but holds 12",
                "refusal": "Invented (IN-1): p2's Stockpile counts # cards but holds #",
                "count": 2,
            },
            {
                "message": "Invented (IN-2): p2's Stockpile counts 11 cards but holds 12",
                "refusal": "Invented (IN-2): p2's Stockpile counts # cards but holds #",
                "count": 1,
            },
        ]


def test_whole_games_of_the_engine_between_random_decks_of_the_pool(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Issue 19: ``judge bttcg play`` on the real engine (judge/bttcg/game) and decks (judge/bttcg/game/decks.py):
    short games (two turns) between seeded random legal decks of the full pool, read in place; every game is
    accounted for, the census names the decks' cards and the trace cites the rules."""
    from tests.conftest import BTTCG_DATA, need

    need(BTTCG_DATA)
    pools = [arg for f in ("lackey-setinfo.txt", "ce-spoiler.txt") for arg in ("--pool", str(BTTCG_DATA / f))]
    trace = tmp_path / "game.txt"
    argv = ["--deck", "random:Davion", "--deck", "random:Steiner", "--games", "3", "--max-turns", "2"]
    data = _play(capsys, *argv, *pools, "--trace", str(trace))
    assert data["games"] == 3
    assert data["wins"]["A"] + data["wins"]["B"] + data["wins"]["draw"] + data["errors"]["games"] == 3
    assert data["cards"] and any(c["played"] > 0 for c in data["cards"])
    assert data["mean_turns"] <= 2  # the turn limit and the turns counted agree (turn 3 never begins)
    lines = trace.read_text(encoding="utf-8").splitlines()
    assert lines and "[rulebook/" in lines[0]


def test_an_engine_bug_is_an_internal_error_naming_the_game_to_replay(
    fake_engine: None, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """shared/spec/command-line.md: exit status 1 for an internal error (a bug), one line, no traceback."""

    def crashing(*args: Any, **kwargs: Any) -> Any:
        raise ZeroDivisionError("an invented bug")

    monkeypatch.setattr(cli_bttcg_play, "default_engine", lambda: fake.ENGINE._replace(play_game=crashing))
    code = main(["bttcg", "play", "--deck", "random:Davion", "--deck", "random:Steiner", "--seed", "4"])
    err = capsys.readouterr().err
    assert code == 1
    assert "game 0 of the run of seed 4" in err and "ZeroDivisionError: an invented bug" in err
    assert "Traceback" not in err


def test_a_few_games_are_shared_by_every_process() -> None:
    """--workers K: the games split per game, so that even 8 games keep two processes busy."""
    decks = (fake.FakeDeck("a", (fake.PROCESS,)), fake.FakeDeck("b", ("Invented Locust",)))
    tally = run_games(_job(decks=decks), 8, workers=2)
    processes = [name for name in tally.plain.census if name.startswith("process ")]
    assert len(processes) == 2
    assert sum(tally.plain.census[name][0] for name in processes) == 8
