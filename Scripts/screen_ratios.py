#!/usr/bin/env python3
"""Time the screens of screens-bench at 1,000 and 10,000 views over several
sittings, each started only when the machine is calm, and print each screen's
10k / 1k ratio with every sitting's own. Use Scripts/screen-ratios.sh, which
builds the benchmark first.

Why sittings and a calm check: on a shared VM the neighbours take part of
the last-level cache. A 1,000-view screen (5-7 MB) then no longer fits, and
a 10,000-view one misses more than usual, so a busy sitting moves the
ratios by up to 2x either way (Docs/Performance.md). A sitting is calm when three probes in a row (the
anchors list at 1,000 views, five builds each) agree within a few percent
and are within twice that of the fastest probe of the whole run: on a
busy machine they spread by 20-80%. Sittings that never get calm are
still run and printed, but left out of the medians while a calm one exists.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

SCREENS = [
    "stack list",
    "stack list, equal spacing",
    "stack list, equal centering",
    "anchors list",
    "feed",
    "maker list",
    "operators list",
    "VFL list",
    "TinyVFL list",
    "Subviews list",
    "layout document",
    "grid",
    "deep tree",
]
PROBE_SCREEN = "anchors list"
TARGET_RATIO = 12.0
TARGET_SECONDS = 1.0


def run_screen(bench, screen, sizes, runs):
    """Runs one screen in its own process; returns {size: (median s, peak MB)}."""
    cmd = [bench, "--screen", screen, "--views", ",".join(map(str, sizes)), "--runs", str(runs)]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed ({done.returncode}): {done.stderr.strip()}")
    results = {}
    for line in done.stdout.splitlines():
        fields = line.split("\t")
        if fields[0] != "RESULT" or len(fields) < 9:
            continue
        results[int(fields[1])] = (float(fields[2]), float(fields[4]))
    missing = [size for size in sizes if size not in results]
    if missing:
        raise RuntimeError(f"{screen}: no result for {missing} views in the benchmark's output")
    return results


def probe(bench):
    """One calm probe: the anchors list's median at 1,000 views, in seconds."""
    return run_screen(bench, PROBE_SCREEN, [1000], 5)[1000][0]


def wait_for_calm(bench, spread, wait_minutes, lowest, log):
    """Probes until three in a row agree within `spread` and come within twice
    that of the fastest probe yet (`lowest`, a one-element list kept across
    sittings: a machine can be steadily slow too); returns (calm, probes)."""
    deadline = time.monotonic() + wait_minutes * 60
    probes = []
    while True:
        probes.append(probe(bench))
        lowest[0] = min(lowest[0], probes[-1])
        last = probes[-3:]
        if len(last) == 3 and max(last) <= min(last) * (1 + spread) and max(last) <= lowest[0] * (1 + 2 * spread):
            return True, last
        if time.monotonic() >= deadline:
            return False, last
        if len(probes) % 3 == 0:
            log(f"  not calm yet (probes {', '.join(f'{p * 1e3:.2f}' for p in last)} ms); waiting")
            time.sleep(20)


def ratio_text(value):
    mark = " ✗" if value > TARGET_RATIO else ""
    return f"{value:.1f}×{mark}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", required=True, help="the release screens-bench executable")
    ap.add_argument("--sittings", type=int, default=3, help="sittings to run (default 3)")
    ap.add_argument("--rounds", type=int, default=2, help="processes per screen in a sitting (default 2)")
    ap.add_argument("--runs", type=int, default=3, help="rounds inside each process (default 3)")
    ap.add_argument("--screen", action="append", help="a screen to time (repeatable; default: all)")
    ap.add_argument("--wait", type=float, default=10, help="minutes to wait for calm per sitting (default 10)")
    ap.add_argument("--spread", type=float, default=0.05, help="how far calm probes may differ (default 0.05)")
    ap.add_argument("--pause", type=float, default=0, help="minutes between sittings (default 0)")
    args = ap.parse_args()
    for name in ("sittings", "rounds", "runs"):
        if getattr(args, name) < 1:
            ap.error(f"--{name} must be at least 1, not {getattr(args, name)}")
    if args.wait < 0 or args.pause < 0 or not 0 < args.spread < 1:
        ap.error("--wait and --pause take minutes of 0 or more, --spread a fraction between 0 and 1")
    screens = args.screen or SCREENS
    unknown = [s for s in screens if s not in SCREENS]
    if unknown:
        ap.error(f"unknown screen {unknown[0]!r}; the screens are: {'; '.join(SCREENS)}")
    if not os.access(args.bench, os.X_OK):
        ap.error(f"cannot run {args.bench}")

    def log(message):
        print(message, file=sys.stderr, flush=True)

    # times[screen][sitting] = ([1k medians], [10k medians]); memory[screen] = peak MB at 10k
    times = {s: [] for s in screens}
    memory = {s: 0.0 for s in screens}
    calm_flags = []
    lowest = [float("inf")]
    try:
        for sitting in range(args.sittings):
            if sitting and args.pause:
                time.sleep(args.pause * 60)
            calm, probes = wait_for_calm(args.bench, args.spread, args.wait, lowest, log)
            calm_flags.append(calm)
            label = "calm" if calm else "NOT calm"
            log(f"sitting {sitting + 1}: {label} (probes {', '.join(f'{p * 1e3:.2f}' for p in probes)} ms)")
            for s in screens:
                times[s].append(([], []))
            # Screens alternate round by round, so drift in the machine's speed
            # reaches every screen alike.
            for _ in range(args.rounds):
                for s in screens:
                    result = run_screen(args.bench, s, [1000, 10000], args.runs)
                    times[s][-1][0].append(result[1000][0])
                    times[s][-1][1].append(result[10000][0])
                    memory[s] = max(memory[s], result[10000][1])
    except (RuntimeError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1

    used = [i for i, calm in enumerate(calm_flags) if calm] or list(range(len(calm_flags)))
    print(f"Sittings: {len(calm_flags)}, calm: {sum(calm_flags)}; medians over sittings "
          f"{', '.join(str(i + 1) for i in used)}"
          f"{'' if any(calm_flags) else ' (none was calm: every sitting is used)'}.")
    print()
    print("| screen | 1k | 10k | 10k / 1k | each sitting | peak memory at 10k |")
    print("|---|---:|---:|---:|---|---:|")
    worst = 0.0
    for s in screens:
        ones = [t for i in used for t in times[s][i][0]]
        tens = [t for i in used for t in times[s][i][1]]
        one, ten = statistics.median(ones), statistics.median(tens)
        worst = max(worst, ten / one)
        each = []
        for i, (a, b) in enumerate(times[s]):
            text = f"{statistics.median(b) / statistics.median(a):.1f}×"
            each.append(text if calm_flags[i] else f"({text})")
        slow = " ✗" if ten >= TARGET_SECONDS else ""
        print(f"| {s} | {one * 1e3:.2f} ms | {ten * 1e3:.1f} ms{slow} | {ratio_text(ten / one)} | "
              f"{', '.join(each)} | {memory[s]:.0f} MB |")
    print()
    print(f"Largest ratio: {worst:.1f}× (target ≤ {TARGET_RATIO:.0f}×; ✗ marks a miss, "
          "brackets a sitting that was not calm).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
