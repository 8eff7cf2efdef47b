#!/usr/bin/env bash
# Formats the Swift sources with swift-format (it ships with the toolchain) under
# .swift-format, or with --lint only checks them, failing on any finding; .ci/run lints.
#
#   Scripts/format.sh          # rewrite files in place
#   Scripts/format.sh --lint   # check, as CI does
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Benchmarks Fuzz)
if [ "${1:-}" = "--lint" ]; then
  swift format lint --strict --recursive --parallel --configuration .swift-format "${paths[@]}"
  echo "format: clean"
else
  swift format format --in-place --recursive --parallel --configuration .swift-format "${paths[@]}"
fi
