#!/usr/bin/env bash
# The checked build: Cassowary and LayoutCore compiled with AUTOLAYOUT_CHECKED, under
# which borrows hold their objects and the tableau and the engine check their
# invariants after each operation, and their tests run against it
# (Docs/Architecture.md, "The checked build").
#
#   Scripts/checked-tests.sh                 (both test targets)
#   Scripts/checked-tests.sh --filter NAME   (any `swift test` options)
#
# Its own build folder, so the everyday build is not rebuilt after it.
set -euo pipefail
cd "$(dirname "$0")/.."
AUTOLAYOUT_CHECKED=1 swift test --scratch-path .build/checked "$@"
