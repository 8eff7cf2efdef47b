#!/usr/bin/env bash
# Differential test against kiwisolver on seeded random systems (see Scripts/differential.py).
#   Scripts/differential.sh [N] [--seed S] [--verbose]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
shared="${SHARED_DIR:-$root/../shared}"
venv="$root/.venv-bench"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import kiwisolver" 2>/dev/null; then
  echo "Setting up $venv with kiwisolver (first run only)..." >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet kiwisolver
fi
swift build -c release --product autolayout --package-path "$root" >&2
exec "$venv/bin/python" "$root/Scripts/differential.py" --autolayout "$root/.build/release/autolayout" \
  --harness "$shared/bench/harness.py" "$@"
