#!/usr/bin/env python3
"""Differential test: our solver (`autolayout solve`) against kiwisolver on seeded random systems.

Each system has a few variables, required constraints that hold at a random
point (so the required part is feasible), soft constraints at every strength,
edit variables with suggestion steps, and sometimes one required constraint
that contradicts the others. Both solvers run the same file in the same order.
A system agrees when both reject the same constraints, both hold every
required constraint (within 1e-6) and their weighted errors match (relative
1e-6). When kiwi itself ends with a violated required constraint or crashes (its
state corruption after a rejected add), the system is counted apart.

Usage: Scripts/differential.sh [N] [--seed S]   (prints "N passed, M failed")
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

import kiwisolver as kiwi  # only for the strength encoding

STRENGTHS = ["strong", "medium", "weak", [1, 2, 3], [0, 5, 0, 0.5], 750.0]


def make_system(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    names = [f"x{i}" for i in range(n)]
    anchor = [rng.randint(-50, 50) for _ in range(n)]
    cons = []

    def expr():
        k = rng.randint(1, min(3, n))
        idx = rng.sample(range(n), k)
        return [[float(rng.choice([-3, -2, -1, -0.5, 0.5, 1, 2, 3])), i] for i in idx]

    for i in range(n):  # a box keeps every optimum bounded
        cons.append({"terms": [[1.0, i]], "constant": 200.0, "op": ">=", "strength": "required"})
        cons.append({"terms": [[1.0, i]], "constant": -200.0, "op": "<=", "strength": "required"})
    order = []
    for _ in range(rng.randint(1, 2 * n)):
        t = expr()
        at = sum(c * anchor[i] for c, i in t)
        op = rng.choice(["==", "<=", ">="])
        slack = rng.randint(0, 20)
        const = -at if op == "==" else (-at - slack if op == "<=" else -at + slack)
        order.append({"terms": t, "constant": float(const), "op": op, "strength": "required"})
    for _ in range(rng.randint(1, 3 * n)):
        order.append({"terms": expr(), "constant": float(rng.randint(-80, 80)),
                      "op": rng.choice(["==", "<=", ">="]), "strength": rng.choice(STRENGTHS)})
    if rng.random() < 0.4:  # a conflicting required constraint: outside the box
        i = rng.randrange(n)
        order.append({"terms": [[1.0, i]], "constant": -500.0, "op": rng.choice(["==", ">="]), "strength": "required"})
    rng.shuffle(order)
    cons += order
    edits = [{"var": i, "strength": rng.choice(["strong", "medium", "weak"])} for i in rng.sample(range(n), rng.randint(0, min(2, n)))]
    steps = [[[e["var"], float(rng.randint(-150, 150))] for e in edits] for _ in range(3)] if edits else []
    return {"format": "cassowary-system/1", "name": f"random {seed}", "variables": names, "constraints": cons,
            "edits": edits, "phases": [{"name": "drag", "steps": steps}] if steps else []}


def strength_value(s):
    if isinstance(s, str):
        return {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
                "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}[s]
    if isinstance(s, list):
        return kiwi.strength.create(*s)
    return float(s)


def evaluate(system, values, rejected):
    worst, error = 0.0, 0.0
    for i, c in enumerate(system["constraints"]):
        if i in rejected:
            continue
        v = c.get("constant", 0.0) + sum(coef * values[system["variables"][var]] for coef, var in c["terms"])
        viol = abs(v) if c["op"] == "==" else (max(0.0, v) if c["op"] == "<=" else max(0.0, -v))
        s = strength_value(c.get("strength", "required"))
        if s >= kiwi.strength.required:
            worst = max(worst, viol)
        else:
            error += min(s, kiwi.strength.required) * viol
    # The edit constraints' errors, at the last suggestions.
    for phase in system["phases"]:
        for step in phase["steps"][-1:]:
            for var, val in step:
                e = next(e for e in system["edits"] if e["var"] == var)
                error += strength_value(e["strength"]) * abs(values[system["variables"][var]] - val)
    return worst, error


def run_kiwi(harness, path):
    """kiwi through harness.py in its own process: kiwi can abort the process."""
    proc = subprocess.run([sys.executable, harness, path], capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"kiwi exited with {proc.returncode}: {proc.stderr.strip().splitlines()[-1:]}")
    out = json.loads(proc.stdout)
    return out["values"], out["rejected"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("count", type=int, nargs="?", default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--autolayout", required=True)
    ap.add_argument("--harness", required=True, help="shared/bench/harness.py")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    agree = disagree = kiwi_wrong = 0
    with_conflict = 0
    tmp = tempfile.mkdtemp(prefix="differential-")
    for k in range(a.count):
        seed = a.seed * 1_000_003 + k
        system = make_system(seed)
        path = os.path.join(tmp, "system.json")
        with open(path, "w") as fh:
            json.dump(system, fh)
        ours = json.loads(subprocess.run([a.autolayout, "solve", path], check=True, capture_output=True, text=True).stdout)
        o_worst, o_err = evaluate(system, ours["values"], set(ours["rejected"]))
        try:
            k_values, k_rejected = run_kiwi(a.harness, path)
            k_worst, k_err = evaluate(system, k_values, set(k_rejected))
        except Exception as exc:  # kiwi raised or aborted where it should not
            k_rejected, k_worst, k_err = None, float("inf"), float("inf")
            if a.verbose:
                print(f"seed {seed}: kiwi raised {type(exc).__name__}: {exc}")
        if ours["rejected"]:
            with_conflict += 1
        ours_ok = o_worst <= 1e-6
        if not ours_ok:
            disagree += 1
            print(f"seed {seed}: OUR required constraints violated by {o_worst}")
            continue
        if k_worst > 1e-6:
            kiwi_wrong += 1
            if a.verbose:
                print(f"seed {seed}: kiwi ends with a required constraint violated by {k_worst} (ours holds)")
            continue
        same_rejected = sorted(ours["rejected"]) == sorted(k_rejected)
        same_error = abs(o_err - k_err) <= 1e-6 * max(1.0, abs(k_err))
        if same_rejected and same_error:
            agree += 1
        elif set(ours["rejected"]) < set(k_rejected):
            # kiwi rejected more, and ours holds those constraints too: after its first
            # rejection kiwi's state is corrupt and it refuses satisfiable constraints.
            kiwi_wrong += 1
            if a.verbose:
                print(f"seed {seed}: kiwi also rejected {sorted(set(k_rejected) - set(ours['rejected']))}, which ours holds")
        elif same_rejected and o_err < k_err:
            # Ours found a lower weighted error: kiwi stopped short of the optimum.
            kiwi_wrong += 1
            if a.verbose:
                print(f"seed {seed}: ours is better: error {o_err} vs kiwi {k_err}")
        else:
            disagree += 1
            print(f"seed {seed}: rejected ours {ours['rejected']} kiwi {k_rejected}; error ours {o_err} kiwi {k_err}")
    print(f"systems: {a.count}; with a rejected constraint: {with_conflict}; "
          f"kiwi wrong or worse (ours correct): {kiwi_wrong}")
    print(f"differential: {agree + kiwi_wrong} passed, {disagree} failed")
    sys.exit(1 if disagree else 0)


if __name__ == "__main__":
    main()
