#!/usr/bin/env bash
# Times the thirteen screens at 1,000 and 10,000 views over several sittings,
# each started when the machine is calm, and prints every screen's 10k / 1k
# ratio with each sitting's own (see Scripts/screen_ratios.py).
#
#   Scripts/screen-ratios.sh                          # 3 sittings, every screen
#   Scripts/screen-ratios.sh --sittings 5 --pause 10  # 5 sittings, 10 minutes apart
#   Scripts/screen-ratios.sh --screen feed --screen grid
#   Scripts/screen-ratios.sh --help
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift build -c release --product screens-bench --package-path "$root" >&2
exec python3 "$root/Scripts/screen_ratios.py" --bench "$root/.build/release/screens-bench" "$@"
