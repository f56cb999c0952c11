"""The Dask client of the sweeps beyond one process (``judge domination balance --dask``, ``judge bttcg play
--dask``): Dask's ``distributed`` scheduler, an optional extra (``pip install 'judge[sweep]'``), as a local cluster
of worker processes on the loopback interface, or a running scheduler's address for a real cluster."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

CONNECT_TIMEOUT = 10.0
"""Seconds to wait for a scheduler (or the local cluster) to answer."""


class SweepError(Exception):
    """The sweep cannot run: the extra is not installed, or the scheduler cannot be reached."""


@contextmanager
def dask_client(scheduler: str | None, workers: int) -> Iterator[Any]:
    """A Dask client: of a local cluster of ``workers`` processes (one thread each) on the loopback interface, or of
    the scheduler at ``scheduler`` (``tcp://host:8786``); the local cluster is closed afterwards.

    :raises SweepError: when ``distributed`` is not installed, or the scheduler cannot be reached (while connecting
        or while the work is gathered).
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
            yield client
    except (OSError, TimeoutError) as exc:
        where = scheduler or "on this machine"
        raise SweepError(f"the Dask scheduler {where} cannot be reached in {CONNECT_TIMEOUT:g} s: {exc}") from None
    finally:
        if cluster is not None:
            cluster.close()


__all__ = ["CONNECT_TIMEOUT", "SweepError", "dask_client"]
