#!/usr/bin/env bash
# Builds the DocC documentation of every public module and fails on any DocC warning
# (a broken ``Symbol`` link, a topic group naming something that does not exist, ...).
#
#   Scripts/docs.sh                 # every module .spi.yml lists, archives in .build-docs/archives/
#   Scripts/docs.sh LayoutCore      # one module (several may follow)
#
# Extensions of other modules' types (view.snp, the operators, VFL on LayoutConstraint) get pages
# too (--emit-extension-block-symbols). Uses the `docc` that ships with the Swift toolchain and the symbol graphs SwiftPM dumps;
# no plugin or network needed. Open an archive with `docc preview` or serve it statically.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${DOCS_SCRATCH:-$root/.build-docs}"   # DOCS_SCRATCH lets two runs build side by side
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  # The modules .spi.yml lists for the Swift Package Index, so the hosted docs are the checked ones.
  list="$(sed -n 's/^ *documentation_targets: *\[\(.*\)\] *$/\1/p' "$root/.spi.yml" | tr -d ' ' | tr ',' ' ')"
  read -r -a modules <<<"$list"
  [ ${#modules[@]} -gt 0 ] || { echo "no documentation_targets in .spi.yml" >&2; exit 1; }
  # Every module with a catalog must be listed, or its docs would never be hosted.
  for catalog in "$root"/Sources/*/*.docc; do
    name="$(basename "$catalog" .docc)"
    [[ " ${modules[*]} " == *" $name "* ]] || { echo "$name has a DocC catalog but is not in .spi.yml" >&2; exit 1; }
  done
fi

mkdir -p "$scratch"
echo "dumping symbol graphs..." >&2
# SwiftPM also tries the synthesized test-runner modules and fails on those; the library
# graphs are what matter, so a failure only counts when a module's graph is missing below.
swift package --package-path "$root" --scratch-path "$scratch" dump-symbol-graph \
  --minimum-access-level public --emit-extension-block-symbols >"$scratch/dump-symbol-graph.log" 2>&1 || true
graphs="$(find "$scratch" -type d -name symbolgraph -path '*unknown-linux*' | head -n 1)"
[ -n "$graphs" ] || { echo "no symbol graphs found under $scratch" >&2; exit 1; }

mkdir -p "$scratch/archives"
status=0
for module in "${modules[@]}"; do
  catalog="$root/Sources/$module/$module.docc"
  if [ ! -d "$catalog" ]; then
    echo "$module: no catalog at Sources/$module/$module.docc" >&2; status=1; continue
  fi
  # Each module's own graph plus its extensions of other modules (Module@Other.symbols.json).
  if [ ! -f "$graphs/$module.symbols.json" ]; then
    echo "$module: no symbol graph (build failed?), see $scratch/dump-symbol-graph.log" >&2; tail -n 20 "$scratch/dump-symbol-graph.log" >&2
    status=1; continue
  fi
  dir="$scratch/graphs/$module"
  rm -rf "$dir" && mkdir -p "$dir"
  cp "$graphs/$module".symbols.json "$dir/"
  cp "$graphs/$module"@*.symbols.json "$dir/" 2>/dev/null || true
  if docc convert "$catalog" --additional-symbol-graph-dir "$dir" \
      --fallback-display-name "$module" --fallback-bundle-identifier "org.swift-autolayout.$module" \
      --output-path "$scratch/archives/$module.doccarchive" --warnings-as-errors >"$dir.log" 2>&1; then
    echo "$module: ok" >&2
  else
    echo "$module: FAILED" >&2
    grep -E -A6 '^(warning|error)' "$dir.log" >&2 || tail -n 20 "$dir.log" >&2
    status=1
  fi
done
exit $status
