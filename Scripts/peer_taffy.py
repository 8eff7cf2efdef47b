#!/usr/bin/env python3
"""Lays out framelayout-bench's column with Taffy (PyPI's `stretchable`) and
prints the times beside FrameLayout's, the constraint engine's and
hand-written arithmetic's, run in the same script on the same machine.

The column: 375 points wide; rows 44 or 60 points tall, alternating, with
every tenth row flexible and sharing what the fixed rows leave of a total
height (flexible rows get 100 each). Taffy lays it out as a flex column.

    Scripts/peer-taffy.sh [ROWS ...]        # default 1000 10000
"""
import statistics
import subprocess
import sys
import time

from stretchable import Node, Style
from stretchable.style import FlexDirection, PT


def column(rows):
    heights = [None if i % 10 == 9 else (44.0 if i % 2 == 0 else 60.0) for i in range(rows)]
    fixed = sum(h for h in heights if h is not None)
    total = fixed + 100.0 * sum(1 for h in heights if h is None)
    return heights, total


def taffy(rows, runs):
    heights, total = column(rows)
    built, computed = [], []
    frames = None
    for _ in range(runs):
        start = time.perf_counter()
        children = [
            Node(style=Style(size=(375 * PT, h * PT)) if h is not None else Style(flex_grow=1, size=(375 * PT, None)))
            for h in heights
        ]
        root = Node(*children, style=Style(flex_direction=FlexDirection.COLUMN, size=(375 * PT, total * PT)))
        made = time.perf_counter()
        root.compute_layout()
        done = time.perf_counter()
        built.append(done - start)
        computed.append(done - made)
        frames = [(c.get_box().x, c.get_box().y, c.get_box().width, c.get_box().height) for c in children[:20]]
    # The frames hand-written arithmetic gives.
    y, expected = 0.0, []
    for h in heights[:20]:
        height = h if h is not None else 100.0
        expected.append((0.0, y, 375.0, height))
        y += height
    assert all(abs(a - b) < 0.01 for f, e in zip(frames, expected) for a, b in zip(f, e)), (frames[:3], expected[:3])
    return min(computed), min(built)


def ours(binary, rows):
    out = subprocess.run([binary, str(rows)], capture_output=True, text=True, check=True).stdout
    table = {}
    for line in out.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 3 and cells[1] and cells[1][0].isdigit():
            value, unit = cells[1].split()
            table[cells[0]] = float(value) * {"µs": 1e-6, "ms": 1e-3}[unit]
    return table


def fmt(seconds):
    return f"{seconds * 1e3:.2f} ms" if seconds >= 1e-3 else f"{seconds * 1e6:.1f} µs"


def main():
    binary = sys.argv[1]
    sizes = [int(a) for a in sys.argv[2:]] or [1000, 10000]
    print("| rows | hand-written | FrameLayout (items made in the run) | Taffy compute_layout | Taffy, nodes made in Python + compute | constraints (LayoutCore) |")
    print("|---:|---:|---:|---:|---:|---:|")
    for rows in sizes:
        compute, build = taffy(rows, runs=10 if rows <= 1000 else 5)
        table = ours(binary, rows)
        hand = table["hand-written arithmetic"]
        frame = table["FrameLayout, items made in the run"]
        constraints = table.get("constraints (LayoutCore)", float("nan"))
        print(f"| {rows:,} | {fmt(hand)} | {fmt(frame)} ({frame / hand:.0f}×) | {fmt(compute)} ({compute / hand:.0f}×) "
              f"| {fmt(build)} | {fmt(constraints)} ({constraints / compute:.1f}× Taffy) |")


if __name__ == "__main__":
    main()
