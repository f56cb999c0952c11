"""Balance sweeps beyond one process (issue 23): the parts of a ``judge domination balance`` run
(:func:`judge.domination.balance.chunk_seeds`) mapped over Dask's ``distributed`` scheduler, an optional extra
(``pip install 'judge[sweep]'``): a local cluster of worker processes on this machine by default, or a running
scheduler's address for a real cluster. The parts are the ones the in-process run plays, so the counts are exactly
the same for the same seed."""

from __future__ import annotations

from typing import Any

from judge.domination.balance import CHUNK, Balance, balance_part, chunk_seeds
from judge.domination.engine import CardInfo

CONNECT_TIMEOUT = 10.0
"""Seconds to wait for a scheduler (or the local cluster) to answer."""


class SweepError(Exception):
    """The sweep cannot run: the extra is not installed, or the scheduler cannot be reached."""


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
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise SweepError(
            "a Dask sweep needs the optional 'sweep' extra (Dask's distributed): pip install 'judge[sweep]'"
        ) from None
    cluster: Any = None
    try:
        if scheduler is None:
            cluster = LocalCluster(  # type: ignore[no-untyped-call]
                n_workers=workers,
                threads_per_worker=1,
                processes=True,
                host="127.0.0.1",
                dashboard_address="127.0.0.1:0",  # its HTTP server on a free loopback port
                silence_logs=40,
            )
        with Client(cluster if cluster is not None else scheduler, timeout=CONNECT_TIMEOUT) as client:  # type: ignore[no-untyped-call]
            parts = chunk_seeds(games, seed, chunk)
            shared = client.scatter(cards, broadcast=True)
            futures = [client.submit(balance_part, shared, strategies, n, s, pure=False) for n, s in parts]
            results: list[Balance] = client.gather(futures)
    except (OSError, TimeoutError) as exc:
        where = scheduler or "on this machine"
        raise SweepError(f"the Dask scheduler {where} cannot be reached in {CONNECT_TIMEOUT:g} s: {exc}") from None
    finally:
        if cluster is not None:
            cluster.close()
    total = Balance(strategies, seed)
    for part in results:
        total = total.merged(part)
    return total
