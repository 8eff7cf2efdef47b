#!/usr/bin/env bash
# Splits one screen's build at 1,000 and 10,000 views into the layout
# pass's phases, in release: the user's code (making views and constraints),
# `updateConstraints` calls, solving (handing constraints to the solver and
# reading its values), and the layout round (`layoutSubviews`, frames).
# Prints each phase's median and its 10k / 1k ratio, so that a screen's
# growth beyond ten times can be traced to a phase.
#
#   Scripts/phase-times.sh "stack list"        # a screen named as screens-bench names it
#   Scripts/phase-times.sh "anchors list" 9    # runs (5 by default)
#
# The clocks are not in the engine: Scripts/phase-times.patch adds them to a
# copy of the last commit (uncommitted changes are not measured), built in
# .build/phase-times (the first build takes some minutes). Timings on a
# shared VM drift: compare phases within one run, not across runs.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
screen="${1:?usage: Scripts/phase-times.sh SCREEN [RUNS]}"
runs="${2:-5}"
work="$root/.build/phase-times"
rm -rf "$work/src"
mkdir -p "$work/src"
git -C "$root" archive HEAD | tar -x -C "$work/src"
# The copy sits inside this repository, where `git apply` would skip every
# path outside the current directory without a word: stop git's search
# for a repository at the copy.
if ! (cd "$work/src" && GIT_CEILING_DIRECTORIES="$work" git apply "$root/Scripts/phase-times.patch"); then
  echo "Scripts/phase-times.patch no longer applies to LayoutEngine+Pass.swift or screens-bench/main.swift: update it." >&2
  exit 1
fi
swift build -c release --product screens-bench --package-path "$work/src" --scratch-path "$work/build" >&2
"$work/build/release/screens-bench" --screen "$screen" --views 1000,10000 --runs "$runs" |
  awk -F'\t' -v screen="$screen" '
    $1 == "PHASES" { update[$2] = $3; solve[$2] = $4; layout[$2] = $5; user[$2] = $6 }
    $1 == "RESULT" { total[$2] = $3 }
    END {
      printf "%s, medians in ms (each column its own median, so they need not add up):\n", screen
      printf "%8s %10s %12s %12s %10s %12s\n", "views", "build", "your code", "update", "solve", "layout"
      for (n = 1000; n <= 10000; n *= 10) {
        printf "%8d %10.2f %12.2f %12.2f %10.2f %12.2f\n", n, total[n] * 1e3, user[n] * 1e3, update[n] * 1e3, solve[n] * 1e3, layout[n] * 1e3
      }
      r = "10k / 1k"
      printf "%8s %9.1fx %11.1fx %11.1fx %9.1fx %11.1fx\n", r, total[10000] / total[1000], user[10000] / user[1000],
        (update[1000] > 0 ? update[10000] / update[1000] : 0), solve[10000] / solve[1000], layout[10000] / layout[1000]
    }'
