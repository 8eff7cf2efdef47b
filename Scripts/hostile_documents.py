#!/usr/bin/env python3
"""Hostile layout documents for `autolayout check`, with wall time and peak RSS.

Generates every case as a file, runs the tool on each in a fresh child
process (os.wait4 gives that child's own peak RSS), prints a markdown table
and exits 1 when any case crashes (a signal, or an exit code other than 0 or
1), runs longer than the time limit or uses more memory than the limit.

    python3 Scripts/hostile_documents.py --autolayout PATH [--out DIR] [--only SUBSTRING]

Standard library only.
"""

import argparse
import json
import os
import signal
import sys
import time

# `autolayout check` exits 0 (no problems) or 1 (an error in the document, or
# layout problems); anything else is a crash or a misuse of the command.
DOCUMENTED_CODES = {0, 1}
# Documents past a limit must fail fast; valid documents at the view limit (1,000)
# may take longer, because chained layouts cost superlinear time in the solver.
TIME_LIMIT = 30.0  # seconds
MEMORY_LIMIT_MB = 1024.0
KILL_AFTER = 60.0  # a hung case is killed after this long and counted as failed

# The reader's default file-size limit; cases that should reach the parser stay under it.
FILE_LIMIT = 2_000_000


def yaml_views(names):
    return "views:\n" + "".join(f"  - {{name: {n}}}\n" for n in names)


def vfl_chain(names):
    """One VFL line through every view, edge to edge."""
    return yaml_views(names) + "constraints:\n  - 'H:|" + "".join(f"[{v}]" for v in names) + "|'\n"


def arranged_stack(count):
    """A stack of `count` 1x1 arranged views pinned across the canvas."""
    return ("views:\n  - name: s\n    kind: stack\n    arranged:\n"
            + "".join(f"      - {{name: v{i}, intrinsicSize: 1x1}}\n" for i in range(count))
            + "constraints:\n  - H:|[s]|\n  - V:|[s]\n")


def width_cycle(names):
    """Each view one wider than the next, around a cycle: required, and impossible."""
    n = len(names)
    return yaml_views(names) + "constraints:\n" + "".join(
        f"  - {names[i]}.width == {names[(i + 1) % n]}.width + 1\n" for i in range(n))


def nested_views(depth):
    """Views nested `depth` deep in block style."""
    lines = ["views:"]
    indent = "  "
    for d in range(depth):
        lines.append(f"{indent}- name: v{d}")
        if d + 1 < depth:
            lines.append(f"{indent}  subviews:")
            indent += "    "
    return "\n".join(lines) + "\n"


def flow_list(count, item="0"):
    return "[" + ",".join([item] * count) + "]"


def cases():
    """(name, extension, text) for every hostile case, grouped by category."""
    out = []

    def add(name, ext, text):
        out.append((name, ext, text))

    # --- Huge counts -------------------------------------------------------
    add("counts: 90k views", "yaml", yaml_views(f"v{i}" for i in range(90_000)))
    add("counts: 90k views", "json",
        json.dumps({"views": [{"name": f"v{i}"} for i in range(90_000)]}, separators=(",", ":")))
    add("counts: 100k constraints", "yaml",
        "views: [{name: a}]\nconstraints:\n" + "  - a.width == 1\n" * 100_000)
    add("counts: 100k metrics", "yaml", "metrics:\n" + "".join(f"  m{i}: 1\n" for i in range(100_000)))
    add("counts: 100k metrics", "json",
        json.dumps({"metrics": {f"m{i}": 1 for i in range(100_000)}}, separators=(",", ":")))
    n = (FILE_LIMIT - 20) // 2
    add("counts: 1M-element views list", "yaml", "views: " + flow_list(n) + "\n")
    add("counts: 1M-element list", "json", '{"views":' + flow_list(n) + "}")
    add("counts: 1M-element size list", "yaml", "canvas: {size: " + flow_list(n - 10) + "}\n")
    add("counts: 1.9 MB label text", "yaml",
        "views:\n  - {name: t, kind: label, lines: 0, preferredMaxLayoutWidth: 40, text: '"
        + "ab " * 630_000 + "'}\nconstraints:\n  - t.top == superview.top\n  - t.leading == superview.leading\n")
    add("counts: 1.9 MB key", "json", '{"' + "k" * 1_900_000 + '": 1}')
    add("counts: 1.9 MB key", "yaml", "k" * 1_900_000 + ": 1\n")
    add("counts: 1.9 MB view name", "yaml", "views:\n  - name: " + "x-" * 950_000 + "\n")
    add("counts: 3 MB file", "yaml", "# " + "x" * 3_000_000 + "\n")
    names = [f"v{i}" for i in range(5_000)]
    add("counts: VFL naming 5000 views", "yaml", vfl_chain(names))
    add("counts: VFL naming 50k unknown views", "yaml",
        "views: [{name: a}]\nconstraints:\n  - 'H:|" + "".join(f"[w{i}]" for i in range(50_000)) + "|'\n")
    add("counts: 20k VFL lines, 5000 views", "yaml",
        yaml_views(names) + "constraints:\n" + "".join(f"  - 'H:|[{names[i % 5000]}]|'\n" for i in range(20_000)))
    add("counts: 19,999 VFL lines over 5000 views, then an unknown name", "yaml",
        yaml_views(names) + "constraints:\n" + "".join(f"  - 'H:|[{names[i % 5000]}]|'\n" for i in range(19_999))
        + "  - nobody.width == 1\n")
    add("counts: equation with 300k terms", "yaml",
        "views: [{name: a}]\nconstraints:\n  - a.width == 0" + " + 1" * 300_000 + "\n")
    add("counts: equation with 300k-part item", "yaml",
        "views: [{name: a}]\nconstraints:\n  - a" + ".b" * 300_000 + " == 1\n")
    add("counts: VFL naming 1000 views (at the limit)", "yaml", vfl_chain(names[:1_000]))
    add("counts: stack of 999 arranged views (at the limit)", "yaml", arranged_stack(999))
    add("counts: stack of 4999 arranged views", "yaml", arranged_stack(4_999))
    add("counts: 10k duplicate keys", "yaml", "canvas:\n" + "  size: 1x1\n" * 10_000)

    # --- Deep nesting ------------------------------------------------------
    add("depth: views nested 100 deep", "yaml", nested_views(100))
    add("depth: views nested 64 deep (the limit)", "yaml", nested_views(64))
    add("depth: 100k-deep flow sequence", "yaml", "views: " + "[" * 100_000 + "]" * 100_000 + "\n")
    add("depth: 100k-deep array", "json", "[" * 100_000 + "]" * 100_000)
    add("depth: 100k-deep flow mapping", "yaml", "{a: " * 100_000 + "1" + "}" * 100_000 + "\n")
    add("depth: 100k-deep object", "json", '{"a":' * 100_000 + "1" + "}" * 100_000)
    add("depth: 100k-deep block sequence", "yaml", "views:\n  " + "- " * 100_000 + "x\n")
    add("depth: 100k unclosed brackets", "yaml", "views: " + "[" * 1_000_000 + "\n")
    add("depth: 990-deep flow sequence", "yaml", "views: " + "[" * 990 + "]" * 990 + "\n")
    add("depth: 990-deep list as a key", "yaml", "? " + "[" * 990 + "]" * 990 + "\n: 1\n")
    add("depth: 990-deep object in a view", "json",
        '{"views":[{"name":"a","margins":' + '{"a":' * 990 + "1" + "}" * 990 + "}]}")

    # --- Numbers -----------------------------------------------------------
    for label, number in [("1e308", "1e308"), ("1e400", "1e400"), ("-1e400", "-1e400"), (".nan", ".nan"),
                          (".inf", ".inf"), ("-.inf", "-.inf"), ("NaN", "NaN"), ("Infinity", "Infinity"),
                          ("-Infinity", "-Infinity"), ("0x10", "0x10"), ("-0x10", "-0x10"), ("0x1p3", "0x1p3"),
                          ("0o17", "0o17"), ("100k digits", "9" * 100_000)]:
        add(f"numbers: metric {label}", "yaml", f"metrics: {{pad: {number}}}\n")
    for label, number in [("1e308", "1e308"), ("1e400", "1e400"), ("NaN (string)", '"NaN"'),
                          ("Infinity (string)", '"Infinity"')]:
        add(f"numbers: canvas scale {label}", "json", f'{{"canvas":{{"scale":{number}}}}}')
    add("numbers: equation constant 1e400", "yaml", "views: [{name: a}]\nconstraints:\n  - a.width == 1e400\n")
    add("numbers: equation constant 400 digits", "yaml",
        "views: [{name: a}]\nconstraints:\n  - a.width == " + "9" * 400 + "\n")
    add("numbers: multiplier 1e12", "yaml",
        "views: [{name: a}, {name: b}]\nconstraints:\n  - a.width == b.width * 1000000000000\n")
    add("numbers: divide by 1e-320", "yaml",
        "views: [{name: a}, {name: b}]\nconstraints:\n  - a.width == b.width / 0." + "0" * 319 + "1\n")
    add("numbers: multiplier 1e6 chain", "yaml",
        yaml_views(names[:40]) + "constraints:\n  - v0.width == 1\n"
        + "".join(f"  - v{i + 1}.width == v{i}.width * 1000000\n" for i in range(39)))
    add("numbers: VFL spacing 1e300", "yaml", "views: [{name: a}]\nconstraints:\n  - H:|-1e300-[a]\n")
    add("numbers: zero canvas", "yaml", "canvas: {size: 0x0}\nviews: [{name: a}]\nconstraints:\n  - H:|[a]|\n  - V:|[a]|\n")
    add("numbers: negative canvas", "yaml", "canvas: {size: -390x844}\n")
    add("numbers: negative canvas", "json", '{"canvas":{"size":{"width":-390,"height":844}}}')
    add("numbers: negative safe area", "yaml", "canvas: {safeArea: -50}\nviews: [{name: a}]\nconstraints:\n  - H:|[a]|\n  - V:|-[a]-|\n")
    add("numbers: negative width constraint", "yaml", "views: [{name: a}]\nconstraints:\n  - a.width == -100\n")
    add("numbers: lines 1e30", "yaml", "views: [{name: t, kind: label, lines: 1000000000000000000000000000000}]\n")

    # --- Cycles ------------------------------------------------------------
    laughs = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for i in range(1, 9):
        laughs += f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]\n"
    add("cycles: billion laughs", "yaml", laughs + "m: {? *a8 : 1}\n")
    add("cycles: alias without anchor", "yaml", "views: *v\n")
    add("cycles: stack arranging itself", "yaml", "views:\n  - name: s\n    kind: stack\n    arranged:\n      - {name: s}\n")
    add("cycles: guide named like its owner", "yaml", "views:\n  - name: a\n    subviews:\n      - {name: a, kind: guide}\n")
    add("cycles: conflicting widths", "yaml", "views: [{name: a}]\nconstraints:\n  - a.width == 10\n  - a.width == 20\n")
    add("cycles: a.left == a.left + 10", "yaml", "views: [{name: a}]\nconstraints:\n  - a.left == a.left + 10\n")
    add("cycles: 5000-view width cycle", "yaml", width_cycle(names))
    add("cycles: 1000-view width cycle (at the limit)", "yaml", width_cycle(names[:1_000]))
    add("cycles: 1000 conflicting pairs", "yaml",
        yaml_views(names[:1000]) + "constraints:\n"
        + "".join(f"  - v{i}.width == 10\n  - v{i}.width == 20\n" for i in range(1_000)))
    add("cycles: duplicate view names", "json", '{"views":[{"name":"a"},{"name":"a"}]}')

    # --- Unknown names -----------------------------------------------------
    add("unknown: view", "yaml", "views: [{name: title}]\nconstraints:\n  - title.top == titel.bottom\n")
    add("unknown: attribute", "yaml", "views: [{name: a}]\nconstraints:\n  - a.leadng == superview.leading\n")
    add("unknown: metric", "yaml", "metrics: {pad: 8}\nviews: [{name: a}]\nconstraints:\n  - a.width == padd\n")
    add("unknown: view key", "yaml", "views:\n  - name: a\n    hiden: true\n")
    add("unknown: stack option", "yaml", "views:\n  - {name: s, kind: stack, distribution: fillEqualy}\n")
    add("unknown: canvas field", "json", '{"canvas":{"sise":"10x10"}}')
    add("unknown: VFL view", "yaml", "views: [{name: button}]\nconstraints:\n  - H:|-[buton]-|\n")
    add("unknown: VFL option", "yaml", "views: [{name: a}]\nconstraints:\n  - {vfl: 'H:|[a]', options: [alignAllTp]}\n")
    add("unknown: 5000 views, unknown one", "yaml",
        yaml_views(names) + "constraints:\n  - v1.width == w4999.width\n")
    return out


def run_case(binary, path):
    """Runs `autolayout check PATH`; returns (status text, exit code or -signal, seconds, peak MB, first stderr line)."""
    stdout_path = path + ".out"
    stderr_path = path + ".err"
    start = time.monotonic()
    with open(stdout_path, "wb") as out, open(stderr_path, "wb") as err:
        pid = os.fork()
        if pid == 0:
            try:
                os.dup2(out.fileno(), 1)
                os.dup2(err.fileno(), 2)
                os.execv(binary, [binary, "check", path])
            finally:
                os._exit(127)
        killed = False
        while True:
            waited, status, usage = os.wait4(pid, os.WNOHANG)
            if waited == pid:
                break
            if time.monotonic() - start > KILL_AFTER and not killed:
                os.kill(pid, signal.SIGKILL)
                killed = True
            time.sleep(0.005)
    seconds = time.monotonic() - start
    # ru_maxrss is in kilobytes on Linux, bytes on macOS.
    peak_mb = usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)
    code = os.waitstatus_to_exitcode(status)
    with open(stderr_path, "rb") as f:
        first = f.read(4096).decode("utf-8", "replace").strip().split("\n")[0]
    if not first:
        with open(stdout_path, "rb") as f:
            first = f.read(4096).decode("utf-8", "replace").strip().split("\n")[0]
    return code, seconds, peak_mb, first, killed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--autolayout", required=True)
    parser.add_argument("--out", default=".build-hostile")
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    rows = []
    failures = []
    for index, (name, ext, text) in enumerate(cases()):
        if args.only and args.only not in name:
            continue
        slug = "".join(c if c.isalnum() else "-" for c in name.lower()).strip("-")
        while "--" in slug:
            slug = slug.replace("--", "-")
        path = os.path.join(args.out, f"{index:02d}-{slug}.{ext}")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        size = os.path.getsize(path)
        code, seconds, peak_mb, first, killed = run_case(args.autolayout, path)
        problems = []
        if code < 0:
            problems.append(f"signal {-code}")
        elif code not in DOCUMENTED_CODES:
            problems.append(f"exit {code}")
        if killed or seconds > TIME_LIMIT:
            problems.append(f"{seconds:.1f} s")
        if peak_mb > MEMORY_LIMIT_MB:
            problems.append(f"{peak_mb:.0f} MB")
        if problems:
            failures.append(f"{name} ({ext}): {', '.join(problems)}")
        # Keep the table readable: error lines quote the document.
        shown = first.replace(args.out + "/", "").replace("|", "\\|")
        if len(shown) > 140:
            shown = shown[:137] + "..."
        rows.append((f"{name} ({ext})", size, code, seconds, peak_mb, shown))
        print(f"{name} ({ext}): exit {code}, {seconds:.2f} s, {peak_mb:.0f} MB", file=sys.stderr, flush=True)

    print("| case | file size | exit | seconds | peak RSS MB | first line |")
    print("|---|---:|---:|---:|---:|---|")
    for name, size, code, seconds, peak_mb, first in rows:
        print(f"| {name} | {size:,} | {code} | {seconds:.2f} | {peak_mb:.0f} | `{first}` |" if first else
              f"| {name} | {size:,} | {code} | {seconds:.2f} | {peak_mb:.0f} | |")
    if failures:
        print("\nFAILED:\n" + "\n".join(f"- {f}" for f in failures))
        return 1
    print(f"\nAll {len(rows)} cases ended with a documented exit code within {TIME_LIMIT:.0f} s and {MEMORY_LIMIT_MB:.0f} MB.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
