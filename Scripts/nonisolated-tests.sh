#!/usr/bin/env bash
# The package with the MainActorViews trait off: views, controllers and
# constraints are nonisolated, as a dependent gets them with `traits: []`,
# so independent trees can be laid out in parallel tasks (Docs/UIKit.md,
# "Laying out trees in parallel"). Builds every library product in that
# configuration, in its own build folder.
#
# The test targets, benchmarks and the tool are written for the main actor
# (their view subclasses override main-actor members) and build only with
# the trait on.
set -euo pipefail
cd "$(dirname "$0")/.."
for target in Cassowary LayoutCore FrameLayout VisualFormat LayoutOperators LayoutMaker LayoutComposition \
  LayoutDocument AutoLayout UIKit LayoutRendering FreeTypeText LayoutSnapshotTesting LayoutPlayground; do
  swift build --disable-default-traits --scratch-path .build/nonisolated --target "$target"
done
echo "trait off: every library builds"
