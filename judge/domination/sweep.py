"""Balance sweeps beyond one process (issue 23): the parts of a ``judge domination balance`` run
(:func:`judge.domination.balance.chunk_seeds`) mapped over Dask's ``distributed`` scheduler, an optional extra
(``pip install 'judge[sweep]'``): a local cluster of worker processes on this machine by default, or a running
scheduler's address for a real cluster. The parts are the ones the in-process run plays, so the counts are exactly
the same for the same seed."""

from __future__ import annotations

from judge.dask_sweep import SweepError, dask_client
from judge.domination.balance import CHUNK, Balance, balance_part, chunk_seeds
from judge.domination.engine import CardInfo


def run_sweep(
    cards: list[CardInfo],
    strategies: tuple[str, str],
    games: int,
    seed: int,
    scheduler: str | None = None,
    workers: int = 2,
    chunk: int = CHUNK,
) -> Balance:
    """The balance run of ``games`` games, its parts played by Dask workers: a local cluster of ``workers``
    processes on the loopback interface, or the scheduler at ``scheduler`` (``tcp://host:8786``).

    :raises SweepError: when ``distributed`` is not installed or the scheduler does not answer.
    """
    with dask_client(scheduler, workers) as client:
        parts = chunk_seeds(games, seed, chunk)
        shared = client.scatter(cards, broadcast=True)
        futures = [client.submit(balance_part, shared, strategies, n, s, pure=False) for n, s in parts]
        results: list[Balance] = client.gather(futures)
    total = Balance(strategies, seed)
    for part in results:
        total = total.merged(part)
    return total


__all__ = ["SweepError", "run_sweep"]
