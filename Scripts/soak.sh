#!/usr/bin/env bash
# Soak test: long random edit sequences on the solver and on view trees, with
# invariants checked after every step and process memory compared with a warm
# baseline after every teardown (Benchmarks/autolayout-soak).
#
#   Scripts/soak.sh              # about 10 minutes in all: 5 per mode, one after the other
#   Scripts/soak.sh 1200         # 20 minutes in all
#   SOAK_PARALLEL=1 Scripts/soak.sh 1200   # both modes at once, 10 minutes each (needs 2 free cores)
#   SOAK_SEED=7 SOAK_CHECKPOINT=50000 Scripts/soak.sh 120
#   SOAK_ARGS=--keep-going Scripts/soak.sh  # do not stop a mode at its first violation
#
# Each mode runs in its own process, so each has its own memory baseline. Logs
# go to $SOAK_LOGS (default .build-soak/logs). Exit status 0 only if both modes
# passed: no invariant violation, the footprint back to its baseline after every
# teardown, and resident memory within the runner's limit of its warm baseline.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
total="${1:-600}"
seed="${SOAK_SEED:-1}"
checkpoint="${SOAK_CHECKPOINT:-100000}"
scratch="${SOAK_SCRATCH:-$root/.build-soak}"
logs="${SOAK_LOGS:-$scratch/logs}"
if ! [[ "$total" =~ ^[0-9]+$ ]] || [ "$total" -lt 2 ]; then
  echo "usage: Scripts/soak.sh [TOTAL_SECONDS]   (default 600)" >&2
  exit 2
fi

echo "Building autolayout-soak (release)..." >&2
swift build -c release --package-path "$root" --scratch-path "$scratch" --product autolayout-soak >&2
bin="$(swift build -c release --package-path "$root" --scratch-path "$scratch" --show-bin-path)/autolayout-soak"
mkdir -p "$logs"

# Sequential runs share the budget; parallel runs each get all of it.
if [ -n "${SOAK_PARALLEL:-}" ]; then per_mode="$total"; else per_mode=$((total / 2)); fi
run() {
  # shellcheck disable=SC2086 # SOAK_ARGS is a list of options.
  "$bin" --mode "$1" --seconds "$per_mode" --seed "$seed" --checkpoint "$checkpoint" ${SOAK_ARGS:-} \
    > "$logs/$1.log" 2>&1
}

status=0
if [ -n "${SOAK_PARALLEL:-}" ]; then
  run solver & solver_pid=$!
  run tree & tree_pid=$!
  wait "$solver_pid" || status=1
  wait "$tree_pid" || status=1
else
  run solver || status=1
  run tree || status=1
fi
for mode in solver tree; do
  echo "== $mode ($logs/$mode.log)"
  # The summary table and what follows it.
  sed -n '/^$/,$p' "$logs/$mode.log"
done
if [ "$status" -eq 0 ]; then echo "soak: PASS"; else echo "soak: FAIL"; fi
exit "$status"
