"""``judge domination balance`` (issue 23): over random Supplies, each Supply card's win rate when bought and when
not, with 95% Wilson intervals, and the seats' balance; JSON, text and a sortable HTML page with a chart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.cli import main
from judge.domination.balance import chunk_seeds, run_balance
from judge.domination.balance_html import balance_html
from judge.domination.selfplay import build_cards
from judge.pool import CardPool


def test_counts_add_up_over_random_supplies_domination_the_supply_4_5(builtin_pool: CardPool) -> None:
    """Each game has 12 Supply piles (domination/the-supply-4, the-supply-5): every pile's two players are counted
    once, as buyers or not; the seats' wins and draws add up to the games."""
    balance = run_balance(build_cards(builtin_pool), ("random", "random"), 40, 3)
    assert balance.games == 40
    assert balance.first_seat_wins + balance.second_seat_wins + balance.draws == 40
    assert sum(c.games for c in balance.cards.values()) == 40 * 12
    for card in balance.cards.values():
        assert card.bought.players + card.not_bought.players == 2 * card.games
        assert card.bought.wins <= card.bought.players and card.not_bought.wins <= card.not_bought.players
    again = run_balance(build_cards(builtin_pool), ("random", "random"), 40, 3)
    assert again.as_json() == balance.as_json()  # seeded


def test_the_report_in_json_text_and_html(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = tmp_path / "balance.html"
    assert main(["domination", "balance", "--games", "20", "--json", "--html", str(page)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 20 and data["strategies"] == ["random", "random"]
    assert set(data["seats"]) == {"first", "second", "draws"}
    differences = [c["difference"] for c in data["cards"] if c["difference"] is not None]
    assert differences == sorted(differences, reverse=True)
    html = page.read_text(encoding="utf-8")
    assert "<table>" in html and "<svg" in html and "th[data-col]" in html
    assert main(["domination", "balance", "--games", "10", "--strategy", "strong", "--no-progress"]) == 2
    assert "give --strategy twice" in capsys.readouterr().err


def test_card_names_are_escaped_in_the_page() -> None:
    data = {
        "games": 1,
        "seed": 1,
        "strategies": ["<b>", "random"],
        "seats": {"first": {"rate": 1.0}, "second": {"rate": 0.0}, "draws": 0},
        "cards": [
            {
                "card": "<script>x</script>",
                "games": 1,
                "bought": {"players": 1, "wins": 1, "rate": 1.0, "ci95": [0.2, 1.0]},
                "not_bought": {"players": 1, "wins": 0, "rate": 0.0, "ci95": [0.0, 0.8]},
                "difference": 1.0,
            }
        ],
    }
    html = balance_html(data)
    assert "<script>x</script>" not in html and "&lt;script&gt;" in html and "&lt;b&gt;" in html


def test_a_sweep_on_a_local_dask_cluster_counts_exactly_as_one_process(builtin_pool: CardPool) -> None:
    """Issue 23: a small sweep on a local cluster (two worker processes, loopback only) gets exactly the counts of
    the in-process run with the same seeds: the same parts, each with its own seed."""
    pytest.importorskip("distributed", reason="the optional 'sweep' extra (make test installs it)")
    from judge.domination.sweep import run_sweep

    cards = build_cards(builtin_pool)
    here = run_balance(cards, ("random", "strong"), 36, 9, chunk=12)
    there = run_sweep(cards, ("random", "strong"), 36, 9, workers=2, chunk=12)
    assert there.as_json() == here.as_json()
    assert here.games == 36 and len(chunk_seeds(36, 9, 12)) == 3


def test_a_scheduler_that_does_not_answer_is_a_clear_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("distributed", reason="the optional 'sweep' extra (make test installs it)")
    from judge import dask_sweep

    monkeypatch.setattr(dask_sweep, "CONNECT_TIMEOUT", 1.0)
    code = main(["domination", "balance", "--games", "4", "--dask", "tcp://127.0.0.1:9", "--no-progress"])
    assert code == 2
    assert "cannot be reached" in capsys.readouterr().err
