#!/usr/bin/env bash
# The package with the MainActorViews trait off: views, controllers and
# constraints are nonisolated, as a dependent gets them with `traits: []`,
# so independent trees can be laid out in parallel tasks (Docs/UIKit.md,
# "Laying out trees in parallel"). Builds every target and runs the tests in
# that configuration, including the parallel tests that the default
# (main-actor) configuration leaves out. The Playground trait is on here, so
# the tool's web server (`autolayout serve`) is built and tested too.
#
#   Scripts/nonisolated-tests.sh                 (all tests)
#   Scripts/nonisolated-tests.sh --filter NAME   (any `swift test` options)
#
# Its own build folder, so the everyday build is not rebuilt after it.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --traits Playground --scratch-path .build/nonisolated --build-tests
swift test --traits Playground --scratch-path .build/nonisolated --skip-build "$@"
