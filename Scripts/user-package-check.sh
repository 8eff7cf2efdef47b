#!/usr/bin/env bash
# Builds and tests Tests/UserPackage, a package with default settings that
# depends on this checkout's UIKit and AutoLayout products as a user's
# package does: it catches what this package's own targets cannot, such as
# members that leak through a linked module when MemberImportVisibility is
# off (it is on for some of our own test targets).
#
# Usage: Scripts/user-package-check.sh   (scratch space: .build-user/)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-user"
mkdir -p "$work"
rm -rf "$work/UserPackage"
cp -R "$root/Tests/UserPackage" "$work/UserPackage"
# The dependency is a link named as the package is published, so that the
# fixture's `package: "swift-autolayout"` names it whatever the checkout's folder is called.
ln -sfn "$root" "$work/UserPackage/swift-autolayout"
swift build --package-path "$work/UserPackage" --scratch-path "$work/build" --build-tests
swift test --package-path "$work/UserPackage" --scratch-path "$work/build" --skip-build
echo "user package: ok"
