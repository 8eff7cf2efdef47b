#!/usr/bin/env bash
# Taffy (PyPI's stretchable) beside FrameLayout, the constraint engine and
# hand-written arithmetic, on framelayout-bench's column, in one run.
#   Scripts/peer-taffy.sh [ROWS ...]
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c "import stretchable" 2>/dev/null || python3 -m pip install -q stretchable
swift build -c release --product framelayout-bench >&2
exec python3 Scripts/peer_taffy.py "$(swift build -c release --show-bin-path)/framelayout-bench" "$@"
