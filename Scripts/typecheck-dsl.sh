#!/usr/bin/env bash
# Type-checks Benchmarks/TypeCheckFixture/Fixture.swift (200 operator-DSL
# constraint expressions) against the built LayoutOperators module and prints
# the slowest expressions. Fails if any expression takes over the threshold,
# which is what -warn-long-expression-type-checking reports.
#
# Usage: Scripts/typecheck-dsl.sh [--scratch-path PATH] [--threshold MS]
set -euo pipefail

cd "$(dirname "$0")/.."
scratch=.build
threshold=100
while [[ $# -gt 0 ]]; do
  case "$1" in
    --scratch-path) scratch="$2"; shift 2 ;;
    --threshold) threshold="$2"; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done

swift build --scratch-path "$scratch" --target LayoutOperators >/dev/null
modules="$scratch/debug/Modules"
fixture=Benchmarks/TypeCheckFixture/Fixture.swift

# Every expression's time (threshold 1 ms reports all of them), slowest first.
start=$(date +%s.%N)
timings=$(swiftc -typecheck -swift-version 6 -I "$modules" "$fixture" \
  -Xfrontend -warn-long-expression-type-checking=1 2>&1 || true)
end=$(date +%s.%N)
expressions=$(grep -c "expression took" <<<"$timings" || true)
echo "type-checked $fixture in $(awk "BEGIN { printf \"%.2f\", $end - $start }") s"
echo "$expressions expressions timed; the slowest:"
grep "expression took" <<<"$timings" \
  | sed -E 's/^.*\/([^/]+:[0-9]+):[0-9]+: warning: expression took ([0-9]+)ms.*$/\2 ms  \1/' \
  | sort -rn | head -5

# The check itself: quiet at the threshold.
slow=$(swiftc -typecheck -swift-version 6 -I "$modules" "$fixture" \
  -Xfrontend -warn-long-expression-type-checking="$threshold" 2>&1 || true)
if grep -q "expression took" <<<"$slow"; then
  echo "FAIL: expressions over ${threshold} ms:" >&2
  grep "expression took" <<<"$slow" >&2
  exit 1
fi
if grep -q "error:" <<<"$slow"; then
  echo "FAIL: the fixture does not compile:" >&2
  echo "$slow" >&2
  exit 1
fi
echo "OK: no expression over ${threshold} ms"
