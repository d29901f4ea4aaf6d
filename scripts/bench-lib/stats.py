"""Percentiles and summaries of timing samples."""
import math
import statistics


def percentile(samples, p):
    """The nearest-rank percentile `p` (0-100) of `samples`."""
    ordered = sorted(samples)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[rank - 1]


def summary(samples):
    """p50, p99, mean and max of millisecond samples, rounded to hundredths."""
    return {
        "p50_ms": round(percentile(samples, 50), 2),
        "p99_ms": round(percentile(samples, 99), 2),
        "mean_ms": round(statistics.fmean(samples), 2),
        "max_ms": round(max(samples), 2),
        "samples": len(samples),
    }
