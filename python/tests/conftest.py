"""Shared settings: hypothesis runs are derandomized (a failure repeats, GUIDE §4 "seeded") and
free of deadlines (the machine may be busy)."""

from hypothesis import HealthCheck, settings

settings.register_profile(
    "cgt", derandomize=True, deadline=None, max_examples=200,
    suppress_health_check=[HealthCheck.too_slow], database=None)
settings.load_profile("cgt")
