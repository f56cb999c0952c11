"""BattleTech TCG sweeps beyond one machine (issue 19, "Beyond one machine"): many matchups (decks, strategies,
seeds), their games split per part (:func:`judge.bttcg.play_runs.parts`) and played by Dask's ``distributed``
scheduler, the optional ``sweep`` extra (``pip install 'judge[sweep]'``), as the Domination balance sweep is
(:mod:`judge.domination.sweep`): a local cluster of worker processes on this machine by default, or a running
scheduler's address. The parts are the ones one process plays, so the totals are exactly the same."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from judge.bttcg.play_runs import CHUNK, PlayJob, parts, play_part
from judge.bttcg.play_tally import PlayTally, RunTally
from judge.domination.sweep import CONNECT_TIMEOUT, SweepError

__all__ = ["SweepError", "run_sweep"]


def run_sweep(
    jobs: Sequence[PlayJob],
    games: int,
    scheduler: str | None = None,
    workers: int = 2,
    chunk: int = CHUNK,
) -> list[RunTally]:
    """Each job's ``games`` games, their parts played by Dask workers: a local cluster of ``workers`` processes on
    the loopback interface, or the scheduler at ``scheduler`` (``tcp://host:8786``); one tally per job, in order.

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
                dashboard_address="127.0.0.1:0",
                silence_logs=40,
            )
        with Client(cluster if cluster is not None else scheduler, timeout=CONNECT_TIMEOUT) as client:  # type: ignore[no-untyped-call]
            futures = [
                [client.submit(play_part, job, start, count, pure=False) for start, count in parts(games, chunk)]
                for job in jobs
            ]
            results: list[list[RunTally]] = client.gather(futures)
    except (OSError, TimeoutError) as exc:
        where = scheduler or "on this machine"
        raise SweepError(f"the Dask scheduler {where} cannot be reached in {CONNECT_TIMEOUT:g} s: {exc}") from None
    finally:
        if cluster is not None:
            cluster.close()
    totals = []
    for job, job_parts in zip(jobs, results, strict=True):
        total = RunTally(tested=PlayTally() if job.tested is not None else None)
        for part in job_parts:
            total = total.merged(part)
        totals.append(total)
    return totals
