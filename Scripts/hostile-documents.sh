#!/usr/bin/env bash
# Hostile layout documents (huge counts, deep nesting, bad numbers, cycles,
# unknown names) through `autolayout check`, each with wall time and peak RSS.
# Fails if any case crashes, takes more than 30 s or uses more than 1 GB.
#   Scripts/hostile-documents.sh [--only SUBSTRING]
# Needs bash, swift and python3 (standard library only). Files go to
# .build-hostile/ (ignored by git as .build-*/).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
scratch="${HOSTILE_SCRATCH:-.build-release}"
swift build -c release --product autolayout --scratch-path "$scratch" >&2
binary="$(swift build -c release --product autolayout --scratch-path "$scratch" --show-bin-path)/autolayout"
exec python3 "$root/Scripts/hostile_documents.py" --autolayout "$binary" --out "$root/.build-hostile" "$@"
