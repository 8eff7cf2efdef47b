#!/usr/bin/env bash
# Drives the playground page (`autolayout serve`) in headless Chromium with Playwright:
# type VFL, see the picture change; make a conflict, see it marked; drag an edge,
# see the frame change; copy as code; live reload of the watched file.
# Installs Debian's chromium and Playwright for Python when missing (no browser
# download: Playwright drives the system's chromium). Skips, saying why, only when
# they cannot be installed; a failing test fails the script.
#
#   Scripts/browser-test.sh            # builds the tool if needed, then runs the test
#
# The web server comes with the Playground trait; the tool is built with it in
# the folder Scripts/nonisolated-tests.sh uses, so CI builds it once.
set -uo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "browser-test: installing chromium" >&2
    apt-get install -y chromium >/tmp/browser-test-apt.log 2>&1 \
      || { apt-get update >>/tmp/browser-test-apt.log 2>&1 && apt-get install -y chromium >>/tmp/browser-test-apt.log 2>&1; }
  fi
fi
if ! python3 -c "import playwright" >/dev/null 2>&1; then
  echo "browser-test: installing playwright (pip)" >&2
  python3 -m pip install -q playwright >/tmp/browser-test-pip.log 2>&1
fi
if ! command -v chromium >/dev/null 2>&1 || ! python3 -c "import playwright" >/dev/null 2>&1; then
  echo "browser-test: SKIPPED: chromium or playwright could not be installed (see /tmp/browser-test-*.log)" >&2
  exit 0
fi
build=(--traits Playground --scratch-path .build/nonisolated)
swift build "${build[@]}" --product autolayout >/dev/null || exit 1
exec python3 Tests/Browser/playground_test.py "$(swift build "${build[@]}" --show-bin-path)/autolayout"
