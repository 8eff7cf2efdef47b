#!/usr/bin/env bash
# Builds and tests Tests/UserPackage, a package with default settings that
# depends on this checkout's UIKit and AutoLayout products as a user's
# package does: it catches what this package's own targets cannot, such as
# members that leak through a linked module when MemberImportVisibility is
# off (it is on for some of our own test targets). First it checks that
# the UIKit module is built only on platforms without Apple's UIKit.
#
# Usage: Scripts/user-package-check.sh   (scratch space: .build-user/)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

# On Apple's platforms the UIKit module must never shadow Apple's: its
# dependencies carry a platform condition without any Apple platform, and
# every one of its sources compiles to nothing where Darwin is importable.
swift package --package-path "$root" dump-package | python3 -c '
import json, sys
apple = {"macos", "maccatalyst", "ios", "tvos", "watchos", "visionos", "driverkit"}
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
for dependency in targets["UIKit"]["dependencies"]:
    kind, value = next(iter(dependency.items()))
    condition = value[-1] or {}
    platforms = set(condition.get("platformNames") or [])
    if not platforms or platforms & apple:
        sys.exit(f"UIKit depends on {value[0]} on Apple platforms too: {condition}")
print("UIKit target: no dependency on Apple platforms")
'
for source in "$root"/Sources/UIKit/*.swift; do
  head -n 1 "$source" | grep -q '^#if !canImport(Darwin)' \
    || { echo "$source does not start with #if !canImport(Darwin)" >&2; exit 1; }
done
work="$root/.build-user"
mkdir -p "$work"
rm -rf "$work/UserPackage"
cp -R "$root/Tests/UserPackage" "$work/UserPackage"
# The dependency is a link named as the package is published, so that the
# fixture's `package: "swift-autolayout"` names it whatever the checkout's folder is called.
ln -sfn "$root" "$work/UserPackage/swift-autolayout"
# Our UIKit module first, then the rest: swift-snapshot-testing, which
# imports UIKit wherever `canImport(UIKit)` holds, compiles after it and
# must find nothing of ours it cannot load.
swift build --package-path "$work/UserPackage" --scratch-path "$work/build" --target UIKitCode
swift build --package-path "$work/UserPackage" --scratch-path "$work/build" --build-tests
swift test --package-path "$work/UserPackage" --scratch-path "$work/build" --skip-build
echo "user package: ok"
