#!/usr/bin/env bash
# Formats the Swift sources with swift-format (it ships with the toolchain) under
# .swift-format, or with --lint only checks them, failing on any finding; .ci/run lints.
# The files are the ones git tracks or would (ignored build folders and checkouts are left alone).
#
#   Scripts/format.sh          # rewrite files in place
#   Scripts/format.sh --lint   # check, as CI does
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.swift')
if [ "${1:-}" = "--lint" ]; then
  swift format lint --strict --parallel --configuration .swift-format "${files[@]}"
  echo "format: clean (${#files[@]} files)"
else
  swift format format --in-place --parallel --configuration .swift-format "${files[@]}"
fi
