#!/usr/bin/env bash
# Runs the shared solver workloads through our solver and kiwisolver, side by side.
#
#   Scripts/bench-solver.sh              # enaml, grid/stack at 100, 1000, 3000, 10000
#   Scripts/bench-solver.sh --quick      # enaml, grid/stack at 100 and 1000
#   KIWI_MAX=3000 Scripts/bench-solver.sh  # largest size kiwi is run at (default 3000)
#
# It makes a Python virtual environment with kiwisolver in .venv-bench/ (first run
# only), builds `autolayout` in release mode, generates the workloads with
# ../shared/bench/gen.py and prints a Markdown table with both and their ratio.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
shared="${SHARED_DIR:-$root/../shared}"
if [ ! -f "$shared/bench/gen.py" ]; then
  echo "error: cannot find $shared/bench/gen.py (set SHARED_DIR to the folder holding bench/)" >&2
  exit 1
fi
venv="$root/.venv-bench"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import kiwisolver" 2>/dev/null; then
  echo "Setting up $venv with kiwisolver (first run only)..." >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet kiwisolver
fi
echo "Building autolayout (release)..." >&2
swift build -c release --product autolayout --package-path "$root" >&2
exec "$venv/bin/python" "$root/Scripts/solver_bench.py" \
  --autolayout "$root/.build/release/autolayout" --bench "$shared/bench" "$@"
