#!/usr/bin/env bash
# Counts, per view, the instructions and simulated cache misses of one screen
# built from nothing to frames at 1,000 views (10 builds) and 10,000 views
# (3 builds), with valgrind's callgrind and a 32 MB last-level cache.
#
#   Scripts/cache-sim.sh "stack list"          # a screen named as screens-bench names it
#   Scripts/cache-sim.sh grid --keep           # keep the callgrind files for callgrind_annotate
#   Scripts/cache-sim.sh grid --cache-mb 8     # a last-level cache of 8 MB (32 by default)
#
# The build machine's L3 is 32 MB, but on the shared VM about 8 MB of it
# holds a process's data (Docs/Performance.md): with
# `--cache-mb 8` the simulated misses at 10,000 views come closer to what
# the machine pays, and a 1,000-view build still fits.
#
# Unlike timings on a shared VM these counts repeat exactly, so a change of
# 1-2% at 10,000 views shows. The estimate weighs a first-level miss at 10
# cycles and a last-level miss at 150; it is a model for comparing builds,
# not a time. (valgrind 3.19 cannot read Swift 6.3's DWARF 5, so the
# benchmark is copied without debug information first.)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
screen="${1:?usage: Scripts/cache-sim.sh SCREEN [--keep] [--cache-mb N]}"
shift
keep=""
cache_mb=32
while [ $# -gt 0 ]; do
  case "$1" in
    --keep) keep="--keep" ;;
    --cache-mb)
      cache_mb="${2:?--cache-mb takes a size in MB}"
      shift
      ;;
    *)
      echo "unknown option: $1 (usage: Scripts/cache-sim.sh SCREEN [--keep] [--cache-mb N])" >&2
      exit 2
      ;;
  esac
  shift
done
case "$cache_mb" in
  1 | 2 | 4 | 8 | 16 | 32 | 64) ;;
  *)
    echo "--cache-mb takes a power of two from 1 to 64, not '$cache_mb'" >&2
    exit 2
    ;;
esac
if ! command -v valgrind >/dev/null; then
  echo "Installing valgrind (Debian package)..." >&2
  if [ "$(id -u)" = 0 ]; then apt-get install -y valgrind >&2; else sudo apt-get install -y valgrind >&2; fi
fi
swift build -c release --product screens-bench --package-path "$root" >&2
work="$(mktemp -d)"
objcopy --strip-debug "$root/.build/release/screens-bench" "$work/screens-bench"
for views in 1000 10000; do
  runs=$((views == 1000 ? 10 : 3))
  # Only the screens' build closures are counted (not making hand-written
  # frames, freeing windows, or starting the process). The VFL, TinyVFL and
  # document screens build in throwing closures (`...YbKcfU_`).
  valgrind --tool=callgrind --cache-sim=yes --D1=49152,12,64 --LL=$((cache_mb << 20)),16,64 \
    --callgrind-out-file="$work/callgrind-$views.out" \
    --toggle-collect='*6WindowCSiYbcfU_' --toggle-collect='*6WindowCSiYbcfU0_' \
    --toggle-collect='*6WindowCSiYbKcfU_' \
    "$work/screens-bench" --screen "$screen" --views "$views" --runs "$runs" --warmups 0 \
    >/dev/null 2>"$work/valgrind-$views.log" &
done
wait
echo "$screen (callgrind, 48 KB L1d, $cache_mb MB LL), per view:"
for views in 1000 10000; do
  runs=$((views == 1000 ? 10 : 3))
  grep Collected "$work/valgrind-$views.log" | awk -v n="$views" -v r="$runs" '{
    v = n * r
    printf "%6d views: %7.0f instructions  %6.1f L1 misses  %6.1f LL misses (%5.1f reads, %5.1f writes)  ~%7.0f cycles\n",
      n, $4 / v, ($8 + $9) / v, ($11 + $12) / v, $11 / v, $12 / v, ($4 + 10 * ($8 + $9) + 150 * ($11 + $12)) / v
  }'
done
if [ "$keep" = "--keep" ]; then echo "callgrind files: $work" >&2; else rm -rf "$work"; fi
