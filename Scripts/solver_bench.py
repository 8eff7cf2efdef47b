#!/usr/bin/env python3
"""Time the shared workloads with `autolayout solve` and with kiwisolver (harness.py).

Prints a Markdown table: per workload, our time, kiwi's time and the ratio for
adding every constraint, each suggestion phase's step, remove + re-add of one
constraint, and a constant change (ours in place; kiwi has only remove + re-add).
It also checks that both reach the same soft weighted error and hold the
required constraints. Use Scripts/bench-solver.sh, which sets things up.
"""
import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile


def run_json(cmd):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def cpu_model():
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def fmt_time(seconds):
    if seconds is None:
        return "–"
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds * 1e6:.1f} µs"


def ratio(kiwi, ours):
    if kiwi is None or ours is None or ours <= 0:
        return "–"
    return f"{kiwi / ours:.0f}×" if kiwi / ours >= 10 else f"{kiwi / ours:.1f}×"


def phase_step(result, name):
    # enaml's one phase is a window resize ("enaml-resize").
    for p in result["timing"]["phases"]:
        if p["phase"] == name or (name == "resize" and "resize" in p["phase"]):
            return p["per_step_us"] * 1e-6
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--autolayout", required=True)
    ap.add_argument("--bench", required=True, help="folder with gen.py, harness.py, enaml.json")
    ap.add_argument("--quick", action="store_true", help="only sizes 100 and 1000")
    ap.add_argument("--sizes", default=None, help="comma-separated view counts")
    ap.add_argument("--repeat", type=int, default=3, help="runs per workload below 3000 views (best is kept)")
    args = ap.parse_args()
    kiwi_max = int(os.environ.get("KIWI_MAX", "3000"))
    sizes = [int(s) for s in args.sizes.split(",")] if args.sizes else ([100, 1000] if args.quick else [100, 1000, 3000, 10000])

    work = tempfile.mkdtemp(prefix="solver-bench-")
    workloads = [("enaml", os.path.join(args.bench, "enaml.json"), 0)]
    for layout in ("grid", "stack"):
        for n in sizes:
            path = os.path.join(work, f"{layout}_{n}.json")
            subprocess.run([sys.executable, os.path.join(args.bench, "gen.py"), str(n), "--layout", layout, "-o", path], check=True, capture_output=True)
            workloads.append((f"{layout} {n}", path, n))

    rows = []
    for name, path, n in workloads:
        print(f"running {name}...", file=sys.stderr)
        repeat = args.repeat if n < 3000 else 1
        ours = None
        for _ in range(repeat):
            r = run_json([args.autolayout, "solve", path, "--timing", "--churn", "20", "--constant-changes", "50"])
            if ours is None or r["timing"]["add_s"] < ours["timing"]["add_s"]:
                ours = r
        kiwi = None
        if n <= kiwi_max:
            for _ in range(repeat):
                r = run_json([sys.executable, os.path.join(args.bench, "harness.py"), path, "--no-values", "--churn", "20"])
                if kiwi is None or r["timing"]["add_s"] < kiwi["timing"]["add_s"]:
                    kiwi = r
        rows.append((name, ours, kiwi))

    print(f"Machine: {cpu_model()}, {os.cpu_count()} cores, {platform.system()} {platform.machine()}; "
          f"kiwisolver {kiwi_version()} from pip; ours: `autolayout solve` built with -c release.\n")
    print("| workload | constraints | add all: ours | kiwi | ratio | per add: ours | first solve (init step) | ratio | drag one view (step) | kiwi | ratio | drag splitter | ratio | resize window | ratio | remove + re-add | ratio | constant change (ours, in place) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    agreement = []
    for name, ours, kiwi in rows:
        t = ours["timing"]
        k = kiwi["timing"] if kiwi else None
        add_o, add_k = t["add_s"], (k["add_s"] if k else None)
        per_add = t["add_per_constraint_us"] * 1e-6
        init_o = phase_step(ours, "init") or None
        init_k = phase_step(kiwi, "init") if kiwi else None
        cells = [name, str(ours["constraints"]), fmt_time(add_o), fmt_time(add_k), ratio(add_k, add_o), fmt_time(per_add),
                 fmt_time(init_o), ratio(init_k, init_o)]
        for phase in ("float", "split", "resize"):
            o = phase_step(ours, phase)
            kk = phase_step(kiwi, phase) if kiwi else None
            cells += [fmt_time(o)] + ([fmt_time(kk)] if phase == "float" else []) + [ratio(kk, o)]
        churn_o = (t["churn"]["per_remove_us"] + t["churn"]["per_readd_us"]) * 1e-6 if t.get("churn") else None
        churn_k = (k["churn"]["per_remove_us"] + k["churn"]["per_readd_us"]) * 1e-6 if k and k.get("churn") else None
        const_o = t["constant_change"]["per_change_us"] * 1e-6 if t.get("constant_change") else None
        cells += [fmt_time(churn_o), ratio(churn_k, churn_o), fmt_time(const_o)]
        print("| " + " | ".join(cells) + " |")
        if kiwi:
            eo, ek = ours["check"]["soft_weighted_error"], kiwi["check"]["soft_weighted_error"]
            same = abs(eo - ek) <= 1e-6 * max(1.0, abs(ek))
            agreement.append(f"{name}: soft weighted error ours {eo:.6g}, kiwi {ek:.6g} ({'same' if same else 'DIFFERENT'}); "
                             f"worst required violation ours {ours['check']['max_required_violation']:.1e}, kiwi {kiwi['check']['max_required_violation']:.1e}; "
                             f"rejected ours {len(ours['rejected'])}, kiwi {len(kiwi['rejected'])}")
        else:
            agreement.append(f"{name}: kiwi not run (above KIWI_MAX={kiwi_max}); worst required violation ours {ours['check']['max_required_violation']:.1e}")
    print("\nAgreement:\n")
    for line in agreement:
        print(f"- {line}")


def kiwi_version():
    try:
        import kiwisolver
        return kiwisolver.__version__
    except ImportError:
        return "?"


if __name__ == "__main__":
    main()
