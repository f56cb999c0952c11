"""BattleTech TCG sweeps beyond one machine (issue 19, "Beyond one machine"): many matchups (decks, strategies,
seeds), their games split per part (:func:`judge.bttcg.play_runs.parts`) and played by Dask's ``distributed``
scheduler, the optional ``sweep`` extra (``pip install 'judge[sweep]'``), as the Domination balance sweep is
(:mod:`judge.domination.sweep`): a local cluster of worker processes on this machine by default, or a running
scheduler's address. The parts are the ones one process plays, so the totals are exactly the same."""

from __future__ import annotations

from collections.abc import Sequence

from judge.bttcg.play_runs import CHUNK, PlayJob, parts, play_part
from judge.bttcg.play_tally import PlayTally, RunTally
from judge.dask_sweep import SweepError, dask_client

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
    with dask_client(scheduler, workers) as client:
        futures = [
            [client.submit(play_part, job, start, count, pure=False) for start, count in parts(games, chunk)]
            for job in jobs
        ]
        results: list[list[RunTally]] = client.gather(futures)
    totals = []
    for job, job_parts in zip(jobs, results, strict=True):
        total = RunTally(tested=PlayTally() if job.tested is not None else None)
        for part in job_parts:
            total = total.merged(part)
        totals.append(total)
    return totals
